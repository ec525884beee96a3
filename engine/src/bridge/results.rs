//! What the log says counts now for a bridge session: the result of each
//! board and pairs, read from the event's append-only log. The one place
//! every reader (travellers, checks, the director's tools) asks.

use super::entry::ResultEntry;
use crate::event::{Action, EntryId, Event, LogEntry};

/// The results that count now, by (board, ns, ew), each in the place its
/// board and pairs were first entered (a correction does not move a line).
pub fn current(event: &Event) -> Vec<(u32, u32, u32, &ResultEntry)> {
    let effective: crate::fast_hash::FastSet<&EntryId> = event.effective_log().iter().map(|e| &e.id).collect();
    // Each board and pairs' slot, in the order first entered; the last entry that counts fills it.
    let mut slots: Vec<(u32, u32, u32, Option<&ResultEntry>)> = Vec::new();
    let mut index: crate::fast_hash::FastMap<(u32, u32, u32), usize> = Default::default();
    for e in &event.log {
        if let Action::BridgeResult { board, ns, ew, entry } = &e.action {
            let i = *index.entry((*board, *ns, *ew)).or_insert_with(|| {
                slots.push((*board, *ns, *ew, None));
                slots.len() - 1
            });
            if effective.contains(&e.id) {
                slots[i].3 = Some(entry);
            }
        }
    }
    slots.into_iter().filter_map(|(b, n, w, entry)| entry.map(|x| (b, n, w, x))).collect()
}

/// The entry that counts now for one board and pairs: the last result entry
/// that counts (a later one, such as a result taken in a conflict, wins).
pub fn counting(event: &Event, board: u32, ns: u32, ew: u32) -> Option<&LogEntry> {
    event.effective_log().into_iter().rev().find(|e| matches!(&e.action, Action::BridgeResult { board: b, ns: n, ew: w, .. } if (*b, *n, *w) == (board, ns, ew)))
}
