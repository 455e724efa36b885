//! The fonts the chart draws with, embedded in the binary (`assets/fonts/`, SIL OFL), their
//! family names as SVG text names them, and the few metrics the layout needs.
//!
//! The machine's own fonts are never used: screen and paper look the same everywhere.

use std::sync::{Arc, OnceLock};

/// Bravura (SMuFL music font): the note glyphs.
pub const BRAVURA: &[u8] = include_bytes!("../../assets/fonts/Bravura.otf");
/// Linux Libertine Bold: the large lining figures, and bold text.
pub const LIBERTINE_BOLD: &[u8] = include_bytes!("../../assets/fonts/LinLibertine_RB.otf");
/// Linux Libertine Regular: body text.
pub const LIBERTINE: &[u8] = include_bytes!("../../assets/fonts/LinLibertine_R.otf");
/// EB Garamond 12: titles.
pub const GARAMOND: &[u8] = include_bytes!("../../assets/fonts/EBGaramond12-Regular.otf");

/// Family name of the music font, as written in SVG `font-family`.
pub const MUSIC_FAMILY: &str = "Bravura";
/// Family name of Linux Libertine (regular and bold).
pub const LIBERTINE_FAMILY: &str = "Linux Libertine O";
/// Family name of EB Garamond.
pub const GARAMOND_FAMILY: &str = "EB Garamond";

/// What a piece of text is, which decides its font.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FontRole {
    /// A figure on a tablet or in the key: Linux Libertine Bold, lining numerals.
    Figure,
    /// Running text: Linux Libertine Regular.
    Body,
    /// Bold running text (headings of the rules page): Linux Libertine Bold.
    Strong,
    /// Titles: EB Garamond.
    Title,
}

impl FontRole {
    /// The SVG `font-family` of this role.
    pub const fn family(self) -> &'static str {
        match self {
            FontRole::Figure | FontRole::Body | FontRole::Strong => LIBERTINE_FAMILY,
            FontRole::Title => GARAMOND_FAMILY,
        }
    }

    /// Whether the role uses the bold face of its family.
    pub const fn bold(self) -> bool {
        matches!(self, FontRole::Figure | FontRole::Strong)
    }
}

/// A font database holding only the embedded fonts, built once and shared (for usvg).
pub fn database() -> Arc<usvg::fontdb::Database> {
    static DB: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    DB.get_or_init(|| {
        let mut db = usvg::fontdb::Database::new();
        for data in [BRAVURA, LIBERTINE_BOLD, LIBERTINE, GARAMOND] {
            db.load_font_data(data.to_vec());
        }
        db.set_serif_family(LIBERTINE_FAMILY);
        db.set_sans_serif_family(LIBERTINE_FAMILY);
        Arc::new(db)
    })
    .clone()
}

struct Metrics {
    units_per_em: f32,
    /// Advance widths of the characters U+0020..U+024F, in font units (0 when missing).
    advances: Vec<f32>,
    /// Advance used for any other character: the width of `n`.
    fallback: f32,
    /// Top of the lining digits, in font units above the baseline.
    digit_top: f32,
}

const FIRST: u32 = 0x20;
const LAST: u32 = 0x24F;

fn measure(data: &[u8]) -> Metrics {
    let Ok(face) = ttf_parser::Face::parse(data, 0) else {
        // The fonts are embedded and known good; these numbers keep layout sane regardless.
        return Metrics {
            units_per_em: 1000.0,
            advances: Vec::new(),
            fallback: 500.0,
            digit_top: 650.0,
        };
    };
    let adv = |c: char| {
        face.glyph_index(c)
            .and_then(|g| face.glyph_hor_advance(g))
            .map_or(0.0, f32::from)
    };
    let advances = (FIRST..=LAST)
        .map(|u| char::from_u32(u).map_or(0.0, adv))
        .collect();
    let digit_top = ('0'..='9')
        .filter_map(|c| face.glyph_index(c))
        .filter_map(|g| face.glyph_bounding_box(g))
        .map(|b| f32::from(b.y_max))
        .fold(0.0, f32::max);
    Metrics {
        units_per_em: f32::from(face.units_per_em()),
        advances,
        fallback: adv('n'),
        digit_top,
    }
}

fn metrics(role: FontRole) -> &'static Metrics {
    static M: OnceLock<[Metrics; 3]> = OnceLock::new();
    let all = M.get_or_init(|| {
        [
            measure(LIBERTINE_BOLD),
            measure(LIBERTINE),
            measure(GARAMOND),
        ]
    });
    match role {
        FontRole::Figure | FontRole::Strong => &all[0],
        FontRole::Body => &all[1],
        FontRole::Title => &all[2],
    }
}

/// The width of `text` set in `role` at `size` (any length unit; the result is in the same
/// unit), from the glyphs' advance widths, without kerning.
pub fn text_width(role: FontRole, size: f32, text: &str) -> f32 {
    let m = metrics(role);
    let units: f32 = text
        .chars()
        .map(|c| {
            let u = c as u32;
            if (FIRST..=LAST).contains(&u) {
                m.advances[(u - FIRST) as usize]
            } else {
                m.fallback
            }
        })
        .sum();
    units / m.units_per_em * size
}

/// Height of the lining figures of [`FontRole::Figure`] above the baseline, as a fraction of
/// the font size (about 0.65 for Linux Libertine Bold).
pub fn figure_height_em() -> f32 {
    let m = metrics(FontRole::Figure);
    m.digit_top / m.units_per_em
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_database_holds_the_four_embedded_faces_only() {
        let db = database();
        assert_eq!(db.len(), 4);
        let families: Vec<String> = db
            .faces()
            .flat_map(|f| f.families.iter().map(|(n, _)| n.clone()))
            .collect();
        for family in [MUSIC_FAMILY, LIBERTINE_FAMILY, GARAMOND_FAMILY] {
            assert!(families.iter().any(|f| f == family), "{family} missing");
        }
    }

    #[test]
    fn lining_figures_are_about_two_thirds_of_an_em_high() {
        // Lining figures stand about as tall as capitals: 0.6–0.72 em in book faces.
        let h = figure_height_em();
        assert!((0.6..0.72).contains(&h), "{h}");
    }

    #[test]
    fn wider_text_measures_wider() {
        let one = text_width(FontRole::Figure, 10.0, "1");
        let sixty_four = text_width(FontRole::Figure, 10.0, "64");
        // Two digits are wider than one, and a digit is narrower than an em (10).
        assert!(sixty_four > one);
        assert!(one > 0.0 && one < 10.0);
        // Width scales with size.
        let double = text_width(FontRole::Figure, 20.0, "64");
        assert!((double - 2.0 * sixty_four).abs() < 1e-4);
    }
}
