//! Teams: a match compared board by board (a team's NS result at one table
//! against its EW result at the other), IMPs or board-a-match, VPs, and the
//! event's standings with ties split by the match between the tied teams.

use super::imps::imps;
use super::ranking::EQUAL;
use super::vp::{Scale, TeamsScoring};

/// One board of a match: the NS score at the table where the home team sat
/// NS, and the NS score at the table where the away team sat NS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchBoard {
    pub home_ns: i32,
    pub away_ns: i32,
}

impl MatchBoard {
    /// The home team's net points: its NS score less the other table's NS score
    /// (where it sat EW).
    pub fn net(self) -> i32 {
        self.home_ns - self.away_ns
    }
}

/// A board of a match as scored: played at both tables, or given an
/// artificial adjusted score in IMPs (Average 0, Average+ +3, Average- -3 for
/// the home team; the away team gets the opposite).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchResult {
    Played(MatchBoard),
    Adjusted { home_imps: i32 },
}

/// IMPs for the adjusted scores: Average, Average+ and Average- (Law 12C2 in teams).
pub const AVERAGE_IMPS: (i32, i32, i32) = (0, 3, -3);

#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchScore {
    /// The home team's IMPs on each board (negative when the away team won it).
    pub board_imps: Vec<i32>,
    pub home_imps: i32,
    pub away_imps: i32,
    /// Board-a-match: 1 for a board won, 1/2 for a tie, in half-points.
    pub home_bam_halves: u32,
    pub away_bam_halves: u32,
}

impl MatchScore {
    /// Net IMPs for the home team.
    pub fn margin(&self) -> i32 {
        self.home_imps - self.away_imps
    }

    /// VPs in hundredths, home then away.
    pub fn vps(&self, scale: &Scale) -> (u32, u32) {
        let split = scale.split(self.margin().unsigned_abs());
        if self.margin() >= 0 {
            (split.winner, split.loser)
        } else {
            (split.loser, split.winner)
        }
    }
}

pub fn score_match(boards: &[MatchBoard]) -> MatchScore {
    let results: Vec<MatchResult> = boards.iter().map(|&b| MatchResult::Played(b)).collect();
    score_match_results(&results)
}

/// A match whose boards may include adjusted scores. An adjusted board counts
/// its IMPs and, for board-a-match, as won, tied or lost by their sign.
pub fn score_match_results(results: &[MatchResult]) -> MatchScore {
    let signed: Vec<(i32, i32)> = results
        .iter()
        .map(|r| match *r {
            MatchResult::Played(b) => (imps(b.net()), b.net().signum()),
            MatchResult::Adjusted { home_imps } => (home_imps, home_imps.signum()),
        })
        .collect();
    let board_imps: Vec<i32> = signed.iter().map(|s| s.0).collect();
    let home_imps = board_imps.iter().filter(|&&i| i > 0).sum();
    let away_imps = -board_imps.iter().filter(|&&i| i < 0).sum::<i32>();
    let halves = |sign: i32| {
        signed
            .iter()
            .map(|&(_, won)| match (won * sign).cmp(&0) {
                std::cmp::Ordering::Greater => 2,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Less => 0,
            })
            .sum()
    };
    MatchScore { board_imps, home_imps, away_imps, home_bam_halves: halves(1), away_bam_halves: halves(-1) }
}

/// A match as it counts in the event's standings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Played {
    pub home: u32,
    pub away: u32,
    pub home_imps: i32,
    pub away_imps: i32,
    /// Hundredths of a VP.
    pub home_vp: u32,
    pub away_vp: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TeamStanding {
    pub team: u32,
    pub played: usize,
    pub imps_for: i32,
    pub imps_against: i32,
    /// Hundredths of a VP.
    pub vp: u32,
    /// What the ranking is on: VPs or net IMPs.
    pub score: f64,
    pub rank: String,
}

/// Standings on VPs or total IMPs. Teams level on the score are split by the
/// matches among themselves (seed: "on the basis of the head-to-head match");
/// those still level share the place.
pub fn standings(matches: &[Played], by: TeamsScoring) -> Vec<TeamStanding> {
    use std::collections::BTreeMap;
    let mut rows: BTreeMap<u32, TeamStanding> = BTreeMap::new();
    for m in matches {
        for (team, imps_for, imps_against, vp) in [(m.home, m.home_imps, m.away_imps, m.home_vp), (m.away, m.away_imps, m.home_imps, m.away_vp)] {
            // Team 0 is nobody: the other side of a bye.
            if team == 0 {
                continue;
            }
            let r = rows.entry(team).or_insert(TeamStanding { team, played: 0, imps_for: 0, imps_against: 0, vp: 0, score: 0.0, rank: String::new() });
            r.played += 1;
            r.imps_for += imps_for;
            r.imps_against += imps_against;
            r.vp += vp;
        }
    }
    let score_of = |r: &TeamStanding| match by {
        TeamsScoring::VictoryPoints => r.vp as f64 / 100.0,
        TeamsScoring::TotalImps => (r.imps_for - r.imps_against) as f64,
    };
    let mut rows: Vec<TeamStanding> = rows
        .into_values()
        .map(|mut r| {
            r.score = score_of(&r);
            r
        })
        .collect();
    crate::sorting::sort_by(&mut rows, |a, b| b.score.total_cmp(&a.score).then(a.team.cmp(&b.team)));
    // Within each group level on the score: their own matches decide.
    let mut i = 0;
    while i < rows.len() {
        let mut j = i + 1;
        while j < rows.len() && (rows[j].score - rows[i].score).abs() <= EQUAL {
            j += 1;
        }
        let group: Vec<u32> = rows[i..j].iter().map(|r| r.team).collect();
        let among = |team: u32| -> f64 {
            matches
                .iter()
                .filter(|m| group.contains(&m.home) && group.contains(&m.away))
                .map(|m| {
                    let (vp, f, a) = if m.home == team {
                        (m.home_vp, m.home_imps, m.away_imps)
                    } else if m.away == team {
                        (m.away_vp, m.away_imps, m.home_imps)
                    } else {
                        return 0.0;
                    };
                    match by {
                        TeamsScoring::VictoryPoints => vp as f64 / 100.0,
                        TeamsScoring::TotalImps => (f - a) as f64,
                    }
                })
                .sum()
        };
        let tiebreak: BTreeMap<u32, f64> = crate::sorting::tree(group.iter().map(|&t| (t, among(t))));
        crate::sorting::sort_by(&mut rows[i..j], |a, b| tiebreak[&b.team].total_cmp(&tiebreak[&a.team]).then(a.team.cmp(&b.team)));
        // Teams still level after their own matches share the place.
        let mut k = i;
        while k < j {
            let mut l = k + 1;
            while l < j && (tiebreak[&rows[l].team] - tiebreak[&rows[k].team]).abs() <= EQUAL {
                l += 1;
            }
            let place = if l - k > 1 { format!("{}=", k + 1) } else { format!("{}", k + 1) };
            for r in &mut rows[k..l] {
                r.rank = place.clone();
            }
            k = l;
        }
        i = j;
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adjusted_boards_in_imps() {
        let m = score_match_results(&[
            MatchResult::Played(MatchBoard { home_ns: 620, away_ns: 170 }),
            MatchResult::Adjusted { home_imps: AVERAGE_IMPS.1 },
            MatchResult::Adjusted { home_imps: AVERAGE_IMPS.0 },
        ]);
        assert_eq!((m.board_imps.clone(), m.home_imps, m.away_imps), (vec![10, 3, 0], 13, 0));
        assert_eq!((m.home_bam_halves, m.away_bam_halves), (5, 1));
    }

    #[test]
    fn a_match_board_by_board() {
        // Board 1: home NS +620, away NS (home's EW) +170 -> +450 = 10 IMPs.
        // Board 2: home NS -100, at the other table NS +110 -> -210 = -5 IMPs.
        // Board 3: flat +420 both ways -> 0; board 4: +50 v +40 -> +10 = 0 IMPs but a board won.
        let m = score_match(&[
            MatchBoard { home_ns: 620, away_ns: 170 },
            MatchBoard { home_ns: -100, away_ns: 110 },
            MatchBoard { home_ns: 420, away_ns: 420 },
            MatchBoard { home_ns: 50, away_ns: 40 },
        ]);
        assert_eq!(m.board_imps, vec![10, -5, 0, 0]);
        assert_eq!((m.home_imps, m.away_imps, m.margin()), (10, 5, 5));
        // Board-a-match: won 2, lost 1, tied 1 -> 2.5 v 1.5.
        assert_eq!((m.home_bam_halves, m.away_bam_halves), (5, 3));
        // 4 boards on the club scale: 5 IMPs is 14-6.
        assert_eq!(m.vps(&Scale::club(4).unwrap()), (1400, 600));
        // Lost by 620 = 12 IMPs: 3-17.
        let lost = score_match(&[MatchBoard { home_ns: -620, away_ns: 0 }]);
        assert_eq!(lost.vps(&Scale::club(4).unwrap()), (300, 1700));
    }

    fn played(home: u32, away: u32, home_imps: i32, away_imps: i32, home_vp: u32) -> Played {
        Played { home, away, home_imps, away_imps, home_vp: home_vp * 100, away_vp: (20 - home_vp) * 100 }
    }

    #[test]
    fn ties_split_by_the_match_between_the_tied_teams() {
        // Four teams all-play-all; 1 and 2 finish on 33 VPs, and 2 beat 1.
        let matches = [
            played(1, 2, 10, 20, 8),
            played(3, 4, 15, 15, 10),
            played(1, 3, 30, 5, 15),
            played(2, 4, 12, 10, 11),
            played(1, 4, 20, 12, 10),
            played(2, 3, 8, 22, 14),
        ];
        let s = standings(&matches, TeamsScoring::VictoryPoints);
        let table: Vec<(u32, u32, &str)> = s.iter().map(|r| (r.team, r.vp, r.rank.as_str())).collect();
        // VPs: 1: 8+15+10 = 33; 2: 12+11+14 = 37; 3: 10+5+6 = 21; 4: 10+9+10 = 29.
        assert_eq!(table, vec![(2, 3700, "1"), (1, 3300, "2"), (4, 2900, "3"), (3, 2100, "4")]);

        // Now 1 and 2 level on 24 VPs (1: 8 + 16; 2: 12 + 12): 2 beat 1, so 2 is above.
        let matches = [played(1, 2, 10, 20, 8), played(1, 3, 30, 5, 16), played(2, 3, 20, 10, 12)];
        let s = standings(&matches, TeamsScoring::VictoryPoints);
        let table: Vec<(u32, u32, &str)> = s.iter().map(|r| (r.team, r.vp, r.rank.as_str())).collect();
        assert_eq!(table, vec![(2, 2400, "1"), (1, 2400, "2"), (3, 1200, "3")]);
    }

    #[test]
    fn level_teams_that_drew_share_the_place() {
        let matches = [played(1, 2, 10, 10, 10), played(1, 3, 20, 0, 16), played(2, 3, 20, 0, 16)];
        let s = standings(&matches, TeamsScoring::VictoryPoints);
        let table: Vec<(u32, &str)> = s.iter().map(|r| (r.team, r.rank.as_str())).collect();
        assert_eq!(table, vec![(1, "1="), (2, "1="), (3, "3")]);
        let imps = standings(&matches, TeamsScoring::TotalImps);
        assert_eq!(imps.iter().map(|r| (r.team, r.score)).collect::<Vec<_>>(), vec![(1, 20.0), (2, 20.0), (3, -40.0)]);
    }
}
