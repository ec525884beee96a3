//! A bridge pairs session on the event page: set it up, enter results board
//! by board from the travellers, and watch the standings follow.

use crate::storage;
use clubscore_engine::bridge::board::{dealer, vulnerability, Seat};
use clubscore_engine::bridge::matchpoints::{Different, MpScale, Outcome};
use clubscore_engine::bridge::movement::verify::verify;
use clubscore_engine::bridge::movement::Kind;
use clubscore_engine::bridge::pairs::{Averages, Direction};
use clubscore_engine::bridge::session::{self, BridgeSetup, MovementSpec, ResultEntry, ScoringSpec};
use clubscore_engine::event::Role;
use clubscore_engine::Event;
use crate::components::number_field::NumberField;
use leptos::prelude::*;

/// Saves an edited event; true when it was stored (the page's own save).
pub type Save = std::sync::Arc<dyn Fn(Event, String) -> bool + Send + Sync>;

/// The travellers and their scoring, worked out once per change and shared by
/// every view that shows them.
type Scored = Memo<Option<(clubscore_engine::formats::pbn::PbnSession, clubscore_engine::bridge::pairs::Session)>>;

#[component]
pub fn BridgeSession(event: Signal<Option<Event>>, save: Save) -> impl IntoView {
    let set_up = Memo::new(move |_| event.with(|e| e.as_ref().map(|e| e.bridge.is_some()).unwrap_or(false)));
    use clubscore_engine::Format::{BridgeMultipleTeams, BridgeTeamsOfFour};
    let format = event.with_untracked(|e| e.as_ref().map(|e| e.format));
    let teams = matches!(format, Some(BridgeMultipleTeams | BridgeTeamsOfFour));
    let one_match = format == Some(BridgeTeamsOfFour);
    // Recomputed on every change of the event, which is always a real change: no deep comparison.
    let scored: Scored = Memo::new_with_compare(
        move |_| {
            event.with(|e| {
                e.as_ref().map(|e| {
                    let travellers = session::travellers(e);
                    let scored = session::score_from(e, &travellers);
                    (travellers, scored)
                })
            })
        },
        |_, _| true,
    );
    let save2 = save.clone();
    view! {
        {move || if set_up.get() {
            view! {
                <ResultEntryPanel event scored save=save.clone() />
                {if teams {
                    view! { <TeamStandings event /> <TeamSharing event /> }.into_any()
                } else {
                    view! { <Standings event scored /> <Sharing event /> }.into_any()
                }}
                <AuditTrail event save=save.clone() />
            }.into_any()
        } else {
            view! { <SetupPanel event save=save2.clone() teams one_match /> }.into_any()
        }}
    }
}

#[component]
fn SetupPanel(event: Signal<Option<Event>>, save: Save, teams: bool, one_match: bool) -> impl IntoView {
    use clubscore_engine::bridge::session::TeamsScoring;
    let notices = crate::notice::use_notice();
    let kind = RwSignal::new(if one_match { Kind::Match } else if teams { Kind::Teams } else { Kind::Howell });
    // Teams of four: the count is the number of rounds (the boards change tables each round).
    let count = RwSignal::new(if one_match { 4 } else if teams { 5 } else { 6u32 });
    let tea = RwSignal::new(false);
    // None: the seed's rule for the number of teams.
    let teams_scoring = RwSignal::new(None::<TeamsScoring>);
    let boards = RwSignal::new(3u32);
    let arrow = RwSignal::new(false);
    let scale = RwSignal::new(MpScale::Wbf);
    let different = RwSignal::new(Different::Neuberg);
    let spec = move || MovementSpec { kind: kind.get(), count: count.get(), boards_per_round: boards.get(), tea: tea.get(), redeal: false, arrow_switch: arrow.get() };
    let preview = Memo::new(move |_| spec().build().map(|m| (m.rounds.len(), m.sets * m.boards_per_round, verify(&m).ok())).map_err(|e| e.to_string()));
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(mut e) = event.get_untracked() else { return };
        let team_count = if one_match { 2 } else { count.get_untracked() };
        let team_scoring = teams.then(|| teams_scoring.get_untracked().unwrap_or_else(|| TeamsScoring::suggested(team_count)));
        let setup = BridgeSetup { movement: spec(), scoring: ScoringSpec { scale: scale.get_untracked(), different: different.get_untracked(), averages: Averages::Fixed }, teams: team_scoring };
        match session::set_up(&mut e, setup) {
            Ok(m) => {
                save(e, format!("Session set up: {} rounds, boards 1 to {}.", m.rounds.len(), m.sets * m.boards_per_round));
            }
            Err(err) => notices.problem(err.to_string()),
        }
    };
    view! {
        <section aria-labelledby="setup-title">
            <h2 id="setup-title">"Set up the session"</h2>
            <form class="inline" on:submit=submit data-testid="setup-form">
                {if one_match { view! {
                <NumberField label="Rounds (the boards change tables each round)".to_string() value=count min=2 max=12 />
                <NumberField label="Boards per round".to_string() value=boards min=1 max=16 />
                }.into_any() } else if teams { view! {
                <label for="setup-kind"><span>"Movement"</span></label>
                <select id="setup-kind" on:change=move |ev| kind.set(if event_target_value(&ev) == "teams-parallel" { Kind::TeamsParallel } else { Kind::Teams })>
                    <option value="teams">"Multiple teams (NS stay at home)"</option>
                    <option value="teams-parallel">"Parallel rows, shared boards (even number)"</option>
                </select>
                <NumberField label="Teams".to_string() value=count min=3 max=30 />
                <NumberField label="Boards per round".to_string() value=boards min=1 max=8 />
                <label class="check"><input type="checkbox" prop:checked=move || tea.get() on:change=move |ev| tea.set(event_target_checked(&ev)) />" Tea break (compare at half time)"</label>
                }.into_any() } else { view! { }.into_any() }}
                {teams.then(|| view! {
                <label for="setup-vp"><span>"Scoring"</span></label>
                <select id="setup-vp" on:change=move |ev| teams_scoring.set(match event_target_value(&ev).as_str() {
                    "wbf" => Some(TeamsScoring::WbfVp),
                    "wbf-discrete" => Some(TeamsScoring::WbfDiscreteVp),
                    "club" => Some(TeamsScoring::ClubVp),
                    "imps" => Some(TeamsScoring::TotalImps),
                    _ => None,
                })>
                    <option value="auto">{move || { let n = if one_match { 2 } else { count.get() }; format!("As the seed suggests for {n} teams ({})", if n <= 7 { "VPs" } else { "total IMPs" }) }}</option>
                    <option value="wbf">"WBF victory points (continuous)"</option>
                    <option value="wbf-discrete">"WBF victory points (whole)"</option>
                    <option value="club">"Club 20-0 scale"</option>
                    <option value="imps">"Total IMPs"</option>
                </select>
                })}
                {(!teams).then(|| view! {
                <label for="setup-kind"><span>"Movement"</span></label>
                <select id="setup-kind" on:change=move |ev| kind.set(match event_target_value(&ev).as_str() {
                    "mitchell" => Kind::Mitchell,
                    "mitchell-relay" => Kind::MitchellRelay,
                    _ => Kind::Howell,
                })>
                    <option value="howell">"Howell (pairs change direction)"</option>
                    <option value="mitchell">"Mitchell (NS stay)"</option>
                    <option value="mitchell-relay">"Mitchell with relay and bye stand"</option>
                </select>
                <NumberField label=Signal::derive(move || if kind.get() == Kind::Howell { "Pairs".to_string() } else { "Tables".to_string() }) value=count min=3 max=30 />
                <NumberField label="Boards per round".to_string() value=boards min=1 max=8 />
                <Show when=move || kind.get() != Kind::Howell>
                    <label class="check"><input type="checkbox" prop:checked=move || arrow.get() on:change=move |ev| arrow.set(event_target_checked(&ev)) />" Arrow-switch (one winner)"</label>
                </Show>
                <label for="setup-scale"><span>"Match points"</span></label>
                <select id="setup-scale" on:change=move |ev| scale.set(if event_target_value(&ev) == "acbl" { MpScale::Acbl } else { MpScale::Wbf })>
                    <option value="wbf">"2 per score beaten (WBF/EBU)"</option>
                    <option value="acbl">"1 per score beaten (ACBL)"</option>
                </select>
                <label for="setup-different"><span>"Boards played fewer times"</span></label>
                <select id="setup-different" on:change=move |ev| different.set(match event_target_value(&ev).as_str() {
                    "simple" => Different::Simple,
                    "own" => Different::OwnTop,
                    _ => Different::Neuberg,
                })>
                    <option value="neuberg">"Neuberg"</option>
                    <option value="simple">"Average to the table, others on one table fewer"</option>
                    <option value="own">"Each board its own top"</option>
                </select>
                })}
                <button type="submit" class="primary">"Set up"</button>
            </form>
            <p data-testid="setup-preview">{move || match preview.get() {
                Ok((rounds, boards, ok)) => format!("{rounds} rounds, boards 1 to {boards}; {}", if ok { "all checks passed." } else { "some checks failed." }),
                Err(e) => e,
            }}</p>
        </section>
    }
}

fn seat_of(text: &str) -> Option<Seat> {
    text.trim().chars().next().and_then(Seat::from_letter)
}

fn describe(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Score(s) if *s > 0 => format!("NS +{s}"),
        Outcome::Score(s) if *s < 0 => format!("EW +{}", -s),
        Outcome::Score(_) => "0".into(),
        Outcome::Artificial { ns, ew } => format!("adjusted {ns}% / {ew}%"),
        Outcome::Weighted(_) => "weighted".into(),
        Outcome::NotPlayed => "not played".into(),
    }
}

#[component]
fn ResultEntryPanel(event: Signal<Option<Event>>, scored: Scored, save: Save) -> impl IntoView {
    let board = RwSignal::new(1u32);
    let boards = Memo::new(move |_| {
        event.with(|e| {
            let mut all: Vec<u32> = e.iter().flat_map(|e| e.schedule.rounds.iter().flat_map(|r| r.sittings.iter().flat_map(|s| s.boards.iter().copied()))).collect();
            all.sort_unstable();
            all.dedup();
            all
        })
    });
    // Entry from the travellers (a board, every table that played it) or from
    // the pickup slips (a table in a round, every board it played).
    let by_slip = RwSignal::new(false);
    let round = RwSignal::new(1u32);
    let table = RwSignal::new(1u32);
    // (board, first column, ns, ew) for each row.
    let rows = Memo::new(move |_| {
        if by_slip.get() {
            let (r, t) = (round.get(), table.get());
            event.with(|e| {
                e.iter()
                    .flat_map(|e| e.schedule.rounds.iter().filter(|x| x.number == r).flat_map(|x| x.sittings.iter().filter(|s| s.table == t)))
                    .flat_map(|s| s.boards.iter().map(move |&b| (b, b, s.home, s.away.unwrap_or(0))))
                    .collect::<Vec<_>>()
            })
        } else {
            let b = board.get();
            event.with(|e| {
                e.iter()
                    .flat_map(|e| e.schedule.rounds.iter().flat_map(move |r| r.sittings.iter().filter(move |s| s.boards.contains(&b)).map(move |s| (b, r.number, s.home, s.away.unwrap_or(0)))))
                    .collect::<Vec<_>>()
            })
        }
    });
    let missing = Memo::new(move |_| event.with(|e| e.as_ref().map(session::missing).unwrap_or_default()));
    // A row per board and pairs: another board, round or table makes new rows (empty inputs).
    let row_keys = move || rows.get();
    let step = move |d: i64| {
        let list = boards.get_untracked();
        if let Some(i) = list.iter().position(|&x| x == board.get_untracked()) {
            let j = (i as i64 + d).clamp(0, list.len() as i64 - 1) as usize;
            board.set(list[j]);
        }
    };
    view! {
        <section aria-labelledby="entry-title" data-testid="entry">
            <h2 id="entry-title">"Enter results"</h2>
            <fieldset class="mode">
                <legend>"Enter from"</legend>
                <label class="check"><input type="radio" name="entry-mode" prop:checked=move || !by_slip.get() on:change=move |_| by_slip.set(false) />" the travellers (a board)"</label>
                <label class="check"><input type="radio" name="entry-mode" prop:checked=move || by_slip.get() on:change=move |_| by_slip.set(true) />" the pickup slips (a table and round)"</label>
            </fieldset>
            <Show when=move || by_slip.get()>
                <div class="board-picker" data-testid="slip-picker">
                    <NumberField label="Round".to_string() value=round min=1 max=99 />
                    <NumberField label="Table".to_string() value=table min=1 max=99 />
                </div>
            </Show>
            <div class="board-picker" class:hidden=move || by_slip.get()>
                <button type="button" on:click=move |_| step(-1) aria-label="Previous board">"‹"</button>
                <label>
                    <span>"Board"</span>
                    <input type="number" min="1" data-testid="board-number" prop:value=move || board.get().to_string()
                        on:input=move |ev| { if let Ok(n) = event_target_value(&ev).parse::<u32>() { board.set(n) } } />
                </label>
                <button type="button" on:click=move |_| step(1) aria-label="Next board">"›"</button>
                <span class="facts">{move || {
                    let b = board.get();
                    format!("Dealer {}, vulnerable: {}", dealer(b).letter(), match vulnerability(b).pbn() { "None" => "none", "All" => "both", v => v })
                }}</span>
            </div>
            <table class="schedule traveller-entry">
                <caption>{move || if by_slip.get() { format!("Pickup slip, round {}, table {}", round.get(), table.get()) } else { format!("Traveller, board {}", board.get()) }}</caption>
                <thead><tr>
                    <th scope="col">{move || if by_slip.get() { "Board" } else { "Round" }}</th><th scope="col">"NS"</th><th scope="col">"EW"</th>
                    <th scope="col">"Contract"</th><th scope="col">"By"</th><th scope="col">"Tricks"</th><th scope="col">"Result"</th><th scope="col"><span class="visually-hidden">"Save"</span></th><th scope="col">"MP NS"</th>
                </tr></thead>
                <tbody>
                    <For each=row_keys key=|x| *x let:row>
                        <EntryRow event scored save=save.clone() board=row.0 first=row.1 ns=row.2 ew=row.3 />
                    </For>
                </tbody>
            </table>
            <p data-testid="missing">{move || {
                let m = missing.get();
                if m.is_empty() { "Every scheduled result is in.".to_string() } else {
                    format!("Still to come: {}.", m.iter().map(|(b, n)| format!("board {b} ({n})")).collect::<Vec<_>>().join(", "))
                }
            }}</p>
        </section>
    }
}

#[component]
fn EntryRow(
    event: Signal<Option<Event>>,
    scored: Scored,
    save: Save,
    board: u32,
    /// The first column: the round (traveller) or the board (pickup slip).
    first: u32,
    ns: u32,
    ew: u32,
) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let contract = RwSignal::new(String::new());
    let declarer = RwSignal::new(String::new());
    let tricks = RwSignal::new(String::new());
    // What is entered now for this table, derived from the log.
    let current = Memo::new(move |_| {
        scored.with(|s| {
            s.as_ref().and_then(|(t, _)| t.boards.iter().find(|b| b.number == board).and_then(|b| b.results.iter().find(|r| r.ns == ns && r.ew == ew)).map(|r| r.outcome.clone()))
        })
    });
    // How this result's match points were made (pairs sessions), from the
    // shared travellers: one board's arithmetic, not the whole session again.
    let explanation = Memo::new(move |_| {
        let setup = event.with(|e| e.as_ref().filter(|e| e.format == clubscore_engine::Format::BridgePairs).and_then(|e| e.bridge))?;
        scored.with(|s| session::explain_in(&s.as_ref()?.0, setup.scoring, board, ns, ew))
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let text = contract.get_untracked();
        let upper = text.trim().to_ascii_uppercase();
        let entry = match ResultEntry::parse_adjusted(&text) {
            Some(adjusted) => adjusted,
            None => {
                let passed = matches!(upper.as_str(), "PASS" | "P" | "AP");
                let t = if passed { Some(0) } else { tricks.get_untracked().trim().parse::<u8>().ok() };
                let Some(t) = t else { return notices.problem(format!("Board {board}, NS {ns} v EW {ew}: type the tricks declarer took (0 to 13).")) };
                ResultEntry::Played { contract: text.trim().to_string(), declarer: seat_of(&declarer.get_untracked()), tricks: t, lead: None }
            }
        };
        // Checked and built against the event in place; copied once, to save.
        let checked = event.with_untracked(|e| {
            let e = e.as_ref()?;
            Some(session::check_entry(e, board, ns, ew, &entry).map(|w| (w, session::result_entry(e, &device(), storage::now(), Role::Scorer, board, ns, ew, entry.clone(), None))))
        });
        match checked {
            None => {}
            Some(Err(err)) => notices.problem(format!("Board {board}, NS {ns} v EW {ew}: {err}.")),
            Some(Ok((warnings, le))) => {
                let Some(mut edited) = event.get_untracked() else { return };
                if let Err(err) = edited.append(le) {
                    return notices.problem(err.to_string());
                }
                let shown = session::outcome(board, &entry).map(|o| describe(&o)).unwrap_or_default();
                let mut message = format!("Board {board}, NS {ns} v EW {ew}: {shown}.");
                for w in warnings {
                    message.push_str(&format!(" Note: {w}."));
                }
                if save(edited, message) {
                    contract.set(String::new());
                    declarer.set(String::new());
                    tricks.set(String::new());
                }
            }
        }
    };
    let id = format!("b{board}-{ns}-{ew}");
    view! {
        <tr data-testid="entry-row">
            <td>{first}</td>
            <td>{ns}</td>
            <td>{ew}</td>
            <td><input form=id.clone() type="text" size="6" aria-label=format!("Contract, NS {ns} v EW {ew}") placeholder="4S, 3NTX, Pass, A+/A-"
                prop:value=move || contract.get() on:input=move |ev| contract.set(event_target_value(&ev)) /></td>
            <td><input form=id.clone() type="text" size="1" maxlength="1" aria-label=format!("Declarer, NS {ns} v EW {ew}") placeholder="N"
                prop:value=move || declarer.get() on:input=move |ev| declarer.set(event_target_value(&ev)) /></td>
            <td><input form=id.clone() type="number" min="0" max="13" aria-label=format!("Tricks, NS {ns} v EW {ew}")
                prop:value=move || tricks.get() on:input=move |ev| tricks.set(event_target_value(&ev)) /></td>
            <td data-testid="entered">{move || current.get().map(|o| describe(&o)).unwrap_or_else(|| "—".into())}</td>
            <td><form id=id novalidate on:submit=submit><button type="submit" aria-label=format!("Save board {board}, NS {ns} v EW {ew}")>"Save"</button></form></td>
            <td data-testid="mp">{move || explanation.get().map(|x| view! {
                <details class="how">
                    <summary>{format!("{:.2}", x.ns)}</summary>
                    <p>{x.text}</p>
                </details>
            })}</td>
        </tr>
    }
}

/// This device's name in log entries: stable per browser profile.
fn device() -> String {
    let key = "clubscore/device";
    let storage = web_sys::window().and_then(|w| w.local_storage().ok().flatten());
    if let Some(s) = &storage {
        if let Ok(Some(id)) = s.get_item(key) {
            return id;
        }
    }
    let id = format!("d{:x}", storage::random_u32());
    if let Some(s) = storage {
        let _ = s.set_item(key, &id);
    }
    id
}

#[component]
fn Standings(event: Signal<Option<Event>>, scored: Scored) -> impl IntoView {
    let standings = Memo::new(move |_| scored.with(|s| s.as_ref().map(|(_, s)| s.standings.clone()).unwrap_or_default()));
    // The handicapped ranking beside the scratch one, when any pair has a handicap.
    let handicapped = Memo::new(move |_| event.with(|e| scored.with(|s| match (e, s) {
        (Some(e), Some((_, s))) => session::handicapped(e, s),
        _ => Vec::new(),
    })));
    let directions = Memo::new(move |_| {
        standings.with(|rows| {
            [(Direction::NS, "North-South"), (Direction::EW, "East-West"), (Direction::Both, "")]
                .into_iter()
                .filter(|(d, _)| rows.iter().any(|x| x.direction == *d))
                .collect::<Vec<_>>()
        })
    });
    // Names follow renames (and only renames); the rest of a row only its own figures.
    let names = Memo::new(move |_| event.with(|e| e.as_ref().map(|e| e.participants.iter().map(|p| (p.number, p.name.clone())).collect::<std::collections::BTreeMap<_, _>>()).unwrap_or_default()));
    let name = move |pair: u32| names.with(|m| m.get(&pair).cloned().unwrap_or_default());
    view! {
        <section aria-labelledby="standings-title" data-testid="standings">
            <h2 id="standings-title">"Standings"</h2>
            {move || directions.get().into_iter().map(|(d, title)| {
                // Rows are kept while their figures stay the same: a result
                // redraws only the pairs whose standing it changed.
                let rows = move || standings.with(|all| all.iter().filter(|x| x.direction == d).cloned().collect::<Vec<_>>());
                view! {
                    <table class="schedule standings">
                        {(!title.is_empty()).then(|| view! { <caption>{title}</caption> })}
                        <thead><tr><th scope="col">"Place"</th><th scope="col">"Pair"</th><th scope="col">"Names"</th><th scope="col">"Boards"</th><th scope="col">"Match points"</th><th scope="col">"%"</th>
                            {move || (!handicapped.with(Vec::is_empty)).then(|| view! { <th scope="col">"Handicapped %"</th><th scope="col">"Place"</th> })}</tr></thead>
                        <tbody>
                            <For each=rows key=|r| (r.pair, r.rank.clone(), r.boards, r.mp.to_bits(), r.max.to_bits()) let:r>
                                <tr data-testid="standing">
                                    <td>{r.rank.clone()}</td><td>{r.pair}</td><td>{move || name(r.pair)}</td><td>{r.boards}</td>
                                    <td>{format!("{:.2} / {:.0}", r.mp, r.max)}</td><td>{format!("{:.2}", r.pct)}</td>
                                    {move || handicapped.with(|h| h.iter().find(|x| x.0 == r.pair && x.1 == r.direction).map(|x| (x.2, x.3.clone()))).map(|(pct, place)| view! {
                                        <td data-testid="handicapped">{format!("{pct:.2}")}</td><td>{place}</td>
                                    })}
                                </tr>
                            </For>
                        </tbody>
                    </table>
                }
            }).collect_view()}
        </section>
    }
}

/// The files a session's results travel in.
fn result_files(e: &Event) -> Vec<(String, String, String)> {
    use clubscore_engine::formats::{csv, html, pbn, usebio};
    let travellers = session::travellers(e);
    let scored = session::score_from(e, &travellers);
    let names = |p: u32| e.participants.iter().find(|x| x.number == p).map(|x| x.name.clone()).unwrap_or_default();
    let stem: String = e.name.chars().map(|c| if c.is_alphanumeric() { c } else { '-' }).collect::<String>();
    let stem = format!("{}-{}", stem.trim_matches('-'), e.date);
    let players = |p: u32, _: Direction| vec![names(p)];
    let info = usebio::EventInfo { club_name: "", club_id: "", description: &e.name, date: &e.date, players: &players };
    vec![
        (format!("{stem}-results.html"), "text/html".into(), html::results_page(&e.name, &e.date, &travellers, &scored, &names)),
        (format!("{stem}-ranking.csv"), "text/csv".into(), csv::standings(&scored, |p| Some(names(p)))),
        (format!("{stem}-travellers.csv"), "text/csv".into(), csv::travellers(&travellers, &scored)),
        (format!("{stem}.pbn"), "application/x-pbn".into(), pbn::write_session(&travellers, &scored)),
        (format!("{stem}-usebio.xml"), "application/xml".into(), usebio::write_pairs(&info, &travellers, &scored)),
    ]
}

#[component]
fn Sharing(event: Signal<Option<Event>>) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let download = move |index: usize| {
        if let Some(e) = event.get_untracked() {
            if let Some((name, mime, body)) = result_files(&e).into_iter().nth(index) {
                match crate::share::download(&name, &mime, &body) {
                    Ok(()) => notices.done(format!("{name} downloaded.")),
                    Err(err) => notices.problem(err),
                }
            }
        }
    };
    let mail_href = move || event.with(|e| e.as_ref().map(|e| crate::share::mailto(&format!("Results: {}", e.name), &session::ranking_text(e))).unwrap_or_default());
    let share = move |_| {
        let Some(e) = event.get_untracked() else { return };
        leptos::task::spawn_local(async move {
            let files = result_files(&e);
            let shared = crate::share::share_files(&format!("Results: {}", e.name), &session::ranking_text(&e), &files[..1]).await;
            if !shared {
                match crate::share::download(&files[0].0, &files[0].1, &files[0].2) {
                    Ok(()) => notices.done(format!("{} downloaded: attach it to an email (the link below opens one with the ranking).", files[0].0)),
                    Err(err) => notices.problem(err),
                }
            }
        });
    };
    let labels = ["Results page (HTML)", "Ranking (CSV)", "Travellers (CSV)", "PBN with scores", "USEBIO XML"];
    view! {
        <section aria-labelledby="share-title" data-testid="sharing">
            <h2 id="share-title">"Share the results"</h2>
            <div class="actions">
                <button type="button" class="primary" on:click=share>"Share…"</button>
                {labels.into_iter().enumerate().map(|(i, label)| view! {
                    <button type="button" on:click=move |_| download(i)>{label}</button>
                }).collect_view()}
                <a class="button" href=mail_href>"Email the ranking"</a>
                <button type="button" on:click=move |_| {
                    if let Some(e) = event.get_untracked() {
                        let page = result_files(&e).swap_remove(0).2;
                        if let Err(err) = crate::share::open_html(&page) { notices.problem(err) }
                    }
                }>"Print the results"</button>
            </div>
        </section>
    }
}

#[component]
fn AuditTrail(event: Signal<Option<Event>>, save: Save) -> impl IntoView {
    use clubscore_engine::audit::{self, Status};
    // The trail is worked out and drawn only while it is open: a big evening
    // has hundreds of entries, and entering a result must stay quick.
    let open = RwSignal::new(false);
    let lines = Memo::new(move |_| if open.get() { event.with(|e| e.as_ref().map(audit::trail).unwrap_or_default()) } else { Vec::new() });
    let count = Memo::new(move |_| event.with(|e| e.as_ref().map(|e| e.log.len()).unwrap_or(0)));
    let undoing = RwSignal::new(None::<(clubscore_engine::event::EntryId, usize)>);
    let reason = RwSignal::new(String::new());
    let confirm = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let (Some(e), Some((id, number))) = (event.get_untracked(), undoing.get_untracked()) else { return };
        let why = Some(reason.get_untracked().trim().to_string()).filter(|w| !w.is_empty());
        let entry = audit::undo(&e, &id, &device(), storage::now(), Role::Director, why);
        let mut edited = e.clone();
        if edited.append(entry).is_ok() && save(edited, format!("Entry {number} undone; it stays in the trail.")) {
            undoing.set(None);
            reason.set(String::new());
        }
    };
    view! {
        <section aria-labelledby="audit-title" data-testid="audit">
            <h2 id="audit-title">"Audit trail"</h2>
            <details on:toggle=move |ev| {
                use wasm_bindgen::JsCast;
                let opened = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok()).map(|d| d.open()).unwrap_or(false);
                open.set(opened);
            }>
                <summary>{move || match count.get() { 1 => "1 entry".to_string(), n => format!("{n} entries, newest first") }}</summary>
                <table class="schedule audit">
                    <thead><tr><th scope="col">"#"</th><th scope="col">"When"</th><th scope="col">"By"</th><th scope="col">"What"</th><th scope="col">"Why"</th><th scope="col">"Status"</th><th scope="col"><span class="visually-hidden">"Undo"</span></th></tr></thead>
                    <tbody>
                        {move || {
                            let total = count.get();
                            lines.get().into_iter().enumerate().map(|(i, line)| {
                                let number = total - i;
                                let id = line.id.clone();
                                let status = match line.status { Status::Current => "counts", Status::SetAside => "set aside", Status::Undo => "undo" };
                                view! {
                                    <tr data-testid="audit-line" class=status.replace(' ', "-")>
                                        <td>{number}</td>
                                        <td>{storage::local_time(line.at)}</td>
                                        <td>{format!("{:?} ({})", line.role, line.id.device).to_lowercase()}</td>
                                        <td>{line.text}</td>
                                        <td>{line.why.unwrap_or_default()}</td>
                                        <td>{status}</td>
                                        <td>{(line.status != Status::SetAside).then(|| view! {
                                            <button type="button" aria-label=format!("Undo entry {number}") on:click=move |_| undoing.set(Some((id.clone(), number)))>"Undo"</button>
                                        })}</td>
                                    </tr>
                                }
                            }).collect_view()
                        }}
                    </tbody>
                </table>
                {move || undoing.get().map(|(_, number)| {
                    let confirm = confirm.clone();
                    view! {
                    <form class="inline" on:submit=confirm data-testid="undo-form">
                        <label>
                            <span>{format!("Why undo entry {number}? (optional)")}</span>
                            <input type="text" prop:value=move || reason.get() on:input=move |ev| reason.set(event_target_value(&ev)) />
                        </label>
                        <button type="submit" class="danger">{format!("Undo entry {number}")}</button>
                        <button type="button" on:click=move |_| undoing.set(None)>"Cancel"</button>
                    </form>
                    }
                })}
            </details>
        </section>
    }
}

#[component]
fn TeamStandings(event: Signal<Option<Event>>) -> impl IntoView {
    let standings = Memo::new(move |_| event.with(|e| e.as_ref().map(session::team_standings).unwrap_or_default()));
    let matches = Memo::new(move |_| event.with(|e| e.as_ref().map(session::team_matches).unwrap_or_default()));
    let ladder = Memo::new(move |_| event.with(|e| e.as_ref().map(session::team_ladder).unwrap_or_default()));
    let total_imps = Memo::new(move |_| event.with(|e| e.as_ref().and_then(|e| e.bridge).and_then(|b| b.teams) == Some(clubscore_engine::bridge::session::TeamsScoring::TotalImps)));
    let name = move |team: u32| event.with_untracked(|e| e.as_ref().and_then(|e| e.participants.iter().find(|p| p.number == team).map(|p| p.name.clone())).unwrap_or_default());
    let vp = |h: u32| format!("{:.2}", h as f64 / 100.0);
    view! {
        <section aria-labelledby="standings-title" data-testid="standings">
            <h2 id="standings-title">"Standings"</h2>
            <table class="schedule standings">
                <thead><tr><th scope="col">"Place"</th><th scope="col">"Team"</th><th scope="col">"Name"</th><th scope="col">"Matches"</th><th scope="col">"IMPs"</th>
                    <th scope="col">{move || if total_imps.get() { "Net IMPs" } else { "VPs" }}</th><th scope="col">"Ladder %"</th></tr></thead>
                <tbody>
                    {move || standings.get().into_iter().map(|t| view! {
                        <tr data-testid="standing">
                            <td>{t.rank.clone()}</td><td>{t.team}</td><td>{name(t.team)}</td><td>{t.played}</td>
                            <td>{format!("{}–{}", t.imps_for, t.imps_against)}</td>
                            <td>{if total_imps.get_untracked() { format!("{:+}", t.imps_for - t.imps_against) } else { vp(t.vp) }}</td>
                            <td>{ladder.with_untracked(|l| l.iter().find(|x| x.0 == t.team).map(|x| format!("{:.2}", x.1)).unwrap_or_default())}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            <h3>"Matches"</h3>
            <table class="schedule matches">
                <thead><tr><th scope="col">"Match"</th><th scope="col">"Boards in"</th><th scope="col">"IMPs"</th><th scope="col">"VPs"</th></tr></thead>
                <tbody>
                    {move || matches.get().into_iter().map(|m| view! {
                        <tr data-testid="match">
                            <td>{format!("{} v {}", m.home, m.away)}</td>
                            <td>{format!("{} of {}", m.scored.len(), m.boards.len())}</td>
                            <td>{format!("{}–{}", m.home_imps, m.away_imps)}</td>
                            <td>{if m.scored.is_empty() || total_imps.get_untracked() { String::new() } else { format!("{}–{}", vp(m.home_vp), vp(m.away_vp)) }}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
        </section>
    }
}

/// The files a teams event's results travel in: the results page and the standings CSV.
fn team_files(e: &Event) -> Vec<(String, String, String)> {
    use clubscore_engine::formats::{csv, html};
    let names = |t: u32| e.participants.iter().find(|x| x.number == t).map(|x| x.name.clone()).unwrap_or_default();
    let standings = session::team_standings(e);
    let total_imps = e.bridge.and_then(|b| b.teams) == Some(clubscore_engine::bridge::session::TeamsScoring::TotalImps);
    let stem: String = e.name.chars().map(|c| if c.is_alphanumeric() { c } else { '-' }).collect::<String>();
    let stem = format!("{}-{}", stem.trim_matches('-'), e.date);
    vec![
        (format!("{stem}-results.html"), "text/html".into(), html::teams_results_page(&e.name, &e.date, &standings, &session::team_matches(e), &session::team_ladder(e), total_imps, &names)),
        (format!("{stem}-standings.csv"), "text/csv".into(), csv::team_standings(&standings, |t| Some(names(t)))),
    ]
}

#[component]
fn TeamSharing(event: Signal<Option<Event>>) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let download = move |index: usize| {
        if let Some((name, mime, body)) = event.get_untracked().and_then(|e| team_files(&e).into_iter().nth(index)) {
            match crate::share::download(&name, &mime, &body) {
                Ok(()) => notices.done(format!("{name} downloaded.")),
                Err(err) => notices.problem(err),
            }
        }
    };
    view! {
        <section aria-labelledby="share-title" data-testid="sharing">
            <h2 id="share-title">"Share the results"</h2>
            <div class="actions">
                <button type="button" on:click=move |_| download(0)>"Results page (HTML)"</button>
                <button type="button" on:click=move |_| download(1)>"Standings (CSV)"</button>
                <button type="button" on:click=move |_| {
                    if let Some(e) = event.get_untracked() {
                        if let Err(err) = crate::share::open_html(&team_files(&e).swap_remove(0).2) { notices.problem(err) }
                    }
                }>"Print the results"</button>
            </div>
        </section>
    }
}
