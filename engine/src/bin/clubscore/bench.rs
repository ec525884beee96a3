//! `clubscore bench`: timings on a large session and a full device.

use super::out;
use clubscore_engine::bridge::pairs::{score_session, Options};
use clubscore_engine::bridge::{Action, Event, LogEntry};
use clubscore_engine::event::{EntryId, Role};
use clubscore_engine::formats::backup;
use clubscore_engine::library::{Library, MemoryStore};
use clubscore_engine::Format;
use std::process::ExitCode;
use std::time::Instant;

/// Prints, as JSON, how long the operations a scorer waits for take: scoring
/// a large pairs session, and a full device (36 events of 40 pairs with 1,000
/// log entries each, about 4.3 MB, near a browser's 5 MB local-storage quota).
pub fn run() -> ExitCode {
    const EVENTS: usize = 36;
    let events: Vec<Event> = (0..EVENTS).map(big_event).collect();
    let mut lib = Library::new(MemoryStore::default());
    let t = Instant::now();
    for e in &events {
        if let Err(err) = lib.create(e, 1) {
            eprintln!("clubscore: bench: {err}");
            return ExitCode::from(1);
        }
    }
    let create_each = t.elapsed().as_secs_f64() * 1000.0 / EVENTS as f64;
    let (list_ms, listed) = time(|| lib.list::<clubscore_engine::games::Any>().map(|l| l.len()).unwrap_or(0));
    let (load_ms, _) = time(|| lib.load::<clubscore_engine::bridge::Bridge>("bench0"));
    let mut first = lib.load("bench0").unwrap_or_else(|_| events[0].clone());
    first.name.push('!');
    let (save_ms, _) = time(|| lib.save(&first, 2));
    let all = lib.all_events::<clubscore_engine::bridge::Bridge>().unwrap_or_default();
    let (write_ms, text) = time(|| backup::write(&all, 3));
    let (read_ms, back) = time(|| backup::read(&text).map(|v| v.len()).unwrap_or(0));
    let (bridge, bridge_read, bridge_score) = bench_bridge_session();
    let (movements_ms, movements) = time(bench_movements);
    let (entry_ms, page_bytes) = bench_result_entry();
    let (chess_ms, chess_read_ms) = bench_chess_tiebreaks();
    let pair_100 = bench_chess_pairing(100, 10);
    let pair_400 = bench_chess_pairing(400, 5);
    let (log_ms, log_entries, log_bytes) = bench_chess_log(400, 9, 6, true);
    let (_, _, imported_bytes) = bench_chess_log(400, 9, 6, false);
    let swiss_pairs_ms = bench_swiss_pairs(120, 7);
    let (individual_ms, individual_movements) = bench_individual();
    let (_, club_entries, club_bytes) = bench_chess_log(40, 9, 4, true);
    let (merge_ms, merge_held, links_ms) = bench_chess_merge();
    let (take_back_ms, taken_back) = bench_take_back();
    let board_given_ms = bench_chess_board_given();
    let big_backup_ms = bench_big_backup(100_000);
    let (table_file_ms, table_file_taken) = bench_table_file(clubscore_engine::tables::results::MOST_ENTRIES as u64);
    let too_long = bench_table_file(clubscore_engine::tables::results::MOST_ENTRIES as u64 + 1).1 == 0;
    let figures = serde_json::json!({
        "bridge_30_tables_36_boards_ms": round(bridge),
        "chess_400_teams_11_rounds_6_boards_all_tiebreaks_ms": round(chess_ms),
        "chess_400_teams_trf_read_ms": round(chess_read_ms),
        "chess_pair_round_9_of_11_100_teams_ms": round(pair_100),
        "chess_pair_round_9_of_11_400_teams_ms": round(pair_400),
        "chess_400_teams_round_9_rebuild_from_log_ms": round(log_ms),
        "chess_400_teams_round_9_log_entries": log_entries,
        "chess_400_teams_round_9_stored_bytes": log_bytes,
        "chess_400_teams_round_9_stored_bytes_teams_imported": imported_bytes,
        "chess_40_teams_9_rounds_4_boards_log_entries": club_entries,
        "chess_400_teams_merge_two_copies_ms": round(merge_ms),
        "chess_400_teams_merge_two_copies_held": merge_held,
        "chess_400_teams_take_back_lost_save_ms": round(take_back_ms),
        "chess_400_teams_take_back_lost_save_entries": taken_back,
        "chess_400_teams_wrong_links_check_ms": round(links_ms),
        "chess_400_teams_board_result_given_ms": round(board_given_ms),
        "chess_40_teams_9_rounds_4_boards_stored_bytes": club_bytes,
        "bridge_read_pbn_ms": round(bridge_read),
        "bridge_score_ms": round(bridge_score),
        "movements_3_to_30_tables_ms": round(movements_ms),
        "result_entry_and_standings_ms": round(entry_ms),
        "results_page_bytes_30_tables_27_boards": page_bytes,
        "movements_generated_and_verified": movements,
        "swiss_pairs_120_pairs_pair_round_7_ms": round(swiss_pairs_ms),
        "individual_52_players_all_results_score_ms": round(individual_ms),
        "individual_movements_generated_and_verified": individual_movements,
        "events": listed,
        "event_bytes": clubscore_engine::envelope::encode(&events[0]).len(),
        "storage_bytes": lib.store.used(),
        "create_ms_each": round(create_each),
        "list_all_ms": round(list_ms),
        "load_one_ms": round(load_ms),
        "save_one_ms": round(save_ms),
        "backup_write_all_ms": round(write_ms),
        "backup_read_all_ms": round(read_ms),
        "backup_bytes": text.len(),
        "backup_events_read": back,
        "backup_read_100000_log_entries_ms": round(big_backup_ms),
        "table_results_file_2000_entries_merge_ms": round(table_file_ms),
        "table_results_file_2000_entries_taken": table_file_taken,
        "table_results_file_2001_entries_refused": too_long,
    });
    out::emit(&figures)
}

/// A club's year (`bench::club_year`) stored as the app stores it, what a
/// club would archive archived (`bench::stored_year`): the characters stored, counted as a browser counts
/// them, and the bytes each archived result takes in its store.
pub fn year() -> ExitCode {
    let events = clubscore_engine::bench::club_year();
    let (lib, archived) = match clubscore_engine::bench::stored_year(&events) {
        Ok(stored) => stored,
        Err(err) => {
            eprintln!("clubscore: bench year: {err}");
            return ExitCode::from(1);
        }
    };
    let results = |e: &clubscore_engine::event::Event<clubscore_engine::games::Any>| clubscore_engine::games::version(e).results;
    let units = |t: &str| t.encode_utf16().count();
    let (mut archived_chars, mut archived_results) = (0usize, 0usize);
    for e in events.iter().filter(|e| archived.contains(&e.id)) {
        let (head, parts) = (clubscore_engine::library::event_key(&e.id), clubscore_engine::parts::parts_prefix(&e.id));
        archived_chars += lib.store.map.iter().filter(|(k, _)| **k == head || k.starts_with(&parts)).map(|(k, v)| units(k) + units(v)).sum::<usize>();
        archived_results += results(e);
    }
    let (list_ms, listed) = time(|| lib.list::<clubscore_engine::games::Any>().map(|l| l.len()).unwrap_or(0));
    out::emit(&serde_json::json!({
        "stored_chars": lib.store.used(),
        "events": listed,
        "results": events.iter().map(results).sum::<usize>(),
        // A browser's store holds each character in two bytes.
        "archived_bytes_per_result": round(2.0 * archived_chars as f64 / archived_results.max(1) as f64),
        "list_ms": round(list_ms),
    }))
}

/// A backup of one event whose log holds `entries` notes, read back and
/// checked (each entry's id once, each correction after what it corrects):
/// the check is linear, so this stays well under a second.
fn bench_big_backup(entries: u64) -> f64 {
    use clubscore_engine::bridge::{Action, LogEntry};
    use clubscore_engine::event::{EntryId, Role};
    let Ok(mut e) = clubscore_engine::Event::new("big".into(), "Big log", clubscore_engine::Format::BridgePairs, "2026-12-01", 0) else { return f64::NAN };
    e.log = (1..=entries)
        .map(|seq| LogEntry {
            id: EntryId { device: "d".into(), seq },
            at: 0,
            role: Role::Scorer,
            action: Action::Note { text: "n".into() },
            supersedes: None,
            why: None,
        })
        .collect();
    let text = clubscore_engine::formats::backup::write(&[e], 0);
    let t = Instant::now();
    let read = clubscore_engine::formats::backup::read(&text);
    let ms = t.elapsed().as_secs_f64() * 1000.0;
    if read.ok().and_then(|events| events.first().map(|e| e.log.len() as u64)) != Some(entries) {
        return f64::NAN;
    }
    ms
}

/// A table's results file of `entries` entries (its board 1 entered, then
/// corrected again and again) merged into the 30-table session: the scope
/// check and the merge stay linear.
fn bench_table_file(entries: u64) -> (f64, usize) {
    use clubscore_engine::bridge::session::{result_entry, ResultEntry};
    use clubscore_engine::event::Role;
    use clubscore_engine::tables::{pack, results};
    let mut e = clubscore_engine::bench::full_pairs_event();
    e.log.clear();
    let Ok(p) = pack::make(&e, "2468", false, false, false, "bench") else { return (f64::NAN, 0) };
    let Some(s) = e.schedule.rounds.first().and_then(|r| r.sittings.iter().find(|s| s.table == 1)).cloned() else { return (f64::NAN, 0) };
    let (board, ns, ew) = (s.boards[0], s.home, s.away.unwrap_or(0));
    let mut t = p.table_event(Vec::new());
    let mut log: Vec<LogEntry> = Vec::with_capacity(entries as usize);
    for k in 0..entries {
        let entry =
            ResultEntry::Played { contract: "4S".into(), declarer: Some(clubscore_engine::bridge::board::Seat::N), tricks: 6 + (k % 8) as u8, lead: None };
        let le = result_entry(&t, "tab1", k as i64, Role::Table, board, ns, ew, entry, None);
        t.log.push(le.clone());
        log.push(le);
    }
    let file = results::TableResults::new(&p, 1, "tab1", log);
    let start = Instant::now();
    let merged = results::merge(&mut e, &file, "desk", 1);
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    match merged {
        Ok((m, refused)) if refused.is_empty() => (ms, m.added),
        _ => (f64::NAN, 0),
    }
}

/// Round 9 of an 11-round, 4-board team Swiss of `teams` teams (rounds 1-8
/// paired by us with made-up results) paired by C.04.6: the best of `runs`
/// batches of ten, per pairing (measured as the browser's figure is).
fn bench_chess_pairing(teams: u32, runs: u32) -> f64 {
    use clubscore_engine::chess::{history, pairing};
    let (record, rules) = clubscore_engine::bench::paired_team_swiss(teams, 11, 8, 4);
    let all: Vec<u32> = (1..=teams).collect();
    let setup = history::setup(&record, &rules, 9, &all, None);
    let mut best = f64::MAX;
    for _ in 0..runs {
        let t = Instant::now();
        for _ in 0..10 {
            match pairing::pair(&setup) {
                Ok(p) if p.matches.len() == teams as usize / 2 && !p.account.iter().any(|l| l.contains("search limit")) => {}
                _ => return f64::NAN,
            }
        }
        best = best.min(t.elapsed().as_secs_f64() * 100.0);
    }
    best
}

/// A team Swiss after `played` rounds as an arbiter's log holds it: every
/// team and player typed in (an entry each; or, not `typed`, the teams taken
/// in from a file in one entry), the numbers ordered, each round paired,
/// every board's result an entry. Returns the best of 5 rebuilds of the
/// tournament from the log (what opening the event costs), the entries, and
/// the event's stored size.
fn bench_chess_log(teams: u32, played: u32, boards: u32, typed: bool) -> (f64, usize, usize) {
    use clubscore_engine::chess::log::rebuild;
    let Some(event) = clubscore_engine::bench::chess_log_event(teams, played, boards, typed) else { return (f64::NAN, 0, 0) };
    let mut best = f64::MAX;
    for _ in 0..5 {
        let (ms, rebuilt) = time(|| rebuild(&event));
        if !rebuilt.refused.is_empty() || rebuilt.tournament.rounds.len() != played as usize {
            return (f64::NAN, 0, 0);
        }
        best = best.min(ms);
    }
    (best, event.log.len(), clubscore_engine::envelope::encode(&event).len())
}

/// Two copies of the 400-team Swiss at round 9 (15,000 log entries): here
/// 40 of round 9's first boards entered one way, on the other device 40
/// the other way and 40 more; merged as the import dialog merges a backup
/// (40 held for the arbiter). And the check for wrong links a chess event
/// gets when it is opened.
fn bench_chess_merge() -> (f64, usize, f64) {
    use clubscore_engine::chess::log::{entry, rebuild, Command};
    use clubscore_engine::chess::target::Chess;
    use clubscore_engine::chess::tournament::BoardResult;
    let Some(base) = clubscore_engine::bench::chess_log_event(400, 9, 6, true) else { return (f64::NAN, 0, f64::NAN) };
    let t = rebuild(&base).tournament;
    let give = |e: &mut clubscore_engine::chess::Event, device: &str, m: usize, v: BoardResult| {
        if let Ok(x) = entry(e, &t, device, 2, Command::Board { r: 9, m, b: 1, v: Some(v) }, None) {
            e.log.push(x);
        }
    };
    let (mut here, mut there) = (base.clone(), base.clone());
    for m in 0..40 {
        give(&mut here, "laptop", m, BoardResult::Draw);
        give(&mut there, "tablet", m, BoardResult::Loss);
        give(&mut there, "tablet", m + 40, BoardResult::Win);
    }
    let mut best = f64::MAX;
    let mut held = 0;
    for _ in 0..3 {
        let (ms, merged) = time(|| clubscore_engine::merge::merge_event::<Chess>(&here, &there, "the backup", "laptop", 3));
        held = merged.map(|m| m.1.conflicts).unwrap_or(0);
        best = best.min(ms);
    }
    let (links_ms, _) = time(|| here.wrong_links().len());
    (best, held, links_ms)
}

/// A board's result given on the 400-team Swiss at round 9 (15,000 log
/// entries), as the chess page gives it: checked, its entry made and
/// appended, the tournament the screens show brought up to date. The median
/// of 21, each on the round's next board.
fn bench_chess_board_given() -> f64 {
    use clubscore_engine::chess::log::Command;
    use clubscore_engine::chess::session::Session;
    use clubscore_engine::chess::tournament::BoardResult;
    let Some(mut event) = clubscore_engine::bench::chess_log_event(400, 9, 6, true) else { return f64::NAN };
    let mut session = Session::open(&event);
    let mut runs = Vec::new();
    for m in 0..21 {
        let (ms, ok) = time(|| {
            let Ok(save) = session.give(&event, "laptop", 2, Command::Board { r: 9, m, b: 1, v: Some(BoardResult::Draw) }, None) else { return false };
            event.log.extend(save.entries);
            !session.follow(&event)
        });
        if !ok {
            return f64::NAN;
        }
        runs.push(ms);
    }
    runs.sort_by(f64::total_cmp);
    runs[runs.len() / 2]
}

/// Two tabs of one browser (one device name) each saved 40 results on top
/// of the same revision of a 400-team event, the second over the first: the
/// first takes its save back (load, renumber, merge, save): the best of 3.
fn bench_take_back() -> (f64, usize) {
    use clubscore_engine::chess::log::{entry, rebuild, Command};
    use clubscore_engine::chess::target::Chess;
    use clubscore_engine::chess::tournament::BoardResult;
    use clubscore_engine::library::{Library, MemoryStore};
    let Some(base) = clubscore_engine::bench::chess_log_event(400, 9, 6, true) else { return (f64::NAN, 0) };
    let t = rebuild(&base).tournament;
    let (mut ours, mut theirs) = (base.clone(), base.clone());
    for m in 0..40 {
        for (e, v) in [(&mut ours, BoardResult::Draw), (&mut theirs, BoardResult::Loss)] {
            if let Ok(x) = entry(e, &t, "laptop", 2, Command::Board { r: 9, m: m + if v == BoardResult::Draw { 0 } else { 40 }, b: 1, v: Some(v) }, None) {
                e.log.push(x);
            }
        }
    }
    let (mut best, mut taken) = (f64::MAX, 0);
    for _ in 0..3 {
        let mut lib = Library::new(MemoryStore::default());
        if lib.put_all(std::slice::from_mut(&mut theirs)).is_err() {
            return (f64::NAN, 0);
        }
        let (ms, m) = time(|| lib.take_back::<Chess>(&ours, "laptop", 3));
        taken = m.ok().flatten().map(|m| m.added).unwrap_or(0);
        best = best.min(ms);
    }
    (best, taken)
}

/// A 400-team, 11-round, 6-board team Swiss from TRF text to the final
/// order by every team tie-break: the best of 20 runs, and its reading part.
fn bench_chess_tiebreaks() -> (f64, f64) {
    use clubscore_engine::chess::{matches, tiebreak, trf};
    let text = clubscore_engine::bench::team_swiss_trf(400, 11, 6);
    let Ok(codes) = tiebreak::parse_list(clubscore_engine::bench::TEAM_TIEBREAKS) else { return (f64::NAN, f64::NAN) };
    let (mut whole, mut read) = (f64::MAX, f64::MAX);
    for _ in 0..20 {
        let t = Instant::now();
        let Ok(report) = trf::read(&text) else { return (f64::NAN, f64::NAN) };
        read = read.min(t.elapsed().as_secs_f64() * 1000.0);
        let record = matches::record(&report);
        let rows = tiebreak::rank(&record, &codes, tiebreak::Edition::Y2026);
        if rows.len() != 400 || record.results.len() != 11 {
            return (f64::NAN, f64::NAN);
        }
        whole = whole.min(t.elapsed().as_secs_f64() * 1000.0);
    }
    (whole, read)
}

/// A 30-table, 36-board session (1,080 results) from PBN text to ranked
/// pairs, best of 50 runs, in milliseconds: the whole, the reading, the scoring.
fn bench_bridge_session() -> (f64, f64, f64) {
    let text = clubscore_engine::bench::pairs_session_pbn(30, 36);
    let (mut whole, mut read, mut score) = (f64::MAX, f64::MAX, f64::MAX);
    for _ in 0..50 {
        let t = Instant::now();
        let Ok(pbn) = clubscore_engine::formats::pbn::read_session(text.as_bytes()) else { return (f64::NAN, f64::NAN, f64::NAN) };
        let t_read = t.elapsed().as_secs_f64() * 1000.0;
        let boards: Vec<_> = pbn.boards.iter().map(|b| b.to_board()).collect();
        let t2 = Instant::now();
        let ranked = score_session(&boards, Options::default()).standings.len();
        let t_score = t2.elapsed().as_secs_f64() * 1000.0;
        if ranked != 60 {
            return (f64::NAN, f64::NAN, f64::NAN);
        }
        whole = whole.min(t.elapsed().as_secs_f64() * 1000.0);
        read = read.min(t_read);
        score = score.min(t_score);
    }
    (whole, read, score)
}

/// A 30-table, 27-board event with every result in: check, enter a correction
/// and score again (what a save does), best of 20, in milliseconds; and the
/// size of its results page.
fn bench_result_entry() -> (f64, usize) {
    use clubscore_engine::bridge::board::Seat;
    use clubscore_engine::bridge::session::{check_entry, result_entry, score, travellers, ResultEntry};
    use clubscore_engine::event::Role;
    let base = clubscore_engine::bench::full_pairs_event();
    // The first table's first board in round 1 (a Mitchell's EW pairs are numbered after the NS pairs).
    let Some((board, ns, ew)) = base.schedule.rounds.first().and_then(|r| r.sittings.first()).map(|s| (s.boards[0], s.home, s.away.unwrap_or(0))) else {
        return (f64::NAN, 0);
    };
    let mut best = f64::MAX;
    for i in 0..20u8 {
        let mut e = base.clone();
        let (ms, ranked) = time(|| {
            let entry = ResultEntry::Played { contract: "4S".into(), declarer: Some(Seat::N), tricks: 9 + i % 3, lead: None };
            let _ = check_entry(&e, board, ns, ew, &entry);
            let le = result_entry(&e, "bench", 1, Role::Scorer, board, ns, ew, entry, None);
            let _ = e.append(le);
            score(&e).standings.len()
        });
        if ranked != 60 {
            return (f64::NAN, 0);
        }
        best = best.min(ms);
    }
    let scored = score(&base);
    let names = |p: u32| format!("Player {p} & Partner {p}");
    let page = clubscore_engine::formats::html::results_page(
        "Benchmark",
        "2026-11-29",
        &travellers(&base),
        &scored,
        &names,
        clubscore_engine::formats::print::Print::default(),
    );
    (best, page.len())
}

/// Every movement from 3 to 30 tables (teams: standard, the halves, the seed's
/// 12 rounds, the re-dealt round; Mitchell, relay; Howell 4-20 pairs),
/// generated and verified. Returns how many; every one must pass.
fn bench_movements() -> usize {
    use clubscore_engine::bridge::movement::{pairs, teams, verify::verify};
    let mut all = Vec::new();
    for n in 3..=30u32 {
        all.extend(teams::standard(n, 2, None).ok());
        if n >= 4 {
            all.extend(teams::with_tea(n, 2, &teams::all_play_all_halves(n)).ok());
            let mut redealt = teams::with_tea(n, 2, &teams::all_play_all_halves(n)).ok();
            if let Some(m) = redealt.as_mut() {
                teams::add_redealt_round(m);
            }
            all.extend(redealt);
        }
        all.extend(teams::seed_plan(n, 2, n >= 15).ok());
        all.extend(teams::parallel_rows(n, 2).ok());
        all.extend(pairs::mitchell(n, 2, None).ok());
        all.extend(pairs::mitchell_relay(n, 2, None).ok());
    }
    for p in 4..=20 {
        all.extend(pairs::howell(p, 2).ok());
    }
    all.iter().filter(|m| verify(m).ok()).count()
}

/// Plays every table of `round` of a bridge event: 4S by North, the tricks
/// from the table and the board (so the field spreads out).
fn play_round(e: &mut Event, round: &clubscore_engine::event::Round) {
    use clubscore_engine::bridge::board::Seat;
    use clubscore_engine::bridge::session::{result_entry, ResultEntry};
    for s in &round.sittings {
        let Some(ew) = s.away else { continue };
        for &b in &s.boards {
            let entry = ResultEntry::Played { contract: "4S".into(), declarer: Some(Seat::N), tricks: 7 + ((s.home * 7 + ew * 3 + b) % 6) as u8, lead: None };
            let le = result_entry(e, "bench", 1, clubscore_engine::event::Role::Scorer, b, s.home, ew, entry, None);
            let _ = e.append(le);
        }
    }
}

/// A Swiss pairs of `pairs` pairs in VPs, 4 boards a round, its rounds before
/// `round` played: pairing `round` as the page does it (travellers, scoring,
/// standings, the pairing), best of 5, in milliseconds.
fn bench_swiss_pairs(pairs: u32, round: u32) -> f64 {
    use clubscore_engine::bridge::movement::Kind;
    use clubscore_engine::bridge::session::{score_from, set_up, travellers, BridgeSetup, MovementSpec, ScoringSpec};
    use clubscore_engine::bridge::setup::SwissScore;
    use clubscore_engine::bridge::swiss_pairs::next_round;
    let Ok(mut e) = Event::new("swiss".into(), "Swiss pairs", clubscore_engine::Format::BridgeSwissPairs, "2026-11-30", 0) else { return f64::NAN };
    let movement = MovementSpec::plain(Kind::SwissPairs, pairs, 4);
    if set_up(&mut e, BridgeSetup { movement, scoring: ScoringSpec { swiss: SwissScore::Vps, ..ScoringSpec::default() }, teams: None }).is_err() {
        return f64::NAN;
    }
    let pair = |e: &Event| {
        let t = travellers(e);
        next_round(e, &t, &score_from(e, &t)).map(|(r, _)| r)
    };
    for _ in 1..round {
        let Some(last) = e.schedule.rounds.last().cloned() else { return f64::NAN };
        play_round(&mut e, &last);
        let Ok(next) = pair(&e) else { return f64::NAN };
        e.schedule.rounds.push(next);
    }
    e.schedule.rounds.pop();
    (0..5).map(|_| time(|| pair(&e).is_ok())).filter(|(_, ok)| *ok).map(|(ms, _)| ms).fold(f64::NAN, f64::min)
}

/// A 52-player rainbow individual with every result in, scored as a save
/// scores it (travellers, match points, the players' ranking), best of 10;
/// and every individual movement generated and verified (each must pass).
fn bench_individual() -> (f64, usize) {
    use clubscore_engine::bridge::movement::{individual, Kind};
    use clubscore_engine::bridge::session::{score, set_up, BridgeSetup, MovementSpec};
    let Ok(mut e) = Event::new("ind".into(), "Individual", clubscore_engine::Format::BridgeIndividual, "2026-11-30", 0) else { return (f64::NAN, 0) };
    let movement = MovementSpec::plain(Kind::Individual, 52, 2);
    if set_up(&mut e, BridgeSetup { movement, scoring: Default::default(), teams: None }).is_err() {
        return (f64::NAN, 0);
    }
    for r in e.schedule.rounds.clone() {
        play_round(&mut e, &r);
    }
    let best = (0..10).map(|_| time(|| score(&e).standings.len())).filter(|(_, n)| *n == 52).map(|(ms, _)| ms).fold(f64::NAN, f64::min);
    let verified = [8, 12, 16, 20, 24, 28, 44, 52]
        .into_iter()
        .filter(|&n| individual::promise(n).and_then(|p| individual::schedule(n, 2).map(|r| individual::verify(&r, n, p).ok())).unwrap_or(false))
        .count();
    (best, verified)
}

fn time<T>(f: impl FnOnce() -> T) -> (f64, T) {
    let t = Instant::now();
    let out = f();
    (t.elapsed().as_secs_f64() * 1000.0, out)
}

fn round(ms: f64) -> f64 {
    (ms * 1000.0).round() / 1000.0
}

fn big_event(i: usize) -> Event {
    let mut e = Event::new(format!("bench{i}"), &format!("Club night {i}"), Format::BridgePairs, "2026-11-29", 0).unwrap_or_else(|err| unreachable!("{err}"));
    for p in 0..40 {
        let _ = e.add_participant(&format!("Pair {p} Smith – Jones"));
    }
    for seq in 1..=1000 {
        let _ = e.append(LogEntry {
            id: EntryId { device: "desk".into(), seq },
            at: seq as i64,
            role: Role::Scorer,
            action: Action::Note { text: format!("board {} result entered", seq % 27 + 1) },
            supersedes: None,
            why: None,
        });
    }
    e
}
