//! The set-up form of a bridge session, as the scorer fills it in: what it
//! starts from (the event's kind and the pairs or teams entered, or the
//! set-up in force when the movement is changed under way), the set-up it
//! makes, and the preview it shows. The page binds each field to a control
//! and nothing more.

use super::impairs::ImpMethod;
use super::matchpoints::{Different, MpScale};
use super::movement::pairs::three_quarter_rounds;
use super::movement::verify::verify;
use super::movement::Kind;
use super::pairs::Averages;
use super::setup::{BridgeSetup, MovementSpec, ScoringSpec, SwissScore, TeamsScoring};

/// What kind of session the event is, fixed by its format: the form offers
/// what fits it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shape {
    pub teams: bool,
    /// A teams-of-four match: two teams, the boards changing tables each round.
    pub one_match: bool,
    pub swiss: bool,
    /// Four players a table, several partners each.
    pub individual: bool,
}

impl Shape {
    /// A Swiss of pairs (not teams): paired round by round, one table a match.
    pub fn swiss_pairs(self) -> bool {
        self.swiss && !self.teams
    }

    /// A pairs movement (not a Swiss, not teams): fewer rounds, shared boards, half tables.
    fn pairs(self) -> bool {
        !self.teams && !self.swiss
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SetupForm {
    pub shape: Shape,
    pub kind: Kind,
    /// Teams, tables or pairs (a Howell); a teams-of-four match: its rounds.
    pub count: u32,
    pub boards: u32,
    pub tea: bool,
    pub arrow: bool,
    /// Rounds to play, fewer than the movement has (0: all of them).
    pub rounds: u32,
    /// Every table plays the same boards in a round (duplicated sets).
    pub shared: bool,
    /// A Mitchell one East–West pair short (a table sits out each round).
    pub half: bool,
    /// Which East–West pair is missing (0: the last).
    pub missing: u32,
    /// A three-quarter Howell: the Howell cut to three quarters of its rounds.
    pub quarter: bool,
    /// A Mitchell's EW pairs numbered 1 to n ("EW 3"), as most clubs do; off: after the NS pairs.
    pub ew_one: bool,
    /// Copies of each board set: a Mitchell in that many rows of tables.
    pub copies: u32,
    /// Multiple teams: rounds before tea (0: the seed's split), the halves the other way round, a re-dealt last round.
    pub before_tea: u32,
    pub reversed: bool,
    pub redeal: bool,
    /// None: the seed's rule for the number of teams.
    pub teams_scoring: Option<TeamsScoring>,
    pub scale: MpScale,
    pub different: Different,
    /// Kept from the event's scoring: the places an imported session's program rounds each board to (no control of its own).
    pub board_places: Option<u8>,
    /// A Swiss: round 1 drawn by lot (not seeded).
    pub drawn: bool,
    /// A Swiss pairs' running score.
    pub swiss_score: SwissScore,
    /// A pairs session scored in IMPs (none: match points).
    pub imps: Option<ImpMethod>,
    /// Kept as in force, not on the form: how artificial scores are valued.
    pub averages: Averages,
}

impl SetupForm {
    /// The form as it opens: the set-up in force (a movement changed under
    /// way), else the usual one for the kind of session, sized to the pairs
    /// or teams already `entered`.
    pub fn new(shape: Shape, entered: u32, current: Option<BridgeSetup>) -> SetupForm {
        let (kind, count) = match shape {
            Shape { individual: true, .. } => (Kind::Individual, entered.max(12)),
            s if s.swiss_pairs() => (Kind::SwissPairs, entered.max(10)),
            Shape { swiss: true, .. } => (Kind::Swiss, entered.max(8)),
            // Its count is the number of rounds (the boards change tables each round).
            Shape { one_match: true, .. } => (Kind::Match, 4),
            // As many teams as are entered (three at least), else five.
            Shape { teams: true, .. } => (Kind::Teams, if entered >= 3 { entered } else { 5 }),
            // A Howell counts pairs.
            _ => (Kind::Howell, entered.max(6)),
        };
        let scoring = ScoringSpec::default();
        let form = SetupForm {
            shape,
            kind,
            count,
            boards: if shape.swiss { 6 } else { 3 },
            tea: false,
            arrow: false,
            rounds: 0,
            shared: false,
            half: false,
            missing: 0,
            quarter: false,
            ew_one: true,
            copies: 1,
            before_tea: 0,
            reversed: false,
            redeal: false,
            teams_scoring: None,
            scale: scoring.scale,
            different: scoring.different,
            board_places: scoring.board_places,
            drawn: false,
            swiss_score: scoring.swiss,
            imps: scoring.imps,
            averages: scoring.averages,
        };
        let Some(now) = current else { return form };
        let m = now.movement;
        SetupForm {
            kind: m.kind,
            count: m.count,
            boards: m.boards_per_round,
            tea: m.tea,
            arrow: m.arrow_switch,
            rounds: m.rounds.unwrap_or(0),
            shared: m.shared,
            half: m.half_table,
            missing: m.missing_ew.unwrap_or(0),
            quarter: m.kind == Kind::Howell && m.rounds == Some(three_quarter_rounds(m.count)),
            ew_one: m.ew_from_one,
            copies: m.copies.max(1),
            before_tea: m.before_tea.unwrap_or(0),
            reversed: m.reversed,
            redeal: m.redeal,
            teams_scoring: now.teams,
            scale: now.scoring.scale,
            different: now.scoring.different,
            board_places: now.scoring.board_places,
            drawn: m.drawn,
            swiss_score: now.scoring.swiss,
            imps: now.scoring.imps,
            averages: now.scoring.averages,
            ..form
        }
    }

    /// The movement chosen (fewer rounds and shared boards are a pairs
    /// movement's; the plan of rounds a multiple teams').
    pub fn movement(&self) -> MovementSpec {
        let (pairs, swiss) = (self.shape.pairs(), self.shape.swiss);
        let plan = self.shape.teams && self.kind == Kind::Teams;
        MovementSpec {
            kind: self.kind,
            count: self.count,
            boards_per_round: self.boards,
            tea: self.tea,
            redeal: plan && self.redeal,
            arrow_switch: self.arrow,
            rounds: if self.quarter && self.kind == Kind::Howell {
                Some(three_quarter_rounds(self.count))
            } else {
                // A Swiss's declared rounds: after the last, another is paired only on purpose.
                Some(self.rounds).filter(|r| (pairs || plan || swiss) && *r > 0)
            },
            shared: pairs && self.shared,
            half_table: pairs && self.half && self.kind != Kind::Howell,
            missing_ew: Some(self.missing).filter(|m| pairs && self.half && *m > 0),
            ew_from_one: pairs && self.ew_one && self.kind != Kind::Howell,
            copies: if pairs && self.kind == Kind::Mitchell { self.copies } else { 0 },
            before_tea: Some(self.before_tea).filter(|b| plan && *b > 0),
            reversed: plan && self.reversed,
            drawn: swiss && self.drawn,
        }
    }

    /// The teams' scoring as it will be: the one chosen, else the seed's
    /// rule for the number of teams (a match: two).
    pub fn teams_scoring(&self) -> TeamsScoring {
        self.teams_scoring.unwrap_or_else(|| TeamsScoring::suggested(self.team_count()))
    }

    fn team_count(&self) -> u32 {
        if self.shape.one_match {
            2
        } else {
            self.count
        }
    }

    /// The set-up the form makes.
    pub fn setup(&self) -> BridgeSetup {
        let s = self.shape;
        BridgeSetup {
            movement: self.movement(),
            scoring: ScoringSpec {
                scale: self.scale,
                different: self.different,
                averages: self.averages,
                swiss: self.swiss_score,
                // Only a pairs movement (not a Swiss, an individual or teams) offers IMPs.
                imps: self.imps.filter(|_| !s.swiss && !s.teams && !s.individual),
                board_places: self.board_places,
            },
            teams: s.teams.then(|| self.teams_scoring()),
        }
    }

    /// What the form would set up, in a line: its rounds, its boards, and
    /// the movement's checks; a Swiss its first round; or why it cannot be.
    pub fn preview(&self) -> String {
        let shown = |(rounds, boards, balance, ok): (String, u32, String, bool)| {
            format!("{rounds}, boards 1 to {boards}; {balance}; {}", if ok { "all checks passed." } else { "some checks failed." })
        };
        if self.shape.individual {
            use super::movement::individual;
            let (n, b) = (self.count, self.boards);
            let made = individual::promise(n).and_then(|p| {
                individual::schedule(n, b).map(|rounds| {
                    let report = individual::verify(&rounds, n, p);
                    let ok = report.ok();
                    let boards = rounds.iter().flat_map(|r| r.sittings.iter().flat_map(|s| s.boards.iter().copied())).max().unwrap_or(0);
                    (format!("{} rounds at {} tables", rounds.len(), n / 4), boards, report.promise, ok)
                })
            });
            return made.map(shown).unwrap_or_else(|e| crate::text::capitalised(&e.to_string()));
        }
        if self.shape.swiss {
            // A Swiss has no fixed movement: round 1 as it will be paired.
            use super::swiss::{first_round_seeded, Odd, Pairing};
            if self.drawn {
                return "Round 1 drawn by lot when you set up; later rounds paired from the standings.".to_string();
            }
            let round1: Vec<String> = first_round_seeded(&(1..=self.count).collect::<Vec<_>>(), Odd::Bye)
                .into_iter()
                .map(|p| match p {
                    Pairing::Match(a, b) => format!("{a} v {b}"),
                    Pairing::Bye(t) => format!("{t} has the bye"),
                    Pairing::ThreeWay(a, b, c) => format!("{a}, {b}, {c}"),
                })
                .collect();
            let copies = if self.shape.swiss_pairs() { "one copy of the set per table" } else { "one copy of the set per match" };
            return format!("Round 1: {}; later rounds paired from the standings. Each round's matches play the same boards ({copies}).", round1.join(", "));
        }
        match self.movement().build() {
            Ok(m) => {
                let report = verify(&m);
                let tea = m.tea_after_round.map(|t| format!(" (tea after round {t})")).unwrap_or_default();
                shown((format!("{} rounds{tea}", m.rounds.len()), m.sets * m.boards_per_round, report.balance.clone(), report.ok()))
            }
            Err(e) => e.to_string(),
        }
    }
}

#[cfg(test)]
#[path = "setup_form/tests.rs"]
mod tests;
