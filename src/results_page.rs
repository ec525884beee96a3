//! The results page (results.html#/event/<id>): a bridge session's results
//! as they are shared (`crate::results`). Its own module: the writers of the
//! results page, PBN, USEBIO and CSV add nothing to the scorer's page (the
//! one-file edition, which has no other page, shows those parts itself).

use crate::shell::Frame;
use crate::stored_event::{ArchivedNote, ChangedElsewhere};
type StoredEvent = crate::stored_event::StoredEvent<clubscore_engine::bridge::Bridge>;
use crate::results::{ResultsPreview, Sharing};
use leptos::prelude::*;

pub fn start() {
    crate::shell::start_page(ResultsApp);
}

#[component]
fn ResultsApp() -> impl IntoView {
    crate::shell::provide_shell_backup_beside();
    let stored = StoredEvent::of_route();
    let title = "Results: the page and its files";
    // What the page is drawn from: another tab's save shown redraws the parts, not the page.
    let head = Memo::new(move |_| stored.event.with(|e| e.as_ref().map(|e| (e.game(), e.id.clone(), e.name.clone())).map_err(|x| x.to_string())));
    move || {
        match head.get() {
        Ok((clubscore_engine::GameKind::Bridge, id, name)) => {
            let back = (crate::routes::scorer_href(&id), format!("← Back to “{name}”"));
            let event = stored.current();
            // Scored here: this page is opened to share, not at every save.
            let ranking = Signal::derive(move || event.with(|e| e.map(clubscore_engine::bridge::ranking_text::ranking_text).unwrap_or_default()));
            view! {
                <Frame title back>
                    <ArchivedNote stored />
                    <Sharing event ranking />
                    <ResultsPreview event folded=false />
                    <ChangedElsewhere stored />
                </Frame>
            }
            .into_any()
        }
        Ok((_, _, name)) => {
            view! { <Frame title><p class="problem" data-testid="results-status">{format!("“{name}” is a chess event: its results are shared from the chess page.")}</p></Frame> }.into_any()
        }
        Err(why) => view! { <Frame title><p class="problem" data-testid="results-status">{why}</p></Frame> }.into_any(),
    }
    }
}
