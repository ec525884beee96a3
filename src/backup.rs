//! Backup files for the user to keep: one event, or the whole device.

use crate::notice::Notices;
use crate::store::Writer;
use crate::{share, storage};
use clubscore_engine::formats::backup;
use clubscore_engine::Event;

/// Downloads every readable event and remembers when, for the home page.
pub fn download_all(writer: Writer) {
    let notices = writer.notices;
    let result = storage::library().and_then(|lib| Ok((lib.all_events()?, lib)));
    match result {
        Ok((events, mut lib)) => {
            let name = backup::file_name(&events, &storage::today());
            match share::download(&name, "application/json", &backup::write(&events, storage::now())) {
                Ok(()) => {
                    let mut meta = lib.meta();
                    meta.last_backup = Some(storage::now());
                    // A full storage cannot record the date; the backup itself is what matters.
                    if lib.set_meta(&meta).is_ok() {
                        writer.changes.bump();
                    }
                    notices.done(format!("Backup of {} event(s) downloaded as {name}.", events.len()));
                }
                Err(e) => notices.problem(e),
            }
        }
        Err(e) => notices.store_error(&e),
    }
}

pub fn download_one(event: &Event, notices: Notices) {
    let events = std::slice::from_ref(event);
    let name = backup::file_name(events, &storage::today());
    match share::download(&name, "application/json", &backup::write(events, storage::now())) {
        Ok(()) => notices.done(format!("“{}” downloaded as {name}.", event.name)),
        Err(e) => notices.problem(e),
    }
}
