//! The JSON backup: one event or all events of a device, in a file that
//! restores them exactly. An import is checked whole before anything changes.

use crate::bridge::command::Command;
use crate::envelope::{self, DecodeError, Envelope, SCHEMA};
use crate::event::{check_date, clean_name, Event};
use crate::games::Any;
use serde::Serialize;
use serde_json::Value;

/// What the first key of a backup file says it is.
pub const FORMAT: &str = "clubscore-backup";
pub const VERSION: u32 = 1;

#[derive(Serialize)]
#[serde(bound = "")]
struct BackupOut<'a, G: crate::event::Game> {
    format: &'static str,
    version: u32,
    /// Milliseconds since 1970-01-01 UTC.
    exported: i64,
    events: Vec<Envelope<&'a Event<G>>>,
}

pub fn write<G: crate::event::Game>(events: &[Event<G>], now: i64) -> String {
    let out = BackupOut { format: FORMAT, version: VERSION, exported: now, events: events.iter().map(|e| Envelope { schema: SCHEMA, data: e }).collect() };
    serde_json::to_string(&out).unwrap_or_default()
}

/// A file name a scorer recognises in a downloads folder.
pub fn file_name<G: crate::event::Game>(events: &[Event<G>], date: &str) -> String {
    match events {
        [one] => {
            let slug = super::files::slug(&one.name);
            format!("clubscore-{slug}-{date}.json")
        }
        _ => format!("clubscore-backup-{date}.json"),
    }
}

/// Reads a backup file, checking every event (schema, fields, names, dates,
/// distinct ids) before returning any. The error names the first problem's place.
pub fn read(text: &str) -> Result<Vec<Event<Any>>, DecodeError> {
    // The events are kept as text and each read by the envelope's reader.
    #[derive(serde::Deserialize)]
    struct Raw<'a> {
        format: Option<Value>,
        version: Option<Value>,
        #[serde(borrow)]
        events: Option<&'a serde_json::value::RawValue>,
    }
    let raw: Raw = serde_json::from_str(text).map_err(|e| match e.classify() {
        serde_json::error::Category::Data => DecodeError::at("", "this is not a Clubscore backup: expected a JSON object"),
        _ => DecodeError::at("", format!("this is not a Clubscore backup: not valid JSON (line {}, column {}): {e}", e.line(), e.column())),
    })?;
    match &raw.format {
        Some(Value::String(f)) if f == FORMAT => {}
        _ => return Err(DecodeError::at("format", format!("this is not a Clubscore backup (expected \"format\": \"{FORMAT}\")"))),
    }
    match raw.version.as_ref().and_then(Value::as_u64) {
        Some(v) if v >= 1 && v <= VERSION as u64 => {}
        Some(v) => return Err(DecodeError::at("version", format!("backup version {v} was written by a newer Clubscore; update Clubscore to read it"))),
        None => return Err(DecodeError::at("version", "missing or not a number")),
    }
    let items: Vec<&serde_json::value::RawValue> =
        raw.events.and_then(|list| serde_json::from_str(list.get()).ok()).ok_or_else(|| DecodeError::at("events", "missing or not a list"))?;
    let mut events: Vec<Event<Any>> = Vec::with_capacity(items.len());
    for (i, item) in items.into_iter().enumerate() {
        let place = format!("events[{i}]");
        let event = envelope::decode(item.get()).map_err(|e| e.within(&place))?;
        check(&event).map_err(|e| e.within(&place))?;
        if let Some(j) = events.iter().position(|e| e.id == event.id) {
            return Err(DecodeError::at(format!("{place}.data.id"), format!("id \"{}\" is also used by events[{j}]", event.id)));
        }
        events.push(event);
    }
    Ok(events)
}

/// The most saves an event read from a file may count: 2^53 − 1, what a JSON number holds exactly.
const MOST_REVISIONS: u64 = (1 << 53) - 1;

/// What serde cannot see: values that parse but no scorer could have saved.
fn check(event: &Event<Any>) -> Result<(), DecodeError> {
    if event.id.is_empty() || event.id.len() > 64 || !event.id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
        return Err(DecodeError::at("data.id", "an event id is 1 to 64 letters, digits, - or _"));
    }
    if clean_name(&event.name).as_deref() != Ok(event.name.as_str()) {
        return Err(DecodeError::at("data.name", "the name is empty, too long, or has spaces at its ends"));
    }
    check_date(&event.date).map_err(|e| DecodeError::at("data.date", e.to_string()))?;
    // Beyond what JSON holds exactly, and where the next save's count would overflow.
    if event.revision > MOST_REVISIONS {
        return Err(DecodeError::at("data.revision", format!("{} saves is more than any event has had (at most {MOST_REVISIONS})", event.revision)));
    }
    // Linear in the log (a backup of 100,000 entries is checked in milliseconds, not minutes).
    let mut numbers = crate::fast_hash::FastSet::default();
    for (i, p) in event.participants.iter().enumerate() {
        if !numbers.insert(p.number) {
            return Err(DecodeError::at(format!("data.participants[{i}].number"), format!("number {} is used twice", p.number)));
        }
    }
    let mut before = crate::fast_hash::FastSet::default();
    for (i, entry) in event.log.iter().enumerate() {
        if entry.supersedes.as_ref().is_some_and(|old| !before.contains(old)) {
            return Err(DecodeError::at(format!("data.log[{i}].supersedes"), "corrects an entry that is not before it in the log"));
        }
        if !before.insert(&entry.id) {
            return Err(DecodeError::at(format!("data.log[{i}].id"), "the same log entry appears twice"));
        }
        // A result is checked as it was when typed: a board that exists, a score bridge can give.
        if let crate::event::Action::Game(crate::games::Command::Bridge(Command::Result { board, entry, .. })) = &entry.action {
            let place = format!("data.log[{i}].action");
            if !(1..=crate::bridge::board::MOST_BOARDS).contains(board) {
                return Err(DecodeError::at(place, format!("board {board}: a board is numbered 1 to {}", crate::bridge::board::MOST_BOARDS)));
            }
            crate::bridge::entry::outcome(*board, entry).map_err(|e| DecodeError::at(place, format!("board {board}: {e}")))?;
        }
    }
    Ok(())
}

/// How to bring in an event whose id is already on the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnClash {
    Replace,
    KeepBoth,
}

/// The events to write for an import: clashing ones replace the stored event,
/// or come in beside it under a new id and a name that tells them apart.
pub fn resolve(imported: Vec<Event<Any>>, existing_ids: &[String], on_clash: OnClash, mut new_id: impl FnMut() -> String) -> Vec<Event<Any>> {
    imported
        .into_iter()
        .map(|event| {
            if on_clash == OnClash::KeepBoth && existing_ids.contains(&event.id) {
                let mut copy = Event { id: new_id(), ..event };
                let name = format!("{} (imported)", copy.name);
                copy.name = clean_name(&name).unwrap_or(copy.name);
                copy
            } else {
                event
            }
        })
        .collect()
}

/// A backup's copy put in place of the one here: a note of this device's,
/// numbered past every entry this device made in either copy, says so. Its
/// next entries are then numbered past the ones of the copy replaced, so a
/// later merge with that copy (another device's backup of it) never finds
/// two different entries under one number.
pub fn replacing(imported: &mut Event<Any>, here: &Event<Any>, file: &str, device: &str, at: i64) {
    let seq = imported.next_seq(device).max(here.next_seq(device));
    let text = format!("Replaced by the copy in {file}: the copy here had {} log entries, revision {}", here.log.len(), here.revision);
    imported.log.push(crate::event::LogEntry {
        id: crate::event::EntryId { device: device.to_string(), seq },
        at,
        role: crate::event::Role::Scorer,
        action: crate::event::Action::Note { text },
        supersedes: None,
        why: None,
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::{Action, EntryId, Format, LogEntry, Role};

    /// After a replace, this device's next entry is numbered past those of
    /// the copy replaced (it was reused before, and a later merge refused).
    #[test]
    fn a_replace_never_reuses_an_entry_number() {
        // Here: the desk's entries 1 to 3; the older copy in the backup has only entry 1.
        let mut here = sample().remove(0);
        for seq in 2..=3 {
            let note = LogEntry {
                id: EntryId { device: "desk".into(), seq },
                at: 20,
                role: Role::Scorer,
                action: Action::Note { text: format!("n{seq}") },
                supersedes: None,
                why: None,
            };
            here.append(note).unwrap_or_else(|e| unreachable!("{e}"));
        }
        let mut replaced = here.clone();
        replaced.log.truncate(1);
        assert_eq!(replaced.next_seq("desk"), 2, "as it was: entry 2 would be made again");
        replacing(&mut replaced, &here, "backup.json", "desk", 500);
        let note = replaced.log.last().cloned();
        assert_eq!(note.as_ref().map(|n| (n.id.device.as_str(), n.id.seq)), Some(("desk", 4)));
        assert_eq!(replaced.next_seq("desk"), 5, "the next entry is numbered past the copy replaced");
        assert!(
            matches!(&note.map(|n| n.action), Some(Action::Note { text }) if text.starts_with("Replaced by the copy in backup.json: the copy here had 3 log entries, revision "))
        );
    }

    type Result = std::result::Result<(), Box<dyn std::error::Error>>;

    fn sample() -> Vec<Event<Any>> {
        let mut a = Event::new("a1".into(), "Tuesday Pairs", Format::BridgePairs, "2026-11-24", 10).unwrap_or_else(|e| unreachable!("{e}"));
        a.add_participant("Smith – Jones").unwrap_or_else(|e| unreachable!("{e}"));
        a.append(LogEntry {
            id: EntryId { device: "desk".into(), seq: 1 },
            at: 11,
            role: Role::Director,
            action: Action::Note { text: "Board 3 fouled".into() },
            supersedes: None,
            why: None,
        })
        .unwrap_or_else(|e| unreachable!("{e}"));
        a.revision = 5;
        let b = Event::new("b2".into(), "Club Cup", Format::ChessTeamRoundRobin, "2026-12-01", 20).unwrap_or_else(|e| unreachable!("{e}"));
        vec![a, b]
    }

    #[test]
    fn round_trip_is_exact() -> Result {
        let events = sample();
        let text = write(&events, 99);
        assert_eq!(read(&text)?, events);
        Ok(())
    }

    #[test]
    fn the_first_problem_is_named_by_its_place() -> Result {
        let mut v: Value = serde_json::from_str(&write(&sample(), 1))?;
        v["events"][1]["data"]["participants"] = serde_json::json!([{"number": "one", "name": "X"}]);
        let err = read(&v.to_string()).unwrap_err();
        assert_eq!(err.path, "events[1].data.participants[0].number");

        let mut v: Value = serde_json::from_str(&write(&sample(), 1))?;
        v["events"][1]["data"]["id"] = "a1".into();
        assert_eq!(read(&v.to_string()).unwrap_err().to_string(), "at events[1].data.id: id \"a1\" is also used by events[0]");

        let mut v: Value = serde_json::from_str(&write(&sample(), 1))?;
        v["events"][0]["data"]["date"] = "2026-02-30".into();
        assert_eq!(read(&v.to_string()).unwrap_err().to_string(), "at events[0].data.date: \"2026-02-30\" is not a date; write it as YYYY-MM-DD.");

        let mut v: Value = serde_json::from_str(&write(&sample(), 1))?;
        v["events"][0]["data"]["name"] = " padded".into();
        assert_eq!(read(&v.to_string()).unwrap_err().path, "events[0].data.name");

        let mut v: Value = serde_json::from_str(&write(&sample(), 1))?;
        v["events"][0]["data"]["log"][0]["supersedes"] = serde_json::json!({"device": "x", "seq": 1});
        assert_eq!(read(&v.to_string()).unwrap_err().path, "events[0].data.log[0].supersedes");

        let mut v: Value = serde_json::from_str(&write(&sample(), 1))?;
        v["events"][0]["schema"] = 9.into();
        assert_eq!(read(&v.to_string()).unwrap_err().path, "events[0].schema");

        let mut v: Value = serde_json::from_str(&write(&sample(), 1))?;
        v["events"][0]["data"]["id"] = "../../etc".into();
        assert_eq!(read(&v.to_string()).unwrap_err().path, "events[0].data.id");

        // A revision the next save would overflow (2^64 - 1) is refused, not wrapped.
        let mut v: Value = serde_json::from_str(&write(&sample(), 1))?;
        v["events"][0]["data"]["revision"] = u64::MAX.into();
        let err = read(&v.to_string()).unwrap_err();
        assert_eq!((err.path.as_str(), err.message.ends_with("(at most 9007199254740991)")), ("events[0].data.revision", true), "{err}");
        Ok(())
    }

    #[test]
    fn files_that_are_not_backups_say_so() -> Result {
        assert_eq!(read("").unwrap_err().path, "");
        assert!(read("").unwrap_err().message.starts_with("this is not a Clubscore backup: not valid JSON"));
        assert_eq!(read("[1]").unwrap_err().message, "this is not a Clubscore backup: expected a JSON object");
        assert_eq!(read(r#"{"format":"other"}"#).unwrap_err().path, "format");
        assert_eq!(read(r#"{"format":"clubscore-backup"}"#).unwrap_err().to_string(), "at version: missing or not a number");
        assert_eq!(read(r#"{"format":"clubscore-backup","version":2,"events":[]}"#).unwrap_err().path, "version");
        assert_eq!(read(r#"{"format":"clubscore-backup","version":1}"#).unwrap_err().to_string(), "at events: missing or not a list");
        assert_eq!(read(r#"{"format":"clubscore-backup","version":1,"events":[]}"#)?, vec![]);
        Ok(())
    }

    /// A result in a backup is checked as a typed one is: an adjusted score
    /// of −9.2e18 % (it reached the audit trail and panicked) or board 0 is
    /// refused, its place named.
    #[test]
    fn results_no_scorer_could_type_are_refused() {
        let mut events = sample();
        let result = |board: u32, ns_pct: f64| LogEntry {
            id: EntryId { device: "desk".into(), seq: 2 },
            at: 12,
            role: Role::Scorer,
            action: Action::Game(crate::games::Command::Bridge(Command::Result {
                board,
                ns: 1,
                ew: 2,
                entry: crate::bridge::entry::ResultEntry::Adjusted { ns_pct, ew_pct: 40.0 },
            })),
            supersedes: None,
            why: None,
        };
        events[0].log.push(result(1, 60.0));
        assert!(read(&write(&events, 1)).is_ok());
        events[0].log[1] = result(1, -9.2e18);
        let refused = read(&write(&events, 1)).unwrap_err();
        assert_eq!(refused.path, "events[0].data.log[1].action");
        assert!(refused.message.starts_with("board 1: "), "{refused}");
        events[0].log[1] = result(0, 60.0);
        assert_eq!(read(&write(&events, 1)).unwrap_err().to_string(), "at events[0].data.log[1].action: board 0: a board is numbered 1 to 999");
    }

    #[test]
    fn clashes_replace_or_keep_both() {
        let events = sample();
        let existing = vec!["a1".to_string()];
        let replaced = resolve(events.clone(), &existing, OnClash::Replace, || unreachable!());
        assert_eq!(replaced, events);
        let mut n = 0;
        let both = resolve(events.clone(), &existing, OnClash::KeepBoth, || {
            n += 1;
            format!("new{n}")
        });
        assert_eq!(both[0].id, "new1");
        assert_eq!(both[0].name, "Tuesday Pairs (imported)");
        assert_eq!(both[0].log, events[0].log);
        assert_eq!(both[1], events[1]);
    }

    #[test]
    fn file_names() {
        let events = sample();
        assert_eq!(file_name(&events[..1], "2026-11-29"), "clubscore-Tuesday-Pairs-2026-11-29.json");
        assert_eq!(file_name(&events, "2026-11-29"), "clubscore-backup-2026-11-29.json");
        assert_eq!(file_name::<Any>(&[], "2026-11-29"), "clubscore-backup-2026-11-29.json");
    }
}
