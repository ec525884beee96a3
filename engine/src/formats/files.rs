//! The files an event's results travel in, made from the event alone: the
//! scorer's page, the chess page and the fuzz tests all make them here, so
//! what a scorer downloads is what the tests read.

use crate::bridge::double_dummy::Kept;
use crate::bridge::movement::Kind;
use crate::bridge::numbering::Numbering;
use crate::bridge::pairs::Direction;
use crate::bridge::session;
use crate::bridge::setup::SwissScore;
use crate::bridge::Event;
use crate::event::Format;
use crate::formats::{csv, hand_record, html, pbn, print::Print, usebio};

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
    let safe: String = name.chars().map(|c| if word_char(c) { c } else { '-' }).collect();
    let words: Vec<&str> = safe.split('-').filter(|s| !s.is_empty()).collect();
    words.join("-").chars().take(60).collect()
}

/// A letter or digit of a name in a file name. Beyond ASCII, every
/// character but spaces and the punctuation names usually hold (dashes,
/// quotes, the suit signs) counts as one: no table of Unicode's letters in
/// every page that names a file (2.8 KB of its download).
fn word_char(c: char) -> bool {
    match c.is_ascii() {
        true => c.is_ascii_alphanumeric(),
        false => !c.is_whitespace() && !"–—‘’“”«»·…•♠♥♦♣♤♡♢♧".contains(c),
    }
}

/// The start of an event's file names: its name made safe, then its date.
pub fn stem<G: crate::event::Game>(e: &crate::event::Event<G>) -> String {
    format!("{}-{}", slug(&e.name), e.date)
}

/// How many of `bridge`'s files every bridge event has: the results page,
/// the two CSV files, PBN and USEBIO.
pub const BRIDGE_FILES: usize = 5;

/// One of a bridge session's files (0 the results page, 1 the ranking, 2
/// the travellers, 3 PBN, 4 USEBIO): only the one asked for is written.
/// `kept`: the double-dummy analyses kept on the device beside the event
/// (`library::worked_out`), shown with the deals they were worked out for.
pub fn bridge(e: &Event, index: usize, kept: &[Kept]) -> Option<ResultFile> {
    if e.setup.is_some_and(|b| b.teams.is_some()) {
        return teams(e, index, kept);
    }
    if index >= BRIDGE_FILES {
        return None;
    }
    let mut travellers = session::travellers(e);
    hand_record::attach(&mut travellers, e, kept);
    let scored = session::score_from(e, &travellers);
    let names = |p: u32| e.participant_name(p);
    let stem = stem(e);
    // Every file numbers the pairs as the club does (EW 1, not the event's own number).
    let swiss = e.setup.filter(|b| b.movement.kind == Kind::SwissPairs).map(|b| b.scoring.swiss).unwrap_or_default();
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
fn teams(e: &Event, index: usize, kept: &[Kept]) -> Option<ResultFile> {
    let mut report = session::teams_report(e);
    hand_record::attach(&mut report.travellers, e, kept);
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
pub fn chess(e: &crate::chess::Event, t: &crate::chess::tournament::Tournament, which: usize) -> ResultFile {
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
pub fn chess_trf(e: &crate::chess::Event, t: &crate::chess::tournament::Tournament) -> ResultFile {
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
        // Letters of any script kept; the punctuation and signs names hold beyond ASCII are separators.
        assert_eq!(slug("Café Noël – Spring ’26"), "Café-Noël-Spring-26");
        assert_eq!(slug("Bridge ♠ Club «Été»\u{a0}2026"), "Bridge-Club-Été-2026");
        assert_eq!(slug("Шахматы 2026"), "Шахматы-2026");
        let e = crate::fixtures::mitchell("e", "Club night", 3, 1);
        assert_eq!(stem(&e), format!("Club-night-{}", e.date));
    }

    /// A pairs session has all five files, an individual too.
    #[test]
    fn every_file_a_session_offers() {
        let e = crate::fixtures::mitchell("e", "Club night", 3, 1);
        let names: Vec<String> = (0..6).filter_map(|i| bridge(&e, i, &[])).map(|f| f.name).collect();
        let stem = stem(&e);
        let want = ["-results.html", "-ranking.csv", "-travellers.csv", ".pbn", "-usebio.xml"].map(|s| format!("{stem}{s}"));
        assert_eq!(names, want);
    }

    /// North's hand record of board 1 (None vul.) and what it makes double
    /// dummy (DDS's, as `clubscore bridge analyse` gives it): 10 tricks in
    /// spades for North or South, 8 in no trumps; par NS +420, 4♠ by either.
    const BOARD_1: &str = "N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT8";

    fn board_1_analysis() -> crate::bridge::double_dummy::Analysis {
        crate::bridge::double_dummy::Analysis {
            tricks: [[10, 6, 9, 7, 8], [3, 6, 4, 4, 4], [10, 7, 9, 7, 8], [3, 6, 4, 4, 4]],
            par: crate::bridge::double_dummy::Par { score: 420, contracts: vec!["4S N".into(), "4S S".into()] },
        }
    }

    fn imported(text: &str) -> Event {
        use crate::bridge::import::{event_from, Source};
        let read = pbn::read_session(text.as_bytes()).unwrap_or_else(|e| unreachable!("{e}"));
        let source = Source { id: "night".into(), file: "night.pbn", date: "2026-12-01", now: 1_000, device: "d1" };
        let field = read.field(None).field;
        event_from(&read, field, crate::bridge::setup::ScoringSpec::default(), source).unwrap_or_else(|e| unreachable!("{e}")).event
    }

    /// A session with its deals: each traveller shows the board's hands,
    /// the analysed board its tricks and par and each result against par in
    /// IMPs (4♠= +420 is par: 0; +450: 30 points, 1 IMP; 3NT= +400: -1;
    /// 4♠-1 -50: 470 points, -10); a board without an analysis its hands
    /// alone; an analysis of another deal is not taken for this one. The
    /// PBN file carries the deals, and reads back to the same.
    #[test]
    fn the_results_page_shows_each_board_with_its_hands_tricks_and_par() {
        let board_2 = crate::bridge::deal::Deal::dealt("two", 2).to_pbn(crate::bridge::board::Seat::N);
        let text = format!(
            "[Event \"Deals night\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{BOARD_1}\"]\n\
             [ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 1 4S N 10\n2 2 4S N 11\n3 3 3NT N 9\n4 4 4S N 9\n\n\
             [Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n[Deal \"{board_2}\"]\n\
             [ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 2H S 8\n2 3 2H S 8\n3 4 2H S 8\n4 1 2H S 8\n"
        );
        let e = imported(&text);
        let deal_1 = crate::bridge::deal::Deal::from_pbn(BOARD_1).unwrap_or_else(|x| unreachable!("{x:?}"));
        let deal_2 = crate::bridge::deal::Deal::from_pbn(&board_2).unwrap_or_else(|x| unreachable!("{x:?}"));
        // Board 2's analysis was worked out for another deal (since replaced): not its.
        let old = crate::bridge::deal::Deal::dealt("old", 2).to_pbn(crate::bridge::board::Seat::N);
        let kept = vec![Kept { board: 1, deal: BOARD_1.into(), analysis: board_1_analysis() }, Kept { board: 2, deal: old, analysis: board_1_analysis() }];
        let page = bridge(&e, 0, &kept).unwrap_or_else(|| unreachable!()).text;
        let board = |n: u32| {
            let from = page.find(&format!("<h3 id=\"b{n}\">")).unwrap_or_else(|| unreachable!("board {n}: {page}"));
            page[from..].split("</table>").take(3).collect::<Vec<_>>().join("</table>")
        };
        let one = board(1);
        assert!(one.contains("<div class=\"hand n\" aria-label=\"North\"><div><span>♠</span> K Q 10 6</div>"), "{one}");
        assert!(one.contains("<div class=\"c\">North deals<br>None vul.</div>"), "{one}");
        assert!(one.contains("<tr><th scope=\"row\">N</th><td>8</td><td>10</td><td>6</td><td>9</td><td>7</td></tr>"), "{one}");
        assert!(one.contains("<p class=\"par\">Par: NS +420, 4♠ N or 4♠ S</p>"), "{one}");
        assert!(one.contains("<th>NS v par</th>"), "{one}");
        let vs_par: Vec<&str> = one.split("</td></tr>\n").filter_map(|row| row.rsplit("<td>").next()).take(4).collect();
        assert_eq!(vs_par, ["0", "+1", "-1", "-10"], "{one}");
        let two = board(2);
        assert!(two.contains(&format!("<div class=\"hand s\" aria-label=\"South\"><div><span>♠</span> {}", spades(&deal_2))), "{two}");
        assert!(!two.contains("class=\"dd\"") && !two.contains("NS v par") && !two.contains("Par:"), "{two}");
        // With nothing kept: the hands, no tricks, no par anywhere.
        let bare = bridge(&e, 0, &[]).unwrap_or_else(|| unreachable!()).text;
        assert!(bare.contains("aria-label=\"North\"") && !bare.contains("class=\"dd\"") && !bare.contains("NS v par"));
        // The PBN file carries each deal, after its board's vulnerability, and reads back to the same.
        let written = bridge(&e, 3, &kept).unwrap_or_else(|| unreachable!()).text;
        assert!(written.contains(&format!("[Vulnerable \"None\"]\n[Deal \"{BOARD_1}\"]\n[ScoreTable")), "{written}");
        let back = pbn::read_deals(written.as_bytes()).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!(back.boards.iter().map(|b| (b.board, b.deal)).collect::<Vec<_>>(), [(1, deal_1), (2, deal_2)]);
    }

    /// The spades of South in `deal` as a diagram writes them.
    fn spades(deal: &crate::bridge::deal::Deal) -> String {
        deal.holding(crate::bridge::board::Seat::S, 0).into_iter().map(|r| if r == 'T' { "10".into() } else { r.to_string() }).collect::<Vec<_>>().join(" ")
    }

    /// A teams event with its deals: its page ends with each board's hands
    /// (and tricks and par where analysed); its PBN file carries them.
    #[test]
    fn a_teams_results_page_shows_its_boards() {
        let text = crate::fixtures::FOUR_TEAMS_PBN.replacen("[Vulnerable \"None\"]\n", &format!("[Vulnerable \"None\"]\n[Deal \"{BOARD_1}\"]\n"), 1);
        let e = imported(&text);
        let kept = vec![Kept { board: 1, deal: BOARD_1.into(), analysis: board_1_analysis() }];
        let page = bridge(&e, 0, &kept).unwrap_or_else(|| unreachable!()).text;
        let boards = page.split("<section id=\"boards\"><h2>Boards</h2>").nth(1).unwrap_or_else(|| unreachable!("{page}"));
        assert!(boards.contains("<article class=\"board\" data-board=\"1\"><h3>Board 1</h3>"), "{boards}");
        assert!(boards.contains("<p class=\"par\">Par: NS +420, 4♠ N or 4♠ S</p>"), "{boards}");
        assert_eq!(boards.matches("<article").count(), 1, "only board 1 has a deal");
        let written = bridge(&e, 3, &kept).unwrap_or_else(|| unreachable!()).text;
        assert!(written.contains(&format!("[Vulnerable \"None\"]\n[Deal \"{BOARD_1}\"]\n[ScoreTable")), "{written}");
        // Without deals: no section.
        let plain = imported(crate::fixtures::FOUR_TEAMS_PBN);
        assert!(!bridge(&plain, 0, &[]).unwrap_or_else(|| unreachable!()).text.contains("id=\"boards\""));
    }
}
