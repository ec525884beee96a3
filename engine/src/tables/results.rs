//! A table device's results file, and the scorer's merge of it: entry by
//! entry, the same entry twice taken once, a different result for the same
//! board and pairs held back as a conflict for the director, never dropped.

use super::pack::{pack_id, TablePack};
use crate::bridge::command::Command;
use crate::bridge::numbering::Numbering;
use crate::bridge::results::{line_of, Bridge};
use crate::bridge::{Action, Event, LogEntry};
use crate::event::EntryId;
use crate::fast_hash::FastSet;
pub use crate::merge::Merged;

/// A result held for the director.
pub type Conflict = crate::merge::Conflict<crate::bridge::Bridge>;

/// The results held for the director: a table's or a backup's that differs
/// from the one here for the same board and pairs.
pub fn conflicts(event: &Event) -> Vec<Conflict> {
    crate::merge::conflicts::<Bridge>(event)
}

/// The board and pairs a conflict is about.
pub fn line(conflict: &Conflict) -> (u32, u32, u32) {
    line_of(&conflict.target).unwrap_or_default()
}

/// The boards on which results held for the director involve `who`: a
/// pair, or a team at either of its tables (a teams line's NS and EW are teams).
pub fn disputed_boards(conflicts: &[Conflict], who: u32) -> Vec<u32> {
    disputed_where(conflicts, |_, ns, ew| ns == who || ew == who)
}

/// The boards of a match between two teams with a result held for the director.
pub fn disputed_in_match(conflicts: &[Conflict], home: u32, away: u32, boards: &[u32]) -> Vec<u32> {
    disputed_where(conflicts, |board, ns, ew| (ns.min(ew), ns.max(ew)) == (home.min(away), home.max(away)) && boards.contains(&board))
}

/// The boards of the conflicts a test picks, in order, each once.
fn disputed_where(conflicts: &[Conflict], pick: impl Fn(u32, u32, u32) -> bool) -> Vec<u32> {
    let mut boards: Vec<u32> = conflicts.iter().map(line).filter(|&(b, ns, ew)| pick(b, ns, ew)).map(|x| x.0).collect();
    crate::sorting::sort(&mut boards);
    boards.dedup();
    boards
}

/// The director's choice on a conflict (`merge::resolve`), the note naming
/// the board and pairs as the club numbers them.
pub fn resolve(event: &mut Event, conflict: &Conflict, take_theirs: bool, device: &str, at: i64) -> Result<(), crate::event::EventError> {
    let (board, ns, ew) = line(conflict);
    let what = format!("Board {board}, NS {ns} v EW {}", crate::bridge::numbering::Numbering::of(event).number(ew));
    crate::merge::resolve(event, conflict, take_theirs, &what, device, at)
}
use serde::{Deserialize, Serialize};

pub const RESULTS_KIND: &str = "clubscore-table-results";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableResults {
    pub kind: String,
    pub version: u32,
    pub event_id: String,
    /// The event's name, to say which event a refused file is for.
    pub event_name: String,
    pub pack_id: String,
    pub table: u32,
    pub device: String,
    pub entries: Vec<LogEntry>,
}

impl TableResults {
    pub fn new(pack: &TablePack, table: u32, device: &str, entries: Vec<LogEntry>) -> TableResults {
        TableResults {
            kind: RESULTS_KIND.into(),
            version: 1,
            event_id: pack.event_id.clone(),
            event_name: pack.name.clone(),
            pack_id: pack.pack_id.clone(),
            table,
            device: device.into(),
            entries,
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Result<TableResults, MergeError> {
        super::read_kind(text, RESULTS_KIND).map_err(MergeError::NotResults)
    }
}

/// Why a whole file is refused; nothing of it is taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MergeError {
    NotResults(String),
    OtherEvent {
        name: String,
    },
    StalePack,
    UnknownTable(u32),
    /// More entries than any table makes in an evening (the limit).
    TooLong(usize),
    /// An entry that cannot be taken (it corrects an entry the event does not have, ...).
    Entry {
        seq: u64,
        why: String,
    },
}

impl std::fmt::Display for MergeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MergeError::NotResults(why) => write!(f, "this is not a Clubscore table results file ({why})"),
            MergeError::OtherEvent { name } => write!(f, "these results are for another event, “{name}”: open that event to import them"),
            MergeError::StalePack => {
                write!(f, "these results come from a table pack handed out before the movement or scoring changed: hand out a new pack and enter them again")
            }
            MergeError::UnknownTable(t) => write!(f, "there is no table {t} in this event's movement"),
            MergeError::TooLong(n) => write!(f, "the file holds {n} entries, more than any table makes in an evening (at most {MOST_ENTRIES})"),
            MergeError::Entry { seq, why } => write!(f, "entry {seq} of the file cannot be taken: {why}"),
        }
    }
}

impl std::error::Error for MergeError {}

/// The most entries a table's file may hold: a table plays some 30 boards
/// an evening, each entered and corrected a few times; a file of more is
/// refused whole before any work is done on it (the merge of each entry
/// reads the event's log, so its work grows with both).
pub const MOST_ENTRIES: usize = 2_000;

/// Why an entry of a table's file is not the table's to write (none: it is).
/// A table may write results for the boards and pairs it played in the
/// rounds of the movement its pack gave it (`seated`), made on its own
/// device, and correct or undo its own entries (`kept`: those of the file
/// taken so far); nothing else (a note, a fouled board, another table's
/// result, a correction of the scorer's entry).
fn out_of_scope(file: &TableResults, seated: &FastSet<(u32, u32, u32)>, kept: &FastSet<&EntryId>, written: &Numbering, e: &LogEntry) -> Option<String> {
    let seq = e.id.seq;
    if e.id.device != file.device {
        return Some(format!("entry {seq} was made on another device ({})", e.id.device));
    }
    if e.supersedes.as_ref().is_some_and(|old| !kept.contains(old)) {
        return Some(format!("entry {seq} corrects an entry table {} did not make, or one refused", file.table));
    }
    match &e.action {
        Action::Game(Command::Result { board, ns, ew, entry }) => {
            let written = written.number(*ew);
            if !seated.contains(&(*board, *ns, *ew)) {
                return Some(format!("entry {seq}: board {board}, NS {ns} v EW {written} was not played at table {}", file.table));
            }
            crate::bridge::entry::outcome(*board, entry).err().map(|err| format!("entry {seq}: board {board}, NS {ns} v EW {written}: {err}"))
        }
        Action::Withdraw if e.supersedes.is_some() => None,
        _ => Some(format!("entry {seq} is not a result: a table's file brings results only")),
    }
}

/// Tables' results files taken in together (`files`: each file's name and
/// text), each merged whole or refused whole: which ones are in the event
/// now, what to say of those taken ("…: table 1, 2 result(s) taken, …"),
/// and of those not ("Not taken: …"). Nothing taken: the event unchanged.
#[derive(Clone, Debug, PartialEq)]
pub struct TakenIn {
    pub taken: Vec<bool>,
    pub said: Option<String>,
    pub not_taken: Option<String>,
}

pub fn take_in(event: &mut Event, files: &[(String, String)], device: &str, at: i64) -> TakenIn {
    let (mut lines, mut problems, mut taken) = (Vec::new(), Vec::new(), Vec::with_capacity(files.len()));
    for (name, text) in files {
        let outcome = TableResults::from_json(text).and_then(|file| merge(event, &file, device, at).map(|m| (file.table, m)));
        taken.push(outcome.is_ok());
        match outcome {
            Ok((table, (m, refused))) => {
                let refused = if refused.is_empty() { String::new() } else { format!(", {} entry(ies) refused ({})", refused.len(), refused.join("; ")) };
                lines.push(format!("{name}: table {table}, {} result(s) taken, {} already here, {} conflict(s){refused}", m.added, m.already, m.conflicts));
            }
            Err(err) => problems.push(format!("{name}: {err}")),
        }
    }
    let said = (!lines.is_empty()).then(|| format!("{}.", lines.join("; ")));
    let not_taken = (!problems.is_empty()).then(|| format!("Not taken: {}.", problems.join("; ")));
    TakenIn { taken, said, not_taken }
}

/// Merges a table's file into the event: the whole file is checked first
/// (event, pack, table); each entry that is not the table's to write is
/// refused, with the reason (`out_of_scope`); the others are merged as
/// `merge` does (taken, already there, or held back for the director). On
/// an error the event is unchanged. `device` and `at` name the holds it makes.
pub fn merge(event: &mut Event, file: &TableResults, device: &str, at: i64) -> Result<(Merged, Vec<String>), MergeError> {
    if file.entries.len() > MOST_ENTRIES {
        return Err(MergeError::TooLong(file.entries.len()));
    }
    if file.event_id != event.id {
        return Err(MergeError::OtherEvent { name: file.event_name.clone() });
    }
    if file.pack_id != pack_id(event) {
        return Err(MergeError::StalePack);
    }
    if !event.schedule.rounds.iter().flat_map(|r| &r.sittings).any(|s| s.table == file.table) {
        return Err(MergeError::UnknownTable(file.table));
    }
    // The boards and pairs this table played, in every round.
    let seated: FastSet<(u32, u32, u32)> = event
        .schedule
        .rounds
        .iter()
        .flat_map(|r| &r.sittings)
        .filter(|s| s.table == file.table)
        .flat_map(|s| s.away.into_iter().flat_map(move |ew| s.boards.iter().map(move |&b| (b, s.home, ew))))
        .collect();
    let (mut kept, mut taken, mut refused) = (FastSet::default(), Vec::new(), Vec::new());
    let written = Numbering::of(event);
    // In the file's order: a correction follows what it corrects, so one of an entry refused is refused too.
    for e in &file.entries {
        match out_of_scope(file, &seated, &kept, &written, e) {
            Some(why) => refused.push(why),
            None => {
                kept.insert(&e.id);
                taken.push(e.clone());
            }
        }
    }
    let merged = crate::merge::merge_entries::<Bridge>(event, &taken, &format!("table {}", file.table), device, at)
        .map_err(|r| MergeError::Entry { seq: r.id.seq, why: r.why })?;
    Ok((merged, refused))
}

/// What has arrived for each table and round: (round, table, boards with a
/// result, boards scheduled).
pub fn arrivals(event: &Event) -> Vec<(u32, u32, usize, usize)> {
    let travellers = crate::bridge::session::travellers(event);
    let mut out = Vec::new();
    for r in &event.schedule.rounds {
        for s in &r.sittings {
            let Some(ew) = s.away else { continue };
            let done =
                s.boards.iter().filter(|&&b| travellers.boards.iter().any(|x| x.number == b && x.results.iter().any(|y| (y.ns, y.ew) == (s.home, ew)))).count();
            out.push((r.number, s.table, done, s.boards.len()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::board::Seat;
    use crate::bridge::movement::Kind;
    use crate::bridge::session::ResultEntry;
    use crate::bridge::session::{result_entry, set_up, BridgeSetup, MovementSpec, ScoringSpec};
    use crate::bridge::Action;
    use crate::event::{EntryId, Role};
    use crate::tables::pack::{make, PackError};
    use crate::Format;

    fn scorer_event() -> Event {
        crate::fixtures::mitchell("ev1", "Tuesday", 3, 2)
    }

    fn played(contract: &str, tricks: u8) -> ResultEntry {
        ResultEntry::Played { contract: contract.into(), declarer: Some(Seat::N), tricks, lead: None }
    }

    /// Table 1 plays round 1 (NS 1 v EW 4, boards 1-2) on its own device.
    fn table_one(pack: &TablePack) -> (Event, Vec<LogEntry>) {
        let mut t = pack.table_event(Vec::new());
        for (board, tricks) in [(1, 10), (2, 9)] {
            let le = result_entry(&t, "tab1", 100, Role::Table, board, 1, 4, played("4S", tricks), None);
            t.append(le).unwrap_or_else(|x| unreachable!("{x}"));
        }
        let log = t.log.clone();
        (t, log)
    }

    /// Two files and a stranger taken in together: each said, the stranger
    /// refused with its name; the same files again add nothing.
    #[test]
    fn files_taken_in_together_are_each_said() {
        let mut e = scorer_event();
        let Ok(pack) = make(&e, "2468", true, false, false, "salt") else { return assert!(false) };
        let (_, log) = table_one(&pack);
        let file = TableResults::new(&pack, 1, "tab1", log).to_json();
        let files = vec![("table-1.json".to_string(), file.clone()), ("notes.txt".to_string(), "hello".to_string())];
        let t = take_in(&mut e, &files, "desk", 500);
        assert_eq!(t.taken, vec![true, false]);
        assert_eq!(t.said.as_deref(), Some("table-1.json: table 1, 2 result(s) taken, 0 already here, 0 conflict(s)."));
        assert!(t.not_taken.as_deref().is_some_and(|n| n.starts_with("Not taken: notes.txt: ")), "{:?}", t.not_taken);
        let again = take_in(&mut e, &files[..1], "desk", 600);
        assert_eq!(
            (again.taken, again.said.as_deref(), again.not_taken),
            (vec![true], Some("table-1.json: table 1, 0 result(s) taken, 2 already here, 0 conflict(s)."), None)
        );
    }

    #[test]
    fn a_pack_round_trips_and_refuses_other_files() {
        let e = scorer_event();
        assert_eq!(make(&e, "12", false, false, false, "salt"), Err(PackError::Pin));
        let Ok(pack) = make(&e, "2468", true, false, false, "salt") else { return assert!(false) };
        assert_eq!(pack.tables(), vec![1, 2, 3]);
        assert!(pack.pin_ok("2468") && !pack.pin_ok("1357"));
        assert!(!pack.to_json().contains("2468"), "the PIN is kept as a fingerprint");
        assert_eq!(TablePack::from_json(&pack.to_json()), Ok(pack.clone()));
        assert_eq!(pack_id(&pack.table_event(Vec::new())), pack.pack_id, "the table's event is the same movement");
        assert!(pack.schedule.is_none(), "a Mitchell is built again on the table device");
        assert_eq!(pack.table_event(Vec::new()).schedule, e.schedule);
        // Small enough for a few QR codes: a 12-table Mitchell with names.
        let mut big = Event::new("ev2".into(), "Thursday", Format::BridgePairs, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
        let spec = MovementSpec::plain(Kind::Mitchell, 12, 2);
        set_up(&mut big, BridgeSetup { movement: spec, scoring: ScoringSpec::default(), teams: None }).unwrap_or_else(|x| unreachable!("{x}"));
        for p in &mut big.participants {
            p.name = format!("Smithson – Johnson {}", p.number);
        }
        let Ok(big_pack) = make(&big, "2468", false, false, false, "salt") else { return assert!(false) };
        let frames = crate::tables::qr::frames(&big_pack.to_json());
        assert!(frames.len() <= 6, "{} frames for {} bytes", frames.len(), big_pack.to_json().len());
        assert_eq!(TablePack::from_json("{\"kind\":\"clubscore-table-results\"}"), Err(PackError::NotAPack("it is a “clubscore-table-results” file".into())));
        assert!(matches!(TablePack::from_json("not json"), Err(PackError::NotAPack(_))));
        let mut no_setup = e.clone();
        no_setup.setup = None;
        assert_eq!(make(&no_setup, "2468", false, false, false, "salt"), Err(PackError::NotSetUp));
    }

    /// Table 1's file edited to write what is not table 1's: a result of
    /// table 2's boards, a correction of table 2's entry and of the
    /// scorer's, a fouled board, a note, board 999 with 200 tricks, an
    /// entry under the scorer's device. Each is refused with its reason;
    /// table 1's own results are still taken.
    #[test]
    fn a_table_s_file_may_write_only_what_the_table_played() {
        let mut e = scorer_event();
        let Ok(pack) = make(&e, "2468", false, false, false, "salt") else { return assert!(false) };
        let scorers = result_entry(&e, "desk", 90, Role::Scorer, 3, 2, 5, played("3NT", 9), None);
        e.append(scorers.clone()).unwrap_or_else(|x| unreachable!("{x}"));
        let (t1, mut log) = table_one(&pack);
        let next = |log: &Vec<LogEntry>| EntryId { device: "tab1".into(), seq: log.len() as u64 + 1 };
        let hostile = |log: &Vec<LogEntry>, action: Action, supersedes: Option<EntryId>| LogEntry {
            id: next(log),
            at: 120,
            role: Role::Table,
            action,
            supersedes,
            why: None,
        };
        let result = |board: u32, ns: u32, ew: u32, tricks: u8| Action::Game(Command::Result { board, ns, ew, entry: played("4S", tricks) });
        // Table 2's board 3 in round 1 (NS 2 v EW 5), and a "correction" of the scorer's entry for it.
        let x = hostile(&log, result(3, 2, 5, 10), None);
        log.push(x);
        let x = hostile(&log, result(3, 2, 5, 11), Some(scorers.id.clone()));
        log.push(x);
        let x = hostile(&log, Action::Withdraw, Some(scorers.id.clone()));
        log.push(x);
        let x = hostile(&log, Action::Note { text: "moved".into() }, None);
        log.push(x);
        let x = hostile(&log, result(999, 1, 4, 200), None);
        log.push(x);
        let x = hostile(&log, result(1, 1, 4, 200), None);
        log.push(x);
        let forged = LogEntry { id: EntryId { device: "desk".into(), seq: 99 }, ..hostile(&log, result(2, 1, 4, 8), None) };
        log.push(forged);
        // A table may not deal the session's boards.
        let x = hostile(&log, Action::Game(Command::Deals { seed: None, boards: vec![(1, "N:forged".into())], printed: String::new() }), None);
        log.push(x);
        // Table 1's own correction of its board 2: taken.
        let own = hostile(&log, result(2, 1, 4, 11), Some(t1.log[1].id.clone()));
        log.push(own);
        let file = TableResults::new(&pack, 1, "tab1", log);
        let Ok((m, refused)) = merge(&mut e, &file, "desk", 150) else { return assert!(false) };
        assert_eq!(m, Merged { added: 3, already: 0, conflicts: 0 }, "table 1's two results and its own correction");
        assert_eq!(
            refused,
            [
                "entry 3: board 3, NS 2 v EW 5 was not played at table 1",
                "entry 4 corrects an entry table 1 did not make, or one refused",
                "entry 5 corrects an entry table 1 did not make, or one refused",
                "entry 6 is not a result: a table's file brings results only",
                "entry 7: board 999, NS 1 v EW 4 was not played at table 1",
                "entry 8: board 1, NS 1 v EW 4: 200 tricks is impossible: declarer takes 0 to 13",
                "entry 99 was made on another device (desk)",
                "entry 10 is not a result: a table's file brings results only",
            ]
        );
        assert_eq!(travellers_tricks(&e, 3, 2, 5), Some(9), "the scorer's entry stands");
        // A file of more entries than any table makes is refused whole, before any work on it.
        let long = TableResults::new(&pack, 1, "tab1", vec![t1.log[0].clone(); MOST_ENTRIES + 1]);
        assert_eq!(merge(&mut e.clone(), &long, "desk", 160), Err(MergeError::TooLong(MOST_ENTRIES + 1)));
        assert_eq!(travellers_tricks(&e, 2, 1, 4), Some(11), "table 1's own correction counts");
    }

    /// Teams: a line's NS and EW are the two teams, so a conflict at
    /// either table marks both teams and their match, on its board only.
    #[test]
    fn a_teams_conflict_marks_both_teams_and_their_match() {
        let mut e = Event::new("tk".into(), "Knock-out", Format::BridgeTeamsOfFour, "2026-12-06", 0).unwrap_or_else(|x| unreachable!("{x}"));
        let movement = MovementSpec::plain(Kind::Match, 2, 2);
        set_up(&mut e, BridgeSetup { movement, scoring: ScoringSpec::default(), teams: None }).unwrap_or_else(|x| unreachable!("{x}"));
        let mine = result_entry(&e, "desk", 100, Role::Scorer, 3, 2, 1, played("4S", 10), None);
        e.append(mine).unwrap_or_else(|x| unreachable!("{x}"));
        let Ok(pack) = make(&e, "2468", false, false, false, "salt") else { return assert!(false) };
        let t = pack.table_event(Vec::new());
        let theirs = result_entry(&t, "tab2", 110, Role::Table, 3, 2, 1, played("4S", 9), None);
        let file = TableResults::new(&pack, 2, "tab2", vec![theirs]);
        assert_eq!(merge(&mut e, &file, "desk", 120).map(|x| x.0.conflicts), Ok(1));
        let held = conflicts(&e);
        assert_eq!((disputed_boards(&held, 1), disputed_boards(&held, 2), disputed_boards(&held, 3)), (vec![3], vec![3], vec![]));
        assert_eq!(disputed_in_match(&held, 1, 2, &[1, 2, 3, 4]), vec![3]);
        assert_eq!(disputed_in_match(&held, 2, 1, &[3]), vec![3], "either team named first");
        assert_eq!(disputed_in_match(&held, 1, 2, &[1, 2]), Vec::<u32>::new(), "another match of the same teams");
        assert_eq!(disputed_boards(&[], 1), Vec::<u32>::new());
    }

    #[test]
    fn results_merge_once_and_conflicts_wait_for_the_director() {
        let mut e = scorer_event();
        let Ok(pack) = make(&e, "2468", false, false, false, "salt") else { return assert!(false) };
        let (_, log) = table_one(&pack);
        let file = TableResults::new(&pack, 1, "tab1", log.clone());
        let again = TableResults::from_json(&file.to_json());
        assert_eq!(again.as_ref(), Ok(&file));
        assert_eq!(arrivals(&e)[0], (1, 1, 0, 2));
        assert_eq!(merge(&mut e, &file, "desk", 150), Ok((Merged { added: 2, already: 0, conflicts: 0 }, Vec::<String>::new())));
        assert_eq!(arrivals(&e)[0], (1, 1, 2, 2), "round 1 at table 1: both boards in");
        // The same file again changes nothing.
        let before = e.clone();
        assert_eq!(merge(&mut e, &file, "desk", 160), Ok((Merged { added: 0, already: 2, conflicts: 0 }, Vec::<String>::new())));
        assert_eq!(e, before);

        // The scorer typed board 1 of table 2 from the traveller; the table says otherwise.
        let line = e.schedule.rounds[0].sittings[1].clone();
        let (ns, ew, board) = (line.home, line.away.unwrap_or(0), line.boards[0]);
        let mine = result_entry(&e, "desk", 200, Role::Scorer, board, ns, ew, played("3NT", 9), None);
        e.append(mine.clone()).unwrap_or_else(|x| unreachable!("{x}"));
        let t2 = pack.table_event(Vec::new());
        let theirs = result_entry(&t2, "tab2", 210, Role::Table, board, ns, ew, played("3NT", 10), None);
        let same = result_entry(&t2, "tab2", 211, Role::Table, line.boards[1], ns, ew, played("2H", 8), None);
        let same = LogEntry { id: EntryId { device: "tab2".into(), seq: 2 }, ..same };
        let file2 = TableResults::new(&pack, 2, "tab2", vec![theirs.clone(), same.clone()]);
        let before = e.clone();
        assert_eq!(merge(&mut e, &file2, "desk", 220), Ok((Merged { added: 1, already: 0, conflicts: 1 }, Vec::<String>::new())));
        assert_eq!(e.log.len(), before.log.len() + 2, "the table's other result taken, the conflicting one held in the log");
        // The conflict is part of the event: it survives a save and a reload.
        let reloaded = crate::envelope::decode(&crate::envelope::encode(&e)).unwrap_or_else(|x| unreachable!("{x}"));
        let waiting = conflicts(&reloaded);
        assert_eq!(waiting.len(), 1);
        let c = &waiting[0];
        assert_eq!((c.from.as_str(), super::line(c)), ("table 2", (board, ns, ew)));
        assert_eq!((c.theirs.clone(), c.ours.clone()), (theirs.clone(), Some(mine.clone())));
        assert_eq!(travellers_tricks(&reloaded, board, ns, ew), Some(9), "the result here counts while it waits");
        // Board 3: NS not vulnerable, 3NT+1 is +430.
        assert_eq!(board, 3);
        assert_eq!(
            crate::audit::trail::<Bridge>(&reloaded, &crate::bridge::words::say)[1].text,
            "Held back for the director: table 2's board 3, NS 2 v EW 5: 3NT by N, 10 tricks, NS +430"
        );
        // The same file again: nothing new, still one conflict.
        assert_eq!(merge(&mut e, &file2, "desk", 230), Ok((Merged { added: 0, already: 2, conflicts: 0 }, Vec::<String>::new())));
        assert_eq!(conflicts(&e).len(), 1);

        // The director takes the table's: it counts, the one here is set aside in the trail.
        let mut taken = e.clone();
        resolve(&mut taken, c, true, "desk", 300).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(travellers_tricks(&taken, board, ns, ew), Some(10));
        assert_eq!(conflicts(&taken), vec![]);
        let trail = crate::audit::trail::<Bridge>(&taken, &crate::bridge::words::say);
        assert_eq!((trail[0].status, trail[0].why.as_deref()), (crate::audit::Status::Current, Some("chosen in a conflict: table 2's (tab2 #1)")));
        assert!(trail.iter().any(|l| l.id == mine.id && l.status == crate::audit::Status::SetAside), "the result here is set aside");
        // Undone: the conflict waits again, and the result here counts again.
        let undo = crate::audit::undo(&taken, &trail[0].id, "desk", 310, Role::Director, None);
        taken.append(undo).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(conflicts(&taken).len(), 1);
        assert_eq!(travellers_tricks(&taken, board, ns, ew), Some(9));

        // The other way: kept, with a note; the table's entry stays in the log.
        let mut kept = e.clone();
        resolve(&mut kept, c, false, "desk", 300).unwrap_or_else(|x| unreachable!("{x}"));
        assert!(
            matches!(&kept.log.last().map(|x| &x.action), Some(Action::Note { text }) if text == "Board 3, NS 2 v EW 5: kept the one here; table 2's (tab2 #1) set aside")
        );
        assert_eq!(conflicts(&kept), vec![]);
        assert_eq!(travellers_tricks(&kept, board, ns, ew), Some(9));

        // The table then corrects its result to 3NT making 11: a new conflict
        // (the file is not refused for correcting an entry the event holds).
        let t2 = pack.table_event(vec![theirs.clone(), same.clone()]);
        let fix = result_entry(&t2, "tab2", 400, Role::Table, board, ns, ew, played("3NT", 11), None);
        assert_eq!(fix.supersedes.as_ref(), Some(&theirs.id));
        let file3 = TableResults::new(&pack, 2, "tab2", vec![theirs.clone(), same, fix.clone()]);
        assert_eq!(merge(&mut kept, &file3, "desk", 410), Ok((Merged { added: 0, already: 2, conflicts: 1 }, Vec::<String>::new())));
        assert_eq!(conflicts(&kept).iter().map(|c| c.theirs.id.clone()).collect::<Vec<_>>(), vec![fix.id.clone()]);
        // Before the director settled the first: the correction's hold replaces the first hold.
        let mut waiting = e.clone();
        assert_eq!(merge(&mut waiting, &file3, "desk", 410), Ok((Merged { added: 0, already: 2, conflicts: 1 }, Vec::<String>::new())));
        assert_eq!(conflicts(&waiting).iter().map(|c| c.theirs.id.clone()).collect::<Vec<_>>(), vec![fix.id]);
    }

    fn travellers_tricks(e: &Event, board: u32, ns: u32, ew: u32) -> Option<u8> {
        let t = crate::bridge::session::travellers(e);
        t.boards.iter().find(|b| b.number == board).and_then(|b| b.results.iter().find(|r| (r.ns, r.ew) == (ns, ew))).and_then(|r| r.tricks)
    }

    #[test]
    fn files_for_another_event_a_stale_pack_or_no_such_table_are_refused_whole() {
        let mut e = scorer_event();
        let Ok(pack) = make(&e, "2468", false, false, false, "salt") else { return assert!(false) };
        let (_, log) = table_one(&pack);
        let mut other = TableResults::new(&pack, 1, "tab1", log.clone());
        other.event_id = "ev9".into();
        other.event_name = "Thursday".into();
        let before = e.clone();
        assert_eq!(merge(&mut e, &other, "desk", 1), Err(MergeError::OtherEvent { name: "Thursday".into() }));
        assert_eq!(merge(&mut e, &TableResults::new(&pack, 7, "tab1", log.clone()), "desk", 1), Err(MergeError::UnknownTable(7)));
        // The movement changes after the pack went out: its results are refused.
        let spec = MovementSpec::plain(Kind::Mitchell, 3, 3);
        set_up(&mut e, BridgeSetup { movement: spec, scoring: ScoringSpec::default(), teams: None }).unwrap_or_else(|x| unreachable!("{x}"));
        let stale = TableResults::new(&pack, 1, "tab1", log);
        assert_eq!(merge(&mut e, &stale, "desk", 1), Err(MergeError::StalePack));
        assert_eq!(e.log, before.log, "nothing taken");
        assert_eq!(
            MergeError::StalePack.to_string(),
            "these results come from a table pack handed out before the movement or scoring changed: hand out a new pack and enter them again"
        );
        assert!(
            matches!(TableResults::from_json("{\"kind\":\"clubscore-table-pack\"}"), Err(MergeError::NotResults(why)) if why == "it is a “clubscore-table-pack” file")
        );
    }
}
