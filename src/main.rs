//! The `musical-dominoes` command: no arguments opens the app; sub-commands work without a
//! display.

// On Windows a GUI program, so no console window flashes up beside the app; the sub-commands
// print to the terminal that started them (`platform::console`).
#![cfg_attr(windows, windows_subsystem = "windows")]
// In the browser the page is the app: the command line and its sub-commands are desktop only.
#![cfg_attr(target_arch = "wasm32", allow(dead_code, unused_imports))]

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use musical_dominoes::engine::replay_json;

/// Musical Dominoes: learn the value of notes by playing F. S. Gilbert's game.
#[derive(Parser)]
#[command(name = "musical-dominoes", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Open straight into a game (the same seed deals the same hands).
    Play(musical_dominoes::ui::cli::PlayArgs),
    /// Check a game record by replaying it and print the result as JSON.
    Replay {
        /// The record file, or `-` for standard input.
        file: PathBuf,
    },
    /// Write a rhythm as a WAV file (48 kHz, mono, 16-bit): `--notes 4,8,8,2` or the last
    /// line of play of `--record FILE`.
    Render(musical_dominoes::audio::cli::RenderArgs),
    /// Print the chart of the 28 tablets to cut out, as PDF, PNG or SVG.
    Chart(musical_dominoes::chart::cli::ChartArgs),
    /// Play computer players against each other and print wins, points and think time.
    Simulate(musical_dominoes::ai::cli::SimulateArgs),
    /// Print the computer's move and its reason for the seat to move in a game record.
    Suggest(musical_dominoes::ai::cli::SuggestArgs),
    /// Open the app on the quiz; with --worksheet, print a worksheet of quiz questions with
    /// its answer key, as JSON or PDF.
    Quiz(musical_dominoes::quiz::cli::QuizArgs),
}

/// Exit code for bad input (an invalid record, a file that cannot be read).
const EXIT_BAD_INPUT: u8 = 2;

/// The web edition's start (`wasm32`): the app in the page, its files in the browser's
/// storage; a panic is written to the browser's console.
#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    let start = musical_dominoes::ui::Start {
        folders: musical_dominoes::storage::Folders::of_user(),
        sound: true,
        ..musical_dominoes::ui::Start::default()
    };
    if let Err(e) = musical_dominoes::ui::run(start) {
        web_sys::console::error_1(&format!("Musical Dominoes could not start: {e}").into());
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    musical_dominoes::platform::console::attach_parent();
    musical_dominoes::out::name_program(command_name());
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return command_line_error(&e),
    };
    // A stop by Ctrl-C or kill leaves no half-written temporary file behind.
    musical_dominoes::platform::signals::handle_signals();
    match cli.command {
        Some(Command::Replay { file }) => replay(&file),
        Some(Command::Play(args)) => musical_dominoes::ui::cli::play(args),
        None => musical_dominoes::ui::cli::open(musical_dominoes::ui::Start {
            folders: musical_dominoes::storage::Folders::of_user(),
            sound: true,
            ..musical_dominoes::ui::Start::default()
        }),
        Some(Command::Render(args)) => musical_dominoes::audio::cli::run(args),
        Some(Command::Chart(args)) => musical_dominoes::chart::cli::run(args),
        Some(Command::Simulate(args)) => musical_dominoes::ai::cli::run_simulate(&args),
        Some(Command::Suggest(args)) => musical_dominoes::ai::cli::run_suggest(&args),
        Some(Command::Quiz(args)) if !args.worksheet && args.worksheet_options().is_empty() => {
            musical_dominoes::ui::cli::quiz(args.seed.as_deref(), args.lang)
        }
        Some(Command::Quiz(args)) => musical_dominoes::quiz::cli::run(args),
    }
}

/// A command line that clap refuses: help and the version print as clap writes them; any
/// other error is one line on standard error, as every other bad input is, with exit code 2:
/// `musical-dominoes chart: unexpected argument '--bogus' found; see 'musical-dominoes chart
/// --help'`.
fn command_line_error(e: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let _ = e.print();
        return if e.use_stderr() {
            ExitCode::from(EXIT_BAD_INPUT)
        } else {
            ExitCode::SUCCESS
        };
    }
    musical_dominoes::errln!(
        "{}",
        musical_dominoes::out::visible(&one_line(&e.render().to_string()))
    );
    ExitCode::from(EXIT_BAD_INPUT)
}

/// The command as errors name it: `musical-dominoes SUB` for the first argument that is a
/// sub-command, else `musical-dominoes`, whatever the program file is called.
fn command_name() -> String {
    use clap::CommandFactory;
    let subcommands: Vec<String> = Cli::command()
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    match std::env::args().skip(1).find(|a| subcommands.contains(a)) {
        Some(sub) => format!("musical-dominoes {sub}"),
        None => "musical-dominoes".to_string(),
    }
}

/// clap's error text (`error: …`, a tip, a usage, a pointer to --help) as one line that
/// names the command as [`command_name`] does.
fn one_line(rendered: &str) -> String {
    let command = command_name();
    let mut words = Vec::new();
    for line in rendered.lines().map(str::trim) {
        if line.starts_with("Usage:") || line.starts_with("For more information") {
            break;
        }
        if !line.is_empty() {
            words.push(line.strip_prefix("error:").unwrap_or(line).trim());
        }
    }
    let mut said = words.join(" ");
    if let Some((before, tip)) = said.split_once(" tip: ") {
        said = format!("{before} ({tip})");
    }
    format!("{command}: {said}; see '{command} --help'")
}

fn replay(path: &std::path::Path) -> ExitCode {
    let text = match musical_dominoes::storage::read_record_input(path) {
        Ok(t) => t,
        Err(e) => {
            musical_dominoes::errln!("{}", musical_dominoes::out::visible(&e.to_string()));
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    match replay_json(&text) {
        Ok(report) => match serde_json::to_string(&report) {
            Ok(json) => {
                musical_dominoes::outln!("{json}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                musical_dominoes::errln!("cannot write the report: {e}");
                ExitCode::FAILURE
            }
        },
        Err(e) => {
            musical_dominoes::errln!("{}", musical_dominoes::out::visible(&e.to_string()));
            ExitCode::from(EXIT_BAD_INPUT)
        }
    }
}
