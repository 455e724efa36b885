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
const ROW_GAP: f32 = crate::ui::metrics::ROW_GAP_UNITS;
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

/// Rows of piece indices, each row in order from the lead outward.
type Rows = Vec<Vec<usize>>;

/// Splits one arm of the line (piece indices in `arm`, from the lead outward) into rows, also
/// from the lead outward: the first row holds what fits in `first` (the room beside the lead),
/// every later row what fits in `full`. `None` if a piece is wider than `full`.
fn arm_rows(
    pieces: &[Piece],
    arm: impl Iterator<Item = usize>,
    unit: f32,
    first: f32,
    full: f32,
) -> Option<Rows> {
    let mut rows: Rows = vec![Vec::new()];
    let mut used = 0.0;
    for i in arm {
        let w = width(pieces[i], unit);
        if w > full {
            return None;
        }
        let room = if rows.len() == 1 { first } else { full };
        let row = rows.last_mut()?;
        let need = if row.is_empty() {
            w
        } else {
            used + GAP * unit + w
        };
        if need > room {
            rows.push(vec![i]);
            used = w;
        } else {
            row.push(i);
            used = need;
        }
    }
    Some(rows)
}

/// The rows of both arms at `unit`, from the lead outward, if the lead fits.
fn arms(pieces: &[Piece], lead: usize, unit: f32, board: Rect) -> Option<(Rows, Rows)> {
    let full = board.w - 2.0 * BEND * unit;
    let lead_w = width(pieces[lead], unit);
    if lead_w > full {
        return None;
    }
    // Beside the centred lead, each arm has half of what the lead leaves, less one gap.
    let beside = (full - lead_w) / 2.0 - GAP * unit;
    let left = arm_rows(pieces, (0..lead).rev(), unit, beside, full)?;
    let right = arm_rows(pieces, lead + 1..pieces.len(), unit, beside, full)?;
    Some((left, right))
}

/// The size a round's line is drawn at once it no longer fits at the largest: the largest
/// size, in steps of 2 % down from `max_unit`, at which a line of `longest` tablets split
/// evenly between the arms fits `board` (every tablet lengthwise, the widest they lie). It
/// depends only on the board, the lead and the most tablets the line can hold this round, so
/// a round reaches it in one step and, unless one arm grows far longer than the other, stays
/// there. The fine steps matter where the board's height decides: at 1024 × 700 a board
/// 299 px tall takes three rows of 44 px, where the ladder's steps (56, 47.6, 40.5 px) would
/// give 40.5.
fn round_unit(board: Rect, lead: Piece, longest: usize, max_unit: f32) -> Option<f32> {
    // The longer arm: half the tablets after the lead, rounded up, and its end marker.
    let arm = longest.saturating_sub(1).div_ceil(2) + 1;
    let mut model = vec![Piece::Lengthwise; arm + 1];
    model[0] = lead;
    let mut unit = max_unit;
    loop {
        if unit < 4.0 {
            return None;
        }
        if let Some((_, right)) = arms(&model, 0, unit, board)
            && rows_fit(right.len() - 1, unit, board.h)
        {
            return Some(unit);
        }
        unit *= ROUND_STEP;
    }
}

/// The step of [`round_unit`]'s search for the round's size.
const ROUND_STEP: f32 = 0.98;

/// Whether `beyond` rows above and as many below the lead's row fit a board `height` tall.
fn rows_fit(beyond: usize, unit: f32, height: f32) -> bool {
    let rows = (2 * beyond + 1) as f32;
    rows * 2.0 * unit + (rows - 1.0) * ROW_GAP * unit <= height
}

/// Below the round's size ([`round_unit`]), each size a line may be drawn at is this much
/// smaller than the one before.
const LADDER: f32 = 0.85;

/// While the line holds no more tablets than this, it is drawn at the size a line of this
/// many fits (split evenly between its arms), larger than the whole round's.
pub const EARLY: usize = 12;

/// The least size the ladder steps down to: the least side of a tablet whose notes keep their
/// flags apart ([`crate::ui::widget::tablet::LEAST_SIDE`]). Only a board too small for the
/// line at this size draws it smaller.
const LEAST_UNIT: f32 = crate::ui::widget::tablet::LEAST_SIDE;

/// Lays out `pieces` (in line order, from the left end to the right end) inside `board`, for
/// a round whose line can hold at most `longest` tablets, with tablets no larger than
/// `max_unit` (the short side, logical pixels).
///
/// The piece at index `lead` (the opening tablet) lies at the centre of the board, and the
/// line grows from it both ways, as at the table: the right arm runs right and turns down at
/// the right edge, each row below running back the other way; the left arm runs left and
/// turns up at the left edge. The lead's row stays in the middle of the board, with as much
/// room kept above it as below, so a tablet laid at either end moves no other while the size
/// stays. The line is drawn at `max_unit` while it fits; when it first does not, and holds
/// no more than [`EARLY`] tablets, at the size a line of that many fits; past that, at the
/// round's size ([`round_unit`]: a line of `longest` tablets split evenly fits), so a round
/// changes size once or twice; only a line far longer at one end than the other steps down
/// further, 15 % at a time, and not under [`LEAST_UNIT`] where that fits. A margin of 0.6
/// unit is kept at both sides for the bends.
///
/// Returns `None` only if nothing fits (a board smaller than one tablet).
pub fn snake(
    pieces: &[Piece],
    lead: usize,
    board: Rect,
    max_unit: f32,
    longest: usize,
) -> Option<Snake> {
    if pieces.is_empty() {
        return Some(Snake {
            slots: Vec::new(),
            unit: max_unit,
            turns: Vec::new(),
        });
    }
    let lead = lead.min(pieces.len() - 1);
    let fits = |unit: f32| {
        arms(pieces, lead, unit, board).is_some_and(|(left, right)| {
            rows_fit((left.len() - 1).max(right.len() - 1), unit, board.h)
        })
    };
    // As large as it may be while the line fits; then, while it holds no more than
    // [`EARLY`] tablets, the size a line of that many fits; then, once, the round's size;
    // then (a line far longer at one end than the other) a step down at a time, but not
    // under the least size while that fits.
    let tablets = pieces.len().saturating_sub(2);
    let longest = longest.max(tablets);
    let round = |n: usize| round_unit(board, pieces[lead], n, max_unit).unwrap_or(max_unit);
    let mut unit = if fits(max_unit) {
        max_unit
    } else if tablets <= EARLY && longest > EARLY && fits(round(EARLY)) {
        round(EARLY)
    } else {
        round(longest)
    };
    while !fits(unit) {
        let next = unit * LADDER;
        unit = if unit > LEAST_UNIT && next < LEAST_UNIT {
            LEAST_UNIT
        } else {
            next
        };
        if unit < 4.0 {
            return None;
        }
    }
    let (left, right) = arms(pieces, lead, unit, board)?;
    let up = left.len() - 1;
    let margin = BEND * unit;
    let pitch = 2.0 * unit + ROW_GAP * unit;
    let (cx, cy) = (board.x + board.w / 2.0, board.y + board.h / 2.0);
    let blank = Slot {
        rect: Rect {
            x: 0.0,
            y: 0.0,
            w: 0.0,
            h: 0.0,
        },
        reversed: false,
        row: 0,
    };
    let mut slots = vec![blank; pieces.len()];
    let place = |i: usize, x: f32, axis: f32, reversed: bool, row: usize| {
        let (w, h) = (width(pieces[i], unit), height(pieces[i], unit));
        Slot {
            rect: Rect {
                x,
                y: axis - h / 2.0,
                w,
                h,
            },
            reversed,
            row,
        }
    };
    let lead_w = width(pieces[lead], unit);
    let lead_x = cx - lead_w / 2.0;
    slots[lead] = place(lead, lead_x, cy, false, up);
    let (inner_left, inner_right) = (board.x + margin, board.x + board.w - margin);
    // Each arm's rows from the lead outward; `rightward` is the arm's outward way in its first
    // row, and each later row runs back the other way.
    for (rows, rightward, below) in [(&left, false, false), (&right, true, true)] {
        for (j, row) in rows.iter().enumerate() {
            let outward_right = rightward == (j % 2 == 0);
            let row_axis = if below {
                cy + j as f32 * pitch
            } else {
                cy - j as f32 * pitch
            };
            let row_index = if below { up + j } else { up - j };
            // The line runs right to left in this row when its outward way is not the
            // line's own way (the right arm runs outward in line order, the left against it).
            let reversed = outward_right != below;
            let mut cursor = match (j, outward_right) {
                (0, true) => lead_x + lead_w + GAP * unit,
                (0, false) => lead_x - GAP * unit,
                (_, true) => inner_left,
                (_, false) => inner_right,
            };
            for &i in row {
                let w = width(pieces[i], unit);
                let x = if outward_right { cursor } else { cursor - w };
                slots[i] = place(i, x, row_axis, reversed, row_index);
                cursor = if outward_right {
                    x + w + GAP * unit
                } else {
                    x - GAP * unit
                };
            }
        }
    }
    let mut turns = Vec::new();
    let (edge_left, edge_right) = (board.x, board.x + board.w);
    for i in 1..slots.len() {
        let (a, b) = (slots[i - 1], slots[i]);
        if a.row == b.row {
            continue;
        }
        // A row running left to right (in line order) turns at the right; one running right
        // to left, at the left.
        turns.push(if a.reversed {
            Turn {
                from: (a.rect.x, a.rect.centre().1),
                to: (b.rect.x, b.rect.centre().1),
                x: edge_left,
            }
        } else {
            Turn {
                from: (a.rect.x + a.rect.w, a.rect.centre().1),
                to: (b.rect.x + b.rect.w, b.rect.centre().1),
                x: edge_right,
            }
        });
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

    /// Lead positions worth trying for a line of `n` tablets: all to its right, all to its
    /// left, and in the middle (indices in `line(n)`, whose piece 0 is the left marker).
    fn leads(n: usize) -> [usize; 3] {
        [1, n, n.div_ceil(2)]
    }

    /// Every line of 1 to 28 tablets, its lead at the middle or at either end, lies inside
    /// `board` without overlaps; tablets are at least `even` units with the lead at the middle
    /// and `any` with all the line at one end.
    fn check(board: Rect, even: f32, any: f32) {
        for n in 1..=28 {
            let pieces = line(n);
            for lead in leads(n) {
                let s = snake(&pieces, lead, board, 48.0, n).expect("fits");
                assert_eq!(s.slots.len(), pieces.len());
                let least = if lead == n.div_ceil(2) { even } else { any };
                assert!(
                    s.unit >= least,
                    "{n} tiles, lead {lead}: unit {} too small",
                    s.unit
                );
                for (i, a) in s.slots.iter().enumerate() {
                    assert!(
                        a.rect.inside(&board),
                        "{n} tiles, lead {lead}: piece {i} outside: {a:?}"
                    );
                    for b in &s.slots[i + 1..] {
                        assert!(!a.rect.overlaps(&b.rect), "{n} tiles: {a:?} overlaps {b:?}");
                    }
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
            25.0,
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
            48.0,
        );
    }

    #[test]
    fn a_round_too_long_for_the_largest_size_takes_the_largest_that_fits_in_2_percent_steps() {
        // The two-seat board at 1024 × 700 less its margins: 984 × 299.5. Fourteen tablets
        // lengthwise, the lead eighth: seven and a marker to its left, six and a marker right.
        let board = Rect {
            x: 0.0,
            y: 0.0,
            w: 984.0,
            h: 299.5,
        };
        let mut pieces = vec![Piece::Lengthwise; 16];
        pieces[0] = Piece::EndMarker;
        pieces[15] = Piece::EndMarker;
        let s = snake(&pieces, 8, board, 56.0, 14).unwrap();
        // Beside the lead there is room for at most four tablets of 2u at any size from 40 to
        // 56 px, so each arm needs a second row: three rows, 3 × 2u + 2 × 0.2u = 6.4u tall.
        // 6.4u ≤ 299.5 holds up to u = 46.80: the largest of 56 × 0.98^k below it is
        // 56 × 0.98^9 = 46.69 (0.98^8 gives 47.64, 304.9 px tall).
        assert!((s.unit - 46.69).abs() < 0.01, "unit {}", s.unit);
        let rows: std::collections::BTreeSet<usize> = s.slots.iter().map(|sl| sl.row).collect();
        assert_eq!(rows.len(), 3);
    }

    #[test]
    fn a_short_line_lies_in_one_row_at_full_size_with_the_lead_at_the_centre() {
        let board = Rect {
            x: 0.0,
            y: 0.0,
            w: 1000.0,
            h: 400.0,
        };
        // `line(3)`: marker, lengthwise, crosswise (the lead), lengthwise, marker.
        let s = snake(&line(3), 2, board, 48.0, 3).unwrap();
        assert_eq!(s.unit, 48.0);
        assert!(s.slots.iter().all(|sl| sl.row == 0 && !sl.reversed));
        // The crosswise lead is 48 wide, centred: x = (1000 − 48) / 2 = 476, axis at 200.
        assert!((s.slots[2].rect.x - 476.0).abs() < 0.01);
        assert!((s.slots[2].rect.centre().1 - 200.0).abs() < 0.01);
        // Leftward: a gap of 0.12 × 48 = 5.76, a tablet 96 wide: 476 − 5.76 − 96 = 374.24;
        // the marker another 101.76 to the left: 272.48. Rightward: 476 + 48 + 5.76 = 529.76.
        assert!((s.slots[1].rect.x - 374.24).abs() < 0.01);
        assert!((s.slots[0].rect.x - 272.48).abs() < 0.01);
        assert!((s.slots[3].rect.x - 529.76).abs() < 0.01);
    }

    #[test]
    fn rows_alternate_direction_and_keep_line_order_along_the_snake() {
        let board = Rect {
            x: 0.0,
            y: 0.0,
            w: 500.0,
            h: 600.0,
        };
        for lead in leads(20) {
            let s = snake(&line(20), lead, board, 48.0, 20).unwrap();
            assert!(s.slots.iter().any(|sl| sl.reversed));
            for w in s.slots.windows(2) {
                let (a, b) = (w[0], w[1]);
                if a.row == b.row {
                    assert_eq!(a.reversed, b.reversed);
                    if a.reversed {
                        assert!(b.rect.x < a.rect.x);
                    } else {
                        assert!(b.rect.x > a.rect.x);
                    }
                } else {
                    assert_eq!(b.row, a.row + 1, "lead {lead}");
                    assert_ne!(a.reversed, b.reversed, "lead {lead}");
                }
            }
            assert_eq!(s.turns.len(), s.slots.last().unwrap().row);
        }
    }

    #[test]
    fn the_left_arm_turns_up_and_the_right_arm_turns_down() {
        let board = Rect {
            x: 0.0,
            y: 0.0,
            w: 1000.0,
            h: 600.0,
        };
        // 20 tablets with the lead the 10th: both arms are longer than half a row.
        let s = snake(&line(20), 10, board, 48.0, 20).unwrap();
        let lead = s.slots[10];
        let first = s.slots[0];
        let last = s.slots[21];
        assert!(
            first.rect.y + first.rect.h < lead.rect.y,
            "left end above the lead"
        );
        assert!(
            last.rect.y > lead.rect.y + lead.rect.h,
            "right end below the lead"
        );
        // The lead lies at the centre of the board, across and down.
        let (cx, cy) = lead.rect.centre();
        assert!((cx - 500.0).abs() < 0.01);
        assert!((cy - 300.0).abs() < 0.01);
    }

    /// Grows a line of up to 27 tablets from its lead, `right` tablets at the right for each
    /// `left` at the left, on the 1024 × 700 window's board; gives each step's snake and
    /// whether the tablet went left.
    fn grow(left: usize, right: usize) -> Vec<(Snake, bool)> {
        let board = Rect {
            x: 12.0,
            y: 120.0,
            w: 1000.0,
            h: 360.0,
        };
        let mut pieces = vec![Piece::EndMarker, Piece::Lengthwise, Piece::EndMarker];
        let mut lead = 1;
        let mut steps = vec![(snake(&pieces, lead, board, 48.0, 28).unwrap(), false)];
        for k in 0..26 {
            let at_left = k % (left + right) < left;
            let piece = if k % 5 == 3 {
                Piece::Crosswise
            } else {
                Piece::Lengthwise
            };
            if at_left {
                pieces.insert(1, piece);
                lead += 1;
            } else {
                let n = pieces.len();
                pieces.insert(n - 1, piece);
            }
            steps.push((snake(&pieces, lead, board, 48.0, 28).unwrap(), at_left));
        }
        steps
    }

    #[test]
    fn a_tablet_laid_at_either_end_moves_no_other() {
        // Between the few changes of size, nothing already laid moves, across or down.
        let steps = grow(1, 2);
        let mut kept = 0;
        for (k, w) in steps.windows(2).enumerate() {
            let ((before, _), (after, at_left)) = (&w[0], &w[1]);
            if before.unit != after.unit {
                continue;
            }
            kept += 1;
            let shift = usize::from(*at_left);
            for i in 1..before.slots.len() - 1 {
                let (a, b) = (before.slots[i].rect, after.slots[i + shift].rect);
                assert_eq!((a.x, a.y), (b.x, b.y), "step {k}: tablet {i} moved");
            }
        }
        assert!(kept >= 22, "only {kept} of 26 steps kept the size");
    }

    #[test]
    fn a_round_changes_size_once_unless_one_end_grows_far_longer() {
        for (left, right, most) in [(1, 1, 1), (1, 2, 2), (1, 3, 2), (0, 1, 3)] {
            let steps = grow(left, right);
            let changes = steps
                .windows(2)
                .filter(|w| w[0].0.unit != w[1].0.unit)
                .count();
            assert!(changes <= most, "{left}:{right}: {changes} changes of size");
            // After the first change (to the round's size, whatever it is), each change a
            // whole step of the ladder or more.
            let mut changed = false;
            for w in steps.windows(2) {
                let ratio = w[1].0.unit / w[0].0.unit;
                if ratio == 1.0 {
                    continue;
                }
                assert!(
                    !changed || ratio <= LADDER + 1e-4,
                    "{left}:{right}: {ratio}"
                );
                changed = true;
            }
        }
    }

    #[test]
    fn a_lone_piece_or_none_is_laid_out_without_a_panic() {
        let board = Rect {
            x: 0.0,
            y: 0.0,
            w: 500.0,
            h: 300.0,
        };
        assert!(snake(&[], 0, board, 48.0, 0).unwrap().slots.is_empty());
        let one = snake(&[Piece::Lengthwise], 5, board, 48.0, 0).unwrap();
        assert_eq!(one.slots.len(), 1);
        // Alone, it lies at the centre of the board: (250, 150).
        assert_eq!(one.slots[0].rect.centre(), (250.0, 150.0));
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
            for lead in leads(n) {
                let s = snake(&line(n), lead, board, 48.0, n).unwrap();
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
    }
}
