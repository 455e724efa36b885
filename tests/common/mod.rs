//! Helpers shared by the headless UI tests: a simulator of the app's view at 1280 × 800,
//! clicking a text and applying what the click sends, and finding a text on screen.

// Each test crate uses only some of these.
#![allow(dead_code)]

use iced::Size;
use iced_test::Simulator;
use musical_dominoes::ui::{App, Message};

/// The app's view in the headless simulator, at 1280 × 800 with the app's fonts.
pub fn sim(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(
        musical_dominoes::ui::iced_settings(),
        Size::new(1280.0, 800.0),
        app.view(),
    )
}

/// The messages a click on the text `label` sends, not applied (none for a greyed-out
/// button); panics if there is no such text.
pub fn sends(app: &App, label: &str) -> Vec<Message> {
    let mut ui = sim(app);
    ui.click(label)
        .unwrap_or_else(|e| panic!("no \"{label}\" to click: {e:?}"));
    ui.into_messages().collect()
}

/// Clicks the text `label` and applies every message the click sends; panics if there is no
/// such text or the click sends nothing.
pub fn click(app: &mut App, label: &str) {
    let messages = sends(app, label);
    assert!(!messages.is_empty(), "clicking \"{label}\" did nothing");
    for m in messages {
        let _ = app.update(m);
    }
}

/// Whether the text `words` is on screen, exactly.
pub fn shows(app: &App, words: &str) -> bool {
    sim(app).find(words).is_ok()
}

/// A selector of a text that contains `part`.
pub fn contains(part: &str) -> impl FnMut(iced_test::selector::Candidate<'_>) -> Option<()> + '_ {
    move |c| match c {
        iced_test::selector::Candidate::Text { content, .. } if content.contains(part) => Some(()),
        _ => None,
    }
}

/// A selector of the first text on screen for which `wanted` holds, giving its words.
pub fn text_where(
    wanted: impl Fn(&str) -> bool,
) -> impl FnMut(iced_test::selector::Candidate<'_>) -> Option<String> {
    move |c| match c {
        iced_test::selector::Candidate::Text { content, .. } if wanted(content) => {
            Some(content.to_string())
        }
        _ => None,
    }
}

/// Sends Ctrl-C (`SIGINT`) to `child`, as a terminal would; whether it was sent. Through the
/// C library, so that the tests need no `kill` program (a fresh machine may lack procps).
pub fn interrupt(child: &std::process::Child) -> bool {
    let Ok(pid) = libc::pid_t::try_from(child.id()) else {
        return false;
    };
    // SAFETY: kill(2) with a child's own process id and a signal number has no memory effects.
    unsafe { libc::kill(pid, libc::SIGINT) == 0 }
}

/// Asserts that `words` are shown whole in `ui`, a window `w` × `h` (logical px): found, in
/// view, not cut by a scrollable or the window's edge ([`assert_in_view`]). `context` starts
/// each message (a language, a window).
pub fn assert_whole<M>(ui: &mut Simulator<'_, M>, words: &str, window: (f32, f32), context: &str) {
    let found = ui
        .find(words)
        .unwrap_or_else(|_| panic!("{context}: not shown: {words}"));
    assert_in_view(
        found.bounds(),
        found.visible_bounds(),
        window,
        &format!("{context}: {words}"),
    );
}

/// Asserts that what lies at `all` is seen whole (`seen`, the part in view) in a window `w` ×
/// `h` (logical px): in view, not cut by a scrollable or the window's edge, within half a
/// pixel. `what` names it in the message.
pub fn assert_in_view(
    all: iced::Rectangle,
    seen: Option<iced::Rectangle>,
    (w, h): (f32, f32),
    what: &str,
) {
    let seen = seen.unwrap_or_else(|| panic!("{what}: out of view"));
    assert!(
        (seen.width - all.width).abs() <= 0.5
            && (seen.height - all.height).abs() <= 0.5
            && seen.x >= 0.0
            && seen.y >= 0.0
            && seen.x + seen.width <= w + 0.5
            && seen.y + seen.height <= h + 0.5,
        "{what}: cut: {seen:?} of {all:?}"
    );
}
