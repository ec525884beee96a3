//! ACBLscore's game file (`.aca`, binary), as Matthew Kidd's "ACBLscore Game
//! Files Decoded" describes it: a table of up to 50 events, a table of up to
//! 100 section summaries, and per section its details, its entries (each
//! pair with its players, total, percentage and place) and its boards' result
//! rows (each with both pairs' scores and match points). Little-endian
//! throughout; strings are a length byte then the text.
//!
//! Read here: a match-pointed pairs event of one Mitchell section, the kind a
//! club runs; any other is refused by name. Every read is checked against the
//! file's end, so a damaged file is refused at the byte it breaks at.

use crate::bridge::matchpoints::Outcome;
use crate::bridge::traveller::{Directions, PrintedTotal, Traveller, TravellerLine, Travellers};

/// The bytes every ACBLscore game file starts with.
const MAGIC: &[u8] = b"\x12\x0a\x03AC3";
const EVENTS: usize = 50;
const SECTIONS: usize = 100;
const SECTION_SUMMARIES: usize = 0x13e;
const SECTION_SUMMARY: usize = 22;
const PLAYER: usize = 120;
/// A pair entry is this long before its players.
const ENTRY_HEAD: usize = 0xa2;
/// A Mitchell section's pair numbers are kept four bytes a number in 160: 40 at most.
const MOST_PAIRS: usize = 40;

/// What an event of each type is, as ACBLscore numbers them.
const EVENT_TYPES: [&str; 6] = ["pairs", "teams", "an individual", "home style pairs", "BAM teams", "a series winner"];
/// How a section of each movement is played, as ACBLscore numbers them.
const MOVEMENTS: [&str; 8] = [
    "played as a Mitchell",
    "played as a Howell",
    "played on the web",
    "played in an external movement",
    "played in an external BAM movement",
    "played as a barometer",
    "played as a manual Mitchell",
    "played as a manual Howell",
];

/// What a game file does not carry, said with every one read.
pub const WITHOUT: &str = "an ACBLscore game file gives each result as its score alone: no contract, declarer, tricks or lead (ACBLscore keeps those in the table devices' file), and no deal; its masterpoint awards and its ranks in strats B and C are not read";

/// Whether the bytes are an ACBLscore game file.
pub fn is_game_file(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC)
}

/// The file's bytes, read only within them: a read past the end is refused,
/// naming the byte.
struct Bytes<'a>(&'a [u8]);

/// A read past the file's end: where, and what that means.
#[cold]
#[inline(never)]
fn cut_short(at: usize, len: usize) -> String {
    format!("byte {at}: the file ends before it (at byte {len}): the game file is cut short or damaged")
}

/// A figure no game file holds (more than 40 pairs a direction, a pair of more than two).
#[cold]
#[inline(never)]
fn damaged(at: usize) -> String {
    format!("byte {at}: a figure no game file holds: the game file is damaged")
}

/// An event of a kind this reader does not read: what it is, and what is read.
#[cold]
#[inline(never)]
fn refused(event: &str, is: &str) -> String {
    format!("“{event}” is {is}: Clubscore reads ACBLscore's game files of match-pointed pairs in one Mitchell section")
}

impl Bytes<'_> {
    fn get(&self, at: usize, n: usize) -> Result<&[u8], String> {
        at.checked_add(n).and_then(|end| self.0.get(at..end)).ok_or_else(|| cut_short(at, self.0.len()))
    }
    fn u8(&self, at: usize) -> Result<u8, String> {
        Ok(self.get(at, 1)?[0])
    }
    fn u16(&self, at: usize) -> Result<u16, String> {
        let b = self.get(at, 2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }
    fn i32(&self, at: usize) -> Result<i32, String> {
        let b = self.get(at, 4)?;
        Ok(i32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    /// A pointer: within the file, so that the offsets added to it stay small
    /// (a pointer past the end is refused here, not wrapped around later).
    fn u32(&self, at: usize) -> Result<usize, String> {
        let to = self.i32(at)? as u32 as usize;
        if to > self.0.len() {
            return Err(cut_short(to, self.0.len()));
        }
        Ok(to)
    }
    /// A string: its length byte, then its text (ACBLscore's is Latin-1).
    fn text(&self, at: usize) -> Result<String, String> {
        let n = self.u8(at)? as usize;
        Ok(self.get(at + 1, n)?.iter().map(|&b| char::from(b)).collect::<String>().trim().to_string())
    }
}

/// A match-pointed pairs session of one Mitchell section from an ACBLscore
/// game file: its boards' rows with the match points printed on them, and
/// each pair's players (with their ACBL numbers), total, percentage and
/// place in its direction, as ACBLscore worked them out.
pub fn read(bytes: &[u8]) -> Result<Travellers, String> {
    let file = Bytes(bytes);
    if !is_game_file(bytes) {
        return Err("this is not an ACBLscore game file (it does not start as one)".to_string());
    }
    let mut events = Vec::new();
    for i in 0..EVENTS {
        let at = file.u32(0x12 + 4 * i)?;
        if at != 0 {
            events.push((i, at));
        }
    }
    let (index, at) = match events[..] {
        [one] => one,
        [] => return Err("the game file holds no event".to_string()),
        _ => return Err("the game file holds several events: Clubscore reads a game file of one event".to_string()),
    };
    let name = file.text(at + 4)?;
    let refuse = |is: &str| Err(refused(&name, is));
    match (file.u8(0xda + index)?, file.u8(0x10c + index)?) {
        (0, 0) => {}
        (0, _) => return refuse("scored otherwise than in match points"),
        (kind, _) => return refuse(EVENT_TYPES.get(kind as usize).copied().unwrap_or("an event of another type")),
    }
    let mut sections = Vec::new();
    for i in 0..SECTIONS {
        let summary = SECTION_SUMMARIES + SECTION_SUMMARY * i;
        if file.u8(summary)? as usize == index + 1 {
            sections.push(summary);
        }
    }
    let summary = match sections[..] {
        [one] => one,
        [] => return refuse("without a section"),
        _ => return refuse("played in several sections"),
    };
    let details = file.u32(summary + 4)?;
    match file.u8(details + 0x18)? {
        0 => {}
        movement => return refuse(MOVEMENTS.get(movement as usize).copied().unwrap_or("played in an unknown movement")),
    }
    if file.get(details + 0xdd, 4 * MOST_PAIRS)?.iter().any(|&b| b != 0) {
        return refuse("renumbered in ACBLscore (EDMOV)");
    }
    let boards_at = file.u32(summary + 8)?;
    if boards_at == 0 {
        return refuse("match-pointed by hand (no board results)");
    }
    let (totals, mut notes) = entries(&file, details)?;
    notes.insert(0, WITHOUT.to_string());
    let boards = boards(&file, boards_at, &mut notes)?;
    Ok(Travellers {
        event: Some(name),
        date: date(&file.text(at + 0x48)?),
        scale: Some(crate::bridge::matchpoints::MpScale::Acbl),
        directions: Some(Directions::Separate),
        totals,
        boards,
        notes,
        ..Travellers::default()
    })
}

/// Each pair of the section: its number, direction, players, and the total,
/// percentage and place ACBLscore printed; and what is said of them (an
/// adjusted total).
fn entries(file: &Bytes, details: usize) -> Result<(Vec<PrintedTotal>, Vec<String>), String> {
    let highest = file.u16(details + 0x1b)? as usize;
    if highest > MOST_PAIRS {
        return Err(damaged(details + 0x1b));
    }
    // A phantom pair (the sit-out): its number, NS where positive, EW where negative.
    let phantom = file.u8(details + 0x43)? as i8 as i32;
    let (mut out, mut notes) = (Vec::new(), Vec::new());
    for (way, direction) in ["NS", "EW"].iter().enumerate() {
        let index = file.u32(details + 4 + 4 * way)?;
        let most = file.u8(index + 6)? as usize;
        for pair in 1..=highest.min(most) {
            if (pair as i32, way) == (phantom, 0) || (pair as i32, way) == (-phantom, 1) {
                continue;
            }
            let table = file.u8(details + 0xdd + 0xa0 + 4 * (pair - 1) + way)? as usize;
            let entry = file.u32(index + 0x10 + 8 * table)?;
            if let Some((total, adjusted)) = entry_of(file, entry, pair as u32, direction)? {
                out.push(total);
                notes.extend(adjusted);
            }
        }
    }
    Ok((out, notes))
}

/// One pair's entry, and a word on its total where ACBLscore adjusted it;
/// none for a table's empty seat (no percentage).
fn entry_of(file: &Bytes, at: usize, pair: u32, direction: &str) -> Result<Option<(PrintedTotal, Option<String>)>, String> {
    let pct = file.u16(at + 0x1c)?;
    if pct == 0 {
        return Ok(None);
    }
    let hundredths = |x: i32| x as f64 / 100.0;
    let adjustment = file.i32(at + 4)?;
    let session = file.i32(at + 12)?;
    let place = file.u16(at + 0x5e + 10)?;
    let size = file.u16(at)? as usize;
    let players = size.saturating_sub(ENTRY_HEAD) / PLAYER;
    if players > 2 {
        return Err(damaged(at));
    }
    let mut members = Vec::new();
    for i in 0..players {
        let p = at + 0xa4 + i * PLAYER;
        let (last, first, number) = (file.text(p)?, file.text(p + 0x11)?, file.text(p + 0x36)?);
        let name = if first.is_empty() || last.is_empty() { first + &last } else { first + " " + &last };
        if !name.is_empty() || !number.is_empty() {
            members.push(crate::event::Member { member_number: Some(number).filter(|n| !n.is_empty()), ..crate::event::Member::named(&name) });
        }
    }
    let total = PrintedTotal {
        pair,
        direction: Some(direction.to_string()),
        mp: (session != -1).then(|| hundredths(session)),
        pct: Some(pct as f64 / 100.0),
        rank: (place != 0).then(|| place.to_string()),
        players: members,
        ..PrintedTotal::default()
    };
    let adjusted = (adjustment != 0).then(|| {
        format!(
            "{direction} {pair}: ACBLscore adjusts its total by {} match points, which Clubscore does not take",
            crate::text::fixed(hundredths(adjustment), 2)
        )
    });
    Ok(Some((total, adjusted)))
}

/// Every board's rows: round, table, both pairs with their scores and the
/// match points ACBLscore gave each.
fn boards(file: &Bytes, at: usize, notes: &mut Vec<String>) -> Result<Vec<Traveller>, String> {
    use crate::bridge::board::{dealer, vulnerability};
    let count = file.u16(at + 4)? as usize;
    let mut out: Vec<Traveller> = Vec::new();
    for i in 0..count {
        let slot = at + 0x26 + 8 * i;
        let number = file.u8(slot)? as u32;
        if number == 0 {
            return Err(damaged(slot));
        }
        let mut left = file.u16(slot + 2)?;
        let mut row = file.u32(slot + 4)? + 6;
        let mut results = Vec::new();
        while left > 0 {
            // Round, table, then each side's pair, score code and match points in hundredths.
            let r = file.get(row, 18)?;
            let (round, table) = (r[0] as u32, r[1] as u32);
            let side = |p: usize| {
                let u16_at = |p: usize| u16::from_le_bytes([r[p], r[p + 1]]);
                (u16_at(p) as u32, u16_at(p + 2) as i16 as i32, i32::from_le_bytes([r[p + 4], r[p + 5], r[p + 6], r[p + 7]]) as f64 / 100.0)
            };
            let ((ns, ns_code, ns_mp), (ew, ew_code, ew_mp)) = (side(2), side(10));
            row += 18;
            // 999: the board is not in play at that table that round.
            if ns_code == 999 {
                continue;
            }
            // Late play (900) and not played (950) are not counted among the board's results.
            if !matches!(ns_code, 900 | 950) {
                left -= 1;
            } else if ns_code == 900 {
                notes.push(format!("board {number}, NS {ns} v EW {ew}: ACBLscore has it as a late play, not yet scored: taken as not played"));
            }
            let outcome = outcome(ns_code, ew_code).map_err(|why| format!("board {number}, NS {ns} v EW {ew}: {why}"))?;
            results.push(TravellerLine {
                table: Some(table),
                round: Some(round),
                ns,
                ew,
                contract: None,
                declarer: None,
                tricks: None,
                outcome,
                printed_mp_ns: Some(ns_mp),
                printed_mp_ew: Some(ew_mp),
                group: 0,
                partners: None,
            });
        }
        // In board order, each board once.
        let place = out.partition_point(|b| b.number < number);
        if out.get(place).is_some_and(|b| b.number == number) {
            return Err(damaged(slot));
        }
        out.insert(place, Traveller { number, dealer: dealer(number), vulnerability: vulnerability(number), results });
    }
    Ok(out)
}

/// A row's outcome from both sides' codes: a score in tens, or ACBLscore's
/// special scores (late play 900, not played 950, Ave- 2040, Ave 2050, Ave+ 2060).
fn outcome(ns: i32, ew: i32) -> Result<Outcome, &'static str> {
    let average = |code: i32| match code {
        2040 => Some(40.0),
        2050 => Some(50.0),
        2060 => Some(60.0),
        _ => None,
    };
    match (ns, ew) {
        (900 | 950, 900 | 950) => Ok(Outcome::NotPlayed),
        (ns, ew) if ns.abs() < 900 && ew == -ns => Ok(Outcome::Score(10 * ns)),
        (ns, ew) if ns >= 3000 || ew >= 3000 => Err("the board is fouled (scored in groups): Clubscore does not read a fouled board of a game file"),
        _ => match (average(ns), average(ew)) {
            (Some(ns), Some(ew)) => Ok(Outcome::Artificial { ns, ew }),
            _ => Err("its two sides' scores do not make one result"),
        },
    }
}

/// "August 7, 2017" as `2017-08-07`; none if it is not such a date.
fn date(text: &str) -> Option<String> {
    const MONTHS: [&str; 12] = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
    let (month, rest) = text.split_once(' ')?;
    let (day, year) = rest.split_once(", ")?;
    let month = MONTHS.iter().position(|m| m.eq_ignore_ascii_case(month))? + 1;
    let iso = format!("{}-{month:02}-{:02}", year.trim(), day.trim().parse::<u32>().ok()?);
    crate::event::check_date(&iso).is_ok().then_some(iso)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Friendly Bridge Club's game file of 7 August 2017, or `None` (skipped) when ../shared is absent.
    fn game_file() -> Option<Vec<u8>> {
        let dir = crate::shared_data::shared("bridge/more")?;
        Some(std::fs::read(dir.join("morrisjones_nap/170807.aca")).unwrap_or_else(|e| panic!("170807.aca: {e}")))
    }

    /// Cut short anywhere, the file is refused with the byte it breaks at,
    /// in bounded time, and never read as a shorter session: a cut only in
    /// what follows the last thing read (its memo) reads the same session.
    #[test]
    fn a_game_file_cut_short_anywhere_is_refused_at_its_byte() {
        let Some(bytes) = game_file() else { return };
        let whole = read(&bytes).unwrap_or_else(|e| panic!("{e}"));
        let (mut refused, mut same) = (0, 0);
        for end in (6..bytes.len()).step_by(7) {
            match read(&bytes[..end]) {
                Err(said) => {
                    assert!(
                        said.starts_with("byte ") && said.ends_with(&format!("the file ends before it (at byte {end}): the game file is cut short or damaged")),
                        "cut at {end}: {said}"
                    );
                    refused += 1;
                }
                Ok(session) => {
                    assert_eq!(session, whole, "cut at {end}");
                    same += 1;
                }
            }
        }
        assert!(refused > 3_600 && same < 10, "{refused} cuts refused, {same} read whole");
        assert_eq!(read(b"\x12\x0a\x03AC"), Err("this is not an ACBLscore game file (it does not start as one)".to_string()));
    }

    /// What the reader does not read is refused by name, never misread:
    /// another event type or scoring, another movement, renumbered pairs,
    /// a fouled board, scores that make no result.
    #[test]
    fn what_a_game_file_holds_beyond_a_match_pointed_mitchell_is_refused_by_name() {
        let Some(bytes) = game_file() else { return };
        let with = |at: usize, value: u8| {
            let mut b = bytes.clone();
            b[at] = value;
            read(&b).err().unwrap_or_default()
        };
        let refused =
            |is: &str| format!("“Monday Afternoon Pairs” is {is}: Clubscore reads ACBLscore's game files of match-pointed pairs in one Mitchell section");
        assert_eq!(with(0xda, 1), refused("teams"));
        assert_eq!(with(0x10c, 3), refused("scored otherwise than in match points"));
        // The section's details start at 0xcfa (its summary's pointer).
        assert_eq!(with(0xcfa + 0x18, 1), refused("played as a Howell"));
        assert_eq!(with(0xcfa + 0xdd, 13), refused("renumbered in ACBLscore (EDMOV)"));
        assert_eq!(with(0x13e, 0), refused("without a section"));
        assert_eq!(with(0x13e + 22, 1), refused("played in several sections"));
        assert_eq!(with(0xcfa + 0x1b, 41), "byte 3349: a figure no game file holds: the game file is damaged");
        // A pointer past the end (the event's, at 0x12, made 0xffffffff) is refused where it is read, never added to.
        let mut far = bytes.clone();
        far[0x12..0x16].copy_from_slice(&[0xff; 4]);
        assert_eq!(read(&far), Err(format!("byte 4294967295: the file ends before it (at byte {}): the game file is cut short or damaged", bytes.len())));
        assert_eq!(outcome(45, -45), Ok(Outcome::Score(450)));
        assert_eq!(outcome(2060, 2040), Ok(Outcome::Artificial { ns: 60.0, ew: 40.0 }));
        assert_eq!(outcome(950, 950), Ok(Outcome::NotPlayed));
        assert_eq!(outcome(45, -42), Err("its two sides' scores do not make one result"));
        assert_eq!(outcome(2060, 62), Err("its two sides' scores do not make one result"));
        assert!(outcome(3045, 1000).is_err_and(|e| e.starts_with("the board is fouled")));
    }

    /// A row's special scores as ACBLscore stores them (codes in place of
    /// the score): Ave+ and Ave- read as 60 % and 40 % of the top, not played
    /// as no result; a late play said; scores that make no result refused
    /// with the board and pairs. Made by changing the first row of board 1
    /// (NS 1 v EW 1, +50) in the real file.
    #[test]
    fn a_game_file_s_special_scores() {
        let Some(bytes) = game_file() else { return };
        let whole = read(&bytes).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(whole.notes, [WITHOUT]);
        let first = |t: &Travellers| t.boards[0].results[0].clone();
        assert_eq!((first(&whole).ns, first(&whole).ew, first(&whole).outcome), (1, 1, Outcome::Score(50)));
        // Board 1's first row: its index entry's pointer (the section's boards at 0x2374), 6 bytes on, round and table, then NS's pair and score code, EW's at 8 bytes further.
        let row = u32::from_le_bytes([bytes[0x2374 + 0x2a], bytes[0x2374 + 0x2b], bytes[0x2374 + 0x2c], bytes[0x2374 + 0x2d]]) as usize + 6;
        let with = |ns: i16, ew: i16| {
            let mut b = bytes.clone();
            b[row + 4..row + 6].copy_from_slice(&ns.to_le_bytes());
            b[row + 12..row + 14].copy_from_slice(&ew.to_le_bytes());
            // A late play or a board not played is not counted in the board's number of results (the row is still there).
            if matches!(ns, 900 | 950) {
                b[0x2374 + 0x28] -= 1;
            }
            read(&b)
        };
        assert_eq!(with(2060, 2040).map(|t| first(&t).outcome), Ok(Outcome::Artificial { ns: 60.0, ew: 40.0 }));
        assert_eq!(with(950, 950).map(|t| (first(&t).outcome, t.boards[0].results.len())), Ok((Outcome::NotPlayed, 11)));
        let late = with(900, 900).unwrap_or_default();
        assert_eq!(late.notes.last().map(String::as_str), Some("board 1, NS 1 v EW 1: ACBLscore has it as a late play, not yet scored: taken as not played"));
        assert_eq!(with(5, 3).err().as_deref(), Some("board 1, NS 1 v EW 1: its two sides' scores do not make one result"));
    }

    #[test]
    fn a_game_file_s_date_as_iso() {
        assert_eq!(date("August 7, 2017").as_deref(), Some("2017-08-07"));
        assert_eq!(date("December 31, 2016").as_deref(), Some("2016-12-31"));
        assert_eq!((date("Augst 7, 2017"), date("February 30, 2017"), date("")), (None, None, None));
    }
}
