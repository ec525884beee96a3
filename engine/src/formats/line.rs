//! A traveller line from the text of its cells, as PBN and USEBIO files write
//! them: a contract, declarer and tricks (the score follows from them), a bare
//! score, or an adjusted score in any of the forms other programs write
//! (A+, 60%, Compscore's A6040, a weighted 61.80/38.20, a phantom's 60/0), or
//! match points a director set on the line without a score.

use crate::bridge::board::{Seat, Vulnerability};
use crate::bridge::contract::Auction;
use crate::bridge::matchpoints::Outcome;

/// The cells of one line, as text ("" where the file has none).
#[derive(Clone, Copy, Debug, Default)]
pub struct Cells<'a> {
    pub contract: &'a str,
    pub declarer: &'a str,
    pub tricks: &'a str,
    pub score_ns: &'a str,
    pub score_ew: &'a str,
    /// The line's printed match points, NS then EW.
    pub mp: (Option<f64>, Option<f64>),
}

/// Which cell a fault is in, so each reader can say where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    Contract,
    Declarer,
    Tricks,
    Score,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineError {
    pub which: Which,
    pub message: String,
}

/// A line read: what was played, and how it scores.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub contract: Option<Auction>,
    pub declarer: Option<Seat>,
    pub tricks: Option<u8>,
    pub outcome: Outcome,
    /// Said to the user: a director's match points taken as percentages.
    pub note: Option<String>,
}

/// A cell with nothing in it, as files write nothing.
pub fn empty(text: &str) -> bool {
    let t = text.trim();
    t.is_empty() || t == "-"
}

/// An adjusted score's percentages of the top: one side's, or both sides'
/// when the cell says both (A6040, 61.80/38.20).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Adjusted {
    One(f64),
    Both(f64, f64),
}

/// An adjusted score as other programs write it, or `None`.
pub fn adjusted(text: &str) -> Option<Adjusted> {
    let t = text.trim().to_ascii_uppercase();
    let pct = |s: &str| s.trim().trim_end_matches('%').trim().parse::<f64>().ok().filter(|p| (0.0..=100.0).contains(p));
    match t.as_str() {
        "A+" | "AVE+" | "AVG+" => return Some(Adjusted::One(60.0)),
        "A" | "AVE" | "AVG" | "A=" => return Some(Adjusted::One(50.0)),
        "A-" | "AVE-" | "AVG-" => return Some(Adjusted::One(40.0)),
        _ => {}
    }
    // Compscore and the EBU's programs: A then two digits for each side.
    if let Some(digits) = t.strip_prefix('A').filter(|d| d.len() == 4 && d.bytes().all(|b| b.is_ascii_digit())) {
        return Some(Adjusted::Both(pct(&digits[..2])?, pct(&digits[2..])?));
    }
    if let Some((ns, ew)) = t.trim_start_matches('A').split_once('/') {
        return Some(Adjusted::Both(pct(ns)?, pct(ew)?));
    }
    t.ends_with('%').then(|| pct(&t)).flatten().map(Adjusted::One)
}

/// A bare NS score as the slips give it ("420", "+1100", "-50").
fn bare_score(text: &str) -> Option<i32> {
    let t = text.trim();
    t.strip_prefix('+').unwrap_or(t).parse::<i32>().ok().filter(|s| s % 10 == 0 && s.abs() <= 7600)
}

fn fault(which: Which, message: String) -> LineError {
    LineError { which, message }
}

/// Reads one line on a board of the given vulnerability.
pub fn read(cells: &Cells, vulnerability: Vulnerability) -> Result<Line, LineError> {
    let plain = |outcome| Line { contract: None, declarer: None, tricks: None, outcome, note: None };
    if !empty(cells.contract) {
        return played(cells, vulnerability).or_else(|e| by_printed_score(cells, vulnerability, e));
    }
    let (ns, ew) = (adjusted(cells.score_ns), adjusted(cells.score_ew));
    let artificial = |ns: f64, ew: f64| Ok(plain(Outcome::Artificial { ns, ew }));
    match (ns, ew) {
        (Some(Adjusted::Both(a, b)), _) | (None, Some(Adjusted::Both(a, b))) => return artificial(a, b),
        (Some(Adjusted::One(a)), Some(Adjusted::One(b))) => return artificial(a, b),
        (Some(Adjusted::One(a)), None) if empty(cells.score_ew) => return artificial(a, 100.0 - a),
        (None, Some(Adjusted::One(b))) if empty(cells.score_ns) => return artificial(100.0 - b, b),
        _ => {}
    }
    let bare = bare_score(cells.score_ns).or_else(|| bare_score(cells.score_ew).map(|s| -s).filter(|_| empty(cells.score_ns)));
    if let Some(score) = bare {
        if !crate::bridge::entry::possible_score(vulnerability, score) {
            return Err(fault(Which::Score, format!("no contract scores NS {score:+} at this board's vulnerability ({})", vulnerability.pbn())));
        }
        return Ok(plain(Outcome::Score(score)));
    }
    if empty(cells.score_ns) && empty(cells.score_ew) {
        // Match points with no score: the director set them on the line.
        // Held as each side's share of the line's points, which is the
        // share of the top whatever the scale.
        if let (Some(a), Some(b)) = cells.mp {
            if a >= 0.0 && b >= 0.0 && a + b > 0.0 {
                let (ns, ew) = (100.0 * a / (a + b), 100.0 * b / (a + b));
                let note = format!(
                    "match points {} and {} set without a score are held as {} % and {} % of the top",
                    crate::text::plain(a),
                    crate::text::plain(b),
                    crate::text::plain(ns),
                    crate::text::plain(ew)
                );
                return Ok(Line { note: Some(note), ..plain(Outcome::Artificial { ns, ew }) });
            }
        }
        return Ok(plain(Outcome::NotPlayed));
    }
    let text = if empty(cells.score_ns) { cells.score_ew } else { cells.score_ns };
    Err(fault(Which::Score, format!("\"{}\" is neither a score (a multiple of 10) nor an adjusted score (A+, A, A-, 60%, A6040, 61.8/38.2)", text.trim())))
}

/// A line whose contract cannot be read (Pianola's "42" for 4S) but whose
/// printed score can: read by that score, and said.
fn by_printed_score(cells: &Cells, vulnerability: Vulnerability, e: LineError) -> Result<Line, LineError> {
    let printed = bare_score(cells.score_ns).or_else(|| bare_score(cells.score_ew).map(|s| -s).filter(|_| empty(cells.score_ns)));
    match printed.filter(|s| e.which == Which::Contract && crate::bridge::entry::possible_score(vulnerability, *s)) {
        Some(score) => Ok(Line {
            contract: None,
            declarer: None,
            tricks: None,
            outcome: Outcome::Score(score),
            note: Some(format!("{}: read by the file's score, NS {score:+}", e.message)),
        }),
        None => Err(e),
    }
}

/// A line with a contract: its score follows from the contract, the
/// declarer and the tricks, and must agree with a score the file prints.
fn played(cells: &Cells, vulnerability: Vulnerability) -> Result<Line, LineError> {
    let auction = Auction::parse(cells.contract.trim()).map_err(|e| fault(Which::Contract, e.to_string()))?;
    let Auction::Contract(_) = auction else {
        return Ok(Line { contract: Some(auction), declarer: None, tricks: Some(0), outcome: Outcome::Score(0), note: None });
    };
    let d = cells.declarer.trim();
    let seat = d
        .chars()
        .next()
        .and_then(Seat::from_letter)
        .filter(|_| d.chars().count() == 1)
        .ok_or_else(|| fault(Which::Declarer, format!("\"{d}\" is not a declarer (N, E, S or W)")))?;
    let t = cells.tricks.trim();
    let tricks: u8 = t.parse().ok().filter(|n| *n <= 13).ok_or_else(|| fault(Which::Tricks, format!("\"{t}\" is not a number of tricks (0 to 13)")))?;
    let score = auction.score_ns(seat, vulnerability, tricks).map_err(|e| fault(Which::Tricks, e.to_string()))?;
    let printed = bare_score(cells.score_ns).or_else(|| bare_score(cells.score_ew).map(|s| -s).filter(|_| empty(cells.score_ns)));
    if let Some(p) = printed.filter(|p| *p != score) {
        return Err(fault(
            Which::Score,
            format!("the file's score {p} is not what {} by {} taking {tricks} tricks scores ({score})", cells.contract.trim(), seat.letter()),
        ));
    }
    Ok(Line { contract: Some(auction), declarer: Some(seat), tricks: Some(tricks), outcome: Outcome::Score(score), note: None })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(ns: &str, ew: &str) -> Result<Outcome, String> {
        read(&Cells { score_ns: ns, score_ew: ew, ..Cells::default() }, Vulnerability::None).map(|l| l.outcome).map_err(|e| e.message)
    }

    #[test]
    fn adjusted_scores_as_other_programs_write_them() {
        let a = |ns, ew| Ok(Outcome::Artificial { ns, ew });
        assert_eq!(outcome("A+", "-"), a(60.0, 40.0));
        assert_eq!(outcome("A", ""), a(50.0, 50.0));
        assert_eq!(outcome("x", ""), Err("\"x\" is neither a score (a multiple of 10) nor an adjusted score (A+, A, A-, 60%, A6040, 61.8/38.2)".into()));
        assert_eq!(outcome("A", "A"), a(50.0, 50.0));
        // Compscore: A, then NS's and EW's percentages in two digits each.
        assert_eq!(outcome("A5050", ""), a(50.0, 50.0));
        assert_eq!(outcome("A6040", ""), a(60.0, 40.0));
        assert_eq!(outcome("A4040", ""), a(40.0, 40.0));
        // A phantom pair: the side present 60, the phantom 0.
        assert_eq!(outcome("A6000", ""), a(60.0, 0.0));
        assert_eq!(outcome("60%", "0%"), a(60.0, 0.0));
        // A weighted score given as the two sides' percentages.
        assert_eq!(outcome("61.80/38.20", ""), a(61.8, 38.2));
        assert_eq!(outcome("61.80%", "38.20%"), a(61.8, 38.2));
        assert_eq!(outcome("-", "45%"), a(55.0, 45.0));
        assert_eq!(outcome("A7050", "").is_ok(), true);
        assert!(outcome("A1050x", "").is_err());
        assert!(outcome("120%", "").is_err());
    }

    /// A contract that cannot be read beside a score that can: read by the score, said.
    #[test]
    fn an_unreadable_contract_is_read_by_its_printed_score() {
        let cells = |contract, score| Cells { contract, declarer: "S", tricks: "12", score_ns: score, ..Cells::default() };
        let line = read(&cells("42", "480"), Vulnerability::None).map_err(|e| e.message);
        assert_eq!(line.as_ref().map(|l| (l.contract.clone(), l.outcome.clone())), Ok((None, Outcome::Score(480))));
        let note = line.ok().and_then(|l| l.note).unwrap_or_default();
        assert!(note.starts_with("\"42\" is not a contract: ") && note.ends_with(": read by the file's score, NS +480"), "{note}");
        // No score to read it by, or one no contract makes: refused, naming the contract.
        assert_eq!(read(&cells("42", ""), Vulnerability::None).map_err(|e| e.which).err(), Some(Which::Contract));
        assert_eq!(read(&cells("42", "10"), Vulnerability::None).map_err(|e| e.which).err(), Some(Which::Contract));
    }

    #[test]
    fn bare_scores_and_nothing() {
        assert_eq!(outcome("420", "-"), Ok(Outcome::Score(420)));
        assert_eq!(outcome("+1100", ""), Ok(Outcome::Score(1100)));
        assert_eq!(outcome("-", "50"), Ok(Outcome::Score(-50)));
        assert_eq!(outcome("-", "-"), Ok(Outcome::NotPlayed));
        assert!(outcome("425", "").is_err());
        assert_eq!(outcome("620", ""), Err("no contract scores NS +620 at this board's vulnerability (None)".into()));
    }

    #[test]
    fn a_directors_match_points_without_a_score() {
        let line = read(&Cells { mp: (Some(7.0), Some(3.0)), ..Cells::default() }, Vulnerability::None);
        let Ok(line) = line else { return assert!(false, "{line:?}") };
        assert_eq!(line.outcome, Outcome::Artificial { ns: 70.0, ew: 30.0 });
        assert_eq!(line.note.as_deref(), Some("match points 7 and 3 set without a score are held as 70 % and 30 % of the top"));
    }

    #[test]
    fn a_contract_scores_and_must_agree_with_the_printed_score() {
        let cells = Cells { contract: "4S", declarer: "N", tricks: "10", score_ns: "420", ..Cells::default() };
        assert_eq!(read(&cells, Vulnerability::None).map(|l| l.outcome), Ok(Outcome::Score(420)));
        let wrong = Cells { score_ns: "450", ..cells };
        assert_eq!(
            read(&wrong, Vulnerability::None).map_err(|e| (e.which, e.message)),
            Err((Which::Score, "the file's score 450 is not what 4S by N taking 10 tricks scores (420)".into()))
        );
        let ew_side = Cells { contract: "3NT", declarer: "E", tricks: "6", score_ns: "", score_ew: "-150", ..Cells::default() };
        assert_eq!(read(&ew_side, Vulnerability::None).map(|l| l.outcome), Ok(Outcome::Score(150)));
        let passed = Cells { contract: "Pass", ..Cells::default() };
        assert_eq!(read(&passed, Vulnerability::All).map(|l| (l.outcome, l.tricks)), Ok((Outcome::Score(0), Some(0))));
        assert_eq!(read(&Cells { contract: "4S", declarer: "Q", ..Cells::default() }, Vulnerability::None).map_err(|e| e.which), Err(Which::Declarer));
    }
}
