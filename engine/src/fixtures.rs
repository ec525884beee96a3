//! Events the engine's tests share, set up as the app sets them up.

use crate::bridge::movement::Kind;
use crate::bridge::session::{set_up, BridgeSetup, MovementSpec, ScoringSpec};
use crate::{Event, Format};

/// A pairs event on 2026-11-29 set up as a Mitchell of `tables` tables (NS
/// 1..=tables stay, EW tables+1.. move), `boards_per_round` boards a round.
pub(crate) fn mitchell(id: &str, name: &str, tables: u32, boards_per_round: u32) -> Event {
    let mut e = Event::new(id.into(), name, Format::BridgePairs, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
    let spec = MovementSpec {
        kind: Kind::Mitchell,
        count: tables,
        boards_per_round,
        tea: false,
        redeal: false,
        arrow_switch: false,
        rounds: None,
        shared: false,
        half_table: false,
        missing_ew: None,
        ew_from_one: false,
        copies: 0,
        before_tea: None,
        reversed: false,
        drawn: false,
    };
    set_up(&mut e, BridgeSetup { movement: spec, scoring: ScoringSpec::default(), teams: None }).unwrap_or_else(|x| unreachable!("{x}"));
    e
}

/// An individual of 8 players at 2 tables as PBN 2.1 writes one (a file,
/// so the command line's tests read it too) (Ruter's
/// columns: each line's four players), scored by hand. Board 1, round 1:
/// table 1 (N1 E2 S3 W4) makes 4S (+420), table 2 (N5 E6 S7 W8) goes one
/// down (-50): 2-0 to table 1's NS and table 2's EW. Board 2, round 2:
/// table 1 (N1 E6 S8 W3) makes 3NT (+600), table 2 (N5 E2 S4 W7) 3NT with
/// an overtrick (+630): 2-0 to table 2's NS and table 1's EW. Each player
/// takes his side's match points of a top of 2 on each board: players 3
/// and 6 win both (4 of 4, 100 %, 1=); 1, 4, 5, 8 one (2 of 4, 50 %, 3=);
/// 2 and 7 none (0 %, 7=). Its TotalScoreTable prints just that.
pub(crate) const INDIVIDUAL_PBN: &str = include_str!("../tests/fixtures/christmas-individual.pbn");
