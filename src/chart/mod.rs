//! The printed tablet chart (issue 6): the 28 tablets to cut out and paste on card, as PDF,
//! PNG and SVG, on one portrait A4 or US Letter page, with an optional second page of rules;
//! and the one drawing of a tablet ([`tablet::tablet`]) that the app's canvas uses too.
//!
//! SVG is the master format ([`chart_svg`]); PNG (resvg) and PDF (svg2pdf) are made from it
//! with a font database that holds only the embedded fonts ([`fonts`]), so the output is the
//! same on every machine and two runs give the same bytes.

pub mod cli;
pub mod fonts;
pub mod icon;
pub mod layout;
pub mod palette;
pub mod svg;
pub mod tablet;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use crate::i18n::Localizer;

pub use fonts::FontRole;
pub use palette::Rgba;
pub use tablet::{Anchor, Orientation, Point, Primitive, TabletSpec, tablet};

/// Millimetres per inch.
const MM_PER_INCH: f32 = 25.4;
/// PDF points per inch.
const PT_PER_INCH: f32 = 72.0;

/// A paper size, portrait.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm (595.28 × 841.89 pt).
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in = 215.9 × 279.4 mm (612 × 792 pt).
    Letter,
}

impl Paper {
    /// Width and height in millimetres.
    pub const fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }

    /// Width and height in PDF points (1/72 in): A4 595.28 × 841.89, Letter 612 × 792.
    pub fn size_pt(self) -> (f32, f32) {
        let (w, h) = self.size_mm();
        (w / MM_PER_INCH * PT_PER_INCH, h / MM_PER_INCH * PT_PER_INCH)
    }

    /// Width and height in pixels at `dpi` dots per inch: `round(mm / 25.4 × dpi)`, so A4 at
    /// 300 dpi is 2480 × 3508 and Letter 2550 × 3300.
    pub fn pixels(self, dpi: u32) -> (u32, u32) {
        let (w, h) = self.size_mm();
        let px = |mm: f32| (f64::from(mm) / 25.4 * f64::from(dpi)).round() as u32;
        (px(w), px(h))
    }
}

impl FromStr for Paper {
    type Err = ChartError;

    /// `a4` or `letter` (any case).
    fn from_str(s: &str) -> Result<Paper, ChartError> {
        match s.to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" => Ok(Paper::Letter),
            _ => Err(ChartError::UnknownPaper(s.to_string())),
        }
    }
}

/// Lowest and highest resolution accepted for PNG output, in dots per inch. 600 dpi A4 is
/// 4961 × 7016 pixels (about 140 MB while drawing); more is refused rather than exhausting
/// memory.
pub const DPI_RANGE: std::ops::RangeInclusive<u32> = 24..=600;
/// The default PNG resolution, dots per inch.
pub const DEFAULT_DPI: u32 = 300;

/// An output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// Vector PDF, fonts embedded, all pages in one file.
    Pdf,
    /// A PNG image per page at `dpi` dots per inch (within [`DPI_RANGE`]).
    Png {
        /// Dots per inch.
        dpi: u32,
    },
    /// An SVG drawing per page, the paper's size in millimetres, every glyph drawn as an
    /// outline (so the file needs no fonts installed to show its notes and words).
    Svg,
}

impl Format {
    /// The format named `name` (`pdf`, `png` or `svg`, any case); PNG at `dpi`.
    ///
    /// # Errors
    /// [`ChartError::UnknownFormat`] for any other name.
    pub fn parse(name: &str, dpi: u32) -> Result<Format, ChartError> {
        match name.to_ascii_lowercase().as_str() {
            "pdf" => Ok(Format::Pdf),
            "png" => Ok(Format::Png { dpi }),
            "svg" => Ok(Format::Svg),
            _ => Err(ChartError::UnknownFormat(name.to_string())),
        }
    }

    /// The file extension, without the dot.
    pub const fn extension(self) -> &'static str {
        match self {
            Format::Pdf => "pdf",
            Format::Png { .. } => "png",
            Format::Svg => "svg",
        }
    }
}

/// What to print.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartOptions {
    /// The paper size.
    pub paper: Paper,
    /// A classic double-six set of pips instead of the musical tablets.
    pub pips: bool,
    /// Add a second page that summarises the rules.
    pub rules_page: bool,
    /// The language of the words (a BCP 47 tag such as `en-GB`; unknown languages fall back
    /// as [`crate::i18n::negotiate`] says).
    pub lang: String,
}

impl Default for ChartOptions {
    fn default() -> Self {
        ChartOptions {
            paper: Paper::A4,
            pips: false,
            rules_page: false,
            lang: crate::i18n::FALLBACK.to_string(),
        }
    }
}

/// Why a chart could not be made or saved.
#[derive(Debug, thiserror::Error)]
pub enum ChartError {
    /// A paper name other than `a4` or `letter`.
    #[error("unknown paper \"{0}\" (expected a4 or letter)")]
    UnknownPaper(String),
    /// A format name other than `pdf`, `png` or `svg`.
    #[error("unknown format \"{0}\" (expected pdf, png or svg)")]
    UnknownFormat(String),
    /// A resolution outside [`DPI_RANGE`].
    #[error("dpi {0} is out of range (expected 24 to 600)")]
    Dpi(u32),
    /// The output path cannot be written (no such folder, no permission, a folder, …).
    #[error("cannot write {}: {reason}", path.display())]
    Write {
        /// The path asked for.
        path: PathBuf,
        /// What went wrong.
        reason: String,
    },
    /// Writing failed for a reason of the machine's, not of the path asked for (a full disk).
    #[error("cannot write {}: {reason}", path.display())]
    WriteFailed {
        /// The path asked for.
        path: PathBuf,
        /// What went wrong.
        reason: String,
    },
    /// Drawing failed (a bug: the SVG is made here).
    #[error("cannot draw the chart: {0}")]
    Render(String),
}

impl ChartError {
    /// Whether the error comes from the caller's input (exit code 2) rather than from the
    /// program or the machine (exit code 1).
    pub fn is_bad_input(&self) -> bool {
        !matches!(self, ChartError::Render(_) | ChartError::WriteFailed { .. })
    }
}

/// The chart as SVG documents, one per page: the tablets, then (if asked) the rules.
pub fn chart_svg(opts: &ChartOptions) -> Vec<String> {
    pages(opts, None).into_iter().flatten().collect()
}

/// The pages as SVG, restricted to `layer` if given (`None` where a page has nothing in it).
fn pages(opts: &ChartOptions, layer: Option<svg::Layer>) -> Vec<Option<String>> {
    let loc = Localizer::new(&opts.lang);
    let mut pages = vec![layout::chart_page(opts, &loc, layer)];
    if opts.rules_page {
        pages.push(layout::rules_page(opts, &loc, layer));
    }
    pages
}

/// A master page `svg` written again with its text laid out in the embedded fonts and drawn
/// as outlines (usvg), and the paper's size in millimetres on the root element, so that the
/// file shows the same on a machine without Bravura or the text fonts.
///
/// # Errors
/// [`ChartError::Render`] if usvg cannot read the page.
pub fn outlined_svg(svg: &str, paper: Paper) -> Result<String, ChartError> {
    let out = parse(svg)?.to_string(&usvg::WriteOptions::default());
    // usvg gives the root's size in pixels at 96 per inch, with the same view box; the file
    // keeps the paper's exact size.
    let (w, h) = paper.size_mm();
    let Some(end) = out.find('>') else {
        return Err(ChartError::Render("usvg wrote no root element".into()));
    };
    let (root, rest) = out.split_at(end);
    let mut fixed = String::with_capacity(out.len() + 64);
    let mut size_px = (String::new(), String::new());
    for attr in root.split(' ') {
        if !fixed.is_empty() {
            fixed.push(' ');
        }
        if let Some(v) = attr.strip_prefix("width=") {
            size_px.0 = v.trim_matches('"').to_string();
            fixed.push_str(&format!(r#"width="{w}mm""#));
        } else if let Some(v) = attr.strip_prefix("height=") {
            size_px.1 = v.trim_matches('"').to_string();
            fixed.push_str(&format!(r#"height="{h}mm""#));
        } else {
            fixed.push_str(attr);
        }
    }
    if !root.contains("viewBox=") && !size_px.0.is_empty() && !size_px.1.is_empty() {
        fixed.push_str(&format!(r#" viewBox="0 0 {} {}""#, size_px.0, size_px.1));
    }
    fixed.push_str(rest);
    Ok(fixed)
}

/// The usvg tree of one page, text laid out with the embedded fonts only.
fn parse(svg: &str) -> Result<usvg::Tree, ChartError> {
    let options = usvg::Options {
        fontdb: fonts::database(),
        font_family: fonts::LIBERTINE_FAMILY.to_string(),
        resources_dir: None,
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(svg, &options).map_err(|e| ChartError::Render(e.to_string()))
}

/// One page drawn as a PNG of exactly `paper.pixels(dpi)`, on white, 8-bit RGB, with its
/// density written in the `pHYs` chunk (dots per metre = round(dpi / 0.0254)).
///
/// # Errors
/// [`ChartError::Dpi`] outside [`DPI_RANGE`]; [`ChartError::Render`] if drawing fails.
pub fn png_page(svg: &str, paper: Paper, dpi: u32) -> Result<Vec<u8>, ChartError> {
    if !DPI_RANGE.contains(&dpi) {
        return Err(ChartError::Dpi(dpi));
    }
    let tree = parse(svg)?;
    let (w, h) = paper.pixels(dpi);
    let mut pixmap = resvg::tiny_skia::Pixmap::new(w, h)
        .ok_or_else(|| ChartError::Render(format!("no {w} × {h} canvas")))?;
    pixmap.fill(resvg::tiny_skia::Color::WHITE);
    let size = tree.size();
    let transform =
        resvg::tiny_skia::Transform::from_scale(w as f32 / size.width(), h as f32 / size.height());
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    // The page is opaque, so premultiplied and straight colour are the same: drop alpha.
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let mut out = Vec::with_capacity(rgb.len() / 8);
    let per_metre = (f64::from(dpi) / 0.0254).round() as u32;
    let mut encoder = png::Encoder::new(&mut out, w, h);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    encoder.set_pixel_dims(Some(png::PixelDimensions {
        xppu: per_metre,
        yppu: per_metre,
        unit: png::Unit::Meter,
    }));
    let png_err = |e: png::EncodingError| ChartError::Render(e.to_string());
    let mut writer = encoder.write_header().map_err(png_err)?;
    writer.write_image_data(&rgb).map_err(png_err)?;
    writer.finish().map_err(png_err)?;
    Ok(out)
}

/// A vector PDF of pages given as SVG layers (`pages[i]` lists page `i`'s layers in painting
/// order; see [`svg::Layer`] for why): each page exactly `paper.size_pt()`, each layer
/// converted by svg2pdf (fonts subset and embedded, text extractable) into a form XObject
/// scaled to the page. No dates or random ids: the same pages give the same bytes.
///
/// # Errors
/// [`ChartError::Render`] if an SVG cannot be parsed or converted.
pub fn pdf_document(
    pages: &[Vec<String>],
    paper: Paper,
    title: &str,
) -> Result<Vec<u8>, ChartError> {
    use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, TextStr};

    let (w, h) = paper.size_pt();
    let mut alloc = Ref::new(1);
    let catalog = alloc.bump();
    let page_tree = alloc.bump();
    let page_refs: Vec<Ref> = pages.iter().map(|_| alloc.bump()).collect();
    let mut pdf = Pdf::new();
    pdf.catalog(catalog).pages(page_tree);
    pdf.pages(page_tree)
        .kids(page_refs.iter().copied())
        .count(page_refs.len() as i32);
    for (layers, &page_ref) in pages.iter().zip(&page_refs) {
        let mut content = Content::new();
        let mut xobjects = Vec::with_capacity(layers.len());
        for (i, svg) in layers.iter().enumerate() {
            let tree = parse(svg)?;
            let (chunk, root) = svg2pdf::to_chunk(&tree, svg2pdf::ConversionOptions::default())
                .map_err(|e| ChartError::Render(e.to_string()))?;
            let mut map = HashMap::new();
            let chunk = chunk.renumber(|old| *map.entry(old).or_insert_with(|| alloc.bump()));
            let root = *map
                .get(&root)
                .ok_or_else(|| ChartError::Render("svg2pdf chunk without its root".into()))?;
            let name = format!("L{i}");
            content.save_state();
            // Each XObject is 1 × 1 pt; scale it to the page.
            content.transform([w, 0.0, 0.0, h, 0.0, 0.0]);
            content.x_object(Name(name.as_bytes()));
            content.restore_state();
            pdf.extend(&chunk);
            xobjects.push((name, root));
        }
        let content_ref = alloc.bump();
        let mut page = pdf.page(page_ref);
        page.media_box(Rect::new(0.0, 0.0, w, h));
        page.parent(page_tree);
        page.contents(content_ref);
        {
            let mut resources = page.resources();
            let mut dict = resources.x_objects();
            for (name, root) in &xobjects {
                dict.pair(Name(name.as_bytes()), *root);
            }
        }
        page.finish();
        pdf.stream(content_ref, &content.finish());
    }
    pdf.document_info(alloc.bump())
        .title(TextStr(title))
        .producer(TextStr("musical-dominoes"));
    Ok(pdf.finish())
}

/// The chart in `format`: for PDF one file holding every page; for PNG and SVG one file per
/// page (the chart, then the rules if asked).
///
/// # Errors
/// [`ChartError::Dpi`] for a PNG resolution outside [`DPI_RANGE`]; [`ChartError::Render`] if
/// drawing fails.
pub fn render(opts: &ChartOptions, format: Format) -> Result<Vec<Vec<u8>>, ChartError> {
    if let Format::Png { dpi } = format
        && !DPI_RANGE.contains(&dpi)
    {
        return Err(ChartError::Dpi(dpi));
    }
    let pages = chart_svg(opts);
    match format {
        Format::Svg => pages
            .iter()
            .map(|svg| outlined_svg(svg, opts.paper).map(String::into_bytes))
            .collect(),
        Format::Png { dpi } => pages
            .iter()
            .map(|svg| png_page(svg, opts.paper, dpi))
            .collect(),
        Format::Pdf => {
            let loc = Localizer::new(&opts.lang);
            let title = loc.t(if opts.pips {
                "chart-pips-title"
            } else {
                "chart-title"
            });
            let mut layered: Vec<Vec<String>> = pages.iter().map(|_| Vec::new()).collect();
            for layer in svg::Layer::ALL {
                for (page, svg) in layered.iter_mut().zip(self::pages(opts, Some(layer))) {
                    page.extend(svg);
                }
            }
            Ok(vec![pdf_document(&layered, opts.paper, &title)?])
        }
    }
}

/// The files that `n` outputs go to: `path` itself, then `stem-2.ext`, `stem-3.ext`, … beside
/// it (`chart.png`, `chart-2.png`).
pub fn page_paths(path: &Path, n: usize) -> Vec<PathBuf> {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let ext = path.extension().map(|e| e.to_string_lossy().into_owned());
    (0..n)
        .map(|i| {
            if i == 0 {
                path.to_path_buf()
            } else {
                let name = match &ext {
                    Some(ext) => format!("{stem}-{}.{ext}", i + 1),
                    None => format!("{stem}-{}", i + 1),
                };
                path.with_file_name(name)
            }
        })
        .collect()
}

/// Renders the chart and writes it to `path` (and, for a PNG or SVG rules page, beside it; see
/// [`page_paths`]), atomically: every file goes to a temporary file in the same folder and is
/// renamed into place only when all are written, so a failure leaves no partial file.
/// Returns the paths written.
///
/// # Errors
/// As [`render`], and [`ChartError::Write`] when a file cannot be created, written or moved
/// into place (no such folder, no permission, the path is a folder).
pub fn write(opts: &ChartOptions, format: Format, path: &Path) -> Result<Vec<PathBuf>, ChartError> {
    if path.as_os_str() == "-" {
        return Err(write_err(path, crate::storage::NOT_TO_STDOUT.into()));
    }
    if path.file_name().is_none() || path.as_os_str().to_string_lossy().ends_with('/') {
        return Err(write_err(path, "not a file name".into()));
    }
    if crate::storage::is_dir(path) {
        return Err(write_err(path, "is a folder".into()));
    }
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !crate::storage::is_dir(&dir) {
        return Err(write_err(path, "no such folder".into()));
    }
    let outputs = render(opts, format)?;
    let paths = page_paths(path, outputs.len());
    // Only when all are complete are they put in place, so a failure leaves none of them
    // behind.
    let files: Vec<(&Path, &[u8])> = paths
        .iter()
        .map(PathBuf::as_path)
        .zip(outputs.iter().map(Vec::as_slice))
        .collect();
    crate::storage::write_all_atomic(&files).map_err(|(i, e)| io_err(&paths[i], e))?;
    Ok(paths)
}

/// The error of writing `path`, for `reason`.
fn write_err(path: &Path, reason: String) -> ChartError {
    ChartError::Write {
        path: path.to_path_buf(),
        reason,
    }
}

/// The error of writing `path` for the I/O error `e`: of the path asked for (bad input), or of
/// the machine ([`crate::storage::is_bad_path`]).
fn io_err(path: &Path, e: std::io::Error) -> ChartError {
    let bad = crate::storage::is_bad_path(&e);
    let reason = crate::storage::plain(e).to_string();
    if bad {
        write_err(path, reason)
    } else {
        ChartError::WriteFailed {
            path: path.to_path_buf(),
            reason,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_disk_is_not_bad_input_but_a_read_only_one_is() {
        use std::io::{Error, ErrorKind};
        let p = Path::new("chart.pdf");
        assert!(!io_err(p, Error::from(ErrorKind::StorageFull)).is_bad_input());
        assert!(io_err(p, Error::from(ErrorKind::ReadOnlyFilesystem)).is_bad_input());
    }
}
