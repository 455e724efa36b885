//! The desktop app (iced): one [`App`] with a [`Screen`], each screen in its own module. The
//! only layer that knows iced. `update` never blocks: computer seats think on a worker thread.

pub mod cli;
pub mod dialog;
pub mod glyphs;
pub mod layout;
pub mod metrics;
pub mod persist;
pub mod screen;
pub mod theme;
pub mod widget;

use std::path::PathBuf;
use std::time::Duration;

use iced::{Element, Font, Subscription, Task, Theme, keyboard, window};

use crate::i18n::{Localizer, Said};
use crate::storage::{Folders, Saver};
use screen::game::{self, Game, Setup};
use screen::settings::UiSettings;
use screen::{home, new_game, print, quiz, replay, rules, settings};

/// The interface font (Linux Libertine).
pub const TEXT_FONT: Font = Font::with_name("Linux Libertine O");

/// How the app starts.
#[derive(Debug, Clone, Default)]
pub struct Start {
    /// Open straight into this game (`musical-dominoes play`).
    pub play: Option<Setup>,
    /// Take a screenshot of the window after this long, write it as PNG and quit (the window
    /// smoke test).
    pub screenshot: Option<(PathBuf, Duration)>,
    /// The language (`None`: the saved choice, else the system's).
    pub lang: Option<String>,
    /// Where settings and the match in progress are kept (`None`: nothing is kept).
    pub folders: Option<Folders>,
    /// Open the sound output (the app does; tests render sound offline instead).
    pub sound: bool,
    /// The seed quiz rounds are dealt from (`None`: from the clock). Round `k` of a run uses
    /// `seed + k`, so a run replays exactly.
    pub quiz_seed: Option<u64>,
    /// Open on the quiz rather than Home (`musical-dominoes quiz`).
    pub open_quiz: bool,
}

/// The screen showing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    /// Home.
    Home,
    /// Setting up a new game.
    NewGame,
    /// Playing.
    Game,
    /// Settings.
    Settings,
    /// Printing the tablet chart.
    PrintChart,
    /// The rules of each variant.
    Rules,
    /// Opening a game record and replaying it.
    Replay,
    /// The quiz.
    Quiz,
}

/// Messages of the app.
#[derive(Debug, Clone)]
pub enum Message {
    /// The user's click, touch or key, while the sound output waits for one to open (the
    /// web: a browser starts sound only after a gesture).
    Gesture,
    /// From Home.
    Home(home::Message),
    /// From the new-game screen.
    NewGame(new_game::Message),
    /// From the game screen.
    Game(game::Message),
    /// From the settings screen.
    Settings(settings::Message),
    /// From the print-chart screen.
    Print(print::Message),
    /// From the rules screen.
    Rules(rules::Message),
    /// From the replay screen.
    Replay(replay::Message),
    /// From the quiz screen.
    Quiz(quiz::Message),
    /// The system's dialog answered where to export the match.
    ExportTo(dialog::Chosen),
    /// The system's dialog answered where to save the worksheet asked for on the quiz.
    WorksheetTo(dialog::Chosen),
    /// The worksheet was written (where), or why not.
    WorksheetWritten(Result<PathBuf, String>),
    /// A key was pressed anywhere.
    Key(keyboard::Key),
    /// A screenshot of the window arrived.
    Screenshot(window::Screenshot),
    /// The notices on Home were read.
    DismissNotices,
    /// Time passes while the line is heard (moves the highlight).
    Tick,
    /// Look whether the writer thread finished an export or the pupil's progress.
    Poll,
    /// The window was resized (its size in the app's logical pixels, at the scale in use).
    Resized(iced::Size),
    /// The window's size and that of the screen it is on, in the same logical pixels (at the
    /// scale in use before the window's size is known), asked once at the start.
    Monitor {
        /// The window.
        id: window::Id,
        /// The screen's size, if the system tells it.
        monitor: Option<iced::Size>,
        /// The window's size.
        size: iced::Size,
    },
}

/// The app's state.
pub struct App {
    i18n: Localizer,
    settings: UiSettings,
    screen: Screen,
    game: Option<Game>,
    new_game: new_game::NewGame,
    screenshot_to: Option<PathBuf>,
    folders: Option<Folders>,
    saver: Saver,
    saved_at: usize,
    /// Quit was pressed once and the match could not be saved: the next Quit leaves.
    quit_warned: bool,
    /// The worksheet asked for on the quiz, while the dialog asks where to save it.
    pending_worksheet: Option<crate::quiz::cli::WorksheetRequest>,
    /// The game on screen was opened by `play` over a match saved for Continue, which is
    /// kept: the game is not saved until one is started from New game.
    keep_saved_match: bool,
    language: Option<String>,
    /// Whether the language in use was given on the command line (`--lang`) for this run
    /// only: Settings then shows it as chosen, until one is picked there.
    language_given: bool,
    /// Said in the language of each showing, so that a change of language on Settings
    /// carries them with it.
    notices: Vec<Said>,
    /// Whether the notices are the start's, shown in a card over the game that `play`
    /// opened (on Home they always are): later ones, a save that failed mid-game, stand on
    /// the side panel's line instead, so that a disk that stays full does not ask for OK
    /// after every move.
    notices_over_game: bool,
    audio: Option<crate::audio::AudioEngine>,
    print: Option<print::PrintChart>,
    hearing: Option<(crate::platform::clock::Instant, Vec<Duration>, Duration)>,
    rules: rules::Rules,
    replay: Option<replay::ReplayScreen>,
    quiz: quiz::Quiz,
    /// The last export of the match, in words, for the game's side panel.
    export_note: Option<String>,
    /// Where the finished match on screen was kept by itself, once written: Export record
    /// then says so instead of writing the same record twice.
    kept_at: Option<PathBuf>,
    /// The export being written: its writer ticket, and why it was written (what it says
    /// when done).
    export_pending: Option<(u64, Export)>,
    /// The pupil's progress being written (its writer ticket).
    progress_pending: Option<u64>,
    /// The window's size at a scale of 1 (logical pixels), once known.
    window: Option<iced::Size>,
    /// The New game screen's choices when a match was last started from it (kept in the
    /// settings file).
    chosen_game: Option<new_game::SavedChoices>,
    /// The quiz's set-up as the settings file keeps it (the one a round last started with).
    chosen_quiz: Option<quiz::QuizChoices>,
}

impl Drop for App {
    /// Waits for the saves still queued, so that the last move made before the window closed
    /// is on disk when the process ends.
    fn drop(&mut self) {
        self.saver.flush();
    }
}

impl App {
    /// The app as `start` asks, and its first task (a computer seat's first move, a screenshot).
    pub fn new(start: Start) -> (App, Task<Message>) {
        let mut problems = Vec::new();
        let saved = match &start.folders {
            Some(f) => {
                let l = persist::load_settings(f);
                problems.extend(l.problem);
                l.value
            }
            None => persist::SettingsFile::default(),
        };
        let i18n = match start.lang.as_ref().or(saved.language.as_ref()) {
            Some(l) => Localizer::new(l),
            None => Localizer::system(),
        };
        let mut new_game = new_game::NewGame::new(&i18n);
        if let Some(choices) = &saved.new_game {
            new_game.restore(choices);
        }
        // Kept as restored (cleaned, what made no sense left out), not as the file had them.
        let chosen_game = saved.new_game.as_ref().map(|_| new_game.saved());
        let progress = match &start.folders {
            Some(f) => {
                let l = crate::storage::progress::load_progress(f);
                problems.extend(l.problem);
                l.value
            }
            None => crate::storage::progress::ProgressFile::default(),
        };
        let quiz_seed = start
            .quiz_seed
            .unwrap_or_else(crate::platform::clock::seconds_since_epoch);
        let mut quiz = quiz::Quiz::new(&i18n, progress, quiz_seed);
        if let Some(choices) = &saved.quiz {
            quiz.restore(choices);
        }
        // Kept as restored (what made no sense left out), not as the file had them.
        let chosen_quiz = saved.quiz.as_ref().map(|_| quiz.saved(&i18n));
        let mut app = App {
            i18n,
            settings: saved.ui,
            screen: Screen::Home,
            game: None,
            new_game,
            screenshot_to: None,
            folders: start.folders.clone(),
            saver: Saver::start(),
            saved_at: 0,
            quit_warned: false,
            pending_worksheet: None,
            keep_saved_match: false,
            language: saved.language,
            language_given: start.lang.is_some(),
            notices: Vec::new(),
            notices_over_game: false,
            audio: start
                .sound
                .then(|| crate::audio::AudioEngine::start(saved.ui.sound)),
            print: None,
            hearing: None,
            rules: rules::Rules::default(),
            replay: None,
            quiz,
            export_note: None,
            kept_at: None,
            export_pending: None,
            progress_pending: None,
            window: None,
            chosen_game,
            chosen_quiz,
        };
        if let Some(f) = &start.folders {
            let l = persist::load_game(f);
            problems.extend(l.problem);
            if let Some((game, seats)) = l.value {
                let setup = Setup {
                    rules: *game.rules(),
                    seats,
                    seed: game.seed(),
                };
                app.saved_at = game.moves_made();
                let mut g = Game::from_match(setup, game, app.settings.pause());
                g.set_tap(app.tap_settings());
                app.game = Some(g);
            }
        }
        app.notices = problems
            .into_iter()
            .map(|p| Said::new(move |i18n| persist::describe(&p, i18n)))
            .collect();
        // The window's size, for the scale (a window made at its first size sends no resize),
        // and its screen's, so that a window larger than its screen (1280 × 800 on a 1024 ×
        // 768 projector, where no window manager shrinks it) is made to fit. Both are asked in
        // one go, before any other message can change the scale they are measured at.
        let mut tasks = vec![window::latest().and_then(|id| {
            window::size(id).then(move |size| {
                window::monitor_size(id).map(move |monitor| Message::Monitor { id, monitor, size })
            })
        })];
        if start.open_quiz {
            app.screen = Screen::Quiz;
        }
        if let Some(setup) = start.play {
            // A match saved for Continue is not replaced by a game opened from the command
            // line: it stays on disk until a game is started from New game.
            if app.game.is_some() {
                app.keep_saved_match = true;
                app.notices
                    .push(Said::message("notice-play-keeps-saved", Vec::new()));
            }
            tasks.push(app.start_game(setup));
            app.notices_over_game = !app.notices.is_empty();
        }
        if let Some((path, after)) = start.screenshot {
            app.screenshot_to = Some(path);
            tasks.push(
                Task::perform(crate::platform::clock::sleep(after), |_| ())
                    .then(|_| window::latest())
                    .then(|id| match id {
                        Some(id) => window::screenshot(id),
                        None => Task::none(),
                    })
                    .map(Message::Screenshot),
            );
        }
        (app, Task::batch(tasks))
    }

    /// Notices for the user (files that could not be used), in the language in use.
    pub fn notices(&self) -> Vec<String> {
        self.notices.iter().map(|n| n.words(&self.i18n)).collect()
    }

    /// Waits until every queued save has been written (tests, quitting).
    pub fn flush(&self) {
        self.saver.flush();
    }

    /// Saves the match in progress if it changed (a queued, atomic write off the interface
    /// thread); a finished match is removed, so Continue is offered only for one in progress.
    fn persist_game(&mut self) {
        let (Some(folders), Some(g)) = (&self.folders, &self.game) else {
            return;
        };
        if self.keep_saved_match {
            return;
        }
        let made = g.game().moves_made();
        if made == self.saved_at {
            return;
        }
        self.saved_at = made;
        // A move since Quit warned that the match could not be saved: warn again.
        self.quit_warned = false;
        if g.game().is_over() {
            self.saver.remove(folders.current_game());
        } else {
            self.saver.save(
                folders.current_game(),
                &persist::SavedGame::of(g.game(), g.seats()),
            );
        }
    }

    /// A file written (`saved`, with `$path`) or not (`failed`, with `$reason`), in words.
    fn written_words(
        outcome: Result<PathBuf, String>,
        saved: &'static str,
        failed: &'static str,
    ) -> Said {
        match outcome {
            Ok(path) => Said::message(saved, vec![("path", path_words(&path).into())]),
            Err(reason) => Said::message(failed, vec![("reason", reason.into())]),
        }
    }

    /// Writes the match in progress now, on this thread, if there is one: why it could not
    /// be written, or `None` (written, or nothing to write).
    fn save_game_now(&self) -> Option<String> {
        let (Some(folders), Some(g)) = (&self.folders, &self.game) else {
            return None;
        };
        if self.keep_saved_match {
            return None;
        }
        if g.game().is_over() {
            return None;
        }
        crate::storage::save_json(
            &folders.current_game(),
            &persist::SavedGame::of(g.game(), g.seats()),
        )
        .err()
        .map(|e| e.to_string())
    }

    /// Sends the game's sounds to the playback thread (which never blocks the interface).
    fn play_cues(&mut self, cues: Vec<game::Cue>) {
        for cue in cues {
            match cue {
                game::Cue::Tablet(a, b) => {
                    self.hearing = None;
                    if let Some(audio) = &self.audio {
                        audio.play_tablet(a, b);
                    }
                }
                game::Cue::Knock => {
                    if let Some(audio) = &self.audio {
                        audio.play_knock();
                    }
                }
                game::Cue::Line(tablets) => {
                    let bpm = self.settings.sound.bpm;
                    let onsets = crate::audio::line_schedule(&tablets, bpm);
                    let total: Duration = tablets
                        .iter()
                        .map(|(a, b)| a.duration(bpm) + b.duration(bpm))
                        .sum();
                    if let Some(audio) = &self.audio {
                        audio.play_line(tablets);
                    }
                    self.hearing = Some((crate::platform::clock::Instant::now(), onsets, total));
                }
                game::Cue::Tap {
                    notes,
                    bpm,
                    notes_sound,
                } => {
                    self.hearing = None;
                    if let Some(audio) = &self.audio {
                        audio.play_tap(notes, bpm, notes_sound);
                    }
                }
                game::Cue::Silence => {
                    if let Some(audio) = &self.audio {
                        audio.stop();
                    }
                }
            }
        }
    }

    /// Whether a sound can be heard: an output was found (or is still being opened) and sound
    /// is on in the settings.
    fn can_hear(&self) -> bool {
        self.settings.sound.enabled
            && self
                .audio
                .as_ref()
                .is_some_and(|a| !matches!(a.status(), crate::audio::AudioStatus::NoDevice(_)))
    }

    /// Plays through `audio` in place of the output [`Start::sound`] opened (or none): a
    /// stand-in made with [`crate::audio::AudioEngine::start_with`], for the tests (an output
    /// that opens, or one that fails) and `examples/tap_latency.rs` (a silent output on a
    /// machine without sound).
    pub fn set_audio(&mut self, audio: crate::audio::AudioEngine) {
        self.audio = Some(audio);
    }

    /// Whether the notices' card is up on the screen shown: on Home whenever there are
    /// notices, over the game only for the start's (`notices_over_game`).
    fn card_shown(&self) -> bool {
        !self.notices.is_empty()
            && match self.screen {
                Screen::Home => true,
                Screen::Game => self.notices_over_game,
                _ => false,
            }
    }

    /// The line the game's side panel keeps for the app: the last notice (a failed save),
    /// else the sound output's state when it needs saying (none found). An export's note is
    /// passed apart, to the status line or the round's panel ([`game::Game::view`]).
    fn audio_notice(&self) -> Option<String> {
        if let Some(n) = self.notices.last().filter(|_| !self.notices_over_game) {
            return Some(n.words(&self.i18n));
        }
        match self.audio.as_ref().map(crate::audio::AudioEngine::status) {
            Some(crate::audio::AudioStatus::NoDevice(_)) => Some(self.i18n.t("audio-no-device")),
            _ => None,
        }
    }

    fn persist_settings(&self) {
        if let Some(f) = &self.folders {
            let file = persist::SettingsFile {
                version: 1,
                language: self.language.clone(),
                ui: self.settings,
                new_game: self.chosen_game.clone(),
                quiz: self.chosen_quiz.clone(),
            };
            self.saver.save(f.settings(), &file);
        }
    }

    fn start_game(&mut self, setup: Setup) -> Task<Message> {
        // All hands open is kept for the next match at the same table (the same seats, as
        // after a match, Enter twice), not for one set up for other players: a pupil who
        // takes the screen after the teacher's demonstration does not see the computer's hand.
        let open = self
            .game
            .as_ref()
            .is_some_and(|g| g.all_open() && g.seats() == setup.seats.as_slice());
        let mut game = Game::new(setup, self.settings.pause());
        game.set_all_open(open);
        game.set_tap(self.tap_settings());
        let task = game.schedule().map(Message::Game);
        self.export_note = None;
        self.game = Some(game);
        self.kept_at = None;
        self.screen = Screen::Game;
        self.saved_at = usize::MAX;
        self.persist_game();
        task
    }

    /// Puts `game` on the game screen with the seats of the current game (or a human and
    /// Club computers when none), and returns the task of a computer seat to move.
    pub fn load_match(&mut self, game: crate::engine::Match) -> Task<Message> {
        let players = game.rules().players;
        let seats = match &self.game {
            Some(g) if g.seats().len() == players => g.seats().to_vec(),
            _ => (0..players)
                .map(|i| game::SeatSetup {
                    name: game::default_seat_name(&self.i18n, i),
                    player: if i == 0 {
                        game::Player::Human
                    } else {
                        game::Player::Computer(crate::ai::Level::Club)
                    },
                })
                .collect(),
        };
        let setup = Setup {
            rules: *game.rules(),
            seats,
            seed: game.seed(),
        };
        let mut g = Game::from_match(setup, game, self.settings.pause());
        g.set_tap(self.tap_settings());
        let task = g.schedule().map(Message::Game);
        self.game = Some(g);
        self.kept_at = None;
        self.screen = Screen::Game;
        task
    }

    /// The screen showing.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The match on screen or waiting for Continue.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The language Settings shows as chosen: the one given by `--lang` for this run until
    /// one is picked in Settings, else the saved choice (`None`: the system's).
    pub fn chosen_language(&self) -> Option<&str> {
        if self.language_given {
            Some(self.i18n.lang())
        } else {
            self.language.as_deref()
        }
    }

    /// The localizer in use.
    pub fn i18n(&self) -> &Localizer {
        &self.i18n
    }

    /// The window title.
    pub fn title(&self) -> String {
        self.i18n.t("app-title")
    }

    /// The iced theme of the chosen look.
    pub fn theme(&self) -> Theme {
        self.settings.look.theme()
    }

    /// The size setting as a scale factor, as far as the window allows ([`effective_scale`]):
    /// never so large that the window holds less than [`LEAST_WINDOW`] (680 × 480) logical
    /// pixels, then the largest step that fits (the chosen size applies again as soon as the
    /// window is large enough), never below 1.
    pub fn scale_factor(&self) -> f32 {
        effective_scale(self.settings.scale(), self.window)
    }

    /// Applies `message`.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        // A save that failed (disk full, folder not writable) is told, never silently lost.
        self.collect_saves();
        // Whether sound can be heard is known once the output has opened or failed (polled
        // until then): the quiz's set-up lays itself out by it.
        let can_hear = self.can_hear();
        self.quiz.set_can_hear(can_hear);
        self.quiz
            .set_tap(self.settings.sound.bpm, self.settings.tap_offset_ms);
        // The game's Tap it likewise (off, saying it needs sound, when none can be heard).
        let tap = self.tap_settings();
        if let Some(g) = self.game.as_mut() {
            g.set_tap(tap);
        }
        match message {
            Message::Home(m) => match m {
                home::Message::Continue => {
                    if self.game.is_some() {
                        self.screen = Screen::Game;
                    }
                    Task::none()
                }
                home::Message::NewGame => {
                    self.screen = Screen::NewGame;
                    Task::none()
                }
                home::Message::Settings => {
                    self.screen = Screen::Settings;
                    Task::none()
                }
                home::Message::PrintChart => {
                    self.screen = Screen::PrintChart;
                    let p = self
                        .print
                        .get_or_insert_with(|| print::PrintChart::new(self.i18n.lang()));
                    p.refresh().map(Message::Print)
                }
                home::Message::Quiz => {
                    // A finished round's results were seen: Quiz opens on a new round's
                    // set-up (a round left half answered is resumed).
                    if self.quiz.stage() == quiz::Stage::Results {
                        let _ = self.quiz.update(quiz::Message::ToSetup, &self.i18n);
                        // Whoever comes next picks their own name (a shared computer).
                        let _ = self
                            .quiz
                            .update(quiz::Message::Pupil(String::new()), &self.i18n);
                    }
                    self.screen = Screen::Quiz;
                    Task::none()
                }
                home::Message::Rules => {
                    self.screen = Screen::Rules;
                    self.rules = self.rules.reopened();
                    rules_page_top()
                }
                home::Message::Replay => {
                    // The list of exported records is read afresh each time.
                    let records = self.folders.as_ref().map(Folders::records);
                    self.screen = Screen::Replay;
                    match self.replay.as_ref() {
                        // Back to the record being replayed, where it was left.
                        Some(r) if r.viewer().is_some() => Task::none(),
                        _ => {
                            let r = replay::ReplayScreen::new(records);
                            let task = r.list().map(Message::Replay);
                            self.replay = Some(r);
                            task
                        }
                    }
                }
                home::Message::Quit => {
                    // The match must not be lost unseen: once every queued save is written, the
                    // match in progress is saved once more; should that fail, Home says so and
                    // a second Quit (which tries once more) leaves without it.
                    self.saver.flush();
                    self.collect_saves();
                    // Saved again at every Quit: the disk may have been freed since.
                    if let Some(reason) = self.save_game_now()
                        && !self.quit_warned
                    {
                        self.quit_warned = true;
                        self.notices.push(Said::message(
                            "notice-quit-unsaved",
                            vec![("reason", reason.into())],
                        ));
                        return Task::none();
                    }
                    iced::exit()
                }
            },
            Message::NewGame(m) => match self.new_game.update(m, &self.i18n) {
                new_game::Action::None => Task::none(),
                new_game::Action::Back => {
                    self.screen = Screen::Home;
                    Task::none()
                }
                new_game::Action::Start(setup) => {
                    // Offered again at the next run.
                    self.chosen_game = Some(self.new_game.saved());
                    self.persist_settings();
                    self.keep_saved_match = false;
                    self.start_game(setup)
                }
            },
            Message::Game(m) => self.game_message(m),
            Message::Settings(m) => {
                if let settings::Message::Language(lang) = m {
                    self.language = lang.map(str::to_string);
                    self.language_given = false;
                    let new = match lang {
                        Some(l) => Localizer::new(l),
                        None => Localizer::system(),
                    };
                    self.quiz.language_changed(&self.i18n, &new);
                    self.new_game.language_changed(&self.i18n, &new);
                    if let Some(g) = self.game.as_mut() {
                        g.language_changed();
                    }
                    // Said in the old language; where the record went is still in the
                    // records folder (and Replay's list).
                    if self.export_pending.is_none() {
                        self.export_note = None;
                    }
                    self.i18n = new;
                    if let Some(p) = self.print.as_mut() {
                        *p = print::PrintChart::new(self.i18n.lang());
                    }
                }
                if settings::update(&mut self.settings, m) {
                    self.screen = Screen::Home;
                }
                let tap = self.tap_settings();
                if let Some(g) = self.game.as_mut() {
                    g.set_pause(self.settings.pause());
                    g.set_tap(tap);
                    // The look or the language may have changed: the board's drawing with it.
                    g.redraw();
                }
                if let Some(a) = &self.audio {
                    a.set_settings(self.settings.sound);
                }
                self.persist_settings();
                Task::none()
            }
            Message::Tick => {
                let Some((started, onsets, total)) = &self.hearing else {
                    return Task::none();
                };
                let elapsed = started.elapsed();
                let index = if elapsed >= *total {
                    None
                } else {
                    onsets.iter().rposition(|o| elapsed >= *o)
                };
                if index.is_none() {
                    self.hearing = None;
                }
                if let Some(g) = self.game.as_mut() {
                    g.set_highlight(index);
                }
                Task::none()
            }
            Message::Print(m) => {
                let Some(p) = self.print.as_mut() else {
                    return Task::none();
                };
                let (back, task) = p.update(m, &self.i18n);
                if back {
                    self.screen = Screen::Home;
                }
                task.map(Message::Print)
            }
            Message::Quiz(m) => {
                let starts = matches!(m, quiz::Message::Start | quiz::Message::Again);
                let action = self.quiz.update(m, &self.i18n);
                // The set-up a round started with is offered again at the next run.
                if starts && self.quiz.stage() == quiz::Stage::Asking {
                    let choices = Some(self.quiz.saved(&self.i18n));
                    if choices != self.chosen_quiz {
                        self.chosen_quiz = choices;
                        self.persist_settings();
                    }
                }
                self.quiz_action(action)
            }
            Message::Rules(m) => {
                if self.rules.update(m) {
                    self.screen = Screen::Home;
                }
                // Each topic opens at its top, not where the last one was scrolled to.
                rules_page_top()
            }
            Message::Replay(m) => {
                let Some(r) = self.replay.as_mut() else {
                    return Task::none();
                };
                let action = r.update(m, &self.i18n);
                self.replay_action(action)
            }
            Message::WorksheetTo(chosen) => {
                let Some(mut req) = self.pending_worksheet.take() else {
                    return Task::none();
                };
                req.out = match chosen {
                    dialog::Chosen::File(p) if p.extension().is_some_and(|e| e == "pdf") => p,
                    dialog::Chosen::File(p) => p.with_extension("pdf"),
                    dialog::Chosen::Cancelled => return Task::none(),
                    // No dialog on this system: the data folder's worksheets folder.
                    dialog::Chosen::Unavailable => match &self.folders {
                        Some(f) => f.data.join("worksheets").join(&req.out),
                        None => {
                            self.quiz.worksheet_written(Said::new(|i18n| {
                                i18n.t_args(
                                    "quiz-worksheet-failed",
                                    &[("reason", i18n.t("dialog-unavailable").into())],
                                )
                            }));
                            return Task::none();
                        }
                    },
                };
                Task::perform(
                    async move {
                        crate::platform::work::blocking(move || write_worksheet(&req))
                            .await
                            .unwrap_or_else(|| Err(WORK_FAILED.to_string()))
                    },
                    Message::WorksheetWritten,
                )
            }
            Message::WorksheetWritten(result) => {
                let note =
                    App::written_words(result, "quiz-worksheet-saved", "quiz-worksheet-failed");
                self.quiz.worksheet_written(note);
                Task::none()
            }
            Message::ExportTo(chosen) => match chosen {
                dialog::Chosen::File(path) => self.export_to(path, Export::Asked),
                dialog::Chosen::Cancelled => Task::none(),
                // No dialog here, and the game has no path field: the records folder it is.
                dialog::Chosen::Unavailable => match self.default_export_path() {
                    // Said when it is written, so that "Export as…" is not taken to have asked.
                    Some(path) => self.export_to(path, Export::NoDialog),
                    None => {
                        self.tell_export(self.i18n.t("dialog-unavailable-export"));
                        Task::none()
                    }
                },
            },
            Message::Poll => Task::none(),
            Message::Gesture => {
                if let Some(audio) = &self.audio {
                    audio.gesture();
                }
                Task::none()
            }
            Message::Monitor { id, monitor, size } => {
                // A window manager that has already sized the window (a resize came first)
                // keeps it on its screen itself; the sizes asked may also be of another scale.
                if self.window.is_some() {
                    return Task::none();
                }
                let (window, resize) = start_size(self.settings.scale(), size, monitor);
                self.window = Some(window);
                match resize {
                    Some(to) => window::resize(id, to),
                    None => Task::none(),
                }
            }
            Message::Resized(size) => {
                // The size comes divided by the scale in use; undo that to compare it with
                // the least the screens need.
                let scale = self.scale_factor();
                self.window = Some(iced::Size::new(size.width * scale, size.height * scale));
                Task::none()
            }
            Message::DismissNotices => {
                self.notices.clear();
                self.notices_over_game = false;
                Task::none()
            }
            Message::Key(key) => match self.screen {
                // While the notices' card is up, Enter and Escape close it, as OK does, and no
                // key reaches the screen under it.
                _ if self.card_shown() => {
                    if matches!(
                        key,
                        keyboard::Key::Named(
                            keyboard::key::Named::Enter | keyboard::key::Named::Escape
                        )
                    ) {
                        self.update(Message::DismissNotices)
                    } else {
                        Task::none()
                    }
                }
                Screen::Game => self.game_message(game::Message::Key(key)),
                Screen::Quiz => {
                    let action = self.quiz.key(&key, &self.i18n);
                    self.quiz_action(action)
                }
                Screen::Replay => match self.replay.as_mut() {
                    Some(r) => {
                        let action = r.key(&key);
                        self.replay_action(action)
                    }
                    None => Task::none(),
                },
                // Enter takes the screen's first choice: Continue (or New game) on Home, Start
                // on New game, so that a game can be begun from the keyboard alone.
                Screen::Home if key == keyboard::Key::Named(keyboard::key::Named::Enter) => {
                    let first = if self.game.as_ref().is_some_and(Game::in_progress) {
                        home::Message::Continue
                    } else {
                        home::Message::NewGame
                    };
                    self.update(Message::Home(first))
                }
                Screen::NewGame if key == keyboard::Key::Named(keyboard::key::Named::Enter) => {
                    self.update(Message::NewGame(new_game::Message::Start))
                }
                // Escape leaves the screens that have a Back button, as Back does.
                Screen::Settings | Screen::NewGame | Screen::Rules | Screen::PrintChart
                    if key == keyboard::Key::Named(keyboard::key::Named::Escape) =>
                {
                    let back = match self.screen {
                        Screen::Settings => Message::Settings(settings::Message::Back),
                        Screen::NewGame => Message::NewGame(new_game::Message::Back),
                        Screen::Rules => Message::Rules(rules::Message::Back),
                        _ => Message::Print(print::Message::Back),
                    };
                    self.update(back)
                }
                _ => Task::none(),
            },
            Message::Screenshot(shot) => {
                if let Some(path) = self.screenshot_to.take()
                    && let Err(e) = save_screenshot(&shot, &path)
                {
                    // Told by `play` once the window has closed, with its exit code.
                    let bad_path = crate::storage::is_bad_path(&e);
                    let _ = SCREENSHOT_FAILURE.set((
                        format!("cannot write the screenshot {}: {e}", path.display()),
                        bad_path,
                    ));
                }
                iced::exit()
            }
        }
    }

    /// Where Export record writes: a new file in the records folder ([`App::records_path`]);
    /// in the browser, a download of that name. `None` when the app keeps no files.
    fn default_export_path(&self) -> Option<PathBuf> {
        if crate::platform::store::SAVES_ARE_DOWNLOADS {
            return Some(crate::platform::store::download_path(&self.record_name()));
        }
        self.records_path()
    }

    /// A new file in the records folder (which Replay lists), named by the variant and the
    /// time, with " 2", " 3"… added if a record of that second is there already. In the
    /// browser the folder is in its storage. `None` when the app keeps no files.
    fn records_path(&self) -> Option<PathBuf> {
        let name = self.record_name();
        let dir = self.folders.as_ref()?.records();
        let first = dir.join(&name);
        let base = name.trim_end_matches(".json").to_string();
        Some(
            std::iter::once(first)
                .chain((2..100).map(|n| dir.join(format!("{base} {n}.json"))))
                .find(|p| !crate::storage::exists(p))
                .unwrap_or_else(|| dir.join(&name)),
        )
    }

    /// A record's file name: the variant and the time now ("musical 2026-12-04 10.15.00.json").
    fn record_name(&self) -> String {
        let stem = self
            .game
            .as_ref()
            .map_or("game", |g| g.setup().rules.variant.name());
        crate::storage::stamped_name(stem, crate::platform::clock::SystemTime::now())
    }

    /// Says how an export goes: on the game's status line in place of its explanation (the
    /// hint, a refusal: one thing at a time there), or in the round's panel.
    fn tell_export(&mut self, note: String) {
        if let Some(g) = self.game.as_mut() {
            g.clear_explanation();
        }
        self.export_note = Some(note);
    }

    /// Tap it as the settings set it, for the game.
    fn tap_settings(&self) -> game::TapSettings {
        game::TapSettings {
            offered: self.settings.tap_in_game,
            tempo: self.settings.sound.bpm,
            offset_ms: self.settings.tap_offset_ms,
            can_hear: self.can_hear(),
        }
    }

    fn game_message(&mut self, m: game::Message) -> Task<Message> {
        let tap = self.tap_settings();
        let Some(g) = self.game.as_mut() else {
            return Task::none();
        };
        let before = g.game().moves_made();
        let was_over = g.game().is_over();
        let explained = g.explanation();
        g.set_tap(tap);
        let action = g.update(m, &self.i18n);
        let ended = !was_over && g.game().is_over();
        // A note about an export is about the position it was made in: a move clears it, and
        // so does a newer explanation on the status line (a hint, a refusal).
        let now = g.explanation();
        let newer = now != explained && now != (None, None);
        if (g.game().moves_made() != before || newer) && self.export_pending.is_none() {
            self.export_note = None;
        }
        let cues = g.take_cues();
        self.play_cues(cues);
        self.persist_game();
        if ended {
            self.keep_finished();
        }
        match action {
            game::Action::None => Task::none(),
            game::Action::Run(task) => task.map(Message::Game),
            game::Action::Home => {
                self.screen = Screen::Home;
                Task::none()
            }
            game::Action::NewGame => {
                // The same game again, unless changed there.
                if let Some(g) = &self.game {
                    self.new_game.take(g.setup());
                }
                self.screen = Screen::NewGame;
                Task::none()
            }
            game::Action::Export(ask) => {
                self.export_note = None;
                // A finished match already kept: where it is, not a second copy beside it
                // (Export as… still writes one wherever it is asked to).
                if let Some(path) = self
                    .kept_at
                    .clone()
                    .filter(|p| !ask && crate::storage::exists(p))
                {
                    self.tell_export(
                        self.i18n
                            .t_args("game-kept", &[("path", path_words(&path).into())]),
                    );
                    return Task::none();
                }
                match (self.default_export_path(), ask) {
                    (Some(path), false) => self.export_to(path, Export::Asked),
                    (path, _) => {
                        let name = path
                            .as_deref()
                            .and_then(std::path::Path::file_name)
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_else(|| "game.json".to_string());
                        dialog::save_file(
                            &self.i18n.t("game-export-as"),
                            replay::record_filter(&self.i18n),
                            self.folders.as_ref().map(Folders::records),
                            &name,
                        )
                        .map(Message::ExportTo)
                    }
                }
            }
        }
    }

    /// Keeps the match that has just ended in the records folder (in the browser, its
    /// storage: never a download the user did not ask for), so that the next game (Enter at
    /// the end, then Start) does not take the only copy of it with it, and Replay lists it:
    /// the round's panel says where it went. Nothing when the app keeps no files.
    fn keep_finished(&mut self) {
        if let Some(path) = self.records_path() {
            let _ = self.export_to(path, Export::Kept);
        }
    }

    /// Writes the match as a game record with its seats to `path`, atomically, on the writer
    /// thread (which creates the folder); the side panel says "saving" until the writer says
    /// it is done or why it failed, in the words of `why`.
    fn export_to(&mut self, path: PathBuf, why: Export) -> Task<Message> {
        let Some(g) = &self.game else {
            return Task::none();
        };
        // The record of FORMATS.md with the seats added (a field the format allows), so that
        // Replay names the players.
        let ticket = self
            .saver
            .save_tracked(path, &persist::SavedGame::of(g.game(), g.seats()));
        self.export_pending = Some((ticket, why));
        self.tell_export(self.i18n.t("game-exporting"));
        Task::none()
    }

    fn quiz_action(&mut self, action: quiz::Action) -> Task<Message> {
        match action {
            quiz::Action::None => {}
            quiz::Action::Home => self.screen = Screen::Home,
            quiz::Action::Asked { listen, focus } => {
                if let (Some(note), Some(audio)) = (listen, &self.audio) {
                    audio.play_listening(note);
                }
                let top = iced::widget::operation::snap_to(
                    quiz::QUESTION_PAGE,
                    iced::widget::scrollable::RelativeOffset::START,
                );
                return if focus {
                    Task::batch([top, iced::widget::operation::focus(quiz::ANSWER_FIELD)])
                } else {
                    top
                };
            }
            quiz::Action::Listen(note) => {
                if let Some(audio) = &self.audio {
                    audio.play_listening(note);
                }
            }
            quiz::Action::Tap {
                notes,
                bpm,
                notes_sound,
            } => {
                if let Some(audio) = &self.audio {
                    audio.play_tap(notes, bpm, notes_sound);
                }
            }
            quiz::Action::Clicks(n) => {
                if let Some(audio) = &self.audio {
                    audio.play_clicks(n);
                }
            }
            quiz::Action::Calibrated(ms) => {
                self.settings.tap_offset_ms = ms;
                self.persist_settings();
            }
            quiz::Action::Worksheet { kinds, count, seed } => {
                let name = format!("worksheet-{seed}.pdf");
                self.pending_worksheet = Some(crate::quiz::cli::WorksheetRequest {
                    count,
                    seed,
                    kinds,
                    lang: self.i18n.lang().to_string(),
                    format: crate::quiz::cli::WorksheetFormat::Pdf,
                    // US Letter where its paper is the custom, A4 elsewhere.
                    paper: if self.i18n.lang() == "en-US" {
                        crate::chart::Paper::Letter
                    } else {
                        crate::chart::Paper::A4
                    },
                    out: PathBuf::from(&name),
                });
                let filter = dialog::Filter {
                    name: self.i18n.t("print-pdf"),
                    extensions: vec!["pdf".to_string()],
                };
                return dialog::save_file(
                    &self.i18n.t("quiz-worksheet-button"),
                    filter,
                    None,
                    &name,
                )
                .map(Message::WorksheetTo);
            }
            quiz::Action::SaveProgress(progress) => match &self.folders {
                Some(f) => {
                    self.progress_pending = Some(self.saver.save_tracked(f.progress(), &progress));
                }
                None => self
                    .quiz
                    .progress_saved(Err(self.i18n.t("quiz-no-data-folder"))),
            },
        }
        Task::none()
    }

    /// Takes in what the writer thread finished: a failed save is told, never silently lost
    /// (the settings' failure in its own words); an export or a pupil's progress is confirmed
    /// only once it is on disk.
    fn collect_saves(&mut self) {
        let settings = self
            .folders
            .as_ref()
            .map(|f| f.settings().display().to_string());
        for e in self.saver.errors() {
            let id = if settings.as_ref().is_some_and(|s| e.starts_with(s.as_str())) {
                "notice-settings-save-failed"
            } else {
                "notice-save-failed"
            };
            let line = Said::message(id, vec![("reason", e.into())]);
            // The same failure again (each move retries) is said once.
            if self.notices.last().map(|n| n.words(&self.i18n)) != Some(line.words(&self.i18n)) {
                self.notices.push(line);
            }
        }
        for (ticket, outcome) in self.saver.finished() {
            if let Some((pending, why)) = self.export_pending
                && pending == ticket
            {
                self.export_pending = None;
                if why == Export::Kept
                    && let Ok(path) = &outcome
                {
                    self.kept_at = Some(path.clone());
                }
                let saved = match why {
                    Export::Asked if crate::platform::store::SAVES_ARE_DOWNLOADS => {
                        "game-downloaded"
                    }
                    Export::Asked => "game-exported",
                    Export::NoDialog => "game-exported-no-dialog",
                    Export::Kept if crate::platform::store::SAVES_ARE_DOWNLOADS => {
                        "game-kept-browser"
                    }
                    Export::Kept => "game-kept",
                };
                self.tell_export(
                    App::written_words(outcome, saved, "game-export-failed").words(&self.i18n),
                );
            } else if self.progress_pending == Some(ticket) {
                self.progress_pending = None;
                self.quiz.progress_saved(outcome.map(|_| ()));
            }
        }
    }

    /// The quiz screen.
    pub fn quiz(&self) -> &quiz::Quiz {
        &self.quiz
    }

    fn replay_action(&mut self, action: replay::Action) -> Task<Message> {
        match action {
            replay::Action::None => Task::none(),
            replay::Action::Run(task) => task.map(Message::Replay),
            replay::Action::Sound(cue) => {
                self.play_cues(vec![cue]);
                Task::none()
            }
            replay::Action::Home => {
                self.screen = Screen::Home;
                Task::none()
            }
        }
    }

    /// The replay screen, if it was opened.
    pub fn replay(&self) -> Option<&replay::ReplayScreen> {
        self.replay.as_ref()
    }

    /// The view of the current screen.
    pub fn view(&self) -> Element<'_, Message> {
        let palette = self.settings.look.palette();
        match self.screen {
            Screen::Home => {
                let home = home::view(
                    &self.i18n,
                    palette,
                    self.game.as_ref().is_some_and(Game::in_progress),
                )
                .map(Message::Home);
                if self.card_shown() {
                    self.with_notices(home, palette)
                } else {
                    home
                }
            }
            Screen::NewGame => self
                .new_game
                .view(
                    &self.i18n,
                    palette,
                    self.game.as_ref().is_some_and(Game::in_progress),
                )
                .map(Message::NewGame),
            Screen::Settings => settings::view(
                &self.settings,
                self.chosen_language(),
                &self.i18n,
                palette,
                self.window,
                match self.audio.as_ref().map(crate::audio::AudioEngine::status) {
                    Some(crate::audio::AudioStatus::NoDevice(_)) => {
                        Some(self.i18n.t("audio-no-device"))
                    }
                    _ => None,
                },
            )
            .map(Message::Settings),
            Screen::Rules => self.rules.view(&self.i18n, palette).map(Message::Rules),
            Screen::Quiz => self.quiz.view(&self.i18n, palette).map(Message::Quiz),
            Screen::Replay => match &self.replay {
                Some(r) => r.view(&self.i18n, palette).map(Message::Replay),
                None => home::view(&self.i18n, palette, false).map(Message::Home),
            },
            Screen::PrintChart => match &self.print {
                Some(p) => p.view(&self.i18n, palette).map(Message::Print),
                None => home::view(&self.i18n, palette, false).map(Message::Home),
            },
            Screen::Game => match &self.game {
                Some(g) => {
                    let view = g
                        .view(
                            &self.i18n,
                            palette,
                            self.audio_notice(),
                            self.export_note.clone(),
                        )
                        .map(Message::Game);
                    if self.card_shown() {
                        self.with_notices(view, palette)
                    } else {
                        view
                    }
                }
                None => home::view(&self.i18n, palette, false).map(Message::Home),
            },
        }
    }

    /// `below` (Home, or the game `play` opened) with the notices in a card over it, as a
    /// dialog: what is below keeps its own layout, so dismissing the card moves no button (a
    /// banner above Home pushed it down and, once dismissed, let every button jump up under
    /// the pointer), and while the card is up a click beside it reaches nothing.
    fn with_notices<'a>(
        &'a self,
        below: Element<'a, Message>,
        palette: theme::Palette,
    ) -> Element<'a, Message> {
        use iced::widget::{button, column, container, scrollable, stack, text};
        let mut col = column![].spacing(8);
        for n in &self.notices {
            // A long path has no spaces to break at: it breaks between letters instead of
            // running off the window.
            col = col.push(
                text(n.words(&self.i18n))
                    .size(17)
                    .wrapping(iced::widget::text::Wrapping::WordOrGlyph),
            );
        }
        let card = column![
            scrollable(col).height(iced::Length::Shrink),
            // OK at the right, where a dialog's button is.
            container(
                button(text(self.i18n.t("notice-dismiss")).size(17))
                    .padding([6, 22])
                    .on_press(Message::DismissNotices)
                    .style(theme::button(palette, theme::Kind::Primary)),
            )
            .align_right(iced::Length::Fill),
        ]
        .spacing(12);
        let panel = container(card)
            .padding(16)
            .max_width(640.0)
            .style(theme::panel_outlined(palette, palette.accent, 2.0));
        stack![below, theme::veiled(panel, 24.0, 0.78, palette)]
            .width(iced::Length::Fill)
            .height(iced::Length::Fill)
            .into()
    }

    /// Keyboard shortcuts (the game screen's).
    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen().filter_map(key_message);
        let mut subs = vec![
            keys,
            window::resize_events().map(|(_, size)| Message::Resized(size)),
        ];
        if self.hearing.is_some() {
            subs.push(iced::time::every(Duration::from_millis(40)).map(|_| Message::Tick));
        }
        // Opening (not still waiting for a gesture to be asked to).
        let audio_starting = self.audio.as_ref().is_some_and(|a| {
            !a.waits_for_gesture() && matches!(a.status(), crate::audio::AudioStatus::Starting)
        });
        if self
            .audio
            .as_ref()
            .is_some_and(crate::audio::AudioEngine::waits_for_gesture)
        {
            subs.push(iced::event::listen_with(|event, _, _| match event {
                iced::Event::Mouse(iced::mouse::Event::ButtonPressed(_))
                | iced::Event::Touch(iced::touch::Event::FingerPressed { .. })
                | iced::Event::Keyboard(keyboard::Event::KeyPressed { .. }) => {
                    Some(Message::Gesture)
                }
                _ => None,
            }));
        }
        if self.export_pending.is_some() || self.progress_pending.is_some() || audio_starting {
            subs.push(iced::time::every(Duration::from_millis(100)).map(|_| Message::Poll));
        }
        // While a rhythm is tapped: the time, often, so that the tapping ends and the pad's
        // words change on time (the presses themselves carry their own times). The time is
        // read from iced's clock as each tick arrives: in the browser `every` yields another
        // crate's Instant (wasmtimer's), which is not `iced::time::Instant`.
        if self.screen == Screen::Quiz && self.quiz.needs_tap_ticks() {
            subs.push(
                iced::time::every(Duration::from_millis(20))
                    .map(|_| Message::Quiz(quiz::Message::TapTick(iced::time::Instant::now()))),
            );
        }
        // The same while the game's Tap it is tapped.
        if self.screen == Screen::Game && self.game.as_ref().is_some_and(Game::needs_tap_ticks) {
            subs.push(
                iced::time::every(Duration::from_millis(20))
                    .map(|_| Message::Game(game::Message::TapTick(iced::time::Instant::now()))),
            );
        }
        if self.screen == Screen::Quiz && self.quiz.needs_ticks() {
            subs.push(
                iced::time::every(Duration::from_millis(100))
                    .map(|_| Message::Quiz(quiz::Message::Tick)),
            );
        }
        Subscription::batch(subs)
    }
}

fn key_message(event: keyboard::Event) -> Option<Message> {
    match event {
        keyboard::Event::KeyPressed { key, .. } => Some(Message::Key(key)),
        _ => None,
    }
}

/// Draws the worksheet `req` asks for and writes it atomically to `req.out` (its folder made
/// as needed): the path written, or why not, in words.
///
/// # Errors
/// Why the worksheet could not be drawn or written.
pub fn write_worksheet(req: &crate::quiz::cli::WorksheetRequest) -> Result<PathBuf, String> {
    let bytes = crate::quiz::cli::render(req)?;
    if let Some(dir) = req.out.parent().filter(|d| !d.as_os_str().is_empty()) {
        crate::storage::make_folders(dir).map_err(|e| e.to_string())?;
    }
    crate::storage::write_atomic(&req.out, &bytes).map_err(|e| e.to_string())?;
    Ok(req.out.clone())
}

/// Why the screenshot `play --screenshot` asked for could not be written, and whether the
/// path was at fault (bad input) rather than the machine; set at most once a run.
pub static SCREENSHOT_FAILURE: std::sync::OnceLock<(String, bool)> = std::sync::OnceLock::new();

/// Writes a window screenshot as PNG, atomically.
fn save_screenshot(shot: &window::Screenshot, path: &std::path::Path) -> std::io::Result<()> {
    let img = image::RgbaImage::from_raw(shot.size.width, shot.size.height, shot.rgba.to_vec())
        .ok_or_else(|| std::io::Error::other("the screenshot has the wrong size"))?;
    let mut bytes = Vec::new();
    img.write_to(
        &mut std::io::Cursor::new(&mut bytes),
        image::ImageFormat::Png,
    )
    .map_err(std::io::Error::other)?;
    crate::storage::write_atomic(path, &bytes)
}

/// The iced settings of the app: the embedded fonts and the interface font. The headless tests
/// and benchmarks render with the same.
pub fn iced_settings() -> iced::Settings {
    iced::Settings {
        fonts: vec![
            glyphs::LIBERTINE.into(),
            glyphs::LIBERTINE_BOLD.into(),
            glyphs::GARAMOND.into(),
            glyphs::BRAVURA.into(),
        ],
        default_font: TEXT_FONT,
        antialiasing: true,
        id: Some(crate::chart::icon::APP_ID.to_string()),
        ..iced::Settings::default()
    }
}

/// The size, in pixels, the window's icon is drawn at (window managers scale it to the title
/// bar and the task switcher).
const WINDOW_ICON_SIZE: u32 = 64;

/// The window's icon, drawn from the app's SVG icon ([`crate::chart::icon`]); `None` (the
/// system's default icon) only if drawing it fails, which the icon tests rule out.
fn window_icon() -> Option<window::Icon> {
    let rgba = crate::chart::icon::rgba(WINDOW_ICON_SIZE).ok()?;
    window::icon::from_rgba(rgba, WINDOW_ICON_SIZE, WINDOW_ICON_SIZE).ok()
}

/// What tells the desktop which menu entry the window belongs to: on Linux its class (X11) and
/// app id (Wayland) are the desktop entry's name (`packaging/linux/`), so the dock and the task
/// switcher show the app's name and icon; other systems take the program's own.
fn window_platform() -> window::settings::PlatformSpecific {
    #[cfg(target_os = "linux")]
    {
        window::settings::PlatformSpecific {
            application_id: crate::chart::icon::APP_ID.to_string(),
            ..window::settings::PlatformSpecific::default()
        }
    }
    #[cfg(not(target_os = "linux"))]
    {
        window::settings::PlatformSpecific::default()
    }
}

/// The least logical size every screen fits in, in logical pixels at the scale in use: a
/// 1024 × 768 projector leaves the window 1024 × 721 (see [`fit_to_screen`]), which is
/// 682.7 × 480.7 at 150 %.
pub const LEAST_WINDOW: iced::Size = iced::Size::new(680.0, 480.0);

/// Whether a `window` (logical pixels at a scale of 1) holds [`LEAST_WINDOW`] at a scale of
/// `percent` %, so that every screen fits at that size; before the window is known, every
/// size is taken to fit.
pub fn size_fits(percent: u32, window: Option<iced::Size>) -> bool {
    let scale = percent as f32 / 100.0;
    window.is_none_or(|w| {
        w.width / scale >= LEAST_WINDOW.width && w.height / scale >= LEAST_WINDOW.height
    })
}

/// The window a size of `percent` % needs at a scale of 1, in logical pixels:
/// [`LEAST_WINDOW`] times the scale, rounded up (1360 × 960 for 200 %).
pub fn window_needed(percent: u32) -> iced::Size {
    let scale = percent as f32 / 100.0;
    iced::Size::new(
        (LEAST_WINDOW.width * scale).ceil(),
        (LEAST_WINDOW.height * scale).ceil(),
    )
}

/// The scale the app uses: the `chosen` size setting if a `window` of that size (logical
/// pixels at a scale of 1) holds [`LEAST_WINDOW`] at it ([`size_fits`]), else the largest of
/// the Settings screen's steps ([`settings::SIZE_CHOICES`]) below it that does, else 1. It is
/// always a size the Settings screen can show as chosen: never a fraction between steps.
pub fn effective_scale(chosen: f32, window: Option<iced::Size>) -> f32 {
    let chosen = chosen.max(1.0);
    let percent = (chosen * 100.0).round() as u32;
    if size_fits(percent, window) {
        return chosen;
    }
    settings::SIZE_CHOICES
        .iter()
        .rev()
        .find(|&&p| p < percent && size_fits(p, window))
        .map_or(1.0, |&p| p as f32 / 100.0)
}

/// The size to give a window of `size` on a screen of `screen` (both in the same logical
/// pixels), or `None` if it fits already: no wider than the screen, and no taller than 94 % of
/// it, which leaves room for a panel or a title bar.
pub fn fit_to_screen(size: iced::Size, screen: iced::Size) -> Option<iced::Size> {
    let fit = iced::Size::new(
        size.width.min(screen.width),
        size.height.min((screen.height * 0.94).floor()),
    );
    (fit != size && fit.width > 0.0 && fit.height > 0.0).then_some(fit)
}

/// At the start, from the window's `size` and its screen's (`monitor`), both measured at the
/// scale in use before the window's size is known (the `chosen` size setting, at least 1):
/// the window's size at a scale of 1, made to fit the screen ([`fit_to_screen`]), and, if it
/// must change, the size to ask iced for, in logical pixels at the scale the app will then
/// use ([`effective_scale`] of the new size).
pub fn start_size(
    chosen: f32,
    size: iced::Size,
    monitor: Option<iced::Size>,
) -> (iced::Size, Option<iced::Size>) {
    let before = effective_scale(chosen, None);
    let at_one = |s: iced::Size| iced::Size::new(s.width * before, s.height * before);
    let window = at_one(size);
    match monitor.and_then(|m| fit_to_screen(window, at_one(m))) {
        Some(fit) => {
            let after = effective_scale(chosen, Some(fit));
            (
                fit,
                Some(iced::Size::new(fit.width / after, fit.height / after)),
            )
        }
        None => (window, None),
    }
}

/// The size the window opens at for a size setting of `scale` (1.0 = 100 %), in logical
/// pixels at a scale of 1: 1280 × 800, or as large as [`LEAST_WINDOW`] needs at that scale
/// (1360 × 960 at 200 %), so that the size chosen is the size shown where the screen is large
/// enough ([`start_size`] then fits it to the screen).
pub fn first_window(scale: f32) -> iced::Size {
    let needed = window_needed((scale * 100.0).round() as u32);
    iced::Size::new(needed.width.max(1280.0), needed.height.max(800.0))
}

/// The size setting the app will start with, as a scale factor, read from the settings in
/// `folders` as the app will read them ([`persist::load_settings`]: a file it would set aside
/// whole gives 1, a value of the wrong type only its default) but with nothing set aside:
/// the app does that, and tells the user, when it starts. Only an ordinary file of sane size
/// is read ([`crate::storage::peek`]): a named pipe there would block the start, and a link
/// to /dev/zero fill the memory, before the window could say anything.
fn saved_scale(folders: Option<&crate::storage::Folders>) -> f32 {
    folders
        .and_then(|f| crate::storage::peek_salvaging::<persist::SettingsFile>(&f.settings()))
        .map_or(1.0, |s| s.in_range().ui.scale())
}

/// Runs the app until its window closes.
///
/// # Errors
/// The iced error when no window can be opened (no display).
pub fn run(start: Start) -> iced::Result {
    // iced multiplies the first size of the window by the app's scale: divide by the saved
    // size setting so the window opens at 1280 × 800, or as large as the size needs
    // ([`first_window`]). Read without setting a bad file aside: the app does that, and tells
    // the user, when it starts.
    let scale = saved_scale(start.folders.as_ref());
    // The scale when the window is made (its size is not known yet).
    let first = effective_scale(scale, None);
    let size = first_window(first);
    iced::application(move || App::new(start.clone()), App::update, App::view)
        .title(App::title)
        .theme(App::theme)
        .scale_factor(App::scale_factor)
        .subscription(App::subscription)
        .settings(iced_settings())
        .window(window::Settings {
            size: iced::Size::new(size.width / first, size.height / first),
            min_size: Some(LEAST_WINDOW),
            icon: window_icon(),
            platform_specific: window_platform(),
            ..window::Settings::default()
        })
        .run()
}

/// Scrolls the Rules page to its top.
fn rules_page_top() -> Task<Message> {
    iced::widget::operation::snap_to(rules::PAGE, iced::widget::scrollable::RelativeOffset::START)
}

/// Why work done away from the interface gave nothing: it stopped on a fault of the app's own
/// (a panic), which the screen tells rather than waiting for ever.
pub const WORK_FAILED: &str = "the work stopped on a fault in the app";

/// Why a game record is written, which decides what the screen says once it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Export {
    /// Export record, or a file chosen in Export as…'s dialog.
    Asked,
    /// Export as… where no file dialog exists: to the records folder.
    NoDialog,
    /// The match that has just ended, kept by itself ([`App::keep_finished`]).
    Kept,
}

/// A path as the screen shows it in a sentence: its spaces made no-break spaces, so that a
/// line breaks only after a folder's slash, never inside a name ("musical 2026-12-04
/// 10.15.00.json" stays whole).
pub fn path_words(path: &std::path::Path) -> String {
    // In the browser a path names a key of its storage or a download: the name says it all.
    let path = match path.file_name() {
        Some(name) if crate::platform::store::SAVES_ARE_DOWNLOADS => std::path::Path::new(name),
        _ => path,
    };
    path.display().to_string().replace(' ', "\u{a0}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shown_path_breaks_only_between_folders() {
        let p = std::path::Path::new("/home/Ms Lee/records/musical 2026-12-04 10.15.00.json");
        assert_eq!(
            path_words(p),
            "/home/Ms\u{a0}Lee/records/musical\u{a0}2026-12-04\u{a0}10.15.00.json"
        );
    }

    #[test]
    fn the_first_window_takes_only_the_size_the_app_will_read_from_its_settings() {
        let dir = tempfile::tempdir().unwrap();
        let folders = crate::storage::Folders {
            config: dir.path().join("config"),
            data: dir.path().join("data"),
        };
        let write = |text: &str| {
            std::fs::create_dir_all(&folders.config).unwrap();
            std::fs::write(folders.settings(), text).unwrap();
        };
        assert_eq!(saved_scale(None), 1.0);
        // No file yet: 100 %.
        assert_eq!(saved_scale(Some(&folders)), 1.0);
        write(r#"{"version":1,"ui":{"size_percent":150}}"#);
        assert_eq!(saved_scale(Some(&folders)), 1.5);
        // A newer version's file is set aside whole by the app: its size must not count.
        write(r#"{"version":99,"ui":{"size_percent":200}}"#);
        assert_eq!(saved_scale(Some(&folders)), 1.0);
        // One value of the wrong type costs only itself: the app keeps 200 %, so must the
        // window.
        write(r#"{"version":1,"ui":{"size_percent":200,"look":7}}"#);
        assert_eq!(saved_scale(Some(&folders)), 2.0);
        // Out of range: brought into range as the app brings it (200 % at most).
        write(r#"{"version":1,"ui":{"size_percent":900}}"#);
        assert_eq!(saved_scale(Some(&folders)), 2.0);
        // Nothing was set aside by the look.
        assert_eq!(std::fs::read_dir(&folders.config).unwrap().count(), 1);
    }

    #[test]
    fn a_window_larger_than_its_screen_is_made_to_fit() {
        let s = iced::Size::new;
        // 1280 × 800 on a 1024 × 768 projector: 1024 wide, and 94 % of 768 = 721.92 → 721.
        assert_eq!(
            fit_to_screen(s(1280.0, 800.0), s(1024.0, 768.0)),
            Some(s(1024.0, 721.0))
        );
        // On a 1920 × 1080 screen it fits already.
        assert_eq!(fit_to_screen(s(1280.0, 800.0), s(1920.0, 1080.0)), None);
        // Only the side that is too large changes: 94 % of 800 = 752.
        assert_eq!(
            fit_to_screen(s(1280.0, 800.0), s(1440.0, 800.0)),
            Some(s(1280.0, 752.0))
        );
    }

    #[test]
    fn at_200_percent_on_a_projector_the_window_fills_the_screen_at_the_scale_it_then_takes() {
        let s = iced::Size::new;
        let near = |a: iced::Size, b: iced::Size| {
            (a.width - b.width).abs() < 0.01 && (a.height - b.height).abs() < 0.01
        };
        // At 200 % the window is made 640 × 400 (1280 × 800 at the screen); the 1024 × 768
        // screen measures 512 × 384 at that scale. Fitted: 1024 × 721, which holds 680 × 480
        // at 150 % (682.7 × 480.7) but not at 175 % (585.1 × 412): iced is asked for
        // 1024 × 721 at 150 %.
        let (window, resize) = start_size(2.0, s(640.0, 400.0), Some(s(512.0, 384.0)));
        assert_eq!(window, s(1024.0, 721.0));
        let to = resize.unwrap();
        assert!(near(to, s(1024.0 / 1.5, 721.0 / 1.5)), "{to:?}");
        // At 150 % on 1280 × 800: the window 1280 × 800 becomes 1280 × 752, which holds
        // 680 × 480 at 150 % (853.3 × 501.3); iced is asked for 853.3 × 501.3.
        let (window, resize) = start_size(
            1.5,
            s(1280.0 / 1.5, 800.0 / 1.5),
            Some(s(1280.0 / 1.5, 800.0 / 1.5)),
        );
        assert!(near(window, s(1280.0, 752.0)), "{window:?}");
        let to = resize.unwrap();
        assert!(near(to, s(1280.0 / 1.5, 752.0 / 1.5)), "{to:?}");
        // A screen that holds the window: nothing to ask.
        assert_eq!(
            start_size(1.0, s(1280.0, 800.0), Some(s(1920.0, 1080.0))),
            (s(1280.0, 800.0), None)
        );
    }

    #[test]
    fn the_size_setting_gives_way_to_a_small_window_by_whole_steps() {
        let w = |x, y| Some(iced::Size::new(x, y));
        // A 1024 × 768 projector leaves 1024 × 721: 150 % leaves 682.7 × 480.7, which holds
        // 680 × 480; 175 % (585.1 × 412) does not, nor 200 % (512 × 360.5): both show 150 %.
        assert_eq!(effective_scale(1.5, w(1024.0, 721.0)), 1.5);
        assert_eq!(effective_scale(1.75, w(1024.0, 721.0)), 1.5);
        assert_eq!(effective_scale(2.0, w(1024.0, 721.0)), 1.5);
        // 1280 × 752 (a 1280 × 800 screen): 150 % leaves 853.3 × 501.3; 175 % 731.4 × 429.7,
        // too low.
        assert_eq!(effective_scale(2.0, w(1280.0, 752.0)), 1.5);
        // 1920 × 1015 (1920 × 1080, maximised): 200 % leaves 960 × 507.5.
        assert_eq!(effective_scale(2.0, w(1920.0, 1015.0)), 2.0);
        // The window of 1280 × 800 the app opens with on that screen holds 150 % (853 × 533)
        // but not 175 % (731.4 × 457.1).
        assert_eq!(effective_scale(1.75, w(1280.0, 800.0)), 1.5);
        // A size between the steps (a file edited by hand) stands where it fits, else gives
        // way to a step below it: 160 % in 1024 × 721 leaves 640 wide.
        assert_eq!(effective_scale(1.6, w(1920.0, 1015.0)), 1.6);
        assert_eq!(effective_scale(1.6, w(1024.0, 721.0)), 1.5);
        // Never below 1, even in a window smaller than the least.
        assert_eq!(effective_scale(1.5, w(600.0, 400.0)), 1.0);
        // Before the window is known, the setting.
        assert_eq!(effective_scale(1.75, None), 1.75);
    }

    #[test]
    fn each_size_needs_the_least_window_at_its_scale() {
        let s = iced::Size::new;
        assert_eq!(window_needed(100), s(680.0, 480.0));
        assert_eq!(window_needed(125), s(850.0, 600.0));
        assert_eq!(window_needed(150), s(1020.0, 720.0));
        assert_eq!(window_needed(175), s(1190.0, 840.0));
        assert_eq!(window_needed(200), s(1360.0, 960.0));
        assert!(size_fits(150, Some(s(1024.0, 721.0))));
        assert!(!size_fits(150, Some(s(1024.0, 719.0))));
        assert!(size_fits(200, None));
        // The first window: 1280 × 800 up to 150 %, then as large as the size needs.
        assert_eq!(first_window(1.0), s(1280.0, 800.0));
        assert_eq!(first_window(1.5), s(1280.0, 800.0));
        assert_eq!(first_window(1.75), s(1280.0, 840.0));
        assert_eq!(first_window(2.0), s(1360.0, 960.0));
    }
}
