//! The Club player: the advice of seed 003 (`seeds/003_daf00eefb9926ac9.txt`) as weighted
//! rules, each scored for every legal move from the seat's view only.
//!
//! Counts are the variant's (`RULES.md` section 1): figures in Musical Dominoes, so a
//! semidemisemiquaver half weighs 64; pips elsewhere.
//!
//! The rules and where the advice gives them:
//!
//! | rule ([`Features`]) | the advice |
//! | --- | --- |
//! | `heavy` | "Play the cards with the greatest number of spots on them first" |
//! | `both_ends` | "lay down such cards as will enable you to play at either end the next time" |
//! | `long_suit` | "The numbers of which you have the most are the best to play" |
//! | `double` | "If you hold a double, and one or more with the same number, play it as soon as possible" |
//! | `lone` | doubles: "your other double can be forced either by the 3-2, 2-4, or 6-2" |
//! | `shut_out` | "in the hope of shutting him out of the game entirely" |
//! | `block` | "When it is possible for you to block the game, do not do so if …" |
//! | `other_end` | "if you hold a double of an end at which your adversary cannot play, work at the other end" |
//! | `score`, `give` | All Fives: "the great object is to make the spots at both ends amount to five" |
//!
//! The weights ([`Weights::of`]) were fitted by playing: for Musical Dominoes, Block and Draw
//! they are the ones that won most often against random play over 200,000 rounds, each kept
//! to the sign the advice gives it (`docs/benchmarks.md`).

use crate::engine::{End, Face, Line, MATADORES, Move, Placed, SeatView, Tile, TileSet, Variant};

use super::knowledge::{Knowledge, playable, playable_on};

/// The rules of the advice, as named features of one move. Each is already weighted, so a
/// move's score is their sum ([`Features::total`]).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Features {
    /// Shed a heavy tile: its count over the heaviest tile's count (0–1).
    pub heavy: f64,
    /// Keep a play for next time: the share of the two new ends the rest of the hand
    /// follows, and minus the chance of having no play at the next turn.
    pub both_ends: f64,
    /// Play to the numbers held most: the share of the rest of the hand that follows the new
    /// open end(s).
    pub long_suit: f64,
    /// Play a double early while the rest of the hand holds its number: more so the fewer
    /// of them it holds (the others "can be forced" later).
    pub double: f64,
    /// Play a tile while it fits when the rest of the hand holds none of its numbers (it
    /// could be stranded); a double most of all.
    pub lone: f64,
    /// Shut the opponents out: minus the share of the tiles they may hold that fit the new
    /// ends, and the chance that the next opponent holds none.
    pub shut_out: f64,
    /// Block the round: the chance this move blocks it at once, times the expected result
    /// (welcome while lighter, unwelcome while heavier).
    pub block: f64,
    /// Work the other end while holding the double of an end an opponent cannot follow.
    pub other_end: f64,
    /// Scoring games: the points the play makes.
    pub score: f64,
    /// Scoring games: minus the most points one tile an opponent may hold could make next.
    pub give: f64,
    /// Playing the last tile.
    pub out: f64,
}

impl Features {
    /// The move's score: the sum of the weighted features.
    pub fn total(&self) -> f64 {
        self.heavy
            + self.both_ends
            + self.long_suit
            + self.double
            + self.lone
            + self.shut_out
            + self.block
            + self.other_end
            + self.score
            + self.give
            + self.out
    }
}

/// The weight of each rule of the advice (see [`Features`]). Each raw value is a share or a
/// chance (0–1) unless said otherwise; the sign the advice gives is in brackets.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weights {
    /// Per share of the heaviest tile's count shed (+).
    pub heavy: f64,
    /// Per share of the two new ends the rest of the hand follows (+).
    pub both_ends: f64,
    /// Per chance of having no play at the next turn (−).
    pub own_rest: f64,
    /// Per share of the rest of the hand that follows the new end(s) (+).
    pub long_suit: f64,
    /// For a double while the rest of the hand holds `k` ≥ 1 tiles of its number, divided by
    /// `k` (+).
    pub double_early: f64,
    /// Per share of the tile's numbers the rest of the hand lacks (+).
    pub lone_numbers: f64,
    /// For a double whose number the rest of the hand lacks (+).
    pub lone_double: f64,
    /// Per share of the tiles the opponents may hold that fit the new ends (−).
    pub shut_out: f64,
    /// Per chance that the next opponent holds nothing that fits (+).
    pub rest_chance: f64,
    /// Per chance of blocking the round while lighter (+).
    pub block_lighter: f64,
    /// Per chance of blocking the round while heavier (−).
    pub block_heavier: f64,
    /// For working the other end (+).
    pub other_end: f64,
    /// Scoring games: per point the play makes (+).
    pub score: f64,
    /// Scoring games: per point one tile an opponent may hold could make next (−).
    pub give: f64,
    /// For playing the last tile (+).
    pub out: f64,
}

impl Weights {
    /// The weights the Club plays with in `variant`.
    pub const fn of(variant: Variant) -> Weights {
        let base = Weights {
            heavy: 2.0,
            both_ends: 0.3,
            own_rest: 0.0,
            long_suit: 1.5,
            double_early: 0.3,
            lone_numbers: 0.0,
            lone_double: 0.5,
            shut_out: -2.0,
            rest_chance: 0.0,
            block_lighter: 1.5,
            block_heavier: -2.5,
            other_end: 0.7,
            score: 0.12,
            give: -0.06,
            out: 100.0,
        };
        match variant {
            Variant::Musical => Weights {
                both_ends: 1.4,
                own_rest: -2.1,
                long_suit: 0.2,
                double_early: 0.4,
                lone_numbers: 1.12,
                lone_double: 0.27,
                shut_out: -4.4,
                rest_chance: 0.13,
                block_lighter: 5.6,
                block_heavier: -12.3,
                other_end: 1.28,
                ..base
            },
            Variant::Block | Variant::Draw => Weights {
                both_ends: 1.9,
                own_rest: -1.53,
                long_suit: 0.2,
                double_early: 0.4,
                lone_numbers: 1.0,
                lone_double: 0.61,
                shut_out: -4.34,
                rest_chance: 0.63,
                block_lighter: 4.6,
                block_heavier: -6.37,
                other_end: 0.3,
                ..base
            },
            _ => base,
        }
    }
}

/// What an end tile shows for play scoring (`RULES.md` section 2) on a line of two or more.
fn end_value(p: Placed, v: u8, crosswise: bool) -> u32 {
    if p.is_double() && crosswise {
        2 * u32::from(v)
    } else {
        u32::from(v)
    }
}

/// Shared facts of one position for scoring its moves.
pub struct Position<'v> {
    view: &'v SeatView<'v>,
    w: Weights,
    know: Knowledge,
    variant: Variant,
    face: Face,
    max_count: f64,
    /// Unseen tiles an opponent (not a partner) may hold.
    opponents_may_hold: TileSet,
    /// Ends some opponent was seen unable to follow (bit per value).
    opponents_void: u8,
}

impl<'v> Position<'v> {
    /// The facts of `view`'s position, scored with the Club's weights for its variant.
    pub fn new(view: &'v SeatView<'v>) -> Position<'v> {
        Position::with_weights(view, Weights::of(view.rules().variant))
    }

    /// The facts of `view`'s position, scored with weights `w`.
    pub fn with_weights(view: &'v SeatView<'v>, w: Weights) -> Position<'v> {
        let know = Knowledge::of(view);
        let rules = view.rules();
        let me = view.seat();
        let mut opponents_may_hold = TileSet::EMPTY;
        let mut opponents_void = 0u8;
        for s in 0..rules.players {
            if !rules.same_side(s, me) {
                opponents_may_hold = opponents_may_hold.or(know.may_hold(s));
                opponents_void |= know.void_ends[s];
            }
        }
        let face = rules.face();
        Position {
            view,
            w,
            know,
            variant: rules.variant,
            face,
            max_count: f64::from(2 * face.half_count(6)),
            opponents_may_hold,
            opponents_void,
        }
    }

    /// The seat's knowledge.
    pub fn knowledge(&self) -> &Knowledge {
        &self.know
    }

    /// The chance (0–1) that the next player to move after `mv`, if an opponent, holds
    /// nothing that fits either end of the line it leaves: a uniform draw of that player's
    /// hand from the tiles it may hold. 0 for a draw, a rest, a partner or no one next.
    pub fn next_rest_chance(&self, mv: Move) -> f64 {
        let Some(tile) = mv.tile() else {
            return 0.0;
        };
        let mut after = self.view.hand();
        after.remove(tile);
        self.rest_chances(&self.view.line().after(mv), after).theirs
    }

    /// The weighted features of `mv` (all zero for a draw or a rest).
    pub fn features(&self, mv: Move) -> Features {
        let mut f = Features::default();
        let Some(tile) = mv.tile() else {
            return f;
        };
        let w = &self.w;
        let view = self.view;
        let variant = self.variant;
        let mut after = view.hand();
        after.remove(tile);
        let line = view.line().after(mv);
        let (Some(l), Some(r)) = (line.end_value(End::Left), line.end_value(End::Right)) else {
            return f;
        };
        if after.is_empty() {
            f.out = w.out;
        }
        f.heavy = w.heavy * f64::from(tile.count(self.face)) / self.max_count;
        let chances = self.rest_chances(&line, after);

        if !after.is_empty() {
            let cover_l = playable_on(variant, after, l);
            let cover_r = playable_on(variant, after, r);
            let covered =
                f64::from(u8::from(!cover_l.is_empty())) + f64::from(u8::from(!cover_r.is_empty()));
            f.both_ends = w.both_ends * covered / 2.0 + w.own_rest * chances.mine;
            // The new end(s) this move opens: both halves for a lead, the outward one else.
            let follow = match mv {
                Move::Play { outward, .. } => playable_on(variant, after, outward).len(),
                _ => cover_l.or(cover_r).len(),
            };
            f.long_suit = w.long_suit * follow as f64 / after.len() as f64;
        }

        if variant != Variant::Matador {
            let lacks = |n: u8| after.and(TileSet::of_suit(n)).is_empty();
            if tile.is_double() {
                let companions = after.and(TileSet::of_suit(tile.low())).len();
                if companions == 0 {
                    f.lone = w.lone_numbers + w.lone_double;
                } else {
                    f.double = w.double_early / companions as f64;
                }
            } else {
                let lone = u8::from(lacks(tile.low())) + u8::from(lacks(tile.high()));
                f.lone = w.lone_numbers * f64::from(lone) / 2.0;
            }
        }

        if !self.opponents_may_hold.is_empty() {
            let fit = playable(variant, self.opponents_may_hold, &line).len();
            f.shut_out = w.shut_out * fit as f64 / self.opponents_may_hold.len() as f64
                + w.rest_chance * chances.theirs;
        }

        f.block = self.block(&line, after, chances.theirs);

        // The other end: I hold the double of an end an opponent cannot follow.
        if variant != Variant::Matador
            && let Move::Play { end, .. } = mv
        {
            let old = view.line();
            let other = match end {
                End::Left => old.end_value(End::Right),
                End::Right => old.end_value(End::Left),
            };
            let this = old.end_value(end);
            if let (Some(d), Some(here)) = (other, this)
                && d != here
                && self.opponents_void & (1 << d) != 0
                && Tile::new(d, d).is_some_and(|dd| after.contains(dd))
            {
                f.other_end = w.other_end;
            }
        }

        if variant.scores_fives() {
            let crosswise = variant.doubles_crosswise();
            let total = crate::engine::end_total(&line, crosswise);
            if total > 0 && total.is_multiple_of(5) {
                f.score = w.score * f64::from(total);
            }
            f.give = w.give * f64::from(self.best_reply_points(&line, crosswise));
        }
        f
    }

    /// The weighted block rule for a move leaving `after` in hand and `line` on the table:
    /// the chance that the round is blocked at once times the weight of its expected result.
    ///
    /// With two players: the rest of the hand fits neither end, no one can draw, and the
    /// opponent holds nothing that fits (chance `theirs`); lighter or heavier is judged by the
    /// chance that the opponent's hand, drawn from the tiles it may hold that do not fit,
    /// counts more. With more players: no unseen tile fits either, and the sides are compared
    /// by their expected counts.
    fn block(&self, line: &Line, after: TileSet, theirs: f64) -> f64 {
        let view = self.view;
        let variant = self.variant;
        let stock_open = variant
            .reserve()
            .is_some_and(|reserve| view.stock_size() > reserve);
        if after.is_empty() || stock_open || !playable(variant, after, line).is_empty() {
            return 0.0;
        }
        let w = &self.w;
        if view.rules().players == 2 {
            if theirs <= 0.0 {
                return 0.0;
            }
            let opp = 1 - view.seat();
            let may = self.know.may_hold(opp);
            let pool = may.minus(playable(variant, may, line));
            let heavier = self.heavier_chance(
                f64::from(after.count(self.face)),
                pool,
                usize::from(view.hand_sizes()[opp]),
            );
            theirs * (heavier * w.block_lighter + (1.0 - heavier) * w.block_heavier)
        } else if playable(variant, self.know.unseen, line).is_empty() {
            if self.side_count(after) < self.expected_opponent_count() {
                w.block_lighter
            } else {
                w.block_heavier
            }
        } else {
            0.0
        }
    }

    /// After a move leaving `after` in hand and `line` on the table: the chance that the next
    /// seat to play, if an opponent, holds no tile that fits (its hand taken as a uniform draw
    /// of its size from the tiles it may hold), and the chance that this seat then has no play
    /// (each play that opponent may make taken as equally likely).
    fn rest_chances(&self, line: &Line, after: TileSet) -> RestChances {
        let none = RestChances {
            theirs: 0.0,
            mine: 0.0,
        };
        let view = self.view;
        let rules = view.rules();
        let me = view.seat();
        let sizes = view.hand_sizes();
        let mut next = (me + 1) % rules.players;
        while next != me && (sizes[next] == 0 || view.out_seats().contains(next)) {
            next = (next + 1) % rules.players;
        }
        if next == me || rules.same_side(next, me) || after.is_empty() {
            return none;
        }
        let (Some(l), Some(r)) = (line.end_value(End::Left), line.end_value(End::Right)) else {
            return none;
        };
        let may = self.know.may_hold(next);
        let m = may.len();
        let fit = playable(self.variant, may, line).len();
        let h = usize::from(sizes[next]);
        let theirs = if m < fit + h {
            0.0
        } else {
            // C(m - fit, h) / C(m, h) = prod_{i<h} (m - fit - i) / (m - i).
            let mut p = 1.0;
            for i in 0..h {
                p *= (m - fit - i) as f64 / (m - i) as f64;
            }
            p
        };
        let cover_l = !playable_on(self.variant, after, l).is_empty();
        let cover_r = !playable_on(self.variant, after, r).is_empty();
        if cover_l && cover_r {
            return RestChances { theirs, mine: 0.0 };
        }
        let mut plays = 0usize;
        let mut stuck = 0usize;
        for (end, e, other_covered) in [(End::Left, l, cover_r), (End::Right, r, cover_l)] {
            for u in playable_on(self.variant, may, e) {
                let outward = if self.variant == Variant::Matador {
                    u.high()
                } else {
                    u.other(e)
                };
                plays += 1;
                let next_line = line.after(Move::Play {
                    tile: u,
                    end,
                    outward,
                });
                if !other_covered && playable(self.variant, after, &next_line).is_empty() {
                    stuck += 1;
                }
            }
        }
        let stuck_if_rest = if cover_l || cover_r { 0.0 } else { 1.0 };
        let stuck_if_play = if plays == 0 {
            stuck_if_rest
        } else {
            stuck as f64 / plays as f64
        };
        RestChances {
            theirs,
            mine: theirs * stuck_if_rest + (1.0 - theirs) * stuck_if_play,
        }
    }

    /// The chance that a hand of `size` tiles drawn from `pool` counts more than `mine`, by
    /// the normal approximation of the sum of a draw without replacement.
    fn heavier_chance(&self, mine: f64, pool: TileSet, size: usize) -> f64 {
        let m = pool.len();
        if m == 0 || size == 0 {
            return if mine > 0.0 { 0.0 } else { 0.5 };
        }
        let size = size.min(m);
        let counts = pool.iter().map(|t| f64::from(t.count(self.face)));
        let (sum, sq) = counts.fold((0.0, 0.0), |(a, b), c| (a + c, b + c * c));
        let mean = sum / m as f64;
        let var = (sq / m as f64 - mean * mean).max(0.0);
        let h = size as f64;
        let total_mean = h * mean;
        let total_var = if m > 1 {
            h * var * (m - size) as f64 / (m - 1) as f64
        } else {
            0.0
        };
        let sd = total_var.sqrt();
        if sd < 1e-9 {
            return if total_mean > mine {
                1.0
            } else if total_mean < mine {
                0.0
            } else {
                0.5
            };
        }
        // Logistic approximation of the normal distribution function.
        let z = (total_mean - mine) / sd;
        1.0 / (1.0 + (-1.702 * z).exp())
    }

    /// The count of the seat's side after the move: its own rest of hand, plus the expected
    /// count of a partner's hand.
    fn side_count(&self, after: TileSet) -> f64 {
        let view = self.view;
        let rules = view.rules();
        let me = view.seat();
        let mut c = f64::from(after.count(self.face));
        if rules.partnerships {
            let partner = (me + 2) % 4;
            c += self.expected_hand(partner);
        }
        c
    }

    /// The expected count of the opponents' side (the heaviest opponent side without
    /// partnerships is not known: the lightest is what a block is won against).
    fn expected_opponent_count(&self) -> f64 {
        let view = self.view;
        let rules = view.rules();
        let me = view.seat();
        if rules.partnerships {
            let a = (me + 1) % 4;
            let b = (me + 3) % 4;
            self.expected_hand(a) + self.expected_hand(b)
        } else {
            (0..rules.players)
                .filter(|&s| s != me)
                .map(|s| self.expected_hand(s))
                .fold(f64::INFINITY, f64::min)
        }
    }

    /// The mean count of seat `seat`'s hand: its size times the mean count of the tiles it
    /// may hold.
    fn expected_hand(&self, seat: usize) -> f64 {
        let size = f64::from(self.view.hand_sizes()[seat]);
        let may = self.know.may_hold(seat);
        if may.is_empty() {
            return 0.0;
        }
        size * f64::from(may.count(self.face)) / may.len() as f64
    }

    /// The most points one tile an opponent may hold could score on `line` next.
    fn best_reply_points(&self, line: &Line, crosswise: bool) -> u32 {
        let (Some(lp), Some(rp)) = (line.end_tile(End::Left), line.end_tile(End::Right)) else {
            return 0;
        };
        let (Some(l), Some(r)) = (line.end_value(End::Left), line.end_value(End::Right)) else {
            return 0;
        };
        let mut best = 0;
        for (end, e, other) in [
            (End::Left, l, end_value(rp, r, crosswise)),
            (End::Right, r, end_value(lp, l, crosswise)),
        ] {
            let _ = end;
            for u in playable_on(self.variant, self.opponents_may_hold, e) {
                let o = u.other(e);
                let shown = if u.is_double() && crosswise {
                    2 * u32::from(o)
                } else {
                    u32::from(o)
                };
                let total = shown + other;
                if total > 0 && total.is_multiple_of(5) {
                    best = best.max(total);
                }
            }
        }
        best
    }
}

/// The Club's move: the legal move with the highest score (the first of equals).
pub fn choose(view: &SeatView<'_>) -> Move {
    choose_with(view, Weights::of(view.rules().variant))
}

/// The move with the highest score under weights `w` (the first of equals).
pub fn choose_with(view: &SeatView<'_>, w: Weights) -> Move {
    let legal = view.legal_moves();
    if legal.len() <= 1 {
        return legal.first().copied().unwrap_or(Move::Rest);
    }
    let pos = Position::with_weights(view, w);
    best_of(&pos, &legal)
}

/// The best-scoring move of `moves` (the first of equals).
pub fn best_of(pos: &Position<'_>, moves: &[Move]) -> Move {
    let mut best = moves[0];
    let mut best_score = f64::NEG_INFINITY;
    for &mv in moves {
        let s = pos.features(mv).total();
        if s > best_score {
            best_score = s;
            best = mv;
        }
    }
    best
}

/// Whether `tile` is a matador of Matador.
pub fn is_matador(variant: Variant, tile: Tile) -> bool {
    variant == Variant::Matador && MATADORES.contains(tile)
}

/// The chances of resting at the next turns after a move (see [`Position::features`]).
#[derive(Debug, Clone, Copy)]
struct RestChances {
    /// That the next opponent holds nothing that fits.
    theirs: f64,
    /// That this seat then has no play.
    mine: f64,
}
