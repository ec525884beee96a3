//! The command-line program: the same engine, natively, for scripts and checks.
//! JSON on stdout; errors on stderr with a non-zero exit.

use clubscore_engine::bridge::crossimps::cross_imps;
use clubscore_engine::bridge::matchpoints::{Different, MpScale, Outcome};
use clubscore_engine::bridge::pairs::{score_session, Field, Options};
use clubscore_engine::bridge::vp::Scale;
use clubscore_engine::event::{Action, EntryId, LogEntry, Role};
use clubscore_engine::formats::backup;
use clubscore_engine::library::{Library, MemoryStore};
use clubscore_engine::{Event, Format};
use std::process::ExitCode;
use std::time::Instant;

const HELP: &str = "clubscore — the Clubscore scoring engine on the command line

Usage:
  clubscore --help                Show this help
  clubscore --version             Show the version
  clubscore backup check FILE     Check a Clubscore backup file; print its events as JSON
  clubscore bridge score FILE [--mp wbf|acbl] [--neuberg|--no-neuberg|--simple]
                                  [--json|--pbn|--csv|--csv-standings|--usebio]
                                  Score a pairs session from PBN (or a club recap of slips
                                  and travellers): every board, every pair
                                  (JSON by default; or a scored PBN, or CSV)
  clubscore bridge vp --boards N --imps M [--scale wbf|wbf-discrete|club]
                                  Victory points of a match won by M IMPs over N boards
  clubscore bridge movement KIND --tables N [--pairs P] [--rounds R] [--boards-per-round B]
                                  [--tea] [--redeal] [--arrow-switch] [--json|--verify]
                                  A movement: teams, teams-parallel, mitchell, mitchell-relay or howell;
                                  --verify prints the verifier's report (exit 1 if a check fails)
  clubscore chess standings FILE.trf [--tiebreaks CODES] [--rules 2024|2026] --json
  clubscore chess pair FILE.trf [--round N] [--explain]
  clubscore chess check FILE.trf
                                  A team tournament's standings from its TRF with the tie-breaks
                                  (so far MPTS, GPTS, BH:MP, BH:GP, EGGSB); teams level on all
                                  of them share a rank
  clubscore qr check FILE         A file as QR codes, each read back from a clean and a
                                  photographed-style picture: {\"frames\",\"clean\",\"photographed\",\"whole\"}
                                  (exit 1 unless every frame is read and the file comes back whole)
  clubscore qr video FILE OUT.y4m A file's QR codes as a camera would film them (Y4M
                                  video, for a browser's fake camera in tests)
  clubscore bench                 Time the engine on a large club's data

Output is JSON on standard output. Problems go to standard error; the exit
status is 2 for bad input or a wrong command, 1 for a file that cannot be read.
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        [] | ["--help"] | ["-h"] | ["help"] => say(HELP),
        ["--version"] | ["-V"] => say(&format!("clubscore {}\n", env!("CARGO_PKG_VERSION"))),
        ["backup", "check", path] => backup_check(path),
        ["bridge", "score", rest @ ..] => bridge_score(rest),
        ["bridge", "vp", rest @ ..] => bridge_vp(rest),
        ["bridge", "movement", kind, rest @ ..] => bridge_movement(kind, rest),
        ["bench"] => bench(),
        ["qr", "video", path, out] => qr_video(path, out),
        ["chess", "standings", path, rest @ ..] => chess_standings(path, rest),
        ["chess", "pair", path, rest @ ..] => chess_pair(path, rest),
        ["chess", "check", path] => chess_check(path),
        ["qr", "check", path] => qr_check(path),
        _ => {
            eprintln!("clubscore: unknown command: {}\nRun `clubscore --help` for the commands.", args.join(" "));
            ExitCode::from(2)
        }
    }
}

fn chess_standings(path: &str, rest: &[&str]) -> ExitCode {
    use clubscore_engine::chess::{matches, tiebreak, trf};
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("clubscore: cannot read {path}: {e}");
            return ExitCode::from(1);
        }
    };
    let report = match trf::read(&text) {
        Ok(r) => r,
        Err(e) => return usage(&format!("{path}: {e}")),
    };
    let mut asked: Option<&str> = None;
    let mut edition = tiebreak::Edition::for_start(report.tag("042").unwrap_or_default());
    let mut i = 0;
    while i < rest.len() {
        match (rest[i], rest.get(i + 1)) {
            ("--tiebreaks", Some(&list)) => (asked, i) = (Some(list), i + 1),
            ("--rules", Some(&"2024")) => (edition, i) = (tiebreak::Edition::Y2024, i + 1),
            ("--rules", Some(&"2026")) => (edition, i) = (tiebreak::Edition::Y2026, i + 1),
            ("--json", _) => {}
            (other, _) => return usage(&format!("unknown option {other}")),
        }
        i += 1;
    }
    let record = matches::record(&report);
    // Without --tiebreaks: the file's 212 (standings) or 202 (tie-breaks) record, else FIDE's default.
    let listed = asked.or_else(|| report.tag("212")).or_else(|| report.tag("202")).filter(|t| !t.trim().is_empty());
    let codes = match listed.map(tiebreak::parse_list) {
        Some(Ok(codes)) => codes,
        Some(Err(e)) => return usage(&e),
        None => tiebreak::default_list(&record),
    };
    let ordering = tiebreak::ordering(&record, &codes);
    let shown = ordering.len() - codes.len();
    let rows = tiebreak::rank(&record, &ordering, edition);
    let teams: Vec<serde_json::Value> = rows
        .iter()
        .map(|row| {
            let values: serde_json::Map<String, serde_json::Value> = codes.iter().zip(&row.values[shown..]).map(|(c, v)| (c.text.clone(), serde_json::json!(v.value))).collect();
            serde_json::json!({"tpn": row.team, "rank": row.rank, "name": record.name(row.team), "values": values})
        })
        .collect();
    emit(&serde_json::json!({"round": record.results.len(), "teams": teams}))
}

/// A team report read, with its matches and pairing rules.
fn chess_report(path: &str) -> Result<(clubscore_engine::chess::record::Record, clubscore_engine::chess::history::Rules), ExitCode> {
    use clubscore_engine::chess::{history, matches, trf};
    let text = std::fs::read_to_string(path).map_err(|e| {
        eprintln!("clubscore: cannot read {path}: {e}");
        ExitCode::from(1)
    })?;
    let report = trf::read(&text).map_err(|e| usage(&format!("{path}: {e}")))?;
    let record = matches::record(&report);
    let rules = history::rules(&report);
    Ok((record, rules))
}

/// The teams to pair in a round: those the report paired then, or (the next round) every team not out of it.
fn chess_teams(record: &clubscore_engine::chess::record::Record, rules: &clubscore_engine::chess::history::Rules, round: u32) -> Vec<u32> {
    if (round as usize) <= record.results.len() {
        clubscore_engine::chess::history::paired_in(record, round)
    } else {
        record.teams.iter().map(|t| t.number).filter(|t| !rules.absent.contains(&(round, *t))).collect()
    }
}

fn chess_pair(path: &str, rest: &[&str]) -> ExitCode {
    use clubscore_engine::chess::{history, pairing};
    let (record, rules) = match chess_report(path) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let mut round = record.results.len() as u32 + 1;
    let mut explain = false;
    let mut i = 0;
    while i < rest.len() {
        match (rest[i], rest.get(i + 1)) {
            ("--round", Some(n)) => match n.parse::<u32>() {
                Ok(n) if n >= 1 && n as usize <= record.results.len() + 1 => (round, i) = (n, i + 1),
                _ => return usage(&format!("--round {n}: the file has {} rounds; pair one of 1 to {}", record.results.len(), record.results.len() + 1)),
            },
            ("--explain", _) => explain = true,
            (other, _) => return usage(&format!("unknown option {other}")),
        }
        i += 1;
    }
    let teams = chess_teams(&record, &rules, round);
    match pairing::pair(&history::setup(&record, &rules, round, &teams, None)) {
        Ok(p) => {
            println!("{}", p.matches.len() + usize::from(p.bye.is_some()));
            for (white, black) in &p.matches {
                println!("{white} {black}");
            }
            if let Some(b) = p.bye {
                println!("{b} 0");
            }
            if explain {
                for line in &p.account {
                    eprintln!("{line}");
                }
            }
            ExitCode::SUCCESS
        }
        Err(problem) => {
            eprintln!("clubscore: round {round}: {problem}");
            // Which of the scorer's rules, lifted on its own, would let the round through.
            let rules_text = history::blocking(&record, &rules, round, &teams);
            if !rules_text.is_empty() {
                eprintln!("{rules_text}");
            }
            ExitCode::from(2)
        }
    }
}

fn chess_check(path: &str) -> ExitCode {
    use clubscore_engine::chess::{history, pairing};
    let (record, rules) = match chess_report(path) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let show = |matches: &[(u32, u32)], bye: Option<u32>| {
        let mut words: Vec<String> = matches.iter().map(|(w, b)| format!("{w}-{b}")).collect();
        words.extend(bye.map(|b| format!("bye {b}")));
        words.join(" ")
    };
    let mut differs = false;
    for round in 1..=record.results.len() as u32 {
        let (file, file_bye) = history::played_pairing(&record, round);
        let teams = chess_teams(&record, &rules, round);
        match pairing::pair(&history::setup(&record, &rules, round, &teams, None)) {
            Ok(p) => {
                let mut ours = p.matches.clone();
                ours.sort_unstable();
                if ours == file && p.bye == file_bye {
                    println!("round {round}: ok");
                } else {
                    differs = true;
                    println!("round {round}: differs
  file: {}
  ours: {}", show(&file, file_bye), show(&ours, p.bye));
                }
            }
            Err(problem) => {
                differs = true;
                println!("round {round}: differs
  file: {}
  ours: {problem}", show(&file, file_bye));
            }
        }
    }
    if differs { ExitCode::from(1) } else { ExitCode::SUCCESS }
}

fn qr_check(path: &str) -> ExitCode {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("clubscore: cannot read {path}: {e}");
            return ExitCode::from(1);
        }
    };
    let (frames, clean, photographed, whole) = clubscore_engine::tables::qr::check(&text);
    println!("{}", serde_json::json!({"frames": frames, "clean": clean, "photographed": photographed, "whole": whole}));
    if clean == frames && photographed == frames && whole { ExitCode::SUCCESS } else { ExitCode::from(1) }
}

fn qr_video(path: &str, out: &str) -> ExitCode {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("clubscore: cannot read {path}: {e}");
            return ExitCode::from(1);
        }
    };
    match std::fs::write(out, clubscore_engine::tables::qr::video(&text, 10)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("clubscore: cannot write {out}: {e}");
            ExitCode::from(1)
        }
    }
}

fn backup_check(path: &str) -> ExitCode {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("clubscore: cannot read {path}: {e}");
            return ExitCode::from(1);
        }
    };
    match backup::read(&text) {
        Ok(events) => {
            let list: Vec<_> = events
                .iter()
                .map(|e| {
                    serde_json::json!({
                        "id": e.id, "name": e.name, "format": e.format, "date": e.date,
                        "revision": e.revision, "participants": e.participants.len(), "log_entries": e.log.len(),
                    })
                })
                .collect();
            emit(&serde_json::json!({ "ok": true, "events": list }))
        }
        Err(e) => {
            eprintln!("clubscore: {path}: {e}");
            ExitCode::from(2)
        }
    }
}

/// Writes the JSON answer. A reader that stops early (`| head`) is not an error.
fn emit(value: &serde_json::Value) -> ExitCode {
    say(&format!("{value}\n"))
}

fn say(text: &str) -> ExitCode {
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    ExitCode::SUCCESS
}

fn usage(problem: &str) -> ExitCode {
    eprintln!("clubscore: {problem}\nRun `clubscore --help` for the commands.");
    ExitCode::from(2)
}

fn bridge_score(args: &[&str]) -> ExitCode {
    let mut path = None;
    let mut options = Options::default();
    let mut output = "--json";
    let mut it = args.iter();
    while let Some(&arg) = it.next() {
        match arg {
            "--json" | "--pbn" | "--csv" | "--csv-standings" | "--usebio" => output = arg,
            "--neuberg" => options.different = Different::Neuberg,
            "--no-neuberg" => options.different = Different::OwnTop,
            "--simple" => options.different = Different::Simple,
            "--mp" => match it.next() {
                Some(&"wbf") => options.scale = MpScale::Wbf,
                Some(&"acbl") => options.scale = MpScale::Acbl,
                other => return usage(&format!("--mp takes wbf or acbl, not {}", other.unwrap_or(&"nothing"))),
            },
            a if a.starts_with("--") => return usage(&format!("unknown option {a} for bridge score")),
            a if path.is_none() => path = Some(a),
            a => return usage(&format!("one PBN file at a time (also given {a})")),
        }
    }
    let Some(path) = path else { return usage("bridge score needs a PBN file") };
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("clubscore: cannot read {path}: {e}");
            return ExitCode::from(1);
        }
    };
    // A PBN file has [tags]; anything else is read as a club recap (slips and travellers).
    let text = clubscore_engine::formats::pbn::decode_text(&bytes);
    let is_pbn = text.lines().any(|l| l.trim_start().starts_with('['));
    let read = if is_pbn {
        clubscore_engine::formats::pbn::read_session(&bytes).map_err(|e| e.to_string())
    } else {
        clubscore_engine::formats::recap::read(&text).map_err(|e| e.to_string()).map(|recap| {
            for w in &recap.warnings {
                eprintln!("clubscore: {path}: warning: {w}");
            }
            // The recap says whether NS and EW are ranked apart (numbers repeat in a Mitchell).
            options.field = if recap.two_winners { Field::TwoWinners } else { Field::OneWinner };
            recap.to_session()
        })
    };
    let pbn = match read {
        Ok(s) => s,
        Err(e) => {
            eprintln!("clubscore: {path}: {e}");
            return ExitCode::from(2);
        }
    };
    let boards: Vec<_> = pbn.boards.iter().map(|b| b.to_board()).collect();
    let session = score_session(&boards, options);
    match output {
        "--pbn" => return say(&clubscore_engine::formats::pbn::write_session(&pbn, &session)),
        "--csv" => return say(&clubscore_engine::formats::csv::travellers(&pbn, &session)),
        "--csv-standings" => return say(&clubscore_engine::formats::csv::standings(&session, |_| None)),
        "--usebio" => {
            let event = pbn.event.clone().unwrap_or_default();
            let no_names = |_: u32, _: clubscore_engine::bridge::pairs::Direction| Vec::new();
            let info = clubscore_engine::formats::usebio::EventInfo { club_name: "", club_id: "", description: &event, date: "", players: &no_names };
            return say(&clubscore_engine::formats::usebio::write_pairs(&info, &pbn, &session));
        }
        _ => {}
    }
    let boards_json: Vec<serde_json::Value> = pbn
        .boards
        .iter()
        .zip(&session.boards)
        .map(|(board, scored)| {
            let real: Vec<i32> = board.results.iter().filter_map(|r| if let Outcome::Score(s) = r.outcome { Some(s) } else { None }).collect();
            let mut ximps = cross_imps(&real).into_iter();
            let results: Vec<serde_json::Value> = board
                .results
                .iter()
                .zip(&scored.results)
                .map(|(row, got)| {
                    let (score_ns, ximp) = match row.outcome {
                        Outcome::Score(s) => (Some(s), ximps.next().map(|x| x.1)),
                        _ => (None, None),
                    };
                    serde_json::json!({
                        "ns": row.ns, "ew": row.ew,
                        "contract": row.contract.map(|c| c.to_string()),
                        "declarer": row.declarer.map(|d| d.letter().to_string()),
                        "tricks": row.tricks,
                        "score_ns": score_ns,
                        "adjusted": match row.outcome { Outcome::Artificial { ns, ew } => Some(serde_json::json!({"ns_pct": ns, "ew_pct": ew})), _ => None },
                        "mp_ns": got.mp_ns, "mp_ew": got.mp_ew, "pct_ns": got.pct_ns, "ximp_ns": ximp,
                    })
                })
                .collect();
            serde_json::json!({ "board": board.number, "top": scored.top, "results": results })
        })
        .collect();
    let pairs: Vec<serde_json::Value> = session
        .standings
        .iter()
        .map(|s| serde_json::json!({"pair": s.pair, "direction": s.direction, "boards": s.boards, "mp": s.mp, "max": s.max, "pct": s.pct, "rank": s.rank}))
        .collect();
    emit(&serde_json::json!({ "boards": boards_json, "pairs": pairs }))
}

fn bridge_movement(kind: &str, args: &[&str]) -> ExitCode {
    use clubscore_engine::bridge::movement::{pairs, teams, verify::verify};
    let (mut tables, mut pairs_n, mut rounds, mut boards, mut tea, mut redeal, mut check) = (None, None, None, 2u32, false, false, false);
    let mut arrow = false;
    let mut it = args.iter();
    while let Some(&arg) = it.next() {
        let mut number = |what: &str| -> Result<u32, ExitCode> {
            match it.next().and_then(|v| v.parse::<u32>().ok()) {
                Some(n) => Ok(n),
                None => Err(usage(&format!("{what} takes a whole number"))),
            }
        };
        let parsed = match arg {
            "--tables" => number("--tables").map(|n| tables = Some(n)),
            "--pairs" => number("--pairs").map(|n| pairs_n = Some(n)),
            "--rounds" => number("--rounds").map(|n| rounds = Some(n)),
            "--boards-per-round" => number("--boards-per-round").map(|n| boards = n),
            "--tea" => Ok(tea = true),
            "--redeal" => Ok(redeal = true),
            "--arrow-switch" => Ok(arrow = true),
            "--json" => Ok(check = false),
            "--verify" => Ok(check = true),
            other => Err(usage(&format!("unknown option {other} for bridge movement"))),
        };
        if let Err(code) = parsed {
            return code;
        }
    }
    let need_tables = || tables.ok_or_else(|| usage("bridge movement needs --tables N"));
    let made = match kind {
        "teams" => {
            let n = match need_tables() {
                Ok(n) => n,
                Err(code) => return code,
            };
            let plan = match (tea, rounds, n % 2) {
                (false, r, 1) => teams::standard(n, boards, r),
                (_, Some(r), _) => {
                    // Halves of even length, the first the longer (seed: 8 + 6, 6 + 6).
                    let before = (r.div_ceil(2) + 1) / 2 * 2;
                    teams::chosen_rounds(n, boards, before, r.saturating_sub(before))
                }
                (_, None, _) => teams::seed_plan(n, boards, false).or_else(|_| teams::with_tea(n, boards, &teams::all_play_all_halves(n))),
            };
            plan.map(|mut m| {
                if redeal {
                    teams::add_redealt_round(&mut m);
                }
                m
            })
        }
        "mitchell" => match need_tables() {
            Ok(n) => pairs::mitchell(n, boards, rounds),
            Err(code) => return code,
        },
        "mitchell-relay" => match need_tables() {
            Ok(n) => pairs::mitchell_relay(n, boards, rounds),
            Err(code) => return code,
        },
        "howell" => match pairs_n.or(tables.map(|t| 2 * t)) {
            Some(p) => pairs::howell(p, boards),
            None => return usage("bridge movement howell needs --pairs P or --tables N"),
        },
        "teams-parallel" => match need_tables() {
            Ok(n) => teams::parallel_rows(n, boards),
            Err(code) => return code,
        },
        other => return usage(&format!("unknown movement {other}: teams, teams-parallel, mitchell, mitchell-relay or howell")),
    };
    let mut movement = match made {
        Ok(m) => m,
        Err(e) => return usage(&e.to_string()),
    };
    if arrow {
        pairs::arrow_switch(&mut movement);
    }
    if check {
        let report = verify(&movement);
        let code = emit(&report.to_json());
        return if report.ok() { code } else { ExitCode::from(1) };
    }
    emit(&movement.to_json())
}

fn bridge_vp(args: &[&str]) -> ExitCode {
    let (mut boards, mut imps, mut scale) = (None, None, "wbf");
    let mut it = args.iter();
    while let Some(&arg) = it.next() {
        match (arg, it.next()) {
            ("--boards", Some(v)) => match v.parse::<u32>() {
                Ok(n) if n >= 1 => boards = Some(n),
                _ => return usage(&format!("--boards takes a number of boards (1 or more), not {v}")),
            },
            ("--imps", Some(v)) => match v.parse::<i64>() {
                Ok(n) => imps = Some(n),
                _ => return usage(&format!("--imps takes a whole number of IMPs, not {v}")),
            },
            ("--scale", Some(v)) => scale = v,
            (a, _) => return usage(&format!("unknown or incomplete option {a} for bridge vp")),
        }
    }
    let (Some(boards), Some(imps)) = (boards, imps) else { return usage("bridge vp needs --boards N and --imps M") };
    let table = match scale {
        "wbf" => Scale::wbf(boards),
        "wbf-discrete" => Scale::wbf_discrete(boards),
        "club" => match Scale::club(boards) {
            Ok(s) => s,
            Err(e) => return usage(&e.to_string()),
        },
        other => return usage(&format!("--scale takes wbf, wbf-discrete or club, not {other}")),
    };
    let split = table.split(imps.unsigned_abs().min(u32::MAX as u64) as u32);
    emit(&serde_json::json!({ "winner": split.winner_f64(), "loser": split.loser_f64() }))
}

/// Prints, as JSON, how long the operations a scorer waits for take: scoring
/// a large pairs session, and a full device (36 events of 40 pairs with 1,000
/// log entries each, about 4.3 MB, near a browser's 5 MB local-storage quota).
fn bench() -> ExitCode {
    const EVENTS: usize = 36;
    let events: Vec<Event> = (0..EVENTS).map(big_event).collect();
    let mut lib = Library::new(MemoryStore::default());
    let t = Instant::now();
    for e in &events {
        if let Err(err) = lib.create(e, 1) {
            eprintln!("clubscore: bench: {err}");
            return ExitCode::from(1);
        }
    }
    let create_each = t.elapsed().as_secs_f64() * 1000.0 / EVENTS as f64;
    let (list_ms, listed) = time(|| lib.list().map(|l| l.len()).unwrap_or(0));
    let (load_ms, _) = time(|| lib.load("bench0"));
    let mut first = lib.load("bench0").unwrap_or_else(|_| events[0].clone());
    first.name.push('!');
    let (save_ms, _) = time(|| lib.save(&first, 2));
    let all = lib.all_events().unwrap_or_default();
    let (write_ms, text) = time(|| backup::write(&all, 3));
    let (read_ms, back) = time(|| backup::read(&text).map(|v| v.len()).unwrap_or(0));
    let (bridge, bridge_read, bridge_score) = bench_bridge_session();
    let (movements_ms, movements) = time(bench_movements);
    let (entry_ms, page_bytes) = bench_result_entry();
    let (chess_ms, chess_read_ms) = bench_chess_tiebreaks();
    let pair_100 = bench_chess_pairing(100, 10);
    let pair_400 = bench_chess_pairing(400, 5);
    let figures = serde_json::json!({
        "bridge_30_tables_36_boards_ms": round(bridge),
        "chess_400_teams_11_rounds_6_boards_all_tiebreaks_ms": round(chess_ms),
        "chess_400_teams_trf_read_ms": round(chess_read_ms),
        "chess_pair_round_9_of_11_100_teams_ms": round(pair_100),
        "chess_pair_round_9_of_11_400_teams_ms": round(pair_400),
        "bridge_read_pbn_ms": round(bridge_read),
        "bridge_score_ms": round(bridge_score),
        "movements_3_to_30_tables_ms": round(movements_ms),
        "result_entry_and_standings_ms": round(entry_ms),
        "results_page_bytes_30_tables_27_boards": page_bytes,
        "movements_generated_and_verified": movements,
        "events": listed,
        "event_bytes": clubscore_engine::envelope::encode(&events[0]).len(),
        "storage_bytes": lib.store.used(),
        "create_ms_each": round(create_each),
        "list_all_ms": round(list_ms),
        "load_one_ms": round(load_ms),
        "save_one_ms": round(save_ms),
        "backup_write_all_ms": round(write_ms),
        "backup_read_all_ms": round(read_ms),
        "backup_bytes": text.len(),
        "backup_events_read": back,
    });
    emit(&figures)
}

/// A 30-table, 36-board session (1,080 results) from PBN text to ranked
/// pairs, best of 50 runs, in milliseconds: the whole, the reading, the scoring.
/// Round 9 of an 11-round, 4-board team Swiss of `teams` teams (rounds 1-8
/// paired by us with made-up results) paired by C.04.6: the best of `runs`
/// batches of ten, per pairing (measured as the browser's figure is).
fn bench_chess_pairing(teams: u32, runs: u32) -> f64 {
    use clubscore_engine::chess::{history, pairing};
    let (record, rules) = clubscore_engine::bench::paired_team_swiss(teams, 11, 8, 4);
    let all: Vec<u32> = (1..=teams).collect();
    let setup = history::setup(&record, &rules, 9, &all, None);
    let mut best = f64::MAX;
    for _ in 0..runs {
        let t = Instant::now();
        for _ in 0..10 {
            match pairing::pair(&setup) {
                Ok(p) if p.matches.len() == teams as usize / 2 && !p.account.iter().any(|l| l.contains("search limit")) => {}
                _ => return f64::NAN,
            }
        }
        best = best.min(t.elapsed().as_secs_f64() * 100.0);
    }
    best
}

/// A 400-team, 11-round, 6-board team Swiss from TRF text to the final
/// order by every team tie-break: the best of 20 runs, and its reading part.
fn bench_chess_tiebreaks() -> (f64, f64) {
    use clubscore_engine::chess::{matches, tiebreak, trf};
    let text = clubscore_engine::bench::team_swiss_trf(400, 11, 6);
    let Ok(codes) = tiebreak::parse_list(clubscore_engine::bench::TEAM_TIEBREAKS) else { return (f64::NAN, f64::NAN) };
    let (mut whole, mut read) = (f64::MAX, f64::MAX);
    for _ in 0..20 {
        let t = Instant::now();
        let Ok(report) = trf::read(&text) else { return (f64::NAN, f64::NAN) };
        read = read.min(t.elapsed().as_secs_f64() * 1000.0);
        let record = matches::record(&report);
        let rows = tiebreak::rank(&record, &codes, tiebreak::Edition::Y2026);
        if rows.len() != 400 || record.results.len() != 11 {
            return (f64::NAN, f64::NAN);
        }
        whole = whole.min(t.elapsed().as_secs_f64() * 1000.0);
    }
    (whole, read)
}

fn bench_bridge_session() -> (f64, f64, f64) {
    let text = clubscore_engine::bench::pairs_session_pbn(30, 36);
    let (mut whole, mut read, mut score) = (f64::MAX, f64::MAX, f64::MAX);
    for _ in 0..50 {
        let t = Instant::now();
        let Ok(pbn) = clubscore_engine::formats::pbn::read_session(text.as_bytes()) else { return (f64::NAN, f64::NAN, f64::NAN) };
        let t_read = t.elapsed().as_secs_f64() * 1000.0;
        let boards: Vec<_> = pbn.boards.iter().map(|b| b.to_board()).collect();
        let t2 = Instant::now();
        let ranked = score_session(&boards, Options::default()).standings.len();
        let t_score = t2.elapsed().as_secs_f64() * 1000.0;
        if ranked != 60 {
            return (f64::NAN, f64::NAN, f64::NAN);
        }
        whole = whole.min(t.elapsed().as_secs_f64() * 1000.0);
        read = read.min(t_read);
        score = score.min(t_score);
    }
    (whole, read, score)
}

/// A 30-table, 27-board event with every result in: check, enter a correction
/// and score again (what a save does), best of 20, in milliseconds; and the
/// size of its results page.
fn bench_result_entry() -> (f64, usize) {
    use clubscore_engine::bridge::board::Seat;
    use clubscore_engine::bridge::session::{check_entry, result_entry, score, travellers, ResultEntry};
    use clubscore_engine::event::Role;
    let base = clubscore_engine::bench::full_pairs_event();
    // The first table's first board in round 1 (a Mitchell's EW pairs are numbered after the NS pairs).
    let Some((board, ns, ew)) = base.schedule.rounds.first().and_then(|r| r.sittings.first()).map(|s| (s.boards[0], s.home, s.away.unwrap_or(0))) else { return (f64::NAN, 0) };
    let mut best = f64::MAX;
    for i in 0..20u8 {
        let mut e = base.clone();
        let (ms, ranked) = time(|| {
            let entry = ResultEntry::Played { contract: "4S".into(), declarer: Some(Seat::N), tricks: 9 + i % 3, lead: None };
            let _ = check_entry(&e, board, ns, ew, &entry);
            let le = result_entry(&e, "bench", 1, Role::Scorer, board, ns, ew, entry, None);
            let _ = e.append(le);
            score(&e).standings.len()
        });
        if ranked != 60 {
            return (f64::NAN, 0);
        }
        best = best.min(ms);
    }
    let scored = score(&base);
    let names = |p: u32| format!("Player {p} & Partner {p}");
    let page = clubscore_engine::formats::html::results_page("Benchmark", "2026-11-29", &travellers(&base), &scored, &names);
    (best, page.len())
}

/// Every movement from 3 to 30 tables (teams: standard, the halves, the seed's
/// 12 rounds, the re-dealt round; Mitchell, relay; Howell 4-20 pairs),
/// generated and verified. Returns how many; every one must pass.
fn bench_movements() -> usize {
    use clubscore_engine::bridge::movement::{pairs, teams, verify::verify};
    let mut all = Vec::new();
    for n in 3..=30u32 {
        all.extend(teams::standard(n, 2, None).ok());
        if n >= 4 {
            all.extend(teams::with_tea(n, 2, &teams::all_play_all_halves(n)).ok());
            let mut redealt = teams::with_tea(n, 2, &teams::all_play_all_halves(n)).ok();
            if let Some(m) = redealt.as_mut() {
                teams::add_redealt_round(m);
            }
            all.extend(redealt);
        }
        all.extend(teams::seed_plan(n, 2, n >= 15).ok());
        all.extend(teams::parallel_rows(n, 2).ok());
        all.extend(pairs::mitchell(n, 2, None).ok());
        all.extend(pairs::mitchell_relay(n, 2, None).ok());
    }
    for p in 4..=20 {
        all.extend(pairs::howell(p, 2).ok());
    }
    all.iter().filter(|m| verify(m).ok()).count()
}

fn time<T>(f: impl FnOnce() -> T) -> (f64, T) {
    let t = Instant::now();
    let out = f();
    (t.elapsed().as_secs_f64() * 1000.0, out)
}

fn round(ms: f64) -> f64 {
    (ms * 1000.0).round() / 1000.0
}

fn big_event(i: usize) -> Event {
    let mut e = Event::new(format!("bench{i}"), &format!("Club night {i}"), Format::BridgePairs, "2026-11-29", 0)
        .unwrap_or_else(|err| unreachable!("{err}"));
    for p in 0..40 {
        let _ = e.add_participant(&format!("Pair {p} Smith – Jones"));
    }
    for seq in 1..=1000 {
        let _ = e.append(LogEntry {
            id: EntryId { device: "desk".into(), seq },
            at: seq as i64,
            role: Role::Scorer,
            action: Action::Note { text: format!("board {} result entered", seq % 27 + 1) },
            supersedes: None,
            why: None,
        });
    }
    e
}
