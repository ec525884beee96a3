//! The archive page (archive.html): finished events stored small, and
//! brought back to full. Its own module: packing an event is downloaded
//! only by the page that does it, not by those that open events.

use crate::notice::NoticeBar;
use crate::pages::archive::Archive;
use leptos::prelude::*;

pub fn start() {
    crate::shell::start_page(ArchiveApp);
}

#[component]
fn ArchiveApp() -> impl IntoView {
    crate::shell::provide_shell_backup_beside();
    view! {
        <NoticeBar />
        <main id="main" class="import-page">
            <p><a href="index.html" data-testid="all-events-link">"← All events"</a></p>
            <h1>"Archive"</h1>
            <Archive />
        </main>
    }
}
