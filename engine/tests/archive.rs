//! Finished events archived small (issue 29, item 2): stored in a tenth of
//! the room, still listed, opened read-only, in every backup as they were,
//! and brought back to full byte for byte, for every kind of event.

use clubscore_engine::bench::{chess_log_event, club_list, club_year, played_evening, stored_year, team_swiss_trf};
use clubscore_engine::bridge::import::{self, Source};
use clubscore_engine::bridge::movement::Kind;
use clubscore_engine::bridge::session::ScoringSpec;
use clubscore_engine::envelope::encode;
use clubscore_engine::event::{Action, Format, Role};
use clubscore_engine::formats::{backup, session_file};
use clubscore_engine::games::{of_bridge, of_chess, Any, Command as Played};
use clubscore_engine::library::{archive_cutoff, archive_due, event_key, Library, Listing, MemoryStore, StoreError};
use clubscore_engine::parts::LOG_PREFIX;
use clubscore_engine::sequence::Sequence;

/// Events of either game, as the pages that hold both read them.
type Event = clubscore_engine::event::Event<Any>;

fn imported(id: &str, file: &str) -> Event {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(file);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let read = session_file::read(&bytes).unwrap_or_else(|e| panic!("{e}"));
    let source = Source { id: id.into(), file, date: "2026-12-01", now: 1, device: "desk" };
    of_bridge(import::event_from(&read, read.field(None).field, ScoringSpec::default(), source).unwrap_or_else(|e| panic!("{e}")).event)
}

/// An event of every kind, with its results.
fn every_kind() -> Vec<Event> {
    let club = club_list();
    let mut seq = Sequence(7);
    let at = 1_767_225_600_000;
    let mut out: Vec<Event> = [
        played_evening("pairs", "Pairs", at, Format::BridgePairs, Kind::Mitchell, 7, Some(6), 3, &club, &mut seq),
        played_evening("howell", "Howell", at, Format::BridgePairs, Kind::Howell, 4, None, 2, &club, &mut seq),
        played_evening("swisspairs", "Swiss pairs", at, Format::BridgeSwissPairs, Kind::SwissPairs, 12, None, 4, &club, &mut seq),
        played_evening("teams", "Teams", at, Format::BridgeMultipleTeams, Kind::Teams, 6, None, 4, &club, &mut seq),
        played_evening("match", "Match", at, Format::BridgeTeamsOfFour, Kind::Match, 2, None, 4, &club, &mut seq),
        played_evening("swissteams", "Swiss teams", at, Format::BridgeSwissTeams, Kind::Swiss, 8, None, 6, &club, &mut seq),
    ]
    .into_iter()
    .map(of_bridge)
    .collect();
    out.push(imported("individual", "christmas-individual.pbn"));
    out.push(imported("fourteams", "four-teams.pbn"));
    out.extend(chess_log_event(12, 5, 4, true).map(|e| of_chess(clubscore_engine::chess::Event { id: "swiss".into(), ..e })));
    // A round robin, from a report of one.
    let report = team_swiss_trf(6, 5, 4);
    let (mut t, notes) = clubscore_engine::chess::transfer::import(report.as_bytes()).unwrap_or_else(|e| panic!("{e:?}"));
    t.settings.system = clubscore_engine::chess::tournament::System::RoundRobin { double: false };
    out.push(of_chess(
        clubscore_engine::chess::log::event_from_report(t, &notes, "rr.trf", "rr".into(), "desk", 1, "2026-12-01").unwrap_or_else(|e| panic!("{e}")),
    ));
    // A note with what JSON escapes, a correction, an undo.
    let e = &mut out[0];
    let note = e.new_entry("desk", at + 1, Role::Director, Action::Note { text: "Board 3 \"fouled\"\\ — Ørjan's ruling:\n 60/40".into() });
    e.append(note).unwrap_or_else(|x| panic!("{x}"));
    out
}

fn stored(events: &[Event]) -> Library<MemoryStore> {
    let mut lib = Library::new(MemoryStore::default());
    for e in events {
        lib.create(e, 2).unwrap_or_else(|x| panic!("{}: {x}", e.id));
    }
    lib
}

fn all(lib: &Library<MemoryStore>) -> String {
    backup::write(&lib.all_events::<Any>().unwrap_or_else(|x| panic!("{x}")), 9)
}

#[test]
fn every_kind_archives_small_and_comes_back_byte_for_byte() {
    let events = every_kind();
    let formats: std::collections::BTreeSet<&str> = events.iter().map(|e| e.format.code()).collect();
    assert_eq!(formats.len(), Format::ALL.len(), "every kind: {formats:?}");
    let mut lib = stored(&events);
    let before = all(&lib);
    let used = lib.store.used();
    for e in &events {
        let whole = lib.load::<Any>(&e.id).unwrap_or_else(|x| panic!("{x}"));
        let size = |lib: &Library<MemoryStore>| {
            lib.list::<clubscore_engine::games::Any>().unwrap_or_default().iter().find(|l| l.id() == e.id).map(|l| match l {
                Listing::Event(s) => s.bytes,
                Listing::Damaged { bytes, .. } => *bytes,
            })
        };
        let before = size(&lib);
        lib.archive::<Any>(&e.id).unwrap_or_else(|x| panic!("{}: {x}", e.id));
        assert!(size(&lib) < before, "{}: {before:?} before, {:?} archived", e.id, size(&lib));
        // Two keys left: the head (its summary) and the archive.
        assert_eq!(lib.store.map.keys().filter(|k| **k == event_key(&e.id) || k.starts_with(&format!("{LOG_PREFIX}{}/", e.id))).count(), 2, "{}", e.id);
        let opened = lib.load::<Any>(&e.id).unwrap_or_else(|x| panic!("{x}"));
        assert!(opened.stored.is_archived());
        assert_eq!(encode(&opened), encode(&whole), "{} opened from its archive as it was", e.id);
        let kept = lib.store.map.clone();
        assert_eq!(lib.archive::<Any>(&e.id), Ok(()));
        assert_eq!(lib.store.map, kept, "archived once");
    }
    assert!(lib.store.used() * 4 < used, "{} characters archived, {used} whole", lib.store.used());
    // Listed as archived, with the room each takes; in a backup as before.
    // The cutoff: four weeks before today.
    assert_eq!(archive_cutoff(1_767_225_600_000), "2025-12-04");
    assert!(archive_due("2025-12-03", "2025-12-04") && !archive_due("2025-12-04", "2025-12-04"));
    let listed = lib.list::<clubscore_engine::games::Any>().unwrap_or_else(|x| panic!("{x}"));
    assert!(listed.iter().all(|l| matches!(l, Listing::Event(s) if s.archived && s.bytes > 0)), "{listed:?}");
    assert_eq!(all(&lib), before, "a backup holds archived events whole, as before");
    for e in &events {
        let back = lib.restore::<Any>(&e.id).unwrap_or_else(|x| panic!("{x}"));
        assert!(!back.stored.is_archived());
        let parts: Vec<&String> = lib.store.map.iter().filter(|(k, _)| k.starts_with(&format!("{LOG_PREFIX}{}/", e.id))).map(|(_, v)| v).collect();
        assert!(!parts.is_empty() && parts.iter().all(|v| v.starts_with(['[', '{'])), "{}: its log in parts again, the archive gone", e.id);
    }
    assert_eq!(all(&lib), before, "brought back byte for byte");
    assert!(lib.list::<clubscore_engine::games::Any>().unwrap_or_default().iter().all(|l| matches!(l, Listing::Event(s) if !s.archived)));
}

#[test]
fn an_archived_event_is_read_not_changed() {
    let events = every_kind();
    let mut lib = stored(&events[..1]);
    lib.archive::<Any>("pairs").unwrap_or_else(|x| panic!("{x}"));
    let mut opened = lib.load::<Any>("pairs").unwrap_or_else(|x| panic!("{x}"));
    let kept = lib.store.clone();
    opened.name = "Renamed".into();
    assert_eq!(lib.save(&opened, 3), Err(StoreError::Archived));
    assert!(lib.save(&opened, 3).err().map(|e| e.to_string()).unwrap_or_default().contains("bring it back (on the archive page)"));
    assert_eq!(lib.store.map, kept.map, "nothing written");
    // Brought back, it takes changes again, at the revision it had.
    let back = lib.restore::<Any>("pairs").unwrap_or_else(|x| panic!("{x}"));
    assert_eq!(back.revision, opened.revision);
    assert_eq!(lib.save(&opened, 3).map(|e| e.name), Ok("Renamed".to_string()));
}

#[test]
fn a_damaged_archive_is_named_and_kept() {
    let mut lib = stored(&every_kind()[..1]);
    lib.archive::<Any>("pairs").unwrap_or_else(|x| panic!("{x}"));
    let part = lib.store.map.keys().find(|k| k.starts_with(LOG_PREFIX)).cloned().unwrap_or_default();
    let good = lib.store.map[&part].clone();
    let mut chars: Vec<char> = good.chars().collect();
    chars[40] = if chars[40] == '\u{3400}' { '\u{3401}' } else { '\u{3400}' };
    lib.store.map.insert(part.clone(), chars.into_iter().collect());
    let Err(StoreError::Damaged { problem, .. }) = lib.load::<Any>("pairs") else { panic!("a changed archive is damage") };
    assert_eq!(problem.path, "archive");
    assert!(problem.message.contains(&part) && problem.message.contains("was changed outside Clubscore"), "{problem}");
    assert_eq!(lib.restore::<Any>("pairs").err().map(|e| matches!(e, StoreError::Damaged { .. })), Some(true));
    // Listed still, and kept whole in its raw text.
    assert_eq!(lib.list::<clubscore_engine::games::Any>().map(|l| l.len()), Ok(1));
    assert!(lib.raw("pairs").unwrap_or_default().contains(&part));
    lib.store.map.remove(&part);
    let Err(StoreError::Damaged { problem, .. }) = lib.load::<Any>("pairs") else { panic!("a missing archive is damage") };
    assert!(problem.message.ends_with("is missing"), "{problem}");
}

#[test]
fn a_full_store_refuses_an_archive_whole() {
    let events = every_kind();
    let mut lib = stored(&events[..1]);
    let kept = lib.store.map.clone();
    // Room for nothing more: the archive cannot be written beside the event.
    lib.store.limit = Some(lib.store.used() + 10);
    assert_eq!(lib.archive::<Any>("pairs"), Err(StoreError::Full));
    assert_eq!(lib.store.map, kept, "the event stays as it was");
    assert_eq!(lib.load::<Any>("pairs").map(|e| e.stored.is_archived()), Ok(false));
}

#[test]
fn a_backup_imported_over_an_archive_replaces_it() {
    let events = every_kind();
    let mut lib = stored(&events[..1]);
    lib.archive::<Any>("pairs").unwrap_or_else(|x| panic!("{x}"));
    let copy = lib.load::<Any>("pairs").unwrap_or_else(|x| panic!("{x}"));
    let revision = copy.revision;
    lib.put_all_over(vec![(copy, Some(revision))]).unwrap_or_else(|x| panic!("{x}"));
    let opened = lib.load::<Any>("pairs").unwrap_or_else(|x| panic!("{x}"));
    assert!(!opened.stored.is_archived());
    // The archive is retired, and goes with the next save (a log's part and a seating are JSON; an archive is not).
    let archive_text = |lib: &Library<MemoryStore>| lib.store.map.iter().filter(|(k, _)| k.starts_with(LOG_PREFIX)).any(|(_, v)| !v.starts_with(['[', '{']));
    assert!(archive_text(&lib));
    lib.save(&opened, 4).unwrap_or_else(|x| panic!("{x}"));
    assert!(!archive_text(&lib));
    let parts: Vec<&String> = lib.store.map.iter().filter(|(k, _)| k.starts_with(LOG_PREFIX)).map(|(_, v)| v).collect();
    assert!(!parts.is_empty() && parts.iter().all(|v| v.starts_with(['[', '{'])), "{parts:?}");
    assert!(lib.store.map.contains_key(&event_key("pairs")));
}

/// The year of item 3, as `clubscore bench year` stores it: what a club
/// would archive archived, the year in half the store, each archived
/// result in at most 40 bytes of it.
#[test]
fn a_club_s_year_fits_half_the_store() {
    let year = club_year();
    assert_eq!(year.len(), 52 + 12 + 4);
    let whole = stored(&year).store.used();
    let (lib, due) = stored_year(&year).unwrap_or_else(|x| panic!("{x}"));
    assert!(due.len() > 50 && due.len() < year.len(), "{} of {} due", due.len(), year.len());
    let results = |e: &Event| {
        e.log
            .iter()
            .filter(|x| matches!(x.action, Action::Game(Played::Bridge(clubscore_engine::bridge::command::Command::Result { .. }) | Played::Chess(_))))
            .count()
    };
    let n: usize = year.iter().filter(|e| due.contains(&e.id)).map(results).sum();
    let of = |k: &str, id: &str| k == event_key(id) || k.starts_with(&format!("{LOG_PREFIX}{id}/"));
    let archived: usize =
        lib.store.map.iter().filter(|(k, _)| due.iter().any(|id| of(k, id))).map(|(k, v)| k.encode_utf16().count() + v.encode_utf16().count()).sum();
    assert!(2 * archived <= 40 * n, "{} bytes an archived result", 2 * archived / n.max(1));
    assert!(lib.store.used() <= 2_500_000, "{} characters for the year ({whole} before archiving)", lib.store.used());
    assert!(whole > 2_500_000, "the year whole would not fit: {whole}");
    // Each archived event reads back as it was made.
    for e in year.iter().filter(|e| due.contains(&e.id)) {
        assert_eq!(lib.load::<Any>(&e.id).map(|x| encode(&x)), Ok(encode(&Event { revision: 1, ..e.clone() })), "{}", e.id);
    }
}
