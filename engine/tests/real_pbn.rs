//! Every real PBN file in ../shared/bridge: it reads, its boards follow the
//! 16-board dealer and vulnerability cycle, and the scored ones add up.

use clubscore_engine::bridge::board::{dealer, vulnerability};
use clubscore_engine::bridge::matchpoints::{Different, MpScale};
use clubscore_engine::bridge::pairs::{score_session, Options};
use clubscore_engine::formats::pbn::{decode_text, read_games, read_session};
use std::path::PathBuf;

mod common;

fn shared() -> Option<PathBuf> {
    common::shared("bridge")
}

#[test]
fn real_files_follow_the_board_cycle() {
    let Some(dir) = shared() else { return };
    let files = [
        ("ffb_magic_contest/open2dn1nationalfinaledirecte21-22-sance1.pbn", 30),
        ("ffb_magic_contest/test_set.pbn", 28),
        ("rchillyard_Bridge/newtonbridge_20160120_1.pbn", 0),
        ("rchillyard_Bridge/LEXINGTON 2016.2.9.PBN", 0),
    ];
    for (name, boards) in files {
        let bytes = std::fs::read(dir.join(name)).unwrap_or_default();
        // LEXINGTON's file is a hand record: deals only, refused as a session.
        let s = match read_session(&bytes) {
            Err(e) if name.starts_with("rchillyard_Bridge/LEXINGTON") => {
                assert_eq!(
                    e.to_string(),
                    "line 1, column 1: no board has a ScoreTable with results: this file holds deals only (a hand record), not a session's results"
                );
                continue;
            }
            read => read.unwrap_or_else(|e| panic!("{name}: {e}")),
        };
        if boards > 0 {
            assert_eq!(s.boards.len(), boards, "{name}");
        }
        for b in &s.boards {
            // test_set.pbn's board 1 had its header tags edited by the repository's author.
            if name.ends_with("test_set.pbn") && b.number == 1 {
                continue;
            }
            assert_eq!((b.dealer, b.vulnerability), (dealer(b.number), vulnerability(b.number)), "{name} board {}", b.number);
        }
    }
}

/// The French files number every pair once, with the way it sat in their
/// totals: one pair per number, read without a question.
#[test]
fn magic_contest_totals_say_each_number_is_one_pair() {
    use clubscore_engine::bridge::pairs::Field;
    use clubscore_engine::bridge::traveller::{Directions, FieldRead};
    let Some(dir) = shared() else { return };
    for name in ["ffb_magic_contest/open2dn1nationalfinaledirecte21-22-sance1.pbn", "ffb_magic_contest/test_set.pbn"] {
        let s = read_session(&std::fs::read(dir.join(name)).unwrap_or_default()).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(s.directions, Some(Directions::Shared), "{name}");
        assert_eq!(s.field(None), FieldRead { field: Field::OneWinner, note: None }, "{name}");
        assert!(s.totals.iter().all(|t| t.players.len() == 2), "{name}");
    }
}

#[test]
fn the_newton_bridgewebs_export_scores_on_the_acbl_scale() {
    let Some(dir) = shared() else { return };
    let bytes = std::fs::read(dir.join("rchillyard_Bridge/newtonbridge_20160120_1.pbn")).unwrap_or_default();
    let s = read_session(&bytes).unwrap_or_else(|e| panic!("{e}"));
    let results: usize = s.boards.iter().map(|b| b.results.len()).sum();
    assert!(s.boards.len() >= 20 && results >= 150, "{} boards, {results} results", s.boards.len());
    // The export writes doubled contracts 4S* and passed-out boards PASS.
    let text = decode_text(&bytes);
    assert!(text.contains("*") || text.contains("PASS"));
    let boards: Vec<_> = s.boards.iter().map(|b| b.to_board()).collect();
    let session = score_session(&boards, Options { scale: MpScale::Acbl, different: Different::Neuberg, ..Options::default() });
    assert!(session.check.adds_up(), "{:?}", session.check);
    assert_eq!(session.standings.iter().filter(|x| x.rank == "1" || x.rank == "1=").count() >= 1, true);
}

#[test]
fn hand_record_files_read_as_games() {
    let Some(dir) = shared() else { return };
    for n in ["example0", "example1", "example2", "example3", "example4", "example5", "example5a", "example6", "example7"] {
        let text = decode_text(&std::fs::read(dir.join(format!("rchillyard_Bridge/{n}.pbn"))).unwrap_or_default());
        let games = read_games(&text).unwrap_or_else(|e| panic!("{n}: {e}"));
        // example4.pbn is an export with nothing but its header comments.
        assert_eq!(games.is_empty(), n == "example4", "{n}");
    }
}

/// Every deal of the real files reads whole (52 different cards, 13 each),
/// and its dealer and vulnerability agree with its board number.
#[test]
fn real_files_deals_read_whole() {
    use clubscore_engine::bridge::board::Seat;
    use clubscore_engine::formats::pbn::read_deals;
    let Some(dir) = shared() else { return };
    let files = [
        ("ffb_magic_contest/open2dn1nationalfinaledirecte21-22-sance1.pbn", 30, "N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT8"),
        ("ffb_magic_contest/test_set.pbn", 28, ""),
        ("rchillyard_Bridge/newtonbridge_20160120_1.pbn", 30, ""),
        ("rchillyard_Bridge/LEXINGTON 2016.2.9.PBN", 8, "N:T7.AKJ5.K83.KQJ3 K.T9832.A962.AT8 QJ9653.6.754.742 A842.Q74.QJT.965"),
    ];
    for (name, boards, first) in files {
        let bytes = std::fs::read(dir.join(name)).unwrap_or_default();
        let record = read_deals(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(record.boards.len(), boards, "{name}");
        assert_eq!(record.notes, Vec::<String>::new(), "{name}");
        assert_eq!(record.boards.iter().map(|b| b.board).collect::<Vec<_>>(), (1..=boards as u32).collect::<Vec<_>>(), "{name}");
        for b in &record.boards {
            assert_eq!((b.dealer, b.vulnerability), (dealer(b.board), vulnerability(b.board)), "{name} board {}", b.board);
        }
        if !first.is_empty() {
            assert_eq!(record.boards[0].deal.to_pbn(Seat::N), first, "{name}");
        }
    }
}
