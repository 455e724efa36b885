//! Exporting a match as a game record from the game screen, replaying a record move by move
//! on the replay screen (forward, back, by rounds, by keys), a bad record told in plain words,
//! and the Rules screen — through iced_test's headless simulator. The simulator runs no tasks,
//! so a record is opened by feeding in the message its loading task would send.

mod common;
use common::{click, contains, sends, shows, sim};

use iced::keyboard;
use musical_dominoes::ai::Level;
use musical_dominoes::engine::{Record, Rules, Variant};
use musical_dominoes::storage::Folders;
use musical_dominoes::ui::screen::game::{Player, SeatSetup, Setup};
use musical_dominoes::ui::screen::{home, replay, rules};
use musical_dominoes::ui::{App, Message, Screen, Start, path_words};

fn folders(dir: &std::path::Path) -> Folders {
    Folders {
        config: dir.join("config"),
        data: dir.join("data"),
    }
}

fn boot(f: Option<Folders>, play: Option<Setup>) -> App {
    App::new(Start {
        play,
        screenshot: None,
        lang: Some("en-GB".into()),
        folders: f,
        sound: false,
        quiz_seed: Some(1),
        open_quiz: false,
    })
    .0
}

/// Two Beginner computers playing `variant` from `seed`.
fn computers(variant: Variant, seed: u64) -> Setup {
    Setup {
        rules: Rules::standard(variant, 2).expect("two players"),
        seats: ["Ada", "Ben"]
            .iter()
            .map(|n| SeatSetup {
                name: n.to_string(),
                player: Player::Computer(Level::Beginner),
            })
            .collect(),
        seed,
    }
}

#[test]
fn export_record_writes_the_match_so_far_into_the_records_folder() {
    let dir = tempfile::tempdir().expect("temp dir");
    let f = folders(dir.path());
    let mut setup = computers(Variant::Block, 3);
    setup.seats[0].name = "Nell".into();
    setup.seats[1].name = "Otto".into();
    let mut app = boot(Some(f.clone()), Some(setup));
    // Six moves: the round is still being played.
    for _ in 0..6 {
        let msg = app
            .game()
            .and_then(|g| g.computer_message())
            .expect("a move");
        let _ = app.update(Message::Game(msg));
    }
    assert!(app.game().unwrap().game().round().outcome().is_none());
    let played = app.game().expect("a game").game().round().line().len();
    assert!(played > 0, "the computers played");

    click(&mut app, "Export record");
    // Told only once it is written.
    assert!(shows(&app, "Saving the game record…"));
    app.flush();
    let _ = app.update(Message::Poll);

    let files = musical_dominoes::storage::list_json(&f.records(), 10);
    assert_eq!(files.len(), 1, "one record in {}", f.records().display());
    let name = files[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        name.starts_with("block ") && name.ends_with(".json"),
        "{name}"
    );
    // The side panel says where it went.
    assert!(shows(
        &app,
        &format!("Game record saved: {}", path_words(&files[0]))
    ));

    // The file is a valid record of the same round: same line, same hands.
    let text = std::fs::read_to_string(&files[0]).expect("readable");
    let record = Record::from_json(&text).expect("a record");
    let replayed = record.replay().expect("it replays");
    let shown = app.game().unwrap().game();
    assert_eq!(
        replayed.round().line().tiles(),
        shown.round().line().tiles()
    );
    assert_eq!(replayed.scores(), shown.scores());

    // It keeps the players' names, and Replay shows them.
    let (positions, names) = replay::read_record(&files[0]).expect("it replays");
    assert_eq!(names, Some(vec!["Nell".to_string(), "Otto".to_string()]));
    let _ = app.update(Message::Home(home::Message::Replay));
    let _ = app.update(Message::Replay(replay::Message::Loaded(
        files[0].clone(),
        Ok((positions, names)),
    )));
    assert!(shows(&app, "Nell") && shows(&app, "Otto"));
    // The list of exported games names the players beside each, with their scores.
    let listed = replay::list_records(&f.records());
    assert_eq!(
        listed[0].names.as_deref(),
        Some(&["Nell".to_string(), "Otto".to_string()][..])
    );
    let _ = app.update(Message::Replay(replay::Message::Close));
    let _ = app.update(Message::Replay(replay::Message::Listed(listed)));
    // With the scores where the record ends: mid-round, nobody has scored, the match goes on.
    assert!(shows(&app, "Nell 0, Otto 0 (unfinished)"));
}

/// The board's bounds on the screen as the app draws it now, at 1280 × 800.
fn board_bounds(app: &App) -> iced::Rectangle {
    sim(app)
        .find(iced_test::selector::id("board"))
        .expect("a board")
        .bounds()
}

#[test]
fn a_record_exported_at_a_round_s_end_leaves_the_line_as_the_round_left_it() {
    // The round's panel says where the record went. The side panel, behind it, keeps its
    // line: a long path wrapping there made the panel taller and the board shorter, and the
    // line was laid out again, smaller, behind the count and under "See the table".
    let dir = tempfile::tempdir().expect("temp dir");
    let f = folders(dir.path());
    let mut app = boot(Some(f.clone()), Some(computers(Variant::Musical, 5)));
    while app.game().unwrap().game().round().outcome().is_none() {
        let msg = app
            .game()
            .and_then(|g| g.computer_message())
            .expect("a move");
        let _ = app.update(Message::Game(msg));
    }
    let before = board_bounds(&app);

    // The round's panel's button (the side panel's, behind it, takes no click).
    let _ = app.update(Message::Game(
        musical_dominoes::ui::screen::game::Message::Export,
    ));
    app.flush();
    let _ = app.update(Message::Poll);
    let files = musical_dominoes::storage::list_json(&f.records(), 10);
    assert_eq!(files.len(), 1);
    let note = format!("Game record saved: {}", path_words(&files[0]));
    assert!(shows(&app, &note), "the round's panel says where it went");
    assert_eq!(board_bounds(&app), before, "behind the count");

    // With the table seen, the status line under the board says it, and the board stays.
    click(&mut app, "See the table");
    assert!(shows(&app, &note));
    assert_eq!(board_bounds(&app), before, "under See the table");
}

#[test]
fn export_as_without_a_file_dialog_says_the_record_went_to_the_records_folder() {
    // "Export as…" asks for a place; where the system has no file dialog the record goes to
    // the records folder, and the side panel says why it did not ask.
    let dir = tempfile::tempdir().expect("temp dir");
    let f = folders(dir.path());
    let mut app = boot(Some(f.clone()), Some(computers(Variant::Musical, 3)));
    let _ = app.update(Message::ExportTo(
        musical_dominoes::ui::dialog::Chosen::Unavailable,
    ));
    app.flush();
    let _ = app.update(Message::Poll);
    let files = musical_dominoes::storage::list_json(&f.records(), 10);
    assert_eq!(files.len(), 1, "one record in {}", f.records().display());
    assert!(shows(
        &app,
        &format!(
            "No file dialog is available on this system, so the record was saved in the \
             records folder: {}",
            path_words(&files[0])
        )
    ));
    // Export record, which never asks, says only where.
    click(&mut app, "Export record");
    app.flush();
    let _ = app.update(Message::Poll);
    let files = musical_dominoes::storage::list_json(&f.records(), 10);
    assert!(shows(
        &app,
        &format!("Game record saved: {}", path_words(&files[0]))
    ));
}

#[test]
fn a_change_of_language_retells_the_last_moves_in_the_new_one() {
    use musical_dominoes::ui::screen::settings;
    let mut app = boot(None, Some(computers(Variant::Musical, 3)));
    for _ in 0..2 {
        let msg = app
            .game()
            .and_then(|g| g.computer_message())
            .expect("a move");
        let _ = app.update(Message::Game(msg));
    }
    assert!(sim(&app).find(contains(" led ")).is_ok(), "told in English");
    let _ = app.update(Message::Settings(settings::Message::Language(Some("de"))));
    // The same moves, now in German: "… spielte … aus" for the lead.
    assert!(
        sim(&app).find(contains(" led ")).is_err(),
        "no English left"
    );
    let de = musical_dominoes::i18n::Localizer::new("de");
    let g = app.game().unwrap();
    let first = g.game().round().history()[0];
    let name = &g.seats()[usize::from(first.seat)].name;
    let told = musical_dominoes::ui::screen::game::move_words(
        &de,
        name,
        first.mv,
        musical_dominoes::engine::Face::Notes,
    );
    assert!(sim(&app).find(contains(&told)).is_ok(), "{told}");
}

#[test]
fn an_export_that_fails_says_so_and_never_that_it_was_saved() {
    let dir = tempfile::tempdir().expect("temp dir");
    let f = folders(dir.path());
    // The data folder is a file: the records folder cannot be made.
    std::fs::write(&f.data, b"not a folder").unwrap();
    let mut app = boot(Some(f), Some(computers(Variant::Block, 3)));
    // The start says over the game that the data folder cannot be used; OK closes it.
    assert!(!app.notices().is_empty());
    click(&mut app, "OK");
    let msg = app
        .game()
        .and_then(|g| g.computer_message())
        .expect("a move");
    let _ = app.update(Message::Game(msg));
    click(&mut app, "Export record");
    app.flush();
    let _ = app.update(Message::Poll);
    assert!(
        sim(&app)
            .find(contains("The game record was not saved:"))
            .is_ok()
    );
    assert!(sim(&app).find(contains("Game record saved")).is_err());
}

/// A two-round Musical Dominoes record: round 1 has `m` moves, round 2 is dealt and unplayed.
fn two_rounds() -> (Record, usize) {
    let three = musical_dominoes::engine::Options {
        target: Some(3),
        ..Default::default()
    };
    let mut game = musical_dominoes::engine::Match::new(
        Rules::new(Variant::Musical, 2, &three).unwrap(),
        5,
        Some(0),
    );
    while game.round().outcome().is_none() {
        let mv = *game.round().legal_moves().iter().next().expect("a move");
        game.play(mv).expect("legal");
    }
    let m = game.logs()[0].moves.len();
    game.next_round().expect("the match goes on");
    (Record::of_match(&game), m)
}

fn open_replay(app: &mut App, record: &Record) {
    let _ = app.update(Message::Home(home::Message::Replay));
    assert_eq!(app.screen(), Screen::Replay);
    let positions = record.positions().expect("valid");
    let _ = app.update(Message::Replay(replay::Message::Loaded(
        "game.json".into(),
        Ok((positions, None)),
    )));
}

fn at(app: &App) -> usize {
    app.replay()
        .and_then(|r| r.viewer())
        .map(|v| v.at())
        .expect("a record is open")
}

#[test]
fn a_record_steps_forward_and_back_and_by_rounds() {
    let (record, m) = two_rounds();
    let mut app = boot(None, None);
    open_replay(&mut app, &record);
    // (m + 1) positions in round 1, 1 in round 2.
    assert_eq!(app.replay().unwrap().viewer().unwrap().len(), m + 2);
    assert_eq!(at(&app), 0);
    assert!(shows(&app, "The tablets are dealt."));
    assert!(shows(&app, "Round 1 of 2"));
    assert!(shows(&app, &format!("Move 0 of {m}")));

    click(&mut app, "Forward ›");
    assert_eq!(at(&app), 1);
    // Seat 0 (Ada, the default name) led.
    assert!(sim(&app).find(contains("Ada led")).is_ok());
    assert!(shows(&app, &format!("Move 1 of {m}")));
    click(&mut app, "‹ Back");
    assert_eq!(at(&app), 0);

    click(&mut app, "Last");
    assert_eq!(at(&app), m + 1);
    assert!(shows(&app, "Round 2 of 2"));
    click(&mut app, "« Round");
    // From the start of round 2 back to the start of round 1.
    assert_eq!(at(&app), 0);
    click(&mut app, "Round »");
    assert_eq!(at(&app), m + 1);

    // Keys: ← back, Home first, End last, Page Up a round back.
    use keyboard::key::Named;
    let key = |app: &mut App, k: Named| {
        let _ = app.update(Message::Key(keyboard::Key::Named(k)));
    };
    key(&mut app, Named::ArrowLeft);
    assert_eq!(at(&app), m, "the end of round 1");
    assert!(
        sim(&app).find(contains("wins")).is_ok()
            || shows(&app, "A tie: the lowest hands count the same"),
        "the round's end is told"
    );
    key(&mut app, Named::Home);
    assert_eq!(at(&app), 0);
    key(&mut app, Named::End);
    assert_eq!(at(&app), m + 1);
    key(&mut app, Named::PageUp);
    assert_eq!(at(&app), 0);
    key(&mut app, Named::ArrowRight);
    assert_eq!(at(&app), 1);
}

#[test]
fn the_last_step_of_a_finished_match_says_who_won_it() {
    // Musical Dominoes to 1 round won, played out with the first legal move each turn: at the
    // record's last step the round's end and the match's winner are both told; one step
    // before, the match is not yet won.
    let mut game = musical_dominoes::engine::Match::new(
        Rules::standard(Variant::Musical, 2).unwrap(),
        5,
        Some(0),
    );
    while game.round().outcome().is_none() {
        let mv = *game.round().legal_moves().iter().next().expect("a move");
        game.play(mv).expect("legal");
    }
    let winners = game.winners().expect("one round won ends the match");
    let names = ["Ada", "Ben"];
    let said = match winners.iter().collect::<Vec<_>>().as_slice() {
        [w] => format!("{} wins the match", names[*w]),
        other => panic!("one winner expected: {other:?}"),
    };
    let record = Record::of_match(&game);
    let mut app = boot(None, None);
    open_replay(&mut app, &record);
    key_end(&mut app);
    assert!(sim(&app).find(contains(&said)).is_ok(), "{said}");
    let _ = app.update(Message::Key(keyboard::Key::Named(
        keyboard::key::Named::ArrowLeft,
    )));
    assert!(sim(&app).find(contains("wins the match")).is_err());
}

fn key_end(app: &mut App) {
    let _ = app.update(Message::Key(keyboard::Key::Named(
        keyboard::key::Named::End,
    )));
}

#[test]
fn a_bad_record_is_told_in_plain_words_and_nothing_opens() {
    let dir = tempfile::tempdir().expect("temp dir");
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{ \"format\": 1, \"variant\": \"chess\" }").unwrap();
    let result = replay::read_record(&bad);
    let Err(reason) = &result else {
        panic!("a chess record was accepted")
    };
    let mut app = boot(None, None);
    let _ = app.update(Message::Home(home::Message::Replay));
    let _ = app.update(Message::Replay(replay::Message::Loaded(
        bad.clone(),
        result.clone(),
    )));
    assert!(app.replay().unwrap().viewer().is_none());
    let words = format!("{} cannot be replayed: {reason}", bad.display());
    assert!(shows(&app, &words), "told: {words}");

    // A missing file too.
    let missing = replay::read_positions(&dir.path().join("missing.json"));
    assert!(missing.is_err());
    // A folder (as a named pipe would be) is refused before it is opened.
    let folder = replay::read_record(dir.path()).expect_err("a folder");
    assert!(folder.contains("not an ordinary file"), "{folder}");
}

#[test]
fn exported_records_are_listed_on_the_replay_page_and_open() {
    let dir = tempfile::tempdir().expect("temp dir");
    let f = folders(dir.path());
    std::fs::create_dir_all(f.records()).unwrap();
    let (record, _) = two_rounds();
    std::fs::write(
        f.records().join("musical 2026-11-29 10.00.00.json"),
        record.to_json(),
    )
    .unwrap();
    let mut app = boot(Some(f.clone()), None);
    let _ = app.update(Message::Home(home::Message::Replay));
    // The listing task's answer, as it would arrive.
    let listed = replay::list_records(&f.records());
    let _ = app.update(Message::Replay(replay::Message::Listed(listed)));
    // Named by its game in the user's language, then the time it was exported.
    assert!(shows(&app, "Musical Dominoes 2026-11-29 10.00.00"));
    // Clicking it sends the message that loads it.
    let messages = sends(&app, "Musical Dominoes 2026-11-29 10.00.00");
    assert!(matches!(
        messages.as_slice(),
        [Message::Replay(replay::Message::OpenFile(p))] if p.ends_with("musical 2026-11-29 10.00.00.json")
    ));
}

/// A valid record of `rounds` one-tablet rounds of Musical Dominoes (one tablet each, the
/// leader goes out at once), to a target no round reaches.
fn one_tablet_rounds(rounds: usize) -> String {
    let round = |i: usize| {
        let first = i % 2;
        let lead = ["1-1", "2-2"][first];
        format!(r#"{{"hands": [["1-1"], ["2-2"]], "first": {first}, "moves": ["{lead}"]}}"#)
    };
    let rounds: Vec<String> = (0..rounds).map(round).collect();
    format!(
        r#"{{"format": 1, "variant": "musical", "players": 2, "options": {{"target": 4000000000, "hand_size": 1}}, "rounds": [{}]}}"#,
        rounds.join(", ")
    )
}

#[test]
fn a_partnership_game_is_listed_by_the_name_the_game_gives_it() {
    // The Drawing game for four in partnerships, as New game and the game itself name it,
    // not as the plain Drawing game its file is named after.
    use musical_dominoes::engine::{Match, Options, Record, Rules, Variant};
    use musical_dominoes::i18n::Localizer;
    let options = Options {
        partnerships: Some(true),
        ..Options::default()
    };
    let rules = Rules::new(Variant::Draw, 4, &options).expect("the partnership Drawing game");
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("draw 2026-12-01 10.00.00.json");
    std::fs::write(
        &path,
        Record::of_match(&Match::new(rules, 5, None)).to_json(),
    )
    .unwrap();
    let listed = replay::list_records(dir.path());
    let en = Localizer::new("en-GB");
    assert_eq!(
        listed[0].label(&en),
        "Drawing game for partners 2026-12-01 10.00.00"
    );
}

#[test]
fn a_long_record_is_listed_and_opened_in_memory_in_proportion_to_its_moves() {
    // 5,000 rounds (about 300 KB) once took more than 6 GB to list: every position kept its
    // own copy of every earlier round. Its 10,000 positions now share them.
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("musical 2026-01-01 10.00.00.json");
    std::fs::write(&path, one_tablet_rounds(5000)).unwrap();
    let listed = replay::list_records(dir.path());
    assert_eq!(listed.len(), 1);
    let (positions, _) = replay::read_record(&path).expect("opens");
    assert_eq!(
        positions.len(),
        10_000,
        "each round's deal and its one move"
    );
    assert_eq!(positions[9_999].round_number(), 5000);
    assert_eq!(positions[9_999].logs().len(), 5000);
    assert_eq!(positions[0].logs().len(), 1);
    // Each round's deal and its one move: 2 × 5,000.
    assert_eq!(positions[9_999].moves_made(), 10_000);
    assert_eq!(positions[0].moves_made(), 1);
    // Past the viewer's limit, a record is refused in words before anything is replayed.
    std::fs::write(&path, one_tablet_rounds(replay::MAX_POSITIONS / 2 + 1)).unwrap();
    let reason = replay::read_record(&path).expect_err("too long to step through");
    assert!(reason.contains("musical-dominoes replay"), "{reason}");
}

#[test]
fn the_rules_screen_shows_each_variant_and_the_advice() {
    let mut app = boot(None, None);
    click(&mut app, "Rules");
    assert_eq!(app.screen(), Screen::Rules);
    assert!(shows(&app, "Players and the deal"));
    // Musical Dominoes first: following suit by notes.
    assert!(
        sim(&app)
            .find(contains("a crotchet only on a crotchet"))
            .is_ok()
    );
    click(&mut app, "Matador");
    assert!(sim(&app).find(contains("add up to seven")).is_ok());
    click(&mut app, "Good play");
    assert!(sim(&app).find(contains("either end next time")).is_ok());
    let _ = app.update(Message::Rules(rules::Message::Back));
    assert_eq!(app.screen(), Screen::Home);
}

#[test]
fn escape_closes_an_open_record_and_then_goes_home() {
    let (record, _) = two_rounds();
    let mut app = boot(None, None);
    open_replay(&mut app, &record);
    let escape = |app: &mut App| {
        let _ = app.update(Message::Key(keyboard::Key::Named(
            keyboard::key::Named::Escape,
        )));
    };
    escape(&mut app);
    assert!(
        app.replay().unwrap().viewer().is_none(),
        "back to the choice"
    );
    assert_eq!(app.screen(), Screen::Replay);
    escape(&mut app);
    assert_eq!(app.screen(), Screen::Home);
}

#[test]
fn a_listed_record_shows_its_players_with_their_scores_or_its_seats_without_names() {
    use musical_dominoes::i18n::Localizer;
    let en = Localizer::new("en-GB");
    let over = replay::Listed {
        path: "musical 2026-11-30 10.00.00.json".into(),
        variant: None,
        game: None,
        names: Some(vec!["Maisie".into(), "Ben".into()]),
        end: Some((vec![3, 1], true)),
        partners: false,
    };
    assert_eq!(over.players(&en), "Maisie 3, Ben 1");
    let nameless = replay::Listed {
        names: None,
        end: Some((vec![0, 25], false)),
        ..over.clone()
    };
    assert_eq!(nameless.players(&en), "Seat 1 0, Seat 2 25 (unfinished)");
    // Partners (seats 1 and 3, 2 and 4) share a score and are listed as one side.
    let partners = replay::Listed {
        names: Some(vec![
            "Ada".into(),
            "Ben".into(),
            "Cleo".into(),
            "Dan".into(),
        ]),
        end: Some((vec![18, 0, 18, 0], false)),
        partners: true,
        ..over.clone()
    };
    assert_eq!(
        partners.players(&en),
        "Ada & Cleo 18, Ben & Dan 0 (unfinished)"
    );
    let unreadable = replay::Listed {
        names: None,
        end: None,
        ..over
    };
    assert_eq!(unreadable.players(&en), "");
}

#[test]
fn with_thirty_records_listed_every_control_stays_on_the_screen() {
    use iced::Size;
    use iced_test::Simulator;
    let mut app = App::new(Start {
        lang: Some("en-GB".into()),
        ..Start::default()
    })
    .0;
    let _ = app.update(Message::Home(home::Message::Replay));
    let listed: Vec<replay::Listed> = (0..30)
        .map(|i| replay::Listed {
            path: format!("musical 2026-11-{:02} 10.00.00.json", i % 28 + 1).into(),
            variant: None,
            game: None,
            names: Some(vec![format!("Pupil {i}"), "Ben".into()]),
            end: Some((vec![1, 0], true)),
            partners: false,
        })
        .collect();
    let _ = app.update(Message::Replay(replay::Message::Listed(listed)));
    let (w, h) = (1024.0, 700.0);
    let mut ui = Simulator::with_size(
        musical_dominoes::ui::iced_settings(),
        Size::new(w, h),
        app.view(),
    );
    for label in ["Choose a file…", "Open", "Back", "Pupil 0 1, Ben 0"] {
        let b = ui
            .find(label)
            .unwrap_or_else(|_| panic!("{label} not found"))
            .visible_bounds()
            .unwrap_or_else(|| panic!("{label} is off the screen"));
        assert!(b.y >= 0.0 && b.y + b.height <= h, "{label}: {b:?}");
    }
}

/// Lets the computers make `n` moves; panics if one has none to make.
fn computer_moves(app: &mut App, n: usize) {
    for _ in 0..n {
        let msg = app
            .game()
            .and_then(|g| g.computer_message())
            .expect("a move");
        let _ = app.update(Message::Game(msg));
    }
}

/// Lets the computers play until the round is over or a human is to move.
fn computers_play_on(app: &mut App) {
    while let Some(msg) = app.game().and_then(|g| g.computer_message()) {
        let _ = app.update(Message::Game(msg));
    }
}

/// Clicks Export record, lets the record be written, and gives the words that say where it
/// went: the record the export added to the records folder of `f`.
fn export_record(app: &mut App, f: &Folders) -> String {
    // What was on its way to the folder before (a finished match keeps itself) is there.
    app.flush();
    let _ = app.update(Message::Poll);
    let had = musical_dominoes::storage::list_json(&f.records(), 10);
    click(app, "Export record");
    app.flush();
    let _ = app.update(Message::Poll);
    let now = musical_dominoes::storage::list_json(&f.records(), 10);
    let new: Vec<_> = now.iter().filter(|p| !had.contains(p)).collect();
    assert_eq!(new.len(), 1, "one record more");
    format!("Game record saved: {}", path_words(new[0]))
}

#[test]
fn a_record_exported_mid_round_is_said_on_the_status_line_and_leaves_the_board_as_it_was() {
    // The note of an export made while the round is played used to stand in the side panel,
    // where its path wrapped, made the panel taller and took 42 px off the board at
    // 1280 × 800. The status line under the board has a fixed height, and the note stands
    // there until the next move.
    let dir = tempfile::tempdir().expect("temp dir");
    let f = folders(dir.path());
    let mut app = boot(Some(f.clone()), Some(computers(Variant::Musical, 5)));
    computer_moves(&mut app, 4);
    assert!(app.game().unwrap().game().round().outcome().is_none());
    let before = board_bounds(&app);
    let note = export_record(&mut app, &f);
    assert!(shows(&app, &note), "the status line says where it went");
    assert_eq!(board_bounds(&app), before);
    // The next move takes the note away, and the board stays where it was.
    computer_moves(&mut app, 1);
    assert!(!shows(&app, &note));
    assert_eq!(board_bounds(&app), before);
}

#[test]
fn on_the_status_line_an_export_s_note_and_a_hint_give_way_to_whichever_came_last() {
    let dir = tempfile::tempdir().expect("temp dir");
    let f = folders(dir.path());
    let mut setup = computers(Variant::Musical, 5);
    setup.seats[0].player = Player::Human;
    let mut app = boot(Some(f.clone()), Some(setup));
    computers_play_on(&mut app);
    assert_eq!(app.game().unwrap().game().round().to_move(), Some(0));
    let note = export_record(&mut app, &f);
    assert!(shows(&app, &note));
    // A hint asked for next takes the note's place.
    let hint = app
        .game()
        .unwrap()
        .hint_message(app.i18n())
        .expect("Ada to move");
    let _ = app.update(Message::Game(hint));
    assert!(app.game().unwrap().hint().is_some());
    assert!(!shows(&app, &note));
    assert!(
        sim(&app).find(contains("Hint: ")).is_ok(),
        "the hint is shown"
    );
    // And an export after the hint takes the hint's place.
    let note = export_record(&mut app, &f);
    assert!(shows(&app, &note));
    assert!(app.game().unwrap().hint().is_none());
    assert!(sim(&app).find(contains("Hint: ")).is_err());
}

#[test]
fn an_export_from_see_the_table_is_said_on_the_status_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let f = folders(dir.path());
    // Block to 100 points: the round's end is not the match's, which would keep itself.
    let mut app = boot(Some(f.clone()), Some(computers(Variant::Block, 5)));
    computers_play_on(&mut app);
    assert!(app.game().unwrap().game().round().outcome().is_some());
    click(&mut app, "See the table");
    let note = export_record(&mut app, &f);
    assert!(shows(&app, &note), "said where the table is seen");
}

#[test]
fn a_long_path_s_note_keeps_to_the_status_line_s_height() {
    // Under a long home folder the note takes three lines at 18 points; it is set smaller,
    // so that it stays inside its frame (56 px high) in the column beside the hand.
    let dir = tempfile::tempdir().expect("temp dir");
    let long = dir
        .path()
        .join("a-rather-long-folder-name-for-the-school-laptop-in-room-twelve")
        .join("teacher-of-music-and-of-the-lower-school-choir");
    let f = folders(&long);
    let mut app = boot(Some(f.clone()), Some(computers(Variant::Musical, 5)));
    computer_moves(&mut app, 1);
    let note = export_record(&mut app, &f);
    // At 800 × 600, where the status line is narrowest.
    let mut ui = iced_test::Simulator::with_size(
        musical_dominoes::ui::iced_settings(),
        iced::Size::new(800.0, 600.0),
        app.view(),
    );
    let said = ui.find(note.as_str()).expect("the note is shown").bounds();
    let board = ui
        .find(iced_test::selector::id("board"))
        .expect("a board")
        .bounds();
    // The foot starts 8 px under the board and ends at the window's padding (8 px); the
    // note's frame is 56 px high, with 2 px above and below its words.
    let foot_top = board.y + board.height + 8.0;
    assert!(said.y >= foot_top, "{said:?} under {board:?}");
    assert!(said.height <= 56.0 - 4.0, "{said:?} within its frame");
    assert!(
        said.y + said.height <= 600.0 - 8.0,
        "{said:?} in the window"
    );
}

#[test]
fn the_round_s_panel_keeps_every_seat_s_points_in_view_in_a_narrow_window() {
    // At 800 × 600 the rows (name, tablets, sum, points) were wider than the window and the
    // points column was cut off, while the legend under them still explained it.
    let mut app = boot(None, Some(computers(Variant::Musical, 5)));
    computers_play_on(&mut app);
    let outcome = app.game().unwrap().game().round().outcome().expect("over");
    let winner = outcome.winners.iter().next().expect("a winner");
    for (w, h) in [(800.0, 600.0), (1024.0, 768.0), (1280.0, 800.0)] {
        let mut ui = iced_test::Simulator::with_size(
            musical_dominoes::ui::iced_settings(),
            iced::Size::new(w, h),
            app.view(),
        );
        for (seat, points) in [(winner, "+1"), (1 - winner, "+0")] {
            let found = ui
                .find(points)
                .unwrap_or_else(|_| panic!("{points} (seat {seat}) not shown at {w}"));
            let whole = found.bounds();
            let seen = found
                .visible_bounds()
                .unwrap_or_else(|| panic!("{points} out of view at {w}"));
            assert!(
                (seen.width - whole.width).abs() <= 0.5 && seen.x + seen.width <= w,
                "{points} cut at {w}: {seen:?} of {whole:?}"
            );
        }
    }
}

#[test]
fn a_match_that_ends_keeps_itself_in_the_records_folder_and_says_where() {
    // Enter at a match's end opens New game, and Enter there starts the next match, which
    // takes the place of the finished one as the saved game: the finished match is kept in
    // the records folder as it ends, so that it is never lost for want of an export.
    let dir = tempfile::tempdir().expect("temp dir");
    let f = folders(dir.path());
    let mut setup = computers(Variant::Musical, 5);
    setup.seats[0].name = "Nell".into();
    let mut app = boot(Some(f.clone()), Some(setup));
    computer_moves(&mut app, 1);
    app.flush();
    let _ = app.update(Message::Poll);
    assert!(
        musical_dominoes::storage::list_json(&f.records(), 10).is_empty(),
        "nothing is kept while the match is played"
    );
    computers_play_on(&mut app);
    // A match of Musical Dominoes for two is won by the first round won.
    assert!(app.game().unwrap().game().is_over());
    app.flush();
    let _ = app.update(Message::Poll);
    let files = musical_dominoes::storage::list_json(&f.records(), 10);
    assert_eq!(files.len(), 1, "the finished match is kept");
    assert!(shows(
        &app,
        &format!(
            "The finished match is kept in the records folder: {}",
            path_words(&files[0])
        )
    ));
    let (positions, names) = replay::read_record(&files[0]).expect("it replays");
    assert_eq!(names.as_deref().map(|n| n[0].as_str()), Some("Nell"));
    let record = Record::from_json(&std::fs::read_to_string(&files[0]).unwrap()).unwrap();
    assert!(record.replay().expect("it replays").is_over());
    assert!(!positions.is_empty());

    // Export record now says where it is kept instead of writing it again.
    let _ = app.update(Message::Game(
        musical_dominoes::ui::screen::game::Message::Export,
    ));
    app.flush();
    let _ = app.update(Message::Poll);
    assert_eq!(
        musical_dominoes::storage::list_json(&f.records(), 10),
        files
    );
    assert!(shows(
        &app,
        &format!(
            "The finished match is kept in the records folder: {}",
            path_words(&files[0])
        )
    ));

    // The next match, started with Enter twice, leaves it there.
    let _ = app.update(Message::Game(
        musical_dominoes::ui::screen::game::Message::Key(keyboard::Key::Named(
            keyboard::key::Named::Enter,
        )),
    ));
    assert_eq!(app.screen(), Screen::NewGame);
    click(&mut app, "Start");
    assert!(!app.game().unwrap().game().is_over());
    app.flush();
    let _ = app.update(Message::Poll);
    assert_eq!(
        musical_dominoes::storage::list_json(&f.records(), 10),
        files
    );
}

#[test]
fn a_long_name_in_replay_keeps_to_its_seat_s_panel() {
    // 24 wide letters (the most a name may hold) at 20 points run about 450 px, wider than a
    // seat's panel in a window 800 px wide: the name is set smaller and cut short with "…"
    // rather than run over the next seat's name.
    let (record, _) = two_rounds();
    let mut app = boot(None, None);
    let _ = app.update(Message::Home(home::Message::Replay));
    let positions = record.positions().expect("valid");
    let long = "W".repeat(24);
    let _ = app.update(Message::Replay(replay::Message::Loaded(
        "game.json".into(),
        Ok((positions, Some(vec![long.clone(), "Ben".to_string()]))),
    )));
    let mut ui = iced_test::Simulator::with_size(
        musical_dominoes::ui::iced_settings(),
        iced::Size::new(800.0, 600.0),
        app.view(),
    );
    let shown = ui
        .find(common::text_where(|t| t.starts_with("WWW")))
        .expect("the long name is shown");
    assert!(shown.ends_with('…'), "{shown}");
    assert!(shown.chars().count() < 24, "{shown}");
    assert!(ui.find("Ben").is_ok(), "the other name whole");
    assert!(ui.find(long.as_str()).is_err(), "it is cut short");
}
