//! A bridge session inside an event: how it is set up (movement and scoring),
//! the results entered (log entries), and everything derived from them.

pub use super::entry::{outcome, EntryError, ResultEntry, WeightedPart};
use super::imps::imps;
use super::matchpoints::Outcome;
use super::movement::{Kind, Movement, MovementError};
use super::pairs::{score_session, Board, Field, Session};
pub(crate) use super::results::current;
pub use super::setup::{BridgeSetup, MovementSpec, ScoringSpec, TeamsScoring};
pub use super::teams_results::{match_legs, team_ladder, team_matches, team_standings, teams_report, TeamMatch, TeamsReport};
pub use super::traveller::{travellers, Travellers, Unscored};
use crate::bridge::command::Command;
use crate::bridge::{Action, Event, LogEntry};
use crate::event::{Format, Participant, Role, Schedule};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    Movement(MovementError),
    ResultsExist(usize),
    /// The movement has places for `places` participants; these entered ones
    /// (number, name) are numbered beyond it and would leave the event.
    WouldDrop {
        places: u32,
        dropped: Vec<(u32, String)>,
    },
    /// The log refused the note of a movement change.
    Log(String),
    /// The club 20-0 scale covers matches of 1 to 13 boards.
    ClubScale {
        boards: u32,
    },
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::Movement(e) => write!(f, "{e}"),
            SetupError::ResultsExist(n) => write!(f, "{n} result(s) are already entered: change the movement to keep them"),
            SetupError::Log(why) => write!(f, "{why}"),
            SetupError::ClubScale { boards } => {
                write!(f, "the club 20-0 scale covers matches of 1 to 13 boards, and a match here is {boards}: choose the WBF victory points or total IMPs")
            }
            SetupError::WouldDrop { places, dropped } => {
                let names: Vec<String> = dropped.iter().map(|(n, name)| format!("{n} “{name}”")).collect();
                let (them, are) = if dropped.len() == 1 { ("it", "is") } else { ("them", "are") };
                write!(f, "this movement has places for {places}; {} {are} numbered beyond that and would be removed from the event (set up for more, or confirm to remove {them})", names.join(", "))
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// What a scorer should look at before going on; the result is still entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    /// The pairs as the club writes them (`bridge::numbering`).
    NotScheduled {
        board: u32,
        ns: u32,
        ew: u32,
    },
    AlreadyEntered {
        board: u32,
        ns: u32,
        ew: u32,
    },
    FarFromField {
        score: i32,
        median: i32,
    },
}

impl std::fmt::Display for Warning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Warning::NotScheduled { board, ns, ew } => write!(f, "NS {ns} and EW {ew} are not scheduled to play board {board} against each other"),
            Warning::AlreadyEntered { board, ns, ew } => {
                write!(f, "board {board} between NS {ns} and EW {ew} was already entered: this replaces it (the old result stays in the audit trail)")
            }
            Warning::FarFromField { score, median } => write!(f, "{score:+} is far from the field (middle score {median:+}): check the contract and tricks"),
        }
    }
}

/// Names pasted as lines, one pair or team a line, as clubs keep them: a
/// plain list (line i names number i), or each line starting with its number
/// (`3 Ann & Bob`), and for a Mitchell its direction (`1 N Jane Venti & Jane
/// Volden`, `1 E ...`: EW pair 1 is the event's pair tables + 1). A number
/// beyond the list adds one. All or nothing: a line that cannot be read is
/// named and nothing changes. Returns how many names were set.
pub fn names_from_lines(event: &mut Event, text: &str) -> Result<usize, String> {
    let tables = event.setup.filter(|b| matches!(b.movement.kind, Kind::Mitchell | Kind::MitchellRelay)).map(|b| b.movement.count);
    let mut edited = event.clone();
    let mut set = 0;
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let said = |why: String| format!("line {}: {why}", i + 1);
        let mut words = line.split_whitespace().peekable();
        let number = words.peek().and_then(|w| w.parse::<u32>().ok());
        if number.is_some() {
            words.next();
        }
        let ew = match words.peek().map(|w| w.to_ascii_uppercase()) {
            Some(d) if matches!(d.as_str(), "N" | "S" | "NS" | "E" | "W" | "EW") && tables.is_some() => {
                words.next();
                matches!(d.as_str(), "E" | "W" | "EW")
            }
            _ => false,
        };
        let name = words.collect::<Vec<_>>().join(" ");
        let target = match (number, ew, tables) {
            (Some(n), true, Some(t)) => n + t,
            (Some(n), _, _) => n,
            (None, _, _) => set as u32 + 1,
        };
        if edited.participants.iter().any(|p| p.number == target) {
            edited.rename_participant(target, &name).map_err(|e| said(e.to_string()))?;
        } else if target == edited.participants.len() as u32 + 1 {
            edited.add_participant(&name).map_err(|e| said(e.to_string()))?;
        } else {
            return Err(said(format!("there is no pair or team {target}")));
        }
        set += 1;
    }
    *event = edited;
    Ok(set)
}

/// Sets the session up: participants numbered from 1 (names kept where the
/// numbers stay) and the schedule from the movement. Refused once results
/// exist, and refused when it would remove a participant already entered
/// (`set_up_dropping` once the scorer has said so).
pub fn set_up(event: &mut Event, setup: BridgeSetup) -> Result<Movement, SetupError> {
    set_up_with(event, setup, false, false)
}

/// The same, removing the participants numbered beyond the movement's places.
pub fn set_up_dropping(event: &mut Event, setup: BridgeSetup) -> Result<Movement, SetupError> {
    set_up_with(event, setup, true, false)
}

/// Changes the movement of a session already under way: every result
/// entered stays in the log with its pairs and board; those the new
/// movement does not schedule are returned (`misfits`), to be listed until
/// they are corrected. The change is a note in the log, naming them.
/// `drop` as for [`set_up_dropping`].
pub fn change_movement(event: &mut Event, setup: BridgeSetup, drop: bool, device: &str, at: i64) -> Result<(Movement, Vec<Warning>), SetupError> {
    let m = set_up_with(event, setup, drop, true)?;
    let misfits = misfits(event);
    let mut text = format!("Movement changed: {} rounds, boards 1 to {}", m.rounds.len(), m.sets * m.boards_per_round);
    if !misfits.is_empty() {
        text.push_str(&format!("; not in it: {}", misfits.iter().map(|w| w.to_string()).collect::<Vec<_>>().join("; ")));
    }
    let note = event.new_entry(device, at, Role::Scorer, Action::Note { text });
    event.append(note).map_err(|e| SetupError::Log(e.to_string()))?;
    Ok((m, misfits))
}

/// The results that count and that the schedule does not have: a pair
/// against a pair, on a board, that no round seats (after a movement change,
/// or a result entered off the movement).
pub fn misfits(event: &Event) -> Vec<Warning> {
    misfits_in(event, &current(event), &super::traveller::places(event))
}

/// The same, from the results that count and the places already worked out.
pub fn misfits_in(
    event: &Event,
    results: &[(u32, u32, u32, &ResultEntry)],
    seated: &crate::fast_hash::FastMap<(u32, u32, u32), super::traveller::Place>,
) -> Vec<Warning> {
    let written = super::numbering::Numbering::of(event);
    results
        .iter()
        .filter(|&&(board, ns, ew, _)| !seated.contains_key(&(board, ns, ew)))
        .map(|&(board, ns, ew, _)| Warning::NotScheduled { board, ns, ew: written.number(ew) })
        .collect()
}

fn set_up_with(event: &mut Event, setup: BridgeSetup, drop: bool, keep_results: bool) -> Result<Movement, SetupError> {
    let results = event.effective_log().iter().filter(|e| matches!(e.action, Action::Game(Command::Result { .. }))).count();
    if results > 0 && !keep_results {
        return Err(SetupError::ResultsExist(results));
    }
    // A match is a round's boards (a teams-of-four match: every round's).
    let spec = setup.movement;
    let match_boards = if spec.kind == Kind::Match { spec.count * spec.boards_per_round } else { spec.boards_per_round };
    if setup.teams == Some(TeamsScoring::ClubVp) && match_boards > 13 {
        return Err(SetupError::ClubScale { boards: match_boards });
    }
    // A Swiss has its first round only; a movement every round of its plan.
    // A drawn first round draws from the event's id: every copy draws the same.
    let seed = {
        use std::hash::Hasher;
        let mut h = crate::fast_hash::FastHasher::default();
        h.write(event.id.as_bytes());
        h.finish()
    };
    let (m, rounds) = if setup.movement.kind == Kind::Swiss {
        let (m, first) = super::swiss_teams::first_round(&setup.movement, seed).map_err(SetupError::Movement)?;
        (m, vec![first])
    } else if setup.movement.kind == Kind::SwissPairs {
        let (m, first) = super::swiss_pairs::first_round(&setup.movement, seed).map_err(SetupError::Movement)?;
        (m, vec![first])
    } else if setup.movement.kind == Kind::Individual {
        let rounds = super::movement::individual::schedule(spec.count, spec.boards_per_round).map_err(SetupError::Movement)?;
        (individual_movement(&spec, &rounds), rounds)
    } else {
        let m = setup.movement.build().map_err(SetupError::Movement)?;
        let rounds = m.schedule();
        (m, rounds)
    };
    let noun = match m.kind {
        Kind::Teams | Kind::TeamsParallel | Kind::Match | Kind::Swiss => "Team",
        Kind::Individual => "Player",
        _ => "Pair",
    };
    number_participants(event, m.participants, noun, drop)?;
    // A pair not named yet is called as the club numbers it ("Pair EW 3"),
    // and again when the numbering changes.
    let (before, after) = (super::numbering::Numbering::of(event), super::numbering::Numbering::of_setup(Some(setup)));
    for p in event.participants.iter_mut() {
        if p.name == format!("Pair {}", before.label(p.number)) || p.name == format!("Pair {}", p.number) {
            p.name = format!("Pair {}", after.label(p.number));
        }
    }
    event.schedule = Schedule { rounds };
    event.setup = Some(setup);
    Ok(m)
}

/// An individual's movement as the set-up reports it: its rounds, with
/// North and East standing for the two sides.
fn individual_movement(spec: &MovementSpec, rounds: &[crate::event::Round]) -> Movement {
    use super::movement::{RoundPlan, Seating};
    let b = spec.boards_per_round.max(1);
    let set = |s: &crate::event::Sitting| s.boards.first().map_or(1, |first| (first - 1) / b + 1);
    let plans: Vec<RoundPlan> = rounds
        .iter()
        .map(|r| RoundPlan {
            round: r.number,
            tables: r.sittings.iter().map(|s| Seating { table: s.table, ns: s.home, ew: s.away.unwrap_or(0), set: set(s) }).collect(),
        })
        .collect();
    let sets = rounds.iter().flat_map(|r| r.sittings.iter().map(set)).max().unwrap_or(1);
    let tables = rounds.first().map_or(0, |r| r.sittings.len() as u32);
    Movement {
        kind: Kind::Individual,
        tables,
        participants: spec.count,
        sets,
        boards_per_round: b,
        rounds: plans,
        tea_after_round: None,
        redealt_round: None,
        arrow_switch_rounds: Vec::new(),
        duplicated: tables > 1 && sets < tables,
    }
}

/// Numbers the participants 1..=count, keeping those whose numbers stay;
/// new ones are called "Team 7" or "Pair 7". One numbered beyond `count` is
/// removed only when `drop` says the scorer agreed; otherwise nothing changes.
pub(crate) fn number_participants(event: &mut Event, count: u32, noun: &str, drop: bool) -> Result<(), SetupError> {
    let dropped: Vec<(u32, String)> = event.participants.iter().filter(|p| p.number > count).map(|p| (p.number, p.name.clone())).collect();
    if !dropped.is_empty() && !drop {
        return Err(SetupError::WouldDrop { places: count, dropped });
    }
    event.participants = (1..=count)
        .map(|n| {
            event.participants.iter().find(|p| p.number == n).cloned().unwrap_or(Participant {
                number: n,
                name: format!("{noun} {n}"),
                members: vec![],
                handicap: None,
            })
        })
        .collect();
    Ok(())
}

/// Checks an entry before it is made: errors refuse it, warnings go with it.
pub fn check_entry(event: &Event, board: u32, ns: u32, ew: u32, entry: &ResultEntry) -> Result<Vec<Warning>, EntryError> {
    if event.setup.is_none() {
        return Err(EntryError::NotSetUp);
    }
    if !event.schedule.boards().contains(&board) {
        return Err(EntryError::NoSuchBoard(board));
    }
    for p in [ns, ew] {
        if !event.participants.iter().any(|x| x.number == p) {
            return Err(EntryError::NoSuchPair(p));
        }
    }
    let two_fields = matches!(field(event), Field::TwoWinners);
    if ns == ew && !two_fields {
        return Err(EntryError::SamePair(ns));
    }
    let score = outcome(board, entry)?;
    let mut warnings = Vec::new();
    let scheduled = event
        .schedule
        .rounds
        .iter()
        .flat_map(|r| &r.sittings)
        .any(|s| s.boards.contains(&board) && ((s.home == ns && s.away == Some(ew)) || (s.home == ew && s.away == Some(ns))));
    if !scheduled {
        warnings.push(Warning::NotScheduled { board, ns, ew: super::numbering::Numbering::of(event).number(ew) });
    }
    let existing = current(event);
    if existing.iter().any(|x| (x.0, x.1, x.2) == (board, ns, ew)) {
        warnings.push(Warning::AlreadyEntered { board, ns, ew: super::numbering::Numbering::of(event).number(ew) });
    }
    if let Outcome::Score(s) = score {
        let mut field_scores: Vec<i32> = existing
            .iter()
            .filter(|x| x.0 == board && (x.1, x.2) != (ns, ew))
            .filter_map(|x| match outcome(board, &x.3) {
                Ok(Outcome::Score(v)) => Some(v),
                _ => None,
            })
            .collect();
        if field_scores.len() >= 2 {
            crate::sorting::sort(&mut field_scores);
            let median = field_scores[field_scores.len() / 2];
            if imps(s - median).abs() >= 12 {
                warnings.push(Warning::FarFromField { score: s, median });
            }
        }
    }
    Ok(warnings)
}

/// The log entry for a result: a new one, or a correction that supersedes the
/// result already there for the same board and pairs.
/// A board's result at a table checked against the event, and its log
/// entry (a correction supersedes what counted for the table): what every
/// place a result is entered does, the scorer's rows and a table's device.
#[allow(clippy::too_many_arguments)]
pub fn checked_entry(
    event: &Event,
    device: &str,
    at: i64,
    role: Role,
    board: u32,
    ns: u32,
    ew: u32,
    entry: ResultEntry,
    why: Option<String>,
) -> Result<(LogEntry, Vec<Warning>), EntryError> {
    let warnings = check_entry(event, board, ns, ew, &entry)?;
    Ok((result_entry(event, device, at, role, board, ns, ew, entry, why), warnings))
}

/// A row of the scorer's traveller or pickup slip, as typed: a board, its
/// two sides, and the three fields (one may hold the whole result: `4S= N`,
/// `420`, `A+`; the others fill in what it leaves out).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RowDraft {
    pub board: u32,
    pub ns: u32,
    pub ew: u32,
    pub contract: String,
    pub declarer: String,
    pub tricks: String,
}

/// What a row makes once checked: its entry, and what to say once it is
/// saved (its result, and the notes beyond its score, also kept on the row).
#[derive(Clone, Debug, PartialEq)]
pub struct RowMade {
    pub entry: LogEntry,
    pub said: String,
    pub notes: Vec<String>,
}

impl RowDraft {
    /// Typed → checked against the event → its entry, made by the scorer.
    /// Refused, why, naming the row (`sides`: "NS 8 v EW 3" as the club numbers them).
    pub fn enter(&self, event: &Event, sides: &str, device: &str, at: i64) -> Result<RowMade, String> {
        let row = format!("Board {}, {sides}", self.board);
        let typed = super::entry::typed(&self.contract, &self.declarer, &self.tricks).map_err(|e| format!("{row}: {e}."))?;
        let shown = outcome(self.board, &typed).map(|o| o.words()).unwrap_or_default();
        let (entry, warnings) =
            checked_entry(event, device, at, Role::Scorer, self.board, self.ns, self.ew, typed, None).map_err(|e| format!("{row}: {e}."))?;
        let notes: Vec<String> = warnings.iter().map(Warning::to_string).collect();
        let said = notes.iter().fold(format!("{row}: {shown}."), |said, w| format!("{said} Note: {w}."));
        Ok(RowMade { entry, said, notes })
    }
}

pub fn result_entry(event: &Event, device: &str, at: i64, role: Role, board: u32, ns: u32, ew: u32, entry: ResultEntry, why: Option<String>) -> LogEntry {
    LogEntry { why, ..event.correcting_entry(device, at, role, Action::Game(Command::Result { board, ns, ew, entry })) }
}

/// Who is ranked against whom in this session.
pub fn field(event: &Event) -> Field {
    match event.setup.map(|b| b.movement) {
        Some(MovementSpec { kind: Kind::Mitchell | Kind::MitchellRelay, arrow_switch: false, .. }) => Field::TwoWinners,
        // A session as played whose file ranks NS and EW together: one field, as an arrow switch makes it.
        Some(MovementSpec { kind: Kind::AsPlayed, arrow_switch: true, .. }) => Field::OneWinner,
        // A Swiss pair sits either way: one field.
        Some(MovementSpec { kind: Kind::Howell | Kind::SwissPairs | Kind::Individual, .. }) => Field::OneWinner,
        // An individual read from another program's file is seated as it played.
        _ if event.format == Format::BridgeIndividual => Field::OneWinner,
        _ => Field::Auto,
    }
}

/// The session's boards with the results that count, ready to score.
pub fn boards(event: &Event) -> Vec<Board> {
    travellers(event).boards.iter().map(|b| b.to_board()).collect()
}

/// The standings and travellers of the session as it stands.
pub fn score(event: &Event) -> Session {
    score_from(event, &travellers(event))
}

/// The same, from travellers already worked out (the app keeps them, so a
/// save builds them once).
pub fn score_from(event: &Event, travellers: &Travellers) -> Session {
    let scoring = event.setup.map(|b| b.scoring).unwrap_or_default();
    let boards: Vec<Board> = travellers.boards.iter().map(|b| b.to_board()).collect();
    // A pairs session in IMPs: each board in IMPs by its method, the pairs ranked on their totals.
    if let Some(method) = in_imps(event) {
        let (boards, standings) = super::impairs::score_session_imps(&boards, method, field(event));
        return Session { boards, standings, check: super::pairs::Check { ns: 0.0, ew: 0.0, each_side: 0.0 } };
    }
    let mut session = score_session(&boards, scoring.options(field(event)));
    // An individual ranks its players, each on his sides' match points.
    if event.format == Format::BridgeIndividual {
        session.standings = super::individual::standings(travellers, &session);
    }
    if ranked_by_swiss(event) {
        session.standings = super::swiss_pairs::ranking(event, travellers, &session);
    }
    session
}

/// A Swiss pairs scored in IMPs or VPs ranks by them.
fn ranked_by_swiss(event: &Event) -> bool {
    event.setup.is_some_and(|b| b.movement.kind == Kind::SwissPairs && b.scoring.swiss != super::setup::SwissScore::MatchPoints)
}

/// How the session is scored where its standings are the match points'
/// own (none: IMPs, an individual's players, a Swiss ranked on IMPs or VPs).
pub fn match_points_alone(event: &Event) -> Option<super::pairs::Options> {
    let own = in_imps(event).is_none() && event.format != Format::BridgeIndividual && !ranked_by_swiss(event);
    own.then(|| event.setup.map(|b| b.scoring).unwrap_or_default().options(field(event)))
}

/// How a pairs session is scored in IMPs, where it is (none: match points;
/// an individual's and a Swiss pairs' own scoring stand).
pub fn in_imps(event: &Event) -> Option<super::impairs::ImpMethod> {
    event.setup.and_then(|b| b.scoring.imps).filter(|_| event.format == Format::BridgePairs)
}

/// How the NS match points of one result were made, in words.
pub fn explain(event: &Event, board: u32, ns: u32, ew: u32) -> Option<super::matchpoints::Explanation> {
    explain_in(&travellers(event), event.setup.map(|s| s.scoring).unwrap_or_default(), board, ns, ew)
}

/// The same, from travellers already worked out (the app keeps them).
pub fn explain_in(travellers: &Travellers, scoring: ScoringSpec, board: u32, ns: u32, ew: u32) -> Option<super::matchpoints::Explanation> {
    let b = travellers.boards.iter().find(|b| b.number == board)?;
    let index = b.results.iter().position(|r| r.ns == ns && r.ew == ew)?;
    // On a fouled board only the tables that played the same version compare.
    let group = b.results[index].group;
    let outcomes: Vec<Outcome> = b.results.iter().map(|r| if r.group == group { r.outcome.clone() } else { Outcome::NotPlayed }).collect();
    super::matchpoints::explain(&outcomes, index, scoring.scale, scoring.different, travellers.fullest())
}

/// The handicapped ranking beside the scratch one: for every ranked pair with
/// a handicap entry (none counts as 0), its handicapped percentage and place,
/// per direction like the scratch ranking. Empty when no pair has a handicap.
pub fn handicapped(event: &Event, scored: &Session) -> Vec<(u32, super::pairs::Direction, f64, String)> {
    // A handicap is a percentage: a session in IMPs has none to add it to.
    if in_imps(event).is_some() || event.participants.iter().all(|p| super::handicap::of_pair(p).is_none()) {
        return Vec::new();
    }
    let handicap = |pair: u32| event.participants.iter().find(|p| p.number == pair).and_then(super::handicap::of_pair).unwrap_or(0);
    let mut out = Vec::new();
    for dir in [super::pairs::Direction::NS, super::pairs::Direction::EW, super::pairs::Direction::Both] {
        let rows: Vec<(u32, f64, i64)> = scored.standings.iter().filter(|s| s.direction == dir).map(|s| (s.pair, s.pct, handicap(s.pair))).collect();
        out.extend(super::handicap::handicapped_places(&rows).into_iter().map(|(pair, pct, place)| (pair, dir, pct, place)));
    }
    out
}

/// The results that count but cannot be scored, in the order entered.
pub fn unscored(event: &Event) -> Vec<Unscored> {
    travellers(event).unscored
}

/// How many results each board still lacks against the schedule (a result
/// that cannot be scored is still lacking).
pub fn missing(event: &Event) -> Vec<(u32, usize)> {
    missing_in(event, &travellers(event))
}

/// The same, from travellers already worked out (they hold the results that score).
pub fn missing_in(event: &Event, travellers: &Travellers) -> Vec<(u32, usize)> {
    let mut scheduled: std::collections::BTreeMap<u32, usize> = std::collections::BTreeMap::new();
    // A teams match scored from its slips awaits no boards.
    let slips = event.log.iter().any(|e| matches!(e.action, Action::Game(Command::MatchSlip { .. }) | Action::Game(Command::MatchVps { .. })));
    let agreed = if slips { super::teams_results::agreed_by_slips(event, travellers) } else { Vec::new() };
    let swiss = event.setup.is_some_and(|b| b.movement.kind == Kind::Swiss);
    for (r, s) in event.schedule.rounds.iter().flat_map(|r| r.sittings.iter().map(move |s| (r.number, s))) {
        let pair = (s.home.min(s.away.unwrap_or(0)), s.home.max(s.away.unwrap_or(0)));
        if agreed.iter().any(|&(h, a, round)| (h, a) == pair && (!swiss || round == r)) {
            continue;
        }
        for &b in &s.boards {
            *scheduled.entry(b).or_default() += 1;
        }
    }
    scheduled
        .into_iter()
        .filter_map(|(b, n)| {
            let entered = travellers.boards.iter().find(|t| t.number == b).map_or(0, |t| t.results.len());
            n.checked_sub(entered).filter(|&m| m > 0).map(|m| (b, m))
        })
        .collect()
}

#[cfg(test)]
mod tests;
