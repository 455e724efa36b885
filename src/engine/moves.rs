//! Moves, fixed-capacity move lists, seat sets and the events a move causes.

use super::line::{End, Placed};
use super::tile::Tile;

/// A move of the player to move (`FORMATS.md`, `moves`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// The opening tile, with the suit `left` toward the left end.
    Lead {
        /// The tile.
        tile: Tile,
        /// The half that lies at the left end.
        left: u8,
    },
    /// A tile played on an end; `outward` is the half that becomes the new end value.
    Play {
        /// The tile.
        tile: Tile,
        /// The end it is played on.
        end: End,
        /// The half facing outward (the new open end).
        outward: u8,
    },
    /// Take the next tile from the stock (drawing variants only).
    Draw,
    /// Pass: no play and no draw possible ("Rest", "No Note").
    Rest,
}

impl Move {
    /// The tile the move puts on the line, if any.
    pub const fn tile(self) -> Option<Tile> {
        match self {
            Move::Lead { tile, .. } | Move::Play { tile, .. } => Some(tile),
            Move::Draw | Move::Rest => None,
        }
    }
}

/// Up to 64 moves without heap allocation: the legal moves of one position.
///
/// A hand holds at most 14 tiles (two players of 14 fill the set) and a tile has at most four
/// plays (two ends × two outward halves for a matador), so 64 always suffices.
#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; 64],
    len: u8,
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList {
            moves: [Move::Rest; 64],
            len: 0,
        }
    }
}

impl MoveList {
    pub(crate) fn push(&mut self, mv: Move) {
        if (self.len as usize) < self.moves.len() {
            self.moves[self.len as usize] = mv;
            self.len += 1;
        }
    }

    /// The moves as a slice.
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len as usize]
    }

    /// Number of moves.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there is no move (only after the round has ended).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `mv` is in the list.
    pub fn contains(&self, mv: &Move) -> bool {
        self.as_slice().contains(mv)
    }

    /// The moves in order.
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// A set of seats (0–3) as a bit mask.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Seats(u8);

impl Seats {
    /// No seat.
    pub const NONE: Seats = Seats(0);

    /// The set holding only `seat`.
    pub const fn one(seat: usize) -> Seats {
        Seats(1 << seat)
    }

    /// Adds `seat`.
    pub fn insert(&mut self, seat: usize) {
        self.0 |= 1 << seat;
    }

    /// Whether `seat` is in the set.
    pub const fn contains(self, seat: usize) -> bool {
        self.0 & (1 << seat) != 0
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Number of seats.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The seats in increasing order.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..4).filter(move |&s| self.contains(s))
    }

    /// The seats as a vector, in increasing order.
    pub fn to_vec(self) -> Vec<usize> {
        self.iter().collect()
    }
}

/// How a round ended (`FORMATS.md`, `end`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RoundEnd {
    /// A player (or, with `partnership_out: both`, a partnership) played out.
    Out,
    /// Every player still in the round rested in turn.
    Blocked,
    /// A play scored the match's target during the round.
    Target,
}

impl RoundEnd {
    /// The record word: `"out"`, `"blocked"`, `"target"`.
    pub const fn name(self) -> &'static str {
        match self {
            RoundEnd::Out => "out",
            RoundEnd::Blocked => "blocked",
            RoundEnd::Target => "target",
        }
    }
}

/// The result of a finished round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// How it ended.
    pub end: RoundEnd,
    /// The winning seats (both partners of a partnership); empty for a tie.
    pub winners: Seats,
    /// Each seat's hand count when the round ended (pips, or figures in Musical Dominoes).
    pub counts: [u32; 4],
}

/// Something that happened because of a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// `seat` laid `placed` on `end` (`None` for the opening tile).
    Played {
        /// Who played.
        seat: usize,
        /// The tile as it now lies.
        placed: Placed,
        /// Where (`None`: it opened the line).
        end: Option<End>,
    },
    /// `seat` rested.
    Rested {
        /// Who rested.
        seat: usize,
    },
    /// `seat` drew `tile` from the stock (only that seat may be shown which tile).
    Drew {
        /// Who drew.
        seat: usize,
        /// The tile drawn.
        tile: Tile,
    },
    /// `seat` scored `points` by a play (All Fives, Shark).
    Scored {
        /// Who scored.
        seat: usize,
        /// Points scored (a positive multiple of 5).
        points: u32,
    },
    /// `seat` has played its last tile but its partner plays on (`partnership_out: both`).
    Out {
        /// Who is out.
        seat: usize,
    },
    /// The round is over.
    RoundOver(Outcome),
    /// The match is over; the winners (empty for a tie).
    MatchOver {
        /// The winning seats.
        winners: Seats,
    },
}

/// The events of one move, in order (at most 5: played, scored, out or round over, match
/// over), without heap allocation.
#[derive(Debug, Clone, Copy, Default)]
pub struct Events {
    events: [Option<Event>; 5],
    len: u8,
}

impl Events {
    pub(crate) fn push(&mut self, event: Event) {
        if (self.len as usize) < self.events.len() {
            self.events[self.len as usize] = Some(event);
            self.len += 1;
        }
    }

    /// The events in order.
    pub fn iter(&self) -> impl Iterator<Item = &Event> {
        self.events[..self.len as usize].iter().flatten()
    }

    /// Number of events.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether no event happened (never after a legal move).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}
