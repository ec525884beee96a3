//! The real Compscore USEBIO export in ../shared/bridge/usebio_compscore: a
//! club Mitchell whose EW pairs reuse the numbers 1..n (`1NS`, `1EW`). Read
//! and scored by Clubscore, every pair's percentage and place equal the ones
//! Compscore printed in the file.

use clubscore_engine::bridge::matchpoints::{Different, MpScale};
use clubscore_engine::bridge::pairs::{score_session, Direction, Field, Options};
use clubscore_engine::bridge::traveller::Directions;
use clubscore_engine::formats::usebio::read_pairs;

mod common;

#[test]
fn compscore_mitchell_percentages_and_places() {
    let Some(dir) = common::shared("bridge/usebio_compscore") else { return };
    let bytes = std::fs::read(dir.join("mp_pairs_mitchell_03.xml")).unwrap_or_default();
    let s = read_pairs(&bytes).unwrap_or_else(|e| panic!("{e}"));
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
