//! Setting a session up: the movement and the scoring, checked before play.

use super::*;
use clubscore_engine::bridge::impairs::ImpMethod;
use clubscore_engine::bridge::session::TeamsScoring;
use clubscore_engine::bridge::setup::SwissScore;
use clubscore_engine::bridge::setup_form::{SetupForm, Shape};

/// The set-up form's fields, each bound to its control (`SetupForm` says
/// what they start from and what they make).
#[derive(Clone, Copy)]
struct Choices {
    shape: Shape,
    kind: RwSignal<Kind>,
    count: RwSignal<u32>,
    boards: RwSignal<u32>,
    tea: RwSignal<bool>,
    arrow: RwSignal<bool>,
    rounds: RwSignal<u32>,
    shared: RwSignal<bool>,
    half: RwSignal<bool>,
    missing: RwSignal<u32>,
    quarter: RwSignal<bool>,
    ew_one: RwSignal<bool>,
    copies: RwSignal<u32>,
    before_tea: RwSignal<u32>,
    reversed: RwSignal<bool>,
    redeal: RwSignal<bool>,
    teams_scoring: RwSignal<Option<TeamsScoring>>,
    scale: RwSignal<MpScale>,
    different: RwSignal<Different>,
    drawn: RwSignal<bool>,
    swiss_score: RwSignal<SwissScore>,
    imps: RwSignal<Option<ImpMethod>>,
    /// Not on the form: kept as in force (`SetupForm`'s averages and board places).
    kept: (clubscore_engine::bridge::pairs::Averages, Option<u8>),
}

impl Choices {
    fn new(f: SetupForm) -> Choices {
        Choices {
            shape: f.shape,
            kind: RwSignal::new(f.kind),
            count: RwSignal::new(f.count),
            boards: RwSignal::new(f.boards),
            tea: RwSignal::new(f.tea),
            arrow: RwSignal::new(f.arrow),
            rounds: RwSignal::new(f.rounds),
            shared: RwSignal::new(f.shared),
            half: RwSignal::new(f.half),
            missing: RwSignal::new(f.missing),
            quarter: RwSignal::new(f.quarter),
            ew_one: RwSignal::new(f.ew_one),
            copies: RwSignal::new(f.copies),
            before_tea: RwSignal::new(f.before_tea),
            reversed: RwSignal::new(f.reversed),
            redeal: RwSignal::new(f.redeal),
            teams_scoring: RwSignal::new(f.teams_scoring),
            scale: RwSignal::new(f.scale),
            different: RwSignal::new(f.different),
            drawn: RwSignal::new(f.drawn),
            swiss_score: RwSignal::new(f.swiss_score),
            imps: RwSignal::new(f.imps),
            kept: (f.averages, f.board_places),
        }
    }

    /// The form as filled in now (and followed, where read in a reactive place).
    fn form(&self) -> SetupForm {
        SetupForm {
            shape: self.shape,
            kind: self.kind.get(),
            count: self.count.get(),
            boards: self.boards.get(),
            tea: self.tea.get(),
            arrow: self.arrow.get(),
            rounds: self.rounds.get(),
            shared: self.shared.get(),
            half: self.half.get(),
            missing: self.missing.get(),
            quarter: self.quarter.get(),
            ew_one: self.ew_one.get(),
            copies: self.copies.get(),
            before_tea: self.before_tea.get(),
            reversed: self.reversed.get(),
            redeal: self.redeal.get(),
            teams_scoring: self.teams_scoring.get(),
            scale: self.scale.get(),
            different: self.different.get(),
            drawn: self.drawn.get(),
            swiss_score: self.swiss_score.get(),
            imps: self.imps.get(),
            averages: self.kept.0,
            board_places: self.kept.1,
        }
    }
}

/// The form as it opens: from the teams or pairs already entered, or, changing
/// the movement of a session under way, from the one in force. Until a
/// movement is set up, its size follows the teams or pairs entered (one added: one more).
fn opening_choices(event: Shown, shape: Shape) -> Choices {
    let entered = event.with_untracked(|e| e.map(|e| e.participants.len() as u32).unwrap_or(0));
    let current = event.with_untracked(|e| e.and_then(|e| e.setup));
    let choices = Choices::new(SetupForm::new(shape, entered, current));
    if current.is_none() {
        let entered = Memo::new(move |_| event.with(|e| e.map(|e| e.participants.len() as u32).unwrap_or(0)));
        Effect::new(move |_| choices.count.set(SetupForm::new(shape, entered.get(), None).count));
    }
    choices
}

#[component]
pub(super) fn SetupPanel(event: Shown, save: Save, teams: bool, one_match: bool, swiss: bool) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let individual = event.with_untracked(|e| e.is_some_and(|e| e.format == clubscore_engine::Format::BridgeIndividual));
    let choices = opening_choices(event, Shape { teams, one_match, swiss, individual });
    let Choices { count, boards, .. } = choices;
    // The question a set-up asks first: removing entered participants (false),
    // or changing the movement of a session with results (true).
    let asking = RwSignal::new(None::<(bool, BridgeSetup, String)>);
    let preview = Memo::new(move |_| choices.form().preview());
    let saved = {
        let save = save.clone();
        move |e: Event, m: clubscore_engine::bridge::movement::Movement| {
            let done = if swiss {
                save(e, format!("Swiss set up: round 1 paired, boards 1 to {}.", m.boards_per_round))
            } else {
                save(e, format!("Session set up: {} rounds, boards 1 to {}.", m.rounds.len(), m.sets * m.boards_per_round))
            };
            // Set up: the keyboard goes to the first result box, once it is drawn.
            if done {
                crate::shell::focus_when_drawn("[data-testid=entry-row] input".into());
            }
        }
    };
    let saved = StoredValue::new(saved);
    let saved = move |e: Event, m| saved.with_value(|f| f(e, m));
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(mut e) = event.get_untracked() else { return };
        let setup = untrack(|| choices.form()).setup();
        match session::set_up(&mut e, setup) {
            Ok(m) => saved(e, m),
            Err(err @ session::SetupError::WouldDrop { .. }) => asking.set(Some((false, setup, capitalised(&err.to_string())))),
            // Results already entered: they stay, and what does not fit the new movement is listed.
            Err(session::SetupError::ResultsExist(n)) => asking.set(Some((true, setup, format!("The {n} result(s) entered stay with their pairs and boards. Any the new movement does not seat are listed under Enter results, to correct; none is removed.")))),
            Err(err) => notices.problem(capitalised(&err.to_string())),
        }
    };
    let answered = {
        let save = save.clone();
        move |()| {
            let Some((change, setup, _)) = asking.get_untracked() else { return };
            asking.set(None);
            let Some(mut e) = event.get_untracked() else { return };
            let done = if change {
                session::change_movement(&mut e, setup, false, &device(), storage::now()).map(|(m, misfits)| {
                    let said = format!(
                        "Movement changed: {} rounds, boards 1 to {}{}.",
                        m.rounds.len(),
                        m.sets * m.boards_per_round,
                        if misfits.is_empty() { String::new() } else { format!("; {} result(s) not in it, listed under Enter results", misfits.len()) }
                    );
                    save(e, said);
                })
            } else {
                session::set_up_dropping(&mut e, setup).map(|m| saved(e, m))
            };
            if let Err(err) = done {
                notices.problem(capitalised(&err.to_string()));
            }
        }
    };
    view! {
        <section aria-labelledby="setup-title">
            <h2 id="setup-title">"Set up the session"</h2>
            <form class="inline" on:submit=submit data-testid="setup-form">
                {if swiss { view! {
                <SwissMovement choices />
                }.into_any() } else if one_match { view! {
                <NumberField label="Rounds (the boards change tables each round)".to_string() value=count min=2 max=12 />
                <NumberField label="Boards per round".to_string() value=boards min=1 max=16 />
                }.into_any() } else if individual { view! {
                <NumberField label="Players".to_string() value=count min=8 max=52 />
                <NumberField label="Boards per round".to_string() value=boards min=1 max=8 />
                }.into_any() } else if teams {
                    view! { <TeamsMovement choices /> }.into_any()
                } else {
                    view! { <PairsMovement choices /> }.into_any()
                }}
                {teams.then(|| view! { <TeamsScoringChoice choices one_match /> })}
                <button type="submit" class="primary">"Set up"</button>
            </form>
            {move || asking.get().map(|(change, _, message)| view! {
                <crate::components::confirm::Confirm
                    title=if change { "Change the movement?" } else { "Remove entered teams or pairs?" }.to_string()
                    message
                    confirm_label=if change { "Change the movement" } else { "Set up and remove them" }.to_string()
                    on_confirm=Callback::new(answered.clone())
                    on_cancel=Callback::new(move |()| asking.set(None))
                    safe=change
                />
            })}
            <p data-testid="setup-preview">{move || preview.get()}</p>
        </section>
    }
}

/// A Swiss: its size, its rounds, how round 1 is paired; a Swiss pairs' running score.
#[component]
fn SwissMovement(choices: Choices) -> impl IntoView {
    let Choices { count, boards, rounds, drawn, swiss_score, .. } = choices;
    let swiss_pairs = choices.shape.swiss_pairs();
    view! {
                <NumberField label=if swiss_pairs { "Pairs" } else { "Teams" }.to_string() value=count min=3 max=120 />
                <NumberField label=if swiss_pairs { "Boards per round" } else { "Boards per match" }.to_string() value=boards min=1 max=16 />
                <NumberField label="Rounds (0: as many as you pair)".to_string() value=rounds min=0 max=30 />
                <div class="field"><label for="setup-draw"><span>"Round 1"</span></label>
                <select id="setup-draw" prop:value=move || if drawn.get() { "drawn" } else { "seeded" } on:change=move |ev| drawn.set(event_target_value(&ev) == "drawn")>
                    <option value="seeded">"Seeded by number (1 v the middle one, …)"</option>
                    <option value="drawn">"Drawn by lot"</option>
                </select></div>
                // A Swiss pairs' running score, the way clubs run it.
                {swiss_pairs.then(|| view! {
                    <div class="field"><label for="setup-swiss-score"><span>"Scoring"</span></label>
                    <select id="setup-swiss-score" prop:value=move || match swiss_score.get() { SwissScore::Vps => "vps", SwissScore::Imps => "imps", SwissScore::MatchPoints => "mp" } on:change=move |ev| swiss_score.set(match event_target_value(&ev).as_str() {
                        "vps" => SwissScore::Vps,
                        "imps" => SwissScore::Imps,
                        _ => SwissScore::MatchPoints,
                    })>
                        <option value="mp">"Match points across the field (percentage)"</option>
                        <option value="imps">"IMPs across the field (against each board's datum)"</option>
                        <option value="vps">"VPs per match (the match's IMPs across the field, WBF scale)"</option>
                    </select></div>
                })}
    }
}

/// Multiple teams: which movement, how many teams and boards, a tea break.
#[component]
fn TeamsMovement(choices: Choices) -> impl IntoView {
    let Choices { kind, count, boards, tea, rounds, before_tea, reversed, redeal, .. } = choices;
    view! {
        <div class="field"><label for="setup-kind"><span>"Movement"</span></label>
        <select id="setup-kind" prop:value=move || kind.get().code() on:change=move |ev| kind.set(Kind::from_code(&event_target_value(&ev)).unwrap_or(Kind::Teams))>
            <option value="teams">"Multiple teams (NS stay at home)"</option>
            <option value="teams-parallel">"Parallel rows, shared boards (even number)"</option>
        </select></div>
        <NumberField label="Teams".to_string() value=count min=3 max=30 />
        <NumberField label="Boards per round".to_string() value=boards min=1 max=8 />
        // Parallel rows always break at half time (the second half on other boards): the summary says when.
        <Show when=move || kind.get() == Kind::Teams>
            <label class="check"><input type="checkbox" prop:checked=move || tea.get() on:change=move |ev| tea.set(event_target_checked(&ev)) />" Tea break (compare at half time)"</label>
            <NumberField label="Rounds (0: all play all; fewer are played in two halves)".to_string() value=rounds min=0 max=30 />
            <NumberField label="Rounds before tea (0: the movement's own split)".to_string() value=before_tea min=0 max=30 />
            <label class="check"><input type="checkbox" prop:checked=move || reversed.get() on:change=move |ev| reversed.set(event_target_checked(&ev)) />" The halves the other way round"</label>
            <label class="check"><input type="checkbox" prop:checked=move || redeal.get() on:change=move |ev| redeal.set(event_target_checked(&ev)) />" Re-dealt last round (an even number of teams: the team halfway round)"</label>
        </Show>
    }
}

/// Each teams scoring's value in the choice, in the order of `TeamsScoring::ALL`.
const VALUES: [&str; 5] = ["wbf", "wbf-discrete", "club", "imps", "pab"];

/// How a teams event's matches become standings.
#[component]
fn TeamsScoringChoice(choices: Choices, one_match: bool) -> impl IntoView {
    let Choices { count, teams_scoring, .. } = choices;
    view! {
        <div class="field"><label for="setup-vp"><span>"Scoring"</span></label>
        <select id="setup-vp" prop:value=move || teams_scoring.get().and_then(|t| TeamsScoring::ALL.iter().position(|x| *x == t)).map_or("auto", |i| VALUES[i])
            on:change=move |ev| teams_scoring.set(VALUES.iter().position(|v| *v == event_target_value(&ev)).map(|i| TeamsScoring::ALL[i]))>
            <option value="auto">{move || { let n = if one_match { 2 } else { count.get() }; format!("The club's rule: 7 teams or fewer play for VPs, from 8 total IMPs (here {})", if n <= 7 { "WBF VPs" } else { "total IMPs" }) }}</option>
            {TeamsScoring::ALL.iter().enumerate().map(|(i, t)| view! { <option value=VALUES[i]>{t.words()}</option> }).collect_view()}
        </select></div>
    }
}

/// Pairs: the movement, its size, and how match points are given.
#[component]
fn PairsMovement(choices: Choices) -> impl IntoView {
    let Choices { kind, count, boards, arrow, rounds, shared, half, missing, quarter, ew_one, copies, scale, different, imps, .. } = choices;
    view! {
           <div class="field"><label for="setup-kind"><span>"Movement"</span></label>
           <select id="setup-kind" prop:value=move || if quarter.get() { "howell-3/4" } else { kind.get().code() } on:change=move |ev| {
               let chosen = event_target_value(&ev);
               quarter.set(chosen == "howell-3/4");
               kind.set(Kind::from_code(&chosen).unwrap_or(Kind::Howell));
           }>
               <option value="howell">"Howell (pairs change direction)"</option>
               <option value="howell-3/4">"Three-quarter Howell (¾ of the rounds)"</option>
               <option value="mitchell">"Mitchell (NS stay)"</option>
               <option value="mitchell-relay">"Mitchell with relay and bye stand"</option>
           </select></div>
           <NumberField label=Signal::derive(move || if kind.get().counts_pairs() { "Pairs".to_string() } else { "Tables".to_string() }) value=count min=3 max=30 />
           <NumberField label="Boards per round".to_string() value=boards min=1 max=8 />
           <Show when=move || !quarter.get()>
               <NumberField label="Rounds (0: all)".to_string() value=rounds min=0 max=30 />
           </Show>
           <Show when=move || kind.get() == Kind::Mitchell>
               <NumberField label="Copies of each board set (rows of tables)".to_string() value=copies min=1 max=6 />
           </Show>
           <label class="check"><input type="checkbox" prop:checked=move || shared.get() on:change=move |ev| shared.set(event_target_checked(&ev)) />" Every table plays the same boards each round (duplicated boards)"</label>
           <Show when=move || kind.get() != Kind::Howell>
               <label class="check"><input type="checkbox" prop:checked=move || arrow.get() on:change=move |ev| arrow.set(event_target_checked(&ev)) />" Arrow-switch (one winner)"</label>
    <label class="check"><input type="checkbox" data-testid="ew-from-one" prop:checked=move || ew_one.get() on:change=move |ev| ew_one.set(event_target_checked(&ev)) />" East–West pairs numbered 1 to n (EW 1, EW 2…); off: numbered after North–South"</label>
               <label class="check"><input type="checkbox" data-testid="half-table" prop:checked=move || half.get() on:change=move |ev| half.set(event_target_checked(&ev)) />" A half table: one East–West pair short, a table sits out each round"</label>
               <Show when=move || half.get()>
                   <NumberField label="The missing East–West pair (0: the last)".to_string() value=missing min=0 max=30 />
               </Show>
           </Show>
           // Match points on either scale, or IMPs by one of the methods clubs use.
           <div class="field"><label for="setup-scale"><span>"Scoring"</span></label>
           <select id="setup-scale" prop:value=move || match (imps.get(), scale.get()) {
               (Some(ImpMethod::CrossImpsTotal), _) => "cross",
               (Some(ImpMethod::CrossImps), _) => "cross-mean",
               (Some(ImpMethod::Butler(_)), _) => "butler",
               (Some(ImpMethod::ButlerPerBoard(_)), _) => "butler-board",
               (None, MpScale::Acbl) => "acbl",
               (None, _) => "wbf",
           } on:change=move |ev| {
               let v = event_target_value(&ev);
               scale.set(if v == "acbl" { MpScale::Acbl } else { MpScale::Wbf });
               imps.set(match v.as_str() {
                   "cross" => Some(ImpMethod::CrossImpsTotal),
                   "cross-mean" => Some(ImpMethod::CrossImps),
                   "butler" => Some(ImpMethod::Butler(None)),
                   "butler-board" => Some(ImpMethod::ButlerPerBoard(None)),
                   _ => None,
               });
           }>
               <option value="wbf">"Match points, 2 per score beaten (WBF/EBU)"</option>
               <option value="acbl">"Match points, 1 per score beaten (ACBL)"</option>
               <option value="cross">"Cross-IMPs, each board's comparisons totalled"</option>
               <option value="cross-mean">"Cross-IMPs, averaged over each board's comparisons"</option>
               <option value="butler">"Butler IMPs, against each board's datum"</option>
               <option value="butler-board">"Butler IMPs per board, against each board's datum"</option>
           </select></div>
           <div class="field"><label for="setup-different"><span>"Boards played fewer times"</span></label>
           <select id="setup-different" prop:value=move || match different.get() { Different::Simple => "simple", Different::OwnTop => "own", Different::Neuberg => "neuberg" } on:change=move |ev| different.set(match event_target_value(&ev).as_str() {
               "simple" => Different::Simple,
               "own" => Different::OwnTop,
               _ => Different::Neuberg,
           })>
               <option value="neuberg">"Neuberg"</option>
               <option value="simple">"Average to the table, others on one table fewer"</option>
               <option value="own">"Each board its own top"</option>
           </select></div>
       }
}
