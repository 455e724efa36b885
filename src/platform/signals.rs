//! A stop asked for by a signal (Ctrl-C's `SIGINT`, `SIGTERM`, `SIGHUP`): the process ends
//! with exit code 130, as a shell reports a program stopped by Ctrl-C, after removing the
//! temporary files being written ([`crate::storage::remove_temporaries_and_exit`]), so that no
//! half-written file is left beside the one it was to replace. A command that can end its
//! work early and report it (`simulate`) asks for the first stop to be only a request
//! ([`gracefully`]); a second stop ends the process all the same.
//!
//! Desktop only: a page in the browser has no signals, and there [`handle_signals`] does
//! nothing (`ctrlc` does not build for wasm32).

use std::sync::atomic::{AtomicBool, Ordering};

/// A stop was asked for while [`gracefully`] was on.
static ASKED: AtomicBool = AtomicBool::new(false);
/// The running command ends its work itself when asked to stop ([`gracefully`]).
static GRACEFUL: AtomicBool = AtomicBool::new(false);

/// Installs the handler of a stop (see the module). Call it once, first thing in `main`; a
/// second call changes nothing.
pub fn handle_signals() {
    #[cfg(not(target_arch = "wasm32"))]
    let _ = ctrlc::set_handler(|| {
        if GRACEFUL.load(Ordering::SeqCst) && !ASKED.swap(true, Ordering::SeqCst) {
            return;
        }
        crate::storage::remove_temporaries_and_exit(130);
    });
}

/// Whether the first stop only asks the running command to end its work ([`asked`]) rather
/// than ending the process.
pub fn gracefully(on: bool) {
    GRACEFUL.store(on, Ordering::SeqCst);
}

/// Whether a stop was asked for while [`gracefully`] was on.
pub fn asked() -> bool {
    ASKED.load(Ordering::SeqCst)
}
