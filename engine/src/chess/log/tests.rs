use super::*;
use crate::chess::tournament::{BoardResult, Player};
use crate::chess::Event;

fn event(format: Format) -> Event {
    Event::new("c1".into(), "Club league", format, "2026-11-30", 1).unwrap_or_else(|e| panic!("{e}"))
}

/// Makes each command an entry, as the screens will: refused ones are not kept.
/// Gives the commands one by one; after each, the tournament worked out
/// from the one before (`advanced`) must be the one the log replays.
fn run(e: &mut Event, commands: Vec<Command>) -> Vec<Refusal> {
    let mut refused = Vec::new();
    for (i, c) in commands.into_iter().enumerate() {
        let before = rebuild(e);
        match entry(e, &before.tournament, "d1", 1_000 + i as i64, c, None) {
            Ok(x) => {
                let applied = e.log.len();
                e.log.push(x);
                let mut next = before.clone();
                assert!(advance(&mut next, e, applied), "one command more is worked out from the one before");
                assert_eq!(next, rebuild(e));
                let mut again = before.clone();
                assert!(!advance(&mut again, e, applied + 1));
                assert_eq!(again, before);
            }
            Err(why) => refused.push(why),
        }
    }
    refused
}

/// The participants are made again only when a team's number or name changed.
#[test]
fn participants_made_only_when_they_change() {
    let mut e = event(Format::ChessTeamSwiss);
    run(&mut e, teams_and_players(3));
    let mut t = rebuild(&e).tournament;
    let now = participants(&t);
    assert_eq!(now.len(), 3);
    assert_eq!(participants_changed(&now, &t), None);
    t.teams[1].name = "Renamed".into();
    assert_eq!(participants_changed(&now, &t).map(|p| p[1].name.clone()), Some("Renamed".to_string()));
    t.teams.pop();
    assert_eq!(participants_changed(&now, &t).map(|p| p.len()), Some(2));
    assert_eq!(participants_changed(&[], &Tournament::default()), None);
}

/// A board's result is told apart from every other command, as stored.
#[test]
fn a_board_result_told_apart() {
    let mut e = event(Format::ChessTeamSwiss);
    run(&mut e, teams_and_players(2));
    assert!(!e.log.iter().any(is_board_result));
    let t = rebuild(&e).tournament;
    let pair_round = Command::Pair { round: 1, pairs: vec![(1, 2)], bye: None, absent: vec![], colour: None, half: vec![], full: vec![] };
    let Ok(pair) = entry(&e, &t, "d1", 5, pair_round.clone(), None) else { panic!("paired") };
    let mut after = t.clone();
    assert_eq!(apply(&mut after, &pair_round), Ok(()));
    assert!(!is_board_result(&pair));
    e.log.push(pair);
    let Ok(board) = entry(&e, &after, "d1", 6, Command::Board { r: 1, m: 0, b: 1, v: Some(BoardResult::Draw) }, None) else { panic!("a result") };
    assert!(is_board_result(&board));
    let Ok(cleared) = entry(&e, &after, "d1", 7, Command::Board { r: 1, m: 0, b: 1, v: None }, None) else { panic!("cleared") };
    assert!(is_board_result(&cleared));
}

fn teams_and_players(n: u32) -> Vec<Command> {
    let mut out = Vec::new();
    for team in 1..=n {
        out.push(Command::AddTeam { id: team, name: format!("Team {team}") });
        for b in 1..=4 {
            let id = 10 * team + b;
            out.push(Command::AddPlayer { team, player: Player { id, name: format!("Player {id}"), rating: Some(2400 - 10 * id), ..Player::default() } });
        }
    }
    out
}

#[test]
fn a_swiss_on_the_log_rebuilds_as_run_by_hand() {
    let mut e = event(Format::ChessTeamSwiss);
    assert!(run(&mut e, teams_and_players(5)).is_empty());
    let t = rebuild(&e).tournament;
    let Ok((pair1, _)) = pair_next(&t, &[], 7) else { return assert!(false) };
    assert!(run(&mut e, vec![Command::Renumber { order: vec![1, 2, 3, 4, 5], how: Renumbering::Rating }, pair1]).is_empty());
    let t = rebuild(&e).tournament;
    assert_eq!(t.rounds.len(), 1);
    assert!(t.settings.initial_colour.is_some(), "the colour drawn is recorded with the pairing");
    // Results, one a correction: it supersedes, and the old one stays in the log.
    let results = (0..2).flat_map(|m| (1..=4).map(move |b| Command::Board { r: 1, m, b, v: Some(BoardResult::Win) })).collect();
    assert!(run(&mut e, results).is_empty());
    let before = e.log.len();
    assert!(run(&mut e, vec![Command::Board { r: 1, m: 0, b: 2, v: Some(BoardResult::Draw) }]).is_empty());
    let last = e.log.last().cloned();
    assert!(last.as_ref().is_some_and(|x| x.supersedes.is_some()));
    assert_eq!(e.log.len(), before + 1);
    let t = rebuild(&e).tournament;
    assert_eq!(t.rounds[0].matches[0].results[1], Some(BoardResult::Draw));
    // Replaying never re-pairs: round 2 paired from the log's round 1 equals pairing the tournament run by hand.
    let mut by_hand = rebuild(&e).tournament;
    let paired_by_hand = crate::chess::swiss::pair_next(&mut by_hand, &[], 99).map(|p| p.matches);
    let Ok((pair2, account)) = pair_next(&t, &[], 99) else { return assert!(false) };
    assert_eq!(Ok(account.matches), paired_by_hand);
    assert!(run(&mut e, vec![pair2]).is_empty());
    assert_eq!(rebuild(&e).tournament.rounds, by_hand.rounds);
    assert!(rebuild(&e).refused.is_empty());
}

#[test]
fn refused_commands_make_no_entry_and_say_why() {
    let mut e = event(Format::ChessTeamSwiss);
    run(&mut e, teams_and_players(2));
    let entries = e.log.len();
    let refused =
        run(&mut e, vec![Command::AddTeam { id: 3, name: "team 1".into() }, Command::Board { r: 1, m: 0, b: 1, v: Some(BoardResult::Win) }, Command::TakeBack]);
    assert_eq!(refused, vec![Refusal::TeamExists("team 1".into()), Refusal::NoMatch { round: 1, number: 1 }, Refusal::NothingPaired]);
    assert_eq!(e.log.len(), entries);
}

#[test]
fn an_undo_withdraws_the_last_entry_and_the_result_before_comes_back() {
    let mut e = event(Format::ChessTeamRoundRobin);
    run(&mut e, teams_and_players(4));
    assert!(run(
        &mut e,
        vec![Command::PairAll, Command::Board { r: 1, m: 0, b: 1, v: Some(BoardResult::Win) }, Command::Board { r: 1, m: 0, b: 1, v: Some(BoardResult::Loss) }]
    )
    .is_empty());
    assert_eq!(rebuild(&e).tournament.rounds[0].matches[0].results[0], Some(BoardResult::Loss));
    let last = e.log.last().map(|x| x.id.clone());
    e.log.push(LogEntry {
        id: EntryId { device: "d1".into(), seq: e.next_seq("d1") },
        at: 9_999,
        role: Role::Scorer,
        action: Action::Withdraw,
        supersedes: last,
        why: Some("undo".into()),
    });
    assert_eq!(rebuild(&e).tournament.rounds[0].matches[0].results[0], Some(BoardResult::Win));
    assert_eq!(rebuild(&e).tournament.rounds.len(), 3, "four teams, three rounds");
}

/// The sample reports' tournaments, made into logs and rebuilt, are the tournaments.
#[test]
fn a_tournament_made_into_commands_rebuilds_as_it_was() {
    let Some(dir) = crate::shared_data::shared("chess/fixtures") else { return };
    for name in ["friendship_cup_2024.trf", "fideteam_nocolor.trf", "grandmommyscup.trf"] {
        let text = std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let Ok(trf) = crate::chess::trf::read(&text) else { return assert!(false, "{name}") };
        let t = crate::chess::transfer::from_trf(&trf);
        let mut e = event(Format::ChessTeamSwiss);
        for (i, c) in commands_of(&t).into_iter().enumerate() {
            e.log.push(LogEntry {
                id: EntryId { device: "d1".into(), seq: i as u64 + 1 },
                at: 1,
                role: Role::Scorer,
                action: as_action(&c),
                supersedes: None,
                why: None,
            });
        }
        let rebuilt = rebuild(&e);
        assert_eq!(rebuilt.refused, vec![], "{name}");
        let mut want = t.clone();
        (want.name, want.start) = (e.name.clone(), e.date.clone());
        let got = &rebuilt.tournament;
        assert_eq!((&got.settings, &got.teams, &got.players), (&want.settings, &want.teams, &want.players), "{name}");
        for (i, (a, b)) in got.rounds.iter().zip(&want.rounds).enumerate() {
            for (j, (x, y)) in a.matches.iter().zip(&b.matches).enumerate() {
                assert_eq!(x, y, "{name}: round {}, match {}", i + 1, j + 1);
            }
            assert_eq!(a, b, "{name}: round {}", i + 1);
        }
        assert_eq!(rebuilt.tournament, want, "{name}");
        // And it keeps through the stored event's JSON.
        let json = serde_json::to_string(&e).unwrap_or_default();
        let back: Option<Event> = serde_json::from_str(&json).ok();
        assert_eq!(back.map(|b| rebuild(&b).tournament), Some(want), "{name}");
    }
}

/// A result of round 1 corrected once round 4 is paired: reloaded, the
/// rounds stand as they were paired and the correction counts. (The replay
/// took round 1 as still open when it came to pair round 2 without the
/// result the correction sets aside, and refused every round after it.)
#[test]
fn a_result_corrected_after_the_next_round_is_paired_counts_on_reload() {
    let mut e = crate::bench::chess_log_event(12, 4, 4, true).unwrap_or_else(|| panic!("the benchmark's event"));
    let t = rebuild(&e).tournament;
    let v = if t.rounds[0].matches[0].results[0] == Some(BoardResult::Draw) { BoardResult::Win } else { BoardResult::Draw };
    let x = entry(&e, &t, "d1", 9, Command::Board { r: 1, m: 0, b: 1, v: Some(v) }, None).unwrap_or_else(|why| panic!("{why}"));
    assert!(x.supersedes.is_some(), "a correction");
    e.log.push(x);
    let again = rebuild(&e);
    assert_eq!(again.refused, Vec::new());
    assert_eq!((again.tournament.rounds.len(), again.tournament.rounds[0].matches[0].results[0]), (4, Some(v)));
}
