//! Bridge's commands on the event's log: a board's result, a fouling, a
//! team's slip, the session's deals. Each is stored as it always was,
//! `{"kind":"bridge_result",...}`, its kind beside its fields, and read back
//! by hand (the derived reader of a tagged enum buffers and visits every
//! variant, and costs every page several KB).

use super::entry::ResultEntry;
use serde::Serialize;
use serde_json::Value;

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Command {
    /// A result: what NS `ns` and EW `ew` got on `board`.
    #[serde(rename = "bridge_result")]
    Result { board: u32, ns: u32, ew: u32, entry: ResultEntry },
    /// A fouled board (Law 87): the lines (NS, EW) that played the other
    /// version of the deal; each version is scored on its own. Empty: not fouled.
    FouledBoard { board: u32, other_deal: Vec<(u32, u32)> },
    /// A teams match's score as a team's slip gives it (the results chart):
    /// `team`'s IMPs for and against in the match of `home` v `away` in
    /// `round`. Team 0 is the scorer settling slips that do not tally
    /// (`imps_for` is then the home team's).
    MatchSlip { round: u32, home: u32, away: u32, team: u32, imps_for: u32, imps_against: u32 },
    /// The same where the slips record the match's victory points: `team`'s
    /// VPs for and against, in hundredths (1427 and 573: 14.27–5.73).
    MatchVps { round: u32, home: u32, away: u32, team: u32, vps_for: u32, vps_against: u32 },
    /// The session's deals, whole: every board's deal that the scorer has
    /// (dealt from `seed`, or read from a hand record), by board number, as
    /// PBN writes a deal from North (read as deals by `bridge::deals` only,
    /// so no other page carries the deal's reader). A later entry gives the
    /// whole set again (a file's deals added to those before); the last
    /// that counts is the session's. With them, the double-dummy analysis a
    /// hand record printed of its boards, to be compared with ours: one text,
    /// each board's `board:analysis` (the analysis as
    /// `pbn::printed::Printed::text` writes it), separated by spaces; read
    /// by `bridge::deals` only.
    Deals {
        #[serde(skip_serializing_if = "Option::is_none")]
        seed: Option<String>,
        boards: Vec<(u32, String)>,
        // Left out when empty: an entry written before it existed is written back as it was.
        #[serde(skip_serializing_if = "String::is_empty")]
        printed: String,
    },
    /// `team`'s line-up in the match of `home` v `away` in `round`: who sat
    /// where, each seat as `bridge::line_up` writes it ("1 O N 18444 Magnus
    /// Bruun Larssen"; read as seats there only). A later line-up of the team
    /// for the match replaces it.
    LineUp { round: u32, home: u32, away: u32, team: u32, seats: Vec<String> },
}

/// Every stored kind, as an unknown kind's error lists them.
pub const KINDS: [&str; 6] = ["bridge_result", "fouled_board", "match_slip", "match_vps", "deals", "line_up"];

impl Command {
    /// A command read from its stored JSON, the shape its writer writes.
    pub fn read<E: serde::de::Error>(mut v: Value, kind: &str) -> Result<Command, E> {
        let number = |v: &Value, k: &'static str| v.get(k).and_then(|x| x.as_u64()).and_then(|x| u32::try_from(x).ok()).ok_or_else(|| E::missing_field(k));
        // A part read whole (a result entry) is taken out, not copied.
        let part = |v: &mut Value, k: &'static str| v.get_mut(k).map(Value::take).ok_or_else(|| E::missing_field(k));
        Ok(match kind {
            "bridge_result" => Command::Result {
                board: number(&v, "board")?,
                ns: number(&v, "ns")?,
                ew: number(&v, "ew")?,
                entry: serde_json::from_value(part(&mut v, "entry")?).map_err(E::custom)?,
            },
            "fouled_board" => {
                Command::FouledBoard { board: number(&v, "board")?, other_deal: serde_json::from_value(part(&mut v, "other_deal")?).map_err(E::custom)? }
            }
            // A slip's or a line-up's match and team, then its IMPs, its VPs for and against, or its seats.
            slip @ ("match_slip" | "match_vps" | "line_up") => {
                let (round, home, away, team) = (number(&v, "round")?, number(&v, "home")?, number(&v, "away")?, number(&v, "team")?);
                match slip {
                    "match_slip" => {
                        Command::MatchSlip { round, home, away, team, imps_for: number(&v, "imps_for")?, imps_against: number(&v, "imps_against")? }
                    }
                    "match_vps" => Command::MatchVps { round, home, away, team, vps_for: number(&v, "vps_for")?, vps_against: number(&v, "vps_against")? },
                    _ => {
                        let mut seats = Vec::new();
                        for s in v.get("seats").and_then(|s| s.as_array()).ok_or_else(|| E::missing_field("seats"))? {
                            seats.push(s.as_str().ok_or_else(|| E::custom("a line-up's seat is a text"))?.to_string());
                        }
                        Command::LineUp { round, home, away, team, seats }
                    }
                }
            }
            // Read by hand too: each board [number, "N:…"]; the printed analyses one text (none in older entries).
            "deals" => {
                let pair = |x: &Value| Some((u32::try_from(x.get(0)?.as_u64()?).ok()?, x.get(1)?.as_str()?.to_string()));
                let mut boards = Vec::new();
                for x in v.get("boards").and_then(|b| b.as_array()).ok_or_else(|| E::missing_field("boards"))? {
                    boards.push(pair(x).ok_or_else(|| E::custom("a deal is [board, \"N:…\"]"))?);
                }
                let text = |k: &str| v.get(k).and_then(|x| x.as_str()).map(str::to_string);
                Command::Deals { seed: text("seed"), boards, printed: text("printed").unwrap_or_default() }
            }
            other => return Err(E::unknown_variant(other, &KINDS)),
        })
    }
}

#[cfg(test)]
mod tests;
