//! How often does the line of play change size in a round, and at what size does it end?
//!
//! Plays rounds of Club players (each deal seeded by its number; the seat the rules name
//! leads, or in Musical Dominoes the seats in turn), lays the line out after every move as
//! the game screen does (`ui::layout::snake`, tablets at most 56 px), and counts the changes
//! of size. Boards: where the game screen's board lays the line (its bounds, as the UI tests
//! measure them, less the 8 px margin all round) at 1024 × 700 with two seats (984 × 299.5)
//! or four (984 × 284.8) and at 1280 × 800 with two (1240 × 399.5), in logical pixels.
//! `--before` lays out the boards the game screen had before Hint and Hear the line moved to
//! the turn line (984 × 266 at 1024 × 700, 1240 × 366 at 1280 × 800).
//!
//! ```text
//! cargo run --release --example layout_changes -- [ROUNDS] [--before]
//! ```
//!
//! Prints, per game and board: changes of size per round (mean and most), and the mean
//! size (short side of a tablet, px) the rounds end at.

use musical_dominoes::ai::club;
use musical_dominoes::engine::{Deal, Options, Round, Rules, Variant};
use musical_dominoes::ui::layout::{Rect, snake};
use musical_dominoes::ui::widget::board::{MAX_UNIT, longest_line, pieces};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let before = args.iter().any(|a| a == "--before");
    let rounds: u64 = args.iter().find_map(|a| a.parse().ok()).unwrap_or(300);
    let boards = if before {
        [
            ("1024 x 700, 2 seats", 984.0, 266.0),
            ("1024 x 700, 4 seats", 984.0, 266.0),
            ("1280 x 800, 2 seats", 1240.0, 366.0),
        ]
    } else {
        [
            ("1024 x 700, 2 seats", 984.0, 299.5),
            ("1024 x 700, 4 seats", 984.0, 284.8),
            ("1280 x 800, 2 seats", 1240.0, 399.5),
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
    println!("game, players, board: changes of size a round (mean, most); size at the end (mean)");
    for (variant, players) in games {
        let Ok(rules) = Rules::new(variant, players, &Options::default()) else {
            continue;
        };
        for (name, w, h) in boards {
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
                        MAX_UNIT,
                        longest_line(&round),
                    ) else {
                        continue;
                    };
                    if units.last() != Some(&s.unit) {
                        units.push(s.unit);
                    }
                }
                let c = units.len().saturating_sub(1);
                changes += c;
                most = most.max(c);
                played += 1;
                end_unit += units.last().copied().unwrap_or(MAX_UNIT);
            }
            if played == 0 {
                continue;
            }
            println!(
                "{variant}, {players}, {name}: {:.2}, {most}; {:.1} px",
                changes as f64 / played as f64,
                end_unit / played as f32
            );
        }
    }
}
