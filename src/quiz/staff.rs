//! The bar of a `bar` question as a musician writes it, as the worksheet prints it and the
//! quiz's window shows it (`ui::widget::tablet::BarStrip`): a one-line (rhythm) staff with
//! the time signature 4/4, the notes given, a box for the missing note, and the closing
//! barline.
//!
//! - Every notehead sits on the line.
//! - Notes are spaced by their length: each takes [`SHORTEST_SPACE`] staff spaces for a
//!   semidemisemiquaver and [`SPACE_RATIO`] times more for each note twice as long, as
//!   engravers space them (more room for longer notes, but less than in proportion).
//! - Notes shorter than a crotchet are beamed beat by beat (4/4 is counted in crotchets):
//!   two or more in one beat share a primary beam, each further beam joins the notes of that
//!   length or shorter that stand side by side, and a note alone at its level gets a short
//!   beam pointing into the group. A note alone in its beat keeps its flags.
//! - The box is as wide for every missing note, so its size does not give the answer away.
//!
//! Pure: [`bar_of_four`] gives [`Primitive`]s in any unit (the staff space is given), with
//! the colours of paper ([`EBONY`] ink). Measures in staff spaces follow Bravura's engraving defaults (stem 0.12, beam
//! 0.5, beam gap 0.25, staff line 0.13, thin barline 0.16).

use crate::chart::palette::{EBONY, Rgba};
use crate::chart::{Anchor, FontRole, Primitive};
use crate::music::NoteValue;

/// Room for a semidemisemiquaver, in staff spaces: its flags (2.25) and a gap.
pub const SHORTEST_SPACE: f32 = 2.6;
/// How much more room a note takes than one half as long.
pub const SPACE_RATIO: f32 = 1.22;
/// Width of the missing note's box, in staff spaces.
pub const BOX_WIDTH: f32 = 4.0;
/// Height of the box above the line, and below it, in staff spaces: above, room for the
/// tallest note found (a semidemisemiquaver's flags reach 4.888).
const BOX_ABOVE: f32 = 5.2;
/// The tallest note's reach above the line (a semidemisemiquaver's flags), in staff spaces.
const TALLEST: f32 = 4.9;
const BOX_BELOW: f32 = 1.4;
/// Where the first note starts, after the time signature, in staff spaces.
const FIRST_NOTE: f32 = 4.2;
/// The time signature's figures: size (one em) and centre, in staff spaces.
const SIGNATURE_SIZE: f32 = 2.4;
const SIGNATURE_X: f32 = 1.3;
/// The crotchet glyph's stem (Bravura `noteQuarterUp`): centre x and top, in staff spaces
/// from the glyph origin. A beamed note is the crotchet glyph with its stem carried up to
/// the beams.
const STEM_X: f32 = 1.268;
const STEM_TOP: f32 = 3.5;
const STEM: f32 = 0.12;
const BEAM: f32 = 0.5;
const BEAM_GAP: f32 = 0.25;
/// A short beam (a note alone at its level), in staff spaces.
const BEAMLET: f32 = 1.1;
const STAFF_LINE: f32 = 0.13;
const BARLINE: f32 = 0.16;

/// A bar drawn: its primitives, where its box is, and how wide it is.
#[derive(Debug, Clone, PartialEq)]
pub struct Engraved {
    /// What to draw, y down, with the line at `y = 0` and the time signature's left edge at
    /// `x = 0`, in the unit of the staff space given.
    pub prims: Vec<Primitive>,
    /// The missing note's box: `(x, y, w, h)`, y down from the line (so `y` is negative).
    pub gap: (f32, f32, f32, f32),
    /// From the time signature's left edge to the barline's right edge.
    pub width: f32,
    /// Room above the line (the tallest note; the box stands 0.3 staff space higher) and below it (the noteheads;
    /// the box and the lower figure of 4/4 go up to 2 staff spaces lower), both positive.
    pub above: f32,
    /// See [`Engraved::above`].
    pub below: f32,
}

/// How many semidemisemiquavers `note` lasts (64 for a semibreve).
fn length(note: NoteValue) -> u32 {
    64 / note.figure()
}

/// Beams of `note`: 1 for a quaver … 4 for a semidemisemiquaver, 0 for longer notes.
fn beams(note: NoteValue) -> u32 {
    u32::from(note.suit().saturating_sub(2))
}

/// The room `note` takes, in staff spaces.
pub fn space(note: NoteValue) -> f32 {
    SHORTEST_SPACE * SPACE_RATIO.powi(i32::from(6 - note.suit()))
}

/// The notes of a bar in groups to beam: indices of `notes` that are shorter than a
/// crotchet and start in the same crotchet beat, in order. Only groups of two or more.
pub fn beam_groups(notes: &[NoteValue]) -> Vec<Vec<usize>> {
    let mut groups: Vec<(u32, Vec<usize>)> = Vec::new();
    let mut start = 0;
    for (i, &n) in notes.iter().enumerate() {
        if beams(n) > 0 {
            let beat = start / 16;
            match groups.last_mut() {
                Some((b, g)) if *b == beat && g.last() == Some(&(i - 1)) => g.push(i),
                _ => groups.push((beat, vec![i])),
            }
        }
        start += length(n);
    }
    groups
        .into_iter()
        .map(|(_, g)| g)
        .filter(|g| g.len() > 1)
        .collect()
}

/// The bar of 4/4 holding `notes` (in order) and, after them, the box of the missing note,
/// with `answer` drawn in it once known (else a "?"). `ss` is the staff space in the unit
/// wanted (mm on paper, pixels on screen); `box_ink` colours the box's outline and its "?".
pub fn bar_of_four(
    notes: &[NoteValue],
    answer: Option<NoteValue>,
    ss: f32,
    box_ink: Rgba,
) -> Engraved {
    let mut prims = Vec::new();
    let text =
        |text: &str, x: f32, y: f32, size: f32, font: FontRole, color: Rgba| Primitive::Text {
            text: text.to_string(),
            position: (x * ss, y * ss),
            size: size * ss,
            font,
            anchor: Anchor::Middle,
            color,
        };
    let line = |from: (f32, f32), to: (f32, f32), width: f32| Primitive::Line {
        from: (from.0 * ss, from.1 * ss),
        to: (to.0 * ss, to.1 * ss),
        color: EBONY,
        width: width * ss,
        dash: None,
    };
    // 4/4: one figure above the line, one below.
    let figure = |y| text("4", SIGNATURE_X, y, SIGNATURE_SIZE, FontRole::Figure, EBONY);
    prims.push(figure(-0.25));
    prims.push(figure(1.95));

    let mut xs = Vec::with_capacity(notes.len());
    let mut x = FIRST_NOTE;
    for &n in notes {
        xs.push(x);
        x += space(n);
    }
    let groups = beam_groups(notes);
    let beamed = |i: usize| groups.iter().any(|g| g.contains(&i));
    for (i, &n) in notes.iter().enumerate() {
        let glyph = if beamed(i) { NoteValue::Crotchet } else { n };
        prims.push(Primitive::Note {
            note: glyph,
            origin: (xs[i] * ss, 0.0),
            em: 4.0 * ss,
            color: EBONY,
        });
    }
    for g in &groups {
        let most = g.iter().map(|&i| beams(notes[i])).max().unwrap_or(1);
        // The beams stand high enough that the lowest clears the noteheads by 2 staff
        // spaces, and never below the stem's usual top.
        let top = STEM_TOP.max(2.0 + most as f32 * (BEAM + BEAM_GAP) - BEAM_GAP);
        for &i in g {
            let sx = xs[i] + STEM_X;
            prims.push(line((sx, -STEM_TOP + 0.05), (sx, -top), STEM));
        }
        let left_edge = |i: usize| xs[i] + STEM_X - STEM / 2.0;
        let right_edge = |i: usize| xs[i] + STEM_X + STEM / 2.0;
        for level in 1..=most {
            let y = -(top - BEAM / 2.0 - (level - 1) as f32 * (BEAM + BEAM_GAP));
            // Runs of neighbours in the group with at least `level` beams.
            let mut k = 0;
            while k < g.len() {
                if beams(notes[g[k]]) < level {
                    k += 1;
                    continue;
                }
                let mut end = k;
                while end + 1 < g.len() && beams(notes[g[end + 1]]) >= level {
                    end += 1;
                }
                let (from, to) = if end > k {
                    (left_edge(g[k]), right_edge(g[end]))
                } else if k == 0 {
                    // Alone at the group's start: a short beam pointing right.
                    (left_edge(g[k]), left_edge(g[k]) + BEAMLET)
                } else {
                    // Elsewhere: pointing left, back into the group.
                    (right_edge(g[k]) - BEAMLET, right_edge(g[k]))
                };
                prims.push(line((from, y), (to, y), BEAM));
                k = end + 1;
            }
        }
    }

    // The missing note's box, then the barline; the staff line runs under both.
    let bx = x + 0.4;
    let gap = (
        bx * ss,
        -BOX_ABOVE * ss,
        BOX_WIDTH * ss,
        (BOX_ABOVE + BOX_BELOW) * ss,
    );
    let close = bx + BOX_WIDTH + 1.8;
    prims.insert(0, line((0.0, 0.0), (close, 0.0), STAFF_LINE));
    prims.push(Primitive::RoundedRect {
        x: gap.0,
        y: gap.1,
        w: gap.2,
        h: gap.3,
        radius: 0.5 * ss,
        fill: None,
        stroke: Some((box_ink, 0.16 * ss)),
    });
    match answer {
        Some(n) => {
            let (x_min, _, x_max, _) = n.glyph_bbox();
            prims.push(Primitive::Note {
                note: n,
                origin: ((bx + BOX_WIDTH / 2.0 - (x_min + x_max) / 2.0) * ss, 0.0),
                em: 4.0 * ss,
                color: EBONY,
            });
        }
        None => prims.push(text(
            "?",
            bx + BOX_WIDTH / 2.0,
            0.45,
            2.8,
            FontRole::Strong,
            box_ink,
        )),
    }
    prims.push(line(
        (close - BARLINE / 2.0, -2.0),
        (close - BARLINE / 2.0, 2.0),
        BARLINE,
    ));
    Engraved {
        prims,
        gap,
        width: close * ss,
        // The tallest note (a semidemisemiquaver's flags, 4.888) or beams; the top of the
        // box (at 5.2) reaches into the leading of the prompt above, as on the page before
        // the box was made tall enough for the flags of the note found in it.
        above: TALLEST * ss,
        // The noteheads' ink; the box (to 1.4) and the lower figure of the time signature
        // (on 1.95) reach into the space the caller leaves below a row, as on the page
        // before the bars were engraved.
        below: 0.552 * ss,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use NoteValue::*;

    #[test]
    fn notes_shorter_than_a_crotchet_are_beamed_beat_by_beat() {
        // Minim (beats 1–2), quaver + quaver (beat 3), semiquaver ×2 + quaver (beat 4,
        // written longest first in the app: quaver, semiquaver, semiquaver).
        let bar = [Minim, Quaver, Quaver, Quaver, Semiquaver, Semiquaver];
        assert_eq!(beam_groups(&bar), vec![vec![1, 2], vec![3, 4, 5]]);
        // A quaver alone in its beat is not beamed: it keeps its flag.
        assert_eq!(
            beam_groups(&[Crotchet, Quaver, Crotchet]),
            Vec::<Vec<usize>>::new()
        );
        // Four semidemisemiquavers (1/16 of a semibreve) make a quarter of a beat; 16 of
        // them fill beat 1 and one more starts beat 2.
        let mut many = vec![Semidemisemiquaver; 17];
        many.push(Quaver);
        let groups = beam_groups(&many);
        assert_eq!(groups[0], (0..16).collect::<Vec<_>>());
        assert_eq!(groups[1], vec![16, 17]);
    }

    /// A line's start, end and width.
    type Stroke = ((f32, f32), (f32, f32), f32);

    fn lines(e: &Engraved) -> Vec<Stroke> {
        e.prims
            .iter()
            .filter_map(|p| match p {
                Primitive::Line {
                    from, to, width, ..
                } => Some((*from, *to, *width)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_beamed_quaver_pair_is_two_crotchet_glyphs_joined_by_one_beam() {
        // Minim, crotchet, quaver, quaver, and the box: at ss = 1 the minim stands at 4.2,
        // the crotchet at 4.2 + 2.6 × 1.22^5 = 4.2 + 7.027 = 11.227, the first quaver at
        // 11.227 + 2.6 × 1.22^4 = 11.227 + 5.760 = 16.987, the second at 16.987 + 2.6 ×
        // 1.22^3 = 16.987 + 4.721 = 21.708.
        let e = bar_of_four(&[Minim, Crotchet, Quaver, Quaver], None, 1.0, EBONY);
        let notes: Vec<(NoteValue, f32)> = e
            .prims
            .iter()
            .filter_map(|p| match p {
                Primitive::Note { note, origin, .. } => Some((*note, origin.0)),
                _ => None,
            })
            .collect();
        let expected = [
            (Minim, 4.2),
            (Crotchet, 11.227),
            (Crotchet, 16.987),
            (Crotchet, 21.708),
        ];
        assert_eq!(notes.len(), 4);
        for ((n, x), (m, y)) in notes.iter().zip(expected) {
            assert_eq!(*n, m);
            assert!((x - y).abs() < 1e-2, "{x} against {y}");
        }
        // One beam (width 0.5) from the first quaver's stem's left edge (16.987 + 1.208)
        // to the second's right edge (21.708 + 1.328), its centre 0.25 below the stems'
        // top at 3.5: y = −3.25.
        let beams: Vec<_> = lines(&e).into_iter().filter(|l| l.2 == 0.5).collect();
        assert_eq!(beams.len(), 1);
        let ((x0, y0), (x1, y1), _) = beams[0];
        assert!(
            (x0 - 18.195).abs() < 1e-2 && (x1 - 23.036).abs() < 1e-2,
            "{x0} {x1}"
        );
        assert!((y0 + 3.25).abs() < 1e-4 && (y1 + 3.25).abs() < 1e-4);
        // The box follows the last note's room (21.708 + 4.721 + 0.4 = 26.829), the barline
        // 4 + 1.8 after it: the bar is 32.629 wide.
        assert!((e.gap.0 - 26.829).abs() < 1e-2, "{:?}", e.gap);
        assert!((e.width - 32.629).abs() < 1e-2, "{}", e.width);
    }

    #[test]
    fn deeper_beams_join_only_the_shorter_notes_and_a_lone_one_points_into_the_group() {
        // Beat 4 as quaver, semiquaver, demisemiquaver, demisemiquaver (8 + 4 + 2 + 2 = 16
        // semidemisemiquavers: one beat). Level 1 spans all four; level 2 the last three;
        // level 3 the last two. Three beams: the top at max(3.5, 2 + 3 × 0.75 − 0.25) = 4.0.
        let e = bar_of_four(
            &[
                Minim,
                Crotchet,
                Quaver,
                Semiquaver,
                Demisemiquaver,
                Demisemiquaver,
            ],
            None,
            1.0,
            EBONY,
        );
        let mut beams: Vec<_> = lines(&e).into_iter().filter(|l| l.2 == 0.5).collect();
        beams.sort_by(|a, b| a.0.1.total_cmp(&b.0.1));
        assert_eq!(beams.len(), 3);
        let ys: Vec<f32> = beams.iter().map(|b| b.0.1).collect();
        for (y, want) in ys.iter().zip([-3.75, -3.0, -2.25]) {
            assert!((y - want).abs() < 1e-4, "{ys:?}");
        }
        let xs = |b: &Stroke| (b.0.0, b.1.0);
        let (a0, a1) = xs(&beams[0]);
        let (b0, b1) = xs(&beams[1]);
        let (c0, c1) = xs(&beams[2]);
        assert!(
            a0 < b0 && b0 < c0,
            "each deeper beam starts at a later note"
        );
        assert!(
            (a1 - b1).abs() < 1e-4 && (b1 - c1).abs() < 1e-4,
            "all end at the last stem"
        );
        // Every stem of the group reaches the top beam.
        let stems: Vec<_> = lines(&e)
            .into_iter()
            .filter(|l| l.2 == STEM && (l.1.1 + 4.0).abs() < 1e-4)
            .collect();
        assert_eq!(stems.len(), 4);

        // A semiquaver between two quavers' room would be alone at level 2: quaver,
        // semiquaver, and the beat's rest empty, here a semiquaver after a quaver in a
        // group of two. Its second beam is a short one pointing back (left), ending at its
        // stem's right edge.
        let e = bar_of_four(&[Minim, Crotchet, Quaver, Semiquaver], None, 1.0, EBONY);
        let beams: Vec<_> = lines(&e).into_iter().filter(|l| l.2 == 0.5).collect();
        assert_eq!(beams.len(), 2);
        let short = beams
            .iter()
            .find(|b| b.1.0 - b.0.0 < 2.0)
            .expect("a short beam");
        assert!((short.1.0 - short.0.0 - BEAMLET).abs() < 1e-4);
        let primary = beams.iter().find(|b| b.1.0 - b.0.0 > 2.0).unwrap();
        assert!(
            (short.1.0 - primary.1.0).abs() < 1e-4,
            "it ends at the last stem"
        );
    }

    #[test]
    fn the_box_is_as_wide_whatever_note_is_missing_and_shows_it_once_known() {
        let a = bar_of_four(&[Minim, Crotchet], None, 1.0, EBONY);
        let b = bar_of_four(&[Minim, Crotchet, Quaver], None, 1.0, EBONY);
        assert_eq!(a.gap.2, b.gap.2);
        let shown = bar_of_four(&[Minim, Crotchet], Some(Crotchet), 1.0, EBONY);
        let in_box = shown.prims.iter().any(|p| {
            matches!(p, Primitive::Note { note: Crotchet, origin, .. }
                if origin.0 > shown.gap.0 && origin.0 < shown.gap.0 + shown.gap.2)
        });
        assert!(in_box);
        assert!(
            a.prims
                .iter()
                .any(|p| matches!(p, Primitive::Text { text, .. } if text == "?"))
        );
    }

    #[test]
    fn the_shortest_note_found_stands_inside_its_box() {
        // A semidemisemiquaver's flags reach 4.888 staff spaces above the line (Bravura's
        // bounding box): the box, 5.2 high, holds them. The box is drawn 2 units a space
        // here, so the flags reach 9.776 and the box's top is at −10.4.
        let e = bar_of_four(&[Minim, Crotchet], Some(Semidemisemiquaver), 2.0, EBONY);
        let (_, y_min, _, y_max) = Semidemisemiquaver.glyph_bbox();
        assert!(
            y_max * 2.0 < -e.gap.1,
            "flags to {} above a box to {}",
            y_max * 2.0,
            -e.gap.1
        );
        assert!((e.gap.1 + 10.4).abs() < 1e-4);
        // And the notehead, below the line, stays above the box's foot (1.4 spaces down).
        assert!(-y_min * 2.0 < e.gap.1 + e.gap.3);
    }
}
