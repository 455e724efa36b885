//! The printed tablet chart (issue 6): every pair once, exact page and pixel sizes, PDF text,
//! identical bytes on two runs, and bad input that leaves no file behind.

use std::path::Path;
use std::process::Command;

use musical_dominoes::chart::{
    ChartError, ChartOptions, Format, Paper, chart_svg, page_paths, render, write,
};

fn opts(paper: Paper) -> ChartOptions {
    ChartOptions {
        paper,
        ..ChartOptions::default()
    }
}

/// The `id`s of the tablet groups of an SVG page, in order.
fn tablet_ids(svg: &str) -> Vec<String> {
    svg.split(r#"<g id=""#)
        .skip(1)
        .filter_map(|rest| {
            let (id, rest) = rest.split_once('"')?;
            rest.starts_with(r#" class="tablet""#)
                .then(|| id.to_string())
        })
        .collect()
}

#[test]
fn every_pair_of_notes_appears_exactly_once() {
    let svg = &chart_svg(&opts(Paper::A4))[0];
    let ids = tablet_ids(svg);
    // 7 doubles + 7·6/2 = 21 mixed pairs = 28 tablets.
    assert_eq!(ids.len(), 28);
    let figures = [1, 2, 4, 8, 16, 32, 64];
    for (i, a) in figures.iter().enumerate() {
        for b in &figures[i..] {
            let id = format!("tablet-{a}-{b}");
            assert_eq!(ids.iter().filter(|x| **x == id).count(), 1, "{id}");
        }
    }
}

/// The numbers of attribute `name` on every `tag` element of `svg`, in order.
fn attrs(svg: &str, tag: &str, name: &str) -> Vec<f32> {
    svg.split(&format!("<{tag} "))
        .skip(1)
        .filter_map(|rest| {
            let element = format!(" {}", rest.split('>').next()?);
            let value = element.split(&format!(r#" {name}=""#)).nth(1)?;
            value.split('"').next()?.parse().ok()
        })
        .collect()
}

#[test]
fn every_tablet_has_the_same_margin_inside_its_cut_lines_on_all_four_sides() {
    for paper in [Paper::A4, Paper::Letter] {
        let svg = &chart_svg(&opts(paper))[0];
        // The cut lines: vertical ones have x1 == x2, horizontal ones y1 == y2.
        let cut = svg.split(r#"id="cut-lines""#).nth(1).unwrap();
        let cut = cut.split("</g>").next().unwrap();
        let (x1, x2) = (attrs(cut, "line", "x1"), attrs(cut, "line", "x2"));
        let (y1, y2) = (attrs(cut, "line", "y1"), attrs(cut, "line", "y2"));
        let columns: Vec<f32> = (0..x1.len())
            .filter(|&i| x1[i] == x2[i])
            .map(|i| x1[i])
            .collect();
        let rows: Vec<f32> = (0..y1.len())
            .filter(|&i| y1[i] == y2[i])
            .map(|i| y1[i])
            .collect();
        assert_eq!((columns.len(), rows.len()), (8, 5), "7 × 4 cells");
        // Each tablet: its group's offset plus its body, the first <rect> in the group.
        let mut seen = 0;
        for group in svg.split(r#"class="tablet" transform="translate("#).skip(1) {
            let (offset, body) = group.split_once(')').unwrap();
            let (dx, dy) = offset.split_once(' ').unwrap();
            let (dx, dy): (f32, f32) = (dx.parse().unwrap(), dy.parse().unwrap());
            let x = dx + attrs(body, "rect", "x")[0];
            let y = dy + attrs(body, "rect", "y")[0];
            let w = attrs(body, "rect", "width")[0];
            let h = attrs(body, "rect", "height")[0];
            assert!(
                (h - 2.0 * w).abs() < 1e-3,
                "a tablet is twice as long as wide: {w} × {h}"
            );
            let c = columns.iter().rposition(|&c| c <= x + 1e-3).unwrap();
            let r = rows.iter().rposition(|&r| r <= y + 1e-3).unwrap();
            let margins = [
                x - columns[c],
                columns[c + 1] - (x + w),
                y - rows[r],
                rows[r + 1] - (y + h),
            ];
            for m in margins {
                assert!(
                    (m - margins[0]).abs() < 1e-3 && m >= 0.9,
                    "{paper:?}: the tablet at ({x}, {y}) has margins {margins:?}"
                );
            }
            seen += 1;
        }
        assert_eq!(seen, 28);
    }
}

#[test]
fn the_pip_set_is_the_double_six() {
    let svg = &chart_svg(&ChartOptions {
        pips: true,
        ..ChartOptions::default()
    })[0];
    let ids = tablet_ids(svg);
    assert_eq!(ids.len(), 28);
    for a in 0..=6 {
        for b in a..=6 {
            let id = format!("tablet-{a}-{b}");
            assert_eq!(ids.iter().filter(|x| **x == id).count(), 1, "{id}");
        }
    }
    // Pips are circles, not notes: no Bravura text on the pip chart's tablets. Total pips of
    // a double-six set: each suit k appears on 8 halves (7 tiles, the double twice), so
    // 8 × (0+1+…+6) = 168 pips; plus 28 brass pins = 196 circles.
    assert!(!svg.contains("font-family=\"Bravura\""));
    assert_eq!(svg.matches("<circle").count(), 196);
}

#[test]
fn each_musical_half_shows_its_note_and_figure() {
    let svg = &chart_svg(&opts(Paper::A4))[0];
    // 56 halves on the tablets + 7 notes in the key.
    assert_eq!(svg.matches("font-family=\"Bravura\"").count(), 63);
    // The 64th note (U+E1DD) is on 8 halves (6 mixed + the double twice) and once in the key.
    assert_eq!(svg.matches("&#xE1DD;").count(), 9);
}

#[test]
fn svg_pages_are_the_exact_paper_size_in_millimetres() {
    let a4 = &chart_svg(&opts(Paper::A4))[0];
    assert!(a4.contains(r#"width="210mm" height="297mm" viewBox="0 0 210 297""#));
    let letter = &chart_svg(&opts(Paper::Letter))[0];
    assert!(letter.contains(r#"width="215.9mm" height="279.4mm""#));
}

fn png_size_and_density(png: &[u8]) -> (u32, u32, Option<(u32, u32, png::Unit)>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(png));
    let reader = decoder.read_info().expect("a valid PNG");
    let info = reader.info();
    let dims = info.pixel_dims.map(|d| (d.xppu, d.yppu, d.unit));
    (info.width, info.height, dims)
}

#[test]
fn a4_at_300_dpi_is_2480_by_3508_pixels_with_the_dpi_written() {
    let out = render(&opts(Paper::A4), Format::Png { dpi: 300 }).unwrap();
    assert_eq!(out.len(), 1);
    let (w, h, dims) = png_size_and_density(&out[0]);
    // 210 / 25.4 × 300 = 2480.3 → 2480; 297 / 25.4 × 300 = 3507.9 → 3508.
    assert_eq!((w, h), (2480, 3508));
    // 300 dpi = 300 / 0.0254 = 11811.02 → 11811 pixels per metre.
    assert_eq!(dims, Some((11811, 11811, png::Unit::Meter)));
}

#[test]
fn letter_at_100_dpi_is_850_by_1100_pixels() {
    let out = render(&opts(Paper::Letter), Format::Png { dpi: 100 }).unwrap();
    let (w, h, dims) = png_size_and_density(&out[0]);
    // 8.5 in × 100 = 850, 11 in × 100 = 1100; 100 / 0.0254 = 3937.0 → 3937 per metre.
    assert_eq!((w, h), (850, 1100));
    assert_eq!(dims, Some((3937, 3937, png::Unit::Meter)));
}

/// The MediaBox numbers of every page of a PDF, as written.
fn media_boxes(pdf: &[u8]) -> Vec<Vec<f32>> {
    let text = String::from_utf8_lossy(pdf);
    text.split("/MediaBox [")
        .skip(1)
        .map(|rest| {
            rest.split(']')
                .next()
                .unwrap_or("")
                .split_whitespace()
                .map(|n| n.parse::<f32>().unwrap())
                .collect()
        })
        .collect()
}

#[test]
fn pdf_pages_are_exactly_a4_or_letter_in_points() {
    let a4 = render(&opts(Paper::A4), Format::Pdf).unwrap();
    let boxes = media_boxes(&a4[0]);
    assert_eq!(boxes.len(), 1);
    // 210 mm / 25.4 × 72 = 595.2756 pt; 297 mm → 841.8898 pt.
    assert!((boxes[0][2] - 595.28).abs() < 0.005, "{:?}", boxes[0]);
    assert!((boxes[0][3] - 841.89).abs() < 0.005, "{:?}", boxes[0]);
    let letter = render(&opts(Paper::Letter), Format::Pdf).unwrap();
    let boxes = media_boxes(&letter[0]);
    // 8.5 in × 72 = 612 pt; 11 in × 72 = 792 pt.
    assert!((boxes[0][2] - 612.0).abs() < 0.005, "{:?}", boxes[0]);
    assert!((boxes[0][3] - 792.0).abs() < 0.005, "{:?}", boxes[0]);
}

/// Gives the fonts of every form XObject names of their own (`fo0` → `fo0x12`).
///
/// The chart's PDF paints each page as a few form XObjects, each with its own resources, so
/// two of them may both call their font `fo0` (valid PDF: names are local to a resource
/// dictionary). pdf-extract 0.12 caches fonts by name across a page's XObjects, and would
/// then decode one XObject's text with another's font; renaming works around that.
fn unique_font_names(pdf: &[u8]) -> Vec<u8> {
    use lopdf::{Object, content::Content};
    let mut doc = lopdf::Document::load_mem(pdf).unwrap();
    let ids: Vec<lopdf::ObjectId> = doc.objects.keys().copied().collect();
    for id in ids {
        let Ok(Object::Stream(stream)) = doc.get_object_mut(id) else {
            continue;
        };
        let is_form = stream
            .dict
            .get(b"Subtype")
            .and_then(Object::as_name)
            .is_ok_and(|n| n == b"Form");
        if !is_form {
            continue;
        }
        let suffix = format!("x{}", id.0);
        let Ok(fonts) = stream
            .dict
            .get_mut(b"Resources")
            .and_then(Object::as_dict_mut)
            .and_then(|r| r.get_mut(b"Font"))
            .and_then(Object::as_dict_mut)
        else {
            continue;
        };
        let old: Vec<(Vec<u8>, Object)> =
            fonts.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
        for (name, font) in old {
            fonts.remove(&name);
            fonts.set([name.as_slice(), suffix.as_bytes()].concat(), font);
        }
        let mut content = Content::decode(&stream.get_plain_content().unwrap()).unwrap();
        for op in &mut content.operations {
            if op.operator == "Tf"
                && let Some(Object::Name(name)) = op.operands.first_mut()
            {
                name.extend_from_slice(suffix.as_bytes());
            }
        }
        stream.set_plain_content(content.encode().unwrap());
    }
    let mut out = Vec::new();
    doc.save_to(&mut out).unwrap();
    out
}

/// The text of each page of a PDF, line by line, with all white space taken out: pdf-extract
/// sets a space between the glyphs of a word (svg2pdf places each glyph itself), so spaces
/// say nothing; the letters and their order do.
fn pdf_lines(pdf: &[u8]) -> Vec<Vec<String>> {
    pdf_extract::extract_text_from_mem_by_pages(&unique_font_names(pdf))
        .unwrap()
        .into_iter()
        .map(|page| {
            page.lines()
                .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect::<String>())
                .filter(|l| !l.is_empty())
                .collect()
        })
        .collect()
}

#[test]
fn pdf_text_holds_the_title_the_figures_and_the_key_names() {
    let pdf = render(&opts(Paper::A4), Format::Pdf).unwrap().remove(0);
    let lines = pdf_lines(&pdf).remove(0);
    let has = |l: &str| lines.iter().any(|x| x == l);
    assert!(has("MusicalDominoes"), "{lines:?}");
    // The size a tablet prints at (23 mm × 46 mm inside its 25 × 48 mm cell), to check the
    // printer against.
    assert!(
        lines.concat().contains("23×46mmeachatactualsize(100%)"),
        "{lines:?}"
    );
    // The key: the seven figures in a row, and under them the seven names, all in one size:
    // the longest breaks onto a second line.
    assert!(has("1248163264"), "{lines:?}");
    assert!(
        has("semibreveminimcrotchetquaversemiquaverdemisemiquaversemidemi-"),
        "{lines:?}"
    );
    assert!(has("semiquaver"), "{lines:?}");
    // On the tablets each figure stands on 8 halves: its 6 mixed tablets and both halves of
    // its double.
    for figure in ["1", "2", "4", "8", "16", "32", "64"] {
        assert_eq!(lines.iter().filter(|x| *x == figure).count(), 8, "{figure}");
    }
    // The fonts are embedded.
    let raw = String::from_utf8_lossy(&pdf);
    assert!(raw.contains("LinLibertineOB") && raw.contains("Bravura"));
    assert!(raw.contains("FontFile"));
}

#[test]
fn american_key_names_in_en_us() {
    let pdf = render(
        &ChartOptions {
            lang: "en-US".into(),
            ..ChartOptions::default()
        },
        Format::Pdf,
    )
    .unwrap()
    .remove(0);
    let text = pdf_lines(&pdf).concat().concat();
    assert!(
        text.contains(
            "wholenotehalfnotequarternoteeighthnotesixteenthnotethirty-secondnotesixty-fourthnote"
        ),
        "{text}"
    );
    assert!(!text.contains("crotchet"));
}

#[test]
fn the_rules_page_makes_a_two_page_pdf() {
    let with_rules = ChartOptions {
        rules_page: true,
        ..ChartOptions::default()
    };
    let pdf = render(&with_rules, Format::Pdf).unwrap().remove(0);
    assert_eq!(media_boxes(&pdf).len(), 2);
    let pages = pdf_lines(&pdf);
    assert_eq!(pages.len(), 2);
    assert!(
        pages[1].iter().any(|l| l == "HowtoplayMusicalDominoes"),
        "{:?}",
        pages[1]
    );
    assert!(pages[1].concat().contains("“Rest”"));
}

#[test]
fn the_rules_page_draws_an_example_line_that_matches_at_every_joint() {
    for (pips, paper, lang) in [
        (false, Paper::A4, "en-GB"),
        (true, Paper::Letter, "de"),
        (false, Paper::Letter, "fr"),
    ] {
        let o = ChartOptions {
            paper,
            pips,
            rules_page: true,
            lang: lang.to_string(),
        };
        let pages = chart_svg(&o);
        assert_eq!(pages.len(), 2);
        let example = pages[1]
            .split(r#"id="example""#)
            .nth(1)
            .expect("an example");
        // Four tablets, each named by its halves as laid (suits: 0 the semibreve or blank),
        // left to right: the right half of each is the left half of the next.
        let tablets: Vec<(f32, u8, u8)> = example
            .split(r#"<g id="example-"#)
            .skip(1)
            .map(|g| {
                let (id, rest) = g.split_once('"').unwrap();
                let (a, b) = id.split_once('-').unwrap();
                let x = rest
                    .split("translate(")
                    .nth(1)
                    .unwrap()
                    .split(' ')
                    .next()
                    .unwrap();
                (x.parse().unwrap(), a.parse().unwrap(), b.parse().unwrap())
            })
            .collect();
        assert_eq!(tablets.len(), 4, "{lang}");
        for pair in tablets.windows(2) {
            let ((x0, _, right), (x1, left, _)) = (pair[0], pair[1]);
            assert!(x0 < x1 && right == left, "{tablets:?}");
        }
        assert!(
            tablets.iter().any(|&(_, a, b)| a == b),
            "a double in the line"
        );
        let (w, _) = paper.size_mm();
        // Centred across the page: 36 + 18 + 36 + 36 + 3 × 1.5 = 130.5 mm wide.
        assert!(
            (tablets[0].0 - (w - 130.5) / 2.0).abs() < 1e-2,
            "{tablets:?}"
        );
    }
}

#[test]
fn two_runs_give_the_same_bytes() {
    let o = ChartOptions {
        rules_page: true,
        ..ChartOptions::default()
    };
    assert_eq!(
        render(&o, Format::Pdf).unwrap(),
        render(&o, Format::Pdf).unwrap()
    );
    assert_eq!(
        render(&o, Format::Png { dpi: 50 }).unwrap(),
        render(&o, Format::Png { dpi: 50 }).unwrap()
    );
    assert_eq!(
        render(&o, Format::Svg).unwrap(),
        render(&o, Format::Svg).unwrap()
    );
}

#[test]
fn the_pip_chart_speaks_of_tiles_and_leaves_the_block_games_rest_unused() {
    // RULES.md §4: Block deals 7 (or 5) each with no drawing, so the other tiles are out of
    // play; only the Drawing game draws from a stock. The pip games call the pieces tiles.
    let pips = ChartOptions {
        pips: true,
        rules_page: true,
        ..ChartOptions::default()
    };
    let pdf = render(&pips, Format::Pdf).unwrap().remove(0);
    let text = pdf_lines(&pdf).concat().concat();
    assert!(text.contains("28tiles"), "{text}");
    assert!(text.contains("Intheblockgametherestarenotused"), "{text}");
    assert!(!text.to_lowercase().contains("tablet"), "{text}");
}

#[test]
fn svg_files_draw_every_glyph_as_an_outline_at_the_paper_size() {
    // A machine without Bravura or the text fonts must still show the notes and words, so
    // the SVG written to a file holds no text for a font to draw, only paths; the paper keeps
    // its size in millimetres (A4 210 × 297, Letter 215.9 × 279.4).
    for (paper, size) in [
        (Paper::A4, r#"width="210mm" height="297mm""#),
        (Paper::Letter, r#"width="215.9mm" height="279.4mm""#),
    ] {
        let o = ChartOptions {
            rules_page: true,
            ..opts(paper)
        };
        let pages = render(&o, Format::Svg).unwrap();
        assert_eq!(pages.len(), 2);
        for (i, page) in pages.into_iter().enumerate() {
            let svg = String::from_utf8(page).unwrap();
            assert!(svg.starts_with("<svg "), "{}", &svg[..80]);
            assert!(svg[..svg.find('>').unwrap()].contains(size));
            assert!(!svg.contains("<text"));
            assert!(!svg.contains("font-family"));
            // The tablet page has 28 tablets of several outlines each; the rules page is text.
            let least = if i == 0 { 28 * 3 } else { 5 };
            assert!(svg.matches("<path").count() > least);
        }
    }
}

#[test]
fn png_and_svg_rules_pages_go_beside_the_first() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("chart.png");
    let o = ChartOptions {
        rules_page: true,
        ..ChartOptions::default()
    };
    let written = write(&o, Format::Png { dpi: 30 }, &path).unwrap();
    assert_eq!(written, vec![path.clone(), dir.path().join("chart-2.png")]);
    assert!(written.iter().all(|p| p.is_file()));
    assert_eq!(
        page_paths(Path::new("out/chart.svg"), 2),
        vec![Path::new("out/chart.svg"), Path::new("out/chart-2.svg")]
    );
}

#[test]
fn a_path_that_cannot_be_written_is_an_error_and_leaves_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-folder").join("chart.pdf");
    let err = write(&ChartOptions::default(), Format::Pdf, &missing).unwrap_err();
    assert!(matches!(err, ChartError::Write { .. }));
    assert!(err.is_bad_input());
    // The path is a folder.
    let err = write(&ChartOptions::default(), Format::Svg, dir.path()).unwrap_err();
    assert!(matches!(err, ChartError::Write { .. }));
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn a_dpi_out_of_range_is_refused_before_drawing() {
    let err = render(&ChartOptions::default(), Format::Png { dpi: 5000 }).unwrap_err();
    assert!(matches!(err, ChartError::Dpi(5000)));
}

fn cli(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
        .arg("chart")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn the_cli_writes_a_pdf() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("chart.pdf");
    let run = cli(&["--paper", "letter", "--out", out.to_str().unwrap()]);
    assert_eq!(
        run.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let pdf = std::fs::read(&out).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    assert!((media_boxes(&pdf)[0][2] - 612.0).abs() < 0.005);
}

#[test]
fn bad_cli_input_gives_one_line_exit_2_and_no_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("chart.pdf");
    let out = out.to_str().unwrap();
    let unwritable = dir.path().join("missing").join("chart.pdf");
    let cases: Vec<Vec<&str>> = vec![
        vec!["--paper", "a5", "--out", out],
        vec!["--format", "gif", "--out", out],
        vec!["--format", "png", "--dpi", "lots", "--out", out],
        vec!["--format", "png", "--dpi", "0", "--out", out],
        vec!["--out", unwritable.to_str().unwrap()],
        vec!["--out", dir.path().to_str().unwrap()],
    ];
    for args in cases {
        let run = cli(&args);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(run.stdout.is_empty());
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            0,
            "{args:?}"
        );
    }
}

#[test]
fn a_dpi_given_with_a_pdf_or_svg_is_named_as_unused_and_the_file_still_written() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["chart.svg", "chart.pdf"] {
        let out = dir.path().join(name);
        let run = cli(&["--dpi", "600", "--out", out.to_str().unwrap()]);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(0), "{name}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{name}: {stderr}");
        assert!(
            stderr.contains("--dpi sets only a PNG's resolution"),
            "{name}: {stderr}"
        );
        assert!(out.is_file(), "{name}");
    }
    // A PNG uses it, so nothing is said.
    let out = dir.path().join("chart.png");
    let run = cli(&["--dpi", "48", "--out", out.to_str().unwrap()]);
    assert_eq!(run.status.code(), Some(0));
    assert!(
        run.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    // 8.27 in of A4 at 48 dpi: 396.9 → 397 pixels wide.
    let (w, _, _) = png_size_and_density(&std::fs::read(&out).unwrap());
    assert_eq!(w, 397);
}
