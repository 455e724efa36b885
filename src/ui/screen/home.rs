//! Home: the title, Continue (when a match is in progress), New game, the Quiz, the Rules,
//! Replay a game, Print chart, Settings and Quit.

use iced::widget::{button, column, container, text};
use iced::{Alignment, Element, Font, Length};

use crate::i18n::Localizer;
use crate::ui::theme::{self, Palette};

/// Where Home leads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Message {
    /// Back to the match in progress.
    Continue,
    /// The new-game screen.
    NewGame,
    /// The settings screen.
    Settings,
    /// The print-chart screen.
    PrintChart,
    /// The quiz.
    Quiz,
    /// The rules of each variant.
    Rules,
    /// Open a game record and replay it.
    Replay,
    /// Leave the app.
    Quit,
}

/// The title font (EB Garamond).
pub const TITLE_FONT: Font = Font::with_name("EB Garamond");

/// The title's size at full scale, in points.
const TITLE_SIZE: f32 = 72.0;
/// The subtitle's size at full scale, in points.
const SUBTITLE_SIZE: f32 = 22.0;
/// An entry's label size at full scale, in points.
const ENTRY_SIZE: f32 = 24.0;
/// An entry's padding above and below its label at full scale, in logical pixels.
const ENTRY_PAD: f32 = 8.0;
/// The space between the lines of Home at full scale, in logical pixels.
const SPACING: f32 = 14.0;
/// The padding round Home's column, in logical pixels (not scaled).
const PADDING: f32 = 12.0;
/// The least scale Home is drawn at; below it the column scrolls.
const MIN_SCALE: f32 = 0.6;
/// How tall iced sets a line of text: this times its size.
const LINE_HEIGHT: f32 = 1.3;

/// How tall Home's column stands, in logical pixels, with `entries` buttons at `scale`.
fn column_height(entries: usize, scale: f32) -> f32 {
    let n = entries as f32;
    let title = TITLE_SIZE * LINE_HEIGHT;
    let subtitle = SUBTITLE_SIZE * LINE_HEIGHT;
    let entry = ENTRY_SIZE * LINE_HEIGHT + 2.0 * ENTRY_PAD;
    2.0 * PADDING + scale * (title + subtitle + n * entry + (n + 1.0) * SPACING)
}

/// The scale (from [`MIN_SCALE`] to 1) at which Home's column of `entries` buttons fits a
/// window `height` logical pixels tall: 1 where it fits at full size, so a short window (a
/// netbook's 600 px, less the title bar) still shows Quit without a scroll.
pub fn scale_for(height: f32, entries: usize) -> f32 {
    let full = column_height(entries, 1.0) - 2.0 * PADDING;
    ((height - 2.0 * PADDING) / full).clamp(MIN_SCALE, 1.0)
}

/// The screen; `can_continue` when a match is in progress. Drawn smaller in a window too
/// short for it at full size ([`scale_for`]); it scrolls only below [`MIN_SCALE`].
pub fn view<'a>(i18n: &'a Localizer, palette: Palette, can_continue: bool) -> Element<'a, Message> {
    let entries = if can_continue { 8 } else { 7 };
    iced::widget::responsive(move |room| {
        let scale = scale_for(room.height, entries);
        column_at(i18n, palette, can_continue, scale)
    })
    .into()
}

/// Home's column at `scale` (1 is full size).
fn column_at<'a>(
    i18n: &'a Localizer,
    palette: Palette,
    can_continue: bool,
    scale: f32,
) -> Element<'a, Message> {
    let entry = |id: &str, msg: Message, primary: bool| {
        button(
            text(i18n.t(id))
                .size(ENTRY_SIZE * scale)
                .width(Length::Fill)
                .align_x(Alignment::Center),
        )
        .width(Length::Fixed(340.0 * scale.max(0.8)))
        .padding([ENTRY_PAD * scale, 20.0])
        .on_press(msg)
        .style(if primary {
            theme::button(palette, theme::Kind::Primary)
        } else {
            theme::button(palette, theme::Kind::Secondary)
        })
    };
    let mut col = column![
        text(i18n.t("app-title"))
            .size(TITLE_SIZE * scale)
            .font(TITLE_FONT),
        text(i18n.t("home-subtitle"))
            .size(SUBTITLE_SIZE * scale)
            .color(palette.on_table_dim),
    ]
    .spacing(SPACING * scale)
    .align_x(Alignment::Center);
    if can_continue {
        col = col.push(entry("home-continue", Message::Continue, true));
    }
    col = col
        .push(entry("home-new-game", Message::NewGame, !can_continue))
        .push(entry("home-quiz", Message::Quiz, false))
        .push(entry("home-rules", Message::Rules, false))
        .push(entry("home-replay", Message::Replay, false))
        .push(entry("home-print", Message::PrintChart, false))
        .push(entry("home-settings", Message::Settings, false));
    if crate::platform::display::CAN_QUIT {
        col = col.push(entry("home-quit", Message::Quit, false));
    }
    // Scrollable, so that at any size every entry can be reached.
    container(iced::widget::scrollable(
        container(col).center_x(Length::Fill).padding(PADDING),
    ))
    .center_y(Length::Fill)
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tall_window_draws_home_at_full_size() {
        // Full size needs 2·12 + 93.6 + 28.6 + 7·47.2 + 8·14 = 588.6 px with seven entries.
        assert_eq!(scale_for(589.0, 7), 1.0);
        assert_eq!(scale_for(1080.0, 8), 1.0);
    }

    #[test]
    fn a_window_600_px_tall_shows_every_entry_without_a_scroll() {
        // 800 × 600 less a title bar leaves about 564 px: (564 − 24) / 564.6 ≈ 0.956.
        let s = scale_for(564.0, 7);
        assert!((s - 0.9564).abs() < 1e-3, "{s}");
        assert!(column_height(7, s) <= 564.0 + 1e-3);
        // With Continue too: (564 − 24) / 625.8 ≈ 0.863.
        let s = scale_for(564.0, 8);
        assert!((s - 0.8629).abs() < 1e-3, "{s}");
        assert!(column_height(8, s) <= 564.0 + 1e-3);
    }

    #[test]
    fn a_tiny_window_stops_at_the_least_scale_and_scrolls() {
        assert_eq!(scale_for(200.0, 7), MIN_SCALE);
        assert!(column_height(7, MIN_SCALE) > 200.0);
    }
}
