//! Board facts: who deals and who is vulnerable, from the board number alone.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Seat {
    N,
    E,
    S,
    W,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The 16-board cycle as printed in ../shared/bridge/README.md (agreed by every real PBN there).
    const PRINTED: [(u32, &str, char); 16] = [
        (1, "None", 'N'), (2, "NS", 'E'), (3, "EW", 'S'), (4, "All", 'W'),
        (5, "NS", 'N'), (6, "EW", 'E'), (7, "All", 'S'), (8, "None", 'W'),
        (9, "EW", 'N'), (10, "All", 'E'), (11, "None", 'S'), (12, "NS", 'W'),
        (13, "All", 'N'), (14, "None", 'E'), (15, "NS", 'S'), (16, "EW", 'W'),
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
}
