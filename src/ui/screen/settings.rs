//! Settings: the size of everything (for projectors), the look, and the computer's pause.

use std::time::Duration;

use iced::widget::{button, column, container, row, slider, text, toggler};
use iced::{Alignment, Element, Length};
use serde::{Deserialize, Serialize};

use crate::audio::SoundSettings;
use crate::i18n::{Arg, Localizer};
use crate::ui::theme::{self, Look, Palette};

/// What the user can set, with the defaults the app starts with.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct UiSettings {
    /// Size of type and tablets, in percent (100–200).
    pub size_percent: u32,
    /// The look.
    pub look: Look,
    /// Pause before a computer seat moves, in milliseconds (0–3000; default 800).
    pub computer_pause_ms: u32,
    /// Sound: on/off, volume, tempo, clicks, knock.
    pub sound: SoundSettings,
    /// The pupil's tapping offset on this machine, in milliseconds (positive: taps arrive
    /// late), measured by the quiz's calibration and taken away from every tap of a tap
    /// question; within ±400 (default 0, also for a settings file written before it).
    pub tap_offset_ms: i32,
    /// Whether the game offers **Tap it** after a human seat lays a tablet of Musical
    /// Dominoes: the tap exercise of that tablet's two notes (default off, also for a
    /// settings file written before it).
    pub tap_in_game: bool,
}

impl Default for UiSettings {
    fn default() -> Self {
        UiSettings {
            size_percent: 100,
            look: Look::Baize,
            computer_pause_ms: 800,
            sound: SoundSettings::default(),
            tap_offset_ms: 0,
            tap_in_game: false,
        }
    }
}

/// The sizes a settings file may hold, in percent.
pub const SIZE_PERCENT: std::ops::RangeInclusive<u32> = 100..=200;
/// The sizes the Settings screen offers as buttons, in percent (a hand-edited file may hold
/// any size within [`SIZE_PERCENT`]).
pub const SIZE_CHOICES: [u32; 5] = [100, 125, 150, 175, 200];
/// The largest tapping offset kept, either way, in milliseconds (see
/// [`crate::quiz::tap::MAX_OFFSET_S`]).
pub const MAX_TAP_OFFSET_MS: i32 = 400;
/// The longest pause before a computer seat moves, in milliseconds.
pub const MAX_PAUSE_MS: u32 = 3000;

impl UiSettings {
    /// The scale factor for iced (1.0 to 2.0).
    pub fn scale(&self) -> f32 {
        self.size_percent
            .clamp(*SIZE_PERCENT.start(), *SIZE_PERCENT.end()) as f32
            / 100.0
    }

    /// The pause before a computer seat moves.
    pub fn pause(&self) -> Duration {
        Duration::from_millis(u64::from(self.computer_pause_ms.min(MAX_PAUSE_MS)))
    }

    /// The settings with every value in the range the screen's controls allow: size in
    /// [`SIZE_PERCENT`], pause up to [`MAX_PAUSE_MS`], sound as [`SoundSettings::sanitized`],
    /// the tapping offset within ±[`MAX_TAP_OFFSET_MS`].
    pub fn in_range(self) -> UiSettings {
        UiSettings {
            size_percent: self
                .size_percent
                .clamp(*SIZE_PERCENT.start(), *SIZE_PERCENT.end()),
            computer_pause_ms: self.computer_pause_ms.min(MAX_PAUSE_MS),
            sound: self.sound.sanitized(),
            tap_offset_ms: self
                .tap_offset_ms
                .clamp(-MAX_TAP_OFFSET_MS, MAX_TAP_OFFSET_MS),
            ..self
        }
    }
}

/// Messages of the screen.
#[derive(Debug, Clone, Copy)]
pub enum Message {
    /// Size in percent.
    Size(u32),
    /// Look.
    Look(Look),
    /// Pause in milliseconds.
    Pause(u32),
    /// Sound on or off.
    Sound(bool),
    /// Volume in percent.
    Volume(u32),
    /// Tempo in crotchets per minute.
    Tempo(u32),
    /// Beat clicks on or off.
    Clicks(bool),
    /// The knock of pip games on or off.
    Knock(bool),
    /// Tap it in the game on or off.
    TapInGame(bool),
    /// The language (a shipped tag such as `de`), or `None` to follow the system.
    Language(Option<&'static str>),
    /// Back to Home.
    Back,
}

/// Each shipped language with its own name for itself, read once.
fn language_names() -> &'static [(&'static str, String)] {
    static NAMES: std::sync::OnceLock<Vec<(&'static str, String)>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        crate::i18n::available()
            .into_iter()
            .map(|l| (l, Localizer::new(l).t("settings-language-name")))
            .collect()
    })
}

/// Applies `message`; returns whether to go back.
pub fn update(settings: &mut UiSettings, message: Message) -> bool {
    match message {
        Message::Size(s) => {
            settings.size_percent = s.clamp(*SIZE_PERCENT.start(), *SIZE_PERCENT.end());
        }
        Message::Look(l) => settings.look = l,
        Message::Pause(p) => settings.computer_pause_ms = p.min(MAX_PAUSE_MS),
        Message::Sound(on) => settings.sound.enabled = on,
        Message::Volume(v) => settings.sound.volume = v.min(100) as f32 / 100.0,
        Message::Tempo(t) => settings.sound.bpm = t.clamp(30, 200),
        Message::Clicks(on) => settings.sound.clicks = on,
        Message::Knock(on) => settings.sound.knock = on,
        Message::TapInGame(on) => settings.tap_in_game = on,
        // The app applies the language itself (it owns the localizer).
        Message::Language(_) => {}
        Message::Back => return true,
    }
    false
}

/// The page's title size, in points.
const TITLE_SIZE: f32 = 36.0;
/// The Sound heading's size, in points.
const SOUND_SIZE: f32 = 26.0;

/// The About line: the app's name and version (the same as `musical-dominoes --version`
/// prints), its licence and the licences of the fonts it embeds, e.g. "Musical Dominoes 0.1.0 ·
/// MIT licence · fonts: Bravura, Linux Libertine and EB Garamond, under the SIL Open Font
/// Licence".
pub fn about_line(i18n: &Localizer) -> String {
    i18n.t_args(
        "about-line",
        &[
            ("app", Arg::from(i18n.t("app-title"))),
            ("version", Arg::from(env!("CARGO_PKG_VERSION"))),
        ],
    )
}

/// A size step as its button says it ("150%", "150 %").
fn size_words(i18n: &Localizer, percent: u32) -> String {
    i18n.t_args("settings-size-choice", &[("percent", Arg::from(percent))])
}

/// A size in logical pixels as the page writes it: "1024 × 721".
fn size_text(size: iced::Size) -> String {
    format!("{} × {}", size.width.round(), size.height.round())
}

/// The line under the size steps in a `window` (logical pixels at a scale of 1) that cannot
/// hold some of them: which, and the window the least of them needs, e.g. "Not offered here:
/// 175%, 200%. At 175% every screen needs a window of at least 1190 × 840, and this one is
/// 1024 × 721."; `None` where every step fits (or the window is not known yet).
pub fn not_offered(i18n: &Localizer, window: Option<iced::Size>) -> Option<String> {
    let size = window?;
    let out: Vec<u32> = SIZE_CHOICES
        .iter()
        .copied()
        .filter(|&p| !crate::ui::size_fits(p, window))
        .collect();
    let least = *out.first()?;
    let sizes: Vec<String> = out.iter().map(|&p| size_words(i18n, p)).collect();
    Some(i18n.t_args(
        "settings-size-not-offered",
        &[
            ("sizes", Arg::from(sizes.join(", "))),
            ("size", Arg::from(size_words(i18n, least))),
            (
                "needed",
                Arg::from(size_text(crate::ui::window_needed(least))),
            ),
            ("window", Arg::from(size_text(size))),
        ],
    ))
}

/// The screen: `language` the language chosen (`None`: the system's), `window` the window's
/// size in logical pixels at a scale of 1 (`None` until known), `sound_note` a line under the
/// sound switch (that no sound output was found).
///
/// The size shown as chosen is the size the window shows ([`crate::ui::effective_scale`]):
/// a step the window cannot hold ([`crate::ui::size_fits`]) is greyed out, and a line under
/// the steps names them and says why, with the window the least of them needs.
pub fn view<'a>(
    settings: &UiSettings,
    language: Option<&'a str>,
    i18n: &'a Localizer,
    palette: Palette,
    window: Option<iced::Size>,
    sound_note: Option<String>,
) -> Element<'a, Message> {
    let settings = *settings;
    iced::widget::responsive(move |room| {
        // Under 1000 × 700 (150 % on a 1024 × 768 projector: 683 × 481) Back stays in view.
        let compact = room.width < 1000.0 || room.height < 700.0;
        page(
            &settings,
            language,
            i18n,
            palette,
            window,
            sound_note.clone(),
            compact,
        )
    })
    .into()
}

/// The page of [`view`], `compact` in a window under 1000 × 700.
fn page<'a>(
    settings: &UiSettings,
    language: Option<&'a str>,
    i18n: &'a Localizer,
    palette: Palette,
    window: Option<iced::Size>,
    sound_note: Option<String>,
    compact: bool,
) -> Element<'a, Message> {
    let shown = (crate::ui::effective_scale(settings.scale(), window) * 100.0).round() as u32;
    let mut languages = row![
        // In the browser the language the browser is set to.
        button(
            text(i18n.t(if crate::platform::IN_BROWSER {
                "settings-language-browser"
            } else {
                "settings-language-system"
            }))
            .size(17),
        )
        .on_press(Message::Language(None))
        .style(theme::button(
            palette,
            if language.is_none() {
                theme::Kind::Selected
            } else {
                theme::Kind::Secondary
            },
        ))
    ]
    .spacing(6);
    for (lang, own) in language_names() {
        let lang: &'static str = lang;
        languages = languages.push(
            button(text(own.as_str()).size(17))
                .on_press(Message::Language(Some(lang)))
                .style(theme::button(
                    palette,
                    if language == Some(lang) {
                        theme::Kind::Selected
                    } else {
                        theme::Kind::Secondary
                    },
                )),
        );
    }
    let looks = row(Look::ALL.iter().map(|&l| {
        button(text(i18n.t(l.message_id())).size(18))
            .on_press(Message::Look(l))
            .style(if l == settings.look {
                theme::button(palette, theme::Kind::Selected)
            } else {
                theme::button(palette, theme::Kind::Secondary)
            })
            .into()
    }))
    .spacing(8);
    let col = column![
        text(i18n.t("settings-title")).size(TITLE_SIZE),
        text(i18n.t("settings-language")).size(20),
        languages.wrap(),
        text(i18n.t_args("settings-size", &[("percent", Arg::from(shown))])).size(20),
        // Buttons, not a slider: the page takes the new size at once, and a slider would
        // move away from the pointer while it is dragged. They wrap, so that they stay in the
        // window at 200 %.
        row(SIZE_CHOICES.iter().map(|&p| {
            button(text(size_words(i18n, p)).size(18))
                .on_press_maybe(crate::ui::size_fits(p, window).then_some(Message::Size(p)))
                .style(theme::button(
                    palette,
                    if p == shown {
                        theme::Kind::Selected
                    } else {
                        theme::Kind::Secondary
                    },
                ))
                .into()
        }))
        .spacing(8)
        .wrap()
        .vertical_spacing(8),
        // The steps this window cannot hold, and why.
        text(not_offered(i18n, window).unwrap_or_default())
            .size(15)
            .color(palette.on_table_dim),
        text(i18n.t("settings-look")).size(20),
        looks,
        text(
            i18n.t_args(
                "settings-pause",
                &[(
                    "seconds",
                    i18n.decimal(f64::from(settings.computer_pause_ms) / 1000.0)
                        .into()
                )],
            )
        )
        .size(20),
        slider(0..=MAX_PAUSE_MS, settings.computer_pause_ms, Message::Pause)
            .step(100u32)
            .width(Length::Fixed(420.0)),
    ]
    .spacing(14)
    .width(Length::Fixed(460.0))
    .align_x(Alignment::Start);
    // Sound beside the rest where the window is wide enough, else under it.
    let sound = column![
        // Set on the title's baseline across the page: a line of text stands about 0.95 of
        // its size from the top of its box to the baseline, so the smaller heading starts
        // that much of the difference in size lower.
        container(text(i18n.t("audio-settings-title")).size(SOUND_SIZE))
            .padding(iced::Padding::default().top(0.95 * (TITLE_SIZE - SOUND_SIZE))),
        toggler(settings.sound.enabled)
            .label(i18n.t("audio-settings-enabled"))
            .on_toggle(Message::Sound)
            .size(22),
        // With no sound output, the page says so where sound is switched on.
        text(sound_note.unwrap_or_default())
            .size(16)
            .color(palette.accent),
        text(i18n.t_args(
            "audio-settings-volume",
            &[(
                "percent",
                Arg::from((settings.sound.volume * 100.0).round() as u32)
            )]
        ))
        .size(20),
        slider(
            0..=100,
            (settings.sound.volume * 100.0).round() as u32,
            Message::Volume
        )
        .width(Length::Fixed(420.0)),
        text(i18n.t_args(
            "audio-settings-tempo-value",
            &[("bpm", Arg::from(settings.sound.bpm))]
        ))
        .size(20),
        slider(30..=200, settings.sound.bpm, Message::Tempo).width(Length::Fixed(420.0)),
        toggler(settings.sound.clicks)
            .label(i18n.t("audio-settings-clicks"))
            .on_toggle(Message::Clicks)
            .size(22),
        toggler(settings.sound.knock)
            .label(i18n.t("audio-settings-knock"))
            .on_toggle(Message::Knock)
            .size(22),
        toggler(settings.tap_in_game)
            .label(i18n.t("audio-settings-tap-in-game"))
            .on_toggle(Message::TapInGame)
            .size(22),
    ]
    .spacing(14)
    .width(Length::Fixed(440.0))
    .align_x(Alignment::Start);
    let form = row![col, sound].spacing(48).wrap().vertical_spacing(24);
    // About stands beside Back, so that it costs the page no height at 1024 × 700.
    let back = row![
        theme::text_button(palette, i18n.t("new-back"), 20, theme::Kind::Primary)
            .on_press(Message::Back),
        text(about_line(i18n)).size(15).color(palette.on_table_dim),
    ]
    .spacing(24)
    .align_y(Alignment::Center);
    if compact {
        // The form scrolls and Back stays in view under it.
        return column![
            iced::widget::scrollable(container(form).padding(24))
                .width(Length::Fill)
                .height(Length::Fill),
            container(back).padding([0, 24]),
        ]
        .spacing(8)
        .padding(iced::Padding::ZERO.bottom(12))
        .into();
    }
    // Centred across but kept to the top, so that what a choice adds or takes away below
    // (the note on the size) moves nothing above it.
    let page = column![form, back].spacing(24);
    container(iced::widget::scrollable(page.padding(24)))
        .center_x(Length::Fill)
        .height(Length::Fill)
        .into()
}
