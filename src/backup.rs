//! Backup files for the user to keep: one event, or the whole device.

use crate::notice::Notices;
use crate::store::Writer;
use crate::{share, storage};
use clubscore_engine::event::{Event, Game};
use clubscore_engine::formats::backup;

/// The backup of every readable event: its file name, its text, how many events.
fn all() -> Result<(String, String, usize), clubscore_engine::StoreError> {
    let events = storage::library()?.all_events::<clubscore_engine::games::Any>()?;
    Ok((backup::file_name(&events, &storage::today()), backup::write(&events, storage::now()), events.len()))
}

/// Remembers that every event was just backed up, for the list of events.
fn record(writer: Writer) {
    let Ok(mut lib) = storage::library() else { return };
    let mut meta = lib.meta();
    meta.last_backup = Some(storage::now());
    // A full storage cannot record the date; the backup itself is what matters.
    if lib.set_meta(&meta).is_ok() {
        writer.changes.bump();
    }
}

/// Downloads every readable event and remembers when, for the home page.
pub fn download_all(writer: Writer) {
    let notices = writer.notices;
    match all() {
        Ok((name, text, count)) => match share::download(&name, "application/json", &text) {
            Ok(()) => {
                record(writer);
                notices.done(format!("Backup of {count} event(s) downloaded as {name}."));
            }
            Err(e) => notices.problem(e),
        },
        Err(e) => notices.store_error(&e),
    }
}

/// Writes every readable event to the scorer's backup file (`ask`: from a
/// tap, so the browser may ask for permission). Says so only when asked or
/// when it fails: the automatic write after a change is quiet.
pub async fn write_file(writer: Writer, file: &str, ask: bool) -> bool {
    let notices = writer.notices;
    let (_, text, count) = match all() {
        Ok(backup) => backup,
        Err(e) => {
            notices.store_error(&e);
            return false;
        }
    };
    match crate::backup_file::write(&text, ask).await {
        Ok(true) => {
            record(writer);
            if ask {
                notices.done(format!("Backup of {count} event(s) written to {file}."));
            }
            true
        }
        Ok(false) => {
            if ask {
                notices.problem(format!("The browser did not allow writing to {file}: nothing was written. Download a backup instead."));
            }
            false
        }
        Err(e) => {
            notices.problem(format!("The backup could not be written to {file} ({e}). The events here are safe: download a backup instead."));
            false
        }
    }
}

pub fn download_one<G: Game>(event: &Event<G>, notices: Notices) {
    let events = std::slice::from_ref(event);
    let name = backup::file_name(events, &storage::today());
    match share::download(&name, "application/json", &backup::write(events, storage::now())) {
        Ok(()) => notices.done(format!("“{}” downloaded as {name}.", event.name)),
        Err(e) => notices.problem(e),
    }
}
