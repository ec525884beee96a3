//! `clubscore bridge …`: a session scored from its file, a movement, VPs for a margin.

use super::out;
use clubscore_engine::bridge::crossimps::cross_imps;
use clubscore_engine::bridge::impairs::{score_session_imps, ImpMethod};
use clubscore_engine::bridge::matchpoints::{Different, MpScale, Outcome};
use clubscore_engine::bridge::movement::Kind;
use clubscore_engine::bridge::pairs::{score_session, Direction, Field, Options};
use clubscore_engine::bridge::traveller::{Directions, Travellers};
use clubscore_engine::bridge::vp::Scale;
use clubscore_engine::event::{pair_name, Member};
use clubscore_engine::{formats::print::Print, text::Rounding};
use std::process::ExitCode;

pub fn score(args: &[&str]) -> ExitCode {
    let mut path = None;
    let mut options = Options::default();
    let mut output = "--json";
    let mut directions = None;
    let mut print = Print::default();
    // Where no way of valuing a short board is given: the file's program's, as its figures show.
    let mut said_different = false;
    // Where no scale is given: the one the file shows or its kind is scored on.
    let mut said_scale = false;
    let mut it = args.iter();
    while let Some(&arg) = it.next() {
        match arg {
            "--json" | "--pbn" | "--csv" | "--csv-standings" | "--usebio" => output = arg,
            "--neuberg" | "--no-neuberg" | "--simple" => {
                options.different = match arg {
                    "--neuberg" => Different::Neuberg,
                    "--no-neuberg" => Different::OwnTop,
                    _ => Different::Simple,
                };
                said_different = true;
            }
            "--rounding" => match it.next() {
                Some(&"half-up") => print.rounding = Rounding::HalfUp,
                Some(&"half-even") => print.rounding = Rounding::HalfEven,
                other => return out::usage(&format!("--rounding takes half-up or half-even, not {}", other.unwrap_or(&"nothing"))),
            },
            "--places" => match it.next().and_then(|v| v.parse::<usize>().ok()).filter(|p| *p <= 4) {
                Some(p) => print.places = p,
                None => return out::usage("--places takes the decimals of a traveller's match points, 0 to 4"),
            },
            "--directions" => match it.next() {
                Some(&"separate") => directions = Some(Directions::Separate),
                Some(&"shared") => directions = Some(Directions::Shared),
                other => {
                    return out::usage(&format!(
                        "--directions takes separate (NS 1 and EW 1 are two pairs) or shared (one pair), not {}",
                        other.unwrap_or(&"nothing")
                    ))
                }
            },
            "--mp" => {
                options.scale = match it.next() {
                    Some(&"wbf") => MpScale::Wbf,
                    Some(&"acbl") => MpScale::Acbl,
                    other => return out::usage(&format!("--mp takes wbf or acbl, not {}", other.unwrap_or(&"nothing"))),
                };
                said_scale = true;
            }
            a if a.starts_with("--") => return out::usage(&format!("unknown option {a} for bridge score")),
            a if path.is_none() => path = Some(a),
            a => return out::usage(&format!("one file at a time (also given {a})")),
        }
    }
    let Some(path) = path else { return out::usage("bridge score needs a file of results (PBN, USEBIO or a club recap)") };
    let Ok(bytes) = out::read_bytes(path) else { return ExitCode::from(1) };
    let pbn = match clubscore_engine::formats::session_file::read(&bytes) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("clubscore: {path}: {e}");
            return ExitCode::from(2);
        }
    };
    let read = pbn.field(directions);
    if let (false, Some(scale)) = (said_scale, pbn.scale) {
        options.scale = scale;
    }
    if options.field == Field::Auto {
        options.field = read.field;
    }
    if let (false, Some((different, board_places))) = (said_different, pbn.method) {
        (options.different, options.board_places) = (different, board_places);
        if (different, board_places) != (Different::Neuberg, None) {
            let rounded = board_places.map(|p| format!(", each board's match points rounded to {p} place(s) before they are added")).unwrap_or_default();
            let way = match different {
                Different::Neuberg => "Neuberg for boards with fewer results",
                Different::OwnTop => "each board on its own top (no Neuberg)",
                Different::Simple => "each missing result counted as a tie",
            };
            eprintln!("clubscore: {path}: scored as the file's own figures show its program scored: {way}{rounded}");
        }
    }
    for note in pbn.notes.iter().chain(&read.note) {
        eprintln!("clubscore: {path}: {note}");
    }
    if pbn.teams {
        return score_teams(&pbn, output);
    }
    let boards: Vec<_> = pbn.boards.iter().map(|b| b.to_board()).collect();
    if let Some((said, method)) = &pbn.imps {
        return score_in_imps(&pbn, &boards, said, *method, options.field, output);
    }
    let mut session = score_session(&boards, options);
    // An individual ranks its players, each on his sides' match points, in every output.
    if pbn.is_individual() {
        session.standings = clubscore_engine::bridge::individual::standings(&pbn, &session);
    }
    match output {
        "--pbn" => return out::say(&clubscore_engine::formats::pbn::write_session(&pbn, &session, print)),
        "--csv" => return out::say(&clubscore_engine::formats::csv::travellers(&pbn, &session, print)),
        "--csv-standings" => {
            let names = |pair: u32, d: Direction| players(&pbn, pair, Some(d)).filter(|p| !p.is_empty()).map(|p| pair_name(&p));
            return out::say(&clubscore_engine::formats::csv::standings(&session, print, names));
        }
        "--usebio" => {
            let event = pbn.event.clone().unwrap_or_default();
            let names = |pair: u32, d: Direction| players(&pbn, pair, Some(d)).unwrap_or_default();
            let info = clubscore_engine::formats::usebio::EventInfo { club_name: "", club_id: "", description: &event, date: "", players: &names };
            return out::say(&clubscore_engine::formats::usebio::write_pairs(&info, &pbn, &session, print));
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
                    // An individual's line names its four players; a pairs line its two pairs.
                    let seats = match row.partners {
                        Some((south, west)) => serde_json::json!({"north": row.ns, "east": row.ew, "south": south, "west": west}),
                        None => serde_json::json!({"ns": row.ns, "ew": row.ew}),
                    };
                    let mut line = serde_json::json!({
                        "contract": row.contract.map(|c| c.to_string()),
                        "declarer": row.declarer.map(|d| d.letter().to_string()),
                        "tricks": row.tricks,
                        "score_ns": score_ns,
                        "adjusted": match row.outcome { Outcome::Artificial { ns, ew } => Some(serde_json::json!({"ns_pct": ns, "ew_pct": ew})), _ => None },
                        "mp_ns": got.mp_ns, "mp_ew": got.mp_ew, "pct_ns": got.pct_ns, "ximp_ns": ximp,
                    });
                    if let (Some(line), Some(seats)) = (line.as_object_mut(), seats.as_object()) {
                        line.extend(seats.clone());
                    }
                    line
                })
                .collect();
            serde_json::json!({ "board": board.number, "top": scored.top, "results": results })
        })
        .collect();
    // An individual ranks its players, each on his sides' match points.
    if pbn.is_individual() {
        let players: Vec<serde_json::Value> = session
            .standings
            .iter()
            .map(|s| {
                let name = pair_name(&players(&pbn, s.pair, None).unwrap_or_default());
                serde_json::json!({"player": s.pair, "name": name, "boards": s.boards, "mp": s.mp, "max": s.max, "pct": s.pct, "rank": s.rank})
            })
            .collect();
        return out::emit(&serde_json::json!({ "boards": boards_json, "players": players }));
    }
    let pairs: Vec<serde_json::Value> = session
        .standings
        .iter()
        .map(|s| serde_json::json!({"pair": s.pair, "direction": s.direction, "boards": s.boards, "mp": s.mp, "max": s.max, "pct": s.pct, "rank": s.rank, "factored": s.factored}))
        .collect();
    out::emit(&serde_json::json!({ "boards": boards_json, "pairs": pairs }))
}

/// A pairs session its file says is scored in IMPs (Ruter's `IMP;Cross`
/// totalled, Compscore's CROSS_IMP averaged, Butler against the datum),
/// scored so from the boards' results: every result's IMPs and each pair's
/// total and place, as JSON (the other outputs are match-point files).
fn score_in_imps(read: &Travellers, boards: &[clubscore_engine::bridge::pairs::Board], said: &str, method: ImpMethod, field: Field, output: &str) -> ExitCode {
    if output != "--json" {
        return out::usage(&format!("this session is scored in IMPs ({said}): it is written as JSON only so far, not {output}"));
    }
    let differ = clubscore_engine::bridge::import::imp_differences(read, method, field);
    if !differ.is_empty() {
        eprintln!("clubscore: Clubscore's figures differ from the file's in {} place(s): {}", differ.len(), differ.join("; "));
    }
    let (scored, standings) = score_session_imps(boards, method, field);
    let boards_json: Vec<serde_json::Value> = read
        .boards
        .iter()
        .zip(&scored)
        .map(|(board, scored)| {
            let results: Vec<serde_json::Value> = board
                .results
                .iter()
                .zip(&scored.results)
                .map(|(row, got)| {
                    let score_ns = if let Outcome::Score(s) = row.outcome { Some(s) } else { None };
                    serde_json::json!({ "ns": row.ns, "ew": row.ew, "score_ns": score_ns, "imps_ns": got.mp_ns, "imps_ew": got.mp_ew })
                })
                .collect();
            serde_json::json!({ "board": board.number, "results": results })
        })
        .collect();
    let pairs: Vec<serde_json::Value> =
        standings.iter().map(|s| serde_json::json!({"pair": s.pair, "direction": s.direction, "boards": s.boards, "imps": s.mp, "rank": s.rank})).collect();
    out::emit(&serde_json::json!({ "scoring": said, "boards": boards_json, "pairs": pairs }))
}

/// A teams file (its ScoreTables seat each match's teams by room) scored as
/// a teams event is: made the event the import page makes, on the VP scale
/// the file's figures show, its matches and standings worked out from the
/// boards; where the file's own figures differ, said on standard error.
fn score_teams(read: &Travellers, output: &str) -> ExitCode {
    use clubscore_engine::bridge::import::{event_from, Source};
    let source = Source { id: "file".into(), file: "the file", date: "2000-01-01", now: 0, device: "cli" };
    let made = match event_from(read, Field::OneWinner, Default::default(), source) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("clubscore: {e}");
            return ExitCode::from(2);
        }
    };
    for note in made.notes.iter().filter(|n| n.starts_with("Clubscore's figures differ")) {
        eprintln!("clubscore: {note}");
    }
    let e = &made.event;
    let report = clubscore_engine::bridge::session::teams_report(e);
    let name = |t: u32| e.participant_name(t);
    let members = |t: u32| e.member_names(t);
    match output {
        "--pbn" => return out::say(&clubscore_engine::formats::pbn::write_teams_session(&report, &name, &members)),
        "--csv" => return out::say(&clubscore_engine::formats::csv::team_travellers(&report)),
        "--csv-standings" => return out::say(&clubscore_engine::formats::csv::team_standings(&report.standings, |t| Some(name(t)))),
        "--usebio" => {
            let players = |t: u32, _: Direction| e.pair_members(t);
            let info = clubscore_engine::formats::usebio::EventInfo { club_name: "", club_id: "", description: &e.name, date: &e.date, players: &players };
            return out::say(&clubscore_engine::formats::usebio::write_teams(&info, &name, &report, false));
        }
        _ => {}
    }
    // A match's and a team's score: its VPs, or its points (point-a-board); none on total IMPs.
    let pab = report.scoring == clubscore_engine::bridge::session::TeamsScoring::PointABoard;
    let vp = |h: u32| report.scoring.in_vps().then_some(h as f64 / 100.0);
    let points = |h: u32| pab.then_some(h / 100);
    let matches: Vec<serde_json::Value> = report
        .matches
        .iter()
        .filter(|m| m.counts())
        .map(|m| {
            // Each team's line-up, where one is entered (a league's file gives them).
            let seat = |t: &String| match clubscore_engine::bridge::line_up::seat(t) {
                Some(s) => serde_json::json!({"segment": s.segment, "room": if s.closed { "closed" } else { "open" }, "seat": s.seat.to_string(), "name": s.name, "number": s.number}),
                None => serde_json::json!(t),
            };
            let line_ups: Vec<serde_json::Value> =
                m.line_ups.iter().map(|(team, seats)| serde_json::json!({"team": team, "seats": seats.iter().map(seat).collect::<Vec<_>>()})).collect();
            serde_json::json!({"round": m.round, "home": m.home, "away": m.away, "imps_home": m.home_imps, "imps_away": m.away_imps,
                "vp_home": vp(m.home_vp), "vp_away": vp(m.away_vp), "points_home": points(m.home_vp), "points_away": points(m.away_vp), "line_ups": line_ups})
        })
        .collect();
    let teams: Vec<serde_json::Value> = report
        .standings
        .iter()
        .map(|s| {
            serde_json::json!({"team": s.team, "name": name(s.team), "members": members(s.team), "imps": s.imps_for - s.imps_against,
                "vp": vp(s.vp), "points": points(s.vp), "rank": s.rank})
        })
        .collect();
    let scoring = e.setup.and_then(|b| b.teams);
    out::emit(&serde_json::json!({ "scoring": scoring, "matches": matches, "teams": teams }))
}

/// A pair's players as the file's list of pairs names them (the pair of that
/// number that sat that way, where the file numbers NS and EW apart).
fn players(read: &Travellers, pair: u32, direction: Option<Direction>) -> Option<Vec<Member>> {
    let way = match direction {
        Some(Direction::NS) => Some("NS"),
        Some(Direction::EW) => Some("EW"),
        _ => None,
    };
    read.players_of(pair, way).map(<[Member]>::to_vec)
}

/// An individual movement: its tables (North, East, South, West and the
/// boards) round by round, or the verifier's report on what it promises.
fn individual(args: &[&str]) -> ExitCode {
    use clubscore_engine::bridge::movement::individual;
    let (mut players, mut boards, mut check) = (None, 2u32, false);
    let mut it = args.iter();
    while let Some(&arg) = it.next() {
        match (arg, arg.starts_with("--") && !matches!(arg, "--json" | "--verify")) {
            ("--json", _) => check = false,
            ("--verify", _) => check = true,
            (flag @ ("--players" | "--boards-per-round"), true) => match it.next().and_then(|v| v.parse::<u32>().ok()) {
                Some(n) if flag == "--players" => players = Some(n),
                Some(n) => boards = n,
                None => return out::usage(&format!("{flag} takes a whole number")),
            },
            (other, _) => return out::usage(&format!("unknown option {other} for bridge movement individual")),
        }
    }
    let Some(players) = players else { return out::usage("bridge movement individual needs --players N") };
    if let Err(e) = clubscore_engine::bridge::movement::size_ok(players.div_ceil(4), boards) {
        return out::usage(&e.to_string());
    }
    let made = individual::promise(players).and_then(|p| individual::schedule(players, boards).map(|r| (p, r)));
    let (promise, rounds) = match made {
        Ok(x) => x,
        Err(e) => return out::usage(&e.to_string()),
    };
    if check {
        let report = individual::verify(&rounds, players, promise);
        let code = out::emit(&serde_json::json!({"ok": report.ok(), "promise": report.promise, "problems": report.problems}));
        return if report.ok() { code } else { ExitCode::from(1) };
    }
    let rounds: Vec<serde_json::Value> = rounds
        .iter()
        .map(|r| {
            let tables: Vec<serde_json::Value> = r
                .sittings
                .iter()
                .map(|s| {
                    let (south, west) = s.south_west().unzip();
                    serde_json::json!({"table": s.table, "north": s.home, "east": s.away, "south": south, "west": west, "boards": s.boards})
                })
                .collect();
            serde_json::json!({"round": r.number, "tables": tables})
        })
        .collect();
    out::emit(&serde_json::json!({"kind": "individual", "players": players, "rounds": rounds}))
}

pub fn movement(kind: &str, args: &[&str]) -> ExitCode {
    use clubscore_engine::bridge::movement::{pairs, teams, verify::verify};
    if kind == "individual" {
        return individual(args);
    }
    let (mut tables, mut pairs_n, mut rounds, mut boards, mut tea, mut redeal, mut check) = (None, None, None, 2u32, false, false, false);
    let (mut arrow, mut shared, mut half, mut copies) = (false, false, false, 1u32);
    let (mut before_tea, mut reversed) = (None, false);
    let mut it = args.iter();
    while let Some(&arg) = it.next() {
        let mut number = |what: &str| -> Result<u32, ExitCode> {
            match it.next().and_then(|v| v.parse::<u32>().ok()) {
                Some(n) => Ok(n),
                None => Err(out::usage(&format!("{what} takes a whole number"))),
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
            "--shared" => Ok(shared = true),
            "--half-table" => Ok(half = true),
            "--copies" => number("--copies").map(|n| copies = n),
            "--before-tea" => number("--before-tea").map(|n| before_tea = Some(n)),
            "--reversed" => Ok(reversed = true),
            "--json" => Ok(check = false),
            "--verify" => Ok(check = true),
            other => Err(out::usage(&format!("unknown option {other} for bridge movement"))),
        };
        if let Err(code) = parsed {
            return code;
        }
    }
    let need_tables = || tables.ok_or_else(|| out::usage("bridge movement needs --tables N"));
    // Bounded before any work: a movement of 100,000 tables is refused, not made.
    if let Err(e) = clubscore_engine::bridge::movement::size_ok(tables.unwrap_or(0).max(pairs_n.unwrap_or(0).div_ceil(2)), boards) {
        return out::usage(&e.to_string());
    }
    let made = match Kind::from_code(kind) {
        Some(Kind::Teams) => {
            let n = match need_tables() {
                Ok(n) => n,
                Err(code) => return code,
            };
            // The one plan the app's set-up uses too: fewer rounds are always played in halves.
            let plan = teams::plan(n, boards, teams::Plan { tea, rounds, before_tea, reversed });
            plan.map(|mut m| {
                if redeal {
                    teams::add_redealt_round(&mut m);
                }
                m
            })
        }
        Some(Kind::Mitchell) => match need_tables() {
            Ok(n) if copies > 1 => pairs::in_rows(n, copies, boards),
            Ok(n) => pairs::mitchell(n, boards, rounds),
            Err(code) => return code,
        },
        Some(Kind::MitchellRelay) => match need_tables() {
            Ok(n) => pairs::mitchell_relay(n, boards, rounds),
            Err(code) => return code,
        },
        Some(Kind::Howell) => match pairs_n.or(tables.map(|t| 2 * t)) {
            Some(p) => pairs::howell(p, boards),
            None => return out::usage("bridge movement howell needs --pairs P or --tables N"),
        },
        Some(Kind::TeamsParallel) => match need_tables() {
            Ok(n) => teams::parallel_rows(n, boards),
            Err(code) => return code,
        },
        _ => return out::usage(&format!("unknown movement {kind}: teams, teams-parallel, mitchell, mitchell-relay, howell or individual")),
    };
    let mut movement = match made.and_then(|m| clubscore_engine::bridge::movement::numbered_ok(&m).map(|()| m)) {
        Ok(m) => m,
        Err(e) => return out::usage(&e.to_string()),
    };
    if shared {
        pairs::share_boards(&mut movement);
    }
    if arrow {
        pairs::arrow_switch(&mut movement);
    }
    if half {
        // The missing pair is the last EW pair once the pairs have their own numbers.
        pairs::unique_numbers(&mut movement);
        if let Err(e) = pairs::half_table(&mut movement, None) {
            return out::usage(&e.to_string());
        }
    }
    if check {
        let report = verify(&movement);
        let code = out::emit(&report.to_json());
        return if report.ok() { code } else { ExitCode::from(1) };
    }
    out::emit(&movement.to_json())
}

pub fn vp(args: &[&str]) -> ExitCode {
    use clubscore_engine::bridge::board::MOST_BOARDS;
    let (mut boards, mut imps, mut scale) = (None, None, "wbf");
    let mut it = args.iter();
    while let Some(&arg) = it.next() {
        match (arg, it.next()) {
            ("--boards", Some(v)) => match v.parse::<u32>() {
                Ok(n) if (1..=MOST_BOARDS).contains(&n) => boards = Some(n),
                _ => return out::usage(&format!("--boards takes a number of boards, 1 to {MOST_BOARDS}, not {v}")),
            },
            ("--imps", Some(v)) => match v.parse::<i64>() {
                Ok(n) => imps = Some(n),
                _ => return out::usage(&format!("--imps takes a whole number of IMPs, not {v}")),
            },
            ("--scale", Some(v)) => scale = v,
            (a, _) => return out::usage(&format!("unknown or incomplete option {a} for bridge vp")),
        }
    }
    let (Some(boards), Some(imps)) = (boards, imps) else { return out::usage("bridge vp needs --boards N and --imps M") };
    let table = match scale {
        "wbf" => Scale::wbf(boards),
        "wbf-discrete" => Scale::wbf_discrete(boards),
        "club" => match Scale::club(boards) {
            Ok(s) => s,
            Err(e) => return out::usage(&e.to_string()),
        },
        other => return out::usage(&format!("--scale takes wbf, wbf-discrete or club, not {other}")),
    };
    let split = table.split(imps.unsigned_abs().min(u32::MAX as u64) as u32);
    out::emit(&serde_json::json!({ "winner": split.winner_f64(), "loser": split.loser_f64() }))
}

/// `bridge deal --boards N [--seed S] [--first B] [--event NAME] [--date YYYY-MM-DD]`:
/// a hand record dealt from a seed, as PBN on standard output; without a
/// seed, one made from the system's random numbers, said on standard error
/// so the set can be dealt again.
pub fn deal(args: &[&str]) -> ExitCode {
    use clubscore_engine::bridge::board::MOST_BOARDS;
    use clubscore_engine::bridge::deal::{seed_text, Deal};
    let (mut boards, mut first, mut seed, mut event, mut date) = (None, 1u32, None, "Hand record".to_string(), None);
    let mut it = args.iter();
    while let Some(&arg) = it.next() {
        let Some(&value) = it.next() else { return out::usage(&format!("{arg} needs a value (bridge deal)")) };
        match arg {
            "--boards" => match value.parse::<u32>() {
                Ok(n) if (1..=MOST_BOARDS).contains(&n) => boards = Some(n),
                _ => return out::usage(&format!("--boards takes a number of boards, 1 to {MOST_BOARDS}, not {value}")),
            },
            "--first" => match value.parse::<u32>() {
                Ok(n) if (1..=MOST_BOARDS).contains(&n) => first = n,
                _ => return out::usage(&format!("--first takes a board number, 1 to {MOST_BOARDS}, not {value}")),
            },
            "--seed" if !value.trim().is_empty() => seed = Some(value.to_string()),
            "--seed" => return out::usage("--seed takes some text (a word, a number, the seed of a set dealt before)"),
            "--event" => event = value.to_string(),
            "--date" => match clubscore_engine::event::check_date(value) {
                Ok(()) => date = Some(value.to_string()),
                Err(e) => return out::usage(&format!("--date: {e}")),
            },
            other => return out::usage(&format!("unknown option {other} for bridge deal")),
        }
    }
    let Some(boards) = boards else { return out::usage("bridge deal needs --boards N") };
    let Some(last) = first.checked_add(boards - 1).filter(|l| *l <= MOST_BOARDS) else {
        return out::usage(&format!("boards {first} on for {boards} boards go past board {MOST_BOARDS}"));
    };
    let seed = match seed {
        Some(s) => s,
        None => {
            let mut random = [0u8; 15];
            let read = std::fs::File::open("/dev/urandom").and_then(|mut f| std::io::Read::read_exact(&mut f, &mut random));
            if read.is_err() {
                return out::usage("this system gives no random numbers: give a seed, --seed S");
            }
            let s = seed_text(&random);
            eprintln!("clubscore: dealt from the seed {s} (deal the same set again with --seed {s})");
            s
        }
    };
    let dealt: Vec<(u32, Deal)> = (first..=last).map(|b| (b, Deal::dealt(&seed, b))).collect();
    out::say(&clubscore_engine::formats::pbn::write_hand_record(&event, date.as_deref(), Some(&seed), &dealt))
}

/// `bridge analyse FILE.pbn --json`: each board's double-dummy tricks and
/// par, worked out from its deal alone; where the file prints its own
/// (OptimumResultTable, DoubleDummyTricks, OptimumScore), what differs from
/// ours is said on standard error and in the board's `differs`, ours kept.
pub fn analyse(path: &str, args: &[&str]) -> ExitCode {
    use clubscore_engine::bridge::deal::SEATS;
    use clubscore_engine::bridge::double_dummy::{Analyser, DENOMINATIONS};
    if args != ["--json"] {
        return out::usage("bridge analyse FILE.pbn takes --json");
    }
    let Ok(bytes) = out::read_bytes(path) else { return ExitCode::from(1) };
    let record = match clubscore_engine::formats::pbn::read_deals(&bytes) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("clubscore: {path}: {e}");
            return ExitCode::from(1);
        }
    };
    for note in &record.notes {
        eprintln!("clubscore: {path}: {note}");
    }
    let mut analyser = Analyser::default();
    let mut compared = Vec::new();
    let boards: Vec<serde_json::Value> = record
        .boards
        .iter()
        .map(|b| {
            let a = analyser.analyse(&b.deal, b.dealer, b.vulnerability);
            let mut tricks = serde_json::Map::new();
            for seat in SEATS {
                let row: serde_json::Map<String, serde_json::Value> =
                    DENOMINATIONS.iter().enumerate().map(|(d, name)| (name.to_string(), a.tricks(seat, d).into())).collect();
                tricks.insert(seat.letter().to_string(), row.into());
            }
            // The file's own analysis, compared: ours is kept, a difference said.
            let c = clubscore_engine::formats::pbn::printed::compare(&b.printed, &a);
            let mut board = serde_json::json!({ "board": b.board, "tricks": tricks, "par": { "score": a.par.score, "contracts": a.par.contracts } });
            if let Some(words) = c.words() {
                board["differs"] = words.into();
            }
            compared.push((b.board, c));
            board
        })
        .collect();
    for said in clubscore_engine::formats::pbn::printed::said(&compared) {
        eprintln!("clubscore: {path}: {said}");
    }
    out::emit(&serde_json::json!({ "boards": boards }))
}
