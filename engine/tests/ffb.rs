//! The French federation's national final (../shared/bridge/ffb_magic_contest):
//! WBF match points, Neuberg to 22 tables, artificial 60/50/40 %. Every printed
//! match point, and every pair total summed the way the federation's program
//! sums (per-board values rounded to 0.1), must come out the same.

use clubscore_engine::bridge::matchpoints::{Different, MpScale};
use clubscore_engine::bridge::pairs::{score_session, Direction, Options};
use clubscore_engine::formats::pbn::read_session;
use std::collections::BTreeMap;
mod common;

fn shared(file: &str) -> Option<Vec<u8>> {
    common::shared(&format!("bridge/ffb_magic_contest/{file}")).and_then(|p| std::fs::read(p).ok())
}

fn tenths(x: f64) -> i64 {
    // Printed to 0.1, half up; the tiny bias keeps exact halves from falling the wrong way in binary.
    (x * 10.0 + 1e-7).round() as i64
}

fn check_session(file: &str, boards_expected: usize) {
    let Some(bytes) = shared(file) else { return };
    let pbn = read_session(&bytes).unwrap_or_else(|e| panic!("{file}: {e}"));
    assert_eq!(pbn.boards.len(), boards_expected);
    let boards: Vec<_> = pbn.boards.iter().map(|b| b.to_board()).collect();
    let session = score_session(&boards, Options { scale: MpScale::Wbf, different: Different::Neuberg, ..Options::default() });
    let mut lines = 0;
    let mut totals: BTreeMap<u32, i64> = BTreeMap::new();
    let mut played: BTreeMap<u32, usize> = BTreeMap::new();
    for (board, scored) in pbn.boards.iter().zip(&session.boards) {
        assert_eq!(scored.top, 42.0, "{file} board {}", board.number);
        for (row, got) in board.results.iter().zip(&scored.results) {
            let (Some(ns), Some(ew)) = (got.mp_ns, got.mp_ew) else { continue };
            let printed = (row.printed_mp_ns.map(|x| (x * 10.0).round() as i64), row.printed_mp_ew.map(|x| (x * 10.0).round() as i64));
            assert_eq!((Some(tenths(ns)), Some(tenths(ew))), printed, "{file} board {} NS {} EW {}: {ns} / {ew}", board.number, row.ns, row.ew);
            *totals.entry(row.ns).or_default() += tenths(ns);
            *totals.entry(row.ew).or_default() += tenths(ew);
            *played.entry(row.ns).or_default() += 1;
            *played.entry(row.ew).or_default() += 1;
            lines += 1;
        }
    }
    assert!(lines > 600, "{file}: only {lines} lines compared");
    assert_eq!(pbn.totals.len(), 44);
    for printed in &pbn.totals {
        let total = totals[&printed.pair];
        assert_eq!(Some(total), printed.mp.map(|x| (x * 10.0).round() as i64), "{file} pair {} total", printed.pair);
        let pct = total as f64 / 10.0 / (played[&printed.pair] as f64 * 42.0) * 100.0;
        assert_eq!(Some((pct * 100.0 + 1e-7).round() as i64), printed.pct.map(|x| (x * 100.0).round() as i64), "{file} pair {} %", printed.pair);
    }
    // Pairs changed direction (one winner): the engine ranks one field of 44,
    // in the printed order of places (ties broken by the program aside).
    assert_eq!(session.standings.len(), 44);
    assert!(session.standings.iter().all(|s| s.direction == Direction::Both));
    let printed_rank: BTreeMap<u32, u32> =
        pbn.totals.iter().map(|t| (t.pair, t.rank.as_deref().and_then(|r| r.trim_end_matches('=').parse().ok()).unwrap_or(0))).collect();
    for w in session.standings.windows(2) {
        let (a, b) = (&w[0], &w[1]);
        assert!(
            printed_rank[&a.pair] < printed_rank[&b.pair] || (a.pct - b.pct).abs() < 0.01,
            "{file}: pair {} ({}) before pair {} ({})",
            a.pair,
            a.pct,
            b.pair,
            b.pct
        );
    }
    assert_eq!(session.standings[0].rank, "1");
    assert!(session.check.adds_up(), "{:?}", session.check);
}

#[test]
fn ffb_final_session_1_every_match_point_and_total() {
    check_session("open2dn1nationalfinaledirecte21-22-sance1.pbn", 30);
}

#[test]
fn ffb_final_session_5_every_match_point_and_total() {
    check_session("test_set.pbn", 28);
}

/// Magic Contest's own double-dummy tables and par (each board's
/// OptimumResultTable, OptimumScore and OptimumContract), worked out again
/// from the deal alone.
#[test]
fn double_dummy_tables_and_par_from_the_deals_alone() {
    use clubscore_engine::bridge::board::Seat;
    use clubscore_engine::bridge::double_dummy::{Analyser, DENOMINATIONS};
    use clubscore_engine::formats::pbn::{decode_text, read_deals, read_games};
    let mut analyser = Analyser::default();
    let mut boards = 0;
    for file in ["open2dn1nationalfinaledirecte21-22-sance1.pbn", "test_set.pbn"] {
        let Some(bytes) = shared(file) else { return };
        let games = read_games(&decode_text(&bytes)).unwrap();
        let deals = read_deals(&bytes).unwrap();
        for b in &deals.boards {
            let game =
                games.iter().find(|g| g.tag("Board").is_some_and(|t| t.value == b.board.to_string()) && g.table("OptimumResultTable").is_some()).unwrap();
            let ours = analyser.analyse(&b.deal, b.dealer, b.vulnerability);
            let table = game.table("OptimumResultTable").unwrap();
            let (who, what, made) = (table.column("Declarer").unwrap(), table.column("Denomination").unwrap(), table.column("Result").unwrap());
            assert_eq!(table.rows.len(), 20, "{file} board {}", b.board);
            for row in &table.rows {
                let seat = row[who].text.chars().next().and_then(Seat::from_letter).unwrap();
                let d = DENOMINATIONS.iter().position(|x| *x == row[what].text).unwrap();
                assert_eq!(ours.tricks(seat, d).to_string(), row[made].text, "{file} board {}: {} in {}", b.board, row[who].text, row[what].text);
            }
            // "NS 420", "EW 100" (from East-West's side), and one contract: "4S N 10", "4CX S 9".
            let score = &game.tag("OptimumScore").unwrap().value;
            let ns = match score.split_once(' ').unwrap() {
                ("NS", v) => v.parse::<i32>().unwrap(),
                ("EW", v) => -v.parse::<i32>().unwrap(),
                _ => panic!("{score}"),
            };
            assert_eq!(ours.par.score, ns, "{file} board {}: par", b.board);
            // Magic Contest writes no trumps "N" (3N E 9); we write "3NT E".
            let contract = game.tag("OptimumContract").unwrap().value.rsplit_once(' ').unwrap().0.replacen("N ", "NT ", 1).replacen("NX", "NTX", 1);
            assert!(ours.par.contracts.contains(&contract), "{file} board {}: {contract} not in {:?}", b.board, ours.par.contracts);
            boards += 1;
        }
    }
    assert_eq!(boards, 58);
}

/// An imported results file keeps its deals: the session's boards have the
/// file's deals (a command in its log, as a hand record's would be).
#[test]
fn an_imported_session_keeps_its_deals() {
    use clubscore_engine::bridge::board::Seat;
    use clubscore_engine::bridge::import::{event_from, Source};
    use clubscore_engine::bridge::setup::ScoringSpec;
    let Some(bytes) = shared("open2dn1nationalfinaledirecte21-22-sance1.pbn") else { return };
    let read = read_session(&bytes).unwrap();
    assert_eq!(read.deals.len(), 30);
    let source = Source { id: "ffb1".into(), file: "ffb.pbn", date: "2026-12-02", now: 1, device: "desk" };
    let event = event_from(&read, read.field(None).field, ScoringSpec::default(), source).unwrap().event;
    let (seed, deals) = clubscore_engine::bridge::deals::of_event(&event).unwrap();
    assert_eq!(seed, None);
    assert_eq!(deals.len(), 30);
    assert_eq!(deals[0].1.to_pbn(Seat::N), "N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT8");
    // The same deals as the file's own reader of deals gives.
    let record = clubscore_engine::formats::pbn::read_deals(&bytes).unwrap();
    assert_eq!(deals, record.boards.iter().map(|b| (b.board, b.deal)).collect::<Vec<_>>());
    // A deal that is not whole is said, and the board's results read all the same.
    let text = clubscore_engine::formats::pbn::decode_text(&bytes).replacen("987.Q52.KJ63.QT8\"]", "987.Q52.KJ63.QT\"]", 1);
    let read = read_session(text.as_bytes()).unwrap();
    assert_eq!(read.deals.len(), 29);
    assert!(
        read.notes
            .iter()
            .any(|n| n.starts_with("board 1: its deal is not kept (line ") && n.ends_with(": West's hand has 12 cards, not 13); its results are read")),
        "{:?}",
        read.notes
    );
    assert_eq!(read.boards[0].results.len(), 22);
}
