//! A pairs session's results from whichever kind of file holds them.

/// A pairs session's results from any file Clubscore reads, by what it
/// holds: USEBIO (XML), PBN (tags in [ ]), or else a club recap of slips and
/// travellers. The error names the line.
pub fn read(bytes: &[u8]) -> Result<crate::bridge::traveller::Travellers, String> {
    let read = read_any(bytes)?;
    // Each result of a board is compared with every other: a board of 100,000 rows would take hours.
    if let Some(b) = read.boards.iter().find(|b| b.results.len() > MOST_RESULTS) {
        return Err(format!("board {} has {} results: a board is read with at most {MOST_RESULTS}", b.number, b.results.len()));
    }
    Ok(read)
}

/// A results file read to become an event of this device: a session scored
/// in IMPs is refused, saying so, since an imported pairs event is ranked on
/// match points so far (the command line scores it in IMPs).
pub fn read_for_event(bytes: &[u8]) -> Result<crate::bridge::traveller::Travellers, String> {
    let read = read(bytes)?;
    match &read.imps {
        Some((said, _)) => Err(super::refused::not_match_points(&format!("its scoring says {said}"))),
        None => Ok(read),
    }
}

/// The most results of one board a file may hold (a board is played at a few hundred tables at most).
pub const MOST_RESULTS: usize = 1_000;

fn read_any(bytes: &[u8]) -> Result<crate::bridge::traveller::Travellers, String> {
    let text = super::pbn::decode_text(bytes);
    let start = text.trim_start_matches('\u{feff}').trim_start();
    let printed = |mut session: crate::bridge::traveller::Travellers| {
        session.scale = session.printed_scale();
        session
    };
    if start.starts_with("<?xml") || start.starts_with("<USEBIO") || start.starts_with("<!DOCTYPE") {
        return super::usebio::read_pairs(bytes).map_err(|e| e.to_string()).map(printed);
    }
    if text.lines().any(|l| l.trim_start().starts_with('[')) {
        return super::pbn::read_session(bytes).map_err(|e| e.to_string()).map(printed);
    }
    super::recap::read(&text).map_err(|e| e.to_string()).map(|recap| {
        let mut session = recap.to_session();
        session.notes.extend(recap.warnings.iter().map(|w| format!("warning: {w}")));
        // A club recap is ACBLscore's: scored on the ACBL scale.
        session.scale = Some(crate::bridge::matchpoints::MpScale::Acbl);
        session
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::matchpoints::MpScale;
    use crate::formats::refused::{individual, not_match_points};

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
    /// the datum) for the command line; made an event here it is refused,
    /// as is a bare `IMP` (a teams match's scoring) anywhere.
    #[test]
    fn a_session_scored_in_imps_is_read_as_its_program_scored_it() {
        use crate::bridge::impairs::ImpMethod;
        let pbn = |scoring: &str| {
            format!("[Event \"Cross-IMPs night\"]\n[Scoring \"{scoring}\"]\n[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N 10\n3 4 4S N 9\n")
        };
        assert_eq!(read(pbn("IMP").as_bytes()), Err(format!("line 2, column 1: {}", not_match_points("its Scoring tag says IMP"))));
        for (scoring, method) in
            [("IMP;Cross", ImpMethod::CrossImpsTotal), ("IMP;Butler-2;Mean", ImpMethod::Butler(Some(2))), ("Butler", ImpMethod::Butler(None))]
        {
            let got = read(pbn(scoring).as_bytes()).map(|r| r.imps);
            assert_eq!(got, Ok(Some((scoring.to_string(), method))), "{scoring}");
            assert_eq!(read_for_event(pbn(scoring).as_bytes()).err(), Some(not_match_points(&format!("its scoring says {scoring}"))));
        }
        let usebio = |method: &str| {
            format!("<USEBIO><EVENT EVENT_TYPE=\"PAIRS\"><BOARD_SCORING_METHOD>{method}</BOARD_SCORING_METHOD><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>")
        };
        assert_eq!(read(usebio("CROSS_IMPS").as_bytes()).map(|r| r.imps), Ok(Some(("CROSS_IMPS".to_string(), ImpMethod::CrossImps))));
        let said = read(usebio("AGGREGATE").as_bytes()).err().unwrap_or_default();
        assert!(said.ends_with(&not_match_points("its BOARD_SCORING_METHOD is AGGREGATE")), "{said}");
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

    /// An individual's file is said to be one, not refused by a parser's words.
    #[test]
    fn an_individual_s_file_is_said_to_be_one() {
        let pbn = "[Event \"Individual\"]\n[Board \"1\"]\n[ScoreTable \"PlayerId_North;PlayerId_East;PlayerId_South;PlayerId_West;Contract;Declarer;Result\"]\n1 2 3 4 4S N 10\n";
        assert_eq!(read(pbn.as_bytes()), Err(format!("line 3, column 1: {}", individual("its ScoreTable names each player: PlayerId_North"))));
        let usebio = "<USEBIO><EVENT EVENT_TYPE=\"INDIVIDUAL\"></EVENT></USEBIO>";
        assert!(read(usebio.as_bytes()).err().unwrap_or_default().ends_with(&individual("EVENT_TYPE INDIVIDUAL")));
    }
}
