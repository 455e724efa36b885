//! What the app keeps between runs: the settings and the match in progress (a game record of
//! `FORMATS.md` with the seats added).

use serde::{Deserialize, Serialize};

use crate::engine::{Match, Record};
use crate::storage::{self, Folders, Loaded, Problem, Versioned};
use crate::ui::screen::game::{SeatSetup, clean_name};
use crate::ui::screen::new_game::SavedChoices;
use crate::ui::screen::settings::UiSettings;

/// The settings file (`settings.json` in the config folder).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SettingsFile {
    /// Format version: 1.
    pub version: u32,
    /// The chosen language, or `None` to follow the system.
    #[serde(default)]
    pub language: Option<String>,
    /// Size, look, computer pause.
    #[serde(default)]
    pub ui: UiSettings,
    /// The New game screen's choices when a match was last started from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub new_game: Option<SavedChoices>,
    /// The quiz's set-up when a round was last started.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quiz: Option<crate::ui::screen::quiz::QuizChoices>,
}

impl Default for SettingsFile {
    fn default() -> Self {
        SettingsFile {
            version: 1,
            language: None,
            ui: UiSettings::default(),
            new_game: None,
            quiz: None,
        }
    }
}

impl Versioned for SettingsFile {
    const VERSION: u32 = 1;
    fn version(&self) -> u32 {
        self.version
    }
}

/// The match in progress: a game record with the seats' names and players added.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The record (`FORMATS.md`).
    #[serde(flatten)]
    pub record: Record,
    /// Who sits where.
    pub seats: Vec<SeatSetup>,
}

impl Versioned for SavedGame {
    const VERSION: u32 = crate::engine::FORMAT;
    const KEY: &'static str = "format";
    fn version(&self) -> u32 {
        self.record.format
    }
}

impl SavedGame {
    /// The saved form of `game` with `seats`.
    pub fn of(game: &Match, seats: &[SeatSetup]) -> SavedGame {
        SavedGame {
            record: Record::of_match(game),
            seats: seats.to_vec(),
        }
    }
}

impl SettingsFile {
    /// The settings with every value brought into its range, as the Settings screen's
    /// controls allow: size 100–200 %, the computer's pause at most 3,000 ms, volume 0–1
    /// (not a number: the default), tempo 30–200 crotchets a minute; a language the app does
    /// not ship follows the system instead. A hand-edited file thus never shows or plays a
    /// value the screen could not set.
    pub fn in_range(mut self) -> SettingsFile {
        self.ui = self.ui.in_range();
        if let Some(lang) = &self.language
            && !crate::i18n::available().contains(&lang.as_str())
        {
            self.language = None;
        }
        self
    }
}

/// Reads the settings, each value brought into its range ([`SettingsFile::in_range`]). A value
/// of the wrong type costs only itself: the others are kept and the file as it was is set
/// aside ([`storage::load_json_salvaging`]); a file that is not a settings object at all is
/// set aside whole.
pub fn load_settings(folders: &Folders) -> Loaded<SettingsFile> {
    let l = storage::load_json_salvaging::<SettingsFile>(&folders.settings());
    Loaded {
        value: l.value.unwrap_or_default().in_range(),
        problem: l.problem,
    }
}

/// Reads the match in progress and replays it: `None` when there is none; a file that does not
/// read or replay, or whose seats do not fit its players, is set aside with a [`Problem`].
/// Names are cleaned as [`clean_name`] does: no control characters or direction marks, at
/// most [`NAME_MAX_CHARS`](crate::ui::screen::game::NAME_MAX_CHARS) characters.
pub fn load_game(folders: &Folders) -> Loaded<Option<(Match, Vec<SeatSetup>)>> {
    let path = folders.current_game();
    let l = storage::load_json::<SavedGame>(&path);
    let Some(saved) = l.value else {
        return Loaded {
            value: None,
            problem: l.problem,
        };
    };
    match saved.record.replay() {
        Ok(game) if saved.seats.len() == game.rules().players => {
            // A name longer than the New game screen allows (a file edited by hand) is
            // shortened as that screen would, so that it cannot crowd the board.
            let mut seats = saved.seats;
            for s in &mut seats {
                s.name = clean_name(&s.name);
            }
            Loaded {
                value: Some((game, seats)),
                problem: None,
            }
        }
        Ok(_) => storage::reject(&path, storage::Why::SeatsMismatch),
        Err(e) => storage::reject(&path, storage::Why::DoesNotReplay(e.to_string())),
    }
}

/// Why a file could not be used, in the user's language (`notice-why-*` of `app.ftl`). The
/// words of the system, the reader or the engine that some carry stay as they came.
fn why_words(why: &storage::Why, i18n: &crate::i18n::Localizer) -> String {
    use crate::i18n::Arg;
    use storage::Why;
    match why {
        Why::NotOrdinary => i18n.t("notice-why-not-ordinary"),
        Why::Unreadable(e) => i18n.t_args("notice-why-unreadable", &[("detail", e.clone().into())]),
        Why::TooLarge => i18n.t("notice-why-too-large"),
        Why::Damaged { line, column } => i18n.t_args(
            "notice-why-damaged",
            &[("line", Arg::from(*line)), ("column", Arg::from(*column))],
        ),
        Why::Newer(v) => i18n.t_args(
            "notice-why-newer",
            &[(
                "format",
                Arg::from(usize::try_from(*v).unwrap_or(usize::MAX)),
            )],
        ),
        Why::NotObject => i18n.t("notice-why-not-object"),
        Why::WrongShape(e) => {
            i18n.t_args("notice-why-wrong-shape", &[("detail", e.clone().into())])
        }
        Why::DoesNotReplay(e) => {
            i18n.t_args("notice-why-no-replay", &[("detail", e.clone().into())])
        }
        Why::SeatsMismatch => i18n.t("notice-why-seats"),
        Why::Values(paths) => values_words(paths, i18n),
    }
}

/// The values a settings or progress file lost, as a teacher would name them: `ui.look` is
/// "look", `pupils.Ann` "Ann’s progress", and the cards of one pupil counted together
/// ("2 of Tom’s answers"); each named once, in the order first met. A path the app does not
/// know is given as it stands.
fn values_words(paths: &[String], i18n: &crate::i18n::Localizer) -> String {
    use crate::i18n::Arg;
    /// One thing named: in words, or a pupil's answers, counted.
    #[derive(PartialEq)]
    enum Part {
        Said(String),
        Answers(String, usize),
    }
    let mut parts: Vec<Part> = Vec::new();
    for path in paths {
        let id = match path.as_str() {
            "language" => Some("notice-part-language"),
            "ui" => Some("notice-part-ui"),
            "ui.look" => Some("notice-part-look"),
            "ui.size_percent" => Some("notice-part-size"),
            "ui.computer_pause_ms" => Some("notice-part-pause"),
            "ui.tap_offset_ms" => Some("notice-part-tap-offset"),
            "ui.tap_in_game" => Some("notice-part-tap-in-game"),
            p if p == "ui.sound" || p.starts_with("ui.sound.") => Some("notice-part-sound"),
            p if p == "new_game" || p.starts_with("new_game.") => Some("notice-part-new-game"),
            p if p == "quiz" || p.starts_with("quiz.") => Some("notice-part-quiz"),
            "pupils" => Some("notice-part-pupils"),
            _ => None,
        };
        let pupil = path.strip_prefix("pupils.");
        // `pupils.NAME.cards.N`: one of NAME's answers.
        let owner = pupil
            .and_then(|rest| rest.rsplit_once(".cards."))
            .filter(|(_, n)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            .map(|(name, _)| name);
        let said = match (id, owner, pupil) {
            (Some(id), _, _) => i18n.t(id),
            (None, Some(name), _) => {
                match parts
                    .iter_mut()
                    .find(|p| matches!(p, Part::Answers(n, _) if n == name))
                {
                    Some(Part::Answers(_, count)) => *count += 1,
                    _ => parts.push(Part::Answers(name.to_string(), 1)),
                }
                continue;
            }
            (None, None, Some(name)) => {
                i18n.t_args("notice-part-pupil", &[("name", name.to_string().into())])
            }
            (None, None, None) => path.clone(),
        };
        let said = Part::Said(said);
        if !parts.contains(&said) {
            parts.push(said);
        }
    }
    parts
        .into_iter()
        .map(|part| match part {
            Part::Said(words) => words,
            Part::Answers(name, count) => i18n.t_args(
                "notice-part-answers",
                &[("name", name.into()), ("count", Arg::from(count))],
            ),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The problems of a start-up, in words for the user.
pub fn describe(problem: &Problem, i18n: &crate::i18n::Localizer) -> String {
    let file = problem
        .path
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default();
    let reason = why_words(&problem.why, i18n);
    match &problem.moved_to {
        Some(to) if problem.partial => i18n.t_args(
            "notice-file-partly-used",
            &[
                ("file", file.into()),
                ("reason", reason.clone().into()),
                ("kept", crate::ui::path_words(to).into()),
            ],
        ),
        Some(to) => i18n.t_args(
            "notice-file-set-aside",
            &[
                ("file", file.into()),
                ("reason", reason.clone().into()),
                ("kept", crate::ui::path_words(to).into()),
            ],
        ),
        None => i18n.t_args(
            "notice-file-unreadable",
            &[("file", file.into()), ("reason", reason.clone().into())],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localizer;

    fn paths(p: &[&str]) -> Vec<String> {
        p.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn tap_it_in_the_game_missing_is_off_and_of_the_wrong_kind_costs_only_itself() {
        // A file written before the setting was kept reads as it did, with it off.
        let old: SettingsFile =
            serde_json::from_str(r#"{"version": 1, "ui": {"tap_offset_ms": -30}}"#).unwrap();
        assert_eq!((old.ui.tap_offset_ms, old.ui.tap_in_game), (-30, false));
        let on: SettingsFile =
            serde_json::from_str(r#"{"version": 1, "ui": {"tap_in_game": true}}"#).unwrap();
        assert!(on.ui.tap_in_game);
        // A number for a switch: only the switch is lost (off), and named.
        let bad: serde_json::Value = serde_json::from_str(
            r#"{"version": 1, "ui": {"tap_offset_ms": -30, "tap_in_game": 1}}"#,
        )
        .unwrap();
        let (s, lost) = storage::salvage::<SettingsFile>(&bad);
        assert_eq!((s.ui.tap_offset_ms, s.ui.tap_in_game), (-30, false));
        assert_eq!(lost, vec!["ui.tap_in_game".to_string()]);
        assert_eq!(
            values_words(&lost, &crate::i18n::Localizer::new("en-GB")),
            "Tap it in the game"
        );
    }

    #[test]
    fn a_tapping_offset_missing_is_0_out_of_range_is_clamped_and_of_the_wrong_kind_costs_itself() {
        // A file written before the offset was kept reads as it did, with 0.
        let old: SettingsFile =
            serde_json::from_str(r#"{"version": 1, "ui": {"size_percent": 150}}"#).unwrap();
        assert_eq!((old.ui.size_percent, old.ui.tap_offset_ms), (150, 0));
        // 900 ms is brought to the most kept, 400; -900 to -400.
        for (written, kept) in [(900, 400), (-900, -400), (-120, -120)] {
            let json = format!(r#"{{"version": 1, "ui": {{"tap_offset_ms": {written}}}}}"#);
            let s: SettingsFile = serde_json::from_str(&json).unwrap();
            assert_eq!(s.in_range().ui.tap_offset_ms, kept);
        }
        // Words for a number: only the offset is lost, and named.
        let bad: serde_json::Value = serde_json::from_str(
            r#"{"version": 1, "ui": {"size_percent": 150, "tap_offset_ms": "late"}}"#,
        )
        .unwrap();
        let (s, lost) = storage::salvage::<SettingsFile>(&bad);
        assert_eq!((s.ui.size_percent, s.ui.tap_offset_ms), (150, 0));
        assert_eq!(lost, vec!["ui.tap_offset_ms".to_string()]);
        assert_eq!(
            values_words(&lost, &crate::i18n::Localizer::new("en-GB")),
            "tapping offset"
        );
    }

    #[test]
    fn the_values_a_file_lost_are_named_as_a_teacher_names_them() {
        let en = Localizer::new("en-GB");
        let lost = paths(&[
            "ui.look",
            "ui.sound.volume",
            "ui.sound.bpm",
            "pupils.Tom.cards.0",
            "pupils.Ann",
            "pupils.Tom.cards.3",
            "some.key",
        ]);
        assert_eq!(
            values_words(&lost, &en),
            "look, sound, 2 of Tom’s answers, Ann’s progress, some.key"
        );
        assert_eq!(
            values_words(&paths(&["pupils.Tom.cards.12"]), &en),
            "one of Tom’s answers"
        );
        // A pupil whose name holds a dot is still one pupil.
        assert_eq!(
            values_words(&paths(&["pupils.J. Smith"]), &en),
            "J. Smith’s progress"
        );
        let de = Localizer::new("de");
        assert_eq!(
            values_words(&paths(&["ui.computer_pause_ms", "new_game.game"]), &de),
            "Pause des Computers, Auswahl unter „Neues Spiel“"
        );
    }
}
