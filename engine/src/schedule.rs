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
        let mut all: Vec<u32> = self.rounds.iter().flat_map(|r| r.sittings.iter().flat_map(|s| s.boards.iter().copied())).collect();
        crate::sorting::sort(&mut all);
        all.dedup();
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
