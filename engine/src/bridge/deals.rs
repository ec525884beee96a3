//! The session's deals as its log gives them, and the commands that give
//! it deals: a set dealt from a seed, a hand record's deals attached.

use super::deal::Deal;
use crate::bridge::command::Command;
use crate::formats::pbn::printed::Printed;

/// The session's deals as they count now: the seed they were dealt from
/// (none: read from a file), and each board's deal, in board order. A deal
/// the log holds that is not whole (only a file not written here could
/// hold one) is left out, as a board without a deal.
pub fn of_event(event: &crate::bridge::Event) -> Option<(Option<&str>, Vec<(u32, Deal)>)> {
    let (seed, boards) = texts(event)?;
    Some((seed, boards.iter().filter_map(|(b, d)| Some((*b, Deal::from_pbn(d).ok()?))).collect()))
}

/// What the boards page says of the hand record's own analysis beside ours
/// (the analyses kept on the device, `kept`): `printed::summary`'s lines.
pub fn printed_summary(event: &crate::bridge::Event, kept: &[crate::bridge::double_dummy::Kept]) -> Vec<String> {
    use crate::formats::pbn::printed::{compare, summary};
    let Some((_, set, text)) = counting(event) else { return Vec::new() };
    let printed = read_printed(text);
    let compared: Vec<_> = printed
        .iter()
        .filter_map(|(b, p)| {
            let (_, deal) = set.iter().find(|(x, _)| x == b)?;
            Some((*b, compare(p, crate::bridge::double_dummy::kept_for(kept, *b, deal)?)))
        })
        .collect();
    summary(printed.len(), &compared)
}

/// The deals entry that counts, as the log holds it: its seed, each board's
/// deal as PBN text from North, and the printed analyses' text.
fn counting(event: &crate::bridge::Event) -> Option<(Option<&str>, &[(u32, String)], &str)> {
    match &event.counting(&super::results::Target::Deals)?.action {
        crate::bridge::Action::Game(Command::Deals { seed, boards, printed }) => Some((seed.as_deref(), boards, printed)),
        _ => None,
    }
}

/// The session's deals as the log holds them: the seed, and each board's
/// deal as PBN text from North (not read: a page that only passes them on
/// carries no deal reader).
pub fn texts(event: &crate::bridge::Event) -> Option<(Option<&str>, &[(u32, String)])> {
    counting(event).map(|(seed, boards, _)| (seed, boards))
}

/// The double-dummy analysis the session's hand record printed, by board
/// (none for a board it printed none of, or whose deal was dealt here since).
pub fn printed(event: &crate::bridge::Event) -> Vec<(u32, Printed)> {
    read_printed(counting(event).map_or("", |(_, _, text)| text))
}

fn read_printed(text: &str) -> Vec<(u32, Printed)> {
    printed_texts(text).into_iter().filter_map(|(b, t)| Some((b, Printed::from_text(t)?))).collect()
}

/// The printed analyses' text as each board's, as `Printed::text` writes it
/// (one that is not `board:analysis` left out).
fn printed_texts(text: &str) -> Vec<(u32, &str)> {
    text.split(' ').filter_map(|entry| entry.split_once(':')).filter_map(|(b, t)| Some((b.parse().ok()?, t))).collect()
}

/// The deal of one board, where the session has it.
pub fn of_board(event: &crate::bridge::Event, board: u32) -> Option<Deal> {
    of_event(event)?.1.iter().find(|(b, _)| *b == board).map(|(_, d)| *d)
}

/// The command that gives the session `set` (each deal written from North),
/// with what its hand record printed of each (as `Printed::text` writes it).
fn command(seed: Option<String>, set: &[(u32, Deal)], printed: &[(u32, String)]) -> crate::bridge::Action {
    let printed: Vec<String> = printed.iter().map(|(b, t)| format!("{b}:{t}")).collect();
    crate::bridge::Action::Game(Command::Deals {
        seed,
        boards: set.iter().map(|(b, d)| (*b, d.to_pbn(super::board::Seat::N))).collect(),
        printed: printed.join(" "),
    })
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
    Ok(command(Some(seed.trim().to_string()), &set, &[]))
}

/// The command that gives the session a hand record's deals: each board it
/// plays takes the file's deal and the analysis printed with it (the deals
/// before kept for the boards the file does not give, with theirs); a board
/// it does not play is left out. Says what it did: the boards taken, those
/// replaced, those left out, those whose printed analysis is kept.
pub fn attach(event: &crate::bridge::Event, file: &[(u32, Deal, Printed)]) -> Result<(crate::bridge::Action, Vec<String>), String> {
    let boards = event.schedule.boards();
    if boards.is_empty() {
        return Err("the session has no boards yet: choose its movement first".into());
    }
    let before: Vec<(u32, Deal)> = of_event(event).map(|(_, d)| d).unwrap_or_default();
    let printed_before = printed_texts(counting(event).map_or("", |(_, _, text)| text));
    let mut set: Vec<(u32, Deal)> = Vec::with_capacity(boards.len());
    let mut analyses: Vec<(u32, String)> = Vec::new();
    let (mut taken, mut replaced, mut outside) = (Vec::new(), Vec::new(), Vec::new());
    for &b in &boards {
        let old = before.iter().find(|(x, _)| *x == b).map(|(_, d)| *d);
        match file.iter().find(|(x, _, _)| *x == b) {
            Some((_, d, p)) => {
                taken.push(b);
                if old.is_some_and(|o| o != *d) {
                    replaced.push(b);
                }
                set.push((b, *d));
                analyses.extend(p.text().map(|t| (b, t)));
            }
            None => {
                set.extend(old.map(|o| (b, o)));
                analyses.extend(printed_before.iter().filter(|(x, _)| *x == b).map(|(x, t)| (*x, t.to_string())));
            }
        }
    }
    outside.extend(file.iter().map(|(b, _, _)| *b).filter(|b| !boards.contains(b)));
    if taken.is_empty() {
        return Err(format!("the file deals none of the boards this session plays ({})", super::board::board_text(&boards)));
    }
    if set == before && analyses.iter().map(|(b, t)| (*b, t.as_str())).eq(printed_before.iter().copied()) {
        return Err("the file's deals are those the session has already".into());
    }
    let mut said = vec![format!("Deals taken for board(s) {}", super::board::board_text(&taken))];
    if !replaced.is_empty() {
        said.push(format!("the deals of board(s) {} replaced", super::board::board_text(&replaced)));
    }
    if !outside.is_empty() {
        said.push(format!("board(s) {} left out: this session does not play them", super::board::board_text(&outside)));
    }
    let with_analysis: Vec<u32> = analyses.iter().map(|(b, _)| *b).filter(|b| taken.contains(b)).collect();
    if !with_analysis.is_empty() {
        said.push(format!("the file's own double-dummy analysis kept for board(s) {}, to compare with ours", super::board::board_text(&with_analysis)));
    }
    // Where nothing is replaced, the seed of the set before still dealt what is kept.
    let seed = match (replaced.is_empty() && taken.iter().all(|b| before.iter().any(|(x, _)| x == b)), of_event(event)) {
        (true, Some((seed, _))) => seed.map(str::to_string),
        _ => None,
    };
    Ok((command(seed, &set, &analyses), said))
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
    let deals: Vec<(u32, Deal, Printed)> = record.boards.into_iter().map(|b| (b.board, b.deal, b.printed)).collect();
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
        let file = [
            (2, Deal::dealt("other", 2), Printed::default()),
            (3, Deal::dealt("other", 3), Printed::default()),
            (9, Deal::dealt("other", 9), Printed::default()),
        ];
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
            printed: String::new(),
        });
        e.log.push(e.correcting_entry("desk", 40, Role::Scorer, damaged));
        assert_eq!(of_event(&e).unwrap().1, vec![(2, Deal::dealt("x", 2))]);
        // No movement, no boards: nothing to deal.
        let empty = crate::bridge::Event::new("x".into(), "x", crate::Format::BridgePairs, "2026-12-01", 0).unwrap();
        assert_eq!(deal_session(&empty, "s").unwrap_err(), "the session has no boards yet: choose its movement first");
        assert_eq!(deal_session(&e, "  ").unwrap_err(), "give a seed to deal from (any word or number), or leave it to the device");
    }

    /// A hand record's own analysis kept with its deals: stored as text, kept
    /// for a board a later file does not give, taken again when only it is
    /// new, gone when the boards are dealt again; one the log cannot read is none.
    #[test]
    fn a_hand_records_printed_analysis_is_kept_with_its_deals() {
        use crate::event::Role;
        let mut e = crate::fixtures::mitchell("deals", "Tuesday", 3, 2);
        let tricks = Printed { tricks: Some([[8, 10, 7, 9, 9], [5, 3, 6, 4, 4], [8, 9, 7, 9, 9], [5, 3, 6, 4, 4]]), par: Some(420) };
        let par = Printed { tricks: None, par: Some(-100) };
        let plain = [(1, Deal::dealt("f", 1), Printed::default()), (2, Deal::dealt("f", 2), Printed::default())];
        let (action, _) = attach(&e, &plain).unwrap();
        e.log.push(e.correcting_entry("desk", 10, Role::Scorer, action));
        assert_eq!(printed(&e), vec![]);
        // The same deals with their analysis: only the analysis is new, and it is taken.
        let analysed = [(1, Deal::dealt("f", 1), tricks.clone()), (2, Deal::dealt("f", 2), par.clone())];
        let (action, said) = attach(&e, &analysed).unwrap();
        assert_eq!(said, ["Deals taken for board(s) 1–2", "the file's own double-dummy analysis kept for board(s) 1–2, to compare with ours"]);
        let stored = serde_json::to_string(&action).unwrap();
        assert!(stored.ends_with(",\"printed\":\"1:8a799536448979953644;420 2:;-100\"}"), "{stored}");
        assert_eq!(serde_json::from_str::<crate::bridge::Action>(&stored).unwrap(), action);
        e.log.push(e.correcting_entry("desk", 20, Role::Scorer, action));
        assert_eq!(printed(&e), vec![(1, tricks.clone()), (2, par.clone())]);
        // Compared with the analyses kept on the device, for the deals the session has.
        use crate::bridge::double_dummy::{Analysis, Kept, Par};
        assert_eq!(printed_summary(&e, &[]), ["The hand record prints its own double-dummy analysis of 2 board(s): analyse them to compare it with ours."]);
        let kept = |b: u32, score: i32| Kept {
            board: b,
            deal: Deal::dealt("f", b).to_pbn(crate::bridge::board::Seat::N),
            analysis: Analysis { tricks: tricks.tricks.unwrap(), par: Par { score, contracts: vec![] } },
        };
        assert_eq!(
            printed_summary(&e, &[kept(1, 420)]),
            ["The hand record prints its own double-dummy analysis of 2 board(s): on the 1 analysed here, it agrees with ours."]
        );
        let stale = Kept { deal: Deal::dealt("other", 2).to_pbn(crate::bridge::board::Seat::N), ..kept(2, 0) };
        assert_eq!(printed_summary(&e, &[kept(1, 420), stale]).len(), 1, "an analysis of another deal is not this board's");
        assert_eq!(
            printed_summary(&e, &[kept(1, 420), kept(2, 0)]),
            ["The hand record prints its own double-dummy analysis of 2 board(s): of the 2 analysed here, board(s) 2 differ from ours (said under each; ours is kept)."]
        );
        assert_eq!(attach(&e, &analysed).unwrap_err(), "the file's deals are those the session has already");
        // A file of board 1 alone, without analysis: board 2's is kept, board 1's goes with its old deal.
        let (action, said) = attach(&e, &[(1, Deal::dealt("g", 1), Printed::default())]).unwrap();
        assert_eq!(said, ["Deals taken for board(s) 1", "the deals of board(s) 1 replaced"]);
        e.log.push(e.correcting_entry("desk", 30, Role::Scorer, action));
        assert_eq!(printed(&e), vec![(2, par)]);
        // Dealt again from a seed: no file's analysis is theirs.
        e.log.push(e.correcting_entry("desk", 40, Role::Scorer, deal_session(&e, "new").unwrap()));
        assert_eq!(printed(&e), vec![]);
        // One the log cannot read (a file not written here) is none.
        let odd = crate::bridge::Action::Game(Command::Deals { seed: None, boards: vec![], printed: "1:not;this 2:;420 x:;1 3".into() });
        e.log.push(e.correcting_entry("desk", 50, Role::Scorer, odd));
        assert_eq!(printed(&e), vec![(2, Printed { tricks: None, par: Some(420) })]);
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
