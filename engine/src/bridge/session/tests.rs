use super::*;
use crate::bridge::board::Seat;
use crate::bridge::ranking_text::ranking_text;
use crate::event::{EntryId, Format};

fn howell_event() -> Event {
    let mut e = Event::new("e1".into(), "Howell", Format::BridgePairs, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
    let spec = MovementSpec::plain(Kind::Howell, 6, 2);
    set_up(&mut e, BridgeSetup { movement: spec, scoring: ScoringSpec::default(), teams: None }).unwrap_or_else(|x| unreachable!("{x}"));
    e
}

/// Five teams, all play all in four rounds of two boards (EW down two, boards down one).
fn teams_event() -> Event {
    let mut e = Event::new("t1".into(), "Teams", Format::BridgeMultipleTeams, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
    let spec = MovementSpec::plain(Kind::Teams, 5, 2);
    set_up(&mut e, BridgeSetup { movement: spec, scoring: ScoringSpec::default(), teams: Some(TeamsScoring::ClubVp) }).unwrap_or_else(|x| unreachable!("{x}"));
    e
}

/// The results chart: teams that score their own matches give the scorer
/// their slips. A match counts once the two slips tally (club scale, 2
/// boards: 23-11 is 17-3 VPs), waits while only one is in, is held while
/// they differ until the scorer settles it, and gives way to its boards
/// once they are entered; its boards are not awaited meanwhile.
#[test]
fn matches_scored_from_the_teams_slips() {
    use crate::bridge::teams_results::{Slips, Unit};
    let mut e = teams_event();
    let round_of = |e: &Event, h: u32, a: u32| team_matches(e).into_iter().find(|m| (m.home, m.away) == (h, a)).map(|m| m.round).unwrap_or(0);
    let slip = |e: &mut Event, home: u32, away: u32, team: u32, imps_for: u32, imps_against: u32| {
        let round = round_of(e, home, away);
        let le = LogEntry {
            id: EntryId { device: "desk".into(), seq: e.next_seq("desk") },
            at: 1,
            role: Role::Scorer,
            action: Action::Game(Command::MatchSlip { round, home, away, team, imps_for, imps_against }),
            supersedes: None,
            why: None,
        };
        e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
    };
    let find = |e: &Event, h: u32, a: u32| team_matches(e).into_iter().find(|m| (m.home, m.away) == (h, a)).unwrap_or_else(|| unreachable!());
    let awaited = |e: &Event| missing(e).iter().map(|m| m.1).sum::<usize>();
    let before = awaited(&e);
    slip(&mut e, 1, 3, 1, 23, 11);
    assert_eq!(find(&e, 1, 3).slips, Slips::One { team: 1 });
    assert!(!find(&e, 1, 3).counts());
    slip(&mut e, 1, 3, 3, 11, 23);
    let m = find(&e, 1, 3);
    assert_eq!((m.slips.clone(), m.home_imps, m.away_imps, m.home_vp, m.away_vp), (Slips::Agreed, 23, 11, 1700, 300));
    assert_eq!(awaited(&e), before - 4, "the match's two boards at its two tables are not awaited");
    let one = team_standings(&e).into_iter().find(|t| t.team == 1).unwrap_or_else(|| unreachable!());
    assert_eq!((one.played, one.vp, one.imps_for, one.imps_against), (1, 1700, 23, 11));
    // Slips that do not tally: held, then settled by the scorer.
    slip(&mut e, 2, 4, 2, 10, 5);
    slip(&mut e, 2, 4, 4, 6, 10);
    assert_eq!(find(&e, 2, 4).slips, Slips::Differ { home_says: (10, 5, Unit::Imps), away_says: (10, 6, Unit::Imps) });
    assert!(team_standings(&e).iter().all(|t| t.team != 2 || t.played == 0), "held, not counted");
    slip(&mut e, 2, 4, 0, 10, 6);
    assert_eq!((find(&e, 2, 4).slips, find(&e, 2, 4).home_imps), (Slips::Agreed, 10));
    // Slips that give the match's VPs: 14.27-5.73 from both sides counts as those VPs (its IMPs unknown).
    let vps = |e: &mut Event, home: u32, away: u32, team: u32, vps_for: u32, vps_against: u32| {
        let round = round_of(e, home, away);
        let le = LogEntry {
            id: EntryId { device: "desk".into(), seq: e.next_seq("desk") },
            at: 1,
            role: Role::Scorer,
            action: Action::Game(Command::MatchVps { round, home, away, team, vps_for, vps_against }),
            supersedes: None,
            why: None,
        };
        e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
    };
    let two = |e: &Event| team_standings(e).into_iter().find(|t| t.team == 2).map(|t| (t.played, t.vp)).unwrap_or_default();
    let before = two(&e);
    vps(&mut e, 1, 2, 1, 1427, 573);
    vps(&mut e, 1, 2, 2, 573, 1427);
    let m = find(&e, 1, 2);
    assert_eq!((m.slips, m.by_vps, m.home_vp, m.away_vp, m.home_imps), (Slips::Agreed, true, 1427, 573, 0));
    assert_eq!(two(&e), (before.0 + 1, before.1 + 573));
    // One slip in IMPs, the other in VPs: held until the scorer settles it, in either.
    slip(&mut e, 3, 5, 3, 12, 2);
    vps(&mut e, 3, 5, 5, 500, 1500);
    assert_eq!(find(&e, 3, 5).slips, Slips::Differ { home_says: (12, 2, Unit::Imps), away_says: (1500, 500, Unit::Vps) });
    vps(&mut e, 3, 5, 0, 1500, 500);
    assert_eq!((find(&e, 3, 5).slips, find(&e, 3, 5).home_vp), (Slips::Agreed, 1500));
    // The boards of 1 v 3 entered later replace its slips.
    let legs: Vec<(u32, u32, u32)> = e
        .schedule
        .rounds
        .iter()
        .flat_map(|r| &r.sittings)
        .filter(|s| [(1, Some(3)), (3, Some(1))].contains(&(s.home, s.away)))
        .map(|s| (s.boards[0], s.home, s.away.unwrap_or(0)))
        .collect();
    assert_eq!(legs.len(), 2);
    assert_eq!(legs[0].0, legs[1].0, "both legs on the same board");
    for &(b, ns, ew) in &legs {
        add(&mut e, b, ns, ew, ResultEntry::Score { ns: 420 });
    }
    let m = find(&e, 1, 3);
    assert_eq!((m.scored.len(), m.home_imps, m.away_imps), (1, 0, 0), "NS +420 at both tables: a flat board, the slips set aside");
}

/// Results entered as bare scores (the slips give no contract) are
/// exported without a contract, in PBN and USEBIO, and read back the same.
#[test]
fn bare_scores_export_without_contracts_and_read_back() {
    use crate::formats::{pbn, usebio};
    let mut e = howell_event();
    let sittings: Vec<(u32, u32, u32)> = e.schedule.rounds[0].sittings.iter().map(|s| (s.boards[0], s.home, s.away.unwrap_or(0))).collect();
    for (i, &(board, ns, ew)) in sittings.iter().enumerate() {
        let entry = if i == 0 {
            ResultEntry::Played { contract: "4S".into(), declarer: Some(Seat::N), tricks: 10, lead: None }
        } else {
            ResultEntry::Score { ns: [420, -50, 110][i % 3] }
        };
        assert!(check_entry(&e, board, ns, ew, &entry).is_ok(), "{entry:?}");
        let le = result_entry(&e, "d", 1, Role::Scorer, board, ns, ew, entry, None);
        e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
    }
    let t = travellers(&e);
    let scored = score(&e);
    let lines = |t: &crate::bridge::traveller::Travellers| {
        t.boards.iter().flat_map(|b| b.results.iter().map(|r| (b.number, r.ns, r.ew, r.contract.map(|c| c.to_string()), r.outcome.clone()))).collect::<Vec<_>>()
    };
    let written = pbn::write_session(&t, &scored, crate::formats::print::Print::default());
    assert!(written.contains(" - - - \"-50\" -"), "a bare score has no contract, declarer or tricks: {written}");
    let back = pbn::read_session(written.as_bytes()).unwrap_or_default();
    assert_eq!(lines(&back), lines(&t));
    let players = |_: u32, _: crate::bridge::pairs::Direction| Vec::new();
    let info = usebio::EventInfo { club_name: "Club", club_id: "1", description: "Howell", date: "2026-11-29", players: &players };
    let xml = usebio::write_pairs(&info, &t, &scored, Default::default());
    assert_eq!(xml.matches("<CONTRACT>").count(), 1, "only the one result given with its contract");
    let back = usebio::read_session(xml.as_bytes()).unwrap_or_default();
    assert_eq!(lines(&back), lines(&t));
}

/// A movement changed after results: every result stays with its pairs
/// and board; those the new movement does not schedule are listed, and
/// the change is a note in the log.
#[test]
fn the_movement_changes_after_results_and_nothing_is_lost() {
    let mitchell =
        |shared| BridgeSetup { movement: MovementSpec { shared, ..MovementSpec::plain(Kind::Mitchell, 3, 2) }, scoring: ScoringSpec::default(), teams: None };
    let mut e = Event::new("m1".into(), "Mitchell", crate::event::Format::BridgePairs, "2026-11-30", 0).unwrap_or_else(|x| unreachable!("{x}"));
    set_up(&mut e, mitchell(false)).unwrap_or_else(|x| unreachable!("{x}"));
    // Round 1: table 1 (NS 1 v EW 4) boards 1-2, table 2 (NS 2 v EW 5) boards 3-4.
    for (board, ns, ew) in [(1, 1, 4), (2, 1, 4), (3, 2, 5)] {
        let le = result_entry(&e, "d", 1, Role::Scorer, board, ns, ew, ResultEntry::Score { ns: 420 }, None);
        e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
    }
    assert_eq!(set_up(&mut e.clone(), mitchell(true)).map(|_| ()), Err(SetupError::ResultsExist(3)));
    // Shared boards: in round 1 every table plays boards 1-2, so NS 2 v EW 5 no longer plays board 3.
    let (m, misfits) = change_movement(&mut e, mitchell(true), false, "d", 2).unwrap_or_else(|x| panic!("{x}"));
    assert!(m.duplicated);
    assert_eq!(misfits, vec![Warning::NotScheduled { board: 3, ns: 2, ew: 5 }]);
    assert_eq!(current(&e).len(), 3, "every result is still there");
    assert_eq!(misfits_text(&e), "NS 2 and EW 5 are not scheduled to play board 3 against each other");
    let Some(Action::Note { text }) = e.log.last().map(|x| &x.action) else { return assert!(false, "a note") };
    assert_eq!(text, "Movement changed: 3 rounds, boards 1 to 6; not in it: NS 2 and EW 5 are not scheduled to play board 3 against each other");
    // Back to the moving Mitchell: everything fits again.
    let (_, misfits) = change_movement(&mut e, mitchell(false), false, "d", 3).unwrap_or_else(|x| panic!("{x}"));
    assert!(misfits.is_empty());
}

fn misfits_text(e: &Event) -> String {
    misfits(e).iter().map(|w| w.to_string()).collect::<Vec<_>>().join("; ")
}

/// Names pasted as the club keeps them: a recap's `1 N ...` lines for a Mitchell, a plain list.
#[test]
fn names_pasted_as_lines() {
    let mut e = Event::new("n".into(), "Names", crate::event::Format::BridgePairs, "2026-11-30", 0).unwrap_or_else(|x| unreachable!("{x}"));
    let spec = MovementSpec::plain(Kind::Mitchell, 3, 2);
    set_up(&mut e, BridgeSetup { movement: spec, scoring: ScoringSpec::default(), teams: None }).unwrap_or_else(|x| unreachable!("{x}"));
    assert_eq!(
        names_from_lines(&mut e, "1 N Judy & David Taub\n2 n Joanne Hennessy & Veets Veitas\n\n1 E Kaj Wilson & Ellen Dockser\n3 EW Kathy Curtiss\n"),
        Ok(4)
    );
    let names: Vec<String> = (1..=6).map(|p| e.participant_name(p)).collect();
    assert_eq!(names, ["Judy & David Taub", "Joanne Hennessy & Veets Veitas", "Pair 3", "Kaj Wilson & Ellen Dockser", "Pair 5", "Kathy Curtiss"]);
    // A plain list names 1, 2, ... in order.
    assert_eq!(names_from_lines(&mut e, "Ann & Bob\nCora & Dan"), Ok(2));
    assert_eq!((e.participant_name(1), e.participant_name(2)), ("Ann & Bob".to_string(), "Cora & Dan".to_string()));
    // A line that cannot be read is named, and nothing changes.
    let before = e.clone();
    assert_eq!(names_from_lines(&mut e, "1 N Zed\n9 N Nobody"), Err("line 2: there is no pair or team 9".into()));
    assert_eq!(names_from_lines(&mut e, "4"), Err("line 1: The name is empty. Type a name.".into()));
    assert_eq!(e, before);
    // One beyond the list is added.
    assert_eq!(names_from_lines(&mut e, "7 Late Pair"), Ok(1));
    assert_eq!(e.participant_name(7), "Late Pair");
}

#[test]
fn a_teams_match_compares_the_two_legs_and_gives_vps() {
    let mut e = teams_event();
    assert_eq!(TeamsScoring::suggested(5), TeamsScoring::WbfVp);
    assert_eq!(TeamsScoring::suggested(8), TeamsScoring::TotalImps);
    let matches = team_matches(&e);
    assert_eq!(matches.len(), 10, "five teams all play all");
    assert!(matches.iter().all(|m| m.boards.len() == 2));
    // Team 1 v team 3 (round 1: 1's NS v 3's EW at table 1, boards 1-2).
    let m13 = matches.iter().find(|m| (m.home, m.away) == (1, 3)).cloned().unwrap_or_else(|| unreachable!());
    assert_eq!(m13.boards, vec![1, 2]);
    // Board 1: 1's NS makes 4S (+420, not vulnerable); at the other table 3's NS goes 4S-1 (-50): 470 = 10 IMPs to team 1.
    // Board 2: 1's NS +110 (2S+0... 2H=) and 3's NS +140: -30 = 1 IMP to team 3.
    add(&mut e, 1, 1, 3, played("4S", Seat::N, 10));
    add(&mut e, 1, 3, 1, played("4S", Seat::N, 9));
    add(&mut e, 2, 1, 3, played("2H", Seat::S, 8));
    add(&mut e, 2, 3, 1, played("3H", Seat::S, 9));
    let m13 = team_matches(&e).into_iter().find(|m| (m.home, m.away) == (1, 3)).unwrap_or_else(|| unreachable!());
    assert_eq!(m13.scored, vec![(1, 10), (2, -1)]);
    assert_eq!((m13.home_imps, m13.away_imps), (10, 1));
    // Two boards on the club scale: 9 IMPs is 16-4.
    assert_eq!((m13.home_vp, m13.away_vp), (1600, 400));
    assert!(m13.complete());
    let table = team_standings(&e);
    assert_eq!((table[0].team, table[0].vp, table[0].rank.as_str()), (1, 1600, "1"));
    assert_eq!((table[1].team, table[1].vp), (3, 400));
    // Ladder: team 1 +10 (capped 9: 4 points) and -1 (1.78): 5.78 of 8 = 72.22 %; team 3 the rest.
    let ladder = team_ladder(&e);
    assert_eq!(ladder.len(), 2);
    assert!((ladder[0].1 - 100.0 * (36.0 + 16.0) / 72.0).abs() < 1e-9, "{ladder:?}");
    assert!((ladder[1].1 - 100.0 * (0.0 + 20.0) / 72.0).abs() < 1e-9, "{ladder:?}");
}

/// Point-a-board: a board is won by any net score (ten points: no IMP, but
/// 2 points), halved when the rooms net nothing; a team ranks on its points,
/// shown whole in the standings, the ranking and the files; a match scored
/// from its teams' slips takes their figures as its points.
#[test]
fn a_point_a_board_match_and_its_slips() {
    use crate::formats::usebio;
    let mut e = teams_event();
    if let Some(b) = e.setup.as_mut() {
        b.teams = Some(TeamsScoring::PointABoard);
    }
    // Board 1: 1's NS 3NT+1 (+430), 3's NS 4S= (+420): 10 points to team 1. Board 2: +110 in both rooms.
    add(&mut e, 1, 1, 3, played("3NT", Seat::N, 10));
    add(&mut e, 1, 3, 1, played("4S", Seat::N, 10));
    add(&mut e, 2, 1, 3, played("2H", Seat::S, 8));
    add(&mut e, 2, 3, 1, played("2H", Seat::S, 8));
    let report = teams_report(&e);
    let m = report.matches.iter().find(|m| (m.home, m.away) == (1, 3)).cloned().unwrap_or_else(|| unreachable!());
    assert_eq!((m.scored.clone(), m.points.clone()), (vec![(1, 0), (2, 0)], vec![2, 1]));
    assert_eq!((m.home_imps, m.away_imps, m.home_vp, m.away_vp), (0, 0, 300, 100));
    let shown: Vec<(u32, String, String)> = report.standings.iter().map(|s| (s.team, report.total(s), s.rank.clone())).collect();
    assert_eq!(shown, vec![(1, "3".to_string(), "1".to_string()), (3, "1".to_string(), "2".to_string())]);
    assert!(
        ranking_text(&e).contains("   1   1 Team 1                              3 points\n   2   3 Team 3                               1 point\n"),
        "{}",
        ranking_text(&e)
    );
    // The results page and the USEBIO say points, whole, and each board's.
    let page = crate::formats::html::teams_results_page("Teams", "2026-11-29", &report, &|t| e.participant_name(t));
    assert!(
        page.contains("<th>Points</th>") && page.contains(": 0–0 IMPs, 3–1 points</h3>") && page.contains("<td>+430</td><td>4S N</td><td>+420</td><td>2</td>"),
        "{page}"
    );
    let members = |t: u32, _| e.pair_members(t);
    let info = usebio::EventInfo { club_name: "Club", club_id: "", description: &e.name, date: &e.date, players: &members };
    let xml = usebio::write_teams(&info, &|t| e.participant_name(t), &report, false);
    assert!(xml.contains("<BOARD_SCORING_METHOD>PAB</BOARD_SCORING_METHOD>\n    <MATCH_SCORING_METHOD>PAB</MATCH_SCORING_METHOD>"), "{xml}");
    assert!(xml.contains("<TEAM_SCORE>3</TEAM_SCORE>\n      <OPPOSING_TEAM_SCORE>1</OPPOSING_TEAM_SCORE>"), "{xml}");
    assert!(
        xml.contains("<BOARD_NUMBER>2</BOARD_NUMBER>\n        <TEAM_POINTS>1</TEAM_POINTS>\n        <OPPOSING_TEAM_POINTS>1</OPPOSING_TEAM_POINTS>"),
        "{xml}"
    );
    // Read back, it is scored point-a-board again.
    assert_eq!(usebio::read_session(xml.as_bytes()).ok().and_then(|r| r.match_scoring), Some(TeamsScoring::PointABoard));
    // Slips of a match with no boards: agreed at 1 to 3, its points.
    for (team, gained, lost) in [(2, 1, 3), (4, 3, 1)] {
        let round = team_matches(&e).iter().find(|m| (m.home, m.away) == (2, 4)).map_or(0, |m| m.round);
        let action = Action::Game(Command::MatchSlip { round, home: 2, away: 4, team, imps_for: gained, imps_against: lost });
        let le = LogEntry { id: EntryId { device: "desk".into(), seq: e.next_seq("desk") }, at: 1, role: Role::Scorer, action, supersedes: None, why: None };
        e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
    }
    let m = team_matches(&e).into_iter().find(|m| (m.home, m.away) == (2, 4)).unwrap_or_else(|| unreachable!());
    assert_eq!((m.home_vp, m.away_vp, m.home_imps, m.away_imps), (100, 300, 0, 0));
}

/// The teams exports: USEBIO with each match board by board (both rooms'
/// lines and the IMPs), and PBN whose lines carry the NS team's IMPs.
#[test]
fn a_teams_event_in_usebio_and_pbn() {
    use crate::formats::{pbn, usebio};
    let mut e = teams_event();
    e.participants[0].name = "Aces & Kings".into();
    e.participants[0].members = ["Ann", "Bob"].map(|n| crate::event::Member::named(n)).to_vec();
    e.participants[0].members[1].member_number = Some("1091387".into());
    add(&mut e, 1, 1, 3, played("4S", Seat::N, 10));
    add(&mut e, 1, 3, 1, played("4S", Seat::N, 9));
    add(&mut e, 2, 1, 3, played("2H", Seat::S, 8));
    add(&mut e, 2, 3, 1, played("3H", Seat::S, 9));
    let report = teams_report(&e);
    let members = |t: u32, _| e.pair_members(t);
    let info = usebio::EventInfo { club_name: "Club", club_id: "", description: &e.name, date: &e.date, players: &members };
    let name = |t: u32| e.participant_name(t);
    let xml = usebio::write_teams(&info, &name, &report, false);
    assert!(xml.contains("<EVENT EVENT_TYPE=\"TEAMS\">"), "{xml}");
    assert!(xml.contains("<MATCH_SCORING_METHOD>VPS</MATCH_SCORING_METHOD>\n    <BOARDS_PLAYED>8</BOARDS_PLAYED>"), "{xml}");
    assert!(xml.contains("<TEAM>\n        <TEAM_NUMBER>1</TEAM_NUMBER>\n        <TEAM_NAME>Aces &amp; Kings</TEAM_NAME>\n        <PLAYER>\n          <PLAYER_NAME>Ann</PLAYER_NAME>\n        </PLAYER>\n        <PLAYER>\n          <PLAYER_NAME>Bob</PLAYER_NAME>\n          <NATIONAL_ID_NUMBER>1091387</NATIONAL_ID_NUMBER>"), "{xml}");
    // Read back (as an import reads it): the roster with Bob's number.
    let back = usebio::read_session(xml.as_bytes()).unwrap_or_default();
    assert_eq!(back.players_of(1, None), Some(&e.participants[0].members[..]));
    assert!(xml.contains("<PLACE>1</PLACE>\n        <TOTAL_SCORE>16.00</TOTAL_SCORE>"), "{xml}");
    assert!(xml.contains("<ROUND_NUMBER>1</ROUND_NUMBER>\n      <TEAM>1</TEAM>\n      <OPPOSING_TEAM>3</OPPOSING_TEAM>\n      <TEAM_IMPS>10</TEAM_IMPS>\n      <OPPOSING_TEAM_IMPS>1</OPPOSING_TEAM_IMPS>\n      <TEAM_SCORE>16.00</TEAM_SCORE>\n      <OPPOSING_TEAM_SCORE>4.00</OPPOSING_TEAM_SCORE>"), "{xml}");
    assert!(xml.contains("<BOARD_NUMBER>1</BOARD_NUMBER>\n        <IMPS>10</IMPS>\n        <TRAVELLER_LINE>\n          <NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>\n          <EW_PAIR_NUMBER>3</EW_PAIR_NUMBER>\n          <CONTRACT>4S</CONTRACT>\n          <PLAYED_BY>N</PLAYED_BY>\n          <TRICKS>10</TRICKS>\n          <SCORE>420</SCORE>"), "{xml}");
    assert!(xml.contains("<EW_PAIR_NUMBER>1</EW_PAIR_NUMBER>\n          <CONTRACT>4S</CONTRACT>\n          <PLAYED_BY>N</PLAYED_BY>\n          <TRICKS>9</TRICKS>\n          <SCORE>-50</SCORE>"), "{xml}");
    assert_eq!(xml.matches("<MATCH>").count(), 1, "only the match with results");
    assert_eq!(xml.matches("<TRAVELLER_LINE>").count(), 4);
    assert_eq!(xml.matches("<TEAM>").count(), 3, "two teams ranked, one match team element");
    let imps = TeamsReport { scoring: TeamsScoring::TotalImps, ..teams_report(&e) };
    let imps_xml = usebio::write_teams(&info, &name, &imps, true);
    assert!(imps_xml.contains("EVENT_TYPE=\"SWISS_TEAMS\"") && imps_xml.contains("<TEAM_SCORE>10</TEAM_SCORE>"));

    let text = pbn::write_teams_session(&report, &name, &|t| e.member_names(t));
    let again = pbn::read_games(&text).unwrap_or_default();
    let board1 = again.iter().find(|g| g.tag("Board").map(|t| t.value.as_str()) == Some("1"));
    let Some(score_table) = board1.and_then(|g| g.table("ScoreTable")) else { return assert!(false, "{text}") };
    let column = |name: &str| score_table.column(name).unwrap_or(usize::MAX);
    let cells: Vec<Vec<String>> = score_table.rows.iter().map(|r| r.iter().map(|c| c.text.clone()).collect()).collect();
    let of = |c: usize| cells.iter().map(|r| r.get(c).cloned().unwrap_or_default()).collect::<Vec<_>>();
    // Team 1 NS in the open room, EW in the closed; 10 IMPs won by team 1 on the board.
    assert_eq!(
        (of(column("Room")), of(column("IMP_Home")), of(column("IMP_Away"))),
        (vec!["Open".into(), "Closed".into()], vec!["10".into(), "10".into()], vec!["0".into(), "0".into()]),
        "{text}"
    );
    assert!(text.contains("[TotalScoreTable \"Rank\\3L;TeamId\\3R;TeamName\\20L;Roster\\40L;TotalScoreIMP\\5R;TotalScoreVP\\6R;NrMatches\\2R\"]\n1 1 \"Aces & Kings\" \"Ann, Bob\" 9 16.00 1\n2 3 \"Team 3\" \"\" -9 4.00 1\n"), "{text}");
    let back = pbn::read_session(text.as_bytes()).unwrap_or_default();
    assert!(
        back.teams && back.totals.first().is_some_and(|t| t.name.as_deref() == Some("Aces & Kings") && t.vp == Some(16.0)),
        "the teams file reads back as teams"
    );
    assert_eq!(
        ranking_text(&e),
        "Teams (2026-11-29)\n   1   1 Aces & Kings                       16.00 VPs\n   2   3 Team 3                              4.00 VPs\n"
    );
    let csv = crate::formats::csv::team_travellers(&report);
    assert!(csv.starts_with("board,ns_team,ew_team,contract,declarer,tricks,score_ns,imps_ns\n1,1,3,4S,N,10,420,10\n1,3,1,4S,N,9,-50,-10\n"), "{csv}");
}

fn played(contract: &str, declarer: Seat, tricks: u8) -> ResultEntry {
    ResultEntry::Played { contract: contract.into(), declarer: Some(declarer), tricks, lead: None }
}

fn add(e: &mut Event, board: u32, ns: u32, ew: u32, entry: ResultEntry) {
    let le = result_entry(e, "desk", 1, Role::Scorer, board, ns, ew, entry, None);
    e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
}

/// Five pairs at a three-table Mitchell with a half table: five pairs
/// numbered, every seated result expected, and once all are in, nothing
/// missing and everyone ranked (each NS pair sat out one round).
#[test]
fn a_half_table_session_is_scored_without_the_missing_pair() {
    let mut e = Event::new("h".into(), "Half", crate::Format::BridgePairs, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
    let movement = MovementSpec { half_table: true, ..MovementSpec::plain(Kind::Mitchell, 3, 2) };
    set_up(&mut e, BridgeSetup { movement, scoring: ScoringSpec::default(), teams: None }).unwrap_or_else(|x| unreachable!("{x}"));
    assert_eq!(e.participants.iter().map(|p| p.number).collect::<Vec<_>>(), [1, 2, 3, 4, 5]);
    assert_eq!(missing(&e), vec![(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2)], "each board played at two of the three tables");
    let seats: Vec<(u32, u32, u32)> =
        e.schedule.rounds.iter().flat_map(|r| &r.sittings).flat_map(|s| s.boards.iter().map(move |&b| (b, s.home, s.away.unwrap_or(0)))).collect();
    assert_eq!(seats.len(), 12);
    for (i, &(b, ns, ew)) in seats.iter().enumerate() {
        add(&mut e, b, ns, ew, played("4S", Seat::N, 9 + (i % 3) as u8));
    }
    assert_eq!(missing(&e), vec![]);
    let scored = score(&e);
    let boards: Vec<(u32, usize)> = scored.standings.iter().map(|s| (s.pair, s.boards)).collect::<std::collections::BTreeMap<_, _>>().into_iter().collect();
    assert_eq!(boards, vec![(1, 4), (2, 4), (3, 4), (4, 6), (5, 6)]);
}

/// A real game's half table: seven tables, EW 6 missing (not the last).
/// The NS pair EW 6 would have met sits out each round; EW 7 plays and is
/// EW 7 on every screen and file; EW 6 typed is no pair; EW 8 is refused.
#[test]
fn a_half_table_whose_missing_pair_the_director_names() {
    let mut e = Event::new("h".into(), "Half", crate::Format::BridgePairs, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
    let mut movement = MovementSpec { half_table: true, missing_ew: Some(6), ew_from_one: true, ..MovementSpec::plain(Kind::Mitchell, 7, 3) };
    set_up(&mut e, BridgeSetup { movement, scoring: ScoringSpec::default(), teams: None }).unwrap_or_else(|x| unreachable!("{x}"));
    let n = crate::bridge::numbering::Numbering::of(&e);
    let labels: Vec<String> = e.participants.iter().map(|p| n.label(p.number)).collect();
    assert_eq!(labels, ["NS 1", "NS 2", "NS 3", "NS 4", "NS 5", "NS 6", "NS 7", "EW 1", "EW 2", "EW 3", "EW 4", "EW 5", "EW 7"]);
    assert_eq!(e.participant_name(13), "Pair EW 7");
    assert_eq!((n.ew(7), n.ew(5), n.ew(6)), (13, 12, 0), "EW 6 typed is no pair");
    // Round 1: EW k starts at table k, so table 6 sits out; then EW 6's seat moves up one table a round.
    let out: Vec<u32> = e.schedule.rounds.iter().map(|r| (1..=7).find(|t| !r.sittings.iter().any(|s| s.table == *t)).unwrap_or(0)).collect();
    assert_eq!(out, [6, 7, 1, 2, 3, 4, 5]);
    let round_1: Vec<(u32, u32)> = e.schedule.rounds[0].sittings.iter().map(|s| (s.table, n.number(s.away.unwrap_or(0)))).collect();
    assert_eq!(round_1, [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (7, 7)], "each EW pair at the table of its number");
    movement.missing_ew = Some(8);
    assert_eq!(movement.build().err().map(|x| x.to_string()).as_deref(), Some("the missing East–West pair is one of EW 1 to EW 7, not 8"));
}

/// The club scale stops at 13 boards a match: a longer match is refused
/// at set-up, saying what to choose, rather than scored on another scale.
#[test]
fn the_club_scale_is_refused_beyond_13_boards() {
    let mut e = Event::new("t".into(), "Teams", crate::Format::BridgeTeamsOfFour, "2026-11-30", 0).unwrap_or_else(|x| unreachable!("{x}"));
    let movement = MovementSpec::plain(Kind::Match, 4, 4);
    let refused = set_up(&mut e, BridgeSetup { movement, scoring: ScoringSpec::default(), teams: Some(TeamsScoring::ClubVp) });
    assert_eq!(refused.as_ref().err(), Some(&SetupError::ClubScale { boards: 16 }));
    assert_eq!(
        refused.err().map(|x| x.to_string()).unwrap_or_default(),
        "the club 20-0 scale covers matches of 1 to 13 boards, and a match here is 16: choose the WBF victory points or total IMPs"
    );
    assert!(
        set_up(&mut e, BridgeSetup { movement: MovementSpec { count: 3, ..movement }, scoring: ScoringSpec::default(), teams: Some(TeamsScoring::ClubVp) })
            .is_ok(),
        "12 boards are on the scale"
    );
}

#[test]
fn setting_up_fills_participants_and_schedule() {
    let e = howell_event();
    assert_eq!(e.participants.len(), 6);
    assert_eq!(e.participants[2].name, "Pair 3");
    assert_eq!(e.schedule.rounds.len(), 5);
    assert_eq!(e.schedule.boards(), (1..=10).collect::<Vec<_>>());
    assert_eq!(field(&e), Field::OneWinner);
}

/// Six teams entered, a set-up for five: refused, naming team 6, and
/// nothing changed; set up for six, or with the scorer's yes, it goes ahead.
#[test]
fn a_set_up_never_drops_an_entered_team_without_asking() {
    let mut e = Event::new("t6".into(), "Teams", Format::BridgeMultipleTeams, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
    for name in ["Lions", "Tigers", "Bears", "Wolves", "Eagles", "Sharks"] {
        e.add_participant(name).unwrap_or_else(|x| unreachable!("{x}"));
    }
    let before = e.clone();
    let spec = |count| MovementSpec::plain(Kind::Teams, count, 2);
    let setup = |count| BridgeSetup { movement: spec(count), scoring: ScoringSpec::default(), teams: Some(TeamsScoring::ClubVp) };
    let refused = set_up(&mut e, setup(5)).err();
    assert_eq!(refused, Some(SetupError::WouldDrop { places: 5, dropped: vec![(6, "Sharks".into())] }));
    assert_eq!(
        refused.map(|x| x.to_string()).unwrap_or_default(),
        "this movement has places for 5; 6 “Sharks” is numbered beyond that and would be removed from the event (set up for more, or confirm to remove it)"
    );
    assert_eq!(e, before, "a refused set-up changes nothing");
    // A Swiss counts its teams the same way.
    let swiss = BridgeSetup { movement: MovementSpec { kind: Kind::Swiss, count: 4, ..spec(4) }, ..setup(4) };
    assert!(matches!(set_up(&mut e, swiss), Err(SetupError::WouldDrop { places: 4, ref dropped }) if dropped.len() == 2));
    assert_eq!(e, before);
    // Set up for six: every team kept with its name.
    let mut six = before.clone();
    set_up(&mut six, setup(6)).unwrap_or_else(|x| unreachable!("{x}"));
    assert_eq!(six.participants.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["Lions", "Tigers", "Bears", "Wolves", "Eagles", "Sharks"]);
    // The scorer said yes: team 6 goes.
    set_up_dropping(&mut e, setup(5)).unwrap_or_else(|x| unreachable!("{x}"));
    assert_eq!(e.participants.len(), 5);
    assert_eq!(e.participants[4].name, "Eagles");
}

/// A result that counts but cannot be scored (here from a table's file,
/// which does not go through the entry checks): kept, named, still missing.
#[test]
fn a_result_that_cannot_be_scored_is_shown_and_still_missing() {
    let mut e = howell_event();
    let tables: Vec<(u32, u32)> = e.schedule.rounds[0].sittings.iter().map(|s| (s.home, s.away.unwrap_or(0))).collect();
    add(&mut e, 1, tables[0].0, tables[0].1, played("3NT", Seat::N, 9));
    assert_eq!(missing(&e).first(), Some(&(1, 2)));
    // 4S with no declarer, appended as a table's file would.
    let bad = ResultEntry::Played { contract: "4S".into(), declarer: None, tricks: 10, lead: None };
    add(&mut e, 1, tables[1].0, tables[1].1, bad);
    let (ns, ew) = tables[1];
    assert_eq!(unscored(&e), vec![Unscored { board: 1, ns, ew, why: EntryError::NoDeclarer }]);
    assert_eq!(unscored(&e)[0].to_string(), format!("board 1, NS {ns} v EW {ew} cannot be scored (say who declared (N, E, S or W)): correct it"));
    assert_eq!(missing(&e).first(), Some(&(1, 2)), "still two results to come on board 1");
    assert_eq!(score(&e).boards[0].results.len(), 1, "left out of the ranking");
    // Corrected: scored, and no longer missing.
    add(&mut e, 1, ns, ew, played("4S", Seat::N, 10));
    assert_eq!(unscored(&e), vec![]);
    assert_eq!(missing(&e).first(), Some(&(1, 1)));
}

#[test]
fn entries_are_checked_and_warned() {
    let mut e = howell_event();
    let first = &e.schedule.rounds[0].sittings[0].clone();
    let (b, ns, ew) = (first.boards[0], first.home, first.away.unwrap_or(0));
    assert_eq!(check_entry(&e, b, ns, ew, &played("4S", Seat::N, 10)), Ok(vec![]));
    assert_eq!(check_entry(&e, 99, ns, ew, &played("4S", Seat::N, 10)), Err(EntryError::NoSuchBoard(99)));
    assert_eq!(check_entry(&e, b, 9, ew, &played("4S", Seat::N, 10)), Err(EntryError::NoSuchPair(9)));
    assert_eq!(check_entry(&e, b, ns, ns, &played("4S", Seat::N, 10)), Err(EntryError::SamePair(ns)));
    assert_eq!(check_entry(&e, b, ns, ew, &played("4S", Seat::N, 14)), Err(EntryError::Tricks(14)));
    assert_eq!(check_entry(&e, b, ns, ew, &ResultEntry::Played { contract: "4S".into(), declarer: None, tricks: 10, lead: None }), Err(EntryError::NoDeclarer));
    assert!(matches!(check_entry(&e, b, ns, ew, &played("4Z", Seat::N, 10)), Err(EntryError::Contract(_))));
    add(&mut e, b, ns, ew, played("4S", Seat::N, 10));
    assert_eq!(check_entry(&e, b, ns, ew, &played("4S", Seat::N, 11)), Ok(vec![Warning::AlreadyEntered { board: b, ns, ew }]));
    // Pairs 1 and 2 meet once; on another board they are not scheduled.
    let other = e.schedule.boards().into_iter().find(|x| !first.boards.contains(x)).unwrap_or(0);
    let w = check_entry(&e, other, ns, ew, &played("1NT", Seat::S, 7)).unwrap_or_default();
    assert!(w.contains(&Warning::NotScheduled { board: other, ns, ew }), "{w:?}");
}

#[test]
fn a_correction_supersedes_and_the_standings_follow() {
    let mut e = howell_event();
    // Board 1 is played at every table in the 6-pair Howell's round 1 (all tables share).
    let tables: Vec<(u32, u32)> = e.schedule.rounds[0].sittings.iter().map(|s| (s.home, s.away.unwrap_or(0))).collect();
    add(&mut e, 1, tables[0].0, tables[0].1, played("3NT", Seat::N, 9));
    add(&mut e, 1, tables[1].0, tables[1].1, played("3NT", Seat::N, 10));
    add(&mut e, 1, tables[2].0, tables[2].1, played("3NT", Seat::N, 8));
    let s = score(&e);
    let mps: Vec<Option<f64>> = s.boards[0].results.iter().map(|r| r.mp_ns).collect();
    assert_eq!(mps, vec![Some(2.0), Some(4.0), Some(0.0)]);
    // The first table's result is corrected to 11 tricks: it now beats the others.
    let fix = result_entry(&e, "desk", 2, Role::Director, 1, tables[0].0, tables[0].1, played("3NT", Seat::N, 11), Some("wrong tricks".into()));
    assert!(fix.supersedes.is_some());
    e.append(fix).unwrap_or_else(|x| unreachable!("{x}"));
    let s = score(&e);
    let mps: Vec<Option<f64>> = s.boards[0].results.iter().map(|r| r.mp_ns).collect();
    assert_eq!(mps, vec![Some(4.0), Some(2.0), Some(0.0)]);
    assert_eq!(e.log.len(), 4, "the old result stays in the log");
    assert_eq!(missing(&e).first(), Some(&(2, 3)));
}

#[test]
fn the_ranking_as_text() {
    let mut e = howell_event();
    let tables: Vec<(u32, u32)> = e.schedule.rounds[0].sittings.iter().map(|s| (s.home, s.away.unwrap_or(0))).collect();
    add(&mut e, 1, tables[0].0, tables[0].1, played("3NT", Seat::N, 9));
    add(&mut e, 1, tables[1].0, tables[1].1, played("3NT", Seat::N, 10));
    // One board, two tables: 3NT+1 beats 3NT=; in a Howell, one field.
    assert_eq!((tables[0], tables[1]), ((6, 1), (2, 5)));
    assert_eq!(
        ranking_text(&e),
        "Howell (2026-11-29)\n  1=   1 Pair 1                           100.00%\n  1=   2 Pair 2                           100.00%\n  3=   5 Pair 5                             0.00%\n  3=   6 Pair 6                             0.00%\n"
    );
}

#[test]
fn a_result_explains_its_match_points() {
    let mut e = howell_event();
    let tables: Vec<(u32, u32)> = e.schedule.rounds[0].sittings.iter().map(|s| (s.home, s.away.unwrap_or(0))).collect();
    add(&mut e, 1, tables[0].0, tables[0].1, played("3NT", Seat::N, 9));
    add(&mut e, 1, tables[1].0, tables[1].1, played("3NT", Seat::N, 10));
    add(&mut e, 2, tables[0].0, tables[0].1, played("3NT", Seat::N, 10));
    add(&mut e, 2, tables[1].0, tables[1].1, played("3NT", Seat::N, 10));
    add(&mut e, 2, tables[2].0, tables[2].1, played("3NT", Seat::N, 8));
    // Board 1 has two of the three results: Neuberg to 3.
    let x = explain(&e, 1, tables[1].0, tables[1].1).unwrap_or_else(|| unreachable!());
    assert_eq!(x.text, "beats 1, ties 0 of 1 other scores: 2 × 1 + 1 × 0 = 2; Neuberg to 3 results: (2 + 1) × 3/2 − 1 = 3.50 (top 4)");
    assert_eq!(explain(&e, 1, 3, 4), None);
}

#[test]
fn adjusted_scores_as_directors_write_them() {
    let adj = |ns: f64, ew: f64| Some(ResultEntry::Adjusted { ns_pct: ns, ew_pct: ew });
    assert_eq!(ResultEntry::parse_adjusted("A+"), adj(60.0, 40.0));
    assert_eq!(ResultEntry::parse_adjusted(" a- "), adj(40.0, 60.0));
    assert_eq!(ResultEntry::parse_adjusted("A"), adj(50.0, 50.0));
    assert_eq!(ResultEntry::parse_adjusted("A+/A+"), adj(60.0, 60.0));
    assert_eq!(ResultEntry::parse_adjusted("A-/A-"), adj(40.0, 40.0));
    assert_eq!(ResultEntry::parse_adjusted("60%/55%"), adj(60.0, 55.0));
    assert_eq!(ResultEntry::parse_adjusted("DNP"), Some(ResultEntry::NotPlayed));
    assert_eq!(ResultEntry::parse_adjusted("4S"), None);
    assert_eq!(ResultEntry::parse_adjusted("Pass"), None);
    assert_eq!(ResultEntry::parse_adjusted("60"), None);
    assert_eq!(ResultEntry::parse_adjusted("120/40"), None);
}

#[test]
fn a_handicapped_ranking_beside_the_scratch_one() {
    let mut e = howell_event();
    let tables: Vec<(u32, u32)> = e.schedule.rounds[0].sittings.iter().map(|s| (s.home, s.away.unwrap_or(0))).collect();
    add(&mut e, 1, tables[0].0, tables[0].1, played("3NT", Seat::N, 9));
    add(&mut e, 1, tables[1].0, tables[1].1, played("3NT", Seat::N, 10));
    assert!(handicapped(&e, &score(&e)).is_empty(), "no handicaps, no handicapped ranking");
    // Scratch: pairs 1 and 2 on 100 %, 5 and 6 on 0 %. Pair 6's handicap of +50.00
    // lifts it to 50 %: third alone, ahead of pair 5.
    e.set_handicap(6, Some(5000)).unwrap_or_else(|x| unreachable!("{x}"));
    let h = handicapped(&e, &score(&e));
    let six = h.iter().find(|x| x.0 == 6).cloned().unwrap_or_else(|| unreachable!());
    assert_eq!((six.2, six.3.as_str()), (50.0, "3"));
    assert_eq!(h.iter().find(|x| x.0 == 5).map(|x| x.3.as_str()), Some("4"));
    assert_eq!(h.iter().find(|x| x.0 == 2).map(|x| x.3.as_str()), Some("1="));
}

#[test]
fn far_from_the_field_is_flagged() {
    let mut e = howell_event();
    let tables: Vec<(u32, u32)> = e.schedule.rounds[0].sittings.iter().map(|s| (s.home, s.away.unwrap_or(0))).collect();
    add(&mut e, 1, tables[0].0, tables[0].1, played("4S", Seat::N, 10));
    add(&mut e, 1, tables[1].0, tables[1].1, played("4S", Seat::N, 10));
    let w = check_entry(&e, 1, tables[2].0, tables[2].1, &played("4SX", Seat::N, 3)).unwrap_or_default();
    assert_eq!(w, vec![Warning::FarFromField { score: -1700, median: 420 }]);
}

#[test]
fn the_setup_cannot_change_once_results_exist() {
    let mut e = howell_event();
    add(&mut e, 1, 6, 1, played("4S", Seat::N, 10));
    let spec = MovementSpec::plain(Kind::Mitchell, 5, 3);
    assert_eq!(set_up(&mut e, BridgeSetup { movement: spec, scoring: ScoringSpec::default(), teams: None }), Err(SetupError::ResultsExist(1)));
}

/// A row as the scorer types it: its entry and what is said once it is
/// saved, or why not, naming the row; typed again, a correction that
/// supersedes the first and says so.
#[test]
fn a_row_as_typed_makes_its_entry_or_says_why_naming_the_row() {
    let mut e = howell_event();
    let first = &e.schedule.rounds[0].sittings[0].clone();
    let (board, ns, ew) = (first.boards[0], first.home, first.away.unwrap_or(0));
    assert_eq!((board, ns, ew), (1, 6, 1));
    let row =
        |contract: &str, declarer: &str, tricks: &str| RowDraft { board, ns, ew, contract: contract.into(), declarer: declarer.into(), tricks: tricks.into() };
    let made = row("4S= N", "", "").enter(&e, "NS 6 v EW 1", "desk", 5).unwrap_or_else(|why| panic!("{why}"));
    assert_eq!((made.said.as_str(), made.notes.len(), made.entry.supersedes.as_ref()), ("Board 1, NS 6 v EW 1: NS +420.", 0, None));
    assert_eq!(made.entry.action, Action::Game(Command::Result { board, ns, ew, entry: played("4S", Seat::N, 10) }));
    // The declarer and the tricks from their own fields.
    let made = row("3NT", "S", "8").enter(&e, "NS 6 v EW 1", "desk", 5).unwrap_or_else(|why| panic!("{why}"));
    assert_eq!(made.said, "Board 1, NS 6 v EW 1: EW +50.");
    assert_eq!(row("4S=", "", "").enter(&e, "NS 6 v EW 1", "desk", 5), Err("Board 1, NS 6 v EW 1: say who declared (N, E, S or W).".to_string()));
    let first = row("4S= N", "", "").enter(&e, "NS 6 v EW 1", "desk", 5).unwrap_or_else(|why| panic!("{why}"));
    e.log.push(first.entry.clone());
    let again = row("4S+1 N", "", "").enter(&e, "NS 6 v EW 1", "desk", 6).unwrap_or_else(|why| panic!("{why}"));
    assert_eq!(again.entry.supersedes, Some(first.entry.id));
    assert_eq!(again.notes, vec![Warning::AlreadyEntered { board, ns, ew }.to_string()]);
    assert_eq!(again.said, format!("Board 1, NS 6 v EW 1: NS +450. Note: {}.", again.notes[0]));
}
