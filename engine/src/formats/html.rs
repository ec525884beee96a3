//! The results page: one self-contained HTML file (CSS inline, no script) with
//! the ranking, every traveller and every pair's score card; readable on a
//! phone and printable (one section per page). Built with `html!`, so a
//! name can only enter escaped.

use crate::bridge::matchpoints::Outcome;
use crate::bridge::pairs::{Direction, Session};
use crate::bridge::traveller::Travellers;
use crate::markup::{Html, Raw, PAGE_HEAD, PAGE_STYLE as STYLE};
use crate::{html, html_of};

fn score_text(o: &Outcome) -> String {
    match o {
        Outcome::Score(s) => format!("{s:+}"),
        Outcome::Artificial { ns, ew } => format!("Adj {}/{}%", crate::text::plain(*ns), crate::text::plain(*ew)),
        Outcome::Weighted(parts) => parts.iter().map(|(w, s)| format!("{w}% {s:+}")).collect::<Vec<_>>().join(", "),
        Outcome::NotPlayed => "Not played".into(),
    }
}

fn mp(x: Option<f64>) -> String {
    x.map(|v| crate::text::fixed(v, 2)).unwrap_or_default()
}

const FACTORED_NOTE_HTML: &str =
    "<p class=\"muted\">* factored: the pair missed boards, so its total is scaled to the session's (total × boards in the session / boards played).</p>\n";

/// An individual's seats, to print and pin up: every player's table and
/// seat in every round ("T2 S"), so each knows where to go.
pub fn seat_cards(title: &str, date: &str, rounds: &[crate::schedule::Round], players: &[crate::event::Participant]) -> Html {
    let mut h = Html::with_capacity(8 * 1024);
    html!(
        h,
        "{}<title>{} — seats</title><style>{}</style></head><body><main>\n<h1>{}: where each player sits</h1><p class=\"muted\">{} · table and seat in every round (N, E, S, W)</p>\n\
         <div class=\"wrap\"><table class=\"n\"><thead><tr><th>Player</th><th>Name</th>",
        PAGE_HEAD,
        title,
        Raw(STYLE),
        title,
        date
    );
    for r in rounds {
        html!(h, "<th>R{}</th>", r.number);
    }
    h.raw("</tr></thead><tbody>\n");
    for p in players {
        let player = p.number;
        html!(h, "<tr><td>{}</td><td>{}</td>", player, p.name);
        for r in rounds {
            let seat = r.sittings.iter().find_map(|s| {
                let (south, west) = s.south_west().unzip();
                let seats = [(Some(s.home), 'N'), (s.away, 'E'), (south, 'S'), (west, 'W')];
                seats.into_iter().find(|x| x.0 == Some(player)).map(|x| format!("T{} {}", s.table, x.1))
            });
            html!(h, "<td>{}</td>", seat);
        }
        h.raw("</tr>\n");
    }
    h.raw("</tbody></table></div>\n</main></body></html>\n");
    h
}

/// A results page shared while scheduled results are still to come says
/// so under its title: its figures will change.
pub fn mark_provisional(mut page: Html, missing: usize) -> Html {
    if missing > 0 {
        page.insert_after("</h1>", &html_of!("<p><strong>Provisional:</strong> {} result(s) still to come.</p>", missing));
    }
    page
}

/// A traveller line's two sides as the club writes them: pair numbers
/// ("3", "EW 3" written 3), or an individual's players ("8 & 5").
fn sides(row: &crate::bridge::traveller::TravellerLine, print: crate::formats::print::Print) -> (String, String) {
    match row.partners {
        Some((south, west)) => (format!("{} & {south}", row.ns), format!("{} & {west}", row.ew)),
        None => (row.ns.to_string(), print.written.number(row.ew).to_string()),
    }
}

/// What a result gained North–South against the board's par, in IMPs
/// ("+3", "-1", "0"); nothing for a result that is not a score.
fn versus_par(outcome: &Outcome, analysis: &crate::bridge::double_dummy::Analysis) -> Option<String> {
    let Outcome::Score(score) = outcome else { return None };
    // Saturating: an analysis is read from the device's storage, which anything may have written.
    Some(match crate::bridge::imps::imps(score.saturating_sub(analysis.par.score)) {
        0 => "0".into(),
        x => format!("{x:+}"),
    })
}

/// `names` gives a pair's names by number (empty when unknown). A board
/// with its deal in `pbn` shows its hands (with the tricks and par where
/// analysed, and each result against par).
pub fn results_page(title: &str, date: &str, pbn: &Travellers, scored: &Session, names: &dyn Fn(u32) -> String, print: crate::formats::print::Print) -> Html {
    let mut h = Html::with_capacity(64 * 1024);
    // A session with its deals shows each board's hands (and, analysed, its tricks and par) on its traveller.
    let hands = if pbn.deals.is_empty() { "" } else { crate::formats::hand_record::STYLE };
    html!(
        h,
        "{}<title>{} — results</title><style>{}{}</style></head><body><main>\n<h1>{}</h1><p class=\"muted\">{} · results by Clubscore</p>\n",
        PAGE_HEAD,
        title,
        Raw(STYLE),
        Raw(hands),
        title,
        date
    );
    // An individual ranks players, and their score cards are on either side.
    let individual = pbn.boards.iter().flat_map(|b| &b.results).any(|r| r.partners.is_some());
    // Ranking.
    h.raw("<section id=\"ranking\"><h2>Ranking</h2>\n");
    for (dir, caption) in [(Direction::NS, "North-South"), (Direction::EW, "East-West"), (Direction::Both, "")] {
        let rows: Vec<_> = scored.standings.iter().filter(|s| s.direction == dir).collect();
        if rows.is_empty() {
            continue;
        }
        h.raw("<div class=\"wrap\"><table class=\"n\">");
        if !caption.is_empty() {
            html!(h, "<caption>{}</caption>", caption);
        }
        // Boards and Max give way on a phone, so the ranking fits its screen.
        // A Swiss pairs in IMPs has no maximum: its total stands alone.
        use crate::bridge::setup::SwissScore;
        let (unit, share) = match print.score {
            SwissScore::MatchPoints => ("MP", true),
            SwissScore::Vps => ("VP", true),
            SwissScore::Imps => ("IMPs", false),
        };
        html!(
            h,
            "<thead><tr><th>Place</th><th>{}</th><th>Names</th><th class=\"opt\">Boards</th><th>{}</th>{}</tr></thead><tbody>\n",
            if individual { "Player" } else { "Pair" },
            unit,
            Raw(if share { "<th class=\"opt\">Max</th><th>%</th>" } else { "" })
        );
        for s in rows {
            html!(
                h,
                "<tr><td>{}</td><td>{}</td><td>{}</td><td class=\"opt\">{}</td><td>{}{}</td>",
                s.rank,
                print.written.number(s.pair),
                names(s.pair),
                s.boards,
                crate::text::fixed(s.mp, 2),
                if s.factored { " *" } else { "" }
            );
            if share {
                html!(h, "<td class=\"opt\">{}</td><td>{}</td>", crate::text::fixed(s.max, 0), crate::text::fixed(s.pct, 2));
            }
            h.raw("</tr>\n");
        }
        h.raw("</tbody></table></div>\n");
    }
    if scored.standings.iter().any(|s| s.factored) {
        h.raw(FACTORED_NOTE_HTML);
    }
    // A pairs session in IMPs, a Swiss pairs in IMPs or VPs (against each board's datum): IMPs, not match points.
    let imps = print.boards_in_imps();
    let per_board = if imps { "IMPs" } else { "MP" };
    let figure = |x: Option<f64>| if imps { x.map(|v| print.imp(v)) } else { print.mp(x) };
    h.raw("</section>\n<section id=\"travellers\"><h2>Travellers</h2>\n");
    for (board, got) in pbn.boards.iter().zip(&scored.boards) {
        let number = board.number;
        html!(h, "<h3 id=\"b{}\">Board {}</h3>", number, number);
        let deal = pbn.deals.iter().find(|d| d.0 == number).and_then(|d| crate::bridge::deal::Deal::from_pbn(&d.1).ok());
        let analysis = pbn.analyses.iter().find(|a| a.0 == number).map(|a| &a.1);
        match deal {
            Some(deal) => {
                h.raw("<div class=\"board\">");
                crate::formats::hand_record::diagram(&mut h, number, &deal, analysis);
                h.raw("</div>");
            }
            None => html!(h, "<p class=\"muted\">Dealer {}, vulnerable {}</p>", board.dealer.letter(), board.vulnerability.pbn()),
        }
        html!(
            h,
            "<div class=\"wrap\"><table><thead><tr><th>NS</th><th>EW</th><th>Contract</th><th>By</th><th>Tricks</th><th>Score NS</th><th>{} NS</th><th>{} EW</th>{}</tr></thead><tbody>\n",
            per_board,
            per_board,
            Raw(if analysis.is_some() { "<th>NS v par</th>" } else { "" })
        );
        // As a traveller is read: by North–South pair, a line not played (a sit-out) last.
        let mut lines: Vec<_> = board.results.iter().zip(&got.results).collect();
        crate::sorting::sort_by_key(&mut lines, |(row, _)| (matches!(row.outcome, Outcome::NotPlayed), row.ns));
        for (row, r) in lines {
            let (ns, ew) = sides(row, print);
            html!(
                h,
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>",
                ns,
                ew,
                row.contract.map(|c| c.to_string()),
                row.declarer.map(|d| d.letter()),
                row.tricks,
                score_text(&row.outcome),
                figure(r.mp_ns),
                figure(r.mp_ew)
            );
            if let Some(a) = analysis {
                html!(h, "<td>{}</td>", versus_par(&row.outcome, a));
            }
            h.raw("</tr>\n");
        }
        h.raw("</tbody></table></div>\n");
    }
    h.raw("</section>\n<section id=\"cards\"><h2>Score cards</h2>\n");

    for s in &scored.standings {
        let who = if print.written.from_one() {
            print.written.label(s.pair)
        } else if individual {
            format!("Player {}", s.pair)
        } else {
            format!("Pair {}", s.pair)
        };
        html!(h, "<h3 id=\"p{}\">{} {}</h3><div class=\"wrap\"><table><thead><tr><th>Board</th><th>Sat</th><th>Against</th><th>Contract</th><th>Score</th><th>{}</th><th>%</th></tr></thead><tbody>\n", s.pair, who, names(s.pair), per_board);
        for (board, got) in pbn.boards.iter().zip(&scored.boards) {
            for (row, r) in board.results.iter().zip(&got.results) {
                let (south, west) = row.partners.unzip();
                let (ns, ew) = sides(row, print);
                let side = if (row.ns == s.pair || south == Some(s.pair)) && s.direction != Direction::EW {
                    Some(("NS", ew, r.mp_ns, 1i32))
                } else if (row.ew == s.pair || west == Some(s.pair)) && s.direction != Direction::NS {
                    Some(("EW", ns, r.mp_ew, -1i32))
                } else {
                    None
                };
                let Some((sat, against, got_mp, sign)) = side else { continue };
                let own_score = match row.outcome {
                    Outcome::Score(x) => format!("{:+}", sign * x),
                    ref other => score_text(other),
                };
                let pct = got_mp.filter(|_| got.top > 0.0).map(|m| crate::text::fixed(100.0 * m / got.top, 0));
                html!(
                    h,
                    "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                    board.number,
                    sat,
                    against,
                    row.contract.map(|c| c.to_string()),
                    own_score,
                    if imps { figure(got_mp).unwrap_or_default() } else { mp(got_mp) },
                    pct.filter(|_| !imps)
                );
            }
        }
        h.raw("</tbody></table></div>\n");
    }
    h.raw("</section>\n</main></body></html>\n");
    h
}

/// A Swiss pairs' matches, round by round: each match once, its IMPs (the
/// first-named pair's, against each board's datum) and, scored in VPs, what
/// each pair's VPs are; a bye as such. Put after the ranking of its results page.
pub fn swiss_matches(all: &[crate::bridge::swiss_pairs::PairMatch], names: &dyn Fn(u32) -> String, print: crate::formats::print::Print) -> Html {
    let vps = print.score == crate::bridge::setup::SwissScore::Vps;
    let pair = |p: u32| html_of!("{} {}", print.written.number(p), names(p));
    let mut h = Html::new();
    h.raw("<section id=\"matches\"><h2>Matches</h2>\n");
    let mut round = 0;
    for (i, m) in all.iter().enumerate() {
        if m.round != round {
            if round > 0 {
                h.raw("</tbody></table></div>\n");
            }
            round = m.round;
            html!(
                h,
                "<h3>Round {}</h3><div class=\"wrap\"><table><thead><tr><th>Pair</th><th>Against</th><th>IMPs</th>{}</tr></thead><tbody>\n",
                round,
                Raw(if vps { "<th>VPs</th>" } else { "" })
            );
        }
        // Each match once: from the side listed first (the one seated North–South).
        let Some(o) = m.opponent else {
            html!(h, "<tr><td>{}</td><td>the bye</td><td></td>{}</tr>\n", pair(m.pair), Raw(if vps { "<td></td>" } else { "" }));
            continue;
        };
        // The opponent's side of the match (a Swiss has a few hundred matches: a search is cheaper than a map's code on the page).
        let theirs = all.iter().position(|x| x.round == m.round && x.pair == o);
        if theirs.is_some_and(|t| t < i) {
            continue;
        }
        let their_vps = theirs.and_then(|t| all.get(t)).map_or(0.0, |x| x.vps);
        html!(h, "<tr><td>{}</td><td>{}</td><td>{}</td>", pair(m.pair), pair(o), crate::text::signed_whole(m.imps));
        if vps {
            html!(h, "<td>{}–{}</td>", crate::text::fixed(m.vps, 2), crate::text::fixed(their_vps, 2));
        }
        h.raw("</tr>\n");
    }
    if round > 0 {
        h.raw("</tbody></table></div>\n");
    }
    h.raw("</section>\n");
    h
}

/// The results page of a teams event: the standings (VPs or net IMPs, with
/// ladder points), every match's score, and each match board by board.
pub fn teams_results_page(title: &str, date: &str, report: &crate::bridge::session::TeamsReport, names: &dyn Fn(u32) -> String) -> Html {
    let (heading, unit) = report.scoring.unit();
    let pab = report.scoring == crate::bridge::session::TeamsScoring::PointABoard;
    let mut h = Html::with_capacity(16 * 1024);
    html!(
        h,
        "{}<title>{} — results</title><style>{}</style></head><body><main>\n<h1>{}</h1><p class=\"muted\">{} · results by Clubscore</p>\n\
         <section id=\"ranking\"><h2>Standings</h2><div class=\"wrap\"><table class=\"n\"><thead><tr><th>Place</th><th>Team</th><th>Name</th><th>Matches</th><th>IMPs</th><th>{}</th><th>Ladder %</th></tr></thead><tbody>\n",
        PAGE_HEAD,
        title,
        Raw(STYLE),
        title,
        date,
        heading
    );
    for s in &report.standings {
        let ladder_pct = report.ladder.iter().find(|x| x.0 == s.team).map(|x| crate::text::fixed(x.1, 2));
        let score = report.total(s);
        html!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}–{}</td><td>{}</td><td>{}</td></tr>\n",
            s.rank,
            s.team,
            names(s.team),
            s.played,
            s.imps_for,
            s.imps_against,
            score,
            ladder_pct
        );
    }
    h.raw("</tbody></table></div></section>\n");
    cross_table(&mut h, report);
    h.raw("<section id=\"matches\"><h2>Matches</h2>\n");
    // Each match board by board: the contract and NS score in each room, the IMPs.
    let room = |row: Option<&crate::bridge::traveller::TravellerLine>| match row {
        Some(r) => {
            html_of!("<td>{}{}</td><td>{}</td>", r.contract.map(|c| c.to_string()), r.declarer.map(|d| format!(" {}", d.letter())), score_text(&r.outcome))
        }
        None => Raw("<td></td><td></td>").into(),
    };
    for m in report.matches.iter().filter(|m| !m.scored.is_empty()) {
        html!(
            h,
            "<h3 id=\"m{}-{}\">{} {} v {} {}: {}–{} IMPs{}</h3><div class=\"wrap\"><table><thead><tr><th>Board</th><th>{} NS</th><th>Score</th><th>{} NS</th><th>Score</th><th>{} to {}</th></tr></thead><tbody>",
            m.home,
            m.away,
            m.home,
            names(m.home),
            m.away,
            names(m.away),
            m.home_imps,
            m.away_imps,
            (!report.total_imps()).then(|| format!(", {}–{} {unit}", report.figure(m.home_vp), report.figure(m.away_vp))),
            m.home,
            m.away,
            if pab { "Points" } else { "IMPs" },
            m.home
        );
        for &board in &m.boards {
            let [home, away] = crate::bridge::session::match_legs(&report.travellers, m, board);
            // Point-a-board: the home team's points on the board (2, 1 or 0), else its IMPs.
            let scored = m.scored.iter().position(|x| x.0 == board);
            let imps = scored.map(|i| if pab { m.points[i].to_string() } else { format!("{:+}", m.scored[i].1) });
            html!(h, "<tr><td>{}</td>{}{}<td>{}</td></tr>", board, room(home), room(away), imps);
        }
        h.raw("</tbody></table></div>\n");
    }
    h.raw("</section>\n");
    boards_section(&mut h, &report.travellers);
    h.raw("</main></body></html>\n");
    h
}

/// A teams event's boards with their deals: each board's hands (with the
/// tricks and par where analysed), in a grid.
fn boards_section(h: &mut Html, pbn: &Travellers) {
    use crate::bridge::deal::Deal;
    let boards: Vec<(u32, Deal)> = pbn.deals.iter().filter_map(|(b, d)| Some((*b, Deal::from_pbn(d).ok()?))).collect();
    if boards.is_empty() {
        return;
    }
    html!(h, "<section id=\"boards\"><h2>Boards</h2><style>{}</style><div class=\"board-grid\">", Raw(crate::formats::hand_record::STYLE));
    for (number, deal) in &boards {
        h.push(&crate::formats::hand_record::board_diagram(*number, deal, pbn.analyses.iter().find(|a| a.0 == *number).map(|a| &a.1), None));
    }
    h.raw("</div></section>\n");
}

/// Every team against every other: the row team's VPs (or net IMPs) in
/// their match, the matches of a Swiss that met twice added together.
fn cross_table(h: &mut Html, report: &crate::bridge::session::TeamsReport) {
    let mut teams: Vec<u32> = report.standings.iter().map(|s| s.team).collect();
    crate::sorting::sort(&mut teams);
    if teams.len() < 2 {
        return;
    }
    h.raw("<section id=\"cross\"><h2>Cross table</h2><div class=\"wrap\"><table><thead><tr><th>Team</th>");
    for t in &teams {
        html!(h, "<th>{}</th>", t);
    }
    h.raw("</tr></thead><tbody>\n");
    for &row in &teams {
        html!(h, "<tr><td>{}</td>", row);
        for &col in &teams {
            let played: Vec<&crate::bridge::session::TeamMatch> =
                report.matches.iter().filter(|m| !m.scored.is_empty() && ((m.home, m.away) == (row, col) || (m.home, m.away) == (col, row))).collect();
            let cell = if row == col || played.is_empty() {
                String::new()
            } else if report.total_imps() {
                let net: i32 = played.iter().map(|m| if m.home == row { m.home_imps - m.away_imps } else { m.away_imps - m.home_imps }).sum();
                format!("{net:+}")
            } else {
                let vp: u32 = played.iter().map(|m| if m.home == row { m.home_vp } else { m.away_vp }).sum();
                report.figure(vp)
            };
            html!(h, "<td>{}</td>", cell);
        }
        h.raw("</tr>\n");
    }
    h.raw("</tbody></table></div></section>\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::pairs::{score_session, Options};
    use crate::formats::pbn::read_session;

    fn sample() -> (Travellers, Session) {
        let pbn = read_session(b"[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 11 3NT N 9\n2 12 3NT N 10\n\n[Board \"2\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 12 2S E 8\n2 11 2S E 9\n").unwrap_or_default();
        let boards: Vec<_> = pbn.boards.iter().map(|b| b.to_board()).collect();
        let scored = score_session(&boards, Options::default());
        (pbn, scored)
    }

    #[test]
    fn a_results_page_with_ranking_travellers_and_cards() {
        let (pbn, scored) = sample();
        let names = |p: u32| if p == 1 { "Ann <& Bob>".to_string() } else { String::new() };
        let page = results_page("Tuesday \"Pairs\"", "2026-11-24", &pbn, &scored, &names, crate::formats::print::Print::default());
        assert!(page.starts_with("<!doctype html>"));
        assert!(!page.contains("<script"), "readable with no script");
        assert!(page.contains("<title>Tuesday &quot;Pairs&quot; — results</title>"));
        // NS 1: board 1 +400 v +430 (0 of 2), board 2 -110 v -140 (2 of 2): 2 of 4, 50 %.
        assert!(
            page.contains(
                "<tr><td>1=</td><td>1</td><td>Ann &lt;&amp; Bob&gt;</td><td class=\"opt\">2</td><td>2.00</td><td class=\"opt\">4</td><td>50.00</td></tr>"
            ),
            "{page}"
        );
        assert!(page.contains("<h3 id=\"b2\">Board 2</h3><p class=\"muted\">Dealer E, vulnerable NS</p>"));
        // Pair 12's card shows its EW score on board 1 from its own side.
        assert!(page.contains("<tr><td>1</td><td>EW</td><td>2</td><td>3NT</td><td>-430</td><td>0.00</td><td>0</td></tr>"), "{page}");
    }

    /// A traveller lists its lines by North–South pair, a line not played
    /// (a sit-out) last, whatever order they were entered in.
    #[test]
    fn a_traveller_by_north_south_pair_the_sit_out_last() {
        let (mut pbn, _) = sample();
        let mut sat_out = pbn.boards[0].results[0].clone();
        (sat_out.ns, sat_out.ew, sat_out.outcome, sat_out.contract) = (0, 13, Outcome::NotPlayed, None);
        pbn.boards[0].results.insert(0, sat_out);
        pbn.boards[0].results.swap(1, 2);
        let boards: Vec<_> = pbn.boards.iter().map(|b| b.to_board()).collect();
        let scored = score_session(&boards, Options::default());
        let page = results_page("Night", "2026-11-24", &pbn, &scored, &|_| String::new(), crate::formats::print::Print::default());
        let board_1 = page.split("<h3 id=\"b2\">").next().unwrap_or_default();
        let first_cells: Vec<&str> = board_1.split("<tr><td>").skip(1).filter_map(|r| r.split("</td>").next()).collect();
        assert_eq!(first_cells.iter().rev().take(3).rev().copied().collect::<Vec<_>>(), ["1", "2", "0"], "{board_1}");
    }

    #[test]
    fn a_page_shared_before_the_last_result_says_it_is_provisional() {
        let page = html_of!("<html><body>\n<h1>{}</h1><p class=\"muted\">{}</p>", "Club", "2026-11-30");
        assert_eq!(mark_provisional(page.clone(), 0), page);
        assert_eq!(
            mark_provisional(page, 3),
            "<html><body>\n<h1>Club</h1><p><strong>Provisional:</strong> 3 result(s) still to come.</p><p class=\"muted\">2026-11-30</p>"
        );
    }

    #[test]
    fn a_teams_results_page() {
        use crate::bridge::session::{TeamMatch, TeamsReport};
        use crate::bridge::teams::{standings, Played};
        let Ok(travellers) = read_session(b"[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 3 4S N 10\n3 1 4S N 9\n\n[Board \"2\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 3 2H S 8\n3 1 3H S 9\n") else { return assert!(false) };
        let m = TeamMatch {
            round: 1,
            home: 1,
            away: 3,
            boards: vec![1, 2],
            scored: vec![(1, 10), (2, -1)],
            points: vec![2, 0],
            home_imps: 10,
            away_imps: 1,
            home_vp: 1600,
            away_vp: 400,
            slips: Default::default(),
            by_vps: false,
            line_ups: Vec::new(),
        };
        let table =
            standings(&[Played { home: 1, away: 3, home_imps: 10, away_imps: 1, home_vp: 1600, away_vp: 400 }], crate::bridge::vp::TeamsScoring::VictoryPoints);
        let report = TeamsReport {
            travellers,
            matches: vec![m],
            standings: table,
            ladder: vec![(1, 72.22), (3, 27.78)],
            scoring: crate::bridge::session::TeamsScoring::WbfVp,
        };
        let names = |t: u32| if t == 1 { "Aces & <Kings>".to_string() } else { "Queens".to_string() };
        let page = teams_results_page("Club Teams", "2026-11-29", &report, &names);
        assert!(!page.contains("<script"));
        assert!(page.contains("<tr><td>1</td><td>1</td><td>Aces &amp; &lt;Kings&gt;</td><td>1</td><td>10–1</td><td>16.00</td><td>72.22</td></tr>"), "{page}");
        assert!(page.contains("<h3 id=\"m1-3\">1 Aces &amp; &lt;Kings&gt; v 3 Queens: 10–1 IMPs, 16.00–4.00 VPs</h3>"), "{page}");
        assert!(page.contains("<tr><td>1</td><td>4S N</td><td>+420</td><td>4S N</td><td>-50</td><td>+10</td></tr>"), "{page}");
        assert!(page.contains("<tr><td>2</td><td>2H S</td><td>+110</td><td>3H S</td><td>+140</td><td>-1</td></tr>"), "{page}");
        // The cross table: team 1's row has its 16 VPs against team 3, team 3's its 4.
        assert!(page.contains("<section id=\"cross\"><h2>Cross table</h2><div class=\"wrap\"><table><thead><tr><th>Team</th><th>1</th><th>3</th></tr></thead><tbody>\n<tr><td>1</td><td></td><td>16.00</td></tr>\n<tr><td>3</td><td>4.00</td><td></td></tr>\n</tbody></table></div></section>"), "{page}");
    }

    /// The size target: the results page of a 30-table, 27-board event under 300 KB.
    #[test]
    fn the_page_of_a_big_evening_stays_small() {
        let event = crate::bench::full_pairs_event();
        let scored = crate::bridge::session::score(&event);
        let names = |p: u32| format!("Player {p} & Partner {p}");
        let page =
            results_page("Benchmark", "2026-11-29", &crate::bridge::session::travellers(&event), &scored, &names, crate::formats::print::Print::default());
        assert_eq!(scored.standings.len(), 60);
        assert!(page.len() < 300_000, "{} bytes", page.len());
    }
}
