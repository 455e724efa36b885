//! Sound: every played tablet sounds its note values, so a class hears how long each note
//! lasts (issue 4).
//!
//! - [`synth`]: pure synthesis (notes, tempo, sample rate in; samples and onsets out), no
//!   rodio, tested without a device.
//! - [`playback`]: the long-lived audio thread that owns the rodio output; the UI sends it
//!   commands through [`AudioEngine`] and never waits. No device: the app runs silently and
//!   [`AudioEngine::status`] says so once.
//! - [`wav`]: 16-bit PCM WAV files, written atomically.
//! - [`cli`]: the `render` sub-command.

pub mod cli;
pub mod playback;
pub mod synth;
pub mod wav;

pub use playback::{
    AudioEngine, AudioOutput, AudioStatus, DEFAULT_VOLUME, SoundSettings, line_schedule,
    open_default_output,
};
pub use synth::{
    RENDER_RATE, Rendered, line_tablets, listening_notes, render_knock, render_notes, slot_bounds,
    tablet_notes,
};
pub use wav::write_wav;
