//! One round (hand) of any variant: deal, lead, must-play, Rest, drawing, out, blocked and
//! scoring (`RULES.md` sections 2–4).

use std::fmt;

use rand::Rng;
use rand::seq::SliceRandom;

use super::line::{End, Line, Placed};
use super::moves::{Event, Events, Move, MoveList, Outcome, RoundEnd, Seats};
use super::rules::{EndScoring, PartnershipOut, Rules, Variant};
use super::tile::{Face, ParseTileError, Tile, TileSet};

/// The four matadores of Matador: `6-1`, `5-2`, `4-3` and `0-0` (`RULES.md` section 4).
pub const MATADORES: TileSet = TileSet::from_bits(
    (1 << tile_index(1, 6)) | (1 << tile_index(2, 5)) | (1 << tile_index(3, 4)) | 1,
);

const fn tile_index(lo: u8, hi: u8) -> u8 {
    hi * (hi + 1) / 2 + lo
}

/// The tiles of a round as dealt: each seat's hand and the stock in drawing order.
///
/// For variants without drawing the tiles that are in no hand are out of play and `stock` is
/// empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deal {
    /// Hands of seats 0..players (unused seats empty).
    pub hands: [TileSet; 4],
    stock: [Tile; 28],
    stock_len: u8,
}

impl Deal {
    /// A deal from explicit hands and stock (first drawn first).
    ///
    /// Checking that the tiles fit the rules happens in [`Round::new`].
    pub fn new(hands: [TileSet; 4], stock: &[Tile]) -> Deal {
        let mut s = [Tile::from_index(0).unwrap_or_else(|| unreachable!()); 28];
        let n = stock.len().min(28);
        s[..n].copy_from_slice(&stock[..n]);
        Deal {
            hands,
            stock: s,
            stock_len: n as u8,
        }
    }

    /// Shuffles the 28 tiles with `rng` and deals `rules.hand_size` to each seat in turn of
    /// blocks ("the players draw six each"); for drawing variants the rest is the stock.
    pub fn random<R: Rng + ?Sized>(rules: &Rules, rng: &mut R) -> Deal {
        let mut tiles = [Tile::from_index(0).unwrap_or_else(|| unreachable!()); 28];
        for (i, t) in tiles.iter_mut().enumerate() {
            *t = Tile::from_index(i as u8).unwrap_or_else(|| unreachable!());
        }
        tiles.shuffle(rng);
        let mut hands = [TileSet::EMPTY; 4];
        let h = rules.hand_size;
        for (seat, hand) in hands.iter_mut().enumerate().take(rules.players) {
            *hand = tiles[seat * h..(seat + 1) * h].iter().copied().collect();
        }
        let dealt = rules.players * h;
        let stock: &[Tile] = if rules.variant.reserve().is_some() {
            &tiles[dealt..]
        } else {
            &[]
        };
        Deal::new(hands, stock)
    }

    /// The stock, first drawn first.
    pub fn stock(&self) -> &[Tile] {
        &self.stock[..self.stock_len as usize]
    }
}

/// Why a deal cannot start a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DealError {
    /// A hand of the wrong size.
    HandSize {
        /// The seat.
        seat: usize,
        /// Tiles it holds.
        has: usize,
        /// Tiles it should hold.
        expected: usize,
    },
    /// A tile in two places.
    Duplicate(String),
    /// The stock is not every tile outside the hands.
    Stock(String),
    /// A stock for a variant without drawing.
    StockNotTaken,
    /// The first seat is missing (Musical Dominoes) or against the lead rule.
    First(String),
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::HandSize {
                seat,
                has,
                expected,
            } => write!(
                f,
                "hand {seat} has {has} tiles, expected {expected} (hands count from 0)"
            ),
            DealError::Duplicate(t) => write!(f, "tile {t} is dealt twice"),
            DealError::Stock(why) => write!(f, "stock: {why}"),
            DealError::StockNotTaken => {
                write!(
                    f,
                    "this variant has no stock: its undealt tiles are out of play"
                )
            }
            DealError::First(why) => write!(f, "first: {why}"),
        }
    }
}

impl std::error::Error for DealError {}

/// Why a move is refused. Display gives one plain sentence, as `replay` prints it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IllegalMove {
    /// The round has already ended.
    RoundOver,
    /// The tile is not in the mover's hand.
    NotInHand {
        /// The tile, in notation.
        tile: String,
        /// The mover's seat.
        seat: usize,
    },
    /// The tile matches neither open end.
    NoMatch {
        /// The tile.
        tile: String,
        /// The left end value, in notation.
        left: String,
        /// The right end value.
        right: String,
    },
    /// The tile matches the other end, not the one named.
    WrongEnd {
        /// The tile.
        tile: String,
        /// The end named.
        end: End,
        /// That end's value.
        value: String,
    },
    /// The opening tile is not the one the lead rule names.
    LeadRule {
        /// The tile led.
        tile: String,
        /// The tile that must lead.
        expected: String,
    },
    /// A play with an end on an empty line.
    EmptyLine,
    /// A tile without an end after the line was opened.
    EndMissing {
        /// The tile.
        tile: String,
    },
    /// A rest while a play is possible.
    RestWithPlay {
        /// One legal play, in notation.
        example: String,
    },
    /// A rest while the stock can still be drawn from.
    RestWithDraw,
    /// A draw while a play is possible.
    DrawWithPlay {
        /// One legal play, in notation.
        example: String,
    },
    /// A draw in a variant without drawing.
    NoDrawing,
    /// A draw from an empty stock.
    StockEmpty,
    /// A draw that would take the stock below its reserve.
    BelowReserve {
        /// The reserve.
        reserve: usize,
    },
    /// An outward half named for a tile that is not a matador, or not one of its halves.
    Outward {
        /// The tile.
        tile: String,
        /// Why.
        why: String,
    },
    /// The move text could not be read.
    Syntax(String),
    /// The move's tile is two halves, one of them not a half of the variant's notation
    /// (`"3-8 L"` in Musical Dominoes: 3 is not a figure).
    Tile {
        /// The move as written.
        text: String,
        /// Why its tile is no tile.
        error: ParseTileError,
    },
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let end_word = |e: &End| match e {
            End::Left => "left",
            End::Right => "right",
        };
        match self {
            IllegalMove::RoundOver => write!(f, "move after the round ended"),
            IllegalMove::NotInHand { tile, seat } => {
                write!(
                    f,
                    "{tile} is not in the hand of seat {seat}, whose move it is"
                )
            }
            IllegalMove::NoMatch { tile, left, right } => {
                write!(f, "{tile} matches neither end ({left}, {right})")
            }
            IllegalMove::WrongEnd { tile, end, value } => {
                write!(f, "{tile} does not fit the {} end ({value})", end_word(end))
            }
            IllegalMove::LeadRule { tile, expected } => write!(
                f,
                "lead against the lead rule: {tile} was led but {expected} must lead"
            ),
            IllegalMove::EmptyLine => {
                write!(
                    f,
                    "the line is empty: the opening tile is written without an end"
                )
            }
            IllegalMove::EndMissing { tile } => {
                write!(f, "{tile} needs an end (L or R): the line is already open")
            }
            IllegalMove::RestWithPlay { example } => {
                write!(f, "rest while a play is possible ({example})")
            }
            IllegalMove::RestWithDraw => write!(f, "rest while the stock can still be drawn"),
            IllegalMove::DrawWithPlay { example } => {
                write!(f, "draw while a play is possible ({example})")
            }
            IllegalMove::NoDrawing => write!(f, "draw in a variant without drawing"),
            IllegalMove::StockEmpty => write!(f, "draw from an empty stock"),
            IllegalMove::BelowReserve { reserve } => {
                write!(f, "draw below the stock's reserve of {reserve}")
            }
            IllegalMove::Outward { tile, why } => write!(f, "{tile}: {why}"),
            IllegalMove::Syntax(text) => write!(
                f,
                "cannot read move \"{}\" (expected \"T\", \"T L\", \"T R\", \"T L h\", \"rest\" or \"draw\")",
                crate::out::echo(text)
            ),
            IllegalMove::Tile { text, error } => write!(
                f,
                "cannot read move \"{}\": {}",
                crate::out::echo(text),
                error.reason()
            ),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// One entry of a round's public history: who did what. A draw does not say which tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Action {
    /// The seat that moved.
    pub seat: u8,
    /// The move.
    pub mv: Move,
}

const HISTORY_CAP: usize = 176;

/// A round in progress or finished.
///
/// `legal_moves` lists what the seat to move may do; `play` applies a move or refuses it with an
/// [`IllegalMove`]. Everything is on the stack: cloning a round is cheap.
#[derive(Clone)]
pub struct Round {
    rules: Rules,
    hands: [TileSet; 4],
    stock: [Tile; 28],
    stock_len: u8,
    drawn: u8,
    out_of_play: TileSet,
    line: Line,
    lead: Option<Tile>,
    first: u8,
    to_move: u8,
    rests: u8,
    out: Seats,
    points: [i64; 4],
    base: [i64; 4],
    outcome: Option<Outcome>,
    match_over: Option<Seats>,
    history: [Action; HISTORY_CAP],
    history_len: u8,
}

impl fmt::Debug for Round {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Round")
            .field("variant", &self.rules.variant)
            .field("hands", &self.hands)
            .field("line", &self.line.tiles())
            .field("to_move", &self.to_move)
            .field("outcome", &self.outcome)
            .finish()
    }
}

/// The tile that must open a round under the lead rule of `RULES.md` section 4, and its holder;
/// `None` for Musical Dominoes, where the first player leads any tile.
pub fn lead_rule(rules: &Rules, hands: &[TileSet; 4]) -> Option<(usize, Tile)> {
    let all = hands[..rules.players]
        .iter()
        .fold(TileSet::EMPTY, |a, h| a.or(*h));
    let face = Face::Pips;
    let tile = match rules.variant {
        Variant::Musical => return None,
        Variant::Block | Variant::Draw | Variant::Shark => all
            .and(TileSet::DOUBLES)
            .heaviest(face)
            .or_else(|| all.heaviest(face)),
        Variant::AllFives | Variant::AllFivesDraw => [(5, 5), (0, 5), (2, 3)]
            .iter()
            .filter_map(|&(a, b)| Tile::new(a, b))
            .find(|t| all.contains(*t))
            .or_else(|| all.heaviest(face)),
        Variant::Matador => all.heaviest(face),
    }?;
    let seat = (0..rules.players).find(|&s| hands[s].contains(tile))?;
    Some((seat, tile))
}

/// The tiles of `hand` that can be laid on an open end of suit `e` in `variant` (`RULES.md`
/// section 4): the same suit; in Matador the suit that adds up to seven (none on a blank) and
/// every matador.
pub fn playable_on(variant: Variant, hand: TileSet, e: u8) -> TileSet {
    if variant == Variant::Matador {
        let natural = if e == 0 || e > 6 {
            TileSet::EMPTY
        } else {
            hand.and(TileSet::of_suit(7 - e))
        };
        natural.or(hand.and(MATADORES))
    } else if e <= 6 {
        hand.and(TileSet::of_suit(e))
    } else {
        TileSet::EMPTY
    }
}

/// The sum of the open ends of `line` for play scoring (`RULES.md` section 2), in pips: a lone
/// opening tile counts its whole count once; a double at an end counts both halves when doubles
/// lie `crosswise` (All Fives) and once when they lie lengthwise (Shark).
pub fn end_total(line: &Line, crosswise: bool) -> u32 {
    let tiles = line.tiles();
    match tiles.len() {
        0 => 0,
        1 => tiles[0].tile.pips(),
        _ => {
            let value = |p: Placed, v: u8| {
                if p.is_double() && crosswise {
                    2 * u32::from(v)
                } else {
                    u32::from(v)
                }
            };
            let (lp, rp) = (tiles[0], tiles[tiles.len() - 1]);
            value(lp, lp.left) + value(rp, rp.right)
        }
    }
}

/// Whether every one of `moves` (the ways to lay one tile on `line`, by a seat holding
/// `hand_size` tiles) leaves the same game, so that choosing among them means nothing. The
/// rules read the line the same from either end (`RULES.md` section 2: no spinners; an end
/// counts by its value and whether a double lies there), so two ways that leave the same two
/// ends leave the same game, mirrored:
/// - where plays score (All Fives, All Fives Draw, Shark), the ends must match in value and
///   in which of them is a double, which also makes the points scored the same;
/// - elsewhere the values alone, and a play that takes the player out (`hand_size` 1) leaves
///   nothing to choose at all.
///
/// `false` for no moves, or for a move that leaves no line of two ends.
pub fn same_either_way(rules: &Rules, line: &Line, hand_size: usize, moves: &[Move]) -> bool {
    let scoring = rules.variant.scores_fives();
    let ends = |mv: Move| {
        let line = line.after(mv);
        let (l, r) = (line.end_tile(End::Left)?, line.end_tile(End::Right)?);
        let (a, b) = (
            (l.left, scoring && l.is_double()),
            (r.right, scoring && r.is_double()),
        );
        Some(if a <= b { (a, b) } else { (b, a) })
    };
    let Some(&first) = moves.first() else {
        return false;
    };
    let goes_out = !scoring && hand_size == 1;
    goes_out
        || moves
            .iter()
            .all(|&m| ends(m).is_some() && ends(m) == ends(first))
}

/// Rounds `points` to the nearest multiple of 5: remainder 1–2 down, 3–4 up (`RULES.md`
/// section 4, Shark).
pub const fn round_to_five(points: i64) -> i64 {
    let r = points.rem_euclid(5);
    if r <= 2 { points - r } else { points + 5 - r }
}

impl Round {
    /// Starts a round from `deal`, with match scores `scores` before it (used to end the
    /// match the moment a play reaches the target).
    ///
    /// `first` is the seat that leads: required for Musical Dominoes; elsewhere the lead rule
    /// decides and a given `first` must agree with it.
    ///
    /// # Errors
    /// [`DealError`] for a hand of the wrong size, a tile dealt twice, a stock that is not
    /// exactly the undealt tiles (drawing variants) or present at all (others), or a missing or
    /// wrong `first`.
    pub fn new(
        rules: Rules,
        deal: &Deal,
        first: Option<usize>,
        scores: [i64; 4],
    ) -> Result<Round, DealError> {
        let face = rules.face();
        let mut seen = TileSet::EMPTY;
        for seat in 0..rules.players {
            let hand = deal.hands[seat];
            if hand.len() != rules.hand_size {
                return Err(DealError::HandSize {
                    seat,
                    has: hand.len(),
                    expected: rules.hand_size,
                });
            }
            if let Some(t) = seen.and(hand).iter().next() {
                return Err(DealError::Duplicate(t.notation(face)));
            }
            seen = seen.or(hand);
        }
        let stock = deal.stock();
        match rules.variant.reserve() {
            None if !stock.is_empty() => return Err(DealError::StockNotTaken),
            None => {}
            Some(_) => {
                let mut in_stock = TileSet::EMPTY;
                for &t in stock {
                    if seen.contains(t) {
                        return Err(DealError::Stock(format!(
                            "{} is also in a hand or twice in the stock",
                            t.notation(face)
                        )));
                    }
                    seen.insert(t);
                    in_stock.insert(t);
                }
                if let Some(missing) = TileSet::FULL.minus(seen).iter().next() {
                    return Err(DealError::Stock(format!(
                        "{} is missing: the stock must hold every tile not in a hand",
                        missing.notation(face)
                    )));
                }
            }
        }
        let out_of_play = TileSet::FULL.minus(seen);
        let lead = lead_rule(&rules, &deal.hands);
        let first = match (lead, first) {
            (None, None) => {
                return Err(DealError::First(
                    "Musical Dominoes needs the seat that leads".to_string(),
                ));
            }
            (_, Some(f)) if f >= rules.players => {
                return Err(DealError::First(format!(
                    "seat {f} does not exist with {} players",
                    rules.players
                )));
            }
            (None, Some(f)) => f,
            (Some((holder, _)), None) => holder,
            (Some((holder, tile)), Some(f)) if f != holder => {
                return Err(DealError::First(format!(
                    "seat {f} cannot lead: seat {holder} holds {}, which the lead rule names",
                    tile.notation(face)
                )));
            }
            (Some((holder, _)), Some(_)) => holder,
        };
        let mut s = [Tile::from_index(0).unwrap_or_else(|| unreachable!()); 28];
        s[..stock.len()].copy_from_slice(stock);
        Ok(Round {
            rules,
            hands: deal.hands,
            stock: s,
            stock_len: stock.len() as u8,
            drawn: 0,
            out_of_play,
            line: Line::new(),
            lead: lead.map(|(_, t)| t),
            first: first as u8,
            to_move: first as u8,
            rests: 0,
            out: Seats::NONE,
            points: [0; 4],
            base: scores,
            outcome: None,
            match_over: None,
            history: [Action {
                seat: 0,
                mv: Move::Rest,
            }; HISTORY_CAP],
            history_len: 0,
        })
    }

    /// The rules of the round.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The line of play.
    pub fn line(&self) -> &Line {
        &self.line
    }

    /// Seat `seat`'s hand.
    pub fn hand(&self, seat: usize) -> TileSet {
        self.hands[seat]
    }

    /// Tiles in the stock still to be drawn, first drawn first.
    pub fn stock(&self) -> &[Tile] {
        &self.stock[self.drawn as usize..self.stock_len as usize]
    }

    /// Tiles out of play for this round (undealt tiles of variants without drawing).
    pub fn out_of_play(&self) -> TileSet {
        self.out_of_play
    }

    /// The seat that led the round.
    pub fn first(&self) -> usize {
        self.first as usize
    }

    /// The tile the lead rule names (`None` in Musical Dominoes).
    pub fn lead_tile(&self) -> Option<Tile> {
        self.lead
    }

    /// The seat to move, or `None` once the round is over.
    pub fn to_move(&self) -> Option<usize> {
        self.outcome.is_none().then_some(self.to_move as usize)
    }

    /// Seats that have played out while their partner plays on.
    pub fn out_seats(&self) -> Seats {
        self.out
    }

    /// Points scored in this round so far, per seat (partners each get the partnership's).
    pub fn points(&self) -> [i64; 4] {
        self.points
    }

    /// The end-of-hand points the winning side was given when the round ended (`RULES.md`
    /// section 4: a round won by Musical Dominoes' 1, the pips of the other hands, or their
    /// difference, rounded where the rules say): already counted in [`Round::points`], beside
    /// any points scored in play. `None` while the round goes on, when nobody won it, or when
    /// it ended at the target in the middle of play (no end-of-hand points then).
    pub fn end_award(&self) -> Option<i64> {
        self.end_award_counted().map(|(_, given)| given)
    }

    /// [`Round::end_award`] with the points as counted before the rules round them to five
    /// (Shark; All Fives with `round_to_five`): `(counted, given)`, the same where nothing is
    /// rounded.
    pub fn end_award_counted(&self) -> Option<(i64, i64)> {
        let o = self.outcome?;
        (o.end != RoundEnd::Target && !o.winners.is_empty()).then(|| {
            let counted = self.end_points_counted(o.end, o.winners, &o.counts);
            (counted, self.rounded(counted))
        })
    }

    /// Match scores before this round.
    pub fn base_scores(&self) -> [i64; 4] {
        self.base
    }

    /// The result, once the round is over.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// The match winners if this round ended the match.
    pub fn match_over(&self) -> Option<Seats> {
        self.match_over
    }

    /// What has happened, in order. Draws do not name the tile.
    pub fn history(&self) -> &[Action] {
        &self.history[..self.history_len as usize]
    }

    /// Each seat's current hand count (pips, or figures in Musical Dominoes).
    pub fn counts(&self) -> [u32; 4] {
        let face = self.rules.face();
        let mut c = [0; 4];
        for (seat, count) in c.iter_mut().enumerate().take(self.rules.players) {
            *count = self.hands[seat].count(face);
        }
        c
    }

    fn can_draw(&self) -> bool {
        match self.rules.variant.reserve() {
            Some(reserve) => self.stock().len() > reserve,
            None => false,
        }
    }

    /// The outward half if `tile` (not a matador in Matador) can be laid on end value `e`.
    fn fits(&self, tile: Tile, e: u8) -> Option<u8> {
        if self.rules.variant == Variant::Matador {
            if e == 0 || !tile.has(7 - e) {
                return None;
            }
            Some(tile.other(7 - e))
        } else if tile.has(e) {
            Some(tile.other(e))
        } else {
            None
        }
    }

    /// Tiles of `hand` that can be played on end value `e` (see [`playable_on`]).
    fn playable_on(&self, hand: TileSet, e: u8) -> TileSet {
        playable_on(self.rules.variant, hand, e)
    }

    fn has_play(&self, seat: usize) -> bool {
        let hand = self.hands[seat];
        match (
            self.line.end_value(End::Left),
            self.line.end_value(End::Right),
        ) {
            (Some(l), Some(r)) => {
                !self.playable_on(hand, l).is_empty() || !self.playable_on(hand, r).is_empty()
            }
            _ => !hand.is_empty(),
        }
    }

    fn push_plays(&self, seat: usize, list: &mut MoveList) {
        let hand = self.hands[seat];
        let (Some(l), Some(r)) = (
            self.line.end_value(End::Left),
            self.line.end_value(End::Right),
        ) else {
            match self.lead {
                Some(t) if hand.contains(t) => list.push(Move::Lead {
                    tile: t,
                    left: t.low(),
                }),
                Some(_) => {}
                None => {
                    for t in hand {
                        list.push(Move::Lead {
                            tile: t,
                            left: t.low(),
                        });
                    }
                }
            }
            return;
        };
        for (end, e) in [(End::Left, l), (End::Right, r)] {
            for tile in self.playable_on(hand, e) {
                if self.rules.variant == Variant::Matador && MATADORES.contains(tile) {
                    list.push(Move::Play {
                        tile,
                        end,
                        outward: tile.high(),
                    });
                    if !tile.is_double() {
                        list.push(Move::Play {
                            tile,
                            end,
                            outward: tile.low(),
                        });
                    }
                } else if let Some(outward) = self.fits(tile, e) {
                    list.push(Move::Play { tile, end, outward });
                }
            }
        }
    }

    /// The legal moves of the seat to move: every play if one exists (must-play); otherwise
    /// `Draw` while the stock is above its reserve in a drawing variant; otherwise `Rest`.
    /// Empty once the round is over. An opening tile is listed once, lower half on the left;
    /// [`Round::play`] accepts it either way round.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::default();
        if self.outcome.is_some() {
            return list;
        }
        let seat = self.to_move as usize;
        self.push_plays(seat, &mut list);
        if list.is_empty() {
            list.push(if self.can_draw() {
                Move::Draw
            } else {
                Move::Rest
            });
        }
        list
    }

    fn example_play(&self) -> String {
        let mut list = MoveList::default();
        self.push_plays(self.to_move as usize, &mut list);
        list.first().map(|m| self.notation(*m)).unwrap_or_default()
    }

    /// Checks `mv` for the seat to move without applying it.
    ///
    /// # Errors
    /// The [`IllegalMove`] that [`Round::play`] would return.
    pub fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.outcome.is_some() {
            return Err(IllegalMove::RoundOver);
        }
        let face = self.rules.face();
        let seat = self.to_move as usize;
        let name = |t: Tile| t.notation(face);
        let half = |s: u8| face.half_text(s);
        match mv {
            Move::Rest => {
                if self.has_play(seat) {
                    return Err(IllegalMove::RestWithPlay {
                        example: self.example_play(),
                    });
                }
                if self.can_draw() {
                    return Err(IllegalMove::RestWithDraw);
                }
            }
            Move::Draw => {
                let Some(reserve) = self.rules.variant.reserve() else {
                    return Err(IllegalMove::NoDrawing);
                };
                if self.has_play(seat) {
                    return Err(IllegalMove::DrawWithPlay {
                        example: self.example_play(),
                    });
                }
                if self.stock().is_empty() {
                    return Err(IllegalMove::StockEmpty);
                }
                if self.stock().len() <= reserve {
                    return Err(IllegalMove::BelowReserve { reserve });
                }
            }
            Move::Lead { tile, left } => {
                if !self.line.is_empty() {
                    return Err(IllegalMove::EndMissing { tile: name(tile) });
                }
                // The lead rule first: when it names the tile, the seat to move is the one
                // that holds it, so another tile is a fault of the lead, wherever it lies.
                if let Some(expected) = self.lead.filter(|&l| l != tile) {
                    return Err(IllegalMove::LeadRule {
                        tile: name(tile),
                        expected: name(expected),
                    });
                }
                if !self.hands[seat].contains(tile) {
                    return Err(IllegalMove::NotInHand {
                        tile: name(tile),
                        seat,
                    });
                }
                if !tile.has(left) {
                    return Err(IllegalMove::Outward {
                        tile: name(tile),
                        why: format!("has no half {}", half(left)),
                    });
                }
            }
            Move::Play { tile, end, outward } => {
                let (Some(l), Some(r)) = (
                    self.line.end_value(End::Left),
                    self.line.end_value(End::Right),
                ) else {
                    return Err(IllegalMove::EmptyLine);
                };
                if !self.hands[seat].contains(tile) {
                    return Err(IllegalMove::NotInHand {
                        tile: name(tile),
                        seat,
                    });
                }
                let e = if end == End::Left { l } else { r };
                if self.rules.variant == Variant::Matador && MATADORES.contains(tile) {
                    if !tile.has(outward) {
                        return Err(IllegalMove::Outward {
                            tile: name(tile),
                            why: format!("has no half {}", half(outward)),
                        });
                    }
                    return Ok(());
                }
                match self.fits(tile, e) {
                    Some(o) if o == outward => {}
                    Some(_) => {
                        return Err(IllegalMove::Outward {
                            tile: name(tile),
                            why: "only a matador may choose its outward half".to_string(),
                        });
                    }
                    None => {
                        let other = if end == End::Left { r } else { l };
                        return Err(if self.fits(tile, other).is_some() {
                            IllegalMove::WrongEnd {
                                tile: name(tile),
                                end,
                                value: half(e),
                            }
                        } else {
                            IllegalMove::NoMatch {
                                tile: name(tile),
                                left: half(l),
                                right: half(r),
                            }
                        });
                    }
                }
            }
        }
        Ok(())
    }

    /// The sum of the open ends for play scoring (`RULES.md` section 2); see [`end_total`].
    pub fn end_total(&self) -> u32 {
        end_total(&self.line, self.rules.variant.doubles_crosswise())
    }

    fn log(&mut self, seat: usize, mv: Move) {
        if (self.history_len as usize) < HISTORY_CAP {
            self.history[self.history_len as usize] = Action {
                seat: seat as u8,
                mv,
            };
            self.history_len += 1;
        }
    }

    /// Applies `mv` for the seat to move and returns what happened.
    ///
    /// # Errors
    /// An [`IllegalMove`] (and the round is unchanged) for a move after the end, a tile not in
    /// the mover's hand, a tile that does not fit, a lead against the lead rule, a rest or draw
    /// while a play is possible, a draw where the stock is at its reserve or the variant has no
    /// drawing.
    pub fn play(&mut self, mv: Move) -> Result<Events, IllegalMove> {
        self.check(mv)?;
        let seat = self.to_move as usize;
        let mut events = Events::default();
        self.log(seat, mv);
        match mv {
            Move::Draw => {
                let tile = self.stock[self.drawn as usize];
                self.drawn += 1;
                self.hands[seat].insert(tile);
                events.push(Event::Drew { seat, tile });
                // The same seat moves again.
            }
            Move::Rest => {
                self.rests += 1;
                events.push(Event::Rested { seat });
                let active = self.rules.players - self.out.len();
                if self.rests as usize >= active {
                    self.finish(RoundEnd::Blocked, None, &mut events);
                } else {
                    self.advance();
                }
            }
            Move::Lead { tile, left } => {
                self.line.open(tile, left);
                self.after_play(seat, tile, None, &mut events);
            }
            Move::Play { tile, end, outward } => {
                self.line.push(end, Placed::laid(tile, end, outward));
                self.after_play(seat, tile, Some(end), &mut events);
            }
        }
        Ok(events)
    }

    fn after_play(&mut self, seat: usize, tile: Tile, end: Option<End>, events: &mut Events) {
        self.hands[seat].remove(tile);
        self.rests = 0;
        let placed = match end {
            None => self.line.tiles()[0],
            Some(e) => self.line.end_tile(e).unwrap_or_else(|| unreachable!()),
        };
        events.push(Event::Played { seat, placed, end });
        if self.rules.variant.scores_fives() {
            let total = self.end_total();
            if total > 0 && total.is_multiple_of(5) {
                self.points[seat] += i64::from(total);
                events.push(Event::Scored {
                    seat,
                    points: total,
                });
                if self.base[seat] + self.points[seat] >= i64::from(self.rules.target) {
                    self.finish(RoundEnd::Target, Some(seat), events);
                    return;
                }
            }
        }
        if self.hands[seat].is_empty() {
            let partner_plays_on = self.rules.partnerships
                && self.rules.partnership_out == PartnershipOut::Both
                && !self.out.contains((seat + 2) % 4);
            if partner_plays_on {
                self.out.insert(seat);
                events.push(Event::Out { seat });
            } else {
                self.finish(RoundEnd::Out, Some(seat), events);
                return;
            }
        }
        self.advance();
    }

    fn advance(&mut self) {
        let n = self.rules.players;
        let mut next = (self.to_move as usize + 1) % n;
        while self.out.contains(next) {
            next = (next + 1) % n;
        }
        self.to_move = next as u8;
    }

    /// The seats on `seat`'s side (itself, and its partner with partnerships).
    fn side(&self, seat: usize) -> Seats {
        let mut s = Seats::one(seat);
        if self.rules.partnerships {
            s.insert((seat + 2) % 4);
        }
        s
    }

    fn finish(&mut self, end: RoundEnd, mover: Option<usize>, events: &mut Events) {
        let counts = self.counts();
        let n = self.rules.players;
        let winners = match (end, mover) {
            (RoundEnd::Target, Some(seat)) | (RoundEnd::Out, Some(seat)) => self.side(seat),
            _ => {
                // Blocked: the lowest count (per partnership with partnerships) wins; a tie
                // for lowest wins nobody. No heap: at most four sides.
                let mut sides = [Seats::NONE; 4];
                let n_sides = if self.rules.partnerships {
                    sides[0] = self.side(0);
                    sides[1] = self.side(1);
                    2
                } else {
                    for (seat, side) in sides.iter_mut().enumerate().take(n) {
                        *side = Seats::one(seat);
                    }
                    n
                };
                let total = |s: Seats| s.iter().map(|i| counts[i]).sum::<u32>();
                let low = sides[..n_sides]
                    .iter()
                    .map(|&s| total(s))
                    .min()
                    .unwrap_or(0);
                let mut lowest = sides[..n_sides].iter().filter(|&&s| total(s) == low);
                match (lowest.next(), lowest.next()) {
                    (Some(&only), None) => only,
                    _ => Seats::NONE,
                }
            }
        };
        if end != RoundEnd::Target && !winners.is_empty() {
            let won = self.end_points(end, winners, &counts);
            for seat in winners.iter() {
                self.points[seat] += won;
            }
        }
        let outcome = Outcome {
            end,
            winners,
            counts,
        };
        self.outcome = Some(outcome);
        events.push(Event::RoundOver(outcome));
        let target = i64::from(self.rules.target);
        let mut reached = Seats::NONE;
        for seat in 0..n {
            if self.base[seat] + self.points[seat] >= target {
                reached.insert(seat);
            }
        }
        if end == RoundEnd::Target {
            reached = winners;
        }
        if !reached.is_empty() {
            self.match_over = Some(reached);
            events.push(Event::MatchOver { winners: reached });
        }
    }

    /// End-of-hand points of the winning side (`RULES.md` sections 3 and 4).
    fn end_points(&self, end: RoundEnd, winners: Seats, counts: &[u32; 4]) -> i64 {
        self.rounded(self.end_points_counted(end, winners, counts))
    }

    /// End-of-hand points rounded where the rules round them: always in Shark, in All Fives
    /// with `round_to_five` (`RULES.md` section 4).
    fn rounded(&self, points: i64) -> i64 {
        match self.rules.variant {
            Variant::Shark => round_to_five(points),
            Variant::AllFives | Variant::AllFivesDraw if self.rules.round_to_five => {
                round_to_five(points)
            }
            _ => points,
        }
    }

    /// End-of-hand points of the winning side before any rounding (see [`Round::rounded`]).
    fn end_points_counted(&self, end: RoundEnd, winners: Seats, counts: &[u32; 4]) -> i64 {
        let n = self.rules.players;
        let own: i64 = winners.iter().map(|s| i64::from(counts[s])).sum();
        let mut sum_others = 0i64;
        let mut difference = 0i64;
        for s in (0..n).filter(|&s| !winners.contains(s)) {
            let other = i64::from(counts[s]);
            sum_others += other;
            difference += other - own;
        }
        match self.rules.variant {
            Variant::Musical => 1,
            Variant::Block | Variant::Draw => match self.rules.end_scoring {
                EndScoring::Opponents => sum_others,
                // Partners: the opponents' two hands together less their own two together,
                // once (not once for each opponent); never below nothing, which only a side
                // out by one partner while the other holds more can come to.
                EndScoring::Difference if self.rules.partnerships => (sum_others - own).max(0),
                EndScoring::Difference => difference,
            },
            Variant::AllFives | Variant::AllFivesDraw => {
                if end == RoundEnd::Out {
                    sum_others
                } else {
                    difference
                }
            }
            Variant::Shark => sum_others - own,
            Variant::Matador => sum_others,
        }
    }

    /// The move in record notation (`FORMATS.md`): `"2-3"`, `"6-4 R"`, `"5-2 L 5"`, `"draw"`,
    /// `"rest"`. A matador's outward half is written only where the sum-to-seven rule would
    /// not lay it so.
    pub fn notation(&self, mv: Move) -> String {
        let face = self.rules.face();
        match mv {
            Move::Rest => "rest".to_string(),
            Move::Draw => "draw".to_string(),
            Move::Lead { tile, left } => {
                format!(
                    "{}-{}",
                    face.half_text(left),
                    face.half_text(tile.other(left))
                )
            }
            Move::Play { tile, end, outward } => {
                let side = if end == End::Left { "L" } else { "R" };
                let mut s = format!("{} {side}", tile.notation(face));
                if self.rules.variant == Variant::Matador
                    && MATADORES.contains(tile)
                    && !tile.is_double()
                {
                    let e = self.line.end_value(end).unwrap_or(0);
                    if self.fits(tile, e) != Some(outward) {
                        s.push(' ');
                        s.push_str(&face.half_text(outward));
                    }
                }
                s
            }
        }
    }

    /// Reads a move in record notation for the seat to move (`FORMATS.md`). The tile's fit is
    /// not checked here (see [`Round::check`]), but the outward half of a plain play is
    /// derived from the end it is played on.
    ///
    /// # Errors
    /// [`IllegalMove::Syntax`] for unreadable text; other variants where the text cannot
    /// describe a move in this position (an end on the opening tile, a tile that fits neither
    /// end, a matador whose outward half must be written).
    pub fn parse_move(&self, text: &str) -> Result<Move, IllegalMove> {
        let face = self.rules.face();
        let syntax = || IllegalMove::Syntax(text.to_string());
        let parts: Vec<&str> = text.split_whitespace().collect();
        // Two halves, one of them no half, are told as such; other words as unreadable.
        let tile_of = |s: &str| {
            Tile::parse(s, face).map_err(|error| match error.half {
                Some(_) => IllegalMove::Tile {
                    text: text.to_string(),
                    error,
                },
                None => syntax(),
            })
        };
        match parts.as_slice() {
            ["rest"] => Ok(Move::Rest),
            ["draw"] => Ok(Move::Draw),
            [t] => {
                let (tile, left) = tile_of(t)?;
                Ok(Move::Lead { tile, left })
            }
            [t, side] | [t, side, _] => {
                let (tile, _) = tile_of(t)?;
                let end = match *side {
                    "L" => End::Left,
                    "R" => End::Right,
                    _ => return Err(syntax()),
                };
                let (Some(l), Some(r)) = (
                    self.line.end_value(End::Left),
                    self.line.end_value(End::Right),
                ) else {
                    return Err(IllegalMove::EmptyLine);
                };
                let e = if end == End::Left { l } else { r };
                let matador = self.rules.variant == Variant::Matador && MATADORES.contains(tile);
                if let [_, _, h] = parts.as_slice() {
                    let half = face.parse_half(h).ok_or_else(syntax)?;
                    if !matador {
                        return Err(IllegalMove::Outward {
                            tile: tile.notation(face),
                            why: if self.rules.variant == Variant::Matador {
                                "only a matador names its outward half".to_string()
                            } else {
                                "an outward half is named only in Matador".to_string()
                            },
                        });
                    }
                    if !tile.has(half) {
                        return Err(IllegalMove::Outward {
                            tile: tile.notation(face),
                            why: format!("has no half {h}"),
                        });
                    }
                    return Ok(Move::Play {
                        tile,
                        end,
                        outward: half,
                    });
                }
                if let Some(outward) = self.fits(tile, e) {
                    return Ok(Move::Play { tile, end, outward });
                }
                if matador {
                    if tile.is_double() {
                        return Ok(Move::Play {
                            tile,
                            end,
                            outward: tile.low(),
                        });
                    }
                    return Err(IllegalMove::Outward {
                        tile: tile.notation(face),
                        why: format!(
                            "a matador on the end {} must name its outward half",
                            face.half_text(e)
                        ),
                    });
                }
                // Not a fit: let `check` name the reason (and a tile not in hand first).
                Ok(Move::Play {
                    tile,
                    end,
                    outward: tile.low(),
                })
            }
            _ => Err(syntax()),
        }
    }

    /// Everything seat `seat` may know (`RULES.md` section 6): its own hand, the line, the
    /// sizes of the other hands and of the stock, scores and the public history.
    pub fn view(&self, seat: usize) -> SeatView<'_> {
        let mut hand_sizes = [0u8; 4];
        for (s, size) in hand_sizes.iter_mut().enumerate().take(self.rules.players) {
            *size = self.hands[s].len() as u8;
        }
        SeatView {
            round: self,
            seat,
            hand_sizes,
        }
    }
}

impl Round {
    /// A round as the seat of `view` may imagine it: everything public (rules, line, history,
    /// scores, whose turn, rests) and the seat's own hand come from the view; the hands of the
    /// other seats and the stock are the caller's guess (`hands`, indexed by seat, and `stock`,
    /// first drawn first). Nothing hidden from the view survives into the result: the old
    /// stock (drawn part included) and the out-of-play set are replaced. This is what the
    /// computer players search in (determinization).
    ///
    /// For variants without drawing the tiles in no hand and not on the line are out of play
    /// and `stock` must be empty.
    ///
    /// # Errors
    /// [`DealError::HandSize`] if a hand differs in size from what the view shows (or from the
    /// seat's own hand: that must be `view.hand()` exactly); [`DealError::Duplicate`] for a
    /// tile in two hands or on the line; [`DealError::Stock`] for a stock of the wrong size or
    /// with a tile that is elsewhere; [`DealError::StockNotTaken`] for a stock in a variant
    /// without drawing; [`DealError::First`] if the line is empty and the guessed hand of the
    /// seat that leads lacks the tile the lead rule named.
    pub fn from_view_sample(
        view: &SeatView<'_>,
        hands: [TileSet; 4],
        stock: &[Tile],
    ) -> Result<Round, DealError> {
        let mut round = view.round.clone();
        let face = round.rules.face();
        let players = round.rules.players;
        let own = view.seat;
        if hands[own] != view.hand() {
            return Err(DealError::HandSize {
                seat: own,
                has: hands[own].len(),
                expected: view.hand().len(),
            });
        }
        let mut seen: TileSet = round.line.tiles().iter().map(|p| p.tile).collect();
        for (seat, &hand) in hands.iter().enumerate() {
            let expected = if seat < players {
                usize::from(view.hand_sizes[seat])
            } else {
                0
            };
            if hand.len() != expected {
                return Err(DealError::HandSize {
                    seat,
                    has: hand.len(),
                    expected,
                });
            }
            if let Some(t) = seen.and(hand).iter().next() {
                return Err(DealError::Duplicate(t.notation(face)));
            }
            seen = seen.or(hand);
        }
        if round.rules.variant.reserve().is_none() && !stock.is_empty() {
            return Err(DealError::StockNotTaken);
        }
        if stock.len() != view.stock_size() {
            return Err(DealError::Stock(format!(
                "{} tiles guessed for a stock of {}",
                stock.len(),
                view.stock_size()
            )));
        }
        for &t in stock {
            if seen.contains(t) {
                return Err(DealError::Stock(format!(
                    "{} is also in a hand, on the line or twice in the stock",
                    t.notation(face)
                )));
            }
            seen.insert(t);
        }
        let out_of_play = TileSet::FULL.minus(seen);
        if round.rules.variant.reserve().is_some() && !out_of_play.is_empty() {
            return Err(DealError::Stock(
                "the stock must hold every tile not in a hand or on the line".to_string(),
            ));
        }
        if round.line.is_empty()
            && let Some(lead) = round.lead
            && !hands[round.first as usize].contains(lead)
        {
            return Err(DealError::First(format!(
                "seat {} must hold {}, which the lead rule named",
                round.first,
                lead.notation(face)
            )));
        }
        let placeholder = Tile::from_index(0).unwrap_or_else(|| unreachable!());
        let drawn = usize::from(round.drawn);
        round.stock = [placeholder; 28];
        round.stock[drawn..drawn + stock.len()].copy_from_slice(stock);
        round.stock_len = (drawn + stock.len()) as u8;
        round.hands = hands;
        round.out_of_play = out_of_play;
        Ok(round)
    }
}

/// One seat's view of a round: only what a player in that seat may know.
#[derive(Clone, Copy)]
pub struct SeatView<'a> {
    round: &'a Round,
    seat: usize,
    hand_sizes: [u8; 4],
}

impl<'a> SeatView<'a> {
    /// The seat whose view this is.
    pub fn seat(&self) -> usize {
        self.seat
    }

    /// The rules.
    pub fn rules(&self) -> &'a Rules {
        &self.round.rules
    }

    /// The seat's own hand.
    pub fn hand(&self) -> TileSet {
        self.round.hands[self.seat]
    }

    /// The line of play.
    pub fn line(&self) -> &'a Line {
        &self.round.line
    }

    /// How many tiles each seat holds.
    pub fn hand_sizes(&self) -> [u8; 4] {
        self.hand_sizes
    }

    /// How many tiles remain in the stock.
    pub fn stock_size(&self) -> usize {
        self.round.stock().len()
    }

    /// How many tiles are out of play (never seen by anyone).
    pub fn out_of_play_count(&self) -> usize {
        self.round.out_of_play.len()
    }

    /// Plays, draws (without the tile) and rests so far.
    pub fn history(&self) -> &'a [Action] {
        self.round.history()
    }

    /// The seat to move, or `None` when the round is over.
    pub fn to_move(&self) -> Option<usize> {
        self.round.to_move()
    }

    /// The legal moves, when it is this seat's turn (empty otherwise).
    pub fn legal_moves(&self) -> MoveList {
        if self.round.to_move() == Some(self.seat) {
            self.round.legal_moves()
        } else {
            MoveList::default()
        }
    }

    /// Match scores before the round plus the round's points so far.
    pub fn scores(&self) -> [i64; 4] {
        let mut s = self.round.base;
        for (i, p) in self.round.points.iter().enumerate() {
            s[i] += p;
        }
        s
    }

    /// The round's outcome, once over.
    pub fn outcome(&self) -> Option<&'a Outcome> {
        self.round.outcome()
    }

    /// Seats out while their partner plays on.
    pub fn out_seats(&self) -> Seats {
        self.round.out
    }

    /// The move in record notation.
    pub fn notation(&self, mv: Move) -> String {
        self.round.notation(mv)
    }

    /// The sum of the open ends for play scoring.
    pub fn end_total(&self) -> u32 {
        self.round.end_total()
    }
}
