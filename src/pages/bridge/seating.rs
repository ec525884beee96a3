//! A round seated by hand, table by table: the director moves a pair (two
//! pairs change places), seats a late pair, or gives a table other boards.
//! The schedule is checked again after each change.

use super::*;
use clubscore_engine::bridge::board::{board_list, board_text};
use clubscore_engine::bridge::seating::reseat;

#[component]
pub(super) fn SeatingEditor(event: Shown, save: Save) -> impl IntoView {
    let round = RwSignal::new(1u32);
    let rounds = move || event.with(|e| e.map(|e| e.schedule.rounds.len() as u32).unwrap_or(1));
    // Every table the movement uses, with who sits there in the chosen round
    // (none: the table sits out, and a pair can still be seated there).
    let rows = Memo::new(move |_| {
        event.with(|e| {
            let Some(e) = e else { return Vec::new() };
            let written = Numbering::of(e);
            let mut tables: Vec<u32> = e.schedule.rounds.iter().flat_map(|r| r.sittings.iter().map(|s| s.table)).collect();
            clubscore_engine::sorting::sort(&mut tables);
            tables.dedup();
            let now = e.schedule.rounds.iter().find(|r| r.number == round.get());
            tables
                .into_iter()
                .map(|t| match now.and_then(|r| r.sittings.iter().find(|s| s.table == t)) {
                    Some(s) => (t, s.home.to_string(), s.away.map(|a| written.number(a).to_string()).unwrap_or_default(), board_text(&s.boards)),
                    None => (t, String::new(), String::new(), String::new()),
                })
                .collect::<Vec<_>>()
        })
    });
    // What the checks said after the last change.
    let report = RwSignal::new(None::<String>);
    let notices = crate::notice::use_notice();
    // One handler for every table's form (a submit bubbles up to the list):
    // the form says its table, its inputs say who sits there.
    let submit = move |ev: leptos::ev::SubmitEvent| {
        use wasm_bindgen::JsCast;
        ev.prevent_default();
        let Some(form) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlFormElement>().ok()) else { return };
        let value = |name: &str| {
            form.query_selector(&format!("[name={name}]"))
                .ok()
                .flatten()
                .and_then(|el| el.dyn_into::<web_sys::HtmlInputElement>().ok())
                .map(|i| i.value())
                .unwrap_or_default()
        };
        let table = form.get_attribute("data-table").and_then(|t| t.parse::<u32>().ok()).unwrap_or(0);
        let Some(mut e) = event.get_untracked() else { return };
        let number = |name: &str, side: &str| value(name).trim().parse::<u32>().map_err(|_| format!("Table {table}: type the {side} pair's number."));
        let seated = number("ns", "North–South")
            .and_then(|n| Ok((n, Numbering::of(&e).ew(number("ew", "East–West")?))))
            .and_then(|(n, w)| Ok((n, w, board_list(&value("boards")).map_err(|why| format!("Table {table}: {why}."))?)))
            .and_then(|(n, w, b)| {
                reseat(&mut e, round.get_untracked(), table, n, w, b, &device(), storage::now()).map_err(|why| capitalised(&format!("table {table}: {why}.")))
            });
        match seated {
            Ok((note, checks)) => {
                let failed: Vec<String> = checks.checks.iter().filter(|c| !c.ok).map(|c| c.detail.clone()).collect();
                let said = if failed.is_empty() { format!("All checks pass: {}.", checks.balance) } else { format!("To look at: {}.", failed.join("; ")) };
                if save(e, format!("{note}.")) {
                    report.set(Some(said));
                }
            }
            Err(why) => notices.problem(why),
        }
    };
    view! {
        <Fold class="seating no-print" testid="seating-editor" summary=|| "Seat a round by hand">
            <p class="hint">"Type who sits where and the boards, then Enter. A pair from another table changes places with the one it replaces; a pair not playing this round comes in, and the one it replaces sits out. Results already entered stay."</p>
            <NumberField label="Round".to_string() value=round min=1 max=60 />
            <span class="hint">{move || format!("of {}", rounds())}</span>
            <ol class="seats" on:submit=submit.clone()>
                {move || rows.get().into_iter().map(|(table, ns, ew, boards)| view! {
                    <li data-testid="seat-row">
                        <form class="inline" data-table=table>
                            <span class="table-no">{format!("Table {table}")}</span>
                            <input name="ns" aria-label=format!("Table {table} NS") inputmode="numeric" value=ns />
                            <input name="ew" aria-label=format!("Table {table} EW") inputmode="numeric" value=ew />
                            <input name="boards" aria-label=format!("Table {table} boards") value=boards />
                            <button type="submit">"Seat"</button>
                        </form>
                    </li>
                }).collect_view()}
            </ol>
            {move || report.get().map(|r| view! { <p data-testid="seating-report" role="status">{r}</p> })}
        </Fold>
    }
}
