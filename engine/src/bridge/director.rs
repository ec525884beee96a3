//! The director's tools beyond a single result: fouled boards (Law 87) and a
//! pair that is late or missing for some rounds. Each is an ordinary log
//! entry (or several), so it shows in the audit trail and can be undone.

use super::entry::ResultEntry;
use super::results::current;
use crate::bridge::command::Command;
use crate::bridge::{Action, Event, LogEntry};
use crate::event::{EntryId, Role};
use std::collections::BTreeMap;

/// Every fouled board with the lines (NS, EW) that played the other version.
pub fn fouled_boards(event: &Event) -> BTreeMap<u32, Vec<(u32, u32)>> {
    let mut out = BTreeMap::new();
    for e in event.effective_log() {
        if let Action::Game(Command::FouledBoard { board, other_deal }) = &e.action {
            if other_deal.is_empty() {
                out.remove(board);
            } else {
                out.insert(*board, other_deal.clone());
            }
        }
    }
    out
}

/// The entry that marks `board` as fouled with `other_deal` the lines that
/// played the other version (empty: the board is whole again). It corrects
/// the board's earlier marking, which stays in the trail.
pub fn fouled_entry(event: &Event, device: &str, at: i64, board: u32, mut other_deal: Vec<(u32, u32)>, why: Option<String>) -> LogEntry {
    crate::sorting::sort(&mut other_deal);
    other_deal.dedup();
    LogEntry { why, ..event.correcting_entry(device, at, Role::Director, Action::Game(Command::FouledBoard { board, other_deal })) }
}

/// How the boards a pair missed are scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Absence {
    /// Not played: the pair and its opponents are scored on the boards they
    /// played (a sit-out; Neuberg factors the other results).
    SitOut,
    /// The absent pair at fault: Average- to it, Average+ to the opponents.
    AtFault,
    /// Nobody at fault: Average to both sides.
    Neither,
}

/// The results for every board `pair` was scheduled to play in rounds
/// `first..=last` and that has no result yet, scored as `absence` says; and
/// the boards skipped because a result is already there (the director
/// corrects those one by one).
pub fn absent_pair(event: &Event, device: &str, at: i64, pair: u32, first: u32, last: u32, absence: Absence) -> (Vec<LogEntry>, Vec<(u32, u32, u32)>) {
    let entered: Vec<(u32, u32, u32)> = current(event).into_iter().map(|x| (x.0, x.1, x.2)).collect();
    let noun = event.format.participant_noun();
    let why = if first == last { format!("{noun} {pair} absent in round {first}") } else { format!("{noun} {pair} absent in rounds {first}–{last}") };
    let mut entries = Vec::new();
    let mut skipped = Vec::new();
    let mut seq = event.next_seq(device);
    for round in event.schedule.rounds.iter().filter(|r| (first..=last).contains(&r.number)) {
        // An individual's player may sit South or West, beside North or East.
        for s in round.sittings.iter().filter(|s| s.home == pair || s.away == Some(pair) || s.partners.contains(&pair)) {
            let Some(away) = s.away else { continue };
            let on_ns = s.home == pair || s.south_west().is_some_and(|(south, _)| south == pair);
            for &board in &s.boards {
                let (ns, ew) = (s.home, away);
                if entered.contains(&(board, ns, ew)) {
                    skipped.push((board, ns, ew));
                    continue;
                }
                let (absent_pct, present_pct) = match absence {
                    Absence::SitOut => (None, None),
                    Absence::AtFault => (Some(40.0), Some(60.0)),
                    Absence::Neither => (Some(50.0), Some(50.0)),
                };
                let entry = match (absent_pct, present_pct) {
                    (Some(a), Some(p)) if on_ns => ResultEntry::Adjusted { ns_pct: a, ew_pct: p },
                    (Some(a), Some(p)) => ResultEntry::Adjusted { ns_pct: p, ew_pct: a },
                    _ => ResultEntry::NotPlayed,
                };
                entries.push(LogEntry {
                    id: EntryId { device: device.to_string(), seq },
                    at,
                    role: Role::Director,
                    action: Action::Game(Command::Result { board, ns, ew, entry }),
                    supersedes: None,
                    why: Some(why.clone()),
                });
                seq += 1;
            }
        }
    }
    (entries, skipped)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::board::Seat;
    use crate::bridge::matchpoints::Outcome;

    use crate::bridge::session::{outcome, result_entry, score, travellers, EntryError, WeightedPart};

    /// A 3-table Mitchell: NS 1-3 stay, EW 4-6 (1-3 of the movement) move, 2 boards a round.
    fn mitchell() -> Event {
        crate::fixtures::mitchell("m1", "Mitchell", 3, 2)
    }

    fn played(contract: &str, declarer: Seat, tricks: u8) -> ResultEntry {
        ResultEntry::Played { contract: contract.into(), declarer: Some(declarer), tricks, lead: None }
    }

    fn add(e: &mut Event, board: u32, ns: u32, ew: u32, entry: ResultEntry) {
        let le = result_entry(e, "desk", 1, Role::Scorer, board, ns, ew, entry, None);
        e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
    }

    /// The lines that played `board`, as (NS, EW).
    fn lines(e: &Event, board: u32) -> Vec<(u32, u32)> {
        e.schedule.rounds.iter().flat_map(|r| &r.sittings).filter(|s| s.boards.contains(&board)).map(|s| (s.home, s.away.unwrap_or(0))).collect()
    }

    #[test]
    fn a_weighted_score_is_read_checked_and_scored_part_by_part() {
        let parsed = ResultEntry::parse_weighted("60% 4S N 10 + 40% 4s n 9");
        let expected = ResultEntry::Weighted {
            parts: vec![
                WeightedPart { pct: 60, contract: "4S".into(), declarer: Some(Seat::N), tricks: 10 },
                WeightedPart { pct: 40, contract: "4s".into(), declarer: Some(Seat::N), tricks: 9 },
            ],
        };
        assert_eq!(parsed, Some(Ok(expected.clone())));
        assert_eq!(ResultEntry::parse_weighted("4S"), None, "a contract");
        assert_eq!(ResultEntry::parse_weighted("60%/40%"), None, "an adjusted split");
        assert_eq!(ResultEntry::parse_weighted("60% 4S N"), Some(Err(EntryError::WeightedForm)));
        assert_eq!(ResultEntry::parse_weighted("60% 4S N 10"), Some(Err(EntryError::WeightedForm)), "one part is not a weighting");
        // Board 1, nobody vulnerable: 4S= +420, 4S-1 -50.
        assert_eq!(outcome(1, &expected), Ok(Outcome::Weighted(vec![(60, 420), (40, -50)])));
        let Some(Ok(short)) = ResultEntry::parse_weighted("60% 4S N 10, 30% 4S N 9") else { return assert!(false) };
        assert_eq!(outcome(1, &short), Err(EntryError::WeightedShares(90)));
        // Shares that would wrap round to 100 in 32 bits are refused one by one.
        let Some(Ok(huge)) = ResultEntry::parse_weighted("4294967295% 3NT N 10 + 101% 3NT N 9") else { return assert!(false) };
        assert_eq!(outcome(1, &huge), Err(EntryError::WeightedShare(4294967295)));
        assert_eq!(EntryError::WeightedShare(0).to_string(), "a share of a weighted score is 1 to 100 %, not 0 %");
        // A passed-out board can be one of the results weighed.
        let Some(Ok(passed)) = ResultEntry::parse_weighted("50% Pass N 0, 50% 4S N 9") else { return assert!(false) };
        assert_eq!(outcome(1, &passed), Ok(Outcome::Weighted(vec![(50, 0), (50, -50)])));

        // Matchpointed against the field: +420 and -50 at the other two tables.
        let mut e = mitchell();
        let [a, b, c] = lines(&e, 1)[..] else { return assert!(false, "three tables") };
        add(&mut e, 1, a.0, a.1, played("4S", Seat::N, 10));
        add(&mut e, 1, b.0, b.1, played("4S", Seat::N, 9));
        add(&mut e, 1, c.0, c.1, expected);
        let s = score(&e);
        // 60 % of (+420: ties 1, beats 1 = 3 of 4) + 40 % of (-50: ties 1 = 1 of 4) = 1.8 + 0.4 = 2.2.
        let mp = s.boards[0].results[2].mp_ns.unwrap_or(f64::NAN);
        assert!((mp - 2.2).abs() < 1e-9, "{mp}");
    }

    #[test]
    fn a_fouled_board_is_scored_in_its_two_versions() {
        let mut e = mitchell();
        let [a, b, c] = lines(&e, 1)[..] else { return assert!(false, "three tables") };
        add(&mut e, 1, a.0, a.1, played("4S", Seat::N, 10));
        add(&mut e, 1, b.0, b.1, played("4S", Seat::N, 9));
        add(&mut e, 1, c.0, c.1, played("3NT", Seat::S, 7));
        let mp = |e: &Event| score(e).boards[0].results.iter().map(|r| r.mp_ns.unwrap_or(f64::NAN)).collect::<Vec<_>>();
        assert_eq!(mp(&e), vec![4.0, 2.0, 0.0]);
        // Table c played the other version: alone in its group, it gets the average of the full top;
        // a and b are compared with each other and scaled to the top of 4: (M+1)*3/2 - 1.
        let le = fouled_entry(&e, "td", 2, 1, vec![c], Some("boards 1 mixed at table 3".into()));
        e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(fouled_boards(&e).get(&1), Some(&vec![c]));
        assert_eq!(travellers(&e).boards[0].results.iter().map(|r| r.group).collect::<Vec<_>>(), vec![0, 0, 1]);
        assert_eq!(mp(&e), vec![(2.0 + 1.0) * 3.0 / 2.0 - 1.0, (0.0 + 1.0) * 3.0 / 2.0 - 1.0, 2.0]);
        // Made whole again: a correction with no lines; the first marking stays in the trail.
        let le = fouled_entry(&e, "td", 3, 1, vec![], None);
        assert!(le.supersedes.is_some());
        e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
        assert!(fouled_boards(&e).is_empty());
        assert_eq!(mp(&e), vec![4.0, 2.0, 0.0]);
    }

    #[test]
    fn a_missing_pair_scores_its_boards_as_the_director_says() {
        let mut e = mitchell();
        // EW 4 misses round 1; one of its boards is already in (the director corrects that by hand).
        let round1: Vec<(u32, u32, Vec<u32>)> = e.schedule.rounds[0].sittings.iter().map(|s| (s.home, s.away.unwrap_or(0), s.boards.clone())).collect();
        let Some((ns, _, boards)) = round1.iter().find(|x| x.1 == 4).cloned() else { return assert!(false, "EW 4 plays round 1") };
        add(&mut e, boards[0], ns, 4, played("1NT", Seat::N, 7));
        let (entries, skipped) = absent_pair(&e, "td", 5, 4, 1, 1, Absence::AtFault);
        assert_eq!(skipped, vec![(boards[0], ns, 4)]);
        assert_eq!(entries.len(), boards.len() - 1);
        for le in &entries {
            assert_eq!(le.why.as_deref(), Some("pair 4 absent in round 1"));
            assert!(
                matches!(&le.action, Action::Game(Command::Result { ns: n, ew: 4, entry: ResultEntry::Adjusted { ns_pct, ew_pct }, .. }) if *n == ns && *ns_pct == 60.0 && *ew_pct == 40.0),
                "{le:?}"
            );
        }
        let seqs: Vec<u64> = entries.iter().map(|x| x.id.seq).collect();
        assert_eq!(seqs, (1..=entries.len() as u64).collect::<Vec<_>>(), "each entry its own number");
        // A sit-out: not played, for NS pair `ns` in rounds 1-3 (every board it plays).
        let (sit_out, _) = absent_pair(&e, "td", 5, ns, 1, 3, Absence::SitOut);
        assert_eq!(sit_out.len(), 6 - 1, "six boards less the one entered");
        assert!(sit_out.iter().all(|x| matches!(&x.action, Action::Game(Command::Result { entry: ResultEntry::NotPlayed, .. }))));
        assert_eq!(sit_out[0].why.as_deref(), Some(format!("pair {ns} absent in rounds 1–3").as_str()));
        let (neither, _) = absent_pair(&e, "td", 5, 4, 2, 2, Absence::Neither);
        assert!(neither.iter().all(
            |x| matches!(&x.action, Action::Game(Command::Result { entry: ResultEntry::Adjusted { ns_pct, ew_pct }, .. }) if *ns_pct == 50.0 && *ew_pct == 50.0)
        ));
        for le in entries {
            e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
        }
        // Every board of EW 4's round-1 table now has its result: the one entered and the adjusted ones.
        let t = travellers(&e);
        for b in &boards {
            let row = t.boards.iter().find(|x| x.number == *b).and_then(|x| x.results.iter().find(|r| (r.ns, r.ew) == (ns, 4)));
            assert!(row.is_some(), "board {b}");
        }
        assert_eq!(t.boards.iter().flat_map(|x| &x.results).filter(|r| r.outcome == Outcome::Artificial { ns: 60.0, ew: 40.0 }).count(), boards.len() - 1);
    }
}
