//! Teams sessions: standings, matches, ladder points, and their results files.

use super::*;

#[component]
pub(super) fn TeamStandings(event: Signal<Option<Event>>) -> impl IntoView {
    let standings = Memo::new(move |_| event.with(|e| e.as_ref().map(session::team_standings).unwrap_or_default()));
    let matches = Memo::new(move |_| event.with(|e| e.as_ref().map(session::team_matches).unwrap_or_default()));
    let ladder = Memo::new(move |_| event.with(|e| e.as_ref().map(session::team_ladder).unwrap_or_default()));
    let total_imps = Memo::new(move |_| event.with(|e| e.as_ref().and_then(|e| e.bridge).and_then(|b| b.teams) == Some(clubscore_engine::bridge::session::TeamsScoring::TotalImps)));
    let name = move |team: u32| event.with_untracked(|e| e.as_ref().map(|e| e.participant_name(team)).unwrap_or_default());
    let vp = |h: u32| format!("{:.2}", h as f64 / 100.0);
    view! {
        <section aria-labelledby="standings-title" data-testid="standings">
            <h2 id="standings-title">"Standings"</h2>
            <table class="schedule standings">
                <thead><tr><th scope="col">"Place"</th><th scope="col">"Team"</th><th scope="col">"Name"</th><th scope="col">"Matches"</th><th scope="col">"IMPs"</th>
                    <th scope="col">{move || if total_imps.get() { "Net IMPs" } else { "VPs" }}</th><th scope="col">"Ladder %"</th></tr></thead>
                <tbody>
                    {move || standings.get().into_iter().map(|t| view! {
                        <tr data-testid="standing">
                            <td>{t.rank.clone()}</td><td>{t.team}</td><td>{name(t.team)}</td><td>{t.played}</td>
                            <td>{format!("{}–{}", t.imps_for, t.imps_against)}</td>
                            <td>{if total_imps.get_untracked() { format!("{:+}", t.imps_for - t.imps_against) } else { vp(t.vp) }}</td>
                            <td>{ladder.with_untracked(|l| l.iter().find(|x| x.0 == t.team).map(|x| format!("{:.2}", x.1)).unwrap_or_default())}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            <h3>"Matches"</h3>
            <table class="schedule matches">
                <thead><tr><th scope="col">"Match"</th><th scope="col">"Boards in"</th><th scope="col">"IMPs"</th><th scope="col">"VPs"</th></tr></thead>
                <tbody>
                    {move || matches.get().into_iter().map(|m| view! {
                        <tr data-testid="match">
                            <td>{format!("{} v {}", m.home, m.away)}</td>
                            <td>{format!("{} of {}", m.scored.len(), m.boards.len())}</td>
                            <td>{format!("{}–{}", m.home_imps, m.away_imps)}</td>
                            <td>{if m.scored.is_empty() || total_imps.get_untracked() { String::new() } else { format!("{}–{}", vp(m.home_vp), vp(m.away_vp)) }}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
        </section>
    }
}

/// The files a teams event's results travel in: the results page and the standings CSV.
fn team_files(e: &Event) -> Vec<(String, String, String)> {
    use clubscore_engine::formats::{csv, html};
    let names = |t: u32| e.participant_name(t);
    let standings = session::team_standings(e);
    let total_imps = e.bridge.and_then(|b| b.teams) == Some(clubscore_engine::bridge::session::TeamsScoring::TotalImps);
    let stem = file_stem(e);
    vec![
        (format!("{stem}-results.html"), "text/html".into(), html::teams_results_page(&e.name, &e.date, &standings, &session::team_matches(e), &session::team_ladder(e), total_imps, &names)),
        (format!("{stem}-standings.csv"), "text/csv".into(), csv::team_standings(&standings, |t| Some(names(t)))),
    ]
}

#[component]
pub(super) fn TeamSharing(event: Signal<Option<Event>>) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let download = move |index: usize| {
        if let Some((name, mime, body)) = event.get_untracked().and_then(|e| team_files(&e).into_iter().nth(index)) {
            match crate::share::download(&name, &mime, &body) {
                Ok(()) => notices.done(format!("{name} downloaded.")),
                Err(err) => notices.problem(err),
            }
        }
    };
    view! {
        <section aria-labelledby="share-title" data-testid="sharing">
            <h2 id="share-title">"Share the results"</h2>
            <div class="actions">
                <button type="button" on:click=move |_| download(0)>"Results page (HTML)"</button>
                <button type="button" on:click=move |_| download(1)>"Standings (CSV)"</button>
                <button type="button" on:click=move |_| {
                    if let Some(e) = event.get_untracked() {
                        if let Err(err) = crate::share::open_html(&team_files(&e).swap_remove(0).2) { notices.problem(err) }
                    }
                }>"Print the results"</button>
            </div>
        </section>
    }
}
