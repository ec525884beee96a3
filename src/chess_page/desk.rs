//! The arbiter's desk: the chess event as stored and the session on it
//! (`chess::session`), wired to the store and the screen. Each act is the
//! session's; here it is only saved, said, or asked about first.

use super::{Now, Question};
use crate::notice::{use_notice, Notices};
use crate::storage;
type StoredEvent = crate::stored_event::StoredEvent<clubscore_engine::chess::Chess>;
use clubscore_engine::chess::log::{self, Command};
use clubscore_engine::chess::session::{Save, Session};
use clubscore_engine::chess::Event;
use clubscore_engine::chess::LogEntry;
use clubscore_engine::event::EntryId;
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct Desk {
    pub stored: StoredEvent,
    session: RwSignal<Option<Session>>,
    notices: Notices,
    /// A question put before an act (from the context: `Ask`).
    pub question: RwSignal<Option<Question>>,
}

impl Desk {
    /// Event `id` opened: links an earlier version made between commands of
    /// different targets (another team's absence, another hand-added board)
    /// repaired once, with a note in the audit trail; the session made, and
    /// following the event (an undo, a merge, another tab's change).
    pub fn open(id: String) -> Desk {
        let stored = StoredEvent::open(id);
        let event = stored.event;
        let wrong = event.with_untracked(|e| e.as_ref().is_ok_and(|e| !e.wrong_links().is_empty()));
        if let Some((repaired, _)) = wrong
            .then(|| event.with_untracked(|e| e.as_ref().ok().cloned()))
            .flatten()
            .and_then(|mut e| log::repair(&mut e, &storage::device(), storage::now()).map(|said| (e, said)))
        {
            stored.save(repaired, "Entries an earlier version had set aside by mistake count again (see the audit trail).".into());
        }
        let session = RwSignal::new(event.with_untracked(|e| e.as_ref().ok().map(Session::open)));
        Effect::new(move |_| {
            event.with(|e| {
                let Ok(e) = e else { return };
                session.maybe_update(|s| match s {
                    Some(s) => s.follow(e),
                    None => {
                        *s = Some(Session::open(e));
                        true
                    }
                });
            })
        });
        Desk { stored, session, notices: use_notice(), question: RwSignal::new(None) }
    }

    /// The tournament the session keeps, for the screens.
    pub fn tournament(self) -> Now {
        let session = self.session;
        Now(session, Memo::new(move |_| session.with(|s| s.as_ref().map(Session::era))))
    }

    /// How many of the log's entries could not be applied.
    pub fn refused(self) -> usize {
        self.session.with(|s| s.as_ref().map(|s| s.refused().len()).unwrap_or(0))
    }

    /// What an act saves, saved; the screens show it once it is stored (a
    /// save that failed leaves the event, and the session made again, as
    /// they were).
    fn saved(self, save: Save, done: String) -> bool {
        if self.stored.append(save.entries, save.participants, done) {
            self.session.notify();
            return true;
        }
        self.stored.event.with_untracked(|e| {
            if let Ok(e) = e {
                self.session.update(|s| s.iter_mut().for_each(|s| s.reopen(e)));
            }
        });
        false
    }

    /// An act of the session on the event as it is now (none: it cannot be opened).
    fn act<T>(self, f: impl FnOnce(&mut Session, &Event) -> T) -> Option<T> {
        let mut out = None;
        self.stored.event.with_untracked(|e| self.session.update_untracked(|s| out = s.as_mut().zip(e.as_ref().ok()).map(|(s, e)| f(s, e))));
        out
    }

    /// A command given: checked, applied once, saved (after a restore point
    /// "before `restore`", in the same save); says `done` once it is stored,
    /// or why not. True when it was stored.
    pub fn give(self, command: Command, done: String, restore: Option<&str>) -> bool {
        match self.act(|s, e| s.give(e, &storage::device(), storage::now(), command, restore)) {
            Some(Ok(save)) => self.saved(save, done),
            Some(Err(why)) => {
                self.notices.problem(why.to_string());
                false
            }
            None => false,
        }
    }

    /// Entries that set commands aside, saved with the teams as the log then makes them.
    fn set_aside(self, entries: Vec<LogEntry>, done: String) {
        if let Some(save) = self.act(|s, e| s.set_aside(e, entries)) {
            self.saved(save, done);
        }
    }

    /// Back to a restore point: every command since set aside, in one save.
    pub fn back_to(self, point: EntryId) {
        if let Some(save) = self.act(|s, e| s.back_to(e, &point, &storage::device(), storage::now())) {
            self.saved(save, "Back to the restore point: what came after it is set aside (the audit trail keeps it).".into());
        }
    }

    /// Undo: the last command taken back (an entry of its own; the taken one
    /// stays in the log). One that took in or made much at once is asked
    /// about first, with a restore point saved before its undo.
    pub fn undo(self) {
        let Some(log::TakeBack { entries, said, ask }) = self.act(|s, e| s.undo(e, &storage::device(), storage::now())).flatten() else { return };
        let done = format!("Undone: {said}.");
        if !ask {
            return self.set_aside(entries, done);
        }
        let message = format!("“{said}” brought in more than one command's work at once; undoing it takes all of that away. A restore point is saved first: the audit trail can go back to it.");
        self.question.set(Some(Question {
            title: "Undo this?".into(),
            message,
            details: Vec::new(),
            label: "Undo".into(),
            then: std::sync::Arc::new(move || self.set_aside(entries.clone(), done.clone())),
        }));
    }
}
