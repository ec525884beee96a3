//! The fuzz layer: every reader and every path a file or a device can reach,
//! fed real and hand-made inputs cut, spliced and sprinkled with the
//! characters the grammars care about, and (for JSON: backups, table packs,
//! table results, chess commands) with values swapped for the extreme ones
//! (2^64−1, −1, a 10,000-character name, an array repeated a hundred times).
//! A path that succeeds goes on as the app goes on: the file read becomes an
//! event, the event is scored and written as every file it offers; a chess
//! log is replayed and every screen drawn; a table device is driven through
//! its keypad. Each input must finish within `MOST_MS` and allocate at most
//! `MOST_BYTES`; any panic, overrun or over-allocation fails with the input
//! shown and kept whole in a file. Seeded: `FUZZ_SEED=n` runs another
//! sequence, `FUZZ_INPUTS=n` more inputs, `FUZZ_REPLAY=file` one kept input.

use clubscore_engine::formats::{backup, files, pbn, recap, session_file, usebio};
mod common;

use clubscore_engine::bridge::board::Seat;
use clubscore_engine::bridge::contract::{Risk, Strain};
use clubscore_engine::bridge::import::{self, Source};
use clubscore_engine::bridge::setup::ScoringSpec;
use clubscore_engine::bridge::traveller::Directions;
use clubscore_engine::event::GameKind;
use clubscore_engine::games::{self, Any};

/// Events of either game, as the pages that hold both read them.
type Event = clubscore_engine::event::Event<Any>;
use clubscore_engine::library::{Library, MemoryStore};
use clubscore_engine::sequence::Sequence;
use serde_json::Value;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Most time one input may take (a debug build; the benchmarks hold the real figures).
const MOST_MS: u128 = 3_000;
/// Most memory one input may hold at once, above what was held before it.
const MOST_BYTES: usize = 128 << 20;
/// An allocation past this is refused outright (the process stops, naming the input).
const REFUSED_BYTES: usize = 1 << 30;

/// Counts the bytes held and the most held since the last reset, so a
/// reader that sizes a vector by a file's number is caught, not survived.
struct Counting;
static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let held = HELD.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        if held > REFUSED_BYTES {
            HELD.fetch_sub(layout.size(), Ordering::Relaxed);
            over_allocation(layout.size());
            return std::ptr::null_mut();
        }
        PEAK.fetch_max(held, Ordering::Relaxed);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        HELD.fetch_sub(layout.size(), Ordering::Relaxed);
        System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The input running now, for the watchdog and the allocator to name.
static RUNNING: Mutex<Vec<u8>> = Mutex::new(Vec::new());
/// When the input running now started (ms since the run began; 0: none).
static STARTED: AtomicU64 = AtomicU64::new(0);
/// One target at a time, so the memory counted is that target's.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn over_allocation(size: usize) {
    use std::io::Write;
    let shown = RUNNING.try_lock().map(|r| String::from_utf8_lossy(&r[..r.len().min(2000)]).into_owned()).unwrap_or_default();
    let _ = writeln!(std::io::stderr(), "an allocation of {size} bytes would hold over {REFUSED_BYTES} bytes, on input: {shown:?}");
}

fn clock() -> &'static Instant {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now)
}

/// Stops the whole run, naming the input, when one input runs ten times its limit (a loop).
fn watchdog() {
    static STARTED_ONCE: std::sync::Once = std::sync::Once::new();
    STARTED_ONCE.call_once(|| {
        std::thread::spawn(|| loop {
            std::thread::sleep(Duration::from_millis(200));
            let at = STARTED.load(Ordering::Relaxed);
            let now = clock().elapsed().as_millis() as u64;
            if at != 0 && now.saturating_sub(at) > 10 * MOST_MS as u64 {
                let shown = RUNNING.lock().map(|r| String::from_utf8_lossy(&r[..r.len().min(2000)]).into_owned()).unwrap_or_default();
                eprintln!("an input has run for {} ms (limit {MOST_MS}): {shown:?}", now - at);
                std::process::exit(1);
            }
        });
    });
}

/// The run's seed: `FUZZ_SEED`, else a fixed one (the same run every time).
fn seed(name: &str) -> u64 {
    let base = std::env::var("FUZZ_SEED").ok().and_then(|n| n.parse().ok()).unwrap_or(0x2545_F491_4F6C_DD1D_u64);
    let mut h = base;
    for b in name.bytes() {
        h = (h ^ b as u64).wrapping_mul(0x100_0000_01B3);
    }
    h | 1
}

/// An index below `n`.
fn pick(seq: &mut Sequence, n: usize) -> usize {
    seq.next(n as u64) as usize
}

const PBN_SEED: &str = "% PBN 2.1\n[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[ScoreTable \"Table\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;MP_NS\\4R\"]\n1 1 2 4SX N 9 \"-100\" 1.0\n2 3 4 4S* N 10 \"590\" 2.0\n3 5 6 - - - \"A+\" -\n4 7 8 Pass - - 0 1.0\n\n[Board \"2\"] {c} [Vulnerable \"#\"] ; x\n[TotalScoreTable \"Rank\\2R;PairId\\2R;TotalScoreMP\\5R\"]\n 1 1 12.5\n";
const RECAP_SEED: &str = "Club\nA DW\n1 N Ann & Bob\n2 N Cy\n1 E Ed\n2 E Gus\nP 1 1\n1 420\n2 -50\n\nP 2 2\n1 A+\n2-170\n.\nT 3\n1 2 DNP\n2 1 100\n";
const BACKUP_SEED: &str = r#"{"format":"clubscore-backup","version":1,"exported":1,"events":[{"schema":1,"data":{"id":"a1","name":"X","format":"bridge_pairs","date":"2026-01-01","created":1,"modified":1,"revision":1,"participants":[{"number":1,"name":"P"}],"log":[{"id":{"device":"d","seq":1},"at":1,"role":"scorer","action":{"kind":"note","text":"t"}}]}}]}"#;

const INTERESTING: &[u8] = b"<>/&![]\"\\{};%\n\r\t -+*0123456789XNESWAP#.,\xff\xc3\xa9\x00";

fn mutate(seq: &mut Sequence, seed: &[u8], pool: &[&[u8]]) -> Vec<u8> {
    let mut v = seed.to_vec();
    for _ in 0..1 + pick(seq, 6) {
        let at = pick(seq, v.len() + 1);
        match pick(seq, 6) {
            0 if !v.is_empty() => {
                let i = at.min(v.len() - 1);
                v[i] = INTERESTING[pick(seq, INTERESTING.len())];
            }
            1 => v.insert(at, INTERESTING[pick(seq, INTERESTING.len())]),
            2 if !v.is_empty() => {
                let end = (at + pick(seq, 20)).min(v.len());
                v.drain(at.min(end)..end);
            }
            3 => v.truncate(at),
            4 => {
                let other = pool[pick(seq, pool.len())];
                let from = pick(seq, other.len() + 1);
                let to = (from + pick(seq, 40)).min(other.len());
                let piece = other[from..to].to_vec();
                v.splice(at..at, piece);
            }
            _ => {
                let i = pick(seq, v.len() + 1);
                let j = (i + pick(seq, 30)).min(v.len());
                let copy = v[i..j].to_vec();
                v.splice(at.min(v.len())..at.min(v.len()), copy);
            }
        }
    }
    v
}

/// How many inputs a target runs: `FUZZ_INPUTS`, else its own default
/// (fewer for the paths that score and write every file).
fn inputs(default: usize) -> usize {
    std::env::var("FUZZ_INPUTS").ok().and_then(|n| n.parse().ok()).unwrap_or(default)
}

/// Runs `run` on `n` inputs made by `make`, each within the time and memory
/// limits; the first failure names the target, the input and the seed.
fn fuzz_with(name: &str, n: usize, mut make: impl FnMut(&mut Sequence, usize) -> Vec<u8>, run: impl Fn(&[u8])) {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|p| p.into_inner());
    // `FUZZ_REPLAY=file` runs one kept input (with a backtrace, RUST_BACKTRACE=1).
    if let Some(input) = std::env::var("FUZZ_REPLAY").ok().and_then(|f| std::fs::read(f).ok()) {
        return run(&input);
    }
    watchdog();
    let mut seq = Sequence(seed(name));
    let (mut slowest, mut most, whole) = (0u128, 0usize, Instant::now());
    for i in 0..n {
        let input = make(&mut seq, i);
        *RUNNING.lock().unwrap_or_else(|p| p.into_inner()) = input.clone();
        let before = HELD.load(Ordering::Relaxed);
        PEAK.store(before, Ordering::Relaxed);
        let start = Instant::now();
        STARTED.store(clock().elapsed().as_millis().max(1) as u64, Ordering::Relaxed);
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(&input)));
        STARTED.store(0, Ordering::Relaxed);
        let (ms, bytes) = (start.elapsed().as_millis(), PEAK.load(Ordering::Relaxed).saturating_sub(before));
        let failed = outcome.is_err() || ms > MOST_MS || bytes > MOST_BYTES;
        // The whole input is kept in a file to run again; the message shows its start.
        let kept = format!("{}/fuzz-failed-{}.txt", std::env::temp_dir().display(), name.replace(' ', "-"));
        if failed {
            let _ = std::fs::write(&kept, &input);
        }
        let shown = String::from_utf8_lossy(&input[..input.len().min(1500)]).into_owned();
        let again = format!("(FUZZ_SEED={} runs this sequence again; the whole input is in {kept})", std::env::var("FUZZ_SEED").unwrap_or_default());
        assert!(outcome.is_ok(), "{name} panicked on input {i} {again}: {shown:?}");
        assert!(ms <= MOST_MS, "{name} took {ms} ms (limit {MOST_MS}) on input {i} {again}: {shown:?}");
        assert!(bytes <= MOST_BYTES, "{name} held {bytes} bytes (limit {MOST_BYTES}) on input {i} {again}: {shown:?}");
        (slowest, most) = (slowest.max(ms), most.max(bytes));
    }
    eprintln!("{name}: {n} inputs in {} ms, none failed; slowest {slowest} ms, most memory {} KB", whole.elapsed().as_millis(), most / 1024);
}

/// Byte-level mutations of `seeds`.
fn fuzz(name: &str, seeds: &[&[u8]], n: usize, run: impl Fn(&[u8])) {
    fuzz_with(name, n, |seq, i| mutate(seq, seeds[i % seeds.len()], seeds), run)
}

/// Swaps one value of a JSON document for an extreme or foreign one.
fn mutate_json(seq: &mut Sequence, seed: &Value, pool: &[Value]) -> Value {
    const NUMBERS: &[f64] =
        &[0.0, 1.0, -1.0, 2.0, 255.0, 999.0, 1000.0, 4294967295.0, 4294967296.0, 9007199254740993.0, 18446744073709551615.0, -9.2e18, 0.5, 1e308];
    let texts = ["", "<script>alert(1)</script>", "=HYPERLINK(\"x\")", "a\nb\r\t", "é", "0", "-", "NS", "EW"];
    let mut v = seed.clone();
    for _ in 0..1 + pick(seq, 3) {
        let at = pick(seq, count(&v));
        let node = nth(&mut v, at);
        match pick(seq, 9) {
            0 => *node = Value::from(NUMBERS[pick(seq, NUMBERS.len())]),
            1 => *node = Value::from(texts[pick(seq, texts.len())]),
            2 => *node = Value::from("x".repeat(10_000)),
            3 => *node = Value::Null,
            4 => {
                let other = &pool[pick(seq, pool.len())];
                *node = nth(&mut other.clone(), pick(seq, count(other))).clone();
            }
            5 => {
                if let Value::Array(a) = node {
                    if !a.is_empty() {
                        let i = pick(seq, a.len());
                        let copy = a[i].clone();
                        for _ in 0..1 + pick(seq, 100) {
                            a.insert(i, copy.clone());
                        }
                    }
                }
            }
            6 => match node {
                Value::Array(a) if !a.is_empty() => {
                    a.remove(pick(seq, a.len()));
                }
                Value::Object(o) if !o.is_empty() => {
                    let key = o.keys().nth(pick(seq, o.len())).cloned().unwrap_or_default();
                    o.remove(&key);
                }
                _ => {}
            },
            7 => match node {
                Value::Number(n) => *node = Value::from(n.as_i64().unwrap_or(0).wrapping_add(pick(seq, 3) as i64 - 1)),
                Value::Bool(b) => *node = Value::Bool(!*b),
                Value::Array(a) if a.len() > 1 => {
                    let (i, j) = (pick(seq, a.len()), pick(seq, a.len()));
                    a.swap(i, j);
                }
                _ => {}
            },
            _ => {
                if let Value::Number(n) = node {
                    *node = Value::from(n.as_i64().unwrap_or(0).wrapping_mul(1 << pick(seq, 40)));
                }
            }
        }
    }
    v
}

/// How many values a document holds (itself included).
fn count(v: &Value) -> usize {
    1 + match v {
        Value::Array(a) => a.iter().map(count).sum(),
        Value::Object(o) => o.values().map(count).sum(),
        _ => 0,
    }
}

/// The document's `k`th value, in document order.
fn nth(v: &mut Value, k: usize) -> &mut Value {
    fn go<'a>(v: &'a mut Value, k: &mut usize) -> Option<&'a mut Value> {
        if *k == 0 {
            return Some(v);
        }
        *k -= 1;
        match v {
            Value::Array(a) => a.iter_mut().find_map(|x| go(x, k)),
            Value::Object(o) => o.values_mut().find_map(|x| go(x, k)),
            _ => None,
        }
    }
    let mut k = k;
    // Every caller draws `k` below `count(v)`.
    go(v, &mut k).unwrap_or_else(|| unreachable!("a value past the document's end"))
}

/// JSON documents mutated value by value, half of them also byte by byte.
fn fuzz_json(name: &str, seeds: &[Value], n: usize, run: impl Fn(&[u8])) {
    let texts: Vec<Vec<u8>> = seeds.iter().map(|v| v.to_string().into_bytes()).collect();
    let pool: Vec<&[u8]> = texts.iter().map(|t| t.as_slice()).collect();
    fuzz_with(
        name,
        n,
        |seq, i| {
            let doc = mutate_json(seq, &seeds[i % seeds.len()], seeds).to_string().into_bytes();
            if i % 4 == 3 {
                mutate(seq, &doc, &pool)
            } else {
                doc
            }
        },
        run,
    )
}

/// A file of ../shared as a seed (none where it is absent: the test runs on
/// its hand-made seeds and is counted as skipped).
fn shared(path: &str) -> Vec<u8> {
    common::shared(path).and_then(|p| std::fs::read(p).ok()).unwrap_or_default()
}

/// Every file the event offers, as the scorer downloads them.
fn every_file(e: &clubscore_engine::bridge::Event) {
    for i in 0..files::BRIDGE_FILES {
        no_script(&files::bridge(e, i, &[]).unwrap_or_else(|| panic!("file {i} is offered but not made")));
    }
}

/// A page we write never carries a script, whatever the names in it say.
fn no_script(f: &files::ResultFile) {
    assert!(f.mime != "text/html" || !f.text.contains("<script"), "{} carries a script", f.name);
}

/// An event as the pages open it: a chess log replayed and every screen,
/// printout and file drawn; a bridge session scored and written as every
/// file; and its audit trail.
fn open_event(e: &Event) {
    use clubscore_engine::chess::{html, log, screens};
    match e.game() {
        GameKind::Chess => {
            let e = &games::as_chess(e.clone());
            let t = log::rebuild(e).tournament;
            for which in 0..2 {
                no_script(&files::chess(e, &t, which));
            }
            let _ = files::chess_trf(e, &t);
            let _ = screens::trail(&log::trail(e, Some(&t)), &|at| at.to_string());
            let _ = (screens::teams_head(&t, None), screens::settings(&t), screens::players(&t, "board"), screens::absent_list(&t));
            for team in t.teams.iter().take(50) {
                let _ = screens::team_card(&t, team.id, None);
            }
            let rounds = t.rounds.len() as u32;
            for round in (1..=rounds + 1).take(30) {
                let _ = (html::pairings(&t, round), html::line_up_forms(&t, round, None), html::match_sheets(&t, round, None));
                let matches = t.rounds.get(round as usize - 1).map_or(0, |r| r.matches.len());
                for m in 0..matches.min(50) {
                    let _ = (html::match_screen(&t, round, m), screens::line_ups(&t, round, m));
                }
            }
            for what in
                [html::Printout::Standings, html::Printout::CrossTable, html::Printout::Rosters, html::Printout::BoardPrizes, html::Printout::Individual]
            {
                let _ = html::printout(&t, what, None);
            }
        }
        GameKind::Bridge => {
            // A set-up this version cannot read is refused on opening, as the scorer's page refuses it.
            let Ok(e) = &games::as_bridge(e.clone()) else { return };
            every_file(e);
            let _ = clubscore_engine::audit::trail(e, &clubscore_engine::bridge::words::say);
        }
    }
}

/// A bridge results file as the import page takes it: read, made an event
/// (with either answer to "are NS 1 and EW 1 one pair?"), opened.
fn import_bridge_file(b: &[u8]) {
    let Ok(read) = session_file::read(b) else { return };
    // A session in IMPs, as the command line scores it.
    if let Some((_, method)) = &read.imps {
        let boards: Vec<_> = read.boards.iter().map(|b| b.to_board()).collect();
        let _ = clubscore_engine::bridge::impairs::score_session_imps(&boards, *method, read.field(None).field);
    }
    let _ = import::differences(&read, read.field(None).field, ScoringSpec::default());
    for asked in [None, Some(Directions::Shared), Some(Directions::Separate)] {
        let source = Source { id: "f".into(), file: "f.pbn", date: "2026-12-01", now: 1, device: "d" };
        if let Ok(made) = import::event_from(&read, read.field(asked).field, ScoringSpec::default(), source) {
            open_event(&games::of_bridge(made.event));
        }
    }
}

/// A backup as the home page takes it: read, stored, listed, each event
/// opened, and merged with the copy here where it is one (`here`).
fn import_backup(b: &[u8], here: &[Event]) {
    let Ok(mut events) = backup::read(&String::from_utf8_lossy(b)) else { return };
    let mut lib = Library::new(MemoryStore::default());
    if lib.put_all(&mut events).is_ok() {
        let _ = lib.list::<clubscore_engine::games::Any>();
        // Stored in parts and read back, each event is what was stored.
        for e in &events {
            assert_eq!(lib.load(&e.id).as_ref(), Ok(e), "event {} back from its parts", e.id);
        }
    }
    for e in &events {
        open_event(e);
        if let Some(h) = here.iter().find(|h| h.id == e.id) {
            if let Ok((merged, _)) = games::merge_event(h, e, "the backup", "desk", 9) {
                open_event(&merged);
            }
        }
    }
}

#[test]
fn pbn_files_read_imported_and_written() {
    let ffb = shared("bridge/ffb_magic_contest/test_set.pbn");
    let excerpt = &ffb[..ffb.len().min(6000)];
    let cross = PBN_SEED.replace("[Event \"Club\"]", "[Event \"Club\"]\n[Scoring \"IMP;Butler-2;Mean\"]");
    let seeds: Vec<&[u8]> = [PBN_SEED.as_bytes(), excerpt, cross.as_bytes()].into_iter().filter(|s| !s.is_empty()).collect();
    fuzz("pbn", &seeds, inputs(3_000), |b| {
        let _ = pbn::read_session(b);
        import_bridge_file(b);
    });
}

#[test]
fn usebio_files_read_imported_and_written() {
    let real = shared("bridge/usebio_compscore/mp_pairs_mitchell_03.xml");
    let head = &real[..real.len().min(3000)];
    let board = real.windows(22).position(|w| w == b"<BOARD EVENT_TYPE=\"MP_");
    let tail = board.map(|i| &real[i..real.len().min(i + 3000)]).unwrap_or_default();
    let made = b"<?xml version=\"1.0\"?><USEBIO><EVENT EVENT_TYPE=\"MP_PAIRS\"><PARTICIPANTS><PAIR><PAIR_NUMBER>1NS</PAIR_NUMBER><PLAYER><PLAYER_NAME>A &amp; B</PLAYER_NAME></PLAYER></PAIR></PARTICIPANTS><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1EW</EW_PAIR_NUMBER><SCORE>A6040</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>";
    let seeds: Vec<&[u8]> = [head, tail, made.as_slice()].into_iter().filter(|s| !s.is_empty()).collect();
    fuzz("usebio", &seeds, inputs(3_000), |b| {
        let _ = usebio::read_session(b);
        import_bridge_file(b);
    });
}

#[test]
fn recaps_read_imported_and_written() {
    fuzz("recap", &[RECAP_SEED.as_bytes()], inputs(3_000), |b| {
        let _ = recap::read(&pbn::decode_text(b));
        import_bridge_file(b);
    });
}

/// The events a backup seed holds: a bridge session with results (the PBN
/// seed imported) and a chess team event with a round paired (a report imported).
fn sample_events() -> Vec<Event> {
    let read = session_file::read(PBN_SEED.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    let source = Source { id: "bridge1".into(), file: "seed.pbn", date: "2026-12-01", now: 1, device: "desk" };
    let bridge = import::event_from(&read, read.field(None).field, ScoringSpec::default(), source).unwrap_or_else(|e| panic!("{e}")).event;
    let mut events = vec![games::of_bridge(bridge)];
    let report = shared("chess/fixtures/fideteam_nocolor.trf");
    if let Ok((t, notes)) = clubscore_engine::chess::transfer::import(&report) {
        use clubscore_engine::chess::log;
        let mut chess = log::event_from_report(t, &notes, "seed.trf", "chess1".into(), "desk", 1, "2026-12-01").unwrap_or_else(|e| panic!("{e}"));
        let t = log::rebuild(&chess).tournament;
        if let Ok((command, _)) = log::pair_next(&t, &[], 7) {
            let entry = log::entry(&chess, &t, "desk", 2, command, None).unwrap_or_else(|e| panic!("{e:?}"));
            chess.append(entry).unwrap_or_else(|e| panic!("{e}"));
        }
        events.push(games::of_chess(chess));
    }
    events
}

#[test]
fn backups_read_stored_opened_and_merged() {
    let here = sample_events();
    let whole: Value = serde_json::from_str(&backup::write(&here, 1)).unwrap_or_else(|e| panic!("{e}"));
    let one: Vec<Value> = here.iter().map(|e| serde_json::from_str(&backup::write(std::slice::from_ref(e), 1)).unwrap_or_else(|x| panic!("{x}"))).collect();
    let small: Value = serde_json::from_str(BACKUP_SEED).unwrap_or_else(|e| panic!("{e}"));
    let seeds: Vec<Value> = [small, whole].into_iter().chain(one).collect();
    fuzz_json("backup", &seeds, inputs(1_500), |b| import_backup(b, &here));
    fuzz("backup bytes", &[BACKUP_SEED.as_bytes()], inputs(3_000), |b| import_backup(b, &here));
}

/// The chess log replayed: every command of a stored event, mutated value
/// by value (the `start` command's whole tournament among them), opened.
#[test]
fn chess_commands_replayed() {
    let Some(chess) = sample_events().into_iter().find(|e| e.game() == GameKind::Chess) else {
        return common::skipped("the chess sample needs ../shared/chess/fixtures");
    };
    let seed: Value = serde_json::to_value(&chess).unwrap_or_else(|e| panic!("{e}"));
    fuzz_json("chess log", &[seed], inputs(1_000), |b| {
        if let Ok(e) = serde_json::from_slice::<Event>(b) {
            open_event(&e);
        }
    });
}

/// A table pack as a table's device takes it, and the device driven through
/// its keypad by a sequence drawn from the input: boards entered, adjusted,
/// deleted, the PIN tried, rounds moved on; its stored state read back.
#[test]
fn table_packs_and_devices() {
    use clubscore_engine::tables::{device, pack::TablePack, stored};
    let bridge = &games::as_bridge(sample_events().swap_remove(0)).unwrap_or_else(|e| panic!("{e}"));
    let made = clubscore_engine::tables::pack::make(bridge, "1234", true, true, false, "salt").unwrap_or_else(|e| panic!("{e:?}"));
    let seed: Value = serde_json::from_str(&made.to_json()).unwrap_or_else(|e| panic!("{e}"));
    fuzz_json("table pack", &[seed], inputs(1_500), |b| {
        let Ok(pack) = TablePack::from_json(&String::from_utf8_lossy(b)) else { return };
        let tables = pack.tables();
        let mut state = device::TableState::new(pack, "tab".into());
        let mut seq = Sequence(b.len() as u64 | 1);
        for step in 0..40 {
            let at = 1_000 * step;
            let _ = match pick(&mut seq, 12) {
                0 => state.choose_table(tables.get(pick(&mut seq, tables.len() + 1)).copied().unwrap_or(999)),
                1 => state.start(None),
                2 => state.start(Some(seq.next(40) as u32)),
                3 => {
                    let strains = [Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump];
                    let risk = [Risk::Undoubled, Risk::Doubled, Risk::Redoubled][pick(&mut seq, 3)];
                    state.set_contract(Some(device::contract(seq.next(9) as u8, strains[pick(&mut seq, 5)], risk)));
                    Ok(())
                }
                4 => {
                    state.set_declarer([Seat::N, Seat::E, Seat::S, Seat::W][pick(&mut seq, 4)]);
                    Ok(())
                }
                5 => state.set_result(seq.next(30) as i8 - 15),
                6 => state.accept_as(&seq.next(30).to_string(), at as i64),
                7 => state.adjust(seq.next(40) as u32, [60.0, 40.0, -5.0, 1e300, f64::NAN, 50.0][pick(&mut seq, 6)], 40.0, at as i64),
                8 => state.delete(seq.next(40) as u32, at as i64),
                // The PIN's key derivation is slow by design: tried at most once an input.
                9 if step == 0 => state.unlock(["1234", "0000", ""][pick(&mut seq, 3)], at as i64),
                10 => {
                    state.next_round();
                    Ok(())
                }
                _ => {
                    state.back();
                    Ok(())
                }
            };
            let _ = (state.score_text(), state.played_html(), state.next_move(), state.next_board());
        }
        let kept = stored::encode(&state);
        assert!(stored::decode(&kept).is_ok(), "a device's state is not read back");
        let _ = state.results_file().to_json();
    });
}

/// A table's results file merged into the scorer's event: its entries
/// mutated value by value (other tables' boards, other rounds, corrections
/// of others' entries, numbers past every limit), then the event opened.
#[test]
fn table_results_merged() {
    use clubscore_engine::tables::{device, pack, results};
    let bridge = games::as_bridge(sample_events().remove(0)).unwrap_or_else(|e| panic!("{e}"));
    let made = pack::make(&bridge, "1234", false, false, false, "salt").unwrap_or_else(|e| panic!("{e:?}"));
    let mut state = device::TableState::new(made, "tab".into());
    let table = state.pack.tables()[0];
    state.choose_table(table).unwrap_or_else(|e| panic!("{e:?}"));
    for _ in 0..2 {
        if state.start(None).is_ok() {
            state.set_contract(Some(device::contract(3, Strain::NoTrump, Risk::Undoubled)));
            state.set_declarer(Seat::N);
            let _ = state.set_result(0);
            let _ = state.accept_as("", 5);
        }
    }
    let seed: Value = serde_json::from_str(&state.results_file().to_json()).unwrap_or_else(|e| panic!("{e}"));
    fuzz_json("table results", &[seed], inputs(1_500), |b| {
        let Ok(file) = results::TableResults::from_json(&String::from_utf8_lossy(b)) else { return };
        let mut event = bridge.clone();
        if results::merge(&mut event, &file, "desk", 9).is_ok() {
            let _ = (results::conflicts(&event), results::arrivals(&event));
            open_event(&games::of_bridge(event));
        }
    });
}

/// A result typed into a row: contracts, scores, adjusted and weighted
/// scores, split scores, with every number pushed past its range.
#[test]
fn typed_results() {
    use clubscore_engine::bridge::entry;
    let seeds: &[&[u8]] = &[
        b"4S= N",
        b"3NTX W -2",
        b"420",
        b"-1430",
        b"A+",
        b"A-/A+",
        b"60%/40%",
        b"4294967295% 3NT N 10 + 101% 3NT N 9",
        b"50% 4H S 10 + 50% 4H S 11",
        b"DNP",
        b"7NTXX E +0",
        b"P",
    ];
    fuzz("typed results", seeds, inputs(20_000), |b| {
        let line = String::from_utf8_lossy(b);
        for (declarer, tricks) in [("", ""), ("N", "10"), ("W", "99999999999")] {
            if let Ok(e) = entry::typed(&line, declarer, tricks) {
                for board in [1, 4, 999] {
                    let _ = entry::outcome(board, &e);
                }
            }
        }
    });
}

/// The chess TRF reader, the matches rebuilt from what it reads, and the
/// report imported as the import page does and opened, on mutations of the
/// real team files (Greek names included).
#[test]
fn trf_reports_read_imported_and_opened() {
    let cup = shared("chess/fixtures/friendship_cup_2024.trf");
    let small = shared("chess/fixtures/fideteam_nocolor.trf");
    let grand = shared("chess/fixtures/grandmommyscup.trf");
    let tail = &grand[grand.len().saturating_sub(8000)..];
    let seeds: Vec<&[u8]> = [
        &cup[..cup.len().min(8000)],
        &small[..],
        tail,
        b"310   1 Team".as_slice(),
        b"299    -5.0          1    1\n299 +   2.0   1.5    2    3    4\n".as_slice(),
    ]
    .into_iter()
    .filter(|s| !s.is_empty())
    .collect();
    fuzz("trf", &seeds, inputs(2_000), |b| {
        if let Ok(trf) = clubscore_engine::chess::trf::read(&String::from_utf8_lossy(b)) {
            use clubscore_engine::chess::{matches, tiebreak, tournament, transfer};
            let record = matches::record(&trf);
            let _ = tiebreak::rank(&record, &tiebreak::default_list(&record), tiebreak::Edition::Y2026);
            // Read into a tournament and written again: no panic either.
            let t = transfer::from_trf(&trf);
            let _ = clubscore_engine::chess::trf::write(&transfer::to_trf(&t));
            let _ = tournament::record(&t);
            // And the next round paired from it (a refusal is fine; a panic is not).
            let rules = clubscore_engine::chess::history::rules(&trf);
            let teams: Vec<u32> = record.teams.iter().map(|x| x.number).collect();
            let round = record.results.len() as u32 + 1;
            let _ = clubscore_engine::chess::pairing::pair(&clubscore_engine::chess::history::setup(&record, &rules, round, &teams, None));
        }
        // As the import page takes it: a new chess event, opened on the chess page.
        if let Ok((t, notes)) = clubscore_engine::chess::transfer::import(b) {
            if let Ok(e) = clubscore_engine::chess::log::event_from_report(t, &notes, "f.trf", "f".into(), "d", 1, "2026-12-01") {
                open_event(&games::of_chess(e));
            }
        }
    });
}
