//! Clubscore in the browser: screens that call the engine and render what it derives.

pub mod app;
pub mod backup;
#[cfg(feature = "bench")]
pub mod bench;
pub mod components;
pub mod notice;
pub mod pages;
pub mod share;
pub mod storage;

pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
}
