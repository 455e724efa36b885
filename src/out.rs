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
            eprintln!("cannot write to standard output: {e}");
            std::process::exit(1);
        }
    }
}

/// `println!` for the command-line tools ([`out::line`](crate::out::line)): never panics when
/// standard output is closed or full.
#[macro_export]
macro_rules! outln {
    ($($arg:tt)*) => {
        $crate::out::line(format_args!($($arg)*))
    };
}
