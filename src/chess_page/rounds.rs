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
use clubscore_engine::chess::screens::Act;
use clubscore_engine::chess::tournament::{BoardResult, Decision, Match, System, Tournament};
use clubscore_engine::markup::Html;
use clubscore_engine::{html, html_of};
use leptos::prelude::*;

#[component]
pub fn Rounds(tournament: Now, run: Run, renumbered: Signal<Option<(i64, log::Renumbering)>>) -> impl IntoView {
    let notices = crate::notice::use_notice();
    // Until the round team numbers can be corrected: a warning when they no longer follow the ratings.
    let off_ratings = Memo::new(move |_| {
        tournament.with_setup(|t| {
            t.is_some_and(|t| {
                t.settings.system == System::Swiss && !t.rounds.is_empty() && (t.rounds.len() as u32) < t.settings.renumber_until && !t.numbers_follow_ratings()
            })
        })
    });
    let rounds = Memo::new(move |_| tournament.with_setup(|t| t.map(|t| t.rounds.len() as u32).unwrap_or(0)));
    let swiss = Memo::new(move |_| tournament.with_setup(|t| t.is_some_and(|t| t.settings.system == System::Swiss)));
    // Every declared round played: another is paired only on purpose.
    let finished = Memo::new(move |_| tournament.with(|t| t.is_some_and(Tournament::finished)));
    // The round chosen; a new round shows itself.
    let shown = crate::edited::Edited::new(rounds);
    let account = RwSignal::new(Vec::<String>::new());
    // Teams out of the next round as a team (ticked before it is paired): a zero-point bye.
    let absent_list = NodeRef::<leptos::html::Details>::new();
    let absent_html =
        Memo::new(move |_| tournament.with_setup(|t| t.map(|t| clubscore_engine::chess::screens::absent_list(t).into_string()).unwrap_or_default()));
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
    let take_back = {
        let run = run.clone();
        move || {
            run(Command::TakeBack, "The last pairing was taken back.".into());
            account.set(Vec::new());
        }
    };
    // The round's commands as HTML, one listener for them (a closure per button costs the page more than the buttons).
    let head = move || {
        let (swiss, n) = (swiss.get(), rounds.get());
        let mut h = Html::new();
        if off_ratings.get() {
            html!(h, "<p class=\"problem\" role=\"status\" data-testid=\"numbers-off\">The team numbers no longer follow the team ratings. <button type=\"button\" data-act=\"{}\">Regenerate from ratings…</button></p>", Button::Regenerate);
        }
        if finished.get() {
            html!(h, "<p class=\"hint\" data-testid=\"finished\">The tournament is finished: all {} rounds are played. The final standings are on the Standings tab.</p>", n);
        }
        h.raw("<div class=\"actions\">");
        if finished.get() && swiss {
            html!(h, "<button type=\"button\" data-testid=\"pair\" data-act=\"{}\">Pair an extra round {}…</button>", Button::Pair, n + 1);
        } else if swiss || n == 0 {
            let label = if swiss { format!("Pair round {}", n + 1) } else { "Pair the round robin".into() };
            html!(h, "<button type=\"button\" class=\"primary\" data-testid=\"pair\" data-act=\"{}\">{}</button>", Button::Pair, label);
        }
        if n > 0 {
            html!(h, "<button type=\"button\" data-testid=\"take-back\" data-act=\"{}\">Take back the last pairing</button>", Button::TakeBack);
        }
        // The captains fill in their line-ups before the round is paired.
        if swiss && !finished.get() {
            html!(
                h,
                "<button type=\"button\" data-testid=\"print-next-line-ups\" data-act=\"{}\">Print line-up forms for round {}</button>",
                Button::PrintLineUp,
                n + 1
            );
        }
        h.raw("</div>");
        h.into_string()
    };
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
            Button::TakeBack => take_back(),
            Button::PrintLineUp => {
                super::standings::print(tournament, clubscore_engine::chess::html::Printout::LineUpForms(rounds.get_untracked() + 1, None), None, notices)
            }
            other => {
                tournament.with_untracked(|t| t.map(|t| screen.carry_out(clubscore_engine::chess::screens::press(t, other, 0, 0, 0, None))));
            }
        }
    };
    view! {
        <section aria-labelledby="rounds-title" class="chess-rounds">
            <h2 id="rounds-title">"Pairings and results"</h2>
            <div on:click=act inner_html=head></div>
            <Show when=move || swiss.get()>
                <details class="absent" data-testid="absent" node_ref=absent_list inner_html=move || absent_html.get()></details>
            </Show>
            <div inner_html=move || account.with(|a| if a.is_empty() { String::new() } else { html_of!("<details class=\"account\"><summary>Why this pairing?</summary><pre>{}</pre></details>", a.join("\n")).into_string() })></div>
            <nav class="round-picker" aria-label="Rounds"
                on:click=move |ev| if let Some(r) = super::screen::closest(&ev, "button[data-round]").and_then(|b| super::screen::data(&b, "data-round")) { shown.set(r as u32) }
                inner_html=move || { let now = shown.get(); (1..=rounds.get()).map(|r| html_of!("<button type=\"button\" data-round=\"{}\" aria-pressed=\"{}\">Round {}</button>", r, r == now, r)).collect::<Html>().into_string() }>
            </nav>
            {move || {
                let r = shown.get();
                (r > 0).then(|| view! { <RoundView round=r tournament run=run.clone() /> })
            }}
        </section>
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
    let swiss = Memo::new(move |_| tournament.with_setup(|t| t.is_some_and(|t| t.settings.system == System::Swiss)));
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
    // Each match's HTML is made again only when the match changed (or
    // anything but a board's result did: a team, a player, a line-up): one
    // result redraws one of a round's 200 matches.
    let made = StoredValue::new((None::<u64>, Vec::<(Match, Html)>::new()));
    let matches = Memo::new(move |_| {
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
    });
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
    let container = NodeRef::<leptos::html::Div>::new();
    // The board row to move the keyboard to once the screen is redrawn.
    let next = RwSignal::new(None::<String>);
    super::screen::draw(container, matches, next);
    let screen = Screen::new(run.clone());
    let line_ups = RwSignal::new(None::<usize>);
    // A board's result, saved; the keyboard then moves to the next board (the next match's first after a match's last).
    let set = {
        let run = run.clone();
        move |m: usize, b: usize, v: BoardResult| {
            if run(Command::Board { r: round, m, b: b as u32 + 1, v: Some(v) }, format!("Round {round}, match {}, board {}: {}.", m + 1, b + 1, v.sheet())) {
                let boards = tournament.with_untracked(|t| t.map(|t| t.settings.boards as usize).unwrap_or(0));
                next.set(Some(format!("#{}", if b + 1 < boards { html::board_id(round, m, b + 1) } else { html::board_id(round, m + 1, 0) })));
            }
        }
    };
    let click = {
        let (set, run, screen) = (set.clone(), run.clone(), screen.clone());
        move |ev: leptos::ev::MouseEvent| {
            let Some(button) = closest(&ev, "button[data-m]") else { return };
            let Some(m) = data(&button, "data-m") else { return };
            if let (Some(b), Some(v)) = (data(&button, "data-b"), data(&button, "data-v")) {
                if let Some(v) = BoardResult::ALL.get(v) {
                    set(m, b, *v);
                }
                return;
            }
            let Some(act) = button.get_attribute("data-act").and_then(|code| Button::read(&code).ok()) else { return };
            let decision = match act {
                Button::LineUps => return line_ups.set(Some(m)),
                Button::PrintSheet => return print(Printout::MatchSheets(round, Some(m))),
                Button::PrintLineUp => return print(Printout::LineUpForms(round, data(&button, "data-id").map(|id| id as u32))),
                Button::Seat => {
                    match tournament.with_untracked(|t| t.map(|t| clubscore_engine::chess::screens::reseat(t, round, m))) {
                        Some(Ok(acts)) => acts.into_iter().for_each(|a| {
                            screen.carry_out(Ok(a));
                        }),
                        Some(Err(why)) => screen.notices.problem(why),
                        None => {}
                    }
                    return;
                }
                Button::Adjourn => {
                    let now =
                        !tournament.with_untracked(|t| t.and_then(|t| t.rounds.get(round as usize - 1)?.matches.get(m).map(|g| g.adjourned)).unwrap_or(false));
                    run(
                        Command::Adjourn { round, m, adjourned: now },
                        format!(
                            "Round {round}, match {}: {}.",
                            m + 1,
                            if now { "adjourned; its unfinished games count as draws for the next pairing" } else { "no longer adjourned" }
                        ),
                    );
                    return;
                }
                Button::ToFirst => Some(Decision::ToFirst),
                Button::ToSecond => Some(Decision::ToSecond),
                Button::Neither => Some(Decision::Neither),
                Button::NoDecision => None,
                _ => return,
            };
            let said = match decision {
                Some(Decision::ToFirst) => format!("Round {round}, match {}: forfeited by decision, to the first-named team.", m + 1),
                Some(Decision::ToSecond) => format!("Round {round}, match {}: forfeited by decision, to the second-named team.", m + 1),
                Some(Decision::Neither) => format!("Round {round}, match {}: forfeited by decision, lost by both.", m + 1),
                None => format!("Round {round}, match {}: the decision is withdrawn; the board results count again.", m + 1),
            };
            screen.carry_out(Ok(Act { command: Command::Decide { round, m, decision }, said, restore: Some("a forfeit by decision"), ask: None }));
        }
    };
    // A result key saves and moves on; Delete (or Backspace) clears the board's result and stays.
    let keydown = {
        let run = run.clone();
        move |ev: leptos::ev::KeyboardEvent| {
            let key = ev.key();
            let Some(row) = closest(&ev, "tr[data-b]") else { return };
            let (Some(m), Some(b)) = (data(&row, "data-m"), data(&row, "data-b")) else { return };
            if let Some(v) = BoardResult::from_key(&key) {
                ev.prevent_default();
                set(m, b, v);
            } else if matches!(key.as_str(), "Delete" | "Backspace") {
                ev.prevent_default();
                let has = tournament.with_untracked(|t| t.and_then(|t| t.rounds.get(round as usize - 1)?.matches.get(m)?.board(b)).is_some());
                if has {
                    run(Command::Board { r: round, m, b: b as u32 + 1, v: None }, format!("Round {round}, match {}, board {}: cleared.", m + 1, b + 1));
                    next.set(Some(format!("#{}", html::board_id(round, m, b))));
                }
            }
        }
    };
    // Boards added by hand: redrawn only when the round's loose boards or the players free for one change.
    let loose_state = Memo::new(move |_| {
        tournament.with_setup(|t| {
            t.and_then(|t| Some((t.rounds.get(round as usize - 1)?.loose.clone(), clubscore_engine::chess::screens::free_players(t, round))))
                .unwrap_or_default()
        })
    });
    let loose_html = Memo::new(move |_| {
        loose_state.with(|(_, free)| {
            tournament.with_untracked(|t| t.map(|t| clubscore_engine::chess::screens::loose_boards(t, round, free).into_string()).unwrap_or_default())
        })
    });
    let loose_click = {
        let run = run.clone();
        move |ev: leptos::ev::MouseEvent| {
            let Some(button) = closest(&ev, "button[data-loose]") else { return };
            let Some(i) = data(&button, "data-loose") else { return };
            if let Some(v) = data(&button, "data-v").and_then(|v| BoardResult::ALL.get(v).copied()) {
                run(Command::LooseResult { round, i, v: Some(v) }, format!("Round {round}, board {} for no team: {}.", i + 1, v.sheet()));
            } else if button.get_attribute("data-act").and_then(|code| Button::read(&code).ok()) == Some(Button::RemoveBoard) {
                run(Command::RemoveBoard { round, i }, format!("Round {round}: board {} for no team removed.", i + 1));
            }
        }
    };
    let add_board = {
        let screen = screen.clone();
        move |ev: leptos::ev::SubmitEvent| {
            let Some(form) = closest(&ev, "form[data-form]") else { return };
            ev.prevent_default();
            screen.submit(tournament, Form::AddBoard.code(), 0, &super::screen::fields_of(&form));
        }
    };
    view! {
        <h3>{format!("Round {round}")}</h3>
        <p class="actions">
            <button type="button" data-testid="print-pairings" on:click=move |_| print(Printout::Pairings(round))>"Print the pairings"</button>
            <button type="button" data-testid="print-sheets" on:click=move |_| print(Printout::MatchSheets(round, None))>"Print match sheets"</button>
            <button type="button" data-testid="print-line-ups" on:click=move |_| print(Printout::LineUpForms(round, None))>"Print line-up forms"</button>
            <Show when=move || swiss.get()><button type="button" data-testid="check-round" on:click=check>"Check the round"</button></Show>
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
        <div node_ref=container on:click=click on:keydown=keydown></div>
        <div on:click=loose_click on:submit=add_board inner_html=loose_html></div>
        {move || line_ups.get().map(|m| {
            let forms = move || tournament.with(|t| t.map(|t| clubscore_engine::chess::screens::line_ups(t, round, m).into_string()).unwrap_or_default());
            let screen = screen.clone();
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
                    <button type="button" on:click=move |_| line_ups.set(None)>"Close"</button>
                </section>
            }
        })}
    }
}
