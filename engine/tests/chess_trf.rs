//! Team tournament reports from ../shared/chess read, and the matches and
//! standings rebuilt from them checked against the official results.

mod common;

use clubscore_engine::chess::matches::{boards, record};
use clubscore_engine::chess::record::{standings, Kind};
use clubscore_engine::chess::tiebreak::{parse_list, rank, Edition, Value};
use clubscore_engine::chess::trf::read;

fn fixture(name: &str) -> Option<String> {
    let dir = common::shared("chess/fixtures")?;
    std::fs::read_to_string(dir.join(name)).ok()
}

/// The Friendship Cup 2024 (15 teams, 7 rounds, 6 boards, TRF16 with 013
/// records): every team's matches, W/D/L, match and game points as the
/// official standings give them.
#[test]
fn friendship_cup_standings_match_the_official_ones() {
    let (Some(text), Some(expected)) = (fixture("friendship_cup_2024.trf"), fixture("friendship_cup_2024.expected.json")) else { return };
    let trf = read(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(trf.name(), "ΔΙΑΣΥΛΛΟΓΙΚΟ ΚΥΠΕΛΛΟ ΚΡΗΤΙΚΗΣ ΦΙΛΙΑΣ 2024");
    assert!(trf.teams_from_013);
    assert_eq!((trf.teams.len(), trf.players.len(), trf.rounds(), boards(&trf)), (15, 129, 7, 6));
    assert_eq!(trf.teams[2].name, "ΟΑΑΗ");
    assert_eq!(trf.teams[2].members, vec![59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 121]);
    let expected: serde_json::Value = serde_json::from_str(&expected).unwrap_or_default();
    let teams = expected["teams"].as_array().cloned().unwrap_or_default();
    assert_eq!(teams.len(), 15);
    let record = record(&trf);
    let table = standings(&record);
    for want in &teams {
        let index = want["trf_013_index"].as_u64().unwrap_or(0) as u32;
        let got = table.iter().find(|s| s.team == index).unwrap_or_else(|| panic!("team {index}"));
        let name = want["team"].as_str().unwrap_or_default();
        assert_eq!(got.name, name);
        let n = |k: &str| want[k].as_f64().unwrap_or(f64::NAN);
        assert_eq!(
            (got.played, got.won, got.drawn, got.lost, got.match_points as f64 / 2.0, got.game_points as f64 / 2.0),
            (n("matches_played") as u32, n("W") as u32, n("D") as u32, n("L") as u32, n("MP"), n("GP")),
            "{name}"
        );
        // The place: official ranks break MP-and-GP ties further; where no
        // other team has the same MP and GP, ours must be the same.
        let level = table.iter().filter(|s| (s.match_points, s.game_points) == (got.match_points, got.game_points)).count();
        if level == 1 {
            assert_eq!(got.rank, want["rank"].as_u64().unwrap_or(0).to_string(), "{name}");
        }
    }
    // The official tie-breaks: Buchholz on match points and EGGSB, under the
    // edition in force at the start (2024: the bye's dummy has the team's own score).
    let edition = Edition::for_start(trf.tag("042").unwrap_or_default());
    assert_eq!(edition, Edition::Y2024);
    let rows = rank(&record, &parse_list("MPTS,BH:MP,EGGSB").unwrap_or_default(), edition);
    let value =
        |team: u32, code: usize| -> Value { rows.iter().find(|r| r.team == team).map(|r| r.values[code].clone()).unwrap_or_else(|| panic!("team {team}")) };
    for want in &teams {
        let index = want["trf_013_index"].as_u64().unwrap_or(0) as u32;
        let name = want["team"].as_str().unwrap_or_default();
        assert_eq!(value(index, 1).value, want["BH_MP"].as_f64().unwrap_or(f64::NAN), "BH:MP of {name}");
        assert_eq!(value(index, 2).value, want["EGGSB"].as_f64().unwrap_or(f64::NAN), "EGGSB of {name}");
    }
    // The working: ΣΑΧ (team 15) had the bye in round 1, against a dummy with its own 8 MP.
    let sax = value(15, 1).parts;
    assert_eq!((sax[0].round, sax[0].opponent, sax[0].kind, sax[0].value), (1, None, "bye", 8.0));
    // Under the 2026 edition the dummy is capped at a draw every round (7 MP).
    let capped = rank(&record, &parse_list("BH:MP").unwrap_or_default(), Edition::Y2026);
    assert_eq!(capped.iter().find(|r| r.team == 15).map(|r| r.values[0].value), Some(57.0));
    // Seven teams sat out once: the pairing-allocated bye, a drawn match.
    let byes = record.results.iter().flat_map(|r| r.values()).filter(|e| e.kind == Kind::PairingBye).count();
    assert_eq!(byes, 7);
}

/// The other team files read whole, their 310 teams and their printed totals agreeing with the games.
#[test]
fn trf26_team_files_read() {
    for name in ["grandmommyscup.trf", "fideteam_nocolor.trf", "trf26_team.trf"] {
        let Some(text) = fixture(name) else { return };
        let trf = read(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!trf.teams.is_empty() && !trf.teams_from_013, "{name}: {} teams, from 013: {}", trf.teams.len(), trf.teams_from_013);
        assert!(trf.teams.iter().all(|t| !t.members.is_empty()), "{name}");
    }
    // The 310 lines print each team's match and game points: ours from the games agree.
    for name in ["fideteam_nocolor.trf", "grandmommyscup.trf"] {
        let Some(text) = fixture(name) else { return };
        let trf = read(&text).unwrap_or_else(|e| panic!("{e}"));
        let table = standings(&record(&trf));
        let wrong: Vec<String> = trf
            .teams
            .iter()
            .filter_map(|t| {
                let got = table.iter().find(|s| s.team == t.number)?;
                ((u32::try_from(got.match_points).ok(), u32::try_from(got.game_points).ok()) != (t.match_points, t.game_points)).then(|| {
                    format!("{} {}: ours {}/{} halves, printed {:?}/{:?}", t.number, t.name, got.match_points, got.game_points, t.match_points, t.game_points)
                })
            })
            .collect();
        assert!(wrong.is_empty(), "{name}: {wrong:#?}");
    }
}

#[test]
fn bad_reports_name_the_line_and_column() {
    let bad = "012 Test\n001    1 m    Smith,Ann                         1500 ENG    12345678 2000/01/01  1.0    1     2 x 1\n";
    let err = read(bad).err().map(|e| e.to_string()).unwrap_or_default();
    assert_eq!(err, "line 2, column 97: “x” is not a colour (w, b or -)");
    let err = read("310 abc Team\n").err().map(|e| e.to_string()).unwrap_or_default();
    assert_eq!(err, "line 1, column 5: “abc” is not a team number");
    assert_eq!(read("330 ++ 001 002 003\n").err().map(|e| e.line), Some(1));
}

/// Nonsense that parses is refused, naming its line: a player paired with
/// himself, a line of more than 99 rounds, a team number used twice, a team
/// member with no player line.
#[test]
fn nonsense_is_refused_naming_the_line() {
    let player = |n: u32, games: &str| format!("001 {n:>4} m    Player {n:<26} 1500 ENG    12345678 2000/01/01  1.0    1{games}\n");
    let err = |text: &str| read(text).err().map(|e| e.to_string()).unwrap_or_default();
    assert_eq!(err(&player(1, "     1 w 1")), "line 1, column 92: player 1 is paired with himself");
    let long = "     2 w 1".repeat(100);
    assert_eq!(err(&player(1, &long)), "line 1, column 1082: more than 99 rounds on one player's line");
    let two = format!("{}{}", player(1, "     2 w 1"), player(2, "     1 b 0"));
    let team = |n: u32, members: &str| format!("310 {n:>3} Team {n:<27}                          {members}\n");
    assert_eq!(err(&format!("{two}{}{}", team(1, "    1"), team(1, "    2"))), "line 4, column 5: team number 1 is used twice");
    assert_eq!(err(&format!("{two}{}", team(1, "    1    7"))), "line 3, column 1: team “Team 1” lists player 7, who has no 001 line");
    assert!(read(&format!("{two}{}{}", team(1, "    1"), team(2, "    2"))).is_ok(), "the same, sound");
}

/// Every sample file read, written as TRF-2026 and read again gives the same
/// report (a TRF16 file's `013` teams come back as `310`), the same matches
/// and standings; writing it again gives the same text.
#[test]
fn reports_round_trip() {
    for name in ["friendship_cup_2024.trf", "grandmommyscup.trf", "fideteam_nocolor.trf", "trf26_team.trf"] {
        let Some(text) = fixture(name) else { return };
        let mut first = read(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let written = clubscore_engine::chess::trf::write(&first);
        let again = read(&written).unwrap_or_else(|e| panic!("{name} as written: {e}\n{written}"));
        assert_eq!(record(&again), record(&first), "{name}: the matches");
        first.teams_from_013 = false;
        assert_eq!(again, first, "{name}");
        assert_eq!(clubscore_engine::chess::trf::write(&again), written, "{name}: written twice");
        assert!(written.lines().filter(|l| l.starts_with("310")).count() == first.teams.len(), "{name}: a 310 line per team");
    }
}

/// A 299 record read, written and read again: kind, signed points, round, teams.
#[test]
fn abnormal_points_round_trip() {
    let text = "012 Penalties\n299    -5.0          1    1\n299 +   2.0   1.5    2    3    4\n";
    let trf = read(text).unwrap_or_else(|e| panic!("{e}"));
    let a = &trf.abnormal;
    assert_eq!((a[0].kind, a[0].match_points, a[0].game_points, a[0].round, a[0].ids.clone()), (' ', -10, 0, 1, vec![1]));
    assert_eq!((a[1].kind, a[1].match_points, a[1].game_points, a[1].round, a[1].ids.clone()), ('+', 4, 3, 2, vec![3, 4]));
    let again = read(&clubscore_engine::chess::trf::write(&trf)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.abnormal, trf.abnormal);
    let bad = read("299 X\n").unwrap_err();
    assert_eq!((bad.line, bad.column), (1, 5));
}

/// C.07 12.1 on a real file: in round 4 ΓΑΖΙ 2 fielded five players against
/// ΓΑΖΙ 1, whose board 3 won by forfeit against the empty board. ΓΑΖΙ 2's
/// players sit on the boards of the players they met (86 met board 4's 16,
/// 88 drew with board 6's 18): board 3 is the empty one, and the draw stays
/// on board 6 (read in roster order it slid to board 5). In round 5 both
/// teams fielded five: Σ.A.ΧΕΡΣΟΝΗΣΟΥ won board 3 by forfeit, ΓΑΖΙ 2's 88
/// won board 6. Board Count follows: 63 for ΓΑΖΙ 2, worked out by hand from
/// the file as Σ board × points / 2: round 2 3, round 3's bye 21, round 4 3,
/// round 5 6, rounds 6 and 7 15 each.
#[test]
fn friendship_cup_empty_boards_stay_where_they_were() {
    let Some(text) = fixture("friendship_cup_2024.trf") else { return };
    let trf = read(&text).unwrap_or_else(|e| panic!("{e}"));
    let number = |name: &str| trf.teams.iter().find(|t| t.name == name).map(|t| t.number).unwrap_or(0);
    let (gazi2, gazi1) = (number("ΓΑΖΙ 2"), number("ΓΑΖΙ 1"));
    let record = record(&trf);
    let round4 = &record.results[3];
    let short = round4.get(&gazi2).map(|e| (e.opponent, e.boards.clone()));
    assert_eq!(short, Some((Some(gazi1), vec![0, 0, 0, 0, 0, 1])));
    let full = round4.get(&gazi1).map(|e| e.boards.clone());
    assert_eq!(full, Some(vec![2, 2, 2, 2, 2, 1]), "board 3 won by forfeit, board 6 drawn");
    // Board Count (lower is better) sums each board's points weighted by its
    // number, so the draw on board 6 counts 6 × ½, not 5 × ½.
    let list = parse_list("BC").unwrap_or_default();
    let ranked = rank(&record, &list, Edition::Y2026);
    let board_count = ranked.iter().find(|r| r.team == gazi2).and_then(|r| r.values.first().map(|v| v.value));
    let round5: Vec<_> = [gazi2, number("Σ.A.ΧΕΡΣΟΝΗΣΟΥ")].iter().map(|t| record.results[4].get(t).map(|e| e.boards.clone())).collect();
    assert_eq!(round5, vec![Some(vec![0, 0, 0, 0, 0, 2]), Some(vec![2, 2, 2, 2, 2, 0])]);
    assert_eq!(board_count, Some(63.0));
    // The tournament read from the report seats them the same way.
    let t = clubscore_engine::chess::transfer::from_trf(&trf);
    let seated: Vec<Vec<Option<u32>>> = t.rounds[4]
        .matches
        .iter()
        .filter(|m| m.first == gazi2 || m.second == gazi2)
        .map(|m| m.line_ups[if m.first == gazi2 { 0 } else { 1 }].clone())
        .collect();
    assert_eq!(seated, vec![vec![Some(84), Some(85), None, Some(86), Some(87), Some(88)]]);
}

/// The report we write ranks the teams (`310`) as the screen does: two
/// teams level on match and game points are placed by the tie-breaks in
/// force, not by their numbers (issue 26, item 2: team 2 ahead of team 1
/// on board count was written 2nd).
#[test]
fn the_reports_ranks_follow_the_tie_breaks() {
    use clubscore_engine::chess::tournament::{BoardResult::*, Player, Tournament};
    let mut t = Tournament::default();
    for name in ["Ants", "Bees", "Crows", "Doves"] {
        let id = t.add_team(name).unwrap_or_else(|e| panic!("{e}"));
        for b in 1..=4 {
            t.add_player(id, Player { name: format!("{name} {b}"), rating: Some(2000), ..Player::default() }).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    t.tiebreaks = "BC".into();
    t.add_round(&[(1, 3), (2, 4)], None, &[]).unwrap_or_else(|e| panic!("{e}"));
    // Both winners make 2½: Ants on the low boards, Bees on the high ones.
    for (m, results) in [(0, [Loss, Draw, Win, Win]), (1, [Win, Win, Draw, Loss])] {
        for (b, v) in results.into_iter().enumerate() {
            t.set_result(1, m, b as u32 + 1, Some(v)).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    let screen: Vec<(u32, u32)> = clubscore_engine::chess::reports::standings_table(&t).lines.iter().map(|l| (l.totals.team, l.rank)).collect();
    assert_eq!(screen[..2], [(2, 1), (1, 2)], "Bees ahead on board count");
    let trf = clubscore_engine::chess::transfer::to_trf(&t);
    let ranks: Vec<(u32, Option<u32>)> = trf.teams.iter().map(|x| (x.number, x.rank)).collect();
    let mut by_team: Vec<(u32, Option<u32>)> = screen.iter().map(|&(team, rank)| (team, Some(rank))).collect();
    by_team.sort_unstable();
    assert_eq!(ranks, by_team, "one ranking everywhere");
    assert_eq!(ranks[..2], [(1, Some(2)), (2, Some(1))]);
    // And as written: the 310 line of Bees says rank 1.
    let text = clubscore_engine::chess::trf::write(&trf);
    let bees = text.lines().find(|l| l.starts_with("310") && l.contains("Bees")).unwrap_or_default();
    assert_eq!(read(&text).map(|r| r.teams.iter().map(|x| (x.number, x.rank)).collect::<Vec<_>>()).ok(), Some(ranks), "{bees}");
}

/// A report taken in and written again (issue 45): its tournament records
/// that the tournament does not make are kept as read (place, federation,
/// arbiters, time control, round dates); the counts, the colours down the
/// boards (352, which gives a checker the team size) and the team scoring
/// (362) are written as the tournament has them; the tie-breaks that rank
/// the 310 lines are declared, 202 its list and 212 the whole order.
#[test]
fn a_report_s_records_are_kept_and_its_ranking_declared() {
    let Some(text) = fixture("grandmommyscup.trf") else { return };
    let t = clubscore_engine::chess::transfer::from_trf(&read(&text).unwrap_or_else(|e| panic!("{e}")));
    let written = clubscore_engine::chess::trf::write(&clubscore_engine::chess::transfer::to_trf(&t));
    let lines = |text: &str, code: &str| -> Vec<String> { text.lines().filter(|l| l.starts_with(code)).map(|l| l.trim_end().to_string()).collect() };
    for code in ["022", "032", "052", "092", "102", "112", "122", "132", "162", "172", "222"] {
        assert_eq!(lines(&written, code), lines(&text, code), "{code}");
    }
    assert_eq!(lines(&written, "112").len(), 2, "both deputies");
    for code in ["062 249", "072 249", "082 50", "352 WBWB", "362 TW 2.0   TD 1.0   TL 0.0"] {
        assert_eq!(lines(&written, &code[..3]), vec![code.to_string()]);
    }
    assert_eq!(lines(&written, "202"), vec!["202 EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP"]);
    assert_eq!(lines(&written, "212"), vec!["212 MPTS,EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP"]);
    // Read again, the same: the records once each, the tie-breaks as they were.
    let again = clubscore_engine::chess::transfer::from_trf(&read(&written).unwrap_or_else(|e| panic!("{e}")));
    assert_eq!((&again.records, &again.tiebreaks), (&t.records, &t.tiebreaks));
    // An event on FIDE's default declares it, and reads back as on the default.
    let mut plain = t.clone();
    plain.tiebreaks = String::new();
    plain.records = String::new();
    let written = clubscore_engine::chess::trf::write(&clubscore_engine::chess::transfer::to_trf(&plain));
    assert_eq!((lines(&written, "202"), lines(&written, "212")), (vec!["202 GPTS,DE,BC,SB".to_string()], vec!["212 MPTS,GPTS,DE,BC,SB".to_string()]));
    assert_eq!(lines(&written, "092"), vec!["092 Team Swiss"]);
    let back = clubscore_engine::chess::transfer::from_trf(&read(&written).unwrap_or_else(|e| panic!("{e}")));
    assert_eq!(back.tiebreaks, "");
}

/// A team absent with a zero-point bye (240 Z): its players' rounds are
/// written "0000 - Z", as the report it was read from gives them, not "0000 - -".
#[test]
fn a_zero_point_bye_keeps_its_players_rounds() {
    let player = |n: u32, game: &str| format!("{:<80}{:>4}{:>5}  {game}\n", format!("001 {n:>4}      P{n}"), "0.0", 0);
    let mut text = String::from("012 Zero\n142 1\n192 FIDE_TEAM_MP_GP\n");
    for t in 1..=3u32 {
        text += &format!("310 {t:>3} {:<32} {:<5} {:>6} {:>6} {:>6} {:>3}  {:>4} {:>4}\n", format!("Team {t}"), "", "", "", "", "", 2 * t - 1, 2 * t);
    }
    for (n, game) in [(1, "   3 w 1"), (2, "   4 b 1"), (3, "   1 b 0"), (4, "   2 w 0"), (5, "0000 - Z"), (6, "0000 - Z")] {
        text += &player(n, game);
    }
    text += "320  1.0  2.0   0\n240 Z   1    3\n";
    let t = clubscore_engine::chess::transfer::from_trf(&read(&text).unwrap_or_else(|e| panic!("{e}")));
    assert_eq!(t.rounds[0].absent, vec![3]);
    let written = clubscore_engine::chess::trf::write(&clubscore_engine::chess::transfer::to_trf(&t));
    let byes: Vec<&str> = written.lines().filter(|l| l.starts_with("001") && l.trim_end().ends_with("0000 - Z")).map(|l| l[4..8].trim()).collect();
    assert_eq!(byes, ["5", "6"], "{written}");
    assert!(written.contains("\n240 Z   1    3\n"), "{written}");
}
