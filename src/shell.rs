//! What every page has, whichever game or mode it serves: the signal that
//! follows the stored events (here and in other tabs), and the notices with
//! their offer of a backup when the storage is full.

use crate::notice::{provide_notice, OfferBackup};
use crate::store::{Changes, Writer};
use leptos::prelude::*;

/// Provides what every page uses: the change signal (following other tabs'
/// writes) and the notice bar, whose notice of a full storage offers a
/// backup of everything, downloaded here.
pub fn provide_shell() {
    provide_base();
    let writer = Writer::get();
    provide_context(OfferBackup(Callback::new(move |()| crate::backup::download_all(writer))));
}

/// The same, for a page that leaves the backup to the list of events (the
/// chess page, table mode, the import pages, the archive page, the movements page: their downloads stay
/// small without the reading of every event): a full storage's notice opens
/// the list beside this page, which downloads the backup at once; what was
/// typed here stays, and the list is where events are then deleted.
pub fn provide_shell_backup_beside() {
    provide_base();
    provide_context(OfferBackup(Callback::new(|()| {
        let _ = window().open_with_url_and_target(BACKUP_BESIDE, "_blank");
    })));
}

/// The frame of a page beside the list of events (the backup, archive,
/// backup file, import, report and TRF pages): its notices, the way back
/// (to the list of events, or `back`: an address and its words), its title.
#[component]
pub fn Frame(title: &'static str, #[prop(optional)] back: Option<(String, String)>, children: Children) -> impl IntoView {
    let to_list = back.is_none();
    let (href, words) = back.unwrap_or_else(|| ("index.html".into(), "← All events".into()));
    view! {
        <crate::notice::NoticeBar />
        <main id="main" class="import-page">
            <p><a href=href data-testid=to_list.then_some("all-events-link")>{words}</a></p>
            <h1>{title}</h1>
            {children()}
        </main>
    }
}

/// The list of events, asked to download a backup as it opens.
pub const BACKUP_BESIDE: &str = "index.html?backup";

fn provide_base() {
    // Every page keeps events or a table's results: ask the browser to keep them, from the first visit.
    crate::storage::ask_persistent();
    let changes = Changes(RwSignal::new(0), RwSignal::new(0));
    provide_context(changes);
    provide_notice();
    let storage = window_event_listener(leptos::ev::storage, move |ev| {
        // `key` is None when another tab cleared the whole storage.
        // A part of an event's log changes nothing until its head is written.
        if ev.key().is_none_or(|k| k.starts_with("clubscore/") && !k.starts_with(clubscore_engine::parts::LOG_PREFIX)) {
            changes.bump_foreign();
        }
    });
    on_cleanup(move || storage.remove());
}

/// How a page merges a lost save back (`Library::take_back` with its games'
/// rules): a function the page passes, so a page that passes none carries no merge.
pub type Merge<G> = fn(
    &mut clubscore_engine::Library<crate::storage::LocalStore>,
    &clubscore_engine::event::Event<G>,
) -> Result<Option<clubscore_engine::merge::Merged>, clubscore_engine::StoreError>;

/// Where a save another tab wrote over waits, on a page that does not merge
/// (the chess page), until the list of events takes it back.
pub const LOST_SAVE: &str = "clubscore/lost-save/";

/// A save of this tab's that another tab then wrote over from the same
/// revision (the browser showed that tab our write a moment late, so both
/// saved on top of one revision) is taken back. With `merge` (the scorer's
/// page, which has the merge) it is merged into the copy stored now and saved
/// past it, and so is every save another page kept aside; without (the chess
/// page, whose download stays small) it is kept aside under `LOST_SAVE` and
/// merged when the list of events next opens. Either way no entry is lost.
pub fn take_back_lost_saves<G: clubscore_engine::event::Game>(merge: Option<Merge<G>>) {
    use crate::storage;
    use clubscore_engine::envelope::{encode, peek_revision};
    let writer = Writer::get();
    // Our save as the text we stored reads it: a head with its parts (still
    // there: a part the other tab's save retired goes only with its next save), or a whole event.
    let ours_of = |id: &str, mine: &str| storage::library().ok().and_then(|lib| lib.decode_stored::<G>(id, mine).ok());
    let take_back = move |id: &str, mine: &str| {
        let (Some(merge), Some(ours)) = (merge, ours_of(id, mine)) else { return false };
        match writer.run(|lib| merge(lib, &ours)) {
            Ok(Some(m)) => {
                // A page showing our copy is told the stored one is newer (it holds both tabs' entries now).
                writer.changes.bump_foreign();
                let held = if m.conflicts > 0 { format!("; {} differ and wait for the director or arbiter", m.conflicts) } else { String::new() };
                writer
                    .notices
                    .done(format!("“{}” was saved in another tab at the same moment: both are kept ({} entr(ies) merged back{held}).", ours.name, m.added));
                true
            }
            Ok(None) => true,
            Err(_) => false,
        }
    };
    // Saves another page kept aside: taken back now, each key removed once merged.
    if merge.is_some() {
        if let Ok(mut store) = storage::local_store() {
            use clubscore_engine::library::KeyValue;
            for key in store.keys().unwrap_or_default().into_iter().filter(|k| k.starts_with(LOST_SAVE)) {
                if let Ok(Some(mine)) = store.get(&key) {
                    if take_back(key.strip_prefix(LOST_SAVE).unwrap_or(&key), &mine) {
                        let _ = store.remove(&key);
                    }
                }
            }
        }
    }
    let listener = window_event_listener(leptos::ev::storage, move |ev| {
        let Some(key) = ev.key() else { return };
        let Some(mine) = storage::written_here(&key) else { return };
        let theirs = ev.new_value();
        let (theirs_at, mine_at) = (theirs.as_deref().and_then(peek_revision), peek_revision(&mine));
        storage::remember_written(&key, None);
        let id = key.strip_prefix(clubscore_engine::library::EVENT_PREFIX).unwrap_or(&key);
        // A later revision built on ours, or the event deleted there: nothing of ours to take back.
        if theirs_at.is_none() || theirs_at > mine_at || theirs.as_deref() == Some(mine.as_str()) || take_back(id, &mine) {
            return;
        }
        // Kept aside, whole (its parts may go with the other tab's next save), for the list of events to merge.
        let whole = ours_of(id, &mine).map(|e| encode(&e)).unwrap_or(mine);
        let kept = storage::local_store().and_then(|mut s| {
            use clubscore_engine::library::KeyValue;
            s.set(&format!("{LOST_SAVE}{id}"), &whole)
        });
        match kept {
            Ok(()) => writer.notices.problem(
                "This event was saved in another tab at the same moment as here. This tab's save is kept on this device and merged back when the list of events opens (← All events).",
            ),
            Err(e) => writer.notices.store_error(&e),
        }
    });
    on_cleanup(move || listener.remove());
}

/// Starts a page that keeps events (the scorer's, chess, import, movements):
/// its crash notice first, then back to table mode on a device locked to a
/// table, else the page mounted.
pub fn start_page<V: IntoView + 'static>(app: fn() -> V) {
    crate::crash::install();
    if !back_to_table_if_locked() {
        leptos::mount::mount_to_body(app);
    }
}

/// Moves the keyboard to the element `selector` finds (none found: it
/// stays); a field's text is selected, so what is typed replaces it.
/// Present while the device is locked to a table (table mode's own key).
pub const TABLE_LOCK: &str = "clubscore/table-lock";

/// A device locked to a table stays in table mode until the director unlocks
/// it: every other page (the scorer's, the chess page, the import page) sends
/// it back there. True when it was sent.
pub fn back_to_table_if_locked() -> bool {
    let window = web_sys::window();
    let locked = window.as_ref().and_then(|w| w.local_storage().ok().flatten()).and_then(|s| s.get_item(TABLE_LOCK).ok().flatten()).is_some();
    match (locked, window) {
        (true, Some(w)) => w.location().replace("table.html").is_ok(),
        _ => false,
    }
}

pub fn focus(selector: &str) -> bool {
    use wasm_bindgen::JsCast;
    let found = web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector(selector).ok().flatten());
    let Some(el) = found.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) else { return false };
    let _ = el.focus();
    if let Some(input) = el.dyn_ref::<web_sys::HtmlInputElement>() {
        input.select();
    }
    true
}

/// The same once the screen is next drawn (the element may be new), unless
/// the keyboard has gone to a field meanwhile: where the user went wins.
pub fn focus_when_drawn(selector: String) {
    request_animation_frame(move || {
        let active = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element());
        if !active.is_some_and(|a| matches!(a.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")) {
            focus(&selector);
        }
    });
}

pub use clubscore_engine::text::capitalised;

/// The element an event happened in, or its nearest ancestor matching `selector`.
pub fn closest(ev: &web_sys::Event, selector: &str) -> Option<web_sys::Element> {
    use wasm_bindgen::JsCast;
    ev.target()?.dyn_into::<web_sys::Element>().ok()?.closest(selector).ok().flatten()
}

/// A number from an element's `data-` attribute.
pub fn data(el: &web_sys::Element, name: &str) -> Option<usize> {
    el.get_attribute(name)?.parse().ok()
}

/// "1.2 KB" for a size in bytes, as a scorer reads it.
pub fn human_size(bytes: usize) -> String {
    match bytes {
        0..=999 => format!("{bytes} B"),
        // One decimal by whole-number arithmetic (no float formatting in the page).
        1000..=999_999 => {
            let tenths = (bytes + 50) / 100;
            format!("{}.{} KB", tenths / 10, tenths % 10)
        }
        _ => {
            let tenths = (bytes + 50_000) / 100_000;
            format!("{}.{} MB", tenths / 10, tenths % 10)
        }
    }
}
