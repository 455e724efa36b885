//! Every worked example of RULES.md and of the seed texts, each as its own test. Expected
//! values are worked out by hand in the comments.

use musical_dominoes::engine::*;

fn rules(v: Variant, players: usize) -> Rules {
    Rules::standard(v, players).unwrap()
}

/// Parses a hand written in the variant's notation.
fn set(face: Face, tiles: &[&str]) -> TileSet {
    tiles
        .iter()
        .map(|t| Tile::parse(t, face).unwrap().0)
        .collect()
}

fn tile(face: Face, t: &str) -> Tile {
    Tile::parse(t, face).unwrap().0
}

/// A round with explicit hands; the stock (drawing variants) is every other tile in index order
/// unless given.
fn round_with(r: Rules, hands: &[&[&str]], stock: Option<&[&str]>, first: Option<usize>) -> Round {
    let face = r.face();
    let mut hs = [TileSet::EMPTY; 4];
    for (i, h) in hands.iter().enumerate() {
        hs[i] = set(face, h);
    }
    let stock: Vec<Tile> = match (r.variant.reserve(), stock) {
        (None, _) => vec![],
        (Some(_), Some(s)) => s.iter().map(|t| tile(face, t)).collect(),
        (Some(_), None) => {
            let used = hs.iter().fold(TileSet::EMPTY, |a, h| a.or(*h));
            TileSet::FULL.minus(used).iter().collect()
        }
    };
    Round::new(r, &Deal::new(hs, &stock), first, [0; 4]).unwrap()
}

fn play(round: &mut Round, text: &str) -> Events {
    let mv = round.parse_move(text).unwrap();
    round.play(mv).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn scored(events: &Events) -> u32 {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Scored { points, .. } => Some(*points),
            _ => None,
        })
        .sum()
}

// ---- All Fives: the seed's worked examples (seed 003) ----

fn line_of(tiles: &[(u8, u8, Option<End>)]) -> Line {
    // Each entry: (half toward the line, other half, end); the first opens with a on the left.
    let mut line = Line::new();
    for &(a, b, end) in tiles {
        let t = Tile::new(a, b).unwrap();
        match end {
            None => line.open(t, a),
            Some(End::Left) => line.push(
                End::Left,
                Placed {
                    tile: t,
                    left: b,
                    right: a,
                },
            ),
            Some(End::Right) => line.push(
                End::Right,
                Placed {
                    tile: t,
                    left: a,
                    right: b,
                },
            ),
        }
    }
    line
}

#[test]
fn all_fives_zero_zero_then_zero_five_scores_five_then_five_five_scores_ten() {
    // 0-0 alone counts 0. 0-5 on it: ends 0 (the crosswise 0-0, both halves: 0) + 5 = 5.
    let line = line_of(&[(0, 0, None), (0, 5, Some(End::Right))]);
    assert_eq!(end_total(&line, true), 5);
    // 5-5 on the 5: ends 0 + (5 + 5) = 10.
    let line = line_of(&[
        (0, 0, None),
        (0, 5, Some(End::Right)),
        (5, 5, Some(End::Right)),
    ]);
    assert_eq!(end_total(&line, true), 10);
}

#[test]
fn all_fives_five_five_led_scores_ten() {
    let r = rules(Variant::AllFives, 2);
    let mut round = round_with(
        r,
        &[
            &["5-5", "1-1", "1-2", "1-3", "2-2", "6-6", "6-2"],
            &["0-1", "0-2", "0-3", "0-4", "1-4", "2-4", "3-3"],
        ],
        None,
        None,
    );
    assert_eq!(round.to_move(), Some(0));
    let ev = play(&mut round, "5-5");
    assert_eq!(scored(&ev), 10);
    assert_eq!(round.points()[0], 10);
}

#[test]
fn all_fives_zero_zero_on_a_lone_zero_five_scores_five() {
    // No 5-5 dealt, so the holder of 0-5 leads it (lone 0-5 counts 5: scores 5).
    let r = rules(Variant::AllFives, 2);
    let mut round = round_with(
        r,
        &[
            &["0-5", "1-1", "1-2", "1-3", "2-2", "6-6", "6-2"],
            &["0-0", "6-5", "6-3", "3-3", "1-4", "2-4", "4-4"],
        ],
        None,
        None,
    );
    assert_eq!(round.to_move(), Some(0));
    assert_eq!(scored(&play(&mut round, "0-5")), 5);
    // 0-0 on the 0 end: crosswise 0-0 counts 0 + 0, the other end 5: scores 5.
    assert_eq!(scored(&play(&mut round, "0-0 L")), 5);
    assert_eq!(round.points(), [5, 5, 0, 0]);
}

#[test]
fn all_fives_six_six_at_one_end_and_four_four_at_the_other_scores_twenty() {
    let r = rules(Variant::AllFives, 2);
    let mut round = round_with(
        r,
        &[
            &["6-6", "4-4", "1-1", "1-2", "1-3", "2-2", "3-3"],
            &["6-4", "0-1", "0-2", "0-3", "0-4", "1-4", "2-4"],
        ],
        None,
        None,
    );
    // No 5-5, 0-5 or 2-3 dealt: the heaviest tile, 6-6, leads (12: no score).
    assert_eq!(round.lead_tile(), Some(Tile::new(6, 6).unwrap()));
    assert_eq!(scored(&play(&mut round, "6-6")), 0);
    // 6-4 on the right: 12 + 4 = 16, no score.
    assert_eq!(scored(&play(&mut round, "6-4 R")), 0);
    // 4-4 on the 4: 12 + 8 = 20.
    assert_eq!(scored(&play(&mut round, "4-4 R")), 20);
}

#[test]
fn all_fives_lead_rule_order_is_five_five_then_zero_five_then_two_three_then_heaviest() {
    let r = rules(Variant::AllFives, 2);
    let lead = |h0: &[&str], h1: &[&str]| {
        let mut hands = [TileSet::EMPTY; 4];
        hands[0] = set(Face::Pips, h0);
        hands[1] = set(Face::Pips, h1);
        lead_rule(&r, &hands).map(|(s, t)| (s, t.notation(Face::Pips)))
    };
    assert_eq!(lead(&["6-6"], &["5-5"]), Some((1, "5-5".into())));
    assert_eq!(lead(&["6-6", "0-5"], &["2-3"]), Some((0, "0-5".into())));
    assert_eq!(lead(&["6-6"], &["2-3"]), Some((1, "2-3".into())));
    assert_eq!(lead(&["6-4", "1-1"], &["5-5"]), Some((1, "5-5".into())));
    assert_eq!(lead(&["6-4"], &["5-4"]), Some((0, "4-6".into())));
}

#[test]
fn formats_md_example_record_replays_to_the_documented_report() {
    let text = r#"{
      "format": 1, "variant": "all-fives-draw", "players": 2, "options": { "target": 100 },
      "rounds": [ {
          "hands": [["5-5", "6-6", "1-1", "1-2", "2-2", "1-3", "6-2"],
                    ["0-5", "4-4", "3-3", "3-4", "2-4", "1-4", "0-4"]],
          "stock": ["6-5", "0-0", "0-2", "0-3", "4-6", "3-6", "0-1",
                    "1-6", "2-3", "2-5", "1-5", "4-5", "0-6", "3-5"],
          "moves": ["5-5", "0-5 R", "draw", "6-5 L", "0-4 R"] } ] }"#;
    let report = replay_json(text).unwrap();
    assert_eq!(report.rounds.len(), 1);
    assert_eq!(report.rounds[0].end, None);
    assert!(report.rounds[0].winners.is_empty());
    // Seat 0 keeps 6-6 1-1 1-2 2-2 1-3 6-2 = 12+2+3+4+4+8 = 33; seat 1 keeps
    // 4-4 3-3 3-4 2-4 1-4 = 8+6+7+6+5 = 32.
    assert_eq!(report.rounds[0].counts, vec![33, 32]);
    assert_eq!(report.rounds[0].points, vec![10, 20]);
    assert_eq!(report.scores, vec![10, 20]);
    assert_eq!(report.match_winners, None);
}

// ---- Shark (seed 002) ----

#[test]
fn shark_lone_double_counts_its_whole_count_but_a_lengthwise_end_double_counts_once() {
    let lone = line_of(&[(5, 5, None)]);
    assert_eq!(end_total(&lone, false), 10);
    let lone23 = line_of(&[(2, 3, None)]);
    assert_eq!(end_total(&lone23, false), 5);
    assert_eq!(end_total(&lone23, true), 5);
    // 5-5 then 5-0 on the right: Shark counts 5 + 0 = 5; All Fives 10 + 0 = 10.
    let line = line_of(&[(5, 5, None), (5, 0, Some(End::Right))]);
    assert_eq!(end_total(&line, false), 5);
    assert_eq!(end_total(&line, true), 10);
}

#[test]
fn shark_rounds_to_the_nearest_five_with_two_down_and_three_up() {
    assert_eq!(round_to_five(0), 0);
    assert_eq!(round_to_five(1), 0);
    assert_eq!(round_to_five(2), 0);
    assert_eq!(round_to_five(3), 5);
    assert_eq!(round_to_five(4), 5);
    assert_eq!(round_to_five(12), 10);
    assert_eq!(round_to_five(13), 15);
    assert_eq!(round_to_five(25), 25);
}

#[test]
fn shark_highest_double_leads_and_winner_scores_rounded_difference() {
    let r = Rules::new(
        Variant::Shark,
        2,
        &Options {
            hand_size: Some(2),
            ..Default::default()
        },
    )
    .unwrap();
    // Seat 1 holds 4-4, the highest double dealt: it leads (8, no score).
    let mut round = round_with(r, &[&["4-1", "6-5"], &["4-4", "0-0"]], None, None);
    assert_eq!(round.to_move(), Some(1));
    assert_eq!(scored(&play(&mut round, "4-4")), 0);
    // Seat 0 plays 4-1 on the right: lengthwise 4-4 counts 4, + 1 = 5: scores 5.
    assert_eq!(scored(&play(&mut round, "4-1 R")), 5);
    // Seat 1 holds 0-0 only: no 4 and no 1: rests. Seat 0: 6-5 does not fit: rests. Blocked.
    play(&mut round, "rest");
    play(&mut round, "rest");
    let out = *round.outcome().unwrap();
    assert_eq!(out.end, RoundEnd::Blocked);
    // Seat 1 holds 0-0 (0 pips) against seat 0's 6-5 (11): seat 1 wins, 11 − 0 = 11 → 10.
    assert_eq!(out.winners, Seats::one(1));
    assert_eq!(out.counts[..2], [11, 0]);
    assert_eq!(round.points()[..2], [5, 10]);
    // The end itself gave 10, counted as 11 before rounding.
    assert_eq!(round.end_award_counted(), Some((11, 10)));
    assert_eq!(round.end_award(), Some(10));
}

// ---- Matador (seed 003) ----

#[test]
fn matador_three_three_laid_on_a_four_leaves_a_three_open() {
    let r = rules(Variant::Matador, 2);
    // Seat 0 holds the heaviest tile, 6-4 (10), and leads it.
    let mut round = round_with(
        r,
        &[&["6-4", "3-3", "0-1"], &["2-2", "1-1", "0-2"]],
        None,
        None,
    );
    assert_eq!(round.to_move(), Some(0));
    play(&mut round, "4-6"); // 4 on the left, 6 on the right.
    // Seat 1: 1-1 fits the 6 (1 + 6 = 7), leaving 1 open on the right.
    play(&mut round, "1-1 R");
    assert_eq!(round.line().end_value(End::Right), Some(1));
    // Seat 0: 3-3 on the 4 (3 + 4 = 7) leaves a 3 open.
    play(&mut round, "3-3 L");
    assert_eq!(round.line().end_value(End::Left), Some(3));
}

#[test]
fn matador_blank_end_takes_only_a_matador_and_a_matador_chooses_its_outward_half() {
    let r = rules(Variant::Matador, 2);
    let mut round = round_with(
        r,
        &[&["6-0", "5-2", "1-1"], &["0-3", "2-2", "1-0"]],
        None,
        None,
    );
    // Heaviest dealt: 5-2 (7, non-double) vs 6-0 (6): 5-2 leads, held by seat 0.
    assert_eq!(round.lead_tile(), Some(Tile::new(2, 5).unwrap()));
    play(&mut round, "5-2"); // 5 left, 2 right
    // Seat 1: 2-2 fits the 5 (2 + 5 = 7), leaving 2 on the left.
    play(&mut round, "2-2 L");
    // Seat 0: 6-0 needs a 1 or a 5 end... ends are 2 and 2: 6-0 does not fit, 1-1 does not
    // fit (1 + 2 = 3). Seat 0 has no matador left: must draw.
    assert_eq!(round.legal_moves().as_slice(), &[Move::Draw]);
}

#[test]
fn matador_moves_on_a_blank_end_name_their_outward_half() {
    let r = rules(Variant::Matador, 2);
    // Heaviest dealt: 6-1 (7, larger half 6) beats 4-3 (7, larger half 4): seat 0 leads it.
    let mut round = round_with(
        r,
        &[&["6-1", "2-1", "1-0"], &["4-3", "2-2", "0-2"]],
        None,
        None,
    );
    assert_eq!(round.to_move(), Some(0));
    play(&mut round, "6-1"); // 6 left, 1 right.
    // Seat 1's only plays are the matador 4-3, on either end, either half outward.
    assert_eq!(round.legal_moves().len(), 4);
    // On the 1 end the sum-to-7 rule does not fit 4-3 (it needs a 6), so the outward half
    // must be written.
    assert!(round.parse_move("3-4 R").is_err());
    let mv = round.parse_move("3-4 R 4").unwrap();
    assert_eq!(round.notation(mv), "3-4 R 4");
    play(&mut round, "3-4 R 4");
    assert_eq!(round.line().end_value(End::Right), Some(4));
    // Seat 0: 1-0 fits the 6 (1 + 6 = 7) on the left, leaving the blank open.
    play(&mut round, "0-1 L");
    assert_eq!(round.line().end_value(End::Left), Some(0));
    // Seat 1 (2-2, 0-2): a blank end takes only a matador, and the 4 needs a 3: draw.
    assert_eq!(round.legal_moves().as_slice(), &[Move::Draw]);
}

#[test]
fn matador_keeps_a_reserve_of_two_in_the_stock() {
    let r = Rules::new(
        Variant::Matador,
        2,
        &Options {
            hand_size: Some(13),
            ..Default::default()
        },
    )
    .unwrap();
    // 26 tiles dealt; the stock holds 0-0 and 4-3, exactly the reserve. Seat 0 leads 6-6 and
    // holds every 1 and the other matadores, so seat 1 can neither play nor draw: only Rest.
    let mut round = round_with(
        r,
        &[
            &[
                "6-6", "0-1", "1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "5-2", "0-2", "0-3", "0-4",
                "0-5",
            ],
            &[
                "0-6", "2-2", "2-3", "2-4", "2-6", "3-3", "3-5", "3-6", "4-4", "4-5", "4-6", "5-5",
                "5-6",
            ],
        ],
        Some(&["0-0", "4-3"]),
        None,
    );
    play(&mut round, "6-6");
    assert_eq!(round.stock().len(), 2);
    assert_eq!(round.legal_moves().as_slice(), &[Move::Rest]);
    assert_eq!(
        round.check(Move::Draw).unwrap_err(),
        IllegalMove::BelowReserve { reserve: 2 }
    );
}

// ---- Musical Dominoes (seed 000) ----

#[test]
fn musical_counts_by_figures_and_a_double_semidemisemiquaver_counts_128() {
    assert_eq!(tile(Face::Notes, "64-64").count(Face::Notes), 128);
    let hand = set(Face::Notes, &["4-8", "64-1", "1-1"]);
    // 4 + 8 + 64 + 1 + 1 + 1 = 79.
    assert_eq!(hand.count(Face::Notes), 79);
}

#[test]
fn musical_follows_suit_rests_when_it_cannot_and_blocked_lowest_count_wins() {
    let r = rules(Variant::Musical, 2);
    let mut round = round_with(
        r,
        &[
            &["4-8", "4-4", "16-32", "2-2", "1-64", "32-64"],
            &["8-16", "1-2", "2-4", "1-1", "64-64", "16-16"],
        ],
        None,
        Some(0),
    );
    // Seat 0 leads 4-8: crotchet on the left, quaver on the right.
    play(&mut round, "4-8");
    // Seat 1 may follow a crotchet (2-4) or a quaver (8-16).
    let legal: Vec<String> = round
        .legal_moves()
        .iter()
        .map(|m| round.notation(*m))
        .collect();
    assert_eq!(legal.len(), 2);
    assert!(legal.contains(&"8-16 R".to_string()));
    assert!(legal.contains(&"2-4 L".to_string()));
    play(&mut round, "8-16 R"); // ends: 4, 16
    play(&mut round, "4-4 L"); // crosswise double: the end stays a crotchet
    assert_eq!(round.line().end_value(End::Left), Some(2));
    play(&mut round, "2-4 L"); // ends: 2 (minim), 16
    play(&mut round, "16-32 R"); // ends: 2, 32
    play(&mut round, "1-2 L"); // ends: 1, 32
    play(&mut round, "1-64 L"); // ends: 64, 32
    // Seat 1 holds 1-1, 64-64, 16-16: 64-64 fits the left.
    play(&mut round, "64-64 L"); // ends: 64, 32
    play(&mut round, "32-64 L"); // ends: 32, 32
    // Seat 1 (1-1, 16-16) cannot follow: only Rest is legal, and it is not a draw.
    assert_eq!(round.legal_moves().as_slice(), &[Move::Rest]);
    play(&mut round, "rest");
    // Seat 0 holds 2-2: no 32: rests too. Blocked.
    play(&mut round, "rest");
    let out = *round.outcome().unwrap();
    assert_eq!(out.end, RoundEnd::Blocked);
    // Seat 0: 2-2 (two minims) = 2 + 2 = 4. Seat 1: 1-1 + 16-16 = 2 + 32 = 34. Seat 0
    // wins, 1 point.
    assert_eq!(out.counts[..2], [4, 34]);
    assert_eq!(out.winners, Seats::one(0));
    assert_eq!(round.points()[..2], [1, 0]);
    assert_eq!(round.match_over(), Some(Seats::one(0)));
}

#[test]
fn rest_is_refused_while_a_play_exists() {
    let r = rules(Variant::Musical, 2);
    let mut round = round_with(
        r,
        &[
            &["4-8", "4-4", "16-32", "2-2", "1-64", "32-64"],
            &["8-16", "1-2", "2-4", "1-1", "64-64", "16-16"],
        ],
        None,
        Some(0),
    );
    play(&mut round, "4-8");
    let err = round.play(Move::Rest).unwrap_err();
    assert!(matches!(err, IllegalMove::RestWithPlay { .. }));
    assert!(matches!(
        round.play(Move::Draw).unwrap_err(),
        IllegalMove::NoDrawing
    ));
    // A tile that fits neither end is refused, naming both ends.
    let err = round.play_text_err("1-1 L");
    assert_eq!(err, "1-1 matches neither end (4, 8)");
    let err = round.play_text_err("16-8 L");
    assert_eq!(err, "8-16 does not fit the left end (4)");
}

trait PlayText {
    fn play_text_err(&mut self, text: &str) -> String;
}

impl PlayText for Round {
    fn play_text_err(&mut self, text: &str) -> String {
        match self.parse_move(text) {
            Err(e) => e.to_string(),
            Ok(mv) => self.play(mv).unwrap_err().to_string(),
        }
    }
}

#[test]
fn musical_for_four_both_partners_must_be_out() {
    let r = Rules::new(
        Variant::Musical,
        4,
        &Options {
            hand_size: Some(1),
            ..Default::default()
        },
    )
    .unwrap();
    // Seat 0 leads 4-8; seat 1 (1-1) rests; seat 2 plays 8-16: seat 0 is out already, but its
    // partner seat 2 only now; both out: partnership 0+2 wins.
    let mut round = round_with(r, &[&["4-8"], &["1-1"], &["8-16"], &["2-2"]], None, Some(0));
    let ev = play(&mut round, "4-8");
    assert!(ev.iter().any(|e| matches!(e, Event::Out { seat: 0 })));
    assert_eq!(round.to_move(), Some(1));
    play(&mut round, "rest");
    let ev = play(&mut round, "8-16 R");
    let over = ev.iter().find_map(|e| match e {
        Event::RoundOver(o) => Some(*o),
        _ => None,
    });
    let over = over.unwrap();
    assert_eq!(over.end, RoundEnd::Out);
    assert_eq!(over.winners.to_vec(), vec![0, 2]);
    assert_eq!(round.points(), [1, 0, 1, 0]);
}

#[test]
fn musical_both_rule_skips_the_partner_who_is_out_and_blocks_on_the_others() {
    let r = Rules::new(
        Variant::Musical,
        4,
        &Options {
            hand_size: Some(2),
            ..Default::default()
        },
    )
    .unwrap();
    // Seat 0: 4-8, 8-8. Seat 1: 1-1, 1-2. Seat 2: 64-64, 32-32. Seat 3: 2-2, 16-1.
    let mut round = round_with(
        r,
        &[
            &["4-8", "8-8"],
            &["1-1", "1-2"],
            &["64-64", "32-32"],
            &["2-2", "16-1"],
        ],
        None,
        Some(0),
    );
    play(&mut round, "4-8"); // ends 4, 8
    play(&mut round, "rest"); // seat 1: no crotchet, no quaver
    play(&mut round, "rest"); // seat 2
    play(&mut round, "rest"); // seat 3
    play(&mut round, "8-8 R"); // seat 0 out; partner seat 2 still holds two tiles
    assert_eq!(round.out_seats(), Seats::one(0));
    // Seats 1, 2, 3 rest in turn (three players still in the round): blocked.
    play(&mut round, "rest");
    play(&mut round, "rest");
    assert!(round.outcome().is_none());
    play(&mut round, "rest");
    let out = *round.outcome().unwrap();
    assert_eq!(out.end, RoundEnd::Blocked);
    // Partnership 0+2: 0 + 64·2 + 32·2 = 192. Partnership 1+3: (1+1)+(1+2) + (2+2)+(16+1) = 26.
    assert_eq!(out.winners.to_vec(), vec![1, 3]);
}

#[test]
fn musical_later_rounds_are_led_by_the_seat_after_the_last_first_player() {
    let r = rules(Variant::Musical, 2);
    let mut m = Match::new(
        Rules::new(
            Variant::Musical,
            2,
            &Options {
                target: Some(5),
                ..Default::default()
            },
        )
        .unwrap(),
        42,
        Some(1),
    );
    let _ = r;
    assert_eq!(m.round().first(), 1);
    while m.round().outcome().is_none() {
        let mv = m.round().legal_moves()[0];
        m.play(mv).unwrap();
    }
    m.next_round().unwrap();
    assert_eq!(m.round().first(), 0);
}

// ---- Block and Draw (seed 003) ----

#[test]
fn block_highest_double_leads_else_the_heaviest_tile() {
    let r = rules(Variant::Block, 2);
    let mut hands = [TileSet::EMPTY; 4];
    hands[0] = set(Face::Pips, &["6-5", "1-1"]);
    hands[1] = set(Face::Pips, &["3-3", "6-4"]);
    assert_eq!(lead_rule(&r, &hands).unwrap().0, 1);
    hands[0] = set(Face::Pips, &["6-5", "1-2"]);
    hands[1] = set(Face::Pips, &["0-3", "6-4"]);
    let (seat, t) = lead_rule(&r, &hands).unwrap();
    assert_eq!((seat, t.notation(Face::Pips)), (0, "5-6".to_string()));
}

fn play_to_end(round: &mut Round) {
    // Plays the first legal move until the round ends.
    while round.outcome().is_none() {
        let mv = round.legal_moves()[0];
        round.play(mv).unwrap();
    }
}

#[test]
fn block_out_scores_the_pips_in_the_other_hand_or_the_difference() {
    let small = |es| {
        Rules::new(
            Variant::Block,
            2,
            &Options {
                hand_size: Some(2),
                end_scoring: Some(es),
                ..Default::default()
            },
        )
        .unwrap()
    };
    // Seat 0 leads 6-6 (highest double), seat 1 (5-4, 1-0) cannot follow: rest. Seat 0 plays
    // 6-3 and is out. Seat 1 holds 5-4 + 1-0 = 10 pips.
    for (es, expect) in [(EndScoring::Opponents, 10), (EndScoring::Difference, 10)] {
        let mut round = round_with(small(es), &[&["6-6", "6-3"], &["5-4", "1-0"]], None, None);
        play(&mut round, "6-6");
        play(&mut round, "rest");
        play(&mut round, "6-3 R");
        let out = *round.outcome().unwrap();
        assert_eq!((out.end, out.winners), (RoundEnd::Out, Seats::one(0)));
        assert_eq!(round.points()[0], expect);
    }
    // Blocked: seat 0 leads 6-6; seat 1 rests; seat 0 holds 5-4 (9) and rests; blocked.
    // Seat 1 holds 1-0 + 2-0 = 3: lowest. Opponents: 9. Difference: 9 − 3 = 6.
    for (es, expect) in [(EndScoring::Opponents, 9), (EndScoring::Difference, 6)] {
        let mut round = round_with(small(es), &[&["6-6", "5-4"], &["1-0", "2-0"]], None, None);
        play_to_end(&mut round);
        let out = *round.outcome().unwrap();
        assert_eq!((out.end, out.winners), (RoundEnd::Blocked, Seats::one(1)));
        assert_eq!(round.points()[1], expect);
    }
}

#[test]
fn blocked_with_equal_lowest_counts_is_a_tie_with_no_points() {
    let r = Rules::new(
        Variant::Block,
        2,
        &Options {
            hand_size: Some(2),
            ..Default::default()
        },
    )
    .unwrap();
    // 6-6 leads, then both hold 4 pips that cannot follow: 3-1 vs 2-2... 2-2 is a double but
    // 6-6 is higher. Seat 0: 6-6, 3-1 (4 left); seat 1: 2-2, 4-0 (8)... make them equal:
    // seat 1: 2-0, 1-1 = 2 + 2 = 4.
    let mut round = round_with(r, &[&["6-6", "3-1"], &["2-0", "1-1"]], None, None);
    play_to_end(&mut round);
    let out = *round.outcome().unwrap();
    assert_eq!(out.end, RoundEnd::Blocked);
    assert!(out.winners.is_empty());
    assert_eq!(out.counts[..2], [4, 4]);
    assert_eq!(round.points(), [0; 4]);
}

#[test]
fn partnership_block_one_out_ends_the_round_and_scores_the_opponents_hands() {
    let r = Rules::new(
        Variant::Block,
        4,
        &Options {
            partnerships: Some(true),
            hand_size: Some(1),
            ..Default::default()
        },
    )
    .unwrap();
    // Seat 2 holds 6-6, the highest double: leads and is out at once. Partnership 0+2 wins
    // and each partner scores the opponents' hands: 5-4 (9) + 1-0 (1) = 10.
    let mut round = round_with(r, &[&["3-3"], &["5-4"], &["6-6"], &["1-0"]], None, None);
    assert_eq!(round.to_move(), Some(2));
    play(&mut round, "6-6");
    let out = *round.outcome().unwrap();
    assert_eq!(out.winners.to_vec(), vec![0, 2]);
    assert_eq!(round.points(), [10, 0, 10, 0]);
}

#[test]
fn partnership_block_difference_is_the_opponents_hands_less_the_winners_hands_together() {
    let r = Rules::new(
        Variant::Block,
        4,
        &Options {
            partnerships: Some(true),
            hand_size: Some(2),
            end_scoring: Some(EndScoring::Difference),
            ..Default::default()
        },
    )
    .unwrap();
    // Seat 2 leads 6-6 (the highest double); seats 3, 0 and 1 hold no 6 and rest; seat 2
    // lays 6-5 and is out, and with it partnership 0+2 wins (one partner out is enough).
    // Left: seat 0 3-3 + 2-1 = 9, seat 1 5-4 + 4-3 = 16, seat 3 5-5 + 3-2 = 15.
    // Opponents together 16 + 15 = 31, less the winners together 9 + 0 = 9: 22 each.
    // (Each opponent less the winners, summed, would be 7 + 6 = 13.)
    let mut round = round_with(
        r,
        &[
            &["3-3", "2-1"],
            &["5-4", "4-3"],
            &["6-6", "6-5"],
            &["5-5", "3-2"],
        ],
        None,
        None,
    );
    play(&mut round, "6-6");
    for _ in 0..3 {
        play(&mut round, "rest");
    }
    play(&mut round, "6-5 R");
    let out = *round.outcome().unwrap();
    assert_eq!((out.end, out.winners.to_vec()), (RoundEnd::Out, vec![0, 2]));
    assert_eq!(out.counts, [9, 16, 0, 15]);
    assert_eq!(round.points(), [22, 0, 22, 0]);

    // Out by seat 2 while its partner holds more than both opponents: seat 0 4-4 + 3-3 = 14,
    // seat 1 1-2 + 0-3 = 6, seat 3 0-1 + 0-2 = 3. Together 9 less 14 is below nothing: the
    // winners score 0 (summed per opponent it was (6 − 14) + (3 − 14) = −19).
    let mut round = round_with(
        r,
        &[
            &["4-4", "3-3"],
            &["1-2", "0-3"],
            &["6-6", "6-5"],
            &["0-1", "0-2"],
        ],
        None,
        None,
    );
    play(&mut round, "6-6");
    for _ in 0..3 {
        play(&mut round, "rest");
    }
    play(&mut round, "6-5 R");
    let out = *round.outcome().unwrap();
    assert_eq!(out.winners.to_vec(), vec![0, 2]);
    assert_eq!(out.counts, [14, 6, 0, 3]);
    assert_eq!(round.points(), [0; 4]);
}

#[test]
fn draw_game_draws_until_a_play_and_a_draw_is_not_a_rest() {
    let r = Rules::new(
        Variant::Draw,
        2,
        &Options {
            hand_size: Some(2),
            ..Default::default()
        },
    )
    .unwrap();
    // Seat 0 leads 6-6. Seat 1 (1-0, 2-0) draws 3-1 (no 6), then 6-2 (a 6): plays it.
    let mut hands_rest: Vec<&str> = vec!["3-1", "6-2"];
    let face = Face::Pips;
    let used = set(face, &["6-6", "5-4", "1-0", "2-0", "3-1", "6-2"]);
    let others: Vec<String> = TileSet::FULL
        .minus(used)
        .iter()
        .map(|t| t.notation(face))
        .collect();
    hands_rest.extend(others.iter().map(String::as_str));
    let mut round = round_with(
        r,
        &[&["6-6", "5-4"], &["1-0", "2-0"]],
        Some(&hands_rest),
        None,
    );
    play(&mut round, "6-6");
    assert_eq!(round.legal_moves().as_slice(), &[Move::Draw]);
    assert!(matches!(
        round.check(Move::Rest),
        Err(IllegalMove::RestWithDraw)
    ));
    play(&mut round, "draw");
    assert_eq!(round.to_move(), Some(1));
    play(&mut round, "draw");
    // The drawn 6-2 is now the only legal play (on either 6 end).
    let legal: Vec<String> = round
        .legal_moves()
        .iter()
        .map(|m| round.notation(*m))
        .collect();
    assert_eq!(legal, vec!["2-6 L", "2-6 R"]);
    // Drawing refused while a play exists.
    assert!(matches!(
        round.check(Move::Draw),
        Err(IllegalMove::DrawWithPlay { .. })
    ));
}

// ---- Every variant: the target ends the match in mid-round ----

#[test]
fn a_play_that_reaches_the_target_ends_round_and_match_with_no_end_of_hand_points() {
    let r = Rules::new(
        Variant::AllFives,
        2,
        &Options {
            target: Some(10),
            hand_size: Some(1),
            ..Default::default()
        },
    )
    .unwrap();
    // Seat 0 leads 5-5: scores 10 = the target, and empties its hand at the same time.
    let mut round = round_with(r, &[&["5-5"], &["6-4"]], None, None);
    let ev = play(&mut round, "5-5");
    let out = *round.outcome().unwrap();
    assert_eq!(out.end, RoundEnd::Target);
    assert_eq!(out.winners, Seats::one(0));
    // Only the 10 of the play: no end-of-hand points for seat 1's 6-4.
    assert_eq!(round.points()[..2], [10, 0]);
    assert!(ev.iter().any(|e| matches!(e, Event::MatchOver { .. })));
}
