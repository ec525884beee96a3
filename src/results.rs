//! A bridge session's results as they are shared: the results page itself
//! on screen (ranking, every traveller and score card), its files, the
//! device's share sheet, e-mail, printing, and the results handed back to
//! the tables. Shown on the results page, and in the one-file edition on the
//! scorer's page.

/// The bridge event as the page shows it.
type Shown = crate::stored_event::Shown<clubscore_engine::bridge::Bridge>;
use clubscore_engine::bridge::Event;
use leptos::prelude::*;

/// One of a session's files (0 the results page, 1 the ranking, 2 the
/// travellers, 3 PBN, 4 USEBIO) as (name, type, text).
fn result_file(e: &Event, index: usize) -> Option<(String, String, String)> {
    // The analyses worked out on the boards page, shown with their deals.
    clubscore_engine::formats::files::bridge(e, index, &crate::storage::worked_out(&e.id, clubscore_engine::bridge::double_dummy::read_kept))
        .map(|f| (f.name, f.mime.to_string(), f.text))
}

/// The results page itself, on screen: ranking, every traveller and every
/// score card, exactly as they are shared. Folded (in the one-file
/// edition's scorer's page), it is drawn only while it is open, so a save
/// on a big evening does not build it.
#[component]
pub(crate) fn ResultsPreview(event: Shown, folded: bool) -> impl IntoView {
    let open = RwSignal::new(!folded);
    // A plain closure: its one reader below redraws the frame when it changes, as it would from a memo.
    let page = move || if open.get() { event.with(|e| e.and_then(|e| result_file(e, 0)).map(|f| f.2)) } else { None };
    let frame = move || page().map(|html| view! { <iframe class="results-frame" title="Results page" sandbox="" srcdoc=html></iframe> });
    view! {
        <section aria-labelledby="preview-title" data-testid="preview">
            <h2 id="preview-title">"Travellers and score cards"</h2>
            {if folded {
                view! {
                    <details on:toggle=move |ev| open.set(crate::components::details_open(&ev))>
                        <summary>"Show the results page"</summary>
                        {frame}
                    </details>
                }
                .into_any()
            } else {
                frame.into_any()
            }}
        </section>
    }
}

/// The session's files and the ways to send them; `ranking` is the
/// ranking as text, for the e-mail.
#[component]
pub(crate) fn Sharing(event: Shown, ranking: Signal<String>) -> impl IntoView {
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
    let mail_href = move || event.with(|e| e.map(|e| crate::share::mailto(&format!("Results: {}", e.name), &ranking.get())).unwrap_or_default());
    let share = move |_| {
        let Some(e) = event.get_untracked() else { return };
        leptos::task::spawn_local(async move {
            let Some(page) = result_file(&e, 0) else { return };
            let shared = crate::share::share_files(&format!("Results: {}", e.name), &ranking.get_untracked(), std::slice::from_ref(&page)).await;
            if !shared {
                match crate::share::download(&page.0, &page.1, &page.2) {
                    Ok(()) => notices.done(format!("{} downloaded: attach it to an email (the link below opens one with the ranking).", page.0)),
                    Err(err) => notices.problem(err),
                }
            }
        });
    };
    let teams = event.with_untracked(|e| e.is_some_and(|e| e.setup.is_some_and(|b| b.teams.is_some())));
    let labels = ["Results page (HTML)", if teams { "Standings (CSV)" } else { "Ranking (CSV)" }, "Travellers (CSV)", "PBN with scores", "USEBIO XML"];
    let files = clubscore_engine::formats::files::BRIDGE_FILES;
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
                // The results page handed back to the tables' devices, for the players to read there.
                <button type="button" data-testid="final-for-tables" on:click=move |_| {
                    let Some(e) = event.get_untracked() else { return };
                    let Some((_, _, page)) = result_file(&e, 0) else { return };
                    let name = format!("{}-final-results.json", clubscore_engine::formats::files::stem(&e));
                    match crate::share::download(&name, "application/json", &clubscore_engine::tables::final_results::FinalResults::new(&e, page).to_json()) {
                        Ok(()) => notices.done(format!("{name} downloaded: open it on each table's device (Final results, under its boards) for the players to read.")),
                        Err(err) => notices.problem(err),
                    }
                }>"Final results for the tables"</button>
            </div>
        </section>
    }
}
