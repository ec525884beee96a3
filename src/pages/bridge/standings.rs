//! The pairs standings as they stand, per direction or in one field.

use super::*;
use clubscore_engine::bridge::pairs::Standing;
use clubscore_engine::text::fixed;

#[component]
pub(super) fn Standings(
    event: Shown,
    scored: Scored,
    missing: Memo<Vec<(u32, usize)>>,
    conflicts: Memo<Vec<clubscore_engine::tables::results::Conflict>>,
) -> impl IntoView {
    let standings = Memo::new(move |_| scored.with(|s| s.as_ref().map(|s| s.session.standings.clone()).unwrap_or_default()));
    // The handicapped ranking beside the scratch one, when any pair has a handicap.
    let handicapped = Memo::new(move |_| {
        event.with(|e| {
            scored.with(|s| match (e, s) {
                (Some(e), Some(s)) => session::handicapped(e, &s.session),
                _ => Vec::new(),
            })
        })
    });
    let directions = Memo::new(move |_| {
        standings.with(|rows| {
            [(Direction::NS, "North-South"), (Direction::EW, "East-West"), (Direction::Both, "")]
                .into_iter()
                .filter(|(d, _)| rows.iter().any(|x| x.direction == *d))
                .collect::<Vec<_>>()
        })
    });
    // Names follow renames (and only renames); the rest of a row only its own figures.
    let names = Memo::new(move |_| {
        event.with(|e| {
            e.as_ref()
                .map(|e| clubscore_engine::sorting::tree::<std::collections::BTreeMap<_, _>, _>(e.participants.iter().map(|p| (p.number, p.name.clone()))))
                .unwrap_or_default()
        })
    });
    let name = move |pair: u32| names.with(|m| m.get(&pair).cloned().unwrap_or_default());
    // The pair's number as the club writes it (EW 3 of a Mitchell numbered
    // from 1): read from a memo that changes only with the numbering, so a
    // result saved does not redraw every row.
    let numbering = Memo::new(move |_| event.with(|e| e.map(Numbering::of).unwrap_or_default()));
    let written = move |pair: u32| numbering.get().number(pair);
    // Provisional while scheduled results are still to come.
    let individual = event.with_untracked(|e| e.is_some_and(|e| e.format == clubscore_engine::Format::BridgeIndividual));
    // A session in IMPs ranks on its IMPs: no top, no percentage, no match points to check.
    let method = Memo::new(move |_| event.with(|e| e.and_then(session::in_imps)));
    // Plain closures, not memos: each is a read of a memo already kept (a memo more is a kilobyte more of the page).
    let in_imps = move || method.with(Option::is_some);
    // Results another device entered differently, waiting for the director: the standings count the one here, and say so.
    let boards_disputed = move |pair: u32| conflicts.with(|c| disputed_note(&clubscore_engine::tables::results::disputed_boards(c, pair)));
    view! {
        <section aria-labelledby="standings-title" data-testid="standings">
            <h2 id="standings-title" data-testid="standings-title">{move || title(missing.with(|m| m.iter().map(|x| x.1).sum()), conflicts.with(Vec::len))}</h2>
            {move || directions.get().into_iter().map(|(d, title)| {
                // A row is kept for its pair: a result saved moves the rows
                // and rewrites the figures that changed, and makes no row again.
                let pairs = move || standings.with(|all| all.iter().filter(|x| x.direction == d).map(|x| x.pair).collect::<Vec<_>>());
                view! {
                    <table class="schedule standings" tabindex="0">
                        {(!title.is_empty()).then(|| view! { <caption>{title}</caption> })}
                        <thead><tr><th scope="col">"Place"</th><th scope="col">{if individual { "Player" } else { "Pair" }}</th><th scope="col">{if individual { "Name" } else { "Names" }}</th><th scope="col" class="opt">"Boards"</th><th scope="col">{move || if method.get().is_some_and(|m| m.totalled().1) { "IMPs per board" } else if in_imps() { "IMPs" } else { "Match points" }}</th>{move || (!in_imps()).then(|| view! { <th scope="col">"%"</th> })}
                            {move || (!handicapped.with(Vec::is_empty)).then(|| view! { <th scope="col">"Handicapped %"</th><th scope="col">"Place"</th> })}</tr></thead>
                        <tbody>
                            <For each=pairs key=|pair| *pair let:pair>
                                {
                                    // The pair's own line: its cells are read again only when it changes.
                                    let line = Memo::new(move |_| standings.with(|all| all.iter().find(|x| x.pair == pair && x.direction == d).cloned()));
                                    let figure = move |f: fn(&Standing) -> String| move || line.with(|r| r.as_ref().map(f).unwrap_or_default());
                                    view! {
                                        <tr data-testid="standing">
                                            <td>{figure(|r| r.rank.clone())}</td><td>{move || written(pair)}</td><td>{move || name(pair)}{move || boards_disputed(pair).map(|d| view! { <span class="row-note" data-testid="disputed">{d}</span> })}</td><td class="opt">{figure(|r| r.boards.to_string())}</td>
                                            // IMPs: the total alone.
                                            <td>{figure(|r| fixed(r.mp, 2))}<span class="opt">{(!method.with_untracked(Option::is_some)).then(|| figure(|r| format!(" / {}", fixed(r.max, 0))))}</span>
                                                {move || line.with(|r| r.as_ref().is_some_and(|r| r.factored)).then(|| view! { <abbr title="factored: this pair missed boards, so its total is scaled to the session's (total × boards in the session / boards played)">" *"</abbr> })}</td>
                                            {(!method.with_untracked(Option::is_some)).then(|| view! { <td>{figure(|r| fixed(r.pct, 2))}</td> })}
                                            {move || handicapped.with(|h| h.iter().find(|x| x.0 == pair && x.1 == d).map(|x| (x.2, x.3.clone()))).map(|(pct, place)| view! {
                                                <td data-testid="handicapped">{fixed(pct, 2)}</td><td>{place}</td>
                                            })}
                                        </tr>
                                    }
                                }
                            </For>
                        </tbody>
                    </table>
                }
            }).collect_view()}
            // SC 2.5's check, where the results are checked: each side's match points add up.
            <p class="hint" data-testid="mp-check">{move || scored.with(|s| s.as_ref().filter(|_| !in_imps()).map(|s| {
                let c = s.session.check;
                if c.adds_up() {
                    format!("Check: each side's match points add up to {}, as they should.", fixed(c.each_side, 2))
                } else {
                    format!("Check: the match points do not add up: North–South {}, East–West {}, each should be {}.", fixed(c.ns, 2), fixed(c.ew, 2), fixed(c.each_side, 2))
                }
            }))}</p>
        </section>
    }
}

/// What a standing's row says of its disputed boards, if any.
pub(super) fn disputed_note(boards: &[u32]) -> Option<String> {
    let list = boards.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    (!boards.is_empty()).then(|| format!(" disputed: board{} {list}", if boards.len() > 1 { "s" } else { "" }))
}

/// The standings' title: provisional while results are to come or disputed.
pub(super) fn title(to_come: usize, disputed: usize) -> String {
    let to_come = (to_come > 0).then(|| format!("{to_come} result(s) still to come"));
    let held = (disputed > 0).then(|| format!("{disputed} result(s) disputed, counted as entered here until the director settles them"));
    match [to_come, held].into_iter().flatten().collect::<Vec<_>>() {
        why if why.is_empty() => "Standings".to_string(),
        why => format!("Standings, provisional: {}", why.join("; ")),
    }
}
