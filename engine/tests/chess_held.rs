//! Mario Held's C.07 team exercises 34-49 (../shared/chess/held-team): the
//! 14-team, 7-round, 4-board tournament built from its cross table, and
//! every published tie-break value and order checked, under the edition
//! each one was worked for.

mod common;

use clubscore_engine::chess::record::{Entry, Kind, Points, Record, Team};
use clubscore_engine::chess::tiebreak::{parse_list, rank, Edition, Row};
use clubscore_engine::chess::trf::TeamScoring;
use serde_json::Value as Json;
use std::collections::BTreeMap;

fn held(name: &str) -> Option<Json> {
    let dir = common::shared("chess/held-team")?;
    serde_json::from_str(&std::fs::read_to_string(dir.join(name)).ok()?).ok()
}

/// A cross-table entry's game points in halves: `8w2.5` -> 5.
fn halves(entry: &str) -> u32 {
    let digits = entry.trim_start_matches(|c: char| c.is_ascii_digit()).get(1..).unwrap_or_default();
    (digits.parse::<f64>().unwrap_or(f64::NAN) * 2.0) as u32
}

/// The tournament as the source's test builds it: a team scoring g game
/// points wins the first boards, draws the next on a half, loses the rest;
/// round 3's 11 v 14 as the table's special boards say.
fn tournament(table: &Json) -> Record {
    let rows = table["rows"].as_object().cloned().unwrap_or_default();
    let scoring = TeamScoring { win: 4, draw: 2, loss: 0 };
    let mut results: Vec<BTreeMap<u32, Entry>> = vec![BTreeMap::new(); 7];
    let cell = |team: u32, round: usize| rows[&team.to_string()][round].as_str().unwrap_or_default().to_string();
    for team in 1..=14u32 {
        for (r, round) in results.iter_mut().enumerate() {
            let text = cell(team, r);
            let entry = match text.as_str() {
                // As the source's row has it: a forfeit with no opponent named (see forfeit_with_its_opponent_named).
                "+F" | "-F" => {
                    let opponent = None;
                    let won = text == "+F";
                    Entry {
                        kind: if won { Kind::ForfeitWin } else { Kind::ForfeitLoss },
                        opponent,
                        white: None,
                        match_points: if won { 4 } else { 0 },
                        game_points: if won { 8 } else { 0 },
                        boards: vec![if won { 2 } else { 0 }; 4],
                    }
                }
                "PAB" => Entry { kind: Kind::PairingBye, opponent: None, white: None, match_points: 2, game_points: 4, boards: vec![2; 4] },
                "HPB" => Entry { kind: Kind::HalfBye, opponent: None, white: None, match_points: 2, game_points: 4, boards: vec![1; 4] },
                "ZPB" => Entry { kind: Kind::ZeroBye, opponent: None, white: None, match_points: 0, game_points: 0, boards: vec![0; 4] },
                played => {
                    let opponent: u32 = played.chars().take_while(char::is_ascii_digit).collect::<String>().parse().unwrap_or(0);
                    let own = halves(played);
                    let theirs = halves(&cell(opponent, r));
                    let mut boards: Vec<u32> = (0..4u32)
                        .map(|b| {
                            if 2 * (b + 1) <= own {
                                2
                            } else if 2 * b + 1 == own {
                                1
                            } else {
                                0
                            }
                        })
                        .collect();
                    if r == 2 && (team == 11 || team == 14) {
                        boards = if team == 11 { vec![2, 1, 1, 0] } else { vec![0, 1, 1, 2] };
                    }
                    let match_points = clubscore_engine::chess::record::match_points(scoring, own, theirs);
                    Entry { kind: Kind::Played, opponent: Some(opponent), white: Some(played.contains('w')), match_points, game_points: own, boards }
                }
            };
            round.insert(team, entry);
        }
    }
    Record {
        teams: (1..=14).map(|n| Team { number: n, name: format!("Team {n}") }).collect(),
        boards: 4,
        rounds: 7,
        scoring,
        primary: Points::Match,
        round_robin: false,
        results,
        adjustments: Vec::new(),
    }
}

/// The source's code in our record-202 spelling and its edition: `BH/C1/X/V1` -> `BH:GP/C1`, 2024.
fn translate(code: &str) -> (String, Edition) {
    let edition = if code.contains("/V2") { Edition::Y2026 } else { Edition::Y2024 };
    let mut parts: Vec<&str> = code.split('/').filter(|p| !matches!(*p, "V1" | "V2" | "X")).collect();
    let name = match parts.remove(0) {
        "MP" | "PTS" => "MPTS".to_string(),
        "GP" => "GPTS".to_string(),
        other if code.contains("/X") => format!("{other}:GP"),
        other => other.to_string(),
    };
    (std::iter::once(name).chain(parts.iter().map(|p| p.to_string())).collect::<Vec<_>>().join("/"), edition)
}

fn ranked(record: &Record, codes: &[&str], edition: Edition) -> Vec<Row> {
    let list: Vec<String> = codes.iter().map(|c| translate(c).0).collect();
    rank(record, &parse_list(&list.join(",")).unwrap_or_else(|e| panic!("{e}")), edition)
}

#[test]
fn the_cross_table_gives_the_published_totals() {
    let Some(table) = held("crosstable.json") else { return };
    let record = tournament(&table);
    for team in 1..=14u32 {
        let want = |k: &str| table["totals"][k][team.to_string()].as_str().unwrap_or_default().parse::<f64>().unwrap_or(f64::NAN);
        assert_eq!(f64::from(record.score(team, Points::Match)) / 2.0, want("MP"), "MP of {team}");
        assert_eq!(f64::from(record.score(team, Points::Game)) / 2.0, want("GP"), "GP of {team}");
    }
}

/// Exercises 35-41 and 49: every value the source gives, each under its edition.
#[test]
fn every_published_value() {
    let Some(table) = held("crosstable.json") else { return };
    let record = tournament(&table);
    let mut checked = 0;
    for exercise in 34..=49 {
        let Some(ex) = held(&format!("exercise-{exercise}.expected.json")) else { return };
        for (team, values) in ex["values"].as_object().cloned().unwrap_or_default() {
            let team: u32 = team.parse().unwrap_or(0);
            for (code, want) in values.as_object().cloned().unwrap_or_default() {
                let (ours, edition) = translate(&code);
                let rows = ranked(&record, &[&code], edition);
                let got = rows.iter().find(|r| r.team == team).map(|r| r.values[0].value).unwrap_or(f64::NAN);
                let want: f64 = want.as_str().unwrap_or_default().parse().unwrap_or(f64::NAN);
                assert_eq!(got, want, "exercise {exercise}: {ours} ({edition:?}) of team {team}");
                checked += 1;
            }
        }
    }
    // Every value the sixteen files give.
    assert_eq!(checked, 129);
}

/// Team 1's round-6 forfeit win was against team 6 (the table's note). The
/// source's rows do not name the opponent, so its 2026 values cap the dummy
/// at a draw every round (Art. 16.4.2: 14 GP). With the opponent named, Art.
/// 16.4.1 caps it at team 6's adjusted score instead (12.5 GP): BH:GP 109.
#[test]
fn forfeit_with_its_opponent_named() {
    let Some(table) = held("crosstable.json") else { return };
    let mut record = tournament(&table);
    for (team, opponent) in [(1, 6), (6, 1)] {
        if let Some(e) = record.results[5].get_mut(&team) {
            e.opponent = Some(opponent);
        }
    }
    let bh = |codes: &[&str], edition| ranked(&record, codes, edition).iter().find(|r| r.team == 1).map(|r| r.values[0].value).unwrap_or(f64::NAN);
    assert_eq!(bh(&["BH/X"], Edition::Y2026), 109.0);
    assert_eq!(bh(&["BH"], Edition::Y2026), 61.0, "team 6's 7 MP is also a draw every round");
    assert_eq!(bh(&["BH/X"], Edition::Y2024), 114.0, "2024: the dummy has the team's own score");
    let rows = ranked(&record, &["BH/X"], Edition::Y2026);
    let round6 = rows.iter().find(|r| r.team == 1).and_then(|r| r.values[0].parts.iter().find(|p| p.round == 6).cloned());
    assert_eq!(round6.map(|p| (p.opponent, p.kind, p.value)), Some((Some(6), "forfeit win", 12.5)));
}

/// Exercise 34: the order by match points then game points, and the other way round (ties by number).
#[test]
fn orders_by_match_and_game_points() {
    let Some(table) = held("crosstable.json") else { return };
    let Some(ex) = held("exercise-34.expected.json") else { return };
    let record = tournament(&table);
    for order in ex["orders"].as_array().cloned().unwrap_or_default() {
        let codes: Vec<&str> = order["codes"].as_array().map(|c| c.iter().filter_map(Json::as_str).collect()).unwrap_or_default();
        let want: Vec<u32> = order["order"].as_array().map(|o| o.iter().filter_map(Json::as_u64).map(|n| n as u32).collect()).unwrap_or_default();
        let got: Vec<u32> = ranked(&record, &codes, Edition::Y2024).iter().map(|r| r.team).collect();
        assert_eq!(got, want, "{codes:?}");
    }
}

/// Exercises 42-48: what extended direct encounter (and its knock-out endings) decides.
#[test]
fn extended_direct_encounter_decides_as_published() {
    let Some(table) = held("crosstable.json") else { return };
    let record = tournament(&table);
    let rank_of = |exercise: u32| {
        let ex = held(&format!("exercise-{exercise}.expected.json")).unwrap_or_default();
        let codes: Vec<String> =
            ex["rank_assertions"][0]["codes"].as_array().map(|c| c.iter().filter_map(Json::as_str).map(String::from).collect()).unwrap_or_default();
        let codes: Vec<&str> = codes.iter().map(String::as_str).collect();
        let rows = ranked(&record, &codes, Edition::Y2024);
        move |team: u32| rows.iter().find(|r| r.team == team).map(|r| r.rank).unwrap_or(0)
    };
    let r = rank_of(42);
    assert_eq!(r(11), r(14), "42: 11 and 14 stay level");
    let r = rank_of(43);
    assert!(r(6) < r(8), "43: 6 ahead of 8 ({} v {})", r(6), r(8));
    let r = rank_of(44);
    assert!(r(7) == r(9) && r(9) == r(13), "44: 7, 9 and 13 stay level ({}, {}, {})", r(7), r(9), r(13));
    let r = rank_of(45);
    let mut leaders: Vec<u32> = (1..=5).collect();
    leaders.sort_by_key(|&t| (r(t), t));
    assert_eq!(leaders, vec![4, 2, 1, 3, 5], "45");
    for exercise in [46, 47, 48] {
        let r = rank_of(exercise);
        assert!(r(11) < r(14), "{exercise}: 11 ahead of 14 ({} v {})", r(11), r(14));
    }
    // The value is the place among the level teams: exercise 45's five leaders 1 to 5 in that order.
    let rows = ranked(&record, &["PTS", "EDE"], Edition::Y2024);
    let places: Vec<(u32, f64)> = rows.iter().take(5).map(|r| (r.team, r.values[1].value)).collect();
    assert_eq!(places, vec![(4, 1.0), (2, 2.0), (1, 3.0), (3, 4.0), (5, 5.0)]);
}

/// Modifiers on the same tournament, worked by hand from team 1's Buchholz
/// (7, 10, 7, 10, 10, dummy 10, 10 = 64 under the 2024 edition).
#[test]
fn modifiers_median_and_normaliser() {
    let Some(table) = held("crosstable.json") else { return };
    let record = tournament(&table);
    let team1 = |codes: &[&str]| ranked(&record, codes, Edition::Y2024).iter().find(|r| r.team == 1).map(|r| r.values[0].value).unwrap_or(f64::NAN);
    // Median-1: the lowest (7) and the highest (10) cut.
    assert_eq!(team1(&["BH/M1"]), 47.0);
    // SSSC with the normalising factor 4 instead of the computed 3: 17.5 + 64 / 4.
    assert_eq!(team1(&["SSSC/K4"]), 33.5);
    // The working marks what was cut.
    let rows = ranked(&record, &["BH/C1"], Edition::Y2024);
    let cut: Vec<u32> = rows.iter().find(|r| r.team == 1).map(|r| r.values[0].parts.iter().filter(|p| p.cut).map(|p| p.round).collect()).unwrap_or_default();
    assert_eq!(cut, vec![1], "the first of the two 7s (team 8 in round 1)");
}

/// Under the 2026 text (Art. 13.3.3) each new subset starts again from the
/// primary score: the five leaders split by game points into 4, {1, 2, 3},
/// 5, and then 1 beat 2 and 3 on match points among themselves (the 2024
/// answer, 2 before 1, keeps to game points).
#[test]
fn extended_direct_encounter_restarts_under_2026() {
    let Some(table) = held("crosstable.json") else { return };
    let record = tournament(&table);
    let rows = ranked(&record, &["PTS", "EDE"], Edition::Y2026);
    let leaders: Vec<u32> = rows.iter().take(5).map(|r| r.team).collect();
    assert_eq!(leaders, vec![4, 1, 2, 3, 5]);
}
