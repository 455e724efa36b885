//! Computer players (issue 7): legal moves only, determinism per seed, no peeking, the Club's
//! rules in hand-made positions, hint messages in both locales, and the CLI's bad input.

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use musical_dominoes::ai::{self, Level, Reason, club, expert};
use musical_dominoes::engine::*;
use musical_dominoes::i18n::{Localizer, sources};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

fn set(face: Face, tiles: &[&str]) -> TileSet {
    tiles
        .iter()
        .map(|t| Tile::parse(t, face).unwrap().0)
        .collect()
}

fn tile(face: Face, t: &str) -> Tile {
    Tile::parse(t, face).unwrap().0
}

/// A small Expert, so that debug-build tests stay quick.
const SMALL: expert::Budget = expert::Budget {
    playouts: 40,
    min_samples: 4,
    exact_tiles: 6,
    exact_nodes: 200,
    candidates: 2,
    lookahead: 1,
};

fn random_round(rules: Rules, seed: u64) -> Round {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let deal = Deal::random(&rules, &mut rng);
    let first = (rules.variant == Variant::Musical).then_some(0);
    Round::new(rules, &deal, first, [0; 4]).unwrap()
}

/// A two-player round of `variant` with `hand_size` tiles each (the variant's own if
/// `None`), seat 0 dealt `mine` and seat 1 `theirs` (nothing in the stock), led by `first`
/// (by the lead rule if `None`), after `moves` in record notation.
fn position(
    variant: Variant,
    hand_size: Option<u32>,
    [mine, theirs]: [&[&str]; 2],
    first: Option<usize>,
    moves: &[&str],
) -> Round {
    let opts = Options {
        hand_size,
        ..Default::default()
    };
    let rules = Rules::new(variant, 2, &opts).unwrap();
    let f = rules.face();
    let mut hands = [TileSet::EMPTY; 4];
    hands[0] = set(f, mine);
    hands[1] = set(f, theirs);
    let mut round = Round::new(rules, &Deal::new(hands, &[]), first, [0; 4]).unwrap();
    for text in moves {
        let mv = round.parse_move(text).unwrap();
        round.play(mv).unwrap();
    }
    round
}

#[test]
fn every_level_plays_only_legal_moves_in_every_variant() {
    for v in Variant::ALL {
        let rules = Rules::standard(v, 2).unwrap();
        for seed in 0..3 {
            let mut round = random_round(rules, seed);
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let mut turn = 0;
            while let Some(seat) = round.to_move() {
                let view = round.view(seat);
                let legal = view.legal_moves();
                let mv = match turn % 3 {
                    0 => ai::choose(&view, Level::Beginner, &mut rng),
                    1 => ai::choose(&view, Level::Club, &mut rng),
                    _ => expert::choose(&view, SMALL, &mut rng).0,
                };
                assert!(legal.contains(&mv), "{v}: {mv:?} not in {legal:?}");
                round.play(mv).unwrap();
                turn += 1;
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_decision() {
    for v in [Variant::Block, Variant::AllFivesDraw, Variant::Musical] {
        let rules = Rules::standard(v, 2).unwrap();
        let mut round = random_round(rules, 7);
        // Two moves in, so that the line is open.
        for _ in 0..2 {
            let mv = round.legal_moves()[0];
            round.play(mv).unwrap();
        }
        let seat = round.to_move().unwrap();
        let view = round.view(seat);
        for level in Level::ALL {
            let a = ai::choose(&view, level, &mut Xoshiro256PlusPlus::seed_from_u64(42));
            let b = ai::choose(&view, level, &mut Xoshiro256PlusPlus::seed_from_u64(42));
            assert_eq!(a, b, "{v} {level}");
        }
        let h1 = ai::hint(&view, &mut Xoshiro256PlusPlus::seed_from_u64(5));
        let h2 = ai::hint(&view, &mut Xoshiro256PlusPlus::seed_from_u64(5));
        assert_eq!(h1, h2);
        // The hint proposes the Expert's move for the same seed.
        let e = ai::choose(
            &view,
            Level::Expert,
            &mut Xoshiro256PlusPlus::seed_from_u64(5),
        );
        assert_eq!(h1.mv, e);
    }
}

/// Re-deals round `orig` (its first deal was `deal`, played with the moves of its history) so
/// that `seat` keeps its dealt hand and the stock tiles it drew, and everything else hidden
/// from it is shuffled; keeps only re-deals in which every move of the history is still legal.
/// Returns the re-dealt rounds.
fn redeals(
    rules: Rules,
    deal: &Deal,
    first: Option<usize>,
    orig: &Round,
    seat: usize,
    want: usize,
) -> Vec<Round> {
    let history: Vec<Action> = orig.history().to_vec();
    // The i-th draw of the round takes stock[i]: the ones this seat made are known to it.
    let mut mine_drawn = Vec::new();
    let mut draws = 0;
    for a in &history {
        if a.mv == Move::Draw {
            if usize::from(a.seat) == seat {
                mine_drawn.push(draws);
            }
            draws += 1;
        }
    }
    let fixed_stock: Vec<(usize, Tile)> =
        mine_drawn.iter().map(|&i| (i, deal.stock()[i])).collect();
    let known: TileSet = deal.hands[seat].or(fixed_stock.iter().map(|&(_, t)| t).collect());
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(99);
    let mut out = Vec::new();
    for _ in 0..20_000 {
        if out.len() == want {
            break;
        }
        let mut free: Vec<Tile> = TileSet::FULL.minus(known).iter().collect();
        rand::seq::SliceRandom::shuffle(free.as_mut_slice(), &mut rng);
        let mut hands = [TileSet::EMPTY; 4];
        hands[seat] = deal.hands[seat];
        let mut it = free.into_iter();
        for (s, h) in hands.iter_mut().enumerate().take(rules.players) {
            if s != seat {
                *h = it.by_ref().take(rules.hand_size).collect();
            }
        }
        let mut stock: Vec<Tile> = Vec::new();
        if rules.variant.reserve().is_some() {
            let rest: Vec<Tile> = it.collect();
            let n = deal.stock().len();
            let mut rest = rest.into_iter();
            for i in 0..n {
                match fixed_stock.iter().find(|&&(j, _)| j == i) {
                    Some(&(_, t)) => stock.push(t),
                    None => stock.push(rest.next().unwrap()),
                }
            }
        }
        let Ok(mut r) = Round::new(rules, &Deal::new(hands, &stock), first, [0; 4]) else {
            continue;
        };
        if history
            .iter()
            .all(|a| r.to_move() == Some(usize::from(a.seat)) && r.play(a.mv).is_ok())
        {
            out.push(r);
        }
    }
    out
}

#[test]
fn no_level_peeks_at_hidden_tiles() {
    let mut compared = 0;
    for v in Variant::ALL {
        let rules = Rules::standard(v, 2).unwrap();
        for seed in 0..4u64 {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed + 100);
            let deal = Deal::random(&rules, &mut rng);
            let first = (v == Variant::Musical).then_some(0);
            let mut round = Round::new(rules, &deal, first, [0; 4]).unwrap();
            // Play a few random moves, then stop at a decision with a choice.
            let stop = 2 + (seed as usize % 3);
            let mut played = 0;
            while round.to_move().is_some() {
                if played >= stop && round.legal_moves().len() > 1 {
                    break;
                }
                let legal = round.legal_moves();
                let mv = legal[rng.random_range(0..legal.len())];
                round.play(mv).unwrap();
                played += 1;
            }
            let Some(seat) = round.to_move() else {
                continue;
            };
            let others = redeals(rules, &deal, first, &round, seat, 2);
            for other in &others {
                let (a, b) = (round.view(seat), other.view(seat));
                assert_eq!(a.hand(), b.hand());
                assert_eq!(a.line().tiles(), b.line().tiles());
                // The re-deal really hides something else.
                let theirs = |r: &Round| {
                    (0..rules.players)
                        .filter(|&s| s != seat)
                        .map(|s| r.hand(s))
                        .collect::<Vec<_>>()
                };
                if theirs(&round) == theirs(other) && round.stock() == other.stock() {
                    continue;
                }
                for level in Level::ALL {
                    let x = ai::choose(&a, level, &mut Xoshiro256PlusPlus::seed_from_u64(3));
                    let y = ai::choose(&b, level, &mut Xoshiro256PlusPlus::seed_from_u64(3));
                    assert_eq!(x, y, "{v} seed {seed} {level}");
                }
                let hx = ai::hint(&a, &mut Xoshiro256PlusPlus::seed_from_u64(4));
                let hy = ai::hint(&b, &mut Xoshiro256PlusPlus::seed_from_u64(4));
                assert_eq!(hx, hy, "{v} seed {seed} hint");
                compared += 1;
            }
        }
    }
    // Enough positions were really compared for the test to mean something.
    assert!(compared >= 20, "only {compared} re-deals compared");
}

/// Musical Dominoes with four tablets each. Seat 1 leads 4-8 (crotchet left, quaver right);
/// seat 0 holds 4-64, 1-4, 1-64, 16-32.
fn heavy_position() -> Round {
    position(
        Variant::Musical,
        Some(4),
        [
            &["4-64", "1-4", "1-64", "16-32"],
            &["4-8", "2-2", "2-16", "2-32"],
        ],
        Some(1),
        &["4-8"],
    )
}

#[test]
fn club_sheds_the_heavy_semidemisemiquaver() {
    // Ends: crotchet (4) left, quaver (8) right. Seat 0 may play 4-64 or 1-4 on the left.
    // Afterwards the rest of the hand covers the same ends either way: after 4-64 the left
    // end is 64 (1-64 follows it), after 1-4 it is 1 (1-64 follows it); nothing follows the
    // quaver. Each new end is followed by one of the three tablets left. The opponent may
    // hold as many tablets fitting either pair of ends: of the 23 unseen, 5 semidemisemiquavers
    // or 5 semibreves, and 6 quavers, one of which (8-64 or 1-8) is in both counts: 10 either
    // way. Only the weight differs: 4 + 64 = 68 against 1 + 4 = 5, so the Club sheds 4-64.
    let round = heavy_position();
    let view = round.view(0);
    let f = Face::Notes;
    assert_eq!(view.legal_moves().len(), 2);
    let mv = ai::choose(
        &view,
        Level::Club,
        &mut Xoshiro256PlusPlus::seed_from_u64(0),
    );
    assert_eq!(mv.tile(), Some(tile(f, "4-64")));
    assert_eq!(round.notation(mv), "4-64 L");
    let reason = ai::reason_for(&view, mv);
    assert_eq!(
        reason,
        Reason::Heavy {
            tile: tile(f, "4-64")
        }
    );
    // Said by what the tablet counts (4 + 64), not as "heavy": to a pupil the
    // semidemisemiquaver is the lightest of notes. The hint names the tablet beside it.
    assert_eq!(
        reason.text(f, &Localizer::new("en-GB")),
        "It counts 68, and no other tablet you can play counts more: lay it while you can, so \
         that it does not count against you."
    );
    assert_eq!(
        reason.text_in_words(f, &Localizer::new("en-US")),
        "It counts 68, and no other tablet you can play counts more: lay it while you can, so \
         that it does not count against you."
    );
}

#[test]
fn club_takes_points_in_all_fives() {
    // All Fives, seat 0 holds 5-5 and leads it (10 points). Seat 1 holds 0-5 and 5-6: on a
    // lone 5-5 (10), 0-5 makes 10 + 0 = 10 and 5-6 makes 10 + 6 = 16. The Club takes 10.
    let rules = Rules::standard(Variant::AllFives, 2).unwrap();
    let f = Face::Pips;
    let mut hands = [TileSet::EMPTY; 4];
    hands[0] = set(f, &["5-5", "1-1", "1-2", "2-2", "1-3", "2-6", "3-3"]);
    hands[1] = set(f, &["0-5", "5-6", "4-4", "2-4", "1-4", "0-4", "3-4"]);
    let mut round = Round::new(rules, &Deal::new(hands, &[]), None, [0; 4]).unwrap();
    let mv = round.parse_move("5-5").unwrap();
    round.play(mv).unwrap();
    let view = round.view(1);
    let mv = ai::choose(
        &view,
        Level::Club,
        &mut Xoshiro256PlusPlus::seed_from_u64(0),
    );
    assert_eq!(mv.tile(), Some(tile(f, "0-5")));
    assert_eq!(
        ai::reason_for(&view, mv),
        Reason::Score {
            tile: tile(f, "0-5"),
            points: 10
        }
    );
}

/// Musical Dominoes, five tablets each, seat 1 first. Seat 1 leads 8-8, seat 0 plays 4-8 on
/// the right, seat 1 plays 8-16 on the left and seat 0 plays 2-16 on the left: the ends are a
/// minim (left) and a crotchet (right). Seat 1, left with 1-16, 1-32 and 16-32, holds neither
/// and rests. Seat 0 is to move holding 2-4, `y` and `z`.
fn block_position(y: &str, z: &str) -> Round {
    position(
        Variant::Musical,
        Some(5),
        [
            &["4-8", "2-16", "2-4", y, z],
            &["8-8", "8-16", "1-16", "1-32", "16-32"],
        ],
        Some(1),
        &["8-8", "4-8 R", "8-16 L", "2-16 L", "rest"],
    )
}

/// The Club's move for the seat to move in `round`, in record notation, and its reason.
fn club_move_and_reason(round: &Round) -> (String, Reason) {
    let view = round.view(round.to_move().unwrap());
    let mv = ai::choose(
        &view,
        Level::Club,
        &mut Xoshiro256PlusPlus::seed_from_u64(0),
    );
    (round.notation(mv), ai::reason_for(&view, mv))
}

#[test]
fn club_blocks_the_game_while_its_hand_is_the_lighter() {
    // Seat 0 holds 2-4, 2-8 and 1-1. Laying 2-4 on the minim leaves two crotchet ends: seat 1
    // rested on a minim and a crotchet, so it cannot follow, and 2-8 and 1-1 cannot either:
    // the game is blocked. Seat 0 would count 2 + 8 + 1 + 1 = 12. Seat 1's three tablets are
    // among the 12 unseen ones without a minim or a crotchet, the lightest of which are 1-8
    // (9), 1-16 (17) and 16-16 (32): at least 58. The advice: block while lighter.
    let (mv, reason) = club_move_and_reason(&block_position("2-8", "1-1"));
    assert_eq!(mv, "2-4 L");
    assert_eq!(
        reason,
        Reason::Block {
            tile: tile(Face::Notes, "2-4")
        }
    );
}

#[test]
fn club_does_not_block_while_its_hand_is_the_heavier() {
    // As above, but seat 0 holds 2-4, 2-64 and 64-64. Blocking with 2-4 on the minim would
    // leave it 66 + 128 = 194. Seat 1's three tablets are among the 12 unseen ones without a
    // minim or a crotchet: 1-1, 1-8, 1-16, 1-32, 1-64, 8-32, 8-64, 16-16, 16-32, 16-64,
    // 32-32, 32-64, which count 558 in all, 46.5 on average: about 140 for three, and more
    // than 194 only if it holds most of the heaviest. The advice: do not block while heavier.
    // 2-4 on the crotchet (two minim ends, which 2-64 follows) or 2-64 keeps the game open.
    let (mv, reason) = club_move_and_reason(&block_position("2-64", "64-64"));
    assert_ne!(mv, "2-4 L");
    assert!(matches!(reason, Reason::NoBlock { .. }));
}

#[test]
fn the_expert_weighs_a_guess_by_the_history_and_drops_an_impossible_one() {
    // In the block position seat 1 rested on a minim and a crotchet. Its real hand (1-16,
    // 1-32, 16-32) could have made every move of the history: a log-likelihood, at most 0.
    // A guess giving it 1-2 could not: 1-2 fits the minim, so its Rest would have been
    // illegal.
    let round = block_position("2-8", "1-1");
    let view = round.view(0);
    let f = Face::Notes;
    let mut hands = [TileSet::EMPTY; 4];
    hands[0] = view.hand();
    hands[1] = round.hand(1);
    let real = expert::log_likelihood(&view, hands, expert::OPPONENT_TEMPERATURE).unwrap();
    assert!(real <= 0.0, "{real}");
    hands[1] = set(f, &["1-2", "1-32", "16-32"]);
    assert_eq!(
        expert::log_likelihood(&view, hands, expert::OPPONENT_TEMPERATURE),
        None
    );
}

#[test]
fn the_expert_values_its_moves_over_the_guesses_it_is_given() {
    // block_position("2-64", "64-64"): seat 0 holds 2-4, 2-64 and 64-64 against a minim
    // (left) and a crotchet (right); seat 1 rested and holds 1-16, 1-32 and 16-32. Its legal
    // moves are 2-4 L, 2-4 R and 2-64 L.
    let round = block_position("2-64", "64-64");
    let view = round.view(0);
    let f = Face::Notes;
    let mean_of = |means: &[f64], text: &str| {
        let mv = round.parse_move(text).unwrap();
        let i = view.legal_moves().iter().position(|&m| m == mv).unwrap();
        means[i]
    };
    // Valued over the true deal: 2-4 L leaves two crotchet ends that no one follows, and the
    // blocked round goes to seat 1, 17 + 33 + 48 = 98 against 66 + 128 = 194: a loss. 2-4 R
    // leaves two minim ends: seat 1 rests, and 2-64 then 64-64 take seat 0 out. 2-64 L
    // leaves a semidemisemiquaver and a crotchet: seat 1 rests, and 64-64 then 2-4 go out.
    let (mv, means) = expert::choose_among(&view, SMALL, std::slice::from_ref(&round));
    assert_ne!(round.notation(mv), "2-4 L");
    assert_eq!(mean_of(&means, "2-4 L"), 0.0);
    assert_eq!(mean_of(&means, "2-4 R"), 1.0);
    assert_eq!(mean_of(&means, "2-64 L"), 1.0);
    // Valued over a guess in which seat 1 holds 16-64, 32-64 and 32-32 (also no minim and no
    // crotchet): the same block leaves seat 1 counting 80 + 96 + 64 = 240, more than 194, so
    // 2-4 L now wins.
    let mut hands = [TileSet::EMPTY; 4];
    hands[0] = view.hand();
    hands[1] = set(f, &["16-64", "32-64", "32-32"]);
    let guess = Round::from_view_sample(&view, hands, &[]).unwrap();
    let (_, means) = expert::choose_among(&view, SMALL, &[guess]);
    assert_eq!(mean_of(&means, "2-4 L"), 1.0);
}

#[test]
fn the_experts_choice_in_steps_values_one_move_a_step() {
    // The position above: three legal moves (2-4 L, 2-4 R, 2-64 L), valued over the true
    // deal. In steps (the web edition's way, between frames) the choice takes exactly three
    // steps, one a move, and gives the means worked out above: 2-4 L loses, the others win.
    let round = block_position("2-64", "64-64");
    let view = round.view(0);
    let Err(mut choosing) = expert::Choosing::among(&view, SMALL, vec![round.clone()]) else {
        panic!("three legal moves are weighed, not answered at once");
    };
    assert_eq!(choosing.step(), None, "one move valued");
    assert_eq!(choosing.step(), None, "two moves valued");
    let (mv, means) = choosing.step().expect("all three valued: the answer");
    let mean_of = |text: &str| {
        let m = round.parse_move(text).unwrap();
        means[view.legal_moves().iter().position(|&l| l == m).unwrap()]
    };
    assert_eq!(
        (mean_of("2-4 L"), mean_of("2-4 R"), mean_of("2-64 L")),
        (0.0, 1.0, 1.0)
    );
    assert_ne!(round.notation(mv), "2-4 L");
    // The level's choice begun for the game's slices: the Expert's is the steps above, the
    // Club's comes at once and is the Club's move.
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    assert!(ai::begin_choice(&view, Level::Expert, &mut rng).is_err());
    let club_now = ai::begin_choice(&view, Level::Club, &mut rng).expect("at once");
    assert_eq!(club_now, club::choose(&view));
}

#[test]
fn club_plays_a_lone_double_while_it_fits() {
    // Musical Dominoes, three tablets each. Seat 1 leads 4-8; seat 0 holds 4-4, 8-16 and
    // 1-16. 4-4 fits the crotchet and no other tablet of seat 0 has a crotchet: once the
    // crotchet end is covered it could be stranded (the advice's "your other double can be
    // forced" is the case of a double that is not alone). 8-16 fits the quaver; its quaver is
    // alone but its semiquaver is matched by 1-16: half its numbers are alone.
    let round = position(
        Variant::Musical,
        Some(3),
        [&["4-4", "8-16", "1-16"], &["4-8", "2-2", "2-32"]],
        Some(1),
        &["4-8"],
    );
    let f = Face::Notes;
    let view = round.view(0);
    let w = club::Weights::of(Variant::Musical);
    let pos = club::Position::new(&view);
    let double = round.parse_move("4-4 L").unwrap();
    let other = round.parse_move("8-16 R").unwrap();
    assert_eq!(pos.features(double).lone, w.lone_numbers + w.lone_double);
    assert_eq!(pos.features(other).lone, w.lone_numbers / 2.0);
    assert_eq!(
        ai::reason_for(&view, double),
        Reason::Lone {
            tile: tile(f, "4-4"),
            suit: 2
        }
    );
    assert_eq!(
        ai::reason_for(&view, double).text(f, &Localizer::new("en-GB")),
        "Play it while it fits: no other tablet of yours has a crotchet, so it could be left stranded."
    );
}

#[test]
fn club_plays_first_the_double_it_holds_fewest_others_of() {
    // The seed's example: "suppose your hand consisted of 5-5, 2-2, 3-2, 2-4, 1-0, 5-0, 6-2,
    // it would be better in every way to play the 5-5, since your other double can be
    // forced". Block, seat 1 holds 6-6 and leads it; seat 0 plays 6-2 on it and seat 1 plays
    // 6-5 on the other six: the ends are 5 and 2. Both doubles fit; seat 0 holds one other
    // five (5-0) and two other twos (3-2, 2-4), so the rule weighs 5-5 at its full weight
    // and 2-2 at half of it.
    let round = position(
        Variant::Block,
        None,
        [
            &["5-5", "2-2", "3-2", "2-4", "1-0", "5-0", "6-2"],
            &["6-6", "6-5", "1-1", "3-3", "4-4", "0-0", "1-3"],
        ],
        None,
        &["6-6", "6-2 R", "6-5 L"],
    );
    let f = Face::Pips;
    let view = round.view(0);
    let w = club::Weights::of(Variant::Block);
    assert!(w.double_early > 0.0);
    let pos = club::Position::new(&view);
    let five = round.parse_move("5-5 L").unwrap();
    let two = round.parse_move("2-2 R").unwrap();
    assert_eq!(pos.features(five).double, w.double_early);
    assert_eq!(pos.features(two).double, w.double_early / 2.0);
    // A tile that is not a double gets nothing from this rule.
    let other = round.parse_move("3-2 R").unwrap();
    assert_eq!(pos.features(other).double, 0.0);
    assert_eq!(
        Reason::DoubleEarly {
            tile: tile(f, "5-5")
        }
        .text(f, &Localizer::new("en-GB")),
        "Play this double early, while you hold others of its number."
    );
}

#[test]
fn every_reason_and_level_has_a_message_in_both_locales() {
    let mut ids: Vec<&str> = Reason::MESSAGE_IDS.to_vec();
    ids.extend(Level::ALL.iter().map(|l| l.message_id()));
    for lang in ["en-GB", "en-US"] {
        let texts: Vec<&str> = sources(lang)
            .into_iter()
            .filter(|(name, _)| *name == "ai.ftl")
            .map(|(_, t)| t)
            .collect();
        assert_eq!(texts.len(), 1, "{lang} has its own ai.ftl");
        for id in &ids {
            assert!(
                texts[0].lines().any(|l| l.starts_with(&format!("{id} ="))),
                "{lang} lacks {id}"
            );
        }
    }
    // Every message formats without an error marker, with every argument it names.
    let gb = Localizer::new("en-GB");
    let t = tile(Face::Pips, "5-5");
    let reasons = [
        Reason::Forced { tile: t },
        Reason::LeadRule { tile: t },
        Reason::Draw,
        Reason::Rest,
        Reason::Heavy { tile: t },
        Reason::BothEnds { tile: t },
        Reason::LongSuit { tile: t, suit: 5 },
        Reason::DoubleEarly { tile: t },
        Reason::Lone { tile: t, suit: 5 },
        Reason::ShutOut { tile: t },
        Reason::Block { tile: t },
        Reason::NoBlock { tile: t },
        Reason::OtherEnd { tile: t, suit: 5 },
        Reason::Score {
            tile: t,
            points: 10,
        },
        Reason::Deny { tile: t },
        Reason::Chance { tile: t },
        Reason::Advice { tile: t },
        Reason::Search { tile: t },
        Reason::Trials {
            tile: t,
            won: 58,
            other: tile(Face::Pips, "6-2"),
            other_first: 6,
            other_won: 41,
        },
        Reason::Trials {
            tile: t,
            won: 50,
            other: tile(Face::Pips, "6-2"),
            other_first: 6,
            other_won: 50,
        },
    ];
    for r in reasons {
        for face in [Face::Pips, Face::Notes] {
            let s = r.text(face, &gb);
            assert!(!s.contains('{') && !s.starts_with("ai-"), "{s}");
        }
    }
}

/// What the game's status line says of `mv` in `round`, played by "Ada".
fn game_words_of(round: &Round, mv: Move) -> String {
    musical_dominoes::ui::screen::game::move_words(
        &Localizer::new("en-GB"),
        "Ada",
        mv,
        round.rules().face(),
    )
}

#[test]
fn the_trials_reason_gives_the_moves_wins_in_100_and_the_best_other_tile() {
    // The heavy position's two plays, 4-64 and 1-4 on the left, valued 0.584 and 0.416 by
    // hand: 58 and 42 rounds in 100 (rounded), the other tile named by its notes.
    let round = heavy_position();
    let view = round.view(0);
    let f = Face::Notes;
    let legal = view.legal_moves();
    let heavy = round.parse_move("4-64 L").unwrap();
    let light = round.parse_move("1-4 L").unwrap();
    let values: Vec<f64> = legal
        .iter()
        .map(|&m| if m == heavy { 0.584 } else { 0.416 })
        .collect();
    let reason = ai::trials(&view, light, &values).unwrap();
    assert_eq!(
        reason,
        Reason::Trials {
            tile: tile(f, "1-4"),
            won: 42,
            other: tile(f, "4-64"),
            // Laid on the crotchet end: its crotchet half first.
            other_first: tile(f, "4-64").low(),
            other_won: 58,
        }
    );
    assert_eq!(
        reason.text_in_words(f, &Localizer::new("en-GB")),
        "Played out many times from here, it won about 42 rounds in 100; \
         crotchet–semidemisemiquaver, the best other play, about 58."
    );
    assert_eq!(
        reason.text(f, &Localizer::new("en-GB")),
        "Played out many times from here, it won about 42 rounds in 100; 4-64, the best other \
         play, about 58."
    );
    // The other play named as the status line would name it: 1-4 laid on the crotchet end
    // is "crotchet–semibreve", its crotchet first, not lower half first.
    let reason = ai::trials(&view, heavy, &values).unwrap();
    assert_eq!(
        reason.text_in_words(f, &Localizer::new("en-GB")),
        "Played out many times from here, it won about 58 rounds in 100; \
         crotchet–semibreve, the best other play, about 42."
    );
    assert_eq!(
        game_words_of(&round, light),
        "Ada played crotchet–semibreve on the left"
    );
    // Level once rounded: said so.
    let level: Vec<f64> = legal
        .iter()
        .map(|&m| if m == heavy { 0.584 } else { 0.576 })
        .collect();
    let reason = ai::trials(&view, light, &level).unwrap();
    assert_eq!(
        reason.text_in_words(f, &Localizer::new("en-GB")),
        "Played out many times from here, it won about 58 rounds in 100, and \
         crotchet–semidemisemiquaver, the best other play, as many: either will do."
    );
    // In a scoring game the values are points, not wins: no such reason.
    let mut fives = random_round(Rules::standard(Variant::AllFives, 2).unwrap(), 3);
    // The first decision between two tiles.
    while fives
        .legal_moves()
        .iter()
        .all(|m| m.tile() == fives.legal_moves()[0].tile())
    {
        let only = fives.legal_moves()[0];
        fives.play(only).unwrap();
    }
    let view = fives.view(fives.to_move().unwrap());
    let n = view.legal_moves().len();
    let mv = view.legal_moves()[0];
    assert_eq!(ai::trials(&view, mv, &vec![0.5; n]), None);
}

#[test]
fn view_sample_rebuilds_a_round_with_the_guessed_hands() {
    let round = heavy_position();
    let view = round.view(0);
    let f = Face::Notes;
    // Seat 1 holds three tablets after leading; guess three others than the real ones.
    let mut hands = [TileSet::EMPTY; 4];
    hands[0] = view.hand();
    hands[1] = set(f, &["64-64", "32-32", "16-16"]);
    let guessed = Round::from_view_sample(&view, hands, &[]).unwrap();
    assert_eq!(guessed.hand(1), hands[1]);
    assert_eq!(guessed.hand(0), round.hand(0));
    assert_eq!(guessed.line().tiles(), round.line().tiles());
    // 28 − 4 (seat 0) − 3 (seat 1) − 1 (line) = 20 tablets out of play.
    assert_eq!(guessed.out_of_play().len(), 20);
    // A guess of the wrong size, or one that touches the seat's own hand, is refused.
    hands[1] = set(f, &["64-64", "32-32"]);
    assert!(matches!(
        Round::from_view_sample(&view, hands, &[]),
        Err(DealError::HandSize {
            seat: 1,
            has: 2,
            expected: 3
        })
    ));
    hands[1] = set(f, &["64-64", "32-32", "4-64"]);
    assert!(matches!(
        Round::from_view_sample(&view, hands, &[]),
        Err(DealError::Duplicate(_))
    ));
}

// ---- The command line ----

fn cli(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The program may stop reading early (bad arguments): a broken pipe is fine.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn bad_input(args: &[&str], stdin: &str, expect: &str) {
    let (code, out, err) = cli(args, stdin);
    assert_eq!(code, 2, "{args:?}: {err}");
    assert!(out.is_empty());
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(expect), "{err}");
}

const SIM: [&str; 10] = [
    "simulate",
    "--variant",
    "block",
    "--players",
    "2",
    "--seats",
    "club,beginner",
    "--games",
    "40",
    "--seed",
];

#[test]
fn simulate_refuses_bad_input() {
    let base = |over: &[(&str, &str)]| {
        let mut v: Vec<String> = SIM.iter().map(|s| s.to_string()).collect();
        v.push("1".into());
        for (k, val) in over {
            let i = v.iter().position(|x| x == k).unwrap();
            v[i + 1] = val.to_string();
        }
        v
    };
    let run = |over: &[(&str, &str)], expect: &str| {
        let v = base(over);
        let a: Vec<&str> = v.iter().map(String::as_str).collect();
        bad_input(&a, "", expect);
    };
    run(&[("--variant", "chess")], "unknown variant");
    run(
        &[("--seats", "club")],
        "--seats gives 1 level for 2 players",
    );
    run(&[("--seats", "club,grandmaster")], "unknown level");
    run(&[("--games", "0")], "--games");
    run(
        &[("--games", "ten")],
        "--games \"ten\" is not a whole number",
    );
    // Beyond u64: too large, not "not a whole number".
    run(
        &[("--games", "18446744073709551616")],
        "--games must be between 1 and",
    );
    run(&[("--seed", "-1")], "--seed");
    run(&[("--players", "5")], "players");
    let mut v: Vec<&str> = SIM.to_vec();
    v.extend(["1", "--options", "{\"partnerships\": tru"]);
    bad_input(&v, "", "--options");
    let mut v: Vec<&str> = SIM.to_vec();
    v.extend(["1", "--options", "{\"round_to_five\": true}"]);
    bad_input(&v, "", "round_to_five");
    // An array is not rule options, though serde would read it as the fields in order.
    let mut v: Vec<&str> = SIM.to_vec();
    v.extend(["1", "--options", "[1, 2]"]);
    bad_input(&v, "", "--options");
    // Partners at different levels would make both levels win every game.
    bad_input(
        &[
            "simulate",
            "--variant",
            "block",
            "--players",
            "4",
            "--seats",
            "beginner,beginner,club,club",
            "--games",
            "2",
            "--seed",
            "1",
            "--options",
            "{\"partnerships\": true}",
        ],
        "",
        "partners must play at the same level",
    );
}

#[test]
fn simulate_says_when_a_target_goes_unused() {
    // Block games in `simulate` are one round each, so a target has nothing to end.
    let mut v: Vec<&str> = SIM.to_vec();
    v.extend(["1", "--options", "{\"target\": 5}"]);
    let (code, out, err) = cli(&v, "");
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("40 games of block"), "{out}");
    assert_eq!(
        err.trim(),
        "musical-dominoes simulate: note: target 5 is not used: each game of block is one round"
    );
    // In a match variant the target is used, and nothing is said.
    let mut v: Vec<&str> = SIM.to_vec();
    v[2] = "all-fives";
    v[8] = "4";
    v.extend(["1", "--options", "{\"target\": 5}"]);
    let (code, _, err) = cli(&v, "");
    assert_eq!(code, 0, "{err}");
    assert!(err.is_empty(), "{err}");
}

#[test]
fn simulate_json_counts_every_game() {
    let mut v: Vec<&str> = SIM.to_vec();
    v.extend(["1", "--json"]);
    let (code, out, err) = cli(&v, "");
    assert_eq!(code, 0, "{err}");
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    for key in [
        "games",
        "levels",
        "wins",
        "ties",
        "win_rate",
        "ci95",
        "mean_points",
        "think_ms",
    ] {
        assert!(j.get(key).is_some(), "missing {key}");
    }
    assert_eq!(j["games"], 40);
    assert_eq!(j["levels"], serde_json::json!(["beginner", "club"]));
    // Two seats of different levels: every game is a club win, a beginner win or a tie.
    let wins = j["wins"]["club"].as_u64().unwrap() + j["wins"]["beginner"].as_u64().unwrap();
    assert_eq!(wins + j["ties"].as_u64().unwrap(), 40);
    for key in ["mean", "p50", "max"] {
        assert!(j["think_ms"]["club"][key].is_number());
    }
    // The same seed gives the same games.
    let (_, again, _) = cli(&v, "");
    let k: serde_json::Value = serde_json::from_str(&again).unwrap();
    assert_eq!(j["wins"], k["wins"]);
    assert_eq!(j["mean_points"], k["mean_points"]);
    assert_eq!(j["seats"], serde_json::json!({"beginner": 1, "club": 1}));
}

#[test]
fn simulate_json_says_how_many_seats_share_a_level() {
    // Three Beginner seats against one Club: a Beginner win is a win of any of three seats,
    // which the JSON must let a reader see.
    let v = [
        "simulate",
        "--variant",
        "block",
        "--players",
        "4",
        "--seats",
        "beginner,beginner,beginner,club",
        "--games",
        "8",
        "--seed",
        "1",
        "--json",
    ];
    let (code, out, err) = cli(&v, "");
    assert_eq!(code, 0, "{err}");
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["seats"], serde_json::json!({"beginner": 3, "club": 1}));
}

/// The record of FORMATS.md, stopped after four moves: seat 1 is to move with ends 6 and 4.
const RECORD: &str = r#"{"format":1,"variant":"all-fives-draw","players":2,"options":{"target":100},
"rounds":[{"hands":[["5-5","6-6","1-1","1-2","2-2","1-3","6-2"],["0-5","4-4","3-3","3-4","2-4","1-4","0-4"]],
"stock":["6-5","0-0","0-2","0-3","4-6","3-6","0-1","1-6","2-3","2-5","1-5","4-5","0-6","3-5"],
"moves":["5-5","0-5 R","draw","6-5 L"]}]}"#;

#[test]
fn suggest_prints_a_legal_move_and_a_reason() {
    for level in ["beginner", "club", "expert"] {
        let (code, out, err) = cli(&["suggest", "--level", level, "--seed", "1", "-"], RECORD);
        assert_eq!(code, 0, "{err}");
        let j: serde_json::Value = serde_json::from_str(&out).unwrap();
        let mv = j["move"].as_str().unwrap();
        let reason = j["reason"].as_str().unwrap();
        assert!(!reason.is_empty() && !reason.starts_with("ai-"));
        // Seat 1 holds 4-4, 3-3, 3-4, 2-4, 1-4, 0-4 and the ends are 6 (left) and 0 (right).
        // Only 0-4 fits (on the right).
        assert_eq!(mv, "0-4 R", "{level}");
    }
}

#[test]
fn suggest_gives_each_level_a_reason_of_its_own() {
    // Musical Dominoes, two tablets each; seat 0 leads 1-2, and seat 1, holding 2-8 and
    // 2-16, can play either on the minim: a real choice.
    let record = r#"{"format":1,"variant":"musical","players":2,"options":{"hand_size":2},
      "rounds":[{"hands":[["1-2","1-4"],["2-8","2-16"]],"first":0,"moves":["1-2"]}]}"#;
    let ask = |level: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
            .args(["suggest", "--level", level, "--seed", "3", "-"])
            .env("LC_ALL", "en_GB.UTF-8")
            .env("LANG", "en_GB.UTF-8")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                child.stdin.take().unwrap().write_all(record.as_bytes())?;
                child.wait_with_output()
            })
            .unwrap();
        let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        (
            j["move"].as_str().unwrap().to_string(),
            j["reason"].as_str().unwrap().to_string(),
        )
    };
    // The Beginner picks at random and says so; it never claims trials it did not make.
    let (mv, reason) = ask("beginner");
    assert!(mv == "2-8 R" || mv == "2-16 R", "{mv}");
    // The move stands beside the reason in the answer, so the reason does not repeat it.
    assert_eq!(reason, "It is one of your plays, picked at random.");
    // The Club gives a rule of the advice, never the Expert's play-outs.
    let (_, reason) = ask("club");
    assert!(!reason.contains("played out"), "{reason}");
}

#[test]
fn suggest_refuses_bad_input() {
    bad_input(
        &["suggest", "--level", "grandmaster", "-"],
        RECORD,
        "musical-dominoes suggest: unknown level",
    );
    bad_input(
        &["suggest", "--level", "club", "--seed", "x", "-"],
        RECORD,
        "musical-dominoes suggest: seed \"x\" is not a whole number",
    );
    bad_input(&["suggest", "--level", "club", "-"], "{", "malformed JSON");
    bad_input(
        &["suggest", "--level", "club", "/nonexistent/record.json"],
        "",
        "cannot read",
    );
    // A finished round: Musical Dominoes, 1 tablet each; seat 0 leads and is out.
    let done = r#"{"format":1,"variant":"musical","players":2,"options":{"hand_size":1},
      "rounds":[{"hands":[["1-2"],["4-8"]],"first":0,"moves":["1-2"]}]}"#;
    bad_input(
        &["suggest", "--level", "club", "-"],
        done,
        "the match is over",
    );
    // The same round in a match to 2: the match goes on with a round not yet dealt.
    let on = done.replace(r#""hand_size":1"#, r#""hand_size":1,"target":2"#);
    bad_input(
        &["suggest", "--level", "club", "-"],
        &on,
        "the last round is finished and the match goes on",
    );
}

#[test]
fn simulate_counts_in_words_that_agree_with_their_numbers() {
    // One game of SIM's.
    let mut v: Vec<&str> = SIM.to_vec();
    v[8] = "1";
    v.push("1");
    let (code, out, err) = cli(&v, "");
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("1 game of block (2 players), "), "{out}");
    let first = out.lines().next().unwrap();
    assert!(
        first.contains(" ties,") || first.contains(" tie,"),
        "{first}"
    );
    assert!(
        first.ends_with("of the 1 decided game") || first.ends_with("of the 0 decided games"),
        "{first}"
    );
}

#[test]
fn names_on_the_command_line_are_read_in_any_case() {
    let (code, out, err) = cli(
        &[
            "simulate",
            "--variant",
            "BLOCK",
            "--players",
            "2",
            "--seats",
            "Club,BEGINNER",
            "--games",
            "2",
            "--seed",
            "1",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("2 games of block"), "{out}");
}

#[test]
fn simulate_stopped_by_ctrl_c_reports_the_games_played_so_far() {
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
        .args([
            "simulate",
            "--variant",
            "musical",
            "--players",
            "2",
            "--seats",
            "expert,club",
            "--games",
            "1000000",
            "--seed",
            "1",
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    // A million games with the Expert take hours: it is still running after a second.
    std::thread::sleep(std::time::Duration::from_secs(1));
    assert!(common::interrupt(&child), "Ctrl-C sent");
    let out = child.wait_with_output().unwrap();
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("simulate: stopped after "), "{stderr}");
    assert!(
        stderr.contains(" of 1000000 games; the report is of those"),
        "{stderr}"
    );
    assert!(stdout.contains(" of musical (2 players), "), "{stdout}");
    assert!(stdout.contains("\nexpert "), "{stdout}");
}

#[test]
fn simulate_stopped_by_ctrl_c_during_a_long_match_reports_at_once() {
    // Three matches of Shark to a billion points would take days: the first Ctrl-C leaves
    // the match under way and reports the none played, with no second Ctrl-C needed.
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_musical-dominoes"))
        .args([
            "simulate",
            "--variant",
            "shark",
            "--players",
            "2",
            "--seats",
            "club,beginner",
            "--games",
            "3",
            "--seed",
            "1",
            "--options",
            r#"{"target": 1000000000}"#,
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    let mut child = child;
    std::thread::sleep(std::time::Duration::from_secs(1));
    assert!(common::interrupt(&child), "Ctrl-C sent");
    // It ends by itself within a minute (before, it played on until a second Ctrl-C).
    let asked = std::time::Instant::now();
    while child.try_wait().expect("waits").is_none() {
        if asked.elapsed() > std::time::Duration::from_secs(60) {
            let _ = child.kill();
            panic!("still running a minute after Ctrl-C");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(
        stderr.contains("simulate: stopped after 0 of 3 games; the report is of those"),
        "{stderr}"
    );
}

/// Block for two, three tiles each: seat 1 leads its 3-3 (the only double, so the highest,
/// `RULES.md` section 4). Seat 0 holds `hand`.
fn both_threes(hand: [&str; 3]) -> Round {
    position(
        Variant::Block,
        Some(3),
        [&hand, &["3-3", "1-2", "2-4"]],
        None,
        &["3-3"],
    )
}

#[test]
fn a_tile_that_fits_both_ends_alike_is_the_only_play() {
    // Both ends show 3 and only 3-5 has a 3: laid on the left or the right it leaves ends
    // 5 and 3 either way, so there is nothing to choose and the hint says so.
    let round = both_threes(["3-5", "0-1", "0-2"]);
    let view = round.view(0);
    assert_eq!(view.legal_moves().len(), 2);
    let five_three = tile(Face::Pips, "3-5");
    assert_eq!(
        ai::only_choice(&view).and_then(|m| m.tile()),
        Some(five_three)
    );
    let h = ai::hint(&view, &mut Xoshiro256PlusPlus::seed_from_u64(1));
    assert_eq!(h.reason, Reason::Forced { tile: five_three });
    // Two different tiles are a choice, even onto equal ends.
    let round = both_threes(["3-5", "3-6", "0-2"]);
    assert_eq!(ai::only_choice(&round.view(0)), None);
}

#[test]
fn play_at_either_end_is_said_only_when_the_hand_follows_both_new_ends() {
    // Block for two, five tiles each. Seat 1 leads 4-4 (the only double), seat 0 lays 3-4 on
    // the right and seat 1, holding neither a 4 nor a 3, rests. Ends 4 and 3; seat 0 holds
    // 0-1, 2-5, 3-5 and 3-6. 3-5 on the 3 leaves ends 4 and 5: 2-5 follows the 5 but nothing
    // follows the 4, so "you can play at either end next time" would be untrue, however much
    // better 3-5 keeps plays than 3-6 (after which nothing follows either end).
    let round = position(
        Variant::Block,
        Some(5),
        [
            &["0-1", "2-5", "3-5", "3-6", "3-4"],
            &["4-4", "0-0", "1-1", "2-2", "1-2"],
        ],
        None,
        &["4-4", "3-4 R", "rest"],
    );
    let view = round.view(0);
    let mv = round.parse_move("3-5 R").unwrap();
    assert!(
        !matches!(ai::reason_for(&view, mv), Reason::BothEnds { .. }),
        "{:?}",
        ai::reason_for(&view, mv)
    );
}

#[test]
fn the_chance_that_the_next_player_cannot_follow_is_worked_out_from_what_it_may_hold() {
    // Block, 7 each. Seat 0 leads 6-6 holding one other 6 (5-6): of the 21 tiles seat 1 may
    // hold, 5 carry a 6 (0-6 to 4-6). Seat 1's 7 tiles miss them all with chance
    // C(16,7) / C(21,7) = 11440 / 116280.
    let mine: &[&str] = &["6-6", "5-6", "0-0", "1-1", "2-2", "3-3", "4-4"];
    let theirs: &[&str] = &["0-1", "0-2", "0-3", "0-4", "0-5", "1-2", "1-3"];
    let round = position(Variant::Block, None, [mine, theirs], None, &[]);
    let lead = round.parse_move("6-6").unwrap();
    let view = round.view(0);
    let pos = club::Position::new(&view);
    let chance = pos.next_rest_chance(lead);
    assert!((chance - 11440.0 / 116280.0).abs() < 1e-12, "{chance}");
    // Far below an even chance, so the hint may not say that seat 1 is unlikely to follow.
    // Holding all seven 6s leaves seat 1 none to follow: chance 1.
    let all_sixes: &[&str] = &["6-6", "0-6", "1-6", "2-6", "3-6", "4-6", "5-6"];
    let round = position(Variant::Block, None, [all_sixes, theirs], None, &[]);
    let lead = round.parse_move("6-6").unwrap();
    let view = round.view(0);
    let chance = club::Position::new(&view).next_rest_chance(lead);
    assert!((chance - 1.0).abs() < 1e-12, "{chance}");
}
