//! The sizes of the game screen, from the room the window has: the tablets of the hand (which
//! stand upright), the largest tablet of the line of play, the seats' panels and their open
//! hands. Pure arithmetic in logical pixels, tested without a window; the game screen asks for
//! them once a layout (through `responsive`) and lays itself out with them.
//!
//! The screen, top to bottom: the seats' panels and the side panel in one row, the board the
//! whole width of the window, then the hand with the turn line, the last moves and the notes
//! beside it on its right. The hand takes what the board leaves it: its tablets are as large
//! as the window's height allows while a line of 12 tablets, three rows at three quarters of
//! the hand's size, still fits the board below the seats, and no wider than leaves the column
//! beside the hand [`COLUMN_MIN`] wide with seven tablets in the hand.

use crate::ui::widget::tablet::LEAST_SIDE;

/// The padding round the whole screen, logical pixels.
pub const PAD: f32 = 8.0;
/// The space between the screen's bands (seats, board, hand) and between the hand and the
/// column beside it.
pub const SPACING: f32 = 8.0;
/// The height the hand's rule counts on for the row of seats' panels and the side panel (the
/// row as it stands with two seats, the side panel's buttons in one row).
pub const TOP_ROW: f32 = 80.0;
/// The height of the line under each hand tablet that gives its key (1–9, 0).
pub const KEY_LINE: f32 = 17.0;
/// The board's margin above and below the line, logical pixels (beside it, [`BOARD_SIDE`]).
pub const BOARD_END: f32 = 4.0;
/// The board's margin left and right of the line, where the bends between rows are drawn.
pub const BOARD_SIDE: f32 = 8.0;
/// The least width of the column beside the hand (the turn, its buttons, the last moves).
pub const COLUMN_MIN: f32 = 380.0;
/// The space between the tablets of the hand.
pub const HAND_GAP: f32 = 6.0;
/// How many tablets the hand is sized for before its tablets grow narrower (a hand of 7, the
/// most dealt in every game but the partnership Block game's 5).
pub const HAND_SLOTS: usize = 7;
/// The line of play's tablets at the round's size, as a share of the hand's, that the hand's
/// rule keeps room for: a line of 12 tablets in three rows of two units and two gaps of
/// [`ROW_GAP_UNITS`] between them.
pub const LINE_SHARE: f32 = 0.75;
/// The space between rows of the line, in units ([`crate::ui::layout`]'s row gap).
pub const ROW_GAP_UNITS: f32 = 0.2;
/// The width of the side panel beside the seats, at the least (two buttons a row in every
/// shipped language).
pub const INFO_MIN: f32 = 340.0;
/// The window width, logical pixels, under which the side panel stands as a bar under two
/// seats' panels rather than beside them: 2 × 8 + 2 × 318 + 2 × 10 + 340 = 1012.
pub const BAR_BELOW: f32 = 2.0 * PAD + 2.0 * SEAT_WIDTH + 2.0 * SEAT_GAP + INFO_MIN;
/// The height of the side panel as a bar, one line: its buttons' 15-point words (19.5), their
/// padding (2 and 2) and border, and the bar's padding (2 and 2).
pub const INFO_BAR: f32 = 28.0;
/// The width of a seat's panel with its hand shown as backs.
pub const SEAT_WIDTH: f32 = 318.0;
/// The space between seats' panels.
pub const SEAT_GAP: f32 = 10.0;

/// The canvas of a tablet standing upright whose short side is `side`: a tenth of its width is
/// kept all round for the highlight and the shadow ([`crate::ui::widget::tablet::canvas_rect`]),
/// so it is `side / 0.8` wide and 1.8 times as tall.
pub fn upright(side: f32) -> (f32, f32) {
    let w = side / 0.8;
    (w, 1.8 * w)
}

/// The least width the hand keeps beside its column, logical pixels: [`HAND_SLOTS`] upright
/// tablets [`LEAST_SIDE`] a side, each canvas rounded up to whole pixels, and the gaps
/// between them: 7 × (43 + 6) − 6 = 337. Narrower than [`COLUMN_MIN`] leaves it (below 741
/// wide), the column beside the hand gives way.
pub fn least_hand_room() -> f32 {
    let slots = HAND_SLOTS as f32;
    slots * (upright(LEAST_SIDE).0.ceil() + HAND_GAP) - HAND_GAP
}

/// The canvas of a tablet lying across whose short side is `side`: `2.25 × side` wide and
/// `1.25 × side` tall (a tenth of its height kept all round).
pub fn across(side: f32) -> (f32, f32) {
    (2.25 * side, 1.25 * side)
}

/// Every size of the game screen for a window `width` × `height` logical pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Metrics {
    /// The short side of a tablet in the hand of up to [`HAND_SLOTS`] tablets, whole pixels.
    pub hand_side: f32,
    /// The canvas of each hand tablet (upright), width and height.
    pub hand_tablet: (f32, f32),
    /// The height the hand keeps: a tablet and its key line.
    pub hand_height: f32,
    /// The width the hand may take before its tablets grow narrower: the window less the
    /// column beside it.
    pub hand_room: f32,
    /// The largest short side of a tablet on the line of play: the hand's.
    pub line_max: f32,
    /// The short side of the tablets of an open hand in a seat's panel: half the hand's, but
    /// never under [`LEAST_SIDE`].
    pub face_side: f32,
    /// Its canvas, lying across.
    pub face: (f32, f32),
}

impl Metrics {
    /// The sizes for a window `width` × `height` logical pixels.
    pub fn of(width: f32, height: f32) -> Metrics {
        // The hand's side from the height: the hand (2.25 sides and its key line) and the
        // line of 12 in three rows (3 × 2 + 2 × 0.2 = 6.4 units of 0.75 side) share what the
        // seats and the padding leave.
        let rows = 3.0 * 2.0 + 2.0 * ROW_GAP_UNITS;
        // Under [`BAR_BELOW`] wide the side panel is a bar under the seats, a line taller.
        let top = if width < BAR_BELOW {
            TOP_ROW + SPACING + INFO_BAR
        } else {
            TOP_ROW
        };
        let shared = height - 2.0 * PAD - 2.0 * SPACING - top - KEY_LINE - 2.0 * BOARD_END;
        let by_height = shared / (2.25 + rows * LINE_SHARE);
        // And from the width: seven tablets beside the column, which gives way to seven at
        // the least size where the window is narrower (680 wide at 150 % on a projector).
        let hand_room = (width - 2.0 * PAD - COLUMN_MIN - SPACING).max(least_hand_room());
        let by_width = 0.8 * (hand_room - (HAND_SLOTS as f32 - 1.0) * HAND_GAP) / HAND_SLOTS as f32;
        let hand_side = by_height.min(by_width).floor().max(LEAST_SIDE);
        let hand_tablet = upright(hand_side);
        let face_side = (hand_side / 2.0).max(LEAST_SIDE);
        Metrics {
            hand_side,
            hand_tablet,
            hand_height: hand_tablet.1 + KEY_LINE,
            hand_room,
            line_max: hand_side,
            face_side,
            face: across(face_side),
        }
    }

    /// The canvas width of each of `n` hand tablets: full size while they fit
    /// [`Metrics::hand_room`], else narrower to fit it, in whole pixels; `None` once that
    /// would draw them under [`LEAST_SIDE`] (the hand then takes a second row at that size).
    pub fn hand_width(&self, n: usize) -> Option<f32> {
        let n = n.max(1) as f32;
        let w = ((self.hand_room + HAND_GAP) / n - HAND_GAP)
            .floor()
            .min(self.hand_tablet.0);
        (w * 0.8 >= LEAST_SIDE).then_some(w)
    }

    /// The width of a seat's panel: [`SEAT_WIDTH`], or with its hand open the room the row
    /// gives it beside a side panel [`INFO_MIN`] wide (two a row: with four seats, two by two).
    pub fn seat_width(width: f32, players: usize, open: bool) -> f32 {
        if !open {
            return SEAT_WIDTH;
        }
        let across = if players == 4 { 2.0 } else { players as f32 };
        ((width - 2.0 * PAD - INFO_MIN - across * SEAT_GAP) / across).max(SEAT_WIDTH)
    }

    /// Whether four seats' panels `seat` wide stand in one row beside a side panel
    /// [`INFO_MIN`] wide in a window `width` wide (else two by two).
    pub fn four_in_a_row(width: f32, seat: f32) -> bool {
        width - 2.0 * PAD >= 4.0 * (seat + SEAT_GAP) + INFO_MIN
    }

    /// Whether `players` seats' panels stand slim ([`SLIM_SEAT_WIDTH`] wide, two lines) in
    /// one row beside the side panel in a window `width` wide: four seats whose panels show
    /// no open hand (`faces`: all hands open, or the round over), where four full panels
    /// ([`SEAT_WIDTH`]) do not fit the row. Two by two they stood two panels tall and took
    /// the board's height; in one row they stand no taller than the side panel.
    pub fn slim_row(width: f32, players: usize, faces: bool) -> bool {
        players == 4 && !faces && !Metrics::four_in_a_row(width, SEAT_WIDTH)
    }

    /// Where the board lays the line of play in a window `width` × `height` whose row of
    /// seats and side panel stands `top` tall: the board (the window less the padding, the
    /// top row and the foot with the hand) less its margins, in board coordinates.
    pub fn board(&self, width: f32, height: f32, top: f32) -> crate::ui::layout::Rect {
        crate::ui::layout::Rect {
            x: 0.0,
            y: 0.0,
            w: width - 2.0 * PAD - 2.0 * BOARD_SIDE,
            h: height - 2.0 * PAD - 2.0 * SPACING - top - self.hand_height - 2.0 * BOARD_END,
        }
    }

    /// How many open tablets ([`Metrics::face`]) a row of a seat's panel `seat` wide holds.
    pub fn faces_per_row(&self, seat: f32) -> usize {
        self.faces_per_row_at(seat, self.face_side)
    }

    /// How many open tablets `side` a side a row `seat` wide holds, less a seat panel's
    /// padding ([`SEAT_PAD`]) each side, 2 px between them.
    pub fn faces_per_row_at(&self, seat: f32, side: f32) -> usize {
        let room = seat - 2.0 * SEAT_PAD + 2.0;
        ((room / (across(side).0 + 2.0)).floor() as usize).max(1)
    }

    /// How the seats' panels `seat` wide hold open hands of at most `most` tablets with
    /// tablets `side` a side (the hand's count then stands on the name's line, and the
    /// tablets take the panel's whole width).
    pub fn faces(&self, seat: f32, most: usize, side: f32) -> Faces {
        let per_row = self.faces_per_row_at(seat, side);
        Faces {
            side,
            size: across(side),
            per_row,
            rows: most.clamp(1, 14).div_ceil(per_row),
        }
    }

    /// The open hands of `players` seats' panels `seat` wide (`in_a_row`: four in one row)
    /// whose largest hand holds `most` tablets, in a window `width` × `height`: tablets
    /// [`Metrics::face_side`] a side (half the hand's, at least [`LEAST_SIDE`]), but never
    /// larger than the line of play's, which `line_unit` gives for the board the panels leave
    /// it (the board widget's own layout). The panels are only as tall as those rows: as the
    /// hands empty they shrink and the board grows.
    pub fn open_faces(
        &self,
        (width, height): (f32, f32),
        (players, in_a_row): (usize, bool),
        seat: f32,
        most: usize,
        line_unit: impl Fn(crate::ui::layout::Rect) -> f32,
    ) -> Faces {
        let first = self.faces(seat, most, self.face_side);
        let top = seats_height(players, in_a_row, first.height());
        let unit = line_unit(self.board(width, height, top));
        if self.face_side <= unit {
            first
        } else {
            // Smaller tablets take no more rows, so the board is no smaller and the line's
            // tablets no smaller than `unit`.
            self.faces(seat, most, unit.floor().max(LEAST_SIDE))
        }
    }
}

impl Metrics {
    /// Whether `players` seats' panels with their hands open (the largest `most` tablets, at
    /// the least size [`LEAST_SIDE`]) leave the line of play, in a window `width` ×
    /// `height`, the board a line of 12 needs at that size: three rows of two units and
    /// their gaps ([`least_board`]). `all_open`: the hands are open by choice (the panels
    /// then widen), else only once a round is over. The side panel is counted as a bar
    /// under the seats ([`INFO_BAR`]) where it stands there.
    pub fn open_hands_fit(
        &self,
        (width, height): (f32, f32),
        players: usize,
        all_open: bool,
        most: usize,
    ) -> bool {
        let seat = Metrics::seat_width(width, players, all_open);
        let in_a_row = players == 4 && Metrics::four_in_a_row(width, seat);
        let faces = self.faces(seat, most, LEAST_SIDE);
        let across = if in_a_row { 4.0 } else { players.min(2) as f32 };
        let bar = width - 2.0 * PAD - (across * (seat + SEAT_GAP) - SEAT_GAP) - SEAT_GAP < INFO_MIN;
        let top = seats_height(players, in_a_row, faces.height())
            + if bar { SPACING + INFO_BAR } else { 0.0 };
        self.board(width, height, top).h >= least_board()
    }
}

/// The height a line of 12 takes at the least size ([`LEAST_SIDE`]), logical pixels: three
/// rows two units tall and the two gaps between them, (3 × 2 + 2 × 0.2) × 34 = 217.6.
pub fn least_board() -> f32 {
    (3.0 * 2.0 + 2.0 * ROW_GAP_UNITS) * LEAST_SIDE
}

/// The padding inside a seat's panel.
pub const SEAT_PAD: f32 = 8.0;
/// The height of a seat panel's first line, its name (22 points) and score.
pub const SEAT_NAME_LINE: f32 = 28.6;
/// The space between a seat panel's two lines.
pub const SEAT_LINES_GAP: f32 = 4.0;
/// The height of that count's line (15 points).
pub const SEAT_COUNT_LINE: f32 = 19.5;

/// The width of a slim seat's panel ([`Metrics::slim_row`]), logical pixels: four and their
/// gaps beside a side panel [`INFO_MIN`] wide fill the least window's row, (1024 − 2 × 8 −
/// 340 − 4 × 10) / 4 = 157.
pub const SLIM_SEAT_WIDTH: f32 = 157.0;

/// The height of a slim seat's panel: its name line and its count line, (8 + 28.6 + 4 +
/// 19.5 + 8) = 68.1 logical pixels, less than the side panel beside it (79.5 with its
/// buttons in one row).
pub const SLIM_SEAT_HEIGHT: f32 =
    2.0 * SEAT_PAD + SEAT_NAME_LINE + SEAT_LINES_GAP + SEAT_COUNT_LINE;

/// The height of a seat's panel whose hand is `hand` tall.
pub fn seat_height(hand: f32) -> f32 {
    2.0 * SEAT_PAD + SEAT_NAME_LINE + SEAT_LINES_GAP + hand.max(SEAT_COUNT_LINE)
}

/// The height of the seats' panels, each holding a hand `hand` tall: four two by two stand
/// two panels tall, else one.
pub fn seats_height(players: usize, in_a_row: bool, hand: f32) -> f32 {
    let panel = seat_height(hand);
    if players == 4 && !in_a_row {
        2.0 * panel + SEAT_GAP
    } else {
        panel
    }
}

/// The open hands in the seats' panels ([`Metrics::open_faces`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Faces {
    /// The tablets' short side.
    pub side: f32,
    /// Their canvas, lying across.
    pub size: (f32, f32),
    /// How many a row holds.
    pub per_row: usize,
    /// The rows the largest hand takes (at least one).
    pub rows: usize,
}

impl Faces {
    /// The height of the rows, 2 px between them.
    pub fn height(&self) -> f32 {
        self.rows as f32 * (self.size.1 + 2.0) - 2.0
    }

    /// The width of a full row.
    pub fn width(&self) -> f32 {
        self.per_row as f32 * (self.size.0 + 2.0) - 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::widget::tablet::drawn_side;
    use iced::Size;

    #[test]
    fn the_hand_takes_what_the_board_leaves_in_each_window() {
        // 1024 × 721 (a 1024 × 768 screen less 6 %): by height (721 − 16 − 16 − 80 − 17 − 8)
        // / (2.25 + 6.4 × 0.75) = 584 / 7.05 = 82.8; by width, seven tablets and six gaps
        // of 6 in 1024 − 16 − 380 − 8 = 620: 0.8 × (620 − 36) / 7 = 66.7. So 66.
        assert_eq!(Metrics::of(1024.0, 721.0).hand_side, 66.0);
        // The least window, 1024 × 700: by height 563 / 7.05 = 79.9; by width still 66.7.
        assert_eq!(Metrics::of(1024.0, 700.0).hand_side, 66.0);
        // 1280 × 752 (1280 × 800 less 6 %): 615 / 7.05 = 87.2; by width 0.8 × (876 − 36) / 7
        // = 96. So 87.
        assert_eq!(Metrics::of(1280.0, 752.0).hand_side, 87.0);
        // 1920 × 1015: 878 / 7.05 = 124.5; by width 0.8 × (1516 − 36) / 7 = 169.1. So 124.
        assert_eq!(Metrics::of(1920.0, 1015.0).hand_side, 124.0);
    }

    #[test]
    fn a_hand_tablet_stands_upright_at_its_side_and_a_seat_s_open_tablet_at_half_of_it() {
        let m = Metrics::of(1280.0, 752.0);
        // 87 / 0.8 = 108.75 wide, 195.75 tall; its tablet drawn 87 a side.
        assert_eq!(m.hand_tablet, (108.75, 195.75));
        let s = drawn_side(Size::new(m.hand_tablet.0, m.hand_tablet.1));
        assert!((s - 87.0).abs() < 1e-3, "{s}");
        // Half of 87 is 43.5: 97.875 × 54.375, drawn 43.5 a side.
        let f = drawn_side(Size::new(m.face.0, m.face.1));
        assert!((f - 43.5).abs() < 1e-3, "{f}");
        // At 1024 wide half the hand (33) would be under the least side: 34.
        assert_eq!(Metrics::of(1024.0, 700.0).face_side, 34.0);
        assert_eq!(m.hand_height, 195.75 + 17.0);
    }

    #[test]
    fn a_longer_hand_draws_narrower_down_to_the_least_side() {
        let m = Metrics::of(1024.0, 721.0);
        // 66 / 0.8 = 82.5 wide: seven fit 620 (7 × 82.5 + 36 = 613.5) at full size.
        assert_eq!(m.hand_width(7), Some(82.5));
        // Twelve: (626 / 12) − 6 = 46.17, 46 whole (a side of 36.8).
        assert_eq!(m.hand_width(12), Some(46.0));
        // Thirteen: 626 / 13 − 6 = 42.15, 42: a side of 33.6, under 34.
        assert_eq!(m.hand_width(13), None);
    }

    /// The short side of a line of `n` tablets lying lengthwise, the lead in its middle, in
    /// a round whose line can hold `longest`, as the board lays it in `board`.
    fn line_unit(m: &Metrics, board: crate::ui::layout::Rect, n: usize, longest: usize) -> f32 {
        use crate::ui::layout::{Piece, snake};
        let mut pieces = vec![Piece::Lengthwise; n + 2];
        pieces[0] = Piece::EndMarker;
        pieces[n + 1] = Piece::EndMarker;
        snake(&pieces, n.div_ceil(2), board, m.line_max, longest)
            .unwrap()
            .unit
    }

    /// The sizes of the table at each screen: the window it gives the app (its width,
    /// and 94 % of its height, as the app opens on it), and the row of seats and the side
    /// panel as the screen draws it with two seats (`tests/ui.rs` measures both).
    #[test]
    fn each_screen_meets_its_sizes_for_hand_and_line() {
        // (window, top row, hand, line of ≤ 12, whole round's line of 27)
        for ((w, h), top, hand, early, whole) in [
            ((1024.0, 721.0), 115.0, 64.0, 56.0, 40.0),
            ((1280.0, 752.0), 79.5, 80.0, 64.0, 50.0),
            ((1920.0, 1015.0), 79.5, 120.0, 90.0, 64.0),
        ] {
            let m = Metrics::of(w, h);
            for n in [6, 7] {
                let tw = m.hand_width(n).unwrap();
                let side = drawn_side(Size::new(tw, tw * 1.8));
                assert!(side >= hand, "{w}×{h}: a hand of {n} at {side}");
            }
            let board = m.board(w, h, top);
            // One tablet: the hand's size.
            assert_eq!(line_unit(&m, board, 1, 14), m.hand_side);
            // Twelve, in a round of 14 (Musical Dominoes for two) or 27 (the Drawing game).
            for longest in [14, 27] {
                let u = line_unit(&m, board, 12, longest);
                assert!(u >= early, "{w}×{h}: 12 of {longest} at {u}");
            }
            let u = line_unit(&m, board, 27, 27);
            assert!(u >= whole, "{w}×{h}: 27 at {u}");
        }
    }

    #[test]
    fn at_1920_by_1015_twelve_tablets_lie_in_three_rows_of_93_px() {
        let m = Metrics::of(1920.0, 1015.0);
        let board = m.board(1920.0, 1015.0, 79.5);
        // 1015 − 16 − 16 − 79.5 − (279 + 17) − 8 = 599.5 tall, 1920 − 32 = 1888 wide.
        assert_eq!((board.w, board.h), (1888.0, 599.5));
        // Three rows, 6.4 units, fit up to 599.5 / 6.4 = 93.67; in 2 % steps from 124 the
        // largest below is 124 × 0.98^14 = 93.45 (0.98^13 gives 95.35). Beside the lead
        // (1888 − 1.2u − 2u) / 2 − 0.12u = 783.3 holds four tablets of 2u (781.2), so the
        // arm of six and its marker takes a second row, and no more.
        let u = line_unit(&m, board, 12, 27);
        assert!((u - 93.45).abs() < 0.01, "{u}");
    }

    #[test]
    fn a_lopsided_line_keeps_to_the_least_side_in_the_least_window() {
        use crate::ui::layout::{Piece, snake};
        // Four seats two by two at 1024 × 700 (as covered hands stood before they stood slim
        // in one row, [`Metrics::slim_row`]): the board is 992 × 339.3. At 34 px, 27 tablets all on
        // one arm: beside the lead (992 − 40.8 − 68) / 2 − 4.08 = 437 holds six, a row
        // (992 − 40.8) holds thirteen: 6 + 13 + 13 = 32 ≥ 27 and its marker, three rows
        // each way, 5 × 68 + 4 × 6.8 = 367.2 tall: too tall. Two seats, or four slim in one
        // row (992 × 379.5), hold it.
        for (top, fits) in [(115.0, true), (155.2, false)] {
            let m = Metrics::of(1024.0, 700.0);
            let board = m.board(1024.0, 700.0, top);
            let mut pieces = vec![Piece::Lengthwise; 29];
            pieces[0] = Piece::EndMarker;
            pieces[28] = Piece::EndMarker;
            let u = snake(&pieces, 1, board, m.line_max, 27).unwrap().unit;
            assert_eq!(u >= LEAST_SIDE, fits, "top {top}: {u}");
        }
    }

    #[test]
    fn open_hands_take_the_rows_their_largest_hand_needs_at_no_more_than_the_line_s_size() {
        // Four seats at 1024 × 721, two by two, 324 wide: tablets of 34 (76.5 × 42.5), three a
        // row ((324 − 14) / 78.5 = 3.9). A hand of 7 takes three rows (131.5), of 6 or 4 two
        // (87), of 1 one.
        let m = Metrics::of(1024.0, 721.0);
        let seat = Metrics::seat_width(1024.0, 4, true);
        assert_eq!(seat, 324.0);
        let line = |_| 40.0;
        for (most, rows, tall) in [
            (7, 3, 131.5),
            (6, 2, 87.0),
            (4, 2, 87.0),
            (1, 1, 42.5),
            (0, 1, 42.5),
        ] {
            let f = m.open_faces((1024.0, 721.0), (4, false), seat, most, line);
            assert_eq!(
                (f.side, f.per_row, f.rows, f.height()),
                (34.0, 3, rows, tall)
            );
        }
        // The panels two by two: 2 × (8 + 28.6 + 4 + 87 + 8) + 10 = 281.2.
        assert!((seats_height(4, false, 87.0) - 281.2).abs() < 1e-3);
        // At 1920 × 1015 half the hand is 62; a line drawn at 50 takes them down to 50, one
        // under the least side to 34; a line at 93 leaves them at 62.
        let m = Metrics::of(1920.0, 1015.0);
        let seat = Metrics::seat_width(1920.0, 4, true);
        for (unit, side) in [(93.0, 62.0), (50.7, 50.0), (30.0, 34.0)] {
            let f = m.open_faces((1920.0, 1015.0), (4, false), seat, 4, |_| unit);
            assert_eq!(f.side, side, "a line at {unit}");
        }
    }

    #[test]
    fn four_covered_seats_stand_slim_in_one_row_no_taller_than_the_side_panel() {
        // Four slim panels and their four gaps beside a side panel of 340 fill the least
        // window's row: 16 + 4 × (157 + 10) + 340 = 1024.
        assert_eq!(
            2.0 * PAD + 4.0 * (SLIM_SEAT_WIDTH + SEAT_GAP) + INFO_MIN,
            1024.0
        );
        // Two lines, 8 + 28.6 + 4 + 19.5 + 8 = 68.1 tall, under the side panel's 79.5 with
        // its buttons in one row (and its 115 with two); two by two they stood
        // 2 × 68.1 + 10 = 146.2 with no hand, 155.2 with a row of backs.
        assert!((SLIM_SEAT_HEIGHT - 68.1).abs() < 1e-3);
        assert!((seats_height(4, true, 19.5) - 68.1).abs() < 1e-3);
        // Slim in one row wherever four full panels (318) do not fit it, below 1668 wide.
        for w in [1024.0, 1122.0, 1280.0, 1667.0] {
            assert!(Metrics::slim_row(w, 4, false), "{w}");
        }
        assert!(!Metrics::slim_row(1668.0, 4, false));
        assert!(!Metrics::slim_row(1920.0, 4, false));
        // Not with open hands (all hands open, the round over), which stand two by two with
        // their tablets, nor with two seats.
        assert!(!Metrics::slim_row(1024.0, 4, true));
        assert!(!Metrics::slim_row(1024.0, 2, false));
    }

    #[test]
    fn open_hands_in_seats_panels_widen_the_panels_into_the_row() {
        // Two seats at 1920: (1920 − 16 − 340 − 20) / 2 = 772 each; faces of 62 (124 / 2),
        // 139.5 wide: (772 − 14) / 141.5 = 5.36, five a row.
        let m = Metrics::of(1920.0, 1015.0);
        let seat = Metrics::seat_width(1920.0, 2, true);
        assert_eq!(seat, 772.0);
        assert_eq!(m.faces_per_row(seat), 5);
        // Closed, the panel keeps its width; four in a row need 16 + 4 × 328 + 340 = 1668.
        assert_eq!(Metrics::seat_width(1920.0, 2, false), 318.0);
        assert!(Metrics::four_in_a_row(1920.0, 318.0));
        assert!(Metrics::four_in_a_row(1668.0, 318.0));
        assert!(!Metrics::four_in_a_row(1667.0, 318.0));
        assert!(!Metrics::four_in_a_row(1280.0, 318.0));
    }
}
