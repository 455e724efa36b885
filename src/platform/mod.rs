//! What differs between the systems the app runs on, each behind one small module with a side
//! per system, so that the layers above never name a system (DESIGN.md, "Two platforms, one
//! crate").
//!
//! - [`console`]: the terminal a command-line run writes to (Windows: attach to the parent's).
//! - [`display`]: whether a window can be opened (Linux and the BSDs: an X11 or Wayland
//!   display is named; Windows and macOS: always).
//! - [`signals`]: a stop asked for by Ctrl-C or `kill` (desktop; a page has none).

pub mod console;
pub mod display;
pub mod signals;
