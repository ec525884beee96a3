//! Merging log entries made elsewhere (a table's device, a backup of the
//! event, another device's copy) into an event's log: entry by entry, the
//! same entry twice taken once, and a command that differs from one made
//! here meanwhile for the same target (a board's result, a team's absence)
//! held back in the log for the director or arbiter, never dropped and
//! never overwriting. The log is append-only, so a merge only ever adds. It
//! knows no game: each `Game` says what its commands set.

use crate::event::{target_of, Action, EntryId, Event, Game, LogEntry, Role};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Merged {
    /// Entries taken into the event.
    pub added: usize,
    /// Entries the event already had (the same entry, or the same command).
    pub already: usize,
    /// Commands held back for the director or arbiter (they are in the event's log).
    pub conflicts: usize,
}

/// An entry that cannot be merged: the whole merge is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    pub id: EntryId,
    pub why: String,
}

/// A command held back because it differs from the one here for the same
/// target: it waits in the event's log (a hold) until it is settled.
#[derive(Clone, Debug, PartialEq)]
pub struct Conflict<G: Game> {
    /// The log entry that holds the other command.
    pub hold: EntryId,
    /// Where the other command came from ("table 2", "the backup").
    pub from: String,
    /// What both set (a board's result between two pairs, an absence).
    pub target: G::Target,
    /// What counts here now (none when it has since been withdrawn).
    pub ours: Option<LogEntry<G>>,
    pub theirs: LogEntry<G>,
}

/// The hold (its entry) that keeps entry `id` made elsewhere, if one does.
fn hold_of<'a, G: Game>(event: &'a Event<G>, id: &EntryId) -> Option<&'a LogEntry<G>> {
    event.log.iter().rev().find(|e| matches!(&e.action, Action::Held { entry, .. } if &entry.id == id))
}

/// Merges `entries` (in their own log's order) from `from` into the event.
/// Each is taken, skipped as already there, or held back in the log: a
/// command for a target whose command here the other side did not know of
/// (made meanwhile, here and there), and whatever corrects a held entry.
/// On a refusal the event is unchanged. `device` and `at` name the holds
/// the merge makes.
pub fn merge_entries<G: Game>(event: &mut Event<G>, entries: &[LogEntry<G>], from: &str, device: &str, at: i64) -> Result<Merged, Refused> {
    let mut work = event.clone();
    let mut merged = Merged::default();
    // What the other side knew: its entries and the ones they correct.
    let mut known = crate::fast_hash::FastSet::default();
    for e in entries {
        known.insert(&e.id);
        known.extend(&e.supersedes);
    }
    for (i, entry) in entries.iter().enumerate() {
        // Two copies of one event share their first entries, in the same
        // order: those are here already, found without a search.
        if work.log.get(i) == Some(entry) {
            merged.already += 1;
            continue;
        }
        let kept = work.log.iter().find(|e| e.id == entry.id).or_else(|| {
            hold_of(&work, &entry.id).and_then(|h| match &h.action {
                Action::Held { entry, .. } => Some(entry.as_ref()),
                _ => None,
            })
        });
        if let Some(mine) = kept {
            if mine != entry {
                return Err(Refused { id: entry.id.clone(), why: "the event has a different entry under the same number".into() });
            }
            merged.already += 1;
            continue;
        }
        let hold = |work: &mut Event<G>, supersedes: Option<EntryId>| {
            let id = EntryId { device: device.to_string(), seq: work.next_seq(device) };
            let why = Some(format!("held back from {from} ({} #{})", entry.id.device, entry.id.seq));
            let held =
                LogEntry { id, at, role: Role::Scorer, action: Action::Held { from: from.to_string(), entry: Box::new(entry.clone()) }, supersedes, why };
            work.append(held).map_err(|e| Refused { id: entry.id.clone(), why: e.to_string() })
        };
        let target = target_of(&entry.action);
        // A correction or undo of an entry held back is held too, in place of its hold.
        let prior = entry.supersedes.as_ref().and_then(|old| hold_of(&work, old)).map(|h| h.id.clone());
        if let Some(prior) = prior {
            let pending = work.effective_log().iter().any(|e| e.id == prior);
            hold(&mut work, pending.then_some(prior))?;
            match target.and_then(|t| work.counting(&t)) {
                Some(x) if x.action != entry.action => merged.conflicts += 1,
                None if target.is_some() => merged.conflicts += 1,
                _ => merged.already += 1,
            }
            continue;
        }
        // What counts here for its target that the other side did not know of.
        let meanwhile = target.and_then(|t| work.counting(&t)).filter(|here| !known.contains(&here.id)).map(|here| here.action == entry.action);
        if let Some(same) = meanwhile {
            // Held either way, so that a later correction from the same place finds it.
            hold(&mut work, None)?;
            if same {
                merged.already += 1;
            } else {
                merged.conflicts += 1;
            }
            continue;
        }
        work.append(entry.clone()).map_err(|e| Refused { id: entry.id.clone(), why: e.to_string() })?;
        merged.added += 1;
    }
    *event = work;
    Ok(merged)
}

/// The commands waiting for the director or arbiter: every hold that counts
/// whose command differs from what counts here for its target.
pub fn conflicts<G: Game>(event: &Event<G>) -> Vec<Conflict<G>> {
    event
        .effective_log()
        .into_iter()
        .filter_map(|h| match &h.action {
            Action::Held { from, entry } => {
                let target = target_of(&entry.action)?;
                let ours = event.counting(&target);
                (ours.map(|o| &o.action) != Some(&entry.action)).then(|| Conflict {
                    hold: h.id.clone(),
                    from: from.clone(),
                    target,
                    ours: ours.cloned(),
                    theirs: entry.as_ref().clone(),
                })
            }
            _ => None,
        })
        .collect()
}

/// The director's or arbiter's choice on a conflict, one log entry that
/// settles its hold (undo it and the conflict is back): take the other
/// command (it counts from now on) or keep the one here (a note sets the
/// other aside). `what` names the target as the page does ("Board 3, NS 2
/// v EW 5"; "Round 2: team 3's absent players").
pub fn resolve<G: Game>(
    event: &mut Event<G>,
    conflict: &Conflict<G>,
    take_theirs: bool,
    what: &str,
    device: &str,
    at: i64,
) -> Result<(), crate::event::EventError> {
    let id = EntryId { device: device.to_string(), seq: event.next_seq(device) };
    let other = format!("{} #{}", conflict.theirs.id.device, conflict.theirs.id.seq);
    let supersedes = Some(conflict.hold.clone());
    let from = &conflict.from;
    let entry = if take_theirs {
        LogEntry {
            id,
            at,
            role: Role::Director,
            action: conflict.theirs.action.clone(),
            supersedes,
            why: Some(format!("chosen in a conflict: {from}'s ({other})")),
        }
    } else {
        let text = format!("{what}: kept the one here; {from}'s ({other}) set aside");
        LogEntry { id, at, role: Role::Director, action: Action::Note { text }, supersedes, why: Some("conflict".into()) }
    };
    event.append(entry)
}

/// `ours` with each entry that `theirs` holds a different entry under the
/// same number given a new number past both copies' (and what corrects it
/// pointed at the new one). Two tabs of one browser share its device name,
/// so each numbers its new entries from the same count; before their copies
/// merge, one side's entries move out of the way.
pub fn renumber_clashes<G: Game>(ours: &Event<G>, theirs: &Event<G>) -> Event<G> {
    let known: crate::fast_hash::FastSet<&EntryId> = theirs.log.iter().map(|e| &e.id).collect();
    let mut out = ours.clone();
    out.stored.forget();
    // (old number, new number), in the order moved; a handful at most.
    let mut moved: Vec<(EntryId, EntryId)> = Vec::new();
    for (i, entry) in out.log.iter_mut().enumerate() {
        if let Some((_, new)) = entry.supersedes.as_ref().and_then(|s| moved.iter().find(|(old, _)| old == s)) {
            entry.supersedes = Some(new.clone());
        }
        if known.contains(&entry.id) && theirs.log.get(i) != Some(entry) && !theirs.log.contains(entry) {
            let device = entry.id.device.clone();
            // Moved already (the same entry under another number there), or past both counts.
            let same = |t: &&LogEntry<G>| t.id.device == device && LogEntry { id: t.id.clone(), ..entry.clone() } == **t;
            let new = match theirs.log.iter().find(same) {
                Some(t) => t.id.clone(),
                None => {
                    let past = moved.iter().filter(|(_, k)| k.device == device && !known.contains(k)).count() as u64;
                    EntryId { seq: ours.next_seq(&device).max(theirs.next_seq(&device)) + past, device }
                }
            };
            moved.push((entry.id.clone(), new.clone()));
            entry.id = new;
        }
    }
    out
}

/// Brings another copy of the same event (a backup, another device's file)
/// together with the one here: every log entry of both (the other's merged
/// as `merge_entries` does, held back where a result differs), the
/// participants of both (by number), and the name, date, movement and set-up
/// of whichever copy was changed last. When anything changed the result
/// has this copy's next revision, so a page still showing this copy is told
/// it is stale rather than saving over the merge.
pub fn merge_event<G: Game>(here: &Event<G>, other: &Event<G>, from: &str, device: &str, at: i64) -> Result<(Event<G>, Merged), Refused> {
    let newer = if other.modified > here.modified { other } else { here };
    // A merged log is compared part by part when saved (no mark of what is stored).
    let mut event =
        Event { log: here.log.clone(), revision: here.revision, created: here.created.min(other.created), stored: Default::default(), ..newer.clone() };
    let older = if std::ptr::eq(newer, here) { other } else { here };
    for p in &older.participants {
        if !event.participants.iter().any(|q| q.number == p.number) {
            event.participants.push(p.clone());
        }
    }
    crate::sorting::sort_by_key(&mut event.participants, |p| p.number);
    // A link an earlier version made between commands of different targets
    // is dropped on both sides, as when the event is opened, so the copies agree.
    event.repair_links();
    let repaired;
    let theirs = if other.wrong_links().is_empty() {
        &other.log
    } else {
        let mut copy = other.clone();
        copy.repair_links();
        repaired = copy;
        &repaired.log
    };
    let merged = merge_entries(&mut event, theirs, from, device, at)?;
    if event != *here {
        event.revision += 1;
        event.modified = event.modified.max(at);
    }
    Ok((event, merged))
}

/// One copy of an event as the import dialog shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Version {
    pub name: String,
    pub revision: u64,
    /// Milliseconds since 1970-01-01 UTC.
    pub modified: i64,
    /// Results that count (a board's, in either game).
    pub results: usize,
    /// Commands of the game that count, results included (not notes or undos).
    pub commands: usize,
    pub entries: usize,
}

impl Version {
    pub fn of<G: Game>(event: &Event<G>) -> Version {
        let (mut results, mut commands) = (0, 0);
        for e in event.effective_log() {
            if !matches!(e.action, Action::Note { .. } | Action::Withdraw | Action::Held { .. }) {
                commands += 1;
                results += usize::from(target_of(&e.action).is_some_and(|t| G::is_result(&t)));
            }
        }
        Version { name: event.name.clone(), revision: event.revision, modified: event.modified, results, commands, entries: event.log.len() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::board::Seat;
    use crate::bridge::results::Bridge;
    use crate::bridge::session::ResultEntry;
    use crate::bridge::Event;

    use crate::bridge::session::result_entry;

    fn played(tricks: u8) -> ResultEntry {
        ResultEntry::Played { contract: "4S".into(), declarer: Some(Seat::N), tricks, lead: None }
    }

    fn add(e: &mut Event, device: &str, board: u32, ns: u32, ew: u32, tricks: u8) {
        let le = result_entry(e, device, e.modified, Role::Scorer, board, ns, ew, played(tricks), None);
        e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
    }

    /// The backup was taken after two results; since then two more results
    /// and a rename. Importing the backup onto this newer work keeps it all.
    #[test]
    fn an_older_backup_merged_onto_newer_work_loses_nothing() {
        let mut e = crate::fixtures::mitchell("ev1", "Tuesday", 3, 2);
        (e.created, e.modified) = (1_000, 1_000);
        add(&mut e, "desk", 1, 1, 4, 10);
        add(&mut e, "desk", 2, 1, 4, 9);
        e.revision = 3;
        e.modified = 2_000;
        let backup = e.clone();
        add(&mut e, "desk", 1, 2, 5, 11);
        add(&mut e, "desk", 2, 2, 5, 8);
        e.rename("Tuesday Pairs").unwrap_or_else(|x| unreachable!("{x}"));
        e.revision = 7;
        e.modified = 3_000;

        assert_eq!(Version::of::<Bridge>(&e), Version { name: "Tuesday Pairs".into(), revision: 7, modified: 3_000, results: 4, commands: 4, entries: 4 });
        assert_eq!(Version::of::<Bridge>(&backup), Version { name: "Tuesday".into(), revision: 3, modified: 2_000, results: 2, commands: 2, entries: 2 });
        // Board 2: NS vulnerable, two down is -200.
        assert_eq!(
            crate::audit::changed_by_replacing::<Bridge>(&e, &backup, &crate::bridge::words::say),
            vec![
                "the name: “Tuesday Pairs” here, “Tuesday” in the file",
                "lost: Board 1, NS 2 v EW 5: 4S by N, 11 tricks, NS +450",
                "lost: Board 2, NS 2 v EW 5: 4S by N, 8 tricks, NS -200"
            ]
            .into_iter()
            .map(String::from)
            .collect::<Vec<_>>()
        );
        let (merged, m) = merge_event::<Bridge>(&e, &backup, "the backup", "desk", 4_000).unwrap_or_else(|x| unreachable!("{x:?}"));
        assert_eq!(m, Merged { added: 0, already: 2, conflicts: 0 });
        assert_eq!(merged, e, "nothing of the newer work changes");

        // The other way round (newer work imported onto the older copy): it all comes in.
        let (forward, m) = merge_event::<Bridge>(&backup, &e, "the backup", "desk", 4_000).unwrap_or_else(|x| unreachable!("{x:?}"));
        assert_eq!(m, Merged { added: 2, already: 2, conflicts: 0 });
        assert_eq!((forward.name.as_str(), forward.revision, forward.modified, forward.log.len()), ("Tuesday Pairs", 4, 4_000, 4));

        // A true conflict: the backup has another result for a board entered here too.
        let mut other = backup.clone();
        add(&mut other, "laptop", 1, 2, 5, 9);
        let (with_hold, m) = merge_event::<Bridge>(&e, &other, "the backup", "desk", 4_000).unwrap_or_else(|x| unreachable!("{x:?}"));
        assert_eq!(m, Merged { added: 0, already: 2, conflicts: 1 });
        let waiting = conflicts::<Bridge>(&with_hold);
        assert_eq!((waiting.len(), waiting[0].from.as_str(), crate::bridge::results::line_of(&waiting[0].target)), (1, "the backup", Some((1, 2, 5))));
        assert_eq!(with_hold.log.len(), e.log.len() + 1, "the backup's result held in the log, the one here still counts");

        // Two copies with the same entry number but different entries: refused, nothing changes.
        let mut clash = backup.clone();
        clash.log[1].at += 1;
        assert_eq!(
            merge_event::<Bridge>(&e, &clash, "the backup", "desk", 4_000).map(|x| x.1),
            Err(Refused { id: e.log[1].id.clone(), why: "the event has a different entry under the same number".into() })
        );
    }
}
