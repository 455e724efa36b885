//! The Club player: the advice of seed 003 (`seeds/003_daf00eefb9926ac9.txt`) as weighted
//! rules, each scored for every legal move from the seat's view only.
//!
//! Counts are the variant's (`RULES.md` section 1): figures in Musical Dominoes, so a
//! semidemisemiquaver half weighs 64; pips elsewhere.

use crate::engine::{End, Face, Line, MATADORES, Move, Placed, SeatView, Tile, TileSet, Variant};

use super::knowledge::{Knowledge, playable, playable_on};

/// The rules of the advice, as named features of one move. Each is already weighted, so a
/// move's score is their sum.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Features {
    /// "Play the cards with the greatest number of spots on them first": the tile's count
    /// over the heaviest tile's count (0–1), weighted.
    pub heavy: f64,
    /// "Lay down such cards as will enable you to play at either end the next time": one
    /// share per open end the rest of the hand can follow.
    pub both_ends: f64,
    /// "The numbers of which you have the most are the best to play": the share of the rest
    /// of the hand that follows the new open end(s).
    pub long_suit: f64,
    /// "If you hold a double, and one or more with the same number, play it as soon as
    /// possible".
    pub double_early: f64,
    /// "When it is possible for you to block the game, do not do so" while your side's hand
    /// is heavier (negative); blocking while lighter is welcome (positive).
    pub block: f64,
    /// "If you hold a double of an end at which your adversary cannot play, work at the other
    /// end".
    pub other_end: f64,
    /// Scoring games: the points the play makes.
    pub score: f64,
    /// Scoring games: minus the most points one unseen tile could make next.
    pub give: f64,
    /// Playing the last tile.
    pub out: f64,
    /// How many tiles of the rest of the hand fit the new ends (share of the hand).
    pub mobility: f64,
    /// Minus the share of the tiles an opponent may hold that fit the new ends ("shutting him
    /// out").
    pub shut_out: f64,
}

impl Features {
    /// The move's score: the sum of the weighted features.
    pub fn total(&self) -> f64 {
        self.heavy
            + self.both_ends
            + self.long_suit
            + self.double_early
            + self.block
            + self.other_end
            + self.score
            + self.give
            + self.out
            + self.mobility
            + self.shut_out
    }
}

const W_HEAVY: f64 = 2.0;
const W_END: f64 = 0.3;
const W_SUIT: f64 = 1.5;
const W_DOUBLE: f64 = 0.5;
const W_BLOCK_LIGHTER: f64 = 1.5;
const W_BLOCK_HEAVIER: f64 = -2.5;
const W_OTHER_END: f64 = 0.7;
const W_MOB: f64 = 0.0;
const W_SHUT: f64 = 2.0;
const W_SCORE: f64 = 0.12;
const W_GIVE: f64 = -0.06;
const W_OUT: f64 = 100.0;

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
    /// The facts of `view`'s position.
    pub fn new(view: &'v SeatView<'v>) -> Position<'v> {
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

    /// The weighted features of `mv` (all zero for a draw or a rest).
    pub fn features(&self, mv: Move) -> Features {
        let mut f = Features::default();
        let Some(tile) = mv.tile() else {
            return f;
        };
        let view = self.view;
        let rules = view.rules();
        let variant = self.variant;
        let mut after = view.hand();
        after.remove(tile);
        let line = view.line().after(mv);
        let (Some(l), Some(r)) = (line.end_value(End::Left), line.end_value(End::Right)) else {
            return f;
        };
        if after.is_empty() {
            f.out = W_OUT;
        }
        f.heavy = W_HEAVY * f64::from(tile.count(self.face)) / self.max_count;

        let cover_l = playable_on(variant, after, l);
        let cover_r = playable_on(variant, after, r);
        if !after.is_empty() {
            f.both_ends = W_END
                * (f64::from(u8::from(!cover_l.is_empty()))
                    + f64::from(u8::from(!cover_r.is_empty())))
                / 2.0;
            // The new end(s) this move opens: both halves for a lead, the outward one else.
            let follow = match mv {
                Move::Play { outward, .. } => playable_on(variant, after, outward).len(),
                _ => cover_l.or(cover_r).len(),
            };
            f.long_suit = W_SUIT * follow as f64 / after.len() as f64;
            f.mobility = W_MOB * cover_l.or(cover_r).len() as f64 / after.len() as f64;
        }
        if !self.opponents_may_hold.is_empty() {
            let fit = playable(variant, self.opponents_may_hold, &line).len();
            f.shut_out = -W_SHUT * fit as f64 / self.opponents_may_hold.len() as f64;
        }
        if tile.is_double() && variant != Variant::Matador {
            let suit = tile.low();
            if !after.and(TileSet::of_suit(suit)).is_empty() {
                f.double_early = W_DOUBLE;
            }
        }

        // Blocking: after this move neither an unseen tile nor the rest of the hand fits, and
        // no one can draw.
        let stock_open = variant
            .reserve()
            .is_some_and(|reserve| view.stock_size() > reserve);
        if !after.is_empty()
            && !stock_open
            && playable(variant, self.know.unseen, &line).is_empty()
            && playable(variant, after, &line).is_empty()
        {
            let mine = self.side_count(after);
            let theirs = self.expected_opponent_count();
            f.block = if mine < theirs {
                W_BLOCK_LIGHTER
            } else {
                W_BLOCK_HEAVIER
            };
        }

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
                f.other_end = W_OTHER_END;
            }
        }

        if variant.scores_fives() {
            let crosswise = variant.doubles_crosswise();
            let total = crate::engine::end_total(&line, crosswise);
            if total > 0 && total.is_multiple_of(5) {
                f.score = W_SCORE * f64::from(total);
            }
            f.give = W_GIVE * f64::from(self.best_reply_points(&line, crosswise));
        }
        let _ = rules;
        f
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
    let legal = view.legal_moves();
    if legal.len() <= 1 {
        return legal.first().copied().unwrap_or(Move::Rest);
    }
    let pos = Position::new(view);
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
