//! A session's travellers: every board with the results that count, line by
//! line (the pairs, where and when they played, the contract and the score).
//! The bridge's derived model of a session: built from the event's log,
//! scored by `pairs`, and written by every file format (PBN, USEBIO, CSV,
//! HTML), which read their files into it too.

use super::board::{vulnerability, Seat, Vulnerability};
use super::contract::Auction;
use super::entry::{outcome, ResultEntry};
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

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Travellers {
    pub event: Option<String>,
    pub boards: Vec<Traveller>,
    pub totals: Vec<PrintedTotal>,
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
    let boards = event.schedule.boards()
        .into_iter()
        .map(|number| Traveller {
            number,
            dealer: super::board::dealer(number),
            vulnerability: vulnerability(number),
            results: results
                .iter()
                .filter(|x| x.0 == number)
                .filter_map(|(b, ns, ew, entry)| {
                    let outcome = outcome(*b, entry).ok()?;
                    let place = event.schedule.rounds.iter().find_map(|r| {
                        r.sittings.iter().find(|s| s.boards.contains(b) && ((s.home, s.away) == (*ns, Some(*ew)) || (s.home, s.away) == (*ew, Some(*ns)))).map(|s| (r.number, s.table))
                    });
                    let (contract, declarer, tricks) = match entry {
                        ResultEntry::Played { contract, declarer, tricks, .. } => (Auction::parse(contract).ok(), *declarer, Some(*tricks)),
                        _ => (None, None, None),
                    };
                    let group = fouled.get(b).is_some_and(|other| other.contains(&(*ns, *ew))) as u8;
                    Some(TravellerLine { table: place.map(|p| p.1), round: place.map(|p| p.0), ns: *ns, ew: *ew, contract, declarer, tricks, outcome, printed_mp_ns: None, printed_mp_ew: None, group })
                })
                .collect(),
        })
        .collect();
    Travellers { event: Some(event.name.clone()), boards, totals: Vec::new() }
}
