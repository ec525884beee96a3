//! Pairings and results: the next round paired (a Swiss by C.04.6, a round
//! robin whole from the Berger tables), the last pairing taken back, and
//! each round's matches with their boards. A board's result is one key or
//! one tap (`1`, `=` or `5`, `0`, `+`, `-`), saved at once, and the cursor
//! moves to the next board, so a whole round goes in from the match sheets
//! without the mouse.

use super::screen::{closest, data, Screen};
use super::Now;
use super::Run;
use clubscore_engine::chess::log::{self, Command};
use clubscore_engine::chess::protocol::{Button, Form};
use clubscore_engine::chess::screens::{self, Act};
use clubscore_engine::chess::tournament::{BoardResult, Match, System, Tournament};
use clubscore_engine::html_of;
use clubscore_engine::markup::Html;
use leptos::prelude::*;

#[component]
pub fn Rounds(tournament: Now, run: Run, renumbered: Signal<Option<(i64, log::Renumbering)>>) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let rounds = Memo::new(move |_| tournament.with_setup(|t| t.map(|t| t.rounds.len() as u32).unwrap_or(0)));
    // A plain closure: it re-runs only when the set-up changes, as a memo would (a memo is about a kilobyte of the page).
    let swiss = move || tournament.with_setup(|t| t.is_some_and(|t| t.settings.system == System::Swiss));
    // Every declared round played: another is paired only on purpose.
    let finished = Memo::new(move |_| tournament.with(|t| t.is_some_and(Tournament::finished)));
    // The round chosen; a new round shows itself.
    let shown = crate::edited::Edited::new(rounds);
    let account = RwSignal::new(Vec::<String>::new());
    // Teams out of the next round as a team (ticked before it is paired): a zero-point bye.
    let absent_list = NodeRef::<leptos::html::Details>::new();
    let absent_html = move || tournament.with_setup(|t| t.map(|t| screens::absent_list(t).into_string()).unwrap_or_default());
    let pair = {
        let run = run.clone();
        move || {
            let Some(mut t) = tournament.with_untracked(|t| t.cloned()) else { return };
            let round = t.rounds.len() + 1;
            // Teams never ordered (by hand, by rating or by lot) are ordered by rating when round 1 is paired.
            if round == 1 && renumbered.get_untracked().is_none() && t.order_by_rating().is_ok_and(|changes| !changes.is_empty()) {
                let order = t.teams.iter().map(|x| x.id).collect();
                if !run(Command::Renumber { order, how: log::Renumbering::Rating }, "Teams ordered by rating.".into()) {
                    return;
                }
            }
            if t.settings.system != System::Swiss {
                run(Command::PairAll, "The round robin is paired from the Berger tables.".into());
                return;
            }
            let out: Vec<u32> =
                absent_list.get_untracked().map(|d| super::screen::fields_of(&d).into_iter().filter_map(|(_, v)| v.parse().ok()).collect()).unwrap_or_default();
            match log::pair_next(&t, &out, u64::from(crate::storage::random_u32())) {
                Ok((command, pairing)) => {
                    let said = format!(
                        "Round {round} paired: {} matches{}{}.",
                        pairing.matches.len(),
                        if pairing.bye.is_some() { " and a bye" } else { "" },
                        if out.is_empty() { String::new() } else { format!(", {} team(s) absent", out.len()) }
                    );
                    if run(command, said) {
                        account.set(pairing.account);
                        // The new round at once: the screen never shows the old round's matches under the new notice.
                        shown.set(round as u32);
                    }
                }
                Err(why) => notices.problem(why.to_string()),
            }
        }
    };
    // The round's commands as HTML, one listener for them (a closure per button costs the page more than the buttons).
    let head = rounds_head(tournament, finished);
    let screen = Screen::new(run.clone());
    let ask = super::use_ask();
    let act = move |ev: leptos::ev::MouseEvent| {
        let Some(button) = super::screen::closest(&ev, "button[data-act]").and_then(|b| b.get_attribute("data-act")).and_then(|code| Button::read(&code).ok())
        else {
            return;
        };
        match button {
            // Past the declared rounds, a round more is asked about first.
            Button::Pair if finished.get_untracked() => {
                let n = rounds.get_untracked();
                let pair = pair.clone();
                ask.ask(
                    "Pair a round beyond the tournament?",
                    format!("The tournament was declared with {n} rounds, and all are played. Round {} would be an extra round.", n + 1),
                    Vec::new(),
                    "Pair the extra round",
                    move || pair(),
                );
            }
            Button::Pair => pair(),
            Button::TakeBack => {
                (screen.run)(Command::TakeBack, "The last pairing was taken back.".into());
                account.set(Vec::new());
            }
            Button::PrintLineUp => {
                super::standings::print(tournament, clubscore_engine::chess::html::Printout::LineUpForms(rounds.get_untracked() + 1, None), None, notices)
            }
            other => {
                tournament.with_untracked(|t| t.map(|t| screen.carry_out(screens::press(t, other, 0, 0, 0, None))));
            }
        }
    };
    view! {
        <section aria-labelledby="rounds-title" class="chess-rounds">
            <h2 id="rounds-title">"Pairings and results"</h2>
            <div on:click=act inner_html=head></div>
            <Show when=move || swiss()>
                <details class="absent" data-testid="absent" node_ref=absent_list inner_html=move || absent_html()></details>
            </Show>
            <div inner_html=move || account.with(|a| if a.is_empty() { String::new() } else { html_of!("<details class=\"account\"><summary>Why this pairing?</summary><pre>{}</pre></details>", a.join("\n")).into_string() })></div>
            <RoundPicker rounds shown />
            {move || {
                let r = shown.get();
                (r > 0).then(|| view! { <RoundView round=r tournament run=run.clone() /> })
            }}
        </section>
    }
}

/// The Pairings screen's commands as HTML (`screens::rounds_head`): made
/// again with the set-up, and when the last result finishes the tournament,
/// not for each result.
fn rounds_head(tournament: Now, finished: Memo<bool>) -> Memo<String> {
    Memo::new(move |_| {
        let finished = finished.get();
        tournament.with_setup(|t| t.map(|t| screens::rounds_head(t, finished).into_string()).unwrap_or_default())
    })
}

/// The rounds paired, one button each: the one shown pressed.
#[component]
fn RoundPicker(rounds: Memo<u32>, shown: crate::edited::Edited<u32>) -> impl IntoView {
    view! {
        <nav class="round-picker" aria-label="Rounds"
                on:click=move |ev| if let Some(r) = super::screen::closest(&ev, "button[data-round]").and_then(|b| super::screen::data(&b, "data-round")) { shown.set(r as u32) }
                inner_html=move || { let now = shown.get(); (1..=rounds.get()).map(|r| html_of!("<button type=\"button\" data-round=\"{}\" aria-pressed=\"{}\">Round {}</button>", r, r == now, r)).collect::<Html>().into_string() }>
            </nav>
    }
}

/// A round's matches. Each match is the engine's HTML (`html::match_screen`),
/// redrawn only when it changed, so entering a result in a 200-match round
/// redraws one match; the page listens once for the round's clicks and keys.
#[component]
fn RoundView(round: u32, tournament: Now, run: Run) -> impl IntoView {
    use clubscore_engine::chess::html::{self, Printout};
    let notices = crate::notice::use_notice();
    let print = move |what: Printout| super::standings::print(tournament, what, None, notices);
    let matches = match_parts(tournament, round);
    let container = NodeRef::<leptos::html::Div>::new();
    // The board row to move the keyboard to once the screen is redrawn.
    let next = RwSignal::new(None::<String>);
    super::screen::draw(container, matches, next);
    let screen = Screen::new(run.clone());
    let line_ups = RwSignal::new(None::<usize>);
    // A board's result, saved; the keyboard then moves to the next board (the next match's first after a match's last).
    // Cleared (Delete or Backspace), it stays.
    let set = {
        let run = run.clone();
        move |m: usize, b: usize, v: Option<BoardResult>| {
            let Act { command, said, .. } = screens::board_result(round, m, b, v);
            if run(command, said) {
                let boards = tournament.with_untracked(|t| t.map(|t| t.settings.boards as usize).unwrap_or(0));
                let to = match v {
                    None => html::board_id(round, m, b),
                    Some(_) if b + 1 < boards => html::board_id(round, m, b + 1),
                    Some(_) => html::board_id(round, m + 1, 0),
                };
                next.set(Some(format!("#{to}")));
            }
        }
    };
    let click = {
        let (set, screen) = (set.clone(), screen.clone());
        move |ev: leptos::ev::MouseEvent| {
            let Some(button) = closest(&ev, "button[data-m]") else { return };
            let Some(m) = data(&button, "data-m") else { return };
            if let (Some(b), Some(v)) = (data(&button, "data-b"), data(&button, "data-v")) {
                return BoardResult::ALL.get(v).into_iter().for_each(|v| set(m, b, Some(*v)));
            }
            let Some(act) = button.get_attribute("data-act").and_then(|code| Button::read(&code).ok()) else { return };
            match act {
                Button::LineUps => line_ups.set(Some(m)),
                Button::PrintSheet => print(Printout::MatchSheets(round, Some(m))),
                Button::PrintLineUp => print(Printout::LineUpForms(round, data(&button, "data-id").map(|id| id as u32))),
                Button::Seat => match tournament.with_untracked(|t| t.map(|t| screens::reseat(t, round, m))) {
                    Some(Ok(acts)) => {
                        for a in acts {
                            screen.carry_out(Ok(a));
                        }
                    }
                    Some(Err(why)) => screen.notices.problem(why),
                    None => {}
                },
                other => {
                    if let Some(a) = tournament.with_untracked(|t| t.and_then(|t| screens::press_match(t, round, m, other))) {
                        screen.carry_out(Ok(a));
                    }
                }
            }
        }
    };
    // A result key saves and moves on; Delete (or Backspace) clears the board's result and stays.
    let keydown = move |ev: leptos::ev::KeyboardEvent| {
        let key = ev.key();
        let Some(row) = closest(&ev, "tr[data-b]") else { return };
        let (Some(m), Some(b)) = (data(&row, "data-m"), data(&row, "data-b")) else { return };
        if let Some(v) = BoardResult::from_key(&key) {
            ev.prevent_default();
            set(m, b, Some(v));
        } else if matches!(key.as_str(), "Delete" | "Backspace") {
            ev.prevent_default();
            if tournament.with_untracked(|t| t.and_then(|t| t.rounds.get(round as usize - 1)?.matches.get(m)?.board(b)).is_some()) {
                set(m, b, None);
            }
        }
    };
    view! {
        <RoundHead round tournament />
        <div node_ref=container on:click=click on:keydown=keydown></div>
        <LooseBoards round tournament run=run.clone() screen=screen.clone() />
        {move || line_ups.get().map(|m| view! { <LineUpPanel round m tournament screen=screen.clone() close=move || line_ups.set(None) /> })}
    }
}

/// A round's tools (print, check the round), who sits out, and its matches
/// at a glance.
#[component]
fn RoundHead(round: u32, tournament: Now) -> impl IntoView {
    use clubscore_engine::chess::html::{self, Printout};
    let notices = crate::notice::use_notice();
    let print = move |what: Printout| super::standings::print(tournament, what, None, notices);
    // A plain closure: it re-runs only when the set-up changes, as a memo would (a memo is about a kilobyte of the page).
    let swiss = move || tournament.with_setup(|t| t.is_some_and(|t| t.settings.system == System::Swiss));
    let outside = Memo::new(move |_| {
        tournament.with_setup(|t| {
            let Some(t) = t else { return Vec::new() };
            let Some(r) = t.rounds.get(round as usize - 1) else { return Vec::new() };
            let label = |id: u32| t.team(id).map(|x| format!("{}. {}", x.number, x.name)).unwrap_or_default();
            let mut lines: Vec<String> = r.bye.map(|b| format!("Bye: {}", label(b))).into_iter().collect();
            lines.extend(r.absent.iter().map(|&a| format!("Absent: {}", label(a))));
            lines
        })
    });
    // Check the round: paired again by C.04.6 from the rounds before it, and compared.
    let checked = RwSignal::new(None::<Result<String, String>>);
    let check = move |_| checked.set(tournament.with_untracked(|t| t.map(|t| clubscore_engine::chess::swiss::check_round(t, round))));
    // The round's matches at a glance: each one's score, and its match points
    // once complete; made while it is open, not for each result behind it.
    let open_table = RwSignal::new(false);
    let table = Memo::new(move |_| match open_table.get() {
        true => tournament.with(|t| t.map(|t| html::pairings(t, round).into_string()).unwrap_or_default()),
        false => String::new(),
    });
    let complete = Memo::new(move |_| {
        tournament.with(|t| {
            let r = t.and_then(|t| t.rounds.get(round as usize - 1));
            r.map(|r| (r.matches.iter().filter(|m| m.complete()).count(), r.matches.len())).unwrap_or_default()
        })
    });
    view! {
        <h3>{format!("Round {round}")}</h3>
        <p class="actions">
            <button type="button" data-testid="print-pairings" on:click=move |_| print(Printout::Pairings(round))>"Print the pairings"</button>
            <button type="button" data-testid="print-sheets" on:click=move |_| print(Printout::MatchSheets(round, None))>"Print match sheets"</button>
            <button type="button" data-testid="print-line-ups" on:click=move |_| print(Printout::LineUpForms(round, None))>"Print line-up forms"</button>
            <Show when=move || swiss()><button type="button" data-testid="check-round" on:click=check>"Check the round"</button></Show>
        </p>
        <p role="status" data-testid="check-result">{move || checked.get().map(|c| match c {
            Ok(said) => view! { <span class="ok">{said}</span> }.into_any(),
            Err(said) => view! { <span class="problem">{said}</span> }.into_any(),
        })}</p>
        {move || outside.get().into_iter().map(|l| view! { <p class="facts">{l}</p> }).collect_view()}
        <details class="round-matches" data-testid="round-matches" on:toggle=move |ev| open_table.set(crate::components::details_open(&ev))>
            <summary>{move || { let (done, all) = complete.get(); format!("Matches: {done} of {all} complete") }}</summary>
            <div inner_html=move || table.get()></div>
        </details>
    }
}

/// Each match's HTML of a round, made again only when the match changed
/// (or anything but a board's result did: a team, a player, a line-up): one
/// result redraws one of a round's 200 matches.
fn match_parts(tournament: Now, round: u32) -> Memo<Vec<Html>> {
    use clubscore_engine::chess::html;
    let made = StoredValue::new((None::<u64>, Vec::<(Match, Html)>::new()));
    Memo::new(move |_| {
        tournament.with(|t| {
            let Some((t, r)) = t.and_then(|t| Some((t, t.rounds.get(round as usize - 1)?))) else { return Vec::new() };
            let era = tournament.setup();
            made.update_value(|(drawn, parts)| {
                if *drawn != era || parts.len() != r.matches.len() {
                    *drawn = era;
                    parts.clear();
                }
                for (m, game) in r.matches.iter().enumerate() {
                    if parts.get(m).is_none_or(|(was, _)| was != game) {
                        let part = (game.clone(), html::match_screen(t, round, m));
                        if m < parts.len() {
                            parts[m] = part;
                        } else {
                            parts.push(part);
                        }
                    }
                }
            });
            made.with_value(|(_, parts)| parts.iter().map(|(_, h)| h.clone()).collect::<Vec<_>>())
        })
    })
}

/// The round's boards added by hand (for no team), and the form to add one.
#[component]
fn LooseBoards(round: u32, tournament: Now, run: Run, screen: Screen) -> impl IntoView {
    // Boards added by hand: redrawn only when the round's loose boards or the players free for one change.
    let loose_state = Memo::new(move |_| {
        tournament.with_setup(|t| t.and_then(|t| Some((t.rounds.get(round as usize - 1)?.loose.clone(), screens::free_players(t, round)))).unwrap_or_default())
    });
    let loose_html = Memo::new(move |_| {
        loose_state.with(|(_, free)| tournament.with_untracked(|t| t.map(|t| screens::loose_boards(t, round, free).into_string()).unwrap_or_default()))
    });
    let loose_click = {
        let run = run.clone();
        move |ev: leptos::ev::MouseEvent| {
            let Some(button) = closest(&ev, "button[data-loose]") else { return };
            let Some(i) = data(&button, "data-loose") else { return };
            let v = data(&button, "data-v").and_then(|v| BoardResult::ALL.get(v).copied());
            if v.is_some() || button.get_attribute("data-act").and_then(|code| Button::read(&code).ok()) == Some(Button::RemoveBoard) {
                let Act { command, said, .. } = screens::loose_board(round, i, v);
                run(command, said);
            }
        }
    };
    let add_board = {
        move |ev: leptos::ev::SubmitEvent| {
            let Some(form) = closest(&ev, "form[data-form]") else { return };
            ev.prevent_default();
            screen.submit(tournament, Form::AddBoard.code(), 0, &super::screen::fields_of(&form));
        }
    };
    view! {
        <div on:click=loose_click on:submit=add_board inner_html=loose_html></div>
    }
}

/// A match's line-ups, and who is absent, to change until its first result.
#[component]
fn LineUpPanel(round: u32, m: usize, tournament: Now, screen: Screen, close: impl Fn() + Send + Sync + 'static) -> impl IntoView {
    let forms = move || tournament.with(|t| t.map(|t| screens::line_ups(t, round, m).into_string()).unwrap_or_default());
    let save = move |ev: leptos::ev::SubmitEvent| {
        let Some(form) = closest(&ev, "form[data-form]") else { return };
        ev.prevent_default();
        let team = data(&form, "data-id").unwrap_or(0) as u32;
        // The line-up, or who is absent (a reserve moves up).
        let kind = form.get_attribute("data-form").unwrap_or_default();
        screen.submit(tournament, &kind, team, &super::screen::fields_of(&form));
    };
    view! {
        <section class="line-up-panel" role="region" aria-label=format!("Line-ups of match {}", m + 1) data-testid="line-up-panel">
            <h4>{format!("Line-ups: round {round}, match {}", m + 1)}</h4>
            <p class="hint">"A line-up, and who is absent, can be changed until the match's first result."</p>
            <div on:submit=save inner_html=forms></div>
            <button type="button" on:click=move |_| close()>"Close"</button>
        </section>
    }
}
