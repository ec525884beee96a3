//! The report page (report.html): a chess team tournament's report from
//! another program (TRF-2026 or TRF16, any code page) made a chess event,
//! with what was assumed to read it, opened on the chess page. Its own small
//! module: the TRF reader adds nothing to the bridge import page's download
//! nor to the arbiter's.

use crate::notice::use_notice;
use crate::shell::Frame;
use crate::store::Writer;
use crate::{share, storage};
use leptos::prelude::*;

pub fn start() {
    crate::shell::start_page(ReportApp);
}

#[component]
fn ReportApp() -> impl IntoView {
    crate::shell::provide_shell_backup_beside();
    view! {
        <Frame title="Import a chess tournament report">
            <p><a href="import.html">"Import a bridge session"</a></p>
            <section aria-labelledby="chess-import-title">
                <h2 id="chess-import-title">"A chess team tournament"</h2>
                <p class="hint">"A tournament report (TRF-2026 or TRF16) becomes a chess event with its teams, rosters, rounds and results, opened on the chess page."</p>
                <ImportReport />
            </section>
        </Frame>
    }
}

/// A tournament report (TRF-2026 or TRF16, any code page) imported as a new
/// chess event, with what was assumed to read it; opened on the chess page.
#[component]
fn ImportReport() -> impl IntoView {
    let notices = use_notice();
    let writer = Writer::get();
    let input = NodeRef::<leptos::html::Input>::new();
    let on_file = move |_| {
        share::with_chosen_bytes(input, notices, move |file, bytes| {
            let (tournament, notes) = match clubscore_engine::chess::transfer::import(&bytes) {
                Ok(x) => x,
                Err(e) => return notices.problem(format!("{file} was not imported: {e}. Nothing was changed.")),
            };
            let made = clubscore_engine::chess::log::event_from_report(
                tournament,
                &notes,
                &file,
                storage::new_event_id(),
                &storage::device(),
                storage::now(),
                &storage::today(),
            );
            let event = match made {
                Ok(e) => e,
                Err(e) => return notices.problem(format!("{file} was not imported: {e}. Nothing was changed.")),
            };
            if let Ok(saved) = writer.run(|lib| lib.create(&event, storage::now())) {
                let said =
                    if notes.is_empty() { String::new() } else { format!(" Read with {} note(s), in the audit trail: {}", notes.len(), notes.join("; ")) };
                crate::notice::pass_on(&format!("Imported “{}” from {file}.{said}", saved.name));
                let _ = window().location().assign(&crate::routes::event_link(&saved.id, saved.format));
            }
        })
    };
    view! {
        <input id="import-trf" class="visually-hidden" type="file" accept=".trf,.txt,text/plain" node_ref=input on:change=on_file />
        <label class="button primary" for="import-trf">"Choose a TRF report…"</label>
    }
}
