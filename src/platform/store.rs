//! Where the app keeps its own files (settings, the match in progress, progress, kept
//! records) and where the files a user saves or opens go: the storage backend under
//! [`crate::storage`], which keeps every rule of its own (what is set aside, what a bad file
//! is told as) and asks this module only to read, write, move and list.
//!
//! - Desktop ([`desktop`]): files in the platform's folders, each written atomically (a
//!   temporary file beside it, synced, renamed over it).
//! - Web ([`web`]): the browser's `localStorage`, one key per file (a key is written whole or
//!   not at all, the browser's own atomic step); a file saved by the user is a download, and a
//!   file the user opens is an upload kept in memory under [`UPLOADS`].
//!
//! Paths are the same on both: on the web they are names of keys, under [`WEB_ROOT`].

use std::path::{Path, PathBuf};

#[cfg(not(target_arch = "wasm32"))]
pub mod desktop;
#[cfg(not(target_arch = "wasm32"))]
pub use desktop::*;

#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(target_arch = "wasm32")]
pub use web::*;

/// The folder every key of the web edition's storage lives under.
pub const WEB_ROOT: &str = "/musical-dominoes";

/// The web edition's folder for files the user saves: a file written here is given to the
/// browser as a download (which lands in the browser's downloads folder), not kept.
pub const DOWNLOADS: &str = "/Downloads";

/// The web edition's folder for files the user has opened (uploaded): held in memory for the
/// page's life, read like any other file.
pub const UPLOADS: &str = "/Uploads";

/// Whether a file the user saves is a download of the browser's (web), which the user cannot
/// put in a folder of their choosing, rather than a file at a path (desktop). Screens that
/// save ask this, and say what happens instead of offering a path.
pub const SAVES_ARE_DOWNLOADS: bool = cfg!(target_arch = "wasm32");

/// The path of a file the user saves on the web as a download named `file_name`:
/// `DOWNLOADS/NAME`.
pub fn download_path(file_name: &str) -> PathBuf {
    Path::new(DOWNLOADS).join(file_name)
}

/// What reading a file gave.
#[derive(Debug)]
pub enum Read {
    /// No such file.
    Missing,
    /// Something else stands there (a folder, a named pipe, a device): never opened, since a
    /// pipe would block for ever.
    NotOrdinary,
    /// It could not be read; the error in plain words ([`crate::storage::plain`]).
    Failed(std::io::Error),
    /// Its bytes, at most the limit asked plus one (so that a caller can tell "too large").
    Bytes(Vec<u8>),
}
