//! What differs between the systems the app runs on, each behind one small module with a side
//! per system, so that the layers above never name a system (DESIGN.md, "Two platforms, one
//! crate").
//!
//! - [`console`]: the terminal a command-line run writes to (Windows: attach to the parent's).

pub mod console;
