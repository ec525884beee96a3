//! An individual event's scoring. Its results are entered as a pairs
//! session's, North's and East's numbers standing for the two sides, so
//! the boards are match-pointed as one field (`pairs::score_session`); each
//! player then takes his side's match points on every board he played,
//! and ranks by his percentage of the tops.

use super::pairs::{Direction, Session, Standing};
use super::ranking::competition_ranks;
use super::traveller::Travellers;
use std::collections::BTreeMap;

/// Every player's match points, tops and percentage, best first (ties share
/// a place, then by number), as a pairs ranking whose `pair` is the player:
/// each player who played a board, from an event or from another program's file.
pub fn standings(travellers: &Travellers, scored: &Session) -> Vec<Standing> {
    // (match points, tops, boards) by player; a map, as a file's numbers may be any.
    let mut played: BTreeMap<u32, (f64, f64, usize)> = BTreeMap::new();
    // The scored boards are the travellers' boards, line for line: the line names South and West.
    for (t, b) in travellers.boards.iter().zip(&scored.boards) {
        for (line, r) in t.results.iter().zip(&b.results) {
            let (Some(ns), Some(ew), Some((south, west))) = (r.mp_ns, r.mp_ew, line.partners) else { continue };
            for (player, got) in [(r.ns, ns), (south, ns), (r.ew, ew), (west, ew)] {
                let (mp, top, boards) = played.entry(player).or_default();
                (*mp, *top, *boards) = (*mp + got, *top + b.top, *boards + 1);
            }
        }
    }
    let mut rows: Vec<Standing> = played
        .into_iter()
        .map(|(player, (mp, top, boards))| {
            let pct = if top > 0.0 { 100.0 * mp / top } else { 0.0 };
            Standing { pair: player, direction: Direction::Both, boards, mp, max: top, pct, rank: String::new(), factored: false }
        })
        .collect();
    let pcts: Vec<f64> = rows.iter().map(|s| s.pct).collect();
    for (row, rank) in rows.iter_mut().zip(competition_ranks(&pcts)) {
        row.rank = rank;
    }
    crate::sorting::sort_by(&mut rows, |a, b| b.pct.total_cmp(&a.pct).then(a.pair.cmp(&b.pair)));
    rows
}

#[cfg(test)]
mod tests {
    use crate::bridge::board::Seat;
    use crate::bridge::movement::Kind;
    use crate::bridge::session::{result_entry, score, set_up, BridgeSetup, MovementSpec, ResultEntry, ScoringSpec};
    use crate::bridge::Event;
    use crate::event::{Format, Role};

    /// Eight players, one board a round: 7 rounds at 2 tables. Player 8
    /// sits North at table 1 throughout. Table 1 makes 4S every round; table
    /// 2 makes it on board 1 (a tie: 1 match point each) and goes one down
    /// on the rest (table 1's NS and table 2's EW take the top of 2). In
    /// round r (from 0) the player numbered e+1 sits where the initial round
    /// has e-r: its winning places on boards 2-7 are South at table 1 (4),
    /// East and West at table 2 (3, 6), each met once in rounds 0-6, less
    /// board 1. So players 4, 5, 7 win 2 of boards 2-7 (1 + 4 = 5 of 14,
    /// 35.71 %), players 1, 2, 3, 6 win 3 (7 of 14, 50 %), player 8 wins all
    /// six (13 of 14, 92.86 %).
    #[test]
    fn eight_players_by_hand() {
        let mut e = Event::new("i".into(), "Christmas", Format::BridgeIndividual, "2026-12-18", 0).unwrap_or_else(|x| unreachable!("{x}"));
        let spec = MovementSpec::plain(Kind::Individual, 8, 1);
        let m = set_up(&mut e, BridgeSetup { movement: spec, scoring: ScoringSpec::default(), teams: None }).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!((m.rounds.len(), m.tables, e.participants.len(), e.participants[7].name.as_str()), (7, 2, 8, "Player 8"));
        for r in e.schedule.rounds.clone() {
            for s in &r.sittings {
                let tricks = if s.table == 1 || r.number == 1 { 10 } else { 9 };
                let entry = ResultEntry::Played { contract: "4S".into(), declarer: Some(Seat::N), tricks, lead: None };
                let le = result_entry(&e, "desk", 1, Role::Scorer, s.boards[0], s.home, s.away.unwrap_or(0), entry, None);
                e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
            }
        }
        let table: Vec<(u32, String, f64, f64)> = score(&e).standings.iter().map(|s| (s.pair, s.rank.clone(), s.mp, s.max)).collect();
        let want = |p: u32, rank: &str, mp: f64| (p, rank.to_string(), mp, 14.0);
        assert_eq!(
            table,
            vec![
                want(8, "1", 13.0),
                want(1, "2=", 7.0),
                want(2, "2=", 7.0),
                want(3, "2=", 7.0),
                want(6, "2=", 7.0),
                want(4, "6=", 5.0),
                want(5, "6=", 5.0),
                want(7, "6=", 5.0)
            ]
        );
        assert!((score(&e).standings[0].pct - 100.0 * 13.0 / 14.0).abs() < 1e-12);
        // Board 1's line of North 8 and East 3 names South 5 and West 2.
        let t = crate::bridge::session::travellers(&e);
        let line = |north: u32, east: u32| {
            t.boards[0]
                .results
                .iter()
                .find(|r| (r.ns, r.ew) == (north, east))
                .map(|r| [r.ns, r.partners.map_or(0, |p| p.0), r.ew, r.partners.map_or(0, |p| p.1)])
        };
        assert_eq!(line(8, 3), Some([8, 5, 3, 2]));
        // The results page names the four players of each line, ranks players, and gives each his card.
        let page = crate::formats::html::results_page("Christmas", "2026-12-18", &t, &score(&e), &|p| format!("P{p}"), Default::default());
        assert!(page.contains("<tr><td>8 &amp; 5</td><td>3 &amp; 2</td><td>4S</td>"), "{page}");
        assert!(page.contains("<th>Place</th><th>Player</th>"));
        let card = page.split("<h3 id=\"p5\">Player 5 P5</h3>").nth(1).and_then(|c| c.split("</table>").next()).unwrap_or_default();
        assert_eq!(card.matches("<tr><td>").count(), 7, "player 5 played seven boards: {card}");
        // The seats to pin up: player 5 sits South at table 1 in round 1, as the first table reads (8, 3, 5, 2).
        let seats = crate::formats::html::seat_cards("Christmas", "2026-12-18", &e.schedule.rounds, &e.participants);
        let row5 = seats.split("<tr><td>5</td><td>Player 5</td>").nth(1).and_then(|r| r.split("</tr>").next()).unwrap_or_default();
        assert!(row5.starts_with("<td>T1 S</td>"), "{row5}");
        assert_eq!(row5.matches("<td>T").count(), 7, "a seat in each of the seven rounds: {row5}");
        assert!(seats.contains("<tr><td>8</td><td>Player 8</td><td>T1 N</td><td>T1 N</td>"));
        // A player absent for a round: his side (here South at table 1, board 1) takes Average-, the other Average+.
        let empty = {
            let mut x = e.clone();
            x.log.clear();
            x
        };
        let (absent, skipped) = crate::bridge::director::absent_pair(&empty, "desk", 2, 5, 1, 1, crate::bridge::director::Absence::AtFault);
        assert!(skipped.is_empty());
        let adjusted: Vec<(u32, u32, u32, &str)> = absent
            .iter()
            .filter_map(|l| match &l.action {
                crate::bridge::Action::Game(crate::bridge::command::Command::Result { board, ns, ew, entry: ResultEntry::Adjusted { ns_pct, .. } }) => {
                    Some((*board, *ns, *ew, if *ns_pct < 50.0 { "NS at fault" } else { "EW at fault" }))
                }
                _ => None,
            })
            .collect();
        assert_eq!(adjusted, vec![(1, 8, 3, "NS at fault")]);
        assert_eq!(absent[0].why.as_deref(), Some("player 5 absent in round 1"));
        // The travellers file names them too.
        let csv = crate::formats::csv::travellers(&t, &score(&e), Default::default());
        let head = "board,north,south,east,west,contract,declarer,tricks,score_ns,mp_ns,mp_ew,pct_ns\n1,8,5,3,2,4S,N,10,420,1.00,1.00,50.00\n1,1,6,4,7,4S,N,10,420,1.00,1.00,50.00\n2,8,6,4,3,4S,N,10,620,2.00,0.00,100.00\n";
        assert!(csv.starts_with(head), "{csv}");
        assert_eq!(line(8, 4), None);
    }
}
