//! One stored event as a page shows and edits it: loaded once, replaced only
//! by the page's own saves or an explicit reload (another tab's save must not
//! slip under an edit), every save checked against the revision the page
//! loaded, and a flag when another tab has saved it since.

use crate::storage;
use crate::storage::LocalStore;
use crate::store::{use_changes, Writer};
use clubscore_engine::event::{Event, Game, LogEntry};
use clubscore_engine::{Library, StoreError};
use leptos::prelude::*;

/// The note that another tab or window saved this event, with the way to see its version.
#[component]
pub fn ChangedElsewhere<G: Game>(stored: StoredEvent<G>) -> impl IntoView {
    move || {
        stored.changed_elsewhere.get().then(|| {
            view! {
                <div class="toast" role="status">
                    <span>"This event was changed in another tab or window."</span>
                    <button type="button" on:click=move |_| stored.reload()>"Show the latest"</button>
                </div>
            }
        })
    }
}

/// The note that an event is archived (read, printed and exported, not
/// changed), with the way to bring it back: on the archive page, which packs
/// events so that the pages that open them do not. Plain HTML, so that the
/// chess page writes it into its heading as it writes the rest.
pub const ARCHIVED_NOTE: &str = "<p class=\"notice\" data-testid=\"archived-note\">Archived: it can be read, printed and exported, not changed. <a href=\"archive.html\">Bring it back</a> to change it.</p>";

/// [`ARCHIVED_NOTE`] when the event shown is archived.
#[component]
pub fn ArchivedNote<G: Game>(stored: StoredEvent<G>) -> impl IntoView {
    // No memo: an archived event is not saved, so this runs once, and only tells the others nothing.
    let archived = move || stored.event.with(|e| e.as_ref().is_ok_and(|e| e.stored.is_archived()));
    view! { <div inner_html=move || if archived() { ARCHIVED_NOTE } else { "" }></div> }
}

/// How a page reads and writes its event in the store: as its own game's
/// ([`Keeping::own`]), or as the page's other events are (the scorer's
/// page, which lists events of either game, keeps one copy of the store's
/// code that way).
#[derive(Clone, Copy)]
pub struct Keeping<G: Game> {
    pub load: fn(&Library<LocalStore>, &str) -> Result<Event<G>, StoreError>,
    pub save: fn(&mut Library<LocalStore>, Event<G>, i64) -> Result<Event<G>, (StoreError, Event<G>)>,
    pub revision: fn(&Library<LocalStore>, &str) -> Result<u64, StoreError>,
}

impl<G: Game> Keeping<G> {
    /// As the event's own game.
    pub fn own() -> Keeping<G> {
        Keeping { load: |lib, id| lib.load(id), save: |lib, e, now| lib.save_owned(e, now), revision: |lib, id| lib.stored_revision::<G>(id) }
    }
}

#[derive(Clone, Copy)]
pub struct StoredEvent<G: Game> {
    id: StoredValue<String>,
    writer: Writer,
    keeping: Keeping<G>,
    /// The event as this page has it (or why it cannot be read).
    pub event: RwSignal<Result<Event<G>, StoreError>>,
    /// Another tab or window saved this event after this page loaded it.
    pub changed_elsewhere: Memo<bool>,
}

impl<G: Game> StoredEvent<G> {
    /// Opens event `id`; call it in a component's body.
    pub fn open(id: String) -> StoredEvent<G> {
        StoredEvent::open_as(id, Keeping::own())
    }

    /// Opens event `id`, kept in the store as `keeping` says.
    pub fn open_as(id: String, keeping: Keeping<G>) -> StoredEvent<G> {
        let writer = Writer::get();
        let changes = use_changes();
        let event = RwSignal::new(storage::library().and_then(|lib| (keeping.load)(&lib, &id)));
        let id = StoredValue::new(id);
        let changed_elsewhere = Memo::new(move |_| {
            // Only another tab's save can move the stored revision under this page.
            changes.track_foreign();
            let shown = event.with_untracked(|e| e.as_ref().map(|e| e.revision).ok());
            let stored = id.with_value(|id| storage::library().ok().and_then(|lib| (keeping.revision)(&lib, id).ok()));
            shown.is_some() && stored != shown
        });
        StoredEvent { id, writer, keeping, event, changed_elsewhere }
    }

    /// Opens the event the page's address names (`#/event/<id>`, as the
    /// boards and tables pages are opened); an address naming none opens
    /// nothing, said as an event not found.
    pub fn of_route() -> StoredEvent<G> {
        match crate::routes::current_route() {
            crate::routes::Route::Event(id) => StoredEvent::open(id),
            _ => StoredEvent::open(String::new()),
        }
    }

    /// Shows the stored version (after another tab's save).
    pub fn reload(self) {
        self.event.set(self.id.with_value(|id| storage::library().and_then(|lib| (self.keeping.load)(&lib, id))));
    }

    /// Saves `edited` and says `done`; true when it was stored. A save refused
    /// because another tab saved first reloads the latest (the caller keeps
    /// what the user typed); any failure leaves the stored event as it was.
    pub fn save(self, edited: Event<G>, done: String) -> bool {
        match self.writer.run(|lib| (self.keeping.save)(lib, edited, storage::now()).map_err(|(e, _)| e)) {
            Ok(stored) => {
                self.event.set(Ok(stored));
                self.writer.notices.done(done);
                true
            }
            Err(StoreError::Stale { .. }) => {
                self.reload();
                false
            }
            Err(_) => false,
        }
    }

    /// Saves the event with `entries` added to its log (and its list of
    /// participants replaced, when given) and says `done`; true when it was
    /// stored. The event is taken out of the view and handed to the store,
    /// not copied (a 400-team event is 1.6 MB); on any failure it is put
    /// back as it was, and a save refused because another tab saved first
    /// reloads the latest, as `save` does.
    pub fn append(self, entries: Vec<LogEntry<G>>, participants: Option<Vec<clubscore_engine::event::Participant>>, done: String) -> bool {
        let mut taken = Err(StoreError::NotFound(String::new()));
        self.event.update_untracked(|e| std::mem::swap(e, &mut taken));
        let Ok(mut event) = taken else {
            self.event.update_untracked(|e| *e = taken);
            return false;
        };
        let n = entries.len();
        event.log.extend(entries);
        let before = participants.map(|p| std::mem::replace(&mut event.participants, p));
        let mut back = None;
        match self.writer.run(|lib| {
            (self.keeping.save)(lib, event, storage::now()).map_err(|(e, ev)| {
                back = Some(ev);
                e
            })
        }) {
            Ok(stored) => {
                self.event.set(Ok(stored));
                self.writer.notices.done(done);
                true
            }
            Err(err) => {
                if let Some(mut ev) = back {
                    ev.log.truncate(ev.log.len() - n);
                    if let Some(p) = before {
                        ev.participants = p;
                    }
                    self.event.update_untracked(|e| *e = Ok(ev));
                }
                if matches!(err, StoreError::Stale { .. }) {
                    self.reload();
                }
                false
            }
        }
    }

    /// The event for the views, read where it is kept: no view copies it
    /// (a 30-table evening's copy, and dropping the copy before, cost a
    /// save 2.5 ms).
    pub fn current(self) -> Shown<G> {
        Shown(self.event)
    }
}

/// The event as the page shows it (none when it cannot be read), read in
/// place. It changes only when the page saves or reloads it.
#[derive(Clone, Copy)]
pub struct Shown<G: Game>(RwSignal<Result<Event<G>, StoreError>>);

impl<G: Game> Shown<G> {
    /// Reads it, and follows its changes.
    pub fn with<R>(self, f: impl FnOnce(Option<&Event<G>>) -> R) -> R {
        self.0.with(|e| f(e.as_ref().ok()))
    }

    /// Reads it as it is now.
    pub fn with_untracked<R>(self, f: impl FnOnce(Option<&Event<G>>) -> R) -> R {
        self.0.with_untracked(|e| f(e.as_ref().ok()))
    }

    /// A copy to edit and save.
    pub fn get_untracked(self) -> Option<Event<G>> {
        self.with_untracked(|e| e.cloned())
    }
}
