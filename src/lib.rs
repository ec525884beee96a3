//! Clubscore in the browser: screens that call the engine and render what it derives.

pub mod app;
pub mod archive_page;
pub mod backup;
pub mod backup_file;
pub mod backup_page;
#[cfg(feature = "bench")]
pub mod bench;
pub mod boards_page;
pub mod chess_page;
pub mod components;
pub mod crash;
pub mod drafts;
pub mod edited;
pub mod import_page;
pub mod notice;
pub mod pages;
pub mod report_import;
pub mod results;
pub mod results_page;
pub mod routes;
pub mod share;
pub mod shell;
pub mod storage;
pub mod store;
pub mod stored_event;
pub mod table;
pub mod tables_page;
pub mod trf_page;

pub fn start() {
    crate::shell::start_page(app::App);
}
