use super::*;

/// Undoing a report's import takes the whole tournament away: asked
/// first, a restore point saved before it, and going back to the point
/// brings the tournament back (issue 26, item 3).
#[test]
fn undoing_an_import_asks_and_can_be_gone_back_on() {
    let Some(dir) = crate::shared_data::shared("chess/fixtures") else { return };
    let bytes = std::fs::read(dir.join("fideteam_nocolor.trf")).unwrap_or_else(|e| panic!("{e}"));
    let (t, notes) = crate::chess::transfer::import(&bytes).unwrap_or_else(|e| panic!("{e}"));
    let mut event = event_from_report(t.clone(), &notes, "cup.trf", "e1".into(), "d1", 5, "2026-11-30").unwrap_or_else(|e| panic!("{e}"));
    let Some(plan) = take_back(&event, None, "d1", 9) else { return assert!(false) };
    assert!(plan.ask && plan.said.starts_with("Started from a report"), "{plan:?}");
    assert!(matches!(&plan.entries[0].action, Action::Note { text } if text.starts_with(RESTORE_POINT)));
    assert_eq!(plan.entries[1].supersedes.as_ref(), Some(&event.log[1].id));
    let point = plan.entries[0].id.clone();
    event.log.extend(plan.entries);
    assert!(rebuild(&event).tournament.teams.is_empty(), "the import undone");
    let back = back_to(&event, &point, "d1", 10);
    event.log.extend(back);
    assert_eq!(rebuild(&event).tournament.rounds, t.rounds, "the import back");
    // A single command's undo asks nothing.
    let mut later = event.clone();
    let tb = rebuild(&later).tournament;
    let made = entry(&later, &tb, "d1", 11, Command::Tiebreaks { list: "DE".into() }, None).unwrap_or_else(|e| panic!("{e}"));
    later.log.push(made);
    assert_eq!(take_back(&later, None, "d1", 12).map(|p| (p.ask, p.entries.len())), Some((false, 1)));
}

/// A report imported as an event: the tournament is the report's, the
/// notes say what was assumed, and a report without teams is refused.
#[test]
fn a_report_becomes_an_event() {
    let Some(dir) = crate::shared_data::shared("chess/fixtures") else { return };
    let bytes = std::fs::read(dir.join("friendship_cup_2024.trf")).unwrap_or_else(|e| panic!("{e}"));
    let imported = crate::chess::transfer::import(&bytes);
    let Ok((t, notes)) = imported else { return assert!(false, "{imported:?}") };
    assert!(notes.iter().any(|n| n.contains("read as a forfeit win")), "{notes:?}");
    let Ok(event) = event_from_report(t.clone(), &notes, "cup.trf", "e1".into(), "d1", 5, "2026-11-30") else { return assert!(false) };
    assert_eq!((event.format, event.name.as_str(), event.date.as_str()), (Format::ChessTeamSwiss, "ΔΙΑΣΥΛΛΟΓΙΚΟ ΚΥΠΕΛΛΟ ΚΡΗΤΙΚΗΣ ΦΙΛΙΑΣ 2024", "2024-11-23"));
    let rebuilt = rebuild(&event);
    assert!(rebuilt.refused.is_empty());
    assert_eq!(rebuilt.tournament.rounds, t.rounds);
    assert!(matches!(&event.log[0].action, Action::Note { text } if text == "Imported from cup.trf: 15 teams, 129 players, 7 rounds"));
    assert_eq!(event.summary(0).participants, 15, "the home list counts the report's teams");
    assert_eq!(
        crate::chess::transfer::import(b"012 Only a name\n"),
        Err("the report has no teams (no 310 or 013 records): Clubscore reads team tournaments".into())
    );
    assert!(crate::chess::transfer::import(b"001 xx").is_err_and(|e| e.starts_with("line 1")), "a broken report names its line");
}
