//! One event: its name and its participants, for now. Every save is checked
//! against the revision this page loaded, so two tabs never overwrite each other.

use crate::app::{use_changes, Writer};
use crate::storage;
use clubscore_engine::{Event, StoreError};
use leptos::prelude::*;

#[component]
pub fn EventPage(id: String) -> impl IntoView {
    let writer = Writer::get();
    let notices = writer.notices;
    let changes = use_changes();
    let load = {
        let id = id.clone();
        move || storage::library().and_then(|lib| lib.load(&id))
    };
    // What this page shows and edits: read once, then replaced only by our own
    // saves or an explicit reload (another tab's save must not slip under an edit).
    let event = RwSignal::new(load());
    let reload = {
        let load = load.clone();
        move || event.set(load())
    };

    // Saves `edited`; a stale or failed save leaves the stored event as it is.
    let save = {
        let reload = reload.clone();
        move |edited: Event, done: String| -> bool {
            match writer.run(|lib| lib.save(&edited, storage::now())) {
                Ok(stored) => {
                    event.set(Ok(stored));
                    notices.done(done);
                    true
                }
                Err(StoreError::Stale { .. }) => {
                    reload();
                    false
                }
                Err(_) => false,
            }
        }
    };

    let other_tab_changed = Memo::new(move |_| {
        changes.track();
        let shown = event.with_untracked(|e| e.as_ref().map(|e| e.revision).ok());
        let stored = storage::library().ok().and_then(|lib| lib.load(&id).ok()).map(|e| e.revision);
        shown.is_some() && stored != shown
    });

    // The bridge session lives outside the re-rendered body, so typing a
    // result is not interrupted when another result is saved.
    let current = Signal::derive(move || event.with(|e| e.as_ref().ok().cloned()));
    let is_pairs = Memo::new(move |_| event.with(|e| matches!(e, Ok(ev) if ev.format == clubscore_engine::Format::BridgePairs)));
    let save_for_session: crate::pages::bridge::Save = std::sync::Arc::new(save.clone());
    view! {
        <nav class="crumbs"><a href="#/">"← All events"</a></nav>
        {move || match event.get() {
            Err(e) => view! {
                <h1>"This event cannot be opened"</h1>
                <p class="problem" role="alert">{e.to_string()}</p>
            }.into_any(),
            Ok(ev) => view! { <EventBody event=ev save=save.clone() /> }.into_any(),
        }}
        <Show when=move || is_pairs.get()>
            <crate::pages::bridge::BridgeSession event=current save=save_for_session.clone() />
        </Show>
        {
            let reload = reload.clone();
            move || other_tab_changed.get().then(|| {
                let reload = reload.clone();
                view! {
                    <div class="toast" role="status">
                        <span>"This event was changed in another tab or window."</span>
                        <button type="button" on:click=move |_| reload()>"Show the latest"</button>
                    </div>
                }
            })
        }
    }
}

#[component]
fn EventBody<F>(event: Event, save: F) -> impl IntoView
where
    F: Fn(Event, String) -> bool + Clone + Send + Sync + 'static,
{
    let notices = crate::notice::use_notice();
    let name = RwSignal::new(event.name.clone());
    let participant = RwSignal::new(String::new());
    let noun = event.format.participant_noun();
    let rename = {
        let (event, save) = (event.clone(), save.clone());
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            let mut edited = event.clone();
            match edited.rename(&name.get_untracked()) {
                Ok(()) => {
                    let done = format!("Saved the name “{}”.", edited.name);
                    save(edited, done);
                }
                Err(e) => notices.problem(e.to_string()),
            }
        }
    };
    let add = {
        let (event, save) = (event.clone(), save.clone());
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            let mut edited = event.clone();
            match edited.add_participant(&participant.get_untracked()) {
                Ok(number) => {
                    if save(edited, format!("Added {noun} {number}.")) {
                        participant.set(String::new());
                    }
                }
                Err(e) => notices.problem(e.to_string()),
            }
        }
    };
    let title = format!("{}s", noun[..1].to_uppercase() + &noun[1..]);
    view! {
        <header class="page-head">
            <h1 data-testid="event-title">{event.name.clone()}</h1>
            <p class="facts">
                <span>{event.format.label()}</span>
                <span>{event.date.clone()}</span>
                <span data-testid="revision">{format!("version {}", event.revision)}</span>
            </p>
        </header>
        <section aria-labelledby="settings-title">
            <h2 id="settings-title">"Event"</h2>
            <form on:submit=rename class="inline" data-testid="rename-form">
                <label>
                    <span>"Event name"</span>
                    <input type="text" required maxlength="120"
                        prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
                </label>
                <button type="submit" class="primary">"Save name"</button>
            </form>
        </section>
        <section aria-labelledby="participants-title">
            <h2 id="participants-title">{title}</h2>
            {if event.participants.is_empty() {
                view! { <p class="empty">{format!("No {noun}s yet.")}</p> }.into_any()
            } else {
                view! {
                    <ol class="participants" data-testid="participants">
                        {event.participants.iter().map(|p| view! {
                            <li><span class="number">{p.number}</span>" "{p.name.clone()}</li>
                        }).collect_view()}
                    </ol>
                }.into_any()
            }}
            <form on:submit=add class="inline" data-testid="add-participant">
                <label>
                    <span>{format!("New {noun}")}</span>
                    <input type="text" required maxlength="120"
                        prop:value=move || participant.get() on:input=move |ev| participant.set(event_target_value(&ev)) />
                </label>
                <button type="submit">{format!("Add {noun}")}</button>
            </form>
        </section>
    }
}
