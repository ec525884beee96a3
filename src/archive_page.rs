//! The archive page (archive.html): finished events stored small, and
//! brought back to full. Its own module: packing an event is downloaded
//! only by the page that does it, not by those that open events.

use crate::pages::archive::Archive;
use crate::shell::Frame;
use leptos::prelude::*;

pub fn start() {
    crate::shell::start_page(ArchiveApp);
}

#[component]
fn ArchiveApp() -> impl IntoView {
    crate::shell::provide_shell_backup_beside();
    view! {
        <Frame title="Archive">
            <Archive />
        </Frame>
    }
}
