//! The games on the shared log, for the pages that handle events of either
//! game (the list of events, a backup's import, taking back a lost save):
//! the one place that matches on which game an event is. Each game's own
//! page names its `Game` directly; these pages read every event as an
//! [`Any`], one copy of the event's code for both games.

use crate::bridge::command::Command as BridgeCommand;
use crate::bridge::Bridge;
use crate::chess::Chess;
use crate::envelope::DecodeError;
use crate::event::{Action, Event, Game, LogEntry};
use crate::library::{KeyValue, Library, StoreError};
use crate::merge::{Merged, Refused, Version};
use serde::Serialize;

/// An event of either game, each command read as its game stores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Any;

/// A bridge set-up as stored, its text kept exactly (written back byte for byte).
#[derive(Clone, Debug, Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct StoredSetup(Box<serde_json::value::RawValue>);

impl PartialEq for StoredSetup {
    fn eq(&self, other: &StoredSetup) -> bool {
        self.0.get() == other.0.get()
    }
}

/// A command of either game.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Bridge(BridgeCommand),
    /// A chess command, kept as stored (`Chess::Command`).
    Chess(serde_json::Value),
}

/// What a command of either game sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Bridge(<Bridge as Game>::Target),
    Chess(<Chess as Game>::Target),
}

impl Serialize for Command {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Command::Bridge(c) => c.serialize(s),
            Command::Chess(c) => c.serialize(s),
        }
    }
}

impl Game for Any {
    type Command = Command;
    /// Only bridge has a set-up beside its log: kept as stored, read by the
    /// bridge pages (`as_bridge`), so the pages of both games carry no reader of it.
    type Setup = StoredSetup;
    type Target = Target;

    /// A chess command is known by its `c` (schema 1 also wrote `"kind":"chess"`).
    fn read<E: serde::de::Error>(stored: serde_json::Value) -> Result<Command, E> {
        let kind = stored.get("kind").and_then(|k| k.as_str());
        if stored.get("c").is_some() && kind.is_none_or(|k| k == "chess") {
            return Ok(Command::Chess(Chess::read(stored)?));
        }
        Ok(Command::Bridge(Bridge::read(stored)?))
    }

    fn target(command: &Command) -> Option<Target> {
        match command {
            Command::Bridge(c) => Bridge::target(c).map(Target::Bridge),
            Command::Chess(c) => Chess::target(c).map(Target::Chess),
        }
    }

    fn is_result(target: &Target) -> bool {
        match target {
            Target::Bridge(t) => Bridge::is_result(t),
            Target::Chess(t) => Chess::is_result(t),
        }
    }

    fn corrects(target: &Target) -> bool {
        match target {
            Target::Bridge(t) => Bridge::corrects(t),
            Target::Chess(t) => Chess::corrects(t),
        }
    }
}

/// One copy of an event as the import dialog shows it.
pub fn version(event: &Event<Any>) -> Version {
    Version::of(event)
}

/// Another copy of `here` brought together with it (`merge::merge_event`).
pub fn merge_event(here: &Event<Any>, other: &Event<Any>, from: &str, device: &str, at: i64) -> Result<(Event<Any>, Merged), Refused> {
    crate::merge::merge_event(here, other, from, device, at)
}

/// A backup's events merged into this device's copies (`here`, those with
/// the same ids; an event with none is taken as it is): what to write (a
/// copy that brings nothing new leaves the event as it is, not a save) and
/// how many entries differ and wait for the director or arbiter. Refused as
/// a whole, naming the event here and the entry, when a copy has a
/// different entry under the same number.
pub fn merge_all(here: &[Event<Any>], imported: Vec<Event<Any>>, from: &str, device: &str, at: i64) -> Result<(Vec<Event<Any>>, usize), (String, Refused)> {
    let (mut out, mut held) = (Vec::new(), 0);
    for e in imported {
        let Some(mine) = here.iter().find(|h| h.id == e.id) else {
            out.push(e);
            continue;
        };
        let (merged, m) = merge_event(mine, &e, from, device, at).map_err(|r| (mine.name.clone(), r))?;
        held += m.conflicts;
        if merged != *mine {
            out.push(merged);
        }
    }
    Ok((out, held))
}

/// Our save that another tab wrote over, taken back (`Library::take_back`).
pub fn take_back<S: KeyValue>(library: &mut Library<S>, ours: &Event<Any>, device: &str, now: i64) -> Result<Option<Merged>, StoreError> {
    library.take_back(ours, device, now)
}

/// An event of game `A` as one of game `B`: its commands that `pick` takes
/// (a command of another game is passed over), with set-up `setup`; what
/// the store holds of it is the same.
fn convert<A: Game, B: Game>(event: Event<A>, pick: &dyn Fn(A::Command) -> Option<B::Command>, setup: Option<B::Setup>) -> Event<B> {
    let Event { id, name, format, date, created, modified, revision, participants, schedule, log, setup: _, section, stored } = event;
    let log = log.into_iter().filter_map(|e| entry_as(e, pick)).collect();
    Event { id, name, format, date, created, modified, revision, participants, schedule, log, setup, section, stored }
}

fn entry_as<A: Game, B: Game>(e: LogEntry<A>, pick: &dyn Fn(A::Command) -> Option<B::Command>) -> Option<LogEntry<B>> {
    let action = match e.action {
        Action::Note { text } => Action::Note { text },
        Action::Withdraw => Action::Withdraw,
        Action::Held { from, entry } => Action::Held { from, entry: Box::new(entry_as(*entry, pick)?) },
        Action::Game(c) => Action::Game(pick(c)?),
    };
    Some(LogEntry { id: e.id, at: e.at, role: e.role, action, supersedes: e.supersedes, why: e.why })
}

/// A bridge event among events of either game.
pub fn of_bridge(event: crate::bridge::Event) -> Event<Any> {
    let setup = event.setup.and_then(|s| serde_json::value::to_raw_value(&s).ok()).map(StoredSetup);
    convert(event, &|c| Some(Command::Bridge(c)), setup)
}

/// A chess event among events of either game.
pub fn of_chess(event: crate::chess::Event) -> Event<Any> {
    convert(event, &|c| Some(Command::Chess(c)), None)
}

/// An event of either game as a bridge event (its chess commands, if any,
/// passed over), its set-up read: a set-up this version cannot read (a
/// damaged file's, a newer version's) is refused, naming it, never dropped.
pub fn as_bridge(event: Event<Any>) -> Result<crate::bridge::Event, DecodeError> {
    let setup = match &event.setup {
        None => None,
        Some(s) => Some(serde_json::from_str(s.0.get()).map_err(|e| DecodeError::at("setup", format!("the set-up cannot be read: {e}")))?),
    };
    Ok(with_bridge_setup(event, setup))
}

/// The same with its set-up as read already (an event this page just saved).
pub fn with_bridge_setup(event: Event<Any>, setup: Option<crate::bridge::setup::BridgeSetup>) -> crate::bridge::Event {
    convert(
        event,
        &|c| match c {
            Command::Bridge(c) => Some(c),
            Command::Chess(_) => None,
        },
        setup,
    )
}

/// Every event of `all` as a bridge event, or the first whose set-up cannot be read, named.
pub fn all_as_bridge(all: Vec<Event<Any>>) -> Result<Vec<crate::bridge::Event>, StoreError> {
    all.into_iter()
        .map(|e| {
            let id = e.id.clone();
            as_bridge(e).map_err(|problem| StoreError::Damaged { id, problem })
        })
        .collect()
}

/// An event of either game as a chess event (its bridge commands, if any, passed over).
pub fn as_chess(event: Event<Any>) -> crate::chess::Event {
    convert(
        event,
        &|c| match c {
            Command::Chess(c) => Some(c),
            Command::Bridge(_) => None,
        },
        None,
    )
}

/// How the pages that handle both games say an entry in a list (what a
/// replace would lose): bridge's words; a chess command by its kind alone,
/// without reading it whole (the arbiter's page says it in full).
pub fn say(event: &Event<Any>, entry: &LogEntry<Any>) -> String {
    match &entry.action {
        Action::Game(Command::Bridge(c)) => {
            // Its movement's fields that number its pairs for people, alone.
            #[derive(serde::Deserialize)]
            struct Movement {
                movement: crate::bridge::numbering::NumberedBy,
            }
            let movement = event.setup.as_ref().and_then(|s| serde_json::from_str::<Movement>(s.0.get()).ok()).map(|m| m.movement);
            crate::bridge::words::command(c, crate::bridge::numbering::Numbering::of_part(movement))
        }
        Action::Game(Command::Chess(c)) => format!("Chess: {}", c.get("c").and_then(|c| c.as_str()).unwrap_or("command").replace('_', " ")),
        _ => "An entry of another game".into(),
    }
}

/// Everything replacing the copies `here` by those of a file (`from`)
/// would change, each line after its event's name.
pub fn changed_by_replacing_all(here: &[Event<Any>], from: &[Event<Any>]) -> Vec<String> {
    let mut said = Vec::new();
    for h in here {
        if let Some(i) = from.iter().find(|e| e.id == h.id) {
            for line in crate::audit::changed_by_replacing(h, i, &say) {
                said.push(format!("“{}”: {line}", h.name));
            }
        }
    }
    said
}
