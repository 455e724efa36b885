//! Print chart: the tablet chart with a preview, the same choices as `musical-dominoes chart`,
//! Save to a file, and Open afterwards.

use std::path::PathBuf;

use iced::widget::{Space, button, column, container, image, row, text, text_input, toggler};
use iced::{Alignment, Element, Length, Task};

use crate::chart::{self, ChartOptions, Format, Paper};
use crate::i18n::Localizer;
use crate::ui::theme::{self, Palette};

/// Resolution of the preview, in dots per inch.
const PREVIEW_DPI: u32 = 48;

/// The file format chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// PDF (vector).
    Pdf,
    /// PNG at 300 dpi.
    Png,
    /// SVG.
    Svg,
}

impl Kind {
    fn format(self) -> Format {
        match self {
            Kind::Pdf => Format::Pdf,
            Kind::Png => Format::Png { dpi: 300 },
            Kind::Svg => Format::Svg,
        }
    }

    /// The format a file name's extension names (any case), if one of the three.
    fn of_path(path: &std::path::Path) -> Option<Kind> {
        let ext = path.extension()?.to_string_lossy().to_ascii_lowercase();
        [Kind::Pdf, Kind::Png, Kind::Svg]
            .into_iter()
            .find(|k| ext == k.extension())
    }

    fn extension(self) -> &'static str {
        match self {
            Kind::Pdf => "pdf",
            Kind::Png => "png",
            Kind::Svg => "svg",
        }
    }
}

/// Messages of the screen.
#[derive(Debug, Clone)]
pub enum Message {
    /// Paper size.
    Paper(Paper),
    /// Pips instead of notes.
    Pips(bool),
    /// The rules page.
    Rules(bool),
    /// File format.
    Kind(Kind),
    /// The file name was edited.
    Path(String),
    /// A preview arrived (PNG bytes of each page: the chart, then the rules if asked), for
    /// the options of `generation`.
    Preview(u64, Result<Vec<Vec<u8>>, String>),
    /// Save the chart to the path in the field.
    Save,
    /// Ask where to save in the system's dialog.
    SaveAs,
    /// The dialog answered.
    SaveTo(crate::ui::dialog::Chosen),
    /// The save finished: the files written, or why not.
    Saved(Result<Vec<PathBuf>, String>),
    /// Open the saved file with the system's viewer.
    Open,
    /// Back to Home.
    Back,
}

/// The screen's state.
pub struct PrintChart {
    opts: ChartOptions,
    kind: Kind,
    path: String,
    preview: Option<Vec<image::Handle>>,
    generation: u64,
    status: Option<String>,
    saved: Option<PathBuf>,
    /// The system showed no file dialog when asked: Save, to the path typed, becomes the
    /// main button.
    no_dialog: bool,
    /// A file the typed path would replace, told once: Save again replaces it. (A file this
    /// screen wrote, or one chosen in the system's dialog, which asks itself, is replaced
    /// without asking.)
    replace_told: Option<PathBuf>,
    /// Every file this screen has written.
    written: Vec<PathBuf>,
}

impl PrintChart {
    /// A4 Musical Dominoes chart as PDF in the user's documents folder, in `lang`.
    pub fn new(lang: &str) -> PrintChart {
        // In the browser, a download: no folder to choose.
        let dir = if crate::platform::store::SAVES_ARE_DOWNLOADS {
            PathBuf::from(crate::platform::store::DOWNLOADS)
        } else {
            directories::UserDirs::new()
                .and_then(|u| {
                    u.document_dir()
                        .map(std::path::Path::to_path_buf)
                        .or_else(|| Some(u.home_dir().to_path_buf()))
                })
                .unwrap_or_else(|| PathBuf::from("."))
        };
        PrintChart {
            opts: ChartOptions {
                lang: lang.to_string(),
                ..ChartOptions::default()
            },
            kind: Kind::Pdf,
            path: dir
                .join("musical-dominoes-chart.pdf")
                .to_string_lossy()
                .into_owned(),
            preview: None,
            generation: 0,
            status: None,
            saved: None,
            no_dialog: false,
            replace_told: None,
            written: Vec::new(),
        }
    }

    /// Writes the chart to the path in the field, off the interface thread. A file there
    /// that this screen did not write is not replaced at the first Save: the status says it
    /// exists, and Save again replaces it.
    fn save(&mut self, i18n: &Localizer) -> Task<Message> {
        self.save_asking(i18n, true)
    }

    /// How many files a save writes: a PNG or SVG chart with the rules page is two
    /// (`chart.png`, `chart-2.png`), any other one.
    fn files(&self) -> usize {
        if self.kind != Kind::Pdf && self.opts.rules_page {
            2
        } else {
            1
        }
    }

    fn save_asking(&mut self, i18n: &Localizer, ask: bool) -> Task<Message> {
        if self.path.trim().is_empty() {
            self.status = Some(i18n.t("print-no-path"));
            return Task::none();
        }
        // The file's extension follows the format chosen (a PDF is never named .png).
        let typed = PathBuf::from(self.path.trim());
        if typed.is_dir() {
            self.status = Some(i18n.t_args(
                "print-is-folder",
                &[("path", typed.display().to_string().into())],
            ));
            return Task::none();
        }
        let path = if typed
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case(self.kind.extension()))
        {
            typed
        } else {
            typed.with_extension(self.kind.extension())
        };
        self.path = path.to_string_lossy().into_owned();
        let theirs = chart::page_paths(&path, self.files())
            .into_iter()
            .find(|f| f.exists() && !self.written.contains(f));
        if let Some(file) = theirs.filter(|_| ask && self.replace_told.as_ref() != Some(&path)) {
            self.status = Some(i18n.t_args(
                "print-replace",
                &[("file", file.display().to_string().into())],
            ));
            self.replace_told = Some(path);
            return Task::none();
        }
        self.replace_told = None;
        let opts = self.opts.clone();
        let format = self.kind.format();
        self.status = Some(i18n.t("print-saving"));
        Task::perform(
            async move {
                crate::platform::work::blocking(move || {
                    chart::write(&opts, format, &path).map_err(|e| e.to_string())
                })
                .await
                .unwrap_or_else(|| Err(crate::ui::WORK_FAILED.to_string()))
            },
            Message::Saved,
        )
    }

    /// Renders the preview off the interface thread.
    pub fn refresh(&mut self) -> Task<Message> {
        self.generation += 1;
        let generation = self.generation;
        let opts = self.opts.clone();
        Task::perform(
            async move {
                crate::platform::work::blocking(move || {
                    chart::render(&opts, Format::Png { dpi: PREVIEW_DPI })
                        .map_err(|e| e.to_string())
                        .and_then(|pages| {
                            if pages.is_empty() {
                                Err(String::new())
                            } else {
                                Ok(pages)
                            }
                        })
                })
                .await
                .unwrap_or_else(|| Err(crate::ui::WORK_FAILED.to_string()))
            },
            move |r| Message::Preview(generation, r),
        )
    }

    /// Applies `message`; returns whether to go back, and a task.
    pub fn update(&mut self, message: Message, i18n: &Localizer) -> (bool, Task<Message>) {
        match message {
            Message::Paper(p) => {
                self.opts.paper = p;
                self.status = None;
                return (false, self.refresh());
            }
            Message::Pips(on) => {
                self.opts.pips = on;
                self.status = None;
                return (false, self.refresh());
            }
            Message::Rules(on) => {
                self.opts.rules_page = on;
                self.status = None;
                return (false, self.refresh());
            }
            Message::Kind(k) => {
                self.kind = k;
                self.status = None;
                let p = PathBuf::from(&self.path).with_extension(k.extension());
                self.path = p.to_string_lossy().into_owned();
            }
            Message::Path(p) => {
                // A name typed with the extension of another format chooses that format, as
                // a file chosen in the dialog does: what is saved is what the name says.
                if let Some(k) = Kind::of_path(std::path::Path::new(p.trim())) {
                    self.kind = k;
                }
                self.path = p;
                self.replace_told = None;
            }
            Message::Preview(generation, result) => {
                if generation == self.generation {
                    // The handle is made once per preview, not in `view`.
                    self.preview = result
                        .ok()
                        .map(|pages| pages.into_iter().map(image::Handle::from_bytes).collect());
                }
            }
            Message::Save => return (false, self.save(i18n)),
            Message::SaveAs => {
                let current = PathBuf::from(self.path.trim());
                let name = current
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| format!("musical-dominoes-chart.{}", self.kind.extension()));
                let filter = crate::ui::dialog::Filter {
                    name: i18n.t(match self.kind {
                        Kind::Pdf => "print-pdf",
                        Kind::Png => "print-png",
                        Kind::Svg => "print-svg",
                    }),
                    extensions: vec![self.kind.extension().to_string()],
                };
                return (
                    false,
                    crate::ui::dialog::save_file(
                        &i18n.t("print-title"),
                        filter,
                        current.parent().map(std::path::Path::to_path_buf),
                        &name,
                    )
                    .map(Message::SaveTo),
                );
            }
            Message::SaveTo(chosen) => match chosen {
                crate::ui::dialog::Chosen::File(p) => {
                    // The format follows a known extension typed in the dialog; else the
                    // chosen format's extension is added.
                    let p = match Kind::of_path(&p) {
                        Some(k) => {
                            self.kind = k;
                            p
                        }
                        None => p.with_extension(self.kind.extension()),
                    };
                    self.path = p.to_string_lossy().into_owned();
                    // The system's dialog has asked about replacing a file itself.
                    return (false, self.save_asking(i18n, false));
                }
                crate::ui::dialog::Chosen::Cancelled => {}
                crate::ui::dialog::Chosen::Unavailable => {
                    self.status = Some(i18n.t("dialog-unavailable"));
                    self.no_dialog = true;
                }
            },
            Message::Saved(result) => match result {
                Ok(paths) if crate::platform::store::SAVES_ARE_DOWNLOADS => {
                    // Downloads: the names the browser saved them under.
                    let shown: Vec<String> = paths
                        .iter()
                        .filter_map(|p| p.file_name())
                        .map(|n| n.to_string_lossy().replace(' ', "\u{a0}"))
                        .collect();
                    self.status = Some(
                        i18n.t_args("print-downloaded", &[("files", shown.join(", ").into())]),
                    );
                }
                Ok(paths) => {
                    let shown: Vec<String> =
                        paths.iter().map(|p| crate::ui::path_words(p)).collect();
                    self.status =
                        Some(i18n.t_args("print-saved", &[("files", shown.join(", ").into())]));
                    self.written.extend(paths.iter().cloned());
                    self.saved = paths.into_iter().next();
                }
                Err(e) => {
                    self.status = Some(i18n.t_args("print-failed", &[("reason", e.into())]));
                    self.saved = None;
                }
            },
            Message::Open => {
                if let Some(p) = &self.saved
                    && let Err(e) = open_with_system(p)
                {
                    // The opener missing is not the file missing.
                    self.status = Some(if e.kind() == std::io::ErrorKind::NotFound {
                        i18n.t_args(
                            "print-no-viewer",
                            &[("file", p.display().to_string().into())],
                        )
                    } else {
                        i18n.t_args(
                            "print-open-failed",
                            &[
                                ("file", p.display().to_string().into()),
                                ("reason", e.to_string().into()),
                            ],
                        )
                    });
                }
            }
            Message::Back => return (true, Task::none()),
        }
        (false, Task::none())
    }

    /// The screen.
    pub fn view<'a>(&'a self, i18n: &'a Localizer, palette: Palette) -> Element<'a, Message> {
        let choice = |label: String, selected: bool, msg: Message| {
            theme::choice_button(palette, label, selected, msg)
        };
        // The system's dialog is the main way to save, unless it proved not to be there.
        let (save_as_kind, save_kind) = if self.no_dialog {
            (theme::Kind::Secondary, theme::Kind::Primary)
        } else {
            (theme::Kind::Primary, theme::Kind::Secondary)
        };
        let papers = row![
            choice(
                i18n.t("print-a4"),
                self.opts.paper == Paper::A4,
                Message::Paper(Paper::A4)
            ),
            choice(
                i18n.t("print-letter"),
                self.opts.paper == Paper::Letter,
                Message::Paper(Paper::Letter)
            ),
        ]
        .spacing(6);
        let kinds = row![
            choice(
                i18n.t("print-pdf"),
                self.kind == Kind::Pdf,
                Message::Kind(Kind::Pdf)
            ),
            choice(
                i18n.t("print-png"),
                self.kind == Kind::Png,
                Message::Kind(Kind::Png)
            ),
            choice(
                i18n.t("print-svg"),
                self.kind == Kind::Svg,
                Message::Kind(Kind::Svg)
            ),
        ]
        .spacing(6);
        let mut controls = column![
            text(i18n.t("print-title")).size(34),
            text(i18n.t("print-paper")).size(19),
            papers,
            toggler(self.opts.pips)
                .label(i18n.t("print-pips"))
                .on_toggle(Message::Pips)
                .size(20),
            toggler(self.opts.rules_page)
                .label(i18n.t("print-rules"))
                .on_toggle(Message::Rules)
                .size(20),
            text(i18n.t("print-format")).size(19),
            kinds,
        ]
        .spacing(10)
        .width(Length::Fixed(460.0));
        let back = theme::text_button(palette, i18n.t("new-back"), 20, theme::Kind::Secondary)
            .on_press(Message::Back);
        controls = if crate::platform::store::SAVES_ARE_DOWNLOADS {
            // In the browser a saved file is a download: no path to type, nothing to open.
            controls
                // Two files are two downloads, which a browser may ask leave for.
                .push(
                    text(i18n.t(if self.files() == 2 {
                        "print-downloads-note-two"
                    } else {
                        "print-downloads-note"
                    }))
                    .size(17),
                )
                .push(
                    row![
                        theme::text_button(
                            palette,
                            i18n.t("print-download"),
                            20,
                            theme::Kind::Primary
                        )
                        .on_press(Message::Save),
                        back,
                    ]
                    .spacing(8)
                    .wrap()
                    .vertical_spacing(8),
                )
        } else {
            controls
                .push(text(i18n.t("print-file")).size(19))
                .push(
                    text_input("", &self.path)
                        .on_input(Message::Path)
                        .size(16)
                        .width(Length::Fixed(420.0)),
                )
                .push(
                    row![
                        theme::text_button(palette, i18n.t("print-save-as"), 20, save_as_kind)
                            .on_press(Message::SaveAs),
                        theme::text_button(palette, i18n.t("print-save"), 20, save_kind)
                            .on_press(Message::Save),
                        button(text(i18n.t("print-open")).size(20))
                            .padding([8, 20])
                            .on_press_maybe(self.saved.as_ref().map(|_| Message::Open))
                            .style(theme::button(palette, theme::Kind::Secondary)),
                        back,
                    ]
                    .spacing(8)
                    // Longer labels (French, German) go whole to a second row, never under the
                    // preview.
                    .wrap()
                    .vertical_spacing(8),
                )
        };
        if let Some(s) = &self.status {
            controls = controls.push(text(s.clone()).size(16).color(palette.accent));
        }
        // Every page side by side: the chart, and the rules page when it is asked for.
        let preview: Element<'a, Message> = match &self.preview {
            Some(pages) => row(pages.iter().map(|h| {
                container(image(h.clone()).height(Length::Fill))
                    .style(theme::panel(palette))
                    .padding(6)
                    .width(Length::FillPortion(1))
                    .align_x(Alignment::Center)
                    .into()
            }))
            .spacing(10)
            .into(),
            None => container(text(i18n.t("print-preparing")).size(18))
                .center(Length::Fill)
                .into(),
        };
        row![controls, Space::new().width(Length::Fixed(16.0)), preview]
            .padding(24)
            .align_y(Alignment::Start)
            .into()
    }
}

/// Opens `path` with the system's viewer (`xdg-open`, `open`, or `start`).
///
/// # Errors
/// The error of starting the opener (`NotFound` when there is none).
fn open_with_system(path: &std::path::Path) -> std::io::Result<()> {
    let mut cmd = if cfg!(target_os = "macos") {
        std::process::Command::new("open")
    } else if cfg!(target_os = "windows") {
        let mut c = std::process::Command::new("cmd");
        c.args(["/C", "start", ""]);
        c
    } else {
        std::process::Command::new("xdg-open")
    };
    cmd.arg(path).spawn().map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_the_screen_did_not_write_is_replaced_only_at_the_second_save() {
        let i18n = Localizer::new("en-GB");
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("chart.png");
        std::fs::write(&path, b"the teacher's own picture").unwrap();
        let mut screen = PrintChart::new("en-GB");
        let _ = screen.update(Message::Kind(Kind::Png), &i18n);
        let typed = path.to_string_lossy().into_owned();
        let _ = screen.update(Message::Path(typed.clone()), &i18n);
        let _ = screen.update(Message::Save, &i18n);
        let told = format!(
            "{} already exists. Save again to replace it.",
            path.display()
        );
        assert_eq!(screen.status.as_deref(), Some(told.as_str()));
        assert_eq!(std::fs::read(&path).unwrap(), b"the teacher's own picture");
        // Save again: it goes ahead.
        let _ = screen.update(Message::Save, &i18n);
        assert_eq!(screen.status.as_deref(), Some("Saving…"));
        // A path typed anew asks again.
        let _ = screen.update(Message::Path(typed), &i18n);
        let _ = screen.update(Message::Save, &i18n);
        assert_eq!(screen.status.as_deref(), Some(told.as_str()));
        // A file the screen wrote itself is replaced at once (options changed, saved again).
        let _ = screen.update(Message::Saved(Ok(vec![path.clone()])), &i18n);
        let _ = screen.update(Message::Path(path.to_string_lossy().into_owned()), &i18n);
        let _ = screen.update(Message::Save, &i18n);
        assert_eq!(screen.status.as_deref(), Some("Saving…"));
    }

    #[test]
    fn a_typed_name_s_extension_chooses_the_format() {
        // PNG chosen, then "chart.pdf" typed: a PDF is saved as chart.pdf, not a PNG renamed
        // chart.png behind the teacher's back.
        let i18n = Localizer::new("en-GB");
        let dir = tempfile::tempdir().unwrap();
        let mut screen = PrintChart::new("en-GB");
        let _ = screen.update(Message::Kind(Kind::Png), &i18n);
        let typed = dir.path().join("chart.PDF");
        let _ = screen.update(Message::Path(typed.to_string_lossy().into_owned()), &i18n);
        assert_eq!(screen.kind, Kind::Pdf);
        let _ = screen.update(Message::Save, &i18n);
        assert_eq!(PathBuf::from(&screen.path), typed);
        // A name with no extension of the three leaves the format as chosen, and Save adds
        // its extension.
        let _ = screen.update(Message::Kind(Kind::Svg), &i18n);
        let plain = dir.path().join("class chart");
        let _ = screen.update(Message::Path(plain.to_string_lossy().into_owned()), &i18n);
        assert_eq!(screen.kind, Kind::Svg);
        let _ = screen.update(Message::Save, &i18n);
        assert_eq!(
            PathBuf::from(&screen.path),
            dir.path().join("class chart.svg")
        );
    }

    #[test]
    fn the_rules_page_s_file_beside_a_png_chart_is_asked_about_too() {
        // With the rules page a PNG chart is two files, chart.png and chart-2.png: a
        // chart-2.png of the teacher's own is not replaced at the first Save either.
        let i18n = Localizer::new("en-GB");
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("chart.png");
        let second = dir.path().join("chart-2.png");
        std::fs::write(&second, b"a picture of the class").unwrap();
        let mut screen = PrintChart::new("en-GB");
        let _ = screen.update(Message::Kind(Kind::Png), &i18n);
        let _ = screen.update(Message::Path(path.to_string_lossy().into_owned()), &i18n);
        // Without the rules page, only chart.png is written: nothing to ask.
        let _ = screen.update(Message::Save, &i18n);
        assert_eq!(screen.status.as_deref(), Some("Saving…"));
        let _ = screen.update(Message::Rules(true), &i18n);
        let _ = screen.update(Message::Save, &i18n);
        let told = format!(
            "{} already exists. Save again to replace it.",
            second.display()
        );
        assert_eq!(screen.status.as_deref(), Some(told.as_str()));
    }
}
