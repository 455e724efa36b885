//! The quiz through iced_test's headless simulator: a round answered by clicking, with the
//! feedback after each answer and the results at the end; a typed answer in an equivalent
//! form; team play taking turns; and a pupil's progress kept across a restart.

mod common;
use common::{click, shows};

use musical_dominoes::quiz::{Kind, round::Outcome};
use musical_dominoes::storage::Folders;
use musical_dominoes::ui::screen::{home, quiz};
use musical_dominoes::ui::{App, Message, Screen, Start, path_words};

fn boot(folders: Option<Folders>) -> App {
    App::new(Start {
        lang: Some("en-GB".into()),
        folders,
        quiz_seed: Some(7),
        ..Start::default()
    })
    .0
}

fn send(app: &mut App, m: quiz::Message) {
    let _ = app.update(Message::Quiz(m));
}

/// Only `kinds` switched on.
fn only(app: &mut App, kinds: &[Kind]) {
    for k in Kind::ALL {
        send(app, quiz::Message::Kind(k, kinds.contains(&k)));
    }
}

fn current_options(app: &App) -> (Vec<String>, usize) {
    let q = app
        .quiz()
        .round()
        .and_then(|r| r.current())
        .expect("a question");
    (q.option_labels(), q.right_option())
}

/// After the feedback: the next question, or the results after the last.
fn go_on(app: &mut App) {
    let last = app
        .quiz()
        .round()
        .is_some_and(|r| r.given().len() == r.len());
    click(
        app,
        if last {
            "See the results"
        } else {
            "Next question"
        },
    );
}

#[test]
fn a_round_is_answered_by_clicking_and_ends_on_the_results() {
    let mut app = boot(None);
    click(&mut app, "Quiz");
    assert_eq!(app.screen(), Screen::Quiz);
    only(&mut app, &[Kind::Figure, Kind::Fraction]);
    send(&mut app, quiz::Message::Length(5));
    click(&mut app, "Start");
    assert_eq!(app.quiz().stage(), quiz::Stage::Asking);
    assert!(shows(&app, "Question 1 of 5"));

    // Question 1 right, question 2 wrong, the rest right.
    for n in 0..5 {
        let (labels, right) = current_options(&app);
        let pick = if n == 1 { (right + 1) % 4 } else { right };
        click(&mut app, &labels[pick]);
        let answer = labels[right].clone();
        if n == 1 {
            assert!(
                shows(&app, &format!("Not quite. The right answer: {answer}.")),
                "the right answer is told"
            );
        } else {
            assert!(shows(&app, "Right!"));
        }
        // The explanation is shown with the feedback.
        let explanation = app
            .quiz()
            .round()
            .and_then(|r| r.feedback())
            .expect("feedback")
            .explanation;
        assert!(shows(&app, &explanation));
        go_on(&mut app);
    }
    assert_eq!(app.quiz().stage(), quiz::Stage::Results);
    assert!(shows(&app, "4 right out of 5"));
    // The last three were right in a row; the first alone before the miss.
    assert!(shows(&app, "Longest run of right answers: 3"));
    assert!(shows(&app, "Right answers by note"));
    click(&mut app, "Play again");
    assert_eq!(app.quiz().stage(), quiz::Stage::Asking);
}

/// A round of five `kind` questions, answered by typing, with no pupil named.
fn typed_round(kind: Kind) -> App {
    let mut app = boot(None);
    let _ = app.update(Message::Home(home::Message::Quiz));
    only(&mut app, &[kind]);
    send(&mut app, quiz::Message::Typed(true));
    send(&mut app, quiz::Message::Length(5));
    send(&mut app, quiz::Message::Start);
    app
}

#[test]
fn a_typed_fraction_in_another_form_is_right() {
    let mut app = typed_round(Kind::Fraction);
    let q = app.quiz().round().unwrap().current().unwrap().clone();
    // The answer as twice its numerator over twice its denominator ("1/8" → "2/16").
    let value = q.answer.value().expect("a number");
    let typed = format!("{}/{}", value.numer() * 2, value.denom() * 2);
    send(&mut app, quiz::Message::Input("three eighths".into()));
    send(&mut app, quiz::Message::Submit);
    assert!(shows(
        &app,
        "Type a whole number or a fraction such as 3/8."
    ));
    assert!(!app.quiz().round().unwrap().is_answered(), "still open");
    send(&mut app, quiz::Message::Input(typed));
    send(&mut app, quiz::Message::Submit);
    assert_eq!(
        app.quiz().round().unwrap().feedback().map(|f| f.outcome),
        Some(Outcome::Right)
    );
    assert!(shows(&app, "Right!"));
}

#[test]
fn a_count_question_tells_a_bad_entry_what_its_field_asks_for() {
    let mut app = typed_round(Kind::Count);
    // Its field asks for "A whole number, such as 12": a word is told the same.
    send(&mut app, quiz::Message::Input("twelve".into()));
    send(&mut app, quiz::Message::Submit);
    assert!(shows(&app, "Type a whole number, such as 12."));
    assert!(!shows(
        &app,
        "Type a whole number or a fraction such as 3/8."
    ));
    assert!(!app.quiz().round().unwrap().is_answered(), "still open");
}

#[test]
fn a_note_s_name_typed_with_a_slip_is_met_with_the_name_it_nearly_spells() {
    let mut app = typed_round(Kind::Name);
    send(&mut app, quiz::Message::Input("minum".into()));
    send(&mut app, quiz::Message::Submit);
    assert!(shows(&app, "Did you mean “minim”? Type it again."));
    assert!(
        !app.quiz().round().unwrap().is_answered(),
        "not marked: still open"
    );
    send(&mut app, quiz::Message::Input("banana".into()));
    send(&mut app, quiz::Message::Submit);
    assert!(shows(&app, "Type the name of a note, such as crotchet."));
}

#[test]
fn teams_answer_in_turn_with_a_scoreboard() {
    let mut app = boot(None);
    let _ = app.update(Message::Home(home::Message::Quiz));
    only(&mut app, &[Kind::Figure]);
    send(&mut app, quiz::Message::TeamPlay(true));
    send(&mut app, quiz::Message::TeamCount(3));
    send(&mut app, quiz::Message::TeamName(0, "Owls".into()));
    send(&mut app, quiz::Message::Length(6));
    send(&mut app, quiz::Message::Start);
    // Red is renamed Owls; Blue and Green keep their names.
    assert!(shows(&app, "Owls to answer"));
    let (_, right) = current_options(&app);
    send(&mut app, quiz::Message::Choose(right));
    send(&mut app, quiz::Message::Next);
    assert!(shows(&app, "Blue to answer"));
    let (_, right) = current_options(&app);
    send(&mut app, quiz::Message::Choose((right + 1) % 4));
    send(&mut app, quiz::Message::Next);
    assert!(shows(&app, "Green to answer"));
    let board = app.quiz().round().unwrap().scoreboard();
    let lines: Vec<(String, usize, usize)> = board
        .into_iter()
        .map(|t| (t.name, t.right, t.answered))
        .collect();
    assert_eq!(
        lines,
        [
            ("Owls".to_string(), 1, 1),
            ("Blue".to_string(), 0, 1),
            ("Green".to_string(), 0, 0)
        ]
    );
    // The scoreboard is on screen: Owls 1 of 1.
    assert!(shows(&app, "1 of 1"));
    // To the end of the round: the results give each team's score, not the class's.
    for _ in 2..6 {
        let (_, right) = current_options(&app);
        send(&mut app, quiz::Message::Choose(right));
        send(&mut app, quiz::Message::Next);
    }
    assert_eq!(app.quiz().stage(), quiz::Stage::Results);
    assert!(shows(&app, "2 of 2"), "Owls: both right");
    assert!(shows(&app, "1 of 2"), "Blue: one of two");
    assert!(
        !shows(&app, "5 right out of 6"),
        "no class score among teams"
    );
    assert!(!shows(&app, "Longest run of right answers: 4"));
}

#[test]
fn two_teams_with_the_same_name_cannot_start() {
    let mut app = boot(None);
    let _ = app.update(Message::Home(home::Message::Quiz));
    send(&mut app, quiz::Message::TeamPlay(true));
    send(&mut app, quiz::Message::TeamName(1, "red".into()));
    assert!(shows(&app, "Each team needs a name of its own."));
    send(&mut app, quiz::Message::Start);
    assert_eq!(app.quiz().stage(), quiz::Stage::Setup);
}

/// The app keeping its files in `dir`, on a round of `length` figure questions for `pupil`.
fn figures_round_in(dir: &std::path::Path, pupil: &str, length: u32) -> (Folders, App) {
    let folders = Folders {
        config: dir.join("config"),
        data: dir.join("data"),
    };
    let mut app = boot(Some(folders.clone()));
    let _ = app.update(Message::Home(home::Message::Quiz));
    only(&mut app, &[Kind::Figure]);
    send(&mut app, quiz::Message::Pupil(pupil.into()));
    send(&mut app, quiz::Message::Length(length));
    send(&mut app, quiz::Message::Start);
    (folders, app)
}

#[test]
fn each_answer_is_kept_as_it_is_given_so_a_round_closed_half_way_loses_none() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (folders, mut app) = figures_round_in(dir.path(), "Maisie", 10);
    // Two answers, the first wrong and the second right, then the window is closed.
    let (_, right) = current_options(&app);
    send(&mut app, quiz::Message::Choose((right + 1) % 4));
    send(&mut app, quiz::Message::Next);
    let (_, right) = current_options(&app);
    send(&mut app, quiz::Message::Choose(right));
    app.flush();
    drop(app);
    let again = boot(Some(folders));
    let boxes = again
        .quiz()
        .progress()
        .pupil("Maisie")
        .expect("Maisie's answers were kept");
    // A first answer makes the card: box 1 if wrong, box 2 if right (schedule.rs).
    let mut cards: Vec<u8> = boxes.cards().map(|(_, c)| c.box_number).collect();
    cards.sort_unstable();
    assert_eq!(cards, vec![1, 2]);
    // The round did not end: no session was closed.
    assert_eq!(boxes.session(), 0);
}

#[test]
fn a_pupil_s_progress_shows_each_box_and_what_to_practise() {
    let mut app = boot(None);
    let _ = app.update(Message::Home(home::Message::Quiz));
    only(&mut app, &[Kind::Figure]);
    send(&mut app, quiz::Message::Pupil("Maisie".into()));
    // No progress yet: nothing to show.
    assert!(!shows(&app, "Maisie’s progress"));
    send(&mut app, quiz::Message::Length(5));
    send(&mut app, quiz::Message::Start);
    // The first answer wrong, the other four right.
    let mut missed = None;
    for n in 0..5 {
        let (_, right) = current_options(&app);
        let q = app.quiz().round().unwrap().current().unwrap().clone();
        if n == 0 {
            missed = Some(q.item.note);
            send(&mut app, quiz::Message::Choose((right + 1) % 4));
        } else {
            send(&mut app, quiz::Message::Choose(right));
        }
        send(&mut app, quiz::Message::Next);
    }
    send(&mut app, quiz::Message::ToSetup);
    click(&mut app, "Maisie’s progress");
    assert_eq!(app.quiz().stage(), quiz::Stage::Progress);
    assert!(shows(&app, "1 round finished"));
    // Figures: the missed note's card is in box 1, to practise, the four right ones in box 2
    // (a first answer makes the card: box 1 if wrong, box 2 if right); the two never asked
    // show "–".
    let names =
        musical_dominoes::quiz::NoteNames::new(&musical_dominoes::i18n::Localizer::new("en-GB"));
    let practise = format!("Figures: {}", names.name(missed.unwrap()));
    assert!(shows(&app, &practise), "{practise}");
    assert!(shows(&app, "–"), "notes never asked are marked");
    assert!(shows(&app, "2"), "a note answered right is in box 2");
    click(&mut app, "Back");
    assert_eq!(app.quiz().stage(), quiz::Stage::Setup);
}

#[test]
fn the_progress_page_names_eight_to_practise_and_counts_the_rest() {
    // Every answer of a round of 12 wrong, figures and names asked: each item asked is in
    // box 1. The page names the eight missed most lately and says how many more there are,
    // so that its list never seems to leave out a cell of box 1.
    let mut app = boot(None);
    let _ = app.update(Message::Home(home::Message::Quiz));
    only(&mut app, &[Kind::Figure, Kind::Name]);
    send(&mut app, quiz::Message::Pupil("Tom".into()));
    send(&mut app, quiz::Message::Length(12));
    send(&mut app, quiz::Message::Start);
    for _ in 0..12 {
        let (_, right) = current_options(&app);
        send(&mut app, quiz::Message::Choose((right + 1) % 4));
        send(&mut app, quiz::Message::Next);
    }
    send(&mut app, quiz::Message::ToSetup);
    click(&mut app, "Tom’s progress");
    let missed = app
        .quiz()
        .progress()
        .pupil("Tom")
        .expect("Tom's answers")
        .cards()
        .filter(|(_, c)| c.box_number == 1)
        .count();
    // Figures of six notes (a semibreve's is not asked) and names of seven: twelve
    // questions drawn from thirteen items ask more than eight of them.
    assert!(missed > 8, "{missed} items missed");
    let more = format!("and {} more", missed - 8);
    let mut ui = common::sim(&app);
    let list = ui
        .find(common::text_where(|t| t.contains(" · ")))
        .expect("the list to practise");
    let parts: Vec<&str> = list.split(" · ").collect();
    assert_eq!(parts.len(), 9, "eight named, then the count: {list}");
    assert_eq!(parts[8], more);
    assert!(
        parts[..8]
            .iter()
            .all(|p| p.starts_with("Figures: ") || p.starts_with("Names: "))
    );
}

#[test]
fn a_pupils_progress_is_kept_across_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (folders, mut app) = figures_round_in(dir.path(), "  Ada   Lovelace ", 5);
    for _ in 0..5 {
        // Every answer wrong: each item asked goes to box 1.
        let (_, right) = current_options(&app);
        send(&mut app, quiz::Message::Choose((right + 1) % 4));
        send(&mut app, quiz::Message::Next);
    }
    app.flush();
    let _ = app.update(Message::Poll);
    assert!(shows(&app, "Ada Lovelace’s progress is kept."));
    assert!(folders.progress().exists(), "progress.json written");

    let again = boot(Some(folders));
    let boxes = again
        .quiz()
        .progress()
        .pupil("Ada Lovelace")
        .expect("the profile is back");
    // One session played; the items missed are in box 1.
    assert_eq!(boxes.session(), 1);
    let cards: Vec<u8> = boxes.cards().map(|(_, c)| c.box_number).collect();
    assert!(
        !cards.is_empty() && cards.iter().all(|&b| b == 1),
        "{cards:?}"
    );
    // The profile is offered on the quiz page, but not chosen for whoever sits down next.
    let mut again = again;
    let _ = again.update(Message::Home(home::Message::Quiz));
    assert!(shows(&again, "Ada Lovelace"));
    assert_eq!(again.quiz().pupil(), "");
    click(&mut again, "Ada Lovelace");
    assert_eq!(again.quiz().pupil(), "Ada Lovelace");
}

#[test]
fn a_class_s_quiz_set_up_is_offered_again_at_the_next_run() {
    use musical_dominoes::i18n::Localizer;
    use musical_dominoes::ui::screen::quiz::QuizChoices;
    let dir = tempfile::tempdir().expect("temp dir");
    let folders = Folders {
        config: dir.path().join("config"),
        data: dir.path().join("data"),
    };
    let mut app = boot(Some(folders.clone()));
    let _ = app.update(Message::Home(home::Message::Quiz));
    only(&mut app, &[Kind::Figure, Kind::Glyph]);
    send(&mut app, quiz::Message::Length(12));
    send(&mut app, quiz::Message::TimeLimit(Some(20)));
    send(&mut app, quiz::Message::TeamPlay(true));
    send(&mut app, quiz::Message::TeamCount(3));
    send(&mut app, quiz::Message::TeamName(1, "Owls".into()));
    send(&mut app, quiz::Message::Start);
    app.flush();
    // Team 1 and 3 keep their default names (None), team 2 is "Owls"; 12 questions for 3
    // teams, 20 seconds each, chosen (not typed).
    let expected = QuizChoices {
        kinds: Some(vec!["figure".into(), "glyph".into()]),
        length: Some(12),
        seconds: Some(20),
        typed: Some(false),
        team_play: Some(true),
        team_count: Some(3),
        teams: Some(vec![None, Some("Owls".into()), None, None]),
    };
    let again = boot(Some(folders.clone()));
    assert_eq!(again.quiz().saved(&Localizer::new("en-GB")), expected);
    // In another language the default names are that language's; the typed one stays.
    let german = App::new(Start {
        lang: Some("de".into()),
        folders: Some(folders),
        quiz_seed: Some(7),
        ..Start::default()
    })
    .0;
    assert_eq!(german.quiz().saved(&Localizer::new("de")), expected);
}

#[test]
fn a_team_left_without_a_name_plays_under_its_default_name() {
    let mut app = boot(None);
    let _ = app.update(Message::Home(home::Message::Quiz));
    send(&mut app, quiz::Message::TeamPlay(true));
    send(&mut app, quiz::Message::TeamName(1, "   ".into()));
    send(&mut app, quiz::Message::Start);
    let teams = app.quiz().round().expect("a round").teams().to_vec();
    assert_eq!(teams, ["Red", "Blue"]);
}

#[test]
fn a_quiz_set_up_edited_by_hand_costs_only_its_bad_values() {
    use musical_dominoes::i18n::Localizer;
    use musical_dominoes::storage::progress::ProgressFile;
    use musical_dominoes::ui::screen::quiz::{Quiz, QuizChoices};
    let en = Localizer::new("en-GB");
    let mut q = Quiz::new(&en, ProgressFile::default(), 1);
    let defaults = q.saved(&en);
    q.restore(&QuizChoices {
        // No kind the quiz knows: the screen's own kinds stay.
        kinds: Some(vec!["riddle".into()]),
        // Beyond the longest round: the longest.
        length: Some(999),
        // A time the screen does not offer: no limit.
        seconds: Some(17),
        typed: None,
        team_play: Some(true),
        team_count: Some(9),
        // A bell alone is no name; a long name is cut to 30 characters.
        teams: Some(vec![Some("\u{7}".into()), Some("x".repeat(40))]),
    });
    let got = q.saved(&en);
    assert_eq!(got.kinds, defaults.kinds);
    assert_eq!(
        got.length,
        Some(*musical_dominoes::quiz::round::ROUND_LENGTHS.end())
    );
    assert_eq!(got.seconds, Some(0));
    assert_eq!(got.typed, Some(false));
    assert_eq!(got.team_count, Some(4));
    assert_eq!(
        got.teams,
        Some(vec![None, Some("x".repeat(30)), None, None])
    );
}

#[test]
fn every_team_gets_as_many_questions() {
    let mut app = boot(None);
    let _ = app.update(Message::Home(home::Message::Quiz));
    only(&mut app, &[Kind::Figure]);
    send(&mut app, quiz::Message::TeamPlay(true));
    send(&mut app, quiz::Message::TeamCount(3));
    send(&mut app, quiz::Message::Length(10));
    // 10 rounded up to a multiple of 3, said before the round starts, on one line beside the
    // slider at 1024 wide (a second line pushed the slider down).
    assert!(shows(&app, "12 questions: 4 for each team"));
    {
        let mut ui = iced_test::Simulator::with_size(
            musical_dominoes::ui::iced_settings(),
            iced::Size::new(1024.0, 700.0),
            app.view(),
        );
        let said = ui.find("12 questions: 4 for each team").unwrap().bounds();
        assert!(said.height < 30.0, "{said:?}");
    }
    send(&mut app, quiz::Message::Start);
    assert_eq!(app.quiz().round().unwrap().len(), 12);
}

#[test]
fn glyph_questions_are_chosen_even_when_answers_are_typed() {
    let mut app = typed_round(Kind::Glyph);
    // The four glyphs are offered, each with the key that picks it, and no field to type in.
    for n in 1..=4 {
        assert!(shows(&app, &n.to_string()), "option {n}");
    }
    let (_, right) = current_options(&app);
    send(&mut app, quiz::Message::Choose(right));
    assert!(shows(&app, "Right!"));
}

#[test]
fn quiz_from_home_opens_a_new_rounds_setup_after_the_results() {
    let mut app = boot(None);
    click(&mut app, "Quiz");
    only(&mut app, &[Kind::Figure]);
    send(&mut app, quiz::Message::Length(5));
    click(&mut app, "Start");
    for _ in 0..5 {
        let (labels, right) = current_options(&app);
        click(&mut app, &labels[right]);
        go_on(&mut app);
    }
    assert_eq!(app.quiz().stage(), quiz::Stage::Results);
    send(&mut app, quiz::Message::Home);
    assert_eq!(app.screen(), Screen::Home);
    click(&mut app, "Quiz");
    assert_eq!(app.screen(), Screen::Quiz);
    assert_eq!(app.quiz().stage(), quiz::Stage::Setup);
    assert!(shows(&app, "Start"));
}

#[test]
fn default_team_names_follow_a_change_of_language_and_typed_ones_stay() {
    use musical_dominoes::ui::screen::settings;
    let mut app = boot(None);
    send(&mut app, quiz::Message::TeamCount(3));
    send(&mut app, quiz::Message::TeamName(1, "Owls".into()));
    let _ = app.update(Message::Settings(settings::Message::Language(Some("fr"))));
    let _ = app.update(Message::Home(home::Message::Quiz));
    only(&mut app, &[Kind::Figure]);
    send(&mut app, quiz::Message::TeamPlay(true));
    send(&mut app, quiz::Message::Length(3));
    send(&mut app, quiz::Message::Start);
    let names: Vec<String> = app
        .quiz()
        .round()
        .unwrap()
        .scoreboard()
        .into_iter()
        .map(|t| t.name)
        .collect();
    // Red and Green were the English defaults: they become French; Owls was typed.
    assert_eq!(names, ["Rouge", "Owls", "Vert"]);
}

#[test]
fn stopping_a_round_early_shows_the_results_of_what_was_answered() {
    let mut app = boot(None);
    click(&mut app, "Quiz");
    only(&mut app, &[Kind::Figure]);
    send(&mut app, quiz::Message::Length(5));
    click(&mut app, "Start");
    // Two answered (the first right, the second wrong), the third shown and left.
    for n in 0..2 {
        let (labels, right) = current_options(&app);
        click(
            &mut app,
            &labels[if n == 0 { right } else { (right + 1) % 4 }],
        );
        go_on(&mut app);
    }
    click(&mut app, "Stop the round");
    assert_eq!(app.quiz().stage(), quiz::Stage::Results);
    assert!(shows(&app, "1 right out of 2"));

    // With nothing answered, it goes back to the set-up.
    click(&mut app, "Play again");
    click(&mut app, "Stop the round");
    assert_eq!(app.quiz().stage(), quiz::Stage::Setup);
}

#[test]
fn each_new_question_starts_at_the_top_of_its_page() {
    use musical_dominoes::i18n::Localizer;
    use musical_dominoes::storage::progress::ProgressFile;
    let en = Localizer::new("en-GB");
    let mut q = quiz::Quiz::new(&en, ProgressFile::default(), 7);
    for k in Kind::ALL {
        let _ = q.update(quiz::Message::Kind(k, k == Kind::Figure), &en);
    }
    let _ = q.update(quiz::Message::Length(5), &en);
    assert!(matches!(
        q.update(quiz::Message::Start, &en),
        quiz::Action::Asked {
            listen: None,
            focus: false
        }
    ));
    let _ = q.update(quiz::Message::Choose(0), &en);
    // The next question is shown from its top.
    assert!(matches!(
        q.update(quiz::Message::Next, &en),
        quiz::Action::Asked { .. }
    ));
}

#[test]
fn enter_starts_the_round_and_the_next_pupil_picks_their_own_name() {
    use iced::keyboard::{Key, key::Named};
    let mut app = boot(None);
    let _ = app.update(Message::Home(home::Message::Quiz));
    only(&mut app, &[Kind::Figure]);
    send(&mut app, quiz::Message::Pupil("Zoe".into()));
    send(&mut app, quiz::Message::Length(5));
    let _ = app.update(Message::Key(Key::Named(Named::Enter)));
    assert_eq!(app.quiz().stage(), quiz::Stage::Asking);
    for _ in 0..5 {
        let (_, right) = current_options(&app);
        send(&mut app, quiz::Message::Choose(right));
        send(&mut app, quiz::Message::Next);
    }
    assert_eq!(app.quiz().stage(), quiz::Stage::Results);
    // Zoe is done; whoever opens the quiz next starts with no name.
    let _ = app.update(Message::Home(home::Message::Quiz));
    assert_eq!(app.quiz().stage(), quiz::Stage::Setup);
    assert_eq!(app.quiz().pupil(), "");
}

#[test]
fn in_the_least_window_the_question_and_the_button_to_go_on_are_both_in_view() {
    // Tall questions (glyph options) for teams, at 1024 × 700, the least window (what a
    // projector at a large size leaves).
    let mut app = boot(None);
    let _ = app.update(Message::Home(home::Message::Quiz));
    only(&mut app, &[Kind::Glyph]);
    send(&mut app, quiz::Message::TeamPlay(true));
    send(&mut app, quiz::Message::Length(6));
    send(&mut app, quiz::Message::Start);
    let prompt = app
        .quiz()
        .round()
        .unwrap()
        .current()
        .unwrap()
        .prompt
        .clone();
    send(&mut app, quiz::Message::Choose(0));
    let (w, h) = (1024.0, 700.0);
    let mut ui = iced_test::Simulator::with_size(
        musical_dominoes::ui::iced_settings(),
        iced::Size::new(w, h),
        app.view(),
    );
    // The question, the right option's mark and the button to go on.
    for words in [prompt.as_str(), "\u{2714}", "Next question"] {
        let b = ui.find(words).unwrap().visible_bounds();
        let b = b.unwrap_or_else(|| panic!("{words} is out of view"));
        let whole = ui.find(words).unwrap().bounds();
        let cut = (b.height - whole.height).abs() > 0.5 || (b.width - whole.width).abs() > 0.5;
        assert!(!cut, "{words} is cut: {b:?} of {whole:?}");
        assert!(b.y >= 0.0 && b.y + b.height <= h, "{words}: {b:?}");
    }
}

#[test]
fn a_wrong_glyph_is_named_in_the_feedback() {
    // "Which of these is a quaver?" answered with another glyph: the feedback names the note
    // chosen, which the pupil could not tell from its picture, then the right one.
    let mut app = boot(None);
    let _ = app.update(Message::Home(home::Message::Quiz));
    only(&mut app, &[Kind::Glyph]);
    send(&mut app, quiz::Message::Length(5));
    send(&mut app, quiz::Message::Start);
    let q = app.quiz().round().unwrap().current().unwrap().clone();
    let wrong = (q.right_option() + 1) % 4;
    let chosen = q.options[wrong].note().expect("a glyph option is a note");
    let right = q.answer.note().expect("the answer is a note");
    send(&mut app, quiz::Message::Choose(wrong));
    let said = format!(
        "Not quite: that one is a {}. The right answer: {}.",
        chosen.key(),
        right.key()
    );
    assert!(shows(&app, &said), "{said}");
}

#[test]
fn in_the_least_window_every_option_stays_in_view_after_the_answer() {
    // Questions that show notes or tablets above their options ("Which note is this?", a bar,
    // tablets to count), for teams, answered wrongly so that the explanation shows too: at
    // 1024 × 700 no option is cut off or scrolled away.
    for kind in [Kind::Name, Kind::Bar, Kind::Count, Kind::Sum] {
        let mut app = boot(None);
        let _ = app.update(Message::Home(home::Message::Quiz));
        only(&mut app, &[kind]);
        send(&mut app, quiz::Message::TeamPlay(true));
        send(&mut app, quiz::Message::Length(6));
        send(&mut app, quiz::Message::Start);
        let (labels, right) = current_options(&app);
        send(&mut app, quiz::Message::Choose((right + 1) % 4));
        let (w, h) = (1024.0, 700.0);
        let mut ui = iced_test::Simulator::with_size(
            musical_dominoes::ui::iced_settings(),
            iced::Size::new(w, h),
            app.view(),
        );
        for label in &labels {
            let found = ui
                .find(label.as_str())
                .unwrap_or_else(|_| panic!("{kind}: {label} not shown"));
            let b = found
                .visible_bounds()
                .unwrap_or_else(|| panic!("{kind}: {label} out of view"));
            let whole = found.bounds();
            assert!(
                (b.height - whole.height).abs() <= 0.5 && b.y + b.height <= h,
                "{kind}: {label} is cut: {b:?} of {whole:?}"
            );
        }
    }
}

#[test]
fn a_round_longer_than_a_sheet_holds_says_the_sheet_prints_thirty() {
    let mut app = boot(None);
    let _ = app.update(Message::Home(home::Message::Quiz));
    let said = "A worksheet holds at most 30 questions: it is printed with 30.";
    send(&mut app, quiz::Message::Length(30));
    assert!(!shows(&app, said));
    send(&mut app, quiz::Message::Length(31));
    assert!(shows(&app, said));
}

#[test]
fn a_worksheet_for_teams_holds_as_many_questions_as_their_round() {
    use musical_dominoes::i18n::Localizer;
    use musical_dominoes::storage::progress::ProgressFile;
    let en = Localizer::new("en-GB");
    let mut q = quiz::Quiz::new(&en, ProgressFile::default(), 7);
    let _ = q.update(quiz::Message::TeamPlay(true), &en);
    let _ = q.update(quiz::Message::TeamCount(3), &en);
    let _ = q.update(quiz::Message::Length(10), &en);
    // The set-up says 12 questions, 4 for each of 3 teams: the sheet has those 12.
    let quiz::Action::Worksheet { count, .. } = q.update(quiz::Message::Worksheet, &en) else {
        panic!("no worksheet asked for");
    };
    assert_eq!(count, 12);
    // 29 for 4 teams makes a round of 32 (8 each), more than a sheet holds: the set-up says
    // the sheet has 30.
    let mut app = boot(None);
    let _ = app.update(Message::Home(home::Message::Quiz));
    send(&mut app, quiz::Message::TeamPlay(true));
    send(&mut app, quiz::Message::TeamCount(4));
    send(&mut app, quiz::Message::Length(29));
    assert!(shows(&app, "32 questions: 8 for each team"));
    assert!(shows(
        &app,
        "A worksheet holds at most 30 questions: it is printed with 30."
    ));
}

#[test]
fn the_questions_chosen_print_as_a_worksheet_for_a_class() {
    use musical_dominoes::i18n::Localizer;
    use musical_dominoes::storage::progress::ProgressFile;
    let en = Localizer::new("en-GB");
    let mut q = quiz::Quiz::new(&en, ProgressFile::default(), 7);
    // Figures and listening chosen, forty questions: a sheet can hold neither listening nor
    // more than thirty.
    for k in Kind::ALL {
        let _ = q.update(
            quiz::Message::Kind(k, matches!(k, Kind::Figure | Kind::Listening)),
            &en,
        );
    }
    let _ = q.update(quiz::Message::Length(40), &en);
    let quiz::Action::Worksheet { kinds, count, seed } = q.update(quiz::Message::Worksheet, &en)
    else {
        panic!("no worksheet asked for");
    };
    assert_eq!(kinds, vec![Kind::Figure]);
    assert_eq!(count, 30);
    assert!(seed < 1_000_000, "a number to read off the sheet: {seed}");
    // Asked again, another sheet.
    let quiz::Action::Worksheet { seed: again, .. } = q.update(quiz::Message::Worksheet, &en)
    else {
        panic!("no worksheet asked for");
    };
    assert_ne!(again, seed);
    // Only listening chosen: nothing to print.
    let _ = q.update(quiz::Message::Kind(Kind::Figure, false), &en);
    assert_eq!(q.update(quiz::Message::Worksheet, &en), quiz::Action::None);

    // What the app writes for it: a PDF, its folder made as needed.
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("worksheets/worksheet-12.pdf");
    let req = musical_dominoes::quiz::cli::WorksheetRequest {
        count: 30,
        seed: 12,
        kinds: vec![Kind::Figure],
        lang: "en-GB".into(),
        format: musical_dominoes::quiz::cli::WorksheetFormat::Pdf,
        paper: musical_dominoes::chart::Paper::A4,
        out: out.clone(),
    };
    assert_eq!(musical_dominoes::ui::write_worksheet(&req), Ok(out.clone()));
    assert!(std::fs::read(&out).unwrap().starts_with(b"%PDF"));

    // And the set-up says where it went.
    let mut app = boot(None);
    let _ = app.update(Message::Home(home::Message::Quiz));
    assert!(shows(&app, "Print as a worksheet (PDF)…"));
    let _ = app.update(Message::WorksheetWritten(Ok(out.clone())));
    assert!(shows(
        &app,
        &format!("Worksheet saved: {}", path_words(&out))
    ));
    // Said again in the language chosen since.
    let _ = app.update(Message::Settings(
        musical_dominoes::ui::screen::settings::Message::Language(Some("de")),
    ));
    let _ = app.update(Message::Home(home::Message::Quiz));
    assert!(shows(
        &app,
        &format!("Arbeitsblatt gespeichert: {}", path_words(&out))
    ));
}

/// A quiz screen alone (the app's own has no sound output in tests, and tap questions need
/// one), sound said to be on, tempo 60, for `pupil`: a round of five tap questions from
/// `seed`.
/// Opens the calibration and starts its clicks with a press (let go 0.1 s later), as a pupil
/// does: the time their sound begins, the lead (0.1 s) after the press, from which the
/// first click is a beat away.
fn begin_calibration(
    q: &mut quiz::Quiz,
    en: &musical_dominoes::i18n::Localizer,
) -> iced::time::Instant {
    let _ = q.update(quiz::Message::Calibrate, en);
    assert_eq!(q.stage(), quiz::Stage::Calibrate);
    let t0 = iced::time::Instant::now();
    assert_eq!(
        q.update(quiz::Message::TapDown(t0), en),
        quiz::Action::Clicks(8)
    );
    let _ = q.update(
        quiz::Message::TapUp(t0 + iced::time::Duration::from_secs_f64(0.1)),
        en,
    );
    t0 + musical_dominoes::ui::screen::tap::lead()
}

fn tap_round(pupil: &str, offset_ms: i32, seed: u64) -> quiz::Quiz {
    tap_round_in("en-GB", pupil, offset_ms, seed)
}

/// [`tap_round`] in the language `lang`.
fn tap_round_in(lang: &str, pupil: &str, offset_ms: i32, seed: u64) -> quiz::Quiz {
    use musical_dominoes::i18n::Localizer;
    use musical_dominoes::storage::progress::ProgressFile;
    let en = Localizer::new(lang);
    let mut q = quiz::Quiz::new(&en, ProgressFile::default(), seed);
    q.set_can_hear(true);
    q.set_tap(60, offset_ms);
    for k in Kind::ALL {
        let _ = q.update(quiz::Message::Kind(k, k == Kind::Tap), &en);
    }
    let _ = q.update(quiz::Message::Pupil(pupil.into()), &en);
    let _ = q.update(quiz::Message::Length(5), &en);
    let _ = q.update(quiz::Message::Start, &en);
    q
}

/// Whether the quiz screen `q` shows the text `words`, exactly (at 1280 × 800).
fn quiz_shows(q: &quiz::Quiz, words: &str) -> bool {
    use musical_dominoes::i18n::Localizer;
    let en = Localizer::new("en-GB");
    let palette = musical_dominoes::ui::theme::Look::Baize.palette();
    let mut ui = iced_test::Simulator::with_size(
        musical_dominoes::ui::iced_settings(),
        iced::Size::new(1280.0, 800.0),
        q.view(&en, palette),
    );
    ui.find(words).is_ok()
}

#[test]
fn a_tap_question_is_pressed_and_held_through_to_the_verdict_picture_and_the_boxes() {
    use iced::time::{Duration, Instant};
    use musical_dominoes::i18n::Localizer;
    use musical_dominoes::music::NoteValue::Crotchet;
    use musical_dominoes::quiz::{Item, tap::Hold};
    let en = Localizer::new("en-GB");
    let mut q = tap_round("Tess", 0, 2);
    // Seed 2 picks the double crotchet first from Tess's boxes (new: every item in box 1): two crotchets at 60, onsets 0 and 1 s, each
    // 1 s long; on time within ±0.12 s, held right within ±0.15 s.
    let t = q.tapping().expect("a tap question");
    assert_eq!(
        (t.notes.clone(), t.bpm, t.slowed),
        (vec![Crotchet, Crotchet], 60, false)
    );
    assert!(quiz_shows(&q, "Tempo: 60 crotchets a minute."));
    assert!(quiz_shows(&q, "Hear it"));
    // Times from a try's press count from when its sound begins, the lead (0.1 s) after it.
    let lead = musical_dominoes::ui::screen::tap::lead();
    let at = |t0: Instant, s: f64| t0 + lead + Duration::from_secs_f64(s);
    let t0 = Instant::now();
    // The first press starts the count-in (one bar, 4 s): the clicks and no notes.
    assert_eq!(
        q.update(quiz::Message::TapDown(t0), &en),
        quiz::Action::Tap {
            notes: vec![Crotchet, Crotchet],
            bpm: 60,
            notes_sound: false
        }
    );
    // Its release is not a press; nor is a tap along with the count-in at 2 s.
    let _ = q.update(quiz::Message::TapUp(at(t0, 0.2)), &en);
    let _ = q.update(quiz::Message::TapDown(at(t0, 2.0)), &en);
    let _ = q.update(quiz::Message::TapUp(at(t0, 2.1)), &en);
    // The first crotchet pressed 50 ms late and held 0.9 s: right. The second pressed on
    // time and let go after 0.6 s, 0.4 s short of its 1 s (beyond 0.15 s).
    for (down, up) in [(4.05, 4.95), (5.0, 5.6)] {
        let _ = q.update(quiz::Message::TapDown(at(t0, down)), &en);
        let _ = q.update(quiz::Message::TapTick(at(t0, down + 0.01)), &en);
        let _ = q.update(quiz::Message::TapUp(at(t0, up)), &en);
    }
    // The tapping ends half a second after the rhythm (2 s), at 6.5 s from t0.
    let _ = q.update(quiz::Message::TapTick(at(t0, 6.49)), &en);
    assert!(q.tapping().unwrap().verdict.is_none(), "not over yet");
    assert!(!q.round().unwrap().is_answered());
    let _ = q.update(quiz::Message::TapTick(at(t0, 6.5)), &en);
    let v = q.tapping().unwrap().verdict.clone().expect("graded");
    assert_eq!(v.notes_right(), 1);
    assert_eq!(v.notes[1].hold, Hold::Short);
    assert!((v.notes[0].offset().unwrap() - 0.05).abs() < 1e-6);
    // The question is answered, wrong, and the verdict is shown in words and drawn.
    let r = q.round().unwrap();
    assert!(r.is_answered());
    assert_eq!(r.score(), 0);
    assert!(quiz_shows(&q, "1 of 2 notes right."));
    assert!(quiz_shows(
        &q,
        "1 of 2 notes right. The crotchet (note 2) was let go too soon: you held 0.6 beats of 1."
    ));
    assert!(quiz_shows(
        &q,
        "Above, the notes; below, your presses: too soon or too late in the light colour, held too short or too long marked at the end."
    ));
    // Tess's boxes: the crotchet, tapped once with one of its two wrong, is in box 1.
    let boxes = q.progress().pupil("Tess").expect("kept as answered");
    let card = boxes
        .card(Item {
            kind: Kind::Tap,
            note: Crotchet,
        })
        .expect("a card for the crotchet");
    assert_eq!((card.box_number, card.right, card.wrong), (1, 0, 1));
    assert_eq!(boxes.cards().count(), 1);

    // Another try, all right this time: the verdict says so, the score and boxes do not
    // change (the first try counts).
    let t1 = at(t0, 10.0);
    let _ = q.update(quiz::Message::TapDown(t1), &en);
    for (down, up) in [(4.0, 4.9), (5.0, 5.9)] {
        let _ = q.update(quiz::Message::TapDown(at(t1, down)), &en);
        let _ = q.update(quiz::Message::TapUp(at(t1, up)), &en);
    }
    let _ = q.update(quiz::Message::TapTick(at(t1, 6.5)), &en);
    assert!(quiz_shows(
        &q,
        "Every note began on time and was held its length."
    ));
    assert_eq!(q.tapping().unwrap().tries, 2);
    assert_eq!(q.round().unwrap().score(), 0);
    let card = q.progress().pupil("Tess").unwrap().card(Item {
        kind: Kind::Tap,
        note: Crotchet,
    });
    assert_eq!(card.map(|c| (c.box_number, c.wrong)), Some((1, 1)));
}

#[test]
fn the_calibrated_offset_is_taken_away_from_every_tap() {
    use iced::time::{Duration, Instant};
    use musical_dominoes::i18n::Localizer;
    let en = Localizer::new("en-GB");
    let mut q = tap_round("", 0, 7);
    // Calibration at 60: the press starts the clicks, the first a beat (1 s) later; taps
    // 150 ms after each of the eight: the offset is 150 ms.
    let t0 = begin_calibration(&mut q, &en);
    let at = |s: f64| t0 + Duration::from_secs_f64(s);
    for k in 0..8 {
        let _ = q.update(quiz::Message::TapDown(at(1.15 + f64::from(k))), &en);
        let _ = q.update(quiz::Message::TapUp(at(1.3 + f64::from(k))), &en);
    }
    // Measured half a beat after the last click (at 8 s): 8.5 s.
    assert_eq!(
        q.update(quiz::Message::TapTick(at(8.4)), &en),
        quiz::Action::None
    );
    assert_eq!(
        q.update(quiz::Message::TapTick(at(8.5)), &en),
        quiz::Action::Calibrated(150)
    );
    assert!(quiz_shows(
        &q,
        "Your taps arrive 150 ms after the clicks: that is now taken away from every tap."
    ));
    // Two crotchets at 60 (seed 7) tapped 150 ms late throughout, beyond the 120 ms
    // window: wrong as they come, right once the 150 ms kept is taken away.
    for (offset_ms, score) in [(0, 0), (150, 1)] {
        let mut q = tap_round("", offset_ms, 7);
        let t1 = Instant::now();
        // From when the sound begins, the lead after the press.
        let lead = musical_dominoes::ui::screen::tap::lead();
        let at = |s: f64| t1 + lead + Duration::from_secs_f64(s);
        let _ = q.update(quiz::Message::TapDown(t1), &en);
        for (down, up) in [(4.15, 5.05), (5.15, 6.05)] {
            let _ = q.update(quiz::Message::TapDown(at(down)), &en);
            let _ = q.update(quiz::Message::TapUp(at(up)), &en);
        }
        let _ = q.update(quiz::Message::TapTick(at(6.5)), &en);
        assert_eq!(q.round().unwrap().score(), score, "offset {offset_ms} ms");
    }
}

#[test]
fn a_new_pupil_taps_one_tablet_at_a_time_until_their_boxes_say_more() {
    use musical_dominoes::i18n::Localizer;
    let en = Localizer::new("en-GB");
    // A named pupil with no progress yet has every card in box 1 (an item never asked counts
    // as box 1), and a box-1 rhythm is one tablet: two notes. Before, the missing boxes fell
    // back to the nameless draw of one to four tablets. Four rounds (seeds 7 to 10: back to
    // the set-up before answering, so still no progress), five questions each.
    let mut q = tap_round("Nell", 0, 7);
    for round in 0..4 {
        if round > 0 {
            let _ = q.update(quiz::Message::ToSetup, &en);
            let _ = q.update(quiz::Message::Start, &en);
        }
        assert!(q.progress().pupil("Nell").is_none(), "no progress yet");
        let r = q.round().expect("a round");
        assert_eq!(r.len(), 5);
        for question in r.questions() {
            assert_eq!(question.kind, Kind::Tap);
            assert_eq!(
                question.notes.len(),
                2,
                "round {round}: {:?}",
                question.notes
            );
        }
    }
}

#[test]
fn without_sound_tapping_is_named_as_left_out_and_cannot_be_calibrated() {
    use iced::time::Duration;
    use musical_dominoes::i18n::Localizer;
    use musical_dominoes::storage::progress::ProgressFile;
    let en = Localizer::new("en-GB");
    let mut q = quiz::Quiz::new(&en, ProgressFile::default(), 7);
    q.set_can_hear(false);
    for k in Kind::ALL {
        let _ = q.update(quiz::Message::Kind(k, k == Kind::Tap), &en);
    }
    // Tapping alone, ticked: the note says it is left out, and why nothing can start.
    assert!(quiz_shows(
        &q,
        "No sound can be heard here (no output found, or sound is off in Settings): listening and tapping questions are left out."
    ));
    let _ = q.update(quiz::Message::Start, &en);
    assert_eq!(q.stage(), quiz::Stage::Setup);
    // Calibration is not offered: the reason instead, and the message does nothing.
    assert!(quiz_shows(
        &q,
        "Calibrating needs sound: you tap along with clicks."
    ));
    let _ = q.update(quiz::Message::Calibrate, &en);
    assert_eq!(q.stage(), quiz::Stage::Setup);

    // Sound lost half-way through a calibration: back to the set-up, and taps 400 ms after
    // clicks nobody heard (at 60, the first a beat after the press) save nothing.
    q.set_can_hear(true);
    let t0 = begin_calibration(&mut q, &en);
    let at = |s: f64| t0 + Duration::from_secs_f64(s);
    q.set_can_hear(false);
    assert_eq!(q.stage(), quiz::Stage::Setup);
    assert!(!q.needs_tap_ticks());
    for k in 0..8 {
        let k = f64::from(k);
        assert_eq!(
            q.update(quiz::Message::TapDown(at(1.4 + k)), &en),
            quiz::Action::None
        );
        let _ = q.update(quiz::Message::TapUp(at(1.5 + k)), &en);
    }
    assert_eq!(
        q.update(quiz::Message::TapTick(at(8.5)), &en),
        quiz::Action::None
    );
    assert_eq!(q.tap_offset_ms(), 0);
}

#[test]
fn in_the_least_window_a_tapped_rhythm_of_four_tablets_shows_its_picture_legend_and_verdict() {
    // A fresh tester at a 1024 × 768 projector (the least window, 1024 × 700): four
    // tablets tapped with every note wrong, one sentence each. The legend under the picture
    // and every sentence of the verdict stand whole in view, without scrolling.
    use iced::time::{Duration, Instant};
    use musical_dominoes::i18n::Localizer;
    let en = Localizer::new("en-GB");
    // The nameless pupil's draw is one to four tablets: the first seed whose first
    // question is four (eight notes).
    let mut q = (0..200)
        .map(|seed| tap_round("", 0, seed))
        .find(|q| q.tapping().is_some_and(|t| t.notes.len() == 8))
        .expect("a rhythm of four tablets");
    let (notes, bpm) = {
        let t = q.tapping().unwrap();
        (t.notes.clone(), t.bpm)
    };
    // From when the sound begins, the lead after the press.
    let lead = musical_dominoes::ui::screen::tap::lead();
    let at = |t0: Instant, s: f64| t0 + lead + Duration::from_secs_f64(s);
    let t0 = Instant::now();
    let _ = q.update(quiz::Message::TapDown(t0), &en);
    let _ = q.update(quiz::Message::TapUp(at(t0, 0.1)), &en);
    let count_in = q.tapping().unwrap().count_in().as_secs_f64();
    // The odd notes pressed on time and let go at half their length (short); the even ones
    // not tapped.
    let mut onset = count_in;
    for (i, n) in notes.iter().enumerate() {
        let len = n.seconds(bpm);
        if i % 2 == 0 {
            let _ = q.update(quiz::Message::TapDown(at(t0, onset)), &en);
            let _ = q.update(quiz::Message::TapTick(at(t0, onset + 0.01)), &en);
            let _ = q.update(quiz::Message::TapUp(at(t0, onset + len / 2.0)), &en);
        }
        onset += len;
    }
    let _ = q.update(quiz::Message::TapTick(at(t0, onset + 5.0)), &en);
    let t = q.tapping().unwrap();
    let v = t.verdict.clone().expect("graded");
    assert_eq!(v.notes_right(), 0);
    let words = musical_dominoes::ui::screen::tap::verdict_words(&v, &en);
    assert_eq!(words.len(), 9, "{words:?}");

    let palette = musical_dominoes::ui::theme::Look::Baize.palette();
    let (w, h) = (1024.0, 700.0);
    let mut ui = iced_test::Simulator::with_size(
        musical_dominoes::ui::iced_settings(),
        iced::Size::new(w, h),
        q.view(&en, palette),
    );
    let mut shown = vec![
        words.join(" "),
        en.t("quiz-tap-legend"),
        en.t("quiz-tap-first-counts"),
    ];
    shown.dedup();
    for words in &shown {
        common::assert_whole(&mut ui, words, (w, h), "the tap verdict");
    }
}

#[test]
fn in_the_least_window_the_longest_verdict_of_every_language_fits() {
    // The longest verdict a pupil can be given, in each of the six languages, at 1024 × 700:
    // four tablets (eight notes), every note begun off its onset (too soon, or too late: each
    // language's longer sentence) and let go too soon (two sentences a note: a press held
    // too long would run into the next note's press), then two extra presses after the
    // rhythm. The picture's legend and every sentence stand whole in view.
    use iced::time::{Duration, Instant};
    use musical_dominoes::i18n::Localizer;
    use musical_dominoes::quiz::tap::{Hold, Timing, onset_window};
    let seed = (0..200)
        .find(|&seed| {
            tap_round("", 0, seed)
                .tapping()
                .is_some_and(|t| t.notes.len() == 8)
        })
        .expect("a rhythm of four tablets");
    let lead = musical_dominoes::ui::screen::tap::lead();
    for lang in ["en-GB", "en-US", "de", "fr", "es", "it"] {
        let i18n = Localizer::new(lang);
        let verdict = |early: bool| {
            let mut q = tap_round_in(lang, "", 0, seed);
            let (notes, bpm) = {
                let t = q.tapping().unwrap();
                (t.notes.clone(), t.bpm)
            };
            let t0 = Instant::now();
            let at = |s: f64| t0 + lead + Duration::from_secs_f64(s);
            let _ = q.update(quiz::Message::TapDown(t0), &i18n);
            let _ = q.update(quiz::Message::TapUp(at(0.05)), &i18n);
            let count_in = q.tapping().unwrap().count_in().as_secs_f64();
            let beat = 60.0 / f64::from(bpm);
            let (mut onset, mut before) = (count_in, beat);
            for n in &notes {
                let len = n.seconds(bpm);
                // Halfway between the window's edge and half the shorter of this note and
                // the one before: off, yet nearer this note's onset than any other.
                let off = (onset_window(bpm, before, len) + before.min(len) / 2.0) / 2.0;
                let down = if early { onset - off } else { onset + off };
                let _ = q.update(quiz::Message::TapDown(at(down)), &i18n);
                let _ = q.update(quiz::Message::TapUp(at(down + 0.37 * len)), &i18n);
                onset += len;
                before = len;
            }
            for extra in [0.1, 0.3] {
                let _ = q.update(quiz::Message::TapDown(at(onset + extra)), &i18n);
                let _ = q.update(quiz::Message::TapUp(at(onset + extra + 0.05)), &i18n);
            }
            let _ = q.update(quiz::Message::TapTick(at(onset + 5.0)), &i18n);
            let v = q.tapping().unwrap().verdict.clone().expect("graded");
            let timing = if early { Timing::Early } else { Timing::Late };
            assert!(
                v.notes
                    .iter()
                    .all(|n| n.timing == timing && n.hold == Hold::Short),
                "{v:?}"
            );
            assert_eq!(v.extra.len(), 2);
            let words = musical_dominoes::ui::screen::tap::verdict_words(&v, &i18n);
            // Past four sentences about notes, a brief line a note: the count, the eight
            // notes, the extra presses.
            assert_eq!(words.len(), 10, "{words:?}");
            (q, words.join(" "))
        };
        let (early, late) = (verdict(true), verdict(false));
        let (q, words) = if early.1.len() >= late.1.len() {
            early
        } else {
            late
        };
        let palette = musical_dominoes::ui::theme::Look::Baize.palette();
        let (w, h) = (1024.0, 700.0);
        let mut ui = iced_test::Simulator::with_size(
            musical_dominoes::ui::iced_settings(),
            iced::Size::new(w, h),
            q.view(&i18n, palette),
        );
        for words in [words, i18n.t("quiz-tap-legend")] {
            let found = ui
                .find(words.as_str())
                .unwrap_or_else(|_| panic!("{lang}: not shown: {words}"));
            let whole = found.bounds();
            let b = found
                .visible_bounds()
                .unwrap_or_else(|| panic!("{lang}: out of view: {words}"));
            let cut = (b.height - whole.height).abs() > 0.5 || (b.width - whole.width).abs() > 0.5;
            assert!(!cut, "{lang}: {words} is cut: {b:?} of {whole:?}");
            assert!(
                b.y >= 0.0 && b.y + b.height <= h && b.x >= 0.0 && b.x + b.width <= w,
                "{lang}: {words}: {b:?}"
            );
        }
    }
}
