//! Archiving (the archive page's): finished events stored small, and
//! brought back to full.

use crate::routes::event_link;
use crate::storage;
use crate::store::{use_changes, Writer};
use clubscore_engine::library::{archive_cutoff, archive_due, Listing, ARCHIVE_AFTER_DAYS};
use clubscore_engine::EventSummary;
use leptos::prelude::*;

#[component]
pub fn Archive() -> impl IntoView {
    let changes = use_changes();
    let writer = Writer::get();
    // The events listed (heads only): those due to be archived, and those archived.
    let events = Memo::new(move |_| {
        changes.track();
        let cutoff = archive_cutoff(storage::now());
        let mut listed: Vec<EventSummary> = storage::library()
            .and_then(|lib| lib.list::<clubscore_engine::games::Any>())
            .unwrap_or_default()
            .into_iter()
            .filter_map(|l| match l {
                Listing::Event(s) if s.archived || archive_due(&s.date, &cutoff) => Some(s),
                _ => None,
            })
            .collect();
        clubscore_engine::sorting::sort_by(&mut listed, |a, b| a.date.cmp(&b.date).then_with(|| a.name.cmp(&b.name)));
        listed
    });
    // A plain closure (a memo is about a kilobyte of the page): read by the list and the button.
    let due = move || events.with(|l| l.iter().filter(|s| !s.archived).map(|s| s.id.clone()).collect::<Vec<_>>());
    let archive_all = move |_| {
        // One by one, each whole: a failure stops with those before it archived and the rest as they were.
        let done = untrack(due).iter().take_while(|id| writer.run(|lib| lib.archive::<clubscore_engine::games::Any>(id)).is_ok()).count();
        if done > 0 {
            writer.notices.done(format!("Archived {done} event(s). They are still listed, and can be opened, printed and exported."));
        }
    };
    let row = move |s: EventSummary| {
        let EventSummary { id, name, format, date, bytes, archived, .. } = s;
        let act = {
            let (id, name) = (id.clone(), name.clone());
            move |_| {
                if archived {
                    if writer.run(|lib| lib.restore::<clubscore_engine::games::Any>(&id)).is_ok() {
                        writer.notices.done(format!("“{name}” is back in full: it can be changed again."));
                    }
                } else if writer.run(|lib| lib.archive::<clubscore_engine::games::Any>(&id)).is_ok() {
                    writer.notices.done(format!("Archived “{name}”."));
                }
            }
        };
        let label = if archived { "Bring back" } else { "Archive" };
        view! {
            <li class="event" data-testid="archive-row" data-id=id.clone()>
                <div class="event-main">
                    <a class="event-name" href=event_link(&id, format)>{name.clone()}</a>
                    <span class="facts">
                        <span>{format.label()}</span>
                        <span>{date}</span>
                        <span>{crate::shell::human_size(bytes)}</span>
                        {archived.then(|| view! { <span class="archived">"archived"</span> })}
                    </span>
                </div>
                <div class="actions">
                    <button type="button" data-testid=if archived { "bring-back" } else { "archive" } aria-label=format!("{label} {name}") on:click=act>
                        {label}
                    </button>
                </div>
            </li>
        }
    };
    view! {
        <section aria-label="Archived events and events due">
            <p class="hint">{format!(
                "An archived event takes about a tenth of the room. It stays on the list of events, opens to be read, printed and exported as before, and is brought back to full here in one tap. Events are offered here {ARCHIVE_AFTER_DAYS} days after their date."
            )}</p>
            {move || {
                let n = due().len();
                (n > 0).then(|| view! {
                    <div class="actions">
                        <button type="button" class="primary" data-testid="archive-all" on:click=archive_all>{format!("Archive the {n} event(s) due")}</button>
                    </div>
                })
            }}
            {move || {
                let listed = events.get();
                if listed.is_empty() {
                    view! { <p class="empty" data-testid="nothing-to-archive">"No event is archived or due to be archived."</p> }.into_any()
                } else {
                    view! { <ul class="events">{listed.into_iter().map(row).collect_view()}</ul> }.into_any()
                }
            }}
        </section>
    }
}
