//! The backup file page (backup-file.html): the file the scorer picks once,
//! where the browser can write to a chosen file; the list of events writes
//! every event to it after a change. Its own module: choosing the file and
//! writing it from here are downloaded only by the page that does them.

use crate::pages::backup_file::BackupFile;
use crate::shell::Frame;
use leptos::prelude::*;

pub fn start() {
    crate::shell::start_page(BackupFileApp);
}

#[component]
fn BackupFileApp() -> impl IntoView {
    crate::shell::provide_shell_backup_beside();
    view! {
        <Frame title="Backup file">
            <section aria-label="The backup file">
                {if crate::backup_file::available() {
                    view! { <BackupFile /> }.into_any()
                } else {
                    view! {
                        <p class="hint" data-testid="no-backup-file">
                            "This browser cannot write to a file chosen once (browsers built on Chromium can): download a backup from the list of events after each session."
                        </p>
                    }
                    .into_any()
                }}
            </section>
        </Frame>
    }
}
