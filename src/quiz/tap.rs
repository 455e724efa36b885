//! Tapping a rhythm (issue 31): the grading of a pupil's presses against the notes of a
//! rhythm they were asked to press and hold, note by note.
//!
//! Pure: the screen collects the times (from its own clock) and this module judges them, so
//! it is tested with hand-worked times and no clock. Every time is in seconds from the first
//! note's onset (the count-in ends there); a crotchet is one beat, as everywhere in the app.
//!
//! # Tolerances, and why
//! - **Onset**: a press is on time within ±60 ms or ±12 % of a beat, whichever is larger
//!   (±120 ms at 60 BPM, ±60 ms from 120 BPM up), but the beat's share never wider than 40 %
//!   of the shorter of the note and the note before it (for the first note, the count-in's
//!   last beat). Studies of tapping along with a beat put an untrained player's spread at
//!   about ±30–60 ms; a child's is wider, and grows with the time between taps, hence the
//!   share of the beat. The beat, not the note, since the pupil counts beats: a minim's onset
//!   is no harder to hit than a crotchet's. The cap is for quick notes: a rhythm is slowed
//!   until its shortest note lasts 0.2 s, so the beat grows long against it (a demisemiquaver
//!   at 37 BPM lasts 0.203 s, and 12 % of its 1.62 s beat is ±195 ms, which would call a
//!   press on the next note's onset on time). 40 % of the shorter note keeps two neighbouring
//!   windows apart (together at most 80 % of the time between the onsets), so a press is never
//!   judged against the wrong note: ±81 ms for those demisemiquavers, ±80 ms for semiquavers
//!   at 75 BPM, ±100 ms for semiquavers at 60 BPM. Since no note lasts under 0.2 s, the cap
//!   is never under 80 ms, above the 60 ms floor.
//! - **Hold**: a note is held its length within ±15 % of the note or ±60 ms, whichever is
//!   larger. 15 % tells a minim from a dotted minim (50 % longer) and a crotchet from a
//!   minim, which is the point of the exercise, and the 60 ms floor keeps a semiquaver at
//!   60 BPM (250 ms) from asking a precision no key allows.
//!
//! # How presses are matched to notes
//! Presses are taken in the order they began; each note takes the unused press, after the
//! one the note before took, whose start lies nearest its onset within the onset window. A
//! note no press reaches is [`Timing::Missing`]; a press no note takes is an extra press,
//! which counts against the pupil. A press held through two notes is one note held too long
//! and the next note missing, never two notes.

use crate::music::{Fraction, NoteValue};

/// One press of the key, pad or screen, in seconds from the first note's onset: pressed at
/// `down`, let go at `up` (`up >= down`; a press still held when the rhythm ends is given the
/// time it was let go, or the end of the listening time).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Press {
    /// When the press began, in seconds.
    pub down: f64,
    /// When it was let go, in seconds.
    pub up: f64,
}

impl Press {
    /// How long the press was held, in seconds.
    pub fn held(self) -> f64 {
        self.up - self.down
    }
}

/// The least onset window, in seconds (±60 ms).
pub const ONSET_MIN_S: f64 = 0.060;
/// The onset window as a share of a beat (±12 %).
pub const ONSET_BEAT_SHARE: f64 = 0.12;
/// The most the beat's share of the onset window may be, as a share of the shorter of the
/// note and the note before it (40 %).
pub const ONSET_NOTE_CAP: f64 = 0.4;
/// The least hold window, in seconds (±60 ms).
pub const HOLD_MIN_S: f64 = 0.060;
/// The hold window as a share of the note's length (±15 %).
pub const HOLD_NOTE_SHARE: f64 = 0.15;
/// The shortest a note may last in the exercise, in seconds: a faster tempo is slowed down
/// ([`tempo_for`]).
pub const SHORTEST_NOTE_S: f64 = 0.2;

/// How far either side of a note's onset a press still counts as on time, in seconds, at
/// `bpm` crotchets per minute, for a note `length` seconds long after one `before` seconds
/// long (for the first note, the count-in's beat): the larger of 60 ms and 12 % of a beat,
/// the share of the beat at most 40 % of the shorter of `before` and `length`.
pub fn onset_window(bpm: u32, before: f64, length: f64) -> f64 {
    let share = ONSET_BEAT_SHARE * 60.0 / f64::from(bpm.max(1));
    share
        .min(ONSET_NOTE_CAP * before.min(length))
        .max(ONSET_MIN_S)
}

/// How far from a note's length, `length` seconds, the hold may be and still be right, in
/// seconds: the larger of 60 ms and 15 % of the note.
pub fn hold_window(length: f64) -> f64 {
    (HOLD_NOTE_SHARE * length).max(HOLD_MIN_S)
}

/// The tempo, in crotchets per minute, at which `notes` are tapped when the pupil's tempo is
/// `requested`: `requested`, or slower where the shortest note would last under
/// [`SHORTEST_NOTE_S`]. A note of figure `f` lasts `240 ÷ (f × BPM)` seconds, so the fastest
/// allowed is `1200 ÷ f` BPM, rounded down: 75 for semiquavers, 37 for demisemiquavers, 18 for
/// semidemisemiquavers (below the tempo setting's least, 30). The second value says whether
/// it was slowed, so that the screen can say so. At least 1.
pub fn tempo_for(notes: &[NoteValue], requested: u32) -> (u32, bool) {
    let Some(largest) = notes.iter().map(|n| n.figure()).max() else {
        return (requested.max(1), false);
    };
    // A note of figure f lasts 240 / (f × bpm) s; ≥ 0.2 s ⇔ bpm ≤ 1200 / f.
    let fastest = (1200 / largest).max(1);
    if requested > fastest {
        (fastest, true)
    } else {
        (requested.max(1), false)
    }
}

/// How a note's press began against its onset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Timing {
    /// Within the onset window.
    OnTime,
    /// Before it, by more than the window allows (but nearest this note of all).
    Early,
    /// After it, likewise.
    Late,
    /// No press began near enough to this note.
    Missing,
}

/// How long a note's press was held against the note's length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hold {
    /// Within the hold window.
    Right,
    /// Let go too soon.
    Short,
    /// Held too long.
    Long,
    /// The note had no press.
    Missing,
}

/// The verdict on one note of the rhythm.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NoteVerdict {
    /// The note.
    pub note: NoteValue,
    /// Its onset, in seconds from the first note's.
    pub onset: f64,
    /// Its length, in seconds.
    pub length: f64,
    /// The press it took, with the pupil's offset taken away; `None` when missing.
    pub press: Option<Press>,
    /// How the press began.
    pub timing: Timing,
    /// How long it was held.
    pub hold: Hold,
}

impl NoteVerdict {
    /// Whether the note was pressed on time and held its length.
    pub fn right(&self) -> bool {
        self.timing == Timing::OnTime && self.hold == Hold::Right
    }

    /// How early (negative) or late (positive) the press began, in seconds; `None` when
    /// missing.
    pub fn offset(&self) -> Option<f64> {
        self.press.map(|p| p.down - self.onset)
    }

    /// How long the press was held, in beats (crotchets) at `bpm`; `None` when missing. A
    /// minim held 1.4 s at 60 BPM was held 1.4 beats of 2.
    pub fn held_beats(&self, bpm: u32) -> Option<f64> {
        self.press.map(|p| p.held() * f64::from(bpm) / 60.0)
    }
}

/// The verdict on a whole rhythm tapped.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    /// The tempo it was graded at, in crotchets per minute.
    pub bpm: u32,
    /// One verdict per note, in the rhythm's order.
    pub notes: Vec<NoteVerdict>,
    /// The presses no note took (offset taken away), in the order they began.
    pub extra: Vec<Press>,
}

impl Verdict {
    /// Whether every note was pressed on time and held its length, with no extra press.
    pub fn right(&self) -> bool {
        self.extra.is_empty() && self.notes.iter().all(NoteVerdict::right)
    }

    /// How many notes were right.
    pub fn notes_right(&self) -> usize {
        self.notes.iter().filter(|n| n.right()).count()
    }

    /// For the pupil's progress: each note with whether it was tapped right. A note is wrong
    /// when an extra press began while it sounded, as well as when its own press was off.
    pub fn note_results(&self) -> Vec<(NoteValue, bool)> {
        self.notes
            .iter()
            .map(|n| {
                let intruded = self
                    .extra
                    .iter()
                    .any(|p| p.down >= n.onset && p.down < n.onset + n.length);
                (n.note, n.right() && !intruded)
            })
            .collect()
    }
}

/// How long after the first note's onset the pupil's tapping of `notes` at `bpm` crotchets
/// per minute is over, in seconds: the rhythm's end, then half a beat or half a second,
/// whichever is longer, so that a last note held a little long is still let go inside it.
pub fn tapping_ends(notes: &[NoteValue], bpm: u32) -> f64 {
    let bpm = bpm.max(1);
    let beat = 60.0 / f64::from(bpm);
    seconds_at(crate::music::total(notes), bpm) + (beat / 2.0).max(0.5)
}

/// Whether a press that began at `down` seconds from the first note's onset belongs to the
/// tapping at `bpm`: not one that began more than half a beat before the first note, which
/// is the pupil tapping along with the count-in.
pub fn counts(down: f64, bpm: u32) -> bool {
    down >= -30.0 / f64::from(bpm.max(1))
}

/// The clicks of the calibration ([`calibrate`]).
pub const CALIBRATION_CLICKS: usize = 8;
/// The fewest taps near a click that make a calibration.
pub const CALIBRATION_LEAST: usize = 5;
/// The largest offset a calibration keeps, in seconds (±0.4 s): anything further off is
/// taps that missed the clicks, not latency.
pub const MAX_OFFSET_S: f64 = 0.4;

/// The pupil's offset from tapping along with [`CALIBRATION_CLICKS`] clicks at `bpm`
/// crotchets per minute, the first click at 0 s: each click takes the press nearest it that
/// began within half a beat of it, and the offset is the median of the presses' starts less
/// their clicks, in seconds (positive when the presses arrive late), within
/// ±[`MAX_OFFSET_S`]. The median, not the mean, so that one tap off the beat does not move
/// it. `presses` are the presses' starts, in seconds, in any order.
///
/// # Errors
/// How many clicks had a press near them, when fewer than [`CALIBRATION_LEAST`].
pub fn calibrate(presses: &[f64], bpm: u32) -> Result<f64, usize> {
    let beat = 60.0 / f64::from(bpm.max(1));
    let mut offsets: Vec<f64> = (0..CALIBRATION_CLICKS)
        .filter_map(|k| {
            let click = k as f64 * beat;
            presses
                .iter()
                .map(|&p| p - click)
                .filter(|d| d.abs() < beat / 2.0)
                .min_by(|a, b| a.abs().total_cmp(&b.abs()))
        })
        .collect();
    if offsets.len() < CALIBRATION_LEAST {
        return Err(offsets.len());
    }
    offsets.sort_by(f64::total_cmp);
    let m = offsets.len() / 2;
    let median = if offsets.len() % 2 == 1 {
        offsets[m]
    } else {
        (offsets[m - 1] + offsets[m]) / 2.0
    };
    Ok(median.clamp(-MAX_OFFSET_S, MAX_OFFSET_S))
}

/// A point `semibreves` into a rhythm, in seconds at `bpm` crotchets per minute.
fn seconds_at(semibreves: Fraction, bpm: u32) -> f64 {
    // Numerator and denominator stay small (a few notes of figures up to 64): exact in f64.
    *semibreves.numer() as f64 * 240.0 / (*semibreves.denom() as f64 * f64::from(bpm))
}

/// How `press` held a note `length` seconds long.
fn hold_of(press: Press, length: f64) -> Hold {
    let miss = press.held() - length;
    if miss.abs() <= hold_window(length) {
        Hold::Right
    } else if miss < 0.0 {
        Hold::Short
    } else {
        Hold::Long
    }
}

/// Grades `presses` (seconds from the first note's onset, as the screen's clock saw them)
/// against `notes` at `bpm` crotchets per minute, after taking away `offset` seconds: the
/// pupil's latency on this machine, from the calibration (positive when their presses arrive
/// late). Presses may come in any order; ones with `up < down` are taken as let go at once.
pub fn grade(notes: &[NoteValue], bpm: u32, presses: &[Press], offset: f64) -> Verdict {
    let bpm = bpm.max(1);
    let mut taken: Vec<Press> = presses
        .iter()
        .map(|p| Press {
            down: p.down - offset,
            up: p.up.max(p.down) - offset,
        })
        .collect();
    taken.sort_by(|a, b| a.down.total_cmp(&b.down));
    let beat = 60.0 / f64::from(bpm);
    // The note before the first is the count-in's last beat.
    let mut before_length = beat;
    let mut used = vec![false; taken.len()];
    // Presses before `next` are spent: a later note never takes an earlier press.
    let mut next = 0;
    // The onset as an exact fraction of a semibreve, so that it never drifts.
    let mut before = Fraction::from_integer(0);
    let mut out = Vec::with_capacity(notes.len());
    for &note in notes {
        let length = note.seconds(bpm);
        let onset = seconds_at(before, bpm);
        before += note.fraction();
        let window = onset_window(bpm, before_length, length);
        before_length = length;
        let nearest = (next..taken.len())
            .filter(|&j| !used[j] && (taken[j].down - onset).abs() <= window)
            .min_by(|&a, &b| {
                (taken[a].down - onset)
                    .abs()
                    .total_cmp(&(taken[b].down - onset).abs())
            });
        let verdict = match nearest {
            Some(j) => {
                used[j] = true;
                next = j + 1;
                NoteVerdict {
                    note,
                    onset,
                    length,
                    press: Some(taken[j]),
                    timing: Timing::OnTime,
                    hold: hold_of(taken[j], length),
                }
            }
            None => NoteVerdict {
                note,
                onset,
                length,
                press: None,
                timing: Timing::Missing,
                hold: Hold::Missing,
            },
        };
        out.push(verdict);
    }
    // A press outside every window that began nearer a missing note than any other note's
    // onset, and within half that note's length of it, is that note played early or late
    // rather than an extra press: the verdict then says how far off it was.
    for j in 0..taken.len() {
        if used[j] {
            continue;
        }
        let press = taken[j];
        let Some(k) = out
            .iter()
            .enumerate()
            .min_by(|(_, a), (_, b)| {
                (a.onset - press.down)
                    .abs()
                    .total_cmp(&(b.onset - press.down).abs())
            })
            .map(|(k, _)| k)
        else {
            break;
        };
        let n = &mut out[k];
        if n.timing != Timing::Missing || (press.down - n.onset).abs() > n.length / 2.0 {
            continue;
        }
        used[j] = true;
        n.press = Some(press);
        n.timing = if press.down < n.onset {
            Timing::Early
        } else {
            Timing::Late
        };
        n.hold = hold_of(press, n.length);
    }
    let extra = taken
        .iter()
        .zip(&used)
        .filter(|(_, u)| !**u)
        .map(|(p, _)| *p)
        .collect();
    Verdict {
        bpm,
        notes: out,
        extra,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use NoteValue::{Crotchet, Minim, Semidemisemiquaver, Semiquaver};

    /// Minim, crotchet, crotchet at 60 BPM: onsets 0, 2 and 3 s, lengths 2, 1 and 1 s. The
    /// onset window is ±0.12 s (12 % of a 1 s beat, over 60 ms); the hold windows are
    /// ±0.3 s for the minim (15 % of 2 s) and ±0.15 s for a crotchet.
    const RHYTHM: [NoteValue; 3] = [Minim, Crotchet, Crotchet];

    fn press(down: f64, up: f64) -> Press {
        Press { down, up }
    }

    /// A performance a little short of each note's end, as a key must be let go before the
    /// next press: held 1.95, 0.95 and 0.95 s.
    fn good() -> Vec<Press> {
        vec![press(0.0, 1.95), press(2.0, 2.95), press(3.0, 3.95)]
    }

    /// The rhythm graded with the second press replaced by `second`.
    fn with_second(second: Press) -> Verdict {
        let mut presses = good();
        presses[1] = second;
        grade(&RHYTHM, 60, &presses, 0.0)
    }

    #[test]
    fn the_windows_are_the_larger_of_the_floor_and_the_share() {
        // A crotchet after a minim at 60 BPM: 12 % of the 1 s beat, under 40 % of 1 s.
        assert!((onset_window(60, 2.0, 1.0) - 0.12).abs() < 1e-12);
        // 12 % of a 0.5 s beat is 60 ms; of a 0.3 s beat (200 BPM) 36 ms, under the floor.
        assert!((onset_window(120, 0.5, 0.5) - 0.06).abs() < 1e-12);
        assert!((onset_window(200, 0.3, 0.3) - 0.06).abs() < 1e-12);
        assert!((hold_window(2.0) - 0.3).abs() < 1e-12);
        // A semiquaver at 60 BPM lasts 0.25 s: 15 % is 37.5 ms, under the 60 ms floor.
        assert!((hold_window(0.25) - 0.06).abs() < 1e-12);
    }

    #[test]
    fn a_quick_notes_window_is_at_most_40_percent_of_it_and_of_the_note_before() {
        use NoteValue::{Demisemiquaver, Minim};
        // Semiquavers at 60 BPM last 0.25 s: 12 % of the 1 s beat (0.12 s) is capped at
        // 40 % of 0.25 s, 0.1 s. At 75 BPM (0.2 s each, beat 0.8 s): 96 ms capped at 80 ms.
        assert!((onset_window(60, 0.25, 0.25) - 0.1).abs() < 1e-12);
        assert!((onset_window(75, 0.2, 0.2) - 0.08).abs() < 1e-12);
        // A minim after a semiquaver at 60: its early side lies 0.25 s from the semiquaver's
        // onset, so the shorter is 0.25 s: 0.1 s.
        assert!((onset_window(60, 0.25, 2.0) - 0.1).abs() < 1e-12);
        // Never under the 60 ms floor, however short (a note of 0.1 s: 40 ms, floored).
        assert!((onset_window(60, 0.1, 0.1) - 0.06).abs() < 1e-12);

        // Four demisemiquavers at 37 BPM (the fastest for them): each lasts 240 / (32 × 37)
        // = 0.2027 s, onsets 0, 0.2027, 0.4054 and 0.6081 s. 12 % of the 1.6216 s beat
        // would be ±0.1946 s, reaching nearly to the next onset; capped: 0.4 × 0.2027 =
        // ±0.0811 s.
        let quick = [Demisemiquaver; 4];
        let d = Demisemiquaver.seconds(37);
        assert!((d - 240.0 / (32.0 * 37.0)).abs() < 1e-12);
        assert!((onset_window(37, d, d) - 0.4 * d).abs() < 1e-12);
        let tap = |second: f64| {
            let presses: Vec<Press> = (0..4)
                .map(|k| {
                    let down = if k == 1 { second } else { f64::from(k) * d };
                    press(down, down + d - 0.02)
                })
                .collect();
            grade(&quick, 37, &presses, 0.0)
        };
        // The second pressed 80 ms late: on time. 85 ms late (inside the old ±195 ms, and
        // 118 ms before the third's onset): late, and says by how much.
        let v = tap(d + 0.080);
        assert_eq!(v.notes[1].timing, Timing::OnTime);
        assert!(v.right(), "{v:?}");
        let v = tap(d + 0.085);
        assert_eq!(v.notes[1].timing, Timing::Late);
        assert!((v.notes[1].offset().unwrap() - 0.085).abs() < 1e-9);
        assert_eq!(v.notes_right(), 3);
        // A minim that comes first has the count-in's beat before it (1 s at 60), so keeps
        // 12 % of the beat, ±0.12 s: pressed 0.11 s late, it is on time.
        let v = grade(&[Minim], 60, &[press(0.11, 1.9)], 0.0);
        assert_eq!(v.notes[0].timing, Timing::OnTime);
    }

    #[test]
    fn a_perfect_performance_is_right_note_by_note() {
        let v = grade(&RHYTHM, 60, &good(), 0.0);
        assert!(v.right());
        assert_eq!(v.notes_right(), 3);
        let onsets: Vec<f64> = v.notes.iter().map(|n| n.onset).collect();
        assert_eq!(onsets, [0.0, 2.0, 3.0]);
        let lengths: Vec<f64> = v.notes.iter().map(|n| n.length).collect();
        assert_eq!(lengths, [2.0, 1.0, 1.0]);
        assert!(v.extra.is_empty());
    }

    #[test]
    fn a_press_early_or_late_by_just_inside_the_window_is_on_time_and_just_outside_is_not() {
        // The crotchet at 2 s, window ±0.12 s; each press held 0.95 s.
        for (down, timing) in [
            (1.885, Timing::OnTime),
            (1.875, Timing::Early),
            (2.115, Timing::OnTime),
            (2.125, Timing::Late),
        ] {
            let v = with_second(press(down, down + 0.95));
            assert_eq!(v.notes[1].timing, timing, "pressed at {down}");
            assert_eq!(v.notes[1].hold, Hold::Right, "pressed at {down}");
            assert_eq!(v.right(), timing == Timing::OnTime, "pressed at {down}");
            // Early or late, the press is the note's and says by how much, never an extra.
            assert!(v.extra.is_empty());
            assert!((v.notes[1].offset().unwrap() - (down - 2.0)).abs() < 1e-9);
        }
    }

    #[test]
    fn a_hold_short_or_long_by_just_inside_the_window_is_right_and_just_outside_is_not() {
        // The crotchet (1 s, ±0.15 s): 0.86 and 1.14 s are right, 0.84 and 1.16 s are not.
        for (held, hold) in [
            (0.86, Hold::Right),
            (0.84, Hold::Short),
            (1.14, Hold::Right),
            (1.16, Hold::Long),
        ] {
            let v = with_second(press(2.0, 2.0 + held));
            assert_eq!(v.notes[1].timing, Timing::OnTime, "held {held}");
            assert_eq!(v.notes[1].hold, hold, "held {held}");
        }
        // The minim (2 s, ±0.3 s): 1.71 s is right, 1.69 s short.
        let mut presses = good();
        presses[0] = press(0.0, 1.71);
        assert_eq!(grade(&RHYTHM, 60, &presses, 0.0).notes[0].hold, Hold::Right);
        presses[0] = press(0.0, 1.69);
        assert_eq!(grade(&RHYTHM, 60, &presses, 0.0).notes[0].hold, Hold::Short);
    }

    #[test]
    fn the_minim_let_go_too_soon_says_how_many_beats_were_held() {
        // "The minim was let go too soon: you held 1.4 beats of 2."
        let mut presses = good();
        presses[0] = press(0.0, 1.4);
        let v = grade(&RHYTHM, 60, &presses, 0.0);
        assert_eq!(v.notes[0].hold, Hold::Short);
        assert!((v.notes[0].held_beats(60).unwrap() - 1.4).abs() < 1e-9);
        // At 120 BPM the same 1.4 s is 2.8 beats.
        assert!((v.notes[0].held_beats(120).unwrap() - 2.8).abs() < 1e-9);
    }

    #[test]
    fn a_note_with_no_press_is_missing() {
        let presses = [press(0.0, 1.95), press(3.0, 3.95)];
        let v = grade(&RHYTHM, 60, &presses, 0.0);
        assert_eq!(v.notes[1].timing, Timing::Missing);
        assert_eq!(v.notes[1].hold, Hold::Missing);
        assert_eq!(v.notes[1].press, None);
        assert_eq!(v.notes_right(), 2);
        assert!(!v.right());
        assert!(v.extra.is_empty());
    }

    #[test]
    fn an_extra_press_counts_against_the_pupil_and_the_note_it_fell_in() {
        // A short tap at 3.5 s, in the middle of the last crotchet (3 to 4 s).
        let mut presses = good();
        presses.push(press(3.5, 3.6));
        let v = grade(&RHYTHM, 60, &presses, 0.0);
        assert_eq!(v.notes_right(), 3);
        assert_eq!(v.extra, vec![press(3.5, 3.6)]);
        assert!(!v.right());
        assert_eq!(
            v.note_results(),
            vec![(Minim, true), (Crotchet, true), (Crotchet, false)]
        );
    }

    #[test]
    fn a_press_held_through_two_notes_is_one_note_too_long_and_the_next_missing() {
        // Pressed at 2 s for the first crotchet and held to 3.95 s, through the second.
        let presses = [press(0.0, 1.95), press(2.0, 3.95)];
        let v = grade(&RHYTHM, 60, &presses, 0.0);
        assert_eq!(v.notes[1].timing, Timing::OnTime);
        assert_eq!(v.notes[1].hold, Hold::Long);
        assert_eq!(v.notes[2].timing, Timing::Missing);
        assert!(v.extra.is_empty());
        assert_eq!(v.notes_right(), 1);
    }

    #[test]
    fn the_pupils_offset_is_taken_away_from_every_press() {
        // Every press arrives 0.2 s late (the machine's and the pupil's latency).
        let late: Vec<Press> = good()
            .iter()
            .map(|p| press(p.down + 0.2, p.up + 0.2))
            .collect();
        // Graded as measured, each press is late by 0.2 s, beyond the 0.12 s window.
        let v = grade(&RHYTHM, 60, &late, 0.0);
        assert!(v.notes.iter().all(|n| n.timing == Timing::Late));
        assert!(v.notes.iter().all(|n| n.hold == Hold::Right));
        // With the calibrated offset of 0.2 s taken away, the same presses are right.
        let v = grade(&RHYTHM, 60, &late, 0.2);
        assert!(v.right(), "{v:?}");
        assert!((v.notes[1].press.unwrap().down - 2.0).abs() < 1e-9);
    }

    #[test]
    fn presses_are_matched_in_the_order_they_began_whatever_order_they_come_in() {
        let mut presses = good();
        presses.reverse();
        assert!(grade(&RHYTHM, 60, &presses, 0.0).right());
    }

    #[test]
    fn tapping_ends_half_a_second_or_half_a_beat_after_the_rhythm() {
        // Minim, crotchet, crotchet at 60 BPM: 4 s, then half a second (half a beat is 0.5 s).
        assert!((tapping_ends(&RHYTHM, 60) - 4.5).abs() < 1e-12);
        // At 30 BPM: 8 s, then half a 2 s beat.
        assert!((tapping_ends(&RHYTHM, 30) - 9.0).abs() < 1e-12);
        // At 120 BPM: 2 s, then half a second (half a beat would be 0.25 s).
        assert!((tapping_ends(&RHYTHM, 120) - 2.5).abs() < 1e-12);
        // Half a beat at 60 BPM before the first note: along with the count-in.
        assert!(counts(-0.5, 60));
        assert!(!counts(-0.51, 60));
    }

    #[test]
    fn calibration_takes_the_median_of_the_taps_near_the_clicks() {
        // Eight clicks at 60 BPM (0 to 7 s); taps 80 ms late but one 300 ms late and one
        // 20 ms early: offsets sorted -0.02, 0.08 × 6, 0.3, median 0.08.
        let mut taps: Vec<f64> = (0..8).map(|k| f64::from(k) + 0.08).collect();
        taps[2] = 2.3;
        taps[5] = 4.98;
        assert!((calibrate(&taps, 60).unwrap() - 0.08).abs() < 1e-9);
        // Six clicks with a tap near them (none within half a beat of 4 or 7 s).
        let taps = [0.1, 1.2, 2.2, 3.2, 5.2, 6.2];
        // Offsets 0.1, 0.2 × 5 at clicks 0, 1, 2, 3, 5, 6: median 0.2.
        assert!((calibrate(&taps, 60).unwrap() - 0.2).abs() < 1e-9);
        // An even count: the mean of the middle two. Offsets 0.1, 0.1, 0.3, 0.3, 0.1, 0.3,
        // sorted 0.1, 0.1, 0.1, 0.3, 0.3, 0.3: (0.1 + 0.3) / 2 = 0.2.
        let taps = [0.1, 1.1, 2.3, 3.3, 4.1, 5.3];
        assert!((calibrate(&taps, 60).unwrap() - 0.2).abs() < 1e-9);
        // Four taps near clicks are too few.
        assert_eq!(calibrate(&[0.0, 1.0, 2.0, 3.0], 60), Err(4));
        // Every tap 0.45 s late at 60 BPM is within half a beat, but beyond the 0.4 s kept.
        let late: Vec<f64> = (0..8).map(|k| f64::from(k) + 0.45).collect();
        assert!((calibrate(&late, 60).unwrap() - 0.4).abs() < 1e-9);
    }

    #[test]
    fn a_fast_tempo_is_slowed_so_the_shortest_note_lasts_200_ms() {
        // A note of figure f lasts 240 / (f × BPM) s; at least 0.2 s means BPM ≤ 1200 / f.
        // Semiquavers: 1200 / 16 = 75 BPM (0.2 s each).
        assert_eq!(tempo_for(&[Crotchet, Semiquaver], 120), (75, true));
        assert_eq!(tempo_for(&[Crotchet, Semiquaver], 75), (75, false));
        assert_eq!(tempo_for(&[Minim, Crotchet], 60), (60, false));
        // Semidemisemiquavers: 1200 / 64 = 18.75, so 18 BPM (0.208 s; 19 would give 0.197 s).
        assert_eq!(tempo_for(&[Semidemisemiquaver], 60), (18, true));
        assert!(Semidemisemiquaver.seconds(18) >= SHORTEST_NOTE_S);
        assert!(Semidemisemiquaver.seconds(19) < SHORTEST_NOTE_S);
    }
}
