//! `musical-dominoes chart …`: print the tablet chart to a PDF, PNG or SVG file.

use std::path::PathBuf;
use std::process::ExitCode;

use super::{ChartError, ChartOptions, DEFAULT_DPI, Format, Paper, write};

/// Arguments of `musical-dominoes chart`.
///
/// Paper, format and dpi are taken as text and checked here, so that a bad value gives one
/// clear line and exit code 2.
#[derive(Debug, clap::Args)]
#[command(
    about = "Print the chart of the 28 tablets to cut out, as PDF, PNG or SVG",
    after_help = "With --rules, a PDF gets a second page; a PNG or SVG gets a second file \
                  beside the first, named like FILE-2.png (chart.png and chart-2.png)."
)]
pub struct ChartArgs {
    /// Paper size: a4 or letter.
    #[arg(long, default_value = "a4", value_name = "a4|letter")]
    pub paper: String,
    /// Output format: pdf, png or svg (default: from the extension of --out).
    #[arg(long, value_name = "pdf|png|svg")]
    pub format: Option<String>,
    /// The file to write (replaced if it exists; written atomically).
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Resolution of a PNG, dots per inch (24 to 600; default 300). A PDF or SVG is drawn to
    /// scale, so it has none: given with them, the value is still checked and a note says it
    /// is not used.
    #[arg(long, value_name = "DPI", allow_hyphen_values = true)]
    pub dpi: Option<String>,
    /// Language of the title, key and rules (en-GB, en-US, …).
    #[arg(long, default_value = crate::i18n::FALLBACK, value_name = "L")]
    pub lang: String,
    /// Print a classic double-six set of pips instead, for the pip games.
    #[arg(long)]
    pub pips: bool,
    /// Add a page that summarises the rules (see below for PNG and SVG).
    #[arg(long)]
    pub rules: bool,
}

/// Exit code for bad input: exactly one line on standard error.
const EXIT_BAD_INPUT: u8 = 2;

/// The output format's name: `format` if given, else the extension of `out`.
///
/// # Errors
/// A one-line message when neither is there, when `out` names a folder, or when `out` ends in
/// the name of another format than `format` (`--format pdf --out chart.png` would write a PDF
/// that every program opens as a broken PNG).
pub fn format_name(format: Option<&str>, out: &std::path::Path) -> Result<String, String> {
    let shown = crate::out::visible(&out.display().to_string());
    if out.is_dir()
        || out
            .as_os_str()
            .to_string_lossy()
            .ends_with(std::path::MAIN_SEPARATOR)
    {
        return Err(format!("--out {shown} is a folder; give a file name in it"));
    }
    const KNOWN: [&str; 4] = ["pdf", "png", "svg", "json"];
    let extension = out.extension().map(|e| e.to_string_lossy().to_lowercase());
    match (format, extension) {
        (Some(f), Some(e))
            if KNOWN.contains(&e.as_str())
                && KNOWN.contains(&f.to_ascii_lowercase().as_str())
                && !f.eq_ignore_ascii_case(&e) =>
        {
            Err(format!("--out {shown} ends in .{e} but --format is {f}"))
        }
        (Some(f), _) => Ok(f.to_string()),
        (None, Some(e)) => Ok(e),
        (None, None) => Err("no --format given and --out has no extension".to_string()),
    }
}

/// Turns the arguments into options, a format and a path.
///
/// # Errors
/// A one-line message for an unknown paper or format, a dpi that is not a number in range, or
/// no format given and none to be read from the file's extension.
pub fn options(args: &ChartArgs) -> Result<(ChartOptions, Format), String> {
    let paper: Paper = args.paper.parse().map_err(|e: ChartError| e.to_string())?;
    let default = DEFAULT_DPI.to_string();
    let given = args.dpi.as_deref().unwrap_or(&default);
    let dpi: u32 = given.trim().parse().map_err(|e: std::num::ParseIntError| {
        if *e.kind() == std::num::IntErrorKind::PosOverflow {
            format!(
                "dpi {} is out of range (expected 24 to 600)",
                crate::out::echo(given.trim())
            )
        } else {
            format!("dpi \"{given}\" is not a whole number")
        }
    })?;
    let name = format_name(args.format.as_deref(), &args.out)?;
    let format = Format::parse(&name, dpi).map_err(|e| e.to_string())?;
    if let Format::Png { dpi } = format
        && !super::DPI_RANGE.contains(&dpi)
    {
        return Err(ChartError::Dpi(dpi).to_string());
    }
    let opts = ChartOptions {
        paper,
        pips: args.pips,
        rules_page: args.rules,
        lang: crate::i18n::language_arg(&args.lang)?.to_string(),
    };
    Ok((opts, format))
}

/// Runs `musical-dominoes chart`: writes the file(s) and prints each path written.
/// Exit code 0 on success, 2 for bad input (one line on standard error), 1 otherwise.
pub fn run(args: ChartArgs) -> ExitCode {
    let (opts, format) = match options(&args) {
        Ok(v) => v,
        Err(line) => {
            crate::errln!(
                "musical-dominoes chart: {}",
                crate::out::visible(&line.to_string())
            );
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    if args.dpi.is_some() && !matches!(format, Format::Png { .. }) {
        crate::errln!(
            "musical-dominoes chart: note: --dpi sets only a PNG's resolution; the {} is drawn \
             to scale and prints sharp at any size",
            format.extension().to_uppercase()
        );
    }
    match write(&opts, format, &args.out) {
        Ok(paths) => {
            for p in paths {
                crate::outln!("{}", p.display());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            crate::errln!(
                "musical-dominoes chart: {}",
                crate::out::visible(&e.to_string())
            );
            if e.is_bad_input() {
                ExitCode::from(EXIT_BAD_INPUT)
            } else {
                ExitCode::FAILURE
            }
        }
    }
}
