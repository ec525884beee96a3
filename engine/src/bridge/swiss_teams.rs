//! A Swiss teams event: round 1 seeded by the teams' numbers (number them
//! strongest first), each later round paired from the standings after the
//! round before (`swiss::pair_round`: the leader against the highest-placed
//! team it has not met). Every match of a round plays the same boards (one
//! duplicated set per match), numbered on from the round before. A team with
//! the bye scores `BYE_VP`.

use super::movement::{Kind, Movement, MovementError, RoundPlan, Seating};
use super::setup::MovementSpec;
use super::swiss::{first_round_drawn, first_round_seeded, pair_round, Entry, Odd, Pairing};
use super::teams_results::teams_report;
pub use super::teams_results::{byes, BYE_VP};
use crate::bridge::Event;
use crate::event::{Round, Sitting};

/// A Swiss's first round: `spec.count` teams, round 1 paired top half
/// against bottom half, `spec.boards_per_round` boards a match.
pub(super) fn first_round(spec: &MovementSpec, seed: u64) -> Result<(Movement, Round), MovementError> {
    seat_first_round(spec, seed, round)
}

/// The first round of a Swiss of either kind, `seat` making its sittings
/// from the pairings: `spec.count` entries seeded (1 v n/2+1, ...) or drawn
/// by lot from `seed`, and the movement the set-up reports.
pub(super) fn seat_first_round(spec: &MovementSpec, seed: u64, seat: fn(u32, u32, &[Pairing]) -> Round) -> Result<(Movement, Round), MovementError> {
    let (n, b) = (spec.count, spec.boards_per_round);
    let pairs = spec.kind == Kind::SwissPairs;
    if n < 3 {
        return Err(if pairs {
            MovementError::Tables { kind: "Swiss pairs", tables: n, allowed: "3 pairs or more" }
        } else {
            MovementError::Tables { kind: "Swiss teams", tables: n, allowed: "3 teams or more" }
        });
    }
    if b == 0 {
        return Err(MovementError::BoardsPerRound);
    }
    let entries: Vec<u32> = (1..=n).collect();
    let first = seat(1, b, &if spec.drawn { first_round_drawn(&entries, Odd::Bye, seed) } else { first_round_seeded(&entries, Odd::Bye) });
    let plan =
        RoundPlan { round: 1, tables: first.sittings.iter().filter_map(|s| Some(Seating { table: s.table, ns: s.home, ew: s.away?, set: 1 })).collect() };
    // A pairs match is one table on a copy of the round's boards.
    let m = Movement {
        kind: spec.kind,
        tables: plan.tables.len() as u32,
        participants: n,
        sets: 1,
        boards_per_round: b,
        rounds: vec![plan],
        tea_after_round: None,
        redealt_round: None,
        arrow_switch_rounds: Vec::new(),
        duplicated: pairs,
    };
    Ok((m, first))
}

/// A round's sittings: match i at tables 2i-1 (first team NS) and 2i (second
/// team NS), on the round's boards; a bye sits at no table.
fn round(number: u32, boards_per_match: u32, pairings: &[Pairing]) -> Round {
    let boards: Vec<u32> = ((number - 1) * boards_per_match + 1..=number * boards_per_match).collect();
    let mut sittings = Vec::new();
    let mut table = 0;
    for p in pairings {
        match *p {
            Pairing::Match(a, b) => {
                sittings.push(Sitting { table: table + 1, home: a, away: Some(b), boards: boards.clone(), partners: Vec::new() });
                sittings.push(Sitting { table: table + 2, home: b, away: Some(a), boards: boards.clone(), partners: Vec::new() });
                table += 2;
            }
            Pairing::Bye(t) => sittings.push(Sitting { table: 0, home: t, away: None, boards: Vec::new(), partners: Vec::new() }),
            // Not asked for (pairing uses byes), and not a match of two tables.
            Pairing::ThreeWay(..) => {}
        }
    }
    Round { number, sittings }
}

fn is_swiss(event: &Event) -> bool {
    event.setup.is_some_and(|b| b.movement.kind.is_swiss())
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingError {
    NotSwiss,
    /// The round before still lacks results: (round, boards missing).
    RoundIncomplete {
        round: u32,
        missing: usize,
    },
    /// The last round has results: its pairing stands.
    RoundStarted(u32),
    FirstRound,
}

impl std::fmt::Display for PairingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PairingError::NotSwiss => write!(f, "this event is not a Swiss"),
            PairingError::RoundIncomplete { round, missing } => {
                write!(f, "round {round} still lacks {missing} board result(s): the next round is paired from complete standings")
            }
            PairingError::RoundStarted(r) => write!(f, "round {r} already has results: its pairing stands"),
            PairingError::FirstRound => write!(f, "round 1 is paired by the set-up (set the session up again to change it)"),
        }
    }
}

impl std::error::Error for PairingError {}

/// The next round, paired from the standings after the last one; true when
/// a repeat could not be avoided (every pairing meets a team already met).
pub fn next_round(event: &Event) -> Result<(Round, bool), PairingError> {
    if !event.setup.is_some_and(|b| b.movement.kind == Kind::Swiss) {
        return Err(PairingError::NotSwiss);
    }
    let boards_per_match = event.setup.map(|b| b.movement.boards_per_round).unwrap_or(1);
    let last = event.schedule.rounds.last().map(|r| r.number).unwrap_or(0);
    // One report: the last round's matches and the standings they make.
    let report = teams_report(event);
    // A match scored from its agreed slips (the results chart) awaits no boards.
    let missing: usize =
        report.matches.iter().filter(|m| m.round == last && m.slips != super::teams_results::Slips::Agreed).map(|m| m.boards.len() - m.scored.len()).sum();
    if missing > 0 {
        return Err(PairingError::RoundIncomplete { round: last, missing });
    }
    let standings = report.standings;
    let entries = entries(event, |t| standings.iter().find(|s| s.team == t).map(|s| s.score).unwrap_or(0.0));
    let (pairings, repeat) = pair_round(&entries, Odd::Bye);
    Ok((round(last + 1, boards_per_match, &pairings), repeat))
}

/// Every participant as the pairing sees it: its running `score`, whom it
/// has met (either way round) and whether it has had the bye.
pub(super) fn entries(event: &Event, score: impl Fn(u32) -> f64) -> Vec<Entry> {
    let sittings = || event.schedule.rounds.iter().flat_map(|r| &r.sittings);
    event
        .participants
        .iter()
        .map(|p| {
            let t = p.number;
            let met = crate::sorting::tree(sittings().filter_map(|s| {
                if s.home == t {
                    s.away
                } else if s.away == Some(t) {
                    Some(s.home)
                } else {
                    None
                }
            }));
            Entry { team: t, score: score(t), met, had_bye: sittings().any(|s| s.home == t && s.away.is_none()) }
        })
        .collect()
}

/// Seats a round just paired (a Swiss teams or pairs) and notes the pairing
/// in the log, so the audit trail says who was paired with whom, and when;
/// returns what to tell the scorer. `repeat`: some meet again, as they must.
pub fn seat_round(event: &mut Event, round: Round, repeat: bool, device: &str, at: i64) -> Result<String, crate::event::EventError> {
    let mut met: Vec<(u32, u32)> = Vec::new();
    let mut byes = Vec::new();
    for s in &round.sittings {
        match s.away {
            // A team match sits at two tables, each team NS at one: said once.
            Some(a) if !met.contains(&(a, s.home)) => met.push((s.home, a)),
            Some(_) => {}
            None => byes.push(format!("{} has the bye", s.home)),
        }
    }
    let mut text = format!("Round {} paired: {}", round.number, met.iter().map(|(a, b)| format!("{a} v {b}")).chain(byes).collect::<Vec<_>>().join(", "));
    text.push('.');
    if repeat {
        text.push_str(" Every possible pairing meets an opponent already met, so some meet again.");
    }
    let note = event.new_entry(device, at, crate::event::Role::Scorer, crate::bridge::Action::Note { text: text.clone() });
    event.append(note)?;
    event.schedule.rounds.push(round);
    Ok(text)
}

/// Takes back the last round's pairing (a Swiss teams or pairs) while none
/// of its results is in, and notes it in the log.
pub fn unpair_last_round(event: &mut Event, device: &str, at: i64) -> Result<u32, PairingError> {
    if !is_swiss(event) {
        return Err(PairingError::NotSwiss);
    }
    let Some(last) = event.schedule.rounds.last() else { return Err(PairingError::FirstRound) };
    if last.number == 1 {
        return Err(PairingError::FirstRound);
    }
    let number = last.number;
    // Any result on the round's boards (a scored match has some) means it has started.
    if super::traveller::travellers(event).boards.iter().any(|b| last.sittings.iter().any(|s| s.boards.contains(&b.number)) && !b.results.is_empty()) {
        return Err(PairingError::RoundStarted(number));
    }
    let note =
        event.new_entry(device, at, crate::event::Role::Scorer, crate::bridge::Action::Note { text: format!("The pairing of round {number} is taken back.") });
    // A note's id is new to the log: it cannot be refused.
    let _ = event.append(note);
    event.schedule.rounds.pop();
    Ok(number)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::board::Seat;
    use crate::bridge::session::{result_entry, team_matches, BridgeSetup, MovementSpec, ResultEntry, ScoringSpec, TeamsScoring};
    use crate::event::{Format, Role};

    fn swiss(teams: u32) -> Event {
        let mut e = Event::new("s1".into(), "Swiss", Format::BridgeSwissTeams, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
        let spec = MovementSpec::plain(Kind::Swiss, teams, 2);
        crate::bridge::session::set_up(&mut e, BridgeSetup { movement: spec, scoring: ScoringSpec::default(), teams: Some(TeamsScoring::WbfVp) })
            .unwrap_or_else(|x| unreachable!("{x}"));
        e
    }

    /// Plays every match of the last round: the lower-numbered team's NS makes
    /// 4S (+420), the other table's NS goes one down (-50), on every board.
    fn play_last_round(e: &mut Event) {
        let Some(r) = e.schedule.rounds.last().cloned() else { return };
        for s in r.sittings {
            let Some(away) = s.away else { continue };
            for &b in &s.boards {
                let tricks = if s.home < away { 10 } else { 9 };
                // Boards 1-16 include vulnerable ones: 4S= is +420 or +620, 4S-1 -50 or -100; the winner is the same.
                let entry = ResultEntry::Played { contract: "4S".into(), declarer: Some(Seat::N), tricks, lead: None };
                let le = result_entry(e, "desk", 1, Role::Scorer, b, s.home, away, entry, None);
                e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
            }
        }
    }

    fn pairs_of(r: &Round) -> Vec<(u32, Option<u32>)> {
        r.sittings.iter().filter(|s| s.table % 2 == 1 || s.away.is_none()).map(|s| (s.home, s.away)).collect()
    }

    #[test]
    fn five_teams_round_by_round_with_a_bye() {
        let mut e = swiss(5);
        assert_eq!(e.participants.len(), 5);
        assert_eq!(pairs_of(&e.schedule.rounds[0]), vec![(1, Some(3)), (2, Some(4)), (5, None)]);
        assert_eq!(e.schedule.rounds[0].sittings[1], Sitting { table: 2, home: 3, away: Some(1), boards: vec![1, 2], partners: Vec::new() });
        // Not before round 1 is complete.
        assert_eq!(next_round(&e), Err(PairingError::RoundIncomplete { round: 1, missing: 4 }));
        play_last_round(&mut e);
        // 1 and 2 won both boards: 2 boards x 10 or 11 IMPs. Team 5 has 12 VPs from the bye.
        let report = teams_report(&e);
        assert_eq!(report.standings.iter().find(|s| s.team == 5).map(|s| (s.vp, s.played)), Some((BYE_VP, 1)));
        let winners: Vec<u32> = report.standings.iter().take(2).map(|s| s.team).collect();
        assert_eq!(winners, vec![1, 2]);
        let Ok((r2, repeat)) = next_round(&e) else { return assert!(false, "round 2 pairs") };
        assert!(!repeat);
        assert_eq!(r2.number, 2);
        // The leaders meet (1 v 2), then 5 (12 VPs) v 3 or 4, the last without a bye gets it.
        let p2 = pairs_of(&r2);
        assert_eq!(p2[0], (1, Some(2)));
        assert!(p2.iter().any(|p| p.1.is_none() && p.0 != 5), "{p2:?}: no second bye for team 5");
        assert!(r2.sittings.iter().all(|s| s.away.is_none() || s.boards == vec![3, 4]));
        e.schedule.rounds.push(r2);
        // Taken back while empty; refused once a result is in.
        let mut copy = e.clone();
        assert_eq!(unpair_last_round(&mut copy, "desk", 2), Ok(2));
        assert!(matches!(&copy.log.last().map(|l| &l.action), Some(crate::bridge::Action::Note { text }) if text == "The pairing of round 2 is taken back."));
        assert_eq!(copy.schedule.rounds.len(), 1);
        play_last_round(&mut e);
        assert_eq!(unpair_last_round(&mut e, "desk", 2), Err(PairingError::RoundStarted(2)));
        assert_eq!(unpair_last_round(&mut swiss(4), "desk", 2), Err(PairingError::FirstRound));
    }

    /// A Swiss scored from the teams' slips (the results chart): once both
    /// of round 1's matches have agreed slips, round 2 is paired from them.
    #[test]
    fn a_swiss_round_scored_from_slips_pairs_the_next() {
        let mut e = swiss(4);
        let slip = |e: &mut Event, home: u32, away: u32, team: u32, f: u32, a: u32| {
            let le = crate::bridge::LogEntry {
                id: crate::event::EntryId { device: "desk".into(), seq: e.next_seq("desk") },
                at: 1,
                role: Role::Scorer,
                action: crate::bridge::Action::Game(crate::bridge::command::Command::MatchSlip { round: 1, home, away, team, imps_for: f, imps_against: a }),
                supersedes: None,
                why: None,
            };
            e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
        };
        assert_eq!(pairs_of(&e.schedule.rounds[0]), vec![(1, Some(3)), (2, Some(4))]);
        slip(&mut e, 1, 3, 1, 30, 2);
        slip(&mut e, 1, 3, 3, 2, 30);
        assert_eq!(next_round(&e), Err(PairingError::RoundIncomplete { round: 1, missing: 2 }), "2 v 4 still awaited (its two boards)");
        slip(&mut e, 2, 4, 0, 1, 20);
        let Ok((r2, repeat)) = next_round(&e) else { return assert!(false, "round 2 pairs from the slips") };
        // The leaders by the slips: 1 (won by 28) and 4 (won by 19) meet.
        assert_eq!((pairs_of(&r2)[0], repeat), ((1, Some(4)), false));
    }

    #[test]
    fn teams_that_must_meet_again_play_a_new_match() {
        // Three teams: by round 3 everyone has met; a repeat is paired and said so.
        let mut e = swiss(3);
        for _ in 0..3 {
            play_last_round(&mut e);
            let Ok((r, repeat)) = next_round(&e) else { return assert!(false) };
            e.schedule.rounds.push(r);
            if e.schedule.rounds.len() == 4 {
                assert!(repeat, "by round 4 every pairing is a repeat");
            }
        }
        play_last_round(&mut e);
        let matches = team_matches(&e);
        // Each match is its own round: four rounds of one match each.
        assert_eq!(matches.len(), 4, "{matches:?}");
        assert!(matches.iter().all(|m| m.complete()));
        assert_eq!(byes(&e).len(), 4, "one bye a round");
    }
}
