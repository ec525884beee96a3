//! The home page: the events on this device, and what can be done to them.

use crate::components::confirm::Confirm;
use crate::notice::use_notice;
use crate::routes::listed_event_link;
use crate::store::{use_changes, Writer};
use crate::{backup, backup_file};
use crate::{share, shell, storage};
use clubscore_engine::library::{home_order, Listing, UndoableDelete};
use clubscore_engine::markup::Html;
use clubscore_engine::{html, EventSummary, Format};

/// Events of either game, as the list of events handles them.
type Event = clubscore_engine::event::Event<clubscore_engine::games::Any>;
use leptos::prelude::*;
use std::time::Duration;

/// How long a deleted event can be brought back.
const UNDO_FOR: Duration = Duration::from_secs(10);

/// The list of events' own page (index.html): what the app opens on, so it
/// carries the list and no scorer; an event opens on its game's page.
pub fn start() {
    use crate::routes::{current_route, Route};
    // An address of the scorer's from before it had its own page (a bookmark, a link): taken there.
    let moved_to = |page: &str| {
        let hash = window().location().hash().unwrap_or_default();
        let _ = window().location().replace(&format!("{page}{hash}"));
    };
    match current_route() {
        Route::Event(_) => moved_to(crate::routes::SCORER),
        Route::Movements(_) => moved_to("movements.html"),
        Route::Home => crate::shell::start_page(ListOfEvents),
    }
}

/// The list of events as its page mounts it: the shell, saves another tab
/// lost taken back, the notices and the list.
#[component]
pub fn ListOfEvents() -> impl IntoView {
    crate::shell::provide_shell();
    crate::shell::take_back_lost_saves(Some(|lib, ours| clubscore_engine::games::take_back(lib, ours, &crate::storage::device(), crate::storage::now())));
    view! {
        <crate::notice::NoticeBar />
        <main id="main">
            <Home />
        </main>
    }
}

#[component]
pub fn Home() -> impl IntoView {
    // The events as listed, read once per change for the list and the storage line.
    let changes = use_changes();
    let listing = Memo::new(move |_| {
        changes.track();
        storage::library().and_then(|lib| lib.list::<clubscore_engine::games::Any>()).map(|mut list| {
            home_order(&mut list);
            list
        })
    });
    view! {
        <header class="page-head">
            <h1>"Clubscore"</h1>
            <p class="tagline">"Bridge and chess team scoring, on this device, with or without a network."</p>
            <p><a href="movements.html#/movements">"Movements, table cards and guide cards"</a></p>
            <p><a href="table.html" data-testid="table-mode-link">"Table mode: this device at a table, with a table pack from the scorer"</a></p>
        </header>
        <CreateEvent />
        <EventList listing />
        <Backup listing />
    }
}

/// The events on this device, each with what can be done to it; a delete
/// asks first and can be undone for a few seconds. The rows are drawn as
/// one piece of markup with one listener for the list, so a year of events
/// is listed without a reactive view per row.
#[component]
fn EventList(listing: Memo<Result<Vec<Listing>, clubscore_engine::StoreError>>) -> impl IntoView {
    let notices = use_notice();
    let writer = Writer::get();
    let renaming = RwSignal::new(None::<String>);
    let to_delete = RwSignal::new(None::<(String, String)>);
    let damaged_to_delete = RwSignal::new(None::<String>);
    let press = move |ev: leptos::ev::MouseEvent| {
        let Some(button) = shell::closest(&ev, "button[data-act]") else { return };
        let Some(id) = button.closest("li[data-id]").ok().flatten().and_then(|li| li.get_attribute("data-id")) else { return };
        match button.get_attribute("data-act").as_deref() {
            Some("rename") => {
                renaming.set(Some(id.clone()));
                shell::focus_when_drawn(format!("li[data-id=\"{id}\"] form[data-rename] input"));
            }
            Some("cancel") => renaming.set(None),
            Some("duplicate") => {
                if let Ok(event) = writer.run(|lib| lib.load::<clubscore_engine::games::Any>(&id)) {
                    let copy = event.duplicate(storage::new_event_id(), storage::now());
                    if writer.run(|lib| lib.create(&copy, storage::now())).is_ok() {
                        notices.done(format!("Created “{}”.", copy.name));
                    }
                }
            }
            Some("download") => {
                if let Ok(event) = writer.run(|lib| lib.load::<clubscore_engine::games::Any>(&id)) {
                    backup::download_one(&event, notices);
                }
            }
            Some("delete") => {
                if let Some(s) = summary_of(listing, &id) {
                    to_delete.set(Some((id, s.name)));
                } else {
                    damaged_to_delete.set(Some(id));
                }
            }
            Some("raw") => {
                if let Ok(raw) = writer.run(|lib| lib.raw(&id)) {
                    let (name, kind) = clubscore_engine::library::raw_file(&id, &raw);
                    if let Err(e) = share::download(&name, kind, &raw) {
                        notices.problem(e);
                    }
                }
            }
            _ => {}
        }
    };
    let rename = move |ev: leptos::ev::SubmitEvent| {
        let Some(form) = shell::closest(&ev, "form[data-rename]") else { return };
        ev.prevent_default();
        let Some(id) = renaming.get_untracked() else { return };
        let new_name = form
            .query_selector("input")
            .ok()
            .flatten()
            .and_then(|i| js_sys::Reflect::get(&i, &"value".into()).ok())
            .and_then(|v| v.as_string())
            .unwrap_or_default();
        if renamed(writer, notices, &id, &new_name) {
            renaming.set(None);
        }
    };
    let escape = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Escape" && shell::closest(&ev, "form[data-rename]").is_some() {
            renaming.set(None);
        }
    };

    view! {
        <section aria-labelledby="events-title">
            <h2 id="events-title">"Events on this device"</h2>
            <LostEvents />
            <ArchiveOffer listing />
            {move || listing.with(|l| match l {
                // The store cannot be read: before anything else, everything it holds, as one file.
                Err(e) => view! {
                    <div class="problem" role="alert">
                        <p>{e.to_string()}</p>
                        <button type="button" class="primary" on:click=move |_| {
                            let (name, text) = crate::crash::everything();
                            if let Err(e) = share::download(&name, "application/json", &text) { notices.problem(e) }
                        }>"Download everything"</button>
                    </div>
                }.into_any(),
                Ok(list) if list.is_empty() => view! {
                    <p class="empty" data-testid="no-events">"No events yet. Create one above, or import a backup below. (If this device held events before, the browser has cleared them: import your last backup.)"</p>
                }.into_any(),
                Ok(_) => view! {
                    <ul class="events" data-testid="events" on:click=press on:submit=rename on:keydown=escape
                        inner_html=move || listing.with(|l| rows_html(l.as_deref().unwrap_or_default(), renaming.get().as_deref()).into_string())>
                    </ul>
                }.into_any(),
            })}
        </section>
        <Deleting to_delete damaged_to_delete />
    }
}

/// The event a row's control belongs to, as listed.
fn summary_of(listing: Memo<Result<Vec<Listing>, clubscore_engine::StoreError>>, id: &str) -> Option<EventSummary> {
    listing.with_untracked(|l| {
        l.as_deref().unwrap_or_default().iter().find_map(|x| match x {
            Listing::Event(s) if s.id == id => Some(s.clone()),
            _ => None,
        })
    })
}

/// Event `id` renamed and saved, or why not said. Whether it was.
fn renamed(writer: Writer, notices: crate::notice::Notices, id: &str, new_name: &str) -> bool {
    let Ok(mut event) = writer.run(|lib| lib.load::<clubscore_engine::games::Any>(id)) else { return false };
    if let Err(e) = event.rename(new_name) {
        notices.problem(e.to_string());
        return false;
    }
    let saved = writer.run(|lib| lib.save(&event, storage::now())).is_ok();
    if saved {
        notices.done(format!("Renamed to “{}”.", event.name));
    }
    saved
}

/// Events the index lists but the store no longer holds: the browser
/// cleared them. Said, with what to do.
#[component]
fn LostEvents() -> impl IntoView {
    let changes = use_changes();
    let writer = Writer::get();
    // Plain closures here and in the archive offer: each has one reader, which re-runs when a memo would.
    let lost = move || {
        changes.track();
        storage::library().and_then(|lib| lib.lost()).ok()
    };
    view! {
            {move || lost().filter(|l| !l.is_empty()).map(|l| view! {
                <div class="notice problem" role="alert" data-testid="lost-events">
                    <p>{format!("{} event(s) this device held are gone from its storage: the browser (or another program) removed them. Import your last backup (Import a backup…, below) to bring them back.", l.len())}</p>
                    <button type="button" class="quiet" on:click=move |_| { let _ = writer.run(|lib| lib.forget_lost()); }>"Dismiss"</button>
                </div>
            })}
    }
}

/// A delete asked first (a damaged event's too), and the few seconds in
/// which it can be undone.
#[component]
fn Deleting(to_delete: RwSignal<Option<(String, String)>>, damaged_to_delete: RwSignal<Option<String>>) -> impl IntoView {
    let notices = use_notice();
    let writer = Writer::get();
    // A deleted event, offered back for a few seconds.
    let deleted = RwSignal::new(UndoableDelete::default());
    let delete = move |id: String, name: String| {
        to_delete.set(None);
        let mut undo = deleted.get_untracked();
        if let Ok(g) = writer.run(|lib| lib.delete_undoably(&id, &name, &mut undo)) {
            deleted.set(undo);
            set_timeout(
                move || {
                    deleted.try_maybe_update(|d| (d.expire(g), ()));
                },
                UNDO_FOR,
            );
        }
    };
    let undo = move |_| {
        let mut undo = deleted.get_untracked();
        if let Ok(Some(name)) = writer.run(|lib| lib.undelete(&mut undo)) {
            deleted.set(undo);
            notices.done(format!("“{name}” is back."));
        }
    };
    let delete_damaged = move |id: String| {
        damaged_to_delete.set(None);
        if writer.run(|lib| lib.delete(&id)).is_ok() {
            notices.done("The damaged event was deleted.");
        }
    };
    view! {
        {move || deleted.with(|d| d.offered().map(str::to_string)).map(|name| view! {
            <div class="toast" role="status" data-testid="undo-toast">
                <span>{format!("Deleted “{name}”.")}</span>
                <button type="button" on:click=undo>"Undo"</button>
            </div>
        })}
        {move || to_delete.get().map(|(id, name)| {
            let confirm_name = name.clone();
            view! {
                <Confirm
                    title=format!("Delete “{name}”?")
                    message="Its entries and results are removed from this device. You can undo for a few seconds.".to_string()
                    confirm_label="Delete".to_string()
                    on_confirm=move |_| delete(id.clone(), confirm_name.clone())
                    on_cancel=move |_| to_delete.set(None)
                />
            }
        })}
        {move || damaged_to_delete.get().map(|id| view! {
            <Confirm
                title="Delete this damaged event?".to_string()
                message="Download the raw text first if someone may be able to repair it. This cannot be undone.".to_string()
                confirm_label="Delete".to_string()
                on_confirm=move |_| delete_damaged(id.clone())
                on_cancel=move |_| damaged_to_delete.set(None)
            />
        })}
    }
}

/// The list's rows as markup: each event with its facts and its buttons
/// (`data-act`, read by the list's one listener), the one being renamed
/// as a form, a damaged one with what can still be done.
fn rows_html(list: &[Listing], renaming: Option<&str>) -> Html {
    let mut h = Html::with_capacity(list.len() * 800);
    for item in list {
        match item {
            Listing::Event(s) => event_row(&mut h, s, renaming == Some(s.id.as_str())),
            Listing::Damaged { id, bytes, problem } => html!(
                h,
                "<li class=\"event damaged\" data-testid=\"damaged-row\" data-id=\"{}\"><div class=\"event-main\"><strong>Damaged event {}</strong><span class=\"facts\"><span>{}</span><span>Cannot be opened: {}</span></span></div><div class=\"actions\"><button type=\"button\" data-act=\"raw\">Download raw</button><button type=\"button\" class=\"danger\" data-act=\"delete\">Delete</button></div></li>",
                id,
                id,
                shell::human_size(*bytes),
                problem.to_string()
            ),
        }
    }
    h
}

fn event_row(h: &mut Html, s: &EventSummary, renaming: bool) {
    let EventSummary { id, name, format, date, modified, bytes, participants, section, archived, .. } = s;
    html!(h, "<li class=\"event\" data-testid=\"event-row\" data-id=\"{}\"><div class=\"event-main\">", id);
    if renaming {
        html!(
            h,
            "<form class=\"rename\" data-rename><label><span>New name for “{}”</span><input type=\"text\" required maxlength=\"120\" value=\"{}\"></label><button type=\"submit\" class=\"primary\">Save name</button><button type=\"button\" data-act=\"cancel\">Cancel</button></form>",
            name,
            name
        );
    } else {
        html!(h, "<a class=\"event-name\" href=\"{}\">{}</a>", listed_event_link(id, *format), name);
    }
    html!(h, "<span class=\"facts\"><span>{}</span>", format.label());
    if let Some(l) = section {
        html!(h, "<span>section {}</span>", l);
    }
    let plural = if *participants == 1 { "" } else { "s" };
    html!(
        h,
        "<span>{}</span><span>{} {}{}</span><span>changed {}</span><span>{}</span>",
        date,
        participants,
        format.participant_noun(),
        plural,
        storage::local_time(*modified),
        shell::human_size(*bytes)
    );
    if *archived {
        h.raw("<span class=\"archived\" data-testid=\"archived\">archived</span>");
    }
    h.raw("</span></div><div class=\"actions\">");
    // An archived event is renamed once brought back (on its page).
    if !archived {
        html!(h, "<button type=\"button\" data-act=\"rename\" aria-label=\"Rename {}\">Rename</button>", name);
    }
    html!(
        h,
        "<button type=\"button\" data-act=\"duplicate\" aria-label=\"Duplicate {}\">Duplicate</button><button type=\"button\" data-act=\"download\" aria-label=\"Download {}\">Download</button><button type=\"button\" class=\"danger\" data-act=\"delete\" aria-label=\"Delete {}\">Delete</button></div></li>",
        name,
        name,
        name
    );
}

/// The offer to archive the events older than a few weeks (on the archive
/// page, which packs them).
#[component]
fn ArchiveOffer(listing: Memo<Result<Vec<Listing>, clubscore_engine::StoreError>>) -> impl IntoView {
    let due = move || {
        let cutoff = clubscore_engine::library::archive_cutoff(storage::now());
        listing.with(|l| {
            l.as_deref()
                .unwrap_or_default()
                .iter()
                .filter(|x| matches!(x, Listing::Event(s) if !s.archived && clubscore_engine::library::archive_due(&s.date, &cutoff)))
                .count()
        })
    };
    move || {
        let n = due();
        (n > 0).then(|| {
            view! {
                <p class="notice" data-testid="archive-offer">
                    {format!(
                        "{n} event(s) are more than {} days old. Archived, each takes about a tenth of the room, and can still be opened, printed and exported. ",
                        clubscore_engine::library::ARCHIVE_AFTER_DAYS
                    )}
                    <a href="archive.html" data-testid="archive-offer-link">"Archive them…"</a>
                </p>
            }
        })
    }
}

/// The backup of every event, when it was last downloaded, and importing one.
#[component]
fn Backup(listing: Memo<Result<Vec<Listing>, clubscore_engine::StoreError>>) -> impl IntoView {
    let changes = use_changes();
    let writer = Writer::get();
    // Opened by another page (the chess page, its storage full) to download a backup here.
    if window().location().search().is_ok_and(|s| s == "?backup") {
        let _ = window().history().and_then(|h| h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("./")));
        crate::backup::download_all(writer);
    }
    let last_backup = Memo::new(move |_| {
        changes.track();
        storage::library().ok().and_then(|lib| lib.meta().last_backup)
    });
    let since = Memo::new(move |_| listing.with(|l| clubscore_engine::library::since_backup(l.as_deref().unwrap_or_default(), last_backup.get())));
    let persistent = LocalResource::new(storage::is_persistent);
    if backup_file::available() {
        write_backup_file(writer, since);
    }
    // How full the store is, and what takes the most (the list reads heads only).
    let usage = Memo::new(move |_| listing.with(|l| clubscore_engine::library::Usage::of(storage::used_chars(), l.as_deref().unwrap_or_default())));
    view! {
        <section aria-labelledby="backup-title" class="backup">
            <h2 id="backup-title">"Backup"</h2>
            <p data-testid="storage-used" class=move || if usage.with(|u| u.warns()) { "problem" } else { "hint" }>{move || usage.with(|u| u.words())}</p>
            <p data-testid="last-backup">
                {move || match last_backup.get() {
                    Some(ms) => format!("Last backup made on this device: {}.", storage::local_time(ms)),
                    None => "No backup has been made on this device yet.".to_string(),
                }}
            </p>
            // What no backup holds yet, with the button that takes it made the first thing to tap.
            {move || since.get().map(|words| view! { <p class="problem" data-testid="since-backup">{words}</p> })}
            <p class="hint">
                {move || match persistent.get() {
                    Some(true) => "The browser has promised to keep these events.",
                    Some(false) => "The browser may clear these events if the device runs short of space: download a backup after each session.",
                    None => "",
                }}
            </p>
            <div class="actions">
                <button type="button" data-testid="backup-all" class=move || if since.with(Option::is_some) { "primary" } else { "" }
                    on:click=move |_| backup::download_all(writer)>
                    "Download a backup of all events"
                </button>
                <a class="button" href="backup.html" data-testid="import-backup-link">"Import a backup…"</a>
                {backup_file::available().then(|| view! { <a class="button" href=crate::routes::BACKUP_FILE data-testid="backup-file-link">"Keep a backup file…"</a> })}
            </div>
        </section>
    }
}

/// After a change, every event written to the backup file the scorer picked
/// (on the backup page), where the browser allows it without asking (after a
/// reload it asks, until the scorer taps "Write the backup file" there).
fn write_backup_file(writer: Writer, since: Memo<Option<String>>) {
    Effect::new(move |_| {
        if since.with(Option::is_some) {
            leptos::task::spawn_local(async move {
                // Looked up first: building a backup reads every event.
                if let Ok(Some(file)) = backup_file::chosen().await {
                    if file.granted {
                        backup::write_file(writer, &file.name, false).await;
                    }
                }
            });
        }
    });
}

#[component]
fn CreateEvent() -> impl IntoView {
    let writer = Writer::get();
    let notices = writer.notices;
    let name = RwSignal::new(String::new());
    let format = RwSignal::new(Format::BridgePairs);
    let date = RwSignal::new(storage::today());
    let create = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let event = match Event::new(storage::new_event_id(), &name.get_untracked(), format.get_untracked(), &date.get_untracked(), storage::now()) {
            Ok(e) => e,
            Err(e) => return notices.problem(e.to_string()),
        };
        if let Ok(saved) = writer.run(|lib| lib.create(&event, storage::now())) {
            name.set(String::new());
            notices.done(format!("Created “{}”.", saved.name));
            // The keyboard on the new event's link: Enter opens it. After the list is drawn
            // (a task queued behind the drawing), before anything else the user can do.
            let link = format!("a.event-name[href=\"{}\"]", listed_event_link(&event.id, event.format));
            leptos::task::spawn_local(async move {
                crate::shell::focus(&link);
            });
        }
    };
    view! {
        <section aria-labelledby="create-title" class="create">
            <h2 id="create-title">"New event"</h2>
            <form on:submit=create data-testid="create-form">
                <label>
                    <span>"Name"</span>
                    <input type="text" required maxlength="120" placeholder="Tuesday Evening Pairs"
                        prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
                </label>
                // The select has its own label element, so its name is the label alone, not every option.
                <div class="field">
                    <label for="new-format"><span>"Game and format"</span></label>
                    <select id="new-format" on:change=move |ev| if let Some(f) = Format::from_code(&event_target_value(&ev)) { format.set(f) }>
                        {Format::ALL.into_iter().map(|f| view! {
                            <option value=f.code() selected=move || format.get() == f>{f.label()}</option>
                        }).collect_view()}
                    </select>
                </div>
                <label>
                    <span>"Date"</span>
                    <input type="date" required prop:value=move || date.get() on:input=move |ev| date.set(event_target_value(&ev)) />
                </label>
                <button type="submit" class="primary">"Create event"</button>
            </form>
            <div class="actions">
                <span class="hint">"Or, an event scored by another program (a bridge session in PBN, USEBIO or a club recap; a chess tournament report, TRF):"</span>
                // Its own page: the readers of other programs' files stay out of this one's download.
                <a class="button" href="import.html" data-testid="import-results-link">"Import from another program…"</a>
            </div>
        </section>
    }
}
