//! `clubscore backup check`: a backup file read as the app would, before importing it.

use super::out;
use clubscore_engine::formats::backup;
use std::process::ExitCode;

pub fn check(path: &str) -> ExitCode {
    let Ok(text) = out::read_text(path) else { return ExitCode::from(1) };
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
            out::emit(&serde_json::json!({ "ok": true, "events": list }))
        }
        Err(e) => {
            eprintln!("clubscore: {path}: {e}");
            ExitCode::from(2)
        }
    }
}
