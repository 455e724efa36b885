//! The pages of the chart: where the title, the key, the 28 tablets with their cut lines, and
//! the rules go on a portrait A4 or US Letter page. Everything in millimetres from the page's
//! top-left corner.

use crate::engine::{Face, Tile};
use crate::i18n::{Arg, Localizer};
use crate::music::NoteValue;

use super::fonts::{FontRole, text_width};
use super::palette::{CUT, EBONY, PAPER};
use super::svg::{Layer, SvgDoc};
use super::tablet::{Anchor, Orientation, Primitive, TabletSpec, tablet};
use super::{ChartOptions, Paper};

/// Columns and rows of the tablet grid (7 × 4 = 28).
pub const COLUMNS: usize = 7;
/// Rows of the tablet grid.
pub const ROWS: usize = 4;
/// One cell of the grid (what the scissors cut out): 25 mm × 48 mm, holding a tablet of
/// 23 mm × 46 mm with [`CELL_INSET`] on every side. Seven across is 175 mm, four down 192 mm:
/// with the header this fits US Letter (215.9 × 279.4 mm) as well as A4 (210 × 297 mm)
/// inside the margins.
pub const CELL_W: f32 = 25.0;
/// Height of one cell: twice the tablet's width, plus the inset above and below.
pub const CELL_H: f32 = 2.0 * (CELL_W - 2.0 * CELL_INSET) + 2.0 * CELL_INSET;
/// The tablet's drawing sits this far inside its cell on every side, so a cut a little off
/// the line still leaves the whole tablet, and the dashed line between two tablets shows.
pub const CELL_INSET: f32 = 1.0;
/// No ink nearer the paper's edge than this (school printers keep 5–10 mm).
pub const MARGIN: f32 = 12.0;
/// How far the cut lines run past the grid.
const CUT_OVERRUN: f32 = 4.0;

/// The 28 tiles in chart order: row-major, each suit with every suit above it (`0-0 … 0-6`,
/// `1-1 … 1-6`, …, `6-6`), lower half on top.
pub fn chart_order() -> Vec<(u8, u8)> {
    (0..7u8)
        .flat_map(|a| (a..7u8).map(move |b| (a, b)))
        .collect()
}

/// Top-left corner of the tablet grid on the page: centred across, and below the header.
fn grid_origin(paper: Paper, header_bottom: f32) -> (f32, f32) {
    let (w, h) = paper.size_mm();
    let grid_w = CELL_W * COLUMNS as f32;
    let grid_h = CELL_H * ROWS as f32;
    let free = h - MARGIN - header_bottom - grid_h;
    ((w - grid_w) / 2.0, header_bottom + (free / 2.0).max(0.0))
}

/// The chart page as SVG (or one [`Layer`] of it): title, key, the 28 tablets (one
/// `<g class="tablet">` each) and the dashed cut lines. Returns `None` for an empty layer.
pub fn chart_page(opts: &ChartOptions, loc: &Localizer, layer: Option<Layer>) -> Option<String> {
    let (pw, ph) = opts.paper.size_mm();
    let mut doc = SvgDoc::layer(pw, ph, Some(PAPER), layer);
    let face = if opts.pips { Face::Pips } else { Face::Notes };
    let cx = pw / 2.0;

    // The subtitle gives the tablet's size at actual size, so that a teacher can check the
    // printer did not shrink the page to fit.
    let size = [
        (
            "width",
            Arg::from((CELL_W - 2.0 * CELL_INSET).round() as u32),
        ),
        (
            "height",
            Arg::from((CELL_H - 2.0 * CELL_INSET).round() as u32),
        ),
    ];
    let (title, subtitle) = if opts.pips {
        (
            loc.t("chart-pips-title"),
            loc.t_args("chart-pips-subtitle", &size),
        )
    } else {
        (loc.t("chart-title"), loc.t_args("chart-subtitle", &size))
    };
    let text_w = pw - 2.0 * MARGIN;
    doc.open_group("header", "header", 0.0, 0.0);
    doc.push(&Primitive::Text {
        text: title,
        position: (cx, MARGIN + 8.0),
        size: fit(FontRole::Title, 10.5, text_w, &loc.t("chart-title")),
        font: FontRole::Title,
        anchor: Anchor::Middle,
        color: EBONY,
    });
    doc.push(&Primitive::Text {
        size: fit(FontRole::Body, 3.4, text_w, &subtitle),
        text: subtitle,
        position: (cx, MARGIN + 14.0),
        font: FontRole::Body,
        anchor: Anchor::Middle,
        color: EBONY,
    });
    doc.close_group();

    let header_bottom = if opts.pips {
        MARGIN + 18.0
    } else {
        key(&mut doc, opts.paper, loc, MARGIN + 17.0)
    };
    let (x0, y0) = grid_origin(opts.paper, header_bottom);
    cut_lines(&mut doc, x0, y0);

    for (i, (a, b)) in chart_order().into_iter().enumerate() {
        let (col, row) = (i % COLUMNS, i / COLUMNS);
        let spec = TabletSpec {
            face,
            halves: (a, b),
            orientation: Orientation::Vertical,
            length_mm: CELL_H - 2.0 * CELL_INSET,
            shadow: false,
        };
        let id = Tile::new(a, b).map_or_else(String::new, |t| t.notation(face));
        doc.open_group(
            &format!("tablet-{id}"),
            "tablet",
            x0 + col as f32 * CELL_W + CELL_INSET,
            y0 + row as f32 * CELL_H + CELL_INSET,
        );
        doc.extend(&tablet(&spec));
        doc.close_group();
    }

    if !opts.pips {
        let credit = loc.t("chart-credit");
        doc.push(&Primitive::Text {
            size: fit(FontRole::Body, 2.6, text_w, &credit),
            text: credit,
            position: (cx, y0 + CELL_H * ROWS as f32 + CUT_OVERRUN + 4.0),
            font: FontRole::Body,
            anchor: Anchor::Middle,
            color: CUT,
        });
    }
    (!doc.is_empty()).then(|| doc.finish())
}

/// `size`, or smaller so that `text` (set in `font`) fits in `width` (same unit as `size`).
pub fn fit(font: FontRole, size: f32, width: f32, text: &str) -> f32 {
    let w = text_width(font, size, text);
    if w > width { size * width / w } else { size }
}

/// The key: each note's glyph, figure and name, one column over each column of tablets, then
/// a caption. Returns the y below it.
fn key(doc: &mut SvgDoc, paper: Paper, loc: &Localizer, top: f32) -> f32 {
    let (pw, _) = paper.size_mm();
    let x0 = (pw - CELL_W * COLUMNS as f32) / 2.0;
    // The 64th note spans 5.44 staff spaces (−0.552..4.888); at 1.5 mm a staff space it is
    // 8.2 mm tall, readable across a table. em = 4 staff spaces.
    let staff_space = 1.5;
    let notehead = top + 4.888 * staff_space;
    doc.open_group("key", "key", 0.0, 0.0);
    for note in NoteValue::ALL {
        let cx = x0 + (f32::from(note.suit()) + 0.5) * CELL_W;
        let (x_min, _, x_max, _) = note.glyph_bbox();
        doc.push(&Primitive::Note {
            note,
            origin: (cx - (x_min + x_max) / 2.0 * staff_space, notehead),
            em: 4.0 * staff_space,
            color: EBONY,
        });
        doc.push(&Primitive::Text {
            text: note.figure().to_string(),
            position: (cx, notehead + 6.4),
            size: 4.8,
            font: FontRole::Figure,
            anchor: Anchor::Middle,
            color: EBONY,
        });
    }
    // The names, each under its note, all in one size: a name too long for its cell breaks
    // onto a second line (at a space, after a hyphen, or where the language marks a long word
    // may break) rather than be set smaller than the others.
    let (size, names) = key_names(loc);
    doc.open_group("key-names", "key-names", 0.0, 0.0);
    for (note, lines) in NoteValue::ALL.into_iter().zip(names) {
        let cx = x0 + (f32::from(note.suit()) + 0.5) * CELL_W;
        for (i, line) in lines.into_iter().enumerate() {
            doc.push(&Primitive::Text {
                text: line,
                position: (cx, notehead + 11.0 + i as f32 * KEY_NAME_LEADING * size),
                size,
                font: FontRole::Body,
                anchor: Anchor::Middle,
                color: EBONY,
            });
        }
    }
    doc.close_group();
    // Below the names' second line, whether or not a name of this language takes it, so that
    // the grid stands at the same place in every language.
    let below = KEY_NAME_LEADING * KEY_NAME_SIZE;
    let caption = loc.t("chart-key");
    doc.push(&Primitive::Text {
        size: fit(FontRole::Body, 3.2, pw - 2.0 * MARGIN, &caption),
        text: caption,
        position: (pw / 2.0, notehead + 16.2 + below),
        font: FontRole::Body,
        anchor: Anchor::Middle,
        color: CUT,
    });
    doc.close_group();
    notehead + 19.0 + below
}

/// The size of the key's note names, in millimetres (9.4 pt), unless a name of the language
/// cannot fit its cell in two lines at it.
const KEY_NAME_SIZE: f32 = 3.3;
/// The distance between the baselines of a name's two lines, in sizes.
const KEY_NAME_LEADING: f32 = 1.15;
/// The room for a name: its cell's width less a little either side.
const KEY_NAME_WIDTH: f32 = CELL_W - 1.5;

/// The key's names in `loc`'s language: the one size they are all set in, and each note's
/// name as one or two lines no wider than [`KEY_NAME_WIDTH`]. The size is
/// [`KEY_NAME_SIZE`], or, in a language with a name that two lines at it cannot hold,
/// the largest below it that holds every name in two.
fn key_names(loc: &Localizer) -> (f32, Vec<Vec<String>>) {
    let names = NoteValue::ALL.map(|n| loc.note_name_with_breaks(n));
    let lines_at = |size: f32| -> Vec<Vec<String>> {
        names
            .iter()
            .map(|n| break_name(n, FontRole::Body, size, KEY_NAME_WIDTH))
            .collect()
    };
    let fits = |lines: &[Vec<String>], size: f32| {
        lines.iter().all(|l| {
            l.len() <= 2
                && l.iter()
                    .all(|line| text_width(FontRole::Body, size, line) <= KEY_NAME_WIDTH)
        })
    };
    let mut size = KEY_NAME_SIZE;
    let mut lines = lines_at(size);
    while !fits(&lines, size) && size > 1.0 {
        size -= 0.05;
        lines = lines_at(size);
    }
    (size, lines)
}

/// Splits a name into the fewest lines no wider than `width` (a piece wider than the width
/// gets a line of its own): it breaks after a space (dropped), after a hyphen, or at a soft
/// hyphen ([`crate::i18n::SOFT_HYPHEN`]), which is written as a hyphen where the line breaks
/// there and left out elsewhere.
fn break_name(name: &str, font: FontRole, size: f32, width: f32) -> Vec<String> {
    use crate::i18n::SOFT_HYPHEN;
    // The pieces between the places to break, each with what ends it.
    let mut pieces: Vec<(String, Option<char>)> = Vec::new();
    let mut piece = String::new();
    for c in name.chars() {
        match c {
            ' ' | SOFT_HYPHEN => pieces.push((std::mem::take(&mut piece), Some(c))),
            '-' => {
                piece.push(c);
                pieces.push((std::mem::take(&mut piece), None));
            }
            _ => piece.push(c),
        }
    }
    pieces.push((piece, None));
    // The line so far, and what it would end with if it broke here.
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut joint: Option<char> = None;
    let ending = |line: &str, end: Option<char>| -> String {
        match end {
            Some(SOFT_HYPHEN) => format!("{line}-"),
            _ => line.to_string(),
        }
    };
    for (text, end) in pieces {
        let joined = match joint {
            Some(' ') => format!("{line} {text}"),
            _ => format!("{line}{text}"),
        };
        if !line.is_empty() && text_width(font, size, &ending(&joined, end)) > width {
            lines.push(ending(&line, joint));
            line = text;
        } else {
            line = joined;
        }
        joint = end;
    }
    lines.push(line);
    lines
}

/// Dashed cut lines along every edge of every cell, running a little past the grid.
fn cut_lines(doc: &mut SvgDoc, x0: f32, y0: f32) {
    let (x1, y1) = (x0 + CELL_W * COLUMNS as f32, y0 + CELL_H * ROWS as f32);
    let line = |from, to| Primitive::Line {
        from,
        to,
        color: CUT,
        width: 0.2,
        dash: Some((1.6, 1.2)),
    };
    doc.open_group("cut-lines", "cut-lines", 0.0, 0.0);
    for c in 0..=COLUMNS {
        let x = x0 + c as f32 * CELL_W;
        doc.push(&line((x, y0 - CUT_OVERRUN), (x, y1 + CUT_OVERRUN)));
    }
    for r in 0..=ROWS {
        let y = y0 + r as f32 * CELL_H;
        doc.push(&line((x0 - CUT_OVERRUN, y), (x1 + CUT_OVERRUN, y)));
    }
    doc.close_group();
}

/// Whether `word` is an operator of a sum or difference set between spaces
/// ("1 − 3/4 = 1/4"), which a line never ends with ([`wrap`]).
fn is_operator(word: &str) -> bool {
    matches!(word, "=" | "+" | "−" | "-" | "×" | "÷")
}

/// Splits `text` into lines no wider than `width` when set in `font` at `size` (a word
/// longer than the width gets a line of its own). Lines break only at ordinary spaces: a
/// no-break space (U+00A0, U+202F, U+2007) holds its neighbours together. A sum or difference
/// ("1 − 3/4 = 1/4", "4 + 8 + 64 = 76") stays on one line when it fits one; when it does
/// not, it breaks only before an operator, never after one, so that no line ends "1 −" or
/// "… =".
pub fn wrap(text: &str, font: FontRole, size: f32, width: f32) -> Vec<String> {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() && !matches!(c, '\u{a0}' | '\u{202f}' | '\u{2007}'))
        .filter(|w| !w.is_empty())
        .collect();
    // The units lines are made of: a word, or a run of words joined by operators.
    let mut units: Vec<String> = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let mut j = i + 1;
        while j < words.len() && (is_operator(words[j]) || is_operator(words[j - 1])) {
            j += 1;
        }
        let whole = words[i..j].join(" ");
        if j - i > 1 && text_width(font, size, &whole) > width {
            let mut piece = String::new();
            let mut after_operator = false;
            for &w in &words[i..j] {
                if is_operator(w) && !piece.is_empty() && !after_operator {
                    units.push(std::mem::take(&mut piece));
                }
                if !piece.is_empty() {
                    piece.push(' ');
                }
                piece.push_str(w);
                after_operator = is_operator(w);
            }
            units.push(piece);
        } else {
            units.push(whole);
        }
        i = j;
    }
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in &units {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && text_width(font, size, &candidate) > width {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The rules page as SVG (or one [`Layer`] of it): a title and a few headed paragraphs in the
/// chosen language. Returns `None` for an empty layer.
pub fn rules_page(opts: &ChartOptions, loc: &Localizer, layer: Option<Layer>) -> Option<String> {
    let (pw, ph) = opts.paper.size_mm();
    let mut doc = SvgDoc::layer(pw, ph, Some(PAPER), layer);
    let side = 22.0;
    let width = pw - 2.0 * side;
    let (prefix, sections): (&str, &[&str]) = if opts.pips {
        ("chart-pips-rules", &["deal", "lead", "play", "win"])
    } else {
        (
            "chart-rules",
            &["tablets", "players", "deal", "play", "win"],
        )
    };
    let title = loc.t(&format!("{prefix}-title"));
    doc.push(&Primitive::Text {
        size: fit(FontRole::Title, 9.0, width, &title),
        text: title,
        position: (pw / 2.0, MARGIN + 14.0),
        font: FontRole::Title,
        anchor: Anchor::Middle,
        color: EBONY,
    });
    let mut y = MARGIN + 30.0;
    for section in sections {
        let words = wrap(
            &loc.t(&format!("{prefix}-{section}")),
            FontRole::Body,
            BODY,
            width,
        );
        y = paragraph(
            &mut doc,
            loc.t(&format!("{prefix}-{section}-head")),
            words,
            side,
            y,
        );
        y += LEADING * 1.1;
        if y > ph - MARGIN {
            break;
        }
    }
    example_line(&mut doc, opts, loc, prefix, y, ph - MARGIN);
    (!doc.is_empty()).then(|| doc.finish())
}

/// The size of the rules page's running text, mm.
const BODY: f32 = 4.0;
/// The distance between its lines, mm.
const LEADING: f32 = 5.6;

/// A section of the rules page at `(side, y)`: its bold heading, then its `lines` of running
/// text. Returns where the next line would stand.
fn paragraph(doc: &mut SvgDoc, head: String, lines: Vec<String>, side: f32, y: f32) -> f32 {
    doc.push(&Primitive::Text {
        text: head,
        position: (side, y),
        size: 4.6,
        font: FontRole::Strong,
        anchor: Anchor::Start,
        color: EBONY,
    });
    let mut y = y + LEADING * 1.2;
    for line in lines {
        doc.push(&Primitive::Text {
            text: line,
            position: (side, y),
            size: BODY,
            font: FontRole::Body,
            anchor: Anchor::Start,
            color: EBONY,
        });
        y += LEADING;
    }
    y
}

/// The length of a tablet in the rules page's example line, mm.
const EXAMPLE_LENGTH: f32 = 36.0;
/// The space between two tablets of the example line, mm.
const EXAMPLE_GAP: f32 = 1.5;

/// The rules page's example, under its heading and words from `top` (if it fits above
/// `bottom`): a line of play drawn as at the table, crotchet–quaver, the quaver double
/// crosswise, quaver–minim, minim–semibreve (on the pip page the same numbers as pips: 2–3,
/// 3–3, 3–1, 1–0), centred across the page.
fn example_line(
    doc: &mut SvgDoc,
    opts: &ChartOptions,
    loc: &Localizer,
    prefix: &str,
    top: f32,
    bottom: f32,
) {
    let (pw, _) = opts.paper.size_mm();
    let side = 22.0;
    let words = wrap(
        &loc.t(&format!("{prefix}-example")),
        FontRole::Body,
        BODY,
        pw - 2.0 * side,
    );
    let height = LEADING * 1.2 + words.len() as f32 * LEADING + LEADING + EXAMPLE_LENGTH;
    if top + height > bottom {
        return;
    }
    let y = paragraph(
        doc,
        loc.t(&format!("{prefix}-example-head")),
        words,
        side,
        top,
    );
    let face = if opts.pips { Face::Pips } else { Face::Notes };
    let line = [(2, 3), (3, 3), (3, 1), (1, 0)];
    let widths: Vec<f32> = line
        .iter()
        .map(|&(a, b)| {
            if a == b {
                EXAMPLE_LENGTH / 2.0
            } else {
                EXAMPLE_LENGTH
            }
        })
        .collect();
    let total = widths.iter().sum::<f32>() + EXAMPLE_GAP * (line.len() - 1) as f32;
    // The line's middle: a crosswise double stands half a tablet above and below it.
    let middle = y + EXAMPLE_LENGTH / 2.0;
    let mut x = (pw - total) / 2.0;
    doc.open_group("example", "example", 0.0, 0.0);
    for (&(a, b), w) in line.iter().zip(widths) {
        let crosswise = a == b;
        let spec = TabletSpec {
            face,
            halves: (a, b),
            orientation: if crosswise {
                Orientation::Vertical
            } else {
                Orientation::Horizontal
            },
            length_mm: EXAMPLE_LENGTH,
            shadow: false,
        };
        let h = if crosswise {
            EXAMPLE_LENGTH
        } else {
            EXAMPLE_LENGTH / 2.0
        };
        // Named by its halves as laid, left (or top) first, in suits (0 the semibreve or blank).
        doc.open_group(
            &format!("example-{a}-{b}"),
            "example-tablet",
            x,
            middle - h / 2.0,
        );
        doc.extend(&tablet(&spec));
        doc.close_group();
        x += w + EXAMPLE_GAP;
    }
    doc.close_group();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chart_order_holds_each_pair_once() {
        let order = chart_order();
        // 7 doubles + 21 pairs of different suits = 28.
        assert_eq!(order.len(), 28);
        let mut seen = std::collections::HashSet::new();
        for (a, b) in &order {
            assert!(a <= b && *b <= 6);
            assert!(seen.insert((*a, *b)));
        }
        // The first row is the seven semibreve tablets, the last tablet the double 64.
        assert_eq!(
            &order[..7],
            &[(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (0, 6)]
        );
        assert_eq!(order[27], (6, 6));
    }

    #[test]
    fn the_grid_its_cut_lines_and_the_credit_stay_inside_the_margins() {
        for paper in [Paper::A4, Paper::Letter] {
            let (w, h) = paper.size_mm();
            let mut doc = SvgDoc::new(w, h, None);
            let header = key(&mut doc, paper, &Localizer::default(), MARGIN + 17.0);
            // Header: 12 + 17 + 4.888 × 1.5 (notehead line) + 19 + 1.15 × 3.3 (the names'
            // second line) = 59.125 mm.
            assert!((header - 59.125).abs() < 0.01, "{header}");
            let (x0, y0) = grid_origin(paper, header);
            let (x1, y1) = (x0 + 7.0 * 25.0, y0 + 4.0 * 48.0);
            // A4: (210 − 175) / 2 = 17.5 mm each side; Letter: (215.9 − 175) / 2 = 20.45 mm.
            let side = if paper == Paper::A4 { 17.5 } else { 20.45 };
            assert!((x0 - side).abs() < 1e-3, "{paper:?} left {x0}");
            assert!((w - x1 - side).abs() < 1e-3, "{paper:?} right {x1}");
            // Letter: 59.125 + (279.4 − 12 − 59.125 − 192) / 2 = 67.26; bottom 259.26, and the
            // credit's baseline 8 mm lower still 12 mm above the edge.
            assert!(y0 >= header && y0 - CUT_OVERRUN >= header - 0.5);
            assert!(y1 + CUT_OVERRUN + 4.0 <= h - 11.0, "{paper:?} bottom {y1}");
        }
    }

    /// The key's names as set in the chart of `lang`: each line's text, size and position.
    fn key_name_lines(lang: &str) -> Vec<(String, f32, f32, f32)> {
        let mut doc = SvgDoc::new(210.0, 297.0, None);
        key(&mut doc, Paper::A4, &Localizer::new(lang), MARGIN + 17.0);
        let svg = doc.finish();
        let from = svg.find(r#"<g id="key-names""#).expect("the names' group");
        let group = &svg[from..from + svg[from..].find("</g>").unwrap()];
        let attr = |el: &str, name: &str| -> f32 {
            let el = format!(" {el}");
            let at = el.find(&format!(r#" {name}=""#)).unwrap() + name.len() + 3;
            el[at..at + el[at..].find('"').unwrap()].parse().unwrap()
        };
        group
            .split("<text ")
            .skip(1)
            .map(|el| {
                let text = &el[el.find('>').unwrap() + 1..el.find("</text>").unwrap()];
                (
                    text.to_string(),
                    attr(el, "font-size"),
                    attr(el, "x"),
                    attr(el, "y"),
                )
            })
            .collect()
    }

    #[test]
    fn every_key_name_is_set_in_one_size_and_a_long_one_wraps_in_its_cell() {
        // The least size a name is set at: 3 mm, 8.5 pt, about as large as a school book's
        // smallest print (the names were 3.3 mm, 9.4 pt, where they fitted).
        const LEAST: f32 = 3.0;
        for lang in crate::i18n::available() {
            let loc = Localizer::new(lang);
            let lines = key_name_lines(lang);
            let size = lines[0].1;
            assert!(size >= LEAST, "{lang}: {size} mm");
            // One x for each column, holding one or two lines of its note's name.
            let mut columns: Vec<f32> = lines.iter().map(|l| l.2).collect();
            columns.dedup();
            assert_eq!(columns.len(), 7, "{lang}: {lines:?}");
            for (note, x) in NoteValue::ALL.into_iter().zip(columns) {
                let name: Vec<&(String, f32, f32, f32)> =
                    lines.iter().filter(|l| l.2 == x).collect();
                assert!(name.len() <= 2, "{lang}: {name:?}");
                for (text, s, _, _) in &name {
                    assert_eq!(*s, size, "{lang}: {text} set in another size");
                    assert!(
                        text_width(FontRole::Body, *s, text) <= CELL_W - 1.5,
                        "{lang}: {text} runs out of its cell"
                    );
                    assert!(!text.contains(crate::i18n::SOFT_HYPHEN), "{lang}: {text}");
                }
                // The lines read as the name: a hyphen at a line's end only where the word
                // breaks there, or where the name has one.
                let whole = loc.note_name(note);
                let read = match name.as_slice() {
                    [one] => one.0.clone(),
                    [first, second] => {
                        assert!(second.3 > first.3, "{lang}: the second line is below");
                        match first.0.strip_suffix('-') {
                            Some(head) if !whole.contains(&first.0) => {
                                format!("{head}{}", second.0)
                            }
                            _ if first.0.ends_with('-') => format!("{}{}", first.0, second.0),
                            _ => format!("{} {}", first.0, second.0),
                        }
                    }
                    _ => unreachable!(),
                };
                assert_eq!(read, whole, "{lang}");
            }
        }
        // The German 32nd and 64th notes break after "Zweiund" and "Vierund" at the English
        // names' size, and the English 64th after "semidemi".
        let de = key_name_lines("de");
        for (first, second) in [
            ("Zweiund-", "dreißigstelnote"),
            ("Vierund-", "sechzigstelnote"),
        ] {
            let at = de.iter().position(|l| l.0 == first).expect(first);
            assert_eq!(de[at + 1].0, second);
            assert_eq!(de[at].2, de[at + 1].2, "in one column");
        }
        assert_eq!(de[0].1, KEY_NAME_SIZE);
        let en = key_name_lines("en-GB");
        assert!(en.iter().any(|l| l.0 == "semidemi-"), "{en:?}");
        assert_eq!(en[0].1, KEY_NAME_SIZE);
    }

    #[test]
    fn a_sum_is_never_broken_after_an_operator() {
        // An answer key's explanation: with the width of about its first 26 characters, a
        // break by words alone would leave "… and 1 −" on the first line.
        let text = "The notes in it make 3/4, and 1 − 3/4 = 1/4: a crotchet.";
        let width = text_width(FontRole::Body, 4.0, "The notes in it make 3/4, and 1 −") + 0.5;
        let lines = wrap(text, FontRole::Body, 4.0, width);
        assert_eq!(
            lines,
            [
                "The notes in it make 3/4, and",
                "1 − 3/4 = 1/4: a crotchet."
            ]
        );
        // A sum too long for one line breaks before operators only.
        let sum = "1/2 + 1/4 + 1/8 + 1/16 + 1/32 + 1/64 = 63/64";
        let width = text_width(FontRole::Body, 4.0, "1/2 + 1/4 + 1/8 + 1/16") + 0.5;
        let lines = wrap(sum, FontRole::Body, 4.0, width);
        assert_eq!(lines, ["1/2 + 1/4 + 1/8 + 1/16", "+ 1/32 + 1/64 = 63/64"]);
        for l in &lines {
            assert!(!is_operator(l.rsplit(' ').next().unwrap()), "{l}");
        }
        // A no-break space is not a place to break.
        let tied = "Conseil\u{a0}: joue";
        let width = text_width(FontRole::Body, 4.0, "Conseil") + 0.5;
        assert_eq!(
            wrap(tied, FontRole::Body, 4.0, width),
            ["Conseil\u{a0}:", "joue"]
        );
    }

    #[test]
    fn wrapping_keeps_every_word_in_order_within_the_width() {
        let text = "The first player leads any tablet. Play passes to the left.";
        let lines = wrap(text, FontRole::Body, 4.0, 40.0);
        assert!(lines.len() > 1);
        assert_eq!(lines.join(" "), text);
        for l in &lines {
            assert!(text_width(FontRole::Body, 4.0, l) <= 40.0, "{l}");
        }
    }
}
