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

/// The encoding asked for with `--encoding NAME` (every command that reads a file).
static ENCODING: std::sync::OnceLock<clubscore_engine::formats::encoding::Encoding> = std::sync::OnceLock::new();

pub fn ask_encoding(e: clubscore_engine::formats::encoding::Encoding) {
    let _ = ENCODING.set(e);
}

/// A text file in the encoding asked for, else UTF-8 or the code page its
/// bytes suggest; a file that is not UTF-8 is said on standard error.
pub fn read_any_text(path: &str) -> Result<String, ()> {
    use clubscore_engine::formats::encoding::{decode, Encoding};
    let bytes = read_bytes(path)?;
    let (text, used) = decode(&bytes, ENCODING.get().copied());
    if used != Encoding::Utf8 && ENCODING.get().is_none() {
        eprintln!("clubscore: {path}: warning: not UTF-8: read as {} (say --encoding NAME if it is another)", used.name());
    }
    Ok(text)
}
