//! The tap exercise's event path, measured end to end (issue 31): the app, as `musical-dominoes
//! quiz` opens it, on a round of tap questions, writing the time each press and release of
//! the pad reaches the quiz screen.
//!
//! ```text
//! cargo run --release --example tap_latency -- TRACE_FILE
//! ```
//!
//! `tools/tap-latency` runs it under Xvfb and sends it Space presses (XTest, as `xdotool key`
//! does), noting when each was sent; this program writes, for each press (`down`) and
//! release (`up`), one line: the kind, the time the pad's canvas stamped it (the time the
//! grader is given), and the time the screen's `update` received the message, both in
//! nanoseconds of `CLOCK_MONOTONIC`, the clock `iced::time::Instant` reads on Linux and the
//! sender reads too. The app is the one the binary runs (`App::new`, `update`, `view`,
//! `subscription`, the same settings and window of 1280 × 800), but its sound goes to a
//! silent output paced like a sound card (one 10 ms block of 480 samples at 48 kHz at a
//! time), since the tap exercise needs sound and the machine measured has none.

use std::io::Write;
use std::sync::Mutex;
use std::time::Duration;

use iced::time::Instant;
use musical_dominoes::audio::{AudioEngine, AudioOutput, SoundSettings};
use musical_dominoes::quiz::Kind;
use musical_dominoes::ui::screen::quiz;
use musical_dominoes::ui::{App, Message, Start};

/// `CLOCK_MONOTONIC` now, in nanoseconds.
#[cfg(not(target_os = "linux"))]
fn monotonic_ns() -> i128 {
    panic!("tap_latency measures on Linux only, where iced's Instant is CLOCK_MONOTONIC")
}

/// `CLOCK_MONOTONIC` now, in nanoseconds.
#[cfg(target_os = "linux")]
fn monotonic_ns() -> i128 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid timespec for the call to write; CLOCK_MONOTONIC always exists.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    i128::from(ts.tv_sec) * 1_000_000_000 + i128::from(ts.tv_nsec)
}

/// An `Instant` and the same moment in `CLOCK_MONOTONIC` nanoseconds, read together (the
/// middle of two clock reads around the `Instant`'s): both are the same clock, so a time's
/// nanoseconds are this pair's plus the `Instant`s' difference.
struct Clock {
    at: Instant,
    ns: i128,
}

impl Clock {
    fn now() -> Clock {
        let a = monotonic_ns();
        let at = Instant::now();
        let b = monotonic_ns();
        Clock {
            at,
            ns: (a + b) / 2,
        }
    }

    fn ns(&self, t: Instant) -> i128 {
        if t >= self.at {
            self.ns + t.duration_since(self.at).as_nanos() as i128
        } else {
            self.ns - self.at.duration_since(t).as_nanos() as i128
        }
    }
}

/// Where the lines go, and the clock pair.
static TRACE: Mutex<Option<(std::fs::File, Clock)>> = Mutex::new(None);

fn trace(kind: &str, stamp: Instant) {
    let received = Instant::now();
    if let Ok(mut guard) = TRACE.lock()
        && let Some((file, clock)) = guard.as_mut()
    {
        let line = format!("{kind} {} {}\n", clock.ns(stamp), clock.ns(received));
        let _ = file.write_all(line.as_bytes());
    }
}

/// A silent output: a mixer whose samples a thread pulls at the pace of a 48 kHz sound
/// card, 480 at a time every 10 ms, and drops.
fn silent_output() -> Result<AudioOutput, String> {
    const RATE: u32 = 48_000;
    let (mixer, mut source) = rodio::mixer::mixer(
        std::num::NonZero::<u16>::MIN,
        std::num::NonZero::new(RATE).expect("not zero"),
    );
    std::thread::spawn(move || {
        let block = Duration::from_millis(10);
        let mut next = std::time::Instant::now();
        loop {
            for _ in 0..RATE / 100 {
                let _ = source.next();
            }
            next += block;
            std::thread::sleep(next.saturating_duration_since(std::time::Instant::now()));
        }
    });
    Ok(AudioOutput::new(mixer, RATE, ()))
}

/// The app on a round of 50 tap questions (seed 1, English, nothing kept), with the silent
/// output.
fn boot() -> (App, iced::Task<Message>) {
    let (mut app, task) = App::new(Start {
        lang: Some("en-GB".into()),
        quiz_seed: Some(1),
        open_quiz: true,
        ..Start::default()
    });
    app.set_audio(AudioEngine::start_with(
        SoundSettings::default(),
        silent_output,
    ));
    let mut tasks = vec![task];
    for k in Kind::ALL {
        tasks.push(app.update(Message::Quiz(quiz::Message::Kind(k, k == Kind::Tap))));
    }
    tasks.push(app.update(Message::Quiz(quiz::Message::Length(50))));
    tasks.push(app.update(Message::Quiz(quiz::Message::Start)));
    (app, iced::Task::batch(tasks))
}

fn update(app: &mut App, message: Message) -> iced::Task<Message> {
    match &message {
        Message::Quiz(quiz::Message::TapDown(t)) => trace("down", *t),
        Message::Quiz(quiz::Message::TapUp(t)) => trace("up", *t),
        _ => {}
    }
    app.update(message)
}

fn main() -> iced::Result {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "tap-trace.txt".into());
    let file = std::fs::File::create(&path).expect("the trace file can be written");
    *TRACE.lock().expect("not poisoned") = Some((file, Clock::now()));
    iced::application(boot, update, App::view)
        .title(App::title)
        .theme(App::theme)
        .scale_factor(App::scale_factor)
        .subscription(App::subscription)
        .settings(musical_dominoes::ui::iced_settings())
        .window(iced::window::Settings {
            size: iced::Size::new(1280.0, 800.0),
            ..iced::window::Settings::default()
        })
        .run()
}
