//! A night of several pairs sections (A, B, ...) playing the same boards:
//! each section is its own event and ranks on its own; here the whole field
//! is ranked together, every result compared with every other on its board
//! across the sections.

use super::pairs::{score_session, Board, Field, Standing};
use super::session::{field, travellers};
use crate::bridge::Event;
use crate::Format;

/// A pair in the ranking across the field: its section, its name, and its
/// standing in the field (numbered as in its own section).
#[derive(Clone, Debug, PartialEq)]
pub struct FieldRow {
    pub section: String,
    pub name: String,
    pub standing: Standing,
}

/// Pair numbers stay below this in a section; the field keeps sections apart by it.
const SPAN: u32 = 1000;

/// The pairs sections among `events` (set up, pairs, match-pointed: a
/// section scored in IMPs is not ranked in match points with the others), in letter order.
pub fn pairs_sections<'a>(events: &'a [&'a Event]) -> Vec<&'a Event> {
    let pairs = |e: &&Event| e.format == Format::BridgePairs && e.setup.is_some() && e.section.is_some() && super::session::in_imps(e).is_none();
    let mut out: Vec<&Event> = events.iter().copied().filter(pairs).collect();
    crate::sorting::sort_by(&mut out, |a, b| a.section.as_ref().map(|s| &s.letter).cmp(&b.section.as_ref().map(|s| &s.letter)));
    out
}

/// The ranking across the sections: each board's results from every section
/// scored together (the first section's scoring; per direction when every
/// section keeps its directions, in one field otherwise).
pub fn across(sections: &[&Event]) -> Vec<FieldRow> {
    let sections = pairs_sections(sections);
    let Some(first) = sections.first() else { return Vec::new() };
    let mut boards: Vec<Board> = Vec::new();
    for (i, e) in sections.iter().enumerate() {
        let offset = (i as u32 + 1) * SPAN;
        for b in travellers(e).boards {
            let mut board = b.to_board();
            for r in &mut board.results {
                r.ns += offset;
                r.ew += offset;
            }
            match boards.iter_mut().find(|x| x.number == board.number) {
                Some(x) => x.results.extend(board.results),
                None => boards.push(board),
            }
        }
    }
    crate::sorting::sort_by_key(&mut boards, |b| b.number);
    let two_fields = sections.iter().all(|e| field(e) == Field::TwoWinners);
    let scoring = first.setup.map(|b| b.scoring).unwrap_or_default();
    let options = scoring.options(if two_fields { Field::TwoWinners } else { Field::OneWinner });
    score_session(&boards, options)
        .standings
        .into_iter()
        .filter_map(|s| {
            let e = sections.get((s.pair / SPAN) as usize - 1)?;
            let pair = s.pair % SPAN;
            Some(FieldRow {
                section: e.section.as_ref().map(|x| x.letter.clone()).unwrap_or_default(),
                name: e.participant_name(pair),
                standing: Standing { pair, ..s },
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::board::Seat;
    use crate::bridge::pairs::Direction;

    use crate::bridge::session::{result_entry, ResultEntry};
    use crate::event::{Role, Section};

    /// A 3-table Mitchell section of the night "n1" with board 1's three
    /// results (its lines in the order the schedule gives them).
    fn section(letter: &str, scores: [(&str, u8); 3]) -> Event {
        let mut e = crate::fixtures::mitchell(&format!("s{letter}"), "Tuesday", 3, 2);
        e.section = Some(Section { night: "n1".into(), letter: letter.into() });
        let lines: Vec<(u32, u32)> =
            e.schedule.rounds.iter().flat_map(|r| &r.sittings).filter(|s| s.boards.contains(&1)).map(|s| (s.home, s.away.unwrap_or(0))).collect();
        for ((ns, ew), (contract, tricks)) in lines.into_iter().zip(scores) {
            let entry = ResultEntry::Played { contract: contract.into(), declarer: Some(Seat::N), tricks, lead: None };
            let le = result_entry(&e, "desk", 1, Role::Scorer, 1, ns, ew, entry, None);
            e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
        }
        e
    }

    #[test]
    fn two_sections_on_the_same_boards_ranked_as_one_field() {
        // A: +420, -50, +400. B: +420, +450, -100.
        let a = section("A", [("4S", 10), ("4S", 9), ("3NT", 9)]);
        let b = section("B", [("4S", 10), ("4S", 11), ("3NT", 7)]);
        let lines = |e: &Event| -> Vec<u32> { e.schedule.rounds.iter().flat_map(|r| &r.sittings).filter(|s| s.boards.contains(&1)).map(|s| s.home).collect() };
        let (la, lb) = (lines(&a), lines(&b));
        let rows = across(&[&b, &a]);
        let ns: Vec<(String, u32, f64, String)> = rows
            .iter()
            .filter(|r| r.standing.direction == Direction::NS)
            .map(|r| (r.section.clone(), r.standing.pair, r.standing.pct, r.standing.rank.clone()))
            .collect();
        // Six NS scores on one board, top 10: 450 beats five (10); each 420 beats three and ties one (7);
        // 400 beats two (4); -50 beats one (2); -100 none (0).
        let expected = vec![
            ("B".to_string(), lb[1], 100.0, "1".to_string()),
            ("A".to_string(), la[0], 70.0, "2=".to_string()),
            ("B".to_string(), lb[0], 70.0, "2=".to_string()),
            ("A".to_string(), la[2], 40.0, "4".to_string()),
            ("A".to_string(), la[1], 20.0, "5".to_string()),
            ("B".to_string(), lb[2], 0.0, "6".to_string()),
        ];
        assert_eq!(ns.len(), 6);
        for (got, want) in ns.iter().zip(&expected) {
            assert_eq!((&got.0, got.1, &got.3), (&want.0, want.1, &want.3));
            assert!((got.2 - want.2).abs() < 1e-9, "{got:?} v {want:?}");
        }
        // EW the other way round; names come from each section's own pairs.
        let ew: Vec<&FieldRow> = rows.iter().filter(|r| r.standing.direction == Direction::EW).collect();
        assert_eq!(ew.len(), 6);
        assert_eq!(ew[0].standing.pct, 100.0);
        assert_eq!(ew[0].section, "B");
        assert_eq!(ew[0].name, b.participant_name(ew[0].standing.pair));
        // Not sections, or not pairs: nothing to rank.
        let mut alone = a.clone();
        alone.section = None;
        assert!(across(&[&alone]).is_empty());
        // A section scored in IMPs is not match-pointed with the others.
        let mut in_imps = b.clone();
        in_imps.setup.as_mut().map(|s| s.scoring.imps = Some(crate::bridge::impairs::ImpMethod::Butler(None)));
        assert_eq!(pairs_sections(&[&in_imps, &a]).iter().map(|e| e.id.as_str()).collect::<Vec<_>>(), [a.id.as_str()]);
    }
}
