//! How far can a player who sees only its own seat get against random play?
//!
//! Plays two-player rounds of `musical` or `block` between a Beginner (a random legal move)
//! and one of these players:
//!
//! - `club`: the Club;
//! - `search [SAMPLES]`: a search player that knows its opponent plays at random: for each
//!   legal move it draws `SAMPLES` (default 300) guesses of the hidden tiles consistent with
//!   its view, plays the move in each and plays the round out (itself by the Club, the
//!   opponent at random), and takes the move that won most often;
//! - `bayes [SAMPLES]`: as `search`, but each guess counts in proportion to how likely the
//!   opponent's past choices were with that hand if it plays at random (the product of
//!   1 / its number of legal moves at each of its turns): the exact posterior of a random
//!   opponent's hand, where `search` counts every consistent guess alike;
//! - `lead-search [SAMPLES]`: `search` for the lead only, the Club for every later move;
//! - `pimc [SAMPLES]`: perfect-information Monte Carlo: for each of `SAMPLES` (default 50)
//!   guesses it solves the round exactly as if the guess were true (its own best move against
//!   an opponent at random, every random choice averaged), and takes the move with the best
//!   mean;
//! - `oracle`: the same exact solution on the true deal, as if it saw every hand: not a
//!   player that sees only its seat, but an upper bound for one.
//!
//! Deals and seats follow `simulate` (game `g` of seed `S` deals as `simulate --seed S` does;
//! the player sits in seat `g mod 2`).
//!
//! ```sh
//! cargo run --release --example ceiling -- block 6000 11 club
//! cargo run --release --example ceiling -- block 6000 11 search 300
//! cargo run --release --example ceiling -- block 6000 11 bayes 300
//! cargo run --release --example ceiling -- block 6000 11 pimc 40
//! cargo run --release --example ceiling -- block 6000 11 oracle
//! ```
//!
//! Prints the player's wins and its win rate of decided rounds. Figures are in
//! `docs/benchmarks.md` (Computer players).

mod common;

use std::collections::HashMap;
use std::process::ExitCode;

use musical_dominoes::ai::knowledge::Knowledge;
use musical_dominoes::ai::{club, expert};
use musical_dominoes::engine::{End, Round, Rules, SeatView, TileSet};
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

/// The index of the legal move with the best total over `samples` guesses of the hidden
/// tiles consistent with `view`: each guess gets a context from `start` (shared by all the
/// moves in it), and each move played in it is valued by `value`.
fn best_over_guesses<C>(
    view: &SeatView<'_>,
    samples: usize,
    rng: &mut Xoshiro256PlusPlus,
    mut start: impl FnMut(&mut Xoshiro256PlusPlus) -> C,
    mut value: impl FnMut(&mut C, Round) -> f64,
) -> usize {
    let legal = view.legal_moves();
    let know = Knowledge::of(view);
    let mut totals = vec![0.0; legal.len()];
    for _ in 0..samples {
        let guess = expert::sample(view, &know, rng);
        let Ok(round) = Round::from_view_sample(view, guess.hands, guess.stock()) else {
            continue;
        };
        let mut context = start(rng);
        for (total, &mv) in totals.iter_mut().zip(legal.iter()) {
            let mut next = round.clone();
            if next.play(mv).is_ok() {
                *total += value(&mut context, next);
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

/// The log-likelihood of the public history if the hidden hands were `hands` and every seat
/// but `view`'s chose uniformly among its legal moves; `None` when these hands could not have
/// produced it. Rounds without drawing ([`expert::dealt_round`]).
fn random_log_likelihood(view: &SeatView<'_>, hands: [TileSet; 4]) -> Option<f64> {
    let history = view.history();
    if history.is_empty() {
        return Some(0.0);
    }
    let mut round = expert::dealt_round(view, hands)?;
    let mut ll = 0.0;
    for a in history {
        if usize::from(a.seat) != view.seat() {
            ll -= (round.legal_moves().len() as f64).ln();
        }
        round.play(a.mv).ok()?;
    }
    Some(ll)
}

/// The index of the legal move with the best weighted share of wins over `samples` guesses,
/// each weighted by [`random_log_likelihood`] and played out as in [`search`].
fn bayes(view: &SeatView<'_>, samples: usize, rng: &mut Xoshiro256PlusPlus) -> usize {
    let me = view.seat();
    let legal = view.legal_moves();
    let know = Knowledge::of(view);
    let mut guesses = Vec::with_capacity(samples);
    for _ in 0..samples {
        let guess = expert::sample(view, &know, rng);
        let Some(ll) = random_log_likelihood(view, guess.hands) else {
            continue;
        };
        if let Ok(round) = Round::from_view_sample(view, guess.hands, guess.stock()) {
            guesses.push((round, ll));
        }
    }
    let top = guesses
        .iter()
        .map(|(_, ll)| *ll)
        .fold(f64::NEG_INFINITY, f64::max);
    let mut totals = vec![0.0; legal.len()];
    for (round, ll) in guesses {
        let weight = (ll - top).exp();
        let seed = rng.random::<u64>();
        for (total, &mv) in totals.iter_mut().zip(legal.iter()) {
            let mut next = round.clone();
            if next.play(mv).is_ok() {
                let won = play_out(next, me, &mut Xoshiro256PlusPlus::seed_from_u64(seed));
                *total += weight * won;
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

/// The index of the legal move that won most often over `samples` guesses (the same guesses
/// and play-out seeds for every move).
fn search(view: &SeatView<'_>, samples: usize, rng: &mut Xoshiro256PlusPlus) -> usize {
    let me = view.seat();
    best_over_guesses(
        view,
        samples,
        rng,
        |rng| rng.random::<u64>(),
        |seed, next| play_out(next, me, &mut Xoshiro256PlusPlus::seed_from_u64(*seed)),
    )
}

/// The memo key of a two-player round: both hands, both ends, the seat to move and whether
/// the last move was a Rest (all the outcome of a two-player block round depends on).
type Key = (u32, u32, Option<u8>, Option<u8>, Option<usize>, bool);

fn key(round: &Round) -> Key {
    let bits = |s: usize| {
        round
            .hand(s)
            .iter()
            .fold(0u32, |m, t| m | 1u32 << t.index())
    };
    let rested = round
        .history()
        .last()
        .is_some_and(|a| a.mv == musical_dominoes::engine::Move::Rest);
    (
        bits(0),
        bits(1),
        round.line().end_value(End::Left),
        round.line().end_value(End::Right),
        round.to_move(),
        rested,
    )
}

/// The value for `me` of `round` under best play by `me`, who sees every hand, against an
/// opponent who plays at random (a move's value is the mean over its legal moves).
fn oracle_value(round: &Round, me: usize, memo: &mut HashMap<Key, f64>) -> f64 {
    let Some(seat) = round.to_move() else {
        return value(round, me);
    };
    let k = key(round);
    if let Some(&v) = memo.get(&k) {
        return v;
    }
    let legal = round.legal_moves();
    let mut best = f64::MIN;
    let mut sum = 0.0;
    for &mv in legal.iter() {
        let mut next = round.clone();
        if next.play(mv).is_err() {
            continue;
        }
        let v = oracle_value(&next, me, memo);
        best = best.max(v);
        sum += v;
    }
    let v = if seat == me {
        best
    } else {
        sum / legal.len() as f64
    };
    memo.insert(k, v);
    v
}

/// The index of the oracle's best legal move.
fn oracle(round: &Round, me: usize, memo: &mut HashMap<Key, f64>) -> usize {
    let legal = round.legal_moves();
    let mut best = (0, f64::MIN);
    for (i, &mv) in legal.iter().enumerate() {
        let mut next = round.clone();
        if next.play(mv).is_ok() {
            let v = oracle_value(&next, me, memo);
            if v > best.1 {
                best = (i, v);
            }
        }
    }
    best.0
}

/// The index of the legal move with the best mean oracle value over `samples` guesses of the
/// hidden tiles (perfect-information Monte Carlo: each guess is solved as if it were true).
fn pimc(view: &SeatView<'_>, samples: usize, rng: &mut Xoshiro256PlusPlus) -> usize {
    let me = view.seat();
    best_over_guesses(
        view,
        samples,
        rng,
        |_| HashMap::new(),
        |memo, next| oracle_value(&next, me, memo),
    )
}

/// The player set against the Beginner.
#[derive(Clone, Copy)]
enum Player {
    Club,
    Search(usize),
    Bayes(usize),
    LeadSearch(usize),
    Pimc(usize),
    Oracle,
}

/// Plays games `range` of `seed`; returns (wins of the player, decided games).
fn play(rules: Rules, seed: u64, range: std::ops::Range<u64>, player: Player) -> (u64, u64) {
    let (mut wins, mut decided) = (0, 0);
    for g in range {
        let Some((mut round, mut rng)) = common::deal(rules, seed, g) else {
            continue;
        };
        let me = (g % 2) as usize;
        let mut memo = HashMap::new();
        let random = |view: &SeatView<'_>, rng: &mut Xoshiro256PlusPlus| {
            let legal = view.legal_moves();
            legal[rng.random_range(0..legal.len())]
        };
        common::play_round(&mut round, me, &mut rng, random, |round, view, rng| {
            let legal = view.legal_moves();
            match player {
                Player::Club => club::choose(view),
                Player::Search(n) => legal[search(view, n, rng)],
                Player::Bayes(n) => legal[bayes(view, n, rng)],
                Player::LeadSearch(n) if view.line().is_empty() => legal[search(view, n, rng)],
                Player::LeadSearch(_) => club::choose(view),
                Player::Pimc(n) => legal[pimc(view, n, rng)],
                Player::Oracle => legal[oracle(round, me, &mut memo)],
            }
        });
        if let Some(won) = common::decided_win(&round, me) {
            decided += 1;
            wins += u64::from(won);
        }
    }
    (wins, decided)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: ceiling musical|block GAMES SEED club|search [SAMPLES]|bayes [SAMPLES]|lead-search [SAMPLES]|pimc [SAMPLES]|oracle";
    let Some((rules, games, seed)) = common::head(&args) else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let samples = |default: usize| {
        args.get(4)
            .and_then(|s| s.parse::<usize>().ok())
            .unwrap_or(default)
            .max(1)
    };
    let player = match args.get(3).map(String::as_str) {
        Some("club") => Player::Club,
        Some("search") => Player::Search(samples(300)),
        Some("bayes") => Player::Bayes(samples(300)),
        Some("lead-search") => Player::LeadSearch(samples(300)),
        Some("pimc") => Player::Pimc(samples(50)),
        Some("oracle") => Player::Oracle,
        _ => {
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    };
    common::report_both_halves(games, |range| play(rules, seed, range, player));
    ExitCode::SUCCESS
}
