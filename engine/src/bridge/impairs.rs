//! Pairs scored in IMPs: cross-IMPs (each score against every other) or
//! Butler (each score against the board's datum), totalled per pair.

use super::butler::{datum, default_trim};
use super::crossimps::cross_imps;
use super::imps::imps;
use super::matchpoints::Outcome;
use super::pairs::{factor_to_full, standings, Board, Field, RankBy, ScoredBoard, ScoredResult, Standing};

/// How a pairs session is scored in IMPs (an event's scoring, as kept in its
/// log: stored as its code, `IMP_CODES`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImpMethod {
    /// Cross-IMPs averaged per comparison (Compscore's CROSS_IMP).
    CrossImps,
    /// Cross-IMPs totalled over a board's comparisons (Ruter's `IMP;Cross`;
    /// an adjusted score gains or loses 1 IMP per comparison, as Ruter prints it).
    CrossImpsTotal,
    /// Butler with this many scores dropped at each end (`None`: the default for the field).
    Butler(Option<usize>),
    /// The same, each pair ranked on its IMPs per board (Ruter's Butler ranking of a teams event).
    ButlerPerBoard(Option<usize>),
}

/// The methods' codes: cross-IMPs averaged, totalled, Butler with the
/// field's usual trim, then Butler dropping 0 to 10 scores at each end;
/// then the same Butler per board.
const IMP_CODES: [&str; 26] = [
    "cross_imps",
    "cross_imps_total",
    "butler",
    "butler-0",
    "butler-1",
    "butler-2",
    "butler-3",
    "butler-4",
    "butler-5",
    "butler-6",
    "butler-7",
    "butler-8",
    "butler-9",
    "butler-10",
    "butler/board",
    "butler-0/board",
    "butler-1/board",
    "butler-2/board",
    "butler-3/board",
    "butler-4/board",
    "butler-5/board",
    "butler-6/board",
    "butler-7/board",
    "butler-8/board",
    "butler-9/board",
    "butler-10/board",
];

impl serde::Serialize for ImpMethod {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let i = match *self {
            ImpMethod::CrossImps => 0,
            ImpMethod::CrossImpsTotal => 1,
            ImpMethod::Butler(None) => 2,
            // No reader makes a trim past 10 (`pbn::imp_method`).
            ImpMethod::Butler(Some(k)) => 3 + k.min(10),
            ImpMethod::ButlerPerBoard(None) => 14,
            ImpMethod::ButlerPerBoard(Some(k)) => 15 + k.min(10),
        };
        s.serialize_str(IMP_CODES[i])
    }
}

impl<'de> serde::Deserialize<'de> for ImpMethod {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ImpMethod, D::Error> {
        crate::code::read(d, &IMP_CODES, |i| {
            Some(match i {
                0 => ImpMethod::CrossImps,
                1 => ImpMethod::CrossImpsTotal,
                2 => ImpMethod::Butler(None),
                14 => ImpMethod::ButlerPerBoard(None),
                k if k > 14 => ImpMethod::ButlerPerBoard(Some(k - 15)),
                k => ImpMethod::Butler(Some(k - 3)),
            })
        })
    }
}

impl ImpMethod {
    /// The method in words, as the set-up and the results name it.
    pub fn words(self) -> String {
        match self {
            ImpMethod::CrossImps => "cross-IMPs, averaged over each board's comparisons".to_string(),
            ImpMethod::CrossImpsTotal => "cross-IMPs, each board's comparisons totalled".to_string(),
            ImpMethod::Butler(None) => "Butler IMPs against each board's datum".to_string(),
            ImpMethod::Butler(Some(k)) => format!("Butler IMPs against each board's datum, {k} score(s) dropped at each end"),
            ImpMethod::ButlerPerBoard(k) => format!("{}, ranked per board", ImpMethod::Butler(k).words()),
        }
    }

    /// The same method ranking on totals, and whether it ranks per board.
    pub fn totalled(self) -> (ImpMethod, bool) {
        match self {
            ImpMethod::ButlerPerBoard(k) => (ImpMethod::Butler(k), true),
            m => (m, false),
        }
    }
}

/// Average, Average+ and Average- in IMPs for a pair's adjusted board:
/// 3 IMPs (Law 12C2), or in totalled cross-IMPs 1 IMP for each of the
/// board's scores it stands against (Ruter's `A+` beside 9 scores: 9).
fn adjusted_imps(pct: f64, method: ImpMethod, scores: usize) -> f64 {
    let imps = match method {
        ImpMethod::CrossImpsTotal => scores as f64,
        _ => 3.0,
    };
    if pct > 50.0 {
        imps
    } else if pct < 50.0 {
        -imps
    } else {
        0.0
    }
}

/// Every board in IMPs (NS's in `mp_ns`, EW's in `mp_ew`), and the pairs'
/// totals with their places (`mp` holds the total, or per board the total
/// over the boards played; `max` is 0).
pub fn score_session_imps(boards: &[Board], method: ImpMethod, field: Field) -> (Vec<ScoredBoard>, Vec<Standing>) {
    let (method, per_board) = method.totalled();
    let scored = score_boards_imps(boards, method);
    let mut table = standings(&scored, field, if per_board { RankBy::PerBoard } else { RankBy::Total });
    // Averaged cross-IMPs: a pair that missed boards is factored to the session's most (Pianola's 16 boards × 24/16).
    if method == ImpMethod::CrossImps {
        factor_to_full(&mut table, RankBy::Total);
    }
    (scored, table)
}

/// Every board in IMPs, without the pairs' totals (a Swiss pairs totals them by match).
pub fn score_boards_imps(boards: &[Board], method: ImpMethod) -> Vec<ScoredBoard> {
    boards
        .iter()
        .map(|b| {
            let real: Vec<i32> = b.results.iter().filter_map(|r| if let Outcome::Score(s) = r.outcome { Some(s) } else { None }).collect();
            let per_score: Vec<f64> = match method.totalled().0 {
                ImpMethod::CrossImps => cross_imps(&real).into_iter().map(|x| x.1).collect(),
                ImpMethod::CrossImpsTotal => cross_imps(&real).into_iter().map(|x| x.0 as f64).collect(),
                ImpMethod::Butler(trim) | ImpMethod::ButlerPerBoard(trim) => {
                    let k = trim.unwrap_or_else(|| default_trim(real.len()));
                    match datum(&real, k) {
                        Some(d) => real.iter().map(|&s| imps(s - d) as f64).collect(),
                        None => vec![0.0; real.len()],
                    }
                }
            };
            let mut next = per_score.into_iter();
            let results = b
                .results
                .iter()
                .map(|r| {
                    let (ns, ew) = match r.outcome {
                        Outcome::Score(_) => {
                            let x = next.next().unwrap_or(0.0);
                            // 0 - x, not -x: no side shows "-0".
                            (Some(x), Some(0.0 - x))
                        }
                        Outcome::Artificial { ns, ew } => (Some(adjusted_imps(ns, method, real.len())), Some(adjusted_imps(ew, method, real.len()))),
                        // Weighted scores are for match points; in IMPs they count as not played.
                        Outcome::Weighted(_) | Outcome::NotPlayed => (None, None),
                    };
                    ScoredResult { ns: r.ns, ew: r.ew, outcome: r.outcome.clone(), mp_ns: ns, mp_ew: ew, pct_ns: None }
                })
                .collect();
            ScoredBoard { number: b.number, top: 0.0, results }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every method is kept as its code and read back the same.
    #[test]
    fn each_method_reads_back_as_written() {
        let per_board = [ImpMethod::ButlerPerBoard(None), ImpMethod::ButlerPerBoard(Some(0)), ImpMethod::ButlerPerBoard(Some(10))];
        for m in [ImpMethod::CrossImps, ImpMethod::CrossImpsTotal, ImpMethod::Butler(None), ImpMethod::Butler(Some(0)), ImpMethod::Butler(Some(10))]
            .into_iter()
            .chain(per_board)
        {
            let text = serde_json::to_string(&m).unwrap_or_default();
            assert_eq!(serde_json::from_str::<ImpMethod>(&text).ok(), Some(m), "{text}");
        }
        assert_eq!(serde_json::to_string(&ImpMethod::Butler(Some(2))).ok().as_deref(), Some("\"butler-2\""));
        assert!(serde_json::from_str::<ImpMethod>("\"butler-11\"").is_err());
        assert_eq!(serde_json::to_string(&ImpMethod::ButlerPerBoard(Some(1))).ok().as_deref(), Some("\"butler-1/board\""));
    }
    use crate::bridge::pairs::{Direction, TableResult};

    fn board(number: u32, scores: &[(u32, u32, i32)]) -> Board {
        Board { number, results: scores.iter().map(|&(ns, ew, s)| TableResult { ns, ew, outcome: Outcome::Score(s), group: 0 }).collect() }
    }

    /// The seed's board 1 summed as Ruter prints it: 15, 18, −8, −25 (the averages × 3).
    #[test]
    fn cross_imps_summed_per_board() {
        let boards = [board(1, &[(1, 11, 400), (2, 12, 430), (3, 13, 150), (4, 14, -50)])];
        let (scored, table) = score_session_imps(&boards, ImpMethod::CrossImpsTotal, Field::Auto);
        let ns: Vec<Option<f64>> = scored[0].results.iter().map(|r| r.mp_ns).collect();
        assert_eq!(ns, [Some(15.0), Some(18.0), Some(-8.0), Some(-25.0)]);
        assert_eq!(table.iter().find(|s| (s.pair, s.direction) == (14, Direction::EW)).map(|s| s.mp), Some(25.0));
    }

    /// An average-plus beside three scores: 3 IMPs totalled (1 per score, as
    /// Ruter prints it), 3 averaged (Law 12C2); its opponents' average-minus the same less.
    #[test]
    fn adjusted_in_cross_imps() {
        let mut b = board(1, &[(1, 11, 400), (2, 12, 430), (3, 13, 150), (4, 14, 0)]);
        b.results[3].outcome = Outcome::Artificial { ns: 60.0, ew: 40.0 };
        let mut b2 = b.clone();
        b2.results.push(TableResult { ns: 5, ew: 15, outcome: Outcome::Score(-50), group: 0 });
        for (method, board, expected) in [(ImpMethod::CrossImpsTotal, &b, 3.0), (ImpMethod::CrossImpsTotal, &b2, 4.0), (ImpMethod::CrossImps, &b2, 3.0)] {
            let scored = score_boards_imps(std::slice::from_ref(board), method);
            let adjusted = &scored[0].results[3];
            assert_eq!((adjusted.mp_ns, adjusted.mp_ew), (Some(expected), Some(-expected)), "{method:?}");
        }
    }

    #[test]
    fn cross_imps_totals_per_pair() {
        // The seed's board 1 (+400, +430, +150, -50): averaged cross-IMPs 5, 6, -8/3, -25/3.
        let boards = [board(1, &[(1, 11, 400), (2, 12, 430), (3, 13, 150), (4, 14, -50)])];
        let (scored, table) = score_session_imps(&boards, ImpMethod::CrossImps, Field::Auto);
        assert_eq!(scored[0].results[1].mp_ns, Some(6.0));
        let ns: Vec<(u32, &str)> = table.iter().filter(|s| s.direction == Direction::NS).map(|s| (s.pair, s.rank.as_str())).collect();
        assert_eq!(ns, vec![(2, "1"), (1, "2"), (3, "3"), (4, "4")]);
        let ew4 = table.iter().find(|s| s.pair == 14).map(|s| s.mp);
        assert!((ew4.unwrap_or(0.0) - 25.0 / 3.0).abs() < 1e-12);
    }

    /// Ranked per board, a pair that missed a board is ranked on its IMPs over
    /// the boards it played: NS 3 with +4 on its one board is ahead of NS 1
    /// with +5 over two (2.5 a board), behind it on totals.
    #[test]
    fn butler_ranked_per_board() {
        let boards = [board(1, &[(1, 11, -200), (2, 12, -100), (3, 13, 50)]), board(2, &[(1, 11, 450), (2, 12, -210)])];
        let total = |m| {
            let (_, table) = score_session_imps(&boards, m, Field::TwoWinners);
            table.iter().filter(|s| s.direction == Direction::NS).map(|s| (s.pair, s.mp, s.rank.clone())).collect::<Vec<_>>()
        };
        // Board 1's datum (none dropped) -80: -120 is -3, -20 is -1, +130 is +4; board 2's 120: +330 is +8, -330 -8.
        assert_eq!(total(ImpMethod::Butler(Some(0))), [(1, 5.0, "1".into()), (3, 4.0, "2".into()), (2, -9.0, "3".into())]);
        assert_eq!(total(ImpMethod::ButlerPerBoard(Some(0))), [(3, 4.0, "1".into()), (1, 2.5, "2".into()), (2, -4.5, "3".into())]);
    }

    #[test]
    fn butler_against_the_datum() {
        // Five scores, one dropped at each end: datum 420 (see butler.rs).
        let boards = [board(1, &[(1, 11, 420), (2, 12, 400), (3, 13, 1100), (4, 14, -100), (5, 15, 430)])];
        let (scored, _) = score_session_imps(&boards, ImpMethod::Butler(None), Field::Auto);
        let ns: Vec<Option<f64>> = scored[0].results.iter().map(|r| r.mp_ns).collect();
        assert_eq!(ns, vec![Some(0.0), Some(-1.0), Some(12.0), Some(-11.0), Some(0.0)]);
        // No trimming: datum 2250 / 5 = 450: +1100 is +650 = 12 IMPs, +420 is -30 = -1,
        // and EW 14 gains what -100 loses: 550 = 11.
        let (_, table) = score_session_imps(&boards, ImpMethod::Butler(Some(0)), Field::Auto);
        let total = |p: u32| table.iter().find(|s| s.pair == p).map(|s| s.mp);
        assert_eq!((total(3), total(1), total(14)), (Some(12.0), Some(-1.0), Some(11.0)));
    }
}
