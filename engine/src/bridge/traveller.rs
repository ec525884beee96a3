//! A session's travellers: every board with the results that count, line by
//! line (the pairs, where and when they played, the contract and the score).
//! The bridge's derived model of a session: built from the event's log,
//! scored by `pairs`, and written by every file format (PBN, USEBIO, CSV,
//! HTML), which read their files into it too.

use super::board::{vulnerability, Seat, Vulnerability};
use super::contract::Auction;
use super::entry::{outcome, played_score, EntryError, ResultEntry};
use super::matchpoints::Outcome;
use super::pairs::{Board, TableResult};
use crate::event::Event;

/// A row of a ScoreTable as written, before scoring.
#[derive(Clone, Debug, PartialEq)]
pub struct TravellerLine {
    pub table: Option<u32>,
    pub round: Option<u32>,
    pub ns: u32,
    pub ew: u32,
    /// `None` for an artificial score or a board not played.
    pub contract: Option<Auction>,
    pub declarer: Option<Seat>,
    pub tricks: Option<u8>,
    pub outcome: Outcome,
    /// The row's printed match points and percentages, where the file has them.
    pub printed_mp_ns: Option<f64>,
    pub printed_mp_ew: Option<f64>,
    /// On a fouled board, which version of the deal the table played (0 or 1).
    pub group: u8,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Traveller {
    pub number: u32,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    pub results: Vec<TravellerLine>,
}

impl Traveller {
    pub fn to_board(&self) -> Board {
        Board {
            number: self.number,
            results: self.results.iter().map(|r| TableResult { ns: r.ns, ew: r.ew, outcome: r.outcome.clone(), group: r.group }).collect(),
        }
    }
}

/// A row of a TotalScoreTable as printed (an official result to compare with):
/// this session's figures.
#[derive(Clone, Debug, PartialEq)]
pub struct PrintedTotal {
    pub pair: u32,
    pub direction: Option<String>,
    pub mp: Option<f64>,
    pub pct: Option<f64>,
    pub rank: Option<String>,
}

/// A result that counts in the log but cannot be scored (it came from a
/// table's file or an old backup, not through the checks): shown on its
/// traveller, left out of the ranking, and still to come until corrected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unscored {
    pub board: u32,
    pub ns: u32,
    pub ew: u32,
    pub why: EntryError,
}

impl std::fmt::Display for Unscored {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "board {}, NS {} v EW {} cannot be scored ({}): correct it", self.board, self.ns, self.ew, self.why)
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Travellers {
    pub event: Option<String>,
    pub boards: Vec<Traveller>,
    pub totals: Vec<PrintedTotal>,
    /// Results the log counts that cannot be scored (none in a file read: its reader refuses them).
    pub unscored: Vec<Unscored>,
}

impl Travellers {
    /// The Neuberg N: results (real and artificial) on the fullest board.
    pub fn fullest(&self) -> usize {
        self.boards.iter().map(|b| b.results.iter().filter(|r| !matches!(r.outcome, Outcome::NotPlayed)).count()).max().unwrap_or(0)
    }
}

/// The session's travellers: every board with the results that count, in the
/// order first entered, with contract, declarer, tricks, and the table and
/// round the schedule gives them. The base of scoring and of every export.
pub fn travellers(event: &Event) -> crate::bridge::traveller::Travellers {
    let results = super::results::current(event);
    let fouled = super::director::fouled_boards(event);
    // Where each board and pairs sit (the first round that has them), looked up once.
    let mut places: crate::fast_hash::FastMap<(u32, u32, u32), (u32, u32)> = Default::default();
    for r in &event.schedule.rounds {
        for s in &r.sittings {
            let Some(away) = s.away else { continue };
            for &b in &s.boards {
                places.entry((b, s.home, away)).or_insert((r.number, s.table));
                places.entry((b, away, s.home)).or_insert((r.number, s.table));
            }
        }
    }
    let mut boards: Vec<Traveller> = event
        .schedule
        .boards()
        .into_iter()
        .map(|number| Traveller { number, dealer: super::board::dealer(number), vulnerability: vulnerability(number), results: Vec::new() })
        .collect();
    let mut unscored = Vec::new();
    for &(b, ns, ew, entry) in &results {
        // A played result's contract is read once, for its score and its line.
        let scored = match entry {
            ResultEntry::Played { contract, declarer, tricks, .. } if *tricks <= 13 => Auction::parse(contract)
                .map_err(|e| EntryError::Contract(e.to_string()))
                .and_then(|auction| played_score(b, &auction, *declarer, *tricks).map(|o| (o, Some(auction), *declarer, Some(*tricks)))),
            _ => outcome(b, entry).map(|o| (o, None, None, None)),
        };
        let (outcome, contract, declarer, tricks) = match scored {
            Ok(x) => x,
            Err(why) => {
                unscored.push(Unscored { board: b, ns, ew, why });
                continue;
            }
        };
        let Ok(at) = boards.binary_search_by_key(&b, |t| t.number) else { continue };
        let place = places.get(&(b, ns, ew));
        let group = fouled.get(&b).is_some_and(|other| other.contains(&(ns, ew))) as u8;
        boards[at].results.push(TravellerLine { table: place.map(|p| p.1), round: place.map(|p| p.0), ns, ew, contract, declarer, tricks, outcome, printed_mp_ns: None, printed_mp_ew: None, group });
    }
    Travellers { event: Some(event.name.clone()), boards, totals: Vec::new(), unscored }
}
