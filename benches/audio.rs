//! Sound speed (`cargo bench --bench audio`), issue 4.
//!
//! - `render/full_line_60bpm`: synthesis of the notes of a full 28-tablet line (56 notes,
//!   63.5 s of sound, clicks on) at 60 BPM and 48 kHz. Target: under 20 ms.
//! - `play_to_first_sample/*`: from `AudioEngine::play_tablet` on the UI side until the
//!   first non-zero sample of that tablet comes out of the rodio mixer the audio thread
//!   plays into (a test output: this machine has no sound card, so the bench pulls the
//!   mixer itself, as a device callback would). Target: under 30 ms. A real device adds its
//!   own buffer (typically 5–20 ms) on top.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use musical_dominoes::audio::{
    AudioEngine, AudioOutput, AudioStatus, SoundSettings, render_notes, tablet_notes,
};
use musical_dominoes::music::NoteValue;

const RATE: u32 = 48_000;

fn full_line() -> Vec<(NoteValue, NoteValue)> {
    let mut line = Vec::new();
    for a in 0..7u8 {
        for b in a..7u8 {
            line.push((
                NoteValue::from_suit(a).unwrap(),
                NoteValue::from_suit(b).unwrap(),
            ));
        }
    }
    line
}

fn render(c: &mut Criterion) {
    let notes = tablet_notes(&full_line());
    c.bench_function("render/full_line_60bpm", |b| {
        b.iter(|| render_notes(black_box(&notes), 60, RATE, true))
    });
}

/// Pulls `source` until it has given `n` silent samples in a row (or has no sources).
fn drain(source: &mut rodio::mixer::MixerSource, n: usize) {
    let mut quiet = 0;
    while quiet < n {
        match source.next() {
            Some(x) if x != 0.0 => quiet = 0,
            _ => quiet += 1,
        }
    }
}

fn play_latency(c: &mut Criterion) {
    let (mixer, mut source) = rodio::mixer::mixer(
        std::num::NonZero::new(1).unwrap(),
        std::num::NonZero::new(RATE).unwrap(),
    );
    let mut settings = SoundSettings {
        volume: 1.0,
        ..SoundSettings::default()
    };
    let engine = AudioEngine::start_with(settings, move || Ok(AudioOutput::new(mixer, RATE, ())));
    while engine.status() == AudioStatus::Starting {
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(engine.status(), AudioStatus::Ready);
    let cases = [
        (
            "crotchet_quaver_60bpm",
            NoteValue::Crotchet,
            NoteValue::Quaver,
            60,
        ),
        // The longest tablet at the slowest tempo: two semibreves at 30 BPM, 16 s.
        (
            "double_semibreve_30bpm",
            NoteValue::Semibreve,
            NoteValue::Semibreve,
            30,
        ),
    ];
    let mut group = c.benchmark_group("play_to_first_sample");
    for (name, first, second, bpm) in cases {
        settings.bpm = bpm;
        engine.set_settings(settings);
        group.bench_function(name, |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    engine.stop();
                    drain(&mut source, 4_800);
                    let t0 = Instant::now();
                    engine.play_tablet(first, second);
                    loop {
                        match source.next() {
                            Some(x) if x != 0.0 => break,
                            _ => {}
                        }
                    }
                    total += t0.elapsed();
                }
                total
            })
        });
    }
    group.finish();
}

criterion_group!(benches, render, play_latency);
criterion_main!(benches);
