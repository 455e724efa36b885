//! The one drawing of a tablet, for the screen and for paper: a pure function from a
//! [`TabletSpec`] to a list of [`Primitive`]s in tablet-local millimetres.
//!
//! Coordinates: origin at the tablet's top-left corner, x to the right, y downward (as in
//! SVG and iced). A horizontal tablet is `length_mm × length_mm/2`, a vertical one
//! `length_mm/2 × length_mm`; each half is a square of side `s = length_mm / 2`. Every
//! measure below is a fraction of `s`, so the drawing scales to any size.
//!
//! Each half of a musical tablet shows its note (Bravura, SMuFL, placed from the glyph's
//! bounding box) above its figure (Linux Libertine Bold lining numerals). Noteheads of all
//! notes sit on one line and all figures on one baseline, so a line of play reads evenly; the
//! block (tallest note, gap, figure) is centred in the half and raised a little (the optical
//! centre), which also keeps the upper figure of a crosswise double clear of the pin.

use crate::engine::Face;
use crate::music::NoteValue;

use super::fonts::{FontRole, figure_height_em};
use super::palette::{BRASS, EBONY, IVORY, Rgba, SHADOW};

/// A point in millimetres, `(x, y)`, y downward.
pub type Point = (f32, f32);

/// How a tablet lies: its halves side by side, or one above the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Orientation {
    /// Halves side by side, first on the left: `length × length/2`.
    Horizontal,
    /// Halves one above the other, first on top: `length/2 × length` (a crosswise double in
    /// a horizontal line of play, or a tablet on the chart).
    Vertical,
}

/// Everything that decides how one tablet looks.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TabletSpec {
    /// Notes (Musical Dominoes) or pips.
    pub face: Face,
    /// The suits (0–6) of the two halves; the first is drawn left (horizontal) or on top
    /// (vertical). Suits above 6 draw an empty half.
    pub halves: (u8, u8),
    /// Which way the tablet lies.
    pub orientation: Orientation,
    /// The long side, in millimetres (or any unit: every primitive scales with it).
    pub length_mm: f32,
    /// Whether to draw the soft shadow (the app does; the printed chart does not).
    pub shadow: bool,
}

/// Where a text's position lies along the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Anchor {
    /// The position is the start (left end) of the text.
    Start,
    /// The position is the middle of the text.
    Middle,
    /// The position is the end (right end) of the text.
    End,
}

/// One simple drawing operation. All lengths in millimetres, colours straight RGBA.
#[derive(Debug, Clone, PartialEq)]
pub enum Primitive {
    /// A soft shadow under the rounded rectangle `x, y, w, h` (corner `radius`), moved by
    /// `offset` and blurred by a Gaussian of standard deviation `blur`.
    Shadow {
        /// Left edge of the shape casting the shadow.
        x: f32,
        /// Top edge.
        y: f32,
        /// Width.
        w: f32,
        /// Height.
        h: f32,
        /// Corner radius.
        radius: f32,
        /// How far the shadow falls, `(dx, dy)`.
        offset: Point,
        /// Standard deviation of the blur.
        blur: f32,
        /// Colour and opacity of the shadow.
        color: Rgba,
    },
    /// A rectangle with rounded corners.
    RoundedRect {
        /// Left edge.
        x: f32,
        /// Top edge.
        y: f32,
        /// Width.
        w: f32,
        /// Height.
        h: f32,
        /// Corner radius.
        radius: f32,
        /// Fill, if any.
        fill: Option<Rgba>,
        /// Outline colour and width (centred on the edge), if any.
        stroke: Option<(Rgba, f32)>,
    },
    /// A straight line with butt caps, solid or dashed.
    Line {
        /// Start.
        from: Point,
        /// End.
        to: Point,
        /// Colour.
        color: Rgba,
        /// Width.
        width: f32,
        /// Dash pattern `(on, off)` lengths, or `None` for a solid line.
        dash: Option<(f32, f32)>,
    },
    /// A circle.
    Circle {
        /// Centre.
        centre: Point,
        /// Radius.
        radius: f32,
        /// Fill, if any.
        fill: Option<Rgba>,
        /// Outline colour and width, if any.
        stroke: Option<(Rgba, f32)>,
    },
    /// A note glyph of Bravura (SMuFL, stem up): draw the character
    /// [`NoteValue::smufl_glyph`] at font size `em` with its origin (left end of the
    /// notehead's centre line, the SMuFL glyph origin) at `origin`, i.e. as the text
    /// baseline's start.
    Note {
        /// The note.
        note: NoteValue,
        /// The glyph origin (baseline start).
        origin: Point,
        /// Font size: one em, which is four staff spaces.
        em: f32,
        /// Ink colour.
        color: Rgba,
    },
    /// A line of text.
    Text {
        /// The text.
        text: String,
        /// The baseline point the anchor refers to.
        position: Point,
        /// Font size (one em).
        size: f32,
        /// Which font.
        font: FontRole,
        /// Which point of the text `position` is.
        anchor: Anchor,
        /// Ink colour.
        color: Rgba,
    },
}

impl Primitive {
    /// The same primitive moved by `(dx, dy)`.
    pub fn translated(&self, dx: f32, dy: f32) -> Primitive {
        let mv = |(x, y): Point| (x + dx, y + dy);
        let mut p = self.clone();
        match &mut p {
            Primitive::Shadow { x, y, .. } | Primitive::RoundedRect { x, y, .. } => {
                *x += dx;
                *y += dy;
            }
            Primitive::Line { from, to, .. } => {
                *from = mv(*from);
                *to = mv(*to);
            }
            Primitive::Circle { centre, .. } => *centre = mv(*centre),
            Primitive::Note { origin, .. } => *origin = mv(*origin),
            Primitive::Text { position, .. } => *position = mv(*position),
        }
        p
    }
}

/// Corner radius of the tablet, as a fraction of the half's side `s`.
const CORNER: f32 = 0.09;
/// Outline width.
const OUTLINE: f32 = 0.016;
/// Dividing line: width, and how far it stops short of the long edges.
const DIVIDER_WIDTH: f32 = 0.028;
const DIVIDER_INSET: f32 = 0.14;
/// Brass pin radius.
pub(crate) const PIN_RADIUS: f32 = 0.055;
/// Height of the glyph area: the tallest note (64th, y −0.552..4.888 staff spaces) fills it.
/// The note is the hero of the half, as on Gilbert's chart: a crotchet (4.064 staff spaces of
/// the 64th's 5.44) stands 0.56 × 4.064 / 5.44 = 0.418 of the half, over the 0.40 asked.
const GLYPH_AREA: f32 = 0.56;
/// The share of a flash card's side the tallest note fills when drawn alone, without its
/// figure ([`note_card`]).
pub const CARD_GLYPH_AREA: f32 = 0.64;
/// Gap between the glyph area and the top of the figure.
const GLYPH_FIGURE_GAP: f32 = 0.06;
/// Height of the lining figures: smaller than the note, beneath it.
const FIGURE_HEIGHT: f32 = 0.15;
/// How far the block is raised above the geometric centre (the optical centre). With the
/// tallest block (0.56 + 0.06 + 0.15 = 0.77 of the half) this leaves 0.085 above the 64th's
/// top flag and puts its figure's foot 0.855 down the half, 0.09 above the pin of a crosswise
/// double (whose top is 0.945 down).
const OPTICAL_LIFT: f32 = 0.03;
/// Top and bottom of the tallest note, in staff spaces (`note64thUp` in Bravura).
const TALLEST_TOP: f32 = 4.888;
const TALLEST_BOTTOM: f32 = -0.552;
/// Pip radius, and the offset of the outer pips from a half's centre.
const PIP_RADIUS: f32 = 0.075;
const PIP_OFFSET: f32 = 0.25;

/// Width and height of a tablet drawn from `spec`, in millimetres.
pub fn size(spec: &TabletSpec) -> (f32, f32) {
    let s = spec.length_mm / 2.0;
    match spec.orientation {
        Orientation::Horizontal => (2.0 * s, s),
        Orientation::Vertical => (s, 2.0 * s),
    }
}

/// Vertical placement of `note` and its figure inside a half of side `s`, from the half's
/// top: `(notehead line y, figure baseline y, em of the note glyph, font size of the figure)`,
/// in the units of `s` (mm on paper, pixels on screen).
///
/// Every note is drawn at one size, the tallest (64th) filling the glyph area. The block of
/// the note box, the gap and the figure stands in the middle of the half, raised by the
/// optical lift (the reference asks for glyph and figure optically centred in each half).
/// The box is as tall as the taller of `note` and `company` (the other half of a tablet
/// lying lengthwise, so that the two figures side by side share a line; `note` itself for a
/// half standing alone or above the other), and at least a crotchet's height. A stemmed note
/// stands on the box's foot; the stemless semibreve floats at the middle of a crotchet's
/// height above it, where the stems stand.
pub fn note_layout(s: f32, note: NoteValue, company: NoteValue) -> (f32, f32, f32, f32) {
    let staff_space = GLYPH_AREA * s / (TALLEST_TOP - TALLEST_BOTTOM);
    let em = 4.0 * staff_space;
    let ink = |n: NoteValue| {
        let (_, y_min, _, y_max) = n.glyph_bbox();
        y_max - y_min
    };
    let stem = ink(NoteValue::Crotchet);
    let height = ink(note).max(ink(company)).max(stem);
    let block = height * staff_space + (GLYPH_FIGURE_GAP + FIGURE_HEIGHT) * s;
    let top = (s - block) / 2.0 - OPTICAL_LIFT * s;
    let foot = top + height * staff_space;
    let (_, y_min, _, y_max) = note.glyph_bbox();
    let notehead = if note == NoteValue::Semibreve {
        foot - stem / 2.0 * staff_space + (y_min + y_max) / 2.0 * staff_space
    } else {
        foot + y_min * staff_space
    };
    let figure_baseline = top + block;
    let figure_size = FIGURE_HEIGHT * s / figure_height_em();
    (notehead, figure_baseline, em, figure_size)
}

/// The drawing of one tablet: shadow (if asked), body, the two halves, dividing line and pin,
/// in that order (later primitives are drawn on top).
///
/// Pure: the same spec always gives the same primitives.
pub fn tablet(spec: &TabletSpec) -> Vec<Primitive> {
    let s = spec.length_mm / 2.0;
    let (w, h) = size(spec);
    let radius = CORNER * s;
    let mut out = Vec::with_capacity(12);
    if spec.shadow {
        out.push(Primitive::Shadow {
            x: 0.0,
            y: 0.0,
            w,
            h,
            radius,
            offset: (0.02 * s, 0.045 * s),
            blur: 0.035 * s,
            color: SHADOW,
        });
    }
    out.push(Primitive::RoundedRect {
        x: 0.0,
        y: 0.0,
        w,
        h,
        radius,
        fill: Some(IVORY),
        stroke: Some((EBONY, OUTLINE * s)),
    });
    let second = match spec.orientation {
        Orientation::Horizontal => (s, 0.0),
        Orientation::Vertical => (0.0, s),
    };
    for (suit, origin, other) in [
        (spec.halves.0, (0.0, 0.0), spec.halves.1),
        (spec.halves.1, second, spec.halves.0),
    ] {
        // Side by side, the two figures share a line; one above the other, each half is
        // centred on its own note.
        let company = match spec.orientation {
            Orientation::Horizontal => other,
            Orientation::Vertical => suit,
        };
        match spec.face {
            Face::Notes => note_half(&mut out, suit, company, origin, s),
            Face::Pips => pip_half(&mut out, suit, origin, s, spec.orientation),
        }
    }
    let (from, to, centre) = match spec.orientation {
        Orientation::Horizontal => (
            (s, DIVIDER_INSET * s),
            (s, h - DIVIDER_INSET * s),
            (s, s / 2.0),
        ),
        Orientation::Vertical => (
            (DIVIDER_INSET * s, s),
            (w - DIVIDER_INSET * s, s),
            (s / 2.0, s),
        ),
    };
    out.push(Primitive::Line {
        from,
        to,
        color: EBONY,
        width: DIVIDER_WIDTH * s,
        dash: None,
    });
    out.push(Primitive::Circle {
        centre,
        radius: PIN_RADIUS * s,
        fill: Some(BRASS),
        stroke: Some((EBONY, 0.012 * s)),
    });
    out
}

/// A flash card of one note (the quiz): an ivory square of side `side` (mm, or pixels on
/// screen) with the note's glyph drawn as on a tablet's half, above its figure when `figure`,
/// else centred alone (so the figure does not give the answer away) and larger, the tallest
/// note filling [`CARD_GLYPH_AREA`] of the card where a half leaves room for its figure,
/// so that three flags and four are told apart.
pub fn note_card(note: NoteValue, side: f32, figure: bool) -> Vec<Primitive> {
    let s = side;
    let mut out = vec![
        Primitive::Shadow {
            x: 0.0,
            y: 0.0,
            w: s,
            h: s,
            radius: CORNER * s,
            offset: (0.02 * s, 0.045 * s),
            blur: 0.035 * s,
            color: SHADOW,
        },
        Primitive::RoundedRect {
            x: 0.0,
            y: 0.0,
            w: s,
            h: s,
            radius: CORNER * s,
            fill: Some(IVORY),
            stroke: Some((EBONY, OUTLINE * s)),
        },
    ];
    if figure {
        note_half(&mut out, note.suit(), note.suit(), (0.0, 0.0), s);
    } else {
        let (_, _, em, _) = note_layout(s, note, note);
        let em = em * CARD_GLYPH_AREA / GLYPH_AREA;
        let staff_space = em / 4.0;
        let (x_min, y_min, x_max, y_max) = note.glyph_bbox();
        // The glyph's box (y up, in staff spaces from the notehead line) centred in the card.
        out.push(Primitive::Note {
            note,
            origin: (
                s / 2.0 - (x_min + x_max) / 2.0 * staff_space,
                s / 2.0 + (y_min + y_max) / 2.0 * staff_space,
            ),
            em,
            color: EBONY,
        });
    }
    out
}

/// Note glyph above figure, in the half whose top-left corner is `(ox, oy)`, beside a half
/// of suit `company` (see [`note_layout`]).
fn note_half(out: &mut Vec<Primitive>, suit: u8, company: u8, (ox, oy): Point, s: f32) {
    let Some(note) = NoteValue::from_suit(suit) else {
        return;
    };
    let company = NoteValue::from_suit(company).unwrap_or(note);
    let (notehead, baseline, em, figure_size) = note_layout(s, note, company);
    let staff_space = em / 4.0;
    let (x_min, _, x_max, _) = note.glyph_bbox();
    let centre_x = ox + s / 2.0;
    out.push(Primitive::Note {
        note,
        origin: (
            centre_x - (x_min + x_max) / 2.0 * staff_space,
            oy + notehead,
        ),
        em,
        color: EBONY,
    });
    out.push(Primitive::Text {
        text: note.figure().to_string(),
        position: (centre_x, oy + baseline),
        size: figure_size,
        font: FontRole::Figure,
        anchor: Anchor::Middle,
        color: EBONY,
    });
}

/// The classic pip positions of `n` (0–6) pips, as offsets from the half's centre in units
/// of the pip offset, for a vertical tablet (a six is two columns of three).
pub fn pip_positions(n: u8) -> &'static [(i8, i8)] {
    match n {
        1 => &[(0, 0)],
        2 => &[(1, -1), (-1, 1)],
        3 => &[(1, -1), (0, 0), (-1, 1)],
        4 => &[(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5 => &[(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6 => &[(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
        _ => &[],
    }
}

/// Pips in the half whose top-left corner is `(ox, oy)`; on a horizontal tablet the layout is
/// turned a quarter (a six becomes two rows of three).
fn pip_half(out: &mut Vec<Primitive>, suit: u8, (ox, oy): Point, s: f32, o: Orientation) {
    let (cx, cy) = (ox + s / 2.0, oy + s / 2.0);
    for &(dx, dy) in pip_positions(suit) {
        let (dx, dy) = match o {
            Orientation::Vertical => (dx, dy),
            Orientation::Horizontal => (dy, dx),
        };
        out.push(Primitive::Circle {
            centre: (
                cx + f32::from(dx) * PIP_OFFSET * s,
                cy + f32::from(dy) * PIP_OFFSET * s,
            ),
            radius: PIP_RADIUS * s,
            fill: Some(EBONY),
            stroke: None,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(face: Face, halves: (u8, u8), orientation: Orientation) -> TabletSpec {
        TabletSpec {
            face,
            halves,
            orientation,
            length_mm: 100.0,
            shadow: false,
        }
    }

    #[test]
    fn tablets_are_two_to_one_either_way() {
        assert_eq!(
            size(&spec(Face::Notes, (0, 1), Orientation::Horizontal)),
            (100.0, 50.0)
        );
        assert_eq!(
            size(&spec(Face::Notes, (0, 1), Orientation::Vertical)),
            (50.0, 100.0)
        );
    }

    #[test]
    fn the_tallest_note_fills_the_glyph_area_and_the_block_is_raised() {
        // s = 50: staff space = 0.56 × 50 / 5.44 = 28 / 5.44 = 5.14706 mm, em = 4 × that =
        // 20.5882 mm. The 64th's ink is 5.44 staff spaces = 28 mm; block = 28 + (0.06 + 0.15)
        // × 50 = 38.5 mm; top = (50 − 38.5) / 2 − 0.03 × 50 = 5.75 − 1.5 = 4.25 mm (7.25 mm
        // stays below the figure). Notehead line = 4.25 + 4.888 × 5.14706 = 4.25 + 25.1588 =
        // 29.409 mm; figure baseline = 4.25 + 38.5 = 42.75 mm.
        let (notehead, baseline, em, figure_size) = note_layout(
            50.0,
            NoteValue::Semidemisemiquaver,
            NoteValue::Semidemisemiquaver,
        );
        assert!((em - 20.5882).abs() < 1e-3, "{em}");
        assert!((notehead - 29.409).abs() < 1e-2, "{notehead}");
        assert!((baseline - 42.75).abs() < 1e-3, "{baseline}");
        // The figure's lining numerals are 0.15 × 50 = 7.5 mm tall.
        assert!((figure_size * figure_height_em() - 7.5).abs() < 1e-3);
    }

    #[test]
    fn every_stemmed_note_stands_at_least_four_tenths_of_its_half_at_one_type_size() {
        // s = 50, staff space 5.14706 mm. The shortest stemmed notes are the quaver and the
        // semiquaver, −0.552..3.492 = 4.044 staff spaces = 20.815 mm (0.4163 of the half);
        // the crotchet 4.064 = 20.918 mm, the minim −0.58..3.5 = 4.08 = 21.0 mm; all over
        // 0.4 × 50 = 20 mm. The semibreve is drawn at the same em, 20.588 mm.
        for note in NoteValue::ALL {
            let (_, _, em, _) = note_layout(50.0, note, note);
            assert!((em - 20.588).abs() < 1e-2, "{note:?} {em}");
            let (_, y_min, _, y_max) = note.glyph_bbox();
            let tall = (y_max - y_min) * em / 4.0;
            if note != NoteValue::Semibreve {
                assert!(tall >= 20.8, "{note:?} {tall}");
            }
        }
    }

    #[test]
    fn each_half_is_centred_on_its_own_note_and_the_semibreve_floats_where_stems_stand() {
        // s = 50, staff space 5.14706 mm. The crotchet's ink, −0.564..3.5, is 4.064 staff
        // spaces = 20.9176 mm (0.418 of the half); block = 20.9176 + 10.5 = 31.4176; top =
        // (50 − 31.4176) / 2 − 1.5 = 9.2912 − 1.5 = 7.7912; notehead = 7.7912 + 3.5 × 5.14706
        // = 7.7912 + 18.0147 = 25.806; baseline = 7.7912 + 31.4176 = 39.209.
        let (crotchet_head, crotchet_line, _, _) =
            note_layout(50.0, NoteValue::Crotchet, NoteValue::Crotchet);
        assert!((crotchet_head - 25.806).abs() < 1e-2, "{crotchet_head}");
        assert!((crotchet_line - 39.209).abs() < 1e-2, "{crotchet_line}");
        // The semibreve (−0.548..0.544, no stem) is centred in the crotchet's box: its ink
        // centre at 7.7912 + 4.064 / 2 × 5.14706 = 7.7912 + 10.4588 = 18.250, and its notehead
        // line, (−0.548 + 0.544) / 2 = −0.002 staff spaces from the ink centre (y up), at
        // 18.250 + (−0.002 × 5.14706) = 18.240; its figure on the crotchet's line.
        let (semibreve_head, semibreve_line, _, _) =
            note_layout(50.0, NoteValue::Semibreve, NoteValue::Semibreve);
        assert!((semibreve_head - 18.240).abs() < 1e-2, "{semibreve_head}");
        assert!((semibreve_line - crotchet_line).abs() < 1e-4);
    }

    #[test]
    fn halves_side_by_side_share_the_figure_line_of_the_taller_note() {
        // s = 50, beside a 64th: the box is the 64th's (28 mm), so both figures stand on
        // 42.75 mm and the box's foot is at 4.25 + 28 = 32.25 mm. The semibreve's ink centre
        // is half a crotchet (2.032 staff spaces = 10.4588 mm) above the foot, 21.7912 mm, so
        // its notehead line at 21.7912 − 0.002 × 5.14706 = 21.781 mm.
        let (head, line, _, _) =
            note_layout(50.0, NoteValue::Semibreve, NoteValue::Semidemisemiquaver);
        assert!((line - 42.75).abs() < 1e-3, "{line}");
        assert!((head - 21.781).abs() < 1e-2, "{head}");
        // Drawn: the figures of 1 and 64 lying lengthwise are on one baseline; standing,
        // each half's figure is at its own place (39.209 and 42.75 mm into its half).
        let baselines = |orientation| -> Vec<f32> {
            tablet(&spec(Face::Notes, (0, 6), orientation))
                .iter()
                .filter_map(|p| match p {
                    Primitive::Text { position, .. } => Some(position.1),
                    _ => None,
                })
                .collect()
        };
        let lying = baselines(Orientation::Horizontal);
        assert_eq!(lying.len(), 2);
        assert!((lying[0] - lying[1]).abs() < 1e-4, "{lying:?}");
        let standing = baselines(Orientation::Vertical);
        assert!((standing[0] - 39.209).abs() < 1e-2, "{standing:?}");
        assert!((standing[1] - 50.0 - 42.75).abs() < 1e-2, "{standing:?}");
    }

    /// The ink box `(x0, y0, x1, y1)` of a note primitive, from Bravura's bounding box.
    fn note_box(p: &Primitive) -> Option<(f32, f32, f32, f32)> {
        if let Primitive::Note {
            note, origin, em, ..
        } = p
        {
            let ss = em / 4.0;
            let (x_min, y_min, x_max, y_max) = note.glyph_bbox();
            Some((
                origin.0 + x_min * ss,
                origin.1 - y_max * ss,
                origin.0 + x_max * ss,
                origin.1 - y_min * ss,
            ))
        } else {
            None
        }
    }

    #[test]
    fn every_note_lies_inside_its_half_and_is_centred_across_it() {
        for orientation in [Orientation::Horizontal, Orientation::Vertical] {
            for a in 0..7 {
                let prims = tablet(&spec(Face::Notes, (a, 6), orientation));
                let boxes: Vec<_> = prims.iter().filter_map(note_box).collect();
                assert_eq!(boxes.len(), 2);
                // Halves: first at (0, 0), second at (50, 0) or (0, 50); each 50 × 50.
                let second = match orientation {
                    Orientation::Horizontal => (50.0, 0.0),
                    Orientation::Vertical => (0.0, 50.0),
                };
                for ((x0, y0, x1, y1), (hx, hy)) in boxes.into_iter().zip([(0.0, 0.0), second]) {
                    assert!(x0 > hx && x1 < hx + 50.0 && y0 > hy && y1 < hy + 50.0);
                    assert!(((x0 + x1) / 2.0 - (hx + 25.0)).abs() < 1e-3);
                }
            }
        }
    }

    #[test]
    fn the_upper_figure_of_a_crosswise_double_clears_the_pin() {
        let prims = tablet(&spec(Face::Notes, (6, 6), Orientation::Vertical));
        let upper_baseline = prims
            .iter()
            .find_map(|p| match p {
                Primitive::Text { position, .. } if position.1 < 50.0 => Some(position.1),
                _ => None,
            })
            .unwrap();
        // Pin top = 50 − 0.055 × 50 = 47.25 mm; figure baseline 42.75 mm (the tallest block,
        // a 64th's): 4.5 mm clear, nearly a tenth of the half.
        let pin_top = 50.0 - PIN_RADIUS * 50.0;
        assert!(
            pin_top - upper_baseline > 4.49,
            "{upper_baseline} vs {pin_top}"
        );
    }

    #[test]
    fn figures_are_the_notes_figures_in_the_figure_font() {
        let prims = tablet(&spec(Face::Notes, (2, 5), Orientation::Horizontal));
        let texts: Vec<(&str, FontRole)> = prims
            .iter()
            .filter_map(|p| match p {
                Primitive::Text { text, font, .. } => Some((text.as_str(), *font)),
                _ => None,
            })
            .collect();
        assert_eq!(
            texts,
            vec![("4", FontRole::Figure), ("32", FontRole::Figure)]
        );
    }

    #[test]
    fn a_card_without_its_figure_draws_the_tallest_note_over_most_of_it_centred() {
        // Side 100: the 64th's ink (5.44 staff spaces) fills 64 of it; staff space = 64 /
        // 5.44 = 11.765. Centred: the ink (y −0.552..4.888 up from the notehead) spans
        // 18..82 down the card, so the notehead line is at 82 − 0.552 × 11.765 = 75.506.
        let prims = note_card(NoteValue::Semidemisemiquaver, 100.0, false);
        let (origin, em) = prims
            .iter()
            .find_map(|p| match p {
                Primitive::Note { origin, em, .. } => Some((*origin, *em)),
                _ => None,
            })
            .expect("a note");
        assert!((em - 4.0 * 64.0 / 5.44).abs() < 1e-3, "{em}");
        assert!((origin.1 - 75.506).abs() < 1e-2, "{origin:?}");
    }

    #[test]
    fn the_shadow_is_drawn_first_and_only_when_asked() {
        let mut s = spec(Face::Pips, (1, 2), Orientation::Horizontal);
        assert!(
            !tablet(&s)
                .iter()
                .any(|p| matches!(p, Primitive::Shadow { .. }))
        );
        s.shadow = true;
        assert!(matches!(tablet(&s)[0], Primitive::Shadow { .. }));
    }

    fn pips(prims: &[Primitive]) -> Vec<Point> {
        prims
            .iter()
            .filter_map(|p| match p {
                Primitive::Circle {
                    centre,
                    fill: Some(c),
                    ..
                } if *c == EBONY => Some(*centre),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn pip_halves_show_their_number_of_pips_and_a_blank_is_empty() {
        for a in 0..7u8 {
            let prims = tablet(&spec(Face::Pips, (a, 0), Orientation::Vertical));
            assert_eq!(pips(&prims).len(), usize::from(a));
        }
    }

    #[test]
    fn a_six_is_two_columns_upright_and_two_rows_lying_down() {
        let distinct = |v: Vec<f32>| {
            let mut v: Vec<i32> = v.into_iter().map(|x| (x * 100.0) as i32).collect();
            v.sort_unstable();
            v.dedup();
            v.len()
        };
        let upright = pips(&tablet(&spec(Face::Pips, (6, 0), Orientation::Vertical)));
        assert_eq!(distinct(upright.iter().map(|p| p.0).collect()), 2);
        assert_eq!(distinct(upright.iter().map(|p| p.1).collect()), 3);
        let lying = pips(&tablet(&spec(Face::Pips, (6, 0), Orientation::Horizontal)));
        assert_eq!(distinct(lying.iter().map(|p| p.0).collect()), 3);
        assert_eq!(distinct(lying.iter().map(|p| p.1).collect()), 2);
    }

    #[test]
    fn translation_moves_every_point() {
        let p = Primitive::Line {
            from: (1.0, 2.0),
            to: (3.0, 4.0),
            color: EBONY,
            width: 1.0,
            dash: None,
        };
        assert_eq!(
            p.translated(10.0, 20.0),
            Primitive::Line {
                from: (11.0, 22.0),
                to: (13.0, 24.0),
                color: EBONY,
                width: 1.0,
                dash: None,
            }
        );
    }
}
