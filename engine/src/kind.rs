//! The kinds of event: each game, and each format of it a scorer can
//! create. The one list a new game joins (with `games.rs`, which matches on
//! it); the event holds its format and names no game itself.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    Bridge,
    Chess,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    BridgePairs,
    BridgeTeamsOfFour,
    BridgeMultipleTeams,
    BridgeSwissTeams,
    ChessTeamSwiss,
    ChessTeamRoundRobin,
    /// Pairs paired round by round on their running score (`bridge::swiss_pairs`).
    BridgeSwissPairs,
    /// Each player his own number, several partners (`bridge::individual`).
    BridgeIndividual,
}

impl Format {
    pub const ALL: [Format; 8] = [
        Format::BridgePairs,
        Format::BridgeSwissPairs,
        Format::BridgeIndividual,
        Format::BridgeTeamsOfFour,
        Format::BridgeMultipleTeams,
        Format::BridgeSwissTeams,
        Format::ChessTeamSwiss,
        Format::ChessTeamRoundRobin,
    ];

    pub fn game(self) -> GameKind {
        match self {
            Format::BridgePairs
            | Format::BridgeTeamsOfFour
            | Format::BridgeMultipleTeams
            | Format::BridgeSwissTeams
            | Format::BridgeSwissPairs
            | Format::BridgeIndividual => GameKind::Bridge,
            Format::ChessTeamSwiss | Format::ChessTeamRoundRobin => GameKind::Chess,
        }
    }

    /// What a scorer calls it, game included ("Bridge · Pairs").
    pub fn label(self) -> &'static str {
        match self {
            Format::BridgePairs => "Bridge · Pairs",
            Format::BridgeTeamsOfFour => "Bridge · Teams of four",
            Format::BridgeMultipleTeams => "Bridge · Multiple teams",
            Format::BridgeSwissTeams => "Bridge · Swiss teams",
            Format::BridgeSwissPairs => "Bridge · Swiss pairs",
            Format::BridgeIndividual => "Bridge · Individual",
            Format::ChessTeamSwiss => "Chess · Team Swiss",
            Format::ChessTeamRoundRobin => "Chess · Team round robin",
        }
    }

    /// Stable short code used in forms, on the command line and as stored.
    pub fn code(self) -> &'static str {
        FORMAT_CODES[self as usize]
    }

    pub fn from_code(code: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.code() == code)
    }

    /// What one participant is in this format.
    pub fn participant_noun(self) -> &'static str {
        match self {
            Format::BridgePairs | Format::BridgeSwissPairs => "pair",
            Format::BridgeIndividual => "player",
            _ => "team",
        }
    }
}

/// The formats' codes, in the order the enum declares them.
const FORMAT_CODES: [&str; 8] = [
    "bridge_pairs",
    "bridge_teams_of_four",
    "bridge_multiple_teams",
    "bridge_swiss_teams",
    "chess_team_swiss",
    "chess_team_round_robin",
    "bridge_swiss_pairs",
    "bridge_individual",
];

impl<'de> Deserialize<'de> for Format {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Format, D::Error> {
        crate::code::read(d, &FORMAT_CODES, |i| Format::ALL.into_iter().find(|f| *f as usize == i))
    }
}
