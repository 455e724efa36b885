//! The system's file dialogs (rfd: the XDG desktop portal, else zenity, on Linux; the native
//! dialogs on Windows and macOS), as iced tasks that never block the interface.
//!
//! In the browser there are no paths: opening a file is an upload (rfd's page dialog), kept in
//! memory and named by a path under [`crate::platform::store::UPLOADS`]; saving is a download,
//! named by a path under [`crate::platform::store::DOWNLOADS`] at once, without a dialog, and
//! written there as a download by the storage ([`crate::platform::store`]).
//!
//! rfd answers `None` both when the user cancels and when no dialog can be shown at all (no
//! portal and no zenity, as on a bare X server). A dialog a person cancels stays open for longer
//! than [`UNAVAILABLE_WITHIN`]; an answer faster than that is taken as "no dialog here", so the
//! screen can say so and point to the path field beside the button.

use std::path::PathBuf;
use std::time::Duration;

use crate::platform::clock::Instant;

use iced::Task;

/// An empty answer arriving sooner than this means no dialog could be shown.
pub const UNAVAILABLE_WITHIN: Duration = Duration::from_millis(400);

/// What a file dialog gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Chosen {
    /// The user chose this file.
    File(PathBuf),
    /// The user closed the dialog without choosing.
    Cancelled,
    /// No dialog could be shown on this system.
    Unavailable,
}

/// A filter of a dialog: its name (in the user's language) and extensions without the dot.
#[derive(Debug, Clone)]
pub struct Filter {
    /// The name shown, such as "Game record".
    pub name: String,
    /// Extensions, such as `["json"]`.
    pub extensions: Vec<String>,
}

fn classify(answer: Option<PathBuf>, waited: Duration) -> Chosen {
    match answer {
        Some(p) => Chosen::File(p),
        None if waited < UNAVAILABLE_WITHIN => Chosen::Unavailable,
        None => Chosen::Cancelled,
    }
}

fn dialog(title: &str, filter: &Filter, directory: Option<PathBuf>) -> rfd::AsyncFileDialog {
    let mut d = rfd::AsyncFileDialog::new()
        .set_title(title)
        .add_filter(&filter.name, &filter.extensions);
    if let Some(dir) = directory.filter(|d| d.is_dir()) {
        d = d.set_directory(dir);
    }
    d
}

/// Asks for a file to open.
pub fn open_file(title: &str, filter: Filter, directory: Option<PathBuf>) -> Task<Chosen> {
    let d = dialog(title, &filter, directory);
    Task::perform(
        async move {
            let started = Instant::now();
            let answer = d.pick_file().await;
            #[cfg(not(target_arch = "wasm32"))]
            let answer = answer.map(|h| h.path().to_path_buf());
            #[cfg(target_arch = "wasm32")]
            let answer = match answer {
                Some(h) => Some(crate::platform::store::upload(
                    &h.file_name(),
                    h.read().await,
                )),
                None => None,
            };
            classify(answer, started.elapsed())
        },
        |c| c,
    )
}

/// Asks where to save, proposing `file_name` in `directory`. In the browser: a download of
/// that name, at once.
pub fn save_file(
    title: &str,
    filter: Filter,
    directory: Option<PathBuf>,
    file_name: &str,
) -> Task<Chosen> {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = (title, filter, directory);
        Task::done(Chosen::File(crate::platform::store::download_path(
            file_name,
        )))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let d = dialog(title, &filter, directory).set_file_name(file_name);
        Task::perform(
            async move {
                let started = Instant::now();
                let answer = d.save_file().await.map(|h| h.path().to_path_buf());
                classify(answer, started.elapsed())
            },
            |c| c,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quick_empty_answer_means_no_dialog_and_a_slow_one_a_cancel() {
        assert_eq!(
            classify(None, Duration::from_millis(20)),
            Chosen::Unavailable
        );
        assert_eq!(classify(None, Duration::from_secs(3)), Chosen::Cancelled);
        let p = PathBuf::from("/tmp/x.json");
        assert_eq!(
            classify(Some(p.clone()), Duration::from_millis(1)),
            Chosen::File(p)
        );
    }
}
