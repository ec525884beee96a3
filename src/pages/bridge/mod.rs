//! A bridge session on the event page: set it up, enter results from the
//! travellers or the pickup slips, watch the standings follow, share them.

mod audit;
mod conflicts;
mod director;
mod entry;
mod handicaps;
mod seating;
mod sections;
mod setup;
mod sharing;
mod standings;
mod swiss;
mod tables;
mod teams;

use audit::AuditTrail;
use conflicts::Conflicts;
use director::DirectorTools;
use entry::ResultEntryPanel;
pub use handicaps::HandicapsFromHistory;
use seating::SeatingEditor;
use sections::SectionsPanel;
use setup::SetupPanel;
use sharing::ShareResults;
use standings::Standings;
use swiss::{SwissRounds, SwissStandings};
use tables::TablesLink;
use teams::TeamStandings;

use crate::components::number_field::NumberField;
use crate::components::Fold;
use crate::shell::capitalised;
use crate::storage;
use crate::storage::device;
/// The bridge event as the page shows it.
pub(crate) type Shown = crate::stored_event::Shown<clubscore_engine::bridge::Bridge>;
use clubscore_engine::bridge::board::{dealer, vulnerability};
use clubscore_engine::bridge::matchpoints::{Different, MpScale};
use clubscore_engine::bridge::movement::Kind;
use clubscore_engine::bridge::numbering::Numbering;
use clubscore_engine::bridge::pairs::Direction;
use clubscore_engine::bridge::session::{self, BridgeSetup};
use clubscore_engine::bridge::Event;
use clubscore_engine::event::Role;
use leptos::prelude::*;

/// Saves an edited event; true when it was stored (the page's own save).
pub type Save = std::sync::Arc<dyn Fn(Event, String) -> bool + Send + Sync>;

/// Saves the event with entries added to its log, not copying it (a result
/// entered: the most frequent save); true when it was stored.
pub type Append = std::sync::Arc<dyn Fn(Vec<clubscore_engine::bridge::LogEntry>, String) -> bool + Send + Sync>;

/// The travellers and their scoring, worked out once per change and shared by
/// every view that shows them: a result entered changes its own line and
/// board, and the standings summed again (`Scored::after`).
type Scored = Memo<Option<clubscore_engine::bridge::scored::Scored>>;

#[component]
pub fn BridgeSession(event: Shown, save: Save, append: Append) -> impl IntoView {
    let set_up = Memo::new(move |_| event.with(|e| e.map(|e| e.setup.is_some()).unwrap_or(false)));
    use clubscore_engine::Format::{BridgeMultipleTeams, BridgeSwissPairs, BridgeSwissTeams, BridgeTeamsOfFour};
    let format = event.with_untracked(|e| e.map(|e| e.format));
    let teams = matches!(format, Some(BridgeMultipleTeams | BridgeTeamsOfFour | BridgeSwissTeams));
    let one_match = format == Some(BridgeTeamsOfFour);
    let swiss_pairs = format == Some(BridgeSwissPairs);
    let swiss = swiss_pairs || format == Some(BridgeSwissTeams);
    // Changed on every change of the event, which is always a real change: no deep comparison.
    let scored: Scored = Memo::new_owning(move |before: Option<Option<clubscore_engine::bridge::scored::Scored>>| {
        use clubscore_engine::bridge::scored::Scored;
        let now = event.with(|e| e.map(|e| before.flatten().map_or_else(|| Scored::of(e), |s| s.after(e))));
        (now, true)
    });
    // What each board still lacks against the schedule, from the travellers
    // already worked out: the entry panel lists it, the standings count it.
    let missing = Memo::new(move |_| {
        scored.with(|s| {
            event.with(|e| match (e, s) {
                (Some(e), Some(s)) => session::missing_in(e, &s.travellers),
                _ => Vec::new(),
            })
        })
    });
    // Results held back for the director, derived once for the list and the tables panel's count.
    let conflicts = Memo::new(move |_| event.with(|e| e.map(clubscore_engine::tables::results::conflicts).unwrap_or_default()));
    let save2 = save.clone();
    let save3 = save.clone();
    // The bar's buttons bring their part of the page into view (the page's
    // address is its route, so they are not links to anchors).
    let go_to = move |ev: leptos::ev::MouseEvent| {
        use wasm_bindgen::JsCast;
        let to = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|b| b.get_attribute("data-to"));
        if let Some(el) = to.and_then(|id| document().get_element_by_id(&id)) {
            el.scroll_into_view();
        }
    };
    view! {
        {move || if set_up.get() {
            // The event's own movement on the movements page, with its cards to print.
            let as_played = event.with_untracked(|e| e.and_then(|e| e.setup)).is_some_and(|b| b.movement.kind == Kind::AsPlayed);
            let cards = event.with_untracked(|e| e.and_then(|e| e.setup)).map(|b| b.movement).filter(|m| !matches!(m.kind, Kind::Match | Kind::Swiss | Kind::SwissPairs | Kind::Individual | Kind::AsPlayed));
            view! {
                {cards.map(|m| view! { <p class="no-print"><a href=crate::pages::movement::movement_href(&m) data-testid="cards-link">"This session's movement: table cards and guide cards to print"</a></p> })}
                // The deals on a page of their own (the dealing and the hand records' files are not in this page's download).
                <p class="no-print"><a href=event.with_untracked(|e| e.map(|e| format!("boards.html{}", crate::routes::event_href(&e.id)))) data-testid="boards-link">"This session's boards: deal them, or take a dealing machine's hand record"</a></p>
                // The movement can still change once play has started: the results stay, what does not fit is listed.
                // An imported session keeps the movement it was played with, but its rounds can be seated by hand.
                {(!one_match && (cards.is_some() || as_played)).then(|| change_movement(event, save.clone(), teams, cards.is_some()))}
                <nav class="session-bar no-print" aria-label="This session" data-testid="session-bar" on:click=go_to inner_html=SESSION_BAR></nav>
                // The entry and the live standings, side by side on a wide screen.
                <div class="play">
                    <ResultEntryPanel event scored missing append=append.clone() />
                    {(!teams && !swiss).then(|| view! { <Standings event scored missing conflicts /> })}
                </div>
                <Conflicts event conflicts save=save.clone() />
                {swiss.then(|| view! { <SwissRounds event scored missing save=save.clone() pairs=swiss_pairs /> })}
                {if teams {
                    view! { <TeamStandings event save=save.clone() missing conflicts /> <ShareResults event scored /> }.into_any()
                } else {
                    view! {
                        {swiss_pairs.then(|| view! { <SwissStandings event scored missing /> })}
                        <DirectorTools event save=save.clone() /> <ShareResults event scored />
                    }.into_any()
                }}
                <TablesLink event conflicts />
                <AuditTrail event save=save.clone() />
            }.into_any()
        } else {
            setup_view(event, save2.clone(), teams, one_match, swiss)
        }}
        <SectionsPanel event save=save3 />
    }
}

/// The session's parts, on a bar that stays on screen.
const SESSION_BAR: &str = "<button type=\"button\" data-to=\"entry-title\">Entry</button><button type=\"button\" data-to=\"standings-title\">Standings</button><button type=\"button\" data-to=\"share-title\">Share</button><button type=\"button\" data-to=\"tables-title\">Tables</button><button type=\"button\" data-to=\"audit-title\">Audit</button>";

/// The set-up again, folded: the movement can change once play has started
/// (the results stay; what does not fit is listed); and the rounds seated by
/// hand (alone for an imported session, which keeps the movement it was played with).
fn change_movement(event: Shown, save: Save, teams: bool, with_setup: bool) -> AnyView {
    let setup_save = save.clone();
    view! {
        {with_setup.then(|| view! {
            <Fold class="change-movement no-print" testid="change-movement" summary=|| "Change the movement">
                {setup_view(event, setup_save.clone(), teams, false, false)}
            </Fold>
        })}
        <SeatingEditor event save />
    }
    .into_any()
}

/// The set-up panel, made in one place for both its uses (a second call
/// site would compile the whole panel a second time).
#[inline(never)]
fn setup_view(event: Shown, save: Save, teams: bool, one_match: bool, swiss: bool) -> AnyView {
    view! { <SetupPanel event save teams one_match swiss /> }.into_any()
}

/// How the club numbers this event's pairs ("EW 3" of a Mitchell numbered
/// from 1), as the event now stands, read without tracking it.
pub(crate) fn written(event: Shown) -> Numbering {
    event.with_untracked(|e| e.map(Numbering::of).unwrap_or_default())
}
