//! The printable worksheet: questions as JSON, or drawn on paper (questions, then the answer
//! key) as pages of primitives for the chart's PDF path ([`crate::chart::pdf_document`]).
//!
//! Pure: this module makes values and bytes; [`super::cli`] writes the file.

use std::ops::RangeInclusive;

use serde::Serialize;

use crate::chart::fonts::{FontRole, text_width};
use crate::chart::layout::{fit, wrap};
use crate::chart::palette::{CUT, EBONY, PAPER};
use crate::chart::svg::{Layer, SvgDoc};
use crate::chart::{Anchor, ChartError, Orientation, Paper, Primitive, TabletSpec, tablet};
use crate::engine::Face;
use crate::i18n::{Arg, Localizer};
use crate::music::NoteValue;

use super::{Answer, Kind, Question};

/// How many questions a worksheet may have. Up to about 20 fit on the questions page at full
/// size; more are set a little smaller (down to 90 %, so that the text stays at about 9 pt for
/// young readers), and should they still not fit they run on to a further page.
pub const WORKSHEET_COUNTS: RangeInclusive<usize> = 1..=30;

/// The kinds a worksheet can hold: all but `listening` and `tap`, which need sound and a
/// pupil at the screen ([`Kind::needs_sound`]).
pub fn printable_kinds() -> Vec<Kind> {
    Kind::ALL
        .into_iter()
        .filter(|&k| !k.needs_sound())
        .collect()
}

/// An answer or option in the worksheet JSON: a number for a whole number, else text (a
/// reduced fraction like `"3/8"`, or a note's name in the worksheet's language).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum JsonAnswer {
    /// A whole number.
    Integer(u64),
    /// A fraction (`"3/8"`) or a note's name.
    Text(String),
}

/// One question of the worksheet JSON.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct JsonQuestion {
    /// The kind's id (`"figure"`).
    pub kind: Kind,
    /// The question, in the worksheet's language.
    pub prompt: String,
    /// The figures of the notes the question is about, in order (see [`Question::notes`]):
    /// `[a, b]` for `equivalence` (how many `b` make one `a`), the notes added for `sum`, the
    /// halves of the tablets for `count`, the notes already in the bar for `bar`.
    pub notes: Vec<u32>,
    /// The answer.
    pub answer: JsonAnswer,
    /// The four options, in the order printed (a, b, c, d).
    pub options: Vec<JsonAnswer>,
}

fn json_answer(q: &Question, a: &Answer) -> JsonAnswer {
    match a {
        Answer::Integer(n) => JsonAnswer::Integer(*n),
        _ => JsonAnswer::Text(q.label(a)),
    }
}

/// The worksheet JSON values of `questions`, in order.
pub fn json_questions(questions: &[Question]) -> Vec<JsonQuestion> {
    questions
        .iter()
        .map(|q| JsonQuestion {
            kind: q.kind,
            prompt: q.prompt.clone(),
            notes: q.notes.iter().map(|n| n.figure()).collect(),
            answer: json_answer(q, &q.answer),
            options: q.options.iter().map(|o| json_answer(q, o)).collect(),
        })
        .collect()
}

/// The worksheet as JSON text: a list of [`JsonQuestion`]s, pretty-printed, ending in a
/// newline.
pub fn to_json(questions: &[Question]) -> String {
    let mut s = serde_json::to_string_pretty(&json_questions(questions))
        .unwrap_or_else(|_| "[]".to_string());
    s.push('\n');
    s
}

/// The letter of option `i` on paper: a, b, c, d.
fn letter(i: usize) -> char {
    (b'a' + (i % 26) as u8) as char
}

/// Page margin on every side, mm.
const MARGIN: f32 = 15.0;
/// Space between the two columns, mm.
const GUTTER: f32 = 8.0;
/// Where the questions start below the top edge on the first page (after title and name
/// line), mm.
const FIRST_TOP: f32 = MARGIN + 26.0;
/// Room kept above the bottom margin for the footer (the sheet's number and the page), mm.
const FOOTER_ROOM: f32 = 6.0;
/// The scales tried, largest first, until the questions fit on one page. At 90 % the body
/// text is 3.24 mm (about 9 pt); smaller would be hard for young pupils to read, so a sheet
/// that needs less takes another page instead.
const SCALES: [f32; 3] = [1.0, 0.95, 0.9];

/// One question (or answer) laid out at the origin: its height and its primitives.
struct Block {
    height: f32,
    prims: Vec<Primitive>,
}

impl Block {
    fn text(&mut self, text: String, x: f32, y: f32, size: f32, font: FontRole) {
        self.prims.push(Primitive::Text {
            text,
            position: (x, y),
            size,
            font,
            anchor: Anchor::Start,
            color: EBONY,
        });
    }

    fn note(&mut self, note: NoteValue, x: f32, y: f32, em: f32) {
        self.prims.push(Primitive::Note {
            note,
            origin: (x, y),
            em,
            color: EBONY,
        });
    }
}

/// Top and bottom of the tallest note glyph, in staff spaces above and below its origin.
const GLYPH_TOP: f32 = 4.888;
const GLYPH_BOTTOM: f32 = 0.552;

/// Where a "Which note is this?" glyph's notehead line stands, in staff spaces below the top
/// of its area (the tallest note's height, [`GLYPH_TOP`] + [`GLYPH_BOTTOM`]): a stemmed note
/// stands on the area's foot, its notehead at the bottom as on a tablet; the stemless
/// semibreve floats at the middle of a crotchet's height above the foot, where the stems
/// stand, not low under an empty space.
fn name_notehead(note: NoteValue) -> f32 {
    let foot = GLYPH_TOP + GLYPH_BOTTOM;
    let (_, y_min, _, y_max) = note.glyph_bbox();
    if note == NoteValue::Semibreve {
        let (_, c_min, _, c_max) = NoteValue::Crotchet.glyph_bbox();
        foot - (c_max - c_min) / 2.0 + (y_min + y_max) / 2.0
    } else {
        foot + y_min
    }
}

/// The question numbered `number`, `width` mm wide, at scale `s`.
fn question_block(number: usize, q: &Question, width: f32, s: f32) -> Block {
    let mut b = Block {
        height: 0.0,
        prims: Vec::new(),
    };
    let (fs, lh, indent) = (3.8 * s, 5.0 * s, 7.0 * s);
    let inner = width - indent;
    b.text(format!("{number}."), 0.0, 0.8 * fs, fs, FontRole::Strong);
    let lines = wrap(&q.prompt, FontRole::Body, fs, inner);
    for (i, line) in lines.iter().enumerate() {
        b.text(
            line.clone(),
            indent,
            i as f32 * lh + 0.8 * fs,
            fs,
            FontRole::Body,
        );
    }
    let mut y = lines.len().max(1) as f32 * lh + 0.6 * s;
    match q.kind {
        Kind::Name => {
            let em = 7.0 * s;
            let ss = em / 4.0;
            let note = q.notes[0];
            b.note(note, indent + 2.0 * s, y + name_notehead(note) * ss, em);
            y += (GLYPH_TOP + GLYPH_BOTTOM) * ss + 1.5 * s;
        }
        Kind::Count => {
            let tablets = q.tablets();
            let gap = 3.0 * s;
            let n = tablets.len().max(1) as f32;
            let length = (20.0 * s).min((inner - gap * (n - 1.0)) / n);
            for (j, (a, c)) in tablets.iter().enumerate() {
                let spec = TabletSpec {
                    face: Face::Notes,
                    halves: (a.suit(), c.suit()),
                    orientation: Orientation::Horizontal,
                    length_mm: length,
                    shadow: false,
                };
                let dx = indent + j as f32 * (length + gap);
                b.prims
                    .extend(tablet(&spec).iter().map(|p| p.translated(dx, y + 0.5 * s)));
            }
            y += length / 2.0 + 2.0 * s;
        }
        Kind::Bar => y = bar_row(&mut b, &q.notes, indent, inner, y, s),
        _ => {}
    }
    y = options_rows(&mut b, q, indent, inner, y, s);
    b.height = y + 3.5 * s;
    b
}

/// A bar of 4/4 on a one-line staff as [`super::staff`] engraves it (time signature, the
/// notes beamed by beats, a box with "?" for the missing note, the closing barline), at the
/// size of the other glyphs or smaller where a long bar would not fit `width`. Returns the y
/// below it.
fn bar_row(b: &mut Block, notes: &[NoteValue], x0: f32, width: f32, top: f32, s: f32) -> f32 {
    let natural = super::staff::bar_of_four(notes, None, 1.0, CUT).width;
    let ss = (1.5 * s).min(width / natural);
    let bar = super::staff::bar_of_four(notes, None, ss, CUT);
    let line_y = top + bar.above;
    b.prims
        .extend(bar.prims.iter().map(|p| p.translated(x0, line_y)));
    line_y + bar.below + 3.5 * s
}

/// The four options, `a) …` to `d) …`: glyphs for a `glyph` question, else words, four to a
/// row, or two, or one, whichever is the most that fits. Returns the y below them.
fn options_rows(b: &mut Block, q: &Question, x0: f32, width: f32, top: f32, s: f32) -> f32 {
    let fs = 3.6 * s;
    let n = q.options.len().max(1);
    if q.options_are_glyphs() {
        let em = 6.0 * s;
        let ss = em / 4.0;
        let slot = width / n as f32;
        let base = top + GLYPH_TOP * ss;
        for (i, o) in q.options.iter().enumerate() {
            let x = x0 + i as f32 * slot;
            b.text(format!("{})", letter(i)), x, base, fs, FontRole::Body);
            if let Some(note) = o.note() {
                b.note(note, x + 5.0 * s, base, em);
            }
        }
        return base + GLYPH_BOTTOM * ss + 2.0 * s;
    }
    let labels: Vec<String> = q
        .options
        .iter()
        .enumerate()
        .map(|(i, o)| format!("{}) {}", letter(i), q.label(o)))
        .collect();
    let per_row = [4usize, 2, 1]
        .into_iter()
        .find(|&per| {
            let slot = width / per as f32;
            labels
                .iter()
                .all(|l| text_width(FontRole::Body, fs, l) <= slot - 2.0 * s)
        })
        .unwrap_or(1);
    let slot = width / per_row as f32;
    let lh = 5.0 * s;
    for (i, label) in labels.into_iter().enumerate() {
        let (row, col) = (i / per_row, i % per_row);
        let size = fit(FontRole::Body, fs, slot - 1.0 * s, &label);
        b.text(
            label,
            x0 + col as f32 * slot,
            top + row as f32 * lh + 0.8 * fs,
            size,
            FontRole::Body,
        );
    }
    top + n.div_ceil(per_row) as f32 * lh
}

/// The answer to question `number`: its option letter and answer, then the explanation.
fn answer_block(number: usize, q: &Question, width: f32, s: f32) -> Block {
    let mut b = Block {
        height: 0.0,
        prims: Vec::new(),
    };
    let (fs, small, lh, indent) = (3.6 * s, 3.1 * s, 4.3 * s, 7.0 * s);
    b.text(format!("{number}."), 0.0, 0.8 * fs, fs, FontRole::Strong);
    let head = format!("{}) {}", letter(q.right_option()), q.label(&q.answer));
    let head_size = fit(FontRole::Strong, fs, width - indent, &head);
    b.text(head, indent, 0.8 * fs, head_size, FontRole::Strong);
    let mut y = 0.8 * fs + lh;
    for line in wrap(&q.explanation, FontRole::Body, small, width - indent) {
        b.text(line, indent, y, small, FontRole::Body);
        y += lh;
    }
    b.height = y - lh + 0.3 * fs + 3.0 * s;
    b
}

/// Flows blocks into two columns from `first_top` on the first page (and just below the
/// margin on any further page), down to the bottom margin. Returns the primitives of each
/// page. The footer's room stays free.
///
/// The last page's blocks are shared between its two columns as evenly as their order allows
/// (the taller column as short as it can be; of two splits as good, the one with the first
/// column the longer), so that a page of eleven questions does not stand ten in one column
/// and one in the other.
fn flow(blocks: Vec<Block>, paper: Paper, first_top: f32, later_top: f32) -> Vec<Vec<Primitive>> {
    let (w, h) = paper.size_mm();
    let col_w = (w - 2.0 * MARGIN - GUTTER) / 2.0;
    let bottom = h - MARGIN - FOOTER_ROOM;
    // Each block's page, column and top.
    let mut places: Vec<(usize, usize, f32)> = Vec::with_capacity(blocks.len());
    let (mut page, mut col, mut y, mut top) = (0usize, 0usize, first_top, first_top);
    for block in &blocks {
        if y + block.height > bottom && y > top {
            if col == 0 {
                col = 1;
            } else {
                col = 0;
                top = later_top;
                page += 1;
            }
            y = top;
        }
        places.push((page, col, y));
        y += block.height;
    }
    // The last page again, split where the taller column is shortest.
    let first = places.iter().position(|&(p, _, _)| p == page).unwrap_or(0);
    let last: Vec<f32> = blocks[first..].iter().map(|b| b.height).collect();
    let total: f32 = last.iter().sum();
    let mut left = 0.0;
    let mut split = last.len();
    let mut tallest = total;
    for (i, height) in last.iter().enumerate() {
        left += height;
        let taller = left.max(total - left);
        // Strictly shorter: the earliest split wins a tie, and of the two splits around the
        // middle with the same taller column, the later has the longer first column.
        if taller < tallest || (taller == tallest && left >= total - left) {
            tallest = taller;
            split = i + 1;
        }
    }
    let top = places.get(first).map_or(first_top, |&(_, _, y)| y);
    if top + tallest <= bottom {
        let mut y = top;
        for (i, place) in places[first..].iter_mut().enumerate() {
            if i == split {
                y = top;
            }
            *place = (page, usize::from(i >= split), y);
            y += last[i];
        }
    }
    let mut pages = vec![Vec::new(); page + 1];
    for (block, (p, c, y)) in blocks.iter().zip(places) {
        let x = MARGIN + c as f32 * (col_w + GUTTER);
        pages[p].extend(block.prims.iter().map(|q| q.translated(x, y)));
    }
    pages
}

fn column_width(paper: Paper) -> f32 {
    let (w, _) = paper.size_mm();
    (w - 2.0 * MARGIN - GUTTER) / 2.0
}

/// The heading of a page: `title` and, on the questions page, a line for the pupil's name.
fn heading(paper: Paper, title: &str, name: Option<&str>) -> Vec<Primitive> {
    let (w, _) = paper.size_mm();
    let mut out = vec![Primitive::Text {
        text: title.to_string(),
        position: (w / 2.0, MARGIN + 8.0),
        size: fit(FontRole::Title, 9.0, w - 2.0 * MARGIN, title),
        font: FontRole::Title,
        anchor: Anchor::Middle,
        color: EBONY,
    }];
    if let Some(name) = name {
        // The label as the language writes it, colon included ("Nom :" in French).
        let label = name.to_string();
        let y = MARGIN + 18.0;
        let label_w = text_width(FontRole::Body, 4.0, &label);
        out.push(Primitive::Text {
            text: label,
            position: (MARGIN, y),
            size: 4.0,
            font: FontRole::Body,
            anchor: Anchor::Start,
            color: EBONY,
        });
        out.push(Primitive::Line {
            from: (MARGIN + label_w + 2.0, y + 0.8),
            to: (MARGIN + 100.0, y + 0.8),
            color: CUT,
            width: 0.25,
            dash: None,
        });
    }
    out
}

/// Lays the blocks made by `make` under a heading at the largest scale of [`SCALES`] that
/// fits one page; when even the least does not, at the largest that needs no more pages than
/// the least does (a sheet that takes two pages anyway is printed as large as two allow).
fn pages_of(
    questions: &[Question],
    paper: Paper,
    make: fn(usize, &Question, f32, f32) -> Block,
    first_top: f32,
) -> (Vec<Vec<Primitive>>, f32) {
    let width = column_width(paper);
    let at = |s: f32| {
        let blocks = questions
            .iter()
            .enumerate()
            .map(|(i, q)| make(i + 1, q, width, s))
            .collect();
        flow(blocks, paper, first_top, MARGIN + 14.0)
    };
    let least = SCALES[SCALES.len() - 1];
    let fewest = at(least).len().max(1);
    for s in SCALES {
        let pages = at(s);
        if pages.len() <= fewest {
            return (pages, s);
        }
    }
    (at(least), least)
}

/// The worksheet's pages as primitives in millimetres: the questions (title, a line for
/// the pupil's name, the questions in two columns, each with its glyph, tablets or bar and
/// its options a–d), then the answer key (each question's option letter, answer and
/// explanation). Every page's foot names the sheet (`sheet`, the seed it was drawn from) and
/// the page, so that a stack of sheets and its key can be matched; the key's pages also give,
/// left of the foot, `again` (the command that makes the same questions again, from
/// [`crate::quiz::cli::WorksheetRequest::again`]; nothing when empty), shrunk to fit beside
/// the foot. Also returns the scales used for the questions and the answers (1.0 = full
/// size).
pub fn pages(
    questions: &[Question],
    paper: Paper,
    loc: &Localizer,
    sheet: u64,
    again: &str,
) -> (Vec<Vec<Primitive>>, [f32; 2]) {
    let title = loc.t("quiz-worksheet-title");
    let (mut q_pages, q_scale) = pages_of(questions, paper, question_block, FIRST_TOP);
    let (mut a_pages, a_scale) = pages_of(questions, paper, answer_block, MARGIN + 16.0);
    let name = loc.t("quiz-worksheet-name");
    for (i, page) in q_pages.iter_mut().enumerate() {
        let head = heading(paper, &title, (i == 0).then_some(name.as_str()));
        page.splice(0..0, head);
    }
    let answers = format!("{title} — {}", loc.t("quiz-worksheet-answers"));
    for page in &mut a_pages {
        page.splice(0..0, heading(paper, &answers, None));
    }
    let first_answers = q_pages.len();
    q_pages.extend(a_pages);
    let (w, h) = paper.size_mm();
    let count = q_pages.len();
    for (i, page) in q_pages.iter_mut().enumerate() {
        let foot = loc.t_args(
            "quiz-worksheet-footer",
            &[
                ("sheet", sheet.to_string().into()),
                ("page", Arg::from(i + 1)),
                ("pages", Arg::from(count)),
            ],
        );
        let size = fit(FontRole::Body, 3.2, w - 2.0 * MARGIN, &foot);
        let foot_width = text_width(FontRole::Body, size, &foot);
        page.push(Primitive::Text {
            size,
            text: foot,
            position: (w - MARGIN, h - MARGIN),
            font: FontRole::Body,
            anchor: Anchor::End,
            color: EBONY,
        });
        // The teacher's pages say how to print the same questions again, left of the foot.
        if i >= first_answers && !again.is_empty() {
            let room = w - 2.0 * MARGIN - foot_width - 6.0;
            page.push(Primitive::Text {
                size: fit(FontRole::Body, 2.8, room, again),
                text: again.to_string(),
                position: (MARGIN, h - MARGIN),
                font: FontRole::Body,
                anchor: Anchor::Start,
                color: EBONY,
            });
        }
    }
    (q_pages, [q_scale, a_scale])
}

/// One page as SVG documents, one per non-empty [`Layer`] in painting order (what
/// [`crate::chart::pdf_document`] takes).
pub fn page_layers(page: &[Primitive], paper: Paper) -> Vec<String> {
    let (w, h) = paper.size_mm();
    Layer::ALL
        .into_iter()
        .filter_map(|layer| {
            let mut doc = SvgDoc::layer(w, h, Some(PAPER), Some(layer));
            doc.extend(page);
            (!doc.is_empty()).then(|| doc.finish())
        })
        .collect()
}

/// The whole of one page as a single SVG document (for looking at, and for tests).
pub fn page_svg(page: &[Primitive], paper: Paper) -> String {
    let (w, h) = paper.size_mm();
    let mut doc = SvgDoc::new(w, h, Some(PAPER));
    doc.extend(page);
    doc.finish()
}

/// The worksheet as a vector PDF: the questions, then the answers (see [`pages`]; `sheet` is
/// the seed named at each page's foot, `again` the command the key's pages give), fonts
/// embedded. The same questions give the same bytes.
///
/// # Errors
/// [`ChartError::Render`] if a page cannot be converted (a bug).
pub fn pdf(
    questions: &[Question],
    paper: Paper,
    loc: &Localizer,
    sheet: u64,
    again: &str,
) -> Result<Vec<u8>, ChartError> {
    let (pages, _) = pages(questions, paper, loc, sheet, again);
    let layered: Vec<Vec<String>> = pages.iter().map(|p| page_layers(p, paper)).collect();
    crate::chart::pdf_document(&layered, paper, &loc.t("quiz-worksheet-title"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::generate;

    #[test]
    fn the_last_page_shares_its_blocks_between_both_columns() {
        // A4 (297 mm): a column runs from 15 mm (later pages) to 297 − 15 − 6 = 276 mm, which
        // holds 13 blocks of 20 mm (260 mm). On the first page, from 41 mm: 11 blocks a
        // column (220 mm; 12 would need 281). 22 blocks fill page one; 12 more go to page two,
        // where they once stood 12 in the first column and none in the second: now 6 and 6.
        let sized = |i: usize, height: f32| Block {
            height,
            prims: vec![Primitive::Text {
                text: i.to_string(),
                position: (0.0, 0.0),
                size: 4.0,
                font: FontRole::Body,
                anchor: Anchor::Start,
                color: EBONY,
            }],
        };
        let block = |i: usize| sized(i, 20.0);
        let at = |page: &[Primitive]| -> Vec<(f32, f32)> {
            page.iter()
                .filter_map(|p| match p {
                    Primitive::Text { position, .. } => Some(*position),
                    _ => None,
                })
                .collect()
        };
        let pages = flow((0..34).map(block).collect(), Paper::A4, FIRST_TOP, MARGIN);
        assert_eq!(pages.len(), 2);
        let first = at(&pages[0]);
        assert_eq!(first.len(), 22);
        assert_eq!(first.iter().filter(|p| p.0 == MARGIN).count(), 11);
        let second = at(&pages[1]);
        assert_eq!(second.len(), 12);
        let left: Vec<f32> = second
            .iter()
            .filter(|p| p.0 == MARGIN)
            .map(|p| p.1)
            .collect();
        assert_eq!(left, [15.0, 35.0, 55.0, 75.0, 95.0, 115.0]);
        // The second column starts at the top again, in order.
        let col_x = MARGIN + (210.0 - 2.0 * MARGIN - GUTTER) / 2.0 + GUTTER;
        let right: Vec<f32> = second
            .iter()
            .filter(|p| p.0 == col_x)
            .map(|p| p.1)
            .collect();
        assert_eq!(right, [15.0, 35.0, 55.0, 75.0, 95.0, 115.0]);
        // An odd number: the first column takes the one more.
        let pages = flow((0..33).map(block).collect(), Paper::A4, FIRST_TOP, MARGIN);
        let second = at(&pages[1]);
        assert_eq!(second.iter().filter(|p| p.0 == MARGIN).count(), 6);
        assert_eq!(second.iter().filter(|p| p.0 == col_x).count(), 5);
        // Heights 50, 45 and 10 mm: 50 | 55 leaves the taller column 55 mm, where 95 | 10
        // (the first column the longer) would leave 95. The shorter wins.
        let pages = flow(
            vec![sized(0, 50.0), sized(1, 45.0), sized(2, 10.0)],
            Paper::A4,
            FIRST_TOP,
            MARGIN,
        );
        assert_eq!(
            at(&pages[0]),
            [
                (MARGIN, FIRST_TOP),
                (col_x, FIRST_TOP),
                (col_x, FIRST_TOP + 45.0)
            ]
        );
    }

    #[test]
    fn a_semibreve_to_name_floats_where_stems_stand() {
        // The area is 4.888 + 0.552 = 5.44 staff spaces tall. A crotchet's notehead line is
        // 5.44 − 0.564 = 4.876 below its top; the semibreve's ink centre stands half a
        // crotchet (4.064 / 2 = 2.032) above the foot, at 3.408, so its notehead line (0.002
        // above its ink centre, as Bravura draws it: (−0.548 + 0.544) / 2) at 3.406.
        assert!((name_notehead(NoteValue::Crotchet) - 4.876).abs() < 1e-4);
        assert!((name_notehead(NoteValue::Semibreve) - 3.406).abs() < 1e-4);
        // The 64th fills the area: its notehead line where the tallest note's stands.
        assert!((name_notehead(NoteValue::Semidemisemiquaver) - GLYPH_TOP).abs() < 1e-4);
    }

    #[test]
    fn twenty_questions_of_every_printable_kind_fit_one_page_each_way() {
        let loc = Localizer::new("en-GB");
        for seed in 0..20 {
            let qs = generate(&printable_kinds(), 20, seed, &loc);
            for paper in [Paper::A4, Paper::Letter] {
                let (pages, scales) = pages(&qs, paper, &loc, seed, "");
                assert_eq!(pages.len(), 2, "seed {seed} {paper:?}");
                assert!(scales.iter().all(|&s| s >= 0.9), "{scales:?}");
            }
        }
    }

    #[test]
    fn thirty_questions_take_another_page_rather_than_small_print() {
        // Thirty questions do not fit one page at 90 %: they run on to a second page at full
        // size, where they once were squeezed onto one at 70 % (text of about 7 pt).
        let loc = Localizer::new("en-GB");
        for seed in 0..10 {
            let qs = generate(&printable_kinds(), 30, seed, &loc);
            let (pages, [questions, answers]) = pages(&qs, Paper::A4, &loc, seed, "");
            assert!(pages.len() >= 3, "seed {seed}: {} pages", pages.len());
            assert!(questions >= 0.9 && answers >= 0.9, "{questions} {answers}");
        }
        // The tall questions (tablets and bars) of sheet 185 take two pages at any size.
        let qs = generate(&[Kind::Count, Kind::Bar], 30, 185, &loc);
        let (pages, [questions, _]) = pages(&qs, Paper::A4, &loc, 185, "");
        assert_eq!(pages.len(), 3, "two pages of questions and one of answers");
        assert_eq!(questions, 1.0);
    }

    #[test]
    fn every_page_names_its_sheet_and_its_place_at_the_foot() {
        // Twenty questions: a page of questions and a page of answers, both of sheet 185.
        let loc = Localizer::new("en-GB");
        let qs = generate(&printable_kinds(), 20, 185, &loc);
        let (pages, _) = pages(&qs, Paper::A4, &loc, 185, "");
        assert_eq!(pages.len(), 2);
        for (i, page) in pages.iter().enumerate() {
            let want = format!("Sheet 185 · page {} of 2", i + 1);
            let foot = page.iter().find_map(|p| match p {
                Primitive::Text { text, position, .. } if *text == want => Some(*position),
                _ => None,
            });
            let (_, h) = Paper::A4.size_mm();
            assert_eq!(foot.map(|p| p.1), Some(h - MARGIN), "{want}");
        }
    }

    #[test]
    fn only_the_key_says_how_to_print_the_sheet_again() {
        // Twenty questions: the first page the pupils', the second the key, the teacher's.
        let loc = Localizer::new("en-GB");
        let qs = generate(&printable_kinds(), 20, 185, &loc);
        let again = "musical-dominoes quiz --worksheet --seed 185";
        let (pages, _) = pages(&qs, Paper::A4, &loc, 185, again);
        let (_, h) = Paper::A4.size_mm();
        let at_foot = |page: &[Primitive]| {
            page.iter().find_map(|p| match p {
                Primitive::Text { text, position, .. } if text == again => Some(*position),
                _ => None,
            })
        };
        assert_eq!(at_foot(&pages[0]), None, "not on the pupils' page");
        assert_eq!(
            at_foot(&pages[1]),
            Some((MARGIN, h - MARGIN)),
            "left of the key's foot"
        );
    }

    #[test]
    fn everything_stays_inside_the_margins() {
        let loc = Localizer::new("de");
        for seed in 0..10 {
            let qs = generate(&printable_kinds(), 30, seed, &loc);
            for paper in [Paper::A4, Paper::Letter] {
                let (w, h) = paper.size_mm();
                for page in pages(&qs, paper, &loc, u64::MAX, "musical-dominoes quiz --worksheet --seed 18446744073709551615 --count 29 --kinds figure,fraction,equivalence,name,glyph,sum,count --lang de").0 {
                    for p in page {
                        let (x, y, right) = match &p {
                            Primitive::Text {
                                text,
                                position,
                                size,
                                font,
                                anchor,
                                ..
                            } => {
                                let tw = text_width(*font, *size, text);
                                let left = match anchor {
                                    Anchor::Start => position.0,
                                    Anchor::Middle => position.0 - tw / 2.0,
                                    Anchor::End => position.0 - tw,
                                };
                                (left, position.1, left + tw)
                            }
                            Primitive::Note { origin, .. } => (origin.0, origin.1, origin.0),
                            Primitive::Line { from, to, .. } => (from.0, from.1, to.0),
                            Primitive::RoundedRect { x, y, w, .. } => (*x, *y, x + w),
                            _ => continue,
                        };
                        assert!(x >= MARGIN - 0.01, "{p:?}");
                        assert!(right <= w - MARGIN + 0.5, "{p:?}");
                        assert!(y <= h - MARGIN + 0.01 && y >= MARGIN, "{p:?}");
                    }
                }
            }
        }
    }
}
