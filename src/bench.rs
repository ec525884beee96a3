//! The engine's benchmarks, run by the browser (Playwright calls these from
//! the release build and prints the figures; no test asserts on time).

use clubscore_engine::bridge::pairs::{score_session, Options};
use wasm_bindgen::prelude::wasm_bindgen;

fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map(|p| p.now()).unwrap_or_else(js_sys::Date::now)
}

/// A 30-table, 36-board pairs session (1,080 results) from PBN text to ranked
/// pairs: the best of `runs`, in milliseconds; negative if it went wrong.
#[wasm_bindgen]
pub fn bench_bridge_session(runs: u32) -> f64 {
    let text = clubscore_engine::bench::pairs_session_pbn(30, 36);
    let mut best = f64::MAX;
    for _ in 0..runs.max(1) {
        let start = now_ms();
        let ranked = clubscore_engine::formats::pbn::read_session(text.as_bytes())
            .map(|s| score_session(&s.boards.iter().map(|b| b.to_board()).collect::<Vec<_>>(), Options::default()).standings.len())
            .unwrap_or(0);
        if ranked != 60 {
            return -1.0;
        }
        best = best.min(now_ms() - start);
    }
    best
}
