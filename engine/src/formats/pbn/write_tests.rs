use super::*;
use crate::bridge::pairs::{score_session, Board, Options};

#[test]
fn a_written_session_reads_back_with_its_match_points() {
    let text = "[Event \"Club \\\"night\\\"\"]\n[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n1 11 3NT N 9 -\n2 12 3NT N 10 -\n3 13 - - - \"A+\"\n4 14 2S E 8 -\n\n[Board \"2\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n1 12 Pass - - -\n2 13 1NT S 6 -\n3 14 - - - -\n4 11 1NT S 7 -\n";
    let Ok(first) = read_session(text.as_bytes()) else { return assert!(false, "the sample must read") };
    let boards: Vec<Board> = first.boards.iter().map(Traveller::to_board).collect();
    let scored = score_session(&boards, Options::default());
    let written = write_session(&first, &scored, crate::formats::print::Print::default());
    let again = read_session(written.as_bytes());
    let Ok(again) = again else { return assert_eq!(again.map(|_| ()), Ok(())) };
    assert_eq!(again.event.as_deref(), Some("Club \"night\""));
    for (a, b) in first.boards.iter().zip(&again.boards) {
        let outcomes = |x: &Traveller| x.results.iter().map(|r| r.outcome.clone()).collect::<Vec<_>>();
        assert_eq!(outcomes(a), outcomes(b), "board {}", a.number);
    }
    for (b, s) in again.boards.iter().zip(&scored.boards) {
        for (row, r) in b.results.iter().zip(&s.results) {
            let close = |x: Option<f64>, y: Option<f64>| match (x, y) {
                (Some(x), Some(y)) => (x - y).abs() <= 0.005 + 1e-9,
                (x, y) => x.is_none() && y.is_none(),
            };
            assert!(close(row.printed_mp_ns, r.mp_ns) && close(row.printed_mp_ew, r.mp_ew), "board {} NS {}", b.number, row.ns);
        }
    }
    assert_eq!(again.totals.len(), scored.standings.len());
    assert_eq!(again.totals[0].rank.as_deref(), Some(scored.standings[0].rank.as_str()));
}

#[test]
fn a_hand_record_written_reads_back_with_every_mandatory_tag() {
    use crate::bridge::deal::Deal;
    let boards: Vec<(u32, Deal)> = (1..=36).map(|b| (b, Deal::dealt("Tuesday", b))).collect();
    let text = write_hand_record("Tuesday \"Pairs\"", Some("2026-12-01"), Some("Tuesday"), &boards);
    assert!(text.starts_with("% PBN 2.1\n% EXPORT\n% Written by Clubscore\n% Dealt from the seed Tuesday\n"));
    let games = read_games(&text).unwrap();
    assert_eq!(games.len(), 36);
    for (game, (number, deal)) in games.iter().zip(&boards) {
        let names: Vec<&str> = game.tags.iter().map(|t| t.name.as_str()).collect();
        // PBN 2.1's mandatory tag set, in its order (export format).
        assert_eq!(
            names,
            ["Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result"]
        );
        assert_eq!(game.tag("Event").unwrap().value, "Tuesday \"Pairs\"");
        assert_eq!(game.tag("Date").unwrap().value, "2026.12.01");
        // The deal is written from its dealer, as dealing programs write it.
        let dealer = crate::bridge::board::dealer(*number);
        assert!(game.tag("Deal").unwrap().value.starts_with(dealer.letter()));
        assert_eq!(Deal::from_pbn(&game.tag("Deal").unwrap().value).unwrap(), *deal);
    }
    let back = read_deals(text.as_bytes()).unwrap();
    assert_eq!(back.event.as_deref(), Some("Tuesday \"Pairs\""));
    assert_eq!(back.boards.iter().map(|b| (b.board, b.deal)).collect::<Vec<_>>(), boards);
    assert!(back.notes.is_empty());
    // No seed, no date: nothing written for them.
    let plain = write_hand_record("Night", None, None, &boards[..1]);
    assert!(!plain.contains("seed"));
    assert!(plain.contains("[Date \"?\"]"));
}

#[test]
fn deals_that_are_not_whole_or_disagree_are_said_with_their_line() {
    const B1: &str = "N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT8";
    let file = |deal: &str| format!("[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{deal}\"]\n");
    let err = read_deals(file("N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT").as_bytes()).unwrap_err();
    assert_eq!(err.to_string(), "line 4, column 1: board 1: West's hand has 12 cards, not 13");
    // The same board twice: the same deal is one board, two deals are refused.
    let twice = format!("{}\n{}", file(B1), file(B1));
    assert_eq!(read_deals(twice.as_bytes()).unwrap().boards.len(), 1);
    let other = format!("{}\n{}", file(B1), file(&Deal::dealt("x", 1).to_pbn(Seat::N)));
    assert_eq!(read_deals(other.as_bytes()).unwrap_err().to_string(), "line 9, column 1: board 1 is given twice, with two different deals");
    // "#": the deal before; a dealer and vulnerability of another board said.
    let repeated = format!("{}\n[Board \"2\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"#\"]\n", file(B1));
    let read = read_deals(repeated.as_bytes()).unwrap();
    assert_eq!(read.boards[1].deal, read.boards[0].deal);
    assert_eq!(read.notes, ["board 2: the file's dealer is N; board 2 is dealt by E", "board 2: the file's vulnerability is None; on board 2 it is NS"]);
    assert_eq!(
        read_deals(b"[Board \"1\"]\n[Deal \"#\"]\n").unwrap_err().to_string(),
        "line 2, column 1: board 1: the deal is “#” (the one before) but no deal comes before it"
    );
    assert_eq!(
        read_deals(format!("[Board \"1\"]\n[Dealer \"X\"]\n[Deal \"{B1}\"]\n").as_bytes()).unwrap_err().to_string(),
        "line 2, column 1: board 1: \"X\" is not a dealer (N, E, S or W)"
    );
    assert_eq!(read_deals(b"[Board \"1\"]\n[Contract \"4S\"]\n").unwrap_err().to_string(), "line 1, column 1: no board has a [Deal]: this file holds no deals");
}
