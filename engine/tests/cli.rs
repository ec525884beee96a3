//! The command line's contract: what it prints and how it exits.

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
}

#[test]
fn unknown_commands_exit_2() {
    let (code, out, err) = clubscore(&["frobnicate"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, "clubscore: unknown command: frobnicate\nRun `clubscore --help` for the commands.\n");
}

#[test]
fn backup_check_reads_a_good_file_and_names_a_bad_ones_problem() {
    let dir = std::env::temp_dir().join(format!("clubscore-cli-{}", std::process::id()));
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

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("clubscore-cli-{}-{name}", std::process::id()));
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
    assert_eq!(v["pairs"][0], serde_json::json!({"pair": 1, "direction": "NS", "boards": 2, "mp": 10.0, "max": 12.0, "pct": 100.0 * 10.0 / 12.0, "rank": "1"}));
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
}

/// `clubscore chess standings` on the Friendship Cup: with the official
/// order's tie-breaks (MP, GP, EGGSB, BH:MP) every team's rank is the official one.
#[test]
fn chess_standings_give_the_official_order() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/chess/fixtures");
    if !dir.exists() {
        return eprintln!("SKIPPED: {} is absent", dir.display());
    }
    let trf = dir.join("friendship_cup_2024.trf");
    let (code, out, err) = clubscore(&["chess", "standings", trf.to_str().unwrap_or_default(), "--tiebreaks", "MPTS,GPTS,EGGSB,BH:MP", "--json"]);
    assert_eq!(code, 0, "{err}");
    let got: serde_json::Value = serde_json::from_str(&out).unwrap_or_default();
    assert_eq!(got["round"], 7);
    let expected: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(dir.join("friendship_cup_2024.expected.json")).unwrap_or_default()).unwrap_or_default();
    let teams = got["teams"].as_array().cloned().unwrap_or_default();
    assert_eq!(teams.len(), 15);
    for want in expected["teams"].as_array().cloned().unwrap_or_default() {
        let t = teams.iter().find(|t| t["tpn"] == want["trf_013_index"]).cloned().unwrap_or_default();
        assert_eq!((t["name"].clone(), t["rank"].clone()), (want["team"].clone(), want["rank"].clone()));
        assert_eq!(t["values"]["EGGSB"], want["EGGSB"]);
    }
    // A code that is no team tie-break, or a modifier where it does not apply, is named; exit 2.
    let (code, _, err) = clubscore(&["chess", "standings", trf.to_str().unwrap_or_default(), "--tiebreaks", "MPTS,ARO", "--json"]);
    assert_eq!(code, 2);
    assert!(err.contains("“ARO” is not a team tie-break"), "{err}");
    let (code, _, err) = clubscore(&["chess", "standings", trf.to_str().unwrap_or_default(), "--tiebreaks", "DE/C1", "--json"]);
    assert_eq!(code, 2);
    assert!(err.contains("DE/C1: the modifier /C1 does not apply here"), "{err}");
}

/// TieBreakServer's 9-team fixture ranks its teams by its 212 list (PTS, BC,
/// BBE) in its 310 lines: the standings command, with no list given, reads
/// the same list and gives the same ranks.
#[test]
fn chess_standings_follow_the_files_own_list() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/chess/fixtures");
    if !dir.exists() {
        return eprintln!("SKIPPED: {} is absent", dir.display());
    }
    let path = dir.join("fideteam_nocolor.trf");
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let printed: Vec<(u64, u64)> = text.lines().filter(|l| l.starts_with("310")).map(|l| (l[4..7].trim().parse().unwrap_or(0), l[68..71].trim().parse().unwrap_or(0))).collect();
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
