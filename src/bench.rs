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

/// The stored form of a 30-table, 27-board pairs event with every result in,
/// for the Playwright benchmark of a save on a big evening.
#[wasm_bindgen]
pub fn bench_full_event_envelope() -> String {
    clubscore_engine::envelope::encode(&clubscore_engine::bench::full_pairs_event())
}

/// The stored form of a team Swiss of `teams` teams (10 to 400), 6 boards,
/// after 9 rounds, as its log holds it (every team and player typed in),
/// for the Playwright benchmark of the chess page.
#[wasm_bindgen]
pub fn bench_chess_event_envelope(teams: u32) -> String {
    clubscore_engine::bench::chess_log_event(teams.clamp(10, 400), 9, 6, true).map(|e| clubscore_engine::envelope::encode(&e)).unwrap_or_default()
}

/// The parts of a save on a big evening, timed in the browser (milliseconds),
/// as the scorer's row saves one: a correction of the first result entered
/// (board 1, its first table), made to the top of the board so that its
/// match points change: copy the event, check and build the entry, write it
/// to local storage, score it whole, and score it by the entry as the page does.
#[wasm_bindgen]
pub fn bench_save_parts() -> String {
    use clubscore_engine::bridge::results::current_entries;
    use clubscore_engine::bridge::session::{score, travellers, RowDraft};
    let Ok(mut lib) = crate::storage::library() else { return "failed".into() };
    let scratch = clubscore_engine::bridge::Event { id: "bench-save-scratch".into(), ..clubscore_engine::bench::full_pairs_event() };
    let Ok(base) = lib.create(&scratch, 1) else { return "failed".into() };
    let Some(&(board, ns, ew, _)) = current_entries(&base).first() else { return "failed".into() };
    let t = now_ms();
    let mut e = base.clone();
    let copy = now_ms() - t;
    let t = now_ms();
    let draft = RowDraft { board, ns, ew, contract: "7NT".into(), declarer: "N".into(), tricks: "13".into() };
    let Ok(made) = draft.enter(&e, "bench", "bench", 2) else { return "failed".into() };
    let _ = e.append(made.entry);
    let check = now_ms() - t;
    let t = now_ms();
    let whole = clubscore_engine::envelope::encode(&e).len();
    let encode_whole = now_ms() - t;
    let t = now_ms();
    let Ok(e) = lib.save_owned(e, 2) else { return "failed".into() };
    let save = now_ms() - t;
    let _ = lib.delete("bench-save-scratch");
    let t = now_ms();
    let n = score(&e).standings.len() + travellers(&e).boards.len();
    let scoring = now_ms() - t;
    // As the page scores a save: the figures before it, changed by its entry.
    let before = clubscore_engine::bridge::scored::Scored::of(&base);
    let t = now_ms();
    let m = before.after(&e).session.standings.len();
    let again = now_ms() - t;
    format!("copy={copy:.1} check={check:.1} save_in_parts={save:.1} (encode_whole_as_before={encode_whole:.1}, {whole} bytes) score_whole={scoring:.1} ({n}) score_by_the_entry={again:.2} ({m})")
}

/// A 400-team, 11-round, 6-board team Swiss from TRF text to the final order
/// by every team tie-break: the best of `runs`, in milliseconds; negative if
/// it went wrong.
#[wasm_bindgen]
pub fn bench_chess_tiebreaks(runs: u32) -> f64 {
    use clubscore_engine::chess::{matches, tiebreak, trf};
    let text = clubscore_engine::bench::team_swiss_trf(400, 11, 6);
    let Ok(codes) = tiebreak::parse_list(clubscore_engine::bench::TEAM_TIEBREAKS) else { return -1.0 };
    let mut best = f64::MAX;
    for _ in 0..runs.max(1) {
        let start = now_ms();
        let Ok(report) = trf::read(&text) else { return -1.0 };
        let rows = tiebreak::rank(&matches::record(&report), &codes, tiebreak::Edition::Y2026);
        if rows.len() != 400 {
            return -1.0;
        }
        best = best.min(now_ms() - start);
    }
    best
}

/// Round 9 of an 11-round, 4-board team Swiss of `teams` teams paired by
/// C.04.6 (the rounds before paired the same way, with made-up results):
/// the best of `runs` batches of ten, per pairing, in milliseconds; negative if it went wrong.
#[wasm_bindgen]
pub fn bench_chess_pairing(teams: u32, runs: u32) -> f64 {
    use clubscore_engine::chess::{history, pairing};
    let (record, rules) = clubscore_engine::bench::paired_team_swiss(teams, 11, 8, 4);
    let all: Vec<u32> = (1..=teams).collect();
    let setup = history::setup(&record, &rules, 9, &all, None);
    // Batches of ten, the best batch: one pairing can be shorter than the browser's timer step,
    // and the best batch is the figure least disturbed by other work on the machine.
    let mut best = f64::MAX;
    for _ in 0..runs.max(1) {
        let start = now_ms();
        for _ in 0..10 {
            match pairing::pair(&setup) {
                Ok(p) if p.matches.len() == teams as usize / 2 => {}
                _ => return -1.0,
            }
        }
        best = best.min((now_ms() - start) / 10.0);
    }
    best
}

/// A 400-team, 11-round, 6-board team Swiss at round 9 as its log holds it
/// (every team and player typed in): opening it (the stored text read and
/// the tournament rebuilt, its standings worked out) and entering one board
/// result (checked, logged, stored text made, rebuilt, standings), each the
/// median of `runs`, in milliseconds, and the stored size in bytes.
#[wasm_bindgen]
pub fn bench_chess_event(runs: u32) -> String {
    use clubscore_engine::chess::log::{entry, rebuild, Command};
    use clubscore_engine::chess::reports::standings_table;
    use clubscore_engine::chess::tournament::BoardResult;
    let Some(event) = clubscore_engine::bench::chess_log_event(400, 9, 6, true) else { return "failed".into() };
    let text = clubscore_engine::envelope::encode(&event);
    let median = |mut v: Vec<f64>| {
        clubscore_engine::sorting::sort_by(&mut v, f64::total_cmp);
        v[v.len() / 2]
    };
    let (mut open, mut enter) = (Vec::new(), Vec::new());
    for i in 0..runs.max(1) {
        let start = now_ms();
        let Ok(opened) = clubscore_engine::envelope::decode(&text) else { return "failed".into() };
        let rebuilt = rebuild(&opened);
        let lines = standings_table(&rebuilt.tournament).lines.len();
        open.push(now_ms() - start);
        if lines != 400 || !rebuilt.refused.is_empty() {
            return "failed".into();
        }
        let start = now_ms();
        let command = Command::Board { r: 9, m: (i % 200) as usize, b: 1, v: Some(BoardResult::Draw) };
        let Ok(made) = entry(&opened, &rebuilt.tournament, "bench", 1, command, None) else { return "failed".into() };
        let mut after = opened;
        after.log.push(made);
        let stored = clubscore_engine::envelope::encode(&after).len();
        let n = standings_table(&rebuild(&after).tournament).lines.len() + stored;
        enter.push(now_ms() - start);
        if n == 0 {
            return "failed".into();
        }
    }
    format!("open_ms={:.1} enter_result_ms={:.1} stored_bytes={}", median(open), median(enter), text.len())
}

/// The parts of entering one board result on the chess page of a 400-team,
/// round-9 Swiss, timed in the browser (milliseconds, the median of `runs`):
/// the session gives it (checked and applied in place, its entry made), the
/// event saved in parts, the whole event encoded (as saves did before
/// parts), the session follows the saved event, the round's 200 matches
/// drawn as HTML.
#[wasm_bindgen]
pub fn bench_chess_entry_parts(runs: u32) -> String {
    use clubscore_engine::chess::log::Command;
    use clubscore_engine::chess::session::Session;
    use clubscore_engine::chess::tournament::BoardResult;
    let Some(event) = clubscore_engine::bench::chess_log_event(400, 9, 6, true) else { return "failed".into() };
    let Ok(mut lib) = crate::storage::library() else { return "failed".into() };
    // Stored in parts, as the page stores it; each run saves one more result on top.
    let scratch = clubscore_engine::chess::Event { id: "bench-chess-scratch".into(), ..event.clone() };
    let mut stored = match lib.create(&scratch, 1) {
        Ok(s) => s,
        Err(e) => return format!("failed to store: {e}"),
    };
    let mut session = Session::open(&stored);
    let names = ["give", "save_in_parts", "encode_whole_as_before", "follow", "draw_200_matches"];
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); names.len()];
    for i in 0..runs.max(1) {
        let mut lap = {
            let mut t = now_ms();
            move || {
                let n = now_ms();
                let d = n - t;
                t = n;
                d
            }
        };
        // As the page gives a result: checked and applied in place, its entry made …
        let command = Command::Board { r: 9, m: (i % 200) as usize, b: 2, v: Some(BoardResult::Draw) };
        let Ok(save) = session.give(&stored, &format!("bench{i}"), 1, command, None) else { return "failed to give".into() };
        times[0].push(lap());
        // … saved (its new entry and the head, written and read back) …
        stored.log.extend(save.entries);
        stored = match lib.save_owned(stored, 2) {
            Ok(s) => s,
            Err(e) => return format!("failed to save: {}", e.0),
        };
        times[1].push(lap());
        // (what encoding the whole event, as every save did before parts, would cost) …
        let whole = clubscore_engine::envelope::encode(&stored).len();
        times[2].push(lap());
        // … followed by the session (nothing left to work out) and drawn.
        if session.follow(&stored) {
            return "failed to follow".into();
        }
        times[3].push(lap());
        let html: usize = (0..200).map(|m| clubscore_engine::chess::html::match_screen(session.tournament(), 9, m).len()).sum();
        times[4].push(lap());
        if html == 0 || whole == 0 {
            return "failed".into();
        }
    }
    let _ = lib.delete("bench-chess-scratch");
    names
        .iter()
        .zip(times)
        .map(|(n, mut v)| {
            clubscore_engine::sorting::sort_by(&mut v, f64::total_cmp);
            format!("{n}={:.1}", v[v.len() / 2])
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A club's year stored as the app stores it, what is due archived
/// (`clubscore bench year`): every key and its text, as a JSON object, for
/// the Playwright benchmark to put in local storage.
#[wasm_bindgen]
pub fn bench_club_year_store() -> String {
    match clubscore_engine::bench::stored_year(&clubscore_engine::bench::club_year()) {
        Ok((lib, _)) => serde_json::to_string(&lib.store.map).unwrap_or_default(),
        Err(e) => e.to_string(),
    }
}

/// What the list of events reads on each change, timed on the events stored
/// now (milliseconds, the best of `runs`): the list itself (every head), the
/// events the browser lost (the index and the keys), and the characters used.
#[wasm_bindgen]
pub fn bench_home_reads(runs: u32) -> String {
    let Ok(lib) = crate::storage::library() else { return "failed".into() };
    let best = |f: &dyn Fn() -> usize| {
        let mut best = f64::MAX;
        let mut n = 0;
        for _ in 0..runs.max(1) {
            let t = now_ms();
            n = f();
            best = best.min(now_ms() - t);
        }
        (best, n)
    };
    let (list, n) = best(&|| lib.list::<clubscore_engine::games::Any>().map(|l| l.len()).unwrap_or(0));
    let (lost, _) = best(&|| lib.lost().map(|l| l.len()).unwrap_or(0));
    let (used, chars) = best(&crate::storage::used_chars);
    format!("list_ms={list:.1} ({n} events) lost_ms={lost:.1} used_chars_ms={used:.1} ({chars})")
}
