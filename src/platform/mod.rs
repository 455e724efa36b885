//! What differs between the systems the app runs on, each behind one small module with a side
//! per system, so that the layers above never name a system (DESIGN.md, "Two platforms, one
//! crate"; the web edition is `wasm32-unknown-unknown`).
//!
//! - [`clock`]: the time now and waiting (std's clock / the browser's).
//! - [`store`]: where the app's files are kept and where saved and opened files go (files /
//!   the browser's storage, downloads and uploads).
//! - [`work`]: work away from the interface (threads / slices between frames).
//! - [`console`]: the terminal a command-line run writes to (Windows: attach to the parent's).
//! - [`display`]: whether a window can be opened (Linux and the BSDs: an X11 or Wayland
//!   display is named; Windows, macOS and the web: always).
//! - [`signals`]: a stop asked for by Ctrl-C or `kill` (desktop; a page has none).
//!
//! - [`sound`]: opening the sound output (at start / at the first click or key).

/// Whether the app runs in a web browser (the web edition), for the words a screen uses where
/// the browser differs (its language is the browser's, not the system's); what a screen can
/// do is asked of the module that does it ([`store::SAVES_ARE_DOWNLOADS`],
/// [`display::CAN_QUIT`], [`sound::OPENS_AT_FIRST_GESTURE`]).
pub const IN_BROWSER: bool = cfg!(target_arch = "wasm32");

pub mod clock;
pub mod console;
pub mod display;
pub mod signals;
pub mod sound;
pub mod store;
pub mod work;
