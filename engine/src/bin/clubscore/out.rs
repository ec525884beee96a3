//! What every command writes: JSON to stdout, messages to stderr, and the files it reads.

use std::process::ExitCode;

/// Writes the JSON answer. A reader that stops early (`| head`) is not an error.
pub fn emit(value: &serde_json::Value) -> ExitCode {
    say(&format!("{value}\n"))
}

pub fn say(text: &str) -> ExitCode {
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    ExitCode::SUCCESS
}

pub fn usage(problem: &str) -> ExitCode {
    eprintln!("clubscore: {problem}\nRun `clubscore --help` for the commands.");
    ExitCode::from(2)
}

/// A file's text, or a message on stderr saying why it cannot be read.
pub fn read_text(path: &str) -> Result<String, ()> {
    std::fs::read_to_string(path).map_err(|e| eprintln!("clubscore: cannot read {path}: {e}"))
}

/// A file's bytes, or a message on stderr saying why it cannot be read.
pub fn read_bytes(path: &str) -> Result<Vec<u8>, ()> {
    std::fs::read(path).map_err(|e| eprintln!("clubscore: cannot read {path}: {e}"))
}
