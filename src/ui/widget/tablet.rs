//! Painting tablets on an iced canvas: face up (note glyph and figure, or pips), face down, and
//! the marker of an open end.

use iced::widget::canvas::{self, Frame, LineDash, Path, Stroke};
use iced::{Color, Point, Rectangle, Size};

use crate::chart::fonts::FontRole;
use crate::chart::palette::{BRASS, EBONY, IVORY, Rgba};
use crate::chart::tablet::{self as chart_tablet, Anchor, Orientation, Primitive, TabletSpec};
use crate::engine::Face;
use crate::music::NoteValue;
use crate::ui::glyphs;
use crate::ui::theme::Palette;

/// The least short side, logical pixels, the app draws a face-up tablet at (each half a
/// square of this side, [`drawn_side`]). Every note is drawn at one size, an em of
/// 0.56 × 4 / 5.44 of the side ([`chart_tablet::note_layout`]): 14.0 px here, where Bravura's
/// 16th, 32nd and 64th notes still show 2, 3 and 4 flags apart at 100 % (the test
/// `the_flags_stay_apart_at_the_least_size`); at 13 px the 32nd's run together, and at 10 px
/// all three show one blot. Every place that draws tablets sizes its canvases so that
/// [`drawn_side`] is at least this; the line of play is the exception (see
/// `every_place_that_draws_tablets_draws_them_at_least_the_least_size`).
pub const LEAST_SIDE: f32 = 34.0;

/// Where a [`TabletCanvas`] of `bounds` (width, height) lays its tablet: inside it by a tenth
/// of its short side, the room the highlight ring and the shadow take.
pub fn canvas_rect(bounds: Size) -> Rectangle {
    let pad = bounds.width.min(bounds.height) * 0.1;
    Rectangle::new(
        Point::new(pad, pad * 0.8),
        Size::new(bounds.width - 2.0 * pad, bounds.height - 2.0 * pad),
    )
}

/// The short side (each half's side) of the tablet [`paint`] draws into `rect`: half its
/// long side.
pub fn side_in(rect: Size) -> f32 {
    rect.width.max(rect.height) / 2.0
}

/// The short side of the tablet a [`TabletCanvas`] of `bounds` draws.
pub fn drawn_side(bounds: Size) -> f32 {
    side_in(canvas_rect(bounds).size())
}

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
/// the right (bottom). The drawing is the printed chart's ([`crate::chart::tablet`]): the same
/// primitives, scaled to `rect`, with the look's colours for ivory, ink and brass.
pub fn paint(
    frame: &mut Frame,
    rect: Rectangle,
    halves: (u8, u8),
    vertical: bool,
    face: Face,
    palette: &Palette,
    emphasis: Emphasis,
) {
    let spec = TabletSpec {
        face,
        halves,
        orientation: if vertical {
            Orientation::Vertical
        } else {
            Orientation::Horizontal
        },
        length_mm: 2.0 * side_in(rect.size()),
        shadow: true,
    };
    let lift = if matches!(emphasis, Emphasis::Playable | Emphasis::Selected) {
        1.6
    } else {
        1.0
    };
    // A chosen tablet's ivory takes a tint of the accent, so that it stands out from the
    // other playable ones at a glance, while its notes and figures keep their full ink.
    let tinted;
    let palette = if emphasis == Emphasis::Selected {
        let mix = |a: f32, b: f32| a + (b - a) * 0.32;
        tinted = Palette {
            ivory: Color {
                r: mix(palette.ivory.r, palette.accent.r),
                g: mix(palette.ivory.g, palette.accent.g),
                b: mix(palette.ivory.b, palette.accent.b),
                a: palette.ivory.a,
            },
            ..*palette
        };
        &tinted
    } else {
        palette
    };
    for p in chart_tablet::tablet(&spec) {
        draw_primitive(frame, &p, rect.position(), palette, lift);
    }
    // The veil and the ring go round the tablet as drawn (its long side `length_mm`, the
    // other half that), which may stand a little taller or wider than `rect`: veiling `rect`
    // left a strip of bright ivory along a dimmed tablet's foot.
    let long = spec.length_mm;
    let rect = Rectangle::new(
        rect.position(),
        if vertical {
            Size::new(long / 2.0, long)
        } else {
            Size::new(long, long / 2.0)
        },
    );
    let radius = rect.width.min(rect.height) * 0.09;
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

/// The look's colour for a colour of the chart's palette (ivory, ebony, brass), else as given.
fn colour(c: Rgba, palette: &Palette) -> Color {
    let base = if c.with_alpha(255) == IVORY {
        palette.ivory
    } else if c.with_alpha(255) == EBONY {
        palette.ink
    } else if c.with_alpha(255) == BRASS {
        palette.brass
    } else {
        Color::from_rgb8(c.r, c.g, c.b)
    };
    Color {
        a: base.a * c.alpha_f32(),
        ..base
    }
}

/// Fills and outlines `path` as a primitive asks; outlines are at least `min_width` wide so
/// that small tablets keep a visible edge.
fn fill_and_stroke(
    frame: &mut Frame,
    path: &Path,
    fill: Option<Rgba>,
    stroke: Option<(Rgba, f32)>,
    min_width: f32,
    palette: &Palette,
) {
    if let Some(f) = fill {
        frame.fill(path, colour(f, palette));
    }
    if let Some((c, width)) = stroke {
        frame.stroke(
            path,
            Stroke::default()
                .with_color(colour(c, palette))
                .with_width(width.max(min_width)),
        );
    }
}

/// Draws one primitive of the shared tablet drawing at `origin` (logical pixels; the drawing's
/// millimetres are taken as pixels). `lift` scales the shadow's fall (a raised tablet).
fn draw_primitive(frame: &mut Frame, p: &Primitive, origin: Point, palette: &Palette, lift: f32) {
    let at = |(x, y): (f32, f32)| Point::new(origin.x + x, origin.y + y);
    match p {
        Primitive::Shadow {
            x,
            y,
            w,
            h,
            radius,
            offset,
            blur,
            color,
        } => {
            // No blur on the canvas: two soft layers stand in for it. The box itself comes
            // next, in opaque ivory, and covers the shadow's middle: each layer is filled
            // round the box only (even-odd), which spares blending the box's whole area
            // twice more, a large part of a frame drawn in software. A see-through ivory
            // (no look has one) gets the whole layers.
            let cut_out = palette.ivory.a >= 1.0;
            for (grow, alpha) in [(*blur, 0.45), (0.0, 0.75)] {
                let path = Path::new(|b| {
                    b.rounded_rectangle(
                        at((x + offset.0 * lift - grow, y + offset.1 * lift - grow)),
                        Size::new(w + 2.0 * grow, h + 2.0 * grow),
                        (radius + grow).into(),
                    );
                    if cut_out {
                        b.rounded_rectangle(at((*x, *y)), Size::new(*w, *h), (*radius).into());
                    }
                });
                let c = colour(*color, palette);
                frame.fill(
                    &path,
                    canvas::Fill {
                        style: canvas::Style::Solid(Color {
                            a: c.a * alpha,
                            ..c
                        }),
                        rule: canvas::fill::Rule::EvenOdd,
                    },
                );
            }
        }
        Primitive::RoundedRect {
            x,
            y,
            w,
            h,
            radius,
            fill,
            stroke,
        } => {
            let path = Path::rounded_rectangle(at((*x, *y)), Size::new(*w, *h), (*radius).into());
            fill_and_stroke(frame, &path, *fill, *stroke, 1.0, palette);
        }
        Primitive::Line {
            from,
            to,
            color,
            width,
            dash,
        } => {
            let path = Path::line(at(*from), at(*to));
            let segments = dash.map(|(on, off)| [on, off]);
            let stroke = Stroke::default()
                .with_color(colour(*color, palette))
                .with_width(width.max(1.0));
            match &segments {
                Some(seg) => frame.stroke(
                    &path,
                    Stroke {
                        line_dash: LineDash {
                            segments: seg,
                            offset: 0,
                        },
                        ..stroke
                    },
                ),
                None => frame.stroke(&path, stroke),
            }
        }
        Primitive::Circle {
            centre,
            radius,
            fill,
            stroke,
        } => {
            let path = Path::circle(at(*centre), *radius);
            fill_and_stroke(frame, &path, *fill, *stroke, 0.6, palette);
        }
        Primitive::Note {
            note,
            origin: o,
            em,
            color,
        } => {
            glyphs::notes().fill(
                frame,
                &note.smufl_glyph().to_string(),
                at(*o),
                *em,
                colour(*color, palette),
            );
        }
        Primitive::Text {
            text,
            position,
            size,
            font,
            anchor,
            color,
        } => {
            let face = match font {
                FontRole::Figure | FontRole::Strong => glyphs::figures(),
                FontRole::Body | FontRole::Title => glyphs::text_face(),
            };
            let w = face.width(text) * size;
            let dx = match anchor {
                Anchor::Start => 0.0,
                Anchor::Middle => -w / 2.0,
                Anchor::End => -w,
            };
            let pos = at(*position);
            face.fill(
                frame,
                text,
                Point::new(pos.x + dx, pos.y),
                *size,
                colour(*color, palette),
            );
        }
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

/// Paints the marker of an open end showing `suit`, in a dashed box: the note (or pips) on
/// the side toward the line (`outward_left` when the line grows leftward there), and in the
/// room beside it the arrow that names the end and the arrow key that picks it (`arrow_left`
/// for the left end: ←; the right end: →, even where the line has turned and runs the other
/// way) and under it the end's name `label` ("left", "right" in the user's language: once the
/// line bends, the right end can lie at the left of the screen); `active` when the player may
/// choose this end now.
#[allow(clippy::too_many_arguments)]
pub fn paint_end_marker(
    frame: &mut Frame,
    rect: Rectangle,
    outward_left: bool,
    arrow_left: bool,
    suit: u8,
    face: Face,
    palette: &Palette,
    active: bool,
    label: &str,
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
    // The room beside the square, from the box's edge to the square: the arrow, and under
    // it the end's name.
    let pad = rect.height * 0.06;
    let (lo, hi) = if outward_left {
        (rect.x + pad, square.x - pad)
    } else {
        (square.x + square.width + pad, rect.x + rect.width - pad)
    };
    // The arrow of the end's name and key: ← for the left end, → for the right, wherever
    // the line has turned (after a turn it points back along the row, toward the line).
    let (cx, dir) = ((lo + hi) / 2.0, if arrow_left { -1.0 } else { 1.0 });
    let cy = rect.y + rect.height * 0.4;
    let s = rect.height * 0.14;
    let arrow = Path::new(|p| {
        p.move_to(Point::new(cx - dir * s, cy - s));
        p.line_to(Point::new(cx + dir * s, cy));
        p.line_to(Point::new(cx - dir * s, cy + s));
    });
    frame.stroke(&arrow, Stroke::default().with_color(color).with_width(2.0));
    // The end's name under the arrow, shrunk to fit the room, so that a long name
    // ("izquierda") never runs into the note or the pips.
    let room = hi - lo;
    let em = glyphs::text_face().width(label);
    if em > 0.0 && room > 0.0 {
        let size = (rect.height * 0.24).min(room / em);
        glyphs::text_face().fill(
            frame,
            label,
            Point::new(cx - em * size / 2.0, rect.y + rect.height * 0.84),
            size,
            color,
        );
    }
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

/// Draws one half (a square box) of a tablet.
fn half(frame: &mut Frame, sq: Rectangle, suit: u8, face: Face, palette: &Palette) {
    match face {
        Face::Notes => {
            let Some(note) = NoteValue::from_suit(suit) else {
                return;
            };
            // The tablet's own placement of glyph and figure (`chart::tablet::note_layout`).
            let s = sq.width.min(sq.height);
            let (notehead, baseline, em, figure_size) = chart_tablet::note_layout(s, note, note);
            let (x_min, _, x_max, _) = note.glyph_bbox();
            let centre_x = sq.x + sq.width / 2.0;
            glyphs::notes().fill(
                frame,
                &note.smufl_glyph().to_string(),
                Point::new(centre_x - (x_min + x_max) / 2.0 * em / 4.0, sq.y + notehead),
                em,
                palette.ink,
            );
            let figure = note.figure().to_string();
            let w = glyphs::figures().width(&figure) * figure_size;
            glyphs::figures().fill(
                frame,
                &figure,
                Point::new(centre_x - w / 2.0, sq.y + baseline),
                figure_size,
                palette.ink,
            );
        }
        Face::Pips => pips(frame, sq, suit, palette.ink),
    }
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
#[derive(Debug, Clone, Copy, PartialEq)]
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

/// The geometry of a [`TabletCanvas`], kept until the tablet or its size changes, so a redraw
/// (a mouse move) does not rebuild the drawing.
#[derive(Default)]
pub struct TabletCache {
    drawn: std::cell::Cell<Option<(TabletCanvas, Size)>>,
    cache: canvas::Cache,
}

impl<Message> canvas::Program<Message> for TabletCanvas {
    type State = TabletCache;

    fn draw(
        &self,
        state: &TabletCache,
        renderer: &iced::Renderer,
        _theme: &iced::Theme,
        bounds: Rectangle,
        _cursor: iced::mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        if state.drawn.get() != Some((*self, bounds.size())) {
            state.cache.clear();
            state.drawn.set(Some((*self, bounds.size())));
        }
        let geometry = state.cache.draw(renderer, bounds.size(), |frame| {
            // Leave room for the highlight ring and the shadow.
            let rect = canvas_rect(bounds.size());
            match self.halves {
                Some(h) => paint(
                    frame,
                    rect,
                    h,
                    self.vertical,
                    self.face,
                    &self.palette,
                    self.emphasis,
                ),
                None => paint_back(frame, rect, &self.palette),
            }
        });
        vec![geometry]
    }
}

/// A canvas program showing one note as a flash card ([`chart_tablet::note_card`]): an ivory
/// square as large as fits its bounds, centred, with the glyph, and the figure when `figure`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NoteCard {
    /// The note, or `None` for a card with a question mark (the missing note of a bar).
    pub note: Option<NoteValue>,
    /// Show the figure under the glyph.
    pub figure: bool,
    /// Ring the card in the accent colour: the note that was missing from a bar, once found,
    /// so that it stands out from the notes that were given.
    pub outlined: bool,
    /// Colours.
    pub palette: Palette,
}

/// The side of the card a [`NoteCard`] of `bounds` draws: as large as fits, less room for
/// its shadow.
pub fn card_side(bounds: Size) -> f32 {
    bounds.width.min(bounds.height) * 0.92
}

impl<Message> canvas::Program<Message> for NoteCard {
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
        let side = card_side(bounds.size());
        let origin = Point::new(
            (bounds.width - side) / 2.0,
            (bounds.height - side) / 2.0 - side * 0.02,
        );
        match self.note {
            Some(note) => {
                for p in chart_tablet::note_card(note, side, self.figure) {
                    draw_primitive(&mut frame, &p, origin, &self.palette, 1.0);
                }
                if self.outlined {
                    // Inside the bounds, around the card and its shadow.
                    let inset = 1.5;
                    let ring = Path::rounded_rectangle(
                        Point::new(inset, inset),
                        Size::new(bounds.width - 2.0 * inset, bounds.height - 2.0 * inset),
                        (side * 0.1).into(),
                    );
                    frame.stroke(
                        &ring,
                        Stroke::default()
                            .with_color(self.palette.accent)
                            .with_width(3.0),
                    );
                }
            }
            None => {
                let path =
                    Path::rounded_rectangle(origin, Size::new(side, side), (side * 0.08).into());
                frame.stroke(
                    &path,
                    Stroke {
                        line_dash: LineDash {
                            segments: &[8.0, 6.0],
                            offset: 0,
                        },
                        ..Stroke::default()
                            .with_color(self.palette.on_table_dim)
                            .with_width(2.0)
                    },
                );
                let size = side * 0.5;
                let faces = glyphs::text_face();
                let w = faces.width("?") * size;
                faces.fill(
                    &mut frame,
                    "?",
                    Point::new(origin.x + (side - w) / 2.0, origin.y + side * 0.68),
                    size,
                    self.palette.on_table_dim,
                );
            }
        }
        vec![frame.into_geometry()]
    }
}

/// A canvas program showing the bar of a quiz's `bar` question as a musician writes it
/// ([`crate::quiz::staff::bar_of_four`], as the worksheet prints it): on an ivory strip, a
/// one-line staff with 4/4, the notes given, beamed by the beat, the box of the missing note
/// and the closing barline. Once the answer is known it stands in its box, on a tint of the
/// accent, so that it stands apart from the notes that were given.
#[derive(Debug, Clone, PartialEq)]
pub struct BarStrip {
    /// The notes given, in order.
    pub notes: Vec<NoteValue>,
    /// The missing note, once found; `None` shows a "?" in its box.
    pub answer: Option<NoteValue>,
    /// Colours.
    pub palette: Palette,
}

impl BarStrip {
    /// The ivory around the bar, in staff spaces.
    const MARGIN: f32 = 1.4;
    /// The bar's reach above its line (the box of the missing note) and below it (the box,
    /// the lower 4 of the time signature), in staff spaces.
    const ABOVE: f32 = 5.2;
    const BELOW: f32 = 2.0;

    /// The staff space (logical pixels) and the strip's size (logical pixels) for the bar of
    /// `notes`: `max_space` a staff space, or less where the strip would be wider than
    /// `max_width`.
    pub fn measure(notes: &[NoteValue], max_space: f32, max_width: f32) -> (f32, Size) {
        let natural =
            crate::quiz::staff::bar_of_four(notes, None, 1.0, EBONY).width + 2.0 * Self::MARGIN;
        let ss = max_space.min(max_width / natural);
        (
            ss,
            Size::new(
                natural * ss,
                (Self::ABOVE + Self::BELOW + 2.0 * Self::MARGIN) * ss,
            ),
        )
    }
}

impl<Message> canvas::Program<Message> for BarStrip {
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
        // The largest strip that fits the bounds, with room for its shadow, centred.
        let room = Size::new(bounds.width * 0.985, bounds.height * 0.94);
        let (ss, size) = Self::measure(&self.notes, f32::INFINITY, room.width);
        let k = (room.height / size.height).min(1.0);
        let (ss, size) = (ss * k, Size::new(size.width * k, size.height * k));
        let origin = Point::new(
            (bounds.width - size.width) / 2.0,
            (bounds.height - size.height) / 2.0 - ss * 0.1,
        );
        let radius = 0.7 * ss;
        let strip = [
            Primitive::Shadow {
                x: 0.0,
                y: 0.0,
                w: size.width,
                h: size.height,
                radius,
                offset: (0.12 * ss, 0.26 * ss),
                blur: 0.2 * ss,
                color: crate::chart::palette::SHADOW,
            },
            Primitive::RoundedRect {
                x: 0.0,
                y: 0.0,
                w: size.width,
                h: size.height,
                radius,
                fill: Some(IVORY),
                stroke: Some((EBONY, 0.09 * ss)),
            },
        ];
        for p in &strip {
            draw_primitive(&mut frame, p, origin, &self.palette, 1.0);
        }
        // The box's outline and its "?" in a quieter ink than the notes.
        let bar =
            crate::quiz::staff::bar_of_four(&self.notes, self.answer, ss, EBONY.with_alpha(150));
        let line = Point::new(
            origin.x + Self::MARGIN * ss,
            origin.y + (Self::MARGIN + Self::ABOVE) * ss,
        );
        if self.answer.is_some() {
            let (x, y, w, h) = bar.gap;
            let mix = |a: f32, b: f32| a + (b - a) * 0.45;
            let (ivory, accent) = (self.palette.ivory, self.palette.accent);
            frame.fill(
                &Path::rounded_rectangle(
                    Point::new(line.x + x, line.y + y),
                    Size::new(w, h),
                    (0.5 * ss).into(),
                ),
                Color::from_rgb(
                    mix(ivory.r, accent.r),
                    mix(ivory.g, accent.g),
                    mix(ivory.b, accent.b),
                ),
            );
        }
        for p in &bar.prims {
            draw_primitive(&mut frame, p, line, &self.palette, 1.0);
        }
        vec![frame.into_geometry()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use resvg::tiny_skia;

    /// The ink of `note` drawn in a half of side `s` as every tablet draws it: its height and
    /// the em it is drawn at.
    fn ink(note: NoteValue, s: f32) -> (f32, f32) {
        let (_, _, em, _) = chart_tablet::note_layout(s, note, note);
        let (_, y_min, _, y_max) = note.glyph_bbox();
        ((y_max - y_min) * em / 4.0, em)
    }

    /// Checks the rule for a half of side `s` drawn at `place`: a stemmed note at least 40 %
    /// of it tall, every note (the semibreve too) at one type size.
    fn notes_are_the_hero(place: &str, s: f32) {
        let (_, em) = ink(NoteValue::Crotchet, s);
        for note in NoteValue::ALL {
            let (tall, note_em) = ink(note, s);
            assert!(
                (note_em - em).abs() < 1e-4,
                "{place}: {note:?} at {note_em}, not {em}"
            );
            if note != NoteValue::Semibreve {
                assert!(tall >= 0.4 * s, "{place}: {note:?} {tall} of {s}");
            }
        }
    }

    #[test]
    fn every_place_that_draws_tablets_draws_them_at_least_the_least_size() {
        use crate::ui::screen::{game, quiz, replay, rules};
        // The smallest canvas each place gives a tablet, from its own constants.
        let replay_h = (replay::HAND_TABLET_MIN * replay::TABLET_RATIO).round();
        let tablets = [
            // The hand too long for a row at full size, upright: its narrowest is 43 wide
            // (42.5 would draw 34; whole pixels) and 1.8 times as tall, 77.4: a tenth of 43
            // kept each side, 34.4 wide, 68.8 tall, 34.4 a side.
            ("game hand", Size::new(43.0, 77.4), 34.4),
            // A seat's panel (all hands open, or after the count) at the least: a side of 34,
            // 2.25 × 34 = 76.5 by 1.25 × 34 = 42.5, (76.5 − 8.5) / 2.
            ("seat panel", Size::new(76.5, 42.5), 34.0),
            // A counted hand at the round's end: 96 × 50.88, (96 − 10.176) / 2.
            (
                "counted hand",
                Size::new(game::COUNTED_WIDTH, game::COUNTED_WIDTH * 0.53),
                42.912,
            ),
            // Replay's narrowest: 77 × round(40.9) = 41, (77 − 8.2) / 2.
            (
                "replay hand",
                Size::new(replay::HAND_TABLET_MIN, replay_h),
                34.4,
            ),
            // Rules' example hands: 78 × 44, (78 − 8.8) / 2.
            (
                "rules hand",
                Size::new(rules::HAND_TABLET.0, rules::HAND_TABLET.1),
                34.6,
            ),
            // A quiz's count question: 196 × 110, (196 − 22) / 2.
            (
                "quiz tablets",
                Size::new(quiz::COUNT_TABLET.0, quiz::COUNT_TABLET.1),
                87.0,
            ),
        ];
        for (place, canvas, side) in tablets {
            let s = drawn_side(canvas);
            assert!(
                (s - side).abs() < 1e-3,
                "{place}: side {s}, worked out {side}"
            );
            assert!(s >= LEAST_SIDE, "{place}: side {s} under {LEAST_SIDE}");
            notes_are_the_hero(place, s);
        }
        // A note card with its figure is drawn as a half of its side: 40 × 0.92 = 36.8.
        let s = card_side(Size::new(quiz::SMALL_CARD, quiz::SMALL_CARD));
        assert!((s - 36.8).abs() < 1e-3 && s >= LEAST_SIDE, "{s}");
        notes_are_the_hero("quiz card", s);
        // The least hand and seat tablets are those the game screen's sizes give.
        let m = crate::ui::metrics::Metrics::of(1024.0, 700.0);
        assert_eq!(m.face, (76.5, 42.5));
        assert_eq!(m.hand_width(99), None);
        assert!(m.hand_width(12).is_some_and(|w| w >= 43.0));
        // The line of play draws each half at the board's unit, whatever it is: the rule holds
        // at every size there, down to its floor, the least size (below it only where the
        // board leaves no room for a lopsided line at the floor).
        for unit in [124.0, crate::ui::widget::board::MAX_UNIT, LEAST_SIDE, 25.0] {
            notes_are_the_hero("line of play", unit);
        }
    }

    struct Outline(tiny_skia::PathBuilder);

    impl ttf_parser::OutlineBuilder for Outline {
        fn move_to(&mut self, x: f32, y: f32) {
            self.0.move_to(x, -y);
        }
        fn line_to(&mut self, x: f32, y: f32) {
            self.0.line_to(x, -y);
        }
        fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
            self.0.quad_to(x1, -y1, x, -y);
        }
        fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
            self.0.cubic_to(x1, -y1, x2, -y2, x, -y);
        }
        fn close(&mut self) {
            self.0.close();
        }
    }

    /// The fewest flags `note` shows drawn at `em` pixels (anti-aliased, as tiny-skia draws
    /// the window) over four placements a quarter of a pixel apart: for each, the most runs
    /// of ink counted down a column between the stem and the flags' tips. A pixel at least
    /// half inked is ink; a run ends only at a pixel under a quarter inked, a gap one sees.
    fn flags_seen(note: NoteValue, em: f32) -> usize {
        let face = ttf_parser::Face::parse(glyphs::BRAVURA, 0).expect("Bravura");
        let id = face.glyph_index(note.smufl_glyph()).expect("glyph");
        let mut outline = Outline(tiny_skia::PathBuilder::new());
        face.outline_glyph(id, &mut outline).expect("outline");
        let path = outline.0.finish().expect("path");
        let units = f32::from(face.units_per_em());
        let ss = em / 4.0;
        let (_, _, x_max, y_max) = note.glyph_bbox();
        let (w, h) = ((x_max * ss) as u32 + 6, ((y_max + 1.0) * ss) as u32 + 6);
        let mut paint = tiny_skia::Paint::default();
        paint.set_color_rgba8(0, 0, 0, 255);
        paint.anti_alias = true;
        [(0.0, 0.0), (0.25, 0.5), (0.5, 0.25), (0.75, 0.75)]
            .into_iter()
            .map(|(dx, dy)| {
                let mut pixmap = tiny_skia::Pixmap::new(w, h).expect("pixmap");
                // The notehead line y_max staff spaces under the top, 2 px in.
                let (ox, oy) = (2.0 + dx, 2.0 + dy + y_max * ss);
                let k = em / units;
                let at = tiny_skia::Transform::from_row(k, 0.0, 0.0, k, ox, oy);
                pixmap.fill_path(&path, &paint, tiny_skia::FillRule::Winding, at, None);
                // The flags hang from the stem's top (x 1.3 staff spaces) rightward, down to
                // a staff space above the notehead line.
                let columns = (ox + 1.3 * ss) as u32..(ox + 2.2 * ss) as u32;
                let rows = 0..(oy - ss) as u32;
                columns
                    .map(|x| {
                        let (mut runs, mut inside) = (0, false);
                        for y in rows.clone() {
                            let a = pixmap.pixel(x, y).expect("inside").alpha();
                            if a >= 128 && !inside {
                                runs += 1;
                                inside = true;
                            } else if a < 64 {
                                inside = false;
                            }
                        }
                        runs
                    })
                    .max()
                    .unwrap_or(0)
            })
            .min()
            .unwrap_or(0)
    }

    #[test]
    fn the_flags_stay_apart_at_the_least_size() {
        // The least side is 34 px; every note's em there is 34 × 0.56 × 4 / 5.44 = 14.0 px.
        let (_, em) = ink(NoteValue::Semidemisemiquaver, LEAST_SIDE);
        assert!((em - 14.0).abs() < 1e-3, "{em}");
        for (note, flags) in [
            (NoteValue::Semiquaver, 2),
            (NoteValue::Demisemiquaver, 3),
            (NoteValue::Semidemisemiquaver, 4),
        ] {
            assert_eq!(flags_seen(note, em), flags, "{note:?} at {em} px");
        }
        // The count can fail: at a 10 px em (the old seat panels' 64 × 34 tablets drew 9.25)
        // the 64th's four flags run together.
        assert!(flags_seen(NoteValue::Semidemisemiquaver, 10.0) < 4);
    }
}
