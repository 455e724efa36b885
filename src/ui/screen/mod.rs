//! The screens of the app, each with its own state, messages, update and view.

pub mod game;
pub mod home;
pub mod new_game;
pub mod print;
pub mod quiz;
pub mod replay;
pub mod rules;
pub mod settings;
