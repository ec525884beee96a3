//! A board's deal: which hand holds each of the 52 cards. Read and written
//! as PBN writes it (`N:KQT6.AJT.T984.65 A2.K9876.72.9742 …`: the first
//! seat, then each hand clockwise as spades.hearts.diamonds.clubs), checked
//! whole (52 different cards, 13 in each hand), and dealt from a seed.

use super::board::Seat;
use sha2::{Digest, Sha256};

/// The suits in the order a hand is written: spades, hearts, diamonds, clubs.
pub const SUITS: [char; 4] = ['S', 'H', 'D', 'C'];
/// The suits' signs as a page prints them, in `SUITS` order, and whether
/// each is printed red (hearts and diamonds).
pub const SUIT_SIGNS: [(&str, bool); 4] = [("♠", false), ("♥", true), ("♦", true), ("♣", false)];
/// The ranks in the order a holding is written, ace first.
pub const RANKS: [char; 13] = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];
/// The seats clockwise from North: a seat's place in `Deal`'s arrays.
pub const SEATS: [Seat; 4] = [Seat::N, Seat::E, Seat::S, Seat::W];

/// Who holds each card: `holder[suit * 13 + rank]`, a seat's place in `SEATS`
/// (suit and rank as in `SUITS` and `RANKS`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Deal {
    holder: [u8; 52],
}

/// Why a written deal is not a whole deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealError {
    /// Not `N:` (or E, S, W) then the hands.
    NoFirstSeat(String),
    /// Not four hands after the seat.
    Hands(usize),
    /// A hand not written as four holdings separated by dots.
    Holdings { seat: Seat, found: usize },
    /// A character that is not a rank (AKQJT98765432).
    NotARank { seat: Seat, found: char },
    /// A card written twice.
    Twice { card: String },
    /// A hand without 13 cards.
    Count { seat: Seat, cards: usize },
    /// More than one hand left out (`-`): the deal cannot be completed.
    Unknown(usize),
}

impl std::fmt::Display for DealError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            DealError::NoFirstSeat(text) => write!(f, "a deal begins with the first hand's seat, as N:, not “{text}”"),
            DealError::Hands(n) => write!(f, "a deal has four hands, this one {n}"),
            DealError::Holdings { seat, found } => {
                write!(f, "{}'s hand has {found} suit(s) where four are written, spades.hearts.diamonds.clubs", seat_name(*seat))
            }
            DealError::NotARank { seat, found } => write!(f, "{}'s hand has “{found}”, which is not a card (AKQJT98765432)", seat_name(*seat)),
            DealError::Twice { card } => write!(f, "the {card} is in the deal twice"),
            DealError::Count { seat, cards } => write!(f, "{}'s hand has {cards} cards, not 13", seat_name(*seat)),
            DealError::Unknown(n) => write!(f, "{n} hands are left out (-): only one can be worked out from the others"),
        }
    }
}

/// A seat's name in a sentence.
pub fn seat_name(seat: Seat) -> &'static str {
    match seat {
        Seat::N => "North",
        Seat::E => "East",
        Seat::S => "South",
        Seat::W => "West",
    }
}

/// A card as a person writes it: ♠A, ♦T.
fn card_name(card: usize) -> String {
    format!("{}{}", SUIT_SIGNS[card / 13].0, RANKS[card % 13])
}

/// A seat's place in `SEATS` (and in a deal's or an analysis's arrays).
pub fn place(seat: Seat) -> usize {
    SEATS.iter().position(|s| *s == seat).unwrap_or(0)
}

impl Deal {
    /// Reads a PBN deal. A single hand left out (`-`) is the 13 cards the
    /// others do not hold; ranks may be written in either case.
    pub fn from_pbn(text: &str) -> Result<Deal, DealError> {
        let text = text.trim();
        let first = text
            .split_once(':')
            .and_then(|(seat, _)| seat.trim().chars().next().filter(|_| seat.trim().chars().count() == 1).and_then(Seat::from_letter))
            .ok_or_else(|| DealError::NoFirstSeat(text.chars().take(12).collect()))?;
        let hands: Vec<&str> = text.split_once(':').map(|(_, h)| h.split_whitespace().collect()).unwrap_or_default();
        if hands.len() != 4 {
            return Err(DealError::Hands(hands.len()));
        }
        const NOBODY: u8 = 4;
        let mut holder = [NOBODY; 52];
        let mut unknown = Vec::new();
        for (i, hand) in hands.iter().enumerate() {
            let at = (place(first) + i) % 4;
            let seat = SEATS[at];
            if *hand == "-" {
                unknown.push(at);
                continue;
            }
            let suits: Vec<&str> = hand.split('.').collect();
            if suits.len() != 4 {
                return Err(DealError::Holdings { seat, found: suits.len() });
            }
            let mut cards = 0;
            for (suit, holding) in suits.iter().enumerate() {
                for c in holding.chars() {
                    let rank = RANKS.iter().position(|r| *r == c.to_ascii_uppercase()).ok_or(DealError::NotARank { seat, found: c })?;
                    let card = suit * 13 + rank;
                    if holder[card] != NOBODY {
                        return Err(DealError::Twice { card: card_name(card) });
                    }
                    holder[card] = at as u8;
                    cards += 1;
                }
            }
            if cards != 13 {
                return Err(DealError::Count { seat, cards });
            }
        }
        match unknown.as_slice() {
            [] => {}
            [at] => holder.iter_mut().filter(|h| **h == NOBODY).for_each(|h| *h = *at as u8),
            more => return Err(DealError::Unknown(more.len())),
        }
        Ok(Deal { holder })
    }

    /// The deal as PBN writes it, from `first` clockwise.
    pub fn to_pbn(&self, first: Seat) -> String {
        let mut out = String::with_capacity(69);
        out.push(first.letter());
        out.push(':');
        for i in 0..4 {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(&self.hand(SEATS[(place(first) + i) % 4]));
        }
        out
    }

    /// One hand as PBN writes it: spades.hearts.diamonds.clubs, high cards first.
    pub fn hand(&self, seat: Seat) -> String {
        (0..4).map(|suit| self.holding(seat, suit).into_iter().collect::<String>()).collect::<Vec<_>>().join(".")
    }

    /// The ranks `seat` holds in `suit` (its place in `SUITS`), highest first.
    pub fn holding(&self, seat: Seat, suit: usize) -> Vec<char> {
        let at = place(seat) as u8;
        (0..13).filter(|r| self.holder[suit * 13 + r] == at).map(|r| RANKS[r]).collect()
    }

    /// The seat that holds a card (suit and rank as places in `SUITS` and `RANKS`).
    pub fn holder(&self, suit: usize, rank: usize) -> Seat {
        SEATS[self.holder[suit * 13 + rank] as usize]
    }

    /// Deals a board from a seed: the same seed and board number give the
    /// same deal, on any device, and each board depends on its number alone
    /// (a set of 36 begins with the 32 boards of a set of 32). The cards are shuffled
    /// (Fisher–Yates) with numbers drawn from SHA-256 in counter mode over
    /// the seed and the board: a cryptographically strong generator made of
    /// the hash the engine already has for the director's PIN.
    pub fn dealt(seed: &str, board: u32) -> Deal {
        let mut draw = Draws { seed, board, block: 0, words: [0; 8], next: 8 };
        let mut cards: [u8; 52] = std::array::from_fn(|i| i as u8);
        for i in (1..52).rev() {
            let j = draw.below(i as u32 + 1) as usize;
            cards.swap(i, j);
        }
        // The shuffled pack dealt out in four runs of 13.
        let mut holder = [0u8; 52];
        for (position, card) in cards.iter().enumerate() {
            holder[*card as usize] = (position / 13) as u8;
        }
        Deal { holder }
    }
}

/// The numbers a deal is drawn from: SHA-256 of a label, the seed, the board
/// number and a block counter, eight 32-bit numbers a block.
struct Draws<'a> {
    seed: &'a str,
    board: u32,
    block: u32,
    words: [u32; 8],
    next: usize,
}

impl Draws<'_> {
    fn word(&mut self) -> u32 {
        if self.next == 8 {
            let mut h = Sha256::new();
            h.update(b"clubscore deal 1\0");
            h.update((self.seed.len() as u64).to_be_bytes());
            h.update(self.seed.as_bytes());
            h.update(self.board.to_be_bytes());
            h.update(self.block.to_be_bytes());
            let digest = h.finalize();
            for (w, chunk) in self.words.iter_mut().zip(digest.chunks_exact(4)) {
                *w = u32::from_be_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
            }
            self.block = self.block.wrapping_add(1);
            self.next = 0;
        }
        self.next += 1;
        self.words[self.next - 1]
    }

    /// A number below `n`, every one equally likely (draws past the last
    /// whole multiple of `n` are drawn again).
    fn below(&mut self, n: u32) -> u32 {
        let limit = u32::MAX - u32::MAX % n;
        loop {
            let x = self.word();
            if x < limit {
                return x % n;
            }
        }
    }
}

/// A seed made from random bytes (the device's), written as a person can
/// copy it: groups of four letters and digits, no 0/O or 1/I to confuse.
pub fn seed_text(random: &[u8; 15]) -> String {
    const ALPHABET: &[u8; 32] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut bits: u128 = 0;
    for b in random {
        bits = (bits << 8) | *b as u128;
    }
    // 120 bits, 24 characters of 5 bits.
    let chars: Vec<char> = (0..24).rev().map(|i| ALPHABET[((bits >> (i * 5)) & 31) as usize] as char).collect();
    chars.chunks(4).map(|c| c.iter().collect::<String>()).collect::<Vec<_>>().join("-")
}

impl serde::Serialize for Deal {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_pbn(Seat::N))
    }
}

impl<'de> serde::Deserialize<'de> for Deal {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Deal, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Deal::from_pbn(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Board 1 of the FFB national final (../shared/bridge/ffb_magic_contest), as Magic Contest wrote it.
    const FFB_1: &str = "N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT8";

    #[test]
    fn a_pbn_deal_reads_and_writes_back_from_any_seat() {
        let deal = Deal::from_pbn(FFB_1).unwrap();
        assert_eq!(deal.to_pbn(Seat::N), FFB_1);
        assert_eq!(deal.hand(Seat::E), "A2.K9876.72.9742");
        assert_eq!(deal.holding(Seat::W, 1), vec!['Q', '5', '2']);
        assert_eq!(deal.holder(0, 0), Seat::E, "the ace of spades");
        assert_eq!(deal.holder(3, 12), Seat::E, "the two of clubs");
        let from_east = deal.to_pbn(Seat::E);
        assert_eq!(from_east, "E:A2.K9876.72.9742 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT8 KQT6.AJT.T984.65");
        assert_eq!(Deal::from_pbn(&from_east).unwrap(), deal);
        // Lower case, and a void.
        let void = "W:akqjt98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
        let d = Deal::from_pbn(void).unwrap();
        assert_eq!(d.hand(Seat::W), "AKQJT98765432...");
        assert_eq!(d.hand(Seat::S), "...AKQJT98765432");
        // Serialised as the PBN text, from North.
        assert_eq!(serde_json::to_string(&deal).unwrap(), format!("\"{FFB_1}\""));
        assert_eq!(serde_json::from_str::<Deal>(&format!("\"{from_east}\"")).unwrap(), deal);
    }

    #[test]
    fn one_hand_left_out_is_worked_out_and_no_more() {
        let deal = Deal::from_pbn(FFB_1).unwrap();
        let three = "N:KQT6.AJT.T984.65 A2.K9876.72.9742 - 987.Q52.KJ63.QT8";
        assert_eq!(Deal::from_pbn(three).unwrap(), deal);
        assert_eq!(Deal::from_pbn("N:KQT6.AJT.T984.65 - - 987.Q52.KJ63.QT8"), Err(DealError::Unknown(2)));
    }

    #[test]
    fn a_deal_that_is_not_whole_is_refused_and_said() {
        let cases = [
            ("KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT8", "a deal begins with the first hand's seat, as N:, not “KQT6.AJT.T98”"),
            ("X:KQT6.AJT.T984.65", "a deal begins with the first hand's seat, as N:, not “X:KQT6.AJT.T”"),
            ("N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ3", "a deal has four hands, this one 3"),
            (
                "N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5AKJ3 987.Q52.KJ63.QT8",
                "South's hand has 3 suit(s) where four are written, spades.hearts.diamonds.clubs",
            ),
            ("N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ1 987.Q52.KJ63.QT8", "South's hand has “1”, which is not a card (AKQJT98765432)"),
            ("N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT5", "the ♣5 is in the deal twice"),
            ("N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT", "West's hand has 12 cards, not 13"),
            ("N:KQT6.AJT.T984.652 A2.K9876.72.974 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT8", "North's hand has 14 cards, not 13"),
        ];
        for (text, said) in cases {
            assert_eq!(Deal::from_pbn(text).unwrap_err().to_string(), said, "{text}");
        }
        assert!(serde_json::from_str::<Deal>("\"N:KQT6\"").is_err());
    }

    #[test]
    fn dealt_boards_are_whole_fixed_by_seed_and_board_and_differ_between_them() {
        let a = Deal::dealt("club night 1", 1);
        // Whole: read back from its PBN (52 different cards, 13 each).
        for board in 1..=36 {
            let d = Deal::dealt("club night 1", board);
            assert_eq!(Deal::from_pbn(&d.to_pbn(Seat::N)), Ok(d));
            for seat in SEATS {
                assert_eq!((0..4).map(|s| d.holding(seat, s).len()).sum::<usize>(), 13);
            }
        }
        // The same seed and board, the same deal; another board or seed, another.
        assert_eq!(Deal::dealt("club night 1", 1), a);
        assert_ne!(Deal::dealt("club night 1", 2), a);
        assert_ne!(Deal::dealt("club night 2", 1), a);
        // Fixed for ever: a set dealt again on any device, any version, is the same.
        assert_eq!(a.to_pbn(Seat::N), DEALT_1);
    }

    /// Board 1 of seed "club night 1", as dealt when the generator was written (it must never change).
    const DEALT_1: &str = "N:A.8642.KQT5.KT52 K765.Q95.A983.63 T9432.AKJ.74.J98 QJ8.T73.J62.AQ74";

    #[test]
    fn every_card_goes_to_every_seat_about_as_often() {
        // 4,000 boards: each of the 52 cards about 1,000 times in each hand.
        let mut counts = [[0u32; 4]; 52];
        for board in 1..=4000 {
            let d = Deal::dealt("fairness", board);
            for (card, seat) in d.holder.iter().enumerate() {
                counts[card][*seat as usize] += 1;
            }
        }
        for (card, by_seat) in counts.iter().enumerate() {
            for n in by_seat {
                // 5 standard deviations (about 27) either side of 1,000.
                assert!((860..=1140).contains(n), "{} held {n} times by one seat", card_name(card));
            }
        }
    }

    #[test]
    fn seeds_made_on_a_device_are_easy_to_copy() {
        assert_eq!(seed_text(&[0; 15]), "AAAA-AAAA-AAAA-AAAA-AAAA-AAAA");
        assert_eq!(seed_text(&[255; 15]), "9999-9999-9999-9999-9999-9999");
        let s = seed_text(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
        assert_eq!(s.len(), 29);
        assert!(!s.contains(['0', 'O', '1', 'I']));
    }
}
