//! The backup page (backup.html): a backup file taken in. Events new here
//! come in; for one already on this device the scorer sees both copies and
//! chooses to merge them, keep both, or replace the copy here. At
//! `backup.html#file`, the backup file the scorer picks once, where the
//! browser can write to a chosen file (the list of events writes every event
//! to it after a change). Its own module: reading a backup, settling its
//! clashes, and choosing the file are downloaded only by the page that does
//! them; the two share one module, as both read and write every event (a
//! module of its own cost the first visit 120 KB gzip).

use crate::backup;
use crate::backup_file::{self, Chosen};
use crate::pages::import_backup::ImportBackup;
use crate::shell::Frame;
use crate::store::Writer;
use leptos::prelude::*;

pub fn start() {
    crate::shell::start_page(BackupApp);
}

#[component]
fn BackupApp() -> impl IntoView {
    crate::shell::provide_shell();
    let file = window().location().hash().is_ok_and(|h| crate::routes::BACKUP_FILE.strip_prefix("backup.html") == Some(h.as_str()));
    if file {
        view! {
            <Frame title="Backup file">
                <section aria-label="The backup file">
                    {if backup_file::available() {
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
        .into_any()
    } else {
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
        .into_any()
    }
}

/// The backup file the scorer picks once (the list of events writes every
/// event to it after a change), written now, or no longer used.
/// What the scorer asked of the backup file.
#[derive(Clone, Copy)]
enum Step {
    Look,
    Pick,
    Write,
    Forget,
}

#[component]
pub fn BackupFile() -> impl IntoView {
    let writer = Writer::get();
    // The file's name, and whether the browser lets a page write to it without asking.
    let file = RwSignal::new(None::<String>);
    let granted = RwSignal::new(false);
    let step = move |step: Step| {
        leptos::task::spawn_local(async move {
            let chosen = match step {
                Step::Look => backup_file::chosen().await.ok().flatten(),
                Step::Pick => match backup_file::pick("clubscore-backup.json").await {
                    Ok(Some(name)) => Some(Chosen { granted: backup::write_file(writer, &name, true).await, name }),
                    Ok(None) => return,
                    Err(e) => return writer.notices.problem(format!("No backup file was chosen ({e}).")),
                },
                Step::Write => {
                    let Some(name) = file.get_untracked() else { return };
                    Some(Chosen { granted: backup::write_file(writer, &name, true).await, name })
                }
                Step::Forget => match backup_file::forget().await {
                    Ok(()) => None,
                    Err(e) => return writer.notices.problem(format!("The backup file could not be forgotten ({e}).")),
                },
            };
            granted.set(chosen.as_ref().is_some_and(|c| c.granted));
            file.set(chosen.map(|c| c.name));
        })
    };
    step(Step::Look);
    let none = move || file.with(Option::is_none);
    view! {
        <p data-testid="backup-file">
            {move || match file.get() {
                None => "Pick a file once: every event is written to it whenever the list of events opens after a change. A backup file is a backup like any other: it imports back on the backup page (“Import a backup…”).".to_string(),
                Some(name) if granted.get() => format!("Backup file: “{name}”. Every event is written to it whenever the list of events opens after a change."),
                Some(name) => format!("Backup file: “{name}”. The browser asks before a page writes to it: tap “Write the backup file”, here or on the list of events."),
            }}
        </p>
        <div class="actions">
            <button type="button" class="primary" data-testid="pick-backup-file" hidden=move || !none() on:click=move |_| step(Step::Pick)>"Keep a backup file…"</button>
            <button type="button" data-testid="write-backup-file" hidden=none on:click=move |_| step(Step::Write)>"Write the backup file"</button>
            <button type="button" data-testid="forget-backup-file" hidden=none on:click=move |_| step(Step::Forget)>"Stop using it"</button>
        </div>
    }
}
