//! Opening the sound output, and when.
//!
//! - Desktop: the system's default output (rodio over cpal: ALSA on Linux, WASAPI on Windows),
//!   opened as the app starts, on the sound thread. ALSA's own complaints on a machine with
//!   no sound card are captured and given in the error instead of printed.
//! - Web: the page's Web Audio output (cpal's `AudioContext`), opened at the user's first click,
//!   touch or key ([`OPENS_AT_FIRST_GESTURE`]): a browser starts sound only after a gesture, and
//!   an output opened before one stays silent for good.

use crate::audio::AudioOutput;

/// Whether the output waits for the user's first gesture (web) rather than opening at start
/// (desktop).
pub const OPENS_AT_FIRST_GESTURE: bool = cfg!(target_arch = "wasm32");

/// Opens the default sound output with rodio (`DeviceSinkBuilder::open_default_sink`).
///
/// # Errors
/// One text: rodio's error, followed on Linux by ALSA's captured lines.
pub fn open_default_output() -> Result<AudioOutput, String> {
    #[cfg(target_os = "linux")]
    let captured = alsa::Output::local_error_handler().ok();
    let result = rodio::DeviceSinkBuilder::open_default_sink();
    #[cfg(target_os = "linux")]
    let alsa_lines = captured
        .map(|c| {
            let text = c.borrow().to_string();
            text.lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .collect::<Vec<_>>()
                .join("; ")
        })
        .unwrap_or_default();
    #[cfg(not(target_os = "linux"))]
    let alsa_lines = String::new();
    match result {
        Ok(mut sink) => {
            sink.log_on_drop(false);
            let rate = sink.config().sample_rate().get();
            let mixer = sink.mixer().clone();
            Ok(AudioOutput::new(mixer, rate, sink))
        }
        Err(e) if alsa_lines.is_empty() => Err(e.to_string()),
        Err(e) => Err(format!("{e} ({alsa_lines})")),
    }
}
