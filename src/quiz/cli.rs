//! `musical-dominoes quiz --worksheet …`: a printable worksheet of quiz questions with its
//! answer key, as JSON or PDF. (Without `--worksheet` the command opens the app on the quiz;
//! `main.rs` sends it there, as this layer knows no window.)

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::chart::Paper;
use crate::i18n::Localizer;

use super::worksheet::{self, WORKSHEET_COUNTS, printable_kinds};
use super::{Kind, generate, parse_kinds};

/// How many questions a worksheet has unless `--count` says otherwise.
const DEFAULT_COUNT: &str = "20";

/// Arguments of `musical-dominoes quiz`.
///
/// Numbers, kinds, format and paper are taken as text and checked here, so that a bad value
/// gives one clear line and exit code 2.
#[derive(Debug, clap::Args)]
#[command(
    about = "Open the quiz in the app, or print a worksheet of questions with its answer key",
    after_help = "Without --worksheet the app opens on the quiz (with --seed, its rounds \
                  replay exactly). With --worksheet the questions are written as JSON or PDF. \
                  Kinds: figure, fraction, equivalence, name, glyph, sum, count, bar (listening \
                  and tap need sound and are never printed). The same seed, kinds, count and language \
                  give the same worksheet."
)]
pub struct QuizArgs {
    /// Make a worksheet instead of opening the app.
    #[arg(long)]
    pub worksheet: bool,
    /// How many questions (1 to 30; default 20).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub count: Option<String>,
    /// The seed the questions are drawn from (a whole number; a worksheet's default is 1, the
    /// app's the clock).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub seed: Option<String>,
    /// The kinds of question, comma-separated (default: every kind but listening and tap).
    #[arg(long, value_name = "figure,fraction,…")]
    pub kinds: Option<String>,
    /// Language of the questions (en-GB, en-US, de, fr, es, it; a worksheet's default is
    /// en-GB, the app's the saved or system language).
    #[arg(long, value_name = "L")]
    pub lang: Option<String>,
    /// Output format: json or pdf (default: from the extension of --out).
    #[arg(long, value_name = "json|pdf")]
    pub format: Option<String>,
    /// Paper size of a PDF: a4 or letter (default a4).
    #[arg(long, value_name = "a4|letter")]
    pub paper: Option<String>,
    /// The worksheet file to write (replaced if it exists; written atomically).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

impl QuizArgs {
    /// The options given that only a worksheet takes (`--count`, `--kinds`, `--format`,
    /// `--paper`, `--out`), by name.
    pub fn worksheet_options(&self) -> Vec<&'static str> {
        [
            ("--count", self.count.is_some()),
            ("--kinds", self.kinds.is_some()),
            ("--format", self.format.is_some()),
            ("--paper", self.paper.is_some()),
            ("--out", self.out.is_some()),
        ]
        .into_iter()
        .filter_map(|(name, given)| given.then_some(name))
        .collect()
    }
}

/// A worksheet's output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WorksheetFormat {
    /// A list of questions as JSON ([`worksheet::JsonQuestion`]).
    Json,
    /// Two pages, questions then answers, as a vector PDF.
    Pdf,
}

/// What the arguments ask for, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WorksheetRequest {
    /// Number of questions, within [`WORKSHEET_COUNTS`].
    pub count: usize,
    /// The seed.
    pub seed: u64,
    /// The kinds, none of them `listening` or `tap`.
    pub kinds: Vec<Kind>,
    /// The language tag asked for (unknown languages fall back as
    /// [`crate::i18n::negotiate`] says).
    pub lang: String,
    /// The format.
    pub format: WorksheetFormat,
    /// The paper (for a PDF).
    pub paper: Paper,
    /// The file to write.
    pub out: PathBuf,
}

impl WorksheetRequest {
    /// The command that makes the same sheet again, for the teacher's pages of the sheet, as
    /// it runs when typed: `musical-dominoes quiz --worksheet --seed S`, with `--count`,
    /// `--kinds`, `--lang` and `--paper` only where they differ from the defaults (20, every
    /// printable kind, en-GB, A4; the language as resolved, so an unknown tag names the
    /// language the sheet is in), and last the file it writes, `--out worksheet-S.pdf` (a
    /// worksheet needs one; the app gives its sheets that name).
    pub fn again(&self) -> String {
        let mut cmd = format!("musical-dominoes quiz --worksheet --seed {}", self.seed);
        if self.count.to_string() != DEFAULT_COUNT {
            cmd.push_str(&format!(" --count {}", self.count));
        }
        if self.kinds != printable_kinds() {
            let kinds: Vec<String> = self.kinds.iter().map(ToString::to_string).collect();
            cmd.push_str(&format!(" --kinds {}", kinds.join(",")));
        }
        let lang = Localizer::new(&self.lang).lang();
        if lang != crate::i18n::FALLBACK {
            cmd.push_str(&format!(" --lang {lang}"));
        }
        if self.paper == Paper::Letter {
            cmd.push_str(" --paper letter");
        }
        cmd.push_str(&format!(" --out worksheet-{}.pdf", self.seed));
        cmd
    }
}

/// Exit code for bad input: exactly one line on standard error.
const EXIT_BAD_INPUT: u8 = 2;

/// Checks the arguments.
///
/// # Errors
/// One line: no `--worksheet`; a count that is not a whole number from 1 to 30; a seed that is
/// not a whole number; an unknown kind, or `listening` or `tap`; a format other than json or pdf (or
/// none given and none to be read from the extension of `--out`); an unknown paper.
pub fn request(args: &QuizArgs) -> Result<WorksheetRequest, String> {
    if !args.worksheet {
        let given = args.worksheet_options().join(", ");
        return Err(format!(
            "{given} {} for a worksheet: add --worksheet (without it the quiz opens in the app, \
             which takes only --seed and --lang)",
            if given.contains(',') { "are" } else { "is" }
        ));
    }
    let out = args
        .out
        .clone()
        .ok_or_else(|| "a worksheet needs --out FILE".to_string())?;
    let count_text = args.count.as_deref().unwrap_or(DEFAULT_COUNT).trim();
    let count: usize = count_text.parse().map_err(|e: std::num::ParseIntError| {
        if *e.kind() == std::num::IntErrorKind::PosOverflow {
            format!(
                "count {} is out of range (expected {} to {})",
                crate::out::echo(count_text),
                WORKSHEET_COUNTS.start(),
                WORKSHEET_COUNTS.end()
            )
        } else {
            format!(
                "count \"{}\" is not a whole number",
                crate::out::echo(count_text)
            )
        }
    })?;
    if !WORKSHEET_COUNTS.contains(&count) {
        return Err(format!(
            "count {count} is out of range (expected {} to {})",
            WORKSHEET_COUNTS.start(),
            WORKSHEET_COUNTS.end()
        ));
    }
    let seed = match &args.seed {
        Some(text) => parse_seed(text)?,
        None => 1,
    };
    let kinds = match &args.kinds {
        Some(list) => parse_kinds(list).map_err(|e| e.to_string())?,
        None => printable_kinds(),
    };
    if kinds.contains(&Kind::Listening) {
        return Err(
            "listening questions need sound and cannot be printed; leave out listening".to_string(),
        );
    }
    if kinds.contains(&Kind::Tap) {
        return Err(
            "tap questions are tapped at the screen, with sound, and cannot be printed; leave out tap"
                .to_string(),
        );
    }
    let name = crate::chart::cli::format_name(args.format.as_deref(), &out)?;
    let format = match name.to_ascii_lowercase().as_str() {
        "json" => WorksheetFormat::Json,
        "pdf" => WorksheetFormat::Pdf,
        _ => return Err(format!("unknown format \"{name}\" (expected json or pdf)")),
    };
    let paper: Paper = args
        .paper
        .as_deref()
        .unwrap_or("a4")
        .parse()
        .map_err(|e: crate::chart::ChartError| e.to_string())?;
    Ok(WorksheetRequest {
        count,
        seed,
        kinds,
        lang: match &args.lang {
            Some(l) => crate::i18n::language_arg(l)?.to_string(),
            None => crate::i18n::FALLBACK.to_string(),
        },
        format,
        paper,
        out,
    })
}

/// A seed typed on the command line.
///
/// # Errors
/// A one-line message when it is not a whole number from 0 to 2⁶⁴ − 1.
pub fn parse_seed(text: &str) -> Result<u64, String> {
    text.trim().parse().map_err(|_| {
        format!(
            "seed \"{}\" is not a whole number from 0 to {}",
            crate::out::echo(text.trim()),
            u64::MAX
        )
    })
}

/// The worksheet's bytes.
///
/// # Errors
/// A line saying why the PDF could not be drawn (a bug, not bad input).
pub fn render(req: &WorksheetRequest) -> Result<Vec<u8>, String> {
    let loc = Localizer::new(&req.lang);
    let questions = generate(&req.kinds, req.count, req.seed, &loc);
    match req.format {
        WorksheetFormat::Json => Ok(worksheet::to_json(&questions).into_bytes()),
        WorksheetFormat::Pdf => worksheet::pdf(&questions, req.paper, &loc, req.seed, &req.again())
            .map_err(|e| e.to_string()),
    }
}

/// Why `path` cannot take a file, found before any work is done: it is `-`, it names a
/// folder, it ends in a slash, or its folder does not exist.
fn unwritable(path: &Path) -> Option<&'static str> {
    if path.as_os_str() == "-" {
        return Some(crate::storage::NOT_TO_STDOUT);
    }
    if path.file_name().is_none() || path.as_os_str().to_string_lossy().ends_with('/') {
        return Some("not a file name");
    }
    if path.is_dir() {
        return Some("is a folder");
    }
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    (!dir.is_dir()).then_some("no such folder")
}

/// Runs `musical-dominoes quiz`: writes the worksheet atomically and prints its path.
/// Exit code 0 on success; 2 for bad input, including a path that cannot be written (one
/// line on standard error, no file left behind); 1 if drawing fails or the machine cannot
/// write (a full disk).
pub fn run(args: QuizArgs) -> ExitCode {
    let bad = |line: String| {
        crate::errln!(
            "musical-dominoes quiz: {}",
            crate::out::visible(&line.to_string())
        );
        ExitCode::from(EXIT_BAD_INPUT)
    };
    let req = match request(&args) {
        Ok(r) => r,
        Err(line) => return bad(line),
    };
    if let Some(why) = unwritable(&req.out) {
        return bad(format!("cannot write {}: {why}", req.out.display()));
    }
    let bytes = match render(&req) {
        Ok(b) => b,
        Err(e) => {
            crate::errln!(
                "musical-dominoes quiz: {}",
                crate::out::visible(&e.to_string())
            );
            return ExitCode::FAILURE;
        }
    };
    let written = crate::storage::write_atomic(&req.out, &bytes);
    if let Err(e) = written {
        let line = format!("cannot write {}: {e}", req.out.display());
        if crate::storage::is_bad_path(&e) {
            return bad(line);
        }
        crate::errln!(
            "musical-dominoes quiz: {}",
            crate::out::visible(&line.to_string())
        );
        return ExitCode::FAILURE;
    }
    crate::outln!("{}", req.out.display());
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(extra: &[(&str, &str)]) -> QuizArgs {
        let mut a = QuizArgs {
            worksheet: true,
            count: Some("20".into()),
            seed: Some("7".into()),
            kinds: None,
            lang: Some("en-GB".into()),
            format: None,
            paper: Some("a4".into()),
            out: Some(PathBuf::from("sheet.json")),
        };
        for (k, v) in extra {
            match *k {
                "count" => a.count = Some(v.to_string()),
                "seed" => a.seed = Some(v.to_string()),
                "kinds" => a.kinds = Some(v.to_string()),
                "format" => a.format = Some(v.to_string()),
                "paper" => a.paper = Some(v.to_string()),
                "out" => a.out = Some(PathBuf::from(v)),
                _ => a.worksheet = false,
            }
        }
        a
    }

    #[test]
    fn the_defaults_print_every_kind_but_listening_and_tap() {
        let r = request(&args(&[])).unwrap();
        assert_eq!(r.kinds.len(), 8);
        assert!(!r.kinds.contains(&Kind::Listening));
        assert!(!r.kinds.contains(&Kind::Tap));
        assert_eq!(r.format, WorksheetFormat::Json);
        assert_eq!((r.count, r.seed), (20, 7));
    }

    /// The arguments of the command line `line` ("musical-dominoes quiz …"), as clap reads
    /// them.
    fn parsed(line: &str) -> QuizArgs {
        #[derive(clap::Parser)]
        struct Cli {
            #[command(flatten)]
            quiz: QuizArgs,
        }
        let words: Vec<&str> = line.split(' ').collect();
        assert_eq!(&words[..2], ["musical-dominoes", "quiz"], "{line}");
        <Cli as clap::Parser>::try_parse_from(&words[1..])
            .unwrap_or_else(|e| panic!("{line}: {e}"))
            .quiz
    }

    #[test]
    fn the_command_a_sheet_gives_makes_the_same_sheet_again_as_printed() {
        // Defaults are left out: 20 questions of every printable kind in en-GB on A4; the
        // file to write is always named, as a worksheet needs one.
        let plain = request(&args(&[("seed", "185")])).unwrap();
        assert_eq!(
            plain.again(),
            "musical-dominoes quiz --worksheet --seed 185 --out worksheet-185.pdf"
        );
        // Anything else is named; the language as the sheet is written in it.
        let mut a = args(&[
            ("seed", "194812"),
            ("count", "10"),
            ("kinds", "bar,figure"),
            ("paper", "letter"),
        ]);
        a.lang = Some("de-AT".into());
        let asked = request(&a).unwrap();
        assert_eq!(
            asked.again(),
            "musical-dominoes quiz --worksheet --seed 194812 --count 10 --kinds bar,figure \
             --lang de --paper letter --out worksheet-194812.pdf"
        );
        // Read back by the command line exactly as printed, each asks for the same sheet.
        for req in [plain, asked] {
            let back = request(&parsed(&req.again()))
                .unwrap_or_else(|e| panic!("{} does not run: {e}", req.again()));
            assert_eq!(
                (back.seed, back.count, &back.kinds, back.paper, back.format),
                (
                    req.seed,
                    req.count,
                    &req.kinds,
                    req.paper,
                    WorksheetFormat::Pdf
                )
            );
            assert_eq!(
                Localizer::new(&back.lang).lang(),
                Localizer::new(&req.lang).lang()
            );
        }
    }

    #[test]
    fn a_worksheet_without_a_file_or_seed() {
        let mut a = args(&[]);
        a.out = None;
        assert_eq!(request(&a).unwrap_err(), "a worksheet needs --out FILE");
        let mut a = args(&[]);
        a.seed = None;
        // The worksheet's default seed is 1.
        assert_eq!(request(&a).map(|r| r.seed), Ok(1));
    }

    #[test]
    fn each_bad_value_is_named_in_one_line() {
        for (extra, says) in [
            (("count", "0"), "count 0 is out of range"),
            (("count", "31"), "count 31 is out of range"),
            (("count", "ten"), "not a whole number"),
            (("seed", "-1"), "seed \"-1\""),
            (("kinds", "figure,riddle"), "\"riddle\""),
            (("kinds", "figure,listening"), "cannot be printed"),
            (("kinds", "tap,figure"), "leave out tap"),
            (("format", "docx"), "unknown format \"docx\""),
            (("paper", "a3"), "unknown paper"),
            (("out", "sheet"), "no --format"),
            (("worksheet", ""), "add --worksheet"),
        ] {
            let e = request(&args(&[extra])).unwrap_err();
            assert!(e.contains(says), "{extra:?}: {e}");
            assert!(!e.contains('\n'));
        }
    }
}
