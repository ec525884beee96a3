//! The backup page (backup.html): a backup file taken in. Events new here
//! come in; for one already on this device the scorer sees both copies and
//! chooses to merge them, keep both, or replace the copy here. Its own
//! module: reading a backup and settling its clashes is most of 17 KB that
//! every opening of the scorer's page would otherwise download.

use crate::pages::import_backup::ImportBackup;
use crate::shell::Frame;
use leptos::prelude::*;

pub fn start() {
    crate::shell::start_page(BackupApp);
}

#[component]
fn BackupApp() -> impl IntoView {
    crate::shell::provide_shell();
    view! {
        <Frame title="Import a backup">
            <section aria-labelledby="backup-import-title">
                <h2 id="backup-import-title">"A Clubscore backup file"</h2>
                <p class="hint">"The events in a backup (downloaded from this device or another) come back to this device. An event already here is never overwritten unasked: you choose to merge the two copies, keep both, or replace the one here."</p>
                <div class="actions">
                    <ImportBackup />
                </div>
            </section>
        </Frame>
    }
}
