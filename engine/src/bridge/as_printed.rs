//! How another program match-pointed a pairs session, found from what its
//! file prints: how it values a board with fewer results than the fullest
//! (Neuberg, the board's own top, or the seed's way), and whether it rounds
//! each board's match points before adding them up. An imported session is
//! scored the way its program valued short boards; a program's rounding is
//! said (the command line scores with it).

use super::impairs::ImpMethod;
use super::matchpoints::{Different, MpScale};
use super::pairs::Options;
use super::pairs::{score_session, Field};
use super::traveller::Travellers;

/// The ways tried, the usual first: it stays where the file cannot tell them apart.
const DIFFERENT: [Different; 3] = [Different::Neuberg, Different::OwnTop, Different::Simple];
const PLACES: [Option<u8>; 3] = [None, Some(1), Some(2)];

/// The way (with the scale `scale`) under which most of the file's printed
/// totals, then most of its printed traveller match points, come out: how
/// it values a short board, and the places it rounds each board to; the
/// usual where it prints neither. A figure comes out when it is the one
/// worked out to the hundredth.
pub fn scoring(read: &Travellers, scale: MpScale, field: Field) -> Options {
    let usual = Options { scale, field, ..Options::default() };
    let printed_lines = read.boards.iter().flat_map(|b| &b.results).any(|r| r.printed_mp_ns.is_some());
    if read.teams || read.imps.is_some() || (!printed_lines && read.totals.is_empty()) {
        return usual;
    }
    let boards: Vec<_> = read.boards.iter().map(|b| b.to_board()).collect();
    let close = |a: f64, b: f64| (a - b).abs() < 0.0051;
    // Match points printed centred (`Travellers::centred`) are ours less half the top.
    let centre = if read.centred() { 0.5 } else { 0.0 };
    let mut best = (usual, (0, 0));
    for different in DIFFERENT {
        for board_places in PLACES {
            let spec = Options { different, board_places, ..usual };
            let scored = score_session(&boards, spec);
            let lines = read
                .boards
                .iter()
                .zip(&scored.boards)
                .flat_map(|(b, s)| b.results.iter().zip(&s.results).map(move |x| (x, centre * s.top)))
                .filter(|((line, r), less)| match (line.printed_mp_ns, line.printed_mp_ew, r.mp_ns, r.mp_ew) {
                    (Some(a), Some(b), Some(c), Some(d)) => close(a, c - less) && close(b, d - less),
                    _ => false,
                })
                .count();
            let standings = if read.is_individual() { super::individual::standings(read, &scored) } else { scored.standings };
            let totals = read
                .totals
                .iter()
                .filter(|t| {
                    super::import::standing_of(t, &standings).is_some_and(|s| match (t.pct, t.mp) {
                        (Some(pct), _) => close(pct, s.pct),
                        (None, Some(mp)) => close(mp, s.mp - centre * s.max),
                        (None, None) => false,
                    })
                })
                .count();
            if (totals, lines) > best.1 {
                best = (spec, (totals, lines));
            }
        }
    }
    best.0
}

/// A Butler session's method as its file's totals show it: ranked per
/// board where more of its printed totals come out so (Ruter's Butler
/// ranking of a teams event prints 2.93 for 41 IMPs over 14 boards).
pub fn imps(read: &Travellers, field: Field) -> Option<ImpMethod> {
    let (_, method) = read.imps.as_ref()?;
    let ImpMethod::Butler(k) = *method else { return Some(*method) };
    let differing = |m| super::import::imp_differences(read, m, field).len();
    Some(if !read.totals.is_empty() && differing(ImpMethod::ButlerPerBoard(k)) < differing(*method) { ImpMethod::ButlerPerBoard(k) } else { *method })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::matchpoints::Different;

    /// Board 1 at four tables (NS 420, 450, 400, 430), board 2 at three (NS
    /// 100, 200, 150; the fourth table did not play it), with the match
    /// points each way prints them on board 2: Neuberg's 5⅔, 3, ⅓ to 0.1,
    /// unrounded, or on the board's own top of 4.
    fn session(board_2: [(&str, &str); 3]) -> Travellers {
        let row = |t: u32, ns: u32, ew: u32, score: i32, mp: (&str, &str)| format!("{t} {ns} {ew} \"{score}\" {} {}\n", mp.0, mp.1);
        let header = "[ScoreTable \"Table;PairId_NS;PairId_EW;Score_NS;MP_NS;MP_EW\"]\n";
        let mut text = format!("[Event \"x\"]\n[Board \"1\"]\n{header}");
        for (t, score, mp) in [(1, 420, ("2", "4")), (2, 450, ("6", "0")), (3, 400, ("0", "6")), (4, 430, ("4", "2"))] {
            text += &row(t, t, t + 4, score, mp);
        }
        text += &format!("\n[Board \"2\"]\n{header}");
        for ((t, score), mp) in [(1, 100), (2, 200), (3, 150)].into_iter().zip(board_2) {
            text += &row(t, t, t + 4, score, mp);
        }
        crate::formats::pbn::read_session(text.as_bytes()).unwrap_or_default()
    }

    fn way(read: &Travellers) -> (Different, Option<u8>) {
        let s = scoring(read, MpScale::Wbf, Field::TwoWinners);
        (s.different, s.board_places)
    }

    #[test]
    fn the_way_the_printed_match_points_come_out() {
        assert_eq!(way(&session([("0.3", "5.7"), ("5.7", "0.3"), ("3.0", "3.0")])), (Different::Neuberg, Some(1)));
        // To the hundredth, rounded and unrounded agree: the usual (unrounded) stays.
        assert_eq!(way(&session([("0.33", "5.67"), ("5.67", "0.33"), ("3", "3")])), (Different::Neuberg, None));
        assert_eq!(way(&session([("0.3333", "5.6667"), ("5.6667", "0.3333"), ("3", "3")])), (Different::Neuberg, None));
        assert_eq!(way(&session([("0", "4"), ("4", "0"), ("2", "2")])), (Different::OwnTop, None));
        assert_eq!(way(&session([("1", "5"), ("5", "1"), ("3", "3")])), (Different::Simple, None));
        // Rounded to 0.1, each pair's total is the sum of what it was given: NS 2 has 6 + 5.7.
        let read = session([("0.3", "5.7"), ("5.7", "0.3"), ("3.0", "3.0")]);
        let spec = scoring(&read, MpScale::Wbf, Field::TwoWinners);
        let boards: Vec<_> = read.boards.iter().map(|b| b.to_board()).collect();
        let scored = score_session(&boards, spec);
        let ns2 = scored.standings.iter().find(|s| s.pair == 2 && s.direction == super::super::pairs::Direction::NS).map(|s| s.mp);
        assert_eq!(ns2, Some(11.7));
        assert!(scored.check.adds_up(), "the check adds the match points as worked out");
    }
}
