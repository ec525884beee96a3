//! The audit trail of any event: every log entry in words (the game says
//! its own commands), with who, when, why, and whether it still counts;
//! undo, and restore points to go back to. It knows no game: each game
//! says what its commands set (its `Game`) and says them in its words.

use crate::event::{target_of, Action, EntryId, Event, Game, LogEntry, Role};

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
    /// A restore point, to go back to.
    pub restore: bool,
}

/// How a game says one of its commands (`bridge::words::say`, `chess::log::say`).
pub type Say<'a, G> = &'a dyn Fn(&Event<G>, &LogEntry<G>) -> String;

/// What an entry says: a note, an undo, an entry held back, or the game's
/// own command in its words; and which entry it corrects.
pub fn describe<G: Game>(event: &Event<G>, entry: &LogEntry<G>, say: Say<G>) -> String {
    let target = |id: &EntryId| event.log.iter().position(|e| &e.id == id).map(|i| format!("entry {}", i + 1)).unwrap_or_else(|| "an entry".into());
    let corrects = entry.supersedes.as_ref().map(|id| format!(" (corrects {})", target(id))).unwrap_or_default();
    match &entry.action {
        Action::Note { text } => format!("Note: {text}{corrects}"),
        Action::Withdraw => format!("Undo {}", entry.supersedes.as_ref().map(target).unwrap_or_default()),
        Action::Held { from, entry: held } => {
            let what = say(event, &LogEntry { supersedes: None, ..held.as_ref().clone() });
            format!("Held back for the {}: {from}'s {}{corrects}", G::OFFICIAL, crate::text::lowercase_first(&what))
        }
        _ => format!("{}{corrects}", say(event, entry)),
    }
}

/// The whole trail, newest first. A command that counts but was followed
/// by another for the same target (a result taken in a conflict) is shown
/// set aside: only the last one counts.
pub fn trail<G: Game>(event: &Event<G>, say: Say<G>) -> Vec<Line> {
    let mut dead = event.superseded();
    let mut last = crate::fast_hash::FastSet::default();
    for e in event.effective_log().into_iter().rev() {
        if let Some(t) = target_of(&e.action) {
            if !last.insert(t) {
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
            text: describe::<G>(event, e, say),
            why: e.why.clone(),
            status: match (&e.action, dead.contains(&e.id)) {
                (_, true) => Status::SetAside,
                (Action::Withdraw, false) => Status::Undo,
                _ => Status::Current,
            },
            restore: matches!(&e.action, Action::Note { text } if text.starts_with(RESTORE_POINT)),
        })
        .collect()
}

/// The entry that undoes `id` (a withdrawal), with the reason given.
pub fn undo<G: Game>(event: &Event<G>, id: &EntryId, device: &str, at: i64, role: Role, why: Option<String>) -> LogEntry<G> {
    LogEntry { id: EntryId { device: device.to_string(), seq: event.next_seq(device) }, at, role, action: Action::Withdraw, supersedes: Some(id.clone()), why }
}

/// How a restore point's note begins.
pub const RESTORE_POINT: &str = "Restore point: ";

/// A restore point, saved before a command that changes much at once (a
/// draw by lot, a regeneration, a forfeit by decision): a note in the log
/// that the audit trail offers to go back to.
pub fn restore_point<G: Game>(event: &Event<G>, device: &str, at: i64, before: &str) -> LogEntry<G> {
    event.new_entry(device, at, Role::Scorer, Action::Note { text: format!("{RESTORE_POINT}before {before}") })
}

/// Going back to a restore point: an entry setting aside each command made
/// after it (those already set aside too, so undoing their corrections
/// cannot bring them back; an entry held back too), and each undo after it
/// of an entry made before it, so what counts is again what counted at the
/// restore point. Nothing leaves the log: going back is itself entries.
pub fn back_to<G: Game>(event: &Event<G>, point: &EntryId, device: &str, at: i64) -> Vec<LogEntry<G>> {
    let Some(from) = event.log.iter().position(|e| &e.id == point) else { return Vec::new() };
    let before: crate::fast_hash::FastSet<&EntryId> = event.log[..from].iter().map(|e| &e.id).collect();
    let first = event.next_seq(device);
    event.log[from + 1..]
        .iter()
        .filter(|e| match &e.action {
            Action::Withdraw => e.supersedes.as_ref().is_some_and(|id| before.contains(id)),
            Action::Note { .. } => false,
            _ => true,
        })
        .enumerate()
        .map(|(i, e)| LogEntry {
            id: EntryId { device: device.to_string(), seq: first + i as u64 },
            at,
            role: Role::Scorer,
            action: Action::Withdraw,
            supersedes: Some(e.id.clone()),
            why: Some("back to a restore point".into()),
        })
        .collect()
}

/// Everything replacing `here` by `other` would change, in words: what an
/// event keeps outside its log (its name and date, each pair's or team's
/// name, handicap and members, the movement and its seating), each entry of
/// this copy's log that the other lacks (oldest first), and how many the
/// other brings.
pub fn changed_by_replacing<G: Game>(here: &Event<G>, other: &Event<G>, say: Say<G>) -> Vec<String> {
    let differs = |what: &str, a: &str, b: &str| (a != b).then(|| format!("{what}: “{a}” here, “{b}” in the file"));
    let mut said: Vec<String> = [differs("the name", &here.name, &other.name), differs("the date", &here.date, &other.date)].into_iter().flatten().collect();
    let noun = here.format.participant_noun();
    let handicap = |p: &crate::event::Participant| p.handicap.map_or("none".to_string(), |h| format!("{}%", crate::text::plain(h as f64 / 100.0)));
    let members = |p: &crate::event::Participant| p.members.iter().map(|m| m.name.as_str()).collect::<Vec<_>>().join(", ");
    for p in &here.participants {
        match other.participants.iter().find(|o| o.number == p.number) {
            None => said.push(format!("{noun} {} “{}” is only here", p.number, p.name)),
            Some(o) => {
                said.extend(differs(&format!("{noun} {}'s name", p.number), &p.name, &o.name));
                said.extend(differs(&format!("{noun} {}'s handicap", p.number), &handicap(p), &handicap(o)));
                said.extend(differs(&format!("{noun} {}'s players", p.number), &members(p), &members(o)));
            }
        }
    }
    for o in other.participants.iter().filter(|o| !here.participants.iter().any(|p| p.number == o.number)) {
        said.push(format!("{noun} {} “{}” is only in the file", o.number, o.name));
    }
    if here.setup != other.setup {
        said.push("the movement or the scoring is set up differently".into());
    }
    if here.setup == other.setup && here.schedule != other.schedule {
        said.push("the seating differs".into());
    }
    if here.section != other.section {
        said.push("the section letter differs".into());
    }
    let theirs: crate::fast_hash::FastSet<&EntryId> = other.log.iter().map(|e| &e.id).collect();
    let ours: crate::fast_hash::FastSet<&EntryId> = here.log.iter().map(|e| &e.id).collect();
    said.extend(here.log.iter().filter(|e| !theirs.contains(&e.id)).map(|e| format!("lost: {}", describe::<G>(here, e, say))));
    let brought = other.log.iter().filter(|e| !ours.contains(&e.id)).count();
    if brought > 0 {
        said.push(format!("the file brings {brought} log entr{} this device does not have", if brought == 1 { "y" } else { "ies" }));
    }
    said
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::board::Seat;
    use crate::bridge::session::{self, result_entry, ResultEntry};
    use crate::bridge::Event;

    fn trail(e: &Event) -> Vec<Line> {
        super::trail::<crate::bridge::results::Bridge>(e, &crate::bridge::words::say)
    }

    /// Replacing says everything it changes, the names and handicaps kept
    /// outside the log included (a Replace reverted them with no word).
    #[test]
    fn replacing_names_every_change() {
        let mut here = crate::fixtures::mitchell("e", "Trail", 3, 1);
        here.participants[1].name = "Cy & Di".into();
        let mut file = here.clone();
        let play = ResultEntry::Played { contract: "4S".into(), declarer: Some(Seat::N), tricks: 10, lead: None };
        let mine = result_entry(&here, "desk", 10, Role::Scorer, 1, 1, 1, play.clone(), None);
        here.append(mine).unwrap_or_else(|x| unreachable!("{x}"));
        let theirs = result_entry(&file, "laptop", 10, Role::Scorer, 2, 1, 1, play, None);
        file.append(theirs).unwrap_or_else(|x| unreachable!("{x}"));
        here.participants[0].handicap = Some(150);
        file.name = "Trail night".into();
        file.participants[1].name = "Cy & Dora".into();
        let said = changed_by_replacing::<crate::bridge::results::Bridge>(&here, &file, &crate::bridge::words::say);
        assert_eq!(
            said,
            [
                "the name: “Trail” here, “Trail night” in the file",
                "pair 1's handicap: “1.5%” here, “none” in the file",
                "pair 2's name: “Cy & Di” here, “Cy & Dora” in the file",
                "lost: Board 1, NS 1 v EW 1: 4S by N, 10 tricks, NS +420",
                "the file brings 1 log entry this device does not have",
            ]
        );
        assert!(changed_by_replacing::<crate::bridge::results::Bridge>(&here, &here, &crate::bridge::words::say).is_empty());
    }

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
