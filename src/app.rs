//! The scorer's page: the shell, and the page the address shows.

use crate::notice::NoticeBar;
use crate::pages::event::EventPage;
#[cfg(feature = "one-file")]
use crate::pages::home::Home;
use crate::routes::current_route;
pub use crate::routes::{event_href, parse_route, Route};
use crate::shell::provide_shell;
use leptos::prelude::*;

#[component]
pub fn App() -> impl IntoView {
    provide_shell();
    crate::shell::take_back_lost_saves(Some(|lib, ours| clubscore_engine::games::take_back(lib, ours, &crate::storage::device(), crate::storage::now())));
    let route = RwSignal::new(current_route());
    let hash = window_event_listener(leptos::ev::hashchange, move |_| route.set(current_route()));
    on_cleanup(move || hash.remove());
    view! {
        <NoticeBar />
        <main id="main">
            {move || match route.get() {
                // The list is its own page (index.html), without the scorer; the one-file
                // edition, built with it, keeps it here (33 KB gzip the served page does without).
                #[cfg(feature = "one-file")]
                Route::Home if crate::routes::one_file() => view! { <Home /> }.into_any(),
                Route::Home => {
                    let _ = window().location().replace(crate::routes::list_href());
                    ().into_any()
                }
                Route::Event(id) => view! { <EventPage id /> }.into_any(),
                // The movements page is its own page now: an old address goes there.
                Route::Movements(_) => {
                    let hash = window().location().hash().unwrap_or_default();
                    let _ = window().location().replace(&format!("movements.html{hash}"));
                    ().into_any()
                }
            }}
        </main>
    }
}
