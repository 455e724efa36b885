//! Note values of Gilbert's Musical Dominoes (`RULES.md` section 1): the seven notes from the
//! semibreve to the semidemisemiquaver, their figures (how many make a semibreve), their exact
//! part of a semibreve, and their length at a tempo.
//!
//! Identifiers use the British names of the source text (seed `000_81d6e15744ea7855.txt`); each
//! item's documentation gives the American name too. Words shown to users come from the Fluent
//! files, never from here.

use std::time::Duration;

use num_rational::Ratio;

/// An exact fraction of a semibreve (whole note), for example `1/8` for a quaver.
pub type Fraction = Ratio<u64>;

/// Slowest tempo the app accepts, in crotchets per minute (BPM).
pub const MIN_BPM: u32 = 30;
/// Fastest tempo the app accepts, in crotchets per minute (BPM).
pub const MAX_BPM: u32 = 200;
/// Default tempo, in crotchets per minute (BPM).
pub const DEFAULT_BPM: u32 = 60;

/// One of the seven note values printed on the tablets.
///
/// The discriminant is the suit index `k` of `RULES.md` section 1 (0–6), and the figure is
/// `2^k`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NoteValue {
    /// Semibreve (American: whole note). Suit 0, figure 1.
    Semibreve = 0,
    /// Minim (American: half note). Suit 1, figure 2.
    Minim = 1,
    /// Crotchet (American: quarter note). Suit 2, figure 4. One beat at the tempo.
    Crotchet = 2,
    /// Quaver (American: eighth note). Suit 3, figure 8.
    Quaver = 3,
    /// Semiquaver (American: sixteenth note). Suit 4, figure 16.
    Semiquaver = 4,
    /// Demisemiquaver (American: thirty-second note). Suit 5, figure 32.
    Demisemiquaver = 5,
    /// Semidemisemiquaver (American: sixty-fourth note). Suit 6, figure 64.
    Semidemisemiquaver = 6,
}

impl NoteValue {
    /// All seven values, longest first (suit order 0 to 6).
    pub const ALL: [NoteValue; 7] = [
        NoteValue::Semibreve,
        NoteValue::Minim,
        NoteValue::Crotchet,
        NoteValue::Quaver,
        NoteValue::Semiquaver,
        NoteValue::Demisemiquaver,
        NoteValue::Semidemisemiquaver,
    ];

    /// The note of suit index `suit` (0–6), or `None` outside that range.
    pub const fn from_suit(suit: u8) -> Option<NoteValue> {
        if suit < 7 {
            Some(Self::ALL[suit as usize])
        } else {
            None
        }
    }

    /// The note whose figure is `figure` (1, 2, 4, 8, 16, 32 or 64), or `None`.
    pub const fn from_figure(figure: u32) -> Option<NoteValue> {
        if figure.is_power_of_two() && figure <= 64 {
            Self::from_suit(figure.trailing_zeros() as u8)
        } else {
            None
        }
    }

    /// Suit index 0–6 (`RULES.md` section 1).
    pub const fn suit(self) -> u8 {
        self as u8
    }

    /// The figure printed on the tablet: how many of this note make a semibreve (1 to 64).
    pub const fn figure(self) -> u32 {
        1 << (self as u32)
    }

    /// Exact part of a semibreve, `1/figure` (a quaver is `1/8`).
    pub fn fraction(self) -> Fraction {
        Fraction::new(1, u64::from(self.figure()))
    }

    /// How many notes of value `smaller` make one of `self`, as an exact fraction: 8
    /// semiquavers make a minim; `1/2` minim makes a crotchet.
    pub fn how_many(self, smaller: NoteValue) -> Fraction {
        self.fraction() / smaller.fraction()
    }

    /// Length in seconds at `bpm` crotchets per minute: `(4 / figure) × 60 / bpm`.
    ///
    /// A crotchet at 60 BPM lasts 1 s; a semibreve 4 s.
    pub fn seconds(self, bpm: u32) -> f64 {
        240.0 / (f64::from(self.figure()) * f64::from(bpm.max(1)))
    }

    /// Length at `bpm` crotchets per minute, as a [`Duration`] (nanosecond resolution).
    pub fn duration(self, bpm: u32) -> Duration {
        // 240 s / (figure × bpm), computed in integer nanoseconds, rounded to nearest.
        let denom = u64::from(self.figure()) * u64::from(bpm.max(1));
        Duration::from_nanos((240_000_000_000 + denom / 2) / denom)
    }

    /// Length in samples at `bpm` crotchets per minute and `sample_rate` samples per second,
    /// rounded to the nearest whole sample. At 60 BPM and 48 000 Hz a semidemisemiquaver is
    /// 3 000 samples and a semibreve 192 000.
    ///
    /// For a sequence of notes use [`samples_at`] on the running total instead, so that
    /// rounding never accumulates.
    pub fn samples(self, bpm: u32, sample_rate: u32) -> u64 {
        samples_at(self.fraction(), bpm, sample_rate)
    }

    /// The SMuFL code point of the note with its stem up (Bravura): U+E1D2 (whole) to U+E1DD
    /// (64th). `noteWhole`, `noteHalfUp`, `noteQuarterUp`, `note8thUp` … `note64thUp`.
    pub const fn smufl_glyph(self) -> char {
        match self {
            NoteValue::Semibreve => '\u{E1D2}',
            NoteValue::Minim => '\u{E1D3}',
            NoteValue::Crotchet => '\u{E1D5}',
            NoteValue::Quaver => '\u{E1D7}',
            NoteValue::Semiquaver => '\u{E1D9}',
            NoteValue::Demisemiquaver => '\u{E1DB}',
            NoteValue::Semidemisemiquaver => '\u{E1DD}',
        }
    }

    /// The glyph's bounding box in Bravura, in staff spaces (1 em = 4 staff spaces), as
    /// `(x_min, y_min, x_max, y_max)` with y upward from the glyph origin (the notehead's
    /// centre line). From Bravura's `metadata.json` (`glyphBBoxes`).
    pub const fn glyph_bbox(self) -> (f32, f32, f32, f32) {
        match self {
            NoteValue::Semibreve => (0.0, -0.548, 1.836, 0.544),
            NoteValue::Minim => (0.0, -0.58, 1.364, 3.5),
            NoteValue::Crotchet => (0.0, -0.564, 1.328, 3.5),
            NoteValue::Quaver => (0.0, -0.552, 2.264, 3.492),
            NoteValue::Semiquaver => (0.0, -0.552, 2.324, 3.492),
            NoteValue::Demisemiquaver => (0.0, -0.552, 2.252, 4.092),
            NoteValue::Semidemisemiquaver => (0.0, -0.552, 2.252, 4.888),
        }
    }

    /// A stable lower-case key for the note's British name (`"semibreve"` … ), used as the
    /// Fluent message id suffix (`note-semibreve`) and in files. Not shown to users as is.
    pub const fn key(self) -> &'static str {
        match self {
            NoteValue::Semibreve => "semibreve",
            NoteValue::Minim => "minim",
            NoteValue::Crotchet => "crotchet",
            NoteValue::Quaver => "quaver",
            NoteValue::Semiquaver => "semiquaver",
            NoteValue::Demisemiquaver => "demisemiquaver",
            NoteValue::Semidemisemiquaver => "semidemisemiquaver",
        }
    }
}

/// The sample index at which a point `semibreves` into a rhythm falls, at `bpm` crotchets per
/// minute and `sample_rate` Hz, rounded to the nearest sample (halves round up).
///
/// `semibreves` is an exact fraction of a semibreve, so the onset of the n-th note of a
/// sequence is `samples_at(sum of the earlier notes)` and never drifts.
pub fn samples_at(semibreves: Fraction, bpm: u32, sample_rate: u32) -> u64 {
    // seconds = semibreves × 4 × 60 / bpm; samples = seconds × rate.
    let num = u128::from(*semibreves.numer()) * 240 * u128::from(sample_rate);
    let den = u128::from(*semibreves.denom()) * u128::from(bpm.max(1));
    ((2 * num + den) / (2 * den)) as u64
}

/// The total length of `notes` as an exact fraction of a semibreve.
pub fn total(notes: &[NoteValue]) -> Fraction {
    notes
        .iter()
        .fold(Fraction::from_integer(0), |acc, n| acc + n.fraction())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_are_powers_of_two_from_one_to_sixty_four() {
        let figures: Vec<u32> = NoteValue::ALL.iter().map(|n| n.figure()).collect();
        assert_eq!(figures, vec![1, 2, 4, 8, 16, 32, 64]);
        for n in NoteValue::ALL {
            assert_eq!(NoteValue::from_figure(n.figure()), Some(n));
            assert_eq!(NoteValue::from_suit(n.suit()), Some(n));
        }
        assert_eq!(NoteValue::from_figure(3), None);
        assert_eq!(NoteValue::from_figure(128), None);
        assert_eq!(NoteValue::from_suit(7), None);
    }

    #[test]
    fn fractions_are_exact() {
        assert_eq!(NoteValue::Quaver.fraction(), Fraction::new(1, 8));
        assert_eq!(
            NoteValue::Crotchet.fraction() + NoteValue::Quaver.fraction(),
            Fraction::new(3, 8)
        );
        assert_eq!(
            NoteValue::Minim.how_many(NoteValue::Semiquaver),
            Fraction::from_integer(8)
        );
        assert_eq!(
            NoteValue::Crotchet.how_many(NoteValue::Minim),
            Fraction::new(1, 2)
        );
    }

    #[test]
    fn durations_at_sixty_bpm() {
        assert_eq!(NoteValue::Crotchet.duration(60), Duration::from_secs(1));
        assert_eq!(NoteValue::Semibreve.duration(60), Duration::from_secs(4));
        assert_eq!(NoteValue::Quaver.duration(120), Duration::from_millis(250));
        assert_eq!(
            NoteValue::Semidemisemiquaver.duration(60),
            Duration::from_micros(62_500)
        );
        assert!((NoteValue::Minim.seconds(60) - 2.0).abs() < 1e-12);
    }

    #[test]
    fn samples_at_48k() {
        assert_eq!(NoteValue::Semibreve.samples(60, 48_000), 192_000);
        assert_eq!(NoteValue::Semidemisemiquaver.samples(60, 48_000), 3_000);
        // 4,8,8,2 at 60 BPM: 1 + 0.5 + 0.5 + 2 s = 4 s.
        let notes = [
            NoteValue::Crotchet,
            NoteValue::Quaver,
            NoteValue::Quaver,
            NoteValue::Minim,
        ];
        assert_eq!(samples_at(total(&notes), 60, 48_000), 192_000);
        // A quaver at 70 BPM: 48000 × 30/70 = 20571.43 → 20571.
        assert_eq!(NoteValue::Quaver.samples(70, 48_000), 20_571);
    }

    #[test]
    fn glyphs_are_the_smufl_stem_up_notes() {
        assert_eq!(NoteValue::Semibreve.smufl_glyph(), '\u{E1D2}');
        assert_eq!(NoteValue::Crotchet.smufl_glyph(), '\u{E1D5}');
        assert_eq!(NoteValue::Semidemisemiquaver.smufl_glyph(), '\u{E1DD}');
    }
}
