//! The game screen: the line of play, the hand of the human to move, the other seats, scores,
//! the last move in words, the cover between two humans' turns, and the round's end.

use std::time::Duration;

use iced::time::Instant;
use iced::widget::canvas::{Cache, Canvas};
use iced::widget::{
    Space, button, column, container, mouse_area, responsive, row, scrollable, stack, text,
};
use iced::{Alignment, Element, Length, Task, keyboard};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use crate::ai::{self, Level};
use crate::chart::fonts::{FontRole, text_width};
use crate::engine::{End, Event, Face, Match, Move, Placed, Round, RoundEnd, Rules, Tile, Variant};
use crate::i18n::{Arg, Localizer};
use crate::music::NoteValue;
use crate::ui::metrics::{
    Faces, HAND_GAP, HAND_SLOTS, Metrics, PAD, SEAT_GAP, SEAT_LINES_GAP, SEAT_NAME_LINE, SEAT_PAD,
    SLIM_SEAT_WIDTH, SPACING,
};
use crate::ui::screen::tap::{self, TapMessages, Tapping};
use crate::ui::theme::{self, Palette};
use crate::ui::widget::board::Board;
use crate::ui::widget::tablet::{Emphasis, LEAST_SIDE, TabletCanvas};

/// Who sits in a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// A person at the screen.
    Human,
    /// The computer at a level.
    Computer(Level),
}

/// The longest name a seat may have, in characters as a reader counts them (the New game
/// screen stops there and `play --names` refuses more), so that a seat's panel stays within
/// the table.
pub const NAME_MAX_CHARS: usize = 24;

/// The characters of `name` as a reader counts them: "é" is one whether it is stored as one
/// code point or as an "e" and a combining accent (Unicode grapheme clusters).
pub fn name_length(name: &str) -> usize {
    use unicode_segmentation::UnicodeSegmentation;
    name.graphemes(true).count()
}

/// The most code points one character of a name keeps: a letter and its accents, a family of
/// emoji joined (7). A character with more (a letter under hundreds of stacked accents) is cut
/// to its first 8, which would otherwise run across the board and take seconds to lay out.
pub const CHARACTER_MAX_CODE_POINTS: usize = 8;

/// The most combining accents one character of a name keeps (Vietnamese "ệ" written as e and
/// two accents needs 2); more stack above the line into the text above it.
pub const CHARACTER_MAX_ACCENTS: usize = 2;

/// Whether `c` is a combining accent drawn over or under the letter before it (the combining
/// diacritical marks blocks of Unicode).
fn is_combining_accent(c: char) -> bool {
    matches!(
        c,
        '\u{0300}'..='\u{036F}'
            | '\u{1AB0}'..='\u{1AFF}'
            | '\u{1DC0}'..='\u{1DFF}'
            | '\u{20D0}'..='\u{20FF}'
            | '\u{FE20}'..='\u{FE2F}'
    )
}

/// The first `n` characters of `name` as a reader counts them ([`name_length`]): an accent is
/// never cut from its letter; each character at most [`CHARACTER_MAX_CODE_POINTS`] long, with
/// at most [`CHARACTER_MAX_ACCENTS`] combining accents.
pub fn name_prefix(name: &str, n: usize) -> String {
    use unicode_segmentation::UnicodeSegmentation;
    name.graphemes(true)
        .take(n)
        .flat_map(|g| {
            let mut accents = 0;
            g.chars()
                .filter(move |&c| {
                    if !is_combining_accent(c) {
                        return true;
                    }
                    accents += 1;
                    accents <= CHARACTER_MAX_ACCENTS
                })
                .take(CHARACTER_MAX_CODE_POINTS)
        })
        .collect()
}

/// The name of seat `index` (from 0) when none is given: Ada, Ben, Cleo, Dan in English.
pub fn default_seat_name(i18n: &Localizer, index: usize) -> String {
    i18n.t(&format!("seat-default-name-{}", index + 1))
}

/// The first name of `seats` that an earlier seat already has, case aside: the status line
/// and the count tell seats by their names, so New game and `play` refuse such a table.
pub fn repeated_name(seats: &[SeatSetup]) -> Option<&str> {
    seats.iter().enumerate().find_map(|(i, a)| {
        let low = a.name.to_lowercase();
        seats[..i]
            .iter()
            .any(|b| b.name.to_lowercase() == low)
            .then_some(a.name.as_str())
    })
}

/// A seat's name as it may be shown: without control characters (a line break, a bell, an
/// escape) or the invisible marks that turn text right to left, white space made single
/// spaces, and at most [`NAME_MAX_CHARS`] characters. For every name that comes from outside
/// the screen's own field: a saved game, a record, the settings, the command line.
pub fn clean_name(name: &str) -> String {
    let shown: String = name
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|c| !c.is_control() && !is_direction_mark(*c))
        .collect();
    name_prefix(
        &shown.split_whitespace().collect::<Vec<_>>().join(" "),
        NAME_MAX_CHARS,
    )
}

/// The invisible marks that set the direction of text (U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069, U+061C).
pub fn is_direction_mark(c: char) -> bool {
    matches!(
        c,
        '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{061C}'
    )
}

/// One seat of a new game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    /// The name shown.
    pub name: String,
    /// Human or computer.
    pub player: Player,
}

/// Everything needed to start a match.
#[derive(Debug, Clone, PartialEq)]
pub struct Setup {
    /// The rules.
    pub rules: Rules,
    /// One entry per seat, in playing order.
    pub seats: Vec<SeatSetup>,
    /// The seed of the deals (the same seed deals the same hands).
    pub seed: u64,
}

/// Messages of the game screen.
#[derive(Debug, Clone)]
pub enum Message {
    /// A tablet of the hand was clicked (or picked by its number key).
    Tablet(Tile),
    /// The pointer came over a tablet of the hand (`true`) or left it (`false`): over a
    /// dimmed one, the status line says why it cannot be played while the pointer stays.
    Hover(Tile, bool),
    /// One of several moves of the picked tablet was chosen (an end, or a matador's side).
    Choose(Move),
    /// The pending choice was dropped.
    Cancel,
    /// Rest ("No Note").
    Rest,
    /// Draw from the stock.
    Draw,
    /// The player whose turn it is dismissed the cover.
    Reveal,
    /// Deal the next round.
    NextRound,
    /// At the end of a round, put the count aside to see the table as it was left (`true`),
    /// or bring it back (`false`).
    SeeTable(bool),
    /// A computer seat's move arrived (`token` names the position it was computed for).
    Computer {
        /// Position counter when the thinking started.
        token: u64,
        /// The move.
        mv: Move,
    },
    /// Switch "all hands open" (the teacher's view).
    ToggleOpen,
    /// Leave to the home screen (the match stays for Continue).
    Home,
    /// Start a new game from the setup screen.
    NewGame,
    /// A key was pressed.
    Key(keyboard::Key),
    /// Ask the Expert for a hint.
    Hint,
    /// The hint arrived (`token` names the position it was computed for).
    HintReady {
        /// Position counter when it was asked.
        token: u64,
        /// The move proposed.
        mv: Move,
        /// Why, in words.
        reason: String,
    },
    /// Sound the whole line of play as a rhythm.
    HearLine,
    /// Export the match as a game record to the records folder.
    Export,
    /// Export the match as a game record to a file chosen in the system's dialog.
    ExportAs,
    /// Tap it: open the tap exercise of the tablet the human seat last laid.
    TapIt,
    /// The exercise's pad was pressed, at that time.
    TapDown(Instant),
    /// The exercise's pad was let go, at that time.
    TapUp(Instant),
    /// Time passes while the tablet is tapped: the time.
    TapTick(Instant),
    /// Hear the tablet's rhythm (after its count-in).
    TapHear,
    /// Close the exercise: back to the game, which goes on.
    TapClose,
}

/// Tap it as the settings set it: whether it is offered, the pupil's tempo (crotchets a
/// minute) and their tapping offset (milliseconds).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct TapSettings {
    /// Whether Tap it is offered after a human seat lays a tablet of Musical Dominoes.
    pub offered: bool,
    /// The pupil's tempo, in crotchets per minute.
    pub tempo: u32,
    /// The calibrated tapping offset, in milliseconds.
    pub offset_ms: i32,
    /// Whether a sound can be heard (an output found, sound on): without it Tap it stays
    /// in view, off, and says that it needs sound, since the count-in's clicks would be
    /// silent.
    pub can_hear: bool,
}

/// What the tap exercise sends on the game screen.
const TAP_MESSAGES: TapMessages<Message> = TapMessages {
    down: Message::TapDown,
    up: Message::TapUp,
    hear: Message::TapHear,
};

/// A sound the game asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum Cue {
    /// A played tablet: the half that joined the line, then the new open end.
    Tablet(NoteValue, NoteValue),
    /// A play in a pip game.
    Knock,
    /// The whole line, left end to right end, each tablet's halves as they lie.
    Line(Vec<(NoteValue, NoteValue)>),
    /// The tap exercise ([`crate::audio::AudioEngine::play_tap`]): the count-in, then the
    /// clicks for as long as `notes` last at `bpm`, with the notes when `notes_sound`.
    Tap {
        /// The rhythm.
        notes: Vec<NoteValue>,
        /// Its tempo, in crotchets per minute.
        bpm: u32,
        /// Sound the notes (Hear it), or only the clicks (while the pupil taps).
        notes_sound: bool,
    },
    /// Silence what still sounds (the exercise closed during its count-in).
    Silence,
}

/// What the game screen asks of the app after an update.
pub enum Action {
    /// Nothing more.
    None,
    /// Run this task (a computer seat thinking).
    Run(Task<Message>),
    /// Go to the home screen.
    Home,
    /// Go to the new-game screen.
    NewGame,
    /// Export the match as a game record (`true`: ask where in the system's dialog).
    Export(bool),
}

/// The state of a match on screen.
pub struct Game {
    setup: Setup,
    game: Match,
    choice: Option<Tile>,
    revealed: Option<usize>,
    /// The moves since a human last moved (that move first): what happened while the player
    /// waited, told in the language of the moment ([`Game::told_words`]). Its last entry is
    /// the last move.
    recent: Vec<Told>,
    flash: Option<(usize, u32)>,
    /// The count at the end of the round is put aside to see the table.
    seeing_table: bool,
    token: u64,
    all_open: bool,
    pause: Duration,
    board: Cache,
    cues: Vec<Cue>,
    hint: Option<(Move, String)>,
    highlight: Option<usize>,
    /// Why the tablet the human last clicked cannot be played, until the next move.
    refused: Option<String>,
    /// The tablet of the hand the pointer is over, if any: a dimmed one says why it cannot
    /// be played while the pointer stays ([`Game::hover_refusal`]).
    hovered: Option<Tile>,
    /// The tiles one seat has drawn in a row, first drawn first, told as one line of
    /// `recent` ("Ben drew 3 tiles"): the seat and its tiles.
    drawing: Option<(usize, Vec<Tile>)>,
    /// Tap it as the settings set it.
    tap_settings: TapSettings,
    /// The tablet a human seat last laid (the seat, then its halves as they sound, the half
    /// that joined the line first): what Tap it taps, until a human's next move or the next
    /// round.
    tap_offer: Option<(usize, NoteValue, NoteValue)>,
    /// The tap exercise, while it is open over the game.
    tapping: Option<Tapping>,
    /// A computer seat's move that arrived while the exercise was open: made when it
    /// closes.
    waiting: Option<Move>,
}

/// A move as the status line tells it, kept as what happened (not in words), so that a change
/// of language tells it again in the new one.
#[derive(Debug, Clone, PartialEq)]
enum Told {
    /// `seat` laid `placed` on `end` (`None`: it led), scoring `points` (All Fives, Shark),
    /// and by it `out` went out while its partner plays on.
    Played {
        seat: usize,
        placed: Placed,
        end: Option<End>,
        points: Option<u32>,
        out: Option<usize>,
    },
    /// `seat` called Rest.
    Rested { seat: usize },
    /// `seat` drew `tiles` in a row, first drawn first.
    Drew { seat: usize, tiles: Vec<Tile> },
}

impl Game {
    /// Deals the first round of a match for `setup`; computer seats wait `pause` before moving.
    pub fn new(setup: Setup, pause: Duration) -> Game {
        let game = Match::new(setup.rules, setup.seed, None);
        Game::from_match(setup, game, pause)
    }

    /// A screen for a match already under way (a resumed or replayed game); the setup's rules
    /// are replaced by the match's.
    pub fn from_match(mut setup: Setup, game: Match, pause: Duration) -> Game {
        setup.rules = *game.rules();
        setup.seed = game.seed();
        Game {
            setup,
            game,
            choice: None,
            revealed: None,
            seeing_table: false,
            recent: Vec::new(),
            flash: None,
            token: 0,
            all_open: false,
            pause,
            board: Cache::new(),
            cues: Vec::new(),
            hint: None,
            highlight: None,
            refused: None,
            hovered: None,
            drawing: None,
            tap_settings: TapSettings::default(),
            tap_offer: None,
            tapping: None,
            waiting: None,
        }
    }

    /// Tells the game whether Tap it is offered, and the pupil's tempo and tapping offset,
    /// from the settings.
    pub fn set_tap(&mut self, tap: TapSettings) {
        self.tap_settings = tap;
    }

    /// The tablet Tap it would tap now, its halves as they sound; `None` when it is not
    /// offered: the setting off, the exercise open, the round over, or another human seat
    /// to move (the tablet is for the one who laid it to tap), or no sound to be heard
    /// ([`TapSettings::can_hear`]).
    pub fn tap_offer(&self) -> Option<(NoteValue, NoteValue)> {
        self.tap_laid().filter(|_| self.tap_settings.can_hear)
    }

    /// The tablet Tap it would tap now were there sound ([`Game::tap_offer`]).
    fn tap_laid(&self) -> Option<(NoteValue, NoteValue)> {
        let (seat, a, b) = self.tap_offer?;
        let round = self.game.round();
        let others_turn = round
            .to_move()
            .is_some_and(|s| s != seat && self.setup.seats[s].player == Player::Human);
        (self.tap_settings.offered
            && self.tapping.is_none()
            && round.outcome().is_none()
            && !others_turn)
            .then_some((a, b))
    }

    /// The tap exercise, while it is open.
    pub fn tapping(&self) -> Option<&Tapping> {
        self.tapping.as_ref()
    }

    /// Whether time must be sent ([`Message::TapTick`]): a try of the exercise is under way.
    pub fn needs_tap_ticks(&self) -> bool {
        self.tapping.as_ref().is_some_and(Tapping::running)
    }

    /// What a try's start sounds: the count-in and the clicks (with the notes to hear them).
    fn tap_cue(&mut self, notes_sound: bool) {
        if let Some(t) = &self.tapping {
            self.cues.push(Cue::Tap {
                notes: t.notes.clone(),
                bpm: t.bpm,
                notes_sound,
            });
        }
    }

    /// The tap exercise's messages.
    fn tap_message(&mut self, message: Message, i18n: &Localizer) -> Action {
        let offset = f64::from(self.tap_settings.offset_ms) / 1000.0;
        if let Message::TapIt = message {
            if let Some((a, b)) = self.tap_offer() {
                self.tapping = Some(Tapping::new(0, vec![a, b], self.tap_settings.tempo));
            }
            return Action::None;
        }
        let Some(t) = self.tapping.as_mut() else {
            return Action::None;
        };
        match message {
            Message::TapDown(at) => {
                // The press that starts a try starts the count-in's sound.
                let starts = t.down(at);
                if starts {
                    self.tap_cue(false);
                }
            }
            Message::TapUp(at) => t.up(at),
            Message::TapTick(at) => {
                let _ = t.tick(at, offset);
            }
            // Heard: not while a try is under way.
            Message::TapHear if t.running() => {}
            Message::TapHear => self.tap_cue(true),
            Message::TapClose => {
                if t.running() {
                    self.cues.push(Cue::Silence);
                }
                self.tapping = None;
                self.tap_offer = None;
                // Play goes on: the computer's move that waited is made now.
                if let Some(mv) = self.waiting.take() {
                    let token = self.token;
                    return self.update(Message::Computer { token, mv }, i18n);
                }
            }
            _ => {}
        }
        Action::None
    }

    /// Whether every hand is shown (All hands open, or `O`), as a teacher chose it.
    pub fn all_open(&self) -> bool {
        self.all_open
    }

    /// Shows every hand (`true`) or only the viewer's, as All hands open does: a new match
    /// keeps the choice of the one before it, so that a teacher need not make it each game.
    pub fn set_all_open(&mut self, open: bool) {
        self.all_open = open;
    }

    /// The setup the match was started with.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The match.
    pub fn game(&self) -> &Match {
        &self.game
    }

    /// The seats.
    pub fn seats(&self) -> &[SeatSetup] {
        &self.setup.seats
    }

    /// The last move in words (in `i18n`'s language), if any.
    pub fn last_move(&self, i18n: &Localizer) -> Option<String> {
        self.recent.last().map(|t| self.told_words(t, i18n))
    }

    /// A move of [`Told`] in words: "Ada played minim–crotchet on the left", with the points
    /// it scored ("(+5)") and a partner out by it; "Ben called “Rest”"; a run of draws.
    fn told_words(&self, told: &Told, i18n: &Localizer) -> String {
        let face = self.setup.rules.face();
        let name = |seat: usize| self.setup.seats[seat].name.clone();
        match told {
            Told::Played {
                seat,
                placed,
                end,
                points,
                out,
            } => {
                let mut words = played_words(i18n, &name(*seat), *placed, *end, face);
                if let Some(points) = points {
                    words = i18n.t_args(
                        "game-play-scored",
                        &[("play", words.into()), ("points", Arg::from(*points))],
                    );
                }
                // A partner out while the other plays on: said with the play that did it.
                if let Some(out) = out {
                    let rules = self.setup.rules;
                    let partner = (0..rules.players)
                        .find(|&s| s != *out && rules.team(s) == rules.team(*out))
                        .map(name)
                        .unwrap_or_default();
                    words = i18n.t_args(
                        "game-partner-out",
                        &[
                            ("play", words.into()),
                            ("name", name(*out).into()),
                            ("partner", partner.into()),
                        ],
                    );
                }
                words
            }
            Told::Rested { seat } => i18n.t_args("game-rested", &[("name", name(*seat).into())]),
            Told::Drew { seat, tiles } => self.draw_words(i18n, *seat, tiles),
        }
    }

    /// Whether the match is still being played.
    pub fn in_progress(&self) -> bool {
        !self.game.is_over()
    }

    /// The sounds asked for since the last call (the app plays them).
    pub fn take_cues(&mut self) -> Vec<Cue> {
        std::mem::take(&mut self.cues)
    }

    /// Forgets why a tablet was refused and the hint: the status line's explanation gives
    /// way to a newer one, an export's note (one thing at a time there).
    pub fn clear_explanation(&mut self) {
        self.refused = None;
        self.hint = None;
    }

    /// What the status line explains now, to tell when it changes: the words of a refusal
    /// and the move of the hint.
    pub fn explanation(&self) -> (Option<String>, Option<Move>) {
        (self.refused.clone(), self.hint.as_ref().map(|(mv, _)| *mv))
    }

    /// Forgets what was said in the old language: why a tablet was refused, and the hint
    /// (asked again in a keystroke). The last moves are kept as what happened, and told in
    /// the new language.
    pub fn language_changed(&mut self) {
        self.refused = None;
        self.hint = None;
        self.board.clear();
    }

    /// Draws the board afresh at its next view: after a change of look or language, which
    /// the line's drawing (kept between frames) does not see.
    pub fn redraw(&mut self) {
        self.board.clear();
    }

    /// Highlights the tablet at `index` of the line (while the line is heard), or none.
    pub fn set_highlight(&mut self, index: Option<usize>) {
        if self.highlight != index {
            self.highlight = index;
            self.board.clear();
        }
    }

    /// Whether seat `seat`'s panel shows its tablets face up: with all hands open, and once
    /// the round is over (the count has shown every hand, and the table seen after it shows
    /// them too), except the viewer's own, which lies at the foot of the window.
    pub fn panel_shows_faces(&self, seat: usize) -> bool {
        let own = self.viewer() == Some(seat) && self.covered().is_none();
        self.all_open || (!own && self.game.round().outcome().is_some())
    }

    /// The hint on screen, if any: the move and its reason.
    pub fn hint(&self) -> Option<&(Move, String)> {
        self.hint.as_ref()
    }

    /// Sets the pause before a computer seat moves.
    pub fn set_pause(&mut self, pause: Duration) {
        self.pause = pause;
    }

    fn humans(&self) -> Vec<usize> {
        (0..self.setup.seats.len())
            .filter(|&s| self.setup.seats[s].player == Player::Human)
            .collect()
    }

    /// The seat whose hand is face up at the bottom, if any.
    pub fn viewer(&self) -> Option<usize> {
        let humans = self.humans();
        let to_move = self.game.round().to_move();
        if humans.len() == 1 {
            return Some(humans[0]);
        }
        if self.all_open {
            return to_move.filter(|s| humans.contains(s)).or(self.revealed);
        }
        self.revealed.filter(|r| Some(*r) == to_move)
    }

    /// Whether the cover hides the hand until the player to move clicks.
    pub fn covered(&self) -> Option<usize> {
        let to_move = self.game.round().to_move()?;
        let humans = self.humans();
        (humans.len() >= 2
            && !self.all_open
            && humans.contains(&to_move)
            && self.revealed != Some(to_move))
        .then_some(to_move)
    }

    fn human_to_move(&self) -> Option<usize> {
        let seat = self.game.round().to_move()?;
        (self.setup.seats[seat].player == Player::Human
            && self.viewer() == Some(seat)
            && self.covered().is_none())
        .then_some(seat)
    }

    /// The legal moves of the human to move (empty when it is not a human's turn).
    pub fn human_moves(&self) -> Vec<Move> {
        match self.human_to_move() {
            Some(_) => self.game.round().legal_moves().to_vec(),
            None => Vec::new(),
        }
    }

    /// The message a computer seat to move would send now (computed at once, without the
    /// pause): what the app's worker delivers, for tests and scripted play.
    pub fn computer_message(&self) -> Option<Message> {
        let (round, seat, level, seed) = self.computer_job()?;
        Some(Message::Computer {
            token: self.token,
            mv: think(&round, seat, level, seed),
        })
    }

    /// The message the hint's worker would send now for the human to move (computed at
    /// once), for tests and scripted play; `None` when no human is to move.
    pub fn hint_message(&self, i18n: &Localizer) -> Option<Message> {
        let (round, seat, seed) = self.hint_job()?;
        let (mv, reason) = hint_words(&round, seat, seed, i18n);
        Some(Message::HintReady {
            token: self.token,
            mv,
            reason,
        })
    }

    /// The position, seat and seed of a hint for the human to move.
    fn hint_job(&self) -> Option<(Round, usize, u64)> {
        let seat = self.human_to_move()?;
        let round = self.game.round().clone();
        let seed = self.setup.seed ^ 0x4849_4e54 ^ round.history().len() as u64;
        Some((round, seat, seed))
    }

    fn computer_job(&self) -> Option<(Round, usize, Level, u64)> {
        let round = self.game.round();
        let seat = round.to_move()?;
        let Player::Computer(level) = self.setup.seats[seat].player else {
            return None;
        };
        let seed = self.setup.seed
            ^ (self.game.round_number() as u64) << 32
            ^ round.history().len() as u64;
        Some((round.clone(), seat, level, seed))
    }

    /// Starts a computer seat's turn if it is one's: thinks on a worker thread, then waits
    /// out the pause, so the window never blocks.
    pub fn schedule(&self) -> Task<Message> {
        let Some((round, seat, level, seed)) = self.computer_job() else {
            return Task::none();
        };
        let token = self.token;
        let pause = self.pause;
        Task::perform(
            async move {
                let started = crate::platform::clock::Instant::now();
                let fallback = round.legal_moves()[0];
                let think = Think {
                    round,
                    seat,
                    level,
                    seed,
                    choosing: None,
                };
                let mv = crate::platform::work::in_slices(think)
                    .await
                    .unwrap_or(fallback);
                if let Some(rest) = pause.checked_sub(started.elapsed()) {
                    crate::platform::clock::sleep(rest).await;
                }
                mv
            },
            move |mv| Message::Computer { token, mv },
        )
    }

    /// Applies `message`.
    pub fn update(&mut self, message: Message, i18n: &Localizer) -> Action {
        match message {
            Message::Tablet(tile) => {
                let moves: Vec<Move> = self
                    .human_moves()
                    .into_iter()
                    .filter(|m| m.tile() == Some(tile))
                    .collect();
                match moves.len() {
                    0 => {
                        // The newest explanation wins: this one replaces a hint.
                        self.refused = self.refusal(tile, i18n);
                        if self.refused.is_some() {
                            self.hint = None;
                        }
                        Action::None
                    }
                    1 => self.apply(moves[0]),
                    _ if same_either_way(self.game.round(), &moves) => self.apply(moves[0]),
                    _ => {
                        self.choice = if self.choice == Some(tile) {
                            None
                        } else {
                            Some(tile)
                        };
                        self.board.clear();
                        Action::None
                    }
                }
            }
            Message::Hover(tile, over) => {
                // Leaving one tablet for the next may tell of the new one first: only the
                // tablet left is forgotten.
                if over {
                    self.hovered = Some(tile);
                } else if self.hovered == Some(tile) {
                    self.hovered = None;
                }
                Action::None
            }
            Message::Choose(mv) => {
                if self.human_moves().contains(&mv) {
                    self.apply(mv)
                } else {
                    Action::None
                }
            }
            Message::Cancel => {
                self.choice = None;
                self.refused = None;
                self.board.clear();
                Action::None
            }
            Message::Rest => self.human_simple(Move::Rest),
            Message::Draw => self.human_simple(Move::Draw),
            Message::Reveal => {
                if let Some(seat) = self.covered() {
                    self.revealed = Some(seat);
                }
                Action::None
            }
            Message::SeeTable(see) => {
                self.seeing_table = see && self.game.round().outcome().is_some();
                Action::None
            }
            Message::NextRound => {
                if self.game.next_round().is_ok() {
                    self.seeing_table = false;
                    self.tap_offer = None;
                    self.token += 1;
                    self.choice = None;
                    self.revealed = None;
                    self.recent.clear();
                    self.flash = None;
                    // A tablet dealt again is not pointed at until the pointer comes to it.
                    self.hovered = None;
                    self.board.clear();
                    Action::Run(self.schedule())
                } else {
                    Action::None
                }
            }
            Message::Computer { token, mv } => {
                if token != self.token {
                    return Action::None;
                }
                // While the tablet is tapped, the computer waits: its move is made when the
                // exercise closes.
                if self.tapping.is_some() {
                    self.waiting = Some(mv);
                    return Action::None;
                }
                let Some(seat) = self.game.round().to_move() else {
                    return Action::None;
                };
                if !matches!(self.setup.seats[seat].player, Player::Computer(_)) {
                    return Action::None;
                }
                self.apply(mv)
            }
            Message::ToggleOpen => {
                self.all_open = !self.all_open;
                Action::None
            }
            Message::Home => {
                // A hand shown to its owner is covered again: whoever comes back by Continue
                // sees the cover first, not the hand left open.
                self.revealed = None;
                Action::Home
            }
            Message::NewGame => Action::NewGame,
            Message::Key(key) => self.key(key, i18n),
            Message::Hint => {
                let Some((round, seat, seed)) = self.hint_job() else {
                    return Action::None;
                };
                let token = self.token;
                let i18n = i18n.clone();
                Action::Run(Task::perform(
                    async move {
                        let fallback = round.legal_moves()[0];
                        let think = HintThink {
                            round,
                            seat,
                            seed,
                            i18n,
                            choosing: None,
                        };
                        crate::platform::work::in_slices(think)
                            .await
                            .unwrap_or((fallback, String::new()))
                    },
                    move |(mv, reason)| Message::HintReady { token, mv, reason },
                ))
            }
            Message::HintReady { token, mv, reason } => {
                if token == self.token {
                    // A tablet chosen and waiting for its end gives way to the hinted one,
                    // so that the tablet lit and the end buttons are the hint's.
                    if self.choice.is_some() && self.choice != mv.tile() {
                        self.choice = None;
                    }
                    self.hint = Some((mv, reason));
                    // The newest explanation wins: the hint replaces why a tablet cannot be played.
                    self.refused = None;
                }
                Action::None
            }
            Message::HearLine => {
                if self.setup.rules.face() == Face::Notes && !self.game.round().line().is_empty() {
                    let line = crate::audio::line_tablets(self.game.round().line());
                    self.cues.push(Cue::Line(line));
                }
                Action::None
            }
            Message::Export => Action::Export(false),
            Message::ExportAs => Action::Export(true),
            Message::TapIt
            | Message::TapDown(_)
            | Message::TapUp(_)
            | Message::TapTick(_)
            | Message::TapHear
            | Message::TapClose => self.tap_message(message, i18n),
        }
    }

    fn human_simple(&mut self, mv: Move) -> Action {
        if self.human_moves().contains(&mv) {
            self.apply(mv)
        } else {
            Action::None
        }
    }

    /// The hand of `seat` in the order shown (by suit).
    pub fn hand_order(&self, seat: usize) -> Vec<Tile> {
        let mut tiles: Vec<Tile> = self.game.round().hand(seat).iter().collect();
        tiles.sort_by_key(|t| (t.low(), t.high()));
        tiles
    }

    /// Keyboard: digits pick a tablet (or, for a matador, one of its ways as numbered on the
    /// turn line), arrows or L/R pick the end, Space rests or draws,
    /// Escape drops the choice (behind a cover, goes Home), Enter deals the next round or
    /// dismisses the cover; at the end
    /// of a round or the match Escape goes Home, and at the end of the match Enter begins a
    /// new game. H asks for a hint, P plays
    /// the line, O opens or hides all hands (none of them behind a cover).
    fn key(&mut self, key: keyboard::Key, i18n: &Localizer) -> Action {
        use keyboard::key::Named;
        // With the tap exercise open, Escape closes it and no other key reaches the game
        // (Space is the pad's).
        if self.tapping.is_some() {
            return if key == keyboard::Key::Named(Named::Escape) {
                self.update(Message::TapClose, i18n)
            } else {
                Action::None
            };
        }
        match key {
            keyboard::Key::Named(Named::Space) => {
                let moves = self.human_moves();
                if moves.contains(&Move::Rest) {
                    self.apply(Move::Rest)
                } else if moves.contains(&Move::Draw) {
                    self.apply(Move::Draw)
                } else {
                    Action::None
                }
            }
            // Looking at the table after a round, Escape brings the count back.
            keyboard::Key::Named(Named::Escape) if self.seeing_table => {
                self.update(Message::SeeTable(false), i18n)
            }
            // At the end of the match, Escape goes Home and Enter begins a new game, as the
            // buttons there do; at the end of a round, Escape goes Home too (Continue comes
            // back to the count) and Enter deals the next round.
            keyboard::Key::Named(Named::Escape)
                if self.game.is_over() || self.game.round().outcome().is_some() =>
            {
                self.update(Message::Home, i18n)
            }
            // Behind a cover there is no choice to drop: Escape goes Home, where Continue
            // comes back to the same turn, still covered.
            keyboard::Key::Named(Named::Escape) if self.covered().is_some() => {
                self.update(Message::Home, i18n)
            }
            // A choice (or a refusal's words) is dropped first; with none to drop, Escape
            // goes Home, as everywhere else (Continue comes back to the same turn).
            keyboard::Key::Named(Named::Escape)
                if self.choice.is_none() && self.refused.is_none() =>
            {
                self.update(Message::Home, i18n)
            }
            keyboard::Key::Named(Named::Escape) => self.update(Message::Cancel, i18n),
            keyboard::Key::Named(Named::Enter) => {
                if self.covered().is_some() {
                    self.update(Message::Reveal, i18n)
                } else if self.game.is_over() {
                    self.update(Message::NewGame, i18n)
                } else if self.game.round().outcome().is_some() {
                    self.update(Message::NextRound, i18n)
                } else {
                    Action::None
                }
            }
            keyboard::Key::Named(Named::ArrowLeft) => self.choose_end(End::Left),
            keyboard::Key::Named(Named::ArrowRight) => self.choose_end(End::Right),
            keyboard::Key::Character(c) => match c.as_str() {
                "l" | "L" => self.choose_end(End::Left),
                "r" | "R" => self.choose_end(End::Right),
                // Hint, Hear the line and All hands open, for a teacher at the keyboard; never behind a
                // cover, which hides a hand until its owner is at the screen.
                "h" | "H" if self.covered().is_none() => self.update(Message::Hint, i18n),
                "p" | "P" if self.covered().is_none() => self.update(Message::HearLine, i18n),
                "o" | "O" if self.covered().is_none() => self.update(Message::ToggleOpen, i18n),
                // With a matador's ways to pick from, the digits pick them, as written on
                // their buttons.
                d if self.ways_by_number() => match d.parse::<usize>() {
                    Ok(n) if n >= 1 => match self.choice_ways().get(n - 1) {
                        Some(&mv) => self.update(Message::Choose(mv), i18n),
                        None => Action::None,
                    },
                    _ => Action::None,
                },
                d => match d.parse::<usize>() {
                    Ok(n) => {
                        let index = if n == 0 { 9 } else { n - 1 };
                        let Some(seat) = self.human_to_move() else {
                            return Action::None;
                        };
                        match self.hand_order(seat).get(index) {
                            Some(&t) => self.update(Message::Tablet(t), i18n),
                            None => Action::None,
                        }
                    }
                    Err(_) => Action::None,
                },
            },
            _ => Action::None,
        }
    }

    /// The ways the tablet chosen may be played, left end first (as the turn line shows
    /// them); none with no choice open.
    fn choice_ways(&self) -> Vec<Move> {
        let Some(tile) = self.choice else {
            return Vec::new();
        };
        let mut ways: Vec<Move> = self
            .human_moves()
            .into_iter()
            .filter(|m| m.tile() == Some(tile))
            .collect();
        ways.sort_by_key(|m| match m {
            Move::Play { end, .. } => *end == End::Right,
            _ => false,
        });
        ways
    }

    /// The way the end `end` alone says for the choice open: its one way there, or the first
    /// of ways that lay the same ([`same_either_way`]); `None` where the choice has no way
    /// there, or a matador has two different ones (either half outward), which are picked
    /// on the turn line.
    fn end_way(&self, end: End) -> Option<Move> {
        let on_end: Vec<Move> = self
            .choice_ways()
            .into_iter()
            .filter(|m| matches!(m, Move::Play { end: e, .. } if *e == end))
            .collect();
        match on_end.as_slice() {
            [mv] => Some(*mv),
            [mv, ..] if same_either_way(self.game.round(), &on_end) => Some(*mv),
            _ => None,
        }
    }

    /// Whether the ways of the choice open are picked by number (keys `1`–`4`, each written
    /// on its button): where an end alone does not say which way is meant ([`Game::end_way`]),
    /// a matador whose two ways on one end differ.
    fn ways_by_number(&self) -> bool {
        self.choice_ways().iter().any(|m| match m {
            Move::Play { end, .. } => self.end_way(*end).is_none(),
            _ => false,
        })
    }

    fn choose_end(&mut self, end: End) -> Action {
        // A matador has two ways on one end (either half outward): the end alone does not
        // say which, so the buttons on the turn line stay to be chosen from.
        match self.end_way(end) {
            Some(mv) => self.apply(mv),
            None => Action::None,
        }
    }

    /// Why the tablet the pointer is over cannot be played, the words a click on it gives:
    /// while it is a dimmed tablet of the hand on screen, on its owner's turn.
    fn hover_refusal(&self, i18n: &Localizer) -> Option<String> {
        let tile = self.hovered?;
        let seat = self.viewer()?;
        let dimmed = self.covered().is_none()
            && self.hand_order(seat).contains(&tile)
            && self.hand_emphasis(tile) == Emphasis::Dimmed;
        dimmed.then(|| self.refusal(tile, i18n)).flatten()
    }

    /// Why the human to move cannot play `tile`, as a sentence: another tablet must lead, or
    /// it fits neither end (naming the ends). `None` when it is not a human's turn.
    fn refusal(&self, tile: Tile, i18n: &Localizer) -> Option<String> {
        self.human_to_move()?;
        let round = self.game.round();
        let face = self.setup.rules.face();
        let words = |t: Tile| i18n.tile_words(t.low(), t.high(), face);
        let ends = (
            round.line().end_value(End::Left),
            round.line().end_value(End::Right),
        );
        // Matador matches by sevens (RULES.md section 4, Matador): name what the ends need,
        // not what they show, and the matadores that go anywhere.
        if let (Variant::Matador, (Some(left), Some(right))) = (self.setup.rules.variant, ends) {
            let matadores = [(6, 1), (5, 2), (4, 3), (0, 0)]
                .map(|(a, b)| i18n.tile_words(a, b, face))
                .join(", ");
            // A blank end needs a 7, which no tile has: only a matador goes there.
            let mut needs: Vec<u8> = [left, right]
                .into_iter()
                .filter(|&v| v != 0)
                .map(|v| 7 - v)
                .collect();
            needs.dedup();
            let why = match needs.as_slice() {
                [] => i18n.t_args(
                    "game-no-fit-matador-blank",
                    &[
                        ("tile", words(tile).into()),
                        ("matadores", matadores.into()),
                    ],
                ),
                [first, rest @ ..] => i18n.t_args(
                    "game-no-fit-matador",
                    &[
                        ("tile", words(tile).into()),
                        ("count", Arg::from(1 + rest.len())),
                        ("first", first.to_string().into()),
                        (
                            "second",
                            rest.first()
                                .map(ToString::to_string)
                                .unwrap_or_default()
                                .into(),
                        ),
                        ("matadores", matadores.into()),
                    ],
                ),
            };
            return Some(Localizer::sentence(&why));
        }
        let why = match ends {
            // Both ends alike: the tile lacks that one half.
            (Some(left), Some(right)) if left == right => Some(
                i18n.t_args(
                    "game-no-fit-both",
                    &[
                        ("tile", words(tile).into()),
                        ("end", i18n.half_words(left, face).into()),
                        (
                            "face",
                            match face {
                                Face::Notes => "notes",
                                Face::Pips => "pips",
                            }
                            .into(),
                        ),
                    ],
                ),
            ),
            (Some(left), Some(right)) => Some(i18n.t_args(
                "game-no-fit",
                &[
                    ("tile", words(tile).into()),
                    ("left", i18n.half_words(left, face).into()),
                    ("right", i18n.half_words(right, face).into()),
                ],
            )),
            _ => round.lead_tile().map(|lead| {
                i18n.t_args(
                    "game-must-lead",
                    &[("tile", words(tile).into()), ("lead", words(lead).into())],
                )
            }),
        };
        // The tile's name opens it, in lower case.
        why.map(|w| Localizer::sentence(&w))
    }

    fn apply(&mut self, mv: Move) -> Action {
        let Some(seat) = self.game.round().to_move() else {
            return Action::None;
        };
        let Ok(events) = self.game.play(mv) else {
            return Action::None;
        };
        self.token += 1;
        self.choice = None;
        self.refused = None;
        // The hand closes up under a still pointer, which sends no leave or enter: the
        // tablet it was over may not be under it any more, so its words are not said again
        // until the pointer comes to a tablet.
        self.hovered = None;
        self.flash = None;
        self.hint = None;
        self.highlight = None;
        self.board.clear();
        let face = self.setup.rules.face();
        let human = self.setup.seats[seat].player == Player::Human;
        if human {
            self.recent.clear();
            // A human's move replaces the tablet Tap it offers (a rest or a draw: none).
            self.tap_offer = None;
        }
        let mut told = None;
        for e in events.iter() {
            match e {
                Event::Played { placed, end, .. } => {
                    self.drawing = None;
                    told = Some(Told::Played {
                        seat,
                        placed: *placed,
                        end: *end,
                        points: None,
                        out: None,
                    });
                    let (first, second) = match end {
                        Some(End::Left) => (placed.right, placed.left),
                        _ => (placed.left, placed.right),
                    };
                    self.cues.push(
                        match (NoteValue::from_suit(first), NoteValue::from_suit(second)) {
                            (Some(a), Some(b)) if face == Face::Notes => {
                                if human {
                                    self.tap_offer = Some((seat, a, b));
                                }
                                Cue::Tablet(a, b)
                            }
                            _ => Cue::Knock,
                        },
                    );
                }
                Event::Rested { .. } => {
                    self.drawing = None;
                    told = Some(Told::Rested { seat });
                }
                Event::Drew { seat, tile } => {
                    // Draws in a row by one seat are one line. Nothing else happens between
                    // two of them, so the last line told, if still there (a human's move
                    // clears the lines), is this run's: it gives way to the longer run.
                    let run = match self.drawing.take() {
                        Some((s, mut tiles)) if s == *seat => {
                            self.recent.pop();
                            tiles.push(*tile);
                            tiles
                        }
                        _ => vec![*tile],
                    };
                    told = Some(Told::Drew {
                        seat: *seat,
                        tiles: run.clone(),
                    });
                    self.drawing = Some((*seat, run));
                }
                Event::Scored { seat, points } => {
                    self.flash = Some((*seat, *points));
                    // Kept with the play it scored by, so that it is not lost when the
                    // badge gives way to the next move.
                    if let Some(Told::Played { points: p, .. }) = told.as_mut() {
                        *p = Some(*points);
                    }
                }
                Event::Out { seat: out } => {
                    if let Some(Told::Played { out: o, .. }) = told.as_mut() {
                        *o = Some(*out);
                    }
                }
                _ => {}
            }
        }
        if let Some(told) = told {
            self.recent.push(told);
        }
        // With several people at the screen a played hand is covered again.
        if self.humans().len() >= 2 && !self.all_open {
            self.revealed = None;
        }
        Action::Run(self.schedule())
    }

    /// The line that tells of `tiles`, drawn in a row by `seat`: by name to the one person
    /// at the screen when they drew them ("Ada drew 2–5, 0–3"), else how many ("Ben drew
    /// 3 tiles"), which is all the table sees.
    fn draw_words(&self, i18n: &Localizer, seat: usize, tiles: &[Tile]) -> String {
        let name = self.setup.seats[seat].name.clone();
        if self.humans() == [seat] {
            let face = self.setup.rules.face();
            let words: Vec<String> = tiles
                .iter()
                .map(|t| i18n.tile_words(t.low(), t.high(), face))
                .collect();
            i18n.t_args(
                "game-drew-shown",
                &[("name", name.into()), ("tiles", words.join(", ").into())],
            )
        } else {
            i18n.t_args(
                "game-drew",
                &[("name", name.into()), ("count", Arg::from(tiles.len()))],
            )
        }
    }

    /// The screen; `notice` is a line for the side panel (the app's last notice, or no sound
    /// output found); `export_note` says how the last export went (on the status line under
    /// the board while the round is played, in the round's panel once it is over).
    pub fn view<'a>(
        &'a self,
        i18n: &'a Localizer,
        palette: Palette,
        notice: Option<String>,
        export_note: Option<String>,
    ) -> Element<'a, Message> {
        // Every size from the room the window has ([`Metrics`]).
        responsive(move |room| {
            self.view_in(
                i18n,
                palette,
                notice.clone(),
                export_note.clone(),
                room.width,
                room.height,
            )
        })
        .into()
    }

    /// The screen for a window `width` × `height` logical pixels.
    fn view_in<'a>(
        &'a self,
        i18n: &'a Localizer,
        palette: Palette,
        notice: Option<String>,
        export_note: Option<String>,
        width: f32,
        height: f32,
    ) -> Element<'a, Message> {
        let m = Metrics::of(width, height);
        let rules = self.setup.rules;
        let face = rules.face();
        let round = self.game.round();
        // An end's marker plays the choice there when the end alone says how: not a
        // matador's two different ways on it, which are picked on the turn line (as the keys
        // L and R leave them).
        let choosable: Vec<(End, Message)> = [End::Left, End::Right]
            .into_iter()
            .filter_map(|end| self.end_way(end).map(|mv| (end, Message::Choose(mv))))
            .collect();
        let board = Canvas::new(Board {
            line: round.line(),
            max_unit: m.line_max,
            longest: crate::ui::widget::board::longest_line(round),
            face,
            crosswise: rules.variant.doubles_crosswise(),
            palette,
            choosable,
            highlight: self.highlight,
            end_names: crate::ui::widget::board::end_names(i18n),
            open: round.outcome().is_none(),
            centred: false,
            cache: &self.board,
        })
        .width(Length::Fill)
        .height(Length::Fill);

        let board: Element<'a, Message> = if round.line().is_empty() {
            let leader = round
                .to_move()
                .map(|s| self.setup.seats[s].name.clone())
                .unwrap_or_default();
            let hint = match round.lead_tile() {
                Some(t) => i18n.t_args(
                    "game-lead-rule",
                    &[
                        ("name", leader.into()),
                        ("tile", i18n.tile_words(t.low(), t.high(), face).into()),
                    ],
                ),
                None => i18n.t_args("game-lead-any", &[("name", leader.into())]),
            };
            stack![
                board,
                container(text(hint).size(26).color(palette.on_table_dim)).center(Length::Fill)
            ]
            .into()
        } else {
            board.into()
        };
        // The seats as at the table (partners opposite), in what the side panel leaves them,
        // so the panel keeps its width (and its buttons) with four seats at any size.
        // Four seats whose panels show no open hand stand slim in one row where four full
        // panels do not fit it (below 1668 wide): two by two they stood 155 px tall and took
        // the board's height; slim, they stand no taller than the side panel beside them.
        // Open hands fold back to backs, with a note, where even at the least size their
        // panels would leave the line of play less than it needs at its least size
        // ([`Metrics::open_hands_fit`]: four seats at 150 % on 1024 × 768 left it none).
        let folded = (self.all_open || round.outcome().is_some())
            && !m.open_hands_fit(
                (width, height),
                rules.players,
                self.all_open,
                (0..rules.players)
                    .map(|s| round.hand(s).len())
                    .max()
                    .unwrap_or(0),
            );
        let all_open = self.all_open && !folded;

        let slim = Metrics::slim_row(
            width,
            rules.players,
            (self.all_open || round.outcome().is_some()) && !folded,
        );
        let seat_w = if slim {
            SLIM_SEAT_WIDTH
        } else {
            Metrics::seat_width(width, rules.players, all_open)
        };
        // Four seats stand in one row, clockwise, where the window is wide enough to keep the
        // side panel beside them (1920 wide) or they stand slim, else two by two.
        let in_a_row = rules.players == 4 && (slim || Metrics::four_in_a_row(width, seat_w));
        // Open hands (all hands open, or the round over) take as many rows as the largest
        // hand now needs, so that the panels shrink as the hands empty and leave the board
        // the rest; their tablets are never larger than the line's in the board they leave.
        let most = (0..rules.players)
            .map(|s| round.hand(s).len())
            .max()
            .unwrap_or(0);
        let faces = if (self.all_open || round.outcome().is_some()) && !folded {
            let pieces =
                crate::ui::widget::board::pieces(round.line(), rules.variant.doubles_crosswise());
            let lead = round.line().lead_index() + 1;
            let longest = crate::ui::widget::board::longest_line(round);
            m.open_faces(
                (width, height),
                (rules.players, in_a_row),
                seat_w,
                most,
                |board| {
                    crate::ui::layout::snake(&pieces, lead, board, m.line_max, longest)
                        .map_or(LEAST_SIDE, |s| s.unit)
                },
            )
        } else {
            m.faces(seat_w, most, m.face_side)
        };
        let seats: Element<'a, Message> = if slim {
            row((0..4).map(|s| self.slim_seat_panel(s, i18n, palette)))
                .spacing(SEAT_GAP)
                .into()
        } else if in_a_row {
            row((0..4).map(|s| self.seat_panel(s, i18n, palette, (&faces, folded), seat_w)))
                .spacing(SEAT_GAP)
                .into()
        } else {
            super::seat_grid(rules.players, SEAT_GAP, |s| {
                self.seat_panel(s, i18n, palette, (&faces, folded), seat_w)
            })
        };
        // An export's note is never in the side panel: a path wrapping there made the panel
        // taller and the board shorter (42 px at 1280 × 800), and the line was laid out
        // again, smaller. While the round is played it stands on the status line, whose
        // height is fixed; once it is over, in the round's panel. The note that there is no
        // sound stands there too, under the last moves.
        // The side panel beside the seats where they leave it its least width, else a bar
        // under them (two seats, or two panels a row, under 1024 wide).
        let across = if in_a_row {
            4.0
        } else {
            rules.players.min(2) as f32
        };
        let seats_w = across * (seat_w + SEAT_GAP) - SEAT_GAP;
        let bar = width - 2.0 * PAD - seats_w - SEAT_GAP < crate::ui::metrics::INFO_MIN;
        let info = self.info_panel(i18n, palette, bar);
        // Top-aligned: the side panel's buttons stay put when the seats grow or shrink.
        let top: Element<'a, Message> = if bar {
            column![seats, info].spacing(SPACING).into()
        } else {
            row![seats, info]
                .spacing(SEAT_GAP)
                .align_y(Alignment::Start)
                .into()
        };

        // The moves since a human last moved, the last three of them, so that nobody's move
        // passes unseen (the others' turns of a four-seat game); after a restart (Continue),
        // the same moves read from the history (a run of draws then a line a draw).
        let moves: Vec<String> = match self.recent.len() {
            0 => {
                let history = round.history();
                let from = history
                    .iter()
                    .rposition(|a| self.setup.seats[usize::from(a.seat)].player == Player::Human)
                    .unwrap_or(0)
                    .max(history.len().saturating_sub(3));
                history[from..]
                    .iter()
                    .map(|a| {
                        let name = &self.setup.seats[usize::from(a.seat)].name;
                        move_words(i18n, name, a.mv, face)
                    })
                    .collect()
            }
            n => self.recent[n.saturating_sub(3)..]
                .iter()
                .map(|t| self.told_words(t, i18n))
                .collect(),
        };
        let last = moves.join(" · ");
        // One explanation at a time, so that the status keeps to its two lines — why a
        // tablet cannot be played, the hint, or how an export went, whichever was asked for
        // last (the app clears the others) — until the next move. It stands beside the last
        // move, which stays to be read: what the player before did is still news.
        // Once the round is over the round's panel says it, and the status line when the
        // table is seen behind it (an export made from the side panel there).
        let export_now = export_note
            .clone()
            .filter(|_| round.outcome().is_none() || self.seeing_table);
        // A dimmed tablet the pointer is over says why it cannot be played first, while the
        // pointer stays: what was explained before comes back when it leaves.
        let explanation = self
            .hover_refusal(i18n)
            .or(export_now)
            .or_else(|| self.refused.clone())
            .or_else(|| {
                self.hint.as_ref().map(|(mv, reason)| {
                    i18n.t_args(
                        "game-hint-text",
                        &[
                            ("move", hint_move_words(i18n, round, *mv).into()),
                            ("reason", reason.clone().into()),
                        ],
                    )
                })
            });
        // The status is made at the size the column beside the hand leaves the last moves
        // ([`Game::hand_area`] fits them to its room: [`fit_moves`]).
        let flash = self.flash;
        // The words fitted, and the height the status holds beside them (px): the frame of
        // an explanation under the last move, the note that there is no sound.
        let last_words = if explanation.is_some() {
            moves.last().cloned().unwrap_or_default()
        } else {
            last.clone()
        };
        let held = if explanation.is_some() {
            4.0 + STATUS_HEIGHT
        } else {
            0.0
        } + if notice.is_some() {
            6.0 + 13.0 * LINE_HEIGHT
        } else {
            0.0
        };
        let status = move |moves_size: f32| -> Element<'a, Message> {
            let main: Element<'a, Message> = match explanation.clone() {
                // Two lines at 18 points where they fit the status's width; longer words (a path
                // under a long home folder) smaller, so that they stay inside the frame and the
                // status's height: at the least, 12 points, even three lines fit it. A long path
                // has no spaces to break at: it breaks between letters.
                Some(words) => {
                    let frame = responsive(move |room| {
                        let line = (room.width - 24.0).max(40.0);
                        let wide = text_width(FontRole::Body, 18.0, &words);
                        let room_for = 2.0 * line * 0.9;
                        let size = if wide <= room_for {
                            18.0
                        } else {
                            (18.0 * room_for / wide).max(12.0)
                        };
                        container(
                            text(words.clone())
                                .size(size)
                                .wrapping(iced::widget::text::Wrapping::WordOrGlyph),
                        )
                        .padding([2, 10])
                        .style(theme::panel_outlined(palette, palette.accent, 1.0))
                        .into()
                    });
                    // The frame first: where the column is too low for both (800 × 600 with
                    // no hand shown) it stays whole, and the last move scrolls under it.
                    column![
                        container(frame).height(Length::Fixed(STATUS_HEIGHT)),
                        text(moves.last().cloned().unwrap_or_default())
                            .size(moves_size.min(16.0))
                            .wrapping(iced::widget::text::Wrapping::WordOrGlyph),
                    ]
                    .spacing(4)
                    .into()
                }
                // At the size the room beside the hand leaves them.
                None => text(last.clone()).size(moves_size).into(),
            };
            // Top-aligned: the first line stays where it is whatever stands beside it.
            let mut status = row![main].spacing(16).align_y(Alignment::Start);
            if let Some((seat, points)) = flash {
                status = status.push(
                    container(
                        text(i18n.t_args(
                            "game-scored",
                            &[
                                ("name", self.setup.seats[seat].name.clone().into()),
                                ("points", Arg::from(points)),
                            ],
                        ))
                        .size(22),
                    )
                    .padding([2, 10])
                    .style(theme::panel_outlined(palette, palette.accent, 2.0)),
                );
            }
            // The last moves under the turn line, in the column beside the hand, and under them
            // the note that there is no sound.
            let mut status = column![status].spacing(6);
            if let Some(note) = notice.clone() {
                status = status.push(text(note).size(13).color(palette.on_table_dim));
            }
            status.into()
        };
        // The note that the open hands are folded stands over the board's top, where the
        // panels would have been, taking none of its height.
        let board: Element<'a, Message> = if folded {
            stack![
                board,
                container(
                    text(i18n.t("game-hands-folded"))
                        .size(14)
                        .color(palette.on_table_dim)
                )
                .padding([2, 8])
                .width(Length::Fill)
            ]
            .into()
        } else {
            board
        };
        let bottom = self.hand_area(i18n, palette, (&m, width), (&last_words, held), &status);
        let board = container(board).id("board");
        let base = column![top, board, bottom].spacing(SPACING).padding(PAD);

        let mut layers = stack![base].width(Length::Fill).height(Length::Fill);
        if round.outcome().is_some() && self.seeing_table {
            // The table as the round left it. The way back to the count stands under the
            // turn line, where Rest and Draw do ([`Game::hand_area`]).
        } else if round.outcome().is_some() {
            layers = layers.push(self.round_end(i18n, palette, export_note));
        }
        if let Some(t) = &self.tapping {
            layers = layers.push(tap_panel(t, i18n, palette));
        }
        layers.into()
    }

    fn seat_panel<'a>(
        &'a self,
        seat: usize,
        i18n: &'a Localizer,
        palette: Palette,
        (faces, folded): (&Faces, bool),
        panel_width: f32,
    ) -> Element<'a, Message> {
        let rules = self.setup.rules;
        let round = self.game.round();
        let s = &self.setup.seats[seat];
        let team_color = palette.seats[rules.team(seat) % 4];
        let score = self.game.scores()[seat];
        let score_words = i18n.t_args(
            if rules.variant == Variant::Musical {
                "game-rounds-won"
            } else {
                "game-points"
            },
            &[("points", Arg::from(score))],
        );
        let level_words = match s.player {
            Player::Computer(level) => Some(i18n.t(level_id(level))),
            Player::Human => None,
        };
        // The name takes what the score and the level leave of the line: smaller type for a
        // long name, and past the least size its end given as "…", so that the level always
        // shows and no letter is cut in half.
        // With the hands open the hand's count stands on this line too (between the name and
        // the score), so that the open tablets take the panel's whole width: three a row at
        // 1024 wide with four seats, where beside the count they made two.
        let open = (self.all_open || round.outcome().is_some()) && !folded;
        let size = round.hand(seat).len();
        let count_words = i18n.t_args(
            &face_id("game-hand-size", rules.face()),
            &[("count", Arg::from(size))],
        );
        // Beside the backs, what they leave of the line (px), smaller where it needs it.
        let (count_fit, count_size) = if open {
            (count_words.clone(), 15.0)
        } else {
            let room = panel_width - 2.0 * SEAT_PAD - MINI_HAND_WIDTH - 2.0 * 8.0 - 2.0;
            fit_line(&count_words, 15.0, 11.0, room)
        };
        let count_text = text(count_fit)
            .size(count_size)
            .color(palette.on_table_dim)
            .wrapping(text::Wrapping::None);
        let room = panel_width
            - 2.0 * SEAT_PAD
            - text_width(FontRole::Body, 17.0, &score_words)
            - 8.0
            - if open {
                text_width(FontRole::Body, 15.0, &count_words) + 8.0
            } else {
                0.0
            }
            - level_words
                .as_ref()
                .map_or(0.0, |l| text_width(FontRole::Body, 15.0, l) + 6.0)
            - 2.0;
        let (name_words, name_size) = fit_line(&s.name, 22.0, 15.0, room);
        let mut name = row![
            text(name_words)
                .size(name_size)
                .color(team_color)
                .wrapping(text::Wrapping::None)
        ]
        .spacing(6)
        .align_y(Alignment::End);
        if let Some(level) = level_words {
            name = name.push(
                text(level)
                    .size(15)
                    .color(palette.on_table_dim)
                    .wrapping(text::Wrapping::None),
            );
        }
        let show =
            (self.all_open && !folded) || (self.viewer() == Some(seat) && self.covered().is_none());
        // The viewer's hand lies face up at the bottom: its panel repeats no backs (but shows
        // it with the others when all hands are open).
        // A seat that is out while its partner plays on says so where its hand was, so that
        // no panel grows (and moves the board) when it is said.
        let hand: Element<'a, Message> = if round.out_seats().contains(seat) {
            text(i18n.t("game-out"))
                .size(15)
                .color(palette.accent)
                .into()
        } else if self.viewer() == Some(seat)
            && self.covered().is_none()
            && (!self.all_open || folded)
        {
            Space::new().into()
        } else if show || (self.panel_shows_faces(seat) && !folded) {
            // With all hands open the viewer's panel shows theirs too, rather than stand
            // empty as tall as the others. Once the round is over, the count has shown every
            // hand: the table seen after it shows them face up too, at the same size.
            row(self.hand_order(seat).into_iter().enumerate().map(|(i, t)| {
                container(tablet(
                    Some((t.low(), t.high())),
                    rules.face(),
                    palette,
                    faces.size.0,
                    faces.size.1,
                ))
                .id(format!("seat-{seat}-{i}"))
                .into()
            }))
            .spacing(2)
            .wrap()
            .vertical_spacing(2)
            .into()
        } else {
            // One row of backs, however many tablets: past a row, the last place says how
            // many more (the count stands beside them), so no panel grows as a hand does.
            let backs = if size > MINI_BACKS_PER_ROW {
                MINI_BACKS_PER_ROW - 1
            } else {
                size
            };
            let mut r = row((0..backs).map(|_| mini(None, rules.face(), palette)))
                .spacing(2)
                .align_y(Alignment::Center);
            if size > backs {
                r = r.push(
                    text(format!("+{}", size - backs))
                        .size(15)
                        .color(palette.on_table_dim),
                );
            }
            r.into()
        };
        // Every seat's hand area is as tall as the largest hand now needs when the hands are
        // open or the round is over ([`Faces`]: the panels shrink as the hands empty, and the
        // board takes the rest), else one row of backs, so that no panel moves as hands
        // shrink or grow. A round's end grows them once, behind the count: face up, a tablet
        // needs the least size whose flags stay apart, which a row of backs has no room for.
        let (hand_w, hand_h) = if open {
            (faces.width(), faces.height())
        } else {
            (MINI_HAND_WIDTH, MINI_BACK_HEIGHT)
        };
        let hand = container(hand)
            .width(Length::Fixed(hand_w))
            .height(Length::Fixed(hand_h));
        // Two lines, so that four panels, two above two, leave the board as much height as
        // they can: the name and the score, then the hand and its size. A long name is cut
        // at the score rather than wrapped.
        let mut name = row![container(name).width(Length::Fill).clip(true)];
        let counts = if open {
            name = name.push(count_text);
            row![hand]
        } else {
            row![hand, Space::new().width(Length::Fill), count_text]
        };
        let name = name
            .push(text(score_words).size(17).wrapping(text::Wrapping::None))
            .spacing(8)
            .height(Length::Fixed(SEAT_NAME_LINE))
            .align_y(Alignment::Center);
        let counts = counts.spacing(8).align_y(Alignment::Center);
        let info = column![name, counts].spacing(SEAT_LINES_GAP);
        let to_move = round.to_move() == Some(seat);
        container(info)
            .id(format!("seat-{seat}"))
            .padding(SEAT_PAD)
            .width(Length::Fixed(panel_width))
            .style(seat_outline(palette, team_color, to_move))
            .into()
    }

    /// A seat's panel slim ([`SLIM_SEAT_WIDTH`] wide, [`crate::ui::metrics::SLIM_SEAT_HEIGHT`]
    /// tall), for four seats in one row whose hands show no faces: the name and the score
    /// (in short words) on the first line, then the hand as a bar of small backs, its count
    /// in figures, and the computer's level.
    fn slim_seat_panel<'a>(
        &'a self,
        seat: usize,
        i18n: &'a Localizer,
        palette: Palette,
    ) -> Element<'a, Message> {
        let rules = self.setup.rules;
        let round = self.game.round();
        let s = &self.setup.seats[seat];
        let team_color = palette.seats[rules.team(seat) % 4];
        let inner = SLIM_SEAT_WIDTH - 2.0 * SEAT_PAD;
        let score_words = i18n.t_args(
            if rules.variant == Variant::Musical {
                "game-rounds-won-short"
            } else {
                "game-points-short"
            },
            &[("points", Arg::from(self.game.scores()[seat]))],
        );
        // The name takes what the score leaves of the line, smaller for a long name and past
        // the least size cut with "…", as in the full panel.
        let room = inner - text_width(FontRole::Body, 17.0, &score_words) - 8.0 - 2.0;
        let (name_words, name_size) = fit_line(&s.name, 22.0, 15.0, room);
        let name = row![
            container(
                text(name_words)
                    .size(name_size)
                    .color(team_color)
                    .wrapping(text::Wrapping::None)
            )
            .width(Length::Fill)
            .clip(true),
            text(score_words).size(17).wrapping(text::Wrapping::None),
        ]
        .spacing(8)
        .height(Length::Fixed(SEAT_NAME_LINE))
        .align_y(Alignment::Center);
        // The hand: a back for each tablet up to [`SLIM_BACKS`] (the figure gives the
        // count past them), none for the hand lying face up at the foot of the window, or
        // "out" for a seat out while its partner plays on.
        let size = round.hand(seat).len();
        let own = self.viewer() == Some(seat) && self.covered().is_none();
        let out = round.out_seats().contains(seat);
        let backs = if own || out { 0 } else { size.min(SLIM_BACKS) };
        let hand: Element<'a, Message> = if out {
            text(i18n.t("game-out"))
                .size(15)
                .color(palette.accent)
                .into()
        } else if backs == 0 {
            // The hand at the foot of the window (or none left): its count in words.
            text(i18n.t_args(
                &face_id("game-hand-size", rules.face()),
                &[("count", Arg::from(size))],
            ))
            .size(15)
            .color(palette.on_table_dim)
            .wrapping(text::Wrapping::None)
            .into()
        } else {
            row((0..backs).map(|_| tablet(None, rules.face(), palette, SLIM_BACK.0, SLIM_BACK.1)))
                .push(Space::new().width(Length::Fixed(2.0)))
                .push(
                    text(size.to_string())
                        .size(17)
                        .wrapping(text::Wrapping::None),
                )
                .spacing(2)
                .align_y(Alignment::Center)
                .into()
        };
        let mut counts = row![container(hand).width(Length::Fill).clip(true)]
            .spacing(6)
            .height(Length::Fixed(crate::ui::metrics::SEAT_COUNT_LINE))
            .align_y(Alignment::Center);
        if let Player::Computer(level) = s.player {
            // The level in what the hand's bar and count leave, smaller where it is long.
            let level_words = i18n.t(level_id(level));
            let bar = backs as f32 * (SLIM_BACK.0 + 2.0)
                + 4.0
                + text_width(FontRole::Body, 17.0, &size.to_string())
                + 2.0;
            let (words, size) = fit_line(&level_words, 15.0, 11.0, inner - bar - 6.0);
            counts = counts.push(
                text(words)
                    .size(size)
                    .color(palette.on_table_dim)
                    .wrapping(text::Wrapping::None),
            );
        }
        let to_move = round.to_move() == Some(seat);
        container(column![name, counts].spacing(SEAT_LINES_GAP))
            .id(format!("seat-{seat}"))
            .padding(SEAT_PAD)
            .width(Length::Fixed(SLIM_SEAT_WIDTH))
            .style(seat_outline(palette, team_color, to_move))
            .into()
    }

    /// The side panel: the game, the round, the rule options and the table's facts, then
    /// Home, All hands open and the exports. As a `bar` (where the seats leave it less than
    /// [`crate::ui::metrics::INFO_MIN`] beside them: with two seats under 1024 logical
    /// pixels wide, as at 150 % on a 1024 × 768 projector) it stands under the seats the
    /// whole width, its buttons first and its words after them on the same line where they
    /// fit.
    fn info_panel<'a>(
        &'a self,
        i18n: &'a Localizer,
        palette: Palette,
        bar: bool,
    ) -> Element<'a, Message> {
        let rules = self.setup.rules;
        let round = self.game.round();
        let title = rules_id(&rules);
        // As a bar, smaller, so that the buttons and the words share one line at 680 wide
        // in English (the board keeps the height of a second line, 24 px).
        let (title_size, small_size) = if bar { (15.0, 13.0) } else { (20.0, 15.0) };
        // One line where the panel is wide enough (the game, the round, the options, the
        // table's facts), wrapping where it is not.
        let mut col = row![
            text(i18n.t(title)).size(title_size),
            text(
                i18n.t_args(
                    // Once the match is won, the panel no longer counts its rounds.
                    if self.game.is_over() {
                        "game-over-target"
                    } else {
                        "game-round-target"
                    },
                    &[
                        ("round", Arg::from(self.game.round_number())),
                        ("target", Arg::from(rules.target)),
                        (
                            "unit",
                            i18n.t_args(
                                if rules.variant == Variant::Musical {
                                    "new-target-rounds"
                                } else {
                                    "new-target-points"
                                },
                                &[("count", Arg::from(rules.target))],
                            )
                            .into(),
                        ),
                    ],
                )
            )
            .size(small_size)
            .color(palette.on_table_dim),
        ]
        .spacing(10)
        .align_y(Alignment::End);
        if let Some(words) = option_words(i18n, &rules) {
            col = col.push(text(words).size(small_size).color(palette.on_table_dim));
        }
        for fact in table_facts(i18n, round) {
            col = col.push(text(fact).size(small_size));
        }
        // Home first: the other button's label changes length as it toggles, and so moves
        // nothing after it.
        if bar {
            let small = |words: String, message: Message| {
                button(text(words).size(15))
                    .padding([2, 8])
                    .on_press(message)
                    .style(theme::button(palette, theme::Kind::Secondary))
            };
            let open = if self.all_open {
                "game-hide-hands"
            } else {
                "game-open-hands"
            };
            let mut line = row![
                small(i18n.t("game-home"), Message::Home),
                small(i18n.t(open), Message::ToggleOpen),
                small(i18n.t("game-export"), Message::Export),
            ];
            // In the browser Export record is a download already: nowhere else to choose.
            if !crate::platform::store::SAVES_ARE_DOWNLOADS {
                line = line.push(small(i18n.t("game-export-as"), Message::ExportAs));
            }
            let line = line
                .push(col.spacing(10))
                .spacing(6)
                .align_y(Alignment::Center)
                .wrap()
                .vertical_spacing(2);
            return container(line)
                .padding([2, 8])
                .width(Length::Fill)
                .style(theme::panel(palette))
                .into();
        }
        let buttons = row![
            button(text(i18n.t("game-home")).size(15))
                .on_press(Message::Home)
                .style(theme::button(palette, theme::Kind::Secondary)),
            button(
                text(i18n.t(if self.all_open {
                    "game-hide-hands"
                } else {
                    "game-open-hands"
                }))
                .size(15)
            )
            .on_press(Message::ToggleOpen)
            .style(theme::button(palette, theme::Kind::Secondary)),
        ]
        .spacing(6)
        .wrap()
        .vertical_spacing(6);
        let mut export = row![
            button(text(i18n.t("game-export")).size(15))
                .on_press(Message::Export)
                .style(theme::button(palette, theme::Kind::Secondary)),
        ];
        // In the browser Export record is a download already: nowhere else to choose.
        if !crate::platform::store::SAVES_ARE_DOWNLOADS {
            export = export.push(
                button(text(i18n.t("game-export-as")).size(15))
                    .on_press(Message::ExportAs)
                    .style(theme::button(palette, theme::Kind::Secondary)),
            );
        }
        let export = export.spacing(6).wrap().vertical_spacing(6);
        // The buttons in one row where it holds them (two by two in the least window).
        let panel = column![
            col.wrap().vertical_spacing(2),
            row![buttons, export].spacing(6).wrap().vertical_spacing(6)
        ]
        .spacing(8);
        container(panel)
            .padding(8)
            .width(Length::Fill)
            .style(theme::panel(palette))
            .into()
    }

    /// Hint and Hear the line, at the right end of the turn line whatever stands on it (the
    /// turn, the cover, a computer thinking), so that they keep their place from one turn to
    /// the next, greyed out while they cannot be used. They stand there rather than in the
    /// side panel so that the panel is a row of buttons shorter and the board 33.5 px taller:
    /// at 1024 × 700 a two-seat round's tablets end at 44 px rather than 35, with the round's
    /// size found in 2 % steps (`docs/benchmarks.md`, Game screen).
    /// Where the column beside the hand is `narrow` (the window under 741 wide, as at 150 % on
    /// a 1024 × 768 projector) they are set at 14 points on one line each, so that they keep
    /// to the turn line's height in every language ("Écouter la ligne" took three lines and
    /// was cut).
    fn turn_tools<'a>(
        &'a self,
        i18n: &'a Localizer,
        palette: Palette,
        narrow: bool,
    ) -> Element<'a, Message> {
        let rules = self.setup.rules;
        let round = self.game.round();
        let tool =
            |words: String| {
                let b = button(text(words).size(if narrow { 14 } else { 17 }).wrapping(
                    if narrow {
                        text::Wrapping::None
                    } else {
                        text::Wrapping::default()
                    },
                ))
                .style(theme::button(palette, theme::Kind::Secondary));
                if narrow { b.padding([3, 8]) } else { b }
            };
        let mut tools = row![].spacing(6).align_y(Alignment::Center);
        if !self.humans().is_empty() {
            tools = tools.push(
                tool(i18n.t("game-hint"))
                    .on_press_maybe(self.human_to_move().map(|_| Message::Hint)),
            );
        }
        if rules.face() == Face::Notes {
            tools = tools.push(
                tool(i18n.t("audio-hear-line"))
                    .on_press_maybe((!round.line().is_empty()).then_some(Message::HearLine)),
            );
        }
        tools.into()
    }

    /// How the viewer's tablet `t` is drawn in their hand: the chosen tablet (waiting for its
    /// end) tinted, else the hinted one, so that only one is ever tinted; on their turn the
    /// others outlined if playable, faded if not; plain on anyone else's turn.
    pub fn hand_emphasis(&self, t: Tile) -> Emphasis {
        let playable: Vec<Tile> = self.human_moves().iter().filter_map(|m| m.tile()).collect();
        self.emphasis_among(t, &playable)
    }

    /// [`Game::hand_emphasis`] with the tablets the viewer may play now given.
    fn emphasis_among(&self, t: Tile, playable: &[Tile]) -> Emphasis {
        let Some(seat) = self.viewer() else {
            return Emphasis::Normal;
        };
        let my_turn = self.human_to_move() == Some(seat);
        let hinted = self.hint.as_ref().and_then(|(mv, _)| mv.tile());
        let tinted = match self.choice {
            Some(chosen) => chosen == t,
            None => my_turn && hinted == Some(t),
        };
        if tinted {
            Emphasis::Selected
        } else if my_turn && playable.contains(&t) {
            Emphasis::Playable
        } else if my_turn {
            Emphasis::Dimmed
        } else {
            Emphasis::Normal
        }
    }

    /// The foot of the screen: the hand (or the cover, or nothing on a computer's turn with
    /// no hand shown) at the left, and beside it the turn line, what the turn asks, and
    /// `status` (the last moves) under them. As tall as a hand tablet with its key, whatever
    /// stands there, so that the board above does not move.
    fn hand_area<'a>(
        &'a self,
        i18n: &'a Localizer,
        palette: Palette,
        (m, width): (&Metrics, f32),
        told: (&str, f32),
        status: &dyn Fn(f32) -> Element<'a, Message>,
    ) -> Element<'a, Message> {
        let keep = Space::new().height(Length::Fixed(m.hand_height));
        // The column beside the hand narrower than it is made (the hand keeps seven tablets at
        // the least side): the turn line's words smaller ([`Game::turn_tools`]).
        let narrow = m.hand_room <= crate::ui::metrics::least_hand_room();
        let rules = self.setup.rules;
        let face = rules.face();
        // On a computer's turn the turn line says who is to play, so that a class sees that
        // the game goes on while the computer waits and thinks.
        let round = self.game.round();
        let thinking = round
            .to_move()
            .filter(|_| round.outcome().is_none())
            .filter(|&s| matches!(self.setup.seats[s].player, Player::Computer(_)))
            .map(|s| {
                i18n.t_args(
                    "game-computer-turn",
                    &[("name", self.setup.seats[s].name.clone().into())],
                )
            });
        // Between two humans' turns the hand's place holds the cover: whose turn it is, the
        // others asked to look away, and the button its owner clicks. The table above stays
        // in view (the line, the scores and the moves are everyone's), and so do Home and
        // the side panel's buttons.
        if let Some(seat) = self.covered() {
            let name = self.setup.seats[seat].name.clone();
            let cover = column![
                text(i18n.t_args("cover-turn", &[("name", name.clone().into())]))
                    .size(26)
                    .color(palette.seats[self.setup.rules.team(seat) % 4]),
                button(
                    text(i18n.t_args(
                        &face_id("cover-show", self.setup.rules.face()),
                        &[("name", name.into())],
                    ))
                    .size(22),
                )
                .padding([12, 28])
                .on_press(Message::Reveal)
                .style(theme::button(palette, theme::Kind::Primary)),
                text(i18n.t("cover-others-look-away"))
                    .size(20)
                    .color(palette.on_table_dim),
            ]
            .spacing(12);
            // The cover and the column share what the hand's place leaves.
            let side_w = (width - 2.0 * PAD - 2.0 * SPACING) / 2.0;
            let side =
                self.side_column(i18n, palette, (m, narrow, side_w), None, None, told, status);
            return row![keep, container(cover).width(Length::Fill), side]
                .spacing(SPACING)
                .into();
        }
        let Some(seat) = self.viewer() else {
            let title = Title {
                words: thinking.unwrap_or_default(),
                color: palette.on_table_dim,
                size: if narrow { 17.0 } else { 22.0 },
            };
            // The table seen after the round with no hand shown: the way back to the count
            // stands here, where Rest and Draw do (over the board's foot it covered the
            // note of where the record was kept).
            let back = (self.seeing_table && round.outcome().is_some())
                .then(|| (back_to_count(i18n, palette), 20.0 * LINE_HEIGHT + 16.0));
            let side = self.side_column(
                i18n,
                palette,
                (m, narrow, width - 2.0 * PAD),
                Some(title),
                back,
                told,
                status,
            );
            return row![keep, side].into();
        };
        let moves = self.human_moves();
        let my_turn = self.human_to_move() == Some(seat);
        let tiles = self.hand_order(seat);
        // A hand too long for one row at full size first draws its tablets narrower, down to
        // three fifths, so that the board above keeps its height through all but the longest
        // hands of a drawing game (twelve at 1024 wide); only a longer hand takes a second row.
        let playable: Vec<Tile> = moves.iter().filter_map(|m| m.tile()).collect();
        // While a matador's ways are picked by number, the digits are theirs, not the hand's.
        let numbered = self.ways_by_number();
        // The tablets stand upright, at the hand's size while seven fit beside the column
        // (`Metrics::hand_width`: whole pixels, rounded down, so that a share that fits only
        // to the last fraction of a pixel does not send the last tablet to a second row), a
        // longer hand narrower; past the least size it takes a second row.
        let w = m
            .hand_width(tiles.len())
            .unwrap_or(crate::ui::metrics::upright(LEAST_SIDE).0.ceil());
        let tall = w * 1.8;
        let n = tiles.len().max(1) as f32;
        let hand_w = (n * (w + HAND_GAP) - HAND_GAP)
            .min(m.hand_room)
            .max(HAND_SLOTS as f32 * (m.hand_tablet.0 + HAND_GAP) - HAND_GAP);
        // The column beside the hand, what the row leaves it (px).
        let side_w = width - 2.0 * PAD - 2.0 * SPACING - hand_w;
        let hand = {
            row(tiles.iter().copied().enumerate().map(|(i, t)| {
                let emphasis = self.emphasis_among(t, &playable);
                let canvas = Canvas::new(TabletCanvas {
                    halves: Some((t.low(), t.high())),
                    face,
                    palette,
                    emphasis,
                    vertical: true,
                })
                .width(Length::Fixed(w))
                .height(Length::Fixed(tall));
                let b = button(canvas)
                    .padding(0)
                    .style(theme::button(palette, theme::Kind::Bare))
                    // A dimmed tablet answers a click too: with why it cannot be played.
                    .on_press_maybe(my_turn.then_some(Message::Tablet(t)));
                // And the pointer over it, with the same words, until it leaves.
                let b = mouse_area(b)
                    .on_enter(Message::Hover(t, true))
                    .on_exit(Message::Hover(t, false));
                column![
                    container(b).id(format!("hand-{i}")),
                    // Keys 1–9 and 0 pick the first ten tablets; later ones have no key.
                    text(if i < 10 && !numbered {
                        format!("{}", (i + 1) % 10)
                    } else {
                        String::new()
                    })
                    .size(13)
                    .color(palette.on_table_dim),
                ]
                .align_x(Alignment::Center)
                .into()
            }))
            .spacing(HAND_GAP)
            .wrap()
            .vertical_spacing(4)
        };

        let mut actions = row![].spacing(12).align_y(Alignment::Center);
        // Rest, Draw and Tap it smaller beside a narrow column, so that they stand with the
        // turn line in the hand's height; how tall the actions stand (px), for the last moves
        // to be fitted under them.
        let (big, big_pad) = if narrow {
            (17.0, [5, 14])
        } else {
            (20.0, [8, 18])
        };
        let big_h = big * LINE_HEIGHT + 2.0 * f32::from(big_pad[0]);
        let mut buttons = 0;
        // Tap it, under the turn line, once the viewer has laid a tablet and the settings
        // offer it (beside the tools it would crowd them onto two lines at 1024 wide).
        // Without sound it stays, off, and says why (the count-in would be silent).
        if self.tap_laid().is_some() {
            let hear = self.tap_settings.can_hear;
            actions = actions.push(
                button(
                    text(i18n.t(if hear {
                        "game-tap-it"
                    } else {
                        "game-tap-it-no-sound"
                    }))
                    .size(big),
                )
                .padding(big_pad)
                .on_press_maybe(hear.then_some(Message::TapIt))
                .style(theme::button(palette, theme::Kind::Secondary)),
            );
        }
        if self.tap_laid().is_some() {
            buttons += 1;
        }
        if self.seeing_table && self.game.round().outcome().is_some() {
            actions = actions.push(back_to_count(i18n, palette));
            buttons += 1;
        }
        if moves.contains(&Move::Rest) {
            actions = actions.push(
                button(text(i18n.t("game-rest")).size(big))
                    .padding(big_pad)
                    .on_press(Message::Rest)
                    .style(theme::button(palette, theme::Kind::Primary)),
            );
            buttons += 1;
        }
        if moves.contains(&Move::Draw) {
            actions = actions.push(
                button(text(i18n.t("game-draw")).size(big))
                    .padding(big_pad)
                    .on_press(Message::Draw)
                    .style(theme::button(palette, theme::Kind::Primary)),
            );
            buttons += 1;
        }
        // Back to the count is 20 points, 8 px above and below, beside a narrow column too.
        let back = self.seeing_table && self.game.round().outcome().is_some();
        let mut actions_h = match (buttons, back) {
            (0, _) => 0.0,
            (_, true) => big_h.max(20.0 * LINE_HEIGHT + 16.0),
            (_, false) => big_h,
        };
        // A matador that fits both ends offers four ways (each end, either half outward):
        // too many for the turn line beside its title and tools, so they give way to it, and
        // each end's two ways are grouped under the end's name.
        // The ways, left end first, so that each end's stand together under its name.
        let ways = self.choice_ways();
        let crowded = ways.len() > 2;
        if let Some(tile) = self.choice {
            // The pieces of the choice, in order: the question (four ways grouped under their
            // ends' names need none: in the longer languages the row would not fit the least
            // window with it), each end's name where the ways are grouped, the ways, Cancel.
            enum Piece {
                Words(String, bool),
                Way(usize, Move, String),
                Cancel(String),
            }
            let mut pieces = Vec::new();
            if !crowded {
                pieces.push(Piece::Words(i18n.t("game-choose-end"), false));
            }
            let mut last_end = None;
            for (i, m) in ways.iter().enumerate() {
                if let Move::Play { end, outward, .. } = m {
                    if crowded && last_end != Some(*end) {
                        last_end = Some(*end);
                        let group =
                            i18n.t_args("game-end-group", &[("end", i18n.t(end_id(*end)).into())]);
                        pieces.push(Piece::Words(group, true));
                    }
                    let label = if crowded {
                        i18n.t_args("game-outward", &[("half", face.half_text(*outward).into())])
                    } else if rules.variant == Variant::Matador && tile.low() != tile.high() {
                        i18n.t_args(
                            "game-end-outward",
                            &[
                                ("end", i18n.t(end_id(*end)).into()),
                                ("half", face.half_text(*outward).into()),
                            ],
                        )
                    } else {
                        i18n.t_args("game-end-choice", &[("end", i18n.t(end_id(*end)).into())])
                    };
                    pieces.push(Piece::Way(i, *m, label));
                }
            }
            pieces.push(Piece::Cancel(i18n.t("game-cancel")));
            // The height the choice takes at a size (points) and padding (px), wrapped to
            // the column's width.
            let height = |size: f32, pad: [u16; 2]| {
                let button_w = |words: &str| {
                    text_width(FontRole::Body, size, words) + 2.0 * f32::from(pad[1]) + 2.0
                };
                let widths: Vec<f32> = pieces
                    .iter()
                    .map(|p| match p {
                        Piece::Words(w, group) => {
                            text_width(FontRole::Body, size, w) + if *group { 16.0 } else { 2.0 }
                        }
                        Piece::Way(_, _, w) => button_w(w) + if numbered { 30.0 } else { 0.0 },
                        Piece::Cancel(w) => button_w(w),
                    })
                    .collect();
                let rows = flow_rows(&widths, 6.0, side_w) as f32;
                rows * (size * LINE_HEIGHT + 2.0 * f32::from(pad[0])) + (rows - 1.0) * 6.0
            };
            // At 17 points where the turn line and the actions leave it room in the hand's
            // height, else at 14 (always beside a narrow column).
            let line = if narrow {
                NARROW_TURN_LINE_HEIGHT
            } else {
                TURN_LINE_HEIGHT
            };
            let above = line
                + 6.0
                + if actions_h > 0.0 {
                    actions_h + 6.0
                } else {
                    0.0
                };
            let (choice_size, choice_pad) =
                if !narrow && above + height(17.0, [5, 10]) <= m.hand_height {
                    (17.0, [5, 10])
                } else {
                    (14.0, [3, 8])
                };
            let choices_h = height(choice_size, choice_pad);
            let mut choices = row![].spacing(6).align_y(Alignment::Center);
            for piece in pieces {
                choices = match piece {
                    Piece::Words(words, false) => choices.push(text(words).size(choice_size)),
                    Piece::Words(group, true) => choices
                        .push(Space::new().width(Length::Fixed(8.0)))
                        .push(text(group).size(choice_size).color(palette.on_table_dim)),
                    Piece::Way(i, m, label) => {
                        // The way the hint names, if it is for this tablet, stands out from
                        // the others.
                        let hinted = self.hint.as_ref().is_some_and(|(h, _)| *h == m);
                        let kind = if self
                            .hint
                            .as_ref()
                            .is_some_and(|(h, _)| h.tile() == Some(tile))
                            && !hinted
                        {
                            theme::Kind::Secondary
                        } else {
                            theme::Kind::Primary
                        };
                        // Picked by its number where an end alone does not say which way.
                        let content: Element<'a, Message> = if numbered {
                            row![
                                container(
                                    text((i + 1).to_string()).size(14).color(palette.on_table)
                                )
                                .padding([0, 5])
                                .style(theme::key_cap(palette)),
                                text(label).size(choice_size),
                            ]
                            .spacing(6)
                            .align_y(Alignment::Center)
                            .into()
                        } else {
                            text(label).size(choice_size).into()
                        };
                        choices.push(
                            button(content)
                                .padding(choice_pad)
                                .on_press(Message::Choose(m))
                                .style(theme::button(palette, kind)),
                        )
                    }
                    Piece::Cancel(cancel) => choices.push(
                        button(text(cancel).size(choice_size))
                            .padding(choice_pad)
                            .on_press(Message::Cancel)
                            .style(theme::button(palette, theme::Kind::Secondary)),
                    ),
                };
            }
            actions = actions.push(choices.wrap().vertical_spacing(6));
            actions_h = if actions_h > 0.0 {
                actions_h + 6.0 + choices_h
            } else {
                choices_h
            };
        }
        let title = if my_turn {
            // With nothing to play, the turn line says what to do instead.
            let nothing_fits = !moves.iter().any(|m| m.tile().is_some());
            let id = if nothing_fits && moves.contains(&Move::Rest) {
                "game-your-turn-rest".to_string()
            } else if nothing_fits && moves.contains(&Move::Draw) {
                face_id("game-your-turn-draw", face)
            } else {
                "game-your-turn".to_string()
            };
            i18n.t_args(&id, &[("name", self.setup.seats[seat].name.clone().into())])
        } else if let Some(thinking) = &thinking {
            thinking.clone()
        } else {
            i18n.t_args(
                &face_id("game-hand-of", face),
                &[("name", self.setup.seats[seat].name.clone().into())],
            )
        };
        // Whose turn it is, large and in the seat's own colour (its side's, in a partnership:
        // the colour its panel is outlined in), readable from the back of a class; a
        // computer's turn large but dim; someone else's hand on show is only captioned.
        let title = if my_turn {
            Title {
                words: title,
                color: palette.seats[self.setup.rules.team(seat) % 4],
                size: if narrow { 18.0 } else { 24.0 },
            }
        } else if thinking.is_some() {
            Title {
                words: title,
                color: palette.on_table_dim,
                size: if narrow { 17.0 } else { 22.0 },
            }
        } else {
            Title {
                words: title,
                color: palette.on_table_dim,
                size: if narrow { 15.0 } else { 17.0 },
            }
        };
        // Beside the hand: the turn line with Hint and Hear the line at its right
        // ([`Game::turn_tools`]), under it Rest, Draw or the choice of end, then the last
        // moves. The hand keeps its width whoever's turn it is and whatever is asked, so its
        // tablets do not move; the foot keeps a hand's height, so that the board keeps its
        // size as the hand narrows or empties at the end of a round.
        let side = self.side_column(
            i18n,
            palette,
            (m, narrow, side_w),
            Some(title),
            Some((actions.wrap().vertical_spacing(6).into(), actions_h)),
            told,
            status,
        );
        row![keep, container(hand).width(Length::Fixed(hand_w)), side]
            .spacing(SPACING)
            .into()
    }

    /// The width Hint and Hear the line take at the turn line's right (px), as
    /// [`Game::turn_tools`] draws them (a button's text, its padding and a pixel each side
    /// for the border, 6 px between them), with the turn line's gap before them.
    fn tools_width(&self, i18n: &Localizer, narrow: bool) -> f32 {
        let (size, pad) = if narrow { (14.0, 8.0) } else { (17.0, 10.0) };
        let mut words = Vec::new();
        if !self.humans().is_empty() {
            words.push(i18n.t("game-hint"));
        }
        if self.setup.rules.face() == Face::Notes {
            words.push(i18n.t("audio-hear-line"));
        }
        words
            .iter()
            .map(|w| text_width(FontRole::Body, size, w) + 2.0 * pad + 2.0 + 6.0)
            .sum::<f32>()
            - 6.0
            + 12.0
    }

    /// The column beside the hand, `side_w` px wide, never taller than the hand
    /// ([`Metrics::hand_height`]), so that the board above keeps its height whatever the
    /// turn asks: the turn line (`title` fitted to its room by [`fit_title`], on two lines
    /// where it needs them, the row's height following), under it the `actions` (and their
    /// height, px), then the last moves (`told`: their words and the height the status holds
    /// beside them, px) at the size the room left fits ([`fit_moves`]). Only what still does
    /// not fit scrolls.
    #[allow(clippy::too_many_arguments)]
    fn side_column<'a>(
        &'a self,
        i18n: &'a Localizer,
        palette: Palette,
        (m, narrow, side_w): (&Metrics, bool, f32),
        title: Option<Title>,
        actions: Option<(Element<'a, Message>, f32)>,
        (told, held): (&str, f32),
        status: &dyn Fn(f32) -> Element<'a, Message>,
    ) -> Element<'a, Message> {
        let tools = self.tools_width(i18n, narrow);
        let least_line = if narrow {
            NARROW_TURN_LINE_HEIGHT
        } else {
            TURN_LINE_HEIGHT
        };
        let (words, color, size, lines) = match title {
            Some(t) => {
                let least = if narrow { 13.0 } else { 15.0 };
                let below = actions
                    .as_ref()
                    .map_or(0.0, |(_, h)| if *h > 0.0 { h + 6.0 } else { 0.0 });
                let (size, lines) = fit_title(
                    &t.words,
                    t.size,
                    least,
                    side_w - tools,
                    m.hand_height - below,
                );
                (t.words, t.color, size, lines)
            }
            None => (String::new(), palette.on_table_dim, 17.0, 1),
        };
        let turn_h = turn_line_height(size, lines, least_line);
        // The title exactly as wide as it was fitted to, the tools at the right.
        let turn = row![
            text(words)
                .size(size)
                .color(color)
                .width(Length::Fixed((side_w - tools).max(0.0))),
            container(self.turn_tools(i18n, palette, narrow)).align_right(Length::Fill)
        ]
        .spacing(12)
        .height(Length::Fixed(turn_h))
        .align_y(Alignment::Center);
        let mut used = turn_h + 6.0 + held;
        let mut side = column![turn].spacing(6).width(Length::Fill);
        if let Some((actions, h)) = actions {
            if h > 0.0 {
                used += h + 6.0;
            }
            side = side.push(actions);
        }
        let most = if narrow { 15.0 } else { 18.0 };
        let size = fit_moves(told, most, LEAST_MOVES_SIZE, side_w, m.hand_height - used);
        // Only the last moves scroll, under a thin bar, where even at their least size they
        // need more room than is left: the turn line and what it asks stay in view.
        // There it shows whole lines only (none where not one fits), not a sliver of one.
        let room = m.hand_height - (used - held);
        let line = size * LINE_HEIGHT;
        let needs = lines_of(told, size, side_w) as f32 * line + held;
        // The note over the moves (`held`: where a record was kept) stays whole; the lines of
        // moves under it take the whole lines that fit in the rest.
        let view = if needs <= room {
            Length::Fill
        } else {
            Length::Fixed(held + ((room - held) / line).floor().max(0.0) * line)
        };
        let bar = scrollable::Scrollbar::new().width(4).scroller_width(4);
        side = side.push(
            scrollable(container(status(size)).id("status"))
                .direction(scrollable::Direction::Vertical(bar))
                .width(Length::Fill)
                .height(view),
        );
        container(side)
            .width(Length::Fill)
            .height(Length::Fixed(m.hand_height))
            .into()
    }

    /// The score of the match: "Final score: Ada 3, Ben 2" at its end, "Score: Ada 1, Ben 0 ·
    /// first to 3 wins" before (partners together: "Ada & Cleo 3, Ben & Dan 2"), the
    /// points (rounds won in Musical Dominoes) of each side in seat order.
    fn match_score(&self, i18n: &Localizer) -> String {
        let rules = self.setup.rules;
        let scores = self.game.scores();
        let mut sides: Vec<(usize, Vec<String>, i64)> = Vec::new();
        for (seat, &score) in scores.iter().enumerate().take(rules.players) {
            let team = rules.team(seat);
            let name = self.setup.seats[seat].name.clone();
            match sides.iter_mut().find(|(t, _, _)| *t == team) {
                Some(side) => side.1.push(name),
                None => sides.push((team, vec![name], score)),
            }
        }
        let list: Vec<String> = sides
            .iter()
            .map(|(_, names, score)| format!("{} {score}", join_names(i18n, names)))
            .collect();
        let scores = list.join(", ");
        if self.game.is_over() {
            return i18n.t_args("end-match-score", &[("scores", scores.into())]);
        }
        let unit = i18n.t_args(
            if rules.variant == Variant::Musical {
                "new-target-rounds"
            } else {
                "new-target-points"
            },
            &[("count", Arg::from(rules.target))],
        );
        i18n.t_args(
            "end-score-so-far",
            &[
                ("scores", scores.into()),
                ("target", Arg::from(rules.target)),
                ("unit", unit.into()),
            ],
        )
    }

    /// The round's panel over the table, laid out for the room the window gives it.
    fn round_end<'a>(
        &'a self,
        i18n: &'a Localizer,
        palette: Palette,
        export_note: Option<String>,
    ) -> Element<'a, Message> {
        responsive(move |room| {
            self.round_end_in(
                i18n,
                palette,
                export_note.clone(),
                (room.width, room.height),
            )
        })
        .into()
    }

    /// The round's panel for a window `width` logical pixels wide: each seat's row is its
    /// name (140 px), its tablets, its sum and its points (60 px); the tablets (400 px) and
    /// the sum (340 px) give up room in proportion where the window is narrower than the
    /// row (at 800 px the points were cut off). In a window lower than [`COUNT_SCROLLS_BELOW`]
    /// the count scrolls above the buttons, which stay in view.
    fn round_end_in<'a>(
        &'a self,
        i18n: &'a Localizer,
        palette: Palette,
        export_note: Option<String>,
        (width, height): (f32, f32),
    ) -> Element<'a, Message> {
        const NAME: f32 = 140.0;
        const POINTS: f32 = 60.0;
        const TABLETS: f32 = 400.0;
        const SUM: f32 = 340.0;
        // The panel's padding (28 a side), the row's three gaps (12) and a margin to the
        // window's edges (12 a side).
        let room = width - 2.0 * 28.0 - 3.0 * 12.0 - 24.0 - NAME - POINTS;
        let share = (room / (TABLETS + SUM)).clamp(0.3, 1.0);
        let (tablets_w, sum_w) = (TABLETS * share, SUM * share);
        let rules = self.setup.rules;
        let face = rules.face();
        let round = self.game.round();
        let Some(outcome) = round.outcome() else {
            return Space::new().into();
        };
        let names: Vec<String> = outcome
            .winners
            .iter()
            .map(|s| self.setup.seats[s].name.clone())
            .collect();
        let out: Vec<String> = played_out(round)
            .map(|s| self.setup.seats[s].name.clone())
            .collect();
        let headline = outcome_words(i18n, outcome.end, &names, &out);
        let mut col = column![text(headline).size(30)]
            .spacing(10)
            .align_x(Alignment::Center);
        if outcome.end == RoundEnd::Blocked {
            col = col.push(
                text(i18n.t(&face_id("end-blocked-explain", face)))
                    .size(17)
                    .color(palette.on_table_dim),
            );
        }
        for seat in 0..rules.players {
            let tiles = self.hand_order(seat);
            let sum = count_sum(&tiles, face);
            let points = round.points()[seat];
            // Larger than the seat panels' small tablets: the class reads the counts off them.
            let tiles_row = container(
                row(tiles.iter().map(|t| {
                    tablet(
                        Some((t.low(), t.high())),
                        face,
                        palette,
                        COUNTED_WIDTH,
                        COUNTED_WIDTH * 0.53,
                    )
                }))
                .spacing(4)
                .wrap()
                .vertical_spacing(4),
            )
            .width(Length::Fixed(tablets_w));
            // A long name is set smaller (and, past 14 points, cut with "…"), and a long sum
            // too before it wraps, so that neither runs into the next column.
            let (name, name_size) = fit_line(&self.setup.seats[seat].name, 20.0, 14.0, NAME);
            let sum_size = fit_line(&sum, 20.0, 15.0, sum_w - 2.0).1;
            col = col.push(
                row![
                    text(name)
                        .size(name_size)
                        .width(Length::Fixed(NAME))
                        .wrapping(text::Wrapping::None)
                        .color(palette.seats[rules.team(seat) % 4]),
                    tiles_row,
                    // The total stays with the last figure when a long sum wraps.
                    text(sum).size(sum_size).width(Length::Fixed(sum_w)),
                    // Partners share their points: they are given once, on the side's line.
                    text(if rules.partnerships {
                        String::new()
                    } else {
                        i18n.t_args("end-points", &[("points", Arg::from(points))])
                    })
                    .size(18)
                    .width(Length::Fixed(POINTS))
                    .color(palette.accent),
                ]
                .spacing(12)
                .align_y(Alignment::Center),
            );
        }
        // Partners: each side's count together (what decides a blocked round) and its points.
        if rules.partnerships {
            for side in 0..2 {
                let seats: Vec<usize> = (0..rules.players)
                    .filter(|&s| rules.team(s) == side)
                    .collect();
                let names: Vec<String> = seats
                    .iter()
                    .map(|&s| self.setup.seats[s].name.clone())
                    .collect();
                let counts: Vec<String> = seats
                    .iter()
                    .map(|&s| outcome.counts[s].to_string())
                    .collect();
                let total: u32 = seats.iter().map(|&s| outcome.counts[s]).sum();
                let points = seats.first().map_or(0, |&s| round.points()[s]);
                col = col.push(
                    row![
                        text(i18n.t_args(
                            "end-side-count",
                            &[
                                ("names", join_names(i18n, &names).into()),
                                (
                                    "sum",
                                    format!("{}\u{a0}=\u{a0}{total}", counts.join(" + ")).into()
                                ),
                            ],
                        ))
                        .size(20)
                        .color(palette.seats[side % 4]),
                        text(i18n.t_args("end-points", &[("points", Arg::from(points))]))
                            .size(18)
                            .color(palette.accent),
                    ]
                    .spacing(16)
                    .align_y(Alignment::Center),
                );
            }
        }
        // What the figure after "+" is: in All Fives and Shark it holds the points scored in
        // play as well as at the end.
        let kind = if rules.variant.scores_fives() {
            "play"
        } else if rules.variant == Variant::Musical {
            "rounds"
        } else {
            "end"
        };
        // Where play scores too, the points of the end itself are told, so that a round won
        // with nothing at its end (Shark's 1 rounded to 0) does not look unpaid.
        // A round ended at the target in play gives nothing for its end, and says so.
        let note = match round.end_award_counted() {
            Some((counted, award)) if rules.variant.scores_fives() => {
                let winners: Vec<usize> = outcome.winners.iter().collect();
                let names: Vec<String> = winners
                    .iter()
                    .map(|&s| self.setup.seats[s].name.clone())
                    .collect();
                // What the winner's "+" holds besides the end's points: what it scored in
                // play this round.
                let total = winners.first().map_or(0, |&s| round.points()[s]);
                let play = total.saturating_sub(award);
                let mut args = vec![
                    ("names", join_names(i18n, &names).into()),
                    ("count", Arg::from(names.len())),
                    ("points", Arg::from(award)),
                    ("play", Arg::from(play)),
                    ("total", Arg::from(total)),
                    ("inplay", if play > 0 { "yes" } else { "no" }.into()),
                ];
                if counted != award {
                    args.push(("counted", Arg::from(counted)));
                }
                i18n.t_args(
                    if counted == award {
                        "end-points-award"
                    } else {
                        "end-points-award-rounded"
                    },
                    &args,
                )
            }
            None if outcome.end == RoundEnd::Target => i18n.t("end-points-target"),
            _ => i18n.t_args("end-points-note", &[("kind", kind.into())]),
        };
        col = col.push(text(note).size(15).color(palette.on_table_dim));
        // The match's winner and the final score stand first, above the count, so that
        // they are in view where the count scrolls (four seats at 150 % on a 1024 × 768
        // projector: they stood under the count, a scroll away).
        let mut won = None;
        let buttons = if let Some(winners) = self.game.winners() {
            let names: Vec<String> = winners
                .iter()
                .map(|s| self.setup.seats[s].name.clone())
                .collect();
            won = Some(
                column![
                    text(match_won_words(i18n, &names))
                        .size(28)
                        .color(palette.accent),
                    text(self.match_score(i18n)).size(20),
                ]
                .spacing(6)
                .align_x(Alignment::Center),
            );
            row![
                theme::text_button(palette, i18n.t("end-new-game"), 20, theme::Kind::Primary)
                    .on_press(Message::NewGame),
                theme::text_button(palette, i18n.t("game-export"), 20, theme::Kind::Secondary)
                    .on_press(Message::Export),
                theme::text_button(palette, i18n.t("end-see-table"), 20, theme::Kind::Secondary)
                    .on_press(Message::SeeTable(true)),
                theme::text_button(palette, i18n.t("game-home"), 20, theme::Kind::Secondary)
                    .on_press(Message::Home),
            ]
        } else {
            // The match goes on: where it stands, which the seat panels behind show only dimly.
            col = col.push(text(self.match_score(i18n)).size(20));
            row![
                theme::text_button(palette, i18n.t("end-next-round"), 20, theme::Kind::Primary)
                    .on_press(Message::NextRound),
                theme::text_button(palette, i18n.t("game-export"), 20, theme::Kind::Secondary)
                    .on_press(Message::Export),
                theme::text_button(palette, i18n.t("end-see-table"), 20, theme::Kind::Secondary)
                    .on_press(Message::SeeTable(true)),
                theme::text_button(palette, i18n.t("game-home"), 20, theme::Kind::Secondary)
                    .on_press(Message::Home),
            ]
        };
        // The count scrolls where the window is too low for it (four seats at 150 % on a
        // 1024 × 768 projector, 481 px), so that the buttons under it stay in view whole.
        let count: Element<'a, Message> = if height < COUNT_SCROLLS_BELOW {
            scrollable(col).height(Length::Fill).into()
        } else {
            col.into()
        };
        let col = column![
            won,
            count,
            buttons.spacing(12),
            // An export from this panel is told here, not behind it, in room kept for it so
            // that the panel does not grow and move its buttons when it is told.
            text(export_note.unwrap_or_default())
                .size(15)
                .color(palette.on_table_dim)
                .width(Length::Fixed(560.0))
                .height(Length::Fixed(40.0))
                .align_x(Alignment::Center),
        ]
        .spacing(10)
        .align_x(Alignment::Center);
        overlay(col, 28, 0.82, palette)
    }
}

/// The window height, logical pixels, below which the count at a round's end scrolls above
/// its buttons (the least window of 1024 × 700 holds it whole).
const COUNT_SCROLLS_BELOW: f32 = 700.0;

/// The button that brings back the count after "See the table".
fn back_to_count<'a>(i18n: &Localizer, palette: Palette) -> Element<'a, Message> {
    theme::text_button(
        palette,
        i18n.t("end-back-to-count"),
        20,
        theme::Kind::Primary,
    )
    .on_press(Message::SeeTable(false))
    .into()
}

/// The tap exercise over the game: what to do, the tablet laid (its halves as they sound),
/// the exercise ([`tap::exercise`]), and the way back to the game.
fn tap_panel<'a>(t: &Tapping, i18n: &'a Localizer, palette: Palette) -> Element<'a, Message> {
    let halves = match t.notes[..] {
        [a, b] => Some((a.suit(), b.suit())),
        _ => None,
    };
    let col = column![
        text(i18n.t("game-tap-title")).size(26),
        tablet(halves, Face::Notes, palette, TAP_TABLET.0, TAP_TABLET.1),
        tap::exercise(t, i18n, palette, TAP_MESSAGES, None),
        theme::text_button(palette, i18n.t("game-tap-close"), 20, theme::Kind::Primary)
            .on_press(Message::TapClose),
    ]
    .spacing(10)
    .align_x(Alignment::Center);
    overlay(scrollable(col), 20, 0.82, palette)
}

/// The size of the tablet the tap exercise shows, logical pixels.
const TAP_TABLET: (f32, f32) = (160.0, 90.0);

/// `content` in a panel centred over the table, which shows through at `1 − opacity` but
/// takes no click: what the panel asks is all there is to do (Home included), as in a dialog.
fn overlay<'a>(
    content: impl Into<Element<'a, Message>>,
    padding: u16,
    opacity: f32,
    palette: Palette,
) -> Element<'a, Message> {
    theme::veiled(
        container(content)
            .padding(padding)
            .style(theme::panel(palette)),
        0.0,
        opacity,
        palette,
    )
}

/// The turn line's title: its words, colour and the size it has where they fit (points).
struct Title {
    words: String,
    color: iced::Color,
    size: f32,
}

/// The height of a line of text, a share of its size (iced's default).
pub const LINE_HEIGHT: f32 = 1.3;
/// The least size of the last moves beside the hand (points); where they need more room
/// than the hand's height leaves them at it, they scroll.
pub const LEAST_MOVES_SIZE: f32 = 12.0;
/// The share of a line's width the wrapped words are measured against, a margin for the
/// measure's rounding.
const WRAP_FILL: f32 = 0.97;
/// The least size of the turn line's title (points), where its words would not fit the
/// hand's height at a larger one.
pub const LEAST_TITLE_SIZE: f32 = 11.0;

/// The lines `words` take at `size` points in the app's text face in a column `width` px
/// wide, wrapped at its spaces as the text widget wraps them (a word longer than the line
/// breaks between letters).
pub fn lines_of(words: &str, size: f32, width: f32) -> usize {
    let width = (width * WRAP_FILL).max(1.0);
    let space = text_width(FontRole::Body, size, " ");
    let mut lines = 1;
    let mut x: f32 = 0.0;
    for word in words.split(' ').filter(|w| !w.is_empty()) {
        let wide = text_width(FontRole::Body, size, word);
        if x > 0.0 && x + space + wide > width {
            lines += 1;
            x = 0.0;
        }
        x += if x > 0.0 { space + wide } else { wide };
        while x > width {
            lines += 1;
            x -= width;
        }
    }
    lines
}

/// The turn line's title `words` fitted to `width` px and `room` px of height: at `size`
/// points on one line or two; else a point smaller at a time, down to `least`, on two; past
/// that on the lines it takes, smaller still (down to [`LEAST_TITLE_SIZE`]) while they do
/// not fit `room`. Returns the size (points) and the lines.
pub fn fit_title(words: &str, size: f32, least: f32, width: f32, room: f32) -> (f32, usize) {
    let fits = |s: f32, lines: usize| turn_line_height(s, lines, 0.0) <= room;
    let mut s = size;
    while s >= least {
        let lines = lines_of(words, s, width);
        if lines <= 2 && fits(s, lines) {
            return (s, lines);
        }
        s -= 1.0;
    }
    while s > LEAST_TITLE_SIZE {
        let lines = lines_of(words, s, width);
        if fits(s, lines) {
            return (s, lines);
        }
        s -= 1.0;
    }
    (LEAST_TITLE_SIZE, lines_of(words, LEAST_TITLE_SIZE, width))
}

/// The height of the turn line for a title of `lines` lines at `size` points (px): the
/// lines with a little room, and never under `least` (the row of its tools).
pub fn turn_line_height(size: f32, lines: usize, least: f32) -> f32 {
    (lines as f32 * size * LINE_HEIGHT + 4.0).max(least)
}

/// The size (points) of the last moves' `words` in a column `width` px wide with `room` px
/// of height left them: `most` if they fit, else a point smaller at a time down to
/// `least` (past which they scroll).
pub fn fit_moves(words: &str, most: f32, least: f32, width: f32, room: f32) -> f32 {
    let mut size = most;
    while size > least {
        if lines_of(words, size, width) as f32 * size * LINE_HEIGHT <= room {
            return size;
        }
        size -= 1.0;
    }
    least
}

/// The rows that pieces `widths` wide (px), `gap` apart, wrap to in `width` px.
pub fn flow_rows(widths: &[f32], gap: f32, width: f32) -> usize {
    let mut rows = 0;
    let mut x = f32::INFINITY;
    for &w in widths {
        if x + gap + w > width {
            rows += 1;
            x = w;
        } else {
            x += gap + w;
        }
    }
    rows.max(1)
}

/// `words` as they fit `width` logical pixels in the app's text face: at `size` if they fit;
/// else at the size that makes them fit, down to `least`; past that at `least`, cut short
/// with "…". Returns the words and their size.
pub fn fit_line(words: &str, size: f32, least: f32, width: f32) -> (String, f32) {
    let wide = text_width(FontRole::Body, size, words);
    if wide <= width {
        return (words.to_string(), size);
    }
    let fitted = size * width / wide;
    if fitted >= least {
        return (words.to_string(), fitted);
    }
    let mut chars: Vec<char> = words.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let shorter: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
        if text_width(FontRole::Body, least, &shorter) <= width {
            return (shorter, least);
        }
    }
    ("…".to_string(), least)
}

/// The move of a computer seat, from that seat's view only, in steps
/// ([`crate::platform::work::in_slices`]): the same move as [`ai::choose`] with the seed.
struct Think {
    round: Round,
    seat: usize,
    level: Level,
    seed: u64,
    /// The Expert's choice once begun.
    choosing: Option<Box<ai::expert::Choosing>>,
}

impl crate::platform::work::Steps for Think {
    type Output = Move;
    fn step(&mut self) -> Option<Move> {
        if let Some(c) = &mut self.choosing {
            return c.step().map(|(mv, _)| mv);
        }
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(self.seed);
        match ai::begin_choice(&self.round.view(self.seat), self.level, &mut rng) {
            Ok(mv) => Some(mv),
            Err(c) => {
                self.choosing = Some(c);
                None
            }
        }
    }
}

/// A hint for the seat to move, in steps as [`Think`]: the move and its reason in words.
struct HintThink {
    round: Round,
    seat: usize,
    seed: u64,
    i18n: Localizer,
    choosing: Option<Box<ai::expert::Choosing>>,
}

impl crate::platform::work::Steps for HintThink {
    type Output = (Move, String);
    fn step(&mut self) -> Option<(Move, String)> {
        let view = self.round.view(self.seat);
        let words = |h: ai::Hint| {
            (
                h.mv,
                h.reason.text_in_words(view.rules().face(), &self.i18n),
            )
        };
        if let Some(c) = &mut self.choosing {
            let (mv, values) = c.step()?;
            return Some(words(ai::hint_from(&view, mv, &values)));
        }
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(self.seed);
        match ai::begin_hint(&view, &mut rng) {
            Ok(h) => Some(words(h)),
            Err(c) => {
                self.choosing = Some(c);
                None
            }
        }
    }
}

/// Height of the status line under the board (the last move, points scored, a hint), logical
/// pixels: two lines of the hint's 18-point text in its frame.
const STATUS_HEIGHT: f32 = 56.0;
/// The height of the turn line above the hand, with room for a button of Rest, Draw or the
/// choice of end beside it (logical pixels).
const TURN_LINE_HEIGHT: f32 = 46.0;
/// The least height of the turn line beside a narrow column, whose tools are smaller
/// (logical pixels).
const NARROW_TURN_LINE_HEIGHT: f32 = 30.0;

/// Width of a tablet in the hands counted at the end of a round, logical pixels (four to a
/// row).
pub(crate) const COUNTED_WIDTH: f32 = 96.0;

/// Height of a small face-up tablet ([`mini`]), logical pixels.
pub(crate) const MINI_FACE_HEIGHT: f32 = 40.0;
/// Width of a small face-up tablet ([`mini`]), logical pixels: the least that draws its
/// tablet at [`crate::ui::widget::tablet::LEAST_SIDE`] (76 less a tenth of 40 each side, halved: 34).
pub(crate) const MINI_FACE_WIDTH: f32 = 76.0;
/// Height of a small tablet back ([`mini`]), logical pixels.
const MINI_BACK_HEIGHT: f32 = 24.0;
/// Small tablet backs (40 wide, 2 apart) a row of a seat's panel holds beside the hand's
/// size.
const MINI_BACKS_PER_ROW: usize = 5;
/// The width of the hand in a seat's panel whose tablets lie face down, logical pixels: five
/// backs 40 wide, 2 apart (or four and a "+N", which take less), leaving the rest of the
/// panel's line to the hand's size (78 px of a panel 318 wide: "6 dominos" in French is 62;
/// beside three faces' width, 232, it had 54 and ran across the panel's border).
const MINI_HAND_WIDTH: f32 = MINI_BACKS_PER_ROW as f32 * (40.0 + 2.0) - 2.0;

/// The frame of a seat's panel, full or slim: the seat to move outlined in its own colour, 3
/// px wide, as the turn line names it; the others 1 px wide in it at half strength.
fn seat_outline(
    palette: Palette,
    team_color: iced::Color,
    to_move: bool,
) -> impl Fn(&iced::Theme) -> container::Style {
    if to_move {
        theme::panel_outlined(palette, team_color, 3.0)
    } else {
        theme::panel_outlined(
            palette,
            iced::Color {
                a: 0.5,
                ..team_color
            },
            1.0,
        )
    }
}

/// The backs a slim seat's panel ([`crate::ui::metrics::Metrics::slim_row`]) draws for its
/// hand before the figure alone gives the count.
const SLIM_BACKS: usize = 7;
/// The canvas of each of those backs, upright, width and height in logical pixels (the back
/// 7.2 × 14.2 inside it).
const SLIM_BACK: (f32, f32) = (9.0, 16.0);

/// A small tablet in a seat's panel: face up (`Some`) at [`MINI_FACE_WIDTH`] ×
/// [`MINI_FACE_HEIGHT`] logical pixels, the least size whose notes keep their flags apart
/// ([`crate::ui::widget::tablet::LEAST_SIDE`]); face down (`None`) at 40 × 24, where only the number of tablets
/// matters.
pub fn mini<'a, M: 'a>(halves: Option<(u8, u8)>, face: Face, palette: Palette) -> Element<'a, M> {
    let (w, h) = if halves.is_some() {
        (MINI_FACE_WIDTH, MINI_FACE_HEIGHT)
    } else {
        (40.0, MINI_BACK_HEIGHT)
    };
    tablet(halves, face, palette, w, h)
}

/// A tablet lying across, face up (`Some`) or down, as it is drawn everywhere, `width` ×
/// `height` logical pixels: one that only shows, without a highlight.
pub fn tablet<'a, M: 'a>(
    halves: Option<(u8, u8)>,
    face: Face,
    palette: Palette,
    width: f32,
    height: f32,
) -> Element<'a, M> {
    Canvas::new(TabletCanvas {
        halves,
        face,
        palette,
        emphasis: Emphasis::Normal,
        vertical: false,
    })
    .width(Length::Fixed(width))
    .height(Length::Fixed(height))
    .into()
}

/// Who won the match, in words: "Ada wins the match!", "Ada & Cleo win the match!", or, with
/// no `names`, a tie.
pub fn match_won_words(i18n: &Localizer, names: &[String]) -> String {
    if names.is_empty() {
        return i18n.t("end-match-tie");
    }
    i18n.t_args(
        "end-match-won",
        &[
            ("names", join_names(i18n, names).into()),
            ("count", Arg::from(names.len())),
        ],
    )
}

/// Names joined for a sentence: "Ada", "Ada & Cleo".
pub fn join_names(i18n: &Localizer, names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [first @ .., last] => i18n.t_args(
            "names-and",
            &[
                ("first", first.join(", ").into()),
                ("last", last.clone().into()),
            ],
        ),
    }
}

/// A hand's count written as a sum: of figures in Musical Dominoes, one term per half
/// (`4 + 8 + 64 = 76`: what each note is worth is the lesson), and of pips in the pip games,
/// one term per tile, as players count them (`5 + 12 = 17`; one tile alone is just its
/// total); the `=` stands between no-break spaces, so the total never wraps away from its sum.
pub fn count_sum(tiles: &[Tile], face: Face) -> String {
    let terms: Vec<u32> = match face {
        Face::Notes => tiles
            .iter()
            .flat_map(|t| [face.half_count(t.low()), face.half_count(t.high())])
            .collect(),
        Face::Pips => tiles.iter().map(|t| t.count(face)).collect(),
    };
    let total: u32 = terms.iter().sum();
    if terms.len() <= 1 {
        // Nothing to add up: "12", not "12 = 12".
        return total.to_string();
    }
    let parts: Vec<String> = terms.iter().map(u32::to_string).collect();
    // No-break spaces tie the total to the last figure, so that it never wraps alone.
    format!("{}\u{a0}=\u{a0}{total}", parts.join(" + "))
}

/// "Ada played crotchet–quaver on the right" / "Ada led crotchet–quaver".
pub fn played_words(
    i18n: &Localizer,
    name: &str,
    placed: Placed,
    end: Option<End>,
    face: Face,
) -> String {
    match end {
        None => i18n.t_args(
            "game-led",
            &[
                ("name", name.into()),
                (
                    "tile",
                    i18n.tile_words(placed.left, placed.right, face).into(),
                ),
            ],
        ),
        Some(end) => {
            let (inward, outward) = match end {
                End::Left => (placed.right, placed.left),
                End::Right => (placed.left, placed.right),
            };
            i18n.t_args(
                "game-played",
                &[
                    ("name", name.into()),
                    ("tile", i18n.tile_words(inward, outward, face).into()),
                    ("end", i18n.t(end_id(end)).into()),
                ],
            )
        }
    }
}

/// What the table shows besides the line, in words: the stock left (drawing variants) and the
/// ends' total (the scoring variants; 0 while the line is empty).
pub fn table_facts(i18n: &Localizer, round: &Round) -> Vec<String> {
    let variant = round.rules().variant;
    let mut facts = Vec::new();
    if variant.reserve().is_some() {
        facts.push(i18n.t_args("game-stock", &[("count", Arg::from(round.stock().len()))]));
    }
    // Shown from the start, so that the panel keeps its layout: before the lead there are no
    // ends to add up yet.
    if variant.scores_fives() {
        facts.push(if round.line().is_empty() {
            i18n.t("game-ends-none")
        } else {
            i18n.t_args(
                "game-ends-total",
                &[("total", Arg::from(round.end_total()))],
            )
        });
    }
    facts
}

/// The seats whose hands are empty: those who played out, including the one whose last
/// tablet ended the round (which [`Round::out_seats`] leaves out, as play never passes it).
pub fn played_out(round: &Round) -> impl Iterator<Item = usize> + '_ {
    (0..round.rules().players).filter(|&s| round.hand(s).is_empty())
}

/// How a round ended, in words: "Ada played out and wins the round"; "Ada played out: Ada &
/// Cleo win the round" when `out` (who went out) is fewer than the winning partnership; a tie
/// when `winners` is empty.
pub fn outcome_words(
    i18n: &Localizer,
    end: RoundEnd,
    winners: &[String],
    out: &[String],
) -> String {
    if winners.is_empty() {
        return i18n.t("end-tie");
    }
    // A partnership won by one partner going out: name who went out.
    if end == RoundEnd::Out && !out.is_empty() && out.len() < winners.len() {
        return i18n.t_args(
            "end-out-partner",
            &[
                ("out", join_names(i18n, out).into()),
                ("names", join_names(i18n, winners).into()),
            ],
        );
    }
    i18n.t_args(
        match end {
            RoundEnd::Out => "end-out",
            RoundEnd::Blocked => "end-blocked",
            RoundEnd::Target => "end-target",
        },
        &[
            ("names", join_names(i18n, winners).into()),
            ("count", Arg::from(winners.len())),
        ],
    )
}

/// A move in words, as the game's status line says it: "Ada played crotchet–quaver on the
/// right", "Ada called “Rest”", "Ada drew a tablet".
pub fn move_words(i18n: &Localizer, name: &str, mv: Move, face: Face) -> String {
    match mv {
        Move::Lead { tile, left } => played_words(
            i18n,
            name,
            Placed {
                tile,
                left,
                right: tile.other(left),
            },
            None,
            face,
        ),
        Move::Play { tile, end, outward } => played_words(
            i18n,
            name,
            Placed::laid(tile, end, outward),
            Some(end),
            face,
        ),
        Move::Rest => i18n.t_args("game-rested", &[("name", name.into())]),
        Move::Draw => i18n.t_args(
            "game-drew",
            &[("name", name.into()), ("count", Arg::from(1u32))],
        ),
    }
}

/// A hint's move in words for the player to move in `round`, the tile named as the status
/// line will name it once played ([`played_words`]: the half that meets the end first, then
/// the one left open; a lead from left to right): "minim–semiquaver on the right", with the
/// half that goes outward when the rules leave it open (a matador in Matador: "2–5 on the
/// right, 5 outward"), the tile alone where either end leaves the same game, or Rest / Draw.
pub fn hint_move_words(i18n: &Localizer, round: &Round, mv: Move) -> String {
    let face = round.rules().face();
    match mv {
        Move::Rest => i18n.t("game-rest"),
        Move::Draw => i18n.t("game-draw"),
        Move::Lead { tile, left } => i18n.tile_words(left, tile.other(left), face),
        Move::Play { tile, end, outward } => {
            let ways: Vec<Move> = round
                .legal_moves()
                .iter()
                .copied()
                .filter(|m| m.tile() == Some(tile))
                .collect();
            if same_either_way(round, &ways) {
                // Either end leaves the same game: naming one would suggest a difference. The
                // half that meets the end still comes first.
                return i18n.tile_words(tile.other(outward), outward, face);
            }
            let open = round.legal_moves().iter().any(|m| {
                matches!(*m, Move::Play { tile: t, end: e, outward: o }
                    if t == tile && e == end && o != outward)
            });
            // The half that meets the end, then the one left open.
            let mut args = vec![
                (
                    "tile",
                    i18n.tile_words(tile.other(outward), outward, face).into(),
                ),
                ("end", i18n.t(end_id(end)).into()),
            ];
            if open {
                args.push(("half", face.half_text(outward).into()));
            }
            i18n.t_args(
                if open {
                    "game-hint-move-outward"
                } else {
                    "game-hint-move"
                },
                &args,
            )
        }
    }
}

/// The Expert's hint for `seat` in `round` (seeded by `seed`) and its reason in `i18n`'s
/// language.
fn hint_words(round: &Round, seat: usize, seed: u64, i18n: &Localizer) -> (Move, String) {
    to_the_end(HintThink {
        round: round.clone(),
        seat,
        seed,
        i18n: i18n.clone(),
        choosing: None,
    })
}

/// The move of a computer seat at once: [`Think`]'s steps run to the end.
fn think(round: &Round, seat: usize, level: Level, seed: u64) -> Move {
    to_the_end(Think {
        round: round.clone(),
        seat,
        level,
        seed,
        choosing: None,
    })
}

/// Runs `job`'s steps to its outcome here and now.
fn to_the_end<S: crate::platform::work::Steps>(mut job: S) -> S::Output {
    loop {
        if let Some(out) = job.step() {
            return out;
        }
    }
}

/// Whether every one of `moves` (the ways to lay one tablet) leaves the same game, so there
/// is nothing to ask ([`crate::engine::same_either_way`] for the player to move in `round`).
pub fn same_either_way(round: &Round, moves: &[Move]) -> bool {
    let hand_size = round.to_move().map_or(0, |s| round.hand(s).len());
    crate::engine::same_either_way(round.rules(), round.line(), hand_size, moves)
}

/// The Fluent id of a message that names the pieces: `id` for tablets (Musical Dominoes),
/// `id-tiles` for pip tiles (`game-hand-of` → `game-hand-of-tiles`).
pub fn face_id(id: &str, face: Face) -> String {
    match face {
        Face::Notes => id.to_string(),
        Face::Pips => format!("{id}-tiles"),
    }
}

/// The rule option the match was started with where it is not the game's default, as New
/// game names it ("A round won scores: The difference from each other hand"), for the games
/// that take one there (`RULES.md` section 5): how a round won scores in Block and the
/// Drawing game, the rounding of All Fives, when a partnership is out. `None` for a default
/// (the rules pages describe it, and the side panel keeps its height and the board its
/// size) and for the other games.
pub fn option_words(i18n: &Localizer, rules: &Rules) -> Option<String> {
    use crate::engine::PartnershipOut;
    use crate::ui::screen::new_game::{end_scoring_id, round_to_five_id};
    let default = Rules::new(
        rules.variant,
        rules.players,
        &crate::engine::Options {
            partnerships: Some(rules.partnerships),
            hand_size: u32::try_from(rules.hand_size).ok(),
            ..Default::default()
        },
    )
    .ok()?;
    if (
        rules.end_scoring,
        rules.round_to_five,
        rules.partnership_out,
    ) == (
        default.end_scoring,
        default.round_to_five,
        default.partnership_out,
    ) {
        return None;
    }
    let (label, choice) = match rules.variant {
        // A sentence of its own: the button's words continue New game's "when".
        Variant::Block | Variant::Draw if rules.partnerships => {
            return Some(i18n.t(match rules.partnership_out {
                PartnershipOut::One => "game-option-partnership-one",
                PartnershipOut::Both => "game-option-partnership-both",
            }));
        }
        Variant::Block | Variant::Draw => ("new-end-scoring", end_scoring_id(rules.end_scoring)),
        Variant::AllFives | Variant::AllFivesDraw => {
            ("new-round-to-five", round_to_five_id(rules.round_to_five))
        }
        _ => return None,
    };
    Some(i18n.t_args(
        "game-option",
        &[
            ("label", i18n.t(label).into()),
            ("choice", i18n.t(choice).into()),
        ],
    ))
}

/// Fluent id of an end's name.
pub const fn end_id(end: End) -> &'static str {
    match end {
        End::Left => "end-left",
        End::Right => "end-right",
    }
}

/// Fluent id of a level's name.
pub const fn level_id(level: Level) -> &'static str {
    match level {
        Level::Beginner => "level-beginner",
        Level::Club => "level-club",
        Level::Expert => "level-expert",
    }
}

/// The Fluent id of the name of the game `rules` play: the variant's, or for the Block and
/// Drawing games played in partnerships, the partnership game's (as New game names it).
pub const fn rules_id(rules: &Rules) -> &'static str {
    match (rules.partnerships, rules.variant) {
        (true, Variant::Block) => "variant-partnership",
        (true, Variant::Draw) => "variant-partnership-draw",
        (_, v) => variant_id(v),
    }
}

/// The Fluent id of variant `v`'s name.
pub const fn variant_id(v: Variant) -> &'static str {
    match v {
        Variant::Musical => "variant-musical",
        Variant::Block => "variant-block",
        Variant::Draw => "variant-draw",
        Variant::AllFives => "variant-all-fives",
        Variant::AllFivesDraw => "variant-all-fives-draw",
        Variant::Shark => "variant-shark",
        Variant::Matador => "variant-matador",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the tablet `tile` (suits) is laid without asking which end, in a round for two
    /// of `variant` dealt `hands` (suits; their length is the hand size; seat 0 leads), after
    /// `moves` (record notation). Checks first that it fits both ends.
    fn laid_without_asking(
        variant: Variant,
        hands: [&[(u8, u8)]; 2],
        moves: &[&str],
        tile: (u8, u8),
    ) -> bool {
        use crate::engine::{Deal, Options, TileSet};
        let t = |(a, b): (u8, u8)| Tile::new(a, b).unwrap();
        let options = Options {
            hand_size: Some(hands[0].len().try_into().unwrap()),
            ..Options::default()
        };
        let rules = Rules::new(variant, 2, &options).unwrap();
        let mut dealt = [TileSet::EMPTY; 4];
        for (seat, hand) in hands.iter().enumerate() {
            dealt[seat] = hand.iter().map(|&p| t(p)).collect();
        }
        let mut round = Round::new(rules, &Deal::new(dealt, &[]), Some(0), [0; 4]).unwrap();
        for text in moves {
            round.play(round.parse_move(text).unwrap()).unwrap();
        }
        let ways: Vec<Move> = round
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| m.tile() == Some(t(tile)))
            .collect();
        assert_eq!(ways.len(), 2, "{tile:?} fits both ends");
        same_either_way(&round, &ways)
    }

    #[test]
    fn a_tablet_that_fits_either_end_of_a_double_lead_is_laid_without_asking() {
        // Seat 0 leads the double crotchet: crotchet ends on both sides. Seat 1's
        // crotchet–quaver lays on either with the quaver outward: crotchet and quaver ends
        // either way.
        assert!(laid_without_asking(
            Variant::Musical,
            [&[(2, 2), (0, 0), (0, 4)], &[(2, 3), (4, 5), (5, 6)]],
            &["4-4"],
            (2, 3),
        ));
        // Seat 0 leads minim–crotchet, seat 1 lays crotchet–quaver on the crotchet: minim and
        // quaver ends; seat 0 (semibreves and a semiquaver) rests. Seat 1's minim–quaver fits
        // both: quaver ends if laid on the minim, minim ends if laid on the quaver. It asks.
        assert!(!laid_without_asking(
            Variant::Musical,
            [&[(1, 2), (0, 0), (0, 4)], &[(2, 3), (1, 3), (5, 6)]],
            &["2-4", "4-8 R", "rest"],
            (1, 3),
        ));
    }

    #[test]
    fn where_plays_score_a_tablet_beside_a_double_lead_is_laid_without_asking() {
        // 5-5 leads; 5-3 on either side leaves a 3 and the double 5-5 at the ends, which
        // count 3 + 10 = 13 either way: the same game, mirrored.
        assert!(laid_without_asking(
            Variant::AllFives,
            [
                &[(5, 5), (0, 0), (1, 1), (2, 2)],
                &[(5, 3), (3, 3), (4, 4), (6, 6)]
            ],
            &["5-5"],
            (5, 3),
        ));
        // 0-5 leads, then 5-4 R, 4-0 R and 0-0 L: blank ends, the left one the double 0-0.
        // 0-3 on the double leaves 3 and a plain blank (3 points); on the plain blank, 3 and
        // the double (3 + 0 + 0): the same values, but the double lies at a different end,
        // which later plays count. It asks.
        assert!(!laid_without_asking(
            Variant::AllFives,
            [
                &[(0, 5), (0, 4), (0, 3), (6, 6)],
                &[(5, 4), (0, 0), (6, 1), (6, 2)]
            ],
            &["0-5", "5-4 R", "4-0 R", "0-0 L"],
            (0, 3),
        ));
    }

    #[test]
    fn the_ends_total_is_a_dash_before_the_lead_and_the_sum_after() {
        use crate::engine::{Deal, Options, Rules, TileSet};
        let rules = Rules::new(
            Variant::AllFives,
            2,
            &Options {
                hand_size: Some(2),
                ..Default::default()
            },
        )
        .unwrap();
        let tile = |a, b| Tile::new(a, b).unwrap();
        let mut hands = [TileSet::EMPTY; 4];
        hands[0] = [tile(5, 5), tile(1, 2)].into_iter().collect();
        hands[1] = [tile(0, 5), tile(3, 4)].into_iter().collect();
        let mut round = Round::new(rules, &Deal::new(hands, &[]), None, [0; 4]).unwrap();
        let i18n = Localizer::new("en-GB");
        assert_eq!(table_facts(&i18n, &round), ["Ends: –"]);
        // 5-5 leads (`RULES.md` section 4): a lone double counts its whole 10.
        let lead = round.parse_move("5-5").unwrap();
        round.play(lead).unwrap();
        assert_eq!(table_facts(&i18n, &round), ["Ends: 10"]);
    }

    #[test]
    fn a_hand_is_counted_as_a_sum_of_figures_or_of_tiles_pips() {
        // Crotchet–quaver (4 + 8) and double semidemisemiquaver (64 + 64): 140.
        let tiles = [Tile::new(2, 3).unwrap(), Tile::new(6, 6).unwrap()];
        assert_eq!(
            count_sum(&tiles, Face::Notes),
            "4 + 8 + 64 + 64\u{a0}=\u{a0}140"
        );
        // As pips, tile by tile: 2-3 is 5 and 6-6 is 12.
        assert_eq!(count_sum(&tiles, Face::Pips), "5 + 12\u{a0}=\u{a0}17");
        assert_eq!(count_sum(&[], Face::Notes), "0");
        // One tile of pips is one term: its total alone.
        assert_eq!(count_sum(&tiles[1..], Face::Pips), "12");
    }

    #[test]
    fn pip_games_name_tiles_where_musical_dominoes_names_tablets() {
        let i18n = Localizer::new("en-GB");
        let name = [("name", Arg::from("Ben"))];
        assert_eq!(
            i18n.t_args(&face_id("game-hand-of", Face::Notes), &name),
            "Ben’s tablets"
        );
        assert_eq!(
            i18n.t_args(&face_id("game-hand-of", Face::Pips), &name),
            "Ben’s tiles"
        );
        assert_eq!(
            i18n.t_args(&face_id("cover-show", Face::Pips), &name),
            "Show Ben’s tiles"
        );
        let two = [("count", Arg::from(2u32))];
        assert_eq!(
            i18n.t_args(&face_id("game-hand-size", Face::Pips), &two),
            "2 tiles"
        );
        assert_eq!(
            i18n.t(&face_id("replay-dealt", Face::Pips)),
            "The tiles are dealt."
        );
    }

    #[test]
    fn a_round_won_by_one_partner_going_out_names_who_went_out() {
        let i18n = Localizer::new("en-GB");
        let winners = ["Ada".to_string(), "Cleo".to_string()];
        assert_eq!(
            outcome_words(&i18n, RoundEnd::Out, &winners, &winners[..1]),
            "Ada played out: Ada & Cleo win the round"
        );
        // Both partners out (Musical Dominoes' "both"): they both played out.
        assert_eq!(
            outcome_words(&i18n, RoundEnd::Out, &winners, &winners),
            "Ada & Cleo played out and win the round"
        );
        assert_eq!(
            outcome_words(&i18n, RoundEnd::Out, &winners[..1], &winners[..1]),
            "Ada played out and wins the round"
        );
    }

    #[test]
    fn the_last_move_reads_in_words_inward_half_first() {
        let i18n = Localizer::new("en-GB");
        let t = Tile::new(2, 3).unwrap();
        let placed = Placed {
            tile: t,
            left: 2,
            right: 3,
        };
        assert_eq!(
            played_words(&i18n, "Ada", placed, Some(End::Right), Face::Notes),
            "Ada played crotchet–quaver on the right"
        );
        let us = Localizer::new("en-US");
        assert_eq!(
            played_words(&us, "Ada", placed, Some(End::Right), Face::Notes),
            "Ada played quarter note–eighth note on the right"
        );
        // On the left end the inward half is the right one.
        let placed = Placed {
            tile: t,
            left: 3,
            right: 2,
        };
        assert_eq!(
            played_words(&i18n, "Ben", placed, Some(End::Left), Face::Notes),
            "Ben played crotchet–quaver on the left"
        );
    }
}
