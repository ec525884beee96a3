//! The verifier: every schedule Clubscore makes is checked before a scorer
//! sees it, and the report is shown beside the movement.

use super::{Kind, Movement};
use std::collections::{BTreeMap, BTreeSet};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    pub name: &'static str,
    pub ok: bool,
    pub detail: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub checks: Vec<Check>,
    /// How evenly the boards are compared: "each board set played 7 times".
    pub balance: String,
    /// Matches (or meetings of pairs) the movement does not play, each once as (lower, higher).
    pub missed: Vec<(u32, u32)>,
}

impl Report {
    pub fn ok(&self) -> bool {
        self.checks.iter().all(|c| c.ok)
    }

    pub fn to_json(&self) -> serde_json::Value {
        let checks: Vec<serde_json::Value> = self.checks.iter().map(|c| serde_json::json!({"check": c.name, "ok": c.ok, "detail": c.detail})).collect();
        serde_json::json!({"ok": self.ok(), "checks": checks, "missed": self.missed, "balance": self.balance})
    }
}

fn check(name: &'static str, problems: Vec<String>, fine: String) -> Check {
    match problems.first() {
        None => Check { name, ok: true, detail: fine },
        Some(_) => Check { name, ok: false, detail: problems.into_iter().take(5).collect::<Vec<_>>().join("; ") },
    }
}

pub fn verify(m: &Movement) -> Report {
    let teams = matches!(m.kind, Kind::Teams | Kind::TeamsParallel | Kind::Match);
    let one_field = m.kind == Kind::Howell;
    // The checks any schedule gets (seated once a round, no board played
    // twice, no opponents met twice), on the movement's rounds; the sharing
    // of sets is judged here, knowing what the movement shares on purpose.
    let common = rounds(&m.schedule(), !one_field, Default::default());
    let of = |name: &str| common.checks.iter().find(|c| c.name == name).cloned();

    // Every table exists; no team plays itself.
    let mut problems = Vec::new();
    for r in &m.rounds {
        for s in &r.tables {
            if s.table == 0 || s.table > m.tables {
                problems.push(format!("round {}: table {} does not exist", r.round, s.table));
            }
            if teams && s.ns == s.ew {
                problems.push(format!("round {} table {}: team {} plays itself", r.round, s.table, s.ns));
            }
        }
    }
    let mut checks = vec![check("tables that exist, opponents that differ", problems, format!("{} tables", m.tables))];
    checks.extend(of("seated once a round"));
    checks.extend(of("no boards played twice"));

    // A board set is at one table a round; shared by two only where the
    // movement shares on purpose (parallel rows, the relay of tables 1 and n,
    // the re-dealt round's straight matches).
    let mut problems = Vec::new();
    for r in &m.rounds {
        let mut at: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
        for s in &r.tables {
            at.entry(s.set).or_default().push(s.table);
        }
        // Duplicated sets: each at no more tables than there are copies (all of them when every table shares).
        let copies = (r.tables.len() as u32).div_ceil(m.sets.max(1)) as usize;
        for (set, tables) in at {
            // A Howell of 4 or 6 pairs cannot give each table its own set: all share.
            let small_howell = m.kind == Kind::Howell && m.participants <= 6;
            let shared_by_design = small_howell
                || (m.duplicated && (tables.len() == r.tables.len() || tables.len() <= copies))
                || (tables.len() == 2
                    && (m.kind == Kind::TeamsParallel || m.redealt_round == Some(r.round) || (m.kind == Kind::MitchellRelay && tables == [1, m.tables])));
            if tables.len() > 1 && !shared_by_design {
                problems.push(format!("round {}: boards {:?} are at tables {tables:?}", r.round, m.boards(set)));
            }
        }
    }
    let fine = match m.kind {
        _ if m.duplicated => "each table plays its set on its own copy of the boards (duplicated)",
        Kind::Howell if m.participants <= 6 => "each round's set is shared by all its tables (4 or 6 pairs allow nothing else)",
        Kind::TeamsParallel => "each set shared by two tables a round",
        Kind::MitchellRelay => "each set at one table a round; tables 1 and n share theirs (relay)",
        _ => "each set at one table a round",
    };
    checks.push(check("each board set at the right tables", problems, fine.into()));

    if teams {
        // Every match is played both ways on the same boards: A's NS v B's EW and B's NS v A's EW.
        let mut legs: BTreeMap<(u32, u32), BTreeSet<u32>> = BTreeMap::new();
        for r in &m.rounds {
            for s in &r.tables {
                legs.entry((s.ns, s.ew)).or_default().insert(s.set);
            }
        }
        let mut problems = Vec::new();
        for ((a, b), sets) in &legs {
            match legs.get(&(*b, *a)) {
                Some(other) if other == sets => {}
                Some(other) => problems.push(format!("team {a} v team {b}: boards {sets:?} one way, {other:?} the other")),
                None => problems.push(format!("team {a}'s NS met team {b}'s EW, but team {b}'s NS never met team {a}'s EW")),
            }
        }
        checks.push(check("each match on the same boards both ways", problems, format!("{} matches", legs.len() / 2)));

        // The seed's check for a session with tea: in each half, EW pairs cross
        // their home table halfway through (so the halves can be compared at tea).
        // (The re-dealt round at the end is a straight match, not part of a half.)
        let moving = match m.redealt_round {
            Some(r) => &m.rounds[..(r as usize - 1).min(m.rounds.len())],
            None => &m.rounds[..],
        };
        // (Parallel rows move EW steadily down: the check is the standard movement's.)
        let halves: Vec<&[super::RoundPlan]> = match m.tea_after_round {
            Some(t) if (t as usize) <= moving.len() && m.kind == Kind::Teams => {
                [&moving[..t as usize], &moving[t as usize..]].into_iter().filter(|h| !h.is_empty()).collect()
            }
            _ => vec![],
        };
        let mut problems = Vec::new();
        for (h, half) in halves.iter().enumerate() {
            for team in 1..=m.participants {
                let sides: Vec<i64> = half
                    .iter()
                    .filter_map(|r| r.tables.iter().find(|s| s.ew == team))
                    .map(|s| {
                        let up = (s.table as i64 - team as i64).rem_euclid(m.tables as i64);
                        if up * 2 <= m.tables as i64 {
                            1
                        } else {
                            -1
                        }
                    })
                    .collect();
                let mid = sides.len() / 2;
                let crosses = sides.len() % 2 == 0 && sides[..mid].iter().all(|&x| x == 1) && sides[mid..].iter().all(|&x| x == -1);
                if !crosses {
                    problems.push(format!("half {}: team {team}'s EW pair does not cross its home table halfway", h + 1));
                    break;
                }
            }
        }
        if !halves.is_empty() {
            checks.push(check("EW cross their home table halfway through each half", problems, format!("{} halves", halves.len())));
        }
    }

    // (A teams-of-four match is one meeting played over every round.)
    if m.kind != Kind::Match {
        checks.extend(of("no opponents met twice"));
    }

    // Who never meets whom.
    let mut met: BTreeSet<(u32, u32)> = BTreeSet::new();
    for r in &m.rounds {
        for s in &r.tables {
            met.insert((s.ns.min(s.ew), s.ns.max(s.ew)));
        }
    }
    let missed = if teams || one_field {
        (1..=m.participants).flat_map(|a| (a + 1..=m.participants).map(move |b| (a, b))).filter(|p| !met.contains(p)).collect()
    } else {
        Vec::new()
    };
    // Comparison balance: how many times each board set is played.
    let mut plays: BTreeMap<u32, u32> = BTreeMap::new();
    for r in &m.rounds {
        for s in &r.tables {
            *plays.entry(s.set).or_default() += 1;
        }
    }
    let (lo, hi) = (plays.values().min().copied().unwrap_or(0), plays.values().max().copied().unwrap_or(0));
    let balance = if lo == hi {
        format!("each of the {} board sets is played {lo} times", plays.len())
    } else {
        format!("the {} board sets are played {lo} to {hi} times", plays.len())
    };
    Report { checks, missed, balance }
}

/// The checks for a schedule no generator made (a round seated by hand, a
/// movement read from a results file): no one seated twice in a round, no
/// one playing a board twice, no board at two tables of a round unless every
/// table of the round plays it (duplicated boards), no opponents met twice.
/// `by_side`: teams, whose NS and EW pairs are one team at two tables;
/// `written`: pairs named as the club numbers them.
pub fn rounds(rounds: &[crate::schedule::Round], by_side: bool, written: crate::bridge::numbering::Numbering) -> Report {
    // One map for every count, of the type the travellers use (a small bundle).
    let mut seen: crate::fast_hash::FastMap<(u32, u32, u32), (u32, u32)> = Default::default();
    let side_of = |ns: bool| u32::from(by_side && !ns);
    let what = |ns: bool| if by_side { side(ns, true) } else { "pair" };
    let (mut twice, mut again, mut shared, mut met) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for r in rounds {
        for s in &r.sittings {
            for (p, ns) in [(s.home, true)].into_iter().chain(s.away.map(|a| (a, false))) {
                // Keys: 0 seated in a round, 1 a board played, 2 a meeting, 3 a board's plays.
                if seen.insert((0, r.number, p * 2 + side_of(ns)), (0, 0)).is_some() {
                    twice.push(format!("round {}: {} {} is seated twice", r.number, what(ns), written.label(p)));
                }
                for &b in &s.boards {
                    if seen.insert((1, p * 2 + side_of(ns), b), (0, 0)).is_some() {
                        again.push(format!("{} {} plays board {b} again in round {}", what(ns), written.label(p), r.number));
                    }
                }
            }
            if let Some(a) = s.away {
                let (x, y) = if by_side { (s.home, a) } else { (s.home.min(a), s.home.max(a)) };
                if seen.insert((2, x, y), (0, 0)).is_some() {
                    met.push(format!("{} and {} meet again in round {}", written.label(x), written.label(y), r.number));
                }
            }
            for &b in &s.boards {
                seen.entry((3, b, 0)).or_insert((0, 0)).0 += 1;
            }
        }
        // Boards at some tables of the round but not all, those on the same tables together.
        let mut groups: Vec<(Vec<u32>, Vec<u32>)> = Vec::new();
        for s in &r.sittings {
            for &b in &s.boards {
                let tables: Vec<u32> = r.sittings.iter().filter(|o| o.boards.contains(&b)).map(|o| o.table).collect();
                if tables.len() < 2 || tables.len() == r.sittings.len() || tables[0] != s.table || groups.iter().any(|g| g.1.contains(&b)) {
                    continue;
                }
                match groups.last_mut() {
                    Some(g) if g.0 == tables => g.1.push(b),
                    _ => groups.push((tables, vec![b])),
                }
            }
        }
        for (tables, boards) in groups {
            let names: Vec<String> = tables.iter().map(u32::to_string).collect();
            let (last, rest) = names.split_last().map(|(l, r)| (l.clone(), r.join(", "))).unwrap_or_default();
            let (what, are) = if boards.len() == 1 { ("board", "is") } else { ("boards", "are") };
            shared.push(format!("round {}: {what} {} {are} at tables {rest} and {last}", r.number, crate::bridge::board::board_text(&boards)));
        }
    }
    let plays: Vec<u32> = seen.iter().filter(|(k, _)| k.0 == 3).map(|(_, v)| v.0).collect();
    let (lo, hi) = (plays.iter().min().copied().unwrap_or(0), plays.iter().max().copied().unwrap_or(0));
    let balance = if lo == hi {
        format!("each of the {} boards is played {lo} times", plays.len())
    } else {
        format!("the {} boards are played {lo} to {hi} times", plays.len())
    };
    let checks = vec![
        check("seated once a round", twice, format!("{} rounds", rounds.len())),
        check("no boards played twice", again, "every pair plays each board at most once".into()),
        check("each board at one table a round, or at all of them", shared, "no board is at two tables of a round but not all".into()),
        check("no opponents met twice", met, "every meeting is played once".into()),
    ];
    Report { checks, balance, missed: Vec::new() }
}

fn side(ns: bool, teams: bool) -> &'static str {
    match (teams, ns) {
        (true, true) => "NS pair of team",
        (true, false) => "EW pair of team",
        (false, true) => "NS pair",
        (false, false) => "EW pair",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::movement::teams::{add_redealt_round, seed_plan, standard, with_tea, Half};
    use crate::bridge::movement::{RoundPlan, Seating};

    #[test]
    fn every_teams_movement_from_3_to_30_tables_passes() {
        for n in 3..=30u32 {
            if n % 2 == 1 {
                let m = standard(n, 2, None).unwrap();
                let r = verify(&m);
                assert!(r.ok(), "{n} tables standard: {:?}", r.checks);
                assert!(r.missed.is_empty(), "{n} tables: all play all");
            }
            if let Ok(m) = seed_plan(n, 2, false) {
                let r = verify(&m);
                assert!(r.ok(), "{n} tables seed plan: {:?}", r.checks);
                // Odd: all play all; even: each team misses only the team halfway round.
                let expect: Vec<(u32, u32)> = if n % 2 == 1 { vec![] } else { (1..=n / 2).map(|a| (a, a + n / 2)).collect() };
                assert_eq!(r.missed, expect, "{n} tables");
            }
            if n >= 15 {
                let m = seed_plan(n, 2, true).unwrap();
                assert!(verify(&m).ok(), "{n} tables, 12 rounds");
            }
            if n % 2 == 0 && n >= 4 {
                let m = crate::bridge::movement::teams::parallel_rows(n, 2).unwrap();
                let r = verify(&m);
                assert!(r.ok(), "{n} tables parallel rows: {:?}", r.checks);
                assert!(r.missed.is_empty(), "{n} tables parallel rows: every team meets every other: {:?}", r.missed);
            }
            // Any number of teams from 4: the general two-half rule, and for an
            // even number the re-dealt round that completes the all-play-all.
            if n >= 4 {
                let mut m = with_tea(n, 2, &crate::bridge::movement::teams::all_play_all_halves(n)).unwrap();
                let r = verify(&m);
                assert!(r.ok(), "{n} tables, general halves: {:?}", r.checks);
                assert_eq!(r.missed.len() as u32, if n % 2 == 1 { 0 } else { n / 2 }, "{n} tables");
                add_redealt_round(&mut m);
                let r = verify(&m);
                assert!(r.ok() && r.missed.is_empty(), "{n} tables with the re-dealt round: {:?} {:?}", r.checks, r.missed);
            }
        }
    }

    #[test]
    fn balance_is_reported() {
        assert_eq!(verify(&standard(7, 2, None).unwrap()).balance, "each of the 7 board sets is played 6 times");
        assert_eq!(verify(&crate::bridge::movement::pairs::mitchell(7, 2, None).unwrap()).balance, "each of the 7 board sets is played 7 times");
        assert_eq!(verify(&crate::bridge::movement::pairs::howell(12, 2).unwrap()).balance, "each of the 11 board sets is played 6 times");
        assert_eq!(verify(&crate::bridge::movement::pairs::mitchell_relay(8, 2, None).unwrap()).balance, "each of the 8 board sets is played 8 times");
    }

    #[test]
    fn the_verifier_catches_broken_schedules() {
        let mut m = standard(5, 2, None).unwrap();
        // Give table 1 in round 2 the boards it already played in round 1.
        m.rounds[1].tables[0].set = m.rounds[0].tables[0].set;
        let r = verify(&m);
        assert!(!r.ok());
        let failed: Vec<&str> = r.checks.iter().filter(|c| !c.ok).map(|c| c.name).collect();
        assert!(failed.contains(&"no boards played twice"), "{failed:?}");
        assert!(failed.contains(&"each board set at the right tables"), "{failed:?}");
        assert!(failed.contains(&"each match on the same boards both ways"), "{failed:?}");

        // A half that starts on the wrong side never crosses home halfway.
        let m = with_tea(9, 2, &[Half { up: 7, rounds: 4 }, Half { up: 4, rounds: 4 }]).unwrap();
        let r = verify(&m);
        assert!(r.checks.iter().any(|c| c.name == "EW cross their home table halfway through each half" && !c.ok), "{:?}", r.checks);

        // A Mitchell with its first round played again.
        let mut again = crate::bridge::movement::pairs::mitchell(5, 2, None).unwrap();
        let first = RoundPlan { round: 6, ..again.rounds[0].clone() };
        again.rounds.push(first);
        let r = verify(&again);
        let failed: Vec<&str> = r.checks.iter().filter(|c| !c.ok).map(|c| c.name).collect();
        assert_eq!(failed, vec!["no boards played twice", "no opponents met twice"]);

        let bad = Movement {
            kind: Kind::Teams,
            tables: 2,
            participants: 2,
            sets: 2,
            boards_per_round: 1,
            tea_after_round: None,
            redealt_round: None,
            arrow_switch_rounds: Vec::new(),
            duplicated: false,
            rounds: vec![RoundPlan { round: 1, tables: vec![Seating { table: 1, ns: 1, ew: 1, set: 1 }, Seating { table: 3, ns: 2, ew: 2, set: 1 }] }],
        };
        let r = verify(&bad);
        assert!(!r.checks[0].ok && r.checks[0].detail.contains("plays itself"), "{:?}", r.checks[0]);
    }
}
