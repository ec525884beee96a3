//! Events the engine's tests share, set up as the app sets them up.

use crate::bridge::movement::Kind;
use crate::bridge::session::{set_up, BridgeSetup, MovementSpec, ScoringSpec};
use crate::{Event, Format};

/// A pairs event on 2026-11-29 set up as a Mitchell of `tables` tables (NS
/// 1..=tables stay, EW tables+1.. move), `boards_per_round` boards a round.
pub(crate) fn mitchell(id: &str, name: &str, tables: u32, boards_per_round: u32) -> crate::bridge::Event {
    let mut e = Event::new(id.into(), name, Format::BridgePairs, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
    let spec = MovementSpec::plain(Kind::Mitchell, tables, boards_per_round);
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

/// Four teams, two rounds of two-board matches, as PBN 2.1 writes a teams
/// event (each row its match's teams and room; IMP_Home, IMP_Away: each
/// team's IMPs won on the board; VP_Home, VP_Away: the match's), scored by
/// hand. Round 1: board 1, 1 v 2, +420 in the open room and −50 in the
/// closed: 470, 10 IMPs to team 1; 3 v 4 flat. Board 2: 1 v 2 flat; 3 v 4
/// +620 and −100 (NS vulnerable): 720, 12 IMPs to team 3. Round 2: board 3,
/// 1 v 3 +400 and +430: 1 IMP to team 3; 2 v 4 flat. Board 4 (all
/// vulnerable): 1 v 3 +1430 and +680: 750, 13 to team 1; 2 v 4 −100 and
/// +110: 5 to team 4. On the WBF scale for 2 boards (τ = (√5−1)/2, blitz
/// 15√2): 10 IMPs 16.46–3.54, 12 IMPs 17.31–2.69, 5 IMPs 13.78–6.22. Teams:
/// Aces (1) 33.77, Kings (3) 20.00, Queens (4) 16.47, Jacks (2) 9.76.
pub(crate) const FOUR_TEAMS_PBN: &str = include_str!("../tests/fixtures/four-teams.pbn");
