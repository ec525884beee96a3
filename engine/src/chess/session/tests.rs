use super::*;
use crate::chess::tournament::{BoardResult, Decision, Player};
use crate::sequence::Sequence;

/// A 12-team Swiss of 4 boards at round 4 of 11, as the arbiter's log holds it.
fn under_way() -> Event {
    crate::bench::chess_log_event(12, 4, 4, true).unwrap_or_else(|| panic!("the benchmark's event"))
}

/// Any command, often one that cannot be applied: a board, a match, a team
/// or a player that does not exist, a line-up out of order, a round not paired.
fn any_command(rng: &mut Sequence, t: &Tournament) -> Command {
    let results =
        [None, Some(BoardResult::Win), Some(BoardResult::Draw), Some(BoardResult::Loss), Some(BoardResult::ForfeitWin), Some(BoardResult::DoubleForfeit)];
    let mut n = |below: u64| rng.next(below);
    let (round, m, team, player) = (n(7) as u32, n(8) as usize, n(15) as u32, n(70) as u32);
    let players: Vec<Option<u32>> = (0..n(3) + 3).map(|_| Some(n(70) as u32).filter(|p| *p % 9 != 0)).collect();
    match n(18) {
        0..=4 => Command::Board { r: round, m, b: n(6) as u32, v: results[n(6) as usize] },
        5 => Command::LineUp { round, m, team, players },
        6 => Command::Absent { round, team, players: players.into_iter().flatten().take(2).collect() },
        7 => Command::Decide { round, m, decision: [None, Some(Decision::ToFirst), Some(Decision::ToSecond), Some(Decision::Neither)][n(4) as usize] },
        8 => Command::Adjourn { round, m, adjourned: n(2) == 0 },
        9 => Command::Withdraw { team, from_round: Some(round).filter(|r| *r > 0) },
        10 => Command::AddBoard { round, white: player, black: n(70) as u32 },
        11 => Command::LooseResult { round, i: n(3) as usize, v: results[n(6) as usize] },
        12 => Command::RemoveBoard { round, i: n(3) as usize },
        13 => Command::MovePlayer { team, player, to: n(8) as usize },
        14 => Command::RemovePlayer { team, player },
        15 => Command::AddPlayer { team, player: Player { id: player, name: format!("Player {player}"), ..Player::default() } },
        16 => {
            let mut order: Vec<u32> = t.teams.iter().map(|x| x.id).collect();
            order.rotate_left(n(3) as usize);
            order.truncate(order.len() - n(2) as usize);
            Command::Renumber { order, how: crate::chess::command::Renumbering::Hand }
        }
        _ => [Command::TakeBack, Command::Tiebreaks { list: "DE,XYZ".into() }, Command::DeleteTeam { team }, Command::AddTeam { id: team, name: "New".into() }]
            [n(4) as usize]
            .clone(),
    }
}

/// A refusal leaves the tournament as it was (`apply`'s promise, on which
/// the session applies a command in place, with no copy to try it on):
/// 3,000 commands of every kind, most of them refused, on a Swiss under way.
#[test]
fn a_refused_command_leaves_the_tournament_as_it_was() {
    let mut t = crate::chess::log::rebuild(&under_way()).tournament;
    let mut rng = Sequence(0x5E55_1011);
    let (mut refused, mut applied) = (0, 0);
    for i in 0..3_000 {
        let command = any_command(&mut rng, &t);
        let before = t.clone();
        match apply(&mut t, &command) {
            Ok(()) => applied += 1,
            Err(why) => {
                refused += 1;
                assert_eq!(t, before, "command {i}, {command:?}, refused ({why}), changed the tournament");
            }
        }
    }
    assert!(refused > 1_000 && applied > 300, "{refused} refused, {applied} applied");
}

/// After each command given through the session, saved, and followed, the
/// session's tournament is the one the whole log replays, and its set-up
/// changes with every command but a board's result.
#[test]
fn a_command_given_is_the_log_replayed() {
    let mut event = under_way();
    let mut session = Session::open(&event);
    assert_eq!(session.tournament(), &rebuild(&event).tournament);
    let mut rng = Sequence(0xC0_FFEE);
    let (mut given, mut results) = (0, 0);
    for i in 0..1_200 {
        let command = any_command(&mut rng, session.tournament());
        let era = session.era();
        let before = session.clone();
        match session.give(&event, "laptop", 10 + i, command.clone(), None) {
            Ok(save) => {
                given += 1;
                let result = matches!(command, Command::Board { .. });
                results += usize::from(result);
                assert_eq!(session.era() == era, result, "{command:?}");
                event.log.extend(save.entries);
                assert!(!session.follow(&event), "nothing left to work out after {command:?}");
                let replayed = rebuild(&event);
                assert_eq!((session.tournament(), session.refused()), (&replayed.tournament, &replayed.refused[..]), "after {command:?}");
                if let Some(p) = save.participants {
                    assert_ne!(p, event.participants);
                    event.participants = p;
                }
                assert_eq!(participants_changed(&event.participants, session.tournament()), None);
            }
            Err(_) => assert_eq!(session, before, "a refusal changes nothing"),
        }
    }
    assert!(given > 150 && results > 60, "{given} given, {results} results");
}

/// A command given while the session lags behind the log (another tab's
/// entry) is checked against the log as it is; an undo, a restore point and
/// a return to it are the log replayed; a save that failed is made again.
#[test]
fn undo_and_back_to_are_the_log_replayed() {
    let mut event = under_way();
    let mut session = Session::open(&event);
    let board = |v| Command::Board { r: 4, m: 0, b: 1, v: Some(v) };
    let first = |s: &Session| s.tournament().rounds[3].matches[1].results[0];
    let was = first(&session);
    // Another tab's result: followed before the next command is given.
    let mut other = Session::open(&event);
    event.log.extend(other.give(&event, "tablet", 5, board(BoardResult::Win), None).map(|s| s.entries).unwrap_or_default());
    let save =
        session.give(&event, "laptop", 6, Command::Board { r: 4, m: 1, b: 1, v: Some(BoardResult::Draw) }, Some("a test")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(save.entries.len(), 2, "a restore point, then the command");
    let point = save.entries[0].id.clone();
    event.log.extend(save.entries);
    assert_eq!(session.tournament(), &rebuild(&event).tournament);
    event.log.extend(session.give(&event, "laptop", 7, board(BoardResult::Loss), None).map(|s| s.entries).unwrap_or_default());
    assert_eq!(session.tournament().rounds[3].matches[0].results[0], Some(BoardResult::Loss), "the correction counts");
    // Undo: the win comes back.
    let undo = session.undo(&event, "laptop", 8).unwrap_or_else(|| panic!("something to undo"));
    assert!(!undo.ask);
    let save = session.set_aside(&event, undo.entries);
    event.log.extend(save.entries);
    assert!(!session.follow(&event));
    assert_eq!(session.tournament().rounds[3].matches[0].results[0], Some(BoardResult::Win));
    assert_eq!(session.tournament(), &rebuild(&event).tournament);
    // Back to the point: the draw on match 2 is set aside too.
    let save = session.back_to(&event, &point, "laptop", 9);
    event.log.extend(save.entries);
    assert!(!session.follow(&event));
    assert_eq!(session.tournament(), &rebuild(&event).tournament);
    assert_eq!(first(&session), was, "the draw set aside");
    // A save that failed: the event as it was; made again, the session agrees.
    let mut failed = session.clone();
    assert!(failed.give(&event, "laptop", 10, board(BoardResult::Draw), None).is_ok());
    assert_ne!(failed.tournament(), session.tournament());
    failed.reopen(&event);
    assert_eq!(failed.tournament(), session.tournament());
    // Renamed: the tournament takes the event's name, with nothing replayed.
    event.name = "Renamed".into();
    assert!(session.follow(&event));
    assert_eq!(session.tournament().name, "Renamed");
}
