//! Reusable widgets: a tablet, the line of play.

pub mod board;
pub mod tablet;
pub mod tap;
