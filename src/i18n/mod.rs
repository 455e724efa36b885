//! Every word users see: Fluent bundles from `locales/<lang>/*.ftl`, embedded in the binary,
//! and the choice of language (system locale, falling back to en-GB).
//!
//! Each part of the app keeps its messages in its own file (`app.ftl`, `chart.ftl`, …); every
//! `.ftl` file of a language folder is loaded. A message missing from a language falls back to
//! en-GB.

use std::sync::Arc;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use include_dir::{Dir, include_dir};
use unic_langid::LanguageIdentifier;

use crate::music::NoteValue;

static LOCALES: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/locales");

/// A soft hyphen: where a word may break, shown only where a line breaks there.
pub const SOFT_HYPHEN: char = '\u{ad}';

/// The language used when the system's is not available.
pub const FALLBACK: &str = "en-GB";

/// The languages the app ships, as folder names under `locales/` (BCP 47 tags), sorted.
pub fn available() -> Vec<&'static str> {
    let mut langs: Vec<&'static str> = LOCALES.dirs().filter_map(|d| d.path().to_str()).collect();
    langs.sort_unstable();
    langs
}

/// The `.ftl` sources of `lang`, as `(file name, text)`.
pub fn sources(lang: &str) -> Vec<(&'static str, &'static str)> {
    let Some(dir) = LOCALES.get_dir(lang) else {
        return Vec::new();
    };
    let mut files: Vec<(&'static str, &'static str)> = dir
        .files()
        .filter(|f| f.path().extension().is_some_and(|e| e == "ftl"))
        .filter_map(|f| Some((f.path().file_name()?.to_str()?, f.contents_utf8()?)))
        .collect();
    files.sort_unstable();
    files
}

/// Picks the shipped language closest to `requested` (a BCP 47 tag such as `en_US.UTF-8`,
/// `en-US` or `de-AT`): the exact tag, else the same language, else `en-GB`.
pub fn negotiate(requested: &str) -> &'static str {
    let tag = requested
        .split(['.', '@'])
        .next()
        .unwrap_or("")
        .replace('_', "-");
    let avail = available();
    if let Some(exact) = avail.iter().find(|a| a.eq_ignore_ascii_case(&tag)) {
        return exact;
    }
    let lang = tag.split('-').next().unwrap_or("").to_ascii_lowercase();
    if lang == "en" {
        return FALLBACK;
    }
    avail
        .iter()
        .find(|a| {
            a.split('-')
                .next()
                .is_some_and(|l| l.eq_ignore_ascii_case(&lang))
        })
        .copied()
        .unwrap_or(FALLBACK)
}

/// The shipped language a command-line `--lang` names (as [`negotiate`] matches it), or a
/// one-line message listing the languages there are.
///
/// # Errors
/// When no shipped language has the same primary language (`xx`, `zh`, an empty tag).
pub fn language_arg(requested: &str) -> Result<&'static str, String> {
    let tag = requested
        .split(['.', '@'])
        .next()
        .unwrap_or("")
        .replace('_', "-");
    let primary = tag.split('-').next().unwrap_or("").to_ascii_lowercase();
    let known = available().iter().any(|a| {
        a.split('-')
            .next()
            .is_some_and(|l| l.eq_ignore_ascii_case(&primary))
    });
    if known {
        Ok(negotiate(requested))
    } else {
        Err(format!(
            "unknown language \"{requested}\" (expected one of {})",
            available().join(", ")
        ))
    }
}

fn bundle(lang: &str) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No right-to-left language ships: isolation marks would only clutter the text.
    bundle.set_use_isolating(false);
    for (_, text) in sources(lang) {
        let res = FluentResource::try_new(text.to_string()).unwrap_or_else(|(res, _)| res);
        // Duplicate ids are reported by the locale tests; the first one wins here.
        let _ = bundle.add_resource(res);
    }
    bundle
}

/// An argument of a message: a number or a string.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// A number (formatted by Fluent; pre-format where the locale's digits matter).
    Num(f64),
    /// A string.
    Str(String),
}

impl From<i64> for Arg {
    fn from(v: i64) -> Arg {
        Arg::Num(v as f64)
    }
}
impl From<u32> for Arg {
    fn from(v: u32) -> Arg {
        Arg::Num(f64::from(v))
    }
}
impl From<usize> for Arg {
    fn from(v: usize) -> Arg {
        Arg::Num(v as f64)
    }
}
impl From<&str> for Arg {
    fn from(v: &str) -> Arg {
        Arg::Str(v.to_string())
    }
}
impl From<String> for Arg {
    fn from(v: String) -> Arg {
        Arg::Str(v)
    }
}

/// Words kept to be shown later (a notice, what became of a file), kept as how to say them
/// rather than as said: each showing says them in the language then in use, so that a notice
/// written before a change of language is read in the new one. Cheap to clone.
#[derive(Clone)]
pub struct Said(Arc<dyn Fn(&Localizer) -> String + Send + Sync>);

impl Said {
    /// Words said by `say` in the language of each showing.
    pub fn new(say: impl Fn(&Localizer) -> String + Send + Sync + 'static) -> Said {
        Said(Arc::new(say))
    }

    /// The message `id` with `args` (which stay as given: a path, a reason of the system's).
    pub fn message(id: &'static str, args: Vec<(&'static str, Arg)>) -> Said {
        Said::new(move |i18n| {
            let args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (*k, v.clone())).collect();
            i18n.t_args(id, &args)
        })
    }

    /// The words in `i18n`'s language.
    pub fn words(&self, i18n: &Localizer) -> String {
        (self.0)(i18n)
    }
}

impl std::fmt::Debug for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Said")
            .field(&self.words(&Localizer::default()))
            .finish()
    }
}

/// The messages of one language, with en-GB behind it. Cheap to clone.
#[derive(Clone)]
pub struct Localizer {
    lang: &'static str,
    bundles: Arc<Vec<FluentBundle<FluentResource>>>,
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer")
            .field("lang", &self.lang)
            .finish()
    }
}

impl Default for Localizer {
    fn default() -> Self {
        Localizer::new(FALLBACK)
    }
}

impl Localizer {
    /// The messages of `lang` (negotiated against the shipped languages; see [`negotiate`]).
    pub fn new(lang: &str) -> Localizer {
        let lang = negotiate(lang);
        let mut bundles = vec![bundle(lang)];
        if lang != FALLBACK {
            bundles.push(bundle(FALLBACK));
        }
        Localizer {
            lang,
            bundles: Arc::new(bundles),
        }
    }

    /// The messages of the system's language, or en-GB.
    pub fn system() -> Localizer {
        Localizer::new(&sys_locale::get_locale().unwrap_or_else(|| FALLBACK.to_string()))
    }

    /// The language tag in use (`"en-GB"`).
    pub fn lang(&self) -> &'static str {
        self.lang
    }

    /// After a change of language from `old`: `value` becomes this language's message `id`
    /// if it still is `old`'s (a default name nobody has changed), else it is left alone.
    pub fn follow_default(&self, old: &Localizer, id: &str, value: &mut String) {
        if *value == old.t(id) {
            *value = self.t(id);
        }
    }

    /// The message `id` with no arguments; the id itself if no language has it.
    pub fn t(&self, id: &str) -> String {
        self.t_args(id, &[])
    }

    /// The message `id` with named arguments.
    pub fn t_args(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Num(n) => fargs.set(*k, FluentValue::from(*n)),
                Arg::Str(s) => fargs.set(*k, FluentValue::from(s.clone())),
            }
        }
        for b in self.bundles.iter() {
            if let Some(pattern) = b.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return b
                    .format_pattern(pattern, Some(&fargs), &mut errors)
                    .into_owned();
            }
        }
        id.to_string()
    }

    /// Whether any bundle has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundles.iter().any(|b| b.has_message(id))
    }

    /// The note's name in this language (`note-crotchet`: "crotchet" in en-GB, "quarter
    /// note" in en-US), as it is read and typed: without the places where it may break.
    pub fn note_name(&self, note: NoteValue) -> String {
        self.note_name_with_breaks(note).replace(SOFT_HYPHEN, "")
    }

    /// The note's name with the places inside a long word where it may break onto a second
    /// line, each a soft hyphen (U+00AD, written `{ "\u00AD" }` in the Fluent files), shown
    /// as a hyphen only where a line breaks there ("Zweiund-" / "dreißigstelnote"): for the
    /// printed chart's key, whose names are set in one size.
    pub fn note_name_with_breaks(&self, note: NoteValue) -> String {
        self.t(&format!("note-{}", note.key()))
    }

    /// `text` as a sentence: its first letter a capital ("crotchet–quaver is your only move"
    /// becomes "Crotchet–quaver is your only move"), for messages that open with a name
    /// written in lower case.
    pub fn sentence(text: &str) -> String {
        let mut chars = text.chars();
        match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => String::new(),
        }
    }

    /// `x` with one decimal, written with the decimal comma where the language uses it
    /// (`0.8` in English, `0,8` in German, French, Spanish and Italian).
    pub fn decimal(&self, x: f64) -> String {
        let s = format!("{x:.1}");
        if self.lang().starts_with("en") {
            s
        } else {
            s.replace('.', ",")
        }
    }

    /// One half in words: the note's name (`crotchet`) on note tablets, the number of pips on
    /// pip tiles.
    pub fn half_words(&self, half: u8, face: crate::engine::Face) -> String {
        match face {
            crate::engine::Face::Notes => NoteValue::from_suit(half)
                .map(|n| self.note_name(n))
                .unwrap_or_default(),
            crate::engine::Face::Pips => half.to_string(),
        }
    }

    /// A tile in words, halves in the order given: its two notes ("semibreve–crotchet") for
    /// the musical tablets, its pips ("6–4") for a pip tile; an en dash between.
    pub fn tile_words(&self, first: u8, second: u8, face: crate::engine::Face) -> String {
        match face {
            crate::engine::Face::Notes => {
                let name = |s: u8| {
                    NoteValue::from_suit(s)
                        .map(|n| self.note_name(n))
                        .unwrap_or_default()
                };
                format!("{}–{}", name(first), name(second))
            }
            crate::engine::Face::Pips => format!("{first}–{second}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_argument_is_matched_or_refused() {
        assert_eq!(language_arg("de-AT"), Ok("de"));
        assert_eq!(language_arg("en_US.UTF-8"), Ok("en-US"));
        assert_eq!(language_arg("fr"), Ok("fr"));
        for bad in ["xx", "zh", "", "../../etc"] {
            let e = language_arg(bad).expect_err(bad);
            assert!(e.starts_with("unknown language"), "{e}");
        }
    }

    #[test]
    fn a_sentence_opens_with_a_capital() {
        assert_eq!(
            Localizer::sentence("crotchet–quaver does not fit"),
            "Crotchet–quaver does not fit"
        );
        assert_eq!(
            Localizer::sentence("ganze Note–Achtelnote"),
            "Ganze Note–Achtelnote"
        );
        assert_eq!(Localizer::sentence("6–4 is"), "6–4 is");
        assert_eq!(Localizer::sentence(""), "");
    }

    #[test]
    fn decimals_take_the_languages_separator() {
        assert_eq!(Localizer::new("en-GB").decimal(0.8), "0.8");
        assert_eq!(Localizer::new("en-US").decimal(1.5), "1.5");
        assert_eq!(Localizer::new("de").decimal(0.8), "0,8");
        assert_eq!(Localizer::new("fr").decimal(3.0), "3,0");
    }

    #[test]
    fn half_words_are_a_notes_name_or_its_pips() {
        let gb = Localizer::new("en-GB");
        // Suit 2 is the crotchet (a quarter of a semibreve): RULES.md section 1.
        assert_eq!(gb.half_words(2, crate::engine::Face::Notes), "crotchet");
        assert_eq!(gb.half_words(2, crate::engine::Face::Pips), "2");
    }

    #[test]
    fn note_names_are_british_and_american() {
        let gb = Localizer::new("en-GB");
        let us = Localizer::new("en-US");
        assert_eq!(gb.note_name(NoteValue::Crotchet), "crotchet");
        assert_eq!(us.note_name(NoteValue::Crotchet), "quarter note");
        assert_eq!(
            gb.note_name(NoteValue::Semidemisemiquaver),
            "semidemisemiquaver"
        );
        assert_eq!(us.note_name(NoteValue::Semibreve), "whole note");
    }

    #[test]
    fn negotiation_falls_back_to_british_english() {
        assert_eq!(negotiate("en_US.UTF-8"), "en-US");
        assert_eq!(negotiate("en-AU"), "en-GB");
        assert_eq!(negotiate("C"), "en-GB");
        assert_eq!(negotiate(""), "en-GB");
    }

    #[test]
    fn arguments_are_placed_without_isolation_marks() {
        let gb = Localizer::new("en-GB");
        let s = gb.t_args("app-title-with", &[("name", "Ada".into())]);
        assert!(!s.contains('\u{2068}'));
        assert!(s.contains("Ada"));
    }
}
