//! Where each tablet of the line of play lies on the board: a snake of rows that turns at the
//! edges so that all 28 tablets fit any window from 1024×700 up. Pure geometry, in logical
//! pixels, tested without a window.

/// A rectangle in logical pixels (`x`, `y` top-left).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Rect {
    /// Whether `self` lies inside `outer` (edges may touch).
    pub fn inside(&self, outer: &Rect) -> bool {
        const EPS: f32 = 0.01;
        self.x >= outer.x - EPS
            && self.y >= outer.y - EPS
            && self.x + self.w <= outer.x + outer.w + EPS
            && self.y + self.h <= outer.y + outer.h + EPS
    }

    /// Whether the interiors of `self` and `other` overlap.
    pub fn overlaps(&self, other: &Rect) -> bool {
        const EPS: f32 = 0.01;
        self.x + EPS < other.x + other.w
            && other.x + EPS < self.x + self.w
            && self.y + EPS < other.y + other.h
            && other.y + EPS < self.y + self.h
    }

    /// The centre point `(x, y)`.
    pub fn centre(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
}

/// One element of the line as the board shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    /// A tablet lying lengthwise (its two halves side by side along the row).
    Lengthwise,
    /// A double lying crosswise (its halves one above the other).
    Crosswise,
    /// The marker of an open end (as wide as a lengthwise tablet).
    EndMarker,
}

/// Where a piece lies: its box and whether its row runs right to left (then the piece's
/// line-order left half is drawn on the right).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Slot {
    /// The box, in board coordinates.
    pub rect: Rect,
    /// The row runs right to left.
    pub reversed: bool,
    /// Row index from the top.
    pub row: usize,
}

/// The snake of a whole line: a slot per piece, the short side of a tablet, and the row turns.
#[derive(Debug, Clone, PartialEq)]
pub struct Snake {
    /// One slot per piece, in line order.
    pub slots: Vec<Slot>,
    /// The short side of a tablet, in logical pixels (the long side is twice this).
    pub unit: f32,
    /// Where the line turns from one row to the next, for drawing the bend.
    pub turns: Vec<Turn>,
}

/// A bend of the line from one row into the next, drawn in the margin beside the rows so that
/// no tablet hides it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Turn {
    /// The outer end of the row's last piece: the middle of its side toward the margin.
    pub from: (f32, f32),
    /// The outer end of the next row's first piece, on the same side.
    pub to: (f32, f32),
    /// How far into the margin the bend reaches: the x of its control points (a cubic from
    /// `from` to `to` through `(x, from.1)` and `(x, to.1)` stays within the board).
    pub x: f32,
}

/// Gap between pieces in a row, as a fraction of the unit.
const GAP: f32 = 0.12;
/// Space between rows, as a fraction of the unit (rows are two units tall plus this).
const ROW_GAP: f32 = 0.35;
/// The margin left at each side for the bends when the line takes more than one row, as a
/// fraction of the unit.
const BEND: f32 = 0.6;

fn width(piece: Piece, unit: f32) -> f32 {
    match piece {
        Piece::Lengthwise | Piece::EndMarker => 2.0 * unit,
        Piece::Crosswise => unit,
    }
}

fn height(piece: Piece, unit: f32) -> f32 {
    match piece {
        Piece::Lengthwise | Piece::EndMarker => unit,
        Piece::Crosswise => 2.0 * unit,
    }
}

/// Rows needed for `pieces` at `unit` in a board `board_w` wide: each row takes pieces until the
/// next would pass the edge.
fn rows_of(pieces: &[Piece], unit: f32, board_w: f32) -> Option<Vec<Vec<usize>>> {
    let mut rows: Vec<Vec<usize>> = vec![Vec::new()];
    let mut used = 0.0;
    for (i, &p) in pieces.iter().enumerate() {
        let w = width(p, unit);
        if w > board_w {
            return None;
        }
        let need = if used == 0.0 {
            w
        } else {
            used + GAP * unit + w
        };
        if need > board_w {
            rows.push(vec![i]);
            used = w;
        } else {
            rows.last_mut()?.push(i);
            used = need;
        }
    }
    Some(rows)
}

/// Lays out `pieces` (in line order) as a snake inside `board`, with tablets as large as fit
/// but no larger than `max_unit` (the short side, logical pixels). Rows alternate direction,
/// each starting at the side where the row before it turned, with a margin of 0.6 unit at
/// both sides for the bends; a single row is centred and needs no margin. The first row
/// stays at the height of a centred single row while the others fit below it.
///
/// Returns `None` only if nothing fits (a board smaller than one tablet).
pub fn snake(pieces: &[Piece], board: Rect, max_unit: f32) -> Option<Snake> {
    if pieces.is_empty() {
        return Some(Snake {
            slots: Vec::new(),
            unit: max_unit,
            turns: Vec::new(),
        });
    }
    // Largest unit that fits, searched downward in small steps (at most a few hundred tries).
    let mut unit = max_unit.min(board.h / 2.0).min(board.w / 2.0);
    let rows = loop {
        if unit < 4.0 {
            return None;
        }
        // One row needs no margin; several leave room at the sides for their bends.
        let rows = rows_of(pieces, unit, board.w)
            .filter(|r| r.len() == 1)
            .or_else(|| rows_of(pieces, unit, board.w - 2.0 * BEND * unit));
        if let Some(rows) = rows {
            let row_h = 2.0 * unit;
            let total_h = rows.len() as f32 * row_h + (rows.len() as f32 - 1.0) * ROW_GAP * unit;
            if total_h <= board.h {
                break rows;
            }
        }
        unit *= 0.97;
    };
    let margin = if rows.len() > 1 { BEND * unit } else { 0.0 };
    let row_h = 2.0 * unit;
    let total_h = rows.len() as f32 * row_h + (rows.len() as f32 - 1.0) * ROW_GAP * unit;
    // The first row stays where a lone row is centred, so that the line does not jump when
    // it first turns; the rows rise only as far as they must to fit.
    let top = (board.y + (board.h - row_h) / 2.0)
        .min(board.y + board.h - total_h)
        .max(board.y);
    let mut slots = vec![
        Slot {
            rect: Rect {
                x: 0.0,
                y: 0.0,
                w: 0.0,
                h: 0.0
            },
            reversed: false,
            row: 0,
        };
        pieces.len()
    ];
    let mut turns = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        let reversed = r % 2 == 1;
        let row_w: f32 = row.iter().map(|&i| width(pieces[i], unit)).sum::<f32>()
            + GAP * unit * (row.len() as f32 - 1.0);
        // A lone row is centred; otherwise rows start at the edge they come from.
        let start = if rows.len() == 1 {
            board.x + (board.w - row_w) / 2.0
        } else if reversed {
            board.x + board.w - margin - row_w
        } else {
            board.x + margin
        };
        let axis = top + r as f32 * (row_h + ROW_GAP * unit) + unit;
        let order: Vec<usize> = if reversed {
            row.iter().rev().copied().collect()
        } else {
            row.clone()
        };
        let mut x = start;
        for i in order {
            let w = width(pieces[i], unit);
            let h = height(pieces[i], unit);
            slots[i] = Slot {
                rect: Rect {
                    x,
                    y: axis - h / 2.0,
                    w,
                    h,
                },
                reversed,
                row: r,
            };
            x += w + GAP * unit;
        }
    }
    for w in rows.windows(2) {
        if let (Some(&a), Some(&b)) = (w[0].last(), w[1].first()) {
            let (a, b) = (slots[a], slots[b]);
            // A left-to-right row turns at the right; the row after it, at the left.
            let turn = if a.reversed {
                Turn {
                    from: (a.rect.x, a.rect.centre().1),
                    to: (b.rect.x, b.rect.centre().1),
                    x: board.x,
                }
            } else {
                Turn {
                    from: (a.rect.x + a.rect.w, a.rect.centre().1),
                    to: (b.rect.x + b.rect.w, b.rect.centre().1),
                    x: board.x + board.w,
                }
            };
            turns.push(turn);
        }
    }
    Some(Snake { slots, unit, turns })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The worst line for space: every non-double lengthwise and every double crosswise, with
    /// both end markers.
    fn line(n: usize) -> Vec<Piece> {
        let mut v = vec![Piece::EndMarker];
        for i in 0..n {
            v.push(if i % 4 == 1 && i < 28 {
                Piece::Crosswise
            } else {
                Piece::Lengthwise
            });
        }
        v.push(Piece::EndMarker);
        v
    }

    fn check(board: Rect, min_unit: f32) {
        for n in 1..=28 {
            let pieces = line(n);
            let s = snake(&pieces, board, 48.0).expect("fits");
            assert_eq!(s.slots.len(), pieces.len());
            assert!(s.unit >= min_unit, "{n} tiles: unit {} too small", s.unit);
            for (i, a) in s.slots.iter().enumerate() {
                assert!(a.rect.inside(&board), "{n} tiles: piece {i} outside: {a:?}");
                for b in &s.slots[i + 1..] {
                    assert!(!a.rect.overlaps(&b.rect), "{n} tiles: {a:?} overlaps {b:?}");
                }
            }
        }
    }

    #[test]
    fn every_tablet_inside_and_none_overlapping_at_1024_by_700() {
        // The game screen leaves the board about 1000 × 360 at 1024 × 700.
        check(
            Rect {
                x: 12.0,
                y: 120.0,
                w: 1000.0,
                h: 360.0,
            },
            30.0,
        );
    }

    #[test]
    fn every_tablet_inside_and_none_overlapping_at_1920_by_1080() {
        check(
            Rect {
                x: 12.0,
                y: 140.0,
                w: 1896.0,
                h: 640.0,
            },
            48.0,
        );
    }

    #[test]
    fn a_short_line_is_one_centred_row_at_full_size() {
        let board = Rect {
            x: 0.0,
            y: 0.0,
            w: 1000.0,
            h: 400.0,
        };
        let s = snake(&line(3), board, 48.0).unwrap();
        assert_eq!(s.unit, 48.0);
        assert!(s.slots.iter().all(|sl| sl.row == 0 && !sl.reversed));
        // Markers 96 + tiles 96 + 48 + 96 = 432 (with `line(3)`: L, X, L), plus 4 gaps of
        // 0.12 × 48: 432 + 23.04 = 455.04 wide; centred: starts at (1000 − 455.04) / 2.
        let first = s.slots[0].rect.x;
        assert!((first - (1000.0 - 455.04) / 2.0).abs() < 0.01);
    }

    #[test]
    fn rows_alternate_direction_and_keep_line_order_along_the_snake() {
        let board = Rect {
            x: 0.0,
            y: 0.0,
            w: 500.0,
            h: 600.0,
        };
        let s = snake(&line(20), board, 48.0).unwrap();
        assert!(s.slots.iter().any(|sl| sl.reversed));
        for w in s.slots.windows(2) {
            let (a, b) = (w[0], w[1]);
            if a.row == b.row {
                if a.reversed {
                    assert!(b.rect.x < a.rect.x);
                } else {
                    assert!(b.rect.x > a.rect.x);
                }
            } else {
                assert_eq!(b.row, a.row + 1);
            }
        }
        assert_eq!(s.turns.len(), s.slots.last().unwrap().row);
    }

    #[test]
    fn every_bend_lies_in_the_margin_where_no_tablet_hides_it() {
        for (board, n) in [
            (
                Rect {
                    x: 12.0,
                    y: 120.0,
                    w: 1000.0,
                    h: 360.0,
                },
                28,
            ),
            (
                Rect {
                    x: 0.0,
                    y: 0.0,
                    w: 500.0,
                    h: 600.0,
                },
                20,
            ),
        ] {
            let s = snake(&line(n), board, 48.0).unwrap();
            assert!(s.turns.len() >= 2);
            for turn in &s.turns {
                let ((ax, ay), (bx, by)) = (turn.from, turn.to);
                for k in 0..=100 {
                    // The cubic through (x, ay) and (x, by), at t = k / 100.
                    let t = k as f32 / 100.0;
                    let u = 1.0 - t;
                    let x = u * u * u * ax + 3.0 * u * t * (u + t) * turn.x + t * t * t * bx;
                    let y = u * u * u * ay
                        + 3.0 * u * u * t * ay
                        + 3.0 * u * t * t * by
                        + t * t * t * by;
                    // Half the stroke (0.09 unit) inside the board.
                    let half = 0.09 * s.unit;
                    assert!(x - half >= board.x && x + half <= board.x + board.w, "{x}");
                    for slot in &s.slots {
                        let r = slot.rect;
                        let inside = x > r.x + 0.5
                            && x < r.x + r.w - 0.5
                            && y > r.y + 0.5
                            && y < r.y + r.h - 0.5;
                        assert!(!inside, "the bend at ({x}, {y}) passes under {r:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_first_row_stays_put_when_the_line_first_turns() {
        let board = Rect {
            x: 0.0,
            y: 0.0,
            w: 1000.0,
            h: 600.0,
        };
        let one = snake(&line(3), board, 48.0).unwrap();
        let two = snake(&line(12), board, 48.0).unwrap();
        assert_eq!(two.slots.last().unwrap().row, 1, "two rows");
        assert_eq!(one.unit, two.unit);
        // The lone row is centred: its axis at 300. The first of two rows keeps it.
        let axis = |s: &Snake| s.slots[0].rect.centre().1;
        assert!((axis(&one) - 300.0).abs() < 0.01);
        assert!((axis(&two) - 300.0).abs() < 0.01);
    }
}
