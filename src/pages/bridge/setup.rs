//! Setting a session up: the movement and the scoring, checked before play.

use super::*;
use clubscore_engine::bridge::impairs::ImpMethod;
use clubscore_engine::bridge::movement::pairs::three_quarter_rounds;
use clubscore_engine::bridge::session::TeamsScoring;
use clubscore_engine::bridge::setup::SwissScore;

/// What the set-up form has chosen so far.
#[derive(Clone, Copy)]
struct Choices {
    kind: RwSignal<Kind>,
    /// Teams, tables or pairs (a Howell); a teams-of-four match: its rounds.
    count: RwSignal<u32>,
    boards: RwSignal<u32>,
    tea: RwSignal<bool>,
    arrow: RwSignal<bool>,
    /// Rounds to play, fewer than the movement has (0: all of them).
    rounds: RwSignal<u32>,
    /// Every table plays the same boards in a round (duplicated sets).
    shared: RwSignal<bool>,
    /// A Mitchell one East–West pair short (a table sits out each round).
    half: RwSignal<bool>,
    /// Which East–West pair is missing (0: the last).
    missing: RwSignal<u32>,
    /// A three-quarter Howell: the Howell cut to three quarters of its rounds.
    quarter: RwSignal<bool>,
    /// A Mitchell's EW pairs numbered 1 to n ("EW 3"), as most clubs do; off: after the NS pairs.
    ew_one: RwSignal<bool>,
    /// Copies of each board set: a Mitchell in that many rows of tables.
    copies: RwSignal<u32>,
    /// Multiple teams: rounds before tea (0: the seed's split), the halves the other way round, a re-dealt last round.
    before_tea: RwSignal<u32>,
    reversed: RwSignal<bool>,
    redeal: RwSignal<bool>,
    /// None: the seed's rule for the number of teams.
    teams_scoring: RwSignal<Option<TeamsScoring>>,
    scale: RwSignal<MpScale>,
    different: RwSignal<Different>,
    /// A pairs session scored in IMPs (none: match points).
    imps: RwSignal<Option<ImpMethod>>,
}

#[component]
pub(super) fn SetupPanel(event: Shown, save: Save, teams: bool, one_match: bool, swiss: bool) -> impl IntoView {
    let notices = crate::notice::use_notice();
    // A Swiss of pairs (not teams): paired round by round, one table a match.
    let swiss_pairs = swiss && !teams;
    // An individual: four players a table, several partners each.
    let individual = event.with_untracked(|e| e.is_some_and(|e| e.format == clubscore_engine::Format::BridgeIndividual));
    let kind = RwSignal::new(if individual {
        Kind::Individual
    } else if swiss_pairs {
        Kind::SwissPairs
    } else if swiss {
        Kind::Swiss
    } else if one_match {
        Kind::Match
    } else if teams {
        Kind::Teams
    } else {
        Kind::Howell
    });
    // Teams of four: the count is the number of rounds (the boards change tables each round).
    // Otherwise it starts from the teams or pairs already entered (a Howell counts pairs).
    let entered = event.with_untracked(|e| e.map(|e| e.participants.len() as u32).unwrap_or(0));
    let count = RwSignal::new(if individual {
        entered.max(12)
    } else if swiss_pairs {
        entered.max(10)
    } else if swiss {
        entered.max(8)
    } else if one_match {
        4
    } else if teams {
        entered.max(5)
    } else {
        entered.max(6)
    });
    // A set-up that would remove entered teams or pairs, waiting for the scorer's yes.
    // The question a set-up asks first: removing entered participants (false),
    // or changing the movement of a session with results (true).
    let asking = RwSignal::new(None::<(bool, BridgeSetup, String)>);
    let tea = RwSignal::new(false);
    // None: the seed's rule for the number of teams.
    let teams_scoring = RwSignal::new(None::<TeamsScoring>);
    let boards = RwSignal::new(if swiss { 6 } else { 3u32 });
    let arrow = RwSignal::new(false);
    let (rounds, shared, half, quarter) = (RwSignal::new(0u32), RwSignal::new(false), RwSignal::new(false), RwSignal::new(false));
    let ew_one = RwSignal::new(true);
    let missing = RwSignal::new(0u32);
    let copies = RwSignal::new(1u32);
    let (before_tea, reversed, redeal) = (RwSignal::new(0u32), RwSignal::new(false), RwSignal::new(false));
    let scale = RwSignal::new(MpScale::Wbf);
    let different = RwSignal::new(Different::Neuberg);
    // A Swiss: round 1 drawn (not seeded); a Swiss pairs' running score.
    let drawn = RwSignal::new(false);
    let swiss_score = RwSignal::new(SwissScore::MatchPoints);
    let imps = RwSignal::new(None::<ImpMethod>);
    // Changing the movement of a session under way: the form starts from the one in force.
    let current = event.with_untracked(|e| e.and_then(|e| e.bridge));
    if let Some(now) = current {
        let m = now.movement;
        (kind.set(m.kind), count.set(m.count), boards.set(m.boards_per_round), tea.set(m.tea), arrow.set(m.arrow_switch));
        (
            rounds.set(m.rounds.unwrap_or(0)),
            shared.set(m.shared),
            half.set(m.half_table),
            missing.set(m.missing_ew.unwrap_or(0)),
            ew_one.set(m.ew_from_one),
            copies.set(m.copies.max(1)),
            before_tea.set(m.before_tea.unwrap_or(0)),
            reversed.set(m.reversed),
            redeal.set(m.redeal),
            quarter.set(m.kind == Kind::Howell && m.rounds == Some(three_quarter_rounds(m.count))),
            scale.set(now.scoring.scale),
            different.set(now.scoring.different),
            imps.set(now.scoring.imps),
        );
        teams_scoring.set(now.teams);
    }

    let choices = Choices {
        kind,
        count,
        boards,
        tea,
        arrow,
        rounds,
        shared,
        half,
        missing,
        quarter,
        ew_one,
        copies,
        before_tea,
        reversed,
        redeal,
        teams_scoring,
        scale,
        different,
        imps,
    };
    // Fewer rounds and shared boards are a pairs movement's.
    let spec = move || {
        let pairs = !teams && !swiss;
        // Multiple teams may choose their rounds, the split at tea, the order of the halves and a re-dealt last round.
        let plan = teams && kind.get() == Kind::Teams;
        MovementSpec {
            kind: kind.get(),
            count: count.get(),
            boards_per_round: boards.get(),
            tea: tea.get(),
            redeal: plan && redeal.get(),
            arrow_switch: arrow.get(),
            rounds: if quarter.get() && kind.get() == Kind::Howell {
                Some(three_quarter_rounds(count.get()))
            } else {
                // A Swiss's declared rounds: after the last, another is paired only on purpose.
                Some(rounds.get()).filter(|r| (pairs || plan || swiss) && *r > 0)
            },
            shared: pairs && shared.get(),
            half_table: pairs && half.get() && kind.get() != Kind::Howell,
            missing_ew: Some(missing.get()).filter(|m| pairs && half.get() && *m > 0),
            ew_from_one: pairs && ew_one.get() && kind.get() != Kind::Howell,
            copies: if pairs && kind.get() == Kind::Mitchell { copies.get() } else { 0 },
            before_tea: Some(before_tea.get()).filter(|b| plan && *b > 0),
            reversed: plan && reversed.get(),
            drawn: swiss && drawn.get(),
        }
    };
    let preview = Memo::new(move |_| {
        if individual {
            use clubscore_engine::bridge::movement::individual;
            let (n, b) = (count.get(), boards.get());
            return individual::promise(n)
                .and_then(|p| {
                    individual::schedule(n, b).map(|rounds| {
                        let report = individual::verify(&rounds, n, p);
                        let ok = report.ok();
                        (
                            format!("{} rounds at {} tables", rounds.len(), n / 4),
                            rounds.iter().flat_map(|r| r.sittings.iter().flat_map(|s| s.boards.iter().copied())).max().unwrap_or(0),
                            report.promise,
                            ok,
                        )
                    })
                })
                .map_err(|e| capitalised(&e.to_string()));
        }
        if swiss {
            // A Swiss has no fixed movement: show round 1 as it will be paired.
            use clubscore_engine::bridge::swiss::{first_round_seeded, Odd, Pairing};
            let n = count.get();
            if drawn.get() {
                return Err("Round 1 drawn by lot when you set up; later rounds paired from the standings.".to_string());
            }
            let round1: Vec<String> = first_round_seeded(&(1..=n).collect::<Vec<_>>(), Odd::Bye)
                .into_iter()
                .map(|p| match p {
                    Pairing::Match(a, b) => format!("{a} v {b}"),
                    Pairing::Bye(t) => format!("{t} has the bye"),
                    Pairing::ThreeWay(a, b, c) => format!("{a}, {b}, {c}"),
                })
                .collect();
            let copies = if swiss_pairs { "one copy of the set per table" } else { "one copy of the set per match" };
            return Err(format!(
                "Round 1: {}; later rounds paired from the standings. Each round's matches play the same boards ({copies}).",
                round1.join(", ")
            ));
        }
        spec()
            .build()
            .map(|m| {
                let report = verify(&m);
                let tea = m.tea_after_round.map(|t| format!(" (tea after round {t})")).unwrap_or_default();
                (format!("{} rounds{tea}", m.rounds.len()), m.sets * m.boards_per_round, report.balance.clone(), report.ok())
            })
            .map_err(|e| e.to_string())
    });
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
        let team_count = if one_match { 2 } else { count.get_untracked() };
        let team_scoring = teams.then(|| teams_scoring.get_untracked().unwrap_or_else(|| TeamsScoring::suggested(team_count)));
        let setup = BridgeSetup {
            movement: spec(),
            scoring: ScoringSpec {
                scale: scale.get_untracked(),
                different: different.get_untracked(),
                averages: Averages::Fixed,
                swiss: swiss_score.get_untracked(),
                // Only a pairs movement (not a Swiss, an individual or teams) offers IMPs.
                imps: imps.get_untracked().filter(|_| !swiss && !teams && !individual),
            },
            teams: team_scoring,
        };
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
                <NumberField label=if swiss_pairs { "Pairs" } else { "Teams" }.to_string() value=count min=3 max=120 />
                <NumberField label=if swiss_pairs { "Boards per round" } else { "Boards per match" }.to_string() value=boards min=1 max=16 />
                <NumberField label="Rounds (0: as many as you pair)".to_string() value=rounds min=0 max=30 />
                <div class="field"><label for="setup-draw"><span>"Round 1"</span></label>
                <select id="setup-draw" on:change=move |ev| drawn.set(event_target_value(&ev) == "drawn")>
                    <option value="seeded">"Seeded by number (1 v the middle one, …)"</option>
                    <option value="drawn">"Drawn by lot"</option>
                </select></div>
                // A Swiss pairs' running score, the way clubs run it.
                {swiss_pairs.then(|| view! {
                    <div class="field"><label for="setup-swiss-score"><span>"Scoring"</span></label>
                    <select id="setup-swiss-score" on:change=move |ev| swiss_score.set(match event_target_value(&ev).as_str() {
                        "vps" => SwissScore::Vps,
                        "imps" => SwissScore::Imps,
                        _ => SwissScore::MatchPoints,
                    })>
                        <option value="mp">"Match points across the field (percentage)"</option>
                        <option value="imps">"IMPs across the field (against each board's datum)"</option>
                        <option value="vps">"VPs per match (the match's IMPs across the field, WBF scale)"</option>
                    </select></div>
                })}
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
            <p data-testid="setup-preview">{move || match preview.get() {
                Ok((rounds, boards, balance, ok)) => format!("{rounds}, boards 1 to {boards}; {balance}; {}", if ok { "all checks passed." } else { "some checks failed." }),
                Err(e) => e,
            }}</p>
        </section>
    }
}

/// Multiple teams: which movement, how many teams and boards, a tea break.
#[component]
fn TeamsMovement(choices: Choices) -> impl IntoView {
    let Choices { kind, count, boards, tea, rounds, before_tea, reversed, redeal, .. } = choices;
    view! {
        <div class="field"><label for="setup-kind"><span>"Movement"</span></label>
        <select id="setup-kind" on:change=move |ev| kind.set(Kind::from_code(&event_target_value(&ev)).unwrap_or(Kind::Teams))>
            <option value="teams">"Multiple teams (NS stay at home)"</option>
            <option value="teams-parallel">"Parallel rows, shared boards (even number)"</option>
        </select></div>
        <NumberField label="Teams".to_string() value=count min=3 max=30 />
        <NumberField label="Boards per round".to_string() value=boards min=1 max=8 />
        <label class="check"><input type="checkbox" prop:checked=move || tea.get() on:change=move |ev| tea.set(event_target_checked(&ev)) />" Tea break (compare at half time)"</label>
        <Show when=move || kind.get() == Kind::Teams>
            <NumberField label="Rounds (0: all play all; fewer are played in two halves)".to_string() value=rounds min=0 max=30 />
            <NumberField label="Rounds before tea (0: the movement's own split)".to_string() value=before_tea min=0 max=30 />
            <label class="check"><input type="checkbox" prop:checked=move || reversed.get() on:change=move |ev| reversed.set(event_target_checked(&ev)) />" The halves the other way round"</label>
            <label class="check"><input type="checkbox" prop:checked=move || redeal.get() on:change=move |ev| redeal.set(event_target_checked(&ev)) />" Re-dealt last round (an even number of teams: the team halfway round)"</label>
        </Show>
    }
}

/// How a teams event's matches become standings.
#[component]
fn TeamsScoringChoice(choices: Choices, one_match: bool) -> impl IntoView {
    let Choices { count, teams_scoring, .. } = choices;
    view! {
        <div class="field"><label for="setup-vp"><span>"Scoring"</span></label>
        <select id="setup-vp" on:change=move |ev| teams_scoring.set(match event_target_value(&ev).as_str() {
            "wbf" => Some(TeamsScoring::WbfVp),
            "wbf-discrete" => Some(TeamsScoring::WbfDiscreteVp),
            "club" => Some(TeamsScoring::ClubVp),
            "imps" => Some(TeamsScoring::TotalImps),
            _ => None,
        })>
            <option value="auto">{move || { let n = if one_match { 2 } else { count.get() }; format!("The club's rule: 7 teams or fewer play for VPs, from 8 total IMPs (here {})", if n <= 7 { "WBF VPs" } else { "total IMPs" }) }}</option>
            <option value="wbf">{TeamsScoring::WbfVp.words()}</option>
            <option value="wbf-discrete">{TeamsScoring::WbfDiscreteVp.words()}</option>
            <option value="club">{TeamsScoring::ClubVp.words()}</option>
            <option value="imps">{TeamsScoring::TotalImps.words()}</option>
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
               (None, MpScale::Acbl) => "acbl",
               (None, _) => "wbf",
           } on:change=move |ev| {
               let v = event_target_value(&ev);
               scale.set(if v == "acbl" { MpScale::Acbl } else { MpScale::Wbf });
               imps.set(match v.as_str() {
                   "cross" => Some(ImpMethod::CrossImpsTotal),
                   "cross-mean" => Some(ImpMethod::CrossImps),
                   "butler" => Some(ImpMethod::Butler(None)),
                   _ => None,
               });
           }>
               <option value="wbf">"Match points, 2 per score beaten (WBF/EBU)"</option>
               <option value="acbl">"Match points, 1 per score beaten (ACBL)"</option>
               <option value="cross">"Cross-IMPs, each board's comparisons totalled"</option>
               <option value="cross-mean">"Cross-IMPs, averaged over each board's comparisons"</option>
               <option value="butler">"Butler IMPs, against each board's datum"</option>
           </select></div>
           <div class="field"><label for="setup-different"><span>"Boards played fewer times"</span></label>
           <select id="setup-different" on:change=move |ev| different.set(match event_target_value(&ev).as_str() {
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
