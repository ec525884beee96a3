//! Multiple teams (seed `multiple-teams-movements.txt`): the NS pair of team t
//! stays at table t; each round the EW pairs move down two tables and the
//! boards down one. A round is an offset k (the EW pair of team e sits at table
//! e + k, "EW up k") and the boards' offset c (table t plays set t + c).
//!
//! Stepping k by -2 and c by +1 keeps, within one run of rounds, the set of a
//! match the same at both of its tables: A's NS meets B's EW at offset k = A - B
//! on set A + c_k, and B's NS meets A's EW at -k on set B + c_{-k} = A + c_k.
//! A run never plays k = 0 (a team against itself) nor, with an even number of
//! teams, k = n/2 (its two matches would be at the same time on different
//! boards): it skips them, EW down four and boards down two.

use super::{Kind, Movement, MovementError, RoundPlan, Seating};

/// One half of a session: start EW up `up` from home, play `rounds` rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Half {
    pub up: u32,
    pub rounds: u32,
}

/// The seed's table of initial movements, by number of tables (5/6 to 15/16),
/// and from 15 tables on its 12-round plan (up 5 then up 6).
pub fn initial_movement(tables: u32) -> Option<[Half; 2]> {
    let h = |up1, r1, up2, r2| Some([Half { up: up1, rounds: r1 }, Half { up: up2, rounds: r2 }]);
    match tables {
        5 | 6 => h(1, 2, 2, 2),
        7 | 8 => h(3, 4, 2, 2),
        9 | 10 => h(3, 4, 4, 4),
        11 | 12 => h(5, 6, 4, 4),
        13 | 14 => h(5, 6, 6, 6),
        15 | 16 => h(7, 8, 6, 6),
        _ => None,
    }
}

/// The seed's rule behind its table, for any number of teams: before tea the
/// odd offsets (EW up the largest odd number not past halfway, one round more
/// than that), after tea the even ones (up the largest even number, as many
/// rounds). Odd numbers of teams play all; even numbers all but the team
/// halfway round.
pub fn all_play_all_halves(tables: u32) -> [Half; 2] {
    let m = if tables % 2 == 1 { (tables - 1) / 2 } else { tables / 2 - 1 };
    let odd = if m % 2 == 1 { m } else { m.saturating_sub(1) };
    let even = if m % 2 == 0 { m } else { m - 1 };
    [Half { up: odd, rounds: odd + 1 }, Half { up: even, rounds: even }]
}

/// A chosen number of rounds with tea between the halves (seed: six and six
/// on 17 tables is up five then up six; eight and six is up seven then up six;
/// each half must have an even number of rounds).
pub fn chosen_rounds(tables: u32, boards_per_round: u32, before: u32, after: u32) -> Result<Movement, MovementError> {
    plan(tables, boards_per_round, Plan { tea: true, rounds: Some(before + after), before_tea: Some(before), reversed: false })
}

/// With an even number of teams, an extra round at the end of the session on
/// re-dealt boards: the straight matches between teams halfway round, each on
/// its own new set played at both of the match's tables.
pub fn add_redealt_round(m: &mut Movement) {
    if m.tables % 2 == 1 || m.kind != Kind::Teams {
        return;
    }
    let half = m.tables / 2;
    let number = m.rounds.len() as u32 + 1;
    let mut tables = Vec::new();
    for a in 1..=half {
        let b = a + half;
        let set = m.sets + a;
        tables.push(Seating { table: a, ns: a, ew: b, set });
        tables.push(Seating { table: b, ns: b, ew: a, set });
    }
    crate::sorting::sort_by_key(&mut tables, |s| s.table);
    m.rounds.push(RoundPlan { round: number, tables });
    m.sets += half;
    m.redealt_round = Some(number);
}

/// Teams of four, one match: team 1's NS pair and team 2's EW pair at table 1,
/// team 2's NS and team 1's EW at table 2. The boards are in `rounds` sets;
/// table 1 plays them in order, table 2 one set behind, so every set is
/// played at both tables and never at both in the same round.
pub fn single_match(rounds: u32, boards_per_round: u32) -> Result<Movement, MovementError> {
    if boards_per_round == 0 {
        return Err(MovementError::BoardsPerRound);
    }
    if rounds < 2 {
        return Err(MovementError::Tables { kind: "teams-of-four match", tables: rounds, allowed: "2 or more rounds, so the boards can change tables" });
    }
    let plans = (1..=rounds)
        .map(|r| RoundPlan { round: r, tables: vec![Seating { table: 1, ns: 1, ew: 2, set: r }, Seating { table: 2, ns: 2, ew: 1, set: r % rounds + 1 }] })
        .collect();
    Ok(Movement {
        kind: Kind::Match,
        tables: 2,
        participants: 2,
        sets: rounds,
        boards_per_round,
        rounds: plans,
        tea_after_round: None,
        redealt_round: None,
        arrow_switch_rounds: Vec::new(),
        duplicated: false,
    })
}

/// The parallel-row movement for an even number of teams (seed: 12 tables,
/// tables 1-6 sharing boards with 7-12): before tea EW start down one and the
/// odd teams meet the even ones (n/2 rounds); after tea, on re-dealt boards,
/// EW start down two and the odd teams meet the odd, the even the even
/// (n/2 - 1 rounds, no skip: the team halfway round is met at the parallel
/// table, on the same boards). Every team meets every other.
pub fn parallel_rows(tables: u32, boards_per_round: u32) -> Result<Movement, MovementError> {
    if boards_per_round == 0 {
        return Err(MovementError::BoardsPerRound);
    }
    if tables < 4 || tables % 2 == 1 {
        return Err(MovementError::Tables { kind: "parallel-row", tables, allowed: "an even number, 4 or more" });
    }
    let n = tables as i64;
    let row = n / 2;
    let mut rounds = Vec::new();
    for (half, (start, count)) in [(-1i64, row), (-2i64, row - 1)].into_iter().enumerate() {
        let first_set = half as i64 * row;
        for step in 0..count {
            let k = start - 2 * step;
            let number = rounds.len() as u32 + 1;
            let seats = (1..=tables)
                .map(|t| {
                    let ti = t as i64 - 1;
                    // Tables t and t + n/2 share a board position.
                    let position = ti.rem_euclid(row);
                    Seating { table: t, ns: t, ew: ((ti - k).rem_euclid(n) + 1) as u32, set: (first_set + (position + step).rem_euclid(row) + 1) as u32 }
                })
                .collect();
            rounds.push(RoundPlan { round: number, tables: seats });
        }
    }
    Ok(Movement {
        kind: Kind::TeamsParallel,
        tables,
        participants: tables,
        sets: tables as u32,
        boards_per_round,
        rounds,
        tea_after_round: Some(row as u32),
        redealt_round: None,
        arrow_switch_rounds: Vec::new(),
        duplicated: false,
    })
}

/// The seed's "15 or more tables, 12 rounds (24 boards)": EW up five for six
/// rounds, then up six for six.
pub const TWELVE_ROUNDS: [Half; 2] = [Half { up: 5, rounds: 6 }, Half { up: 6, rounds: 6 }];

/// From 16 tables the seed suggests two sections.
pub fn suggest_two_sections(tables: u32) -> bool {
    tables >= 16
}

fn check(tables: u32, boards_per_round: u32) -> Result<(), MovementError> {
    if boards_per_round == 0 {
        return Err(MovementError::BoardsPerRound);
    }
    if tables < 3 {
        return Err(MovementError::Tables { kind: "multiple teams", tables, allowed: "3 or more" });
    }
    Ok(())
}

/// All-play-all without a break for an odd number of teams: EW down two from
/// the start, n-1 rounds (or fewer if asked).
pub fn standard(tables: u32, boards_per_round: u32, rounds: Option<u32>) -> Result<Movement, MovementError> {
    check(tables, boards_per_round)?;
    if tables % 2 == 0 {
        return Err(MovementError::Tables { kind: "standard multiple-teams (no tea)", tables, allowed: "an odd number; with an even number play two halves" });
    }
    let most = tables - 1;
    let rounds = rounds.unwrap_or(most);
    if rounds > most {
        return Err(MovementError::Rounds { asked: rounds, most });
    }
    // "EW down two" from home is up n - 2.
    Ok(walk(tables, boards_per_round, &[Half { up: tables - 2, rounds }], false))
}

/// How a multiple-teams session is to be played, as the scorer chose it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    /// Two halves with tea between them (an even number of teams always has two).
    pub tea: bool,
    /// Fewer rounds than all play all: always in two halves (the seed's way).
    pub rounds: Option<u32>,
    /// The rounds before tea; none: the seed's split (the first half the
    /// longer, both even: 12 is 6 + 6, 14 is 8 + 6).
    pub before_tea: Option<u32>,
    /// The halves the other way round (the seed: "you could equally have
    /// started with EW up four tables, effectively reversing the two halves").
    pub reversed: bool,
}

/// The movement for `tables` teams as planned: all play all (without tea for
/// an odd number, or the seed's halves), or the rounds chosen in two halves.
/// A movement cut short without halves would play some matches one way only,
/// so fewer rounds are always played in halves.
pub fn plan(tables: u32, boards_per_round: u32, plan: Plan) -> Result<Movement, MovementError> {
    let most = if tables % 2 == 1 { tables.saturating_sub(1) } else { tables.saturating_sub(2) };
    let chosen = plan.rounds.is_some() || plan.before_tea.is_some();
    let mut halves = match (chosen, plan.tea || tables % 2 == 0) {
        (false, false) if !plan.reversed => return standard(tables, boards_per_round, None),
        (false, _) => initial_movement(tables).unwrap_or_else(|| all_play_all_halves(tables)),
        (true, _) => {
            let total = plan.rounds.unwrap_or(most);
            let before = plan.before_tea.unwrap_or((total.div_ceil(2) + 1) / 2 * 2).min(total);
            let after = total - before;
            if before % 2 == 1 || after % 2 == 1 || before == 0 {
                return Err(MovementError::Halves { before, after });
            }
            [Half { up: before - 1, rounds: before }, Half { up: after, rounds: after }]
        }
    };
    if plan.reversed {
        halves.swap(0, 1);
    }
    let halves: Vec<Half> = halves.into_iter().filter(|h| h.rounds > 0).collect();
    with_tea(tables, boards_per_round, &halves)
}

/// A session in halves with tea between them.
pub fn with_tea(tables: u32, boards_per_round: u32, halves: &[Half]) -> Result<Movement, MovementError> {
    check(tables, boards_per_round)?;
    let most = if tables % 2 == 1 { tables - 1 } else { tables - 2 };
    let asked: u32 = halves.iter().map(|h| h.rounds).sum();
    if asked > most {
        return Err(MovementError::Rounds { asked, most });
    }
    Ok(walk(tables, boards_per_round, halves, true))
}

/// The seed's plan for this many tables: its table of initial movements, or
/// from 15 tables the 12-round plan; `None` where it has none.
pub fn seed_plan(tables: u32, boards_per_round: u32, twelve_rounds: bool) -> Result<Movement, MovementError> {
    let halves = if twelve_rounds && tables >= 15 {
        TWELVE_ROUNDS
    } else {
        initial_movement(tables).ok_or(MovementError::Tables { kind: "multiple-teams", tables, allowed: "5 to 16; from 15 the 12-round plan" })?
    };
    with_tea(tables, boards_per_round, &halves)
}

fn walk(n: u32, boards_per_round: u32, halves: &[Half], tea: bool) -> Movement {
    let n_i = n as i64;
    let skip = |k: i64| {
        let k = k.rem_euclid(n_i);
        k == 0 || (n % 2 == 0 && k == n_i / 2)
    };
    let mut rounds = Vec::new();
    let mut c: i64 = 0;
    let mut number = 0;
    // Between the halves the boards move down one table, as after any round:
    // c carries on from where the first half left it.
    for half in halves {
        let mut k = half.up as i64;
        for _ in 0..half.rounds {
            while skip(k) {
                k -= 2;
                c += 1;
            }
            number += 1;
            let tables = (1..=n)
                .map(|t| {
                    let ti = t as i64 - 1;
                    Seating { table: t, ns: t, ew: ((ti - k).rem_euclid(n_i) + 1) as u32, set: ((ti + c).rem_euclid(n_i) + 1) as u32 }
                })
                .collect();
            rounds.push(RoundPlan { round: number, tables });
            k -= 2;
            c += 1;
        }
    }
    let tea_after_round = if tea && halves.len() > 1 { Some(halves[0].rounds) } else { None };
    Movement {
        kind: Kind::Teams,
        tables: n,
        participants: n,
        sets: n,
        boards_per_round,
        rounds,
        tea_after_round,
        redealt_round: None,
        arrow_switch_rounds: Vec::new(),
        duplicated: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A plan refused says so in a scorer's words, never the word of our
    /// specification ("the seed's"), which reached users before.
    #[test]
    fn a_refused_plan_says_why_in_a_scorers_words() {
        let refused = seed_plan(4, 3, false).map(|_| ()).map_err(|e| e.to_string());
        assert_eq!(refused, Err("a multiple-teams movement cannot be run on 4 tables (5 to 16; from 15 the 12-round plan)".to_string()));
    }

    fn ew_up(m: &Movement, round: usize) -> u32 {
        // Where team 1's EW pair sits, as "up k" from its home table.
        let t = m.rounds[round].tables.iter().find(|s| s.ew == 1).map(|s| s.table).unwrap_or(0);
        (t + m.tables - 1) % m.tables
    }

    #[test]
    fn the_standard_movement_moves_ew_down_two_and_boards_down_one() {
        let m = standard(9, 2, None).unwrap();
        assert_eq!(m.rounds.len(), 8);
        // Round 1: EW down two from home (team 3's EW at table 1); table 1 plays boards 1-2.
        assert_eq!(m.rounds[0].tables[0], Seating { table: 1, ns: 1, ew: 3, set: 1 });
        assert_eq!(m.boards(1), vec![1, 2]);
        // Round 2: EW down another two, boards down one (set 2 comes to table 1).
        assert_eq!(m.rounds[1].tables[0], Seating { table: 1, ns: 1, ew: 5, set: 2 });
        assert!(standard(8, 2, None).is_err());
        assert_eq!(standard(9, 2, Some(9)), Err(MovementError::Rounds { asked: 9, most: 8 }));
    }

    /// The seed's plans through the one door the set-up and the command line
    /// use: 17 teams over 12 rounds (six and six), eight and six, seven and
    /// seven refused; the halves either way round; an even field with its
    /// re-dealt final round; a cut without halves never made.
    #[test]
    fn the_plans_a_scorer_chooses() {
        use crate::bridge::movement::verify::verify;
        let twelve = plan(17, 2, Plan { tea: true, rounds: Some(12), ..Plan::default() }).unwrap();
        assert_eq!((twelve.rounds.len(), twelve.tea_after_round), (12, Some(6)));
        assert_eq!((ew_up(&twelve, 0), ew_up(&twelve, 6)), (5, 6), "the seed: EW up five, then up six after tea");
        assert!(verify(&twelve).ok(), "{:?}", verify(&twelve).checks);
        // Without --tea, fewer rounds are still played in halves (never one way only).
        assert_eq!(plan(17, 2, Plan { rounds: Some(12), ..Plan::default() }), Ok(twelve.clone()));
        let eight_six = plan(17, 2, Plan { tea: true, rounds: Some(14), ..Plan::default() }).unwrap();
        assert_eq!((eight_six.tea_after_round, ew_up(&eight_six, 0), ew_up(&eight_six, 8)), (Some(8), 7, 6));
        let seven = plan(17, 2, Plan { tea: true, rounds: Some(14), before_tea: Some(7), reversed: false });
        assert_eq!(seven.as_ref().map(|_| ()), Err(&MovementError::Halves { before: 7, after: 7 }));
        assert!(seven.err().map(|e| e.to_string()).unwrap_or_default().starts_with("7 rounds before tea and 7 after cannot be arranged"));
        // The halves the other way round: EW up four first on nine tables, and every check still passes.
        let reversed = plan(9, 2, Plan { tea: true, reversed: true, ..Plan::default() }).unwrap();
        assert_eq!((ew_up(&reversed, 0), reversed.tea_after_round), (4, Some(4)));
        for n in 5..=24 {
            for reversed in [false, true] {
                let m = plan(n, 2, Plan { tea: true, reversed, ..Plan::default() }).unwrap_or_else(|e| panic!("{n}: {e}"));
                assert!(verify(&m).ok(), "{n} tables, reversed {reversed}: {:?}", verify(&m).checks);
            }
        }
        // An even field: 16 teams, the re-dealt final round for the team halfway round.
        let mut even = plan(16, 2, Plan::default()).unwrap();
        add_redealt_round(&mut even);
        assert_eq!((even.rounds.len(), even.redealt_round), (15, Some(15)));
        assert!(verify(&even).ok() && verify(&even).missed.is_empty(), "{:?}", verify(&even));
    }

    /// The seed's worked example: nine tables, eight rounds, tea after four.
    #[test]
    fn seed_nine_tables_with_tea() {
        let m = seed_plan(9, 3, false).unwrap();
        assert_eq!(m.tea_after_round, Some(4));
        let ups: Vec<u32> = (0..8).map(|r| ew_up(&m, r)).collect();
        // Before tea: up 3, 1, then past home: down 1, down 3 (up 8, up 6).
        // After tea: up 4, 2, the skip of EW down four, then down 2, down 4.
        assert_eq!(ups, vec![3, 1, 8, 6, 4, 2, 7, 5]);
        // Across the skip the boards move down two: set at table 1 goes from c to c + 2.
        let set = |r: usize| m.rounds[r].tables[0].set;
        assert_eq!(set(6), (set(5) + 2 - 1) % 9 + 1);
    }

    /// The seed: 17 tables, 12 rounds, 6 before and 6 after tea, EW up five then up six.
    #[test]
    fn seed_seventeen_tables_twelve_rounds() {
        let m = seed_plan(17, 2, true).unwrap();
        assert_eq!(m.rounds.len(), 12);
        assert_eq!((ew_up(&m, 0), ew_up(&m, 6)), (5, 6));
        assert!(suggest_two_sections(17));
    }

    /// The seed: 16 tables, 14 matches as 8 + 6, EW up seven then up six; the
    /// team halfway round (k = 8) is not met.
    #[test]
    fn seed_sixteen_tables() {
        let m = seed_plan(16, 2, false).unwrap();
        assert_eq!(m.rounds.len(), 14);
        assert_eq!(m.tea_after_round, Some(8));
        assert_eq!((ew_up(&m, 0), ew_up(&m, 8)), (7, 6));
        assert!(m.rounds.iter().all(|r| r.tables.iter().all(|s| (s.ew + 16 - s.ns) % 16 != 8)));
    }

    #[test]
    fn the_seeds_table_is_the_general_rule() {
        for tables in 5..=16 {
            assert_eq!(initial_movement(tables), Some(all_play_all_halves(tables)), "{tables}");
        }
    }

    #[test]
    fn chosen_rounds_as_the_seed_describes() {
        // 17 tables: 6 + 6 is up five then up six; 8 + 6 is up seven then up six.
        assert_eq!(chosen_rounds(17, 2, 6, 6).map(|m| (ew_up(&m, 0), ew_up(&m, 6))), Ok((5, 6)));
        assert_eq!(chosen_rounds(17, 2, 8, 6).map(|m| (ew_up(&m, 0), ew_up(&m, 8))), Ok((7, 6)));
        // "You cannot arrange it to play seven rounds in each half."
        assert_eq!(chosen_rounds(17, 2, 7, 7).err(), Some(MovementError::Halves { before: 7, after: 7 }));
        // 14 tables, 12 rounds: up five, then up six.
        assert_eq!(chosen_rounds(14, 2, 6, 6).map(|m| (m.rounds.len(), ew_up(&m, 0), ew_up(&m, 6))), Ok((12, 5, 6)));
    }

    #[test]
    fn the_redealt_round_plays_the_missed_matches() {
        let mut m = seed_plan(16, 2, false).unwrap();
        add_redealt_round(&mut m);
        assert_eq!(m.rounds.len(), 15);
        let last = &m.rounds[14];
        assert_eq!(last.tables[0], Seating { table: 1, ns: 1, ew: 9, set: 17 });
        assert_eq!(last.tables[8], Seating { table: 9, ns: 9, ew: 1, set: 17 });
        assert_eq!(m.boards(17), vec![33, 34]);
    }

    #[test]
    fn a_teams_of_four_match() {
        let m = single_match(4, 6).unwrap();
        assert_eq!(m.rounds.len(), 4);
        assert_eq!(m.rounds[0].tables, vec![Seating { table: 1, ns: 1, ew: 2, set: 1 }, Seating { table: 2, ns: 2, ew: 1, set: 2 }]);
        assert_eq!(m.rounds[3].tables[1].set, 1);
        assert_eq!(m.boards(4), (19..=24).collect::<Vec<_>>());
        let r = crate::bridge::movement::verify::verify(&m);
        assert!(r.ok() && r.missed.is_empty(), "{:?}", r.checks);
        assert!(single_match(1, 6).is_err());
    }

    /// The seed's 12-table parallel-row example.
    #[test]
    fn seed_parallel_rows() {
        let m = parallel_rows(12, 2).unwrap();
        assert_eq!((m.rounds.len(), m.tea_after_round), (11, Some(6)));
        // Round 1: EW down one (team 2's EW at table 1); tables 1 and 7 share boards 1-2.
        assert_eq!(m.rounds[0].tables[0], Seating { table: 1, ns: 1, ew: 2, set: 1 });
        assert_eq!(m.rounds[0].tables[6].set, 1);
        // After tea the boards are re-dealt (13-24) and EW start down two.
        assert_eq!(m.rounds[6].tables[0], Seating { table: 1, ns: 1, ew: 3, set: 7 });
        assert_eq!(m.boards(7), vec![13, 14]);
    }

    /// The seed's table of initial movements, exactly.
    #[test]
    fn seed_table_of_initial_movements() {
        let printed = [
            (5, (1, 2, 2, 2)),
            (6, (1, 2, 2, 2)),
            (7, (3, 4, 2, 2)),
            (8, (3, 4, 2, 2)),
            (9, (3, 4, 4, 4)),
            (10, (3, 4, 4, 4)),
            (11, (5, 6, 4, 4)),
            (12, (5, 6, 4, 4)),
            (13, (5, 6, 6, 6)),
            (14, (5, 6, 6, 6)),
            (15, (7, 8, 6, 6)),
            (16, (7, 8, 6, 6)),
        ];
        for (tables, (u1, r1, u2, r2)) in printed {
            assert_eq!(initial_movement(tables), Some([Half { up: u1, rounds: r1 }, Half { up: u2, rounds: r2 }]), "{tables}");
        }
        assert_eq!(initial_movement(4), None);
        assert_eq!(initial_movement(17), None);
    }
}
