//! The American club games in ../shared/bridge/rchillyard_Bridge (their own
//! recap format): read as far as the format goes, scored on the ACBL scale
//! with Neuberg factoring, and every deliberate fault found at its line.

use clubscore_engine::bridge::matchpoints::{Different, MpScale};
use clubscore_engine::bridge::pairs::{score_session, Field, Options};
use clubscore_engine::formats::recap::read;
use std::path::PathBuf;

mod common;

fn dir() -> Option<PathBuf> {
    common::shared("bridge/rchillyard_Bridge")
}

fn text(path: &PathBuf) -> String {
    clubscore_engine::formats::pbn::decode_text(&std::fs::read(path).unwrap_or_default())
}

/// Every club game that reads, with what the reader asks the director to look at.
const GAMES: [(&str, &str); 18] = [
    ("ConcordCountryClub20191007.txt", ""),
    ("keremshalom.2019.0509.txt", "most pairs have 5 boards, but NS 1: 4, EW 2: 4, NS 2: 6, EW 3: 6"),
    ("keremshalom.2019.0919.txt", ""),
    ("travelers.lexington.2016.0503", "most pairs have 7 boards, but 3: 6, 10: 6"),
    ("travelers.lexington.2016.0503.orig", ""),
    ("travelers.lexington.2016.0517", ""),
    ("travelers.lexington.2016.0607", ""),
    ("travelers.lexington.2016.0614", "most pairs have 9 boards, but EW 1: 8, NS 1: 8"),
    ("travelers.lexington.2016.0705", ""),
    ("travelers.lexington.2016.1101", ""),
    ("travelers.lexington.2017.0228", ""),
    ("travelers.lexington.2017.0404", ""),
    ("Newton/Newton20240917.txt", ""),
    ("Newton/Newton20240924.txt", ""),
    ("Newton/Newton20241001a.txt", ""),
    ("Newton/Newton20241001b.txt", ""),
    ("Newton/Newton20241119.txt", ""),
    ("Newton/Newton Scoring 20241119.txt", ""),
];

#[test]
fn club_games_score_and_add_up() {
    let Some(dir) = dir() else { return };
    for (name, warning) in GAMES {
        let recap = read(&text(&dir.join(name))).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!recap.boards.is_empty(), "{name}");
        assert_eq!(recap.warnings.join("; "), warning, "{name}");
        let field = if recap.two_winners { Field::TwoWinners } else { Field::OneWinner };
        let s = score_session(&recap.boards, Options { scale: MpScale::Acbl, different: Different::Neuberg, field, ..Options::default() });
        assert!(s.check.adds_up(), "{name}: {:?}", s.check);
        // Every pair listed with a result is ranked, and places start at 1.
        assert!(s.standings.iter().any(|x| x.rank == "1" || x.rank == "1="), "{name}");
        for st in &s.standings {
            assert!(st.pct >= 0.0 && st.pct <= 100.0, "{name}: pair {} {}", st.pair, st.pct);
            assert!(st.mp <= st.max + 1e-9);
        }
    }
}

#[test]
fn deliberate_faults_are_found_at_their_line() {
    let Some(dir) = dir() else { return };
    // KeremShalom.txt ends with a traveller from another game.
    let e = read(&text(&dir.join("KeremShalom.txt"))).map(|_| "read without error".to_string()).unwrap_or_else(|e| e.to_string());
    assert!(e.starts_with("line ") && e.ends_with("is not in the list of pairs"), "{e}");
    // The two files made bad on purpose read, with the fault named for the director.
    let phantom = read(&text(&dir.join("Newton/Newton20241015bad.txt"))).map(|r| r.warnings);
    assert_eq!(phantom, Ok(vec!["pair 8 NS is listed as \"Phantom Pair\" but has scores on board(s) 1, 2".to_string()]));
    let uneven = read(&text(&dir.join("Newton/Newton20241105bad.txt"))).map(|r| r.warnings);
    assert_eq!(uneven, Ok(vec!["most pairs have 4 boards, but NS 1: 6, NS 2: 6".to_string()]));
    // Real faults in real files, and files that are not scores at all.
    for (name, expected) in [
        ("travelers.lexington.2016.1018", "line 28: board 1: a pair here already has a result on it (NS 1 v EW 1)"),
        ("H0406.txt", "line 13: a pickup slip line is \"board score\""),
        ("traveler1", "line 5: a traveller line is \"ns ew score\""),
    ] {
        let e = read(&text(&dir.join(name))).map(|_| "read without error".to_string()).unwrap_or_else(|e| e.to_string());
        assert_eq!(e, expected, "{name}");
    }
}

#[test]
fn the_command_line_scores_a_club_recap() {
    let Some(dir) = dir() else { return };
    let file = dir.join("Newton/Newton20241001a.txt");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_clubscore"))
        .args(["bridge", "score"])
        .arg(&file)
        .args(["--mp", "acbl"])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
    // A two-winner game: nine NS and nine EW pairs, each ranked in its own field.
    let pairs = v["pairs"].as_array().cloned().unwrap_or_default();
    assert_eq!(pairs.len(), 18);
    assert_eq!(pairs.iter().filter(|p| p["direction"] == "NS").count(), 9);
    assert!(pairs.iter().any(|p| p["direction"] == "EW" && p["rank"] == "1"));
    // The library reads the same file to the same standings.
    let recap = read(&text(&file)).unwrap_or_else(|e| panic!("{e}"));
    let s = score_session(&recap.boards, Options { scale: MpScale::Acbl, different: Different::Neuberg, field: Field::TwoWinners, ..Options::default() });
    assert_eq!(s.standings.len(), 18);
    for (a, b) in s.standings.iter().zip(&pairs) {
        assert_eq!((a.pair as u64, a.rank.as_str()), (b["pair"].as_u64().unwrap_or(0), b["rank"].as_str().unwrap_or("")));
    }
}
