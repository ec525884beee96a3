//! The files a session's results travel in, and the ways to send them.

use super::*;

/// Whether the event's results fit PBN's and USEBIO's match-pointed pairs
/// (or teams) no better than the results page and the CSV files do: an
/// individual's players, a Swiss pairs ranked in IMPs or VPs.
fn page_and_csv_only(e: &Event) -> bool {
    e.format == clubscore_engine::Format::BridgeIndividual
        || e.bridge.is_some_and(|b| b.movement.kind == Kind::SwissPairs && b.scoring.swiss != clubscore_engine::bridge::setup::SwissScore::MatchPoints)
}

/// One of the files a session's results travel in (0 the results page, 1
/// the ranking, 2 the travellers, 3 PBN, 4 USEBIO): only the one asked for is
/// written.
fn result_file(e: &Event, index: usize) -> Option<(String, String, String)> {
    if e.bridge.is_some_and(|b| b.teams.is_some()) {
        return team_file(e, index);
    }
    if page_and_csv_only(e) && index > 2 {
        return None;
    }
    use clubscore_engine::formats::{csv, html, pbn, print::Print, usebio};
    let travellers = session::travellers(e);
    let scored = session::score_from(e, &travellers);
    let names = |p: u32| e.participant_name(p);
    let stem = file_stem(e);
    // Every file numbers the pairs as the club does (EW 1, not the event's own number).
    let swiss = e.bridge.filter(|b| b.movement.kind == Kind::SwissPairs).map(|b| b.scoring.swiss).unwrap_or_default();
    let print = Print { written: Numbering::of(e), score: swiss, ..Print::default() };
    Some(match index {
        0 => {
            let missing = session::missing_in(e, &travellers).iter().map(|m| m.1).sum();
            // A Swiss pairs in IMPs or VPs: each board's IMPs against the datum, and each match's IMPs (and VPs).
            let in_imps = swiss != clubscore_engine::bridge::setup::SwissScore::MatchPoints;
            let imps = in_imps
                .then(|| clubscore_engine::bridge::pairs::Session { boards: clubscore_engine::bridge::swiss_pairs::board_imps(&travellers), ..scored.clone() });
            let mut page = html::results_page(&e.name, &e.date, &travellers, imps.as_ref().unwrap_or(&scored), &names, print);
            if in_imps {
                let all = clubscore_engine::bridge::swiss_pairs::matches(e, &travellers);
                page.insert_after("</section>\n", &html::swiss_matches(&all, &names, print));
            }
            (format!("{stem}-results.html"), "text/html".into(), html::mark_provisional(page, missing).into_string())
        }
        1 => (format!("{stem}-ranking.csv"), "text/csv".into(), csv::standings(&scored, print.written, |p, _| Some(names(p)))),
        2 => (format!("{stem}-travellers.csv"), "text/csv".into(), csv::travellers(&travellers, &scored, print)),
        3 => (format!("{stem}.pbn"), "application/x-pbn".into(), pbn::write_session(&travellers, &scored, print)),
        4 => {
            let players = |p: u32, _: Direction| e.pair_players(p);
            let info = usebio::EventInfo { club_name: "", club_id: "", description: &e.name, date: &e.date, players: &players };
            (format!("{stem}-usebio.xml"), "application/xml".into(), usebio::write_pairs(&info, &travellers, &scored, print.written))
        }
        _ => return None,
    })
}

/// A teams event's files, in the same order as a pairs session's.
fn team_file(e: &Event, index: usize) -> Option<(String, String, String)> {
    use clubscore_engine::formats::{csv, html, pbn, usebio};
    let report = session::teams_report(e);
    let names = |t: u32| e.participant_name(t);
    let stem = file_stem(e);
    Some(match index {
        0 => (
            format!("{stem}-results.html"),
            "text/html".into(),
            html::mark_provisional(html::teams_results_page(&e.name, &e.date, &report, &names), session::missing(e).iter().map(|m| m.1).sum()).into_string(),
        ),
        1 => (format!("{stem}-standings.csv"), "text/csv".into(), csv::team_standings(&report.standings, |t| Some(names(t)))),
        2 => (format!("{stem}-travellers.csv"), "text/csv".into(), csv::team_travellers(&report)),
        3 => (format!("{stem}.pbn"), "application/x-pbn".into(), pbn::write_teams_session(&report)),
        4 => {
            let players = |t: u32, _: Direction| e.member_names(t);
            let info = usebio::EventInfo { club_name: "", club_id: "", description: &e.name, date: &e.date, players: &players };
            (
                format!("{stem}-usebio.xml"),
                "application/xml".into(),
                usebio::write_teams(&info, &names, &report, e.format == clubscore_engine::Format::BridgeSwissTeams),
            )
        }
        _ => return None,
    })
}

/// The results page itself, on screen: ranking, every traveller and every
/// score card, exactly as they are shared. Drawn only while it is open, so a
/// save on a big evening does not build it.
#[component]
pub(super) fn ResultsPreview(event: Signal<Option<Event>>) -> impl IntoView {
    let open = RwSignal::new(false);
    let page = Memo::new(move |_| if open.get() { event.with(|e| e.as_ref().and_then(|e| result_file(e, 0)).map(|f| f.2)) } else { None });
    view! {
        <section aria-labelledby="preview-title" data-testid="preview">
            <h2 id="preview-title">"Travellers and score cards"</h2>
            <details on:toggle=move |ev| open.set(crate::components::details_open(&ev))>
                <summary>"Show the results page"</summary>
                {move || page.get().map(|html| view! { <iframe class="results-frame" title="Results page" sandbox="" srcdoc=html></iframe> })}
            </details>
        </section>
    }
}

#[component]
pub(super) fn Sharing(event: Signal<Option<Event>>, scored: Scored) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let download = move |index: usize| {
        if let Some(e) = event.get_untracked() {
            if let Some((name, mime, body)) = result_file(&e, index) {
                match crate::share::download(&name, &mime, &body) {
                    Ok(()) => notices.done(format!("{name} downloaded.")),
                    Err(err) => notices.problem(err),
                }
            }
        }
    };
    // From the standings the page already has: a save does not score the session again for the link.
    let mail_href = move || {
        event.with(|e| {
            scored.with(|s| {
                e.as_ref()
                    .map(|e| {
                        crate::share::mailto(
                            &format!("Results: {}", e.name),
                            &clubscore_engine::bridge::ranking_text::ranking_text_from(
                                e,
                                s.as_ref().map(|x| &x.1).filter(|_| e.bridge.is_some_and(|b| b.teams.is_none())),
                            ),
                        )
                    })
                    .unwrap_or_default()
            })
        })
    };
    let share = move |_| {
        let Some(e) = event.get_untracked() else { return };
        leptos::task::spawn_local(async move {
            let Some(page) = result_file(&e, 0) else { return };
            let shared = crate::share::share_files(
                &format!("Results: {}", e.name),
                &clubscore_engine::bridge::ranking_text::ranking_text(&e),
                std::slice::from_ref(&page),
            )
            .await;
            if !shared {
                match crate::share::download(&page.0, &page.1, &page.2) {
                    Ok(()) => notices.done(format!("{} downloaded: attach it to an email (the link below opens one with the ranking).", page.0)),
                    Err(err) => notices.problem(err),
                }
            }
        });
    };
    let teams = event.with_untracked(|e| e.as_ref().is_some_and(|e| e.bridge.is_some_and(|b| b.teams.is_some())));
    let labels = ["Results page (HTML)", if teams { "Standings (CSV)" } else { "Ranking (CSV)" }, "Travellers (CSV)", "PBN with scores", "USEBIO XML"];
    let files = if event.with_untracked(|e| e.as_ref().is_some_and(page_and_csv_only)) { 3 } else { labels.len() };
    view! {
        <section aria-labelledby="share-title" data-testid="sharing">
            <h2 id="share-title">"Share the results"</h2>
            <div class="actions">
                <button type="button" class="primary" on:click=share>"Share…"</button>
                {labels.into_iter().take(files).enumerate().map(|(i, label)| view! {
                    <button type="button" on:click=move |_| download(i)>{label}</button>
                }).collect_view()}
                <a class="button" href=mail_href>"Email the ranking"</a>
                <button type="button" on:click=move |_| {
                    if let Some(e) = event.get_untracked() {
                        if let Some(page) = result_file(&e, 0) {
                            if let Err(err) = crate::share::open_html(&page.2) { notices.problem(err) }
                        }
                    }
                }>"Print the results"</button>
                {event.with_untracked(|e| e.as_ref().is_some_and(|e| e.format == clubscore_engine::Format::BridgeIndividual)).then(|| view! {
                    <button type="button" on:click=move |_| {
                        if let Some(e) = event.get_untracked() {
                            if let Err(err) = crate::share::open_html(&clubscore_engine::formats::html::seat_cards(&e.name, &e.date, &e.schedule.rounds, &e.participants)) { notices.problem(err) }
                        }
                    }>"Print where each player sits"</button>
                })}
            </div>
        </section>
    }
}
