//! Whether the app can open a window at all, asked before iced tries (it panics where it
//! cannot reach a display).
//!
//! On Linux and the BSDs a window needs an X11 or Wayland display, named by `DISPLAY` or
//! `WAYLAND_DISPLAY`; without either (a server, a terminal over ssh) the app says so in one line
//! instead. Windows and macOS always have their own display, and set neither variable: there
//! the answer is always yes.

/// Whether the app can close its own window (Quit): on the desktop; not in the browser, where
/// the page is closed as any tab is, so the app offers no Quit there.
pub const CAN_QUIT: bool = !cfg!(target_arch = "wasm32");

/// Whether a graphical display is reachable: on Linux and the BSDs, `DISPLAY` or
/// `WAYLAND_DISPLAY` is set and not empty; on Windows and macOS, always.
pub fn available() -> bool {
    imp::available()
}

#[cfg(all(unix, not(target_os = "macos")))]
mod imp {
    pub fn available() -> bool {
        ["DISPLAY", "WAYLAND_DISPLAY"]
            .iter()
            .any(|v| std::env::var_os(v).is_some_and(|s| !s.is_empty()))
    }
}

#[cfg(not(all(unix, not(target_os = "macos"))))]
mod imp {
    pub fn available() -> bool {
        true
    }
}
