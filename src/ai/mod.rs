//! Computer players. (Beginner and a simple Club until the full players land.)

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use crate::engine::{Move, SeatView};

/// Strength of a computer seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// A random legal move.
    Beginner,
    /// The seed's advice as a heuristic.
    Club,
    /// Sampling the hidden hands.
    Expert,
}

/// The move `level` chooses for the seat of `view` (which must be to move).
pub fn choose<R: Rng + ?Sized>(view: &SeatView, level: Level, rng: &mut R) -> Move {
    let legal = view.legal_moves();
    match level {
        Level::Beginner => legal[rng.random_range(0..legal.len())],
        _ => {
            let face = view.rules().face();
            *legal
                .iter()
                .max_by_key(|m| m.tile().map(|t| t.weight_key(face)))
                .unwrap_or(&legal[0])
        }
    }
}
