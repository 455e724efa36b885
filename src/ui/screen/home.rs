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

/// The screen; `can_continue` when a match is in progress.
pub fn view<'a>(i18n: &'a Localizer, palette: Palette, can_continue: bool) -> Element<'a, Message> {
    let entry = |id: &str, msg: Message, primary: bool| {
        button(
            text(i18n.t(id))
                .size(24)
                .width(Length::Fill)
                .align_x(Alignment::Center),
        )
        .width(Length::Fixed(340.0))
        .padding([8, 20])
        .on_press(msg)
        .style(if primary {
            theme::button(palette, theme::Kind::Primary)
        } else {
            theme::button(palette, theme::Kind::Secondary)
        })
    };
    let mut col = column![
        text(i18n.t("app-title")).size(72).font(TITLE_FONT),
        text(i18n.t("home-subtitle"))
            .size(22)
            .color(palette.on_table_dim),
    ]
    .spacing(14)
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
        .push(entry("home-settings", Message::Settings, false))
        .push(entry("home-quit", Message::Quit, false));
    // Scrollable, so that at any size every entry can be reached.
    container(iced::widget::scrollable(
        container(col).center_x(Length::Fill).padding(12),
    ))
    .center_y(Length::Fill)
    .into()
}
