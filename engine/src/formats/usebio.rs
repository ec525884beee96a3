//! USEBIO 1.2 XML (the EBU's results interchange format): for a pairs
//! session, the club, the event, every pair with its place and percentage,
//! and every board's traveller lines with their match points; for a teams
//! event, every team with its place and score, and every match board by board
//! with both rooms' lines and the IMPs.

use crate::bridge::matchpoints::Outcome;
use crate::bridge::pairs::{Direction, Session};
use crate::bridge::traveller::Travellers;
use std::fmt::Write;

/// What USEBIO wants beside the results.
pub struct EventInfo<'a> {
    pub club_name: &'a str,
    pub club_id: &'a str,
    pub description: &'a str,
    /// `YYYY-MM-DD`; written as USEBIO's DD/MM/YYYY.
    pub date: &'a str,
    /// The players of a pair, by number and the way it sat.
    pub players: &'a dyn Fn(u32, Direction) -> Vec<String>,
}

/// Escapes text for XML content.
fn text(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

fn usebio_date(date: &str) -> String {
    match (date.get(..4), date.get(5..7), date.get(8..10)) {
        (Some(y), Some(m), Some(d)) => format!("{d}/{m}/{y}"),
        _ => date.to_string(),
    }
}

fn open(info: &EventInfo, event_type: &str) -> String {
    let mut x = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE USEBIO SYSTEM \"http://www.usebio.org/files/usebio_v1_2.dtd\">\n<USEBIO Version=\"1.2\">\n");
    let _ = write!(x, "  <CLUB>\n    <CLUB_NAME>{}</CLUB_NAME>\n    <CLUB_ID_NUMBER>{}</CLUB_ID_NUMBER>\n  </CLUB>\n", text(info.club_name), text(info.club_id));
    let _ = write!(
        x,
        "  <EVENT EVENT_TYPE=\"{event_type}\">\n    <PROGRAM_NAME>Clubscore</PROGRAM_NAME>\n    <PROGRAM_VERSION>{}</PROGRAM_VERSION>\n    <EVENT_DESCRIPTION>{}</EVENT_DESCRIPTION>\n    <DATE>{}</DATE>\n",
        env!("CARGO_PKG_VERSION"),
        text(info.description),
        usebio_date(info.date),
    );
    x
}

/// One traveller line's contract, declarer, tricks and score elements.
fn line_detail(x: &mut String, row: &crate::bridge::traveller::TravellerLine, indent: &str) {
    if let Some(c) = row.contract {
        let _ = writeln!(x, "{indent}<CONTRACT>{c}</CONTRACT>");
    }
    if let Some(d) = row.declarer {
        let _ = writeln!(x, "{indent}<PLAYED_BY>{}</PLAYED_BY>", d.letter());
    }
    if let Some(t) = row.tricks {
        let _ = writeln!(x, "{indent}<TRICKS>{t}</TRICKS>");
    }
    let score = match &row.outcome {
        Outcome::Score(s) => s.to_string(),
        // Artificial scores as the EBU's programs write them: A, then each side's percentage.
        Outcome::Artificial { ns, ew } => format!("A{}{}", ns.round() as i64, ew.round() as i64),
        Outcome::Weighted(_) | Outcome::NotPlayed => String::new(),
    };
    if !score.is_empty() {
        let _ = writeln!(x, "{indent}<SCORE>{score}</SCORE>");
    }
}

pub fn write_pairs(info: &EventInfo, pbn: &Travellers, scored: &Session) -> String {
    let mut x = open(info, "PAIRS");
    let two_winners = scored.standings.iter().all(|s| s.direction != Direction::Both);
    let boards_played = scored.standings.iter().map(|s| s.boards).max().unwrap_or(0);
    let _ = write!(
        x,
        "    <WINNER_TYPE>{}</WINNER_TYPE>\n    <BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD>\n    <BOARDS_PLAYED>{boards_played}</BOARDS_PLAYED>\n    <PARTICIPANTS>\n",
        if two_winners { 2 } else { 1 },
    );
    for s in &scored.standings {
        let _ = write!(x, "      <PAIR>\n        <PAIR_NUMBER>{}</PAIR_NUMBER>\n", s.pair);
        match s.direction {
            Direction::NS => x.push_str("        <DIRECTION>NS</DIRECTION>\n"),
            Direction::EW => x.push_str("        <DIRECTION>EW</DIRECTION>\n"),
            Direction::Both => {}
        }
        let _ = writeln!(x, "        <BOARDS_PLAYED>{}</BOARDS_PLAYED>", s.boards);
        players(&mut x, &(info.players)(s.pair, s.direction));
        let _ = write!(
            x,
            "        <PLACE>{}</PLACE>\n        <TOTAL_SCORE>{:.2}</TOTAL_SCORE>\n        <PERCENTAGE>{:.2}</PERCENTAGE>\n      </PAIR>\n",
            s.rank, s.mp, s.pct
        );
    }
    x.push_str("    </PARTICIPANTS>\n");
    for (board, got) in pbn.boards.iter().zip(&scored.boards) {
        let _ = writeln!(x, "    <BOARD>\n      <BOARD_NUMBER>{}</BOARD_NUMBER>", board.number);
        for (row, r) in board.results.iter().zip(&got.results) {
            let (Some(mp_ns), Some(mp_ew)) = (r.mp_ns, r.mp_ew) else { continue };
            let _ = write!(x, "      <TRAVELLER_LINE>\n        <NS_PAIR_NUMBER>{}</NS_PAIR_NUMBER>\n        <EW_PAIR_NUMBER>{}</EW_PAIR_NUMBER>\n", row.ns, row.ew);
            line_detail(&mut x, row, "        ");
            let _ = write!(x, "        <NS_MATCH_POINTS>{mp_ns:.2}</NS_MATCH_POINTS>\n        <EW_MATCH_POINTS>{mp_ew:.2}</EW_MATCH_POINTS>\n      </TRAVELLER_LINE>\n");
        }
        x.push_str("    </BOARD>\n");
    }
    x.push_str("  </EVENT>\n</USEBIO>\n");
    x
}

fn players(x: &mut String, names: &[String]) {
    for name in names.iter().filter(|n| !n.is_empty()) {
        let _ = writeln!(x, "        <PLAYER>\n          <PLAYER_NAME>{}</PLAYER_NAME>\n        </PLAYER>", text(name));
    }
}

/// A teams event: `swiss` names it SWISS_TEAMS, else TEAMS; the match score
/// is in VPs unless the event is scored on total IMPs. `info.players` gives a
/// team's players, `team_name` its name.
pub fn write_teams(
    info: &EventInfo,
    team_name: &dyn Fn(u32) -> String,
    report: &crate::bridge::session::TeamsReport,
    swiss: bool,
) -> String {
    let crate::bridge::session::TeamsReport { travellers, matches, standings, total_imps, .. } = report;
    let total_imps = *total_imps;
    let mut x = open(info, if swiss { "SWISS_TEAMS" } else { "TEAMS" });
    // As for pairs: the most boards any team plays.
    let boards_of = |team: u32| matches.iter().filter(|m| m.home == team || m.away == team).map(|m| m.boards.len()).sum::<usize>();
    let boards_played = matches.iter().flat_map(|m| [m.home, m.away]).map(boards_of).max().unwrap_or(0);
    let _ = write!(
        x,
        "    <WINNER_TYPE>1</WINNER_TYPE>\n    <BOARD_SCORING_METHOD>IMPS</BOARD_SCORING_METHOD>\n    <MATCH_SCORING_METHOD>{}</MATCH_SCORING_METHOD>\n    <BOARDS_PLAYED>{boards_played}</BOARDS_PLAYED>\n    <PARTICIPANTS>\n",
        if total_imps { "IMPS" } else { "VPS" }
    );
    let vp = |h: u32| format!("{:.2}", h as f64 / 100.0);
    for s in standings.iter() {
        let _ = writeln!(x, "      <TEAM>\n        <TEAM_NUMBER>{}</TEAM_NUMBER>", s.team);
        let name = team_name(s.team);
        if !name.is_empty() {
            let _ = writeln!(x, "        <TEAM_NAME>{}</TEAM_NAME>", text(&name));
        }
        players(&mut x, &(info.players)(s.team, Direction::Both));
        let total = if total_imps { (s.imps_for - s.imps_against).to_string() } else { vp(s.vp) };
        let _ = write!(x, "        <PLACE>{}</PLACE>\n        <TOTAL_SCORE>{total}</TOTAL_SCORE>\n      </TEAM>\n", s.rank);
    }
    x.push_str("    </PARTICIPANTS>\n");
    for m in matches.iter().filter(|m| !m.scored.is_empty()) {
        let (home_score, away_score) = if total_imps { (m.home_imps.to_string(), m.away_imps.to_string()) } else { (vp(m.home_vp), vp(m.away_vp)) };
        let _ = write!(
            x,
            "    <MATCH>\n      <ROUND_NUMBER>{}</ROUND_NUMBER>\n      <TEAM>{}</TEAM>\n      <OPPOSING_TEAM>{}</OPPOSING_TEAM>\n      <TEAM_IMPS>{}</TEAM_IMPS>\n      <OPPOSING_TEAM_IMPS>{}</OPPOSING_TEAM_IMPS>\n      <TEAM_SCORE>{home_score}</TEAM_SCORE>\n      <OPPOSING_TEAM_SCORE>{away_score}</OPPOSING_TEAM_SCORE>\n",
            m.round, m.home, m.away, m.home_imps, m.away_imps
        );
        for &(board, imps) in &m.scored {
            let _ = write!(x, "      <BOARD>\n        <BOARD_NUMBER>{board}</BOARD_NUMBER>\n        <IMPS>{imps}</IMPS>\n");
            for row in crate::bridge::session::match_legs(travellers, m, board).into_iter().flatten() {
                let _ = write!(x, "        <TRAVELLER_LINE>\n          <NS_PAIR_NUMBER>{}</NS_PAIR_NUMBER>\n          <EW_PAIR_NUMBER>{}</EW_PAIR_NUMBER>\n", row.ns, row.ew);
                line_detail(&mut x, row, "          ");
                x.push_str("        </TRAVELLER_LINE>\n");
            }
            x.push_str("      </BOARD>\n");
        }
        x.push_str("    </MATCH>\n");
    }
    x.push_str("  </EVENT>\n</USEBIO>\n");
    x
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::pairs::{score_session, Options};
    use crate::formats::pbn::read_session;

    #[test]
    fn a_pairs_session_in_usebio() {
        let pbn = read_session(b"[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n1 11 3NT N 9 -\n2 12 4S N 10 -\n3 13 - - - \"A+\"\n").unwrap_or_default();
        let boards: Vec<_> = pbn.boards.iter().map(|b| b.to_board()).collect();
        let scored = score_session(&boards, Options::default());
        let players = |pair: u32, _: Direction| if pair == 2 { vec!["Ann <Smith>".to_string(), "Bob & Co".to_string()] } else { vec![] };
        let info = EventInfo { club_name: "Mount Club", club_id: "123", description: "Tuesday Pairs", date: "2026-11-24", players: &players };
        let xml = write_pairs(&info, &pbn, &scored);
        assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE USEBIO SYSTEM \"http://www.usebio.org/files/usebio_v1_2.dtd\">\n<USEBIO Version=\"1.2\">"));
        assert!(xml.contains("<DATE>24/11/2026</DATE>\n    <WINNER_TYPE>2</WINNER_TYPE>"));
        assert!(xml.contains("<PLAYER_NAME>Ann &lt;Smith&gt;</PLAYER_NAME>") && xml.contains("<PLAYER_NAME>Bob &amp; Co</PLAYER_NAME>"));
        // 4S= (+420) beats 3NT= (+400): Neuberg to three tables, top 4.
        assert!(xml.contains("<NS_PAIR_NUMBER>2</NS_PAIR_NUMBER>\n        <EW_PAIR_NUMBER>12</EW_PAIR_NUMBER>\n        <CONTRACT>4S</CONTRACT>\n        <PLAYED_BY>N</PLAYED_BY>\n        <TRICKS>10</TRICKS>\n        <SCORE>420</SCORE>\n        <NS_MATCH_POINTS>3.50</NS_MATCH_POINTS>\n        <EW_MATCH_POINTS>0.50</EW_MATCH_POINTS>"), "{xml}");
        assert!(xml.contains("<SCORE>A6040</SCORE>"));
        assert!(xml.contains("<PAIR>\n        <PAIR_NUMBER>2</PAIR_NUMBER>\n        <DIRECTION>NS</DIRECTION>\n        <BOARDS_PLAYED>1</BOARDS_PLAYED>"));
        assert!(xml.trim_end().ends_with("</EVENT>\n</USEBIO>"));
        // Elements open and close in balance.
        assert_eq!(xml.matches("<TRAVELLER_LINE>").count(), xml.matches("</TRAVELLER_LINE>").count());
        assert_eq!(xml.matches("<PAIR>").count(), 6);
    }
}
