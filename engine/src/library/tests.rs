use super::*;
use crate::bridge::Event;
use crate::event::Format;

fn ev(id: &str, name: &str) -> Event {
    Event::new(id.into(), name, Format::BridgePairs, "2026-11-29", 100).unwrap()
}

fn names(lib: &Library<MemoryStore>) -> Vec<String> {
    lib.list::<crate::games::Any>()
        .unwrap()
        .into_iter()
        .map(|l| match l {
            Listing::Event(s) => s.name,
            Listing::Damaged { id, .. } => format!("damaged {id}"),
        })
        .collect()
}

#[test]
fn create_save_load() {
    let mut lib = Library::new(MemoryStore::default());
    let a = lib.create(&ev("a", "Monday"), 200).unwrap();
    assert_eq!((a.revision, a.modified), (1, 200));
    let mut b = a.clone();
    b.rename("Monday Pairs").unwrap();
    let b = lib.save(&b, 300).unwrap();
    assert_eq!(b.revision, 2);
    assert_eq!(lib.load::<crate::bridge::Bridge>("a").unwrap(), b);
    assert_eq!(lib.create(&ev("a", "again"), 1), Err(StoreError::Exists("a".into())));
    assert_eq!(lib.load::<crate::bridge::Bridge>("zz"), Err(StoreError::NotFound("zz".into())));
}

/// A backup imported over an event another tab saved since it was read
/// is refused whole; written over the copy it was read from, it goes one
/// revision past both, so the tab still holding the old copy cannot save
/// over it unseen.
#[test]
fn a_backup_is_written_over_an_event_only_as_it_was_read() {
    let mut lib = Library::new(MemoryStore::default());
    let here = lib.create(&ev("a", "Monday"), 100).unwrap();
    let mut tab = here.clone();
    tab.rename("Monday Pairs").unwrap();
    let imported = Event { revision: 1, ..ev("a", "From the backup") };
    // Another tab saves between the file's reading and its import: refused, nothing written.
    let saved = lib.save(&tab, 200).unwrap();
    let before = lib.store.map.clone();
    assert!(matches!(lib.put_all_over(vec![(imported.clone(), Some(here.revision))]), Err(StoreError::Stale { .. })));
    assert_eq!(lib.store.map, before);
    // Read again at the revision stored now: written, one past it.
    let written = lib.put_all_over(vec![(imported, Some(saved.revision)), (ev("b", "New"), None)]).unwrap();
    let a = lib.load::<crate::bridge::Bridge>("a").unwrap();
    assert_eq!((a.name.as_str(), a.revision), ("From the backup", saved.revision + 1));
    assert_eq!(written, [saved.revision + 1, 0]);
    assert!(matches!(lib.save(&saved, 300), Err(StoreError::Stale { .. })), "the tab's old copy cannot save over it");
    assert_eq!(lib.load::<crate::bridge::Bridge>("b").unwrap().name, "New");
    // A replace undone: the copy replaced put back over the one written, again one past it.
    let back = lib.put_all_over(vec![(tab.clone(), Some(written[0]))]).unwrap();
    assert_eq!((lib.load::<crate::bridge::Bridge>("a").unwrap().name.as_str(), back[0]), ("Monday Pairs", written[0] + 1));
}

/// Two tabs of one browser save on top of one revision (the second
/// shown the first's write too late) and the second's write lands over
/// the first's: the first tab takes its save back, and both tabs'
/// entries are kept, the second's numbered past the first's.
#[test]
fn a_save_written_over_by_another_tab_is_taken_back() {
    use crate::event::{Action, Role};
    let mut lib = Library::new(MemoryStore::default());
    let base = lib.create(&ev("a", "Monday"), 100).unwrap();
    let note = |e: &Event, text: &str| e.new_entry("desk", 150, Role::Scorer, Action::Note { text: text.into() });
    let mut tab_a = base.clone();
    tab_a.append(note(&tab_a, "from tab A")).unwrap();
    let saved_a = lib.save(&tab_a, 200).unwrap();
    // Tab B, shown revision 1 still, writes its own revision 2 over A's.
    let mut tab_b = base.clone();
    tab_b.append(note(&tab_b, "from tab B")).unwrap();
    let stale = Event { revision: base.revision + 1, modified: 210, ..tab_b };
    lib.store.set(&event_key("a"), &envelope::encode(&stale)).unwrap();
    assert_eq!(lib.stored_revision::<crate::games::Any>("a").unwrap(), saved_a.revision, "the same revision: a plain revision check cannot see it");
    // Tab A sees the storage change and takes its save back.
    let m = lib.take_back::<crate::bridge::results::Bridge>(&saved_a, "desk", 300).unwrap().unwrap();
    assert_eq!(m.added, 1);
    let now = lib.load::<crate::bridge::Bridge>("a").unwrap();
    let notes: Vec<(u64, String)> = now.log.iter().map(|e| (e.id.seq, format!("{:?}", e.action))).collect();
    assert_eq!(notes.len(), 2);
    assert!(notes[0].1.contains("from tab B") && notes[1].1.contains("from tab A"), "{notes:?}");
    assert_eq!((notes[0].0, notes[1].0), (1, 2), "tab A's entry is numbered past tab B's");
    assert_eq!(now.revision, saved_a.revision + 1);
    // Taken back once: a second look finds nothing missing.
    assert_eq!(lib.take_back::<crate::bridge::results::Bridge>(&saved_a, "desk", 400).unwrap(), None);
}

/// Events gone from the store that the index still lists are said as
/// lost (the browser cleared them); a delete is not a loss; once the
/// scorer has read it, the note can be forgotten; an import brings them back.
/// The storage line: the characters used of the quota, rounded down to a
/// whole percent, the three largest events, and a warning from 70 %.
#[test]
fn the_storage_used_is_said_with_the_largest_events() {
    let mut lib = Library::new(MemoryStore::default());
    let big = "Big ".repeat(25).trim().to_string();
    for (id, name) in [("a", "Small"), ("b", big.as_str()), ("c", "Middle one"), ("d", "Tiny")] {
        lib.create(&ev(id, name), 100).unwrap();
    }
    let list = lib.list::<crate::games::Any>().unwrap();
    let used = Usage::of(1_310_720, &list);
    assert_eq!(used.percent, 25);
    assert_eq!(used.largest.iter().map(|x| x.0.as_str()).collect::<Vec<_>>(), [big.as_str(), "Middle one", "Small"]);
    assert!(used.words().starts_with("1.3 of about 5.2 million characters used (25 %). The largest: “Big Big"), "{}", used.words());
    assert!(!used.warns());
    let edge = Usage::of(QUOTA_CHARS * 7 / 10 - 1, &list);
    assert_eq!((edge.percent, edge.warns()), (69, false));
    let full = Usage::of(QUOTA_CHARS * 7 / 10 + 1, &[]);
    assert_eq!((full.percent, full.warns()), (70, true));
    assert_eq!(
        full.words(),
        "3.7 of about 5.2 million characters used (70 %). The storage is filling up: archive the events that are finished (each then takes about a tenth of the room), or download a backup, then delete the events you no longer need."
    );
}

#[test]
fn raw_text_is_named_for_what_it_is() {
    let mut lib = Library::new(MemoryStore::default());
    let e = Event::new("e1".into(), "Cup", crate::Format::BridgePairs, "2026-12-01", 1).unwrap_or_else(|x| panic!("{x}"));
    lib.create(&e, 1).unwrap_or_else(|x| panic!("{x}"));
    let dump = lib.raw("e1").unwrap_or_default();
    assert_eq!(raw_file("e1", &dump), ("clubscore-damaged-e1.txt".to_string(), "text/plain"));
    assert_eq!(raw_file("e1", "{\"schema\":2,"), ("clubscore-damaged-e1.json".to_string(), "application/json"));
}

#[test]
fn what_changed_since_the_last_backup_is_said() {
    let at = |name: &str, modified: i64| {
        let mut e = Event::new(name.to_lowercase(), name, crate::Format::BridgePairs, "2026-12-01", 1).unwrap_or_else(|x| panic!("{x}"));
        e.modified = modified;
        Listing::Event(e.summary(100))
    };
    let list = [at("Monday", 10), at("Tuesday", 30), at("Wednesday", 20), at("Thursday", 40), at("Friday", 50)];
    assert_eq!(since_backup(&list, Some(60)), None, "all in the last backup");
    assert_eq!(
        since_backup(&list, Some(35)).as_deref(),
        Some("Changed since the last backup: “Friday”, “Thursday”. Download a backup now: one file holds every event.")
    );
    assert_eq!(
        since_backup(&list, None).as_deref(),
        Some("Not in a backup from this device yet: “Friday”, “Thursday”, “Tuesday” and 2 more. Download a backup now: one file holds every event.")
    );
    assert_eq!(since_backup(&[], None), None);
}

#[test]
fn events_the_browser_removed_are_said_as_lost() {
    let mut lib = Library::new(MemoryStore::default());
    for (id, name) in [("a", "One"), ("b", "Two"), ("c", "Three")] {
        lib.create(&ev(id, name), 100).unwrap();
    }
    lib.delete("c").unwrap();
    assert_eq!(lib.lost().unwrap(), Vec::<String>::new());
    lib.store.map.remove(&event_key("a")).unwrap();
    assert_eq!(lib.lost().unwrap(), ["a"]);
    assert_eq!(names(&lib), ["Two"]);
    // The backup imported: back once, in its old place; nothing lost any more.
    lib.put_all(&mut [Event { revision: 1, ..ev("a", "One") }]).unwrap();
    assert_eq!(names(&lib), ["One", "Two"]);
    assert_eq!(lib.lost().unwrap(), Vec::<String>::new());
    lib.store.map.remove(&event_key("a"));
    lib.forget_lost().unwrap();
    assert_eq!(lib.lost().unwrap(), Vec::<String>::new());
    assert_eq!(names(&lib), ["Two"]);
}

#[test]
fn a_stale_save_is_refused_and_changes_nothing() {
    let mut lib = Library::new(MemoryStore::default());
    let first = lib.create(&ev("a", "Monday"), 200).unwrap();
    let mut tab1 = first.clone();
    let mut tab2 = first.clone();
    tab1.rename("From tab one").unwrap();
    lib.save(&tab1, 300).unwrap();
    tab2.rename("From tab two").unwrap();
    assert_eq!(lib.save(&tab2, 400), Err(StoreError::Stale { id: "a".into(), stored: 2, yours: 1 }));
    // Handed over and refused, the event comes back as it was.
    let refused = lib.save_owned(tab2.clone(), 400);
    assert_eq!(refused, Err((StoreError::Stale { id: "a".into(), stored: 2, yours: 1 }, tab2.clone())));
    assert_eq!(lib.load::<crate::bridge::Bridge>("a").unwrap().name, "From tab one");
}

#[test]
fn a_full_store_refuses_the_write_and_keeps_what_was_saved() {
    let mut lib = Library::new(MemoryStore::default());
    let a = lib.create(&ev("a", "Monday"), 200).unwrap();
    lib.store.limit = Some(lib.store.used() + 100);
    let before = lib.store.map.clone();
    let mut big = a.clone();
    big.rename(&"x".repeat(120)).unwrap();
    for i in 0..5 {
        big.add_participant(&format!("Pair number {i} with a long name")).unwrap();
    }
    assert_eq!(lib.save(&big, 300), Err(StoreError::Full));
    assert_eq!(lib.store.map, before);
    assert_eq!(lib.create(&big.duplicate("b".into(), 1), 300), Err(StoreError::Full));
    assert_eq!(lib.store.map, before);
    assert_eq!(lib.load::<crate::bridge::Bridge>("a").unwrap(), a);
}

#[test]
fn the_index_write_failing_rolls_back_the_event() {
    // Room for the first event and index, and for the second event's key but not the grown index.
    let mut lib = Library::new(MemoryStore::default());
    lib.create(&ev("a", "Monday"), 200).unwrap();
    let used = lib.store.used();
    let b = ev("b", "Tuesday");
    let b_len = event_key("b").len() + envelope::encode(&Event { revision: 1, modified: 300, ..b.clone() }).len();
    lib.store.limit = Some(used + b_len + 2);
    let before = lib.store.map.clone();
    assert_eq!(lib.create(&b, 300), Err(StoreError::Full));
    assert_eq!(lib.store.map, before);
}

#[test]
fn a_damaged_event_is_listed_and_does_not_hide_the_others() {
    let mut lib = Library::new(MemoryStore::default());
    lib.create(&ev("a", "Monday"), 1).unwrap();
    lib.create(&ev("b", "Tuesday"), 2).unwrap();
    lib.store.set(&event_key("a"), "{\"schema\":1,\"data\":{\"id\":").unwrap();
    assert_eq!(names(&lib), vec!["damaged a", "Tuesday"]);
    match &lib.list::<crate::games::Any>().unwrap()[0] {
        Listing::Damaged { problem, bytes, .. } => {
            assert_eq!(*bytes, 25);
            assert!(problem.message.starts_with("not valid JSON"), "{problem}");
        }
        other => panic!("expected damaged, got {other:?}"),
    }
    assert!(matches!(lib.load::<crate::bridge::Bridge>("a"), Err(StoreError::Damaged { .. })));
    assert_eq!(lib.raw("a").unwrap(), "{\"schema\":1,\"data\":{\"id\":");
    lib.delete("a").unwrap();
    assert_eq!(names(&lib), vec!["Tuesday"]);
}

#[test]
fn a_lost_or_damaged_index_is_rebuilt_from_the_event_keys() {
    let mut lib = Library::new(MemoryStore::default());
    lib.create(&ev("b", "Tuesday"), 1).unwrap();
    lib.create(&ev("a", "Monday"), 2).unwrap();
    assert_eq!(names(&lib), vec!["Tuesday", "Monday"]);
    lib.store.set(INDEX_KEY, "garbage").unwrap();
    assert_eq!(names(&lib), vec!["Monday", "Tuesday"]);
    lib.store.remove(INDEX_KEY).unwrap();
    assert_eq!(names(&lib).len(), 2);
}

#[test]
fn delete_then_undo_puts_it_back_in_place() {
    let mut lib = Library::new(MemoryStore::default());
    for (id, n) in [("a", "One"), ("b", "Two"), ("c", "Three")] {
        lib.create(&ev(id, n), 1).unwrap();
    }
    let raw = lib.delete("b").unwrap();
    assert_eq!(names(&lib), vec!["One", "Three"]);
    lib.put_raw("b", &raw, 1).unwrap();
    assert_eq!(names(&lib), vec!["One", "Two", "Three"]);
    assert_eq!(lib.delete("nope"), Err(StoreError::NotFound("nope".into())));
}

/// The list's delete with its few seconds of undo: put back as it was, in
/// its place; a second delete's undo is not taken away when the first's
/// seconds end; nothing to put back once they are over.
#[test]
fn a_delete_is_undone_in_its_few_seconds() {
    let mut lib = Library::new(MemoryStore::default());
    for (id, n) in [("a", "One"), ("b", "Two"), ("c", "Three")] {
        lib.create(&ev(id, n), 1).unwrap();
    }
    let before = lib.store.map.clone();
    let mut undo = UndoableDelete::default();
    assert_eq!(undo.offered(), None);
    let first = lib.delete_undoably("b", "Two", &mut undo).unwrap();
    assert_eq!((names(&lib), undo.offered()), (vec!["One".to_string(), "Three".to_string()], Some("Two")));
    assert_eq!(lib.undelete(&mut undo), Ok(Some("Two".to_string())));
    assert_eq!(lib.store.map, before, "every key as it was, the index's order too");
    assert_eq!(undo.offered(), None);
    assert_eq!(lib.undelete(&mut undo), Ok(None));
    // Two deletes: the first's seconds end while the second's undo is offered.
    let first_again = lib.delete_undoably("a", "One", &mut undo).unwrap();
    assert_ne!(first, first_again);
    let second = lib.delete_undoably("c", "Three", &mut undo).unwrap();
    assert!(!undo.expire(first_again));
    assert_eq!(undo.offered(), Some("Three"));
    assert!(undo.expire(second));
    assert_eq!(undo.offered(), None);
    assert_eq!(lib.undelete(&mut undo), Ok(None));
    assert_eq!(names(&lib), vec!["Two".to_string()]);
    assert_eq!(lib.delete_undoably("nope", "Nope", &mut undo), Err(StoreError::NotFound("nope".into())));
    // A store too full to take it back: said, and still offered.
    let mut full = Library::new(MemoryStore::default());
    full.create(&ev("a", "One"), 1).unwrap();
    full.delete_undoably("a", "One", &mut undo).unwrap();
    full.store.limit = Some(full.store.used() + 10);
    assert_eq!(full.undelete(&mut undo), Err(StoreError::Full));
    assert_eq!(undo.offered(), Some("One"));
}

#[test]
fn what_is_worked_out_is_kept_beside_its_event_and_goes_with_it() {
    let mut lib = Library::new(MemoryStore::default());
    lib.create(&ev("a", "One"), 1).unwrap();
    assert_eq!(lib.worked_out("a"), None);
    lib.keep_worked_out("a", "[1,2]").unwrap();
    assert_eq!(lib.worked_out("a").as_deref(), Some("[1,2]"));
    // Not part of the event: its text, as a backup or an undone delete takes it, holds none of it.
    let raw = lib.raw("a").unwrap();
    assert!(!raw.contains("[1,2]"));
    assert_eq!(lib.keep_worked_out("nope", "x"), Err(StoreError::NotFound("nope".into())));
    // A full store refuses it, and what was kept stays.
    lib.store.limit = Some(lib.store.used());
    assert_eq!(lib.keep_worked_out("a", "[1,2,3]"), Err(StoreError::Full));
    assert_eq!(lib.worked_out("a").as_deref(), Some("[1,2]"));
    lib.store.limit = None;
    lib.delete("a").unwrap();
    assert_eq!(lib.worked_out("a"), None);
    assert!(lib.store.map.is_empty() || lib.store.map.keys().all(|k| !k.contains("worked-out")));
}

#[test]
fn put_all_is_all_or_nothing() {
    let mut lib = Library::new(MemoryStore::default());
    lib.create(&ev("a", "One"), 1).unwrap();
    let before = lib.store.map.clone();
    lib.store.limit = Some(lib.store.used() + 500);
    let mut batch =
        vec![Event { revision: 4, ..ev("a", "One replaced") }, Event { revision: 1, ..ev("b", "Two") }, Event { revision: 1, ..ev("c", &"Three".repeat(20)) }];
    assert_eq!(lib.put_all(&mut batch), Err(StoreError::Full));
    assert_eq!(lib.store.map, before);
    lib.store.limit = None;
    lib.put_all(&mut batch).unwrap();
    assert_eq!(names(&lib), vec!["One replaced", "Two", &"Three".repeat(20)]);
    assert_eq!(lib.load::<crate::bridge::Bridge>("a").unwrap().revision, 4);
}

#[test]
fn the_home_page_shows_damaged_first_then_the_latest_day_and_creation() {
    let mut lib = Library::new(MemoryStore::default());
    let day = |id: &str, date: &str, created: i64| Event { created, ..Event::new(id.into(), id, Format::BridgePairs, date, 0).unwrap() };
    lib.create(&day("old", "2026-01-05", 1), 1).unwrap();
    lib.create(&day("new-a", "2026-11-29", 2), 1).unwrap();
    lib.create(&day("new-b", "2026-11-29", 3), 1).unwrap();
    lib.create(&day("mid", "2026-06-01", 4), 1).unwrap();
    lib.store.set(&event_key("zz-bad"), "x").unwrap();
    let mut list = lib.list::<crate::games::Any>().unwrap();
    home_order(&mut list);
    let ids: Vec<&str> = list.iter().map(Listing::id).collect();
    assert_eq!(ids, vec!["zz-bad", "new-b", "new-a", "mid", "old"]);
}

#[test]
fn meta_remembers_the_last_backup() {
    let mut lib = Library::new(MemoryStore::default());
    assert_eq!(lib.meta().last_backup, None);
    lib.set_meta(&Meta { last_backup: Some(123) }).unwrap();
    assert_eq!(lib.meta().last_backup, Some(123));
    lib.store.set(META_KEY, "{oops").unwrap();
    assert_eq!(lib.meta(), Meta::default());
}

#[test]
fn error_messages_say_what_to_do() {
    assert_eq!(
        StoreError::Stale { id: "a".into(), stored: 3, yours: 2 }.to_string(),
        "This event was changed elsewhere (another tab or window saved version 3; this page had version 2). Your change was not saved; the event has been reloaded."
    );
    assert!(StoreError::Full.to_string().contains("Download a backup"));
}
