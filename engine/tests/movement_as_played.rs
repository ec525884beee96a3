//! The movement as real results files show it played (who met whom on
//! which boards, in which round), read into an event and put through the
//! verifier's checks, as the import page shows them before an event is made.

use clubscore_engine::bridge::import::{event_from, Source};
use clubscore_engine::bridge::session::ScoringSpec;
use clubscore_engine::formats::session_file;

mod common;

fn report(name: &str) -> Option<(usize, Vec<String>, String)> {
    let dir = common::shared("bridge")?;
    let bytes = std::fs::read(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    let read = session_file::read(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
    let field = read.field(None).field;
    let source = Source { id: "e".into(), file: name, date: "2026-11-30", now: 0, device: "d" };
    let imported = event_from(&read, field, ScoringSpec::default(), source).unwrap_or_else(|e| panic!("{name}: {e}"));
    let failed = imported.movement.checks.iter().filter(|c| !c.ok).map(|c| format!("{}: {}", c.name, c.detail)).collect();
    Some((imported.event.schedule.rounds.len(), failed, imported.movement.balance))
}

/// Every real results file that holds a session: its movement as played,
/// as many rounds as it shows, and what the checks say. The files with
/// rounds (the French federation's, the USEBIO export) and the clubs'
/// duplicated boards (Newton) pass every check. Kerem Shalom's beginners'
/// game gives no rounds and its NS 4 v EW 4 played five boards of three
/// sets at table 4: the checks say so.
#[test]
fn real_files_movements_as_played() {
    let fine = |rounds: usize, balance: &str| Some((rounds, Vec::<String>::new(), balance.to_string()));
    let expected = [
        ("ffb_magic_contest/open2dn1nationalfinaledirecte21-22-sance1.pbn", fine(15, "each of the 30 boards is played 22 times")),
        ("ffb_magic_contest/test_set.pbn", fine(14, "each of the 28 boards is played 22 times")),
        ("usebio_compscore/mp_pairs_mitchell_03.xml", fine(7, "each of the 21 boards is played 6 times")),
        ("rchillyard_Bridge/Newton/Newton20241001a.txt", fine(3, "each of the 6 boards is played 9 times")),
        ("rchillyard_Bridge/Newton/Newton20240917.txt", fine(3, "each of the 6 boards is played 11 times")),
        ("rchillyard_Bridge/Newton/Newton Scoring 20241217.csv", fine(3, "each of the 8 boards is played 6 times")),
        ("rchillyard_Bridge/newtonbridge_20160120_1.pbn", fine(10, "each of the 30 boards is played 8 times")),
        ("rchillyard_Bridge/ConcordCountryClub20191007.txt", fine(6, "each of the 12 boards is played 4 times")),
        ("rchillyard_Bridge/travelers.lexington.2016.0517", fine(8, "each of the 8 boards is played 7 times")),
        (
            "rchillyard_Bridge/KeremShalom.csv",
            Some((3, vec!["each board at one table a round, or at all of them: round 1: board 1 is at tables 1 and 4; round 1: boards 3–4 are at tables 2 and 4; round 1: boards 5–6 are at tables 3 and 4".to_string()], "the 6 boards are played 3 to 4 times".to_string())),
        ),
    ];
    for (name, want) in expected {
        let Some(got) = report(name) else { return };
        assert_eq!(Some(got), want, "{name}");
    }
}
