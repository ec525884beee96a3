//! The Teams tab: the engine's HTML (`chess::screens::teams_head` and a
//! card per team), redrawn a card at a time, and one listener for its forms
//! and buttons: teams added, edited, deleted or withdrawn, their rosters in
//! board order, the boards per match, and the order of the teams (arrows,
//! by rating, by lot, Team numbers…).

use super::screen::{closest, data, draw, fields_of, Screen};
use super::Now;
use super::Run;
use clubscore_engine::chess::log::Renumbering;
use clubscore_engine::chess::protocol::{Button, Form};
use clubscore_engine::chess::screens;
use clubscore_engine::html_of;
use leptos::prelude::*;

#[component]
pub fn Teams(tournament: Now, run: Run, renumbered: Signal<Option<(i64, Renumbering)>>) -> impl IntoView {
    let screen = Screen::new(run);
    // The player whose details are open for correction (one at a time).
    let editing = RwSignal::new(None::<u32>);
    // Any command saved closes it: the correction saved (straight away or once asked), or the page changed under it.
    Effect::new(move |_| {
        tournament.track();
        editing.set(None);
    });
    let parts = Memo::new(move |_| {
        let editing = editing.get();
        let drawn = renumbered.get().and_then(|(at, how)| (how == Renumbering::Lot).then(|| crate::storage::local_time(at)));
        tournament.with(|t| {
            let Some(t) = t else { return Vec::new() };
            let mut parts = vec![screens::teams_head(t, drawn.as_deref())];
            parts.extend(t.teams.iter().map(|x| screens::team_card(t, x.id, editing)));
            parts
        })
    });
    let container = NodeRef::<leptos::html::Div>::new();
    // After a form is saved the keyboard goes back to its first field (the next player, the next team).
    let next = RwSignal::new(None::<String>);
    draw(container, parts, next);
    let submit = {
        let screen = screen.clone();
        move |ev: leptos::ev::SubmitEvent| {
            let Some(form) = closest(&ev, "form[data-form]") else { return };
            ev.prevent_default();
            let kind = form.get_attribute("data-form").unwrap_or_default();
            let id = data(&form, "data-id").unwrap_or(0) as u32;
            let form_kind = Form::read(&kind).ok();
            if screen.submit(tournament, &kind, id, &fields_of(&form)) {
                match form_kind {
                    Some(Form::Player) => next.set(Some(format!("form[data-form=\"{}\"][data-id=\"{id}\"] input", Form::Player.code()))),
                    Some(Form::AddTeam) => next.set(Some(format!("form[data-form=\"{}\"] input", Form::AddTeam.code()))),
                    _ => {}
                }
            }
        }
    };
    let change = {
        let screen = screen.clone();
        move |ev: leptos::ev::Event| {
            let Some(form) = closest(&ev, "form[data-auto]") else { return };
            let kind = form.get_attribute("data-form").unwrap_or_default();
            screen.submit(tournament, &kind, 0, &fields_of(&form));
        }
    };
    let click = move |ev: leptos::ev::MouseEvent| {
        let Some(button) = closest(&ev, "button[data-act]") else { return };
        let act = Button::read(&button.get_attribute("data-act").unwrap_or_default());
        let (id, player) = (data(&button, "data-id").unwrap_or(0) as u32, data(&button, "data-p").unwrap_or(0) as u32);
        if act == Ok(Button::PlayerEdit) {
            editing.set((player != 0).then_some(player));
            next.set(Some(format!("form[data-form=\"{}\"][data-id=\"{id}\"] input[name=name]", Form::Player.code())));
            return;
        }
        let seed = u64::from(crate::storage::random_u32());
        let ordered = renumbered.get_untracked().map(|(_, how)| how);
        if let Some(act) = tournament.with_untracked(|t| t.map(|t| act.and_then(|act| screens::press(t, act, id, player, seed, ordered)))) {
            screen.carry_out(act);
        }
    };
    // The players list, made only while it is shown (a 400-team event has 2,800 players); its headings sort it.
    let sort = RwSignal::new(String::new());
    let list = move || {
        let by = sort.get();
        if by.is_empty() {
            return "<button type=\"button\" data-sort=\"team\" data-testid=\"show-players\">All players, with their team and board</button>".to_string();
        }
        let table = tournament.with(|t| t.map(|t| screens::players(t, &by))).unwrap_or_default();
        html_of!("<button type=\"button\" data-sort=\"\">Hide the players</button><div class=\"wrap\">{}</div>", table).into_string()
    };
    let sort_by = move |ev: leptos::ev::MouseEvent| {
        if let Some(key) = closest(&ev, "button[data-sort]").and_then(|b| b.get_attribute("data-sort")) {
            sort.set(key);
        }
    };
    view! {
        <section aria-labelledby="teams-title" class="chess-teams">
            <div node_ref=container on:submit=submit on:change=change on:click=click></div>
            <div class="players" data-testid="players-list" on:click=sort_by inner_html=list></div>
        </section>
    }
}
