//! Painting tablets on an iced canvas: face up (note glyph and figure, or pips), face down, and
//! the marker of an open end.

use iced::widget::canvas::{self, Frame, LineDash, Path, Stroke};
use iced::{Color, Point, Rectangle, Size, Vector};

use crate::engine::Face;
use crate::music::NoteValue;
use crate::ui::glyphs;
use crate::ui::theme::Palette;

/// How a tablet stands out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Emphasis {
    /// Plain.
    #[default]
    Normal,
    /// Can be played now: outlined in the accent colour.
    Playable,
    /// Cannot be played now: faded.
    Dimmed,
    /// Picked, waiting for the end to be chosen.
    Selected,
}

/// Paints a face-up tablet into `rect`: `first` on the left (top when `vertical`), `second` on
/// the right (bottom).
pub fn paint(
    frame: &mut Frame,
    rect: Rectangle,
    halves: (u8, u8),
    vertical: bool,
    face: Face,
    palette: &Palette,
    emphasis: Emphasis,
) {
    let radius = rect.width.min(rect.height) * 0.12;
    body(frame, rect, radius, palette, emphasis);
    let (a, b) = split(rect, vertical);
    half(frame, a, halves.0, face, palette);
    half(frame, b, halves.1, face, palette);
    divider(frame, rect, vertical, palette);
    match emphasis {
        Emphasis::Dimmed => {
            let path = Path::rounded_rectangle(rect.position(), rect.size(), radius.into());
            frame.fill(
                &path,
                Color {
                    a: 0.55,
                    ..palette.table
                },
            );
        }
        Emphasis::Playable | Emphasis::Selected => {
            let grow = rect.width.min(rect.height) * 0.06;
            let outer = Rectangle {
                x: rect.x - grow,
                y: rect.y - grow,
                width: rect.width + 2.0 * grow,
                height: rect.height + 2.0 * grow,
            };
            let path =
                Path::rounded_rectangle(outer.position(), outer.size(), (radius + grow).into());
            let width = if emphasis == Emphasis::Selected {
                4.0
            } else {
                2.5
            };
            frame.stroke(
                &path,
                Stroke::default()
                    .with_color(palette.accent)
                    .with_width(width),
            );
        }
        Emphasis::Normal => {}
    }
}

/// Paints a face-down tablet (its back) into `rect`.
pub fn paint_back(frame: &mut Frame, rect: Rectangle, palette: &Palette) {
    let radius = rect.width.min(rect.height) * 0.14;
    body(frame, rect, radius, palette, Emphasis::Normal);
    let inset = rect.width.min(rect.height) * 0.18;
    let inner = Rectangle {
        x: rect.x + inset,
        y: rect.y + inset,
        width: rect.width - 2.0 * inset,
        height: rect.height - 2.0 * inset,
    };
    let path = Path::rounded_rectangle(inner.position(), inner.size(), (radius * 0.5).into());
    frame.fill(
        &path,
        Color {
            a: 0.16,
            ..palette.brass
        },
    );
    frame.stroke(
        &path,
        Stroke::default().with_color(palette.brass).with_width(1.0),
    );
}

/// Paints the marker of an open end showing `suit`, in a dashed box, with an arrow pointing
/// away from the line (`outward_left` for the left end); `active` when the player may choose
/// this end now.
#[allow(clippy::too_many_arguments)]
pub fn paint_end_marker(
    frame: &mut Frame,
    rect: Rectangle,
    outward_left: bool,
    suit: u8,
    face: Face,
    palette: &Palette,
    active: bool,
) {
    let radius = rect.height * 0.16;
    let path = Path::rounded_rectangle(rect.position(), rect.size(), radius.into());
    let color = if active {
        palette.accent
    } else {
        Color {
            a: 0.7,
            ..palette.on_table
        }
    };
    if active {
        frame.fill(
            &path,
            Color {
                a: 0.18,
                ..palette.accent
            },
        );
    }
    frame.stroke(
        &path,
        Stroke {
            line_dash: LineDash {
                segments: &[6.0, 4.0],
                offset: 0,
            },
            ..Stroke::default()
                .with_color(color)
                .with_width(if active { 3.0 } else { 1.5 })
        },
    );
    // The end's note (or pips) in the square next to the line, drawn in the table's colour.
    let square = Rectangle {
        x: if outward_left {
            rect.x + rect.width * 0.92 - rect.height
        } else {
            rect.x + rect.width * 0.08
        },
        y: rect.y,
        width: rect.height,
        height: rect.height,
    };
    let look = Palette {
        ink: color,
        ..*palette
    };
    half(frame, square, suit, face, &look);
    // An arrow pointing away from the line.
    let (cx, dir) = if outward_left {
        (rect.x + rect.width * 0.28, -1.0)
    } else {
        (rect.x + rect.width * 0.72, 1.0)
    };
    let cy = rect.y + rect.height / 2.0;
    let s = rect.height * 0.16;
    let arrow = Path::new(|p| {
        p.move_to(Point::new(cx - dir * s, cy - s));
        p.line_to(Point::new(cx + dir * s, cy));
        p.line_to(Point::new(cx - dir * s, cy + s));
    });
    frame.stroke(&arrow, Stroke::default().with_color(color).with_width(2.0));
}

fn body(frame: &mut Frame, rect: Rectangle, radius: f32, palette: &Palette, emphasis: Emphasis) {
    let lift = if matches!(emphasis, Emphasis::Playable | Emphasis::Selected) {
        rect.height.min(rect.width) * 0.08
    } else {
        rect.height.min(rect.width) * 0.05
    };
    let shadow = Path::rounded_rectangle(
        Point::new(rect.x + lift * 0.5, rect.y + lift),
        rect.size(),
        radius.into(),
    );
    frame.fill(&shadow, Color::from_rgba(0.0, 0.0, 0.0, 0.32));
    let path = Path::rounded_rectangle(rect.position(), rect.size(), radius.into());
    frame.fill(&path, palette.ivory);
    frame.stroke(
        &path,
        Stroke::default()
            .with_color(palette.ink)
            .with_width((rect.width.min(rect.height) * 0.025).max(1.0)),
    );
}

fn split(rect: Rectangle, vertical: bool) -> (Rectangle, Rectangle) {
    if vertical {
        let h = rect.height / 2.0;
        (
            Rectangle { height: h, ..rect },
            Rectangle {
                y: rect.y + h,
                height: h,
                ..rect
            },
        )
    } else {
        let w = rect.width / 2.0;
        (
            Rectangle { width: w, ..rect },
            Rectangle {
                x: rect.x + w,
                width: w,
                ..rect
            },
        )
    }
}

fn divider(frame: &mut Frame, rect: Rectangle, vertical: bool, palette: &Palette) {
    let short = rect.width.min(rect.height);
    let inset = short * 0.16;
    let c = rect.center();
    let line = if vertical {
        Path::line(
            Point::new(rect.x + inset, c.y),
            Point::new(rect.x + rect.width - inset, c.y),
        )
    } else {
        Path::line(
            Point::new(c.x, rect.y + inset),
            Point::new(c.x, rect.y + rect.height - inset),
        )
    };
    frame.stroke(
        &line,
        Stroke::default()
            .with_color(palette.ink)
            .with_width((short * 0.03).max(1.0)),
    );
    let pin = Path::circle(c, short * 0.065);
    frame.fill(&pin, palette.brass);
    frame.stroke(
        &pin,
        Stroke::default().with_color(palette.ink).with_width(0.8),
    );
}

/// Draws one half (a square box) of a tablet.
fn half(frame: &mut Frame, sq: Rectangle, suit: u8, face: Face, palette: &Palette) {
    match face {
        Face::Notes => {
            let Some(note) = NoteValue::from_suit(suit) else {
                return;
            };
            note_half(frame, sq, note, palette.ink);
        }
        Face::Pips => pips(frame, sq, suit, palette.ink),
    }
}

/// The glyph above its figure, optically centred in the square: the tallest note (the 64th,
/// −0.55 to 4.89 staff spaces) fills 52 % of the height; every notehead sits on one baseline.
fn note_half(frame: &mut Frame, sq: Rectangle, note: NoteValue, ink: Color) {
    let s = sq.height.min(sq.width);
    // 1 em = 4 staff spaces; the 64th note spans 5.44 staff spaces = 1.36 em.
    let em = s * 0.52 / 1.36;
    let (x0, _, x1, _) = note.glyph_bbox();
    let glyph_w = (x1 - x0) / 4.0 * em;
    let top = sq.y + s * 0.07;
    let baseline = top + 4.888 / 4.0 * em;
    let origin = Point::new(sq.x + (sq.width - glyph_w) / 2.0 - x0 / 4.0 * em, baseline);
    glyphs::notes().fill(frame, &note.smufl_glyph().to_string(), origin, em, ink);
    let figure = note.figure().to_string();
    let size = s * 0.34;
    let w = glyphs::figures().width(&figure) * size;
    let fig_base = sq.y + s * 0.90;
    glyphs::figures().fill(
        frame,
        &figure,
        Point::new(sq.x + (sq.width - w) / 2.0, fig_base),
        size,
        ink,
    );
}

fn pips(frame: &mut Frame, sq: Rectangle, n: u8, ink: Color) {
    let s = sq.height.min(sq.width);
    let r = s * 0.085;
    let c = sq.center();
    let d = s * 0.25;
    let at = |dx: f32, dy: f32| Point::new(c.x + dx * d, c.y + dy * d);
    let points: Vec<Point> = match n {
        1 => vec![at(0.0, 0.0)],
        2 => vec![at(-1.0, -1.0), at(1.0, 1.0)],
        3 => vec![at(-1.0, -1.0), at(0.0, 0.0), at(1.0, 1.0)],
        4 => vec![at(-1.0, -1.0), at(1.0, -1.0), at(-1.0, 1.0), at(1.0, 1.0)],
        5 => vec![
            at(-1.0, -1.0),
            at(1.0, -1.0),
            at(0.0, 0.0),
            at(-1.0, 1.0),
            at(1.0, 1.0),
        ],
        6 => vec![
            at(-1.0, -1.0),
            at(1.0, -1.0),
            at(-1.0, 0.0),
            at(1.0, 0.0),
            at(-1.0, 1.0),
            at(1.0, 1.0),
        ],
        _ => vec![],
    };
    for p in points {
        frame.fill(&Path::circle(p, r), ink);
    }
}

/// A canvas program showing one tablet that fills its bounds (face up or face down).
#[derive(Debug, Clone, Copy)]
pub struct TabletCanvas {
    /// The halves, or `None` for a face-down tablet.
    pub halves: Option<(u8, u8)>,
    /// How halves are read.
    pub face: Face,
    /// Colours.
    pub palette: Palette,
    /// Highlight or dimming.
    pub emphasis: Emphasis,
    /// Halves one above the other.
    pub vertical: bool,
}

impl<Message> canvas::Program<Message> for TabletCanvas {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &iced::Renderer,
        _theme: &iced::Theme,
        bounds: Rectangle,
        _cursor: iced::mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        // Leave room for the highlight ring and the shadow.
        let pad = bounds.width.min(bounds.height) * 0.1;
        let rect = Rectangle::new(
            Point::new(pad, pad * 0.8),
            Size::new(bounds.width - 2.0 * pad, bounds.height - 2.0 * pad),
        );
        match self.halves {
            Some(h) => paint(
                &mut frame,
                rect,
                h,
                self.vertical,
                self.face,
                &self.palette,
                self.emphasis,
            ),
            None => paint_back(&mut frame, rect, &self.palette),
        }
        let _ = Vector::ZERO;
        vec![frame.into_geometry()]
    }
}
