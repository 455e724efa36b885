//! Colours and widget styles in one place: ivory tablets with ebony ink and a brass pin on green
//! baize (`reference/README.md`), in a light (baize), dark and high-contrast variant.

use iced::widget::button as btn;
use iced::widget::container;
use iced::{Background, Border, Color, Shadow, Theme, Vector};

/// Builds a colour from a `0xRRGGBB` value.
pub const fn rgb(hex: u32) -> Color {
    Color::from_rgb8(
        (hex >> 16) as u8,
        ((hex >> 8) & 0xff) as u8,
        (hex & 0xff) as u8,
    )
}

/// The colours of one look.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Palette {
    /// The table.
    pub table: Color,
    /// Panels on the table.
    pub panel: Color,
    /// Text on the table.
    pub on_table: Color,
    /// Quieter text on the table.
    pub on_table_dim: Color,
    /// Tablet face.
    pub ivory: Color,
    /// Ink on the tablet.
    pub ink: Color,
    /// The brass pin.
    pub brass: Color,
    /// Highlight of playable tablets and chosen ends.
    pub accent: Color,
    /// The seats' colours, by [`crate::engine::Rules::team`]: a colour each when each plays
    /// for themselves; the first two for the two sides of a partnership (seats 0 and 2,
    /// seats 1 and 3). All four differ, so that only partners share one.
    pub seats: [Color; 4],
}

/// The theme the user picks (`Settings`): the baize table, a dark room, or high contrast.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Look {
    /// Green baize (the reference look).
    #[default]
    Baize,
    /// Near-black table for dim rooms.
    Dark,
    /// Black and white with a yellow accent, for projectors in bright rooms.
    HighContrast,
}

impl Look {
    /// All looks, in menu order.
    pub const ALL: [Look; 3] = [Look::Baize, Look::Dark, Look::HighContrast];

    /// The Fluent message id of the look's name.
    pub const fn message_id(self) -> &'static str {
        match self {
            Look::Baize => "look-baize",
            Look::Dark => "look-dark",
            Look::HighContrast => "look-high-contrast",
        }
    }

    /// The look's colours.
    pub const fn palette(self) -> Palette {
        // Gold and sky for the first two seats (and the two sides of a partnership); lilac
        // and coral for the third and fourth when each plays for themselves.
        let seats = [rgb(0xE0B04B), rgb(0x8EC5E8), rgb(0xC9A6E8), rgb(0xF0A080)];
        match self {
            Look::Baize => Palette {
                table: rgb(0x24513A),
                panel: rgb(0x1C4230),
                on_table: rgb(0xF6EFDD),
                on_table_dim: rgb(0xB9C9B8),
                ivory: rgb(0xF6EFDD),
                ink: rgb(0x221A14),
                brass: rgb(0xB08D57),
                accent: rgb(0xF2C94C),
                seats,
            },
            Look::Dark => Palette {
                table: rgb(0x17191C),
                panel: rgb(0x23262B),
                on_table: rgb(0xEDE6D6),
                on_table_dim: rgb(0x9AA0A6),
                ivory: rgb(0xEDE4CF),
                ink: rgb(0x1B1510),
                brass: rgb(0xB08D57),
                accent: rgb(0xE9B949),
                seats,
            },
            Look::HighContrast => Palette {
                table: rgb(0x000000),
                panel: rgb(0x101010),
                on_table: rgb(0xFFFFFF),
                on_table_dim: rgb(0xDDDDDD),
                ivory: rgb(0xFFFFFF),
                ink: rgb(0x000000),
                // Mid-grey, not black: a black pin on the dividing line reads as a pip.
                brass: rgb(0x8C8C8C),
                accent: rgb(0xFFE600),
                seats: [rgb(0xFFE600), rgb(0x00E5FF), rgb(0xFF80FF), rgb(0x80FF80)],
            },
        }
    }

    /// The iced theme built on the palette. In the high-contrast look, the outlines of text
    /// fields and check boxes, the rails of sliders, the off state of switches and the
    /// scrollers of scroll bars (iced draws them in shades of the background, near black on
    /// black) are a light grey instead.
    pub fn theme(self) -> Theme {
        let p = self.palette();
        let palette = iced::theme::Palette {
            background: p.table,
            text: p.on_table,
            primary: p.accent,
            success: rgb(0x5DBB63),
            warning: p.accent,
            danger: rgb(0xE5534B),
        };
        let high_contrast = self == Look::HighContrast;
        Theme::custom_with_fn("Musical Dominoes", palette, move |palette| {
            use iced::theme::palette::{Extended, Pair};
            let mut extended = Extended::generate(palette);
            if high_contrast {
                let bg = &mut extended.background;
                bg.strong = Pair::new(rgb(0xBFBFBF), rgb(0x000000));
                bg.stronger = Pair::new(rgb(0xD9D9D9), rgb(0x000000));
                bg.weak = Pair::new(rgb(0x404040), rgb(0xFFFFFF));
                // The scroller of a scroll bar (on a dark grey rail).
                bg.strongest = Pair::new(rgb(0xE6E6E6), rgb(0x000000));
            }
            extended
        })
    }
}

/// A panel on the table (seat boxes, dialogs).
pub fn panel(p: Palette) -> impl Fn(&Theme) -> container::Style {
    move |_| container::Style {
        background: Some(Background::Color(p.panel)),
        text_color: Some(p.on_table),
        border: Border {
            radius: 10.0.into(),
            width: 1.0,
            color: Color {
                a: 0.25,
                ..p.on_table
            },
        },
        shadow: Shadow {
            color: Color::from_rgba(0.0, 0.0, 0.0, 0.35),
            offset: Vector::new(0.0, 2.0),
            blur_radius: 8.0,
        },
        ..container::Style::default()
    }
}

/// `panel` centred over what is below, under a veil of the table colour at `opacity` (0–1),
/// `margin` logical pixels at the least from the window's edges. The veil takes every click
/// and scroll, as a dialog does: what the panel asks is all there is to do.
pub fn veiled<'a, M: 'a>(
    panel: impl Into<iced::Element<'a, M>>,
    margin: f32,
    opacity: f32,
    p: Palette,
) -> iced::Element<'a, M> {
    iced::widget::opaque(
        container(panel)
            .padding(margin)
            .center(iced::Length::Fill)
            .style(move |_| container::Style {
                background: Some(Background::Color(Color {
                    a: opacity,
                    ..p.table
                })),
                ..Default::default()
            }),
    )
}

/// A panel outlined in `color` (the seat to move, a partnership).
pub fn panel_outlined(p: Palette, color: Color, width: f32) -> impl Fn(&Theme) -> container::Style {
    move |t| {
        let mut s = panel(p)(t);
        s.border = Border {
            radius: 10.0.into(),
            width,
            color,
        };
        s
    }
}

/// A key cap: the key that picks an option, drawn as a key with a square outline so that it is
/// not read as part of the option (a number beside a number).
pub fn key_cap(p: Palette) -> impl Fn(&Theme) -> container::Style {
    move |t| container::Style {
        border: Border {
            radius: 4.0.into(),
            width: 1.5,
            color: p.on_table_dim,
        },
        // Flat: a shadow would blur so small a box.
        shadow: Shadow::default(),
        ..panel(p)(t)
    }
}

/// The kinds of button.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The main action: ivory with ink text.
    Primary,
    /// Quiet: outlined on the table.
    Secondary,
    /// A selected choice among secondary buttons.
    Selected,
    /// Invisible, around a tablet canvas (the tablet draws its own highlight).
    Bare,
}

/// A button of one line of text: `label` at `size` (logical pixels), padded in proportion
/// (`size × 0.4` above and below, `size` at the sides), in the style of `kind`.
pub fn text_button<'a, M: 'a>(
    p: Palette,
    label: String,
    size: u16,
    kind: Kind,
) -> btn::Button<'a, M> {
    let s = f32::from(size);
    btn::Button::new(iced::widget::text(label).size(s))
        .padding([s * 0.4, s])
        .style(button(p, kind))
}

/// One choice among several (a paper size, a time limit): text at 17, drawn as
/// [`Kind::Selected`] when `selected`, else [`Kind::Secondary`]; pressing it sends `message`.
pub fn choice_button<'a, M: Clone + 'a>(
    p: Palette,
    label: String,
    selected: bool,
    message: M,
) -> btn::Button<'a, M> {
    btn::Button::new(iced::widget::text(label).size(17))
        .on_press(message)
        .style(button(
            p,
            if selected {
                Kind::Selected
            } else {
                Kind::Secondary
            },
        ))
}

/// The style of a button of `kind`.
pub fn button(p: Palette, kind: Kind) -> impl Fn(&Theme, btn::Status) -> btn::Style {
    move |_, status| match kind {
        Kind::Primary => {
            let (bg, border) = match status {
                btn::Status::Hovered => (p.ivory, p.accent),
                btn::Status::Pressed => (Color { a: 0.85, ..p.ivory }, p.accent),
                btn::Status::Disabled => (Color { a: 0.35, ..p.ivory }, Color::TRANSPARENT),
                btn::Status::Active => (p.ivory, Color { a: 0.0, ..p.ivory }),
            };
            btn::Style {
                background: Some(Background::Color(bg)),
                text_color: p.ink,
                border: Border {
                    radius: 8.0.into(),
                    width: 2.0,
                    color: border,
                },
                shadow: Shadow {
                    color: Color::from_rgba(0.0, 0.0, 0.0, 0.3),
                    offset: Vector::new(0.0, 2.0),
                    blur_radius: 4.0,
                },
                snap: true,
            }
        }
        Kind::Secondary => {
            let alpha = match status {
                btn::Status::Hovered => 0.18,
                btn::Status::Pressed => 0.28,
                _ => 0.08,
            };
            btn::Style {
                background: Some(Background::Color(Color {
                    a: alpha,
                    ..p.on_table
                })),
                // Greyed out in every look: the high-contrast look's dim text is as bright as
                // its text, so a disabled button fades its words and its border instead.
                text_color: if status == btn::Status::Disabled {
                    Color {
                        a: 0.4,
                        ..p.on_table
                    }
                } else {
                    p.on_table
                },
                border: Border {
                    radius: 8.0.into(),
                    width: 1.0,
                    color: Color {
                        a: if status == btn::Status::Disabled {
                            0.2
                        } else {
                            0.5
                        },
                        ..p.on_table
                    },
                },
                shadow: Shadow::default(),
                snap: true,
            }
        }
        Kind::Selected => btn::Style {
            background: Some(Background::Color(p.accent)),
            text_color: p.ink,
            border: Border {
                radius: 8.0.into(),
                width: 1.0,
                color: p.accent,
            },
            shadow: Shadow::default(),
            snap: true,
        },
        Kind::Bare => btn::Style {
            background: None,
            text_color: p.ink,
            border: Border::default(),
            shadow: Shadow::default(),
            snap: true,
        },
    }
}

#[cfg(test)]
mod contrast_tests {
    use super::*;

    fn luminance(c: Color) -> f32 {
        0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
    }

    #[test]
    fn high_contrast_controls_and_scrollers_stand_out_from_the_black_table() {
        let theme = Look::HighContrast.theme();
        let bg = theme.extended_palette().background;
        // The table is black; the scroller (strongest) and control outlines (strong) are light,
        // and the scroller stands out from its rail (weak).
        assert!(luminance(bg.base.color) < 0.05);
        assert!(luminance(bg.strong.color) > 0.45);
        assert!(luminance(bg.strongest.color) > luminance(bg.weak.color) + 0.5);
    }

    #[test]
    fn only_partners_share_a_colour_in_every_look() {
        for look in Look::ALL {
            let seats = look.palette().seats;
            for a in 0..4 {
                for b in a + 1..4 {
                    assert_ne!(seats[a], seats[b], "{look:?}: seats {a} and {b}");
                }
            }
        }
    }
}
