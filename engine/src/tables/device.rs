//! A table device's state: the pack it holds, its table, its own results,
//! and the board being entered, step by step as the best terminals ask
//! (board, contract, declarer, lead, result, the opponents' confirmation).
//! Plain data, saved whole after every tap, so a device that is closed or
//! runs out of battery resumes exactly where it was.

use super::pack::TablePack;
use crate::bridge::board::{dealer, vulnerability, Seat};
use crate::bridge::command::Command;
use crate::bridge::contract::{Auction, Contract, Risk, Strain};
use crate::bridge::matchpoints::Outcome;
use crate::bridge::session::{outcome, ResultEntry};
use crate::bridge::{Action, LogEntry};
use crate::event::{EntryId, Role, Sitting};
use serde::{Deserialize, Serialize};

/// Where the entry of a board stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    Contract,
    Declarer,
    Lead,
    Result,
    /// The score is shown; the opponents accept or ask to change.
    Confirm,
    /// Saved; the board's traveller as far as this device knows it.
    Done,
}

/// The board being entered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draft {
    pub board: u32,
    pub step: Step,
    /// None: passed out.
    pub contract: Option<Contract>,
    pub declarer: Option<Seat>,
    pub lead: Option<String>,
    /// Tricks over (+) or under (-) the contract; 0 made exactly.
    pub result: Option<i8>,
}

impl Draft {
    fn new(board: u32) -> Draft {
        Draft { board, step: Step::Contract, contract: None, declarer: None, lead: None, result: None }
    }

    /// The entry this draft makes, once complete.
    pub fn entry(&self) -> Option<ResultEntry> {
        match self.contract {
            None => Some(ResultEntry::Played { contract: "Pass".into(), declarer: None, tricks: 0, lead: None }),
            Some(c) => {
                let tricks = 6 + i16::from(c.level) + i16::from(self.result?);
                Some(ResultEntry::Played {
                    contract: Auction::Contract(c).to_string(),
                    declarer: self.declarer,
                    tricks: u8::try_from(tricks).ok()?,
                    lead: self.lead.clone(),
                })
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableState {
    pub pack: TablePack,
    pub table: Option<u32>,
    pub device: String,
    pub round: u32,
    pub log: Vec<LogEntry>,
    pub draft: Option<Draft>,
    /// Unlocked by the director's PIN: corrections and adjusted scores
    /// allowed, for one action or a minute (`unlocked_at`), whichever comes first.
    #[serde(default)]
    pub director: bool,
    #[serde(default)]
    pub unlocked_at: i64,
    /// Wrong PINs in a row, and the time before which no other is tried (a wait that doubles).
    #[serde(default)]
    pub tries: u32,
    #[serde(default)]
    pub wait_until: i64,
}

/// How long the director's tools stay unlocked without an action (ms).
pub const UNLOCKED_FOR: i64 = 60_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    NoSuchTable(u32),
    NotThisRound(u32),
    Pin,
    /// Wrong PINs: the next try waits (seconds left).
    Wait(i64),
    /// Unlocked, and a minute passed with no action: locked again.
    Relocked,
    Entry(String),
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TableError::NoSuchTable(t) => write!(f, "there is no table {t} in this movement"),
            TableError::NotThisRound(b) => write!(f, "board {b} is not played at this table this round"),
            TableError::Pin => write!(f, "that is not the director's PIN"),
            TableError::Wait(s) => write!(f, "wrong PINs were tried: wait {s} s before the next try"),
            TableError::Relocked => write!(f, "the director's tools locked again after a minute: unlock them with the PIN"),
            TableError::Entry(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for TableError {}

impl TableState {
    pub fn new(mut pack: TablePack, device: String) -> TableState {
        // The schedule made once here, not again at every look (the pack
        // as sent leaves it out to stay small).
        if pack.schedule.is_none() {
            pack.schedule = Some(pack.schedule());
        }
        TableState { pack, table: None, device, round: 1, log: Vec::new(), draft: None, director: false, unlocked_at: 0, tries: 0, wait_until: 0 }
    }

    pub fn choose_table(&mut self, table: u32) -> Result<(), TableError> {
        if !self.pack.tables().contains(&table) {
            return Err(TableError::NoSuchTable(table));
        }
        self.table = Some(table);
        self.round = self.pack.schedule().rounds.first().map(|r| r.number).unwrap_or(1);
        self.draft = None;
        Ok(())
    }

    /// Who sits here this round, with which boards.
    pub fn sitting(&self) -> Option<Sitting> {
        let t = self.table?;
        self.pack.schedule().rounds.iter().find(|r| r.number == self.round)?.sittings.iter().find(|s| s.table == t).cloned()
    }

    pub fn last_round(&self) -> u32 {
        self.pack.schedule().rounds.last().map(|r| r.number).unwrap_or(1)
    }

    /// The event as this device knows it: the pack and its own results.
    pub fn event(&self) -> crate::bridge::Event {
        self.pack.table_event(self.log.clone())
    }

    /// What counts now for a board at this table this round.
    pub fn entered(&self, board: u32) -> Option<(EntryId, ResultEntry)> {
        let s = self.sitting()?;
        let event = self.event();
        let e = crate::bridge::results::counting(&event, board, s.home, s.away?)?;
        match &e.action {
            Action::Game(Command::Result { entry, .. }) => Some((e.id.clone(), entry.clone())),
            _ => None,
        }
    }

    /// The round's first board without a result.
    pub fn next_board(&self) -> Option<u32> {
        self.sitting()?.boards.into_iter().find(|&b| self.entered(b).is_none())
    }

    /// Starts entering `board` (the next one when `None`).
    pub fn start(&mut self, board: Option<u32>) -> Result<(), TableError> {
        let s = self.sitting().ok_or(TableError::NotThisRound(board.unwrap_or(0)))?;
        let b = match board {
            Some(b) => b,
            None => self.next_board().ok_or(TableError::NotThisRound(0))?,
        };
        if !s.boards.contains(&b) {
            return Err(TableError::NotThisRound(b));
        }
        self.draft = Some(Draft::new(b));
        Ok(())
    }

    pub fn set_contract(&mut self, contract: Option<Contract>) {
        if let Some(d) = &mut self.draft {
            d.contract = contract;
            d.result = None;
            d.step = if contract.is_none() { Step::Confirm } else { Step::Declarer };
        }
    }

    /// Doubled or redoubled once the strain is chosen, as players say it
    /// ("three no trumps doubled"): the same key again takes it off. Only
    /// while the declarer is still to come; the contract is kept as it was.
    pub fn double(&mut self, risk: Risk) {
        if let Some(Draft { step: Step::Declarer, contract: Some(c), .. }) = &mut self.draft {
            c.risk = if c.risk == risk { Risk::Undoubled } else { risk };
        }
    }

    pub fn set_declarer(&mut self, seat: Seat) {
        let ask_lead = self.pack.ask_lead;
        if let Some(d) = &mut self.draft {
            d.declarer = Some(seat);
            d.step = if ask_lead { Step::Lead } else { Step::Result };
        }
    }

    pub fn set_lead(&mut self, lead: Option<String>) {
        if let Some(d) = &mut self.draft {
            d.lead = lead;
            d.step = Step::Result;
        }
    }

    /// Over- or undertricks; refused when impossible (more than 13 or fewer than 0 tricks).
    pub fn set_result(&mut self, result: i8) -> Result<(), TableError> {
        let Some(d) = &mut self.draft else { return Ok(()) };
        let level = d.contract.map(|c| i16::from(c.level)).unwrap_or(0);
        let tricks = 6 + level + i16::from(result);
        if !(0..=13).contains(&tricks) {
            return Err(TableError::Entry(format!("{} tricks is impossible", tricks)));
        }
        d.result = Some(result);
        d.step = Step::Confirm;
        Ok(())
    }

    /// Back one step ("Change").
    pub fn back(&mut self) {
        let ask_lead = self.pack.ask_lead;
        if let Some(d) = &mut self.draft {
            d.step = match d.step {
                Step::Contract => Step::Contract,
                Step::Declarer => Step::Contract,
                Step::Lead => Step::Declarer,
                Step::Result if ask_lead => Step::Lead,
                Step::Result => Step::Declarer,
                Step::Confirm if d.contract.is_none() => Step::Contract,
                Step::Confirm | Step::Done => Step::Result,
            };
        }
    }

    /// The score as the players see it: "NS +620", "EW +100", "Passed out".
    pub fn score_text(&self) -> Option<String> {
        let d = self.draft.as_ref()?;
        let e = d.entry()?;
        Some(match outcome(d.board, &e) {
            Ok(o @ Outcome::Score(_)) => o.words(),
            Ok(_) => String::new(),
            Err(err) => err.to_string(),
        })
    }

    /// What East–West confirm beside the score, as HTML (hearts and
    /// diamonds in red): the contract, declarer, lead and tricks, e.g.
    /// "4♠ doubled by North, lead ♥K, 10 tricks (made exactly)".
    pub fn played_html(&self) -> Option<String> {
        use crate::bridge::deal::{seat_name, SUITS};
        use crate::formats::hand_record::suit_sign;
        let d = self.draft.as_ref()?;
        let suit = |s: char| SUITS.iter().position(|x| *x == s).map(suit_sign).unwrap_or_default();
        let Some(c) = d.contract else { return Some("Passed out".into()) };
        let strain = match c.strain {
            Strain::Spades => suit('S'),
            Strain::Hearts => suit('H'),
            Strain::Diamonds => suit('D'),
            Strain::Clubs => suit('C'),
            Strain::NoTrump => "NT".into(),
        };
        let risk = c.risk.marks().1;
        let by = d.declarer.map(|s| format!(" by {}", seat_name(s))).unwrap_or_default();
        let mut h = format!("{}{strain}{risk}{by}", c.level);
        // The lead as the keypad gives it: suit letter, then rank.
        if let Some(lead) = d.lead.as_deref().filter(|l| l.len() == 2 && l.is_ascii()) {
            let (s, rank) = lead.split_at(1);
            let rank = if rank == "T" { "10" } else { rank };
            if rank.chars().all(|r| "AKQJ1098765432".contains(r)) {
                h.push_str(&format!(", lead {}{rank}", suit(s.chars().next().unwrap_or(' '))));
            }
        }
        if let Some(r) = d.result {
            let tricks = i32::from(c.level) + 6 + i32::from(r);
            let how = match r {
                0 => "made exactly".to_string(),
                r if r > 0 => format!("{r} over"),
                r => format!("{} down", -r),
            };
            h.push_str(&format!(", {tricks} tricks ({how})"));
        }
        Some(h)
    }

    /// The opponents accepted: the result joins this device's log (correcting
    /// what was there for the board), to be saved before anything is shown.
    /// Reached only through `accept_as`, so a pack that asks East–West for
    /// their number cannot be accepted without it.
    fn accept(&mut self, at: i64) -> Result<(), TableError> {
        let d = self.draft.clone().ok_or(TableError::Entry("no board is being entered".into()))?;
        let entry = d.entry().ok_or(TableError::Entry("the result is not complete".into()))?;
        self.record(d.board, entry, at, None)?;
        if let Some(d) = &mut self.draft {
            d.step = Step::Done;
        }
        Ok(())
    }

    /// East–West accept by typing their pair number, where the pack asks
    /// for it (otherwise what is typed is not looked at).
    pub fn accept_as(&mut self, typed: &str, at: i64) -> Result<(), TableError> {
        if self.pack.confirm_by_number {
            let ew = self.sitting().and_then(|s| s.away).ok_or(TableError::Entry("no East–West pair sits at this table this round".into()))?;
            // Their number as the club writes it (EW 3 of a Mitchell numbered from 1).
            let written = crate::bridge::numbering::Numbering::of_setup(Some(self.pack.bridge)).number(ew);
            if typed.trim().parse::<u32>().ok() != Some(written) {
                return Err(TableError::Entry("that is not East–West's pair number: East–West type their own pair number to accept".into()));
            }
        }
        self.accept(at)
    }

    fn record(&mut self, board: u32, entry: ResultEntry, at: i64, why: Option<String>) -> Result<(), TableError> {
        let s = self.sitting().ok_or(TableError::NotThisRound(board))?;
        let ew = s.away.ok_or(TableError::NotThisRound(board))?;
        let mut event = self.event();
        let role = if self.director { Role::Director } else { Role::Table };
        let (le, _) = crate::bridge::session::checked_entry(&event, &self.device, at, role, board, s.home, ew, entry, why)
            .map_err(|e| TableError::Entry(e.to_string()))?;
        event.append(le).map_err(|e| TableError::Entry(e.to_string()))?;
        self.log = event.log;
        Ok(())
    }

    /// The director: an adjusted score for a board of this round (percentages for NS and EW).
    pub fn adjust(&mut self, board: u32, ns_pct: f64, ew_pct: f64, at: i64) -> Result<(), TableError> {
        self.director_now(at)?;
        let done = self.record(board, ResultEntry::Adjusted { ns_pct, ew_pct }, at, Some("adjusted at the table".into()));
        self.director = false;
        done
    }

    /// The director's tools, if unlocked within the minute; else locked again.
    fn director_now(&mut self, at: i64) -> Result<(), TableError> {
        if self.unlocked(at) {
            return Ok(());
        }
        let was = std::mem::replace(&mut self.director, false);
        Err(if was { TableError::Relocked } else { TableError::Pin })
    }

    /// Whether the director's tools are open now (the page shows them while so).
    pub fn unlocked(&self, at: i64) -> bool {
        self.director && at.saturating_sub(self.unlocked_at) <= UNLOCKED_FOR
    }

    /// The director: deletes a board's result (an undo entry; both stay in the log).
    pub fn delete(&mut self, board: u32, at: i64) -> Result<(), TableError> {
        self.director_now(at)?;
        // One action per unlocking: the next player at the table cannot follow on.
        self.director = false;
        let (id, _) = self.entered(board).ok_or(TableError::NotThisRound(board))?;
        let event = self.event();
        let undo = crate::audit::undo(&event, &id, &self.device, at, Role::Director, Some("deleted at the table".into()));
        self.log.push(undo);
        Ok(())
    }

    /// Unlocks the director's tools with the PIN. After a wrong one the next
    /// try waits 1 s, then 2, 4, … up to 10 minutes.
    pub fn unlock(&mut self, pin: &str, at: i64) -> Result<(), TableError> {
        if at < self.wait_until {
            return Err(TableError::Wait((self.wait_until - at + 999) / 1000));
        }
        if !self.pack.pin_ok(pin) {
            self.tries = self.tries.saturating_add(1);
            self.wait_until = at.saturating_add((1000i64 << self.tries.min(10).saturating_sub(1)).min(600_000));
            return Err(TableError::Pin);
        }
        (self.director, self.unlocked_at, self.tries, self.wait_until) = (true, at, 0, 0);
        Ok(())
    }

    /// Every board of the round has a result (a table that sits out the
    /// round, at a half table, has nothing to wait for).
    pub fn round_complete(&self) -> bool {
        self.sitting().is_none_or(|s| s.boards.iter().all(|&b| self.entered(b).is_some()))
    }

    /// On to the next round (when this one is complete).
    pub fn next_round(&mut self) -> bool {
        if !self.round_complete() || self.round >= self.last_round() {
            return false;
        }
        self.round += 1;
        self.draft = None;
        true
    }

    /// Where everyone goes after this round: "NS stay, EW to table 4 EW, boards to table 2".
    pub fn next_move(&self) -> Option<String> {
        let one_field = matches!(self.pack.bridge.movement.kind, crate::bridge::movement::Kind::Howell | crate::bridge::movement::Kind::SwissPairs);
        crate::bridge::movement::guide::next_move(&self.pack.schedule().rounds, one_field, self.round, self.table?)
    }

    /// The dealer and vulnerability of a board, as the screen says them.
    pub fn board_facts(board: u32) -> String {
        let v = match vulnerability(board).pbn() {
            "None" => "nobody vulnerable",
            "NS" => "NS vulnerable",
            "EW" => "EW vulnerable",
            _ => "both vulnerable",
        };
        format!("Dealer {}, {v}", dealer(board).letter())
    }

    /// A board once played here, as the device shows it after: its hands,
    /// where the pack carries them (a deal not whole shows none), and its
    /// traveller of the results this device has.
    pub fn played(&self, board: u32) -> Played {
        let deal = self.pack.deals.iter().find(|d| d.0 == board).and_then(|d| crate::bridge::deal::Deal::from_pbn(&d.1).ok());
        // A board is played once at a table: this device's results of it are its table's, this round's.
        let line = self.sitting().zip(self.entered(board)).and_then(|(s, (_, entry))| {
            let outcome = outcome(board, &entry).ok()?;
            Some(PlayedLine { ns: s.home, ew: s.away?, entry, outcome })
        });
        Played { deal, lines: line.into_iter().collect() }
    }

    /// This table's results file.
    /// The results file's name: the event and its date (as the pack names
    /// them), the table and the round it has reached, so that a scorer
    /// collecting several rounds' files tells them apart
    /// ("Tuesday-2026-12-05-table-3-round-2-results.json").
    pub fn results_file_name(&self) -> String {
        let event = if self.pack.stem.is_empty() { String::new() } else { format!("{}-", self.pack.stem) };
        format!("{event}table-{}-round-{}-results.json", self.table.unwrap_or(0), self.round)
    }

    pub fn results_file(&self) -> super::results::TableResults {
        super::results::TableResults::new(&self.pack, self.table.unwrap_or(0), &self.device, self.log.clone())
    }
}

/// A board played at a table, as its device shows it after (see [`TableState::played`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    pub deal: Option<crate::bridge::deal::Deal>,
    pub lines: Vec<PlayedLine>,
}

/// One result of a board's traveller on a table device: the pairs, the
/// result as entered, and what it scores.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedLine {
    pub ns: u32,
    pub ew: u32,
    pub entry: ResultEntry,
    pub outcome: Outcome,
}

/// A contract from the keypad's parts.
pub fn contract(level: u8, strain: Strain, risk: Risk) -> Contract {
    Contract { level, strain, risk }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::tables::pack::make;
    use crate::tables::results::merge;

    fn pack() -> (crate::bridge::Event, TablePack) {
        let e = crate::fixtures::mitchell("ev1", "Tuesday", 3, 2);
        let p = make(&e, "2468", false, true, false, "salt").unwrap_or_else(|x| unreachable!("{x}"));
        (e, p)
    }

    /// A half table: table 3 sits out round 1 (its EW pair is the missing
    /// one), so it has nothing to enter and goes on to round 2.
    #[test]
    fn a_table_that_sits_out_a_round_goes_on_to_the_next() {
        let mut e = crate::bridge::Event::new("h".into(), "Half", crate::Format::BridgePairs, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
        let movement = crate::bridge::session::MovementSpec {
            half_table: true,
            ..crate::bridge::session::MovementSpec::plain(crate::bridge::movement::Kind::Mitchell, 3, 2)
        };
        crate::bridge::session::set_up(&mut e, crate::bridge::session::BridgeSetup { movement, scoring: Default::default(), teams: None })
            .unwrap_or_else(|x| unreachable!("{x}"));
        let p = make(&e, "2468", false, true, false, "salt").unwrap_or_else(|x| unreachable!("{x}"));
        let mut t = TableState::new(p, "tab3".into());
        t.choose_table(3).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(t.sitting(), None);
        assert!(t.round_complete() && t.next_round());
        assert_eq!(t.sitting().map(|s| (s.home, s.away)), Some((3, Some(5))));
        assert!(!t.round_complete());
    }

    /// An individual's tablet: the pack carries the schedule (no movement
    /// of pairs builds it), so the table knows its four players.
    #[test]
    fn an_individuals_table_knows_its_four_players() {
        let mut e =
            crate::bridge::Event::new("i".into(), "Individual", crate::Format::BridgeIndividual, "2026-12-18", 0).unwrap_or_else(|x| unreachable!("{x}"));
        let movement = crate::bridge::session::MovementSpec::plain(crate::bridge::movement::Kind::Individual, 8, 2);
        crate::bridge::session::set_up(&mut e, crate::bridge::session::BridgeSetup { movement, scoring: Default::default(), teams: None })
            .unwrap_or_else(|x| unreachable!("{x}"));
        let p = make(&e, "2468", false, true, false, "salt").unwrap_or_else(|x| unreachable!("{x}"));
        assert!(p.schedule.is_some());
        let p = super::super::pack::TablePack::from_json(&p.to_json()).unwrap_or_else(|x| unreachable!("{x:?}"));
        let mut t = TableState::new(p, "tab1".into());
        t.choose_table(1).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(t.sitting().map(|s| (s.home, s.away, s.partners)), Some((8, Some(3), vec![5, 2])));
        assert_eq!(t.last_round(), 7);
    }

    /// A round seated by hand reaches the tablets: the pack carries the
    /// schedule as it stands (only then), and the table's pairs and its
    /// announcement follow it.
    #[test]
    fn a_round_seated_by_hand_reaches_the_table() {
        let (mut e, p) = pack();
        assert!(p.schedule.is_none(), "a movement as built travels as its spec only");
        // Round 1: EW 5 moved to table 1, EW 4 to table 2.
        crate::bridge::seating::reseat(&mut e, 1, 1, 1, 5, vec![1, 2], "desk", 3).unwrap_or_else(|x| unreachable!("{x}"));
        let p = make(&e, "2468", false, true, false, "salt").unwrap_or_else(|x| unreachable!("{x}"));
        assert!(p.schedule.is_some());
        let mut t = TableState::new(p, "tab1".into());
        t.choose_table(1).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(t.sitting().map(|s| (s.home, s.away)), Some((1, Some(5))));
        // EW 5 follows its own card: round 2 seats it at table 3.
        assert_eq!(t.next_move().as_deref(), Some("NS stay, EW to table 3 EW, boards to table 3"));
    }

    #[test]
    fn a_round_at_table_one_through_the_keypad_then_merged() {
        let (mut scorer, p) = pack();
        let mut t = TableState::new(p, "tab1".into());
        assert_eq!(t.choose_table(9), Err(TableError::NoSuchTable(9)));
        t.choose_table(1).unwrap_or_else(|x| unreachable!("{x}"));
        let s = t.sitting().unwrap_or_else(|| unreachable!());
        assert_eq!((s.home, s.away, s.boards.clone()), (1, Some(4), vec![1, 2]));
        assert_eq!(TableState::board_facts(2), "Dealer E, NS vulnerable");
        // Board 1: 4S by North, made with an overtrick (+450).
        t.start(None).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(t.draft.as_ref().map(|d| d.board), Some(1));
        t.set_contract(Some(contract(4, Strain::Spades, Risk::Undoubled)));
        t.set_declarer(Seat::N);
        assert_eq!(t.set_result(8), Err(TableError::Entry("18 tricks is impossible".into())));
        t.set_result(1).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(t.score_text().as_deref(), Some("NS +450"));
        // The opponents ask to change: one step back, the result again.
        t.back();
        assert_eq!(t.draft.as_ref().map(|d| d.step), Some(Step::Result));
        t.set_result(0).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(t.score_text().as_deref(), Some("NS +420"));
        // What East–West confirm: the whole result, not the score alone.
        assert_eq!(t.played_html().as_deref(), Some("4♠ by North, 10 tricks (made exactly)"));
        t.set_lead(Some("HT".into()));
        assert_eq!(t.played_html().as_deref(), Some("4♠ by North, lead <span class=\"red\">♥</span>10, 10 tricks (made exactly)"));
        t.set_lead(Some("<b".into()));
        assert_eq!(t.played_html().as_deref(), Some("4♠ by North, 10 tricks (made exactly)"), "a lead the keypad cannot give is left out");
        t.set_lead(None);
        t.set_result(0).unwrap_or_else(|x| unreachable!("{x}"));
        // Where the pack asks for it, East–West accept by typing their pair number (4 here, numbered after NS).
        t.pack.confirm_by_number = true;
        assert_eq!(
            t.accept_as("1", 10).map_err(|e| e.to_string()),
            Err("that is not East–West's pair number: East–West type their own pair number to accept".into())
        );
        assert_eq!(t.draft.as_ref().map(|d| d.step), Some(Step::Confirm));
        // Numbered as most clubs number a Mitchell, pair 4 is "EW 1": that is what East–West type.
        t.pack.bridge.movement.ew_from_one = true;
        assert!(t.accept_as("4", 10).is_err());
        t.accept_as(" 1 ", 10).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(t.draft.as_ref().map(|d| d.step), Some(Step::Done));
        assert!(!t.round_complete() && !t.next_round());
        // Board 2 (next pre-filled): 3NT doubled by East, two down, NS vulnerable, EW not: NS +300.
        t.start(None).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(t.draft.as_ref().map(|d| d.board), Some(2));
        // Said in the natural order: three, no trumps, doubled, East (XX, then X again, on the way).
        t.set_contract(Some(contract(3, Strain::NoTrump, Risk::Undoubled)));
        t.double(Risk::Redoubled);
        assert_eq!(t.draft.as_ref().and_then(|d| d.contract), Some(contract(3, Strain::NoTrump, Risk::Redoubled)));
        t.double(Risk::Redoubled);
        assert_eq!(t.draft.as_ref().and_then(|d| d.contract), Some(contract(3, Strain::NoTrump, Risk::Undoubled)), "the same key takes it off");
        t.double(Risk::Doubled);
        assert_eq!(t.draft.as_ref().map(|d| d.step), Some(Step::Declarer), "still at the declarer");
        t.set_declarer(Seat::E);
        t.double(Risk::Redoubled);
        assert_eq!(t.draft.as_ref().and_then(|d| d.contract), Some(contract(3, Strain::NoTrump, Risk::Doubled)), "past the declarer: ‹ Back to change it");
        t.set_result(-2).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(t.score_text().as_deref(), Some("NS +300"));
        assert_eq!(t.played_html().as_deref(), Some("3NT doubled by East, 7 tricks (2 down)"));
        t.accept(11).unwrap_or_else(|x| unreachable!("{x}"));
        assert!(t.round_complete());
        assert_eq!(t.next_move().as_deref(), Some("NS stay, EW to table 2 EW, boards to table 3"));
        assert_eq!(t.results_file_name(), "Tuesday-2026-11-29-table-1-round-1-results.json");
        // A pack made before packs named the event: the table and the round still.
        t.pack.stem = String::new();
        assert_eq!(t.results_file_name(), "table-1-round-1-results.json");
        // The state survives a reload: saved whole as JSON.
        let saved = serde_json::to_string(&t).unwrap_or_default();
        assert_eq!(serde_json::from_str::<TableState>(&saved).ok(), Some(t.clone()));
        // The scorer merges the file.
        let (m, _) = merge(&mut scorer, &t.results_file(), "desk", 1).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(m.added, 2);
        let tr = crate::bridge::session::travellers(&scorer);
        assert_eq!(tr.boards[1].results[0].outcome, Outcome::Score(300));
        assert!(t.next_round());
        assert_eq!(t.sitting().map(|s| s.boards), Some(vec![3, 4]));
    }

    /// After a board: its traveller of the results the device has, and its
    /// hands only where the scorer asked for them (the pack then carries
    /// the deals; a session without deals cannot be asked).
    #[test]
    fn after_a_board_its_traveller_and_where_asked_its_hands() {
        use crate::bridge::deal::Deal;
        let (mut e, plain) = pack();
        assert_eq!(make(&e, "2468", false, true, true, "salt"), Err(crate::tables::pack::PackError::NoDeals));
        let dealt = crate::bridge::deals::deal_session(&e, "tables").unwrap_or_else(|x| unreachable!("{x}"));
        e.log.push(e.correcting_entry("desk", 5, Role::Scorer, dealt));
        let with_hands = make(&e, "2468", false, true, true, "salt").unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(with_hands.deals.len(), 6);
        assert_eq!(with_hands.pack_id, plain.pack_id, "the same movement and scoring: results from either pack merge alike");
        // Carried in the file only when asked.
        assert!(with_hands.to_json().contains(&format!("\"deals\":[[1,\"{}\"]", Deal::dealt("tables", 1).to_pbn(Seat::N))));
        assert!(!make(&e, "2468", false, true, false, "salt").unwrap_or_else(|x| unreachable!("{x}")).to_json().contains("deals"));
        for (pack, hands) in [(with_hands, Some(Deal::dealt("tables", 1))), (plain, None)] {
            let pack = TablePack::from_json(&pack.to_json()).unwrap_or_else(|x| unreachable!("{x:?}"));
            let mut t = TableState::new(pack, "tab1".into());
            t.choose_table(1).unwrap_or_else(|x| unreachable!("{x}"));
            assert_eq!(t.played(1).lines, vec![], "nothing entered yet");
            t.start(Some(1)).unwrap_or_else(|x| unreachable!("{x}"));
            t.set_contract(Some(contract(4, Strain::Spades, Risk::Undoubled)));
            t.set_declarer(Seat::N);
            t.set_result(-1).unwrap_or_else(|x| unreachable!("{x}"));
            t.accept(10).unwrap_or_else(|x| unreachable!("{x}"));
            let after = t.played(1);
            assert_eq!(after.deal, hands);
            let played = ResultEntry::Played { contract: "4S".into(), declarer: Some(Seat::N), tricks: 9, lead: None };
            assert_eq!(after.lines, [PlayedLine { ns: 1, ew: 4, entry: played, outcome: Outcome::Score(-50) }]);
            assert_eq!(after.lines.len(), 1, "the device has its own table's result only");
            assert_eq!(t.played(2).lines, vec![]);
        }
    }

    #[test]
    fn passed_out_and_the_directors_tools_behind_the_pin() {
        let (_, p) = pack();
        let mut t = TableState::new(p, "tab1".into());
        t.choose_table(1).unwrap_or_else(|x| unreachable!("{x}"));
        t.start(Some(2)).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(t.start(Some(5)), Err(TableError::NotThisRound(5)));
        t.set_contract(None);
        assert_eq!(t.draft.as_ref().map(|d| d.step), Some(Step::Confirm));
        assert_eq!(t.score_text().as_deref(), Some("Passed out"));
        t.accept(1).unwrap_or_else(|x| unreachable!("{x}"));
        assert!(t.entered(2).is_some());
        assert_eq!(t.next_board(), Some(1));
        // Director's functions need the PIN; a wrong one makes the next try wait, longer each time.
        assert_eq!(t.delete(2, 2), Err(TableError::Pin));
        assert_eq!(t.unlock("1111", 10_000), Err(TableError::Pin));
        assert_eq!(t.unlock("2468", 10_500), Err(TableError::Wait(1)), "1 s after the first wrong PIN");
        assert_eq!(t.unlock("1112", 11_000), Err(TableError::Pin));
        assert_eq!(t.unlock("2468", 12_000), Err(TableError::Wait(1)), "2 s after the second");
        t.unlock("2468", 13_000).unwrap_or_else(|x| unreachable!("{x}"));
        t.delete(2, 13_100).unwrap_or_else(|x| unreachable!("{x}"));
        assert!(t.entered(2).is_none(), "deleted: an undo entry, the result stays in the log");
        assert_eq!(t.log.len(), 2);
        // One action per unlocking: the next needs the PIN again.
        assert_eq!(t.adjust(1, 60.0, 40.0, 13_200), Err(TableError::Pin));
        t.unlock("2468", 20_000).unwrap_or_else(|x| unreachable!("{x}"));
        // A minute later, locked again with no action taken.
        assert!(t.unlocked(80_000) && !t.unlocked(80_001));
        assert_eq!(t.adjust(1, 60.0, 40.0, 80_001), Err(TableError::Relocked));
        t.unlock("2468", 90_000).unwrap_or_else(|x| unreachable!("{x}"));
        t.adjust(1, 60.0, 40.0, 90_100).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(t.entered(1).map(|x| x.1), Some(ResultEntry::Adjusted { ns_pct: 60.0, ew_pct: 40.0 }));
        assert!(matches!(t.log.last(), Some(LogEntry { role: Role::Director, .. })));
    }
}
