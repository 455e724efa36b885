//! The tap exercise's two canvases (issue 31): the pad a pupil presses and holds (with the
//! mouse, a finger or Space), and the picture of a tapped rhythm: the notes as bars on a
//! timeline, the pupil's presses drawn beneath.
//!
//! The pad only stamps times: each press and release becomes a message carrying
//! [`iced::time::Instant::now`] taken as the canvas sees the event, which is the earliest
//! point the app can see it (a keyboard subscription would see it later, after a channel).

use iced::mouse;
use iced::time::Instant;
use iced::widget::canvas::{self, Frame, Path, Stroke, Text};
use iced::{Color, Point, Rectangle, Size, keyboard, touch};

use crate::quiz::tap::{Hold, Timing, Verdict};
use crate::ui::theme::{self, Palette};

/// A large pad to press and hold: the left mouse button on it, a finger on it, or Space
/// anywhere (the pad is the only thing on the screen that takes Space while it is shown).
/// Every press sends `down(now)`, every release `up(now)`; key repeat sends nothing.
pub struct TapPad<Message> {
    /// The words on the pad ("Press to begin", "Tap!").
    pub label: String,
    /// Whether the pad is lit (a press is being held, as the screen knows it).
    pub lit: bool,
    /// The colours.
    pub palette: Palette,
    /// The message of a press, with the time it was seen.
    pub down: fn(Instant) -> Message,
    /// The message of a release, with the time it was seen.
    pub up: fn(Instant) -> Message,
}

/// What the pad remembers between events: which of its inputs is held.
#[derive(Debug, Default)]
pub struct PadState {
    mouse: bool,
    finger: Option<touch::Finger>,
    key: bool,
}

impl PadState {
    fn held(&self) -> bool {
        self.mouse || self.finger.is_some() || self.key
    }
}

impl<Message: Clone> canvas::Program<Message> for TapPad<Message> {
    type State = PadState;

    fn update(
        &self,
        state: &mut PadState,
        event: &iced::Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<canvas::Action<Message>> {
        let now = Instant::now();
        // Only the first input down presses, and only the last one up lets go: a finger and
        // Space together are one press.
        let was = state.held();
        match event {
            iced::Event::Keyboard(keyboard::Event::KeyPressed { key, repeat, .. })
                if *key == keyboard::Key::Named(keyboard::key::Named::Space) =>
            {
                if *repeat || state.key {
                    return Some(canvas::Action::capture());
                }
                state.key = true;
            }
            iced::Event::Keyboard(keyboard::Event::KeyReleased { key, .. })
                if *key == keyboard::Key::Named(keyboard::key::Named::Space) =>
            {
                if !state.key {
                    // A pad drawn afresh (once tried it moves in the page, and the press that
                    // starts another try moves it back) forgets that Space went down on it:
                    // the release still lets go, unless the mouse or a finger holds the pad.
                    // A release with nothing held is nothing to the screens.
                    if state.held() {
                        return None;
                    }
                    return Some(canvas::Action::publish((self.up)(now)).and_capture());
                }
                state.key = false;
            }
            iced::Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left))
                if cursor.is_over(bounds) =>
            {
                state.mouse = true;
            }
            iced::Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left))
                if state.mouse =>
            {
                state.mouse = false;
            }
            iced::Event::Touch(touch::Event::FingerPressed { id, position })
                if bounds.contains(*position) && state.finger.is_none() =>
            {
                state.finger = Some(*id);
            }
            iced::Event::Touch(
                touch::Event::FingerLifted { id, .. } | touch::Event::FingerLost { id, .. },
            ) if state.finger == Some(*id) => {
                state.finger = None;
            }
            _ => return None,
        }
        let message = match (was, state.held()) {
            (false, true) => (self.down)(now),
            (true, false) => (self.up)(now),
            _ => return Some(canvas::Action::capture()),
        };
        Some(canvas::Action::publish(message).and_capture())
    }

    fn draw(
        &self,
        _state: &PadState,
        renderer: &iced::Renderer,
        _theme: &iced::Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let pad = Path::rounded_rectangle(
            Point::new(2.0, 2.0),
            Size::new(bounds.width - 4.0, bounds.height - 4.0),
            14.0.into(),
        );
        let (fill, ink) = if self.lit {
            (self.palette.accent, self.palette.table)
        } else {
            (self.palette.panel, self.palette.on_table)
        };
        frame.fill(&pad, fill);
        frame.stroke(
            &pad,
            Stroke::default()
                .with_color(self.palette.accent)
                .with_width(3.0),
        );
        frame.fill_text(Text {
            content: self.label.clone(),
            position: Point::new(bounds.width / 2.0, bounds.height / 2.0),
            color: ink,
            size: 30.0.into(),
            // Canvas text takes iced's own default face, not the app's: name the app's.
            font: crate::ui::TEXT_FONT,
            align_x: iced::widget::text::Alignment::Center,
            align_y: iced::alignment::Vertical::Center,
            ..Text::default()
        });
        vec![frame.into_geometry()]
    }

    fn mouse_interaction(
        &self,
        _state: &PadState,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        if cursor.is_over(bounds) {
            mouse::Interaction::Pointer
        } else {
            mouse::Interaction::default()
        }
    }
}

/// The picture of a tapped rhythm: a timeline in beats, the notes above as bars from onset
/// to end (numbered), the pupil's presses beneath, each under its note: in the accent
/// colour when right, in the warning colour when off, with a tick at the press's start
/// where it began too soon or too late and a mark at its end where it was let go too soon
/// or held too long; a missing note's place left empty with a cross; extra presses
/// outlined.
#[derive(Debug, Clone)]
pub struct TapPicture {
    /// The verdict (its notes' onsets and lengths, in seconds, and the presses).
    pub verdict: Verdict,
    /// The colours.
    pub palette: Palette,
}

/// The colour of what was off: the red of the first team, readable on every look.
fn warning() -> Color {
    theme::rgb(0xEE8A7E)
}

impl TapPicture {
    /// The seconds the picture spans: from the earlier of the first onset and the first
    /// press, to the later of the rhythm's end and the last release, with a quarter of a
    /// beat either side.
    fn span(&self) -> (f64, f64) {
        let beat = 60.0 / f64::from(self.verdict.bpm.max(1));
        let presses = self
            .verdict
            .notes
            .iter()
            .filter_map(|n| n.press)
            .chain(self.verdict.extra.iter().copied());
        let end = self
            .verdict
            .notes
            .last()
            .map_or(beat, |n| n.onset + n.length);
        let (mut from, mut to) = (0.0f64, end);
        for p in presses {
            from = from.min(p.down);
            to = to.max(p.up);
        }
        (from - beat / 4.0, to + beat / 4.0)
    }
}

impl<Message> canvas::Program<Message> for TapPicture {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &iced::Renderer,
        _theme: &iced::Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let p = self.palette;
        let (from, to) = self.span();
        let width = f64::from(bounds.width);
        let x = |t: f64| ((t - from) / (to - from) * width) as f32;
        let lane = bounds.height / 2.0;
        let (note_top, note_h) = (lane * 0.18, lane * 0.64);
        let (press_top, press_h) = (lane + lane * 0.18, lane * 0.64);
        // The beats, as thin lines across both lanes.
        let beat = 60.0 / f64::from(self.verdict.bpm.max(1));
        let mut k = (from / beat).ceil();
        while k * beat <= to {
            let at = x(k * beat);
            frame.stroke(
                &Path::line(Point::new(at, 0.0), Point::new(at, bounds.height)),
                Stroke::default()
                    .with_color(Color {
                        a: 0.35,
                        ..p.on_table_dim
                    })
                    .with_width(1.0),
            );
            k += 1.0;
        }
        let bar = |frame: &mut Frame,
                   a: f64,
                   b: f64,
                   top: f32,
                   h: f32,
                   fill: Option<Color>,
                   edge: Color| {
            let (l, r) = (x(a), x(b).max(x(a) + 2.0));
            let path = Path::rounded_rectangle(Point::new(l, top), Size::new(r - l, h), 4.0.into());
            if let Some(c) = fill {
                frame.fill(&path, c);
            }
            frame.stroke(&path, Stroke::default().with_color(edge).with_width(2.0));
        };
        for (i, n) in self.verdict.notes.iter().enumerate() {
            // The note: an ivory bar with a gap at its end, numbered as the words number it.
            let gap = (n.length * 0.04).min(beat * 0.04);
            bar(
                &mut frame,
                n.onset,
                n.onset + n.length - gap,
                note_top,
                note_h,
                Some(p.ivory),
                p.ink,
            );
            frame.fill_text(Text {
                content: (i + 1).to_string(),
                position: Point::new(x(n.onset) + 6.0, note_top + note_h / 2.0),
                color: p.ink,
                size: 16.0.into(),
                font: crate::ui::TEXT_FONT,
                align_y: iced::alignment::Vertical::Center,
                ..Text::default()
            });
            let Some(press) = n.press else {
                // Missing: a cross where the press should have begun.
                let (cx, cy) = (x(n.onset) + 10.0, press_top + press_h / 2.0);
                let r = press_h * 0.3;
                for (a, b) in [((-r, -r), (r, r)), ((-r, r), (r, -r))] {
                    frame.stroke(
                        &Path::line(
                            Point::new(cx + a.0, cy + a.1),
                            Point::new(cx + b.0, cy + b.1),
                        ),
                        Stroke::default().with_color(warning()).with_width(3.0),
                    );
                }
                continue;
            };
            let colour = if n.right() { p.accent } else { warning() };
            bar(
                &mut frame,
                press.down,
                press.up,
                press_top,
                press_h,
                Some(Color { a: 0.85, ..colour }),
                colour,
            );
            // Began off its onset: a line from the onset to the press's start.
            if matches!(n.timing, Timing::Early | Timing::Late) {
                let y = press_top - 3.0;
                frame.stroke(
                    &Path::line(Point::new(x(n.onset), y), Point::new(x(press.down), y)),
                    Stroke::default().with_color(warning()).with_width(3.0),
                );
                frame.stroke(
                    &Path::line(
                        Point::new(x(n.onset), note_top + note_h),
                        Point::new(x(n.onset), press_top + press_h),
                    ),
                    Stroke::default().with_color(warning()).with_width(2.0),
                );
            }
            // Let go off the note's end: a line from the press's end to the note's end.
            if matches!(n.hold, Hold::Short | Hold::Long) {
                let should = press.down + n.length;
                let y = press_top + press_h + 4.0;
                frame.stroke(
                    &Path::line(Point::new(x(press.up), y), Point::new(x(should), y)),
                    Stroke::default().with_color(warning()).with_width(3.0),
                );
                frame.stroke(
                    &Path::line(
                        Point::new(x(should), press_top),
                        Point::new(x(should), press_top + press_h + 6.0),
                    ),
                    Stroke::default().with_color(warning()).with_width(2.0),
                );
            }
        }
        for e in &self.verdict.extra {
            bar(
                &mut frame,
                e.down,
                e.up,
                press_top,
                press_h,
                None,
                warning(),
            );
        }
        vec![frame.into_geometry()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use canvas::Program as _;
    use iced::keyboard::key::{Code, Named, Physical};
    use iced::keyboard::{Key, Location, Modifiers};

    #[derive(Debug, Clone, PartialEq)]
    enum Pad {
        Down(Instant),
        Up(Instant),
    }

    fn space(pressed: bool) -> iced::Event {
        let key = Key::Named(Named::Space);
        iced::Event::Keyboard(if pressed {
            keyboard::Event::KeyPressed {
                key: key.clone(),
                modified_key: key,
                physical_key: Physical::Code(Code::Space),
                location: Location::Standard,
                modifiers: Modifiers::default(),
                text: Some(" ".into()),
                repeat: false,
            }
        } else {
            keyboard::Event::KeyReleased {
                key: key.clone(),
                modified_key: key,
                physical_key: Physical::Code(Code::Space),
                location: Location::Standard,
                modifiers: Modifiers::default(),
            }
        })
    }

    /// What the pad sends for `event` from `state`.
    fn sends(state: &mut PadState, event: &iced::Event) -> Option<Pad> {
        let pad = TapPad {
            label: String::new(),
            lit: false,
            palette: theme::Look::Baize.palette(),
            down: Pad::Down,
            up: Pad::Up,
        };
        let bounds = Rectangle::new(Point::ORIGIN, Size::new(460.0, 120.0));
        pad.update(state, event, bounds, mouse::Cursor::Unavailable)
            .and_then(|a| a.into_inner().0)
    }

    #[test]
    fn space_presses_and_lets_go_even_when_the_pad_was_drawn_afresh_between() {
        let mut state = PadState::default();
        assert!(matches!(
            sends(&mut state, &space(true)),
            Some(Pad::Down(_))
        ));
        assert!(matches!(sends(&mut state, &space(false)), Some(Pad::Up(_))));
        // Pressed on the pad as it was, let go on the pad drawn afresh (a new state): the
        // release still lets go (it was lost, and a try's first press held on).
        let _ = sends(&mut state, &space(true));
        let mut afresh = PadState::default();
        assert!(matches!(
            sends(&mut afresh, &space(false)),
            Some(Pad::Up(_))
        ));
        // With the mouse holding the pad, Space let go is not the end of the press.
        afresh.mouse = true;
        assert_eq!(sends(&mut afresh, &space(false)), None);
    }
}
