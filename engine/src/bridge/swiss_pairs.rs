//! A Swiss pairs event: pairs play a short match against one other pair each
//! round, every table on the same boards (a duplicated set per table), and
//! each round is paired from the standings after the one before
//! (`swiss::pair_round`: the leader against the highest-placed pair it has
//! not met). The higher-placed pair sits North–South. The boards are scored
//! across the whole field, so the running score is the pairs' percentage,
//! their IMPs against each board's datum (Butler), or each match's Butler
//! IMPs turned into victory points, as the scorer chose (`SwissScore`).
//!
//! A pair with the bye: match points, its percentage over the boards it
//! played; IMPs, 0 (the datum's average); VPs, `BYE_VP` as a Swiss teams.

use super::impairs::{score_boards_imps, ImpMethod};
use super::movement::{Kind, Movement, MovementError};
use super::pairs::Session;
use super::ranking::competition_ranks;
use super::setup::{MovementSpec, SwissScore};
use super::swiss::{pair_round, Odd, Pairing};
use super::swiss_teams::{entries, seat_first_round, PairingError};
use super::teams_results::BYE_VP;
use super::traveller::Travellers;
use crate::bridge::Event;
use crate::event::{Round, Sitting};

/// The first round of `spec.count` pairs: seeded (1 v n/2+1, ...) or drawn
/// by lot from `seed`, `spec.boards_per_round` boards a match.
pub(super) fn first_round(spec: &MovementSpec, seed: u64) -> Result<(Movement, Round), MovementError> {
    seat_first_round(spec, seed, round)
}

/// A round's tables: match i at table i, the first-named (higher-placed)
/// pair North–South, on the round's boards; the bye sits at no table.
fn round(number: u32, boards_per_round: u32, pairings: &[Pairing]) -> Round {
    let boards: Vec<u32> = ((number - 1) * boards_per_round + 1..=number * boards_per_round).collect();
    let mut sittings = Vec::new();
    for p in pairings {
        match *p {
            Pairing::Match(a, b) => {
                sittings.push(Sitting { table: sittings.len() as u32 + 1, home: a, away: Some(b), boards: boards.clone(), partners: Vec::new() })
            }
            Pairing::Bye(pair) => sittings.push(Sitting { table: 0, home: pair, away: None, boards: Vec::new(), partners: Vec::new() }),
            // Pairing uses byes: a three-way is never asked for.
            Pairing::ThreeWay(..) => {}
        }
    }
    // The bye, pushed last, does not take a table number from the matches.
    Round { number, sittings }
}

fn scoring(event: &Event) -> SwissScore {
    event.setup.map(|b| b.scoring.swiss).unwrap_or_default()
}

/// One pair's match in one round, scored against the field.
#[derive(Clone, Debug, PartialEq)]
pub struct PairMatch {
    pub round: u32,
    pub pair: u32,
    /// None: the bye.
    pub opponent: Option<u32>,
    /// The pair's IMPs against each board's datum, added over the match's scored boards.
    pub imps: f64,
    /// The match's boards with a result that scores.
    pub scored: usize,
    /// The VPs the match (or bye) is worth on the WBF scale for the round's boards.
    pub vps: f64,
}

/// Each line's IMPs against its board's datum (Butler), in the match points'
/// places: what a Swiss pairs in IMPs or VPs scores each board by.
pub fn board_imps(travellers: &Travellers) -> Vec<super::pairs::ScoredBoard> {
    let boards: Vec<super::pairs::Board> = travellers.boards.iter().map(|b| b.to_board()).collect();
    score_boards_imps(&boards, ImpMethod::Butler(None))
}

/// Every pair's match in every round, in the schedule's order.
pub fn matches(event: &Event, travellers: &Travellers) -> Vec<PairMatch> {
    let butler = board_imps(travellers);
    let per_round = event.setup.map(|b| b.movement.boards_per_round).unwrap_or(1);
    let scale = super::vp::Scale::wbf(per_round);
    let vps = |imps: f64| {
        // Butler IMPs are whole numbers; the margin is the pair's own total.
        let split = scale.split(imps.abs().round() as u32);
        if imps >= 0.0 {
            split.winner_f64()
        } else {
            split.loser_f64()
        }
    };
    let mut out = Vec::new();
    for r in &event.schedule.rounds {
        for s in &r.sittings {
            let Some(away) = s.away else {
                out.push(PairMatch { round: r.number, pair: s.home, opponent: None, imps: 0.0, scored: 0, vps: BYE_VP as f64 / 100.0 });
                continue;
            };
            let (mut ns, mut ew, mut scored) = (0.0, 0.0, 0);
            for board in butler.iter().filter(|b| s.boards.contains(&b.number)) {
                for res in board.results.iter().filter(|x| x.ns == s.home && x.ew == away) {
                    if let (Some(a), Some(b)) = (res.mp_ns, res.mp_ew) {
                        (ns, ew, scored) = (ns + a, ew + b, scored + 1);
                    }
                }
            }
            out.push(PairMatch { round: r.number, pair: s.home, opponent: Some(away), imps: ns, scored, vps: vps(ns) });
            out.push(PairMatch { round: r.number, pair: away, opponent: Some(s.home), imps: ew, scored, vps: vps(ew) });
        }
    }
    out
}

/// A pair's place in a Swiss pairs.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub pair: u32,
    pub rank: String,
    /// Rounds with a match (the bye not counted) and byes.
    pub played: u32,
    pub byes: u32,
    /// The running score: percentage, IMPs or VPs, as the event is scored.
    pub score: f64,
}

/// The standings: every pair with its running score, best first (ties
/// share a place; then by number), from its `matches` and `scored`, the
/// session as the pairs scoring makes it (its percentages are the
/// match-point score).
pub fn standings(event: &Event, all: &[PairMatch], scored: &Session) -> Vec<Standing> {
    let how = scoring(event);
    let mut rows: Vec<Standing> = event
        .participants
        .iter()
        .map(|p| {
            let mine: Vec<&PairMatch> = all.iter().filter(|m| m.pair == p.number).collect();
            let score = match how {
                SwissScore::MatchPoints => scored.standings.iter().find(|s| s.pair == p.number).map_or(0.0, |s| s.pct),
                SwissScore::Imps => mine.iter().map(|m| m.imps).sum(),
                SwissScore::Vps => mine.iter().map(|m| m.vps).sum(),
            };
            let byes = mine.iter().filter(|m| m.opponent.is_none()).count() as u32;
            Standing { pair: p.number, rank: String::new(), played: mine.len() as u32 - byes, byes, score }
        })
        .collect();
    // Rounded as shown, so pairs level to the hundredth share a place.
    let shown: Vec<f64> = rows.iter().map(|r| (r.score * 100.0).round() / 100.0).collect();
    for (row, rank) in rows.iter_mut().zip(competition_ranks(&shown)) {
        row.rank = rank;
    }
    crate::sorting::sort_by(&mut rows, |a, b| b.score.total_cmp(&a.score).then(a.pair.cmp(&b.pair)));
    rows
}

/// The standings as a pairs session's ranking, for the results page and
/// the files: `mp` holds the score (VPs or IMPs); a VP event's `max` is 20
/// a round and `pct` its share, an IMP event's both 0.
pub fn ranking(event: &Event, travellers: &Travellers, scored: &Session) -> Vec<super::pairs::Standing> {
    let vps = scoring(event) == SwissScore::Vps;
    let all = matches(event, travellers);
    standings(event, &all, scored)
        .into_iter()
        .map(|s| {
            let max = if vps { 20.0 * (s.played + s.byes) as f64 } else { 0.0 };
            let boards = all.iter().filter(|m| m.pair == s.pair).map(|m| m.scored).sum();
            super::pairs::Standing {
                pair: s.pair,
                direction: super::pairs::Direction::Both,
                boards,
                mp: s.score,
                max,
                pct: if max > 0.0 { 100.0 * s.score / max } else { 0.0 },
                rank: s.rank,
                factored: false,
            }
        })
        .collect()
}

/// The next round, paired from the standings after the last one (from the
/// session's travellers and their scoring, as the caller has them); true
/// when a repeat could not be avoided (every pairing meets a pair already met).
pub fn next_round(event: &Event, travellers: &Travellers, scored: &Session) -> Result<(Round, bool), PairingError> {
    if !event.setup.is_some_and(|b| b.movement.kind == Kind::SwissPairs) {
        return Err(PairingError::NotSwiss);
    }
    let per_round = event.setup.map(|b| b.movement.boards_per_round).unwrap_or(1);
    let Some(last) = event.schedule.rounds.last() else { return Err(PairingError::FirstRound) };
    // Every table of the last round has a result that scores on each of its boards.
    let scored_at = |b: u32, ns: u32, ew: u32| travellers.boards.iter().any(|t| t.number == b && t.results.iter().any(|r| r.ns == ns && r.ew == ew));
    let missing = last.sittings.iter().filter_map(|s| Some((s, s.away?))).map(|(s, ew)| s.boards.iter().filter(|&&b| !scored_at(b, s.home, ew)).count()).sum();
    if missing > 0 {
        return Err(PairingError::RoundIncomplete { round: last.number, missing });
    }
    let table = standings(event, &matches(event, travellers), scored);
    let score = |pair: u32| table.iter().find(|s| s.pair == pair).map_or(0.0, |s| s.score);
    let (pairings, repeat) = pair_round(&entries(event, score), Odd::Bye);
    Ok((round(last.number + 1, per_round, &pairings), repeat))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::board::Seat;
    use crate::bridge::session::{result_entry, set_up, BridgeSetup, ResultEntry, ScoringSpec};
    use crate::bridge::swiss_teams::unpair_last_round;
    use crate::event::{Format, Role};

    fn swiss(pairs: u32, how: SwissScore) -> Event {
        let mut e = Event::new("sp".into(), "Swiss pairs", Format::BridgeSwissPairs, "2026-11-30", 0).unwrap_or_else(|x| unreachable!("{x}"));
        let spec = MovementSpec::plain(Kind::SwissPairs, pairs, 2);
        set_up(&mut e, BridgeSetup { movement: spec, scoring: ScoringSpec { swiss: how, ..ScoringSpec::default() }, teams: None })
            .unwrap_or_else(|x| unreachable!("{x}"));
        e
    }

    /// Enters `score` for NS at every table of the last round, board by board.
    fn play(e: &mut Event, tricks: &dyn Fn(u32, u32) -> u8) {
        let Some(r) = e.schedule.rounds.last().cloned() else { return };
        for s in r.sittings {
            let Some(away) = s.away else { continue };
            for &b in &s.boards {
                let entry = ResultEntry::Played { contract: "3NT".into(), declarer: Some(Seat::N), tricks: tricks(s.table, b), lead: None };
                let le = result_entry(e, "desk", 1, Role::Scorer, b, s.home, away, entry, None);
                e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
            }
        }
    }

    fn next(e: &Event) -> Result<(Round, bool), PairingError> {
        let t = crate::bridge::session::travellers(e);
        next_round(e, &t, &crate::bridge::session::score_from(e, &t))
    }

    fn meetings(r: &Round) -> Vec<(u32, Option<u32>)> {
        r.sittings.iter().map(|s| (s.home, s.away)).collect()
    }

    #[test]
    fn round_one_seeded_or_drawn_with_the_bye() {
        let e = swiss(7, SwissScore::Vps);
        assert_eq!(e.participants.len(), 7);
        assert_eq!(e.participants[0].name, "Pair 1");
        assert_eq!(meetings(&e.schedule.rounds[0]), vec![(1, Some(4)), (2, Some(5)), (3, Some(6)), (7, None)]);
        assert_eq!(e.schedule.rounds[0].sittings[2], Sitting { table: 3, home: 3, away: Some(6), boards: vec![1, 2], partners: Vec::new() });
        assert_eq!(e.schedule.rounds[0].sittings[3].table, 0);
        // Drawn: the same draw from the same event, every pair once.
        let mut spec = e.setup.map(|b| b.movement).unwrap_or_else(|| unreachable!());
        spec.drawn = true;
        let (_, a) = first_round(&spec, 99).unwrap_or_else(|x| unreachable!("{x}"));
        let (_, b) = first_round(&spec, 99).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(a, b);
        let mut seen: Vec<u32> = a.sittings.iter().flat_map(|s| [Some(s.home), s.away]).flatten().collect();
        crate::sorting::sort(&mut seen);
        assert_eq!(seen, (1..=7).collect::<Vec<_>>());
        assert_eq!(
            first_round(&MovementSpec { count: 2, ..spec }, 1).err(),
            Some(MovementError::Tables { kind: "Swiss pairs", tables: 2, allowed: "3 pairs or more" })
        );
    }

    /// Four pairs, two boards a round, VPs. Round 1: 1 v 3 at table 1, 2 v 4
    /// at table 2; table 1 makes 3NT, table 2 goes one down. Board 1 (none
    /// vulnerable): +400 and -50, datum 175 rounded away from zero to 180;
    /// NS 1 +220 is 6 IMPs, NS 2 -230 is -6. Board 2 (NS vulnerable): +600
    /// and -100, datum 250; NS 1 +350 is 8, NS 2 -8. So pairs 1 and 4 have
    /// +14 IMPs, pairs 2 and 3 -14; on the WBF scale for 2 boards 14 IMPs is
    /// 10 + 10(1 - tau^(3·14/(15√2)))/(1 - tau^3) = 18.04 to 1.96.
    #[test]
    fn butler_imps_and_vps_by_hand() {
        let mut e = swiss(4, SwissScore::Vps);
        play(&mut e, &|table, _| if table == 1 { 9 } else { 8 });
        let t = crate::bridge::session::travellers(&e);
        let all = matches(&e, &t);
        let got: Vec<(u32, Option<u32>, f64, usize, f64)> = all.iter().map(|m| (m.pair, m.opponent, m.imps, m.scored, m.vps)).collect();
        assert_eq!(got, vec![(1, Some(3), 14.0, 2, 18.04), (3, Some(1), -14.0, 2, 1.96), (2, Some(4), -14.0, 2, 1.96), (4, Some(2), 14.0, 2, 18.04)]);
        let s = crate::bridge::session::score_from(&e, &t);
        let table = standings(&e, &matches(&e, &t), &s);
        let order: Vec<(u32, &str, f64, u32)> = table.iter().map(|s| (s.pair, s.rank.as_str(), s.score, s.played)).collect();
        assert_eq!(order, vec![(1, "1=", 18.04, 1), (4, "1=", 18.04, 1), (2, "3=", 1.96, 1), (3, "3=", 1.96, 1)]);
        // Round 2: the leaders 1 and 4 meet, 1 North–South; then 2 v 3? They have not met: yes.
        let Ok((r2, repeat)) = next(&e) else { return assert!(false, "round 2 pairs") };
        assert_eq!((meetings(&r2), repeat), (vec![(1, Some(4)), (2, Some(3))], false));
        assert_eq!(r2.sittings[1], Sitting { table: 2, home: 2, away: Some(3), boards: vec![3, 4], partners: Vec::new() });
        // The results page and the files rank by VPs, 20 a round.
        let ranked: Vec<(u32, f64, f64, f64)> = s.standings.iter().map(|r| (r.pair, r.mp, r.max, r.pct)).collect();
        assert_eq!(ranked[0], (1, 18.04, 20.0, 90.2));
        let page = crate::formats::html::results_page(
            "Swiss",
            "2026-11-30",
            &t,
            &s,
            &|_| String::new(),
            crate::formats::print::Print { score: SwissScore::Vps, ..Default::default() },
        );
        assert!(page.contains("<th>VP</th>") && page.contains("<td>18.04</td>"), "{page}");
        assert!(crate::bridge::ranking_text::ranking_text(&e).contains(" 18.04 VPs"));
        // In IMPs the order is the same; in match points 1 and 4 have 100 %.
        let mut imps = e.clone();
        imps.setup.as_mut().map(|b| b.scoring.swiss = SwissScore::Imps);
        assert_eq!(
            standings(&imps, &matches(&imps, &t), &s).iter().map(|s| (s.pair, s.score)).collect::<Vec<_>>(),
            vec![(1, 14.0), (4, 14.0), (2, -14.0), (3, -14.0)]
        );
        let mut mp = e.clone();
        mp.setup.as_mut().map(|b| b.scoring.swiss = SwissScore::MatchPoints);
        let s = crate::bridge::session::score_from(&mp, &t);
        assert_eq!(
            standings(&mp, &matches(&mp, &t), &s).iter().map(|s| (s.pair, s.score)).collect::<Vec<_>>(),
            vec![(1, 100.0), (4, 100.0), (2, 0.0), (3, 0.0)]
        );
    }

    /// The files of a Swiss pairs in IMPs or VPs (the hand-scored round
    /// above): the travellers CSV and PBN carry each line's Butler IMPs
    /// (6, -6 on board 1; 8, -8 on board 2), the ranking CSV, PBN and
    /// USEBIO the pairs' IMPs (14, -14) or VPs (18.04, 1.96); the PBN and
    /// USEBIO read back as Butler pairs whose totals are the event's IMPs.
    #[test]
    fn its_files_carry_imps_and_vps() {
        use crate::formats::files::bridge;
        for how in [SwissScore::Imps, SwissScore::Vps] {
            let mut e = swiss(4, how);
            play(&mut e, &|table, _| if table == 1 { 9 } else { 8 });
            let file = |i: usize| bridge(&e, i, &[]).map(|f| f.text).unwrap_or_default();
            let travellers = file(2);
            assert!(
                travellers.starts_with(
                    "board,ns_pair,ew_pair,contract,declarer,tricks,score_ns,imps_ns,imps_ew\n1,1,3,3NT,N,9,400,6.00,-6.00\n1,2,4,3NT,N,8,-50,-6.00,6.00\n"
                ),
                "{travellers}"
            );
            let ranking = file(1);
            let (head, first) = match how {
                SwissScore::Imps => ("rank,pair,direction,names,boards,imps,max,pct,factored", "1=,1,,Pair 1,2,14.00,,,"),
                _ => ("rank,pair,direction,names,boards,vps,max,pct,factored", "1=,1,,Pair 1,2,18.04,20.00,90.20,"),
            };
            assert_eq!(ranking.lines().take(2).collect::<Vec<_>>(), [head, first], "{ranking}");
            let pbn = file(3);
            assert!(pbn.contains("[Scoring \"IMP;Butler\"]") && pbn.contains("IMP_NS\\4R;IMP_EW\\4R") && pbn.contains("\"400\" - 6 -6\n"), "{pbn}");
            let total = if how == SwissScore::Imps {
                "Direction\\4L;TotalScoreIMP\\6R;NrBoards\\2R\"]\n1= 1 \"-\" 14 2\n"
            } else {
                "Direction\\4L;TotalScoreVP\\6R;TotalPercentage\\6R;NrBoards\\2R\"]\n1= 1 \"-\" 18.04 90.20 2\n"
            };
            assert!(pbn.contains(total), "{pbn}");
            let usebio = file(4);
            let method = if how == SwissScore::Imps { "IMPS" } else { "VPS" };
            assert!(
                usebio.contains(&format!("<EVENT EVENT_TYPE=\"SWISS_PAIRS\">"))
                    && usebio
                        .contains(&format!("<BOARD_SCORING_METHOD>BUTLER</BOARD_SCORING_METHOD>\n    <MATCH_SCORING_METHOD>{method}</MATCH_SCORING_METHOD>")),
                "{usebio}"
            );
            assert!(!usebio.contains("MATCH_POINTS>"), "no match points on a Swiss pairs' lines");
            for text in [pbn, usebio] {
                let back = crate::formats::session_file::read(text.as_bytes()).unwrap_or_default();
                assert!(matches!(back.imps, Some((_, crate::bridge::impairs::ImpMethod::Butler(None)))), "{text}");
                let boards: Vec<_> = back.boards.iter().map(|b| b.to_board()).collect();
                let (_, totals) = crate::bridge::impairs::score_session_imps(&boards, ImpMethod::Butler(None), back.field(None).field);
                let mut got: Vec<(u32, f64)> = totals.iter().map(|s| (s.pair, s.mp)).collect();
                crate::sorting::sort_by_key(&mut got, |x| x.0);
                assert_eq!(got, vec![(1, 14.0), (2, -14.0), (3, -14.0), (4, 14.0)], "{text}");
                // The totals it prints (IMPs, where it ranks on them) are the ones it reads back to.
                assert_eq!(back.totals.iter().filter(|t| t.imps.is_some()).count(), if how == SwissScore::Imps { 4 } else { 0 }, "{text}");
                assert_eq!(crate::bridge::import::imp_differences(&back, ImpMethod::Butler(None), back.field(None).field), Vec::<String>::new());
            }
        }
    }

    /// Twelve pairs can play eleven rounds without a repeat: the pairing
    /// backs up rather than force one, every round. The twelfth must repeat,
    /// and says so.
    #[test]
    fn a_repeat_only_when_it_cannot_be_avoided() {
        let mut e = swiss(12, SwissScore::Vps);
        for r in 1..=11u32 {
            play(&mut e, &|t, b| 7 + ((t * 5 + b * 3 + r) % 6) as u8);
            let Ok((next, repeat)) = next(&e) else { return assert!(false, "round {} pairs", r + 1) };
            assert_eq!(repeat, r == 11, "round {}", r + 1);
            if r < 11 {
                e.schedule.rounds.push(next);
            }
        }
        let mut met = std::collections::BTreeSet::new();
        for s in e.schedule.rounds.iter().flat_map(|r| &r.sittings) {
            let a = s.away.unwrap_or(0);
            assert!(met.insert((s.home.min(a), s.home.max(a))), "{} and {a} meet twice", s.home);
        }
        assert_eq!(met.len(), 66, "every two of the twelve met once");
    }

    /// Seven pairs over four rounds: nobody meets twice, the bye goes to a
    /// different pair each round (the lowest placed without one), the bye is
    /// worth 12 VPs, and a round is paired only when the one before is
    /// complete and taken back only while it is empty.
    #[test]
    fn seven_pairs_four_rounds() {
        let mut e = swiss(7, SwissScore::Vps);
        // Not before round 1 is complete: 3 tables x 2 boards.
        assert_eq!(next(&e), Err(PairingError::RoundIncomplete { round: 1, missing: 6 }));
        for r in 1..=4 {
            // Table 1 makes, the others go down: an order forms.
            play(&mut e, &|table, b| if (table + b + r) % 3 == 0 { 9 } else { 8 });
            if r == 4 {
                break;
            }
            let Ok((next, repeat)) = next(&e) else { return assert!(false, "round {} pairs", r + 1) };
            assert!(!repeat);
            e.schedule.rounds.push(next);
        }
        let mut met = std::collections::BTreeSet::new();
        let mut byes = Vec::new();
        for r in &e.schedule.rounds {
            for s in &r.sittings {
                match s.away {
                    Some(a) => assert!(met.insert((s.home.min(a), s.home.max(a))), "{} and {a} meet again", s.home),
                    None => byes.push(s.home),
                }
            }
        }
        crate::sorting::sort(&mut byes);
        byes.dedup();
        assert_eq!(byes.len(), 4, "four different pairs had the bye");
        let t = crate::bridge::session::travellers(&e);
        let s = crate::bridge::session::score_from(&e, &t);
        let table = standings(&e, &matches(&e, &t), &s);
        let all = matches(&e, &t);
        for row in &table {
            let sum: f64 = all.iter().filter(|m| m.pair == row.pair).map(|m| m.vps).sum();
            assert!((row.score - sum).abs() < 1e-9);
            assert_eq!(row.played + row.byes, 4);
        }
        assert!(all.iter().filter(|m| m.opponent.is_none()).all(|m| m.vps == 12.0));
        // Taken back while empty, refused once a result is in.
        let Ok((r5, repeat)) = next(&e) else { return assert!(false) };
        // Seated with a note in the log: the audit trail says who met whom.
        let said = crate::bridge::swiss_teams::seat_round(&mut e, r5.clone(), repeat, "desk", 2).unwrap_or_else(|x| unreachable!("{x}"));
        let pairs: Vec<String> = r5
            .sittings
            .iter()
            .map(|s| match s.away {
                Some(a) => format!("{} v {a}", s.home),
                None => format!("{} has the bye", s.home),
            })
            .collect();
        assert_eq!(said, format!("Round 5 paired: {}.", pairs.join(", ")));
        assert!(matches!(&e.log.last().map(|l| &l.action), Some(crate::bridge::Action::Note { text }) if *text == said));
        let mut copy = e.clone();
        assert_eq!(unpair_last_round(&mut copy, "desk", 2), Ok(5));
        play(&mut e, &|_, _| 9);
        assert_eq!(unpair_last_round(&mut e, "desk", 2), Err(PairingError::RoundStarted(5)));
    }
}
