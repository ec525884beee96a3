//! The chess tables as HTML, for the screens (set as the inner HTML of a
//! section: plain tables cost the page far less than a view per cell), the
//! printouts and the results page: the standings, the cross table, the
//! board statistics and the individual ranking. Built with `html!`, so a
//! name can only enter escaped.

use super::protocol::Button;
use super::record::{points_text, Kind};
use super::reports::{board_statistics, cross_table as cells, individual_ranking, Cell, PlayerLine, StandingsTable};
use super::tournament::{record, System, Tournament};
use crate::markup::{Html, Raw, PAGE_HEAD};
use crate::text::plain;
use crate::{html, html_of};
use std::fmt::Write;

/// What a standings table shows: one series only (none: every team), and
/// each tie-break value as a button that opens its working (on the screen;
/// never in a printout or the results page, which have no script).
#[derive(Clone, Copy, Debug, Default)]
pub struct Shown<'a> {
    pub series: Option<&'a str>,
    pub working: bool,
}

fn kept(series: Option<&str>, of: &str) -> bool {
    series.is_none_or(|s| s.eq_ignore_ascii_case(of))
}

/// The team standings, a line per team (a Series column when any team has
/// one; the average rating of the latest match fielded); `data-testid`s name
/// the parts the tests read.
pub fn standings(table: &StandingsTable, shown: Shown) -> Html {
    let series = table.lines.iter().any(|l| !l.series.is_empty());
    let mut h = Html::new();
    h.raw("<div class=\"wrap\"><table class=\"standings\" data-testid=\"chess-standings\"><thead><tr><th scope=\"col\">Place</th><th scope=\"col\">Team</th>");
    if series {
        h.raw("<th scope=\"col\">Series</th>");
    }
    h.raw("<th scope=\"col\">Played</th><th scope=\"col\">W</th><th scope=\"col\">D</th><th scope=\"col\">L</th><th scope=\"col\">MP</th><th scope=\"col\">GP</th>");
    for c in &table.codes {
        html!(h, "<th scope=\"col\">{}</th>", c);
    }
    h.raw("<th scope=\"col\">Avg. Elo</th></tr></thead><tbody>");
    for l in table.lines.iter().filter(|l| kept(shown.series, &l.series)) {
        let s = &l.totals;
        html!(h, "<tr data-testid=\"chess-standing\"><td>{}</td><td>{}. {}</td>", l.rank, s.team, s.name);
        if series {
            html!(h, "<td>{}</td>", l.series);
        }
        html!(
            h,
            "<td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>",
            s.played,
            s.won,
            s.drawn,
            s.lost,
            points_text(s.match_points),
            points_text(s.game_points)
        );
        for (k, v) in l.values.iter().enumerate() {
            if shown.working {
                let code = table.codes.get(k).map(String::as_str).unwrap_or_default();
                html!(h, "<td><button type=\"button\" class=\"link\" data-team=\"{}\" data-k=\"{}\" aria-label=\"{} of {}: {}, how it is worked out\">{}</button></td>", s.team, k, code, s.name, plain(*v), plain(*v));
            } else {
                html!(h, "<td>{}</td>", plain(*v));
            }
        }
        html!(h, "<td>{}</td></tr>", l.fielded);
    }
    h.raw("</tbody></table></div>");
    h
}

/// How a team's value of the `k`th listed tie-break is worked out: each
/// round's part (the opponent, what the round was, what it adds, what a
/// modifier cut), or for a tie-break that only orders teams already level,
/// what its value means.
pub fn working(t: &Tournament, team: u32, k: usize) -> Html {
    let ranking = super::reports::ranking(t);
    let (Some(row), Some(code)) = (ranking.rows.iter().find(|r| r.team == team), ranking.codes.get(k)) else { return Html::new() };
    let Some(value) = row.values.get(ranking.hidden + k) else { return Html::new() };
    let name = |n: u32| ranking.record.teams.iter().find(|x| x.number == n).map(|x| html_of!("{}. {}", n, x.name)).unwrap_or_default();
    let mut h = html_of!("<h3 data-testid=\"working-title\">{} of {}: {}</h3>", code.text, name(team), plain(value.value));
    if value.parts.is_empty() {
        h.raw("<p>This tie-break only orders teams level on everything before it: the value is the team's place within its level group (1 first), 0 when it did not separate it from the others.</p>");
        return h;
    }
    h.raw("<table class=\"working\" data-testid=\"working\"><thead><tr><th scope=\"col\">Round</th><th scope=\"col\">Opponent</th><th scope=\"col\">What</th><th scope=\"col\">Value</th></tr></thead><tbody>");
    for (i, p) in value.parts.iter().enumerate() {
        let round = if p.kind == "board" {
            format!("Board {}", i + 1)
        } else if p.round == 0 {
            String::new()
        } else {
            p.round.to_string()
        };
        let opponent = p.opponent.map(name).unwrap_or_else(|| Raw("–").into());
        html!(
            h,
            "<tr{}><td>{}</td><td>{}</td><td>{}</td><td>{}{}</td></tr>",
            Raw(if p.cut { " class=\"cut\"" } else { "" }),
            round,
            opponent,
            p.kind,
            plain(p.value),
            if p.cut { " (cut)" } else { "" }
        );
    }
    html!(h, "</tbody><tfoot><tr><th scope=\"row\" colspan=\"3\">Total</th><td>{}</td></tr></tfoot></table>", plain(value.value));
    h
}

/// What a team made in one meeting, as a cross table writes it: 2½, a
/// forfeit's + or −, a bye.
fn made(c: &Cell) -> String {
    match c.kind {
        Kind::PairingBye | Kind::FullBye | Kind::HalfBye => "bye".into(),
        Kind::ZeroBye => "–".into(),
        Kind::ForfeitWin => "+".into(),
        Kind::ForfeitLoss | Kind::DoubleForfeit => "−".into(),
        Kind::Played => points_text(c.own as i32),
    }
}

/// A round robin's grid (each meeting's points against each opponent), or
/// a Swiss's rounds (each with its opponent, colour and points); the game points at the end.
pub fn cross_table(t: &Tournament) -> Html {
    let rec = record(t);
    let all = cells(&rec);
    let round_robin = matches!(t.settings.system, System::RoundRobin { .. });
    let numbers: Vec<u32> = rec.teams.iter().map(|x| x.number).collect();
    let mut h = Html::new();
    h.raw("<div class=\"wrap\"><table class=\"cross\" data-testid=\"cross-table\"><thead><tr><th scope=\"col\">Team</th>");
    if round_robin {
        for n in &numbers {
            html!(h, "<th scope=\"col\">{}</th>", n);
        }
    } else {
        for r in 1..=rec.results.len() {
            html!(h, "<th scope=\"col\">R{}</th>", r);
        }
    }
    h.raw("<th scope=\"col\">GP</th></tr></thead><tbody>");
    for team in &rec.teams {
        let own = all.get(&team.number).map(Vec::as_slice).unwrap_or_default();
        html!(h, "<tr data-testid=\"cross-row\"><th scope=\"row\">{}. {}</th>", team.number, team.name);
        if round_robin {
            for &o in &numbers {
                let text =
                    if o == team.number { "×".to_string() } else { own.iter().filter(|c| c.opponent == Some(o)).map(made).collect::<Vec<_>>().join(" ") };
                html!(h, "<td>{}</td>", text);
            }
        } else {
            for r in 1..=rec.results.len() as u32 {
                let text = own.iter().find(|c| c.round == r).map(|c| match c.opponent {
                    Some(o) => format!(
                        "{o}{} {}",
                        match c.white {
                            Some(true) => "w",
                            Some(false) => "b",
                            None => "",
                        },
                        made(c)
                    ),
                    None => made(c),
                });
                html!(h, "<td>{}</td>", text);
            }
        }
        html!(h, "<td>{}</td></tr>", points_text(own.iter().map(|c| c.own).sum::<u32>() as i32));
    }
    h.raw("</tbody></table></div>");
    h
}

const PLAYER_HEAD: Raw = Raw("<th scope=\"col\">Player</th><th scope=\"col\">Rating</th><th scope=\"col\">Games</th><th scope=\"col\">Points</th><th scope=\"col\">%</th><th scope=\"col\">Performance</th><th scope=\"col\">Team</th>");

fn player_cells(h: &mut Html, l: &PlayerLine, team: &str) {
    html!(
        h,
        "<td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>",
        l.name,
        l.rating,
        l.games,
        points_text(l.points as i32),
        plain(l.percentage()),
        l.performance(),
        team
    );
}

/// The board statistics, board by board.
pub fn board_statistics_html(t: &Tournament) -> Html {
    let team = |id: u32| t.team(id).map(|x| x.name.as_str()).unwrap_or("");
    let mut h = Html::new();
    for b in board_statistics(t) {
        html!(
            h,
            "<table class=\"board-stats\" data-testid=\"board-stats\"><caption>Board {}: {} games, {} points</caption><thead><tr>{}</tr></thead><tbody>",
            b.board,
            b.games,
            points_text(b.points as i32),
            PLAYER_HEAD
        );
        for l in &b.players {
            h.raw("<tr>");
            player_cells(&mut h, l, team(l.team));
            h.raw("</tr>");
        }
        h.raw("</tbody></table>");
    }
    h
}

/// The individual ranking (one series only, or everyone), with a Series
/// column when any team has one.
pub fn individual(t: &Tournament, series: Option<&str>) -> Html {
    let team = |id: u32| t.team(id);
    let with_series = t.teams.iter().any(|x| !x.series.trim().is_empty());
    let mut h = html_of!(
        "<table class=\"individual\" data-testid=\"individual\"><thead><tr><th scope=\"col\">Place</th>{}{}</tr></thead><tbody>",
        PLAYER_HEAD,
        Raw(if with_series { "<th scope=\"col\">Series</th>" } else { "" })
    );
    for r in individual_ranking(t) {
        let of = team(r.line.team).map(|x| x.series.trim()).unwrap_or("");
        if !kept(series, of) {
            continue;
        }
        html!(h, "<tr><td>{}</td>", r.rank);
        player_cells(&mut h, &r.line, team(r.line.team).map(|x| x.name.as_str()).unwrap_or(""));
        if with_series {
            html!(h, "<td>{}</td>", of);
        }
        h.raw("</tr>");
    }
    h.raw("</tbody></table>");
    h
}

/// Board prizes: on each board, the players with at least `min_games`
/// games, best performance first.
pub fn board_prizes(t: &Tournament, min_games: u32) -> Html {
    let team = |id: u32| t.team(id).map(|x| x.name.as_str()).unwrap_or("");
    let mut h = html_of!("<p class=\"muted\">Players with at least {} game(s) on the board, by performance rating, then percentage.</p>", min_games);
    for (board, players) in super::reports::board_prizes(t, min_games) {
        html!(h, "<table class=\"board-prizes\" data-testid=\"board-prizes\"><caption>Board {}</caption><thead><tr><th scope=\"col\">Place</th>{}</tr></thead><tbody>", board, PLAYER_HEAD);
        for (i, l) in players.iter().enumerate() {
            html!(h, "<tr><td>{}</td>", i + 1);
            player_cells(&mut h, l, team(l.team));
            h.raw("</tr>");
        }
        h.raw("</tbody></table>");
    }
    h
}

/// The board statistics and the individual ranking, each folded (open in a
/// page with no script to open them).
pub fn boards_and_players(t: &Tournament, open: bool) -> Html {
    let details = Raw(if open { "<details open>" } else { "<details>" });
    html_of!(
        "{}<summary>Board statistics</summary>{}</details>{}<summary>Individual ranking</summary>{}</details>",
        details,
        board_statistics_html(t),
        details,
        individual(t, None)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::tournament::{BoardResult, Player};

    /// Three teams, one round: A beats B 2½-1½, C has the bye; names escaped.
    #[test]
    fn the_tables_as_html() {
        let mut t = Tournament::default();
        for name in ["A<&>", "B", "C"] {
            let id = t.add_team(name).unwrap_or(0);
            for b in 1..=4 {
                let _ = t.add_player(id, Player { name: format!("{name}{b}"), rating: Some(2000), ..Player::default() });
            }
        }
        let _ = t.add_round(&[(1, 2)], Some(3), &[]);
        for (b, r) in [BoardResult::Win, BoardResult::Draw, BoardResult::Win, BoardResult::Loss].into_iter().enumerate() {
            let _ = t.set_result(1, 0, b as u32 + 1, Some(r));
        }
        let s = standings(&crate::chess::reports::standings_table(&t), Shown::default());
        assert!(s.contains("<tr data-testid=\"chess-standing\"><td>1</td><td>1. A&lt;&amp;&gt;</td><td>1</td><td>1</td><td>0</td><td>0</td><td>2</td><td>2½</td><td>2</td><td>2.5</td>"), "{s}");
        let c = cross_table(&t);
        assert!(c.contains("<tr data-testid=\"cross-row\"><th scope=\"row\">2. B</th><td>1b 1½</td><td>1½</td></tr>"), "{c}");
        assert!(c.contains("<th scope=\"row\">3. C</th><td>bye</td><td>2</td></tr>"), "{c}");
        let p = boards_and_players(&t, false);
        assert!(p.contains("<caption>Board 1: 2 games, 1 points</caption>"), "{p}");
        assert_eq!(p.matches("<tr><td>").count(), 8 + 8, "eight players on the boards, eight ranked");
        // The results page: every part, no script; the CSV and the e-mail text.
        t.name = "Cup & Co".into();
        let page = results_page(&t, "Chess · Team Swiss");
        assert!(page.starts_with("<!doctype html>") && !page.contains("<script"));
        assert!(page.contains("<title>Cup &amp; Co — results</title>"));
        assert!(page.contains("<caption>1. A&lt;&amp;&gt; – 2. B 2½–1½</caption>"), "{page}");
        assert!(page.contains("<tr><td>2</td><td>A&lt;&amp;&gt;2 (Black)</td><td>½-½</td><td>B2 (White)</td></tr>"), "{page}");
        assert!(page.contains("<p class=\"muted\">Bye: 3. C</p>"));
        let csv = standings_csv(&crate::chess::reports::standings_table(&t));
        assert_eq!(csv.lines().next(), Some("rank,number,team,played,won,drawn,lost,mp,gp,MPTS,GPTS,DE,BC,SB"));
        assert_eq!(csv.lines().nth(1).map(|l| l.split(',').take(9).collect::<Vec<_>>().join(",")), Some("1,1,A<&>,1,1,0,0,2,2.5".to_string()));
        assert!(standings_text(&t, &crate::chess::reports::standings_table(&t)).contains("  1 1. A<&>"));
    }

    /// The same three teams, A and C in series "Open", B in "Junior".
    #[test]
    fn every_value_has_its_working_and_a_series_keeps_its_own() {
        let mut t = Tournament::default();
        for (name, series) in [("A", "Open"), ("B", "Junior"), ("C", "Open")] {
            let id = t.add_team(name).unwrap_or(0);
            if let Some(x) = t.teams.iter_mut().find(|x| x.id == id) {
                x.series = series.into();
            }
            for b in 1..=4 {
                let _ = t.add_player(id, Player { name: format!("{name}{b}"), rating: Some(2000 + 100 * b), ..Player::default() });
            }
        }
        let _ = t.add_round(&[(1, 2)], Some(3), &[]);
        for (b, r) in [BoardResult::Win, BoardResult::Draw, BoardResult::Win, BoardResult::Loss].into_iter().enumerate() {
            let _ = t.set_result(1, 0, b as u32 + 1, Some(r));
        }
        let table = crate::chess::reports::standings_table(&t);
        let all = standings(&table, Shown { series: None, working: true });
        assert!(all.contains("<th scope=\"col\">Series</th>") && all.contains("<th scope=\"col\">Avg. Elo</th>"));
        // A's line: series, totals, the values as buttons, the average of 2100..2400 fielded.
        assert!(all.contains("<td>1</td><td>1. A</td><td>Open</td><td>1</td><td>1</td><td>0</td><td>0</td><td>2</td><td>2½</td><td><button type=\"button\" class=\"link\" data-team=\"1\" data-k=\"0\" aria-label=\"MPTS of A: 2, how it is worked out\">2</button></td>"), "{all}");
        assert!(all.contains("<td>2250</td></tr>"), "{all}");
        let open = standings(&table, Shown { series: Some("open"), working: false });
        assert_eq!(open.matches("data-testid=\"chess-standing\"").count(), 2, "A and C, the series compared without regard to capitals");
        assert!(!open.contains("<button"));
        // MP: one part per round; C's bye is worth a drawn match.
        let mp = working(&t, 3, 0);
        assert!(mp.contains("<h3 data-testid=\"working-title\">MPTS of 3. C: 1</h3>"), "{mp}");
        assert!(mp.contains("<tr><td>1</td><td>–</td><td>"), "{mp}");
        // BC: a part per board, A won boards 1 and 3 and drew 2: 1 + 1 + 3 = 5.
        let bc = working(&t, 1, 3);
        assert!(bc.contains("BC of 1. A: 5</h3>") && bc.contains("<td>Board 3</td>"), "{bc}");
        assert!(bc.contains("<th scope=\"row\" colspan=\"3\">Total</th><td>5</td>"), "{bc}");
        // DE orders only level teams: its value is explained, not summed.
        assert!(working(&t, 1, 2).contains("only orders teams level"));
        assert_eq!(working(&t, 9, 0), "", "no such team");
        let individual_open = individual(&t, Some("Open"));
        assert_eq!(individual_open.matches("<tr><td>").count(), 4, "A's four players (C played no game)");
        assert!(individual_open.contains("<td>Open</td></tr>"));
    }
}

/// Points in halves as a match score: 2½–1½.
pub fn score(a: u32, b: u32) -> String {
    format!("{}–{}", points_text(a as i32), points_text(b as i32))
}

/// Every round's matches, each with its boards: the players, their colours
/// and the result from the first-named team's side.
fn rounds(t: &Tournament) -> Html {
    use super::tournament::{BoardResult, Decision};
    let name = |id: u32| t.team(id).map(|x| html_of!("{}. {}", x.number, x.name)).unwrap_or_default();
    let player = |p: Option<u32>| p.and_then(|p| t.player(p)).map(|p| p.name.as_str()).unwrap_or("(empty board)");
    let mut h = Html::new();
    for (i, round) in t.rounds.iter().enumerate() {
        html!(h, "<h3>Round {}</h3>", i + 1);
        for m in &round.matches {
            let (a, b) = m.score();
            let decided = match m.decision {
                Some(Decision::ToFirst) => " (forfeited by decision, to the first-named team)",
                Some(Decision::ToSecond) => " (forfeited by decision, to the second-named team)",
                Some(Decision::Neither) => " (forfeited by decision, lost by both)",
                None => "",
            };
            html!(h, "<div class=\"wrap\"><table class=\"match\"><caption>{} – {} {}{}</caption><tbody>", name(m.first), name(m.second), score(a, b), decided);
            for k in 0..m.results.len() {
                let result = m.board(k).map(BoardResult::sheet).unwrap_or("");
                let [w, b] = super::tournament::colours(k);
                html!(
                    h,
                    "<tr><td>{}</td><td>{} ({})</td><td>{}</td><td>{} ({})</td></tr>",
                    k + 1,
                    player(m.line_ups[0].get(k).copied().flatten()),
                    w,
                    result,
                    player(m.line_ups[1].get(k).copied().flatten()),
                    b
                );
            }
            h.raw("</tbody></table></div>");
        }
        if let Some(bye) = round.bye {
            html!(h, "<p class=\"muted\">Bye: {}</p>", name(bye));
        }
        for &a in &round.absent {
            html!(h, "<p class=\"muted\">Absent: {}</p>", name(a));
        }
    }
    h
}

/// The tournament's results as one self-contained page to send or print:
/// the standings with their tie-breaks, the cross table, every round's
/// matches with their boards, the board statistics and the individual
/// ranking. No script; print CSS starts each part on a new page.
pub fn results_page(t: &Tournament, format_label: &str) -> Html {
    let table = super::reports::standings_table(t);
    let mut h = Html::with_capacity(32 * 1024);
    html!(
        h,
        "{}<title>{} — results</title><style>{}</style></head><body><main>\n<h1>{}</h1><p class=\"muted\">{} · {} · results by Clubscore</p>\n",
        PAGE_HEAD,
        t.name,
        Raw(crate::markup::PAGE_STYLE),
        t.name,
        t.start,
        format_label
    );
    html!(h, "<section id=\"standings\"><h2>Standings</h2>{}</section>\n", standings(&table, Shown::default()));
    html!(h, "<section id=\"cross\"><h2>Cross table</h2>{}</section>\n", cross_table(t));
    html!(h, "<section id=\"rounds\"><h2>Rounds</h2>{}</section>\n", rounds(t));
    html!(h, "<section id=\"players\"><h2>Players</h2>{}</section>\n</main></body></html>\n", boards_and_players(t, true));
    h
}

/// The standings as CSV, a line per team in order of places.
pub fn standings_csv(table: &StandingsTable) -> String {
    let field = |s: &str| if s.contains([',', '"', '\n']) { format!("\"{}\"", s.replace('"', "\"\"")) } else { s.to_string() };
    let mut out = String::from("rank,number,team,played,won,drawn,lost,mp,gp");
    for c in &table.codes {
        out.push(',');
        out.push_str(&field(c));
    }
    out.push('\n');
    for l in &table.lines {
        let s = &l.totals;
        let _ = write!(
            out,
            "{},{},{},{},{},{},{},{},{}",
            l.rank,
            s.team,
            field(&s.name),
            s.played,
            s.won,
            s.drawn,
            s.lost,
            plain(f64::from(s.match_points) / 2.0),
            plain(f64::from(s.game_points) / 2.0)
        );
        for v in &l.values {
            let _ = write!(out, ",{}", plain(*v));
        }
        out.push('\n');
    }
    out
}

/// The standings as plain text, for the body of an e-mail.
pub fn standings_text(t: &Tournament, table: &StandingsTable) -> String {
    let mut out = format!("{} ({})\n\n", t.name, t.start);
    for l in &table.lines {
        let s = &l.totals;
        let _ = writeln!(
            out,
            "{:>3} {:<32} MP {:>4}  GP {:>5}",
            l.rank,
            format!("{}. {}", s.team, s.name),
            points_text(s.match_points),
            points_text(s.game_points)
        );
    }
    out
}

/// A printed page's frame: the document, its A4 print CSS, and `body`.
fn printed(title: &str, body: &Html) -> Html {
    html_of!(
        "{}<title>{}</title><style>{}\
         .sheet{{break-after:page;page-break-after:always}}.sheet:last-child{{break-after:auto}}\
         .box{{width:5rem;height:1.6rem}}.sign{{display:flex;gap:2rem;margin-top:2rem}}.sign p{{flex:1;border-top:1px solid #000;padding-top:.3rem}}\
         @page{{size:A4;margin:15mm}}</style></head><body><main>{}</main></body></html>\n",
        PAGE_HEAD,
        title,
        Raw(crate::markup::PAGE_STYLE),
        body
    )
}

/// One page per match of a round: both line-ups with board, colour,
/// player, rating and FIDE ID, a result box per board, the average rating
/// each side fielded, the match score, and lines for both captains' and the
/// arbiter's signatures.
pub fn match_sheets(t: &Tournament, round: u32, only: Option<usize>) -> Html {
    let Some(r) = t.rounds.get(round.wrapping_sub(1) as usize) else { return printed(&t.name, &Html::new()) };
    let team = |id: u32| t.team(id).map(|x| html_of!("{}. {}", x.number, x.name)).unwrap_or_default();
    let mut body = Html::new();
    for (i, m) in r.matches.iter().enumerate().filter(|(i, _)| only.is_none_or(|o| o == *i)) {
        html!(body, "<section class=\"sheet\" data-testid=\"match-sheet\"><h1>{}</h1><p class=\"muted\">Round {}, match {}</p><h2>{} – {}</h2><table><thead><tr><th>Board</th><th>Colour</th><th>Player</th><th>Rating</th><th>FIDE ID</th><th>Result</th><th>Colour</th><th>Player</th><th>Rating</th><th>FIDE ID</th></tr></thead><tbody>", t.name, round, i + 1, team(m.first), team(m.second));
        for b in 0..m.results.len() {
            let cells = |side: usize| {
                let p = m.line_ups[side].get(b).copied().flatten().and_then(|p| t.player(p));
                (p.map(|p| p.name.as_str()).unwrap_or("(empty board)"), p.and_then(|p| p.rating), p.map(|p| p.fide_id.as_str()).unwrap_or_default())
            };
            let ((n1, r1, f1), (n2, r2, f2)) = (cells(0), cells(1));
            let [c1, c2] = super::tournament::colours(b);
            html!(
                body,
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"box\"></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                b + 1,
                c1,
                n1,
                r1,
                f1,
                c2,
                n2,
                r2,
                f2
            );
        }
        let fielded = |side: usize| super::reports::fielded(t, round, i, side).map(|r| r.to_string()).unwrap_or_else(|| "–".into());
        html!(body, "</tbody></table><p>Average rating fielded: {} and {}.</p><p>Match score: ______ – ______</p><div class=\"sign\"><p>Captain, {}</p><p>Captain, {}</p><p>Arbiter</p></div></section>", fielded(0), fielded(1), team(m.first), team(m.second));
    }
    printed(&format!("{} — round {round} match sheets", t.name), &body)
}

/// One page per team for a round: once paired, its opponent and each
/// board's colour; a row per board and for the reserves; the captain's signature.
pub fn line_up_forms(t: &Tournament, round: u32, only: Option<u32>) -> Html {
    let r = t.rounds.get(round.wrapping_sub(1) as usize);
    let mut body = Html::new();
    for team in t.teams.iter().filter(|x| x.withdrawn.is_none_or(|w| round < w) && only.is_none_or(|o| o == x.id)) {
        let game = r.and_then(|r| r.matches.iter().find(|m| m.first == team.id || m.second == team.id));
        let opponent =
            game.map(|m| if m.first == team.id { m.second } else { m.first }).and_then(|o| t.team(o)).map(|o| html_of!(" against {}. {}", o.number, o.name));
        let first = game.map(|m| m.first == team.id);
        html!(body, "<section class=\"sheet\" data-testid=\"line-up-form\"><h1>{}</h1><p class=\"muted\">Line-up, round {}</p><h2>{}. {}{}</h2><table><thead><tr><th>Board</th><th>Colour</th><th>Player</th><th>FIDE ID</th></tr></thead><tbody>", t.name, round, team.number, team.name, opponent);
        for b in 0..t.settings.boards as usize {
            let colour = match first {
                Some(f) if f == super::tournament::first_has_white(b) => "White",
                Some(_) => "Black",
                None => "",
            };
            html!(body, "<tr><td>{}</td><td>{}</td><td class=\"box\" style=\"width:16rem\"></td><td class=\"box\"></td></tr>", b + 1, colour);
        }
        body.raw("<tr><td>Reserve</td><td></td><td class=\"box\"></td><td class=\"box\"></td></tr><tr><td>Reserve</td><td></td><td class=\"box\"></td><td class=\"box\"></td></tr></tbody></table>");
        html!(
            body,
            "<p>Roster: {}</p><div class=\"sign\"><p>Captain</p></div></section>",
            team.roster.iter().filter_map(|p| t.player(*p)).map(|p| p.name.as_str()).collect::<Vec<_>>().join(", ")
        );
    }
    printed(&format!("{} — round {round} line-up forms", t.name), &body)
}

/// The team pairings of a round: each match with its teams (the first-named
/// has White on board 1), the average rating each fielded and the score so
/// far; the bye and the teams absent.
pub fn pairings(t: &Tournament, round: u32) -> Html {
    let Some(r) = t.rounds.get(round.wrapping_sub(1) as usize) else { return Html::new() };
    let team = |id: u32| t.team(id).map(|x| html_of!("{}. {}", x.number, x.name)).unwrap_or_default();
    let fielded = |i: usize, side: usize| super::reports::fielded(t, round, i, side);
    let mut h = html_of!("<div class=\"wrap\"><table class=\"pairings\" data-testid=\"pairings\"><caption>Round {}</caption><thead><tr><th scope=\"col\">Match</th><th scope=\"col\">Team (White on board 1)</th><th scope=\"col\">Avg. Elo</th><th scope=\"col\">Team</th><th scope=\"col\">Avg. Elo</th><th scope=\"col\">Score</th><th scope=\"col\">Match points</th></tr></thead><tbody>", round);
    for (i, m) in r.matches.iter().enumerate() {
        let ([a, b], points) = super::tournament::counted(t, round, m);
        let begun = points.is_some() || (0..m.results.len()).any(|k| m.board(k).is_some());
        html!(
            h,
            "<tr data-testid=\"pairing-row\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            i + 1,
            team(m.first),
            fielded(i, 0),
            team(m.second),
            fielded(i, 1),
            begun.then(|| score(a, b)),
            points.map(|[x, y]| score(x, y))
        );
    }
    h.raw("</tbody></table></div>");
    if let Some(bye) = r.bye {
        html!(h, "<p>Bye: {}</p>", team(bye));
    }
    for &a in &r.absent {
        html!(h, "<p>Absent: {}</p>", team(a));
    }
    h
}

/// A board row's element id on the screen.
pub fn board_id(round: u32, m: usize, b: usize) -> String {
    format!("board-{round}-{m}-{b}")
}

/// The match screens' own style, kept by the chess page beside its
/// markup (not in the style every page loads): a result button's words,
/// whom it credits, small under its result (written by the style from the
/// button's `data-credits`: two elements fewer a button, 1,440 on a round
/// of 20 six-board matches; its name, `aria-label`, says both); a match's score in a box of
/// its own width, so that a score growing from "1–1" to "1½–1½" never wraps
/// the heading and moves the boards under the arbiter's finger.
pub const SCREEN_STYLE: &str = ".chess .result-choice{flex-direction:column;justify-content:center;white-space:nowrap;padding:.2rem .4rem}.chess .result-choice::after{content:attr(data-credits);display:block;font-size:.7rem;line-height:1.1;white-space:normal}.chess .match .score{display:inline-block;min-width:4.5em;white-space:nowrap}";

/// One match of a round as the Pairings screen shows it: its teams, score
/// and average rating fielded, a decision or adjournment, the tools (line-ups,
/// forfeit by decision, adjournment) and a row per board with its result
/// and a button per result. The buttons carry what they do in `data-`
/// attributes; the page listens once for the whole round.
pub fn match_screen(t: &Tournament, round: u32, m: usize) -> Html {
    use super::tournament::{BoardResult, Decision};
    let Some(game) = t.rounds.get(round.wrapping_sub(1) as usize).and_then(|r| r.matches.get(m)) else { return Html::new() };
    let team = |id: u32| t.team(id).map(|x| html_of!("{}. {}", x.number, x.name)).unwrap_or_default();
    let player = |p: Option<u32>| p.and_then(|p| t.player(p)).map(|p| p.name.as_str()).unwrap_or("(empty board)");
    let ([a, b], _) = super::tournament::counted(t, round, game);
    let fielded = |side: usize| super::reports::fielded(t, round, m, side).map(|r| r.to_string()).unwrap_or_else(|| "–".into());
    let mut h = html_of!("<article class=\"match\" data-testid=\"match\"><h4>Match {}: {} – {} <span class=\"score\" data-testid=\"match-score\">{}</span></h4><p class=\"facts\">Avg. Elo {} – {}</p>", m + 1, team(game.first), team(game.second), score(a, b), fielded(0), fielded(1));
    let decided = match game.decision {
        Some(Decision::ToFirst) => "Forfeited by decision: to the first-named team.",
        Some(Decision::ToSecond) => "Forfeited by decision: to the second-named team.",
        Some(Decision::Neither) => "Forfeited by decision: lost by both.",
        None => "",
    };
    if !decided.is_empty() {
        html!(h, "<p class=\"problem\" data-testid=\"decision\">{} Withdraw the decision to enter board results.</p>", decided);
    }
    if game.adjourned {
        h.raw("<p class=\"hint\" data-testid=\"adjourned\">Adjourned: its unfinished games count as draws for the next pairing.</p>");
    }
    // A double forfeit the pairing wrote (nobody seated) is withdrawn by seating the match again.
    let withdraw = match (game.decision.is_some(), game.line_ups.iter().flatten().all(Option::is_none)) {
        (true, _) => Some(Button::NoDecision),
        (false, true) => Some(Button::Seat),
        _ => None,
    };
    html!(h, "<details class=\"match-tools\"><summary>Line-ups and decisions</summary><p class=\"actions\">");
    for (act, label) in [
        (Button::LineUps, "Line-ups"),
        (Button::ToFirst, "Forfeit by decision: to the first-named"),
        (Button::ToSecond, "Forfeit by decision: to the second-named"),
        (Button::Neither, "Forfeit by decision: lost by both"),
    ] {
        html!(h, "<button type=\"button\" data-act=\"{}\" data-m=\"{}\">{}</button>", act, m, label);
    }
    if let Some(act) = withdraw {
        html!(h, "<button type=\"button\" data-act=\"{}\" data-m=\"{}\">Withdraw the decision</button>", act, m);
    }
    html!(
        h,
        "<button type=\"button\" data-act=\"{}\" data-m=\"{}\">{}</button><button type=\"button\" data-act=\"{}\" data-m=\"{}\">Print this match sheet</button>",
        Button::Adjourn,
        m,
        if game.adjourned { "Not adjourned" } else { "Adjourned" },
        Button::PrintSheet,
        m
    );
    for side in [game.first, game.second] {
        html!(
            h,
            "<button type=\"button\" data-act=\"{}\" data-m=\"{}\" data-id=\"{}\">Print {}'s line-up form</button>",
            Button::PrintLineUp,
            m,
            side,
            t.team_name(side)
        );
    }
    h.raw("</p></details>");
    h.raw("<table class=\"boards\"><thead><tr><th scope=\"col\">Board</th><th scope=\"col\">First-named team</th><th scope=\"col\">Second-named team</th><th scope=\"col\">Result</th></tr></thead><tbody>");
    for k in 0..game.results.len() {
        let [w, bl] = super::tournament::colours(k);
        let now = game.board(k);
        html!(h, "<tr id=\"{}\" tabindex=\"0\" aria-label=\"Board {}: type 1 (the first-named wins), = or 5, 0 (the second-named wins), + or -; Delete clears\" data-testid=\"board-row\" data-m=\"{}\" data-b=\"{}\"><td>{}</td><td>{} ({})</td><td>{} ({})</td><td class=\"result\"><span class=\"now\" data-testid=\"board-result\">{}</span>", board_id(round, m, k), k + 1, m, k, k + 1, player(game.line_ups[0].get(k).copied().flatten()), w, player(game.line_ups[1].get(k).copied().flatten()), bl, now.map(BoardResult::sheet));
        for (i, v) in BoardResult::ALL.into_iter().enumerate() {
            // The result as the match sheet writes it, and whom it credits (a scoresheet's 1-0 is White's).
            let (sheet, credits) = (v.sheet(), v.credits(k));
            let off = Raw(if game.decision.is_some() { " disabled" } else { "" });
            html!(h, "<button type=\"button\" class=\"result-choice\" aria-label=\"Board {}: {}, {}\" aria-pressed=\"{}\" data-m=\"{}\" data-b=\"{}\" data-v=\"{}\" data-credits=\"{}\"{}>{}</button>", k + 1, sheet, credits, now == Some(v), m, k, i, credits, off, sheet);
        }
        h.raw("</td></tr>");
    }
    h.raw("</tbody></table></article>");
    h
}

/// Every team's card and roster in board order, the reserves marked.
pub fn rosters(t: &Tournament) -> Html {
    let mut h = Html::new();
    for team in &t.teams {
        let facts: Vec<String> = [("Captain", &team.captain), ("Club", &team.club), ("Series", &team.series)]
            .into_iter()
            .filter(|(_, v)| !v.trim().is_empty())
            .map(|(k, v)| format!("{k}: {v}"))
            .collect();
        html!(h, "<section class=\"roster\" data-testid=\"roster\"><h2>{}. {}</h2><p class=\"muted\">Team rating {}{}{}</p><table><thead><tr><th>Board</th><th>Player</th><th>Title</th><th>Rating</th><th>FIDE ID</th><th>Federation</th></tr></thead><tbody>", team.number, team.name, t.team_rating(team.id).0, if facts.is_empty() { "" } else { " · " }, facts.join(" · "));
        for (i, p) in team.roster.iter().filter_map(|p| t.player(*p)).enumerate() {
            let board = if i < t.settings.boards as usize { (i + 1).to_string() } else { "reserve".into() };
            html!(h, "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>", board, p.name, p.title, p.rating, p.fide_id, p.federation);
        }
        h.raw("</tbody></table></section>");
    }
    h
}

/// What the Print list offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Printout {
    Pairings(u32),
    Standings,
    CrossTable,
    /// A round's match sheets, or one match's (its index).
    MatchSheets(u32, Option<usize>),
    /// A round's line-up forms (before it is paired too), or one team's (its id).
    LineUpForms(u32, Option<u32>),
    Rosters,
    BoardPrizes,
    Individual,
}

/// A printout as a page of its own (A4, print CSS), one series only where it applies.
pub fn printout(t: &Tournament, what: Printout, series: Option<&str>) -> Html {
    let titled = |title: String, body: Html| printed(&format!("{} — {title}", t.name), &html_of!("<h1>{}</h1><h2>{}</h2>{}", t.name, title, body));
    let of_series = series.map(|s| format!(" ({s})")).unwrap_or_default();
    match what {
        Printout::MatchSheets(round, only) => match_sheets(t, round, only),
        Printout::LineUpForms(round, only) => line_up_forms(t, round, only),
        Printout::Pairings(round) => titled(format!("Pairings, round {round}"), pairings(t, round)),
        Printout::Standings => titled(format!("Standings{of_series}"), standings(&super::reports::standings_table(t), Shown { series, working: false })),
        Printout::CrossTable => titled("Cross table".into(), cross_table(t)),
        Printout::Rosters => titled("Team rosters".into(), rosters(t)),
        Printout::BoardPrizes => titled("Board prizes".into(), board_prizes(t, 1)),
        Printout::Individual => titled(format!("Individual ranking{of_series}"), individual(t, series)),
    }
}

#[cfg(test)]
mod print_tests {
    use super::*;
    use crate::chess::tournament::Player;

    #[test]
    fn a_match_sheet_per_match_and_a_line_up_form_per_team() {
        let mut t = Tournament { name: "Cup".into(), ..Tournament::default() };
        for name in ["A", "B", "C", "D", "E"] {
            let id = t.add_team(name).unwrap_or(0);
            for b in 1..=4 {
                let _ = t.add_player(id, Player { name: format!("{name}{b}"), rating: Some(2000 + 10 * b), fide_id: format!("9{b}"), ..Player::default() });
            }
        }
        let _ = t.add_round(&[(1, 3), (4, 2)], Some(5), &[]);
        let sheets = match_sheets(&t, 1, None);
        assert_eq!(sheets.matches("data-testid=\"match-sheet\"").count(), 2);
        assert!(sheets.contains("<h2>1. A – 3. C</h2>"));
        assert!(
            sheets.contains(
                "<tr><td>2</td><td>Black</td><td>A2</td><td>2020</td><td>92</td><td class=\"box\"></td><td>White</td><td>C2</td><td>2020</td><td>92</td></tr>"
            ),
            "{sheets}"
        );
        assert!(sheets.contains("Average rating fielded: 2025 and 2025."));
        assert!(sheets.contains("<p>Captain, 1. A</p><p>Captain, 3. C</p><p>Arbiter</p>"));
        let forms = line_up_forms(&t, 1, None);
        assert_eq!(forms.matches("data-testid=\"line-up-form\"").count(), 5, "one per team, the bye's team too");
        assert!(forms.contains("<h2>2. B against 4. D</h2>") && forms.contains("<h2>5. E</h2>"), "{forms}");
        // D is first-named: White on board 1; B is Black on board 1.
        assert!(forms.contains("<h2>2. B against 4. D</h2><table><thead><tr><th>Board</th><th>Colour</th><th>Player</th><th>FIDE ID</th></tr></thead><tbody><tr><td>1</td><td>Black</td>"));
        // One match's sheet, one team's form; and the forms of a round not yet paired (no opponent, no colours).
        let one = match_sheets(&t, 1, Some(1));
        assert_eq!((one.matches("data-testid=\"match-sheet\"").count(), one.contains("<h2>4. D – 2. B</h2>")), (1, true));
        let b = line_up_forms(&t, 1, Some(2));
        assert_eq!((b.matches("data-testid=\"line-up-form\"").count(), b.contains("<h2>2. B against 4. D</h2>")), (1, true));
        let next = line_up_forms(&t, 2, None);
        assert_eq!(next.matches("data-testid=\"line-up-form\"").count(), 5);
        assert!(next.contains("<p class=\"muted\">Line-up, round 2</p><h2>1. A</h2>") && next.contains("<tr><td>1</td><td></td><td class=\"box\""), "{next}");
    }

    #[test]
    fn the_print_list_pairings_rosters_and_the_rest() {
        let mut t = Tournament { name: "Cup".into(), ..Tournament::default() };
        for name in ["A", "B", "C"] {
            let id = t.add_team(name).unwrap_or(0);
            for b in 1..=5 {
                let _ = t.add_player(id, Player { name: format!("{name}{b}"), rating: (b != 4).then_some(2000 + 10 * b), ..Player::default() });
            }
        }
        if let Some(x) = t.teams.first_mut() {
            x.captain = "Ann".into();
        }
        let _ = t.add_round(&[(2, 1)], Some(3), &[]);
        let _ = t.set_result(1, 0, 1, Some(crate::chess::tournament::BoardResult::Win));
        let p = printout(&t, Printout::Pairings(1), None);
        // Board 4 is unrated: left out of the mean of 2010, 2020, 2030.
        assert!(p.contains("<tr data-testid=\"pairing-row\"><td>1</td><td>2. B</td><td>2020</td><td>1. A</td><td>2020</td><td>1–0</td><td></td></tr>"), "{p}");
        assert!(p.contains("<p>Bye: 3. C</p>") && p.contains("<h2>Pairings, round 1</h2>"));
        // A match forfeited by decision reads as it counts (each of the four boards seated, to B), with its match
        // points; its board buttons are off until the decision is withdrawn.
        let _ = t.decide(1, 0, Some(crate::chess::tournament::Decision::ToFirst));
        let p = pairings(&t, 1);
        assert!(p.contains("<td>2020</td><td>4–0</td><td>2–0</td></tr>"), "{p}");
        let screen = match_screen(&t, 1, 0);
        assert!(screen.contains("<span class=\"score\" data-testid=\"match-score\">4–0</span>"), "{screen}");
        assert_eq!((screen.matches(" disabled>").count(), screen.matches("class=\"result-choice\"").count()), (24, 24), "4 boards' six buttons");
        // Each button says whom it credits, by colour: the first-named team has White on board 1, Black on board 2.
        for said in [
            "Board 1: 1-0, White wins",
            "Board 1: -/+, Black wins",
            "Board 2: 1-0, Black wins",
            "Board 2: 0-1, White wins",
            "Board 2: ½-½, Draw",
            "Board 2: -/-, Neither",
        ] {
            assert!(screen.contains(&format!("aria-label=\"{said}\"")), "{said}: {screen}");
        }
        assert!(screen.contains(" data-credits=\"Black wins\" disabled>1-0</button>"), "{screen}");
        let r = printout(&t, Printout::Rosters, None);
        assert_eq!(r.matches("data-testid=\"roster\"").count(), 3);
        // The Olympiad rule: the best four, 2050, 2030, 2020, 2010, average 2027.5, rounded.
        assert!(r.contains("Team rating 2028 · Captain: Ann") && r.contains("<tr><td>reserve</td><td>A5</td>"), "{r}");
        for what in [Printout::Standings, Printout::CrossTable, Printout::BoardPrizes, Printout::Individual] {
            let page = printout(&t, what, None);
            assert!(page.starts_with("<!doctype html>") && page.contains("@page{size:A4") && !page.contains("<script"), "{what:?}");
        }
        assert!(printout(&t, Printout::BoardPrizes, None).contains("<caption>Board 1</caption>"));
    }
}
