//! The Settings tab: the engine's HTML (`chess::screens::settings`) and one
//! listener for its forms: match points (fixed once round 1 is paired), the
//! primary score, the tie-breaks, the rounds, the team-rating rule, the
//! board order, what a match forfeited as a whole pays, until which round
//! team numbers can be corrected, and the teams kept apart. Each change is
//! one entry of the log; what departs from FIDE is listed, and leaving FIDE
//! mode is asked first.

use super::screen::{closest, data, fields_of, Screen};
use super::Now;
use super::Run;
use clubscore_engine::chess::protocol::Button;
use clubscore_engine::chess::screens;
use leptos::prelude::*;

#[component]
pub fn SettingsTab(tournament: Now, run: Run) -> impl IntoView {
    let screen = Screen::new(run);
    let page = Memo::new(move |_| tournament.with(|t| t.map(|t| screens::settings(t).into_string()).unwrap_or_default()));
    // A form sent (a radio button's group sends itself when it changes).
    let send = {
        let screen = screen.clone();
        move |form: web_sys::Element| {
            let kind = form.get_attribute("data-form").unwrap_or_default();
            screen.submit(tournament, &kind, 0, &fields_of(&form));
        }
    };
    let submit = {
        let send = send.clone();
        move |ev: leptos::ev::SubmitEvent| {
            let Some(form) = closest(&ev, "form[data-form]") else { return };
            ev.prevent_default();
            send(form);
        }
    };
    let section = NodeRef::<leptos::html::Section>::new();
    let change = {
        let screen = screen.clone();
        move |ev: leptos::ev::Event| {
            // Only the radio button changed: its group alone says what to change.
            let (Some(form), Some(input)) = (closest(&ev, "form[data-auto]"), closest(&ev, "input[type=radio]")) else { return };
            let kind = form.get_attribute("data-form").unwrap_or_default();
            let fields = vec![(input.get_attribute("name").unwrap_or_default(), input.get_attribute("value").unwrap_or_default())];
            // Asked first, or refused: the buttons show the settings as they are until it is saved.
            if !screen.submit(tournament, &kind, 0, &fields) {
                if let Some(el) = section.get_untracked() {
                    el.set_inner_html(&page.get_untracked());
                }
            }
        }
    };
    let click = {
        let screen = screen.clone();
        move |ev: leptos::ev::MouseEvent| {
            let Some(button) = closest(&ev, "button[data-act]") else { return };
            let act = Button::read(&button.get_attribute("data-act").unwrap_or_default());
            let id = data(&button, "data-id").unwrap_or(0) as u32;
            if let Some(act) = tournament.with_untracked(|t| t.map(|t| act.and_then(|act| screens::press(t, act, id, 0, 0, None)))) {
                screen.carry_out(act);
            }
        }
    };
    view! {
        <section node_ref=section aria-labelledby="settings-title" class="chess-settings" on:submit=submit on:change=change on:click=click inner_html=move || page.get()></section>
    }
}
