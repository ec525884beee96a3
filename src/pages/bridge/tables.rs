//! The scorer's side of tablets at the tables: hand out the table pack (a
//! file, or QR codes), take the tables' results files in (a result that
//! differs waits in `conflicts`), and see per table and round what has arrived.

use super::*;
use crate::components::qr_codes::QrCodes;
use clubscore_engine::tables::pack;
use clubscore_engine::tables::results::{self, TableResults};

#[component]
pub(super) fn TablesPanel(event: Shown, conflicts: Memo<Vec<clubscore_engine::merge::Conflict>>, save: Save) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let open = RwSignal::new(false);
    // Files in: each merged whole or refused whole, one save for all of them.
    // Says, for each file, whether it is in the event now (taken and saved).
    let take_in = {
        let save = save.clone();
        move |files: Vec<(String, String)>| -> Vec<bool> {
            let Some(mut edited) = event.get_untracked() else { return vec![false; files.len()] };
            let mut lines = Vec::new();
            let mut problems = Vec::new();
            let mut taken = Vec::with_capacity(files.len());
            let (me, now) = (device(), storage::now());
            for (name, text) in files {
                let outcome = TableResults::from_json(&text).and_then(|file| results::merge(&mut edited, &file, &me, now).map(|m| (file.table, m)));
                taken.push(outcome.is_ok());
                match outcome {
                    Ok((table, (m, refused))) => {
                        let refused =
                            if refused.is_empty() { String::new() } else { format!(", {} entry(ies) refused ({})", refused.len(), refused.join("; ")) };
                        lines.push(format!(
                            "{name}: table {table}, {} result(s) taken, {} already here, {} conflict(s){refused}",
                            m.added, m.already, m.conflicts
                        ));
                    }
                    Err(err) => problems.push(format!("{name}: {err}")),
                }
            }
            if lines.is_empty() {
                if !problems.is_empty() {
                    notices.problem(format!("Not taken: {}.", problems.join("; ")));
                }
                return taken;
            }
            let mut message = format!("{}.", lines.join("; "));
            if !problems.is_empty() {
                message.push_str(&format!(" Not taken: {}.", problems.join("; ")));
            }
            if save(edited, message) {
                taken
            } else {
                vec![false; taken.len()]
            }
        }
    };
    let take_in = StoredValue::new(take_in);
    // Results read from QR codes on table mode's page wait in the inbox; those refused stay there.
    let refused = RwSignal::new(Vec::<(String, String)>::new());
    Effect::new(move |_| {
        use clubscore_engine::library::KeyValue;
        let Ok(store) = storage::local_store() else { return };
        let keys: Vec<String> = store.keys().unwrap_or_default().into_iter().filter(|k| k.starts_with(crate::table::INBOX)).collect();
        if keys.is_empty() {
            return;
        }
        let read: Vec<(String, String)> = keys.iter().filter_map(|k| store.get(k).ok().flatten().map(|t| (k.clone(), t))).collect();
        let taken = take_in.with_value(|f| f(read.iter().map(|(_, t)| ("QR codes".to_string(), t.clone())).collect()));
        // A file taken leaves the inbox; a refused one stays, to download or delete (never lost).
        if let Ok(mut store) = storage::local_store() {
            for ((k, _), in_event) in read.iter().zip(&taken) {
                if *in_event {
                    let _ = store.remove(k);
                }
            }
        }
        refused.set(read.into_iter().zip(taken).filter(|(_, t)| !t).map(|(f, _)| f).collect());
    });
    let import = move |ev: leptos::ev::Event| {
        use wasm_bindgen::JsCast;
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        leptos::task::spawn_local(async move {
            let files = match crate::share::read_chosen_files(&input).await {
                Ok(f) => f,
                Err(err) => return notices.problem(err),
            };
            input.set_value("");
            take_in.with_value(|f| f(files));
        });
    };
    let forget = move |key: String| {
        use clubscore_engine::library::KeyValue;
        match storage::local_store().and_then(|mut s| s.remove(&key)) {
            Ok(()) => {
                refused.update(|r| r.retain(|(k, _)| *k != key));
                notices.done("The refused results file is deleted.");
            }
            Err(err) => notices.store_error(&err),
        }
    };
    view! {
        <section aria-labelledby="tables-title" data-testid="tables">
            <h2 id="tables-title">"Tablets at the tables"</h2>
            <details on:toggle=move |ev| open.set(crate::components::details_open(&ev))>
                <summary>"Hand out the table pack, take the tables' results in"{move || match conflicts.with(Vec::len) { 0 => String::new(), 1 => " (1 conflict waits for the director)".to_string(), n => format!(" ({n} conflicts wait for the director)") }}</summary>
                <PackForm event />
                <p>
                    <a class="button" href=move || event.with(|e| e.map(|e| format!("table.html#scan/{}", e.id)).unwrap_or_default())>"Read a table's results QR codes…"</a>
                    " "
                    <label class="button" for="import-results">"Import table results…"</label>
                    <input id="import-results" class="visually-hidden" type="file" accept=".json,application/json" multiple on:change=import />
                </p>
                {move || (!refused.with(Vec::is_empty)).then(|| view! {
                    <div class="warning" data-testid="refused-results">
                        <p>"Results read from QR codes and not taken (kept on this device until you delete them):"</p>
                        <ul>{refused.get().into_iter().enumerate().map(|(i, (key, text))| {
                            let name = format!("refused-table-results-{}.json", i + 1);
                            let (shown, file) = (name.clone(), name.clone());
                            let key2 = key.clone();
                            view! { <li>{shown}" "
                                <button type="button" on:click=move |_| match crate::share::download(&file, "application/json", &text) {
                                    Ok(()) => notices.done(format!("{file} downloaded.")),
                                    Err(e) => notices.problem(e),
                                }>"Download"</button>" "
                                <button type="button" class="danger" on:click=move |_| forget(key2.clone())>"Delete"</button>
                            </li> }
                        }).collect_view()}</ul>
                    </div>
                })}
                <Arrivals event open />
            </details>
        </section>
    }
}

/// The table pack: made with the director's PIN, downloaded, and shown as QR codes.
#[component]
fn PackForm(event: Shown) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let pin = RwSignal::new(String::new());
    let ask_lead = RwSignal::new(false);
    let show_traveller = RwSignal::new(true);
    let by_number = RwSignal::new(false);
    let pack_text = RwSignal::new(None::<String>);
    let make_pack = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(e) = event.get_untracked() else { return };
        match pack::make(&e, pin.get_untracked().trim(), ask_lead.get_untracked(), show_traveller.get_untracked(), &storage::new_event_id()) {
            Ok(mut p) => {
                p.confirm_by_number = by_number.get_untracked();
                let text = p.to_json();
                let name = format!("{}-table-pack.json", file_stem(&e));
                match crate::share::download(&name, "application/json", &text) {
                    Ok(()) => notices
                        .done(format!("{name} downloaded: open it on each table's device (Table mode on its home page), or let it read the QR codes below.")),
                    Err(err) => notices.problem(err),
                }
                pack_text.set(Some(text));
            }
            Err(err) => notices.problem(format!("{}.", capitalised(&err.to_string()))),
        }
    };
    view! {
        <form class="inline" on:submit=make_pack data-testid="pack-form">
            <label>
                <span>"Director's PIN (4 to 8 digits)"</span>
                <input type="password" inputmode="numeric" autocomplete="off" maxlength="8" size="8" prop:value=move || pin.get() on:input=move |ev| pin.set(event_target_value(&ev)) />
            </label>
            <label class="check"><input type="checkbox" prop:checked=move || ask_lead.get() on:change=move |ev| ask_lead.set(event_target_checked(&ev)) />" Ask for the lead"</label>
            <label class="check"><input type="checkbox" prop:checked=move || show_traveller.get() on:change=move |ev| show_traveller.set(event_target_checked(&ev)) />" Show each result's score once it is saved, before the next board"</label>
            <label class="check"><input type="checkbox" prop:checked=move || by_number.get() on:change=move |ev| by_number.set(event_target_checked(&ev)) />" East–West accept by typing their pair number"</label>
            <button type="submit" class="primary">"Make the table pack"</button>
        </form>
        {move || pack_text.get().map(|text| view! { <QrCodes text label="Table pack" /> })}
    }
}

/// What has arrived, per round and table: worked out while the panel is open.
#[component]
fn Arrivals(event: Shown, open: RwSignal<bool>) -> impl IntoView {
    let arrivals = Memo::new(move |_| if open.get() { event.with(|e| e.map(results::arrivals).unwrap_or_default()) } else { Vec::new() });
    view! {
        <h3>"Arrived"</h3>
        <table class="schedule" data-testid="arrivals">
            <thead><tr><th scope="col">"Round"</th><th scope="col">"Table"</th><th scope="col">"Boards in"</th></tr></thead>
            <tbody>
                {move || arrivals.get().into_iter().map(|(round, table, done, all)| view! {
                    <tr class:missing=done < all><td>{round}</td><td>{table}</td><td>{format!("{done} of {all}")}</td></tr>
                }).collect_view()}
            </tbody>
        </table>
    }
}
