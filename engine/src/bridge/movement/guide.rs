//! What a pair or team reads on its guide card, and what a table says about
//! the next round: derived from the schedule, never stored.

use super::Movement;
use crate::schedule::{Round, Sitting};

/// Which side of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    NS,
    EW,
}

/// One line of a guide card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stop {
    pub round: u32,
    pub table: u32,
    pub side: Side,
    pub opponent: u32,
    pub boards: Vec<u32>,
}

/// The itinerary of a pair (Mitchell: `side` says which field; Howell: either)
/// or of a team's pair (multiple teams: its NS or EW pair), round by round.
/// Rounds it sits out are absent.
pub fn itinerary(m: &Movement, participant: u32, field: Option<Side>) -> Vec<Stop> {
    let mut out = Vec::new();
    for r in &m.rounds {
        for s in &r.tables {
            let stop = |side, opponent| Stop { round: r.round, table: s.table, side, opponent, boards: m.boards(s.set) };
            if s.ns == participant && field != Some(Side::EW) {
                out.push(stop(Side::NS, s.ew));
            }
            if s.ew == participant && field != Some(Side::NS) {
                out.push(stop(Side::EW, s.ns));
            }
        }
    }
    out
}

/// What a table announces at the end of a round: where its NS and EW go and
/// where its boards go next round ("NS stay, EW to table 3, boards to table 8").
/// Read from the schedule as it stands (a round seated by hand, a Swiss
/// round, a file's movement), not from the movement that first made it.
/// `one_field`: pairs change direction (a Howell).
pub fn next_move(rounds: &[Round], one_field: bool, round: u32, table: u32) -> Option<String> {
    let now = rounds.iter().find(|r| r.number == round)?;
    let here = now.sittings.iter().find(|s| s.table == table)?;
    let Some(next) = rounds.iter().find(|r| r.number == round + 1) else { return Some("That was the last round.".into()) };
    let where_ = |pick: &dyn Fn(&Sitting) -> bool| next.sittings.iter().find(|s| pick(s));
    let go = |who: &str, found: Option<&Sitting>, ns_next: bool| match found {
        Some(s) if s.table == table && ns_next == (who == "NS") => format!("{who} stay"),
        Some(s) => format!("{who} to table {} {}", s.table, if ns_next { "NS" } else { "EW" }),
        None => format!("{who} sit out"),
    };
    let follow = |p: u32, was_ns: bool| -> (Option<&Sitting>, bool) {
        if let Some(s) = where_(&|s| s.home == p && (one_field || was_ns)) {
            return (Some(s), true);
        }
        (where_(&|s| s.away == Some(p) && (one_field || !was_ns)), false)
    };
    let (ns_to, ns_dir) = follow(here.home, true);
    let (ew_to, ew_dir) = follow(here.away?, false);
    let boards =
        next.sittings.iter().find(|s| s.boards == here.boards).map(|s| format!("boards to table {}", s.table)).unwrap_or_else(|| "boards out of play".into());
    Some(format!("{}, {}, {}", go("NS", ns_to, ns_dir), go("EW", ew_to, ew_dir), boards))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::movement::{pairs, teams};

    #[test]
    fn a_mitchell_guide_card_and_table_announcement() {
        let m = pairs::mitchell(5, 3, None).unwrap();
        let card = itinerary(&m, 2, Some(Side::EW));
        assert_eq!(card.len(), 5);
        assert_eq!(card[0], Stop { round: 1, table: 2, side: Side::EW, opponent: 2, boards: vec![4, 5, 6] });
        assert_eq!(card[1].table, 3, "EW move up one");
        assert_eq!(next_move(&m.schedule(), false, 1, 2).as_deref(), Some("NS stay, EW to table 3 EW, boards to table 1"));
        assert_eq!(next_move(&m.schedule(), false, 5, 1).as_deref(), Some("That was the last round."));
    }

    #[test]
    fn a_teams_card_follows_the_ew_pair_down_two() {
        let m = teams::standard(7, 2, None).unwrap();
        let ew = itinerary(&m, 1, Some(Side::EW));
        let tables: Vec<u32> = ew.iter().map(|s| s.table).collect();
        assert_eq!(tables, vec![6, 4, 2, 7, 5, 3]);
        assert!(ew.iter().all(|s| s.side == Side::EW));
        assert_eq!(next_move(&m.schedule(), false, 1, 1).as_deref(), Some("NS stay, EW to table 6 EW, boards to table 7"));
    }

    #[test]
    fn a_howell_card_changes_sides_and_sits_out() {
        let m = pairs::howell(7, 2).unwrap();
        let card = itinerary(&m, 3, None);
        assert_eq!(card.len(), 6, "seven pairs: one round out");
        let opponents: std::collections::BTreeSet<u32> = card.iter().map(|s| s.opponent).collect();
        assert_eq!(opponents.len(), 6);
    }
}
