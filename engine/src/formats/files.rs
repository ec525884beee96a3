//! The files an event's results travel in, made from the event alone: the
//! scorer's page, the chess page and the fuzz tests all make them here, so
//! what a scorer downloads is what the tests read.

use crate::bridge::movement::Kind;
use crate::bridge::numbering::Numbering;
use crate::bridge::pairs::Direction;
use crate::bridge::session;
use crate::bridge::setup::SwissScore;
use crate::event::{Event, Format};
use crate::formats::{csv, html, pbn, print::Print, usebio};

/// One file to download or share.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultFile {
    pub name: String,
    pub mime: &'static str,
    pub text: String,
}

impl ResultFile {
    fn new(name: String, mime: &'static str, text: String) -> ResultFile {
        ResultFile { name, mime, text }
    }
}

/// A name made safe for any file system: letters and digits, the rest one
/// dash between words, at most 60 characters.
pub fn slug(name: &str) -> String {
    let safe: String = name.chars().map(|c| if c.is_alphanumeric() { c } else { '-' }).collect();
    let words: Vec<&str> = safe.split('-').filter(|s| !s.is_empty()).collect();
    words.join("-").chars().take(60).collect()
}

/// The start of an event's file names: its name made safe, then its date.
pub fn stem(e: &Event) -> String {
    format!("{}-{}", slug(&e.name), e.date)
}

/// How many of `bridge`'s files every bridge event has: the results page,
/// the two CSV files, PBN and USEBIO.
pub const BRIDGE_FILES: usize = 5;

/// One of a bridge session's files (0 the results page, 1 the ranking, 2
/// the travellers, 3 PBN, 4 USEBIO): only the one asked for is written.
pub fn bridge(e: &Event, index: usize) -> Option<ResultFile> {
    if e.bridge.is_some_and(|b| b.teams.is_some()) {
        return teams(e, index);
    }
    if index >= BRIDGE_FILES {
        return None;
    }
    let travellers = session::travellers(e);
    let scored = session::score_from(e, &travellers);
    let names = |p: u32| e.participant_name(p);
    let stem = stem(e);
    // Every file numbers the pairs as the club does (EW 1, not the event's own number).
    let swiss = e.bridge.filter(|b| b.movement.kind == Kind::SwissPairs).map(|b| b.scoring.swiss).unwrap_or_default();
    // A pairs session in IMPs ranks on its IMPs, each board in them.
    let imps = session::in_imps(e);
    let score = if imps.is_some() { SwissScore::Imps } else { swiss };
    let print = Print { written: Numbering::of(e), score, imps, ..Print::default() };
    // A Swiss pairs in IMPs or VPs: each board's IMPs against the datum, in every file that shows a board.
    let in_imps = swiss != SwissScore::MatchPoints;
    let boards = || match in_imps {
        true => crate::bridge::pairs::Session { boards: crate::bridge::swiss_pairs::board_imps(&travellers), ..scored.clone() },
        false => scored.clone(),
    };
    Some(match index {
        0 => {
            let missing = session::missing_in(e, &travellers).iter().map(|m| m.1).sum();
            // And each match's IMPs (and VPs).
            let mut page = html::results_page(&e.name, &e.date, &travellers, &boards(), &names, print);
            if in_imps {
                let all = crate::bridge::swiss_pairs::matches(e, &travellers);
                page.insert_after("</section>\n", &html::swiss_matches(&all, &names, print));
            }
            ResultFile::new(format!("{stem}-results.html"), "text/html", html::mark_provisional(page, missing).into_string())
        }
        1 => ResultFile::new(format!("{stem}-ranking.csv"), "text/csv", csv::standings(&scored, print, |p, _| Some(names(p)))),
        2 => ResultFile::new(format!("{stem}-travellers.csv"), "text/csv", csv::travellers(&travellers, &boards(), print)),
        3 => ResultFile::new(format!("{stem}.pbn"), "application/x-pbn", pbn::write_session(&travellers, &boards(), print)),
        _ => {
            // An individual's player is one person, whatever his name holds.
            let individual = e.format == Format::BridgeIndividual;
            let players = |p: u32, _: Direction| match individual {
                true => vec![crate::event::Member {
                    name: e.participant_name(p),
                    ..e.pair_members(p).into_iter().next().unwrap_or_else(|| crate::event::Member::named(""))
                }],
                false => e.pair_members(p),
            };
            let info = usebio::EventInfo { club_name: "", club_id: "", description: &e.name, date: &e.date, players: &players };
            ResultFile::new(format!("{stem}-usebio.xml"), "application/xml", usebio::write_pairs(&info, &travellers, &scored, print))
        }
    })
}

/// A teams event's files, in the same order as a pairs session's.
fn teams(e: &Event, index: usize) -> Option<ResultFile> {
    let report = session::teams_report(e);
    let names = |t: u32| e.participant_name(t);
    let stem = stem(e);
    Some(match index {
        0 => {
            let page = html::teams_results_page(&e.name, &e.date, &report, &names);
            ResultFile::new(
                format!("{stem}-results.html"),
                "text/html",
                html::mark_provisional(page, session::missing(e).iter().map(|m| m.1).sum()).into_string(),
            )
        }
        1 => ResultFile::new(format!("{stem}-standings.csv"), "text/csv", csv::team_standings(&report.standings, |t| Some(names(t)))),
        2 => ResultFile::new(format!("{stem}-travellers.csv"), "text/csv", csv::team_travellers(&report)),
        3 => ResultFile::new(format!("{stem}.pbn"), "application/x-pbn", pbn::write_teams_session(&report, &names, &|t| e.member_names(t))),
        4 => {
            let players = |t: u32, _: Direction| e.pair_members(t);
            let info = usebio::EventInfo { club_name: "", club_id: "", description: &e.name, date: &e.date, players: &players };
            let swiss = e.format == Format::BridgeSwissTeams;
            ResultFile::new(format!("{stem}-usebio.xml"), "application/xml", usebio::write_teams(&info, &names, &report, swiss))
        }
        _ => return None,
    })
}

/// One of a chess tournament's files (0 the results page, 1 the standings
/// CSV), made only when asked for; the report for FIDE is [`chess_trf`].
pub fn chess(e: &Event, t: &crate::chess::tournament::Tournament, which: usize) -> ResultFile {
    use crate::chess::{html, reports::standings_table};
    let stem = stem(e);
    match which {
        1 => ResultFile::new(format!("{stem}-standings.csv"), "text/csv", html::standings_csv(&standings_table(t))),
        _ => ResultFile::new(format!("{stem}-results.html"), "text/html", html::results_page(t, e.format.label()).into_string()),
    }
}

/// The chess event's tournament report for FIDE (TRF-2026). Apart from the
/// arbiter's files: written on a page of its own (trf.html), so the chess
/// page does not carry the writer (13 KB of its download).
pub fn chess_trf(e: &Event, t: &crate::chess::tournament::Tournament) -> ResultFile {
    use crate::chess::{transfer, trf};
    ResultFile::new(format!("{}.trf", stem(e)), "text/plain", trf::write(&transfer::to_trf(t)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_made_safe_for_a_file() {
        assert_eq!(slug("Tuesday Pairs: A/B"), "Tuesday-Pairs-A-B");
        assert_eq!(slug("  ~~ "), "");
        assert_eq!(slug(&"é".repeat(80)).chars().count(), 60);
        let e = crate::fixtures::mitchell("e", "Club night", 3, 1);
        assert_eq!(stem(&e), format!("Club-night-{}", e.date));
    }

    /// A pairs session has all five files, an individual too.
    #[test]
    fn every_file_a_session_offers() {
        let e = crate::fixtures::mitchell("e", "Club night", 3, 1);
        let names: Vec<String> = (0..6).filter_map(|i| bridge(&e, i)).map(|f| f.name).collect();
        let stem = stem(&e);
        let want = ["-results.html", "-ranking.csv", "-travellers.csv", ".pbn", "-usebio.xml"].map(|s| format!("{stem}{s}"));
        assert_eq!(names, want);
    }
}
