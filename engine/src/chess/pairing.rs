//! One round of a team Swiss paired by FIDE C.04.6 (applied from 1 February
//! 2026), bracket by bracket as the regulation does: the pairing-allocated
//! bye first (3.4), then the top scoregroup with the upfloaters chosen in
//! the order of 3.5 ([C4] to [C7]), each bracket paired in the identifier
//! order of 3.6 ([C1], [C8] to [C10]), and the colours by Art. 4. Whether
//! the teams left can still all be paired ([C3], 3.4.1) is asked of a
//! maximum matching; the choice itself is always the regulation's order.
//! Every step is written to an account the arbiter can read.

use super::colour::{self, Preference, Preferences, Side};
use super::matching::{self, Graph};

/// A team to be paired, as the pairing sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Entrant {
    pub tpn: u32,
    /// Primary and secondary pairing scores (halves; a penalty can make them
    /// negative; an accelerated round's fictitious points included).
    pub primary: i32,
    pub secondary: i32,
    /// The primary and secondary scores the standings have (no fictitious
    /// points): what decides the first-team of Art. 4.2.
    pub standing: (i32, i32),
    /// Board-1 colours of the matches actually played, in order.
    pub history: Vec<Side>,
    /// Matches actually played.
    pub played: u32,
    /// Had the pairing-allocated bye, a full-point bye or a forfeit win ([C2]).
    pub no_bye: bool,
    /// Played an opponent with a different score in the previous round (1.5).
    pub floated: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    pub round: u32,
    /// Rounds of the tournament (0: not known; then no round counts as one of the last two).
    pub rounds: u32,
    /// The colour drawn before round 1 (4.1).
    pub initial: Side,
    pub preferences: Preferences,
    pub entrants: Vec<Entrant>,
    /// Pairs that may not meet: matches played, and the scorer's rules (as if they had met).
    pub met: Vec<(u32, u32)>,
    /// Pairs better kept apart: decides only between pairings the procedure ranks equal.
    pub wishes: Vec<(u32, u32)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Pairing {
    /// (White on board 1, Black on board 1), in board order.
    pub matches: Vec<(u32, u32)>,
    pub bye: Option<u32>,
    /// What was decided and why, step by step.
    pub account: Vec<String>,
}

/// How many upfloater sets and bracket arrangements are looked at before the
/// best found so far is taken: enough for any real event; it keeps a
/// pathological one interactive (the account says when it was reached).
const SEARCH_LIMIT: usize = 200_000;

struct Pairer<'a> {
    setup: &'a Setup,
    /// Entrants by index, in TPN order.
    teams: Vec<&'a Entrant>,
    graph: Graph,
    preference: Vec<Preference>,
    wish: Graph,
    /// C7 and C10 do not apply in the last two rounds.
    last_two: bool,
    account: Vec<String>,
}

/// A score in halves as points: `7`, `7.5`, `-3`, `-0.5` (by whole-number
/// arithmetic: no float formatting in the pages that pair).
fn halves(h: i32) -> String {
    let sign = if h < 0 { "-" } else { "" };
    let a = h.unsigned_abs();
    if a % 2 == 0 {
        format!("{sign}{}", a / 2)
    } else {
        format!("{sign}{}.5", a / 2)
    }
}

/// Why no round can be paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unpairable {
    /// Any pairing would make two teams meet again ([C1]).
    Rematch,
    /// No team that may have the bye (their numbers) leaves the others a pairing.
    NoBye(Vec<u32>),
}

impl std::fmt::Display for Unpairable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unpairable::Rematch => write!(f, "No legal pairing: the teams cannot all be paired without two of them meeting again."),
            Unpairable::NoBye(teams) => {
                let list: Vec<String> = teams.iter().map(u32::to_string).collect();
                write!(f, "No legal pairing: no team that may have the bye ({}) leaves the others a pairing without two teams meeting again.", list.join(", "))
            }
        }
    }
}

impl std::error::Error for Unpairable {}

pub fn pair(setup: &Setup) -> Result<Pairing, Unpairable> {
    let mut teams: Vec<&Entrant> = setup.entrants.iter().collect();
    crate::sorting::sort_by_key(&mut teams, |e| e.tpn);
    let n = teams.len();
    let at = |tpn: u32| teams.iter().position(|e| e.tpn == tpn);
    let mut graph = Graph::new(n);
    let mut wish = Graph::new(n);
    for a in 0..n {
        for b in a + 1..n {
            graph.allow(a, b);
        }
    }
    for &(x, y) in &setup.met {
        if let (Some(a), Some(b)) = (at(x), at(y)) {
            graph.forbid(a, b);
        }
    }
    for &(x, y) in &setup.wishes {
        if let (Some(a), Some(b)) = (at(x), at(y)) {
            wish.allow(a, b);
        }
    }
    let last_round = setup.rounds > 0 && setup.round >= setup.rounds;
    let preference = teams.iter().map(|e| colour::preference(&e.history, setup.preferences, last_round)).collect();
    let last_two = setup.rounds > 0 && setup.round + 1 >= setup.rounds;
    let mut p = Pairer { setup, teams, graph, preference, wish, last_two, account: Vec::new() };
    p.run()
}

impl Pairer<'_> {
    fn tpn(&self, i: usize) -> u32 {
        self.teams[i].tpn
    }

    fn score(&self, i: usize) -> i32 {
        self.teams[i].primary
    }

    fn names(&self, list: &[usize]) -> String {
        list.iter().map(|&i| self.tpn(i).to_string()).collect::<Vec<_>>().join(", ")
    }

    fn run(&mut self) -> Result<Pairing, Unpairable> {
        let n = self.teams.len();
        let mut unpaired: Vec<usize> = (0..n).collect();
        self.account.push(format!(
            "Round {}: {} teams to pair{}.",
            self.setup.round,
            n,
            if self.last_two { " (one of the last two rounds: [C7] and [C10] do not apply)" } else { "" }
        ));
        let bye = if n % 2 == 1 { Some(self.bye(&unpaired)?) } else { None };
        if let Some(b) = bye {
            unpaired.retain(|&i| i != b);
        } else if !matching::perfect(&self.graph, &unpaired) {
            return Err(Unpairable::Rematch);
        }
        let mut pairs: Vec<(usize, usize)> = Vec::new();
        let mut number = 0;
        while !unpaired.is_empty() {
            number += 1;
            let top = unpaired.iter().map(|&i| self.score(i)).max().unwrap_or(0);
            let residents: Vec<usize> = unpaired.iter().copied().filter(|&i| self.score(i) == top).collect();
            let mut lower: Vec<usize> = unpaired.iter().copied().filter(|&i| self.score(i) < top).collect();
            crate::sorting::sort_by_key(&mut lower, |&i| (std::cmp::Reverse(self.score(i)), self.tpn(i)));
            let ups = self.upfloaters(number, top, &residents, &lower, &unpaired);
            let bracket_pairs = self.pair_bracket(&residents, &ups);
            unpaired.retain(|i| !residents.contains(i) && !ups.contains(i));
            pairs.extend(bracket_pairs);
        }
        Ok(self.colours(&pairs, bye))
    }

    /// Art. 3.4: the team that leaves a legal pairing, with the lowest
    /// score, the most matches played, the largest TPN; never one that had a
    /// bye or won by forfeit ([C2]).
    fn bye(&mut self, all: &[usize]) -> Result<usize, Unpairable> {
        let mut candidates: Vec<usize> = all.iter().copied().filter(|&i| !self.teams[i].no_bye).collect();
        crate::sorting::sort_by_key(&mut candidates, |&i| (self.score(i), std::cmp::Reverse(self.teams[i].played), std::cmp::Reverse(self.tpn(i))));
        let mut passed = Vec::new();
        for &c in &candidates {
            let rest: Vec<usize> = all.iter().copied().filter(|&i| i != c).collect();
            if matching::perfect(&self.graph, &rest) {
                let barred: Vec<usize> = all.iter().copied().filter(|&i| self.teams[i].no_bye).collect();
                let mut why = format!(
                    "Bye: team {} (score {}, {} matches played; the lowest score, then the most matches, then the largest TPN, 3.4)",
                    self.tpn(c),
                    halves(self.score(c)),
                    self.teams[c].played
                );
                if !barred.is_empty() {
                    why.push_str(&format!("; not {} (a bye or forfeit win already, [C2])", self.names(&barred)));
                }
                if !passed.is_empty() {
                    why.push_str(&format!("; not {} (the others could not all be paired, 3.4.1)", self.names(&passed)));
                }
                self.account.push(format!("{why}."));
                return Ok(c);
            }
            passed.push(c);
        }
        Err(Unpairable::NoBye(candidates.iter().map(|&i| self.tpn(i)).collect()))
    }

    /// The bracket's own teams can all be paired, and the teams left after it still pair ([C1], [C3]).
    fn legal(&self, residents: &[usize], ups: &[usize], unpaired: &[usize]) -> bool {
        if !self.bracket_pairs(residents, ups) {
            return false;
        }
        let rest: Vec<usize> = unpaired.iter().copied().filter(|i| !residents.contains(i) && !ups.contains(i)).collect();
        matching::perfect(&self.graph, &rest)
    }

    fn bracket_pairs(&self, residents: &[usize], ups: &[usize]) -> bool {
        let members: Vec<usize> = residents.iter().chain(ups).copied().collect();
        matching::perfect(&self.graph, &members)
    }

    /// Art. 3.5: the fewest upfloaters ([C4]) with the highest scores
    /// ([C5]); among those sets, the ones after which the next score's group
    /// can still pair with its fewest upfloaters ([C6]) and that bring up the
    /// fewest teams that floated last round ([C7]); the first of them in the
    /// order of 3.5.3-3.5.4.
    fn upfloaters(&mut self, number: usize, top: i32, residents: &[usize], lower: &[usize], unpaired: &[usize]) -> Vec<usize> {
        let head = format!("Bracket {number}: score {}, teams {}", halves(top), self.names(residents));
        let parity = residents.len() % 2;
        let mut looked = 0;
        for k in (parity..=lower.len()).step_by(2) {
            if k == 0 {
                if self.legal(residents, &[], unpaired) {
                    self.account.push(format!("{head}; no upfloater needed."));
                    return Vec::new();
                }
                continue;
            }
            let mut best: Option<((usize, usize), Vec<usize>)> = None;
            for profile in profiles(lower.iter().map(|&i| self.score(i)).collect(), k) {
                for set in sets(lower, &profile, |i| self.score(i)) {
                    looked += 1;
                    if looked > SEARCH_LIMIT {
                        break;
                    }
                    if !self.legal(residents, &set, unpaired) {
                        continue;
                    }
                    let c6 = self.next_group_fails(top, &set, unpaired, residents);
                    let c7 = if self.last_two { 0 } else { set.iter().filter(|&&i| self.teams[i].floated).count() };
                    if best.as_ref().is_none_or(|b| (c6, c7) < b.0) {
                        best = Some(((c6, c7), set));
                    }
                    // Nothing can do better than complying with both: the first such set is the one.
                    if best.as_ref().is_some_and(|b| b.0 == (0, 0)) {
                        break;
                    }
                }
                if let Some(((c6, c7), set)) = best {
                    let scores: Vec<String> = set.iter().map(|&i| halves(self.score(i))).collect();
                    let c6_text = if c6 == 0 {
                        "the next scoregroup can still pair with its fewest upfloaters"
                    } else {
                        "no set lets the next scoregroup pair with its fewest upfloaters"
                    };
                    let limit = if looked > SEARCH_LIMIT { "; search limit reached, best found taken" } else { "" };
                    self.account.push(format!(
                        "{head}; upfloaters {} (scores {}): [C4] {k} needed, [C5] the highest scores, [C6] {c6_text}, [C7] {c7} floated last round; the first such set in TPN order{limit}.",
                        self.names(&set),
                        scores.join(", ")
                    ));
                    return set;
                }
            }
        }
        // [C3] held for all the teams left, so taking them all always pairs.
        self.account.push(format!("{head}; every lower team brought up."));
        lower.to_vec()
    }

    /// [C6]: whether the following scoregroup (the next score below the top
    /// one among this round's teams), what is left of it, can still pair with
    /// the fewest upfloaters its own size allows (none when even, one when
    /// odd), legally and leaving the rest pairable; an emptied one complies.
    /// 0 complies, 1 does not (an order for the comparison of sets).
    fn next_group_fails(&self, top: i32, set: &[usize], unpaired: &[usize], residents: &[usize]) -> usize {
        let Some(next) = self.teams.iter().map(|e| e.primary).filter(|&s| s < top).max() else { return 0 };
        let left: Vec<usize> = unpaired.iter().copied().filter(|i| !residents.contains(i) && !set.contains(i)).collect();
        let group: Vec<usize> = left.iter().copied().filter(|&i| self.score(i) == next).collect();
        if group.is_empty() {
            return 0;
        }
        let below: Vec<usize> = left.iter().copied().filter(|&i| self.score(i) < next).collect();
        let complies = if group.len().is_multiple_of(2) { self.legal(&group, &[], &left) } else { below.iter().any(|&u| self.legal(&group, &[u], &left)) };
        usize::from(!complies)
    }

    /// A pair's shortfalls: [C8] a colour preference not granted, [C9] a
    /// strong one not granted (Type B), [C10] an upfloater's opponent that
    /// floated last round, and last the scorer's wishes.
    fn cost(&self, a: usize, b: usize, ups: &[usize]) -> [u32; 4] {
        let (pa, pb) = (self.preference[a], self.preference[b]);
        let same = pa.colour.is_some() && pa.colour == pb.colour;
        let c9 = self.setup.preferences == Preferences::TypeB && same && pa.strong && pb.strong;
        let c10 = if self.last_two { 0 } else { u32::from(ups.contains(&a) && self.teams[b].floated) + u32::from(ups.contains(&b) && self.teams[a].floated) };
        [u32::from(same), u32::from(c9), c10, u32::from(self.wish.allowed(a, b))]
    }

    /// The least the teams left can cost: preferences that outnumber all the others must meet their own kind.
    fn floor(&self, left: &[usize]) -> [u32; 4] {
        let count = |f: &dyn Fn(&Preference) -> bool| left.iter().filter(|&&i| f(&self.preference[i])).count() as i64;
        let total = left.len() as i64;
        let excess = |k: i64| ((2 * k - total).max(0) + 1) / 2;
        let white = count(&|p| p.colour == Some(Side::White));
        let black = count(&|p| p.colour == Some(Side::Black));
        let strong_white = count(&|p| p.strong && p.colour == Some(Side::White));
        let strong_black = count(&|p| p.strong && p.colour == Some(Side::Black));
        let c9 = if self.setup.preferences == Preferences::TypeB { excess(strong_white) + excess(strong_black) } else { 0 };
        [(excess(white) + excess(black)) as u32, c9 as u32, 0, 0]
    }

    /// Art. 3.6: the first pairing in identifier order (the top members'
    /// TPNs ascending, then their opponents') among those that leave the
    /// fewest shortfalls, criterion by criterion.
    fn pair_bracket(&mut self, residents: &[usize], ups: &[usize]) -> Vec<(usize, usize)> {
        let mut order: Vec<usize> = residents.iter().chain(ups).copied().collect();
        crate::sorting::sort_by_key(&mut order, |&i| self.tpn(i));
        let mut search = BracketSearch { p: self, ups, order: order.clone(), best: None, nodes: 0, floor: [0; 4] };
        search.floor = search.p.floor(&order);
        let mut tops = Vec::new();
        search.tops(0, &mut tops);
        let (cost, pairs, nodes) = (search.best.as_ref().map(|b| b.0).unwrap_or_default(), search.best.map(|b| b.1).unwrap_or_default(), search.nodes);
        let text: Vec<String> = pairs.iter().map(|&(a, b)| format!("{}-{}", self.tpn(a), self.tpn(b))).collect();
        let limit = if nodes > SEARCH_LIMIT { " (search limit reached, best found taken)" } else { "" };
        self.account.push(format!(
            "  Pairs {}: the first in identifier order with [C8] {} preference(s) not granted, [C9] {} strong, [C10] {} upfloater opponent(s) that floated{}{limit}.",
            text.join(", "),
            cost[0],
            cost[1],
            cost[2],
            if cost[3] > 0 { format!(", {} wish(es) not kept", cost[3]) } else { String::new() }
        ));
        pairs
    }

    /// Art. 4: each pair's colours, and the matches in board order (the higher score, the sum, the smaller TPN).
    fn colours(&mut self, pairs: &[(usize, usize)], bye: Option<usize>) -> Pairing {
        let last_round = self.setup.rounds > 0 && self.setup.round >= self.setup.rounds;
        let side = |i: usize| colour::Team {
            tpn: self.tpn(i),
            primary: self.teams[i].standing.0,
            secondary: self.teams[i].standing.1,
            history: self.teams[i].history.clone(),
            preference: colour::preference(&self.teams[i].history, self.setup.preferences, last_round),
        };
        let mut ordered: Vec<&(usize, usize)> = pairs.iter().collect();
        crate::sorting::sort_by_key(&mut ordered, |&&(a, b)| {
            (std::cmp::Reverse(self.score(a).max(self.score(b))), std::cmp::Reverse(self.score(a) + self.score(b)), self.tpn(a).min(self.tpn(b)))
        });
        let mut matches = Vec::new();
        let mut lines = Vec::new();
        for &&(a, b) in &ordered {
            let (white, black, rule) = colour::allocate(&side(a), &side(b), self.setup.initial, self.setup.preferences);
            lines.push(format!("  {white} - {black}: {rule}."));
            matches.push((white, black));
        }
        let bye = bye.map(|b| self.tpn(b));
        self.account.push("Colours (Art. 4):".into());
        self.account.extend(lines);
        Pairing { matches, bye, account: std::mem::take(&mut self.account) }
    }
}

/// The best arrangement found so far: its shortfalls and its pairs.
type Best = ([u32; 4], Vec<(usize, usize)>);

struct BracketSearch<'p, 'a> {
    p: &'p Pairer<'a>,
    ups: &'p [usize],
    /// The bracket in TPN order.
    order: Vec<usize>,
    best: Option<Best>,
    nodes: usize,
    floor: [u32; 4],
}

impl BracketSearch<'_, '_> {
    fn done(&self) -> bool {
        self.nodes > SEARCH_LIMIT || self.best.as_ref().is_some_and(|b| b.0 <= self.floor)
    }

    fn may_meet(&self, a: usize, b: usize) -> bool {
        self.p.graph.allowed(a, b)
    }

    /// The top members, chosen in ascending TPN order (positions in `order`).
    fn tops(&mut self, from: usize, chosen: &mut Vec<usize>) {
        let m = self.order.len() / 2;
        if chosen.len() == m {
            let tops: Vec<usize> = chosen.iter().map(|&j| self.order[j]).collect();
            let bottoms: Vec<usize> = (0..self.order.len()).filter(|j| !chosen.contains(j)).map(|j| self.order[j]).collect();
            if self.feasible(&tops, &bottoms) {
                let mut used = vec![false; bottoms.len()];
                self.bottoms(&tops, &bottoms, 0, &mut used, &mut Vec::new(), [0; 4]);
            }
            return;
        }
        for j in from..self.order.len() {
            if self.done() {
                return;
            }
            // Every bottom member needs a smaller top member: never more bottoms than tops so far.
            if j + 1 > 2 * (chosen.len() + 1) || self.order.len() - j < m - chosen.len() {
                break;
            }
            chosen.push(j);
            self.tops(j + 1, chosen);
            chosen.pop();
        }
    }

    fn bottoms(&mut self, tops: &[usize], bottoms: &[usize], i: usize, used: &mut [bool], pairs: &mut Vec<(usize, usize)>, cost: [u32; 4]) {
        self.nodes += 1;
        if i == tops.len() {
            if self.best.as_ref().is_none_or(|b| cost < b.0) {
                self.best = Some((cost, pairs.clone()));
            }
            return;
        }
        let t = tops[i];
        for (k, &b) in bottoms.iter().enumerate() {
            if self.done() {
                return;
            }
            if used[k] || self.p.tpn(b) < self.p.tpn(t) || !self.may_meet(t, b) {
                continue;
            }
            let pair_cost = self.p.cost(t, b, self.ups);
            let next: [u32; 4] = std::array::from_fn(|c| cost[c] + pair_cost[c]);
            used[k] = true;
            let left: Vec<usize> = tops[i + 1..].iter().copied().chain(bottoms.iter().enumerate().filter(|(x, _)| !used[*x]).map(|(_, &y)| y)).collect();
            let floor = self.p.floor(&left);
            let bound: [u32; 4] = std::array::from_fn(|c| next[c] + floor[c]);
            let promising = self.best.as_ref().is_none_or(|best| bound < best.0);
            if promising {
                let rest_bottoms: Vec<usize> = bottoms.iter().enumerate().filter(|(x, _)| !used[*x]).map(|(_, &y)| y).collect();
                if self.feasible(&tops[i + 1..], &rest_bottoms) {
                    pairs.push((t, b));
                    self.bottoms(tops, bottoms, i + 1, used, pairs, next);
                    pairs.pop();
                }
            }
            used[k] = false;
        }
    }

    /// Whether each top member can still have a larger bottom member it may meet (bipartite matching).
    fn feasible(&self, tops: &[usize], bottoms: &[usize]) -> bool {
        let mut owner: Vec<Option<usize>> = vec![None; bottoms.len()];
        fn augment(s: &BracketSearch, t: usize, tops: &[usize], bottoms: &[usize], seen: &mut [bool], owner: &mut [Option<usize>]) -> bool {
            for (k, &b) in bottoms.iter().enumerate() {
                if seen[k] || s.p.tpn(b) < s.p.tpn(tops[t]) || !s.may_meet(tops[t], b) {
                    continue;
                }
                seen[k] = true;
                if owner[k].is_none_or(|o| augment(s, o, tops, bottoms, seen, owner)) {
                    owner[k] = Some(t);
                    return true;
                }
            }
            false
        }
        (0..tops.len()).all(|t| augment(self, t, tops, bottoms, &mut vec![false; bottoms.len()], &mut owner))
    }
}

/// A bracket pairing's identifier (3.6.2): the top members' TPNs (the
/// smaller of each pair) ascending, then each one's opponent in that order.
pub fn identifier(pairs: &[(u32, u32)]) -> Vec<u32> {
    let mut sorted: Vec<(u32, u32)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    crate::sorting::sort(&mut sorted);
    sorted.iter().map(|p| p.0).chain(sorted.iter().map(|p| p.1)).collect()
}

/// The score profiles of `k` upfloaters drawn from these scores, best first
/// by [C5]: the lowest score as high as possible, then the next lowest, and
/// so on. Each profile is listed highest score first.
pub fn profiles(mut scores: Vec<i32>, k: usize) -> impl Iterator<Item = Vec<i32>> {
    crate::sorting::sort_by(&mut scores, |a, b| b.cmp(a));
    // Distinct scores, highest first, with how many teams have each.
    let mut distinct: Vec<(i32, usize)> = Vec::new();
    for s in scores {
        match distinct.last_mut() {
            Some((v, c)) if *v == s => *c += 1,
            _ => distinct.push((s, 1)),
        }
    }
    // The profile as an ascending list: each next element at least the last (an index no larger), highest first.
    fn build(distinct: &[(i32, usize)], k: usize, max_index: usize, used: &mut [usize], current: &mut Vec<i32>, out: &mut Vec<Vec<i32>>) {
        if current.len() == k {
            out.push(current.iter().rev().copied().collect());
            return;
        }
        for idx in 0..=max_index {
            if out.len() >= SEARCH_LIMIT {
                return;
            }
            if used[idx] < distinct[idx].1 {
                used[idx] += 1;
                current.push(distinct[idx].0);
                build(distinct, k, idx, used, current, out);
                current.pop();
                used[idx] -= 1;
            }
        }
    }
    let mut out = Vec::new();
    if k > 0 && k <= distinct.iter().map(|d| d.1).sum() {
        let mut used = vec![0; distinct.len()];
        // The lowest score of the set: the highest possible first.
        for lowest in 0..distinct.len() {
            used[lowest] += 1;
            let mut current = vec![distinct[lowest].0];
            build(&distinct, k, lowest, &mut used, &mut current, &mut out);
            used[lowest] -= 1;
        }
    }
    out.into_iter()
}

/// Every set of teams with this profile (scores, highest first), in the
/// order of 3.5.3-3.5.4: sorted by score then TPN, compared lexicographically.
fn sets(lower: &[usize], profile: &[i32], score: impl Fn(usize) -> i32) -> impl Iterator<Item = Vec<usize>> {
    let mut groups: Vec<(Vec<usize>, usize)> = Vec::new();
    for &s in profile {
        match groups.last_mut() {
            Some((members, count)) if members.first().is_some_and(|&m| score(m) == s) => *count += 1,
            _ => groups.push((lower.iter().copied().filter(|&i| score(i) == s).collect(), 1)),
        }
    }
    let per_group: Vec<Vec<Vec<usize>>> = groups.iter().map(|(members, count)| combinations(members, *count).take(SEARCH_LIMIT).collect()).collect();
    let mut out: Vec<Vec<usize>> = vec![Vec::new()];
    for options in per_group {
        let mut next = Vec::new();
        'outer: for base in &out {
            for o in &options {
                let mut s = base.clone();
                s.extend(o);
                next.push(s);
                if next.len() > SEARCH_LIMIT {
                    break 'outer;
                }
            }
        }
        out = next;
    }
    out.into_iter()
}

/// The `k`-element subsets of `items`, in lexicographic order of positions.
fn combinations(items: &[usize], k: usize) -> impl Iterator<Item = Vec<usize>> + '_ {
    let n = items.len();
    let mut index: Option<Vec<usize>> = (k <= n).then(|| (0..k).collect());
    std::iter::from_fn(move || {
        let current = index.clone()?;
        let out: Vec<usize> = current.iter().map(|&i| items[i]).collect();
        // The next combination: bump the rightmost index that can move.
        let mut next = current;
        let mut i = k;
        loop {
            if i == 0 {
                index = None;
                break;
            }
            i -= 1;
            if next[i] < n - k + i {
                next[i] += 1;
                for j in i + 1..k {
                    next[j] = next[j - 1] + 1;
                }
                index = Some(next);
                break;
            }
        }
        Some(out)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of 3.6.2.
    #[test]
    fn identifier_of_3_6_2() {
        assert_eq!(identifier(&[(11, 24), (16, 6), (10, 9), (8, 4)]), vec![4, 6, 9, 11, 8, 16, 10, 24]);
    }

    #[test]
    fn profiles_in_c5_order() {
        // Scores 3, 2, 2, 1 (in halves 6, 4, 4, 2), two upfloaters: (2,3) (2,2) (1,3) (1,2) by their lowest first.
        let got: Vec<Vec<i32>> = profiles(vec![6, 4, 4, 2], 2).collect();
        assert_eq!(got, vec![vec![6, 4], vec![4, 4], vec![6, 2], vec![4, 2]]);
    }

    #[test]
    fn combinations_in_order() {
        let got: Vec<Vec<usize>> = combinations(&[1, 2, 3, 4], 2).collect();
        assert_eq!(got, vec![vec![1, 2], vec![1, 3], vec![1, 4], vec![2, 3], vec![2, 4], vec![3, 4]]);
        assert_eq!(combinations(&[1, 2], 0).count(), 1);
        assert_eq!(combinations(&[1, 2], 3).count(), 0);
    }

    /// The example of 3.5.4: teams 2, 6, 8 on 3 points and 1, 3, 5 on 2.5, three upfloaters, two of 3 and one of 2.5.
    #[test]
    fn upfloater_sets_in_the_order_of_3_5_4() {
        let score = |i: usize| if [2, 6, 8].contains(&i) { 6 } else { 5 };
        let lower = [2, 6, 8, 1, 3, 5];
        let got: Vec<Vec<usize>> = sets(&lower, &[6, 6, 5], score).collect();
        let want = vec![vec![2, 6, 1], vec![2, 6, 3], vec![2, 6, 5], vec![2, 8, 1], vec![2, 8, 3], vec![2, 8, 5], vec![6, 8, 1], vec![6, 8, 3], vec![6, 8, 5]];
        assert_eq!(got, want);
    }
}
