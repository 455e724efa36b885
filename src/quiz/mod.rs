//! The quiz (issue 5): questions that drill note values as parts of a semibreve, their
//! grading, a round for one pupil or for teams, and spaced repetition ([`schedule`]).
//!
//! Pure: no iced, no sound, no files, no clocks. Questions come from a seed
//! ([`generate`], [`generate_items`]): the same seed and language give the same questions.
//! Words come from the Fluent files (`locales/<lang>/quiz.ftl`) through a
//! [`Localizer`]; the arithmetic is [`crate::music`]'s (figures, exact [`Fraction`]s of a
//! semibreve).
//!
//! The ten kinds of question ([`Kind`]) and their answers:
//!
//! | kind | asks | answer |
//! | --- | --- | --- |
//! | `figure` | how many crotchets make a semibreve | 4 |
//! | `fraction` | what part of a semibreve a quaver is | 1/8 |
//! | `equivalence` | how many semiquavers make a minim (or minims a crotchet) | 8 (1/2) |
//! | `name` | which note this glyph is | the note |
//! | `glyph` | which of four glyphs is a demisemiquaver | the note |
//! | `sum` | what part of a semibreve a crotchet and a quaver make | 3/8 |
//! | `count` | what tablets left in hand count (Gilbert's counting, `RULES.md` §1) | 76 |
//! | `bar` | which one note completes a 4/4 bar | the note |
//! | `listening` | which note was heard (the UI plays it) | the note |
//! | `tap` | tap this rhythm of tablets, pressing and holding each note | graded by [`tap`] |
//!
//! [`tap`] grades a rhythm the pupil taps, pressing and holding each note (issue 31).

pub mod cli;
mod generate;
mod grade;
pub mod round;
pub mod schedule;
pub mod staff;
pub mod tap;
pub mod worksheet;

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::i18n::Localizer;
use crate::music::{Fraction, NoteValue};

pub use generate::{
    OPTIONS, TAP_LONGEST, generate, generate_items, generate_items_boxed, question,
};
pub use grade::{Graded, grade, grade_option, parse_number};
pub use round::{
    DEFAULT_ROUND_LENGTH, Feedback, Given, NoteAccuracy, Outcome, ROUND_LENGTHS, Round, RoundError,
    RoundSettings, TEAMS, TIME_LIMITS, TeamScore,
};
pub use schedule::{BOXES, Card, Leitner};

/// One of the ten kinds of question. Each can be switched on or off; its id
/// ([`Kind::id`]) is stable (files, the command line, message ids `quiz-kind-<id>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// How many of a note make a semibreve: its figure (an integer, 1–64).
    Figure,
    /// What part of a semibreve a note is: `1/figure` (the semibreve is `1`).
    Fraction,
    /// How many notes `b` make one note `a`: `figure(b) / figure(a)`, an integer when `a` is
    /// the longer (8 semiquavers make a minim), a fraction when it is the shorter (1/2 minim
    /// makes a crotchet).
    Equivalence,
    /// A glyph is shown: which note is it? (Answer: the note.)
    Name,
    /// Four glyphs are offered: which is the named note? (Answer: the note.)
    Glyph,
    /// What part of a semibreve two or three different notes make together (a fraction).
    Sum,
    /// What tablets left in hand count: each tablet the sum of its two figures, the hand the
    /// sum of its tablets (`RULES.md` section 1; an integer).
    Count,
    /// Which one note completes a bar of 4/4 (one semibreve) whose other notes are given.
    Bar,
    /// A note is played against beat clicks: which was it? (Answer: the note.)
    Listening,
    /// A rhythm of tablets is shown: tap it, pressing and holding each note for its length
    /// (graded by [`tap::grade`]; the answer is the note it is about, never typed).
    Tap,
}

impl Kind {
    /// All ten kinds, in the order of the table.
    pub const ALL: [Kind; 10] = [
        Kind::Figure,
        Kind::Fraction,
        Kind::Equivalence,
        Kind::Name,
        Kind::Glyph,
        Kind::Sum,
        Kind::Count,
        Kind::Bar,
        Kind::Listening,
        Kind::Tap,
    ];

    /// The stable lower-case id: `figure`, `fraction`, `equivalence`, `name`, `glyph`, `sum`,
    /// `count`, `bar`, `listening` or `tap`.
    pub const fn id(self) -> &'static str {
        match self {
            Kind::Figure => "figure",
            Kind::Fraction => "fraction",
            Kind::Equivalence => "equivalence",
            Kind::Name => "name",
            Kind::Glyph => "glyph",
            Kind::Sum => "sum",
            Kind::Count => "count",
            Kind::Bar => "bar",
            Kind::Listening => "listening",
            Kind::Tap => "tap",
        }
    }

    /// The kind whose id is `id` (exactly, lower case), or `None`.
    pub fn from_id(id: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// The note values an [`Item`] of this kind can be about (the note a question is
    /// scheduled and scored by; see [`Item`]):
    /// - every note for `name`, `glyph`, `count`, `listening`, `tap` (for `tap`, a note of
    ///   the rhythm, the shortest);
    /// - minim to semidemisemiquaver for `figure` and `fraction` (how many semibreves make a
    ///   semibreve, or what part of one it is, asks nothing) and `equivalence` (how many
    ///   semibreves make a note is the `fraction` kind's question, word for word);
    /// - crotchet to semidemisemiquaver for `sum` (the shortest note of the sum; at least one
    ///   longer note, from the minim down, goes with it, so a sum stays below a semibreve);
    /// - minim to semidemisemiquaver for `bar` (the missing note; a missing semibreve would
    ///   leave the bar empty).
    pub fn notes(self) -> &'static [NoteValue] {
        match self {
            Kind::Sum => &NoteValue::ALL[2..],
            Kind::Bar | Kind::Figure | Kind::Fraction | Kind::Equivalence => &NoteValue::ALL[1..],
            _ => &NoteValue::ALL,
        }
    }

    /// Every item of this kind, longest note first.
    pub fn items(self) -> impl Iterator<Item = Item> {
        self.notes()
            .iter()
            .map(move |&note| Item { kind: self, note })
    }

    /// Whether the answer is a note (`name`, `glyph`, `bar`, `listening`; `tap`, whose
    /// answer is the note it is about and is tapped, not typed) rather than a number.
    pub const fn answers_with_note(self) -> bool {
        matches!(
            self,
            Kind::Name | Kind::Glyph | Kind::Bar | Kind::Listening | Kind::Tap
        )
    }

    /// Whether the kind needs sound and a pupil at the screen, so cannot be printed on a
    /// worksheet: `listening` and `tap`.
    pub const fn needs_sound(self) -> bool {
        matches!(self, Kind::Listening | Kind::Tap)
    }

    /// The Fluent message id of the kind's name for a list of switches: `quiz-kind-<id>`.
    pub fn message_id(self) -> String {
        format!("quiz-kind-{}", self.id())
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Kind {
    type Err = QuizError;

    /// A kind id, ignoring case and surrounding spaces.
    fn from_str(s: &str) -> Result<Kind, QuizError> {
        Kind::from_id(&s.trim().to_ascii_lowercase())
            .ok_or_else(|| QuizError::UnknownKind(s.trim().to_string()))
    }
}

/// Parses a comma-separated list of kind ids (`figure,fraction, sum`): case and spaces
/// around ids are ignored, a kind named twice counts once, the order given is kept.
///
/// # Errors
/// [`QuizError::UnknownKind`] naming the first id that is not a kind;
/// [`QuizError::NoKinds`] for a list with no ids at all.
pub fn parse_kinds(list: &str) -> Result<Vec<Kind>, QuizError> {
    let mut kinds = Vec::new();
    for part in list.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let kind: Kind = part.parse()?;
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    if kinds.is_empty() {
        return Err(QuizError::NoKinds);
    }
    Ok(kinds)
}

/// What went wrong with a request for questions.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum QuizError {
    /// A name that is not one of the ten kind ids.
    #[error(
        "unknown kind of question \"{0}\" (expected figure, fraction, equivalence, name, glyph, sum, count, bar, listening or tap)"
    )]
    UnknownKind(String),
    /// A list of kinds with none in it.
    #[error("no kind of question given")]
    NoKinds,
}

/// What a question is about, for scheduling and for the accuracy per note value: its kind
/// and one note value (one of [`Kind::notes`]).
///
/// The note is: the asked note for `figure`, `fraction`, `name`, `glyph` and `listening`;
/// the note counted (`b`, "how many `b` make one `a`") for `equivalence`; the shortest note
/// of a `sum`; the shortest note in the tablets of a `count` (the largest figure); the
/// missing note of a `bar`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Item {
    /// The kind of question.
    pub kind: Kind,
    /// The note value it is about.
    pub note: NoteValue,
}

impl Item {
    /// Every item of `kinds` (each kind's [`Kind::items`], in the order given).
    pub fn all(kinds: &[Kind]) -> Vec<Item> {
        kinds.iter().flat_map(|k| k.items()).collect()
    }

    /// Whether `note` is one of the kind's [`Kind::notes`].
    pub fn is_valid(self) -> bool {
        self.kind.notes().contains(&self.note)
    }
}

/// An answer: a whole number, a fraction that is not whole (always reduced), or a note.
///
/// Build numbers with [`Answer::number`], which keeps the form unique: `4/1` becomes
/// `Integer(4)` and `2/8` is stored as `1/4`, so two answers with the same value are equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Answer {
    /// A whole number (a figure, a count, how many).
    Integer(u64),
    /// A fraction that is not a whole number, reduced (`3/8`).
    Fraction(Fraction),
    /// A note value (`name`, `glyph`, `bar`, `listening`).
    Note(NoteValue),
}

impl Answer {
    /// The number `value` in its one form: an [`Answer::Integer`] when whole, else an
    /// [`Answer::Fraction`] (reduced, as [`Fraction`] always is).
    pub fn number(value: Fraction) -> Answer {
        if value.is_integer() {
            Answer::Integer(value.to_integer())
        } else {
            Answer::Fraction(value)
        }
    }

    /// The numeric value, or `None` for a note.
    pub fn value(&self) -> Option<Fraction> {
        match *self {
            Answer::Integer(n) => Some(Fraction::from_integer(n)),
            Answer::Fraction(f) => Some(f),
            Answer::Note(_) => None,
        }
    }

    /// The note, or `None` for a number.
    pub fn note(&self) -> Option<NoteValue> {
        match *self {
            Answer::Note(n) => Some(n),
            _ => None,
        }
    }

    /// Whether `self` and `other` are the same answer: equal numbers (whatever their form) or
    /// the same note.
    pub fn same(&self, other: &Answer) -> bool {
        match (self.value(), other.value()) {
            (Some(a), Some(b)) => a == b,
            (None, None) => self.note() == other.note(),
            _ => false,
        }
    }

    /// A number as text: `4`, `3/8` (ASCII, no spaces); a note by its name in `names`.
    pub fn text(&self, names: &NoteNames) -> String {
        match *self {
            Answer::Integer(n) => n.to_string(),
            Answer::Fraction(f) => fraction_text(f),
            Answer::Note(n) => names.name(n).to_string(),
        }
    }
}

/// A fraction as text: `3/8`, and a whole number without a denominator (`1`, `8`).
pub fn fraction_text(f: Fraction) -> String {
    if f.is_integer() {
        f.to_integer().to_string()
    } else {
        format!("{}/{}", f.numer(), f.denom())
    }
}

/// The seven note names of one language, for labels and for reading typed names. Cheap to
/// clone (shared).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoteNames {
    lang: &'static str,
    names: Arc<[String; 7]>,
}

impl NoteNames {
    /// The names in `loc`'s language (`note-<key>` messages: "crotchet" in en-GB, "quarter
    /// note" in en-US, "noire" in fr).
    pub fn new(loc: &Localizer) -> NoteNames {
        NoteNames {
            lang: loc.lang(),
            names: Arc::new(NoteValue::ALL.map(|n| loc.note_name(n))),
        }
    }

    /// The language tag of the names (`"en-GB"`).
    pub fn lang(&self) -> &'static str {
        self.lang
    }

    /// The name of `note`.
    pub fn name(&self, note: NoteValue) -> &str {
        &self.names[usize::from(note.suit())]
    }

    /// The note whose name is `input`, ignoring case, spaces and hyphens around and between
    /// words (`"Double-Croche"` = `"double croche"`; `ß` = `ss`), or `None`. A name the
    /// language also uses ([`ALSO_CALLED`]: "hemidemisemiquaver" in English) is read too.
    pub fn parse(&self, input: &str) -> Option<NoteValue> {
        let wanted = normalise(input);
        if wanted.is_empty() {
            return None;
        }
        // "semi quaver" for "semiquaver", "doublecroche" for "double croche": spaces between
        // the parts of a name do not matter.
        let solid = |s: &str| s.replace(' ', "");
        NoteValue::ALL
            .into_iter()
            .find(|&n| solid(&normalise(self.name(n))) == solid(&wanted))
            .or_else(|| {
                ALSO_CALLED
                    .iter()
                    .find(|(lang, _, name)| {
                        self.lang.starts_with(lang) && solid(name) == solid(&wanted)
                    })
                    .map(|&(_, note, _)| note)
            })
    }

    /// The note whose name `input` most nearly spells, when it is a slip of one or two
    /// letters ("minum", "semiqaver"): at most one letter added, dropped or changed for every
    /// four of the name, and nearer than any other name. `None` for a name spelt right, or
    /// for anything further off.
    pub fn nearest(&self, input: &str) -> Option<NoteValue> {
        let wanted = normalise(input).replace(' ', "");
        if wanted.is_empty() || self.parse(input).is_some() {
            return None;
        }
        let mut scored: Vec<(usize, NoteValue)> = NoteValue::ALL
            .into_iter()
            .map(|n| (edits(&wanted, &normalise(self.name(n)).replace(' ', "")), n))
            .collect();
        scored.sort_by_key(|&(d, _)| d);
        let (best, note) = scored[0];
        let allowed = (normalise(self.name(note)).chars().count() / 4).clamp(1, 3);
        (best <= allowed && scored[1].0 > best).then_some(note)
    }
}

/// Names a language also uses for a note beside the one the app writes, read from typed
/// answers: (language tag prefix, note, name in lower case). The British
/// "hemidemisemiquaver" is today's usual name for Gilbert's semidemisemiquaver.
pub const ALSO_CALLED: &[(&str, NoteValue, &str)] =
    &[("en", NoteValue::Semidemisemiquaver, "hemidemisemiquaver")];

/// The least number of letters added, dropped or changed that turn `a` into `b`
/// (Levenshtein's distance).
fn edits(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// Lower case, `ß` as `ss` (as Swiss German writes it, and as upper case spells it),
/// hyphens as spaces, runs of white space as one space, trimmed.
fn normalise(s: &str) -> String {
    s.to_lowercase()
        .replace('ß', "ss")
        .replace(['-', '\u{2010}', '\u{2011}'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// One question, ready to show: words in one language, the notes it shows or plays, the
/// answer, four options and the explanation shown after answering.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    /// The kind.
    pub kind: Kind,
    /// The question, in the language it was made in.
    pub prompt: String,
    /// The notes the question is about, in order: the asked note (`figure`, `fraction`,
    /// `name`, `glyph`, `listening`: one note); `[a, b]` for `equivalence` (how many `b`
    /// make one `a`); the notes added for `sum` (longest first); the halves of the tablets
    /// for `count` (`[a1, b1, a2, b2, …]`, each tablet's longer note first); the notes
    /// already in the bar, in order, for `bar`; the rhythm to tap for `tap`, the halves of
    /// its tablets in the order they sound (`[a1, b1, a2, b2, …]`, each tablet's second half
    /// the next one's first, as on the line of play).
    pub notes: Vec<NoteValue>,
    /// The right answer.
    pub answer: Answer,
    /// [`OPTIONS`] (four) options, all different (no two with the same value), exactly one
    /// of them the answer.
    pub options: Vec<Answer>,
    /// Why the answer is right ("Each quaver is 1/8 of a semibreve: 8 quavers make a
    /// semibreve."), in the question's language.
    pub explanation: String,
    /// What the question is about, for scheduling and accuracy per note value.
    pub item: Item,
    /// The note names of the question's language, for labels and typed answers.
    pub names: NoteNames,
}

impl Question {
    /// The index in [`Question::options`] of the right answer.
    pub fn right_option(&self) -> usize {
        self.options
            .iter()
            .position(|o| o.same(&self.answer))
            .unwrap_or(0)
    }

    /// An answer as the question's language writes it (see [`Answer::text`]).
    pub fn label(&self, answer: &Answer) -> String {
        answer.text(&self.names)
    }

    /// The labels of the four options, in order.
    pub fn option_labels(&self) -> Vec<String> {
        self.options.iter().map(|o| self.label(o)).collect()
    }

    /// The glyphs to draw with the prompt: the note of a `name` question, the notes already
    /// in a `bar`, the halves of the tablets of a `count` (see [`Question::tablets`]);
    /// nothing for the other kinds (a `glyph` question draws its options as glyphs, see
    /// [`Question::options_are_glyphs`]; a `listening` question must not show its note).
    pub fn shown_notes(&self) -> &[NoteValue] {
        match self.kind {
            Kind::Name | Kind::Bar | Kind::Count => &self.notes,
            _ => &[],
        }
    }

    /// The tablets of a `count` or `tap` question as pairs of notes (empty for other
    /// kinds).
    pub fn tablets(&self) -> Vec<(NoteValue, NoteValue)> {
        if !matches!(self.kind, Kind::Count | Kind::Tap) {
            return Vec::new();
        }
        self.notes.chunks_exact(2).map(|p| (p[0], p[1])).collect()
    }

    /// The note the UI plays for a `listening` question (through the audio engine, against
    /// beat clicks); `None` for other kinds.
    pub fn note_to_play(&self) -> Option<NoteValue> {
        match self.kind {
            Kind::Listening => self.notes.first().copied(),
            _ => None,
        }
    }

    /// Whether the options are shown as note glyphs rather than words (`glyph` questions).
    pub fn options_are_glyphs(&self) -> bool {
        self.kind == Kind::Glyph
    }

    /// Whether the answer is typed as a note's name rather than a number.
    pub fn wants_note(&self) -> bool {
        self.kind.answers_with_note()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_typed_in_parts_or_with_a_slip_is_understood_or_met_with_its_nearest() {
        let names = NoteNames::new(&Localizer::new("en-GB"));
        assert_eq!(names.parse("Semi quaver"), Some(NoteValue::Semiquaver));
        assert_eq!(
            names.parse("demi-semi-quaver"),
            Some(NoteValue::Demisemiquaver)
        );
        // One letter off: the name it nearly spells.
        assert_eq!(names.nearest("minum"), Some(NoteValue::Minim));
        assert_eq!(names.nearest("semiqaver"), Some(NoteValue::Semiquaver));
        assert_eq!(names.nearest("quavr"), Some(NoteValue::Quaver));
        // "demisemiquavr" is one letter from demisemiquaver, five from semidemisemiquaver.
        assert_eq!(
            names.nearest("demisemiquavr"),
            Some(NoteValue::Demisemiquaver)
        );
        // Right already, or nothing like a name.
        assert_eq!(names.nearest("crotchet"), None);
        assert_eq!(names.nearest("banana"), None);
        assert_eq!(names.nearest(""), None);
        // French: "noir" is one letter short of "noire".
        let fr = NoteNames::new(&Localizer::new("fr"));
        assert_eq!(fr.nearest("noir"), Some(NoteValue::Crotchet));
    }

    #[test]
    fn kind_ids_round_trip_and_lists_parse() {
        for k in Kind::ALL {
            assert_eq!(Kind::from_id(k.id()), Some(k));
            assert_eq!(k.id().parse::<Kind>(), Ok(k));
        }
        assert_eq!(
            parse_kinds(" Figure, sum ,figure,,bar"),
            Ok(vec![Kind::Figure, Kind::Sum, Kind::Bar])
        );
        assert_eq!(
            parse_kinds("figure,notes"),
            Err(QuizError::UnknownKind("notes".into()))
        );
        assert_eq!(parse_kinds(" , "), Err(QuizError::NoKinds));
    }

    #[test]
    fn kinds_serialise_as_their_ids() {
        for k in Kind::ALL {
            assert_eq!(
                serde_json::to_string(&k).unwrap(),
                format!("\"{}\"", k.id())
            );
        }
    }

    #[test]
    fn a_number_has_one_form() {
        assert_eq!(Answer::number(Fraction::new(8, 2)), Answer::Integer(4));
        assert_eq!(
            Answer::number(Fraction::new(2, 8)),
            Answer::Fraction(Fraction::new(1, 4))
        );
        assert!(Answer::Integer(1).same(&Answer::Fraction(Fraction::new(3, 3))));
        assert!(!Answer::Integer(4).same(&Answer::number(Fraction::new(1, 4))));
        assert!(!Answer::Integer(1).same(&Answer::Note(NoteValue::Semibreve)));
    }

    #[test]
    fn items_per_kind() {
        // 7 notes for name, glyph, count, listening and tap; 6 (no semibreve) for figure,
        // fraction, equivalence and bar; 5 for sum: 35 + 24 + 5 = 64.
        assert_eq!(Item::all(&Kind::ALL).len(), 64);
        for kind in [Kind::Figure, Kind::Fraction, Kind::Equivalence] {
            assert!(!kind.notes().contains(&NoteValue::Semibreve), "{kind}");
        }
        assert_eq!(Kind::Sum.notes()[0], NoteValue::Crotchet);
        assert_eq!(Kind::Bar.notes()[0], NoteValue::Minim);
    }

    #[test]
    fn names_are_read_loosely_in_their_language() {
        let fr = NoteNames::new(&Localizer::new("fr"));
        assert_eq!(fr.parse(" Double-Croche "), Some(NoteValue::Semiquaver));
        assert_eq!(fr.parse("double   croche"), Some(NoteValue::Semiquaver));
        assert_eq!(fr.parse("croche"), Some(NoteValue::Quaver));
        assert_eq!(fr.parse("quaver"), None);
        let us = NoteNames::new(&Localizer::new("en-US"));
        assert_eq!(
            us.parse("Thirty Second Note"),
            Some(NoteValue::Demisemiquaver)
        );
        assert_eq!(us.parse(""), None);
        // Today's British name for Gilbert's semidemisemiquaver is understood in English,
        // not in French.
        let gb = NoteNames::new(&Localizer::new("en-GB"));
        assert_eq!(
            gb.parse("Hemi-demi-semiquaver"),
            Some(NoteValue::Semidemisemiquaver)
        );
        assert_eq!(gb.nearest("hemidemisemiquaver"), None);
        assert_eq!(
            us.parse("hemidemisemiquaver"),
            Some(NoteValue::Semidemisemiquaver)
        );
        assert_eq!(fr.parse("hemidemisemiquaver"), None);
    }
}
