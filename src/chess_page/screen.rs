//! A screen drawn as the engine's HTML, and the one listener per screen
//! that reads its forms and buttons: the fields go to the engine
//! (`chess::screens`), which says what command they give, what to ask first
//! and what to say after. The page only draws, listens and saves.

use super::Now;
use super::{use_ask, use_restoring, Ask, Restoring, Run};
use clubscore_engine::chess::protocol::Form;
use clubscore_engine::chess::screens::{self, Act};
use clubscore_engine::html_of;
use clubscore_engine::markup::Html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

pub use crate::shell::{closest, data};

/// A form's fields as (name, value): a box that is not ticked and a radio
/// button not chosen give nothing.
pub fn fields_of(form: &web_sys::Element) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let Ok(list) = form.query_selector_all("input[name], select[name], textarea[name]") else { return out };
    for i in 0..list.length() {
        let Some(el) = list.item(i) else { continue };
        let get = |key: &str| js_sys::Reflect::get(&el, &key.into()).ok();
        let kind = get("type").and_then(|v| v.as_string()).unwrap_or_default();
        let on = get("checked").and_then(|v| v.as_bool()).unwrap_or(false);
        if (kind == "radio" || kind == "checkbox") && !on {
            continue;
        }
        let name = el.dyn_ref::<web_sys::Element>().and_then(|e| e.get_attribute("name")).unwrap_or_default();
        out.push((name, get("value").and_then(|v| v.as_string()).unwrap_or_default()));
    }
    out
}

/// How many parts are drawn before the rest: more than a laptop's screen shows.
const SCREENFUL: usize = 16;

/// Redraws the parts of a screen into `container`'s children, each only
/// when its HTML changed (a 400-team screen redraws one team's card, not
/// 400); then moves the keyboard to `next`, if set.
pub fn draw(container: NodeRef<leptos::html::Div>, parts: Memo<Vec<Html>>, next: RwSignal<Option<String>>) {
    let full_draws = StoredValue::new(0u64);
    // `drawn`: what this screen drew last (none yet: a container the view
    // kept from another round or event is drawn afresh, nothing of it kept).
    Effect::new(move |drawn: Option<Option<Vec<Html>>>| {
        let now = parts.get();
        let el = container.get()?;
        let drawn = drawn.flatten();
        let slots = el.children();
        if drawn.is_none() || slots.length() as usize != now.len() {
            // A screenful first, the rest in a task of its own just after: the
            // browser shows the first matches of a 200-match round without
            // parsing all of them first.
            let first = now.len().min(SCREENFUL);
            el.set_inner_html(&now[..first].iter().map(|h| html_of!("<div>{}</div>", h)).collect::<Html>());
            let draw = full_draws.with_value(|n| n + 1);
            full_draws.set_value(draw);
            if first < now.len() {
                let rest = now[first..].iter().map(|h| html_of!("<div>{}</div>", h)).collect::<Html>();
                let el = el.clone();
                request_animation_frame(move || {
                    set_timeout(
                        move || {
                            // Unless the screen was drawn again meanwhile.
                            if full_draws.try_with_value(|n| *n == draw) == Some(true) {
                                let _ = el.insert_adjacent_html("beforeend", &rest);
                            }
                        },
                        std::time::Duration::ZERO,
                    )
                });
            }
        } else {
            for (i, h) in now.iter().enumerate() {
                if drawn.as_ref().and_then(|d| d.get(i)) != Some(h) {
                    if let Some(slot) = slots.item(i as u32) {
                        redraw(&slot, h);
                    }
                }
            }
        }
        if let Some(selector) = next.get_untracked() {
            let _ = crate::shell::focus(&selector);
            next.set(None);
        }
        Some(now)
    });
}

/// Sets a part's HTML, keeping open what the arbiter had opened in it
/// (a match's tools, a team's details), so a command given there can be
/// followed by the next.
fn redraw(slot: &web_sys::Element, html: &str) {
    let open = |el: &web_sys::Element| -> Vec<bool> {
        let Ok(list) = el.query_selector_all("details") else { return Vec::new() };
        (0..list.length()).map(|i| list.item(i).and_then(|d| d.dyn_into::<web_sys::Element>().ok()).is_some_and(|d| d.has_attribute("open"))).collect()
    };
    let before = open(slot);
    slot.set_inner_html(html);
    if before.iter().any(|o| *o) {
        if let Ok(list) = slot.query_selector_all("details") {
            for (i, was) in before.iter().enumerate() {
                if let (true, Some(d)) = (*was, list.item(i as u32).and_then(|d| d.dyn_into::<web_sys::Element>().ok())) {
                    let _ = d.set_attribute("open", "");
                }
            }
        }
    }
}

/// What a screen needs to carry out what the engine says its forms and
/// buttons give (taken from the context when the screen is made: an event
/// handler runs outside it).
#[derive(Clone)]
pub struct Screen {
    pub run: Run,
    restoring: Restoring,
    ask: Ask,
    pub notices: crate::notice::Notices,
}

impl Screen {
    pub fn new(run: Run) -> Screen {
        Screen { run, restoring: use_restoring(), ask: use_ask(), notices: crate::notice::use_notice() }
    }

    /// A form's fields handed to the engine (`kind` its `data-form`, `id` its
    /// `data-id`) and what it says carried out. True when saved straight away.
    pub fn submit(&self, tournament: Now, kind: &str, id: u32, fields: &[(String, String)]) -> bool {
        tournament.with_untracked(|t| t.map(|t| Form::read(kind).and_then(|form| screens::submit(t, form, id, fields)))).is_some_and(|act| self.carry_out(act))
    }

    /// Asks first when the engine says to, saves a restore point first when
    /// it says to. True when it was saved straight away.
    pub fn carry_out(&self, act: Result<Act, String>) -> bool {
        let Act { command, said, restore, ask } = match act {
            Ok(act) => act,
            Err(why) => {
                self.notices.problem(why);
                return false;
            }
        };
        let (run, restoring) = (self.run.clone(), self.restoring.clone());
        let go = move || match restore {
            Some(before) => (restoring.0)(command.clone(), said.clone(), before),
            None => run(command.clone(), said.clone()),
        };
        match ask {
            Some(q) => {
                self.ask.ask(&q.title, q.message, q.details, &q.go, move || {
                    go();
                });
                false
            }
            None => go(),
        }
    }
}
