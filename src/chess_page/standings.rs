//! The team standings: place (level teams share it), team, series, matches
//! played, won, drawn, lost, match and game points, the tie-breaks in force
//! (each value a button that opens its working) and the average rating of
//! the latest match; a series filter; then the cross table, the board
//! statistics, the individual ranking and the board prizes, and their
//! printouts. The tables are the engine's HTML (`chess::html`), the same the
//! printouts use: plain tables cost the page far less than a view per cell.

use super::Now;
use clubscore_engine::chess::html::{self, Printout, Shown};
use clubscore_engine::chess::reports::standings_table;
use clubscore_engine::markup::{Html, Raw};
use clubscore_engine::{html, html_of};
use leptos::prelude::*;

/// Opens a printout in a page of its own, to print.
pub fn print(tournament: Now, what: Printout, series: Option<&str>, notices: crate::notice::Notices) {
    if let Some(page) = tournament.with_untracked(|t| t.map(|t| html::printout(t, what, series))) {
        if let Err(err) = crate::share::open_html(&page) {
            notices.problem(err);
        }
    }
}

#[component]
pub fn Standings(tournament: Now) -> impl IntoView {
    let table = Memo::new(move |_| tournament.with(|t| t.map(standings_table).unwrap_or_default()));
    let all_series = Memo::new(move |_| {
        let mut s: Vec<String> = table.with(|t| t.lines.iter().map(|l| l.series.clone()).filter(|s| !s.is_empty()).collect());
        clubscore_engine::sorting::sort_by_key(&mut s, |x| clubscore_engine::text::folded(x));
        s.dedup_by(|a, b| a.eq_ignore_ascii_case(b));
        s
    });
    let series = RwSignal::new(String::new());
    let kept = move || series.with(|s| (!s.is_empty()).then(|| s.clone()));
    let standings = Memo::new(move |_| {
        let s = kept();
        table.with(|t| html::standings(t, Shown { series: s.as_deref(), working: true }).into_string())
    });
    // The working of the value pressed: (team number, tie-break index).
    let opened = RwSignal::new(None::<(u32, usize)>);
    let working = move || opened.get().and_then(|(team, k)| tournament.with(|t| t.map(|t| html::working(t, team, k))));
    let press = move |ev: leptos::ev::MouseEvent| {
        let Some(button) = super::screen::closest(&ev, "button[data-team]") else { return };
        if let (Some(team), Some(k)) = (super::screen::data(&button, "data-team"), super::screen::data(&button, "data-k")) {
            opened.set(Some((team as u32, k)));
        }
    };
    let part = RwSignal::new(0u8);
    let more = Memo::new(move |_| {
        let s = kept();
        tournament.with(|t| {
            t.map(|t| match part.get() {
                0 => html::cross_table(t),
                1 => html::board_statistics_html(t),
                2 => html::individual(t, s.as_deref()),
                _ => html::board_prizes(t, 1),
            })
            .map(Html::into_string)
        })
    });
    let notices = crate::notice::use_notice();
    // One listener for the print and part buttons (a closure per button costs the page more than the buttons).
    let tools = move |ev: leptos::ev::MouseEvent| {
        let Some(button) = super::screen::closest(&ev, "button[data-print], button[data-part]") else { return };
        if let Some(p) = super::screen::data(&button, "data-part") {
            return part.set(p as u8);
        }
        let what = match button.get_attribute("data-print").as_deref() {
            Some("standings") => Printout::Standings,
            Some("cross") => Printout::CrossTable,
            Some("rosters") => Printout::Rosters,
            Some("prizes") => Printout::BoardPrizes,
            _ => Printout::Individual,
        };
        print(tournament, what, kept().as_deref(), notices);
    };
    let parts = move || {
        let now = part.get();
        ["Cross table", "Board statistics", "Individual ranking", "Board prizes"]
            .iter()
            .enumerate()
            .map(|(i, label)| html_of!("<button type=\"button\" data-part=\"{}\" aria-pressed=\"{}\">{}</button>", i, usize::from(now) == i, label))
            .collect::<Html>()
            .into_string()
    };
    view! {
        <section aria-labelledby="standings-title">
            <h2 id="standings-title">"Standings"</h2>
            <div on:change=move |ev| series.set(event_target_value(&ev)) inner_html=move || {
                let mut h: Html = table.with(|t| t.warnings.iter().map(|w| html_of!("<p class=\"hint\">{}</p>", w)).collect());
                let all = all_series.get();
                if !all.is_empty() {
                    let now = series.get_untracked();
                    let options: Html = all.iter().map(|s| html_of!("<option value=\"{}\"{}>{}</option>", s, Raw(if *s == now { " selected" } else { "" }), s)).collect();
                    html!(h, "<label class=\"inline\"><span>Series</span><select data-testid=\"series-filter\"><option value=\"\">Every series</option>{}</select></label>", options);
                }
                h.into_string()
            }></div>
            <p class="hint">"Press a tie-break's value to see how it is worked out."</p>
            <div on:click=press inner_html=move || standings.get()></div>
            <div class="working-panel" role="region" aria-live="polite" aria-label="How the value is worked out" data-testid="working-panel"
                on:click=move |ev| if super::screen::closest(&ev, "button[data-close]").is_some() { opened.set(None) }
                inner_html=move || working().map(|h| html_of!("{}<button type=\"button\" data-close>Close</button>", h).into_string()).unwrap_or_default()></div>
            <div on:click=tools>
                <p class="actions" inner_html=PRINTS></p>
                <nav class="round-picker" aria-label="More tables" inner_html=parts></nav>
            </div>
            <div inner_html=move || more.get()></div>
        </section>
    }
}

const PRINTS: &str = "<button type=\"button\" data-testid=\"print-standings\" data-print=\"standings\">Print the standings</button><button type=\"button\" data-print=\"cross\">Cross table</button><button type=\"button\" data-print=\"rosters\">Rosters</button><button type=\"button\" data-testid=\"print-prizes\" data-print=\"prizes\">Board prizes</button><button type=\"button\" data-print=\"individual\">Individual ranking</button>";
