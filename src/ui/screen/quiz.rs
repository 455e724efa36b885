//! The quiz: a pupil alone (with a profile whose Leitner boxes bring back what they miss) or a
//! class in 2–4 teams answers questions about note values — by choosing one of four options or
//! by typing — sees at once why the answer is right, and ends on a results page with the
//! score, streak, time per answer and a bar chart of accuracy per note value.
//!
//! The questions, grading, rounds and scheduling are `crate::quiz` (pure); this screen only
//! shows them, measures the time an answer takes, and asks the app to sound listening
//! questions and to keep the profile's progress.

use std::time::Duration;

use crate::platform::clock::Instant;

use iced::widget::canvas::Canvas;
use iced::widget::{
    Space, button, checkbox, column, container, progress_bar, row, scrollable, slider, text,
    text_input,
};
use iced::{Alignment, Element, Length, keyboard};

use crate::i18n::{Arg, Localizer, Said};
use crate::music::NoteValue;
use crate::quiz::round::{DEFAULT_ROUND_LENGTH, Outcome, ROUND_LENGTHS, RoundSettings};
use crate::quiz::worksheet::WORKSHEET_COUNTS;
use crate::quiz::{self, Kind, Question};
use crate::storage::progress::{ProgressFile, pupil_name};
use crate::ui::theme::{self, Palette};
use crate::ui::widget::tablet::{BarStrip, Emphasis, NoteCard, TabletCanvas};
use crate::ui::widget::tap::TapPad;

use super::tap::{self, PAD, PICTURE};
pub use super::tap::{Calibration, Phase as TapPhase, Tapping};

/// The time limits offered, in seconds (`None`: no limit).
pub const TIME_LIMITS: [Option<u32>; 5] = [None, Some(10), Some(20), Some(30), Some(60)];

/// The clock of the open question: the time since it was asked, less the time the pupil was
/// asked to type an answer again (a slip in a note's name, or words that are not an answer),
/// so that a slip does not cost the question its time.
#[derive(Debug, Clone, Copy)]
struct Clock {
    asked: Instant,
    /// Since when the clock stands, while the pupil is asked to type again.
    stopped: Option<Instant>,
    /// The time it stood before.
    stood: Duration,
}

impl Clock {
    fn start(now: Instant) -> Clock {
        Clock {
            asked: now,
            stopped: None,
            stood: Duration::ZERO,
        }
    }

    /// The question's time at `now`, the time it stood left out.
    fn elapsed(&self, now: Instant) -> Duration {
        self.stopped
            .unwrap_or(now)
            .saturating_duration_since(self.asked)
            .saturating_sub(self.stood)
    }

    fn stop(&mut self, now: Instant) {
        self.stopped.get_or_insert(now);
    }

    fn go_on(&mut self, now: Instant) {
        if let Some(since) = self.stopped.take() {
            self.stood += now.saturating_duration_since(since);
        }
    }
}

/// Messages of the screen.
#[derive(Debug, Clone)]
pub enum Message {
    /// The pupil's name was edited.
    Pupil(String),
    /// A kept profile was picked.
    PickPupil(String),
    /// A kind of question was switched on or off.
    Kind(Kind, bool),
    /// The number of questions.
    Length(u32),
    /// The time limit per question.
    TimeLimit(Option<u32>),
    /// Answer by typing (`true`) or by choosing among four options.
    Typed(bool),
    /// Team play on or off.
    TeamPlay(bool),
    /// How many teams (2–4).
    TeamCount(usize),
    /// A team's name was edited.
    TeamName(usize, String),
    /// Start a round.
    Start,
    /// Option `i` (0-based) was chosen.
    Choose(usize),
    /// The typed answer was edited.
    Input(String),
    /// Submit the typed answer.
    Submit,
    /// The next question (or the results after the last).
    Next,
    /// Time passes (the time limit's bar, and running out).
    Tick,
    /// Hear a listening question again.
    Listen,
    /// Another round with the same settings.
    Again,
    /// Back to the settings of the quiz.
    ToSetup,
    /// Show the chosen pupil's progress.
    ShowProgress,
    /// Stop the round early: its results so far (kept in the pupil's progress), or the
    /// set-up if nothing was answered.
    Stop,
    /// Back to Home.
    Home,
    /// Print the questions chosen as a worksheet (PDF) for a class.
    Worksheet,
    /// The tap pad was pressed (mouse, finger or Space), at that time.
    TapDown(iced::time::Instant),
    /// The tap pad was let go, at that time.
    TapUp(iced::time::Instant),
    /// Time passes while a rhythm is tapped or the calibration's clicks sound: the time.
    TapTick(iced::time::Instant),
    /// Hear the tap question's rhythm (after its count-in).
    HearIt,
    /// Open the calibration of tapping.
    Calibrate,
    /// Set the tapping offset back to 0.
    CalibrateReset,
}

/// What the screen asks of the app.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// Nothing more.
    None,
    /// Go to Home.
    Home,
    /// Sound a listening question's note against the beat clicks.
    Listen(NoteValue),
    /// Keep the progress file (a round of a pupil's profile ended); the app answers with
    /// [`Quiz::progress_saved`].
    SaveProgress(ProgressFile),
    /// A new question is shown: its page scrolls back to the top; `listen` sounds a
    /// listening question's note, and `focus` puts the keyboard in the answer field (a
    /// question answered by typing).
    Asked {
        /// The note to sound, for a listening question.
        listen: Option<NoteValue>,
        /// Focus the answer field.
        focus: bool,
    },
    /// Sound the tap exercise ([`crate::audio::AudioEngine::play_tap`]): the count-in, then
    /// the clicks for as long as `notes` last at `bpm`, with the notes when `notes_sound`.
    Tap {
        /// The rhythm.
        notes: Vec<NoteValue>,
        /// Its tempo, in crotchets per minute.
        bpm: u32,
        /// Sound the notes ("Hear it"), or only the clicks (while the pupil taps).
        notes_sound: bool,
    },
    /// Sound the calibration's clicks ([`crate::audio::AudioEngine::play_clicks`]).
    Clicks(u32),
    /// Keep the tapping offset, in milliseconds, in the settings.
    Calibrated(i32),
    /// Ask where to save a worksheet of `count` questions of `kinds` (none of them
    /// listening or tap) dealt from `seed`, and write it; the app answers with
    /// [`Quiz::worksheet_written`].
    Worksheet {
        /// The kinds of question.
        kinds: Vec<Kind>,
        /// How many questions (within [`crate::quiz::worksheet::WORKSHEET_COUNTS`]).
        count: usize,
        /// The seed, named at the foot of each page (a whole number below 1,000,000).
        seed: u64,
    },
}

/// The id of the scrollable page of a question.
pub const QUESTION_PAGE: &str = "quiz-question-page";

/// The id of the field typed answers go in.
pub const ANSWER_FIELD: &str = "quiz-answer";

/// Whether the pupil's progress is kept after a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kept {
    /// Nothing to keep (teams, or no name).
    Nothing,
    /// Being written.
    Saving,
    /// On disk.
    Kept,
    /// Not written, and why.
    Failed(String),
}

/// The stage of the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Choosing the pupil, kinds, length, time limit and teams.
    Setup,
    /// Answering.
    Asking,
    /// The results of the round.
    Results,
    /// A pupil's progress: the box of every item, and what needs practice.
    Progress,
    /// The calibration of tapping: eight clicks to tap along with.
    Calibrate,
}

/// The quiz's set-up as kept between runs (`quiz` in `settings.json`), so that a teacher
/// need not set up the class's quiz again each lesson: the kinds of question (their ids), the
/// round's length, the time for each question in seconds (0: none), typed answers, team play,
/// how many teams and their names (`None` for a team's default name, which follows the
/// language). Every field may be missing; [`Quiz::restore`] takes each that makes sense.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct QuizChoices {
    /// The kinds of question by id (`figure`, `fraction`, …).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kinds: Option<Vec<String>>,
    /// Questions in a round.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub length: Option<usize>,
    /// Seconds for each question; 0 for no limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seconds: Option<u32>,
    /// Answers typed rather than chosen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub typed: Option<bool>,
    /// A class in teams.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team_play: Option<bool>,
    /// How many teams (2 to 4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team_count: Option<usize>,
    /// The four teams' names, `None` for a default name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teams: Option<Vec<Option<String>>>,
}

/// The longest team name, in characters.
const TEAM_NAME_MAX_CHARS: usize = 30;

/// The screen's state.
pub struct Quiz {
    stage: Stage,
    pupil: String,
    kinds: Vec<Kind>,
    length: usize,
    time_limit: Option<u32>,
    typed: bool,
    team_play: bool,
    team_count: usize,
    teams: [String; 4],
    /// The teams' default names in the screen's language: what a team left without a name
    /// is called.
    default_teams: [String; 4],
    progress: ProgressFile,
    round: Option<quiz::Round>,
    /// The open question's clock (for the time an answer takes and its time limit).
    asked_at: Option<Clock>,
    input: String,
    /// Why the last typed answer was not taken, if it was not understood.
    not_understood: bool,
    /// How many answers of the round are already in the pupil's boxes (each is put there,
    /// and kept, as it is given: a round closed half-way loses none).
    recorded: usize,
    seed: u64,
    rounds_played: u64,
    /// Whether a sound can be heard (an output and sound on): listening questions need it.
    can_hear: bool,
    kept: Kept,
    /// Worksheets asked for so far (each is dealt from its own seed).
    worksheets: u64,
    /// What became of the last worksheet (saved where, or why not).
    worksheet_note: Option<Said>,
    /// The pupil's tempo setting, in crotchets per minute.
    tempo: u32,
    /// The tapping offset from the settings, in milliseconds.
    tap_offset_ms: i32,
    /// The tap question shown, if the question shown is one.
    tapping: Option<Tapping>,
    /// The calibration of tapping.
    calibration: Calibration,
}

impl Quiz {
    /// The setup page with every kind but listening and tap on, ten questions, no time limit, no
    /// pupil chosen, and the kept `progress`; rounds are dealt from `seed` (round `k` from
    /// `seed + k`).
    pub fn new(i18n: &Localizer, progress: ProgressFile, seed: u64) -> Quiz {
        Quiz {
            stage: Stage::Setup,
            // No name chosen: on a class's shared computer the next pupil picks their own
            // (the known names are offered), so no answers go to someone else's progress.
            pupil: String::new(),
            kinds: Kind::ALL.into_iter().filter(|k| !k.needs_sound()).collect(),
            length: DEFAULT_ROUND_LENGTH,
            time_limit: None,
            typed: false,
            team_play: false,
            team_count: 2,
            teams: std::array::from_fn(|i| i18n.t(&format!("quiz-team-default-{}", i + 1))),
            default_teams: std::array::from_fn(|i| i18n.t(&format!("quiz-team-default-{}", i + 1))),
            progress,
            round: None,
            asked_at: None,
            input: String::new(),
            not_understood: false,
            recorded: 0,
            seed,
            rounds_played: 0,
            can_hear: true,
            kept: Kept::Nothing,
            worksheets: 0,
            worksheet_note: None,
            tempo: crate::music::DEFAULT_BPM,
            tap_offset_ms: 0,
            tapping: None,
            calibration: Calibration::default(),
        }
    }

    /// Tells the quiz the pupil's tempo setting (crotchets per minute) and tapping offset
    /// (milliseconds), from the settings.
    pub fn set_tap(&mut self, tempo: u32, offset_ms: i32) {
        self.tempo = tempo;
        self.tap_offset_ms = offset_ms;
    }

    /// The tapping offset in use, in milliseconds.
    pub fn tap_offset_ms(&self) -> i32 {
        self.tap_offset_ms
    }

    /// The tap question shown, if the question shown is one.
    pub fn tapping(&self) -> Option<&Tapping> {
        self.tapping.as_ref()
    }

    /// The calibration of tapping.
    pub fn calibration(&self) -> &Calibration {
        &self.calibration
    }

    /// Whether time must be sent ([`Message::TapTick`]): a rhythm is being tapped or the
    /// calibration's clicks sound.
    pub fn needs_tap_ticks(&self) -> bool {
        match self.stage {
            Stage::Asking => self.tapping.as_ref().is_some_and(Tapping::running),
            Stage::Calibrate => self.calibration.first_click.is_some(),
            _ => false,
        }
    }

    /// The tap question shown, while it is the round's current question.
    fn tapping_now(&mut self) -> Option<&mut Tapping> {
        let position = self.round.as_ref().map(quiz::Round::position);
        self.tapping
            .as_mut()
            .filter(|t| self.stage == Stage::Asking && Some(t.question) == position)
    }

    /// What a try's start sounds: the count-in and the clicks.
    fn tap_sound(t: &Tapping, notes_sound: bool) -> Action {
        Action::Tap {
            notes: t.notes.clone(),
            bpm: t.bpm,
            notes_sound,
        }
    }

    /// The presses and releases of the pad, and time passing.
    fn tap_message(&mut self, message: Message) -> Action {
        let offset = f64::from(self.tap_offset_ms) / 1000.0;
        let bpm = tap::calibration_bpm(self.tempo);
        if self.stage == Stage::Calibrate {
            // Never measured without sound (set_can_hear leaves the page; this is the guard).
            if !self.can_hear {
                return Action::None;
            }
            match message {
                Message::TapDown(t) => {
                    let starts = self.calibration.down(t, bpm);
                    return if starts {
                        Action::Clicks(crate::quiz::tap::CALIBRATION_CLICKS as u32)
                    } else {
                        Action::None
                    };
                }
                Message::TapUp(_) => self.calibration.held = false,
                Message::TapTick(t) => {
                    if let Some(Ok(o)) = self.calibration.tick(t, bpm) {
                        self.tap_offset_ms = tap::offset_ms(o);
                        return Action::Calibrated(self.tap_offset_ms);
                    }
                }
                _ => {}
            }
            return Action::None;
        }
        let ms = self.elapsed_ms();
        let Some(t) = self.tapping_now() else {
            return Action::None;
        };
        match message {
            Message::TapDown(at) => {
                let starts = t.down(at);
                return if starts {
                    Quiz::tap_sound(t, false)
                } else {
                    Action::None
                };
            }
            Message::TapUp(at) => t.up(at),
            // The rhythm heard: not while a try is under way.
            Message::HearIt if t.running() => {}
            Message::HearIt => return Quiz::tap_sound(t, true),
            Message::TapTick(at) => {
                let Some(verdict) = t.tick(at, offset).cloned() else {
                    return Action::None;
                };
                // The first try is the question's answer; later ones are practice.
                if let Some(r) = self.round.as_mut()
                    && !r.is_answered()
                {
                    r.tapped(&verdict, ms);
                    return self.record_answers();
                }
            }
            _ => {}
        }
        Action::None
    }

    /// The language changed from `old` to `new`: the teams' default names follow it (a name
    /// someone typed stays).
    pub fn language_changed(&mut self, old: &Localizer, new: &Localizer) {
        for (i, team) in self.teams.iter_mut().enumerate() {
            new.follow_default(old, &format!("quiz-team-default-{}", i + 1), team);
        }
        self.default_teams =
            std::array::from_fn(|i| new.t(&format!("quiz-team-default-{}", i + 1)));
    }

    /// The set-up as the settings file keeps it ([`QuizChoices`]); a team's name is `None`
    /// while it is its default in `i18n`'s language.
    pub fn saved(&self, i18n: &Localizer) -> QuizChoices {
        QuizChoices {
            kinds: Some(self.kinds.iter().map(|k| k.id().to_string()).collect()),
            length: Some(self.length),
            seconds: Some(self.time_limit.unwrap_or(0)),
            typed: Some(self.typed),
            team_play: Some(self.team_play),
            team_count: Some(self.team_count),
            teams: Some(
                self.teams
                    .iter()
                    .enumerate()
                    .map(|(i, t)| {
                        (*t != i18n.t(&format!("quiz-team-default-{}", i + 1))).then(|| t.clone())
                    })
                    .collect(),
            ),
        }
    }

    /// Takes the set-up `saved` by an earlier run, each value where it makes sense, so that
    /// one bad value costs only itself: the kinds the quiz asks (unknown ids left out; none
    /// left: the screen's own), a length within the round's range, a time the screen offers
    /// (else none), 2 to 4 teams, names as the screen's field takes them (control characters
    /// left out, at most 30 characters; none: the default).
    pub fn restore(&mut self, saved: &QuizChoices) {
        if let Some(ids) = &saved.kinds {
            let mut kinds: Vec<Kind> = ids.iter().filter_map(|id| id.parse().ok()).collect();
            kinds.sort();
            kinds.dedup();
            if !kinds.is_empty() {
                self.kinds = kinds;
            }
        }
        if let Some(n) = saved.length {
            self.length = n.clamp(*ROUND_LENGTHS.start(), *ROUND_LENGTHS.end());
        }
        if let Some(s) = saved.seconds {
            self.time_limit = TIME_LIMITS.into_iter().find(|&t| t == Some(s)).flatten();
        }
        if let Some(t) = saved.typed {
            self.typed = t;
        }
        if let Some(t) = saved.team_play {
            self.team_play = t;
        }
        if let Some(n) = saved.team_count {
            self.team_count = n.clamp(2, 4);
        }
        if let Some(names) = &saved.teams {
            for (team, name) in self.teams.iter_mut().zip(names) {
                if let Some(name) = name {
                    let clean: String = name
                        .chars()
                        .filter(|c| !c.is_control())
                        .take(TEAM_NAME_MAX_CHARS)
                        .collect();
                    if !clean.trim().is_empty() {
                        *team = clean;
                    }
                }
            }
        }
    }

    /// The pupil's name as typed or picked (empty: nobody's progress is kept).
    pub fn pupil(&self) -> &str {
        &self.pupil
    }

    /// The stage shown.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The round being played or just finished.
    pub fn round(&self) -> Option<&quiz::Round> {
        self.round.as_ref()
    }

    /// The kept progress (every pupil's boxes).
    pub fn progress(&self) -> &ProgressFile {
        &self.progress
    }

    /// Tells the quiz whether sound can be heard. If not, listening and tap questions are left
    /// out and tapping is not calibrated: taps against clicks nobody hears measure nothing,
    /// so a calibration under way when the sound goes is dropped, the set-up shown again.
    pub fn set_can_hear(&mut self, can_hear: bool) {
        self.can_hear = can_hear;
        if !can_hear && self.stage == Stage::Calibrate {
            self.calibration = Calibration::default();
            self.stage = Stage::Setup;
        }
    }

    /// The app's answer to [`Action::SaveProgress`]: the progress is on disk, or why not.
    pub fn progress_saved(&mut self, outcome: Result<(), String>) {
        self.kept = match outcome {
            Ok(()) => Kept::Kept,
            Err(reason) => Kept::Failed(reason),
        };
    }

    /// Whether the pupil's progress was kept after the last round.
    pub fn kept(&self) -> &Kept {
        &self.kept
    }

    /// The kinds a round asks: those switched on, less listening and tap when nothing can
    /// be heard.
    fn round_kinds(&self) -> Vec<Kind> {
        self.kinds
            .iter()
            .copied()
            .filter(|k| self.can_hear || !k.needs_sound())
            .collect()
    }

    /// Whether the open question is answered by typing (a glyph question is always answered
    /// by choosing: its options are the glyphs).
    fn typing(&self) -> bool {
        self.typed
            && self
                .round
                .as_ref()
                .and_then(|r| r.current())
                .is_some_and(|q| !q.options_are_glyphs() && q.kind != Kind::Tap)
    }

    /// Whether the question shown is a tap question.
    fn tap_shown(&self) -> bool {
        self.round
            .as_ref()
            .and_then(|r| r.current())
            .is_some_and(|q| q.kind == Kind::Tap)
    }

    /// Whether a question is open with a time limit (the app then sends [`Message::Tick`]);
    /// a tap question has none.
    pub fn needs_ticks(&self) -> bool {
        self.stage == Stage::Asking
            && !self.tap_shown()
            && self
                .round
                .as_ref()
                .is_some_and(|r| r.time_limit().is_some() && !r.is_answered())
    }

    /// The number of questions a round will have: the length chosen, except that teams get
    /// as many questions each, so it is rounded up to a multiple of the number of teams
    /// (down, past the longest round).
    fn round_length(&self) -> usize {
        match self.team_names().len() {
            0 => self.length,
            t => {
                let up = self.length.div_ceil(t) * t;
                if up > *ROUND_LENGTHS.end() {
                    up - t
                } else {
                    up
                }
            }
        }
    }

    fn team_names(&self) -> Vec<String> {
        if !self.team_play {
            return Vec::new();
        }
        self.teams[..self.team_count]
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let n = n.trim();
                if n.is_empty() {
                    self.default_teams[i].clone()
                } else {
                    n.to_string()
                }
            })
            .collect()
    }

    /// Team names must differ; the start button is off until they do.
    fn teams_ok(&self) -> bool {
        let names = self.team_names();
        let mut sorted: Vec<String> = names.iter().map(|n| n.to_lowercase()).collect();
        sorted.sort();
        sorted.dedup();
        sorted.len() == names.len()
    }

    /// The kinds a worksheet of the chosen questions holds: all but listening and tap.
    fn worksheet_kinds(&self) -> Vec<Kind> {
        self.kinds
            .iter()
            .copied()
            .filter(|&k| !k.needs_sound())
            .collect()
    }

    /// The number of questions a worksheet of the set-up holds: as many as the round the
    /// set-up says it will play (with teams, rounded to a multiple of their number), at most
    /// what a sheet holds.
    fn worksheet_count(&self) -> usize {
        self.round_length()
            .clamp(*WORKSHEET_COUNTS.start(), *WORKSHEET_COUNTS.end())
    }

    /// Says what became of the worksheet asked for ([`Action::Worksheet`]): `note` in words.
    pub fn worksheet_written(&mut self, note: Said) {
        self.worksheet_note = Some(note);
    }

    fn can_start(&self) -> bool {
        !self.round_kinds().is_empty() && self.teams_ok()
    }

    fn start(&mut self, i18n: &Localizer) -> Action {
        if !self.can_start() {
            return Action::None;
        }
        let seed = self.seed.wrapping_add(self.rounds_played);
        self.rounds_played += 1;
        // What became of the last worksheet is news only until a round is played.
        self.worksheet_note = None;
        // A pupil's round takes what is due in their boxes first; teams and nameless pupils
        // get a fresh draw. A pupil with no progress yet has empty boxes, every item in box 1
        // (so their first tap rhythms are one tablet each), not the nameless draw.
        let beginner = quiz::Leitner::new();
        let boxes = match (self.team_play, pupil_name(&self.pupil)) {
            (false, Some(name)) => Some(self.progress.pupil(&name).unwrap_or(&beginner)),
            _ => None,
        };
        let kinds = self.round_kinds();
        let length = self.round_length();
        let questions = match boxes {
            Some(boxes) => {
                // A tap question's rhythm is as long as the pupil's box for it says.
                let items: Vec<(quiz::Item, u8)> = boxes
                    .pick(&kinds, length, seed)
                    .into_iter()
                    .map(|i| (i, boxes.box_of(i)))
                    .collect();
                quiz::generate_items_boxed(&items, seed, i18n)
            }
            None => quiz::generate(&kinds, length, seed, i18n),
        };
        let settings = RoundSettings {
            time_limit: self.time_limit,
            teams: self.team_names(),
        };
        match quiz::Round::new(questions, settings) {
            Ok(round) => {
                self.round = Some(round);
                self.recorded = 0;
                self.stage = Stage::Asking;
                self.open_question()
            }
            Err(_) => Action::None,
        }
    }

    /// Starts the clock of the question now shown; a listening question sounds at once.
    fn open_question(&mut self) -> Action {
        self.asked_at = Some(Clock::start(Instant::now()));
        self.input.clear();
        self.not_understood = false;
        self.tapping = self.round.as_ref().and_then(|r| {
            r.current()
                .filter(|q| q.kind == Kind::Tap)
                .map(|q| Tapping::new(r.position(), q.notes.clone(), self.tempo))
        });
        match self.round.as_ref().and_then(|r| r.current()) {
            Some(q) => Action::Asked {
                listen: q.note_to_play(),
                focus: q.note_to_play().is_none() && self.typing(),
            },
            None => Action::None,
        }
    }

    /// The open question's time so far.
    fn elapsed(&self) -> Duration {
        self.asked_at
            .map(|c| c.elapsed(Instant::now()))
            .unwrap_or_default()
    }

    fn elapsed_ms(&self) -> u64 {
        u64::try_from(self.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    /// Ends the round: the pupil's boxes take its results and the progress is to be kept.
    fn finish(&mut self) -> Action {
        self.stage = Stage::Results;
        self.kept = Kept::Nothing;
        if self.team_play {
            return Action::None;
        }
        let (Some(round), Some(name)) = (&self.round, pupil_name(&self.pupil)) else {
            return Action::None;
        };
        let results = round.reviewed();
        match self.progress.pupil_mut(&name) {
            Some(boxes) => {
                for &(item, right) in results.iter().skip(self.recorded) {
                    boxes.record(item, right);
                }
                boxes.end_session();
                self.recorded = results.len();
                self.kept = Kept::Saving;
                Action::SaveProgress(self.progress.clone())
            }
            None => Action::None,
        }
    }

    /// Puts the answers given since the last into the pupil's boxes and asks for them to be
    /// kept; nothing for teams or a nameless pupil, or when nothing new was answered.
    fn record_answers(&mut self) -> Action {
        if self.team_play {
            return Action::None;
        }
        let (Some(round), Some(name)) = (&self.round, pupil_name(&self.pupil)) else {
            return Action::None;
        };
        let results = round.reviewed();
        if results.len() <= self.recorded {
            return Action::None;
        }
        match self.progress.pupil_mut(&name) {
            Some(boxes) => {
                for &(item, right) in &results[self.recorded..] {
                    boxes.record(item, right);
                }
                self.recorded = results.len();
                Action::SaveProgress(self.progress.clone())
            }
            None => Action::None,
        }
    }

    /// Applies `message`.
    pub fn update(&mut self, message: Message, i18n: &Localizer) -> Action {
        match message {
            // A name is kept to its first 40 characters: the field takes no more.
            Message::Pupil(p) => {
                self.pupil = p
                    .chars()
                    .take(crate::storage::progress::MAX_PUPIL_NAME)
                    .collect();
            }
            Message::PickPupil(p) => self.pupil = p,
            Message::Worksheet => {
                let kinds = self.worksheet_kinds();
                if kinds.is_empty() {
                    return Action::None;
                }
                self.worksheets += 1;
                let count = self.worksheet_count();
                // A number a teacher can read off the sheet's foot and give to `quiz
                // --worksheet --seed` for the same sheet again.
                let seed = self
                    .seed
                    .wrapping_add(self.rounds_played.wrapping_mul(7919))
                    .wrapping_add(self.worksheets.wrapping_mul(104_729))
                    % 1_000_000;
                self.worksheet_note = None;
                return Action::Worksheet { kinds, count, seed };
            }
            Message::Kind(k, on) => {
                self.kinds.retain(|x| *x != k);
                if on {
                    self.kinds.push(k);
                    self.kinds.sort();
                }
            }
            Message::Length(n) => {
                self.length = (n as usize).clamp(*ROUND_LENGTHS.start(), *ROUND_LENGTHS.end());
            }
            Message::TimeLimit(t) => self.time_limit = t,
            Message::Typed(t) => self.typed = t,
            Message::TeamPlay(on) => self.team_play = on,
            Message::TeamCount(n) => self.team_count = n.clamp(2, 4),
            Message::TeamName(i, name) => {
                if let Some(t) = self.teams.get_mut(i) {
                    *t = name.chars().take(TEAM_NAME_MAX_CHARS).collect();
                }
            }
            Message::Start | Message::Again => return self.start(i18n),
            Message::TapDown(_) | Message::TapUp(_) | Message::TapTick(_) | Message::HearIt => {
                return self.tap_message(message);
            }
            // Calibrating times taps against clicks: with no sound, there is none.
            Message::Calibrate if !self.can_hear => {}
            Message::Calibrate => {
                self.calibration = Calibration::default();
                self.stage = Stage::Calibrate;
            }
            Message::CalibrateReset => {
                self.calibration.result = None;
                self.tap_offset_ms = 0;
                return Action::Calibrated(0);
            }
            // A tap question is tapped, not chosen.
            Message::Choose(_) if self.tap_shown() => {}
            Message::Choose(i) => {
                let ms = self.elapsed_ms();
                if let Some(r) = self.round.as_mut() {
                    r.choose(i, ms);
                }
                return self.record_answers();
            }
            Message::Input(s) => {
                self.input = s;
                self.not_understood = false;
                // Typing again: the clock goes on.
                if let Some(c) = self.asked_at.as_mut() {
                    c.go_on(Instant::now());
                }
            }
            Message::Submit => {
                let ms = self.elapsed_ms();
                let input = self.input.clone();
                if let Some(r) = self.round.as_mut()
                    && !r.is_answered()
                {
                    self.not_understood = r.answer(&input, ms).is_none();
                    // While the pupil is asked to type it again, the clock stands.
                    if self.not_understood
                        && let Some(c) = self.asked_at.as_mut()
                    {
                        c.stop(Instant::now());
                    }
                }
                return self.record_answers();
            }
            Message::Next => {
                let Some(r) = self.round.as_mut() else {
                    return Action::None;
                };
                if !r.is_answered() {
                    return Action::None;
                }
                return if r.advance() && !r.is_over() {
                    self.open_question()
                } else {
                    self.finish()
                };
            }
            Message::Tick => {
                let limit = self.round.as_ref().and_then(|r| r.time_limit());
                let elapsed = self.elapsed();
                if let (Some(limit), Some(r)) = (limit, self.round.as_mut())
                    && !r.is_answered()
                    && self.asked_at.is_some()
                    && elapsed >= Duration::from_secs(u64::from(limit))
                {
                    r.time_out();
                    return self.record_answers();
                }
            }
            Message::Listen => {
                if let Some(note) = self
                    .round
                    .as_ref()
                    .and_then(|r| r.current())
                    .and_then(Question::note_to_play)
                {
                    return Action::Listen(note);
                }
            }
            Message::ToSetup => self.stage = Stage::Setup,
            Message::ShowProgress => {
                if self.chosen_progress().is_some() {
                    self.stage = Stage::Progress;
                }
            }
            // Stopped early: the results of what was answered, or the set-up if nothing was.
            Message::Stop => match self.round.as_mut().map(quiz::Round::stop) {
                Some(n) if n > 0 => return self.finish(),
                _ => self.stage = Stage::Setup,
            },
            Message::Home => return Action::Home,
        }
        Action::None
    }

    /// Keys while answering: 1–4 choose an option, Enter goes on to the next question.
    pub fn key(&mut self, key: &keyboard::Key, i18n: &Localizer) -> Action {
        // On the set-up, Escape goes back as the Back button does, and Enter starts.
        if self.stage == Stage::Setup && *key == keyboard::Key::Named(keyboard::key::Named::Escape)
        {
            return self.update(Message::Home, i18n);
        }
        if self.stage == Stage::Setup
            && *key == keyboard::Key::Named(keyboard::key::Named::Enter)
            && self.can_start()
        {
            return self.update(Message::Start, i18n);
        }
        // A pupil's progress and the calibration go back to the set-up, as their Back
        // buttons do.
        if matches!(self.stage, Stage::Progress | Stage::Calibrate)
            && *key == keyboard::Key::Named(keyboard::key::Named::Escape)
        {
            return self.update(Message::ToSetup, i18n);
        }
        if self.stage != Stage::Asking {
            return Action::None;
        }
        let answered = self.round.as_ref().is_some_and(quiz::Round::is_answered);
        match key {
            keyboard::Key::Named(keyboard::key::Named::Enter) if answered => {
                self.update(Message::Next, i18n)
            }
            keyboard::Key::Character(c) if !answered && !self.typing() && !self.tap_shown() => {
                match c.as_str().parse::<usize>() {
                    Ok(d @ 1..=4) => self.update(Message::Choose(d - 1), i18n),
                    _ => Action::None,
                }
            }
            _ => Action::None,
        }
    }

    /// The screen.
    pub fn view<'a>(&'a self, i18n: &'a Localizer, palette: Palette) -> Element<'a, Message> {
        match (self.stage, &self.round) {
            (Stage::Asking, Some(r)) => {
                iced::widget::responsive(move |room| self.asking(r, i18n, palette, room)).into()
            }
            (Stage::Results, Some(r)) => self.results(r, i18n, palette),
            (Stage::Calibrate, _) => self.calibrate_page(i18n, palette),
            (Stage::Progress, _) => match self.chosen_progress() {
                Some((name, boxes)) => progress_page(name, boxes, i18n, palette),
                None => self.setup(i18n, palette),
            },
            _ => self.setup(i18n, palette),
        }
    }

    /// The pupil chosen on the set-up and their boxes, when they have played before.
    fn chosen_progress(&self) -> Option<(String, &crate::quiz::Leitner)> {
        if self.team_play {
            return None;
        }
        let name = pupil_name(&self.pupil)?;
        let boxes = self.progress.pupil(&name)?;
        Some((name, boxes))
    }

    fn setup<'a>(&'a self, i18n: &'a Localizer, palette: Palette) -> Element<'a, Message> {
        iced::widget::responsive(move |room| self.setup_in(i18n, palette, room)).into()
    }

    /// The set-up in a window `room` (logical pixels): under [`COMPACT_BELOW`] the form
    /// scrolls and Back, Start and the worksheet stay in view under it (at 150 % on a
    /// 1024 × 768 projector, 683 × 481, Start stood a scroll below the form).
    fn setup_in<'a>(
        &'a self,
        i18n: &'a Localizer,
        palette: Palette,
        room: iced::Size,
    ) -> Element<'a, Message> {
        let choice = |label: String, selected: bool, msg: Message| {
            theme::choice_button(palette, label, selected, msg)
        };
        // The class-in-teams switch first, so that it stays under the pointer when ticked.
        let mut who = column![
            text(i18n.t("quiz-pupil")).size(20),
            checkbox(self.team_play)
                .label(i18n.t("quiz-team-play"))
                .on_toggle(Message::TeamPlay)
                .size(20)
                .text_size(18),
        ]
        .spacing(6);
        if self.team_play {
            who = who.push(
                row((2..=4).map(|n| {
                    choice(
                        i18n.t_args("quiz-team-count", &[("count", Arg::from(n))]),
                        self.team_count == n,
                        Message::TeamCount(n),
                    )
                    .into()
                }))
                .spacing(6),
            );
            for i in 0..self.team_count {
                who = who.push(
                    // An empty name is the team's default, shown where the name would be.
                    text_input(&self.default_teams[i], &self.teams[i])
                        .on_input(move |s| Message::TeamName(i, s))
                        .size(18)
                        .width(Length::Fixed(300.0)),
                );
            }
            if !self.teams_ok() {
                who = who.push(
                    text(i18n.t("quiz-teams-differ"))
                        .size(15)
                        .color(palette.accent),
                );
            }
        } else {
            who = who.push(
                text_input(&i18n.t("quiz-pupil-placeholder"), &self.pupil)
                    .on_input(Message::Pupil)
                    .size(18)
                    .width(Length::Fixed(300.0)),
            );
            let names = self.progress.names();
            if !names.is_empty() {
                who = who.push(
                    row(names.into_iter().take(8).map(|n| {
                        choice(
                            n.to_string(),
                            pupil_name(&self.pupil).as_deref() == Some(n),
                            Message::PickPupil(n.to_string()),
                        )
                        .into()
                    }))
                    .spacing(6)
                    .wrap(),
                );
            }
            who = who.push(
                text(i18n.t("quiz-pupil-explain"))
                    .size(15)
                    .color(palette.on_table_dim),
            );
            // For the pupil, or a parent or teacher: what the boxes hold.
            if let Some((name, _)) = self.chosen_progress() {
                who = who.push(
                    theme::text_button(
                        palette,
                        i18n.t_args("quiz-progress-open", &[("name", name.into())]),
                        17,
                        theme::Kind::Secondary,
                    )
                    .on_press(Message::ShowProgress),
                );
            }
        }

        let switch = |k: Kind| -> Element<'a, Message> {
            checkbox(self.kinds.contains(&k))
                .label(i18n.t(&k.message_id()))
                .on_toggle(move |on| Message::Kind(k, on))
                .size(20)
                .text_size(18)
                .into()
        };
        // Two columns of switches, so that Start stays in view at 1024 × 700.
        let (first, second) = Kind::ALL.split_at(5);
        let mut kinds = column![
            row![
                column(first.iter().map(|&k| switch(k)))
                    .spacing(6)
                    .width(Length::Fill),
                column(second.iter().map(|&k| switch(k)))
                    .spacing(6)
                    .width(Length::Fill),
            ]
            .spacing(12)
        ]
        .spacing(6);
        // Without sound, room for the note on listening and tapping is kept, so that ticking it moves
        // nothing below.
        if !self.can_hear {
            kinds = kinds.push(
                container(
                    text(if self.kinds.iter().any(|k| k.needs_sound()) {
                        i18n.t("quiz-cannot-hear")
                    } else {
                        String::new()
                    })
                    .size(15)
                    .color(palette.accent),
                )
                .height(Length::Fixed(40.0)),
            );
        }

        let limits = row(TIME_LIMITS.into_iter().map(|t| {
            let label = match t {
                None => i18n.t("quiz-time-none"),
                Some(s) => i18n.t_args("quiz-time-seconds", &[("seconds", Arg::from(s))]),
            };
            choice(label, self.time_limit == t, Message::TimeLimit(t)).into()
        }))
        .spacing(6);
        let answer_by = row![
            choice(
                i18n.t("quiz-answer-choose"),
                !self.typed,
                Message::Typed(false)
            ),
            choice(i18n.t("quiz-answer-type"), self.typed, Message::Typed(true)),
        ]
        .spacing(6);
        // The slider leaves the words beside it room for "12 questions: 3 for each team" on one
        // line at 1024 wide.
        let length = row![
            slider(
                *ROUND_LENGTHS.start() as u32..=*ROUND_LENGTHS.end() as u32,
                self.length as u32,
                Message::Length
            )
            .width(Length::Fixed(200.0)),
            // With teams the round may be longer than chosen: it says so before it starts.
            text(match self.team_names().len() {
                teams if teams > 0 && self.round_length() != self.length => {
                    let n = self.round_length();
                    i18n.t_args(
                        "quiz-length-teams",
                        &[("count", Arg::from(n)), ("each", Arg::from(n / teams))],
                    )
                }
                _ => i18n.t_args("quiz-length-value", &[("count", Arg::from(self.length))]),
            })
            .size(18),
        ]
        .spacing(12)
        .align_y(Alignment::Center);

        let right = column![
            text(i18n.t("quiz-kinds")).size(20),
            kinds,
            text(i18n.t("quiz-length")).size(20),
            length,
            text(i18n.t("quiz-time-limit")).size(20),
            limits,
            text(i18n.t("quiz-answer-by")).size(20),
            answer_by,
            // Tap questions grade the pupil's presses less their measured offset. Without
            // sound there are no clicks to tap along with: the button is off and says why.
            row![
                theme::text_button(
                    palette,
                    i18n.t("quiz-calibrate-open"),
                    16,
                    theme::Kind::Secondary
                )
                .on_press_maybe(self.can_hear.then_some(Message::Calibrate)),
                text(if self.can_hear {
                    i18n.t_args(
                        "quiz-calibrate-kept",
                        &[("ms", Arg::from(self.tap_offset_ms.to_string()))],
                    )
                } else {
                    i18n.t("quiz-calibrate-no-sound")
                })
                .size(15)
                .color(palette.on_table_dim),
            ]
            .spacing(12)
            .align_y(Alignment::Center),
        ]
        .spacing(10);

        let mut start = button(text(i18n.t("quiz-start")).size(22))
            .padding([10, 26])
            .style(theme::button(palette, theme::Kind::Primary));
        if self.can_start() {
            start = start.on_press(Message::Start);
        }
        // Back on the left and Start on the right, as on New game.
        let mut bottom = row![
            theme::text_button(palette, i18n.t("new-back"), 20, theme::Kind::Secondary)
                .on_press(Message::Home),
            start,
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        // For a class: the same questions on paper, with their answers on a page of their own.
        let mut worksheet = theme::text_button(
            palette,
            i18n.t("quiz-worksheet-button"),
            18,
            theme::Kind::Secondary,
        );
        if !self.worksheet_kinds().is_empty() {
            worksheet = worksheet.on_press(Message::Worksheet);
        }
        bottom = bottom.push(Space::new().width(Length::Fixed(24.0)));
        bottom = bottom.push(worksheet);
        if self.round_kinds().is_empty() {
            bottom = bottom.push(text(i18n.t("quiz-no-kinds")).size(16).color(palette.accent));
        }
        let page = column![
            text(i18n.t("quiz-title")).size(38),
            text(i18n.t("quiz-explain"))
                .size(17)
                .color(palette.on_table_dim),
            row![
                container(who).width(Length::FillPortion(1)),
                container(right).width(Length::FillPortion(1))
            ]
            .spacing(24),
        ]
        .spacing(16)
        .padding(24)
        .max_width(1100);
        // Under the button: what the last worksheet did, or that a round longer than a
        // sheet holds is printed at the sheet's most.
        let note = text(self.worksheet_note.as_ref().map_or_else(
            || {
                let most = *WORKSHEET_COUNTS.end();
                if self.round_length() > most {
                    i18n.t_args("quiz-worksheet-at-most", &[("count", Arg::from(most))])
                } else {
                    String::new()
                }
            },
            |note| note.words(i18n),
        ))
        .size(16)
        .color(palette.on_table_dim);
        if room.width < COMPACT_BELOW.width || room.height < COMPACT_BELOW.height {
            return column![
                container(scrollable(page).height(Length::Fill)).center_x(Length::Fill),
                container(column![bottom, note].spacing(4)).padding([0, 24]),
            ]
            .spacing(8)
            .padding(iced::Padding::ZERO.bottom(12))
            .into();
        }
        container(scrollable(page.push(bottom).push(note)))
            .center_x(Length::Fill)
            .into()
    }

    /// The calibration of tapping: how, the pad, the outcome, and the offset kept.
    fn calibrate_page<'a>(&'a self, i18n: &'a Localizer, palette: Palette) -> Element<'a, Message> {
        let c = &self.calibration;
        let label = if c.first_click.is_some() {
            i18n.t("quiz-tap-pad-tap")
        } else {
            i18n.t("quiz-tap-pad-start")
        };
        let outcome = match c.result {
            Some(Ok(o)) if tap::offset_ms(o) >= 0 => i18n.t_args(
                "quiz-calibrate-late",
                &[("ms", Arg::from(tap::offset_ms(o).to_string()))],
            ),
            Some(Ok(o)) => i18n.t_args(
                "quiz-calibrate-early",
                &[("ms", Arg::from((-tap::offset_ms(o)).to_string()))],
            ),
            Some(Err(n)) => i18n.t_args("quiz-calibrate-too-few", &[("count", Arg::from(n))]),
            None => String::new(),
        };
        let page = column![
            text(i18n.t("quiz-calibrate-title")).size(34),
            text(i18n.t("quiz-calibrate-how"))
                .size(17)
                .width(Length::Fixed(PICTURE.0)),
            Canvas::new(TapPad {
                label,
                lit: c.held,
                palette,
                down: Message::TapDown,
                up: Message::TapUp,
            })
            .width(Length::Fixed(PAD.0))
            .height(Length::Fixed(PAD.1)),
            text(outcome).size(19).color(palette.accent),
            text(i18n.t_args(
                "quiz-calibrate-kept",
                &[("ms", Arg::from(self.tap_offset_ms.to_string()))]
            ))
            .size(17),
            row![
                theme::text_button(palette, i18n.t("new-back"), 20, theme::Kind::Secondary)
                    .on_press(Message::ToSetup),
                theme::text_button(
                    palette,
                    i18n.t("quiz-calibrate-reset"),
                    20,
                    theme::Kind::Secondary
                )
                .on_press(Message::CalibrateReset),
            ]
            .spacing(12),
        ]
        .spacing(16)
        .padding(24)
        .align_x(Alignment::Center);
        container(scrollable(page)).center_x(Length::Fill).into()
    }

    /// A question in a window `room` (logical pixels): in a window under
    /// [`COMPACT_BELOW`] (a projector at 150 %, 683 × 481) everything is drawn at
    /// [`COMPACT`] of its size, the four options stand in one row where it holds them, and
    /// Stop the round stands on the top line, so that the question, its options, the
    /// feedback and the button to go on are all in view.
    fn asking<'a>(
        &'a self,
        r: &'a quiz::Round,
        i18n: &'a Localizer,
        palette: Palette,
        room: iced::Size,
    ) -> Element<'a, Message> {
        let Some(q) = r.current() else {
            return Space::new().into();
        };
        let compact = room.width < COMPACT_BELOW.width || room.height < COMPACT_BELOW.height;
        let k = if compact { COMPACT } else { 1.0 };
        let page_pad = if compact { 12.0 } else { 20.0 };
        let quit = button(text(i18n.t("quiz-stop")).size(16))
            .on_press(Message::Stop)
            .style(theme::button(palette, theme::Kind::Secondary));
        let mut head = row![
            text(i18n.t_args(
                "quiz-question-of",
                &[
                    ("n", Arg::from(r.position() + 1)),
                    ("count", Arg::from(r.len())),
                ],
            ))
            .size(20),
            Space::new().width(Length::Fill),
        ]
        .spacing(16)
        .align_y(Alignment::Center);
        let quit = if compact {
            head = head.push(quit);
            None
        } else {
            Some(quit)
        };
        if r.teams().is_empty() {
            head = head.push(
                text(i18n.t_args(
                    "quiz-score-streak",
                    &[
                        ("score", Arg::from(r.score())),
                        ("streak", Arg::from(r.streak())),
                    ],
                ))
                .size(20),
            );
        } else {
            head = head.push(scoreboard(r, i18n, palette));
        }

        let mut body = column![]
            .spacing(if compact { 6 } else { 14 })
            .align_x(Alignment::Center);
        if let Some(t) = r.team_to_answer() {
            // On the panel's darker ground and outlined in the team's colour: a pale team
            // colour alone on the baize is hard to read from the back of a classroom.
            body = body.push(
                container(
                    text(i18n.t_args(
                        "quiz-team-to-answer",
                        &[("team", r.teams()[t].clone().into())],
                    ))
                    .size(26.0 * k)
                    .color(team_color(palette, t)),
                )
                .padding([2, 16])
                .style(theme::panel_outlined(palette, team_color(palette, t), 2.0)),
            );
        }
        body = body.push(
            text(q.prompt.clone())
                .size(36.0 * k)
                .align_x(Alignment::Center),
        );
        let width = room.width - 2.0 * page_pad;
        if let Some(v) = shown(q, r.feedback().is_some(), palette, k, width) {
            body = body.push(v);
        }
        if q.kind == Kind::Tap {
            if let Some(t) = self.tapping.as_ref() {
                body = body.push(tap::exercise(
                    t,
                    i18n,
                    palette,
                    TAP_MESSAGES,
                    Some(i18n.t("quiz-tap-first-counts")),
                ));
            }
        } else if q.note_to_play().is_some() {
            body = body.push(
                theme::text_button(
                    palette,
                    i18n.t("quiz-hear-again"),
                    20,
                    theme::Kind::Secondary,
                )
                .on_press(Message::Listen),
            );
        }

        let feedback = r.feedback();
        if q.kind == Kind::Tap {
            // Tapped on the pad above: no options, no field.
        } else if self.typing() {
            // A figure and a count are always whole numbers: the field does not suggest
            // a fraction there.
            let whole = matches!(q.kind, Kind::Figure | Kind::Count);
            let placeholder = i18n.t(if q.wants_note() {
                "quiz-type-note"
            } else if whole {
                "quiz-type-whole"
            } else {
                "quiz-type-number"
            });
            // Once answered the field is read-only; it keeps the answer as readable as while
            // typing (iced greys a disabled field's text).
            let mut field = text_input(&placeholder, &self.input)
                .id(ANSWER_FIELD)
                .size(28.0 * k)
                .width(Length::Fixed(460.0 * k))
                .style(move |theme: &iced::Theme, status| {
                    let mut style = iced::widget::text_input::default(theme, status);
                    if matches!(status, iced::widget::text_input::Status::Disabled) {
                        style.value = palette.on_table;
                        style.background = iced::Background::Color(palette.panel);
                    }
                    style
                });
            let mut submit = button(text(i18n.t("quiz-submit")).size(22))
                .padding([8, 20])
                .style(theme::button(palette, theme::Kind::Primary));
            if feedback.is_none() {
                field = field.on_input(Message::Input).on_submit(Message::Submit);
                submit = submit.on_press(Message::Submit);
            }
            body = body.push(row![field, submit].spacing(12).align_y(Alignment::Center));
            if self.not_understood {
                // A slip of a letter or two in a note's name is met with the name it nearly
                // spells, to be typed again.
                let words = match q.names.nearest(&self.input).filter(|_| q.wants_note()) {
                    Some(note) => i18n.t_args(
                        "quiz-did-you-mean",
                        &[("name", q.names.name(note).to_string().into())],
                    ),
                    // Told as the field asks for it: a whole number where the field says so.
                    None => i18n.t(if q.wants_note() {
                        "quiz-not-understood-note"
                    } else if whole {
                        "quiz-not-understood-whole"
                    } else {
                        "quiz-not-understood-number"
                    }),
                };
                body = body.push(text(words).size(18).color(palette.accent));
            }
        } else {
            body = body.push(options(q, feedback.as_ref(), r, palette, k, width));
        }

        if let Some(limit) = r.time_limit()
            && feedback.is_none()
            && q.kind != Kind::Tap
        {
            let left = (f64::from(limit) - self.elapsed().as_secs_f64()).max(0.0);
            body = body.push(
                column![
                    progress_bar(0.0..=limit as f32, left as f32).length(Length::Fixed(420.0)),
                    text(i18n.t_args(
                        "quiz-seconds-left",
                        &[("seconds", Arg::from(left.ceil() as u32))]
                    ))
                    .size(16)
                    .color(palette.on_table_dim),
                ]
                .spacing(4)
                .align_x(Alignment::Center),
            );
        }

        // The feedback stands below the question's page, outside it, so that it and the button
        // to go on are always in view while the question stays at the top.
        let mut panel = None;
        if let Some(f) = feedback {
            let tapped = r.tap_results(r.position());
            let (headline, color) = match f.outcome {
                Outcome::Right => (i18n.t("quiz-right"), palette.accent),
                // A rhythm tapped: how many of its notes were right at the first try.
                Outcome::Wrong if tapped.is_some() => (
                    i18n.t_args(
                        "quiz-tap-right-count",
                        &[
                            (
                                "right",
                                Arg::from(tapped.map_or(0, |t| t.iter().filter(|n| n.1).count())),
                            ),
                            ("count", Arg::from(tapped.map_or(0, <[_]>::len))),
                        ],
                    ),
                    palette.on_table,
                ),
                // A glyph chosen wrongly is named: the pupil sees which note it was.
                Outcome::Wrong => match f.given.as_ref().and_then(|g| g.note()) {
                    Some(given) if q.options_are_glyphs() => (
                        i18n.t_args(
                            "quiz-wrong-glyph",
                            &[
                                ("given", i18n.t(&format!("quiz-one-{}", given.key())).into()),
                                ("answer", f.answer_label.clone().into()),
                            ],
                        ),
                        palette.on_table,
                    ),
                    _ => (
                        i18n.t_args("quiz-wrong", &[("answer", f.answer_label.clone().into())]),
                        palette.on_table,
                    ),
                },
                Outcome::TimedOut => (
                    i18n.t_args(
                        "quiz-timed-out",
                        &[("answer", f.answer_label.clone().into())],
                    ),
                    palette.on_table,
                ),
            };
            let last = r.position() + 1 == r.len();
            panel = Some(
                container(
                    // The verdict and why beside the button to go on: one band, low enough to
                    // leave the question and its options in view on a projector's large size.
                    row![
                        column![
                            text(headline).size(26.0 * k).color(color),
                            text(f.explanation).size((19.0 * k).max(15.0)),
                        ]
                        .spacing(6)
                        .width(Length::Fill),
                        button(
                            text(i18n.t(if last {
                                "quiz-see-results"
                            } else {
                                "quiz-next"
                            }))
                            .size(22)
                        )
                        .padding([8, 24])
                        .on_press(Message::Next)
                        .style(theme::button(palette, theme::Kind::Primary)),
                    ]
                    .spacing(16)
                    .align_y(Alignment::Center),
                )
                .padding(if compact { 8 } else { 12 })
                .max_width(1000)
                .style(theme::panel_outlined(palette, color, 2.0)),
            );
        }
        let mut page = column![
            head,
            // The question stays where it is when the feedback appears below it.
            container(scrollable(container(body).center_x(Length::Fill)).id(QUESTION_PAGE))
                .height(Length::Fill)
                .padding(iced::Padding {
                    top: 12.0 * k,
                    ..iced::Padding::ZERO
                }),
        ]
        .spacing(12.0 * k)
        .padding(page_pad);
        if let Some(panel) = panel {
            page = page.push(container(panel).center_x(Length::Fill));
        }
        if let Some(quit) = quit {
            page = page.push(quit);
        }
        page.into()
    }

    fn results<'a>(
        &'a self,
        r: &'a quiz::Round,
        i18n: &'a Localizer,
        palette: Palette,
    ) -> Element<'a, Message> {
        let mut col = column![text(i18n.t("quiz-results")).size(38)].spacing(10);
        // Teams are scored on the scoreboard below; the class's score and longest run of
        // right answers, shared among the teams, would say nothing of any one of them.
        if r.teams().is_empty() {
            col = col.push(
                text(i18n.t_args(
                    "quiz-results-score",
                    &[
                        ("score", Arg::from(r.score())),
                        ("count", Arg::from(r.len())),
                    ],
                ))
                .size(28)
                .color(palette.accent),
            );
            col = col.push(
                text(i18n.t_args(
                    "quiz-results-streak",
                    &[("streak", Arg::from(r.best_streak()))],
                ))
                .size(20),
            );
        }
        // The time for an answer comes after the verdict of a team round, not before it.
        let mut time = r.mean_time_ms().map(|ms| {
            text(i18n.t_args(
                "quiz-results-time",
                &[("seconds", i18n.decimal(ms as f64 / 1000.0).into())],
            ))
            .size(20)
        });
        if r.teams().is_empty()
            && let Some(t) = time.take()
        {
            col = col.push(t);
        }
        if !r.teams().is_empty() {
            let names: Vec<String> = r
                .leaders()
                .into_iter()
                .map(|t| r.teams()[t].clone())
                .collect();
            let verdict = if !r.turns_even() {
                i18n.t("quiz-results-uneven")
            } else if names.is_empty() {
                i18n.t("quiz-results-no-winner")
            } else {
                i18n.t_args(
                    "quiz-results-leaders",
                    &[
                        (
                            "names",
                            crate::ui::screen::game::join_names(i18n, &names).into(),
                        ),
                        ("count", Arg::from(names.len())),
                    ],
                )
            };
            col = col.push(text(verdict).size(26).color(palette.accent));
            col = col.push(scoreboard(r, i18n, palette));
            if let Some(t) = time {
                col = col.push(t);
            }
        }
        col = col.push(text(i18n.t("quiz-results-by-note")).size(20));
        for acc in r.accuracy() {
            let ratio = acc.ratio();
            // Leaves the count beside it room for "aucune question" on one line.
            let bar_width = 280.0;
            let filled = ratio.unwrap_or(0.0) * bar_width;
            let bar = container(
                container(Space::new())
                    .width(Length::Fixed(filled.max(0.0)))
                    .height(Length::Fixed(18.0))
                    .style(move |_| container::Style {
                        background: Some(iced::Background::Color(palette.accent)),
                        border: iced::Border {
                            radius: 4.0.into(),
                            ..iced::Border::default()
                        },
                        ..container::Style::default()
                    }),
            )
            .width(Length::Fixed(bar_width))
            .height(Length::Fixed(18.0))
            .style(theme::panel_outlined(palette, palette.on_table_dim, 1.0));
            let label = if acc.asked == 0 {
                i18n.t("quiz-results-not-asked")
            } else {
                i18n.t_args(
                    "quiz-results-right-of",
                    &[
                        ("right", Arg::from(acc.right)),
                        ("asked", Arg::from(acc.asked)),
                    ],
                )
            };
            col = col.push(
                row![
                    Canvas::new(NoteCard {
                        note: Some(acc.note),
                        figure: true,
                        outlined: false,
                        palette,
                    })
                    .width(Length::Fixed(SMALL_CARD))
                    .height(Length::Fixed(SMALL_CARD)),
                    text(i18n.note_name(acc.note))
                        .size(18)
                        .width(Length::Fixed(220.0)),
                    bar,
                    text(label).size(17),
                ]
                .spacing(12)
                .align_y(Alignment::Center),
            );
        }
        let name = pupil_name(&self.pupil).unwrap_or_default();
        let kept = match &self.kept {
            Kept::Nothing => None,
            Kept::Saving => Some((
                i18n.t_args("quiz-results-saving", &[("name", name.into())]),
                palette.on_table_dim,
            )),
            Kept::Kept => Some((
                i18n.t_args("quiz-results-kept", &[("name", name.into())]),
                palette.on_table_dim,
            )),
            Kept::Failed(reason) => Some((
                i18n.t_args(
                    "quiz-results-not-kept",
                    &[("name", name.into()), ("reason", reason.clone().into())],
                ),
                palette.accent,
            )),
        };
        if let Some((line, color)) = kept {
            col = col.push(text(line).size(16).color(color));
        }
        // The buttons stand below the results, outside their scrolling, so that they are in
        // view however large the page is set.
        let buttons = row![
            theme::text_button(palette, i18n.t("quiz-again"), 20, theme::Kind::Primary)
                .on_press(Message::Again),
            theme::text_button(palette, i18n.t("quiz-change"), 20, theme::Kind::Secondary)
                .on_press(Message::ToSetup),
            theme::text_button(palette, i18n.t("game-home"), 20, theme::Kind::Secondary)
                .on_press(Message::Home),
        ]
        .spacing(12);
        // The results keep one width whatever the teams' names, and the scrollbar (should
        // a large size need one) stands at the window's edge, not beside the results.
        column![
            scrollable(
                container(col.padding(24).width(Length::Fill).max_width(RESULTS_WIDTH))
                    .center_x(Length::Fill)
            )
            .height(Length::Fill),
            container(buttons).center_x(Length::Fill).padding(16),
        ]
        .into()
    }
}

/// What the tap exercise sends on the quiz screen.
const TAP_MESSAGES: tap::TapMessages<Message> = tap::TapMessages {
    down: Message::TapDown,
    up: Message::TapUp,
    hear: Message::HearIt,
};

/// The width of the results page's column, logical pixels: a note's row (its card, its name,
/// its bar and "3 right of 4") with room to spare.
const RESULTS_WIDTH: f32 = 760.0;

/// The side of the note card of a glyph option, logical pixels (it was 92): the 64th's four
/// flags stand about 51 px tall on it.
const GLYPH_CARD: f32 = 108.0;
/// The window, logical pixels, under which a question is drawn compact ([`COMPACT`]): the
/// least window of 1024 × 700 that the full sizes were made for.
pub const COMPACT_BELOW: iced::Size = iced::Size::new(1000.0, 700.0);
/// The share of its size a question is drawn at in a window under [`COMPACT_BELOW`]: at
/// 150 % that is about the size it has at 100 % (0.7 × 1.5 = 1.05).
pub const COMPACT: f32 = 0.7;

/// The widest a bar may be, logical pixels: what the least window (1024 wide) leaves inside
/// the quiz's margins.
const BAR_ROW: f32 = 900.0;

/// A bar's staff space, logical pixels, where it fits [`BAR_ROW`]: its notes a little larger
/// than on a glyph option's card, to be read from the back of a classroom.
const BAR_SPACE: f32 = 16.0;

/// The size of a tablet of a "count these tablets" question, logical pixels: up to four in a
/// row, large enough to read the figures from the back of a classroom (it was 150 × 84).
pub(crate) const COUNT_TABLET: (f32, f32) = (196.0, 110.0);

/// The side of the small note card (glyph and figure) beside each note of the results and of
/// a pupil's progress, logical pixels.
pub(crate) const SMALL_CARD: f32 = 40.0;

/// The width an option's key cap takes, and its mark after the answer, logical pixels.
const KEY_WIDTH: f32 = 32.0;

/// The side of the note card a "Which note is this?" question shows, logical pixels.
const NAME_CARD: f32 = 136.0;

/// The size of a tap question's tablets once tapped, against their size before.
const TAP_TABLETS_ANSWERED: f32 = 0.6;

/// The notes or tablets a question shows with its prompt: the glyph of a `name` question
/// (without its figure, which would give the answer away), the bar of a `bar` with a box for
/// the missing note (once `answered`, the missing note itself in it), the tablets of a
/// `count`.
/// The question's tablets in a row, each [`COUNT_TABLET`] in size (logical px): the hand
/// to count, or the rhythm to tap.
fn tablet_row<'a>(q: &Question, palette: Palette, scale: f32) -> iced::widget::Row<'a, Message> {
    row(q.tablets().into_iter().map(|(a, b)| {
        Canvas::new(TabletCanvas {
            halves: Some((a.suit(), b.suit())),
            face: crate::engine::Face::Notes,
            palette,
            emphasis: Emphasis::Normal,
            vertical: false,
        })
        .width(Length::Fixed(COUNT_TABLET.0 * scale))
        .height(Length::Fixed(COUNT_TABLET.1 * scale))
        .into()
    }))
}

/// What a question shows above its options, drawn at `k` of its size (1, or [`COMPACT`]) in
/// a row `width` logical pixels wide.
fn shown<'a>(
    q: &Question,
    answered: bool,
    palette: Palette,
    k: f32,
    width: f32,
) -> Option<Element<'a, Message>> {
    let card = |note: Option<NoteValue>, outlined: bool, side: f32| -> Element<'a, Message> {
        Canvas::new(NoteCard {
            note,
            figure: false,
            outlined,
            palette,
        })
        .width(Length::Fixed(side))
        .height(Length::Fixed(side))
        .into()
    };
    match q.kind {
        Kind::Name => Some(card(q.notes.first().copied(), false, NAME_CARD * k)),
        Kind::Bar => {
            // The bar engraved, as the worksheet prints it: a staff space of BAR_SPACE while
            // the bar fits the width of the least window, smaller beyond, so that a bar is
            // never wrapped into what looks like two.
            let notes = q.shown_notes().to_vec();
            let (_, size) = BarStrip::measure(&notes, BAR_SPACE * k, BAR_ROW.min(width));
            Some(
                Canvas::new(BarStrip {
                    notes,
                    answer: answered.then(|| q.answer.note()).flatten(),
                    palette,
                })
                .width(Length::Fixed(size.width))
                .height(Length::Fixed(size.height))
                .into(),
            )
        }
        // The rhythm to tap: its tablets laid end to end, as on the line of play.
        // Once tapped the verdict's picture numbers the notes under the tablets, drawn
        // smaller then, so that the picture and every sentence of the verdict stand in the
        // least window.
        Kind::Tap => {
            let scale = if answered { TAP_TABLETS_ANSWERED } else { 1.0 };
            Some(tablet_row(q, palette, scale).spacing(2).into())
        }
        Kind::Count => Some(tablet_row(q, palette, k).spacing(10).wrap().into()),
        _ => None,
    }
}

/// The four options as buttons (glyph cards for a `glyph` question), numbered 1–4; once
/// answered, the right one is marked and the one chosen, if wrong, too.
/// The options drawn at `k` of their size (1, or [`COMPACT`]), two by two, or in one row
/// where a row `room` logical pixels wide holds all four at [`COMPACT`].
fn options<'a>(
    q: &Question,
    feedback: Option<&quiz::round::Feedback>,
    r: &quiz::Round,
    palette: Palette,
    k: f32,
    room: f32,
) -> Element<'a, Message> {
    let right = q.right_option();
    let chosen = feedback
        .and_then(|f| f.given)
        .and_then(|g| q.options.iter().position(|o| o.same(&g)));
    let labels = q.option_labels();
    // Glyph options large enough that three flags and four are told apart from the back of
    // a classroom.
    let width = k * if q.options_are_glyphs() { 240.0 } else { 340.0 };
    // Every option the same height, before and after the answer, so nothing moves.
    let height = match (q.options_are_glyphs(), k < 1.0) {
        (true, _) => 128.0 * k,
        // Compact words, 21 px of type with 4 px above and below and the outline's room.
        (false, true) => 38.0,
        (false, false) => 62.0,
    };
    // Compact, closer round the words.
    let pad = if k < 1.0 { [4.0, 12.0] } else { [10.0, 16.0] };
    // One type size for all four, so that no option stands out: smaller when any name is
    // long ("semidemisemiquaver"), to fit the button.
    let size = k * if labels.iter().any(|l| l.chars().count() > 14) {
        24.0
    } else {
        30.0
    };
    let buttons: Vec<Element<'a, Message>> = q
        .options
        .iter()
        .enumerate()
        .map(|(i, option)| {
            let face: Element<'a, Message> = match option.note() {
                Some(n) if q.options_are_glyphs() => Canvas::new(NoteCard {
                    note: Some(n),
                    figure: false,
                    outlined: false,
                    palette,
                })
                .width(Length::Fixed(GLYPH_CARD * k))
                .height(Length::Fixed(GLYPH_CARD * k))
                .into(),
                _ => text(labels[i].clone()).size(size).into(),
            };
            let Some(_) = feedback else {
                // The key number takes the width the mark takes after the answer, so the
                // option does not shift sideways when answered.
                // The key drawn as a key cap, apart from the answer, which may be a number
                // itself ("3" beside "1." was read as the third option).
                let key = container(
                    container(text((i + 1).to_string()).size(18).color(palette.on_table))
                        .padding([1, 8])
                        .style(theme::key_cap(palette)),
                )
                .center_x(Length::Fixed(KEY_WIDTH));
                let content = row![key, face].spacing(10).align_y(Alignment::Center);
                let mut b = button(container(content).center(Length::Fill))
                    .width(Length::Fixed(width))
                    .height(Length::Fixed(height))
                    .padding(pad)
                    .style(theme::button(palette, theme::Kind::Secondary));
                if !r.is_over() {
                    b = b.on_press(Message::Choose(i));
                }
                return b.into();
            };
            // Answered: the right option ticked and outlined, a wrong choice crossed (✔ and ✘,
            // which Linux Libertine draws: a page in the browser has no other font to fall back on).
            let (mark, outline, width_px) = if i == right {
                (RIGHT_MARK, palette.accent, 3.0)
            } else if Some(i) == chosen {
                (WRONG_MARK, palette.on_table, 2.0)
            } else {
                (
                    "",
                    iced::Color {
                        a: 0.3,
                        ..palette.on_table_dim
                    },
                    1.0,
                )
            };
            let content = row![
                text(mark)
                    .size(26)
                    .color(outline)
                    .width(Length::Fixed(KEY_WIDTH))
                    .align_x(Alignment::Center),
                face
            ]
            .spacing(10)
            .align_y(Alignment::Center);
            container(container(content).center(Length::Fill))
                .width(Length::Fixed(width))
                .height(Length::Fixed(height))
                .padding(pad)
                .style(theme::panel_outlined(palette, outline, width_px))
                .into()
        })
        .collect();
    let gap = 12.0 * k;
    let per_line = if k < 1.0 && 4.0 * (width + gap) - gap <= room {
        4
    } else {
        2
    };
    let mut grid = column![].spacing(gap).align_x(Alignment::Center);
    let mut it = buttons.into_iter().peekable();
    while it.peek().is_some() {
        grid = grid.push(row(it.by_ref().take(per_line)).spacing(gap));
    }
    grid.into()
}

/// A pupil's progress, for them or a parent or teacher: a row per kind of question and a
/// column per note, each cell the box its card is in (1, asked every round, to 5, asked every
/// sixteenth; empty where never asked, blank where the kind does not ask about that note);
/// then the rounds played and the items in box 1, missed most recently, to practise.
fn progress_page<'a>(
    name: String,
    boxes: &crate::quiz::Leitner,
    i18n: &'a Localizer,
    palette: Palette,
) -> Element<'a, Message> {
    const CELL: f32 = 46.0;
    const KIND_COLUMN: f32 = 220.0;
    let head = row(
        std::iter::once(Space::new().width(Length::Fixed(KIND_COLUMN)).into()).chain(
            NoteValue::ALL.into_iter().map(|note| {
                container(
                    Canvas::new(NoteCard {
                        note: Some(note),
                        figure: true,
                        outlined: false,
                        palette,
                    })
                    .width(Length::Fixed(SMALL_CARD))
                    .height(Length::Fixed(SMALL_CARD)),
                )
                .width(Length::Fixed(CELL))
                .center_x(Length::Fixed(CELL))
                .into()
            }),
        ),
    )
    .spacing(4);
    let mut grid = column![head].spacing(4);
    for kind in Kind::ALL {
        let cells = NoteValue::ALL.into_iter().map(move |note| {
            let item = quiz::Item { kind, note };
            let (words, fill) = match boxes.card(item) {
                _ if !item.is_valid() => (String::new(), None),
                None => ("–".to_string(), None),
                // The higher the box, the fuller its colour: box 1 is what to practise.
                Some(card) => (
                    card.box_number.to_string(),
                    Some(iced::Color {
                        a: 0.15 + 0.17 * f32::from(card.box_number.saturating_sub(1)),
                        ..palette.accent
                    }),
                ),
            };
            container(text(words).size(18))
                .center_x(Length::Fixed(CELL))
                .center_y(Length::Fixed(32.0))
                .style(move |_| container::Style {
                    background: fill.map(iced::Background::Color),
                    border: iced::Border {
                        radius: 4.0.into(),
                        ..iced::Border::default()
                    },
                    ..container::Style::default()
                })
                .into()
        });
        grid = grid.push(
            row(std::iter::once(
                text(i18n.t(&kind.message_id()))
                    .size(17)
                    .width(Length::Fixed(KIND_COLUMN))
                    .into(),
            )
            .chain(cells))
            .spacing(4)
            .align_y(Alignment::Center),
        );
    }
    let names = quiz::NoteNames::new(i18n);
    let mut practise: Vec<(quiz::Item, &crate::quiz::schedule::Card)> = boxes
        .cards()
        // Only what can still be asked: a progress file may hold items no longer asked (how
        // many semibreves make a semibreve).
        .filter(|(item, c)| c.box_number == 1 && c.wrong > 0 && item.is_valid())
        .collect();
    practise.sort_by_key(|(item, c)| (std::cmp::Reverse(c.last_session), c.right, *item));
    let practise_words = if practise.is_empty() {
        i18n.t("quiz-progress-nothing-to-practise")
    } else {
        practise
            .iter()
            .take(PRACTISE_NAMED)
            .map(|(item, _)| {
                i18n.t_args(
                    "quiz-progress-item",
                    &[
                        ("kind", i18n.t(&item.kind.message_id()).into()),
                        ("note", names.name(item.note).to_string().into()),
                    ],
                )
            })
            .chain(
                // The eight most lately missed are named; the others are counted, so that the
                // list never seems to leave out a cell of box 1.
                (practise.len() > PRACTISE_NAMED).then(|| {
                    i18n.t_args(
                        "quiz-progress-more",
                        &[("count", Arg::from(practise.len() - PRACTISE_NAMED))],
                    )
                }),
            )
            .collect::<Vec<_>>()
            .join(" · ")
    };
    let page = column![
        text(i18n.t_args("quiz-progress-title", &[("name", name.into())])).size(34),
        text(i18n.t_args(
            "quiz-progress-rounds",
            &[("rounds", Arg::from(boxes.session()))]
        ))
        .size(18),
        text(i18n.t("quiz-progress-explain"))
            .size(15)
            .color(palette.on_table_dim),
        grid,
        text(i18n.t("quiz-progress-practise")).size(20),
        text(practise_words).size(18).color(palette.accent),
        theme::text_button(palette, i18n.t("new-back"), 20, theme::Kind::Secondary)
            .on_press(Message::ToSetup),
    ]
    .spacing(12)
    .padding(24)
    .max_width(1100);
    container(scrollable(page)).center_x(Length::Fill).into()
}

/// How many of the items to practise the progress page names (the rest it counts).
const PRACTISE_NAMED: usize = 8;

/// The teams' scores in a row, the team to answer outlined.
fn scoreboard<'a>(r: &quiz::Round, i18n: &Localizer, palette: Palette) -> Element<'a, Message> {
    let turn = r.team_to_answer();
    row(r.scoreboard().into_iter().enumerate().map(|(t, s)| {
        let color = team_color(palette, t);
        container(
            column![
                // Large enough to read from the back of a class.
                text(s.name).size(22).color(color),
                text(i18n.t_args(
                    "quiz-team-score",
                    &[
                        ("right", Arg::from(s.right)),
                        ("answered", Arg::from(s.answered)),
                    ],
                ))
                .size(22),
            ]
            .spacing(2),
        )
        .padding([6, 12])
        .style(if turn == Some(t) {
            theme::panel_outlined(palette, palette.accent, 3.0)
        } else {
            theme::panel_outlined(palette, iced::Color { a: 0.5, ..color }, 1.0)
        })
        .into()
    }))
    .spacing(8)
    // Long team names take another line of cards rather than squeeze the last one into a
    // word a line.
    .wrap()
    .vertical_spacing(8)
    .into()
}

/// The colour of team `t` (0–3), as the default names say: red, blue, green, gold.
fn team_color(palette: Palette, t: usize) -> iced::Color {
    [
        theme::rgb(0xEE8A7E),
        palette.seats[1],
        theme::rgb(0x9FD69B),
        palette.seats[0],
    ][t % 4]
}

/// The mark beside the right option once answered (U+2714, in Linux Libertine, the interface
/// font: in the browser no system font stands behind it).
const RIGHT_MARK: &str = "\u{2714}";
/// The mark beside a wrong choice (U+2718, in Linux Libertine).
const WRONG_MARK: &str = "\u{2718}";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_answer_marks_are_in_the_interface_font() {
        // The browser has no fonts of its own to draw a character the app's fonts lack: ✓ and
        // ✗ (U+2713, U+2717) are in none of them and showed as empty boxes there.
        let face = ttf_parser::Face::parse(crate::ui::glyphs::LIBERTINE, 0).unwrap();
        for mark in [RIGHT_MARK, WRONG_MARK] {
            let c = mark.chars().next().unwrap();
            assert!(
                face.glyph_index(c).is_some(),
                "{c} is not in Linux Libertine"
            );
        }
        assert!(face.glyph_index('\u{2713}').is_none());
    }

    #[test]
    fn the_clock_stands_while_a_slip_is_typed_again() {
        let i18n = Localizer::new("en-GB");
        let mut quiz = Quiz::new(&i18n, ProgressFile::default(), 7);
        for k in Kind::ALL {
            let _ = quiz.update(Message::Kind(k, k == Kind::Name), &i18n);
        }
        let _ = quiz.update(Message::Typed(true), &i18n);
        let _ = quiz.update(Message::TimeLimit(Some(10)), &i18n);
        let _ = quiz.update(Message::Start, &i18n);
        let _ = quiz.update(Message::Input("minum".into()), &i18n);
        let _ = quiz.update(Message::Submit, &i18n);
        assert!(quiz.not_understood, "a slip: asked to type it again");
        // As if asked 63 s ago and slipped 3 s later, the slip on screen since: 3 s of the
        // 10 are gone, so the question is still open.
        let clock = quiz.asked_at.as_mut().unwrap();
        assert!(clock.stopped.is_some(), "the clock stands");
        let now = Instant::now();
        clock.asked = now - Duration::from_secs(63);
        clock.stopped = Some(now - Duration::from_secs(60));
        let _ = quiz.update(Message::Tick, &i18n);
        assert!(!quiz.round.as_ref().unwrap().is_answered(), "not timed out");
        let left = Duration::from_secs(10) - quiz.elapsed();
        assert!(left > Duration::from_secs(6), "{left:?} left");
        // Typing again, the clock goes on from 3 s.
        let _ = quiz.update(Message::Input("m".into()), &i18n);
        let gone = quiz.elapsed();
        assert!(
            gone >= Duration::from_secs(3) && gone < Duration::from_secs(4),
            "{gone:?}"
        );
    }

    #[test]
    fn a_clock_that_stood_counts_only_the_time_it_ran() {
        let t0 = Instant::now();
        let s = Duration::from_secs;
        let mut c = Clock::start(t0);
        assert_eq!(c.elapsed(t0 + s(2)), s(2));
        c.stop(t0 + s(2));
        assert_eq!(c.elapsed(t0 + s(50)), s(2));
        c.go_on(t0 + s(50));
        assert_eq!(c.elapsed(t0 + s(51)), s(3));
        // Stopped twice, it counts both stands.
        c.stop(t0 + s(52));
        c.stop(t0 + s(53));
        c.go_on(t0 + s(60));
        assert_eq!(c.elapsed(t0 + s(61)), s(5));
    }
}
