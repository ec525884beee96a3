//! The Settings tab: match points (fixed once round 1 is paired), the
//! primary score, the planned rounds, the tie-breaks (any C.07 code with its
//! modifiers, or FIDE's default), the team-rating rule, the board order,
//! what a match forfeited as a whole pays, until which round team numbers
//! can be corrected, and teams of the same club kept apart. Each change is
//! one entry of the log; what departs from FIDE's defaults is listed.

use super::Run;
use clubscore_engine::chess::log::Command;
use clubscore_engine::chess::record::{parse_points, points_text, Points};
use clubscore_engine::chess::tournament::{Apartness, BoardOrder, KeepApart, RatingRule, Settings, System, Tournament, WholeForfeit};
use clubscore_engine::chess::trf::TeamScoring;
use leptos::prelude::*;

fn points(halves: u32) -> String {
    points_text(halves as i32)
}

/// What departs from FIDE's rules and defaults, said for the list.
fn departures(s: &Settings, tiebreaks: &str) -> Vec<String> {
    let mut out = Vec::new();
    if s.scoring != TeamScoring::default() {
        out.push(format!("Match points {}/{}/{} instead of 2/1/0", points(s.scoring.win), points(s.scoring.draw), points(s.scoring.loss)));
    }
    if s.primary == Points::Game {
        out.push("Game points are the primary score".into());
    }
    if s.renumber_until > 4 {
        out.push(format!("Team numbers can be corrected until round {} is paired (FIDE: 4)", s.renumber_until));
    }
    if !tiebreaks.trim().is_empty() {
        out.push(format!("Tie-breaks {tiebreaks} instead of FIDE's default"));
    }
    out
}

#[component]
pub fn SettingsTab(tournament: Signal<Option<Tournament>>, run: Run) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let settings = Memo::new(move |_| tournament.with(|t| t.as_ref().map(|t| t.settings.clone()).unwrap_or_default()));
    let paired = Memo::new(move |_| tournament.with(|t| t.as_ref().is_some_and(|t| !t.rounds.is_empty())));
    let listed = Memo::new(move |_| tournament.with(|t| t.as_ref().map(|t| t.tiebreaks.clone()).unwrap_or_default()));
    let swiss = Memo::new(move |_| settings.with(|s| s.system == System::Swiss));
    let (win, draw, loss) = (RwSignal::new(String::new()), RwSignal::new(String::new()), RwSignal::new(String::new()));
    let (rounds, unrated, until, tiebreaks) = (RwSignal::new(String::new()), RwSignal::new(String::new()), RwSignal::new(String::new()), RwSignal::new(String::new()));
    // The fields follow the tournament (a reload, another tab's change).
    Effect::new(move |_| {
        let s = settings.get();
        win.set(points(s.scoring.win));
        draw.set(points(s.scoring.draw));
        loss.set(points(s.scoring.loss));
        rounds.set(s.rounds.to_string());
        unrated.set(s.unrated.to_string());
        until.set(s.renumber_until.to_string());
        tiebreaks.set(listed.get());
    });
    // One change of the settings: made on a copy, logged whole.
    let change = {
        let run = run.clone();
        move |edit: &dyn Fn(&mut Settings) -> Result<(), String>, done: &str| {
            let mut next = settings.get_untracked();
            match edit(&mut next) {
                Ok(()) => {
                    run(Command::Settings { settings: Box::new(next) }, done.to_string());
                }
                Err(why) => notices.problem(why),
            }
        }
    };
    let change = std::sync::Arc::new(change);
    let save_scoring = {
        let change = change.clone();
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            change(
                &|s: &mut Settings| {
                    let read = |f: RwSignal<String>, what: &str| parse_points(&f.get_untracked()).ok_or_else(|| format!("“{}” is not a number of match points for {what} (2, 1, ½, 0 …).", f.get_untracked()));
                    let scoring = TeamScoring { win: read(win, "a win")?, draw: read(draw, "a draw")?, loss: read(loss, "a loss")? };
                    if !(scoring.win > scoring.draw && scoring.draw >= scoring.loss) {
                        return Err("A win must be worth more than a draw, and a draw at least a loss.".into());
                    }
                    s.scoring = scoring;
                    Ok(())
                },
                "Match points saved.",
            )
        }
    };
    let save_numbers = {
        let change = change.clone();
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            change(
                &|s: &mut Settings| {
                    let number = |f: RwSignal<String>, what: &str, range: std::ops::RangeInclusive<u32>| {
                        f.get_untracked().trim().parse::<u32>().ok().filter(|n| range.contains(n)).ok_or_else(|| format!("{what} is a whole number from {} to {}.", range.start(), range.end()))
                    };
                    s.rounds = number(rounds, "The number of rounds", 0..=99)?;
                    s.unrated = number(unrated, "An unrated player's rating", 0..=3000)?;
                    s.renumber_until = number(until, "The round until which team numbers can be corrected", 1..=99)?;
                    Ok(())
                },
                "Settings saved.",
            )
        }
    };
    let save_tiebreaks = {
        let run = run.clone();
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            let list = tiebreaks.get_untracked().trim().to_ascii_uppercase().replace(' ', "");
            let said = if list.is_empty() { "Tie-breaks: FIDE's default.".to_string() } else { format!("Tie-breaks: {list}.") };
            run(Command::Tiebreaks { list }, said);
        }
    };
    let reset_tiebreaks = {
        let run = run.clone();
        move |_| {
            run(Command::Tiebreaks { list: String::new() }, "Tie-breaks: FIDE's default.".into());
        }
    };
    let choose = {
        let change = change.clone();
        move |edit: Box<dyn Fn(&mut Settings)>, done: &'static str| {
            change(
                &|s: &mut Settings| {
                    edit(s);
                    Ok(())
                },
                done,
            )
        }
    };
    let choose = std::sync::Arc::new(choose);
    let club_rule = Memo::new(move |_| tournament.with(|t| t.as_ref().and_then(|t| t.apart.iter().find(|k| k.who == Apartness::SameClub).cloned())));
    let keep_clubs = {
        let run = run.clone();
        move |rule: Option<KeepApart>| {
            let Some(t) = tournament.get_untracked() else { return };
            let mut rules: Vec<KeepApart> = t.apart.iter().filter(|k| k.who != Apartness::SameClub).cloned().collect();
            let said = match &rule {
                Some(k) if k.rule => "Teams of the same club are kept apart (a rule).",
                Some(_) => "Teams of the same club are kept apart where the pairing allows (a wish).",
                None => "Teams of the same club may meet.",
            };
            rules.extend(rule);
            run(Command::Apart { rules }, said.into());
        }
    };
    let no_club = Memo::new(move |_| tournament.with(|t| t.as_ref().map(|t| t.teams.iter().filter(|x| x.club.trim().is_empty()).count()).unwrap_or(0)));
    let radio = {
        let choose = choose.clone();
        move |group: &'static str, label: &'static str, checked: Signal<bool>, edit: fn(&mut Settings), done: &'static str, locked: bool| {
            let choose = choose.clone();
            view! {
                <label><input type="radio" name=group prop:checked=move || checked.get() disabled=move || locked && paired.get() on:change=move |_| choose(Box::new(edit), done) />{format!(" {label}")}</label>
            }
        }
    };
    let is = move |f: fn(&Settings) -> bool| Signal::derive(move || settings.with(f));
    view! {
        <section aria-labelledby="settings-title" class="chess-settings">
            <h2 id="settings-title">"Settings"</h2>
            {move || {
                let list = departures(&settings.get(), &listed.get());
                (!list.is_empty()).then(|| view! {
                    <div class="departures" data-testid="departures"><p>"Departs from FIDE's rules or defaults:"</p><ul>{list.into_iter().map(|d| view! { <li>{d}</li> }).collect_view()}</ul></div>
                })
            }}
            <form class="inline" on:submit=save_scoring data-testid="scoring-form">
                <fieldset disabled=move || paired.get()>
                    <legend>"Match points"</legend>
                    <label><span>"Win"</span><input type="text" inputmode="decimal" maxlength="4" prop:value=move || win.get() on:input=move |ev| win.set(event_target_value(&ev)) /></label>
                    <label><span>"Draw"</span><input type="text" inputmode="decimal" maxlength="4" prop:value=move || draw.get() on:input=move |ev| draw.set(event_target_value(&ev)) /></label>
                    <label><span>"Loss"</span><input type="text" inputmode="decimal" maxlength="4" prop:value=move || loss.get() on:input=move |ev| loss.set(event_target_value(&ev)) /></label>
                    <button type="submit">"Save match points"</button>
                </fieldset>
                {move || paired.get().then(|| view! { <span class="hint">"Fixed once round 1 is paired."</span> })}
            </form>
            <fieldset>
                <legend>"Primary score (standings and pairing)"</legend>
                {radio("primary", "Match points", is(|s| s.primary == Points::Match), |s| s.primary = Points::Match, "Match points are the primary score.", false)}
                {radio("primary", "Game points", is(|s| s.primary == Points::Game), |s| s.primary = Points::Game, "Game points are the primary score.", false)}
            </fieldset>
            <form class="inline" on:submit=save_tiebreaks data-testid="tiebreaks-form">
                <label><span>"Tie-breaks (C.07 codes, e.g. DE,BC,SB or BH:MP/C1; empty: FIDE's default)"</span>
                    <input type="text" maxlength="120" prop:value=move || tiebreaks.get() on:input=move |ev| tiebreaks.set(event_target_value(&ev)) />
                </label>
                <button type="submit">"Save tie-breaks"</button>
                <button type="button" on:click=reset_tiebreaks>"Reset to FIDE default"</button>
            </form>
            <form class="inline" on:submit=save_numbers data-testid="numbers-form">
                <Show when=move || swiss.get()>
                    <label><span>"Rounds"</span><input type="number" min="0" max="99" prop:value=move || rounds.get() on:input=move |ev| rounds.set(event_target_value(&ev)) /></label>
                </Show>
                <label><span>"An unrated player counts as"</span><input type="number" min="0" max="3000" prop:value=move || unrated.get() on:input=move |ev| unrated.set(event_target_value(&ev)) /></label>
                <label><span>"Team numbers can be corrected until round"</span><input type="number" min="1" max="99" prop:value=move || until.get() on:input=move |ev| until.set(event_target_value(&ev)) /></label>
                <button type="submit">"Save"</button>
            </form>
            <fieldset>
                <legend>"Team rating, for the order of the teams"</legend>
                {radio("rating", "Olympiad rule (the best players, one per board)", is(|s| s.rating_rule == RatingRule::Olympiad), |s| s.rating_rule = RatingRule::Olympiad, "Team rating by the Olympiad rule.", false)}
                {radio("rating", "The first boards of the roster", is(|s| s.rating_rule == RatingRule::FirstBoards), |s| s.rating_rule = RatingRule::FirstBoards, "Team rating from the first boards.", false)}
                {radio("rating", "The whole roster", is(|s| s.rating_rule == RatingRule::WholeRoster), |s| s.rating_rule = RatingRule::WholeRoster, "Team rating from the whole roster.", false)}
                {radio("rating", "Typed for each team", is(|s| s.rating_rule == RatingRule::Typed), |s| s.rating_rule = RatingRule::Typed, "Team ratings are typed.", false)}
            </fieldset>
            <fieldset>
                <legend>"Board order"</legend>
                {radio("order", "Fixed: the roster order, reserves moving up", is(|s| s.board_order == BoardOrder::Roster), |s| s.board_order = BoardOrder::Roster, "The board order follows the roster.", false)}
                {radio("order", "Chosen by the captain each round", is(|s| s.board_order == BoardOrder::Free), |s| s.board_order = BoardOrder::Free, "The board order is chosen each round.", false)}
            </fieldset>
            <fieldset>
                <legend>"A match forfeited as a whole pays the team it is awarded to"</legend>
                {radio("forfeit", "A point for each board it seated", is(|s| s.whole_forfeit == WholeForfeit::Seated), |s| s.whole_forfeit = WholeForfeit::Seated, "A forfeited match pays a point per board seated.", false)}
                {radio("forfeit", "Every board", is(|s| s.whole_forfeit == WholeForfeit::FullCount), |s| s.whole_forfeit = WholeForfeit::FullCount, "A forfeited match pays every board.", false)}
            </fieldset>
            <fieldset data-testid="clubs-apart">
                <legend>"Teams of the same club"</legend>
                {
                    let (k1, k2, k3) = (keep_clubs.clone(), keep_clubs.clone(), keep_clubs.clone());
                    view! {
                        <label><input type="radio" name="clubs" prop:checked=move || club_rule.with(Option::is_none) on:change=move |_| k1(None) />" may meet"</label>
                        <label><input type="radio" name="clubs" prop:checked=move || club_rule.with(|k| k.as_ref().is_some_and(|k| k.rule)) on:change=move |_| k2(Some(KeepApart { who: Apartness::SameClub, rule: true, first: 1, last: 99 })) />" never meet (a rule)"</label>
                        <label><input type="radio" name="clubs" prop:checked=move || club_rule.with(|k| k.as_ref().is_some_and(|k| !k.rule)) on:change=move |_| k3(Some(KeepApart { who: Apartness::SameClub, rule: false, first: 1, last: 99 })) />" meet only when the pairing cannot avoid it (a wish)"</label>
                    }
                }
                {move || (club_rule.with(Option::is_some) && no_club.get() > 0).then(|| view! { <p class="hint">{format!("{} team(s) have no club and are kept apart from no one: set a team's club on its card.", no_club.get())}</p> })}
            </fieldset>
        </section>
    }
}
