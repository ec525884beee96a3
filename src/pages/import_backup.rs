//! Importing a backup file: events that are new here come in; for an event
//! already on this device the scorer sees both copies and chooses to merge
//! them (nothing lost), keep both, or replace the copy here (told first what
//! would be lost).

use crate::components::confirm::Confirm;
use crate::notice::use_notice;
use crate::store::Writer;
use crate::{share, storage};
use clubscore_engine::formats::backup::{self as backup_file, OnClash};
/// Events of either game, as a backup holds them.
type Event = clubscore_engine::event::Event<clubscore_engine::games::Any>;
use leptos::prelude::*;

/// A backup read and checked, waiting for the user to say what to do with clashes.
#[derive(Clone, Debug, PartialEq)]
struct PendingImport {
    file: String,
    events: Vec<Event>,
    /// The clashing events as they are on this device.
    here: Vec<Event>,
    /// Asked again: everything a replace would change here.
    changes: Vec<String>,
}

/// A replace just made, to undo: the copies replaced, each with the
/// revision its replacement was written at (undone only if still there).
#[derive(Clone, Debug, PartialEq)]
struct Replaced {
    file: String,
    copies: Vec<(Event, u64)>,
}

/// "revision 7, last change 30/11/2026, 10:12:00, 4 results"
fn version_words(e: &Event) -> String {
    let v = clubscore_engine::games::version(e);
    format!(
        "“{}”, revision {}, last change {}, {} result(s), {} command(s) in force, {} log entries",
        v.name,
        v.revision,
        storage::local_time(v.modified),
        v.results,
        v.commands,
        v.entries
    )
}

/// The events to write, each with the revision its copy here was read at
/// (none: new here): written over it only if no other tab saved it since.
fn over_here(events: Vec<Event>, here: &[Event]) -> Vec<(Event, Option<u64>)> {
    events
        .into_iter()
        .map(|e| {
            let at = here.iter().find(|h| h.id == e.id).map(|h| h.revision);
            (e, at)
        })
        .collect()
}

/// The import's state and acts: a backup read, the question it asks when
/// events clash, each answer carried out; a replace, to undo.
#[derive(Clone, Copy)]
struct Importer {
    writer: Writer,
    notices: crate::notice::Notices,
    pending: RwSignal<Option<PendingImport>>,
    replaced: RwSignal<Option<Replaced>>,
}

impl Importer {
    /// The events taken in, a clash settled by `on_clash`.
    fn take(self, p: PendingImport, on_clash: OnClash) {
        self.replaced.set(None);
        self.pending.set(None);
        let existing: Vec<String> = p.here.iter().map(|h| h.id.clone()).collect();
        let mut events = backup_file::resolve(p.events, &existing, on_clash, storage::new_event_id);
        // A copy put in place of the one here says so, and this device's next entries are numbered past the copy replaced.
        let (device, now) = (storage::device(), storage::now());
        for e in &mut events {
            if let Some(here) = p.here.iter().find(|h| h.id == e.id) {
                backup_file::replacing(e, here, &p.file, &device, now);
            }
        }
        let n = events.len();
        // Written over a copy here only if no other tab saved it since it was read.
        let ids: Vec<String> = events.iter().map(|e| e.id.clone()).collect();
        let over = over_here(events, &p.here);
        if let Ok(written) = self.writer.run(|lib| lib.put_all_over(over)) {
            self.notices.done(format!("Imported {n} event(s) from {}.", p.file));
            // The copies replaced, kept to put back.
            let copies: Vec<(Event, u64)> = p.here.iter().filter_map(|h| ids.iter().position(|id| *id == h.id).map(|i| (h.clone(), written[i]))).collect();
            if on_clash == OnClash::Replace && !copies.is_empty() {
                self.replaced.set(Some(Replaced { file: p.file, copies }));
            }
        }
    }

    /// Undo a replace: each copy put back over its replacement, if nothing changed it since.
    fn undo_replace(self) {
        let Some(r) = self.replaced.get_untracked() else { return };
        let names: Vec<String> = r.copies.iter().map(|(e, _)| format!("“{}”", e.name)).collect();
        if self.writer.run(|lib| lib.put_all_over(r.copies.into_iter().map(|(e, at)| (e, Some(at))).collect())).is_ok() {
            self.replaced.set(None);
            self.notices.done(format!("The replace is undone: {} as before {} was imported.", names.join(", "), r.file));
        }
    }

    /// Merge: every entry of both copies kept; a result that differs waits for the director.
    fn merge(self, p: PendingImport) {
        self.pending.set(None);
        let n = p.events.len();
        let (events, held) = match clubscore_engine::games::merge_all(&p.here, p.events, "the backup", &storage::device(), storage::now()) {
            Ok(x) => x,
            Err((name, r)) => {
                return self.notices.problem(format!(
                    "{} was not imported: “{name}” has a different entry under the same number ({} #{}). Nothing was changed.",
                    p.file, r.id.device, r.id.seq
                ))
            }
        };
        let over = over_here(events, &p.here);
        if self.writer.run(|lib| lib.put_all_over(over)).is_ok() {
            let waiting = if held > 0 {
                format!(" {held} entr(ies) differ from those here and wait for the director or arbiter on the event's page.")
            } else {
                String::new()
            };
            self.notices.done(format!("Merged {n} event(s) from {}: every entry here kept.{waiting}", p.file));
        }
    }

    /// Replace: asked again, naming everything it would change here (names, handicaps, movement, entries).
    fn replace(self, p: PendingImport) {
        let changes = clubscore_engine::games::changed_by_replacing_all(&p.here, &p.events);
        if changes.is_empty() || !p.changes.is_empty() {
            self.take(p, OnClash::Replace);
        } else {
            self.pending.set(Some(PendingImport { changes, ..p }));
        }
    }

    /// A file chosen: read and checked, then taken in, or a question put
    /// when events in it are already here.
    fn read(self, file: String, text: &str) {
        match backup_file::read(text) {
            Err(e) => self.notices.problem(format!("{file} was not imported: {e}. Nothing was changed.")),
            Ok(events) => {
                let on_device: Vec<String> = storage::library()
                    .and_then(|lib| lib.list::<clubscore_engine::games::Any>())
                    .map(|l| l.iter().map(|x| x.id().to_string()).collect())
                    .unwrap_or_default();
                let clashes: Vec<String> = events.iter().filter(|e| on_device.contains(&e.id)).map(|e| e.id.clone()).collect();
                let here: Vec<Event> = match storage::library().and_then(|lib| clashes.iter().map(|id| lib.load(id)).collect::<Result<Vec<_>, _>>()) {
                    Ok(here) => here,
                    Err(e) => {
                        return self
                            .notices
                            .problem(format!("{file} was not imported: an event it shares with this device cannot be read here ({e}). Nothing was changed."))
                    }
                };
                let pending = PendingImport { file, events, here, changes: Vec::new() };
                if pending.here.is_empty() {
                    self.take(pending, OnClash::Replace);
                } else {
                    self.pending.set(Some(pending));
                }
            }
        }
    }
}

#[component]
pub fn ImportBackup() -> impl IntoView {
    let notices = use_notice();
    let importer = Importer { writer: Writer::get(), notices, pending: RwSignal::new(None), replaced: RwSignal::new(None) };
    let Importer { pending: pending_import, replaced, .. } = importer;
    let (import_events, merge_events, replace_events) = (move |p, c| importer.take(p, c), move |p| importer.merge(p), move |p| importer.replace(p));
    let undo_replace = move |_| importer.undo_replace();
    let file_input = NodeRef::<leptos::html::Input>::new();
    let on_file = move |_| {
        let Some(input) = file_input.get_untracked() else { return };
        leptos::task::spawn_local(async move {
            let chosen = share::read_chosen_file(&input).await;
            input.set_value("");
            match chosen {
                Ok(Some((file, text))) => importer.read(file, &text),
                Ok(None) => {}
                Err(e) => notices.problem(e),
            }
        });
    };

    view! {
        // The real file input, hidden behind a label styled as a button; it
        // comes first so its keyboard focus can outline the label.
        <input
            id="import-file"
            class="visually-hidden"
            type="file"
            accept=".json,application/json"
            node_ref=file_input
            on:change=on_file
        />
        <label class="button" for="import-file">"Import a backup…"</label>
        {move || replaced.get().map(|r| view! {
            <div class="toast" role="status" data-testid="replace-toast">
                <span>{format!("Replaced {} event(s) with the copy in {}.", r.copies.len(), r.file)}</span>
                <button type="button" on:click=undo_replace>"Undo the replace"</button>
                <button type="button" class="quiet" on:click=move |_| replaced.set(None)>"Dismiss"</button>
            </div>
        })}
        {move || pending_import.get().map(|p| {
            let cancel = move |_| { pending_import.set(None); notices.done("Import cancelled. Nothing was changed."); };
            if !p.changes.is_empty() {
                let replace = p.clone();
                return view! {
                    <Confirm
                        title=format!("Replacing changes {} thing(s) on this device", p.changes.len())
                        message="The copy in the file takes the place of the one here, as listed. You can undo the replace just after; Merge keeps every entry of both.".to_string()
                        details=p.changes.clone()
                        confirm_label="Replace".to_string()
                        on_confirm=move |_| import_events(replace.clone(), OnClash::Replace)
                        on_cancel=cancel
                    />
                }.into_any();
            }
            let (merge, replace, both) = (p.clone(), p.clone(), p.clone());
            let n = p.here.len();
            let details: Vec<String> = p.here.iter().flat_map(|h| {
                let imported = p.events.iter().find(|e| e.id == h.id);
                [format!("On this device: {}", version_words(h)), imported.map(|i| format!("In the file: {}", version_words(i))).unwrap_or_default()]
            }).collect();
            view! {
                <Confirm
                    title=format!("{n} event(s) in {} are already on this device", p.file)
                    message="Merge keeps every entry of both copies (a result that differs waits for the director). Or keep both side by side (the imported ones get new ids and “(imported)” after their names), or replace the copy here with the file's.".to_string()
                    details
                    safe=true
                    confirm_label="Merge".to_string()
                    on_confirm=move |_| merge_events(merge.clone())
                    alternatives=vec![
                        ("Keep both".to_string(), Callback::new(move |_| import_events(both.clone(), OnClash::KeepBoth))),
                        ("Replace…".to_string(), Callback::new(move |_| replace_events(replace.clone()))),
                    ]
                    on_cancel=cancel
                />
            }.into_any()
        })}
    }
}
