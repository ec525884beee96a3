//! Teams sessions: standings, matches and ladder points.

use super::*;
use clubscore_engine::bridge::teams_results::TeamMatch;

#[component]
pub(super) fn TeamStandings(event: Signal<Option<Event>>, save: Save) -> impl IntoView {
    // Worked out once per change of the event.
    let report = Memo::new_with_compare(move |_| event.with(|e| e.as_ref().map(session::teams_report)), |_, _| true);
    let standings = move || report.with(|r| r.as_ref().map(|r| r.standings.clone()).unwrap_or_default());
    let matches = move || report.with(|r| r.as_ref().map(|r| r.matches.clone()).unwrap_or_default());
    let ladder = move |team: u32| report.with_untracked(|r| r.as_ref().and_then(|r| r.ladder.iter().find(|x| x.0 == team)).map(|x| clubscore_engine::formats::fixed(x.1, 2)).unwrap_or_default());
    let total_imps = Memo::new(move |_| report.with(|r| r.as_ref().is_some_and(|r| r.total_imps)));
    let name = move |team: u32| event.with_untracked(|e| e.as_ref().map(|e| e.participant_name(team)).unwrap_or_default());
    let vp = |h: u32| clubscore_engine::formats::fixed(h as f64 / 100.0, 2);
    let chart = results_chart(event, save);
    view! {
        <section aria-labelledby="standings-title" data-testid="standings">
            <h2 id="standings-title">"Standings"</h2>
            <table class="schedule standings" tabindex="0">
                <thead><tr><th scope="col">"Place"</th><th scope="col">"Team"</th><th scope="col">"Name"</th><th scope="col">"Matches"</th><th scope="col">"IMPs"</th>
                    <th scope="col">{move || if total_imps.get() { "Net IMPs" } else { "VPs" }}</th><th scope="col">"Ladder %"</th></tr></thead>
                <tbody>
                    {move || standings().into_iter().map(|t| view! {
                        <tr data-testid="standing">
                            <td>{t.rank.clone()}</td><td>{t.team}</td><td>{name(t.team)}</td><td>{t.played}</td>
                            <td>{format!("{}–{}", t.imps_for, t.imps_against)}</td>
                            <td>{if total_imps.get_untracked() { format!("{:+}", t.imps_for - t.imps_against) } else { vp(t.vp) }}</td>
                            <td>{ladder(t.team)}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            <h3>"Matches"</h3>
            <table class="schedule matches" tabindex="0">
                <thead><tr><th scope="col">"Match"</th><th scope="col">"Boards in"</th><th scope="col">"IMPs"</th><th scope="col">"VPs"</th><th scope="col">"Slips"</th></tr></thead>
                <tbody on:submit=chart>
                    {move || matches().into_iter().map(|m| view! {
                        <tr data-testid="match">
                            <td>{format!("{} v {}", m.home, m.away)}</td>
                            <td>{format!("{} of {}", m.scored.len(), m.boards.len())}</td>
                            <td>{format!("{}–{}", m.home_imps, m.away_imps)}</td>
                            <td>{if !m.counts() || total_imps.get_untracked() { String::new() } else { format!("{}–{}", vp(m.home_vp), vp(m.away_vp)) }}</td>
                            <td>{slips_cell(&m)}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
        </section>
    }
}

/// What the teams' slips say of a match, and the form to enter them (the
/// results chart); a match scored from its boards needs none.
fn slips_cell(m: &TeamMatch) -> AnyView {
    use clubscore_engine::bridge::teams_results::Slips;
    if !m.scored.is_empty() {
        return ().into_any();
    }
    let (h, a) = (m.home, m.away);
    let state = match &m.slips {
        Slips::None => String::new(),
        Slips::One { team } => format!("{team}'s slip in; {}'s awaited", if *team == h { a } else { h }),
        Slips::Agreed => "slips agree".to_string(),
        Slips::Differ { home_says, away_says } => format!("held: {h} says {}–{}, {a} says {}–{}", home_says.0, home_says.1, away_says.0, away_says.1),
    };
    let differ = matches!(m.slips, Slips::Differ { .. });
    let field = |name: &'static str, label: String| view! { <input name=name aria-label=label inputmode="numeric" size="3" /> };
    view! {
        <span data-testid="slips">{state}</span>
        <details>
            <summary>{if differ { "Settle" } else { "Enter slips" }}</summary>
            <form class="inline" data-round=m.round data-home=h data-away=a>
                {if differ {
                    view! { {field("settle-for", format!("{h} v {a}: {h}'s IMPs, settled"))}"–"{field("settle-against", format!("{h} v {a}: {a}'s IMPs, settled"))} }.into_any()
                } else {
                    view! {
                        {field("home-for", format!("{h} v {a}: {h}'s slip, IMPs for"))}"–"{field("home-against", format!("{h} v {a}: {h}'s slip, IMPs against"))}
                        {field("away-for", format!("{h} v {a}: {a}'s slip, IMPs for"))}"–"{field("away-against", format!("{h} v {a}: {a}'s slip, IMPs against"))}
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
fn results_chart(event: Signal<Option<Event>>, save: Save) -> impl Fn(leptos::ev::SubmitEvent) + Clone + 'static {
    let notices = crate::notice::use_notice();
    move |ev: leptos::ev::SubmitEvent| {
        use wasm_bindgen::JsCast;
        ev.prevent_default();
        let Some(form) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlFormElement>().ok()) else { return };
        let attr = |name: &str| form.get_attribute(name).and_then(|v| v.parse::<u32>().ok()).unwrap_or(0);
        let value = |name: &str| form.query_selector(&format!("[name={name}]")).ok().flatten().and_then(|el| el.dyn_into::<web_sys::HtmlInputElement>().ok()).map(|i| i.value().trim().to_string()).unwrap_or_default();
        let (round, home, away) = (attr("data-round"), attr("data-home"), attr("data-away"));
        let Some(mut e) = event.get_untracked() else { return };
        let mut said = Vec::new();
        for (team, imps_for, imps_against) in [(home, "home-for", "home-against"), (away, "away-for", "away-against"), (0, "settle-for", "settle-against")] {
            let (f, a) = (value(imps_for), value(imps_against));
            if f.is_empty() && a.is_empty() {
                continue;
            }
            let (Ok(imps_for), Ok(imps_against)) = (f.parse::<u32>(), a.parse::<u32>()) else {
                return notices.problem(format!("Round {round}, {home} v {away}: type the IMPs as whole numbers, for and against (23 and 11)."));
            };
            let entry = e.new_entry(&device(), storage::now(), Role::Scorer, clubscore_engine::event::Action::MatchSlip { round, home, away, team, imps_for, imps_against });
            if let Err(err) = e.append(entry) {
                return notices.problem(err.to_string());
            }
            said.push(if team == 0 { format!("settled at {imps_for}–{imps_against}") } else { format!("{team}'s slip {imps_for}–{imps_against}") });
        }
        if said.is_empty() {
            return notices.problem(format!("Round {round}, {home} v {away}: type a slip's IMPs, for and against."));
        }
        save(e, format!("Round {round}, {home} v {away}: {}.", said.join(", ")));
    }
}
