//! A bridge session's log entries in a scorer's words: a result with its
//! score, a slip, a fouled board (the audit trail says notes, undos and
//! held entries itself).

use super::entry::ResultEntry;
use super::session;
use crate::bridge::command::Command;
use crate::bridge::{Action, Event, LogEntry};

/// What a bridge entry did, in a scorer's words.
pub fn say(event: &Event, entry: &LogEntry) -> String {
    match &entry.action {
        Action::Game(c) => command(c, crate::bridge::numbering::Numbering::of_setup(event.setup)),
        _ => "An entry of another game".into(),
    }
}

/// What a bridge command did, in a scorer's words, its pairs numbered as
/// `numbering` writes them.
pub fn command(command: &Command, numbering: crate::bridge::numbering::Numbering) -> String {
    match command {
        Command::Result { board, ns, ew, entry: result } => {
            let what = match result {
                ResultEntry::Played { contract, declarer, tricks, .. } => {
                    let by = declarer.map(|d| format!(" by {}", d.letter())).unwrap_or_default();
                    let score = match session::outcome(*board, result) {
                        Ok(crate::bridge::matchpoints::Outcome::Score(s)) => format!(", NS {s:+}"),
                        _ => String::new(),
                    };
                    format!("{contract}{by}, {tricks} tricks{score}")
                }
                ResultEntry::Adjusted { ns_pct, ew_pct } => format!("adjusted {}% NS, {}% EW", crate::text::plain(*ns_pct), crate::text::plain(*ew_pct)),
                ResultEntry::Weighted { parts } => {
                    let parts: Vec<String> = parts
                        .iter()
                        .map(|p| format!("{}% of {}{} {}", p.pct, p.contract, p.declarer.map(|d| format!(" by {}", d.letter())).unwrap_or_default(), p.tricks))
                        .collect();
                    format!("weighted: {}", parts.join(" + "))
                }
                ResultEntry::NotPlayed => "not played".into(),
                ResultEntry::Score { ns } => format!("NS {ns:+} (score only)"),
            };
            format!("Board {board}, NS {ns} v EW {}: {what}", numbering.number(*ew))
        }
        Command::MatchSlip { round, home, away, team: 0, imps_for, imps_against } => {
            format!("Round {round}, {home} v {away}: settled at {imps_for}–{imps_against} IMPs")
        }
        Command::MatchSlip { round, home, away, team, imps_for, imps_against } => {
            format!("Round {round}, {home} v {away}: team {team}'s slip, {imps_for}–{imps_against} IMPs")
        }
        Command::MatchVps { round, home, away, team, vps_for, vps_against } => {
            let vps = format!("{}–{} VPs", crate::text::hundredths(*vps_for), crate::text::hundredths(*vps_against));
            if *team == 0 {
                format!("Round {round}, {home} v {away}: settled at {vps}")
            } else {
                format!("Round {round}, {home} v {away}: team {team}'s slip, {vps}")
            }
        }
        Command::FouledBoard { board, other_deal } if other_deal.is_empty() => format!("Board {board} is not fouled"),
        Command::FouledBoard { board, other_deal } => {
            let lines: Vec<String> = other_deal.iter().map(|(ns, ew)| format!("NS {ns} v EW {}", numbering.number(*ew))).collect();
            format!("Board {board} fouled: the other version played by {}", lines.join(", "))
        }
        Command::Deals { seed: Some(seed), boards, .. } => format!("Deals of {} boards, dealt from the seed {seed}", boards.len()),
        Command::Deals { seed: None, boards, .. } => format!("Deals of {} boards, from a hand record", boards.len()),
        // The players themselves are on the match's line-ups (`line_up::words`).
        Command::LineUp { round, home, away, team, seats } => format!("Round {round}, {home} v {away}: team {team}'s line-up of {} seat(s)", seats.len()),
    }
}
