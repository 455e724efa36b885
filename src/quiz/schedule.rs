//! Spaced repetition by Leitner boxes, one card per [`Item`] (kind × note value), counted in
//! sessions (rounds), not in days.
//!
//! The policy:
//! - There are [`BOXES`] = 5 boxes. An item never asked has no card and counts as box 1,
//!   due now.
//! - After each answer ([`Leitner::record`]): right moves the card up one box (box 5 stays
//!   5); wrong (or timed out) sends it back to box 1. An item asked twice in one session
//!   moves twice, in the order answered.
//! - A card in box `n` falls due `2^(n-1)` sessions after the session it was last asked in:
//!   box 1 the next session, box 2 two sessions later, then 4, 8 and 16.
//! - A session ends with [`Leitner::end_session`] ([`Leitner::review`] records a whole round
//!   and ends it).
//! - [`Leitner::pick`] chooses a round's items: due items first, lowest box first, within a
//!   box the items missed before the ones never asked, ties in seeded random order; then, if
//!   fewer are due than asked for, the items falling due soonest (then lowest box, then
//!   seeded random); an item appears twice only when the round is longer than the kinds have
//!   items. The chosen items are then shuffled (seeded), so kinds and notes mix.

use std::collections::BTreeMap;

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::music::NoteValue;

use super::{Item, Kind};

/// The number of boxes.
pub const BOXES: u8 = 5;

/// Sessions between two askings of a card in box `b` (1–5): `2^(b-1)`, so 1, 2, 4, 8, 16.
pub const fn interval(b: u8) -> u32 {
    let b = if b < 1 {
        1
    } else if b > BOXES {
        BOXES
    } else {
        b
    };
    1 << (b - 1)
}

/// What is known about one item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Card {
    /// Its box, 1 to [`BOXES`].
    pub box_number: u8,
    /// The session it was last asked in.
    pub last_session: u32,
    /// Times answered right, ever.
    pub right: u32,
    /// Times answered wrong (or timed out), ever.
    pub wrong: u32,
}

impl Card {
    /// The session in which the card falls due: last session + [`interval`] of its box.
    pub fn due_session(&self) -> u32 {
        self.last_session.saturating_add(interval(self.box_number))
    }
}

/// One pupil's Leitner boxes: a card per item asked, and the session count.
///
/// Serialised as `{"session": 3, "cards": [{"kind": "figure", "note": "quaver", "box": 2,
/// "last_session": 2, "right": 3, "wrong": 1}, …]}`, cards in item order. Reading checks that
/// every kind and note is known, every box is 1–5, no card was asked after the current
/// session, and no item has two cards; a card for a question never asked (a kind and note not
/// valid together) is left out.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(into = "LeitnerData", try_from = "LeitnerData")]
pub struct Leitner {
    session: u32,
    cards: BTreeMap<Item, Card>,
}

impl Leitner {
    /// No cards, session 0.
    pub fn new() -> Leitner {
        Leitner::default()
    }

    /// The current session (0 before the first session ends).
    pub fn session(&self) -> u32 {
        self.session
    }

    /// The card of `item`, if it has been asked.
    pub fn card(&self, item: Item) -> Option<&Card> {
        self.cards.get(&item)
    }

    /// Every card, in item order.
    pub fn cards(&self) -> impl Iterator<Item = (Item, &Card)> {
        self.cards.iter().map(|(i, c)| (*i, c))
    }

    /// The box of `item`: its card's, or 1 for an item never asked.
    pub fn box_of(&self, item: Item) -> u8 {
        self.cards.get(&item).map_or(1, |c| c.box_number)
    }

    /// Whether `item` is due in the current session (never asked, or its
    /// [`Card::due_session`] has come).
    pub fn is_due(&self, item: Item) -> bool {
        self.cards
            .get(&item)
            .is_none_or(|c| c.due_session() <= self.session)
    }

    /// Records one answer about `item` in the current session: right moves its card up a
    /// box (at most [`BOXES`]), wrong back to box 1. A first answer makes the card: box 2 if
    /// right, box 1 if wrong.
    pub fn record(&mut self, item: Item, right: bool) {
        let card = self.cards.entry(item).or_insert(Card {
            box_number: 1,
            last_session: self.session,
            right: 0,
            wrong: 0,
        });
        card.last_session = self.session;
        if right {
            card.box_number = (card.box_number + 1).min(BOXES);
            card.right = card.right.saturating_add(1);
        } else {
            card.box_number = 1;
            card.wrong = card.wrong.saturating_add(1);
        }
    }

    /// Ends the current session: the next one starts.
    pub fn end_session(&mut self) {
        self.session = self.session.saturating_add(1);
    }

    /// Records a whole round (as [`super::Round::reviewed`] gives it), in order, and ends
    /// the session.
    pub fn review(&mut self, results: &[(Item, bool)]) {
        for &(item, right) in results {
            self.record(item, right);
        }
        self.end_session();
    }

    /// The items of a round of `count` questions over `kinds`, as the module's policy says;
    /// seeded, so the same boxes and seed give the same items.
    pub fn pick(&self, kinds: &[Kind], count: usize, seed: u64) -> Vec<Item> {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut items = Item::all(kinds);
        items.sort_unstable();
        items.dedup();
        if items.is_empty() {
            return Vec::new();
        }
        // Seeded order first; the stable sorts below keep it among equals.
        items.shuffle(&mut rng);
        let (mut due, mut later): (Vec<Item>, Vec<Item>) =
            items.into_iter().partition(|&i| self.is_due(i));
        due.sort_by_key(|&i| (self.box_of(i), !self.cards.contains_key(&i)));
        later.sort_by_key(|&i| {
            let c = self.cards.get(&i);
            (c.map_or(0, Card::due_session), self.box_of(i))
        });
        let order: Vec<Item> = due.into_iter().chain(later).collect();
        let mut chosen: Vec<Item> = order.iter().copied().cycle().take(count).collect();
        chosen.shuffle(&mut rng);
        chosen
    }
}

/// The stored form of [`Leitner`].
#[derive(Serialize, Deserialize)]
struct LeitnerData {
    session: u32,
    cards: Vec<CardData>,
}

#[derive(Serialize, Deserialize)]
struct CardData {
    kind: Kind,
    note: String,
    #[serde(rename = "box")]
    box_number: u8,
    last_session: u32,
    #[serde(default)]
    right: u32,
    #[serde(default)]
    wrong: u32,
}

impl From<Leitner> for LeitnerData {
    fn from(l: Leitner) -> LeitnerData {
        LeitnerData {
            session: l.session,
            cards: l
                .cards
                .into_iter()
                .map(|(item, c)| CardData {
                    kind: item.kind,
                    note: item.note.key().to_string(),
                    box_number: c.box_number,
                    last_session: c.last_session,
                    right: c.right,
                    wrong: c.wrong,
                })
                .collect(),
        }
    }
}

impl TryFrom<LeitnerData> for Leitner {
    type Error = String;

    fn try_from(d: LeitnerData) -> Result<Leitner, String> {
        let mut cards = BTreeMap::new();
        for c in d.cards {
            let note = NoteValue::ALL
                .into_iter()
                .find(|n| n.key() == c.note)
                .ok_or_else(|| format!("unknown note \"{}\"", c.note))?;
            let item = Item { kind: c.kind, note };
            // A card for a question that is never asked (a `sum` about the semibreve, say:
            // a hand-edited file, or one written when a kind asked about other notes) holds
            // nothing a round can use. It is left out, not held against the pupil's other
            // cards, which would then all be lost with it.
            if !item.is_valid() {
                continue;
            }
            if !(1..=BOXES).contains(&c.box_number) {
                return Err(format!("box {} is not 1 to {BOXES}", c.box_number));
            }
            if c.last_session > d.session {
                return Err(format!(
                    "a card asked in session {} is later than session {}",
                    c.last_session, d.session
                ));
            }
            let card = Card {
                box_number: c.box_number,
                last_session: c.last_session,
                right: c.right,
                wrong: c.wrong,
            };
            if cards.insert(item, card).is_some() {
                return Err(format!("two cards for {} {}", c.kind, c.note));
            }
        }
        Ok(Leitner {
            session: d.session,
            cards,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const QUAVER: Item = Item {
        kind: Kind::Figure,
        note: NoteValue::Quaver,
    };

    #[test]
    fn intervals_double_from_box_to_box() {
        assert_eq!(
            (1..=5).map(interval).collect::<Vec<_>>(),
            vec![1, 2, 4, 8, 16]
        );
    }

    #[test]
    fn right_moves_up_one_box_and_wrong_back_to_the_first() {
        let mut l = Leitner::new();
        assert_eq!(l.box_of(QUAVER), 1);
        for expected in [2, 3, 4, 5, 5] {
            l.record(QUAVER, true);
            assert_eq!(l.box_of(QUAVER), expected);
        }
        l.record(QUAVER, false);
        assert_eq!(l.box_of(QUAVER), 1);
        let c = l.card(QUAVER).unwrap();
        assert_eq!((c.right, c.wrong), (5, 1));
    }

    #[test]
    fn a_card_in_box_n_is_due_two_to_the_n_minus_one_sessions_later() {
        let mut l = Leitner::new();
        assert!(l.is_due(QUAVER));
        // Session 0: right → box 2, due in session 0 + 2 = 2.
        l.review(&[(QUAVER, true)]);
        assert_eq!(l.session(), 1);
        assert!(!l.is_due(QUAVER));
        l.end_session();
        assert!(l.is_due(QUAVER));
        // Session 2: right → box 3, due in session 2 + 4 = 6.
        l.review(&[(QUAVER, true)]);
        for s in 3..6 {
            assert!(!l.is_due(QUAVER), "session {s}");
            l.end_session();
        }
        assert!(l.is_due(QUAVER));
        // Session 6: wrong → box 1, due the very next session.
        l.review(&[(QUAVER, false)]);
        assert_eq!(l.session(), 7);
        assert!(l.is_due(QUAVER));
    }

    #[test]
    fn pick_takes_missed_items_first_then_new_then_what_falls_due_soonest() {
        let kinds = [Kind::Name];
        let item = |note| Item {
            kind: Kind::Name,
            note,
        };
        let mut l = Leitner::new();
        // Session 0: semibreve and minim right (box 2), crotchet wrong (box 1).
        l.review(&[
            (item(NoteValue::Semibreve), true),
            (item(NoteValue::Minim), true),
            (item(NoteValue::Crotchet), false),
        ]);
        // Session 1: due are the crotchet (missed) and the four never asked.
        let picked = l.pick(&kinds, 1, 7);
        assert_eq!(picked, vec![item(NoteValue::Crotchet)]);
        let mut five = l.pick(&kinds, 5, 7);
        five.sort();
        assert_eq!(
            five,
            NoteValue::ALL[2..]
                .iter()
                .map(|&n| item(n))
                .collect::<Vec<_>>()
        );
        // Asking for all seven adds the two not due (box 2, due in session 2).
        let mut seven = l.pick(&kinds, 7, 7);
        seven.sort();
        assert_eq!(seven, Item::all(&kinds));
        // Nine: two items come twice.
        assert_eq!(l.pick(&kinds, 9, 7).len(), 9);
        // The same seed picks the same; no kinds pick nothing.
        assert_eq!(l.pick(&kinds, 4, 11), l.pick(&kinds, 4, 11));
        assert!(l.pick(&[], 4, 11).is_empty());
    }

    #[test]
    fn boxes_survive_serialisation_and_bad_data_is_refused() {
        let mut l = Leitner::new();
        l.review(&[(QUAVER, true)]);
        let json = serde_json::to_string(&l).unwrap();
        assert_eq!(
            json,
            r#"{"session":1,"cards":[{"kind":"figure","note":"quaver","box":2,"last_session":0,"right":1,"wrong":0}]}"#
        );
        assert_eq!(serde_json::from_str::<Leitner>(&json).unwrap(), l);
        for bad in [
            r#"{"session":1,"cards":[{"kind":"figure","note":"breve","box":2,"last_session":0}]}"#,
            r#"{"session":1,"cards":[{"kind":"figure","note":"quaver","box":6,"last_session":0}]}"#,
            r#"{"session":1,"cards":[{"kind":"figure","note":"quaver","box":0,"last_session":0}]}"#,
            r#"{"session":1,"cards":[{"kind":"figure","note":"quaver","box":2,"last_session":2}]}"#,
            r#"{"session":1,"cards":[{"kind":"figure","note":"quaver","box":2,"last_session":0},{"kind":"figure","note":"quaver","box":1,"last_session":1}]}"#,
            r#"{"session":1,"cards":[{"kind":"riddle","note":"quaver","box":2,"last_session":0}]}"#,
        ] {
            assert!(serde_json::from_str::<Leitner>(bad).is_err(), "{bad}");
        }
        // A card for a question never asked (no sum is about the semibreve) is left out; the
        // pupil's other cards stay.
        let kept: Leitner = serde_json::from_str(
            r#"{"session":1,"cards":[{"kind":"sum","note":"semibreve","box":2,"last_session":0},{"kind":"figure","note":"quaver","box":2,"last_session":0,"right":1}]}"#,
        )
        .unwrap();
        assert_eq!(kept, l);
    }
}
