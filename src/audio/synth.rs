//! Sound synthesis, pure code: note values, a tempo and a sample rate in; mono `f32` samples
//! (full scale ±1.0) and the onset of every note out. No rodio, no device, no clock, no
//! global state: the same input always gives the same samples, so tests and the `render`
//! command hear exactly what the app plays.
//!
//! # What a note sounds like
//! Every note sounds at one pitch, [`NOTE_PITCH_HZ`] (G4). The lesson is duration: if each
//! note value had its own pitch, a pupil could name a note by its pitch instead of by its
//! length, and a line would sound like a tune whose melody pulls the ear away from the
//! rhythm. One pitch leaves length as the only difference to hear.
//!
//! The timbre is a soft organ with a gentle mallet onset: four sine harmonics (1, 2, 3, 4)
//! whose upper partials fade within a few tenths of a second, leaving a mellow tone that
//! sustains for the whole note (a mallet tone that died away would hide how long a semibreve
//! lasts). Each note's slot is exact (see [`slot_bounds`]); inside it the tone rises with a
//! raised-cosine attack of at most [`MAX_ATTACK_S`], falls with a raised-cosine release of at
//! most [`MAX_RELEASE_S`] that reaches exactly zero, and is followed by a short silence (a
//! sixth of the slot, at most [`MAX_GAP_S`]) so that equal notes in a row are heard as
//! separate notes.
//!
//! Levels: a note peaks at [`NOTE_LEVEL`], a beat click at [`CLICK_LEVEL`]; together they
//! stay below full scale, so no render ever clips.

use crate::music::{DEFAULT_BPM, Fraction, MAX_BPM, MIN_BPM, NoteValue, samples_at};

/// Sample rate of rendered files and of the tests, in Hz.
pub const RENDER_RATE: u32 = 48_000;

/// The one pitch every note sounds at, in Hz (G4, comfortable on laptop and projector
/// speakers, which give little below 200 Hz).
pub const NOTE_PITCH_HZ: f64 = 392.0;

/// Peak level of a note, as a fraction of full scale.
pub const NOTE_LEVEL: f32 = 0.6;

/// Peak level of a beat click, as a fraction of full scale (quiet beside a note).
pub const CLICK_LEVEL: f32 = 0.22;

/// Peak level of the knock of a pip game, as a fraction of full scale.
pub const KNOCK_LEVEL: f32 = 0.55;

/// Longest attack of a note, in seconds (shorter notes get a quarter of their sound).
pub const MAX_ATTACK_S: f64 = 0.006;

/// Longest release of a note, in seconds (shorter notes get a third of their sound).
pub const MAX_RELEASE_S: f64 = 0.010;

/// Longest silence at the end of a note's slot, in seconds (shorter notes get a sixth of
/// their slot).
pub const MAX_GAP_S: f64 = 0.060;

/// Length of a beat click, in seconds.
pub const CLICK_S: f64 = 0.025;

/// Length of the knock of a pip game, in seconds.
pub const KNOCK_S: f64 = 0.150;

/// Level the tone settles to after its onset, as a fraction of its peak.
const SUSTAIN: f32 = 0.72;
/// Time constant of the fall from peak to sustain, in seconds.
const DECAY_TAU_S: f64 = 0.150;
/// Time constant of the fading of the upper partials, in seconds.
const BRIGHT_TAU_S: f64 = 0.080;
/// Samples in one period of the wavetables (a power of two).
const TABLE_LEN: usize = 2048;

/// A rendered rhythm: the samples and where each note starts.
#[derive(Debug, Clone, PartialEq)]
pub struct Rendered {
    /// Mono samples at `sample_rate`, full scale ±1.0. The length is exactly the sum of the
    /// note values at the tempo: `samples_at(total, bpm, sample_rate)`.
    pub samples: Vec<f32>,
    /// The first sample of each note's slot, in samples from the start, one per note.
    pub onsets: Vec<usize>,
    /// Samples per second.
    pub sample_rate: u32,
}

impl Rendered {
    /// Length in seconds.
    pub fn seconds(&self) -> f64 {
        if self.sample_rate == 0 {
            0.0
        } else {
            self.samples.len() as f64 / f64::from(self.sample_rate)
        }
    }
}

/// `bpm` brought into the app's range, [`MIN_BPM`]`..=`[`MAX_BPM`] (0 becomes the default).
pub fn clamp_bpm(bpm: u32) -> u32 {
    if bpm == 0 {
        DEFAULT_BPM
    } else {
        bpm.clamp(MIN_BPM, MAX_BPM)
    }
}

/// The slot boundaries of `notes` at `bpm` crotchets per minute and `sample_rate` Hz, in
/// samples: `notes.len() + 1` values, the first 0, each the rounded running total of the
/// exact note values before it (so rounding never accumulates), the last the whole length.
///
/// `bpm` is used as given here (callers clamp it); 0 is treated as 1 by
/// [`crate::music::samples_at`].
pub fn slot_bounds(notes: &[NoteValue], bpm: u32, sample_rate: u32) -> Vec<usize> {
    let mut bounds = Vec::with_capacity(notes.len() + 1);
    let mut running = Fraction::from_integer(0);
    bounds.push(0);
    for n in notes {
        running += n.fraction();
        bounds.push(samples_at(running, bpm, sample_rate) as usize);
    }
    bounds
}

/// The onsets of the crotchet beats of a rhythm `total` semibreves long, in samples: beat
/// `k` falls at `k/4` of a semibreve, for every beat that starts before the rhythm ends.
pub fn beat_onsets(total: Fraction, bpm: u32, sample_rate: u32) -> Vec<usize> {
    let mut beats = Vec::new();
    let mut k: u64 = 0;
    loop {
        let at = Fraction::new(k, 4);
        if at >= total {
            break;
        }
        beats.push(samples_at(at, bpm, sample_rate) as usize);
        k += 1;
    }
    beats
}

/// What a listening question of the quiz sounds for `note`: the note repeated until it fills
/// at least one crotchet beat (a quaver twice, a semiquaver four times, a semidemisemiquaver
/// sixteen times; a crotchet, minim or semibreve once), so that against the beat clicks its
/// length can be heard even when it is shorter than a beat.
pub fn listening_notes(note: NoteValue) -> Vec<NoteValue> {
    let per_beat = (note.figure() / 4).max(1) as usize;
    vec![note; per_beat]
}

/// The notes of `tablets` in the order they sound: each tablet's first half, then its
/// second.
pub fn tablet_notes(tablets: &[(NoteValue, NoteValue)]) -> Vec<NoteValue> {
    tablets.iter().flat_map(|&(a, b)| [a, b]).collect()
}

/// Renders `notes` one after another at `bpm` crotchets per minute (clamped to
/// [`MIN_BPM`]`..=`[`MAX_BPM`]) and `sample_rate` Hz, with a quiet click on every crotchet
/// beat if `clicks`.
///
/// The result is exactly `samples_at(total of notes, bpm, sample_rate)` samples long; note
/// `i` starts at `slot_bounds(..)[i]`. Every sample lies within ±([`NOTE_LEVEL`] +
/// [`CLICK_LEVEL`]). A sample rate of 0 gives no samples.
pub fn render_notes(notes: &[NoteValue], bpm: u32, sample_rate: u32, clicks: bool) -> Rendered {
    let bpm = clamp_bpm(bpm);
    let bounds = slot_bounds(notes, bpm, sample_rate);
    let len = bounds.last().copied().unwrap_or(0);
    let mut samples = vec![0.0f32; len];
    if sample_rate > 0 {
        sound_slots(&mut samples, &bounds, sample_rate);
        if clicks {
            add_clicks(
                &mut samples,
                &beat_onsets(total_of(notes), bpm, sample_rate),
                sample_rate,
            );
        }
    }
    Rendered {
        samples,
        onsets: bounds[..bounds.len() - 1].to_vec(),
        sample_rate,
    }
}

/// Fills each slot between consecutive `bounds` of `samples` with a note (see [`Voice`]).
fn sound_slots(samples: &mut [f32], bounds: &[usize], sample_rate: u32) {
    let voice = Voice::new(sample_rate);
    // Notes with the same slot length sound the same (each starts at phase 0), so each
    // distinct length is synthesised once and copied after that.
    let mut done: Vec<(usize, usize)> = Vec::with_capacity(14);
    for w in bounds.windows(2) {
        let (start, end) = (w[0], w[1]);
        let slot = end - start;
        if let Some(&(_, from)) = done.iter().find(|(l, _)| *l == slot) {
            samples.copy_within(from..from + slot, start);
        } else {
            voice.note(&mut samples[start..end]);
            done.push((slot, start));
        }
    }
}

/// Adds a beat click at each of `beats` (sample indices) of `samples`.
fn add_clicks(samples: &mut [f32], beats: &[usize], sample_rate: u32) {
    let click = click_samples(sample_rate);
    let len = samples.len();
    for &b in beats {
        for (s, c) in samples[b.min(len)..].iter_mut().zip(&click) {
            *s += c;
        }
    }
}

/// Beats of the count-in before a rhythm is tapped: one bar of 4/4.
pub const COUNT_IN_BEATS: u32 = 4;

/// How long after the press that starts it the tap exercise's sound begins (the count-in's
/// first click, or the silent beat before the calibration's first click), in milliseconds:
/// time for the audio thread to render it (1–4 ms in a release build for the 10–40 s of
/// sound; tens of ms in a debug build) before it is due. The audio thread holds the sound
/// back to that moment or, if the render took longer, drops what is already late
/// ([`crate::audio::playback`]), so the clicks fall where the screen reckons them
/// whatever the render took: the press's time + this lead + the count-in. The audio side
/// counts the lead from when the screen asks for the sound, which follows the press's stamp
/// by the time iced takes to bring the press to the screen's `update` (0.03–0.2 ms median,
/// up to about 2 ms on a busy machine: `docs/benchmarks.md`); the sound output's own delay
/// is the calibration's to take away.
pub const TAP_LEAD_MS: u64 = 100;

/// What the tap exercise of the quiz sounds (issue 31): one bar of beat clicks, the count-in
/// ([`COUNT_IN_BEATS`] crotchets), then a click on every beat for as long as `notes` last,
/// with the notes themselves when `notes_sound` ("Hear it") and without them while the pupil
/// taps. The clicks sound whatever the clicks setting says.
///
/// `bpm` is used as given (at least 1, at most [`MAX_BPM`]), not clamped to the tempo
/// setting's least: the exercise may be slowed below it so that its shortest note lasts
/// 0.2 s ([`crate::quiz::tap::tempo_for`]). [`Rendered::onsets`] are the notes' onsets
/// from the first sample, so the first is the count-in's length, exactly
/// `samples_at(1 semibreve, bpm, sample_rate)`; the clicks fall on
/// [`beat_onsets`]`(1 + total of notes)`. The length is the count-in and the notes.
pub fn render_tap(notes: &[NoteValue], bpm: u32, sample_rate: u32, notes_sound: bool) -> Rendered {
    let bpm = bpm.clamp(1, MAX_BPM);
    let bar = Fraction::new(u64::from(COUNT_IN_BEATS), 4);
    let lead = samples_at(bar, bpm, sample_rate) as usize;
    // The bounds of the notes counted from the start of the count-in, each the rounded
    // running total from there, so that the notes keep the beat the clicks count.
    let mut bounds = Vec::with_capacity(notes.len() + 1);
    let mut running = bar;
    bounds.push(lead);
    for n in notes {
        running += n.fraction();
        bounds.push(samples_at(running, bpm, sample_rate) as usize);
    }
    let len = bounds.last().copied().unwrap_or(lead);
    let mut samples = vec![0.0f32; len];
    if sample_rate > 0 {
        if notes_sound {
            sound_slots(&mut samples, &bounds, sample_rate);
        }
        add_clicks(
            &mut samples,
            &beat_onsets(running, bpm, sample_rate),
            sample_rate,
        );
    }
    Rendered {
        samples,
        onsets: bounds[..bounds.len() - 1].to_vec(),
        sample_rate,
    }
}

/// What the calibration of tapping sounds: `clicks` beat clicks at `bpm` crotchets per
/// minute (clamped as [`render_notes`] does), the first one beat in (so that the press that
/// starts the calibration is not taken for a tap on it), then one a beat; `clicks + 1` beats
/// long. The pupil taps on each.
pub fn render_clicks(clicks: u32, bpm: u32, sample_rate: u32) -> Vec<f32> {
    let bpm = clamp_bpm(bpm);
    let length = Fraction::new(u64::from(clicks) + 1, 4);
    let mut samples = vec![0.0f32; samples_at(length, bpm, sample_rate) as usize];
    if sample_rate > 0 {
        let beats = beat_onsets(length, bpm, sample_rate);
        add_clicks(&mut samples, &beats[1.min(beats.len())..], sample_rate);
    }
    samples
}

/// The soft knock a pip game sounds on each play: a short wooden "tock" (two damped low
/// partials), [`KNOCK_S`] long, starting and ending at zero, peak at most [`KNOCK_LEVEL`].
pub fn render_knock(sample_rate: u32) -> Vec<f32> {
    let rate = f64::from(sample_rate);
    let n = (KNOCK_S * rate).round() as usize;
    let attack = ((0.001 * rate).round() as usize).max(1);
    let release = ((0.020 * rate).round() as usize).clamp(1, n.max(1));
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let t = i as f64 / rate;
        let body = 0.75 * (std::f64::consts::TAU * 170.0 * t).sin() * (-t / 0.030).exp()
            + 0.25 * (std::f64::consts::TAU * 410.0 * t).sin() * (-t / 0.012).exp();
        let mut env = 1.0;
        if i < attack {
            env *= raised(i as f64 / attack as f64);
        }
        let from_end = n - 1 - i;
        if from_end < release {
            env *= raised(from_end as f64 / release as f64);
        }
        out.push((body * env) as f32 * KNOCK_LEVEL);
    }
    out
}

/// The click sounded on each crotchet beat: a short high damped sine ("tick"), [`CLICK_S`]
/// long, starting at zero, peak at most [`CLICK_LEVEL`].
pub fn click_samples(sample_rate: u32) -> Vec<f32> {
    let rate = f64::from(sample_rate);
    let n = (CLICK_S * rate).round() as usize;
    let attack = ((0.0005 * rate).round() as usize).max(1);
    (0..n)
        .map(|i| {
            let t = i as f64 / rate;
            let mut v = (std::f64::consts::TAU * 1760.0 * t).sin() * (-t / 0.004).exp();
            if i < attack {
                v *= raised(i as f64 / attack as f64);
            }
            v as f32 * CLICK_LEVEL
        })
        .collect()
}

/// The exact total of `notes`, in semibreves.
fn total_of(notes: &[NoteValue]) -> Fraction {
    crate::music::total(notes)
}

/// Raised cosine from 0 (at `x = 0`) to 1 (at `x = 1`).
fn raised(x: f64) -> f64 {
    0.5 - 0.5 * (std::f64::consts::PI * x.clamp(0.0, 1.0)).cos()
}

/// The note oscillator: two one-period wavetables (bright onset, mellow body) at the pitch.
struct Voice {
    rate: f64,
    bright: Vec<f32>,
    mellow: Vec<f32>,
    /// Phase increment per sample, in table positions.
    step: f64,
}

impl Voice {
    fn new(sample_rate: u32) -> Voice {
        let rate = f64::from(sample_rate);
        Voice {
            rate,
            bright: table(&[1.0, 0.5, 0.25, 0.12]),
            mellow: table(&[1.0, 0.22, 0.05, 0.0]),
            step: NOTE_PITCH_HZ * TABLE_LEN as f64 / rate,
        }
    }

    /// Fills `slot` (zeroed, one note's whole slot) with the note: attack, body, release,
    /// then silence.
    fn note(&self, slot: &mut [f32]) {
        let slot_len = slot.len();
        let gap = (slot_len / 6).min((MAX_GAP_S * self.rate) as usize);
        let sound = slot_len - gap;
        if sound < 4 {
            return;
        }
        let attack = (sound / 4).min((MAX_ATTACK_S * self.rate) as usize).max(1);
        let release = (sound / 3).min((MAX_RELEASE_S * self.rate) as usize).max(1);
        let decay = (-1.0 / (DECAY_TAU_S * self.rate)).exp() as f32;
        let fade = (-1.0 / (BRIGHT_TAU_S * self.rate)).exp() as f32;
        let mask = TABLE_LEN - 1;
        let mut phase = 0.0f64;
        let mut over = 1.0f32; // part of the envelope above the sustain level
        let mut bright = 1.0f32; // share of the bright table
        let release_from = sound - release;
        for (i, out) in slot[..sound].iter_mut().enumerate() {
            let pos = phase as usize;
            let frac = (phase - pos as f64) as f32;
            let (i0, i1) = (pos & mask, (pos + 1) & mask);
            let m = self.mellow[i0] + frac * (self.mellow[i1] - self.mellow[i0]);
            let b = self.bright[i0] + frac * (self.bright[i1] - self.bright[i0]);
            let wave = m + bright * (b - m);
            let mut env = SUSTAIN + (1.0 - SUSTAIN) * over;
            if i < attack {
                env *= raised(i as f64 / attack as f64) as f32;
            }
            if i >= release_from {
                // Reaches exactly 0 at the last sounding sample.
                let k = (sound - 1 - i) as f64 / (release - 1).max(1) as f64;
                env *= raised(k) as f32;
            }
            *out = wave * env * NOTE_LEVEL;
            over *= decay;
            bright *= fade;
            phase += self.step;
            if phase >= TABLE_LEN as f64 {
                phase -= TABLE_LEN as f64;
            }
        }
    }
}

/// One period of a sum of sine harmonics with amplitudes `partials` (fundamental first),
/// scaled so that its peak is exactly 1.
fn table(partials: &[f64]) -> Vec<f32> {
    let raw: Vec<f64> = (0..TABLE_LEN)
        .map(|i| {
            let x = std::f64::consts::TAU * i as f64 / TABLE_LEN as f64;
            partials
                .iter()
                .enumerate()
                .map(|(h, a)| a * (x * (h + 1) as f64).sin())
                .sum()
        })
        .collect();
    let peak = raw.iter().fold(0.0f64, |p, v| p.max(v.abs()));
    raw.iter().map(|v| (v / peak) as f32).collect()
}

/// The tablets of a Musical Dominoes line of play as notes, left end to right end, each
/// tablet's halves in the order they lie (what "Hear the line" and `render --record` sound).
pub fn line_tablets(line: &crate::engine::Line) -> Vec<(NoteValue, NoteValue)> {
    line.tiles()
        .iter()
        .filter_map(|p| {
            Some((
                NoteValue::from_suit(p.left)?,
                NoteValue::from_suit(p.right)?,
            ))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_listening_note_fills_at_least_one_beat() {
        let counts: Vec<usize> = NoteValue::ALL
            .iter()
            .map(|&n| listening_notes(n).len())
            .collect();
        // semibreve, minim, crotchet once; quaver 2, semiquaver 4, demisemiquaver 8,
        // semidemisemiquaver 16 (each fills exactly one crotchet).
        assert_eq!(counts, [1, 1, 1, 2, 4, 8, 16]);
        assert!(
            listening_notes(NoteValue::Quaver)
                .iter()
                .all(|&n| n == NoteValue::Quaver)
        );
    }

    #[test]
    fn tables_peak_at_one_and_start_at_zero() {
        for t in [table(&[1.0, 0.5, 0.25, 0.12]), table(&[1.0, 0.22, 0.05])] {
            let peak = t.iter().fold(0.0f32, |p, v| p.max(v.abs()));
            assert!((peak - 1.0).abs() < 1e-6);
            // sin(0) = 0 for every harmonic.
            assert_eq!(t[0], 0.0);
        }
    }

    #[test]
    fn beats_of_a_dotted_minim_are_three() {
        // 3/4 of a semibreve = 3 crotchets: beats at 0, 1, 2 s at 60 BPM (48 000 Hz).
        assert_eq!(
            beat_onsets(Fraction::new(3, 4), 60, 48_000),
            vec![0, 48_000, 96_000]
        );
        // A quaver (1/8) still has its first beat; a semidemisemiquaver too.
        assert_eq!(beat_onsets(Fraction::new(1, 8), 60, 48_000), vec![0]);
        assert_eq!(
            beat_onsets(Fraction::new(0, 1), 60, 48_000),
            Vec::<usize>::new()
        );
    }

    #[test]
    fn bpm_is_clamped_to_the_app_range() {
        assert_eq!(clamp_bpm(0), 60);
        assert_eq!(clamp_bpm(10), 30);
        assert_eq!(clamp_bpm(500), 200);
        assert_eq!(clamp_bpm(90), 90);
    }

    #[test]
    fn slot_bounds_follow_the_running_total() {
        // Crotchet, quaver, quaver, minim at 60: 0, 1, 1.5, 2, 4 s × 48 000.
        let b = slot_bounds(
            &[
                NoteValue::Crotchet,
                NoteValue::Quaver,
                NoteValue::Quaver,
                NoteValue::Minim,
            ],
            60,
            48_000,
        );
        assert_eq!(b, vec![0, 48_000, 72_000, 96_000, 192_000]);
    }

    #[test]
    fn knock_and_click_start_at_zero_and_stay_quiet() {
        let k = render_knock(48_000);
        assert_eq!(k.len(), 7_200); // 0.150 s × 48 000
        assert_eq!(k[0], 0.0);
        assert_eq!(*k.last().unwrap(), 0.0);
        assert!(k.iter().all(|v| v.abs() <= KNOCK_LEVEL));
        let c = click_samples(48_000);
        assert_eq!(c.len(), 1_200); // 0.025 s × 48 000
        assert_eq!(c[0], 0.0);
        assert!(c.iter().all(|v| v.abs() <= CLICK_LEVEL));
    }
}
