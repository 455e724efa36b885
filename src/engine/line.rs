//! The line of play (`RULES.md` section 2): one line with a left and a right open end.

use super::moves::Move;
use super::tile::Tile;

/// One of the two open ends of the line of play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum End {
    /// The left end (`L` in records).
    Left,
    /// The right end (`R` in records).
    Right,
}

impl End {
    /// Both ends, left first.
    pub const BOTH: [End; 2] = [End::Left, End::Right];
}

/// A tile as it lies in the line: which half faces left and which faces right.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Placed {
    /// The tile.
    pub tile: Tile,
    /// The suit of the half facing the left end of the line.
    pub left: u8,
    /// The suit of the half facing the right end of the line.
    pub right: u8,
}

impl Placed {
    /// `tile` laid on `end` with the half `outward` facing away from the line (the new open
    /// end) and the other half touching it.
    pub const fn laid(tile: Tile, end: End, outward: u8) -> Placed {
        let inward = tile.other(outward);
        match end {
            End::Left => Placed {
                tile,
                left: outward,
                right: inward,
            },
            End::Right => Placed {
                tile,
                left: inward,
                right: outward,
            },
        }
    }

    /// Whether the tile is a double.
    pub const fn is_double(self) -> bool {
        self.tile.is_double()
    }
}

const CAP: usize = 57;
const CENTRE: usize = 28;

/// The line of play, left to right, with no heap allocation (at most 28 tiles).
///
/// The open end values are the outer halves of the end tiles. Which end value a double
/// "shows" for scoring depends on the variant and is worked out by the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line {
    slots: [Placed; CAP],
    start: u8,
    end: u8,
}

impl Default for Line {
    fn default() -> Self {
        Self::new()
    }
}

impl Line {
    /// An empty line.
    pub const fn new() -> Line {
        let blank = Placed {
            tile: match Tile::from_index(0) {
                Some(t) => t,
                None => unreachable!(),
            },
            left: 0,
            right: 0,
        };
        Line {
            slots: [blank; CAP],
            start: CENTRE as u8,
            end: CENTRE as u8,
        }
    }

    /// Number of tiles in the line.
    pub const fn len(&self) -> usize {
        (self.end - self.start) as usize
    }

    /// Whether nothing has been played yet.
    pub const fn is_empty(&self) -> bool {
        self.end == self.start
    }

    /// The tiles from the left end to the right end.
    pub fn tiles(&self) -> &[Placed] {
        &self.slots[self.start as usize..self.end as usize]
    }

    /// Index (in [`Line::tiles`]) of the opening tile.
    pub fn lead_index(&self) -> usize {
        CENTRE - self.start as usize
    }

    /// The tile at `end`, if any.
    pub fn end_tile(&self, end: End) -> Option<Placed> {
        if self.is_empty() {
            return None;
        }
        Some(match end {
            End::Left => self.slots[self.start as usize],
            End::Right => self.slots[self.end as usize - 1],
        })
    }

    /// The open suit at `end`, if any tile has been played.
    pub fn end_value(&self, end: End) -> Option<u8> {
        self.end_tile(end).map(|p| match end {
            End::Left => p.left,
            End::Right => p.right,
        })
    }

    /// Lays the opening tile with `left` toward the left end. Does nothing if the line is
    /// not empty. No rule is checked here: [`crate::engine::Round::play`] does that.
    pub fn open(&mut self, tile: Tile, left: u8) {
        if !self.is_empty() {
            return;
        }
        self.slots[CENTRE] = Placed {
            tile,
            left,
            right: tile.other(left),
        };
        self.end = CENTRE as u8 + 1;
    }

    /// The line after `mv` (a lead or a play; draws and rests leave it as it is). Whether the
    /// move is legal is not checked here.
    pub fn after(&self, mv: Move) -> Line {
        let mut next = *self;
        match mv {
            Move::Lead { tile, left } => next.open(tile, left),
            Move::Play { tile, end, outward } => next.push(end, Placed::laid(tile, end, outward)),
            Move::Draw | Move::Rest => {}
        }
        next
    }

    /// Adds `placed` at `end`. Does nothing on an empty or full line. Whether it matches is
    /// not checked here: [`crate::engine::Round::play`] does that.
    pub fn push(&mut self, end: End, placed: Placed) {
        if self.is_empty() || self.len() >= 28 {
            return;
        }
        match end {
            End::Left => {
                self.start -= 1;
                self.slots[self.start as usize] = placed;
            }
            End::Right => {
                self.slots[self.end as usize] = placed;
                self.end += 1;
            }
        }
    }
}
