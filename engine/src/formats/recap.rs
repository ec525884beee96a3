//! The plain-text club recap used by the American club files in our test data:
//! a title line; a section line `A DW` (two winners) or `A SW` (one winner);
//! pair lines `number [N|E] names`; pickup slips `P ns ew` followed by
//! `board score` lines; travellers `T board` followed by `ns ew score` lines.
//! Scores are NS's: a number, `DNP` (not played), `A`, `A+`, `A-` (50/60/40 %
//! for NS). Fields are separated by spaces, tabs or commas; a blank line or a
//! lone "." ends a slip or a traveller.

use crate::bridge::matchpoints::Outcome;
use crate::bridge::pairs::{Board, TableResult};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecapError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for RecapError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for RecapError {}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecapPair {
    pub number: u32,
    /// 'N' or 'E' in a two-winner section; None when pairs change direction.
    pub direction: Option<char>,
    pub names: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Recap {
    pub title: String,
    pub two_winners: bool,
    pub pairs: Vec<RecapPair>,
    pub boards: Vec<Board>,
    /// What a director should look at before publishing: readable, but odd.
    pub warnings: Vec<String>,
}

fn err(line: usize, message: impl Into<String>) -> RecapError {
    RecapError { line, message: message.into() }
}

fn fields(line: &str) -> Vec<&str> {
    line.split(|c: char| c.is_whitespace() || c == ',').filter(|f| !f.is_empty()).collect()
}

fn outcome(text: &str, line: usize) -> Result<Outcome, RecapError> {
    match text.to_ascii_uppercase().as_str() {
        "DNP" => Ok(Outcome::NotPlayed),
        "A" => Ok(Outcome::Artificial { ns: 50.0, ew: 50.0 }),
        "A+" => Ok(Outcome::Artificial { ns: 60.0, ew: 40.0 }),
        "A-" => Ok(Outcome::Artificial { ns: 40.0, ew: 60.0 }),
        _ => text
            .parse::<i32>()
            .ok()
            .filter(|s| s % 10 == 0 && s.abs() <= 7600)
            .map(Outcome::Score)
            .ok_or_else(|| err(line, format!("\"{text}\" is not a score (a multiple of 10, DNP, A, A+ or A-)"))),
    }
}

/// Splits "2-170" (a space left out) into board 2 and score -170.
fn board_and_score(f: &[&str]) -> Option<(String, String)> {
    match f {
        [b, s] => Some((b.to_string(), s.to_string())),
        [joined] => {
            let (b, s) = joined.split_at(joined.find('-').filter(|&i| i > 0)?);
            Some((b.to_string(), s.to_string()))
        }
        _ => None,
    }
}

fn number(text: &str, what: &str, line: usize) -> Result<u32, RecapError> {
    text.parse::<u32>().ok().filter(|n| *n >= 1).ok_or_else(|| err(line, format!("\"{text}\" is not a {what}")))
}

fn board_number(text: &str, line: usize) -> Result<u32, RecapError> {
    crate::bridge::board::read_number(text).ok_or_else(|| err(line, format!("\"{text}\" is not a board number (1 to {})", crate::bridge::board::MOST_BOARDS)))
}

pub fn read(text: &str) -> Result<Recap, RecapError> {
    enum Block {
        None,
        Slip { ns: u32, ew: u32 },
        Traveller { board: u32 },
    }
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
    let title = lines.by_ref().find(|(_, l)| !l.is_empty()).map(|(_, l)| l.to_string()).ok_or_else(|| err(1, "the file is empty"))?;
    let mut two_winners = None;
    let mut pairs: Vec<RecapPair> = Vec::new();
    let mut results: Vec<(usize, u32, TableResult)> = Vec::new();
    let mut block = Block::None;
    for (line, l) in lines {
        let f = fields(l);
        // A blank line, or a lone "." in some files, ends a slip or a traveller.
        if f.is_empty() || f == ["."] {
            block = Block::None;
            continue;
        }
        match f[0] {
            "A" if two_winners.is_none() => {
                two_winners = match f.get(1).map(|s| s.trim_end_matches('.').to_ascii_uppercase()).as_deref() {
                    Some("DW") => Some(true),
                    Some("SW") => Some(false),
                    _ => return Err(err(line, "the section line must be \"A DW\" (two winners) or \"A SW\" (one winner)")),
                };
            }
            "P" => {
                let [_, ns, ew] = f[..] else { return Err(err(line, "a pickup slip starts \"P ns ew\"")) };
                block = Block::Slip { ns: number(ns, "pair number", line)?, ew: number(ew, "pair number", line)? };
            }
            "T" => {
                let [_, board] = f[..] else { return Err(err(line, "a traveller starts \"T board\"")) };
                block = Block::Traveller { board: board_number(board, line)? };
            }
            _ => match block {
                Block::Slip { ns, ew } => {
                    let (b, s) = board_and_score(&f).ok_or_else(|| err(line, "a pickup slip line is \"board score\""))?;
                    let board = board_number(&b, line)?;
                    results.push((line, board, TableResult { ns, ew, outcome: outcome(&s, line)?, group: 0 }));
                }
                Block::Traveller { board } => {
                    let [ns, ew, s] = f[..] else { return Err(err(line, "a traveller line is \"ns ew score\"")) };
                    let (ns, ew) = (number(ns, "pair number", line)?, number(ew, "pair number", line)?);
                    results.push((line, board, TableResult { ns, ew, outcome: outcome(s, line)?, group: 0 }));
                }
                Block::None => {
                    if two_winners.is_none() {
                        return Err(err(line, "the section line (\"A DW\" or \"A SW\") must come before the pairs"));
                    }
                    let n = number(f[0], "pair number", line)?;
                    let (direction, names) = match f.get(1).map(|d| d.to_ascii_uppercase()) {
                        Some(d) if ["N", "E", "S", "W"].contains(&d.as_str()) => (d.chars().next(), f[2..].join(" ")),
                        _ => (None, f[1..].join(" ")),
                    };
                    let direction = direction.map(|d| {
                        if d == 'S' {
                            'N'
                        } else if d == 'W' {
                            'E'
                        } else {
                            d
                        }
                    });
                    if pairs.iter().any(|p| p.number == n && p.direction == direction) {
                        return Err(err(line, format!("pair {n} is listed twice")));
                    }
                    pairs.push(RecapPair { number: n, direction, names });
                }
            },
        }
    }
    let two_winners = two_winners.ok_or_else(|| err(1, "no section line (\"A DW\" or \"A SW\")"))?;
    // Every pair in a result must be listed; in a two-winner section, in the
    // direction it sat (in a one-winner section the letter is only where it started).
    let listed = |n: u32, d: char| pairs.iter().any(|p| p.number == n && (!two_winners || p.direction.is_none_or(|x| x == d)));
    let mut boards: Vec<Board> = Vec::new();
    for (line, board, r) in results {
        for (n, d, side) in [(r.ns, 'N', "NS"), (r.ew, 'E', "EW")] {
            // A DNP for an unlisted pair is the empty seat of a sit-out.
            if !listed(n, d) && r.outcome != Outcome::NotPlayed {
                return Err(err(line, format!("pair {n} {side} is not in the list of pairs")));
            }
        }
        if r.ns == r.ew && !two_winners {
            return Err(err(line, format!("pair {} cannot play against itself", r.ns)));
        }
        let entry = match boards.iter_mut().find(|b| b.number == board) {
            Some(b) => b,
            None => {
                boards.push(Board { number: board, results: Vec::new() });
                boards.last_mut().ok_or_else(|| err(line, "internal"))?
            }
        };
        if entry.results.iter().any(|x| x.ns == r.ns && x.ew == r.ew) {
            return Err(err(line, format!("board {board} between NS {} and EW {} is entered twice", r.ns, r.ew)));
        }
        if let Some(x) =
            entry.results.iter().find(|x| x.ns == r.ns || (two_winners && x.ew == r.ew) || (!two_winners && (x.ew == r.ew || x.ns == r.ew || x.ew == r.ns)))
        {
            return Err(err(line, format!("board {board}: a pair here already has a result on it (NS {} v EW {})", x.ns, x.ew)));
        }
        entry.results.push(r);
    }
    crate::sorting::sort_by_key(&mut boards, |b| b.number);
    let warnings = warnings(&pairs, &boards, two_winners);
    Ok(Recap { title, two_winners, pairs, boards, warnings })
}

fn warnings(pairs: &[RecapPair], boards: &[Board], two_winners: bool) -> Vec<String> {
    let mut out = Vec::new();
    // Everyone plays every round, a sit-out being entered as DNP: a pair with
    // fewer or more boards than the rest points to a missing or misnumbered slip.
    let mut played: std::collections::BTreeMap<(u32, char), usize> = Default::default();
    for b in boards {
        for r in &b.results {
            let (ns, ew) = if two_winners { ('N', 'E') } else { ('-', '-') };
            *played.entry((r.ns, ns)).or_default() += 1;
            *played.entry((r.ew, ew)).or_default() += 1;
        }
    }
    let mut counts: Vec<usize> = played.values().copied().collect();
    crate::sorting::sort(&mut counts);
    if let Some(&usual) = counts.get(counts.len() / 2) {
        let odd: Vec<String> = played
            .iter()
            .filter(|(_, &n)| n != usual)
            .map(|((p, d), n)| match d {
                'N' => format!("NS {p}: {n}"),
                'E' => format!("EW {p}: {n}"),
                _ => format!("{p}: {n}"),
            })
            .collect();
        if !odd.is_empty() {
            out.push(format!("most pairs have {usual} boards, but {}", odd.join(", ")));
        }
    }
    // A phantom is the empty seat of a sit-out: it cannot score.
    for p in pairs.iter().filter(|p| p.names.to_ascii_lowercase().contains("phantom")) {
        let scored: Vec<String> = boards
            .iter()
            .filter(|b| {
                b.results.iter().any(|r| {
                    let sat = (r.ns == p.number && p.direction != Some('E')) || (r.ew == p.number && p.direction != Some('N'));
                    sat && matches!(r.outcome, Outcome::Score(_))
                })
            })
            .map(|b| b.number.to_string())
            .collect();
        if !scored.is_empty() {
            let side = match p.direction {
                Some('N') => " NS",
                Some(_) => " EW",
                None => "",
            };
            out.push(format!("pair {}{side} is listed as \"{}\" but has scores on board(s) {}", p.number, p.names, scored.join(", ")));
        }
    }
    out
}

impl Recap {
    /// The recap as travellers, like a PBN session's, so it scores and exports
    /// the same way (the recap has scores only: no contracts or tricks).
    pub fn to_session(&self) -> crate::bridge::traveller::Travellers {
        use crate::bridge::board::{dealer, vulnerability};
        use crate::bridge::traveller::{PrintedTotal, Traveller, TravellerLine, Travellers};
        Travellers {
            event: Some(self.title.clone()),
            boards: self
                .boards
                .iter()
                .map(|b| Traveller {
                    number: b.number,
                    dealer: dealer(b.number),
                    vulnerability: vulnerability(b.number),
                    results: b
                        .results
                        .iter()
                        .map(|r| TravellerLine {
                            table: None,
                            round: None,
                            ns: r.ns,
                            ew: r.ew,
                            contract: None,
                            declarer: None,
                            tricks: None,
                            outcome: r.outcome.clone(),
                            printed_mp_ns: None,
                            printed_mp_ew: None,
                            group: 0,
                            partners: None,
                        })
                        .collect(),
                })
                .collect(),
            // The list of pairs, with their names, as the recap gives them.
            totals: self
                .pairs
                .iter()
                .map(|p| PrintedTotal {
                    pair: p.number,
                    direction: p.direction.map(|d| if d == 'N' { "NS".to_string() } else { "EW".to_string() }),
                    mp: None,
                    pct: None,
                    rank: None,
                    players: crate::text::split_players(&p.names).iter().map(|n| crate::event::Member::named(n)).collect(),
                    ..Default::default()
                })
                .collect(),
            directions: Some(if self.two_winners { crate::bridge::traveller::Directions::Separate } else { crate::bridge::traveller::Directions::Shared }),
            ..Travellers::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: &str =
        "Club night\nA DW\n1 N Ann & Bob\n2 N Cy & Di\n1 E Ed & Flo\n2 E Gus & Hal\nP 1 1\n1 420\n2 -50\n\nP 2 2\n1 450\n2 A+\n\nT 3\n1 2 100\n2 1 DNP\n";

    #[test]
    fn reads_slips_and_travellers() {
        let r = read(SMALL).map_err(|e| e.to_string());
        let Ok(r) = r else { return assert_eq!(r.err(), None) };
        assert_eq!((r.title.as_str(), r.two_winners, r.pairs.len(), r.boards.len()), ("Club night", true, 4, 3));
        assert_eq!(r.boards[1].results[1].outcome, Outcome::Artificial { ns: 60.0, ew: 40.0 });
        assert_eq!(r.boards[2].results[1].outcome, Outcome::NotPlayed);
        assert_eq!(r.pairs[2], RecapPair { number: 1, direction: Some('E'), names: "Ed & Flo".into() });
    }

    #[test]
    fn a_recap_as_travellers() {
        let Ok(r) = read(SMALL) else { return assert!(false, "the sample recap must read") };
        let s = r.to_session();
        assert_eq!((s.event.as_deref(), s.boards.len()), (Some("Club night"), 3));
        assert_eq!(s.boards[0].results.len(), 2);
        assert_eq!(s.boards[0].results[1].outcome, Outcome::Score(450));
        assert_eq!(s.boards[2].vulnerability, crate::bridge::board::Vulnerability::EW);
    }

    #[test]
    fn errors_name_the_line() {
        let e = |t: &str| read(t).map(|_| String::new()).unwrap_or_else(|e| e.to_string());
        assert_eq!(e(""), "line 1: the file is empty");
        assert_eq!(e("T\nB SW\n"), "line 2: the section line (\"A DW\" or \"A SW\") must come before the pairs");
        assert_eq!(e("T\nA XX\n"), "line 2: the section line must be \"A DW\" (two winners) or \"A SW\" (one winner)");
        assert_eq!(e("T\nA SW\n1 Ann\nP 1 2\n1 420\n"), "line 5: pair 2 EW is not in the list of pairs");
        assert_eq!(e("T\nA SW\n1 Ann\n2 Bo\nP 1 2\n1 425\n"), "line 6: \"425\" is not a score (a multiple of 10, DNP, A, A+ or A-)");
        assert_eq!(e("T\nA SW\n1 Ann\n2 Bo\nP 1 2\n1 420\n\nT 1\n1 2 420\n"), "line 9: board 1 between NS 1 and EW 2 is entered twice");
        assert_eq!(e("T\nA SW\n1 Ann\n2 Bo\n3 Cy\nP 1 2\n1 420\n\nT 1\n3 2 420\n"), "line 10: board 1: a pair here already has a result on it (NS 1 v EW 2)");
        // The Concord file's "2-170": the space left out is put back.
        let r = read("T\nA SW\n1 Ann\n2 Bo\nP 1 2\n2-170\n");
        assert_eq!(r.map(|r| r.boards[0].results[0].outcome.clone()), Ok(Outcome::Score(-170)));
    }
}
