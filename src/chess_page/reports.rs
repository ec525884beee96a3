//! Beside the standings: the cross table (a round robin's grid of who made
//! what against whom; a Swiss's rounds, each with its opponent and colour),
//! the board statistics and the individual ranking.

use clubscore_engine::chess::record::{points_text, Kind};
use clubscore_engine::chess::reports::{board_statistics, cross_table, individual_ranking, Cell, PlayerLine};
use clubscore_engine::chess::tournament::{record, System, Tournament};
use clubscore_engine::formats::plain;
use leptos::prelude::*;

/// What a team made in one meeting, as a cross table writes it: 2½, a
/// forfeit's +/-, a bye's "bye".
fn made(c: &Cell) -> String {
    match c.kind {
        Kind::PairingBye | Kind::FullBye | Kind::HalfBye => "bye".into(),
        Kind::ZeroBye => "–".into(),
        Kind::ForfeitWin => "+".into(),
        Kind::ForfeitLoss | Kind::DoubleForfeit => "−".into(),
        Kind::Played => points_text(c.own as i32),
    }
}

#[component]
pub fn CrossTable(tournament: Signal<Option<Tournament>>) -> impl IntoView {
    // (number, name), the cells by team number, and whether it is a round robin.
    let data = Memo::new(move |_| {
        tournament.with(|t| {
            let Some(t) = t.as_ref() else { return (Vec::new(), Default::default(), false, 0) };
            let rec = record(t);
            let teams: Vec<(u32, String)> = rec.teams.iter().map(|x| (x.number, x.name.clone())).collect();
            (teams, cross_table(&rec), matches!(t.settings.system, System::RoundRobin { .. }), rec.results.len())
        })
    });
    view! {
        <section aria-labelledby="cross-title">
            <h3 id="cross-title">"Cross table"</h3>
            <div class="wrap">
                {move || {
                    let (teams, cells, round_robin, rounds) = data.get();
                    let numbers: Vec<u32> = teams.iter().map(|t| t.0).collect();
                    let head: Vec<String> = if round_robin { numbers.iter().map(|n| n.to_string()).collect() } else { (1..=rounds).map(|r| format!("R{r}")).collect() };
                    view! {
                        <table class="cross" data-testid="cross-table">
                            <thead><tr><th scope="col">"Team"</th>{head.into_iter().map(|h| view! { <th scope="col">{h}</th> }).collect_view()}<th scope="col">"GP"</th></tr></thead>
                            <tbody>
                                {teams.into_iter().map(|(number, name)| {
                                    let own = cells.get(&number).cloned().unwrap_or_default();
                                    let total: u32 = own.iter().map(|c| c.own).sum();
                                    let row: Vec<String> = if round_robin {
                                        numbers.iter().map(|&o| {
                                            if o == number { return "×".to_string() }
                                            own.iter().filter(|c| c.opponent == Some(o)).map(made).collect::<Vec<_>>().join(" ")
                                        }).collect()
                                    } else {
                                        (1..=rounds as u32).map(|r| own.iter().find(|c| c.round == r).map(|c| match c.opponent {
                                            Some(o) => format!("{o}{} {}", match c.white { Some(true) => "w", Some(false) => "b", None => "" }, made(c)),
                                            None => made(c),
                                        }).unwrap_or_default()).collect()
                                    };
                                    view! {
                                        <tr data-testid="cross-row"><th scope="row">{format!("{number}. {name}")}</th>{row.into_iter().map(|c| view! { <td>{c}</td> }).collect_view()}<td>{points_text(total as i32)}</td></tr>
                                    }
                                }).collect_view()}
                            </tbody>
                        </table>
                    }
                }}
            </div>
        </section>
    }
}

fn player_cells(l: &PlayerLine) -> [String; 6] {
    [
        l.name.clone(),
        l.rating.map(|r| r.to_string()).unwrap_or_default(),
        l.games.to_string(),
        points_text(l.points as i32),
        plain(l.percentage()),
        l.performance().map(|p| p.to_string()).unwrap_or_default(),
    ]
}

#[component]
pub fn BoardsAndPlayers(tournament: Signal<Option<Tournament>>) -> impl IntoView {
    let boards = Memo::new(move |_| tournament.with(|t| t.as_ref().map(board_statistics).unwrap_or_default()));
    let ranking = Memo::new(move |_| tournament.with(|t| t.as_ref().map(individual_ranking).unwrap_or_default()));
    let team = move |id: u32| tournament.with(|t| t.as_ref().and_then(|t| t.team(id)).map(|x| x.name.clone()).unwrap_or_default());
    let head = || view! { <th scope="col">"Player"</th><th scope="col">"Rating"</th><th scope="col">"Games"</th><th scope="col">"Points"</th><th scope="col">"%"</th><th scope="col">"Performance"</th> };
    view! {
        <details>
            <summary>"Board statistics"</summary>
            {move || boards.get().into_iter().map(|b| view! {
                <table class="board-stats" data-testid="board-stats">
                    <caption>{format!("Board {}: {} games, {} points", b.board, b.games, points_text(b.points as i32))}</caption>
                    <thead><tr>{head()}<th scope="col">"Team"</th></tr></thead>
                    <tbody>{b.players.into_iter().map(|l| { let t = team(l.team); view! { <tr>{player_cells(&l).into_iter().map(|c| view! { <td>{c}</td> }).collect_view()}<td>{t}</td></tr> } }).collect_view()}</tbody>
                </table>
            }).collect_view()}
        </details>
        <details>
            <summary>"Individual ranking"</summary>
            <table class="individual" data-testid="individual">
                <thead><tr><th scope="col">"Place"</th>{head()}<th scope="col">"Team"</th></tr></thead>
                <tbody>{move || ranking.get().into_iter().map(|r| { let t = team(r.line.team); view! { <tr><td>{r.rank}</td>{player_cells(&r.line).into_iter().map(|c| view! { <td>{c}</td> }).collect_view()}<td>{t}</td></tr> } }).collect_view()}</tbody>
            </table>
        </details>
    }
}
