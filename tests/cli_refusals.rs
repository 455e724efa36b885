//! Bad input the commands refuse with one line and exit code 2, touching nothing: an unknown
//! language, a negative number, an output that is not an ordinary file, a sound file that is
//! not a WAV. And output that cannot be written: a reader that goes away, a full disk.

mod common;

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("runs")
}

fn refused(args: &[&str], says: &str) {
    let out = run(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.contains(says), "{args:?}: {stderr}");
}

#[test]
fn an_unknown_language_is_refused_everywhere() {
    let dir = tempfile::tempdir().expect("temp dir");
    let pdf = dir.path().join("c.pdf");
    let json = dir.path().join("q.json");
    let (pdf, json) = (pdf.to_str().unwrap(), json.to_str().unwrap());
    refused(
        &["chart", "--lang", "xx", "--out", pdf],
        "unknown language \"xx\"",
    );
    refused(
        &["quiz", "--worksheet", "--lang", "zh", "--out", json],
        "unknown language \"zh\"",
    );
    refused(&["quiz", "--lang", "klingon"], "unknown language");
    refused(&["play", "--lang", "xx"], "unknown language");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn negative_numbers_get_the_commands_own_one_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let json = dir.path().join("q.json");
    let json = json.to_str().unwrap();
    refused(
        &["quiz", "--worksheet", "--count", "-1", "--out", json],
        "count \"-1\"",
    );
    refused(
        &["quiz", "--worksheet", "--seed", "-5", "--out", json],
        "seed \"-5\"",
    );
    refused(&["chart", "--dpi", "-5", "--out", json], "-5");
    refused(&["play", "--after", "-1"], "--after -1");
    refused(&["play", "--seed", "-5"], "seed \"-5\"");
    refused(&["play", "--screenshot", "shot.txt"], "FILE.png");
    refused(&["play", "--seed", "abc"], "seed \"abc\"");
    refused(&["play", "--target", "-1"], "target \"-1\"");
    refused(
        &["play", "--target", "0"],
        "musical-dominoes play: target \"0\"",
    );
    refused(&["play", "--names", "Al,Bo,Cy"], "3 names for 2 seats");
    refused(
        &["play", "--names", &"A".repeat(25)],
        "longer than 24 characters",
    );
    // 13 accented letters, each an e and a combining accent (26 code points), are 13
    // characters: no refusal (the run stops later, for want of a display).
    let accented = "e\u{301}".repeat(13);
    let out = run(&["play", "--names", &format!("{accented},Ben")]);
    assert!(
        !String::from_utf8_lossy(&out.stderr).contains("longer than"),
        "{out:?}"
    );
    refused(&["play", "--after", "3"], "give --screenshot FILE.png too");
    refused(
        &[
            "suggest",
            "--level",
            "club",
            "--seed",
            "99999999999999999999",
            "-",
        ],
        "seed \"99999999999999999999\" is not a whole number from 0 to 18446744073709551615",
    );
    // The same words from simulate, and a count of players too large to read is too many.
    let simulate = |players: &str, seed: &str| {
        [
            "simulate",
            "--variant",
            "musical",
            "--players",
            players,
            "--seats",
            "club,club",
            "--games",
            "1",
            "--seed",
            seed,
        ]
        .map(str::to_string)
    };
    let args = simulate("2", "18446744073709551616");
    refused(
        &args.iter().map(String::as_str).collect::<Vec<_>>(),
        "musical-dominoes simulate: --seed \"18446744073709551616\" is not a whole number from 0 to 18446744073709551615",
    );
    let args = simulate("18446744073709551616", "1");
    refused(
        &args.iter().map(String::as_str).collect::<Vec<_>>(),
        "musical is for 2 or 4 players",
    );
    let args = simulate("two", "1");
    refused(
        &args.iter().map(String::as_str).collect::<Vec<_>>(),
        "--players \"two\" is not a whole number",
    );
    refused(
        &["play", "--options", "{\"hand_size\": -7}"],
        "--options is not valid rule options",
    );
    refused(
        &[
            "play",
            "--variant",
            "shark",
            "--options",
            "{\"end_scoring\": \"difference\"}",
        ],
        "end_scoring",
    );
    refused(
        &[
            "play",
            "--partnerships",
            "--seats",
            "human,club,club,club",
            "--variant",
            "block",
            "--options",
            "{\"partnerships\": false}",
        ],
        "disagree",
    );
    refused(
        &["render", "--tempo", "-5", "--notes", "4"],
        "bad tempo \"-5\"",
    );
}

#[cfg(unix)]
#[test]
fn an_output_that_is_not_an_ordinary_file_is_left_alone() {
    let dir = tempfile::tempdir().expect("temp dir");
    let target = dir.path().join("target.json");
    std::fs::write(&target, b"kept").unwrap();
    let link = dir.path().join("link.json");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let link_s = link.to_str().unwrap();
    refused(
        &["quiz", "--worksheet", "--count", "3", "--out", link_s],
        "not an ordinary file",
    );
    let wav_link = dir.path().join("link.wav");
    std::os::unix::fs::symlink(&target, &wav_link).unwrap();
    refused(
        &[
            "render",
            "--notes",
            "4",
            "--out",
            wav_link.to_str().unwrap(),
        ],
        "not an ordinary file",
    );
    let pdf_link = dir.path().join("link.pdf");
    std::os::unix::fs::symlink(&target, &pdf_link).unwrap();
    refused(
        &["chart", "--out", pdf_link.to_str().unwrap()],
        "not an ordinary file",
    );
    // The links are still links and the file they point to is untouched.
    for l in [&link, &wav_link, &pdf_link] {
        assert!(
            std::fs::symlink_metadata(l)
                .unwrap()
                .file_type()
                .is_symlink()
        );
    }
    assert_eq!(std::fs::read(&target).unwrap(), b"kept");
}

#[cfg(unix)]
#[test]
fn a_write_protected_output_is_left_as_it_was() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let kept = |name: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, b"kept").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).unwrap();
        path.to_str().unwrap().to_string()
    };
    let (wav, pdf, json) = (kept("r.wav"), kept("c.pdf"), kept("q.json"));
    refused(
        &["render", "--notes", "4", "--out", &wav],
        "it is write-protected",
    );
    refused(&["chart", "--out", &pdf], "it is write-protected");
    refused(
        &["quiz", "--worksheet", "--count", "3", "--out", &json],
        "it is write-protected",
    );
    for path in [wav, pdf, json] {
        assert_eq!(std::fs::read(&path).unwrap(), b"kept", "{path}");
    }
}

#[test]
fn render_writes_only_wav_files() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mp3 = dir.path().join("r.mp3");
    refused(
        &["render", "--notes", "4", "--out", mp3.to_str().unwrap()],
        "WAV",
    );
    refused(
        &["render", "--notes", "4", "--out", "no-such-dir/"],
        "not a file name",
    );
    assert!(!mp3.exists());
}

#[test]
fn a_reader_that_goes_away_ends_the_output_quietly() {
    use std::process::Stdio;
    // The pipe's reading end is closed before the command has written anything (as when
    // `| head` has read enough), so its write fails with a broken pipe.
    let mut child = Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
        .args(["simulate", "--variant", "block", "--players", "2"])
        .args(["--seats", "beginner,club", "--games", "200", "--seed", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("ends");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(0), "{stderr}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_told_with_exit_code_1() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let out = Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
        .args(["simulate", "--variant", "block", "--players", "2"])
        .args(["--seats", "beginner,club", "--games", "20", "--seed", "1"])
        .stdout(full)
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("cannot write to standard output"),
        "{stderr}"
    );
    // Named as every other error of the command is, with the reason in plain words.
    assert_eq!(
        stderr.trim_end(),
        "musical-dominoes simulate: cannot write to standard output: the disk is full"
    );
}

#[test]
fn a_display_that_does_not_answer_is_one_line_and_exit_code_1_not_a_panic() {
    // A stale DISPLAY (an ssh session's, a stopped Xvfb's) or a Wayland socket with no
    // compositor: the window system cannot be reached.
    for (var, value, says) in [
        ("DISPLAY", ":4242", "the X server does not answer"),
        (
            "WAYLAND_DISPLAY",
            "no-such-socket",
            "no Wayland compositor answers",
        ),
    ] {
        let dir = tempfile::tempdir().expect("temp dir");
        let out = Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
            .arg("play")
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .env(var, value)
            .env("MUSICAL_DOMINOES_HOME", dir.path())
            .env("XDG_RUNTIME_DIR", dir.path())
            .output()
            .expect("runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{var}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{var}: {stderr}");
        assert!(
            stderr.contains(&format!("cannot reach the display ({var}={value})")),
            "{stderr}"
        );
        assert!(stderr.contains(says), "{stderr}");
    }
}

#[test]
fn text_from_a_record_is_repeated_short_and_cannot_act_on_the_terminal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let hands = r#"[["6-6","6-5","6-4","6-3","6-2","6-1","6-0"],["5-5","5-4","5-3","5-2","5-1","5-0","4-4"]]"#;
    let long = "y".repeat(5000);
    let records = [
        // A move that colours the terminal red and rings its bell, then goes on and on.
        format!(
            r#"{{"format": 1, "variant": "block", "players": 2, "rounds": [{{"hands": {hands}, "moves": ["\u001b[31mRED\u0007{long}"]}}]}}"#
        ),
        // A game no one has heard of, with a right-to-left override in its name.
        format!(r#"{{"format": 1, "variant": "\u202e{long}", "players": 2, "rounds": []}}"#),
    ];
    for (i, record) in records.iter().enumerate() {
        let path = dir.path().join(format!("r{i}.json"));
        std::fs::write(&path, record).unwrap();
        for command in ["replay", "suggest"] {
            let mut args = vec![command];
            if command == "suggest" {
                args.extend(["--level", "club"]);
            }
            args.push(path.to_str().unwrap());
            let out = run(&args);
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{command} {i}: {stderr}");
            assert_eq!(stderr.lines().count(), 1, "{command} {i}: {stderr}");
            assert!(
                !stderr.contains(['\u{1b}', '\u{7}', '\u{202e}']),
                "{command} {i}: {stderr:?}"
            );
            // At most 40 characters of the text, then "…".
            assert!(stderr.len() < 400, "{command} {i}: {} bytes", stderr.len());
            assert!(stderr.contains('…'), "{command} {i}: {stderr}");
        }
    }
}

#[test]
fn a_write_stopped_by_ctrl_c_leaves_the_old_file_and_no_temporary_behind() {
    // 74 semibreves at 30 per minute: ten minutes of sound, 57 MB to write, long enough to
    // stop half-way. Ctrl-C is sent once the temporary file is there.
    let notes = vec!["1"; 74].join(",");
    for _ in 0..5 {
        let dir = tempfile::tempdir().expect("temp dir");
        let wav = dir.path().join("r.wav");
        std::fs::write(&wav, b"OLD").unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
            .args(["render", "--tempo", "30", "--notes", &notes, "--out"])
            .arg(&wav)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("runs");
        let temporaries = || {
            std::fs::read_dir(dir.path())
                .unwrap()
                .filter(|e| {
                    e.as_ref()
                        .is_ok_and(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
                })
                .count()
        };
        // Wait for the temporary file (or the end of the command, on a fast machine).
        let mut caught = false;
        while child.try_wait().unwrap().is_none() {
            if temporaries() > 0 {
                caught = common::interrupt(&child);
                break;
            }
            std::thread::sleep(std::time::Duration::from_micros(200));
        }
        let status = child.wait().unwrap();
        if !caught {
            continue;
        }
        if status.code() == Some(0) {
            // The write ended before the signal came: the new file is whole.
            assert_eq!(&std::fs::read(&wav).unwrap()[..4], b"RIFF");
        } else {
            assert_eq!(status.code(), Some(130), "{status:?}");
            assert_eq!(
                std::fs::read(&wav).unwrap(),
                b"OLD",
                "the old file is untouched"
            );
        }
        assert_eq!(temporaries(), 0, "a temporary file was left behind");
        return;
    }
    panic!("the temporary file was never seen while the command ran");
}

#[test]
fn a_dash_for_the_output_is_refused_not_made_a_file_named_dash() {
    let dir = tempfile::tempdir().expect("temp dir");
    for args in [
        &["render", "--notes", "4,8", "--out", "-"][..],
        &["chart", "--format", "pdf", "--out", "-"],
        &["quiz", "--worksheet", "--format", "json", "--out", "-"],
        &["play", "--screenshot", "-"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
            .args(args)
            .current_dir(dir.path())
            .output()
            .expect("runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(
            stderr.contains("not a file name here"),
            "{args:?}: {stderr}"
        );
    }
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn a_record_from_standard_input_is_named_so_in_errors() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
        .args(["replay", "-"])
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    // Not UTF-8.
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(&[0xff, 0xfe, 0x00]).unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("standard input is not UTF-8"),
        "{stderr}"
    );
}

#[test]
fn a_command_line_the_parser_refuses_is_one_line_naming_the_command() {
    refused(
        &["chart", "--bogus", "--out", "c.pdf"],
        "musical-dominoes chart: unexpected argument '--bogus' found; see 'musical-dominoes chart --help'",
    );
    refused(
        &["chart"],
        "musical-dominoes chart: the following required arguments were not provided: --out <FILE>",
    );
    refused(
        &["render", "--notes", "4", "--tempo"],
        "musical-dominoes render: a value is required for '--tempo <BPM>'",
    );
    refused(
        &["shuffle"],
        "musical-dominoes: unrecognized subcommand 'shuffle'",
    );
    // Help and the version are not errors: several lines on standard output, exit code 0.
    for args in [&["--help"][..], &["chart", "--help"], &["--version"]] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert!(!out.stdout.is_empty() && out.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn an_output_name_that_contradicts_the_format_or_names_a_folder_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let at = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    let png = at("chart.png");
    refused(
        &["chart", "--format", "pdf", "--out", &png],
        "ends in .png but --format is pdf",
    );
    let json = at("sheet.json");
    refused(
        &["quiz", "--worksheet", "--format", "pdf", "--out", &json],
        "ends in .json but --format is pdf",
    );
    let folder = dir.path().to_str().unwrap().to_string();
    refused(
        &["chart", "--out", &folder],
        "is a folder; give a file name in it",
    );
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    // An extension that names no format is the user's own choice.
    let out = run(&["chart", "--format", "svg", "--out", &at("chart.card")]);
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn a_number_too_large_for_any_setting_is_out_of_range_not_a_non_number() {
    refused(
        &[
            "quiz",
            "--worksheet",
            "--count",
            "999999999999999999999",
            "--out",
            "q.json",
        ],
        "count 999999999999999999999 is out of range (expected 1 to 30)",
    );
    refused(
        &["chart", "--dpi", "99999999999", "--out", "c.png"],
        "dpi 99999999999 is out of range (expected 24 to 600)",
    );
}

#[test]
fn render_names_itself_and_says_why_in_plain_words() {
    let dir = tempfile::tempdir().expect("temp dir");
    let missing = dir.path().join("gone").join("more").join("r.wav");
    let out = run(&["render", "--notes", "4", "--out", missing.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("musical-dominoes render: cannot write"),
        "{stderr}"
    );
    assert!(!stderr.contains("os error"), "{stderr}");
}

#[test]
fn a_path_with_a_line_break_is_told_on_one_line() {
    refused(
        &["chart", "--out", "no\nsuch/x.png"],
        "cannot write no\\u{a}such/x.png",
    );
    refused(
        &["quiz", "--worksheet", "--out", "no\nsuch/q.json"],
        "cannot write no\\u{a}such/q.json",
    );
    refused(
        &["render", "--notes", "4", "--out", "no\nsuch/r.wav"],
        "cannot write",
    );
}

#[test]
fn a_target_below_one_names_the_range() {
    refused(
        &["play", "--target", "-5"],
        "target \"-5\" is not a whole number from 1 to 4294967295",
    );
}

#[cfg(target_os = "linux")]
#[test]
fn an_error_that_cannot_be_shown_still_exits_with_its_own_code_not_a_panic() {
    // Standard error on a full disk: the message is lost, but the exit code still says bad
    // input (2) or no display (1), where a panic on the failed write gave 101.
    let full = || {
        std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full")
    };
    for (args, code) in [
        (&["replay", "no-such-record.json"][..], 2),
        (&["--bogus"][..], 2),
        (&["chart", "--dpi", "-5", "--out", "x.pdf"][..], 2),
        (&[][..], 1),
    ] {
        let status = Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
            .args(args)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .stderr(full())
            .status()
            .expect("runs");
        assert_eq!(status.code(), Some(code), "{args:?}");
    }
}

#[test]
fn a_file_name_too_long_for_the_folder_is_bad_input_and_neither_page_is_touched() {
    let dir = tempfile::tempdir().expect("temp dir");
    // 251 bytes and ".png" make 255, the most a folder takes; the rules page's name adds "-2"
    // (257), so the chart must be refused before its first page is written.
    let first = dir.path().join(format!("{}.png", "b".repeat(251)));
    std::fs::write(&first, "old").unwrap();
    let out = run(&[
        "chart",
        "--format",
        "png",
        "--rules",
        "--out",
        first.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("file name is too long"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&first).unwrap(), "old");
    // Nothing else was left in the folder, not even a temporary file.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    // A single file too: 256 bytes.
    let long = dir.path().join(format!("{}.wav", "a".repeat(252)));
    refused(
        &["render", "--notes", "4", "--out", long.to_str().unwrap()],
        "file name is too long",
    );
}

#[test]
fn a_worksheet_option_without_worksheet_is_refused_not_ignored() {
    // Without --worksheet the quiz opens in the app, which would drop the count and kinds.
    refused(
        &["quiz", "--count", "999", "--kinds", "figure"],
        "--count, --kinds are for a worksheet: add --worksheet",
    );
    refused(&["quiz", "--paper", "letter"], "--paper is for a worksheet");
    // Given as their defaults, they are still the worksheet's.
    refused(&["quiz", "--count", "20"], "--count is for a worksheet");
    refused(&["quiz", "--paper", "a4"], "--paper is for a worksheet");
}
