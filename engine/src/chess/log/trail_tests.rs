/// When the order of the teams in force was drawn by lot (as the Teams tab says it).
fn drawn(event: &Event) -> Option<i64> {
    last_renumbering(event).and_then(|(at, how)| (how == Renumbering::Lot).then_some(at))
}

use super::*;

#[test]
fn a_command_is_kept_flat_with_its_kind_beside_its_fields() {
    use crate::chess::tournament::BoardResult;
    // As stored since schema 2; schema 1 also wrote `"kind":"chess"` first, which still reads.
    let stored = [
        (r#"{"b":2,"c":"r","m":0,"r":3,"v":"="}"#, Command::Board { r: 3, m: 0, b: 2, v: Some(BoardResult::Draw) }),
        (r#"{"c":"pair_all"}"#, Command::PairAll),
        (r#"{"c":"take_back"}"#, Command::TakeBack),
        (r#"{"c":"add_team","id":4,"name":"Rooks"}"#, Command::AddTeam { id: 4, name: "Rooks".into() }),
        (r#"{"c":"apart","rules":[]}"#, Command::Apart { rules: vec![] }),
    ];
    for (json, command) in stored {
        let action = as_action(&command);
        assert_eq!(serde_json::to_string(&action).ok().as_deref(), Some(json));
        let old = json.replacen('{', r#"{"kind":"chess","#, 1).replace(",}", "}");
        for text in [json, old.as_str()] {
            let Ok(Action::Game(value)) = serde_json::from_str::<Action>(text) else { return assert!(false, "{text}") };
            assert_eq!(read(&value), Some(command.clone()), "{text}");
            // Saved again, an old entry takes the new form.
            assert_eq!(serde_json::to_string(&Action::Game(value)).ok().as_deref(), Some(json), "{text}");
        }
    }
    // Other actions keep their kind.
    assert_eq!(serde_json::to_string(&Action::Note { text: "x".into() }).ok().as_deref(), Some(r#"{"kind":"note","text":"x"}"#));
    assert_eq!(serde_json::from_str::<Action>(r#"{"kind":"withdraw"}"#).ok(), Some(Action::Withdraw));
    assert!(serde_json::from_str::<Action>(r#"{"kind":"poker"}"#).is_err_and(|e| e.to_string().contains("unknown variant `poker`")));
    // Not a command this version knows, or not a command at all.
    for unknown in [r#"{"c":"fly","x":1}"#, r#"{"r":1}"#, r#""r""#, r#"{"c":"r"}"#] {
        let value: Value = serde_json::from_str(unknown).unwrap_or_default();
        assert_eq!(read(&value), None, "{unknown}");
    }
}

#[test]
fn going_back_to_a_restore_point_makes_the_tournament_it_was() {
    let mut e = Event::new("c3".into(), "Cup", Format::ChessTeamSwiss, "2026-11-30", 1).unwrap_or_else(|x| panic!("{x}"));
    let push = |e: &mut Event, c: Command| {
        let t = rebuild(e).tournament;
        let made = entry(e, &t, "d1", 10, c, None);
        assert!(made.is_ok(), "{made:?}");
        e.log.extend(made.ok());
    };
    push(&mut e, Command::AddTeam { id: 1, name: "A".into() });
    push(&mut e, Command::AddTeam { id: 2, name: "B".into() });
    push(&mut e, Command::Tiebreaks { list: "DE".into() });
    let point = restore_point(&e, "d1", 11, "the draw by lot");
    let point_id = point.id.clone();
    e.log.push(point);
    let at_the_point = rebuild(&e).tournament;
    assert_eq!(drawn(&e), None);
    let mut typed = at_the_point.settings.clone();
    typed.rating_rule = crate::chess::tournament::RatingRule::Typed;
    push(&mut e, Command::Settings { settings: Box::new(typed) });
    push(&mut e, Command::Renumber { order: vec![2, 1], how: Renumbering::Lot });
    assert_eq!(drawn(&e), Some(10), "the order in force was drawn");
    push(&mut e, Command::Tiebreaks { list: "BC".into() });
    push(&mut e, Command::AddTeam { id: 3, name: "C".into() });
    // An undo after the point of a command after it, and one of a command before it.
    let Some((undo_c, _)) = undo(&e, None, "d1", 12) else { return assert!(false) };
    e.log.push(undo_c);
    let Some((undo_bc, _)) = undo(&e, None, "d1", 12) else { return assert!(false) };
    e.log.push(undo_bc);
    assert_eq!(rebuild(&e).tournament.tiebreaks, "DE");
    push(&mut e, Command::Tiebreaks { list: "SB".into() });
    assert_ne!(rebuild(&e).tournament, at_the_point);
    let back = back_to(&e, &point_id, "d1", 20);
    assert!(back.iter().all(|x| x.action == Action::Withdraw && x.why.as_deref() == Some("back to a restore point")));
    e.log.extend(back);
    assert_eq!(rebuild(&e).tournament, at_the_point);
    assert_eq!(drawn(&e), None);
    let lines = trail(&e, None);
    let restore: Vec<&crate::audit::Line> = lines.iter().filter(|l| l.restore).collect();
    assert_eq!(restore.len(), 1);
    assert_eq!(restore[0].text, "Note: Restore point: before the draw by lot");
    assert!(back_to(&e, &EntryId { device: "x".into(), seq: 9 }, "d1", 21).is_empty(), "no such point");
}

#[test]
fn the_trail_says_each_command_and_what_was_set_aside() {
    let mut e = Event::new("c2".into(), "Cup", Format::ChessTeamRoundRobin, "2026-11-30", 1).unwrap_or_else(|x| panic!("{x}"));
    let mut push = |c: Command| {
        let t = rebuild(&e).tournament;
        let Ok(x) = entry(&e, &t, "d1", 10, c, None) else { return };
        e.log.push(x);
    };
    push(Command::AddTeam { id: 1, name: "Rooks".into() });
    push(Command::AddTeam { id: 2, name: "Knights".into() });
    for (team, id) in [(1, 1), (2, 2)] {
        push(Command::AddPlayer { team, player: crate::chess::tournament::Player { id, name: format!("P{id}"), ..Default::default() } });
    }
    push(Command::PairAll);
    push(Command::Board { r: 1, m: 0, b: 1, v: Some(crate::chess::tournament::BoardResult::Draw) });
    push(Command::Board { r: 1, m: 0, b: 1, v: Some(crate::chess::tournament::BoardResult::Win) });
    // Undo takes back the correction: the draw counts again, and the trail says so.
    let Some((undo_entry, said)) = undo(&e, None, "d1", 20) else { return assert!(false) };
    assert_eq!(said, "Round 1, match 1, board 1: 1-0");
    e.log.push(undo_entry);
    assert_eq!(rebuild(&e).tournament.rounds[0].matches[0].results[0], Some(crate::chess::tournament::BoardResult::Draw));
    assert_eq!(trail(&e, None)[0].text, "Undo entry 7");
    e.log.pop();
    let lines: Vec<(String, bool)> = trail(&e, None).into_iter().map(|l| (l.text, l.status == crate::audit::Status::SetAside)).collect();
    assert_eq!(
        lines,
        vec![
            ("Round 1, match 1, board 1: 1-0 (corrects entry 6)".to_string(), false),
            ("Round 1, match 1, board 1: ½-½".to_string(), true),
            ("Round robin paired from the Berger tables".to_string(), false),
            ("Player added: P2".to_string(), false),
            ("Player added: P1".to_string(), false),
            ("Team added: Knights".to_string(), false),
            ("Team added: Rooks".to_string(), false),
        ]
    );
}
