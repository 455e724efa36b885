//! Musical Dominoes: F. S. Gilbert's game that teaches the value of notes, with the classic
//! pip games played by the same rules engine.
//!
//! Layers (see `DESIGN.md`): [`music`] (note values) under [`engine`] (the rules).

pub mod ai;
pub mod engine;
pub mod i18n;
pub mod music;
