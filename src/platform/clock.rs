//! The clock: the time now ([`Instant`] for spans, [`SystemTime`] for dates) and waiting
//! ([`sleep`]).
//!
//! - Desktop: `std::time`'s own types (`web-time` re-exports them) and tokio's timer.
//! - Web: the browser's clock (`performance.now()`, `Date.now()`, through `web-time`; `std`'s
//!   panic on `wasm32-unknown-unknown`) and a `setTimeout` timer (wasmtimer; tokio's timers
//!   have no runtime in a page).
//!
//! The same types as `iced::time::Instant`, so an instant from an iced subscription and one
//! read here can be subtracted.

use std::time::Duration;

pub use web_time::{Instant, SystemTime, UNIX_EPOCH};

/// Waits `span` without blocking: a timer task on the desktop, a `setTimeout` in the page.
pub async fn sleep(span: Duration) {
    #[cfg(not(target_arch = "wasm32"))]
    tokio::time::sleep(span).await;
    #[cfg(target_arch = "wasm32")]
    wasmtimer::tokio::sleep(span).await;
}

/// Seconds since 1970 now, by the machine's clock (0 for a clock set before 1970): a seed
/// for a game or a quiz that the user did not choose.
pub fn seconds_since_epoch() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_reads_a_date_after_this_code_was_written() {
        // 2026-12-01 00:00:00 UTC is 1,796,083,200 s after the epoch (56 years of 365.25
        // days from 1970 to 2026 give 1,767,225,600; plus 334 days to 1 December).
        assert!(seconds_since_epoch() >= 1_796_083_200);
    }

    #[test]
    fn sleep_waits_at_least_the_span_asked() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap();
        let before = Instant::now();
        runtime.block_on(sleep(Duration::from_millis(120)));
        assert!(before.elapsed() >= Duration::from_millis(120));
    }
}
