//! Teams sessions: standings, matches and ladder points.

use super::*;
use clubscore_engine::bridge::teams_results::TeamMatch;

#[component]
pub(super) fn TeamStandings(
    event: Shown,
    save: Save,
    missing: Memo<Vec<(u32, usize)>>,
    conflicts: Memo<Vec<clubscore_engine::tables::results::Conflict>>,
) -> impl IntoView {
    use super::standings::{disputed_note, title};
    use clubscore_engine::tables::results::{disputed_boards, disputed_in_match};
    // Worked out once per change of the event.
    let report = Memo::new_with_compare(move |_| event.with(|e| e.map(session::teams_report)), |_, _| true);
    let standings = move || report.with(|r| r.as_ref().map(|r| r.standings.clone()).unwrap_or_default());
    let matches = move || report.with(|r| r.as_ref().map(|r| r.matches.clone()).unwrap_or_default());
    let ladder = move |team: u32| {
        report.with_untracked(|r| {
            r.as_ref().and_then(|r| r.ladder.iter().find(|x| x.0 == team)).map(|x| clubscore_engine::text::fixed(x.1, 2)).unwrap_or_default()
        })
    };
    // What the standings rank on: VPs, net IMPs or point-a-board's points.
    let heading = move || report.with(|r| r.as_ref().map_or("VPs", |r| r.scoring.unit().0));
    let total_imps = move || report.with_untracked(|r| r.as_ref().is_some_and(|r| r.total_imps()));
    let figure = move |h: u32| report.with_untracked(|r| r.as_ref().map(|r| r.figure(h)).unwrap_or_default());
    let name = move |team: u32| event.with_untracked(|e| e.map(|e| e.participant_name(team)).unwrap_or_default());
    let chart = results_chart(event, save);
    // A result held for the director counts as entered here meanwhile: the team, its match and the title say so.
    let note = |boards: Vec<u32>| disputed_note(&boards).map(|d| view! { <span class="row-note" data-testid="disputed">{d}</span> });
    let to_come = move || missing.with(|m| m.iter().map(|x| x.1).sum::<usize>());
    view! {
        <section aria-labelledby="standings-title" data-testid="standings">
            <h2 id="standings-title" data-testid="standings-title">{move || title(to_come(), conflicts.with(Vec::len))}</h2>
            <table class="schedule standings" tabindex="0">
                <thead><tr><th scope="col">"Place"</th><th scope="col">"Team"</th><th scope="col">"Name"</th><th scope="col">"Matches"</th><th scope="col">"IMPs"</th>
                    <th scope="col">{heading}</th><th scope="col">"Ladder %"</th></tr></thead>
                <tbody>
                    {move || standings().into_iter().map(|t| view! {
                        <tr data-testid="standing">
                            <td>{t.rank.clone()}</td><td>{t.team}</td><td>{name(t.team)}{conflicts.with(|c| note(disputed_boards(c, t.team)))}</td><td>{t.played}</td>
                            <td>{format!("{}–{}", t.imps_for, t.imps_against)}</td>
                            <td>{report.with_untracked(|r| r.as_ref().map(|r| r.total(&t)).unwrap_or_default())}</td>
                            <td>{ladder(t.team)}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            <h3>"Matches"</h3>
            <table class="schedule matches" tabindex="0">
                <thead><tr><th scope="col">"Match"</th><th scope="col">"Boards in"</th><th scope="col">"IMPs"</th><th scope="col">{heading}</th><th scope="col">"Slips"</th></tr></thead>
                <tbody on:submit=chart>
                    {move || matches().into_iter().map(|m| view! {
                        <tr data-testid="match">
                            <td>{format!("{} v {}", m.home, m.away)}{conflicts.with(|c| note(disputed_in_match(c, m.home, m.away, &m.boards)))}{line_ups(&m, name)}</td>
                            <td>{format!("{} of {}", m.scored.len(), m.boards.len())}</td>
                            <td>{if m.by_vps { "—".to_string() } else { format!("{}–{}", m.home_imps, m.away_imps) }}</td>
                            <td>{if !m.counts() || total_imps() { String::new() } else { format!("{}–{}", figure(m.home_vp), figure(m.away_vp)) }}</td>
                            <td>{slips_cell(&m)}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
        </section>
    }
}

/// Each team's line-up entered for the match (a league's file gives them), behind a disclosure.
fn line_ups(m: &TeamMatch, name: impl Fn(u32) -> String) -> Option<impl IntoView> {
    let lines: Vec<String> = m.line_ups.iter().map(|(team, seats)| format!("{}: {}", name(*team), clubscore_engine::bridge::line_up::words(seats))).collect();
    (!lines.is_empty()).then(|| {
        view! {
            <details data-testid="line-ups">
                <summary>"Line-ups"</summary>
                {lines.into_iter().map(|l| view! { <p>{l}</p> }).collect_view()}
            </details>
        }
    })
}

/// What the teams' slips say of a match, and the form to enter them (the
/// results chart); a match scored from its boards needs none.
fn slips_cell(m: &TeamMatch) -> AnyView {
    use clubscore_engine::bridge::teams_results::Slips;
    if !m.scored.is_empty() {
        return ().into_any();
    }
    use clubscore_engine::bridge::teams_results::Unit;
    let (h, a) = (m.home, m.away);
    // A slip's figures as written: "23–11" IMPs, "14.27–5.73 VPs".
    let says = |(f, g, unit): (u32, u32, Unit)| match unit {
        Unit::Imps => format!("{f}–{g}"),
        Unit::Vps => format!("{}–{} VPs", clubscore_engine::text::hundredths(f), clubscore_engine::text::hundredths(g)),
    };
    let state = match &m.slips {
        Slips::None => String::new(),
        Slips::One { team } => format!("{team}'s slip in; {}'s awaited", if *team == h { a } else { h }),
        Slips::Agreed => "slips agree".to_string(),
        Slips::Differ { home_says, away_says } => format!("held: {h} says {}, {a} says {}", says(*home_says), says(*away_says)),
    };
    let differ = matches!(m.slips, Slips::Differ { .. });
    let field = |name: &'static str, label: String| view! { <input name=name aria-label=label inputmode="decimal" size="4" /> };
    view! {
        <span data-testid="slips">{state}</span>
        <details>
            <summary>{if differ { "Settle" } else { "Enter slips" }}</summary>
            <form class="inline" data-round=m.round data-home=h data-away=a>
                // What the slips record: the match's IMPs, or its VPs.
                <select name="unit" aria-label=format!("{h} v {a}: the slips give")>
                    <option value="imps">"IMPs"</option>
                    <option value="vps">"VPs"</option>
                </select>
                {if differ {
                    view! { {field("settle-for", format!("{h} v {a}: {h}'s score, settled"))}"–"{field("settle-against", format!("{h} v {a}: {a}'s score, settled"))} }.into_any()
                } else {
                    view! {
                        {field("home-for", format!("{h} v {a}: {h}'s slip, for"))}"–"{field("home-against", format!("{h} v {a}: {h}'s slip, against"))}
                        {field("away-for", format!("{h} v {a}: {a}'s slip, for"))}"–"{field("away-against", format!("{h} v {a}: {a}'s slip, against"))}
                    }.into_any()
                }}
                <button type="submit">"Save"</button>
            </form>
        </details>
    }
    .into_any()
}

/// The results chart's one handler (a form's submit bubbles up to the
/// table): each slip typed is an entry of the log; a settlement is the scorer's.
fn results_chart(event: Shown, save: Save) -> impl Fn(leptos::ev::SubmitEvent) + Clone + 'static {
    let notices = crate::notice::use_notice();
    move |ev: leptos::ev::SubmitEvent| {
        use wasm_bindgen::JsCast;
        ev.prevent_default();
        let Some(form) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlFormElement>().ok()) else { return };
        let attr = |name: &str| form.get_attribute(name).and_then(|v| v.parse::<u32>().ok()).unwrap_or(0);
        let value = |name: &str| {
            form.query_selector(&format!("[name={name}]"))
                .ok()
                .flatten()
                .and_then(|el| el.dyn_into::<web_sys::HtmlInputElement>().ok())
                .map(|i| i.value().trim().to_string())
                .unwrap_or_default()
        };
        let (round, home, away) = (attr("data-round"), attr("data-home"), attr("data-away"));
        let by_vps = form
            .query_selector("[name=unit]")
            .ok()
            .flatten()
            .and_then(|el| el.dyn_into::<web_sys::HtmlSelectElement>().ok())
            .is_some_and(|s| s.value() == "vps");
        let Some(mut e) = event.get_untracked() else { return };
        // Total IMPs and point-a-board have no VPs: a slip gives the match's IMPs, or its points.
        let scoring = e.setup.and_then(|b| b.teams).filter(|t| !t.in_vps());
        if let (true, Some(t)) = (by_vps, scoring) {
            return notices.problem(format!(
                "Round {round}, {home} v {away}: this event is scored in {}, so a slip gives the match's {}.",
                t.words(),
                t.unit().1
            ));
        }
        let mut said = Vec::new();
        for (team, gained, lost) in [(home, "home-for", "home-against"), (away, "away-for", "away-against"), (0, "settle-for", "settle-against")] {
            let (f, a) = (value(gained), value(lost));
            if f.is_empty() && a.is_empty() {
                continue;
            }
            use clubscore_engine::bridge::command::Command::{MatchSlip, MatchVps};
            let (action, shown) = if by_vps {
                // VPs to the hundredth, the two adding up to 20.
                let read = |t: &str| clubscore_engine::bridge::handicap::parse_hundredths(t).filter(|&v| (0..=2000).contains(&v)).map(|v| v as u32);
                let (Some(vps_for), Some(vps_against)) = (read(&f), read(&a)) else {
                    return notices.problem(format!("Round {round}, {home} v {away}: type the VPs for and against, to the hundredth (14.27 and 5.73)."));
                };
                if vps_for + vps_against != 2000 {
                    return notices.problem(format!("Round {round}, {home} v {away}: {f} and {a} VPs do not add up to 20; check the slip."));
                }
                (
                    MatchVps { round, home, away, team, vps_for, vps_against },
                    format!("{}–{} VPs", clubscore_engine::text::hundredths(vps_for), clubscore_engine::text::hundredths(vps_against)),
                )
            } else {
                let (Ok(imps_for), Ok(imps_against)) = (f.parse::<u32>(), a.parse::<u32>()) else {
                    return notices.problem(format!("Round {round}, {home} v {away}: type the IMPs as whole numbers, for and against (23 and 11)."));
                };
                (MatchSlip { round, home, away, team, imps_for, imps_against }, format!("{imps_for}–{imps_against}"))
            };
            // A team's second slip for the match corrects its first.
            let entry = e.correcting_entry(&device(), storage::now(), Role::Scorer, clubscore_engine::bridge::Action::Game(action));
            if let Err(err) = e.append(entry) {
                return notices.problem(err.to_string());
            }
            said.push(if team == 0 { format!("settled at {shown}") } else { format!("{team}'s slip {shown}") });
        }
        if said.is_empty() {
            return notices.problem(format!("Round {round}, {home} v {away}: type a slip's IMPs, for and against."));
        }
        save(e, format!("Round {round}, {home} v {away}: {}.", said.join(", ")));
    }
}
