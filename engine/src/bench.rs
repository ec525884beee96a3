//! Made-up but realistic data for the benchmarks: the same every run.

use crate::bridge::board::{dealer, vulnerability};
use crate::sequence::Sequence;

/// A Mitchell pairs session as PBN text: `tables` tables, `boards` boards, each
/// board played at every table (pairs 1..=tables NS, 101.. EW).
pub fn pairs_session_pbn(tables: u32, boards: u32) -> String {
    let mut seq = Sequence(0x9E37_79B9_7F4A_7C15);
    let mut out = String::from("% Clubscore benchmark session\n[Event \"Benchmark\"]\n\n");
    for b in 1..=boards {
        out.push_str(&format!(
            "[Board \"{b}\"]\n[Dealer \"{}\"]\n[Vulnerable \"{}\"]\n[ScoreTable \"Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\3R;Contract\\5L;Declarer\\1R;Result\\2R\"]\n",
            dealer(b).letter(),
            vulnerability(b).pbn()
        ));
        for t in 1..=tables {
            let level = 1 + seq.next(7);
            let strain = ["C", "D", "H", "S", "NT"][seq.next(5) as usize];
            let risk = ["", "", "", "X", "XX"][seq.next(5) as usize];
            let declarer = ["N", "E", "S", "W"][seq.next(4) as usize];
            let tricks = (level as i64 + 6 + seq.next(5) as i64 - 3).clamp(0, 13);
            let ew = 100 + (t + b - 1) % tables + 1;
            out.push_str(&format!("{t} {} {t} {ew} {level}{strain}{risk} {declarer} {tricks}\n", (b - 1) / 2 + 1));
        }
        out.push('\n');
    }
    out
}

/// Every team tie-break the standings command knows, for the benchmark.
pub const TEAM_TIEBREAKS: &str = "MPTS,GPTS,BC,TBR,BBE,DE,EDE,SB,SB:MP,SB:GP,BH:MP,BH:GP,BH:MP/C1,BH:GP/C1,EMMSB,EMGSB,EGMSB,EGGSB,EMGSB/C1,SSSC";

/// A team Swiss as TRF-2026 text: `teams` teams of `boards` players, every
/// round paired top down by match points (repeats allowed), the first team
/// White on board 1, board results drawn at random (white wins 40 %, draws 30 %).
pub fn team_swiss_trf(teams: u32, rounds: u32, boards: u32) -> String {
    use crate::chess::trf::{Colour, Game, Player, TeamRecord, Trf};
    let mut rng = Sequence(0x7EA_5EED);
    let mut trf = Trf::default();
    trf.tags.insert("012".into(), vec![format!("Benchmark team Swiss, {teams} teams")]);
    trf.tags.insert("042".into(), vec!["2026/05/01".into()]);
    trf.tags.insert("092".into(), vec!["Team Swiss".into()]);
    trf.tags.insert("142".into(), vec![rounds.to_string()]);
    for t in 1..=teams {
        let members: Vec<u32> = ((t - 1) * boards + 1..=t * boards).collect();
        for &m in &members {
            trf.players.push(Player {
                number: m,
                sex: "m".into(),
                title: String::new(),
                name: format!("Player {m}"),
                rating: Some(1400 + (m * 37) % 1200),
                federation: "FID".into(),
                fide_id: String::new(),
                birth: String::new(),
                points: None,
                rank: None,
                games: Vec::new(),
            });
        }
        trf.teams.push(TeamRecord {
            number: t,
            name: format!("Team {t}"),
            nickname: String::new(),
            strength: None,
            match_points: None,
            game_points: None,
            rank: None,
            members,
        });
    }
    let mut match_points = vec![0u32; teams as usize + 1];
    for _ in 0..rounds {
        let mut order: Vec<u32> = (1..=teams).collect();
        crate::sorting::sort_by_key(&mut order, |&t| (std::cmp::Reverse(match_points[t as usize]), t));
        for pair in order.chunks(2) {
            let [a, b] = *pair else {
                // An odd team out has the pairing-allocated bye: its players' "U".
                for p in 0..boards {
                    let n = (pair[0] - 1) * boards + p;
                    trf.players[n as usize].games.push(Game { opponent: None, colour: None, result: 'U' });
                }
                match_points[pair[0] as usize] += 2;
                continue;
            };
            let (mut own_a, mut own_b) = (0, 0);
            for board in 0..boards {
                let (pa, pb) = ((a - 1) * boards + board, (b - 1) * boards + board);
                let a_white = board % 2 == 0;
                let roll = rng.next(10);
                let white_halves = if roll < 4 {
                    2
                } else if roll < 7 {
                    1
                } else {
                    0
                };
                let a_halves = if a_white { white_halves } else { 2 - white_halves };
                own_a += a_halves;
                own_b += 2 - a_halves;
                let code = |h: u32| match h {
                    2 => '1',
                    1 => '=',
                    _ => '0',
                };
                let (ca, cb) = if a_white { (Colour::White, Colour::Black) } else { (Colour::Black, Colour::White) };
                trf.players[pa as usize].games.push(Game { opponent: Some(pb + 1), colour: Some(ca), result: code(a_halves) });
                trf.players[pb as usize].games.push(Game { opponent: Some(pa + 1), colour: Some(cb), result: code(2 - a_halves) });
            }
            let (ma, mb) = match own_a.cmp(&own_b) {
                std::cmp::Ordering::Greater => (4, 0),
                std::cmp::Ordering::Equal => (2, 2),
                std::cmp::Ordering::Less => (0, 4),
            };
            match_points[a as usize] += ma;
            match_points[b as usize] += mb;
        }
    }
    crate::chess::trf::write(&trf)
}

/// A team Swiss of `teams` teams on `boards` boards after `played` rounds of
/// `rounds`, each round paired by our C.04.6 pairing, board results drawn at
/// random with the stronger (smaller number) side a little likelier to win.
/// Returns the record and the competition's rules, ready for the next round.
pub fn paired_team_swiss(teams: u32, rounds: u32, played: u32, boards: u32) -> (crate::chess::record::Record, crate::chess::history::Rules) {
    use crate::chess::colour::{Preferences, Side};
    use crate::chess::history::{setup, Rules};
    use crate::chess::record::{match_points, Entry, Kind, Points, Record, Team};
    let scoring = crate::chess::trf::TeamScoring { win: 4, draw: 2, loss: 0 };
    let mut record = Record {
        teams: (1..=teams).map(|n| Team { number: n, name: format!("Team {n}") }).collect(),
        boards,
        rounds,
        scoring,
        primary: Points::Match,
        round_robin: false,
        results: Vec::new(),
        adjustments: Vec::new(),
    };
    let rules = Rules {
        initial: Some(Side::White),
        preferences: Preferences::TypeA,
        secondary: true,
        rounds,
        absent: Vec::new(),
        apart: Vec::new(),
        accelerations: Vec::new(),
    };
    let mut rng = Sequence(0x5EED_7EA3);
    let all: Vec<u32> = (1..=teams).collect();
    for round in 1..=played {
        let Ok(pairing) = crate::chess::pairing::pair(&setup(&record, &rules, round, &all, None)) else { break };
        let mut entries = std::collections::BTreeMap::new();
        for &(white, black) in &pairing.matches {
            // The stronger side wins a board 45 %, draws 30 %.
            let (mut w_boards, mut b_boards) = (Vec::new(), Vec::new());
            for _ in 0..boards {
                let roll = rng.next(100);
                let strong_first = white < black;
                let strong = if roll < 45 {
                    2
                } else if roll < 75 {
                    1
                } else {
                    0
                };
                let (w, b) = if strong_first { (strong, 2 - strong) } else { (2 - strong, strong) };
                w_boards.push(w);
                b_boards.push(b);
            }
            let (wg, bg): (u32, u32) = (w_boards.iter().sum(), b_boards.iter().sum());
            entries.insert(
                white,
                Entry {
                    kind: Kind::Played,
                    opponent: Some(black),
                    white: Some(true),
                    match_points: match_points(scoring, wg, bg),
                    game_points: wg,
                    boards: w_boards,
                },
            );
            entries.insert(
                black,
                Entry {
                    kind: Kind::Played,
                    opponent: Some(white),
                    white: Some(false),
                    match_points: match_points(scoring, bg, wg),
                    game_points: bg,
                    boards: b_boards,
                },
            );
        }
        if let Some(b) = pairing.bye {
            entries.insert(
                b,
                Entry {
                    kind: Kind::PairingBye,
                    opponent: None,
                    white: None,
                    match_points: scoring.draw,
                    game_points: boards,
                    boards: vec![2; boards as usize],
                },
            );
        }
        record.results.push(entries);
    }
    (record, rules)
}

/// A team Swiss of eleven rounds after `played` as an arbiter's log holds it: every
/// team and player typed in (an entry each; or, not `typed`, the teams taken
/// in from a file in one entry), the numbers ordered, each round paired,
/// every board's result an entry. `None` if the made-up report does not read.
pub fn chess_log_event(teams: u32, played: u32, boards: u32, typed: bool) -> Option<crate::chess::Event> {
    use crate::chess::log::{as_action, commands_of, Command, Renumbering};
    use crate::chess::{transfer, trf};
    use crate::event::{EntryId, LogEntry, Role};
    let report = trf::read(&team_swiss_trf(teams, played, boards)).ok()?;
    let mut t = transfer::from_trf(&report);
    // Under way: round `played` of eleven declared, not finished.
    t.settings.rounds = t.settings.rounds.max(11);
    let mut commands = if typed { vec![Command::Settings { settings: Box::new(t.settings.clone()) }] } else { commands_of(&t).into_iter().take(1).collect() };
    for team in t.teams.iter().filter(|_| typed) {
        commands.push(Command::AddTeam { id: team.id, name: team.name.clone() });
        for p in team.roster.iter().filter_map(|p| t.player(*p)) {
            commands.push(Command::AddPlayer { team: team.id, player: p.clone() });
        }
    }
    if typed {
        commands.push(Command::Renumber { order: t.teams.iter().map(|x| x.id).collect(), how: Renumbering::Rating });
    }
    commands.extend(commands_of(&t).into_iter().skip(1));
    let mut event =
        crate::chess::Event::new("chess-bench".into(), "Benchmark team Swiss", crate::Format::ChessTeamSwiss, "2026-05-01", 1_764_500_000_000).ok()?;
    for (i, command) in commands.iter().enumerate() {
        let id = EntryId { device: "d5f3a9c21".into(), seq: i as u64 + 1 };
        event.log.push(LogEntry { id, at: 1_764_500_000_000 + 1_000 * i as i64, role: Role::Scorer, action: as_action(command), supersedes: None, why: None });
    }
    Some(event)
}

/// A 30-table Mitchell of 27 boards (one a round) with every result entered:
/// the event a scorer has at the end of a big evening.
pub fn full_pairs_event() -> crate::bridge::Event {
    use crate::bridge::board::Seat;
    use crate::bridge::movement::Kind;
    use crate::bridge::session::{result_entry, set_up, BridgeSetup, MovementSpec, ResultEntry, ScoringSpec};
    use crate::event::{Format, Role};
    let mut e = crate::bridge::Event::new("bench".into(), "Benchmark", Format::BridgePairs, "2026-11-29", 0).unwrap_or_else(|x| unreachable!("{x}"));
    let spec = MovementSpec::plain(Kind::Mitchell, 30, 1);
    let _ = set_up(&mut e, BridgeSetup { movement: spec, scoring: ScoringSpec::default(), teams: None });
    // The Mitchell plays 29 rounds on 30 tables; keep 27 of them.
    e.schedule.rounds.truncate(27);
    let mut seq = Sequence(0x51_7CC1_B727_220A);
    let sittings: Vec<(u32, u32, u32)> = e.schedule.rounds.iter().flat_map(|r| r.sittings.iter().map(|s| (s.boards[0], s.home, s.away.unwrap_or(0)))).collect();
    for (board, ns, ew) in sittings {
        let level = 1 + seq.next(7) as u8;
        let contract = format!("{level}{}", ["C", "D", "H", "S", "NT"][seq.next(5) as usize]);
        let tricks = (level as i64 + 6 + seq.next(5) as i64 - 3).clamp(0, 13) as u8;
        let declarer = [Seat::N, Seat::E, Seat::S, Seat::W][seq.next(4) as usize];
        let entry = ResultEntry::Played { contract, declarer: Some(declarer), tricks, lead: None };
        let le = result_entry(&e, "bench", 0, Role::Scorer, board, ns, ew, entry, None);
        let _ = e.append(le);
    }
    e
}

/// A club's year as its device stores it (issue 29): 52 pairs evenings of
/// 15 tables and 27 boards, 12 teams evenings of 8 teams and 24 boards, and 4
/// chess team events of 40 teams, 9 rounds and 4 boards; the players drawn
/// from a club list of 400. Results typed by the scorer a few seconds apart.
pub fn club_year() -> Vec<crate::event::Event<crate::games::Any>> {
    use crate::bridge::movement::Kind;
    use crate::event::Format;
    let club = club_list();
    let mut seq = Sequence(0xC10B_5EA5);
    let mut out = Vec::new();
    // Tuesday pairs every week, Thursday teams every month, a chess event a quarter.
    let day0 = 1_767_225_600_000i64; // 2026-01-01 00:00 UTC
    for week in 0..52 {
        let at = day0 + week * 7 * 86_400_000 + 19 * 3_600_000;
        let name = format!("Tuesday pairs, week {}", week + 1);
        out.push(crate::games::of_bridge(played_evening(
            &format!("pairs{week}"),
            &name,
            at,
            Format::BridgePairs,
            Kind::Mitchell,
            15,
            Some(9),
            3,
            &club,
            &mut seq,
        )));
    }
    for month in 0..12 {
        let at = day0 + (month * 30 + 9) * 86_400_000 + 19 * 3_600_000;
        let name = format!("Thursday teams, {}", month + 1);
        out.push(crate::games::of_bridge(played_evening(
            &format!("teams{month}"),
            &name,
            at,
            Format::BridgeMultipleTeams,
            Kind::Teams,
            8,
            None,
            3,
            &club,
            &mut seq,
        )));
    }
    for quarter in 0..4 {
        if let Some(mut e) = chess_log_event(40, 9, 4, true) {
            e.id = format!("chess{quarter}");
            e.name = format!("Club team Swiss, quarter {}", quarter + 1);
            e.date = crate::text::iso_date(day0 + (quarter * 91 + 40) * 86_400_000);
            out.push(crate::games::of_chess(e));
        }
    }
    out
}

/// `events` created on a device as the app creates them, each saved as it
/// was typed in, then what a club would archive archived (events older than
/// `library::ARCHIVE_AFTER_DAYS` on the day of the last change): the store,
/// and the ids archived.
pub fn stored_year(
    events: &[crate::event::Event<crate::games::Any>],
) -> Result<(crate::library::Library<crate::library::MemoryStore>, Vec<String>), crate::StoreError> {
    use crate::library::{archive_cutoff, archive_due, Library, MemoryStore};
    let mut lib = Library::new(MemoryStore::default());
    for e in events {
        lib.create(e, e.modified)?;
    }
    let cutoff = archive_cutoff(events.iter().map(|e| e.modified).max().unwrap_or_default());
    let due: Vec<String> = events.iter().filter(|e| archive_due(&e.date, &cutoff)).map(|e| e.id.clone()).collect();
    for id in &due {
        lib.archive::<crate::games::Any>(id)?;
    }
    Ok((lib, due))
}

/// The club's 400 players.
pub fn club_list() -> Vec<String> {
    (0..400).map(|i| format!("{} {}", FIRST_NAMES[i % 20], SURNAMES[(i / 20 + i * 7) % 40])).collect()
}

const FIRST_NAMES: [&str; 20] = [
    "Ann", "Bob", "Carol", "David", "Eve", "Frank", "Grace", "Henry", "Iris", "John", "Kate", "Liam", "Mary", "Nick", "Olive", "Peter", "Rose", "Sam", "Tess",
    "Will",
];
const SURNAMES: [&str; 40] = [
    "Smith",
    "Jones",
    "Taylor",
    "Brown",
    "Williams",
    "Wilson",
    "Johnson",
    "Davies",
    "Robinson",
    "Wright",
    "Thompson",
    "Evans",
    "Walker",
    "White",
    "Roberts",
    "Green",
    "Hall",
    "Wood",
    "Jackson",
    "Clarke",
    "Patel",
    "Khan",
    "Lewis",
    "James",
    "Phillips",
    "Mason",
    "Mitchell",
    "Rose",
    "Davis",
    "Rodriguez",
    "Cox",
    "Alexander",
    "Garden",
    "Campbell",
    "Johnston",
    "Moore",
    "Smyth",
    "O'Neill",
    "Doherty",
    "Stewart",
];

/// A bridge evening of `format` with every result of its seated rounds
/// typed: a movement of `kind` for `count` tables, pairs, players or teams,
/// `rounds` rounds (none: the movement's) of `per_round` boards, the players
/// drawn from `club`.
#[allow(clippy::too_many_arguments)]
pub fn played_evening(
    id: &str,
    name: &str,
    at: i64,
    format: crate::event::Format,
    kind: crate::bridge::movement::Kind,
    count: u32,
    rounds: Option<u32>,
    per_round: u32,
    club: &[String],
    seq: &mut Sequence,
) -> crate::bridge::Event {
    use crate::bridge::board::Seat;
    use crate::bridge::session::{result_entry, set_up, BridgeSetup, MovementSpec, ResultEntry, ScoringSpec};
    use crate::bridge::setup::TeamsScoring;
    use crate::event::{Format, Member, Role};
    let teams = matches!(format, Format::BridgeTeamsOfFour | Format::BridgeMultipleTeams | Format::BridgeSwissTeams);
    let date = crate::text::iso_date(at);
    let mut e = crate::bridge::Event::new(id.into(), name, format, &date, at).unwrap_or_else(|x| unreachable!("{x}"));
    let spec = MovementSpec { rounds, ..MovementSpec::plain(kind, count, per_round) };
    let _ = set_up(&mut e, BridgeSetup { movement: spec, scoring: ScoringSpec::default(), teams: teams.then_some(TeamsScoring::ClubVp) });
    let size = match format {
        _ if teams => 4,
        Format::BridgeIndividual => 1,
        _ => 2,
    };
    for p in &mut e.participants {
        p.members = (0..size).map(|_| Member::named(&club[seq.next(club.len() as u64) as usize])).collect();
        p.name = crate::event::pair_name(&p.members);
    }
    let sittings: Vec<(u32, u32, u32)> =
        e.schedule.rounds.iter().flat_map(|r| r.sittings.iter().flat_map(|s| s.boards.iter().map(move |b| (*b, s.home, s.away.unwrap_or(0))))).collect();
    let mut clock = at + 3 * 3_600_000;
    for (board, home, away) in sittings {
        // A teams board is played at two tables, each team NS at one.
        for (ns, ew) in std::iter::once((home, away)).chain(teams.then_some((away, home))) {
            let level = 1 + seq.next(7) as u8;
            let contract =
                format!("{level}{}{}", ["C", "D", "H", "S", "NT"][seq.next(5) as usize], ["", "", "", "", "", "", "", "", "X", ""][seq.next(10) as usize]);
            let tricks = (level as i64 + 6 + seq.next(5) as i64 - 3).clamp(0, 13) as u8;
            let declarer = [Seat::N, Seat::E, Seat::S, Seat::W][seq.next(4) as usize];
            clock += 5_000 + seq.next(20_000) as i64;
            let le = result_entry(
                &e,
                "desk-4f2a",
                clock,
                Role::Scorer,
                board,
                ns,
                ew,
                ResultEntry::Played { contract, declarer: Some(declarer), tricks, lead: None },
                None,
            );
            let _ = e.append(le);
        }
    }
    e.modified = clock;
    e
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::pbn::read_session;

    #[test]
    fn the_benchmark_session_reads_whole() {
        let text = pairs_session_pbn(30, 36);
        assert_eq!(text, pairs_session_pbn(30, 36), "the same every run");
        let s = read_session(text.as_bytes()).unwrap_or_default();
        assert_eq!(s.boards.len(), 36);
        assert!(s.boards.iter().all(|b| b.results.len() == 30));
    }
}
