//! A round seated by hand: the director moves a pair or gives a table other
//! boards, table by table, after the movement has been set up. The edit is
//! made to the schedule and written to the log as a note, and the schedule
//! is checked again (`verify::rounds`).

use super::board::board_text;
use super::movement::verify::{self, Report};
use super::movement::Kind;
use crate::bridge::{Action, Event};
use crate::event::{Role, Sitting};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatingError {
    NotSetUp,
    NoRound(u32),
    NoSuchPair(u32),
    SamePair(u32),
    NoBoards,
    /// The pair (as the club numbers it) plays at another table this round
    /// and nobody would take its place there.
    Elsewhere {
        pair: String,
        table: u32,
    },
    Log(String),
}

impl std::fmt::Display for SeatingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SeatingError::NotSetUp => write!(f, "set the session up first"),
            SeatingError::NoRound(r) => write!(f, "there is no round {r}"),
            SeatingError::NoSuchPair(p) => write!(f, "there is no pair or team {p}"),
            SeatingError::SamePair(p) => write!(f, "{p} cannot play against itself"),
            SeatingError::NoBoards => write!(f, "give the boards the table plays, as 5-6 or 5, 6"),
            SeatingError::Elsewhere { pair, table } => {
                write!(f, "{pair} plays at table {table} this round, and no one here would take its place there: seat it there from that table")
            }
            SeatingError::Log(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for SeatingError {}

/// One seat of a round: a table, its side (NS or EW), who sits there.
#[derive(Clone, Copy)]
struct Seat {
    table: u32,
    ns: bool,
    pair: u32,
}

/// Seats `ns` and `ew` at `table` in `round` on `boards`. A pair seated
/// elsewhere in the round changes places with the one it replaces here (a
/// swap); a pair not seated this round (a late pair, a sit-out) simply comes
/// in, and the one it replaces sits out. Teams keep their sides: a team's
/// NS pair moves only to an NS seat. Every result already entered stays;
/// the note says what changed, and the schedule's checks are returned.
#[allow(clippy::too_many_arguments)]
pub fn reseat(event: &mut Event, round: u32, table: u32, ns: u32, ew: u32, boards: Vec<u32>, device: &str, at: i64) -> Result<(String, Report), SeatingError> {
    let setup = event.setup.ok_or(SeatingError::NotSetUp)?;
    let written = super::numbering::Numbering::of(event);
    let by_side = matches!(setup.movement.kind, Kind::Teams | Kind::TeamsParallel | Kind::Match | Kind::Swiss);
    for p in [ns, ew] {
        if !event.participants.iter().any(|x| x.number == p) {
            return Err(SeatingError::NoSuchPair(p));
        }
    }
    if ns == ew {
        return Err(SeatingError::SamePair(ns));
    }
    if boards.is_empty() {
        return Err(SeatingError::NoBoards);
    }
    let mut edited = event.schedule.clone();
    let plan = edited.rounds.iter_mut().find(|r| r.number == round).ok_or(SeatingError::NoRound(round))?;
    let was = plan.sittings.iter().find(|s| s.table == table).cloned();
    let mut seats: Vec<Seat> = plan
        .sittings
        .iter()
        .flat_map(|s| [Seat { table: s.table, ns: true, pair: s.home }].into_iter().chain(s.away.map(|a| Seat { table: s.table, ns: false, pair: a })))
        .collect();
    let mut moved = Vec::new();
    for (pair, to_ns) in [(ns, true), (ew, false)] {
        let here = seats.iter().position(|s| s.table == table && s.ns == to_ns);
        let there = seats.iter().position(|s| s.pair == pair && (!by_side || s.ns == to_ns) && !(s.table == table && s.ns == to_ns));
        match (here, there) {
            (Some(h), Some(t)) => {
                let (old, other) = (seats[h].pair, seats[t]);
                seats[h].pair = pair;
                seats[t].pair = old;
                let who = if written.from_one() { written.label(old) } else { format!("{} {old}", if other.ns { "NS" } else { "EW" }) };
                moved.push(format!("{who} to table {}", other.table));
            }
            (Some(h), None) => {
                let old = seats[h].pair;
                seats[h].pair = pair;
                if old != pair && !seats.iter().any(|s| s.pair == old) {
                    moved.push(format!("{} sits out", written.label(old)));
                }
            }
            (None, None) => seats.push(Seat { table, ns: to_ns, pair }),
            (None, Some(t)) => return Err(SeatingError::Elsewhere { pair: written.label(pair), table: seats[t].table }),
        }
    }
    let mut tables: Vec<u32> = seats.iter().map(|s| s.table).collect();
    crate::sorting::sort(&mut tables);
    tables.dedup();
    let boards_of =
        |t: u32| if t == table { boards.clone() } else { plan.sittings.iter().find(|s| s.table == t).map(|s| s.boards.clone()).unwrap_or_default() };
    plan.sittings = tables
        .into_iter()
        .filter_map(|t| {
            let home = seats.iter().find(|s| s.table == t && s.ns)?.pair;
            let away = seats.iter().find(|s| s.table == t && !s.ns).map(|s| s.pair);
            Some(Sitting { table: t, home, away, boards: boards_of(t), partners: Vec::new() })
        })
        .collect();
    let now = format!("NS {ns} v EW {} on boards {}", written.number(ew), board_text(&boards));
    let mut text = format!("Round {round}, table {table} seated by hand: {now}");
    match was {
        Some(s) => text.push_str(&format!(
            " (was NS {} v EW {} on boards {})",
            s.home,
            s.away.map(|a| written.number(a).to_string()).unwrap_or_else(|| "none".into()),
            board_text(&s.boards)
        )),
        None => text.push_str(" (the table did not play this round)"),
    }
    if !moved.is_empty() {
        text.push_str(&format!("; {}", moved.join("; ")));
    }
    let mut changed = event.clone();
    changed.schedule = edited;
    let note = changed.new_entry(device, at, Role::Director, Action::Note { text: text.clone() });
    changed.append(note).map_err(|e| SeatingError::Log(e.to_string()))?;
    *event = changed;
    Ok((text, verify::rounds(&event.schedule.rounds, by_side, written)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::session::{check_entry, misfits, Warning};

    fn seats(e: &Event, round: u32) -> Vec<(u32, u32, u32, Vec<u32>)> {
        e.schedule
            .rounds
            .iter()
            .find(|r| r.number == round)
            .map(|r| r.sittings.iter().map(|s| (s.table, s.home, s.away.unwrap_or(0), s.boards.clone())).collect())
            .unwrap_or_default()
    }

    /// A 4-table Mitchell (NS 1-4, EW 5-8, two boards a round). In round 2 the
    /// director swaps EW 8 and EW 5, then gives table 3 boards 11-12.
    #[test]
    fn a_director_swaps_two_pairs_and_gives_a_table_other_boards() {
        let mut e = crate::fixtures::mitchell("m", "Monday", 4, 2);
        let before = seats(&e, 2);
        assert_eq!(before[0], (1, 1, 8, vec![3, 4]));
        assert_eq!(before[1], (2, 2, 5, vec![5, 6]));
        let (note, report) = reseat(&mut e, 2, 1, 1, 5, vec![3, 4], "desk", 7).unwrap_or_else(|x| panic!("{x}"));
        assert_eq!(note, "Round 2, table 1 seated by hand: NS 1 v EW 5 on boards 3–4 (was NS 1 v EW 8 on boards 3–4); EW 8 to table 2");
        assert_eq!(&seats(&e, 2)[..2], &[(1, 1, 5, vec![3, 4]), (2, 2, 8, vec![5, 6])]);
        assert!(matches!(&e.log.last().map(|l| &l.action), Some(Action::Note { text }) if *text == note));
        // The checks say what the swap costs: EW 5 now meets NS 1 again in round 3, on boards it has played.
        let failed: Vec<&str> = report.checks.iter().filter(|c| !c.ok).map(|c| c.detail.as_str()).collect();
        assert_eq!(failed, ["pair 5 plays board 3 again in round 3; pair 5 plays board 4 again in round 3", "1 and 5 meet again in round 2"]);
        // The other rounds are untouched, and a result is now expected where the pairs sit.
        let b = crate::bridge::session::ResultEntry::Score { ns: 420 };
        assert_eq!(check_entry(&e, 3, 1, 5, &b), Ok(vec![]));
        assert_eq!(check_entry(&e, 3, 1, 8, &b), Ok(vec![Warning::NotScheduled { board: 3, ns: 1, ew: 8 }]));
        // Table 3 plays boards 11-12 instead: they are now boards of the session.
        let (note, report) = reseat(&mut e, 2, 3, 3, 6, vec![11, 12], "desk", 8).unwrap_or_else(|x| panic!("{x}"));
        assert_eq!(note, "Round 2, table 3 seated by hand: NS 3 v EW 6 on boards 11–12 (was NS 3 v EW 6 on boards 7–8)");
        assert!(e.schedule.boards().contains(&11));
        assert_eq!(report.balance, "the 10 boards are played 1 to 3 times");
        // Two tables on the same boards in a round (not all of them) are named.
        let (_, report) = reseat(&mut e, 2, 4, 4, 7, vec![3, 4], "desk", 9).unwrap_or_else(|x| panic!("{x}"));
        assert!(report.checks.iter().any(|c| !c.ok && c.detail == "round 2: boards 3–4 are at tables 1 and 4"), "{:?}", report.checks);
        // A schedule as generated passes every check.
        let fresh = crate::fixtures::mitchell("m", "Monday", 4, 2);
        assert!(crate::bridge::movement::verify::rounds(&fresh.schedule.rounds, false, Default::default()).ok());
        // So do boards shared by every table (duplicated), and a multiple-teams
        // movement, each team at two tables a round (its NS and EW pairs).
        let mut shared = Event::new("s".into(), "Shared", crate::Format::BridgePairs, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
        let spec = crate::bridge::session::MovementSpec { rounds: Some(3), shared: true, ..crate::bridge::session::MovementSpec::plain(Kind::Mitchell, 9, 2) };
        crate::bridge::session::set_up(&mut shared, crate::bridge::session::BridgeSetup { movement: spec, scoring: Default::default(), teams: None })
            .unwrap_or_else(|x| unreachable!("{x}"));
        let report = crate::bridge::movement::verify::rounds(&shared.schedule.rounds, false, Default::default());
        assert_eq!((report.ok(), report.balance.as_str()), (true, "each of the 6 boards is played 9 times"));
        let mut teams = Event::new("t".into(), "Teams", crate::Format::BridgeMultipleTeams, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
        let spec = crate::bridge::session::MovementSpec { kind: Kind::Teams, count: 7, shared: false, rounds: None, ..spec };
        crate::bridge::session::set_up(&mut teams, crate::bridge::session::BridgeSetup { movement: spec, scoring: Default::default(), teams: None })
            .unwrap_or_else(|x| unreachable!("{x}"));
        assert!(crate::bridge::movement::verify::rounds(&teams.schedule.rounds, true, Default::default()).ok());
        assert!(!crate::bridge::movement::verify::rounds(&teams.schedule.rounds, false, Default::default()).ok(), "a team is at two tables a round");
    }

    #[test]
    fn a_late_pair_comes_in_and_the_one_replaced_sits_out_while_results_stay() {
        let mut e = crate::fixtures::mitchell("m", "Monday", 3, 2);
        let b = crate::bridge::session::ResultEntry::Score { ns: 420 };
        let le = crate::bridge::session::result_entry(&e, "desk", 1, Role::Scorer, 1, 1, 4, b, None);
        e.append(le).unwrap_or_else(|x| panic!("{x}"));
        e.add_participant("Late & Later").unwrap_or_else(|x| panic!("{x}"));
        let (note, _) = reseat(&mut e, 1, 1, 1, 7, vec![1, 2], "desk", 2).unwrap_or_else(|x| panic!("{x}"));
        assert_eq!(note, "Round 1, table 1 seated by hand: NS 1 v EW 7 on boards 1–2 (was NS 1 v EW 4 on boards 1–2); 4 sits out");
        assert_eq!(misfits(&e), vec![Warning::NotScheduled { board: 1, ns: 1, ew: 4 }], "the result stays, listed");
        let before = e.clone();
        assert_eq!(reseat(&mut e, 1, 1, 1, 1, vec![1], "desk", 3).err(), Some(SeatingError::SamePair(1)));
        assert_eq!(reseat(&mut e, 1, 1, 1, 9, vec![1], "desk", 3).err(), Some(SeatingError::NoSuchPair(9)));
        assert_eq!(reseat(&mut e, 9, 1, 1, 5, vec![1], "desk", 3).err(), Some(SeatingError::NoRound(9)));
        assert_eq!(reseat(&mut e, 1, 1, 1, 5, vec![], "desk", 3).err(), Some(SeatingError::NoBoards));
        assert_eq!(e, before, "a refused edit changes nothing");
    }

    #[test]
    fn a_table_that_sits_out_cannot_take_a_pair_from_another_table() {
        let mut e = Event::new("h".into(), "Half", crate::Format::BridgePairs, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
        let movement = crate::bridge::session::MovementSpec { half_table: true, ..crate::bridge::session::MovementSpec::plain(Kind::Mitchell, 3, 2) };
        crate::bridge::session::set_up(&mut e, crate::bridge::session::BridgeSetup { movement, scoring: Default::default(), teams: None })
            .unwrap_or_else(|x| unreachable!("{x}"));
        // Round 1: table 3 sits out (EW 6 is the missing pair); NS 1 v EW 4 at table 1.
        assert!(!seats(&e, 1).iter().any(|s| s.0 == 3));
        let err = reseat(&mut e, 1, 3, 3, 4, vec![5, 6], "desk", 2).err();
        assert_eq!(err, Some(SeatingError::Elsewhere { pair: "4".into(), table: 1 }));
        assert_eq!(
            err.map(|x| x.to_string()).unwrap_or_default(),
            "4 plays at table 1 this round, and no one here would take its place there: seat it there from that table"
        );
        // Numbered as the club numbers a Mitchell, pair 4 is EW 1, typed and said so.
        let mut from_one = Event::new("h".into(), "Half", crate::Format::BridgePairs, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
        let movement = crate::bridge::session::MovementSpec { ew_from_one: true, ..movement };
        crate::bridge::session::set_up(&mut from_one, crate::bridge::session::BridgeSetup { movement, scoring: Default::default(), teams: None })
            .unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(reseat(&mut from_one, 1, 3, 3, 4, vec![5, 6], "desk", 2).err(), Some(SeatingError::Elsewhere { pair: "EW 1".into(), table: 1 }));
    }
}
