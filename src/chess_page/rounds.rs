//! Pairings and results: the next round paired (a Swiss by C.04.6, a round
//! robin whole from the Berger tables), the last pairing taken back, and
//! each round's matches with their boards. A board's result is one key or
//! one tap (`1`, `=` or `5`, `0`, `+`, `-`), saved at once, and the cursor
//! moves to the next board, so a whole round goes in from the match sheets
//! without the mouse.

use super::Run;
use clubscore_engine::chess::log::{self, Command};
use clubscore_engine::chess::tournament::{BoardResult, Decision, Match, System, Tournament};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A result as the score sheet writes it ("" for none yet).
fn sheet(r: Option<BoardResult>) -> &'static str {
    r.map(BoardResult::sheet).unwrap_or("")
}

/// The key an arbiter types for a result.
fn from_key(key: &str) -> Option<BoardResult> {
    match key {
        "1" => Some(BoardResult::Win),
        "=" | "5" | "½" => Some(BoardResult::Draw),
        "0" => Some(BoardResult::Loss),
        "+" => Some(BoardResult::ForfeitWin),
        "-" => Some(BoardResult::ForfeitLoss),
        _ => None,
    }
}

const CHOICES: [BoardResult; 6] = [BoardResult::Win, BoardResult::Draw, BoardResult::Loss, BoardResult::ForfeitWin, BoardResult::ForfeitLoss, BoardResult::DoubleForfeit];

/// A board row's element id.
fn row_id(round: u32, m: usize, b: usize) -> String {
    format!("board-{round}-{m}-{b}")
}

/// Moves the keyboard to the board after this one (the next match's first board after a match's last).
fn focus_next(round: u32, m: usize, b: usize) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let next = doc.get_element_by_id(&row_id(round, m, b + 1)).or_else(|| doc.get_element_by_id(&row_id(round, m + 1, 0)));
    if let Some(el) = next.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = el.focus();
    }
}

#[component]
pub fn Rounds(tournament: Signal<Option<Tournament>>, run: Run) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let rounds = Memo::new(move |_| tournament.with(|t| t.as_ref().map(|t| t.rounds.len() as u32).unwrap_or(0)));
    let swiss = Memo::new(move |_| tournament.with(|t| t.as_ref().is_some_and(|t| t.settings.system == System::Swiss)));
    let shown = RwSignal::new(0u32);
    // A new round shows itself.
    Effect::new(move |_| shown.set(rounds.get()));
    let account = RwSignal::new(Vec::<String>::new());
    // Teams out of the next round as a team (marked before it is paired): a zero-point bye.
    let absent = RwSignal::new(Vec::<u32>::new());
    let teams = Memo::new(move |_| tournament.with(|t| t.as_ref().map(|t| t.teams.iter().filter(|x| x.withdrawn.is_none()).map(|x| (x.id, format!("{}. {}", x.number, x.name))).collect::<Vec<_>>()).unwrap_or_default()));
    let pair = {
        let run = run.clone();
        move |_| {
            let Some(t) = tournament.get_untracked() else { return };
            let round = t.rounds.len() + 1;
            if t.settings.system != System::Swiss {
                run(Command::PairAll, "The round robin is paired from the Berger tables.".into());
                return;
            }
            let out = absent.get_untracked();
            match log::pair_next(&t, &out, u64::from(crate::storage::random_u32())) {
                Ok((command, pairing)) => {
                    let said = format!("Round {round} paired: {} matches{}{}.", pairing.matches.len(), if pairing.bye.is_some() { " and a bye" } else { "" }, if out.is_empty() { String::new() } else { format!(", {} team(s) absent", out.len()) });
                    if run(command, said) {
                        account.set(pairing.account);
                        absent.set(Vec::new());
                    }
                }
                Err(why) => notices.problem(why.to_string()),
            }
        }
    };
    let take_back = {
        let run = run.clone();
        move |_| {
            run(Command::TakeBack, "The last pairing was taken back.".into());
            account.set(Vec::new());
        }
    };
    let next_label = move || if swiss.get() { format!("Pair round {}", rounds.get() + 1) } else { "Pair the round robin".to_string() };
    let can_pair = move || swiss.get() || rounds.get() == 0;
    let paired = move || rounds.get() > 0;
    view! {
        <section aria-labelledby="rounds-title" class="chess-rounds">
            <h2 id="rounds-title">"Pairings and results"</h2>
            <div class="actions">
                <Show when=can_pair><button type="button" class="primary" data-testid="pair" on:click=pair.clone()>{next_label}</button></Show>
                <Show when=paired><button type="button" data-testid="take-back" on:click=take_back.clone()>"Take back the last pairing"</button></Show>
            </div>
            <Show when=move || swiss.get()>
                <details class="absent" data-testid="absent">
                    <summary>{move || format!("Teams absent in round {}", rounds.get() + 1)}</summary>
                    {move || teams.get().into_iter().map(|(id, label)| view! {
                        <label class="check"><input type="checkbox" prop:checked=move || absent.with(|a| a.contains(&id))
                            on:change=move |ev| absent.update(|a| { a.retain(|x| *x != id); if event_target_checked(&ev) { a.push(id) } }) />{format!(" {label}")}</label>
                    }).collect_view()}
                </details>
            </Show>
            {move || (!account.with(Vec::is_empty)).then(|| view! {
                <details class="account"><summary>"Why this pairing?"</summary><pre>{account.get().join("\n")}</pre></details>
            })}
            <nav class="round-picker" aria-label="Rounds">
                {move || (1..=rounds.get()).map(|r| view! {
                    <button type="button" aria-pressed=move || (shown.get() == r).to_string() on:click=move |_| shown.set(r)>{format!("Round {r}")}</button>
                }).collect_view()}
            </nav>
            {move || {
                let r = shown.get();
                (r > 0).then(|| view! { <RoundView round=r tournament run=run.clone() /> })
            }}
        </section>
    }
}

#[component]
fn RoundView(round: u32, tournament: Signal<Option<Tournament>>, run: Run) -> impl IntoView {
    let count = Memo::new(move |_| tournament.with(|t| t.as_ref().and_then(|t| t.rounds.get(round as usize - 1)).map(|r| r.matches.len()).unwrap_or(0)));
    let name = move |id: u32| tournament.with(|t| t.as_ref().and_then(|t| t.team(id)).map(|x| format!("{}. {}", x.number, x.name)).unwrap_or_default());
    let outside = Memo::new(move |_| {
        tournament.with(|t| {
            let Some(t) = t.as_ref() else { return Vec::new() };
            let Some(r) = t.rounds.get(round as usize - 1) else { return Vec::new() };
            let label = |id: u32| t.team(id).map(|x| format!("{}. {}", x.number, x.name)).unwrap_or_default();
            let mut lines: Vec<String> = r.bye.map(|b| format!("Bye: {}", label(b))).into_iter().collect();
            lines.extend(r.absent.iter().map(|&a| format!("Absent: {}", label(a))));
            lines
        })
    });
    let notices = crate::notice::use_notice();
    // A printout of the round, opened in a page of its own to print.
    let print = move |make: fn(&Tournament, u32) -> String| {
        if let Some(html) = tournament.with_untracked(|t| t.as_ref().map(|t| make(t, round))) {
            if let Err(err) = crate::share::open_html(&html) {
                notices.problem(err);
            }
        }
    };
    view! {
        <h3>{format!("Round {round}")}</h3>
        <p class="actions">
            <button type="button" data-testid="print-sheets" on:click=move |_| print(clubscore_engine::chess::html::match_sheets)>"Print match sheets"</button>
            <button type="button" data-testid="print-line-ups" on:click=move |_| print(clubscore_engine::chess::html::line_up_forms)>"Print line-up forms"</button>
        </p>
        {move || outside.get().into_iter().map(|l| view! { <p class="facts">{l}</p> }).collect_view()}
        {move || (0..count.get()).map(|m| view! { <MatchView round m tournament run=run.clone() name /> }).collect_view()}
    }
}

#[component]
fn MatchView<N>(round: u32, m: usize, tournament: Signal<Option<Tournament>>, run: Run, name: N) -> impl IntoView
where
    N: Fn(u32) -> String + Copy + Send + Sync + 'static,
{
    let game = Memo::new(move |_| tournament.with(|t| t.as_ref().and_then(|t| t.rounds.get(round as usize - 1)).and_then(|r| r.matches.get(m)).cloned()));
    let player = move |id: Option<u32>| id.and_then(|p| tournament.with(|t| t.as_ref().and_then(|t| t.player(p)).map(|x| x.name.clone()))).unwrap_or_else(|| "(empty board)".into());
    let score = move || game.with(|g| g.as_ref().map(|g| {
        let (a, b) = g.score();
        clubscore_engine::chess::html::score(a, b)
    }).unwrap_or_default());
    let title = move || game.with(|g| g.as_ref().map(|g| format!("Match {}: {} – {}", m + 1, name(g.first), name(g.second))).unwrap_or_default());
    let boards = Memo::new(move |_| game.with(|g| g.as_ref().map(|g| g.results.len()).unwrap_or(0)));
    let decision = Memo::new(move |_| game.with(|g| g.as_ref().and_then(|g| g.decision)));
    let decide = {
        let run = run.clone();
        move |d: Option<Decision>| {
            let said = match d {
                Some(Decision::ToFirst) => format!("Round {round}, match {}: forfeited by decision, to the first-named team.", m + 1),
                Some(Decision::ToSecond) => format!("Round {round}, match {}: forfeited by decision, to the second-named team.", m + 1),
                Some(Decision::Neither) => format!("Round {round}, match {}: forfeited by decision, lost by both.", m + 1),
                None => format!("Round {round}, match {}: the decision is withdrawn; the board results count again.", m + 1),
            };
            run(Command::Decide { round, m, decision: d }, said);
        }
    };
    let decision_words = move || match decision.get() {
        Some(Decision::ToFirst) => "Forfeited by decision: to the first-named team.",
        Some(Decision::ToSecond) => "Forfeited by decision: to the second-named team.",
        Some(Decision::Neither) => "Forfeited by decision: lost by both.",
        None => "",
    };
    view! {
        <article class="match" data-testid="match">
            <h4>{title}" "<span class="score" data-testid="match-score">{score}</span></h4>
            {move || decision.get().is_some().then(|| view! { <p class="problem" data-testid="decision">{decision_words}</p> })}
            <details class="match-tools">
                <summary>"Line-ups and decisions"</summary>
                <LineUps round m game tournament run=run.clone() />
                <p class="actions">
                    {
                        let (d1, d2, d3, d4) = (decide.clone(), decide.clone(), decide.clone(), decide.clone());
                        view! {
                            <button type="button" on:click=move |_| d1(Some(Decision::ToFirst))>"Forfeit by decision: to the first-named"</button>
                            <button type="button" on:click=move |_| d2(Some(Decision::ToSecond))>"Forfeit by decision: to the second-named"</button>
                            <button type="button" on:click=move |_| d3(Some(Decision::Neither))>"Forfeit by decision: lost by both"</button>
                            <Show when=move || decision.get().is_some()><button type="button" on:click={ let d4 = d4.clone(); move |_| d4(None) }>"Withdraw the decision"</button></Show>
                        }
                    }
                </p>
            </details>
            <table class="boards">
                <thead><tr><th scope="col">"Board"</th><th scope="col">"First-named team"</th><th scope="col">"Second-named team"</th><th scope="col">"Result"</th></tr></thead>
                <tbody>
                    {move || (0..boards.get()).map(|b| {
                        let run = run.clone();
                        let set = {
                            let run = run.clone();
                            move |v: Option<BoardResult>| {
                                if run(Command::Board { r: round, m, b: b as u32 + 1, v }, format!("Round {round}, match {}, board {}: {}.", m + 1, b + 1, if v.is_some() { sheet(v) } else { "cleared" })) {
                                    focus_next(round, m, b);
                                }
                            }
                        };
                        let keydown = {
                            let set = set.clone();
                            move |ev: leptos::ev::KeyboardEvent| {
                                if let Some(v) = from_key(&ev.key()) {
                                    ev.prevent_default();
                                    set(Some(v));
                                }
                            }
                        };
                        let first_white = b % 2 == 0;
                        let seats = move || game.with(|g| g.as_ref().map(|g| (g.line_ups[0].get(b).copied().flatten(), g.line_ups[1].get(b).copied().flatten())).unwrap_or((None, None)));
                        let now = move || game.with(|g| g.as_ref().and_then(|g| g.board(b)));
                        view! {
                            <tr id=row_id(round, m, b) tabindex="0" on:keydown=keydown aria-label=format!("Board {}: type 1, = or 5, 0, + or -", b + 1) data-testid="board-row">
                                <td>{b + 1}</td>
                                <td>{move || format!("{} ({})", player(seats().0), if first_white { "White" } else { "Black" })}</td>
                                <td>{move || format!("{} ({})", player(seats().1), if first_white { "Black" } else { "White" })}</td>
                                <td class="result">
                                    <span class="now" data-testid="board-result">{move || sheet(now())}</span>
                                    {CHOICES.into_iter().map(|v| {
                                        let label = v.sheet();
                                        let set = set.clone();
                                        view! { <button type="button" class="result-choice" aria-label=format!("Board {}: {label}", b + 1) aria-pressed=move || (now() == Some(v)).to_string() on:click=move |_| set(Some(v))>{label}</button> }
                                    }).collect_view()}
                                </td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
        </article>
    }
}

/// A match's line-ups: for each side, who sits on each board (a player of
/// its roster, or the board left empty). Changed only before the match's
/// first result; the engine says why when it refuses.
#[component]
fn LineUps(round: u32, m: usize, game: Memo<Option<Match>>, tournament: Signal<Option<Tournament>>, run: Run) -> impl IntoView {
    let sides = Memo::new(move |_| game.with(|g| g.as_ref().map(|g| [(g.first, g.line_ups[0].clone()), (g.second, g.line_ups[1].clone())])));
    view! {
        {move || sides.get().map(|sides| sides.into_iter().map(|(team, line_up)| {
            let roster = tournament.with_untracked(|t| t.as_ref().and_then(|t| t.team(team).map(|x| (x.name.clone(), x.roster.iter().filter_map(|p| t.player(*p).map(|q| (q.id, q.name.clone()))).collect::<Vec<_>>())))).unwrap_or_default();
            let (name, players) = roster;
            let chosen = RwSignal::new(line_up.clone());
            let run = run.clone();
            let team_name = name.clone();
            let save = move |ev: leptos::ev::SubmitEvent| {
                ev.prevent_default();
                run(Command::LineUp { round, m, team, players: chosen.get_untracked() }, format!("Round {round}, match {}: {name}'s line-up saved.", m + 1));
            };
            view! {
                <form class="line-up" on:submit=save data-testid="line-up">
                    <fieldset>
                        <legend>{format!("{team_name}'s line-up")}</legend>
                        {line_up.iter().enumerate().map(|(b, _)| {
                            let options = players.clone();
                            view! {
                                <label><span>{format!("Board {}", b + 1)}</span>
                                    <select on:change=move |ev| { let v = event_target_value(&ev); chosen.update(|c| c[b] = v.parse::<u32>().ok()) }>
                                        <option value="" selected=move || chosen.with(|c| c[b].is_none())>"(empty board)"</option>
                                        {options.into_iter().map(|(id, n)| view! { <option value=id.to_string() selected=move || chosen.with(|c| c[b] == Some(id))>{n}</option> }).collect_view()}
                                    </select>
                                </label>
                            }
                        }).collect_view()}
                        <button type="submit">"Save line-up"</button>
                    </fieldset>
                </form>
            }
        }).collect_view())}
    }
}
