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
use crate::stored_event::{ArchivedNote, ChangedElsewhere, StoredEvent};
use crate::{share, storage};
use clubscore_engine::bridge::board::board_text;
use clubscore_engine::bridge::deals;
use clubscore_engine::event::Role;
use clubscore_engine::Event;
use leptos::prelude::*;

/// The largest hand record read: 999 boards take under 100 KB.
const MOST_BYTES: usize = 2_000_000;

pub fn start() {
    crate::shell::start_page(BoardsApp);
}

#[component]
fn BoardsApp() -> impl IntoView {
    crate::shell::provide_shell_backup_beside();
    let id = window().location().hash().ok().and_then(|h| h.strip_prefix("#/event/").map(str::to_string)).unwrap_or_default();
    let stored = StoredEvent::open(id);
    let title = "Boards: deals and hand records";
    move || match stored.event.with(|e| e.as_ref().map(|e| (e.game(), e.id.clone(), e.name.clone(), e.format)).map_err(|x| x.to_string())) {
        Ok((clubscore_engine::Game::Bridge, id, name, format)) => {
            let back = (format!("./{}", crate::routes::event_link(&id, format)), format!("← Back to “{name}”"));
            view! {
                <Frame title back>
                    <ArchivedNote stored />
                    <Deals stored />
                    <ChangedElsewhere stored />
                </Frame>
            }
            .into_any()
        }
        Ok((_, _, name, _)) => {
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
    let status = move || {
        shown.with(|e| {
            let Some(e) = e else { return String::new() };
            let boards = e.schedule.boards();
            if boards.is_empty() {
                return "The session has no boards yet: choose its movement first (on its page).".into();
            }
            match deals::of_event(e) {
                None => format!(
                    "Boards {}: no deals yet. Deal them here, or take them from the hand record of a dealing machine or another program.",
                    board_text(&boards)
                ),
                Some((seed, set)) => {
                    let numbers: Vec<u32> = set.iter().map(|(b, _)| *b).collect();
                    let missing: Vec<u32> = boards.iter().copied().filter(|b| !numbers.contains(b)).collect();
                    let from = match seed {
                        Some(seed) => format!("dealt from the seed {seed} (deal them again from it on any device)"),
                        None => "from a hand record".into(),
                    };
                    let short = if missing.is_empty() { String::new() } else { format!(" No deal yet for board(s) {}.", board_text(&missing)) };
                    format!("Boards {}: {from}.{short}", board_text(&numbers))
                }
            }
        })
    };
    let has_deals = move || shown.with(|e| e.is_some_and(|e| deals::of_event(e).is_some()));
    let seed = RwSignal::new(String::new());
    let asking = RwSignal::new(false);
    // Saves a command giving the session its deals, with what to say.
    let give = move |action: clubscore_engine::event::Action, said: String| {
        let entry = shown.with_untracked(|e| {
            e.map(|e| e.correcting_entry(&clubscore_engine::bridge::results::RULES, &storage::device(), storage::now(), Role::Scorer, action))
        });
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
        share::with_chosen_bytes(input, notices, move |file, bytes| {
            if bytes.len() > MOST_BYTES {
                return notices.problem(format!("{file} is larger than a hand record can be ({} KB at most). Nothing was changed.", MOST_BYTES / 1000));
            }
            let record = match clubscore_engine::formats::pbn::read_deals(&bytes) {
                Ok(r) => r,
                Err(e) => return notices.problem(format!("{file}: {e}. Nothing was changed.")),
            };
            let file_deals: Vec<(u32, clubscore_engine::bridge::deal::Deal)> = record.boards.iter().map(|b| (b.board, b.deal)).collect();
            match shown.with_untracked(|e| e.map(|e| deals::attach(e, &file_deals))) {
                Some(Ok((action, said))) => {
                    let notes = if record.notes.is_empty() { String::new() } else { format!(" The file says: {}.", record.notes.join("; ")) };
                    give(action, format!("{file}: {}.{notes}", said.join("; ")));
                }
                Some(Err(why)) => notices.problem(format!("{file}: {why}. Nothing was changed.")),
                None => {}
            }
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
    let text = clubscore_engine::formats::pbn::write_hand_record(&e.name, Some(&e.date), seed, set);
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
