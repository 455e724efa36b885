//! Standard output for the command-line tools, which never panics: a reader that has gone away
//! (a closed pipe, as in `musical-dominoes simulate … | head -1`) ends the process quietly with
//! exit code 0, as a Unix tool killed by `SIGPIPE` would stop; any other failure to write
//! (a full disk) is told on standard error and ends the process with exit code 1.

use std::io::Write;

/// Writes `text` and a newline to standard output and flushes it; see the module for what a
/// failure does. Use it through [`outln!`](crate::outln).
pub fn line(text: std::fmt::Arguments<'_>) {
    let mut stdout = std::io::stdout().lock();
    let written = stdout
        .write_fmt(text)
        .and_then(|()| stdout.write_all(b"\n"))
        .and_then(|()| stdout.flush());
    match written {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => {
            crate::errln!(
                "{}: cannot write to standard output: {}",
                program(),
                crate::storage::plain(e)
            );
            std::process::exit(1);
        }
    }
}

/// How this run's errors start ("musical-dominoes suggest"), as the program names itself at
/// start ([`name_program`]).
static PROGRAM: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// Sets how the errors of this run start: "musical-dominoes SUB" for a sub-command. The
/// first call wins; before any, errors start "musical-dominoes".
pub fn name_program(name: String) {
    let _ = PROGRAM.set(name);
}

/// How this run's errors start: "musical-dominoes SUB" as named by [`name_program`], else
/// "musical-dominoes".
pub fn program() -> &'static str {
    PROGRAM.get().map_or("musical-dominoes", String::as_str)
}

/// Writes `text` and a newline to standard error, ignoring a failure: an error message that
/// cannot be shown (standard error closed or on a full disk) must not turn into a panic and
/// exit code 101; the exit code still says what happened. Use it through
/// [`errln!`](crate::errln).
pub fn err_line(text: std::fmt::Arguments<'_>) {
    let mut stderr = std::io::stderr().lock();
    let _ = stderr
        .write_fmt(text)
        .and_then(|()| stderr.write_all(b"\n"))
        .and_then(|()| stderr.flush());
}

/// `eprintln!` that never panics ([`out::err_line`](crate::out::err_line)).
#[macro_export]
macro_rules! errln {
    ($($arg:tt)*) => {
        $crate::out::err_line(format_args!($($arg)*))
    };
}

/// `println!` for the command-line tools ([`out::line`](crate::out::line)): never panics when
/// standard output is closed or full.
#[macro_export]
macro_rules! outln {
    ($($arg:tt)*) => {
        $crate::out::line(format_args!($($arg)*))
    };
}

/// The longest text from the input an error message repeats, in characters.
pub const ECHO_MAX_CHARS: usize = 40;

/// `text` from the input as an error message may repeat it: control characters (which could
/// move the cursor, change colours or ring the bell on a terminal) and the marks that reverse
/// the direction of text are written as `\u{…}` escapes, and a text longer than
/// [`ECHO_MAX_CHARS`] is cut there with "…".
pub fn echo(text: &str) -> String {
    let mut shown = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == ECHO_MAX_CHARS {
            shown.push('…');
            break;
        }
        push_visible(&mut shown, c);
    }
    shown
}

/// `line` for standard error, each control character or direction mark written as a `\u{…}`
/// escape, so that a message that repeats the input cannot act on the terminal.
pub fn visible(line: &str) -> String {
    let mut shown = String::with_capacity(line.len());
    for c in line.chars() {
        push_visible(&mut shown, c);
    }
    shown
}

fn push_visible(out: &mut String, c: char) {
    let direction_mark =
        matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    if c.is_control() || direction_mark {
        out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
    } else {
        out.push(c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_echo_cannot_act_on_the_terminal_and_stays_short() {
        // Escape, bell, NUL and a right-to-left override are shown, not sent.
        assert_eq!(
            echo("\u{1b}[31mred\u{7}\u{0}\u{202e}"),
            "\\u{1b}[31mred\\u{7}\\u{0}\\u{202e}"
        );
        // 41 characters: the first 40 and an ellipsis.
        let long = "x".repeat(41);
        assert_eq!(echo(&long), format!("{}…", "x".repeat(40)));
        // Letters of any script, and a no-break space, stay as they are.
        assert_eq!(echo("6-4\u{a0}R é ♩"), "6-4\u{a0}R é ♩");
        assert_eq!(visible("a\tb\nc"), "a\\u{9}b\\u{a}c");
    }
}
