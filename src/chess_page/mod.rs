//! The chess arbiter's page (chess.html): its own WebAssembly module, so
//! the bridge scorer's page carries no chess screens and this one no bridge
//! screens. One event at a time, from its address (`chess.html#/event/<id>`):
//! every command the arbiter gives is checked, made an entry of the event's
//! log and saved before the screen shows it; what the screens show is the
//! tournament rebuilt from the log.

mod conflicts;
mod desk;
mod rounds;
mod screen;
mod settings;
mod standings;
mod teams;

use crate::notice::{use_notice, NoticeBar};
use crate::routes::{parse_route, Route};
use crate::storage;
use clubscore_engine::chess::log::{self, Command};
use clubscore_engine::chess::session::Session;
use clubscore_engine::chess::tournament::Tournament;
use clubscore_engine::chess::Event;
use clubscore_engine::{html, html_of, StoreError};
use desk::Desk;
use leptos::prelude::*;

pub fn start() {
    crate::shell::start_page(ChessApp);
}

/// Gives a command: checked against the tournament, logged, saved; says
/// `done` when it is stored, or why not. True when it was stored.
pub type Run = std::sync::Arc<dyn Fn(Command, String) -> bool + Send + Sync>;

/// The same, a restore point saved first ("before <what>"), in the same
/// save: for the commands that change much at once. From the context.
#[derive(Clone)]
pub struct Restoring(pub std::sync::Arc<dyn Fn(Command, String, &str) -> bool + Send + Sync>);

/// A question put before a command that replaces much or departs from
/// FIDE's rules; its answer runs `then`.
#[derive(Clone)]
pub struct Question {
    pub title: String,
    pub message: String,
    pub details: Vec<String>,
    pub label: String,
    pub then: std::sync::Arc<dyn Fn() + Send + Sync>,
}

/// Puts a question on screen (from the context).
#[derive(Clone, Copy)]
pub struct Ask(RwSignal<Option<Question>>);

impl Ask {
    pub fn ask(self, title: &str, message: String, details: Vec<String>, label: &str, then: impl Fn() + Send + Sync + 'static) {
        self.0.set(Some(Question { title: title.into(), message, details, label: label.into(), then: std::sync::Arc::new(then) }));
    }
}

pub fn use_ask() -> Ask {
    expect_context::<Ask>()
}

pub fn use_restoring() -> Restoring {
    expect_context::<Restoring>()
}

#[component]
fn ChessApp() -> impl IntoView {
    crate::shell::provide_shell_backup_beside();
    // A save another tab wrote over is kept aside; the list of events merges it (the merge stays off this page).
    crate::shell::take_back_lost_saves::<clubscore_engine::chess::Chess>(None);
    let route = RwSignal::new(current());
    let hash = window_event_listener(leptos::ev::hashchange, move |_| route.set(current()));
    on_cleanup(move || hash.remove());
    view! {
        <NoticeBar />
        <style>{clubscore_engine::chess::html::SCREEN_STYLE}</style>
        <main id="main" class="chess">
            <nav class="crumbs"><a href="index.html">"← All events"</a></nav>
            {move || match route.get() {
                Route::Event(id) => view! { <ChessEvent id /> }.into_any(),
                _ => view! {
                    <h1>"Chess team tournaments"</h1>
                    <p>"Open a chess event from the list of events, or take in a tournament report from another program (TRF-2026 or TRF16) on the "<a href="report.html">"report page"</a>"."</p>
                }.into_any(),
            }}
        </main>
    }
}

fn current() -> Route {
    parse_route(&window().location().hash().unwrap_or_default())
}

/// One of the files to share (0: the results page, 1: the standings CSV,
/// 2: the TRF-2026) as (name, type, text), made only when asked for.
fn result_file(event: &Event, t: &Tournament, which: usize) -> (String, &'static str, String) {
    let f = clubscore_engine::formats::files::chess(event, t, which);
    (f.name, f.mime, f.text)
}

/// Sharing the results: the device's share sheet, each file downloaded, an
/// e-mail with the standings, the results page to print.
#[component]
fn Sharing(event: RwSignal<Result<Event, StoreError>>, tournament: Now) -> impl IntoView {
    let notices = use_notice();
    let file = move |which: usize| event.with_untracked(|e| tournament.with_untracked(|t| e.as_ref().ok().zip(t).map(|(e, t)| result_file(e, t, which))));
    let download = move |which: usize| {
        if let Some((name, mime, body)) = file(which) {
            match crate::share::download(&name, mime, &body) {
                Ok(()) => notices.done(format!("{name} downloaded.")),
                Err(err) => notices.problem(err),
            }
        }
    };
    // Worked out when asked for, not on every save: the standings behind an e-mail.
    let standings_text = move || {
        tournament.with_untracked(|t| {
            t.map(|t| clubscore_engine::chess::html::standings_text(t, &clubscore_engine::chess::reports::standings_table(t))).unwrap_or_default()
        })
    };
    let email = move || {
        if let Some(name) = event.with_untracked(|e| e.as_ref().ok().map(|e| e.name.clone())) {
            let _ = window().location().set_href(&crate::share::mailto(&format!("Results: {name}"), &standings_text()));
        }
    };
    let share = move || {
        let (Some(f), Some(name)) = (file(0), event.with_untracked(|e| e.as_ref().ok().map(|e| e.name.clone()))) else { return };
        let text = standings_text();
        leptos::task::spawn_local(async move {
            let page = [(f.0, f.1.to_string(), f.2)];
            if !crate::share::share_files(&format!("Results: {name}"), &text, &page).await {
                match crate::share::download(&page[0].0, &page[0].1, &page[0].2) {
                    Ok(()) => notices.done(format!("{} downloaded: attach it to an email (the link beside opens one with the standings).", page[0].0)),
                    Err(err) => notices.problem(err),
                }
            }
        });
    };
    // One listener for the buttons (a closure per button costs the page more than the buttons).
    let press = move |ev: leptos::ev::MouseEvent| {
        let Some(button) = screen::closest(&ev, "button[data-share]") else { return };
        match button.get_attribute("data-share").as_deref() {
            Some("share") => share(),
            Some("email") => email(),
            Some("print") => {
                if let Some(f) = file(0) {
                    if let Err(err) = crate::share::open_html(&f.2) {
                        notices.problem(err)
                    }
                }
            }
            // The report for FIDE is written beside this page, on the TRF page (a tab of its
            // own, which downloads it at once): its writer stays out of this page's download.
            Some("trf") => {
                if let Some(id) = event.with_untracked(|e| e.as_ref().ok().map(|e| e.id.clone())) {
                    let _ = window().open_with_url_and_target(&format!("trf.html#export/{id}"), "_blank");
                }
            }
            Some(n) => download(n.parse().unwrap_or(0)),
            None => {}
        }
    };
    view! {
        <details class="sharing" data-testid="chess-sharing">
            <summary>"Share and download"</summary>
            <div class="actions" on:click=press inner_html=SHARING></div>
        </details>
    }
}

const SHARING: &str = "<button type=\"button\" class=\"primary\" data-share=\"share\">Share…</button><button type=\"button\" data-testid=\"results-page\" data-share=\"0\">Results page (HTML)</button><button type=\"button\" data-testid=\"standings-csv\" data-share=\"1\">Standings (CSV)</button><button type=\"button\" data-testid=\"export-trf\" data-share=\"trf\">Download TRF-2026</button><button type=\"button\" data-share=\"email\">Email the standings</button><button type=\"button\" data-share=\"print\">Print the results</button>";

/// The tournament the log makes, read where it is kept: the screens share
/// it, none copies it (a 400-team tournament is over a megabyte).
#[derive(Clone, Copy)]
pub struct Now(RwSignal<Option<Session>>, Memo<Option<u64>>);

impl Now {
    /// Reads it, and follows its changes.
    pub fn with<R>(self, f: impl FnOnce(Option<&Tournament>) -> R) -> R {
        self.0.with(|s| f(s.as_ref().map(Session::tournament)))
    }

    /// Reads it as it is now.
    pub fn with_untracked<R>(self, f: impl FnOnce(Option<&Tournament>) -> R) -> R {
        self.0.with_untracked(|s| f(s.as_ref().map(Session::tournament)))
    }

    /// Reads it, and follows its changes but a board's result (the teams,
    /// line-ups and rounds, not how the games went): a screen that shows
    /// only those is not made again for each of a round's results.
    pub fn with_setup<R>(self, f: impl FnOnce(Option<&Tournament>) -> R) -> R {
        self.track_setup();
        self.with_untracked(f)
    }

    /// Which set-up it is in: another with every change but a board's result.
    pub fn setup(self) -> Option<u64> {
        self.1.get()
    }

    /// Follows every change but a board's result, without reading it.
    pub fn track_setup(self) {
        // Read, not only tracked: a memo no one has read is never worked out, so it would never change.
        self.setup();
    }

    /// Follows its changes without reading it.
    pub fn track(self) {
        self.0.with(|_| ());
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Tab {
    Teams,
    Rounds,
    Standings,
    Settings,
    Trail,
}

#[component]
fn ChessEvent(id: String) -> impl IntoView {
    let desk = Desk::open(id);
    let event = desk.stored.event;
    let tournament = desk.tournament();
    let run: Run = std::sync::Arc::new(move |command, done| desk.give(command, done, None));
    provide_context(Restoring(std::sync::Arc::new(move |command, done, before: &str| desk.give(command, done, Some(before)))));
    let question = desk.question;
    provide_context(Ask(question));
    let (undo, back_to) = (move || desk.undo(), move |point| desk.back_to(point));
    let stored = desk.stored;
    // A renumbering is never a board's result: not looked for again after each result.
    let renumbered: Signal<Option<(i64, log::Renumbering)>> = Memo::new(move |_| {
        tournament.track_setup();
        event.with_untracked(|e| e.as_ref().ok().and_then(log::last_renumbering))
    })
    .into();
    // A tournament under way opens on its pairings; one being set up on its teams.
    // A finished tournament opens on its final standings.
    let (under_way, finished) = tournament.with_untracked(|t| t.map(|t| (!t.rounds.is_empty(), t.finished())).unwrap_or_default());
    let tab = RwSignal::new(match (finished, under_way) {
        (true, _) => Tab::Standings,
        (false, true) => Tab::Rounds,
        _ => Tab::Teams,
    });
    let name = Memo::new(move |_| event.with(|e| e.as_ref().map(|e| e.name.clone()).unwrap_or_default()));
    // Archived: read, not changed (an archived event is never saved, so this is read once).
    let archived = event.with_untracked(|e| e.as_ref().is_ok_and(|e| e.stored.is_archived()));
    let facts = Memo::new(move |_| event.with(|e| e.as_ref().map(|e| format!("{} · {}", e.format.label(), e.date)).unwrap_or_default()));
    let refused = Memo::new(move |_| desk.refused());
    let missing = Memo::new(move |_| stored.event.with(|e| e.as_ref().err().map(|e| e.to_string())));
    const TABS: [(Tab, &str); 5] =
        [(Tab::Teams, "Teams"), (Tab::Rounds, "Pairings and results"), (Tab::Standings, "Standings"), (Tab::Settings, "Settings"), (Tab::Trail, "Audit trail")];
    let tabs = move || {
        let now = tab.get();
        TABS.iter()
            .enumerate()
            .map(|(i, (which, label))| {
                html_of!("<button type=\"button\" class=\"tab\" data-tab=\"{}\" aria-pressed=\"{}\">{}</button>", i, *which == now, label)
            })
            .collect::<clubscore_engine::markup::Html>()
            .into_string()
    };
    let choose_tab = move |ev: leptos::ev::MouseEvent| {
        if let Some(i) = screen::closest(&ev, "button[data-tab]").and_then(|b| screen::data(&b, "data-tab")) {
            tab.set(TABS[i.min(4)].0);
        }
    };
    let (r1, r2) = (run.clone(), run.clone());
    view! {
        // The heading and what could not be applied, as HTML.
        <div inner_html=move || {
            if let Some(problem) = missing.get() {
                return html_of!("<h1>This event cannot be opened</h1><p class=\"problem\" role=\"alert\">{}</p>", problem).into_string();
            }
            let mut h = html_of!("<h1>{}</h1><p class=\"facts\">{}</p>", name.get(), facts.get());
            if archived {
                h.raw(crate::stored_event::ARCHIVED_NOTE);
            }
            if refused.get() > 0 {
                html!(h, "<p class=\"problem\" role=\"alert\">{} entr(ies) of this event's log could not be applied (see the audit trail).</p>", refused.get());
            }
            h.into_string()
        }></div>
        <Show when=move || missing.with(Option::is_none)>
            <Sharing event tournament />
            <conflicts::Conflicts stored />
            <div on:click=move |ev| if screen::closest(&ev, "button[data-undo]").is_some() { undo() } inner_html=move || {
                event.with(|e| tournament.with(|t| e.as_ref().ok().and_then(|e| log::last_command(e, t).map(|(_, said)| said)))).map(|said| html_of!("<p class=\"undo\"><button type=\"button\" data-testid=\"chess-undo\" data-undo>Undo: {}</button></p>", said).into_string()).unwrap_or_default()
            }></div>
            <nav class="tabs" aria-label="Parts of the tournament" on:click=choose_tab inner_html=tabs>
            </nav>
        </Show>
        {
            let (r1, r2, r3) = (r1.clone(), r2.clone(), r2.clone());
            move || {
                match (missing.with(Option::is_none), tab.get()) {
                    (false, _) => ().into_any(),
                    (true, Tab::Teams) => view! { <teams::Teams tournament run=r1.clone() renumbered /> }.into_any(),
                    (true, Tab::Rounds) => view! { <rounds::Rounds tournament run=r2.clone() renumbered /> }.into_any(),
                    (true, Tab::Standings) => view! { <standings::Standings tournament /> }.into_any(),
                    (true, Tab::Settings) => view! { <settings::SettingsTab tournament run=r3.clone() /> }.into_any(),
                    (true, Tab::Trail) => view! { <Trail event tournament back_to /> }.into_any(),
                }
            }
        }
        <crate::stored_event::ChangedElsewhere stored />
        {move || question.get().map(|q| {
            let then = q.then.clone();
            view! {
                <crate::components::confirm::Confirm title=q.title message=q.message details=q.details confirm_label=q.label safe=true
                    on_confirm=move |_| { question.set(None); then() }
                    on_cancel=move |_| question.set(None) />
            }
        })}
    }
}

/// Every entry of the log, newest first, as the audit trail says it; a
/// restore point offers to go back to it.
#[component]
fn Trail<B>(event: RwSignal<Result<Event, StoreError>>, tournament: Now, back_to: B) -> impl IntoView
where
    B: Fn(clubscore_engine::event::EntryId) + Copy + Send + Sync + 'static,
{
    let ask = use_ask();
    let lines = Memo::new(move |_| event.with(|e| tournament.with(|t| e.as_ref().map(|e| log::trail(e, t)).unwrap_or_default())));
    let click = move |ev: leptos::ev::MouseEvent| {
        let Some(button) = screen::closest(&ev, "button[data-i]") else { return };
        let Some(line) = screen::data(&button, "data-i").and_then(|i| lines.with_untracked(|l| l.get(i).cloned())) else { return };
        if !line.restore {
            return;
        }
        let point = line.id.clone();
        ask.ask(
            "Go back to this restore point?",
            format!(
                "Every command given after “{}” is set aside: the tournament is again what it was then. The audit trail keeps them, and each can be undone.",
                line.text
            ),
            Vec::new(),
            "Go back",
            move || back_to(point.clone()),
        );
    };
    view! {
        <section aria-labelledby="trail-title">
            <h2 id="trail-title">"Audit trail"</h2>
            <div on:click=click inner_html=move || lines.with(|l| clubscore_engine::chess::screens::trail(l, &storage::local_time).into_string())></div>
        </section>
    }
}
