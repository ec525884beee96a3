//! The real Compscore USEBIO export in ../shared/bridge/usebio_compscore: a
//! club Mitchell whose EW pairs reuse the numbers 1..n (`1NS`, `1EW`). Read
//! and scored by Clubscore, every pair's percentage and place equal the ones
//! Compscore printed in the file.

use clubscore_engine::bridge::matchpoints::{Different, MpScale};
use clubscore_engine::bridge::pairs::{score_session, Direction, Field, Options};
use clubscore_engine::bridge::traveller::Directions;
use clubscore_engine::formats::usebio::read_session;

mod common;

#[test]
fn compscore_mitchell_percentages_and_places() {
    let Some(dir) = common::shared("bridge/usebio_compscore") else { return };
    let bytes = std::fs::read(dir.join("mp_pairs_mitchell_03.xml")).unwrap_or_default();
    let s = read_session(&bytes).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.event.as_deref(), Some("EL Thu 10.00am Rookie (21-Jul-22)"));
    assert_eq!((s.boards.len(), s.boards.iter().map(|b| b.results.len()).sum::<usize>()), (21, 126));
    assert_eq!(s.directions, Some(Directions::Separate), "1NS and 1EW are two pairs");
    let read = s.field(None);
    assert_eq!((read.field, read.note), (Field::TwoWinners, None));
    let boards: Vec<_> = s.boards.iter().map(|b| b.to_board()).collect();
    let scored = score_session(&boards, Options { scale: MpScale::Wbf, different: Different::Neuberg, field: read.field, ..Options::default() });
    assert!(scored.check.adds_up(), "{:?}", scored.check);
    // Every printed line's match points.
    for (board, got) in s.boards.iter().zip(&scored.boards) {
        for (line, r) in board.results.iter().zip(&got.results) {
            assert_eq!((r.mp_ns, r.mp_ew), (line.printed_mp_ns, line.printed_mp_ew), "board {} NS {} v EW {}", board.number, line.ns, line.ew);
        }
    }
    assert_eq!(s.totals.len(), 13);
    assert_eq!(scored.standings.len(), 13);
    for printed in &s.totals {
        let direction = if printed.direction.as_deref() == Some("NS") { Direction::NS } else { Direction::EW };
        let ours = scored.standings.iter().find(|x| x.pair == printed.pair && x.direction == direction);
        let Some(ours) = ours else { panic!("pair {} {direction:?} not ranked", printed.pair) };
        let label = format!("pair {} {direction:?}", printed.pair);
        assert_eq!(Some(format!("{:.2}", ours.mp)), printed.mp.map(|m| format!("{m:.2}")), "{label}");
        assert_eq!(Some(format!("{:.2}", ours.pct)), printed.pct.map(|p| format!("{p:.2}")), "{label}");
        assert_eq!(Some(ours.rank.trim_end_matches('=')), printed.rank.as_deref(), "{label}");
        assert_eq!(printed.players.len(), 2, "{label}");
    }
}

/// Imported as an event: dated the day it was played, each pair numbered as
/// Compscore numbered it (EW 1 is EW 1, never the event's own number) on
/// every file Clubscore writes of it.
#[test]
fn compscore_mitchell_imported_keeps_its_date_and_its_numbers() {
    use clubscore_engine::bridge::import::{event_from, Imported, Source};
    use clubscore_engine::bridge::numbering::Numbering;
    use clubscore_engine::bridge::session;
    use clubscore_engine::formats::{csv, print::Print, usebio};
    let Some(dir) = common::shared("bridge/usebio_compscore") else { return };
    let bytes = std::fs::read(dir.join("mp_pairs_mitchell_03.xml")).unwrap_or_default();
    let s = read_session(&bytes).unwrap_or_else(|e| panic!("{e}"));
    let source = Source { id: "c".into(), file: "mp_pairs_mitchell_03.xml", date: "2026-12-01", now: 0, device: "d" };
    let Ok(Imported { event, .. }) = event_from(&s, s.field(None).field, Default::default(), source) else { panic!("imported") };
    assert_eq!(event.date, "2022-07-21", "the file's <DATE>21/07/2022</DATE>");
    let wbf = clubscore_engine::bridge::setup::ScoringSpec::default();
    assert_eq!(clubscore_engine::bridge::import::differences(&s, s.field(None).field, wbf), Vec::<String>::new(), "every figure as Compscore printed it");
    let written = Numbering::of(&event);
    let travellers = session::travellers(&event);
    let scored = session::score_from(&event, &travellers);
    // The file's pairs, as it writes them: (number, direction).
    let file: std::collections::BTreeSet<(u32, String)> = s.totals.iter().map(|t| (t.pair, t.direction.clone().unwrap_or_default())).collect();
    let ranking = csv::standings(&scored, Print { written, ..Print::default() }, |_, _| None);
    let ours: std::collections::BTreeSet<(u32, String)> =
        ranking.lines().skip(1).map(|l| l.split(',').collect::<Vec<_>>()).map(|c| (c[1].parse().unwrap_or(0), c[2].to_string())).collect();
    assert_eq!(ours, file, "the ranking CSV numbers each pair as the file does");
    let labels: std::collections::BTreeSet<String> = event.participants.iter().map(|p| written.label(p.number)).collect();
    assert_eq!(labels, file.iter().map(|(n, d)| format!("{d} {n}")).collect(), "every pair as a person reads it");
    let print = Print { written, ..Print::default() };
    let csv = csv::travellers(&travellers, &scored, print);
    let ew_numbers: std::collections::BTreeSet<u32> = file.iter().filter(|(_, d)| d == "EW").map(|(n, _)| *n).collect();
    let csv_ew: std::collections::BTreeSet<u32> = csv.lines().skip(1).filter_map(|l| l.split(',').nth(2)?.parse().ok()).collect();
    assert_eq!(csv_ew, ew_numbers, "the travellers' EW column as the file numbers them");
    let players = |p: u32, _: Direction| event.pair_members(p);
    let info = usebio::EventInfo { club_name: "", club_id: "", description: &event.name, date: &event.date, players: &players };
    let xml = usebio::write_pairs(&info, &travellers, &scored, print);
    let again = read_session(xml.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    let back: std::collections::BTreeSet<(u32, String)> = again.totals.iter().map(|t| (t.pair, t.direction.clone().unwrap_or_default())).collect();
    assert_eq!(back, file, "our USEBIO numbers the pairs as Compscore's did");
    assert_eq!(again.date.as_deref(), Some("2022-07-21"));
    // Every player's federation number, as the file gives it, comes back out
    // with his name (0 is Compscore's "none", its DIRECTOR's).
    let numbered = |text: &str| -> std::collections::BTreeSet<(String, String)> {
        text.split("<PLAYER_NAME>")
            .skip(1)
            .filter_map(|p| {
                let name = p.split('<').next()?.trim().to_string();
                let number = p.split("</PLAYER>").next()?.split("<NATIONAL_ID_NUMBER>").nth(1)?.split('<').next()?.trim().to_string();
                Some((name, number)).filter(|(_, n)| n != "0")
            })
            .collect()
    };
    let file_numbers = numbered(&String::from_utf8_lossy(&bytes));
    assert_eq!(file_numbers.len(), 25, "26 players, one of them the director without a number");
    assert_eq!(numbered(&xml), file_numbers);
}
