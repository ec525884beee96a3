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
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(err, format!("clubscore: {}: at events[0].data: missing field `name`\n", bad.display()));

    let (code, _, err) = clubscore(&["backup", "check", dir.join("missing.json").to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.starts_with("clubscore: cannot read "), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
