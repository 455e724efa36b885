//! Settings and the match in progress survive a restart; bad files are set aside with a notice
//! and never crash the app (RULES of the "saved games" issue).

mod common;

use musical_dominoes::ai::Level;
use musical_dominoes::engine::{Rules, Variant};
use musical_dominoes::storage::Folders;
use musical_dominoes::ui::screen::game::{self, Player, SeatSetup, Setup};
use musical_dominoes::ui::screen::{home, settings};
use musical_dominoes::ui::theme::Look;
use musical_dominoes::ui::{App, Message, Screen, Start};
use proptest::prelude::*;

fn folders(dir: &std::path::Path) -> Folders {
    Folders {
        config: dir.join("config"),
        data: dir.join("data"),
    }
}

fn boot(f: &Folders, play: Option<Setup>) -> App {
    App::new(Start {
        play,
        screenshot: None,
        lang: Some("en-GB".into()),
        folders: Some(f.clone()),
        sound: false,
        quiz_seed: Some(1),
        open_quiz: false,
    })
    .0
}

fn setup() -> Setup {
    Setup {
        rules: Rules::standard(Variant::AllFivesDraw, 2).unwrap(),
        seats: vec![
            SeatSetup {
                name: "Ada".into(),
                player: Player::Human,
            },
            SeatSetup {
                name: "Ben".into(),
                player: Player::Computer(Level::Club),
            },
        ],
        seed: 99,
    }
}

fn step(app: &mut App) {
    while let Some(m) = app.game().and_then(|g| g.computer_message()) {
        let _ = app.update(Message::Game(m));
    }
    if let Some(mv) = app.game().and_then(|g| g.human_moves().first().copied()) {
        let _ = app.update(Message::Game(game::Message::Choose(mv)));
    }
}

#[test]
fn continue_resumes_the_match_on_the_same_turn_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    let mut app = boot(&f, Some(setup()));
    for _ in 0..4 {
        step(&mut app);
    }
    app.flush();
    let before = app.game().unwrap().game().clone();
    // The status line names the last move ("Ben played … on the left").
    let last = before.round().history().last().copied().unwrap();
    let words = game::move_words(
        app.i18n(),
        ["Ada", "Ben"][usize::from(last.seat)],
        last.mv,
        before.rules().face(),
    );
    assert!(common::shows(&app, &words), "{words}");
    drop(app);

    let mut again = boot(&f, None);
    assert!(again.notices().is_empty(), "{:?}", again.notices());
    assert_eq!(again.screen(), Screen::Home);
    let _ = again.update(Message::Home(home::Message::Continue));
    assert_eq!(again.screen(), Screen::Game);
    let g = again.game().unwrap();
    assert_eq!(g.seats()[0].name, "Ada");
    let after = g.game();
    assert_eq!(after.round().line(), before.round().line());
    assert_eq!(after.round().to_move(), before.round().to_move());
    assert_eq!(after.scores(), before.scores());
    for seat in 0..2 {
        assert_eq!(after.round().hand(seat), before.round().hand(seat));
    }
    // And after the restart, it still does.
    assert!(common::shows(&again, &words), "{words}");
    drop(again);

    // Closed after the computer's reply: the line names Ada's move and what followed (up to
    // three moves), after the restart as before it.
    let mut app = boot(&f, None);
    let _ = app.update(Message::Home(home::Message::Continue));
    step(&mut app);
    while let Some(m) = app.game().and_then(|g| g.computer_message()) {
        let _ = app.update(Message::Game(m));
    }
    let g = app.game().unwrap().game().clone();
    let history = g.round().history();
    let ada = history.iter().rposition(|a| a.seat == 0).unwrap();
    let since: Vec<String> = history[ada.max(history.len().saturating_sub(3))..]
        .iter()
        .map(|a| {
            game::move_words(
                app.i18n(),
                ["Ada", "Ben"][usize::from(a.seat)],
                a.mv,
                g.rules().face(),
            )
        })
        .collect();
    drop(app);
    let mut again = boot(&f, None);
    let _ = again.update(Message::Home(home::Message::Continue));
    // (Seed 99: the round goes on, and Ben's reply follows Ada's move.)
    assert!(
        g.round().outcome().is_none() && since.len() > 1,
        "{since:?}"
    );
    let line = since.join(" · ");
    assert!(common::shows(&again, &line), "{line}");
}

#[test]
fn a_game_opened_by_play_is_not_saved_over_the_match_in_progress() {
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    let mut app = boot(&f, Some(setup()));
    for _ in 0..4 {
        step(&mut app);
    }
    drop(app);
    let saved = std::fs::read(f.current_game()).unwrap();
    // `play` opens another game (another seed) on top: it is played, but not saved over the
    // match kept for Continue, and the side panel says so.
    let mut other = setup();
    other.seed = 7;
    let mut app = boot(&f, Some(other));
    assert!(
        app.notices()
            .iter()
            .any(|n| n.starts_with("The match you had in progress is kept for Continue")),
        "{:?}",
        app.notices()
    );
    step(&mut app);
    step(&mut app);
    drop(app);
    assert_eq!(std::fs::read(f.current_game()).unwrap(), saved);
    // Without a saved match, a game opened by play is saved as any other.
    std::fs::remove_file(f.current_game()).unwrap();
    let mut app = boot(&f, Some(setup()));
    step(&mut app);
    drop(app);
    assert!(f.current_game().is_file());
}

#[test]
fn settings_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    let mut app = boot(&f, None);
    let _ = app.update(Message::Settings(settings::Message::Size(150)));
    app.flush();
    let again = boot(&f, None);
    assert_eq!(again.scale_factor(), 1.5);
}

#[test]
fn a_damaged_saved_game_is_set_aside_with_a_notice() {
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    std::fs::create_dir_all(&f.data).unwrap();
    let path = f.current_game();
    std::fs::write(&path, b"{\"format\": 1, \"variant\": \"musical\", \"play").unwrap();
    let mut app = boot(&f, None);
    assert!(app.game().is_none());
    assert_eq!(app.notices().len(), 1);
    assert!(app.notices()[0].contains("current-game.json could not be used"));
    assert!(!path.exists());
    // Read after a change of language, it is in the new one.
    let _ = app.update(Message::Settings(settings::Message::Language(Some("de"))));
    assert!(
        app.notices()[0].starts_with(
            "current-game.json konnte nicht verwendet werden (sie ist beschädigt oder \
             abgeschnitten"
        ),
        "{:?}",
        app.notices()
    );
    let kept: Vec<_> = std::fs::read_dir(&f.data).unwrap().collect();
    assert_eq!(kept.len(), 1, "the damaged file is kept aside");
}

#[test]
fn the_notice_is_a_card_over_home_whose_closing_moves_no_button() {
    // A banner above Home pushed the buttons down, and dismissing it let them jump up under
    // the pointer (by about 85 px at 1024 × 768). As a card over Home, nothing under it moves.
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    std::fs::create_dir_all(&f.data).unwrap();
    std::fs::write(f.current_game(), b"{\"format\": 1, \"play").unwrap();
    let mut app = boot(&f, None);
    assert_eq!(app.notices().len(), 1);
    let size = iced::Size::new(1024.0, 768.0);
    let where_is = |app: &App, words: &str| {
        let mut ui = iced_test::Simulator::with_size(
            musical_dominoes::ui::iced_settings(),
            size,
            app.view(),
        );
        ui.find(words).map(|found| found.bounds()).ok()
    };
    let before = where_is(&app, "New game").expect("Home is under the card");
    let quiz_before = where_is(&app, "Quiz").expect("Home is under the card");
    assert!(where_is(&app, "OK").is_some());
    // While the card is up, a click on Home reaches nothing.
    let mut ui =
        iced_test::Simulator::with_size(musical_dominoes::ui::iced_settings(), size, app.view());
    ui.click("New game").expect("the words are there");
    assert_eq!(ui.into_messages().count(), 0, "the card takes the click");
    // Enter closes the card, as OK does, and opens nothing.
    let _ = app.update(Message::Key(iced::keyboard::Key::Named(
        iced::keyboard::key::Named::Enter,
    )));
    assert!(app.notices().is_empty());
    assert_eq!(app.screen(), Screen::Home);
    assert!(where_is(&app, "OK").is_none());
    assert_eq!(where_is(&app, "New game"), Some(before));
    assert_eq!(where_is(&app, "Quiz"), Some(quiz_before));
}

#[test]
fn the_start_s_notices_stand_in_a_card_over_a_game_opened_by_play() {
    // `play` opens straight into a game: the notices about the start's bad files are shown
    // there as on Home, each of them (the side panel had room for the last alone, and its
    // growing took 34 px off the board), and closing them moves nothing.
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    std::fs::create_dir_all(&f.data).unwrap();
    std::fs::create_dir_all(&f.config).unwrap();
    std::fs::write(f.settings(), b"not json").unwrap();
    std::fs::write(f.current_game(), b"{\"format\": 1, \"play").unwrap();
    let mut app = boot(&f, Some(setup()));
    assert_eq!(app.screen(), Screen::Game);
    assert_eq!(app.notices().len(), 2, "{:?}", app.notices());
    fn sim(app: &App) -> iced_test::Simulator<'_, Message> {
        let size = iced::Size::new(1280.0, 800.0);
        iced_test::Simulator::with_size(musical_dominoes::ui::iced_settings(), size, app.view())
    }
    for n in app.notices().to_vec() {
        assert!(sim(&app).find(n.as_str()).is_ok(), "{n} is shown");
    }
    assert!(sim(&app).find("OK").is_ok());
    let board = |app: &App| {
        sim(app)
            .find(iced_test::selector::id("board"))
            .map(|b| b.bounds())
            .ok()
    };
    let before = board(&app).expect("the game is under the card");
    // A key other than Enter or Escape reaches nothing under the card.
    let moves = app.game().unwrap().game().moves_made();
    let _ = app.update(Message::Key(iced::keyboard::Key::Character("1".into())));
    assert_eq!(app.game().unwrap().game().moves_made(), moves);
    assert_eq!(app.notices().len(), 2);
    let _ = app.update(Message::Key(iced::keyboard::Key::Named(
        iced::keyboard::key::Named::Escape,
    )));
    assert!(app.notices().is_empty());
    assert!(sim(&app).find("OK").is_err());
    assert_eq!(board(&app), Some(before));
}

#[test]
fn a_damaged_file_is_told_in_the_user_s_language_with_where_it_stops() {
    // Not "EOF while parsing …" in English inside a German sentence: the reason is German
    // too, and says where reading stopped (line 1, column 13: the end of `{"format": 1,`).
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    std::fs::create_dir_all(&f.data).unwrap();
    std::fs::write(f.current_game(), b"{\"format\": 1,").unwrap();
    let app = App::new(Start {
        play: None,
        screenshot: None,
        lang: Some("de".into()),
        folders: Some(f.clone()),
        sound: false,
        quiz_seed: Some(1),
        open_quiz: false,
    })
    .0;
    let n = app.notices()[0].clone();
    assert!(
        n.starts_with(
            "current-game.json konnte nicht verwendet werden (sie ist beschädigt oder \
             abgeschnitten, in Zeile 1, Spalte 13)."
        ),
        "{n}"
    );
    assert!(!n.contains("EOF"), "{n}");
}

#[test]
fn a_saved_game_that_does_not_replay_is_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    std::fs::create_dir_all(&f.data).unwrap();
    let rec = r#"{"format":1,"variant":"block","players":2,"rounds":[{"hands":[["6-6"],["5-5"]],"moves":[]}],"seats":[]}"#;
    std::fs::write(f.current_game(), rec).unwrap();
    let app = boot(&f, None);
    assert!(app.game().is_none());
    assert!(
        app.notices()[0].contains("does not replay"),
        "{}",
        app.notices()[0]
    );
}

#[test]
fn hand_edited_settings_out_of_range_are_brought_into_range() {
    use musical_dominoes::ui::persist::load_settings;
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    std::fs::create_dir_all(&f.config).unwrap();
    std::fs::write(
        f.settings(),
        br#"{"version": 1, "language": "xx-ZZ", "ui": {"size_percent": 5000,
            "computer_pause_ms": 4000000000, "sound": {"bpm": 100000, "volume": 7.5}}}"#,
    )
    .unwrap();
    let loaded = load_settings(&f);
    assert!(loaded.problem.is_none());
    let s = loaded.value;
    // The Settings screen's ranges: size 100–200 %, pause up to 3 s, tempo 30–200, volume 0–1.
    assert_eq!(s.ui.size_percent, 200);
    assert_eq!(s.ui.computer_pause_ms, 3000);
    assert_eq!(s.ui.sound.bpm, 200);
    assert_eq!(s.ui.sound.volume, 1.0);
    assert_eq!(s.language, None);
    std::fs::write(
        f.settings(),
        br#"{"version": 1, "ui": {"size_percent": 1, "sound": {"bpm": 2}}}"#,
    )
    .unwrap();
    let s = load_settings(&f).value;
    assert_eq!((s.ui.size_percent, s.ui.sound.bpm), (100, 30));
    assert_eq!(boot(&f, None).scale_factor(), 1.0);
}

#[test]
fn one_bad_value_of_the_new_game_choices_costs_only_itself() {
    use musical_dominoes::ui::persist::load_settings;
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    std::fs::create_dir_all(&f.config).unwrap();
    // The target as a number, where the screen keeps what was typed (a string): the game and
    // the seats' names stay.
    let text = br#"{"version": 1, "new_game": {"game": "block", "players": 2, "target": 5,
        "seats": [{"name": "Zed", "player": "human"}, {"name": "Yan", "player": "human"}]}}"#;
    std::fs::write(f.settings(), text).unwrap();
    let loaded = load_settings(&f);
    let choices = loaded.value.new_game.expect("the choices are kept");
    assert_eq!((choices.game.as_str(), choices.players), ("block", 2));
    assert_eq!(choices.seats[0].name, "Zed");
    assert_eq!(choices.seats[1].name, "Yan");
    assert_eq!(
        loaded.problem.expect("the user is told").reason(),
        "new_game.target"
    );
}

#[test]
fn one_bad_setting_costs_only_itself_and_the_file_is_kept() {
    use musical_dominoes::ui::persist::load_settings;
    use musical_dominoes::ui::theme::Look;
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    std::fs::create_dir_all(&f.config).unwrap();
    // Two values of the wrong kind (a look the app does not have, a volume in words) among
    // three good ones.
    let text = br#"{"version": 1, "language": "de", "ui": {"size_percent": 150, "look": "neon",
        "sound": {"volume": "loud", "bpm": 90}}}"#;
    std::fs::write(f.settings(), text).unwrap();
    let loaded = load_settings(&f);
    let s = loaded.value;
    assert_eq!(s.language.as_deref(), Some("de"));
    assert_eq!((s.ui.size_percent, s.ui.sound.bpm), (150, 90));
    assert_eq!(s.ui.look, Look::Baize, "the default look");
    assert_eq!(s.ui.sound.volume, 0.8, "the default volume");
    let p = loaded.problem.expect("the user is told");
    assert!(p.partial);
    assert_eq!(p.reason(), "ui.look, ui.sound.volume");
    let kept = p.moved_to.expect("the file as it was is kept");
    assert_eq!(std::fs::read(kept).unwrap(), text);
    // What was kept is written back at once: the next start finds the good values and
    // nothing to tell, even if nothing was changed in between.
    let again = load_settings(&f);
    assert_eq!(again.problem, None);
    assert_eq!(again.value, s);
    // The app starts with the good values and says which settings went back.
    std::fs::write(f.settings(), text).unwrap();
    let app = boot(&f, None);
    assert_eq!(app.scale_factor(), 1.5);
    // In the words of the settings screen, not the file's keys.
    assert!(
        app.notices()[0].contains("(look, sound)"),
        "{}",
        app.notices()[0]
    );
}

#[test]
fn a_settings_file_that_is_not_an_object_is_set_aside_whole() {
    use musical_dominoes::ui::persist::load_settings;
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    std::fs::create_dir_all(&f.config).unwrap();
    // serde would read this array as the settings' fields in order; it is not what the app
    // writes.
    std::fs::write(f.settings(), br#"[1, "de"]"#).unwrap();
    let loaded = load_settings(&f);
    assert_eq!(loaded.value.language, None);
    let p = loaded.problem.expect("the user is told");
    assert!(!p.partial);
    assert!(p.reason().contains("not the object"), "{}", p.reason());
}

#[test]
fn a_newer_settings_file_is_set_aside_not_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    std::fs::create_dir_all(&f.config).unwrap();
    std::fs::write(f.settings(), b"{\"version\": 7, \"ui\": {}}").unwrap();
    let app = boot(&f, None);
    assert!(
        app.notices()[0].contains("newer version"),
        "{}",
        app.notices()[0]
    );
    let aside = std::fs::read_dir(&f.config)
        .unwrap()
        .filter_map(Result::ok)
        .find(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("settings.json.bad-")
        })
        .expect("kept aside");
    assert_eq!(
        std::fs::read(aside.path()).unwrap(),
        b"{\"version\": 7, \"ui\": {}}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_bytes_in_either_file_never_crash_the_app(
        settings_bytes in proptest::collection::vec(any::<u8>(), 0..300),
        game_bytes in proptest::collection::vec(any::<u8>(), 0..300),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let f = folders(dir.path());
        std::fs::create_dir_all(&f.config).unwrap();
        std::fs::create_dir_all(&f.data).unwrap();
        std::fs::write(f.settings(), &settings_bytes).unwrap();
        std::fs::write(f.current_game(), &game_bytes).unwrap();
        let app = boot(&f, None);
        // Random bytes are never a valid game: it is set aside, and Home still works.
        prop_assert!(app.game().is_none());
        prop_assert!(!f.current_game().exists());
        let _ = app.view();
    }
}

#[test]
fn the_language_changes_at_once_and_is_kept() {
    use musical_dominoes::music::NoteValue;
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    let mut app = boot(&f, None);
    assert_eq!(app.i18n().note_name(NoteValue::Crotchet), "crotchet");
    let _ = app.update(Message::Settings(settings::Message::Language(Some(
        "en-US",
    ))));
    assert_eq!(app.i18n().note_name(NoteValue::Crotchet), "quarter note");
    app.flush();
    // A restart without a language given keeps the choice.
    let again = App::new(Start {
        folders: Some(f.clone()),
        ..Start::default()
    })
    .0;
    assert_eq!(again.i18n().lang(), "en-US");
}

#[test]
fn a_language_given_for_one_run_shows_as_chosen_and_is_not_kept() {
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    let start = |lang: Option<&str>| {
        App::new(Start {
            lang: lang.map(str::to_string),
            folders: Some(f.clone()),
            ..Start::default()
        })
        .0
    };
    // Saved: American English.
    let mut app = start(None);
    let _ = app.update(Message::Settings(settings::Message::Language(Some(
        "en-US",
    ))));
    app.flush();
    // `--lang de` for one run: Settings shows Deutsch as chosen, not the saved choice.
    let mut app = start(Some("de"));
    assert_eq!(app.chosen_language(), Some("de"));
    // Picking "the system's" in Settings is a choice like any other, and is kept.
    let _ = app.update(Message::Settings(settings::Message::Language(None)));
    assert_eq!(app.chosen_language(), None);
    app.flush();
    assert_eq!(start(None).chosen_language(), None);
    // A run with `--lang` saves nothing of it: the saved choice stays as it was.
    let mut app = start(Some("fr"));
    let _ = app.update(Message::Settings(settings::Message::Look(
        Look::HighContrast,
    )));
    app.flush();
    assert_eq!(start(None).chosen_language(), None);
}

#[test]
fn a_save_that_fails_is_told_not_lost_in_silence() {
    let dir = tempfile::tempdir().unwrap();
    // The data folder is a file: every save of the game fails.
    let f = folders(dir.path());
    std::fs::write(&f.data, b"not a folder").unwrap();
    let mut app = boot(&f, Some(setup()));
    step(&mut app);
    app.flush();
    // The next message reads the writer's errors and tells the user.
    let _ = app.update(Message::Game(game::Message::ToggleOpen));
    assert!(
        app.notices().iter().any(|n| n.starts_with("Could not save")
            && n.contains("a file stands where the folder")
            && !n.contains("os error")),
        "{:?}",
        app.notices()
    );
}

#[test]
fn quitting_with_a_match_that_cannot_be_saved_warns_once_before_leaving() {
    let dir = tempfile::tempdir().unwrap();
    // The data folder is a file: every save of the game fails.
    let f = folders(dir.path());
    std::fs::write(&f.data, b"not a folder").unwrap();
    let mut app = boot(&f, Some(setup()));
    step(&mut app);
    step(&mut app);
    let _ = app.update(Message::Game(game::Message::Home));
    let _ = app.update(Message::Home(home::Message::Quit));
    let warned = |app: &App| {
        app.notices()
            .iter()
            .filter(|n| n.starts_with("The match in progress could not be saved"))
            .count()
    };
    assert_eq!(warned(&app), 1, "{:?}", app.notices());
    assert!(common::shows(&app, "Quit"), "still on Home");
    // Each move's failed save is told once, not once a move.
    let failed = app
        .notices()
        .iter()
        .filter(|n| n.starts_with("Could not save"))
        .count();
    assert_eq!(failed, 1, "{:?}", app.notices());
    // The disk mended before the second Quit: that Quit saves the match, then leaves
    // without another word.
    std::fs::remove_file(&f.data).unwrap();
    let _ = app.update(Message::Home(home::Message::Quit));
    assert_eq!(warned(&app), 1);
    assert!(f.current_game().is_file(), "saved at the second Quit");
}

#[test]
fn a_settings_file_that_is_a_named_pipe_is_set_aside_and_the_app_starts() {
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    std::fs::create_dir_all(&f.config).unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(f.settings())
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    // Opening a pipe with no writer waits for ever: read on a thread, so that the test fails
    // rather than hangs if the app ever opens it.
    let (tx, rx) = std::sync::mpsc::channel();
    let settings = f.clone();
    std::thread::spawn(move || {
        let _ = tx.send(musical_dominoes::ui::persist::load_settings(&settings));
    });
    let loaded = rx
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("the settings are read without waiting on the pipe");
    let p = loaded.problem.expect("the user is told");
    assert!(
        p.reason().contains("not an ordinary file"),
        "{}",
        p.reason()
    );
    assert!(
        p.moved_to.is_some_and(|to| to.exists()),
        "the pipe is set aside"
    );
    assert!(!f.settings().exists());
}

#[test]
fn a_large_settings_file_with_one_bad_value_keeps_every_good_one() {
    use musical_dominoes::ui::persist::load_settings;
    use musical_dominoes::ui::theme::Look;
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    std::fs::create_dir_all(&f.config).unwrap();
    // 5,000 keys the app does not know, a good look and a bad size among them.
    let mut text = String::from(r#"{"version": 1, "ui": {"look": "dark", "size_percent": "big"}"#);
    for i in 0..5000 {
        text.push_str(&format!(r#", "k{i}": {i}"#));
    }
    text.push('}');
    std::fs::write(f.settings(), &text).unwrap();
    let loaded = load_settings(&f);
    assert_eq!(loaded.value.ui.look, Look::Dark);
    assert_eq!(loaded.value.ui.size_percent, 100, "the default size");
    assert_eq!(loaded.problem.expect("told").reason(), "ui.size_percent");
}

#[test]
fn a_name_lengthened_by_hand_in_the_saved_game_is_shortened_on_continue() {
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    let mut app = boot(&f, Some(setup()));
    step(&mut app);
    app.flush();
    // Ada becomes 5,000 letters long in the file.
    let text = std::fs::read_to_string(f.current_game()).unwrap();
    assert!(text.contains("\"Ada\""), "{text}");
    let long = "A".repeat(5000);
    std::fs::write(
        f.current_game(),
        text.replace("\"Ada\"", &format!("\"{long}\"")),
    )
    .unwrap();
    let again = boot(&f, None);
    let g = again.game().expect("the match continues");
    assert_eq!(g.seats()[0].name, "A".repeat(game::NAME_MAX_CHARS));
    assert_eq!(g.seats()[1].name, "Ben");
}

#[test]
fn the_new_game_screen_offers_the_game_last_started_at_the_next_run() {
    use musical_dominoes::ui::screen::new_game::{self, Choice};
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    let mut app = boot(&f, None);
    let _ = app.update(Message::Home(home::Message::NewGame));
    for m in [
        new_game::Message::Variant(Choice::Plain(Variant::Draw)),
        new_game::Message::Players(3),
        new_game::Message::Name(0, "Maisie".into()),
        new_game::Message::Player(1, Player::Computer(Level::Beginner)),
        new_game::Message::Target("150".into()),
        new_game::Message::EndScoring(musical_dominoes::engine::EndScoring::Difference),
        new_game::Message::Start,
    ] {
        let _ = app.update(Message::NewGame(m));
    }
    assert_eq!(app.screen(), Screen::Game);
    app.flush();
    drop(app);
    // The next run, before any game: the New game screen holds the same choices.
    let mut again = boot(&f, None);
    let _ = again.update(Message::Home(home::Message::NewGame));
    let _ = again.update(Message::NewGame(new_game::Message::Start));
    let g = again.game().expect("a match started");
    let rules = g.game().rules();
    assert_eq!(
        (rules.variant, rules.players, rules.target),
        (Variant::Draw, 3, 150)
    );
    assert_eq!(
        rules.end_scoring,
        musical_dominoes::engine::EndScoring::Difference
    );
    let seats = g.setup().seats.clone();
    assert_eq!(seats[0].name, "Maisie");
    assert_eq!(seats[1].player, Player::Computer(Level::Beginner));
}

#[test]
fn a_bad_saved_new_game_choice_costs_only_itself() {
    let start_with = |new_game: &str| {
        let dir = tempfile::tempdir().unwrap();
        let f = folders(dir.path());
        std::fs::create_dir_all(&f.config).unwrap();
        std::fs::write(
            f.settings(),
            format!(r#"{{"version": 1, "new_game": {new_game}}}"#),
        )
        .unwrap();
        let mut app = boot(&f, None);
        let _ = app.update(Message::Home(home::Message::NewGame));
        let _ = app.update(Message::NewGame(
            musical_dominoes::ui::screen::new_game::Message::Start,
        ));
        let g = app.game().expect("a match");
        let rules = *g.game().rules();
        (rules, g.setup().seats.clone())
    };
    let seats = r#"[{"name": "Zoe", "player": "human"}, {"name": "Max", "player": {"computer": "beginner"}},
                    {"name": "Cleo", "player": "human"}, {"name": "Dan", "player": "human"}]"#;
    // Only the target is wrong: the game, the players and the names stay; the target is the
    // Drawing game's own.
    let (rules, kept) = start_with(&format!(
        r#"{{"game": "draw", "players": 3, "seats": {seats}, "target": "-5"}}"#
    ));
    assert_eq!((rules.variant, rules.players), (Variant::Draw, 3));
    assert_eq!(rules.target, Variant::Draw.default_target());
    assert_eq!(
        (kept[0].name.as_str(), kept[1].name.as_str()),
        ("Zoe", "Max")
    );
    assert_eq!(kept[1].player, Player::Computer(Level::Beginner));
    // Shark is for two: five players become two; no seats given keep the defaults.
    let (rules, kept) =
        start_with(r#"{"game": "shark", "players": 5, "seats": [], "target": "x"}"#);
    assert_eq!((rules.variant, rules.players), (Variant::Shark, 2));
    assert_eq!(kept[0].name, "Ada");
    // A game the screen does not offer: Musical Dominoes, with the rest as given.
    let (rules, kept) = start_with(&format!(
        r#"{{"game": "poker", "players": 2, "seats": {seats}, "target": "3"}}"#
    ));
    assert_eq!(
        (rules.variant, rules.players, rules.target),
        (Variant::Musical, 2, 3)
    );
    assert_eq!(kept[0].name, "Zoe");
}

#[test]
fn names_from_files_lose_control_characters_and_direction_marks() {
    use musical_dominoes::ui::screen::game::clean_name;
    // A bell and an escape sequence's escape, a line break, the marks that turn text right to
    // left: none of them can be drawn, and they would move or garble what is.
    assert_eq!(clean_name("c\u{7}\u{1b}[31mred"), "c[31mred");
    assert_eq!(clean_name("\u{202e}RTL\u{200f}mark"), "RTLmark");
    assert_eq!(clean_name("  Ada\n\tLovelace  "), "Ada Lovelace");
    assert_eq!(clean_name(&"x\n".repeat(5000)).chars().count(), 24);
    // Characters as a reader counts them: "é" written as e and a combining accent is one, so
    // 30 of them keep 24, each with its accent (48 code points).
    let accented = clean_name(&"e\u{301}".repeat(30));
    assert_eq!(accented, "e\u{301}".repeat(24));
    // A letter under 500 accents is one character to a reader, but drawn it runs down the
    // whole board: it keeps its first 2 accents, as many as a Vietnamese letter has.
    assert_eq!(
        clean_name(&format!("A{}B", "\u{301}".repeat(500))),
        "A\u{301}\u{301}B"
    );
    assert_eq!(clean_name("Nguye\u{302}\u{303}n"), "Nguye\u{302}\u{303}n");
    // A family of emoji joined (7 code points) is kept whole.
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}";
    assert_eq!(clean_name(family), family);
    // The New game screen offers the choices of an earlier run cleaned the same way.
    let dir = tempfile::tempdir().unwrap();
    let f = folders(dir.path());
    std::fs::create_dir_all(&f.config).unwrap();
    let seat = |name: &str| format!(r#"{{"name": "{name}", "player": "human"}}"#);
    let seats = [seat("Ada\\u0007"), seat("Ben"), seat("Cleo"), seat("Dan")].join(",");
    std::fs::write(
        f.settings(),
        format!(r#"{{"version": 1, "new_game": {{"game": "block", "players": 2, "seats": [{seats}], "target": "50"}}}}"#),
    )
    .unwrap();
    let mut app = boot(&f, None);
    let _ = app.update(Message::Home(home::Message::NewGame));
    let _ = app.update(Message::NewGame(
        musical_dominoes::ui::screen::new_game::Message::Start,
    ));
    assert_eq!(app.game().unwrap().setup().seats[0].name, "Ada");
}
