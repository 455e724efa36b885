//! Game records (`FORMATS.md`): reading, checking by replaying, writing, and the `replay`
//! report.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::game::{Match, NextRoundFault};
use super::moves::Seats;
use super::round::{Deal, DealError};
use super::rules::{Options, Rules, Variant};
use super::tile::{Tile, TileSet};

/// The only record format version this program reads and writes.
pub const FORMAT: u32 = 1;

/// Largest record accepted, in bytes (10 MB).
pub const MAX_RECORD_BYTES: usize = 10 * 1024 * 1024;

/// A game record as stored (`FORMATS.md`). Unknown top-level fields are ignored, as other
/// tools may add fields.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// Format version: 1.
    pub format: u32,
    /// The variant.
    pub variant: Variant,
    /// Number of seats.
    pub players: usize,
    /// Rule options (a JSON object); missing ones take the variant's defaults.
    #[serde(default, deserialize_with = "super::rules::deserialize_object")]
    pub options: Options,
    /// The rounds, in order; only the last may be unfinished.
    pub rounds: Vec<RoundRecord>,
    /// The seed later rounds are dealt from (an addition of this program; optional).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

/// One round of a record. Unknown fields are ignored, as other tools may add fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRecord {
    /// Each seat's tiles as dealt, in notation.
    pub hands: Vec<Vec<String>>,
    /// Drawing variants: every tile not in a hand, first drawn first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stock: Option<Vec<String>>,
    /// The seat that leads.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<usize>,
    /// The moves in turn order, in notation.
    #[serde(default)]
    pub moves: Vec<String>,
}

/// Why a record is invalid, and where: round and move are counted from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    /// The round (1-based), if the fault lies in one.
    pub round: Option<usize>,
    /// The move (1-based) within that round, if the fault lies in one.
    pub mv: Option<usize>,
    /// The reason, in one sentence.
    pub reason: String,
}

impl RecordError {
    fn whole(reason: impl Into<String>) -> RecordError {
        RecordError {
            round: None,
            mv: None,
            reason: reason.into(),
        }
    }

    fn round(round: usize, reason: impl Into<String>) -> RecordError {
        RecordError {
            round: Some(round),
            mv: None,
            reason: reason.into(),
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.round, self.mv) {
            (Some(r), Some(m)) => write!(f, "round {r}, move {m}: {}", self.reason),
            (Some(r), None) => write!(f, "round {r}: {}", self.reason),
            _ => f.write_str(&self.reason),
        }
    }
}

impl std::error::Error for RecordError {}

/// The error for `text`, which does not read as a [`Record`] (`e`): malformed JSON if it is
/// not JSON at all (serde_json also calls some well-formed JSON "expected value" when a field
/// has the wrong type, so the text is read again as plain JSON to tell); otherwise not a
/// record, a newer format, or the field of the wrong shape.
fn record_error(text: &str, e: serde_json::Error) -> RecordError {
    use serde_json::error::Category;
    let v = match serde_json::from_str::<serde_json::Value>(text) {
        Ok(v) => v,
        Err(syntax) => return RecordError::whole(format!("malformed JSON: {syntax}")),
    };
    if !v.is_object() {
        return RecordError::whole(
            "the file holds JSON but not a game record (an object with format, variant, \
             players and rounds)",
        );
    }
    // A newer format may have another shape: say so rather than naming a field.
    if let Some(n) = v.get("format").and_then(serde_json::Value::as_u64)
        && n != u64::from(FORMAT)
    {
        return format_error(n);
    }
    // Read again, tracking where the reader was, to name the field at fault.
    let named = |read: Result<Record, serde_path_to_error::Error<serde_json::Error>>| {
        RecordError::whole(match read {
            Err(pe) => {
                let at = match pe.path().to_string().as_str() {
                    "." => String::new(),
                    p => format!("at {p}: "),
                };
                format!(
                    "invalid record: {at}{}",
                    plain_serde_message(&pe.inner().to_string())
                )
            }
            Ok(_) => format!("invalid record: {}", plain_serde_message(&e.to_string())),
        })
    };
    if e.classify() == Category::Data {
        let mut de = serde_json::Deserializer::from_str(text);
        return named(serde_path_to_error::deserialize(&mut de));
    }
    // Well-formed JSON refused as a syntax error: the wrong type where a name is expected.
    // Reading the parsed value names the type instead (without a line and column).
    named(serde_path_to_error::deserialize(v))
}

/// serde's message about a value of the wrong kind in the words of a record's reader: Rust's
/// integer types become "a whole number", a field of names expects "a name", and an unknown
/// name among a field's choices is an unknown value, not an unknown "variant" (a word that
/// names the game here).
pub fn plain_serde_message(message: &str) -> String {
    let mut m = message.to_string();
    // A whole number too large for its field: serde says "invalid value: integer `N`,
    // expected u32", which would read as if N were not a whole number.
    for (int, max) in [
        ("u64", u64::MAX),
        ("u32", u64::from(u32::MAX)),
        ("u16", u64::from(u16::MAX)),
        ("u8", u64::from(u8::MAX)),
    ] {
        let too_large = m
            .strip_prefix("invalid value: integer `")
            .is_some_and(|rest| !rest.starts_with('-'));
        if too_large && m.contains(&format!("expected {int}")) {
            m = m.replace(
                &format!("expected {int}"),
                &format!("expected at most {max}"),
            );
        }
    }
    for int in ["usize", "u64", "u32", "u16", "u8"] {
        m = m.replace(
            &format!("expected {int}"),
            "expected a whole number of 0 or more",
        );
    }
    for int in ["isize", "i64", "i32", "i16", "i8"] {
        m = m.replace(&format!("expected {int}"), "expected a whole number");
    }
    // A field of names (the variant) is read as an enum, which serde also takes as a map.
    let m = m
        .replace("unknown variant `", "unknown value `")
        .replace("expected string or map", "expected a name");
    shorten_quoted(&m)
}

/// `message` with each text serde quotes from the input (between backticks, or after
/// `string "`) shown as [`crate::out::echo`] shows it: short, and harmless on a terminal.
fn shorten_quoted(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(1024));
    for (i, piece) in message.split('`').enumerate() {
        if i > 0 {
            out.push('`');
        }
        if i % 2 == 1 {
            out.push_str(&crate::out::echo(piece));
        } else {
            out.push_str(piece);
        }
    }
    // serde writes a string it did not expect as `string "…"`, escaped as Rust does.
    let mut rest = out.as_str();
    let mut shortened = String::with_capacity(out.len());
    while let Some(at) = rest.find("string \"") {
        let (head, tail) = rest.split_at(at + "string \"".len());
        shortened.push_str(head);
        let mut end = tail.len();
        let mut escaped = false;
        for (j, c) in tail.char_indices() {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => {
                    end = j;
                    break;
                }
                _ => escaped = false,
            }
        }
        shortened.push_str(&crate::out::echo(&tail[..end]));
        rest = &tail[end..];
    }
    shortened.push_str(rest);
    shortened
}

impl Record {
    /// Reads a record from JSON text (at most [`MAX_RECORD_BYTES`]).
    ///
    /// # Errors
    /// A [`RecordError`] for a file that is too large, malformed JSON (with line and column),
    /// a newer format, or fields of the wrong shape.
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        if text.len() > MAX_RECORD_BYTES {
            return Err(RecordError::whole(format!(
                "the record is larger than {} MB",
                MAX_RECORD_BYTES / (1024 * 1024)
            )));
        }
        // A byte-order mark some editors write is not part of the JSON.
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim().is_empty() {
            return Err(RecordError::whole("the record is empty"));
        }
        match serde_json::from_str::<Record>(text) {
            Ok(r) => {
                if r.format != FORMAT {
                    return Err(format_error(u64::from(r.format)));
                }
                Ok(r)
            }
            Err(e) => Err(record_error(text, e)),
        }
    }

    /// The record as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Checks the record by replaying every move and returns the match it describes.
    ///
    /// # Errors
    /// The first fault, with its round and move: bad options or player count, unknown or
    /// duplicated tiles, hands of the wrong size, a stock that is wrong or not taken, a lead
    /// against the lead rule, an illegal move, a move after the round ended, an unfinished
    /// round followed by another, a round after the match ended.
    pub fn replay(&self) -> Result<Match, RecordError> {
        self.replay_observed(|_| {})
    }

    /// Every position of the record, for stepping through it (forward, back): for each round,
    /// the match as dealt and then after each of its moves, in order. A record of rounds with
    /// `m₁, m₂, …` moves gives `(m₁ + 1) + (m₂ + 1) + …` positions.
    ///
    /// # Errors
    /// The first fault, exactly as [`Record::replay`] reports it.
    pub fn positions(&self) -> Result<Vec<Match>, RecordError> {
        let mut out = Vec::new();
        self.replay_observed(|game| out.push(game.clone()))?;
        Ok(out)
    }

    /// Replays the record as [`Record::replay`] does, calling `seen` with the match after each
    /// round is dealt and after each move.
    fn replay_observed(&self, mut seen: impl FnMut(&Match)) -> Result<Match, RecordError> {
        if self.format != FORMAT {
            return Err(format_error(u64::from(self.format)));
        }
        let rules = Rules::new(self.variant, self.players, &self.options)
            .map_err(|e| RecordError::whole(e.to_string()))?;
        if self.rounds.is_empty() {
            return Err(RecordError::whole("the record has no rounds"));
        }
        let seed = self.seed.unwrap_or(0);
        let mut game: Option<Match> = None;
        for (i, rr) in self.rounds.iter().enumerate() {
            let n = i + 1;
            let deal = read_deal(&rules, rr).map_err(|reason| RecordError::round(n, reason))?;
            match game.as_mut() {
                None => {
                    game = Some(
                        Match::with_deal(rules, seed, deal, rr.first)
                            .map_err(|e| RecordError::round(n, e.to_string()))?,
                    );
                }
                Some(g) => {
                    if g.is_over() {
                        return Err(RecordError::round(
                            n,
                            "the match was already over after the previous round",
                        ));
                    }
                    if g.round().outcome().is_none() {
                        return Err(RecordError::round(
                            n - 1,
                            format!("the round is unfinished but round {n} follows"),
                        ));
                    }
                    g.next_round_checked(deal, rr.first).map_err(|e| match e {
                        NextRoundFault::Deal(d) => RecordError::round(n, d.to_string()),
                        NextRoundFault::State(s) => RecordError::round(n, s.to_string()),
                    })?;
                }
            }
            let g = game.as_mut().unwrap_or_else(|| unreachable!());
            seen(g);
            for (j, text) in rr.moves.iter().enumerate() {
                g.play_text(text).map_err(|e| RecordError {
                    round: Some(n),
                    mv: Some(j + 1),
                    reason: e.to_string(),
                })?;
                seen(g);
            }
        }
        game.ok_or_else(|| RecordError::whole("the record has no rounds"))
    }

    /// The record of `game`: every round's deal and moves so far.
    pub fn of_match(game: &Match) -> Record {
        let rules = game.rules();
        let face = rules.face();
        let rounds = game
            .logs()
            .iter()
            .map(|log| RoundRecord {
                hands: log.deal.hands[..rules.players]
                    .iter()
                    .map(|h| h.iter().map(|t| t.notation(face)).collect())
                    .collect(),
                stock: rules
                    .variant
                    .reserve()
                    .map(|_| log.deal.stock().iter().map(|t| t.notation(face)).collect()),
                first: Some(log.first),
                moves: log.notation.clone(),
            })
            .collect();
        Record {
            format: FORMAT,
            variant: rules.variant,
            players: rules.players,
            options: rules.options(),
            rounds,
            seed: Some(game.seed()),
        }
    }
}

fn format_error(n: u64) -> RecordError {
    RecordError::whole(format!(
        "format {n} is not supported: this program reads format {FORMAT}"
    ))
}

fn read_deal(rules: &Rules, rr: &RoundRecord) -> Result<Deal, String> {
    let face = rules.face();
    if rr.hands.len() != rules.players {
        return Err(format!(
            "{} for {} players",
            if rr.hands.len() == 1 {
                "1 hand".to_string()
            } else {
                format!("{} hands", rr.hands.len())
            },
            rules.players
        ));
    }
    let mut seen = TileSet::EMPTY;
    let mut read = |text: &String| -> Result<Tile, String> {
        let (tile, _) = Tile::parse(text, face).map_err(|e| e.to_string())?;
        if !seen.insert(tile) {
            return Err(format!("tile {} appears twice", tile.notation(face)));
        }
        Ok(tile)
    };
    let mut hands = [TileSet::EMPTY; 4];
    for (seat, hand) in rr.hands.iter().enumerate() {
        for text in hand {
            hands[seat].insert(read(text)?);
        }
        if hand.len() != rules.hand_size {
            return Err(DealError::HandSize {
                seat,
                has: hand.len(),
                expected: rules.hand_size,
            }
            .to_string());
        }
    }
    let stock: Vec<Tile> = match (&rr.stock, rules.variant.reserve()) {
        (Some(_), None) => return Err(DealError::StockNotTaken.to_string()),
        (None, Some(_)) => {
            return Err("a drawing variant needs the stock (every tile not in a hand)".into());
        }
        (None, None) => Vec::new(),
        (Some(s), Some(_)) => s.iter().map(&mut read).collect::<Result<_, _>>()?,
    };
    Ok(Deal::new(hands, &stock))
}

/// The report `replay` prints for a valid record (`FORMATS.md`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplayReport {
    /// One entry per round of the record.
    pub rounds: Vec<RoundReport>,
    /// Match totals after the last round.
    pub scores: Vec<i64>,
    /// The match winners (`[]` for a tie), or `None` while the match is unfinished.
    pub match_winners: Option<Vec<usize>>,
}

/// One round of a [`ReplayReport`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundReport {
    /// `"out"`, `"blocked"`, `"target"`, or `None` for an unfinished round.
    pub end: Option<String>,
    /// The winning seats; empty for a tie and for an unfinished round.
    pub winners: Vec<usize>,
    /// Each seat's hand count when the round ended (or now).
    pub counts: Vec<u32>,
    /// Points per seat scored in the round.
    pub points: Vec<i64>,
}

impl ReplayReport {
    /// The report of `game`.
    pub fn of_match(game: &Match) -> ReplayReport {
        let n = game.rules().players;
        let mut rounds: Vec<RoundReport> = game
            .results()
            .iter()
            .map(|r| RoundReport {
                end: Some(r.outcome.end.name().to_string()),
                winners: r.outcome.winners.to_vec(),
                counts: r.outcome.counts[..n].to_vec(),
                points: r.points[..n].to_vec(),
            })
            .collect();
        let round = game.round();
        if round.outcome().is_none() {
            rounds.push(RoundReport {
                end: None,
                winners: Vec::new(),
                counts: round.counts()[..n].to_vec(),
                points: round.points()[..n].to_vec(),
            });
        }
        ReplayReport {
            rounds,
            scores: game.scores()[..n].to_vec(),
            match_winners: game.winners().map(Seats::to_vec),
        }
    }
}

/// Reads, checks and reports a record given as JSON text: what `musical-dominoes replay` does.
///
/// # Errors
/// The [`RecordError`] of the first fault.
pub fn replay_json(text: &str) -> Result<ReplayReport, RecordError> {
    let record = Record::from_json(text)?;
    let game = record.replay()?;
    Ok(ReplayReport::of_match(&game))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example record of `FORMATS.md`.
    const EXAMPLE: &str = r#"{
      "format": 1, "variant": "all-fives-draw", "players": 2, "options": { "target": 100 },
      "rounds": [{
        "hands": [["5-5", "6-6", "1-1", "1-2", "2-2", "1-3", "6-2"],
                  ["0-5", "4-4", "3-3", "3-4", "2-4", "1-4", "0-4"]],
        "stock": ["6-5", "0-0", "0-2", "0-3", "4-6", "3-6", "0-1",
                  "1-6", "2-3", "2-5", "1-5", "4-5", "0-6", "3-5"],
        "moves": ["5-5", "0-5 R", "draw", "5-6 L", "0-4 R"]
      }]
    }"#;

    #[test]
    fn positions_step_through_the_deal_and_each_move() {
        let record = Record::from_json(EXAMPLE).expect("the example is valid");
        let positions = record.positions().expect("it replays");
        // The deal and five moves.
        assert_eq!(positions.len(), 6);
        let lines: Vec<usize> = positions.iter().map(|m| m.round().line().len()).collect();
        // The draw lays nothing.
        assert_eq!(lines, [0, 1, 2, 2, 3, 4]);
        let scores: Vec<[i64; 2]> = positions
            .iter()
            .map(|m| [m.scores()[0], m.scores()[1]])
            .collect();
        // FORMATS.md: 5-5 led scores 10 for seat 0; 0-5 scores 10 for seat 1; the draw and
        // 5-6 on the left (6 + 0) score nothing; 0-4 on the right (6 + 4) scores 10.
        assert_eq!(
            scores,
            [[0, 0], [10, 0], [10, 10], [10, 10], [10, 10], [10, 20]]
        );
        // Seat 0 holds 7 tablets, draws one and lays two: 6 left.
        assert_eq!(positions[5].round().hand(0).len(), 6);
    }

    #[test]
    fn the_example_s_moves_are_written_as_the_engine_writes_them() {
        // FORMATS.md writes a tile lower half first, as the engine's notation does: each move
        // of the example, read in its position, is written back word for word.
        let record = Record::from_json(EXAMPLE).expect("the example is valid");
        let positions = record.positions().expect("it replays");
        let moves = ["5-5", "0-5 R", "draw", "5-6 L", "0-4 R"];
        for (at, text) in positions.iter().zip(moves) {
            let round = at.round();
            let mv = round.parse_move(text).expect("readable");
            assert_eq!(round.notation(mv), text);
        }
    }

    #[test]
    fn positions_stop_at_the_first_fault() {
        let bad = EXAMPLE.replace("\"5-6 L\"", "\"5-6 R\"");
        let record = Record::from_json(&bad).expect("well formed");
        let err = record
            .positions()
            .expect_err("5-6 does not fit the right end (0)");
        assert_eq!((err.round, err.mv), (Some(1), Some(4)));
    }
}
