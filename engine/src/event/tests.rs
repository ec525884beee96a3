#[test]
fn entry_ids_are_short_and_the_old_form_still_reads() {
    let id = EntryId { device: "table-3".into(), seq: 42 };
    assert_eq!(serde_json::to_string(&id).ok().as_deref(), Some("\"table-3:42\""));
    assert_eq!(serde_json::from_str::<EntryId>("\"table-3:42\"").ok(), Some(id.clone()));
    assert_eq!(serde_json::from_str::<EntryId>(r#"{"device":"table-3","seq":42}"#).ok(), Some(id));
    assert_eq!(serde_json::from_str::<EntryId>(r#""a:b:7""#).ok(), Some(EntryId { device: "a:b".into(), seq: 7 }), "the last colon divides");
    assert!(serde_json::from_str::<EntryId>(r#""nocolon""#).is_err());
    assert!(serde_json::from_str::<EntryId>(r#"{"device":"x"}"#).is_err());
    // The scorer's role is left out of a stored entry, and read back.
    let e = LogEntry { id: EntryId { device: "d1".into(), seq: 1 }, at: 5, role: Role::Scorer, action: Action::Withdraw, supersedes: None, why: None };
    let text = serde_json::to_string(&e).unwrap_or_default();
    assert_eq!(text, r#"{"id":"d1:1","at":5,"action":{"kind":"withdraw"}}"#);
    assert_eq!(serde_json::from_str::<LogEntry>(&text).ok(), Some(e));
}

use super::*;
use crate::bridge::command::Command;
use crate::games::{Any, Command as Played};

// Events of either game: the log's own actions and both games' commands.
type Event = super::Event<Any>;
type LogEntry = super::LogEntry<Any>;
type Action = super::Action<Any>;

/// A name on one line: a line break or tab typed or pasted into it is a
/// space (it would break a PBN tag or a CSV row otherwise).
#[test]
fn a_name_is_kept_on_one_line() {
    assert_eq!(clean_name("  Ann\nSmith\t& Bob\r\n"), Ok("Ann Smith & Bob".to_string()));
    assert_eq!(clean_name("\n\t"), Err(EventError::EmptyName));
}

/// The hand-written reader reads every action the derived writer writes
/// (a held entry inside another included), and refuses an unknown kind.
#[test]
fn actions_read_back_as_written() {
    let result = Action::Game(Played::Bridge(Command::Result { board: 3, ns: 1, ew: 12, entry: crate::bridge::entry::ResultEntry::Score { ns: 420 } }));
    let held = LogEntry { id: EntryId { device: "table-2".into(), seq: 7 }, at: 5, role: Role::Table, action: result.clone(), supersedes: None, why: None };
    let all = [
        Action::Note { text: "tea".into() },
        Action::Withdraw,
        result,
        Action::Game(Played::Bridge(Command::FouledBoard { board: 7, other_deal: vec![(1, 4), (2, 5)] })),
        Action::Game(Played::Bridge(Command::MatchSlip { round: 2, home: 1, away: 3, team: 3, imps_for: 11, imps_against: 23 })),
        Action::Game(Played::Bridge(Command::MatchVps { round: 2, home: 1, away: 3, team: 0, vps_for: 1427, vps_against: 573 })),
        Action::Held { from: "table 2".into(), entry: Box::new(held) },
        Action::Game(Played::Bridge(Command::Deals {
            seed: Some("Tuesday".into()),
            boards: vec![(1, crate::bridge::deal::Deal::dealt("Tuesday", 1).to_pbn(crate::bridge::board::Seat::N))],
            printed: String::new(),
        })),
        Action::Game(Played::Bridge(Command::Deals {
            seed: None,
            boards: vec![(2, crate::bridge::deal::Deal::dealt("x", 2).to_pbn(crate::bridge::board::Seat::N))],
            printed: "2:8a799536448979953644;420".into(),
        })),
        Action::Game(Played::Chess(serde_json::json!({"c": "r", "r": 1, "m": 0, "b": 2, "v": "="}))),
        Action::Game(Played::Bridge(Command::LineUp { round: 1, home: 2, away: 7, team: 2, seats: vec!["1 O N 18444 Magnus Bruun Larssen".into()] })),
    ];
    // Every kind of action is among them: a new kind fails to compile in
    // this match until it is numbered, and the count then fails until it
    // has a sample above.
    let kind = |a: &Action| match a {
        Action::Note { .. } => 0,
        Action::Withdraw => 1,
        Action::Game(Played::Bridge(Command::Result { .. })) => 2,
        Action::Game(Played::Bridge(Command::FouledBoard { .. })) => 3,
        Action::Game(Played::Bridge(Command::MatchSlip { .. })) => 4,
        Action::Game(Played::Bridge(Command::MatchVps { .. })) => 5,
        Action::Held { .. } => 6,
        Action::Game(Played::Chess(_)) => 7,
        Action::Game(Played::Bridge(Command::Deals { .. })) => 8,
        Action::Game(Played::Bridge(Command::LineUp { .. })) => 9,
    };
    assert_eq!(all.iter().map(kind).collect::<std::collections::BTreeSet<_>>().len(), 10);
    for action in all {
        let text = serde_json::to_string(&action).unwrap_or_default();
        assert_eq!(serde_json::from_str::<Action>(&text).ok(), Some(action), "{text}");
    }
    let refused = |text: &str| serde_json::from_str::<Action>(text).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(refused(r#"{"kind":"teleport"}"#).starts_with("unknown variant `teleport`"));
    assert_eq!(refused(r#"{"kind":"note"}"#), "missing field `text`");
    assert_eq!(refused(r#"{"text":"x"}"#), "missing field `kind`");
}

/// A pair typed in one field is two players in the files that name them.
#[test]
fn a_pair_typed_in_one_field_is_two_players() {
    let mut e = Event::new("p".into(), "Pairs", Format::BridgePairs, "2026-11-30", 0).unwrap_or_else(|x| panic!("{x}"));
    e.add_participant("Marsha & Rob Greenstein").unwrap_or_else(|x| panic!("{x}"));
    assert_eq!(e.pair_players(1), ["Marsha Greenstein", "Rob Greenstein"]);
    e.set_members(1, vec![Member::named("M. Greenstein")]).unwrap_or_else(|x| panic!("{x}"));
    assert_eq!(e.pair_players(1), ["M. Greenstein"], "the members, when entered");
}

/// A federation number is kept as the federation writes it; what is not
/// one (Compscore's 0, markup, a paragraph) is none.
#[test]
fn member_numbers_are_kept_when_they_are_numbers() {
    assert_eq!(member_number(" 975206 ").as_deref(), Some("975206"));
    assert_eq!(member_number("N-0042").as_deref(), Some("N-0042"));
    for not in ["", "0", "000", "<b>1</b>", "12 34", "123456789012345678901"] {
        assert_eq!(member_number(not), None, "{not:?}");
    }
    let mut e = Event::new("p".into(), "Pairs", Format::BridgePairs, "2026-11-30", 0).unwrap_or_else(|x| panic!("{x}"));
    e.add_participant("Ann & Bob").unwrap_or_else(|x| panic!("{x}"));
    let ann = Member { member_number: Some(" 975206".into()), ..Member::named("Ann") };
    let bob = Member { member_number: Some("<i>".into()), ..Member::named("Bob") };
    e.set_members(1, vec![ann, bob]).unwrap_or_else(|x| panic!("{x}"));
    let numbers = |e: &Event| e.pair_members(1).into_iter().map(|m| m.member_number).collect::<Vec<_>>();
    assert_eq!(numbers(&e), [Some("975206".to_string()), None]);
    // Edited on the event page (names and handicaps only): Ann keeps her
    // number in her seat; Carol, new in it, has none.
    e.set_members(1, vec![Member { handicap: Some(100), ..Member::named(" Ann ") }, Member::named("Bob")]).unwrap_or_else(|x| panic!("{x}"));
    assert_eq!(numbers(&e), [Some("975206".to_string()), None]);
    e.set_members(1, vec![Member::named("Carol"), Member::named("Ann")]).unwrap_or_else(|x| panic!("{x}"));
    assert_eq!(numbers(&e), [None, None]);
}

/// Play has begun with the first result of either game, and a note or a
/// set-up does not begin it.
#[test]
fn play_begins_with_a_result() {
    let mut e = event();
    assert!(!e.play_begun());
    e.append(note(1, "Late start")).unwrap_or_else(|x| panic!("{x}"));
    assert!(!e.play_begun(), "a note is not play");
    let result = Action::Game(Played::Bridge(Command::Result { board: 1, ns: 1, ew: 2, entry: crate::bridge::entry::ResultEntry::Score { ns: 420 } }));
    e.append(LogEntry { action: result, ..note(2, "") }).unwrap_or_else(|x| panic!("{x}"));
    assert!(e.play_begun());
    e.append(LogEntry { action: Action::Withdraw, supersedes: Some(EntryId { device: "desk".into(), seq: 2 }), ..note(3, "") })
        .unwrap_or_else(|x| panic!("{x}"));
    assert!(e.play_begun(), "undone, the evening was still under way");
}

fn event() -> Event {
    Event::new("e1".into(), "  Tuesday Pairs ", Format::BridgePairs, "2026-11-24", 1000).unwrap()
}

fn note(seq: u64, text: &str) -> LogEntry {
    LogEntry {
        id: EntryId { device: "desk".into(), seq },
        at: 2000 + seq as i64,
        role: Role::Director,
        action: Action::Note { text: text.into() },
        supersedes: None,
        why: None,
    }
}

#[test]
fn new_event_trims_the_name_and_starts_unsaved() {
    let e = event();
    assert_eq!(e.name, "Tuesday Pairs");
    assert_eq!(e.revision, 0);
    assert_eq!(e.game(), GameKind::Bridge);
}

#[test]
fn names_are_checked() {
    assert_eq!(clean_name("   "), Err(EventError::EmptyName));
    let long = "x".repeat(121);
    assert_eq!(clean_name(&long), Err(EventError::NameTooLong { chars: 121 }));
    assert_eq!(EventError::NameTooLong { chars: 121 }.to_string(), "The name has 121 characters; at most 120 are allowed.");
    assert_eq!(clean_name(&"é".repeat(120)).unwrap().chars().count(), 120);
}

#[test]
fn dates_are_calendar_dates() {
    for ok in ["2026-11-29", "2024-02-29", "2000-02-29", "1999-12-31"] {
        assert_eq!(check_date(ok), Ok(()), "{ok}");
    }
    for bad in ["2026-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "26-11-29", "2026/11/29", "2026-1a-01", ""] {
        assert_eq!(check_date(bad), Err(EventError::BadDate(bad.into())), "{bad}");
    }
}

#[test]
fn formats_round_trip_through_their_codes() {
    for f in Format::ALL {
        assert_eq!(Format::from_code(f.code()), Some(f));
        assert_eq!(serde_json::to_value(f).unwrap(), serde_json::Value::String(f.code().into()));
    }
    assert_eq!(Format::ChessTeamSwiss.game(), GameKind::Chess);
    assert_eq!(Format::from_code("poker"), None);
}

#[test]
fn duplicate_gets_a_new_identity_and_keeps_the_content() {
    let mut e = event();
    e.revision = 7;
    e.add_participant("North Stars").unwrap();
    let d = e.duplicate("e2".into(), 5000);
    assert_eq!(d.id, "e2");
    assert_eq!(d.name, "Tuesday Pairs (copy)");
    assert_eq!(d.revision, 0);
    assert_eq!((d.created, d.modified), (5000, 5000));
    assert_eq!(d.participants, e.participants);
    let long = Event { name: "y".repeat(120), ..e };
    assert_eq!(long.duplicate("e3".into(), 1).name.chars().count(), 120);
}

#[test]
fn participants_are_renamed_by_number() {
    let mut e = event();
    e.add_participant("Pair 1").unwrap();
    e.rename_participant(1, "  Smith – Jones ").unwrap();
    assert_eq!(e.participants[0].name, "Smith – Jones");
    assert_eq!(e.rename_participant(2, "X"), Err(EventError::NoParticipant(2)));
    assert_eq!(e.rename_participant(1, " "), Err(EventError::EmptyName));
}

#[test]
fn participants_get_the_next_number() {
    let mut e = event();
    assert_eq!(e.add_participant("A").unwrap(), 1);
    assert_eq!(e.add_participant("B").unwrap(), 2);
    e.participants.remove(0);
    assert_eq!(e.add_participant("C").unwrap(), 3);
}

#[test]
fn the_log_is_append_only_and_corrections_supersede() {
    let mut e = event();
    e.append(note(1, "late start")).unwrap();
    e.append(note(2, "board 5 fouled")).unwrap();
    assert_eq!(e.append(note(1, "again")), Err(EventError::DuplicateEntry(note(1, "").id)));
    let mut fix = note(3, "board 7 fouled");
    fix.supersedes = Some(note(2, "").id);
    fix.why = Some("wrong board".into());
    e.append(fix).unwrap();
    let mut undo = note(4, "");
    undo.action = Action::Withdraw;
    undo.supersedes = Some(note(1, "").id);
    e.append(undo).unwrap();
    let texts: Vec<_> = e
        .effective_log()
        .iter()
        .map(|x| match &x.action {
            Action::Note { text } => text.as_str(),
            Action::Withdraw => "withdraw",
            Action::Held { .. } | Action::Game(_) => "result",
        })
        .collect();
    assert_eq!(texts, vec!["board 7 fouled"]);
    assert_eq!(e.log.len(), 4, "nothing is removed from the log");
    assert_eq!(e.next_seq("desk"), 5);
    assert_eq!(e.next_seq("table-3"), 1);
    let mut orphan = note(9, "x");
    orphan.supersedes = Some(EntryId { device: "nowhere".into(), seq: 1 });
    assert!(matches!(e.append(orphan), Err(EventError::UnknownEntry(_))));
}

#[test]
fn undoing_a_correction_brings_back_what_it_corrected() {
    let mut e = event();
    e.append(note(1, "first")).unwrap();
    let mut fix = note(2, "corrected");
    fix.supersedes = Some(note(1, "").id);
    e.append(fix).unwrap();
    let texts = |e: &Event| {
        e.effective_log()
            .iter()
            .map(|x| match &x.action {
                Action::Note { text } => text.clone(),
                _ => String::new(),
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(texts(&e), vec!["corrected"]);
    let mut undo = note(3, "");
    undo.action = Action::Withdraw;
    undo.supersedes = Some(note(2, "").id);
    e.append(undo).unwrap();
    assert_eq!(texts(&e), vec!["first"]);
    // Undo the undo: the correction counts again.
    let mut redo = note(4, "");
    redo.action = Action::Withdraw;
    redo.supersedes = Some(note(3, "").id);
    e.append(redo).unwrap();
    assert_eq!(texts(&e), vec!["corrected"]);
}

/// The walk back from the end gives the entries that count, last first,
/// whatever sets them aside: a correction, an undo, an undo of an undo.
#[test]
fn the_entries_that_count_walked_back_from_the_end() {
    let mut e = event();
    let ids = |v: Vec<&LogEntry>| v.iter().map(|x| x.id.seq).collect::<Vec<_>>();
    let check = |e: &Event| {
        let mut forward = ids(e.effective_log());
        forward.reverse();
        assert_eq!(ids(e.effective_rev().collect()), forward);
    };
    check(&e);
    for (seq, sets_aside, withdraw) in [
        (1, None, false),
        (2, None, false),
        (3, Some(1), false),
        (4, Some(3), true),
        (5, Some(4), true),
        (6, Some(2), true),
        (7, None, false),
        (8, Some(6), true),
        (9, Some(7), false),
    ] {
        let mut x = note(seq, "n");
        x.supersedes = sets_aside.map(|s| note(s, "").id);
        if withdraw {
            x.action = Action::Withdraw;
        }
        e.append(x).unwrap();
        check(&e);
    }
    assert_eq!(ids(e.effective_rev().collect()), vec![9, 3, 2]);
}

#[test]
fn event_ids_are_short_and_distinct() {
    assert_eq!(new_event_id(0, 0), "e00");
    assert_eq!(new_event_id(36, 35), "e10z");
    assert_ne!(new_event_id(1_700_000_000_000, 1), new_event_id(1_700_000_000_000, 2));
}
