//! What the standings page and the printouts show besides the team
//! standings: board statistics, the individual ranking, board prizes, the
//! average rating each team fielded, and the cross table.
//!
//! Players' figures come from the boards they sat on: a game played over the
//! board counts as a game; a board won by forfeit adds its point (a board
//! lost by forfeit adds nothing) and counts towards the percentage, not as
//! a game. A match forfeited by decision moves no player's figures: its
//! points belong to the team.

use super::record::{Kind, Record};
use super::tournament::{BoardResult, Tournament};
use std::collections::BTreeMap;

/// FIDE Rating Regulations 8.1.1: the rating difference for a fractional
/// score p = 1.00, 0.99, ... 0.50 (below 0.50, dp(p) = -dp(1 - p)).
const DP: [i32; 51] = [
    800, 677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284, 273, 262, 251, 240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149,
    141, 133, 125, 117, 110, 102, 95, 87, 80, 72, 65, 57, 50, 43, 36, 29, 21, 14, 7, 0,
];

/// The rating difference for `halves` half-points in `games` games (p rounded to the hundredth).
pub fn rating_difference(halves: u32, games: u32) -> i32 {
    if games == 0 {
        return 0;
    }
    let hundredths = ((u64::from(halves) * 100 + u64::from(games)) / (2 * u64::from(games))) as usize;
    if hundredths >= 50 {
        DP[100 - hundredths.min(100)]
    } else {
        -DP[hundredths]
    }
}

/// A mean rounded to the nearest whole number, 0.5 up.
fn mean(values: &[u32]) -> Option<u32> {
    (!values.is_empty()).then(|| ((2 * values.iter().map(|&v| u64::from(v)).sum::<u64>() + values.len() as u64) / (2 * values.len() as u64)) as u32)
}

/// One player's figures (on one board, or over all of them).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayerLine {
    pub player: u32,
    pub name: String,
    pub rating: Option<u32>,
    /// The team's id.
    pub team: u32,
    /// Games played over the board.
    pub games: u32,
    /// Points (halves), forfeit wins included.
    pub points: u32,
    /// Boards won by forfeit.
    pub forfeit_wins: u32,
    /// Points scored over the board (halves).
    pub played_points: u32,
    /// Ratings of the rated opponents played over the board.
    pub opponents: Vec<u32>,
}

impl PlayerLine {
    /// Points over the games and forfeit wins, as a percentage.
    pub fn percentage(&self) -> f64 {
        let counted = self.games + self.forfeit_wins;
        if counted == 0 {
            0.0
        } else {
            f64::from(self.points) * 50.0 / f64::from(counted)
        }
    }

    /// Average rating of the opponents played (rated ones).
    pub fn average_opponent(&self) -> Option<u32> {
        mean(&self.opponents)
    }

    /// Tournament performance rating: the opponents' average plus the rating
    /// difference of the score over the board (games against rated opponents).
    pub fn performance(&self) -> Option<u32> {
        let aro = self.average_opponent()?;
        let dp = rating_difference(self.played_points, self.games);
        Some((i64::from(aro) + i64::from(dp)).max(0) as u32)
    }
}

/// Every board each player sat on: (board number, line) per player and board.
fn lines(t: &Tournament) -> BTreeMap<(u32, u32), PlayerLine> {
    let mut out: BTreeMap<(u32, u32), PlayerLine> = BTreeMap::new();
    for round in &t.rounds {
        for m in round.matches.iter().filter(|m| m.decision.is_none()) {
            for b in 0..t.settings.boards as usize {
                let Some(result) = m.board(b) else { continue };
                let (first, second) = result.halves();
                for (side, team, own) in [(0, m.first, first), (1, m.second, second)] {
                    let Some(p) = m.line_ups[side].get(b).copied().flatten() else { continue };
                    let line = out.entry((b as u32 + 1, p)).or_insert_with(|| {
                        let player = t.player(p).cloned().unwrap_or_default();
                        PlayerLine { player: p, name: player.name, rating: player.rating, team, ..PlayerLine::default() }
                    });
                    line.points += own;
                    if result.played() {
                        line.games += 1;
                        line.played_points += own;
                        let opponent = m.line_ups[1 - side].get(b).copied().flatten().and_then(|o| t.player(o)).and_then(|o| o.rating);
                        line.opponents.extend(opponent);
                    } else if own == 2 && matches!(result, BoardResult::ForfeitWin | BoardResult::ForfeitLoss) {
                        line.forfeit_wins += 1;
                    }
                }
            }
        }
    }
    out
}

/// One board number's statistics: the players who sat there and the totals.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardStatistics {
    pub board: u32,
    pub players: Vec<PlayerLine>,
    pub games: u32,
    pub points: u32,
}

/// Per board number: the players who sat there (most points first), with games, points, percentage and performance.
pub fn board_statistics(t: &Tournament) -> Vec<BoardStatistics> {
    let all = lines(t);
    (1..=t.settings.boards)
        .map(|board| {
            let mut players: Vec<PlayerLine> = all.iter().filter(|((b, _), _)| *b == board).map(|(_, l)| l.clone()).collect();
            crate::sorting::sort_by(&mut players, |a, b| {
                b.points.cmp(&a.points).then(b.percentage().total_cmp(&a.percentage())).then(a.name.cmp(&b.name)).then(a.player.cmp(&b.player))
            });
            BoardStatistics { board, games: players.iter().map(|p| p.games).sum(), points: players.iter().map(|p| p.points).sum(), players }
        })
        .collect()
}

/// A line of the individual ranking.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    pub rank: u32,
    pub line: PlayerLine,
}

/// Every player who played a game: points, then percentage, then rating
/// (higher first), then name; players level on points and percentage share
/// a rank (the rating only orders them).
pub fn individual_ranking(t: &Tournament) -> Vec<Ranked> {
    let mut by_player: BTreeMap<u32, PlayerLine> = BTreeMap::new();
    for ((_, p), l) in lines(t) {
        let e = by_player.entry(p).or_insert_with(|| PlayerLine { opponents: Vec::new(), games: 0, points: 0, forfeit_wins: 0, played_points: 0, ..l.clone() });
        e.games += l.games;
        e.points += l.points;
        e.forfeit_wins += l.forfeit_wins;
        e.played_points += l.played_points;
        e.opponents.extend(l.opponents);
    }
    let mut players: Vec<PlayerLine> = by_player.into_values().filter(|l| l.games > 0).collect();
    crate::sorting::sort_by(&mut players, |a, b| {
        b.points
            .cmp(&a.points)
            .then(b.percentage().total_cmp(&a.percentage()))
            .then(b.rating.cmp(&a.rating))
            .then(a.name.cmp(&b.name))
            .then(a.player.cmp(&b.player))
    });
    let mut out: Vec<Ranked> = Vec::new();
    for (i, line) in players.into_iter().enumerate() {
        let rank = match out.last() {
            Some(prev) if prev.line.points == line.points && prev.line.percentage() == line.percentage() => prev.rank,
            _ => i as u32 + 1,
        };
        out.push(Ranked { rank, line });
    }
    out
}

/// Board prizes: on each board, the players with at least `min_games`
/// games, by performance rating, then percentage, then games.
pub fn board_prizes(t: &Tournament, min_games: u32) -> Vec<(u32, Vec<PlayerLine>)> {
    board_statistics(t)
        .into_iter()
        .map(|s| {
            let mut eligible: Vec<PlayerLine> = s.players.into_iter().filter(|p| p.games >= min_games).collect();
            crate::sorting::sort_by(&mut eligible, |a, b| {
                b.performance()
                    .cmp(&a.performance())
                    .then(b.percentage().total_cmp(&a.percentage()))
                    .then(b.games.cmp(&a.games))
                    .then(a.name.cmp(&b.name))
                    .then(a.player.cmp(&b.player))
            });
            (s.board, eligible)
        })
        .collect()
}

/// The average rating of the players a side fielded in a match (unrated ones left out).
pub fn fielded(t: &Tournament, round: u32, index: usize, side: usize) -> Option<u32> {
    let m = t.rounds.get(round.wrapping_sub(1) as usize)?.matches.get(index)?;
    let ratings: Vec<u32> = m.line_ups.get(side)?.iter().flatten().filter_map(|p| t.player(*p)?.rating).collect();
    mean(&ratings)
}

/// A cell of the cross table: what a team made against one opponent (a
/// round robin, one per meeting) or in one round (a Swiss).
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    pub round: u32,
    pub opponent: Option<u32>,
    pub white: Option<bool>,
    pub kind: Kind,
    /// Game points (halves) of the team and of its opponent.
    pub own: u32,
    pub theirs: u32,
}

/// Each team's cells, round by round; the opponent's points come from its own entry.
pub fn cross_table(record: &Record) -> BTreeMap<u32, Vec<Cell>> {
    let mut out: BTreeMap<u32, Vec<Cell>> = BTreeMap::new();
    for (i, round) in record.results.iter().enumerate() {
        for (&team, e) in round {
            let theirs = e.opponent.and_then(|o| round.get(&o)).map(|o| o.game_points).unwrap_or(0);
            out.entry(team).or_default().push(Cell { round: i as u32 + 1, opponent: e.opponent, white: e.white, kind: e.kind, own: e.game_points, theirs });
        }
    }
    out
}

/// A line of the team standings as the screens and printouts show them:
/// the place the tie-breaks give, the team's totals, and its tie-break values.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingLine {
    pub rank: u32,
    /// Its number (`team`), name, matches and points (the totals' own `rank` is on the scores alone).
    pub totals: super::record::Standing,
    /// One value per tie-break of `StandingsTable::codes`.
    pub values: Vec<f64>,
    /// The team's series label ("" for none).
    pub series: String,
    /// The average rating the team fielded in its latest match (for information only).
    pub fielded: Option<u32>,
}

/// The team standings: the tie-breaks in force (the tournament's list, else
/// FIDE's default) and every team's line in order of places.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StandingsTable {
    pub codes: Vec<String>,
    pub lines: Vec<StandingLine>,
    /// What the arbiter should know of the list (a tie-break that cannot apply).
    pub warnings: Vec<String>,
}

/// The tournament ranked: its record, the tie-breaks in force (the
/// tournament's list, else FIDE's default), and the rows in order of places
/// with every value's working; a row's values start with `hidden` unlisted
/// ones (the primary score put in front of a list without it).
pub struct Ranking {
    pub record: Record,
    pub codes: Vec<super::tiebreak::Code>,
    pub hidden: usize,
    pub rows: Vec<super::tiebreak::Row>,
}

pub fn ranking(t: &Tournament) -> Ranking {
    use super::tiebreak;
    let record = super::tournament::record(t);
    let codes = match tiebreak::parse_list(&t.tiebreaks) {
        Ok(codes) if !codes.is_empty() => codes,
        _ => tiebreak::default_list(&record),
    };
    let ordering = tiebreak::ordering(&record, &codes);
    let hidden = ordering.len() - codes.len();
    let rows = tiebreak::rank(&record, &ordering, tiebreak::Edition::for_start(&t.start));
    Ranking { record, codes, hidden, rows }
}

/// The average rating each team (by id) fielded in the latest round it played a match.
pub fn latest_fielded(t: &Tournament) -> BTreeMap<u32, Option<u32>> {
    let mut out = BTreeMap::new();
    for (r, round) in t.rounds.iter().enumerate().rev() {
        for (i, m) in round.matches.iter().enumerate() {
            for (side, team) in [m.first, m.second].into_iter().enumerate() {
                out.entry(team).or_insert_with(|| fielded(t, r as u32 + 1, i, side));
            }
        }
    }
    out
}

pub fn standings_table(t: &Tournament) -> StandingsTable {
    let Ranking { record, codes, hidden: shown, rows } = ranking(t);
    let by_number: BTreeMap<u32, &super::tournament::Team> = crate::sorting::tree(t.teams.iter().map(|x| (x.number, x)));
    let team = |number: u32| by_number.get(&number).copied();
    let fielded = latest_fielded(t);
    let mut totals: BTreeMap<u32, super::record::Standing> = crate::sorting::tree(super::record::standings(&record).into_iter().map(|s| (s.team, s)));
    let lines = rows
        .iter()
        .map(|row| StandingLine {
            rank: row.rank,
            totals: totals.remove(&row.team).unwrap_or_else(|| super::record::Standing {
                team: row.team,
                name: record.name(row.team).to_string(),
                played: 0,
                won: 0,
                drawn: 0,
                lost: 0,
                match_points: 0,
                game_points: 0,
                rank: String::new(),
            }),
            values: row.values.iter().skip(shown).map(|v| v.value).collect(),
            series: team(row.team).map(|x| x.series.trim().to_string()).unwrap_or_default(),
            fielded: team(row.team).and_then(|x| fielded.get(&x.id).copied().flatten()),
        })
        .collect();
    StandingsTable { codes: codes.iter().map(|c| c.text.clone()).collect(), lines, warnings: super::tiebreak::warnings(&record, &codes) }
}

#[cfg(test)]
mod standings_tests {
    use super::*;
    use crate::chess::tournament::{BoardResult, Player};

    /// Three teams, one round: A beats B 2½-1½, C has the bye (a drawn match, C.04.6).
    #[test]
    fn the_standings_table_lists_the_default_tie_breaks() {
        let mut t = Tournament::default();
        for name in ["A", "B", "C"] {
            let id = t.add_team(name).unwrap_or(0);
            for b in 1..=4 {
                let _ = t.add_player(id, Player { name: format!("{name}{b}"), ..Player::default() });
            }
        }
        let _ = t.add_round(&[(1, 2)], Some(3), &[]);
        for (b, r) in [BoardResult::Win, BoardResult::Draw, BoardResult::Win, BoardResult::Loss].into_iter().enumerate() {
            let _ = t.set_result(1, 0, b as u32 + 1, Some(r));
        }
        let table = standings_table(&t);
        assert_eq!(table.codes, vec!["MPTS", "GPTS", "DE", "BC", "SB"]);
        let lines: Vec<(u32, &str, u32, i32, i32)> =
            table.lines.iter().map(|l| (l.rank, l.totals.name.as_str(), l.totals.played, l.totals.match_points, l.totals.game_points)).collect();
        assert_eq!(lines, vec![(1, "A", 1, 4, 5), (2, "C", 0, 2, 4), (3, "B", 1, 0, 3)]);
        assert_eq!(table.lines[0].values[..2], [2.0, 2.5], "MP 2, GP 2½ as the screen shows them");
    }
}
