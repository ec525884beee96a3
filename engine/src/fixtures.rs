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
