//! What the pairing of a round needs from the rounds before it: each team's
//! scores, board-1 colours in the matches actually played, matches played,
//! byes and forfeit wins, whether it floated last round, and who has met
//! whom. A forfeited match is no meeting and gives no colour (C.04.2); a
//! forfeit win still bars the bye ([C2]). Also the competition's pairing
//! rules a report carries: the initial colour (152), the colour
//! preferences (192), the rounds (142), absences (240), and teams kept
//! apart (260, and the `XXO` lines of our own dialect).

use super::colour::{Preferences, Side};
use super::pairing::{Entrant, Setup};
use super::record::{Kind, Points, Record};
use super::trf::Trf;

/// A group of teams kept apart: a rule (absolute, as if they had met) or a
/// wish (only between pairings the procedure ranks equal), in rounds `first..=last`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Apart {
    pub teams: Vec<u32>,
    pub first: u32,
    pub last: u32,
    pub rule: bool,
}

impl Apart {
    pub fn in_force(&self, round: u32) -> bool {
        (self.first..=self.last).contains(&round)
    }

    pub fn describe(&self) -> String {
        let kind = if self.rule { "rule" } else { "wish" };
        let window = if self.first == 1 && self.last == u32::MAX {
            String::new()
        } else if self.last == u32::MAX {
            format!(", from round {}", self.first)
        } else {
            format!(", rounds {}-{}", self.first, self.last)
        };
        let teams: Vec<String> = self.teams.iter().map(u32::to_string).collect();
        format!("teams {} kept apart ({kind}{window})", teams.join(", "))
    }
}

/// The pairing rules of a competition, as a report gives them.
#[derive(Clone, Debug, PartialEq)]
pub struct Rules {
    pub initial: Option<Side>,
    pub preferences: Preferences,
    pub rounds: u32,
    /// (round, team) out of a round: 240 records.
    pub absent: Vec<(u32, u32)>,
    pub apart: Vec<Apart>,
    /// Accelerated rounds (250 records): fictitious points for the pairing only.
    pub accelerations: Vec<super::trf::Acceleration>,
    /// The secondary score orders teams and colours (192: not in the `_MP`, `_GP` forms).
    pub secondary: bool,
}

/// `@2-5`, `@3` (that round on), or nothing (every round).
fn window(text: &str) -> Option<(u32, u32)> {
    let w = text.strip_prefix('@')?;
    match w.split_once('-') {
        Some((a, b)) => Some((a.parse().ok()?, b.parse().ok()?)),
        None => w.parse().ok().map(|a| (a, u32::MAX)),
    }
}

pub fn rules(trf: &Trf) -> Rules {
    let initial = match trf.tag("152").map(|t| t.trim().to_ascii_uppercase()) {
        Some(t) if t.starts_with('W') => Some(Side::White),
        Some(t) if t.starts_with('B') => Some(Side::Black),
        _ => None,
    };
    let mut apart: Vec<Apart> = trf
        .prohibited
        .iter()
        .map(|(first, last, teams)| Apart { teams: teams.clone(), first: *first, last: if *last == 0 { u32::MAX } else { *last }, rule: true })
        .collect();
    for line in &trf.other {
        let mut words = line.split_whitespace();
        if words.next() != Some("XXO") {
            continue;
        }
        let rule = match words.next() {
            Some("team-forbidden") => true,
            Some("team-soft-pairs") => false,
            _ => continue,
        };
        let mut group = Apart { teams: Vec::new(), first: 1, last: u32::MAX, rule };
        for w in words {
            if let Some((a, b)) = window(w) {
                (group.first, group.last) = (a, b);
            } else if let Ok(t) = w.parse() {
                group.teams.push(t);
            }
        }
        if group.teams.len() > 1 {
            apart.push(group);
        }
    }
    let (kind, _) = super::type_code::of(trf);
    Rules {
        accelerations: trf.accelerations.clone(),
        initial,
        preferences: kind.preferences,
        secondary: kind.secondary,
        // Unknown without 142: then no round counts as one of the last two.
        rounds: trf.tag("142").and_then(|t| t.parse().ok()).unwrap_or(0),
        absent: trf.absences.iter().flat_map(|(_, round, teams)| teams.iter().map(move |t| (*round, *t))).collect(),
        apart,
    }
}

/// The teams that were paired in a round of the record (a match, forfeited or not, or the bye).
pub fn paired_in(record: &Record, round: u32) -> Vec<u32> {
    record
        .results
        .get(round as usize - 1)
        .map(|r| r.iter().filter(|(_, e)| e.opponent.is_some() || e.kind == Kind::PairingBye).map(|(&t, _)| t).collect())
        .unwrap_or_default()
}

/// The pairing's input for `round` from the rounds before it, for these teams.
pub fn setup(record: &Record, rules: &Rules, round: u32, teams: &[u32], lifted: Option<usize>) -> Setup {
    let before = (round as usize - 1).min(record.results.len());
    let primary = record.primary;
    // The pairing score before round `upto + 1`: points after `upto` rounds, with the penalties and
    // bonuses of those rounds and the fictitious points an accelerated round gives (halves).
    let score = |t: u32, upto: usize, kind: Points| {
        let pairing_round = upto as u32 + 1;
        let fictitious: u32 = rules
            .accelerations
            .iter()
            .filter(|a| (a.first_round..=a.last_round).contains(&pairing_round) && (a.first_id..=a.last_id).contains(&t))
            .map(|a| if kind == Points::Match { a.match_points } else { a.game_points })
            .sum();
        record.score_after(t, kind, upto) + fictitious as i32
    };
    let mut met = Vec::new();
    let mut entrants = Vec::new();
    for &t in teams {
        let entries: Vec<_> = record.results[..before].iter().filter_map(|r| r.get(&t)).collect();
        let history: Vec<Side> =
            entries.iter().filter(|e| e.kind == Kind::Played).filter_map(|e| e.white.map(|w| if w { Side::White } else { Side::Black })).collect();
        let floated = before > 0
            && record.results[before - 1]
                .get(&t)
                .is_some_and(|e| e.kind == Kind::Played && e.opponent.is_some_and(|o| score(o, before - 1, primary) != score(t, before - 1, primary)));
        entrants.push(Entrant {
            tpn: t,
            primary: score(t, before, primary),
            // Without a secondary score (192's `_MP`, `_GP`) every team's counts as equal.
            secondary: if rules.secondary { score(t, before, primary.other()) } else { 0 },
            standing: (record.score_after(t, primary, before), if rules.secondary { record.score_after(t, primary.other(), before) } else { 0 }),
            history,
            played: entries.iter().filter(|e| e.kind == Kind::Played).count() as u32,
            no_bye: entries.iter().any(|e| matches!(e.kind, Kind::PairingBye | Kind::FullBye | Kind::ForfeitWin)),
            floated,
        });
        for e in entries.iter().filter(|e| e.kind == Kind::Played) {
            if let Some(o) = e.opponent.filter(|&o| o > t) {
                met.push((t, o));
            }
        }
    }
    let mut wishes = Vec::new();
    for (i, group) in rules.apart.iter().enumerate() {
        if !group.in_force(round) || lifted == Some(i) {
            continue;
        }
        for (x, &a) in group.teams.iter().enumerate() {
            for &b in &group.teams[x + 1..] {
                if group.rule {
                    met.push((a, b))
                } else {
                    wishes.push((a, b))
                }
            }
        }
    }
    let initial = rules.initial.or_else(|| first_round_colour(record)).unwrap_or(Side::White);
    Setup { round, rounds: rules.rounds, initial, preferences: rules.preferences, entrants, met, wishes }
}

/// When a round has no legal pairing: the rules in force, and which of them,
/// lifted on its own, would let the round through (in words; empty when no rule is in force).
pub fn blocking(record: &Record, rules: &Rules, round: u32, teams: &[u32]) -> String {
    let in_force: Vec<usize> = (0..rules.apart.len()).filter(|&g| rules.apart[g].rule && rules.apart[g].in_force(round)).collect();
    if in_force.is_empty() {
        return String::new();
    }
    let named = |groups: &[usize]| groups.iter().map(|&g| rules.apart[g].describe()).collect::<Vec<_>>().join("; ");
    let freeing: Vec<usize> = in_force.iter().copied().filter(|&g| super::pairing::pair(&setup(record, rules, round, teams, Some(g))).is_ok()).collect();
    let verdict = if freeing.is_empty() {
        "No single rule, lifted alone, lets the round through.".to_string()
    } else {
        format!("Lifting any one of these alone lets the round through: {}.", named(&freeing))
    };
    format!("Rules in force: {}. {verdict}", named(&in_force))
}

/// The initial colour as round 1 shows it (TRF 152 need not say it when it
/// is the colour of the highest-ranked team paired then): that team's board-1 colour.
fn first_round_colour(record: &Record) -> Option<Side> {
    let round = record.results.first()?;
    let (&t, e) = round.iter().find(|(_, e)| e.kind == Kind::Played && e.white.is_some())?;
    let o = e.opponent?;
    // Both new: the first-team is the smaller number; an odd one had the initial colour.
    let first = t.min(o);
    let first_white = if first == t { e.white? } else { !e.white? };
    let first_side = if first_white { Side::White } else { Side::Black };
    Some(if first % 2 == 1 { first_side } else { first_side.other() })
}

/// The pairing a report shows for a round: (White, Black) per match and the bye.
pub fn played_pairing(record: &Record, round: u32) -> (Vec<(u32, u32)>, Option<u32>) {
    let Some(r) = record.results.get(round as usize - 1) else { return (Vec::new(), None) };
    let mut matches: Vec<(u32, u32)> = r
        .iter()
        .filter_map(|(&t, e)| {
            let o = e.opponent?;
            let white = e.white.unwrap_or(t < o);
            white.then_some((t, o))
        })
        .collect();
    crate::sorting::sort(&mut matches);
    let bye = r.iter().find(|(_, e)| e.kind == Kind::PairingBye).map(|(&t, _)| t);
    (matches, bye)
}
