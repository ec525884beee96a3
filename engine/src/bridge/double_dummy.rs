//! What a deal makes double dummy: the tricks each declarer takes in each
//! denomination (20 numbers), and the par score and contracts. The solver
//! is `pons-dds`, Bo Haglund's DDS ported to pure Rust (it builds for the
//! browser as for the command line, and gives DDS's own par); this module
//! only hands it our deal and reads its answer back in our terms.

use super::board::{Seat, Vulnerability};
use super::deal::{Deal, SEATS};

/// The denominations in the order a table of tricks is written: spades,
/// hearts, diamonds, clubs, no trumps (as PBN's OptimumResultTable).
pub const DENOMINATIONS: [&str; 5] = ["S", "H", "D", "C", "NT"];

/// A board's double-dummy analysis.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Analysis {
    /// `tricks[seat][denomination]`: seats as `SEATS` (N, E, S, W),
    /// denominations as `DENOMINATIONS`.
    pub tricks: [[u8; 5]; 4],
    pub par: Par,
}

/// The par: the score North–South get when both sides bid their best
/// double dummy, and each contract that scores it, written as `4S N`,
/// `4CX S` (doubled), `6NT S`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Par {
    pub score: i32,
    pub contracts: Vec<String>,
}

impl Analysis {
    /// The tricks `declarer` takes in a denomination (its place in `DENOMINATIONS`).
    pub fn tricks(&self, declarer: Seat, denomination: usize) -> u8 {
        self.tricks[super::deal::place(declarer)][denomination]
    }
}

/// A board to work out, as a page asks its worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    pub board: u32,
    pub deal: Deal,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
}

/// The page's message to its worker: a line a board, `board|deal` (PBN
/// from North); the dealer and vulnerability are the board number's.
pub fn asked_text(asked: &[Asked]) -> String {
    let lines: Vec<String> = asked.iter().map(|a| format!("{}|{}", a.board, a.deal.to_pbn(Seat::N))).collect();
    lines.join("\n")
}

/// The boards a worker is asked to work out, read from the page's message:
/// at most `MOST_BOARDS`, each a whole deal (a message that is not such a
/// list gets nothing worked out).
pub fn read_asked(text: &str) -> Result<Vec<Asked>, String> {
    if text.len() > 100 * super::board::MOST_BOARDS as usize || text.lines().count() > super::board::MOST_BOARDS as usize {
        return Err("too many boards to work out at once".into());
    }
    text.lines()
        .enumerate()
        .map(|(i, line)| {
            let (board, deal) = line.split_once('|').ok_or_else(|| format!("line {} is not a board and its deal", i + 1))?;
            let board = super::board::read_number(board).ok_or_else(|| format!("line {}: \"{board}\" is not a board number", i + 1))?;
            Ok(asked(board, Deal::from_pbn(deal).map_err(|e| format!("line {}: {e}", i + 1))?))
        })
        .collect()
}

/// One board's analysis as kept beside its event (see
/// `library::worked_out_key`): with the deal it was worked out for (PBN
/// from North), so one of a deal since changed is not taken for the new
/// one. The dealer and vulnerability are the board number's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    pub board: u32,
    pub deal: String,
    pub analysis: Analysis,
}

/// The first line of the kept text; text without it is nothing kept (a
/// device works it out again).
const KEPT_FORM: &str = "dd 1";

/// What was kept for an event's boards: after [`KEPT_FORM`], one line a
/// board, `board|tricks|par score|par contracts|deal`, the 20 tricks in
/// hexadecimal digits (seats N, E, S, W, each in `DENOMINATIONS` order),
/// the contracts separated by commas. Written by [`kept_text`]; a line
/// that does not read is left out, and at most `MOST_BOARDS` are read.
pub fn read_kept(text: &str) -> Vec<Kept> {
    let mut lines = text.lines();
    if lines.next() != Some(KEPT_FORM) {
        return Vec::new();
    }
    lines.take(super::board::MOST_BOARDS as usize).filter_map(read_kept_line).collect()
}

/// One board's line of the kept text (also the worker's answer for it).
pub fn read_kept_line(line: &str) -> Option<Kept> {
    let mut parts = line.splitn(5, '|');
    let board = parts.next()?.parse().ok()?;
    let tricks = read_tricks_digits(parts.next()?)?;
    let score = parts.next()?.parse().ok()?;
    let contracts = parts.next()?;
    let deal = parts.next()?.to_string();
    if deal.len() > 80 || contracts.len() > 200 {
        return None;
    }
    let contracts = contracts.split(',').filter(|c| !c.is_empty()).map(str::to_string).collect();
    Some(Kept { board, deal, analysis: Analysis { tricks, par: Par { score, contracts } } })
}

/// One board's line, as [`read_kept_line`] reads it.
pub fn kept_line(k: &Kept) -> String {
    format!("{}|{}|{}|{}|{}", k.board, tricks_digits(&k.analysis.tricks), k.analysis.par.score, k.analysis.par.contracts.join(","), k.deal)
}

pub fn kept_text(kept: &[Kept]) -> String {
    let mut text = String::from(KEPT_FORM);
    for k in kept {
        text.push('\n');
        text.push_str(&kept_line(k));
    }
    text
}

/// Tricks as 20 hexadecimal digits, seats N, E, S, W, each in
/// `DENOMINATIONS` order: as analyses are kept, and a hand record's own.
pub fn tricks_digits(tricks: &[[u8; 5]; 4]) -> String {
    tricks.iter().flatten().map(|t| char::from_digit(u32::from(*t), 16).unwrap_or('0')).collect()
}

/// Tricks read back from [`tricks_digits`]: 20 digits of 0 to 13 tricks.
pub fn read_tricks_digits(digits: &str) -> Option<[[u8; 5]; 4]> {
    let digits = digits.as_bytes();
    if digits.len() != 20 {
        return None;
    }
    let mut tricks = [[0u8; 5]; 4];
    for (i, d) in digits.iter().enumerate() {
        tricks[i / 5][i % 5] = (*d as char).to_digit(16).filter(|t| *t <= 13)? as u8;
    }
    Some(tricks)
}

/// The analysis kept for a board with the deal it has now (PBN from North), if any.
pub fn kept_for<'a>(kept: &'a [Kept], board: u32, deal: &str) -> Option<&'a Analysis> {
    kept.iter().find(|k| k.board == board && k.deal == deal).map(|k| &k.analysis)
}

/// A session's board as its worker is asked it: its deal, with the dealer
/// and vulnerability of its number.
pub fn asked(board: u32, deal: Deal) -> Asked {
    Asked { board, deal, dealer: super::board::dealer(board), vulnerability: super::board::vulnerability(board) }
}

fn their_seat(seat: Seat) -> contract_bridge::Seat {
    match seat {
        Seat::N => contract_bridge::Seat::North,
        Seat::E => contract_bridge::Seat::East,
        Seat::S => contract_bridge::Seat::South,
        Seat::W => contract_bridge::Seat::West,
    }
}

fn our_seat(seat: contract_bridge::Seat) -> Seat {
    match seat {
        contract_bridge::Seat::North => Seat::N,
        contract_bridge::Seat::East => Seat::E,
        contract_bridge::Seat::South => Seat::S,
        contract_bridge::Seat::West => Seat::W,
    }
}

fn their_strain(denomination: usize) -> contract_bridge::Strain {
    use contract_bridge::Strain;
    [Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs, Strain::Notrump][denomination]
}

/// A solver kept from board to board (its tables are made once).
pub struct Analyser {
    solver: pons_dds::Solver,
}

impl Default for Analyser {
    fn default() -> Self {
        Analyser { solver: pons_dds::Solver::new(contract_bridge::Strain::Notrump) }
    }
}

impl Analyser {
    /// Works out a deal, on this thread: its tricks, then the par with
    /// `dealer` to bid first (DDS's dealer par, which is what a hand
    /// record prints: on a deal where both sides can make something, the
    /// side that bids first may reach its contract first).
    pub fn analyse(&mut self, deal: &Deal, dealer: Seat, vulnerability: Vulnerability) -> Analysis {
        let full = full_deal(deal);
        let table = pons_dds::solve_deal_on(&mut self.solver, full);
        let mut tricks = [[0u8; 5]; 4];
        for (s, seat) in SEATS.iter().enumerate() {
            for (d, row) in tricks[s].iter_mut().enumerate() {
                *row = table[their_strain(d)].get(their_seat(*seat)).get();
            }
        }
        let vul = match vulnerability {
            Vulnerability::None => pons_dds::Vulnerability::NONE,
            Vulnerability::NS => pons_dds::Vulnerability::NS,
            Vulnerability::EW => pons_dds::Vulnerability::EW,
            Vulnerability::All => pons_dds::Vulnerability::ALL,
        };
        let par = pons_dds::calculate_par(table, vul, their_seat(dealer));
        Analysis { tricks, par: Par { score: par.score, contracts: par.contracts.iter().map(contract_text).collect() } }
    }
}

/// Our deal as the solver takes it: each card handed to its holder.
fn full_deal(deal: &Deal) -> pons_dds::FullDeal {
    use contract_bridge::{Card, Hand, Rank, Suit};
    let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    let mut hands = [Hand::EMPTY; 4];
    for (s, suit) in suits.iter().enumerate() {
        for r in 0..13 {
            // Our ranks run ace first; theirs are numbered 2 to 14.
            let Ok(rank) = Rank::try_new(14 - r as u8) else { continue };
            let at = super::deal::place(deal.holder(s, r));
            hands[at].insert(Card { suit: *suit, rank });
        }
    }
    let mut builder = contract_bridge::deal::Builder::new();
    for (at, hand) in hands.into_iter().enumerate() {
        builder[their_seat(SEATS[at])] = hand;
    }
    // A `Deal` is whole by construction (52 different cards, 13 each).
    pons_dds::FullDeal::try_from(builder).unwrap_or_else(|_| unreachable!("a Deal is always whole"))
}

/// A par contract as a hand record writes it: `4S N`, `4CX S`, `6NT S`,
/// at the level of the tricks it makes.
fn contract_text(c: &pons_dds::ParContract) -> String {
    use contract_bridge::contract::Penalty;
    let denomination = match c.contract.bid.strain {
        contract_bridge::Strain::Spades => "S",
        contract_bridge::Strain::Hearts => "H",
        contract_bridge::Strain::Diamonds => "D",
        contract_bridge::Strain::Clubs => "C",
        contract_bridge::Strain::Notrump => "NT",
    };
    let penalty = match c.contract.penalty {
        Penalty::Undoubled => "",
        Penalty::Doubled => "X",
        Penalty::Redoubled => "XX",
    };
    // DDS names the lowest level that scores the par (4S making 11); a hand
    // record names the level of the tricks made (5S), as Magic Contest does.
    let level = c.contract.bid.level.get() as i32 + (c.overtricks as i32).max(0);
    format!("{level}{denomination}{penalty} {}", our_seat(c.declarer).letter())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deal_with_every_trick_known_by_hand() {
        // Each hand holds one suit whole (North spades, East hearts, South
        // diamonds, West clubs). Declarer's left-hand opponent leads.
        let deal = Deal::from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432").unwrap();
        let a = Analyser::default().analyse(&deal, Seat::N, Vulnerability::None);
        // North in spades: every card a trump, 13 tricks.
        assert_eq!(a.tricks(Seat::N, 0), 13);
        // North in hearts or no trumps: East leads his 13 hearts.
        assert_eq!(a.tricks(Seat::N, 1), 0);
        assert_eq!(a.tricks(Seat::N, 4), 0);
        // West in no trumps: North leads his 13 spades.
        assert_eq!(a.tricks(Seat::W, 4), 0);
        // East in hearts: South leads; East ruffs and runs his trumps.
        assert_eq!(a.tricks(Seat::E, 1), 13);
        // Each side makes a grand slam in its suits (South too in spades: dummy
        // ruffs the lead and runs them); 7S outbids 7H, and East-West cannot
        // make anything higher: North-South's 7S, non-vulnerable, is the par.
        assert_eq!(a.tricks(Seat::S, 0), 13);
        assert_eq!(a.par.score, 1510);
        assert_eq!(a.par.contracts, ["7S N", "7S S"]);
    }

    #[test]
    fn what_is_kept_is_read_back_and_found_only_for_the_same_deal() {
        let deal = Deal::dealt("kept", 3);
        let text_of = |d: &Deal| d.to_pbn(Seat::N);
        let a = Analyser::default().analyse(&deal, Seat::S, Vulnerability::EW);
        let passed = Analysis { tricks: [[13, 0, 6, 7, 12], [0, 13, 7, 6, 1], [13, 0, 6, 7, 12], [0, 13, 7, 6, 1]], par: Par { score: 0, contracts: vec![] } };
        let kept = vec![Kept { board: 3, deal: text_of(&deal), analysis: a.clone() }, Kept { board: 9, deal: text_of(&Deal::dealt("x", 9)), analysis: passed }];
        let text = kept_text(&kept);
        // One line a board: the tricks in hexadecimal, N E S W, each S H D C NT.
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "dd 1");
        assert_eq!(lines[2], format!("9|d067c0d761d067c0d761|0||{}", text_of(&Deal::dealt("x", 9))));
        let back = read_kept(&text);
        assert_eq!(back, kept);
        assert_eq!(kept_for(&back, 3, &text_of(&deal)), Some(&a));
        assert_eq!(a.par.contracts.join(","), lines[1].split('|').nth(3).unwrap());
        // Another deal on the board, or the same deal on another board: not this analysis.
        assert_eq!(kept_for(&back, 3, &text_of(&Deal::dealt("other", 3))), None);
        assert_eq!(kept_for(&back, 4, &text_of(&deal)), None);
        // Text of another form (the JSON kept before), or lines that do not read: nothing kept for them.
        assert!(read_kept("[[{\"board\":1}]]").is_empty());
        let damaged = format!("dd 1\n3|d067c0d761d067c0d76|0||x\n3|e067c0d761d067c0d761|0||x\n3|0000000000000000000g|0||x\nx|{}\n{}", &lines[2][2..], lines[2]);
        assert_eq!(read_kept(&damaged).len(), 1, "tricks over 13, not hexadecimal, too few, a board not a number: left out");
        let many = format!("dd 1{}", format!("\n{}", lines[2]).repeat(2000));
        assert_eq!(read_kept(&many).len(), super::super::board::MOST_BOARDS as usize);
        // The worker's message: a line a board, bounded.
        let two = [asked(1, deal), asked(9, Deal::dealt("x", 9))];
        let message = asked_text(&two);
        assert_eq!(message, format!("1|{}\n9|{}", text_of(&deal), text_of(&Deal::dealt("x", 9))));
        assert_eq!(read_asked(&message).unwrap(), two);
        assert_eq!(two[1].dealer, Seat::N);
        assert_eq!(read_asked("[{\"board\":1}]").unwrap_err(), "line 1 is not a board and its deal");
        assert_eq!(read_asked(&format!("x|{}", text_of(&deal))).unwrap_err(), "line 1: \"x\" is not a board number");
        assert!(read_asked("1|N:AKQ... - - -").unwrap_err().starts_with("line 1: "));
        assert!(read_asked(&"x".repeat(300_000)).is_err());
        assert!(read_asked(&"1|x\n".repeat(1000)).unwrap_err().starts_with("too many boards"));
    }
}
