//! The line of play on the table: every tablet as it lies, laid from the lead outward both ways
//! as a snake that fits the board, with both open ends marked. Clicking a highlighted end
//! chooses it.

use iced::mouse;
use iced::widget::canvas::{self, Action, Cache, Event, Frame, Geometry, Path, Stroke};
use iced::{Color, Point, Rectangle, Size};

use crate::engine::{End, Face, Line};
use crate::ui::layout::{self, Piece, Rect};
use crate::ui::metrics::{BOARD_END, BOARD_SIDE};
use crate::ui::theme::Palette;
use crate::ui::widget::tablet::{self, Emphasis};

/// The largest short side of a tablet on the boards of Replay and Rules, logical pixels (the
/// game screen's comes from the window's size, [`crate::ui::metrics::Metrics::line_max`]).
pub const MAX_UNIT: f32 = 56.0;

/// The pieces the board lays out for `line`: the left end marker, the tablets, the right end
/// marker (markers only once the line is open).
pub fn pieces(line: &Line, crosswise: bool) -> Vec<Piece> {
    if line.is_empty() {
        return Vec::new();
    }
    let mut v = Vec::with_capacity(line.len() + 2);
    v.push(Piece::EndMarker);
    for p in line.tiles() {
        v.push(if crosswise && p.is_double() {
            Piece::Crosswise
        } else {
            Piece::Lengthwise
        });
    }
    v.push(Piece::EndMarker);
    v
}

/// The most tablets the line of `round` can hold: those on it, in the hands and in the
/// stock that may still be drawn (at most 28). It stays the same through a round: a play
/// moves a tablet from a hand to the line, a draw from the stock to a hand.
pub fn longest_line(round: &crate::engine::Round) -> usize {
    let rules = round.rules();
    let in_hands: usize = (0..rules.players).map(|s| round.hand(s).len()).sum();
    let drawable = rules
        .variant
        .reserve()
        .map_or(0, |r| round.stock().len().saturating_sub(r));
    (round.line().len() + in_hands + drawable).min(28)
}

/// The board canvas: draws `line` and reports clicks on the ends in `choosable`.
pub struct Board<'a, Message> {
    /// The line of play.
    pub line: &'a Line,
    /// The largest short side of a tablet on the board, logical pixels: the game screen's
    /// [`crate::ui::metrics::Metrics::line_max`], from the window's size.
    pub max_unit: f32,
    /// The most tablets the line can hold this round ([`longest_line`]), for the size it is
    /// drawn at once it outgrows the largest ([`layout::snake`]).
    pub longest: usize,
    /// How halves are read.
    pub face: Face,
    /// Whether doubles lie crosswise.
    pub crosswise: bool,
    /// Colours.
    pub palette: Palette,
    /// Ends the player may choose now, with the message each sends.
    pub choosable: Vec<(End, Message)>,
    /// Index in the line of a tablet to highlight (the one being heard), if any.
    pub highlight: Option<usize>,
    /// The names of the left and right ends in the user's language, written in their markers.
    pub end_names: [String; 2],
    /// Whether the ends are open, each marked: false once the round is over, when nothing
    /// more is laid on them (the owner clears the cache when it changes).
    pub open: bool,
    /// Whether the line is centred as a whole (an example that does not grow), rather than
    /// on its lead (a round's line, so that a tablet laid at either end moves no other).
    pub centred: bool,
    /// The geometry cache (cleared by the owner when the line changes).
    pub cache: &'a Cache,
}

/// Where a board of `bounds` lays its line: inside it by [`BOARD_SIDE`] left and right (the
/// bends' room) and [`BOARD_END`] above and below.
pub fn area(bounds: Size) -> Rect {
    Rect {
        x: BOARD_SIDE,
        y: BOARD_END,
        w: bounds.width - 2.0 * BOARD_SIDE,
        h: bounds.height - 2.0 * BOARD_END,
    }
}

/// The names of the left and right ends in `i18n`'s language, as [`Board::end_names`] wants
/// them ("left", "right").
pub fn end_names(i18n: &crate::i18n::Localizer) -> [String; 2] {
    [i18n.t("end-left"), i18n.t("end-right")]
}

impl<'a, Message: Clone> Board<'a, Message> {
    fn snake(&self, bounds: Size) -> Option<layout::Snake> {
        let area = area(bounds);
        let pieces = pieces(self.line, self.crosswise);
        // The piece the line is laid out from, at the board's centre: the lead (the piece
        // after the left end marker), or for a line centred as a whole the middle piece.
        let lead = if self.centred {
            pieces.len() / 2
        } else {
            self.line.lead_index() + 1
        };
        layout::snake(&pieces, lead, area, self.max_unit, self.longest)
    }

    fn end_rect(&self, bounds: Size, end: End) -> Option<Rectangle> {
        let snake = self.snake(bounds)?;
        let slot = match end {
            End::Left => snake.slots.first()?,
            End::Right => snake.slots.last()?,
        };
        Some(to_rectangle(slot.rect))
    }
}

/// How an open end's marker is drawn: its box, the way the line grows there, and the way its
/// arrow points.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Marker {
    rect: Rectangle,
    /// Whether the line grows leftward at this end: along its row, which runs back the other
    /// way after each turn. The end's note stands on the side toward the line.
    outward_left: bool,
    /// Whether the arrow points left: it names the end and the arrow key that picks it (←
    /// left, → right), so it follows the end, not the way the row runs.
    arrow_left: bool,
}

impl Marker {
    fn at(end: End, slot: &layout::Slot) -> Marker {
        Marker {
            rect: to_rectangle(slot.rect),
            outward_left: (end == End::Left) != slot.reversed,
            arrow_left: end == End::Left,
        }
    }
}

fn to_rectangle(r: Rect) -> Rectangle {
    Rectangle::new(Point::new(r.x, r.y), Size::new(r.w, r.h))
}

impl<'a, Message: Clone> canvas::Program<Message> for Board<'a, Message> {
    type State = ();

    fn update(
        &self,
        _state: &mut (),
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<Action<Message>> {
        if let Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) = event {
            let pos = cursor.position_in(bounds)?;
            for (end, msg) in &self.choosable {
                if self.end_rect(bounds.size(), *end)?.contains(pos) {
                    return Some(Action::publish(msg.clone()).and_capture());
                }
            }
        }
        None
    }

    fn mouse_interaction(
        &self,
        _state: &(),
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        if let Some(pos) = cursor.position_in(bounds) {
            for (end, _) in &self.choosable {
                if self
                    .end_rect(bounds.size(), *end)
                    .is_some_and(|r| r.contains(pos))
                {
                    return mouse::Interaction::Pointer;
                }
            }
        }
        mouse::Interaction::default()
    }

    fn draw(
        &self,
        _state: &(),
        renderer: &iced::Renderer,
        _theme: &iced::Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let geometry = self.cache.draw(renderer, bounds.size(), |frame| {
            self.paint(frame, bounds.size());
        });
        vec![geometry]
    }
}

impl<'a, Message: Clone> Board<'a, Message> {
    fn paint(&self, frame: &mut Frame, size: Size) {
        let Some(snake) = self.snake(size) else {
            return;
        };
        // The ends' markers, which are not drawn once the round is over: a bend that leads
        // only to one of them is left out with it.
        let hidden: Vec<Rectangle> = match (self.open, snake.slots.first(), snake.slots.last()) {
            (false, Some(first), Some(last)) => {
                vec![to_rectangle(first.rect), to_rectangle(last.rect)]
            }
            _ => Vec::new(),
        };
        let at_hidden = |(x, y): (f32, f32)| {
            hidden
                .iter()
                .any(|r| r.expand(0.5).contains(Point::new(x, y)))
        };
        // The bends between rows, faint, in the margins beside the rows.
        for turn in snake
            .turns
            .iter()
            .filter(|t| !at_hidden(t.from) && !at_hidden(t.to))
        {
            let bend = Path::new(|p| {
                let ((ax, ay), (bx, by)) = (turn.from, turn.to);
                p.move_to(Point::new(ax, ay));
                p.bezier_curve_to(
                    Point::new(turn.x, ay),
                    Point::new(turn.x, by),
                    Point::new(bx, by),
                );
            });
            frame.stroke(
                &bend,
                Stroke::default()
                    .with_color(Color {
                        a: 0.25,
                        ..self.palette.on_table
                    })
                    .with_width(snake.unit * 0.18),
            );
        }
        let tiles = self.line.tiles();
        let n = snake.slots.len();
        for (i, slot) in snake.slots.iter().enumerate() {
            let rect = to_rectangle(slot.rect);
            if i == 0 || i == n - 1 {
                if !self.open {
                    continue;
                }
                let end = if i == 0 { End::Left } else { End::Right };
                let Some(value) = self.line.end_value(end) else {
                    continue;
                };
                let active = self.choosable.iter().any(|(e, _)| *e == end);
                let marker = Marker::at(end, slot);
                tablet::paint_end_marker(
                    frame,
                    marker.rect,
                    marker.outward_left,
                    marker.arrow_left,
                    value,
                    self.face,
                    &self.palette,
                    active,
                    &self.end_names[usize::from(end == End::Right)],
                );
                continue;
            }
            let placed = tiles[i - 1];
            let vertical = slot.rect.h > slot.rect.w;
            // In a row running right to left the line's left half is drawn on the right.
            let halves = if slot.reversed && !vertical {
                (placed.right, placed.left)
            } else {
                (placed.left, placed.right)
            };
            let emphasis = if self.highlight == Some(i - 1) {
                Emphasis::Selected
            } else {
                Emphasis::Normal
            };
            tablet::paint(
                frame,
                rect,
                halves,
                vertical,
                self.face,
                &self.palette,
                emphasis,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Placed, Tile};

    /// A line of `n` tablets (any tablets: the board does not check that they match), laid
    /// alternately at the right end and the left.
    fn line_of(n: u8) -> Line {
        let mut line = Line::new();
        line.open(Tile::from_index(0).unwrap(), 0);
        for i in 1..n {
            let tile = Tile::from_index(i).unwrap();
            let end = if i % 2 == 1 { End::Right } else { End::Left };
            line.push(end, Placed::laid(tile, end, tile.high()));
        }
        line
    }

    #[test]
    fn each_end_marker_points_to_its_own_side_after_the_line_has_turned() {
        let cache = Cache::new();
        let mut turned_back = 0;
        for n in 1..=28 {
            let line = line_of(n);
            let board: Board<'_, ()> = Board {
                line: &line,
                max_unit: 56.0,
                longest: 28,
                face: Face::Notes,
                crosswise: false,
                palette: crate::ui::theme::Look::Baize.palette(),
                choosable: Vec::new(),
                highlight: None,
                end_names: ["left".into(), "right".into()],
                open: true,
                centred: false,
                cache: &cache,
            };
            let snake = board.snake(Size::new(700.0, 500.0)).unwrap();
            let (first, last) = (snake.slots[0], snake.slots[snake.slots.len() - 1]);
            let (left, right) = (Marker::at(End::Left, &first), Marker::at(End::Right, &last));
            // Where an end's row runs back the other way (once the line has turned a corner),
            // the line grows rightward at the left end and leftward at the right end...
            assert_eq!(left.outward_left, !first.reversed, "{n} tablets");
            assert_eq!(right.outward_left, last.reversed, "{n} tablets");
            if first.reversed && last.reversed {
                turned_back += 1;
            }
            // ...but the arrows name the ends, as the arrow keys do: ← left, → right.
            assert!(
                left.arrow_left,
                "{n} tablets: the left end's arrow points left"
            );
            assert!(
                !right.arrow_left,
                "{n} tablets: the right end's arrow points right"
            );
        }
        assert!(turned_back > 0, "some lines turn both ends back");
    }
}
