//! Files the app keeps: settings, the match in progress, progress. Every file is written
//! atomically (a temporary file in the same folder, written, synced, then renamed over the
//! target), so a crash leaves the old file or the new one. A file that cannot be used —
//! damaged, truncated, of the wrong shape, of a newer version, larger than 10 MB — is moved
//! aside as `NAME.bad-DATE-TIME`, the user is told in plain words, and defaults are used. In
//! the settings and the progress, a value of the wrong kind costs only itself: the rest of
//! the file is kept ([`load_json_salvaging`]), and the file as it was is still set aside.

pub mod progress;

use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::sync::mpsc;

use serde::Serialize;

use crate::platform::store::{self, Read};

use serde::de::DeserializeOwned;

/// Largest file the app reads, in bytes (10 MB).
pub const MAX_FILE_BYTES: u64 = 10 * 1024 * 1024;

/// Standard input by name, not as "-"; a file by its path.
fn input_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "standard input".to_string()
    } else {
        path.display().to_string()
    }
}

/// Reads a record given on the command line: the file `path`, or standard input for `-`, as
/// UTF-8 text of at most [`crate::engine::MAX_RECORD_BYTES`] (never reading more than one byte
/// past it).
///
/// # Errors
/// One line naming the file: it cannot be read, is larger than 10 MB, or is not UTF-8.
pub fn read_record_input(path: &Path) -> Result<String, String> {
    let max = crate::engine::MAX_RECORD_BYTES;
    let mut bytes = Vec::new();
    let limit = max as u64 + 1;
    let result = if path.as_os_str() == "-" {
        std::io::stdin().lock().take(limit).read_to_end(&mut bytes)
    } else {
        store::read_named(path, limit - 1).map(|b| {
            bytes = b;
            bytes.len()
        })
    };
    result.map_err(|e| {
        // The commonest reasons in plain words, without the system's error number.
        let why = match e.kind() {
            std::io::ErrorKind::NotFound => "there is no such file".to_string(),
            std::io::ErrorKind::PermissionDenied => "it may not be read (permission)".to_string(),
            std::io::ErrorKind::IsADirectory => "it is a folder, not a file".to_string(),
            _ => e.to_string(),
        };
        format!("cannot read {}: {why}", input_name(path))
    })?;
    let name = input_name(path);
    if bytes.len() > max {
        return Err(format!(
            "{name} is larger than {}\u{a0}MB",
            max / (1024 * 1024)
        ));
    }
    String::from_utf8(bytes).map_err(|e| format!("{name} is not UTF-8 text: {e}"))
}

/// Writes `bytes` to `path` atomically.
///
/// # Errors
/// Any I/O error (the folder does not exist or is not writable, the disk is full); the target is
/// then untouched and no temporary file is left behind.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    store::write(path, bytes)
}

/// Writes each of `files` (path, bytes) atomically and as one: when all are complete they are
/// put in place together, so a failure leaves none of them behind ([`store::write_all`]).
///
/// # Errors
/// The index of the file that failed and its I/O error.
pub fn write_all_atomic(files: &[(&Path, &[u8])]) -> Result<(), (usize, std::io::Error)> {
    store::write_all(files)
}

/// Whether a file (or anything) stands at `path` in the platform's storage.
pub fn exists(path: &Path) -> bool {
    store::exists(path)
}

/// Whether `path` is a folder (of the platform's storage: a folder on the desktop; on the web,
/// the downloads folder or one of the app's).
pub fn is_dir(path: &Path) -> bool {
    store::is_dir(path)
}

/// Writes `path` atomically with `fill`, which writes the contents. If `fill` fails half-way,
/// the old file is untouched and the temporary file is removed; if the process is stopped by
/// a signal, the old file is untouched and [`remove_temporaries_and_exit`] removes the temporary one.
/// A file replaced keeps its permissions; a new one is created as a document is (0o644 less
/// the umask on Unix).
///
/// # Errors
/// The error of `fill`, or of creating, syncing or renaming the temporary file.
pub fn write_atomic_with(
    path: &Path,
    fill: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let mut tmp = temp_for(path)?;
    let name = tmp.path().to_path_buf();
    let filled = fill(tmp.as_file_mut()).and_then(|()| tmp.as_file().sync_all());
    let written = match filled {
        // Renamed in one step with a stop ([`commit`]): the file is replaced whole, or not at
        // all and its temporary file removed.
        Ok(()) => commit(std::slice::from_ref(&name), || {
            tmp.persist(path).map(|_| ()).map_err(|e| plain(e.error))
        }),
        Err(e) => Err(e),
    };
    // Renamed onto `path`, or removed as the temporary file drops: no longer ours to remove.
    written_out(&name);
    written.map_err(plain)
}

/// Runs `rename`, which renames the temporary files `names` onto their targets (or, failing,
/// removes them), as one step with respect to a stop by a signal: a stop that comes while it
/// runs waits until it is done, and one that came before it has removed the temporary files
/// and ended the process ([`remove_temporaries_and_exit`]). So a stop never leaves some of
/// several files replaced and others not. Once it has run, `names` are no longer watched.
pub fn commit<R>(names: &[PathBuf], rename: impl FnOnce() -> R) -> R {
    let mut w = match WRITING.lock() {
        Ok(w) => w,
        Err(poisoned) => poisoned.into_inner(),
    };
    let done = rename();
    w.retain(|p| !names.contains(p));
    done
}

/// The temporary files being written now (see [`remove_temporaries_and_exit`]).
static WRITING: std::sync::Mutex<Vec<PathBuf>> = std::sync::Mutex::new(Vec::new());

/// Removes the temporary files being written now and ends the process with `code`: for a
/// process stopped by a signal (Ctrl-C, `kill`), which runs no destructor, so that no
/// half-written `.musical-dominoes-*.tmp` file is left beside the file it was to replace. The
/// files it was to replace are untouched. The list of temporary files stays locked until the
/// process has ended, so that no other thread makes a new one ([`temp_for`] watches each name
/// before it makes the file) or renames one ([`commit`]) in the meantime.
pub fn remove_temporaries_and_exit(code: i32) -> ! {
    let mut w = match WRITING.lock() {
        Ok(w) => w,
        Err(poisoned) => poisoned.into_inner(),
    };
    for p in w.drain(..) {
        let _ = std::fs::remove_file(p);
    }
    std::process::exit(code)
}

/// Watches the temporary file `name` ([`remove_temporaries_and_exit`]) until [`written_out`].
fn watch(name: &Path) {
    if let Ok(mut w) = WRITING.lock() {
        w.push(name.to_path_buf());
    }
}

/// Stops watching the temporary file `name`: it was renamed onto its target or removed.
pub fn written_out(name: &Path) {
    if let Ok(mut w) = WRITING.lock() {
        w.retain(|p| p != name);
    }
}

/// A temporary file beside `path`, to be filled, synced and renamed onto it: refused when
/// `path` is there and is not an ordinary file this user may write ([`replaceable`]), or its
/// folder is marked read-only; made with the permissions
/// of the file it replaces, or as a new document is (0o644 less the umask on Unix). It is
/// watched, to be removed if the process is stopped by a signal, until [`written_out`] is
/// called with its path.
///
/// # Errors
/// The refusal (a file name longer than [`MAX_FILE_NAME_BYTES`] among them), or the I/O
/// error of creating it (in plain words: no temporary name).
pub fn temp_for(path: &Path) -> std::io::Result<tempfile::NamedTempFile> {
    // Refused before anything is written: the rename onto it would fail only once the file is
    // written (and, of several files, after others were renamed into place).
    if path
        .file_name()
        .is_some_and(|n| n.len() > MAX_FILE_NAME_BYTES)
    {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            Refusal("the file name is too long (at most 255 bytes)"),
        ));
    }
    replaceable(path)?;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    // A folder marked read-only is refused as a read-only file is, even for the superuser.
    if std::fs::metadata(dir).is_ok_and(|m| m.is_dir() && m.permissions().readonly()) {
        return Err(std::io::Error::new(
            std::io::ErrorKind::PermissionDenied,
            Refusal("the folder is write-protected"),
        ));
    }
    let existing = std::fs::metadata(path).ok().map(|m| m.permissions());
    let mut builder = tempfile::Builder::new();
    builder.prefix(".musical-dominoes-").suffix(".tmp");
    // Each name is watched before the file is made, so that a stop at any moment finds it.
    let tmp = builder
        .make_in(dir, |name| {
            watch(name);
            let mut options = std::fs::OpenOptions::new();
            options.read(true).write(true).create_new(true);
            #[cfg(unix)]
            {
                use std::os::unix::fs::OpenOptionsExt;
                options.mode(0o644);
            }
            options.open(name).inspect_err(|_| written_out(name))
        })
        .map_err(plain)?;
    if let Some(p) = existing
        && let Err(e) = tmp.as_file().set_permissions(p)
    {
        // Dropped, it is removed: no longer to be watched.
        written_out(tmp.path());
        return Err(plain(e));
    }
    Ok(tmp)
}

/// The longest file name, in bytes, that the common file systems of Linux, macOS and Windows
/// take (`NAME_MAX`).
pub const MAX_FILE_NAME_BYTES: usize = 255;

/// Why the app refuses to write a path, in its own words (kept as they are by [`plain`]).
#[derive(Debug)]
struct Refusal(&'static str);

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl std::error::Error for Refusal {}

/// Whether `path` may be written: it does not exist, or it is an ordinary file this user may
/// write. A device, a pipe, a folder or a link is never replaced, nor a write-protected file:
/// renaming a new file onto it would get round the protection, where `>` in a shell refuses.
///
/// # Errors
/// `InvalidInput` ("it exists and is not an ordinary file") or `PermissionDenied` ("it is
/// write-protected") otherwise.
pub fn replaceable(path: &Path) -> std::io::Result<()> {
    match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "it is a symbolic link, not an ordinary file",
        )),
        Ok(meta) if !meta.file_type().is_file() => Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "it exists and is not an ordinary file",
        )),
        // Marked read-only (no one may write it: refused even for the superuser, as an
        // editor warns), or not writable by this user: opened to write and closed at once,
        // which changes nothing in it and, for an ordinary file, cannot block.
        Ok(meta)
            if meta.permissions().readonly()
                || std::fs::OpenOptions::new()
                    .write(true)
                    .open(path)
                    .is_err_and(|e| e.kind() == std::io::ErrorKind::PermissionDenied) =>
        {
            Err(std::io::Error::new(
                std::io::ErrorKind::PermissionDenied,
                Refusal("it is write-protected"),
            ))
        }
        Ok(_) => Ok(()),
        Err(_) => Ok(()),
    }
}

/// Why `-` is refused as an output path: the commands write files (atomically), not to
/// standard output, and a file named `-` is seldom what was meant.
pub const NOT_TO_STDOUT: &str =
    "\"-\" is not a file name here: these commands write a file, not standard output";

/// Whether a failure to write is of the path asked for, which the user can mend by asking
/// for another (exit code 2: no permission, a read-only disk, no such folder, not an
/// ordinary file), rather than of the machine (exit code 1: a full disk, an I/O error).
pub fn is_bad_path(e: &std::io::Error) -> bool {
    use std::io::ErrorKind;
    matches!(
        e.kind(),
        ErrorKind::PermissionDenied
            | ErrorKind::InvalidInput
            | ErrorKind::NotFound
            | ErrorKind::NotADirectory
            | ErrorKind::IsADirectory
            | ErrorKind::ReadOnlyFilesystem
    )
}

/// The error in plain words: without the name of the temporary file tempfile adds to it
/// (`… at path "/x/.tmpAbC"`), which the user never saw, and, for the common reasons a file
/// cannot be written, without the system's wording and error number (`No such file or
/// directory (os error 2)` becomes "there is no such file or folder"). The kind is kept.
pub fn plain(e: std::io::Error) -> std::io::Error {
    use std::io::ErrorKind;
    // Already in the app's own words.
    if e.get_ref().is_some_and(|r| r.is::<Refusal>()) {
        return e;
    }
    let words = match e.kind() {
        ErrorKind::NotFound => Some("there is no such file or folder"),
        ErrorKind::PermissionDenied => Some("permission denied"),
        ErrorKind::IsADirectory => Some("it is a folder"),
        ErrorKind::NotADirectory => Some("a part of the path is not a folder"),
        ErrorKind::ReadOnlyFilesystem => Some("the disk is read-only"),
        ErrorKind::StorageFull => Some("the disk is full"),
        _ => None,
    };
    if let Some(words) = words {
        return std::io::Error::new(e.kind(), words);
    }
    let text = e.to_string();
    let mut words = match text.find(" at path ") {
        Some(i) => &text[..i],
        None => text.as_str(),
    };
    // The system's error number means nothing to a reader: "Too many levels of symbolic
    // links (os error 40)" is said "too many levels of symbolic links".
    if let Some(i) = words.find(" (os error ") {
        words = &words[..i];
    }
    if words.len() == text.len() {
        return e;
    }
    let mut said = words.to_string();
    if let Some(first) = said.get(..1) {
        said.replace_range(..1, &first.to_lowercase());
    }
    std::io::Error::new(e.kind(), said)
}

/// Where the app keeps its files: `MUSICAL_DOMINOES_HOME` if set (both folders under it),
/// else the platform's config and data folders.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Folders {
    /// Settings.
    pub config: PathBuf,
    /// Saved games and progress.
    pub data: PathBuf,
}

impl Folders {
    /// The folders of this user (see [`Folders`]); `None` when the platform has no home
    /// folder (the app then keeps nothing).
    pub fn of_user() -> Option<Folders> {
        let (config, data) = store::home()?;
        Some(Folders { config, data })
    }

    /// The settings file.
    pub fn settings(&self) -> PathBuf {
        self.config.join("settings.json")
    }

    /// The match in progress (a game record).
    pub fn current_game(&self) -> PathBuf {
        self.data.join("current-game.json")
    }

    /// The folder of exported game records.
    pub fn records(&self) -> PathBuf {
        self.data.join("records")
    }

    /// The quiz progress of every pupil profile (see [`progress::ProgressFile`]).
    pub fn progress(&self) -> PathBuf {
        self.data.join("progress.json")
    }
}

/// The JSON files in `dir`, newest first (by modification time, then name), at most `limit`.
/// A folder that does not exist or cannot be read gives an empty list.
pub fn list_json(dir: &Path, limit: usize) -> Vec<PathBuf> {
    let mut files = store::list_json(dir);
    files.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    files.into_iter().take(limit).map(|(_, p)| p).collect()
}

/// A file name for an export made at `now`, from `stem`: `stem 2026-11-29 23.10.00.json`, in
/// the machine's local time (the time the teacher saw on the clock; UTC where the machine
/// names no time zone), without colons, so that it is a valid name on every platform.
pub fn stamped_name(stem: &str, now: crate::platform::clock::SystemTime) -> String {
    stamped_name_in(stem, now, &jiff::tz::TimeZone::system())
}

/// [`stamped_name`] in the time zone `zone`.
pub fn stamped_name_in(
    stem: &str,
    now: crate::platform::clock::SystemTime,
    zone: &jiff::tz::TimeZone,
) -> String {
    let stamp = local_stamp(now, zone, "%Y-%m-%d %H.%M.%S");
    format!("{stem} {stamp}.json")
}

/// `now` in `zone` as `format` (strftime) has it. A time before 1970 or past the year 9999
/// cannot come from a working clock; it is given as the epoch rather than refused.
fn local_stamp(
    now: crate::platform::clock::SystemTime,
    zone: &jiff::tz::TimeZone,
    format: &str,
) -> String {
    let at = now
        .duration_since(crate::platform::clock::UNIX_EPOCH)
        .ok()
        .and_then(|d| jiff::Timestamp::new(d.as_secs() as i64, d.subsec_nanos() as i32).ok())
        .unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    at.to_zoned(zone.clone()).strftime(format).to_string()
}

/// A versioned file: its format version, checked on reading.
pub trait Versioned {
    /// The version this program writes and the newest it reads.
    const VERSION: u32;
    /// The JSON key that holds the version (`"version"`; game records use `"format"`).
    const KEY: &'static str = "version";
    /// The version stored in this value.
    fn version(&self) -> u32;
    /// Mends a JSON object that does not read as `Self` where the type knows its parts better
    /// than [`salvage`] does, by taking out the least that keeps the rest from reading (one
    /// pupil's bad card, not the pupil). Returns the dotted paths taken out
    /// (`pupils.Ada.cards.3`, indices from 0). Called by [`load_json_salvaging`] before
    /// [`salvage`]; the default takes out nothing.
    fn mend(_value: &mut serde_json::Value) -> Vec<String> {
        Vec::new()
    }
}

/// The result of reading a file: the value (or the default), and what to tell the user.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded<T> {
    /// The value read, or the default.
    pub value: T,
    /// A plain-words notice when the file could not be used and was set aside.
    pub problem: Option<Problem>,
}

/// Why a file was set aside.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The file.
    pub path: PathBuf,
    /// Where it was moved (`NAME.bad-DATE-TIME`), if moving worked.
    pub moved_to: Option<PathBuf>,
    /// What was wrong: in the user's language by `ui::persist::describe`, in English by
    /// [`Problem::reason`].
    pub why: Why,
    /// Only the values `reason` names (dotted paths, comma-separated) were left out and the
    /// rest of the file was used (see [`load_json_salvaging`]); `false` when the whole file
    /// was left out.
    pub partial: bool,
}

/// Why a file could not be used. Each is said in the user's language by a message
/// `notice-why-*` of `locales/*/app.ftl` (`ui::persist::describe`), and in English by
/// [`Why::english`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// Not an ordinary file (a folder, a named pipe).
    NotOrdinary,
    /// The system would not read it: the system's words ("permission denied").
    Unreadable(String),
    /// Larger than 10 MB.
    TooLarge,
    /// Not JSON, or cut short: where reading stopped, line and column counted from 1.
    Damaged {
        /// The line.
        line: usize,
        /// The column.
        column: usize,
    },
    /// Written by a newer version of the app: its format number.
    Newer(u64),
    /// JSON, but not an object.
    NotObject,
    /// An object of the wrong shape: the reader's words.
    WrongShape(String),
    /// A saved game that does not replay: the engine's words.
    DoesNotReplay(String),
    /// A saved game whose seats do not match its players.
    SeatsMismatch,
    /// Only these values were left out: their dotted paths (`ui.look`, `pupils.Ann`,
    /// `pupils.Tom.cards.0`).
    Values(Vec<String>),
}

impl Why {
    /// The reason in English words ([`Problem::reason`]).
    pub fn english(&self) -> String {
        match self {
            Why::NotOrdinary => "it is not an ordinary file".to_string(),
            Why::Unreadable(e) => format!("it cannot be read: {e}"),
            Why::TooLarge => "it is larger than 10\u{a0}MB".to_string(),
            Why::Damaged { line, column } => {
                format!("it is damaged or truncated at line {line}, column {column}")
            }
            Why::Newer(v) => format!("it was written by a newer version of the app, format {v}"),
            Why::NotObject => "it holds JSON, but not the object the app writes there".to_string(),
            Why::WrongShape(e) => format!("it has the wrong shape: {e}"),
            Why::DoesNotReplay(e) => format!("it does not replay: {e}"),
            Why::SeatsMismatch => "its seats do not match its players".to_string(),
            Why::Values(paths) => paths.join(", "),
        }
    }
}

impl Problem {
    /// What was wrong, in English words ([`Why::english`]), for the command line and tests.
    pub fn reason(&self) -> String {
        self.why.english()
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.moved_to {
            Some(to) if self.partial => write!(
                f,
                "some values in {} could not be used ({}); they take their defaults, the \
                 others are kept, and the file as it was is kept as {}",
                self.path.display(),
                self.reason(),
                to.display()
            ),
            Some(to) => write!(
                f,
                "{} could not be used ({}); it was kept as {} and defaults are used",
                self.path.display(),
                self.reason(),
                to.display()
            ),
            None => write!(
                f,
                "{} could not be used ({}); defaults are used",
                self.path.display(),
                self.reason()
            ),
        }
    }
}

/// The name a bad file `name` is set aside under at `now`: `NAME.bad-2026-12-02-013042`, the
/// date and time in the machine's local time zone (UTC where it names none), without spaces
/// or colons, so that the teacher can tell when it happened and type the name in a terminal.
pub fn bad_name_in(
    name: &str,
    now: crate::platform::clock::SystemTime,
    zone: &jiff::tz::TimeZone,
) -> String {
    let stamp = local_stamp(now, zone, "%Y-%m-%d-%H%M%S");
    format!("{name}.bad-{stamp}")
}

/// Moves `path` aside as `NAME.bad-DATE-TIME` ([`bad_name_in`], local time; `-1`, `-2` … added
/// when that name is taken), never over another file.
/// A symbolic link to an ordinary file stays where it is (a dotfile manager's link is not
/// broken): the file it leads to is copied aside instead, to be written over through the link.
pub fn set_aside(path: &Path) -> Option<PathBuf> {
    let name = path.file_name()?.to_string_lossy().into_owned();
    let base = bad_name_in(
        &name,
        crate::platform::clock::SystemTime::now(),
        &jiff::tz::TimeZone::system(),
    );
    for n in 0..100 {
        let suffix = if n == 0 {
            String::new()
        } else {
            format!("-{n}")
        };
        let to = path.with_file_name(format!("{base}{suffix}"));
        if !store::exists(&to) {
            return store::move_aside(path, &to).ok().map(|()| to);
        }
    }
    None
}

/// The bytes of `path` for a quick look, without setting anything aside: `None` unless it is
/// an ordinary file (a named pipe would block, a device never end) of at most 10 MB.
pub fn peek(path: &Path) -> Option<Vec<u8>> {
    let Read::Bytes(bytes) = store::read(path, MAX_FILE_BYTES) else {
        return None;
    };
    (bytes.len() as u64 <= MAX_FILE_BYTES).then_some(bytes)
}

/// What [`load_json_salvaging`] would read from `path`, for a quick look before the app
/// starts, with nothing set aside or written: `None` where it would give none (no file, not an
/// ordinary file, over 10 MB, damaged, not an object, or written by a newer version), else
/// every value that reads laid over `T::default()` ([`salvage`]).
pub fn peek_salvaging<T>(path: &Path) -> Option<T>
where
    T: DeserializeOwned + Serialize + Default + Versioned,
{
    let bytes = peek(path)?;
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(&bytes);
    let value: serde_json::Value = serde_json::from_slice(bytes).ok()?;
    if !value.is_object()
        || value
            .get(T::KEY)
            .and_then(serde_json::Value::as_u64)
            .is_some_and(|v| v > u64::from(T::VERSION))
    {
        return None;
    }
    match serde_json::from_value::<T>(value.clone()) {
        Ok(v) => (v.version() <= T::VERSION).then_some(v),
        Err(_) => {
            let mut value = value;
            T::mend(&mut value);
            Some(salvage::<T>(&value).0)
        }
    }
}

/// Reads a JSON file of type `T`. A missing file gives `None` with no problem; any other
/// failure sets the file aside and gives `None` with a [`Problem`]. Never panics.
pub fn load_json<T>(path: &Path) -> Loaded<Option<T>>
where
    T: DeserializeOwned + Versioned,
{
    load_json_with(path, |e, _| {
        reject(
            path,
            Why::WrongShape(crate::engine::plain_serde_message(&e.to_string())),
        )
    })
}

/// Reads a JSON file of type `T` as [`load_json`] does, except that an object with some values
/// of the wrong type or out of place keeps the rest: every value that reads is laid over
/// `T::default()` ([`salvage`]), the file as it was is set aside, what was kept is written in
/// its place, and the [`Problem`] (marked `partial`) names the values left out. For files of
/// independent values, such as the settings, where one bad value should not cost the others.
pub fn load_json_salvaging<T>(path: &Path) -> Loaded<Option<T>>
where
    T: DeserializeOwned + Serialize + Default + Versioned,
{
    load_json_with(path, |_, mut value| {
        let mut left_out = T::mend(&mut value);
        let (salvaged, more) = salvage::<T>(&value);
        left_out.extend(more);
        if left_out.is_empty() {
            // Only missing values, which take their defaults as usual.
            return Loaded {
                value: Some(salvaged),
                problem: None,
            };
        }
        let permissions = store::mode(path);
        let moved_to = set_aside(path);
        // What was kept is written back at once, so that it is still there at the next start
        // even if nothing changes before then. Only once the file as it was is safe beside it,
        // and only if anything but defaults was kept; with the permissions it had (a pupils'
        // file kept private stays private).
        let defaults = serde_json::to_value(T::default()).ok();
        if moved_to.is_some()
            && serde_json::to_value(&salvaged).ok() != defaults
            && save_json(path, &salvaged).is_ok()
            && let Some(p) = permissions
        {
            store::restore_mode(path, p);
        }
        Loaded {
            value: Some(salvaged),
            problem: Some(Problem {
                path: path.to_path_buf(),
                moved_to,
                why: Why::Values(left_out),
                partial: true,
            }),
        }
    })
}

/// Lays what of `value` reads over `T::default()`: each key's value whole if `T::default()`
/// with that value in its place still reads as `T`, else (an object) key by key within it.
/// Returns the result and the dotted paths of the values left out (`ui.look`, `pupils.Ada`; a
/// part none of which reads is named whole).
///
/// Each value is tried beside the defaults alone, not beside everything kept so far, so the
/// work grows with the size of the file, not its square (a file of 20,000 keys with one bad
/// value took 30 s the other way). That holds for files of independent values, which these
/// are; should the values kept not read together, they are laid again one by one in the order
/// of the file, each tried beside those kept before it.
pub fn salvage<T>(value: &serde_json::Value) -> (T, Vec<String>)
where
    T: DeserializeOwned + Serialize + Default,
{
    use serde_json::Value;
    fn put(root: &mut Value, path: &[String], part: Value) {
        let mut node = root;
        for key in path {
            if !node.is_object() {
                *node = Value::Object(serde_json::Map::new());
            }
            let Value::Object(map) = node else {
                unreachable!("made an object above")
            };
            node = map.entry(key.clone()).or_insert(Value::Null);
        }
        *node = part;
    }
    /// Lays `part` at `at` in `kept` if it reads beside `base` (with it in its place); else
    /// each of its keys. Whether any of it was kept.
    fn lay<T: DeserializeOwned>(
        base: &Value,
        kept: &mut Value,
        at: &mut Vec<String>,
        part: &Value,
        left_out: &mut Vec<String>,
    ) -> bool {
        let mut trial = base.clone();
        put(&mut trial, at, part.clone());
        if serde_json::from_value::<T>(trial).is_ok() {
            put(kept, at, part.clone());
            return true;
        }
        let before = left_out.len();
        let mut any = false;
        if let Some(map) = part.as_object() {
            for (key, child) in map {
                at.push(key.clone());
                any |= lay::<T>(base, kept, at, child, left_out);
                at.pop();
            }
        }
        if !any {
            // Nothing of it reads: name it whole, not each of its parts.
            left_out.truncate(before);
            left_out.push(at.join("."));
        }
        any
    }
    let default = T::default();
    let base = serde_json::to_value(&default).unwrap_or(Value::Null);
    let Some(map) = value.as_object() else {
        return (default, vec![String::new()]);
    };
    let mut kept = base.clone();
    let mut left_out = Vec::new();
    for (key, child) in map {
        lay::<T>(
            &base,
            &mut kept,
            &mut vec![key.clone()],
            child,
            &mut left_out,
        );
    }
    if let Ok(result) = serde_json::from_value::<T>(kept) {
        return (result, left_out);
    }
    // The values kept do not read together: lay them one by one beside those kept before.
    let mut kept = base;
    let mut left_out = Vec::new();
    for (key, child) in map {
        let snapshot = kept.clone();
        lay::<T>(
            &snapshot,
            &mut kept,
            &mut vec![key.clone()],
            child,
            &mut left_out,
        );
        if serde_json::from_value::<T>(kept.clone()).is_err() {
            kept = snapshot;
            left_out.push(key.clone());
        }
    }
    let result = serde_json::from_value::<T>(kept).unwrap_or(default);
    (result, left_out)
}

/// [`load_json`] with `wrong_shape` deciding what becomes of a JSON object that does not read
/// as `T` (given serde's error and the object).
fn load_json_with<T>(
    path: &Path,
    wrong_shape: impl FnOnce(serde_json::Error, serde_json::Value) -> Loaded<Option<T>>,
) -> Loaded<Option<T>>
where
    T: DeserializeOwned + Versioned,
{
    let fail = |why: Why| reject(path, why);
    // Only an ordinary file is opened: a named pipe would block the start for ever.
    let bytes = match store::read(path, MAX_FILE_BYTES) {
        Read::Bytes(b) => b,
        Read::Missing => {
            return Loaded {
                value: None,
                problem: None,
            };
        }
        Read::NotOrdinary => return fail(Why::NotOrdinary),
        // Unreadable (no permission, say): set aside like a damaged file, so that the next
        // save does not silently replace what may still be recovered.
        Read::Failed(e) => return fail(Why::Unreadable(plain(e).to_string())),
    };
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return fail(Why::TooLarge);
    }
    // A byte-order mark some editors write is not part of the JSON.
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(&bytes);
    let value: serde_json::Value = match serde_json::from_slice(bytes) {
        Ok(v) => v,
        Err(e) => {
            return fail(Why::Damaged {
                line: e.line(),
                column: e.column(),
            });
        }
    };
    if let Some(v) = value.get(T::KEY).and_then(serde_json::Value::as_u64)
        && v > u64::from(T::VERSION)
    {
        return fail(Why::Newer(v));
    }
    if !value.is_object() {
        return fail(Why::NotObject);
    }
    match serde_json::from_value::<T>(value.clone()) {
        Ok(v) if v.version() <= T::VERSION => Loaded {
            value: Some(v),
            problem: None,
        },
        Ok(v) => fail(Why::Newer(u64::from(v.version()))),
        Err(e) => wrong_shape(e, value),
    }
}

/// Sets `path` aside and reports why: for a file that reads but cannot be used (a saved game
/// that does not replay).
pub fn reject<T>(path: &Path, why: Why) -> Loaded<Option<T>> {
    let moved_to = set_aside(path);
    Loaded {
        value: None,
        problem: Some(Problem {
            path: path.to_path_buf(),
            moved_to,
            why,
            partial: false,
        }),
    }
}

/// Serialises `value` as pretty JSON and writes it atomically ([`write_own_file`]).
///
/// # Errors
/// The I/O error of [`write_own_file`] (the folder is created first).
pub fn save_json<T: Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        make_folders(dir)?;
    }
    let bytes = serde_json::to_vec_pretty(value).map_err(std::io::Error::other)?;
    write_own_file(path, &bytes)
}

/// Makes the folder `dir` and those above it, as needed; the error in plain words (a file
/// where a folder should be is said so, not "File exists").
///
/// # Errors
/// The I/O error of making a folder.
pub fn make_folders(dir: &Path) -> std::io::Result<()> {
    store::make_folders(dir).map_err(|e| {
        if matches!(
            e.kind(),
            std::io::ErrorKind::AlreadyExists | std::io::ErrorKind::NotADirectory
        ) {
            std::io::Error::new(
                e.kind(),
                format!("a file stands where the folder {} should be", dir.display()),
            )
        } else {
            plain(e)
        }
    })
}

/// Writes one of the app's own files atomically ([`write_atomic`]), keeping its permissions
/// but never so few that the app could not read and write it again (a saved game once made
/// unreadable would otherwise stay so at every start). A symbolic link (as a dotfile manager
/// makes of settings.json) is written through: the file it leads to is written, made if it is
/// not there yet, and the link stays. (The commands' outputs never follow a link.)
///
/// # Errors
/// The I/O error of [`write_atomic`], or of following the link.
pub fn write_own_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    store::write_own(path, bytes)
}

enum Job {
    Write(PathBuf, Vec<u8>),
    /// A write whose outcome is reported on [`Saver::finished`] under its ticket.
    Tracked(u64, PathBuf, Vec<u8>),
    Remove(PathBuf),
    Flush(mpsc::Sender<()>),
}

/// Writes files away from the interface, in the order asked ([`crate::platform::work::Queue`]:
/// a thread of its own on the desktop, so the interface never waits for the disk; at once in
/// the page, where the browser's storage answers at once). Errors are reported on
/// [`Saver::errors`].
pub struct Saver {
    queue: Option<crate::platform::work::Queue<Job>>,
    errors: mpsc::Receiver<String>,
    /// For errors known at once (the writer could not be started).
    errors_tx: mpsc::Sender<String>,
    finished: mpsc::Receiver<(u64, Result<PathBuf, String>)>,
    /// For outcomes known at once (a value that cannot be written as JSON).
    finished_tx: mpsc::Sender<(u64, Result<PathBuf, String>)>,
    next_ticket: std::cell::Cell<u64>,
}

impl Default for Saver {
    fn default() -> Self {
        Saver::start()
    }
}

impl std::fmt::Debug for Saver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Saver")
    }
}

impl Saver {
    /// Starts the writer.
    pub fn start() -> Saver {
        let (etx, errors) = mpsc::channel();
        let (ftx, finished) = mpsc::channel();
        let finished_tx = ftx.clone();
        let errors_tx = etx.clone();
        let write = |path: &Path, bytes: &[u8]| {
            path.parent()
                .map_or(Ok(()), make_folders)
                .and_then(|_| write_own_file(path, bytes))
                .map_err(|e| format!("{}: {e}", path.display()))
        };
        let serve = move |job: Job| {
            let result = match job {
                Job::Write(path, bytes) => write(&path, &bytes),
                Job::Tracked(ticket, path, bytes) => {
                    let outcome = write(&path, &bytes).map(|()| path);
                    let _ = ftx.send((ticket, outcome));
                    Ok(())
                }
                Job::Remove(path) => {
                    store::remove(&path).map_err(|e| format!("{}: {}", path.display(), plain(e)))
                }
                Job::Flush(done) => {
                    let _ = done.send(());
                    Ok(())
                }
            };
            if let Err(e) = result {
                let _ = etx.send(e);
            }
        };
        let make = move || {
            let mut serve = serve;
            move |jobs: Vec<Job>| jobs.into_iter().for_each(&mut serve)
        };
        let queue = match crate::platform::work::Queue::start("musical-dominoes-saver", make) {
            Ok(q) => Some(q),
            Err(e) => {
                let _ = errors_tx.send(format!("cannot start saving: {e}"));
                None
            }
        };
        Saver {
            queue,
            errors,
            errors_tx,
            finished,
            finished_tx,
            next_ticket: std::cell::Cell::new(0),
        }
    }

    /// Hands `job` to the writer; if it cannot take it, says so on [`Saver::errors`].
    fn send(&self, job: Job) {
        let taken = self.queue.as_ref().is_some_and(|q| q.send(job));
        if !taken {
            let _ = self.errors_tx.send("the writer has stopped".to_string());
        }
    }

    /// Queues `value` as pretty JSON for `path` and returns a ticket: the outcome (the path
    /// written, or why not) comes on [`Saver::finished`], not on [`Saver::errors`].
    pub fn save_tracked<T: Serialize>(&self, path: PathBuf, value: &T) -> u64 {
        let ticket = self.next_ticket.get();
        self.next_ticket.set(ticket + 1);
        match serde_json::to_vec_pretty(value) {
            Ok(bytes) => self.send(Job::Tracked(ticket, path, bytes)),
            Err(e) => {
                let _ = self.finished_tx.send((ticket, Err(e.to_string())));
            }
        }
        ticket
    }

    /// The tracked writes finished so far: each ticket with the path written or why not.
    pub fn finished(&self) -> Vec<(u64, Result<PathBuf, String>)> {
        self.finished.try_iter().collect()
    }

    /// Queues `value` as pretty JSON for `path`.
    pub fn save<T: Serialize>(&self, path: PathBuf, value: &T) {
        if let Ok(bytes) = serde_json::to_vec_pretty(value) {
            self.send(Job::Write(path, bytes));
        }
    }

    /// Queues the removal of `path`.
    pub fn remove(&self, path: PathBuf) {
        self.send(Job::Remove(path));
    }

    /// Waits until every queued job is done (for tests and before quitting).
    pub fn flush(&self) {
        let (done, wait) = mpsc::channel();
        if self
            .queue
            .as_ref()
            .is_some_and(|q| q.send(Job::Flush(done)))
        {
            let _ = wait.recv();
        }
    }

    /// The write errors so far, if any.
    pub fn errors(&self) -> Vec<String> {
        self.errors.try_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;
    use std::io::Write as _;

    #[test]
    fn a_full_disk_is_the_machines_fault_and_a_read_only_one_the_paths() {
        use std::io::{Error, ErrorKind};
        // The user mends these by asking for another path: exit code 2.
        for kind in [
            ErrorKind::PermissionDenied,
            ErrorKind::ReadOnlyFilesystem,
            ErrorKind::NotFound,
            ErrorKind::IsADirectory,
        ] {
            assert!(is_bad_path(&Error::from(kind)), "{kind:?}");
        }
        // Not these: exit code 1, as the README says of a full disk.
        for kind in [
            ErrorKind::StorageFull,
            ErrorKind::Other,
            ErrorKind::Interrupted,
        ] {
            assert!(!is_bad_path(&Error::from(kind)), "{kind:?}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn only_an_ordinary_file_is_replaced() {
        let dir = tempfile::tempdir().expect("temp dir");
        let target = dir.path().join("real.json");
        std::fs::write(&target, b"kept").expect("write");
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink(&target, &link).expect("symlink");
        let err = write_atomic(&link, b"new").expect_err("a link is not replaced");
        assert_eq!(err.kind(), std::io::ErrorKind::InvalidInput);
        assert!(
            std::fs::symlink_metadata(&link)
                .expect("meta")
                .file_type()
                .is_symlink()
        );
        assert_eq!(std::fs::read(&target).expect("read"), b"kept");
        // A folder neither.
        assert!(write_atomic(dir.path(), b"x").is_err());
    }

    #[cfg(unix)]
    #[test]
    fn a_write_protected_file_is_not_replaced_but_the_apps_own_file_is() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("temp dir");
        let out = dir.path().join("chart.png");
        std::fs::write(&out, b"kept").expect("write");
        std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o444)).expect("chmod");
        let err = write_atomic(&out, b"new").expect_err("a write-protected file is kept");
        assert_eq!(err.kind(), std::io::ErrorKind::PermissionDenied);
        assert_eq!(err.to_string(), "it is write-protected");
        assert!(is_bad_path(&err));
        assert_eq!(std::fs::read(&out).expect("read"), b"kept");
        // A folder marked read-only (mode 555) is refused too, and nothing is left in it.
        let locked = dir.path().join("locked");
        std::fs::create_dir(&locked).expect("mkdir");
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o555)).expect("chmod");
        let err = write_atomic(&locked.join("x.wav"), b"new").expect_err("a locked folder");
        assert_eq!(err.to_string(), "the folder is write-protected");
        assert!(is_bad_path(&err));
        assert_eq!(std::fs::read_dir(&locked).expect("list").count(), 0);
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        // The settings made read-only by hand are still the app's to keep.
        let own = dir.path().join("settings.json");
        std::fs::write(&own, b"{}").expect("write");
        std::fs::set_permissions(&own, std::fs::Permissions::from_mode(0o444)).expect("chmod");
        write_own_file(&own, b"{\"version\":1}").expect("the app's own file");
        assert_eq!(std::fs::read(&own).expect("read"), b"{\"version\":1}");
    }

    #[test]
    fn a_write_error_does_not_name_the_temporary_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let err = write_atomic(&dir.path().join("missing/x.json"), b"x").expect_err("no folder");
        assert!(!err.to_string().contains(".tmp"), "{err}");
    }

    #[cfg(unix)]
    #[test]
    fn a_file_replaced_keeps_its_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("record.json");
        write_atomic(&path, b"one").expect("write");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).expect("chmod");
        write_atomic(&path, b"two").expect("rewrite");
        let mode = std::fs::metadata(&path).expect("meta").permissions().mode() & 0o777;
        assert_eq!(mode, 0o640);
        assert_eq!(std::fs::read(&path).expect("read"), b"two");
    }

    #[cfg(unix)]
    #[test]
    fn the_apps_own_file_stays_readable_and_writable_by_its_owner() {
        // A saved game made unreadable (mode 040) and then saved again must not pass the lock
        // on: the owner can read and write the new file; the rest of the mode is kept.
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("current-game.json");
        write_own_file(&path, b"one").expect("write");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o040)).expect("chmod");
        write_own_file(&path, b"two").expect("rewrite");
        let mode = std::fs::metadata(&path).expect("meta").permissions().mode() & 0o777;
        assert_eq!(mode, 0o640);
        // (A command's output that is write-protected is not replaced at all:
        // a_write_protected_file_is_not_replaced_but_the_apps_own_file_is.)
    }

    #[cfg(unix)]
    #[test]
    fn a_saved_file_that_is_a_link_is_written_through_it() {
        // A dotfile manager links settings.json to a file kept elsewhere: the app writes that
        // file, and the link stays a link; a link to a file not made yet makes it.
        let dir = tempfile::tempdir().expect("temp dir");
        let kept = dir.path().join("dotfiles");
        std::fs::create_dir(&kept).expect("mkdir");
        let target = kept.join("settings.json");
        std::fs::write(&target, b"{}").expect("write");
        let link = dir.path().join("settings.json");
        std::os::unix::fs::symlink(&target, &link).expect("symlink");
        save_json(&link, &serde_json::json!({"version": 1, "size": 3})).expect("saved");
        assert!(
            std::fs::symlink_metadata(&link)
                .expect("meta")
                .file_type()
                .is_symlink()
        );
        let back: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&target).expect("read")).expect("json");
        assert_eq!(back["size"], 3);
        // Relative, and to a file not there yet.
        let progress = dir.path().join("progress.json");
        std::os::unix::fs::symlink("dotfiles/progress.json", &progress).expect("symlink");
        save_json(&progress, &serde_json::json!({"version": 1})).expect("saved");
        assert!(kept.join("progress.json").is_file());
        assert!(
            std::fs::symlink_metadata(&progress)
                .expect("meta")
                .file_type()
                .is_symlink()
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_file_with_one_bad_value_is_kept_private_and_its_link_kept() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("temp dir");
        // A private file: rebuilt without its bad value, still private.
        let path = dir.path().join("progress.json");
        std::fs::write(&path, br#"{"version": 1, "size": "big"}"#).expect("write");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).expect("chmod");
        let loaded: Loaded<Option<Conf>> = load_json_salvaging(&path);
        assert!(loaded.problem.expect("told").partial);
        // The version read (1, not the default 0) is written back, as privately as before.
        let mode = std::fs::metadata(&path)
            .expect("rebuilt")
            .permissions()
            .mode()
            & 0o777;
        assert_eq!(mode, 0o600);
        // Through a link: the link stays and the file it leads to is copied aside.
        let kept = dir.path().join("kept.json");
        std::fs::write(&kept, br#"{"version": "one", "size": 7}"#).expect("write");
        let link = dir.path().join("settings.json");
        std::os::unix::fs::symlink(&kept, &link).expect("symlink");
        let loaded: Loaded<Option<Conf>> = load_json_salvaging(&link);
        let moved = loaded.problem.expect("told").moved_to.expect("set aside");
        assert!(
            std::fs::symlink_metadata(&link)
                .expect("meta")
                .file_type()
                .is_symlink()
        );
        assert_eq!(
            std::fs::read(&moved).expect("read"),
            br#"{"version": "one", "size": 7}"#
        );
        let back: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&kept).expect("read")).expect("json");
        assert_eq!(back["size"], 7, "what was good is written through the link");
    }

    #[cfg(unix)]
    #[test]
    fn a_loop_of_links_is_set_aside_in_plain_words() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("settings.json");
        std::os::unix::fs::symlink(&path, &path).expect("a link to itself");
        let loaded: Loaded<Option<Conf>> = load_json(&path);
        let p = loaded.problem.expect("a problem");
        assert!(p.reason().starts_with("it "), "{}", p.reason());
        assert!(!p.reason().contains("os error"), "{}", p.reason());
        assert!(p.moved_to.is_some(), "set aside");
    }

    #[cfg(unix)]
    #[test]
    fn a_peek_reads_only_an_ordinary_file_and_never_blocks() {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = dir.path().join("settings.json");
        std::fs::write(&file, b"{}").expect("write");
        assert_eq!(peek(&file).as_deref(), Some(&b"{}"[..]));
        // A link to a device that never ends, and a folder: nothing, at once.
        let zero = dir.path().join("zero.json");
        std::os::unix::fs::symlink("/dev/zero", &zero).expect("symlink");
        assert_eq!(peek(&zero), None);
        assert_eq!(peek(dir.path()), None);
        assert_eq!(peek(&dir.path().join("missing.json")), None);
    }

    #[test]
    fn an_export_is_named_by_its_local_time_without_colons() {
        // 1 795 993 805 s after 1970 is 2026-11-29 23:10:05 UTC: 2026-11-30 01:10:05 two
        // hours east of Greenwich, 18:10:05 five hours west.
        let at = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_795_993_805);
        let zone = |hours| jiff::tz::TimeZone::fixed(jiff::tz::offset(hours));
        assert_eq!(
            stamped_name_in("block", at, &zone(0)),
            "block 2026-11-29 23.10.05.json"
        );
        assert_eq!(
            stamped_name_in("block", at, &zone(2)),
            "block 2026-11-30 01.10.05.json"
        );
        assert_eq!(
            stamped_name_in("musical", at, &zone(-5)),
            "musical 2026-11-29 18.10.05.json"
        );
    }

    #[test]
    fn a_bad_file_is_set_aside_under_its_local_date_and_time() {
        // 1 796 175 442 s after 1970 is 2026-12-02 01:37:22 UTC (1 795 993 805 is 2026-11-29
        // 23:10:05, as above, and 181 637 s more is 2 days 2 h 27 min 17 s).
        let at = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_796_175_442);
        let zone = |hours| jiff::tz::TimeZone::fixed(jiff::tz::offset(hours));
        assert_eq!(
            bad_name_in("current-game.json", at, &zone(0)),
            "current-game.json.bad-2026-12-02-013722"
        );
        assert_eq!(
            bad_name_in("settings.json", at, &zone(-5)),
            "settings.json.bad-2026-12-01-203722"
        );
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        std::fs::write(&path, b"{").unwrap();
        let first = set_aside(&path).unwrap();
        std::fs::write(&path, b"[").unwrap();
        let second = set_aside(&path).unwrap();
        let first_name = first.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            first_name.starts_with("settings.json.bad-20"),
            "{first_name}"
        );
        assert_ne!(first, second, "never over another file");
        assert_eq!(std::fs::read(&first).unwrap(), b"{");
        assert_eq!(std::fs::read(&second).unwrap(), b"[");
    }

    #[test]
    fn records_are_listed_newest_first_and_only_json() {
        let dir = tempfile::tempdir().expect("temp dir");
        let old = dir.path().join("old.json");
        let new = dir.path().join("new.json");
        std::fs::write(&old, "{}").expect("write");
        std::fs::write(dir.path().join("notes.txt"), "x").expect("write");
        std::fs::write(&new, "{}").expect("write");
        let t = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000);
        std::fs::File::options()
            .write(true)
            .open(&old)
            .and_then(|f| f.set_modified(t))
            .expect("set time");
        assert_eq!(list_json(dir.path(), 10), vec![new.clone(), old]);
        assert_eq!(list_json(dir.path(), 1), vec![new]);
        assert!(list_json(&dir.path().join("missing"), 10).is_empty());
    }

    #[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
    struct Conf {
        version: u32,
        size: u32,
    }

    impl Versioned for Conf {
        const VERSION: u32 = 1;
        fn version(&self) -> u32 {
            self.version
        }
    }

    #[test]
    fn writes_replace_the_whole_file_and_leave_no_temporary_behind() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.txt");
        write_atomic(&path, b"old contents, longer").unwrap();
        write_atomic(&path, b"new").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_write_interrupted_half_way_leaves_the_old_file_intact() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.json");
        write_atomic(&path, b"{\"old\": true}").unwrap();
        let result = write_atomic_with(&path, |f| {
            f.write_all(b"{\"new\": tr")?;
            Err(std::io::Error::other("power cut"))
        });
        assert!(result.is_err());
        assert_eq!(std::fs::read(&path).unwrap(), b"{\"old\": true}");
        // No temporary file is left next to it.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_missing_folder_is_an_error_and_writes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("no/such/folder/a.txt");
        assert!(write_atomic(&path, b"x").is_err());
        assert!(!path.exists());
    }

    fn bad(contents: &[u8], why: &str) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        std::fs::write(&path, contents).unwrap();
        let loaded: Loaded<Option<Conf>> = load_json(&path);
        assert_eq!(loaded.value, None);
        let p = loaded.problem.expect("a problem is reported");
        assert!(p.reason().contains(why), "{} lacks {why}", p.reason());
        let moved = p.moved_to.expect("the file was set aside");
        assert!(
            moved
                .file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("settings.json.bad-")
        );
        assert_eq!(std::fs::read(&moved).unwrap(), contents, "nothing was lost");
        assert!(!path.exists());
    }

    #[test]
    fn damaged_truncated_wrong_shape_and_newer_files_are_set_aside() {
        bad(b"{\"version\": 1, \"size\": 1", "damaged or truncated");
        bad(b"\x00\x01binary", "damaged or truncated");
        bad(b"[1, 2, 3]", "not the object the app writes");
        bad(b"{\"version\": 1, \"size\": \"large\"}", "wrong shape");
        bad(b"{\"version\": 9, \"size\": 1}", "newer version");
        // In plain words, not Rust's names for number types.
        bad(
            b"{\"version\": 1, \"size\": -1}",
            "expected a whole number of 0 or more",
        );
    }

    #[test]
    fn a_damaged_file_says_where_reading_stopped() {
        // The `@` on line 3 stands in column 11: two spaces, `"size"` (6), `:`, a space.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        std::fs::write(&path, b"{\n  \"version\": 1,\n  \"size\": @\n}").unwrap();
        let loaded: Loaded<Option<Conf>> = load_json(&path);
        let p = loaded.problem.expect("a problem is reported");
        assert_eq!(
            p.why,
            Why::Damaged {
                line: 3,
                column: 11
            }
        );
        assert_eq!(
            p.reason(),
            "it is damaged or truncated at line 3, column 11"
        );
    }

    #[test]
    fn a_file_over_ten_megabytes_is_set_aside() {
        let mut big = b"{\"version\": 1, \"pad\": \"".to_vec();
        big.extend(std::iter::repeat_n(b'x', 10 * 1024 * 1024 + 10));
        big.extend(b"\"}");
        bad(&big, "larger than 10\u{a0}MB");
    }

    #[test]
    fn a_missing_file_gives_defaults_silently_and_a_good_file_reads_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        let loaded: Loaded<Option<Conf>> = load_json(&path);
        assert_eq!(
            loaded,
            Loaded {
                value: None,
                problem: None
            }
        );
        let c = Conf {
            version: 1,
            size: 150,
        };
        save_json(&path, &c).unwrap();
        assert_eq!(load_json::<Conf>(&path).value, Some(c));
    }

    #[test]
    fn the_saver_writes_in_order_and_the_last_write_wins() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/game.json");
        let saver = Saver::start();
        for size in 0..50 {
            saver.save(path.clone(), &Conf { version: 1, size });
        }
        saver.flush();
        assert_eq!(load_json::<Conf>(&path).value.map(|c| c.size), Some(49));
        saver.remove(path.clone());
        saver.flush();
        assert!(!path.exists());
        assert!(saver.errors().is_empty());
    }
}
