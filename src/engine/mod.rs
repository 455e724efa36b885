//! The rules engine: tiles, the line of play, the seven variants, rounds, matches and game
//! records. Pure code: no I/O, no clocks; randomness comes in as a seeded RNG.
//!
//! The law of play is `RULES.md`; the record format is `FORMATS.md`.

mod game;
mod line;
mod moves;
mod record;
mod round;
mod rules;
mod tile;

pub use game::{Match, NextRoundError, NextRoundFault, RoundLog, RoundResult, deal_rng};
pub use line::{End, Line, Placed};
pub use moves::{Event, Events, Move, MoveList, Outcome, RoundEnd, Seats};
pub use record::{
    FORMAT, MAX_RECORD_BYTES, Record, RecordError, ReplayReport, RoundRecord, RoundReport,
    plain_serde_message, replay_json,
};
pub use round::{
    Action, Deal, DealError, IllegalMove, MATADORES, Round, SeatView, end_total, lead_rule,
    playable_on, round_to_five, same_either_way,
};
pub use rules::{EndScoring, Options, PartnershipOut, Rules, RulesError, Variant};
pub use tile::{Face, ParseTileError, Tile, TileSet, TileSetIter};
