//! A pairs session's results from whichever kind of file holds them.

/// A pairs session's results from any file Clubscore reads, by what it
/// holds: an ACBLscore game file (binary; its error names the byte), USEBIO
/// (XML), PBN (tags in [ ]), or else a club recap of slips and travellers.
/// The error names the line.
pub fn read(bytes: &[u8]) -> Result<crate::bridge::traveller::Travellers, String> {
    if super::acbl_game::is_game_file(bytes) {
        return checked(super::acbl_game::read(bytes).map(printed)?);
    }
    checked(read_any(bytes)?)
}

/// A session whose boards are each within what a board is played at.
fn checked(read: crate::bridge::traveller::Travellers) -> Result<crate::bridge::traveller::Travellers, String> {
    // Each result of a board is compared with every other: a board of 100,000 rows would take hours.
    if let Some(b) = read.boards.iter().find(|b| b.results.len() > MOST_RESULTS) {
        return Err(format!("board {} has {} results: a board is read with at most {MOST_RESULTS}", b.number, b.results.len()));
    }
    Ok(read)
}

/// The most results of one board a file may hold (a board is played at a few hundred tables at most).
pub const MOST_RESULTS: usize = 1_000;

fn read_any(bytes: &[u8]) -> Result<crate::bridge::traveller::Travellers, String> {
    let text = super::pbn::decode_text(bytes);
    let start = text.trim_start_matches('\u{feff}').trim_start();
    let read = if start.starts_with("<?xml") || start.starts_with("<USEBIO") || start.starts_with("<!DOCTYPE") {
        super::usebio::read_session(bytes).map_err(|e| e.to_string())
    } else if text.lines().any(|l| l.trim_start().starts_with('[')) {
        super::pbn::read_session(bytes).map_err(|e| e.to_string())
    } else {
        return super::recap::read(&text).map_err(|e| e.to_string()).map(|recap| {
            let mut session = recap.to_session();
            session.notes.extend(recap.warnings.iter().map(|w| format!("warning: {w}")));
            // A club recap is ACBLscore's: scored on the ACBL scale.
            session.scale = Some(crate::bridge::matchpoints::MpScale::Acbl);
            session
        });
    };
    read.map(printed)
}

/// A file's session as its program scored it: on the scale its printed
/// tops show (else the one its kind of file is scored on), valuing short
/// boards and rounding as its figures show, in IMPs as its method says.
fn printed(mut session: crate::bridge::traveller::Travellers) -> crate::bridge::traveller::Travellers {
    session.scale = session.printed_scale().or(session.scale);
    let scale = session.scale.unwrap_or(crate::bridge::matchpoints::MpScale::Wbf);
    let way = crate::bridge::as_printed::scoring(&session, scale, session.field(None).field);
    session.method = Some((way.different, way.board_places));
    if let Some(method) = crate::bridge::as_printed::imps(&session, session.field(None).field) {
        session.imps = session.imps.take().map(|(tag, _)| (tag, method));
    }
    session
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::matchpoints::MpScale;
    use crate::formats::refused::unknown_imp_method;

    /// The scale each file's program scored on: Compscore's USEBIO and the
    /// French federation's PBN print WBF tops; an ACBL club recap is ACBL's.
    #[test]
    fn each_file_is_read_with_the_scale_it_was_scored_on() {
        let Some(bridge) = crate::shared_data::shared("bridge") else { return };
        for (file, scale) in [("usebio_compscore/mp_pairs_mitchell_03.xml", MpScale::Wbf), ("rchillyard_Bridge/ConcordCountryClub20191007.txt", MpScale::Acbl)]
        {
            let read = read(&std::fs::read(bridge.join(file)).unwrap_or_default()).unwrap_or_else(|e| panic!("{file}: {e}"));
            assert_eq!(read.scale, Some(scale), "{file}");
        }
    }

    /// A session scored in IMPs is read as its program scored it (Ruter's
    /// `IMP;Cross` totalled, Compscore's CROSS_IMP averaged, Butler against
    /// the datum); a bare `IMP` (a teams match's scoring) on a pairs file is refused.
    #[test]
    fn a_session_scored_in_imps_is_read_as_its_program_scored_it() {
        use crate::bridge::impairs::ImpMethod;
        let pbn = |scoring: &str| {
            format!("[Event \"Cross-IMPs night\"]\n[Scoring \"{scoring}\"]\n[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N 10\n3 4 4S N 9\n")
        };
        assert_eq!(read(pbn("IMP").as_bytes()), Err(format!("line 2, column 1: {}", unknown_imp_method("its Scoring tag says IMP"))));
        for (scoring, method) in
            [("IMP;Cross", ImpMethod::CrossImpsTotal), ("IMP;Butler-2;Mean", ImpMethod::Butler(Some(1))), ("Butler", ImpMethod::Butler(None))]
        {
            let got = read(pbn(scoring).as_bytes()).map(|r| r.imps);
            assert_eq!(got, Ok(Some((scoring.to_string(), method))), "{scoring}");
        }
        let usebio = |method: &str| {
            format!("<USEBIO><EVENT EVENT_TYPE=\"PAIRS\"><BOARD_SCORING_METHOD>{method}</BOARD_SCORING_METHOD><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>")
        };
        assert_eq!(read(usebio("CROSS_IMPS").as_bytes()).map(|r| r.imps), Ok(Some(("CROSS_IMPS".to_string(), ImpMethod::CrossImps))));
        let said = read(usebio("AGGREGATE").as_bytes()).err().unwrap_or_default();
        assert!(said.ends_with(&unknown_imp_method("its BOARD_SCORING_METHOD is AGGREGATE")), "{said}");
        assert_eq!(read(pbn("MP").as_bytes()).map(|r| r.imps), Ok(None), "match points are read as such");
    }

    /// A board with more results than any board is played is refused, naming it.
    #[test]
    fn a_board_of_too_many_results_is_refused() {
        let mut pbn = String::from("[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n");
        for i in 1..=(MOST_RESULTS as u32 + 1) {
            pbn.push_str(&format!("{i} {} 4S N 10\n", i + 5000));
        }
        assert_eq!(read(pbn.as_bytes()).err(), Some("board 1 has 1001 results: a board is read with at most 1000".to_string()));
    }

    /// An individual's file is read as its players played (PBN's
    /// PlayerId_North … PlayerId_West; USEBIO's INDIVIDUAL), each player
    /// ranked on his sides' match points exactly as the file prints him.
    #[test]
    fn an_individual_s_file_is_read_as_its_players_played() {
        use crate::bridge::pairs::{score_session, Options};
        let read = read(crate::fixtures::INDIVIDUAL_PBN.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
        assert!(read.is_individual());
        assert_eq!(read.field(None).field, crate::bridge::pairs::Field::OneWinner, "one field, never a question of NS and EW");
        assert_eq!((read.date.as_deref(), read.boards.len()), (Some("2026-12-18"), 2));
        let lines: Vec<(u32, u32, Option<(u32, u32)>)> = read.boards[1].results.iter().map(|r| (r.ns, r.ew, r.partners)).collect();
        assert_eq!(lines, vec![(1, 6, Some((8, 3))), (5, 2, Some((4, 7)))]);
        let boards: Vec<_> = read.boards.iter().map(|b| b.to_board()).collect();
        let scored = score_session(&boards, Options { field: read.field(None).field, ..Options::default() });
        let players: Vec<(u32, String, f64, f64)> =
            crate::bridge::individual::standings(&read, &scored).into_iter().map(|s| (s.pair, s.rank, s.mp, s.pct)).collect();
        let want = [
            (3, "1=", 4.0, 100.0),
            (6, "1=", 4.0, 100.0),
            (1, "3=", 2.0, 50.0),
            (4, "3=", 2.0, 50.0),
            (5, "3=", 2.0, 50.0),
            (8, "3=", 2.0, 50.0),
            (2, "7=", 0.0, 0.0),
            (7, "7=", 0.0, 0.0),
        ];
        assert_eq!(players, want.map(|(p, r, mp, pct)| (p, r.to_string(), mp, pct)).to_vec());
        // The file's own figures, line by line and player by player, agree with ours.
        assert_eq!(crate::bridge::import::differences(&read, read.field(None).field, Default::default()), Vec::<String>::new());
        assert_eq!(read.players_of(6, None), Some(&[crate::event::Member::named("Flo Gray")][..]));
        // A total printed otherwise is said, naming the player.
        let wrong = crate::fixtures::INDIVIDUAL_PBN.replace("3 8 \"Hal Irwin\" 2 50.00", "3 8 \"Hal Irwin\" 3 75.00");
        let read_wrong = super::read(wrong.as_bytes()).unwrap_or_default();
        assert_eq!(
            crate::bridge::import::differences(&read_wrong, read_wrong.field(None).field, Default::default()),
            ["player 8: the file's total is 3.00 match points, Clubscore's 2.00"]
        );
        // A player on two lines of one board is said.
        let twice = crate::fixtures::INDIVIDUAL_PBN.replace("2 1 5 6 7 8 4S N 9", "2 1 5 6 7 3 4S N 9");
        assert!(super::read(twice.as_bytes()).is_ok_and(|r| r.notes.contains(&"board 1: player 3 plays it 2 times: check its ScoreTable".to_string())));
        // USEBIO's individual, as Clubscore writes it, reads back the same.
        let usebio = "<USEBIO><EVENT EVENT_TYPE=\"INDIVIDUAL\"><PARTICIPANTS><PLAYER><PLAYER_NUMBER>1</PLAYER_NUMBER><PLAYER_NAME>Ann Ames</PLAYER_NAME></PLAYER></PARTICIPANTS><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NORTH_PLAYER_NUMBER>1</NORTH_PLAYER_NUMBER><EAST_PLAYER_NUMBER>2</EAST_PLAYER_NUMBER><SOUTH_PLAYER_NUMBER>3</SOUTH_PLAYER_NUMBER><WEST_PLAYER_NUMBER>4</WEST_PLAYER_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>";
        let got = super::read(usebio.as_bytes()).unwrap_or_default();
        assert_eq!(got.boards[0].results[0].partners, Some((3, 4)));
        assert_eq!(got.players_of(1, None), Some(&[crate::event::Member::named("Ann Ames")][..]));
        let no_west = usebio.replace("<WEST_PLAYER_NUMBER>4</WEST_PLAYER_NUMBER>", "");
        assert_eq!(super::read(no_west.as_bytes()).err(), Some("line 1: board 1: WEST_PLAYER_NUMBER \"\" is not a player number".to_string()));
    }
}
