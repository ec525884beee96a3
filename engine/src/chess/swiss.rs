//! A tournament's next Swiss round paired by C.04.6 and added: the pairing's
//! input from the tournament (its record, colour rules, the teams kept
//! apart, who is out of the round), and the result mapped back to the teams.

use super::colour::Side;
use super::history::{self, Apart, Rules};
use super::pairing::{self, Pairing};
use super::tournament::{record_for_pairing, Apartness, Refusal, System, Tournament};

/// The groups of teams kept apart, by team number.
pub fn groups(t: &Tournament) -> Vec<Apart> {
    let number = |id: u32| t.team(id).map(|x| x.number);
    let mut out = Vec::new();
    for k in &t.apart {
        let mut lists: Vec<Vec<u32>> = Vec::new();
        match &k.who {
            Apartness::Chosen(ids) => lists.push(ids.iter().filter_map(|&i| number(i)).collect()),
            Apartness::SameClub => {
                let mut clubs: std::collections::BTreeMap<String, Vec<u32>> = std::collections::BTreeMap::new();
                for team in t.teams.iter().filter(|x| !x.club.trim().is_empty()) {
                    clubs.entry(crate::text::folded(team.club.trim())).or_default().push(team.number);
                }
                lists.extend(clubs.into_values());
            }
        }
        for teams in lists.into_iter().filter(|l| l.len() > 1) {
            out.push(Apart { teams, first: k.first, last: k.last, rule: k.rule });
        }
    }
    out
}

/// The competition's pairing rules as the tournament holds them.
pub fn rules(t: &Tournament) -> Rules {
    Rules {
        initial: t.settings.initial_colour,
        preferences: t.settings.preferences,
        rounds: t.rounds_at_least(),
        absent: Vec::new(),
        apart: groups(t),
        accelerations: t.settings.accelerations.clone(),
        secondary: t.settings.secondary,
    }
}

/// Pairs the next round of a Swiss by C.04.6 and adds it: every team not
/// withdrawn and not in `absent` (team ids) is paired; an adjourned match's
/// unfinished games count as draws for it. The initial colour
/// is drawn from `seed` when round 1 is paired and none was set. Refused
/// (the tournament untouched) when no legal pairing exists, saying which
/// rules are in force and which of them, lifted alone, would let it through.
pub fn pair_next(t: &mut Tournament, absent: &[u32], seed: u64) -> Result<Pairing, Refusal> {
    if t.settings.system != System::Swiss {
        return Err(Refusal::RoundRobinAllAtOnce);
    }
    t.last_round_over()?;
    let round = t.rounds.len() as u32 + 1;
    if t.settings.initial_colour.is_none() && round == 1 {
        t.settings.initial_colour = Some(if seed.is_multiple_of(2) { Side::White } else { Side::Black });
    }
    let rec = record_for_pairing(t);
    let rules = rules(t);
    let teams: Vec<u32> = t.teams.iter().filter(|x| x.withdrawn.is_none_or(|w| round < w) && !absent.contains(&x.id)).map(|x| x.number).collect();
    let pairing = match pairing::pair(&history::setup(&rec, &rules, round, &teams, None)) {
        Ok(p) => p,
        Err(problem) => {
            let rules_text = history::blocking(&rec, &rules, round, &teams);
            return Err(Refusal::NoPairing(if rules_text.is_empty() { problem.to_string() } else { format!("{problem} {rules_text}") }));
        }
    };
    let id = |n: u32| t.teams.iter().find(|x| x.number == n).map(|x| x.id).unwrap_or(0);
    let pairs: Vec<(u32, u32)> = pairing.matches.iter().map(|&(w, b)| (id(w), id(b))).collect();
    t.add_round(&pairs, pairing.bye.map(id), absent)?;
    Ok(pairing)
}

/// Check the round: a Swiss round's pairing made again by C.04.6 from the
/// rounds before it (as they stand now, with the same teams out of it) and
/// compared, match by match, colours included, and the bye. Says so either
/// way: Ok when it is the regulation's pairing, Err with both pairings when not.
pub fn check_round(t: &Tournament, round: u32) -> Result<String, String> {
    let Some(played) = t.rounds.get(round.wrapping_sub(1) as usize) else { return Err(format!("There is no round {round}.")) };
    if t.settings.system != System::Swiss {
        return Err("A round robin is paired from the Berger tables, not by C.04.6.".into());
    }
    let number = |id: u32| t.team(id).map(|x| x.number).unwrap_or(0);
    let show = |pairs: &[(u32, u32)], bye: Option<u32>| {
        let mut words: Vec<String> = pairs.iter().map(|(a, b)| format!("{a}–{b}")).collect();
        words.extend(bye.map(|b| format!("bye {b}")));
        words.join(", ")
    };
    let mut ours: Vec<(u32, u32)> = played.matches.iter().map(|m| (number(m.first), number(m.second))).collect();
    crate::sorting::sort(&mut ours);
    let bye = played.bye.map(number);
    let mut before = t.clone();
    before.rounds.truncate(round as usize - 1);
    match pair_next(&mut before, &played.absent, 0) {
        Ok(p) => {
            let mut regulation = p.matches.clone();
            crate::sorting::sort(&mut regulation);
            if regulation == ours && p.bye == bye {
                Ok(format!("Round {round} is the pairing C.04.6 gives: {}.", show(&ours, bye)))
            } else {
                Err(format!(
                    "Round {round} differs from the pairing C.04.6 gives now. Paired: {}. C.04.6: {}. (Team numbers changed after the round, or a result of an earlier round entered or corrected since, change what C.04.6 gives.)",
                    show(&ours, bye),
                    show(&regulation, p.bye)
                ))
            }
        }
        Err(why) => Err(format!("Round {round} cannot be paired again: {why}")),
    }
}
