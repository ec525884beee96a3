//! The way from the session's page to the scorer's side of the devices at
//! the tables (the table pack, the tables' results files), on a page of its
//! own (tables.html).

use super::*;

#[component]
pub(super) fn TablesLink(event: Shown, conflicts: Memo<Vec<clubscore_engine::tables::results::Conflict>>) -> impl IntoView {
    view! {
        <section aria-labelledby="tables-title" data-testid="tables" class="no-print">
            <h2 id="tables-title">"Tablets at the tables"</h2>
            <p>
                <a href=event.with_untracked(|e| e.map(|e| format!("tables.html{}", crate::routes::event_href(&e.id)))) data-testid="tables-link">"Hand out the table pack, take the tables' results in"</a>
                {move || match conflicts.with(Vec::len) { 0 => String::new(), 1 => " (1 conflict waits for the director)".to_string(), n => format!(" ({n} conflicts wait for the director)") }}
            </p>
        </section>
    }
}
