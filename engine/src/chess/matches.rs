//! Team matches rebuilt from a tournament report: in each round, a team's
//! players' games against the players of one other team make the match; its
//! game points decide the match points. A team with no game in a round had
//! the pairing-allocated bye (a drawn match, C.04.6), a bye or absence of a
//! `240` record, or a forfeited match of a `330` record.

use super::trf::{ForfeitKind, Trf};
use std::collections::BTreeMap;

/// What a team got in one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A match: the opponent, the game points of both sides (halves), and
    /// whether any game was played over the board (not all forfeits).
    Match { opponent: u32, own: u32, theirs: u32, played: bool },
    /// A bye or absence worth these match and game points (halves).
    Bye { match_points: u32, game_points: u32 },
}

/// The team each player plays for.
pub fn team_of(trf: &Trf) -> BTreeMap<u32, u32> {
    trf.teams.iter().flat_map(|t| t.members.iter().map(move |&p| (p, t.number))).collect()
}

/// Boards per match: the most games a team had in one round.
pub fn boards(trf: &Trf) -> u32 {
    let teams = team_of(trf);
    let mut most = 0;
    for r in 0..trf.rounds() {
        let mut count: BTreeMap<u32, u32> = BTreeMap::new();
        for p in &trf.players {
            if let (Some(g), Some(t)) = (p.games.get(r), teams.get(&p.number)) {
                if g.opponent.is_some() {
                    *count.entry(*t).or_default() += 1;
                }
            }
        }
        most = most.max(count.values().copied().max().unwrap_or(0));
    }
    most
}

/// Every round's outcome for every team, by round then team. Rounds in
/// which no game at all was played (not yet played) are left out.
pub fn rounds(trf: &Trf) -> Vec<BTreeMap<u32, Outcome>> {
    let teams = team_of(trf);
    let board_count = boards(trf);
    let s = trf.scoring;
    let extra = unplaced_wins(trf, &teams);
    let mut out = Vec::new();
    for r in 0..trf.rounds() {
        let round = r as u32 + 1;
        let mut games: BTreeMap<u32, (Option<u32>, u32, bool)> = BTreeMap::new();
        for p in &trf.players {
            let (Some(g), Some(&t)) = (p.games.get(r), teams.get(&p.number)) else { continue };
            // A board won by forfeit against an empty board ("0000 - +") counts for the team's match.
            if g.opponent.is_none() && g.halves() == 0 {
                continue;
            }
            let e = games.entry(t).or_insert((None, 0, false));
            e.0 = e.0.or_else(|| g.opponent.and_then(|o| teams.get(&o).copied()));
            e.1 += g.halves();
            e.2 |= g.played();
        }
        for (&(at, t), &halves) in &extra {
            if at == r {
                if let Some(e) = games.get_mut(&t) {
                    e.1 += halves;
                }
            }
        }
        let forfeits: Vec<_> = trf.forfeits.iter().filter(|f| f.1 == round).collect();
        if games.is_empty() && forfeits.is_empty() {
            continue;
        }
        let mut outcomes = BTreeMap::new();
        for (&t, &(opponent, own, played)) in &games {
            let Some(opponent) = opponent else { continue };
            let theirs = games.get(&opponent).map(|x| x.1).unwrap_or(0);
            outcomes.insert(t, Outcome::Match { opponent, own, theirs, played });
        }
        for &&(kind, _, white, black) in &forfeits {
            let all = 2 * board_count;
            let (w, b) = match kind {
                ForfeitKind::WhiteWins => (all, 0),
                ForfeitKind::BlackWins => (0, all),
                ForfeitKind::Double => (0, 0),
            };
            outcomes.insert(white, Outcome::Match { opponent: black, own: w, theirs: b, played: false });
            outcomes.insert(black, Outcome::Match { opponent: white, own: b, theirs: w, played: false });
        }
        for team in &trf.teams {
            if outcomes.contains_key(&team.number) {
                continue;
            }
            let pab = trf.byes.as_ref().filter(|b| b.2.get(r) == Some(&team.number));
            let absence = trf.absences.iter().find(|a| a.1 == round && a.2.contains(&team.number)).map(|a| a.0);
            // The players' own bye codes ("0000 - U"), where the file gives them, say the game points.
            let coded = games.get(&team.number).map(|e| e.1).filter(|&p| p > 0);
            let bye = match (pab, absence, coded) {
                (Some(&(mp, gp, _)), _, _) => Outcome::Bye { match_points: mp, game_points: gp },
                (None, Some('F'), _) => Outcome::Bye { match_points: s.win, game_points: 2 * board_count },
                (None, Some('H'), _) => Outcome::Bye { match_points: s.draw, game_points: board_count },
                (None, Some(_), _) => Outcome::Bye { match_points: 0, game_points: 0 },
                // The pairing-allocated bye scores a drawn match (C.04.6).
                (None, None, Some(points)) => Outcome::Bye { match_points: s.draw, game_points: points },
                // A file that records byes (320) and has none here: the team was absent.
                (None, None, None) if trf.byes.is_some() => Outcome::Bye { match_points: 0, game_points: 0 },
                // TRF16 records no team byes: a team that sat out had the pairing-allocated bye, a drawn match.
                (None, None, None) => Outcome::Bye { match_points: s.draw, game_points: board_count },
            };
            outcomes.insert(team.number, bye);
        }
        out.push(outcomes);
    }
    out
}

/// Points a player's printed total has that its games do not: some TRF16
/// exports write a board won by forfeit against an empty board as `0000 - -`
/// (no `+`). Each such whole point is placed, as a forfeit win, in the first
/// round the player has no game while the team played a match. (round index, team) -> halves.
fn unplaced_wins(trf: &Trf, teams: &BTreeMap<u32, u32>) -> BTreeMap<(usize, u32), u32> {
    let playing = |r: usize, t: u32| trf.players.iter().any(|p| teams.get(&p.number) == Some(&t) && p.games.get(r).is_some_and(|g| g.opponent.is_some()));
    let mut out: BTreeMap<(usize, u32), u32> = BTreeMap::new();
    for p in &trf.players {
        let (Some(printed), Some(&t)) = (p.points, teams.get(&p.number)) else { continue };
        let counted: u32 = p.games.iter().map(|g| g.halves()).sum();
        let mut missing = printed.saturating_sub(counted);
        for (r, g) in p.games.iter().enumerate() {
            if missing < 2 {
                break;
            }
            if g.opponent.is_none() && g.result == '-' && playing(r, t) {
                *out.entry((r, t)).or_default() += 2;
                missing -= 2;
            }
        }
    }
    out
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
    /// Match and game points in halves, byes included.
    pub match_points: u32,
    pub game_points: u32,
    pub rank: String,
}

/// The standings on match points, then game points; teams level on both share the place.
pub fn standings(trf: &Trf) -> Vec<Standing> {
    let s = trf.scoring;
    let mut rows: Vec<Standing> = trf
        .teams
        .iter()
        .map(|t| Standing { team: t.number, name: t.name.clone(), played: 0, won: 0, drawn: 0, lost: 0, match_points: 0, game_points: 0, rank: String::new() })
        .collect();
    for round in rounds(trf) {
        for row in &mut rows {
            match round.get(&row.team) {
                // A double forfeit (nothing played, nothing scored) is lost by both.
                Some(Outcome::Match { own: 0, theirs: 0, played: false, .. }) => {
                    row.played += 1;
                    (row.lost, row.match_points) = (row.lost + 1, row.match_points + s.loss);
                }
                Some(Outcome::Match { own, theirs, .. }) => {
                    row.played += 1;
                    row.game_points += own;
                    match own.cmp(theirs) {
                        std::cmp::Ordering::Greater => (row.won, row.match_points) = (row.won + 1, row.match_points + s.win),
                        std::cmp::Ordering::Equal => (row.drawn, row.match_points) = (row.drawn + 1, row.match_points + s.draw),
                        std::cmp::Ordering::Less => (row.lost, row.match_points) = (row.lost + 1, row.match_points + s.loss),
                    }
                }
                Some(Outcome::Bye { match_points, game_points }) => {
                    row.match_points += match_points;
                    row.game_points += game_points;
                }
                None => {}
            }
        }
    }
    rows.sort_by(|a, b| (b.match_points, b.game_points).cmp(&(a.match_points, a.game_points)).then(a.team.cmp(&b.team)));
    let keys: Vec<(u32, u32)> = rows.iter().map(|r| (r.match_points, r.game_points)).collect();
    for (i, row) in rows.iter_mut().enumerate() {
        let first = keys.iter().position(|k| *k == keys[i]).unwrap_or(i);
        let shared = keys.iter().filter(|k| **k == keys[i]).count() > 1;
        row.rank = if shared { format!("{}=", first + 1) } else { format!("{}", first + 1) };
    }
    rows
}
