//! The command-line program: the same engine, natively, for scripts and checks.
//! JSON on stdout; errors on stderr with a non-zero exit.

use clubscore_engine::event::{Action, EntryId, LogEntry, Role};
use clubscore_engine::formats::backup;
use clubscore_engine::library::{Library, MemoryStore};
use clubscore_engine::{Event, Format};
use std::process::ExitCode;
use std::time::Instant;

const HELP: &str = "clubscore — the Clubscore scoring engine on the command line

Usage:
  clubscore --help                Show this help
  clubscore --version             Show the version
  clubscore backup check FILE     Check a Clubscore backup file; print its events as JSON
  clubscore bench                 Time the device library and backups on a large club's data

Output is JSON on standard output. Problems go to standard error, and the
exit status is 1 for bad input, 2 for a wrong command.
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        [] | ["--help"] | ["-h"] | ["help"] => {
            print!("{HELP}");
            ExitCode::SUCCESS
        }
        ["--version"] | ["-V"] => {
            println!("clubscore {}", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
        ["backup", "check", path] => backup_check(path),
        ["bench"] => bench(),
        _ => {
            eprintln!("clubscore: unknown command: {}\nRun `clubscore --help` for the commands.", args.join(" "));
            ExitCode::from(2)
        }
    }
}

fn backup_check(path: &str) -> ExitCode {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("clubscore: cannot read {path}: {e}");
            return ExitCode::from(1);
        }
    };
    match backup::read(&text) {
        Ok(events) => {
            let list: Vec<_> = events
                .iter()
                .map(|e| {
                    serde_json::json!({
                        "id": e.id, "name": e.name, "format": e.format, "date": e.date,
                        "revision": e.revision, "participants": e.participants.len(), "log_entries": e.log.len(),
                    })
                })
                .collect();
            println!("{}", serde_json::json!({ "ok": true, "events": list }));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("clubscore: {path}: {e}");
            ExitCode::from(1)
        }
    }
}

/// A full device: 36 events of 40 pairs with 1,000 log entries each, about
/// 4.3 MB, near a browser's 5 MB local-storage quota. Prints, as JSON, how long
/// the operations a scorer waits for take.
fn bench() -> ExitCode {
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
    let (list_ms, listed) = time(|| lib.list().map(|l| l.len()).unwrap_or(0));
    let (load_ms, _) = time(|| lib.load("bench0"));
    let mut first = lib.load("bench0").unwrap_or_else(|_| events[0].clone());
    first.name.push('!');
    let (save_ms, _) = time(|| lib.save(&first, 2));
    let all = lib.all_events().unwrap_or_default();
    let (write_ms, text) = time(|| backup::write(&all, 3));
    let (read_ms, back) = time(|| backup::read(&text).map(|v| v.len()).unwrap_or(0));
    let figures = serde_json::json!({
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
    });
    println!("{figures}");
    ExitCode::SUCCESS
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
    let mut e = Event::new(format!("bench{i}"), &format!("Club night {i}"), Format::BridgePairs, "2026-11-29", 0)
        .unwrap_or_else(|err| unreachable!("{err}"));
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
