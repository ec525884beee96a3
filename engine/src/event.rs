//! The event model shared by bridge and chess: who takes part, who meets whom
//! in each round, and the append-only results log everything else is derived from.

use serde::{Deserialize, Serialize};

/// Longest event or participant name we accept; long enough for
/// "Tuesday Evening Pairs — Handicap Championship, final session".
pub const MAX_NAME_CHARS: usize = 120;

// Which game and format an event is: the registry every game joins.
pub use crate::kind::{Format, GameKind};

/// A pair (bridge pairs) or a team (bridge teams, chess teams), known by its number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Participant {
    pub number: u32,
    pub name: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub members: Vec<Member>,
    /// A pair's handicap in hundredths of a percent (SC 2.6), added to its
    /// percentage for the handicapped ranking; none when it plays scratch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handicap: Option<i64>,
}

/// A player of a pair or team, in seating or board order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Member {
    pub name: String,
    /// The player's handicap in hundredths of a percent (SC 2.6); none plays scratch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handicap: Option<i64>,
    /// The player's number with the federation (EBU, ACBL, FFB …) as a file
    /// from another program gives it, kept so our files give it back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub member_number: Option<String>,
}

impl Member {
    /// A player known by name only.
    pub fn named(name: &str) -> Member {
        Member { name: name.to_string(), handicap: None, member_number: None }
    }
}

/// A pair's name from its players': "Ann Smith & Bob Jones".
pub fn pair_name(players: &[Member]) -> String {
    players.iter().map(|p| p.name.as_str()).collect::<Vec<_>>().join(" & ")
}

/// A federation membership number as a file gives it, or none when it is
/// not one: letters, digits and dashes, at most 20 (longer is not a number
/// any federation issues, and would only bloat every file we write). Zero
/// is Compscore's "no number" (its DIRECTOR placeholder has it).
pub fn member_number(text: &str) -> Option<String> {
    let t = text.trim();
    let zero = t.chars().all(|c| c == '0');
    (!zero && t.len() <= 20 && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')).then(|| t.to_string())
}

// Who meets whom, where, with which boards: plain data of its own module.
pub use crate::schedule::{Round, Schedule, Sitting};

/// Who made a log entry; a table device cannot do what a director can.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    #[default]
    Scorer,
    Director,
    Table,
}

impl<'de> Deserialize<'de> for Role {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Role, D::Error> {
        crate::code::read(d, &["scorer", "director", "table"], |i| [Role::Scorer, Role::Director, Role::Table].get(i).copied())
    }
}

/// A log entry is named by the device that made it and that device's counter,
/// so entries from several devices merge without clashes. Stored as
/// `"device:seq"` (every entry has one, so it is kept short); the object
/// `{"device": …, "seq": …}` of earlier versions reads too.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EntryId {
    pub device: String,
    pub seq: u64,
}

impl Serialize for EntryId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format!("{}:{}", self.device, self.seq))
    }
}

impl EntryId {
    /// `"device:seq"` read: compiled once, whichever reader calls it.
    fn parse(v: &str) -> Result<EntryId, String> {
        match v.rsplit_once(':').map(|(device, seq)| (device, seq.parse())) {
            Some((device, Ok(seq))) => Ok(EntryId { device: device.to_string(), seq }),
            _ => Err(format!("\"{v}\" is not an entry id (device:number)")),
        }
    }
}

impl<'de> Deserialize<'de> for EntryId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<EntryId, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = EntryId;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an entry id, \"device:number\"")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<EntryId, E> {
                EntryId::parse(v).map_err(E::custom)
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<EntryId, A::Error> {
                let (mut device, mut seq) = (None, None);
                while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
                    match key.as_ref() {
                        "device" => device = Some(map.next_value::<String>()?),
                        "seq" => seq = Some(map.next_value::<u64>()?),
                        _ => {
                            map.next_value::<serde::de::IgnoredAny>()?;
                        }
                    }
                }
                match (device, seq) {
                    (Some(device), Some(seq)) => Ok(EntryId { device, seq }),
                    (None, _) => Err(serde::de::Error::missing_field("device")),
                    (_, None) => Err(serde::de::Error::missing_field("seq")),
                }
            }
        }
        d.deserialize_any(Visitor)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct LogEntry<G: Game> {
    pub id: EntryId,
    /// Milliseconds since 1970-01-01 UTC on the device that made the entry.
    pub at: i64,
    /// Left out of the stored entry when it is the scorer's (most entries).
    #[serde(default, skip_serializing_if = "is_scorer")]
    pub role: Role,
    pub action: Action<G>,
    /// The entry this one corrects or withdraws; the old one stays in the log.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub supersedes: Option<EntryId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
}

fn is_scorer(role: &Role) -> bool {
    *role == Role::Scorer
}

/// What an entry records: the log's own entries (a note, an undo, an entry
/// held back), or a command of the event's game `G`.
#[derive(Clone, Debug, PartialEq)]
pub enum Action<G: Game> {
    /// A director's remark kept in the audit trail.
    Note { text: String },
    /// Withdraws the superseded entry without replacing it (an undo).
    Withdraw,
    /// An entry made elsewhere (a table's device, a backup), held back when it
    /// was merged: its result differs from the one here, or it corrects an
    /// entry held back. It does not count, and waits for the director, who
    /// takes it (a result that supersedes this hold) or keeps the one here (a
    /// note that does). `from` says where it came from ("table 2").
    Held { from: String, entry: Box<LogEntry<G>> },
    /// A command of the game, stored as its game stores it.
    Game(G::Command),
}

/// How the log's own actions are stored: `{"kind":"note",...}`, the kind
/// beside the fields. A game's command is stored as its game stores it.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "snake_case", bound = "")]
enum Stored<'a, G: Game> {
    Note { text: &'a str },
    Withdraw,
    Held { from: &'a str, entry: &'a LogEntry<G> },
}

impl<G: Game> Serialize for Action<G> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let stored: Stored<G> = match self {
            Action::Note { text } => Stored::Note { text },
            Action::Withdraw => Stored::Withdraw,
            Action::Held { from, entry } => Stored::Held { from, entry },
            Action::Game(command) => return command.serialize(s),
        };
        stored.serialize(s)
    }
}

/// An action read by hand from its stored JSON (the derived reader of a
/// tagged enum buffers and visits every variant, and costs every page
/// several KB): the log's own by their kind, anything else by the game.
impl<'de, G: Game> Deserialize<'de> for Action<G> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Action<G>, D::Error> {
        read_action(serde_json::Value::deserialize(d)?)
    }
}

/// An action read by hand from its stored JSON, apart from the reader it
/// came through (one copy whether read from text or from a held entry's JSON).
fn read_action<G: Game, E: serde::de::Error>(mut v: serde_json::Value) -> Result<Action<G>, E> {
    let text = |v: &serde_json::Value, k: &'static str| v.get(k).and_then(|x| x.as_str()).map(str::to_string).ok_or_else(|| E::missing_field(k));
    Ok(match v.get("kind").and_then(|k| k.as_str()) {
        Some("note") => Action::Note { text: text(&v, "text")? },
        Some("withdraw") => Action::Withdraw,
        Some("held") => {
            // The held entry is taken out, not copied.
            let entry = v.get_mut("entry").map(serde_json::Value::take).ok_or_else(|| E::missing_field("entry"))?;
            Action::Held { from: text(&v, "from")?, entry: Box::new(serde_json::from_value(entry).map_err(E::custom)?) }
        }
        _ => Action::Game(G::read(v)?),
    })
}

/// A game on the shared log: its commands, how an event of it is set up,
/// and what each command sets, so that the log, the store, the merge, the
/// audit trail and the import dialog need know nothing of bridge or chess.
pub trait Game: Sized + Clone + Copy + PartialEq + std::fmt::Debug + Send + Sync + 'static {
    /// The game's commands, each stored as the game stores it.
    type Command: Clone + std::fmt::Debug + PartialEq + Serialize + Send + Sync;
    /// How an event of the game is set up beside its log (a bridge
    /// session's movement and scoring); [`NoSetup`] for a game without one.
    type Setup: Clone + std::fmt::Debug + PartialEq + Serialize + serde::de::DeserializeOwned + Send + Sync;
    /// What a command sets: a board's result at one table, a team's absence
    /// in a round, the tie-break list. A later entry for the same target
    /// corrects an earlier one; two entries for the same target made apart
    /// (on two devices, or a table's and the scorer's) that differ are a
    /// conflict, held for the director or arbiter.
    type Target: Copy + Eq + std::hash::Hash + std::fmt::Debug + Send + Sync + 'static;
    /// Who settles what is held back: the director, or the arbiter.
    const OFFICIAL: &'static str = "director";
    /// A command read from its stored JSON (an entry the log's own kinds
    /// do not claim).
    fn read<E: serde::de::Error>(stored: serde_json::Value) -> Result<Self::Command, E>;
    /// What a command sets; none for one that sets nothing a later command
    /// could correct (a team added, a round paired).
    fn target(command: &Self::Command) -> Option<Self::Target>;
    /// Whether entries for this target are results (a board's), as the
    /// import dialog counts them.
    fn is_result(target: &Self::Target) -> bool;
    /// Whether a later command for this target sets the earlier aside (a
    /// board's result). Not where later commands were given under the
    /// earlier one, so that a replay without it would differ; such a target
    /// still tells two copies' commands apart in a merge.
    fn corrects(_target: &Self::Target) -> bool {
        true
    }
}

/// What an entry's action sets: its game's command's target (none for a
/// note, an undo, an entry held back).
pub fn target_of<G: Game>(action: &Action<G>) -> Option<G::Target> {
    match action {
        Action::Game(command) => G::target(command),
        _ => None,
    }
}

/// The set-up of a game that has none beside its log: never present.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoSetup {}

/// An event of game `G`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Event<G: Game> {
    pub id: String,
    pub name: String,
    pub format: Format,
    /// The day the event is played, `YYYY-MM-DD`.
    pub date: String,
    /// Milliseconds since 1970-01-01 UTC.
    pub created: i64,
    pub modified: i64,
    /// Bumped by every save; a save from an older revision is refused.
    pub revision: u64,
    #[serde(default)]
    pub participants: Vec<Participant>,
    #[serde(default)]
    pub schedule: Schedule,
    #[serde(default)]
    pub log: Vec<LogEntry<G>>,
    /// How the event is set up beside its log (a bridge session's movement
    /// and scoring); none until chosen. Stored under the name it had when
    /// one game alone had a set-up.
    #[serde(default, rename = "bridge", skip_serializing_if = "Option::is_none")]
    pub setup: Option<G::Setup>,
    /// One section of a night with several (A, B, ...), each its own event
    /// with its own movement; none for an event on its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub section: Option<Section>,
    /// What of the log the device's store holds already, so a save writes
    /// only what is new (set by the library; never in a file).
    #[serde(skip)]
    pub stored: crate::stored::Stored,
}

/// Which night an event is a section of, and its letter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Section {
    /// Shared by the sections of one night: the id of its first section.
    pub night: String,
    pub letter: String,
}

/// What the home page shows of an event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventSummary {
    pub id: String,
    pub name: String,
    pub format: Format,
    pub date: String,
    pub created: i64,
    pub modified: i64,
    pub revision: u64,
    pub participants: usize,
    /// Bytes the event takes in storage.
    pub bytes: usize,
    /// The section letter, for a night with several.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub section: Option<String>,
    /// Stored small, to be read and exported but not changed (see `archive`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub archived: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventError {
    EmptyName,
    NameTooLong { chars: usize },
    BadDate(String),
    UnknownEntry(EntryId),
    DuplicateEntry(EntryId),
    DuplicateNumber(u32),
    NoParticipant(u32),
}

impl std::fmt::Display for EventError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EventError::EmptyName => write!(f, "The name is empty. Type a name."),
            EventError::NameTooLong { chars } => write!(f, "The name has {chars} characters; at most {MAX_NAME_CHARS} are allowed."),
            EventError::BadDate(d) => {
                write!(f, "\"{d}\" is not a date; write it as YYYY-MM-DD.")
            }
            EventError::UnknownEntry(id) => {
                write!(f, "There is no log entry {}#{} to correct.", id.device, id.seq)
            }
            EventError::DuplicateEntry(id) => {
                write!(f, "Log entry {}#{} is already in the event.", id.device, id.seq)
            }
            EventError::DuplicateNumber(n) => write!(f, "Number {n} is already taken."),
            EventError::NoParticipant(n) => write!(f, "There is no number {n} in this event."),
        }
    }
}

impl std::error::Error for EventError {}

/// Trims a name and checks it is one a scorer can read back.
pub fn clean_name(name: &str) -> Result<String, EventError> {
    let name = &crate::text::one_line(name);
    let chars = name.chars().count();
    if chars == 0 {
        return Err(EventError::EmptyName);
    }
    if chars > MAX_NAME_CHARS {
        return Err(EventError::NameTooLong { chars });
    }
    Ok(name.to_string())
}

/// Accepts a calendar date `YYYY-MM-DD` (Gregorian, leap years included).
pub fn check_date(date: &str) -> Result<(), EventError> {
    let bad = || EventError::BadDate(date.to_string());
    let b = date.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return Err(bad());
    }
    let num = |s: &str| s.parse::<u32>().map_err(|_| bad());
    if !date[..4].bytes().chain(date[5..7].bytes()).chain(date[8..].bytes()).all(|c| c.is_ascii_digit()) {
        return Err(bad());
    }
    let (y, m, d) = (num(&date[..4])?, num(&date[5..7])?, num(&date[8..])?);
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return Err(bad()),
    };
    if d == 0 || d > days {
        return Err(bad());
    }
    Ok(())
}

impl<G: Game> Event<G> {
    pub fn new(id: String, name: &str, format: Format, date: &str, now: i64) -> Result<Event<G>, EventError> {
        check_date(date)?;
        Ok(Event {
            id,
            name: clean_name(name)?,
            format,
            date: date.to_string(),
            created: now,
            modified: now,
            revision: 0,
            participants: Vec::new(),
            schedule: Schedule::default(),
            log: Vec::new(),
            setup: None,
            section: None,
            stored: Default::default(),
        })
    }

    pub fn game(&self) -> GameKind {
        self.format.game()
    }

    pub fn rename(&mut self, name: &str) -> Result<(), EventError> {
        self.name = clean_name(name)?;
        Ok(())
    }

    /// A copy to run again or to experiment on: same entries and results,
    /// new id and name, never saved yet.
    pub fn duplicate(&self, id: String, now: i64) -> Event<G> {
        let mut name = format!("{} (copy)", self.name);
        if name.chars().count() > MAX_NAME_CHARS {
            name = name.chars().rev().take(MAX_NAME_CHARS).collect::<Vec<_>>().into_iter().rev().collect();
        }
        // A copy is an event of its own, not another section of the night.
        Event { id, name, created: now, modified: now, revision: 0, section: None, ..self.clone() }
    }

    /// Adds a participant with the next free number.
    pub fn add_participant(&mut self, name: &str) -> Result<u32, EventError> {
        let name = clean_name(name)?;
        let number = self.participants.iter().map(|p| p.number).max().unwrap_or(0) + 1;
        self.participants.push(Participant { number, name, members: Vec::new(), handicap: None });
        Ok(number)
    }

    /// The name of participant `number` (empty when there is none).
    pub fn participant_name(&self, number: u32) -> String {
        self.participants.iter().find(|p| p.number == number).map(|p| p.name.clone()).unwrap_or_default()
    }

    /// Sets the players of participant `number` (empty names are dropped).
    /// A player given no member number keeps the one he had, while his seat
    /// keeps his name: the event page edits names and handicaps only.
    pub fn set_members(&mut self, number: u32, members: Vec<Member>) -> Result<(), EventError> {
        let p = self.participants.iter_mut().find(|p| p.number == number).ok_or(EventError::NoParticipant(number))?;
        let mut clean = Vec::with_capacity(members.len());
        for (i, m) in members.into_iter().enumerate() {
            if !m.name.trim().is_empty() {
                let name = clean_name(&m.name)?;
                let had = p.members.get(i).filter(|old| old.name == name).and_then(|old| old.member_number.clone());
                clean.push(Member { member_number: m.member_number.as_deref().and_then(member_number).or(had), handicap: m.handicap, name });
            }
        }
        p.members = clean;
        Ok(())
    }

    /// The players of participant `number`, in seating or board order.
    pub fn member_names(&self, number: u32) -> Vec<String> {
        self.participants.iter().find(|p| p.number == number).map(|p| p.members.iter().map(|m| m.name.clone()).collect()).unwrap_or_default()
    }

    /// The players of a pair, for the files that name each player: its
    /// members when they were entered, else its name split where the club
    /// joined two players in one ("Jane Venti & Jane Volden"; "Judy & David
    /// Taub" is Judy Taub and David Taub, the surname shared).
    pub fn pair_players(&self, number: u32) -> Vec<String> {
        self.pair_members(number).into_iter().map(|m| m.name).collect()
    }

    /// The same players with what is known of them (their member numbers).
    pub fn pair_members(&self, number: u32) -> Vec<Member> {
        match self.participants.iter().find(|p| p.number == number) {
            Some(p) if !p.members.is_empty() => p.members.clone(),
            _ => crate::text::split_players(&self.participant_name(number)).iter().map(|n| Member::named(n)).collect(),
        }
    }

    /// Gives participant `number` a new name (numbers never change).
    pub fn rename_participant(&mut self, number: u32, name: &str) -> Result<(), EventError> {
        let name = clean_name(name)?;
        let p = self.participants.iter_mut().find(|p| p.number == number).ok_or(EventError::NoParticipant(number))?;
        p.name = name;
        Ok(())
    }

    /// Sets or clears participant `number`'s handicap (hundredths of a percent).
    pub fn set_handicap(&mut self, number: u32, handicap: Option<i64>) -> Result<(), EventError> {
        let p = self.participants.iter_mut().find(|p| p.number == number).ok_or(EventError::NoParticipant(number))?;
        p.handicap = handicap;
        Ok(())
    }

    /// Appends to the results log. An entry may only correct one already there,
    /// and the same entry (same device and counter) is never taken twice.
    pub fn append(&mut self, entry: LogEntry<G>) -> Result<(), EventError> {
        if self.log.iter().any(|e| e.id == entry.id) {
            return Err(EventError::DuplicateEntry(entry.id));
        }
        if let Some(old) = &entry.supersedes {
            if !self.log.iter().any(|e| &e.id == old) {
                return Err(EventError::UnknownEntry(old.clone()));
            }
        }
        self.log.push(entry);
        Ok(())
    }

    /// Whether play has begun: a result was entered, in either game (one
    /// undone since counts too: the evening was under way).
    pub fn play_begun(&self) -> bool {
        self.log.iter().any(|e| target_of(&e.action).is_some_and(|t| G::is_result(&t)))
    }

    /// The entries that count now: every entry not superseded by a later
    /// entry that itself counts, less the withdrawals. So undoing a correction
    /// (withdrawing it) brings back what it corrected, and undoing an undo
    /// brings back the entry.
    pub fn effective_log(&self) -> Vec<&LogEntry<G>> {
        let mut out: Vec<&LogEntry<G>> = self.effective_rev().collect();
        out.reverse();
        out
    }

    /// The entries that count, the last first: [`Event::effective_log`]
    /// reversed, worked out as the walk goes (an entry only sets aside an
    /// earlier one, so each one's fate is known when the walk back reaches
    /// it): a search for the last of a kind stops there, not after reading
    /// a 15,000-entry log whole.
    pub fn effective_rev(&self) -> impl Iterator<Item = &LogEntry<G>> {
        let mut dead = crate::fast_hash::FastSet::default();
        self.log.iter().rev().filter(move |e| counts_walking_back(&mut dead, e) && !matches!(e.action, Action::Withdraw))
    }

    /// The entries put aside by a later entry that counts (entries only ever
    /// supersede earlier ones, so one pass from the end decides).
    pub fn superseded(&self) -> crate::fast_hash::FastSet<&EntryId> {
        let mut dead = crate::fast_hash::FastSet::default();
        for e in self.log.iter().rev() {
            counts_walking_back(&mut dead, e);
        }
        dead
    }

    /// The entry that counts now for `target`: the last entry that counts
    /// with that target (a later one, such as one taken in a conflict, wins).
    pub fn counting(&self, target: &G::Target) -> Option<&LogEntry<G>> {
        self.effective_rev().find(|e| target_of(&e.action).as_ref() == Some(target))
    }

    /// Each link from a command to an earlier one of another target, as
    /// (the entry that has the link, the entry it sets aside). An earlier
    /// version took a player's absence, or a board added by hand, as
    /// correcting another team's or another board's, so the first was lost
    /// on reload.
    pub fn wrong_links(&self) -> Vec<(EntryId, EntryId)> {
        let mut wrong = Vec::new();
        for (i, e) in self.log.iter().enumerate() {
            let (Some(old), Some(mine)) = (&e.supersedes, target_of(&e.action)) else { continue };
            // What it corrects is before it, most often just before; a link to one that sets nothing is not wrong.
            let theirs = self.log[..i].iter().rev().find(|x| &x.id == old);
            if theirs.is_some_and(|x| target_of(&x.action).is_some_and(|t| t != mine)) {
                wrong.push((e.id.clone(), old.clone()));
            }
        }
        wrong
    }

    /// Drops each wrong link (`wrong_links`): the entry it set aside counts
    /// again. Says the links dropped.
    pub fn repair_links(&mut self) -> Vec<(EntryId, EntryId)> {
        let wrong = self.wrong_links();
        for e in &mut self.log {
            if wrong.iter().any(|(id, _)| id == &e.id) {
                e.supersedes = None;
            }
        }
        // Entries changed in place: the store's copy of them is no longer this log's.
        if !wrong.is_empty() {
            self.stored.forget();
        }
        wrong
    }

    /// The next counter for entries made on `device`.
    pub fn next_seq(&self, device: &str) -> u64 {
        self.log.iter().filter(|e| e.id.device == device).map(|e| e.id.seq).max().unwrap_or(0) + 1
    }

    /// A new entry of `device`'s, next in its count, correcting nothing.
    pub fn new_entry(&self, device: &str, at: i64, role: Role, action: Action<G>) -> LogEntry<G> {
        LogEntry { id: EntryId { device: device.to_string(), seq: self.next_seq(device) }, at, role, action, supersedes: None, why: None }
    }

    /// A new entry of `device`'s that corrects what counts now for its
    /// command's target (none there: it corrects nothing).
    pub fn correcting_entry(&self, device: &str, at: i64, role: Role, action: Action<G>) -> LogEntry<G> {
        let supersedes = target_of(&action).filter(G::corrects).and_then(|t| self.counting(&t)).map(|e| e.id.clone());
        LogEntry { supersedes, ..self.new_entry(device, at, role, action) }
    }

    pub fn summary(&self, bytes: usize) -> EventSummary {
        EventSummary {
            id: self.id.clone(),
            name: self.name.clone(),
            format: self.format,
            date: self.date.clone(),
            created: self.created,
            modified: self.modified,
            revision: self.revision,
            participants: self.participants.len(),
            bytes,
            section: self.section.as_ref().map(|s| s.letter.clone()),
            archived: self.stored.is_archived(),
        }
    }
}

/// One step of the walk back from the end of a log: whether `e` counts,
/// given `dead`, what the entries after it set aside (a withdrawal counts
/// here: it sets aside what it undoes); what `e` sets aside is added.
fn counts_walking_back<'a, G: Game>(dead: &mut crate::fast_hash::FastSet<&'a EntryId>, e: &'a LogEntry<G>) -> bool {
    if dead.contains(&e.id) {
        return false;
    }
    if let Some(old) = &e.supersedes {
        dead.insert(old);
    }
    true
}

/// A new event id: time and randomness from the caller, so the engine stays pure.
pub fn new_event_id(now: i64, random: u32) -> String {
    format!("e{}{}", base36(now.max(0) as u64), base36(random as u64))
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

#[cfg(test)]
mod tests;
