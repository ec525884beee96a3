//! The command-line program: the same engine, natively, for scripts and checks.
//! JSON on stdout; errors on stderr with a non-zero exit.

use clubscore_engine::formats::backup;
use std::process::ExitCode;

const HELP: &str = "clubscore — the Clubscore scoring engine on the command line

Usage:
  clubscore --help                Show this help
  clubscore --version             Show the version
  clubscore backup check FILE     Check a Clubscore backup file; print its events as JSON

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
