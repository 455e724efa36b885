//! What one seat knows, worked out from its [`SeatView`] alone (`RULES.md` section 6): the
//! unseen tiles, and which tiles each other seat cannot hold because it rested or drew while
//! they would have fitted, or because the lead rule would have named them.

use crate::engine::{End, Line, Move, SeatView, Tile, TileSet, Variant, lead_rule};

pub use crate::engine::playable_on;

/// The tiles of `hand` that fit either open end of `line` (every tile on an empty line).
pub fn playable(variant: Variant, hand: TileSet, line: &Line) -> TileSet {
    match (line.end_value(End::Left), line.end_value(End::Right)) {
        (Some(l), Some(r)) => playable_on(variant, hand, l).or(playable_on(variant, hand, r)),
        _ => hand,
    }
}

/// One seat's knowledge of the hidden tiles.
#[derive(Debug, Clone, Copy)]
pub struct Knowledge {
    /// Tiles neither in the seat's hand nor on the line: in other hands, the stock, or out of
    /// play.
    pub unseen: TileSet,
    /// Per seat, unseen tiles that seat certainly does not hold now.
    pub cannot_hold: [TileSet; 4],
    /// Per seat, the end values it was seen unable to follow (bit `k` for value `k`), from
    /// its rests and draws since its last draw.
    pub void_ends: [u8; 4],
}

impl Knowledge {
    /// Works out the knowledge of `view`'s seat from the view only.
    ///
    /// A Rest or a Draw by seat `s` while the ends were `(l, r)` means `s` then held no tile
    /// fitting `l` or `r`. Tiles drawn later are free of that, so only the rests and draws
    /// since the seat's last draw are used (a tile drawn at that draw and still held did not
    /// fit either, or it would have been played at once). In variants without drawing, tiles
    /// the lead rule would have named before the tile that was led were dealt to nobody; in
    /// drawing variants this holds for the seats that have not drawn.
    pub fn of(view: &SeatView<'_>) -> Knowledge {
        let rules = view.rules();
        let variant = rules.variant;
        let players = rules.players;
        let line_tiles: TileSet = view.line().tiles().iter().map(|p| p.tile).collect();
        let unseen = TileSet::FULL.minus(view.hand()).minus(line_tiles);
        let history = view.history();

        // Replay the ends to know what each rest or draw refused.
        let mut last_draw = [None::<usize>; 4];
        for (i, a) in history.iter().enumerate() {
            if a.mv == Move::Draw {
                last_draw[usize::from(a.seat) % 4] = Some(i);
            }
        }
        let mut cannot_hold = [TileSet::EMPTY; 4];
        let mut void_ends = [0u8; 4];
        let mut ends: Option<(u8, u8)> = None;
        let mut lead: Option<(usize, Tile)> = None;
        for (i, a) in history.iter().enumerate() {
            let seat = usize::from(a.seat) % 4;
            match a.mv {
                Move::Lead { tile, left } => {
                    ends = Some((left, tile.other(left)));
                    lead = Some((seat, tile));
                }
                Move::Play { end, outward, .. } => {
                    if let Some((l, r)) = ends.as_mut() {
                        match end {
                            End::Left => *l = outward,
                            End::Right => *r = outward,
                        }
                    }
                }
                Move::Rest | Move::Draw => {
                    if let Some((l, r)) = ends
                        && last_draw[seat].is_none_or(|d| i >= d)
                    {
                        let refused =
                            playable_on(variant, unseen, l).or(playable_on(variant, unseen, r));
                        cannot_hold[seat] = cannot_hold[seat].or(refused);
                        void_ends[seat] |= (1 << l) | (1 << r);
                    }
                }
            }
        }
        if let Some((leader, led)) = lead {
            let mut not_dealt = TileSet::EMPTY;
            for u in unseen {
                let mut hands = [TileSet::EMPTY; 4];
                hands[leader].insert(led);
                hands[leader].insert(u);
                if lead_rule(rules, &hands).is_some_and(|(_, t)| t == u) {
                    not_dealt.insert(u);
                }
            }
            for seat in 0..players {
                if variant.reserve().is_none() || last_draw[seat].is_none() {
                    cannot_hold[seat] = cannot_hold[seat].or(not_dealt);
                }
            }
        }
        for c in cannot_hold.iter_mut() {
            *c = c.and(unseen);
        }
        Knowledge {
            unseen,
            cannot_hold,
            void_ends,
        }
    }

    /// The unseen tiles seat `seat` may hold.
    pub fn may_hold(&self, seat: usize) -> TileSet {
        self.unseen.minus(self.cannot_hold[seat])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Deal, Face, Round, Rules};

    fn set(tiles: &[&str]) -> TileSet {
        tiles
            .iter()
            .map(|t| Tile::parse(t, Face::Pips).unwrap().0)
            .collect()
    }

    fn play(round: &mut Round, text: &str) {
        let mv = round.parse_move(text).unwrap();
        round.play(mv).unwrap();
    }

    #[test]
    fn a_rest_rules_out_both_ends_and_the_lead_rules_out_heavier_doubles() {
        // Block, two players, seven each. Seat 0 holds 4-4 as its highest double and leads it.
        // Seat 1 holds no 4 and rests.
        let rules = Rules::standard(Variant::Block, 2).unwrap();
        let mut hands = [TileSet::EMPTY; 4];
        hands[0] = set(&["4-4", "0-4", "1-4", "0-1", "0-2", "1-2", "2-3"]);
        hands[1] = set(&["0-0", "1-1", "2-2", "3-3", "0-3", "1-3", "0-6"]);
        let mut round = Round::new(rules, &Deal::new(hands, &[]), None, [0; 4]).unwrap();
        play(&mut round, "4-4");
        play(&mut round, "rest");
        let know = Knowledge::of(&round.view(0));
        // Unseen: 28 − 7 (seat 0's hand as dealt, 4-4 now on the line) = 21.
        assert_eq!(know.unseen.len(), 21);
        // Seat 1 rested on 4 | 4: it holds none of the unseen 4s (2-4, 3-4, 4-5, 4-6: 0-4,
        // 1-4 are seat 0's). 4-4 led means nobody was dealt 5-5 or 6-6.
        let expected = set(&["2-4", "3-4", "4-5", "4-6", "5-5", "6-6"]);
        assert_eq!(know.cannot_hold[1], expected);
        assert_eq!(know.void_ends[1], 1 << 4);
        // Seat 1 may hold the other 21 − 6 = 15.
        assert_eq!(know.may_hold(1).len(), 15);
        // Nothing is known against seat 0 (it has neither rested nor drawn): only the lead
        // rule's 5-5 and 6-6.
        assert_eq!(know.cannot_hold[0], set(&["5-5", "6-6"]));
    }

    #[test]
    fn matador_matching_adds_to_seven_and_takes_every_matador() {
        let hand = set(&["2-5", "3-3", "0-0", "1-6", "2-4"]);
        // On a 4: 3s fit (3-3); matadores 2-5, 0-0, 1-6 fit anywhere.
        assert_eq!(
            playable_on(Variant::Matador, hand, 4),
            set(&["3-3", "2-5", "0-0", "1-6"])
        );
        // On a blank only the matadores.
        assert_eq!(
            playable_on(Variant::Matador, hand, 0),
            set(&["2-5", "0-0", "1-6"])
        );
        // Same-suit games: on a 4 only 2-4.
        assert_eq!(playable_on(Variant::Block, hand, 4), set(&["2-4"]));
    }
}
