//! The new-game screen: the variant (Musical Dominoes first), the seats it allows, each seat
//! human or computer with a name, the match target, and the rule options of `RULES.md`
//! section 5 that the chosen game takes (how a round won in Block or Draw scores, whether All
//! Fives rounds its end-of-round points to five, when a partnership is out).

use iced::widget::{
    Space, button, column, container, responsive, row, scrollable, text, text_input,
};
use iced::{Alignment, Element, Length};
use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::engine::{EndScoring, Options, PartnershipOut, Rules, Variant};
use crate::i18n::{Arg, Localizer};
use crate::ui::screen::game::{
    NAME_MAX_CHARS, Player, SeatSetup, Setup, clean_name, is_direction_mark, level_id, name_length,
    name_prefix, variant_id,
};
use crate::ui::theme::{self, Palette};

/// A choice on the variant list: a variant, or a 4-player partnership game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// One of the seven variants.
    Plain(Variant),
    /// Block or Draw for four in two partnerships (`RULES.md` sections 3 and 5): Block
    /// with seven tiles each, the whole set; Draw with its five each, the rest the stock.
    Partnership(Variant),
}

impl Choice {
    /// The list in menu order, Musical Dominoes first.
    pub const ALL: [Choice; 9] = [
        Choice::Plain(Variant::Musical),
        Choice::Plain(Variant::Block),
        Choice::Plain(Variant::Draw),
        Choice::Plain(Variant::AllFives),
        Choice::Plain(Variant::AllFivesDraw),
        Choice::Plain(Variant::Shark),
        Choice::Plain(Variant::Matador),
        Choice::Partnership(Variant::Block),
        Choice::Partnership(Variant::Draw),
    ];

    fn variant(self) -> Variant {
        match self {
            Choice::Plain(v) | Choice::Partnership(v) => v,
        }
    }

    fn players(self) -> &'static [usize] {
        match self {
            Choice::Plain(v) => v.player_counts(),
            Choice::Partnership(_) => &[4],
        }
    }

    fn message_id(self) -> &'static str {
        match self {
            Choice::Plain(v) => variant_id(v),
            Choice::Partnership(Variant::Draw) => "variant-partnership-draw",
            Choice::Partnership(_) => "variant-partnership",
        }
    }
}

/// The Fluent id of New game's words for when a partnership is out.
pub const fn partnership_out_id(p: PartnershipOut) -> &'static str {
    match p {
        PartnershipOut::One => "new-partnership-out-one",
        PartnershipOut::Both => "new-partnership-out-both",
    }
}

/// The Fluent id of New game's words for what a round won scores in Block and Draw.
pub const fn end_scoring_id(e: EndScoring) -> &'static str {
    match e {
        EndScoring::Opponents => "new-end-scoring-opponents",
        EndScoring::Difference => "new-end-scoring-difference",
    }
}

/// The Fluent id of New game's words for All Fives' end-of-round points, rounded or not.
pub const fn round_to_five_id(rounded: bool) -> &'static str {
    if rounded {
        "new-round-to-five-yes"
    } else {
        "new-round-to-five-no"
    }
}

/// The target New game offers for `variant`: Musical Dominoes plays to three rounds won, since
/// one round of it often blocks after a few tablets each and would be a match of four
/// tablets; the other games' own targets (`docs/RULES.md` section 5) already make matches of
/// several rounds. A record without a target still means the variant's own (one round of
/// Musical Dominoes), so this is New game's choice only, not the rules'.
pub const fn offered_target(variant: Variant) -> u32 {
    match variant {
        Variant::Musical => 3,
        v => v.default_target(),
    }
}

/// Messages of the screen.
#[derive(Debug, Clone)]
pub enum Message {
    /// A variant was picked.
    Variant(Choice),
    /// A player count was picked.
    Players(usize),
    /// A seat's name was edited.
    Name(usize, String),
    /// A seat's player was picked.
    Player(usize, Player),
    /// The target was edited.
    Target(String),
    /// How a round won scores in Block and Draw.
    EndScoring(EndScoring),
    /// Whether All Fives rounds its end-of-round points to five.
    RoundToFive(bool),
    /// When a partnership is out.
    PartnershipOut(PartnershipOut),
    /// Start the match.
    Start,
    /// Back to Home.
    Back,
}

/// What the screen asks of the app.
pub enum Action {
    /// Nothing.
    None,
    /// Start a match with this setup.
    Start(Setup),
    /// Back to Home.
    Back,
}

/// How the settings file names the four-seat partnership games among the variants.
/// The least width of the page's body, in logical pixels, that holds the games' column
/// (300) beside the form (a seat's row takes about 580): narrower (or lower than
/// [`TALL_FROM`]), the games wrap above the form and the whole scrolls.
pub const WIDE_FROM: f32 = 880.0;

/// The least height of the page's body, in logical pixels, that holds the games' column
/// (nine buttons of 44 and their gaps of 6: 444) beside the form: lower, as at 200 % on
/// 1920 × 1080 (a body about 394 tall), the games wrap above the form.
pub const TALL_FROM: f32 = 450.0;

const PARTNERSHIP_ID: &str = "block-partnerships";
/// The same for the partnership Drawing game.
const PARTNERSHIP_DRAW_ID: &str = "draw-partnerships";

/// The New game screen's choices as kept between runs (`new_game` in `settings.json`): the
/// game (a variant's record name, or `block-partnerships`), the number of players, the four
/// seats (names and players, the unused ones too), the target as typed and the rule options
/// (missing in files from before they were offered). Each value may be missing (the screen's
/// own choice stays, [`NewGame::restore`]), so that a settings file with one bad value here
/// loses only that value ([`crate::storage::salvage`]).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedChoices {
    /// The game.
    pub game: String,
    /// How many play.
    pub players: usize,
    /// All four seats.
    pub seats: Vec<SeatSetup>,
    /// The target, as typed.
    pub target: String,
    /// How a round won scores in Block and Draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_scoring: Option<EndScoring>,
    /// Whether All Fives rounds its end-of-round points to five.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_to_five: Option<bool>,
    /// When a partnership is out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partnership_out: Option<PartnershipOut>,
}

/// The screen's state.
#[derive(Debug, Clone)]
pub struct NewGame {
    choice: Choice,
    players: usize,
    seats: Vec<SeatSetup>,
    target: String,
    end_scoring: EndScoring,
    round_to_five: bool,
    partnership_out: PartnershipOut,
}

impl NewGame {
    /// Musical Dominoes for two: the first seat human, the second the computer (Club), named
    /// with the default names of `i18n`.
    pub fn new(i18n: &Localizer) -> NewGame {
        let seats = (0..4)
            .map(|i| SeatSetup {
                name: crate::ui::screen::game::default_seat_name(i18n, i),
                player: if i == 0 {
                    Player::Human
                } else {
                    Player::Computer(Level::Club)
                },
            })
            .collect();
        NewGame {
            choice: Choice::Plain(Variant::Musical),
            players: 2,
            seats,
            target: offered_target(Variant::Musical).to_string(),
            end_scoring: EndScoring::Opponents,
            round_to_five: false,
            partnership_out: PartnershipOut::One,
        }
    }

    /// The language changed from `old` to `new`: the seats' default names follow it (a name
    /// someone typed stays).
    pub fn language_changed(&mut self, old: &Localizer, new: &Localizer) {
        for (i, seat) in self.seats.iter_mut().enumerate() {
            new.follow_default(old, &format!("seat-default-name-{}", i + 1), &mut seat.name);
        }
    }

    /// The screen's choices as the settings file keeps them, so that the next run offers
    /// the game last started.
    pub fn saved(&self) -> SavedChoices {
        SavedChoices {
            game: match self.choice {
                Choice::Plain(v) => v.name().to_string(),
                Choice::Partnership(Variant::Draw) => PARTNERSHIP_DRAW_ID.to_string(),
                Choice::Partnership(_) => PARTNERSHIP_ID.to_string(),
            },
            players: self.players,
            seats: self.seats.clone(),
            target: self.target.clone(),
            end_scoring: Some(self.end_scoring),
            round_to_five: Some(self.round_to_five),
            partnership_out: Some(self.partnership_out),
        }
    }

    /// Takes the choices `saved` by an earlier run, each where it makes sense, so that one
    /// bad value costs only itself: a game the screen offers (else Musical Dominoes), a player
    /// count that game allows (else its first), the seats given (at most four, names cleaned
    /// by [`clean_name`]; the others keep theirs), a target of one to four digits above 0
    /// (else the game's own), and the rule options given.
    pub fn restore(&mut self, saved: &SavedChoices) {
        let choice = match saved.game.as_str() {
            PARTNERSHIP_ID => Some(Choice::Partnership(Variant::Block)),
            PARTNERSHIP_DRAW_ID => Some(Choice::Partnership(Variant::Draw)),
            game => Variant::from_name(game).map(Choice::Plain),
        };
        if let Some(e) = saved.end_scoring {
            self.end_scoring = e;
        }
        if let Some(r) = saved.round_to_five {
            self.round_to_five = r;
        }
        if let Some(p) = saved.partnership_out {
            self.partnership_out = p;
        }
        if let Some(choice) = choice {
            self.choice = choice;
        }
        let counts = self.choice.players();
        self.players = if counts.contains(&saved.players) {
            saved.players
        } else {
            counts[0]
        };
        for (mine, theirs) in self.seats.iter_mut().zip(&saved.seats) {
            let name = clean_name(&theirs.name);
            if !name.is_empty() {
                mine.name = name;
            }
            mine.player = theirs.player;
        }
        let target_ok = (1..=4).contains(&saved.target.len())
            && saved.target.chars().all(|c| c.is_ascii_digit())
            && saved.target.parse::<u32>().is_ok_and(|t| t > 0);
        self.target = if target_ok {
            saved.target.clone()
        } else {
            offered_target(self.choice.variant()).to_string()
        };
    }

    /// Takes the game, seats, target and rule options of `setup` (a match just played), so
    /// that "New game" after it offers the same again; seats it does not have keep theirs,
    /// and options its game does not take keep what was chosen for theirs. A match whose rules
    /// the screen cannot offer (options given on the command line) leaves it as it is.
    pub fn take(&mut self, setup: &Setup) {
        let rules = setup.rules;
        let choice = match (rules.variant, rules.hand_size) {
            (Variant::Block, 7) | (Variant::Draw, 5) if rules.partnerships => {
                Choice::Partnership(rules.variant)
            }
            _ if rules.partnerships => return,
            (v, _) => Choice::Plain(v),
        };
        if !choice.players().contains(&rules.players) {
            return;
        }
        self.choice = choice;
        // Only the options this game takes: the others keep what was last chosen for theirs.
        match choice {
            Choice::Partnership(_) => self.partnership_out = rules.partnership_out,
            Choice::Plain(Variant::Block | Variant::Draw) => self.end_scoring = rules.end_scoring,
            Choice::Plain(Variant::AllFives | Variant::AllFivesDraw) => {
                self.round_to_five = rules.round_to_five;
            }
            Choice::Plain(_) => {}
        }
        self.players = rules.players;
        for (mine, theirs) in self.seats.iter_mut().zip(&setup.seats) {
            *mine = theirs.clone();
        }
        self.target = rules.target.to_string();
    }

    /// The rules and the seats as chosen, or the reason they cannot start (in words): the
    /// rules' own, or two seats of the same name (a seat left empty takes its default name,
    /// which its field shows; names are compared without case or the spaces round them),
    /// since the status line and the count tell the seats by their names.
    fn chosen(&self, i18n: &Localizer) -> Result<(Rules, Vec<SeatSetup>), String> {
        let rules = self.rules(i18n)?;
        let seats: Vec<SeatSetup> = self.seats[..self.players]
            .iter()
            .enumerate()
            .map(|(i, s)| SeatSetup {
                name: if s.name.trim().is_empty() {
                    crate::ui::screen::game::default_seat_name(i18n, i)
                } else {
                    s.name.trim().to_string()
                },
                player: s.player,
            })
            .collect();
        if crate::ui::screen::game::repeated_name(&seats).is_some() {
            return Err(i18n.t("new-names-differ"));
        }
        Ok((rules, seats))
    }

    /// The rules as chosen, or the reason they are not valid (in words).
    fn rules(&self, i18n: &Localizer) -> Result<Rules, String> {
        let target: u32 = self
            .target
            .trim()
            .parse()
            .ok()
            .filter(|t| *t > 0)
            .ok_or_else(|| i18n.t("new-target-invalid"))?;
        self.rules_to(target)
    }

    /// The rules as chosen with `target` (points or rounds won, from 1), or the reason they
    /// are not valid (in words).
    fn rules_to(&self, target: u32) -> Result<Rules, String> {
        let mut options = Options {
            target: Some(target),
            ..Options::default()
        };
        let variant = self.choice.variant();
        if let Choice::Partnership(v) = self.choice {
            options.partnerships = Some(true);
            // Block deals the whole set, seven each; the Drawing game keeps its five each
            // for four, so that a stock is left to draw from (`RULES.md` section 4).
            if v == Variant::Block {
                options.hand_size = Some(7);
            }
            options.partnership_out = Some(self.partnership_out);
        } else if matches!(variant, Variant::Block | Variant::Draw) {
            // Offered without partnerships only: with them, "the difference" leaves a side
            // that wins by one partner out, the other holding much, with nothing
            // (`RULES.md` section 4).
            options.end_scoring = Some(self.end_scoring);
        }
        if matches!(variant, Variant::AllFives | Variant::AllFivesDraw) {
            options.round_to_five = Some(self.round_to_five);
        }
        Rules::new(self.choice.variant(), self.players, &options).map_err(|e| e.to_string())
    }

    /// Applies `message`.
    pub fn update(&mut self, message: Message, i18n: &Localizer) -> Action {
        match message {
            Message::Variant(c) => {
                // Leaving a partnership game, the four seats were its own: back to two.
                let from_partners = matches!(self.choice, Choice::Partnership(_));
                self.choice = c;
                if from_partners || !c.players().contains(&self.players) {
                    self.players = c.players()[0];
                }
                self.target = offered_target(c.variant()).to_string();
            }
            Message::Players(n) => {
                if self.choice.players().contains(&n) {
                    self.players = n;
                }
            }
            Message::Name(i, name) => {
                // As typed (spaces too, trimmed at the start of the match), less control
                // characters and direction marks, which only a paste can bring.
                if let Some(s) = self.seats.get_mut(i) {
                    let shown: String = name
                        .chars()
                        .filter(|&c| !c.is_control() && !is_direction_mark(c))
                        .collect();
                    s.name = name_prefix(&shown, NAME_MAX_CHARS);
                }
            }
            Message::Player(i, p) => {
                if let Some(s) = self.seats.get_mut(i) {
                    s.player = p;
                }
            }
            Message::Target(t) => {
                self.target = t.chars().filter(char::is_ascii_digit).take(4).collect();
            }
            Message::EndScoring(e) => self.end_scoring = e,
            Message::RoundToFive(r) => self.round_to_five = r,
            Message::PartnershipOut(p) => self.partnership_out = p,
            Message::Start => {
                if let Ok((rules, seats)) = self.chosen(i18n) {
                    let seed = crate::platform::clock::SystemTime::now()
                        .duration_since(crate::platform::clock::UNIX_EPOCH)
                        .map(|d| d.as_nanos() as u64)
                        .unwrap_or(1);
                    return Action::Start(Setup { rules, seats, seed });
                }
            }
            Message::Back => return Action::Back,
        }
        Action::None
    }

    /// The rule options the chosen game takes, as a label and buttons (`None` for a game
    /// that takes none here): Block and Draw, how a round won scores; All Fives, whether its
    /// end-of-round points are rounded to five; the partnership games, when a side is out.
    fn options_row<'a>(&self, i18n: &Localizer, palette: Palette) -> Option<Element<'a, Message>> {
        let pick = |selected: bool| {
            theme::button(
                palette,
                if selected {
                    theme::Kind::Selected
                } else {
                    theme::Kind::Secondary
                },
            )
        };
        let (label, choices): (&str, Vec<(&str, bool, Message)>) = match self.choice {
            Choice::Partnership(_) => (
                "new-partnership-out",
                [PartnershipOut::One, PartnershipOut::Both]
                    .map(|p| {
                        let chosen = self.partnership_out == p;
                        (partnership_out_id(p), chosen, Message::PartnershipOut(p))
                    })
                    .to_vec(),
            ),
            Choice::Plain(Variant::Block | Variant::Draw) => (
                "new-end-scoring",
                [EndScoring::Opponents, EndScoring::Difference]
                    .map(|e| {
                        (
                            end_scoring_id(e),
                            self.end_scoring == e,
                            Message::EndScoring(e),
                        )
                    })
                    .to_vec(),
            ),
            Choice::Plain(Variant::AllFives | Variant::AllFivesDraw) => (
                "new-round-to-five",
                [false, true]
                    .map(|r| {
                        (
                            round_to_five_id(r),
                            self.round_to_five == r,
                            Message::RoundToFive(r),
                        )
                    })
                    .to_vec(),
            ),
            Choice::Plain(_) => return None,
        };
        let buttons = row(choices.into_iter().map(|(id, selected, msg)| {
            button(text(i18n.t(id)).size(16))
                .on_press(msg)
                .style(pick(selected))
                .into()
        }))
        .spacing(6)
        .wrap()
        .vertical_spacing(4);
        Some(
            column![text(i18n.t(label)).size(20), buttons]
                .spacing(6)
                .into(),
        )
    }

    /// The screen; `replaces_match` when a match is in progress (starting ends it, which the
    /// screen says beside Start).
    pub fn view<'a>(
        &'a self,
        i18n: &'a Localizer,
        palette: Palette,
        replaces_match: bool,
    ) -> Element<'a, Message> {
        // Two columns where the window is wide and tall enough (the games beside the form),
        // else one that scrolls: the games as a row that wraps above the form (at 150 % on a
        // 1024 × 768 projector the page has 683 × 481 logical pixels).
        let body = responsive(move |room| {
            let form = self.form(i18n, palette);
            if room.width >= WIDE_FROM && room.height >= TALL_FROM {
                let footer = self.footer(i18n, palette, replaces_match, false);
                let variants = column(self.variant_buttons(i18n, palette, Length::Fill))
                    .spacing(6)
                    .width(Length::Fixed(300.0));
                row![
                    variants,
                    container(scrollable(form.push(footer).padding(4))).width(Length::Fill)
                ]
                .spacing(24)
                .into()
            } else {
                let footer = self.footer(i18n, palette, replaces_match, true);
                let variants = row(self.variant_buttons(i18n, palette, Length::Shrink))
                    .spacing(6)
                    .wrap()
                    .vertical_spacing(6);
                // Back and Start stay in view under what scrolls.
                column![
                    scrollable(column![variants, form].spacing(18).padding(4)).height(Length::Fill),
                    container(footer).padding([0, 4]),
                ]
                .spacing(8)
                .into()
            }
        });
        container(
            column![text(i18n.t("new-title")).size(36), body]
                .spacing(18)
                .max_width(1100),
        )
        .padding(24)
        .center_x(Length::Fill)
        .into()
    }

    /// A button for each game, `width` wide (the column's width, or its name's).
    fn variant_buttons<'a>(
        &'a self,
        i18n: &'a Localizer,
        palette: Palette,
        width: Length,
    ) -> impl Iterator<Item = Element<'a, Message>> + 'a {
        Choice::ALL.iter().map(move |&c| {
            let style = if c == self.choice {
                theme::button(palette, theme::Kind::Selected)
            } else {
                theme::button(palette, theme::Kind::Secondary)
            };
            button(text(i18n.t(c.message_id())).size(20))
                .width(width)
                .padding([8, 14])
                .on_press(Message::Variant(c))
                .style(style)
                .into()
        })
    }

    /// The form beside (or under) the games: the players and their seats, the rule options
    /// and the target.
    fn form<'a>(
        &'a self,
        i18n: &'a Localizer,
        palette: Palette,
    ) -> iced::widget::Column<'a, Message> {
        let pick = |selected: bool| {
            if selected {
                theme::button(palette, theme::Kind::Selected)
            } else {
                theme::button(palette, theme::Kind::Secondary)
            }
        };
        let players = row(self.choice.players().iter().map(|&n| {
            button(text(i18n.t_args("new-players", &[("count", Arg::from(n))])).size(18))
                .on_press(Message::Players(n))
                .style(pick(n == self.players))
                .into()
        }))
        .spacing(8);

        // Whether the seats sit in partnerships does not hang on the target: while the target
        // is being typed (empty for a moment), the seats keep their colours and the partnership
        // note its place, so nothing moves and the target keeps the keyboard.
        let partnerships = self.rules_to(1).is_ok_and(|r| r.partnerships);
        let seats = column((0..self.players).map(|i| {
            let seat = &self.seats[i];
            let color = if partnerships {
                palette.seats[i % 2]
            } else {
                palette.on_table
            };
            let kinds = [
                Player::Human,
                Player::Computer(Level::Beginner),
                Player::Computer(Level::Club),
                Player::Computer(Level::Expert),
            ];
            let choices = row(kinds.iter().map(|&k| {
                let label = match k {
                    Player::Human => i18n.t("new-human"),
                    Player::Computer(l) => i18n.t(level_id(l)),
                };
                button(text(label).size(16))
                    .on_press(Message::Player(i, k))
                    .style(pick(seat.player == k))
                    .into()
            }))
            .spacing(4)
            // What the name leaves, and a long level name ("Fortgeschritten") takes a second
            // row rather than the edge.
            .width(Length::Fill)
            .wrap()
            .vertical_spacing(4);
            row![
                text(i18n.t_args("new-seat", &[("number", Arg::from(i + 1))]))
                    .size(18)
                    .color(color)
                    .width(Length::Fixed(80.0)),
                // An empty name is the seat's default, shown where the name would be.
                text_input(
                    &crate::ui::screen::game::default_seat_name(i18n, i),
                    &seat.name
                )
                .on_input(move |s| Message::Name(i, s))
                .size(18)
                .width(Length::Fixed(180.0)),
                choices,
            ]
            .spacing(10)
            .align_y(Alignment::Center)
            .into()
        }))
        .spacing(8);

        let mut right =
            column![text(i18n.t("new-players-title")).size(22), players, seats,].spacing(12);
        if partnerships {
            right = right.push(
                text(i18n.t("new-partnership-note"))
                    .size(16)
                    .color(palette.on_table_dim),
            );
        }
        if let Some(options) = self.options_row(i18n, palette) {
            right = right.push(options);
        }
        right = right.push(
            row![
                text(i18n.t("new-target")).size(20),
                text_input("", &self.target)
                    .on_input(Message::Target)
                    .size(20)
                    .width(Length::Fixed(90.0)),
                // "1 round won", "3 rounds won": the unit agrees with the number typed.
                text(i18n.t_args(
                    if self.choice.variant() == Variant::Musical {
                        "new-target-rounds"
                    } else {
                        "new-target-points"
                    },
                    &[(
                        "count",
                        Arg::from(self.target.trim().parse::<u32>().unwrap_or(2)),
                    )],
                ))
                .size(16)
                .color(palette.on_table_dim),
            ]
            .spacing(10)
            .align_y(Alignment::Center),
        );
        right
    }

    /// The foot of the form: the reason the game cannot start (room kept for it), then Back
    /// and Start, with what starting does to a match in progress (`replaces_match`); where
    /// the page is `narrow`, the reason stands between Back and Start, so that the foot, which
    /// stays in view under the form, takes only the buttons' height.
    fn footer<'a>(
        &'a self,
        i18n: &'a Localizer,
        palette: Palette,
        replaces_match: bool,
        narrow: bool,
    ) -> Element<'a, Message> {
        let rules = self.chosen(i18n);
        let reason = text(match &rules {
            Err(e) => e.clone(),
            // A name typed to the limit: say why it takes no more.
            Ok(_)
                if self
                    .seats
                    .iter()
                    .take(self.players)
                    .any(|s| name_length(&s.name) >= NAME_MAX_CHARS) =>
            {
                i18n.t_args("new-name-limit", &[("count", Arg::from(NAME_MAX_CHARS))])
            }
            Ok(_) => String::new(),
        })
        .size(16)
        .color(palette.accent);
        let replaces = text(if replaces_match {
            i18n.t("new-replaces-match")
        } else {
            String::new()
        })
        .size(16)
        .color(palette.on_table_dim);
        let back = theme::text_button(palette, i18n.t("new-back"), 20, theme::Kind::Secondary)
            .on_press(Message::Back);
        let start = button(text(i18n.t("new-start")).size(24))
            .padding([10, 28])
            .on_press_maybe(rules.is_ok().then_some(Message::Start))
            .style(theme::button(palette, theme::Kind::Primary));
        if narrow {
            return row![
                back,
                column![reason, replaces].spacing(2).width(Length::Fill),
                start
            ]
            .spacing(12)
            .align_y(Alignment::Center)
            .into();
        }
        // Room for the reason the rules are refused is kept whether or not there is one, so
        // that Back and Start do not move when it comes and goes.
        column![
            container(reason).height(Length::Fixed(44.0)),
            row![
                back,
                Space::new().width(Length::Fill),
                replaces,
                Space::new().width(Length::Fixed(12.0)),
                start,
            ]
            .align_y(Alignment::Center)
        ]
        .spacing(12)
        .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(rules: Rules) -> Setup {
        let seats = (0..rules.players)
            .map(|i| SeatSetup {
                name: format!("P{i}"),
                player: Player::Human,
            })
            .collect();
        Setup {
            rules,
            seats,
            seed: 1,
        }
    }

    #[test]
    fn two_seats_of_one_name_cannot_start_and_the_screen_says_why() {
        let i18n = Localizer::new("en-GB");
        let mut screen = NewGame::new(&i18n);
        let _ = screen.update(Message::Players(4), &i18n);
        let _ = screen.update(Message::Name(0, "Ada".into()), &i18n);
        let _ = screen.update(Message::Name(1, " ada ".into()), &i18n);
        assert_eq!(
            screen.chosen(&i18n).err().as_deref(),
            Some("Each player needs a name of their own.")
        );
        assert!(matches!(screen.update(Message::Start, &i18n), Action::None));
        // A seat left empty takes its default name, so it may clash too: seat 2's is Ben.
        let _ = screen.update(Message::Name(1, String::new()), &i18n);
        let _ = screen.update(Message::Name(2, "Ben".into()), &i18n);
        assert!(screen.chosen(&i18n).is_err());
        // Told apart, they start, the empty seat by its default name.
        let _ = screen.update(Message::Name(2, "Cleo".into()), &i18n);
        let _ = screen.update(Message::Name(3, String::new()), &i18n);
        let Action::Start(setup) = screen.update(Message::Start, &i18n) else {
            panic!("four names of their own start");
        };
        let names: Vec<&str> = setup.seats.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["Ada", "Ben", "Cleo", "Dan"]);
    }

    #[test]
    fn a_match_played_gives_back_only_the_options_its_game_takes() {
        let i18n = Localizer::new("en-GB");
        let mut screen = NewGame::new(&i18n);
        let _ = screen.update(Message::RoundToFive(true), &i18n);
        let _ = screen.update(Message::PartnershipOut(PartnershipOut::Both), &i18n);
        // A Block match to the default: its scoring comes back, and All Fives' rounding and
        // the partnership choice stay as chosen for their games.
        screen.take(&setup(Rules::standard(Variant::Block, 2).unwrap()));
        let saved = screen.saved();
        assert_eq!(saved.game, "block");
        assert_eq!(saved.end_scoring, Some(EndScoring::Opponents));
        assert_eq!(saved.round_to_five, Some(true));
        assert_eq!(saved.partnership_out, Some(PartnershipOut::Both));
    }

    #[test]
    fn the_partnership_drawing_game_leaves_a_stock_to_draw_from() {
        // Four hands of five from 28 tiles leave 8 to draw; seven each would leave none.
        let i18n = Localizer::new("en-GB");
        let mut screen = NewGame::new(&i18n);
        let _ = screen.update(Message::Variant(Choice::Partnership(Variant::Draw)), &i18n);
        let rules = screen.rules(&i18n).unwrap();
        assert!(rules.partnerships);
        assert_eq!(28 - rules.players * rules.hand_size, 8);
        // Played and given back, it is the same game.
        screen.take(&setup(rules));
        assert_eq!(screen.saved().game, "draw-partnerships");
        // The partnership Block game deals the whole set.
        let _ = screen.update(Message::Variant(Choice::Partnership(Variant::Block)), &i18n);
        assert_eq!(screen.rules(&i18n).unwrap().hand_size, 7);
    }

    #[test]
    fn the_first_match_offered_is_several_rounds_of_musical_dominoes() {
        let i18n = Localizer::new("en-GB");
        let mut screen = NewGame::new(&i18n);
        let rules = screen.rules(&i18n).unwrap();
        assert_eq!((rules.variant, rules.target), (Variant::Musical, 3));
        // Back to it from another game, and from a saved target that is not a number.
        let _ = screen.update(Message::Variant(Choice::Plain(Variant::Shark)), &i18n);
        assert_eq!(screen.rules(&i18n).unwrap().target, 200);
        let _ = screen.update(Message::Variant(Choice::Plain(Variant::Musical)), &i18n);
        assert_eq!(screen.rules(&i18n).unwrap().target, 3);
        screen.restore(&SavedChoices {
            game: "musical".into(),
            target: "x".into(),
            ..SavedChoices::default()
        });
        assert_eq!(screen.rules(&i18n).unwrap().target, 3);
        // The other games keep their own targets.
        let _ = screen.update(Message::Variant(Choice::Plain(Variant::Block)), &i18n);
        assert_eq!(screen.rules(&i18n).unwrap().target, 100);
    }

    #[test]
    fn leaving_a_partnership_game_goes_back_to_two_players() {
        let i18n = Localizer::new("en-GB");
        let mut screen = NewGame::new(&i18n);
        let _ = screen.update(Message::Variant(Choice::Partnership(Variant::Block)), &i18n);
        assert_eq!(screen.saved().players, 4);
        let _ = screen.update(Message::Variant(Choice::Plain(Variant::AllFives)), &i18n);
        assert_eq!(screen.saved().players, 2);
        // A count chosen for a plain game stays while it is allowed.
        let _ = screen.update(Message::Players(3), &i18n);
        let _ = screen.update(Message::Variant(Choice::Plain(Variant::Block)), &i18n);
        assert_eq!(screen.saved().players, 3);
    }
}
