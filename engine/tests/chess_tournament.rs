//! The chess team tournament model: the order of the teams, round robin
//! pairing, line-ups, results, forfeits (by board, by decision, whole
//! matches), absences and withdrawals, each rule with a worked example.

mod common;

use clubscore_engine::chess::record::{standings, Kind};
use clubscore_engine::chess::tournament::{record, BoardOrder, BoardResult, Decision, Player, RatingRule, Refusal, System, Tournament, WholeForfeit};

use BoardResult::{Draw, Loss, Win};

fn player(name: &str, rating: Option<u32>) -> Player {
    Player { name: name.into(), rating, ..Player::default() }
}

/// `teams` teams of `size` players, team i's players rated 2000 + 100 i - 10 b.
fn event(system: System, teams: u32, size: u32) -> Tournament {
    let mut t = Tournament { name: "Test".into(), start: "2026-05-01".into(), ..Tournament::default() };
    t.settings.system = system;
    for i in 1..=teams {
        let id = t.add_team(&format!("Team {i}")).unwrap_or_else(|e| panic!("{e}"));
        for b in 0..size {
            t.add_player(id, player(&format!("P{i}.{b}"), Some(2000 + 100 * i - 10 * b))).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    t
}

/// Enters a whole match from the first-named team's side.
fn play(t: &mut Tournament, round: u32, index: usize, results: [BoardResult; 4]) {
    for (b, r) in results.iter().enumerate() {
        t.set_result(round, index, b as u32 + 1, Some(*r)).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn team_rating_by_each_rule() {
    let mut t = Tournament::default();
    let id = t.add_team("Rooks").unwrap_or_default();
    for r in [Some(2000), Some(2400), None, Some(2200), Some(2100)] {
        let _ = t.add_player(id, player("x", r));
    }
    // Olympiad rule: the four highest (2400, 2200, 2100, 2000) -> 2175; next 1400 (unrated).
    assert_eq!(t.team_rating(id), (2175, 1400));
    t.settings.rating_rule = RatingRule::FirstBoards;
    assert_eq!(t.team_rating(id), (2000, 2100), "2000, 2400, 1400, 2200 in board order");
    t.settings.rating_rule = RatingRule::WholeRoster;
    assert_eq!(t.team_rating(id).0, 2020);
    t.settings.unrated = 1000;
    assert_eq!(t.team_rating(id).0, 1940);
    // A typed rating wins.
    t.teams[0].rating = Some(1999);
    assert_eq!(t.team_rating(id).0, 1999);
}

#[test]
fn order_by_rating_then_next_player_then_name() {
    let mut t = Tournament::default();
    for (name, ratings) in [
        ("Bishops", [2000, 2000, 2000, 2000, 1500]),
        ("Anchors", [2000, 2000, 2000, 2000, 1500]),
        ("Castles", [2000, 2000, 2000, 2000, 1900]),
        ("Dragons", [2300, 2100, 2000, 1900, 0]),
    ] {
        let id = t.add_team(name).unwrap_or_default();
        for r in ratings.iter().filter(|r| **r > 0) {
            let _ = t.add_player(id, player("x", Some(*r)));
        }
    }
    let changes = t.order_by_rating().unwrap_or_else(|e| panic!("{e}"));
    let names: Vec<&str> = t.teams.iter().map(|x| x.name.as_str()).collect();
    // Dragons 2075; Castles 2000 with 1900 next; Anchors and Bishops level, by name.
    assert_eq!(names, ["Dragons", "Castles", "Anchors", "Bishops"]);
    assert_eq!(changes, vec![(4, 1), (3, 2), (2, 3), (1, 4)]);
    assert_eq!(t.draw_by_lot(7), Err(Refusal::LotNeedsTypedRatings), "a draw only with typed ratings");
    t.settings.rating_rule = RatingRule::Typed;
    let drawn = t.draw_by_lot(7).unwrap_or_else(|e| panic!("{e}"));
    let mut numbers: Vec<u32> = t.teams.iter().map(|x| x.number).collect();
    numbers.sort_unstable();
    assert_eq!(numbers, [1, 2, 3, 4]);
    assert!(!drawn.is_empty());
}

#[test]
fn team_numbers_can_be_corrected_until_round_4() {
    let mut t = event(System::Swiss, 4, 4);
    for _ in 0..3 {
        t.add_round(&[(1, 2), (3, 4)], None, &[]).unwrap_or_else(|e| panic!("{e}"));
        let r = t.rounds.len() as u32;
        play(&mut t, r, 0, [Win, Win, Draw, Loss]);
        play(&mut t, r, 1, [Draw; 4]);
    }
    // Three rounds paired: round 4 not yet, so still possible.
    assert_eq!(t.renumber(&[2, 1, 3, 4]).map(|c| c.len()), Ok(2));
    assert_eq!(t.renumber(&[1, 2, 3]), Err(Refusal::OrderIncomplete), "every team once");
    t.add_round(&[(1, 2), (3, 4)], None, &[]).unwrap_or_else(|e| panic!("{e}"));
    let refused = t.renumber(&[1, 2, 3, 4]);
    assert_eq!(refused, Err(Refusal::RenumberTooLate { paired: 4, until: 4 }));
    assert_eq!(refused.map_err(|e| e.to_string()), Err("Round 4 is paired: team numbers can be corrected only until round 4 is paired.".into()));
}

#[test]
fn round_robin_by_berger_with_colours() {
    let mut t = event(System::RoundRobin { double: false }, 4, 4);
    t.pair_round_robin().unwrap_or_else(|e| panic!("{e}"));
    let pairs: Vec<Vec<(u32, u32)>> = t.rounds.iter().map(|r| r.matches.iter().map(|m| (m.first, m.second)).collect()).collect();
    // C.05 Annex 1, four entrants: 1-4 2-3 / 4-3 1-2 / 2-4 3-1.
    assert_eq!(pairs, vec![vec![(1, 4), (2, 3)], vec![(4, 3), (1, 2)], vec![(2, 4), (3, 1)]]);
    assert_eq!(t.pair_round_robin(), Err(Refusal::AlreadyPaired));
    assert_eq!(t.add_team("Late"), Err(Refusal::RoundRobinClosed));
    // Five teams: a free team each round, nothing scored.
    let mut t = event(System::RoundRobin { double: true }, 5, 4);
    t.pair_round_robin().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.rounds.len(), 10);
    assert!(t.rounds.iter().all(|r| r.bye.is_some() && r.matches.len() == 2));
    assert_eq!(
        (t.rounds[5].matches[0].first, t.rounds[5].matches[0].second),
        (t.rounds[0].matches[0].second, t.rounds[0].matches[0].first),
        "the second cycle reverses colours"
    );
}

#[test]
fn line_ups_follow_the_roster_until_the_first_result() {
    let mut t = event(System::Swiss, 2, 6);
    t.add_round(&[(1, 2)], None, &[]).unwrap_or_else(|e| panic!("{e}"));
    // Team 1's players are ids 1..=6. A reserve moves up: 1, 3, 4, 5.
    assert_eq!(t.set_line_up(1, 0, 1, vec![Some(1), Some(3), Some(4), Some(5)]), Ok(()));
    let refused = t.set_line_up(1, 0, 1, vec![Some(3), Some(1), Some(4), Some(5)]);
    assert_eq!(refused.map_err(|e| e.to_string()), Err("The board order follows the roster: a player listed lower cannot sit above one listed higher.".into()));
    assert_eq!(
        t.set_line_up(1, 0, 1, vec![Some(7), Some(1), Some(4), Some(5)]),
        Err(Refusal::NotOnRoster { player: 7, team: "Team 1".into() }),
        "a player of the other team"
    );
    assert_eq!(t.set_line_up(1, 0, 1, vec![Some(1), Some(1), Some(4), Some(5)]), Err(Refusal::PlayerTwice), "twice");
    assert_eq!(t.set_line_up(1, 0, 1, vec![Some(1), Some(3), Some(4)]), Err(Refusal::LineUpLength(4)));
    assert_eq!(t.set_line_up(1, 0, 3, vec![None; 4]).map_err(|e| e.to_string()), Err("There is no team 3.".into()), "two teams only");
    t.settings.board_order = BoardOrder::Free;
    assert_eq!(t.set_line_up(1, 0, 1, vec![Some(3), Some(1), Some(4), Some(5)]), Ok(()));
    t.set_result(1, 0, 1, Some(Win)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.set_line_up(1, 0, 1, vec![Some(1), Some(2), Some(3), Some(4)]), Err(Refusal::LineUpFixed));
}

/// A player marked absent for a round: a reserve moves up for him, at the
/// pairing or, once paired, by seating the team again; only before the match's first result.
#[test]
fn an_absent_player_and_the_reserve_moving_up() {
    let mut t = event(System::Swiss, 2, 6);
    // Team 1's players are ids 1..=6, team 2's 7..=12. Marked before round 1 is paired: 2 out.
    assert_eq!(t.set_absent_players(1, 1, &[2]), Ok(()));
    t.add_round(&[(1, 2)], None, &[]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.rounds[0].matches[0].line_ups[0], [Some(1), Some(3), Some(4), Some(5)], "3, 4 and 5 move up");
    assert_eq!(t.rounds[0].matches[0].line_ups[1], [Some(7), Some(8), Some(9), Some(10)]);
    // Once paired: 8 out, the players below move up and the first reserve (11) takes board 4.
    assert_eq!(t.set_absent_players(1, 2, &[8]), Ok(()));
    assert_eq!(t.rounds[0].matches[0].line_ups[1], [Some(7), Some(9), Some(10), Some(11)]);
    // A player the captain left out stays out: 7, 9, 11 and an empty board; 10 out too: 12 moves up.
    assert_eq!(t.set_line_up(1, 0, 2, vec![Some(7), Some(9), Some(11), None]), Ok(()));
    assert_eq!(t.set_absent_players(1, 2, &[8, 9]), Ok(()));
    assert_eq!(t.rounds[0].matches[0].line_ups[1], [Some(7), Some(11), Some(12), None]);
    // The marks replace the team's earlier ones for the round.
    assert_eq!(t.absent_players, [(1, 2), (1, 8), (1, 9)]);
    // Board order chosen each round: the first reserve takes the absent player's own board.
    t.settings.board_order = BoardOrder::Free;
    assert_eq!(t.set_line_up(1, 0, 1, vec![Some(4), Some(1), Some(3), Some(5)]), Ok(()));
    assert_eq!(t.set_absent_players(1, 1, &[2, 1]), Ok(()));
    assert_eq!(t.rounds[0].matches[0].line_ups[0], [Some(4), Some(6), Some(3), Some(5)]);
    // Refused: a player of another team, a round not paired nor next, after the match's first result.
    assert_eq!(t.set_absent_players(1, 1, &[7]), Err(Refusal::NotOnRoster { player: 7, team: "Team 1".into() }));
    assert_eq!(t.set_absent_players(3, 1, &[1]).map_err(|e| e.to_string()), Err("Round 3 is neither paired nor the next to pair.".into()));
    t.set_result(1, 0, 1, Some(Win)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.set_absent_players(1, 1, &[]), Err(Refusal::LineUpFixed));
    // The next round, marked before its pairing.
    assert_eq!(t.set_absent_players(2, 1, &[1, 3]), Ok(()));
    assert_eq!(t.default_line_up(1, 2), [Some(2), Some(4), Some(5), Some(6)]);
}

/// A board added by hand (two players with no board in the round) joins
/// its teams' match where a board empty on both sides fits its colours and
/// both board orders; otherwise it counts for no team.
#[test]
fn a_board_added_by_hand_joins_its_match_or_counts_for_no_team() {
    use clubscore_engine::chess::tournament::LooseBoard;
    let mut t = event(System::Swiss, 4, 6);
    // Team 1 is players 1..=6, team 2 7..=12, team 3 13..=18, team 4 19..=24.
    t.add_round(&[(1, 2), (3, 4)], None, &[]).unwrap_or_else(|e| panic!("{e}"));
    for (m, team, seats) in [(0, 1, [1, 2, 4]), (0, 2, [7, 8, 10]), (1, 3, [13, 14, 16]), (1, 4, [19, 20, 22])] {
        t.set_line_up(1, m, team, vec![Some(seats[0]), Some(seats[1]), None, Some(seats[2])]).unwrap_or_else(|e| panic!("{e}"));
    }
    // 5 and 11 are roster 5th, below board 4's players: out of order, so for no team.
    assert_eq!(t.add_board(1, 5, 11), Ok(None));
    // 3 and 9 fit board 3 (White for the first-named team 1).
    assert_eq!(t.add_board(1, 3, 9), Ok(Some((0, 3))));
    assert_eq!(t.rounds[0].matches[0].line_ups, [vec![Some(1), Some(2), Some(3), Some(4)], vec![Some(7), Some(8), Some(9), Some(10)]]);
    // Board 3 gives team 3 White: team 4's 21 with White does not fit.
    assert_eq!(t.add_board(1, 21, 15), Ok(None));
    assert_eq!(t.rounds[0].loose, [LooseBoard { white: 5, black: 11, result: None }, LooseBoard { white: 21, black: 15, result: None }]);
    // Refused: a player with a board, a player twice, a round not paired; a loose player seated in the match.
    assert_eq!(t.add_board(1, 9, 17).map_err(|e| e.to_string()), Err("P2.2 already has a board in round 1.".into()));
    assert_eq!(t.add_board(1, 6, 6), Err(Refusal::PlayerTwice));
    assert_eq!(t.add_board(2, 6, 12).map_err(|e| e.to_string()), Err("Round 2 is not paired.".into()));
    assert_eq!(t.set_line_up(1, 1, 4, vec![Some(19), Some(20), Some(21), Some(22)]), Err(Refusal::HasABoard { name: "P4.2".into(), round: 1 }));
    // A board for no team takes a result, and is removed only without one.
    assert_eq!(t.set_loose_result(1, 0, Some(Win)), Ok(()));
    assert_eq!(t.remove_loose(1, 0).map_err(|e| e.to_string()), Err("The board has a result: clear it first.".into()));
    assert_eq!(t.set_loose_result(1, 0, None), Ok(()));
    assert_eq!(t.remove_loose(1, 0), Ok(()));
    assert_eq!(t.rounds[0].loose.len(), 1);
    assert_eq!(t.remove_loose(1, 5), Err(Refusal::NoLooseBoard { round: 1, number: 6 }));
    // It counts for no team: team 4 and team 3's match keeps its empty board 3.
    assert_eq!(t.rounds[0].matches[1].line_ups[1][2], None);
}

#[test]
fn results_make_matches_and_standings() {
    let mut t = event(System::Swiss, 4, 4);
    t.add_round(&[(1, 2), (3, 4)], None, &[]).unwrap_or_else(|e| panic!("{e}"));
    play(&mut t, 1, 0, [Win, Draw, Win, Loss]);
    // Match 2 not finished: its teams have no entry yet.
    t.set_result(1, 1, 1, Some(Draw)).unwrap_or_else(|e| panic!("{e}"));
    let r = record(&t);
    assert_eq!(r.results.len(), 1);
    let e1 = &r.results[0][&1];
    assert_eq!((e1.kind, e1.match_points, e1.game_points, e1.boards.clone(), e1.white), (Kind::Played, 4, 5, vec![2, 1, 2, 0], Some(true)));
    assert_eq!((r.results[0][&2].match_points, r.results[0][&2].game_points), (0, 3));
    assert!(!r.results[0].contains_key(&3));
    play(&mut t, 1, 1, [Draw; 4]);
    let table = standings(&record(&t));
    let row = |team: u32| table.iter().find(|s| s.team == team).cloned().unwrap_or_else(|| panic!("{team}"));
    assert_eq!((row(1).won, row(1).match_points, row(1).game_points, row(1).rank.as_str()), (1, 4, 5, "1"));
    assert_eq!((row(3).drawn, row(3).match_points, row(3).rank.as_str()), (1, 2, "2="));
}

#[test]
fn unfilled_boards_and_forfeited_matches() {
    let mut t = event(System::Swiss, 4, 4);
    t.add_round(&[(1, 2), (3, 4)], None, &[]).unwrap_or_else(|e| panic!("{e}"));
    // Team 2 (players 5-8) seats three: board 4 is a forfeit win for team 1.
    t.set_line_up(1, 0, 2, vec![Some(5), Some(6), Some(7), None]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        t.set_result(1, 0, 4, Some(Draw)).map_err(|e| e.to_string()),
        Err("Board 4 is not filled on both sides: its result is a forfeit.".into()),
        "an unfilled board takes no result"
    );
    for b in 1..=3 {
        t.set_result(1, 0, b, Some(Loss)).unwrap_or_else(|e| panic!("{e}"));
    }
    let r = record(&t);
    assert_eq!((r.results[0][&1].game_points, r.results[0][&2].game_points), (2, 6), "1-3 with a forfeit win on board 4");
    assert!(!r.results[0].contains_key(&3), "match 2 has no result yet");
    // Team 4 seats nobody: a forfeit win for team 3, 4-0 (one per board seated), read as a win.
    t.set_line_up(1, 1, 4, vec![None; 4]).unwrap_or_else(|e| panic!("{e}"));
    let r = record(&t);
    let (a, b) = (&r.results[0][&1], &r.results[0][&3]);
    assert_eq!((a.kind, a.match_points, a.game_points), (Kind::Played, 0, 2), "lost 1-3 with a forfeit win on board 4");
    assert_eq!((b.kind, b.match_points, b.game_points, r.results[0][&4].kind), (Kind::ForfeitWin, 4, 8, Kind::ForfeitLoss));
    // By decision after games were played: match 1 to team 2 keeps the sum
    // of its boards, each a forfeit won (4-0), whatever the setting (the seed).
    t.decide(1, 0, Some(Decision::ToSecond)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.set_result(1, 0, 1, Some(Win)), Err(Refusal::DecidedMatch), "a decided match takes no result");
    let e2 = record(&t).results[0][&2].clone();
    assert_eq!((e2.kind, e2.match_points, e2.game_points), (Kind::ForfeitWin, 4, 8));
    t.settings.whole_forfeit = WholeForfeit::FullCount;
    assert_eq!(record(&t).results[0][&2].game_points, 8);
    t.settings.whole_forfeit = WholeForfeit::Seated;
    // Before any game: the whole match as the setting says, one per board seated (3 seated: 3-0) or the full count (4-0).
    let mut before = event(System::Swiss, 4, 4);
    before.add_round(&[(1, 2), (3, 4)], None, &[]).unwrap_or_else(|e| panic!("{e}"));
    before.set_line_up(1, 0, 2, vec![Some(5), Some(6), Some(7), None]).unwrap_or_else(|e| panic!("{e}"));
    before.decide(1, 0, Some(Decision::ToSecond)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(record(&before).results[0][&2].game_points, 6);
    before.settings.whole_forfeit = WholeForfeit::FullCount;
    assert_eq!(record(&before).results[0][&2].game_points, 8);
    // Neither team: both lose, nothing scored.
    t.decide(1, 0, Some(Decision::Neither)).unwrap_or_else(|e| panic!("{e}"));
    let r = record(&t);
    assert_eq!((r.results[0][&1].kind, r.results[0][&1].match_points, r.results[0][&2].match_points), (Kind::DoubleForfeit, 0, 0));
    let table = standings(&r);
    assert_eq!(table.iter().find(|s| s.team == 1).map(|s| (s.played, s.lost)), Some((1, 1)));
    // Withdrawing the decision gives the boards' results back.
    t.decide(1, 0, None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(record(&t).results[0][&1].game_points, 2);
}

#[test]
fn byes_and_absent_teams_in_a_swiss() {
    let mut t = event(System::Swiss, 5, 4);
    t.add_round(&[(1, 2), (3, 4)], Some(5), &[]).unwrap_or_else(|e| panic!("{e}"));
    play(&mut t, 1, 0, [Draw; 4]);
    play(&mut t, 1, 1, [Draw; 4]);
    let bye = record(&t).results[0][&5].clone();
    // C.04.6 1.4: a drawn match's points; a win on every board for board count.
    assert_eq!((bye.kind, bye.match_points, bye.game_points, bye.boards), (Kind::PairingBye, 2, 4, vec![2; 4]));
    t.add_round(&[(1, 3), (2, 5)], None, &[4]).unwrap_or_else(|e| panic!("{e}"));
    // Round 2 still open: not paired on (a round once paired stands, so
    // the rule is the pairing's, not the recorded round's).
    assert_eq!(t.last_round_over(), Err(Refusal::RoundOpen(2)), "round 2 still open");
    assert_eq!(clubscore_engine::chess::swiss::pair_next(&mut t.clone(), &[], 1).map(|_| ()), Err(Refusal::RoundOpen(2)));
    play(&mut t, 2, 0, [Win; 4]);
    play(&mut t, 2, 1, [Loss; 4]);
    let absent = record(&t).results[1][&4].clone();
    assert_eq!((absent.kind, absent.match_points), (Kind::ZeroBye, 0));
    t.withdraw(4, Some(3)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.add_round(&[(1, 4)], None, &[]).map_err(|e| e.to_string()), Err("Team 4 has withdrawn.".into()));
}

#[test]
fn withdrawals_in_a_round_robin() {
    // Six teams, five rounds. Team 6 leaves after two rounds (under half played): none of its results count.
    let mut t = event(System::RoundRobin { double: false }, 6, 4);
    t.pair_round_robin().unwrap_or_else(|e| panic!("{e}"));
    for r in 1..=5u32 {
        for m in 0..3 {
            play(&mut t, r, m, [Win, Win, Draw, Loss]);
        }
    }
    t.withdraw(6, Some(3)).unwrap_or_else(|e| panic!("{e}"));
    let r = record(&t);
    assert_eq!(r.teams.len(), 5);
    assert!(r.results.iter().all(|round| !round.values().any(|e| e.opponent == Some(6))));
    let matches: usize = r.results.iter().map(|round| round.values().filter(|e| e.opponent.is_some()).count()).sum();
    assert_eq!(matches, 2 * 10, "the ten matches among the other five");
    // Leaving after three rounds (three of five played): its results stand, its last two matches are forfeits to the opponents.
    t.withdraw(6, Some(4)).unwrap_or_else(|e| panic!("{e}"));
    let r = record(&t);
    assert_eq!(r.teams.len(), 6);
    let late: Vec<Kind> = r.results[3..].iter().filter_map(|round| round.get(&6)).map(|e| e.kind).collect();
    assert_eq!(late, vec![Kind::ForfeitLoss, Kind::ForfeitLoss]);
    assert!(r.results[2].get(&6).is_some_and(|e| e.kind == Kind::Played));
    // Two withdrawn teams that still had to meet: a double forfeit; reinstating one gives it the forfeit win back.
    let opponent_in_5 = r.results[4][&6].opponent.unwrap_or(0);
    t.withdraw(opponent_in_5, Some(5)).unwrap_or_else(|e| panic!("{e}"));
    let r = record(&t);
    assert_eq!((r.results[4][&6].kind, r.results[4][&opponent_in_5].kind), (Kind::DoubleForfeit, Kind::DoubleForfeit));
    t.withdraw(opponent_in_5, None).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(record(&t).results[4][&opponent_in_5].kind, Kind::ForfeitWin);
}

#[test]
fn rating_differences_of_the_fide_table() {
    use clubscore_engine::chess::reports::rating_difference;
    assert_eq!([rating_difference(2, 1), rating_difference(1, 1), rating_difference(0, 1)], [800, 0, -800]);
    // 1.5 of 4 = 0.375, rounded to 0.38: -dp(0.62) = -87; 2.5 of 4 = 0.625 -> 0.63: 95.
    assert_eq!([rating_difference(3, 4), rating_difference(5, 4)], [-87, 95]);
    assert_eq!(rating_difference(0, 0), 0);
}

#[test]
fn board_statistics_individual_ranking_prizes_and_fielded_ratings() {
    use clubscore_engine::chess::reports::{board_prizes, board_statistics, cross_table, fielded, individual_ranking};
    // Team 1: players 1-5 rated 2100, 2090, 2080, 2070, 2060; team 2: players 6-9 rated 2200, 2190, 2180, 2170.
    let mut t = event(System::Swiss, 2, 5);
    t.teams[1].roster.pop();
    t.add_round(&[(1, 2)], None, &[]).unwrap_or_else(|e| panic!("{e}"));
    t.set_line_up(1, 0, 2, vec![Some(6), Some(7), Some(8), None]).unwrap_or_else(|e| panic!("{e}"));
    for (b, r) in [Win, Draw, Loss].iter().enumerate() {
        t.set_result(1, 0, b as u32 + 1, Some(*r)).unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!((fielded(&t, 1, 0, 0), fielded(&t, 1, 0, 1)), (Some(2085), Some(2190)), "unfilled boards left out");
    let stats = board_statistics(&t);
    let b1 = &stats[0].players;
    assert_eq!((b1[0].name.as_str(), b1[0].points, b1[0].games, b1[0].performance()), ("P1.0", 2, 1, Some(3000)));
    assert_eq!((b1[1].name.as_str(), b1[1].performance()), ("P2.0", Some(1300)));
    let b4 = &stats[3].players;
    assert_eq!(b4.len(), 1, "only team 1 seated a player on board 4");
    assert_eq!((b4[0].name.as_str(), b4[0].points, b4[0].games, b4[0].forfeit_wins, b4[0].percentage(), b4[0].performance()), ("P1.3", 2, 0, 1, 100.0, None));
    let ranking: Vec<(u32, String)> = individual_ranking(&t).into_iter().map(|r| (r.rank, r.line.name)).collect();
    let want: Vec<(u32, String)> =
        [(1, "P2.2"), (1, "P1.0"), (3, "P2.1"), (3, "P1.1"), (5, "P2.0"), (5, "P1.2")].iter().map(|(r, n)| (*r, n.to_string())).collect();
    assert_eq!(ranking, want, "P1.3 won by forfeit and played no game: not listed");
    assert_eq!(board_prizes(&t, 1)[0].1.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["P1.0", "P2.0"]);
    // Round 2 with team 1's reserve on board 4; then forfeited by decision: no player's figures move.
    t.add_round(&[(2, 1)], None, &[]).unwrap_or_else(|e| panic!("{e}"));
    t.set_line_up(2, 0, 1, vec![Some(1), Some(2), Some(3), Some(5)]).unwrap_or_else(|e| panic!("{e}"));
    t.set_line_up(2, 0, 2, vec![Some(6), Some(7), Some(8), Some(9)]).unwrap_or_else(|e| panic!("{e}"));
    play(&mut t, 2, 0, [Draw; 4]);
    assert_eq!(board_statistics(&t)[3].players.iter().find(|p| p.name == "P1.4").map(|p| (p.games, p.points)), Some((1, 1)));
    t.decide(2, 0, Some(Decision::ToSecond)).unwrap_or_else(|e| panic!("{e}"));
    assert!(!board_statistics(&t)[3].players.iter().any(|p| p.name == "P1.4"));
    let cells = cross_table(&record(&t));
    let team1: Vec<(u32, Option<u32>, Kind, u32, u32)> = cells[&1].iter().map(|c| (c.round, c.opponent, c.kind, c.own, c.theirs)).collect();
    assert_eq!(team1, vec![(1, Some(2), Kind::Played, 5, 3), (2, Some(2), Kind::ForfeitWin, 8, 0)]);
}

/// A Swiss with a bye, an absent team, an unfilled board, a board won by
/// forfeit and a match forfeited by decision, on game points first; and a
/// round robin with a free team and a withdrawal: written as TRF-2026, read
/// back, the same matches, standings and tie-breaks; read into a tournament
/// again, the same record.
#[test]
fn tournaments_round_trip_through_the_report() {
    use clubscore_engine::chess::record::Points;
    use clubscore_engine::chess::{matches, tiebreak, transfer, trf};
    let mut swiss = event(System::Swiss, 5, 5);
    swiss.settings.primary = Points::Game;
    swiss.tiebreaks = "EDE,BH:GP/C1,SSSC".into();
    swiss.add_round(&[(1, 2), (3, 4)], Some(5), &[]).unwrap_or_else(|e| panic!("{e}"));
    swiss.set_line_up(1, 0, 2, vec![Some(6), Some(7), Some(8), None]).unwrap_or_else(|e| panic!("{e}"));
    for b in 1..=3 {
        swiss.set_result(1, 0, b, Some([Win, Draw, Loss][b as usize - 1])).unwrap_or_else(|e| panic!("{e}"));
    }
    play(&mut swiss, 1, 1, [Draw, Draw, BoardResult::ForfeitWin, Loss]);
    swiss.add_round(&[(5, 1), (2, 3)], None, &[4]).unwrap_or_else(|e| panic!("{e}"));
    // Team 1 seats its players in its own order this round (a 300 record carries it).
    swiss.settings.board_order = BoardOrder::Free;
    swiss.set_line_up(2, 0, 1, vec![Some(3), Some(1), Some(5), Some(2)]).unwrap_or_else(|e| panic!("{e}"));
    play(&mut swiss, 2, 0, [Win, Win, Draw, Draw]);
    play(&mut swiss, 2, 1, [Loss; 4]);
    swiss.decide(2, 1, Some(Decision::ToFirst)).unwrap_or_else(|e| panic!("{e}"));
    let mut robin = event(System::RoundRobin { double: false }, 5, 4);
    robin.pair_round_robin().unwrap_or_else(|e| panic!("{e}"));
    for r in 1..=5u32 {
        for m in 0..2 {
            play(&mut robin, r, m, [Win, Draw, Draw, Loss]);
        }
    }
    robin.withdraw(3, Some(5)).unwrap_or_else(|e| panic!("{e}"));
    for t in [&swiss, &robin] {
        let text = trf::write(&transfer::to_trf(t));
        let report = trf::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let ours = record(t);
        assert_eq!(matches::record(&report), ours, "the report's matches\n{text}");
        let back = transfer::from_trf(&report);
        assert_eq!(record(&back), ours, "read back into a tournament");
        // The line-ups of the matches played (a decided match's seats are not in a report).
        let line_ups = |x: &Tournament| -> Vec<Vec<[Vec<Option<u32>>; 2]>> {
            x.rounds
                .iter()
                .map(|r| {
                    let mut seats: Vec<[Vec<Option<u32>>; 2]> = r.matches.iter().filter(|m| m.decision.is_none()).map(|m| m.line_ups.clone()).collect();
                    seats.sort();
                    seats
                })
                .collect()
        };
        assert_eq!(line_ups(&back), line_ups(t), "the line-ups as played");
        assert_eq!(back.tiebreaks, t.tiebreaks);
        assert_eq!(back.players.iter().map(|p| (&p.name, p.rating)).collect::<Vec<_>>(), t.players.iter().map(|p| (&p.name, p.rating)).collect::<Vec<_>>());
        let codes = tiebreak::parse_list("MPTS,GPTS,EDE,BH:GP/C1,SSSC,BC").unwrap_or_default();
        assert_eq!(tiebreak::rank(&record(&back), &codes, tiebreak::Edition::Y2026), tiebreak::rank(&ours, &codes, tiebreak::Edition::Y2026));
        // The 310 lines print the totals the standings have.
        for row in standings(&ours) {
            let line = report.teams.iter().find(|x| x.number == row.team).cloned().unwrap_or_else(|| panic!("310 for {}", row.team));
            assert_eq!((line.match_points, line.game_points), (u32::try_from(row.match_points).ok(), u32::try_from(row.game_points).ok()));
        }
    }
}

/// The sample reports read into tournaments give the same matches as the reports themselves.
#[test]
fn sample_reports_read_into_tournaments() {
    use clubscore_engine::chess::{matches, transfer, trf};
    let Some(dir) = common::shared("chess/fixtures") else { return };
    for name in ["fideteam_nocolor.trf", "grandmommyscup.trf", "trf26_team.trf", "friendship_cup_2024.trf"] {
        let text = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
        let report = trf::read(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let t = transfer::from_trf(&report);
        assert_eq!(t.teams.len(), report.teams.len(), "{name}");
        let (ours, theirs) = (record(&t), matches::record(&report));
        assert_eq!(standings(&ours), standings(&theirs), "{name}");
        // Every match the same: opponents, kinds, points. (Board positions may differ: the report's
        // reader seats each team in its roster order, the tournament seats a player on its opponent's board.)
        type Line = (u32, Option<u32>, Kind, u32, u32);
        let entries = |r: &clubscore_engine::chess::record::Record| -> Vec<Vec<Line>> {
            r.results.iter().map(|round| round.iter().map(|(&t, e)| (t, e.opponent, e.kind, e.match_points, e.game_points)).collect()).collect()
        };
        assert_eq!(entries(&ours), entries(&theirs), "{name}: every entry");
        // Where the report gives the board orders (300 records) or follows the rosters, the boards agree too.
        if name == "grandmommyscup.trf" || name == "fideteam_nocolor.trf" {
            assert_eq!(ours, theirs, "{name}: every board");
        }
    }
}

/// In a round robin a forfeit is a match like any other (C.07 Art. 15.2):
/// the opponent's score counts in Sonneborn-Berger and the forfeit is a
/// direct encounter; in a Swiss it is an unplayed round (Art. 16) and no
/// encounter unless /P says so.
#[test]
fn forfeits_in_a_round_robin_and_in_a_swiss() {
    use clubscore_engine::chess::tiebreak::{parse_list, rank, Edition};
    let setup = |system| {
        let mut t = event(system, 4, 4);
        t.add_round(&[(1, 2), (3, 4)], None, &[]).ok();
        t
    };
    // Round robin: 1-4 2-3 / 4-3 1-2 / 2-4 3-1; team 1's round-2 match with team 2 forfeited to team 1.
    let mut robin = setup(System::RoundRobin { double: false });
    robin.rounds.clear();
    robin.pair_round_robin().unwrap_or_else(|e| panic!("{e}"));
    for r in 1..=3u32 {
        for m in 0..2 {
            play(&mut robin, r, m, [Draw; 4]);
        }
    }
    robin.decide(2, 1, Some(Decision::ToFirst)).unwrap_or_else(|e| panic!("{e}"));
    let codes = parse_list("MPTS,SB:MP,DE").unwrap_or_default();
    let rows = rank(&record(&robin), &codes, Edition::Y2026);
    let team = |n: u32| rows.iter().find(|r| r.team == n).cloned().unwrap_or_else(|| panic!("{n}"));
    // Team 1: 4 MP (draw, forfeit win, draw); SB = draws against 4 and 3 (3 MP each x 1) + team 2 (2 MP x 2) = 3 + 4 + 3.
    assert_eq!((team(1).values[0].value, team(1).values[1].value), (4.0, 10.0));
    let forfeit = team(1).values[1].parts.iter().find(|p| p.round == 2).cloned();
    assert_eq!(forfeit.map(|p| (p.opponent, p.kind, p.value)), Some((Some(2), "forfeit win", 4.0)));
    // Swiss, the same forfeit: an unplayed round against a dummy with team 1's own score (2026: no more than team 2's).
    let mut swiss = setup(System::Swiss);
    play(&mut swiss, 1, 0, [Draw; 4]);
    play(&mut swiss, 1, 1, [Draw; 4]);
    swiss.add_round(&[(1, 2), (3, 4)], None, &[]).unwrap_or_else(|e| panic!("{e}"));
    play(&mut swiss, 2, 1, [Win; 4]);
    swiss.decide(2, 0, Some(Decision::ToFirst)).unwrap_or_else(|e| panic!("{e}"));
    let rows = rank(&record(&swiss), &parse_list("SB:MP").unwrap_or_default(), Edition::Y2026);
    let team = |n: u32| rows.iter().find(|r| r.team == n).cloned().unwrap_or_else(|| panic!("{n}"));
    // Team 1 (3 MP): round 1 drew team 2 (1 MP): 1 x 1; round 2 the dummy min(3, team 2's 1) x 2 = 2.
    assert_eq!(team(1).values[0].value, 3.0);
    let parts = team(1).values[0].parts.clone();
    assert_eq!(parts.iter().map(|p| (p.round, p.opponent, p.value)).collect::<Vec<_>>(), vec![(1, Some(2), 1.0), (2, Some(2), 2.0)]);
}

/// A nine-team Swiss paired round after round by C.04.6 through the model:
/// nobody meets twice, one bye a round and never twice to a team, the
/// teams of one club (capitals and edge spaces aside) never meet, an
/// absent team sits its round out; written as TRF and read back, the rules
/// and colours come back too, and the checker replays every round.
#[test]
fn a_swiss_paired_round_after_round() {
    use clubscore_engine::chess::colour::{Preferences, Side};
    use clubscore_engine::chess::tournament::{Apartness, KeepApart};
    use clubscore_engine::chess::{history, matches, pairing, swiss, transfer, trf};
    let mut t = event(System::Swiss, 9, 4);
    t.settings.rounds = 6;
    t.settings.preferences = Preferences::TypeB;
    t.teams[0].club = "Rook Club ".into();
    t.teams[1].club = "rook club".into();
    t.apart.push(KeepApart { who: Apartness::SameClub, rule: true, first: 1, last: u32::MAX });
    t.apart.push(KeepApart { who: Apartness::Chosen(vec![3, 4]), rule: false, first: 1, last: u32::MAX });
    let mut byes = Vec::new();
    for round in 1..=6u32 {
        let absent: Vec<u32> = if round == 3 { vec![9] } else { Vec::new() };
        let p = swiss::pair_next(&mut t, &absent, 7).unwrap_or_else(|e| panic!("round {round}: {e}"));
        assert!(!p.account.is_empty());
        let r = &t.rounds[round as usize - 1];
        let mut seen: Vec<u32> = r.matches.iter().flat_map(|m| [m.first, m.second]).chain(r.bye).collect();
        seen.sort_unstable();
        let mut want: Vec<u32> = (1..=9).filter(|x| !absent.contains(x)).collect();
        want.sort_unstable();
        assert_eq!(seen, want, "round {round}: everyone once");
        byes.extend(r.bye);
        // Results: the first-named wins the first two boards, the others drawn or lost by turns.
        for m in 0..r.matches.len() {
            let last = if (round as usize + m) % 2 == 0 { Draw } else { Loss };
            play(&mut t, round, m, [Win, Win, last, Loss]);
        }
    }
    // Check the round: each round is the one C.04.6 gives from the rounds before it.
    for round in 1..=6u32 {
        let said = swiss::check_round(&t, round);
        assert!(said.as_ref().is_ok_and(|s| s.starts_with(&format!("Round {round} is the pairing C.04.6 gives: "))), "{said:?}");
    }
    let mut changed = t.clone();
    let m = &mut changed.rounds[5].matches[0];
    (m.first, m.second) = (m.second, m.first);
    let said = swiss::check_round(&changed, 6);
    assert!(said.as_ref().is_err_and(|s| s.starts_with("Round 6 differs from the pairing C.04.6 gives now. Paired: ")), "{said:?}");
    assert!(swiss::check_round(&t, 7).is_err());
    assert_eq!(t.settings.initial_colour, Some(Side::Black), "drawn from the seed (odd: Black)");
    let mut sorted = byes.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), byes.len(), "no team had two byes: {byes:?}");
    let met: Vec<(u32, u32)> = t.rounds.iter().flat_map(|r| r.matches.iter().map(|m| (m.first.min(m.second), m.first.max(m.second)))).collect();
    let mut unique = met.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), met.len(), "nobody met twice");
    assert!(!met.contains(&(1, 2)), "the two Rook Club teams never met");
    // Through the report and back: the rules, the preferences and the initial colour; and the checker agrees with every round.
    let report = trf::write(&transfer::to_trf(&t));
    assert!(report.contains("260   1   6    1    2"), "{report}");
    assert!(report.contains("XXO team-soft-pairs 3 4"), "{report}");
    assert!(report.contains("192 FIDE_TEAM_TYPEB_MP_GP") && report.contains("152 B"));
    let read = trf::read(&report).unwrap_or_else(|e| panic!("{e}"));
    let back = transfer::from_trf(&read);
    assert_eq!((back.settings.preferences, back.settings.initial_colour), (Preferences::TypeB, Some(Side::Black)));
    // A 260 record names its last round: an open-ended rule comes back as ending with the tournament.
    let want: Vec<_> = swiss::groups(&t)
        .into_iter()
        .map(|mut g| {
            if g.rule {
                g.last = g.last.min(6);
            }
            g
        })
        .collect();
    assert_eq!(swiss::groups(&back), want);
    let rec = matches::record(&read);
    let rules = history::rules(&read);
    for round in 1..=6u32 {
        let teams = history::paired_in(&rec, round);
        let ours = pairing::pair(&history::setup(&rec, &rules, round, &teams, None)).unwrap_or_else(|e| panic!("{e}"));
        let mut got = ours.matches.clone();
        got.sort_unstable();
        assert_eq!((got, ours.bye), history::played_pairing(&rec, round), "round {round} replayed from the report");
    }
}

#[test]
fn a_rule_that_blocks_the_round_is_named_and_nothing_changes() {
    use clubscore_engine::chess::swiss;
    use clubscore_engine::chess::tournament::{Apartness, KeepApart};
    let mut t = event(System::Swiss, 2, 4);
    t.apart.push(KeepApart { who: Apartness::Chosen(vec![1, 2]), rule: true, first: 1, last: 3 });
    let before = t.clone();
    let Err(Refusal::NoPairing(refused)) = swiss::pair_next(&mut t, &[], 2) else { panic!("the round must be refused as unpairable") };
    assert!(
        refused.contains("No legal pairing")
            && refused.contains("Rules in force: teams 1, 2 kept apart (rule, rounds 1-3).")
            && refused.contains("Lifting any one of these alone lets the round through"),
        "{refused}"
    );
    assert_eq!(t.rounds, before.rounds);
}

/// A match still being played when the next round is paired: refused until
/// it is marked adjourned; then its unfinished games count as draws for the
/// pairing (and nowhere else).
#[test]
fn an_adjourned_match_pairs_as_draws() {
    use clubscore_engine::chess::swiss;
    use clubscore_engine::chess::tournament::record_for_pairing;
    let mut t = event(System::Swiss, 4, 4);
    swiss::pair_next(&mut t, &[], 0).unwrap_or_else(|e| panic!("{e}"));
    play(&mut t, 1, 0, [Win, Win, Draw, Loss]);
    // Match 2: boards 1 and 2 finished (1-1), boards 3 and 4 adjourned.
    t.set_result(1, 1, 1, Some(Win)).unwrap_or_else(|e| panic!("{e}"));
    t.set_result(1, 1, 2, Some(Loss)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(swiss::pair_next(&mut t, &[], 0).map(|_| ()), Err(Refusal::RoundOpen(1)));
    assert_eq!(t.adjourn(1, 0, true), Err(Refusal::NothingAdjourned), "match 1 is finished");
    t.adjourn(1, 1, true).unwrap_or_else(|e| panic!("{e}"));
    let for_pairing = record_for_pairing(&t);
    assert_eq!((for_pairing.results[0][&2].match_points, for_pairing.results[0][&2].game_points), (2, 4), "2-2 with the two unfinished games drawn");
    assert!(!record(&t).results[0].contains_key(&2), "the standings still wait for the result");
    swiss::pair_next(&mut t, &[], 0).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.rounds.len(), 2);
}

/// Random team Swisses (5 to 16 teams, up to 9 rounds, random results, a
/// forfeited match now and then, an absent team, a withdrawal): every round
/// pairs every team present once, no two teams meet twice over the board,
/// no team has the bye twice or after a forfeit win; when no legal pairing
/// is left the refusal says so and nothing changes.
#[test]
fn random_swisses_keep_the_absolute_criteria() {
    use clubscore_engine::chess::swiss;
    let mut sequence = clubscore_engine::sequence::Sequence(0xC0FF_EE12_3456_789Bu64);
    let mut next = |below: u64| sequence.next(below);
    let mut rounds_paired = 0;
    for case in 0..40 {
        let n = 5 + next(12) as u32;
        let mut t = event(System::Swiss, n, 4);
        t.settings.rounds = 9;
        let mut byes: Vec<u32> = Vec::new();
        let mut forfeit_winners: Vec<u32> = Vec::new();
        for round in 1..=9u32 {
            if round == 4 && n > 8 {
                t.withdraw(n, Some(4)).unwrap_or_else(|e| panic!("{e}"));
            }
            let absent: Vec<u32> = if round == 3 { vec![1 + next(n as u64 - 1) as u32] } else { Vec::new() };
            let before = t.clone();
            match swiss::pair_next(&mut t, &absent, case) {
                Ok(p) => {
                    assert!(!p.account.iter().any(|l| l.contains("search limit")), "case {case} round {round}: {:?}", p.account);
                    rounds_paired += 1;
                }
                Err(e) => {
                    assert!(matches!(&e, Refusal::NoPairing(why) if why.contains("No legal pairing")), "case {case} round {round}: {e}");
                    assert_eq!(t, before);
                    break;
                }
            }
            let r = t.rounds[round as usize - 1].clone();
            let mut seen: Vec<u32> = r.matches.iter().flat_map(|m| [m.first, m.second]).chain(r.bye).collect();
            seen.sort_unstable();
            let want: Vec<u32> = t.teams.iter().filter(|x| x.withdrawn.is_none_or(|w| round < w) && !absent.contains(&x.id)).map(|x| x.id).collect();
            assert_eq!(seen, want, "case {case} round {round}");
            if let Some(b) = r.bye {
                assert!(!byes.contains(&b) && !forfeit_winners.contains(&b), "case {case} round {round}: bye to {b}");
                byes.push(b);
            }
            for m in 0..r.matches.len() {
                if next(12) == 0 {
                    let to_first = next(2) == 0;
                    t.decide(round, m, Some(if to_first { Decision::ToFirst } else { Decision::ToSecond })).unwrap_or_else(|e| panic!("{e}"));
                    forfeit_winners.push(if to_first { r.matches[m].first } else { r.matches[m].second });
                    continue;
                }
                let results: [BoardResult; 4] = std::array::from_fn(|_| [Win, Draw, Loss][next(3) as usize]);
                play(&mut t, round, m, results);
            }
        }
        let played: Vec<(u32, u32)> =
            t.rounds.iter().flat_map(|r| r.matches.iter().filter(|m| m.decision.is_none()).map(|m| (m.first.min(m.second), m.first.max(m.second)))).collect();
        let mut unique = played.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), played.len(), "case {case}: a rematch over the board");
    }
    assert!(rounds_paired > 200, "{rounds_paired} rounds paired");
}

/// An accelerated first round (C.04.7, TRF 250): teams 1 and 2 start with a
/// fictitious match point, so they form the top bracket and meet (1-2, 3-4
/// instead of 1-3, 2-4); the point is for the pairing only, and the colours
/// still go by the standings' scores (4.2).
#[test]
fn accelerated_rounds_change_the_brackets_only() {
    use clubscore_engine::chess::swiss;
    use clubscore_engine::chess::trf::Acceleration;
    let mut plain = event(System::Swiss, 4, 4);
    swiss::pair_next(&mut plain, &[], 0).unwrap_or_else(|e| panic!("{e}"));
    let pairs = |t: &Tournament| -> Vec<(u32, u32)> { t.rounds[0].matches.iter().map(|m| (m.first.min(m.second), m.first.max(m.second))).collect() };
    assert_eq!(pairs(&plain), vec![(1, 3), (2, 4)]);
    let mut fast = event(System::Swiss, 4, 4);
    fast.settings.accelerations.push(Acceleration { match_points: 2, game_points: 0, first_round: 1, last_round: 1, first_id: 1, last_id: 2 });
    let p = swiss::pair_next(&mut fast, &[], 0).unwrap_or_else(|e| panic!("{e}"));
    let mut got = pairs(&fast);
    got.sort_unstable();
    assert_eq!(got, vec![(1, 2), (3, 4)]);
    assert!(p.account.iter().any(|l| l.contains("Bracket 1: score 1, teams 1, 2")), "{:?}", p.account);
    assert_eq!(record(&fast).results.len(), 0, "no result yet, and no point given");
    // Written to the report and read back.
    let back = clubscore_engine::chess::transfer::from_trf(&clubscore_engine::chess::transfer::to_trf(&fast));
    assert_eq!(back.settings.accelerations, fast.settings.accelerations);
}

/// A tournament is plain data: stored as JSON and read back, it is the same
/// (every setting, team, line-up, result, decision and rule).
#[test]
fn a_tournament_keeps_through_json() {
    use clubscore_engine::chess::swiss;
    use clubscore_engine::chess::tournament::{Apartness, KeepApart};
    let mut t = event(System::Swiss, 5, 5);
    t.apart.push(KeepApart { who: Apartness::Chosen(vec![1, 2]), rule: false, first: 2, last: 4 });
    swiss::pair_next(&mut t, &[], 3).unwrap_or_else(|e| panic!("{e}"));
    play(&mut t, 1, 0, [Win, Draw, Loss, Draw]);
    t.decide(1, 1, Some(Decision::Neither)).unwrap_or_else(|e| panic!("{e}"));
    let text = serde_json::to_string(&t).unwrap_or_default();
    let back: Tournament = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back, t);
    assert_eq!(record(&back), record(&t));
}

/// Boards per match: 1 to 20, chosen before round 1 and fixed once it is paired.
#[test]
fn the_number_of_boards_is_fixed_by_round_1() {
    let mut t = event(System::Swiss, 4, 6);
    assert_eq!(t.set_boards(0), Err(Refusal::BoardCount));
    assert_eq!(t.set_boards(21).map_err(|e| e.to_string()), Err("A match has 1 to 20 boards.".into()));
    assert_eq!(t.set_boards(6), Ok(()));
    assert_eq!(t.settings.boards, 6);
    t.add_round(&[(1, 2), (3, 4)], None, &[]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.set_boards(4).map_err(|e| e.to_string()), Err("Round 1 is paired: the number of boards is fixed.".into()));
    assert_eq!(t.settings.boards, 6);
}

/// Record 192 as FIDE's tools read it: a round robin is `FIDE_TEAM_ROUNDROBIN`
/// (or `_DOUBLEROUNDROBIN`), not a code of our own; a Swiss without a
/// secondary score is `…_MP`; and both come back from the report as they went.
#[test]
fn the_tournament_type_is_written_in_fides_codes_and_read_back() {
    use clubscore_engine::chess::{history, transfer, trf};
    for (double, code) in [(false, "192 FIDE_TEAM_ROUNDROBIN\n"), (true, "192 FIDE_TEAM_DOUBLEROUNDROBIN\n")] {
        let mut t = event(System::RoundRobin { double }, 4, 4);
        t.pair_round_robin().unwrap_or_else(|e| panic!("{e}"));
        let report = trf::write(&transfer::to_trf(&t));
        assert!(report.contains(code), "{report}");
        let back = transfer::from_trf(&trf::read(&report).unwrap_or_else(|e| panic!("{e}")));
        assert_eq!(back.settings.system, System::RoundRobin { double });
    }
    let mut t = event(System::Swiss, 4, 4);
    t.settings.secondary = false;
    let report = trf::write(&transfer::to_trf(&t));
    assert!(report.contains("192 FIDE_TEAM_TYPEA_MP\n"), "{report}");
    let read = trf::read(&report).unwrap_or_else(|e| panic!("{e}"));
    assert!(!history::rules(&read).secondary);
    assert!(!transfer::from_trf(&read).settings.secondary);
    // A plain FIDE_TEAM is Type A (it was read as no preferences).
    let plain = report.replace("192 FIDE_TEAM_TYPEA_MP\n", "192 FIDE_TEAM\n");
    let rules = history::rules(&trf::read(&plain).unwrap_or_else(|e| panic!("{e}")));
    assert_eq!((rules.preferences, rules.secondary), (clubscore_engine::chess::colour::Preferences::TypeA, true));
}

/// Without a secondary score (192 `…_MP`), teams level on match points are
/// not told apart by game points when the pairing orders them.
#[test]
fn without_a_secondary_score_game_points_do_not_order_the_pairing() {
    use clubscore_engine::chess::{history, matches, trf};
    let mut t = event(System::Swiss, 4, 4);
    t.add_round(&[(1, 2), (3, 4)], None, &[]).unwrap_or_else(|e| panic!("{e}"));
    play(&mut t, 1, 0, [Win, Win, Draw, Loss]);
    play(&mut t, 1, 1, [Win, Win, Win, Draw]);
    let text = trf::write(&clubscore_engine::chess::transfer::to_trf(&t));
    let secondary = |code: &str| {
        let report = trf::read(&text.replace("192 FIDE_TEAM_TYPEA_MP_GP\n", code)).unwrap_or_else(|e| panic!("{e}"));
        let setup = history::setup(&matches::record(&report), &history::rules(&report), 2, &[1, 2, 3, 4], None);
        setup.entrants.iter().map(|e| (e.tpn, e.secondary)).collect::<Vec<_>>()
    };
    // Game points in halves after round 1: 1 and 3 won (5 and 7 halves), 2 and 4 lost (3 and 1).
    assert_eq!(secondary("192 FIDE_TEAM_TYPEA_MP_GP\n"), vec![(1, 5), (2, 3), (3, 7), (4, 1)]);
    assert_eq!(secondary("192 FIDE_TEAM_TYPEA_MP\n"), vec![(1, 0), (2, 0), (3, 0), (4, 0)]);
}

/// A 299 record with a type says what that kind of result is worth for the
/// teams it names (all teams when it names none), in its round (000: every
/// round): one record per kind, each applied to its teams only.
#[test]
fn typed_299_records_apply_to_their_kind_round_and_teams() {
    use clubscore_engine::chess::tournament::Decision;
    use clubscore_engine::chess::{matches, transfer, trf};
    // Round 1: 1 beats 2, 3 and 4 draw, 5 and 6 by forfeit (to 5), 7 has a full-point bye, 8 a half-point, 9 is absent (zero).
    let mut t = event(System::Swiss, 9, 4);
    t.add_round(&[(1, 2), (3, 4), (5, 6)], None, &[9]).unwrap_or_else(|e| panic!("{e}"));
    t.rounds[0].full_point.push(7);
    t.rounds[0].half_point.push(8);
    play(&mut t, 1, 0, [Win, Win, Draw, Loss]);
    play(&mut t, 1, 1, [Draw; 4]);
    t.decide(1, 2, Some(Decision::ToFirst)).unwrap_or_else(|e| panic!("{e}"));
    let text = trf::write(&transfer::to_trf(&t));
    let mp = |extra: &str| -> Vec<(u32, i32)> {
        let report = trf::read(&format!("{text}{extra}")).unwrap_or_else(|e| panic!("{e}"));
        let record = matches::record(&report);
        (1..=9).map(|team| (team, record.score_after(team, clubscore_engine::chess::record::Points::Match, 1))).collect()
    };
    // As scored (2/1/0 in halves: 4, 2, 0): 1 won, 2 lost, 3 and 4 drew, 5 won by forfeit, 6 lost by forfeit, 7 a full-point bye, 8 a half, 9 nothing.
    assert_eq!(mp(""), vec![(1, 4), (2, 0), (3, 2), (4, 2), (5, 4), (6, 0), (7, 4), (8, 2), (9, 0)]);
    // Each kind for one team, in round 1 or every round; the others untouched.
    // Columns as TRF-2026 has them: type 5, match points 8-11, game points 14-17, round 20-22, teams from 24.
    let line = |kind: char, mp: &str, gp: &str, round: &str, team: &str| format!("299 {kind}  {mp:>4}  {gp:>4}  {round} {team:>4}\n");
    let cases: [(String, u32, i32); 8] = [
        (line('W', "3.0", "9.0", "001", "1"), 1, 6),
        (line('L', "1.0", "1.0", "000", "2"), 2, 2),
        (line('D', "0.5", "2.0", "001", "4"), 4, 1),
        (line('+', "1.0", "4.0", "001", "5"), 5, 2),
        (line('-', "-1.0", "0.0", "000", "6"), 6, -2),
        (line('F', "1.0", "2.0", "001", "7"), 7, 2),
        (line('H', "0.0", "0.0", "001", "8"), 8, 0),
        (line('Z', "0.5", "1.0", "   ", "9"), 9, 1),
    ];
    for (line, team, want) in &cases {
        let (team, want) = (*team, *want);
        let got = mp(line);
        for (t, points) in got {
            let expected = if t == team { want } else { mp("")[t as usize - 1].1 };
            assert_eq!(points, expected, "{line}team {t}");
        }
    }
    // A record for another round, or for another kind of result, changes nothing.
    assert_eq!(mp(&line('W', "3.0", "9.0", "002", "1")), mp(""));
    assert_eq!(mp(&line('L', "3.0", "9.0", "001", "1")), mp(""));
    // No team named: every team with that result (3 and 4 drew).
    let drawn = mp(&line('D', "1.5", "4.0", "001", ""));
    assert_eq!((drawn[2].1, drawn[3].1), (3, 3));
    // The tournament keeps the rule: read into it and written back, the points are the same.
    let report = trf::read(&format!("{text}{}", line('-', "-1.0", "0.0", "000", "6"))).unwrap_or_else(|e| panic!("{e}"));
    let back = transfer::from_trf(&report);
    assert_eq!(record(&back).score_after(6, clubscore_engine::chess::record::Points::Match, 1), -2);
    assert!(trf::write(&transfer::to_trf(&back)).contains("299 -"), "written back");
}

/// SSSC's normalising factor in a 4-round, 10-board event: 8 match points
/// over 10 game points comes to 0. We take 1, and say so; /K<n> chooses.
#[test]
fn sssc_with_a_factor_that_comes_to_zero_is_said() {
    use clubscore_engine::chess::tiebreak::{parse_list, sssc_factor, warnings};
    let mut t = event(System::Swiss, 4, 10);
    t.settings.rounds = 4;
    t.settings.boards = 10;
    let r = record(&t);
    assert_eq!(sssc_factor(&r), (1, true));
    let codes = parse_list("MPTS,SSSC").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        warnings(&r, &codes),
        vec!["SSSC: the normalising factor (highest primary score 8.0 over the highest secondary score of one match 10.0) comes to 0; C.07 13.4.2 b does not say what then: taken as 1 (give SSSC/K<n> to choose)".to_string()]
    );
    assert_eq!(warnings(&r, &parse_list("MPTS,SSSC/K2").unwrap_or_default()), Vec::<String>::new());
    // Eleven rounds of four boards: 22 over 4 is 5, nothing to say.
    let mut t = event(System::Swiss, 4, 4);
    t.settings.rounds = 11;
    assert_eq!(sssc_factor(&record(&t)), (5, false));
    assert_eq!(warnings(&record(&t), &codes), Vec::<String>::new());
}

/// Team numbers… (the seed's "Correcting the order of the teams"): Exchange
/// only between teams of the same team rating; Regenerate by rating,
/// teams of equal rating keeping their order; both as logged commands.
#[test]
fn team_numbers_exchanged_and_regenerated() {
    use clubscore_engine::chess::command::{apply, Command, Renumbering};
    let mut t = event(System::Swiss, 4, 4);
    t.settings.rating_rule = RatingRule::Typed;
    for (team, rating) in t.teams.iter_mut().zip([2000, 2100, 2000, 1900]) {
        team.rating = Some(rating);
    }
    let ids: Vec<u32> = t.teams.iter().map(|x| x.id).collect();
    let (a, b, c, d) = (ids[0], ids[1], ids[2], ids[3]);
    assert!(!t.numbers_follow_ratings());
    assert_eq!(t.regenerated(), vec![b, a, c, d], "A before C: equal ratings keep their order");
    assert_eq!(t.exchanged(a, c), Ok(vec![c, b, a, d]));
    assert_eq!(t.exchanged(a, b), Err(Refusal::ExchangeNeedsEqualRatings));
    let exchange = |order: Vec<u32>| Command::Renumber { order, how: Renumbering::Exchange };
    let mut refused = t.clone();
    assert_eq!(apply(&mut refused, &exchange(vec![b, a, c, d])), Err(Refusal::ExchangeNeedsEqualRatings));
    assert_eq!(apply(&mut refused, &exchange(vec![c, a, b, d])), Err(Refusal::ExchangeNeedsEqualRatings), "three teams moved is no exchange");
    assert_eq!(refused, t, "a refusal changes nothing");
    assert_eq!(apply(&mut t, &exchange(vec![c, b, a, d])), Ok(()));
    assert_eq!(t.teams.iter().map(|x| (x.name.as_str(), x.number)).collect::<Vec<_>>(), vec![("Team 3", 1), ("Team 2", 2), ("Team 1", 3), ("Team 4", 4)]);
    let order = t.regenerated();
    assert_eq!(apply(&mut t, &Command::Renumber { order, how: Renumbering::Regenerate }), Ok(()));
    assert_eq!(t.teams.iter().map(|x| x.name.as_str()).collect::<Vec<_>>(), vec!["Team 2", "Team 3", "Team 1", "Team 4"]);
    assert!(t.numbers_follow_ratings());
}
