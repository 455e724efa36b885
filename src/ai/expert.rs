//! The Expert: determinization. It samples hidden hands and stock orders consistent with its
//! seat's view ([`Knowledge`]), weighs them by how likely the other players' past choices
//! were with those hands if they follow the advice ([`log_likelihood`]), plays each legal
//! move in every kept sample, values the result by exact search when few tiles remain or else
//! by letting the others reply with the Club's moves, choosing its own next move by what it
//! would then see, and playing the round out with the Club policy; it takes the move with the
//! best mean: the chance of winning the round (`musical`, `block`, `draw`) or the expected
//! point margin (the scoring variants).

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use crate::engine::{Deal, Move, Round, Rules, SeatView, Tile, TileSet, Variant};

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
    /// Guesses of the hidden tiles drawn per guess valued, to be weighed by the other
    /// players' past choices (1: no weighing). Not used in the drawing variants.
    pub candidates: usize,
    /// How many of its own later choices the Expert looks ahead before playing out with the
    /// Club (0: play out right after the move).
    pub lookahead: usize,
}

impl Budget {
    /// The Expert's budget for `rules`: in two-player Musical Dominoes and Block, weighing
    /// 8 guesses per guess kept by the opponent's past choices (temperature 0.03) and looking
    /// one own choice ahead (3,600 play-out moves' worth per decision); elsewhere, where rounds are longer or hands are
    /// drawn to, one step with 1,200 play-outs. Both keep a decision well under 150 ms
    /// (`docs/benchmarks.md`).
    pub fn for_rules(rules: &Rules) -> Budget {
        if rules.players == 2 && matches!(rules.variant, Variant::Musical | Variant::Block) {
            Budget {
                playouts: 3600,
                min_samples: 48,
                exact_tiles: 6,
                exact_nodes: 600,
                candidates: 8,
                lookahead: 1,
            }
        } else {
            Budget::default()
        }
    }
}

impl Default for Budget {
    /// One step: 1,200 play-outs shared among the moves (at least 24 guesses), exact search
    /// from 8 tiles left, no weighing of the guesses.
    fn default() -> Self {
        Budget {
            playouts: 1200,
            min_samples: 24,
            exact_tiles: 8,
            exact_nodes: 600,
            candidates: 1,
            lookahead: 0,
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

/// How closely the Expert expects the other players to follow the advice: the temperature of
/// its model of their choices (the chance of a move grows as `exp(score / T)` with its Club
/// score). Smaller trusts the model more: 0.03 won about a point more often against the Club
/// than 0.1 (`docs/benchmarks.md`).
pub const OPPONENT_TEMPERATURE: f64 = 0.03;

/// The round as it was dealt, if the hands now were `hands`: each seat's dealt hand is its
/// hand now plus the tiles it has played, and the seat that moved first leads. Only for
/// variants without drawing (a draw does not say which tile). `None` for a round with no
/// move yet, or when these hands could not have been dealt.
pub fn dealt_round(view: &SeatView<'_>, hands: [TileSet; 4]) -> Option<Round> {
    let history = view.history();
    let first = history.first().map(|a| usize::from(a.seat))?;
    let mut dealt = hands;
    for a in history {
        if let Some(t) = a.mv.tile() {
            dealt[usize::from(a.seat) % 4].insert(t);
        }
    }
    Round::new(*view.rules(), &Deal::new(dealt, &[]), Some(first), [0; 4]).ok()
}

/// The log-likelihood of the public history if the hidden hands were `hands` and every other
/// player chose as the Club's scores suggest (softmax at `temperature`); `None` when these
/// hands could not have produced the history. Only for variants without drawing (a draw does
/// not say which tile), where each seat's dealt hand is its hand now plus the tiles it played.
pub fn log_likelihood(view: &SeatView<'_>, hands: [TileSet; 4], temperature: f64) -> Option<f64> {
    let rules = *view.rules();
    if rules.variant.reserve().is_some() {
        return Some(0.0);
    }
    let history = view.history();
    if history.is_empty() {
        return Some(0.0);
    }
    let mut round = dealt_round(view, hands)?;
    let me = view.seat();
    let mut ll = 0.0;
    for a in history {
        let seat = usize::from(a.seat);
        if seat != me {
            let legal = round.legal_moves();
            if legal.len() > 1 {
                let seat_view = round.view(seat);
                let pos = club::Position::new(&seat_view);
                let mut chosen = None;
                let mut scores = [0.0f64; 64];
                for (i, &m) in legal.iter().enumerate() {
                    scores[i] = pos.features(m).total() / temperature;
                    let same = match (m, a.mv) {
                        (Move::Lead { tile, .. }, Move::Lead { tile: t, .. }) => tile == t,
                        _ => m == a.mv,
                    };
                    if same {
                        chosen = Some(i);
                    }
                }
                let scores = &scores[..legal.len()];
                let top = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                let sum: f64 = scores.iter().map(|s| (s - top).exp()).sum();
                ll += scores[chosen?] - top - sum.ln();
            }
        }
        round.play(a.mv).ok()?;
    }
    Some(ll)
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

/// Plays the other seats' moves (the Club's) and forced moves until `me` has a choice or the
/// round ends.
pub fn advance(round: &mut Round, me: usize) {
    while let Some(seat) = round.to_move() {
        let legal = round.legal_moves();
        if seat == me && legal.len() > 1 {
            return;
        }
        let mv = if legal.len() == 1 {
            legal[0]
        } else {
            club::choose(&round.view(seat))
        };
        if round.play(mv).is_err() {
            return;
        }
    }
}

/// Splits guesses, each advanced to `me`'s next choice or to the end, by what `me` sees
/// there: the public moves since index `start` of the history, and its own hand (which
/// shows the tiles it drew). Guesses in one group cannot be told apart by `me`.
fn group(rounds: Vec<Round>, me: usize, start: usize) -> Vec<Vec<Round>> {
    let mut keys: Vec<(Vec<(u8, Move)>, TileSet)> = Vec::new();
    let mut groups: Vec<Vec<Round>> = Vec::new();
    for r in rounds {
        let key = (
            r.history()[start.min(r.history().len())..]
                .iter()
                .map(|a| (a.seat, a.mv))
                .collect(),
            r.hand(me),
        );
        match keys.iter().position(|k| *k == key) {
            Some(i) => groups[i].push(r),
            None => {
                keys.push(key);
                groups.push(vec![r]);
            }
        }
    }
    groups
}

/// The summed value for `me` of guesses it cannot tell apart (all at the same choice of
/// `me`'s, or all over): its best move over all of them together, looking `depth` more of
/// its own choices ahead, else playing out with the Club.
fn group_value(rounds: Vec<Round>, me: usize, points: bool, depth: usize) -> f64 {
    let Some(first) = rounds.first() else {
        return 0.0;
    };
    if first.to_move().is_none() {
        return rounds.iter().map(|r| value(r, me, points)).sum();
    }
    if depth == 0 {
        return rounds
            .into_iter()
            .map(|r| value(&playout(r), me, points))
            .sum();
    }
    let legal = first.legal_moves();
    legal
        .iter()
        .map(|&mv| move_value(&rounds, mv, me, points, depth - 1))
        .fold(f64::NEG_INFINITY, f64::max)
}

/// The summed value for `me` of playing `mv` in every guess of `rounds` (which `me` cannot
/// tell apart), then choosing its next `depth` moves by what it will see ([`group_value`]),
/// the other seats playing the Club's moves throughout.
fn move_value(rounds: &[Round], mv: Move, me: usize, points: bool, depth: usize) -> f64 {
    if depth == 0 {
        return rounds
            .iter()
            .filter_map(|r| {
                let mut next = r.clone();
                next.play(mv).ok()?;
                Some(value(&playout(next), me, points))
            })
            .sum();
    }
    groups_after(rounds, mv, me)
        .into_iter()
        .map(|g| group_value(g, me, points, depth))
        .sum()
}

/// Plays `mv` in every guess of `rounds` (which `me` cannot tell apart), lets the other
/// seats reply with the Club's moves up to `me`'s next choice or the end ([`advance`]), and
/// groups the results by what `me` would then see ([`group`]).
pub fn groups_after(rounds: &[Round], mv: Move, me: usize) -> Vec<Vec<Round>> {
    let mut next_rounds = Vec::with_capacity(rounds.len());
    let mut start = usize::MAX;
    for r in rounds {
        let mut next = r.clone();
        if next.play(mv).is_err() {
            continue;
        }
        start = start.min(next.history().len());
        advance(&mut next, me);
        next_rounds.push(next);
    }
    group(next_rounds, me, start)
}

/// Draws the guesses of the hidden tiles to value: `samples × budget.candidates` of them
/// consistent with `know` ([`sample`]), then `samples` kept at random in proportion to their
/// likelihood ([`log_likelihood`]; all alike in the drawing variants or with one candidate).
pub fn guesses<R: Rng + ?Sized>(
    view: &SeatView<'_>,
    know: &Knowledge,
    budget: Budget,
    samples: usize,
    rng: &mut R,
) -> Vec<Round> {
    let infer = budget.candidates > 1 && view.rules().variant.reserve().is_none();
    let drawn = if infer {
        samples * budget.candidates
    } else {
        samples
    };
    let mut pool: Vec<(Round, f64)> = Vec::with_capacity(drawn);
    for _ in 0..drawn {
        let s = sample(view, know, rng);
        let Ok(round) = Round::from_view_sample(view, s.hands, s.stock()) else {
            continue;
        };
        let ll = if infer {
            match log_likelihood(view, s.hands, OPPONENT_TEMPERATURE) {
                Some(ll) => ll,
                None => continue,
            }
        } else {
            0.0
        };
        pool.push((round, ll));
    }
    keep(&pool, samples, rng)
}

/// Picks `n` of the weighted guesses in `pool` (log-weights), each with a chance in
/// proportion to its weight (systematic resampling: one random offset, evenly spaced).
fn keep<R: Rng + ?Sized>(pool: &[(Round, f64)], n: usize, rng: &mut R) -> Vec<Round> {
    if pool.is_empty() || n == 0 {
        return Vec::new();
    }
    let top = pool
        .iter()
        .map(|(_, ll)| *ll)
        .fold(f64::NEG_INFINITY, f64::max);
    let weights: Vec<f64> = pool.iter().map(|(_, ll)| (ll - top).exp()).collect();
    let total: f64 = weights.iter().sum();
    let step = total / n as f64;
    let mut at = rng.random::<f64>() * step;
    let mut acc = 0.0;
    let mut out = Vec::with_capacity(n);
    for (i, w) in weights.iter().enumerate() {
        acc += w;
        while at < acc && out.len() < n {
            out.push(pool[i].0.clone());
            at += step;
        }
    }
    out
}

/// The Expert's move for `view`, with its mean value per legal move (same order as
/// `view.legal_moves()`): the chance of winning the round, or the expected point margin in
/// the scoring variants.
///
/// Guesses the hidden tiles ([`guesses`]), then values each legal move over all guesses:
/// when the hands hold at most `budget.exact_tiles` tiles, by exact search of each guess;
/// otherwise by playing the move, letting the others reply with the Club's moves, choosing
/// its own next `budget.lookahead` moves by what it would then see, and playing out with the
/// Club. The best mean wins (the first of equals). The same work as [`Choosing`] in steps.
pub fn choose<R: Rng + ?Sized>(
    view: &SeatView<'_>,
    budget: Budget,
    rng: &mut R,
) -> (Move, Vec<f64>) {
    match Choosing::start(view, budget, rng) {
        Ok(done) => done,
        Err(mut choosing) => loop {
            if let Some(done) = choosing.step() {
                break done;
            }
        },
    }
}

/// The Expert's move for `view` valued over the given guesses `kept` (whole rounds agreeing
/// with `view`), with its mean value per legal move, as [`choose`] values them.
pub fn choose_among(view: &SeatView<'_>, budget: Budget, kept: &[Round]) -> (Move, Vec<f64>) {
    let mut choosing = match Choosing::among(view, budget, kept.to_vec()) {
        Ok(done) => return done,
        Err(c) => c,
    };
    loop {
        if let Some(done) = choosing.step() {
            return done;
        }
    }
}

/// The Expert's choice ([`choose`]) cut into steps, for a caller that must not wait for the
/// whole of it at once (a page in the browser, which has one thread): [`Choosing::start`]
/// draws the guesses, then each [`Choosing::step`] values one legal move over all of them
/// (at most about a tenth of the whole think time). Gives exactly what [`choose`] gives with
/// the same `rng`.
#[derive(Debug, Clone)]
pub struct Choosing {
    budget: Budget,
    legal: Vec<Move>,
    kept: Vec<Round>,
    totals: Vec<f64>,
    /// The next legal move to value.
    next: usize,
    /// Exact search of each guess (few tiles left), else play-outs.
    exact: bool,
    me: usize,
    points: bool,
}

/// The answer when `view` has at most one legal move (`Rest` when it has none), with a value
/// of 0 for it: nothing to weigh, and no guess drawn.
fn nothing_to_weigh(view: &SeatView<'_>) -> Option<(Move, Vec<f64>)> {
    let legal = view.legal_moves();
    (legal.len() <= 1).then(|| {
        (
            legal.first().copied().unwrap_or(Move::Rest),
            vec![0.0; legal.len()],
        )
    })
}

impl Choosing {
    /// Guesses the hidden tiles of `view` ([`guesses`]) and makes ready to value the legal
    /// moves; `Ok` with the answer at once when there is nothing to weigh (at most one legal
    /// move).
    ///
    /// # Errors
    /// None: `Err` is the choice to go on with by [`Choosing::step`].
    pub fn start<R: Rng + ?Sized>(
        view: &SeatView<'_>,
        budget: Budget,
        rng: &mut R,
    ) -> Result<(Move, Vec<f64>), Box<Choosing>> {
        if let Some(done) = nothing_to_weigh(view) {
            return Ok(done);
        }
        let legal = view.legal_moves();
        let know = Knowledge::of(view);
        let samples = (budget.playouts / legal.len()).max(budget.min_samples);
        let kept = guesses(view, &know, budget, samples, rng);
        Choosing::among(view, budget, kept)
    }

    /// As [`Choosing::start`], over the given guesses `kept`.
    ///
    /// # Errors
    /// None: `Err` is the choice to go on with by [`Choosing::step`].
    pub fn among(
        view: &SeatView<'_>,
        budget: Budget,
        kept: Vec<Round>,
    ) -> Result<(Move, Vec<f64>), Box<Choosing>> {
        if let Some(done) = nothing_to_weigh(view) {
            return Ok(done);
        }
        let legal = view.legal_moves();
        let tiles_left: usize = view.hand_sizes().iter().map(|&s| usize::from(s)).sum();
        Err(Box::new(Choosing {
            budget,
            totals: Vec::with_capacity(legal.len()),
            legal: legal.to_vec(),
            kept,
            next: 0,
            exact: tiles_left <= budget.exact_tiles,
            me: view.seat(),
            points: scores_points(view.rules().variant),
        }))
    }

    /// Values the next legal move; once all are valued, the best with every move's mean value.
    pub fn step(&mut self) -> Option<(Move, Vec<f64>)> {
        if let Some(&mv) = self.legal.get(self.next) {
            let (me, points, budget) = (self.me, self.points, self.budget);
            let total = if self.exact {
                self.kept
                    .iter()
                    .filter_map(|r| {
                        let mut next = r.clone();
                        next.play(mv).ok()?;
                        let mut nodes = budget.exact_nodes;
                        let v = search(
                            &next,
                            me,
                            points,
                            f64::NEG_INFINITY,
                            f64::INFINITY,
                            &mut nodes,
                        );
                        Some(v.unwrap_or_else(|| value(&playout(next), me, points)))
                    })
                    .sum()
            } else {
                move_value(&self.kept, mv, me, points, budget.lookahead)
            };
            self.totals.push(total);
            self.next += 1;
            if self.next < self.legal.len() {
                return None;
            }
        }
        let totals = &self.totals;
        let mut best = 0;
        for i in 1..totals.len() {
            if totals[i] > totals[best] {
                best = i;
            }
        }
        let n = self.kept.len().max(1) as f64;
        let means = totals.iter().map(|t| t / n).collect();
        Some((self.legal[best], means))
    }
}
