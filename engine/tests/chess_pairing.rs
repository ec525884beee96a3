//! FIDE C.04.6 (February 2026), article by article, on small hand-built
//! rounds: each test names the article it checks and works the expected
//! pairing out by hand.

use clubscore_engine::chess::colour::{Preferences, Side};
use clubscore_engine::chess::pairing::{pair, Entrant, Pairing, Setup, Unpairable};

use Side::{Black as B, White as W};

/// A team: number, score in match points, board-1 colours so far.
fn team(tpn: u32, mp: u32, history: &[Side]) -> Entrant {
    Entrant {
        tpn,
        primary: 2 * mp as i32,
        secondary: 0,
        standing: (2 * mp as i32, 0),
        history: history.to_vec(),
        played: history.len() as u32,
        no_bye: false,
        floated: false,
    }
}

fn setup(round: u32, entrants: Vec<Entrant>, met: &[(u32, u32)]) -> Setup {
    Setup { round, rounds: 9, initial: W, preferences: Preferences::TypeA, entrants, met: met.to_vec(), wishes: Vec::new() }
}

/// The pairs as (smaller, larger) numbers, sorted, and the bye.
fn pairs(p: &Result<Pairing, Unpairable>) -> (Vec<(u32, u32)>, Option<u32>) {
    let p = p.as_ref().unwrap_or_else(|e| panic!("{e}"));
    let mut v: Vec<(u32, u32)> = p.matches.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    v.sort_unstable();
    (v, p.bye)
}

#[test]
fn art_3_4_bye_lowest_score_most_matches_largest_tpn() {
    let five = |t4_played: u32, t5_no_bye: bool| {
        let mut e = vec![team(1, 2, &[W]), team(2, 2, &[B]), team(3, 0, &[W]), team(4, 0, &[B]), team(5, 0, &[])];
        e[3].played = t4_played;
        e[4].no_bye = t5_no_bye;
        e[4].played = 0;
        e
    };
    // 3.4.2-3.4.4: score 0 for 3, 4, 5; 5 has played no match (it had the bye, [C2]); of 3 and 4, the larger number.
    assert_eq!(pairs(&pair(&setup(2, five(1, true), &[]))).1, Some(4));
    // 3.4.3: team 4 a late entry with no match played: team 3 has played more.
    assert_eq!(pairs(&pair(&setup(2, five(0, true), &[]))).1, Some(3));
    // [C2] lifted: 5 has the lowest score and... played no match either; 4 has played more.
    assert_eq!(pairs(&pair(&setup(2, five(1, false), &[]))).1, Some(4));
}

#[test]
fn art_3_4_1_the_bye_leaves_a_legal_pairing() {
    let mut e = vec![team(1, 2, &[W]), team(2, 2, &[B]), team(3, 0, &[W]), team(4, 0, &[B]), team(5, 0, &[])];
    e[4].no_bye = true;
    // Team 1 has met 2, 3 and 5: only 4 is left for it, so 4 cannot have the bye; 3 has it.
    let got = pair(&setup(2, e, &[(1, 2), (1, 3), (1, 5)]));
    assert_eq!(pairs(&got), (vec![(1, 4), (2, 5)], Some(3)));
    assert!(got.as_ref().map(|p| p.account.iter().any(|l| l.contains("not 4 (the others could not all be paired, 3.4.1)"))).unwrap_or(false));
}

#[test]
fn art_2_1_1_c1_no_team_meets_another_twice() {
    // Round 1 order would be 1-3, 2-4; 1 and 3 have met (or are kept apart): 1-4, 2-3.
    let e = vec![team(1, 0, &[]), team(2, 0, &[]), team(3, 0, &[]), team(4, 0, &[])];
    assert_eq!(pairs(&pair(&setup(1, e.clone(), &[]))).0, vec![(1, 3), (2, 4)]);
    assert_eq!(pairs(&pair(&setup(1, e, &[(1, 3)]))).0, vec![(1, 4), (2, 3)]);
}

#[test]
fn art_2_3_1_and_2_3_2_c4_c5_fewest_upfloaters_with_the_highest_scores() {
    // Team 1 alone on 3 MP: one upfloater, from the 2-point group (2, 3), the first by number.
    let e = || vec![team(1, 3, &[W, B]), team(2, 2, &[B, W]), team(3, 2, &[W, B]), team(4, 1, &[B, W])];
    assert_eq!(pairs(&pair(&setup(3, e(), &[]))).0, vec![(1, 2), (3, 4)]);
    assert_eq!(pairs(&pair(&setup(3, e(), &[(1, 2)]))).0, vec![(1, 3), (2, 4)]);
    // [C5] gives way to legality only: 1 has met both 2-point teams, so 4 comes up.
    assert_eq!(pairs(&pair(&setup(3, e(), &[(1, 2), (1, 3)]))).0, vec![(1, 4), (2, 3)]);
}

#[test]
fn art_2_2_c3_the_teams_left_must_still_pair() {
    // 1 alone on 3 MP; 2, 3, 4 on 2; 5 and 6 on 0. Team 5 has met 6, 3 and 4: it can only meet 2 (or 1).
    // Upfloater 2 would leave 5 nobody: 3 comes up. Then 2 and 4 cannot stay among themselves
    // (5 and 6 would be left, and they met): both bottom teams come up to them ([C4] 2).
    let e = vec![team(1, 3, &[W, B]), team(2, 2, &[B, W]), team(3, 2, &[W, B]), team(4, 2, &[B, W]), team(5, 0, &[W, B]), team(6, 0, &[B, W])];
    let got = pair(&setup(3, e, &[(5, 6), (5, 3), (5, 4)]));
    assert_eq!(pairs(&got).0, vec![(1, 3), (2, 5), (4, 6)]);
}

#[test]
fn art_2_3_3_c6_the_next_scoregroup_keeps_its_fewest_upfloaters() {
    // 1 alone on 3 MP; 2, 3, 4 on 2 (3 and 4 have met); 5, 6 on 0. Upfloater 2 would leave 3 and 4,
    // who cannot meet (2 more upfloaters); upfloater 3 leaves 2 and 4, who can: 3 comes up.
    let e = vec![team(1, 3, &[W, B]), team(2, 2, &[B, W]), team(3, 2, &[W, B]), team(4, 2, &[B, W]), team(5, 0, &[W, B]), team(6, 0, &[B, W])];
    let got = pair(&setup(3, e, &[(3, 4)]));
    assert_eq!(pairs(&got).0, vec![(1, 3), (2, 4), (5, 6)]);
}

#[test]
fn art_2_3_4_c7_not_the_team_that_floated_last_round_except_in_the_last_two() {
    let e = || {
        let mut e = vec![team(1, 3, &[W, B]), team(2, 2, &[B, W]), team(3, 2, &[W, B]), team(4, 0, &[B, W])];
        e[1].floated = true;
        e
    };
    // Round 3 of 9: 2 floated last round, so 3 comes up.
    assert_eq!(pairs(&pair(&setup(3, e(), &[]))).0, vec![(1, 3), (2, 4)]);
    // Round 8 of 9 is one of the last two: [C7] does not apply.
    assert_eq!(pairs(&pair(&setup(8, e(), &[]))).0, vec![(1, 2), (3, 4)]);
}

#[test]
fn art_2_3_5_c8_colour_preferences_before_the_identifier_order() {
    // 1 and 3 want White (Black twice), 2 and 4 want Black: 1-3 and 2-4 would fail two; 1-4, 2-3 fail none.
    let e = vec![team(1, 2, &[B, B]), team(2, 2, &[W, W]), team(3, 2, &[B, B]), team(4, 2, &[W, W])];
    let got = pair(&setup(3, e, &[]));
    assert_eq!(pairs(&got).0, vec![(1, 4), (2, 3)]);
    let mut matches = got.map(|p| p.matches).unwrap_or_default();
    matches.sort_unstable();
    assert_eq!(matches, vec![(1, 4), (3, 2)], "4.3.3: opposite preferences granted");
}

#[test]
fn art_2_3_6_c9_strong_preferences_type_b() {
    // Type B: 1 and 3 strongly want White (Black twice), 2 and 4 mildly (Black once). Every pairing fails
    // two preferences ([C8]); 1-3 would fail a strong one: 1-4, 2-3, the strong ones getting White (4.3.4).
    let e = vec![team(1, 2, &[B, B]), team(2, 2, &[B]), team(3, 2, &[B, B]), team(4, 2, &[B])];
    let mut s = setup(3, e, &[]);
    s.preferences = Preferences::TypeB;
    let got = pair(&s);
    assert_eq!(pairs(&got).0, vec![(1, 4), (2, 3)]);
    let mut matches = got.map(|p| p.matches).unwrap_or_default();
    matches.sort_unstable();
    assert_eq!(matches, vec![(1, 4), (3, 2)]);
}

#[test]
fn art_2_3_7_c10_an_upfloater_not_against_a_team_that_floated() {
    // 1, 2, 3 on 3 MP, upfloater 4 (on 2). 2 floated last round: 1-3, 2-4 would give the upfloater
    // a floater; 1-4, 2-3 does not.
    let e = || {
        let mut e = vec![team(1, 3, &[W, B]), team(2, 3, &[B, W]), team(3, 3, &[W, B]), team(4, 2, &[B, W]), team(5, 2, &[W, B]), team(6, 2, &[B, W])];
        e[1].floated = true;
        e
    };
    assert_eq!(pairs(&pair(&setup(3, e(), &[]))).0, vec![(1, 4), (2, 3), (5, 6)]);
    assert_eq!(pairs(&pair(&setup(8, e(), &[]))).0, vec![(1, 3), (2, 4), (5, 6)], "not in the last two rounds");
}

#[test]
fn art_3_6_the_first_pairing_in_identifier_order() {
    // Eight teams on one score, no history: top half against bottom half (1-5, 2-6, 3-7, 4-8).
    let e: Vec<Entrant> = (1..=8).map(|t| team(t, 0, &[])).collect();
    let got = pair(&setup(1, e.clone(), &[]));
    assert_eq!(pairs(&got).0, vec![(1, 5), (2, 6), (3, 7), (4, 8)]);
    // 4.3.1: odd first-teams get the initial colour (White), even ones Black.
    assert_eq!(got.map(|p| p.matches).unwrap_or_default(), vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
    // 4-8 met: the next identifiers change the last bottoms first: 1-5 2-6 3-8 4-7.
    assert_eq!(pairs(&pair(&setup(1, e, &[(4, 8)]))).0, vec![(1, 5), (2, 6), (3, 8), (4, 7)]);
}

#[test]
fn no_legal_pairing_is_said() {
    let e = vec![team(1, 0, &[W]), team(2, 0, &[B])];
    let got = pair(&setup(2, e, &[(1, 2)]));
    assert_eq!(
        got.map(|p| p.matches).map_err(|e| e.to_string()),
        Err("No legal pairing: the teams cannot all be paired without two of them meeting again.".into())
    );
}

#[test]
fn wishes_decide_only_between_equal_pairings() {
    let e = vec![team(1, 0, &[]), team(2, 0, &[]), team(3, 0, &[]), team(4, 0, &[])];
    let mut s = setup(1, e, &[]);
    s.wishes = vec![(1, 3)];
    assert_eq!(pairs(&pair(&s)).0, vec![(1, 4), (2, 3)]);
    // A wish never costs a colour: 1 and 2 want White, 3 and 4 Black, 2 and 3 have met. 1-3, 2-4 grants
    // every preference, 1-2, 3-4 none: the wish to keep 1 and 3 apart gives way.
    let e = vec![team(1, 2, &[B, B]), team(2, 2, &[B, B]), team(3, 2, &[W, W]), team(4, 2, &[W, W])];
    let mut s = setup(3, e, &[(2, 3)]);
    s.wishes = vec![(1, 3)];
    assert_eq!(pairs(&pair(&s)).0, vec![(1, 3), (2, 4)]);
    // 1 and 4 want White, 2 and 3 Black: 1-3, 2-4 and 1-2, 3-4 both grant every preference.
    let e = vec![team(1, 2, &[B, B]), team(2, 2, &[W, W]), team(3, 2, &[W, W]), team(4, 2, &[B, B])];
    let mut s = setup(3, e, &[]);
    s.wishes = vec![(1, 3)];
    assert_eq!(pairs(&pair(&s)).0, vec![(1, 2), (3, 4)], "two pairings grant every preference: the wish picks the one without 1-3");
}

/// Art. 3.6 checked against brute force: random one-scoregroup rounds (up to
/// ten teams, random colour histories, random past meetings and wishes,
/// Type A or B): the pairing is the first in identifier order among the
/// legal ones with the fewest [C8], then [C9] shortfalls, then unkept wishes.
#[test]
fn art_3_6_agrees_with_brute_force() {
    use clubscore_engine::chess::colour::preference;
    use clubscore_engine::chess::pairing::identifier;
    fn all_pairings(left: &[u32]) -> Vec<Vec<(u32, u32)>> {
        let Some((&first, rest)) = left.split_first() else { return vec![Vec::new()] };
        let mut out = Vec::new();
        for (i, &other) in rest.iter().enumerate() {
            let remaining: Vec<u32> = rest.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, &x)| x).collect();
            for mut tail in all_pairings(&remaining) {
                tail.push((first, other));
                out.push(tail);
            }
        }
        out
    }
    let mut sequence = clubscore_engine::sequence::Sequence(0x1234_5678_9abc_def1u64);
    let mut next = |below: u64| sequence.next(below);
    let mut checked = 0;
    for case in 0..600 {
        let n = 2 * (1 + next(5) as u32);
        let kind = if next(2) == 0 { Preferences::TypeA } else { Preferences::TypeB };
        let entrants: Vec<Entrant> = (1..=n)
            .map(|t| {
                let len = next(4) as usize;
                let history: Vec<Side> = (0..len).map(|_| if next(2) == 0 { W } else { B }).collect();
                team(t, 2, &history)
            })
            .collect();
        let mut met = Vec::new();
        let mut wishes = Vec::new();
        for a in 1..=n {
            for b in a + 1..=n {
                match next(10) {
                    0 | 1 => met.push((a, b)),
                    2 => wishes.push((a, b)),
                    _ => {}
                }
            }
        }
        let mut s = setup(5, entrants.clone(), &met);
        s.preferences = kind;
        s.wishes = wishes.clone();
        let prefs: Vec<_> = entrants.iter().map(|e| preference(&e.history, kind, false)).collect();
        let cost = |pairs: &[(u32, u32)]| -> [u32; 3] {
            let mut c = [0; 3];
            for &(a, b) in pairs {
                let (pa, pb) = (prefs[a as usize - 1], prefs[b as usize - 1]);
                let same = pa.colour.is_some() && pa.colour == pb.colour;
                c[0] += u32::from(same);
                c[1] += u32::from(kind == Preferences::TypeB && same && pa.strong && pb.strong);
                c[2] += u32::from(wishes.contains(&(a.min(b), a.max(b))));
            }
            c
        };
        let teams: Vec<u32> = (1..=n).collect();
        let best =
            all_pairings(&teams).into_iter().filter(|p| p.iter().all(|&(a, b)| !met.contains(&(a.min(b), a.max(b))))).min_by_key(|p| (cost(p), identifier(p)));
        let got = pair(&s);
        match best {
            None => assert!(got.is_err(), "case {case}: no legal pairing exists"),
            Some(want) => {
                let mut want: Vec<(u32, u32)> = want.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
                want.sort_unstable();
                assert_eq!(pairs(&got).0, want, "case {case}: {n} teams, {kind:?}, met {met:?}, wishes {wishes:?}");
                checked += 1;
            }
        }
    }
    assert!(checked > 400, "{checked} cases had a legal pairing");
}

/// The whole procedure against a plain, exhaustive reading of it on 1,500 random
/// small rounds (up to ten teams over up to four scores, random
/// meetings and floats, Type A): the bye by 3.4; for each bracket every
/// upfloater set of the smallest workable size compared by [C5], [C6] (the
/// next score's group can still pair with its fewest upfloaters, or not),
/// [C7] and then 3.5.4's order; every pairing of the bracket compared by
/// [C8], [C10] and then its identifier. No search, no shortcut.
#[test]
fn the_procedure_agrees_with_an_exhaustive_reading() {
    use clubscore_engine::chess::colour::preference;
    use clubscore_engine::chess::pairing::identifier;
    type Pairs = Vec<(u32, u32)>;
    fn pairings(left: &[u32], ok: &dyn Fn(u32, u32) -> bool) -> Vec<Pairs> {
        let Some((&first, rest)) = left.split_first() else { return vec![Vec::new()] };
        let mut out = Vec::new();
        for (i, &other) in rest.iter().enumerate() {
            if !ok(first, other) {
                continue;
            }
            let remaining: Vec<u32> = rest.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, &x)| x).collect();
            for mut tail in pairings(&remaining, ok) {
                tail.push((first, other));
                out.push(tail);
            }
        }
        out
    }
    fn subsets(items: &[u32], k: usize) -> Vec<Vec<u32>> {
        if k == 0 {
            return vec![Vec::new()];
        }
        let Some((&first, rest)) = items.split_first() else { return Vec::new() };
        let mut with: Vec<Vec<u32>> = subsets(rest, k - 1)
            .into_iter()
            .map(|mut s| {
                s.insert(0, first);
                s
            })
            .collect();
        with.extend(subsets(rest, k));
        with
    }
    let mut sequence = clubscore_engine::sequence::Sequence(0xFEED_BEEF_1234_5679);
    let mut next = |below: u64| sequence.next(below);
    let mut compared = 0;
    for case in 0..1500 {
        let n = 4 + next(7) as u32;
        let entrants: Vec<Entrant> = (1..=n)
            .map(|t| {
                let history: Vec<Side> = (0..2).map(|_| if next(2) == 0 { W } else { B }).collect();
                let mut e = team(t, next(4) as u32, &history);
                e.floated = next(3) == 0;
                e.no_bye = next(4) == 0;
                e
            })
            .collect();
        let mut met = Vec::new();
        for a in 1..=n {
            for b in a + 1..=n {
                if next(5) == 0 {
                    met.push((a, b));
                }
            }
        }
        let s = setup(3, entrants.clone(), &met);
        let score = |t: u32| entrants[t as usize - 1].primary;
        let may = |a: u32, b: u32| !met.contains(&(a.min(b), a.max(b)));
        let perfect = |set: &[u32]| set.len() % 2 == 0 && !pairings(set, &may).is_empty();
        let prefs: Vec<_> = entrants.iter().map(|e| preference(&e.history, Preferences::TypeA, false)).collect();
        // 3.4
        let mut all: Vec<u32> = (1..=n).collect();
        let mut bye = None;
        if n % 2 == 1 {
            let mut candidates: Vec<u32> = all.iter().copied().filter(|&t| !entrants[t as usize - 1].no_bye).collect();
            candidates.sort_by_key(|&t| (score(t), std::cmp::Reverse(entrants[t as usize - 1].played), std::cmp::Reverse(t)));
            bye = candidates.iter().copied().find(|&c| perfect(&all.iter().copied().filter(|&t| t != c).collect::<Vec<_>>()));
            let Some(b) = bye else {
                assert_eq!(pair(&s).map(|p| p.matches), Err(Unpairable::NoBye(candidates)), "case {case}: no team can take the bye");
                continue;
            };
            all.retain(|&t| t != b);
        } else if !perfect(&all) {
            assert_eq!(pair(&s).map(|p| p.matches), Err(Unpairable::Rematch), "case {case}");
            continue;
        }
        let legal = |residents: &[u32], ups: &[u32], left: &[u32]| {
            let bracket: Vec<u32> = residents.iter().chain(ups).copied().collect();
            let rest: Vec<u32> = left.iter().copied().filter(|t| !bracket.contains(t)).collect();
            perfect(&bracket) && perfect(&rest)
        };
        let mut left = all.clone();
        let mut want: Pairs = Vec::new();
        while !left.is_empty() {
            let top = left.iter().map(|&t| score(t)).max().unwrap_or(0);
            let residents: Vec<u32> = left.iter().copied().filter(|&t| score(t) == top).collect();
            let mut lower: Vec<u32> = left.iter().copied().filter(|&t| score(t) < top).collect();
            lower.sort_by_key(|&t| (std::cmp::Reverse(score(t)), t));
            // [C6]: what is left of the next score among this round's teams pairs with the fewest upfloaters its size allows.
            let next_score = entrants.iter().map(|e| e.primary).filter(|&x| x < top).max();
            let next_need = |set: &[u32]| -> usize {
                let Some(next) = next_score else { return 0 };
                let rest: Vec<u32> = left.iter().copied().filter(|t| !residents.contains(t) && !set.contains(t)).collect();
                let group: Vec<u32> = rest.iter().copied().filter(|&t| score(t) == next).collect();
                let below: Vec<u32> = rest.iter().copied().filter(|&t| score(t) < next).collect();
                let complies =
                    group.is_empty() || if group.len() % 2 == 0 { legal(&group, &[], &rest) } else { below.iter().any(|&u| legal(&group, &[u], &rest)) };
                usize::from(!complies)
            };
            let chosen = (0..=lower.len())
                .find_map(|k| {
                    let sets: Vec<Vec<u32>> = subsets(&lower, k).into_iter().filter(|u| legal(&residents, u, &left)).collect();
                    sets.into_iter().min_by_key(|u| {
                        let mut c5: Vec<i32> = u.iter().map(|&t| score(t)).collect();
                        c5.sort_unstable();
                        let c7 = u.iter().filter(|&&t| entrants[t as usize - 1].floated).count();
                        (c5.iter().map(|x| std::cmp::Reverse(*x)).collect::<Vec<_>>(), next_need(u), c7, u.clone())
                    })
                })
                .unwrap_or_default();
            let bracket: Vec<u32> = residents.iter().chain(&chosen).copied().collect();
            let best = pairings(&bracket, &may)
                .into_iter()
                .min_by_key(|p| {
                    let c8 = p
                        .iter()
                        .filter(|&&(a, b)| prefs[a as usize - 1].colour.is_some() && prefs[a as usize - 1].colour == prefs[b as usize - 1].colour)
                        .count();
                    let c10 = p
                        .iter()
                        .map(|&(a, b)| {
                            usize::from(chosen.contains(&a) && entrants[b as usize - 1].floated)
                                + usize::from(chosen.contains(&b) && entrants[a as usize - 1].floated)
                        })
                        .sum::<usize>();
                    (c8, c10, identifier(p))
                })
                .unwrap_or_default();
            want.extend(best.iter().map(|&(a, b)| (a.min(b), a.max(b))));
            left.retain(|t| !bracket.contains(t));
        }
        want.sort_unstable();
        assert_eq!(pairs(&pair(&s)), (want, bye), "case {case}: scores {:?}, met {met:?}", entrants.iter().map(|e| e.primary).collect::<Vec<_>>());
        compared += 1;
    }
    assert!(compared > 1000, "{compared} rounds compared");
}
