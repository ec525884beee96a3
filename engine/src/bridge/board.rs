//! Board facts: who deals and who is vulnerable, from the board number alone.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Seat {
    N,
    E,
    S,
    W,
}

impl<'de> serde::Deserialize<'de> for Seat {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Seat, D::Error> {
        crate::code::read(d, &["N", "E", "S", "W"], |i| [Seat::N, Seat::E, Seat::S, Seat::W].get(i).copied())
    }
}

impl Seat {
    pub fn is_ns(self) -> bool {
        matches!(self, Seat::N | Seat::S)
    }

    pub fn letter(self) -> char {
        match self {
            Seat::N => 'N',
            Seat::E => 'E',
            Seat::S => 'S',
            Seat::W => 'W',
        }
    }

    pub fn from_letter(c: char) -> Option<Seat> {
        match c.to_ascii_uppercase() {
            'N' => Some(Seat::N),
            'E' => Some(Seat::E),
            'S' => Some(Seat::S),
            'W' => Some(Seat::W),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Vulnerability {
    None,
    NS,
    EW,
    All,
}

impl Vulnerability {
    /// Whether the side of `seat` is vulnerable.
    pub fn of(self, seat: Seat) -> bool {
        match self {
            Vulnerability::None => false,
            Vulnerability::All => true,
            Vulnerability::NS => seat.is_ns(),
            Vulnerability::EW => !seat.is_ns(),
        }
    }

    /// The PBN spelling: None, NS, EW, All.
    pub fn pbn(self) -> &'static str {
        match self {
            Vulnerability::None => "None",
            Vulnerability::NS => "NS",
            Vulnerability::EW => "EW",
            Vulnerability::All => "All",
        }
    }
}

/// The dealer of a board: North on board 1, then clockwise, every board.
/// The highest board number a file may give: a club's evening, or several
/// sessions numbered on, stays far below it; the schedule built from a file
/// is sized by its boards, so a number like 4294967295 is refused, not built.
pub const MOST_BOARDS: u32 = 999;

/// A board number as a file writes it, 1 to `MOST_BOARDS`.
pub fn read_number(text: &str) -> Option<u32> {
    text.trim().parse().ok().filter(|n| (1..=MOST_BOARDS).contains(n))
}

pub fn dealer(board: u32) -> Seat {
    [Seat::N, Seat::E, Seat::S, Seat::W][((board.max(1) - 1) % 4) as usize]
}

/// Vulnerability repeats every 16 boards; each group of four shifts the
/// None-NS-EW-All pattern one place, so every seat deals every state.
pub fn vulnerability(board: u32) -> Vulnerability {
    use Vulnerability::*;
    const CYCLE: [Vulnerability; 16] = [None, NS, EW, All, NS, EW, All, None, EW, All, None, NS, All, None, NS, EW];
    CYCLE[((board.max(1) - 1) % 16) as usize]
}

/// Boards as a scorer types them: `5-6`, `5–6`, `5, 6`, `5 6 7`, `1-3, 9`.
pub fn board_list(text: &str) -> Result<Vec<u32>, String> {
    let mut boards = Vec::new();
    for part in text.split([',', ' ', ';']).map(str::trim).filter(|p| !p.is_empty()) {
        let number = |s: &str| {
            s.trim().parse::<u32>().ok().filter(|b| (1..=999).contains(b)).ok_or_else(|| format!("“{part}” is not a board number or a range like 5-6"))
        };
        match part.split_once(['-', '–']) {
            Some((a, b)) => {
                let (a, b) = (number(a)?, number(b)?);
                if a > b {
                    return Err(format!("“{part}” runs backwards: write the lower board first"));
                }
                boards.extend(a..=b);
            }
            None => boards.push(number(part)?),
        }
    }
    crate::sorting::sort(&mut boards);
    boards.dedup();
    if boards.is_empty() {
        return Err("give the boards the table plays, as 5-6 or 5, 6".to_string());
    }
    Ok(boards)
}

/// Boards as a range where they run on: "5–6", else "5, 7" (read back by `board_list`).
pub fn board_text(boards: &[u32]) -> String {
    match boards {
        [] => String::new(),
        [one] => one.to_string(),
        [first, .., last] if (*last - *first) as usize + 1 == boards.len() => format!("{first}–{last}"),
        _ => boards.iter().map(u32::to_string).collect::<Vec<_>>().join(", "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 16-board cycle as printed in ../shared/bridge/README.md (agreed by every real PBN there).
    const PRINTED: [(u32, &str, char); 16] = [
        (1, "None", 'N'),
        (2, "NS", 'E'),
        (3, "EW", 'S'),
        (4, "All", 'W'),
        (5, "NS", 'N'),
        (6, "EW", 'E'),
        (7, "All", 'S'),
        (8, "None", 'W'),
        (9, "EW", 'N'),
        (10, "All", 'E'),
        (11, "None", 'S'),
        (12, "NS", 'W'),
        (13, "All", 'N'),
        (14, "None", 'E'),
        (15, "NS", 'S'),
        (16, "EW", 'W'),
    ];

    #[test]
    fn the_cycle_row_by_row_and_repeating() {
        for (board, vul, deal) in PRINTED {
            for cycle in 0..4 {
                let b = board + 16 * cycle;
                assert_eq!(vulnerability(b).pbn(), vul, "board {b}");
                assert_eq!(dealer(b).letter(), deal, "board {b}");
            }
        }
    }

    #[test]
    fn who_is_vulnerable() {
        assert!(Vulnerability::NS.of(Seat::S) && !Vulnerability::NS.of(Seat::E));
        assert!(Vulnerability::EW.of(Seat::W) && !Vulnerability::EW.of(Seat::N));
        assert!(Vulnerability::All.of(Seat::E) && !Vulnerability::None.of(Seat::N));
        assert_eq!(Seat::from_letter('w'), Some(Seat::W));
        assert_eq!(Seat::from_letter('x'), None);
    }

    #[test]
    fn boards_are_read_as_typed() {
        assert_eq!(board_list("5-6"), Ok(vec![5, 6]));
        assert_eq!(board_list(" 5–7 "), Ok(vec![5, 6, 7]));
        assert_eq!(board_list("9, 1-2 2"), Ok(vec![1, 2, 9]));
        assert_eq!(board_list("6-5"), Err("“6-5” runs backwards: write the lower board first".into()));
        assert_eq!(board_list("five"), Err("“five” is not a board number or a range like 5-6".into()));
        assert_eq!(board_list("0"), Err("“0” is not a board number or a range like 5-6".into()));
        assert_eq!(board_list(" , "), Err("give the boards the table plays, as 5-6 or 5, 6".into()));
        assert_eq!((board_text(&[5, 6]), board_text(&[5, 7]), board_text(&[3])), ("5–6".into(), "5, 7".into(), "3".into()));
    }
}
