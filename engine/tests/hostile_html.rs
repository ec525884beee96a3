//! Every screen, printout and results page the engine writes as HTML (chess
//! and bridge), rendered from a fixture whose every name is hostile
//! (`"'><img src=x onerror=alert(1)>&`): no element or attribute comes from
//! it. Each page is rendered twice, once with a harmless token in every
//! name and once with the hostile text; the hostile page, its escaped text
//! put back to the token, must be the harmless page to the byte. A name
//! left unescaped anywhere (in text or in an attribute, `'` included)
//! breaks that. A whole page carries a policy that forbids script.

use clubscore_engine::chess::html::{self as chess_html, Printout, Shown};
use clubscore_engine::chess::log::{self, Command};
use clubscore_engine::chess::reports::standings_table;
use clubscore_engine::chess::roster::TeamCard;
use clubscore_engine::chess::screens;
use clubscore_engine::chess::tournament::{BoardResult, Player};
use clubscore_engine::chess::Event;
use clubscore_engine::event::{Format, Role};

mod chess_support;
use chess_support::give;

const HOSTILE: &str = "\"'><img src=x onerror=alert(1)>&";
const ESCAPED: &str = "&quot;&#39;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;";
const TOKEN: &str = "Zq";

/// The page made with `name` in every name, the hostile one read back to the token.
fn same_page<T: std::fmt::Display>(render: impl Fn(&str) -> T) {
    let safe = render(TOKEN).to_string();
    let hostile = render(HOSTILE).to_string();
    // A whole page (opened as a file or `blob:`) forbids script in its head.
    if safe.contains("<head>") {
        assert!(safe.starts_with(clubscore_engine::markup::PAGE_HEAD.0) && safe.contains("default-src 'none'"), "{}", &safe[..200.min(safe.len())]);
    }
    assert!(!hostile.contains("<img"), "an element came from a name:\n{hostile}");
    let back = hostile.replace(ESCAPED, TOKEN);
    if back != safe {
        let at = back.bytes().zip(safe.bytes()).position(|(a, b)| a != b).unwrap_or(back.len().min(safe.len()));
        let from = at.saturating_sub(120);
        panic!(
            "a name is not escaped whole near byte {at}:\nhostile: {}\nsafe:    {}",
            &back[from..(at + 120).min(back.len())],
            &safe[from..(at + 120).min(safe.len())]
        );
    }
}

/// Four teams of five, every name (event, teams, players, titles,
/// federations, clubs, captains, series) `name` with a number; two rounds
/// paired and played, an absence and a board added by hand.
fn chess_event(name: &str) -> Event {
    let mut e = Event::new("c1".into(), &format!("{name} cup"), Format::ChessTeamSwiss, "2026-11-30", 1).unwrap_or_else(|x| panic!("{x}"));
    for team in 1..=4u32 {
        give(&mut e, "d1", Command::AddTeam { id: team, name: format!("{name}{team}") });
        for b in 1..=5 {
            let id = 10 * team + b;
            let player = Player {
                id,
                name: format!("{name}{id}"),
                rating: Some(2000 + 10 * id),
                title: format!("{name}t"),
                federation: format!("{name}f"),
                club: format!("{name}c"),
                ..Player::default()
            };
            give(&mut e, "d1", Command::AddPlayer { team, player });
        }
        let card = TeamCard {
            name: format!("{name}{team}"),
            short: format!("{name}s{team}"),
            captain: format!("{name}cap"),
            series: format!("{name}ser"),
            club: format!("{name}club"),
            rating: None,
        };
        give(&mut e, "d1", Command::EditTeam { team, card });
    }
    give(&mut e, "d1", Command::Tiebreaks { list: "MPTS,GPTS,BH:MP/C1,SB".into() });
    give(&mut e, "d1", Command::Renumber { order: vec![4, 3, 2, 1], how: log::Renumbering::Rating });
    for round in 1..=2u32 {
        let t = log::rebuild(&e).tournament;
        let (pair, _) = log::pair_next(&t, &[], 7).unwrap_or_else(|x| panic!("{x}"));
        give(&mut e, "d1", pair);
        if round == 2 {
            give(&mut e, "d1", Command::Absent { round, team: 1, players: vec![12] });
            give(&mut e, "d1", Command::AddBoard { round, white: 25, black: 35 });
            give(&mut e, "d1", Command::LooseResult { round, i: 0, v: Some(BoardResult::Draw) });
        }
        for m in 0..2 {
            for b in 1..=4 {
                give(&mut e, "d1", Command::Board { r: round, m, b, v: Some([BoardResult::Win, BoardResult::Draw, BoardResult::Loss][(b as usize + m) % 3]) });
            }
        }
    }
    e
}

#[test]
fn chess_screens_and_printouts_escape_every_name() {
    let t = |name: &str| log::rebuild(&chess_event(name)).tournament;
    same_page(|n| screens::teams_head(&t(n), Some(n)));
    same_page(|n| (1..=4).map(|id| screens::team_card(&t(n), id, None)).collect::<clubscore_engine::markup::Html>());
    same_page(|n| screens::line_ups(&t(n), 2, 0).to_string() + &screens::line_ups(&t(n), 2, 1));
    same_page(|n| screens::loose_boards(&t(n), 2, &[45, 12]));
    same_page(|n| screens::absent_list(&t(n)));
    same_page(|n| screens::trail(&log::trail(&chess_event(n), None), &|_| n.to_string()));
    same_page(|n| ["name", "team", "rating", "board"].iter().map(|by| screens::players(&t(n), by)).collect::<clubscore_engine::markup::Html>());
    same_page(|n| screens::settings(&t(n)));
    same_page(|n| chess_html::standings(&standings_table(&t(n)), Shown { series: None, working: true }));
    same_page(|n| (0..4).map(|k| chess_html::working(&t(n), 1, k)).collect::<clubscore_engine::markup::Html>());
    same_page(|n| chess_html::cross_table(&t(n)));
    same_page(|n| chess_html::board_statistics_html(&t(n)));
    same_page(|n| chess_html::individual(&t(n), None));
    same_page(|n| chess_html::board_prizes(&t(n), 1));
    same_page(|n| chess_html::boards_and_players(&t(n), false));
    same_page(|n| chess_html::results_page(&t(n), "Chess · Team Swiss"));
    same_page(|n| chess_html::match_screen(&t(n), 2, 0).to_string() + &chess_html::match_screen(&t(n), 2, 1));
    same_page(|n| chess_html::rosters(&t(n)));
    for what in [
        Printout::Pairings(2),
        Printout::Standings,
        Printout::CrossTable,
        Printout::MatchSheets(2, None),
        Printout::LineUpForms(2, None),
        Printout::Rosters,
        Printout::BoardPrizes,
        Printout::Individual,
    ] {
        same_page(|n| chess_html::printout(&t(n), what, None));
        same_page(|n| chess_html::printout(&t(n), what, Some(&format!("{n}ser"))));
    }
}

/// A bridge pairs session (a three-table Mitchell) with every name hostile:
/// its results page, and an individual's seats page.
#[test]
fn bridge_results_pages_escape_every_name() {
    use clubscore_engine::bridge::movement::Kind;
    use clubscore_engine::bridge::session::{self, BridgeSetup, MovementSpec, ResultEntry};
    use clubscore_engine::formats::{html, print::Print};
    let event = |name: &str| {
        let mut e =
            clubscore_engine::bridge::Event::new("b1".into(), &format!("{name} pairs"), Format::BridgePairs, "2026-11-30", 0).unwrap_or_else(|x| panic!("{x}"));
        let movement = MovementSpec::plain(Kind::Mitchell, 3, 2);
        session::set_up(&mut e, BridgeSetup { movement, scoring: Default::default(), teams: None }).unwrap_or_else(|x| panic!("{x}"));
        for p in 1..=6 {
            e.add_participant(&format!("{name}{p} & {name}{p}b")).unwrap_or_else(|x| panic!("{x}"));
        }
        let sittings: Vec<_> = e.schedule.rounds.iter().flat_map(|r| r.sittings.clone()).collect();
        for (i, s) in sittings.iter().enumerate() {
            for &board in &s.boards {
                let entry = ResultEntry::Played {
                    contract: "4S".into(),
                    declarer: Some(clubscore_engine::bridge::board::Seat::N),
                    tricks: 9 + (i % 3) as u8,
                    lead: None,
                };
                let le = session::result_entry(&e, "desk", 1, Role::Scorer, board, s.home, s.away.unwrap_or(0), entry, None);
                e.append(le).unwrap_or_else(|x| panic!("{x}"));
            }
        }
        e
    };
    same_page(|n| {
        let e = event(n);
        html::results_page(&e.name, n, &session::travellers(&e), &session::score(&e), &|p| e.participant_name(p), Print::default())
    });
    same_page(|n| {
        let e = event(n);
        html::seat_cards(&e.name, n, &e.schedule.rounds, &e.participants)
    });
}
