//! Replay a game record (`FORMATS.md`) move by move, forward and back, on the board; and the
//! page that opens one: the records exported from this app, a file chosen in the system's
//! dialog, or a path typed in.

use std::path::{Path, PathBuf};

use iced::widget::canvas::{Cache, Canvas};
use iced::widget::{
    button, column, container, responsive, row, scrollable, slider, text, text_input,
};
use iced::{Alignment, Element, Length, Task, keyboard};

use crate::engine::{Face, Match, Record, Tile, Variant};
use crate::i18n::{Arg, Localizer};
use crate::music::NoteValue;
use crate::ui::dialog::{self, Chosen};
use crate::ui::screen::game::{
    Cue, count_sum, face_id, move_words, outcome_words, played_out, rules_id, table_facts, tablet,
    variant_id,
};
use crate::ui::theme::{self, Palette};
use crate::ui::widget::board::Board;

/// How many exported records the open page lists.
const RECENT: usize = 30;

/// The widest a hand's tablet is drawn, logical pixels: three quarters of the game's own hand.
const HAND_TABLET_MAX: f32 = 96.0;
/// The narrowest, logical pixels: below it the notes' flags run together, so a long hand
/// takes more rows instead. The least whole width that draws its tablet at
/// [`crate::ui::widget::tablet::LEAST_SIDE`]: 77 less a tenth of its height (77 × 68 / 128 =
/// 40.9) each side, halved, is 34.4.
pub(crate) const HAND_TABLET_MIN: f32 = 77.0;
/// The height of a line of the status (22-point text at iced's line height of 1.3), logical
/// pixels.
const STATUS_LINE_HEIGHT: f32 = 22.0 * 1.3;
/// A tablet's height over its width, as in the game's hand (68 / 128).
pub(crate) const TABLET_RATIO: f32 = 68.0 / 128.0;
/// Space between a hand's tablets, logical pixels.
const HAND_GAP: f32 = 4.0;
/// The height of a seat's name line: a line of 20 points (the largest a name is set at).
const NAME_LINE: f32 = 20.0 * 1.3;

/// The window height, logical pixels, below which four seats' hands scroll in the top
/// [`HANDS_SHARE`] of the viewer.
pub const SCROLL_HANDS_BELOW: f32 = 600.0;
/// The share of the window's height the four hands keep where they scroll.
pub const HANDS_SHARE: f32 = 0.42;

/// Below this width, logical pixels, a hand takes a second row if it may ([`hand_layout`]).
const HAND_TABLET_WANTED: f32 = 84.0;

/// How a hand of up to `most` tablets is laid in a panel `width` logical pixels wide: the
/// width of each tablet (whole pixels, [`HAND_TABLET_MIN`]–[`HAND_TABLET_MAX`]) and the rows
/// kept for it. As few rows as [`HAND_TABLET_MIN`] allows, and the tablets as wide as those
/// rows leave room for; but where the panel has `room` to grow, a second row of larger tablets
/// when one row would draw them narrower than [`HAND_TABLET_WANTED`]; where it has not, a hand
/// that needs a second row keeps to [`HAND_TABLET_MIN`], so that the board keeps its height.
/// At least one row, so that a hand played out keeps its place.
pub fn hand_layout(width: f32, most: usize, room: bool) -> (f32, usize) {
    let n = most.max(1);
    let rows_at = |w: f32| {
        let per_row = (((width + HAND_GAP) / (w + HAND_GAP)).floor() as usize).max(1);
        n.div_ceil(per_row)
    };
    let needed = rows_at(HAND_TABLET_MIN);
    if !room && needed > 1 {
        return (HAND_TABLET_MIN, needed);
    }
    let rows = if room {
        needed.max(rows_at(HAND_TABLET_WANTED).min(2))
    } else {
        needed
    };
    let per_row = n.div_ceil(rows) as f32;
    let w = ((width + HAND_GAP) / per_row - HAND_GAP)
        .floor()
        .clamp(HAND_TABLET_MIN, HAND_TABLET_MAX);
    (w, rows)
}

/// Messages of the screen.
#[derive(Debug, Clone)]
pub enum Message {
    /// The path field was edited.
    Path(String),
    /// Open the path typed in.
    OpenPath,
    /// Open one of the listed records.
    OpenFile(PathBuf),
    /// Ask the system's dialog for a file.
    Choose,
    /// The dialog answered.
    Chosen(Chosen),
    /// The exported records were listed (newest first).
    Listed(Vec<Listed>),
    /// A record was read and checked (or why not), for the file named: its positions and
    /// its players' names if it keeps them ([`read_record`]).
    Loaded(PathBuf, Result<(Vec<Match>, Option<Vec<String>>), String>),
    /// The first position of the record.
    First,
    /// One move back.
    Back,
    /// One move forward.
    Forward,
    /// The last position of the record.
    Last,
    /// The start of the previous round (or of this one, if past its start).
    PreviousRound,
    /// The start of the next round.
    NextRound,
    /// Jump to a position of the current round (the slider).
    Seek(u32),
    /// Back to the open page.
    Close,
    /// Back to Home.
    Home,
}

/// What the screen asks of the app.
pub enum Action {
    /// Nothing more.
    None,
    /// Run this task.
    Run(Task<Message>),
    /// Sound a tablet that was just laid.
    Sound(Cue),
    /// Go to Home.
    Home,
}

/// A record being replayed.
pub struct Viewer {
    file: String,
    positions: Vec<Match>,
    /// Index in `positions` where each round starts (its deal).
    starts: Vec<usize>,
    at: usize,
    names: Vec<String>,
    board: Cache,
}

impl Viewer {
    /// A viewer of `positions` (from [`Record::positions`], never empty), showing the first;
    /// `file` names the record for the title; the seats take `names` (one per player) if
    /// given, else the default names.
    pub fn new(
        file: String,
        positions: Vec<Match>,
        names: Option<Vec<String>>,
        i18n: &Localizer,
    ) -> Option<Viewer> {
        let first = positions.first()?;
        let players = first.rules().players;
        let mut starts = Vec::new();
        let mut last_round = usize::MAX;
        for (i, m) in positions.iter().enumerate() {
            if m.round_number() != last_round {
                starts.push(i);
                last_round = m.round_number();
            }
        }
        Some(Viewer {
            file,
            names: names.filter(|n| n.len() == players).unwrap_or_else(|| {
                (0..players)
                    .map(|i| crate::ui::screen::game::default_seat_name(i18n, i))
                    .collect()
            }),
            positions,
            starts,
            at: 0,
            board: Cache::new(),
        })
    }

    /// The position shown (index into the record's positions).
    pub fn at(&self) -> usize {
        self.at
    }

    /// How many positions the record has.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Always false: a viewer holds at least the first deal.
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// The match at the position shown.
    pub fn shown(&self) -> &Match {
        &self.positions[self.at]
    }

    /// The round shown (0-based) and the range of positions it spans.
    fn round_span(&self) -> (usize, std::ops::Range<usize>) {
        let r = self.starts.partition_point(|&s| s <= self.at) - 1;
        let end = self
            .starts
            .get(r + 1)
            .copied()
            .unwrap_or(self.positions.len());
        (r, self.starts[r]..end)
    }

    fn go(&mut self, to: usize) -> Option<Cue> {
        let to = to.min(self.positions.len() - 1);
        let stepped_forward = to == self.at + 1;
        self.at = to;
        self.board.clear();
        if !stepped_forward {
            return None;
        }
        // A single step forward sounds the tablet just laid, as in the game.
        let round = self.shown().round();
        let action = round.history().last()?;
        let placed = match action.mv {
            crate::engine::Move::Lead { tile, left } => (left, tile.other(left)),
            crate::engine::Move::Play { tile, outward, .. } => (tile.other(outward), outward),
            _ => return None,
        };
        Some(
            match (
                NoteValue::from_suit(placed.0),
                NoteValue::from_suit(placed.1),
            ) {
                (Some(a), Some(b)) if round.rules().face() == Face::Notes => Cue::Tablet(a, b),
                _ => Cue::Knock,
            },
        )
    }

    /// Applies a stepping message; the cue to sound, if a tablet was laid.
    fn step(&mut self, message: &Message) -> Option<Cue> {
        let (r, span) = self.round_span();
        match message {
            Message::First => self.go(0),
            Message::Back => self.go(self.at.saturating_sub(1)),
            Message::Forward => self.go(self.at + 1),
            Message::Last => self.go(self.positions.len() - 1),
            Message::PreviousRound => {
                let to = if self.at > span.start || r == 0 {
                    span.start
                } else {
                    self.starts[r - 1]
                };
                self.go(to)
            }
            Message::NextRound => match self.starts.get(r + 1) {
                Some(&s) => self.go(s),
                None => self.go(span.end - 1),
            },
            Message::Seek(k) => self.go(span.start + *k as usize),
            _ => None,
        }
    }

    fn hand(&self, seat: usize) -> Vec<Tile> {
        let mut tiles: Vec<Tile> = self.shown().round().hand(seat).iter().collect();
        tiles.sort_by_key(|t| (t.low(), t.high()));
        tiles
    }

    fn view<'a>(&'a self, i18n: &'a Localizer, palette: Palette) -> Element<'a, Message> {
        responsive(move |room| self.view_in(i18n, palette, room.height)).into()
    }

    /// The viewer in a window `height` logical pixels tall: four hands in a window lower
    /// than [`SCROLL_HANDS_BELOW`] scroll in the top [`HANDS_SHARE`] of it, so that the board,
    /// the status and the controls below stay in view (at 150 % on a 1024 × 768 projector the
    /// window is 481 tall, and four hands of seven two by two stand about 450).
    fn view_in<'a>(
        &'a self,
        i18n: &'a Localizer,
        palette: Palette,
        height: f32,
    ) -> Element<'a, Message> {
        /// Width of the side panel (file, round, move, buttons), logical pixels.
        const INFO_WIDTH: f32 = 250.0;
        let game = self.shown();
        let rules = *game.rules();
        let face = rules.face();
        let round = game.round();
        let (r, span) = self.round_span();
        let move_no = self.at - span.start;
        let moves = span.len() - 1;

        // Each seat's panel takes its share of the width, and its tablets are drawn as large
        // as the largest hand it holds in this round allows (so that stepping through the
        // round never moves the board).
        // Two seats have the room for two rows of larger tablets; with more, the board needs
        // the height (a line of 28 tablets).
        let room = rules.players <= 2;
        let scrolls = rules.players == 4 && height < SCROLL_HANDS_BELOW;
        let panel = |seat: usize| -> Element<'a, Message> {
            let color = palette.seats[rules.team(seat) % 4];
            let tiles = self.hand(seat);
            let sum = count_sum(&tiles, face);
            let most = self.positions[span.clone()]
                .iter()
                .map(|m| m.round().hand(seat).len())
                .max()
                .unwrap_or(0);
            let hand = responsive(move |size| {
                let (w, rows) = hand_layout(size.width, most, room);
                let h = (w * TABLET_RATIO).round();
                let tablets = row(tiles
                    .iter()
                    .map(|t| tablet(Some((t.low(), t.high())), face, palette, w, h)))
                .spacing(HAND_GAP)
                .wrap();
                let rows = rows as f32;
                container(tablets)
                    .height(Length::Fixed(rows * h + (rows - 1.0).max(0.0) * HAND_GAP))
                    .into()
            })
            .height(Length::Shrink);
            let score_id = if rules.variant == Variant::Musical {
                "game-rounds-won"
            } else {
                "game-points"
            };
            // A long name is set smaller, and past 14 points cut short with "…", to the
            // panel's width, so that it never runs over the next seat's panel.
            let name = self.names[seat].clone();
            let name = container(responsive(move |room| {
                let (words, size) =
                    crate::ui::screen::game::fit_line(&name, 20.0, 14.0, room.width);
                text(words)
                    .size(size)
                    .color(color)
                    .wrapping(iced::widget::text::Wrapping::None)
                    .into()
            }))
            .height(Length::Fixed(NAME_LINE));
            let info = column![
                name,
                hand,
                text(i18n.t_args("replay-count", &[("sum", sum.into())]))
                    .size(14)
                    .color(palette.on_table_dim),
                text(i18n.t_args(score_id, &[("points", Arg::from(game.scores()[seat]))])).size(16),
            ]
            .spacing(4);
            let outline = if round.to_move() == Some(seat) {
                theme::panel_outlined(palette, palette.accent, 3.0)
            } else {
                theme::panel_outlined(palette, iced::Color { a: 0.5, ..color }, 1.0)
            };
            container(info)
                .padding(8)
                .width(Length::Fill)
                .style(move |t| {
                    let mut style = outline(t);
                    // Flat where the hands scroll: the renderer draws a shadow past the
                    // scrollable's edge, as a dark box over the board.
                    if scrolls {
                        style.shadow = iced::Shadow::default();
                    }
                    style
                })
                .into()
        };
        let seats: Element<'a, Message> = if rules.players == 4 {
            super::seat_grid(4, 10.0, panel)
        } else {
            row((0..rules.players).map(panel)).spacing(10).into()
        };
        let seats = container(seats).width(Length::Fill);

        let mut info = column![
            text(i18n.t(rules_id(&rules))).size(20),
            text(self.file.clone()).size(14).color(palette.on_table_dim),
            text(i18n.t_args(
                "replay-round",
                &[
                    ("round", Arg::from(r + 1)),
                    ("rounds", Arg::from(self.starts.len())),
                ],
            ))
            .size(16),
            text(i18n.t_args(
                "replay-move",
                &[("move", Arg::from(move_no)), ("moves", Arg::from(moves))],
            ))
            .size(16),
        ]
        .spacing(4);
        for fact in table_facts(i18n, round) {
            info = info.push(text(fact).size(15));
        }
        info = info.push(
            row![
                button(text(i18n.t("replay-open-another")).size(15))
                    .on_press(Message::Close)
                    .style(theme::button(palette, theme::Kind::Secondary)),
                button(text(i18n.t("game-home")).size(15))
                    .on_press(Message::Home)
                    .style(theme::button(palette, theme::Kind::Secondary)),
            ]
            .spacing(6),
        );
        // The seats wrap in what the panel leaves them, so the panel keeps its width (and its
        // buttons) with four seats at any size.
        let top = row![
            seats,
            container(info)
                .padding(8)
                .width(Length::Fixed(INFO_WIDTH))
                .style(theme::panel(palette))
        ]
        .spacing(10);
        let top: Element<'a, Message> = if scrolls {
            scrollable(top)
                .height(Length::Fixed((height * HANDS_SHARE).floor()))
                .into()
        } else {
            top.into()
        };

        let board = Canvas::new(Board::<Message> {
            max_unit: crate::ui::widget::board::MAX_UNIT,
            line: round.line(),
            longest: crate::ui::widget::board::longest_line(round),
            face,
            crosswise: rules.variant.doubles_crosswise(),
            palette,
            choosable: Vec::new(),
            highlight: None,
            end_names: crate::ui::widget::board::end_names(i18n),
            open: round.outcome().is_none(),
            centred: false,
            cache: &self.board,
        })
        .width(Length::Fill)
        .height(Length::Fill);

        let last = match round.history().last() {
            Some(a) if move_no > 0 => {
                move_words(i18n, &self.names[usize::from(a.seat)], a.mv, face)
            }
            _ => i18n.t(&face_id("replay-dealt", face)),
        };
        let mut status = column![text(last).size(22)].spacing(4);
        if let Some(outcome) = round.outcome()
            && self.at + 1 == span.end
        {
            let names: Vec<String> = outcome
                .winners
                .iter()
                .map(|s| self.names[s].clone())
                .collect();
            status = status.push(
                text(outcome_words(
                    i18n,
                    outcome.end,
                    &names,
                    &played_out(round)
                        .map(|s| self.names[s].clone())
                        .collect::<Vec<_>>(),
                ))
                .size(22)
                .color(palette.accent),
            );
        }
        // The record's last step of a match played out: who won it.
        if self.at + 1 == self.positions.len()
            && let Some(winners) = self.shown().winners()
        {
            let names: Vec<String> = winners.iter().map(|s| self.names[s].clone()).collect();
            status = status.push(
                text(crate::ui::screen::game::match_won_words(i18n, &names))
                    .size(22)
                    .color(palette.accent),
            );
        }

        // The status keeps, through the whole round, the height its last step needs (the
        // move, how the round ended, who won the match), so that the board above it is laid
        // out at one size from the deal to the end and does not move at the last step.
        let round_end = &self.positions[span.end - 1];
        let lines = 1
            + usize::from(round_end.round().outcome().is_some())
            + usize::from(span.end == self.positions.len() && round_end.winners().is_some());
        let status = container(status).height(Length::Fixed(
            lines as f32 * STATUS_LINE_HEIGHT + (lines - 1) as f32 * 4.0,
        ));

        let nav = |label: &str, msg: Message, enabled: bool| {
            button(text(i18n.t(label)).size(18))
                .padding([6, 14])
                .on_press_maybe(enabled.then_some(msg))
                .style(theme::button(palette, theme::Kind::Secondary))
        };
        let at_start = self.at == 0;
        let at_end = self.at + 1 == self.positions.len();
        let controls = row![
            nav("replay-first", Message::First, !at_start),
            nav("replay-previous-round", Message::PreviousRound, !at_start),
            nav("replay-back", Message::Back, !at_start),
            slider(0..=moves as u32, move_no as u32, Message::Seek).width(Length::Fill),
            nav("replay-forward", Message::Forward, !at_end),
            nav("replay-next-round", Message::NextRound, !at_end),
            nav("replay-last", Message::Last, !at_end),
        ]
        .spacing(8)
        .align_y(Alignment::Center);

        column![
            top,
            board,
            status,
            controls,
            text(i18n.t("replay-keys"))
                .size(14)
                .color(palette.on_table_dim)
        ]
        .spacing(8)
        .padding(12)
        .into()
    }
}

/// The replay screen: the open page, and the viewer once a record is open.
pub struct ReplayScreen {
    records: Option<PathBuf>,
    recent: Vec<Listed>,
    path: String,
    error: Option<String>,
    viewer: Option<Viewer>,
}

impl ReplayScreen {
    /// The open page; `records` is the folder of exported records (if the app keeps files).
    /// The list of them arrives from [`ReplayScreen::list`].
    pub fn new(records: Option<PathBuf>) -> ReplayScreen {
        ReplayScreen {
            records,
            recent: Vec::new(),
            path: String::new(),
            error: None,
            viewer: None,
        }
    }

    /// Lists the exported records off the interface thread.
    pub fn list(&self) -> Task<Message> {
        let Some(dir) = self.records.clone() else {
            return Task::none();
        };
        Task::perform(
            async move {
                crate::platform::work::blocking(move || list_records(&dir))
                    .await
                    .unwrap_or_default()
            },
            Message::Listed,
        )
    }

    /// The record being replayed, if one is open.
    pub fn viewer(&self) -> Option<&Viewer> {
        self.viewer.as_ref()
    }

    /// Applies `message`.
    pub fn update(&mut self, message: Message, i18n: &Localizer) -> Action {
        match message {
            Message::Path(p) => self.path = p,
            Message::OpenPath => {
                let typed = self.path.trim();
                if typed.is_empty() {
                    return Action::None;
                }
                return Action::Run(load(expand_home(typed)));
            }
            Message::OpenFile(p) => return Action::Run(load(p)),
            Message::Choose => {
                self.error = None;
                return Action::Run(
                    dialog::open_file(
                        &i18n.t("replay-choose"),
                        record_filter(i18n),
                        self.records.clone(),
                    )
                    .map(Message::Chosen),
                );
            }
            Message::Chosen(c) => match c {
                Chosen::File(p) => {
                    self.path = p.to_string_lossy().into_owned();
                    return Action::Run(load(p));
                }
                Chosen::Cancelled => {}
                Chosen::Unavailable => self.error = Some(i18n.t("dialog-unavailable")),
            },
            Message::Loaded(path, result) => {
                let name = path
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                match result.map(|(ps, names)| Viewer::new(name, ps, names, i18n)) {
                    Ok(Some(v)) => {
                        self.error = None;
                        self.viewer = Some(v);
                    }
                    Ok(None) => self.error = Some(i18n.t("replay-empty")),
                    Err(reason) => {
                        self.error = Some(i18n.t_args(
                            "replay-bad-file",
                            &[
                                ("file", path.display().to_string().into()),
                                ("reason", reason.into()),
                            ],
                        ));
                    }
                }
            }
            Message::Listed(files) => self.recent = files,
            Message::Close => {
                self.viewer = None;
                self.error = None;
                return Action::Run(self.list());
            }
            Message::Home => return Action::Home,
            other => {
                if let Some(v) = self.viewer.as_mut()
                    && let Some(cue) = v.step(&other)
                {
                    return Action::Sound(cue);
                }
            }
        }
        Action::None
    }

    /// Keyboard in the viewer: ← → step, Home/End jump to the ends, Page Up/Down by rounds,
    /// Escape closes the record (on the choice of a record, it goes Home).
    pub fn key(&mut self, key: &keyboard::Key) -> Action {
        use keyboard::key::Named;
        let message = match key {
            keyboard::Key::Named(Named::ArrowLeft) => Message::Back,
            keyboard::Key::Named(Named::ArrowRight) => Message::Forward,
            keyboard::Key::Named(Named::Home) => Message::First,
            keyboard::Key::Named(Named::End) => Message::Last,
            keyboard::Key::Named(Named::PageUp) => Message::PreviousRound,
            keyboard::Key::Named(Named::PageDown) => Message::NextRound,
            // Choosing a record: Escape goes back as the Back button does; in a record, it
            // closes it, back to the choice, as Close does.
            keyboard::Key::Named(Named::Escape) if self.viewer.is_none() => return Action::Home,
            keyboard::Key::Named(Named::Escape) => {
                self.viewer = None;
                self.error = None;
                return Action::Run(self.list());
            }
            _ => return Action::None,
        };
        match self.viewer.as_mut().and_then(|v| v.step(&message)) {
            Some(cue) => Action::Sound(cue),
            None => Action::None,
        }
    }

    /// The screen.
    pub fn view<'a>(&'a self, i18n: &'a Localizer, palette: Palette) -> Element<'a, Message> {
        if let Some(v) = &self.viewer {
            return v.view(i18n, palette);
        }
        // In the browser: no paths to type; a record is opened by upload, and the list holds
        // the matches kept in this browser's storage.
        let web = crate::platform::store::SAVES_ARE_DOWNLOADS;
        let mut col = column![
            text(i18n.t("replay-title")).size(34),
            text(i18n.t(if web {
                "replay-explain-web"
            } else {
                "replay-explain"
            }))
            .size(17)
            .color(palette.on_table_dim),
        ]
        .spacing(12)
        .width(Length::Fixed(640.0))
        .height(Length::Fill);
        // The ways to open a file first, then the exported records in what room is left,
        // scrolling, with Back under them: however many records there are, every control
        // stays on the screen.
        col = col.push(
            theme::text_button(palette, i18n.t("replay-choose"), 20, theme::Kind::Primary)
                .on_press(Message::Choose),
        );
        if !web {
            col = col.push(text(i18n.t("replay-path")).size(17)).push(
                row![
                    text_input("", &self.path)
                        .on_input(Message::Path)
                        .on_submit(Message::OpenPath)
                        .size(16)
                        .width(Length::Fill),
                    button(text(i18n.t("replay-open")).size(17))
                        .on_press_maybe((!self.path.trim().is_empty()).then_some(Message::OpenPath))
                        .style(theme::button(palette, theme::Kind::Secondary)),
                ]
                .spacing(8),
            );
        }
        if let Some(e) = &self.error {
            // A long path has no spaces to break at: it wraps anywhere rather than run off.
            col = col.push(
                text(e.clone())
                    .size(17)
                    .color(palette.accent)
                    .wrapping(iced::widget::text::Wrapping::WordOrGlyph),
            );
        }
        if !self.recent.is_empty() {
            col = col.push(
                text(i18n.t(if web {
                    "replay-recent-web"
                } else {
                    "replay-recent"
                }))
                .size(20),
            );
            let list = column(self.recent.iter().map(|listed| {
                // The players, when the record keeps them, with their scores, so that games
                // (and two exports of one match) can be told apart.
                let label = row![
                    text(listed.label(i18n))
                        .size(17)
                        .wrapping(iced::widget::text::Wrapping::None),
                    // Four players' names and scores may not fit beside the game's name:
                    // they go on to a second line rather than run off the button.
                    text(listed.players(i18n))
                        .size(17)
                        .color(palette.on_table_dim)
                        .width(Length::Fill),
                ]
                .spacing(12);
                button(container(label).clip(true))
                    .width(Length::Fill)
                    .on_press(Message::OpenFile(listed.path.clone()))
                    .style(theme::button(palette, theme::Kind::Secondary))
                    .into()
            }))
            .spacing(4);
            col = col.push(scrollable(list).spacing(6).height(Length::Fill));
        }
        col = col.push(
            theme::text_button(palette, i18n.t("new-back"), 18, theme::Kind::Secondary)
                .on_press(Message::Home),
        );
        // Kept to the top: an error line appearing below moves nothing above it.
        container(col)
            .center_x(Length::Fill)
            .height(Length::Fill)
            .padding(iced::Padding {
                top: 48.0,
                bottom: 24.0,
                ..iced::Padding::ZERO
            })
            .into()
    }
}

/// The dialog filter for game records.
pub fn record_filter(i18n: &Localizer) -> dialog::Filter {
    dialog::Filter {
        name: i18n.t("record-filter"),
        extensions: vec!["json".to_string()],
    }
}

/// A typed path with a leading `~` meaning the home folder, as in a shell.
fn expand_home(typed: &str) -> PathBuf {
    let home = || directories::UserDirs::new().map(|u| u.home_dir().to_path_buf());
    match typed.strip_prefix('~') {
        Some("") => home().unwrap_or_else(|| PathBuf::from(typed)),
        Some(rest) if rest.starts_with('/') || rest.starts_with(std::path::MAIN_SEPARATOR) => {
            match home() {
                Some(h) => h.join(&rest[1..]),
                None => PathBuf::from(typed),
            }
        }
        _ => PathBuf::from(typed),
    }
}

/// Reads and checks the record at `path` off the interface thread.
fn load(path: PathBuf) -> Task<Message> {
    Task::perform(
        async move {
            let shown = path.clone();
            let result = crate::platform::work::blocking(move || read_record(&path))
                .await
                .unwrap_or_else(|| Err(crate::ui::WORK_FAILED.to_string()));
            (shown, result)
        },
        |(path, result)| Message::Loaded(path, result),
    )
}

/// An exported record as the list of them shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct Listed {
    /// The file.
    pub path: PathBuf,
    /// Its game, if it reads as far as that.
    pub variant: Option<crate::engine::Variant>,
    /// The Fluent id of its game's name as the game names it ([`rules_id`]: the partnership
    /// Block and Drawing games by that name), if it replays; else its variant's, if it reads
    /// as far as that.
    pub game: Option<&'static str>,
    /// Its players' names, if it keeps them (see [`read_record`]).
    pub names: Option<Vec<String>>,
    /// Where the record ends, if it replays: each seat's score (rounds won in Musical
    /// Dominoes) and whether the match was over.
    pub end: Option<(Vec<i64>, bool)>,
    /// Whether its seats play in two partnerships (seats 1 and 3 against 2 and 4), which
    /// share their scores and are listed together.
    pub partners: bool,
}

impl Listed {
    /// The players and where the record ends: "Ada 1, Ben 0" for a match played out, "Ada 1,
    /// Ben 0 (unfinished)" for one stopped before its end, partners together with the score
    /// they share ("Ada & Cleo 18, Ben & Dan 0"); seats numbered from 1 when the record keeps
    /// no names; the names alone when it does not replay.
    pub fn players(&self, i18n: &Localizer) -> String {
        let names: Vec<String> = match (&self.names, &self.end) {
            (Some(n), _) => n.clone(),
            (None, Some((scores, _))) => (1..=scores.len())
                .map(|s| i18n.t_args("replay-seat", &[("seat", s.into())]))
                .collect(),
            (None, None) => return String::new(),
        };
        let Some((scores, over)) = &self.end else {
            return names.join(", ");
        };
        // Partners as one side: the seats of each partnership, each side with its score.
        let sides: Vec<(String, i64)> = if self.partners && names.len() == 4 && scores.len() == 4 {
            (0..2)
                .map(|t| {
                    let pair = [names[t].clone(), names[t + 2].clone()];
                    (crate::ui::screen::game::join_names(i18n, &pair), scores[t])
                })
                .collect()
        } else {
            names.iter().cloned().zip(scores.iter().copied()).collect()
        };
        let each = sides
            .into_iter()
            .map(|(n, s)| {
                i18n.t_args(
                    "replay-player-score",
                    &[("name", n.into()), ("score", s.to_string().into())],
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        if *over {
            each
        } else {
            i18n.t_args("replay-unfinished", &[("scores", each.into())])
        }
    }

    /// The name shown: the file's name, its game's record name (`musical …`, as exports are
    /// named) given in the user's language.
    pub fn label(&self, i18n: &Localizer) -> String {
        let stem = self
            .path
            .file_stem()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        match self.variant {
            // Exports are named `Variant::name` and the time (see `ui::App`'s export path).
            Some(v) => match stem
                .strip_prefix(v.name())
                .and_then(|r| r.strip_prefix(' '))
            {
                Some(rest) => format!("{} {rest}", i18n.t(self.game.unwrap_or(variant_id(v)))),
                None => stem,
            },
            None => stem,
        }
    }
}

/// The newest exported records in `dir` (at most 12), each with its game and players'
/// names when it can be read that far.
pub fn list_records(dir: &Path) -> Vec<Listed> {
    crate::storage::list_json(dir, RECENT)
        .into_iter()
        .map(|path| {
            #[derive(serde::Deserialize)]
            struct Head {
                variant: crate::engine::Variant,
                players: usize,
            }
            let text = crate::storage::read_record_input(&path).ok();
            let head = text
                .as_deref()
                .and_then(|t| serde_json::from_str::<Head>(t).ok());
            let names = match (&text, &head) {
                (Some(t), Some(h)) => seat_names(t, h.players),
                _ => None,
            };
            // Replayed to its end, so that two exports of one match (after a round, and at
            // its end) can be told apart by their scores.
            let replayed = text
                .as_deref()
                .and_then(|t| Record::from_json(t).ok())
                .and_then(|r| r.replay().ok());
            let end = replayed.as_ref().map(|m| {
                let players = m.rules().players;
                (m.scores()[..players].to_vec(), m.is_over())
            });
            let game = match (&replayed, &head) {
                (Some(m), _) => Some(rules_id(m.rules())),
                (None, Some(h)) => Some(variant_id(h.variant)),
                (None, None) => None,
            };
            Listed {
                path,
                variant: head.map(|h| h.variant),
                game,
                names,
                end,
                partners: replayed.as_ref().is_some_and(|m| m.rules().partnerships),
            }
        })
        .collect()
}

/// The most positions (deals and moves) a record may have for the viewer: a match of forty
/// rounds of fifty moves is 2,040.
pub const MAX_POSITIONS: usize = 20_000;

/// Every position of the record at `path`, or why it cannot be replayed (in the engine's
/// words: the round and move of the first fault).
pub fn read_positions(path: &Path) -> Result<Vec<Match>, String> {
    read_record(path).map(|(positions, _)| positions)
}

/// Every position of the record at `path` and the players' names if the record keeps its
/// seats (as the app's exports do: `"seats": [{"name": "Ada", "player": "human"}, …]`, one
/// per player; otherwise `None`), or why it cannot be replayed.
pub fn read_record(path: &Path) -> Result<(Vec<Match>, Option<Vec<String>>), String> {
    // Only an ordinary file: a named pipe would wait for a writer for ever, and the app with
    // it when it closes.
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        return Err(format!(
            "cannot read {}: it is not an ordinary file",
            path.display()
        ));
    }
    let text = crate::storage::read_record_input(path)?;
    let record = Record::from_json(&text).map_err(|e| e.to_string())?;
    // Each position is a copy of the table: a record of millions of one-tile rounds (it fits
    // in 10 MB) would fill the memory. The viewer takes a real match many times over.
    let count: usize = record.rounds.iter().map(|r| r.moves.len() + 1).sum();
    if count > MAX_POSITIONS {
        return Err(format!(
            "it has {count} positions to step through, more than the {MAX_POSITIONS} the viewer shows; `musical-dominoes replay` checks a record of any length"
        ));
    }
    let positions = record.positions().map_err(|e| e.to_string())?;
    let names = seat_names(&text, record.players);
    Ok((positions, names))
}

/// The names of the `players` seats a record's optional `seats` field gives (each cleaned by
/// [`clean_name`](crate::ui::screen::game::clean_name)); `None` when the
/// field is missing, of another shape, or names another number of seats.
fn seat_names(text: &str, players: usize) -> Option<Vec<String>> {
    #[derive(serde::Deserialize)]
    struct Seats {
        seats: Vec<crate::ui::screen::game::SeatSetup>,
    }
    let seats = serde_json::from_str::<Seats>(text).ok()?.seats;
    (seats.len() == players).then(|| {
        seats
            .into_iter()
            .map(|s| crate::ui::screen::game::clean_name(&s.name))
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::hand_layout;

    #[test]
    fn a_hand_takes_a_second_row_of_larger_tablets_only_where_it_may() {
        // A panel 474 px wide holds 5 tablets of 77 px in a row ((474 + 4) / 81 = 5.9), and 5
        // of the wanted 84 ((474 + 4) / 88 = 5.4): two seats take two rows of 4, each
        // (478 / 4 − 4 = 115.5) as wide as the largest allowed, 96.
        assert_eq!(hand_layout(474.0, 7, true), (96.0, 2));
        // Without room to grow, 7 need two rows all the same (5 a row), at the narrowest.
        assert_eq!(hand_layout(474.0, 7, false), (77.0, 2));
        // Five tablets in one row without room: 478 / 5 − 4 = 91.6, so 91.
        assert_eq!(hand_layout(474.0, 5, false), (91.0, 1));
        // Eight tablets in 345 px: 4 a row at 77 (349 / 81 = 4.3), so two rows are needed;
        // with room each is 349 / 4 − 4 = 83.25, so 83; without, they keep to 77.
        assert_eq!(hand_layout(345.0, 8, true), (83.0, 2));
        assert_eq!(hand_layout(345.0, 8, false), (77.0, 2));
        // An empty hand keeps one row for its place.
        assert_eq!(hand_layout(474.0, 0, true), (96.0, 1));
        // Too narrow for even one tablet of 77: one a row, at the narrowest.
        assert_eq!(hand_layout(50.0, 3, true), (77.0, 3));
    }
}
