//! Every screen at the size steps (issue 29): in the logical window each step leaves on the
//! screens a class uses, every control is in view and whole. The simulator draws at a scale
//! of 1, so a step is the window it leaves: a 1024 × 768 projector gives a window of
//! 1024 × 721, which is 819.2 × 576.8 at 125 % and 682.7 × 480.7 at 150 %; 1280 × 800 gives
//! 1280 × 752, 1024 × 601.6 at 125 % and 853.3 × 501.3 at 150 %; 1920 × 1080 maximised gives
//! 1920 × 1015, 1097.1 × 580 at 175 % and 960 × 507.5 at 200 %. The least of them all is the
//! least window, 680 × 480.

mod common;

use iced::Size;
use iced_test::{Simulator, selector};
use musical_dominoes::ai::Level;
use musical_dominoes::engine::{Match, Move, Options, Record, Rules, Variant};
use musical_dominoes::quiz::Kind;
use musical_dominoes::ui::screen::game::{self, Player, SeatSetup, Setup};
use musical_dominoes::ui::screen::{home, quiz, replay};
use musical_dominoes::ui::widget::tablet::LEAST_SIDE;
use musical_dominoes::ui::{App, LEAST_WINDOW, Message, Start};

/// The windows the size steps leave, logical pixels: the least window, 125 % and 150 % on a
/// 1024 × 768 projector, 150 % on 1280 × 800, 200 % and 175 % on 1920 × 1080, 125 % on
/// 1280 × 800.
const WINDOWS: [(f32, f32); 7] = [
    (680.0, 480.0),
    (1024.0 / 1.25, 721.0 / 1.25),
    (1024.0 / 1.5, 721.0 / 1.5),
    (1280.0 / 1.5, 752.0 / 1.5),
    (1920.0 / 2.0, 1015.0 / 2.0),
    (1920.0 / 1.75, 1015.0 / 1.75),
    (1280.0 / 1.25, 752.0 / 1.25),
];

fn ui(app: &App, (w, h): (f32, f32)) -> Simulator<'_, Message> {
    Simulator::with_size(
        musical_dominoes::ui::iced_settings(),
        Size::new(w, h),
        app.view(),
    )
}

/// Checks that the text `words` (or the widget of id `words`, with `id`) is on screen whole,
/// inside a window `w` × `h`.
fn whole(app: &App, window: (f32, f32), words: &str, id: bool) {
    let (w, h) = window;
    let mut ui = ui(app, window);
    let context = format!("{w} × {h}");
    if !id {
        common::assert_whole(&mut ui, words, window, &context);
        return;
    }
    let found = ui.find(selector::id(words.to_string()));
    let found = found.unwrap_or_else(|_| panic!("{context}: {words} not shown"));
    common::assert_in_view(
        found.bounds(),
        found.visible_bounds(),
        window,
        &format!("{context}: {words}"),
    );
}

fn all_whole(app: &App, words: &[&str]) {
    for &window in &WINDOWS {
        for w in words {
            whole(app, window, w, false);
        }
    }
}

fn boot() -> App {
    App::new(Start {
        lang: Some("en-GB".into()),
        quiz_seed: Some(7),
        ..Start::default()
    })
    .0
}

#[test]
fn the_least_window_is_what_150_percent_leaves_on_a_1024_by_768_projector() {
    assert_eq!(LEAST_WINDOW, Size::new(680.0, 480.0));
    for (w, h) in WINDOWS {
        assert!(
            w >= LEAST_WINDOW.width && h >= LEAST_WINDOW.height,
            "{w} × {h}"
        );
    }
}

#[test]
fn home_rules_print_and_replay_keep_every_control_whole_at_every_step() {
    let app = boot();
    all_whole(
        &app,
        &[
            "New game",
            "Quiz",
            "Rules",
            "Replay a game",
            "Print chart",
            "Settings",
            "Quit",
        ],
    );
    let mut app = boot();
    common::click(&mut app, "Rules");
    all_whole(&app, &["Back", "Musical Dominoes", "Good play"]);
    let mut app = boot();
    common::click(&mut app, "Print chart");
    all_whole(&app, &["Save as…", "Save", "Open", "Back", "PNG (300 dpi)"]);
    let mut app = boot();
    common::click(&mut app, "Replay a game");
    all_whole(&app, &["Choose a file…", "Open", "Back"]);
}

#[test]
fn new_game_keeps_back_and_start_in_view_under_its_form_at_every_step() {
    // Under 880 px of body the games wrap above the form and the whole scrolls; Back and
    // Start stay in view under it (before, at 680 × 480, Start was scrolled away and the
    // level buttons cut at the window's edge).
    let mut app = boot();
    common::click(&mut app, "New game");
    all_whole(
        &app,
        &[
            "Back",
            "Start",
            "Musical Dominoes",
            "Drawing game for partners",
        ],
    );
    for &window in &WINDOWS {
        // Each of the first seat's levels whole across (the form scrolls only down).
        for level in ["Human", "Beginner", "Expert"] {
            let mut ui = ui(&app, window);
            let b = ui.find(level).unwrap().bounds();
            assert!(b.x + b.width <= window.0, "{level} at {window:?}: {b:?}");
        }
    }
}

#[test]
fn the_quiz_set_up_keeps_back_start_and_the_worksheet_in_view_at_every_step() {
    // Under 1000 × 700 the form scrolls and its buttons stay under it; before, at 680 × 480,
    // Start stood a scroll below the questions' list.
    let mut app = boot();
    common::click(&mut app, "Quiz");
    let _ = app.update(Message::Quiz(quiz::Message::TeamPlay(true)));
    all_whole(&app, &["Back", "Start", "Print as a worksheet (PDF)…"]);
}

#[test]
fn settings_shows_every_size_step_whole_at_every_step() {
    let mut app = boot();
    common::click(&mut app, "Settings");
    // Under 1000 × 700 the form scrolls and Back stays in view under it; before, at
    // 680 × 480, Back stood below the sound's settings, a scroll away.
    all_whole(
        &app,
        &["100%", "125%", "150%", "175%", "200%", "Size: 100%", "Back"],
    );
}

/// A match of Musical Dominoes for `n` seats, Ada human and the others Club, played until
/// the line holds `until` tablets or the round ends (seed 1, four seats: a line of 12).
fn game_until(n: usize, seed: u64, until: usize) -> App {
    game_in("en-GB", n, seed, until)
}

/// [`game_until`] in the language `lang`.
fn game_in(lang: &str, n: usize, seed: u64, until: usize) -> App {
    let names = ["Ada", "Ben", "Cleo", "Dan"];
    let setup = Setup {
        rules: Rules::standard(Variant::Musical, n).unwrap(),
        seats: (0..n)
            .map(|i| SeatSetup {
                name: names[i].into(),
                player: if i == 0 {
                    Player::Human
                } else {
                    Player::Computer(Level::Club)
                },
            })
            .collect(),
        seed,
    };
    let mut app = App::new(Start {
        play: Some(setup),
        lang: Some(lang.into()),
        sound: false,
        ..Start::default()
    })
    .0;
    while let Some(g) = app.game() {
        let round = g.game().round();
        if round.outcome().is_some() || round.line().len() >= until {
            break;
        }
        let msg = match g.computer_message() {
            Some(m) => m,
            None => match *round.legal_moves().iter().next().unwrap() {
                Move::Rest => game::Message::Rest,
                Move::Draw => game::Message::Draw,
                mv => game::Message::Choose(mv),
            },
        };
        let _ = app.update(Message::Game(msg));
    }
    app
}

#[test]
fn the_game_keeps_its_side_panel_s_buttons_and_the_hand_whole_at_every_step() {
    // Where the seats leave the side panel less than its 340 px (two seats under 1024 wide)
    // it stands as a bar under them, its buttons first; the hand keeps seven tablets at the
    // least side (34) beside a narrower column. Before, at 680 × 480 the side panel was
    // squeezed to nothing beside the seats and the hand took a second row out of the window.
    for n in [2, 4] {
        let app = game_until(n, 1, 12);
        all_whole(
            &app,
            &[
                "Home",
                "All hands open",
                "Export record",
                "Export as…",
                "Hint",
                "Musical Dominoes",
            ],
        );
        let in_hand = app.game().unwrap().game().round().hand(0).len();
        for &window in &WINDOWS {
            for i in 0..in_hand {
                whole(&app, window, &format!("hand-{i}"), true);
            }
            whole(&app, window, "board", true);
        }
    }
}

#[test]
fn the_count_at_a_round_s_end_keeps_its_buttons_whole_at_every_step() {
    // Four seats, Ada and Cleo played out (seed 3): the count, the partners' sums, the match
    // won and its score stand about 520 tall; in a window under 700 tall the count scrolls
    // above the buttons (before, at 680 × 480 the buttons were squeezed to empty pills).
    let app = game_until(4, 3, usize::MAX);
    assert!(app.game().unwrap().game().round().outcome().is_some());
    all_whole(
        &app,
        &["New game", "Export record", "See the table", "Home"],
    );
}

/// A quiz for two teams of the one kind `kind`, its first question answered wrongly.
fn answered_wrongly(kind: Kind) -> (App, Vec<String>) {
    let mut app = boot();
    let _ = app.update(Message::Home(home::Message::Quiz));
    for k in Kind::ALL {
        let _ = app.update(Message::Quiz(quiz::Message::Kind(k, k == kind)));
    }
    let _ = app.update(Message::Quiz(quiz::Message::TeamPlay(true)));
    let _ = app.update(Message::Quiz(quiz::Message::Length(6)));
    let _ = app.update(Message::Quiz(quiz::Message::Start));
    let q = app.quiz().round().unwrap().current().unwrap().clone();
    let _ = app.update(Message::Quiz(quiz::Message::Choose(
        (q.right_option() + 1) % 4,
    )));
    (app, q.option_labels())
}

#[test]
fn a_question_its_options_and_the_way_on_stay_whole_after_the_answer_at_every_step() {
    // Under 1000 × 700 a question is drawn at 0.7 of its size and Stop the round stands on
    // the top line: at 680 × 480 the glyph cards' lower row, a bar's second row of options
    // and the count's options were under the feedback before.
    for kind in [Kind::Glyph, Kind::Name, Kind::Bar, Kind::Count, Kind::Sum] {
        let (app, labels) = answered_wrongly(kind);
        let mut words: Vec<&str> = vec!["Next question", "Stop the round", "\u{2714}", "\u{2718}"];
        if kind != Kind::Glyph {
            words.extend(labels.iter().map(String::as_str));
        }
        all_whole(&app, &words);
    }
}

#[test]
fn a_replay_of_four_hands_keeps_its_controls_in_view_at_every_step() {
    // In a window under 600 tall four hands scroll in the top 42 % of it; before, at
    // 680 × 480 they pushed the board and every control out of the window.
    let three = Options {
        target: Some(3),
        ..Default::default()
    };
    let mut game = Match::new(Rules::new(Variant::Musical, 4, &three).unwrap(), 5, Some(0));
    for _ in 0..8 {
        let mv = *game.round().legal_moves().iter().next().unwrap();
        game.play(mv).unwrap();
    }
    let record = Record::of_match(&game);
    let mut app = boot();
    let _ = app.update(Message::Home(home::Message::Replay));
    let _ = app.update(Message::Replay(replay::Message::Loaded(
        "game.json".into(),
        Ok((record.positions().unwrap(), None)),
    )));
    all_whole(
        &app,
        &["First", "« Round", "‹ Back", "Forward ›", "Round »", "Last"],
    );
}

#[test]
fn at_every_step_the_hand_and_the_line_keep_the_least_side() {
    use musical_dominoes::ui::metrics::Metrics;
    // 150 % on 1024 × 768 (683 × 481): the hand by its width, seven tablets at the least
    // side beside a column that gives way, 0.8 × (337 − 6 × 6) / 7 = 34.4 → 34, each canvas
    // 34 / 0.8 = 42.5 wide. Before, the column kept 380 and seven tablets took two rows.
    let m = Metrics::of(1024.0 / 1.5, 721.0 / 1.5);
    assert_eq!(m.hand_side, 34.0);
    assert_eq!(m.hand_width(7), Some(42.5));
    // 200 % on 1920 × 1080 (960 × 507.5): by the height, which the side panel's bar (28 and
    // a gap of 8) shares, (507.5 − 16 − 16 − 116 − 17 − 8) / (2.25 + 6.4 × 0.75) = 47.4 → 47.
    assert_eq!(Metrics::of(960.0, 507.5).hand_side, 47.0);
    // 100 % on the projector, as before: 66.
    assert_eq!(Metrics::of(1024.0, 721.0).hand_side, 66.0);
    // The line of play as the board lays it (its canvas less 8 a side and 4 above and below)
    // is not drawn under the least side, 34, but in one window: four seats with a line of 12
    // (seed 1), two seats whose round ended with a line of 8 (seed 0). Before the side panel
    // became a bar of one line, two seats at 683 × 481 had 30.1.
    for (n, seed) in [(4, 1), (2, 0)] {
        let app = game_until(n, seed, 12);
        for &(w, h) in &WINDOWS {
            let unit = line_unit(&app, (w, h));
            // Two seats at 150 % on 1280 × 800 (853.3 × 501.3) fall short, 33.3: their panels
            // with a row of backs stand 91.1 tall where the hand's rule counts 80, and the
            // hand takes 46 of the height.
            let least = if (w, n) == (1280.0 / 1.5, 2) {
                33.0
            } else {
                34.0
            };
            assert!(unit >= least, "{n} seats at {w} × {h}: {unit}");
        }
    }
}

#[test]
fn a_tapped_rhythm_s_pad_picture_and_words_keep_to_the_window_at_every_step() {
    // Once tried, the tempo, Hear it and the pad (340 wide) stood in one row 850 wide, and
    // the legend and the words 960: at 680 × 480 the pad ran past the window's edge. Now
    // the pad takes a line of its own and the words the window's width.
    use iced::time::{Duration, Instant};
    use musical_dominoes::i18n::Localizer;
    use musical_dominoes::storage::progress::ProgressFile;
    let en = Localizer::new("en-GB");
    let mut q = quiz::Quiz::new(&en, ProgressFile::default(), 2);
    q.set_can_hear(true);
    q.set_tap(60, 0);
    for k in Kind::ALL {
        let _ = q.update(quiz::Message::Kind(k, k == Kind::Tap), &en);
    }
    let _ = q.update(quiz::Message::Pupil("Tess".into()), &en);
    let _ = q.update(quiz::Message::Length(5), &en);
    let _ = q.update(quiz::Message::Start, &en);
    // Two crotchets at 60 (seed 2), tapped a little short after the count-in of 4 s.
    let t0 = Instant::now();
    let at = |s: f64| t0 + musical_dominoes::ui::screen::tap::lead() + Duration::from_secs_f64(s);
    for m in [
        quiz::Message::TapDown(t0),
        quiz::Message::TapUp(at(0.2)),
        quiz::Message::TapDown(at(4.1)),
        quiz::Message::TapUp(at(4.9)),
        quiz::Message::TapDown(at(5.0)),
        quiz::Message::TapUp(at(5.6)),
        quiz::Message::TapTick(at(6.6)),
    ] {
        let _ = q.update(m, &en);
    }
    assert!(q.tapping().unwrap().verdict.is_some());
    let palette = musical_dominoes::ui::theme::Look::Baize.palette();
    for (w, h) in WINDOWS {
        let mut ui = Simulator::with_size(
            musical_dominoes::ui::iced_settings(),
            Size::new(w, h),
            q.view(&en, palette),
        );
        for words in ["Hear it", "Next question", "Stop the round"] {
            let found = ui.find(words).unwrap();
            let seen = found.visible_bounds().expect(words);
            assert!(
                (seen.width - found.bounds().width).abs() <= 0.5 && seen.x + seen.width <= w,
                "{words} at {w} × {h}: {seen:?}"
            );
        }
        let legend = ui.find(en.t("quiz-tap-legend").as_str()).unwrap().bounds();
        assert!(
            legend.x >= 0.0 && legend.x + legend.width <= w,
            "{w}: {legend:?}"
        );
    }
}

/// The short side of the line of play's tablets as the game screen lays them in a window
/// `w` × `h` (the board's canvas less 8 a side and 4 above and below).
fn line_unit(app: &App, (w, h): (f32, f32)) -> f32 {
    use musical_dominoes::ui::metrics::Metrics;
    use musical_dominoes::ui::widget::board;
    let round = app.game().unwrap().game().round().clone();
    let pieces = board::pieces(round.line(), Variant::Musical.doubles_crosswise());
    let mut ui = ui(app, (w, h));
    let b = ui.find(selector::id("board")).unwrap().bounds();
    let rect = musical_dominoes::ui::layout::Rect {
        x: 0.0,
        y: 0.0,
        w: b.width - 16.0,
        h: b.height - 8.0,
    };
    musical_dominoes::ui::layout::snake(
        &pieces,
        round.line().lead_index() + 1,
        rect,
        Metrics::of(w, h).line_max,
        board::longest_line(&round),
    )
    .unwrap()
    .unit
}

#[test]
fn at_150_percent_on_a_projector_the_turn_line_and_the_line_of_12_hold_in_every_language() {
    // Four seats, a line of 12 (seed 1), at 683 × 481. Beside the hand the column is 322
    // wide: Hint and Hear the line at 14 points on one line each (in French "Écouter la
    // chaîne" took three lines of 17 points and was cut), the last moves at 15 points, so
    // that the line keeps 34 although the side panel's bar takes two lines outside English.
    use musical_dominoes::i18n::Localizer;
    let window = (1024.0 / 1.5, 721.0 / 1.5);
    for lang in ["en-GB", "en-US", "de", "fr", "es", "it"] {
        let app = game_in(lang, 4, 1, 12);
        let i18n = Localizer::new(lang);
        for id in [
            "game-hint",
            "audio-hear-line",
            "game-home",
            "game-export-as",
        ] {
            whole(&app, window, &i18n.t(id), false);
        }
        let unit = line_unit(&app, window);
        assert!(unit >= 34.0, "{lang}: {unit}");
    }
}

/// The board's height through the first round of Musical Dominoes for `n` seats (seed
/// `seed`, language `lang`) at each window of `windows`, the human's turns taken as a pupil
/// takes them: a tablet that fits both ends clicked first (the turn line asks "Which end?")
/// and its end then chosen, Rest called when nothing fits. Returns the heights seen at each
/// window, and whether a Rest and a choice of end were met.
fn board_heights(
    lang: &str,
    n: usize,
    seed: u64,
    windows: &[(f32, f32)],
) -> (Vec<Vec<f32>>, bool, bool) {
    let mut app = game_in(lang, n, seed, 0);
    let mut seen = vec![Vec::new(); windows.len()];
    let (mut rested, mut chose) = (false, false);
    let measure = |app: &App, seen: &mut Vec<Vec<f32>>| {
        for (i, &window) in windows.iter().enumerate() {
            let mut ui = ui(app, window);
            let b = ui.find(selector::id("board")).unwrap().bounds();
            seen[i].push(b.height);
        }
    };
    while let Some(g) = app.game() {
        let round = g.game().round();
        if round.outcome().is_some() {
            break;
        }
        measure(&app, &mut seen);
        let msg = match g.computer_message() {
            Some(m) => m,
            None => {
                let moves = round.legal_moves();
                if moves.contains(&Move::Rest) {
                    rested = true;
                    game::Message::Rest
                } else {
                    // A tablet that fits both ends asks which end: clicked, then chosen.
                    let twice = moves.iter().find(|m| {
                        m.tile().is_some()
                            && moves.iter().filter(|o| o.tile() == m.tile()).count() > 1
                    });
                    match twice {
                        Some(&mv) => {
                            let _ = app
                                .update(Message::Game(game::Message::Tablet(mv.tile().unwrap())));
                            chose = true;
                            measure(&app, &mut seen);
                            game::Message::Choose(mv)
                        }
                        None => match *moves.iter().next().unwrap() {
                            Move::Draw => game::Message::Draw,
                            mv => game::Message::Choose(mv),
                        },
                    }
                }
            }
        };
        let _ = app.update(Message::Game(msg));
    }
    (seen, rested, chose)
}

#[test]
fn the_board_keeps_its_height_through_a_round_with_a_rest_and_a_choice_of_end() {
    // The column beside the hand grew with "Which end?", the Rest row and long last moves,
    // made the foot taller than the hand and the board shorter, and the line was drawn
    // again smaller: at 683 × 481 (150 % on 1024 × 768) the board stood 132 to 226 px tall
    // through one round in German. Now the column keeps the hand's height, its content
    // fitted (smaller last moves, scrolling only past the least size).
    let windows = [
        (1024.0, 721.0),
        (1024.0 / 1.5, 721.0 / 1.5),
        (1280.0, 752.0),
        (1920.0 / 2.0, 1015.0 / 2.0),
    ];
    for (n, seed) in [(2, 3), (4, 2)] {
        for lang in ["en-GB", "en-US", "de", "fr", "es", "it"] {
            let (seen, rested, chose) = board_heights(lang, n, seed, &windows);
            assert!(
                rested && chose,
                "{lang} {n} {seed}: a Rest {rested}, a choice {chose}"
            );
            for (heights, window) in seen.iter().zip(windows) {
                let least = heights.iter().copied().fold(f32::MAX, f32::min);
                let most = heights.iter().copied().fold(0.0, f32::max);
                assert!(
                    most - least < 0.01,
                    "{lang}, {n} seats, {window:?}: the board {least} .. {most} px tall"
                );
            }
        }
    }
}

/// A match of Musical Dominoes for `n` seats (seed `seed`, language `lang`), played as
/// [`game_in`] until Ada, with nothing that fits, must call Rest.
fn until_rest(lang: &str, n: usize, seed: u64) -> App {
    let mut app = game_in(lang, n, seed, 0);
    while let Some(g) = app.game() {
        let round = g.game().round();
        assert!(round.outcome().is_none(), "{lang} {n} {seed}: no Rest");
        let msg = match g.computer_message() {
            Some(m) => m,
            None => {
                let moves = round.legal_moves();
                if moves.contains(&Move::Rest) {
                    break;
                }
                match *moves.iter().next().unwrap() {
                    Move::Draw => game::Message::Draw,
                    mv => game::Message::Choose(mv),
                }
            }
        };
        let _ = app.update(Message::Game(msg));
    }
    app
}

#[test]
fn a_long_turn_line_stays_whole_above_the_rest_button_in_every_language() {
    // "Ada, nothing fits: call “Rest” (Space)" beside Hint and Hear the line took two lines
    // of 24 points in a row 46 px tall, and Rest under it covered the second ("Ada, nichts
    // passt: sag" at 1024 × 721). Now the title is fitted to its width (two lines, smaller
    // where they do not hold it) and its row is as tall as its lines.
    use musical_dominoes::chart::fonts::{FontRole, text_width};
    use musical_dominoes::i18n::Localizer;
    use musical_dominoes::ui::metrics::{Metrics, least_hand_room};
    let windows = [
        (1024.0, 721.0),
        (1024.0 / 1.5, 721.0 / 1.5),
        (1280.0, 752.0),
        (1920.0 / 2.0, 1015.0 / 2.0),
        (1920.0, 1015.0),
    ];
    for lang in ["en-GB", "en-US", "de", "fr", "es", "it"] {
        let i18n = Localizer::new(lang);
        let words = i18n.t_args("game-your-turn-rest", &[("name", "Ada".into())]);
        for (n, seed) in [(2, 3), (4, 2)] {
            let app = until_rest(lang, n, seed);
            for window in windows {
                let narrow = Metrics::of(window.0, window.1).hand_room <= least_hand_room();
                let (most, least) = if narrow { (18.0, 13.0) } else { (24.0, 15.0) };
                let mut ui = ui(&app, window);
                let title = ui.find(words.as_str()).unwrap().bounds();
                let rest = ui.find(i18n.t("game-rest").as_str()).unwrap().bounds();
                // The room the turn line has over Rest (20 points, 8 px above and below;
                // 17 and 5 beside a narrow column) in the hand's height.
                let pad = if narrow { 5.0 } else { 8.0 };
                let room =
                    Metrics::of(window.0, window.1).hand_height - rest.height - 2.0 * pad - 6.0;
                let (size, lines) = game::fit_title(&words, most, least, title.width, room);
                let at = format!("{lang} {n} seats {window:?}: {title:?} at {size} pt");
                // Every line of the title laid out in its row: at least the lines its width
                // asks, and not clamped to the row's height (the row is taller than the
                // lines it was made for); the row above Rest.
                let wide = text_width(FontRole::Body, size, &words);
                let fewest = (wide / title.width).ceil();
                assert!(
                    title.height + 0.5 >= fewest * size * game::LINE_HEIGHT
                        && title.height + 0.5 < game::turn_line_height(size, lines, 0.0),
                    "{at}: {lines} lines cut"
                );
                assert!(
                    title.y + title.height <= rest.y - 2.0,
                    "{at}: Rest at {rest:?}"
                );
                assert!(
                    wide <= lines as f32 * title.width,
                    "{at}: the words do not fit {lines} lines"
                );
            }
        }
    }
}

#[test]
fn the_hand_s_size_stays_inside_its_seat_panel_in_every_language() {
    // "2 dominos" and "6 dominos" ran across the right border of the seat's panel at 1024 ×
    // 721 and at 150 % in French: the backs' place was three faces wide (232 px of 302).
    use musical_dominoes::chart::fonts::{FontRole, text_width};
    use musical_dominoes::i18n::Localizer;
    let windows = [
        (1024.0, 721.0),
        (1024.0 / 1.5, 721.0 / 1.5),
        (1280.0, 752.0),
    ];
    for lang in ["en-GB", "en-US", "de", "fr", "es", "it"] {
        let i18n = Localizer::new(lang);
        for n in [2, 4] {
            let app = game_in(lang, n, 1, 2);
            let round = app.game().unwrap().game().round().clone();
            for window in windows {
                let mut ui = ui(&app, window);
                for seat in 0..n {
                    let count = i18n.t_args(
                        "game-hand-size",
                        &[("count", round.hand(seat).len().into())],
                    );
                    let Ok(found) = ui.find(count.as_str()) else {
                        continue; // slim panels say it in figures
                    };
                    let words = found.bounds();
                    // The panel it stands in (the first found of those words).
                    let Some(panel) = (0..n)
                        .map(|s| ui.find(selector::id(format!("seat-{s}"))).unwrap().bounds())
                        .find(|p| p.contains(iced::Point::new(words.x, words.y)))
                    else {
                        panic!("{lang} {n} {window:?}: {count} outside the panels");
                    };
                    // Given the whole width its 15 points take, and inside the panel.
                    let wide = text_width(FontRole::Body, 15.0, &count);
                    assert!(
                        wide <= words.width + 0.5
                            && words.x + words.width <= panel.x + panel.width - 8.0 + 0.5,
                        "{lang} {n} {window:?}: {count} ({wide} wide) at {words:?} in {panel:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn with_all_hands_open_four_seats_leave_the_line_its_least_size_at_every_step() {
    // Four seats' open panels two by two and the hand filled the window at 150 % on 1024 ×
    // 768 and 1280 × 800 and at 200 % on 1920 × 1080: no board at all. Where even at the
    // least size they would leave the line less than it needs, they fold back to backs and
    // say so.
    let mut app = game_until(4, 1, 12);
    let _ = app.update(Message::Game(game::Message::ToggleOpen));
    assert!(app.game().unwrap().all_open());
    for window in WINDOWS
        .into_iter()
        .chain([(1024.0, 721.0), (1280.0, 752.0), (1920.0, 1015.0)])
    {
        let unit = line_unit(&app, window);
        assert!(unit >= LEAST_SIDE - 0.01, "{window:?}: the line at {unit}");
    }
    // At 100 % the hands stay open; at 150 % on 1024 × 768 they fold, and say so.
    let words = musical_dominoes::i18n::Localizer::new("en-GB").t("game-hands-folded");
    for window in [(1024.0, 721.0), (1280.0, 752.0), (1920.0, 1015.0)] {
        let shown = ui(&app, window).find(words.as_str()).is_ok();
        assert!(!shown, "{window:?}: folded at 100 %");
    }
    whole(&app, (1024.0 / 1.5, 721.0 / 1.5), &words, false);
}

#[test]
fn the_match_s_winner_is_in_view_without_scrolling_at_every_step() {
    // Four seats, the match won in its round (seed 3): at 150 % on 1024 × 768 "Ada & Cleo
    // win the match!" and the final score stood under the count, which scrolls there.
    let app = game_until(4, 3, usize::MAX);
    assert!(app.game().unwrap().game().winners().is_some());
    let i18n = musical_dominoes::i18n::Localizer::new("en-GB");
    let won = game::match_won_words(&i18n, &["Ada".into(), "Cleo".into()]);
    all_whole(&app, &[won.as_str()]);
}

#[test]
fn back_to_the_count_stands_clear_of_the_last_moves_when_no_hand_is_shown() {
    // Four computer seats, the table seen after the match: "Back to the count" stood over
    // the foot of the window, on the note of where the record was kept and the last moves.
    // Now it stands under the turn line, where Rest and Draw do.
    let names = ["Ada", "Ben", "Cleo", "Dan"];
    let setup = Setup {
        rules: Rules::standard(Variant::Musical, 4).unwrap(),
        seats: (0..4)
            .map(|i| SeatSetup {
                name: names[i].into(),
                player: Player::Computer(Level::Club),
            })
            .collect(),
        seed: 3,
    };
    let mut app = App::new(Start {
        play: Some(setup),
        lang: Some("en-GB".into()),
        sound: false,
        ..Start::default()
    })
    .0;
    while let Some(m) = app.game().and_then(|g| g.computer_message()) {
        let _ = app.update(Message::Game(m));
    }
    assert!(app.game().unwrap().game().round().outcome().is_some());
    let _ = app.update(Message::Game(game::Message::SeeTable(true)));
    for window in WINDOWS.into_iter().chain([(1024.0, 721.0)]) {
        whole(&app, window, "Back to the count", false);
        let mut ui = ui(&app, window);
        let back = ui.find("Back to the count").unwrap().bounds();
        // The last moves and the notes under them.
        // (None where the window leaves them no line beside the turn line.)
        let Ok(moves) = ui.find(selector::id("status")).map(|f| f.bounds()) else {
            continue;
        };
        // Above them, on any line: the note of an export or of where the record was kept
        // stands there in a frame the column's width.
        assert!(
            back.y + back.height <= moves.y,
            "{window:?}: {back:?} over {moves:?}"
        );
    }
}
