//! Computer players at three strengths, and hints (issue 7).
//!
//! Pure code: no iced, no I/O, no clocks. Every decision is a function of one seat's
//! [`SeatView`] (what a human in that seat would see, `RULES.md` section 6) and of a seeded
//! RNG, so the app may clone a round, take a seat's view on a worker thread and call
//! [`choose`] or [`hint`] there.
//!
//! - [`Level::Beginner`]: a random legal move.
//! - [`Level::Club`]: the advice of seed 003 as weighted rules ([`club`]).
//! - [`Level::Expert`]: samples the hidden tiles consistent with the view and values each
//!   move by exact search or Club play-outs ([`expert`]).

pub mod cli;
pub mod club;
pub mod expert;
pub mod knowledge;

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use crate::engine::{
    End, Face, Move, SeatView, Tile, TileSet, Variant, playable_on, same_either_way,
};
use crate::i18n::{Arg, Localizer};
use crate::music::NoteValue;

/// The strength of a computer player. Serialised in lower case (`"expert"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// A random legal move.
    Beginner,
    /// The advice of seed 003 as weighted rules.
    Club,
    /// Samples the hidden hands and searches.
    Expert,
}

impl Level {
    /// The three levels, weakest first.
    pub const ALL: [Level; 3] = [Level::Beginner, Level::Club, Level::Expert];

    /// The lower-case name: `"beginner"`, `"club"`, `"expert"`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Club => "club",
            Level::Expert => "expert",
        }
    }

    /// The level of a name, in any case (`expert`, `Expert`).
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name))
    }

    /// The Fluent message id of the level's name (`ai-level-expert`).
    pub const fn message_id(self) -> &'static str {
        match self {
            Level::Beginner => "ai-level-beginner",
            Level::Club => "ai-level-club",
            Level::Expert => "ai-level-expert",
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The move `level` plays for `view`'s seat. When it is not that seat's turn (or the round is
/// over) the answer is [`Move::Rest`], which the engine would refuse; check
/// [`SeatView::to_move`] first.
///
/// Depends only on the view and on `rng` (seed it for a replayable game). The Expert's
/// think time is bounded by a fixed amount of work ([`expert::Budget::for_rules`]); call it
/// off the UI thread.
pub fn choose<R: Rng + ?Sized>(view: &SeatView<'_>, level: Level, rng: &mut R) -> Move {
    let legal = view.legal_moves();
    if legal.len() <= 1 {
        return legal.first().copied().unwrap_or(Move::Rest);
    }
    match level {
        Level::Beginner => legal[rng.random_range(0..legal.len())],
        Level::Club => club::choose(view),
        Level::Expert => expert::choose(view, expert::Budget::for_rules(view.rules()), rng).0,
    }
}

/// What [`choose`] gives, begun: the move at once (the Beginner, the Club, or a single legal
/// move), or the Expert's choice to go on with step by step ([`expert::Choosing::step`]), for
/// a caller that must not wait for the whole of it at once. Gives exactly what [`choose`]
/// gives with the same `rng`.
///
/// # Errors
/// None: `Err` is the Expert's choice to go on with.
pub fn begin_choice<R: Rng + ?Sized>(
    view: &SeatView<'_>,
    level: Level,
    rng: &mut R,
) -> Result<Move, Box<expert::Choosing>> {
    match level {
        Level::Expert if view.legal_moves().len() > 1 => {
            expert::Choosing::start(view, expert::Budget::for_rules(view.rules()), rng)
                .map(|(mv, _)| mv)
        }
        _ => Ok(choose(view, level, rng)),
    }
}

/// What [`hint`] gives, begun: the hint at once when there is only one choice, or the
/// Expert's choice to go on with step by step; its outcome becomes the hint by
/// [`hint_from`]. Gives exactly what [`hint`] gives with the same `rng`.
///
/// # Errors
/// None: `Err` is the Expert's choice to go on with.
pub fn begin_hint<R: Rng + ?Sized>(
    view: &SeatView<'_>,
    rng: &mut R,
) -> Result<Hint, Box<expert::Choosing>> {
    if only_choice(view).is_some() {
        return Ok(hint(view, rng));
    }
    match expert::Choosing::start(view, expert::Budget::for_rules(view.rules()), rng) {
        Ok((mv, values)) => Ok(hint_from(view, mv, &values)),
        Err(choosing) => Err(choosing),
    }
}

/// The hint for the Expert's move `mv` in `view`, given its mean `values` per legal move (as
/// [`expert::choose`] gives them): the move with the reason it is good.
pub fn hint_from(view: &SeatView<'_>, mv: Move, values: &[f64]) -> Hint {
    let reason = match reason_for(view, mv) {
        Reason::Search { tile } => trials(view, mv, values).unwrap_or(Reason::Search { tile }),
        r => r,
    };
    Hint { mv, reason }
}

/// A proposed move for a human, with one short reason from the seed's advice.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hint {
    /// The Expert's move.
    pub mv: Move,
    /// Why, as a message of `locales/*/ai.ftl`.
    pub reason: Reason,
}

/// Why a hint proposes its move. Each maps to one Fluent message of `ai.ftl`
/// ([`Reason::message_id`]) with arguments ([`Reason::args`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// The only legal play (`ai-reason-forced`; the hint names the move beside it).
    Forced {
        /// The tile.
        tile: Tile,
    },
    /// The lead rule names the tile (`ai-reason-lead-rule`, `$tile`).
    LeadRule {
        /// The tile.
        tile: Tile,
    },
    /// Nothing fits and the stock is open (`ai-reason-draw`).
    Draw,
    /// Nothing fits and no draw is possible (`ai-reason-rest`).
    Rest,
    /// Shed a heavy tile (`ai-reason-heavy`, `$tile`, `$note`: the heavier half).
    Heavy {
        /// The tile.
        tile: Tile,
    },
    /// Keep plays open at both ends (`ai-reason-both-ends`, `$tile`).
    BothEnds {
        /// The tile.
        tile: Tile,
    },
    /// Play the suit held most (`ai-reason-long-suit`, `$tile`, `$note`: that suit).
    LongSuit {
        /// The tile.
        tile: Tile,
        /// The suit the rest of the hand holds most of (more tiles than any other), which
        /// now follows an open end: that end's number, or in Matador the number adding up
        /// to seven with it.
        suit: u8,
    },
    /// Play a double early while holding others of its number (`ai-reason-double`,
    /// `$tile`, `$note`: its number).
    DoubleEarly {
        /// The double.
        tile: Tile,
    },
    /// Play a tile while it fits when no other tile of the hand carries its number
    /// (`ai-reason-lone`, `$tile`, `$note`: that number).
    Lone {
        /// The tile.
        tile: Tile,
        /// The number no other tile of the hand carries.
        suit: u8,
    },
    /// Shut the opponents out: they are unlikely to hold a tile that follows
    /// (`ai-reason-shut-out`, `$tile`).
    ShutOut {
        /// The tile.
        tile: Tile,
    },
    /// A move that may block the game while the hand probably counts less (`ai-reason-block`,
    /// `$tile`).
    Block {
        /// The tile.
        tile: Tile,
    },
    /// Do not block while the hand is heavier (`ai-reason-no-block`, `$tile`).
    NoBlock {
        /// The tile.
        tile: Tile,
    },
    /// Work the other end: an opponent cannot follow `suit` and the hand holds its double
    /// (`ai-reason-other-end`, `$tile`, `$note`).
    OtherEnd {
        /// The tile.
        tile: Tile,
        /// The end the opponent cannot follow.
        suit: u8,
    },
    /// Take points (`ai-reason-score`, `$tile`, `$points`).
    Score {
        /// The tile.
        tile: Tile,
        /// Points the play makes.
        points: u32,
    },
    /// Give no easy points (`ai-reason-deny`, `$tile`).
    Deny {
        /// The tile.
        tile: Tile,
    },
    /// The Beginner's move: a legal play picked at random (`ai-reason-chance`, `$tile`).
    Chance {
        /// The tile.
        tile: Tile,
    },
    /// The Club's move when no one rule decides: the rules weighed together favour it
    /// (`ai-reason-advice`, `$tile`).
    Advice {
        /// The tile.
        tile: Tile,
    },
    /// None of the rules decides: the Expert's trials favour it (`ai-reason-search`,
    /// `$tile`).
    Search {
        /// The tile.
        tile: Tile,
    },
    /// None of the rules decides, and the Expert's trials say by how much: of every 100
    /// rounds played out from here it won about `won` (a tie counting half), and the best
    /// play of another tile, `other`, about `other_won` (`ai-reason-trials`, `$tile`, `$won`,
    /// `$other`, `$other_won`; `ai-reason-trials-even` when the two are level in 100). Only
    /// in the games a round is won or lost, not scored.
    Trials {
        /// The tile.
        tile: Tile,
        /// Rounds in 100 it won in the trials (0 to 100).
        won: u8,
        /// The best other tile by the trials.
        other: Tile,
        /// The half of `other` its best play lays against the end (or leads on the left):
        /// named first, as the status line would name that play.
        other_first: u8,
        /// Rounds in 100 that tile won (0 to 100).
        other_won: u8,
    },
}

impl Reason {
    /// Every message id a reason may use.
    pub const MESSAGE_IDS: [&'static str; 20] = [
        "ai-reason-forced",
        "ai-reason-lead-rule",
        "ai-reason-draw",
        "ai-reason-rest",
        "ai-reason-heavy",
        "ai-reason-both-ends",
        "ai-reason-long-suit",
        "ai-reason-double",
        "ai-reason-lone",
        "ai-reason-shut-out",
        "ai-reason-block",
        "ai-reason-no-block",
        "ai-reason-other-end",
        "ai-reason-score",
        "ai-reason-deny",
        "ai-reason-chance",
        "ai-reason-advice",
        "ai-reason-search",
        "ai-reason-trials",
        "ai-reason-trials-even",
    ];

    /// The Fluent message id.
    pub fn message_id(&self) -> &'static str {
        match self {
            Reason::Forced { .. } => "ai-reason-forced",
            Reason::LeadRule { .. } => "ai-reason-lead-rule",
            Reason::Draw => "ai-reason-draw",
            Reason::Rest => "ai-reason-rest",
            Reason::Heavy { .. } => "ai-reason-heavy",
            Reason::BothEnds { .. } => "ai-reason-both-ends",
            Reason::LongSuit { .. } => "ai-reason-long-suit",
            Reason::DoubleEarly { .. } => "ai-reason-double",
            Reason::Lone { .. } => "ai-reason-lone",
            Reason::ShutOut { .. } => "ai-reason-shut-out",
            Reason::Block { .. } => "ai-reason-block",
            Reason::NoBlock { .. } => "ai-reason-no-block",
            Reason::OtherEnd { .. } => "ai-reason-other-end",
            Reason::Score { .. } => "ai-reason-score",
            Reason::Deny { .. } => "ai-reason-deny",
            Reason::Chance { .. } => "ai-reason-chance",
            Reason::Advice { .. } => "ai-reason-advice",
            Reason::Search { .. } => "ai-reason-search",
            // Level after rounding: said so, not "82 … about 82".
            Reason::Trials { won, other_won, .. } if won == other_won => "ai-reason-trials-even",
            Reason::Trials { .. } => "ai-reason-trials",
        }
    }

    /// The tile the reason is about, if any.
    pub const fn tile(&self) -> Option<Tile> {
        match *self {
            Reason::Draw | Reason::Rest => None,
            Reason::Forced { tile }
            | Reason::LeadRule { tile }
            | Reason::Heavy { tile }
            | Reason::BothEnds { tile }
            | Reason::LongSuit { tile, .. }
            | Reason::DoubleEarly { tile }
            | Reason::Lone { tile, .. }
            | Reason::ShutOut { tile }
            | Reason::Block { tile }
            | Reason::NoBlock { tile }
            | Reason::OtherEnd { tile, .. }
            | Reason::Score { tile, .. }
            | Reason::Deny { tile }
            | Reason::Chance { tile }
            | Reason::Advice { tile }
            | Reason::Search { tile }
            | Reason::Trials { tile, .. } => Some(tile),
        }
    }

    /// The suit the reason names (`$note`), if any.
    fn suit(&self) -> Option<u8> {
        match *self {
            Reason::Heavy { tile } | Reason::DoubleEarly { tile } => Some(tile.high()),
            Reason::LongSuit { suit, .. }
            | Reason::OtherEnd { suit, .. }
            | Reason::Lone { suit, .. } => Some(suit),
            _ => None,
        }
    }

    /// The message arguments: `$face` (`"notes"` or `"pips"`), `$tile` (in the variant's
    /// notation), `$note` (a note name in `loc`'s language, or the pip number), `$points`
    /// and `$count` (what a heavy tile counts: its figures or pips), as the reason has them.
    /// The shipped messages leave `$tile` out, since the hint and `suggest` name the move
    /// beside the reason ("Hint: 5-3 — It makes the ends add up to 10: take the points.").
    pub fn args(&self, face: Face, loc: &Localizer) -> Vec<(&'static str, Arg)> {
        // Record notation writes the lower half first whichever way a tile lies.
        self.args_naming(face, loc, |a, b| {
            Tile::new(a, b).map_or_else(String::new, |t| t.notation(face))
        })
    }

    /// As [`Reason::args`], a tile named by `name` from its two halves, the one to name first
    /// first: the reason's tile lower half first, the trials' other tile with the half its
    /// best play lays against the end first (`other_first`).
    fn args_naming(
        &self,
        face: Face,
        loc: &Localizer,
        name: impl Fn(u8, u8) -> String,
    ) -> Vec<(&'static str, Arg)> {
        let mut args = vec![(
            "face",
            Arg::from(match face {
                Face::Notes => "notes",
                Face::Pips => "pips",
            }),
        )];
        if let Some(t) = self.tile() {
            args.push(("tile", Arg::from(name(t.low(), t.high()))));
        }
        if let Some(s) = self.suit() {
            let note = match (face, NoteValue::from_suit(s)) {
                (Face::Notes, Some(n)) => loc.note_name(n),
                _ => s.to_string(),
            };
            args.push(("note", Arg::from(note)));
        }
        if let Reason::Score { points, .. } = *self {
            args.push(("points", Arg::from(points)));
        }
        if let Reason::Heavy { tile } = *self {
            args.push(("count", Arg::from(tile.count(face))));
        }
        if let Reason::Trials {
            won,
            other,
            other_first,
            other_won,
            ..
        } = *self
        {
            args.push(("won", Arg::from(u32::from(won))));
            args.push((
                "other",
                Arg::from(name(other_first, other.other(other_first))),
            ));
            args.push(("other_won", Arg::from(u32::from(other_won))));
        }
        args
    }

    /// The reason as one sentence in `loc`'s language, a tile in record notation ("2-16"),
    /// as `suggest` prints it beside its move.
    pub fn text(&self, face: Face, loc: &Localizer) -> String {
        loc.t_args(self.message_id(), &self.args(face, loc))
    }

    /// The reason as one sentence for a person at the table: a tile named by its notes
    /// ("minim–semiquaver") or pips ("6–4"), as the game's status line names it.
    pub fn text_in_words(&self, face: Face, loc: &Localizer) -> String {
        let args = self.args_naming(face, loc, |a, b| loc.tile_words(a, b, face));
        // Some reasons open with the tile's name, written in lower case.
        Localizer::sentence(&loc.t_args(self.message_id(), &args))
    }
}

/// The Expert's move for the human in `view`'s seat, with one short reason drawn from the
/// seed's advice: the rule that favours the move most over the other legal moves (points
/// taken first in the scoring games), or, when none does, the Expert's trials.
pub fn hint<R: Rng + ?Sized>(view: &SeatView<'_>, rng: &mut R) -> Hint {
    if let Some(mv) = only_choice(view) {
        let reason = match mv {
            Move::Draw => Reason::Draw,
            Move::Rest => Reason::Rest,
            Move::Lead { tile, .. } if view.rules().variant != Variant::Musical => {
                Reason::LeadRule { tile }
            }
            Move::Lead { tile, .. } | Move::Play { tile, .. } => Reason::Forced { tile },
        };
        return Hint { mv, reason };
    }
    let (mv, values) = expert::choose(view, expert::Budget::for_rules(view.rules()), rng);
    hint_from(view, mv, &values)
}

/// The Expert's trials in words for `mv`, given its `values` (the mean result per legal move
/// of `view`, in their order, as [`expert::choose`] gives them: 1 a win, ½ a tie): how many
/// rounds in 100 `mv` won, and the best play of another tile with how many it won. `None` in
/// the scoring games (the values are points there), or when every legal move lays the same
/// tile.
pub fn trials(view: &SeatView<'_>, mv: Move, values: &[f64]) -> Option<Reason> {
    if expert::scores_points(view.rules().variant) {
        return None;
    }
    let legal = view.legal_moves();
    let tile = mv.tile()?;
    let in_100 = |v: f64| (v.clamp(0.0, 1.0) * 100.0).round() as u8;
    let won = values.get(legal.iter().position(|&m| m == mv)?)?;
    let (other, other_won) = legal
        .iter()
        .zip(values)
        .filter(|&(m, _)| m.tile().is_some_and(|t| t != tile))
        .max_by(|a, b| a.1.total_cmp(b.1))?;
    let (other_tile, other_first) = match *other {
        Move::Play { tile, outward, .. } => (tile, tile.other(outward)),
        Move::Lead { tile, left } => (tile, left),
        Move::Rest | Move::Draw => return None,
    };
    Some(Reason::Trials {
        tile,
        won: in_100(*won),
        other: other_tile,
        other_first,
        other_won: in_100(*other_won),
    })
}

/// The one play open to `view`'s seat, if it has no real choice: a single legal move, or one
/// tile whose ways of being laid all leave the same game ([`same_either_way`]: both ends show
/// its number, say). `None` while the seat has a choice or no move (not its turn).
pub fn only_choice(view: &SeatView<'_>) -> Option<Move> {
    let legal = view.legal_moves();
    let &first = legal.first()?;
    let one_tile = first.tile().is_some() && legal.iter().all(|m| m.tile() == first.tile());
    let alike = legal.len() == 1
        || (one_tile && same_either_way(view.rules(), view.line(), view.hand().len(), &legal));
    alike.then_some(first)
}

/// The reason for playing `mv` (one of several legal moves) in `view`.
pub fn reason_for(view: &SeatView<'_>, mv: Move) -> Reason {
    let Some(tile) = mv.tile() else {
        return if mv == Move::Draw {
            Reason::Draw
        } else {
            Reason::Rest
        };
    };
    let legal = view.legal_moves();
    let pos = club::Position::new(view);
    let f = pos.features(mv);
    let others: Vec<club::Features> = legal
        .iter()
        .filter(|&&m| m != mv)
        .map(|&m| pos.features(m))
        .collect();
    let n = others.len().max(1) as f64;
    let mean = |get: fn(&club::Features) -> f64| others.iter().map(get).sum::<f64>() / n;
    if f.score > 0.0 && f.score > mean(|x| x.score) {
        let line = view.line().after(mv);
        let points = crate::engine::end_total(&line, view.rules().variant.doubles_crosswise());
        return Reason::Score { tile, points };
    }
    let outward = match mv {
        Move::Play { outward, .. } => outward,
        _ => tile.high(),
    };
    let other_end_suit = match mv {
        Move::Play { end, .. } => {
            let other = match end {
                End::Left => End::Right,
                End::Right => End::Left,
            };
            view.line().end_value(other).unwrap_or(outward)
        }
        _ => outward,
    };
    let variant = view.rules().variant;
    let mut rest = view.hand();
    rest.remove(tile);
    // The number of the tile no other tile of the hand carries (the higher if both).
    let lone_suit = [tile.high(), tile.low()]
        .into_iter()
        .find(|&n| rest.and(TileSet::of_suit(n)).is_empty());
    // Each reason is given only where its words are true of the position:
    // - "so that you can play at either end next time": the rest of the hand follows both
    //   new ends;
    let after = view.line().after(mv);
    let follows = |end| {
        after
            .end_value(end)
            .is_some_and(|e| !playable_on(variant, rest, e).is_empty())
    };
    let both_ends_true = follows(End::Left) && follows(End::Right);
    // - "you hold the most Ns: play to them": N is what follows the new end (in Matador the
    //   number that adds up to seven with it), and no other number is on as many of the
    //   rest of the hand's tiles;
    let long_suit = long_suit_after(variant, rest, outward);
    // - "play the heavy N while you can": no other legal tile is heavier;
    let heaviest = legal
        .iter()
        .filter_map(|m| m.tile())
        .all(|t| t.count(view.rules().face()) <= tile.count(view.rules().face()));
    // - "the next player is unlikely to hold anything that follows it": at least an even
    //   chance that the next player holds nothing that fits either new end;
    let shut_out_true = pos.next_rest_chance(mv) >= 0.5;
    // - "play the double early, while you hold others of its number".
    let double_true = tile.is_double() && !rest.and(TileSet::of_suit(tile.high())).is_empty();
    let candidates: [(f64, Option<Reason>); 9] = [
        (
            f.block - mean(|x| x.block),
            Some(if f.block > 0.0 {
                Reason::Block { tile }
            } else {
                Reason::NoBlock { tile }
            }),
        ),
        (
            f.other_end - mean(|x| x.other_end),
            Some(Reason::OtherEnd {
                tile,
                suit: other_end_suit,
            }),
        ),
        (f.give - mean(|x| x.give), Some(Reason::Deny { tile })),
        (
            f.heavy - mean(|x| x.heavy),
            heaviest.then_some(Reason::Heavy { tile }),
        ),
        (
            f.lone - mean(|x| x.lone),
            lone_suit.map(|suit| Reason::Lone { tile, suit }),
        ),
        (
            f.double - mean(|x| x.double),
            double_true.then_some(Reason::DoubleEarly { tile }),
        ),
        (
            f.shut_out - mean(|x| x.shut_out),
            shut_out_true.then_some(Reason::ShutOut { tile }),
        ),
        (
            f.both_ends - mean(|x| x.both_ends),
            both_ends_true.then_some(Reason::BothEnds { tile }),
        ),
        (
            f.long_suit - mean(|x| x.long_suit),
            long_suit.map(|suit| Reason::LongSuit { tile, suit }),
        ),
    ];
    let mut best = Reason::Search { tile };
    let mut best_gain = 0.05;
    for (gain, reason) in candidates {
        if let Some(reason) = reason
            && gain > best_gain
        {
            best_gain = gain;
            best = reason;
        }
    }
    best
}

/// The number the rest of a hand (`rest`) holds most of, if it is the one that follows an
/// open end showing `outward` in `variant` (in Matador: the number adding up to seven with
/// it; nothing follows a blank there but a matador) and no other number is on as many of
/// `rest`'s tiles.
fn long_suit_after(variant: Variant, rest: TileSet, outward: u8) -> Option<u8> {
    let suit = if variant == Variant::Matador {
        (1..=6).contains(&outward).then(|| 7 - outward)?
    } else {
        outward
    };
    let held = |n: u8| rest.and(TileSet::of_suit(n)).len();
    let most = held(suit);
    (most > 0 && (0..=6).all(|n| n == suit || held(n) < most)).then_some(suit)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Tile;

    fn hand(tiles: &[(u8, u8)]) -> TileSet {
        tiles
            .iter()
            .map(|&(a, b)| Tile::new(a, b).unwrap())
            .collect()
    }

    #[test]
    fn the_long_suit_is_the_number_held_most_and_in_matador_what_adds_to_seven() {
        // 6 is on three tiles (0-6, 2-6, 6-6), 4 and 2 on one each.
        let rest = hand(&[(0, 6), (2, 6), (6, 6), (2, 4)]);
        assert_eq!(long_suit_after(Variant::Block, rest, 6), Some(6));
        assert_eq!(long_suit_after(Variant::Block, rest, 2), None);
        // In Matador a 1 end is followed by a 6.
        assert_eq!(long_suit_after(Variant::Matador, rest, 1), Some(6));
        assert_eq!(long_suit_after(Variant::Matador, rest, 6), None);
        // Nothing but a matador follows a blank.
        assert_eq!(long_suit_after(Variant::Matador, rest, 0), None);
    }

    #[test]
    fn a_tie_for_the_number_held_most_is_no_long_suit() {
        // A tester's Matador hand after 1-4: 0-4 0-6 1-1 2-2 2-4 2-6 5-5 6-6. 6 (what follows
        // the 1) is on three tiles, and so is 2: "you hold the most 6s" would be untrue.
        let rest = hand(&[
            (0, 4),
            (0, 6),
            (1, 1),
            (2, 2),
            (2, 4),
            (2, 6),
            (5, 5),
            (6, 6),
        ]);
        assert_eq!(long_suit_after(Variant::Matador, rest, 1), None);
        // In Block, three 1s against three 3s.
        let rest = hand(&[(1, 2), (1, 4), (1, 5), (3, 6), (3, 0), (3, 2)]);
        assert_eq!(long_suit_after(Variant::Block, rest, 1), None);
    }
}
