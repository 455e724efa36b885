//! Variants and their options (`RULES.md` sections 4 and 5).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::tile::Face;

/// The seven games of `RULES.md` section 4, named as in game records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// Gilbert's Musical Dominoes (seed 000): 2 or 4 players, six tablets each, no drawing.
    Musical,
    /// Double Sixes / Block (seed 003): no drawing.
    Block,
    /// The Drawing game (seed 003).
    Draw,
    /// All Fives / Muggins (seed 003): scores multiples of five.
    AllFives,
    /// All Fives with drawing.
    AllFivesDraw,
    /// Shark Dominoes (seed 002): 2 players, 11 tiles, doubles lengthwise.
    Shark,
    /// Matador (seed 003): touching halves add up to seven.
    Matador,
}

impl Variant {
    /// All variants, Musical Dominoes first.
    pub const ALL: [Variant; 7] = [
        Variant::Musical,
        Variant::Block,
        Variant::Draw,
        Variant::AllFives,
        Variant::AllFivesDraw,
        Variant::Shark,
        Variant::Matador,
    ];

    /// The record name (`"all-fives-draw"`).
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Musical => "musical",
            Variant::Block => "block",
            Variant::Draw => "draw",
            Variant::AllFives => "all-fives",
            Variant::AllFivesDraw => "all-fives-draw",
            Variant::Shark => "shark",
            Variant::Matador => "matador",
        }
    }

    /// Parses a name as records write it, in any case (`block`, `Block`): for the command
    /// line. A record itself is read by serde, which takes the exact name only.
    pub fn from_name(name: &str) -> Option<Variant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(name))
    }

    /// How halves are read: notes for `musical`, pips otherwise.
    pub const fn face(self) -> Face {
        match self {
            Variant::Musical => Face::Notes,
            _ => Face::Pips,
        }
    }

    /// The player counts the variant allows.
    pub const fn player_counts(self) -> &'static [usize] {
        match self {
            Variant::Musical => &[2, 4],
            Variant::Shark => &[2],
            _ => &[2, 3, 4],
        }
    }

    /// The draw reserve: `Some(n)` for drawing variants (draw while the stock holds more than
    /// `n`), `None` for variants without drawing (`RULES.md` section 3).
    pub const fn reserve(self) -> Option<usize> {
        match self {
            Variant::Draw | Variant::AllFivesDraw => Some(0),
            Variant::Matador => Some(2),
            _ => None,
        }
    }

    /// Whether plays score multiples of five (All Fives, All Fives Draw, Shark).
    pub const fn scores_fives(self) -> bool {
        matches!(
            self,
            Variant::AllFives | Variant::AllFivesDraw | Variant::Shark
        )
    }

    /// Whether doubles lie crosswise (all but Shark; `RULES.md` section 2).
    pub const fn doubles_crosswise(self) -> bool {
        !matches!(self, Variant::Shark)
    }

    /// Default match target in points (`RULES.md` section 5).
    pub const fn default_target(self) -> u32 {
        match self {
            Variant::Musical => 1,
            Variant::Shark => 200,
            _ => 100,
        }
    }

    /// Default hand size for `players` (`RULES.md` section 4).
    pub const fn default_hand_size(self, players: usize) -> usize {
        match self {
            Variant::Musical => 6,
            Variant::Shark => 11,
            Variant::Matador => 3,
            _ => {
                if players <= 2 {
                    7
                } else {
                    5
                }
            }
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// When a partnership is out (`RULES.md` section 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PartnershipOut {
    /// The round ends when the second partner is out.
    Both,
    /// The round ends when either partner is out.
    One,
}

/// End-of-hand scoring of Block and Draw (`RULES.md` section 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EndScoring {
    /// The winner scores the pips left in the other hands.
    Opponents,
    /// The winner alone scores the sum over the other hands of (that hand − own hand);
    /// partners, the opponents' two hands together less their own two together, never
    /// below 0.
    Difference,
}

/// Rule options as written in a game record (`RULES.md` section 5); a missing option takes
/// the variant's default. Unknown names are refused.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// Match length in points (≥ 1).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub target: Option<u32>,
    /// Tiles dealt to each player (≥ 1; hands and reserve must fit in 28).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub hand_size: Option<u32>,
    /// Two partnerships, seats 0 and 2 against 1 and 3.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub partnerships: Option<bool>,
    /// When a partnership is out.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub partnership_out: Option<PartnershipOut>,
    /// Block and Draw end-of-hand scoring.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub end_scoring: Option<EndScoring>,
    /// All Fives: round end-of-hand points to the nearest 5.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub round_to_five: Option<bool>,
}

impl Options {
    /// Reads rule options from a JSON object (`{"partnerships": true}`).
    ///
    /// # Errors
    /// The JSON error when the text is not a JSON object of known options with values of the
    /// right types (an array such as `[1, 2]` is refused, though serde would take it for the
    /// fields in order).
    pub fn from_json(text: &str) -> Result<Options, serde_json::Error> {
        let mut de = serde_json::Deserializer::from_str(text);
        let options = deserialize_object(&mut de)?;
        de.end()?;
        Ok(options)
    }
}

/// Deserialises [`Options`] from a JSON object only: a record's `options` field uses it, so
/// that an array is refused instead of being read as the fields in order. Duplicate and
/// unknown names are refused as by the derived reader.
///
/// # Errors
/// The deserialiser's error for anything but an object of known options.
pub fn deserialize_object<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Options, D::Error> {
    struct ObjectOnly;
    impl<'de> serde::de::Visitor<'de> for ObjectOnly {
        type Value = Options;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("an object of rule options")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<Options, A::Error> {
            Options::deserialize(serde::de::value::MapAccessDeserializer::new(map))
        }
    }
    d.deserialize_map(ObjectOnly)
}

/// Reads an option that is present: its value, never `null` (a missing option is `None`
/// through `#[serde(default)]`; `null` is a value of the wrong type, as FORMATS.md has it).
fn present<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

/// Why a set of rules is not valid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulesError {
    /// The variant does not allow this number of players.
    Players {
        /// The variant.
        variant: Variant,
        /// The count given.
        players: usize,
    },
    /// An option the variant does not take.
    OptionNotTaken {
        /// The variant.
        variant: Variant,
        /// The option's name.
        option: &'static str,
    },
    /// An option value out of range or in conflict with the others.
    BadValue {
        /// The option's name.
        option: &'static str,
        /// Why.
        reason: String,
    },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Players { variant, players } => {
                let allowed: Vec<String> = variant
                    .player_counts()
                    .iter()
                    .map(usize::to_string)
                    .collect();
                // "2 or 4", "2, 3 or 4"
                let list = match allowed.split_last() {
                    Some((last, rest)) if !rest.is_empty() => {
                        format!("{} or {last}", rest.join(", "))
                    }
                    _ => allowed.join(""),
                };
                write!(f, "{variant} is for {list} players, not {players}")
            }
            RulesError::OptionNotTaken { variant, option } => {
                write!(f, "option {option} does not apply to {variant}")
            }
            RulesError::BadValue { option, reason } => write!(f, "option {option}: {reason}"),
        }
    }
}

impl std::error::Error for RulesError {}

/// A complete, valid set of rules: a variant, its player count and every option resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The game.
    pub variant: Variant,
    /// Number of seats, 2–4.
    pub players: usize,
    /// Match target in points.
    pub target: u32,
    /// Tiles dealt to each seat.
    pub hand_size: usize,
    /// Two partnerships (seats 0 and 2 against 1 and 3).
    pub partnerships: bool,
    /// When a partnership is out (meaningful only with partnerships).
    pub partnership_out: PartnershipOut,
    /// Block and Draw end-of-hand scoring.
    pub end_scoring: EndScoring,
    /// All Fives: round end-of-hand points to the nearest 5.
    pub round_to_five: bool,
}

impl Rules {
    /// The variant's rules for `players` with every option at its default.
    ///
    /// # Errors
    /// [`RulesError::Players`] if the variant does not allow that many players.
    pub fn standard(variant: Variant, players: usize) -> Result<Rules, RulesError> {
        Rules::new(variant, players, &Options::default())
    }

    /// Resolves `options` for `variant` and `players` (`RULES.md` section 5).
    ///
    /// # Errors
    /// A [`RulesError`] for a player count the variant does not allow, an option the variant
    /// does not take, or a value out of range (target 0, hands that do not fit in 28 tiles,
    /// Musical Dominoes for 4 without partnerships).
    pub fn new(variant: Variant, players: usize, options: &Options) -> Result<Rules, RulesError> {
        if !variant.player_counts().contains(&players) {
            return Err(RulesError::Players { variant, players });
        }
        let not_taken = |option| Err(RulesError::OptionNotTaken { variant, option });
        let bad = |option, reason: &str| {
            Err(RulesError::BadValue {
                option,
                reason: reason.to_string(),
            })
        };
        let target = options.target.unwrap_or(variant.default_target());
        if target == 0 {
            return bad("target", "must be a positive integer");
        }
        let hand_size = match options.hand_size {
            Some(0) => return bad("hand_size", "must be a positive integer"),
            Some(n) => n as usize,
            None => variant.default_hand_size(players),
        };
        if players * hand_size + variant.reserve().unwrap_or(0) > 28 {
            return bad(
                "hand_size",
                &format!(
                    "{players} hands of {hand_size}{} do not fit in 28 tiles",
                    match variant.reserve() {
                        Some(r) if r > 0 => format!(" and a reserve of {r}"),
                        _ => String::new(),
                    }
                ),
            );
        }
        let takes_partnerships =
            matches!(variant, Variant::Musical | Variant::Block | Variant::Draw);
        let partnerships = match (options.partnerships, variant) {
            (Some(_), _) if !takes_partnerships => return not_taken("partnerships"),
            (Some(false), Variant::Musical) if players == 4 => {
                return bad(
                    "partnerships",
                    "Musical Dominoes for 4 is always played in partnerships",
                );
            }
            (Some(true), _) if players != 4 => {
                return bad("partnerships", "partnerships need 4 players");
            }
            (Some(p), _) => p,
            (None, Variant::Musical) => players == 4,
            (None, _) => false,
        };
        let partnership_out = match options.partnership_out {
            Some(_) if !takes_partnerships => return not_taken("partnership_out"),
            Some(_) if !partnerships => {
                return bad(
                    "partnership_out",
                    "applies only to partnerships (4 players with partnerships: true)",
                );
            }
            Some(p) => p,
            None if variant == Variant::Musical => PartnershipOut::Both,
            None => PartnershipOut::One,
        };
        let end_scoring = match options.end_scoring {
            Some(_) if !matches!(variant, Variant::Block | Variant::Draw) => {
                return not_taken("end_scoring");
            }
            Some(e) => e,
            None => EndScoring::Opponents,
        };
        let round_to_five = match options.round_to_five {
            Some(_) if !matches!(variant, Variant::AllFives | Variant::AllFivesDraw) => {
                return not_taken("round_to_five");
            }
            Some(r) => r,
            None => false,
        };
        Ok(Rules {
            variant,
            players,
            target,
            hand_size,
            partnerships,
            partnership_out,
            end_scoring,
            round_to_five,
        })
    }

    /// The options that differ from the variant's defaults, for writing a record.
    pub fn options(&self) -> Options {
        // Valid rules always have valid defaults for the same variant and player count.
        let d = Rules::standard(self.variant, self.players).unwrap_or(*self);
        Options {
            target: (self.target != d.target).then_some(self.target),
            hand_size: (self.hand_size != d.hand_size).then_some(self.hand_size as u32),
            partnerships: (self.partnerships != d.partnerships).then_some(self.partnerships),
            partnership_out: (self.partnerships && self.partnership_out != d.partnership_out)
                .then_some(self.partnership_out),
            end_scoring: (self.end_scoring != d.end_scoring).then_some(self.end_scoring),
            round_to_five: (self.round_to_five != d.round_to_five).then_some(self.round_to_five),
        }
    }

    /// How halves are read and counted.
    pub const fn face(&self) -> Face {
        self.variant.face()
    }

    /// The partnership (0 or 1) of `seat`, or the seat itself when everyone plays alone.
    pub const fn team(&self, seat: usize) -> usize {
        if self.partnerships { seat % 2 } else { seat }
    }

    /// Whether two seats win and lose together (the same seat, or partners).
    pub const fn same_side(&self, a: usize, b: usize) -> bool {
        self.team(a) == self.team(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_section_five() {
        let m2 = Rules::standard(Variant::Musical, 2).unwrap();
        assert_eq!((m2.target, m2.hand_size, m2.partnerships), (1, 6, false));
        let m4 = Rules::standard(Variant::Musical, 4).unwrap();
        assert!(m4.partnerships);
        assert_eq!(m4.partnership_out, PartnershipOut::Both);
        let b3 = Rules::standard(Variant::Block, 3).unwrap();
        assert_eq!((b3.hand_size, b3.target), (5, 100));
        let s = Rules::standard(Variant::Shark, 2).unwrap();
        assert_eq!((s.hand_size, s.target), (11, 200));
        let m = Rules::standard(Variant::Matador, 4).unwrap();
        assert_eq!(m.hand_size, 3);
        let b4 = Rules::new(
            Variant::Block,
            4,
            &Options {
                partnerships: Some(true),
                ..Options::default()
            },
        )
        .unwrap();
        assert_eq!(b4.partnership_out, PartnershipOut::One);
    }

    #[test]
    fn invalid_options_are_refused() {
        assert!(matches!(
            Rules::standard(Variant::Musical, 3),
            Err(RulesError::Players { .. })
        ));
        assert!(Rules::standard(Variant::Shark, 4).is_err());
        let with = |o: Options, v, p| Rules::new(v, p, &o);
        assert!(
            with(
                Options {
                    target: Some(0),
                    ..Default::default()
                },
                Variant::Block,
                2
            )
            .is_err()
        );
        assert!(
            with(
                Options {
                    round_to_five: Some(true),
                    ..Default::default()
                },
                Variant::Block,
                2
            )
            .is_err()
        );
        assert!(
            with(
                Options {
                    end_scoring: Some(EndScoring::Difference),
                    ..Default::default()
                },
                Variant::Shark,
                2
            )
            .is_err()
        );
        assert!(
            with(
                Options {
                    partnerships: Some(true),
                    ..Default::default()
                },
                Variant::Block,
                2
            )
            .is_err()
        );
        assert!(
            with(
                Options {
                    partnerships: Some(false),
                    ..Default::default()
                },
                Variant::Musical,
                4
            )
            .is_err()
        );
        assert!(
            with(
                Options {
                    partnership_out: Some(PartnershipOut::One),
                    ..Default::default()
                },
                Variant::Block,
                4
            )
            .is_err()
        );
        assert!(
            with(
                Options {
                    hand_size: Some(13),
                    ..Default::default()
                },
                Variant::Matador,
                2
            )
            .is_ok()
        );
        assert!(
            with(
                Options {
                    hand_size: Some(14),
                    ..Default::default()
                },
                Variant::Matador,
                2
            )
            .is_err()
        );
        assert!(
            with(
                Options {
                    partnerships: Some(true),
                    ..Default::default()
                },
                Variant::Matador,
                4
            )
            .is_err()
        );
    }

    #[test]
    fn options_written_back_resolve_to_the_same_rules() {
        let rules = Rules::new(
            Variant::Block,
            4,
            &Options {
                partnerships: Some(true),
                partnership_out: Some(PartnershipOut::Both),
                end_scoring: Some(EndScoring::Difference),
                target: Some(50),
                ..Default::default()
            },
        )
        .unwrap();
        assert_eq!(
            Rules::new(Variant::Block, 4, &rules.options()).unwrap(),
            rules
        );
        let m4 = Rules::standard(Variant::Musical, 4).unwrap();
        assert_eq!(m4.options(), Options::default());
    }
}
