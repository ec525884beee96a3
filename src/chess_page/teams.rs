//! The Teams tab: teams added and named, their rosters in board order
//! (players added straight onto a team, moved up and down, removed), the
//! boards per match, and the order of the teams by rating.

use super::Run;
use clubscore_engine::chess::log::{next_player_id, next_team_id, Command, Renumbering};
use clubscore_engine::chess::roster::TeamCard;
use clubscore_engine::chess::tournament::{Player, Settings, System, Tournament};
use leptos::prelude::*;

#[component]
pub fn Teams(tournament: Signal<Option<Tournament>>, run: Run) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let new_team = RwSignal::new(String::new());
    let add_team = {
        let run = run.clone();
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            let Some(t) = tournament.get_untracked() else { return };
            let name = new_team.get_untracked().trim().to_string();
            if run(Command::AddTeam { id: next_team_id(&t), name: name.clone() }, format!("Team {name} added.")) {
                new_team.set(String::new());
            }
        }
    };
    let order_by_rating = {
        let run = run.clone();
        move |_| {
            let Some(mut t) = tournament.get_untracked() else { return };
            // The order the rule gives, worked out on a copy and logged as the numbers it gives.
            match t.order_by_rating() {
                Ok(_) => {
                    let order = t.teams.iter().map(|x| x.id).collect();
                    run(Command::Renumber { order, how: Renumbering::Rating }, "Teams ordered by rating.".into());
                }
                Err(why) => notices.problem(why.to_string()),
            }
        }
    };
    let boards = RwSignal::new(String::new());
    Effect::new(move |_| boards.set(tournament.with(|t| t.as_ref().map(|t| t.settings.boards.to_string()).unwrap_or_default())));
    let set_boards = {
        let run = run.clone();
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            let Some(t) = tournament.get_untracked() else { return };
            let Ok(n) = boards.get_untracked().trim().parse::<u32>() else { return notices.problem("Boards per match is a whole number (1 to 20).") };
            run(Command::Settings { settings: Box::new(Settings { boards: n, ..t.settings.clone() }) }, format!("{n} boards per match."));
        }
    };
    let set_double = {
        let run = run.clone();
        move |double: bool| {
            let Some(t) = tournament.get_untracked() else { return };
            run(Command::Settings { settings: Box::new(Settings { system: System::RoundRobin { double }, ..t.settings.clone() }) }, if double { "A double round robin.".into() } else { "A single round robin.".into() });
        }
    };
    let round_robin = Memo::new(move |_| tournament.with(|t| t.as_ref().and_then(|t| match t.settings.system { System::RoundRobin { double } => Some(double), System::Swiss => None })));
    let team_ids = Memo::new(move |_| tournament.with(|t| t.as_ref().map(|t| t.teams.iter().map(|x| x.id).collect::<Vec<_>>()).unwrap_or_default()));
    let paired = Memo::new(move |_| tournament.with(|t| t.as_ref().is_some_and(|t| !t.rounds.is_empty())));
    view! {
        <section aria-labelledby="teams-title" class="chess-teams">
            <h2 id="teams-title">"Teams"</h2>
            <form class="inline" on:submit=set_boards data-testid="boards-form">
                <label><span>"Boards per match"</span>
                    <input type="number" min="1" max="20" prop:value=move || boards.get() on:input=move |ev| boards.set(event_target_value(&ev)) disabled=move || paired.get() />
                </label>
                <button type="submit" disabled=move || paired.get()>"Set"</button>
                {move || paired.get().then(|| view! { <span class="hint">"Fixed once round 1 is paired."</span> })}
            </form>
            {move || round_robin.get().map(|double| {
                let set_double = set_double.clone();
                view! {
                    <label class="check"><input type="checkbox" prop:checked=double disabled=move || paired.get() on:change=move |ev| set_double(event_target_checked(&ev)) />" Double round robin (each pair of teams meets twice)"</label>
                }
            })}
            <form class="inline" on:submit=add_team data-testid="add-team">
                <label><span>"New team"</span>
                    <input type="text" required maxlength="60" prop:value=move || new_team.get() on:input=move |ev| new_team.set(event_target_value(&ev)) />
                </label>
                <button type="submit" class="primary">"Add team"</button>
            </form>
            <p><button type="button" on:click=order_by_rating data-testid="order-by-rating">"Order by rating"</button></p>
            {move || team_ids.get().into_iter().map(|id| view! { <TeamCard id tournament run=run.clone() /> }).collect_view()}
        </section>
    }
}

/// One team: its number, name and rating, its roster in board order with
/// the reserves marked, and a form to add a player to it.
#[component]
fn TeamCard(id: u32, tournament: Signal<Option<Tournament>>, run: Run) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let team = Memo::new(move |_| tournament.with(|t| t.as_ref().and_then(|t| t.team(id).cloned())));
    let rating = Memo::new(move |_| tournament.with(|t| t.as_ref().map(|t| t.team_rating(id).0).unwrap_or(0)));
    let boards = Memo::new(move |_| tournament.with(|t| t.as_ref().map(|t| t.settings.boards as usize).unwrap_or(4)));
    let roster = Memo::new(move |_| tournament.with(|t| t.as_ref().map(|t| t.team(id).map(|x| x.roster.iter().filter_map(|p| t.player(*p).cloned()).collect::<Vec<_>>()).unwrap_or_default()).unwrap_or_default()));
    let (name, rating_field, fide) = (RwSignal::new(String::new()), RwSignal::new(String::new()), RwSignal::new(String::new()));
    let add_player = {
        let run = run.clone();
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            let Some(t) = tournament.get_untracked() else { return };
            let typed = rating_field.get_untracked();
            let rating = match typed.trim() {
                "" => None,
                r => match r.parse::<u32>() {
                    Ok(n) if (100..=3500).contains(&n) => Some(n),
                    _ => return notices.problem(format!("“{r}” is not a rating (a whole number, 100 to 3500); leave it empty for an unrated player.")),
                },
            };
            let player = Player { id: next_player_id(&t), name: name.get_untracked().trim().to_string(), rating, fide_id: fide.get_untracked().trim().to_string(), ..Player::default() };
            let said = format!("{} added to {}.", player.name, team.get_untracked().map(|x| x.name).unwrap_or_default());
            if run(Command::AddPlayer { team: id, player }, said) {
                name.set(String::new());
                rating_field.set(String::new());
                fide.set(String::new());
            }
        }
    };
    let title = move || team.with(|t| t.as_ref().map(|t| format!("{}. {}", t.number, t.name)).unwrap_or_default());
    // The card's details, edited in one form.
    let card = RwSignal::new(TeamCard::default());
    let typed_rating = RwSignal::new(String::new());
    Effect::new(move |_| {
        let c = tournament.with(|t| t.as_ref().and_then(|t| t.card(id))).unwrap_or_default();
        typed_rating.set(c.rating.map(|r| r.to_string()).unwrap_or_default());
        card.set(c);
    });
    let save_card = {
        let run = run.clone();
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            let rating = match typed_rating.get_untracked().trim() {
                "" => None,
                r => match r.parse::<u32>() {
                    Ok(n) if n <= 3500 => Some(n),
                    _ => return notices.problem(format!("“{r}” is not a team rating (a whole number); leave it empty to work it out from the players.")),
                },
            };
            let c = TeamCard { rating, ..card.get_untracked() };
            let said = format!("{} saved.", c.name.trim());
            run(Command::EditTeam { team: id, card: c }, said);
        }
    };
    let field = move |label: &'static str, get: fn(&TeamCard) -> String, set: fn(&mut TeamCard, String)| {
        view! {
            <label><span>{label}</span>
                <input type="text" maxlength="60" prop:value=move || card.with(get) on:input=move |ev| card.update(|c| set(c, event_target_value(&ev))) />
            </label>
        }
    };
    let next_round = Memo::new(move |_| tournament.with(|t| t.as_ref().map(|t| t.rounds.len() as u32 + 1).unwrap_or(1)));
    let withdrawn = Memo::new(move |_| team.with(|t| t.as_ref().and_then(|t| t.withdrawn)));
    let in_a_round = Memo::new(move |_| tournament.with(|t| t.as_ref().is_some_and(|t| t.rounds.iter().any(|r| r.bye == Some(id) || r.absent.contains(&id) || r.matches.iter().any(|m| m.first == id || m.second == id)))));
    let (delete, withdraw) = (run.clone(), run.clone());
    view! {
        <article class="team-card" data-testid="team-card">
            <h3>{title}</h3>
            <p class="facts">{move || format!("Team rating {}", rating.get())}{move || withdrawn.get().map(|r| format!(" · withdrawn from round {r}"))}</p>
            <details class="team-details">
                <summary>"Team details"</summary>
                <form class="inline" on:submit=save_card>
                    {field("Name", |c| c.name.clone(), |c, v| c.name = v)}
                    {field("Short name", |c| c.short.clone(), |c, v| c.short = v)}
                    {field("Captain", |c| c.captain.clone(), |c, v| c.captain = v)}
                    {field("Series", |c| c.series.clone(), |c, v| c.series = v)}
                    {field("Club", |c| c.club.clone(), |c, v| c.club = v)}
                    <label><span>"Typed rating"</span><input type="text" inputmode="numeric" maxlength="4" prop:value=move || typed_rating.get() on:input=move |ev| typed_rating.set(event_target_value(&ev)) /></label>
                    <button type="submit">"Save details"</button>
                </form>
                <p class="actions">
                    {move || if in_a_round.get() {
                        let withdraw = withdraw.clone();
                        match withdrawn.get() {
                            None => view! { <button type="button" on:click=move |_| { withdraw(Command::Withdraw { team: id, from_round: Some(next_round.get_untracked()) }, format!("Withdrawn from round {}.", next_round.get_untracked())); }>{move || format!("Withdraw from round {}", next_round.get())}</button> }.into_any(),
                            Some(_) => view! { <button type="button" on:click=move |_| { withdraw(Command::Withdraw { team: id, from_round: None }, "Reinstated.".into()); }>"Reinstate"</button> }.into_any(),
                        }
                    } else {
                        let delete = delete.clone();
                        view! { <button type="button" class="danger" on:click=move |_| { delete(Command::DeleteTeam { team: id }, "Team deleted.".into()); }>"Delete team"</button> }.into_any()
                    }}
                </p>
            </details>
            <table class="roster">
                <thead><tr><th scope="col">"Board"</th><th scope="col">"Player"</th><th scope="col">"Rating"</th><th scope="col">"FIDE ID"</th><th scope="col"><span class="visually-hidden">"Move or remove"</span></th></tr></thead>
                <tbody>
                    {move || {
                        let players = roster.get();
                        let n = players.len();
                        players.into_iter().enumerate().map(|(i, p)| {
                            let (up, down, remove) = (run.clone(), run.clone(), run.clone());
                            let who = p.name.clone();
                            let (w1, w2, w3) = (who.clone(), who.clone(), who.clone());
                            let pid = p.id;
                            let board = if i < boards.get() { (i + 1).to_string() } else { "reserve".to_string() };
                            view! {
                                <tr data-testid="roster-row">
                                    <td>{board}</td><td>{p.name.clone()}</td><td>{p.rating.map(|r| r.to_string()).unwrap_or_else(|| "unrated".into())}</td><td>{p.fide_id.clone()}</td>
                                    <td class="actions">
                                        <button type="button" aria-label=format!("Move {who} up") disabled=i == 0 on:click=move |_| { up(Command::MovePlayer { team: id, player: pid, to: i.saturating_sub(1) }, format!("{w1} moved up.")); }>"↑"</button>
                                        <button type="button" aria-label=format!("Move {who} down") disabled=i + 1 == n on:click=move |_| { down(Command::MovePlayer { team: id, player: pid, to: i + 1 }, format!("{w2} moved down.")); }>"↓"</button>
                                        <button type="button" aria-label=format!("Remove {who}") on:click=move |_| { remove(Command::RemovePlayer { team: id, player: pid }, format!("{w3} removed.")); }>"Remove"</button>
                                    </td>
                                </tr>
                            }
                        }).collect_view()
                    }}
                </tbody>
            </table>
            <form class="inline add-player" on:submit=add_player>
                <label><span>"Player"</span><input type="text" required maxlength="60" prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) /></label>
                <label><span>"Rating"</span><input type="text" inputmode="numeric" maxlength="4" prop:value=move || rating_field.get() on:input=move |ev| rating_field.set(event_target_value(&ev)) /></label>
                <label><span>"FIDE ID"</span><input type="text" inputmode="numeric" maxlength="12" prop:value=move || fide.get() on:input=move |ev| fide.set(event_target_value(&ev)) /></label>
                <button type="submit">{move || format!("Add to {}", team.with(|t| t.as_ref().map(|t| t.name.clone()).unwrap_or_default()))}</button>
            </form>
        </article>
    }
}
