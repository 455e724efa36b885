//! The Expert: determinization. It samples hidden hands and stock orders consistent with its
//! seat's view ([`Knowledge`]), plays each legal move in every sample, values the result by
//! exact search when few tiles remain or else by playing the round out with the Club policy,
//! and takes the move with the best mean: the chance of winning the round (`musical`,
//! `block`, `draw`) or the expected point margin (the scoring variants).

use rand::Rng;
use rand::seq::SliceRandom;

use crate::engine::{Move, Round, SeatView, Tile, TileSet, Variant};

use super::club;
use super::knowledge::Knowledge;

/// How much work one decision may do. Counted in work, not time, so that a decision depends
/// only on the view and the seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Play-outs per decision, shared among the legal moves (samples = this ÷ moves).
    pub playouts: usize,
    /// Fewest samples, whatever the number of moves.
    pub min_samples: usize,
    /// Exact search is tried when the hands hold at most this many tiles in all.
    pub exact_tiles: usize,
    /// Node limit of one exact search; beyond it the play-out value is used.
    pub exact_nodes: usize,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            playouts: 1200,
            min_samples: 24,
            exact_tiles: 8,
            exact_nodes: 600,
        }
    }
}

/// Whether the variant is valued by points (the scoring variants) rather than by winning
/// the round.
pub fn scores_points(variant: Variant) -> bool {
    matches!(
        variant,
        Variant::AllFives | Variant::AllFivesDraw | Variant::Shark | Variant::Matador
    )
}

/// One guess of the hidden tiles: each seat's hand and the stock, first drawn first.
#[derive(Debug, Clone, Copy)]
pub struct Sample {
    /// Hands by seat (the viewer's own is its real hand).
    pub hands: [TileSet; 4],
    stock: [Tile; 28],
    stock_len: usize,
}

impl Sample {
    /// The stock, first drawn first.
    pub fn stock(&self) -> &[Tile] {
        &self.stock[..self.stock_len]
    }
}

/// Draws hidden hands and a stock order consistent with `know` and the hand and stock sizes
/// of `view`. Seats are filled most-constrained first; if a random fill cannot satisfy every
/// constraint after some tries, the last try's constraints are relaxed (never the sizes).
pub fn sample<R: Rng + ?Sized>(view: &SeatView<'_>, know: &Knowledge, rng: &mut R) -> Sample {
    let rules = view.rules();
    let me = view.seat();
    let sizes = view.hand_sizes();
    let placeholder = Tile::from_index(0).unwrap_or_else(|| unreachable!());
    let mut pool = [placeholder; 28];
    let mut n = 0;
    for t in know.unseen {
        pool[n] = t;
        n += 1;
    }
    let pool = &mut pool[..n];
    let mut order = [0usize; 4];
    let mut k = 0;
    for (s, &size) in sizes.iter().enumerate().take(rules.players) {
        if s != me && size > 0 {
            order[k] = s;
            k += 1;
        }
    }
    let order = &mut order[..k];
    order.sort_by_key(|&s| know.may_hold(s).len() as isize - isize::from(sizes[s]));
    let mut hands = [TileSet::EMPTY; 4];
    hands[me] = view.hand();
    for attempt in 0..16 {
        pool.shuffle(rng);
        let relax = attempt == 15;
        let mut taken = TileSet::EMPTY;
        let mut ok = true;
        let mut h = [TileSet::EMPTY; 4];
        for &s in order.iter() {
            let allowed = if relax { know.unseen } else { know.may_hold(s) };
            let mut need = usize::from(sizes[s]);
            for &t in pool.iter() {
                if need == 0 {
                    break;
                }
                if allowed.contains(t) && !taken.contains(t) {
                    h[s].insert(t);
                    taken.insert(t);
                    need -= 1;
                }
            }
            if need > 0 {
                // Relaxed: take any unseen tile left.
                for &t in pool.iter() {
                    if need == 0 {
                        break;
                    }
                    if !taken.contains(t) {
                        h[s].insert(t);
                        taken.insert(t);
                        need -= 1;
                    }
                }
                ok = relax;
            }
        }
        if ok || relax {
            for &s in order.iter() {
                hands[s] = h[s];
            }
            let mut stock = [placeholder; 28];
            let mut stock_len = 0;
            if rules.variant.reserve().is_some() {
                for &t in pool.iter() {
                    if !taken.contains(t) && stock_len < view.stock_size() {
                        stock[stock_len] = t;
                        stock_len += 1;
                    }
                }
            }
            return Sample {
                hands,
                stock,
                stock_len,
            };
        }
    }
    unreachable!("the last attempt is relaxed and always returns")
}

/// The value of a finished (or unfinished: counted as a tie) round for `me`'s side.
fn value(round: &Round, me: usize, points: bool) -> f64 {
    let rules = round.rules();
    if points {
        let p = round.points();
        let mine = p[me] as f64;
        let mut others = 0.0;
        let mut n = 0.0;
        for (s, &q) in p.iter().enumerate().take(rules.players) {
            if !rules.same_side(s, me) {
                others += q as f64;
                n += 1.0;
            }
        }
        if n > 0.0 { mine - others / n } else { mine }
    } else {
        match round.outcome() {
            Some(o) if o.winners.contains(me) => 1.0,
            Some(o) if o.winners.is_empty() => 0.5,
            Some(_) => 0.0,
            None => 0.5,
        }
    }
}

/// Plays `round` out with the Club policy for every seat.
fn playout(mut round: Round) -> Round {
    while let Some(seat) = round.to_move() {
        let mv = {
            let view = round.view(seat);
            club::choose(&view)
        };
        if round.play(mv).is_err() {
            break;
        }
    }
    round
}

/// Exact search of a perfect-information round: the value for `me` with best play by every
/// side (others minimise `me`'s value), or `None` once `nodes` runs out.
fn search(
    round: &Round,
    me: usize,
    points: bool,
    alpha: f64,
    beta: f64,
    nodes: &mut usize,
) -> Option<f64> {
    let Some(seat) = round.to_move() else {
        return Some(value(round, me, points));
    };
    if *nodes == 0 {
        return None;
    }
    *nodes -= 1;
    let legal = round.legal_moves();
    let maximise = round.rules().same_side(seat, me);
    let (mut alpha, mut beta) = (alpha, beta);
    let mut best = if maximise {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    for &mv in legal.iter() {
        let mut next = round.clone();
        if next.play(mv).is_err() {
            continue;
        }
        let v = search(&next, me, points, alpha, beta, nodes)?;
        if maximise {
            best = best.max(v);
            alpha = alpha.max(v);
        } else {
            best = best.min(v);
            beta = beta.min(v);
        }
        if alpha >= beta {
            break;
        }
    }
    Some(best)
}

/// The Expert's move for `view`, with its mean value per legal move (same order as
/// `view.legal_moves()`).
pub fn choose<R: Rng + ?Sized>(
    view: &SeatView<'_>,
    budget: Budget,
    rng: &mut R,
) -> (Move, Vec<f64>) {
    let legal = view.legal_moves();
    if legal.len() <= 1 {
        return (
            legal.first().copied().unwrap_or(Move::Rest),
            vec![0.0; legal.len()],
        );
    }
    let know = Knowledge::of(view);
    let me = view.seat();
    let points = scores_points(view.rules().variant);
    let samples = (budget.playouts / legal.len()).max(budget.min_samples);
    let tiles_left: usize = view.hand_sizes().iter().map(|&s| usize::from(s)).sum();
    let try_exact = tiles_left <= budget.exact_tiles;
    let mut totals = vec![0.0; legal.len()];
    for _ in 0..samples {
        let s = sample(view, &know, rng);
        let Ok(round) = Round::from_view_sample(view, s.hands, s.stock()) else {
            continue;
        };
        for (i, &mv) in legal.iter().enumerate() {
            let mut next = round.clone();
            if next.play(mv).is_err() {
                continue;
            }
            let exact = if try_exact {
                let mut nodes = budget.exact_nodes;
                search(
                    &next,
                    me,
                    points,
                    f64::NEG_INFINITY,
                    f64::INFINITY,
                    &mut nodes,
                )
            } else {
                None
            };
            totals[i] += exact.unwrap_or_else(|| value(&playout(next), me, points));
        }
    }
    let mut best = 0;
    for i in 1..legal.len() {
        if totals[i] > totals[best] {
            best = i;
        }
    }
    let means = totals.iter().map(|t| t / samples as f64).collect();
    (legal[best], means)
}
