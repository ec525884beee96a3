//! How a bridge session is set up, as the scorer chose it: the movement,
//! and how the results are scored. Plain data kept with the event.

use super::matchpoints::{Different, MpScale};
use super::movement::{pairs, teams, Kind, Movement, MovementError};
use super::pairs::Averages;
use serde::{Deserialize, Serialize};

/// The movement a session is played with, as the scorer chose it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MovementSpec {
    pub kind: Kind,
    /// Tables (teams, Mitchell), pairs (Howell), or rounds (a teams-of-four match).
    pub count: u32,
    pub boards_per_round: u32,
    #[serde(default)]
    pub tea: bool,
    #[serde(default)]
    pub redeal: bool,
    /// Pairs change direction on some boards, so they make one field; for a
    /// session as played, its file ranks NS and EW pairs together.
    #[serde(default)]
    pub arrow_switch: bool,
    /// Fewer rounds than the movement has (a pairs movement cut short); none: all.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
    /// Every table plays the same boards in a round (duplicated sets, as
    /// clubs with a dealing machine play them): round r plays set r.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub shared: bool,
    /// A Mitchell one pair short: an East–West pair is missing, so the
    /// table it would visit sits out each round (a half table).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub half_table: bool,
    /// The missing East–West pair of a half table, by the number it would
    /// have had starting at its table (1..tables); none: the last. The pairs
    /// after it are numbered one lower in the event (`bridge::numbering`
    /// writes them as the club does).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub missing_ew: Option<u32>,
    /// A Mitchell's East–West pairs written 1 to n with their direction
    /// ("EW 3"), as most clubs number them; their numbers in the event stay
    /// tables+1 .. 2×tables (`bridge::numbering`). Off: written 10-18.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ew_from_one: bool,
    /// A Mitchell whose board sets are copied (a dealing machine's
    /// duplicates): the tables in this many rows, each row a Mitchell of its
    /// own on the same sets, so each set is at one table of every row in a
    /// round (0 or 1: one row).
    #[serde(default, skip_serializing_if = "is_one_row")]
    pub copies: u32,
    /// Multiple teams: the rounds before tea (none: the seed's split).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before_tea: Option<u32>,
    /// Multiple teams: the halves played the other way round.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reversed: bool,
    /// A Swiss: round 1 drawn by lot (from the event's id, so every copy of
    /// the event draws the same), not seeded by number.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub drawn: bool,
}

fn is_one_row(copies: &u32) -> bool {
    *copies <= 1
}

impl MovementSpec {
    /// A movement of `kind` for `count` tables (pairs, players or teams) and
    /// `boards_per_round`, every option off: as the set-up form starts.
    pub fn plain(kind: Kind, count: u32, boards_per_round: u32) -> MovementSpec {
        MovementSpec {
            kind,
            count,
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
        }
    }

    /// The schedule this choice makes (multiple teams: with tea, or an even
    /// number, in the seed's two halves).
    pub fn build(&self) -> Result<Movement, MovementError> {
        let (n, b) = (self.count, self.boards_per_round);
        super::movement::size_ok(if self.kind == Kind::Howell { n.div_ceil(2) } else { n }, b)?;
        let mut m = match self.kind {
            Kind::Teams => teams::plan(n, b, teams::Plan { tea: self.tea, rounds: self.rounds, before_tea: self.before_tea, reversed: self.reversed })?,
            // A single match: `count` is the number of rounds (board sets).
            Kind::Match => teams::single_match(n, b)?,
            Kind::TeamsParallel => teams::parallel_rows(n, b)?,
            Kind::Mitchell if self.copies > 1 => pairs::in_rows(n, self.copies, b)?,
            Kind::Mitchell => pairs::mitchell(n, b, None)?,
            Kind::MitchellRelay => pairs::mitchell_relay(n, b, None)?,
            Kind::Howell => pairs::howell(n, b)?,
            Kind::Swiss | Kind::SwissPairs => return Err(MovementError::PairedByRound),
            Kind::AsPlayed => return Err(MovementError::AsPlayed),
            Kind::Individual => return Err(MovementError::Individual),
        };
        if let Some(rounds) = self.rounds.filter(|_| self.kind.counts_pairs() || matches!(self.kind, Kind::Mitchell | Kind::MitchellRelay)) {
            let most = m.rounds.len() as u32;
            if rounds == 0 || rounds > most {
                return Err(MovementError::Rounds { asked: rounds, most });
            }
            m.rounds.truncate(rounds as usize);
        }
        if self.shared {
            pairs::share_boards(&mut m);
        }
        if self.redeal {
            teams::add_redealt_round(&mut m);
        }
        if self.arrow_switch {
            pairs::arrow_switch(&mut m);
        }
        // NS 1 and EW 1 of a Mitchell are different pairs: each gets its own
        // number (EW n+1..2n), on the cards as in the event.
        pairs::unique_numbers(&mut m);
        if self.half_table {
            pairs::half_table(&mut m, self.missing_ew)?;
        }
        super::movement::numbered_ok(&m)?;
        Ok(m)
    }
}

/// How a pairs session is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoringSpec {
    pub scale: MpScale,
    pub different: Different,
    pub averages: Averages,
    /// A Swiss pairs: what its running score is.
    #[serde(default, skip_serializing_if = "SwissScore::is_match_points")]
    pub swiss: SwissScore,
    /// A pairs session scored in IMPs (cross-IMPs or Butler) rather than match points.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub imps: Option<super::impairs::ImpMethod>,
    /// Each board's match points rounded to these decimals before they are
    /// added up: an imported session whose program rounds so (ScoreBridge to
    /// 0.1, EBUScore to 0.01), so that its totals stay as printed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_places: Option<u8>,
}

impl Default for ScoringSpec {
    fn default() -> Self {
        ScoringSpec {
            scale: MpScale::Wbf,
            different: Different::Neuberg,
            averages: Averages::Fixed,
            swiss: SwissScore::MatchPoints,
            imps: None,
            board_places: None,
        }
    }
}

impl ScoringSpec {
    /// The match-pointing options of this scoring, for a field.
    pub fn options(&self, field: super::pairs::Field) -> super::pairs::Options {
        super::pairs::Options { scale: self.scale, different: self.different, field, averages: self.averages, board_places: self.board_places }
    }
}

/// How a Swiss pairs scores its rounds (`bridge::swiss_pairs`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SwissScore {
    /// Match points across the field: the pairs' percentage.
    #[default]
    MatchPoints,
    /// IMPs across the field (Butler: each score against the board's datum), totalled.
    Imps,
    /// Each match's Butler IMPs turned into VPs on the WBF scale for the round's boards.
    Vps,
}

impl<'de> serde::Deserialize<'de> for SwissScore {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<SwissScore, D::Error> {
        crate::code::read(d, &["match_points", "imps", "vps"], |i| [SwissScore::MatchPoints, SwissScore::Imps, SwissScore::Vps].get(i).copied())
    }
}

impl SwissScore {
    fn is_match_points(&self) -> bool {
        *self == SwissScore::MatchPoints
    }
}

/// How a teams session turns its matches into standings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TeamsScoring {
    /// WBF continuous VPs (2 decimals) for the match length.
    WbfVp,
    /// WBF discrete (whole) VPs.
    WbfDiscreteVp,
    /// The club 20-0 scale of the seed (up to 13 boards a match).
    ClubVp,
    /// No conversion: net IMPs.
    TotalImps,
    /// Point-a-board (board-a-match as the EBU scores it): each board of a
    /// match won by its net score is 2 points, halved 1 each, lost 0; a
    /// team ranks on its points.
    PointABoard,
}

impl<'de> serde::Deserialize<'de> for TeamsScoring {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<TeamsScoring, D::Error> {
        crate::code::read(d, &["wbf_vp", "wbf_discrete_vp", "club_vp", "total_imps", "point_a_board"], |i| TeamsScoring::ALL.get(i).copied())
    }
}

impl TeamsScoring {
    pub const ALL: [TeamsScoring; 5] =
        [TeamsScoring::WbfVp, TeamsScoring::WbfDiscreteVp, TeamsScoring::ClubVp, TeamsScoring::TotalImps, TeamsScoring::PointABoard];

    /// The scale in words, as the set-up names it.
    pub fn words(self) -> &'static str {
        match self {
            TeamsScoring::WbfVp => "WBF victory points (continuous)",
            TeamsScoring::WbfDiscreteVp => "WBF victory points (whole)",
            TeamsScoring::ClubVp => "Club 20-0 scale",
            TeamsScoring::TotalImps => "Total IMPs",
            TeamsScoring::PointABoard => "Point-a-board (2 a board won, 1 halved)",
        }
    }

    /// Whether a match scores VPs (a Swiss bye its VPs too): not on total IMPs or point-a-board.
    pub fn in_vps(self) -> bool {
        !matches!(self, TeamsScoring::TotalImps | TeamsScoring::PointABoard)
    }

    /// What a match's score and a team's total are counted in, as a
    /// standings column heads them ("Net IMPs") and a figure is followed ("3 points").
    pub fn unit(self) -> (&'static str, &'static str) {
        match self {
            TeamsScoring::TotalImps => ("Net IMPs", "IMPs"),
            TeamsScoring::PointABoard => ("Points", "points"),
            _ => ("VPs", "VPs"),
        }
    }

    /// The seed's rule: up to 7 teams VPs (the WBF scales, which the EBU uses), 8 or more total IMPs.
    pub fn suggested(teams: u32) -> TeamsScoring {
        match super::vp::suggested_scoring(teams as usize) {
            super::vp::TeamsScoring::VictoryPoints => TeamsScoring::WbfVp,
            super::vp::TeamsScoring::TotalImps => TeamsScoring::TotalImps,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BridgeSetup {
    pub movement: MovementSpec,
    #[serde(default)]
    pub scoring: ScoringSpec,
    /// For teams movements; none for pairs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teams: Option<TeamsScoring>,
}
