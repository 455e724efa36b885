//! Property tests over seeded random play of every variant and player count (RULES.md
//! section 6): no tile is lost or duplicated, no illegal move is accepted, every round ends,
//! and every match written as a record replays to the same result.

use musical_dominoes::engine::*;
use proptest::prelude::*;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

fn configs() -> Vec<Rules> {
    let mut v = Vec::new();
    for variant in Variant::ALL {
        for &players in variant.player_counts() {
            v.push(Rules::standard(variant, players).unwrap());
        }
    }
    for variant in [Variant::Block, Variant::Draw] {
        for out in [PartnershipOut::One, PartnershipOut::Both] {
            v.push(
                Rules::new(
                    variant,
                    4,
                    &Options {
                        partnerships: Some(true),
                        partnership_out: Some(out),
                        hand_size: Some(7 - usize::from(variant == Variant::Draw) as u32),
                        end_scoring: Some(EndScoring::Difference),
                        ..Default::default()
                    },
                )
                .unwrap(),
            );
        }
    }
    v.push(
        Rules::new(
            Variant::Musical,
            4,
            &Options {
                partnership_out: Some(PartnershipOut::One),
                target: Some(3),
                ..Default::default()
            },
        )
        .unwrap(),
    );
    v.push(
        Rules::new(
            Variant::AllFivesDraw,
            3,
            &Options {
                round_to_five: Some(true),
                target: Some(60),
                ..Default::default()
            },
        )
        .unwrap(),
    );
    v
}

/// Every move a seat could name, legal or not.
fn any_move(rng: &mut Xoshiro256PlusPlus) -> Move {
    let tile = Tile::from_index(rng.random_range(0..28u8)).unwrap();
    match rng.random_range(0..4u8) {
        0 => Move::Rest,
        1 => Move::Draw,
        2 => Move::Lead {
            tile,
            left: if rng.random_bool(0.5) {
                tile.low()
            } else {
                tile.high()
            },
        },
        _ => Move::Play {
            tile,
            end: if rng.random_bool(0.5) {
                End::Left
            } else {
                End::Right
            },
            outward: rng.random_range(0..7u8),
        },
    }
}

fn assert_tiles_accounted(round: &Round) {
    let n = round.rules().players;
    let mut seen = TileSet::EMPTY;
    let mut total = 0;
    let mut add = |s: TileSet| {
        assert!(seen.and(s).is_empty(), "a tile is in two places");
        seen = seen.or(s);
        total += s.len();
    };
    for seat in 0..n {
        add(round.hand(seat));
    }
    add(round.line().tiles().iter().map(|p| p.tile).collect());
    add(round.stock().iter().copied().collect());
    add(round.out_of_play());
    assert_eq!(seen, TileSet::FULL);
    assert_eq!(total, 28);
}

fn play_match(rules: Rules, seed: u64) -> Match {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0xABCD);
    let mut game = Match::new(rules, seed, None);
    let mut rounds = 0;
    loop {
        let mut moves = 0;
        while game.round().outcome().is_none() {
            assert_tiles_accounted(game.round());
            let legal = game.round().legal_moves();
            assert!(!legal.is_empty());
            // Try a few arbitrary moves: accepted exactly when listed as legal.
            for _ in 0..3 {
                let mv = any_move(&mut rng);
                let before = game.round().hand(game.round().to_move().unwrap());
                // The opening tile is listed once, lower half left; either way round is legal.
                let canonical = match mv {
                    Move::Lead { tile, .. } => Move::Lead {
                        tile,
                        left: tile.low(),
                    },
                    other => other,
                };
                let listed = legal.contains(&canonical);
                let checked = game.round().check(mv).is_ok();
                assert_eq!(listed, checked, "{mv:?} listed={listed} accepted={checked}");
                assert_eq!(before, game.round().hand(game.round().to_move().unwrap()));
            }
            for mv in legal.iter() {
                assert!(game.round().check(*mv).is_ok());
            }
            let mv = legal[rng.random_range(0..legal.len())];
            game.play(mv).unwrap();
            moves += 1;
            assert!(moves < 200, "a round did not end");
        }
        assert_tiles_accounted(game.round());
        rounds += 1;
        if game.is_over() || rounds >= 60 {
            break;
        }
        game.next_round().unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_matches_keep_every_tile_refuse_illegal_moves_end_and_replay(seed in any::<u64>()) {
        for rules in configs() {
            let game = play_match(rules, seed);
            let record = Record::of_match(&game);
            let json = record.to_json();
            let report = replay_json(&json).map_err(|e| TestCaseError::fail(format!("{e}\n{json}")))?;
            prop_assert_eq!(&report, &ReplayReport::of_match(&game));
            // Reading the record back gives the same record.
            prop_assert_eq!(Record::from_json(&json).unwrap(), record);
        }
    }
}

#[test]
fn the_same_seed_deals_the_same_match() {
    for rules in configs() {
        let a = Record::of_match(&play_match(rules, 7));
        let b = Record::of_match(&play_match(rules, 7));
        assert_eq!(a, b);
        let c = Record::of_match(&play_match(rules, 8));
        assert_ne!(a.rounds[0].hands, c.rounds[0].hands);
    }
}

#[test]
fn an_unfinished_match_replays_to_the_same_position() {
    let rules = Rules::standard(Variant::AllFivesDraw, 2).unwrap();
    let mut game = Match::new(rules, 3, None);
    for _ in 0..5 {
        let mv = game.round().legal_moves()[0];
        game.play(mv).unwrap();
    }
    let back = Record::of_match(&game).replay().unwrap();
    assert_eq!(ReplayReport::of_match(&back), ReplayReport::of_match(&game));
    assert_eq!(back.round().line(), game.round().line());
    assert_eq!(back.round().to_move(), game.round().to_move());
}
