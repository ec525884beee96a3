//! Results held back for the director: a table's or a backup's result that
//! differs from the one here. They wait in the event's log, so a reload keeps
//! them; each is settled by one log entry (undo it and it waits again).

use super::*;
use clubscore_engine::tables::results::{self, Conflict};

/// A result entry in a scorer's words.
fn said(event: &Event, entry: &clubscore_engine::bridge::LogEntry) -> String {
    let text = clubscore_engine::bridge::words::say(event, entry);
    // "Board 3, NS 2 v EW 5: 4S by N, 10 tricks, NS +420 (corrects …)": the part after the pairs.
    text.split_once(": ").map(|x| x.1.to_string()).unwrap_or(text)
}

#[component]
pub(super) fn Conflicts(event: Shown, conflicts: Memo<Vec<Conflict>>, save: Save) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let settle = Callback::new(move |(c, take_theirs): (Conflict, bool)| {
        let Some(mut edited) = event.get_untracked() else { return };
        if let Err(err) = results::resolve(&mut edited, &c, take_theirs, &device(), storage::now()) {
            return notices.problem(err.to_string());
        }
        let what = if take_theirs { format!("{}'s result taken", c.from) } else { "the result here kept".to_string() };
        let (board, ns, ew) = results::line(&c);
        let ew = Numbering::of(&edited).number(ew);
        save(edited, format!("Board {board}, NS {ns} v EW {ew}: {what} (undo it in the audit trail)."));
    });
    view! {
        {move || {
            let all = conflicts.get();
            (!all.is_empty()).then(|| view! {
                <section class="conflicts" aria-labelledby="conflicts-title" data-testid="conflicts">
                    <h2 id="conflicts-title">"Conflicts: two results for the same board and pairs"</h2>
                    {all.into_iter().map(|c| {
                        let (ours, theirs) = event.with_untracked(|e| e.map(|e| (c.ours.as_ref().map(|o| said(e, o)).unwrap_or_else(|| "no result".into()), said(e, &c.theirs))).unwrap_or_default());
                        let from = c.from.clone();
                        let from_title = capitalised(&from);
                        let c2 = c.clone();
                        let (board, ns, ew) = results::line(&c);
                        let heading = format!("Board {board}, NS {ns} v EW {}", written(event).number(ew));
                        view! {
                            <div class="conflict" data-testid="conflict">
                                <p><strong>{heading}</strong></p>
                                <p>{format!("Here: {ours}")}</p>
                                <p>{format!("{from_title}: {theirs}")}</p>
                                <button type="button" on:click=move |_| settle.run((c.clone(), false))>"Keep the result here"</button>
                                <button type="button" on:click=move |_| settle.run((c2.clone(), true))>{format!("Take {from}'s")}</button>
                            </div>
                        }
                    }).collect_view()}
                </section>
            })
        }}
    }
}
