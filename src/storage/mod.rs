//! Files the app writes: always atomically (a temporary file in the same folder, written,
//! synced, then renamed over the target), so a crash leaves the old file or the new one.

use std::io::Write;
use std::path::Path;

/// Writes `bytes` to `path` atomically.
///
/// # Errors
/// Any I/O error (the folder does not exist or is not writable, the disk is full); the target is
/// then untouched and no temporary file is left behind.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn a_missing_folder_is_an_error_and_writes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("no/such/folder/a.txt");
        assert!(write_atomic(&path, b"x").is_err());
        assert!(!path.exists());
    }
}
