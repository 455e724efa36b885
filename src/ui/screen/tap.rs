//! The tap exercise as the quiz's tap questions and the game's Tap it share it: a rhythm's
//! state while it is tapped, the verdict in words, the exercise's view (tempo, Hear it, the
//! pad, the picture and the words), and the calibration of tapping. They only
//! collect the times of presses and releases (as the pad stamped them, in
//! [`iced::time::Instant`]s) and hand them to the pure grading, [`crate::quiz::tap`].

use std::time::Duration;

use iced::time::Instant;
use iced::widget::canvas::Canvas;
use iced::widget::{column, container, row, text};
use iced::{Alignment, Element, Length};

use crate::audio::synth::{COUNT_IN_BEATS, TAP_LEAD_MS};
use crate::i18n::{Arg, Localizer};
use crate::music::NoteValue;
use crate::quiz::tap::{
    self, CALIBRATION_CLICKS, Hold, Press, Timing, Verdict, calibrate, counts, grade, tapping_ends,
    tempo_for,
};
use crate::ui::theme::{self, Palette};
use crate::ui::widget::tap::{TapPad, TapPicture};

/// The pad's size, logical pixels: large enough to hit without looking.
pub const PAD: (f32, f32) = (460.0, 120.0);

/// The verdict picture's size, logical pixels: the width of four tablets in a row.
pub const PICTURE: (f32, f32) = (800.0, 130.0);

/// The messages the exercise's view sends, as the screen showing it names them.
#[derive(Debug, Clone, Copy)]
pub struct TapMessages<M> {
    /// The pad pressed, at that time.
    pub down: fn(Instant) -> M,
    /// The pad let go, at that time.
    pub up: fn(Instant) -> M,
    /// Hear it.
    pub hear: M,
}

/// Where a tap question stands.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Phase {
    /// Waiting for the first press, which starts the count-in.
    Ready,
    /// Counting in, then tapping: the first note falls at `onset`; `held` is the start of
    /// the press being held, in seconds from `onset`.
    Running {
        /// When the first note falls (the count-in's end).
        onset: Instant,
        /// The press being held, if any: its start, in seconds from `onset`.
        held: Option<f64>,
    },
    /// Graded; a press starts another try.
    Done,
}

/// The tap question being shown: its rhythm, its tempo, and the presses of the try under
/// way.
#[derive(Debug, Clone)]
pub struct Tapping {
    /// The question's index in the round.
    pub question: usize,
    /// The rhythm.
    pub notes: Vec<NoteValue>,
    /// The tempo it is tapped at, in crotchets per minute ([`tempo_for`]).
    pub bpm: u32,
    /// Whether that is slower than the pupil's tempo.
    pub slowed: bool,
    /// The pupil's tempo, in crotchets per minute.
    pub asked_bpm: u32,
    /// Where it stands.
    pub phase: Phase,
    /// The presses of the try under way, in seconds from the first note's onset.
    pub presses: Vec<Press>,
    /// The verdict on the last try.
    pub verdict: Option<Verdict>,
    /// Tries finished.
    pub tries: u32,
    /// The latest time a message brought (what the view shows the pad by: no clock in the
    /// view).
    pub now: Option<Instant>,
}

/// Seconds from `from` to `t`, negative when `t` is earlier.
pub fn since(from: Instant, t: Instant) -> f64 {
    if t >= from {
        t.duration_since(from).as_secs_f64()
    } else {
        -from.duration_since(t).as_secs_f64()
    }
}

impl Tapping {
    /// Question `question`, the rhythm `notes`, at the pupil's tempo `asked_bpm` (slowed
    /// where the rhythm needs it).
    pub fn new(question: usize, notes: Vec<NoteValue>, asked_bpm: u32) -> Tapping {
        let (bpm, slowed) = tempo_for(&notes, asked_bpm);
        Tapping {
            question,
            notes,
            bpm,
            slowed,
            asked_bpm,
            phase: Phase::Ready,
            presses: Vec::new(),
            verdict: None,
            tries: 0,
            now: None,
        }
    }

    /// The count-in: one bar of [`COUNT_IN_BEATS`] beats at the tempo.
    pub fn count_in(&self) -> Duration {
        Duration::from_secs_f64(f64::from(COUNT_IN_BEATS) * 60.0 / f64::from(self.bpm.max(1)))
    }

    /// Starts a try at `t`, the press that asked for it: its sound begins the lead after
    /// it ([`lead`]; the audio thread holds it to that), the first note falls a count-in
    /// later.
    pub fn start(&mut self, t: Instant) {
        self.presses.clear();
        self.phase = Phase::Running {
            onset: t + lead() + self.count_in(),
            held: None,
        };
        self.now = Some(t);
    }

    /// A press at `t`. Returns whether it started a try (its release is then not a press).
    pub fn down(&mut self, t: Instant) -> bool {
        self.now = Some(t);
        match &mut self.phase {
            Phase::Ready | Phase::Done => {
                self.start(t);
                true
            }
            Phase::Running { onset, held } => {
                if held.is_none() {
                    *held = Some(since(*onset, t));
                }
                false
            }
        }
    }

    /// A release at `t`: the press held ends, and is kept unless it began with the
    /// count-in ([`counts`]).
    pub fn up(&mut self, t: Instant) {
        self.now = Some(t);
        if let Phase::Running { onset, held } = &mut self.phase
            && let Some(down) = held.take()
        {
            let up = since(*onset, t);
            if counts(down, self.bpm) {
                self.presses.push(Press { down, up });
            }
        }
    }

    /// Time passes, to `t`: once the tapping is over ([`tapping_ends`]) a press still held
    /// is let go there, the presses are graded with `offset` seconds taken away, and the
    /// verdict is returned.
    pub fn tick(&mut self, t: Instant, offset: f64) -> Option<&Verdict> {
        self.now = Some(t);
        let Phase::Running { onset, held } = self.phase else {
            return None;
        };
        let end = tapping_ends(&self.notes, self.bpm);
        if since(onset, t) < end {
            return None;
        }
        if let Some(down) = held.filter(|&d| counts(d, self.bpm)) {
            self.presses.push(Press { down, up: end });
        }
        self.phase = Phase::Done;
        self.tries += 1;
        self.verdict = Some(grade(&self.notes, self.bpm, &self.presses, offset));
        self.verdict.as_ref()
    }

    /// Whether a try is under way (counting in or tapping).
    pub fn running(&self) -> bool {
        matches!(self.phase, Phase::Running { .. })
    }

    /// Whether a press is being held in the try under way.
    pub fn held(&self) -> bool {
        matches!(self.phase, Phase::Running { held: Some(_), .. })
    }

    /// Whether the count-in is over at the latest time seen.
    pub fn counted_in(&self) -> bool {
        match (self.phase, self.now) {
            (Phase::Running { onset, .. }, Some(now)) => now >= onset,
            _ => false,
        }
    }
}

/// A number of beats as the verdict says it: at most two decimals, none that are zero
/// ("1.4", "2", "0.25"), with the language's decimal sign.
pub fn beats_text(i18n: &Localizer, beats: f64) -> String {
    let s = format!("{beats:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.').to_string();
    if i18n.lang().starts_with("en") {
        s
    } else {
        s.replace('.', ",")
    }
}

/// The most sentences about notes the verdict says in full ("The minim (note 2) was let go
/// too soon: you held 1.4 beats of 2."); past it, each note that was off takes one brief
/// line ("Note 2: let go too soon (1.4 beats of 2)."), so that the longest verdict (eight
/// notes, each begun off its onset and let go too soon) stands in the least window in every
/// language. Four: a tablet's two notes, each off twice, are said in full.
pub const FULL_SENTENCES: usize = 4;

/// Whether the verdict on `v` says its notes briefly, a line a note ([`FULL_SENTENCES`]).
pub fn brief(v: &Verdict) -> bool {
    let sentences: usize = v
        .notes
        .iter()
        .map(|n| {
            usize::from(n.timing != Timing::OnTime)
                + usize::from(matches!(n.hold, Hold::Short | Hold::Long))
        })
        .sum();
    sentences > FULL_SENTENCES
}

/// The verdict in words: every note right, or how many were, then what was off with each
/// note (its start, then its hold; briefly, a line a note, past [`FULL_SENTENCES`]), then
/// the extra presses.
pub fn verdict_words(v: &Verdict, i18n: &Localizer) -> Vec<String> {
    let names = crate::quiz::NoteNames::new(i18n);
    if v.right() {
        return vec![i18n.t("quiz-tap-all-right")];
    }
    let mut out = vec![i18n.t_args(
        "quiz-tap-right-count",
        &[
            ("right", Arg::from(v.notes_right())),
            ("count", Arg::from(v.notes.len())),
        ],
    )];
    // Each note's words: what was off with its start and with its hold, as the keys of the
    // full sentence and of the brief part, and their arguments.
    type Part<'k> = ((&'k str, &'k str), Vec<(&'k str, Arg)>);
    let mut said: Vec<(usize, Vec<Part>)> = Vec::new();
    for (i, n) in v.notes.iter().enumerate() {
        let ms = || -> (&str, Arg) {
            let off = n.offset().unwrap_or(0.0).abs() * 1000.0;
            ("ms", Arg::from(off.round() as u32))
        };
        let mut parts = Vec::new();
        match n.timing {
            Timing::Early => parts.push((("quiz-tap-early", "quiz-tap-brief-early"), vec![ms()])),
            Timing::Late => parts.push((("quiz-tap-late", "quiz-tap-brief-late"), vec![ms()])),
            Timing::Missing => {
                parts.push((("quiz-tap-missing", "quiz-tap-brief-missing"), vec![]));
            }
            Timing::OnTime => {}
        }
        let held = || -> Vec<(&str, Arg)> {
            let b = n.held_beats(v.bpm).unwrap_or(0.0);
            vec![
                ("held", beats_text(i18n, b).into()),
                ("beats", beats_text(i18n, n.note.seconds(60)).into()),
            ]
        };
        match n.hold {
            Hold::Short => parts.push((("quiz-tap-short", "quiz-tap-brief-short"), held())),
            Hold::Long => parts.push((("quiz-tap-long", "quiz-tap-brief-long"), held())),
            Hold::Right | Hold::Missing => {}
        }
        if !parts.is_empty() {
            said.push((i, parts));
        }
    }
    let full = !brief(v);
    for (i, parts) in said {
        let at = || -> (&str, Arg) { ("n", Arg::from(i + 1)) };
        if full {
            let note = names.name(v.notes[i].note).to_string();
            for ((full, _), mut args) in parts {
                args.extend([("note", Arg::from(note.clone())), at()]);
                out.push(i18n.t_args(full, &args));
            }
        } else {
            let what: Vec<String> = parts
                .into_iter()
                .map(|((_, brief), args)| i18n.t_args(brief, &args))
                .collect();
            out.push(i18n.t_args(
                "quiz-tap-brief-note",
                &[at(), ("what", Arg::from(what.join("; ")))],
            ));
        }
    }
    if !v.extra.is_empty() {
        out.push(i18n.t_args("quiz-tap-extra", &[("count", Arg::from(v.extra.len()))]));
    }
    out
}

/// The tap exercise of `t`: its tempo, Hear it, how to tap, the pad, and once tapped the
/// picture of the last try, its verdict in words and `footnote` under them (the quiz's "the
/// first try counts"). A press on the pad (or Space) after a try starts another, and the
/// pad says so. It sends `messages`.
pub fn exercise<'a, M: Clone + 'a>(
    t: &Tapping,
    i18n: &Localizer,
    palette: Palette,
    messages: TapMessages<M>,
    footnote: Option<String>,
) -> Element<'a, M> {
    let tempo = if t.slowed {
        i18n.t_args(
            "quiz-tap-slowed",
            &[("bpm", Arg::from(t.bpm)), ("asked", Arg::from(t.asked_bpm))],
        )
    } else {
        i18n.t_args("quiz-tap-tempo", &[("bpm", Arg::from(t.bpm))])
    };
    let mut hear = theme::text_button(palette, i18n.t("quiz-tap-hear"), 20, theme::Kind::Secondary);
    if !t.running() {
        hear = hear.on_press(messages.hear.clone());
    }
    let label = match t.phase {
        Phase::Ready => i18n.t("quiz-tap-pad-start"),
        Phase::Running { .. } if !t.counted_in() => i18n.t("quiz-tap-pad-listen"),
        Phase::Running { .. } => i18n.t("quiz-tap-pad-tap"),
        Phase::Done => i18n.t("quiz-tap-pad-again"),
    };
    let pad = |size: (f32, f32)| {
        Canvas::new(TapPad {
            label: label.clone(),
            lit: t.held(),
            palette,
            down: messages.down,
            up: messages.up,
        })
        .width(Length::Fixed(size.0))
        .height(Length::Fixed(size.1))
    };
    let verdict = t.verdict.as_ref().filter(|_| !t.running());
    let Some(v) = verdict else {
        // Before the first try the how is told; while a try is under way the pad keeps its
        // place and size.
        let mut col = column![text(tempo).size(18), hear]
            .spacing(10)
            .align_x(Alignment::Center);
        if t.tries == 0 {
            col = col.push(
                text(i18n.t("quiz-tap-how"))
                    .size(16)
                    .color(palette.on_table_dim)
                    .width(Length::Fixed(PICTURE.0)),
            );
        }
        return col.push(pad(PAD)).into();
    };
    // Tried: the how is known, so the tempo, Hear it and a smaller pad stand in one row, and
    // the picture, its legend and the verdict below them fit the least window (1024 × 700)
    // under a rhythm of four tablets, in the quiz and over the board.
    let controls = row![
        text(tempo)
            .size(15)
            .color(palette.on_table_dim)
            .width(Length::Fixed(TEMPO_WIDTH))
            .align_x(Alignment::End),
        hear,
        pad(PAD_TRIED),
    ]
    .spacing(12)
    .align_y(Alignment::Center)
    // In a window narrower than the row (at 150 % on a 1024 × 768 projector, 683 wide) the
    // pad takes a line of its own.
    .wrap()
    .vertical_spacing(6)
    .align_x(Alignment::Center);
    let mut col = column![
        controls,
        // The picture, the legend and the words as wide as they are made, or as the window
        // where it is narrower.
        container(
            Canvas::new(TapPicture {
                verdict: v.clone(),
                palette,
            })
            .width(Length::Fill)
            .height(Length::Fixed(PICTURE_TRIED_HEIGHT)),
        )
        .max_width(PICTURE.0),
        container(
            text(i18n.t("quiz-tap-legend"))
                .size(14)
                .color(palette.on_table_dim)
                .width(Length::Fill)
                .align_x(Alignment::Center),
        )
        .max_width(WORDS_WIDTH),
        // The verdict as one paragraph: the notes that were off, each in a sentence, or
        // briefly in smaller type when there are many.
        container(
            text(verdict_words(v, i18n).join(" "))
                .size(if brief(v) { 14 } else { 16 })
                .width(Length::Fill),
        )
        .max_width(WORDS_WIDTH),
    ]
    .spacing(5)
    .align_x(Alignment::Center);
    if let Some(words) = footnote {
        col = col.push(text(words).size(14).color(palette.on_table_dim));
    }
    col.into()
}

/// The pad's size once tried, logical pixels: beside the tempo and Hear it.
pub const PAD_TRIED: (f32, f32) = (340.0, 48.0);

/// The verdict picture's height once tried, logical pixels: low enough that the longest
/// verdict stands under it in the least window, under a question on two lines.
pub const PICTURE_TRIED_HEIGHT: f32 = 72.0;

/// The width of the tempo's words beside Hear it and the pad once tried, logical pixels.
const TEMPO_WIDTH: f32 = 380.0;

/// The width of the legend and the verdict's words, logical pixels: wider than the picture,
/// so that eight notes' sentences take fewer lines.
pub const WORDS_WIDTH: f32 = 960.0;

/// The calibration of tapping: eight clicks, the pupil tapping along.
#[derive(Debug, Clone, Default)]
pub struct Calibration {
    /// When the first click sounds, while the clicks run.
    pub first_click: Option<Instant>,
    /// The starts of the presses, in seconds from the first click.
    pub downs: Vec<f64>,
    /// The last calibration's outcome: the offset in seconds, or how few taps were near a
    /// click.
    pub result: Option<Result<f64, usize>>,
    /// Whether a press is held (the pad is lit).
    pub held: bool,
}

impl Calibration {
    /// A press at `t` with the clicks `bpm` crotchets a minute: the first starts the clicks
    /// (their sound begins the [`lead`] after it, the first click a beat later) and returns
    /// `true`; the others are taps.
    pub fn down(&mut self, t: Instant, bpm: u32) -> bool {
        self.held = true;
        match self.first_click {
            None => {
                self.first_click = Some(t + lead() + beat(bpm));
                self.downs.clear();
                self.result = None;
                true
            }
            Some(first) => {
                self.downs.push(since(first, t));
                false
            }
        }
    }

    /// Time passes, to `t`: half a beat after the last click the taps are measured
    /// ([`calibrate`]) and the outcome returned.
    pub fn tick(&mut self, t: Instant, bpm: u32) -> Option<Result<f64, usize>> {
        let first = self.first_click?;
        let last = (CALIBRATION_CLICKS - 1) as f64 * beat(bpm).as_secs_f64();
        if since(first, t) < last + beat(bpm).as_secs_f64() / 2.0 {
            return None;
        }
        self.first_click = None;
        let result = calibrate(&self.downs, bpm);
        self.result = Some(result);
        Some(result)
    }
}

/// How long after the press that starts it the exercise's sound begins
/// ([`TAP_LEAD_MS`]): the time the audio thread has to render it.
pub fn lead() -> Duration {
    Duration::from_millis(TAP_LEAD_MS)
}

/// One beat at `bpm` crotchets a minute (clamped as the clicks are: 30 to 200).
fn beat(bpm: u32) -> Duration {
    Duration::from_secs_f64(60.0 / f64::from(crate::audio::synth::clamp_bpm(bpm)))
}

/// The tempo the calibration's clicks sound at: the tempo setting, clamped as the sound is.
pub fn calibration_bpm(bpm: u32) -> u32 {
    crate::audio::synth::clamp_bpm(bpm)
}

/// The offset kept in the settings for a calibrated `offset` in seconds: whole
/// milliseconds.
pub fn offset_ms(offset: f64) -> i32 {
    (offset.clamp(-tap::MAX_OFFSET_S, tap::MAX_OFFSET_S) * 1000.0).round() as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::music::NoteValue::Crotchet;

    #[test]
    fn a_try_and_the_calibration_count_from_their_sound_100_ms_after_the_press() {
        // At 60 BPM: the press at t0, the sound from t0 + 0.1 s, one bar of four 1 s beats,
        // so the first crotchet falls at t0 + 4.1 s; a press there is on time to the
        // nanosecond it was stamped.
        let t0 = Instant::now();
        let mut t = Tapping::new(0, vec![Crotchet, Crotchet], 60);
        assert!(t.down(t0));
        let Phase::Running { onset, .. } = t.phase else {
            panic!("running: {:?}", t.phase);
        };
        assert_eq!(onset, t0 + Duration::from_millis(4100));
        t.up(t0 + Duration::from_millis(200));
        assert!(!t.down(t0 + Duration::from_millis(4100)));
        t.up(t0 + Duration::from_millis(5000));
        assert_eq!(t.presses, vec![Press { down: 0.0, up: 0.9 }]);
        // The calibration's clicks: the silent beat (1 s at 60) after the lead, the first
        // click at t0 + 1.1 s.
        let mut c = Calibration::default();
        assert!(c.down(t0, 60));
        assert_eq!(c.first_click, Some(t0 + Duration::from_millis(1100)));
    }
}
