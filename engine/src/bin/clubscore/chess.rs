//! `clubscore chess …`: team standings with their tie-breaks, the next Swiss round, and a check of a report's pairings.

use super::out;
use std::process::ExitCode;

/// A team report read from its file, what it had to assume said on standard error.
fn read_report(path: &str) -> Result<clubscore_engine::chess::trf::Trf, ExitCode> {
    use clubscore_engine::chess::{trf, type_code};
    let text = out::read_any_text(path).map_err(|()| ExitCode::from(1))?;
    let report = trf::read(&text).map_err(|e| out::usage(&format!("{path}: {e}")))?;
    let repairs = clubscore_engine::chess::matches::repaired_with_notes(&report).1;
    for warning in type_code::of(&report).1.into_iter().chain(repairs) {
        eprintln!("clubscore: {path}: warning: {warning}");
    }
    Ok(report)
}

pub fn standings(path: &str, rest: &[&str]) -> ExitCode {
    use clubscore_engine::chess::{matches, tiebreak};
    let report = match read_report(path) {
        Ok(r) => r,
        Err(code) => return code,
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
            (other, _) => return out::usage(&format!("unknown option {other}")),
        }
        i += 1;
    }
    let record = matches::record(&report);
    // Without --tiebreaks: the file's 212 (standings) or 202 (tie-breaks) record, else FIDE's default.
    let listed = asked.or_else(|| report.tag("212")).or_else(|| report.tag("202")).filter(|t| !t.trim().is_empty());
    let codes = match listed.map(tiebreak::parse_list) {
        Some(Ok(codes)) => codes,
        Some(Err(e)) => return out::usage(&e.to_string()),
        None => tiebreak::default_list(&record),
    };
    let ordering = tiebreak::ordering(&record, &codes);
    let shown = ordering.len() - codes.len();
    let rows = tiebreak::rank(&record, &ordering, edition);
    for warning in tiebreak::warnings(&record, &codes) {
        eprintln!("clubscore: {path}: warning: {warning}");
    }
    let teams: Vec<serde_json::Value> = rows
        .iter()
        .map(|row| {
            let values: serde_json::Map<String, serde_json::Value> =
                codes.iter().zip(&row.values[shown..]).map(|(c, v)| (c.text.clone(), serde_json::json!(v.value))).collect();
            serde_json::json!({"tpn": row.team, "rank": row.rank, "name": record.name(row.team), "values": values})
        })
        .collect();
    out::emit(&serde_json::json!({"round": record.results.len(), "teams": teams}))
}

/// A team report read, with its matches and pairing rules.
fn report(path: &str) -> Result<(clubscore_engine::chess::record::Record, clubscore_engine::chess::history::Rules, Vec<u32>), ExitCode> {
    use clubscore_engine::chess::{history, matches};
    let report = read_report(path)?;
    let record = matches::record(&report);
    let rules = history::rules(&report);
    Ok((record, rules, matches::pending_rounds(&report)))
}

/// The teams to pair in a round: those the report paired then, or (the next round) every team not out of it.
fn teams(record: &clubscore_engine::chess::record::Record, rules: &clubscore_engine::chess::history::Rules, round: u32) -> Vec<u32> {
    if (round as usize) <= record.results.len() {
        clubscore_engine::chess::history::paired_in(record, round)
    } else {
        record.teams.iter().map(|t| t.number).filter(|t| !rules.absent.contains(&(round, *t))).collect()
    }
}

pub fn pair(path: &str, rest: &[&str]) -> ExitCode {
    use clubscore_engine::chess::{history, pairing};
    let (record, rules, pending) = match report(path) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let mut round = record.results.len() as u32 + 1;
    let mut explain = false;
    let mut beyond = false;
    let mut i = 0;
    while i < rest.len() {
        match (rest[i], rest.get(i + 1)) {
            ("--round", Some(n)) => match n.parse::<u32>() {
                Ok(n) if n >= 1 && n as usize <= record.results.len() + 1 => (round, i) = (n, i + 1),
                _ => return out::usage(&format!("--round {n}: the file has {} rounds; pair one of 1 to {}", record.results.len(), record.results.len() + 1)),
            },
            ("--explain", _) => explain = true,
            ("--beyond", _) => beyond = true,
            (other, _) => return out::usage(&format!("unknown option {other}")),
        }
        i += 1;
    }
    if let Some(open) = pending.iter().find(|&&r| r < round) {
        return out::usage(&format!("round {round}: round {open} has games without results (blank): type them in first"));
    }
    // Record 142 says how many rounds there are: one more is paired only when asked.
    if rules.rounds > 0 && round > rules.rounds && !beyond {
        return out::usage(&format!("round {round}: the tournament has {} rounds (record 142); add --beyond to pair another", rules.rounds));
    }
    let teams = teams(&record, &rules, round);
    match pairing::pair(&history::setup(&record, &rules, round, &teams, None)) {
        Ok(p) => {
            let mut text = format!("{}\n", p.matches.len() + usize::from(p.bye.is_some()));
            for (white, black) in &p.matches {
                text.push_str(&format!("{white} {black}\n"));
            }
            if let Some(b) = p.bye {
                text.push_str(&format!("{b} 0\n"));
            }
            out::say(&text);
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

pub fn check(path: &str) -> ExitCode {
    use clubscore_engine::chess::{history, pairing};
    let (record, rules, _) = match report(path) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let show = |matches: &[(u32, u32)], bye: Option<u32>| {
        let mut words: Vec<String> = matches.iter().map(|(w, b)| format!("{w}-{b}")).collect();
        words.extend(bye.map(|b| format!("bye {b}")));
        words.join(" ")
    };
    let mut differs = false;
    let mut text = String::new();
    for round in 1..=record.results.len() as u32 {
        let (file, file_bye) = history::played_pairing(&record, round);
        let teams = teams(&record, &rules, round);
        match pairing::pair(&history::setup(&record, &rules, round, &teams, None)) {
            Ok(p) => {
                let mut ours = p.matches.clone();
                clubscore_engine::sorting::sort(&mut ours);
                if ours == file && p.bye == file_bye {
                    text.push_str(&format!("round {round}: ok\n"));
                } else {
                    differs = true;
                    text.push_str(&format!("round {round}: differs\n  file: {}\n  ours: {}\n", show(&file, file_bye), show(&ours, p.bye)));
                }
            }
            Err(problem) => {
                differs = true;
                text.push_str(&format!("round {round}: differs\n  file: {}\n  ours: {problem}\n", show(&file, file_bye)));
            }
        }
    }
    out::say(&text);
    if differs {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// A team report (TRF16 or TRF-2026) read into a tournament and written as
/// TRF-2026, what the app exports; `--pair` adds the next Swiss round paired
/// by C.04.6, its results blank (`--seed N` draws round 1's colour, `--beyond`
/// pairs past the rounds of record 142).
pub fn convert(path: &str, rest: &[&str]) -> ExitCode {
    use clubscore_engine::chess::{history, swiss, transfer, trf};
    let report = match read_report(path) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let (mut pair, mut beyond, mut seed) = (false, false, 0u64);
    let mut i = 0;
    while i < rest.len() {
        match (rest[i], rest.get(i + 1)) {
            ("--pair", _) => pair = true,
            ("--beyond", _) => beyond = true,
            ("--seed", Some(n)) => match n.parse() {
                Ok(n) => (seed, i) = (n, i + 1),
                Err(_) => return out::usage(&format!("--seed {n}: a whole number")),
            },
            (other, _) => return out::usage(&format!("unknown option {other} for chess convert")),
        }
        i += 1;
    }
    let mut t = transfer::from_trf(&report);
    if pair {
        let round = t.rounds.len() as u32 + 1;
        if t.settings.rounds > 0 && round > t.settings.rounds {
            if !beyond {
                return out::usage(&format!("round {round}: the tournament has {} rounds (record 142); add --beyond to pair another", t.settings.rounds));
            }
            t.settings.rounds = round;
        }
        let absent: Vec<u32> = history::rules(&report).absent.iter().filter(|(r, _)| *r == round).map(|&(_, team)| team).collect();
        if let Err(why) = swiss::pair_next(&mut t, &absent, seed) {
            eprintln!("clubscore: {path}: round {round}: {why}");
            return ExitCode::from(2);
        }
    }
    out::say(&trf::write(&transfer::to_trf(&t)));
    ExitCode::SUCCESS
}
