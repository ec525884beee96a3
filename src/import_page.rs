//! The import page (import.html): a bridge event scored by another program
//! made one of ours. A pairs session, an individual or a teams event (a PBN,
//! USEBIO, ACBLscore game or club recap file) read, shown with what was assumed; the scorer
//! says how the pairs are numbered and how match points are scored, and a new
//! event is made with every result an entry of its log, opened on the
//! scorer's page. A chess tournament report is taken in on its own page
//! (`report_import`), linked from here. Its own small module, so the readers
//! of other programs' files add nothing to the scorer's download.

use crate::notice::use_notice;
use crate::shell::Frame;
use crate::store::Writer;
use crate::{share, storage};
use clubscore_engine::bridge::import::{event_from, Source};
use clubscore_engine::bridge::matchpoints::MpScale;
use clubscore_engine::bridge::pairs::Field;
use clubscore_engine::bridge::traveller::{Directions, Travellers};
use leptos::prelude::*;

/// A file read, waiting for the scorer's choices (shared, never copied: a session's travellers).
#[derive(Debug)]
struct Pending {
    file: String,
    read: Travellers,
}

/// Whether the scorer is asked if NS 1 and EW 1 are one pair: only where
/// numbers are used both ways and neither the file nor its lines tell.
fn asks(read: &Travellers) -> bool {
    !read.is_individual() && !read.teams && read.directions.is_none() && read.field(None).field == Field::OneWinner
}

pub fn start() {
    crate::shell::start_page(ImportApp);
}

#[component]
fn ImportApp() -> impl IntoView {
    crate::shell::provide_shell_backup_beside();
    view! {
        <Frame title="Import results from another program">
            <section aria-labelledby="bridge-import-title">
                <h2 id="bridge-import-title">"A bridge session"</h2>
                <p class="hint">"A pairs session, an individual or a teams event scored elsewhere becomes an event here, to rank, correct and send like any other: a PBN file with its ScoreTables, a USEBIO file (XML), an ACBLscore game file (.aca), or a club recap of slips and travellers."</p>
                <ImportResults />
            </section>
            <section aria-labelledby="chess-import-title">
                <h2 id="chess-import-title">"A chess team tournament"</h2>
                <a class="button" href="report.html" data-testid="report-import-link">"Import a tournament report (TRF)…"</a>
            </section>
        </Frame>
    }
}

#[component]
fn ImportResults() -> impl IntoView {
    let notices = use_notice();
    let writer = Writer::get();
    let pending = RwSignal::new(None::<std::sync::Arc<Pending>>);
    // The scorer's choices, set from the file when it is read.
    let directions = RwSignal::new(Directions::Separate);
    let scale = RwSignal::new(MpScale::Wbf);
    let file_input = NodeRef::<leptos::html::Input>::new();
    let on_file = move |_| {
        share::with_chosen_bytes(file_input, notices, move |file, bytes| match clubscore_engine::formats::session_file::read(&bytes) {
            Err(e) => notices.problem(format!("{file} was not imported: {e}. Nothing was changed.")),
            Ok(read) => {
                directions.set(Directions::Shared);
                // The scale the file's program scored on, where it shows or says it.
                scale.set(read.scale.unwrap_or(MpScale::Wbf));
                pending.set(Some(std::sync::Arc::new(Pending { file, read })));
            }
        })
    };
    let create = move |p: std::sync::Arc<Pending>| {
        if create_event(&p, directions.get_untracked(), scale.get_untracked(), writer, notices) {
            pending.set(None);
        }
    };
    view! {
        <input
            id="import-results-file"
            class="visually-hidden"
            type="file"
            accept=".pbn,.xml,.txt,.csv,.tsv,.aca,text/plain,application/xml"
            node_ref=file_input
            on:change=on_file
        />
        <label class="button primary" for="import-results-file">"Choose a file…"</label>
        {move || pending.get().map(|p| {
            let read = &p.read;
            let results: usize = read.boards.iter().map(|b| b.results.len()).sum();
            let field = read.field(None);
            let overlap = asks(read);
            let notes: Vec<String> = read.notes.iter().cloned().chain(field.note.clone().filter(|_| !overlap)).collect();
            let go = p.clone();
            let played = p.clone();
            // The event the file makes with the scorer's answers (NS 1 / EW 1, the
            // match-point scale), worked out once for all the panel shows of it.
            let made = Memo::new(move |_| {
                let field = if asks(&played.read) { played.read.field(Some(directions.get())).field } else { played.read.field(None).field };
                let source = Source { id: String::new(), file: &played.file, date: "2000-01-01", now: 0, device: "" };
                event_from(&played.read, field, played.read.scoring(scale.get()), source).ok()
            });
            // The movement as the file shows it played, through the verifier's checks.
            let shown = read.matches.iter().any(|m| m.vps.is_some()) || read.totals.iter().any(|t| t.vp.is_some());
            let movement = move || made.with(|m| m.as_ref().map(|i| i.movement_words(shown)));
            view! {
                <section class="import-results" aria-labelledby="import-results-title" data-testid="import-results">
                    <h3 id="import-results-title">{format!("Import “{}” from {}", read.event.clone().unwrap_or_else(|| "a session".into()), p.file)}</h3>
                    <p>{format!("{} boards, {results} results.", read.boards.len())}</p>
                    <p data-testid="import-date">{match &read.date {
                        Some(d) => format!("Played on {d}: the event is dated so."),
                        None => format!("The file gives no date: the event is dated {}, the day it is imported.", storage::today()),
                    }}</p>
                    <p data-testid="import-movement">{movement}</p>
                    {(!notes.is_empty()).then(|| view! { <ul class="notes">{notes.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}</ul> })}
                    {overlap.then(|| view! {
                        <fieldset>
                            <legend>"The same numbers are used by NS and EW pairs. NS 1 and EW 1 are:"</legend>
                            <label class="check"><input type="radio" name="import-directions" prop:checked=move || directions.get() == Directions::Separate on:change=move |_| directions.set(Directions::Separate) />" two different pairs (a Mitchell)"</label>
                            <label class="check"><input type="radio" name="import-directions" prop:checked=move || directions.get() == Directions::Shared on:change=move |_| directions.set(Directions::Shared) />" one pair (a Howell)"</label>
                            {field.note.clone().map(|n| view! { <p class="hint">{n}</p> })}
                        </fieldset>
                    })}
                    {read.imps.as_ref().map(|(said, method)| view! {
                        <p data-testid="import-imps">{format!("Scored in IMPs, as the file says ({said}): {}.", method.words())}</p>
                    })}
                    {(!read.teams && read.imps.is_none()).then(|| view! {
                    <fieldset>
                        <legend>"Match points"</legend>
                        {read.scale.map(|s| view! { <p class="hint" data-testid="import-scale">{format!("The file was scored on the {} scale: chosen for you.", if s == MpScale::Acbl { "ACBL" } else { "WBF" })}</p> })}
                        {read.method.and_then(|m| m.1).map(|places| view! { <p class="hint" data-testid="import-rounded">{clubscore_engine::text::capitalised(&clubscore_engine::bridge::import::rounded_note(places))}"."</p> })}
                        <label class="check"><input type="radio" name="import-scale" prop:checked=move || scale.get() == MpScale::Wbf on:change=move |_| scale.set(MpScale::Wbf) />" 2 for each score beaten, 1 for each tie (WBF, EBU)"</label>
                        <label class="check"><input type="radio" name="import-scale" prop:checked=move || scale.get() == MpScale::Acbl on:change=move |_| scale.set(MpScale::Acbl) />" 1 for each score beaten, ½ for each tie (ACBL)"</label>
                    </fieldset>
                    })}
                    <Differences made />
                    <div class="actions">
                        <button type="button" class="primary" data-testid="import-results-create" on:click=move |_| create(go.clone())>"Create the event"</button>
                        <button type="button" on:click=move |_| { pending.set(None); notices.done("Import cancelled. Nothing was changed."); }>"Cancel"</button>
                    </div>
                </section>
            }
        })}
    }
}

/// The event the file makes with the scorer's answers, created; then it
/// opens on the scorer's page. Whether it was (why not is said).
fn create_event(p: &Pending, directions: Directions, scale: MpScale, writer: Writer, notices: crate::notice::Notices) -> bool {
    let field = if asks(&p.read) { p.read.field(Some(directions)).field } else { p.read.field(None).field };
    // Scored as its program scored it, where its figures show how.
    let scoring = p.read.scoring(scale);
    let source = Source { id: storage::new_event_id(), file: &p.file, date: &storage::today(), now: storage::now(), device: &storage::device() };
    let imported = match event_from(&p.read, field, scoring, source) {
        Ok(x) => x,
        Err(e) => {
            notices.problem(format!("{} was not imported: {e}. Nothing was changed.", p.file));
            return false;
        }
    };
    let Ok(saved) = writer.run(|lib| lib.create(&imported.event, storage::now())) else { return false };
    let noun = saved.format.participant_noun();
    crate::notice::pass_on(&format!("Imported “{}” from {}: {} {noun}s, {} boards.", saved.name, p.file, saved.participants.len(), p.read.boards.len()));
    // The event opens on the scorer's page.
    let _ = window().location().assign(&crate::routes::scorer_href(&saved.id));
    true
}

/// Where Clubscore's figures differ from the file's own, on the scale
/// chosen: line by line, the first twelve.
#[component]
fn Differences(made: Memo<Option<clubscore_engine::bridge::import::Imported>>) -> impl IntoView {
    move || {
        let all = made.with(|m| m.as_ref().map(|i| i.differences.clone()).unwrap_or_default());
        (!all.is_empty()).then(|| {
            let more = all.len().saturating_sub(12);
            view! {
                <div class="problem" data-testid="import-differences">
                    <p>{format!("Clubscore's figures differ from the file's in {} place(s):", all.len())}</p>
                    <ul>{all.into_iter().take(12).map(|d| view! { <li>{d}</li> }).collect_view()}</ul>
                    {(more > 0).then(|| view! { <p>{format!("and {more} more, all in the audit trail once imported.")}</p> })}
                </div>
            }
        })
    }
}
