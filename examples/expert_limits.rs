//! Where the Expert's strength against the Club comes from, and where it stops.
//!
//! Plays two-player rounds of `musical` or `block`, the Expert against the Club, with deals
//! and seats as `simulate --seats expert,club` has them (game `g` of seed `S`; the Expert sits
//! in seat `g mod 2`). Modes:
//!
//! - `expert`: the Expert as it plays (prints its wins and win rate of decided rounds);
//! - `see-all`: the same search valued over the true hidden tiles only, as if the Expert saw
//!   the Club's hand and the tiles out of play: how much better perfect knowledge would make it;
//! - `pimc N`: another search in the Expert's seat, to compare: N guesses drawn and weighed
//!   as the Expert draws them, each solved exactly after each legal move (its own best moves
//!   against the Club's replies, which are fixed once the hands are), the move with the best
//!   mean taken (ties to the Club's preference) — perfect-information Monte Carlo;
//! - `overlap C…`: at each Expert decision after the Club has moved, for each number `C` of
//!   guesses drawn per guess kept, how far the kept guesses of the Club's hand share more of
//!   its true tiles than a uniform guess from the tiles it may hold (mean share above chance).
//! - `paired P…`: plays every deal once with each player `P` in the Expert's seat, each
//!   valuing the guesses the Expert draws (the same seed, so the same guesses until their
//!   choices part), and prints each one's mean result (win 1, tie ½) and its difference from
//!   the first's, per 100 games with a 95% interval. Players: `expert`; `tie-break` (the
//!   Expert's values, ties to the move the Club scores higher); `prior:L` (the Expert's value
//!   plus `L` times the Club's score of the move, the score capped at 10); `hybrid` (one own
//!   choice looked ahead by what it would see, as the Expert does, then each guess solved
//!   exactly against the Club's replies instead of played out); `pimc` (each guess solved
//!   exactly right after the move).
//!
//! ```sh
//! cargo run --release --example expert_limits -- musical 2000 1 see-all
//! cargo run --release --example expert_limits -- musical 150 5 overlap 1 8 32 128
//! cargo run --release --example expert_limits -- musical 10000 2 pimc 800
//! cargo run --release --example expert_limits -- musical 3000 77 paired expert hybrid pimc
//! ```
//!
//! Figures are in `docs/benchmarks.md` (Computer players).

mod common;

use std::ops::Range;
use std::process::ExitCode;

use musical_dominoes::ai::knowledge::Knowledge;
use musical_dominoes::ai::{club, expert};
use musical_dominoes::engine::{Move, Round, Rules, SeatView};
use rand::rngs::Xoshiro256PlusPlus;

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Expert,
    SeeAll,
    Pimc(usize),
}

/// Guesses valued per decision in `see-all` mode (all the same: the true round).
const SEE_ALL_COPIES: usize = 48;

/// Plays games `range`; returns (wins of the Expert, decided games).
fn play(rules: Rules, seed: u64, range: Range<u64>, mode: Mode) -> (u64, u64) {
    let budget = expert::Budget::for_rules(&rules);
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
            club_move,
            |round, view, rng| match mode {
                Mode::SeeAll => {
                    expert::choose_among(view, budget, &vec![round.clone(); SEE_ALL_COPIES]).0
                }
                Mode::Pimc(n) => {
                    let kept = expert::guesses(view, &Knowledge::of(view), budget, n, rng);
                    pimc(view, &kept)
                }
                Mode::Expert => expert::choose(view, budget, rng).0,
            },
        );
        if let Some(won) = common::decided_win(&round, me) {
            decided += 1;
            wins += u64::from(won);
        }
    }
    (wins, decided)
}

/// The Club's move for `view` (the other seat's in every mode); `rng` unused.
fn club_move(view: &SeatView<'_>, _: &mut Xoshiro256PlusPlus) -> Move {
    club::choose(view)
}

/// The value of a finished round for `me`: 1 won, ½ tied, 0 lost.
fn value(round: &Round, me: usize) -> f64 {
    match round.outcome() {
        Some(o) if o.winners.contains(me) => 1.0,
        Some(o) if o.winners.is_empty() => 0.5,
        _ => 0.0,
    }
}

/// The best value `me` can reach in `round` (every hand known) when the other seat plays the
/// Club's moves: the Club's choice is fixed by what it sees, so only `me`'s moves branch.
/// Stops at the first move that wins.
fn solve(round: &Round, me: usize) -> f64 {
    let mut round = round.clone();
    expert::advance(&mut round, me);
    if round.to_move().is_none() {
        return value(&round, me);
    }
    let mut best = 0.0f64;
    for &mv in round.legal_moves().iter() {
        let mut next = round.clone();
        if next.play(mv).is_ok() {
            best = best.max(solve(&next, me));
            if best >= 1.0 {
                break;
            }
        }
    }
    best
}

/// Perfect-information Monte Carlo over the guesses `kept`: the legal move whose exact value
/// ([`solve`]) has the best mean, ties going to the move the Club scores higher.
fn pimc(view: &SeatView<'_>, kept: &[Round]) -> Move {
    let me = view.seat();
    let legal = view.legal_moves();
    let pos = club::Position::new(view);
    let mut order: Vec<Move> = legal.to_vec();
    order.sort_by(|a, b| {
        pos.features(*b)
            .total()
            .total_cmp(&pos.features(*a).total())
    });
    let mean = |mv: Move| -> f64 {
        let total: f64 = kept
            .iter()
            .filter_map(|r| {
                let mut next = r.clone();
                next.play(mv).ok()?;
                Some(solve(&next, me))
            })
            .sum();
        total / kept.len().max(1) as f64
    };
    let mut best = (order[0], mean(order[0]));
    for &mv in &order[1..] {
        let v = mean(mv);
        if v > best.1 + 1e-9 {
            best = (mv, v);
        }
    }
    best.0
}

/// For each entry of `candidates`: the summed share above chance and the decisions counted.
fn overlap(rules: Rules, seed: u64, range: Range<u64>, candidates: &[usize]) -> Vec<(f64, f64)> {
    let budget = expert::Budget::for_rules(&rules);
    let mut acc = vec![(0.0, 0.0); candidates.len()];
    for g in range {
        let Some((mut round, mut rng)) = common::deal(rules, seed, g) else {
            continue;
        };
        let me = (g % 2) as usize;
        let them = 1 - me;
        while let Some(seat) = round.to_move() {
            let view = round.view(seat);
            let legal = view.legal_moves();
            let truth = round.hand(them);
            if seat == me
                && legal.len() > 1
                && !truth.is_empty()
                && round.history().iter().any(|a| usize::from(a.seat) == them)
            {
                let know = Knowledge::of(&view);
                let may = know.may_hold(them).len().max(1) as f64;
                let chance = truth.len() as f64 / may;
                for (i, &c) in candidates.iter().enumerate() {
                    let b = expert::Budget {
                        candidates: c,
                        ..budget
                    };
                    let kept = expert::guesses(&view, &know, b, budget.min_samples, &mut rng);
                    if kept.is_empty() {
                        continue;
                    }
                    let share: f64 = kept
                        .iter()
                        .map(|r| r.hand(them).and(truth).len() as f64 / truth.len() as f64)
                        .sum();
                    acc[i].0 += share / kept.len() as f64 - chance;
                    acc[i].1 += 1.0;
                }
            }
            let mv = if legal.len() == 1 {
                legal[0]
            } else if seat != me {
                club::choose(&view)
            } else {
                expert::choose(&view, budget, &mut rng).0
            };
            if round.play(mv).is_err() {
                break;
            }
        }
    }
    acc
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: expert_limits musical|block GAMES SEED \
                 expert|see-all|pimc N|overlap C…|paired P…";
    let Some((rules, games, seed)) = common::head(&args) else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let mode = match args.get(3).map(String::as_str) {
        Some("expert") => Mode::Expert,
        Some("see-all") => Mode::SeeAll,
        Some("pimc") => match args.get(4).map(|s| s.parse::<usize>()) {
            Some(Ok(n)) if n > 0 => Mode::Pimc(n),
            _ => {
                eprintln!("{usage}");
                return ExitCode::from(2);
            }
        },
        Some("overlap") => {
            let Some(candidates) = args[4..]
                .iter()
                .map(|s| s.parse::<usize>().ok().filter(|&c| c > 0))
                .collect::<Option<Vec<usize>>>()
                .filter(|c| !c.is_empty())
            else {
                eprintln!("{usage}");
                return ExitCode::from(2);
            };
            for (c, (sum, n)) in candidates
                .iter()
                .zip(overlap(rules, seed, 0..games, &candidates))
            {
                let mean = if n > 0.0 { sum / n } else { 0.0 };
                println!(
                    "{c} guesses drawn per guess kept: {mean:.4} above chance ({n} decisions)"
                );
            }
            return ExitCode::SUCCESS;
        }
        Some("paired") => {
            let Some(players) = args[4..]
                .iter()
                .map(|s| Paired::parse(s))
                .collect::<Option<Vec<Paired>>>()
                .filter(|p| !p.is_empty())
            else {
                eprintln!("{usage}");
                return ExitCode::from(2);
            };
            paired(rules, seed, games, &args[4..], &players);
            return ExitCode::SUCCESS;
        }
        _ => {
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    };
    common::report_both_halves(games, |range| play(rules, seed, range, mode));
    ExitCode::SUCCESS
}

/// A player in the Expert's seat for `paired`: each values the guesses the Expert draws.
#[derive(Clone, Copy)]
enum Paired {
    Expert,
    TieBreak,
    Prior(f64),
    Hybrid,
    Pimc,
}

impl Paired {
    fn parse(name: &str) -> Option<Paired> {
        match name {
            "expert" => Some(Paired::Expert),
            "tie-break" => Some(Paired::TieBreak),
            "hybrid" => Some(Paired::Hybrid),
            "pimc" => Some(Paired::Pimc),
            _ => name
                .strip_prefix("prior:")
                .and_then(|l| l.parse().ok())
                .map(Paired::Prior),
        }
    }

    /// This player's move for `view`, valuing the guesses the Expert would draw with `rng`.
    fn choose(self, view: &SeatView<'_>, budget: expert::Budget, rng: &mut impl rand::Rng) -> Move {
        let legal = view.legal_moves();
        let samples = (budget.playouts / legal.len()).max(budget.min_samples);
        let kept = expert::guesses(view, &Knowledge::of(view), budget, samples, rng);
        let me = view.seat();
        let pos = club::Position::new(view);
        let club_score = |mv: Move| pos.features(mv).total().min(10.0);
        let tiles_left: usize = view.hand_sizes().iter().map(|&s| usize::from(s)).sum();
        let solved = |mv: Move| -> f64 {
            kept.iter()
                .filter_map(|r| {
                    let mut next = r.clone();
                    next.play(mv).ok()?;
                    Some(solve(&next, me))
                })
                .sum()
        };
        let values: Vec<f64> = match self {
            Paired::Expert => return expert::choose_among(view, budget, &kept).0,
            Paired::TieBreak | Paired::Prior(_) => {
                let means = expert::choose_among(view, budget, &kept).1;
                let weight = match self {
                    Paired::Prior(l) => l,
                    _ => 0.0,
                };
                legal
                    .iter()
                    .zip(means)
                    .map(|(&mv, m)| m + weight * club_score(mv))
                    .collect()
            }
            Paired::Hybrid if tiles_left > budget.exact_tiles => legal
                .iter()
                .map(|&mv| hybrid_value(&kept, mv, me))
                .collect(),
            Paired::Hybrid | Paired::Pimc => legal.iter().map(|&mv| solved(mv)).collect(),
        };
        // The best value; of equals, the move the Club scores higher.
        let mut best = 0;
        for i in 1..legal.len() {
            let (v, b) = (values[i], values[best]);
            if v > b + 1e-9 || (v > b - 1e-9 && club_score(legal[i]) > club_score(legal[best])) {
                best = i;
            }
        }
        legal[best]
    }
}

/// The summed value for `me` of playing `mv` in every guess of `rounds`, choosing its next
/// move by what it then sees (as the Expert looks one own choice ahead), then each guess
/// solved exactly against the Club's replies ([`solve`]).
fn hybrid_value(rounds: &[Round], mv: Move, me: usize) -> f64 {
    expert::groups_after(rounds, mv, me)
        .into_iter()
        .map(|g| {
            let Some(first) = g.first() else {
                return 0.0;
            };
            if first.to_move().is_none() {
                return g.iter().map(|r| value(r, me)).sum();
            }
            first
                .legal_moves()
                .iter()
                .map(|&next| {
                    g.iter()
                        .filter_map(|r| {
                            let mut after = r.clone();
                            after.play(next).ok()?;
                            Some(solve(&after, me))
                        })
                        .sum::<f64>()
                })
                .fold(f64::NEG_INFINITY, f64::max)
        })
        .sum()
}

/// Plays deals `0..games` once with each of `players` in the Expert's seat (seat `g mod 2`)
/// against the Club, and prints each player's mean result and its paired difference from the
/// first's.
fn paired(rules: Rules, seed: u64, games: u64, names: &[String], players: &[Paired]) {
    let budget = expert::Budget::for_rules(&rules);
    let one = |g: u64, player: Paired| -> Option<(f64, f64)> {
        let (mut round, mut rng) = common::deal(rules, seed, g)?;
        let me = (g % 2) as usize;
        let clock = std::time::Instant::now();
        common::play_round(&mut round, me, &mut rng, club_move, |_, view, rng| {
            player.choose(view, budget, rng)
        });
        Some((value(&round, me), clock.elapsed().as_secs_f64()))
    };
    let run = |range: Range<u64>| -> Vec<Vec<(f64, f64)>> {
        range
            .filter_map(|g| players.iter().map(|&p| one(g, p)).collect())
            .collect()
    };
    let half = games.div_ceil(2);
    let results: Vec<Vec<(f64, f64)>> = std::thread::scope(|scope| {
        let a = scope.spawn(|| run(0..half));
        let mut b = run(half..games);
        let mut all = a.join().unwrap_or_default();
        all.append(&mut b);
        all
    });
    let n = results.len() as f64;
    if n < 2.0 {
        println!("too few games");
        return;
    }
    for (j, name) in names.iter().enumerate() {
        let mean = results.iter().map(|r| r[j].0).sum::<f64>() / n;
        let seconds: f64 = results.iter().map(|r| r[j].1).sum();
        let d: Vec<f64> = results.iter().map(|r| r[j].0 - r[0].0).collect();
        let dm = d.iter().sum::<f64>() / n;
        let var = d.iter().map(|x| (x - dm).powi(2)).sum::<f64>() / (n - 1.0);
        println!(
            "{name}: mean result {mean:.4}, minus {} {:+.2} ± {:.2} per 100 games, {seconds:.0} s",
            names[0],
            100.0 * dm,
            196.0 * (var / n).sqrt()
        );
    }
}
