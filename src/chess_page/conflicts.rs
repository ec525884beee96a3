//! Commands held back for the arbiter: another copy's (a backup's, another
//! device's) that differ from the ones here for the same target, a board's
//! result, a line-up, an absence, a decision or a setting. They wait in the
//! event's log, so a reload keeps them; each is settled by one log entry
//! (undo it and the choice is back).

use super::screen;
use crate::notice::use_notice;
use crate::storage;
type StoredEvent = crate::stored_event::StoredEvent<clubscore_engine::chess::Chess>;
use clubscore_engine::chess::{log, target};
use clubscore_engine::html;
use clubscore_engine::markup::Html;
use clubscore_engine::merge;
use leptos::prelude::*;

#[component]
pub fn Conflicts(stored: StoredEvent) -> impl IntoView {
    let notices = use_notice();
    let event = stored.event;
    let waiting = Memo::new(move |_| event.with(|e| e.as_ref().map(|e| merge::conflicts::<target::Chess>(e)).unwrap_or_default()));
    let html = move || {
        waiting.with(|all| {
            if all.is_empty() {
                return String::new();
            }
            event.with(|e| {
            let Ok(e) = e.as_ref() else { return String::new() };
            let names = log::Names::new(e, None);
            let said = |entry: Option<&clubscore_engine::chess::LogEntry>| entry.and_then(|x| log::describe_entry(x, &names)).unwrap_or_else(|| "nothing (withdrawn since)".into());
            let mut h = Html::new();
            h.raw("<section class=\"conflicts\" data-testid=\"chess-conflicts\" aria-labelledby=\"chess-conflicts-title\"><h2 id=\"chess-conflicts-title\">Conflicts: two copies of this event differ</h2>");
            for (i, c) in all.iter().enumerate() {
                html!(
                    h,
                    "<div class=\"conflict\" data-testid=\"conflict\"><p><strong>{}</strong></p><p>Here: {}</p><p>{}: {}</p><button type=\"button\" data-conflict=\"{}\" data-take=\"0\">Keep the one here</button> <button type=\"button\" data-conflict=\"{}\" data-take=\"1\">Take {}'s</button></div>",
                    target::words(&c.target, &names),
                    said(c.ours.as_ref()),
                    crate::shell::capitalised(&c.from),
                    said(Some(&c.theirs)),
                    i,
                    i,
                    c.from
                );
            }
            h.raw("</section>");
            h.into_string()
            })
        })
    };
    let click = move |ev: leptos::ev::MouseEvent| {
        let Some(button) = screen::closest(&ev, "button[data-conflict]") else { return };
        let take = button.get_attribute("data-take").as_deref() == Some("1");
        let Some(c) = screen::data(&button, "data-conflict").and_then(|i| waiting.with_untracked(|w| w.get(i).cloned())) else { return };
        let Some(mut edited) = event.with_untracked(|e| e.as_ref().ok().cloned()) else { return };
        let words = target::words(&c.target, &log::Names::new(&edited, None));
        if let Err(err) = merge::resolve(&mut edited, &c, take, &words, &storage::device(), storage::now()) {
            return notices.problem(err.to_string());
        }
        let what = if take { format!("{}'s taken", c.from) } else { "the one here kept".to_string() };
        stored.save(edited, format!("{words}: {what} (undo it in the audit trail)."));
    };
    view! { <div on:click=click inner_html=html></div> }
}
