//! A team tournament's record: what every team got in every round (a match
//! over the board, a forfeited match, a bye or an absence) with its match
//! points, game points and board-by-board points. The standings and the
//! tie-breaks read only this, whether it came from a tournament report or
//! from the scorer's own event. Points are kept in halves, so every sum is exact.

use super::trf::TeamScoring;
use std::collections::BTreeMap;

/// What kind of round a team had (C.07 Art. 16.2 tells them apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A match with at least one game played over the board.
    Played,
    /// A match won, lost or lost by both without a game (forfeited whole).
    ForfeitWin,
    ForfeitLoss,
    DoubleForfeit,
    /// The pairing-allocated bye.
    PairingBye,
    /// A full-point, half-point or zero-point bye (an absence or a withdrawal is a zero-point bye).
    FullBye,
    HalfBye,
    ZeroBye,
}

impl Kind {
    /// A voluntary unplayed round (C.07 16.1.2): a requested bye or a forfeit loss.
    pub fn voluntary(self) -> bool {
        matches!(self, Kind::HalfBye | Kind::ZeroBye | Kind::ForfeitLoss | Kind::DoubleForfeit)
    }

    /// A requested bye (C.07 16.1.1).
    pub fn requested(self) -> bool {
        matches!(self, Kind::HalfBye | Kind::ZeroBye)
    }

    /// A match decided without a game.
    pub fn forfeit(self) -> bool {
        matches!(self, Kind::ForfeitWin | Kind::ForfeitLoss | Kind::DoubleForfeit)
    }

    /// The short name the working shows.
    pub fn label(self) -> &'static str {
        match self {
            Kind::Played => "match",
            Kind::ForfeitWin => "forfeit win",
            Kind::ForfeitLoss => "forfeit loss",
            Kind::DoubleForfeit => "double forfeit",
            Kind::PairingBye => "bye",
            Kind::FullBye => "full-point bye",
            Kind::HalfBye => "half-point bye",
            Kind::ZeroBye => "zero-point bye",
        }
    }
}

/// A team's round.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub kind: Kind,
    /// The opponent of a match (played or forfeited).
    pub opponent: Option<u32>,
    /// White on board 1, where known.
    pub white: Option<bool>,
    /// Match points and game points earned (halves).
    pub match_points: u32,
    pub game_points: u32,
    /// Game points (halves) on each board, board 1 first. A bye or a match
    /// decided without a game counts each board as its result (C.07 Art. 12:
    /// the pairing-allocated bye as a win on every board).
    pub boards: Vec<u32>,
}

/// A score kind: match points or game points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Points {
    Match,
    Game,
}

impl Points {
    pub fn other(self) -> Points {
        match self {
            Points::Match => Points::Game,
            Points::Game => Points::Match,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Team {
    pub number: u32,
    pub name: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The teams by pairing number.
    pub teams: Vec<Team>,
    pub boards: u32,
    /// Rounds of the tournament (at least the rounds with results).
    pub rounds: u32,
    pub scoring: TeamScoring,
    /// The score the standings and the pairing go by first (C.04.6 1.2).
    pub primary: Points,
    pub round_robin: bool,
    /// Round by round (round 1 first), each team's entry.
    pub results: Vec<BTreeMap<u32, Entry>>,
    /// Penalties and bonuses outside any result (TRF 299 with no result type).
    pub adjustments: Vec<Adjustment>,
}

/// Points given or taken outside any result (halves; negative for a penalty).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Adjustment {
    /// The round it belongs to (0: the tournament as a whole).
    pub round: u32,
    pub team: u32,
    pub match_points: i32,
    pub game_points: i32,
}

impl Record {
    /// An entry's points of a kind (halves).
    pub fn points(entry: &Entry, kind: Points) -> u32 {
        match kind {
            Points::Match => entry.match_points,
            Points::Game => entry.game_points,
        }
    }

    /// A team's total of a kind (halves), penalties and bonuses included.
    pub fn score(&self, team: u32, kind: Points) -> i32 {
        self.score_after(team, kind, self.results.len())
    }

    /// A team's total after `rounds` rounds (halves), with the penalties and bonuses of those rounds.
    pub fn score_after(&self, team: u32, kind: Points, rounds: usize) -> i32 {
        let won: u32 = self.results.iter().take(rounds).filter_map(|r| r.get(&team)).map(|e| Record::points(e, kind)).sum();
        won as i32 + self.adjustment(team, kind, rounds)
    }

    /// The penalties and bonuses of a team in the first `rounds` rounds (halves).
    pub fn adjustment(&self, team: u32, kind: Points, rounds: usize) -> i32 {
        self.adjustments
            .iter()
            .filter(|a| a.team == team && (a.round == 0 || a.round as usize <= rounds))
            .map(|a| if kind == Points::Match { a.match_points } else { a.game_points })
            .sum()
    }

    /// What a drawn round is worth (halves): the draw's match points, or half the boards.
    pub fn draw(&self, kind: Points) -> u32 {
        match kind {
            Points::Match => self.scoring.draw,
            Points::Game => self.boards,
        }
    }

    /// What a won round is worth at most (halves).
    pub fn win(&self, kind: Points) -> u32 {
        match kind {
            Points::Match => self.scoring.win,
            Points::Game => 2 * self.boards,
        }
    }

    pub fn name(&self, team: u32) -> &str {
        self.teams.iter().find(|t| t.number == team).map(|t| t.name.as_str()).unwrap_or_default()
    }
}

/// The match points a match earns from its game points.
pub fn match_points(scoring: TeamScoring, own: u32, theirs: u32) -> u32 {
    match own.cmp(&theirs) {
        std::cmp::Ordering::Greater => scoring.win,
        std::cmp::Ordering::Equal => scoring.draw,
        std::cmp::Ordering::Less => scoring.loss,
    }
}

/// A team's line in the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub team: u32,
    pub name: String,
    /// Matches played (over the board or forfeited), byes not counted.
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    /// Match and game points in halves, byes, penalties and bonuses included.
    pub match_points: i32,
    pub game_points: i32,
    pub rank: String,
}

/// Points kept in halves, as people write them: 2, 1½, ½, -½.
pub fn points_text(halves: i32) -> String {
    let (sign, h) = if halves < 0 { ("-", -halves) } else { ("", halves) };
    match (h / 2, h % 2) {
        (w, 0) => format!("{sign}{w}"),
        (0, _) => format!("{sign}½"),
        (w, _) => format!("{sign}{w}½"),
    }
}

/// Points typed as 2, 1.5, 1,5, 1½ or ½, in halves (up to 50 points).
pub fn parse_points(text: &str) -> Option<u32> {
    let t = text.trim().replace(',', ".");
    let (whole, half) = match t.strip_suffix('½') {
        Some(w) => (w.to_string(), 1),
        None => match t.split_once('.') {
            Some((w, "5")) => (w.to_string(), 1),
            Some((w, "0")) => (w.to_string(), 0),
            Some(_) => return None,
            None => (t.clone(), 0),
        },
    };
    let whole: u32 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
    (whole <= 50).then_some(2 * whole + half)
}

/// The standings on the primary score, then the other; teams level on both share the place.
/// Won, drawn and lost read a match by its match points (a forfeit win is won
/// whatever its boards say).
pub fn standings(record: &Record) -> Vec<Standing> {
    let s = record.scoring;
    let mut rows: Vec<Standing> = record
        .teams
        .iter()
        .map(|t| Standing { team: t.number, name: t.name.clone(), played: 0, won: 0, drawn: 0, lost: 0, match_points: 0, game_points: 0, rank: String::new() })
        .collect();
    for row in &mut rows {
        row.match_points = record.score(row.team, Points::Match);
        row.game_points = record.score(row.team, Points::Game);
        for e in record.results.iter().filter_map(|r| r.get(&row.team)) {
            if e.opponent.is_none() {
                continue;
            }
            row.played += 1;
            match e.match_points.cmp(&s.draw) {
                _ if e.kind == Kind::DoubleForfeit => row.lost += 1,
                std::cmp::Ordering::Greater => row.won += 1,
                std::cmp::Ordering::Equal => row.drawn += 1,
                std::cmp::Ordering::Less => row.lost += 1,
            }
        }
    }
    let key = |r: &Standing| match record.primary {
        Points::Match => (r.match_points, r.game_points),
        Points::Game => (r.game_points, r.match_points),
    };
    crate::sorting::sort_by(&mut rows, |a, b| key(b).cmp(&key(a)).then(a.team.cmp(&b.team)));
    let keys: Vec<(i32, i32)> = rows.iter().map(key).collect();
    for (i, row) in rows.iter_mut().enumerate() {
        let first = keys.iter().position(|k| *k == keys[i]).unwrap_or(i);
        let shared = keys.iter().filter(|k| **k == keys[i]).count() > 1;
        row.rank = if shared { format!("{}=", first + 1) } else { format!("{}", first + 1) };
    }
    rows
}

#[cfg(test)]
mod points_tests {
    #[test]
    fn points_as_people_write_and_type_them() {
        for (text, halves) in [
            ("2", Some(4)),
            ("1", Some(2)),
            ("0", Some(0)),
            ("1.5", Some(3)),
            ("1½", Some(3)),
            ("½", Some(1)),
            ("0,5", Some(1)),
            ("x", None),
            ("1.25", None),
            ("51", None),
        ] {
            assert_eq!(super::parse_points(text), halves, "{text}");
        }
        let shown: Vec<String> = [0, 1, 3, 4, -1, -3].into_iter().map(super::points_text).collect();
        assert_eq!(shown, ["0", "½", "1½", "2", "-½", "-1½"]);
    }
}
