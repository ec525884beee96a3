//! The arbiter's session on a chess event: the tournament its log makes,
//! kept beside the event and brought up to date as the log grows, and the
//! entries each of the arbiter's acts saves. The chess page holds one and
//! only wires it. A command given here is applied once, in place: a
//! 400-team tournament is neither copied nor replayed for each result.

use super::command::apply;
use super::log::{advance, as_action, is_board_result, participants_changed, rebuild, Command, Rebuilt};
use super::refusal::Refusal;
use super::target::Chess;
use super::tournament::Tournament;
use crate::chess::{Event, LogEntry};
use crate::event::{EntryId, Game, Participant, Role};

#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    made: Rebuilt,
    /// How many of the log's entries it was made from, and the last one's
    /// id (none: made again on the next look at the log).
    applied: usize,
    last: Option<EntryId>,
    /// Counts the changes other than a board's result.
    era: u64,
}

/// What an act saves: its entries, and the teams as the list of events
/// shows them when they changed.
#[derive(Clone, Debug, PartialEq)]
pub struct Save {
    pub entries: Vec<LogEntry>,
    pub participants: Option<Vec<Participant>>,
}

impl Session {
    pub fn open(event: &Event) -> Session {
        Session { made: rebuild(event), applied: event.log.len(), last: event.log.last().map(|e| e.id.clone()), era: 0 }
    }

    pub fn tournament(&self) -> &Tournament {
        &self.made.tournament
    }

    /// The log's entries that could not be applied, each with why.
    pub fn refused(&self) -> &[(EntryId, Refusal)] {
        &self.made.refused
    }

    /// Which set-up the tournament is in: another after every change but a
    /// board's result (the screens that show only teams, line-ups and
    /// rounds are not made again for each result).
    pub fn era(&self) -> u64 {
        self.era
    }

    fn made_from(&self, event: &Event) -> bool {
        self.last.is_some() && event.log.len() == self.applied && event.log.last().map(|e| &e.id) == self.last.as_ref()
    }

    /// Brought up to date with the event: nothing to do when the log is the
    /// one it was made from (after a command given here, or a rename); one
    /// more entry worked out in place; anything else (an undo, a merge,
    /// another tab's change) replayed. Whether the tournament changed.
    pub fn follow(&mut self, event: &Event) -> bool {
        if self.made_from(event) || (event.log.is_empty() && self.applied == 0) {
            let named = (self.made.tournament.name != event.name, self.made.tournament.start != event.date);
            self.made.tournament.name.clone_from(&event.name);
            self.made.tournament.start.clone_from(&event.date);
            if named != (false, false) {
                self.era += 1;
            }
            return named != (false, false);
        }
        let next = self.applied > 0 && event.log.get(self.applied - 1).map(|e| &e.id) == self.last.as_ref();
        let result = if next && advance(&mut self.made, event, self.applied) {
            event.log.last().is_some_and(is_board_result)
        } else {
            self.made = rebuild(event);
            false
        };
        self.applied = event.log.len();
        self.last = event.log.last().map(|e| e.id.clone());
        if !result {
            self.era += 1;
        }
        true
    }

    /// Made again from the whole log (a save that failed leaves the event as
    /// it was before the act).
    pub fn reopen(&mut self, event: &Event) {
        self.made = rebuild(event);
        self.applied = event.log.len();
        self.last = event.log.last().map(|e| e.id.clone());
        self.era += 1;
    }

    /// A command given by `device`: checked and applied to the tournament
    /// (a refusal leaves it as it was and makes nothing), and the entries to
    /// save: the command's, after a restore point "before `restore`" when
    /// asked. A correction supersedes the entry it corrects.
    pub fn give(&mut self, event: &Event, device: &str, at: i64, command: Command, restore: Option<&str>) -> Result<Save, Refusal> {
        self.follow(event);
        apply(&mut self.made.tournament, &command)?;
        let point = restore.map(|before| super::log::restore_point(event, device, at, before));
        let mut entry = event.correcting_entry(device, at, Role::Scorer, as_action(&command));
        if let Some(p) = &point {
            entry.id.seq = p.id.seq + 1;
        }
        // A command that sets aside one later commands were given under
        // (the settings, a player, a withdrawal): replayed, not worked out.
        let replay = entry.supersedes.is_some() && !crate::event::target_of(&entry.action).is_some_and(|t| Chess::corrects(&t));
        let result = is_board_result(&entry);
        let entries: Vec<LogEntry> = point.into_iter().chain([entry]).collect();
        self.applied = event.log.len() + entries.len();
        self.last = if replay { None } else { entries.last().map(|e| e.id.clone()) };
        if !result {
            self.era += 1;
        }
        let participants = participants_changed(&event.participants, &self.made.tournament);
        Ok(Save { entries, participants })
    }

    /// Entries that set commands aside (an undo, a return to a restore
    /// point), with the teams as the log then makes them.
    pub fn set_aside(&mut self, event: &Event, entries: Vec<LogEntry>) -> Save {
        let mut after = event.clone();
        after.log.extend(entries.iter().cloned());
        self.reopen(&after);
        let participants = participants_changed(&event.participants, &self.made.tournament);
        Save { entries, participants }
    }

    /// Back to a restore point: every command since set aside, in one save.
    pub fn back_to(&mut self, event: &Event, point: &EntryId, device: &str, at: i64) -> Save {
        let entries = super::log::back_to(event, point, device, at);
        self.set_aside(event, entries)
    }

    /// Undo: the last command taken back (`log::take_back`): what to set
    /// aside, said in words, and whether to ask first.
    pub fn undo(&self, event: &Event, device: &str, at: i64) -> Option<super::log::TakeBack> {
        super::log::take_back(event, Some(self.tournament()), device, at)
    }
}

#[cfg(test)]
#[path = "session/tests.rs"]
mod tests;
