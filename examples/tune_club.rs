//! Fits the Club's weights by playing: random-perturbation hill climbing on the Club's win
//! rate against Beginner over the same deals for every trial (common random numbers: the
//! deals and the Beginner's choices come from the seed), each weight kept to the sign the
//! seed's advice gives it.
//!
//! The Club may play with two sets of weights: `early` while its hand holds more than
//! `SPLIT` tiles, `late` from then on.
//!
//! ```sh
//! cargo run --release --example tune_club -- block 200000 4242 TRIALS SPLIT [check SEED] [NAME=VALUE …]
//! ```
//!
//! Starts from the shipped weights ([`Weights::of`]), each `NAME=VALUE` changed; prints each
//! improvement and, at the end, the best weights (in the order of [`Weights`]'s fields) and
//! the win rate of the shipped and the best weights on the deals of the check seed (default
//! 999). With 0 trials it measures the starting weights alone.

mod common;

use std::process::ExitCode;

use musical_dominoes::ai::club::{self, Weights};
use musical_dominoes::engine::{Move, Rules, SeatView};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

const N: usize = 15;

fn to_vec(w: &Weights) -> [f64; N] {
    [
        w.heavy,
        w.both_ends,
        w.own_rest,
        w.long_suit,
        w.double_early,
        w.lone_numbers,
        w.lone_double,
        w.shut_out,
        w.rest_chance,
        w.block_lighter,
        w.block_heavier,
        w.other_end,
        w.score,
        w.give,
        w.out,
    ]
}

fn from_vec(v: &[f64; N]) -> Weights {
    Weights {
        heavy: v[0],
        both_ends: v[1],
        own_rest: v[2],
        long_suit: v[3],
        double_early: v[4],
        lone_numbers: v[5],
        lone_double: v[6],
        shut_out: v[7],
        rest_chance: v[8],
        block_lighter: v[9],
        block_heavier: v[10],
        other_end: v[11],
        score: v[12],
        give: v[13],
        out: v[14],
    }
}

/// The weights the tuner may move (not `score`, `give`, `out`: the two-player rounds tuned
/// here do not score, and playing out always wins).
const TUNED: [usize; 12] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/// The sign the advice gives each weight: +1, −1.
const SIGN: [f64; N] = [
    1.0, 1.0, -1.0, 1.0, 1.0, 1.0, 1.0, -1.0, 1.0, 1.0, -1.0, 1.0, 1.0, -1.0, 1.0,
];

/// The names of the weights, in the order of [`to_vec`].
const NAMES: [&str; N] = [
    "heavy",
    "both_ends",
    "own_rest",
    "long_suit",
    "double_early",
    "lone_numbers",
    "lone_double",
    "shut_out",
    "rest_chance",
    "block_lighter",
    "block_heavier",
    "other_end",
    "score",
    "give",
    "out",
];

#[derive(Clone, Copy)]
struct Club {
    early: Weights,
    late: Weights,
    split: usize,
}

impl Club {
    fn choose(&self, view: &SeatView<'_>) -> Move {
        let w = if view.hand().len() > self.split {
            self.early
        } else {
            self.late
        };
        club::choose_with(view, w)
    }
}

/// Wins and decided rounds of `club` against Beginner on games `range` of `seed`.
fn play(rules: Rules, seed: u64, range: std::ops::Range<u64>, club: &Club) -> (u64, u64) {
    let (mut wins, mut decided) = (0, 0);
    for g in range {
        let Some((mut round, mut rng)) = common::deal(rules, seed, g) else {
            continue;
        };
        let me = (g % 2) as usize;
        common::play_round(
            &mut round,
            me,
            &mut rng,
            |view, rng: &mut Xoshiro256PlusPlus| {
                let legal = view.legal_moves();
                legal[rng.random_range(0..legal.len())]
            },
            |_, view, _| club.choose(view),
        );
        if let Some(won) = common::decided_win(&round, me) {
            decided += 1;
            wins += u64::from(won);
        }
    }
    (wins, decided)
}

fn rate(rules: Rules, seed: u64, games: u64, club: &Club) -> f64 {
    let (w, d) = common::both_halves(games, |range| play(rules, seed, range, club));
    100.0 * w as f64 / d.max(1) as f64
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage =
        "usage: tune_club musical|block GAMES SEED TRIALS SPLIT [check SEED] [NAME=VALUE …]";
    let Some((rules, games, seed)) = common::head(&args) else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let number = |i: usize| args.get(i).and_then(|s| s.parse::<u64>().ok());
    let (Some(trials), Some(split)) = (number(3), number(4)) else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let check = if args.get(5).map(String::as_str) == Some("check") {
        number(6).unwrap_or(999)
    } else {
        999
    };
    let mut base = Weights::of(rules.variant);
    // `shut_out=-3` and the like, after the other arguments, set a weight to start from.
    for a in &args {
        if let Some((k, v)) = a.split_once('=') {
            let (Some(i), Ok(v)) = (NAMES.iter().position(|n| *n == k), v.parse::<f64>()) else {
                eprintln!("no weight {a}; the weights are {}", NAMES.join(", "));
                return ExitCode::from(2);
            };
            let mut b = to_vec(&base);
            b[i] = v;
            base = from_vec(&b);
        }
    }
    let mut best = [to_vec(&base), to_vec(&base)];
    let club_of = |b: &[[f64; N]; 2]| Club {
        early: from_vec(&b[0]),
        late: from_vec(&b[1]),
        split: split as usize,
    };
    let start = rate(rules, seed, games, &club_of(&best));
    println!("start {start:.3}%");
    let mut best_rate = start;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
    for t in 0..trials {
        let mut cand = best;
        // Move one to three weights of one or both halves by up to ±30% (or ±0.3).
        let k = rng.random_range(1..=3);
        for _ in 0..k {
            let half = rng.random_range(0..3usize);
            let i = TUNED[rng.random_range(0..TUNED.len())];
            let step = (rng.random::<f64>() * 2.0 - 1.0) * 0.3;
            for (h, weights) in cand.iter_mut().enumerate() {
                if half == h || half == 2 {
                    let v = weights[i];
                    let nv = if v.abs() < 0.3 {
                        v + step * SIGN[i]
                    } else {
                        v * (1.0 + step)
                    };
                    weights[i] = if nv * SIGN[i] < 0.0 { 0.0 } else { nv };
                }
            }
        }
        let r = rate(rules, seed, games, &club_of(&cand));
        if r > best_rate {
            best_rate = r;
            best = cand;
            println!("trial {t}: {r:.3}%");
        }
    }
    let fmt = |v: &[f64; N]| {
        v.iter()
            .map(|x| format!("{x:.3}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    println!("early: [{}]", fmt(&best[0]));
    println!("late:  [{}]", fmt(&best[1]));
    let shipped = to_vec(&Weights::of(rules.variant));
    let before = rate(rules, check, games, &club_of(&[shipped, shipped]));
    let after = rate(rules, check, games, &club_of(&best));
    println!("check seed {check}: {before:.3}% -> {after:.3}%");
    ExitCode::SUCCESS
}
