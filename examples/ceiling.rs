//! How far can a player who sees only its own seat get against random play?
//!
//! Plays two-player rounds of `musical` or `block` between a Beginner (a random legal move)
//! and either the Club (`club`) or a search player (`search`) that knows its opponent plays at
//! random: for each legal move it draws `SAMPLES` guesses of the hidden tiles consistent with
//! its view, plays the move in each and plays the round out (itself by the Club, the opponent
//! at random), and takes the move that won most often. Deals and seats follow `simulate`
//! (game `g` of seed `S` deals as `simulate --seed S` does; the player sits in seat `g mod 2`).
//!
//! ```sh
//! cargo run --release --example ceiling -- block 6000 11 club
//! cargo run --release --example ceiling -- block 6000 11 search 300
//! ```
//!
//! Prints the player's wins and its win rate of decided rounds. Figures are in
//! `docs/benchmarks.md` (Computer players).

use std::process::ExitCode;

use musical_dominoes::ai::cli::mix;
use musical_dominoes::ai::knowledge::Knowledge;
use musical_dominoes::ai::{club, expert};
use musical_dominoes::engine::{Deal, Options, Round, Rules, SeatView, Variant};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// 1 for a win of `me`, ½ for a tie, 0 for a loss or an unfinished round.
fn value(round: &Round, me: usize) -> f64 {
    match round.outcome() {
        Some(o) if o.winners.contains(me) => 1.0,
        Some(o) if o.winners.is_empty() => 0.5,
        _ => 0.0,
    }
}

/// Plays `round` out: `me` by the Club, every other seat at random.
fn play_out(mut round: Round, me: usize, rng: &mut Xoshiro256PlusPlus) -> f64 {
    while let Some(seat) = round.to_move() {
        let legal = round.legal_moves();
        let mv = if legal.len() == 1 {
            legal[0]
        } else if seat == me {
            club::choose(&round.view(seat))
        } else {
            legal[rng.random_range(0..legal.len())]
        };
        if round.play(mv).is_err() {
            break;
        }
    }
    value(&round, me)
}

/// The index of the legal move that won most often over `samples` guesses (the same guesses
/// and play-out seeds for every move).
fn search(view: &SeatView<'_>, samples: usize, rng: &mut Xoshiro256PlusPlus) -> usize {
    let legal = view.legal_moves();
    let know = Knowledge::of(view);
    let me = view.seat();
    let mut totals = vec![0.0; legal.len()];
    for _ in 0..samples {
        let guess = expert::sample(view, &know, rng);
        let Ok(round) = Round::from_view_sample(view, guess.hands, guess.stock()) else {
            continue;
        };
        let seed: u64 = rng.random();
        for (total, &mv) in totals.iter_mut().zip(legal.iter()) {
            let mut next = round.clone();
            if next.play(mv).is_ok() {
                *total += play_out(next, me, &mut Xoshiro256PlusPlus::seed_from_u64(seed));
            }
        }
    }
    let mut best = 0;
    for i in 1..totals.len() {
        if totals[i] > totals[best] {
            best = i;
        }
    }
    best
}

/// Plays games `range` of `seed`; returns (wins of the player, decided games).
fn play(
    rules: Rules,
    seed: u64,
    range: std::ops::Range<u64>,
    samples: Option<usize>,
) -> (u64, u64) {
    let (mut wins, mut decided) = (0, 0);
    for g in range {
        let mut deal_rng = Xoshiro256PlusPlus::seed_from_u64(mix(seed, g, 1));
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(mix(seed, g, 2));
        let deal = Deal::random(&rules, &mut deal_rng);
        let first = (rules.variant == Variant::Musical).then(|| deal_rng.random_range(0..2));
        let Ok(mut round) = Round::new(rules, &deal, first, [0; 4]) else {
            continue;
        };
        let me = (g % 2) as usize;
        while let Some(seat) = round.to_move() {
            let view = round.view(seat);
            let legal = view.legal_moves();
            let mv = if legal.len() == 1 {
                legal[0]
            } else if seat != me {
                legal[rng.random_range(0..legal.len())]
            } else if let Some(n) = samples {
                legal[search(&view, n, &mut rng)]
            } else {
                club::choose(&view)
            };
            if round.play(mv).is_err() {
                break;
            }
        }
        if let Some(o) = round.outcome()
            && !o.winners.is_empty()
        {
            decided += 1;
            wins += u64::from(o.winners.contains(me));
        }
    }
    (wins, decided)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: ceiling musical|block GAMES SEED club|search [SAMPLES]";
    let variant = match args.first().map(String::as_str) {
        Some("musical") => Variant::Musical,
        Some("block") => Variant::Block,
        _ => {
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    };
    let number = |i: usize| args.get(i).and_then(|s| s.parse::<u64>().ok());
    let (Some(games), Some(seed)) = (number(1), number(2)) else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let samples = match args.get(3).map(String::as_str) {
        Some("club") => None,
        Some("search") => Some(number(4).unwrap_or(300) as usize),
        _ => {
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    };
    let Ok(rules) = Rules::new(variant, 2, &Options::default()) else {
        eprintln!("no rules for {variant:?}");
        return ExitCode::from(2);
    };
    let half = games.div_ceil(2);
    let (wins, decided) = std::thread::scope(|scope| {
        let a = scope.spawn(move || play(rules, seed, 0..half, samples));
        let b = play(rules, seed, half..games, samples);
        let a = a.join().unwrap_or((0, 0));
        (a.0 + b.0, a.1 + b.1)
    });
    let rate = if decided > 0 {
        100.0 * wins as f64 / decided as f64
    } else {
        0.0
    };
    println!("{games} games: {wins} wins of {decided} decided, {rate:.2}%");
    ExitCode::SUCCESS
}
