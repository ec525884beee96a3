//! The shell: which page the address shows, and the signal that tells every
//! view the stored events changed (here, or in another tab).

use crate::notice::{provide_notice, NoticeBar};
use crate::pages::{event::EventPage, home::Home, movement::MovementPage};
use leptos::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    Event(String),
    /// The movements page, optionally showing one event's movement:
    /// `#/movements/howell/6/2/` (kind, count, boards per round, then `t`
    /// for tea, `r` re-dealt, `a` arrow-switch).
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

/// The movements page showing `spec`, with its table and guide cards to print.
pub fn movement_href(spec: &clubscore_engine::bridge::session::MovementSpec) -> String {
    use clubscore_engine::bridge::movement::Kind;
    let kind = match spec.kind {
        Kind::Teams => "teams",
        Kind::TeamsParallel => "teams-parallel",
        Kind::Mitchell => "mitchell",
        Kind::MitchellRelay => "mitchell-relay",
        Kind::Howell => "howell",
        Kind::Match | Kind::Swiss => return "#/movements".into(),
    };
    let flags: String = [(spec.tea, 't'), (spec.redeal, 'r'), (spec.arrow_switch, 'a')].into_iter().filter(|x| x.0).map(|x| x.1).collect();
    format!("#/movements/{kind}/{}/{}/{flags}", spec.count, spec.boards_per_round)
}

pub fn event_href(id: &str) -> String {
    format!("#/event/{id}")
}

fn current_route() -> Route {
    let hash = window().location().hash().unwrap_or_default();
    parse_route(&hash)
}

/// Bumped after every write to the stored events; views that list or show
/// events read it, so they are derived from storage, never kept in sync by hand.
#[derive(Clone, Copy)]
pub struct Changes(pub RwSignal<u64>, pub RwSignal<u64>);

impl Changes {
    /// A change made here.
    pub fn bump(self) {
        self.0.update(|n| *n += 1);
    }
    /// A change made in another tab (the storage event).
    pub fn bump_foreign(self) {
        self.1.update(|n| *n += 1);
        self.bump();
    }
    /// Follows every change to the stored events.
    pub fn track(self) {
        self.0.track();
    }
    /// Follows only the changes other tabs make.
    pub fn track_foreign(self) {
        self.1.track();
    }
}

pub fn use_changes() -> Changes {
    expect_context::<Changes>()
}

/// Provides what every page uses: the change signal (following other tabs'
/// writes) and the notice bar.
pub fn provide_shell() {
    let changes = Changes(RwSignal::new(0), RwSignal::new(0));
    provide_context(changes);
    provide_notice();
    let storage = window_event_listener(leptos::ev::storage, move |ev| {
        // `key` is None when another tab cleared the whole storage.
        if ev.key().is_none_or(|k| k.starts_with("clubscore/")) {
            changes.bump_foreign();
        }
    });
    on_cleanup(move || storage.remove());
}

#[component]
pub fn App() -> impl IntoView {
    provide_shell();
    let route = RwSignal::new(current_route());
    let hash = window_event_listener(leptos::ev::hashchange, move |_| route.set(current_route()));
    on_cleanup(move || hash.remove());
    view! {
        <NoticeBar />
        <main id="main">
            {move || match route.get() {
                Route::Home => view! { <Home /> }.into_any(),
                Route::Event(id) => view! { <EventPage id /> }.into_any(),
                Route::Movements(preset) => view! { <MovementPage preset /> }.into_any(),
            }}
        </main>
    }
}

/// Runs a change to the stored events: on success every view is told; on
/// failure the user is told why, and what was saved before is untouched.
#[derive(Clone, Copy)]
pub struct Writer {
    pub notices: crate::notice::Notices,
    pub changes: Changes,
}

impl Writer {
    /// Takes the contexts; call it in a component's body, not in a handler.
    pub fn get() -> Writer {
        Writer { notices: crate::notice::use_notice(), changes: use_changes() }
    }

    pub fn run<T>(
        self,
        f: impl FnOnce(&mut clubscore_engine::Library<crate::storage::LocalStore>) -> Result<T, clubscore_engine::StoreError>,
    ) -> Result<T, clubscore_engine::StoreError> {
        let result = crate::storage::library().and_then(|mut lib| f(&mut lib));
        match &result {
            Ok(_) => self.changes.bump(),
            Err(e) => self.notices.store_error(e),
        }
        result
    }
}
