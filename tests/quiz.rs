//! The quiz (issue 5): seeded questions checked against the note values' arithmetic,
//! grading, a round fed into the Leitner boxes, the worksheet JSON and PDF, and the
//! command line.

use std::collections::{BTreeSet, HashSet};
use std::path::Path;
use std::process::Command;

use musical_dominoes::chart::Paper;
use musical_dominoes::i18n::Localizer;
use musical_dominoes::music::{Fraction, NoteValue};
use musical_dominoes::quiz::worksheet::{self, printable_kinds};
use musical_dominoes::quiz::{
    Answer, Graded, Item, Kind, Leitner, Outcome, Question, Round, RoundSettings, generate,
    generate_items, grade, grade_option,
};

/// The value of an answer in 64ths of a semibreve, for numbers that are a whole number of
/// 64ths (every part and sum asked is); `None` otherwise.
fn sixty_fourths(a: &Answer) -> Option<u64> {
    let v = a.value()? * Fraction::from_integer(64);
    v.is_integer().then(|| v.to_integer())
}

/// 64ths of a semibreve in one note: 64 / figure (a crotchet is 16).
fn len64(n: NoteValue) -> u64 {
    64 / u64::from(n.figure())
}

/// Checks one question against the rules of its kind, with integer arithmetic of its own
/// (figures and 64ths of a semibreve), not with the generator's.
fn check(q: &Question) {
    let ctx = format!("{q:#?}");
    assert_eq!(q.item.kind, q.kind, "{ctx}");
    assert!(q.kind.notes().contains(&q.item.note), "{ctx}");
    assert!(!q.prompt.is_empty() && !q.prompt.contains('{'), "{ctx}");
    assert!(
        !q.explanation.is_empty() && !q.explanation.contains('{'),
        "{ctx}"
    );

    // Four options, no two the same value, exactly one of them right, all numbers positive,
    // and all of the answer's sort (a note, or a number).
    assert_eq!(q.options.len(), 4, "{ctx}");
    for (i, a) in q.options.iter().enumerate() {
        for b in &q.options[i + 1..] {
            assert!(!a.same(b), "repeated option: {ctx}");
        }
        assert_eq!(a.note().is_some(), q.kind.answers_with_note(), "{ctx}");
        if let Some(v) = a.value() {
            assert!(v > Fraction::from_integer(0), "{ctx}");
            // A number is kept in its one form: whole numbers as integers.
            assert_eq!(matches!(a, Answer::Integer(_)), v.is_integer(), "{ctx}");
        }
    }
    assert_eq!(
        q.options.iter().filter(|o| o.same(&q.answer)).count(),
        1,
        "{ctx}"
    );
    assert!(q.options[q.right_option()].same(&q.answer));

    match q.kind {
        Kind::Figure => {
            // figure × (1/figure) = 1: the answer times the note's length is a semibreve.
            let [n] = q.notes[..] else { panic!("{ctx}") };
            let Answer::Integer(x) = q.answer else {
                panic!("{ctx}")
            };
            assert_eq!(x * len64(n), 64, "{ctx}");
            assert_eq!(q.item.note, n);
        }
        Kind::Fraction => {
            let [n] = q.notes[..] else { panic!("{ctx}") };
            assert_eq!(sixty_fourths(&q.answer), Some(len64(n)), "{ctx}");
            assert_eq!(q.item.note, n);
        }
        Kind::Equivalence => {
            // answer × b = a: so many b make one a.
            let [a, b] = q.notes[..] else { panic!("{ctx}") };
            assert_ne!(a, b, "{ctx}");
            let v = q.answer.value().unwrap();
            assert_eq!(
                v * Fraction::new(len64(b), 64),
                Fraction::new(len64(a), 64),
                "{ctx}"
            );
            // Both ways: a whole number exactly when a is the longer note.
            assert_eq!(v.is_integer(), a < b, "{ctx}");
            assert_eq!(q.item.note, b);
        }
        Kind::Name | Kind::Glyph | Kind::Listening => {
            let [n] = q.notes[..] else { panic!("{ctx}") };
            assert_eq!(q.answer, Answer::Note(n), "{ctx}");
            assert_eq!(q.item.note, n);
            assert_eq!(q.note_to_play().is_some(), q.kind == Kind::Listening);
        }
        Kind::Sum => {
            assert!((2..=3).contains(&q.notes.len()), "{ctx}");
            let distinct: BTreeSet<NoteValue> = q.notes.iter().copied().collect();
            assert_eq!(distinct.len(), q.notes.len(), "{ctx}");
            assert!(!q.notes.contains(&NoteValue::Semibreve), "{ctx}");
            let sum: u64 = q.notes.iter().map(|&n| len64(n)).sum();
            assert_eq!(sixty_fourths(&q.answer), Some(sum), "{ctx}");
            assert!(sum < 64, "{ctx}");
            assert_eq!(Some(&q.item.note), q.notes.iter().max(), "{ctx}");
        }
        Kind::Count => {
            // Gilbert's counting: each tablet its two figures, the hand its tablets.
            assert!(
                q.notes.len().is_multiple_of(2) && (2..=8).contains(&q.notes.len()),
                "{ctx}"
            );
            let tablets = q.tablets();
            let distinct: HashSet<(NoteValue, NoteValue)> =
                tablets.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
            assert_eq!(
                distinct.len(),
                tablets.len(),
                "the same tablet twice: {ctx}"
            );
            let count: u64 = q.notes.iter().map(|n| u64::from(n.figure())).sum();
            assert_eq!(q.answer, Answer::Integer(count), "{ctx}");
            assert_eq!(Some(&q.item.note), q.notes.iter().max(), "{ctx}");
        }
        Kind::Tap => {
            // One to four different tablets laid end to end (each second half the next
            // first), the item's note the shortest, at most two bars (128 64ths).
            let tablets = q.tablets();
            assert!((1..=4).contains(&tablets.len()), "{ctx}");
            assert_eq!(q.notes.len(), 2 * tablets.len(), "{ctx}");
            for w in tablets.windows(2) {
                assert_eq!(w[0].1, w[1].0, "not joined: {ctx}");
            }
            let distinct: HashSet<(NoteValue, NoteValue)> =
                tablets.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
            assert_eq!(distinct.len(), tablets.len(), "{ctx}");
            assert_eq!(Some(&q.item.note), q.notes.iter().max(), "{ctx}");
            assert!(
                q.notes.iter().all(|&n| len64(n) <= 4 * len64(q.item.note)),
                "{ctx}"
            );
            let length: u64 = q.notes.iter().map(|&n| len64(n)).sum();
            assert!(length <= 128, "{ctx}");
            assert_eq!(q.answer, Answer::Note(q.item.note), "{ctx}");
        }
        Kind::Bar => {
            let Answer::Note(missing) = q.answer else {
                panic!("{ctx}")
            };
            let have: u64 = q.notes.iter().map(|&n| len64(n)).sum();
            assert_eq!(have + len64(missing), 64, "{ctx}");
            assert!(!q.notes.is_empty());
            assert_eq!(q.item.note, missing);
            // Written as a real bar: every note starts on a multiple of its own length.
            let mut at = 0;
            for &n in &q.notes {
                assert_eq!(at % len64(n), 0, "{ctx}: {:?} starts off its beat", n);
                at += len64(n);
            }
        }
    }

    // The right answer, typed as it is shown, is right; every other option is wrong.
    assert_eq!(grade(q, &q.label(&q.answer)), Graded::Right, "{ctx}");
    for (i, o) in q.options.iter().enumerate() {
        let expected = if o.same(&q.answer) {
            Graded::Right
        } else {
            Graded::Wrong { given: *o }
        };
        assert_eq!(grade_option(q, i), expected, "{ctx}");
        assert_eq!(grade(q, &q.label(o).to_uppercase()), expected, "{ctx}");
    }
    assert_eq!(grade_option(q, 4), Graded::NotUnderstood);
}

#[test]
fn ten_thousand_questions_of_every_kind_obey_the_arithmetic_of_note_values() {
    let loc = Localizer::new("en-GB");
    let questions = generate(&Kind::ALL, 10_000, 2024, &loc);
    assert_eq!(questions.len(), 10_000);
    let mut items = BTreeSet::new();
    for q in &questions {
        check(q);
        items.insert(q.item);
    }
    // Every item of every kind came up.
    assert_eq!(items.len(), Item::all(&Kind::ALL).len());
    // Each kind equally often: 10 000 / 10 = 1000.
    for k in Kind::ALL {
        let n = questions.iter().filter(|q| q.kind == k).count();
        assert_eq!(n, 1000, "{k}");
    }
}

#[test]
fn every_language_makes_sound_questions() {
    for lang in musical_dominoes::i18n::available() {
        let loc = Localizer::new(lang);
        for q in generate(&Kind::ALL, 300, 5, &loc) {
            check(&q);
            assert_eq!(q.names.lang(), lang);
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_questions() {
    let loc = Localizer::new("en-GB");
    let a = generate(&Kind::ALL, 50, 77, &loc);
    assert_eq!(a, generate(&Kind::ALL, 50, 77, &loc));
    assert_ne!(a, generate(&Kind::ALL, 50, 78, &loc));
    assert!(generate(&[], 10, 1, &loc).is_empty());
    assert!(generate(&Kind::ALL, 0, 1, &loc).is_empty());
}

fn one(kind: Kind, note: NoteValue, lang: &str) -> Question {
    generate_items(&[Item { kind, note }], 3, &Localizer::new(lang)).remove(0)
}

#[test]
fn equivalent_fractions_are_graded_right() {
    // A crotchet is 1/4 of a semibreve.
    let q = one(Kind::Fraction, NoteValue::Crotchet, "en-GB");
    for typed in [
        "1/4", "2/8", "4/16", " 3 / 12 ", "16/64", "0.25", "0,25", ".25",
    ] {
        assert_eq!(grade(&q, typed), Graded::Right, "{typed}");
    }
    let wrong = |n, d| Graded::Wrong {
        given: Answer::number(Fraction::new(n, d)),
    };
    assert_eq!(grade(&q, "4"), wrong(4, 1));
    assert_eq!(grade(&q, "2/4"), wrong(1, 2));
    assert_eq!(grade(&q, "0"), wrong(0, 1));
    for garbage in ["", "quarter", "1/0", "-1/4", "¼", "1/4/2", "1 / ", "\u{0}"] {
        assert_eq!(grade(&q, garbage), Graded::NotUnderstood, "{garbage:?}");
    }
    // Two minims make a semibreve: 2 = 2/1 = 4/2.
    let q = one(Kind::Figure, NoteValue::Minim, "en-GB");
    for typed in ["2", "2/1", "4/2", "2.0"] {
        assert_eq!(grade(&q, typed), Graded::Right, "{typed}");
    }
    // How many minims make a crotchet: half of one.
    let q = generate_items(
        &[Item {
            kind: Kind::Equivalence,
            note: NoteValue::Minim,
        }],
        0,
        &Localizer::new("en-GB"),
    )
    .remove(0);
    let [a, _] = q.notes[..] else { panic!() };
    let expected = a.how_many(NoteValue::Minim);
    let typed = format!("{} / {}", expected.numer() * 3, expected.denom() * 3);
    assert_eq!(grade(&q, &typed), Graded::Right, "{q:#?}");
}

#[test]
fn names_are_graded_in_the_question_language() {
    let q = one(Kind::Name, NoteValue::Semiquaver, "fr");
    assert_eq!(grade(&q, "double croche"), Graded::Right);
    assert_eq!(grade(&q, "Double-Croche"), Graded::Right);
    assert_eq!(
        grade(&q, "croche"),
        Graded::Wrong {
            given: Answer::Note(NoteValue::Quaver)
        }
    );
    // English names and numbers are not answers to a French name question.
    assert_eq!(grade(&q, "semiquaver"), Graded::NotUnderstood);
    assert_eq!(grade(&q, "16"), Graded::NotUnderstood);
    let q = one(Kind::Bar, NoteValue::Quaver, "en-US");
    assert_eq!(grade(&q, "Eighth Note"), Graded::Right);
    let q = one(Kind::Glyph, NoteValue::Demisemiquaver, "de");
    assert_eq!(grade(&q, "zweiunddreißigstelnote"), Graded::Right);
}

#[test]
fn worked_examples_in_words() {
    let q = one(Kind::Fraction, NoteValue::Quaver, "en-GB");
    assert_eq!(q.prompt, "What part of a semibreve is a quaver?");
    assert_eq!(
        q.explanation,
        "Each quaver is 1/8 of a semibreve: 8 quavers make a semibreve."
    );
    let q = one(Kind::Figure, NoteValue::Quaver, "en-US");
    assert_eq!(q.prompt, "How many eighth notes make a whole note?");
    let q = one(Kind::Glyph, NoteValue::Quaver, "en-US");
    assert_eq!(q.prompt, "Which of these is an eighth note?");
    let q = one(Kind::Figure, NoteValue::Semiquaver, "fr");
    assert_eq!(q.prompt, "Combien de doubles croches font une ronde\u{a0}?");
    let q = one(Kind::Figure, NoteValue::Minim, "de");
    assert_eq!(q.prompt, "Wie viele halbe Noten ergeben eine ganze Note?");
    let q = one(Kind::Bar, NoteValue::Crotchet, "en-GB");
    assert_eq!(q.prompt, "Which one note completes this bar of 4/4?");
    assert!(
        q.explanation
            .ends_with("The notes in it make 3/4, and 1 − 3/4 = 1/4: a crotchet."),
        "{}",
        q.explanation
    );
}

#[test]
fn a_round_feeds_the_leitner_boxes() {
    let loc = Localizer::new("en-GB");
    let kinds = [Kind::Figure, Kind::Fraction];
    let mut boxes = Leitner::new();
    let items = boxes.pick(&kinds, 10, 1);
    assert_eq!(items.len(), 10);
    let questions = generate_items(&items, 1, &loc);
    let mut round = Round::new(questions, RoundSettings::default()).unwrap();
    // Answer the first question wrong and the rest right.
    let mut i = 0;
    while let Some(q) = round.current() {
        let pick = if i == 0 {
            (q.right_option() + 1) % 4
        } else {
            q.right_option()
        };
        round.choose(pick, 1000);
        round.advance();
        i += 1;
    }
    assert_eq!(round.score(), 9);
    let missed = round.questions()[0].item;
    boxes.review(&round.reviewed());
    assert_eq!(boxes.box_of(missed), 1);
    // The missed item comes back first in the next round's picks: it is due (box 1) and was
    // missed, ahead of the four items never asked (14 items, 10 asked once each).
    let next = boxes.pick(&kinds, 1, 2);
    assert_eq!(next, vec![missed]);
    for (item, right) in round.reviewed().into_iter().skip(1) {
        assert!(right);
        assert_eq!(boxes.box_of(item), 2);
        assert!(!boxes.is_due(item));
    }
    assert_eq!(round.given()[0].outcome, Outcome::Wrong);
}

/// The committed worksheet of seed 7: eight questions, one of each printable kind.
const EXPECTED: &str = include_str!("data/worksheet-seed-7.json");

#[test]
fn the_worksheet_json_for_a_seed_is_stable() {
    let qs = generate(&printable_kinds(), 8, 7, &Localizer::new("en-GB"));
    assert_eq!(worksheet::to_json(&qs), EXPECTED);
}

fn cli(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
        .arg("quiz")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn the_cli_writes_the_worksheet_json_and_pdf() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("sheet.json");
    let run = cli(&[
        "--worksheet",
        "--count",
        "8",
        "--seed",
        "7",
        "--out",
        json.to_str().unwrap(),
    ]);
    assert_eq!(
        run.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(std::fs::read_to_string(&json).unwrap(), EXPECTED);

    let pdf = dir.path().join("sheet.pdf");
    let run = cli(&[
        "--worksheet",
        "--count",
        "20",
        "--seed",
        "7",
        "--kinds",
        "name,glyph,count,bar,sum",
        "--lang",
        "fr",
        "--format",
        "pdf",
        "--paper",
        "letter",
        "--out",
        pdf.to_str().unwrap(),
    ]);
    assert_eq!(
        run.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    let raw = String::from_utf8_lossy(&bytes);
    // Two pages of US Letter (612 × 792 pt), the glyphs' font embedded.
    assert_eq!(
        raw.matches("/MediaBox [0 0 612 792]").count(),
        2,
        "{}",
        &raw[..200]
    );
    assert!(raw.contains("Bravura") && raw.contains("FontFile"));
}

fn assert_refused(args: &[&str], dir: &Path, says: &str) {
    let run = cli(args);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(2), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.contains(says), "{args:?}: {stderr}");
    assert!(run.stdout.is_empty());
    assert_eq!(std::fs::read_dir(dir).unwrap().count(), 0, "{args:?}");
}

#[test]
fn bad_cli_input_gives_one_line_exit_2_and_no_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("sheet.json");
    let out = out.to_str().unwrap();
    let missing = dir.path().join("missing").join("sheet.pdf");
    let d = dir.path();
    assert_refused(
        &["--worksheet", "--kinds", "figure,riddles", "--out", out],
        d,
        "riddles",
    );
    assert_refused(
        &["--worksheet", "--kinds", "listening", "--out", out],
        d,
        "listening",
    );
    assert_refused(
        &["--worksheet", "--kinds", "figure,tap", "--out", out],
        d,
        "tapped at the screen",
    );
    assert_refused(
        &["--worksheet", "--count", "0", "--out", out],
        d,
        "out of range",
    );
    assert_refused(
        &["--worksheet", "--count", "31", "--out", out],
        d,
        "out of range",
    );
    assert_refused(&["--worksheet", "--count", "many", "--out", out], d, "many");
    assert_refused(&["--worksheet", "--seed", "x", "--out", out], d, "seed");
    assert_refused(
        &["--worksheet", "--format", "docx", "--out", out],
        d,
        "docx",
    );
    assert_refused(&["--worksheet", "--paper", "a5", "--out", out], d, "a5");
    assert_refused(&["--out", out], d, "--worksheet");
    assert_refused(
        &["--worksheet", "--out", missing.to_str().unwrap()],
        d,
        "no such folder",
    );
    assert_refused(
        &[
            "--worksheet",
            "--format",
            "json",
            "--out",
            d.to_str().unwrap(),
        ],
        d,
        "is a folder",
    );
}

#[test]
fn the_worksheet_pages_show_words_glyphs_and_tablets() {
    let loc = Localizer::new("en-GB");
    let qs = generate(&printable_kinds(), 16, 3, &loc);
    let (pages, scales) = worksheet::pages(&qs, Paper::A4, &loc, 3, "");
    assert_eq!(pages.len(), 2);
    assert_eq!(scales, [1.0, 1.0]);
    let questions = worksheet::page_svg(&pages[0], Paper::A4);
    let answers = worksheet::page_svg(&pages[1], Paper::A4);
    assert!(questions.contains(">Note values<") && questions.contains(">Name:<"));
    assert!(answers.contains(">Note values — Answers<"));
    for q in &qs {
        // Every prompt's first word is on the questions page, every explanation's first word
        // on the answers page.
        let first = q.prompt.split_whitespace().next().unwrap();
        assert!(questions.contains(first), "{first}");
        let first = q.explanation.split_whitespace().next().unwrap();
        assert!(answers.contains(first), "{first}");
    }
    // Each glyph question shows four glyphs, each name question one, each bar its notes; each
    // count question draws its tablets (two glyphs a tablet).
    let glyphs: usize = qs
        .iter()
        .map(|q| match q.kind {
            Kind::Glyph => 4,
            Kind::Name => 1,
            Kind::Bar | Kind::Count => q.notes.len(),
            _ => 0,
        })
        .sum();
    assert_eq!(questions.matches("font-family=\"Bravura\"").count(), glyphs);
    assert!(!answers.contains("Bravura"));
}

#[test]
fn without_worksheet_the_quiz_opens_in_the_app_or_says_why_not() {
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
            .arg("quiz")
            .args(args)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .output()
            .expect("runs")
    };
    // A seed that is not a number: bad input, one line, before any window.
    let out = run(&["--seed", "soon"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1);
    assert!(stderr.contains("seed \"soon\""), "{stderr}");
    // A good seed with no display: the app cannot open, exit 1, one line saying so.
    let out = run(&["--seed", "12"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("no display found"), "{stderr}");
}

#[test]
fn a_count_question_speaks_of_one_tablet_or_several() {
    let loc = Localizer::new("en-GB");
    let (mut one, mut several) = (0, 0);
    for seed in 0..200 {
        for q in generate(&[Kind::Count], 5, seed, &loc) {
            if q.notes.len() == 2 {
                one += 1;
                assert_eq!(q.prompt, "This tablet is left in hand: what does it count?");
            } else {
                several += 1;
                assert_eq!(
                    q.prompt,
                    "These tablets are left in hand: what do they count?"
                );
            }
        }
    }
    assert!(
        one > 0 && several > 0,
        "both kinds were drawn: {one} / {several}"
    );
}

#[test]
fn an_equivalence_with_a_part_for_its_answer_asks_what_part_not_how_many() {
    // "How many quavers make a demisemiquaver?" has the answer 1/4, which a child reads as
    // 4; the question is put as "What part of a quaver is a demisemiquaver?".
    let loc = Localizer::new("en-GB");
    let mut seen = [false; 2];
    for seed in 0..40 {
        for q in generate(&[Kind::Equivalence], 7, seed, &loc) {
            let [a, b] = q.notes[..] else { panic!() };
            if q.answer.value().unwrap().is_integer() {
                seen[0] = true;
                assert!(q.prompt.starts_with("How many "), "{}", q.prompt);
            } else {
                seen[1] = true;
                let names = musical_dominoes::quiz::NoteNames::new(&loc);
                let want = format!("What part of a {} is a {}?", names.name(b), names.name(a));
                assert_eq!(q.prompt, want);
            }
        }
    }
    assert_eq!(seen, [true, true], "both ways asked");
}

#[test]
fn no_equivalence_question_repeats_a_figure_question() {
    // "How many quavers make a semibreve?" is the figure kind's question; the equivalence
    // kind compares two notes shorter or longer than each other, never against the whole.
    let loc = Localizer::new("en-GB");
    // Nor the fraction kind's: "What part of a semibreve is a crotchet?".
    let figures: HashSet<String> = generate(&[Kind::Figure, Kind::Fraction], 12, 1, &loc)
        .into_iter()
        .map(|q| q.prompt)
        .collect();
    assert_eq!(
        figures.len(),
        12,
        "six notes of each kind, minim to semidemisemiquaver"
    );
    for seed in 0..40 {
        for q in generate(&[Kind::Equivalence], 7, seed, &loc) {
            assert_ne!(q.notes[0], NoteValue::Semibreve, "{}", q.prompt);
            assert!(!figures.contains(&q.prompt), "{}", q.prompt);
        }
    }
}

#[test]
fn figure_and_fraction_options_are_all_powers_of_two() {
    // Every figure is a power of two (1 to 64), so an option such as 3, 6 or 1/7 would give
    // itself away as wrong without any thought about notes.
    let loc = Localizer::new("en-GB");
    let power = |n: u64| n.is_power_of_two();
    for seed in 0..40 {
        for q in generate(&[Kind::Figure, Kind::Fraction], 12, seed, &loc) {
            for o in &q.options {
                let v = o.value().expect("a number");
                assert!(power(*v.numer()) && power(*v.denom()), "{}: {v}", q.prompt);
            }
        }
    }
}

#[test]
fn notes_in_notes_are_explained_by_counting_not_dividing() {
    let loc = Localizer::new("en-GB");
    let mut seen = [false; 2];
    for seed in 0..200 {
        for b in [NoteValue::Quaver, NoteValue::Crotchet] {
            let q = generate_items(
                &[Item {
                    kind: Kind::Equivalence,
                    note: b,
                }],
                seed,
                &loc,
            )
            .remove(0);
            match q.notes[..] {
                [NoteValue::Crotchet, NoteValue::Quaver] => {
                    seen[0] = true;
                    assert_eq!(
                        q.explanation,
                        "2 quavers make a crotchet, because a crotchet is 1/4 of a semibreve \
                         and each quaver is 1/8."
                    );
                }
                [NoteValue::Semiquaver, NoteValue::Crotchet] => {
                    seen[1] = true;
                    assert_eq!(
                        q.explanation,
                        "4 semiquavers make a crotchet, so each semiquaver is 1/4 of it: a \
                         crotchet is 1/4 of a semibreve and each semiquaver is 1/16."
                    );
                }
                _ => {}
            }
        }
    }
    assert_eq!(seen, [true, true], "both questions asked in 200 seeds");
}

#[test]
fn a_question_about_a_glyph_says_how_to_know_it() {
    let loc = Localizer::new("en-GB");
    let item = |kind, note| Item { kind, note };
    let q = generate_items(&[item(Kind::Glyph, NoteValue::Quaver)], 1, &loc).remove(0);
    assert_eq!(
        q.explanation,
        "A quaver is a filled head with a stem and one flag. Each quaver is 1/8 of a semibreve: \
         8 quavers make a semibreve."
    );
    let q = generate_items(&[item(Kind::Name, NoteValue::Minim)], 1, &loc).remove(0);
    assert!(
        q.explanation
            .starts_with("A minim is an open head with a stem. "),
        "{}",
        q.explanation
    );
}

#[test]
fn counting_options_are_near_misses_never_far_above_the_count() {
    // A tablet counting 2 (semibreve–semibreve) was offered 34 and 35: no option is more than
    // twice the count.
    let loc = Localizer::new("en-GB");
    let mut small = false;
    for seed in 0..60 {
        for q in generate(&[Kind::Count], 12, seed, &loc) {
            let c = q.answer.value().expect("a number");
            small |= c <= Fraction::from_integer(4);
            for o in &q.options {
                let v = o.value().expect("a number");
                assert!(
                    v <= c * Fraction::from_integer(2),
                    "{}: {v} for {c}",
                    q.prompt
                );
            }
        }
    }
    assert!(small, "some small counts were asked");
}
