//! The screens of the app, each with its own state, messages, update and view.

pub mod game;
pub mod home;
pub mod new_game;
pub mod print;
pub mod quiz;
pub mod replay;
pub mod rules;
pub mod settings;
pub mod tap;

use iced::Element;
use iced::widget::{column, row};

/// The seats' panels as at the table: with four players, two rows with play going round
/// clockwise (seat 0 top left, 1 top right, 2 bottom right, 3 bottom left), so that partners
/// (0 and 2, 1 and 3; `RULES.md` section 3) sit opposite each other, corner to corner; with
/// fewer, one row in seat order that wraps where the width runs out. `panel` draws seat
/// `s`; `spacing` is the gap between panels, logical pixels.
pub fn seat_grid<'a, Message: 'a>(
    players: usize,
    spacing: f32,
    mut panel: impl FnMut(usize) -> Element<'a, Message>,
) -> Element<'a, Message> {
    if players == 4 {
        let top = row![panel(0), panel(1)].spacing(spacing);
        let bottom = row![panel(3), panel(2)].spacing(spacing);
        column![top, bottom].spacing(spacing).into()
    } else {
        row((0..players).map(panel)).spacing(spacing).wrap().into()
    }
}
