//! Entering results: a board's traveller or a table's pickup slip, row by row.

use super::*;
use crate::drafts;
use clubscore_engine::bridge::session::{RowDraft, RowMade};
use clubscore_engine::library::KeyValue;
use wasm_bindgen::JsCast;

#[component]
pub(super) fn ResultEntryPanel(event: Shown, scored: Scored, missing: Memo<Vec<(u32, usize)>>, append: Append) -> impl IntoView {
    let board = RwSignal::new(1u32);
    // Entry from the travellers (a board, every table that played it) or from
    // the pickup slips (a table in a round, every board it played).
    // Remembered on this device: a club enters its nights the same way each week.
    const MODE: &str = "clubscore/entry-mode";
    let pairs = event.with_untracked(|e| e.is_some_and(|e| e.format == clubscore_engine::Format::BridgePairs));
    let by_slip = RwSignal::new(storage::local_store().ok().and_then(|s| s.get(MODE).ok().flatten()).as_deref() == Some("slips"));
    Effect::new(move |_| {
        let slips = by_slip.get();
        if let Ok(mut s) = storage::local_store() {
            let _ = s.set(MODE, if slips { "slips" } else { "travellers" });
        }
    });
    let round = RwSignal::new(1u32);
    let table = RwSignal::new(1u32);
    // (board, first column, ns, ew, an individual's partners of ns and ew) for each row.
    let rows = Memo::new(move |_| {
        if by_slip.get() {
            let (r, t) = (round.get(), table.get());
            event.with(|e| {
                e.iter()
                    .flat_map(|e| e.schedule.rounds.iter().filter(|x| x.number == r).flat_map(|x| x.sittings.iter().filter(|s| s.table == t)))
                    .flat_map(|s| s.boards.iter().map(move |&b| (b, b, s.home, s.away.unwrap_or(0), s.south_west())))
                    .collect::<Vec<_>>()
            })
        } else {
            let b = board.get();
            event.with(|e| {
                e.iter()
                    .flat_map(|e| {
                        e.schedule.rounds.iter().flat_map(move |r| {
                            r.sittings.iter().filter(move |s| s.boards.contains(&b)).map(move |s| (b, r.number, s.home, s.away.unwrap_or(0), s.south_west()))
                        })
                    })
                    .collect::<Vec<_>>()
            })
        }
    });
    // Rows typed into and not saved (on any board or slip), kept on this device.
    let drafts_changed = drafts::DraftsChanged(RwSignal::new(0));
    provide_context(drafts_changed);
    // Those not on screen now are named, so none is forgotten on another board.
    // Read when a draft comes or goes, or other rows show: not on every save.
    let event_id = event.with_untracked(|e| e.map(|e| e.id.clone())).unwrap_or_default();
    let pending = Memo::new(move |_| {
        drafts_changed.0.track();
        let shown: Vec<String> = rows.get().iter().map(|(b, _, ns, ew, _)| format!("{b}-{ns}-{ew}")).collect();
        let all = drafts::all(&event_id);
        all.into_iter().filter(|(row, _)| !shown.contains(row)).collect::<Vec<_>>()
    });
    // Results that count but cannot be scored: on their rows, and named below.
    let unscored = Memo::new(move |_| scored.with(|s| s.as_ref().map(|s| s.travellers.unscored.clone()).unwrap_or_default()));
    // A row per board and pairs: another board, round or table makes new rows (empty inputs).
    let row_keys = move || rows.get();
    view! {
        <section aria-labelledby="entry-title" data-testid="entry">
            <h2 id="entry-title">"Enter results"</h2>
            <fieldset class="mode">
                <legend>"Enter from"</legend>
                <label class="check"><input type="radio" name="entry-mode" prop:checked=move || !by_slip.get() on:change=move |_| by_slip.set(false) />" the travellers (a board)"</label>
                <label class="check"><input type="radio" name="entry-mode" prop:checked=move || by_slip.get() on:change=move |_| by_slip.set(true) />" the pickup slips (a table and round)"</label>
            </fieldset>
            <Show when=move || by_slip.get()>
                // Enter in the round or table: to the slip's first row still to enter.
                <div class="board-picker" data-testid="slip-picker" on:keydown=move |ev: leptos::ev::KeyboardEvent| if ev.key() == "Enter" { ev.prevent_default(); to_first_row() }>
                    <NumberField label="Round".to_string() value=round min=1 max=99 />
                    <span data-testid="slip-table"><NumberField label="Table".to_string() value=table min=1 max=99 /></span>
                </div>
            </Show>
            <BoardPicker board event hidden=by_slip />
            <table class="schedule traveller-entry">
                <caption>{move || if by_slip.get() { format!("Pickup slip, round {}, table {}", round.get(), table.get()) } else { format!("Traveller, board {}", board.get()) }}</caption>
                <thead><tr>
                    <th scope="col">{move || if by_slip.get() { "Board" } else { "Round" }}</th><th scope="col">"NS"</th><th scope="col">"EW"</th>
                    <th scope="col">"Contract or score"</th><th scope="col">"By"</th><th scope="col">"Tricks"</th><th scope="col">"Result"</th><th scope="col"><span class="visually-hidden">"Save"</span></th>{pairs.then(|| view! { <th scope="col">{move || if event.with(|e| e.and_then(session::in_imps)).is_some() { "IMPs NS" } else { "MP NS" }}</th> })}
                </tr></thead>
                <tbody>
                    // Drawn again only when the rows themselves change (another board,
                    // round or table): a result saved leaves them, and what is typed in them, as they are.
                    {move || {
                        let rows = row_keys();
                        // A row's own reads do not redraw the list.
                        untrack(|| rows.into_iter().map(|row| view! {
                            <EntryRow event scored unscored append=append.clone() pairs board=row.0 first=row.1 ns=row.2 ew=row.3 partners=row.4 />
                        }).collect_view())
                    }}
                </tbody>
            </table>
            // A board, round or table with nothing to enter (a key typed into the wrong field): said, not an empty slip.
            {move || rows.with(Vec::is_empty).then(|| view! { <p class="warning" role="alert" data-testid="no-rows">{move || nothing_to_enter(event, by_slip.get(), board.get(), round.get(), table.get())}</p> })}
            <p class="hint">"Contract or score: the contract with its declarer and tricks (4S N 10) or its result (4S= N, 3NTX-2 E), or the NS score alone (420, -50); Pass; an adjusted score A+, A, A-, a split A+/A- or 60/40, DNP for not played; a weighted score 60% 4S N 10 + 40% 4S N 9. Enter saves the row and goes to the next."</p>
            <EntryNotes event scored unscored pending missing />
        </section>
    }
}

/// Why a traveller or a pickup slip has no rows: what the session has instead.
fn nothing_to_enter(event: Shown, by_slip: bool, board: u32, round: u32, table: u32) -> String {
    event.with(|e| {
        let Some(e) = e else { return String::new() };
        let span = |all: Vec<u32>| match (all.iter().min(), all.iter().max()) {
            (Some(a), Some(b)) => format!("{a} to {b}"),
            _ => "none".into(),
        };
        let rounds = &e.schedule.rounds;
        match (by_slip, rounds.iter().find(|r| r.number == round)) {
            (false, _) => format!("Board {board} is not played in this session (its boards: {}).", span(e.schedule.boards())),
            (true, None) => format!("There is no round {round} in this session (its rounds: {}).", span(rounds.iter().map(|r| r.number).collect())),
            (true, Some(r)) => format!("No table {table} plays in round {round} (its tables: {}).", span(r.sittings.iter().map(|s| s.table).collect())),
        }
    })
}

/// The traveller's board: typed, or the one before or after; Enter goes to its first row still to enter.
#[component]
fn BoardPicker(board: RwSignal<u32>, event: Shown, hidden: RwSignal<bool>) -> impl IntoView {
    let step = move |d: i64| {
        // The session's boards, read when stepped (no memo kept for them).
        let list = event.with_untracked(|e| e.map(|e| e.schedule.boards()).unwrap_or_default());
        if let Some(i) = list.iter().position(|&x| x == board.get_untracked()) {
            let j = (i as i64 + d).clamp(0, list.len() as i64 - 1) as usize;
            board.set(list[j]);
        }
    };
    view! {
        <div class="board-picker" class:hidden=move || hidden.get()>
            <button type="button" on:click=move |_| step(-1) aria-label="Previous board">"‹"</button>
            <label>
                <span>"Board"</span>
                <input type="number" min="1" data-testid="board-number" prop:value=move || board.get().to_string()
                    on:input=move |ev| { if let Ok(n) = event_target_value(&ev).parse::<u32>() { board.set(n) } }
                    on:keydown=move |ev: leptos::ev::KeyboardEvent| if ev.key() == "Enter" {
                        ev.prevent_default();
                        to_first_row();
                    } />
            </label>
            <button type="button" on:click=move |_| step(1) aria-label="Next board">"›"</button>
            <span class="facts">{move || {
                let b = board.get();
                format!("Dealer {}, vulnerable: {}", dealer(b).letter(), match vulnerability(b).pbn() { "None" => "none", "All" => "both", v => v })
            }}</span>
        </div>
    }
}

/// Under the rows: results entered but not scored, not in the movement,
/// typed and not saved on other rows, and still to come.
#[component]
fn EntryNotes(
    event: Shown,
    scored: Scored,
    unscored: Memo<Vec<session::Unscored>>,
    pending: Memo<Vec<(String, Vec<String>)>>,
    missing: Memo<Vec<(u32, usize)>>,
) -> impl IntoView {
    view! {
        {move || {
            let bad = unscored.get();
            (!bad.is_empty()).then(|| view! {
                <p class="warning" role="alert" data-testid="unscored">
                    // Each pair as the club numbers it (EW 3 of a Mitchell numbered from 1).
                    {format!("Entered but not scored: {}.", bad.iter().map(|u| session::Unscored { ew: written(event).number(u.ew), ..u.clone() }.to_string()).collect::<Vec<_>>().join("; "))}
                </p>
            })
        }}
        {move || {
            // Results that count and that the movement does not seat (after a change of movement): named, to correct.
            let off = scored.with(|s| s.as_ref().map(|s| s.misfits.clone()).unwrap_or_default());
            (!off.is_empty()).then(|| view! {
                <p class="warning" role="alert" data-testid="misfits">
                    {format!("Not in the movement: {}. Correct them, or change the movement back.", off.iter().map(|w| w.to_string()).collect::<Vec<_>>().join("; "))}
                </p>
            })
        }}
        {move || {
            let typed = pending.get();
            (!typed.is_empty()).then(|| view! {
                <p class="hint" data-testid="drafts">
                    {format!("Typed and not saved yet (kept on this device): {}.", typed.iter().map(|(row, fields)| {
                        let mut parts = row.splitn(3, '-');
                        let (b, n, w) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""), parts.next().unwrap_or(""));
                        let w = w.parse::<u32>().map(|w| written(event).number(w).to_string()).unwrap_or_default();
                        format!("board {b}, NS {n} v EW {w} ({})", fields.iter().filter(|f| !f.trim().is_empty()).cloned().collect::<Vec<_>>().join(" "))
                    }).collect::<Vec<_>>().join("; "))}
                </p>
            })
        }}
        <p data-testid="missing">{move || {
            let m = missing.get();
            if m.is_empty() { "Every scheduled result is in.".to_string() } else {
                format!("Still to come: {}.", m.iter().map(|(b, n)| format!("board {b} ({n})")).collect::<Vec<_>>().join(", "))
            }
        }}</p>
    }
}

#[component]
pub(super) fn EntryRow(
    event: Shown,
    scored: Scored,
    unscored: Memo<Vec<session::Unscored>>,
    append: Append,
    /// A pairs session: the row shows its match points (or IMPs).
    pairs: bool,
    board: u32,
    /// The first column: the round (traveller) or the board (pickup slip).
    first: u32,
    ns: u32,
    ew: u32,
    /// An individual: the partners of North and East (South, West).
    partners: Option<(u32, u32)>,
) -> impl IntoView {
    let notices = crate::notice::use_notice();
    // The EW pair as the club writes it ("EW 3" of a Mitchell numbered from 1).
    let written = written(event).number(ew);
    // An individual's sides are two players each: "8 & 5" v "3 & 2".
    let (ns_side, written) = match partners {
        Some((south, west)) => (format!("{ns} & {south}"), format!("{ew} & {west}")),
        None => (ns.to_string(), written.to_string()),
    };
    // The row's own copies; the save keeps the others for its messages.
    let (ns_shown, ew_shown) = (ns_side.clone(), written.clone());
    // What is typed is kept on the device as it is typed (a draft), until saved.
    let event_id = event.with_untracked(|e| e.map(|e| e.id.clone())).unwrap_or_default();
    let typed = RowFields::open(event_id, format!("{board}-{ns}-{ew}"));
    let RowFields { contract, declarer, tricks, .. } = typed;
    let keep_draft = move || typed.keep();
    // What is entered now for this table, derived from the log.
    let current = Memo::new(move |_| scored.with(|s| s.as_ref()?.line(board, ns, ew).map(|r| r.outcome.clone())));
    // What the save said of the result beyond its score (far from the field…): kept on the row until it is saved again.
    let said = RwSignal::new(Vec::<String>::new());
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let here = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|f| f.closest("tr").ok().flatten());
        // Refused: said, and what was typed selected, so the next keys type it again rather than add to it.
        let refused = |why: String| {
            notices.problem(why);
            if let Some(input) =
                here.as_ref().and_then(|tr| tr.query_selector("input").ok().flatten()).and_then(|i| i.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                let _ = input.focus();
                input.select();
            }
        };
        // The row the keyboard goes on to once this one is saved.
        let next = here.as_ref().and_then(next_row_input);
        // Typed, checked and made an entry against the event in place.
        let draft = RowDraft { board, ns, ew, contract: contract.get_untracked(), declarer: declarer.get_untracked(), tricks: tricks.get_untracked() };
        let sides = format!("NS {ns_side} v EW {written}");
        match event.with_untracked(|e| e.map(|e| draft.enter(e, &sides, &device(), storage::now()))) {
            None => {}
            Some(Err(why)) => refused(why),
            Some(Ok(RowMade { entry: le, said: message, notes })) => {
                let built_on = event.with_untracked(|e| e.map(|e| e.revision));
                // Added to the event where it is kept, not to a copy of it.
                if append(vec![le], message) {
                    said.set(notes);
                    typed.clear();
                    focus_next(next);
                } else if event.with_untracked(|e| e.map(|e| e.revision)) != built_on {
                    // Refused because another tab saved first: the latest is shown, and what was typed stays.
                    notices.problem(format!(
                        "This event was changed in another tab or window, so board {board}, NS {ns_side} v EW {written} was not saved; the latest version is shown now. What you typed is still in its row: press Save (or Enter) to apply it to the latest version."
                    ));
                }
            }
        }
    };
    let id = format!("b{board}-{ns}-{ew}");
    view! {
        // Entered (a sit-out's "not played" too): the keyboard passes over it on its way to the next row still to enter.
        <tr data-testid="entry-row" data-filled=move || current.get().is_some().then_some("")>
            <td>{first}</td>
            <td>{ns_shown.clone()}</td>
            <td>{ew_shown.clone()}</td>
            // Each field keeps room over and under it when the keyboard brings it into view (the
            // style's `.traveller-entry input` scroll-margin: the whole row shows, not half of it).
            // In the style, not on each field: an element with a style of its own shares none.
            <td><input form=id.clone() type="text" size="8" aria-label=format!("Contract or score, NS {ns_shown} v EW {ew_shown}") placeholder="4S= N, 420"
                prop:value=move || contract.get() on:input=move |ev| { contract.set(event_target_value(&ev)); keep_draft() } /></td>
            <td><input form=id.clone() type="text" size="3" aria-label=format!("Declarer, NS {ns_shown} v EW {ew_shown}") placeholder="N"
                prop:value=move || declarer.get() on:input=move |ev| { declarer.set(event_target_value(&ev)); keep_draft() } /></td>
            <td><input form=id.clone() type="number" min="0" max="13" aria-label=format!("Tricks, NS {ns_shown} v EW {ew_shown}")
                prop:value=move || tricks.get() on:input=move |ev| { tricks.set(event_target_value(&ev)); keep_draft() } /></td>
            <td><span data-testid="entered">{move || match current.get() {
                Some(o) => o.words(),
                None => unscored.with(|all| all.iter().find(|u| (u.board, u.ns, u.ew) == (board, ns, ew)).map(|u| format!("not scored: {}", u.why))).unwrap_or_else(|| "—".into()),
            }}</span>{move || said.with(|n| (!n.is_empty()).then(|| view! { <span class="row-note" data-testid="row-note">{format!(" Note: {}.", n.join("; "))}</span> }))}</td>
            <td><form id=id novalidate on:submit=submit><button type="submit" aria-label=format!("Save board {board}, NS {ns_shown} v EW {ew_shown}")>"Save"</button></form></td>
            // Match points (or IMPs) per row in a pairs session only: a teams traveller has none to show.
            {pairs.then(|| view! { <RowPoints event scored board ns ew /> })}
        </tr>
    }
}

/// The first field of the next row after `tr` still to enter: rows with a
/// result (a sit-out's is "not played") are passed over.
fn next_row_input(tr: &web_sys::Element) -> Option<web_sys::Element> {
    let mut row = tr.next_element_sibling();
    while let Some(r) = row {
        if !r.has_attribute("data-filled") {
            return r.query_selector("input").ok().flatten();
        }
        row = r.next_element_sibling();
    }
    None
}

/// Enter in the board, round or table field: to the first row still to
/// enter (every row filled: the first, to correct).
fn to_first_row() {
    let _ = crate::shell::focus("[data-testid=entry-row]:not([data-filled]) input") || crate::shell::focus("[data-testid=entry-row] input");
}

/// A row's NS match points of a pairs session (IMPs where it is scored
/// so), from the session already scored, and how they were made.
#[component]
fn RowPoints(event: Shown, scored: Scored, board: u32, ns: u32, ew: u32) -> impl IntoView {
    let in_imps = event.with_untracked(|e| e.and_then(session::in_imps)).is_some();
    let mp = Memo::new(move |_| scored.with(|s| s.as_ref()?.result(board, ns, ew)?.mp_ns));
    // How they were made, worked out only while it is open: one board's
    // arithmetic from the shared travellers, not the whole session again.
    let how_open = RwSignal::new(false);
    let explanation = Memo::new(move |_| {
        if !how_open.get() {
            return None;
        }
        let setup = event.with(|e| e.and_then(|e| e.setup))?;
        scored.with(|s| session::explain_in(&s.as_ref()?.travellers, setup.scoring, board, ns, ew)).map(|x| x.text)
    });
    // Drawn once the row has a result; after that only the figure is written again.
    let scored_here = Memo::new(move |_| mp.with(Option::is_some));
    let figure = move || mp.get().map(|value| clubscore_engine::text::fixed(value, 2));
    view! {
        <td data-testid="mp">{move || scored_here.get().then(|| match in_imps {
                // IMPs: the figure alone (the explanation is of match points).
                true => figure.into_any(),
                false => view! {
                    <details class="how" on:toggle=move |ev| how_open.set(crate::components::details_open(&ev))>
                        <summary>{figure}</summary>
                        <p>{move || explanation.get()}</p>
                    </details>
                }
                .into_any(),
            })}</td>
    }
}

/// Enter saves and the cursor is in the next row's result field: the same
/// keys every row. After the last row: the next slip's table, or the next
/// board (selected, to type over).
/// At once, in the save's own handler: a key typed straight after Enter
/// goes to the next row, never to the one saved (a focus a frame later lost
/// the first key of a fast typist's next result).
/// Focused without scrolling: a focus that scrolls lays the whole page out
/// in the handler, before the save's changes are drawn, and again after.
/// The row is brought into view as the frame is drawn, with the one layout
/// the frame makes anyway, and only as far as it must (the room the
/// style's scroll-margin keeps round an entry field kept).
fn focus_next(next: Option<web_sys::Element>) {
    match next.and_then(|i| i.dyn_into::<web_sys::HtmlElement>().ok()) {
        Some(input) => {
            call_with(&input, "focus", ("preventScroll", true.into()));
            request_animation_frame(move || call_with(&input, "scrollIntoView", ("block", "nearest".into())));
        }
        None => drop(crate::shell::focus("[data-testid=slip-table] input") || crate::shell::focus("[data-testid=board-number]")),
    }
}

/// `element.method({name: value})`, through the element's own method: the
/// options' types are left out of web-sys here, as each type more changes
/// the code of every page.
fn call_with(element: &web_sys::HtmlElement, method: &str, (name, value): (&str, wasm_bindgen::JsValue)) {
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &name.into(), &value);
    if let Some(f) = js_sys::Reflect::get(element, &method.into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
        let _ = f.call1(element, &options);
    }
}

/// A row's three fields, kept on the device as they are typed (a draft)
/// until the row is saved.
#[derive(Clone, Copy)]
struct RowFields {
    contract: RwSignal<String>,
    declarer: RwSignal<String>,
    tricks: RwSignal<String>,
    /// The event and the row (`board-ns-ew`) the draft is kept under.
    row: StoredValue<(String, String)>,
    /// Whether the row has a draft: the list of drafts is told only when that changes, not at every key.
    has_draft: StoredValue<bool>,
    drafts_changed: Option<drafts::DraftsChanged>,
    notices: crate::notice::Notices,
}

impl RowFields {
    fn open(event_id: String, row: String) -> RowFields {
        let typed = drafts::load(&event_id, &row).unwrap_or_default();
        let field = |i: usize| RwSignal::new(typed.get(i).cloned().unwrap_or_default());
        RowFields {
            contract: field(0),
            declarer: field(1),
            tricks: field(2),
            row: StoredValue::new((event_id, row)),
            has_draft: StoredValue::new(!typed.is_empty()),
            drafts_changed: use_context::<drafts::DraftsChanged>(),
            notices: crate::notice::use_notice(),
        }
    }

    /// What is typed now, kept as the row's draft.
    fn keep(self) {
        let fields = [self.contract.get_untracked(), self.declarer.get_untracked(), self.tricks.get_untracked()];
        match self.row.with_value(|(e, r)| drafts::store(e, r, &fields)) {
            Ok(()) => {
                let now = fields.iter().any(|f| !f.trim().is_empty());
                if now != self.has_draft.get_value() {
                    self.has_draft.set_value(now);
                    if let Some(d) = self.drafts_changed {
                        d.0.update(|n| *n += 1);
                    }
                }
            }
            Err(err) => self.notices.store_error(&err),
        }
    }

    /// Emptied once the row is saved, and its draft with it.
    fn clear(self) {
        for f in [self.contract, self.declarer, self.tricks] {
            f.set(String::new());
        }
        self.keep();
    }
}
