//! The session's deals as its log gives them, and the commands that give
//! it deals: a set dealt from a seed, a hand record's deals attached.

use super::deal::Deal;
use crate::bridge::command::Command;

/// The session's deals as they count now: the seed they were dealt from
/// (none: read from a file), and each board's deal, in board order. A deal
/// the log holds that is not whole (only a file not written here could
/// hold one) is left out, as a board without a deal.
pub fn of_event(event: &crate::bridge::Event) -> Option<(Option<&str>, Vec<(u32, Deal)>)> {
    let (seed, boards) = texts(event)?;
    Some((seed, boards.iter().filter_map(|(b, d)| Some((*b, Deal::from_pbn(d).ok()?))).collect()))
}

/// The session's deals as the log holds them: the seed, and each board's
/// deal as PBN text from North (not read: a page that only passes them on
/// carries no deal reader).
pub fn texts(event: &crate::bridge::Event) -> Option<(Option<&str>, &[(u32, String)])> {
    match &event.counting(&super::results::Target::Deals)?.action {
        crate::bridge::Action::Game(Command::Deals { seed, boards }) => Some((seed.as_deref(), boards)),
        _ => None,
    }
}

/// The deal of one board, where the session has it.
pub fn of_board(event: &crate::bridge::Event, board: u32) -> Option<Deal> {
    of_event(event)?.1.iter().find(|(b, _)| *b == board).map(|(_, d)| *d)
}

/// The command that gives the session `set` (each deal written from North).
fn command(seed: Option<String>, set: &[(u32, Deal)]) -> crate::bridge::Action {
    crate::bridge::Action::Game(Command::Deals { seed, boards: set.iter().map(|(b, d)| (*b, d.to_pbn(super::board::Seat::N))).collect() })
}

/// The command that deals every board the session plays from `seed`.
pub fn deal_session(event: &crate::bridge::Event, seed: &str) -> Result<crate::bridge::Action, String> {
    let boards = event.schedule.boards();
    if boards.is_empty() {
        return Err("the session has no boards yet: choose its movement first".into());
    }
    if seed.trim().is_empty() {
        return Err("give a seed to deal from (any word or number), or leave it to the device".into());
    }
    let set: Vec<(u32, Deal)> = boards.iter().map(|&b| (b, Deal::dealt(seed.trim(), b))).collect();
    Ok(command(Some(seed.trim().to_string()), &set))
}

/// The command that gives the session a hand record's deals: each board it
/// plays takes the file's deal (the deals before kept for the boards the
/// file does not give); a board it does not play is left out. Says what it
/// did: the boards taken, those replaced, those left out.
pub fn attach(event: &crate::bridge::Event, file: &[(u32, Deal)]) -> Result<(crate::bridge::Action, Vec<String>), String> {
    let boards = event.schedule.boards();
    if boards.is_empty() {
        return Err("the session has no boards yet: choose its movement first".into());
    }
    let before: Vec<(u32, Deal)> = of_event(event).map(|(_, d)| d).unwrap_or_default();
    let mut set: Vec<(u32, Deal)> = Vec::with_capacity(boards.len());
    let (mut taken, mut replaced, mut outside) = (Vec::new(), Vec::new(), Vec::new());
    for &b in &boards {
        let old = before.iter().find(|(x, _)| *x == b).map(|(_, d)| *d);
        match file.iter().find(|(x, _)| *x == b) {
            Some((_, d)) => {
                taken.push(b);
                if old.is_some_and(|o| o != *d) {
                    replaced.push(b);
                }
                set.push((b, *d));
            }
            None => set.extend(old.map(|o| (b, o))),
        }
    }
    outside.extend(file.iter().map(|(b, _)| *b).filter(|b| !boards.contains(b)));
    if taken.is_empty() {
        return Err(format!("the file deals none of the boards this session plays ({})", super::board::board_text(&boards)));
    }
    if set == before {
        return Err("the file's deals are those the session has already".into());
    }
    let mut said = vec![format!("Deals taken for board(s) {}", super::board::board_text(&taken))];
    if !replaced.is_empty() {
        said.push(format!("the deals of board(s) {} replaced", super::board::board_text(&replaced)));
    }
    if !outside.is_empty() {
        said.push(format!("board(s) {} left out: this session does not play them", super::board::board_text(&outside)));
    }
    // Where nothing is replaced, the seed of the set before still dealt what is kept.
    let seed = match (replaced.is_empty() && taken.iter().all(|b| before.iter().any(|(x, _)| x == b)), of_event(event)) {
        (true, Some((seed, _))) => seed.map(str::to_string),
        _ => None,
    };
    Ok((command(seed, &set), said))
}

/// The largest hand record read: 999 boards take under 100 KB.
pub const MOST_HAND_RECORD_BYTES: usize = 2_000_000;

/// A hand record file (`file`, its bytes) given to the session: the
/// command taking its deals, and what to say (what was taken, and the
/// file's own notes); or why not, naming the file ("Nothing was changed.").
pub fn from_hand_record(event: &crate::bridge::Event, file: &str, bytes: &[u8]) -> Result<(crate::bridge::Action, String), String> {
    if bytes.len() > MOST_HAND_RECORD_BYTES {
        return Err(format!("{file} is larger than a hand record can be ({} KB at most). Nothing was changed.", MOST_HAND_RECORD_BYTES / 1000));
    }
    let record = crate::formats::pbn::read_deals(bytes).map_err(|e| format!("{file}: {e}. Nothing was changed."))?;
    let deals: Vec<(u32, Deal)> = record.boards.iter().map(|b| (b.board, b.deal)).collect();
    let (action, said) = attach(event, &deals).map_err(|why| format!("{file}: {why}. Nothing was changed."))?;
    let notes = if record.notes.is_empty() { String::new() } else { format!(" The file says: {}.", record.notes.join("; ")) };
    Ok((action, format!("{file}: {}.{notes}", said.join("; "))))
}

/// What the session's deals are, in a line: none yet, dealt from a seed
/// (to deal again from it on any device), or from a hand record; and the
/// boards still without one.
pub fn status(event: &crate::bridge::Event) -> String {
    use super::board::board_text;
    let boards = event.schedule.boards();
    if boards.is_empty() {
        return "The session has no boards yet: choose its movement first (on its page).".into();
    }
    let Some((seed, set)) = of_event(event) else {
        return format!(
            "Boards {}: no deals yet. Deal them here, or take them from the hand record of a dealing machine or another program.",
            board_text(&boards)
        );
    };
    let numbers: Vec<u32> = set.iter().map(|(b, _)| *b).collect();
    let missing: Vec<u32> = boards.iter().copied().filter(|b| !numbers.contains(b)).collect();
    let from = match seed {
        Some(seed) => format!("dealt from the seed {seed} (deal them again from it on any device)"),
        None => "from a hand record".into(),
    };
    let short = if missing.is_empty() { String::new() } else { format!(" No deal yet for board(s) {}.", board_text(&missing)) };
    format!("Boards {}: {from}.{short}", board_text(&numbers))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_session_dealt_attached_corrected_and_undone_through_its_log() {
        use crate::bridge::Action;
        use crate::event::Role;
        let mut e = crate::fixtures::mitchell("deals", "Tuesday", 3, 2);
        let boards = e.schedule.boards();
        assert_eq!(boards, (1..=6).collect::<Vec<_>>());
        assert_eq!(of_event(&e), None);
        assert_eq!(status(&e), "Boards 1–6: no deals yet. Deal them here, or take them from the hand record of a dealing machine or another program.");
        // Dealt from a seed: every board the session plays.
        let dealt = deal_session(&e, " Tuesday 1 ").unwrap();
        e.log.push(e.correcting_entry("desk", 10, Role::Scorer, dealt));
        let (seed, set) = of_event(&e).unwrap();
        assert_eq!(seed, Some("Tuesday 1"));
        assert_eq!(set.iter().map(|(b, _)| *b).collect::<Vec<_>>(), boards);
        assert_eq!(of_board(&e, 4), Some(Deal::dealt("Tuesday 1", 4)));
        assert_eq!(status(&e), "Boards 1–6: dealt from the seed Tuesday 1 (deal them again from it on any device).");
        assert_eq!(crate::bridge::words::say(&e, e.log.last().unwrap()), "Deals of 6 boards, dealt from the seed Tuesday 1");
        // Stored and read back as it is: {"kind":"deals","seed":…,"boards":[[1,"N:…"],…]}.
        let stored = serde_json::to_string(&e.log.last().unwrap().action).unwrap();
        assert!(stored.starts_with("{\"kind\":\"deals\",\"seed\":\"Tuesday 1\",\"boards\":[[1,\"N:"), "{stored}");
        assert_eq!(serde_json::from_str::<Action>(&stored).unwrap(), e.log.last().unwrap().action);
        // A hand record for boards 2, 3 and 9: 2 and 3 replaced, 9 left out, the rest kept.
        let file = [(2, Deal::dealt("other", 2)), (3, Deal::dealt("other", 3)), (9, Deal::dealt("other", 9))];
        let (action, said) = attach(&e, &file).unwrap();
        assert_eq!(said, ["Deals taken for board(s) 2–3", "the deals of board(s) 2–3 replaced", "board(s) 9 left out: this session does not play them"]);
        e.log.push(e.correcting_entry("desk", 20, Role::Scorer, action));
        let (seed, set) = of_event(&e).unwrap();
        assert_eq!(seed, None, "no longer all dealt from the seed");
        assert_eq!(status(&e), "Boards 1–6: from a hand record.");
        assert_eq!(set.len(), 6);
        assert_eq!((of_board(&e, 2), of_board(&e, 1)), (Some(Deal::dealt("other", 2)), Some(Deal::dealt("Tuesday 1", 1))));
        assert_eq!(crate::bridge::words::say(&e, e.log.last().unwrap()), "Deals of 6 boards, from a hand record");
        // The same file again changes nothing, and says so; a file of other boards is refused.
        assert_eq!(attach(&e, &file).unwrap_err(), "the file's deals are those the session has already");
        assert_eq!(attach(&e, &file[2..]).unwrap_err(), "the file deals none of the boards this session plays (1–6)");
        // Undone: the dealt set counts again.
        let last = e.log.last().unwrap().id.clone();
        e.log.push(crate::audit::undo(&e, &last, "desk", 30, Role::Scorer, None));
        assert_eq!(of_board(&e, 2), Some(Deal::dealt("Tuesday 1", 2)));
        assert_eq!(of_event(&e).unwrap().0, Some("Tuesday 1"));
        // A deal in the log that is not whole (a file not written here): that board has none.
        let damaged = Action::Game(Command::Deals {
            seed: None,
            boards: vec![(1, "N:AKQ... - - -".into()), (2, Deal::dealt("x", 2).to_pbn(crate::bridge::board::Seat::N))],
        });
        e.log.push(e.correcting_entry("desk", 40, Role::Scorer, damaged));
        assert_eq!(of_event(&e).unwrap().1, vec![(2, Deal::dealt("x", 2))]);
        // No movement, no boards: nothing to deal.
        let empty = crate::bridge::Event::new("x".into(), "x", crate::Format::BridgePairs, "2026-12-01", 0).unwrap();
        assert_eq!(deal_session(&empty, "s").unwrap_err(), "the session has no boards yet: choose its movement first");
        assert_eq!(deal_session(&e, "  ").unwrap_err(), "give a seed to deal from (any word or number), or leave it to the device");
    }

    #[test]
    fn two_copies_dealt_apart_are_a_conflict_for_the_director() {
        use super::super::results::Bridge;
        use crate::event::Role;
        let base = crate::fixtures::mitchell("deals", "Tuesday", 3, 2);
        let (mut here, mut there) = (base.clone(), base.clone());
        here.log.push(here.correcting_entry("desk", 10, Role::Scorer, deal_session(&here, "one").unwrap()));
        there.log.push(there.correcting_entry("laptop", 11, Role::Scorer, deal_session(&there, "two").unwrap()));
        let merged = crate::merge::merge_entries::<Bridge>(&mut here, &there.log, "the laptop", "desk", 20).unwrap();
        assert_eq!(merged.conflicts, 1);
        // Held back: the set dealt here counts until the director chooses.
        assert_eq!(of_event(&here).unwrap().0, Some("one"));
        // The same set dealt on both is the same command: nothing held.
        let (mut a, mut b) = (base.clone(), base);
        a.log.push(a.correcting_entry("desk", 10, Role::Scorer, deal_session(&a, "same").unwrap()));
        b.log.push(b.correcting_entry("laptop", 11, Role::Scorer, deal_session(&b, "same").unwrap()));
        let merged = crate::merge::merge_entries::<Bridge>(&mut a, &b.log, "the laptop", "desk", 20).unwrap();
        assert_eq!(merged.conflicts, 0);
    }
}
