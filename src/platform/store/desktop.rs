//! The desktop side of [`super`]: files in the platform's folders.

use std::io::Read as _;
use std::path::{Path, PathBuf};

use super::Read;

/// The config and data folders of this user: `MUSICAL_DOMINOES_HOME/config` and `…/data` if
/// that variable is set, else the platform's (`~/.config/musical-dominoes` and
/// `~/.local/share/musical-dominoes` on Linux); `None` when the platform names no home.
pub fn home() -> Option<(PathBuf, PathBuf)> {
    if let Some(home) = std::env::var_os("MUSICAL_DOMINOES_HOME").filter(|h| !h.is_empty()) {
        let home = PathBuf::from(home);
        return Some((home.join("config"), home.join("data")));
    }
    let dirs = directories::ProjectDirs::from("org", "Musical Dominoes", "musical-dominoes")?;
    Some((
        dirs.config_dir().to_path_buf(),
        dirs.data_dir().to_path_buf(),
    ))
}

/// Reads at most `limit + 1` bytes of the ordinary file `path`.
pub fn read(path: &Path, limit: u64) -> Read {
    // Only an ordinary file is opened: a named pipe would block for ever.
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        return Read::NotOrdinary;
    }
    let file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Read::Missing,
        Err(e) => return Read::Failed(crate::storage::plain(e)),
    };
    let mut bytes = Vec::new();
    match file.take(limit.saturating_add(1)).read_to_end(&mut bytes) {
        Ok(_) => Read::Bytes(bytes),
        Err(e) => Read::Failed(crate::storage::plain(e)),
    }
}

/// Reads at most `limit + 1` bytes of the file the user named at `path`, whatever it is (a
/// named pipe too, as a shell's `<(…)` gives).
///
/// # Errors
/// The I/O error of opening or reading it.
pub fn read_named(path: &Path, limit: u64) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(limit.saturating_add(1)).read_to_end(&mut bytes))?;
    Ok(bytes)
}

/// Whether anything stands at `path` (a link is followed; a broken link is nothing).
pub fn exists(path: &Path) -> bool {
    path.exists()
}

/// Whether `path` is a folder.
pub fn is_dir(path: &Path) -> bool {
    path.is_dir()
}

/// Makes the folder `dir` and those above it, as needed.
///
/// # Errors
/// The I/O error (a file where a folder should be among them).
pub fn make_folders(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)
}

/// Writes `bytes` to `path` atomically ([`crate::storage::write_atomic_with`]).
///
/// # Errors
/// As [`crate::storage::write_atomic_with`].
pub fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write as _;
    crate::storage::write_atomic_with(path, |w| w.write_all(bytes))
}

/// Writes each of `files` (path, bytes) atomically and as one: each to a temporary file beside
/// it, and only when all are complete are they renamed into place, in one step with respect to
/// a stop by a signal ([`crate::storage::commit`]). A failure leaves none of them behind.
///
/// # Errors
/// The index of the file that failed and its I/O error.
pub fn write_all(files: &[(&Path, &[u8])]) -> Result<(), (usize, std::io::Error)> {
    use std::io::Write as _;
    let mut temps = Vec::with_capacity(files.len());
    let mut names = Vec::with_capacity(files.len());
    let result = (|| {
        for (i, (target, bytes)) in files.iter().enumerate() {
            let mut tmp = crate::storage::temp_for(target).map_err(|e| (i, e))?;
            names.push(tmp.path().to_path_buf());
            tmp.write_all(bytes)
                .and_then(|()| tmp.as_file().sync_all())
                .map_err(|e| (i, e))?;
            temps.push(tmp);
        }
        let temps = std::mem::take(&mut temps);
        crate::storage::commit(&names, || {
            for (i, (tmp, (target, _))) in temps.into_iter().zip(files).enumerate() {
                tmp.persist(target).map_err(|e| (i, e.error))?;
            }
            Ok(())
        })
    })();
    // Renamed into place, or removed as they dropped: no longer to be removed on a stop.
    for name in &names {
        crate::storage::written_out(name);
    }
    result
}

/// Writes one of the app's own files ([`crate::storage::write_own_file`]): atomically, through
/// a symbolic link, keeping its permissions but never so few that the app could not read and
/// write it again.
///
/// # Errors
/// As [`crate::storage::write_own_file`].
pub fn write_own(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let target = own_file_target(path);
    // Made writable by its owner first: a write-protected file is never replaced
    // ([`crate::storage::replaceable`]), but the app's own file must stay its own.
    if std::fs::symlink_metadata(&target).is_ok_and(|m| m.is_file()) {
        let _ = owner_may_read_and_write(&target);
    }
    write(&target, bytes)?;
    owner_may_read_and_write(&target)
}

/// The permissions of the file at `path`, to give back to a file written in its place
/// ([`restore_mode`]).
pub type Mode = std::fs::Permissions;

/// The permissions of `path`, if it is there.
pub fn mode(path: &Path) -> Option<Mode> {
    std::fs::metadata(path).ok().map(|m| m.permissions())
}

/// Gives the own file at `path` (through a link) the permissions `mode`, less none that the
/// app needs to read and write it. Failures are ignored: the file is written already.
pub fn restore_mode(path: &Path, mode: Mode) {
    let target = own_file_target(path);
    let _ = std::fs::set_permissions(&target, mode);
    let _ = owner_may_read_and_write(&target);
}

/// Adds the owner's read and write permission to `path` if it lacks either (Unix).
fn owner_may_read_and_write(path: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(path)
            .map_err(crate::storage::plain)?
            .permissions()
            .mode();
        if mode & 0o600 != 0o600 {
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode | 0o600))
                .map_err(crate::storage::plain)?;
        }
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
}

/// Where one of the app's own files at `path` is really kept: the file a symbolic link at
/// `path` leads to (read relative to the link's folder), else `path` itself. A loop of links
/// leads back to a link, which the atomic write refuses.
fn own_file_target(path: &Path) -> PathBuf {
    let is_link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
    if !is_link {
        return path.to_path_buf();
    }
    if let Ok(real) = std::fs::canonicalize(path) {
        return real;
    }
    // A link to a file not made yet: where it leads.
    match std::fs::read_link(path) {
        Ok(to) if to.is_absolute() => to,
        Ok(to) => path.parent().map_or(to.clone(), |dir| dir.join(&to)),
        Err(_) => path.to_path_buf(),
    }
}

/// Moves the file at `path` to `to` (a name not taken). A symbolic link to an ordinary file
/// stays where it is (a dotfile manager's link is not broken): the file it leads to is copied
/// to `to` instead, to be written over through the link.
///
/// # Errors
/// The I/O error of the rename or copy.
pub fn move_aside(path: &Path, to: &Path) -> std::io::Result<()> {
    let is_link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
    let through = is_link && std::fs::metadata(path).is_ok_and(|m| m.is_file());
    if through {
        std::fs::copy(path, to).map(|_| ())
    } else {
        std::fs::rename(path, to)
    }
}

/// Removes the file `path`; one that is not there is no error.
///
/// # Errors
/// Any other I/O error.
pub fn remove(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// The JSON files (`*.json`, ordinary files) in `dir`, each with its modification time in
/// nanoseconds since 1970 (0 where the system gives none). A folder that does not exist or
/// cannot be read gives none.
pub fn list_json(dir: &Path) -> Vec<(u128, PathBuf)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json") && p.is_file())
        .map(|p| {
            let modified = std::fs::metadata(&p)
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_nanos());
            (modified, p)
        })
        .collect()
}
