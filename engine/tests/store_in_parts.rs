//! Events stored in parts (issue 29): a save writes what it adds, not the
//! event; every form stored before reads as it did and moves to parts when
//! saved; a part damaged or gone is named, never read as something else.

use clubscore_engine::bridge::Event;
use clubscore_engine::envelope::{decode, encode};
use clubscore_engine::event::{Action, Format, Role};
use clubscore_engine::library::{event_key, Library, MemoryStore, StoreError};
use clubscore_engine::parts::{is_head, LOG_PREFIX};

fn note(e: &mut Event, device: &str, n: usize) {
    let entry = e.new_entry(device, 1_000 + n as i64, Role::Scorer, Action::Note { text: format!("result {n}: 4S by N, 10 tricks, +420") });
    e.append(entry).unwrap_or_else(|x| panic!("{x}"));
}

fn with_notes(id: &str, n: usize) -> Event {
    let mut e = Event::new(id.into(), "Tuesday pairs", Format::BridgePairs, "2026-12-01", 1).unwrap_or_else(|x| panic!("{x}"));
    for i in 0..n {
        note(&mut e, "desk", i);
    }
    e
}

/// What a write changed in the store: the keys set to new text and their characters.
fn written(before: &MemoryStore, after: &MemoryStore) -> (usize, usize) {
    after.map.iter().filter(|(k, v)| before.map.get(*k) != Some(*v)).fold((0, 0), |(n, c), (k, v)| (n + 1, c + k.len() + v.len()))
}

fn parts_of(lib: &Library<MemoryStore>, id: &str) -> usize {
    lib.store.map.keys().filter(|k| k.starts_with(&format!("{LOG_PREFIX}{id}/"))).count()
}

#[test]
fn a_save_writes_the_entry_it_adds_and_a_small_head() {
    let mut lib = Library::new(MemoryStore::default());
    let mut e = lib.create(&with_notes("e1", 400), 1).unwrap_or_else(|x| panic!("{x}"));
    let whole = encode(&e).len();
    assert!(is_head(&lib.store.map[&event_key("e1")]));
    let entry = whole / 400;
    let mut total = 0;
    for i in 400..600 {
        let before = lib.store.clone();
        note(&mut e, "desk", i);
        e = lib.save_owned(e, 2).unwrap_or_else(|x| panic!("{}", x.0));
        let (keys, chars) = written(&before, &lib.store);
        // The head (a few hundred characters here) and the new entry's part; every eighth
        // save the small parts at the end merged into one (fewer than 64 + 8 entries):
        // never the 400 entries before.
        assert!(keys <= 2 && chars < 72 * entry + 1_000, "save {i}: {keys} keys, {chars} characters (the whole event is {whole})");
        total += chars;
        assert_eq!(lib.load::<clubscore_engine::bridge::Bridge>("e1").as_ref(), Ok(&e), "save {i} reads back whole");
    }
    // The revision read off the head's start, as before parts.
    assert_eq!(clubscore_engine::envelope::peek_revision(&lib.store.map[&event_key("e1")]), Some(e.revision));
    // On average, the entry, the head and an eighth of a merge.
    assert!(total / 200 < 8 * entry + 600, "{} characters a save, {entry} an entry", total / 200);
    // Few keys: the first 400 entries in parts of 256 and 144, the 200 since merged as they came.
    assert!(parts_of(&lib, "e1") <= 12, "{} parts", parts_of(&lib, "e1"));
    // Stored characters: about what the event whole is, not a copy per save.
    assert!(lib.store.used() < encode(&e).len() * 11 / 10 + 2_000, "{} stored for {}", lib.store.used(), encode(&e).len());
}

#[test]
fn an_edit_of_a_copy_writes_only_what_differs() {
    // The pages edit a copy (the event's clone) and save it: the parts the
    // log still holds word for word are kept, whatever the copy's mark.
    let mut lib = Library::new(MemoryStore::default());
    let stored = lib.create(&with_notes("e1", 300), 1).unwrap_or_else(|x| panic!("{x}"));
    let mut copy = stored.clone();
    copy.name = "Tuesday pairs, renamed".into();
    note(&mut copy, "desk", 300);
    let before = lib.store.clone();
    let saved = lib.save(&copy, 2).unwrap_or_else(|x| panic!("{x}"));
    let (keys, chars) = written(&before, &lib.store);
    assert!(keys <= 3 && chars < 2_000, "{keys} keys, {chars} characters");
    assert_eq!(lib.load::<clubscore_engine::bridge::Bridge>("e1").map(|e| e.name), Ok("Tuesday pairs, renamed".to_string()));
    // A log changed in place (a merge's repair) is compared part by part, and stored as it now is.
    let mut changed = saved.clone();
    changed.log[3].why = Some("corrected".into());
    clubscore_engine::parts::forget(&mut changed);
    lib.save(&changed, 3).unwrap_or_else(|x| panic!("{x}"));
    assert_eq!(lib.load::<clubscore_engine::bridge::Bridge>("e1").map(|e| e.log[3].why.clone()), Ok(Some("corrected".to_string())));
}

#[test]
fn a_mark_that_does_not_fit_the_store_is_not_trusted() {
    // A copy whose log lost entries the store holds (or whose stored prefix
    // ends with another entry) is compared, not appended to.
    let mut lib = Library::new(MemoryStore::default());
    let stored = lib.create(&with_notes("e1", 100), 1).unwrap_or_else(|x| panic!("{x}"));
    let mut shorter = stored.clone();
    shorter.log.truncate(50);
    lib.save(&shorter, 2).unwrap_or_else(|x| panic!("{x}"));
    assert_eq!(lib.load::<clubscore_engine::bridge::Bridge>("e1").map(|e| e.log.len()), Ok(50));
    let mut other = lib.load::<clubscore_engine::bridge::Bridge>("e1").unwrap_or_else(|x| panic!("{x}"));
    let last = other.log.len() - 1;
    other.log[last].id.seq = 9_999;
    lib.save(&other, 3).unwrap_or_else(|x| panic!("{x}"));
    assert_eq!(lib.load::<clubscore_engine::bridge::Bridge>("e1").map(|e| e.log[last].id.seq), Ok(9_999));
}

#[test]
fn events_stored_whole_read_as_before_and_move_to_parts_when_saved() {
    let v1 = include_str!("fixtures/event-v1.json");
    let v2 = encode(&with_notes("e2", 30));
    for (id, text) in [("lo8x2k1a9", v1.to_string()), ("e2", v2)] {
        let mut lib = Library::new(MemoryStore::default());
        lib.store.map.insert(event_key(id), text.clone());
        let before = decode(&text).unwrap_or_else(|x| panic!("{x}"));
        let opened = lib.load::<clubscore_engine::bridge::Bridge>(id).unwrap_or_else(|x| panic!("{x}"));
        assert_eq!(opened, before);
        // Saved once: a head and parts, and a backup of it is what the old form gave, byte for byte.
        let saved = lib.save(&opened, before.modified).unwrap_or_else(|x| panic!("{x}"));
        assert!(is_head(&lib.store.map[&event_key(id)]));
        let back = lib.load::<clubscore_engine::bridge::Bridge>(id).unwrap_or_else(|x| panic!("{x}"));
        assert_eq!(back, saved);
        assert_eq!(encode(&Event { revision: before.revision, ..back }), encode(&before), "{id}");
        assert_eq!(lib.list::<clubscore_engine::games::Any>().map(|l| l.len()), Ok(1));
    }
}

#[test]
fn a_damaged_or_missing_part_is_named_and_kept() {
    let mut lib = Library::new(MemoryStore::default());
    lib.create(&with_notes("e1", 10), 1).unwrap_or_else(|x| panic!("{x}"));
    let part = lib.store.map.keys().find(|k| k.starts_with(LOG_PREFIX)).cloned().unwrap_or_default();
    let good = lib.store.map[&part].clone();
    lib.store.map.insert(part.clone(), good.replace("10 tricks", "11 tricks"));
    let Err(StoreError::Damaged { problem, .. }) = lib.load::<clubscore_engine::bridge::Bridge>("e1") else { panic!("a changed part is damage") };
    assert_eq!(problem.path, "parts[0]");
    assert!(problem.message.contains(&part) && problem.message.contains("was changed outside Clubscore"), "{problem}");
    // Listed still (the list reads heads), and its raw text holds the changed part, for whoever repairs it.
    assert_eq!(lib.list::<clubscore_engine::games::Any>().map(|l| l.len()), Ok(1));
    assert!(lib.raw("e1").unwrap_or_default().contains("11 tricks"));
    // A save cannot go over it: the page that would save could not open it.
    lib.store.map.remove(&part);
    let Err(StoreError::Damaged { problem, .. }) = lib.load::<clubscore_engine::bridge::Bridge>("e1") else { panic!("a missing part is damage") };
    assert!(problem.message.ends_with(&format!("{part} is missing")), "{problem}");
}

#[test]
fn a_full_store_refuses_the_save_whole() {
    let mut lib = Library::new(MemoryStore::default());
    let mut e = lib.create(&with_notes("e1", 20), 1).unwrap_or_else(|x| panic!("{x}"));
    lib.store.limit = Some(lib.store.used() + 100);
    let before = lib.store.map.clone();
    for i in 20..40 {
        note(&mut e, "desk", i);
    }
    let Err((err, back)) = lib.save_owned(e, 2) else { panic!("the store is full") };
    assert_eq!(err, StoreError::Full);
    assert_eq!(lib.store.map, before, "nothing half-written");
    assert_eq!(back.log.len(), 40, "the entries typed stay with the page");
}

#[test]
fn deleting_takes_every_part_and_undo_puts_them_back() {
    let mut lib = Library::new(MemoryStore::default());
    let e = lib.create(&with_notes("e1", 500), 1).unwrap_or_else(|x| panic!("{x}"));
    let before = lib.store.map.clone();
    let raw = lib.delete("e1").unwrap_or_else(|x| panic!("{x}"));
    assert!(lib.store.map.keys().all(|k| !k.contains("e1")), "{:?}", lib.store.map.keys().collect::<Vec<_>>());
    lib.put_raw("e1", &raw, 0).unwrap_or_else(|x| panic!("{x}"));
    assert_eq!(lib.load::<clubscore_engine::bridge::Bridge>("e1"), Ok(e));
    assert_eq!(lib.store.map.keys().collect::<Vec<_>>(), before.keys().collect::<Vec<_>>());
}

#[test]
fn two_tabs_saving_at_one_moment_lose_nothing() {
    // Both tabs read revision 1; the browser shows each the other's write a
    // moment late, so both save on top of it. The second write wins the
    // head; the first tab still reads its own save from the head it wrote
    // (its parts are never retired by the other's) and takes it back.
    let mut lib = Library::new(MemoryStore::default());
    let base = lib.create(&with_notes("e1", 70), 1).unwrap_or_else(|x| panic!("{x}"));
    let (mut a, mut b) = (base.clone(), base);
    for i in 0..9 {
        note(&mut a, "tab-a", i);
    }
    let a = lib.save_owned(a, 2).unwrap_or_else(|x| panic!("{}", x.0));
    let a_head = lib.store.map[&event_key("e1")].clone();
    // Tab B's check saw revision 1 before A's write landed.
    let a_stored = lib.store.clone();
    lib.store.map.insert(event_key("e1"), lib.store.map[&event_key("e1")].replace("\"revision\":2", "\"revision\":1"));
    note(&mut b, "tab-b", 0);
    let b = lib.save_owned(b, 3).unwrap_or_else(|x| panic!("{}", x.0));
    assert_eq!(b.revision, 2);
    // A's parts are all still there, so its save reads back whole.
    assert!(a_stored.map.keys().filter(|k| k.starts_with(LOG_PREFIX)).all(|k| lib.store.map.contains_key(k)));
    let ours = lib.decode_stored("e1", &a_head).unwrap_or_else(|x| panic!("{x}"));
    assert_eq!(ours, a);
    let merged = lib.take_back(&ours, "tab-a", 4).unwrap_or_else(|x| panic!("{x}"));
    assert!(merged.is_some());
    let now = lib.load::<clubscore_engine::bridge::Bridge>("e1").unwrap_or_else(|x| panic!("{x}"));
    assert_eq!(now.log.len(), 70 + 9 + 1, "both tabs' entries");
}

#[test]
fn parts_no_head_lists_go_a_save_after_they_are_replaced() {
    // Small parts merged into one are retired by the save that merges them,
    // and gone with the save after; so are the parts of a log rewritten whole.
    let mut lib = Library::new(MemoryStore::default());
    let mut e = lib.create(&with_notes("e1", 300), 1).unwrap_or_else(|x| panic!("{x}"));
    clubscore_engine::parts::forget(&mut e);
    e = lib.save_owned(e, 2).unwrap_or_else(|x| panic!("{}", x.0));
    for i in 300..320 {
        note(&mut e, "desk", i);
        e = lib.save_owned(e, 2).unwrap_or_else(|x| panic!("{}", x.0));
    }
    let listed = clubscore_engine::parts::listed(&lib.store.map[&event_key("e1")]).map(|l| (l.parts.len(), l.retired.len())).unwrap_or_default();
    assert_eq!(parts_of(&lib, "e1"), listed.0 + listed.1, "only the parts the head lists, and those it retired a save ago");
    assert!(listed.0 <= 2 + 8, "{listed:?}");
}

/// The text stored under an event's part of checksum `sum`.
fn part_text(lib: &Library<MemoryStore>, id: &str, sum: &str) -> String {
    lib.store.map[&format!("{LOG_PREFIX}{id}/{sum}")].clone()
}

/// The seating part a stored head names, "sum:0:chars".
fn seating_of(head: &str) -> Option<String> {
    let at = head.find("\"seating\":\"")? + "\"seating\":\"".len();
    Some(head[at..].split('"').next()?.to_string())
}

#[test]
fn the_seating_is_a_part_of_its_own_written_only_when_it_changes() {
    let mut lib = Library::new(MemoryStore::default());
    let big = clubscore_engine::bench::full_pairs_event();
    let id = big.id.clone();
    let seating = serde_json::to_string(&big.schedule).unwrap_or_default().len();
    let mut e = lib.create(&big, 1).unwrap_or_else(|x| panic!("{x}"));
    let head = lib.store.map[&event_key(&id)].clone();
    // The head lists the seating and no longer carries it (a 30-table evening's is 38 KB).
    let first = seating_of(&head).unwrap_or_else(|| panic!("no seating in the head"));
    assert!(head.len() < 4_000 && seating > 30_000, "head {} characters, seating {seating}", head.len());
    assert_eq!(part_text(&lib, &id, first.split(':').next().unwrap_or_default()).len(), seating);

    // A result, and another after the event is read again: the seating is not written again.
    for reread in [false, true] {
        if reread {
            e = lib.load::<clubscore_engine::bridge::Bridge>(&id).unwrap_or_else(|x| panic!("{x}"));
        }
        let before = lib.store.clone();
        note(&mut e, "desk", 1);
        e = lib.save_owned(e, 2).unwrap_or_else(|x| panic!("{}", x.0));
        let (keys, chars) = written(&before, &lib.store);
        assert!(keys <= 2 && chars < 8_000, "read again {reread}: {keys} keys, {chars} characters");
        assert_eq!(seating_of(&lib.store.map[&event_key(&id)]), Some(first.clone()));
        assert_eq!(lib.load::<clubscore_engine::bridge::Bridge>(&id).as_ref(), Ok(&e));
    }

    // The seating changed (a round fewer): written as a new part, the old one retired, gone a save later.
    let parts = parts_of(&lib, &id);
    e.schedule.rounds.pop();
    e = lib.save_owned(e, 3).unwrap_or_else(|x| panic!("{}", x.0));
    let second = seating_of(&lib.store.map[&event_key(&id)]).unwrap_or_default();
    assert_ne!(second, first);
    assert_eq!(lib.load::<clubscore_engine::bridge::Bridge>(&id).as_ref(), Ok(&e));
    assert_eq!(parts_of(&lib, &id), parts + 1, "the old seating kept one save, for a tab that saved at the same moment");
    note(&mut e, "desk", 2);
    e = lib.save_owned(e, 4).unwrap_or_else(|x| panic!("{}", x.0));
    assert!(!lib.store.map.contains_key(&format!("{LOG_PREFIX}{id}/{}", first.split(':').next().unwrap_or_default())));
    assert_eq!(lib.load::<clubscore_engine::bridge::Bridge>(&id).as_ref(), Ok(&e));

    // A seating changed outside Clubscore is named, with its key, and kept.
    let sum = second.split(':').next().unwrap_or_default().to_string();
    let key = format!("{LOG_PREFIX}{id}/{sum}");
    let good = lib.store.map[&key].clone();
    lib.store.map.insert(key.clone(), good.replace("\"table\":1,", "\"table\":9,"));
    let problem = lib.load::<clubscore_engine::bridge::Bridge>(&id).err().map(|x| x.to_string()).unwrap_or_default();
    assert!(problem.contains("seating") && problem.contains(&key), "{problem}");
    lib.store.map.insert(key.clone(), good);
    assert_eq!(lib.load::<clubscore_engine::bridge::Bridge>(&id).as_ref(), Ok(&e));
}

#[test]
fn a_head_that_keeps_its_seating_in_its_data_reads_and_moves_it_out_when_saved() {
    let mut lib = Library::new(MemoryStore::default());
    let big = clubscore_engine::bench::full_pairs_event();
    let id = big.id.clone();
    let e = lib.create(&big, 1).unwrap_or_else(|x| panic!("{x}"));
    // The head as heads were written before the seating had a part of its own.
    let head = lib.store.map[&event_key(&id)].clone();
    let part = seating_of(&head).unwrap_or_default();
    let seating = part_text(&lib, &id, part.split(':').next().unwrap_or_default());
    let before = head.replace(&format!(",\"seating\":\"{part}\""), "").replace("\"schedule\":{\"rounds\":[]}", &format!("\"schedule\":{seating}"));
    assert!(seating_of(&before).is_none() && before.len() > seating.len());
    lib.store.map.insert(event_key(&id), before);
    lib.store.map.retain(|k, _| !k.ends_with(&format!("/{}", part.split(':').next().unwrap_or_default())));
    let mut read = lib.load::<clubscore_engine::bridge::Bridge>(&id).unwrap_or_else(|x| panic!("{x}"));
    assert_eq!(read, e);
    note(&mut read, "desk", 1);
    let saved = lib.save_owned(read, 2).unwrap_or_else(|x| panic!("{}", x.0));
    assert_eq!(seating_of(&lib.store.map[&event_key(&id)]), Some(part));
    assert_eq!(lib.load::<clubscore_engine::bridge::Bridge>(&id).as_ref(), Ok(&saved));
}
