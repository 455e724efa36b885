//! The quiz progress of each pupil profile, kept across runs: `progress.json` in the data
//! folder ([`Folders::progress`]), versioned, written atomically, and set aside with a notice
//! when it cannot be used (see [`super::load_json_salvaging`]: one pupil's damaged boxes do not
//! cost the others theirs).
//!
//! The file:
//!
//! ```json
//! {
//!   "version": 1,
//!   "pupils": {
//!     "Ada": { "session": 3, "cards": [ { "kind": "figure", "note": "quaver", "box": 2,
//!              "last_session": 2, "right": 3, "wrong": 1 } ] }
//!   }
//! }
//! ```
//!
//! Each pupil's value is a [`Leitner`] (its form and checks are documented there).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::quiz::Leitner;

use super::{Folders, Loaded, Versioned};

/// Longest pupil name kept, in characters.
pub const MAX_PUPIL_NAME: usize = 40;

/// The progress file: every pupil profile's Leitner boxes, by name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProgressFile {
    /// Format version: 1.
    pub version: u32,
    /// The pupils' boxes, by profile name (sorted).
    #[serde(default)]
    pub pupils: BTreeMap<String, Leitner>,
}

impl Default for ProgressFile {
    fn default() -> Self {
        ProgressFile {
            version: <ProgressFile as Versioned>::VERSION,
            pupils: BTreeMap::new(),
        }
    }
}

impl Versioned for ProgressFile {
    const VERSION: u32 = 1;
    fn version(&self) -> u32 {
        self.version
    }

    /// Takes out of each pupil whose boxes do not read the cards that keep them from reading
    /// (a box of 9, a card asked after the pupil's session, an unknown note, a second card
    /// for one question), so that one bad card costs that card, not the pupil's whole record.
    /// A pupil whose session or card list itself does not read is left as it is, for
    /// [`super::salvage`] to leave out whole.
    fn mend(value: &mut serde_json::Value) -> Vec<String> {
        use serde_json::Value;
        let mut taken = Vec::new();
        let Some(pupils) = value.get_mut("pupils").and_then(Value::as_object_mut) else {
            return taken;
        };
        for (name, pupil) in pupils.iter_mut() {
            if serde_json::from_value::<Leitner>(pupil.clone()).is_ok() {
                continue;
            }
            let Some(session) = pupil.get("session").cloned() else {
                continue;
            };
            let Some(cards) = pupil.get("cards").and_then(Value::as_array) else {
                continue;
            };
            // Each card is tried alone with the pupil's session; of two cards for one
            // question the first is kept.
            let mut kept = Vec::new();
            let mut seen = std::collections::HashSet::new();
            let mut out = Vec::new();
            for (i, card) in cards.iter().enumerate() {
                let alone = serde_json::json!({ "session": session, "cards": [card] });
                let question = format!("{:?} {:?}", card.get("kind"), card.get("note"));
                let reads = serde_json::from_value::<Leitner>(alone).is_ok();
                if reads && seen.insert(question) {
                    kept.push(card.clone());
                } else {
                    out.push(format!("pupils.{name}.cards.{i}"));
                }
            }
            let mended = serde_json::json!({ "session": session, "cards": kept });
            if serde_json::from_value::<Leitner>(mended.clone()).is_ok() {
                *pupil = mended;
                taken.extend(out);
            }
        }
        taken
    }
}

/// A profile name as kept: trimmed, inner runs of white space made one space, at most
/// [`MAX_PUPIL_NAME`] characters; `None` if nothing is left.
pub fn pupil_name(name: &str) -> Option<String> {
    let name: String = name
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(MAX_PUPIL_NAME)
        .collect();
    (!name.is_empty()).then_some(name)
}

impl ProgressFile {
    /// The profile names, sorted.
    pub fn names(&self) -> Vec<&str> {
        self.pupils.keys().map(String::as_str).collect()
    }

    /// The boxes of the pupil `name` (as [`pupil_name`] cleans it), if the profile exists.
    pub fn pupil(&self, name: &str) -> Option<&Leitner> {
        self.pupils.get(&pupil_name(name)?)
    }

    /// The boxes of the pupil `name` (as [`pupil_name`] cleans it), made empty if new;
    /// `None` for a name with nothing in it.
    pub fn pupil_mut(&mut self, name: &str) -> Option<&mut Leitner> {
        Some(self.pupils.entry(pupil_name(name)?).or_default())
    }

    /// Removes the profile `name`; returns whether it existed.
    pub fn remove(&mut self, name: &str) -> bool {
        pupil_name(name).is_some_and(|n| self.pupils.remove(&n).is_some())
    }
}

/// Reads the progress file: empty progress when there is none. A file that cannot be used is
/// set aside (`progress.json.bad-DATE-TIME`) with a [`super::Problem`]; when only some pupils'
/// boxes are damaged, the others are kept and the problem names the pupils left out
/// (`pupils.Ben`). Never panics.
pub fn load_progress(folders: &Folders) -> Loaded<ProgressFile> {
    let l = super::load_json_salvaging::<ProgressFile>(&folders.progress());
    Loaded {
        value: l.value.unwrap_or_default().with_clean_names(),
        problem: l.problem,
    }
}

impl ProgressFile {
    /// The file with every profile under its name as [`pupil_name`] cleans it, so that each
    /// can be reached from the quiz (a hand-edited `" Ada "` or a name of 50 characters could
    /// not be). Where two names clean to one, the profile that has played more sessions is
    /// kept; a name with nothing in it is dropped.
    pub fn with_clean_names(self) -> ProgressFile {
        let mut pupils: BTreeMap<String, Leitner> = BTreeMap::new();
        for (name, boxes) in self.pupils {
            let Some(clean) = pupil_name(&name) else {
                continue;
            };
            match pupils.get(&clean) {
                Some(kept) if kept.session() >= boxes.session() => {}
                _ => {
                    pupils.insert(clean, boxes);
                }
            }
        }
        ProgressFile { pupils, ..self }
    }
}

/// Writes the progress file atomically (the data folder is made if needed).
///
/// # Errors
/// The I/O error of [`super::save_json`].
pub fn save_progress(folders: &Folders, progress: &ProgressFile) -> std::io::Result<()> {
    super::save_json(&folders.progress(), progress)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::music::NoteValue;
    use crate::quiz::{Item, Kind};

    fn folders(dir: &std::path::Path) -> Folders {
        Folders {
            config: dir.join("config"),
            data: dir.join("data"),
        }
    }

    #[test]
    fn profiles_under_names_the_quiz_cannot_reach_are_filed_under_their_clean_names() {
        let mut file = ProgressFile::default();
        let played = |sessions: u32| {
            let mut l = Leitner::new();
            for _ in 0..sessions {
                l.end_session();
            }
            l
        };
        file.pupils.insert(" Ada ".into(), played(3));
        file.pupils.insert("Ada".into(), played(1));
        file.pupils.insert("x".repeat(50), played(2));
        file.pupils.insert("   ".into(), played(5));
        let clean = file.with_clean_names();
        assert_eq!(clean.names(), vec!["Ada", &"x".repeat(40)[..]]);
        // " Ada " had played more than "Ada": it is the one kept.
        assert_eq!(clean.pupil("Ada").map(Leitner::session), Some(3));
    }

    #[test]
    fn names_are_cleaned_and_bounded() {
        assert_eq!(pupil_name("  Ada   Lovelace "), Some("Ada Lovelace".into()));
        assert_eq!(pupil_name(" \t "), None);
        assert_eq!(pupil_name(&"x".repeat(50)).map(|n| n.len()), Some(40));
    }

    #[test]
    fn progress_survives_a_restart() {
        let dir = tempfile::tempdir().unwrap();
        let f = folders(dir.path());
        assert_eq!(
            load_progress(&f),
            Loaded {
                value: ProgressFile::default(),
                problem: None
            }
        );
        let mut p = ProgressFile::default();
        let item = Item {
            kind: Kind::Bar,
            note: NoteValue::Quaver,
        };
        p.pupil_mut(" Ada ").unwrap().review(&[(item, true)]);
        p.pupil_mut("Ben").unwrap().review(&[(item, false)]);
        save_progress(&f, &p).unwrap();
        let back = load_progress(&f);
        assert_eq!(back.problem, None);
        assert_eq!(back.value, p);
        assert_eq!(back.value.names(), vec!["Ada", "Ben"]);
        assert_eq!(back.value.pupil("Ada").unwrap().box_of(item), 2);
        assert_eq!(back.value.pupil("Ben").unwrap().box_of(item), 1);
    }

    #[test]
    fn a_damaged_progress_file_is_set_aside_and_progress_starts_again() {
        for bad in [
            &b"{\"version\": 1, \"pupils\": {\"Ada\": "[..],
            br#"{"version": 1, "pupils": {"Ada": {"session": "one", "cards": []}}}"#,
            br#"{"version": 2, "pupils": {}}"#,
        ] {
            let dir = tempfile::tempdir().unwrap();
            let f = folders(dir.path());
            std::fs::create_dir_all(&f.data).unwrap();
            std::fs::write(f.progress(), bad).unwrap();
            let l = load_progress(&f);
            assert_eq!(l.value, ProgressFile::default());
            let p = l.problem.expect("a problem is told");
            let kept = p.moved_to.expect("the file is set aside");
            assert_eq!(std::fs::read(&kept).unwrap(), bad);
            assert!(!f.progress().exists());
        }
    }

    #[test]
    fn one_pupils_damaged_boxes_do_not_cost_the_others_theirs() {
        // Ada's card is in box 2 (of 1–5); Ben's session, −1, is no session count, so none
        // of his cards can be placed in time and he is left out whole.
        let bad = br#"{"version": 1, "pupils": {
            "Ada": {"session": 2, "cards": [{"kind": "figure", "note": "quaver", "box": 2, "last_session": 1, "right": 1, "wrong": 0}]},
            "Ben": {"session": -1, "cards": [{"kind": "figure", "note": "quaver", "box": 2, "last_session": 0}]}}}"#;
        let dir = tempfile::tempdir().unwrap();
        let f = folders(dir.path());
        std::fs::create_dir_all(&f.data).unwrap();
        std::fs::write(f.progress(), bad).unwrap();
        let l = load_progress(&f);
        assert_eq!(l.value.names(), vec!["Ada"]);
        let quaver = Item {
            kind: Kind::Figure,
            note: NoteValue::Quaver,
        };
        assert_eq!(l.value.pupil("Ada").unwrap().box_of(quaver), 2);
        let p = l.problem.expect("a problem is told");
        assert!(p.partial);
        assert_eq!(p.reason(), "pupils.Ben");
        // Ada's progress is written back at once, so it is there at the next start too.
        let again = load_progress(&f);
        assert_eq!(again.problem, None);
        assert_eq!(again.value.names(), vec!["Ada"]);
        let kept = p.moved_to.expect("the file as it was is kept");
        assert_eq!(std::fs::read(&kept).unwrap(), bad);
    }

    #[test]
    fn one_bad_card_costs_that_card_not_the_pupils_record() {
        // Ada is in session 3. Cards 0 and 2 are sound; card 1 claims box 9 (boxes are 1–5),
        // card 3 was "asked" in session 5, card 4 is a second card for the quaver's figure,
        // card 5 has a count of right answers that is not a number.
        let bad = br#"{"version": 1, "pupils": {"Ada": {"session": 3, "cards": [
            {"kind": "figure", "note": "quaver", "box": 2, "last_session": 1, "right": 1},
            {"kind": "figure", "note": "crotchet", "box": 9, "last_session": 1},
            {"kind": "name", "note": "minim", "box": 4, "last_session": 2, "right": 3},
            {"kind": "figure", "note": "minim", "box": 3, "last_session": 5},
            {"kind": "figure", "note": "quaver", "box": 5, "last_session": 2},
            {"kind": "figure", "note": "semiquaver", "box": 3, "last_session": 2, "right": "x"}
        ]}}}"#;
        let dir = tempfile::tempdir().unwrap();
        let f = folders(dir.path());
        std::fs::create_dir_all(&f.data).unwrap();
        std::fs::write(f.progress(), bad).unwrap();
        let l = load_progress(&f);
        let ada = l.value.pupil("Ada").expect("Ada's record is kept");
        assert_eq!(ada.session(), 3);
        let item = |kind, note| Item { kind, note };
        assert_eq!(ada.box_of(item(Kind::Figure, NoteValue::Quaver)), 2);
        assert_eq!(ada.box_of(item(Kind::Name, NoteValue::Minim)), 4);
        assert_eq!(ada.cards().count(), 2);
        // A question whose card was taken out starts again in box 1.
        assert_eq!(ada.box_of(item(Kind::Figure, NoteValue::Crotchet)), 1);
        let p = l.problem.expect("a problem is told");
        assert!(p.partial);
        assert_eq!(
            p.reason(),
            "pupils.Ada.cards.1, pupils.Ada.cards.3, pupils.Ada.cards.4, pupils.Ada.cards.5"
        );
        let kept = p.moved_to.expect("the file as it was is kept");
        assert_eq!(std::fs::read(&kept).unwrap(), bad);
        // What was kept is written back: the next start reads it with nothing to tell.
        let again = load_progress(&f);
        assert_eq!(again.problem, None);
        assert_eq!(again.value, l.value);
    }
}
