//! Note glyphs and figures as vector outlines, taken from the embedded fonts (Bravura for the
//! notes, Linux Libertine Bold for the lining figures) so that the canvas places them exactly
//! from the font's own metrics, as the printed chart does — never through a text box
//! (`reference/README.md`, "A pitfall seen on this machine").

use std::collections::HashMap;
use std::sync::OnceLock;

use iced::widget::canvas::{Frame, Path, path};
use iced::{Color, Point, Vector};

/// Bravura (SIL OFL), the SMuFL music font.
pub const BRAVURA: &[u8] = include_bytes!("../../assets/fonts/Bravura.otf");
/// Linux Libertine Bold (SIL OFL / GPL with font exception): lining figures.
pub const LIBERTINE_BOLD: &[u8] = include_bytes!("../../assets/fonts/LinLibertine_RB.otf");
/// Linux Libertine Regular: interface text.
pub const LIBERTINE: &[u8] = include_bytes!("../../assets/fonts/LinLibertine_R.otf");
/// EB Garamond 12 Regular (SIL OFL): titles.
pub const GARAMOND: &[u8] = include_bytes!("../../assets/fonts/EBGaramond12-Regular.otf");

/// The outlines of some characters of one font, in em units (1.0 = the font size), y down.
pub struct Outlines {
    glyphs: HashMap<char, (Path, f32)>,
}

struct Builder {
    b: path::Builder,
    scale: f32,
}

impl ttf_parser::OutlineBuilder for Builder {
    fn move_to(&mut self, x: f32, y: f32) {
        self.b.move_to(Point::new(x * self.scale, -y * self.scale));
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.b.line_to(Point::new(x * self.scale, -y * self.scale));
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.b.quadratic_curve_to(
            Point::new(x1 * self.scale, -y1 * self.scale),
            Point::new(x * self.scale, -y * self.scale),
        );
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.b.bezier_curve_to(
            Point::new(x1 * self.scale, -y1 * self.scale),
            Point::new(x2 * self.scale, -y2 * self.scale),
            Point::new(x * self.scale, -y * self.scale),
        );
    }
    fn close(&mut self) {
        self.b.close();
    }
}

impl Outlines {
    fn load(font: &[u8], chars: &[char]) -> Outlines {
        let mut glyphs = HashMap::new();
        if let Ok(face) = ttf_parser::Face::parse(font, 0) {
            let scale = 1.0 / f32::from(face.units_per_em());
            for &c in chars {
                let Some(id) = face.glyph_index(c) else {
                    continue;
                };
                let mut b = Builder {
                    b: path::Builder::new(),
                    scale,
                };
                let _ = face.outline_glyph(id, &mut b);
                let advance = f32::from(face.glyph_hor_advance(id).unwrap_or(0)) * scale;
                glyphs.insert(c, (b.b.build(), advance));
            }
        }
        Outlines { glyphs }
    }

    /// Width of `text` in em (sum of advances).
    pub fn width(&self, text: &str) -> f32 {
        text.chars()
            .filter_map(|c| self.glyphs.get(&c))
            .map(|g| g.1)
            .sum()
    }

    /// Fills `text` with its baseline starting at `origin`, `size` logical pixels per em.
    pub fn fill(&self, frame: &mut Frame, text: &str, origin: Point, size: f32, color: Color) {
        let mut x = 0.0;
        for c in text.chars() {
            let Some((path, advance)) = self.glyphs.get(&c) else {
                continue;
            };
            frame.with_save(|f| {
                f.translate(Vector::new(origin.x + x * size, origin.y));
                f.scale(size);
                f.fill(path, color);
            });
            x += advance;
        }
    }
}

/// The seven SMuFL note glyphs of Bravura.
pub fn notes() -> &'static Outlines {
    static CELL: OnceLock<Outlines> = OnceLock::new();
    CELL.get_or_init(|| {
        let chars: Vec<char> = crate::music::NoteValue::ALL
            .iter()
            .map(|n| n.smufl_glyph())
            .collect();
        Outlines::load(BRAVURA, &chars)
    })
}

/// Digits and a few signs of Linux Libertine Bold (the "?" of a bar's missing note among them).
pub fn figures() -> &'static Outlines {
    static CELL: OnceLock<Outlines> = OnceLock::new();
    CELL.get_or_init(|| {
        Outlines::load(
            LIBERTINE_BOLD,
            &[
                '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '+', '=', '-', ' ', '?',
            ],
        )
    })
}

/// Digits and letters of Linux Libertine Regular (small canvas labels).
pub fn text_face() -> &'static Outlines {
    static CELL: OnceLock<Outlines> = OnceLock::new();
    CELL.get_or_init(|| {
        let chars: Vec<char> = (' '..='~').collect();
        Outlines::load(LIBERTINE, &chars)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_note_glyph_and_digit_has_an_outline() {
        for n in crate::music::NoteValue::ALL {
            assert!(notes().glyphs.contains_key(&n.smufl_glyph()), "{n:?}");
        }
        for d in '0'..='9' {
            assert!(figures().width(&d.to_string()) > 0.2, "{d}");
        }
        // Lining figures are tabular in Libertine Bold: "64" is twice "1" wide, give or take.
        assert!(figures().width("64") > figures().width("1"));
    }
}
