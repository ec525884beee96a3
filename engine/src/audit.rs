//! The audit trail: every log entry in words, with who, when, why, and
//! whether it still counts.

use crate::bridge::session::{self, ResultEntry};
use crate::event::{Action, EntryId, Event, LogEntry, Role};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Counts now.
    Current,
    /// Replaced by a later correction, or withdrawn.
    SetAside,
    /// An undo (a withdrawal) that counts.
    Undo,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub id: EntryId,
    pub at: i64,
    pub role: Role,
    pub text: String,
    pub why: Option<String>,
    pub status: Status,
}

/// What an entry says, in a scorer's words.
pub fn describe(event: &Event, entry: &LogEntry) -> String {
    let target = |id: &EntryId| event.log.iter().position(|e| &e.id == id).map(|i| format!("entry {}", i + 1)).unwrap_or_else(|| "an entry".into());
    let corrects = entry.supersedes.as_ref().map(|id| format!(" (corrects {})", target(id))).unwrap_or_default();
    match &entry.action {
        Action::Note { text } => format!("Note: {text}{corrects}"),
        // The chess page says its own entries (`chess::log::describe_entry`); here, what kind of command it was.
        Action::Chess(command) => format!("Chess: {}{corrects}", command.get("c").and_then(|c| c.as_str()).unwrap_or("command").replace('_', " ")),
        Action::Withdraw => format!("Undo {}", entry.supersedes.as_ref().map(target).unwrap_or_default()),
        Action::BridgeResult { board, ns, ew, entry: result } => {
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
                    let parts: Vec<String> = parts.iter().map(|p| format!("{}% of {}{} {}", p.pct, p.contract, p.declarer.map(|d| format!(" by {}", d.letter())).unwrap_or_default(), p.tricks)).collect();
                    format!("weighted: {}", parts.join(" + "))
                }
                ResultEntry::NotPlayed => "not played".into(),
                ResultEntry::Score { ns } => format!("NS {ns:+} (score only)"),
            };
            format!("Board {board}, NS {ns} v EW {}: {what}{corrects}", crate::bridge::numbering::Numbering::of(event).number(*ew))
        }
        Action::Held { from, entry: held } => {
            let what = describe(event, &LogEntry { supersedes: None, ..held.as_ref().clone() });
            format!("Held back for the director: {from}'s {}{corrects}", crate::text::lowercase_first(&what))
        }
        Action::MatchSlip { round, home, away, team: 0, imps_for, imps_against } => format!("Round {round}, {home} v {away}: settled at {imps_for}–{imps_against} IMPs{corrects}"),
        Action::MatchSlip { round, home, away, team, imps_for, imps_against } => format!("Round {round}, {home} v {away}: team {team}'s slip, {imps_for}–{imps_against} IMPs{corrects}"),
        Action::MatchVps { round, home, away, team, vps_for, vps_against } => {
            let vps = format!("{}–{} VPs", crate::text::hundredths(*vps_for), crate::text::hundredths(*vps_against));
            if *team == 0 { format!("Round {round}, {home} v {away}: settled at {vps}{corrects}") } else { format!("Round {round}, {home} v {away}: team {team}'s slip, {vps}{corrects}") }
        }
        Action::FouledBoard { board, other_deal } if other_deal.is_empty() => format!("Board {board} is not fouled{corrects}"),
        Action::FouledBoard { board, other_deal } => {
            let lines: Vec<String> = other_deal.iter().map(|(ns, ew)| format!("NS {ns} v EW {}", crate::bridge::numbering::Numbering::of(event).number(*ew))).collect();
            format!("Board {board} fouled: the other version played by {}{corrects}", lines.join(", "))
        }
    }
}

/// The whole trail, newest first. A result that counts but was followed by
/// another for the same board and pairs (a table's result taken in a
/// conflict) is shown set aside: only the last one counts.
pub fn trail(event: &Event) -> Vec<Line> {
    let mut dead = event.superseded();
    let mut last = std::collections::HashSet::new();
    for e in event.effective_log().into_iter().rev() {
        if let Action::BridgeResult { board, ns, ew, .. } = &e.action {
            if !last.insert((*board, *ns, *ew)) {
                dead.insert(&e.id);
            }
        }
    }
    event
        .log
        .iter()
        .rev()
        .map(|e| Line {
            id: e.id.clone(),
            at: e.at,
            role: e.role,
            text: describe(event, e),
            why: e.why.clone(),
            status: match (&e.action, dead.contains(&e.id)) {
                (_, true) => Status::SetAside,
                (Action::Withdraw, false) => Status::Undo,
                _ => Status::Current,
            },
        })
        .collect()
}

/// The entry that undoes `id` (a withdrawal), with the reason given.
pub fn undo(event: &Event, id: &EntryId, device: &str, at: i64, role: Role, why: Option<String>) -> LogEntry {
    LogEntry { id: EntryId { device: device.to_string(), seq: event.next_seq(device) }, at, role, action: Action::Withdraw, supersedes: Some(id.clone()), why }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::board::Seat;
    
    use crate::bridge::session::result_entry;
    

    #[test]
    fn the_trail_says_what_happened_and_what_counts() {
        let mut e = crate::fixtures::mitchell("e", "Trail", 3, 1);
        let play = |t: u8| ResultEntry::Played { contract: "4S".into(), declarer: Some(Seat::N), tricks: t, lead: None };
        let first = result_entry(&e, "desk", 10, Role::Scorer, 1, 1, 1, play(10), None);
        e.append(first).unwrap_or_else(|x| unreachable!("{x}"));
        let fix = result_entry(&e, "desk", 20, Role::Director, 1, 1, 1, play(11), Some("tricks misread".into()));
        e.append(fix).unwrap_or_else(|x| unreachable!("{x}"));
        let lines = trail(&e);
        assert_eq!(lines[0].text, "Board 1, NS 1 v EW 1: 4S by N, 11 tricks, NS +450 (corrects entry 1)");
        assert_eq!((lines[0].status, lines[0].why.as_deref()), (Status::Current, Some("tricks misread")));
        assert_eq!((lines[1].text.as_str(), lines[1].status), ("Board 1, NS 1 v EW 1: 4S by N, 10 tricks, NS +420", Status::SetAside));
        // Undo the correction: the first result counts again.
        let u = undo(&e, &lines[0].id, "desk", 30, Role::Director, Some("my mistake".into()));
        e.append(u).unwrap_or_else(|x| unreachable!("{x}"));
        let lines = trail(&e);
        assert_eq!((lines[0].text.as_str(), lines[0].status), ("Undo entry 2", Status::Undo));
        assert_eq!(lines[1].status, Status::SetAside);
        assert_eq!(lines[2].status, Status::Current);
        assert_eq!(session::score(&e).boards[0].results.len(), 1);
    }
}
