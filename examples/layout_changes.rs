//! How often does the line of play change size in a round, and at what size does it end?
//!
//! Plays rounds of Club players (each deal seeded by its number; the seat the rules name
//! leads, or in Musical Dominoes the seats in turn), lays the line out after every move as
//! the game screen does (`ui::layout::snake`, tablets at most the window's
//! `ui::metrics::Metrics::line_max`), and counts the changes of size. Boards: where the game
//! screen's board lays the line (its bounds, as `tests/ui.rs` measures them, less its margins
//! of 8 px beside the line and 4 px above and below) in the windows the app gets on screens
//! of 1024 × 768, 1280 × 800 and 1920 × 1080 (their width and 94 % of their height) and the
//! least window, 1024 × 700, in logical pixels. Four seats whose hands are covered stand slim
//! in one row beside the side panel, no taller than it, so their board is the two seats'.
//! `--before` lays out the boards of the screen
//! before the hand stood upright, at their cap of 56 px (with today's layout rules).
//!
//! ```text
//! cargo run --release --example layout_changes -- [ROUNDS] [--before]
//! ```
//!
//! Prints, per game and board: changes of size per round (mean and most), the mean size
//! (short side of a tablet, px) the rounds end at, and the least size any line was drawn at.

use musical_dominoes::ai::club;
use musical_dominoes::engine::{Deal, Options, Round, Rules, Variant};
use musical_dominoes::ui::layout::{Rect, snake};
use musical_dominoes::ui::metrics::Metrics;
use musical_dominoes::ui::widget::board::{MAX_UNIT, longest_line, pieces};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let before = args.iter().any(|a| a == "--before");
    let rounds: u64 = args.iter().find_map(|a| a.parse().ok()).unwrap_or(300);
    // (name, board width, board height, the largest unit)
    let boards: Vec<(&str, f32, f32, f32)> = if before {
        vec![
            ("1024 x 700, 2 seats", 984.0, 299.5, MAX_UNIT),
            ("1024 x 700, 4 seats", 984.0, 284.8, MAX_UNIT),
            ("1280 x 800, 2 seats", 1240.0, 399.5, MAX_UNIT),
        ]
    } else {
        let at = |w: f32, h: f32| Metrics::of(w, h).line_max;
        vec![
            ("1024 x 700, 2 seats", 992.0, 379.5, at(1024.0, 700.0)),
            ("1024 x 700, 4 seats", 992.0, 379.5, at(1024.0, 700.0)),
            ("1024 x 721, 2 seats", 992.0, 400.5, at(1024.0, 721.0)),
            ("1024 x 721, 4 seats", 992.0, 400.5, at(1024.0, 721.0)),
            ("1280 x 752, 2 seats", 1248.0, 419.75, at(1280.0, 752.0)),
            ("1280 x 752, 4 seats", 1248.0, 419.75, at(1280.0, 752.0)),
            ("1920 x 1015, 2 seats", 1888.0, 599.5, at(1920.0, 1015.0)),
            ("1920 x 1015, 4 seats", 1888.0, 599.5, at(1920.0, 1015.0)),
        ]
    };
    let games = [
        (Variant::Musical, 2),
        (Variant::Musical, 4),
        (Variant::Block, 2),
        (Variant::Draw, 2),
        (Variant::AllFives, 2),
        (Variant::Block, 4),
        (Variant::Draw, 4),
    ];
    println!(
        "game, players, board: changes of size a round (mean, most); size at the end (mean); least"
    );
    for (variant, players) in games {
        let Ok(rules) = Rules::new(variant, players, &Options::default()) else {
            continue;
        };
        for &(name, w, h, max_unit) in &boards {
            if (players == 4) != name.contains("4 seats") {
                continue;
            }
            let board = Rect {
                x: 0.0,
                y: 0.0,
                w,
                h,
            };
            let (mut changes, mut most, mut played, mut end_unit) = (0, 0, 0u64, 0.0f32);
            let mut least = f32::MAX;
            for seed in 0..rounds {
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
                let deal = Deal::random(&rules, &mut rng);
                // Musical Dominoes names no leader by the tiles: the seats take turns.
                let first = (seed as usize) % players;
                let Ok(mut round) = Round::new(rules, &deal, None, [0; 4])
                    .or_else(|_| Round::new(rules, &deal, Some(first), [0; 4]))
                else {
                    continue;
                };
                let mut units: Vec<f32> = Vec::new();
                while let Some(seat) = round.to_move() {
                    let mv = club::choose(&round.view(seat));
                    if round.play(mv).is_err() {
                        break;
                    }
                    let line = round.line();
                    if line.is_empty() {
                        continue;
                    }
                    let p = pieces(line, variant.doubles_crosswise());
                    let Some(s) = snake(
                        &p,
                        line.lead_index() + 1,
                        board,
                        max_unit,
                        longest_line(&round),
                    ) else {
                        continue;
                    };
                    least = least.min(s.unit);
                    if units.last() != Some(&s.unit) {
                        units.push(s.unit);
                    }
                }
                let c = units.len().saturating_sub(1);
                changes += c;
                most = most.max(c);
                played += 1;
                end_unit += units.last().copied().unwrap_or(max_unit);
            }
            if played == 0 {
                continue;
            }
            println!(
                "{variant}, {players}, {name}: {:.2}, {most}; {:.1} px; least {least:.1} px",
                changes as f64 / played as f64,
                end_unit / played as f32
            );
        }
    }
}
