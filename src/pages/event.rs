//! One event: its name and its participants, and the game's own screens
//! below them. Every save is checked against the revision this page loaded
//! (`StoredEvent`), so two tabs never overwrite each other.

type Shown = crate::stored_event::Shown<clubscore_engine::bridge::Bridge>;
type StoredEvent = crate::stored_event::StoredEvent<clubscore_engine::bridge::Bridge>;
use clubscore_engine::bridge::Event;
use clubscore_engine::event::{Member, Participant};
use clubscore_engine::{Format, GameKind};
use leptos::prelude::*;

/// How this page keeps its event: read and written as an event of either
/// game, as the list of events on the same page keeps them (one copy of the
/// store's code on the page), and shown as the bridge event it is. A chess
/// event opened here by an old link reads too, and is sent to the chess page.
fn as_either() -> crate::stored_event::Keeping<clubscore_engine::bridge::Bridge> {
    use clubscore_engine::games::{as_bridge, of_bridge, with_bridge_setup, Any};
    use clubscore_engine::library::StoreError;
    crate::stored_event::Keeping {
        load: |lib, id| lib.load::<Any>(id).and_then(|e| as_bridge(e).map_err(|problem| StoreError::Damaged { id: id.to_string(), problem })),
        // What was saved is this page's own event: its set-up as it is, not read again.
        save: |lib, e, now| {
            let setup = e.setup;
            lib.save_owned(of_bridge(e), now).map(|e| with_bridge_setup(e, setup)).map_err(|(x, e)| (x, with_bridge_setup(e, setup)))
        },
        revision: |lib, id| lib.stored_revision::<Any>(id),
    }
}

#[component]
pub fn EventPage(id: String) -> impl IntoView {
    let stored = StoredEvent::open_as(id, as_either());
    let event = stored.event;
    let save = move |edited: Event, done: String| stored.save(edited, done);
    // The bridge session lives outside the re-rendered body, so typing a
    // result is not interrupted when another result is saved.
    let current = stored.current();
    // A chess event lives on the chess page (an old link or a typed address).
    Effect::new(move |_| {
        if let Some(e) = event.with(|e| e.as_ref().ok().filter(|e| e.game() == GameKind::Chess).map(|e| crate::routes::event_link(&e.id, e.format))) {
            let _ = window().location().replace(&e);
        }
    });
    let save_for_session: crate::pages::bridge::Save = std::sync::Arc::new(save);
    let append: crate::pages::bridge::Append = std::sync::Arc::new(move |entries, done| stored.append(entries, None, done));
    // The body is built once; it follows the event through signals.
    let load_error = Memo::new(move |_| event.with(|e| e.as_ref().err().map(|e| e.to_string())));
    view! {
        <nav class="crumbs"><a href=crate::routes::list_href()>"← All events"</a></nav>
        <crate::stored_event::ArchivedNote stored />
        {move || match load_error.get() {
            Some(problem) => view! {
                <h1>"This event cannot be opened"</h1>
                <p class="problem" role="alert">{problem}</p>
            }.into_any(),
            None => view! { <EventBody event=current save /> }.into_any(),
        }}
        // Show keeps its own memo of the condition: none is kept here.
        <Show when=move || event.with(|e| e.as_ref().ok().map(Event::game)) == Some(GameKind::Bridge)>
            <crate::pages::bridge::BridgeSession event=current save=save_for_session.clone() append=append.clone() />
        </Show>
        <crate::stored_event::ChangedElsewhere stored />
    }
}

#[component]
fn EventBody<F>(event: Shown, save: F) -> impl IntoView
where
    F: Fn(Event, String) -> bool + Clone + Send + Sync + 'static,
{
    let notices = crate::notice::use_notice();
    // Each part follows only what it shows: entering a result does not
    // rebuild the header or the list of pairs.
    let participants = Memo::new(move |_| event.with(|e| e.map(|e| e.participants.clone()).unwrap_or_default()));
    let format = event.with_untracked(|e| e.map(|e| e.format)).unwrap_or(Format::BridgePairs);
    let noun = format.participant_noun();
    // A pairs event's players carry handicaps (SC 2.6), as an individual's do.
    let handicaps = matches!(format, Format::BridgePairs | Format::BridgeIndividual);
    let participant = RwSignal::new(String::new());
    let save_head = save.clone();
    let save_item = save.clone();
    let save_history = save.clone();
    // Names pasted as lines (a recap's `1 N Ann & Bob`, or a plain list), all or nothing.
    let pasted = RwSignal::new(String::new());
    let paste = {
        let save = save.clone();
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            let Some(mut edited) = event.get_untracked() else { return };
            match clubscore_engine::bridge::session::names_from_lines(&mut edited, &pasted.get_untracked()) {
                Ok(n) => {
                    if save(edited, format!("{n} name(s) set.")) {
                        pasted.set(String::new());
                    }
                }
                Err(e) => notices.problem(format!("No name was set: {e}.")),
            }
        }
    };
    let add = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(mut edited) = event.get_untracked() else { return };
        match edited.add_participant(&participant.get_untracked()) {
            Ok(number) => {
                if save(edited, format!("Added {noun} {number}.")) {
                    participant.set(String::new());
                }
            }
            Err(e) => notices.problem(e.to_string()),
        }
    };
    let title = format!("{}s", noun[..1].to_ascii_uppercase() + &noun[1..]);
    let list = participant_list(event, participants, save_item, noun, handicaps);
    view! {
        <EventHead event save=save_head />
        <section aria-labelledby="participants-title">
            <h2 id="participants-title">{title}</h2>
            {list}
            {handicaps.then(|| {
                let save: crate::pages::bridge::Save = std::sync::Arc::new(save_history.clone());
                view! { <crate::pages::bridge::HandicapsFromHistory event save /> }
            })}
            <form on:submit=add class="inline" data-testid="add-participant">
                <label>
                    <span>{format!("New {noun}")}</span>
                    <input type="text" required maxlength="120"
                        prop:value=move || participant.get() on:input=move |ev| participant.set(event_target_value(&ev)) />
                </label>
                <button type="submit">{format!("Add {noun}")}</button>
            </form>
            <details class="paste-names" data-testid="paste-names">
                <summary>"Paste names"</summary>
                <form on:submit=paste>
                    <label>
                        <span>{paste_hint(noun)}</span>
                        <textarea rows="6" prop:value=move || pasted.get() on:input=move |ev| pasted.set(event_target_value(&ev))></textarea>
                    </label>
                    <button type="submit">"Set the names"</button>
                </form>
            </details>
        </section>
    }
}

/// The list of participants, each to rename. Opened with play begun, it
/// is folded: the session's entry comes first on the screen, and a big
/// evening does not build 60 pairs' fields at every opening. Opened before
/// the first result, it stays open all evening: nothing above the scorer's
/// hands moves when play begins.
fn participant_list<F>(event: Shown, participants: Memo<Vec<Participant>>, save_item: F, noun: &'static str, handicaps: bool) -> AnyView
where
    F: Fn(Event, String) -> bool + Clone + Send + Sync + 'static,
{
    let items = move || {
        let list = participants.get();
        if list.is_empty() {
            view! { <p class="empty">{format!("No {noun}s yet.")}</p> }.into_any()
        } else {
            view! {
                <ol class="participants" data-testid="participants">
                    {list.into_iter().map(|p| {
                        let save = save_item.clone();
                        view! { <ParticipantItem event number=p.number name=p.name handicap=p.handicap members=p.members save noun handicaps /> }
                    }).collect_view()}
                </ol>
            }
            .into_any()
        }
    };
    let folded = event.with_untracked(|e| e.is_some_and(|e| e.play_begun()));
    if folded {
        let children: ChildrenFn = std::sync::Arc::new(move || items.clone().into_any());
        let summary = move || {
            participants
                .with(|p| format!("{} {noun}{}: {}", p.len(), if p.len() == 1 { "" } else { "s" }, if handicaps { "names and handicaps" } else { "names" }))
        };
        view! { <crate::components::Fold summary testid="participants-fold" children /> }.into_any()
    } else {
        items.into_any()
    }
}

/// The event's name, kind, date and version, and its name to change.
#[component]
fn EventHead<F>(event: Shown, save: F) -> impl IntoView
where
    F: Fn(Event, String) -> bool + Clone + Send + Sync + 'static,
{
    let notices = crate::notice::use_notice();
    let event_name = Memo::new(move |_| event.with(|e| e.map(|e| e.name.clone()).unwrap_or_default()));
    // What is typed; a reload (another tab's save) shows the stored name in the field.
    let name = crate::edited::Edited::new(event_name);
    let rename = {
        let save = save.clone();
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            let Some(mut edited) = event.get_untracked() else { return };
            match edited.rename(&name.get_untracked()) {
                Ok(()) => {
                    let done = format!("Saved the name “{}”.", edited.name);
                    save(edited, done);
                }
                Err(e) => notices.problem(e.to_string()),
            }
        }
    };
    view! {
        <header class="page-head">
            <h1 data-testid="event-title">{move || event_name.get()}</h1>
            <p class="facts">
                <span>{move || event.with(|e| e.map(|e| e.format.label()).unwrap_or_default())}</span>
                <span>{move || event.with(|e| e.map(|e| e.date.clone()).unwrap_or_default())}</span>
                <span data-testid="revision">{move || format!("version {}", event.with(|e| e.map(|e| e.revision).unwrap_or(0)))}</span>
            </p>
        </header>
        <section aria-labelledby="settings-title">
            <h2 id="settings-title">"Event"</h2>
            <form on:submit=rename class="inline" data-testid="rename-form">
                <label>
                    <span>"Event name"</span>
                    <input type="text" required maxlength="120"
                        prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
                </label>
                <button type="submit" class="primary">"Save name"</button>
            </form>
        </section>
    }
}

/// One pair or team in the list: its number, its name, and renaming in place.
#[component]
fn ParticipantItem<F>(
    event: Shown,
    number: u32,
    name: String,
    handicap: Option<i64>,
    members: Vec<Member>,
    save: F,
    noun: &'static str,
    handicaps: bool,
) -> impl IntoView
where
    F: Fn(Event, String) -> bool + Clone + Send + Sync + 'static,
{
    use clubscore_engine::bridge::handicap::{show_hundredths, ParticipantDraft};
    let notices = crate::notice::use_notice();
    // The number as the club writes it ("EW 3" of a Mitchell numbered from 1).
    let label = super::bridge::written(event).label(number);
    let editing = RwSignal::new(false);
    let text = RwSignal::new(name.clone());
    let handicap_text = RwSignal::new(handicap.map(show_hundredths).unwrap_or_default());
    // A pair's two players (with their handicaps where the event has them);
    // a team's players (up to six), names only; an individual's participant
    // is the player: no players within.
    let seats = match noun {
        "player" => 0,
        "pair" => 2,
        _ => 6,
    };
    let players: Vec<(RwSignal<String>, RwSignal<String>)> = (0..seats)
        .map(|i| {
            let m = members.get(i);
            (RwSignal::new(m.map(|m| m.name.clone()).unwrap_or_default()), RwSignal::new(m.and_then(|m| m.handicap).map(show_hundredths).unwrap_or_default()))
        })
        .collect();
    let fields = players.clone();
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(edited) = event.get_untracked() else { return };
        let players = fields.iter().map(|(name, h)| (name.get_untracked(), h.get_untracked())).collect();
        let draft = ParticipantDraft { number, name: text.get_untracked(), handicap: handicap_text.get_untracked(), players };
        match draft.apply(edited, noun) {
            Ok((edited, said)) => {
                if save(edited, said) {
                    editing.set(false);
                }
            }
            Err(e) => notices.problem(e),
        }
    };
    let shown = name.clone();
    let who = players_listed(&members, &name, seats);
    view! {
        <li>
            <span class="number">{label.clone()}</span>" "
            {move || if editing.get() {
                let submit = submit.clone();
                view! {
                    <form class="inline" on:submit=submit>
                        <label>
                            <span>{format!("Name of {noun} {label}")}</span>
                            <input id=format!("name-{number}") type="text" required maxlength="120" prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev)) />
                        </label>
                        {players.iter().enumerate().map(|(i, &(name, h))| view! {
                            <label>
                                <span>{format!("Player {} of {noun} {label}", i + 1)}</span>
                                <input type="text" maxlength="120" prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
                            </label>
                            {handicaps.then(|| view! {
                                <label>
                                    <span>{format!("Handicap of player {} (%)", i + 1)}</span>
                                    <input type="text" inputmode="decimal" size="6" placeholder="+3.58" prop:value=move || h.get() on:input=move |ev| h.set(event_target_value(&ev)) />
                                </label>
                            })}
                        }).collect_view()}
                        {handicaps.then(|| view! {
                            <label>
                                <span>{if seats == 0 { format!("Handicap of {noun} {label} (%)") } else { format!("Handicap of {noun} {label} (%), if not the players' mean") }}</span>
                                <input type="text" inputmode="decimal" size="6" placeholder="+3.58" prop:value=move || handicap_text.get() on:input=move |ev| handicap_text.set(event_target_value(&ev)) />
                            </label>
                        })}
                        <button type="submit" class="primary">"Save"</button>
                        <button type="button" on:click=move |_| editing.set(false)>"Cancel"</button>
                    </form>
                }.into_any()
            } else {
                view! {
                    <span>{shown.clone()}</span>" "
                    {(!who.is_empty()).then(|| view! { <span class="facts">{who.clone()}</span>" " })}
                    {handicap.map(|h| view! { <span class="facts">{format!("handicap {}", show_hundredths(h))}</span>" " })}
                    <button type="button" class="quiet" aria-label=format!("Rename {noun} {label}") on:click=move |_| {
                        editing.set(true);
                        // The cursor in the name, selected, to type over.
                        crate::shell::focus_when_drawn(format!("#name-{number}"));
                    }>"Rename"</button>
                }.into_any()
            }}
        </li>
    }
}

/// The players as listed: "Ann Smith (+1.00), Bob Jones"; nothing when the
/// name already says them (an imported pair's, an individual's player).
fn players_listed(members: &[Member], name: &str, seats: usize) -> String {
    use clubscore_engine::bridge::handicap::show_hundredths;
    let who = members
        .iter()
        .map(|m| match m.handicap {
            Some(h) => format!("{} ({})", m.name, show_hundredths(h)),
            None => m.name.clone(),
        })
        .collect::<Vec<_>>()
        .join(", ");
    if seats == 0 || who.replace(", ", " & ") == name {
        return String::new();
    }
    who
}

/// What a pasted line looks like for this kind of participant.
fn paste_hint(noun: &str) -> String {
    let example = match noun {
        "team" => "“3 Sharks”",
        "pair" => "“1 N Ann Ash & Bob Bell”, “3 Ann & Bob”",
        _ => "“3 Ann Ash”",
    };
    format!("One {noun} a line: {example}, or a plain list")
}
