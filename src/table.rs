//! Table mode: the page a table's tablet or phone runs (table.html, its own
//! small WebAssembly module). It holds one table pack, is locked to one
//! table until the director's PIN, and enters each board on a keypad; every
//! tap is saved before the next screen shows.

use crate::components::qr_codes::QrCodes;
use crate::components::qr_scanner::QrScanner;
use crate::notice::NoticeBar;
use crate::storage;
use clubscore_engine::bridge::board::Seat;
use clubscore_engine::bridge::contract::{Contract, Risk, Strain};
use clubscore_engine::bridge::deal::{seat_name, SUITS, SUIT_SIGNS};
use clubscore_engine::library::KeyValue;
use clubscore_engine::tables::device::{contract, Draft, Played, Step, TableState};
use clubscore_engine::tables::pack::TablePack;
use clubscore_engine::tables::stored;
use leptos::prelude::*;

/// Where a table device keeps its state (one key: it is saved whole).
pub const KEY: &str = "clubscore/table";
pub use clubscore_engine::tables::INBOX;
/// Present while the device is locked to a table: the scorer's page sends it
/// back to table mode (a small key, so that page need not read the state).
pub const LOCK: &str = crate::shell::TABLE_LOCK;

pub fn start() {
    crate::crash::install();
    leptos::mount::mount_to_body(TableApp);
}

/// Where a stored state this build cannot read is kept, by the time it was
/// set aside: `clubscore/table-kept/<time>`. It may hold a table's unsent
/// results, so it is never overwritten; the page offers it as a download.
pub const KEPT: &str = "clubscore/table-kept/";

thread_local! {
    /// The stored state as this tab last read or wrote it: a save finding
    /// other text there (another tab of table mode saved since) is refused
    /// and the latest shown, so two tabs never write over each other's results.
    static SEEN: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

fn seen(text: Option<String>) {
    SEEN.with_borrow_mut(|s| *s = text);
}

/// What a save refused because another tab saved first says.
const CHANGED_ELSEWHERE: &str =
    "This table's results were changed in another tab or window on this device; the latest is shown now. Enter the board again if it is not there.";

/// The state this device holds. One it cannot read is first moved aside
/// under `KEPT` (the notice says so); only then is the table free for a pack.
fn load(notices: crate::notice::Notices) -> Option<TableState> {
    let mut store = match storage::local_store() {
        Ok(s) => s,
        Err(e) => {
            notices.store_error(&e);
            return None;
        }
    };
    let text = store.get(KEY).ok().flatten();
    seen(text.clone());
    let text = text?;
    match stored::decode(&text) {
        Ok(state) => Some(state),
        Err(why) => {
            let kept = format!("{KEPT}{}", storage::now());
            match store.set(&kept, &text).and_then(|()| store.remove(KEY)) {
                Ok(()) => {
                    seen(None);
                    notices.problem(format!(
                        "This device held a table's state it cannot read ({why}). It is kept aside, results and all: download it below and send it to the scorer."
                    ))
                }
                // Not moved: it stays where it is, and no pack may replace it.
                Err(e) => notices
                    .problem(format!("This device holds a table's state it cannot read ({why}), and it could not be set aside ({e}). Nothing was changed.")),
            }
            None
        }
    }
}

/// Saves the state (and the lock), refusing to replace a stored state this
/// build cannot read.
fn save(next: &TableState) -> Result<(), String> {
    let mut s = storage::local_store().map_err(|e| e.to_string())?;
    let old = s.get(KEY).map_err(|e| e.to_string())?;
    if let Some(Err(why)) = old.as_deref().map(stored::decode) {
        return Err(format!("This device holds a table's state it cannot read ({why}); it was not replaced. Reload the page to set it aside first."));
    }
    if SEEN.with_borrow(|seen| *seen != old) {
        return Err(CHANGED_ELSEWHERE.into());
    }
    let text = stored::encode(next);
    s.set(KEY, &text).map_err(|e| e.to_string())?;
    seen(Some(text));
    match next.table {
        Some(t) => s.set(LOCK, &t.to_string()).map_err(|e| e.to_string()),
        None => Ok(()),
    }
}

/// Asks the browser to keep the screen on (where it can); a refusal is fine.
fn keep_awake() {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else { return };
    let navigator = window.navigator();
    let Ok(lock) = js_sys::Reflect::get(&navigator, &"wakeLock".into()) else { return };
    if let Ok(request) = js_sys::Reflect::get(&lock, &"request".into()).and_then(|f| f.dyn_into::<js_sys::Function>()) {
        let _ = request.call1(&lock, &"screen".into());
    }
}

#[component]
pub fn TableApp() -> impl IntoView {
    // The shell every page has (the notice bar needs it). A full store's
    // backup of events is made by the list of events beside: a table device
    // keeps its own results, which go back to the scorer as its results file.
    crate::shell::provide_shell_backup_beside();
    let notices = crate::notice::use_notice();
    let state = RwSignal::new(load(notices));
    keep_awake();
    // Every change: saved first, shown after; a failed save changes nothing.
    let apply = move |change: &dyn Fn(&mut TableState) -> Result<(), String>| {
        let Some(mut next) = state.get_untracked() else { return };
        if let Err(why) = change(&mut next) {
            // The engine's words as a sentence.
            return notices.problem(crate::shell::capitalised(&why) + if why.ends_with('.') { "" } else { "." });
        }
        match save(&next) {
            Ok(()) => {
                // What was said of the step before (a file downloaded…) leaves with this one.
                notices.leave_done();
                state.set(Some(next))
            }
            Err(e) => {
                if e == CHANGED_ELSEWHERE {
                    state.set(load(notices));
                }
                notices.problem(e)
            }
        }
    };
    // Another tab of table mode on this device saved: this one shows its state, not an older one.
    let other_tab = window_event_listener(leptos::ev::storage, move |ev| {
        if ev.key().as_deref() == Some(KEY) && SEEN.with_borrow(|seen| *seen != ev.new_value()) {
            state.set(load(notices));
        }
    });
    on_cleanup(move || other_tab.remove());
    let apply = StoredValue::new(apply);
    let run = move |change: &dyn Fn(&mut TableState) -> Result<(), String>| apply.with_value(|a| a(change));
    // `table.html#scan/<event>`: the scorer's device reading a table's results
    // codes (the QR reader lives in this page's module only).
    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    if let Some(event_id) = hash.strip_prefix("#scan/").map(str::to_string) {
        return view! { <NoticeBar /> <main id="main" class="table-mode"><ScanResults event_id /></main> }.into_any();
    }
    let final_for = Memo::new(move |_| state.with(|s| s.as_ref().filter(|s| s.table.is_some()).map(|s| s.pack.event_id.clone())));
    view! {
        <NoticeBar />
        <main id="main" class="table-mode">
            {move || match state.get() {
                None => view! { <OpenPack state /> }.into_any(),
                Some(s) if s.table.is_none() => view! {
                    <h1>{s.pack.name.clone()}</h1>
                    <h2>"Which table is this?"</h2>
                    <div class="keypad">
                        {s.pack.tables().into_iter().map(|t| view! {
                            <button type="button" class="key" on:click=move |_| run(&|s| s.choose_table(t).map_err(|e| e.to_string()))>{format!("Table {t}")}</button>
                        }).collect_view()}
                    </div>
                }.into_any(),
                Some(s) => view! { <TableRound s run /> }.into_any(),
            }}
            // Apart from the round, which is drawn again on every tap: the final results are read once a pack.
            {move || final_for.get().map(|event_id| view! { <FinalResultsIn event_id /> })}
        </main>
    }
    .into_any()
}

/// The scorer's side of reading a table's results codes: the file read is
/// left in the inbox, and the tables page takes it in.
#[component]
fn ScanResults(event_id: String) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let back = format!("./tables.html{}", crate::routes::event_href(&event_id));
    let back2 = back.clone();
    let got = Callback::new(move |text: String| match clubscore_engine::tables::results::TableResults::from_json(&text) {
        Ok(file) => {
            let key = format!("{INBOX}{}", storage::now());
            match storage::local_store().and_then(|mut s| s.set(&key, &text)) {
                Ok(()) => {
                    let _ = web_sys::window().map(|w| w.location().set_href(&back));
                    notices.done(format!("Table {}'s results read.", file.table));
                }
                Err(e) => notices.store_error(&e),
            }
        }
        Err(e) => notices.problem(format!("{}.", e)),
    });
    let closed = Callback::new(move |_| {
        let _ = web_sys::window().map(|w| w.location().set_href(&back2));
    });
    view! {
        <h1>"Read a table's results"</h1>
        <QrScanner on_text=got on_close=closed />
    }
}

/// Opens a table pack file.
#[component]
fn OpenPack(state: RwSignal<Option<TableState>>) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let scanning = RwSignal::new(false);
    // The pack, read whole (from a file or the codes): kept before it is shown.
    let take = move |text: &str| match TablePack::from_json(text) {
        Ok(pack) => {
            let next = TableState::new(pack, format!("t{:x}", storage::random_u32()));
            match save(&next) {
                Ok(()) => state.set(Some(next)),
                Err(e) => notices.problem(e),
            }
        }
        Err(e) => notices.problem(format!("{}.", e)),
    };
    let from_codes = Callback::new(move |text: String| {
        scanning.set(false);
        take(&text);
    });
    let open = move |ev: leptos::ev::Event| {
        use wasm_bindgen::JsCast;
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        leptos::task::spawn_local(async move {
            match crate::share::read_chosen_file(&input).await {
                Ok(Some((_, text))) => take(&text),
                Ok(None) => {}
                Err(e) => notices.problem(e),
            }
        });
    };
    view! {
        <h1>"Table mode"</h1>
        <p>"Open the table pack the scorer gave you (a file by email, message or USB stick), or read its QR codes from the scorer's screen."</p>
        <p>
            <label class="button primary" for="open-pack">"Open the table pack…"</label>
            <input id="open-pack" class="visually-hidden" type="file" accept=".json,application/json" on:change=open />
            " "
            <button type="button" on:click=move |_| scanning.set(true)>"Read the QR codes with the camera"</button>
        </p>
        <Show when=move || scanning.get()>
            <QrScanner on_text=from_codes on_close=Callback::new(move |_| scanning.set(false)) />
        </Show>
        <KeptStates />
        <p><a href="./">"Back to Clubscore"</a></p>
    }
}

/// The states this device set aside because it could not read them: each
/// offered as a file for the scorer (it may hold unsent results).
#[component]
fn KeptStates() -> impl IntoView {
    let notices = crate::notice::use_notice();
    let kept: Vec<(String, String)> = storage::local_store()
        .and_then(|s| {
            let keys: Vec<String> = s.keys()?.into_iter().filter(|k| k.starts_with(KEPT)).collect();
            Ok(keys.into_iter().filter_map(|k| Some((k.clone(), s.get(&k).ok()??))).collect())
        })
        .unwrap_or_default();
    (!kept.is_empty()).then(|| {
        view! {
            <section aria-labelledby="kept-title" data-testid="kept-states">
                <h2 id="kept-title">"Kept aside on this device"</h2>
                <p>"A table's state this version could not read. It may hold results that were not sent: download it and send it to the scorer."</p>
                <ul>
                    {kept.into_iter().map(|(key, text)| {
                        let at: i64 = key.trim_start_matches(KEPT).parse().unwrap_or(0);
                        let name = format!("table-state-kept-{at}.json");
                        view! {
                            <li>
                                {format!("Set aside {} ", storage::local_time(at))}
                                <button type="button" on:click=move |_| match crate::share::download(&name, "application/json", &text) {
                                    Ok(()) => notices.done(format!("{name} downloaded: send it to the scorer.")),
                                    Err(e) => notices.problem(e),
                                }>"Download it"</button>
                            </li>
                        }
                    }).collect_view()}
                </ul>
            </section>
        }
    })
}

/// A strain as the keypad shows it: its sign (a suit's from
/// `deal::SUIT_SIGNS`), whether it is printed red, and its spoken name.
fn strain_name(s: Strain) -> (&'static str, bool, &'static str) {
    let (suit, spoken) = match s {
        Strain::Spades => (0, "spades"),
        Strain::Hearts => (1, "hearts"),
        Strain::Diamonds => (2, "diamonds"),
        Strain::Clubs => (3, "clubs"),
        Strain::NoTrump => return ("NT", false, "no trumps"),
    };
    let (sign, red) = SUIT_SIGNS[suit];
    (sign, red, spoken)
}

#[component]
fn TableRound(s: TableState, run: impl Fn(&dyn Fn(&mut TableState) -> Result<(), String>) + Copy + Send + Sync + 'static) -> impl IntoView {
    let sitting = s.sitting();
    let name = |n: u32| s.pack.participants.iter().find(|p| p.number == n).map(|p| p.name.clone()).unwrap_or_default();
    let title = format!("{} · Table {} · Round {} of {}", s.pack.name, s.table.unwrap_or(0), s.round, s.last_round());
    let written = clubscore_engine::bridge::numbering::Numbering::of_setup(Some(s.pack.bridge));
    let who = sitting
        .as_ref()
        .map(|x| match (x.away, x.south_west()) {
            // An individual: the four players by seat.
            (Some(e), Some((south, west))) => {
                format!("North {} {}, South {south} {} — East {e} {}, West {west} {}", x.home, name(x.home), name(south), name(e), name(west))
            }
            _ => format!("NS {} {} — EW {} {}", x.home, name(x.home), written.number(x.away.unwrap_or(0)), x.away.map(name).unwrap_or_default()),
        })
        .unwrap_or_else(|| "No one plays at this table this round (a half table): go on to the next round.".into());
    let boards = sitting.map(|x| x.boards).unwrap_or_default();
    let entered: Vec<(u32, String)> = boards
        .iter()
        .map(|&b| {
            let shown = s.entered(b).map(|(_, e)| match clubscore_engine::bridge::entry::outcome(b, &e) {
                Ok(o @ clubscore_engine::bridge::matchpoints::Outcome::Score(_)) => o.words(),
                _ => "adjusted".to_string(),
            });
            (b, shown.unwrap_or_else(|| "—".into()))
        })
        .collect();
    let draft = s.draft.clone();
    let complete = s.round_complete();
    let last = s.round >= s.last_round();
    let next_move = s.next_move().unwrap_or_default();
    let next_board = s.next_board();
    let score = s.score_text().unwrap_or_default();
    let played = s.played_html().unwrap_or_default();
    let by_number = s.pack.confirm_by_number;
    let director = s.unlocked(storage::now());
    // What leaving table mode would take off the device: its results, kept as a file first.
    let unsent = !s.log.is_empty();
    let show_traveller = s.pack.show_traveller;
    let results = s.results_file().to_json();
    let file_name = s.results_file_name();
    view! {
        <header class="table-head">
            <h1 data-testid="table-title">{title}</h1>
            <p class="who" data-testid="table-who">{who}</p>
        </header>
        <table class="schedule table-boards">
            <thead><tr><th scope="col">"Board"</th><th scope="col">"Dealer and vulnerability"</th><th scope="col">"Result"</th></tr></thead>
            <tbody>
                {entered.into_iter().map(|(b, shown)| view! {
                    <tr data-testid="table-board"><td>{b}</td><td>{TableState::board_facts(b)}</td><td>{shown}</td></tr>
                }).collect_view()}
            </tbody>
        </table>
        {match draft {
            Some(d) if d.step != Step::Done => view! { <Keypad d score played by_number run /> }.into_any(),
            done => {
                let saved = done.map(|d| d.board).filter(|_| show_traveller);
                let after = saved.map(|b| (b, s.played(b)));
                view! { <NextStep saved after written score complete last next_move next_board run /> }.into_any()
            }
        }}
        <SendResults results=results.clone() file_name=file_name.clone() />
        <DirectorPanel director boards run unsent results file_name />
    }
}

/// The contract chosen as the keypad shows it and says it, with its
/// declarer once chosen: ("Contract: 3NTX by E", "Contract: 3 no trumps doubled by East").
fn contract_line(c: Contract, declarer: Option<Seat>) -> (String, String) {
    let (sign, _, spoken) = strain_name(c.strain);
    let (marks, risk) = c.risk.marks();
    let (by, said_by) = declarer.map(|s| (format!(" by {}", s.letter()), format!(" by {}", seat_name(s)))).unwrap_or_default();
    (format!("Contract: {}{sign}{marks}{by}", c.level), format!("Contract: {} {spoken}{risk}{said_by}", c.level))
}

/// The board being entered, one step at a time on big keys.
#[component]
fn Keypad<R>(d: Draft, score: String, played: String, by_number: bool, run: R) -> impl IntoView
where
    R: Fn(&dyn Fn(&mut TableState) -> Result<(), String>) + Copy + Send + Sync + 'static,
{
    let level = RwSignal::new(0u8);
    // East–West's pair number, where the pack asks them to type it to accept.
    let typed = RwSignal::new(String::new());
    let notices = crate::notice::use_notice();
    let now = storage::now;
    let b = d.board;
    view! {
        <section class="entry" aria-live="polite" data-testid="keypad">
            <h2>{format!("Board {b}")}</h2>
            <p class="facts">{TableState::board_facts(b)}</p>
            // The contract chosen stays in view through the declarer and tricks steps (the draft is kept, so after a reload too).
            {d.contract.filter(|_| matches!(d.step, Step::Declarer | Step::Lead | Step::Result)).map(|c| {
                let (shown, said) = contract_line(c, d.declarer);
                view! { <p class="chosen-contract" data-testid="table-contract" aria-label=said>{shown}</p> }
            })}
            {match d.step {
                Step::Contract => view! {
                    <p>"Contract"</p>
                    <div class="keypad">
                        {(1..=7u8).map(|l| view! { <button type="button" class="key" class:chosen=move || level.get() == l on:click=move |_| level.set(l)>{l}</button> }).collect_view()}
                    </div>
                    <div class="keypad">
                        {[Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump].into_iter().map(|st| {
                            let (sign, red, spoken) = strain_name(st);
                            view! { <button type="button" class="key" class:red=red aria-label=spoken on:click=move |_| {
                                let l = level.get_untracked();
                                if l == 0 { return notices.problem("Choose the level first (1 to 7).") }
                                let c = contract(l, st, Risk::Undoubled);
                                run(&move |s| { s.set_contract(Some(c)); Ok(()) });
                            }>{sign}</button> }
                        }).collect_view()}
                    </div>
                    <div class="keypad">
                        <button type="button" class="key" on:click=move |_| run(&|s| { s.set_contract(None); Ok(()) })>"Pass"</button>
                    </div>
                }.into_any(),
                // Doubled after the strain, as players say it ("3, NT, X"): the same key again takes it off.
                Step::Declarer => view! {
                    <p>"Declarer"</p>
                    <div class="keypad">
                        {[Seat::N, Seat::E, Seat::S, Seat::W].into_iter().map(|seat| view! {
                            <button type="button" class="key" on:click=move |_| run(&move |s| { s.set_declarer(seat); Ok(()) })>{seat.letter().to_string()}</button>
                        }).collect_view()}
                    </div>
                    <div class="keypad">
                        {[(Risk::Doubled, "X", "doubled"), (Risk::Redoubled, "XX", "redoubled")].into_iter().map(|(r, mark, spoken)| {
                            let pressed = d.contract.is_some_and(|c| c.risk == r);
                            view! { <button type="button" class="key" class:chosen=pressed aria-pressed=pressed.to_string() aria-label=spoken on:click=move |_| run(&move |s| { s.double(r); Ok(()) })>{mark}</button> }
                        }).collect_view()}
                    </div>
                }.into_any(),
                Step::Lead => view! {
                    <p>"Opening lead"</p>
                    // A column per suit, a row per rank, at any width.
                    <div class="keypad" style="display:grid;grid-template-columns:repeat(4,1fr)" data-testid="lead-keys">
                        {["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"].into_iter().flat_map(|rank| SUITS.into_iter().zip(SUIT_SIGNS).map(move |(suit, (sign, red))| (rank, sign, red, suit))).map(|(rank, sign, red, suit)| view! {
                            <button type="button" class="key small" class:red=red on:click=move |_| run(&move |s| { s.set_lead(Some(format!("{suit}{rank}"))); Ok(()) })>{format!("{sign}{rank}")}</button>
                        }).collect_view()}
                        <button type="button" class="key" style="grid-column:1/-1" on:click=move |_| run(&|s| { s.set_lead(None); Ok(()) })>"Skip"</button>
                    </div>
                }.into_any(),
                Step::Result => {
                    let level = d.contract.map(|c| c.level as i8).unwrap_or(0);
                    view! {
                        <p>"Tricks: made exactly (=), over (+) or down (−)"</p>
                        <div class="keypad">
                            {(-(6 + level)..=(7 - level)).rev().map(|r| {
                                let label = match r { 0 => "=".to_string(), r if r > 0 => format!("+{r}"), r => format!("−{}", -r) };
                                let spoken = match r { 0 => "made exactly".to_string(), r if r > 0 => format!("{r} over"), r => format!("{} down", -r) };
                                view! { <button type="button" class="key" aria-label=spoken on:click=move |_| run(&move |s| s.set_result(r).map_err(|e| e.to_string()))>{label}</button> }
                            }).collect_view()}
                        </div>
                    }.into_any()
                }
                _ => view! {
                    // The whole result beside the score, for East–West to check.
                    <p class="played" data-testid="table-played" inner_html=played.clone()></p>
                    <p class="score" data-testid="table-score">{score.clone()}</p>
                    <p>{if by_number { "East–West: is this right? Type your pair number to accept." } else { "East–West: is this right?" }}</p>
                    <div class="keypad">
                        {by_number.then(|| view! {
                            <label><span>"East–West pair number"</span>
                            <input type="text" inputmode="numeric" size="4" data-testid="ew-number" prop:value=move || typed.get() on:input=move |ev| typed.set(event_target_value(&ev)) /></label>
                        })}
                        <button type="button" class="key primary" on:click=move |_| run(&move |s| s.accept_as(&typed.get_untracked(), now()).map_err(|e| e.to_string()))>"Accept"</button>
                        <button type="button" class="key" on:click=move |_| run(&|s| { s.back(); Ok(()) })>"Change"</button>
                    </div>
                }.into_any(),
            }}
            {(d.step != Step::Contract).then(|| view! {
                <p><button type="button" class="quiet" on:click=move |_| run(&|s| { s.back(); Ok(()) })>"‹ Back"</button></p>
            })}
        </section>
    }.into_any()
}

/// After a board is saved: its score, its traveller and (where the pack
/// carries them) its hands, then the next board, or the move to the next round.
#[component]
#[allow(clippy::too_many_arguments)]
fn NextStep<R>(
    saved: Option<u32>,
    after: Option<(u32, Played)>,
    written: clubscore_engine::bridge::numbering::Numbering,
    score: String,
    complete: bool,
    last: bool,
    next_move: String,
    next_board: Option<u32>,
    run: R,
) -> impl IntoView
where
    R: Fn(&dyn Fn(&mut TableState) -> Result<(), String>) + Copy + Send + Sync + 'static,
{
    view! {
        <section class="entry" data-testid="table-next">
            {saved.map(|b| view! { <p data-testid="table-saved">{format!("Board {b} saved: {score}.")}</p> })}
            {after.map(|(b, played)| view! {
                <style>{clubscore_engine::formats::hand_record::STYLE}</style>
                <div data-testid="table-after" inner_html=after_board(b, &played, written)></div>
            })}
            {if complete {
                view! {
                    <p data-testid="table-move">{format!("Round complete. {next_move}")}</p>
                    {(!last).then(|| view! { <button type="button" class="key primary" on:click=move |_| run(&|s| { s.next_round(); Ok(()) })>"Next round"</button> })}
                }.into_any()
            } else {
                view! {
                    <button type="button" class="key primary" on:click=move |_| run(&move |s| s.start(next_board).map_err(|e| e.to_string()))>{format!("Enter board {}", next_board.unwrap_or(0))}</button>
                }.into_any()
            }}
        </section>
    }.into_any()
}

/// A board once played here: its hands (where the pack carries them) and
/// its traveller of the results this device has, as escaped markup (one
/// piece of markup costs the page far less than a view of its own).
fn after_board(board: u32, played: &Played, written: clubscore_engine::bridge::numbering::Numbering) -> String {
    use clubscore_engine::{bridge::entry::ResultEntry, html, markup::Html};
    let mut h = Html::default();
    if let Some(deal) = &played.deal {
        h.raw("<div class=\"board\" data-testid=\"table-hands\">");
        clubscore_engine::formats::hand_record::diagram(&mut h, board, deal, None);
        h.raw("</div>");
    }
    html!(
        h,
        "<table class=\"schedule\" data-testid=\"table-traveller\" tabindex=\"0\"><caption>Board {}: the results this device has</caption>\
         <thead><tr><th scope=\"col\">NS</th><th scope=\"col\">EW</th><th scope=\"col\">Contract</th><th scope=\"col\">By</th><th scope=\"col\">Tricks</th><th scope=\"col\">Score</th></tr></thead><tbody>",
        board
    );
    for l in &played.lines {
        let (contract, by, tricks) = match &l.entry {
            ResultEntry::Played { contract, declarer, tricks, .. } => (contract.as_str(), declarer.map(|d| d.letter()), Some(*tricks)),
            _ => ("", None, None),
        };
        html!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            l.ns,
            written.number(l.ew),
            contract,
            by,
            tricks,
            l.outcome.words()
        );
    }
    h.raw("</tbody></table>");
    h.into_string()
}

/// Where the final results the scorer handed back are kept on this device
/// (until it leaves table mode).
pub const FINAL: &str = "clubscore/table-final";

/// The final results the scorer hands back once the session is scored:
/// opened here (for this event only), kept, and shown to the players as the
/// results page in a frame that runs nothing (no script, no address of its own).
#[component]
fn FinalResultsIn(event_id: String) -> impl IntoView {
    use clubscore_engine::tables::final_results::FinalResults;
    let notices = crate::notice::use_notice();
    let kept = storage::local_store().ok().and_then(|s| s.get(FINAL).ok().flatten()).and_then(|t| FinalResults::for_event(&t, &event_id).ok());
    let shown = RwSignal::new(kept.map(|f| f.page));
    let open = move |ev: leptos::ev::Event| {
        use wasm_bindgen::JsCast;
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let event_id = event_id.clone();
        leptos::task::spawn_local(async move {
            let text = match crate::share::read_chosen_file(&input).await {
                Ok(Some((_, text))) => text,
                Ok(None) => return,
                Err(e) => return notices.problem(e),
            };
            input.set_value("");
            match FinalResults::for_event(&text, &event_id) {
                Ok(f) => {
                    match storage::local_store().and_then(|mut s| s.set(FINAL, &text)) {
                        Ok(()) => notices.done("The final results are open below."),
                        Err(e) => notices.problem(format!("The final results are shown, but not kept on this device ({e}).")),
                    }
                    shown.set(Some(f.page));
                }
                Err(e) => notices.problem(format!("Not opened: {e}.")),
            }
        });
    };
    view! {
        <section aria-labelledby="final-title" data-testid="final-results">
            <h2 id="final-title">"Final results"</h2>
            {move || shown.get().map(|page| view! { <iframe class="results-frame" title="Final results" sandbox="" srcdoc=page data-testid="final-page"></iframe> })}
            <label class="button" for="open-final">"Open the final results…"</label>
            <input id="open-final" class="visually-hidden" type="file" accept=".json,application/json" on:change=open />
        </section>
    }
}

/// The table's results back to the scorer: a file, the share sheet, or QR codes.
#[component]
fn SendResults(results: String, file_name: String) -> impl IntoView {
    let notices = crate::notice::use_notice();
    view! {
        <section aria-labelledby="send-title">
            <h2 id="send-title">"Send the results to the scorer"</h2>
            <button type="button" on:click={
                let results = results.clone();
                let file_name = file_name.clone();
                move |_| match crate::share::download(&file_name, "application/json", &results) {
                    Ok(()) => notices.done(format!("{file_name} downloaded: send it to the scorer.")),
                    Err(e) => notices.problem(e),
                }
            }>"Download the results file"</button>
            " "
            <button type="button" on:click={
                let results = results.clone();
                let file_name = file_name.clone();
                move |_| {
                    let files = vec![(file_name.clone(), "application/json".to_string(), results.clone())];
                    leptos::task::spawn_local(async move {
                        // The device's share sheet (email, messages) where it has one; else the download.
                        if !crate::share::share_files("Table results", "Results for the scorer", &files).await {
                            match crate::share::download(&files[0].0, &files[0].1, &files[0].2) {
                                Ok(()) => notices.done(format!("{} downloaded: send it to the scorer.", files[0].0)),
                                Err(e) => notices.problem(e),
                            }
                        }
                    });
                }
            }>"Share…"</button>
            <details><summary>"Show as QR codes"</summary><QrCodes text=results.clone() label="Results" /></details>
        </section>
    }
}

/// The director's tools behind the PIN: adjusted scores, deleting a result, leaving table mode.
#[component]
fn DirectorPanel<R>(director: bool, boards: Vec<u32>, run: R, unsent: bool, results: String, file_name: String) -> impl IntoView
where
    R: Fn(&dyn Fn(&mut TableState) -> Result<(), String>) + Copy + Send + Sync + 'static,
{
    let pin = RwSignal::new(String::new());
    let asking_pin = RwSignal::new(false);
    let asking = RwSignal::new(false);
    let notices = crate::notice::use_notice();
    let now = storage::now;
    let leave = move || {
        let _ = storage::local_store().and_then(|mut s| s.remove(LOCK).and(s.remove(KEY)).and(s.remove(FINAL)));
        seen(None);
        let _ = web_sys::window().map(|w| w.location().set_href("./"));
    };
    view! {
        <section aria-labelledby="director-title">
            <h2 id="director-title">"Director"</h2>
            {if director {
                view! {
                    <p>"Unlocked."</p>
                    <div class="keypad">
                        {boards.iter().map(|&b| view! {
                            <button type="button" class="key small" on:click=move |_| run(&move |s| s.adjust(b, 60.0, 40.0, now()).map_err(|e| e.to_string()))>{format!("Board {b}: A+ NS / A− EW")}</button>
                            <button type="button" class="key small" on:click=move |_| run(&move |s| s.adjust(b, 50.0, 50.0, now()).map_err(|e| e.to_string()))>{format!("Board {b}: A / A")}</button>
                            <button type="button" class="key small" on:click=move |_| run(&move |s| s.delete(b, now()).map_err(|e| e.to_string()))>{format!("Board {b}: delete the result")}</button>
                        }).collect_view()}
                    </div>
                    <button type="button" class="danger" on:click=move |_| if unsent { asking.set(true) } else { leave() }>"Leave table mode…"</button>
                    {move || asking.get().then(|| {
                        let (results, file_name) = (results.clone(), file_name.clone());
                        view! {
                            <crate::components::confirm::Confirm title="Leave table mode?".to_string()
                                message="This device's results are downloaded first as a file, to send to the scorer; then the device forgets the pack and its results.".to_string()
                                confirm_label="Download the results and leave".to_string()
                                on_confirm=move |_| {
                                    asking.set(false);
                                    match crate::share::download(&file_name, "application/json", &results) {
                                        Ok(()) => leave(),
                                        Err(e) => notices.problem(format!("The results file could not be downloaded ({e}), so table mode was not left.")),
                                    }
                                }
                                on_cancel=move |_| asking.set(false) />
                        }
                    })}
                }.into_any()
            } else {
                view! {
                    <button type="button" on:click=move |_| asking_pin.set(true)>"Director…"</button>
                    <Show when=move || asking_pin.get()>
                        <form class="inline" on:submit=move |ev| {
                            ev.prevent_default();
                            let typed = pin.get_untracked();
                            pin.set(String::new());
                            run(&move |s| s.unlock(&typed, now()).map_err(|e| e.to_string()));
                        }>
                            <label><span>"Director's PIN"</span>
                                <input type="password" inputmode="numeric" autocomplete="off" prop:value=move || pin.get() on:input=move |ev| pin.set(event_target_value(&ev)) />
                            </label>
                            <button type="submit">"Unlock"</button>
                        </form>
                    </Show>
                }.into_any()
            }}
        </section>
    }
}
