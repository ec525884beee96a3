//! A result as entered for one board at one table (played, adjusted,
//! weighted, not played), how a director writes the special ones, why an
//! entry cannot be scored, and the NS score it gives. Plain data kept in the
//! event's log.

use super::board::{vulnerability, Seat};
use super::contract::Auction;
use super::matchpoints::Outcome;
use serde::{Deserialize, Serialize};

/// What a table got on a board, as entered. Written by serde's derive
/// (`{"kind":"played",...}`); read by hand below, the same shape.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ResultEntry {
    Played {
        /// As written on the traveller: "4SX", "3NT", "Pass".
        contract: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        declarer: Option<Seat>,
        tricks: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lead: Option<String>,
    },
    /// The NS score alone, as many clubs' slips give it (no contract): it
    /// must be a score some contract can make on the board.
    Score {
        ns: i32,
    },
    /// Average+ 60, Average 50, Average- 40 for each side (a split is 60/40 or 60/60...).
    Adjusted {
        ns_pct: f64,
        ew_pct: f64,
    },
    /// An assigned weighted score (Law 12C1(c)): results with their shares in percent.
    Weighted {
        parts: Vec<WeightedPart>,
    },
    NotPlayed,
}

/// Read by hand from its JSON: the derived reader of a tagged enum buffers
/// and visits every variant, and costs every page several KB.
impl<'de> Deserialize<'de> for ResultEntry {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ResultEntry, D::Error> {
        use serde::de::Error;
        let mut v = serde_json::Value::deserialize(d)?;
        let missing = |k: &'static str| D::Error::missing_field(k);
        let text = |k: &str| v.get(k).and_then(|x| x.as_str()).map(str::to_string);
        let number = |k: &'static str| v.get(k).and_then(|x| x.as_f64()).ok_or_else(|| missing(k));
        let declarer = match v.get("declarer") {
            None | Some(serde_json::Value::Null) => None,
            Some(s) => Some(
                s.as_str()
                    .filter(|s| s.len() == 1)
                    .and_then(|s| s.chars().next())
                    .and_then(Seat::from_letter)
                    .ok_or_else(|| D::Error::custom(format!("unknown declarer {s}")))?,
            ),
        };
        Ok(match v.get("kind").and_then(|k| k.as_str()) {
            Some("played") => ResultEntry::Played {
                contract: text("contract").ok_or_else(|| missing("contract"))?,
                declarer,
                tricks: v.get("tricks").and_then(|t| t.as_u64()).and_then(|t| u8::try_from(t).ok()).ok_or_else(|| missing("tricks"))?,
                lead: text("lead"),
            },
            Some("score") => ResultEntry::Score { ns: v.get("ns").and_then(|x| x.as_i64()).and_then(|x| i32::try_from(x).ok()).ok_or_else(|| missing("ns"))? },
            Some("adjusted") => ResultEntry::Adjusted { ns_pct: number("ns_pct")?, ew_pct: number("ew_pct")? },
            Some("weighted") => ResultEntry::Weighted {
                parts: serde_json::from_value(v.get_mut("parts").map(serde_json::Value::take).ok_or_else(|| missing("parts"))?).map_err(D::Error::custom)?,
            },
            Some("not_played") => ResultEntry::NotPlayed,
            Some(other) => return Err(D::Error::unknown_variant(other, &["played", "score", "adjusted", "weighted", "not_played"])),
            None => return Err(missing("kind")),
        })
    }
}

/// One result of a weighted score and its share.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WeightedPart {
    pub pct: u32,
    pub contract: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declarer: Option<Seat>,
    pub tricks: u8,
}

impl ResultEntry {
    /// Reads what a director writes instead of a contract: `A+`, `A`, `A-`
    /// (for NS; EW get the complement), a split `A+/A-`, `A+/A+`, `A-/A-`,
    /// percentages `60/40`, `60%/55%`, or `DNP` / `NP` for not played.
    /// `None` when the text is not one of these (it may be a contract).
    pub fn parse_adjusted(text: &str) -> Option<ResultEntry> {
        let t = text.trim().to_ascii_uppercase();
        let side = |s: &str| -> Option<f64> {
            match s.trim().trim_end_matches('%') {
                "A+" | "AVE+" => Some(60.0),
                "A" | "AVE" => Some(50.0),
                "A-" | "AVE-" => Some(40.0),
                // Whole percentages (parsing decimals would bring float parsing into the app for no use).
                n => n.parse::<u32>().ok().filter(|p| *p <= 100).map(f64::from),
            }
        };
        match t.as_str() {
            "DNP" | "NP" | "NOT PLAYED" => Some(ResultEntry::NotPlayed),
            _ => match t.split_once('/') {
                Some((ns, ew)) => Some(ResultEntry::Adjusted { ns_pct: side(ns)?, ew_pct: side(ew)? }),
                // A lone number is not an adjusted score (it could be a typing slip).
                None if t.starts_with('A') => side(&t).map(|ns| ResultEntry::Adjusted { ns_pct: ns, ew_pct: 100.0 - ns }),
                None => None,
            },
        }
    }
}

impl ResultEntry {
    /// Reads a weighted score as a director writes it: shares and results
    /// joined by `+` or `,`, e.g. `60% 4S N 10 + 40% 4S N 9`. `None` when the
    /// text does not look like one (no `%`, or an adjusted split with `/`).
    pub fn parse_weighted(text: &str) -> Option<Result<ResultEntry, EntryError>> {
        if !text.contains('%') || text.contains('/') {
            return None;
        }
        let part = |p: &str| -> Option<WeightedPart> {
            let (pct, rest) = p.split_once('%')?;
            let words: Vec<&str> = rest.split_whitespace().collect();
            let [contract, declarer, tricks] = words.as_slice() else { return None };
            Some(WeightedPart {
                pct: pct.trim().parse().ok()?,
                contract: contract.to_string(),
                declarer: Some(declarer.chars().next().and_then(|c| Seat::from_letter(c.to_ascii_uppercase()))?).filter(|_| declarer.len() == 1),
                tricks: tricks.parse().ok()?,
            })
        };
        let parts: Option<Vec<WeightedPart>> = text.split(['+', ',']).map(part).collect();
        Some(match parts {
            Some(parts) if parts.len() >= 2 => Ok(ResultEntry::Weighted { parts }),
            _ => Err(EntryError::WeightedForm),
        })
    }
}

/// A result as a scorer types it in a row's result field, the row's
/// declarer and tricks fields filling in what the line leaves out:
/// - a bare NS score, as many slips give it: `420`, `-50`, `+1100`;
/// - a contract, then in any order its declarer and its result, as tricks
///   taken or against the contract: `4S N 10`, `4S= N`, `4SN=`, `4SX-2 E`, `3NT+1 S`;
/// - `Pass`; an adjusted score (`A+`, `60/40`, `DNP`); a weighted score.
///
/// A line that is none of these is kept as the contract, so checking it
/// says what is wrong with it.
pub fn typed(line: &str, declarer: &str, tricks: &str) -> Result<ResultEntry, EntryError> {
    if let Some(weighted) = ResultEntry::parse_weighted(line) {
        return weighted;
    }
    if let Some(adjusted) = ResultEntry::parse_adjusted(line) {
        return Ok(adjusted);
    }
    // Suits as symbols too (a phone's keyboard, a copied line): 4♠ is 4S.
    let t: String = line.split_whitespace().collect::<String>().chars().map(suit_letter).collect::<String>().to_ascii_uppercase();
    let digits = t.strip_prefix(['+', '-']).unwrap_or(&t);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        return t
            .trim_start_matches('+')
            .parse()
            .map(|ns| ResultEntry::Score { ns })
            .map_err(|_| EntryError::Contract(format!("“{}” is not a score", line.trim())));
    }
    // A pass in any spelling the contract reader knows.
    if matches!(Auction::parse(line), Ok(Auction::PassedOut)) {
        return Ok(ResultEntry::Played { contract: "Pass".into(), declarer: None, tricks: 0, lead: None });
    }
    let field_seat = by_field(declarer)?;
    let field_tricks = match tricks.trim() {
        "" => None,
        n => Some(n.parse::<u8>().map_err(|_| EntryError::Field(format!("Tricks: “{n}” is not a number of tricks (0 to 13)")))?),
    };
    let Some((contract, level, seat, taken)) = contract_line(&t) else {
        return Ok(ResultEntry::Played {
            contract: line.trim().to_string(),
            declarer: field_seat,
            tricks: field_tricks.ok_or(EntryError::NoTricks)?,
            lead: None,
        });
    };
    let tricks = match taken {
        Some(Taken::Tricks(n)) => n,
        Some(Taken::Against(d)) => u8::try_from(i32::from(level) + 6 + d)
            .ok()
            .filter(|n| *n <= 13)
            .ok_or_else(|| EntryError::Contract(format!("{contract} {d:+} is {} tricks: a deal has 0 to 13", i32::from(level) + 6 + d)))?,
        None => field_tricks.ok_or(EntryError::NoTricks)?,
    };
    Ok(ResultEntry::Played { contract, declarer: seat.or(field_seat), tricks, lead: None })
}

/// The result of a typed contract: tricks taken, or made (`=`), over (`+1`) or down (`-2`).
enum Taken {
    Tricks(u8),
    Against(i32),
}

/// A suit symbol as its letter (♠ S, ♥ H, ♦ D, ♣ C, filled or not); any other character as it is.
fn suit_letter(c: char) -> char {
    match c {
        '♠' | '♤' => 'S',
        '♥' | '♡' => 'H',
        '♦' | '♢' => 'D',
        '♣' | '♧' => 'C',
        c => c,
    }
}

/// The By field: a seat (N, E, S, W, or its name), or nothing.
fn by_field(by: &str) -> Result<Option<Seat>, EntryError> {
    let t = by.trim();
    if t.is_empty() {
        return Ok(None);
    }
    let word = t.to_ascii_uppercase();
    let named = ["NORTH", "EAST", "SOUTH", "WEST"].iter().any(|w| *w == word);
    match t.chars().next().and_then(Seat::from_letter) {
        Some(seat) if t.len() == 1 || named => Ok(Some(seat)),
        _ => Err(EntryError::Field(format!("By: “{t}” is not a seat: type N, E, S or W (a whole result goes in Contract or score)"))),
    }
}

/// A contract line without spaces, upper case, in the orders players say
/// it: level, strain and doubles (`3NTX`, or `3XNT`), then the declarer
/// (`W`, or `BYW`) and the result in any order. None when it is not one.
fn contract_line(t: &str) -> Option<(String, u8, Option<Seat>, Option<Taken>)> {
    let b = t.as_bytes();
    let level = *b.first()?;
    if !(b'1'..=b'7').contains(&level) {
        return None;
    }
    let doubles = |at: usize| {
        if t[at..].starts_with("XX") {
            "XX"
        } else if t[at..].starts_with('X') {
            "X"
        } else {
            ""
        }
    };
    let early = doubles(1);
    let (strain, mut at) = match b.get(1 + early.len())? {
        b'N' if b.get(2 + early.len()) == Some(&b'T') => ("NT", 3),
        b'N' => ("NT", 2),
        c @ (b'C' | b'D' | b'H' | b'S') => (["C", "D", "H", "S"][(b"CDHS".iter().position(|x| x == c))?], 2),
        _ => return None,
    };
    at += early.len();
    let doubled = if early.is_empty() { doubles(at) } else { early };
    at += doubled.len() - early.len();
    let (mut seat, mut taken) = (None, None);
    while at < b.len() {
        let number = |from: usize| {
            let end = (from..b.len()).find(|&i| !b[i].is_ascii_digit()).unwrap_or(b.len());
            (t.get(from..end).and_then(|n| n.parse::<i32>().ok()), end)
        };
        match b[at] {
            b'B' if seat.is_none() && t[at..].starts_with("BY") => at += 2,
            c @ (b'N' | b'E' | b'S' | b'W') if seat.is_none() => {
                seat = Seat::from_letter(c as char);
                at += 1;
            }
            b'=' if taken.is_none() => {
                taken = Some(Taken::Against(0));
                at += 1;
            }
            sign @ (b'+' | b'-') if taken.is_none() => {
                let (n, end) = number(at + 1);
                taken = Some(Taken::Against(if sign == b'-' { -n? } else { n? }));
                at = end;
            }
            b'0'..=b'9' if taken.is_none() => {
                let (n, end) = number(at);
                taken = Some(Taken::Tricks(u8::try_from(n?).ok()?));
                at = end;
            }
            _ => return None,
        }
    }
    Some((format!("{}{strain}{doubled}", level as char), level - b'0', seat, taken))
}

/// Why a result cannot be entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryError {
    NotSetUp,
    NoSuchBoard(u32),
    NoSuchPair(u32),
    SamePair(u32),
    Contract(String),
    NoDeclarer,
    Tricks(u8),
    Percent,
    WeightedForm,
    WeightedShares(u32),
    WeightedShare(u32),
    /// No contract, declarer and number of tricks scores this on the board.
    ImpossibleScore {
        ns: i32,
        vulnerability: super::board::Vulnerability,
    },
    /// A contract typed without the tricks declarer took.
    NoTricks,
    /// A field of the row holds what it cannot take: why, naming the field
    /// (made where rows are typed, so pages that only show results do not carry it).
    Field(String),
}

impl std::fmt::Display for EntryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EntryError::NotSetUp => write!(f, "the session has no movement yet"),
            EntryError::NoSuchBoard(b) => write!(f, "there is no board {b} in this session"),
            EntryError::NoSuchPair(p) => write!(f, "there is no pair {p} in this session"),
            EntryError::SamePair(p) => write!(f, "pair {p} cannot play against itself"),
            EntryError::Contract(why) => write!(f, "{why}"),
            EntryError::NoDeclarer => write!(f, "say who declared (N, E, S or W)"),
            EntryError::Tricks(t) => write!(f, "{t} tricks is impossible: declarer takes 0 to 13"),
            EntryError::Percent => write!(f, "an adjusted score is 0 to 100 % for each side"),
            EntryError::WeightedForm => write!(f, "write a weighted score as shares and results, e.g. 60% 4S N 10 + 40% 4S N 9"),
            EntryError::WeightedShares(sum) => write!(f, "the shares of a weighted score add up to {sum} %, not 100 %"),
            EntryError::WeightedShare(pct) => write!(f, "a share of a weighted score is 1 to 100 %, not {pct} %"),
            EntryError::ImpossibleScore { ns, vulnerability } => {
                use super::board::Vulnerability;
                let vul = match vulnerability {
                    Vulnerability::None => "neither side vulnerable",
                    Vulnerability::NS => "North-South vulnerable",
                    Vulnerability::EW => "East-West vulnerable",
                    Vulnerability::All => "both sides vulnerable",
                };
                write!(f, "no contract scores NS {ns:+} with {vul}: check the score")
            }
            EntryError::NoTricks => write!(f, "Tricks: type how many declarer took, or the result with the contract (4S N 10, 4S= N, 4S-1 N)"),
            EntryError::Field(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for EntryError {}

/// The NS score of an entry on a board, or how it is scored if not played out.
pub fn outcome(board: u32, entry: &ResultEntry) -> Result<Outcome, EntryError> {
    match entry {
        ResultEntry::NotPlayed => Ok(Outcome::NotPlayed),
        ResultEntry::Score { ns } if possible_score(vulnerability(board), *ns) => Ok(Outcome::Score(*ns)),
        ResultEntry::Score { ns } => Err(EntryError::ImpossibleScore { ns: *ns, vulnerability: vulnerability(board) }),
        ResultEntry::Adjusted { ns_pct, ew_pct } => {
            if !(0.0..=100.0).contains(ns_pct) || !(0.0..=100.0).contains(ew_pct) {
                return Err(EntryError::Percent);
            }
            Ok(Outcome::Artificial { ns: *ns_pct, ew: *ew_pct })
        }
        ResultEntry::Weighted { parts } => {
            // Each share 1 to 100 %, so their sum cannot overflow (4294967295% + 101% would wrap to 100).
            if let Some(p) = parts.iter().find(|p| !(1..=100).contains(&p.pct)) {
                return Err(EntryError::WeightedShare(p.pct));
            }
            let sum: u32 = parts.iter().map(|p| p.pct).sum();
            if sum != 100 {
                return Err(EntryError::WeightedShares(sum));
            }
            let mut scored = Vec::with_capacity(parts.len());
            for p in parts {
                let played = ResultEntry::Played { contract: p.contract.clone(), declarer: p.declarer, tricks: p.tricks, lead: None };
                match outcome(board, &played)? {
                    Outcome::Score(s) => scored.push((p.pct, s)),
                    _ => return Err(EntryError::WeightedForm),
                }
            }
            Ok(Outcome::Weighted(scored))
        }
        ResultEntry::Played { contract, declarer, tricks, .. } => {
            if *tricks > 13 {
                return Err(EntryError::Tricks(*tricks));
            }
            let auction = Auction::parse(contract).map_err(|e| EntryError::Contract(e.to_string()))?;
            played_score(board, &auction, *declarer, *tricks)
        }
    }
}

/// Whether some contract, declarer and number of tricks scores `ns` for NS
/// at this vulnerability (every score bridge can give, worked out once).
pub fn possible_score(vul: super::board::Vulnerability, ns: i32) -> bool {
    use super::board::Vulnerability;
    static SCORES: std::sync::OnceLock<[Vec<i32>; 4]> = std::sync::OnceLock::new();
    let all = SCORES.get_or_init(|| {
        [Vulnerability::None, Vulnerability::NS, Vulnerability::EW, Vulnerability::All].map(|v| {
            let mut scores = vec![0];
            for level in 1..=7 {
                for strain in ["C", "D", "H", "S", "NT"] {
                    for doubled in ["", "X", "XX"] {
                        let Ok(auction) = Auction::parse(&format!("{level}{strain}{doubled}")) else { continue };
                        for seat in [Seat::N, Seat::E] {
                            scores.extend((0..=13).filter_map(|t| auction.score_ns(seat, v, t).ok()));
                        }
                    }
                }
            }
            crate::sorting::sort(&mut scores);
            scores.dedup();
            scores
        })
    });
    let at = match vul {
        Vulnerability::None => 0,
        Vulnerability::NS => 1,
        Vulnerability::EW => 2,
        Vulnerability::All => 3,
    };
    all[at].binary_search(&ns).is_ok()
}

/// The NS score of a contract already read from its text (tricks 0 to 13).
pub fn played_score(board: u32, auction: &Auction, declarer: Option<Seat>, tricks: u8) -> Result<Outcome, EntryError> {
    match auction {
        Auction::PassedOut => Ok(Outcome::Score(0)),
        Auction::Contract(_) => {
            let seat = declarer.ok_or(EntryError::NoDeclarer)?;
            auction.score_ns(seat, vulnerability(board), tricks).map(Outcome::Score).map_err(|e| EntryError::Contract(e.to_string()))
        }
    }
}

#[cfg(test)]
mod score_tests {
    use super::*;

    /// The hand-written reader reads every entry the derived writer writes,
    /// and refuses what is not an entry, saying why.
    #[test]
    fn entries_read_back_as_written() {
        let all = [
            ResultEntry::Played { contract: "4SX".into(), declarer: Some(Seat::W), tricks: 9, lead: Some("HT".into()) },
            ResultEntry::Played { contract: "Pass".into(), declarer: None, tricks: 0, lead: None },
            ResultEntry::Score { ns: -1100 },
            ResultEntry::Adjusted { ns_pct: 60.0, ew_pct: 40.0 },
            ResultEntry::Weighted {
                parts: vec![
                    WeightedPart { pct: 60, contract: "4S".into(), declarer: Some(Seat::N), tricks: 10 },
                    WeightedPart { pct: 40, contract: "4S".into(), declarer: Some(Seat::N), tricks: 9 },
                ],
            },
            ResultEntry::NotPlayed,
        ];
        // Every kind of entry is among them: a new kind fails to compile in
        // this match until it is numbered, and the count then fails until it
        // has a sample above.
        let kind = |e: &ResultEntry| match e {
            ResultEntry::Played { .. } => 0,
            ResultEntry::Score { .. } => 1,
            ResultEntry::Adjusted { .. } => 2,
            ResultEntry::Weighted { .. } => 3,
            ResultEntry::NotPlayed => 4,
        };
        assert_eq!(all.iter().map(kind).collect::<std::collections::BTreeSet<_>>().len(), 5);
        for entry in all {
            let text = serde_json::to_string(&entry).unwrap_or_default();
            assert_eq!(serde_json::from_str::<ResultEntry>(&text).ok(), Some(entry), "{text}");
        }
        let refused = |text: &str| serde_json::from_str::<ResultEntry>(text).err().map(|e| e.to_string()).unwrap_or_default();
        assert_eq!(refused(r#"{"contract":"4S"}"#), "missing field `kind`");
        assert!(refused(r#"{"kind":"guess"}"#).starts_with("unknown variant `guess`"));
        assert_eq!(refused(r#"{"kind":"played","contract":"4S","declarer":"Q","tricks":10}"#), "unknown declarer \"Q\"");
        assert_eq!(refused(r#"{"kind":"played","contract":"4S","tricks":300}"#), "missing field `tricks`");
        assert_eq!(refused(r#"{"kind":"score"}"#), "missing field `ns`");
    }

    /// Every way a scorer types a result in one field, and what the row's fields add.
    #[test]
    fn a_result_typed_in_one_field() {
        let played = |contract: &str, declarer, tricks| Ok(ResultEntry::Played { contract: contract.into(), declarer, tricks, lead: None });
        for (line, want) in [
            ("4S N 10", played("4S", Some(Seat::N), 10)),
            ("4s= n", played("4S", Some(Seat::N), 10)),
            ("4SN=", played("4S", Some(Seat::N), 10)),
            ("4SX-2 E", played("4SX", Some(Seat::E), 8)),
            ("3NT+1 S", played("3NT", Some(Seat::S), 10)),
            ("3N W 9", played("3NT", Some(Seat::W), 9)),
            ("7NTXX=S", played("7NTXX", Some(Seat::S), 13)),
            ("1C-7 W", played("1C", Some(Seat::W), 0)),
            ("Pass", played("Pass", None, 0)),
            // In any order a player says it: doubles before or after the strain, "by" before the seat, suits as symbols.
            ("3 NT X by W 7", played("3NTX", Some(Seat::W), 7)),
            ("3NTX W -2", played("3NTX", Some(Seat::W), 7)),
            ("3 X NT W=", played("3NTX", Some(Seat::W), 9)),
            ("3XXN=E", played("3NTXX", Some(Seat::E), 9)),
            ("4♠= N", played("4S", Some(Seat::N), 10)),
            ("2♥x-1 by s", played("2HX", Some(Seat::S), 7)),
        ] {
            assert_eq!(typed(line, "", ""), want, "{line}");
        }
        assert_eq!(typed("420", "", ""), Ok(ResultEntry::Score { ns: 420 }));
        assert_eq!(typed("-50", "", ""), Ok(ResultEntry::Score { ns: -50 }));
        assert_eq!(typed("+1100", "", ""), Ok(ResultEntry::Score { ns: 1100 }));
        assert_eq!(typed("A+/A-", "", ""), Ok(ResultEntry::Adjusted { ns_pct: 60.0, ew_pct: 40.0 }));
        // The row's declarer and tricks fill in what the line leaves out.
        assert_eq!(typed("4S", "s", "11"), played("4S", Some(Seat::S), 11));
        assert_eq!(typed("4S=", "E", ""), played("4S", Some(Seat::E), 10));
        assert_eq!(
            typed("4S N", "", "").map_err(|e| e.to_string()),
            Err("Tricks: type how many declarer took, or the result with the contract (4S N 10, 4S= N, 4S-1 N)".into())
        );
        // The By field is a seat, its name, or nothing; anything else is refused by name, never cut to its first letter.
        assert_eq!(typed("4S", "north", "10"), played("4S", Some(Seat::N), 10));
        assert_eq!(
            typed("", "4S= N", "").map_err(|e| e.to_string()),
            Err("By: “4S= N” is not a seat: type N, E, S or W (a whole result goes in Contract or score)".into())
        );
        assert_eq!(
            typed("4S", "Nx", "10").map_err(|e| e.to_string()),
            Err("By: “Nx” is not a seat: type N, E, S or W (a whole result goes in Contract or score)".into())
        );
        assert_eq!(typed("4S", "N", "ten").map_err(|e| e.to_string()), Err("Tricks: “ten” is not a number of tricks (0 to 13)".into()));
        // Not a way to say a contract: doubled with no strain, or doubled twice over; kept as written, so the check names it.
        assert_eq!(typed("3X W", "", "9"), played("3X W", None, 9));
        assert_eq!(typed("3XNTX W", "", "9"), played("3XNTX W", None, 9));
        // Not a contract line: kept as written, so the check names the problem.
        assert_eq!(typed("4Q N 10", "", ""), Err(EntryError::NoTricks));
        assert_eq!(typed("4Q", "N", "10"), played("4Q", Some(Seat::N), 10));
        assert_eq!(typed("4S+4 N", "", "").map_err(|e| e.to_string()), Err("4S +4 is 14 tricks: a deal has 0 to 13".into()));
        assert_eq!(typed("2H-9 N", "", "").map_err(|e| e.to_string()), Err("2H -9 is -1 tricks: a deal has 0 to 13".into()));
        // Checked on its board: 4S= by N is +420 on board 1, a bare 425 nowhere.
        assert_eq!(typed("4S= N", "", "").and_then(|e| outcome(1, &e)), Ok(Outcome::Score(420)));
        assert_eq!(
            typed("425", "", "").and_then(|e| outcome(1, &e)).map_err(|e| e.to_string()),
            Err("no contract scores NS +425 with neither side vulnerable: check the score".into())
        );
    }

    /// Board 1 is love all, board 2 NS vulnerable (the 16-board cycle).
    #[test]
    fn a_bare_score_counts_when_some_contract_makes_it() {
        let score = |board, ns| outcome(board, &ResultEntry::Score { ns });
        assert_eq!(score(1, 420), Ok(Outcome::Score(420)));
        assert_eq!(score(1, -50), Ok(Outcome::Score(-50)));
        assert_eq!(score(1, 0), Ok(Outcome::Score(0)));
        // 620 is 4S made vulnerable: NS are not vulnerable on board 1, but are on board 2.
        let impossible = |board, ns| Err(EntryError::ImpossibleScore { ns, vulnerability: vulnerability(board) });
        assert_eq!(score(1, 620), impossible(1, 620));
        assert_eq!(score(1, 620).map_err(|e| e.to_string()), Err("no contract scores NS +620 with neither side vulnerable: check the score".into()));
        assert_eq!(score(2, 620), Ok(Outcome::Score(620)));
        assert_eq!(score(1, 425), impossible(1, 425));
        // 13 down redoubled: 7000 not vulnerable, 7600 vulnerable.
        assert_eq!(score(1, -7000), Ok(Outcome::Score(-7000)));
        assert_eq!(score(1, -7600), impossible(1, -7600));
        // Named by the board's vulnerability: board 3 EW, board 4 both.
        assert_eq!(score(3, 425).map_err(|e| e.to_string()), Err("no contract scores NS +425 with East-West vulnerable: check the score".into()));
        assert_eq!(score(4, 425).map_err(|e| e.to_string()), Err("no contract scores NS +425 with both sides vulnerable: check the score".into()));
        assert_eq!(score(2, 1).map_err(|e| e.to_string()), Err("no contract scores NS +1 with North-South vulnerable: check the score".into()));
        assert_eq!(score(2, -7600), Ok(Outcome::Score(-7600)));
        // 7NTXX made, vulnerable: 2980.
        assert_eq!(score(4, 2980), Ok(Outcome::Score(2980)));
    }
}
