//! Where a session's results are shared from: the results page
//! (`results.html`, its own module with the files' writers); in the
//! one-file edition, which has no other page, its parts (`crate::results`) here.

use super::*;

#[component]
pub(super) fn ShareResults(event: Shown, scored: Scored) -> impl IntoView {
    let individual = event.with_untracked(|e| e.is_some_and(|e| e.format == clubscore_engine::Format::BridgeIndividual));
    view! {
        {shared_from(event, scored)}
        {individual.then(|| view! { <SeatCards event /> })}
    }
}

/// The results page and its files, a link away.
#[cfg(not(feature = "one-file"))]
fn shared_from(event: Shown, _scored: Scored) -> AnyView {
    let href = event.with_untracked(|e| e.map(|e| crate::routes::results_href(&e.id)));
    view! {
        <section aria-labelledby="share-title" data-testid="share-link">
            <h2 id="share-title">"Share the results"</h2>
            <p class="actions"><a class="button primary" href=href data-testid="results-link">"The results page and its files: share, download, print"</a></p>
        </section>
    }
    .into_any()
}

/// The results page and its files, here (the one-file edition).
#[cfg(feature = "one-file")]
fn shared_from(event: Shown, scored: Scored) -> AnyView {
    // From the standings the page already has: a save does not score the session again for the e-mail.
    let ranking = Signal::derive(move || {
        event.with(|e| {
            scored.with(|s| {
                e.map(|e| {
                    clubscore_engine::bridge::ranking_text::ranking_text_from(
                        e,
                        s.as_ref().map(|x| &x.session).filter(|_| e.setup.is_some_and(|b| b.teams.is_none())),
                    )
                })
                .unwrap_or_default()
            })
        })
    });
    use crate::results::{ResultsPreview, Sharing};
    view! { <ResultsPreview event folded=true /> <Sharing event ranking /> }.into_any()
}

/// An individual's seat cards: where each player sits, round by round, printed before play.
#[component]
fn SeatCards(event: Shown) -> impl IntoView {
    let notices = crate::notice::use_notice();
    view! {
        <p class="actions no-print">
            <button type="button" on:click=move |_| {
                if let Some(e) = event.get_untracked() {
                    if let Err(err) = crate::share::open_html(&clubscore_engine::formats::html::seat_cards(&e.name, &e.date, &e.schedule.rounds, &e.participants)) { notices.problem(err) }
                }
            }>"Print where each player sits"</button>
        </p>
    }
}
