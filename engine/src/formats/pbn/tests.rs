use super::*;

const SMALL: &str = "% a comment\n[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R\"]\n 1 2 4SX N 9 -\n 3 4 4S* N 10 \"590\"\n 5 6 - - - \"A+\"\n 7 8 Pass - - 0\n\n[Board \"2\"]\n[Vulnerable \"NS\"]\n[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R\"]\n 1 2 3N W 8\n";

#[test]
fn reads_a_small_session() {
    let s = read_session(SMALL.as_bytes()).map_err(|e| e.to_string());
    let s = match s {
        Ok(s) => s,
        Err(e) => return assert_eq!(e, "no error"),
    };
    assert_eq!(s.event.as_deref(), Some("Club"));
    assert_eq!(s.boards.len(), 2);
    let b1: Vec<Outcome> = s.boards[0].results.iter().map(|r| r.outcome.clone()).collect();
    assert_eq!(b1, vec![Outcome::Score(-100), Outcome::Score(590), Outcome::Artificial { ns: 60.0, ew: 40.0 }, Outcome::Score(0)]);
    assert_eq!(s.boards[0].results[0].contract.map(|c| c.to_string()).as_deref(), Some("4SX"));
    assert_eq!(s.boards[1].vulnerability, Vulnerability::NS);
    assert_eq!(s.boards[1].dealer, Seat::E, "no Dealer tag: from the board number");
    // 3NT by West, 8 tricks, EW not vulnerable: NS +50.
    assert_eq!(s.boards[1].results[0].outcome, Outcome::Score(50));
}

#[test]
fn comments_after_tags_and_several_tags_on_a_line() {
    let text = "[Event \"Bb3\"] { this...\n ... is ignored }\n[Site \"\"] ; this is also ignored\n[Board \"1\"] [Dealer \"E\"] {x} [Vulnerable \"All\"]\n[Note \"a ] inside\"]\n";
    let games = read_games(text);
    assert!(games.is_ok(), "{games:?}");
    let tags: Vec<(String, String)> = games.unwrap_or_default().into_iter().flat_map(|g| g.tags).map(|t| (t.name, t.value)).collect();
    let expect = [("Event", "Bb3"), ("Site", ""), ("Board", "1"), ("Dealer", "E"), ("Vulnerable", "All"), ("Note", "a ] inside")];
    assert_eq!(tags, expect.map(|(a, b)| (a.to_string(), b.to_string())).to_vec());
    assert_eq!(error("[Board \"1\"] junk\n"), "line 1, column 13: only a comment may follow a tag on its line");
}

#[test]
fn latin_1_and_utf_8_both_read() {
    let latin = b"[Event \"S\xe9ance 1\"]\n[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N 10\n";
    assert_eq!(read_session(latin).map(|s| s.event), Ok(Some("Séance 1".to_string())));
    let utf8 = "[Event \"Séance 1\"]\n[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N 10\n";
    assert_eq!(read_session(utf8.as_bytes()).map(|s| s.event), Ok(Some("Séance 1".to_string())));
}

const MITCHELL_REUSING_NUMBERS: &str = "[Board \"1\"]\n[ScoreTable \"Table;Round;PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n1 1 1 1 4S N 10 420\n2 1 2 2 4S N 9 -50\n3 1 3 3 - - - \"A6040\"\n\n[Board \"2\"]\n[ScoreTable \"Table;Round;PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n1 2 1 3 2H S 8 110\n2 2 2 1 2H S 9 140\n3 2 3 2 - - - 120\n";

#[test]
fn a_mitchell_whose_ew_pairs_reuse_the_numbers_is_two_fields() {
    use crate::bridge::pairs::Field;
    use crate::bridge::traveller::Directions;
    let Ok(s) = read_session(MITCHELL_REUSING_NUMBERS.as_bytes()) else { return assert!(false) };
    let read = s.field(None);
    assert_eq!(read.field, Field::TwoWinners);
    assert_eq!(read.note.as_deref(), Some("the EW pairs reuse the NS pairs' numbers (NS 1 and EW 1 meet or play one board): read as two fields, NS and EW"));
    assert_eq!(s.field(Some(Directions::Shared)).field, Field::OneWinner, "the user may say otherwise");
    // A bare score (board 2, table 3) and Compscore's A6040 read as they are.
    assert_eq!(s.boards[0].results[2].outcome, Outcome::Artificial { ns: 60.0, ew: 40.0 });
    assert_eq!(s.boards[1].results[2].outcome, Outcome::Score(120));
    let scored = crate::bridge::pairs::score_session(
        &s.boards.iter().map(|b| b.to_board()).collect::<Vec<_>>(),
        crate::bridge::pairs::Options { field: read.field, ..Default::default() },
    );
    assert_eq!(scored.standings.len(), 6, "three NS and three EW pairs, none merged");
}

#[test]
fn a_howell_is_one_field_and_says_how_to_read_it_otherwise() {
    use crate::bridge::pairs::Field;
    let text = "[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N 10\n3 4 4S N 9\n\n[Board \"2\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n2 3 4S N 10\n4 1 4S N 9\n\n";
    let Ok(s) = read_session(text.as_bytes()) else { return assert!(false) };
    let read = s.field(None);
    assert_eq!(read.field, Field::OneWinner);
    assert_eq!(read.note.as_deref(), Some("pairs 1, 2, 3, 4 sat both NS and EW: each number is read as one pair (a Howell); if NS and EW pairs reuse the numbers, read it with --directions separate"));
    // Totals that list one number both ways settle it without a word.
    let with_totals = format!("{text}[TotalScoreTable \"PairId;Direction;TotalPercentage\"]\n1 NS 50\n1 EW 50\n");
    let Ok(s) = read_session(with_totals.as_bytes()) else { return assert!(false) };
    assert_eq!(s.field(None), crate::bridge::traveller::FieldRead { field: Field::TwoWinners, note: None });
}

#[test]
fn sit_out_rows_are_sit_outs() {
    // Ruter and Magic Contest write the pair with no opponents as "-".
    let text = "[Board \"1\"]\n[ScoreTable \"Table;Round;PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n1 5 1 2 4S N 10 420\n2 5 - 3 - - - \"Bye\"\n3 5 4 - - - - \"Bye\"\n";
    let Ok(s) = read_session(text.as_bytes()) else { return assert!(false, "{}", error(text)) };
    assert_eq!(s.boards[0].results.len(), 1);
    assert_eq!(s.notes, vec!["rows with no opponents are sit-outs, not results (pairs 3, 4)".to_string()]);
}

fn error(text: &str) -> String {
    match read_session(text.as_bytes()) {
        Ok(_) => "no error".into(),
        Err(e) => e.to_string(),
    }
}

/// A pair that plays a board more than once the same way round is said, board by board.
#[test]
fn a_pair_playing_a_board_three_times_is_said() {
    let text = "[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N 10\n1 3 4S N 9\n1 4 4S N 8\n5 6 4S N 10\n";
    let read = read_session(text.as_bytes()).unwrap_or_default();
    assert!(read.notes.contains(&"board 1: NS pair 1 plays it 3 times: check its ScoreTable".to_string()), "{:?}", read.notes);
}

#[test]
fn errors_name_the_line_and_column() {
    let head = "[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n";
    assert_eq!(error(&format!("{head} 1 2 4Z N 9\n")), "line 3, column 6: \"4Z\" is not a contract: the suit must be C, D, H, S or NT");
    assert_eq!(error(&format!("{head} 1 2 4S Q 9\n")), "line 3, column 9: \"Q\" is not a declarer (N, E, S or W)");
    assert_eq!(error(&format!("{head} 1 2 4S N 14\n")), "line 3, column 11: \"14\" is not a number of tricks (0 to 13)");
    assert_eq!(error(&format!("{head} x 2 4S N 9\n")), "line 3, column 2: \"x\" is not a pair number");
    assert_eq!(error(&format!("{head} 1 2 4S N\n")), "line 3, column 2: this row of the ScoreTable has 4 values; its header (line 2) names 5 columns");
    assert_eq!(error(&format!("{head} 1 \"2 4S N 9\n")), "line 3, column 4: a quoted value is not closed on this line");
    assert_eq!(error("[Board \"x\"]\n"), "line 1, column 1: \"x\" is not a board number (1 to 999)");
    // A 200-byte file naming board 4294967295 is refused: the schedule built from it would be that long.
    assert_eq!(error("[Board \"4294967295\"]\n"), "line 1, column 1: \"4294967295\" is not a board number (1 to 999)");
    assert_eq!(error("[Board 1]\n"), "line 1, column 8: the value of tag Board must be in double quotes");
    assert_eq!(error("[Board \"1\"\n"), "line 1, column 1: a tag must be written [Name \"value\"]");
    assert_eq!(error("[Board \"1\"]\n[ScoreTable \"PairId_NS;Contract\"]\n"), "line 2, column 1: the ScoreTable has no PairId_EW column");
    // Never an empty success: deals only, or a teams file.
    assert_eq!(
        error("[Board \"1\"]\n[Deal \"N:AKQJ.T98.765.432 - - -\"]\n"),
        "line 1, column 1: no board has a ScoreTable with results: this file holds deals only (a hand record), not a session's results"
    );
    assert_eq!(error("[Board \"1\"]\n[ScoreTable \"Round;Team_ID_NS;Team_ID_EW;Contract;Declarer;Result;IMP_NS\"]\n1 1 2 4S N 10 6\n"), "line 2, column 1: this is a teams file whose ScoreTable has a Team_ID_NS column: PBN 2.1 seats each match's teams as TeamId_Home and TeamId_Away, which Clubscore reads");
    assert_eq!(
        error("[Board \"1\"]\n[TotalScoreTable \"Rank;TeamName;IMP\"]\n1 Sharks 40\n"),
        "line 1, column 1: no board has a ScoreTable with results: this file holds a teams event's totals without its matches' boards, not a session's results"
    );
    assert_eq!(error("{ never closed\n[Board \"1\"]\n"), "line 1, column 1: a { comment } is never closed");
    assert_eq!(error("root:x:0:0:root:/root:/bin/bash\n"), "line 1, column 1: no [Board] tag: this is not a PBN file of boards");
    assert_eq!(error(""), "line 1, column 1: no [Board] tag: this is not a PBN file of boards");
}

#[test]
fn never_panics_on_cut_or_mangled_input() {
    let mut count = 0;
    for cut in 0..=SMALL.len() {
        if SMALL.is_char_boundary(cut) {
            let _ = read_session(&SMALL.as_bytes()[..cut]);
            count += 1;
        }
    }
    for b in 0..=255u8 {
        let mut bytes = SMALL.as_bytes().to_vec();
        for i in (0..bytes.len()).step_by(7) {
            bytes[i] = b;
            let _ = read_session(&bytes);
            count += 1;
        }
    }
    assert!(count > 10_000);
}

/// A championship session as Ruter writes it: each board's `[Event]` right
/// after the last row of the board before, no empty line between games.
/// Every deal and every board's results are read; none is passed over.
#[test]
fn games_with_no_empty_line_between_them_are_each_read() {
    let mut text = String::new();
    for board in 1..=66 {
        let dealer = board::dealer(board);
        let deal = Deal::dealt("championship", board).to_pbn(dealer);
        text += &format!(
            "[Event \"Championship\"]\n[Board \"{board}\"]\n[Dealer \"{}\"]\n[Vulnerable \"{}\"]\n[Deal \"{deal}\"]\n[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R\"]\n 1 2 3N S 9\n 3 4 4S N 10\n",
            dealer.letter(),
            board::vulnerability(board).pbn()
        );
    }
    assert!(!text.contains("\n\n"));
    let deals = read_deals(text.as_bytes()).map(|r| (r.boards.len(), r.notes));
    assert_eq!(deals, Ok((66, vec![])));
    let session = read_session(text.as_bytes()).map(|s| (s.boards.len(), s.boards.iter().map(|b| b.results.len()).sum::<usize>()));
    assert_eq!(session, Ok((66, 132)));
    // Games separated by a line of spaces, and "N-S" written with a space after it, as a New Zealand hand record has them.
    let spaced = text.replace("[Event", " \n[Event").replace("\"NS\"]", "\"N-S \"]").replace("\"EW\"]", "\"E-W \"]");
    assert_eq!(read_deals(spaced.as_bytes()).map(|r| r.boards.len()), Ok(66));
}

/// A game with no deal is passed over and said; a deal that names no board is refused, with its line.
#[test]
fn games_passed_over_are_said() {
    let deal = Deal::dealt("x", 1).to_pbn(Seat::N);
    let text = format!("[Board \"1\"]\n[Deal \"{deal}\"]\n\n[Board \"202\"]\n[Deal \"\"]\n\n[Event \"Totals\"]\n");
    assert_eq!(read_deals(text.as_bytes()).map(|r| r.notes), Ok(vec!["1 game(s) with no deal passed over (board 202)".to_string()]));
    let text = format!("[Board \"1\"]\n[Deal \"{deal}\"]\n\n[Event \"x\"]\n[Deal \"{deal}\"]\n");
    assert_eq!(
        read_deals(text.as_bytes()).map(|r| r.boards.len()).map_err(|e| e.to_string()),
        Err("line 5, column 1: 1 deal(s) have no [Board] to say which board they are".to_string())
    );
}

/// A league's match rows (Ruter): each match's IMPs from its MatchDetails'
/// total (segment 200, else the segments summed) and its VPs; a match to
/// come all "-"; a MatchDetails that is not figures refused with its place.
#[test]
fn a_leagues_match_rows_are_its_matches() {
    let head = "[Event \"League\"]\n[Board \"202\"]\n[Deal \"\"]\n[ScoreTable \"Round;Table;TeamId_Home;TeamId_Away;MatchDetails;VP_Home;VP_Away\"]\n";
    let text = format!("{head}1 1 1 2 \"1,10,3|200,10,3\" 12.50 7.50\n1 2 3 4 \"1,4,0|2,1,6\" - -\n2 1 1 3 - - -\n");
    let read = read_session(text.as_bytes()).map_err(|e| e.to_string());
    let Ok(read) = read else { return assert_eq!(read.err(), None) };
    assert!(read.teams && read.boards.is_empty());
    let matches: Vec<_> = read.matches.iter().map(|m| (m.round, m.home, m.away, m.total, m.vps)).collect();
    assert_eq!(matches, vec![(Some(1), 1, 2, Some((10.0, 3.0)), Some((12.5, 7.5))), (Some(1), 3, 4, Some((5.0, 6.0)), None), (Some(2), 1, 3, None, None)]);
    assert_eq!(read.notes.len(), 1);
    let bad = format!("{head}1 1 1 2 \"1,x\" - -\n");
    assert_eq!(
        read_session(bad.as_bytes()).map(|_| ()).map_err(|e| e.to_string()),
        Err("line 5, column 9: \"1,x\" is not a match's IMPs by segment (segment,home,away|…)".to_string())
    );
}

/// A league's line-ups (Ruter's LineupDetails): each player's segment,
/// room, seat, number and name, first names first; "-" none; a line-up
/// that is not one refused with its place and why.
#[test]
fn a_leagues_line_ups_are_read_player_by_player() {
    let head = "[Event \"League\"]\n[Board \"202\"]\n[ScoreTable \"Round;Table;TeamId_Home;TeamId_Away;MatchDetails;VP_Home;VP_Away;LineupDetails_Home;LineupDetails_Away\"]\n";
    let row = |home: &str| format!("{head}1 1 2 7 \"200,45,54\" 8.02 11.98 {home} \"1,C,W,,Evensen,Atle\"\n");
    let read = read_session(row("\"1,O,N,18444,Larssen,Magnus Bruun|2,C,E,28336, Johnsen , Flemming\"").as_bytes()).map_err(|e| e.to_string());
    let Ok(read) = read else { return assert_eq!(read.err(), None) };
    assert_eq!(read.matches[0].line_ups[0], ["1 O N 18444 Magnus Bruun Larssen", "2 C E 28336 Flemming Johnsen"]);
    assert_eq!(read.matches[0].line_ups[1], ["1 C W - Atle Evensen"]);
    let none = read_session(row("-").as_bytes()).map(|r| r.matches[0].line_ups[0].len()).map_err(|e| e.to_string());
    assert_eq!(none, Ok(0));
    for (home, why) in [
        ("\"1,X,N,1,A,B\"", "\"X\" is not a room (O or C)"),
        ("\"1,O,Q,1,A,B\"", "\"Q\" is not a seat (N, E, S or W)"),
        ("\"one,O,N,1,A,B\"", "\"one\" is not a segment number"),
        ("\"1,O,N,1,A\"", "\"1,O,N,1,A\" has not six fields"),
        ("\"1,O,N,12 34,A,B\"", "\"12 34\" is not a member number"),
    ] {
        let said = read_session(row(home).as_bytes()).map(|_| ()).map_err(|e| e.to_string());
        let cell = home.trim_matches('"');
        assert_eq!(said, Err(format!("line 4, column 32: \"{cell}\" is not a line-up (segment,room,seat,number,surname,first names|…): {why}")));
    }
}

/// A teams match a game a table: the home team NS unless the room is the
/// closed one, the teams numbered as first named, the IMPs each table
/// prints kept once a board; a score the contract does not make is refused
/// with its board and table.
#[test]
fn a_teams_match_written_a_game_a_table() {
    let game = |table: u32, room: &str, home: &str, visit: &str, contract: &str, score: &str, imps: &str| {
        format!("[Event \"Teams\"]\n[Board \"1\"]\n[North \"Ann#101\"]\n[South \"Bob\"]\n[Vulnerable \"None\"]\n[Contract \"{contract}\"]\n[Declarer \"N\"]\n[Result \"10\"]\n[Score \"{score}\"]\n[Table \"{table}\"]\n{room}[HomeTeam \"{home}\"]\n[VisitTeam \"{visit}\"]\n[ScoreIMP \"{imps}\"]\n\n")
    };
    let text =
        game(1, "", "LIONS", "TIGERS", "4S", "NS 420", "NS 10 EW -10") + &game(2, "[Room \"Closed\"]\n", "LIONS", "TIGERS", "2S", "NS 170", "NS -10 EW 10");
    let s = read_session(text.as_bytes()).unwrap_or_else(|e| unreachable!("{e}"));
    assert!(s.teams);
    let lines: Vec<(Option<u32>, u32, u32, Outcome)> = s.boards[0].results.iter().map(|r| (r.table, r.ns, r.ew, r.outcome.clone())).collect();
    assert_eq!(lines, vec![(Some(1), 1, 2, Outcome::Score(420)), (Some(2), 2, 1, Outcome::Score(170))], "closed room: the visitors NS");
    assert_eq!(s.matches.iter().map(|m| (m.home, m.away, m.boards.clone())).collect::<Vec<_>>(), vec![(1, 2, vec![(1, 10.0, 0.0)])]);
    assert_eq!(s.totals.iter().map(|t| (t.pair, t.name.clone())).collect::<Vec<_>>(), vec![(1, Some("LIONS".into())), (2, Some("TIGERS".into()))]);
    assert_eq!(
        s.totals[0].players.iter().map(|m| (m.name.as_str(), m.member_number.as_deref())).collect::<Vec<_>>(),
        vec![("Ann", Some("101")), ("Bob", None)]
    );
    let wrong = game(1, "", "LIONS", "TIGERS", "4S", "NS 450", "NS 0 EW 0");
    let refused = read_session(wrong.as_bytes()).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(refused.ends_with("board 1, table 1: the file's score 450 is not what 4S by N taking 10 tricks scores (420)"), "{refused}");
}
