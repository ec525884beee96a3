//! Movements: who sits where, with which boards, in every round. Each
//! generator returns a plain schedule; `verify` proves its properties.

pub mod guide;
pub mod individual;
pub mod pairs;
pub mod teams;
pub mod verify;

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Multiple teams: the NS pair of team t stays at table t.
    Teams,
    /// Teams of four: one match at two tables, the boards changing tables each round.
    Match,
    /// Multiple teams in two rows sharing boards.
    TeamsParallel,
    Mitchell,
    MitchellRelay,
    Howell,
    /// Swiss teams: not a fixed movement; each round is paired from the
    /// standings after the one before (`bridge::swiss_teams`).
    Swiss,
    /// Swiss pairs: each round paired from the standings after the one
    /// before, a match at one table (`bridge::swiss_pairs`).
    SwissPairs,
    /// An individual: each player his own number, several partners
    /// (`movement::individual`); `count` is the players.
    Individual,
    /// The movement as a results file shows it was played (who met whom on
    /// which boards): kept as the event's schedule, never built.
    AsPlayed,
}

/// The kinds' codes, in the order the enum declares them.
const KIND_CODES: [&str; 10] = ["teams", "match", "teams-parallel", "mitchell", "mitchell-relay", "howell", "swiss", "swiss-pairs", "individual", "as-played"];

impl<'de> Deserialize<'de> for Kind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Kind, D::Error> {
        crate::code::read(d, &KIND_CODES, |i| Kind::ALL.into_iter().chain([Kind::AsPlayed]).find(|k| *k as usize == i))
    }
}

impl Kind {
    pub const ALL: [Kind; 9] =
        [Kind::Teams, Kind::Match, Kind::TeamsParallel, Kind::Mitchell, Kind::MitchellRelay, Kind::Howell, Kind::Swiss, Kind::SwissPairs, Kind::Individual];

    /// Its short name in files, addresses and on the command line (as stored).
    pub fn code(self) -> &'static str {
        KIND_CODES[self as usize]
    }

    pub fn from_code(code: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// Whether its count is pairs (a Howell) rather than tables or teams.
    pub fn counts_pairs(self) -> bool {
        matches!(self, Kind::Howell | Kind::SwissPairs)
    }

    /// Paired round by round from the standings, not a fixed movement.
    pub fn is_swiss(self) -> bool {
        matches!(self, Kind::Swiss | Kind::SwissPairs)
    }
}

/// One table in one round. `set` numbers the board sets from 1; its boards are
/// `(set - 1) * boards_per_round + 1 ..= set * boards_per_round`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Seating {
    pub table: u32,
    pub ns: u32,
    pub ew: u32,
    pub set: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundPlan {
    pub round: u32,
    pub tables: Vec<Seating>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Movement {
    pub kind: Kind,
    pub tables: u32,
    /// How many teams or pairs take part.
    pub participants: u32,
    pub sets: u32,
    pub boards_per_round: u32,
    pub rounds: Vec<RoundPlan>,
    /// The break falls after this round (both halves compared at tea).
    pub tea_after_round: Option<u32>,
    /// A last round on re-dealt boards, each set played at both tables of its match.
    pub redealt_round: Option<u32>,
    /// Rounds in which every table plays arrow-switched: the NS pair takes the
    /// EW cards, so a two-field Mitchell gives one winner.
    pub arrow_switch_rounds: Vec<u32>,
    /// Every table plays the round's set on its own copy of the boards
    /// (duplicated by a dealing machine), so the boards never move.
    pub duplicated: bool,
}

impl Movement {
    pub fn boards(&self, set: u32) -> Vec<u32> {
        let b = self.boards_per_round;
        ((set - 1) * b + 1..=set * b).collect()
    }

    /// The rounds as an event keeps them: who sits where, with which boards.
    pub fn schedule(&self) -> Vec<crate::schedule::Round> {
        use crate::schedule::{Round, Sitting};
        self.rounds
            .iter()
            .map(|r| Round {
                number: r.round,
                sittings: r
                    .tables
                    .iter()
                    .map(|s| Sitting { table: s.table, home: s.ns, away: Some(s.ew), boards: self.boards(s.set), partners: Vec::new() })
                    .collect(),
            })
            .collect()
    }

    /// The schedule as the command line prints it.
    pub fn to_json(&self) -> serde_json::Value {
        let rounds: Vec<serde_json::Value> = self
            .rounds
            .iter()
            .map(|r| {
                let tables: Vec<serde_json::Value> = r
                    .tables
                    .iter()
                    .map(|s| {
                        let mut t = serde_json::json!({"table": s.table, "ns": s.ns, "ew": s.ew, "boards": self.boards(s.set)});
                        if let (true, Some(map)) = (self.arrow_switch_rounds.contains(&r.round), t.as_object_mut()) {
                            map.insert("arrow_switch".into(), true.into());
                        }
                        t
                    })
                    .collect();
                serde_json::json!({"round": r.round, "tables": tables})
            })
            .collect();
        let mut v = serde_json::json!({"kind": self.kind, "tables": self.tables, "rounds": rounds});
        if let (Some(t), Some(map)) = (self.tea_after_round, v.as_object_mut()) {
            map.insert("tea_after_round".into(), t.into());
        }
        v
    }
}

/// The most tables a movement is made for: far beyond any section a club
/// or a congress runs, and few enough that any movement is made at once.
pub const MOST_TABLES: u32 = 100;

/// Whether a movement of `tables` tables (a Howell's pairs: half as many
/// tables) and `boards_per_round` boards a round is made at all: said before
/// any work, so that no argument sizes the work beyond these bounds.
pub fn size_ok(tables: u32, boards_per_round: u32) -> Result<(), MovementError> {
    if tables > MOST_TABLES {
        return Err(MovementError::TooManyTables { tables });
    }
    if boards_per_round > crate::bridge::board::MOST_BOARDS {
        return Err(MovementError::TooManyBoards { boards: u64::from(boards_per_round) });
    }
    Ok(())
}

/// Whether every board of a movement made has a board number (at most `MOST_BOARDS`).
pub fn numbered_ok(m: &Movement) -> Result<(), MovementError> {
    let boards = u64::from(m.sets) * u64::from(m.boards_per_round);
    if boards > u64::from(crate::bridge::board::MOST_BOARDS) {
        return Err(MovementError::TooManyBoards { boards });
    }
    Ok(())
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MovementError {
    /// More tables than `MOST_TABLES`.
    TooManyTables {
        tables: u32,
    },
    /// More boards than board numbers go to (`board::MOST_BOARDS`).
    TooManyBoards {
        boards: u64,
    },
    Tables {
        kind: &'static str,
        tables: u32,
        allowed: &'static str,
    },
    Rounds {
        asked: u32,
        most: u32,
    },
    BoardsPerRound,
    Halves {
        before: u32,
        after: u32,
    },
    /// Only a Mitchell has a half table (a Howell of an odd number of pairs has its sit-out already).
    HalfTable,
    /// The missing East–West pair of a half table is not one of its pairs.
    MissingPair {
        pair: u32,
        tables: u32,
    },
    /// A Swiss has no movement to build: it is paired round by round.
    PairedByRound,
    /// A session imported from a file keeps the movement it was played with.
    AsPlayed,
    /// An individual seats four players a table, not two pairs (`movement::individual`).
    Individual,
}

impl std::fmt::Display for MovementError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MovementError::Tables { kind, tables, allowed } => write!(f, "a {kind} movement cannot be run on {tables} tables ({allowed})"),
            MovementError::TooManyTables { tables } => write!(f, "a movement is made for at most {MOST_TABLES} tables, not {tables}"),
            MovementError::TooManyBoards { boards } => {
                write!(f, "this movement would need {boards} boards, but boards are numbered 1 to {}", crate::bridge::board::MOST_BOARDS)
            }
            MovementError::Rounds { asked, most } => write!(f, "{asked} rounds asked, but this movement has at most {most}"),
            MovementError::HalfTable => write!(f, "only a Mitchell is played with a half table; a Howell takes an odd number of pairs as it is"),
            MovementError::MissingPair { pair, tables } => write!(f, "the missing East–West pair is one of EW 1 to EW {tables}, not {pair}"),
            MovementError::BoardsPerRound => write!(f, "boards per round must be 1 or more"),
            MovementError::PairedByRound => write!(f, "a Swiss is paired round by round from the standings, not a fixed movement"),
            MovementError::AsPlayed => write!(f, "this session's movement is the one its results file shows, not one to build"),
            MovementError::Individual => write!(f, "an individual seats four players a table: its movement is made by the individual set-up"),
            MovementError::Halves { before, after } => {
                write!(f, "{before} rounds before tea and {after} after cannot be arranged: each half needs an even number of rounds, the first at least two")
            }
        }
    }
}

impl std::error::Error for MovementError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_keep_their_codes_as_stored() {
        for k in Kind::ALL {
            assert_eq!(Kind::from_code(k.code()), Some(k));
            assert_eq!(serde_json::to_value(k).ok(), Some(serde_json::Value::String(k.code().into())));
        }
        assert_eq!(Kind::from_code("skip"), None);
    }
}
