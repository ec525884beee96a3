//! Individual movements: each player has a number of his own and plays with
//! several partners in the session. Two kinds, each with what it promises:
//!
//! - **Whist** (8, 12, 16, 20 or 24 players): a whist tournament, as E. H. Moore
//!   defined it (1896) and as John Pain sets the ideal for the EBU's clubs:
//!   each player partners every other player once and meets every other
//!   twice as an opponent. Ours are Z-cyclic: player n sits North at table 1
//!   all session; the others are the numbers 0..n-2 of an initial round
//!   (found by our own search) that add 1 each round, modulo n-1. Every
//!   table plays the round's board set (passed between the tables, or
//!   copies of it).
//! - **Rainbow** (5, 7, 11 or 13 tables: 20, 28, 44, 52 players): the
//!   prime-number movement John Pain describes for the club party. Four
//!   lines of players (North 1..t, South t+1..2t, East, West), Norths stay,
//!   Souths move up one table a round, Easts two, Wests three, the boards
//!   down one: with t prime every two players of different lines meet
//!   exactly once, so each player partners every player of the opposite
//!   line once and opposes every player of the other two lines once.
//!
//! The promises are proven on the schedule by `verify`, which knows nothing
//! of how the movement was made.

use super::MovementError;
use crate::schedule::{Round, Sitting};

/// What an individual movement promises its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Promise {
    /// Every two players partner once and oppose twice.
    Whist,
    /// `tables` lines of players: every two players of different lines meet
    /// once (opposite lines as partners), players of one line never.
    Rainbow { tables: u32 },
}

/// Initial rounds of the Z-cyclic whist tournaments, on 0..m-1 and `INF`
/// (player m+1), a table read North, East, South, West.
const INF: i32 = -1;
const WHIST: [(u32, &[[i32; 4]]); 5] = [
    (8, &[[INF, 2, 4, 1], [0, 3, 5, 6]]),
    (12, &[[INF, 9, 8, 1], [0, 10, 5, 3], [2, 7, 4, 6]]),
    (16, &[[INF, 10, 1, 9], [0, 4, 2, 12], [3, 13, 14, 7], [5, 11, 8, 6]]),
    (20, &[[INF, 11, 9, 14], [0, 18, 1, 6], [2, 15, 7, 17], [3, 10, 13, 4], [5, 12, 16, 8]]),
    (24, &[[INF, 21, 20, 11], [0, 17, 14, 16], [1, 13, 8, 19], [2, 12, 5, 4], [3, 9, 22, 7], [6, 15, 18, 10]]),
];

/// The players an individual movement can take, and which it is.
pub fn promise(players: u32) -> Result<Promise, MovementError> {
    if WHIST.iter().any(|w| w.0 == players) {
        Ok(Promise::Whist)
    } else if players % 4 == 0 && [7, 11, 13].contains(&(players / 4)) {
        Ok(Promise::Rainbow { tables: players / 4 })
    } else {
        Err(MovementError::Tables { kind: "individual", tables: players / 4, allowed: "8, 12, 16, 20 or 24 players (whist), or 28, 44 or 52 (rainbow)" })
    }
}

/// The schedule of an individual for `players` players, `boards` boards a
/// round: round r plays set r at every table (whist), or set t+r-1 at
/// table t, counted round the sets (rainbow). Each sitting's `home` is
/// North, `away` East, `partners` South and West.
pub fn schedule(players: u32, boards: u32) -> Result<Vec<Round>, MovementError> {
    if boards == 0 {
        return Err(MovementError::BoardsPerRound);
    }
    let set_boards = |set: u32| ((set - 1) * boards + 1..=set * boards).collect::<Vec<u32>>();
    let sitting = |table: u32, [n, e, s, w]: [u32; 4], set: u32| Sitting { table, home: n, away: Some(e), boards: set_boards(set), partners: vec![s, w] };
    match promise(players)? {
        Promise::Whist => {
            let initial = WHIST.iter().find(|w| w.0 == players).map(|w| w.1).unwrap_or(&[]);
            let m = players as i32 - 1;
            let player = |x: i32, r: i32| if x == INF { players } else { ((x + r) % m) as u32 + 1 };
            Ok((0..m)
                .map(|r| Round {
                    number: r as u32 + 1,
                    sittings: initial.iter().enumerate().map(|(t, q)| sitting(t as u32 + 1, q.map(|x| player(x, r)), r as u32 + 1)).collect(),
                })
                .collect())
        }
        Promise::Rainbow { tables } => {
            // The player of line k (0 North .. 3 West) at table t (0-based) in round r is number i + k·tables + 1 with t = i + k·r.
            Ok((0..tables)
                .map(|r| Round {
                    number: r + 1,
                    sittings: (0..tables)
                        .map(|t| {
                            let at = |k: u32| (t + tables * 4 - (k * r) % tables) % tables + k * tables + 1;
                            // Seats North, East, South, West: lines 0, 2, 1, 3.
                            sitting(t + 1, [at(0), at(2), at(1), at(3)], (t + r) % tables + 1)
                        })
                        .collect(),
                })
                .collect())
        }
    }
}

/// What `verify` found.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub problems: Vec<String>,
    /// "each player partners every other player once and meets every other twice as an opponent".
    pub promise: String,
}

impl Report {
    pub fn ok(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Proves an individual schedule: every player seated once a round at a
/// table of four, no board played twice by one player, every board played
/// the same number of times, and partners and opponents as `promise` says.
pub fn verify(rounds: &[Round], players: u32, promise: Promise) -> Report {
    let n = players as usize;
    let mut problems = Vec::new();
    let mut partners = vec![vec![0u32; n + 1]; n + 1];
    let mut opponents = vec![vec![0u32; n + 1]; n + 1];
    let mut played: std::collections::BTreeMap<(u32, u32), u32> = Default::default();
    let mut times: std::collections::BTreeMap<u32, u32> = Default::default();
    for r in rounds {
        let mut seen = vec![0u32; n + 1];
        for s in &r.sittings {
            let (Some(east), Some((south, west))) = (s.away, s.south_west()) else {
                problems.push(format!("round {}: table {} does not seat four players", r.number, s.table));
                continue;
            };
            let seats = [s.home, east, south, west];
            if seats.iter().any(|&p| p == 0 || p > players) {
                problems.push(format!("round {}: table {} seats a player who is not in the event", r.number, s.table));
                continue;
            }
            for &p in &seats {
                seen[p as usize] += 1;
                for &b in &s.boards {
                    *played.entry((p, b)).or_default() += 1;
                }
            }
            for &b in &s.boards {
                *times.entry(b).or_default() += 1;
            }
            for (a, b) in [(s.home, south), (east, west)] {
                partners[a as usize][b as usize] += 1;
                partners[b as usize][a as usize] += 1;
            }
            for (a, b) in [(s.home, east), (s.home, west), (south, east), (south, west)] {
                opponents[a as usize][b as usize] += 1;
                opponents[b as usize][a as usize] += 1;
            }
        }
        for p in 1..=players {
            if seen[p as usize] != 1 {
                problems.push(format!("round {}: player {p} is seated {} times", r.number, seen[p as usize]));
            }
        }
    }
    for (&(p, b), &k) in &played {
        if k > 1 {
            problems.push(format!("player {p} plays board {b} {k} times"));
        }
    }
    let (least, most) = (times.values().min().copied().unwrap_or(0), times.values().max().copied().unwrap_or(0));
    if least != most {
        problems.push(format!("the boards are played {least} to {most} times"));
    }
    // What each two players should do together: (partner, oppose).
    let line = |p: u32, t: u32| (p - 1) / t;
    let expected = |a: u32, b: u32| match promise {
        Promise::Whist => (1, 2),
        Promise::Rainbow { tables } => match (line(a, tables), line(b, tables)) {
            (x, y) if x == y => (0, 0),
            (x, y) if x.min(y) == 0 && x.max(y) == 1 || x.min(y) == 2 && x.max(y) == 3 => (1, 0),
            _ => (0, 1),
        },
    };
    for a in 1..=players {
        for b in a + 1..=players {
            let got = (partners[a as usize][b as usize], opponents[a as usize][b as usize]);
            if got != expected(a, b) {
                problems.push(format!(
                    "players {a} and {b} partner {} and oppose {} times (promised {} and {})",
                    got.0,
                    got.1,
                    expected(a, b).0,
                    expected(a, b).1
                ));
            }
        }
    }
    problems.truncate(20);
    let promise = match promise {
        Promise::Whist => "each player partners every other player once and meets every other twice as an opponent".to_string(),
        Promise::Rainbow { tables } => format!("four lines of {tables} (North 1–{tables}, South {}–{}, East {}–{}, West {}–{}): each player partners every player of the opposite line once and opposes every player of the other two lines once", tables + 1, 2 * tables, 2 * tables + 1, 3 * tables, 3 * tables + 1, 4 * tables),
    };
    Report { problems, promise }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_movement_keeps_its_promise() {
        for players in [8, 12, 16, 20, 24, 28, 44, 52] {
            let rounds = schedule(players, 2).unwrap_or_else(|e| unreachable!("{players}: {e}"));
            let p = promise(players).unwrap_or_else(|e| unreachable!("{e}"));
            let report = verify(&rounds, players, p);
            assert!(report.ok(), "{players} players: {:?}", report.problems);
            let tables = players / 4;
            assert_eq!(rounds.len() as u32, if p == Promise::Whist { players - 1 } else { tables });
            assert!(rounds.iter().all(|r| r.sittings.len() as u32 == tables));
        }
    }

    #[test]
    fn eight_players_as_the_table_reads() {
        // Round 1 is the initial round, each number one up: (8, 3, 5, 2) and (1, 4, 6, 7); round 2 adds 1.
        let rounds = schedule(8, 3).unwrap_or_else(|e| unreachable!("{e}"));
        let seats = |r: usize, t: usize| {
            let s = &rounds[r].sittings[t];
            (s.home, s.away, s.partners.clone(), s.boards.clone())
        };
        assert_eq!(seats(0, 0), (8, Some(3), vec![5, 2], vec![1, 2, 3]));
        assert_eq!(seats(0, 1), (1, Some(4), vec![6, 7], vec![1, 2, 3]));
        assert_eq!(seats(1, 0), (8, Some(4), vec![6, 3], vec![4, 5, 6]));
        // Round 7 wraps round: 0+6 -> 7, 5+6 = 11 mod 7 = 4 -> 5.
        assert_eq!(seats(6, 1), (7, Some(3), vec![5, 6], vec![19, 20, 21]));
    }

    #[test]
    fn the_verifier_finds_a_broken_promise() {
        let mut rounds = schedule(12, 2).unwrap_or_else(|e| unreachable!("{e}"));
        // Two players change places at table 1 of round 2: partners and opponents no longer balance.
        let s = &mut rounds[1].sittings[0];
        std::mem::swap(&mut s.home, &mut s.partners[1]);
        let report = verify(&rounds, 12, Promise::Whist);
        assert!(!report.ok());
        assert!(report.problems.iter().any(|p| p.contains("partner 2") || p.contains("partner 0")), "{:?}", report.problems);
        // A player seated twice, and a board played twice.
        let mut rounds = schedule(8, 2).unwrap_or_else(|e| unreachable!("{e}"));
        rounds[0].sittings[1].home = 8;
        rounds[1].sittings[1].boards = vec![1, 2];
        let problems = verify(&rounds, 8, Promise::Whist).problems;
        assert!(problems.contains(&"round 1: player 8 is seated 2 times".to_string()), "{problems:?}");
        assert!(problems.iter().any(|p| p.starts_with("player ") && p.ends_with("plays board 1 2 times")), "{problems:?}");
        assert_eq!(
            promise(10),
            Err(MovementError::Tables { kind: "individual", tables: 2, allowed: "8, 12, 16, 20 or 24 players (whist), or 28, 44 or 52 (rainbow)" })
        );
    }
}
