//! Clubscore in the browser: screens that call the engine and render what it derives.

pub mod app;
pub mod backup;
#[cfg(feature = "bench")]
pub mod bench;
pub mod chess_page;
pub mod components;
pub mod drafts;
pub mod edited;
pub mod import_page;
pub mod notice;
pub mod pages;
pub mod routes;
pub mod share;
pub mod shell;
pub mod storage;
pub mod store;
pub mod stored_event;
pub mod table;

pub fn start() {
    console_error_panic_hook::set_once();
    // A device locked to a table stays in table mode until the director unlocks it.
    let window = web_sys::window();
    let locked = window.as_ref().and_then(|w| w.local_storage().ok().flatten()).and_then(|s| s.get_item(table::LOCK).ok().flatten()).is_some();
    if let (true, Some(w)) = (locked, &window) {
        let _ = w.location().replace("table.html");
        return;
    }
    leptos::mount::mount_to_body(app::App);
}
