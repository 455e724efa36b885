//! Playback: one long-lived thread owns the sound output (rodio) and plays what the UI asks
//! for. The UI only sends commands over a channel and never waits: [`AudioEngine::start`]
//! returns at once, the device is opened on the audio thread, and every method returns
//! after queuing one message.
//!
//! A new play cuts off what is still sounding from the previous one (with a 5 ms fade so the
//! cut does not click). With no sound device the thread says so once through
//! [`AudioEngine::status`] ([`AudioStatus::NoDevice`]) and then accepts every command and
//! does nothing: no panic, no repeated error.
//!
//! The device opener is injectable ([`AudioEngine::start_with`]), so tests drive both the
//! failing branch and a working output (a rodio mixer whose samples they pull themselves).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use iced::time::Instant;
use rodio::mixer::Mixer;
use rodio::{Player, Source};
use serde::{Deserialize, Serialize};

use super::synth::{
    TAP_LEAD_MS, clamp_bpm, listening_notes, render_clicks, render_knock, render_notes, render_tap,
    tablet_notes,
};
use crate::music::{DEFAULT_BPM, Fraction, NoteValue};

/// What the player hears, as the settings screen sets it. Saved with the app's settings.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SoundSettings {
    /// Sound on (`true`, the default) or off.
    pub enabled: bool,
    /// Loudness, `0.0..=1.0` (default 0.8); values outside are clamped, NaN means the default.
    /// Read through `f64`, so that a number too large for `f32` (1e39) is clamped rather than
    /// read as infinity, which JSON would write back as `null`.
    #[serde(deserialize_with = "volume_in_range")]
    pub volume: f32,
    /// Tempo in crotchets per minute, `30..=200` (default 60); values outside are clamped.
    pub bpm: u32,
    /// A quiet click on every crotchet beat while notes sound (default on).
    pub clicks: bool,
    /// Pip games: a soft knock on each play (default on). Pip games sound no notes.
    pub knock: bool,
}

/// Reads a volume as a number of any size, clamped to `0.0..=1.0`.
fn volume_in_range<'de, D: serde::Deserializer<'de>>(d: D) -> Result<f32, D::Error> {
    let v = f64::deserialize(d)?;
    Ok(v.clamp(0.0, 1.0) as f32)
}

/// Default loudness of [`SoundSettings::volume`].
pub const DEFAULT_VOLUME: f32 = 0.8;

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings {
            enabled: true,
            volume: DEFAULT_VOLUME,
            bpm: DEFAULT_BPM,
            clicks: true,
            knock: true,
        }
    }
}

impl SoundSettings {
    /// The settings with volume and tempo brought into range (see the fields).
    pub fn sanitized(self) -> SoundSettings {
        SoundSettings {
            volume: if self.volume.is_nan() {
                DEFAULT_VOLUME
            } else {
                self.volume.clamp(0.0, 1.0)
            },
            bpm: clamp_bpm(self.bpm),
            ..self
        }
    }
}

/// The state of the sound output, for the UI to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AudioStatus {
    /// The audio thread is still opening the device (the first fraction of a second).
    Starting,
    /// Sound plays.
    Ready,
    /// No sound output was found; the app runs silently. The text is the technical reason
    /// (the error and anything the sound library printed), for a details line or a log;
    /// the words shown to users come from `audio-no-device` in the Fluent files.
    NoDevice(String),
}

/// An opened sound output: the mixer that sounds are added to, its sample rate, and
/// whatever must stay alive for it to keep sounding (the rodio device sink).
pub struct AudioOutput {
    mixer: Mixer,
    sample_rate: u32,
    _keep_alive: Box<dyn std::any::Any>,
}

impl AudioOutput {
    /// An output that plays into `mixer` at `sample_rate` Hz, keeping `keep_alive` (for
    /// example the device sink) alive as long as the output lives.
    pub fn new(mixer: Mixer, sample_rate: u32, keep_alive: impl std::any::Any) -> AudioOutput {
        AudioOutput {
            mixer,
            sample_rate,
            _keep_alive: Box::new(keep_alive),
        }
    }
}

/// Opens the system's default sound output ([`crate::platform::sound::open_default_output`]).
///
/// # Errors
/// Why no output could be opened, in one text.
pub fn open_default_output() -> Result<AudioOutput, String> {
    crate::platform::sound::open_default_output()
}

/// A command from the UI to the audio thread.
enum Command {
    /// Open the output (at start on the desktop, at the first gesture on the web).
    Open,
    Notes(Vec<NoteValue>),
    /// Notes with the beat clicks on whatever the settings say (a listening question).
    Listen(Vec<NoteValue>),
    Knock,
    /// The tap exercise: the count-in, then the clicks (and the notes, to hear them) at
    /// its own tempo, its first sample due at `due`.
    Tap {
        notes: Vec<NoteValue>,
        bpm: u32,
        notes_sound: bool,
        due: Instant,
    },
    /// The calibration's clicks, at the tempo setting, the first sample due at the instant.
    Clicks(u32, Instant),
    Stop,
    Settings(SoundSettings),
}

/// The handle the UI keeps: sends commands to the audio thread and reads its status. Every
/// method returns at once. Dropping it ends the thread (after it has finished opening the
/// device, if it is doing so). On the web the commands are served at once in the page
/// ([`crate::platform::work::Queue`]), and the output opens at the user's first gesture
/// ([`AudioEngine::gesture`]).
pub struct AudioEngine {
    queue: Option<crate::platform::work::Queue<Command>>,
    status: Arc<Mutex<AudioStatus>>,
    /// Whether the output was asked to open.
    opened: std::cell::Cell<bool>,
}

impl AudioEngine {
    /// Starts the audio thread, which opens the default sound output
    /// ([`open_default_output`]) at once on the desktop, at the first gesture on the web.
    /// Returns at once with status [`AudioStatus::Starting`].
    pub fn start(settings: SoundSettings) -> AudioEngine {
        AudioEngine::start_with(settings, open_default_output)
    }

    /// Starts the audio thread with `opener` in place of the default device; `opener` runs
    /// once, on the audio thread. An `Err(reason)` gives [`AudioStatus::NoDevice`]`(reason)`
    /// and a silent engine.
    pub fn start_with<F>(settings: SoundSettings, opener: F) -> AudioEngine
    where
        F: FnOnce() -> Result<AudioOutput, String> + Send + 'static,
    {
        let status = Arc::new(Mutex::new(AudioStatus::Starting));
        let server_status = Arc::clone(&status);
        let settings = settings.sanitized();
        let make = move || {
            let mut server = Server {
                opener: Some(Box::new(opener)),
                output: None,
                sounding: None,
                settings,
                status: server_status,
            };
            move |batch: Vec<Command>| server.serve(batch)
        };
        let queue = match crate::platform::work::Queue::start("musical-dominoes-audio", make) {
            Ok(q) => Some(q),
            Err(e) => {
                set_status(
                    &status,
                    AudioStatus::NoDevice(format!("cannot start the audio thread: {e}")),
                );
                None
            }
        };
        let engine = AudioEngine {
            queue,
            status,
            opened: std::cell::Cell::new(false),
        };
        if !crate::platform::sound::OPENS_AT_FIRST_GESTURE {
            engine.gesture();
        }
        engine
    }

    /// The user's click, touch or key: opens the output if it waits for one (the web's first
    /// gesture); does nothing after the first.
    pub fn gesture(&self) {
        if !self.opened.replace(true) {
            self.send(Command::Open);
        }
    }

    /// Whether the output still waits for the user's first gesture ([`AudioEngine::gesture`]).
    pub fn waits_for_gesture(&self) -> bool {
        !self.opened.get()
    }

    /// Sounds one tablet as it is played: `first` (the half that joined the line), then
    /// `second` (the half that is now the open end); a double passes its note twice. Each
    /// note lasts exactly its value at the tempo. Cuts off anything still sounding.
    pub fn play_tablet(&self, first: NoteValue, second: NoteValue) {
        self.send(Command::Notes(vec![first, second]));
    }

    /// Sounds the soft knock of a play in a pip game (if sound and knock are on). Cuts off
    /// anything still sounding.
    pub fn play_knock(&self) {
        self.send(Command::Knock);
    }

    /// "Hear the line": sounds `tablets` (the line of play from its left end to its right
    /// end, each tablet's halves in the order they lie) as one rhythm. Use
    /// [`line_schedule`] to highlight the tablet being heard. Cuts off anything still
    /// sounding.
    pub fn play_line(&self, tablets: Vec<(NoteValue, NoteValue)>) {
        self.send(Command::Notes(tablet_notes(&tablets)));
    }

    /// Sounds a listening question of the quiz: `note` as [`listening_notes`] repeats it,
    /// always against the beat clicks (whatever the clicks setting says), at the tempo. Cuts
    /// off anything still sounding.
    pub fn play_listening(&self, note: NoteValue) {
        self.send(Command::Listen(listening_notes(note)));
    }

    /// The quiz's tap exercise ([`render_tap`]): one bar of count-in clicks at `bpm`
    /// crotchets per minute (the exercise's own tempo, which may be below the tempo
    /// setting's least), then clicks on the beats for as long as `notes` last, with the notes
    /// themselves when `notes_sound` ("Hear it") or without them while the pupil taps. The
    /// clicks sound whatever the clicks setting says. Cuts off anything still sounding.
    ///
    /// The sound begins [`TAP_LEAD_MS`] after this call, whatever its render takes
    /// ([`due_from`]), as the screen reckons from the press that asked for it.
    pub fn play_tap(&self, notes: Vec<NoteValue>, bpm: u32, notes_sound: bool) {
        self.send(Command::Tap {
            notes,
            bpm,
            notes_sound,
            due: Instant::now() + Duration::from_millis(TAP_LEAD_MS),
        });
    }

    /// The calibration of tapping: `clicks` beat clicks at the tempo setting, the first a
    /// beat after the sound begins ([`render_clicks`]), which is [`TAP_LEAD_MS`] after this
    /// call, as for [`AudioEngine::play_tap`]. Cuts off anything still sounding.
    pub fn play_clicks(&self, clicks: u32) {
        self.send(Command::Clicks(
            clicks,
            Instant::now() + Duration::from_millis(TAP_LEAD_MS),
        ));
    }

    /// Silences whatever is sounding.
    pub fn stop(&self) {
        self.send(Command::Stop);
    }

    /// Changes the settings. Volume applies at once to what is sounding; tempo and clicks
    /// from the next play; turning sound off silences at once.
    pub fn set_settings(&self, settings: SoundSettings) {
        self.send(Command::Settings(settings.sanitized()));
    }

    /// The state of the output: [`AudioStatus::Starting`] until the device is open or has
    /// failed to open.
    pub fn status(&self) -> AudioStatus {
        match self.status.lock() {
            Ok(s) => s.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    fn send(&self, command: Command) {
        // The thread only stops when this handle is dropped; a send can then not fail, and if
        // it ever did (the thread gone), silence is the right outcome.
        if let Some(q) = &self.queue {
            q.send(command);
        }
    }
}

/// The onset of each tablet of `tablets` when the line is heard at `bpm` crotchets per
/// minute (clamped to 30..=200), from the start of the sound: the exact sum of the earlier
/// tablets' note values, to the nanosecond. One entry per tablet; the first is zero.
pub fn line_schedule(tablets: &[(NoteValue, NoteValue)], bpm: u32) -> Vec<Duration> {
    let bpm = u128::from(clamp_bpm(bpm));
    let mut running = Fraction::from_integer(0);
    tablets
        .iter()
        .map(|&(a, b)| {
            // seconds = semibreves × 240 / bpm; nanoseconds rounded to nearest.
            let num = u128::from(*running.numer()) * 240 * 1_000_000_000;
            let den = u128::from(*running.denom()) * bpm;
            running += a.fraction() + b.fraction();
            Duration::from_nanos(((2 * num + den) / (2 * den)) as u64)
        })
        .collect()
}

fn set_status(status: &Mutex<AudioStatus>, value: AudioStatus) {
    match status.lock() {
        Ok(mut s) => *s = value,
        Err(poisoned) => *poisoned.into_inner() = value,
    }
}

/// Rendered samples played through a [`Player`], which fade out over 5 ms and end when
/// their `cut` flag is set.
struct Voice {
    samples: Vec<f32>,
    pos: usize,
    rate: std::num::NonZero<u32>,
    cut: Arc<AtomicBool>,
    /// Samples left of the fade once cut.
    fading: Option<usize>,
    fade_len: usize,
}

impl Iterator for Voice {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        let s = *self.samples.get(self.pos)?;
        self.pos += 1;
        if self.fading.is_none() && self.cut.load(Ordering::Relaxed) {
            self.fading = Some(self.fade_len);
        }
        match &mut self.fading {
            None => Some(s),
            Some(0) => None,
            Some(left) => {
                *left -= 1;
                Some(s * *left as f32 / self.fade_len as f32)
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.samples.len() - self.pos.min(self.samples.len());
        (0, Some(left))
    }
}

impl Source for Voice {
    fn current_span_len(&self) -> Option<usize> {
        None
    }

    fn channels(&self) -> rodio::ChannelCount {
        std::num::NonZero::<u16>::MIN
    }

    fn sample_rate(&self) -> rodio::SampleRate {
        self.rate
    }

    fn total_duration(&self) -> Option<Duration> {
        None
    }
}

/// What is sounding now.
struct Sounding {
    player: Player,
    cut: Arc<AtomicBool>,
}

impl Sounding {
    /// Fades the sound out and lets it end on its own.
    fn cut(self) {
        self.cut.store(true, Ordering::Relaxed);
        // Detached, the player's sound keeps going until the voice has faded and ended.
        self.player.detach();
    }
}

/// What serves the commands (on the audio thread on the desktop): the output once opened,
/// what is sounding, the settings.
struct Server {
    opener: Option<Box<dyn FnOnce() -> Result<AudioOutput, String> + Send>>,
    output: Option<AudioOutput>,
    sounding: Option<Sounding>,
    settings: SoundSettings,
    status: Arc<Mutex<AudioStatus>>,
}

impl Server {
    /// Opens the output with the opener, once.
    fn open(&mut self) {
        let Some(opener) = self.opener.take() else {
            return;
        };
        self.output = match opener() {
            Ok(o) if o.sample_rate > 0 => {
                set_status(&self.status, AudioStatus::Ready);
                Some(o)
            }
            Ok(_) => {
                set_status(
                    &self.status,
                    AudioStatus::NoDevice("the output reports a sample rate of 0 Hz".into()),
                );
                None
            }
            Err(reason) => {
                set_status(&self.status, AudioStatus::NoDevice(reason));
                None
            }
        };
    }

    /// Serves the commands waiting: settings all apply, but only the last sound matters (each
    /// play cuts off the one before), so quick plays never pile up. A sound keeps the settings
    /// it was asked for under.
    fn serve(&mut self, batch: Vec<Command>) {
        let mut last_sound = None;
        for command in batch {
            match command {
                Command::Open => self.open(),
                Command::Settings(s) => {
                    self.settings = s;
                    if let Some(now) = &self.sounding {
                        now.player.set_volume(self.settings.volume);
                    }
                    if !self.settings.enabled
                        && let Some(now) = self.sounding.take()
                    {
                        now.cut();
                    }
                }
                other => last_sound = Some((other, self.settings)),
            }
        }
        let Some((command, asked_under)) = last_sound else {
            return;
        };
        let Some(out) = &self.output else { return };
        if let Some(now) = self.sounding.take() {
            now.cut();
        }
        if let Some(mut samples) = sound_for(&command, &asked_under, out.sample_rate) {
            // The tap exercise's sound begins when it is due, however long it took to render.
            if let Command::Tap { due, .. } | Command::Clicks(_, due) = &command {
                samples = due_from(samples, out.sample_rate, *due, Instant::now());
            }
            self.sounding = Some(start_sound(out, samples, self.settings.volume));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(now) = self.sounding.take() {
            now.cut();
        }
    }
}

/// The samples a sound command plays under `settings` at `sample_rate` Hz: `None` for
/// [`Command::Stop`], with sound off, for a knock with the knock off, and for nothing to play.
fn sound_for(command: &Command, settings: &SoundSettings, sample_rate: u32) -> Option<Vec<f32>> {
    if !settings.enabled {
        return None;
    }
    let samples = match command {
        Command::Notes(notes) => {
            render_notes(notes, settings.bpm, sample_rate, settings.clicks).samples
        }
        Command::Listen(notes) => render_notes(notes, settings.bpm, sample_rate, true).samples,
        Command::Tap {
            notes,
            bpm,
            notes_sound,
            ..
        } => render_tap(notes, *bpm, sample_rate, *notes_sound).samples,
        Command::Clicks(n, _) => render_clicks(*n, settings.bpm, sample_rate),
        Command::Knock if settings.knock => render_knock(sample_rate),
        Command::Knock | Command::Stop | Command::Settings(_) | Command::Open => return None,
    };
    (!samples.is_empty()).then_some(samples)
}

/// `samples` rendered for `sample_rate` Hz and due to begin at `due`, made to begin at
/// `now` instead, when they are handed to the mixer: held back by as much silence as `due`
/// is still ahead (30 ms at 48 kHz: 1 440 zero samples before them), or, when `due` has
/// passed, with as many of their first samples dropped as it is late (10 ms: the first 480),
/// so that what follows keeps its time.
pub fn due_from(mut samples: Vec<f32>, sample_rate: u32, due: Instant, now: Instant) -> Vec<f32> {
    let at = |d: Duration| (d.as_secs_f64() * f64::from(sample_rate)).round() as usize;
    if due >= now {
        let wait = at(due.duration_since(now));
        let mut held = vec![0.0; wait];
        held.append(&mut samples);
        held
    } else {
        let late = at(now.duration_since(due)).min(samples.len());
        samples.drain(..late);
        samples
    }
}

/// Hands `samples` to the output's mixer through a new [`Player`] at `volume`.
fn start_sound(out: &AudioOutput, samples: Vec<f32>, volume: f32) -> Sounding {
    let cut = Arc::new(AtomicBool::new(false));
    let rate = std::num::NonZero::new(out.sample_rate).unwrap_or(std::num::NonZero::<u32>::MIN);
    let fade_len = (out.sample_rate as usize / 200).max(1); // 5 ms
    let player = Player::connect_new(&out.mixer);
    player.set_volume(volume);
    player.append(Voice {
        samples,
        pos: 0,
        rate,
        cut: Arc::clone(&cut),
        fading: None,
        fade_len,
    });
    Sounding { player, cut }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_volume_too_large_for_its_type_is_read_as_the_loudest_and_written_back_as_a_number() {
        let s: SoundSettings = serde_json::from_str(r#"{"volume": 1e39}"#).expect("reads");
        assert_eq!(s.volume, 1.0);
        let back = serde_json::to_value(s).expect("writes");
        assert_eq!(back["volume"], 1.0);
        let s: SoundSettings = serde_json::from_str(r#"{"volume": -2}"#).expect("reads");
        assert_eq!(s.volume, 0.0);
    }

    #[test]
    fn a_sound_due_later_is_held_back_and_one_due_earlier_loses_what_is_late() {
        // 48 kHz: 30 ms ahead is 1 440 samples of silence first; 10 ms late drops the
        // first 480 samples, so that sample 480 (10 ms in) sounds now.
        let samples: Vec<f32> = (1..=2000).map(|i| i as f32).collect();
        let now = Instant::now();
        let held = due_from(
            samples.clone(),
            48_000,
            now + Duration::from_millis(30),
            now,
        );
        assert_eq!(held.len(), 1440 + 2000);
        assert!(held[..1440].iter().all(|&s| s == 0.0));
        assert_eq!((held[1440], held[3439]), (1.0, 2000.0));
        let late = due_from(
            samples.clone(),
            48_000,
            now,
            now + Duration::from_millis(10),
        );
        assert_eq!((late.len(), late[0]), (1520, 481.0));
        // Due now: as rendered; later than the whole sound: nothing left.
        assert_eq!(due_from(samples.clone(), 48_000, now, now), samples);
        assert!(due_from(samples, 48_000, now, now + Duration::from_secs(1)).is_empty());
    }

    #[test]
    fn settings_are_clamped() {
        let s = SoundSettings {
            enabled: true,
            volume: 3.0,
            bpm: 1000,
            clicks: false,
            knock: false,
        }
        .sanitized();
        assert_eq!(s.volume, 1.0);
        assert_eq!(s.bpm, 200);
        let s = SoundSettings {
            volume: f32::NAN,
            bpm: 5,
            ..SoundSettings::default()
        }
        .sanitized();
        assert_eq!(s.volume, DEFAULT_VOLUME);
        assert_eq!(s.bpm, 30);
    }

    #[test]
    fn defaults_are_the_issues() {
        let s = SoundSettings::default();
        assert!(s.enabled && s.clicks && s.knock);
        assert_eq!(s.bpm, 60);
    }

    #[test]
    fn settings_read_from_partial_json_take_defaults() {
        let s: SoundSettings = serde_json::from_str(r#"{"bpm": 90}"#).unwrap();
        assert_eq!(s.bpm, 90);
        assert!(s.enabled && s.clicks);
        assert_eq!(s.volume, DEFAULT_VOLUME);
    }

    #[test]
    fn what_each_command_sounds() {
        let on = SoundSettings {
            clicks: false,
            ..SoundSettings::default()
        };
        let notes = Command::Notes(vec![NoteValue::Crotchet, NoteValue::Quaver]);
        // Crotchet + quaver at 60 BPM = 1.5 s = 72 000 samples at 48 000 Hz.
        assert_eq!(
            sound_for(&notes, &on, 48_000).map(|s| s.len()),
            Some(72_000)
        );
        // At 120 BPM: 0.75 s = 36 000 samples.
        let fast = SoundSettings { bpm: 120, ..on };
        assert_eq!(
            sound_for(&notes, &fast, 48_000).map(|s| s.len()),
            Some(36_000)
        );
        // The knock: 0.150 s = 7 200 samples; none with the knock off.
        assert_eq!(
            sound_for(&Command::Knock, &on, 48_000).map(|s| s.len()),
            Some(7_200)
        );
        let no_knock = SoundSettings { knock: false, ..on };
        assert_eq!(sound_for(&Command::Knock, &no_knock, 48_000), None);
        // Sound off: nothing at all.
        let off = SoundSettings {
            enabled: false,
            ..on
        };
        assert_eq!(sound_for(&notes, &off, 48_000), None);
        assert_eq!(sound_for(&Command::Knock, &off, 48_000), None);
        assert_eq!(sound_for(&Command::Stop, &on, 48_000), None);
        assert_eq!(sound_for(&Command::Notes(vec![]), &on, 48_000), None);
    }

    #[test]
    fn a_listening_question_is_heard_against_the_clicks_even_with_clicks_off() {
        let no_clicks = SoundSettings {
            clicks: false,
            ..SoundSettings::default()
        };
        let semibreve = vec![NoteValue::Semibreve];
        let heard =
            sound_for(&Command::Listen(semibreve.clone()), &no_clicks, 48_000).expect("sound");
        let plain = sound_for(&Command::Notes(semibreve), &no_clicks, 48_000).expect("sound");
        // A semibreve at 60 BPM: 4 s; the third beat's click starts at 2 s = sample 96 000.
        assert_eq!((heard.len(), plain.len()), (192_000, 192_000));
        // The difference is the clicks alone: there at the beat, nothing between beats.
        let added = |from: usize| {
            (from..from + 480)
                .map(|i| (heard[i] - plain[i]).abs())
                .fold(0.0f32, f32::max)
        };
        assert!(added(96_000) > 0.01, "a click at 2 s: {}", added(96_000));
        assert_eq!(added(120_000), 0.0, "nothing added at 2.5 s");
    }

    #[test]
    fn a_cut_voice_fades_out_in_five_ms() {
        // 48 000 Hz / 200 = 240 samples of fade.
        let cut = Arc::new(AtomicBool::new(false));
        let mut v = Voice {
            samples: vec![1.0; 10_000],
            pos: 0,
            rate: std::num::NonZero::new(48_000).unwrap(),
            cut: Arc::clone(&cut),
            fading: None,
            fade_len: 240,
        };
        assert_eq!(v.next(), Some(1.0));
        cut.store(true, Ordering::Relaxed);
        let rest: Vec<f32> = v.collect();
        assert_eq!(rest.len(), 240);
        assert!((rest[0] - 239.0 / 240.0).abs() < 1e-6);
        assert_eq!(*rest.last().unwrap(), 0.0);
    }
}
