//! Primitives to SVG, the master format of the chart: user units are millimetres, text stays
//! `<text>` in the embedded fonts' family names, and the output is byte-for-byte the same for
//! the same input.

use std::fmt::Write as _;

use super::fonts::{FontRole, MUSIC_FAMILY};
use super::palette::Rgba;
use super::tablet::{Anchor, Primitive};

/// A number as SVG wants it: at most three decimals, no trailing zeros (`12.5`, `0.333`).
pub fn num(v: f32) -> String {
    let v = if v.is_finite() { v } else { 0.0 };
    let mut s = format!("{v:.3}");
    while s.ends_with('0') {
        s.pop();
    }
    if s.ends_with('.') {
        s.pop();
    }
    if s == "-0" { "0".to_string() } else { s }
}

/// `text` with the five XML special characters escaped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

fn paint(attr: &str, color: Rgba) -> String {
    if color.a == 255 {
        format!(r#" {attr}="{}""#, color.to_hex())
    } else {
        format!(
            r#" {attr}="{}" {attr}-opacity="{}""#,
            color.to_hex(),
            num(color.alpha_f32())
        )
    }
}

fn fill_stroke(fill: Option<Rgba>, stroke: Option<(Rgba, f32)>) -> String {
    let mut s = match fill {
        Some(c) => paint("fill", c),
        None => r#" fill="none""#.to_string(),
    };
    if let Some((c, w)) = stroke {
        s += &paint("stroke", c);
        let _ = write!(s, r#" stroke-width="{}""#, num(w));
    }
    s
}

/// One layer of a page: its shapes, or the text of one font face.
///
/// The PDF is made layer by layer, each layer converted by svg2pdf on its own, so that each
/// conversion embeds at most one font: svg2pdf 0.13 keeps fonts in a `HashMap` and writes them
/// in its (random) order, which would make two runs differ. Shapes never overlap text on these
/// pages, so painting all shapes first and the text after looks the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Layer {
    /// Everything that is not text: rectangles, lines, circles, shadows, the background.
    Shapes,
    /// Note glyphs (Bravura).
    Music,
    /// Text in Linux Libertine Bold (figures, headings).
    Bold,
    /// Text in Linux Libertine Regular.
    Body,
    /// Text in EB Garamond.
    Title,
}

impl Layer {
    /// Every layer, in painting order.
    pub const ALL: [Layer; 5] = [
        Layer::Shapes,
        Layer::Music,
        Layer::Bold,
        Layer::Body,
        Layer::Title,
    ];

    /// The layer `p` belongs to.
    pub fn of(p: &Primitive) -> Layer {
        match p {
            Primitive::Note { .. } => Layer::Music,
            Primitive::Text { font, .. } => match font {
                FontRole::Figure | FontRole::Strong => Layer::Bold,
                FontRole::Body => Layer::Body,
                FontRole::Title => Layer::Title,
            },
            _ => Layer::Shapes,
        }
    }
}

/// An SVG document being written, in millimetre user units: the whole page, or one
/// [`Layer`] of it.
#[derive(Debug)]
pub struct SvgDoc {
    out: String,
    filters: usize,
    layer: Option<Layer>,
    written: usize,
}

impl SvgDoc {
    /// A document `width_mm × height_mm` (its `width`/`height` in mm, viewBox in mm), with
    /// the page filled by `background` if given.
    pub fn new(width_mm: f32, height_mm: f32, background: Option<Rgba>) -> SvgDoc {
        SvgDoc::layer(width_mm, height_mm, background, None)
    }

    /// As [`SvgDoc::new`], but writing only the primitives of `layer` (all if `None`); the
    /// background belongs to [`Layer::Shapes`].
    pub fn layer(
        width_mm: f32,
        height_mm: f32,
        background: Option<Rgba>,
        layer: Option<Layer>,
    ) -> SvgDoc {
        let (w, h) = (num(width_mm), num(height_mm));
        let mut out = String::with_capacity(32 * 1024);
        let _ = write!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}mm" height="{h}mm" viewBox="0 0 {w} {h}">"#
        );
        out.push('\n');
        let mut written = 0;
        if let Some(c) = background.filter(|_| layer.is_none_or(|l| l == Layer::Shapes)) {
            written += 1;
            let _ = writeln!(
                out,
                r#"<rect x="0" y="0" width="{w}" height="{h}"{}/>"#,
                paint("fill", c)
            );
        }
        SvgDoc {
            out,
            filters: 0,
            layer,
            written,
        }
    }

    /// Opens a group `<g id=… class=… transform="translate(dx dy)">`; close it with
    /// [`SvgDoc::close_group`].
    pub fn open_group(&mut self, id: &str, class: &str, dx: f32, dy: f32) {
        let _ = write!(
            self.out,
            r#"<g id="{}" class="{}""#,
            escape(id),
            escape(class)
        );
        if dx != 0.0 || dy != 0.0 {
            let _ = write!(
                self.out,
                r#" transform="translate({} {})""#,
                num(dx),
                num(dy)
            );
        }
        self.out.push_str(">\n");
    }

    /// Closes the last group opened.
    pub fn close_group(&mut self) {
        self.out.push_str("</g>\n");
    }

    /// Writes every primitive of `prims`, in order.
    pub fn extend(&mut self, prims: &[Primitive]) {
        for p in prims {
            self.push(p);
        }
    }

    /// Writes one primitive as one SVG element (a shadow adds its blur filter).
    pub fn push(&mut self, p: &Primitive) {
        if self.layer.is_some_and(|l| l != Layer::of(p)) {
            return;
        }
        self.written += 1;
        let o = &mut self.out;
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
                self.filters += 1;
                let id = format!("shadow-{}", self.filters);
                let _ = writeln!(
                    o,
                    r#"<filter id="{id}" x="-25%" y="-25%" width="150%" height="150%"><feGaussianBlur stdDeviation="{}"/></filter>"#,
                    num(*blur)
                );
                let _ = writeln!(
                    o,
                    r#"<rect x="{}" y="{}" width="{}" height="{}" rx="{}"{} filter="url(#{id})"/>"#,
                    num(x + offset.0),
                    num(y + offset.1),
                    num(*w),
                    num(*h),
                    num(*radius),
                    paint("fill", *color)
                );
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
                let _ = writeln!(
                    o,
                    r#"<rect x="{}" y="{}" width="{}" height="{}" rx="{}"{}/>"#,
                    num(*x),
                    num(*y),
                    num(*w),
                    num(*h),
                    num(*radius),
                    fill_stroke(*fill, *stroke)
                );
            }
            Primitive::Line {
                from,
                to,
                color,
                width,
                dash,
            } => {
                let _ = write!(
                    o,
                    r#"<line x1="{}" y1="{}" x2="{}" y2="{}"{} stroke-width="{}""#,
                    num(from.0),
                    num(from.1),
                    num(to.0),
                    num(to.1),
                    paint("stroke", *color),
                    num(*width)
                );
                if let Some((on, off)) = dash {
                    let _ = write!(o, r#" stroke-dasharray="{} {}""#, num(*on), num(*off));
                }
                o.push_str("/>\n");
            }
            Primitive::Circle {
                centre,
                radius,
                fill,
                stroke,
            } => {
                let _ = writeln!(
                    o,
                    r#"<circle cx="{}" cy="{}" r="{}"{}/>"#,
                    num(centre.0),
                    num(centre.1),
                    num(*radius),
                    fill_stroke(*fill, *stroke)
                );
            }
            Primitive::Note {
                note,
                origin,
                em,
                color,
            } => {
                let _ = writeln!(
                    o,
                    r#"<text x="{}" y="{}" font-family="{MUSIC_FAMILY}" font-size="{}"{}>&#x{:X};</text>"#,
                    num(origin.0),
                    num(origin.1),
                    num(*em),
                    paint("fill", *color),
                    u32::from(note.smufl_glyph())
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
                let anchor = match anchor {
                    Anchor::Start => "",
                    Anchor::Middle => r#" text-anchor="middle""#,
                    Anchor::End => r#" text-anchor="end""#,
                };
                let weight = if font.bold() {
                    r#" font-weight="bold""#
                } else {
                    ""
                };
                let _ = writeln!(
                    o,
                    r#"<text x="{}" y="{}" font-family="{}" font-size="{}"{weight}{anchor}{}>{}</text>"#,
                    num(position.0),
                    num(position.1),
                    font.family(),
                    num(*size),
                    paint("fill", *color),
                    escape(text)
                );
            }
        }
    }

    /// Whether no primitive (nor background) has been written.
    pub fn is_empty(&self) -> bool {
        self.written == 0
    }

    /// The finished document.
    pub fn finish(mut self) -> String {
        self.out.push_str("</svg>\n");
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::palette::EBONY;

    #[test]
    fn numbers_keep_three_decimals_without_trailing_zeros() {
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(1.0 / 3.0), "0.333");
        assert_eq!(num(210.0), "210");
        assert_eq!(num(-0.0001), "0");
        assert_eq!(num(f32::NAN), "0");
    }

    #[test]
    fn text_is_escaped() {
        let mut doc = SvgDoc::new(10.0, 10.0, None);
        doc.push(&Primitive::Text {
            text: "a < b & \"c\"".into(),
            position: (1.0, 2.0),
            size: 3.0,
            font: FontRole::Body,
            anchor: Anchor::Start,
            color: EBONY,
        });
        let svg = doc.finish();
        assert!(svg.contains("a &lt; b &amp; &quot;c&quot;"), "{svg}");
        assert!(svg.contains(r#"font-family="Linux Libertine O""#));
        assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="10mm" height="10mm" viewBox="0 0 10 10">"#));
    }
}
