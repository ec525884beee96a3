//! What the log says counts now for a bridge session: the result of each
//! board and pairs, read from the event's append-only log. The one place
//! every reader (travellers, checks, the director's tools) asks.

use super::entry::ResultEntry;
use crate::event::{Action, EntryId, Event, LogEntry, Rules, Target};

/// Bridge's commands on the shared log, and what each sets: one board's
/// result between two pairs, a board's fouling, one team's slip for a match.
pub struct Bridge;

/// The rules the bridge pages and the table devices give the log and the merge.
pub const RULES: Bridge = Bridge;

const RESULT: &str = "result";

/// What a set of deals sets: the session's deals, as a whole.
pub const DEALS: Target = Target { kind: "deals", keys: [0; 4] };

/// What a result for `board` between `ns` and `ew` sets.
pub fn result_target(board: u32, ns: u32, ew: u32) -> Target {
    Target { kind: RESULT, keys: [board.into(), ns.into(), ew.into(), 0] }
}

/// The board and pairs a result's target names (none: not a result).
pub fn line_of(target: &Target) -> Option<(u32, u32, u32)> {
    let [board, ns, ew, _] = target.keys.map(|k| u32::try_from(k).unwrap_or(0));
    (target.kind == RESULT).then_some((board, ns, ew))
}

impl Rules for Bridge {
    fn target(&self, action: &Action) -> Option<Target> {
        match *action {
            Action::BridgeResult { board, ns, ew, .. } => Some(result_target(board, ns, ew)),
            Action::FouledBoard { board, .. } => Some(Target { kind: "fouled", keys: [board.into(), 0, 0, 0] }),
            // A team's slip for a match, in IMPs or VPs: its later slip replaces it.
            Action::MatchSlip { round, home, away, team, .. } | Action::MatchVps { round, home, away, team, .. } => {
                Some(Target { kind: "slip", keys: [round, home, away, team].map(u64::from) })
            }
            // The session's deals, as a whole: a later set replaces the one before.
            Action::Deals { .. } => Some(DEALS),
            Action::Note { .. } | Action::Withdraw | Action::Held { .. } | Action::Chess(_) => None,
        }
    }

    fn is_result(&self, target: &Target) -> bool {
        target.kind == RESULT
    }
}

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
    event.counting(&RULES, &result_target(board, ns, ew))
}
