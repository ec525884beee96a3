//! The scorer's side of tablets at the tables: hand out the table pack (a
//! file, or QR codes), take the tables' results files in (a result that
//! differs waits in `conflicts`), and see per table and round what has arrived.

use super::*;
use crate::components::qr_codes::QrCodes;
use clubscore_engine::tables::pack;
use clubscore_engine::tables::results::{self, TableResults};

#[component]
pub(super) fn TablesPanel(event: Signal<Option<Event>>, conflicts: Memo<Vec<clubscore_engine::merge::Conflict>>, save: Save) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let open = RwSignal::new(false);
    // Files in: each merged whole or refused whole, one save for all of them.
    let take_in = {
        let save = save.clone();
        move |files: Vec<(String, String)>| -> bool {
            let Some(mut edited) = event.get_untracked() else { return false };
            let mut lines = Vec::new();
            let mut problems = Vec::new();
            let (me, now) = (device(), storage::now());
            for (name, text) in files {
                let outcome = TableResults::from_json(&text).and_then(|file| results::merge(&mut edited, &file, &me, now).map(|m| (file.table, m)));
                match outcome {
                    Ok((table, m)) => {
                        lines.push(format!("{name}: table {table}, {} result(s) taken, {} already here, {} conflict(s)", m.added, m.already, m.conflicts));
                    }
                    Err(err) => problems.push(format!("{name}: {err}")),
                }
            }
            if lines.is_empty() {
                if !problems.is_empty() {
                    notices.problem(format!("Not taken: {}.", problems.join("; ")));
                }
                return problems.is_empty();
            }
            let mut message = format!("{}.", lines.join("; "));
            if !problems.is_empty() {
                message.push_str(&format!(" Not taken: {}.", problems.join("; ")));
            }
            save(edited, message)
        }
    };
    let take_in = StoredValue::new(take_in);
    // Results read from QR codes on table mode's page wait in the inbox.
    Effect::new(move |_| {
        use clubscore_engine::library::KeyValue;
        let Ok(store) = storage::local_store() else { return };
        let keys: Vec<String> = store.keys().unwrap_or_default().into_iter().filter(|k| k.starts_with(crate::table::INBOX)).collect();
        if keys.is_empty() {
            return;
        }
        let files: Vec<(String, String)> = keys.iter().filter_map(|k| store.get(k).ok().flatten().map(|t| ("QR codes".to_string(), t))).collect();
        if take_in.with_value(|f| f(files)) {
            if let Ok(mut store) = storage::local_store() {
                for k in &keys {
                    let _ = store.remove(k);
                }
            }
        }
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
    view! {
        <section aria-labelledby="tables-title" data-testid="tables">
            <h2 id="tables-title">"Tablets at the tables"</h2>
            <details on:toggle=move |ev| open.set(crate::components::details_open(&ev))>
                <summary>"Hand out the table pack, take the tables' results in"{move || match conflicts.with(Vec::len) { 0 => String::new(), 1 => " (1 conflict waits for the director)".to_string(), n => format!(" ({n} conflicts wait for the director)") }}</summary>
                <PackForm event />
                <p>
                    <a class="button" href=move || event.with(|e| e.as_ref().map(|e| format!("table.html#scan/{}", e.id)).unwrap_or_default())>"Read a table's results QR codes…"</a>
                    " "
                    <label class="button" for="import-results">"Import table results…"</label>
                    <input id="import-results" class="visually-hidden" type="file" accept=".json,application/json" multiple on:change=import />
                </p>
                <Arrivals event open />
            </details>
        </section>
    }
}

/// The table pack: made with the director's PIN, downloaded, and shown as QR codes.
#[component]
fn PackForm(event: Signal<Option<Event>>) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let pin = RwSignal::new(String::new());
    let ask_lead = RwSignal::new(false);
    let show_traveller = RwSignal::new(true);
    let by_number = RwSignal::new(false);
    let pack_text = RwSignal::new(None::<String>);
    let make_pack = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(e) = event.get_untracked() else { return };
        match pack::make(&e, pin.get_untracked().trim(), ask_lead.get_untracked(), show_traveller.get_untracked()) {
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
fn Arrivals(event: Signal<Option<Event>>, open: RwSignal<bool>) -> impl IntoView {
    let arrivals = Memo::new(move |_| if open.get() { event.with(|e| e.as_ref().map(results::arrivals).unwrap_or_default()) } else { Vec::new() });
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
