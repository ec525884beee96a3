//! A teams session's results: each match from both its tables' lines (IMPs,
//! then VPs on the chosen scale), the standings they make (a Swiss bye
//! counts its VPs), and the ladder points. Derived from the travellers.

use super::imps::imps;
use super::matchpoints::Outcome;
use super::movement::Kind;
use super::setup::TeamsScoring;
use super::traveller::{travellers, TravellerLine, Travellers};
use crate::bridge::command::Command;
use crate::bridge::Event;

/// A bye's VPs in hundredths: 12 of 20, as WBF and EBU Swiss events give.
pub const BYE_VP: u32 = 1200;

/// The byes so far, with their VPs: (team, hundredths).
pub fn byes(event: &Event) -> Vec<(u32, u32)> {
    if !event.setup.is_some_and(|b| b.movement.kind == Kind::Swiss) {
        return Vec::new();
    }
    event.schedule.rounds.iter().flat_map(|r| &r.sittings).filter(|s| s.away.is_none()).map(|s| (s.home, BYE_VP)).collect()
}

/// One match of a teams session as it stands: the boards both legs of which
/// are in, their IMPs, and the VPs on the chosen scale.
#[derive(Clone, Debug, PartialEq)]
pub struct TeamMatch {
    /// The first round the two teams meet in.
    pub round: u32,
    pub home: u32,
    pub away: u32,
    /// Boards the schedule gives the match.
    pub boards: Vec<u32>,
    /// Boards with both legs entered, with the home team's IMPs on each.
    pub scored: Vec<(u32, i32)>,
    /// The home team's point-a-board points on each board of `scored`, in
    /// its order: 2 won (by any net score), 1 halved, 0 lost.
    pub points: Vec<u32>,
    pub home_imps: i32,
    pub away_imps: i32,
    /// Hundredths of a VP (0 with total IMPs).
    pub home_vp: u32,
    pub away_vp: u32,
    /// What the teams' own slips say, where the boards are not entered (the results chart).
    pub slips: Slips,
    /// The agreed slips gave the match's VPs, not its IMPs (which are then unknown).
    pub by_vps: bool,
    /// Each team's line-up entered for the match (team, seats), in the order entered.
    pub line_ups: Vec<(u32, Vec<String>)>,
}

/// A match scored from the teams' slips: the scorer enters each team's
/// IMPs for and against; the match counts once the two slips tally (or the
/// scorer settles them). Boards entered for the match replace the slips.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Slips {
    #[default]
    None,
    /// One team's slip is in, the other's awaited.
    One { team: u32 },
    /// The slips tally, or the scorer settled them: the match counts.
    Agreed,
    /// The slips do not tally (each as the home team's figures for and
    /// against, IMPs or hundredths of a VP): held until the scorer settles it.
    Differ { home_says: (u32, u32, Unit), away_says: (u32, u32, Unit) },
}

impl TeamMatch {
    pub fn complete(&self) -> bool {
        self.scored.len() == self.boards.len()
    }

    /// Whether the match has a score that counts: its boards, or agreed slips.
    pub fn counts(&self) -> bool {
        !self.scored.is_empty() || self.slips == Slips::Agreed
    }
}

/// What a slip's figures are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Imps,
    /// Hundredths of a victory point.
    Vps,
}

/// Every slip that counts, in log order: (round, home, away, team, for, against, unit).
type Slip = (u32, u32, u32, u32, u32, u32, Unit);

/// Every line-up that counts, in log order: (round, home, away, team, seats).
type LineUp<'a> = (u32, u32, u32, u32, &'a [String]);

/// The slips and line-ups of the matches, read in one pass of the log.
fn match_entries(event: &Event) -> (Vec<Slip>, Vec<LineUp<'_>>) {
    let (mut slips, mut line_ups) = (Vec::new(), Vec::new());
    for e in event.effective_log() {
        match &e.action {
            crate::bridge::Action::Game(Command::MatchSlip { round, home, away, team, imps_for, imps_against }) => {
                slips.push((*round, *home, *away, *team, *imps_for, *imps_against, Unit::Imps))
            }
            crate::bridge::Action::Game(Command::MatchVps { round, home, away, team, vps_for, vps_against }) => {
                slips.push((*round, *home, *away, *team, *vps_for, *vps_against, Unit::Vps))
            }
            crate::bridge::Action::Game(Command::LineUp { round, home, away, team, seats }) => line_ups.push((*round, *home, *away, *team, seats.as_slice())),
            _ => {}
        }
    }
    (slips, line_ups)
}

/// Whether an entry for the match of `home` v `away` in `round` is `m`'s (in
/// a Swiss the round too: two teams that meet again play a new match).
fn for_match(m: &TeamMatch, swiss: bool, round: u32, home: u32, away: u32) -> bool {
    (home, away) == (m.home, m.away) && (!swiss || round == m.round)
}

/// The slips entered for a match: the home team's, the away team's and the
/// scorer's settlement, each as the home team's figures for and against
/// with their unit (the last entered of each counts).
fn slips_of(all: &[Slip], m: &TeamMatch, swiss: bool) -> [Option<(u32, u32, Unit)>; 3] {
    let mut said = [None; 3];
    for &(_, _, _, team, gained, lost, unit) in all.iter().filter(|s| for_match(m, swiss, s.0, s.1, s.2)) {
        match team {
            0 => said[2] = Some((gained, lost, unit)),
            t if t == m.home => said[0] = Some((gained, lost, unit)),
            t if t == m.away => said[1] = Some((lost, gained, unit)),
            _ => {}
        }
    }
    said
}

/// The matches of a teams session from its results: on a board, team A's NS
/// result against team B's EW at one table is compared with B's NS against
/// A's EW at the other. Only boards with both legs in are scored (an
/// adjusted or unplayed leg leaves the board out until the director settles it).
pub fn team_matches(event: &Event) -> Vec<TeamMatch> {
    team_matches_in(event, &travellers(event))
}

fn team_matches_in(event: &Event, travellers: &Travellers) -> Vec<TeamMatch> {
    let scoring = event.setup.and_then(|b| b.teams).unwrap_or(TeamsScoring::WbfVp);
    // A Swiss match is one round; two teams that meet again play a new match.
    let swiss = event.setup.is_some_and(|b| b.movement.kind == Kind::Swiss);
    let mut matches = matches_of(&event.schedule.rounds, swiss, scoring, travellers);
    // The slips and line-ups read once for every match (the results chart).
    let (slips, line_ups) = match_entries(event);
    // No board entered: the slips, where the two tally or the scorer settled them.
    for m in matches.iter_mut().filter(|m| m.scored.is_empty()) {
        let agreed = match slips_of(&slips, m, swiss) {
            [_, _, Some(settled)] => Some(settled),
            [Some(home), Some(away), None] if home == away => Some(home),
            [Some(home_says), Some(away_says), None] => {
                m.slips = Slips::Differ { home_says, away_says };
                None
            }
            [Some(_), None, None] => {
                m.slips = Slips::One { team: m.home };
                None
            }
            [None, Some(_), None] => {
                m.slips = Slips::One { team: m.away };
                None
            }
            [None, None, None] => None,
        };
        match agreed {
            // A point-a-board slip gives the match's points.
            Some((home, away, Unit::Imps)) if scoring == TeamsScoring::PointABoard => (m.home_vp, m.away_vp, m.by_vps) = (home * 100, away * 100, true),
            Some((home, away, Unit::Imps)) => (m.home_imps, m.away_imps) = (home as i32, away as i32),
            Some((home, away, Unit::Vps)) => (m.home_vp, m.away_vp, m.by_vps) = (home, away, true),
            None => {}
        }
        if agreed.is_some() {
            m.slips = Slips::Agreed;
        }
        set_vps(m, scoring);
    }
    // Each team's line-up for its match (the last entered counts).
    for (round, home, away, team, seats) in line_ups {
        if let Some(m) = matches.iter_mut().find(|m| for_match(m, swiss, round, home, away)) {
            m.line_ups.retain(|x| x.0 != team);
            m.line_ups.push((team, seats.to_vec()));
        }
    }
    matches
}

/// The matches a schedule seats, each scored from both its tables' lines
/// (`travellers`: an event's, or a teams file's as read), with their VPs on
/// `scoring`'s scale: a teams session's matches before any slip is counted.
/// On a board, team A's NS result against team B's EW at one table is
/// compared with B's NS against A's EW at the other; only boards with both
/// legs in are scored (an adjusted or unplayed leg leaves the board out
/// until the director settles it). `swiss`: two teams that meet again play a
/// new match.
pub fn matches_of(rounds: &[crate::schedule::Round], swiss: bool, scoring: TeamsScoring, travellers: &Travellers) -> Vec<TeamMatch> {
    use super::teams::{score_match_results, MatchBoard, MatchResult};
    // Each match's boards, from the schedule (home = the lower number).
    let mut matches: Vec<TeamMatch> = Vec::new();
    for r in rounds {
        for s in &r.sittings {
            let Some(away) = s.away else { continue };
            let (home, away) = (s.home.min(away), s.home.max(away));
            let m = match matches.iter_mut().find(|m| (m.home, m.away) == (home, away) && (!swiss || m.round == r.number)) {
                Some(m) => m,
                None => {
                    matches.push(TeamMatch {
                        round: r.number,
                        home,
                        away,
                        boards: Vec::new(),
                        scored: Vec::new(),
                        points: Vec::new(),
                        home_imps: 0,
                        away_imps: 0,
                        home_vp: 0,
                        away_vp: 0,
                        slips: Slips::None,
                        by_vps: false,
                        line_ups: Vec::new(),
                    });
                    matches.last_mut().unwrap_or_else(|| unreachable!())
                }
            };
            for &b in &s.boards {
                if !m.boards.contains(&b) {
                    m.boards.push(b);
                }
            }
        }
    }
    for m in &mut matches {
        crate::sorting::sort(&mut m.boards);
        let mut results = Vec::new();
        for b in m.boards.clone() {
            if let [Some(home), Some(away)] = match_legs(travellers, m, b) {
                let (Outcome::Score(home_ns), Outcome::Score(away_ns)) = (&home.outcome, &away.outcome) else { continue };
                let played = MatchBoard { home_ns: *home_ns, away_ns: *away_ns };
                m.scored.push((b, imps(played.net())));
                m.points.push((1 + played.net().signum()) as u32);
                results.push(MatchResult::Played(played));
            }
        }
        let score = score_match_results(&results);
        (m.home_imps, m.away_imps) = (score.home_imps, score.away_imps);
        if scoring == TeamsScoring::PointABoard {
            (m.home_vp, m.away_vp) = (score.home_bam_halves * 100, score.away_bam_halves * 100);
        }
        set_vps(m, scoring);
    }
    matches
}

/// A match's VPs on the scale for its length, once it counts (none with total IMPs, or VPs agreed on the slips).
fn set_vps(m: &mut TeamMatch, scoring: TeamsScoring) {
    if let (Some(vps), true) = (vps_of(m.home_imps, m.away_imps, m.boards.len() as u32, scoring), m.counts() && !m.by_vps) {
        (m.home_vp, m.away_vp) = vps;
    }
}

/// A match's VPs (hundredths) on the scale for its length; none with total IMPs or point-a-board.
pub(crate) fn vps_of(home_imps: i32, away_imps: i32, length: u32, scoring: TeamsScoring) -> Option<(u32, u32)> {
    let scale = match scoring {
        TeamsScoring::WbfVp => super::vp::Scale::wbf(length),
        TeamsScoring::WbfDiscreteVp => super::vp::Scale::wbf_discrete(length),
        TeamsScoring::ClubVp => super::vp::Scale::club(length).unwrap_or_else(|_| super::vp::Scale::wbf(length)),
        TeamsScoring::TotalImps | TeamsScoring::PointABoard => return None,
    };
    Some(super::teams::MatchScore { home_imps, away_imps, ..Default::default() }.vps(&scale))
}

/// The matches scored from agreed slips (home, away, round): their boards are not awaited.
pub(crate) fn agreed_by_slips(event: &Event, travellers: &Travellers) -> Vec<(u32, u32, u32)> {
    team_matches_in(event, travellers).into_iter().filter(|m| m.slips == Slips::Agreed).map(|m| (m.home, m.away, m.round)).collect()
}

/// A match's two results on a board: the home team's NS line (against the
/// away team's EW) and the away team's NS line (against the home team's EW).
pub fn match_legs<'a>(travellers: &'a Travellers, m: &TeamMatch, board: u32) -> [Option<&'a TravellerLine>; 2] {
    let rows = travellers.boards.iter().find(|b| b.number == board).map(|b| b.results.as_slice()).unwrap_or_default();
    let leg = |ns: u32, ew: u32| rows.iter().find(|r| r.ns == ns && r.ew == ew);
    [leg(m.home, m.away), leg(m.away, m.home)]
}

/// Everything a teams event's results show, worked out once: the travellers,
/// the matches, the standings and the ladder points.
pub struct TeamsReport {
    pub travellers: Travellers,
    pub matches: Vec<TeamMatch>,
    pub standings: Vec<super::teams::TeamStanding>,
    pub ladder: Vec<(u32, f64)>,
    /// What the standings rank on.
    pub scoring: TeamsScoring,
}

impl TeamsReport {
    /// Whether the standings rank on net IMPs (no match has a score of its own).
    pub fn total_imps(&self) -> bool {
        self.scoring == TeamsScoring::TotalImps
    }

    /// A match's or a team's score in hundredths as printed: VPs to the
    /// hundredth, point-a-board's points whole.
    pub fn figure(&self, hundredths: u32) -> String {
        match self.scoring {
            TeamsScoring::PointABoard => (hundredths / 100).to_string(),
            _ => crate::text::hundredths(hundredths),
        }
    }

    /// A team's total as the standings show it: its net IMPs with their sign, or its VPs or points.
    pub fn total(&self, s: &super::teams::TeamStanding) -> String {
        match self.total_imps() {
            true => format!("{:+}", s.imps_for - s.imps_against),
            false => self.figure(s.vp),
        }
    }

    /// The NS team's IMPs on a board of its match, once both tables are in.
    pub fn imps_ns(&self, board: u32, ns: u32, ew: u32) -> Option<i32> {
        let m = self.matches.iter().find(|m| (m.home, m.away) == (ns.min(ew), ns.max(ew)))?;
        let home = m.scored.iter().find(|x| x.0 == board)?.1;
        Some(if ns == m.home { home } else { -home })
    }
}

pub fn teams_report(event: &Event) -> TeamsReport {
    let travellers = travellers(event);
    let matches = team_matches_in(event, &travellers);
    let scoring = event.setup.and_then(|b| b.teams).unwrap_or(TeamsScoring::WbfVp);
    let byes = byes(event);
    TeamsReport { standings: standings_of(&matches, &byes, scoring), ladder: ladder_of(&matches), travellers, matches, scoring }
}

/// The teams' standings on VPs or total IMPs, level teams split by their own matches.
pub fn team_standings(event: &Event) -> Vec<super::teams::TeamStanding> {
    teams_report(event).standings
}

fn standings_of(matches: &[TeamMatch], byes: &[(u32, u32)], scoring: TeamsScoring) -> Vec<super::teams::TeamStanding> {
    let total_imps = scoring == TeamsScoring::TotalImps;
    use super::teams::{standings, Played};
    let mut played: Vec<Played> = matches
        .iter()
        .filter(|m| m.counts())
        .map(|m| Played { home: m.home, away: m.away, home_imps: m.home_imps, away_imps: m.away_imps, home_vp: m.home_vp, away_vp: m.away_vp })
        .collect();
    // A bye is a match against nobody (team 0) worth its VPs.
    played.extend(byes.iter().map(|&(team, vp)| Played {
        home: team,
        away: 0,
        home_imps: 0,
        away_imps: 0,
        // A bye scores VPs only: no boards, no IMPs or points.
        home_vp: if scoring.in_vps() { vp } else { 0 },
        away_vp: 0,
    }));
    standings(&played, if total_imps { super::vp::TeamsScoring::TotalImps } else { super::vp::TeamsScoring::VictoryPoints })
}

/// Ladder points for a teams session (seed club-teams-of-four-rules.txt): each
/// board a team has scored is a one-board match capped at 9 IMPs; the team's
/// ladder score is its points as a share of the most possible, in percent.
pub fn team_ladder(event: &Event) -> Vec<(u32, f64)> {
    teams_report(event).ladder
}

fn ladder_of(matches: &[TeamMatch]) -> Vec<(u32, f64)> {
    let mut swings: std::collections::BTreeMap<u32, Vec<i32>> = Default::default();
    for m in matches {
        for &(_, imps) in &m.scored {
            swings.entry(m.home).or_default().push(imps);
            swings.entry(m.away).or_default().push(-imps);
        }
    }
    swings.into_iter().map(|(team, s)| (team, super::ladder::event_percentage(&s))).collect()
}
