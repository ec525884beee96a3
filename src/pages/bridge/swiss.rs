//! A Swiss, teams or pairs, round by round: this round's matches, pairing
//! the next round once this one is complete, taking a pairing back while it
//! is empty; and a Swiss pairs' standings after each round.

use super::*;
use clubscore_engine::bridge::setup::SwissScore;
use clubscore_engine::bridge::{swiss_pairs, swiss_teams};
use clubscore_engine::text::{fixed, signed_whole};

#[component]
pub(super) fn SwissRounds(event: Shown, scored: Scored, missing: Memo<Vec<(u32, usize)>>, save: Save, pairs: bool) -> impl IntoView {
    let notices = crate::notice::use_notice();
    let last = Memo::new(move |_| event.with(|e| e.and_then(|e| e.schedule.rounds.last().cloned())));
    // The rounds declared at set-up (none: as many as are paired), and whether the last is played out.
    let declared = event.with_untracked(|e| e.and_then(|e| e.setup).and_then(|b| b.movement.rounds));
    let finished = Memo::new(move |_| {
        let played = last.with(|r| r.as_ref().map_or(0, |r| r.number));
        declared.is_some_and(|d| played >= d) && missing.with(Vec::is_empty)
    });
    let beyond = move || declared.is_some_and(|d| last.with(|r| r.as_ref().map_or(0, |r| r.number)) >= d);
    let asking = RwSignal::new(false);
    let name = move |n: u32| event.with_untracked(|e| e.map(|e| e.participant_name(n)).unwrap_or_default());
    let scoring = event.with_untracked(|e| e.and_then(|e| e.setup).map(|b| b.scoring.swiss).unwrap_or_default());
    let pair = {
        let save = save.clone();
        move || {
            let Some(mut e) = event.get_untracked() else { return };
            let next = if pairs {
                let paired = scored.with_untracked(|s| s.as_ref().map(|s| swiss_pairs::next_round(&e, &s.travellers, &s.session)));
                paired.unwrap_or(Err(swiss_teams::PairingError::NotSwiss))
            } else {
                swiss_teams::next_round(&e)
            };
            match next {
                Ok((round, repeat)) => match swiss_teams::seat_round(&mut e, round, repeat, &device(), storage::now()) {
                    Ok(message) => {
                        save(e, message);
                    }
                    Err(err) => notices.problem(err.to_string()),
                },
                Err(err) => notices.problem(format!("{}.", capitalised(&err.to_string()))),
            }
        }
    };
    let take_back = move |_| {
        let Some(mut e) = event.get_untracked() else { return };
        match swiss_teams::unpair_last_round(&mut e, &device(), storage::now()) {
            Ok(number) => {
                save(e, format!("The pairing of round {number} is taken back."));
            }
            Err(err) => notices.problem(format!("{}.", capitalised(&err.to_string()))),
        }
    };
    // A team's bye, or a pair's as the event is scored.
    let bye = match (pairs, scoring) {
        (true, SwissScore::Imps) => "0 IMPs, the datum".to_string(),
        (true, SwissScore::MatchPoints) => "its percentage is of the boards it plays".to_string(),
        _ => format!("{} VPs", swiss_teams::BYE_VP / 100),
    };
    view! {
        <section aria-labelledby="swiss-title" data-testid="swiss">
            <h2 id="swiss-title">{move || last.get().map(|r| match declared {
                Some(d) if r.number > d => format!("Swiss: round {}, an extra round ({d} declared)", r.number),
                Some(d) if finished.get() => format!("Swiss: round {} of {d}, final", r.number),
                Some(d) => format!("Swiss: round {} of {d}", r.number),
                None => format!("Swiss: round {}", r.number),
            }).unwrap_or_default()}</h2>
            <ul class="pairings">
                {move || last.get().map(|r| {
                    let boards = r.sittings.iter().find(|s| !s.boards.is_empty()).map(|s| clubscore_engine::bridge::board::board_text(&s.boards)).unwrap_or_default();
                    r.sittings.iter().filter(|s| pairs || s.table % 2 == 1 || s.away.is_none()).map(|s| {
                        let text = match s.away {
                            Some(away) if pairs => format!("Table {}: {} {} (NS) v {} {} (EW), boards {boards}", s.table, s.home, name(s.home), away, name(away)),
                            Some(away) => format!("Tables {} and {}: {} {} v {} {}, boards {boards}", s.table, s.table + 1, s.home, name(s.home), away, name(away)),
                            None => format!("{} {} has the bye ({bye})", s.home, name(s.home)),
                        };
                        view! { <li data-testid="pairing">{text}</li> }
                    }).collect_view()
                })}
            </ul>
            <div class="actions">
                {
                    let pair = pair.clone();
                    move || {
                        let next = last.get().map(|r| r.number + 1).unwrap_or(1);
                        let pair = pair.clone();
                        if beyond() {
                            // Past the declared rounds: a deliberate step, asked first.
                            view! { <button type="button" data-testid="pair-extra" on:click=move |_| asking.set(true)>{format!("Pair an extra round {next}…")}</button> }.into_any()
                        } else {
                            view! { <button type="button" class="primary" on:click=move |_| pair()>{format!("Pair round {next}")}</button> }.into_any()
                        }
                    }
                }
                <button type="button" on:click=take_back>"Take back the last pairing"</button>
            </div>
            {move || asking.get().then(|| {
                let pair = pair.clone();
                let n = declared.unwrap_or(0);
                view! {
                    <crate::components::confirm::Confirm title="Pair a round beyond the Swiss?".to_string()
                        message=format!("The Swiss was set up with {n} rounds, and all are paired. Round {} would be an extra round.", n + 1)
                        confirm_label="Pair the extra round".to_string() safe=true
                        on_confirm=move |_| { asking.set(false); pair() }
                        on_cancel=move |_| asking.set(false) />
                }
            })}
        </section>
    }
}

/// A Swiss pairs' standings: every pair's running score and its matches,
/// round by round (opponent, IMPs against the field, VPs).
#[component]
pub(super) fn SwissStandings(event: Shown, scored: Scored, missing: Memo<Vec<(u32, usize)>>) -> impl IntoView {
    let scoring = event.with_untracked(|e| e.and_then(|e| e.setup).map(|b| b.scoring.swiss).unwrap_or_default());
    let table = Memo::new(move |_| {
        scored.with(|s| {
            event.with(|e| match (e, s) {
                (Some(e), Some(s)) => {
                    let all = swiss_pairs::matches(e, &s.travellers);
                    (swiss_pairs::standings(e, &all, &s.session), all)
                }
                _ => Default::default(),
            })
        })
    });
    let name = move |n: u32| event.with_untracked(|e| e.map(|e| e.participant_name(n)).unwrap_or_default());
    let rounds = move || event.with(|e| e.map_or(0, |e| e.schedule.rounds.len()));
    // The declared rounds played out: the standings are final.
    let declared = event.with_untracked(|e| e.and_then(|e| e.setup).and_then(|b| b.movement.rounds));
    let last = move || declared.is_some_and(|d| rounds() as u32 == d) && missing.with(Vec::is_empty);
    let (unit, places) = match scoring {
        SwissScore::MatchPoints => ("%", 2),
        SwissScore::Imps => ("IMPs", 0),
        SwissScore::Vps => ("VPs", 2),
    };
    view! {
        <section aria-labelledby="standings-title" data-testid="standings">
            <h2 id="standings-title">{move || format!("{} after round {}", if last() { "Final standings" } else { "Standings" }, rounds())}</h2>
            <table class="schedule standings" tabindex="0">
                <thead><tr><th scope="col">"Place"</th><th scope="col">"Pair"</th><th scope="col">"Name"</th><th scope="col">"Rounds"</th><th scope="col">{unit}</th><th scope="col">"Matches"</th></tr></thead>
                <tbody>
                    {move || table.with(|(rows, all)| rows.iter().map(|s| {
                        let mine: Vec<String> = all.iter().filter(|m| m.pair == s.pair).map(|m| match (m.opponent, scoring) {
                            (None, _) => format!("R{} bye", m.round),
                            (Some(o), _) if m.scored == 0 || scoring == SwissScore::MatchPoints => format!("R{} v {o}", m.round),
                            (Some(o), SwissScore::Imps) => format!("R{} v {o}: {}", m.round, signed_whole(m.imps)),
                            (Some(o), _) => format!("R{} v {o}: {} IMPs, {} VPs", m.round, signed_whole(m.imps), fixed(m.vps, 2)),
                        }).collect();
                        view! {
                            <tr data-testid="swiss-standing">
                                <td>{s.rank.clone()}</td><td>{s.pair}</td><td>{name(s.pair)}</td><td>{s.played + s.byes}</td>
                                <td>{if places == 0 { signed_whole(s.score) } else { fixed(s.score, places) }}</td>
                                <td class="matches">{mine.join(" · ")}</td>
                            </tr>
                        }
                    }).collect_view())}
                </tbody>
            </table>
        </section>
    }
}
