//! USEBIO 1.2 XML (the EBU's results interchange format): for a pairs
//! session (or an individual), the club, the event, every pair (player) with
//! its place and percentage, and every board's traveller lines with their
//! match points; for a teams event, every team with its place and score, and
//! every match board by board with both rooms' lines and the IMPs. Read back
//! by [`read_session`].

use crate::bridge::matchpoints::Outcome;
use crate::bridge::pairs::{Direction, Session};
use crate::bridge::traveller::Travellers;
use crate::event::Member;
use std::fmt::Write;

/// What USEBIO wants beside the results.
pub struct EventInfo<'a> {
    pub club_name: &'a str,
    pub club_id: &'a str,
    pub description: &'a str,
    /// `YYYY-MM-DD`; written as USEBIO's DD/MM/YYYY.
    pub date: &'a str,
    /// The players of a pair, by number and the way it sat.
    pub players: &'a dyn Fn(u32, Direction) -> Vec<Member>,
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
    let mut x = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE USEBIO SYSTEM \"http://www.usebio.org/files/usebio_v1_2.dtd\">\n<USEBIO Version=\"1.2\">\n",
    );
    let _ =
        write!(x, "  <CLUB>\n    <CLUB_NAME>{}</CLUB_NAME>\n    <CLUB_ID_NUMBER>{}</CLUB_ID_NUMBER>\n  </CLUB>\n", text(info.club_name), text(info.club_id));
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

/// A pairs session, its pairs numbered as the club numbers them (`written`:
/// EW 1 with its direction). An individual (its lines name four players) is
/// an INDIVIDUAL event: each player with his number, name, place and
/// percentage, and each line its NORTH_, EAST_, SOUTH_ and WEST_PLAYER_NUMBER.
///
/// A Swiss pairs ranked in IMPs or VPs (`print.score`) is a SWISS_PAIRS
/// event whose boards are scored BUTLER (each score in IMPs against the
/// datum) and whose matches in VPS or IMPS: each pair's TOTAL_SCORE is its
/// VPs or IMPs, and its lines carry no match points.
pub fn write_pairs(info: &EventInfo, pbn: &Travellers, scored: &Session, print: crate::formats::print::Print) -> String {
    use crate::bridge::setup::SwissScore;
    let written = print.written;
    // A Swiss pairs ranks on IMPs or VPs; a pairs session in IMPs is still a PAIRS event.
    let swiss = print.score != SwissScore::MatchPoints && print.imps.is_none();
    let in_imps = print.boards_in_imps();
    let individual = pbn.is_individual();
    let mut x = open(
        info,
        if individual {
            "INDIVIDUAL"
        } else if swiss {
            "SWISS_PAIRS"
        } else {
            "PAIRS"
        },
    );
    let standings = if individual { crate::bridge::individual::standings(pbn, scored) } else { scored.standings.clone() };
    let two_winners = !individual && standings.iter().all(|s| s.direction != Direction::Both);
    let boards_played = standings.iter().map(|s| s.boards).max().unwrap_or(0);
    let matches = match (swiss, print.score) {
        (true, SwissScore::Vps) => "\n    <MATCH_SCORING_METHOD>VPS</MATCH_SCORING_METHOD>",
        (true, _) => "\n    <MATCH_SCORING_METHOD>IMPS</MATCH_SCORING_METHOD>",
        _ => "",
    };
    let method = format!("<BOARD_SCORING_METHOD>{}</BOARD_SCORING_METHOD>{matches}", print.usebio_scoring());
    let _ = write!(
        x,
        "    <WINNER_TYPE>{}</WINNER_TYPE>\n    {method}\n    <BOARDS_PLAYED>{boards_played}</BOARDS_PLAYED>\n    <PARTICIPANTS>\n",
        if two_winners { 2 } else { 1 },
    );
    for s in standings.iter().filter(|_| individual) {
        let _ = write!(x, "      <PLAYER>\n        <PLAYER_NUMBER>{}</PLAYER_NUMBER>\n", s.pair);
        if let Some(p) = (info.players)(s.pair, Direction::Both).first().filter(|p| !p.name.is_empty()) {
            let _ = writeln!(x, "        <PLAYER_NAME>{}</PLAYER_NAME>", text(&p.name));
            if let Some(number) = &p.member_number {
                let _ = writeln!(x, "        <NATIONAL_ID_NUMBER>{}</NATIONAL_ID_NUMBER>", text(number));
            }
        }
        let _ = write!(
            x,
            "        <BOARDS_PLAYED>{}</BOARDS_PLAYED>\n        <PLACE>{}</PLACE>\n        <TOTAL_SCORE>{}</TOTAL_SCORE>\n        <PERCENTAGE>{}</PERCENTAGE>\n      </PLAYER>\n",
            s.boards,
            s.rank,
            crate::text::fixed(s.mp, 2),
            crate::text::fixed(s.pct, 2)
        );
    }
    for s in standings.iter().filter(|_| !individual) {
        let _ = write!(x, "      <PAIR>\n        <PAIR_NUMBER>{}</PAIR_NUMBER>\n", written.number(s.pair));
        match s.direction {
            Direction::NS => x.push_str("        <DIRECTION>NS</DIRECTION>\n"),
            Direction::EW => x.push_str("        <DIRECTION>EW</DIRECTION>\n"),
            Direction::Both => {}
        }
        let _ = writeln!(x, "        <BOARDS_PLAYED>{}</BOARDS_PLAYED>", s.boards);
        players(&mut x, &(info.players)(s.pair, s.direction));
        // IMPs have no top to be a share of.
        let pct = if print.score == SwissScore::Imps { String::new() } else { format!("        <PERCENTAGE>{}</PERCENTAGE>\n", crate::text::fixed(s.pct, 2)) };
        let _ = write!(x, "        <PLACE>{}</PLACE>\n        <TOTAL_SCORE>{}</TOTAL_SCORE>\n{pct}      </PAIR>\n", s.rank, crate::text::fixed(s.mp, 2),);
    }
    x.push_str("    </PARTICIPANTS>\n");
    for (board, got) in pbn.boards.iter().zip(&scored.boards) {
        let _ = writeln!(x, "    <BOARD>\n      <BOARD_NUMBER>{}</BOARD_NUMBER>", board.number);
        for (row, r) in board.results.iter().zip(&got.results) {
            let (Some(mp_ns), Some(mp_ew)) = (r.mp_ns, r.mp_ew) else { continue };
            match row.partners {
                Some((south, west)) => {
                    let _ = write!(x, "      <TRAVELLER_LINE>\n        <NORTH_PLAYER_NUMBER>{}</NORTH_PLAYER_NUMBER>\n        <EAST_PLAYER_NUMBER>{}</EAST_PLAYER_NUMBER>\n        <SOUTH_PLAYER_NUMBER>{south}</SOUTH_PLAYER_NUMBER>\n        <WEST_PLAYER_NUMBER>{west}</WEST_PLAYER_NUMBER>\n", row.ns, row.ew);
                }
                None => {
                    let _ = write!(
                        x,
                        "      <TRAVELLER_LINE>\n        <NS_PAIR_NUMBER>{}</NS_PAIR_NUMBER>\n        <EW_PAIR_NUMBER>{}</EW_PAIR_NUMBER>\n",
                        written.number(row.ns),
                        written.number(row.ew)
                    );
                }
            }
            line_detail(&mut x, row, "        ");
            // Boards in IMPs: no match points on the lines.
            if !in_imps {
                let _ = write!(
                    x,
                    "        <NS_MATCH_POINTS>{}</NS_MATCH_POINTS>\n        <EW_MATCH_POINTS>{}</EW_MATCH_POINTS>\n",
                    crate::text::fixed(mp_ns, 2),
                    crate::text::fixed(mp_ew, 2)
                );
            }
            x.push_str("      </TRAVELLER_LINE>\n");
        }
        x.push_str("    </BOARD>\n");
    }
    x.push_str("  </EVENT>\n</USEBIO>\n");
    x
}

fn players(x: &mut String, players: &[Member]) {
    for p in players.iter().filter(|p| !p.name.is_empty()) {
        let _ = write!(x, "        <PLAYER>\n          <PLAYER_NAME>{}</PLAYER_NAME>\n", text(&p.name));
        if let Some(number) = &p.member_number {
            let _ = writeln!(x, "          <NATIONAL_ID_NUMBER>{}</NATIONAL_ID_NUMBER>", text(number));
        }
        x.push_str("        </PLAYER>\n");
    }
}

/// A named player as the file lists him, with his federation number.
fn member(player: &super::xml::Element) -> Option<Member> {
    let name = player.text_of("PLAYER_NAME");
    (!name.is_empty()).then(|| Member { member_number: crate::event::member_number(player.text_of("NATIONAL_ID_NUMBER")), ..Member::named(name) })
}

/// A teams event: `swiss` names it SWISS_TEAMS, else TEAMS; the match score
/// is in VPs unless the event is scored on total IMPs. `info.players` gives a
/// team's players, `team_name` its name.
pub fn write_teams(info: &EventInfo, team_name: &dyn Fn(u32) -> String, report: &crate::bridge::session::TeamsReport, swiss: bool) -> String {
    use crate::bridge::session::TeamsScoring;
    let crate::bridge::session::TeamsReport { travellers, matches, standings, scoring, .. } = report;
    let (total_imps, pab) = (*scoring == TeamsScoring::TotalImps, *scoring == TeamsScoring::PointABoard);
    let mut x = open(info, if swiss { "SWISS_TEAMS" } else { "TEAMS" });
    // As for pairs: the most boards any team plays.
    let boards_of = |team: u32| matches.iter().filter(|m| m.home == team || m.away == team).map(|m| m.boards.len()).sum::<usize>();
    let boards_played = matches.iter().flat_map(|m| [m.home, m.away]).map(boards_of).max().unwrap_or(0);
    let _ = write!(
        x,
        "    <WINNER_TYPE>1</WINNER_TYPE>\n    <BOARD_SCORING_METHOD>{}</BOARD_SCORING_METHOD>\n    <MATCH_SCORING_METHOD>{}</MATCH_SCORING_METHOD>\n    <BOARDS_PLAYED>{boards_played}</BOARDS_PLAYED>\n    <PARTICIPANTS>\n",
        if pab { "PAB" } else { "IMPS" },
        if pab { "PAB" } else if total_imps { "IMPS" } else { "VPS" }
    );
    // Point-a-board's points are whole, as EBUScoreTeams writes them.
    let vp = |h: u32| if pab { (h / 100).to_string() } else { crate::text::hundredths(h) };
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
        for (&(board, imps), points) in m.scored.iter().zip(&m.points) {
            let won = match pab {
                true => format!("        <TEAM_POINTS>{points}</TEAM_POINTS>\n        <OPPOSING_TEAM_POINTS>{}</OPPOSING_TEAM_POINTS>\n", 2 - points),
                false => format!("        <IMPS>{imps}</IMPS>\n"),
            };
            let _ = write!(x, "      <BOARD>\n        <BOARD_NUMBER>{board}</BOARD_NUMBER>\n{won}");
            for row in crate::bridge::session::match_legs(travellers, m, board).into_iter().flatten() {
                let _ = write!(
                    x,
                    "        <TRAVELLER_LINE>\n          <NS_PAIR_NUMBER>{}</NS_PAIR_NUMBER>\n          <EW_PAIR_NUMBER>{}</EW_PAIR_NUMBER>\n",
                    row.ns, row.ew
                );
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

/// A player's or team's number: a whole number from 1.
fn positive(text: &str) -> Option<u32> {
    text.trim().parse::<u32>().ok().filter(|n| *n >= 1)
}

/// A pair number as USEBIO writes it: `7`, or with its direction `7NS`,
/// `7EW` (Compscore, whose EW pairs reuse the numbers 1..n).
fn pair_number(text: &str) -> Option<(u32, Option<&'static str>)> {
    let t = text.trim().to_ascii_uppercase();
    let (digits, direction) = match t.strip_suffix("NS").or(t.strip_suffix('N')) {
        Some(d) => (d.to_string(), Some("NS")),
        None => match t.strip_suffix("EW").or(t.strip_suffix('E')) {
            Some(d) => (d.to_string(), Some("EW")),
            None => (t.clone(), None),
        },
    };
    digits.trim().parse().ok().filter(|n| *n >= 1).map(|n| (n, direction))
}

/// Reads a USEBIO 1.2 event (one session, one section, as club programs
/// export a night) into travellers, with the file's own numbers and
/// directions, printed totals, places and players: a pairs event, an
/// individual (each line's four players), or a teams event (each MATCH with
/// its round, its boards' lines naming the teams that sat NS and EW, and its
/// printed IMPs and VPs).
pub fn read_session(bytes: &[u8]) -> Result<Travellers, super::xml::XmlError> {
    use super::line::{read, Cells};
    use super::xml::XmlError;
    use crate::bridge::board::{dealer, vulnerability};
    use crate::bridge::traveller::{PrintedMatch, PrintedTotal, Traveller, TravellerLine};
    let text = super::pbn::decode_text(bytes);
    let root = super::xml::parse(&text)?;
    let at = |line: usize, message: String| XmlError { line, message };
    if !root.name.eq_ignore_ascii_case("USEBIO") {
        return Err(at(root.line, format!("the document is <{}>, not <USEBIO>: this is not a USEBIO file", root.name)));
    }
    let event = root.child("EVENT").ok_or_else(|| at(root.line, "the file has no <EVENT>".into()))?;
    let kind = event.attribute("EVENT_TYPE").unwrap_or("").to_ascii_uppercase();
    let individual = kind.contains("INDIVIDUAL");
    // USEBIO 1.2 puts a session's participants and matches in its <SESSION>
    // (TeamsScorer, EBUScoreTeams), and a list of participants in each <SECTION>
    // (EBUScore's sections ranked overall): every list is read.
    let mut participants = Vec::new();
    event.descendants("PARTICIPANTS", &mut participants);
    // A teams event: its matches, each with its boards, whose lines name the teams that sat NS and EW.
    let teams = kind.contains("TEAMS") || participants.iter().any(|p| p.child("TEAM").is_some());
    // A pairs event scored in IMPs: Compscore's CROSS_IMP averages each board's
    // cross-IMPs, BUTLER IMPs each score against the datum; any other method is
    // refused rather than ranked on match points it was not played for.
    let method = event.text_of("BOARD_SCORING_METHOD").trim().to_ascii_uppercase();
    let mut session = Travellers { teams, ..Travellers::default() };
    if !teams && !method.is_empty() && !method.starts_with("MATCH") && method != "MP" {
        use crate::bridge::impairs::ImpMethod;
        let read = match method.as_str() {
            "CROSS_IMP" | "CROSS_IMPS" | "CROSS-IMPS" => ImpMethod::CrossImps,
            // Clubscore's own word for Ruter's totalled cross-IMPs.
            "CROSS_IMPS_TOTAL" => ImpMethod::CrossImpsTotal,
            "BUTLER" | "BUTLER_IMP" | "BUTLER_IMPS" => ImpMethod::Butler(None),
            // A Butler with its trim, as PBN's Scoring tag writes it (BUTLER-2).
            m if m.starts_with("BUTLER") => match super::pbn::imp_method(m) {
                Some(read) => read,
                None => return Err(at(event.line, super::refused::unknown_imp_method(&format!("its BOARD_SCORING_METHOD is {method}")))),
            },
            _ => return Err(at(event.line, super::refused::unknown_imp_method(&format!("its BOARD_SCORING_METHOD is {method}")))),
        };
        session.imps = Some((method.clone(), read));
    }
    session.event = [event.text_of("EVENT_DESCRIPTION"), event.text_of("TITLE")].into_iter().find(|t| !t.is_empty()).map(str::to_string);
    // USEBIO writes 21/07/2022.
    let date = event.text_of("DATE");
    let iso = match (date.get(6..10), date.get(3..5), date.get(..2)) {
        (Some(y), Some(m), Some(d)) if date.len() == 10 => format!("{y}-{m}-{d}"),
        _ => date.to_string(),
    };
    session.date = Some(iso).filter(|d| crate::event::check_date(d).is_ok());
    let mut suffixed = false;
    // An individual lists its players, each with a number of his own.
    for player in participants.iter().flat_map(|p| p.children("PLAYER")) {
        let written = player.text_of("PLAYER_NUMBER");
        let number = positive(written).ok_or_else(|| at(player.line, format!("\"{written}\" is not a player number")))?;
        let figure = |name: &str| player.text_of(name).parse::<f64>().ok();
        session.totals.push(PrintedTotal {
            pair: number,
            direction: None,
            mp: figure("TOTAL_SCORE"),
            pct: figure("PERCENTAGE"),
            rank: Some(player.text_of("PLACE").to_string()).filter(|p| !p.is_empty()),
            players: member(player).into_iter().collect(),
            ..Default::default()
        });
    }
    // A teams event's match scores: VPs, or point-a-board's points (EBUScoreTeams' PAB), both read as its scores.
    let match_scoring = event.text_of("MATCH_SCORING_METHOD").trim().to_ascii_uppercase();
    if teams && match_scoring == "PAB" {
        session.match_scoring = Some(crate::bridge::setup::TeamsScoring::PointABoard);
    }
    let in_vps = match_scoring == "VPS" || session.match_scoring.is_some();
    for team in participants.iter().flat_map(|p| p.children("TEAM")) {
        // Its number and name as elements, or as attributes (TEAM_ID, TEAM_NAME); its players in its pairs or not.
        let either =
            |name: &'static str, attribute: &'static str| Some(team.text_of(name)).filter(|t| !t.is_empty()).or(team.attribute(attribute)).unwrap_or("");
        let written = either("TEAM_NUMBER", "TEAM_ID");
        let number = positive(written).ok_or_else(|| at(team.line, format!("\"{written}\" is not a team number")))?;
        let mut players = Vec::new();
        team.descendants("PLAYER", &mut players);
        session.totals.push(PrintedTotal {
            pair: number,
            rank: Some(team.text_of("PLACE").to_string()).filter(|p| !p.is_empty()),
            players: players.into_iter().filter_map(member).collect(),
            name: Some(either("TEAM_NAME", "TEAM_NAME").trim().to_string()).filter(|n| !n.is_empty()),
            vp: team.text_of("TOTAL_SCORE").parse::<f64>().ok().filter(|_| in_vps),
            ..Default::default()
        });
    }
    for pair in participants.iter().flat_map(|p| p.children("PAIR")) {
        let written = pair.text_of("PAIR_NUMBER");
        let (number, suffix) = pair_number(written).ok_or_else(|| at(pair.line, format!("\"{written}\" is not a pair number")))?;
        suffixed |= suffix.is_some();
        let direction = match pair.text_of("DIRECTION").to_ascii_uppercase().as_str() {
            "NS" | "N" => Some("NS"),
            "EW" | "E" => Some("EW"),
            _ => suffix,
        };
        let figure = |name: &str| pair.text_of(name).parse::<f64>().ok();
        // A session in IMPs totals IMPs; else match points.
        let in_imps = session.imps.is_some();
        session.totals.push(PrintedTotal {
            pair: number,
            direction: direction.map(str::to_string),
            mp: figure("TOTAL_SCORE").filter(|_| !in_imps),
            imps: figure("TOTAL_SCORE").filter(|_| in_imps && !in_vps),
            pct: figure("PERCENTAGE"),
            rank: Some(pair.text_of("PLACE").to_string()).filter(|p| !p.is_empty()),
            players: pair.children("PLAYER").filter_map(member).collect(),
            ..Default::default()
        });
    }
    // Each board with the round it was played in (a teams match's).
    let mut boards: Vec<(Option<u32>, &super::xml::Element)> = Vec::new();
    if teams {
        let mut matches = Vec::new();
        event.descendants("MATCH", &mut matches);
        for m in matches {
            let number = |name: &str| {
                let w = m.text_of(name);
                w.trim().parse::<u32>().map_err(|_| at(m.line, format!("the match's {name} \"{w}\" is not a number")))
            };
            let round = Some(number("ROUND_NUMBER")?);
            let (home, away) = (number("TEAM")?, number("OPPOSING_TEAM")?);
            let figure = |name: &str| m.text_of(name).parse::<f64>().ok();
            let vps = match (figure("TEAM_SCORE"), figure("OPPOSING_TEAM_SCORE")) {
                (Some(h), Some(a)) if in_vps => Some((h, a)),
                _ => None,
            };
            // A board's IMPS are the home team's net: each team's won, as a PBN file prints them.
            let won = |b: &super::xml::Element| {
                let net = b.text_of("IMPS").trim().parse::<f64>().ok()?;
                let n = crate::bridge::board::read_number(b.text_of("BOARD_NUMBER"))?;
                Some((n, net.max(0.0), (-net).max(0.0)))
            };
            session.matches.push(PrintedMatch {
                round,
                home,
                away,
                boards: m.children("BOARD").filter_map(won).collect(),
                vps,
                total: None,
                line_ups: Default::default(),
            });
            boards.extend(m.children("BOARD").map(|b| (round, b)));
        }
    } else {
        let mut all = Vec::new();
        event.descendants("BOARD", &mut all);
        boards.extend(all.into_iter().map(|b| (None, b)));
    }
    for (round, board) in boards {
        let written = board.text_of("BOARD_NUMBER");
        let number = crate::bridge::board::read_number(written)
            .ok_or_else(|| at(board.line, format!("\"{written}\" is not a board number (1 to {})", crate::bridge::board::MOST_BOARDS)))?;
        let vul = vulnerability(number);
        let mut results = Vec::new();
        for line in board.children("TRAVELLER_LINE") {
            let pair = |name: &str| {
                let w = line.text_of(name);
                let what = if teams { "team" } else { "pair" };
                // A teams line may name the team's pair and seats, "1-3-4": the team is the first.
                let team = w.split('-').next().filter(|_| teams).unwrap_or(w);
                pair_number(team).ok_or_else(|| at(line.line, format!("board {number}: {name} \"{w}\" is not a {what} number")))
            };
            let player = |seat: &str| {
                // USEBIO 1.1 names a seat by its letter (N_PLAYER_NUMBER), 1.2 in full.
                let (long, short) = (format!("{seat}_PLAYER_NUMBER"), format!("{}_PLAYER_NUMBER", &seat[..1]));
                let name = if line.child(&long).is_none() && line.child(&short).is_some() { short } else { long };
                let w = line.text_of(&name);
                positive(w).ok_or_else(|| at(line.line, format!("board {number}: {name} \"{w}\" is not a player number")))
            };
            // An individual's line names its four players; North and East stand for the sides.
            let (ns, ew, partners) = if individual {
                (player("NORTH")?, player("EAST")?, Some((player("SOUTH")?, player("WEST")?)))
            } else {
                let ((ns, ns_dir), (ew, ew_dir)) = (pair("NS_PAIR_NUMBER")?, pair("EW_PAIR_NUMBER")?);
                suffixed |= ns_dir.is_some() || ew_dir.is_some();
                (ns, ew, None)
            };
            let mp = |name: &str| line.text_of(name).parse::<f64>().ok();
            let cells = Cells {
                contract: line.text_of("CONTRACT"),
                declarer: line.text_of("PLAYED_BY"),
                tricks: line.text_of("TRICKS"),
                score_ns: line.text_of("SCORE"),
                score_ew: "",
                mp: (mp("NS_MATCH_POINTS"), mp("EW_MATCH_POINTS")),
            };
            let (side_ns, side_ew) = match (individual, teams) {
                (true, _) => ("North", "East"),
                (_, true) => ("NS team", "EW team"),
                _ => ("NS", "EW"),
            };
            let read = read(&cells, vul).map_err(|e| at(line.line, format!("board {number}, {side_ns} {ns} v {side_ew} {ew}: {}", e.message)))?;
            if let Some(note) = read.note {
                session.notes.push(format!("board {number}, {side_ns} {ns} v {side_ew} {ew}: {note}"));
            }
            results.push(TravellerLine {
                table: None,
                round,
                ns,
                ew,
                contract: read.contract,
                declarer: read.declarer,
                tricks: read.tricks,
                outcome: read.outcome,
                printed_mp_ns: cells.mp.0,
                printed_mp_ew: cells.mp.1,
                group: 0,
                partners,
            });
        }
        match session.boards.iter_mut().find(|b: &&mut Traveller| b.number == number) {
            Some(b) => b.results.extend(results),
            None => session.boards.push(Traveller { number, dealer: dealer(number), vulnerability: vul, results }),
        }
    }
    if session.boards.is_empty() {
        let what = if teams {
            "the teams event has no <MATCH> with its boards: its totals alone cannot be scored"
        } else {
            "the event has no <BOARD> with traveller lines"
        };
        return Err(at(event.line, what.into()));
    }
    crate::sorting::sort_by_key(&mut session.boards, |b| b.number);
    // Numbers written with their direction (`1NS`, `1EW`) are two pairs.
    session.directions = if suffixed { Some(crate::bridge::traveller::Directions::Separate) } else { session.directions_from_totals() };
    Ok(session)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::pairs::{score_session, Options};
    use crate::formats::pbn;

    #[test]
    fn a_pairs_session_in_usebio() {
        let pbn = pbn::read_session(
            b"[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n1 11 3NT N 9 -\n2 12 4S N 10 -\n3 13 - - - \"A+\"\n",
        )
        .unwrap_or_default();
        let boards: Vec<_> = pbn.boards.iter().map(|b| b.to_board()).collect();
        let scored = score_session(&boards, Options::default());
        // Ann's federation number goes out and comes back; Bob has none.
        let ann = Member { member_number: Some("975206".into()), ..Member::named("Ann <Smith>") };
        let two = vec![ann, Member::named("Bob & Co")];
        let players = |pair: u32, _: Direction| if pair == 2 { two.clone() } else { vec![] };
        let info = EventInfo { club_name: "Mount Club", club_id: "123", description: "Tuesday Pairs", date: "2026-11-24", players: &players };
        let xml = write_pairs(&info, &pbn, &scored, Default::default());
        assert!(xml.starts_with(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE USEBIO SYSTEM \"http://www.usebio.org/files/usebio_v1_2.dtd\">\n<USEBIO Version=\"1.2\">"
        ));
        assert!(xml.contains("<DATE>24/11/2026</DATE>\n    <WINNER_TYPE>2</WINNER_TYPE>"));
        assert!(xml.contains("<PLAYER_NAME>Ann &lt;Smith&gt;</PLAYER_NAME>\n          <NATIONAL_ID_NUMBER>975206</NATIONAL_ID_NUMBER>\n        </PLAYER>"));
        assert!(xml.contains("<PLAYER_NAME>Bob &amp; Co</PLAYER_NAME>\n        </PLAYER>"));
        // 4S= (+420) beats 3NT= (+400): Neuberg to three tables, top 4.
        assert!(xml.contains("<NS_PAIR_NUMBER>2</NS_PAIR_NUMBER>\n        <EW_PAIR_NUMBER>12</EW_PAIR_NUMBER>\n        <CONTRACT>4S</CONTRACT>\n        <PLAYED_BY>N</PLAYED_BY>\n        <TRICKS>10</TRICKS>\n        <SCORE>420</SCORE>\n        <NS_MATCH_POINTS>3.50</NS_MATCH_POINTS>\n        <EW_MATCH_POINTS>0.50</EW_MATCH_POINTS>"), "{xml}");
        assert!(xml.contains("<SCORE>A6040</SCORE>"));
        assert!(xml.contains("<PAIR>\n        <PAIR_NUMBER>2</PAIR_NUMBER>\n        <DIRECTION>NS</DIRECTION>\n        <BOARDS_PLAYED>1</BOARDS_PLAYED>"));
        assert!(xml.trim_end().ends_with("</EVENT>\n</USEBIO>"));
        // Elements open and close in balance.
        assert_eq!(xml.matches("<TRAVELLER_LINE>").count(), xml.matches("</TRAVELLER_LINE>").count());
        assert_eq!(xml.matches("<PAIR>").count(), 6);
        // Read back: the same lines, the same players.
        let back = read_session(xml.as_bytes()).unwrap_or_default();
        let outcomes = |t: &Travellers| t.boards.iter().flat_map(|b| b.results.iter().map(|r| (r.ns, r.ew, r.outcome.clone()))).collect::<Vec<_>>();
        assert_eq!(outcomes(&back), outcomes(&pbn));
        assert_eq!(back.totals.iter().find(|t| t.pair == 2).map(|t| t.players.clone()), Some(two));
        assert_eq!(back.event.as_deref(), Some("Tuesday Pairs"));
    }

    fn refusal(xml: &str) -> String {
        read_session(xml.as_bytes()).map(|_| "read".to_string()).unwrap_or_else(|e| e.to_string())
    }

    #[test]
    fn what_usebio_cannot_be_is_said_at_its_line() {
        assert_eq!(
            refusal("<USEBIO>\n<EVENT EVENT_TYPE=\"SWISS_TEAMS\"></EVENT></USEBIO>"),
            "line 2: the teams event has no <MATCH> with its boards: its totals alone cannot be scored"
        );
        assert_eq!(refusal("<PBN/>"), "line 1: the document is <PBN>, not <USEBIO>: this is not a USEBIO file");
        assert_eq!(refusal("<USEBIO><EVENT>\n</EVENT></USEBIO>"), "line 1: the event has no <BOARD> with traveller lines");
        let line = |inner: &str| {
            format!("<USEBIO><EVENT><BOARD><BOARD_NUMBER>3</BOARD_NUMBER>\n<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>{inner}</TRAVELLER_LINE></BOARD></EVENT></USEBIO>")
        };
        assert_eq!(
            refusal(&line("<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>620</SCORE>")),
            "line 2: board 3, NS 1 v EW 2: the file's score 620 is not what 4S by N taking 10 tricks scores (420)"
        );
        assert_eq!(refusal(&line("<SCORE>A6040</SCORE>")), "read");
        assert_eq!(
            refusal(&line("<SCORE>ninety</SCORE>")),
            "line 2: board 3, NS 1 v EW 2: \"ninety\" is neither a score (a multiple of 10) nor an adjusted score (A+, A, A-, 60%, A6040, 61.8/38.2)"
        );
    }
}
