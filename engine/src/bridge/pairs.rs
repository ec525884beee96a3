//! A pairs session: every board match-pointed, then each pair's total, its
//! maximum, its percentage and its place, per direction or in one field.

use super::matchpoints::{score_board, Different, MpScale, Outcome};
use super::ranking::competition_ranks;
use serde::Serialize;

/// One table's result on a board: the pairs by number, and what they got.
#[derive(Clone, Debug, PartialEq)]
pub struct TableResult {
    pub ns: u32,
    pub ew: u32,
    pub outcome: Outcome,
    /// On a fouled board, which version of the deal this table played: each
    /// group is scored on its own and scaled to the full top. 0 otherwise.
    pub group: u8,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    pub number: u32,
    pub results: Vec<TableResult>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    pub scale: MpScale,
    pub different: Different,
    pub field: Field,
    pub averages: Averages,
    /// Each board's match points rounded to these decimals before they are added up (`ScoringSpec::board_places`).
    pub board_places: Option<u8>,
}

impl Default for Options {
    fn default() -> Self {
        Options { scale: MpScale::Wbf, different: Different::Neuberg, field: Field::Auto, averages: Averages::Fixed, board_places: None }
    }
}

/// What an artificial adjusted score is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Averages {
    /// Exactly the percentage given (Average+ 60, Average 50, Average- 40).
    Fixed,
    /// Average+ is 60 % or the pair's percentage on its other boards if
    /// higher; Average- is 40 % or that percentage if lower (EBU).
    SessionIfBetter,
}

impl<'de> serde::Deserialize<'de> for Averages {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Averages, D::Error> {
        crate::code::read(d, &["fixed", "session_if_better"], |i| [Averages::Fixed, Averages::SessionIfBetter].get(i).copied())
    }
}

/// Who is ranked against whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Field {
    /// One field if any pair number sat both ways, else NS and EW apart.
    Auto,
    /// NS and EW ranked apart; NS pair 1 and EW pair 1 are different pairs (a Mitchell).
    TwoWinners,
    /// One field: a pair is its number, whichever way it sat.
    OneWinner,
}

impl<'de> serde::Deserialize<'de> for Field {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Field, D::Error> {
        crate::code::read(d, &["auto", "two_winners", "one_winner"], |i| [Field::Auto, Field::TwoWinners, Field::OneWinner].get(i).copied())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum Direction {
    #[serde(rename = "NS")]
    NS,
    #[serde(rename = "EW")]
    EW,
    /// A pair that sat both ways (Howell): ranked in one field.
    #[serde(rename = "both")]
    Both,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ScoredResult {
    pub ns: u32,
    pub ew: u32,
    pub outcome: Outcome,
    /// `None` when the board was not played at this table.
    pub mp_ns: Option<f64>,
    pub mp_ew: Option<f64>,
    pub pct_ns: Option<f64>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ScoredBoard {
    pub number: u32,
    pub top: f64,
    pub results: Vec<ScoredResult>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub pair: u32,
    pub direction: Direction,
    pub boards: usize,
    pub mp: f64,
    pub max: f64,
    pub pct: f64,
    pub rank: String,
    /// The pair missed boards and its total is factored to the session's
    /// (ACBL): mp and max are scaled, and every printout marks it.
    pub factored: bool,
}

/// SC 2.5's check: on real scores, each side's match points add up to half of
/// the tables times the top, board by board and so for the session.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Check {
    pub ns: f64,
    pub ew: f64,
    pub each_side: f64,
}

impl Check {
    pub fn adds_up(&self) -> bool {
        let tol = 1e-6 * self.each_side.max(1.0);
        (self.ns - self.each_side).abs() <= tol && (self.ew - self.each_side).abs() <= tol
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    pub boards: Vec<ScoredBoard>,
    /// Per direction (NS first, then EW) or one field, each by place.
    pub standings: Vec<Standing>,
    pub check: Check,
}

/// The Neuberg N of a session: the number of results (real and artificial)
/// on its fullest board.
pub fn fullest(boards: &[Board]) -> usize {
    boards.iter().map(|b| b.results.iter().filter(|r| !matches!(r.outcome, Outcome::NotPlayed)).count()).max().unwrap_or(0)
}

/// Scores a whole session. The Neuberg N is the number of results on the
/// session's fullest board (real and artificial).
pub fn score_session(boards: &[Board], options: Options) -> Session {
    score_session_by_board(boards, options).0
}

/// The same, with each board's part of SC 2.5's check: what the app keeps
/// to score one board again when a result is entered ([`super::scored`]).
pub fn score_session_by_board(boards: &[Board], options: Options) -> (Session, Vec<Check>) {
    let full = fullest(boards);
    let (mut scored, mut checks) = (Vec::new(), Vec::new());
    for b in boards {
        let (board, check) = score_one(b, options, full);
        scored.push(board);
        checks.push(check);
    }
    let scored = match options.averages {
        Averages::Fixed => scored,
        Averages::SessionIfBetter => session_linked_averages(scored, options.field),
    };
    (Session { standings: ranked(&scored, options), boards: scored, check: added(&checks) }, checks)
}

/// One board scored on the session's Neuberg N (`full`), with its part of
/// the check. A fouled board is scored group by group, each on the full top.
pub fn score_one(b: &Board, options: Options, full: usize) -> (ScoredBoard, Check) {
    let mut check = Check { ns: 0.0, ew: 0.0, each_side: 0.0 };
    let mut groups: Vec<u8> = b.results.iter().map(|r| r.group).collect();
    crate::sorting::sort(&mut groups);
    groups.dedup();
    let mut mps = vec![None; b.results.len()];
    let mut top = 0.0;
    for g in groups {
        let outcomes: Vec<Outcome> = b.results.iter().map(|r| if r.group == g { r.outcome.clone() } else { Outcome::NotPlayed }).collect();
        let scored = score_board(&outcomes, options.scale, options.different, full);
        check.each_side += scored.compared as f64 * scored.top / 2.0;
        top = scored.top;
        for (k, m) in scored.mps.into_iter().enumerate() {
            if b.results[k].group == g {
                mps[k] = m;
            }
        }
    }
    // The check adds the match points as worked out; the totals as the program rounds them.
    let rounded = |x: f64| options.board_places.map_or(x, |p| crate::text::round_to(x, p as usize));
    let results = b
        .results
        .iter()
        .zip(&mps)
        .map(|(r, m)| {
            if let (Outcome::Score(_) | Outcome::Weighted(_), Some((ns, ew))) = (&r.outcome, m) {
                check.ns += ns;
                check.ew += ew;
            }
            let m = m.map(|(ns, ew)| (rounded(ns), rounded(ew)));
            ScoredResult {
                ns: r.ns,
                ew: r.ew,
                outcome: r.outcome.clone(),
                mp_ns: m.map(|x| x.0),
                mp_ew: m.map(|x| x.1),
                pct_ns: m.map(|x| if top > 0.0 { 100.0 * x.0 / top } else { 50.0 }),
            }
        })
        .collect();
    (ScoredBoard { number: b.number, top, results }, check)
}

/// The session's check: the boards' parts added, board by board.
pub fn added(checks: &[Check]) -> Check {
    checks.iter().fold(Check { ns: 0.0, ew: 0.0, each_side: 0.0 }, |a, c| Check { ns: a.ns + c.ns, ew: a.ew + c.ew, each_side: a.each_side + c.each_side })
}

/// The standings of a session scored in match points: each pair's total
/// over its boards, placed on its percentage (ACBL: factored to the full session).
pub fn ranked(boards: &[ScoredBoard], options: Options) -> Vec<Standing> {
    let mut table = standings(boards, options.field, RankBy::Percentage);
    if options.scale == MpScale::Acbl {
        factor_to_full(&mut table, RankBy::Percentage);
    }
    table
}

/// Re-values each artificial score from its pairs' percentages on their other boards.
fn session_linked_averages(mut boards: Vec<ScoredBoard>, field: Field) -> Vec<ScoredBoard> {
    let mut real = boards.clone();
    for b in &mut real {
        for r in &mut b.results {
            if matches!(r.outcome, Outcome::Artificial { .. }) {
                (r.mp_ns, r.mp_ew) = (None, None);
            }
        }
    }
    let table = standings(&real, field, RankBy::Percentage);
    let pct_of = |pair: u32, side: Direction| table.iter().find(|s| s.pair == pair && (s.direction == side || s.direction == Direction::Both)).map(|s| s.pct);
    let adjust = |given: f64, session: Option<f64>| match session {
        Some(p) if given > 50.0 => given.max(p),
        Some(p) if given < 50.0 => given.min(p),
        _ => given,
    };
    for b in &mut boards {
        for r in &mut b.results {
            if let Outcome::Artificial { ns, ew } = r.outcome {
                let (ns, ew) = (adjust(ns, pct_of(r.ns, Direction::NS)), adjust(ew, pct_of(r.ew, Direction::EW)));
                r.mp_ns = Some(b.top * ns / 100.0);
                r.mp_ew = Some(b.top * ew / 100.0);
                r.pct_ns = Some(ns);
            }
        }
    }
    boards
}

/// What places are decided on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RankBy {
    /// Match points as a share of the maximum.
    Percentage,
    /// The total itself (IMPs).
    Total,
    /// The total over the boards played, which the standing then holds (IMPs per board).
    PerBoard,
}

/// Each pair's boards, total and maximum, and its place, from scored boards
/// (their `mp_*` may hold match points or IMPs).
pub(crate) fn standings(boards: &[ScoredBoard], field: Field, rank_by: RankBy) -> Vec<Standing> {
    use std::collections::BTreeMap;
    // (pair, sat NS) -> (boards, mp, max)
    let mut tally: BTreeMap<(u32, bool), (usize, f64, f64)> = BTreeMap::new();
    for b in boards {
        for r in &b.results {
            if let (Some(ns), Some(ew)) = (r.mp_ns, r.mp_ew) {
                for (pair, is_ns, mp) in [(r.ns, true, ns), (r.ew, false, ew)] {
                    let t = tally.entry((pair, is_ns)).or_insert((0, 0.0, 0.0));
                    *t = (t.0 + 1, t.1 + mp, t.2 + b.top);
                }
            }
        }
    }
    let sat_ns: std::collections::BTreeSet<u32> = crate::sorting::tree(tally.keys().filter(|k| k.1).map(|k| k.0));
    let sat_ew: std::collections::BTreeSet<u32> = crate::sorting::tree(tally.keys().filter(|k| !k.1).map(|k| k.0));
    // Pairs that sat both ways make one field (Howell); otherwise two winners.
    let one_field = match field {
        Field::Auto => sat_ns.intersection(&sat_ew).next().is_some(),
        Field::TwoWinners => false,
        Field::OneWinner => true,
    };
    let mut rows: Vec<Standing> = Vec::new();
    if one_field {
        let mut merged: BTreeMap<u32, (usize, f64, f64)> = BTreeMap::new();
        for ((pair, _), (n, mp, max)) in tally {
            let t = merged.entry(pair).or_insert((0, 0.0, 0.0));
            *t = (t.0 + n, t.1 + mp, t.2 + max);
        }
        rows.extend(merged.into_iter().map(|(pair, (boards, mp, max))| standing(pair, Direction::Both, boards, mp, max)));
    } else {
        rows.extend(
            tally.into_iter().map(|((pair, is_ns), (boards, mp, max))| standing(pair, if is_ns { Direction::NS } else { Direction::EW }, boards, mp, max)),
        );
    }
    if rank_by == RankBy::PerBoard {
        rows.iter_mut().filter(|r| r.boards > 0).for_each(|r| r.mp /= r.boards as f64);
    }
    place(&mut rows, rank_by);
    rows
}

/// ACBL: a pair that played fewer boards than the session's most (anyone's,
/// in either direction: a Mitchell whose East–West pairs each sat out a
/// round is factored to the North–South pairs' 26 boards, not to its own
/// direction's 24) has its total factored to that number (total × boards in
/// the session / boards played, printed to 2 decimals), and its percentage is
/// taken from the printed total, as ACBLscore prints it; averaged cross-IMPs
/// likewise (`rank_by` Total), marked factored.
pub(crate) fn factor_to_full(rows: &mut [Standing], rank_by: RankBy) {
    let full = rows.iter().map(|r| r.boards).max().unwrap_or(0);
    for r in rows.iter_mut().filter(|r| r.boards > 0 && r.boards < full) {
        let by = full as f64 / r.boards as f64;
        // IMPs are factored from the total to the hundredth, as Pianola prints it: −1.29 × 24/16 = −1.94.
        let total = if rank_by == RankBy::Total { crate::text::round_to(r.mp, 2) } else { r.mp };
        r.mp = crate::text::round_to(total * by, 2);
        // Multiplied before it is divided: 220 × 24 / 22 is 240 exactly (220 × (24/22) is 239.99999999999997).
        r.max = r.max * full as f64 / r.boards as f64;
        r.pct = if r.max > 0.0 { 100.0 * r.mp / r.max } else { 50.0 };
        r.factored = true;
    }
    place(rows, rank_by);
}

/// Places within each field, and the rows in order of places.
fn place(rows: &mut [Standing], rank_by: RankBy) {
    for direction in [Direction::NS, Direction::EW, Direction::Both] {
        let idx: Vec<usize> = (0..rows.len()).filter(|&i| rows[i].direction == direction).collect();
        let key = |r: &Standing| if rank_by == RankBy::Percentage { r.pct } else { r.mp };
        let pcts: Vec<f64> = idx.iter().map(|&i| key(&rows[i])).collect();
        for (k, place) in idx.iter().zip(competition_ranks(&pcts)) {
            rows[*k].rank = place;
        }
    }
    crate::sorting::sort_by(rows, |a, b| {
        let key = |r: &Standing| if rank_by == RankBy::Percentage { r.pct } else { r.mp };
        a.direction.cmp(&b.direction).then(key(b).total_cmp(&key(a))).then(a.pair.cmp(&b.pair))
    });
}

fn standing(pair: u32, direction: Direction, boards: usize, mp: f64, max: f64) -> Standing {
    let pct = if max > 0.0 { 100.0 * mp / max } else { 50.0 };
    Standing { pair, direction, boards, mp, max, pct, rank: String::new(), factored: false }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(ns: u32, ew: u32, score: i32) -> TableResult {
        TableResult { ns, ew, outcome: Outcome::Score(score), group: 0 }
    }

    /// ACBL: NS 1 sat out board 3, so its 2 of 4 on two boards is factored
    /// to three (2 × 3/2 = 3.00 of 6, 50 %), marked; board 3 is scored on
    /// two results, Neuberg to three: NS 3 (1 + ½) × 3/2 − ½ = 1.75.
    #[test]
    fn acbl_factors_the_total_of_a_pair_that_missed_boards() {
        let boards = vec![
            Board { number: 1, results: vec![r(1, 1, 420), r(2, 2, 400), r(3, 3, 450)] },
            Board { number: 2, results: vec![r(1, 2, -50), r(2, 3, -100), r(3, 1, 110)] },
            Board { number: 3, results: vec![r(2, 1, 100), r(3, 2, 140)] },
        ];
        let s = score_session(&boards, Options { scale: MpScale::Acbl, field: Field::TwoWinners, ..Options::default() });
        let ns = |p: u32| s.standings.iter().find(|x| x.pair == p && x.direction == Direction::NS).cloned();
        let Some(one) = ns(1) else { return assert!(false) };
        assert_eq!((one.boards, one.mp, one.max, one.pct, one.factored), (2, 3.0, 6.0, 50.0, true));
        let Some(three) = ns(3) else { return assert!(false) };
        assert_eq!((three.mp, three.max, three.factored, three.rank.as_str()), (5.75, 6.0, false, "1"));
        // WBF scoring leaves totals as played.
        let wbf = score_session(&boards, Options { scale: MpScale::Wbf, field: Field::TwoWinners, ..Options::default() });
        assert!(wbf.standings.iter().all(|x| !x.factored));
    }

    /// A factor that does not come out even: 7 of 12 boards' points × 13/12
    /// = 7.5833… prints 7.58, and the percentage is from the printed total.
    #[test]
    fn a_factored_total_is_printed_to_two_places_and_the_percentage_follows() {
        let mut rows = vec![standing(1, Direction::NS, 13, 13.0, 26.0), standing(2, Direction::NS, 12, 7.0, 24.0)];
        factor_to_full(&mut rows, RankBy::Percentage);
        let two = rows.iter().find(|r| r.pair == 2).cloned().unwrap_or_else(|| standing(0, Direction::NS, 0, 0.0, 0.0));
        assert_eq!((two.mp, two.max, two.factored), (7.58, 26.0, true));
        assert_eq!(crate::text::fixed(two.pct, 2), "29.15");
    }

    /// A Mitchell whose East–West pairs played 24 boards and North–South
    /// 26: an East–West total of 163.5 is factored to the session's 26
    /// boards, 177.13 as ACBLscore prints it (it printed 163.5 before); its
    /// percentage and place do not move.
    #[test]
    fn acbl_factors_to_the_sessions_most_boards_not_the_directions() {
        let mut rows =
            vec![standing(1, Direction::NS, 26, 170.0, 312.0), standing(1, Direction::EW, 24, 163.5, 288.0), standing(2, Direction::EW, 24, 120.0, 288.0)];
        let before = rows[1].pct;
        factor_to_full(&mut rows, RankBy::Percentage);
        let ew1 = rows.iter().find(|r| (r.pair, r.direction) == (1, Direction::EW)).cloned().unwrap_or_else(|| standing(0, Direction::NS, 0, 0.0, 0.0));
        assert_eq!((ew1.mp, ew1.max, ew1.factored, ew1.rank.as_str()), (177.13, 312.0, true, "1"));
        assert!((ew1.pct - before).abs() < 0.01, "{} and {before}", ew1.pct);
        assert!(!rows.iter().find(|r| r.direction == Direction::NS).is_some_and(|r| r.factored), "NS played the session's most");
    }

    /// The seed's boards 1-4 (SC 2.2-2.3) as a four-table Mitchell.
    fn seed_boards() -> Vec<Board> {
        vec![
            Board { number: 1, results: vec![r(1, 1, 400), r(2, 2, 430), r(3, 3, 150), r(4, 4, -50)] },
            Board { number: 2, results: vec![r(1, 1, -110), r(2, 2, -140), r(3, 3, -140), r(4, 4, -120)] },
            Board { number: 3, results: vec![r(1, 1, 50), r(2, 2, -90), r(3, 3, -90), r(4, 4, -90)] },
            Board { number: 4, results: vec![r(1, 1, 90), r(2, 2, 0), r(3, 3, -50), r(4, 4, -50)] },
        ]
    }

    #[test]
    fn totals_percentages_and_places_per_direction() {
        // Pairs 1-4 sit NS and 1-4 EW... in a Mitchell the numbers repeat, so
        // give EW pairs 11-14 to keep two fields.
        let mut boards = seed_boards();
        for b in &mut boards {
            for t in &mut b.results {
                t.ew += 10;
            }
        }
        let s = score_session(&boards, Options::default());
        let ns: Vec<(u32, f64, f64, &str)> =
            s.standings.iter().filter(|x| x.direction == Direction::NS).map(|x| (x.pair, x.mp, x.max, x.rank.as_str())).collect();
        // NS 1: 4+6+6+6 = 22; NS 2: 6+1+2+4 = 13; NS 3: 2+1+2+1 = 6; NS 4: 0+4+2+1 = 7.
        assert_eq!(ns, vec![(1, 22.0, 24.0, "1"), (2, 13.0, 24.0, "2"), (4, 7.0, 24.0, "3"), (3, 6.0, 24.0, "4")]);
        let ew: Vec<(u32, f64)> = s.standings.iter().filter(|x| x.direction == Direction::EW).map(|x| (x.pair, x.mp)).collect();
        assert_eq!(ew, vec![(13, 18.0), (14, 17.0), (12, 11.0), (11, 2.0)]);
        assert!((s.standings[0].pct - 100.0 * 22.0 / 24.0).abs() < 1e-12);
        // SC 2.5: each side shares half of 4 tables x top 6 x 4 boards = 48.
        assert_eq!(s.check, Check { ns: 48.0, ew: 48.0, each_side: 48.0 });
        assert!(s.check.adds_up());
    }

    /// SC 2.5's worked figures: 4 tables, 18 boards, top 6: 108 is 100 %.
    #[test]
    fn seed_percentages() {
        for (mp, pct) in [(58.0, 53.70), (64.0, 59.26), (40.0, 37.04), (54.0, 50.00)] {
            let s = standing(1, Direction::NS, 18, mp, 108.0);
            assert_eq!((s.pct * 100.0).round() / 100.0, pct);
        }
    }

    #[test]
    fn a_howell_is_one_field_and_ties_are_shared() {
        // Three pairs, each sitting both ways over three boards.
        let boards = vec![
            Board { number: 1, results: vec![r(1, 2, 100), r(3, 1, 100)] },
            Board { number: 2, results: vec![r(2, 3, 50), r(1, 2, -50)] },
            Board { number: 3, results: vec![r(3, 1, 0), r(2, 3, 0)] },
        ];
        let s = score_session(&boards, Options::default());
        assert!(s.standings.iter().all(|x| x.direction == Direction::Both));
        let rows: Vec<(u32, usize, f64, &str)> = s.standings.iter().map(|x| (x.pair, x.boards, x.mp, x.rank.as_str())).collect();
        // Pair 1: b1 NS 1, b1 EW 1, b2 NS 0, b3 EW 1 = 3 of 8; pair 2: b1 EW 1, b2 NS 2, b2 EW 2, b3 NS 1 = 6 of 8;
        // pair 3: b1 NS 1, b2 EW 0, b3 NS 1, b3 EW 1 = 3 of 8.
        assert_eq!(rows, vec![(2, 4, 6.0, "1"), (1, 4, 3.0, "2="), (3, 4, 3.0, "2=")]);
        assert!(s.check.adds_up());
    }

    #[test]
    fn averages_linked_to_the_session() {
        // Board 3: NS 1 v EW 11 given A+ to NS and A- to EW. On their other
        // boards NS 1 has 4 + 6 = 10 of 12 (83.33 %), EW 11 has 2 + 0 = 2 of 12
        // (16.67 %): NS gets the higher, EW the lower.
        let mut boards = seed_boards();
        boards.truncate(2);
        for b in &mut boards {
            for t in &mut b.results {
                t.ew += 10;
            }
        }
        let mut b3 = Board { number: 3, results: vec![r(1, 11, 0), r(2, 12, 100), r(3, 13, 200), r(4, 14, 300)] };
        b3.results[0].outcome = Outcome::Artificial { ns: 60.0, ew: 40.0 };
        boards.push(b3);
        let fixed = score_session(&boards, Options::default());
        let linked = score_session(&boards, Options { averages: Averages::SessionIfBetter, ..Options::default() });
        let a = |s: &Session| (s.boards[2].results[0].mp_ns, s.boards[2].results[0].mp_ew);
        assert_eq!(a(&fixed), (Some(3.6), Some(2.4)));
        let (ns, ew) = a(&linked);
        assert!((ns.unwrap() - 6.0 * 10.0 / 12.0).abs() < 1e-12, "{ns:?}");
        assert!((ew.unwrap() - 6.0 * 2.0 / 12.0).abs() < 1e-12, "{ew:?}");
        // The others on the board are unchanged.
        assert_eq!(fixed.boards[2].results[1..], linked.boards[2].results[1..]);
    }

    #[test]
    fn a_fouled_board_is_scored_in_its_groups_on_the_full_top() {
        // Six tables; tables 4-6 played a different deal (group 1).
        let mut results: Vec<TableResult> = [100, 200, 300, -600, -500, -500].iter().enumerate().map(|(i, &s)| r(i as u32 + 1, i as u32 + 11, s)).collect();
        for t in &mut results[3..] {
            t.group = 1;
        }
        let s = score_session(&[Board { number: 1, results }], Options::default());
        let b = &s.boards[0];
        assert_eq!(b.top, 10.0);
        let got: Vec<f64> = b.results.iter().map(|x| x.mp_ns.unwrap()).collect();
        // Each group of three: raw 0, 2, 4 and 0, 3, 3 on top 4, then (M+1)*6/3 - 1 on top 10.
        assert_eq!(got, vec![1.0, 5.0, 9.0, 1.0, 7.0, 7.0]);
        assert!(s.check.adds_up(), "{:?}", s.check);
    }

    #[test]
    fn neuberg_boards_add_up_and_max_is_the_sum_of_tops() {
        let mut boards = seed_boards();
        boards[0].results[3].outcome = Outcome::NotPlayed;
        for b in &mut boards {
            for t in &mut b.results {
                t.ew += 10;
            }
        }
        let s = score_session(&boards, Options::default());
        assert_eq!(s.boards[0].top, 6.0);
        assert!(s.check.adds_up(), "{:?}", s.check);
        let ns4 = s.standings.iter().find(|x| x.pair == 4 && x.direction == Direction::NS).unwrap();
        assert_eq!((ns4.boards, ns4.max), (3, 18.0));
        // Board 1 among three: 400, 430, 150 -> raw 2, 4, 0 -> (M+1)*4/3 - 1.
        let b1: Vec<f64> = s.boards[0].results.iter().filter_map(|x| x.mp_ns).collect();
        for (got, want) in b1.iter().zip([3.0, 17.0 / 3.0, 1.0 / 3.0]) {
            assert!((got - want).abs() < 1e-12);
        }
    }
}
