//! The tables page (tables.html#/event/<id>): the scorer's side of the
//! devices at the tables. Hand out the table pack (a file, or QR codes),
//! take the tables' results files in (a result that differs waits for the
//! director on the session's page), and see per table and round what has
//! arrived. Its own module: the pack's writer, the QR codes and the tables'
//! files' reader are not in the scorer's page's download (35 KB of it).

use crate::components::qr_codes::QrCodes;
use crate::shell::{capitalised, Frame};
use crate::storage::{self, device};
use crate::stored_event::{ArchivedNote, ChangedElsewhere};
type Shown = crate::stored_event::Shown<clubscore_engine::bridge::Bridge>;
type StoredEvent = crate::stored_event::StoredEvent<clubscore_engine::bridge::Bridge>;
use clubscore_engine::bridge::Event;
use clubscore_engine::formats::files::stem as file_stem;
use clubscore_engine::tables::pack;
use clubscore_engine::tables::results;
use leptos::prelude::*;

pub fn start() {
    crate::shell::start_page(TablesApp);
}

#[component]
fn TablesApp() -> impl IntoView {
    crate::shell::provide_shell_backup_beside();
    let stored = StoredEvent::of_route();
    let title = "Tablets at the tables";
    // What the page is drawn from: a save (a file taken in) redraws only what shows the event, not the page.
    let head =
        Memo::new(move |_| stored.event.with(|e| e.as_ref().map(|e| (e.game(), e.id.clone(), e.name.clone(), e.setup.is_some())).map_err(|x| x.to_string())));
    move || {
        match head.get() {
        Ok((clubscore_engine::GameKind::Bridge, id, name, true)) => {
            let back = (crate::routes::scorer_href(&id), format!("← Back to “{name}”"));
            view! {
                <Frame title back>
                    <ArchivedNote stored />
                    <TablesPanel stored />
                    <ChangedElsewhere stored />
                </Frame>
            }
            .into_any()
        }
        Ok((clubscore_engine::GameKind::Bridge, _, name, false)) => view! {
            <Frame title><p class="problem" data-testid="tables-status">{format!("“{name}” has no movement yet: choose it on its page first.")}</p></Frame>
        }
        .into_any(),
        Ok((_, _, name, _)) => {
            view! { <Frame title><p class="problem" data-testid="tables-status">{format!("“{name}” is a chess event: its tables have no table pack.")}</p></Frame> }.into_any()
        }
        Err(why) => view! { <Frame title><p class="problem" data-testid="tables-status">{why}</p></Frame> }.into_any(),
    }
    }
}

/// The pack, the files in, and what has arrived; each file taken is saved
/// to the event as the director's page would.
#[component]
fn TablesPanel(stored: StoredEvent) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let event = stored.current();
    let save = move |edited: Event, message: String| stored.save(edited, message);
    // Files in: each merged whole or refused whole, one save for all of them.
    // Says, for each file, whether it is in the event now (taken and saved).
    // Results held back for the director (a table's result that differs from one entered).
    let conflicts = Memo::new(move |_| event.with(|e| e.map(results::conflicts).unwrap_or_default()));
    let take_in = {
        move |files: Vec<(String, String)>| -> Vec<bool> {
            let Some(mut edited) = event.get_untracked() else { return vec![false; files.len()] };
            let results::TakenIn { taken, said, not_taken } = results::take_in(&mut edited, &files, &device(), storage::now());
            let Some(said) = said else {
                if let Some(n) = not_taken {
                    notices.problem(n);
                }
                return taken;
            };
            let message = match not_taken {
                Some(n) => format!("{said} {n}"),
                None => said,
            };
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
        let keys: Vec<String> = store.keys().unwrap_or_default().into_iter().filter(|k| k.starts_with(clubscore_engine::tables::INBOX)).collect();
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
    view! {
        <section aria-labelledby="tables-title" data-testid="tables">
            <h2 id="tables-title">"Hand out the table pack, take the tables' results in"</h2>
            <PackForm event />
            <p>
                <a class="button" href=move || event.with(|e| e.map(|e| format!("table.html#scan/{}", e.id)).unwrap_or_default())>"Read a table's results QR codes…"</a>
                " "
                <label class="button" for="import-results">"Import table results…"</label>
                <input id="import-results" class="visually-hidden" type="file" accept=".json,application/json" multiple on:change=import />
            </p>
            <RefusedInbox refused />
            {move || match conflicts.with(Vec::len) {
                0 => None,
                n => Some(view! { <p class="warning" data-testid="tables-conflicts">{format!("{n} result(s) from the tables differ from those entered: they wait for the director on the session's page.")}</p> }),
            }}
            <Arrivals event />
            <p>"Once every result is in, hand the final results back to the tables (the ranking and every traveller, with the hands where the session has its deals): “Final results for the tables” on the session's results page (Share the results, on the session's page)."</p>
        </section>
    }
}

/// Results read from QR codes and not taken: kept on this device until
/// deleted, each to download.
#[component]
fn RefusedInbox(refused: RwSignal<Vec<(String, String)>>) -> impl IntoView {
    let notices = crate::notice::use_notice();
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
    }
}

/// The table pack: made with the director's PIN, downloaded, and shown as QR codes.
#[component]
fn PackForm(event: Shown) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let pin = RwSignal::new(String::new());
    let ask_lead = RwSignal::new(false);
    let show_traveller = RwSignal::new(true);
    let show_hands = RwSignal::new(false);
    let has_deals = move || event.with(|e| e.is_some_and(|e| clubscore_engine::bridge::deals::texts(e).is_some_and(|(_, d)| !d.is_empty())));
    let by_number = RwSignal::new(false);
    let pack_text = RwSignal::new(None::<String>);
    let make_pack = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(e) = event.get_untracked() else { return };
        match pack::make(
            &e,
            pin.get_untracked().trim(),
            ask_lead.get_untracked(),
            show_traveller.get_untracked(),
            show_traveller.get_untracked() && show_hands.get_untracked() && has_deals(),
            &storage::new_event_id(),
        ) {
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
            <label class="check"><input type="checkbox" prop:checked=move || show_traveller.get() on:change=move |ev| show_traveller.set(event_target_checked(&ev)) />" After each board, show its score and its traveller: the results this device has (its own table's)"</label>
            <label class="check">
                <input type="checkbox" data-testid="show-hands" prop:disabled=move || !has_deals() || !show_traveller.get() prop:checked=move || show_hands.get() && has_deals() on:change=move |ev| show_hands.set(event_target_checked(&ev)) />
                {move || if has_deals() {
                    " …and the board's hands (the pack then carries the session's deals: anyone who opens its file can read them)"
                } else {
                    " …and the board's hands (this session has no deals yet: deal them on its boards page)"
                }}
            </label>
            <label class="check"><input type="checkbox" prop:checked=move || by_number.get() on:change=move |ev| by_number.set(event_target_checked(&ev)) />" East–West accept by typing their pair number"</label>
            <button type="submit" class="primary">"Make the table pack"</button>
        </form>
        {move || pack_text.get().map(|text| view! { <QrCodes text label="Table pack" /> })}
    }
}

/// What has arrived, per round and table.
#[component]
fn Arrivals(event: Shown) -> impl IntoView {
    let arrivals = Memo::new(move |_| event.with(|e| e.map(results::arrivals).unwrap_or_default()));
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
