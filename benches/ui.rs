//! The game screen's cost: building the view of the fullest board (view + layout) and applying
//! a move (`cargo bench --bench ui`). Target: under 2 ms each, release.
//!
//! A round ends when a hand is empty, so a line holds at most 27 tablets in play (two hands of
//! 14); the layout is also measured for all 28 tablets and both end markers.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use iced::{Settings, Size};
use iced_test::Simulator;
use musical_dominoes::ai::Level;
use musical_dominoes::engine::{Record, RoundRecord, Rules, Tile, Variant};
use musical_dominoes::ui::screen::game::{self, Player, SeatSetup, Setup};
use musical_dominoes::ui::{App, Message, Start};

/// An Euler circuit of the double-six set starting with 6-6: the whole set in one line.
fn circuit() -> Vec<(u8, u8)> {
    let mut unused: Vec<Tile> = Tile::all().collect();
    let mut stack = vec![6u8];
    let mut path = Vec::new();
    while let Some(&v) = stack.last() {
        if let Some(i) = unused.iter().position(|t| t.has(v)) {
            let t = unused.remove(i);
            stack.push(t.other(v));
        } else {
            path.push(v);
            stack.pop();
        }
    }
    path.reverse();
    // Rotate so that the loop 6-6 comes first.
    let edges: Vec<(u8, u8)> = path.windows(2).map(|w| (w[0], w[1])).collect();
    let start = edges
        .iter()
        .position(|&(a, b)| a == 6 && b == 6)
        .unwrap_or(0);
    edges[start..]
        .iter()
        .chain(&edges[..start])
        .copied()
        .collect()
}

/// A Drawing game for two, 14 tablets each, whose 28 moves lay every tablet in one line.
fn full_line_record(moves: usize) -> Record {
    let chain = circuit();
    let name = |&(a, b): &(u8, u8)| format!("{a}-{b}");
    let hands: Vec<Vec<String>> = (0..2)
        .map(|p| chain.iter().skip(p).step_by(2).map(name).collect())
        .collect();
    let mut mv: Vec<String> = vec![name(&chain[0])];
    mv.extend(chain[1..].iter().map(|e| format!("{} R", name(e))));
    mv.truncate(moves);
    Record {
        format: 1,
        variant: Variant::Draw,
        players: 2,
        options: musical_dominoes::engine::Options {
            hand_size: Some(14),
            ..Default::default()
        },
        rounds: vec![RoundRecord {
            hands,
            stock: Some(vec![]),
            first: None,
            moves: mv,
        }],
        seed: Some(1),
    }
}

fn settings() -> Settings {
    musical_dominoes::ui::iced_settings()
}

fn app_with(record: &Record) -> App {
    let game = record.replay().expect("the full-line record is valid");
    let setup = Setup {
        rules: Rules::new(Variant::Draw, 2, &record.options).unwrap(),
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
        seed: 1,
    };
    let (mut app, _) = App::new(Start {
        play: Some(setup),
        screenshot: None,
        lang: Some("en-GB".into()),
        folders: None,
        sound: false,
        quiz_seed: Some(1),
        open_quiz: false,
    });
    let _ = app.load_match(game);
    app
}

fn bench(c: &mut Criterion) {
    let full = app_with(&full_line_record(27));
    assert_eq!(full.game().unwrap().game().round().line().len(), 27);
    c.bench_function("view+layout of a 27-tablet board at 1280x800", |b| {
        b.iter(|| {
            let ui = Simulator::with_size(settings(), Size::new(1280.0, 800.0), full.view());
            black_box(ui);
        })
    });
    c.bench_function("snake layout of 28 tablets and 2 markers", |b| {
        let mut line = *full.game().unwrap().game().round().line();
        let last = full_line_record(28).rounds[0].moves[27].clone();
        let (tile, _) = Tile::parse(
            last.trim_end_matches(" R"),
            musical_dominoes::engine::Face::Pips,
        )
        .unwrap();
        let right = line
            .end_value(musical_dominoes::engine::End::Right)
            .unwrap();
        line.push(
            musical_dominoes::engine::End::Right,
            musical_dominoes::engine::Placed {
                tile,
                left: right,
                right: tile.other(right),
            },
        );
        assert_eq!(line.len(), 28);
        let pieces = musical_dominoes::ui::widget::board::pieces(&line, true);
        let area = musical_dominoes::ui::layout::Rect {
            x: 0.0,
            y: 0.0,
            w: 1256.0,
            h: 520.0,
        };
        b.iter(|| {
            black_box(musical_dominoes::ui::layout::snake(
                &pieces,
                line.lead_index() + 1,
                area,
                56.0,
                28,
            ))
        })
    });
    let record26 = full_line_record(26);
    let mv = full_line_record(27).rounds[0].moves[26].clone();
    c.bench_function("apply the 27th move", |b| {
        b.iter_batched(
            || app_with(&record26),
            |mut app| {
                let round = app.game().unwrap().game().round();
                let m = round.parse_move(&mv).unwrap();
                let _ = app.update(Message::Game(game::Message::Choose(m)));
                black_box(app)
            },
            criterion::BatchSize::LargeInput,
        )
    });
}

/// The tap exercise's event path past the pad (issue 31): a press and its release, each
/// stamped with its time, through the quiz screen's `update` while a rhythm is tapped (the
/// grader's presses are then in hand). What the window system and iced's event loop add
/// before the pad's canvas sees the event is outside this measure.
fn tap(c: &mut Criterion) {
    use iced::time::{Duration, Instant};
    use musical_dominoes::i18n::Localizer;
    use musical_dominoes::quiz::Kind;
    use musical_dominoes::storage::progress::ProgressFile;
    use musical_dominoes::ui::screen::quiz;
    let en = Localizer::new("en-GB");
    // A quiz counting in a rhythm to tap (two crotchets at 60), and when its first note falls.
    let ready = || {
        let mut q = quiz::Quiz::new(&en, ProgressFile::default(), 7);
        q.set_can_hear(true);
        q.set_tap(60, 0);
        for k in Kind::ALL {
            let _ = q.update(quiz::Message::Kind(k, k == Kind::Tap), &en);
        }
        let _ = q.update(quiz::Message::Start, &en);
        let t0 = Instant::now();
        let _ = q.update(quiz::Message::TapDown(t0), &en);
        let _ = q.update(quiz::Message::TapUp(t0), &en);
        (q, t0 + Duration::from_secs(4))
    };
    c.bench_function("tap: a press and its release through update", |b| {
        b.iter_batched_ref(
            ready,
            |(q, at)| {
                let down = q.update(quiz::Message::TapDown(black_box(*at)), &en);
                let up = q.update(quiz::Message::TapUp(black_box(*at)), &en);
                black_box((down, up))
            },
            criterion::BatchSize::SmallInput,
        )
    });
}

/// Drawing a whole frame of the game screen in software (tiny-skia, as the browser and the
/// desktop's software renderer do): 1280 × 800 logical px at the simulator's scale of 2, so
/// 2560 × 1600 pixels; the layout, every primitive drawn over the whole window, and the pixels
/// read back as RGBA. The web edition draws every frame whole, so this follows the native
/// part of its frame after a move (issue 30). The round of 27 tablets is over: its notice
/// stands over the board under a veil.
fn frame(c: &mut Criterion) {
    for (name, moves) in [
        ("frame: a game of 12 tablets at 1280x800", 12),
        ("frame: a game of 27 tablets at 1280x800", 27),
    ] {
        let app = app_with(&full_line_record(moves));
        c.bench_function(name, |b| {
            b.iter(|| {
                let mut ui = Simulator::with_size(settings(), Size::new(1280.0, 800.0), app.view());
                black_box(ui.snapshot(&app.theme()).expect("a frame is drawn"))
            })
        });
    }
}

criterion_group!(benches, bench, tap, frame);
criterion_main!(benches);
