//! Sound (issue 4): exact note lengths, onsets, soft edges, no clipping, WAV files that read
//! back, the `render` command, and the engine with a working and with a missing device.
//!
//! Every expected sample count is worked out by hand: a note of figure `f` at `bpm`
//! crotchets per minute lasts `4/f × 60/bpm` seconds, times 48 000 samples per second.

use std::process::Command;
use std::time::{Duration, Instant};

use musical_dominoes::audio::synth::{CLICK_LEVEL, NOTE_LEVEL, click_samples};
use musical_dominoes::audio::{
    AudioEngine, AudioOutput, AudioStatus, SoundSettings, line_schedule, render_knock,
    render_notes, tablet_notes,
};
use musical_dominoes::music::NoteValue::{self, *};

const RATE: u32 = 48_000;

#[test]
fn every_note_value_lasts_exactly_its_value_at_several_tempos() {
    // (bpm, [semibreve, minim, crotchet, quaver, semiquaver, demisemiquaver,
    //        semidemisemiquaver]) in samples at 48 000 Hz.
    let table: [(u32, [usize; 7]); 6] = [
        // 60: a crotchet is 1 s = 48 000; the others double or halve.
        (60, [192_000, 96_000, 48_000, 24_000, 12_000, 6_000, 3_000]),
        // 30: twice as long as at 60.
        (
            30,
            [384_000, 192_000, 96_000, 48_000, 24_000, 12_000, 6_000],
        ),
        // 90: a crotchet is 2/3 s = 32 000.
        (90, [128_000, 64_000, 32_000, 16_000, 8_000, 4_000, 2_000]),
        // 120: half as long as at 60.
        (120, [96_000, 48_000, 24_000, 12_000, 6_000, 3_000, 1_500]),
        // 200: a crotchet is 0.3 s = 14 400.
        (200, [57_600, 28_800, 14_400, 7_200, 3_600, 1_800, 900]),
        // 70: a semibreve is 24/7 s = 164 571.43 → 164 571; minim 82 285.71 → 82 286;
        // crotchet 41 142.86 → 41 143; quaver 20 571.43 → 20 571; semiquaver 10 285.71 →
        // 10 286; demisemiquaver 5 142.86 → 5 143; semidemisemiquaver 2 571.43 → 2 571.
        (70, [164_571, 82_286, 41_143, 20_571, 10_286, 5_143, 2_571]),
    ];
    for (bpm, lengths) in table {
        for (note, want) in NoteValue::ALL.into_iter().zip(lengths) {
            let r = render_notes(&[note], bpm, RATE, false);
            assert_eq!(r.samples.len(), want, "{note:?} at {bpm}");
            let r = render_notes(&[note], bpm, RATE, true);
            assert_eq!(r.samples.len(), want, "{note:?} at {bpm}, clicks");
        }
    }
}

#[test]
fn onsets_of_a_sequence_fall_within_one_sample_of_their_ideal_place() {
    // Eight quavers at 70 BPM: quaver k starts at k × 3/7 s × 48 000 = k × 20 571.43:
    // 0, 20 571, 41 143 (41 142.86), 61 714 (61 714.29), 82 286 (82 285.71),
    // 102 857 (102 857.14), 123 429 (123 428.57), 144 000. Adding rounded lengths
    // (7 × 20 571 = 143 997) would drift by 3 samples.
    let r = render_notes(&[Quaver; 8], 70, RATE, false);
    let want = [0, 20_571, 41_143, 61_714, 82_286, 102_857, 123_429, 144_000];
    assert_eq!(r.onsets, want);
    for (k, &at) in r.onsets.iter().enumerate() {
        let ideal = k as f64 * 48_000.0 * 30.0 / 70.0;
        assert!((at as f64 - ideal).abs() <= 1.0, "quaver {k}");
    }
    // The whole is a semibreve at 70: 164 571 samples.
    assert_eq!(r.samples.len(), 164_571);

    // The sound itself starts where the onset says: silence just before (the end of the
    // previous slot), zero at the onset (the attack starts from zero), sound right after.
    for &at in &r.onsets[1..] {
        assert_eq!(r.samples[at - 1], 0.0);
        assert_eq!(r.samples[at], 0.0);
        assert!(r.samples[at + 1..at + 60].iter().any(|&x| x != 0.0));
    }

    // A mixed sequence at 60: 4, 8, 8, 2 starts at 0, 1, 1.5, 2 s.
    let r = render_notes(&[Crotchet, Quaver, Quaver, Minim], 60, RATE, false);
    assert_eq!(r.onsets, vec![0, 48_000, 72_000, 96_000]);
    assert_eq!(r.samples.len(), 192_000);
}

/// Peak of `|x|` over `s`.
fn peak(s: &[f32]) -> f32 {
    s.iter().fold(0.0, |p, x| p.max(x.abs()))
}

#[test]
fn each_note_starts_and_ends_at_zero_with_a_silence_inside_its_slot() {
    for bpm in [30, 60, 137, 200] {
        let r = render_notes(&NoteValue::ALL, bpm, RATE, false);
        let mut bounds = r.onsets.clone();
        bounds.push(r.samples.len());
        for (i, w) in bounds.windows(2).enumerate() {
            let slot = &r.samples[w[0]..w[1]];
            // The gap is a sixth of the slot, at most 60 ms = 2 880 samples.
            let gap = (slot.len() / 6).min(2_880);
            let sound = &slot[..slot.len() - gap];
            assert_eq!(sound[0], 0.0, "note {i} at {bpm}: first sample");
            assert!(
                sound.last().unwrap().abs() < 1e-6,
                "note {i} at {bpm}: last sounding sample"
            );
            assert!(
                slot[slot.len() - gap..].iter().all(|&x| x == 0.0),
                "note {i} at {bpm}: silence at the end of the slot"
            );
            // Near zero at both edges: the first and last 10 samples stay under 5 % of
            // full scale (a step there would click).
            assert!(peak(&sound[..10]) < 0.05, "note {i} at {bpm}: attack");
            assert!(
                peak(&sound[sound.len() - 10..]) < 0.05,
                "note {i} at {bpm}: release"
            );
        }
    }
}

#[test]
fn attack_and_release_take_at_most_ten_ms() {
    // A crotchet at 60: 48 000 samples; gap 2 880 (60 ms); sound 45 120.
    let r = render_notes(&[Crotchet], 60, RATE, false);
    let sound = &r.samples[..45_120];
    // 10 ms = 480 samples. One period of G4 (392 Hz) is 122.4 samples, so the peak over
    // the window just after the attack (480..603) shows the level the note has reached.
    let after_attack = peak(&sound[480..603]);
    assert!(
        after_attack > 0.5 * NOTE_LEVEL,
        "level 10 ms after the onset: {after_attack}"
    );
    // And just before the release (the last 10 ms), the note still sounds fully.
    let before_release = peak(&sound[45_120 - 480 - 123..45_120 - 480]);
    assert!(
        before_release > 0.5 * NOTE_LEVEL,
        "level 10 ms before the end: {before_release}"
    );
    // The tone sustains through the note (it does not die away like a struck bell): at
    // 0.9 s it is still above half its peak level.
    assert!(peak(&sound[43_200..43_323]) > 0.5 * NOTE_LEVEL);
}

#[test]
fn equal_notes_in_a_row_are_heard_as_separate_notes() {
    // Four semiquavers at 60: slots of 12 000 samples, gap 12 000 / 6 = 2 000 samples
    // (41.7 ms) of silence at the end of each.
    let r = render_notes(&[Semiquaver; 4], 60, RATE, false);
    for k in 0..4 {
        let end = (k + 1) * 12_000;
        assert!(r.samples[end - 2_000..end].iter().all(|&x| x == 0.0));
        assert!(peak(&r.samples[end - 2_000 - 600..end - 2_000]) > 0.1);
    }
    // The shortest note at the fastest tempo: a semidemisemiquaver at 200 is 900 samples,
    // gap 150 (3.1 ms).
    let r = render_notes(&[Semidemisemiquaver; 3], 200, RATE, false);
    assert_eq!(r.samples.len(), 2_700);
    for k in 0..3 {
        let end = (k + 1) * 900;
        assert!(r.samples[end - 150..end].iter().all(|&x| x == 0.0));
        assert!(peak(&r.samples[k * 900..end - 150]) > 0.3);
    }
}

#[test]
fn beat_clicks_fall_on_every_crotchet_while_notes_sound() {
    // A minim then a crotchet at 60: 3 s, crotchet beats at 0, 1, 2 s = 0, 48 000,
    // 96 000 samples. The clicks are the difference between the two renders.
    let plain = render_notes(&[Minim, Crotchet], 60, RATE, false);
    let clicked = render_notes(&[Minim, Crotchet], 60, RATE, true);
    assert_eq!(plain.samples.len(), 144_000);
    assert_eq!(clicked.samples.len(), 144_000);
    let click = click_samples(RATE);
    assert_eq!(click.len(), 1_200); // 25 ms
    let diff: Vec<f32> = clicked
        .samples
        .iter()
        .zip(&plain.samples)
        .map(|(a, b)| a - b)
        .collect();
    let beats = [0usize, 48_000, 96_000];
    for (i, d) in diff.iter().enumerate() {
        let in_click = beats.iter().any(|&b| (b..b + 1_200).contains(&i));
        if !in_click {
            assert_eq!(*d, 0.0, "sample {i} outside every click");
        }
    }
    for b in beats {
        // A minim covers two clicks: one at its start and one a beat later.
        for (j, c) in click.iter().enumerate() {
            assert!((diff[b + j] - c).abs() < 1e-6, "click at {b}, sample {j}");
        }
    }
    // Quiet: a click peaks at most at CLICK_LEVEL, under half the notes' peak.
    assert!(peak(&click) <= CLICK_LEVEL);
    assert!(peak(&click) < 0.5 * peak(&plain.samples));
}

/// A full line of play: all 28 tablets of the set, each tablet's halves as (a, b).
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

#[test]
fn the_peak_stays_within_full_scale_with_clicks_on() {
    let line = full_line();
    assert_eq!(line.len(), 28);
    // Every suit appears on 8 halves of the set: 8 × (1 + 1/2 + … + 1/64) = 8 × 127/64 =
    // 15.875 semibreves = 63.5 crotchets = 63.5 s at 60 BPM = 3 048 000 samples.
    let r = render_notes(&tablet_notes(&line), 60, RATE, true);
    assert_eq!(r.samples.len(), 3_048_000);
    let p = peak(&r.samples);
    assert!(p <= 1.0, "peak {p}");
    assert!(p <= NOTE_LEVEL + CLICK_LEVEL);
    for bpm in [30, 97, 200] {
        let r = render_notes(&tablet_notes(&line), bpm, RATE, true);
        assert!(peak(&r.samples) <= 1.0, "at {bpm}");
    }
    assert!(peak(&render_knock(RATE)) <= 1.0);
}

#[test]
fn a_double_sounds_its_note_twice() {
    // A double minim at 60: two slots of 96 000 samples with a silence between.
    let r = render_notes(&tablet_notes(&[(Minim, Minim)]), 60, RATE, false);
    assert_eq!(r.onsets, vec![0, 96_000]);
    assert_eq!(r.samples.len(), 192_000);
    assert!(r.samples[96_000 - 2_880..96_000].iter().all(|&x| x == 0.0));
}

#[test]
fn the_line_schedule_gives_each_tablets_onset() {
    // 4-8, 8-2, 2-2 at 60: tablet 1 lasts 1 + 0.5 = 1.5 s; tablet 2 0.5 + 2 = 2.5 s.
    let line = [(Crotchet, Quaver), (Quaver, Minim), (Minim, Minim)];
    assert_eq!(
        line_schedule(&line, 60),
        vec![
            Duration::ZERO,
            Duration::from_millis(1_500),
            Duration::from_millis(4_000)
        ]
    );
    // At 90 BPM a crotchet is 2/3 s: onsets 0, 1 s, 8/3 s = 2.666 666 667 s.
    assert_eq!(
        line_schedule(&line, 90),
        vec![
            Duration::ZERO,
            Duration::from_secs(1),
            Duration::from_nanos(2_666_666_667)
        ]
    );
    // The schedule matches the rendered onsets of each tablet's first half.
    let r = render_notes(&tablet_notes(&line), 90, RATE, false);
    assert_eq!(r.onsets[0], 0);
    assert_eq!(r.onsets[2], 48_000); // 1 s
    assert_eq!(r.onsets[4], 128_000); // 8/3 s × 48 000
}

// ---- the render command --------------------------------------------------------------

fn render_cmd(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
        .arg("render")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Reads a WAV: (channels, rate, bits, samples).
fn read_wav(path: &std::path::Path) -> (u16, u32, u16, Vec<i16>) {
    let mut r = hound::WavReader::open(path).unwrap();
    let spec = r.spec();
    let s = r.samples::<i16>().map(Result::unwrap).collect();
    (spec.channels, spec.sample_rate, spec.bits_per_sample, s)
}

#[test]
fn render_writes_a_wav_exactly_as_long_as_the_notes() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("rhythm.wav");
    let (code, stdout, stderr) = render_cmd(&[
        "--tempo",
        "60",
        "--notes",
        "4,8,8,2",
        "--clicks",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("192000 samples"), "{stdout}");
    let (channels, rate, bits, samples) = read_wav(&out);
    assert_eq!((channels, rate, bits), (1, 48_000, 16));
    // 1 + 0.5 + 0.5 + 2 s = 4 s = 192 000 samples.
    assert_eq!(samples.len(), 192_000);
    // The file holds what the synthesiser renders, to 16-bit precision.
    let r = render_notes(&[Crotchet, Quaver, Quaver, Minim], 60, RATE, true);
    for (i, (&w, &s)) in samples.iter().zip(&r.samples).enumerate() {
        assert!(
            (f32::from(w) / 32_767.0 - s).abs() <= 1.0 / 32_767.0,
            "sample {i}"
        );
    }
    // Nothing clips: the peak is below full scale.
    assert!(samples.iter().all(|&s| s > i16::MIN && s < i16::MAX));
    // Only the WAV is in the folder (no temporary file left).
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[test]
fn render_from_a_record_plays_its_last_line_of_play() {
    // Seat 0 leads 4-8; the line ends (left to right) as
    // 32-64 | 64-64 | 64-1 | 1-2 | 2-4 | 4-4 | 4-8 | 8-16 | 16-32.
    // Notes: 32, 64×4, 1, 1, 2, 2, 4×4, 8, 8, 16, 16, 32: in semibreves
    // 2/32 + 4/64 + 2 + 2/2 + 4/4 + 2/8 + 2/16 = 4.5 = 18 crotchets = 9 s at 120 BPM
    // = 432 000 samples.
    let rec = r#"{"format":1,"variant":"musical","players":2,
      "rounds":[{"first":0,
        "hands":[["4-8","4-4","16-32","2-2","1-64","32-64"],["8-16","1-2","2-4","1-1","64-64","16-16"]],
        "moves":["4-8","8-16 R","4-4 L","2-4 L","16-32 R","1-2 L","1-64 L","64-64 L","32-64 L","rest","rest"]}]}"#;
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("game.json");
    std::fs::write(&record, rec).unwrap();
    let out = dir.path().join("line.wav");
    let (code, _, stderr) = render_cmd(&[
        "--tempo",
        "120",
        "--record",
        record.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stderr}");
    let (_, rate, _, samples) = read_wav(&out);
    assert_eq!(rate, 48_000);
    assert_eq!(samples.len(), 432_000);
    // The first notes: a demisemiquaver (1/32 sb = 1/16 s at 120 = 3 000 samples), then
    // semidemisemiquavers of 1 500: onsets 0, 3 000, 4 500, 6 000, 7 500, then the first
    // semibreve at 9 000. Each onset is silent just before and sounds just after.
    for at in [3_000usize, 4_500, 6_000, 7_500, 9_000] {
        assert_eq!(samples[at - 1], 0, "silence before {at}");
        assert!(
            samples[at + 1..at + 100].iter().any(|&s| s != 0),
            "sound at {at}"
        );
    }
}

/// Asserts exit 2, one line on stderr containing `expect`, and no file at `out`.
fn rejects(args: &[&str], out: &std::path::Path, expect: &str) {
    let (code, stdout, stderr) = render_cmd(args);
    assert_eq!(code, 2, "{args:?}: {stderr}");
    assert!(stdout.is_empty());
    assert_eq!(stderr.trim_end().lines().count(), 1, "one line: {stderr}");
    assert!(stderr.contains(expect), "expected {expect:?} in {stderr:?}");
    assert!(!stderr.contains("panicked"));
    assert!(!out.exists(), "{args:?} left a file");
}

#[test]
fn render_rejects_bad_input_in_one_line_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("r.wav");
    let o = out.to_str().unwrap();
    rejects(&["--notes", "4,3", "--out", o], &out, "bad figure \"3\"");
    rejects(&["--notes", "", "--out", o], &out, "no figures given");
    rejects(
        &["--notes", "4", "--tempo", "29", "--out", o],
        &out,
        "bad tempo",
    );
    rejects(
        &["--notes", "4", "--tempo", "abc", "--out", o],
        &out,
        "bad tempo",
    );
    rejects(&["--notes", "4"], &out, "no output file");
    rejects(&["--out", o], &out, "nothing to render");
    let nowhere = dir.path().join("missing").join("r.wav");
    rejects(
        &["--notes", "4", "--out", nowhere.to_str().unwrap()],
        &nowhere,
        "does not exist",
    );
    rejects(
        &["--notes", "4", "--out", dir.path().to_str().unwrap()],
        &out,
        "is a folder",
    );
    // 400 semibreves at 30 BPM last 400 × 8 s = 3 200 s, over the 600 s limit.
    let long = vec!["1"; 400].join(",");
    rejects(
        &["--notes", &long, "--tempo", "30", "--out", o],
        &out,
        "at most 600 s",
    );
    let record = dir.path().join("bad.json");
    std::fs::write(&record, "{ not json").unwrap();
    rejects(
        &["--record", record.to_str().unwrap(), "--out", o],
        &out,
        "malformed JSON",
    );
    let pips = r#"{"format": 1, "variant": "block", "players": 2,
      "rounds": [{"hands": [["5-5","6-6","1-1","1-2","2-2","1-3","6-2"],["0-5","4-4","3-3","3-4","2-4","1-4","0-4"]],
      "moves": ["6-6"]}]}"#;
    std::fs::write(&record, pips).unwrap();
    rejects(
        &["--record", record.to_str().unwrap(), "--out", o],
        &out,
        "only Musical Dominoes records",
    );
    rejects(
        &[
            "--notes",
            "4",
            "--record",
            record.to_str().unwrap(),
            "--out",
            o,
        ],
        &out,
        "not both",
    );
    // The folder holds only the record: no WAV and no temporary file.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

// ---- the engine --------------------------------------------------------------------------

/// Waits (up to 10 s, polling) until the engine has left `Starting`.
fn settled(engine: &AudioEngine) -> AudioStatus {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let s = engine.status();
        if s != AudioStatus::Starting || Instant::now() > deadline {
            return s;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn with_no_device_the_engine_says_so_once_and_accepts_every_command_silently() {
    let engine =
        AudioEngine::start_with(
            SoundSettings::default(),
            || Err("no sound card".to_string()),
        );
    assert_eq!(
        settled(&engine),
        AudioStatus::NoDevice("no sound card".into())
    );
    engine.play_tablet(Crotchet, Quaver);
    engine.play_knock();
    engine.play_line(full_line());
    engine.set_settings(SoundSettings {
        bpm: 1_000,
        volume: f32::NAN,
        ..SoundSettings::default()
    });
    engine.stop();
    for _ in 0..100 {
        engine.play_tablet(Minim, Minim);
    }
    // Still the same single status: no new error, no panic of the audio thread.
    assert_eq!(
        engine.status(),
        AudioStatus::NoDevice("no sound card".into())
    );
}

#[test]
fn with_no_sound_card_the_default_opener_fails_quietly_or_plays() {
    // The real default device: on a build machine with no sound card this is the no-device
    // path (rodio's error and ALSA's captured lines in one text); on a machine with sound
    // it opens. Either way the engine settles and takes commands.
    let engine = AudioEngine::start(SoundSettings {
        enabled: false,
        ..SoundSettings::default()
    });
    match settled(&engine) {
        AudioStatus::Ready => {}
        AudioStatus::NoDevice(reason) => {
            assert!(!reason.is_empty());
            assert_eq!(reason.lines().count(), 1, "{reason}");
        }
        AudioStatus::Starting => panic!("the audio thread never finished opening the device"),
    }
    engine.play_tablet(Crotchet, Crotchet);
    engine.stop();
}

/// An engine on a rodio mixer whose output this test pulls itself (as a device would).
fn engine_on_mixer(settings: SoundSettings) -> (AudioEngine, rodio::mixer::MixerSource) {
    let (mixer, source) = rodio::mixer::mixer(
        std::num::NonZero::new(1).unwrap(),
        std::num::NonZero::new(RATE).unwrap(),
    );
    let engine = AudioEngine::start_with(settings, move || Ok(AudioOutput::new(mixer, RATE, ())));
    (engine, source)
}

/// Pulls samples until the first non-zero one (up to 10 s of waiting for the audio thread),
/// then `n` samples from there on.
fn pull_sound(source: &mut rodio::mixer::MixerSource, n: usize) -> Vec<f32> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        match source.next() {
            Some(x) if x != 0.0 => {
                let mut out = vec![x];
                out.extend(source.by_ref().take(n - 1));
                return out;
            }
            Some(_) => {}
            None => {
                assert!(Instant::now() < deadline, "no sound reached the mixer");
                std::thread::yield_now();
            }
        }
    }
}

#[test]
fn a_played_tablet_reaches_the_output_as_rendered() {
    let settings = SoundSettings {
        volume: 1.0,
        clicks: false,
        ..SoundSettings::default()
    };
    let (engine, mut source) = engine_on_mixer(settings);
    assert_eq!(settled(&engine), AudioStatus::Ready);
    engine.play_tablet(Crotchet, Quaver);
    // Crotchet + quaver at 60: 72 000 samples; the first (at the onset) is 0, so the pull
    // starts at sample 1.
    let heard = pull_sound(&mut source, 71_999);
    let r = render_notes(&[Crotchet, Quaver], 60, RATE, false);
    assert_eq!(heard.len(), 71_999);
    for (i, (h, s)) in heard.iter().zip(&r.samples[1..]).enumerate() {
        assert!((h - s).abs() < 1e-6, "sample {}: {h} vs {s}", i + 1);
    }
}

#[test]
fn a_new_play_cuts_off_the_previous_one() {
    let settings = SoundSettings {
        volume: 1.0,
        clicks: false,
        ..SoundSettings::default()
    };
    let (engine, mut source) = engine_on_mixer(settings);
    assert_eq!(settled(&engine), AudioStatus::Ready);
    // A double semibreve at 60 lasts 8 s = 384 000 samples.
    engine.play_tablet(Semibreve, Semibreve);
    let _ = pull_sound(&mut source, 4_800);
    engine.stop();
    // Pull slowly (about real time: 480 samples per 10 ms ≈ 48 kHz) until 10 ms of silence.
    let mut pulled = 0usize;
    let mut silent_run = 0usize;
    while silent_run < 480 {
        for _ in 0..480 {
            match source.next() {
                Some(x) if x != 0.0 => silent_run = 0,
                _ => silent_run += 1,
            }
            pulled += 1;
        }
        assert!(pulled < 384_000, "the semibreves were not cut off");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Samples `r` has beyond `base` (both the same length), as absolute differences.
fn beyond(r: &[f32], base: &[f32]) -> Vec<f32> {
    assert_eq!(r.len(), base.len());
    r.iter().zip(base).map(|(a, b)| (a - b).abs()).collect()
}

#[test]
fn the_tap_exercise_counts_in_one_bar_then_clicks_and_notes_fall_sample_exact() {
    use musical_dominoes::audio::synth::render_tap;
    // Crotchet, quaver, quaver at 60 BPM: the count-in is 4 beats = 192 000 samples, so the
    // notes start at 192 000, 240 000 (+ 1 s) and 264 000 (+ 0.5 s); the end at 288 000.
    let rhythm = [Crotchet, Quaver, Quaver];
    let tap = render_tap(&rhythm, 60, RATE, false);
    let hear = render_tap(&rhythm, 60, RATE, true);
    assert_eq!(tap.onsets, vec![192_000, 240_000, 264_000]);
    assert_eq!(hear.onsets, tap.onsets);
    assert_eq!((tap.samples.len(), hear.samples.len()), (288_000, 288_000));
    // Clicks on the six beats, 0 to 5 s, in both: each starts at its sample (silence before
    // it, sound from the sample after), and nothing sounds between them while tapping.
    for b in 0..6usize {
        let at = b * 48_000;
        for s in [&tap.samples, &hear.samples] {
            if at > 0 {
                assert_eq!(s[at - 1], 0.0, "silence before the click at {at}");
            }
            assert!(s[at + 1].abs() > 0.0, "the click at {at}");
        }
        // Tapping: silence from the click's end (25 ms = 1 200 samples) to the next beat.
        assert!(
            tap.samples[at + 1_200..at + 48_000]
                .iter()
                .all(|&x| x == 0.0)
        );
    }
    // Hear it: the notes are what it adds, from each onset exactly: nothing before the first,
    // nothing in the last sample before each (a note's slot ends in silence), sound from the
    // sample after each onset (the attack starts at zero).
    let notes = beyond(&hear.samples, &tap.samples);
    assert!(
        notes[..192_000].iter().all(|&x| x == 0.0),
        "the count-in is clicks only"
    );
    for &o in &hear.onsets {
        assert_eq!(notes[o - 1], 0.0, "onset {o}");
        assert_eq!(notes[o], 0.0, "onset {o}");
        assert!(notes[o + 1] > 0.0, "onset {o}");
    }
}

#[test]
fn a_tap_exercise_slowed_below_the_tempo_settings_least_sounds_at_its_own_tempo() {
    use musical_dominoes::audio::synth::render_tap;
    // Two semidemisemiquavers at 18 BPM (slowed so each lasts 0.2 s or more): a beat is
    // 60/18 s, the count-in 4 beats = 40/3 s = 640 000 samples, each note 240/(64 × 18) s
    // = 10 000 samples. Clamped to 30 BPM it would be 384 000 and 6 000.
    let r = render_tap(&[Semidemisemiquaver, Semidemisemiquaver], 18, RATE, true);
    assert_eq!(r.onsets, vec![640_000, 650_000]);
    assert_eq!(r.samples.len(), 660_000);
    // The second beat's click at 160 000.
    assert_eq!(r.samples[159_999], 0.0);
    assert!(r.samples[160_001].abs() > 0.0);
}

#[test]
fn the_calibration_sounds_eight_clicks_a_beat_apart_after_one_silent_beat() {
    use musical_dominoes::audio::synth::render_clicks;
    // At 60 BPM: 9 beats long (432 000), clicks at 1 to 8 s, silence in the first second.
    let s = render_clicks(8, 60, RATE);
    assert_eq!(s.len(), 432_000);
    assert!(s[..48_000].iter().all(|&x| x == 0.0));
    for k in 1..=8usize {
        let at = k * 48_000;
        assert_eq!(s[at - 1], 0.0);
        assert!(s[at + 1].abs() > 0.0, "click {k}");
    }
}
