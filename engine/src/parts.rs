//! An event stored in parts (schema 3): a small head, the event without its
//! log and the list of the log's parts, and the log in parts under keys of
//! their own, each part named by its checksum. A save writes the entries it
//! adds as a new part and the head, never the whole event; small parts are
//! merged into one now and then, so an event keeps few keys. What a part
//! holds never changes under its name, so a head always finds its parts as
//! they were when it was written, and a part that no longer matches its
//! checksum is named as damaged, never read as something else.
//!
//! A part a save replaces (merged, or rewritten) is retired: named in the new
//! head and removed by the save after, so a tab that saved at the same moment
//! can still read the copy it wrote to take its entries back.
//!
//! The seating (the schedule of rounds, tables and boards: most of a big
//! event's head) is a part of its own too, named in the head and written
//! only when it changes; a head without one keeps the seating in its data,
//! as heads did before.
//!
//! An archived event's head lists one part of no entries: the whole event,
//! packed small (see [`crate::archive`]); its data is the event as the list
//! of events shows it (no log, no seating, its pairs and teams by number).

use crate::envelope::{self, DecodeError};
use crate::event::{Event, EventSummary, LogEntry};
use crate::schedule::Schedule;
pub use crate::stored::{Part, Stored};
use std::hash::Hasher;
use std::sync::Arc;

pub use crate::envelope::PARTS_SCHEMA;
pub const LOG_PREFIX: &str = "clubscore/log/";
/// Entries in each part of a whole write (a migrated or merged event).
const CHUNK: usize = 256;
/// A part of this many entries is never rewritten.
const SEALED: usize = 64;
/// Small parts at the end of the log merged into one past this many.
const LOOSE: usize = 8;

pub fn part_key(id: &str, sum: u64) -> String {
    format!("{LOG_PREFIX}{id}/{sum}")
}

/// The prefix of every part key of event `id`.
pub fn parts_prefix(id: &str) -> String {
    format!("{LOG_PREFIX}{id}/")
}

/// A text's checksum: a fast 64-bit hash of its bytes and length.
pub fn checksum(text: &str) -> u64 {
    let mut h = crate::fast_hash::FastHasher::default();
    h.write(text.as_bytes());
    h.write_usize(text.len());
    h.finish()
}

/// The checksum of an entry's id, by which a mark knows its last entry.
fn id_sum<G: crate::event::Game>(entry: &LogEntry<G>) -> u64 {
    let mut h = crate::fast_hash::FastHasher::default();
    h.write(entry.id.device.as_bytes());
    h.write_u64(entry.id.seq);
    h.finish()
}

/// Whether stored text is the head of an event in parts.
pub fn is_head(text: &str) -> bool {
    text.starts_with("{\"schema\":3,")
}

/// A head as stored: `{"schema":3,"parts":"sum:entries:chars …","retired":"sum …","seating":"sum:0:chars","data":{…}}`,
/// each sum in decimal.
/// The lists are plain text, read by hand: a head is read on every save and
/// for the list of events, and a derived reader for it costs every page.
struct RawHead<'a> {
    data: &'a str,
    parts: Vec<Part>,
    retired: Vec<u64>,
    seating: Option<Part>,
}

impl RawHead<'_> {
    /// An archived event's one part: of no entries, as no part of a log is
    /// (the event whole, packed: see [`archive`]).
    fn archive(&self) -> Option<Part> {
        match self.parts[..] {
            [p] if p.1 == 0 => Some(p),
            _ => None,
        }
    }
}

fn raw_head<'a>(text: &'a str) -> Result<RawHead<'a>, DecodeError> {
    let bad = || DecodeError::at("", "not the head of an event stored in parts");
    let rest = text.strip_prefix("{\"schema\":3,\"parts\":\"").ok_or_else(bad)?;
    let (listed, rest) = rest.split_once('"').ok_or_else(bad)?;
    let (retired, rest) = match rest.strip_prefix(",\"retired\":\"") {
        Some(r) => r.split_once('"').ok_or_else(bad)?,
        None => ("", rest),
    };
    // A part that is not "sum:entries:chars" is damage; a sum that names no part is found missing when read.
    let part = |p: &str| -> Option<Part> {
        let (sum, rest) = p.split_once(':')?;
        let (n, chars) = rest.split_once(':')?;
        Some(Part(sum.parse().ok()?, n.parse().ok()?, chars.parse().ok()?))
    };
    let (seating, rest) = match rest.strip_prefix(",\"seating\":\"") {
        Some(r) => {
            let (listed, rest) = r.split_once('"').ok_or_else(bad)?;
            (Some(part(listed).ok_or_else(|| DecodeError::at("seating", "not a part"))?), rest)
        }
        None => (None, rest),
    };
    let data = rest.strip_prefix(",\"data\":").and_then(|d| d.strip_suffix('}')).ok_or_else(bad)?;
    let words = |list: &'a str| list.split(' ').filter(|w| !w.is_empty());
    let parts = words(listed).map(part).collect::<Option<_>>().ok_or_else(|| DecodeError::at("parts", "not a list of parts"))?;
    // A retired part that cannot be read is left where it is: nothing refers to it.
    Ok(RawHead { data, parts, retired: words(retired).filter_map(|w| w.parse().ok()).collect(), seating })
}

/// What a stored head lists: its parts (an archive's one part, so that a
/// save over it retires it), the sums of those it retired, its seating's
/// part. None when the text is not a head (an event stored whole, as before
/// schema 3).
pub struct Listed {
    pub parts: Vec<Part>,
    pub retired: Vec<u64>,
    pub seating: Option<Part>,
}

pub fn listed(text: &str) -> Option<Listed> {
    is_head(text).then(|| raw_head(text).ok().map(|h| Listed { parts: h.parts, retired: h.retired, seating: h.seating })).flatten()
}

/// The sum of an archived event's one part, if stored text is its head.
pub fn archive_part(text: &str) -> Option<u64> {
    is_head(text).then(|| raw_head(text).ok()?.archive().map(|p| p.0)).flatten()
}

/// Whether stored text is the head of an archived event.
pub fn is_archived(text: &str) -> bool {
    archive_part(text).is_some()
}

/// What the list of events shows of a head, with the characters it and its
/// parts take; no part is read.
pub fn read_head<G: crate::event::Game>(text: &str) -> Result<EventSummary, DecodeError> {
    let head = raw_head(text)?;
    let mut event: Event<G> = envelope::read_data(head.data)?;
    let chars = head.parts.iter().try_fold(text.len(), |n, p| n.checked_add(p.2)).ok_or_else(|| DecodeError::at("parts", "sizes out of range"))?;
    if head.archive().is_some() {
        // Each character of an archive's text is three bytes here and one unit of a browser's store.
        event.stored = Stored::archive();
        return Ok(event.summary(text.len() + head.parts[0].2 / 3));
    }
    Ok(event.summary(chars))
}

/// What a head opens to: the event, from its parts; or an archived event's
/// text as it was stored whole, to be read as such.
pub enum Opened<G: crate::event::Game> {
    Event(Event<G>),
    Archived(String),
}

/// Event `id` whole from its head and parts, or its archive. A part or an
/// archive missing, changed, or not what its head says is named with its key.
pub fn read<G: crate::event::Game>(id: &str, text: &str, get: &dyn Fn(&str) -> Option<String>) -> Result<Opened<G>, DecodeError> {
    let head = raw_head(text)?;
    if let Some(archive) = head.archive() {
        let whole = fetch(id, archive, Place::Archive, get)?;
        let whole = crate::archive::from_text(&whole).and_then(|b| crate::archive::unpack(&b));
        return whole.map(Opened::Archived).ok_or_else(|| wrong(id, archive, Place::Archive, "is not an archived event"));
    }
    let mut event: Event<G> = envelope::read_data(head.data)?;
    let mut log = std::mem::take(&mut event.log);
    for (i, part) in head.parts.iter().enumerate() {
        let text = fetch(id, *part, Place::Log(i), get)?;
        let entries = serde_json::from_str::<Vec<LogEntry<G>>>(&text).ok().filter(|e| e.len() == part.1);
        log.extend(entries.ok_or_else(|| wrong(id, *part, Place::Log(i), "is not the entries its head lists"))?);
    }
    event.log = log;
    let mut seating = None;
    if let Some(part) = head.seating {
        let text = fetch(id, part, Place::Seating, get)?;
        let schedule = serde_json::from_str::<Schedule>(&text).map_err(|_| wrong(id, part, Place::Seating, "is not the seating its head lists"))?;
        seating = Some((part, Arc::new(schedule.clone())));
        event.schedule = schedule;
    }
    event.stored = Stored::of(head.parts, event.log.last().map(id_sum)).with_seating(seating);
    Ok(Opened::Event(event))
}

/// Where a part is listed in its head: what a problem with it is named by.
#[derive(Clone, Copy)]
enum Place {
    Archive,
    Log(usize),
    Seating,
}

/// A part of a head as its head wrote it: there, of its checksum.
fn fetch(id: &str, part: Part, at: Place, get: &dyn Fn(&str) -> Option<String>) -> Result<String, DecodeError> {
    match get(&part_key(id, part.0)) {
        Some(t) if checksum(&t) == part.0 && t.len() == part.2 => Ok(t),
        Some(_) => Err(wrong(id, part, at, "was changed outside Clubscore (its checksum differs)")),
        None => Err(wrong(id, part, at, "is missing")),
    }
}

/// What is wrong with a part of a head, named by its key.
fn wrong(id: &str, part: Part, at: Place, why: &str) -> DecodeError {
    let path = match at {
        Place::Archive => "archive".to_string(),
        Place::Log(i) => format!("parts[{i}]"),
        Place::Seating => "seating".to_string(),
    };
    DecodeError::at(path, format!("{} {why}", part_key(id, part.0)))
}

/// The stored form of an archived event: its one part's key and text, and
/// its head, whose data is what the list of events shows (the event without
/// its log, its seating and its players, its pairs and teams by number). None
/// if the event's JSON cannot be packed so that it unpacks as it was.
pub fn archive<G: crate::event::Game>(event: &Event<G>) -> Option<((String, String), String)> {
    let json = envelope::encode(event);
    let packed = crate::archive::pack(&json).filter(|p| crate::archive::unpack(p).as_deref() == Some(json.as_str()))?;
    let text = crate::archive::to_text(&packed);
    let sum = checksum(&text);
    // The list counts pairs and teams: their numbers, not their names.
    let counted =
        event.participants.iter().map(|p| crate::event::Participant { number: p.number, name: String::new(), members: Vec::new(), handicap: None }).collect();
    let listed = Event { log: Vec::new(), schedule: Default::default(), setup: None, participants: counted, ..event.clone() };
    let data = serde_json::to_string(&listed).ok()?;
    let head = format!("{{\"schema\":{PARTS_SCHEMA},\"parts\":\"{sum}:0:{}\",\"data\":{data}}}", text.len());
    Some(((part_key(&event.id, sum), text), head))
}

/// What a save writes: the parts the new head lists, the keys and texts of
/// those new here, and the sums of the old parts it replaces (retired:
/// removed a save later); the seating's part, with its key and text when
/// this save writes it.
pub struct Plan {
    pub parts: Vec<Part>,
    pub new: Vec<(String, String)>,
    pub retired: Vec<u64>,
    pub seating: Option<Part>,
    pub seating_new: Option<(String, String)>,
    /// The seating as the store already holds it (none: written by this save).
    held: Option<Arc<Schedule>>,
}

/// How `event` is written over a head listing `old` (none: nothing stored in
/// parts yet). When the event's mark says the store holds its log's first
/// entries as they are (the head still lists the parts it read or wrote,
/// and the log still ends that prefix with the same entry), only what
/// follows is written; otherwise (a merged or repaired log, an import) the
/// whole log is, in new parts, and every old part is retired.
pub fn plan<G: crate::event::Game>(event: &Event<G>, old: Option<&[Part]>, old_seating: Option<Part>) -> Plan {
    let log = &event.log;
    let (mut parts, mut kept) = match old.and_then(|old| event.stored.holds(old, |i| log.get(i).map(id_sum))) {
        Some(k) => (event.stored.parts().to_vec(), k),
        None => (Vec::new(), 0),
    };
    // Small parts at the end, merged with the new entries once there are too many.
    let loose = parts.iter().rev().take_while(|p| p.1 < SEALED).count();
    if loose >= LOOSE {
        let merged = parts.split_off(parts.len() - loose);
        kept -= merged.iter().map(|p| p.1).sum::<usize>();
    }
    let mut new = Vec::new();
    for chunk in log.get(kept..).unwrap_or_default().chunks(CHUNK) {
        let text = encode_entries(chunk);
        let sum = checksum(&text);
        parts.push(Part(sum, chunk.len(), text.len()));
        new.push((part_key(&event.id, sum), text));
    }
    let mut retired: Vec<u64> = old.unwrap_or_default().iter().filter(|o| !parts.iter().any(|p| p.0 == o.0)).map(|o| o.0).collect();
    // The seating: written when the store does not hold it as it is; none for an event not seated yet.
    let (seating, seating_new, held) = match event.stored.seating(&event.schedule, old_seating) {
        _ if event.schedule.rounds.is_empty() => (None, None, None),
        Some((part, held)) => (Some(part), None, Some(held)),
        None => {
            let text = serde_json::to_string(&event.schedule).unwrap_or_default();
            let sum = checksum(&text);
            (Some(Part(sum, 0, text.len())), Some((part_key(&event.id, sum), text)), None)
        }
    };
    retired.extend(old_seating.map(|o| o.0).filter(|o| seating.is_none_or(|s| s.0 != *o)));
    Plan { parts, new, retired, seating, seating_new, held }
}

/// The head to store: the event without its log, its parts, and the parts
/// this save retired. The log is taken out while the rest is encoded.
pub fn head<G: crate::event::Game>(event: &mut Event<G>, plan: &Plan) -> String {
    let log = std::mem::take(&mut event.log);
    let schedule = if plan.seating.is_some() { std::mem::take(&mut event.schedule) } else { Schedule::default() };
    // An Event and a list of parts are plain data with string keys: encoding cannot fail.
    let data = serde_json::to_string(&*event).unwrap_or_default();
    event.log = log;
    if plan.seating.is_some() {
        event.schedule = schedule;
    }
    let mut out = format!("{{\"schema\":{PARTS_SCHEMA},\"parts\":\"");
    for p in &plan.parts {
        out.push_str(&format!("{}:{}:{} ", p.0, p.1, p.2));
    }
    if !plan.retired.is_empty() {
        out.push_str("\",\"retired\":\"");
        for sum in &plan.retired {
            out.push_str(&format!("{sum} "));
        }
    }
    if let Some(p) = plan.seating {
        out.push_str(&format!("\",\"seating\":\"{}:0:{}", p.0, p.2));
    }
    out.push_str("\",\"data\":");
    out.push_str(&data);
    out.push('}');
    out
}

/// Marks `event` as stored in `plan`'s parts.
pub fn mark<G: crate::event::Game>(event: &mut Event<G>, plan: Plan) {
    let seating = plan.seating.map(|p| (p, plan.held.unwrap_or_else(|| Arc::new(event.schedule.clone()))));
    event.stored = Stored::of(plan.parts, event.log.last().map(id_sum)).with_seating(seating);
}

/// Forgets what the store holds: the log was changed other than by adding
/// to it, so the next save compares every part.
pub fn forget<G: crate::event::Game>(event: &mut Event<G>) {
    event.stored.forget();
}

fn encode_entries<G: crate::event::Game>(entries: &[LogEntry<G>]) -> String {
    serde_json::to_string(entries).unwrap_or_default()
}

/// The first line of a dump.
const DUMP: &str = "Clubscore: an event stored in parts, each key on a line and its text on the next";

/// Every stored text of an event in parts, keyed as stored: what "download
/// raw" gives of an event that cannot be read, and what deleting one keeps
/// to put back. Stored texts are one line each (JSON escapes line breaks).
pub fn dump<'a>(stored: impl Iterator<Item = (&'a str, &'a str)>) -> String {
    let mut out = format!("{DUMP}\n");
    for (key, text) in stored {
        out.push_str(&format!("{key}\n{text}\n"));
    }
    out
}

/// The keys and texts of a dump, if `raw` is one.
pub fn undump(raw: &str) -> Option<Vec<(&str, &str)>> {
    let mut lines = raw.strip_prefix(DUMP)?.strip_prefix('\n')?.lines();
    let mut out = Vec::new();
    while let Some(key) = lines.next() {
        out.push((key, lines.next()?));
    }
    Some(out)
}
