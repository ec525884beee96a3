//! Swiss pairing for bridge teams or pairs: round 1 seeded or drawn, later
//! rounds by current score, the leader against the highest-placed opponent it
//! has not met, going down the list, backtracking rather than forcing a repeat.

use crate::sequence::Sequence;
use std::collections::BTreeSet;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pairing {
    /// The first-named team is the higher-placed one (it sits NS at its home table).
    Match(u32, u32),
    Bye(u32),
    /// Three teams each playing half a match against the other two.
    ThreeWay(u32, u32, u32),
}

/// What to do with an odd number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Odd {
    Bye,
    ThreeWay,
}

/// A team's standing before the round: its number, score, and whom it has met.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub team: u32,
    pub score: f64,
    pub met: BTreeSet<u32>,
    pub had_bye: bool,
}

/// Round 1, seeded: the top half against the bottom half in order (1 v n/2+1,
/// 2 v n/2+2, ...), teams given in seeding order.
pub fn first_round_seeded(teams: &[u32], odd: Odd) -> Vec<Pairing> {
    let mut order = teams.to_vec();
    let mut odd_one = Vec::new();
    take_odd_one(&mut order, odd, &mut odd_one);
    let half = order.len() / 2;
    let mut out: Vec<Pairing> = (0..half).map(|i| Pairing::Match(order[i], order[half + i])).collect();
    out.extend(odd_one);
    out
}

/// Round 1 by lot, from a seed the caller draws (so it can be recorded and replayed).
pub fn first_round_drawn(teams: &[u32], odd: Odd, seed: u64) -> Vec<Pairing> {
    let mut order = teams.to_vec();
    let mut seq = Sequence(seed | 1);
    for i in (1..order.len()).rev() {
        let j = seq.next(i as u64 + 1) as usize;
        order.swap(i, j);
    }
    let mut out = Vec::new();
    take_odd_one(&mut order, odd, &mut out);
    let mut matches: Vec<Pairing> = order.chunks(2).filter(|c| c.len() == 2).map(|c| Pairing::Match(c[0], c[1])).collect();
    matches.extend(out);
    matches
}

fn take_odd_one(order: &mut Vec<u32>, odd: Odd, out: &mut Vec<Pairing>) {
    if order.len() % 2 == 1 {
        match odd {
            Odd::Bye => out.push(Pairing::Bye(order.pop().unwrap_or(0))),
            Odd::ThreeWay if order.len() >= 3 => {
                let c = order.pop().unwrap_or(0);
                let b = order.pop().unwrap_or(0);
                let a = order.pop().unwrap_or(0);
                out.push(Pairing::ThreeWay(a, b, c));
            }
            Odd::ThreeWay => out.push(Pairing::Bye(order.pop().unwrap_or(0))),
        }
    }
}

/// A later round. Teams are placed by score (then by number); with an odd
/// number the lowest-placed team without a bye sits out (or the bottom three
/// play a three-way). Then, from the top, each unpaired team meets the
/// highest-placed unpaired team it has not met; when that leaves no way to
/// pair the rest, the search backs up and tries the next. Only if no pairing
/// without a repeat exists at all is a repeat allowed (and said so).
pub fn pair_round(entries: &[Entry], odd: Odd) -> (Vec<Pairing>, bool) {
    let mut placed: Vec<&Entry> = entries.iter().collect();
    crate::sorting::sort_by(&mut placed, |a, b| b.score.total_cmp(&a.score).then(a.team.cmp(&b.team)));
    let mut out = Vec::new();
    if placed.len() % 2 == 1 {
        match odd {
            Odd::ThreeWay if placed.len() >= 3 => {
                let n = placed.len();
                out.push(Pairing::ThreeWay(placed[n - 3].team, placed[n - 2].team, placed[n - 1].team));
                placed.truncate(n - 3);
            }
            _ => {
                let i = placed.iter().rposition(|e| !e.had_bye).unwrap_or(placed.len() - 1);
                out.push(Pairing::Bye(placed[i].team));
                placed.remove(i);
            }
        }
    }
    for allow_repeats in [false, true] {
        let mut used = vec![false; placed.len()];
        let mut matches = Vec::new();
        if pair_from(&placed, &mut used, &mut matches, allow_repeats) {
            let mut all: Vec<Pairing> = matches.into_iter().map(|(a, b)| Pairing::Match(a, b)).collect();
            all.extend(out);
            return (all, allow_repeats);
        }
    }
    (out, true)
}

fn pair_from(placed: &[&Entry], used: &mut [bool], out: &mut Vec<(u32, u32)>, allow_repeats: bool) -> bool {
    let Some(i) = used.iter().position(|u| !u) else { return true };
    used[i] = true;
    for j in i + 1..placed.len() {
        if used[j] || (!allow_repeats && placed[i].met.contains(&placed[j].team)) {
            continue;
        }
        used[j] = true;
        out.push((placed[i].team, placed[j].team));
        if pair_from(placed, used, out, allow_repeats) {
            return true;
        }
        out.pop();
        used[j] = false;
    }
    used[i] = false;
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(team: u32, score: f64, met: &[u32]) -> Entry {
        Entry { team, score, met: met.iter().copied().collect(), had_bye: false }
    }

    #[test]
    fn round_one_seeded_and_drawn() {
        assert_eq!(first_round_seeded(&[1, 2, 3, 4, 5, 6], Odd::Bye), vec![Pairing::Match(1, 4), Pairing::Match(2, 5), Pairing::Match(3, 6)]);
        assert_eq!(first_round_seeded(&[1, 2, 3, 4, 5], Odd::Bye), vec![Pairing::Match(1, 3), Pairing::Match(2, 4), Pairing::Bye(5)]);
        assert_eq!(first_round_seeded(&[1, 2, 3, 4, 5, 6, 7], Odd::ThreeWay), vec![Pairing::Match(1, 3), Pairing::Match(2, 4), Pairing::ThreeWay(5, 6, 7)]);
        let drawn = first_round_drawn(&[1, 2, 3, 4, 5, 6, 7, 8], Odd::Bye, 42);
        assert_eq!(drawn, first_round_drawn(&[1, 2, 3, 4, 5, 6, 7, 8], Odd::Bye, 42), "the same draw from the same seed");
        let mut seen: Vec<u32> = drawn
            .iter()
            .flat_map(|p| match p {
                Pairing::Match(a, b) => vec![*a, *b],
                _ => vec![],
            })
            .collect();
        crate::sorting::sort(&mut seen);
        assert_eq!(seen, (1..=8).collect::<Vec<_>>());
    }

    #[test]
    fn the_leader_meets_the_highest_placed_team_it_has_not_met() {
        // 1 leads; it has met 2, so it meets 3; then 2 meets 4.
        let e = [entry(1, 40.0, &[2]), entry(2, 35.0, &[1]), entry(3, 30.0, &[4]), entry(4, 25.0, &[3])];
        assert_eq!(pair_round(&e, Odd::Bye), (vec![Pairing::Match(1, 3), Pairing::Match(2, 4)], false));
    }

    #[test]
    fn it_backtracks_rather_than_force_a_repeat() {
        // Greedy 1 v 2 would leave 3 and 4, who have met: back up to 1 v 3, 2 v 4.
        let e = [entry(1, 40.0, &[]), entry(2, 35.0, &[]), entry(3, 30.0, &[4]), entry(4, 25.0, &[3])];
        assert_eq!(pair_round(&e, Odd::Bye), (vec![Pairing::Match(1, 3), Pairing::Match(2, 4)], false));
        // Everyone has met everyone: a repeat is unavoidable and said so.
        let e = [entry(1, 40.0, &[2]), entry(2, 35.0, &[1])];
        assert_eq!(pair_round(&e, Odd::Bye), (vec![Pairing::Match(1, 2)], true));
    }

    #[test]
    fn the_bye_goes_to_the_lowest_placed_team_without_one() {
        let mut e = vec![entry(1, 40.0, &[]), entry(2, 35.0, &[]), entry(3, 30.0, &[])];
        e[2].had_bye = true;
        let (p, _) = pair_round(&e, Odd::Bye);
        assert_eq!(p, vec![Pairing::Match(1, 3), Pairing::Bye(2)]);
        let (p, _) = pair_round(&e, Odd::ThreeWay);
        assert_eq!(p, vec![Pairing::ThreeWay(1, 2, 3)]);
    }
}
