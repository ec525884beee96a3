//! The command line's contract: what it prints and how it exits.

mod common;

use std::process::Command;

fn clubscore(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_clubscore")).args(args).output().expect("run clubscore");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

#[test]
fn version_and_help() {
    let (code, out, _) = clubscore(&["--version"]);
    assert_eq!((code, out.as_str()), (0, concat!("clubscore ", env!("CARGO_PKG_VERSION"), "\n")));
    let (code, out, _) = clubscore(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("clubscore — the Clubscore scoring engine"));
    assert!(out.contains("clubscore backup check FILE"));
    // Every tie-break code the reader takes is in the help (FB, AOB, KS … were missing), and none it refuses.
    let listed: String = out.split_whitespace().collect::<Vec<_>>().join(" ");
    for (code, _, shown) in clubscore_engine::chess::tiebreak::CODES {
        let said = listed.contains(&format!(" {code},")) || listed.contains(&format!("({code},")) || listed.contains(&format!(" {code};"));
        assert_eq!(said, shown, "{code} in the help");
    }
    assert!(!listed.contains("ARO,") && !listed.contains("MPVGP"));
}

#[test]
fn unknown_commands_exit_2() {
    let (code, out, err) = clubscore(&["frobnicate"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, "clubscore: unknown command: frobnicate\nRun `clubscore --help` for the commands.\n");
}

#[test]
fn backup_check_reads_a_good_file_and_names_a_bad_ones_problem() {
    let dir = scratch("backup-check");
    std::fs::create_dir_all(&dir).unwrap();
    let fixture = include_str!("fixtures/event-v1.json");
    let good = dir.join("good.json");
    std::fs::write(&good, format!("{{\"format\":\"clubscore-backup\",\"version\":1,\"exported\":1,\"events\":[{fixture}]}}")).unwrap();
    let (code, out, err) = clubscore(&["backup", "check", good.to_str().unwrap()]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out.trim(),
        r#"{"events":[{"date":"2026-11-24","format":"bridge_pairs","id":"lo8x2k1a9","log_entries":2,"name":"Tuesday Evening Pairs","participants":2,"revision":3}],"ok":true}"#
    );

    let bad = dir.join("bad.json");
    std::fs::write(&bad, r#"{"format":"clubscore-backup","version":1,"events":[{"schema":1,"data":{"id":"x"}}]}"#).unwrap();
    let (code, out, err) = clubscore(&["backup", "check", bad.to_str().unwrap()]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, format!("clubscore: {}: at events[0].data: missing field `name`\n", bad.display()));

    let (code, _, err) = clubscore(&["backup", "check", dir.join("missing.json").to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.starts_with("clubscore: cannot read "), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

/// A folder of its own for a test's files, in the build's own scratch space
/// (not the machine's temporary folder, which runs would fill): written over
/// by the next run.
fn scratch(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-{name}"))
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = scratch(name);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn bridge_vp_prints_winner_and_loser() {
    let (code, out, _) = clubscore(&["bridge", "vp", "--boards", "20", "--imps", "2"]);
    assert_eq!((code, out.as_str()), (0, "{\"loser\":9.45,\"winner\":10.55}\n"));
    let (_, out, _) = clubscore(&["bridge", "vp", "--boards", "8", "--imps", "-10", "--scale", "club"]);
    assert_eq!(out, "{\"loser\":6.0,\"winner\":14.0}\n");
    let (_, out, _) = clubscore(&["bridge", "vp", "--boards", "20", "--imps", "3", "--scale", "wbf-discrete"]);
    assert_eq!(out, "{\"loser\":9.0,\"winner\":11.0}\n");
    let (code, _, err) = clubscore(&["bridge", "vp", "--boards", "20", "--imps", "3", "--scale", "ebu"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("clubscore: --scale takes wbf, wbf-discrete or club, not ebu"), "{err}");
    assert_eq!(clubscore(&["bridge", "vp", "--boards", "0", "--imps", "3"]).0, 2);
}

/// The seed's boards 1 and 2 (duplicate-scoring-programs.txt) as a PBN file.
const SEED_PBN: &str = "[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 11 3NT N 9\n2 12 3NT N 10\n3 13 2NT N 10\n4 14 3NT N 8\n\n[Board \"2\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 11 2S E 8\n2 12 2S E 9\n3 13 2S E 9\n4 14 1NT E 8\n";

#[test]
fn bridge_score_prints_boards_and_pairs() {
    let path = temp_file("seed.pbn", SEED_PBN);
    let (code, out, err) = clubscore(&["bridge", "score", path.to_str().unwrap(), "--json"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["boards"][0]["top"], 6.0);
    assert_eq!(
        v["boards"][0]["results"][0],
        serde_json::json!({"ns": 1, "ew": 11, "contract": "3NT", "declarer": "N", "tricks": 9, "score_ns": 400, "adjusted": null,
            "mp_ns": 4.0, "mp_ew": 2.0, "pct_ns": 100.0 * 4.0 / 6.0, "ximp_ns": 5.0})
    );
    let mps: Vec<f64> = v["boards"][1]["results"].as_array().unwrap().iter().map(|r| r["mp_ns"].as_f64().unwrap()).collect();
    assert_eq!(mps, vec![6.0, 1.0, 1.0, 4.0]);
    // NS 1: 4 + 6 = 10 of 12.
    assert_eq!(
        v["pairs"][0],
        serde_json::json!({"pair": 1, "direction": "NS", "boards": 2, "mp": 10.0, "max": 12.0, "pct": 100.0 * 10.0 / 12.0, "rank": "1", "factored": false})
    );
    let (_, csv, _) = clubscore(&["bridge", "score", path.to_str().unwrap(), "--csv"]);
    assert_eq!(csv.lines().nth(1), Some("1,1,11,3NT,N,9,400,4.00,2.00,66.67"));
    let (_, pbn, _) = clubscore(&["bridge", "score", path.to_str().unwrap(), "--pbn"]);
    assert!(pbn.contains("[TotalScoreTable"), "{pbn}");
    assert!(pbn.contains("- - 1 11 3NT N 9 \"400\" - 4.00 2.00 66.67"), "{pbn}");
    let (_, xml, _) = clubscore(&["bridge", "score", path.to_str().unwrap(), "--usebio"]);
    assert!(xml.contains("<USEBIO Version=\"1.2\">") && xml.contains("<NS_MATCH_POINTS>4.00</NS_MATCH_POINTS>"), "{xml}");
    let (_, out, _) = clubscore(&["bridge", "score", path.to_str().unwrap(), "--mp", "acbl"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["boards"][0]["top"], 3.0);
}

/// A Mitchell whose EW pairs reuse the numbers: two fields, and the reading said.
#[test]
fn bridge_score_reads_usebio_and_says_how_it_took_the_pairs() {
    let xml = "<?xml version=\"1.0\"?>\n<USEBIO Version=\"1.2\"><EVENT EVENT_TYPE=\"MP_PAIRS\"><EVENT_DESCRIPTION>Tuesday</EVENT_DESCRIPTION><PARTICIPANTS>\
        <PAIR><PAIR_NUMBER>1NS</PAIR_NUMBER><PLAYER><PLAYER_NAME>Ann</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>Bob</PLAYER_NAME></PLAYER></PAIR>\
        <PAIR><PAIR_NUMBER>1EW</PAIR_NUMBER><PLAYER><PLAYER_NAME>Cy</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>Di</PLAYER_NAME></PLAYER></PAIR></PARTICIPANTS>\
        <BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1EW</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE></TRAVELLER_LINE>\
        <TRAVELLER_LINE><NS_PAIR_NUMBER>2NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2EW</EW_PAIR_NUMBER><SCORE>A6040</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>\n";
    let path = temp_file("night.xml", xml);
    let (code, out, err) = clubscore(&["bridge", "score", path.to_str().unwrap(), "--csv-standings"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, "rank,pair,direction,names,boards,mp,max,pct,factored\n1,2,NS,,1,1.20,2.00,60.00,\n2,1,NS,Ann & Bob,1,1.00,2.00,50.00,\n1,1,EW,Cy & Di,1,1.00,2.00,50.00,\n2,2,EW,,1,0.80,2.00,40.00,\n");
    // A PBN that cannot tell: one pair per number, and the other reading offered.
    let pbn = temp_file("howell.pbn", "[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N 10\n3 4 4S N 9\n\n[Board \"2\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n2 3 4S N 10\n4 1 4S N 9\n");
    let (code, out, err) = clubscore(&["bridge", "score", pbn.to_str().unwrap(), "--csv-standings"]);
    assert_eq!(code, 0);
    assert_eq!(err, format!("clubscore: {}: pairs 1, 2, 3, 4 sat both NS and EW: each number is read as one pair (a Howell); if NS and EW pairs reuse the numbers, read it with --directions separate\n", pbn.display()));
    assert_eq!(out.lines().filter(|l| l.split(',').nth(2) == Some("")).count(), 4);
    let (code, out, err) = clubscore(&["bridge", "score", pbn.to_str().unwrap(), "--csv-standings", "--directions", "separate"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!((out.lines().filter(|l| l.contains(",NS,")).count(), out.lines().filter(|l| l.contains(",EW,")).count()), (4, 4));
    assert_eq!(clubscore(&["bridge", "score", pbn.to_str().unwrap(), "--directions", "both"]).0, 2);
}

#[test]
fn bridge_score_names_the_line_of_bad_input() {
    let path = temp_file("bad.pbn", "[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 11 3NT N 9\n2 12 3NT Z 10\n");
    let (code, out, err) = clubscore(&["bridge", "score", path.to_str().unwrap()]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, format!("clubscore: {}: line 4, column 10: \"Z\" is not a declarer (N, E, S or W)\n", path.display()));
    assert_eq!(clubscore(&["bridge", "score"]).0, 2);
    assert_eq!(clubscore(&["bridge", "score", path.to_str().unwrap(), "--mp", "ebu"]).0, 2);
}

#[test]
fn an_individual_movement_and_its_proof() {
    let (code, out, err) = clubscore(&["bridge", "movement", "individual", "--players", "12", "--boards-per-round", "1", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_default();
    assert_eq!(v["rounds"].as_array().map(Vec::len), Some(11));
    assert_eq!(v["rounds"][0]["tables"][0], serde_json::json!({"table": 1, "north": 12, "east": 10, "south": 9, "west": 2, "boards": [1]}));
    let (code, out, _) = clubscore(&["bridge", "movement", "individual", "--players", "44", "--verify"]);
    assert_eq!(code, 0);
    assert!(out.contains("\"ok\":true") && out.contains("each player partners every player of the opposite line once"), "{out}");
    let (code, _, err) = clubscore(&["bridge", "movement", "individual", "--players", "10"]);
    assert_eq!(code, 2);
    assert!(err.contains("8, 12, 16, 20 or 24 players (whist)"), "{err}");
    assert_eq!(clubscore(&["bridge", "movement", "individual", "--boards-per-round", "2"]).0, 2);
}

#[test]
fn bridge_movement_prints_the_schedule_and_its_verification() {
    let (code, out, err) = clubscore(&["bridge", "movement", "teams", "--tables", "9", "--tea", "--json"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((v["kind"].as_str(), v["tables"].as_u64(), v["tea_after_round"].as_u64()), (Some("teams"), Some(9), Some(4)));
    // The seed: start EW up three (team 7's EW pair at table 1), boards 1-2 there.
    assert_eq!(v["rounds"][0]["tables"][0], serde_json::json!({"table": 1, "ns": 1, "ew": 7, "boards": [1, 2]}));
    assert_eq!(v["rounds"].as_array().map(Vec::len), Some(8));

    let (code, out, _) = clubscore(&["bridge", "movement", "teams", "--tables", "9"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((code, v.get("tea_after_round").is_none()), (0, true));
    assert_eq!(v["rounds"][0]["tables"][0], serde_json::json!({"table": 1, "ns": 1, "ew": 3, "boards": [1, 2]}));

    let (code, out, _) = clubscore(&["bridge", "movement", "teams", "--tables", "16", "--verify"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((code, v["ok"].as_bool()), (0, Some(true)));
    assert_eq!(v["missed"].as_array().map(Vec::len), Some(8));

    let (code, out, _) = clubscore(&["bridge", "movement", "howell", "--pairs", "12", "--boards-per-round", "3", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((code, v["rounds"].as_array().map(Vec::len)), (0, Some(11)));
    assert_eq!(v["rounds"][0]["tables"].as_array().map(Vec::len), Some(6));

    let (code, _, err) = clubscore(&["bridge", "movement", "mitchell", "--tables", "8", "--rounds", "8"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("clubscore: 8 rounds asked, but this movement has at most 7"), "{err}");
    assert_eq!(clubscore(&["bridge", "movement", "waltz", "--tables", "8"]).0, 2);
    assert_eq!(clubscore(&["bridge", "movement", "mitchell"]).0, 2);

    // A half table: seven pairs, EW 8 missing, table 4 sits out round 1.
    let (code, out, _) = clubscore(&["bridge", "movement", "mitchell", "--tables", "4", "--half-table", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((code, v["rounds"][0]["tables"].as_array().map(Vec::len)), (0, Some(3)));
    // Round 2: EW 8 would have moved up to table 1, so NS 1 sits out; table 2 has EW 5 (EW 1).
    let tables: Vec<u64> = v["rounds"][1]["tables"].as_array().map(|t| t.iter().filter_map(|x| x["table"].as_u64()).collect()).unwrap_or_default();
    assert_eq!(tables, vec![2, 3, 4]);
    assert_eq!(v["rounds"][1]["tables"][0], serde_json::json!({"table": 2, "ns": 2, "ew": 5, "boards": [5, 6]}));
    // Fewer rounds of multiple teams, even without --tea, are the seed's halves (never one way only).
    let (code, out, _) = clubscore(&["bridge", "movement", "teams", "--tables", "17", "--rounds", "12", "--verify"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((code, v["ok"].as_bool()), (0, Some(true)));
    let (code, _, err) = clubscore(&["bridge", "movement", "teams", "--tables", "17", "--rounds", "14", "--before-tea", "7"]);
    assert_eq!(code, 2);
    assert!(err.contains("7 rounds before tea and 7 after cannot be arranged"), "{err}");
    // Two rows on copied boards: tables 1 and 8 on the same set.
    let (code, out, _) = clubscore(&["bridge", "movement", "mitchell", "--tables", "14", "--copies", "2", "--verify"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((code, v["ok"].as_bool(), v["balance"].as_str()), (0, Some(true), Some("each of the 7 board sets is played 14 times")));
    let (code, _, err) = clubscore(&["bridge", "movement", "howell", "--pairs", "9", "--half-table"]);
    assert_eq!(code, 2);
    assert!(err.contains("only a Mitchell is played with a half table"), "{err}");
}

/// Every argument that sizes work is bounded, and the limit named: these
/// ran for minutes before (issue 46), and are refused at once now.
#[test]
fn arguments_that_size_work_are_bounded() {
    for (args, said) in [
        (&["bridge", "movement", "mitchell", "--tables", "100000"][..], "clubscore: a movement is made for at most 100 tables, not 100000"),
        (&["bridge", "movement", "howell", "--pairs", "4000000"][..], "clubscore: a movement is made for at most 100 tables, not 2000000"),
        (
            &["bridge", "movement", "teams", "--tables", "9", "--boards-per-round", "4000000000"][..],
            "clubscore: this movement would need 4000000000 boards, but boards are numbered 1 to 999",
        ),
        (
            &["bridge", "movement", "mitchell", "--tables", "100", "--boards-per-round", "11"][..],
            "clubscore: this movement would need 1100 boards, but boards are numbered 1 to 999",
        ),
        (
            &["bridge", "movement", "individual", "--players", "12", "--boards-per-round", "4000000000"][..],
            "clubscore: this movement would need 4000000000 boards, but boards are numbered 1 to 999",
        ),
        (&["bridge", "vp", "--boards", "4000000000", "--imps", "12"][..], "clubscore: --boards takes a number of boards, 1 to 999, not 4000000000"),
    ] {
        let (code, _, err) = clubscore(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.starts_with(said), "{args:?}: {err}");
    }
    // At the limits, made.
    let (code, out, _) = clubscore(&["bridge", "movement", "mitchell", "--tables", "100", "--boards-per-round", "9", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((code, v["rounds"].as_array().map(Vec::len)), (0, Some(99)));
    assert_eq!(clubscore(&["bridge", "vp", "--boards", "999", "--imps", "12"]).0, 0);
}

/// `clubscore chess standings` on the Friendship Cup: with the official
/// order's tie-breaks (MP, GP, EGGSB, BH:MP) every team's rank is the official one.
#[test]
fn chess_standings_give_the_official_order() {
    let Some(dir) = chess_fixtures() else { return };
    let trf = dir.join("friendship_cup_2024.trf");
    let (code, out, err) = clubscore(&["chess", "standings", trf.to_str().unwrap_or_default(), "--tiebreaks", "MPTS,GPTS,EGGSB,BH:MP", "--json"]);
    assert_eq!(code, 0, "{err}");
    let got: serde_json::Value = serde_json::from_str(&out).unwrap_or_default();
    assert_eq!(got["round"], 7);
    let expected: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("friendship_cup_2024.expected.json")).unwrap_or_default()).unwrap_or_default();
    let teams = got["teams"].as_array().cloned().unwrap_or_default();
    assert_eq!(teams.len(), 15);
    for want in expected["teams"].as_array().cloned().unwrap_or_default() {
        let t = teams.iter().find(|t| t["tpn"] == want["trf_013_index"]).cloned().unwrap_or_default();
        assert_eq!((t["name"].clone(), t["rank"].clone()), (want["team"].clone(), want["rank"].clone()));
        assert_eq!(t["values"]["EGGSB"], want["EGGSB"]);
    }
    // A code that is no team tie-break, or a modifier where it does not apply, is named; exit 2.
    // WON (matches won over the board) is the official W of every team.
    let (code, out, err) = clubscore(&["chess", "standings", trf.to_str().unwrap_or_default(), "--tiebreaks", "MPTS,WON", "--json"]);
    assert_eq!(code, 0, "{err}");
    let got: serde_json::Value = serde_json::from_str(&out).unwrap_or_default();
    for want in expected["teams"].as_array().cloned().unwrap_or_default() {
        let t = got["teams"].as_array().and_then(|ts| ts.iter().find(|t| t["tpn"] == want["trf_013_index"]).cloned()).unwrap_or_default();
        assert_eq!((&t["name"], t["values"]["WON"].as_f64()), (&want["team"], want["W"].as_f64()));
    }
    // A rating tie-break, a code that is no team tie-break, or a modifier where it does not apply, is named; exit 2.
    let (code, _, err) = clubscore(&["chess", "standings", trf.to_str().unwrap_or_default(), "--tiebreaks", "MPTS,ARO", "--json"]);
    assert_eq!(code, 2);
    assert!(err.contains("“ARO” is one of C.07's rating tie-breaks for individuals"), "{err}");
    let (code, _, err) = clubscore(&["chess", "standings", trf.to_str().unwrap_or_default(), "--tiebreaks", "MPTS,XYZ", "--json"]);
    assert_eq!(code, 2);
    assert!(err.contains("“XYZ” is not a team tie-break"), "{err}");
    let (code, _, err) = clubscore(&["chess", "standings", trf.to_str().unwrap_or_default(), "--tiebreaks", "DE/C1", "--json"]);
    assert_eq!(code, 2);
    assert!(err.contains("DE/C1: the modifier /C1 does not apply here"), "{err}");
}

/// TieBreakServer's 9-team fixture ranks its teams by its 212 list (PTS, BC,
/// BBE) in its 310 lines: the standings command, with no list given, reads
/// the same list and gives the same ranks.
#[test]
fn chess_standings_follow_the_files_own_list() {
    let Some(dir) = chess_fixtures() else { return };
    let path = dir.join("fideteam_nocolor.trf");
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let printed: Vec<(u64, u64)> =
        text.lines().filter(|l| l.starts_with("310")).map(|l| (l[4..7].trim().parse().unwrap_or(0), l[68..71].trim().parse().unwrap_or(0))).collect();
    assert_eq!(printed.len(), 9);
    let (code, out, err) = clubscore(&["chess", "standings", path.to_str().unwrap_or_default(), "--json"]);
    assert_eq!(code, 0, "{err}");
    let got: serde_json::Value = serde_json::from_str(&out).unwrap_or_default();
    assert_eq!(got["round"], 7);
    for (tpn, rank) in printed {
        let team = got["teams"].as_array().and_then(|t| t.iter().find(|t| t["tpn"] == tpn)).cloned().unwrap_or_default();
        assert_eq!(team["rank"], rank, "team {tpn}");
        assert!(team["values"]["BC"].is_number() && team["values"]["BBE"].is_number() && team["values"]["PTS"].is_number(), "{team}");
    }
}

/// The shared chess fixtures (`../shared/chess/fixtures`), or none (said) in a clone without them.
fn chess_fixtures() -> Option<std::path::PathBuf> {
    common::shared("chess/fixtures")
}

fn pairing_input(name: &str) -> Option<std::path::PathBuf> {
    common::shared(&format!("chess/pairing-inputs/{name}"))
}

/// The eight team-pairing inputs of ../shared, each pairing worked out by
/// hand from C.04.6 (the reasoning beside each; the inputs come without
/// expected outputs on purpose).
#[test]
fn chess_pair_the_shared_inputs_as_worked_by_hand() {
    let cases: [(&str, &str); 8] = [
        // 1 won by forfeit (no meeting, no colour), 3 beat 4. Brackets {1,3}, {2,4}; 4.3.5 gives White to the lower difference.
        ("team_330_forfeit.input", "2\n1 3\n4 2\n"),
        // Game points first: E 3 (its bye), C 2.5, B 2, A 1, D 0.5. Bye to D (lowest; E had one). E's upfloater: C would
        // leave A and B, who met: B comes up ([C3]); then A-C.
        ("team_board_forfeit_win.input", "3\n5 2\n1 3\n4 0\n"),
        // Bye to 4 (0 points, like 2; the larger number; 5 had one). 1-3 (4.3.8: 1 alternates to Black), 5 meets upfloater 2.
        ("team_bye_lowscore.input", "3\n3 1\n2 5\n4 0\n"),
        // 4 and 5 had byes ([C2]); 2 and 3 on 2: the bye to 3. 1's upfloater: 2 met it; 4 would leave 2-5 (met): 5.
        ("team_c2_doublebye.input", "3\n5 1\n4 2\n3 0\n"),
        // 299 records: 1 loses 5 MP, 2 gains 3. 1 won by forfeit ([C2]), 5 had the bye: bye to 4. 2-3, then 5 and upfloater 1,
        // neither of which has played a match: 4.3.1, 5 (odd) gets the initial White.
        ("team_c2_forfeit.input", "3\n2 3\n5 1\n4 0\n"),
        // Type A: 1 wants White (Black twice, difference -1); 3 wants Black; 4-6 by 4.3.5.
        ("team_col_lasttwo.input", "3\n1 2\n5 3\n6 4\n"),
        // Type B: 1 strongly wants Black, 2 mildly: 1 Black (4.3.4); 5 and 3 opposite strong; 4 strong White over 6's mild.
        ("team_col_typeB_strong.input", "3\n2 1\n5 3\n4 6\n"),
        // Game points first: {1,2} on 3, 6 on 2 with upfloater 3 (1.5), then 4-5; no colour preferences (192 without TYPE).
        ("team_gp_primary.input", "3\n1 2\n3 6\n4 5\n"),
    ];
    for (name, want) in cases {
        let Some(path) = pairing_input(name) else { return };
        let (code, out, err) = clubscore(&["chess", "pair", path.to_str().unwrap_or_default()]);
        assert_eq!((code, out.as_str()), (0, want), "{name}: {err}");
    }
}

#[test]
fn chess_pair_round_and_explain() {
    let Some(path) = pairing_input("team_c2_doublebye.input") else { return };
    // Round 2 again from round 1's history: the bye to 4 (5 had it), 1-3 and 2-5 as in the file; but 1 and 3 both had
    // White with nothing else to tell them apart, so 4.3.8 turns the first-team, 1, to Black (the file, made by hand, has 1 White).
    let (code, out, err) = clubscore(&["chess", "pair", path.to_str().unwrap_or_default(), "--round", "2", "--explain"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "3\n3 1\n2 5\n4 0\n");
    assert!(err.contains("Bye: team 4") && err.contains("Colours (Art. 4)"), "{err}");
    let (code, _, err) = clubscore(&["chess", "pair", path.to_str().unwrap_or_default(), "--round", "9"]);
    assert_eq!(code, 2, "{err}");
}

/// A round the rules leave with no pairing: exit 2, the rules in force named,
/// and the one that, lifted alone, lets the round through.
#[test]
fn chess_pair_names_the_rule_that_blocks_a_round() {
    let team = |n: u32, name: &str| format!("310 {n:>3} {name:<32} {:<5} {:>6} {:>6} {:>6} {:>3}  {n:>4}\n", "", "", "", "", "");
    let player =
        |n: u32, name: &str, points: &str, game: &str| format!("001 {n:>4}      {name:<33} 2500 {:<3} {:>11} {:<10} {points:>4} {n:>4}  {game}\n", "", "", "");
    let mut text = String::from("012 Kept apart\n142 3\n152 W\n192 FIDE_TEAM_TYPEA_MP_GP\n");
    for (n, name, points, game) in [(1, "A", "1.0", "   2 w 1"), (2, "B", "0.0", "   1 b 0"), (3, "C", "1.0", "   4 w 1"), (4, "D", "0.0", "   3 b 0")] {
        text.push_str(&player(n, name, points, game));
    }
    for (n, name) in [(1, "Alpha"), (2, "Bravo"), (3, "Charlie"), (4, "Delta")] {
        text.push_str(&team(n, name));
    }
    // Round 2 would be 1-3 (the winners), 2-4: the rules forbid 1 meeting 3 (rounds 2-3) or 4; 1 met 2 already.
    text.push_str("XXO team-forbidden 1 3 @2-3\nXXO team-forbidden 1 4\n");
    let text = text.as_str();
    let path = temp_file("apart.trf", text);
    let (code, out, err) = clubscore(&["chess", "pair", path.to_str().unwrap_or_default()]);
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("No legal pairing"), "{err}");
    assert!(err.contains("Rules in force: teams 1, 3 kept apart (rule, rounds 2-3); teams 1, 4 kept apart (rule)."), "{err}");
    assert!(
        err.contains("Lifting any one of these alone lets the round through: teams 1, 3 kept apart (rule, rounds 2-3); teams 1, 4 kept apart (rule)."),
        "{err}"
    );
    // Without the rules: the winners meet (1-3), then 2-4; both pairs had the same colours, so the first-team (1, 2) alternates (4.3.8).
    let free = text.replace("XXO team-forbidden 1 3 @2-3\nXXO team-forbidden 1 4\n", "");
    let (code, out, _) = clubscore(&["chess", "pair", temp_file("free.trf", &free).to_str().unwrap_or_default()]);
    assert_eq!((code, out.as_str()), (0, "2\n3 1\n2 4\n"));
    // A wish only decides between pairings the procedure ranks equal: keeping 1 and 3 apart would cost an upfloater each ([C4]), so they meet.
    let wish = text.replace("XXO team-forbidden 1 3 @2-3\nXXO team-forbidden 1 4\n", "XXO team-soft-pairs 1 3\n");
    let (code, out, _) = clubscore(&["chess", "pair", temp_file("wish.trf", &wish).to_str().unwrap_or_default()]);
    assert_eq!((code, out.as_str()), (0, "2\n3 1\n2 4\n"));
    // A rule only for rounds 3 on leaves round 2 free.
    let later = text.replace("@2-3", "@3").replace("XXO team-forbidden 1 4\n", "");
    let (code, out, _) = clubscore(&["chess", "pair", temp_file("later.trf", &later).to_str().unwrap_or_default()]);
    assert_eq!((code, out.as_str()), (0, "2\n3 1\n2 4\n"));
}

/// The checker replays each file round by round.
#[test]
fn chess_check_replays_the_shared_files() {
    let Some(dir) = chess_fixtures() else { return };
    // TieBreakServer's 9-team fixture, paired by C.04.6 without colour preferences: every round as the file has it.
    let (code, out, err) = clubscore(&["chess", "check", dir.join("fideteam_nocolor.trf").to_str().unwrap_or_default()]);
    assert_eq!((code, out.as_str()), (0, "round 1: ok\nround 2: ok\nround 3: ok\nround 4: ok\nround 5: ok\nround 6: ok\nround 7: ok\n"), "{err}");
    // Files paired by other programs and rules: each round reported, the differing ones with both pairings, exit 1.
    for name in ["friendship_cup_2024.trf", "grandmommyscup.trf"] {
        let (code, out, _) = clubscore(&["chess", "check", dir.join(name).to_str().unwrap_or_default()]);
        assert_eq!(code, 1, "{name}");
        let rounds = out.lines().filter(|l| l.starts_with("round ")).count();
        assert_eq!(rounds, if name.starts_with("friendship") { 7 } else { 14 }, "{name}");
        assert!(out.lines().filter(|l| l.ends_with("differs")).all(|_| out.contains("  file: ") && out.contains("  ours: ")));
    }
}

/// A 299 penalty or bonus counts in the standings (and in the pairing): the
/// forfeit-winner input takes 5 match points from team 1 and gives team 2 three.
#[test]
fn chess_standings_count_penalties_and_bonuses() {
    let Some(path) = pairing_input("team_c2_forfeit.input") else { return };
    let (code, out, err) = clubscore(&["chess", "standings", path.to_str().unwrap_or_default(), "--tiebreaks", "MPTS,GPTS", "--json"]);
    assert_eq!(code, 0, "{err}");
    let got: serde_json::Value = serde_json::from_str(&out).unwrap_or_default();
    let mp = |tpn: u64| got["teams"].as_array().and_then(|t| t.iter().find(|t| t["tpn"] == tpn)).map(|t| t["values"]["MPTS"].clone()).unwrap_or_default();
    // Team 1: a forfeit win (2) less 5; team 2: a forfeit loss plus 3; team 5 its bye (1).
    assert_eq!((mp(1), mp(2), mp(5)), (serde_json::json!(-3.0), serde_json::json!(3.0), serde_json::json!(1.0)));
    assert_eq!(got["teams"][0]["tpn"], 2, "team 2 leads");
}

/// A reader that has gone (`| head -1`): every command that prints ends
/// quietly, with no panic, whatever it was printing.
#[test]
fn a_closed_output_ends_the_program_quietly() {
    let Some(dir) = chess_fixtures() else { return };
    let trf = dir.join("fideteam_nocolor.trf");
    let trf = trf.to_str().unwrap_or_default();
    for args in [
        vec!["chess", "check", trf],
        vec!["chess", "pair", trf],
        vec!["chess", "standings", trf, "--json"],
        vec!["--help"],
        vec!["bridge", "movement", "howell", "--pairs", "12"],
    ] {
        // A pipe whose reading end is closed before the program writes: every write fails.
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let out = Command::new(env!("CARGO_BIN_EXE_clubscore")).args(&args).stdout(writer).output().expect("run clubscore");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_ne!(out.status.code(), Some(101), "{args:?}");
    }
}

/// `chess convert`: each shared report (TRF16 and TRF-2026) written as
/// TRF-2026 gives the same standings; what was repaired on the way is said.
#[test]
fn chess_convert_keeps_the_standings_and_says_what_it_repaired() {
    let Some(dir) = chess_fixtures() else { return };
    for name in ["fideteam_nocolor.trf", "friendship_cup_2024.trf", "grandmommyscup.trf", "trf26_team.trf"] {
        let original = dir.join(name);
        let (code, converted, err) = clubscore(&["chess", "convert", original.to_str().unwrap_or_default()]);
        assert_eq!(code, 0, "{name}: {err}");
        let copy = temp_file(name, &converted);
        let standings =
            |path: &std::path::Path| clubscore(&["chess", "standings", path.to_str().unwrap_or_default(), "--tiebreaks", "MPTS,GPTS,BH:MP,SB", "--json"]).1;
        assert_eq!(standings(&copy), standings(&original), "{name}");
        if name == "friendship_cup_2024.trf" {
            // A TRF16 export's board won against an empty one, written `0000 - -`.
            assert!(
                err.contains("warning: player 41 (Girvalaki,Nektaria, team 13), round 6: “0000 - -” read as a forfeit win, as the printed total counts it"),
                "{err}"
            );
        }
    }
}

/// A whole Swiss run through the command line: teams only, then the next
/// round paired each time (refused while a round has no results, and past
/// the rounds of record 142 unless asked).
#[test]
fn chess_convert_pairs_the_next_round_for_a_script() {
    use clubscore_engine::chess::tournament::{Player, System, Tournament};
    use clubscore_engine::chess::{transfer, trf};
    let mut t = Tournament { name: "Script".into(), start: "2026-05-01".into(), ..Tournament::default() };
    t.settings.system = System::Swiss;
    t.settings.rounds = 1;
    t.settings.boards = 2;
    for i in 1..=4u32 {
        let id = t.add_team(&format!("Team {i}")).unwrap_or_else(|e| panic!("{e}"));
        for b in 0..2u32 {
            let p = Player { name: format!("P{i}.{b}"), rating: Some(2000 + 100 * i - 10 * b), ..Player::default() };
            t.add_player(id, p).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    let start = temp_file("script.trf", &trf::write(&transfer::to_trf(&t)));
    let (code, paired, err) = clubscore(&["chess", "convert", start.to_str().unwrap_or_default(), "--pair", "--seed", "1"]);
    assert_eq!(code, 0, "{err}");
    let back = transfer::from_trf(&trf::read(&paired).unwrap_or_else(|e| panic!("{e}")));
    let pairs: Vec<(u32, u32)> = back.rounds[0].matches.iter().map(|m| (m.first, m.second)).collect();
    // C.04.6 round 1: top half against bottom half, 1-3 and 2-4 (colours by the drawn initial colour).
    let mut met: Vec<(u32, u32)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    met.sort_unstable();
    assert_eq!(met, vec![(1, 3), (2, 4)]);
    // Round 1 has no results yet: the next round is refused, and nothing is written.
    let after_one = temp_file("script-1.trf", &paired);
    let (code, out, err) = clubscore(&["chess", "convert", after_one.to_str().unwrap_or_default(), "--pair", "--beyond"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("round 2: Round 1 still has matches without every result"), "{err}");
    let (code, _, err) = clubscore(&["chess", "pair", after_one.to_str().unwrap_or_default()]);
    assert_eq!(
        (code, err.as_str()),
        (2, "clubscore: round 2: round 1 has games without results (blank): type them in first\nRun `clubscore --help` for the commands.\n")
    );
    // The script types the results in (each 001 line's last result column): every game won by White.
    let played: String =
        paired.lines().map(|l| if l.starts_with("001") { format!("{l} {}\n", if l.ends_with('w') { '1' } else { '0' }) } else { format!("{l}\n") }).collect();
    let played = temp_file("script-played.trf", &played);
    // Past the one round of record 142: refused unless asked.
    let (code, _, err) = clubscore(&["chess", "convert", played.to_str().unwrap_or_default(), "--pair"]);
    assert_eq!(code, 2);
    assert!(err.contains("round 2: the tournament has 1 rounds (record 142); add --beyond to pair another"), "{err}");
    // Asked: round 2 is paired, and nobody meets again.
    let (code, two, err) = clubscore(&["chess", "convert", played.to_str().unwrap_or_default(), "--pair", "--beyond"]);
    assert_eq!(code, 0, "{err}");
    let back = transfer::from_trf(&trf::read(&two).unwrap_or_else(|e| panic!("{e}")));
    assert_eq!(back.rounds.len(), 2);
    assert!(back.rounds[0].matches.iter().all(|m| m.complete()), "round 1 played");
    let mut round2: Vec<(u32, u32)> = back.rounds[1].matches.iter().map(|m| (m.first.min(m.second), m.first.max(m.second))).collect();
    round2.sort_unstable();
    assert_eq!(round2.len(), 2);
    assert!(round2.iter().all(|p| !met.contains(p)), "{round2:?} after {met:?}");
}

/// A report written in a Windows code page (here Greek, Windows-1253) is
/// read, the code page assumed is said, and the names come out right.
#[test]
fn a_report_in_a_windows_code_page_is_read_and_said() {
    let Some(dir) = chess_fixtures() else { return };
    let path = dir.join("fideteam_nocolor.trf");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    // "T1B1" becomes "Αλφα" (four letters, four bytes: the columns stay where they are).
    let mut bytes = Vec::new();
    for line in text.split_inclusive('\n') {
        match line.find("T1B1 ") {
            Some(at) => {
                bytes.extend_from_slice(&line.as_bytes()[..at]);
                bytes.extend_from_slice(&[0xC1, 0xEB, 0xF6, 0xE1]);
                bytes.extend_from_slice(&line.as_bytes()[at + 4..]);
            }
            None => bytes.extend_from_slice(line.as_bytes()),
        }
    }
    let dir = scratch("greek");
    std::fs::create_dir_all(&dir).unwrap();
    let greek = dir.join("greek.trf");
    std::fs::write(&greek, &bytes).unwrap();
    let greek = greek.to_str().unwrap_or_default();
    let (code, out, err) = clubscore(&["chess", "convert", greek]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("warning: not UTF-8: read as Windows-1253"), "{err}");
    assert!(out.contains("Αλφα"), "the name in UTF-8");
    // The same standings as the original; asked for, the code page is not said.
    let standings = |p: &str, extra: &[&str]| clubscore(&[&["chess", "standings", p, "--json"][..], extra].concat());
    assert_eq!(standings(greek, &[]).1, standings(path.to_str().unwrap_or_default(), &[]).1);
    let (code, _, err) = standings(greek, &["--encoding", "windows-1253"]);
    assert_eq!((code, err.contains("not UTF-8")), (0, false), "{err}");
    let (code, _, err) = standings(greek, &["--encoding", "ebcdic"]);
    assert_eq!(
        (code, err.as_str()),
        (2, "clubscore: --encoding ebcdic: say utf-8, latin1, windows-1252 or windows-1253\nRun `clubscore --help` for the commands.\n")
    );
}

/// A pairs session in IMPs, written by hand from PBN's tags as Ruter writes
/// one (`[Scoring "IMP;Cross"]`) and scored by hand: on board 1 (+420, −50,
/// +400) the cross-IMPs total +11, −20, +9; on board 2 (NS vulnerable: +110,
/// +140, −100) +4, +7, −11. Butler against each board's datum (260, then 50):
/// +4, −7, +4 and +2, +3, −4.
#[test]
fn a_pairs_session_in_imps_is_scored_as_its_program_scored_it() {
    let pbn = |scoring: &str| {
        format!(
            "[Event \"Cross-IMPs night\"]\n[Scoring \"{scoring}\"]\n[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N 10\n3 4 4S N 9\n5 6 3NT S 9\n\n[Board \"2\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 2H S 8\n3 4 2H S 9\n5 6 1NT N 6\n"
        )
    };
    let imps_of = |scoring: &str| {
        let path = temp_file(&format!("imps-{}.pbn", scoring.replace(';', "-")), &pbn(scoring));
        let (code, out, err) = clubscore(&["bridge", "score", path.to_str().unwrap_or_default()]);
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_default();
        let board1: Vec<f64> = v["boards"][0]["results"].as_array().map(|r| r.iter().filter_map(|x| x["imps_ns"].as_f64()).collect()).unwrap_or_default();
        let pairs: Vec<(u64, f64, String)> = v["pairs"]
            .as_array()
            .map(|p| {
                p.iter()
                    .map(|x| (x["pair"].as_u64().unwrap_or(0), x["imps"].as_f64().unwrap_or(f64::NAN), x["rank"].as_str().unwrap_or("").to_string()))
                    .collect()
            })
            .unwrap_or_default();
        (v["scoring"].as_str().unwrap_or("").to_string(), board1, pairs)
    };
    let (said, board1, pairs) = imps_of("IMP;Cross");
    assert_eq!((said.as_str(), board1), ("IMP;Cross", vec![11.0, -20.0, 9.0]));
    let row = |p: u64| pairs.iter().find(|x| x.0 == p).cloned();
    assert_eq!(row(1), Some((1, 15.0, "1".to_string())));
    assert_eq!(row(5), Some((5, -2.0, "2".to_string())));
    assert_eq!(row(3), Some((3, -13.0, "3".to_string())));
    assert_eq!(row(4), Some((4, 13.0, "1".to_string())));
    let (_, board1, pairs) = imps_of("IMP;Butler");
    assert_eq!(board1, vec![4.0, -7.0, 4.0]);
    assert_eq!(pairs.iter().find(|x| x.0 == 1).map(|x| x.1), Some(6.0));
    // The file's own totals, as Ruter prints them, are compared with Clubscore's: one that differs is said.
    let printed = format!("{}\n[TotalScoreTable \"PairId;Direction;TotalScoreIMP\"]\n1 NS 15\n3 NS -12\n", pbn("IMP;Cross"));
    let path = temp_file("imps-totals.pbn", &printed);
    let (code, _, err) = clubscore(&["bridge", "score", path.to_str().unwrap_or_default()]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("Clubscore's figures differ from the file's in 1 place(s): NS 3: the file's total is -12 IMPs, Clubscore's -13.00"), "{err}");
    // Written as JSON only so far: asked for PBN, it says so.
    let path = temp_file("imps-pbn-out.pbn", &pbn("IMP;Cross"));
    let (code, _, err) = clubscore(&["bridge", "score", path.to_str().unwrap_or_default(), "--pbn"]);
    assert_eq!(code, 2);
    assert!(err.contains("this session is scored in IMPs (IMP;Cross): it is written as JSON only so far, not --pbn"), "{err}");
}

/// An individual's PBN (PBN 2.1's four PlayerId columns, made by hand and
/// scored by hand in `fixtures/christmas-individual.pbn`) is scored as an
/// individual: `players[]` with each player's name, match points,
/// percentage and place; its lines name the four players; and the PBN and
/// USEBIO it writes read back as the same individual.
#[test]
fn an_individual_is_scored_player_by_player() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/christmas-individual.pbn");
    let file = path.to_str().unwrap_or_default();
    let (code, out, err) = clubscore(&["bridge", "score", file]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_default();
    let players: Vec<(u64, String, f64, f64, String)> = v["players"]
        .as_array()
        .map(|p| {
            p.iter()
                .map(|x| {
                    let s = |k: &str| x[k].as_str().unwrap_or("").to_string();
                    (x["player"].as_u64().unwrap_or(0), s("name"), x["mp"].as_f64().unwrap_or(f64::NAN), x["pct"].as_f64().unwrap_or(f64::NAN), s("rank"))
                })
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(players.len(), 8);
    assert_eq!(players[0], (3, "Cy Dale".to_string(), 4.0, 100.0, "1=".to_string()));
    assert_eq!(players[5], (8, "Hal Irwin".to_string(), 2.0, 50.0, "3=".to_string()));
    assert_eq!(players[7], (7, "Gus Hunt".to_string(), 0.0, 0.0, "7=".to_string()));
    assert!(v.get("pairs").is_none(), "an individual has no pairs");
    let line = &v["boards"][1]["results"][0];
    assert_eq!([&line["north"], &line["east"], &line["south"], &line["west"], &line["mp_ns"]].map(|x| x.as_f64().unwrap_or(-1.0)), [1.0, 6.0, 8.0, 3.0, 0.0]);
    for (flag, name) in [("--pbn", "back.pbn"), ("--usebio", "back.xml")] {
        let (code, written, err) = clubscore(&["bridge", "score", file, flag]);
        assert_eq!(code, 0, "{err}");
        let back = temp_file(&format!("individual-{name}"), &written);
        let (code, again, err) = clubscore(&["bridge", "score", back.to_str().unwrap_or_default()]);
        assert_eq!(code, 0, "{flag}: {err}");
        let again: serde_json::Value = serde_json::from_str(&again).unwrap_or_default();
        let ranks = |v: &serde_json::Value| {
            v["players"].as_array().map(|p| p.iter().map(|x| (x["player"].clone(), x["pct"].clone(), x["rank"].clone())).collect::<Vec<_>>())
        };
        assert_eq!(ranks(&again), ranks(&v), "{flag}");
    }
}

/// A teams file (PBN 2.1's TeamId_Home, TeamId_Away and Room; made and
/// scored by hand in `fixtures/four-teams.pbn`) is scored as a teams event:
/// `matches[]` with each match's IMPs and VPs, `teams[]` with name, VPs and
/// place, on the VP scale its figures show; the PBN and USEBIO it writes
/// read back to the same; a file of totals alone stays refused.
#[test]
fn a_teams_file_is_scored_match_by_match() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/four-teams.pbn");
    let file = path.to_str().unwrap_or_default();
    let (code, out, err) = clubscore(&["bridge", "score", file]);
    assert_eq!((code, err.as_str()), (0, ""));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_default();
    assert_eq!(v["scoring"], "wbf_vp");
    let matches: Vec<String> = v["matches"]
        .as_array()
        .map(|m| {
            m.iter()
                .map(|x| format!("r{} {}v{} {}-{} {}-{}", x["round"], x["home"], x["away"], x["imps_home"], x["imps_away"], x["vp_home"], x["vp_away"]))
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(matches, ["r1 1v2 10-0 16.46-3.54", "r1 3v4 12-0 17.31-2.69", "r2 1v3 13-1 17.31-2.69", "r2 2v4 0-5 6.22-13.78"]);
    let teams: Vec<String> =
        v["teams"].as_array().map(|t| t.iter().map(|x| format!("{} {} {} {}", x["rank"], x["team"], x["name"], x["vp"])).collect()).unwrap_or_default();
    assert_eq!(teams, ["\"1\" 1 \"Aces\" 33.77", "\"2\" 3 \"Kings\" 20.0", "\"3\" 4 \"Queens\" 16.47", "\"4\" 2 \"Jacks\" 9.76"]);
    for (flag, name) in [("--pbn", "teams-back.pbn"), ("--usebio", "teams-back.xml")] {
        let (code, written, err) = clubscore(&["bridge", "score", file, flag]);
        assert_eq!(code, 0, "{err}");
        let back = temp_file(name, &written);
        let (code, again, err) = clubscore(&["bridge", "score", back.to_str().unwrap_or_default()]);
        assert_eq!((code, err.as_str()), (0, ""), "{flag}");
        assert_eq!(serde_json::from_str::<serde_json::Value>(&again).unwrap_or_default(), v, "{flag}");
    }
    let totals = temp_file("teams-totals.pbn", "[Event \"Cup\"]\n[Board \"1\"]\n[TotalScoreTable \"Rank;TeamId;TeamName;TotalScoreVP\"]\n1 1 Aces 40\n");
    let (code, _, err) = clubscore(&["bridge", "score", totals.to_str().unwrap_or_default()]);
    assert_eq!(code, 2);
    assert!(err.contains("a teams event's totals without its matches' boards"), "{err}");
}

#[test]
fn bridge_deal_writes_a_hand_record_the_same_seed_deals_again() {
    use clubscore_engine::bridge::board::{dealer, vulnerability};
    use clubscore_engine::formats::pbn::read_deals;
    let (code, out, err) = clubscore(&["bridge", "deal", "--boards", "36", "--seed", "club night 1", "--event", "Tuesday Pairs", "--date", "2026-12-01"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let record = read_deals(out.as_bytes()).unwrap();
    assert_eq!(record.event.as_deref(), Some("Tuesday Pairs"));
    assert_eq!(record.boards.len(), 36);
    for b in &record.boards {
        assert_eq!((b.dealer, b.vulnerability), (dealer(b.board), vulnerability(b.board)));
    }
    assert!(record.notes.is_empty());
    // The same seed, the same deals; a second session's boards from 37 on, others.
    assert_eq!(clubscore(&["bridge", "deal", "--boards", "36", "--seed", "club night 1", "--event", "Tuesday Pairs", "--date", "2026-12-01"]).1, out);
    let (_, more, _) = clubscore(&["bridge", "deal", "--boards", "2", "--first", "36", "--seed", "club night 1"]);
    let more = read_deals(more.as_bytes()).unwrap();
    assert_eq!((more.boards[0].board, more.boards[0].deal), (36, record.boards[35].deal));
    assert_eq!(more.boards[1].board, 37);
    // No seed: one made at random, said, and dealing with it deals the same boards.
    let (code, out, err) = clubscore(&["bridge", "deal", "--boards", "3"]);
    assert_eq!(code, 0);
    let seed = err.strip_prefix("clubscore: dealt from the seed ").and_then(|s| s.split(' ').next()).unwrap().to_string();
    assert_eq!(seed.len(), 29);
    assert_eq!(clubscore(&["bridge", "deal", "--boards", "3", "--seed", &seed]).1, out);
    assert_ne!(clubscore(&["bridge", "deal", "--boards", "3"]).1, out);
    // Refused, said, nothing written.
    for (args, said) in [
        (vec!["--boards", "0"], "--boards takes a number of boards, 1 to 999, not 0"),
        (vec!["--seed", "x"], "bridge deal needs --boards N"),
        (vec!["--boards", "10", "--first", "995"], "boards 995 on for 10 boards go past board 999"),
        (vec!["--boards", "1", "--date", "1 Dec"], "--date: "),
        (vec!["--boards"], "--boards needs a value (bridge deal)"),
    ] {
        let (code, out, err) = clubscore(&[&["bridge", "deal"][..], &args].concat());
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert!(err.starts_with(&format!("clubscore: {said}")), "{args:?}: {err}");
    }
}

#[test]
fn bridge_analyse_prints_each_boards_tricks_and_par() {
    // Board 1 of the FFB's session 5: its tricks and par as Magic Contest printed
    // them (OptimumResultTable, OptimumScore "NS 140", OptimumContract "3H N 9").
    // Its deal alone, in a file of its own (the whole file is analysed in tests/ffb.rs).
    let dir = scratch("analyse");
    std::fs::create_dir_all(&dir).unwrap();
    if let Some(path) = common::shared("bridge/ffb_magic_contest/test_set.pbn") {
        let record = clubscore_engine::formats::pbn::read_deals(&std::fs::read(path).unwrap()).unwrap();
        let one = dir.join("board1.pbn");
        std::fs::write(&one, format!("[Board \"1\"]\n[Deal \"{}\"]\n", record.boards[0].deal.to_pbn(clubscore_engine::bridge::board::Seat::N))).unwrap();
        let (code, out, err) = clubscore(&["bridge", "analyse", one.to_str().unwrap(), "--json"]);
        assert_eq!((code, err.as_str()), (0, ""));
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(json["boards"].as_array().unwrap().len(), 1);
        assert_eq!(
            json["boards"][0],
            serde_json::json!({
                "board": 1,
                "tricks": {
                    "N": { "S": 5, "H": 9, "D": 8, "C": 8, "NT": 6 },
                    "E": { "S": 7, "H": 4, "D": 5, "C": 4, "NT": 6 },
                    "S": { "S": 5, "H": 9, "D": 8, "C": 8, "NT": 6 },
                    "W": { "S": 7, "H": 4, "D": 5, "C": 4, "NT": 6 }
                },
                "par": { "score": 140, "contracts": ["3H N", "3H S"] }
            })
        );
    }
    // A deal not whole: said, with its line; exit 1.
    let bad = dir.join("bad.pbn");
    std::fs::write(&bad, "[Board \"4\"]\n[Deal \"N:AKQ.AKQ.AKQ.AKQJ - - -\"]\n").unwrap();
    let (code, out, err) = clubscore(&["bridge", "analyse", bad.to_str().unwrap(), "--json"]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.ends_with("bad.pbn: line 2, column 1: board 4: 3 hands are left out (-): only one can be worked out from the others\n"), "{err}");
    let (code, _, err) = clubscore(&["bridge", "analyse", bad.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.starts_with("clubscore: bridge analyse FILE.pbn takes --json"));
    std::fs::remove_dir_all(&dir).ok();
}

/// An individual's standings file ranks its players (as its JSON does), not the sides of its lines.
#[test]
fn an_individuals_standings_file_ranks_its_players() {
    let Some(path) = common::shared("bridge/more/gerhardsletten_jrbridge-pbn-api/individuals.pbn") else { return };
    let (code, out, _) = clubscore(&["bridge", "score", path.to_str().unwrap(), "--csv-standings"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    // Ruter printed Rolf Sjødal first, 27 boards, 63.89 %; 20 players.
    assert_eq!(lines[1], "1,3,,Rolf Sjødal,27,138.00,216.00,63.89,");
    assert_eq!(lines.len(), 21);
}
