//! A teams match written a game a table (RealBridge): each game is one
//! table's result on one board, with the board's `Contract`, `Declarer`,
//! `Result` and `Score`, the teams named by `HomeTeam` and `VisitTeam`, the
//! players by their seats ("Name#number"), and `ScoreIMP`, the IMPs the
//! table's NS team won on the board. No ScoreTable, no team numbers: the
//! teams are numbered as the file first names them.

use super::{Game, PbnError, Read};
use crate::bridge::board::Vulnerability;
use crate::bridge::matchpoints::Outcome;
use crate::bridge::traveller::{PrintedMatch, TravellerLine};
use crate::event::Member;

/// The teams a file names, in the order it first names them (team `i + 1`),
/// each with the players seen sitting for it.
pub(super) type Named = Vec<(String, Vec<Member>)>;

/// One game's table result. The home team sits NS, or EW where the game's
/// `Room` says Closed (PBN's open and closed rooms); RealBridge names no room
/// and writes the table's NS team as its home team. A game with neither a
/// score nor an auction records a table that did not play (RealBridge writes
/// such a board "Pass" at both tables of a match that was not played).
pub(super) fn read(game: &Game, board: u32, vulnerability: Vulnerability, got: &mut Read, teams: &mut Named) -> Result<TravellerLine, PbnError> {
    let tag = |name: &str| game.tag(name).map_or("", |t| t.value.trim());
    let line = game.tag("Board").map_or(1, |t| t.line);
    let table: Option<u32> = tag("Table").parse().ok();
    let at_table = table.map(|t| format!(", table {t}")).unwrap_or_default();
    let closed = tag("Room").eq_ignore_ascii_case("closed");
    let (home, visit) = (tag("HomeTeam"), tag("VisitTeam"));
    let (ns_name, ew_name) = if closed { (visit, home) } else { (home, visit) };
    let mut team = |name: &str, seats: [&str; 2]| -> Result<u32, PbnError> {
        if name.is_empty() {
            return Err(PbnError::at(line, 1, format!("board {board}{at_table}: the game names no team (HomeTeam and VisitTeam)")));
        }
        let at = match teams.iter().position(|t| t.0 == name) {
            Some(i) => i,
            None => {
                teams.push((name.to_string(), Vec::new()));
                teams.len() - 1
            }
        };
        // Its players as seated, once each: "Name#number" gives the player's number.
        for seat in seats {
            let (who, number) = tag(seat).split_once('#').unwrap_or((tag(seat), ""));
            let who = who.trim();
            if !who.is_empty() && !teams[at].1.iter().any(|m| m.name == who) {
                teams[at].1.push(Member { member_number: crate::event::member_number(number), ..Member::named(who) });
            }
        }
        Ok(at as u32 + 1)
    };
    let (ns, ew) = (team(ns_name, ["North", "South"])?, team(ew_name, ["East", "West"])?);
    // "NS 120", "EW 620": the score, to check against the contract's.
    let score = tag("Score").split_once(' ').unwrap_or(("", ""));
    let (score_ns, score_ew) = match score.0 {
        "NS" => (score.1, ""),
        "EW" => ("", score.1),
        _ => ("", ""),
    };
    let played = !tag("Score").is_empty() || game.tag("Auction").is_some();
    let cells = super::super::line::Cells { contract: tag("Contract"), declarer: tag("Declarer"), tricks: tag("Result"), score_ns, score_ew, mp: (None, None) };
    let read = match played {
        true => super::super::line::read(&cells, vulnerability)
            .map_err(|e| PbnError::at(game.tag("Contract").map_or(line, |t| t.line), 1, format!("board {board}{at_table}: {}", e.message)))?,
        false => super::super::line::Line { contract: None, declarer: None, tricks: None, outcome: Outcome::NotPlayed, note: None },
    };
    // The match's IMPs on the board, the lower-numbered team's first, as the table prints them.
    let (low, high) = (ns.min(ew), ns.max(ew));
    let at = match got.matches.iter().position(|m| (m.home, m.away) == (low, high)) {
        Some(i) => i,
        None => {
            got.matches.push(PrintedMatch { home: low, away: high, ..Default::default() });
            got.matches.len() - 1
        }
    };
    let imp = tag("ScoreIMP");
    let (side, rest) = imp.split_once(' ').unwrap_or(("", ""));
    let figure = rest.split_whitespace().next().and_then(|n| n.parse::<f64>().ok());
    let to_ns = match side {
        "NS" => figure,
        "EW" => figure.map(|x| -x),
        _ => None,
    };
    if let Some(net) = to_ns.filter(|_| played).map(|x| if ns == low { x } else { -x }) {
        let won = (board, net.max(0.0), (-net).max(0.0));
        let m = &mut got.matches[at];
        match m.boards.iter().find(|b| b.0 == board) {
            Some(b) if *b != won => got.notes.push(format!(
                "board {board}, teams {low} v {high}: the two tables print different IMPs ({}–{} and {}–{}); the first is compared",
                // Figures through the project's own formatting: Rust's float formatting costs a page 11 KB.
                crate::text::plain(b.1),
                crate::text::plain(b.2),
                crate::text::plain(won.1),
                crate::text::plain(won.2)
            )),
            Some(_) => {}
            None => m.boards.push(won),
        }
    }
    Ok(TravellerLine {
        table,
        round: None,
        ns,
        ew,
        contract: read.contract,
        declarer: read.declarer,
        tricks: read.tricks,
        outcome: read.outcome,
        printed_mp_ns: None,
        printed_mp_ew: None,
        group: 0,
        partners: None,
    })
}

/// What a file of games a table leaves unscored, said match by match: a
/// match none of whose tables played (every game with neither score nor
/// auction), and each board only one table of a match gives.
pub(super) fn said(boards: &[crate::bridge::traveller::Traveller], teams: &Named, notes: &mut Vec<String>) {
    // Each match (lower team first): its games, those played, and its boards with one table's result.
    let mut matches: Vec<((u32, u32), usize, usize, Vec<u32>)> = Vec::new();
    for b in boards {
        for r in &b.results {
            let key = (r.ns.min(r.ew), r.ns.max(r.ew));
            let at = match matches.iter().position(|m| m.0 == key) {
                Some(i) => i,
                None => {
                    matches.push((key, 0, 0, Vec::new()));
                    matches.len() - 1
                }
            };
            let m = &mut matches[at];
            m.1 += 1;
            m.2 += usize::from(r.outcome != Outcome::NotPlayed);
            if b.results.iter().filter(|x| (x.ns.min(x.ew), x.ns.max(x.ew)) == key).count() == 1 {
                m.3.push(b.number);
            }
        }
    }
    // Team 0 (a ScoreTable's row in the same file may give one) names nobody.
    let name = |t: u32| (t as usize).checked_sub(1).and_then(|i| teams.get(i)).map_or("", |x| x.0.as_str());
    for ((low, high), games, played, single) in matches {
        let who = format!("{} v {} (teams {low} and {high})", name(low), name(high));
        if played == 0 {
            notes.push(format!("{who}: its {games} games give no score and no auction: the match is taken as not played"));
        } else if !single.is_empty() {
            let list: Vec<String> = single.iter().map(u32::to_string).collect();
            notes.push(format!("{who}: board(s) {} have one table's result only, and are not scored", list.join(", ")));
        }
    }
}
