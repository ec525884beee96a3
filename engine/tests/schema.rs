//! Every schema ever written has a stored fixture that must still load, exactly.

use clubscore_engine::envelope::decode;
use clubscore_engine::event::{Action, EntryId, Format, LogEntry, Member, Participant, Role, Round, Schedule, Sitting};
use clubscore_engine::Event;

#[test]
fn schema_1_fixture_loads_exactly() {
    let text = include_str!("fixtures/event-v1.json");
    let event = decode(text).expect("the v1 fixture must load");
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
        bridge: None,
        // Written before nights had sections: none.
        section: None,
        stored: Default::default(),
    };
    assert_eq!(event, expected);
    assert!(event.effective_log().is_empty());
}
