//! `musical-dominoes replay`: valid records give the FORMATS.md report and exit 0; every kind
//! of bad input gives one line on standard error and exit 2, never a panic.

use std::io::Write;
use std::process::{Command, Stdio};

fn replay_stdin(input: &[u8]) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
        .args(["replay", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        let mut stdin = child.stdin.take().unwrap();
        // The program may stop reading early (a file too large): ignore a broken pipe.
        let _ = stdin.write_all(input);
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Asserts exit 2 and exactly one line on stderr containing `expect`.
fn rejects(input: &str, expect: &str) {
    let (code, stdout, stderr) = replay_stdin(input.as_bytes());
    assert_eq!(code, 2, "stderr: {stderr}");
    assert!(stdout.is_empty());
    assert_eq!(stderr.trim_end().lines().count(), 1, "one line: {stderr}");
    assert!(stderr.contains(expect), "expected {expect:?} in {stderr:?}");
    assert!(!stderr.contains("panicked"));
}

const EXAMPLE: &str = r#"{"format": 1, "variant": "all-fives-draw", "players": 2, "options": {"target": 100},
 "rounds": [{"hands": [["5-5","6-6","1-1","1-2","2-2","1-3","6-2"],["0-5","4-4","3-3","3-4","2-4","1-4","0-4"]],
 "stock": ["6-5","0-0","0-2","0-3","4-6","3-6","0-1","1-6","2-3","2-5","1-5","4-5","0-6","3-5"],
 "moves": MOVES}]}"#;

fn example(moves: &str) -> String {
    EXAMPLE.replace("MOVES", moves)
}

#[test]
fn the_formats_example_prints_the_documented_report() {
    let (code, stdout, stderr) =
        replay_stdin(example(r#"["5-5", "0-5 R", "draw", "6-5 L", "0-4 R"]"#).as_bytes());
    assert_eq!(code, 0, "{stderr}");
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(
        v,
        serde_json::json!({
            "rounds": [{"end": null, "winners": [], "counts": [33, 32], "points": [10, 20]}],
            "scores": [10, 20],
            "match_winners": null
        })
    );
}

#[test]
fn a_finished_musical_match_reports_its_winner() {
    // Seat 0 leads every tile it can; worked by hand in tests/rules_examples.rs.
    let rec = r#"{"format":1,"variant":"musical","players":2,
      "rounds":[{"first":0,
        "hands":[["4-8","4-4","16-32","2-2","1-64","32-64"],["8-16","1-2","2-4","1-1","64-64","16-16"]],
        "moves":["4-8","8-16 R","4-4 L","2-4 L","16-32 R","1-2 L","1-64 L","64-64 L","32-64 L","rest","rest"]}]}"#;
    let (code, stdout, _) = replay_stdin(rec.as_bytes());
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(
        v,
        serde_json::json!({
            "rounds": [{"end": "blocked", "winners": [0], "counts": [4, 34], "points": [1, 0]}],
            "scores": [1, 0],
            "match_winners": [0]
        })
    );
}

#[test]
fn empty_input() {
    rejects("", "the record is empty");
}

#[test]
fn malformed_json_names_line_and_column() {
    rejects("{\"format\": 1,\n \"variant\": }", "malformed JSON");
    rejects("{\"format\": 1,\n \"variant\": }", "line 2");
}

#[test]
fn wrong_types() {
    rejects(
        r#"{"format": 1, "variant": "block", "players": "two", "rounds": []}"#,
        "invalid record",
    );
}

#[test]
fn unknown_variant() {
    rejects(
        r#"{"format": 1, "variant": "poker", "players": 2, "rounds": []}"#,
        "at variant: unknown value `poker`, expected one of `musical`",
    );
}

#[test]
fn a_value_of_the_wrong_kind_is_named_by_its_place_in_plain_words() {
    rejects(
        r#"{"format": 1, "variant": "block", "players": "two", "rounds": []}"#,
        "at players: invalid type: string \"two\", expected a whole number of 0 or more",
    );
    rejects(
        r#"{"format": 1, "variant": "block", "players": 2,
            "rounds": [{"hands": [["6-6"], ["5-5"]], "first": -1, "moves": []}]}"#,
        "at rounds[0].first: invalid value: integer `-1`, expected a whole number of 0 or more",
    );
    rejects(
        r#"{"format": 1, "variant": "block", "players": 4,
            "options": {"partnerships": true, "partnership_out": "two"}, "rounds": []}"#,
        "at options.partnership_out: unknown value `two`, expected `both` or `one`",
    );
}

#[test]
fn a_number_too_large_for_its_field_says_how_large_it_may_be() {
    // RULES.md §5: any positive target is valid; a record keeps it in 32 bits.
    rejects(
        r#"{"format": 1, "variant": "all-fives", "players": 2,
            "options": {"target": 4294967296}, "rounds": []}"#,
        "at options.target: invalid value: integer `4294967296`, expected at most 4294967295",
    );
}

#[test]
fn a_seat_that_does_not_exist_is_named_so_before_the_lead_rule() {
    // Block's lead rule names 6-6's holder; seat 5 is refused for not being at the table.
    rejects(
        r#"{"format": 1, "variant": "block", "players": 2, "options": {"hand_size": 1},
            "rounds": [{"hands": [["6-6"], ["5-5"]], "first": 5, "moves": []}]}"#,
        "seat 5 does not exist with 2 players",
    );
}

#[test]
fn an_outward_half_outside_matador_is_refused_in_the_game_s_own_words() {
    rejects(
        r#"{"format": 1, "variant": "block", "players": 2, "options": {"hand_size": 2},
            "rounds": [{"hands": [["6-6", "6-5"], ["1-1", "1-2"]], "moves": ["6-6", "rest", "6-5 R 5"]}]}"#,
        "an outward half is named only in Matador",
    );
}

#[test]
fn wrong_player_count() {
    rejects(
        r#"{"format": 1, "variant": "shark", "players": 4, "rounds": []}"#,
        "shark is for 2 players, not 4",
    );
}

#[test]
fn newer_format() {
    rejects(
        r#"{"format": 2, "variant": "block", "players": 2, "games": []}"#,
        "format 2 is not supported",
    );
}

#[test]
fn partnership_out_needs_partnerships() {
    // RULES.md §5: block takes partnership_out, but only when partners play.
    rejects(
        r#"{"format": 1, "variant": "block", "players": 4,
            "options": {"partnership_out": "both"}, "rounds": []}"#,
        "option partnership_out: applies only to partnerships",
    );
}

#[test]
fn a_lead_by_the_wrong_seat_is_a_fault_of_the_lead() {
    // Block for 2: seat 1 holds the only double, 5-5, so it must lead it (RULES.md, the lead);
    // the record leads seat 0's 6-4 instead.
    rejects(
        r#"{"format": 1, "variant": "block", "players": 2, "options": {"hand_size": 2},
            "rounds": [{"hands": [["6-4", "0-1"], ["5-5", "0-2"]], "moves": ["6-4"]}]}"#,
        "round 1, move 1: lead against the lead rule: 4-6 was led but 5-5 must lead",
    );
}

#[test]
fn option_the_variant_does_not_take() {
    rejects(
        r#"{"format": 1, "variant": "block", "players": 2, "options": {"round_to_five": true}, "rounds": []}"#,
        "option round_to_five does not apply to block",
    );
}

#[test]
fn option_of_the_wrong_type() {
    rejects(
        r#"{"format": 1, "variant": "block", "players": 2, "options": {"target": "a hundred"}, "rounds": []}"#,
        "invalid record",
    );
}

#[test]
fn options_that_are_an_array_not_an_object() {
    // serde would read [1, 2] as target 1 and hand_size 2; FORMATS.md has an object.
    rejects(
        &example("[]").replace(r#""options": {"target": 100}"#, r#""options": [1, 2]"#),
        "invalid record",
    );
}

#[test]
fn an_option_given_twice_or_as_null() {
    rejects(
        &example("[]").replace(
            r#""options": {"target": 100}"#,
            r#""options": {"target": 100, "target": 50}"#,
        ),
        "duplicate field",
    );
    rejects(
        &example("[]").replace(
            r#""options": {"target": 100}"#,
            r#""options": {"target": null}"#,
        ),
        "invalid record",
    );
}

#[test]
fn unknown_tile() {
    rejects(
        &example("[]").replace("\"5-5\",\"6-6\"", "\"5-7\",\"6-6\""),
        "round 1: unknown tile \"5-7\"",
    );
}

#[test]
fn duplicated_tile_in_hands() {
    rejects(
        &example("[]").replace("\"6-6\",\"1-1\"", "\"6-6\",\"5-5\""),
        "tile 5-5 appears twice",
    );
}

#[test]
fn stock_that_duplicates_a_hand_tile() {
    rejects(
        &example("[]").replace("\"6-5\",\"0-0\"", "\"6-5\",\"1-1\""),
        "tile 1-1 appears twice",
    );
}

#[test]
fn hand_of_the_wrong_size() {
    rejects(
        &example("[]").replace(",\"0-4\"]]", "]]"),
        "round 1: hand 1 has 6 tiles, expected 7 (hands count from 0)",
    );
}

#[test]
fn stock_for_a_variant_without_drawing() {
    rejects(
        &example("[]").replace("all-fives-draw", "all-fives"),
        "round 1: this variant has no stock",
    );
}

#[test]
fn tile_not_in_the_movers_hand() {
    rejects(
        &example(r#"["5-5", "6-5 R"]"#),
        "round 1, move 2: 5-6 is not in the hand of seat 1, whose move it is",
    );
}

#[test]
fn lead_against_the_lead_rule() {
    rejects(
        &example(r#"["6-6"]"#),
        "round 1, move 1: lead against the lead rule",
    );
}

#[test]
fn tile_that_matches_neither_end() {
    rejects(
        &example(r#"["5-5", "4-4 R"]"#),
        "round 1, move 2: 4-4 matches neither end (5, 5)",
    );
}

#[test]
fn rest_while_a_play_is_possible() {
    rejects(
        &example(r#"["5-5", "rest"]"#),
        "round 1, move 2: rest while a play is possible (0-5 L)",
    );
}

#[test]
fn draw_while_a_play_is_possible() {
    rejects(
        &example(r#"["5-5", "draw"]"#),
        "round 1, move 2: draw while a play is possible",
    );
}

#[test]
fn draw_from_an_empty_stock() {
    // Draw game with 14 tiles each: no stock. Seat 1 holds no 6, so after 6-6 it may only rest.
    let tiles: Vec<(u8, u8)> = (0..7u8)
        .flat_map(|b| (0..=b).map(move |a| (a, b)))
        .collect();
    let no_six: Vec<String> = tiles
        .iter()
        .filter(|t| t.1 != 6)
        .take(14)
        .map(|t| format!("{}-{}", t.0, t.1))
        .collect();
    let rest: Vec<String> = tiles
        .iter()
        .map(|t| format!("{}-{}", t.0, t.1))
        .filter(|t| !no_six.contains(t))
        .collect();
    let rec = serde_json::json!({
        "format": 1, "variant": "draw", "players": 2, "options": {"hand_size": 14},
        "rounds": [{"hands": [rest, no_six], "stock": [], "moves": ["6-6", "draw"]}]
    });
    rejects(
        &rec.to_string(),
        "round 1, move 2: draw from an empty stock",
    );
}

#[test]
fn move_after_the_round_ended() {
    let rec = r#"{"format":1,"variant":"musical","players":2,
      "rounds":[{"first":0,
        "hands":[["4-8","4-4","16-32","2-2","1-64","32-64"],["8-16","1-2","2-4","1-1","64-64","16-16"]],
        "moves":["4-8","8-16 R","4-4 L","2-4 L","16-32 R","1-2 L","1-64 L","64-64 L","32-64 L","rest","rest","rest"]}]}"#;
    rejects(rec, "round 1, move 12: move after the round ended");
}

#[test]
fn musical_round_one_without_its_first_player() {
    let rec = r#"{"format":1,"variant":"musical","players":2,
      "rounds":[{"hands":[["4-8","4-4","16-32","2-2","1-64","32-64"],["8-16","1-2","2-4","1-1","64-64","16-16"]],
        "moves":[]}]}"#;
    rejects(
        rec,
        "round 1: first: Musical Dominoes needs the seat that leads",
    );
}

#[test]
fn unfinished_round_followed_by_another() {
    let round = r#"{"hands": [["5-5","6-6","1-1","1-2","2-2","1-3","6-2"],["0-5","4-4","3-3","3-4","2-4","1-4","0-4"]],
 "stock": ["6-5","0-0","0-2","0-3","4-6","3-6","0-1","1-6","2-3","2-5","1-5","4-5","0-6","3-5"], "moves": ["5-5"]}"#;
    let rec = format!(
        r#"{{"format": 1, "variant": "all-fives-draw", "players": 2, "rounds": [{round}, {round}]}}"#
    );
    rejects(&rec, "round 1: the round is unfinished but round 2 follows");
}

#[test]
fn unreadable_move() {
    rejects(
        &example(r#"["5-5", "play 0-5 on the right"]"#),
        "round 1, move 2: cannot read move",
    );
}

#[test]
fn a_figure_that_is_no_figure_is_named_with_the_figures() {
    // Musical Dominoes writes tablets by their figures: 3 is none of them.
    let rec = r#"{"format": 1, "variant": "musical", "players": 2, "rounds": [{"first": 0,
 "hands": [["4-8","1-1","2-2","4-4","8-8","16-16"],["8-16","32-32","64-64","1-2","1-4","1-8"]],
 "moves": ["4-8", "3-8 L"]}]}"#;
    rejects(
        rec,
        "round 1, move 2: cannot read move \"3-8 L\": 3 is not a figure (the figures are 1, 2, \
         4, 8, 16, 32 and 64)",
    );
}

#[test]
fn huge_input_is_refused_without_reading_it_all() {
    let mut big = String::from("{\"format\": 1, \"pad\": \"");
    big.push_str(&"x".repeat(11 * 1024 * 1024));
    big.push_str("\"}");
    rejects(&big, "larger than 10\u{a0}MB");
}

#[test]
fn input_that_is_not_utf8() {
    let (code, _, stderr) = replay_stdin(&[0xff, 0xfe, 0x00, 0x7b]);
    assert_eq!(code, 2);
    assert!(stderr.contains("not UTF-8"));
}

#[test]
fn a_missing_file() {
    let out = Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
        .args(["replay", "/nonexistent/record.json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("cannot read /nonexistent/record.json: there is no such file"),
        "{stderr}"
    );
    assert!(!stderr.contains("os error"), "{stderr}");
}

#[test]
fn json_that_is_not_an_object_is_told_as_not_a_record() {
    rejects("[]", "the file holds JSON but not a game record");
    rejects("[[[[1]]]]", "the file holds JSON but not a game record");
}

#[test]
fn well_formed_json_of_the_wrong_types_is_not_called_malformed() {
    // serde_json calls a number where a name is expected "expected value", a syntax error;
    // the text is well-formed JSON, so the message names the type instead.
    rejects("[1,2,3]", "the file holds JSON but not a game record");
    rejects(
        r#"{"format":1,"variant":7,"players":2,"rounds":[]}"#,
        "invalid record: at variant: invalid type: integer `7`, expected a name",
    );
    // Not JSON at all: 100,000 open brackets.
    rejects(&"[".repeat(100_000), "malformed JSON");
}

#[test]
fn a_byte_order_mark_before_the_record_is_ignored() {
    let mut input = vec![0xef, 0xbb, 0xbf];
    input.extend_from_slice(example(r#"["5-5", "0-5 R"]"#).as_bytes());
    let (code, stdout, stderr) = replay_stdin(&input);
    assert_eq!(code, 0, "{stderr}");
    // 5-5 led scores 10 for seat 0; 0-5 on the right (ends 5-5 and 0) scores 10 for seat 1.
    assert!(stdout.contains("\"scores\":[10,10]"), "{stdout}");
}
