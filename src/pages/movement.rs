//! The movements page (movements.html, its own module): choose a movement,
//! see who sits where each round and the verifier's report, and print table
//! cards and guide cards. An event's own movement arrives in the address
//! (`movement_href`).

use crate::components::number_field::NumberField;
use clubscore_engine::bridge::movement::guide::{itinerary, next_move, Side};
use clubscore_engine::bridge::movement::verify::verify;
use clubscore_engine::bridge::movement::{teams, Kind, Movement};
use clubscore_engine::bridge::numbering::Numbering;
use clubscore_engine::bridge::session::MovementSpec;
use leptos::prelude::*;

/// The movements page showing `spec`, with its table and guide cards to print.
pub fn movement_href(spec: &MovementSpec) -> String {
    if matches!(spec.kind, Kind::Match | Kind::Swiss | Kind::SwissPairs | Kind::Individual | Kind::AsPlayed) {
        return "movements.html#/movements".into();
    }
    let kind = spec.kind.code();
    let flags: String = [
        (spec.tea, 't'),
        (spec.redeal, 'r'),
        (spec.arrow_switch, 'a'),
        (spec.shared, 's'),
        (spec.half_table, 'h'),
        (spec.ew_from_one, 'o'),
        (spec.reversed, 'v'),
    ]
    .into_iter()
    .filter(|x| x.0)
    .map(|x| x.1)
    .collect();
    format!(
        "movements.html#/movements/{kind}/{}/{}/{flags}/{}/{}/{}",
        spec.count,
        spec.boards_per_round,
        spec.rounds.unwrap_or(0),
        spec.copies,
        spec.before_tea.unwrap_or(0)
    )
}

/// The movements this page offers, in its list.
const CHOICES: [Kind; 5] = [Kind::Teams, Kind::TeamsParallel, Kind::Mitchell, Kind::MitchellRelay, Kind::Howell];

fn label(kind: Kind) -> &'static str {
    match kind {
        Kind::Teams => "Multiple teams",
        Kind::TeamsParallel => "Multiple teams, parallel rows (even number)",
        Kind::Mitchell => "Pairs: Mitchell",
        Kind::MitchellRelay => "Pairs: Mitchell with relay and bye stand (even tables)",
        Kind::Howell => "Pairs: complete Howell",
        Kind::Match | Kind::Swiss | Kind::SwissPairs | Kind::Individual | Kind::AsPlayed => "",
    }
}

/// A card's title: the team or pair, as the club numbers it.
fn who(m: &Movement, written: Numbering, number: u32) -> String {
    match m.kind {
        Kind::Teams | Kind::TeamsParallel | Kind::Match => format!("Team {number}"),
        _ if written.from_one() => written.label(number),
        _ => format!("Pair {number}"),
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Cards {
    Table,
    Guide,
}

pub fn start() {
    crate::shell::start_page(MovementsApp);
}

/// The page itself: the movement the address names (an event's), redrawn
/// when the address changes.
#[component]
fn MovementsApp() -> impl IntoView {
    crate::shell::provide_shell_backup_beside();
    let preset = move || match crate::routes::current_route() {
        crate::routes::Route::Movements(preset) => preset,
        _ => None,
    };
    let route = RwSignal::new(preset());
    let hash = window_event_listener(leptos::ev::hashchange, move |_| route.set(preset()));
    on_cleanup(move || hash.remove());
    view! {
        <crate::notice::NoticeBar />
        <main id="main">{move || view! { <MovementPage preset=route.get() /> }}</main>
    }
}

#[component]
fn MovementPage(preset: Option<String>) -> impl IntoView {
    // An event's own movement, from the address (see `movement_href`).
    let parts: Vec<String> = preset.unwrap_or_default().split('/').map(String::from).collect();
    let part = |i: usize| parts.get(i).map(String::as_str).unwrap_or_default();
    let given = CHOICES.into_iter().find(|c| c.code() == part(0));
    let number = |i: usize, default: u32| part(i).parse::<u32>().ok().filter(|n| (1..=99).contains(n)).unwrap_or(default);
    let choice = RwSignal::new(given.unwrap_or(Kind::Teams));
    let count = RwSignal::new(number(1, 9));
    let boards = RwSignal::new(number(2, 3));
    let tea = RwSignal::new(given.is_none() || part(3).contains('t'));
    let redeal = RwSignal::new(part(3).contains('r'));
    let arrow = RwSignal::new(part(3).contains('a'));
    // An event's movement as it was set up: rounds cut short, boards shared,
    // a half table, EW numbered from 1 (from its address; not on the form).
    let (shared, half, ew_from_one) = (part(3).contains('s'), part(3).contains('h'), part(3).contains('o'));
    let rounds = part(4).parse::<u32>().ok().filter(|r| *r > 0);
    let copies = part(5).parse::<u32>().unwrap_or(0);
    let (before_tea, reversed) = (part(6).parse::<u32>().ok().filter(|b| *b > 0), part(3).contains('v'));
    let spec = move || MovementSpec {
        kind: choice.get(),
        count: count.get(),
        boards_per_round: boards.get(),
        tea: tea.get(),
        redeal: redeal.get(),
        arrow_switch: arrow.get(),
        rounds,
        shared,
        half_table: half,
        missing_ew: None,
        ew_from_one,
        copies,
        before_tea,
        reversed,
        drawn: false,
    };
    let written = Memo::new(move |_| Numbering::of_movement(Some(spec())));
    // Which cards the print-out holds; they are in the page (hidden on screen) so printing is instant.
    let printing = RwSignal::new(Cards::Table);
    let movement = Memo::new(move |_| spec().build().map_err(|e| e.to_string()));
    let report = Memo::new(move |_| movement.get().ok().map(|m| verify(&m)));
    let print = move |what: Cards| {
        printing.set(what);
        // Let the cards render before the print dialog takes its snapshot.
        set_timeout(
            move || {
                let _ = window().print();
            },
            std::time::Duration::from_millis(50),
        );
    };
    view! {
        <nav class="crumbs"><a href="index.html">"← All events"</a></nav>
        <header class="page-head">
            <h1>"Movements"</h1>
            <p class="tagline">"Who sits where, with which boards, every round: checked before you use it."</p>
        </header>
        <form class="inline no-print" on:submit=|ev| ev.prevent_default() data-testid="movement-form">
            <div class="field">
                <label for="movement-kind"><span>"Movement"</span></label>
                <select id="movement-kind" on:change=move |ev| {
                    let code = event_target_value(&ev);
                    if let Some(c) = CHOICES.into_iter().find(|c| c.code() == code) { choice.set(c) }
                }>
                    {CHOICES.into_iter().map(|c| view! { <option value=c.code() selected=move || choice.get() == c>{label(c)}</option> }).collect_view()}
                </select>
            </div>
            <NumberField label=Signal::derive(move || if choice.get().counts_pairs() { "Pairs".to_string() } else { "Tables".to_string() }) value=count min=3 max=30 />
            <NumberField label="Boards per round".to_string() value=boards min=1 max=8 />
            <Show when=move || choice.get() == Kind::Teams>
                <label class="check"><input type="checkbox" prop:checked=move || tea.get() on:change=move |ev| tea.set(event_target_checked(&ev)) />" Tea break (compare at half time)"</label>
                <label class="check"><input type="checkbox" prop:checked=move || redeal.get() on:change=move |ev| redeal.set(event_target_checked(&ev)) />" Re-dealt last round (even number)"</label>
            </Show>
            <Show when=move || matches!(choice.get(), Kind::Mitchell | Kind::MitchellRelay)>
                <label class="check"><input type="checkbox" prop:checked=move || arrow.get() on:change=move |ev| arrow.set(event_target_checked(&ev)) />" Arrow-switch (one winner)"</label>
            </Show>
        </form>
        {move || match movement.get() {
            Err(e) => view! { <p class="problem" role="alert">{e}</p> }.into_any(),
            Ok(m) => view! {
                <Verification m=m.clone() report=report.get() print />
                <RoundByRound m=m.clone() written=written.get() />
                <PrintCards m printing written=written.get() />
            }.into_any(),
        }}
    }
}

/// The verifier's report on the movement, and the buttons that print its cards.
#[component]
fn Verification(
    m: Movement,
    report: Option<clubscore_engine::bridge::movement::verify::Report>,
    print: impl Fn(Cards) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <section aria-labelledby="verify-title" class="no-print" data-testid="verify">
            <h2 id="verify-title">{match &report { Some(r) if r.ok() => "All checks passed", _ => "Some checks failed" }}</h2>
            <ul class="checks">
                {report.clone().map(|r| r.checks.into_iter().map(|c| view! {
                    <li class=if c.ok { "ok" } else { "failed" }>
                        <strong>{if c.ok { "✓ " } else { "✗ " }}{c.name}</strong>": "{c.detail}
                    </li>
                }).collect_view())}
            </ul>
            <p>{report.clone().map(|r| r.balance)}</p>
            <p>{report.map(|r| if r.missed.is_empty() { "No meeting is missed.".to_string() } else {
                format!("Not met: {}.", r.missed.iter().map(|(a, b)| format!("{a} and {b}")).collect::<Vec<_>>().join(", "))
            })}</p>
            {m.tea_after_round.map(|t| view! { <p>{format!("Tea after round {t}.")}</p> })}
            {(matches!(m.kind, Kind::Teams | Kind::TeamsParallel) && teams::suggest_two_sections(m.tables)).then(|| view! {
                <p class="hint">{format!("With {} tables, two sections of {} and {} may run better (usual from 16 tables).", m.tables, m.tables.div_ceil(2), m.tables / 2)}</p>
            })}
            <div class="actions">
                <button type="button" on:click=move |_| print(Cards::Table)>"Print table cards"</button>
                <button type="button" on:click=move |_| print(Cards::Guide)>"Print guide cards"</button>
            </div>
        </section>
    }
}

/// Who sits where each round, with which boards, and where they go next.
#[component]
fn RoundByRound(m: Movement, written: Numbering) -> impl IntoView {
    // The announcements are read from the schedule, made once.
    let schedule = m.schedule();
    let one_field = m.kind == Kind::Howell;
    view! {
        <section aria-labelledby="schedule-title" class="no-print">
            <h2 id="schedule-title">"Round by round"</h2>
            {m.rounds.iter().map(|r| {
                let switched = m.arrow_switch_rounds.contains(&r.round);
                view! {
                    <table class="schedule" data-testid="round">
                        <caption>{format!("Round {}{}", r.round, if switched { " (arrow-switched)" } else { "" })}</caption>
                        <thead><tr><th scope="col">"Table"</th><th scope="col">"NS"</th><th scope="col">"EW"</th><th scope="col">"Boards"</th><th scope="col">"Then"</th></tr></thead>
                        <tbody>
                            {r.tables.iter().map(|s| {
                                let bs = m.boards(s.set);
                                view! {
                                    <tr>
                                        <th scope="row">{s.table}</th>
                                        <td>{s.ns}</td>
                                        <td>{written.number(s.ew)}</td>
                                        <td>{format!("{}–{}", bs.first().copied().unwrap_or(0), bs.last().copied().unwrap_or(0))}</td>
                                        <td>{next_move(&schedule, one_field, r.round, s.table).unwrap_or_default()}</td>
                                    </tr>
                                }
                            }).collect_view()}
                        </tbody>
                    </table>
                }
            }).collect_view()}
        </section>
    }
}

/// The cards to print (in the page, hidden on screen, so printing is instant):
/// one per table, or one per pair or team with its itinerary.
#[component]
fn PrintCards(m: Movement, printing: RwSignal<Cards>, written: Numbering) -> impl IntoView {
    view! {
        {move || {
            let m = m.clone();
            match printing.get() {
                Cards::Table => view! {
                    <div class="print-target" data-testid="table-cards">
                        {(1..=m.tables).map(|t| view! {
                            <article class="card">
                                <h2>{format!("Table {t}")}</h2>
                                <table class="schedule">
                                    <thead><tr><th scope="col">"Round"</th><th scope="col">"NS"</th><th scope="col">"EW"</th><th scope="col">"Boards"</th></tr></thead>
                                    <tbody>{m.rounds.iter().filter_map(|r| r.tables.iter().find(|s| s.table == t).map(|s| (r.round, *s))).map(|(round, s)| {
                                        let bs = m.boards(s.set);
                                        view! { <tr><td>{round}</td><td>{s.ns}</td><td>{written.number(s.ew)}</td><td>{format!("{}–{}", bs[0], bs[bs.len() - 1])}</td></tr> }
                                    }).collect_view()}</tbody>
                                </table>
                            </article>
                        }).collect_view()}
                    </div>
                }.into_any(),
                Cards::Guide => {
                    let mut cards: Vec<(u32, Option<Side>)> = Vec::new();
                    match m.kind {
                        Kind::Howell => cards.extend((1..=m.participants).map(|p| (p, None))),
                        _ => {
                            // A Mitchell's EW pairs are n+1..2n (one fewer at a half table); a team is NS and EW under one number.
                            let mitchell = matches!(m.kind, Kind::Mitchell | Kind::MitchellRelay);
                            let n = if mitchell { m.tables } else { m.participants };
                            cards.extend((1..=n).map(|p| (p, Some(Side::NS))));
                            let ew = if mitchell { n + 1..=m.participants } else { 1..=n };
                            cards.extend(ew.map(|p| (p, Some(Side::EW))));
                        }
                    }
                    view! {
                        <div class="print-target" data-testid="guide-cards">
                            {cards.into_iter().map(|(p, side)| {
                                let stops = itinerary(&m, p, side);
                                let title = match side {
                                    _ if written.from_one() => who(&m, written, p),
                                    Some(Side::NS) => format!("{} NS", who(&m, written, p)),
                                    Some(Side::EW) => format!("{} EW", who(&m, written, p)),
                                    None => who(&m, written, p),
                                };
                                view! {
                                    <article class="card">
                                        <h2>{title}</h2>
                                        <table class="schedule">
                                            <thead><tr><th scope="col">"Round"</th><th scope="col">"Table"</th><th scope="col">"Sit"</th><th scope="col">"Against"</th><th scope="col">"Boards"</th></tr></thead>
                                            <tbody>{stops.into_iter().map(|s| view! {
                                                <tr><td>{s.round}</td><td>{s.table}</td><td>{if s.side == Side::NS { "NS" } else { "EW" }}</td><td>{written.number(s.opponent)}</td>
                                                <td>{format!("{}–{}", s.boards[0], s.boards[s.boards.len() - 1])}</td></tr>
                                            }).collect_view()}</tbody>
                                        </table>
                                    </article>
                                }
                            }).collect_view()}
                        </div>
                    }.into_any()
                }
            }
        }}
    }
}
