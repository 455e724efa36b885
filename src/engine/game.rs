//! A match: a series of rounds to a target (`RULES.md` section 4, "Every variant"), with the
//! log of deals and moves that a game record is written from.

use std::sync::Arc;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use super::moves::{Event, Events, Move, Outcome, Seats};
use super::round::{Deal, IllegalMove, Round};
use super::rules::{Rules, Variant};

/// The deal and moves of one round, as a record keeps them.
#[derive(Debug, Clone)]
pub struct RoundLog {
    /// The tiles as dealt.
    pub deal: Deal,
    /// The seat that led.
    pub first: usize,
    /// The moves in order.
    pub moves: Vec<Move>,
    /// The moves in record notation (as written at the time they were played).
    pub notation: Vec<String>,
}

/// What a finished round gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundResult {
    /// How it ended, who won, the counts.
    pub outcome: Outcome,
    /// Points per seat scored in the round (play scoring included).
    pub points: [i64; 4],
}

/// Why the next round cannot be dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NextRoundError {
    /// The current round is still being played.
    RoundInProgress,
    /// The match is over.
    MatchOver,
}

impl std::fmt::Display for NextRoundError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NextRoundError::RoundInProgress => write!(f, "the round is still being played"),
            NextRoundError::MatchOver => write!(f, "the match is over"),
        }
    }
}

impl std::error::Error for NextRoundError {}

/// A list that only grows at its end and whose clones share what they have in common: a
/// clone costs one pointer, whatever the length, so that stepping through a long record
/// (a copy of the match at every move, [`super::Record::positions`]) takes memory in
/// proportion to the moves, not to their square.
#[derive(Clone)]
struct Chain<T> {
    last: Option<Arc<Link<T>>>,
    len: usize,
}

struct Link<T> {
    item: T,
    prev: Option<Arc<Link<T>>>,
}

impl<T> Chain<T> {
    const fn new() -> Chain<T> {
        Chain { last: None, len: 0 }
    }

    fn push(&mut self, item: T) {
        let prev = self.last.take();
        self.last = Some(Arc::new(Link { item, prev }));
        self.len += 1;
    }

    fn len(&self) -> usize {
        self.len
    }

    /// The items, last to first, without gathering them.
    fn iter_back(&self) -> impl Iterator<Item = &T> {
        std::iter::successors(self.last.as_deref(), |link| link.prev.as_deref())
            .map(|link| &link.item)
    }

    /// The items, first to last.
    fn items(&self) -> Vec<&T> {
        let mut out = Vec::with_capacity(self.len);
        let mut at = self.last.as_deref();
        while let Some(link) = at {
            out.push(&link.item);
            at = link.prev.as_deref();
        }
        out.reverse();
        out
    }
}

impl<T> Drop for Chain<T> {
    /// Unlinks one link at a time: the links' own drops, nested, could run out of stack on a
    /// chain of many thousands.
    fn drop(&mut self) {
        let mut at = self.last.take();
        while let Some(link) = at {
            match Arc::try_unwrap(link) {
                Ok(mut only) => at = only.prev.take(),
                // Another chain still holds the rest.
                Err(_) => break,
            }
        }
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for Chain<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.items()).finish()
    }
}

/// A match in progress or finished.
#[derive(Debug, Clone)]
pub struct Match {
    rules: Rules,
    seed: u64,
    scores: [i64; 4],
    /// The deals and moves of the rounds before this one.
    past: Chain<RoundLog>,
    /// This round's deal and moves.
    log: RoundLog,
    results: Chain<RoundResult>,
    round: Round,
}

/// The random number generator that deals round `round` (0-based) of the match with `seed`.
///
/// Xoshiro256++ is portable, so a seed gives the same deals on every machine.
pub fn deal_rng(seed: u64, round: usize) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed ^ (round as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

impl Match {
    /// A new match dealt from `seed`. `first` sets the seat that leads round 1 of Musical
    /// Dominoes (otherwise chosen at random from the seed); other variants ignore it, as the
    /// lead rule decides.
    pub fn new(rules: Rules, seed: u64, first: Option<usize>) -> Match {
        let mut rng = deal_rng(seed, 0);
        let deal = Deal::random(&rules, &mut rng);
        let first = match rules.variant {
            Variant::Musical => Some(
                first
                    .filter(|&f| f < rules.players)
                    .unwrap_or_else(|| rng.random_range(0..rules.players)),
            ),
            _ => None,
        };
        Self::with_deal(rules, seed, deal, first)
            .unwrap_or_else(|_| unreachable!("a random deal of valid rules is valid"))
    }

    /// A match whose first round is `deal` (see [`Round::new`] for `first`); later rounds are
    /// dealt from `seed`.
    ///
    /// # Errors
    /// The [`super::DealError`] of an invalid deal.
    pub fn with_deal(
        rules: Rules,
        seed: u64,
        deal: Deal,
        first: Option<usize>,
    ) -> Result<Match, super::DealError> {
        let round = Round::new(rules, &deal, first, [0; 4])?;
        Ok(Match {
            rules,
            seed,
            scores: [0; 4],
            past: Chain::new(),
            log: RoundLog {
                deal,
                first: round.first(),
                moves: Vec::new(),
                notation: Vec::new(),
            },
            results: Chain::new(),
            round,
        })
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The seed later rounds are dealt from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The current (or last) round.
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// 1-based number of the current round.
    pub fn round_number(&self) -> usize {
        self.past.len() + 1
    }

    /// Deals and moves of every round so far, the first first (the current round last).
    pub fn logs(&self) -> Vec<&RoundLog> {
        let mut logs = self.past.items();
        logs.push(&self.log);
        logs
    }

    /// Moves made in the match so far, each round's deal counted as one more: what changes
    /// whenever the match must be saved again. Walks the earlier rounds without gathering
    /// them, for the app's update after every message.
    pub fn moves_made(&self) -> usize {
        self.past
            .iter_back()
            .map(|l| l.moves.len() + 1)
            .sum::<usize>()
            + self.log.moves.len()
            + 1
    }

    /// Results of the finished rounds, the first first.
    pub fn results(&self) -> Vec<RoundResult> {
        self.results.items().into_iter().copied().collect()
    }

    /// Match totals per seat, including the points of the round in progress.
    pub fn scores(&self) -> [i64; 4] {
        let mut s = self.scores;
        if self.round.outcome().is_none() {
            for (i, p) in self.round.points().iter().enumerate() {
                s[i] += p;
            }
        }
        s
    }

    /// The winners once the match is over (empty for a tie), else `None`.
    pub fn winners(&self) -> Option<Seats> {
        self.round.match_over()
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        self.winners().is_some()
    }

    /// Plays `mv` for the seat to move in the current round.
    ///
    /// # Errors
    /// The round's [`IllegalMove`]; nothing changes.
    pub fn play(&mut self, mv: Move) -> Result<Events, IllegalMove> {
        self.round.check(mv)?;
        let text = self.round.notation(mv);
        let events = self.round.play(mv)?;
        self.log.moves.push(mv);
        self.log.notation.push(text);
        for e in events.iter() {
            if let Event::RoundOver(outcome) = e {
                let points = self.round.points();
                for (s, p) in points.iter().enumerate() {
                    self.scores[s] += p;
                }
                self.results.push(RoundResult {
                    outcome: *outcome,
                    points,
                });
            }
        }
        Ok(events)
    }

    /// Reads `text` in record notation and plays it.
    ///
    /// # Errors
    /// An [`IllegalMove`] for unreadable or illegal moves.
    pub fn play_text(&mut self, text: &str) -> Result<Events, IllegalMove> {
        let mv = self.round.parse_move(text)?;
        self.play(mv)
    }

    /// The seat that leads the next round of Musical Dominoes: the seat after this round's
    /// first player (`RULES.md` section 4); `None` for the lead-rule variants.
    pub fn next_first(&self) -> Option<usize> {
        (self.rules.variant == Variant::Musical)
            .then(|| (self.round.first() + 1) % self.rules.players)
    }

    /// Deals the next round from the seed.
    ///
    /// # Errors
    /// [`NextRoundError`] while the round is being played or once the match is over.
    pub fn next_round(&mut self) -> Result<(), NextRoundError> {
        let mut rng = deal_rng(self.seed, self.past.len() + 1);
        let deal = Deal::random(&self.rules, &mut rng);
        self.next_round_checked(deal, None).map_err(|e| match e {
            NextRoundFault::State(s) => s,
            NextRoundFault::Deal(_) => unreachable!("a random deal of valid rules is valid"),
        })
    }

    /// Starts the next round with `deal`, naming why it cannot.
    ///
    /// # Errors
    /// [`NextRoundFault`]: the match state or the deal.
    pub fn next_round_checked(
        &mut self,
        deal: Deal,
        first: Option<usize>,
    ) -> Result<(), NextRoundFault> {
        if self.is_over() {
            return Err(NextRoundFault::State(NextRoundError::MatchOver));
        }
        if self.round.outcome().is_none() {
            return Err(NextRoundFault::State(NextRoundError::RoundInProgress));
        }
        let expected = self.next_first();
        let first = match (expected, first) {
            (Some(e), Some(f)) if e != f => {
                return Err(NextRoundFault::Deal(super::DealError::First(format!(
                    "seat {f} cannot lead: the seat after the last round's first player ({e}) leads"
                ))));
            }
            (Some(e), _) => Some(e),
            (None, f) => f,
        };
        let round =
            Round::new(self.rules, &deal, first, self.scores).map_err(NextRoundFault::Deal)?;
        let finished = std::mem::replace(
            &mut self.log,
            RoundLog {
                deal,
                first: round.first(),
                moves: Vec::new(),
                notation: Vec::new(),
            },
        );
        self.past.push(finished);
        self.round = round;
        Ok(())
    }
}

/// Why [`Match::next_round_checked`] refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NextRoundFault {
    /// The match is not between rounds.
    State(NextRoundError),
    /// The deal is invalid.
    Deal(super::DealError),
}
