//! The team standings: place (level teams share it), team, matches played,
//! won, drawn, lost, match and game points, and the tie-breaks in force;
//! then the cross table, the board statistics and the individual ranking.
//! The tables are the engine's HTML (`chess::html`), the same the printouts
//! use: plain tables cost the page far less than a view per cell.

use clubscore_engine::chess::html;
use clubscore_engine::chess::reports::standings_table;
use clubscore_engine::chess::tournament::Tournament;
use leptos::prelude::*;

#[component]
pub fn Standings(tournament: Signal<Option<Tournament>>) -> impl IntoView {
    let table = Memo::new(move |_| tournament.with(|t| t.as_ref().map(standings_table).unwrap_or_default()));
    let standings = Memo::new(move |_| table.with(html::standings));
    let more = Memo::new(move |_| tournament.with(|t| t.as_ref().map(|t| format!("<h3>Cross table</h3>{}{}", html::cross_table(t), html::boards_and_players(t))).unwrap_or_default()));
    view! {
        <section aria-labelledby="standings-title">
            <h2 id="standings-title">"Standings"</h2>
            {move || table.with(|t| t.warnings.clone()).into_iter().map(|w| view! { <p class="hint">{w}</p> }).collect_view()}
            <div inner_html=move || standings.get()></div>
            <div inner_html=move || more.get()></div>
        </section>
    }
}
