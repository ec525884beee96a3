//! A teams league as a file of match rows gives it (Ruter's `MatchDetails`):
//! no boards, each match's IMPs and VPs, the matches to come. Imported as a
//! teams event whose matches are settled from their IMPs, as the results
//! chart settles a match, on the match length and VP scale under which
//! the printed VPs come out.

use super::command::Command;
use super::setup::TeamsScoring;
use super::traveller::Travellers;
use crate::schedule::{Round, Sitting};

/// Whether the file is a league's match rows: matches with their IMPs, no board results.
pub fn is_league(read: &Travellers) -> bool {
    read.teams && read.boards.iter().all(|b| b.results.is_empty()) && read.matches.iter().any(|m| m.total.is_some())
}

/// The longest match a league is tried at (boards).
const LONGEST: u32 = 64;

/// The match length and VP scale under which every printed VP comes out
/// (the shortest such length, `usual` tried first); where none does, the
/// usual scale at the length that gets most right, with each match whose
/// VPs still differ said.
pub fn length_and_scale(read: &Travellers, usual: TeamsScoring) -> (u32, TeamsScoring, Vec<String>) {
    // A league that prints no VPs ranks on its IMPs; one that does, on the VP scale they show.
    if read.matches.iter().all(|m| m.vps.is_none()) {
        return (1, TeamsScoring::TotalImps, Vec::new());
    }
    let vps = [TeamsScoring::WbfVp, TeamsScoring::WbfDiscreteVp, TeamsScoring::ClubVp];
    let scales = vps.into_iter().filter(move |s| *s == usual).chain(vps.into_iter().filter(move |s| *s != usual));
    let mut best: Option<(usize, u32, TeamsScoring, Vec<String>)> = None;
    for scale in scales {
        for length in 1..=LONGEST {
            let differ = differences(read, length, scale);
            if differ.is_empty() {
                return (length, scale, differ);
            }
            if best.as_ref().is_none_or(|b| differ.len() < b.0) {
                best = Some((differ.len(), length, scale, differ));
            }
        }
    }
    best.map(|(_, length, scale, differ)| (length, scale, differ)).unwrap_or((1, usual, Vec::new()))
}

/// Each played match whose printed VPs are not those of its IMPs at this length and scale.
fn differences(read: &Travellers, length: u32, scale: TeamsScoring) -> Vec<String> {
    let hundredths = |x: f64| (x * 100.0).round() as u32;
    read.matches
        .iter()
        .filter_map(|m| {
            let ((h, a), (vh, va)) = (m.total?, m.vps?);
            let ours = super::teams_results::vps_of(h as i32, a as i32, length, scale)?;
            (ours != (hundredths(vh), hundredths(va))).then(|| {
                let vp = crate::text::hundredths;
                format!(
                    "round {}, {} v {}: the file gives {}–{} VPs for {}–{} IMPs, Clubscore {}–{}",
                    m.round.unwrap_or(0),
                    m.home,
                    m.away,
                    vp(hundredths(vh)),
                    vp(hundredths(va)),
                    crate::text::plain(h),
                    crate::text::plain(a),
                    vp(ours.0),
                    vp(ours.1)
                )
            })
        })
        .collect()
}

/// The league's rounds: each match a table of its round, every match of a
/// round playing that round's boards (round 2 of 28-board matches: 29 to 56).
pub fn rounds(read: &Travellers, length: u32) -> Vec<Round> {
    let mut rounds: Vec<Round> = Vec::new();
    for m in &read.matches {
        let number = m.round.unwrap_or(1);
        let at = match rounds.iter().position(|r| r.number == number) {
            Some(i) => i,
            None => {
                rounds.push(Round { number, sittings: Vec::new() });
                rounds.len() - 1
            }
        };
        let sittings = &mut rounds[at].sittings;
        let table = sittings.len() as u32 + 1;
        // A file's round number may be any: the arithmetic saturates rather than overflows.
        let first = number.saturating_sub(1).saturating_mul(length).saturating_add(1);
        sittings.push(Sitting { table, home: m.home, away: Some(m.away), boards: (first..first.saturating_add(length)).collect(), partners: Vec::new() });
    }
    crate::sorting::sort_by_key(&mut rounds, |r| r.number);
    rounds
}

/// Each played match settled from its IMPs, then each team's line-up the
/// file gives for it (the lower-numbered team's first, as a match is kept).
pub fn results(read: &Travellers) -> Vec<Command> {
    let mut out = Vec::new();
    for m in &read.matches {
        let round = m.round.unwrap_or(1);
        let swap = m.home > m.away;
        let (home, away) = if swap { (m.away, m.home) } else { (m.home, m.away) };
        if let Some((h, a)) = m.total {
            let (f, g) = if swap { (a, h) } else { (h, a) };
            out.push(Command::MatchSlip { round, home, away, team: 0, imps_for: f.max(0.0) as u32, imps_against: g.max(0.0) as u32 });
        }
        for (team, seats) in [m.home, m.away].into_iter().zip(&m.line_ups).filter(|(_, seats)| !seats.is_empty()) {
            out.push(Command::LineUp { round, home, away, team, seats: seats.clone() });
        }
    }
    out
}
