//! Musical Dominoes: F. S. Gilbert's game that teaches the value of notes, with the classic
//! pip games played by the same rules engine.
//!
//! Layers (see `DESIGN.md`): [`music`] (note values) under [`engine`] (the rules) and
//! [`quiz`] (questions, grading, spaced repetition).

pub mod ai;
pub mod audio;
pub mod chart;
pub mod engine;
pub mod i18n;
pub mod music;
pub mod out;
pub mod platform;
pub mod quiz;
pub mod storage;
pub mod ui;
