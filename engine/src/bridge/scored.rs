//! A session as scored, kept by the page from one save to the next, so that
//! a result entered changes what it changed: its own line of its board's
//! traveller, that board's match points, and the standings summed again
//! from the boards. Anything else (a correction of another kind, an undo, a
//! fouled board, a change of movement, another device's results, IMPs, an
//! individual, a Swiss ranked on IMPs or VPs, session-linked averages) is
//! worked out whole, as [`Scored::of`] does. Either way the figures are the
//! same to the last bit: the boards are scored by the same function and the
//! standings summed in the same order (tested on every kind of change).

use super::command::Command;
use super::pairs::{self, Check, Options, Session};
use super::session::{self, Warning};
use super::traveller::{self, Place, Travellers};
use super::{Action, Event};
use crate::event::EntryId;
use crate::fast_hash::{FastMap, FastSet};
use crate::schedule::Schedule;
use std::collections::BTreeMap;

type Slot = (u32, u32, u32);

#[derive(Clone, Debug, PartialEq)]
pub struct Scored {
    pub travellers: Travellers,
    pub session: Session,
    /// Results that count and that the movement does not seat (after a
    /// change of movement), each pair as the club writes it.
    pub misfits: Vec<Warning>,
    kept: Kept,
}

/// What a result entered next needs to be taken in alone.
#[derive(Clone, Debug, Default, PartialEq)]
struct Kept {
    /// The log these figures are of: its length and its last entry.
    len: usize,
    last: Option<EntryId>,
    /// What the travellers read beside the log.
    schedule: Schedule,
    setup: Option<super::session::BridgeSetup>,
    places: FastMap<Slot, Place>,
    fouled: BTreeMap<u32, Vec<(u32, u32)>>,
    /// Every board and pairs that any result entry has named.
    named: FastSet<Slot>,
    /// The entry that counts for each line, where it and every entry it
    /// corrects (down to the first) are results of that line alone.
    plain: FastMap<Slot, EntryId>,
    /// How the boards are scored, on what Neuberg N (the results on the
    /// fullest board), and each board's part of the check; none when the
    /// session is not scored in match points alone (it is then scored whole).
    checks: Option<(Options, usize, Vec<Check>)>,
}

impl Scored {
    /// The session worked out whole.
    pub fn of(event: &Event) -> Scored {
        let current = super::results::current_entries(event);
        let results: Vec<(u32, u32, u32, &super::entry::ResultEntry)> = current
            .iter()
            .filter_map(|&(b, n, w, e)| match &e.action {
                Action::Game(Command::Result { entry, .. }) => Some((b, n, w, entry)),
                _ => None,
            })
            .collect();
        let fouled = super::director::fouled_boards(event);
        let places = traveller::places(event);
        let travellers = traveller::travellers_of(event, &results, &fouled, &places);
        let misfits = session::misfits_in(event, &results, &places);
        // Averages from the session: every board's figures can move with one result.
        let (session, checks) = match session::match_points_alone(event).filter(|o| o.averages == pairs::Averages::Fixed) {
            Some(options) => {
                let (session, checks) = pairs::score_session_by_board(&boards(&travellers), options);
                (session, Some((options, travellers.fullest(), checks)))
            }
            None => (session::score_from(event, &travellers), None),
        };
        let by_id: FastMap<&EntryId, &super::LogEntry> = event.log.iter().map(|e| (&e.id, e)).collect();
        let plain = current
            .iter()
            .filter(|&&(b, n, w, e)| corrects_only_its_line(e, (b, n, w), &by_id, event.log.len()))
            .map(|&(b, n, w, e)| ((b, n, w), e.id.clone()))
            .collect();
        let named = event.log.iter().filter_map(|e| slot(&e.action)).collect();
        let kept = Kept {
            len: event.log.len(),
            last: event.log.last().map(|e| e.id.clone()),
            schedule: event.schedule.clone(),
            setup: event.setup,
            places,
            fouled,
            named,
            plain,
            checks,
        };
        Scored { travellers, session, misfits, kept }
    }

    /// The line of `board` between pairs `ns` and `ew`, as it counts.
    pub fn line(&self, board: u32, ns: u32, ew: u32) -> Option<&traveller::TravellerLine> {
        self.travellers.boards.iter().find(|b| b.number == board)?.results.iter().find(|r| (r.ns, r.ew) == (ns, ew))
    }

    /// Its match points (or IMPs).
    pub fn result(&self, board: u32, ns: u32, ew: u32) -> Option<&pairs::ScoredResult> {
        self.session.boards.iter().find(|b| b.number == board)?.results.iter().find(|r| (r.ns, r.ew) == (ns, ew))
    }

    /// The session after `event`'s latest entries: by what they changed
    /// where each is a result entered on a line the movement seats (a new
    /// line, or a correction of the result that counts), else whole.
    pub fn after(mut self, event: &Event) -> Scored {
        if self.taken_in(event) {
            self
        } else {
            Scored::of(event)
        }
    }

    /// [`Scored::after`]'s figures changed by the new entries alone; false
    /// where they cannot be (what is here is then half changed, and dropped).
    fn taken_in(&mut self, event: &Event) -> bool {
        let Some(new) = self.new_entries(event) else { return false };
        let mut changed: Vec<u32> = Vec::new();
        for e in new {
            let (Action::Game(Command::Result { board, ns, ew, entry }), Some(slot)) = (&e.action, slot(&e.action)) else { return false };
            let k = &mut self.kept;
            // A new line, or the correction of the one that counts (and of nothing else).
            let fresh = e.supersedes.is_none() && !k.named.contains(&slot);
            let correcting = e.supersedes.is_some() && e.supersedes.as_ref() == k.plain.get(&slot);
            if !(fresh || correcting) || !k.places.contains_key(&slot) {
                return false;
            }
            let Ok(line) = traveller::line_of(*board, *ns, *ew, entry, &k.fouled, &k.places) else { return false };
            let Some(t) = self.travellers.boards.iter_mut().find(|t| t.number == *board) else { return false };
            match (fresh, t.results.iter().position(|r| (r.ns, r.ew) == (*ns, *ew))) {
                (true, None) => t.results.push(line),
                (false, Some(i)) => t.results[i] = line,
                _ => return false,
            }
            k.named.insert(slot);
            k.plain.insert(slot, e.id.clone());
            if !changed.contains(board) {
                changed.push(*board);
            }
        }
        self.kept.len = event.log.len();
        self.kept.last = event.log.last().map(|e| e.id.clone());
        self.score_again(event, &changed);
        true
    }

    /// The entries added since these figures, where nothing else they read changed.
    fn new_entries<'a>(&self, event: &'a Event) -> Option<&'a [super::LogEntry]> {
        let k = &self.kept;
        let same_log = k.len <= event.log.len() && event.log.get(k.len.wrapping_sub(1)).map(|e| &e.id) == k.last.as_ref();
        let same_seating = event.setup == k.setup && event.schedule == k.schedule;
        let new = event.log.get(k.len..).filter(|n| !n.is_empty())?;
        (same_log && same_seating).then_some(new)
    }

    /// The boards that changed scored again, and the standings summed from
    /// all the boards; a session not scored in match points alone, or whose
    /// fullest board changed (the Neuberg N of every board), scored whole
    /// from its travellers.
    fn score_again(&mut self, event: &Event, changed: &[u32]) {
        self.travellers.event = Some(event.name.clone());
        self.travellers.date = Some(event.date.clone());
        let Some((options, was, checks)) = self.kept.checks.as_mut() else {
            self.session = session::score_from(event, &self.travellers);
            return;
        };
        let boards = boards(&self.travellers);
        let full = self.travellers.fullest();
        if full != *was {
            *was = full;
            (self.session, *checks) = pairs::score_session_by_board(&boards, *options);
            return;
        }
        for (i, b) in boards.iter().enumerate().filter(|(_, b)| changed.contains(&b.number)) {
            if let (Some(board), Some(part)) = (self.session.boards.get_mut(i), checks.get_mut(i)) {
                (*board, *part) = pairs::score_one(b, *options, full);
            }
        }
        self.session.check = pairs::added(checks);
        self.session.standings = pairs::ranked(&self.session.boards, *options);
    }
}

fn boards(travellers: &Travellers) -> Vec<pairs::Board> {
    travellers.boards.iter().map(|b| b.to_board()).collect()
}

fn slot(action: &Action) -> Option<Slot> {
    match action {
        Action::Game(Command::Result { board, ns, ew, .. }) => Some((*board, *ns, *ew)),
        _ => None,
    }
}

/// Whether `entry` and every entry it corrects, down to the first, are
/// results of `line`: then correcting it changes that line alone.
fn corrects_only_its_line(entry: &super::LogEntry, line: Slot, by_id: &FastMap<&EntryId, &super::LogEntry>, most: usize) -> bool {
    let mut at = entry;
    for _ in 0..most {
        if slot(&at.action) != Some(line) {
            return false;
        }
        match &at.supersedes {
            None => return true,
            Some(id) => match by_id.get(id) {
                Some(e) => at = e,
                None => return false,
            },
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::board::Seat;
    use crate::bridge::entry::ResultEntry;
    use crate::bridge::session::result_entry;
    use crate::event::Role;

    fn played(contract: &str, declarer: Seat, tricks: u8) -> ResultEntry {
        ResultEntry::Played { contract: contract.into(), declarer: Some(declarer), tricks, lead: None }
    }

    /// Adds `entry` to the log and checks the figures kept from before it
    /// against the whole event's: taken in alone (`alone`) or worked out
    /// whole, and the same either way.
    fn check(scored: Scored, e: &mut Event, entry: super::super::LogEntry, alone: bool, what: &str) -> Scored {
        e.append(entry).unwrap_or_else(|x| unreachable!("{x}"));
        let mut kept = scored.clone();
        assert_eq!(kept.taken_in(e), alone, "{what}: taken in alone");
        let after = scored.after(e);
        let whole = Scored::of(e);
        // Compared whole, and said briefly (a session printed is thousands of lines).
        let differs = |a: &[pairs::ScoredBoard], b: &[pairs::ScoredBoard]| a.iter().zip(b).find(|(x, y)| x != y).map(|(x, _)| x.number);
        assert!(after.travellers == whole.travellers, "{what}: travellers differ");
        assert!(after.session.boards == whole.session.boards, "{what}: board {:?} differs", differs(&after.session.boards, &whole.session.boards));
        assert!(after.session.standings == whole.session.standings, "{what}: standings differ");
        assert_eq!(after.session.check, whole.session.check, "{what}: check");
        assert_eq!(after.misfits, whole.misfits, "{what}: misfits");
        assert!(after.kept == whole.kept, "{what}: what is kept for the next differs");
        whole
    }

    fn seated(e: &Event, round: usize, table: usize) -> (u32, u32, u32) {
        let s = &e.schedule.rounds[round].sittings[table];
        (s.boards[0], s.home, s.away.unwrap_or(0))
    }

    /// A big evening corrected: the line changes alone, the standings are
    /// the whole event's to the last bit; a correction of the correction too.
    #[test]
    fn a_correction_changes_its_line_alone() {
        let mut e = crate::bench::full_pairs_event();
        let mut s = Scored::of(&e);
        let (b, ns, ew) = seated(&e, 3, 7);
        for (i, entry) in [played("4S", Seat::N, 12), played("3NT", Seat::W, 8), ResultEntry::Adjusted { ns_pct: 60.0, ew_pct: 40.0 }].into_iter().enumerate() {
            let le = result_entry(&e, "desk", 10 + i as i64, Role::Scorer, b, ns, ew, entry, None);
            assert!(le.supersedes.is_some());
            s = check(s, &mut e, le, true, "a correction");
        }
        // Undone: worked out whole (the correction before it counts again).
        let last = e.log.last().map(|x| x.id.clone()).unwrap_or_else(|| unreachable!());
        let undo = crate::audit::undo(&e, &last, "desk", 20, Role::Director, None);
        s = check(s, &mut e, undo, false, "an undo");
        // The correction the undo brought back is corrected in turn: alone again.
        let le = result_entry(&e, "desk", 21, Role::Scorer, b, ns, ew, played("1C", Seat::S, 7), None);
        check(s, &mut e, le, true, "a correction after an undo");
    }

    /// An evening entered result by result: each new line alone, whether it
    /// changes the fullest board (every board's Neuberg N) or not.
    #[test]
    fn an_evening_entered_line_by_line() {
        let full = crate::bench::full_pairs_event();
        let mut e = Event { log: full.log.iter().take(1).cloned().collect(), ..full.clone() };
        let mut s = Scored::of(&e);
        for (i, le) in full.log.iter().skip(1).filter(|x| matches!(x.action, Action::Game(Command::Result { .. }))).take(70).enumerate() {
            s = check(s, &mut e, le.clone(), true, &format!("result {i}"));
        }
        assert!(s.session.standings.len() == 60 && s.session.check.adds_up());
        // A weighted and an adjusted score with session-level figures: still alone.
        let (b, ns, ew) = seated(&e, 20, 3);
        let le = result_entry(&e, "desk", 1, Role::Scorer, b, ns, ew, ResultEntry::NotPlayed, None);
        check(s, &mut e, le, true, "not played");
    }

    /// What is not a result on a seated line, or not one the figures can
    /// take alone, is worked out whole, and comes out the same.
    #[test]
    fn anything_else_is_worked_out_whole() {
        let mut e = crate::bench::full_pairs_event();
        let s = Scored::of(&e);
        // A line the movement does not seat: a misfit.
        let le = result_entry(&e, "desk", 1, Role::Scorer, 1, 1, 2, played("2H", Seat::S, 8), None);
        let s = check(s, &mut e, le, false, "a line off the movement");
        assert_eq!(s.misfits.len(), 1);
        // A contract that cannot be read: not scored, and said.
        let (b, ns, ew) = seated(&e, 5, 5);
        let le = result_entry(&e, "desk", 2, Role::Scorer, b, ns, ew, played("8Z", Seat::S, 8), None);
        let s = check(s, &mut e, le, false, "an unreadable contract");
        assert_eq!(s.travellers.unscored.len(), 1);
        // A fouled board.
        let (b, ns, ew) = seated(&e, 6, 2);
        let le = crate::bridge::director::fouled_entry(&e, "desk", 3, b, vec![(ns, ew)], None);
        let s = check(s, &mut e, le, false, "a fouled board");
        // Then a correction on it is taken alone, in its version of the deal.
        let le = result_entry(&e, "desk", 4, Role::Scorer, b, ns, ew, played("5D", Seat::E, 11), None);
        let s = check(s, &mut e, le, true, "a result on a fouled board");
        // The event renamed with a note: nothing else read changed, but it is not a result.
        let note = e.new_entry("desk", 5, Role::Scorer, Action::Note { text: "late".into() });
        let s = check(s, &mut e, note, false, "a note");
        // Another log (another tab's): the figures are not of its log.
        let mut other = crate::bench::full_pairs_event();
        other.log.truncate(10);
        let le = result_entry(&other, "desk", 6, Role::Scorer, b, ns, ew, played("1NT", Seat::E, 7), None);
        let mut kept = s.clone();
        other.append(le).unwrap_or_else(|x| unreachable!("{x}"));
        assert!(!kept.taken_in(&other), "another log");
        assert_eq!(s.after(&other), Scored::of(&other));
    }

    /// A session not ranked on its match points alone (IMPs; averages from
    /// the session) keeps its line alone and scores its boards whole.
    #[test]
    fn other_scorings_score_their_boards_whole() {
        for scoring in [
            session::ScoringSpec { imps: Some(super::super::impairs::ImpMethod::CrossImps), ..Default::default() },
            session::ScoringSpec { averages: pairs::Averages::SessionIfBetter, ..Default::default() },
        ] {
            let mut e = crate::bench::full_pairs_event();
            if let Some(setup) = e.setup.as_mut() {
                setup.scoring = scoring;
            }
            let s = Scored::of(&e);
            let (b, ns, ew) = seated(&e, 1, 1);
            let le = result_entry(&e, "desk", 1, Role::Scorer, b, ns, ew, ResultEntry::Adjusted { ns_pct: 60.0, ew_pct: 40.0 }, None);
            check(s, &mut e, le, true, "another scoring");
        }
    }
}
