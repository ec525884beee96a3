//! The director's tools for a pairs session: a fouled board, and a pair that
//! is late or missing for some rounds. Each saves ordinary log entries, seen
//! in the audit trail and undone there.

use super::*;
use clubscore_engine::bridge::director::{self, Absence};

#[component]
pub(super) fn DirectorTools(event: Shown, save: Save) -> impl IntoView {
    let absent_save = save.clone();
    view! {
        <section aria-labelledby="director-title" data-testid="director">
            <h2 id="director-title">"Director's tools"</h2>
            <Fold summary=|| "Fouled board">
                <FouledBoard event save=save.clone() />
            </Fold>
            <Fold summary=move || if individual(event) { "Late or missing player" } else { "Late or missing pair" }>
                <AbsentPair event save=absent_save.clone() />
            </Fold>
        </section>
    }
}

/// Marks the tables that played the other version of a fouled board.
#[component]
fn FouledBoard(event: Shown, save: Save) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let board = RwSignal::new(1u32);
    // The board's lines as scheduled, each with whether it played the other version.
    let lines = Memo::new(move |_| {
        let b = board.get();
        event.with(|e| {
            let Some(e) = e.as_ref() else { return Vec::new() };
            let other = director::fouled_boards(e).remove(&b).unwrap_or_default();
            e.schedule
                .rounds
                .iter()
                .flat_map(|r| &r.sittings)
                .filter(|s| s.boards.contains(&b))
                .filter_map(|s| Some((s.home, s.away?)))
                .map(|l| (l, other.contains(&l)))
                .collect::<Vec<_>>()
        })
    });
    // What is saved is what the director ticks, starting from what is saved now.
    let saved = Memo::new(move |_| lines.with(|l| l.iter().filter(|x| x.1).map(|x| x.0).collect::<Vec<_>>()));
    let chosen = crate::edited::Edited::new(saved);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(mut edited) = event.get_untracked() else { return };
        let b = board.get_untracked();
        let other = chosen.get_untracked();
        if !lines.get_untracked().iter().any(|x| x.1) && other.is_empty() {
            return notices.problem(format!("Board {b}: tick the tables that played the other version of the deal."));
        }
        let message = if other.is_empty() {
            format!("Board {b} is scored as one deal again.")
        } else {
            format!("Board {b} fouled: {} table(s) scored on the other version.", other.len())
        };
        let entry = director::fouled_entry(&edited, &device(), storage::now(), b, other, None);
        if let Err(err) = edited.append(entry) {
            return notices.problem(err.to_string());
        }
        save(edited, message);
    };
    view! {
        <form class="director-form" on:submit=submit data-testid="fouled-form">
            <NumberField label="Board".to_string() value=board min=1 max=999 />
            <fieldset>
                <legend>"Tables that played the other version"</legend>
                {move || lines.get().into_iter().map(|((ns, ew), _)| view! {
                    <label class="check">
                        <input type="checkbox" prop:checked=move || chosen.get().contains(&(ns, ew))
                            on:change=move |ev| {
                                let on = event_target_checked(&ev);
                                chosen.update(|c| { c.retain(|x| *x != (ns, ew)); if on { c.push((ns, ew)) } });
                            } />
                        {format!(" NS {ns} v EW {}", written(event).number(ew))}
                    </label>
                }).collect_view()}
            </fieldset>
            <button type="submit">"Save the fouled board"</button>
        </form>
    }
}

/// Scores the boards of a pair that missed some rounds, all at once.
#[component]
fn AbsentPair(event: Shown, save: Save) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let pair = RwSignal::new(1u32);
    let first = RwSignal::new(1u32);
    let last = RwSignal::new(1u32);
    let how = RwSignal::new("at-fault".to_string());
    // The list changes with the pairs and their numbering, not with each result saved.
    let options = Memo::new(move |_| {
        event.with(|e| {
            e.map(|e| {
                let written = Numbering::of(e);
                e.participants.iter().map(|p| (p.number, format!("{} {}", written.label(p.number), p.name))).collect::<Vec<_>>()
            })
            .unwrap_or_default()
        })
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(mut edited) = event.get_untracked() else { return };
        let (p, a, b) = (pair.get_untracked(), first.get_untracked(), last.get_untracked());
        if !edited.participants.iter().any(|x| x.number == p) {
            return notices.problem(format!("There is no {} {p} in this session.", noun(event)));
        }
        if a > b {
            return notices.problem(format!("Rounds {a} to {b}: the first round comes before the last."));
        }
        let absence = match how.get_untracked().as_str() {
            "sit-out" => Absence::SitOut,
            "neither" => Absence::Neither,
            _ => Absence::AtFault,
        };
        let (entries, skipped) = director::absent_pair(&edited, &device(), storage::now(), p, a, b, absence);
        if entries.is_empty() && skipped.is_empty() {
            return notices.problem(format!("{} {p} plays no boards in rounds {a} to {b}.", capitalised(noun(event))));
        }
        let count = entries.len();
        for entry in entries {
            if let Err(err) = edited.append(entry) {
                return notices.problem(err.to_string());
            }
        }
        let written = Numbering::of(&edited);
        let mut message = format!("{} {}, rounds {a} to {b}: {count} board(s) scored.", capitalised(noun(event)), written.label(p));
        if !skipped.is_empty() {
            let list: Vec<String> = skipped.iter().map(|(board, ns, ew)| format!("board {board} (NS {ns} v EW {})", written.number(*ew))).collect();
            message.push_str(&format!(" Already entered, left as they are (correct them one by one if needed): {}.", list.join(", ")));
        }
        if count > 0 {
            save(edited, message);
        } else {
            notices.problem(message);
        }
    };
    view! {
        <form class="director-form" on:submit=submit data-testid="absent-form">
            <label>
                <span>{capitalised(noun(event))}</span>
                // Each pair as the club numbers it ("EW 3"), with its names.
                <select on:change=move |ev| pair.set(event_target_value(&ev).parse().unwrap_or(0))>
                    {move || options.get().into_iter().map(|(n, label)| view! { <option value=n selected=move || pair.get() == n>{label}</option> }).collect_view()}
                </select>
            </label>
            <NumberField label="From round".to_string() value=first min=1 max=99 />
            <NumberField label="To round".to_string() value=last min=1 max=99 />
            <label>
                <span>"Score the missed boards as"</span>
                <select on:change=move |ev| how.set(event_target_value(&ev))>
                    <option value="at-fault" selected>"Average- to the pair, Average+ to its opponents"</option>
                    <option value="neither">"Average to both sides"</option>
                    <option value="sit-out">"Not played (a sit-out)"</option>
                </select>
            </label>
            <button type="submit">"Score the missed boards"</button>
        </form>
    }
}

/// An individual's absent one is a player; otherwise a pair.
fn individual(event: Shown) -> bool {
    event.with_untracked(|e| e.is_some_and(|e| e.format == clubscore_engine::Format::BridgeIndividual))
}

fn noun(event: Shown) -> &'static str {
    if individual(event) {
        "player"
    } else {
        "pair"
    }
}
