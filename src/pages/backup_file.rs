//! The backup file the scorer picks once, where the
//! browser can write to one (the list of events writes every event to it
//! after a change), written now, or no longer used.

use crate::backup;
use crate::backup_file::{self, Chosen};
use crate::store::Writer;
use leptos::prelude::*;

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
