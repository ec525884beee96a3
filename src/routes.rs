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

/// Where an event opens from another page: a chess event on the chess page,
/// a bridge event on the scorer's.
pub fn event_link(id: &str, format: clubscore_engine::Format) -> String {
    match format.game() {
        clubscore_engine::GameKind::Chess => format!("chess.html{}", event_href(id)),
        clubscore_engine::GameKind::Bridge => event_href(id),
    }
}

pub(crate) fn current_route() -> Route {
    let hash = window().location().hash().unwrap_or_default();
    parse_route(&hash)
}
