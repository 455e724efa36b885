//! The colours of the game, shared by screen and paper (`reference/README.md`).

/// A colour with straight (not premultiplied) alpha, 8 bits a channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rgba {
    /// Red, 0–255.
    pub r: u8,
    /// Green, 0–255.
    pub g: u8,
    /// Blue, 0–255.
    pub b: u8,
    /// Opacity, 0 (clear) to 255 (opaque).
    pub a: u8,
}

impl Rgba {
    /// An opaque colour from `0xRRGGBB`.
    pub const fn hex(rgb: u32) -> Rgba {
        Rgba {
            r: (rgb >> 16) as u8,
            g: (rgb >> 8) as u8,
            b: rgb as u8,
            a: 255,
        }
    }

    /// The same colour with opacity `a` (0–255).
    pub const fn with_alpha(self, a: u8) -> Rgba {
        Rgba { a, ..self }
    }

    /// `#rrggbb`, as SVG and CSS write it (the alpha is not included).
    pub fn to_hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }

    /// Opacity as a fraction, 0.0–1.0.
    pub fn alpha_f32(self) -> f32 {
        f32::from(self.a) / 255.0
    }
}

/// The tablets' face: ivory `#F6EFDD`.
pub const IVORY: Rgba = Rgba::hex(0xF6EFDD);
/// The ink of notes, figures, pips and outlines: ebony `#221A14`.
pub const EBONY: Rgba = Rgba::hex(0x221A14);
/// The pin in the middle of the dividing line: brass `#B08D57`.
pub const BRASS: Rgba = Rgba::hex(0xB08D57);
/// The table: green baize `#24513A`.
pub const BAIZE: Rgba = Rgba::hex(0x24513A);
/// A tablet's soft shadow: black at 35 % opacity.
pub const SHADOW: Rgba = Rgba::hex(0x000000).with_alpha(89);
/// Cut lines and quiet text on paper: a warm grey.
pub const CUT: Rgba = Rgba::hex(0x6B625A);
/// Paper: white.
pub const PAPER: Rgba = Rgba::hex(0xFFFFFF);
