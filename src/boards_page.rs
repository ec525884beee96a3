//! The boards page (boards.html#/event/<id>): a bridge session's deals.
//! Dealt from a seed (the device's, or one the scorer gives, kept so the set
//! can be dealt again), or taken from a hand record (PBN, from a dealing
//! machine or another program); downloaded as a hand record for a dealing
//! machine. Each change is a command in the session's log (undone in its
//! audit trail). Its own module: the dealing, the hand record's reader and
//! writer add nothing to the scorer's page.

use crate::components::confirm::Confirm;
use crate::notice::use_notice;
use crate::shell::Frame;
use crate::stored_event::{ArchivedNote, ChangedElsewhere};
type StoredEvent = crate::stored_event::StoredEvent<clubscore_engine::bridge::Bridge>;
use crate::{share, storage};
use clubscore_engine::bridge::board::board_text;
use clubscore_engine::bridge::deals;
use clubscore_engine::bridge::Event;
use clubscore_engine::event::Role;
use clubscore_engine::formats::pbn::printed::Printed;
use clubscore_engine::markup::Html;
use leptos::prelude::*;

pub fn start() {
    crate::shell::start_page(BoardsApp);
}

#[component]
fn BoardsApp() -> impl IntoView {
    crate::shell::provide_shell_backup_beside();
    let stored = StoredEvent::of_route();
    let title = "Boards: deals and hand records";
    // What the page is drawn from: a save (deals given) redraws only what shows the event, not the page.
    let head = Memo::new(move |_| stored.event.with(|e| e.as_ref().map(|e| (e.game(), e.id.clone(), e.name.clone())).map_err(|x| x.to_string())));
    move || match head.get() {
        Ok((clubscore_engine::GameKind::Bridge, id, name)) => {
            let back = (crate::routes::scorer_href(&id), format!("← Back to “{name}”"));
            view! {
                <Frame title back>
                    <ArchivedNote stored />
                    <Deals stored />
                    <Hands stored />
                    <ChangedElsewhere stored />
                </Frame>
            }
            .into_any()
        }
        Ok((_, _, name)) => {
            view! { <Frame title><p class="problem" data-testid="deals-status">{format!("“{name}” is a chess event: it has no deals.")}</p></Frame> }.into_any()
        }
        Err(why) => view! { <Frame title><p class="problem" data-testid="deals-status">{why}</p></Frame> }.into_any(),
    }
}

/// What the session's deals are, and what can be done with them.
#[component]
fn Deals(stored: StoredEvent) -> impl IntoView {
    let notices = use_notice();
    let shown = stored.current();
    let archived = move || shown.with(|e| e.is_some_and(|e| e.stored.is_archived()));
    let status = move || shown.with(|e| e.map(deals::status).unwrap_or_default());
    let has_deals = move || shown.with(|e| e.is_some_and(|e| deals::of_event(e).is_some()));
    let seed = RwSignal::new(String::new());
    let asking = RwSignal::new(false);
    // Saves a command giving the session its deals, with what to say.
    let give = move |action: clubscore_engine::bridge::Action, said: String| {
        let entry = shown.with_untracked(|e| e.map(|e| e.correcting_entry(&storage::device(), storage::now(), Role::Scorer, action)));
        if let Some(entry) = entry {
            if stored.append(vec![entry], None, said) {
                seed.set(String::new());
            }
        }
    };
    let deal = move || {
        asking.set(false);
        let typed = seed.get_untracked();
        let seed_text = if typed.trim().is_empty() {
            match random_seed() {
                Some(s) => s,
                None => return notices.problem("This browser gives no random numbers: type a seed (any word or number) to deal from."),
            }
        } else {
            typed.trim().to_string()
        };
        match shown.with_untracked(|e| e.map(|e| deals::deal_session(e, &seed_text))) {
            Some(Ok(action)) => give(action, format!("Dealt from the seed {seed_text}. Keep the seed to deal the same boards again.")),
            Some(Err(why)) => notices.problem(shell_sentence(&why)),
            None => {}
        }
    };
    let input = NodeRef::<leptos::html::Input>::new();
    let on_file = move |_| {
        share::with_chosen_bytes(input, notices, move |file, bytes| match shown.with_untracked(|e| e.map(|e| deals::from_hand_record(e, &file, &bytes))) {
            Some(Ok((action, said))) => give(action, said),
            Some(Err(why)) => notices.problem(why),
            None => {}
        })
    };
    let download = move |_| {
        let file = shown.with_untracked(|e| e.and_then(hand_record));
        if let Some((name, text)) = file {
            match share::download(&name, "application/x-pbn", &text) {
                Ok(()) => notices.done(format!("{name} downloaded.")),
                Err(e) => notices.problem(e),
            }
        }
    };
    let boards = move || shown.with(|e| e.map(|e| board_text(&e.schedule.boards())).unwrap_or_default());
    view! {
        <section aria-labelledby="deals-title">
            <h2 id="deals-title">"Deals"</h2>
            <p data-testid="deals-status">{status}</p>
            <div class="actions">
                {move || has_deals().then(|| view! {
                    <button type="button" class="primary" data-testid="download-hand-record" on:click=download>"Download the hand record (PBN)"</button>
                })}
            </div>
        </section>
        {move || (!archived()).then(|| view! {
            <section aria-labelledby="deal-title">
                <h2 id="deal-title">"Deal the boards"</h2>
                <form data-testid="deal-form" on:submit=move |ev| {
                    ev.prevent_default();
                    if has_deals() { asking.set(true) } else { deal() }
                }>
                    <label>
                        <span>"Seed"</span>
                        <input type="text" maxlength="100" autocomplete="off" placeholder="Left empty: a random one"
                            prop:value=move || seed.get() on:input=move |ev| seed.set(event_target_value(&ev)) />
                    </label>
                    <button type="submit">{move || format!("Deal boards {}", boards())}</button>
                </form>
                <p class="hint">"The same seed deals the same boards, on any device: keep it to deal the set again."</p>
            </section>
            <section aria-labelledby="attach-title">
                <h2 id="attach-title">"Take the deals of a hand record"</h2>
                <p class="hint">"A PBN file from a dealing machine or another program: each board's deal is checked (52 different cards, 13 in each hand)."</p>
                <input id="hand-record-file" class="visually-hidden" type="file" accept=".pbn,.txt,text/plain" node_ref=input on:change=on_file />
                <label class="button" for="hand-record-file">"Choose a hand record (PBN)…"</label>
            </section>
        })}
        {move || asking.get().then(|| view! {
            <Confirm
                title="Deal the boards again?".to_string()
                message="Every board gets a new deal: the deals the session has now are replaced (the audit trail on the session's page can undo it).".to_string()
                confirm_label="Deal again".to_string()
                on_confirm=move |_| deal()
                on_cancel=move |_| asking.set(false)
            />
        })}
    }
}

/// The session's hand record as a file: its name and PBN text.
fn hand_record(e: &Event) -> Option<(String, String)> {
    let (seed, set) = deals::of_event(e)?;
    let text = clubscore_engine::formats::pbn::write_hand_record(&e.name, Some(&e.date), seed, &set);
    Some((format!("{}-hand-record.pbn", clubscore_engine::formats::files::stem(e)), text))
}

/// A seed from the device's cryptographic random numbers (none where the browser has none).
fn random_seed() -> Option<String> {
    let mut bytes = [0u8; 15];
    let crypto = web_sys::window()?.crypto().ok()?;
    crypto.get_random_values_with_u8_array(&mut bytes).ok()?;
    Some(clubscore_engine::bridge::deal::seed_text(&bytes))
}

/// An engine message as a sentence.
fn shell_sentence(why: &str) -> String {
    format!("{}.", crate::shell::capitalised(why))
}

/// Where the double-dummy worker's loader is (built beside this page, not hashed).
const WORKER: &str = "./clubscore-analyse_loader.js";

/// The hands of every board, and under each, once analysed, what each
/// declarer makes double dummy and the par; worked out by the worker, off
/// this page's thread, and kept beside the event; printed as a sheet.
#[component]
fn Hands(stored: StoredEvent) -> impl IntoView {
    use clubscore_engine::bridge::double_dummy as dd;
    use clubscore_engine::formats::hand_record;
    let notices = use_notice();
    let shown = stored.current();
    let id = shown.with_untracked(|e| e.map(|e| e.id.clone()).unwrap_or_default());
    let kept = {
        let id = id.clone();
        RwSignal::new(storage::worked_out(&id, clubscore_engine::bridge::double_dummy::read_kept))
    };
    let missing = move || not_analysed(shown, kept);
    // (boards done, boards asked) while the workers work.
    let working = RwSignal::new(None::<(usize, usize)>);
    let workers = StoredValue::new_local(Vec::<web_sys::Worker>::new());
    let event_id = StoredValue::new(id.clone());
    let analyse = {
        move |_| {
            let todo = missing();
            if todo.is_empty() || working.get_untracked().is_some() {
                return;
            }
            let id = event_id.get_value();
            workers.set_value(start_analysis(todo, shown.with_untracked(|e| e.map(deals::printed).unwrap_or_default()), working, kept, notices, id));
        }
    };
    on_cleanup(move || {
        if let Some(all) = workers.try_get_value() {
            stop_all(&all);
        }
    });
    // How the hand record's own analysis compares with ours (nothing where it prints none).
    let compared = move || kept.with(|k| shown.with(|e| e.map(|e| deals::printed_summary(e, k).join(" ")).unwrap_or_default()));
    let diagrams = move || {
        shown.with(|e| {
            let Some((_, set)) = e.and_then(deals::of_event) else { return String::new() };
            // Drawn whole when the deals change; an answer redraws its own board only (above).
            let printed = e.map(deals::printed).unwrap_or_default();
            kept.with_untracked(|k| {
                set.iter()
                    .map(|(b, d)| hand_record::board_diagram(*b, d, dd::kept_for(k, *b, &north(d)), of_board(&printed, *b)))
                    .collect::<Html>()
                    .into_string()
            })
        })
    };
    let print = move |_| {
        let page = shown.with_untracked(|e| {
            let e = e?;
            let (_, set) = deals::of_event(e)?;
            kept.with_untracked(|k| {
                let boards: Vec<_> = set.iter().map(|(b, d)| (*b, *d, dd::kept_for(k, *b, &north(d)))).collect();
                Some(hand_record::sheet(&e.name, &e.date, &boards).into_string())
            })
        });
        if let Some(page) = page {
            if let Err(err) = share::open_html(&page) {
                notices.problem(err);
            }
        }
    };
    let has_deals = move || shown.with(|e| e.is_some_and(|e| deals::of_event(e).is_some()));
    move || {
        has_deals().then(|| {
            view! {
                <section aria-labelledby="hands-title">
                    // The diagrams' styles, the printed sheet's: on this page only, not in the shared CSS.
                    <style>{hand_record::STYLE}</style>
                    <h2 id="hands-title">"Hands"</h2>
                    <p data-testid="analysis-status">{move || match working.get() {
                        Some((done, n)) => format!("Analysing double dummy: {done} of {n} boards…"),
                        None => match missing().len() {
                            0 => "Every board analysed double dummy: the tricks each declarer makes, and the par.".to_string(),
                            n => format!("{n} board(s) not analysed double dummy yet."),
                        },
                    }}</p>
                    <p class="hint" data-testid="printed-analysis" hidden=move || compared().is_empty()>{compared}</p>
                    <div class="actions">
                        {move || (!missing().is_empty()).then(|| view! {
                            <button type="button" data-testid="analyse" disabled=move || working.get().is_some() on:click=analyse>"Analyse double dummy"</button>
                        })}
                        <button type="button" data-testid="print-hand-records" on:click=print>"Print the hand records"</button>
                    </div>
                    <div class="board-grid" data-testid="hands" inner_html=diagrams></div>
                </section>
            }
        })
    }
}

/// The session's boards with deals not analysed yet, as the worker is asked
/// them (one copy of this for the page's three uses).
#[inline(never)]
fn not_analysed(
    shown: crate::stored_event::Shown<clubscore_engine::bridge::Bridge>,
    kept: RwSignal<Vec<clubscore_engine::bridge::double_dummy::Kept>>,
) -> Vec<clubscore_engine::bridge::double_dummy::Asked> {
    use clubscore_engine::bridge::double_dummy as dd;
    let asked = shown.with(|e| e.and_then(deals::of_event).map(|(_, set)| set.iter().map(|(b, d)| dd::asked(*b, *d)).collect::<Vec<_>>()).unwrap_or_default());
    kept.with(|k| asked.into_iter().filter(|a| dd::kept_for(k, a.board, &north(&a.deal)).is_none()).collect())
}

/// The most workers the boards are shared among: one a core, as a tablet
/// has, and no more (each holds the solver and its tables in memory).
const MOST_WORKERS: usize = 4;

/// The workers started on the boards `todo`, one a core: each is handed a
/// board at a time, and the next when it has done (a board can take ten
/// times another's time); each answer is drawn on its board (with how the
/// hand record's own analysis, `printed`, differs from it) and kept beside
/// event `id` as it comes; what is done is said at the end. None started
/// when this browser cannot start one (said).
fn start_analysis(
    todo: Vec<clubscore_engine::bridge::double_dummy::Asked>,
    printed: Vec<(u32, Printed)>,
    working: RwSignal<Option<(usize, usize)>>,
    kept: RwSignal<Vec<clubscore_engine::bridge::double_dummy::Kept>>,
    notices: crate::notice::Notices,
    id: String,
) -> Vec<web_sys::Worker> {
    use clubscore_engine::bridge::double_dummy as dd;
    use clubscore_engine::formats::hand_record;
    use wasm_bindgen::JsCast;
    let cores = window().navigator().hardware_concurrency() as usize;
    let mut workers: Vec<web_sys::Worker> = Vec::new();
    while workers.len() < cores.clamp(1, MOST_WORKERS).min(todo.len()) {
        let Ok(w) = web_sys::Worker::new(WORKER) else { break };
        workers.push(w);
    }
    if workers.is_empty() {
        notices.problem("The double-dummy solver could not start in this browser.");
        return workers;
    }
    let started = js_sys::Date::now();
    let n = todo.len();
    working.set(Some((0, n)));
    // The boards not yet handed out (the next last), and the workers still at work.
    let mut left: Vec<_> = todo.iter().rev().cloned().collect();
    let mut busy = workers.len();
    // Why what was worked out could not be kept, if it could not.
    let mut unkept: Option<String> = None;
    let all = workers.clone();
    // One handler for every worker: the message says which it came from.
    let on_message = wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
        let Some(from) = ev.target().map(|t| t.unchecked_into::<web_sys::Worker>()) else { return };
        let text = ev.data().as_string().unwrap_or_default();
        match text.as_str() {
            // Listening, or done with its board: the next, else it stops.
            "ready" | "done" => {
                if let Some(next) = left.pop() {
                    let _ = from.post_message(&wasm_bindgen::JsValue::from_str(&dd::asked_text(&[next])));
                    return;
                }
                from.terminate();
                busy = busy.saturating_sub(1);
                if busy > 0 {
                    return;
                }
                working.set(None);
                let seconds = (js_sys::Date::now() - started) / 1000.0;
                match unkept.take() {
                    None => notices.done(format!("{n} board(s) analysed double dummy in {} s.", clubscore_engine::text::fixed(seconds, 1))),
                    Some(e) => notices.problem(format!("{n} board(s) analysed, shown here but not all kept on this device: {e}.")),
                }
            }
            problem if problem.starts_with("problem: ") => {
                stop_all(&all);
                working.set(None);
                notices.problem(format!("The boards were not analysed: {}.", &problem["problem: ".len()..]));
            }
            answer => {
                let Some(dd::Kept { board, analysis, .. }) = dd::read_kept_line(answer) else { return };
                let Some(asked) = todo.iter().find(|a| a.board == board) else { return };
                let drawn = hand_record::board_diagram(board, &asked.deal, Some(&analysis), of_board(&printed, board)).into_string();
                if let Some(el) = document().query_selector(&format!("[data-testid=hands] article[data-board=\"{board}\"]")).ok().flatten() {
                    el.set_outer_html(&drawn);
                }
                kept.update(|k| {
                    k.retain(|x| x.board != board);
                    k.push(dd::Kept { board, deal: north(&asked.deal), analysis });
                });
                // Kept as each board comes: a page closed half way keeps what was done.
                let text = kept.with_untracked(|k| dd::kept_text(k));
                if let Err(e) = storage::library().and_then(|mut lib| lib.keep_worked_out(&id, &text)) {
                    unkept = Some(e.to_string());
                }
                working.update(|w| {
                    if let Some((done, _)) = w {
                        *done += 1;
                    }
                });
            }
        }
    });
    let all = workers.clone();
    let on_error = wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
        stop_all(&all);
        working.set(None);
        notices.problem("The double-dummy solver stopped: the boards left were not analysed.");
    });
    for w in &workers {
        w.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        w.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    }
    on_message.forget();
    on_error.forget();
    workers
}

/// Every worker of an analysis stopped (one failed, or the page closes).
fn stop_all(workers: &[web_sys::Worker]) {
    for w in workers {
        w.terminate();
    }
}

/// What the hand record printed of `board`'s analysis, if anything.
fn of_board(printed: &[(u32, Printed)], board: u32) -> Option<&Printed> {
    printed.iter().find(|(b, _)| *b == board).map(|(_, p)| p)
}

/// A deal as the log and the kept analyses write it: PBN from North.
fn north(deal: &clubscore_engine::bridge::deal::Deal) -> String {
    deal.to_pbn(clubscore_engine::bridge::board::Seat::N)
}
