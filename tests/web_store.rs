//! The web side of the storage seam (`src/platform/store/web.rs`, issue 30), tested in a real
//! browser: headless Chromium through `wasm-bindgen-test-runner` and chromedriver
//! (`web/test/unit`, run by `.ci/run`). On the desktop this file compiles to nothing; the
//! desktop side has its own tests in `src/platform/store/desktop.rs` and `tests/`.
//!
//! Each test uses paths of its own under `/musical-dominoes/test-NAME/`, since the tests share
//! one page and so one `localStorage`.

#![cfg(target_arch = "wasm32")]

use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use musical_dominoes::platform::store::{self, DOWNLOADS, Read, UPLOADS, WEB_ROOT};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

fn local() -> web_sys::Storage {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .expect("the test page has localStorage")
}

/// A path of the test `name`'s own folder: `/musical-dominoes/test-NAME/FILE`.
fn path(name: &str, file: &str) -> PathBuf {
    Path::new(WEB_ROOT).join(format!("test-{name}")).join(file)
}

/// Every key of the storage under the test `name`'s folder removed, and any filler a failed
/// test of a full storage left (a failed test does not clean up after itself).
fn clear(name: &str) {
    let s = local();
    let folder = format!("/musical-dominoes/test-{name}/");
    let keys: Vec<String> = (0..s.length().unwrap())
        .filter_map(|i| s.key(i).unwrap())
        .filter(|k| k.contains(&folder) || k.starts_with(FILLER))
        .collect();
    for k in keys {
        s.remove_item(&k).unwrap();
    }
}

fn bytes(read: Read) -> Vec<u8> {
    match read {
        Read::Bytes(b) => b,
        other => panic!("expected bytes, got {other:?}"),
    }
}

#[wasm_bindgen_test]
fn a_file_is_one_key_holding_its_text_and_a_key_holding_its_time() {
    clear("keys");
    let p = path("keys", "settings.json");
    let before = js_sys::Date::now();
    store::write(&p, br#"{"version": 1}"#).unwrap();
    let after = js_sys::Date::now();
    let s = local();
    assert_eq!(
        s.get_item("musical-dominoes:/musical-dominoes/test-keys/settings.json")
            .unwrap()
            .as_deref(),
        Some(r#"{"version": 1}"#)
    );
    let ms: f64 = s
        .get_item("musical-dominoes-time:/musical-dominoes/test-keys/settings.json")
        .unwrap()
        .expect("the time is kept")
        .parse()
        .unwrap();
    assert!(
        (before.floor()..=after.ceil()).contains(&ms),
        "{before} ≤ {ms} ≤ {after}"
    );
    assert_eq!(bytes(store::read(&p, 1000)), br#"{"version": 1}"#);
    assert!(store::exists(&p));
    // Written again: replaced whole.
    store::write(&p, b"{}").unwrap();
    assert_eq!(bytes(store::read(&p, 1000)), b"{}");
    clear("keys");
}

#[wasm_bindgen_test]
fn a_read_stops_one_byte_past_its_limit_so_that_too_large_can_be_told() {
    clear("limit");
    let p = path("limit", "big.json");
    store::write(&p, b"abcdefgh").unwrap();
    // A limit of 3 reads 4 bytes: the caller sees one more than it allows.
    assert_eq!(bytes(store::read(&p, 3)), b"abcd");
    assert_eq!(bytes(store::read(&p, 8)), b"abcdefgh");
    assert_eq!(store::read_named(&p, 100).unwrap(), b"abcdefgh");
    clear("limit");
}

#[wasm_bindgen_test]
fn a_missing_file_reads_as_missing_and_is_not_found_by_name() {
    clear("missing");
    let p = path("missing", "none.json");
    assert!(matches!(store::read(&p, 10), Read::Missing));
    assert_eq!(
        store::read_named(&p, 10).unwrap_err().kind(),
        ErrorKind::NotFound
    );
    assert!(!store::exists(&p));
}

#[wasm_bindgen_test]
fn bytes_that_are_not_text_are_refused_and_nothing_is_kept() {
    clear("binary");
    let p = path("binary", "record.json");
    store::write(&p, b"kept").unwrap();
    let e = store::write(&p, &[0xff, 0xfe, 0x00]).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::InvalidData);
    assert!(e.to_string().contains("text only"), "{e}");
    // The file as it was.
    assert_eq!(bytes(store::read(&p, 100)), b"kept");
    clear("binary");
}

#[wasm_bindgen_test]
fn a_file_moved_aside_takes_its_text_and_time_and_leaves_no_key_behind() {
    clear("aside");
    let from = path("aside", "current-game.json");
    let to = path("aside", "current-game.json.bad-2026-12-07-100000");
    let s = local();
    store::write(&from, b"garbage").unwrap();
    let time = s
        .get_item("musical-dominoes-time:/musical-dominoes/test-aside/current-game.json")
        .unwrap();
    store::move_aside(&from, &to).unwrap();
    assert!(matches!(store::read(&from, 100), Read::Missing));
    assert_eq!(bytes(store::read(&to, 100)), b"garbage");
    assert_eq!(
        s.get_item("musical-dominoes-time:/musical-dominoes/test-aside/current-game.json")
            .unwrap(),
        None
    );
    assert_eq!(
        s.get_item(
            "musical-dominoes-time:/musical-dominoes/test-aside/current-game.json.bad-2026-12-07-100000"
        )
        .unwrap(),
        time
    );
    // Moving what is not there.
    assert_eq!(
        store::move_aside(&from, &to).unwrap_err().kind(),
        ErrorKind::NotFound
    );
    clear("aside");
}

#[wasm_bindgen_test]
fn removing_takes_both_keys_and_removing_nothing_is_no_error() {
    clear("remove");
    let p = path("remove", "progress.json");
    store::write(&p, b"{}").unwrap();
    store::remove(&p).unwrap();
    let s = local();
    assert_eq!(
        s.get_item("musical-dominoes:/musical-dominoes/test-remove/progress.json")
            .unwrap(),
        None
    );
    assert_eq!(
        s.get_item("musical-dominoes-time:/musical-dominoes/test-remove/progress.json")
            .unwrap(),
        None
    );
    store::remove(&p).unwrap();
}

#[wasm_bindgen_test]
fn the_list_holds_the_json_files_directly_in_the_folder_with_their_times() {
    clear("list");
    let dir = Path::new(WEB_ROOT).join("test-list");
    let s = local();
    // Two records with times set by hand (ms since 1970), and three that must not be listed:
    // another extension, a set-aside file, and one in a folder below.
    for (file, ms) in [("a.json", "1000"), ("b.json", "2500")] {
        s.set_item(
            &format!("musical-dominoes:/musical-dominoes/test-list/{file}"),
            "{}",
        )
        .unwrap();
        s.set_item(
            &format!("musical-dominoes-time:/musical-dominoes/test-list/{file}"),
            ms,
        )
        .unwrap();
    }
    store::write(&dir.join("notes.txt"), b"x").unwrap();
    store::write(&dir.join("a.json.bad-2026-12-07-100000"), b"x").unwrap();
    store::write(&dir.join("deeper").join("c.json"), b"{}").unwrap();
    // One whose time key is lost: listed, at time 0.
    s.set_item("musical-dominoes:/musical-dominoes/test-list/d.json", "{}")
        .unwrap();
    let mut listed = store::list_json(&dir);
    listed.sort();
    assert_eq!(
        listed,
        vec![
            (0, dir.join("d.json")),
            (1_000_000_000, dir.join("a.json")),
            (2_500_000_000, dir.join("b.json")),
        ]
    );
    clear("list");
}

#[wasm_bindgen_test]
fn an_opened_file_is_held_in_memory_by_its_last_name_only() {
    let p = store::upload("../folder/record.json", b"{\"format\": 1}".to_vec());
    assert_eq!(p, Path::new(UPLOADS).join("record.json"));
    assert!(store::exists(&p));
    assert_eq!(bytes(store::read(&p, 100)), b"{\"format\": 1}");
    // Opened again under the same name: replaced.
    let again = store::upload("record.json", b"{}".to_vec());
    assert_eq!(again, p);
    assert_eq!(bytes(store::read(&p, 100)), b"{}");
    // Not in the storage: an upload lasts the page's life only.
    assert_eq!(
        local()
            .get_item("musical-dominoes:/Uploads/record.json")
            .unwrap(),
        None
    );
    store::remove(&p).unwrap();
    assert!(!store::exists(&p));
}

#[wasm_bindgen_test]
fn folders_are_the_downloads_and_any_name_under_the_root_that_is_no_file() {
    clear("dirs");
    assert!(store::is_dir(Path::new(DOWNLOADS)));
    assert!(store::is_dir(&Path::new(WEB_ROOT).join("test-dirs")));
    let file = path("dirs", "settings.json");
    store::write(&file, b"{}").unwrap();
    assert!(!store::is_dir(&file));
    assert!(!store::is_dir(Path::new("/elsewhere")));
    store::make_folders(&Path::new(WEB_ROOT).join("test-dirs/a/b")).unwrap();
    clear("dirs");
}

/// The start of the name of each key that fills the storage in the test of a full storage.
const FILLER: &str = "musical-dominoes-test-filler-";

/// Fills the storage with filler keys until the browser refuses one; returns their names.
fn fill_storage() -> Vec<String> {
    let s = local();
    let mut names = Vec::new();
    // 512 Ki characters a key (a megabyte of UTF-16), then smaller, down to 1 character, so
    // that the storage is full to the last few bytes.
    let mut size = 512 * 1024;
    while size >= 1 {
        let chunk = "x".repeat(size);
        loop {
            let name = format!("{FILLER}{}", names.len());
            if s.set_item(&name, &chunk).is_err() {
                break;
            }
            names.push(name);
        }
        size /= 4;
    }
    names
}

#[wasm_bindgen_test]
fn a_full_storage_is_told_in_words_and_a_set_of_files_is_kept_whole_or_not_at_all() {
    clear("full");
    let s = local();
    let kept = path("full", "current-game.json");
    store::write(&kept, b"the match as last saved").unwrap();
    let fillers = fill_storage();
    assert!(!fillers.is_empty(), "the storage took no filler at all");

    // A write into the full storage: refused in words, and the file as it was. (The room
    // left is less than a filler's name and 2 characters; the new text is 1,000 longer.)
    let longer = format!("the match as last saved{}", "z".repeat(1000));
    let e = store::write(&kept, longer.as_bytes()).unwrap_err();
    assert_eq!(e.to_string(), "the browser's storage for this site is full");
    assert_eq!(bytes(store::read(&kept, 100)), b"the match as last saved");

    // Room for a small file only: a set of a small and a large file fails on the large one,
    // and the small one, written first, is taken away again.
    s.remove_item(&fillers[0]).unwrap();
    let small = path("full", "chart.pdf.json");
    let large = path("full", "chart.png.json");
    let big = "y".repeat(2 * 1024 * 1024);
    let (i, e) = store::write_all(&[(&small, b"{}"), (&large, big.as_bytes())]).unwrap_err();
    assert_eq!(i, 1);
    assert_eq!(e.to_string(), "the browser's storage for this site is full");
    assert!(matches!(store::read(&small, 10), Read::Missing));
    assert!(matches!(store::read(&large, 10), Read::Missing));

    for name in &fillers {
        s.remove_item(name).unwrap();
    }
    // Room again: the write goes through.
    store::write(&kept, longer.as_bytes()).unwrap();
    assert_eq!(bytes(store::read(&kept, 2000)), longer.as_bytes());
    clear("full");
}
