//! Pair numbers as the club writes them. In the event every pair has a
//! number of its own (a Mitchell's East–West pairs are tables+1 ..
//! 2×tables), so that a number is one pair in the log and in every file.
//! Most clubs number a Mitchell's East–West pairs 1 to n like the
//! North–South pairs and say the direction ("EW 3"); with that choice
//! (`MovementSpec::ew_from_one`) this is where a number is written for the
//! scorer and read back from what the scorer types.

use super::movement::Kind;
use super::setup::BridgeSetup;
use crate::bridge::Event;

/// The fields of a stored movement (`MovementSpec`'s, named alike) that
/// number its pairs, read alone where a page words entries and needs no
/// reader of the whole movement.
#[derive(Clone, Copy, Debug, serde::Deserialize)]
pub struct NumberedBy {
    pub kind: Kind,
    pub count: u32,
    #[serde(default)]
    pub arrow_switch: bool,
    #[serde(default)]
    pub half_table: bool,
    #[serde(default)]
    pub missing_ew: Option<u32>,
    #[serde(default)]
    pub ew_from_one: bool,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Numbering {
    /// What an East–West pair's number is written less (the tables); 0: as it is.
    offset: u32,
    /// A half table's missing East–West pair, by the event's number it
    /// would have had: the pairs from it on are written one higher (0: none).
    gap: u32,
}

impl Numbering {
    pub fn of(event: &Event) -> Numbering {
        Numbering::of_setup(event.setup)
    }

    pub fn of_setup(setup: Option<BridgeSetup>) -> Numbering {
        Numbering::of_movement(setup.map(|b| b.movement))
    }

    pub fn of_movement(movement: Option<super::setup::MovementSpec>) -> Numbering {
        let Some(m) = movement else { return Numbering::default() };
        let (kind, count, arrow_switch, half_table, missing_ew, ew_from_one) = (m.kind, m.count, m.arrow_switch, m.half_table, m.missing_ew, m.ew_from_one);
        Numbering::of_part(Some(NumberedBy { kind, count, arrow_switch, half_table, missing_ew, ew_from_one }))
    }

    /// As [`Numbering::of_movement`], from the movement's fields that number its pairs.
    pub fn of_part(part: Option<NumberedBy>) -> Numbering {
        let Some(m) = part else { return Numbering::default() };
        // A movement as played (a file imported) keeps the NS pairs' count as the EW pairs' offset.
        let offset = if m.ew_from_one && !m.arrow_switch && matches!(m.kind, Kind::Mitchell | Kind::MitchellRelay | Kind::AsPlayed) { m.count } else { 0 };
        let gap = match m.missing_ew {
            Some(k) if m.half_table && k < m.count && !m.arrow_switch && matches!(m.kind, Kind::Mitchell | Kind::MitchellRelay) => m.count + k,
            _ => 0,
        };
        Numbering { offset, gap }
    }

    /// Pair `p` as the club numbers it before any offset (past a half table's missing pair, one higher).
    fn written(self, p: u32) -> u32 {
        if self.gap > 0 && p >= self.gap {
            p + 1
        } else {
            p
        }
    }

    /// East–West pairs numbered after `ns` North–South pairs in the event, written from 1 (0: as they are).
    pub fn apart(ns: u32) -> Numbering {
        Numbering { offset: ns, gap: 0 }
    }

    /// Whether East–West pairs are numbered from 1 (the direction says which pair).
    pub fn from_one(self) -> bool {
        self.offset > 0
    }

    /// The number written for pair `p` where its direction is plain (a
    /// traveller's EW column, "NS 2 v EW 3").
    pub fn number(self, p: u32) -> u32 {
        let w = self.written(p);
        if self.offset > 0 && w > self.offset {
            w - self.offset
        } else {
            w
        }
    }

    /// Pair `p` on its own: "NS 3" or "EW 3" where the numbers repeat, the number alone otherwise.
    pub fn label(self, p: u32) -> String {
        match (self.from_one(), p > self.offset) {
            (false, _) => self.number(p).to_string(),
            (true, false) => format!("NS {p}"),
            (true, true) => format!("EW {}", self.number(p)),
        }
    }

    /// The event's number of the pair typed as `typed` in an East–West place.
    /// A half table's missing pair typed is no pair (0).
    pub fn ew(self, typed: u32) -> u32 {
        let w = if self.offset > 0 && typed <= self.offset { typed + self.offset } else { typed };
        match self.gap {
            0 => w,
            g if w == g => 0,
            g if w > g => w - 1,
            _ => w,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::session::{set_up, MovementSpec};

    fn mitchell(ew_from_one: bool, arrow_switch: bool) -> Event {
        let mut e = Event::new("m".into(), "Monday", crate::Format::BridgePairs, "2026-11-30", 0).unwrap_or_else(|x| unreachable!("{x}"));
        let movement = MovementSpec { arrow_switch, rounds: Some(3), shared: true, ew_from_one, ..MovementSpec::plain(Kind::Mitchell, 9, 2) };
        set_up(&mut e, BridgeSetup { movement, scoring: Default::default(), teams: None }).unwrap_or_else(|x| unreachable!("{x}"));
        e
    }

    /// The movement's numbering fields read alone from the stored event (as
    /// an entry is worded where the event's game is not known) number every
    /// pair as the whole movement does: a Mitchell from 1, as 10-18, arrow-switched, a half table.
    #[test]
    fn the_numbering_fields_read_alone_number_as_the_movement_does() {
        let mut half = mitchell(true, false);
        let spec = MovementSpec {
            half_table: true,
            missing_ew: Some(2),
            ..half.setup.map(|b| b.movement).unwrap_or_else(|| MovementSpec::plain(Kind::Mitchell, 9, 2))
        };
        half.setup = half.setup.map(|b| BridgeSetup { movement: spec, ..b });
        for e in [mitchell(true, false), mitchell(false, false), mitchell(true, true), half] {
            let stored = serde_json::to_string(&e.setup).unwrap_or_default();
            #[derive(serde::Deserialize)]
            struct Movement {
                movement: NumberedBy,
            }
            let part = serde_json::from_str::<Movement>(&stored).ok().map(|m| m.movement);
            assert!(part.is_some(), "{stored}");
            let (whole, alone) = (Numbering::of(&e), Numbering::of_part(part));
            assert_eq!((1..=20).map(|p| whole.label(p)).collect::<Vec<_>>(), (1..=20).map(|p| alone.label(p)).collect::<Vec<_>>(), "{stored}");
        }
        // The word for an entry, from the stored event of either game: EW 3 is pair 12.
        let e = mitchell(true, false);
        let entry = crate::bridge::session::result_entry(
            &e,
            "desk",
            1,
            crate::event::Role::Scorer,
            1,
            1,
            12,
            crate::bridge::session::ResultEntry::Score { ns: 420 },
            None,
        );
        let any: crate::event::Event<crate::games::Any> =
            serde_json::from_str(&serde_json::to_string(&e).unwrap_or_default()).unwrap_or_else(|x| unreachable!("{x}"));
        let entry: crate::event::LogEntry<crate::games::Any> =
            serde_json::from_str(&serde_json::to_string(&entry).unwrap_or_default()).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(crate::games::say(&any, &entry), "Board 1, NS 1 v EW 3: NS +420 (score only)");
    }

    /// Nine tables: EW pair 12 is written "EW 3", and typed 3 in an EW place.
    #[test]
    fn a_mitchell_numbered_as_the_club_numbers_it() {
        let e = mitchell(true, false);
        let n = Numbering::of(&e);
        assert!(n.from_one());
        assert_eq!((n.number(12), n.number(3), n.label(12), n.label(3), n.ew(3), n.ew(12)), (3, 3, "EW 3".into(), "NS 3".into(), 12, 12));
        // The participants' default names say the same.
        assert_eq!((e.participant_name(3), e.participant_name(12)), ("Pair NS 3".into(), "Pair EW 3".into()));
        // As 10-18 (the option kept), an arrow-switched Mitchell (one field), or a Howell: numbers as they are.
        for other in [mitchell(false, false), mitchell(true, true)] {
            let n = Numbering::of(&other);
            assert_eq!((n.from_one(), n.number(12), n.label(12), n.ew(3)), (false, 12, "12".into(), 3));
        }
        assert_eq!(mitchell(false, false).participant_name(12), "Pair 12");
    }

    /// A three-table Mitchell numbered from 1: what the scorer reads says EW 1,
    /// not EW 4, in the warnings, the audit trail, the results page and the
    /// ranking; the log keeps the event's own numbers.
    #[test]
    fn what_the_scorer_reads_says_ew_1() {
        use crate::bridge::session::{check_entry, result_entry, ResultEntry, Warning};
        let mut e = Event::new("m".into(), "Monday", crate::Format::BridgePairs, "2026-11-30", 0).unwrap_or_else(|x| unreachable!("{x}"));
        let movement = MovementSpec { ew_from_one: true, ..MovementSpec::plain(Kind::Mitchell, 3, 1) };
        set_up(&mut e, BridgeSetup { movement, scoring: Default::default(), teams: None }).unwrap_or_else(|x| unreachable!("{x}"));
        let entry = ResultEntry::Score { ns: 420 };
        // Board 1 is NS 1 v EW 1 (pair 4) in round 1; NS 1 v EW 2 (pair 5) is not scheduled on it.
        assert_eq!(check_entry(&e, 1, 1, 5, &entry), Ok(vec![Warning::NotScheduled { board: 1, ns: 1, ew: 2 }]));
        let le = result_entry(&e, "desk", 1, crate::event::Role::Scorer, 1, 1, 4, entry, None);
        e.append(le.clone()).unwrap_or_else(|x| unreachable!("{x}"));
        assert!(matches!(le.action, crate::bridge::Action::Game(crate::bridge::command::Command::Result { ew: 4, .. })), "the log keeps the event's number");
        assert_eq!(crate::bridge::words::say(&e, &le), "Board 1, NS 1 v EW 1: NS +420 (score only)");
        let text = crate::bridge::ranking_text::ranking_text(&e);
        assert!(text.contains("East-West\n   1   1 Pair EW 1"), "{text}");
        let scored = crate::bridge::session::score(&e);
        let print = crate::formats::print::Print { written: Numbering::of(&e), ..Default::default() };
        let page =
            crate::formats::html::results_page("Monday", "2026-11-30", &crate::bridge::session::travellers(&e), &scored, &|p| e.participant_name(p), print);
        assert!(page.contains("<tr><td>1</td><td>1</td><td></td><td></td><td></td><td>+420</td>"), "the traveller's EW column says 1");
        assert!(page.contains("<h3 id=\"p4\">EW 1 Pair EW 1</h3>"), "the score card is EW 1's");
    }
}
