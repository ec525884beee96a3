//! Team tie-breaks of FIDE C.07 over the matches rebuilt from a report:
//! Buchholz on match or game points, and the extended Sonneborn-Berger
//! forms (an opponent's final score times what was scored against it), with
//! the unplayed rounds of Article 16. This part covers the byes (a
//! pairing-allocated bye is played against a dummy whose score is the
//! team's own: capped at a draw in every round from the 2026 edition on).

use super::matches::{rounds, standings, Outcome, Standing};

/// Which edition of C.07: the one in force at the tournament's start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edition {
    /// Applied from 1 August 2024.
    Y2024,
    /// Applied from 1 March 2026 (Art. 16.4: the dummy's score capped).
    Y2026,
}

impl Edition {
    /// The edition for a start date `YYYY/MM/DD` or `YYYY-MM-DD`.
    pub fn for_start(date: &str) -> Edition {
        let digits: String = date.chars().filter(char::is_ascii_digit).collect();
        if digits.as_str() >= "20260301" { Edition::Y2026 } else { Edition::Y2024 }
    }
}

/// A score kind: match points or game points (in halves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Points {
    Match,
    Game,
}

/// One round's part of a tie-break: the opponent (none for a bye) and what it added.
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    pub round: u32,
    pub opponent: Option<u32>,
    pub value: f64,
}

/// A team's tie-break value with its working, round by round.
#[derive(Clone, Debug, PartialEq)]
pub struct Value {
    pub team: u32,
    pub value: f64,
    pub parts: Vec<Part>,
}

struct Context {
    table: Vec<Standing>,
    all: Vec<std::collections::BTreeMap<u32, Outcome>>,
    edition: Edition,
    draw_mp: u32,
    boards: u32,
}

impl Context {
    fn score(&self, team: u32, kind: Points) -> u32 {
        self.table.iter().find(|s| s.team == team).map(|s| if kind == Points::Match { s.match_points } else { s.game_points }).unwrap_or(0)
    }

    /// The dummy a bye is played against: the team's own score, capped (2026) at a draw every round.
    fn dummy(&self, team: u32, kind: Points) -> u32 {
        let own = self.score(team, kind);
        let draw = if kind == Points::Match { self.draw_mp } else { self.boards };
        match self.edition {
            Edition::Y2024 => own,
            Edition::Y2026 => own.min(draw * self.all.len() as u32),
        }
    }
}

fn context(trf: &super::trf::Trf, edition: Edition) -> Context {
    Context { table: standings(trf), all: rounds(trf), edition, draw_mp: trf.scoring.draw, boards: super::matches::boards(trf) }
}

/// Buchholz: the sum of the opponents' scores (BH:MP or BH:GP).
pub fn buchholz(trf: &super::trf::Trf, kind: Points, edition: Edition) -> Vec<Value> {
    let c = context(trf, edition);
    per_team(&c, |team, outcome| match outcome {
        Outcome::Match { opponent, .. } => (Some(*opponent), c.score(*opponent, kind)),
        Outcome::Bye { .. } => (None, c.dummy(team, kind)),
    }, 2.0)
}

/// Extended Sonneborn-Berger: the opponent's `opponent` score times the
/// team's `own` result in the match (EGGSB: game points times game points).
pub fn extended_sb(trf: &super::trf::Trf, opponent_kind: Points, own_kind: Points, edition: Edition) -> Vec<Value> {
    let c = context(trf, edition);
    let s = trf.scoring;
    let result = |own: u32, theirs: u32, played: bool| -> u32 {
        match own_kind {
            Points::Game => own,
            Points::Match if !played && own == 0 && theirs == 0 => s.loss,
            Points::Match => match own.cmp(&theirs) {
                std::cmp::Ordering::Greater => s.win,
                std::cmp::Ordering::Equal => s.draw,
                std::cmp::Ordering::Less => s.loss,
            },
        }
    };
    per_team(&c, |team, outcome| match outcome {
        Outcome::Match { opponent, own, theirs, played } => (Some(*opponent), c.score(*opponent, opponent_kind) * result(*own, *theirs, *played)),
        Outcome::Bye { match_points, game_points } => {
            let got = if own_kind == Points::Game { *game_points } else { *match_points };
            (None, c.dummy(team, opponent_kind) * got)
        }
    }, 4.0)
}

/// Every team's value from each round's (opponent, contribution in units of 1/`scale`).
fn per_team(c: &Context, part: impl Fn(u32, &Outcome) -> (Option<u32>, u32), scale: f64) -> Vec<Value> {
    c.table
        .iter()
        .map(|s| {
            let parts: Vec<Part> = c
                .all
                .iter()
                .enumerate()
                .filter_map(|(r, round)| {
                    let (opponent, v) = part(s.team, round.get(&s.team)?);
                    Some(Part { round: r as u32 + 1, opponent, value: f64::from(v) / scale })
                })
                .collect();
            Value { team: s.team, value: parts.iter().map(|p| p.value).sum(), parts }
        })
        .collect()
}
