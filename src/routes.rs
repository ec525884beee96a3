//! Which page the address shows: routes live in the hash, so the page works
//! from any folder of any static host and from a file opened on disk.

use leptos::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    Event(String),
    /// The movements page, optionally showing one event's movement:
    /// `#/movements/howell/6/2//0` (kind, count, boards per round, then `t`
    /// for tea, `r` re-dealt, `a` arrow-switch, `s` shared boards, `h` a half
    /// table, `o` EW numbered from 1; then the rounds played, 0 for all; then
    /// the copies of each board set, rows of tables; then the rounds before
    /// tea, 0 for the seed's split; `v` the halves the other way round).
    Movements(Option<String>),
}

/// Routes live in the hash, so the page works from any folder of any static
/// host and from a file opened on disk.
pub fn parse_route(hash: &str) -> Route {
    let path = hash.trim_start_matches('#').trim_start_matches('/');
    match path.split_once('/') {
        Some(("event", id)) if !id.is_empty() => Route::Event(id.to_string()),
        Some(("movements", preset)) => Route::Movements(Some(preset.to_string()).filter(|p| !p.is_empty())),
        _ if path == "movements" => Route::Movements(None),
        _ => Route::Home,
    }
}

pub fn event_href(id: &str) -> String {
    format!("#/event/{id}")
}

/// The scorer's page, where a bridge event opens.
pub const SCORER: &str = "bridge.html";

/// Whether this is the one-file edition: the scorer's page with everything
/// inlined (scripts/single-file.mjs marks it), its list of events within it.
pub fn one_file() -> bool {
    document().document_element().is_some_and(|e| e.has_attribute("data-one-file"))
}

/// Where an event opens from any page: a chess event on the chess page,
/// a bridge event on the scorer's.
pub fn event_link(id: &str, format: clubscore_engine::Format) -> String {
    match format.game() {
        clubscore_engine::GameKind::Chess => format!("chess.html{}", event_href(id)),
        clubscore_engine::GameKind::Bridge => scorer_href(id),
    }
}

/// A bridge event's address on the scorer's page.
pub fn scorer_href(id: &str) -> String {
    [SCORER, &event_href(id)].concat()
}

/// Where an event opens from the list of events: as [`event_link`], but
/// in the one-file edition a bridge event opens in the page itself.
pub fn listed_event_link(id: &str, format: clubscore_engine::Format) -> String {
    match format.game() {
        clubscore_engine::GameKind::Bridge if one_file() => event_href(id),
        _ => event_link(id, format),
    }
}

/// The backup file's part of the backup page (it shares the backup page's module).
pub const BACKUP_FILE: &str = "backup.html#file";

/// A bridge session's results page and files, on their own page.
pub fn results_href(id: &str) -> String {
    ["results.html", &event_href(id)].concat()
}

/// The list of events: its own page (in the one-file edition, this page's).
pub fn list_href() -> &'static str {
    if one_file() {
        "#/"
    } else {
        "index.html"
    }
}

pub(crate) fn current_route() -> Route {
    let hash = window().location().hash().unwrap_or_default();
    parse_route(&hash)
}
