//! Work done away from the interface, so that the window (or the page) never waits on it.
//!
//! - Desktop: a thread. [`blocking`] runs a job on tokio's blocking pool; [`in_slices`] runs a
//!   sliced job to its end there; a [`Queue`] serves its jobs on a thread of its own, in order.
//! - Web: a page has one thread, so work is cut into slices run between frames. [`in_slices`]
//!   lets the page draw its next frame first, then runs slices of at most [`SLICE`] (or one
//!   step, if a step is longer) and hands the page back between them (a `setTimeout` of 0),
//!   so a click or a key waits at most one slice; [`blocking`] runs its job whole after
//!   one such pause (for jobs that are short there); a [`Queue`] serves each job as it is sent.

use std::time::Duration;

/// The longest a slice of work holds the page before handing it back (web): half the 100 ms a
/// page may take to answer input, so that a slice and the input's own handling fit in it.
pub const SLICE: Duration = Duration::from_millis(40);

/// A job cut into steps, each short (a few milliseconds at most), run until it gives its
/// outcome ([`in_slices`]).
pub trait Steps {
    /// What the job gives in the end.
    type Output;
    /// Does one step: the outcome once the job is done, else `None` (call again).
    fn step(&mut self) -> Option<Self::Output>;
}

/// Runs `job` away from the interface and gives its outcome: `None` if it panicked (the
/// caller decides what then), never the panic.
pub async fn blocking<T, F>(job: F) -> Option<T>
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    #[cfg(not(target_arch = "wasm32"))]
    {
        tokio::task::spawn_blocking(job).await.ok()
    }
    #[cfg(target_arch = "wasm32")]
    {
        // Let the page draw what the screen says meanwhile ("Saving…") first.
        super::clock::sleep(Duration::ZERO).await;
        Some(job())
    }
}

/// Runs the sliced `job` to its end away from the interface (see the module) and gives its
/// outcome; `None` if it panicked.
pub async fn in_slices<S>(mut job: S) -> Option<S::Output>
where
    S: Steps + Send + 'static,
    S::Output: Send + 'static,
{
    #[cfg(not(target_arch = "wasm32"))]
    {
        tokio::task::spawn_blocking(move || {
            loop {
                if let Some(out) = job.step() {
                    return out;
                }
            }
        })
        .await
        .ok()
    }
    #[cfg(target_arch = "wasm32")]
    {
        // The page first draws what led to the job (the move just made): a slice taken before
        // that frame held it back by the slice's length (a frame after a move at 90-115 ms
        // against the Expert in Chromium, 45-50 ms once drawn first).
        after_next_frame().await;
        // A slice begins no step that the longest step so far would carry past SLICE, so a
        // slice of long steps (the Expert values one move over every guess in a step) stays
        // near one step rather than SLICE and a step more.
        let mut longest = Duration::ZERO;
        loop {
            let start = super::clock::Instant::now();
            loop {
                let before = super::clock::Instant::now();
                if let Some(out) = job.step() {
                    return Some(out);
                }
                let now = super::clock::Instant::now();
                longest = longest.max(now - before);
                if now - start + longest >= SLICE {
                    break;
                }
            }
            super::clock::sleep(Duration::ZERO).await;
        }
    }
}

/// Waits until the page has drawn its next frame (web): an animation frame's callbacks run
/// before the page draws, so a timer set from one fires after the drawing. A page that draws
/// nothing (hidden) goes on after 100 ms all the same.
#[cfg(target_arch = "wasm32")]
async fn after_next_frame() {
    let frame = js_sys::Promise::new(&mut |resolve, _reject| {
        if let Some(window) = web_sys::window() {
            let _ = window.request_animation_frame(&resolve);
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 100);
        } else {
            let _ = resolve.call0(&wasm_bindgen::JsValue::UNDEFINED);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(frame).await;
    super::clock::sleep(Duration::ZERO).await;
}

/// Jobs of type `J` served in the order sent, away from the interface: on a thread of its own
/// on the desktop, at once as each is sent on the web. The server gets the jobs in batches:
/// on the desktop, every job waiting when it is free (so a server that only needs the last
/// of several can skip the rest); on the web, each job alone. Dropping the queue ends the
/// thread once the jobs sent are done.
pub struct Queue<J: Send + 'static> {
    #[cfg(not(target_arch = "wasm32"))]
    tx: std::sync::mpsc::Sender<J>,
    #[cfg(target_arch = "wasm32")]
    serve: std::cell::RefCell<Box<dyn FnMut(Vec<J>)>>,
}

impl<J: Send + 'static> Queue<J> {
    /// Starts serving jobs with the server `make` makes, named `name` (the thread's name on
    /// the desktop). `make` runs where the jobs are served (on the thread), so the server
    /// itself may hold what cannot cross threads (a sound output).
    ///
    /// # Errors
    /// The thread could not be started (desktop); `make` is then dropped unused.
    pub fn start<M, S>(name: &str, make: M) -> std::io::Result<Queue<J>>
    where
        M: FnOnce() -> S + Send + 'static,
        S: FnMut(Vec<J>) + 'static,
    {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let (tx, rx) = std::sync::mpsc::channel::<J>();
            std::thread::Builder::new()
                .name(name.to_string())
                .spawn(move || {
                    let mut serve = make();
                    while let Ok(first) = rx.recv() {
                        serve(std::iter::once(first).chain(rx.try_iter()).collect());
                    }
                })?;
            Ok(Queue { tx })
        }
        #[cfg(target_arch = "wasm32")]
        {
            let _ = name;
            Ok(Queue {
                serve: std::cell::RefCell::new(Box::new(make())),
            })
        }
    }

    /// Sends `job`; whether it was taken (false once the desktop's thread has gone, or on the
    /// web while a job is being served: a job never sends another to its own queue).
    pub fn send(&self, job: J) -> bool {
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.tx.send(job).is_ok()
        }
        #[cfg(target_arch = "wasm32")]
        {
            match self.serve.try_borrow_mut() {
                Ok(mut serve) => {
                    serve(vec![job]);
                    true
                }
                Err(_) => false,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    /// Counts to `to`, one number a step.
    struct Count {
        at: u32,
        to: u32,
    }

    impl Steps for Count {
        type Output = u32;
        fn step(&mut self) -> Option<u32> {
            self.at += 1;
            (self.at == self.to).then_some(self.at * 2)
        }
    }

    fn runtime() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap()
    }

    #[test]
    fn a_sliced_job_runs_every_step_and_gives_its_outcome() {
        let out = runtime().block_on(in_slices(Count { at: 0, to: 1000 }));
        assert_eq!(out, Some(2000));
    }

    #[test]
    fn a_blocking_job_that_panics_gives_none() {
        let rt = runtime();
        assert_eq!(rt.block_on(blocking(|| 7)), Some(7));
        assert_eq!(
            rt.block_on(blocking(|| -> u8 { panic!("a job gone wrong") })),
            None
        );
    }

    #[test]
    fn a_queue_serves_its_jobs_in_the_order_sent() {
        let (tx, rx) = mpsc::channel();
        let q = Queue::start("test-queue", move || {
            move |jobs: Vec<u32>| {
                for j in jobs {
                    tx.send(j * 10).unwrap();
                }
            }
        })
        .unwrap();
        for j in 1..=5 {
            assert!(q.send(j));
        }
        drop(q);
        assert_eq!(rx.iter().collect::<Vec<_>>(), vec![10, 20, 30, 40, 50]);
    }
}
