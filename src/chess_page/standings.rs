//! The team standings: place (level teams share it), team, matches played,
//! won, drawn, lost, match and game points, and the tie-breaks in force.

use clubscore_engine::chess::record::points_text;
use clubscore_engine::chess::reports::standings_table;
use clubscore_engine::chess::tournament::Tournament;
use clubscore_engine::formats::plain;
use leptos::prelude::*;

#[component]
pub fn Standings(tournament: Signal<Option<Tournament>>) -> impl IntoView {
    let table = Memo::new(move |_| tournament.with(|t| t.as_ref().map(standings_table).unwrap_or_default()));
    view! {
        <section aria-labelledby="standings-title">
            <h2 id="standings-title">"Standings"</h2>
            {move || table.with(|t| t.warnings.clone()).into_iter().map(|w| view! { <p class="hint">{w}</p> }).collect_view()}
            <div class="wrap">
                <table class="standings" data-testid="chess-standings">
                    <thead><tr>
                        <th scope="col">"Place"</th><th scope="col">"Team"</th><th scope="col">"Played"</th><th scope="col">"W"</th><th scope="col">"D"</th><th scope="col">"L"</th><th scope="col">"MP"</th><th scope="col">"GP"</th>
                        {move || table.with(|t| t.codes.clone()).into_iter().map(|c| view! { <th scope="col">{c}</th> }).collect_view()}
                    </tr></thead>
                    <tbody>
                        {move || table.with(|t| t.lines.clone()).into_iter().map(|l| view! {
                            <tr data-testid="chess-standing">
                                <td>{l.rank}</td><td>{format!("{}. {}", l.number, l.name)}</td><td>{l.played}</td><td>{l.won}</td><td>{l.drawn}</td><td>{l.lost}</td>
                                <td>{points_text(l.match_points)}</td><td>{points_text(l.game_points)}</td>
                                {l.values.into_iter().map(|v| view! { <td>{plain(v)}</td> }).collect_view()}
                            </tr>
                        }).collect_view()}
                    </tbody>
                </table>
            </div>
            <super::reports::CrossTable tournament />
            <super::reports::BoardsAndPlayers tournament />
        </section>
    }
}
