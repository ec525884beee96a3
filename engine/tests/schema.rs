//! Every schema ever written has a stored fixture that must still load, exactly.

use clubscore_engine::bridge::Event;
use clubscore_engine::bridge::{Action, LogEntry};
use clubscore_engine::envelope::decode;
use clubscore_engine::event::{EntryId, Format, Member, Participant, Role, Round, Schedule, Sitting};

#[test]
fn schema_1_fixture_loads_exactly() {
    let text = include_str!("fixtures/event-v1.json");
    let event: Event = decode(text).expect("the v1 fixture must load");
    let expected = Event {
        id: "lo8x2k1a9".into(),
        name: "Tuesday Evening Pairs".into(),
        format: Format::BridgePairs,
        date: "2026-11-24".into(),
        created: 1764010800000,
        modified: 1764018000000,
        revision: 3,
        participants: vec![
            Participant { number: 1, name: "Smith – Jones".into(), members: vec![Member::named("Ann Smith"), Member::named("Bob Jones")], handicap: None },
            Participant { number: 2, name: "Lee – Park".into(), members: vec![], handicap: None },
        ],
        schedule: Schedule {
            rounds: vec![Round { number: 1, sittings: vec![Sitting { table: 1, home: 1, away: Some(2), boards: vec![1, 2, 3], partners: Vec::new() }] }],
        },
        log: vec![
            LogEntry {
                id: EntryId { device: "desk".into(), seq: 1 },
                at: 1764011000000,
                role: Role::Director,
                action: Action::Note { text: "Late start: 19:40".into() },
                supersedes: None,
                why: None,
            },
            LogEntry {
                id: EntryId { device: "desk".into(), seq: 2 },
                at: 1764011100000,
                role: Role::Director,
                action: Action::Withdraw,
                supersedes: Some(EntryId { device: "desk".into(), seq: 1 }),
                why: Some("wrong event".into()),
            },
        ],
        // Written before sessions had a setup: none.
        setup: None,
        // Written before nights had sections: none.
        section: None,
        stored: Default::default(),
    };
    assert_eq!(event, expected);
    assert!(event.effective_log().is_empty());
}

/// A backup the previous version wrote (schema 2: a pairs evening with a
/// correction, a note, a fouled board, slips, deals, an undo and a hold; a
/// teams evening; a chess team Swiss) reads and is written back byte for
/// byte: read as the pages that hold either game read it, and each event as
/// its own game's page reads it.
#[test]
fn a_backup_of_the_previous_version_is_written_back_byte_for_byte() {
    use clubscore_engine::formats::backup;
    use clubscore_engine::games::{as_bridge, as_chess, Any};
    let text = include_str!("fixtures/backup-schema-2.json");
    let events = backup::read(text).expect("the backup must read");
    assert_eq!(events.len(), 3);
    assert_eq!(backup::write(&events, 9), text);
    for e in &events {
        let alone = backup::write(std::slice::from_ref(e), 9);
        let typed = match e.game() {
            clubscore_engine::GameKind::Bridge => backup::write(&[as_bridge(e.clone()).expect("its set-up reads")], 9),
            clubscore_engine::GameKind::Chess => backup::write(&[as_chess(e.clone())], 9),
        };
        assert_eq!(typed, alone, "{} as its own game", e.id);
    }
    // And stored on a device: every key and text as the previous version stored them.
    let stored: std::collections::BTreeMap<String, String> = serde_json::from_str(include_str!("fixtures/store-schema-3.json")).expect("the store");
    let mut lib = clubscore_engine::Library::new(clubscore_engine::library::MemoryStore::default());
    for e in &events {
        lib.create(e, 2).expect("created");
    }
    let now: std::collections::BTreeMap<String, String> = lib.store.map.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
    assert_eq!(now, stored);
    // Read back from that store, each event is the one the backup holds.
    let mut old = clubscore_engine::Library::new(clubscore_engine::library::MemoryStore::default());
    old.store.map = stored.into_iter().collect();
    for e in &events {
        let mut back = old.load::<Any>(&e.id).expect("loads");
        back.stored = Default::default();
        assert_eq!(back, clubscore_engine::event::Event { revision: 1, modified: 2, ..e.clone() }, "{}", e.id);
    }
}

/// A bridge set-up this version cannot read (a newer version's scoring, a
/// damaged file's) is taken by the pages of both games as it is stored, kept
/// byte for byte, and refused by name when the event is opened as bridge:
/// never read as "not set up".
#[test]
fn a_set_up_this_version_cannot_read_is_kept_and_refused_on_opening() {
    use clubscore_engine::formats::backup;
    use clubscore_engine::games::as_bridge;
    let text = include_str!("fixtures/backup-schema-2.json").replacen(r#""movement":{"kind":"mitchell""#, r#""movement":{"kind":"web-of-tables""#, 1);
    let events = backup::read(&text).expect("the backup reads: its set-up is kept as stored");
    assert_eq!(backup::write(&events, 9), text);
    let pairs = events.iter().find(|e| e.game() == clubscore_engine::GameKind::Bridge).cloned().expect("a bridge event");
    let refused = as_bridge(pairs).err().expect("refused on opening");
    assert_eq!(refused.path, "setup");
    assert!(refused.message.starts_with("the set-up cannot be read: "), "{}", refused.message);
    assert!(refused.message.contains("web-of-tables"), "{}", refused.message);
}
