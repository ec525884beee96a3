//! The events kept on one device: each a head key and its log's parts (see
//! [`crate::parts`]), plus an index, over any key-value store (the browser's
//! local storage, or a map in tests). Every write returns a `Result`, is read
//! back to check it was kept, and a failed write leaves what was saved untouched.
//! An event stored whole, as before parts, is read as it is and stored in
//! parts when it is next saved.

use crate::envelope::{self, DecodeError};
use crate::event::{Event, EventSummary};
use serde::{Deserialize, Serialize};

pub const INDEX_KEY: &str = "clubscore/index";
pub const META_KEY: &str = "clubscore/meta";
pub const EVENT_PREFIX: &str = "clubscore/event/";

pub fn event_key(id: &str) -> String {
    format!("{EVENT_PREFIX}{id}")
}

/// Where what is worked out from an event and slow to work out again (its
/// boards' double-dummy analysis) is kept: beside the event, never in it,
/// nor in a backup (any device works it out again); it goes with the event.
pub fn worked_out_key(id: &str) -> String {
    format!("clubscore/worked-out/{id}")
}

/// What a store can fail with. `Full` is the browser's QuotaExceededError.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    Full,
    Unavailable(String),
    /// The event changed since it was loaded here (another tab or device saved it).
    Stale {
        id: String,
        stored: u64,
        yours: u64,
    },
    NotFound(String),
    Damaged {
        id: String,
        problem: DecodeError,
    },
    Exists(String),
    /// The event is archived: it is read, not changed, until brought back.
    Archived,
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Full => write!(
                f,
                "This device's storage for Clubscore is full, so the change was not saved. Everything saved before is safe. Download a backup, then delete events you no longer need."
            ),
            StoreError::Unavailable(why) => write!(f, "Storage is not available in this browser ({why}). Nothing can be saved."),
            StoreError::Stale { stored, yours, .. } => write!(
                f,
                "This event was changed elsewhere (another tab or window saved version {stored}; this page had version {yours}). Your change was not saved; the event has been reloaded."
            ),
            StoreError::NotFound(id) => write!(f, "There is no event {id} on this device."),
            StoreError::Damaged { problem, .. } => write!(f, "This stored event is damaged: {problem}."),
            StoreError::Exists(id) => write!(f, "An event with id {id} is already on this device."),
            StoreError::Archived => write!(f, "This event is archived, so nothing was saved: bring it back (on the archive page) to change it."),
        }
    }
}

impl std::error::Error for StoreError {}

/// A string key-value store such as `window.localStorage`.
pub trait KeyValue {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    fn remove(&mut self, key: &str) -> Result<(), StoreError>;
    fn keys(&self) -> Result<Vec<String>, StoreError>;
}

/// One line of the home page: an event, or stored text that no longer reads as one.
#[derive(Clone, Debug, PartialEq)]
pub enum Listing {
    Event(EventSummary),
    Damaged { id: String, bytes: usize, problem: DecodeError },
}

impl Listing {
    pub fn id(&self) -> &str {
        match self {
            Listing::Event(s) => &s.id,
            Listing::Damaged { id, .. } => id,
        }
    }
}

/// What a browser keeps for one site in local storage: 5 MiB of characters
/// (UTF-16 units, keys and values) in Chromium and Firefox.
pub const QUOTA_CHARS: usize = 5 * 1024 * 1024;

/// The share of it from which the list of events warns.
pub const WARN_PERCENT: usize = 70;

/// Days after its date from which an event is offered for archiving.
pub const ARCHIVE_AFTER_DAYS: i64 = 28;

/// The day before which events are offered for archiving, `now` being
/// milliseconds since 1970 (UTC).
pub fn archive_cutoff(now: i64) -> String {
    crate::text::iso_date(now.saturating_sub(ARCHIVE_AFTER_DAYS * 86_400_000))
}

/// Whether an event dated `date` is due to be archived, the cutoff being
/// [`archive_cutoff`]'s (calendar dates `YYYY-MM-DD` sort as their text).
pub fn archive_due(date: &str, cutoff: &str) -> bool {
    date < cutoff
}

/// How much of the store is used, for the list of events.
#[derive(Clone, Debug, PartialEq)]
pub struct Usage {
    /// Characters stored for this site (every key, Clubscore's or not).
    pub chars: usize,
    /// Of [`QUOTA_CHARS`], in whole percent, rounded down (so 70 % is reached, not rounded to).
    pub percent: usize,
    /// The three events that take the most, with their characters.
    pub largest: Vec<(String, usize)>,
}

impl Usage {
    /// `chars` used in all, and the events as listed.
    pub fn of(chars: usize, listing: &[Listing]) -> Usage {
        let mut largest: Vec<(String, usize)> = listing
            .iter()
            .map(|l| match l {
                Listing::Event(s) => (s.name.clone(), s.bytes),
                Listing::Damaged { id, bytes, .. } => (format!("damaged event {id}"), *bytes),
            })
            .collect();
        crate::sorting::sort_by(&mut largest, |a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        largest.truncate(3);
        Usage { chars, percent: chars.saturating_mul(100) / QUOTA_CHARS, largest }
    }

    pub fn warns(&self) -> bool {
        self.percent >= WARN_PERCENT
    }

    /// "1.3 of about 5.2 million characters used (25 %). The largest: “Tuesday” (0.2 million), …"
    pub fn words(&self) -> String {
        let million = |n: usize| crate::text::fixed(n as f64 / 1e6, 1);
        let mut out = format!("{} of about {} million characters used ({} %).", million(self.chars), million(QUOTA_CHARS), self.percent);
        if !self.largest.is_empty() {
            let each: Vec<String> = self.largest.iter().map(|(name, n)| format!("“{name}” ({} million)", million(*n))).collect();
            out.push_str(&format!(" The largest: {}.", each.join(", ")));
        }
        if self.warns() {
            out.push_str(" The storage is filling up: archive the events that are finished (each then takes about a tenth of the room), or download a backup, then delete the events you no longer need.");
        }
        out
    }
}

/// The name and type of the file "Download raw" gives of a damaged event's
/// stored text ([`Library::raw`]): an event stored whole is JSON; one in
/// parts, its keys and texts line by line, is plain text.
pub fn raw_file(id: &str, raw: &str) -> (String, &'static str) {
    match crate::parts::undump(raw) {
        Some(_) => (format!("clubscore-damaged-{id}.txt"), "text/plain"),
        None => (format!("clubscore-damaged-{id}.json"), "application/json"),
    }
}

/// What the list of events says of the last backup: the events changed
/// since it (every event when there was none), latest change first; none
/// when every event is in it. A backup is of every event, so one tap covers them.
pub fn since_backup(listing: &[Listing], last_backup: Option<i64>) -> Option<String> {
    let mut changed: Vec<&EventSummary> = listing
        .iter()
        .filter_map(|l| match l {
            Listing::Event(s) if last_backup.is_none_or(|b| s.modified > b) => Some(s),
            _ => None,
        })
        .collect();
    crate::sorting::sort_by(&mut changed, |a, b| b.modified.cmp(&a.modified).then_with(|| a.name.cmp(&b.name)));
    let named: Vec<String> = changed.iter().take(3).map(|s| format!("“{}”", s.name)).collect();
    let more = match changed.len().saturating_sub(3) {
        0 => String::new(),
        n => format!(" and {n} more"),
    };
    let what = if last_backup.is_some() { "Changed since the last backup" } else { "Not in a backup from this device yet" };
    (!changed.is_empty()).then(|| format!("{what}: {}{more}. Download a backup now: one file holds every event.", named.join(", ")))
}

/// The order of the home page: damaged events first, as they need the
/// scorer's attention; then the latest event day first, and on one day the
/// event created last first. Renaming or saving never moves an event.
pub fn home_order(list: &mut [Listing]) {
    crate::sorting::sort_by(list, |a, b| match (a, b) {
        (Listing::Damaged { id: x, .. }, Listing::Damaged { id: y, .. }) => x.cmp(y),
        (Listing::Damaged { .. }, Listing::Event(_)) => std::cmp::Ordering::Less,
        (Listing::Event(_), Listing::Damaged { .. }) => std::cmp::Ordering::Greater,
        (Listing::Event(x), Listing::Event(y)) => y.date.cmp(&x.date).then(y.created.cmp(&x.created)).then(x.id.cmp(&y.id)),
    });
}

/// An event deleted from the list, kept in memory for a few seconds to put
/// back as it was (`Library::delete_undoably`, `Library::undelete`). Each
/// delete has its own number, so the end of an older one's few seconds never
/// takes away a newer one's undo.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct UndoableDelete {
    last: Option<Deleted>,
    generation: u64,
}

#[derive(Clone, Debug, PartialEq)]
struct Deleted {
    id: String,
    name: String,
    raw: String,
    position: usize,
}

impl UndoableDelete {
    /// The name of the event that can be put back, if any.
    pub fn offered(&self) -> Option<&str> {
        self.last.as_ref().map(|d| d.name.as_str())
    }

    /// The few seconds of delete `generation` are over: its undo is no
    /// longer offered (unless a later delete replaced it). Whether it changed.
    pub fn expire(&mut self, generation: u64) -> bool {
        let over = self.last.is_some() && self.generation == generation;
        if over {
            self.last = None;
        }
        over
    }
}

/// The index keeps the order events were added in; it is rebuilt from the event
/// keys whenever it is missing or unreadable, so it can never hide an event.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
struct Index {
    ids: Vec<String>,
}

/// Device-wide facts: when the last backup was downloaded.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meta {
    #[serde(default)]
    pub last_backup: Option<i64>,
}

pub struct Library<S: KeyValue> {
    pub store: S,
}

impl<S: KeyValue> Library<S> {
    pub fn new(store: S) -> Self {
        Library { store }
    }

    fn index(&self) -> Result<Index, StoreError> {
        let stored: Index = match self.store.get(INDEX_KEY)? {
            Some(text) => serde_json::from_str(&text).unwrap_or_default(),
            None => Index::default(),
        };
        // Events whose key exists but that the index misses (a write cut short,
        // a damaged index) are listed after the others, oldest key first.
        let mut ids = stored.ids;
        ids.retain(|id| !id.is_empty());
        let mut extra: Vec<String> =
            self.store.keys()?.into_iter().filter_map(|k| k.strip_prefix(EVENT_PREFIX).map(str::to_string)).filter(|id| !ids.contains(id)).collect();
        crate::sorting::sort(&mut extra);
        ids.extend(extra);
        ids.dedup();
        Ok(Index { ids })
    }

    fn write_index(&mut self, index: &Index) -> Result<(), StoreError> {
        let text = serde_json::to_string(index).unwrap_or_default();
        self.store.set(INDEX_KEY, &text)
    }

    /// Every event on the device, damaged ones included, in index order,
    /// each read as game `G` reads it (its head alone, when it has one).
    pub fn list<G: crate::event::Game>(&self) -> Result<Vec<Listing>, StoreError> {
        let index = self.index()?;
        let mut out = Vec::with_capacity(index.ids.len());
        for id in index.ids {
            let Some(text) = self.store.get(&event_key(&id))? else { continue };
            // A head is listed without reading its parts.
            let read = if crate::parts::is_head(&text) {
                crate::parts::read_head::<G>(&text)
            } else {
                envelope::decode::<Event<G>>(&text).map(|e| e.summary(text.len()))
            };
            out.push(match read {
                Ok(summary) => Listing::Event(summary),
                Err(problem) => Listing::Damaged { id, bytes: text.len(), problem },
            });
        }
        Ok(out)
    }

    /// Events the index lists whose stored text is gone: removed by the
    /// browser (or another program), never by a delete here, which takes an
    /// event out of the index first.
    pub fn lost(&self) -> Result<Vec<String>, StoreError> {
        let listed: Vec<String> = match self.store.get(INDEX_KEY)? {
            Some(text) => serde_json::from_str::<Index>(&text).unwrap_or_default().ids,
            None => Vec::new(),
        };
        let stored = self.stored_ids()?;
        Ok(listed.into_iter().filter(|id| !stored.contains(id)).collect())
    }

    /// Forgets the lost events (the scorer has read what to do).
    pub fn forget_lost(&mut self) -> Result<(), StoreError> {
        let stored = self.stored_ids()?;
        let ids = self.index()?.ids.into_iter().filter(|id| stored.contains(id)).collect();
        self.write_index(&Index { ids })
    }

    /// The ids of the events stored, from the keys alone (no event's text is
    /// read; a device holds some hundreds, so a list is searched as fast as a set).
    fn stored_ids(&self) -> Result<Vec<String>, StoreError> {
        Ok(self.store.keys()?.into_iter().filter_map(|k| k.strip_prefix(EVENT_PREFIX).map(str::to_string)).collect())
    }

    pub fn load<G: crate::event::Game>(&self, id: &str) -> Result<Event<G>, StoreError> {
        // A part another tab's save replaced stays until its next save: a head read finds all its parts.
        self.decode_stored(id, &self.head(id)?).map_err(|problem| StoreError::Damaged { id: id.to_string(), problem })
    }

    /// Event `id` from the text stored under its key: a head with its parts,
    /// an archive's head with its archive, or an event stored whole.
    pub fn decode_stored<G: crate::event::Game>(&self, id: &str, text: &str) -> Result<Event<G>, DecodeError> {
        use crate::parts::{read, Opened};
        let whole = match crate::parts::is_head(text) {
            true => match read(id, text, &|key| self.store.get(key).ok().flatten())? {
                Opened::Event(event) => return Ok(event),
                Opened::Archived(whole) => Some(whole),
            },
            false => None,
        };
        let mut event: Event<G> = envelope::decode(whole.as_deref().unwrap_or(text))?;
        if whole.is_some() {
            event.stored = crate::stored::Stored::archive();
        }
        Ok(event)
    }

    /// The text under the event's key: its head, or the whole event as stored before parts.
    fn head(&self, id: &str) -> Result<String, StoreError> {
        self.store.get(&event_key(id))?.ok_or_else(|| StoreError::NotFound(id.to_string()))
    }

    /// The stored text as it is, for "download raw" of a damaged event: an
    /// event stored whole as it is, one in parts as every key it has with its text.
    pub fn raw(&self, id: &str) -> Result<String, StoreError> {
        let key = event_key(id);
        let text = self.head(id)?;
        if crate::parts::is_head(&text) {
            let prefix = crate::parts::parts_prefix(id);
            let mut stored = vec![(key, text)];
            for k in self.store.keys()?.into_iter().filter(|k| k.starts_with(&prefix)) {
                if let Some(t) = self.store.get(&k)? {
                    stored.push((k, t));
                }
            }
            return Ok(crate::parts::dump(stored.iter().map(|(k, t)| (k.as_str(), t.as_str()))));
        }
        Ok(text)
    }

    /// Saves an event first made on this device (revision 0). Returns it as stored.
    pub fn create<G: crate::event::Game>(&mut self, event: &Event<G>, now: i64) -> Result<Event<G>, StoreError> {
        if self.store.get(&event_key(&event.id))?.is_some() {
            return Err(StoreError::Exists(event.id.clone()));
        }
        let mut stored = Event { revision: 1, modified: now, ..event.clone() };
        self.put(&mut stored, None)?;
        if let Err(e) = self.index_new(&stored.id) {
            self.remove_keys(&stored.id);
            return Err(e);
        }
        Ok(stored)
    }

    /// The revision of the stored event, read without building it.
    pub fn stored_revision<G: crate::event::Game>(&self, id: &str) -> Result<u64, StoreError> {
        let text = self.head(id)?;
        envelope::peek_revision(&text).ok_or_else(|| StoreError::Damaged {
            id: id.to_string(),
            problem: envelope::decode::<Event<G>>(&text).err().unwrap_or_else(|| DecodeError::at("", "unreadable")),
        })
    }

    /// Saves a change to an event loaded at `event.revision`. Refused if the
    /// stored event has moved on since, so no change is silently overwritten.
    /// Only the stored revision is read, not the whole event: a save on a big
    /// evening stays quick.
    pub fn save<G: crate::event::Game>(&mut self, event: &Event<G>, now: i64) -> Result<Event<G>, StoreError> {
        self.save_owned(event.clone(), now).map_err(|(e, _)| e)
    }

    /// The same, with the event handed over (a page's own, taken out of its
    /// view): no copy of a big event is made. A refusal hands it back as it was.
    pub fn save_owned<G: crate::event::Game>(&mut self, mut event: Event<G>, now: i64) -> Result<Event<G>, (StoreError, Event<G>)> {
        let key = event_key(&event.id);
        let old = match self.store.get(&key) {
            Ok(Some(old)) => old,
            Ok(None) => return Err((StoreError::NotFound(event.id.clone()), event)),
            Err(e) => return Err((e, event)),
        };
        // Stored text whose revision cannot be read is damaged: it is not saved over (its raw text stays to download).
        let Some(stored_revision) = envelope::peek_revision(&old) else {
            let problem = envelope::decode::<Event<G>>(&old).err().unwrap_or_else(|| DecodeError::at("", "unreadable"));
            return Err((StoreError::Damaged { id: event.id.clone(), problem }, event));
        };
        if crate::parts::is_archived(&old) {
            return Err((StoreError::Archived, event));
        }
        if stored_revision != event.revision {
            return Err((StoreError::Stale { id: event.id.clone(), stored: stored_revision, yours: event.revision }, event));
        }
        let (revision, modified) = (event.revision, event.modified);
        (event.revision, event.modified) = (revision + 1, now.max(modified));
        match self.put(&mut event, Some(old)) {
            Ok(()) => Ok(event),
            Err(e) => {
                (event.revision, event.modified) = (revision, modified);
                Err((e, event))
            }
        }
    }

    /// Writes the event's new parts, then its head, each read back to check
    /// the store kept it. Until the head is written nothing refers to the new
    /// parts; if the head cannot be written, it is put back as it was and the
    /// new parts removed, so what was stored stays whole. Once all is
    /// written, the parts the previous save retired go. An event new here is
    /// added to the index by the caller ([`Library::index_new`]).
    fn put<G: crate::event::Game>(&mut self, event: &mut Event<G>, old: Option<String>) -> Result<(), StoreError> {
        let listed = old.as_deref().and_then(crate::parts::listed);
        let plan = crate::parts::plan(event, listed.as_ref().map(|l| l.parts.as_slice()), listed.as_ref().and_then(|l| l.seating));
        let head = crate::parts::head(event, &plan);
        self.write_plan(&event.id, &plan, &head, old, listed)?;
        crate::parts::mark(event, plan);
        Ok(())
    }

    /// [`Library::put`]'s writes, which are the same for every game: the new
    /// parts, the head, and the parts retired, as `put` says.
    fn write_plan(
        &mut self,
        id: &str,
        plan: &crate::parts::Plan,
        head: &str,
        old: Option<String>,
        listed: Option<crate::parts::Listed>,
    ) -> Result<(), StoreError> {
        let key = event_key(id);
        let old_seating = listed.as_ref().and_then(|l| l.seating);
        let (old_parts, old_retired) = listed.map(|l| (l.parts, l.retired)).unzip();
        let mut result = Ok(());
        for (part, text) in plan.seating_new.iter().chain(&plan.new) {
            result = self.write_checked(part, text);
            if result.is_err() {
                break;
            }
        }
        if result.is_ok() {
            result = self.write_checked(&key, head);
            if result.is_err() {
                self.put_back(&key, old);
            }
        }
        if let Err(e) = result {
            // The new parts go, but not one the stored head lists (the same entries, so the same name).
            for (part, p) in plan.new.iter().zip(plan.parts.iter().rev().take(plan.new.len()).rev()) {
                if !old_parts.iter().flatten().any(|o| o.0 == p.0) {
                    let _ = self.store.remove(&part.0);
                }
            }
            if let (Some((part, _)), Some(p)) = (&plan.seating_new, plan.seating) {
                if old_seating.is_none_or(|o| o.0 != p.0) {
                    let _ = self.store.remove(part);
                }
            }
            return Err(e);
        }
        let listed_now = |sum: u64| plan.parts.iter().any(|p| p.0 == sum) || plan.seating.is_some_and(|p| p.0 == sum);
        for gone in old_retired.unwrap_or_default().into_iter().filter(|sum| !listed_now(*sum)) {
            let _ = self.store.remove(&crate::parts::part_key(id, gone));
        }
        Ok(())
    }

    /// Stores event `id` small (see [`crate::archive`]), to be read and
    /// exported but not changed until [`Library::restore`]. The archive is
    /// checked to unpack as the event was before the log's parts go.
    pub fn archive<G: crate::event::Game>(&mut self, id: &str) -> Result<(), StoreError> {
        let key = event_key(id);
        let old = self.head(id)?;
        if crate::parts::is_archived(&old) {
            return Ok(());
        }
        let event = self.load::<G>(id)?;
        let damaged = || StoreError::Damaged { id: id.to_string(), problem: DecodeError::at("", "it cannot be archived as it is") };
        let ((part, text), head) = crate::parts::archive(&event).ok_or_else(damaged)?;
        if let Err(e) = self.write_checked(&part, &text).and_then(|()| self.write_checked(&key, &head)) {
            self.put_back(&key, Some(old));
            let _ = self.store.remove(&part);
            return Err(e);
        }
        let prefix = crate::parts::parts_prefix(id);
        for k in self.store.keys()?.into_iter().filter(|k| k.starts_with(&prefix) && *k != part) {
            let _ = self.store.remove(&k);
        }
        Ok(())
    }

    /// Brings an archived event back to full, as it was when archived.
    pub fn restore<G: crate::event::Game>(&mut self, id: &str) -> Result<Event<G>, StoreError> {
        let old = self.head(id)?;
        let mut event = self.load(id)?;
        if !crate::parts::is_archived(&old) {
            return Ok(event);
        }
        event.stored.forget();
        let archive = crate::parts::archive_part(&old).map(|sum| crate::parts::part_key(id, sum));
        self.put(&mut event, Some(old))?;
        // The archive goes at once (it is listed as retired too): brought back, the event needs the room.
        if let Some(key) = archive {
            let _ = self.store.remove(&key);
        }
        Ok(event)
    }

    /// Adds an event new here to the index (one the browser removed comes
    /// back in its old place). The index is read with every key only then;
    /// it is rebuilt from the keys when it misses one.
    fn index_new(&mut self, id: &str) -> Result<(), StoreError> {
        let mut index = self.index()?;
        if !index.ids.iter().any(|x| x == id) {
            index.ids.push(id.to_string());
        }
        self.write_index(&index)
    }

    /// Removes an event's head and every part of it.
    fn remove_keys(&mut self, id: &str) {
        let _ = self.store.remove(&event_key(id));
        let _ = self.store.remove(&worked_out_key(id));
        let prefix = crate::parts::parts_prefix(id);
        for key in self.store.keys().unwrap_or_default().into_iter().filter(|k| k.starts_with(&prefix)) {
            let _ = self.store.remove(&key);
        }
    }

    /// What was worked out from event `id` and kept (see [`worked_out_key`]).
    pub fn worked_out(&self, id: &str) -> Option<String> {
        self.store.get(&worked_out_key(id)).ok().flatten()
    }

    /// Keeps what was worked out from event `id`, checked as every write is.
    pub fn keep_worked_out(&mut self, id: &str, text: &str) -> Result<(), StoreError> {
        if self.store.get(&event_key(id))?.is_none() {
            return Err(StoreError::NotFound(id.to_string()));
        }
        self.write_checked(&worked_out_key(id), text)
    }

    /// Writes `text` under `key` and reads it back: a browser that refuses
    /// the write, or keeps something else, is a failed write.
    fn write_checked(&mut self, key: &str, text: &str) -> Result<(), StoreError> {
        self.store.set(key, text)?;
        match self.store.get(key)? {
            Some(kept) if kept == text => Ok(()),
            _ => Err(StoreError::Unavailable("the browser did not keep what was written".into())),
        }
    }

    /// Undoes a write: the key gets its old text back, or goes if it had none.
    /// The old text fitted before, so putting it back does not need more room.
    fn put_back(&mut self, key: &str, old: Option<String>) {
        let _ = match old {
            Some(text) => self.store.set(key, &text),
            None => self.store.remove(key),
        };
    }

    /// Removes an event (damaged or not). Returns its stored text so the caller
    /// can offer an undo with [`Library::put_raw`].
    pub fn delete(&mut self, id: &str) -> Result<String, StoreError> {
        let raw = self.raw(id)?;
        let mut index = self.index()?;
        index.ids.retain(|x| x != id);
        self.store.remove(&event_key(id))?;
        // The index is rebuilt from keys if this write fails, so the event cannot come back.
        let _ = self.write_index(&index);
        // Its parts (and any a save cut short left): nothing refers to them now.
        self.remove_keys(id);
        Ok(raw)
    }

    /// Deletes event `id`, kept in `undo` to put back as it was (its text,
    /// its place in the list) for as long as the page offers it.
    pub fn delete_undoably(&mut self, id: &str, name: &str, undo: &mut UndoableDelete) -> Result<u64, StoreError> {
        let position = self.index()?.ids.iter().position(|x| x == id).unwrap_or(usize::MAX);
        let raw = self.delete(id)?;
        undo.generation += 1;
        undo.last = Some(Deleted { id: id.to_string(), name: name.to_string(), raw, position });
        Ok(undo.generation)
    }

    /// Puts back the last event deleted into `undo`, as it was: its name,
    /// or none when there is none to put back.
    pub fn undelete(&mut self, undo: &mut UndoableDelete) -> Result<Option<String>, StoreError> {
        let Some(d) = undo.last.take() else { return Ok(None) };
        match self.put_raw(&d.id, &d.raw, d.position) {
            Ok(()) => Ok(Some(d.name)),
            Err(e) => {
                undo.last = Some(d);
                Err(e)
            }
        }
    }

    /// Puts back stored text removed by [`Library::delete`], at its old place
    /// in the list: the event's text, or every key of an event in parts.
    pub fn put_raw(&mut self, id: &str, raw: &str, position: usize) -> Result<(), StoreError> {
        let mut index = self.index()?;
        match crate::parts::undump(raw) {
            // The head last, so that it finds its parts.
            Some(keys) => {
                let head = event_key(id);
                for (key, text) in keys.iter().filter(|(k, _)| *k != head).chain(keys.iter().filter(|(k, _)| *k == head)) {
                    self.store.set(key, text)?;
                }
            }
            None => self.store.set(&event_key(id), raw)?,
        }
        index.ids.retain(|x| x != id);
        index.ids.insert(position.min(index.ids.len()), id.to_string());
        let _ = self.write_index(&index);
        Ok(())
    }

    pub fn meta(&self) -> Meta {
        self.store.get(META_KEY).ok().flatten().and_then(|t| serde_json::from_str(&t).ok()).unwrap_or_default()
    }

    pub fn set_meta(&mut self, meta: &Meta) -> Result<(), StoreError> {
        self.store.set(META_KEY, &serde_json::to_string(meta).unwrap_or_default())
    }

    /// Every readable event, for a backup of the whole device.
    pub fn all_events<G: crate::event::Game>(&self) -> Result<Vec<Event<G>>, StoreError> {
        let index = self.index()?;
        let mut out = Vec::new();
        for id in index.ids {
            if let Ok(e) = self.load(&id) {
                out.push(e);
            }
        }
        Ok(out)
    }

    /// Writes events from a backup as one change, each over the copy here
    /// only if that copy is still at the revision it was read at (`Some`;
    /// none: the event is new here): another tab's save in between refuses
    /// the whole import rather than be overwritten. Each event written over
    /// one here goes one revision past both, so a tab still holding the old
    /// copy cannot save over it unseen. Returns each event's revision as written.
    pub fn put_all_over<G: crate::event::Game>(&mut self, events: Vec<(Event<G>, Option<u64>)>) -> Result<Vec<u64>, StoreError> {
        let mut out = Vec::with_capacity(events.len());
        for (mut event, read_at) in events {
            crate::parts::forget(&mut event);
            if let Some(read_at) = read_at {
                let stored = self.store.get(&event_key(&event.id))?.and_then(|text| envelope::peek_revision(&text));
                if stored != Some(read_at) {
                    return Err(StoreError::Stale { id: event.id.clone(), stored: stored.unwrap_or(0), yours: read_at });
                }
                event.revision = event.revision.max(read_at).saturating_add(1);
            }
            out.push(event);
        }
        self.put_all(&mut out)?;
        Ok(out.iter().map(|e| e.revision).collect())
    }

    /// Our save of an event that another tab then wrote over from the same
    /// revision (a browser shows one tab another's write a moment late, so
    /// both saved on top of one revision): our copy's entries are merged into
    /// the copy stored now (renumbered where the two tabs, sharing this
    /// browser's device name, numbered entries alike) and saved one revision
    /// past it, so neither tab loses an entry. None when the stored copy
    /// already holds all of ours.
    pub fn take_back<G: crate::event::Game>(&mut self, ours: &Event<G>, device: &str, now: i64) -> Result<Option<crate::merge::Merged>, StoreError> {
        let stored = self.load(&ours.id)?;
        let ours = crate::merge::renumber_clashes(ours, &stored);
        let refused = |r: crate::merge::Refused| StoreError::Damaged { id: ours.id.clone(), problem: DecodeError::at("log", r.why) };
        let (merged, m) = crate::merge::merge_event::<G>(&stored, &ours, "another tab", device, now).map_err(refused)?;
        if merged == stored {
            return Ok(None);
        }
        // Saved as a change of the copy stored now (merge_event counted one revision past it).
        self.save_owned(Event { revision: stored.revision, ..merged }, now).map_err(|(e, _)| e)?;
        Ok(Some(m))
    }

    /// Writes several events as one change: if any write fails, those already
    /// written are put back as they were.
    pub fn put_all<G: crate::event::Game>(&mut self, events: &mut [Event<G>]) -> Result<(), StoreError> {
        let before_index = self.store.get(INDEX_KEY)?;
        let mut undo: Vec<(String, Option<String>)> = Vec::new();
        for event in events {
            let key = event_key(&event.id);
            let old = self.store.get(&key)?;
            let new = old.is_none();
            match self.put(event, old.clone()).and_then(|()| if new { self.index_new(&event.id) } else { Ok(()) }) {
                Ok(()) => undo.push((key, old)),
                Err(e) => {
                    for (key, old) in undo.into_iter().rev() {
                        self.put_back(&key, old);
                    }
                    self.put_back(INDEX_KEY, before_index);
                    return Err(e);
                }
            }
        }
        Ok(())
    }
}

/// A store in memory with an optional size limit, counted like a browser
/// counts local storage (key and value lengths). For tests and the command line.
#[derive(Clone, Debug, Default)]
pub struct MemoryStore {
    pub map: std::collections::BTreeMap<String, String>,
    pub limit: Option<usize>,
}

impl MemoryStore {
    pub fn with_limit(limit: usize) -> Self {
        MemoryStore { map: Default::default(), limit: Some(limit) }
    }

    /// Characters stored, keys and values, in UTF-16 units as a browser counts them.
    pub fn used(&self) -> usize {
        self.map.iter().map(|(k, v)| k.encode_utf16().count() + v.encode_utf16().count()).sum()
    }
}

impl KeyValue for MemoryStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.map.get(key).cloned())
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if let Some(limit) = self.limit {
            let units = |t: &str| t.encode_utf16().count();
            let old = self.map.get(key).map(|v| units(key) + units(v)).unwrap_or(0);
            if self.used() - old + units(key) + units(value) > limit {
                return Err(StoreError::Full);
            }
        }
        self.map.insert(key.to_string(), value.to_string());
        Ok(())
    }
    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.map.remove(key);
        Ok(())
    }
    fn keys(&self) -> Result<Vec<String>, StoreError> {
        Ok(self.map.keys().cloned().collect())
    }
}

#[cfg(test)]
mod tests;
