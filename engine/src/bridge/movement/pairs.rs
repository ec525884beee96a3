//! Pairs movements: the Mitchell (NS stay, EW move up one, boards down one),
//! its even-table forms (a skip; a relay and bye stand), and the complete Howell.

use super::{Kind, Movement, MovementError, RoundPlan, Seating};

fn boards_ok(boards_per_round: u32) -> Result<(), MovementError> {
    if boards_per_round == 0 {
        Err(MovementError::BoardsPerRound)
    } else {
        Ok(())
    }
}

/// Mitchell: NS pair t stays at table t; EW pair e starts at table e and moves
/// up one each round; the boards move down one. An odd number of tables plays
/// n rounds, every EW pair against every NS pair on every set. An even number
/// skips: after half the rounds the EW pairs move up two, and at most n-1
/// rounds are played (the n-th would repeat the first opponents).
pub fn mitchell(tables: u32, boards_per_round: u32, rounds: Option<u32>) -> Result<Movement, MovementError> {
    boards_ok(boards_per_round)?;
    if tables < 3 {
        return Err(MovementError::Tables { kind: "Mitchell", tables, allowed: "3 or more" });
    }
    let n = tables as i64;
    let most = if tables % 2 == 1 { tables } else { tables - 1 };
    let rounds = rounds.unwrap_or(most);
    if rounds > most {
        return Err(MovementError::Rounds { asked: rounds, most });
    }
    let plans = (1..=rounds)
        .map(|r| {
            let step = r as i64 - 1;
            let ew_offset = if tables % 2 == 0 && r > tables / 2 { step + 1 } else { step };
            let tables = (1..=tables)
                .map(|t| {
                    let ti = t as i64 - 1;
                    Seating { table: t, ns: t, ew: ((ti - ew_offset).rem_euclid(n) + 1) as u32, set: ((ti + step).rem_euclid(n) + 1) as u32 }
                })
                .collect();
            RoundPlan { round: r, tables }
        })
        .collect();
    Ok(Movement {
        kind: Kind::Mitchell,
        tables,
        participants: tables,
        sets: tables,
        boards_per_round,
        rounds: plans,
        tea_after_round: None,
        redealt_round: None,
        arrow_switch_rounds: Vec::new(),
        duplicated: false,
    })
}

/// A Mitchell on copied board sets: the `tables` in `copies` rows of
/// tables/copies each, every row a Mitchell of its own on the same sets
/// (table t of each row plays the same set in a round), so a big field needs
/// only as many sets as a row has tables. The pairs are one field: all the
/// NS pairs' scores on a board are compared.
pub fn in_rows(tables: u32, copies: u32, boards_per_round: u32) -> Result<Movement, MovementError> {
    if copies == 0 || tables % copies != 0 || tables / copies < 3 {
        return Err(MovementError::Tables { kind: "Mitchell in rows on copied boards", tables, allowed: "a multiple of the copies, at least 3 tables a row" });
    }
    let row = mitchell(tables / copies, boards_per_round, None)?;
    let g = row.tables;
    let rounds = row
        .rounds
        .iter()
        .map(|r| RoundPlan {
            round: r.round,
            tables: (0..copies)
                .flat_map(|i| r.tables.iter().map(move |s| Seating { table: i * g + s.table, ns: i * g + s.ns, ew: i * g + s.ew, set: s.set }))
                .collect(),
        })
        .collect();
    Ok(Movement { tables, participants: tables, rounds, duplicated: true, ..row })
}

/// Every table plays the same boards in a round (duplicated sets): round r
/// plays set r, so the boards never move and there are as many sets as rounds.
pub fn share_boards(m: &mut Movement) {
    for (i, round) in m.rounds.iter_mut().enumerate() {
        for t in &mut round.tables {
            t.set = i as u32 + 1;
        }
    }
    m.sets = m.rounds.len() as u32;
    m.duplicated = true;
}

/// Makes a Mitchell one-winner: every second round is arrow-switched, so each
/// pair plays about half its boards in each direction and is compared with
/// both fields. The pairs are renumbered so their numbers are unique: NS keep
/// 1..n, EW become n+1..2n.
pub fn arrow_switch(m: &mut Movement) {
    if !matches!(m.kind, Kind::Mitchell | Kind::MitchellRelay) || !m.arrow_switch_rounds.is_empty() {
        return;
    }
    unique_numbers(m);
    m.arrow_switch_rounds = m.rounds.iter().map(|r| r.round).filter(|r| r % 2 == 0).collect();
}

/// Gives a Mitchell's EW pairs their own numbers, n+1..2n, so that every pair
/// of an event has a number (and a name) of its own. Done once.
pub fn unique_numbers(m: &mut Movement) {
    if !matches!(m.kind, Kind::Mitchell | Kind::MitchellRelay) || m.participants != m.tables {
        return;
    }
    let n = m.participants;
    for r in &mut m.rounds {
        for s in &mut r.tables {
            s.ew += n;
        }
    }
    m.participants = 2 * n;
}

/// A Mitchell one pair short (an odd number of pairs): East–West pair
/// `missing` (by its starting table; none: the last) is missing, and the NS
/// pair it would meet sits out that round, at a different table each round.
/// The East–West pairs after it take the numbers one lower, so the event's
/// pairs stay 1..n. Done after `unique_numbers`.
pub fn half_table(m: &mut Movement, missing: Option<u32>) -> Result<(), MovementError> {
    if !matches!(m.kind, Kind::Mitchell | Kind::MitchellRelay) {
        return Err(MovementError::HalfTable);
    }
    let ns = m.participants / 2;
    let k = missing.unwrap_or(ns);
    if !(1..=ns).contains(&k) {
        return Err(MovementError::MissingPair { pair: k, tables: ns });
    }
    let gone = ns + k;
    for r in &mut m.rounds {
        r.tables.retain(|s| s.ew != gone);
        for s in &mut r.tables {
            if s.ew > gone {
                s.ew -= 1;
            }
        }
    }
    m.participants -= 1;
    Ok(())
}

/// Mitchell on an even number of tables with a relay and a bye stand: the
/// boards go round n positions (table 1, shared with table n by relay; tables
/// 2 to n/2; the bye stand; tables n/2 + 1 to n - 1) while the EW pairs go
/// round the n tables, so all n rounds are played without a skip.
pub fn mitchell_relay(tables: u32, boards_per_round: u32, rounds: Option<u32>) -> Result<Movement, MovementError> {
    boards_ok(boards_per_round)?;
    if tables < 4 || tables % 2 == 1 {
        return Err(MovementError::Tables { kind: "relay and bye stand Mitchell", tables, allowed: "an even number, 4 or more" });
    }
    let n = tables as i64;
    let half = n / 2;
    let rounds = rounds.unwrap_or(tables);
    if rounds > tables {
        return Err(MovementError::Rounds { asked: rounds, most: tables });
    }
    // The board position of each table.
    let position = |t: i64| -> i64 {
        match t {
            1 => 0,
            t if t == n => 0,
            t if t <= half => t - 1,
            t => t,
        }
    };
    let plans = (1..=rounds)
        .map(|r| {
            let step = r as i64 - 1;
            let seats = (1..=tables)
                .map(|t| {
                    let ti = t as i64;
                    Seating { table: t, ns: t, ew: ((ti - 1 - step).rem_euclid(n) + 1) as u32, set: ((position(ti) + step).rem_euclid(n) + 1) as u32 }
                })
                .collect();
            RoundPlan { round: r, tables: seats }
        })
        .collect();
    Ok(Movement {
        kind: Kind::MitchellRelay,
        tables,
        participants: tables,
        sets: tables,
        boards_per_round,
        rounds: plans,
        tea_after_round: None,
        redealt_round: None,
        arrow_switch_rounds: Vec::new(),
        duplicated: false,
    })
}

/// The base round of a complete Howell of `pairs_even` pairs, developed
/// cyclically mod m = pairs_even - 1: table 1 seats the stationary pair
/// against pair 0 on set 0; table k + 1 seats pairs a_k and b_k on set s_k.
/// In round r every pair number and set number is shifted by r.
///
/// It is a complete Howell with every set at one table a round and every pair
/// playing every set once exactly when: {0, a_k, b_k} are all the pairs; the
/// differences ±(a_k - b_k) are all the non-zero residues (each pair meets
/// each other once); the sets {0, s_k} are distinct; and the set-minus-pair
/// differences {0, s_k - a_k, s_k - b_k} are all different. Found by a
/// backtracking search; `None` where no such base exists (4 and 6 pairs).
pub fn howell_base(pairs_even: u32) -> Option<Vec<(i64, i64, i64)>> {
    struct Search {
        m: i64,
        used_pair: Vec<bool>,
        used_gap: Vec<bool>,
        used_set: Vec<bool>,
        used_diff: Vec<bool>,
        base: Vec<(i64, i64, i64)>,
    }
    impl Search {
        fn go(&mut self, tables_left: usize, steps: &mut u64) -> bool {
            *steps += 1;
            if tables_left == 0 {
                return true;
            }
            if *steps > 2_000_000 {
                return false;
            }
            let m = self.m;
            // Always seat the lowest pair not yet seated, to avoid repeats.
            let Some(a) = (1..m).find(|&x| !self.used_pair[x as usize]) else { return false };
            for b in a + 1..m {
                if self.used_pair[b as usize] {
                    continue;
                }
                let (g1, g2) = ((a - b).rem_euclid(m) as usize, (b - a).rem_euclid(m) as usize);
                if self.used_gap[g1] || self.used_gap[g2] {
                    continue;
                }
                for s in 1..m {
                    let (d1, d2) = ((s - a).rem_euclid(m) as usize, (s - b).rem_euclid(m) as usize);
                    if self.used_set[s as usize] || self.used_diff[d1] || self.used_diff[d2] || d1 == d2 {
                        continue;
                    }
                    for (v, on) in [(&mut self.used_pair, [a as usize, b as usize]), (&mut self.used_gap, [g1, g2]), (&mut self.used_diff, [d1, d2])] {
                        v[on[0]] = true;
                        v[on[1]] = true;
                    }
                    self.used_set[s as usize] = true;
                    self.base.push((a, b, s));
                    if self.go(tables_left - 1, steps) {
                        return true;
                    }
                    self.base.pop();
                    self.used_set[s as usize] = false;
                    for (v, on) in [(&mut self.used_pair, [a as usize, b as usize]), (&mut self.used_gap, [g1, g2]), (&mut self.used_diff, [d1, d2])] {
                        v[on[0]] = false;
                        v[on[1]] = false;
                    }
                }
            }
            false
        }
    }
    let m = pairs_even as i64 - 1;
    let size = m as usize;
    let mut search =
        Search { m, used_pair: vec![false; size], used_gap: vec![false; size], used_set: vec![false; size], used_diff: vec![false; size], base: Vec::new() };
    search.used_pair[0] = true;
    search.used_gap[0] = true;
    search.used_set[0] = true;
    search.used_diff[0] = true;
    let mut steps = 0;
    search.go(pairs_even as usize / 2 - 1, &mut steps).then_some(search.base)
}

/// A complete Howell for 4 to 20 pairs: every pair meets every other once and
/// plays every board set once, in pairs-1 rounds (an odd number of pairs adds
/// a phantom: its opponent sits out). From 8 pairs each set is at one table a
/// round. With 4 or 6 pairs that is impossible (no assignment of sets exists;
/// see `howell_base`), so each round's set is shared by all its tables, the
/// boards passing between them (a relay).
pub fn howell(pairs: u32, boards_per_round: u32) -> Result<Movement, MovementError> {
    boards_ok(boards_per_round)?;
    if !(4..=20).contains(&pairs) {
        return Err(MovementError::Tables { kind: "complete Howell", tables: pairs.div_ceil(2), allowed: "4 to 20 pairs" });
    }
    let n = pairs + pairs % 2; // with the phantom
    let m = n as i64 - 1;
    let phantom = (pairs % 2 == 1).then_some(n);
    let base = if n >= 8 { howell_base(n) } else { None };
    let label = |x: i64| (x.rem_euclid(m) + 1) as u32;
    let rounds = (0..m)
        .map(|r| {
            // Table 1: the stationary pair (n) against pair r on set r.
            let mut seats = vec![(n, label(r), r)];
            for k in 1..n as i64 / 2 {
                let (a, b, s) = match &base {
                    Some(base) => base[k as usize - 1],
                    // 4 or 6 pairs: the circle pairing, every table on the round's set.
                    None => (k, -k, 0),
                };
                seats.push((label(a + r), label(b + r), s + r));
            }
            // The phantom's opponent sits out; the tables that play are numbered from 1.
            let tables = seats
                .into_iter()
                .filter(|&(ns, ew, _)| phantom.is_none_or(|p| ns != p && ew != p))
                .enumerate()
                .map(|(i, (ns, ew, set))| Seating { table: i as u32 + 1, ns, ew, set: label(set) })
                .collect();
            RoundPlan { round: r as u32 + 1, tables }
        })
        .collect();
    Ok(Movement {
        kind: Kind::Howell,
        tables: pairs / 2,
        participants: pairs,
        sets: m as u32,
        boards_per_round,
        rounds,
        tea_after_round: None,
        redealt_round: None,
        arrow_switch_rounds: Vec::new(),
        duplicated: false,
    })
}

/// The rounds of a three-quarter Howell: three quarters of the complete
/// Howell's (rounded to the nearest), so each pair meets about three
/// quarters of the field (14 pairs: 10 rounds of the 13). Played as the
/// complete Howell cut short: every set at one table a round, the sets
/// played unequal numbers of times (scored with Neuberg).
pub fn three_quarter_rounds(pairs: u32) -> u32 {
    let full = pairs + pairs % 2 - 1;
    (3 * full + 2) / 4
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_arrow_switched_mitchell_is_one_field() {
        let mut m = mitchell(7, 2, None).unwrap();
        arrow_switch(&mut m);
        assert_eq!(m.arrow_switch_rounds, vec![2, 4, 6]);
        assert_eq!(m.rounds[0].tables[0], Seating { table: 1, ns: 1, ew: 8, set: 1 });
        assert!(verify(&m).ok());
        let json = m.to_json();
        assert_eq!(json["rounds"][1]["tables"][0]["arrow_switch"], true);
        assert!(json["rounds"][0]["tables"][0].get("arrow_switch").is_none());
    }

    #[test]
    fn a_three_quarter_howell_is_the_howell_cut_to_three_quarters() {
        assert_eq!([8, 12, 14, 16, 20].map(super::three_quarter_rounds), [5, 8, 10, 11, 14]);
        let mut m = super::howell(14, 2).unwrap();
        m.rounds.truncate(super::three_quarter_rounds(14) as usize);
        let r = verify(&m);
        assert!(r.ok(), "{:?}", r.checks);
        // Each pair meets 10 of the 13 others: 7 × 3 = 21 meetings not played.
        assert_eq!(r.missed.len(), 21);
        assert_eq!(r.balance, "the 13 board sets are played 4 to 7 times");
    }

    #[test]
    fn howell_bases_exist_from_8_pairs_and_not_for_4_or_6() {
        assert_eq!(super::howell_base(4), None);
        assert_eq!(super::howell_base(6), None);
        for p in (8..=20).step_by(2) {
            assert!(super::howell_base(p).is_some(), "{p} pairs");
        }
    }

    #[test]
    fn every_howell_from_4_to_20_pairs_passes() {
        for p in 4..=20 {
            let m = super::howell(p, 2).unwrap();
            let r = verify(&m);
            assert!(r.ok(), "{p} pairs: {:?}", r.checks);
            assert!(r.missed.is_empty(), "{p} pairs: every pair meets every other");
            let rounds = p + p % 2 - 1;
            assert_eq!(m.rounds.len() as u32, rounds);
            // Every pair plays every set once, but for its one sit-out with an odd number.
            for pair in 1..=p {
                let sets: std::collections::BTreeSet<u32> =
                    m.rounds.iter().flat_map(|r| &r.tables).filter(|s| s.ns == pair || s.ew == pair).map(|s| s.set).collect();
                assert_eq!(sets.len() as u32, if p % 2 == 1 { rounds - 1 } else { rounds }, "{p} pairs, pair {pair}");
            }
        }
    }

    use super::*;

    /// The Newton club's game (a recap in shared/bridge): 9 tables, 3 rounds of
    /// 2 boards, every table playing the same boards each round, EW moving up
    /// one table.
    #[test]
    fn a_mitchell_cut_short_with_boards_shared_by_every_table() {
        use crate::bridge::setup::MovementSpec;
        let spec = MovementSpec { rounds: Some(3), shared: true, ..MovementSpec::plain(Kind::Mitchell, 9, 2) };
        let m = spec.build().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((m.rounds.len(), m.sets), (3, 3));
        for (r, round) in m.rounds.iter().enumerate() {
            assert!(
                round.tables.iter().all(|t| m.boards(t.set) == [2 * r as u32 + 1, 2 * r as u32 + 2]),
                "round {}: boards {} and {} at every table",
                r + 1,
                2 * r + 1,
                2 * r + 2
            );
        }
        // Round 1 table 2 plays boards 1-2 (not 3-4 as the moving Mitchell has it); EW 11 (EW 2) moves to table 3 in round 2.
        let at = |r: usize, table: u32| m.rounds[r].tables.iter().find(|t| t.table == table).map(|t| (t.ns, t.ew));
        assert_eq!(at(0, 2), Some((2, 11)));
        assert_eq!(at(1, 3), Some((3, 11)));
        assert!(super::super::verify::verify(&m).ok(), "{:?}", super::super::verify::verify(&m));
        // More rounds than the movement has, or none, are refused.
        let too_many = MovementSpec { rounds: Some(10), ..spec };
        assert_eq!(too_many.build().map(|_| ()), Err(MovementError::Rounds { asked: 10, most: 9 }));
        assert!(MovementSpec { rounds: Some(0), ..spec }.build().is_err());
    }
    use crate::bridge::movement::verify::verify;

    /// Fourteen tables on seven copied sets: two rows of a 7-table Mitchell,
    /// table t and table t + 7 on the same set every round; one field of 28 pairs.
    #[test]
    fn a_mitchell_in_two_rows_on_copied_boards() {
        use crate::bridge::setup::MovementSpec;
        let spec = MovementSpec { ew_from_one: true, copies: 2, ..MovementSpec::plain(Kind::Mitchell, 14, 2) };
        let m = spec.build().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((m.tables, m.participants, m.sets, m.rounds.len()), (14, 28, 7, 7));
        for r in &m.rounds {
            for t in 1..=7 {
                let set = |table: u32| r.tables.iter().find(|s| s.table == table).map(|s| s.set);
                assert_eq!(set(t), set(t + 7), "round {}: tables {t} and {}", r.round, t + 7);
            }
        }
        // Row 2's pairs are 8-14 (NS) and 22-28 (EW): EW 8 (pair 22) starts at table 8.
        assert_eq!(m.rounds[0].tables[7], Seating { table: 8, ns: 8, ew: 22, set: 1 });
        let report = verify(&m);
        assert!(report.ok(), "{:?}", report.checks);
        assert_eq!(report.balance, "each of the 7 board sets is played 14 times");
        // With a half table too, and the tables not in whole rows refused.
        assert!(verify(&MovementSpec { half_table: true, missing_ew: None, ..spec }.build().unwrap_or_else(|e| panic!("{e}"))).ok());
        assert!(MovementSpec { count: 15, ..spec }.build().is_err());
        // A set at two tables of one row is still found.
        let mut wrong = m.clone();
        wrong.rounds[0].tables[1].set = 1;
        assert!(!verify(&wrong).ok());
    }

    /// Nine pairs in a Mitchell: five tables, EW 5 (pair 10) missing, so one
    /// NS pair sits out each round, a different one each time.
    #[test]
    fn a_half_table_sits_a_different_ns_pair_out_each_round() {
        use crate::bridge::setup::MovementSpec;
        let spec = MovementSpec { half_table: true, ..MovementSpec::plain(Kind::Mitchell, 5, 3) };
        let m = spec.build().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((m.participants, m.tables, m.rounds.len()), (9, 5, 5));
        let out: Vec<u32> = m
            .rounds
            .iter()
            .map(|r| {
                assert_eq!(r.tables.len(), 4, "round {}: four tables play", r.round);
                (1..=5).find(|t| !r.tables.iter().any(|s| s.table == *t)).unwrap_or(0)
            })
            .collect();
        assert_eq!(out, vec![5, 1, 2, 3, 4], "EW 5 would have been at table 5, then up one each round");
        assert!(m.rounds.iter().flat_map(|r| &r.tables).all(|s| s.ew != 10));
        let report = verify(&m);
        assert!(report.ok(), "{:?}", report.checks);
        assert_eq!(report.balance, "each of the 5 board sets is played 4 times");
        // Each NS pair sits out once and plays four rounds; each EW pair plays all five.
        for ns in 1..=5 {
            assert_eq!(super::super::guide::itinerary(&m, ns, Some(super::super::guide::Side::NS)).len(), 4);
        }
        assert_eq!(super::super::guide::itinerary(&m, 6, Some(super::super::guide::Side::EW)).len(), 5);
        // A Howell has no half table.
        assert_eq!(MovementSpec { kind: Kind::Howell, count: 9, ..spec }.build().map(|_| ()), Err(MovementError::HalfTable));
    }

    #[test]
    fn mitchell_odd_every_pair_every_set() {
        let m = mitchell(7, 3, None).unwrap();
        assert_eq!(m.rounds.len(), 7);
        assert_eq!(m.rounds[0].tables[0], Seating { table: 1, ns: 1, ew: 1, set: 1 });
        // Round 2: EW pair 7 has moved up to table 1; set 2 has come down to table 1.
        assert_eq!(m.rounds[1].tables[0], Seating { table: 1, ns: 1, ew: 7, set: 2 });
        let r = verify(&m);
        assert!(r.ok(), "{:?}", r.checks);
    }

    #[test]
    fn every_mitchell_from_3_to_30_tables_passes() {
        for n in 3..=30 {
            let m = mitchell(n, 2, None).unwrap();
            assert!(verify(&m).ok(), "{n} tables: {:?}", verify(&m).checks);
            if n % 2 == 0 {
                assert_eq!(m.rounds.len() as u32, n - 1);
                let relay = mitchell_relay(n, 2, None).unwrap();
                let r = verify(&relay);
                assert!(r.ok(), "{n} tables relay: {:?}", r.checks);
                // Tables 1 and n share their boards every round.
                assert!(relay.rounds.iter().all(|p| p.tables[0].set == p.tables[n as usize - 1].set));
            }
        }
    }
}
