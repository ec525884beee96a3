//! The games on the shared log, for the pages that handle events of either
//! game (the list of events, a backup's import, taking back a lost save):
//! the one place that matches on which game an event is. Each game's own
//! page names its `Game` directly.

use crate::bridge::results::Bridge;
use crate::chess::target::Chess;
use crate::event::{Event, GameKind};
use crate::library::{KeyValue, Library, StoreError};
use crate::merge::{Merged, Refused, Version};

/// One copy of an event as the import dialog shows it.
pub fn version(event: &Event) -> Version {
    match event.game() {
        GameKind::Bridge => Version::of::<Bridge>(event),
        GameKind::Chess => Version::of::<Chess>(event),
    }
}

/// Another copy of `here` brought together with it (`merge::merge_event`).
pub fn merge_event(here: &Event, other: &Event, from: &str, device: &str, at: i64) -> Result<(Event, Merged), Refused> {
    match here.game() {
        GameKind::Bridge => crate::merge::merge_event::<Bridge>(here, other, from, device, at),
        GameKind::Chess => crate::merge::merge_event::<Chess>(here, other, from, device, at),
    }
}

/// A backup's events merged into this device's copies (`here`, those with
/// the same ids; an event with none is taken as it is): what to write (a
/// copy that brings nothing new leaves the event as it is, not a save) and
/// how many entries differ and wait for the director or arbiter. Refused as
/// a whole, naming the event here and the entry, when a copy has a
/// different entry under the same number.
pub fn merge_all(here: &[Event], imported: Vec<Event>, from: &str, device: &str, at: i64) -> Result<(Vec<Event>, usize), (String, Refused)> {
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
pub fn take_back<S: KeyValue>(library: &mut Library<S>, ours: &Event, device: &str, now: i64) -> Result<Option<Merged>, StoreError> {
    match ours.game() {
        GameKind::Bridge => library.take_back::<Bridge>(ours, device, now),
        GameKind::Chess => library.take_back::<Chess>(ours, device, now),
    }
}

/// How the pages that handle both games say an entry in a list (what a
/// replace would lose): bridge's words; a chess command by its kind alone,
/// without reading it whole (the arbiter's page says it in full).
pub fn say(game: GameKind) -> crate::audit::Say<'static> {
    match game {
        GameKind::Bridge => &crate::bridge::words::say,
        GameKind::Chess => &chess_in_brief,
    }
}

fn chess_in_brief(_: &crate::event::Event, entry: &crate::event::LogEntry) -> String {
    let kind = match &entry.action {
        crate::event::Action::Chess(command) => command.get("c").and_then(|c| c.as_str()).unwrap_or("command"),
        _ => "an entry of another game",
    };
    format!("Chess: {}", kind.replace('_', " "))
}

/// Everything replacing the copies `here` by those of a file (`from`)
/// would change, each line after its event's name.
pub fn changed_by_replacing_all(here: &[Event], from: &[Event]) -> Vec<String> {
    let mut said = Vec::new();
    for h in here {
        if let Some(i) = from.iter().find(|e| e.id == h.id) {
            let say = say(h.game());
            let lines = match h.game() {
                GameKind::Bridge => crate::audit::changed_by_replacing::<Bridge>(h, i, say),
                GameKind::Chess => crate::audit::changed_by_replacing::<Chess>(h, i, say),
            };
            for line in lines {
                said.push(format!("“{}”: {line}", h.name));
            }
        }
    }
    said
}
