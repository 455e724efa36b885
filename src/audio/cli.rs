//! `musical-dominoes render`: writes a rhythm as a WAV file (48 kHz, mono, 16-bit PCM), from
//! figures (`--notes 4,8,8,2`) or from the final line of play of a game record's last round
//! (`--record FILE`). The file lasts exactly the sum of the note values at the tempo.
//!
//! Bad figures, tempo, record or paths: one line on standard error, exit 2, no file written.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

use super::synth::{RENDER_RATE, render_notes, tablet_notes};
use super::wav::write_wav;
use crate::engine::{Face, Record};
use crate::music::{MAX_BPM, MIN_BPM, NoteValue, samples_at, total};

/// Longest rhythm `render` writes, in seconds (a whole 28-tablet line at 30 BPM lasts 127 s).
pub const MAX_RENDER_SECONDS: u64 = 600;

/// Arguments of `musical-dominoes render`.
#[derive(Debug, Args)]
pub struct RenderArgs {
    /// Tempo in crotchets per minute (30 to 200).
    #[arg(
        long,
        default_value = "60",
        value_name = "BPM",
        allow_hyphen_values = true
    )]
    pub tempo: String,
    /// The rhythm as figures, as on the tablets: 1 semibreve, 2 minim, 4 crotchet, 8 quaver,
    /// 16, 32, 64; separated by commas (`4,8,8,2`). At most 600 seconds at the tempo.
    #[arg(long, value_name = "FIGURES")]
    pub notes: Option<String>,
    /// A game record (`FORMATS.md`; `-` for standard input) of Musical Dominoes: renders the
    /// line of play of its last round, left end to right end.
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
    /// A quiet click on every crotchet beat.
    #[arg(long)]
    pub clicks: bool,
    /// The WAV file to write (required).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// Exit code for bad input.
const EXIT_BAD_INPUT: u8 = 2;

/// Runs `render`: 0 when the file is written, 2 for bad input (one line on standard error,
/// no file), 1 when writing fails for another reason.
pub fn run(args: RenderArgs) -> ExitCode {
    match render(&args) {
        Ok(line) => {
            crate::outln!("{line}");
            ExitCode::SUCCESS
        }
        Err(Failure::BadInput(e)) => {
            crate::errln!(
                "musical-dominoes render: {}",
                crate::out::visible(&e.to_string())
            );
            ExitCode::from(EXIT_BAD_INPUT)
        }
        Err(Failure::Other(e)) => {
            crate::errln!(
                "musical-dominoes render: {}",
                crate::out::visible(&e.to_string())
            );
            ExitCode::FAILURE
        }
    }
}

enum Failure {
    BadInput(String),
    Other(String),
}

fn render(args: &RenderArgs) -> Result<String, Failure> {
    let bpm = parse_tempo(&args.tempo).map_err(Failure::BadInput)?;
    let Some(out) = &args.out else {
        return Err(Failure::BadInput(
            "no output file given (--out FILE.wav)".into(),
        ));
    };
    let notes = match (&args.notes, &args.record) {
        (Some(figures), None) => parse_figures(figures).map_err(Failure::BadInput)?,
        (None, Some(record)) => record_line(record).map_err(Failure::BadInput)?,
        (Some(_), Some(_)) => {
            return Err(Failure::BadInput(
                "give either --notes or --record, not both".into(),
            ));
        }
        (None, None) => {
            return Err(Failure::BadInput(
                "nothing to render: give --notes FIGURES or --record FILE".into(),
            ));
        }
    };
    let length = samples_at(total(&notes), bpm, RENDER_RATE);
    if length > MAX_RENDER_SECONDS * u64::from(RENDER_RATE) {
        return Err(Failure::BadInput(format!(
            "the rhythm lasts {:.1} s at {bpm} BPM; at most {MAX_RENDER_SECONDS} s can be rendered",
            length as f64 / f64::from(RENDER_RATE)
        )));
    }
    check_out_path(out).map_err(Failure::BadInput)?;
    let rendered = render_notes(&notes, bpm, RENDER_RATE, args.clicks);
    // A path that cannot be written (no permission, not an ordinary file) is bad input, as
    // for the other commands; anything else is a failure.
    write_wav(out, &rendered.samples, RENDER_RATE).map_err(|e| {
        let line = format!("cannot write {}: {e}", out.display());
        if crate::storage::is_bad_path(&e) {
            Failure::BadInput(line)
        } else {
            Failure::Other(line)
        }
    })?;
    Ok(format!(
        "wrote {}: {} {}, {:.3} s, {} samples at {} Hz",
        out.display(),
        notes.len(),
        if notes.len() == 1 { "note" } else { "notes" },
        rendered.seconds(),
        rendered.samples.len(),
        RENDER_RATE
    ))
}

/// Reads a tempo: a whole number of crotchets per minute from 30 to 200.
///
/// # Errors
/// One line naming the bad value.
pub fn parse_tempo(text: &str) -> Result<u32, String> {
    match text.trim().parse::<u32>() {
        Ok(bpm) if (MIN_BPM..=MAX_BPM).contains(&bpm) => Ok(bpm),
        _ => Err(format!(
            "bad tempo {text:?}: give crotchets per minute, a whole number from {MIN_BPM} to {MAX_BPM}"
        )),
    }
}

/// Reads figures separated by commas (`4,8,8,2`; spaces allowed) into note values.
///
/// # Errors
/// One line naming the first bad figure, or saying the list is empty.
pub fn parse_figures(text: &str) -> Result<Vec<NoteValue>, String> {
    if text.trim().is_empty() {
        return Err("no figures given: write them as on the tablets, like 4,8,8,2".into());
    }
    text.split(',')
        .enumerate()
        .map(|(i, f)| {
            let f = f.trim();
            f.parse::<u32>()
                .ok()
                .filter(|_| !f.starts_with('+'))
                .and_then(NoteValue::from_figure)
                .ok_or_else(|| {
                    format!(
                        "bad figure {f:?} (number {}): figures are 1, 2, 4, 8, 16, 32 or 64",
                        i + 1
                    )
                })
        })
        .collect()
}

/// The notes of the line of play of the last round of the record at `path`, left end to
/// right end, each tablet's halves in the order they lie.
fn record_line(path: &Path) -> Result<Vec<NoteValue>, String> {
    let text = crate::storage::read_record_input(path)?;
    let record = Record::from_json(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let game = record
        .replay()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    if game.rules().face() != Face::Notes {
        return Err(format!(
            "{}: the {} game has pips, not notes: only Musical Dominoes records can be rendered",
            path.display(),
            game.rules().variant.name()
        ));
    }
    let tablets = super::line_tablets(game.round().line());
    if tablets.is_empty() {
        return Err(format!(
            "{}: the last round has no tablets in its line of play",
            path.display()
        ));
    }
    Ok(tablet_notes(&tablets))
}

/// Checks that `out` names a file in an existing folder.
fn check_out_path(out: &Path) -> Result<(), String> {
    if out.as_os_str().is_empty() {
        return Err("the output file name is empty".into());
    }
    if out.as_os_str() == "-" {
        return Err(crate::storage::NOT_TO_STDOUT.into());
    }
    if out.is_dir() {
        return Err(format!("{} is a folder, not a file", out.display()));
    }
    if out.file_name().is_none() || out.as_os_str().to_string_lossy().ends_with('/') {
        return Err(format!("{} is not a file name", out.display()));
    }
    if let Some(ext) = out.extension()
        && !ext.eq_ignore_ascii_case("wav")
    {
        return Err(format!(
            "render writes WAV files: name the output FILE.wav, not {}",
            out.display()
        ));
    }
    let dir = match out.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if !dir.is_dir() {
        return Err(format!(
            "cannot write {}: the folder {} does not exist",
            out.display(),
            dir.display()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_parse_as_on_the_tablets() {
        assert_eq!(
            parse_figures("4,8, 8 ,2").unwrap(),
            vec![
                NoteValue::Crotchet,
                NoteValue::Quaver,
                NoteValue::Quaver,
                NoteValue::Minim
            ]
        );
        assert_eq!(
            parse_figures("64").unwrap(),
            vec![NoteValue::Semidemisemiquaver]
        );
    }

    #[test]
    fn bad_figures_are_named() {
        for (text, bad) in [
            ("4,3", "\"3\" (number 2)"),
            ("4,,8", "\"\" (number 2)"),
            ("128", "\"128\""),
            ("-4", "\"-4\""),
            ("+4", "\"+4\""),
            ("x", "\"x\""),
        ] {
            let e = parse_figures(text).unwrap_err();
            assert!(e.contains(bad), "{text}: {e}");
            assert_eq!(e.lines().count(), 1);
        }
        assert!(parse_figures(" ").is_err());
    }

    #[test]
    fn tempo_must_be_in_range() {
        assert_eq!(parse_tempo("60"), Ok(60));
        assert_eq!(parse_tempo("30"), Ok(30));
        assert_eq!(parse_tempo("200"), Ok(200));
        for bad in ["29", "201", "0", "-60", "60.5", "fast", ""] {
            assert!(parse_tempo(bad).is_err(), "{bad}");
        }
    }
}
