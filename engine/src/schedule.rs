//! The schedule of an event: who meets whom, at which table, with which
//! boards, in every round. Plain data, kept with the event and checked by
//! the movement verifier without either knowing the other.

use serde::{Deserialize, Serialize};

/// Who meets whom, where, with which boards, in every round.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Schedule {
    #[serde(default)]
    pub rounds: Vec<Round>,
}

impl Schedule {
    /// Every board some table plays, in order (bridge; empty for chess).
    pub fn boards(&self) -> Vec<u32> {
        // Kept in order as they come: a session has a few dozen boards, played
        // at many tables, so each is found among those seen far more often
        // than it is new (cheaper than sorting them all on each result saved).
        let mut all: Vec<u32> = Vec::new();
        for &board in self.rounds.iter().flat_map(|r| r.sittings.iter().flat_map(|s| s.boards.iter())) {
            if let Err(at) = all.binary_search(&board) {
                all.insert(at, board);
            }
        }
        all
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub number: u32,
    pub sittings: Vec<Sitting>,
}

/// One table in one round. Bridge: `home` sits NS, `away` EW. Chess: `home` is
/// the first-named team. `away` is `None` for a sit-out or a bye.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sitting {
    pub table: u32,
    pub home: u32,
    pub away: Option<u32>,
    #[serde(default)]
    pub boards: Vec<u32>,
    /// An individual: North's partner (South) and East's (West); `home` is
    /// North and `away` East. Empty for pairs and teams.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub partners: Vec<u32>,
}

impl Sitting {
    /// An individual's South and West (the partners of `home` and `away`).
    pub fn south_west(&self) -> Option<(u32, u32)> {
        match self.partners.as_slice() {
            [south, west] => Some((*south, *west)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sitting(table: u32, boards: &[u32]) -> Sitting {
        Sitting { table, home: table, away: Some(table + 10), boards: boards.to_vec(), partners: Vec::new() }
    }

    #[test]
    fn boards_are_each_board_played_once_in_order() {
        // Boards shared between tables, out of order, with a gap (board 5 played nowhere).
        let schedule = Schedule {
            rounds: vec![
                Round { number: 1, sittings: vec![sitting(1, &[7, 8]), sitting(2, &[1, 2]), sitting(3, &[7, 8])] },
                Round { number: 2, sittings: vec![sitting(1, &[3, 4]), sitting(2, &[9, 6]), sitting(3, &[2, 1])] },
            ],
        };
        assert_eq!(schedule.boards(), vec![1, 2, 3, 4, 6, 7, 8, 9]);
        assert_eq!(Schedule::default().boards(), Vec::<u32>::new());
    }
}
