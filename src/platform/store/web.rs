//! The web side of [`super`]: the browser's `localStorage` for the app's own files, downloads
//! for files the user saves, uploads held in memory for files the user opens.
//!
//! Each file is one key, `musical-dominoes:PATH`, whose value is the file's text (the app's
//! files are UTF-8 JSON); its modification time is a second key, `musical-dominoes-time:PATH`
//! (milliseconds since 1970). `localStorage.setItem` replaces a value whole or throws, so a
//! write is atomic as on the desktop. A full quota is told in words ("the browser's storage
//! for this site is full"), and the caller keeps what it could not write.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io::{Error, ErrorKind};
use std::path::{Path, PathBuf};

use wasm_bindgen::JsCast;

use super::{DOWNLOADS, Read, UPLOADS, WEB_ROOT};

/// The prefix of the key that holds a file's text.
const FILE_KEY: &str = "musical-dominoes:";
/// The prefix of the key that holds a file's modification time.
const TIME_KEY: &str = "musical-dominoes-time:";

thread_local! {
    /// The files the user has opened in this page ([`upload`]).
    static UPLOADED: RefCell<BTreeMap<PathBuf, Vec<u8>>> = const { RefCell::new(BTreeMap::new()) };
}

/// The config and data folders: `/musical-dominoes/config` and `/musical-dominoes/data`, names
/// of keys in the page's storage.
pub fn home() -> Option<(PathBuf, PathBuf)> {
    let root = Path::new(WEB_ROOT);
    Some((root.join("config"), root.join("data")))
}

fn storage() -> std::io::Result<web_sys::Storage> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| {
            Error::other(
                "the browser keeps no storage for this page (private browsing may forbid it)",
            )
        })
}

fn key(path: &Path) -> String {
    format!("{FILE_KEY}{}", path.display())
}

fn time_key(path: &Path) -> String {
    format!("{TIME_KEY}{}", path.display())
}

/// Keeps `bytes` in memory as the file `UPLOADS/name` (a file the user opened) and returns
/// that path; a later upload of the same name replaces it.
pub fn upload(name: &str, bytes: Vec<u8>) -> PathBuf {
    // Only the last part of the name: a browser gives no folders, but be sure.
    let name = Path::new(name)
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    let path = Path::new(UPLOADS).join(name);
    UPLOADED.with(|u| u.borrow_mut().insert(path.clone(), bytes));
    path
}

/// Reads at most `limit + 1` bytes of the file `path`: an upload, or a key of the storage.
pub fn read(path: &Path, limit: u64) -> Read {
    let cap = usize::try_from(limit.saturating_add(1)).unwrap_or(usize::MAX);
    if let Some(bytes) = UPLOADED.with(|u| u.borrow().get(path).cloned()) {
        return Read::Bytes(bytes.into_iter().take(cap).collect());
    }
    let s = match storage() {
        Ok(s) => s,
        Err(e) => return Read::Failed(e),
    };
    match s.get_item(&key(path)) {
        Ok(Some(text)) => {
            let mut bytes = text.into_bytes();
            bytes.truncate(cap);
            Read::Bytes(bytes)
        }
        Ok(None) => Read::Missing,
        Err(e) => Read::Failed(js_error(&e, "cannot read the browser's storage")),
    }
}

/// Reads at most `limit + 1` bytes of the file at `path` ([`read`]).
///
/// # Errors
/// `NotFound` when no file is kept there, or the storage's error.
pub fn read_named(path: &Path, limit: u64) -> std::io::Result<Vec<u8>> {
    match read(path, limit) {
        Read::Bytes(b) => Ok(b),
        Read::Missing => Err(Error::from(ErrorKind::NotFound)),
        Read::NotOrdinary => Err(Error::from(ErrorKind::IsADirectory)),
        Read::Failed(e) => Err(e),
    }
}

/// Whether a file is kept at `path`.
pub fn exists(path: &Path) -> bool {
    UPLOADED.with(|u| u.borrow().contains_key(path))
        || storage().is_ok_and(|s| s.get_item(&key(path)).ok().flatten().is_some())
}

/// Whether `path` is a folder: the downloads folder, or any under the app's root.
pub fn is_dir(path: &Path) -> bool {
    path == Path::new(DOWNLOADS) || path.starts_with(WEB_ROOT) && !exists(path)
}

/// Folders need no making in the browser's storage.
///
/// # Errors
/// None.
pub fn make_folders(_dir: &Path) -> std::io::Result<()> {
    Ok(())
}

/// Writes `bytes` as the file `path`: a download of that name for a path in [`DOWNLOADS`],
/// else one key of the storage (with its time).
///
/// # Errors
/// The text is not UTF-8 (the storage keeps text), the storage is full or forbidden, or the
/// browser refused the download.
pub fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if path.parent() == Some(Path::new(DOWNLOADS)) {
        let name = path
            .file_name()
            .map_or_else(|| "download".into(), |n| n.to_string_lossy().into_owned());
        return download(&name, bytes);
    }
    let text = std::str::from_utf8(bytes).map_err(|_| {
        Error::new(
            ErrorKind::InvalidData,
            "the browser's storage keeps text only",
        )
    })?;
    let s = storage()?;
    s.set_item(&key(path), text)
        .map_err(|e| refused_to_keep(&e))?;
    let now = js_sys::Date::now();
    // The time only orders the list of records: a failure to keep it loses nothing.
    let _ = s.set_item(&time_key(path), &format!("{now:.0}"));
    Ok(())
}

/// Writes each of `files` ([`write`]). Keys are written one by one; should one fail, those
/// written before it are removed again, so that none of them is left (as on the desktop).
///
/// # Errors
/// The index of the file that failed and its error.
pub fn write_all(files: &[(&Path, &[u8])]) -> Result<(), (usize, std::io::Error)> {
    for (i, (path, bytes)) in files.iter().enumerate() {
        if let Err(e) = write(path, bytes) {
            for (done, _) in &files[..i] {
                let _ = remove(done);
            }
            return Err((i, e));
        }
    }
    Ok(())
}

/// Writes one of the app's own files ([`write`]).
///
/// # Errors
/// As [`write`].
pub fn write_own(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write(path, bytes)
}

/// Files in the browser's storage have no permissions to keep.
pub type Mode = ();

/// No permissions in the browser's storage.
pub fn mode(_path: &Path) -> Option<Mode> {
    None
}

/// No permissions in the browser's storage.
pub fn restore_mode(_path: &Path, _mode: Mode) {}

/// Moves the file `path` to `to`: its text to the new key, then the old key removed.
///
/// # Errors
/// No such file, or the storage refused (full: the old key then stays as it was).
pub fn move_aside(path: &Path, to: &Path) -> std::io::Result<()> {
    let s = storage()?;
    let text = s
        .get_item(&key(path))
        .ok()
        .flatten()
        .ok_or_else(|| Error::from(ErrorKind::NotFound))?;
    s.set_item(&key(to), &text)
        .map_err(|e| refused_to_keep(&e))?;
    if let Ok(Some(t)) = s.get_item(&time_key(path)) {
        let _ = s.set_item(&time_key(to), &t);
    }
    remove(path)
}

/// Removes the file `path`; one that is not there is no error.
///
/// # Errors
/// The storage is forbidden.
pub fn remove(path: &Path) -> std::io::Result<()> {
    UPLOADED.with(|u| u.borrow_mut().remove(path));
    let s = storage()?;
    let _ = s.remove_item(&key(path));
    let _ = s.remove_item(&time_key(path));
    Ok(())
}

/// The JSON files kept directly in `dir`, each with its time (nanoseconds since 1970).
pub fn list_json(dir: &Path) -> Vec<(u128, PathBuf)> {
    let Ok(s) = storage() else {
        return Vec::new();
    };
    let len = s.length().unwrap_or(0);
    let mut found = Vec::new();
    for i in 0..len {
        let Some(k) = s.key(i).ok().flatten() else {
            continue;
        };
        let Some(p) = k.strip_prefix(FILE_KEY) else {
            continue;
        };
        let p = PathBuf::from(p);
        if p.parent() != Some(dir) || p.extension().is_none_or(|x| x != "json") {
            continue;
        }
        let ms: u128 = s
            .get_item(&time_key(&p))
            .ok()
            .flatten()
            .and_then(|t| t.parse().ok())
            .unwrap_or(0);
        found.push((ms * 1_000_000, p));
    }
    found
}

/// Gives `bytes` to the browser as a download named `name`.
fn download(name: &str, bytes: &[u8]) -> std::io::Result<()> {
    let refused = |e: wasm_bindgen::JsValue| js_error(&e, "the browser refused the download");
    let window = web_sys::window().ok_or_else(|| Error::other("no browser window"))?;
    let document = window
        .document()
        .ok_or_else(|| Error::other("no document in the page"))?;
    let array = js_sys::Uint8Array::from(bytes);
    let parts = js_sys::Array::of1(&array);
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime(name));
    let blob =
        web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options).map_err(refused)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(refused)?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(refused)?
        .dyn_into()
        .map_err(|_| Error::other("the page cannot make a link"))?;
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    // The browser has taken the file once the click is handled; the address is let go later,
    // not at once, which some browsers take as a cancelled download.
    let later = wasm_bindgen::closure::Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    let _ =
        window.set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 60_000);
    Ok(())
}

/// The media type of a download by its name's extension.
fn mime(name: &str) -> &'static str {
    match Path::new(name).extension().and_then(|e| e.to_str()) {
        Some("pdf") => "application/pdf",
        Some("png") => "image/png",
        Some("svg") => "image/svg+xml",
        Some("json") => "application/json",
        _ => "application/octet-stream",
    }
}

/// Why the storage would not keep a value, in words: full (`QuotaExceededError`, the commonest:
/// a few megabytes a site), or refused for another reason the browser names.
fn refused_to_keep(e: &wasm_bindgen::JsValue) -> Error {
    let full = js_error(e, "");
    if full.to_string().contains("QuotaExceeded") {
        Error::other("the browser's storage for this site is full")
    } else {
        js_error(e, "the browser would not keep it")
    }
}

/// An error thrown by the browser, as an I/O error in words: `words`, then the browser's name
/// for it (such as `QuotaExceededError`).
fn js_error(e: &wasm_bindgen::JsValue, words: &str) -> Error {
    let name = e
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.name()))
        .or_else(|| {
            js_sys::Reflect::get(e, &"name".into())
                .ok()
                .and_then(|n| n.as_string())
        })
        .unwrap_or_default();
    if name.is_empty() {
        Error::other(words.to_string())
    } else {
        Error::other(format!("{words} ({name})"))
    }
}
