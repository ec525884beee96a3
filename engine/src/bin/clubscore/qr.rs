//! `clubscore qr …`: a file through QR codes and back (the tests' independent check), and as a video.

use super::out;
use std::process::ExitCode;

pub fn check(path: &str) -> ExitCode {
    let Ok(text) = out::read_text(path) else { return ExitCode::from(1) };
    let (frames, clean, photographed, whole) = clubscore_engine::tables::qr::check(&text);
    out::emit(&serde_json::json!({"frames": frames, "clean": clean, "photographed": photographed, "whole": whole}));
    if clean == frames && photographed == frames && whole {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

pub fn video(path: &str, out: &str) -> ExitCode {
    let Ok(text) = out::read_text(path) else { return ExitCode::from(1) };
    match std::fs::write(out, clubscore_engine::tables::qr::video(&text, 10)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("clubscore: cannot write {out}: {e}");
            ExitCode::from(1)
        }
    }
}
