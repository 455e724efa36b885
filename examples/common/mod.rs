//! What the experiment examples (`ceiling`, `expert_limits`, `tune_club`) share: their first three
//! arguments, the deal of game `g` as `simulate` makes it, and two halves of the games on the
//! two cores.

// Each example uses only some of these.
#![allow(dead_code)]

use std::ops::Range;

use musical_dominoes::ai::cli::mix;
use musical_dominoes::engine::{Deal, Move, Options, Round, Rules, SeatView, Variant};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// The two-player rules, number of games and seed from `args` (`musical|block GAMES SEED …`),
/// or `None` when they do not read.
pub fn head(args: &[String]) -> Option<(Rules, u64, u64)> {
    let variant = match args.first().map(String::as_str) {
        Some("musical") => Variant::Musical,
        Some("block") => Variant::Block,
        _ => return None,
    };
    let number = |i: usize| args.get(i).and_then(|s| s.parse::<u64>().ok());
    let rules = Rules::new(variant, 2, &Options::default()).ok()?;
    Some((rules, number(1)?, number(2)?))
}

/// Game `g` of `seed` dealt as `simulate --seed` deals it, with the rng of its players'
/// random choices (stream 2 of the same mix).
pub fn deal(rules: Rules, seed: u64, g: u64) -> Option<(Round, Xoshiro256PlusPlus)> {
    let mut deal_rng = Xoshiro256PlusPlus::seed_from_u64(mix(seed, g, 1));
    let deal = Deal::random(&rules, &mut deal_rng);
    let first = (rules.variant == Variant::Musical).then(|| deal_rng.random_range(0..2));
    let round = Round::new(rules, &deal, first, [0; 4]).ok()?;
    Some((round, Xoshiro256PlusPlus::seed_from_u64(mix(seed, g, 2))))
}

/// Games `0..games` split in two halves played at once by `play`, one on each core (each
/// returns its wins and decided rounds): the wins and decided rounds of all.
pub fn both_halves(games: u64, play: impl Fn(Range<u64>) -> (u64, u64) + Sync) -> (u64, u64) {
    let half = games.div_ceil(2);
    std::thread::scope(|scope| {
        let a = scope.spawn(|| play(0..half));
        let b = play(half..games);
        let a = a.join().unwrap_or((0, 0));
        (a.0 + b.0, a.1 + b.1)
    })
}

/// Games `0..games` played by [`both_halves`]; prints the player's wins and win rate of
/// decided rounds.
pub fn report_both_halves(games: u64, play: impl Fn(Range<u64>) -> (u64, u64) + Sync) {
    let (wins, decided) = both_halves(games, play);
    let rate = if decided > 0 {
        100.0 * wins as f64 / decided as f64
    } else {
        0.0
    };
    println!("{games} games: {wins} wins of {decided} decided, {rate:.2}%");
}

/// Whether `me` won `round`, if it is over and decided (not a tie).
pub fn decided_win(round: &Round, me: usize) -> Option<bool> {
    round
        .outcome()
        .filter(|o| !o.winners.is_empty())
        .map(|o| o.winners.contains(me))
}

/// Plays `round` out: a seat with one legal move plays it; `me`'s choices come from `mine`
/// (given the round, `me`'s view and `rng`), every other seat's from `other` (its view and
/// `rng`). Stops early only if a chosen move is refused.
pub fn play_round<R>(
    round: &mut Round,
    me: usize,
    rng: &mut R,
    mut other: impl FnMut(&SeatView<'_>, &mut R) -> Move,
    mut mine: impl FnMut(&Round, &SeatView<'_>, &mut R) -> Move,
) {
    while let Some(seat) = round.to_move() {
        let view = round.view(seat);
        let legal = view.legal_moves();
        let mv = if legal.len() == 1 {
            legal[0]
        } else if seat != me {
            other(&view, rng)
        } else {
            mine(round, &view, rng)
        };
        if round.play(mv).is_err() {
            break;
        }
    }
}
