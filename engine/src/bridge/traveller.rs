//! A session's travellers: every board with the results that count, line by
//! line (the pairs, where and when they played, the contract and the score).
//! The bridge's derived model of a session: built from the event's log,
//! scored by `pairs`, and written by every file format (PBN, USEBIO, CSV,
//! HTML), which read their files into it too.

use super::board::{vulnerability, Seat, Vulnerability};
use super::contract::Auction;
use super::entry::{outcome, played_score, EntryError, ResultEntry};
use super::matchpoints::Outcome;
use super::pairs::{Board, Field, TableResult};
use crate::bridge::Event;

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
    /// An individual: North's and East's partners (South, West), whose
    /// numbers `ns` and `ew` are.
    pub partners: Option<(u32, u32)>,
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
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PrintedTotal {
    /// The pair's number (an individual's player's, a teams event's team's).
    pub pair: u32,
    pub direction: Option<String>,
    pub mp: Option<f64>,
    pub pct: Option<f64>,
    pub rank: Option<String>,
    /// The pair's players as the file names them (a team's roster), with
    /// their member numbers where it gives them.
    pub players: Vec<crate::event::Member>,
    /// A team's name and victory points as printed.
    pub name: Option<String>,
    pub vp: Option<f64>,
    /// A pair's total in IMPs, where the session is scored so.
    pub imps: Option<f64>,
}

/// A teams match as the file prints it, to compare with what its boards
/// give: the IMPs and VPs of each team.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PrintedMatch {
    pub round: Option<u32>,
    pub home: u32,
    pub away: u32,
    /// Each board's IMPs to the home and away teams, as its lines print them
    /// (once a board, whether the file writes them on one room's line or both).
    pub boards: Vec<(u32, f64, f64)>,
    /// The match's VPs, or its points where the file scores point-a-board.
    pub vps: Option<(f64, f64)>,
    /// The match's IMPs where the file gives no boards (a league's match
    /// rows, Ruter's `MatchDetails`); none for a match not yet played.
    pub total: Option<(f64, f64)>,
    /// The home and the away team's line-ups, where the file gives them (Ruter's `LineupDetails_Home`, `_Away`).
    /// Each seat as the log stores it (`bridge::line_up`).
    pub line_ups: [Vec<String>; 2],
}

impl PrintedMatch {
    /// The match's IMPs, its boards' summed (or its total, where it has no boards); none where nothing prints them.
    pub fn imps(&self) -> Option<(f64, f64)> {
        self.boards.iter().map(|&(_, h, a)| (h, a)).reduce(|x, y| (x.0 + y.0, x.1 + y.1)).or(self.total)
    }
}

impl PrintedTotal {
    /// The way the pair sat as the file writes it, made plain: "NS", "EW" (from N-S, e-w …).
    pub fn way(&self) -> Option<String> {
        self.direction.as_deref().map(|d| d.to_ascii_uppercase().replace('-', ""))
    }
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
    /// The date the file gives (`YYYY-MM-DD`), if it gives one.
    pub date: Option<String>,
    /// The match-point scale the file's program scored on: shown by its
    /// printed tops, or its kind (an ACBL recap); none when nothing says.
    pub scale: Option<super::matchpoints::MpScale>,
    /// How the file's program valued a board with fewer results and
    /// rounded each board's match points, as its printed figures show
    /// (`as_printed`); none where nothing was looked at.
    pub method: Option<(super::matchpoints::Different, Option<u8>)>,
    pub boards: Vec<Traveller>,
    pub totals: Vec<PrintedTotal>,
    /// Results the log counts that cannot be scored (none in a file read: its reader refuses them).
    pub unscored: Vec<Unscored>,
    /// What the file says of its pair numbers: `Separate` where it numbers
    /// NS and EW apart (USEBIO's `1NS` and `1EW`, totals listing one number
    /// both ways), `Shared` where its list of pairs has each number once.
    pub directions: Option<Directions>,
    /// What a reader took in a way worth saying (sit-out rows, a director's
    /// match points held as percentages): told to the user, never silent.
    pub notes: Vec<String>,
    /// A pairs session scored in IMPs, as the file says (its words, and how
    /// they are read); none: match points.
    pub imps: Option<(String, crate::bridge::impairs::ImpMethod)>,
    /// A teams event's: each line's `ns` and `ew` are the teams that sat so
    /// (the home team NS in the open room, EW in the closed).
    pub teams: bool,
    /// A teams event's matches as printed.
    pub matches: Vec<PrintedMatch>,
    /// How the file says its teams' matches were scored, where it names a
    /// way Clubscore scores by (point-a-board); else found from its figures.
    pub match_scoring: Option<super::setup::TeamsScoring>,
    /// The deals the file gives (a PBN's `[Deal]`), each board's as PBN
    /// writes it from North, checked whole; kept by an import. A session's:
    /// the deals its log gives its boards, given to its files only
    /// (`hand_record::attach`: scoring has no use for them).
    pub deals: Vec<(u32, String)>,
    /// Each board's double-dummy analysis where one was worked out for its
    /// deal as it is now (kept on the device beside the event, see
    /// `double_dummy::attach`); never a file's own tables.
    pub analyses: Vec<(u32, super::double_dummy::Analysis)>,
}

/// Whether NS pair 1 and EW pair 1 are one pair (a Howell) or two (a
/// Mitchell whose EW pairs reuse the numbers 1..n).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Directions {
    /// NS 1 and EW 1 are two pairs.
    Separate,
    /// A number is one pair, whichever way it sits.
    Shared,
}

impl Travellers {
    /// Whether this is an individual's: its lines name four players (North
    /// and East as `ns` and `ew`, South and West as `partners`).
    pub fn is_individual(&self) -> bool {
        self.boards.iter().flat_map(|b| &b.results).any(|r| r.partners.is_some())
    }

    /// The scale the file's own match points are on, from each board's
    /// printed top: 2(n-1) on the WBF scale, n-1 on ACBL's (n the results
    /// scored); the scale most boards show, none when no board shows one.
    pub fn printed_scale(&self) -> Option<super::matchpoints::MpScale> {
        use super::matchpoints::MpScale;
        let (mut wbf, mut acbl) = (0, 0);
        // Centred match points top at half the top (Ruter's MP1: ±4 on a WBF top of 8).
        let half = if self.centred() { 0.5 } else { 1.0 };
        for b in &self.boards {
            let n = b.results.iter().filter(|r| matches!(r.outcome, Outcome::Score(_))).count() as f64;
            let top = b.results.iter().flat_map(|r| [r.printed_mp_ns, r.printed_mp_ew]).flatten().fold(f64::NAN, f64::max);
            if n < 2.0 || top.is_nan() {
                continue;
            }
            if (top - half * 2.0 * (n - 1.0)).abs() < 1e-6 {
                wbf += 1;
            } else if (top - half * (n - 1.0)).abs() < 1e-6 {
                acbl += 1;
            }
        }
        match (wbf, acbl) {
            (0, 0) => None,
            (w, a) if w >= a => Some(MpScale::Wbf),
            _ => Some(MpScale::Acbl),
        }
    }

    /// Whether the file prints match points centred on half the top (a
    /// negative one shows it: Ruter's MP1), so each printed figure is ours
    /// less half the board's top.
    pub fn centred(&self) -> bool {
        self.boards.iter().flat_map(|b| &b.results).flat_map(|r| [r.printed_mp_ns, r.printed_mp_ew]).flatten().any(|x| x < 0.0)
    }

    /// The scoring to import the file with, on the scale `scale`: short
    /// boards valued, and each board rounded, as its program did, where its
    /// figures show it.
    pub fn scoring(&self, scale: super::matchpoints::MpScale) -> super::setup::ScoringSpec {
        let usual = super::setup::ScoringSpec { scale, ..Default::default() };
        match self.method {
            Some((different, board_places)) => super::setup::ScoringSpec { different, board_places, ..usual },
            None => usual,
        }
    }

    /// What a list of pairs says: a number listed in two directions is two
    /// pairs; a list naming every number on the lines once, one pair each.
    pub fn directions_from_totals(&self) -> Option<Directions> {
        let direction = PrintedTotal::way;
        let (totals, mut seen) = (&self.totals, std::collections::BTreeSet::new());
        if totals.iter().any(|a| totals.iter().any(|b| a.pair == b.pair && direction(a).is_some() && direction(b).is_some() && direction(a) != direction(b))) {
            return Some(Directions::Separate);
        }
        let once = totals.iter().all(|t| seen.insert(t.pair));
        let covered = self.boards.iter().flat_map(|b| &b.results).all(|r| seen.contains(&r.ns) && seen.contains(&r.ew));
        (once && covered && !totals.is_empty()).then_some(Directions::Shared)
    }
}

/// How a file's pairs are taken, and what to tell the user about it.
#[derive(Clone, Debug, PartialEq)]
pub struct FieldRead {
    pub field: Field,
    pub note: Option<String>,
}

impl Travellers {
    /// Who is one pair: the user's choice if given, else what the file says,
    /// else what its lines prove (NS k meets EW k, or k plays a board twice:
    /// two pairs), else one pair per number with a note offering the other
    /// reading. Two pairs are never merged without a word.
    pub fn field(&self, asked: Option<Directions>) -> FieldRead {
        use std::collections::BTreeSet;
        let read = |field, note: Option<String>| FieldRead { field, note };
        // An individual's players, a teams event's teams: each one field, whichever way they sit.
        if self.is_individual() || self.teams {
            return read(Field::OneWinner, None);
        }
        match asked {
            Some(Directions::Separate) => return read(Field::TwoWinners, None),
            Some(Directions::Shared) => return read(Field::OneWinner, None),
            None => {}
        }
        let lines = || self.boards.iter().flat_map(|b| b.results.iter());
        let ns: BTreeSet<u32> = crate::sorting::tree(lines().map(|r| r.ns));
        let ew: BTreeSet<u32> = crate::sorting::tree(lines().map(|r| r.ew));
        let both: Vec<u32> = ns.intersection(&ew).copied().collect();
        if both.is_empty() {
            return read(if self.ranks_one_field() { Field::OneWinner } else { Field::Auto }, None);
        }
        match self.directions {
            Some(Directions::Separate) => return read(Field::TwoWinners, None),
            Some(Directions::Shared) => return read(Field::OneWinner, None),
            None => {}
        }
        let twice = |b: &Traveller| b.results.iter().any(|r| b.results.iter().any(|x| x.ew == r.ns));
        if lines().any(|r| r.ns == r.ew) || self.boards.iter().any(twice) {
            let note = "the EW pairs reuse the NS pairs' numbers (NS 1 and EW 1 meet or play one board): read as two fields, NS and EW".to_string();
            return read(Field::TwoWinners, Some(note));
        }
        let listed: Vec<String> = both.iter().take(6).map(|n| n.to_string()).collect();
        let more = if both.len() > 6 { ", …" } else { "" };
        read(
            Field::OneWinner,
            Some(format!(
                "pairs {}{more} sat both NS and EW: each number is read as one pair (a Howell); if NS and EW pairs reuse the numbers, read it with --directions separate",
                listed.join(", ")
            )),
        )
    }

    /// Whether the file's list of pairs ranks NS and EW pairs together: a
    /// place past the number of pairs that sat its pair's way (Ruter's
    /// Butler ranking of a teams event places an NS pair 49th of 26 NS pairs).
    fn ranks_one_field(&self) -> bool {
        let listed = |way: &str| self.totals.iter().filter(|t| t.way().as_deref() == Some(way)).count();
        let place = |t: &PrintedTotal| t.rank.as_deref().and_then(|r| r.trim_end_matches('=').trim().parse::<usize>().ok());
        self.totals.iter().any(|t| match (t.way(), place(t)) {
            (Some(way), Some(place)) => place > listed(&way),
            _ => false,
        })
    }

    /// A pair's players as the file's list of pairs names them: the pair of
    /// that number that sat `way` ("NS" or "EW", where the file numbers NS and
    /// EW apart), else its line that gives no direction; any way when none is asked.
    pub fn players_of(&self, pair: u32, way: Option<&str>) -> Option<&[crate::event::Member]> {
        let of_pair = || self.totals.iter().filter(move |t| t.pair == pair);
        let found = match way {
            Some(w) => of_pair().find(|t| t.way().as_deref() == Some(w)).or_else(|| of_pair().find(|t| t.direction.is_none())),
            None => of_pair().next(),
        };
        found.map(|t| t.players.as_slice())
    }

    /// The Neuberg N: results (real and artificial) on the fullest board.
    pub fn fullest(&self) -> usize {
        self.boards.iter().map(|b| b.results.iter().filter(|r| !matches!(r.outcome, Outcome::NotPlayed)).count()).max().unwrap_or(0)
    }
}

/// Where the schedule seats a board and two pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub round: u32,
    pub table: u32,
    /// An individual: the partners of the first and the second named (South
    /// and West for North and East).
    pub partners: Option<(u32, u32)>,
}

/// Where the schedule seats each board and two pairs, either way round:
/// (board, one, other) to the place of the first round that has them.
pub fn places(event: &Event) -> crate::fast_hash::FastMap<(u32, u32, u32), Place> {
    let mut places: crate::fast_hash::FastMap<(u32, u32, u32), Place> = Default::default();
    for r in &event.schedule.rounds {
        for s in &r.sittings {
            let Some(away) = s.away else { continue };
            let partners = s.south_west();
            let place = Place { round: r.number, table: s.table, partners };
            for &b in &s.boards {
                places.entry((b, s.home, away)).or_insert(place);
            }
        }
    }
    // Then each the other way round, where no sitting has it so: a teams
    // match's closed room (B NS v A EW) is its own table, not the open room's.
    for r in &event.schedule.rounds {
        for s in &r.sittings {
            let Some(away) = s.away else { continue };
            let partners = s.south_west();
            let place = Place { round: r.number, table: s.table, partners: partners.map(|(south, west)| (west, south)) };
            for &b in &s.boards {
                places.entry((b, away, s.home)).or_insert(place);
            }
        }
    }
    places
}

/// The session's travellers: every board with the results that count, in the
/// order first entered, with contract, declarer, tricks, and the table and
/// round the schedule gives them. The base of scoring and of every export.
pub fn travellers(event: &Event) -> crate::bridge::traveller::Travellers {
    travellers_of(event, &super::results::current(event), &super::director::fouled_boards(event), &places(event))
}

/// The same, from the results that count, the fouled boards and the
/// places already worked out (the app keeps them: [`super::scored`]).
pub fn travellers_of(
    event: &Event,
    results: &[(u32, u32, u32, &ResultEntry)],
    fouled: &std::collections::BTreeMap<u32, Vec<(u32, u32)>>,
    places: &crate::fast_hash::FastMap<(u32, u32, u32), Place>,
) -> Travellers {
    let mut boards: Vec<Traveller> = event
        .schedule
        .boards()
        .into_iter()
        .map(|number| Traveller { number, dealer: super::board::dealer(number), vulnerability: vulnerability(number), results: Vec::new() })
        .collect();
    let mut unscored = Vec::new();
    for &(b, ns, ew, entry) in results {
        let line = match line_of(b, ns, ew, entry, fouled, places) {
            Ok(line) => line,
            Err(why) => {
                unscored.push(Unscored { board: b, ns, ew, why });
                continue;
            }
        };
        let Ok(at) = boards.binary_search_by_key(&b, |t| t.number) else { continue };
        boards[at].results.push(line);
    }
    Travellers { event: Some(event.name.clone()), date: Some(event.date.clone()), boards, unscored, ..Travellers::default() }
}

/// A result that counts as its traveller's line: scored, at the table and
/// round the schedule seats it, in its version of a fouled board; or why it
/// cannot be scored.
pub fn line_of(
    b: u32,
    ns: u32,
    ew: u32,
    entry: &ResultEntry,
    fouled: &std::collections::BTreeMap<u32, Vec<(u32, u32)>>,
    places: &crate::fast_hash::FastMap<(u32, u32, u32), Place>,
) -> Result<TravellerLine, EntryError> {
    // A played result's contract is read once, for its score and its line.
    let (outcome, contract, declarer, tricks) = match entry {
        ResultEntry::Played { contract, declarer, tricks, .. } if *tricks <= 13 => Auction::parse(contract)
            .map_err(|e| EntryError::Contract(e.to_string()))
            .and_then(|auction| played_score(b, &auction, *declarer, *tricks).map(|o| (o, Some(auction), *declarer, Some(*tricks))))?,
        _ => outcome(b, entry).map(|o| (o, None, None, None))?,
    };
    let place = places.get(&(b, ns, ew));
    let group = fouled.get(&b).is_some_and(|other| other.contains(&(ns, ew))) as u8;
    Ok(TravellerLine {
        table: place.map(|p| p.table),
        round: place.map(|p| p.round),
        ns,
        ew,
        contract,
        declarer,
        tricks,
        outcome,
        printed_mp_ns: None,
        printed_mp_ew: None,
        group,
        partners: place.and_then(|p| p.partners),
    })
}
