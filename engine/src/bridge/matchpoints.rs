//! Match points on one board: each score against the others, on the WBF/EBU
//! scale (2 per score beaten, 1 per tie) or the ACBL scale (1 and 1/2), with
//! the ways of scoring a board played fewer times than the others.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MpScale {
    /// 2 per score beaten, 1 per tie: top 2(n-1).
    Wbf,
    /// 1 per score beaten, 1/2 per tie: top n-1.
    Acbl,
}

impl<'de> serde::Deserialize<'de> for MpScale {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<MpScale, D::Error> {
        crate::code::read(d, &["wbf", "acbl"], |i| [MpScale::Wbf, MpScale::Acbl].get(i).copied())
    }
}

impl MpScale {
    /// Match points for beating one score.
    pub fn unit(self) -> f64 {
        match self {
            MpScale::Wbf => 2.0,
            MpScale::Acbl => 1.0,
        }
    }

    /// The top of a board played `n` times.
    pub fn top(self, n: usize) -> f64 {
        self.unit() * n.saturating_sub(1) as f64
    }
}

/// How to score a board with fewer comparable results than the fullest board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Different {
    /// Neuberg: M' = (M + u/2) N/n - u/2, with u the unit of the scale (EBU/WBF
    /// M' = (M+1)N/n - 1; ACBL "factoring" M' = (M+1/2)N/n - 1/2).
    Neuberg,
    /// The seed's method (SC 2.4): the scores are match-pointed among
    /// themselves, and each missing table counts as a tie.
    Simple,
    /// Each board keeps its own top.
    OwnTop,
}

impl<'de> serde::Deserialize<'de> for Different {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Different, D::Error> {
        crate::code::read(d, &["neuberg", "simple", "own_top"], |i| [Different::Neuberg, Different::Simple, Different::OwnTop].get(i).copied())
    }
}

/// What one table got on a board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Outcome {
    /// A score from North-South's side.
    Score(i32),
    /// An assigned weighted score (Law 12C1(c)): NS scores with the share of
    /// each in percent (summing to 100), e.g. 60 % of +420 and 40 % of -50.
    /// Compared with the field like a real score, each part by its weight.
    Weighted(Vec<(u32, i32)>),
    /// An artificial adjusted score: each side's percentage of the top
    /// (Average+ 60, Average 50, Average- 40). Not compared with the others.
    Artificial { ns: f64, ew: f64 },
    /// The board was not played at this table: no score, no top.
    NotPlayed,
}

/// A score from its winners' side, as the players say it: "NS +420", "EW +50".
pub fn side_score(ns: i32) -> String {
    if ns >= 0 {
        format!("NS +{ns}")
    } else {
        format!("EW +{}", -ns)
    }
}

/// The match points of every table on one board.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardMps {
    /// The top each result is scored on.
    pub top: f64,
    /// Per table, in the order given: (NS, EW) match points, `None` if not played.
    pub mps: Vec<Option<(f64, f64)>>,
    /// How many real scores were compared (the Neuberg n).
    pub compared: usize,
}

impl Outcome {
    /// What a table got, as a scorer says it: "NS +420", "EW +50", "Passed
    /// out", "adjusted 60% / 40%", "weighted 60% +420, 40% -50", "not played".
    pub fn words(&self) -> String {
        match self {
            Outcome::Score(0) => "Passed out".into(),
            Outcome::Score(s) => side_score(*s),
            Outcome::Artificial { ns, ew } => format!("adjusted {}% / {}%", crate::text::plain(*ns), crate::text::plain(*ew)),
            Outcome::Weighted(parts) => format!("weighted {}", parts.iter().map(|(w, s)| format!("{w}% {s:+}")).collect::<Vec<_>>().join(", ")),
            Outcome::NotPlayed => "not played".into(),
        }
    }

    /// The scores this outcome is compared with, each with its weight (1 in all).
    fn parts(&self) -> Vec<(f64, i32)> {
        match self {
            Outcome::Score(s) => vec![(1.0, *s)],
            Outcome::Weighted(parts) => {
                let total: u32 = parts.iter().map(|p| p.0).sum::<u32>().max(1);
                parts.iter().map(|&(w, s)| (w as f64 / total as f64, s)).collect()
            }
            Outcome::Artificial { .. } | Outcome::NotPlayed => Vec::new(),
        }
    }
}

/// Match-points one board. `full` is the number of times the fullest board of
/// the session was played (the Neuberg N); it is ignored with `OwnTop`.
pub fn score_board(outcomes: &[Outcome], scale: MpScale, different: Different, full: usize) -> BoardMps {
    let parts: Vec<Vec<(f64, i32)>> = outcomes.iter().map(Outcome::parts).collect();
    let n = parts.iter().filter(|p| !p.is_empty()).count();
    let tables = outcomes.iter().filter(|o| !matches!(o, Outcome::NotPlayed)).count();
    let u = scale.unit();
    let (top, big_n) = match different {
        Different::OwnTop => (scale.top(n), n),
        // Never scale a board down: N is at least this board's own count.
        Different::Neuberg | Different::Simple => {
            let big_n = full.max(n).max(tables);
            (scale.top(big_n), big_n)
        }
    };
    let mps = outcomes
        .iter()
        .enumerate()
        .map(|(i, o)| match *o {
            Outcome::NotPlayed => None,
            Outcome::Artificial { ns, ew } => Some((top * ns / 100.0, top * ew / 100.0)),
            Outcome::Score(_) | Outcome::Weighted(_) => {
                // Against every other compared table, part by part, by weight.
                let mut raw = 0.0;
                for (j, theirs) in parts.iter().enumerate() {
                    if j == i {
                        continue;
                    }
                    for &(w, s) in &parts[i] {
                        for &(v, t) in theirs {
                            raw += w
                                * v
                                * match s.cmp(&t) {
                                    std::cmp::Ordering::Greater => u,
                                    std::cmp::Ordering::Equal => u / 2.0,
                                    std::cmp::Ordering::Less => 0.0,
                                };
                        }
                    }
                }
                let ns = if n == big_n {
                    raw
                } else {
                    match different {
                        Different::Neuberg => (raw + u / 2.0) * big_n as f64 / n as f64 - u / 2.0,
                        Different::Simple => raw + u / 2.0 * (big_n - n) as f64,
                        Different::OwnTop => raw,
                    }
                };
                Some((ns, top - ns))
            }
        })
        .collect();
    BoardMps { top, mps, compared: n }
}

/// How the NS match points of one table's result were made: what it beat and
/// tied among the scores compared, and how a board played fewer times was scaled.
#[derive(Clone, Debug, PartialEq)]
pub struct Explanation {
    /// Scores compared on the board (the Neuberg n), this one included.
    pub compared: usize,
    pub beaten: usize,
    pub tied: usize,
    /// Match points before any scaling.
    pub raw: f64,
    /// The number of results the board is scaled to (the Neuberg N).
    pub full: usize,
    pub top: f64,
    pub ns: f64,
    /// The arithmetic in a line a scorer can check by hand.
    pub text: String,
}

/// Explains the NS match points of table `index` on a board scored as `score_board` does.
pub fn explain(outcomes: &[Outcome], index: usize, scale: MpScale, different: Different, full: usize) -> Option<Explanation> {
    let scored = score_board(outcomes, scale, different, full);
    let (ns, _) = scored.mps.get(index).copied().flatten()?;
    let u = scale.unit();
    let big_n = if scored.top > 0.0 { (scored.top / u) as usize + 1 } else { scored.compared };
    let top = fmt(scored.top);
    let mut explanation = Explanation { compared: scored.compared, beaten: 0, tied: 0, raw: ns, full: big_n, top: scored.top, ns, text: String::new() };
    explanation.text = match &outcomes[index] {
        Outcome::Artificial { ns: pct, .. } => format!("adjusted: {}% of the top {top} = {}", crate::text::plain(*pct), crate::text::fixed(ns, 2)),
        Outcome::Weighted(_) => format!("weighted score compared part by part: {} of {top}", crate::text::fixed(ns, 2)),
        Outcome::NotPlayed => return None,
        Outcome::Score(s) => {
            let others: Vec<i32> =
                outcomes.iter().enumerate().filter(|(j, _)| *j != index).filter_map(|(_, o)| if let Outcome::Score(x) = o { Some(*x) } else { None }).collect();
            let beaten = others.iter().filter(|&&x| x < *s).count();
            let tied = others.iter().filter(|&&x| x == *s).count();
            let raw = u * beaten as f64 + u / 2.0 * tied as f64;
            (explanation.beaten, explanation.tied, explanation.raw) = (beaten, tied, raw);
            let base =
                format!("beats {beaten}, ties {tied} of {} other scores: {} × {beaten} + {} × {tied} = {}", others.len(), fmt(u), fmt(u / 2.0), fmt(raw));
            let (n, half) = (scored.compared, fmt(u / 2.0));
            match different {
                _ if n == big_n || n == 0 => format!("{base} (top {top})"),
                Different::Neuberg => {
                    format!("{base}; Neuberg to {big_n} results: ({} + {half}) × {big_n}/{n} − {half} = {} (top {top})", fmt(raw), crate::text::fixed(ns, 2))
                }
                Different::Simple => format!("{base}; plus {half} for each of {} missing tables = {} (top {top})", big_n - n, crate::text::fixed(ns, 2)),
                Different::OwnTop => format!("{base} (top {top})"),
            }
        }
    };
    Some(explanation)
}

use crate::text::plain as fmt;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_in_words() {
        assert_eq!(Outcome::Score(420).words(), "NS +420");
        assert_eq!(Outcome::Score(-50).words(), "EW +50");
        assert_eq!(Outcome::Score(0).words(), "Passed out");
        assert_eq!(Outcome::Artificial { ns: 60.0, ew: 40.0 }.words(), "adjusted 60% / 40%");
        assert_eq!(Outcome::Weighted(vec![(60, 420), (40, -50)]).words(), "weighted 60% +420, 40% -50");
        assert_eq!(Outcome::NotPlayed.words(), "not played");
    }
    use Outcome::*;

    #[test]
    fn the_arithmetic_of_a_result_in_words() {
        // The seed's board 2: NS -140 beats nothing and ties one other -140.
        let b2 = [Score(-110), Score(-140), Score(-140), Score(-120)];
        let e = explain(&b2, 1, MpScale::Wbf, Different::Neuberg, 4).unwrap();
        assert_eq!((e.beaten, e.tied, e.raw, e.ns), (0, 1, 1.0, 1.0));
        assert_eq!(e.text, "beats 0, ties 1 of 3 other scores: 2 × 0 + 1 × 1 = 1 (top 6)");
        // Three scores on a board the field played five times.
        let few = [Score(100), Score(200), Score(200), NotPlayed];
        let e = explain(&few, 1, MpScale::Wbf, Different::Neuberg, 5).unwrap();
        assert_eq!(e.text, "beats 1, ties 1 of 2 other scores: 2 × 1 + 1 × 1 = 3; Neuberg to 5 results: (3 + 1) × 5/3 − 1 = 5.67 (top 8)");
        assert_eq!((e.compared, e.full), (3, 5));
        assert_eq!(explain(&few, 3, MpScale::Wbf, Different::Neuberg, 5), None);
        let adj = [Score(100), Artificial { ns: 60.0, ew: 40.0 }, Score(50)];
        assert_eq!(explain(&adj, 1, MpScale::Wbf, Different::Neuberg, 3).unwrap().text, "adjusted: 60% of the top 4 = 2.40");
    }

    fn ns(b: &BoardMps) -> Vec<f64> {
        b.mps.iter().map(|m| m.map(|(ns, _)| ns).unwrap_or(f64::NAN)).collect()
    }

    fn ew(b: &BoardMps) -> Vec<f64> {
        b.mps.iter().map(|m| m.map(|(_, ew)| ew).unwrap_or(f64::NAN)).collect()
    }

    /// Seed duplicate-scoring-programs.txt SC 2.2-2.3: four tables, top 6.
    #[test]
    fn seed_boards_1_to_4() {
        let b1 = score_board(&[Score(400), Score(430), Score(150), Score(-50)], MpScale::Wbf, Different::Neuberg, 4);
        assert_eq!((b1.top, ns(&b1), ew(&b1)), (6.0, vec![4.0, 6.0, 2.0, 0.0], vec![2.0, 0.0, 4.0, 6.0]));
        let b2 = score_board(&[Score(-110), Score(-140), Score(-140), Score(-120)], MpScale::Wbf, Different::Neuberg, 4);
        assert_eq!((ns(&b2), ew(&b2)), (vec![6.0, 1.0, 1.0, 4.0], vec![0.0, 5.0, 5.0, 2.0]));
        let b3 = score_board(&[Score(50), Score(-90), Score(-90), Score(-90)], MpScale::Wbf, Different::Neuberg, 4);
        assert_eq!((ns(&b3), ew(&b3)), (vec![6.0, 2.0, 2.0, 2.0], vec![0.0, 4.0, 4.0, 4.0]));
        let b4 = score_board(&[Score(90), Score(0), Score(-50), Score(-50)], MpScale::Wbf, Different::Neuberg, 4);
        assert_eq!((ns(&b4), ew(&b4)), (vec![6.0, 4.0, 1.0, 1.0], vec![0.0, 2.0, 5.0, 5.0]));
    }

    /// Seed SC 2.4, board 5: table 4 given an average, the others match-pointed
    /// on three tables plus one.
    #[test]
    fn seed_board_5_the_simple_method() {
        let b5 = score_board(&[Score(400), Score(420), Score(-50), Artificial { ns: 50.0, ew: 50.0 }], MpScale::Wbf, Different::Simple, 4);
        assert_eq!((b5.top, ns(&b5), ew(&b5)), (6.0, vec![3.0, 5.0, 1.0, 3.0], vec![3.0, 1.0, 5.0, 3.0]));
        assert_eq!(b5.compared, 3);
    }

    #[test]
    fn acbl_scale_halves() {
        let b = score_board(&[Score(400), Score(430), Score(430), Score(-50)], MpScale::Acbl, Different::Neuberg, 4);
        assert_eq!((b.top, ns(&b), ew(&b)), (3.0, vec![1.0, 2.5, 2.5, 0.0], vec![2.0, 0.5, 0.5, 3.0]));
    }

    #[test]
    fn neuberg_both_forms() {
        // Three scores on a board the rest of the field played five times.
        let outcomes = [Score(100), Score(200), Score(200), NotPlayed];
        let w = score_board(&outcomes, MpScale::Wbf, Different::Neuberg, 5);
        // Raw 0, 3, 3 on top 4; (M+1)*5/3 - 1 on top 8.
        assert_eq!(w.top, 8.0);
        let expect = [2.0 / 3.0, 17.0 / 3.0, 17.0 / 3.0];
        for (got, want) in ns(&w).iter().zip(expect) {
            assert!((got - want).abs() < 1e-12, "{got} vs {want}");
        }
        assert!(w.mps[3].is_none());
        let a = score_board(&outcomes, MpScale::Acbl, Different::Neuberg, 5);
        assert_eq!(a.top, 4.0);
        // (M+1/2)*5/3 - 1/2 with M = 0, 1.5, 1.5: exactly half the WBF values.
        for (got, want) in ns(&a).iter().zip(expect) {
            assert!((got - want / 2.0).abs() < 1e-12);
        }
        // A full board is unchanged.
        let full = score_board(&[Score(1), Score(2)], MpScale::Wbf, Different::Neuberg, 2);
        assert_eq!(ns(&full), vec![0.0, 2.0]);
    }

    #[test]
    fn artificial_scores_are_shares_of_the_full_top_and_not_counted_in_n() {
        // FFB convention: top 42 (22 tables); A+ 60 % = 25.2, A- 40 % = 16.8.
        let mut outcomes = vec![Artificial { ns: 60.0, ew: 60.0 }, Artificial { ns: 40.0, ew: 60.0 }];
        outcomes.extend((0..20).map(|i| Score(i * 10)));
        let b = score_board(&outcomes, MpScale::Wbf, Different::Neuberg, 22);
        assert_eq!(b.top, 42.0);
        assert_eq!(b.compared, 20);
        let (a0, a1) = (b.mps[0].unwrap(), b.mps[1].unwrap());
        assert!((a0.0 - 25.2).abs() < 1e-12 && (a0.1 - 25.2).abs() < 1e-12);
        assert!((a1.0 - 16.8).abs() < 1e-12 && (a1.1 - 25.2).abs() < 1e-12);
        // The best of 20 real scores: raw 38, Neuberg (38+1)*22/20 - 1 = 41.9.
        assert!((b.mps[21].unwrap().0 - 41.9).abs() < 1e-12);
    }

    #[test]
    fn own_top_keeps_each_board_on_its_own_count() {
        let b = score_board(&[Score(10), Score(20), Score(30), NotPlayed], MpScale::Wbf, Different::OwnTop, 9);
        assert_eq!((b.top, ns(&b)[..3].to_vec()), (4.0, vec![0.0, 2.0, 4.0]));
    }

    /// Law 12C1(c): table 3 is assigned 60 % of +420 and 40 % of -50; it is
    /// compared with the field part by part, and the field with it.
    #[test]
    fn weighted_assigned_scores() {
        let b = score_board(&[Score(420), Score(-50), Weighted(vec![(60, 420), (40, -50)]), Score(100)], MpScale::Wbf, Different::Neuberg, 4);
        // Table 3: 60 % x (ties 420: 1, beats -50 and 100: 4) = 3.0; 40 % x (ties -50: 1) = 0.4. Total 3.4.
        // Table 1 (+420): beats -50, 100 (4) + against table 3: 60 % tie (0.6) + 40 % beat (0.8) = 5.4.
        // Table 2 (-50): 0 + against table 3: 40 % tie (0.4) = 0.4. Table 4 (+100): beats -50 (2) + 40 % beat (0.8) = 2.8.
        let got = ns(&b);
        for (g, want) in got.iter().zip([5.4, 0.4, 3.4, 2.8]) {
            assert!((g - want).abs() < 1e-12, "{got:?}");
        }
        assert!((got.iter().sum::<f64>() - 12.0).abs() < 1e-12, "the board's match points still add up");
        assert_eq!(b.compared, 4);
    }

    #[test]
    fn a_board_played_once_or_not_at_all() {
        let once = score_board(&[Score(420)], MpScale::Wbf, Different::Neuberg, 1);
        assert_eq!((once.top, ns(&once)), (0.0, vec![0.0]));
        let none = score_board(&[NotPlayed, NotPlayed], MpScale::Wbf, Different::Neuberg, 3);
        assert_eq!(none.compared, 0);
        assert!(none.mps.iter().all(Option::is_none));
    }
}
