//! What the log says counts now for a bridge session: the result of each
//! board and pairs, read from the event's append-only log. The one place
//! every reader (travellers, checks, the director's tools) asks.

use super::entry::ResultEntry;
use super::{Action, Event, LogEntry};
use crate::bridge::command::Command;
use crate::event::{EntryId, Game};

/// Bridge on the shared log: its commands, its set-up, what each command sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bridge;

/// What a bridge command sets: one board's result between two pairs, a
/// board's fouling, one team's slip for a match, the session's deals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Result {
        board: u32,
        ns: u32,
        ew: u32,
    },
    Fouled {
        board: u32,
    },
    /// A team's slip for a match, in IMPs or VPs: its later slip replaces it.
    Slip {
        round: u32,
        home: u32,
        away: u32,
        team: u32,
    },
    /// The session's deals, as a whole: a later set replaces the one before.
    Deals,
    /// A team's line-up for a match: its later line-up replaces it.
    LineUp {
        round: u32,
        home: u32,
        away: u32,
        team: u32,
    },
}

/// The board and pairs a result's target names (none: not a result).
pub fn line_of(target: &Target) -> Option<(u32, u32, u32)> {
    match *target {
        Target::Result { board, ns, ew } => Some((board, ns, ew)),
        _ => None,
    }
}

impl Game for Bridge {
    type Command = Command;
    type Setup = super::setup::BridgeSetup;
    type Target = Target;

    fn read<E: serde::de::Error>(stored: serde_json::Value) -> Result<Command, E> {
        let kind = stored.get("kind").and_then(|k| k.as_str()).map(str::to_string).ok_or_else(|| E::missing_field("kind"))?;
        Command::read(stored, &kind)
    }

    fn target(command: &Command) -> Option<Target> {
        match *command {
            Command::Result { board, ns, ew, .. } => Some(Target::Result { board, ns, ew }),
            Command::FouledBoard { board, .. } => Some(Target::Fouled { board }),
            Command::MatchSlip { round, home, away, team, .. } | Command::MatchVps { round, home, away, team, .. } => {
                Some(Target::Slip { round, home, away, team })
            }
            Command::Deals { .. } => Some(Target::Deals),
            Command::LineUp { round, home, away, team, .. } => Some(Target::LineUp { round, home, away, team }),
        }
    }

    fn is_result(target: &Target) -> bool {
        matches!(target, Target::Result { .. })
    }
}

/// The results that count now, by (board, ns, ew), each in the place its
/// board and pairs were first entered (a correction does not move a line).
pub fn current(event: &Event) -> Vec<(u32, u32, u32, &ResultEntry)> {
    current_entries(event)
        .into_iter()
        .filter_map(|(b, n, w, e)| match &e.action {
            Action::Game(Command::Result { entry, .. }) => Some((b, n, w, entry)),
            _ => None,
        })
        .collect()
}

/// The same, each with the log entry that counts.
pub fn current_entries(event: &Event) -> Vec<(u32, u32, u32, &LogEntry)> {
    let effective: crate::fast_hash::FastSet<&EntryId> = event.effective_log().iter().map(|e| &e.id).collect();
    // Each board and pairs' slot, in the order first entered; the last entry that counts fills it.
    let mut slots: Vec<(u32, u32, u32, Option<&LogEntry>)> = Vec::new();
    let mut index: crate::fast_hash::FastMap<(u32, u32, u32), usize> = Default::default();
    for e in &event.log {
        if let Action::Game(Command::Result { board, ns, ew, .. }) = &e.action {
            let i = *index.entry((*board, *ns, *ew)).or_insert_with(|| {
                slots.push((*board, *ns, *ew, None));
                slots.len() - 1
            });
            if effective.contains(&e.id) {
                slots[i].3 = Some(e);
            }
        }
    }
    slots.into_iter().filter_map(|(b, n, w, entry)| entry.map(|x| (b, n, w, x))).collect()
}

/// The entry that counts now for one board and pairs: the last result entry
/// that counts (a later one, such as a result taken in a conflict, wins).
pub fn counting(event: &Event, board: u32, ns: u32, ew: u32) -> Option<&LogEntry> {
    event.counting(&Target::Result { board, ns, ew })
}
