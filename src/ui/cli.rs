//! `musical-dominoes play`: opens straight into a game (the same seed deals the same hands),
//! for prepared classroom examples and for screenshots.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;

use crate::ai::Level;
use crate::engine::{Options, Rules, Variant};
use crate::i18n::Localizer;
use crate::ui::screen::game::{NAME_MAX_CHARS, Player, SeatSetup, Setup};
use crate::ui::{Start, run};

/// Arguments of `play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game: musical, block, draw, all-fives, all-fives-draw, shark, matador.
    #[arg(long, default_value = "musical")]
    pub variant: String,
    /// One entry per seat, in playing order: human, beginner, club or expert.
    #[arg(long, value_delimiter = ',', default_value = "human,club")]
    pub seats: Vec<String>,
    /// Names of the seats, in order (missing ones take the default names).
    #[arg(long, value_delimiter = ',')]
    pub names: Vec<String>,
    /// The seed of the deals: the same seed deals the same hands (a whole number).
    #[arg(long, default_value = "1", allow_hyphen_values = true)]
    pub seed: String,
    /// Play to this many points (rounds won in Musical Dominoes; a whole number from 1).
    #[arg(long, allow_hyphen_values = true)]
    pub target: Option<String>,
    /// Four players in two partnerships (block and draw; Musical Dominoes for 4 always is).
    #[arg(long)]
    pub partnerships: bool,
    /// Rule options as in a game record, e.g. '{"partnerships": true, "hand_size": 7}' for the
    /// partnership Block game New game offers (RULES.md section 5).
    #[arg(long)]
    pub options: Option<String>,
    /// Language of the interface (en-GB, en-US, …); default: the system's.
    #[arg(long)]
    pub lang: Option<String>,
    /// Write a PNG screenshot of the window to this file, then quit (with --after). A
    /// screenshot run reads no settings and keeps nothing: the saved settings do not change
    /// the picture.
    #[arg(long)]
    pub screenshot: Option<PathBuf>,
    /// Seconds to wait before the screenshot (0 to 600; default 5). Only with --screenshot.
    #[arg(long, allow_hyphen_values = true)]
    pub after: Option<f64>,
}

/// Seconds `play --screenshot` waits when `--after` is not given.
const DEFAULT_AFTER: f64 = 5.0;

/// Reads the arguments into a game setup.
///
/// # Errors
/// One line naming the bad argument: an unknown variant or seat, a bad seed or target, rules
/// that refuse the number of seats or the options, `--options` that are not rule options or
/// that contradict `--target` or `--partnerships`, more names than seats, a name longer
/// than [`NAME_MAX_CHARS`] characters (as the New game screen allows), or two seats of one
/// name (without case; a missing name is its seat's default).
pub fn setup(args: &PlayArgs, i18n: &Localizer) -> Result<Setup, String> {
    let variant = Variant::from_name(args.variant.trim()).ok_or_else(|| {
        format!(
            "unknown variant \"{}\" (expected musical, block, draw, all-fives, all-fives-draw, shark or matador)",
            args.variant
        )
    })?;
    let players = args.seats.len();
    let seed = crate::quiz::cli::parse_seed(&args.seed)?;
    let target = match &args.target {
        Some(t) => Some(
            t.trim()
                .parse::<u32>()
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| {
                    format!(
                        "target \"{}\" is not a whole number from 1 to {}",
                        crate::out::echo(t.trim()),
                        u32::MAX
                    )
                })?,
        ),
        None => None,
    };
    let mut options = match &args.options {
        None => Options::default(),
        Some(text) => Options::from_json(text).map_err(|e| {
            format!(
                "--options is not valid rule options: {}",
                crate::engine::plain_serde_message(&e.to_string())
            )
        })?,
    };
    if let Some(target) = target {
        match options.target {
            Some(given) if given != target => {
                return Err(format!(
                    "--target {target} and --options (target {given}) disagree: give the target once"
                ));
            }
            _ => options.target = Some(target),
        }
    }
    if args.partnerships {
        if options.partnerships == Some(false) {
            return Err(
                "--partnerships and --options (\"partnerships\": false) disagree".to_string(),
            );
        }
        options.partnerships = Some(true);
    }
    let rules = Rules::new(variant, players, &options).map_err(|e| e.to_string())?;
    if args.names.len() > players {
        return Err(format!(
            "{} names for {players} seats: give at most one name a seat",
            args.names.len()
        ));
    }
    if let Some(long) = args
        .names
        .iter()
        .find(|n| crate::ui::screen::game::name_length(n.trim()) > NAME_MAX_CHARS)
    {
        return Err(format!(
            "the name \"{}\" is longer than {NAME_MAX_CHARS} characters",
            crate::out::echo(long.trim())
        ));
    }
    let seats = args
        .seats
        .iter()
        .enumerate()
        .map(|(i, kind)| {
            let player = match kind.trim().to_ascii_lowercase().as_str() {
                "human" => Player::Human,
                name => match Level::from_name(name) {
                    Some(level) => Player::Computer(level),
                    None => {
                        return Err(format!(
                            "unknown seat \"{}\" (expected human, beginner, club or expert)",
                            crate::out::echo(kind.trim())
                        ));
                    }
                },
            };
            let name = args
                .names
                .get(i)
                .map(|n| crate::ui::screen::game::clean_name(n))
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| crate::ui::screen::game::default_seat_name(i18n, i));
            Ok(SeatSetup { name, player })
        })
        .collect::<Result<Vec<_>, _>>()?;
    if let Some(name) = crate::ui::screen::game::repeated_name(&seats) {
        return Err(format!(
            "two seats are named \"{}\": give each seat a name of its own",
            crate::out::echo(name)
        ));
    }
    Ok(Setup { rules, seats, seed })
}

/// Opens the app with `start`; with no display prints one line and returns exit code 1.
pub fn open(start: Start) -> ExitCode {
    if !crate::platform::display::available() {
        crate::errln!(
            "{}: no display found (set DISPLAY or WAYLAND_DISPLAY, or run under xvfb-run); the sub-commands replay, chart, render, simulate, suggest and quiz --worksheet work without one",
            crate::out::program()
        );
        return ExitCode::from(1);
    }
    // iced panics when winit cannot reach the display named (a stale DISPLAY over ssh, a
    // Wayland socket with no compositor). That one panic becomes a line and exit code 1; any
    // other goes on as a panic.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if unreachable_display(info.payload()).is_none() {
            default_hook(info);
        }
    }));
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(start))) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(e)) => {
            crate::errln!("{}: cannot open the window: {e}", crate::out::program());
            ExitCode::from(1)
        }
        Err(payload) => match unreachable_display(payload.as_ref()) {
            Some(reason) => {
                crate::errln!("{}: {reason}", crate::out::program());
                ExitCode::from(1)
            }
            None => std::panic::resume_unwind(payload),
        },
    }
}

/// How iced's panic begins when the event loop cannot be made (no display can be reached).
const EVENT_LOOP_PANIC: &str = "Create event loop";

/// The one line to print for a panic `payload` that says no display could be reached, or
/// `None` for any other panic.
pub fn unreachable_display(payload: &(dyn std::any::Any + Send)) -> Option<String> {
    let text = payload
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| payload.downcast_ref::<&str>().copied())?;
    let detail = text.strip_prefix(EVENT_LOOP_PANIC)?;
    let named = ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .filter_map(|v| {
            let value = std::env::var(v).ok().filter(|s| !s.is_empty())?;
            Some(format!("{v}={value}"))
        })
        .collect::<Vec<_>>()
        .join(", ");
    let why = if detail.contains("XOpenDisplayFailed") {
        "the X server does not answer"
    } else if detail.contains("NoCompositor") || detail.contains("Wayland") {
        "no Wayland compositor answers"
    } else {
        "the window system refused"
    };
    Some(format!(
        "cannot reach the display ({named}): {why}; the sub-commands replay, chart, render, simulate, suggest and quiz --worksheet work without one"
    ))
}

/// Runs `quiz` without `--worksheet`: the app opens on the quiz, its rounds dealt from `seed`
/// (a whole number) when given, in `lang` when given. A seed that is not a number: one line,
/// exit code 2.
pub fn quiz(seed: Option<&str>, lang: Option<String>) -> ExitCode {
    let quiz_seed = match seed.map(crate::quiz::cli::parse_seed).transpose() {
        Ok(s) => s,
        Err(e) => {
            crate::errln!("musical-dominoes quiz: {e}");
            return ExitCode::from(2);
        }
    };
    let lang = match lang.as_deref().map(crate::i18n::language_arg).transpose() {
        Ok(l) => l.map(str::to_string),
        Err(e) => {
            crate::errln!("musical-dominoes quiz: {e}");
            return ExitCode::from(2);
        }
    };
    open(Start {
        lang,
        folders: crate::storage::Folders::of_user(),
        sound: true,
        quiz_seed,
        open_quiz: true,
        ..Start::default()
    })
}

/// Runs `play`.
pub fn play(mut args: PlayArgs) -> ExitCode {
    if let Some(l) = &args.lang {
        match crate::i18n::language_arg(l) {
            Ok(known) => args.lang = Some(known.to_string()),
            Err(e) => {
                crate::errln!("musical-dominoes play: {e}");
                return ExitCode::from(2);
            }
        }
    }
    let i18n = match &args.lang {
        Some(l) => Localizer::new(l),
        None => Localizer::system(),
    };
    let setup = match setup(&args, &i18n) {
        Ok(s) => s,
        Err(e) => {
            crate::errln!("musical-dominoes play: {e}");
            return ExitCode::from(2);
        }
    };
    let after = args.after.unwrap_or(DEFAULT_AFTER);
    if !(0.0..=600.0).contains(&after) {
        crate::errln!("musical-dominoes play: --after {after} is out of range (0 to 600 seconds)");
        return ExitCode::from(2);
    }
    if args.after.is_some() && args.screenshot.is_none() {
        crate::errln!(
            "musical-dominoes play: --after is the wait before a screenshot: give --screenshot FILE.png too"
        );
        return ExitCode::from(2);
    }
    if args.screenshot.as_deref() == Some(std::path::Path::new("-")) {
        crate::errln!("musical-dominoes play: {}", crate::storage::NOT_TO_STDOUT);
        return ExitCode::from(2);
    }
    if let Some(path) = &args.screenshot
        && path
            .extension()
            .is_some_and(|e| !e.eq_ignore_ascii_case("png"))
    {
        crate::errln!(
            "musical-dominoes play: a screenshot is a PNG image: name it FILE.png, not {}",
            path.display()
        );
        return ExitCode::from(2);
    }
    if let Some(path) = &args.screenshot
        && let Err(e) = crate::storage::replaceable(path).and_then(|()| {
            match path.parent().filter(|d| !d.as_os_str().is_empty()) {
                Some(d) if !d.is_dir() => Err(std::io::Error::new(
                    std::io::ErrorKind::NotFound,
                    "no such folder",
                )),
                _ => Ok(()),
            }
        })
    {
        crate::errln!(
            "musical-dominoes play: cannot write the screenshot {}: {e}",
            path.display()
        );
        return ExitCode::from(2);
    }
    let screenshot = args
        .screenshot
        .clone()
        .map(|p| (p, Duration::from_secs_f64(after)));
    let before = args.screenshot.as_deref().and_then(modified);
    let code = open(Start {
        play: Some(setup),
        screenshot: screenshot.clone(),
        lang: args.lang,
        // A screenshot run is a check, not a game: it keeps nothing, so the match a user
        // has saved stays for Continue.
        folders: if screenshot.is_some() {
            None
        } else {
            crate::storage::Folders::of_user()
        },
        sound: true,
        quiz_seed: None,
        open_quiz: false,
    });
    // The window closes after the screenshot whether or not it could be written: say so,
    // in one line, as bad input (exit 2) when the path was at fault.
    if let Some((reason, bad_path)) = crate::ui::SCREENSHOT_FAILURE.get() {
        crate::errln!("musical-dominoes play: {reason}");
        return ExitCode::from(if *bad_path { 2 } else { 1 });
    }
    if let Some((path, _)) = screenshot
        && code == ExitCode::SUCCESS
        && (modified(&path).is_none() || modified(&path) == before)
    {
        crate::errln!(
            "musical-dominoes play: the screenshot {} was not written",
            path.display()
        );
        return ExitCode::from(1);
    }
    code
}

fn modified(path: &std::path::Path) -> Option<std::time::SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_event_loop_panic_is_taken_for_an_unreachable_display() {
        let x: Box<dyn std::any::Any + Send> = Box::new(String::from(
            "Create event loop: Os(OsError { error: Misc(\"XOpenDisplayFailed\") })",
        ));
        let line = unreachable_display(x.as_ref()).expect("an unreachable display");
        assert!(line.contains("the X server does not answer"), "{line}");
        // Any other panic goes on as a panic.
        let other: Box<dyn std::any::Any + Send> = Box::new("index out of bounds");
        assert_eq!(unreachable_display(other.as_ref()), None);
        let number: Box<dyn std::any::Any + Send> = Box::new(7_u32);
        assert_eq!(unreachable_display(number.as_ref()), None);
    }

    fn args(variant: &str, seats: &str, options: Option<&str>) -> PlayArgs {
        PlayArgs {
            variant: variant.to_string(),
            seats: seats.split(',').map(str::to_string).collect(),
            names: Vec::new(),
            seed: "1".to_string(),
            target: None,
            partnerships: false,
            options: options.map(str::to_string),
            lang: None,
            screenshot: None,
            after: None,
        }
    }

    #[test]
    fn two_seats_of_one_name_are_refused() {
        let i18n = Localizer::new("en-GB");
        let mut same = args("musical", "human,club", None);
        same.names = vec!["Ada".into(), "ADA".into()];
        assert_eq!(
            setup(&same, &i18n).err().as_deref(),
            Some("two seats are named \"ADA\": give each seat a name of its own")
        );
        // A missing name takes its seat's default: Ben's is seat 2's.
        let mut default = args("musical", "human,club", None);
        default.names = vec!["Ben".into()];
        assert!(setup(&default, &i18n).is_err());
        default.names = vec!["Tom".into()];
        let ok = setup(&default, &i18n).expect("Tom and Ben");
        assert_eq!(ok.seats[1].name, "Ben");
    }

    #[test]
    fn options_give_the_partnership_block_game_new_game_offers() {
        let i18n = Localizer::new("en-GB");
        // RULES.md section 5: block with 4 players deals 5 each unless hand_size says 7, the
        // partnership game of Latin America and the Caribbean.
        let plain = args("block", "human,club,club,club", None);
        let mut plain_partners = args("block", "human,club,club,club", None);
        plain_partners.partnerships = true;
        let latin = args(
            "block",
            "human,club,club,club",
            Some(r#"{"partnerships": true, "hand_size": 7, "partnership_out": "both"}"#),
        );
        let plain = setup(&plain, &i18n).expect("plain block for 4");
        assert_eq!(
            (plain.rules.hand_size, plain.rules.partnerships),
            (5, false)
        );
        let partners = setup(&plain_partners, &i18n).expect("partnerships");
        assert_eq!(
            (partners.rules.hand_size, partners.rules.partnerships),
            (5, true)
        );
        let latin = setup(&latin, &i18n).expect("the partnership block game");
        assert_eq!(latin.rules.hand_size, 7);
        assert!(latin.rules.partnerships);
        assert_eq!(
            latin.rules.partnership_out,
            crate::engine::PartnershipOut::Both
        );
        // --target and --partnerships agree with the options or are refused.
        let mut both = args(
            "all-fives",
            "human,club",
            Some(r#"{"target": 50, "round_to_five": true}"#),
        );
        both.target = Some("50".to_string());
        let both = setup(&both, &i18n).expect("the same target twice");
        assert_eq!(both.rules.target, 50);
        assert!(both.rules.round_to_five);
        let mut clash = args("all-fives", "human,club", Some(r#"{"target": 50}"#));
        clash.target = Some("100".to_string());
        let line = setup(&clash, &i18n).expect_err("two targets");
        assert!(line.contains("disagree"), "{line}");
    }
}
