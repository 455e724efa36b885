//! The terminal that a command-line run writes to.
//!
//! On Windows the program is built as a GUI program (`windows_subsystem = "windows"` in
//! `main.rs`), so no console window flashes up when a teacher opens it from the Start menu or
//! Explorer. Such a program starts with no console: [`attach_parent`] attaches it to the
//! console of the terminal that started it, so that `musical-dominoes --version`, `chart`,
//! `replay` and the rest print there, as they do elsewhere. Started from Explorer there is no
//! such console, and what would be printed is dropped, as the standard library does for a
//! program without one. On other systems a program keeps its terminal and this does nothing.

/// Attaches the program to its parent's console where it has none of its own (Windows);
/// does nothing elsewhere. Never fails: with no parent console there is nowhere to print.
pub fn attach_parent() {
    imp::attach_parent();
}

#[cfg(windows)]
mod imp {
    use windows_sys::Win32::System::Console::{ATTACH_PARENT_PROCESS, AttachConsole};

    pub fn attach_parent() {
        // SAFETY: AttachConsole takes a process id and touches no memory of ours; it fails
        // harmlessly (returns 0) when the parent has no console or one is attached already.
        unsafe {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}

#[cfg(not(windows))]
mod imp {
    pub fn attach_parent() {}
}
