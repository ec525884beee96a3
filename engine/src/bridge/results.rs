//! What the log says counts now for a bridge session: the result of each
//! board and pairs, read from the event's append-only log. The one place
//! every reader (travellers, checks, the director's tools) asks.

use super::entry::ResultEntry;
use crate::event::{Action, EntryId, Event};

/// The results that count now, by (board, ns, ew), each in the place its
/// board and pairs were first entered (a correction does not move a line).
pub fn current(event: &Event) -> Vec<(u32, u32, u32, ResultEntry)> {
    let effective: std::collections::HashSet<&EntryId> = event.effective_log().iter().map(|e| &e.id).collect();
    let mut slots: Vec<(u32, u32, u32, Option<ResultEntry>)> = Vec::new();
    for e in &event.log {
        if let Action::BridgeResult { board, ns, ew, entry } = &e.action {
            let key = (*board, *ns, *ew);
            let i = match slots.iter().position(|x| (x.0, x.1, x.2) == key) {
                Some(i) => i,
                None => {
                    slots.push((key.0, key.1, key.2, None));
                    slots.len() - 1
                }
            };
            if effective.contains(&e.id) {
                slots[i].3 = Some(entry.clone());
            }
        }
    }
    slots.into_iter().filter_map(|(b, n, w, entry)| entry.map(|x| (b, n, w, x))).collect()
}
