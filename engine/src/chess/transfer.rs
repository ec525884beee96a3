//! A team tournament to and from the FIDE report (TRF-2026): players
//! numbered team by team in roster order, each player's games as played
//! (opponent, colour, result; a board won against an empty one as
//! `0000 - +`), the teams (`310`), the scoring (`362`), the type (`192`:
//! the primary score), the tie-breaks that rank the 310 lines (`202`,
//! `212`), the counts (`062`, `072`, `082`), the colours down the boards
//! (`352`), byes (`320`), matches forfeited as a whole (`330`) and absences
//! (`240`); a report's other tournament records as it gave them. Reading
//! rebuilds the matches where the boards say it unambiguously.

use super::colour::Side;
use super::matches::{self, TeamOf};
use super::record::Kind;
use super::tournament::{Apartness, BoardOrder, BoardResult, Decision, KeepApart, Match, Player, Round, System, Team, Tournament};
use super::trf::{Colour, ForfeitKind, Game, Player as TrfPlayer, TeamRecord, Trf};
use std::collections::BTreeMap;

/// The type code a team event writes in `192`, from FIDE's table.
fn type_code(t: &Tournament) -> String {
    let round_robin = match t.settings.system {
        System::RoundRobin { double } => Some(double),
        System::Swiss => None,
    };
    super::type_code::write(&super::type_code::TypeCode {
        round_robin,
        preferences: t.settings.preferences,
        primary: t.settings.primary,
        secondary: t.settings.secondary,
        baku: false,
    })
}

/// The tournament as a report.
pub fn to_trf(t: &Tournament) -> Trf {
    let mut trf = Trf::default();
    let tag_all = |trf: &mut Trf, code: &str, values: Vec<String>| {
        trf.tags.insert(code.into(), values);
    };
    let tag = |trf: &mut Trf, code: &str, value: String| tag_all(trf, code, vec![value]);
    tag(&mut trf, "012", t.name.clone());
    tag(&mut trf, "042", t.start.replace('-', "/"));
    tag(&mut trf, "092", if t.settings.system == System::Swiss { "Team Swiss".into() } else { "Team round robin".into() });
    tag(&mut trf, "142", t.rounds_at_least().to_string());
    tag(&mut trf, "192", type_code(t));
    if let Some(c) = t.settings.initial_colour {
        tag(&mut trf, "152", if c == Side::White { "W".into() } else { "B".into() });
    }
    // Teams kept apart: rules as 260 records, wishes in our XXO dialect.
    let last_round = t.rounds_at_least().max(1);
    for g in super::swiss::groups(t) {
        if g.rule {
            trf.prohibited.push((g.first, g.last.min(last_round), g.teams.clone()));
        } else {
            let teams: Vec<String> = g.teams.iter().map(u32::to_string).collect();
            let window = if g.first == 1 && g.last == u32::MAX { String::new() } else { format!(" @{}-{}", g.first, g.last.min(last_round)) };
            trf.other.push(format!("XXO team-soft-pairs {}{window}", teams.join(" ")));
        }
    }
    trf.scoring = t.settings.scoring;
    trf.accelerations = t.settings.accelerations.clone();
    // Players numbered team by team, in roster order; players on no team after them.
    let mut teams = t.teams.clone();
    crate::sorting::sort_by_key(&mut teams, |x| x.number);
    let mut number: BTreeMap<u32, u32> = BTreeMap::new();
    for p in teams.iter().flat_map(|x| x.roster.iter()).chain(t.players.iter().map(|p| &p.id)) {
        let next = number.len() as u32 + 1;
        number.entry(*p).or_insert(next);
    }
    let rounds = t.rounds.len();
    let mut games: BTreeMap<u32, Vec<Game>> =
        crate::sorting::tree(number.values().map(|&n| (n, vec![Game { opponent: None, colour: None, result: '-' }; rounds])));
    let record = super::tournament::record(t);
    let team_number = |id: u32| t.team(id).map(|x| x.number).unwrap_or(0);
    let mut byes = vec![0; rounds];
    for (r, round) in t.rounds.iter().enumerate() {
        let gone = |id: u32| t.team(id).and_then(|x| x.withdrawn).is_some_and(|w| r as u32 + 1 >= w);
        for m in &round.matches {
            // A team withdrawn before this round forfeits the match (as the standings have it).
            let forced = match (gone(m.first), gone(m.second)) {
                (false, false) => None,
                (true, false) => Some(Decision::ToSecond),
                (false, true) => Some(Decision::ToFirst),
                (true, true) => Some(Decision::Neither),
            };
            // A match forfeited as a whole is a 330 record. The winners' players
            // present show their boards won by forfeit (`0000 - +`), as FIDE's
            // checker builds a team's match from its players' entries; the
            // losers' have no game.
            if let Some(decision) = forced.or(m.decision) {
                let (kind, winner) = match decision {
                    Decision::ToFirst => (ForfeitKind::WhiteWins, Some(0)),
                    Decision::ToSecond => (ForfeitKind::BlackWins, Some(1)),
                    Decision::Neither => (ForfeitKind::Double, None),
                };
                trf.forfeits.push((kind, r as u32 + 1, team_number(m.first), team_number(m.second)));
                let present =
                    winner.map(|side| m.line_ups[side].iter().flatten().filter_map(|p| number.get(p).copied()).collect::<Vec<u32>>()).unwrap_or_default();
                for n in present {
                    if let Some(g) = games.get_mut(&n).and_then(|g| g.get_mut(r)) {
                        *g = Game { opponent: None, colour: None, result: '+' };
                    }
                }
                continue;
            }
            // A side seated out of roster order, or with an empty board: a 300 record gives its boards.
            for (side, (team, opponent)) in [(m.first, m.second), (m.second, m.first)].into_iter().enumerate() {
                let roster = t.team(team).map(|x| x.roster.clone()).unwrap_or_default();
                let line_up = &m.line_ups[side];
                let positions: Vec<usize> = line_up.iter().flatten().filter_map(|p| roster.iter().position(|q| q == p)).collect();
                let in_order = positions.windows(2).all(|w| w[0] < w[1]);
                if line_up.iter().any(Option::is_none) || !in_order {
                    let listed = line_up.iter().map(|p| p.and_then(|p| number.get(&p).copied()).unwrap_or(0)).collect();
                    trf.line_ups.push((r as u32 + 1, team_number(team), team_number(opponent), listed));
                }
            }
            for b in 0..t.settings.boards as usize {
                let seat = |side: usize| m.line_ups[side].get(b).copied().flatten().and_then(|p| number.get(&p).copied());
                let (a, c) = (seat(0), seat(1));
                let first_white = super::tournament::first_has_white(b);
                // A board paired and not played yet: both players, their colours, a blank result.
                let Some(result) = m.board(b) else {
                    if let (Some(a), Some(c)) = (a, c) {
                        for (me, them, white) in [(a, c, first_white), (c, a, !first_white)] {
                            if let Some(g) = games.get_mut(&me).and_then(|g| g.get_mut(r)) {
                                *g = Game { opponent: Some(them), colour: Some(if white { Colour::White } else { Colour::Black }), result: ' ' };
                            }
                        }
                    }
                    continue;
                };
                let (code_a, code_c) = match result {
                    BoardResult::Win => ('1', '0'),
                    BoardResult::Draw => ('=', '='),
                    BoardResult::Loss => ('0', '1'),
                    BoardResult::ForfeitWin => ('+', '-'),
                    BoardResult::ForfeitLoss => ('-', '+'),
                    BoardResult::DoubleForfeit => ('-', '-'),
                };
                for (me, them, code, white) in [(a, c, code_a, first_white), (c, a, code_c, !first_white)] {
                    let Some(me) = me else { continue };
                    let colour = them.map(|_| if white { Colour::White } else { Colour::Black });
                    if let Some(g) = games.get_mut(&me).and_then(|g| g.get_mut(r)) {
                        *g = Game { opponent: them, colour, result: code };
                    }
                }
            }
        }
        if let Some(bye) = round.bye {
            byes[r] = team_number(bye);
        }
        // A team absent with a zero-point bye: its players' rounds say so ("0000 - Z"), as TRF-2026 writes them.
        for p in round.absent.iter().filter_map(|&a| t.team(a)).flat_map(|x| &x.roster) {
            if let Some(g) = number.get(p).and_then(|n| games.get_mut(n)).and_then(|g| g.get_mut(r)).filter(|g| g.opponent.is_none() && g.result == '-') {
                g.result = 'Z';
            }
        }
        for (kind, teams) in [('F', &round.full_point), ('H', &round.half_point), ('Z', &round.absent)] {
            let numbers: Vec<u32> = teams.iter().map(|&a| team_number(a)).collect();
            if !numbers.is_empty() {
                trf.absences.push((kind, r as u32 + 1, numbers));
            }
        }
    }
    for a in &t.adjustments {
        trf.abnormal.push(super::trf::Abnormal {
            kind: ' ',
            match_points: a.match_points,
            game_points: a.game_points,
            round: a.round,
            ids: vec![team_number(a.team)],
        });
    }
    for a in &t.abnormal {
        trf.abnormal.push(a.clone());
    }
    // Always written, so a team with no game and no bye reads back as absent.
    // A round robin's free team scores nothing; a Swiss bye a drawn match (C.04.6 1.4).
    trf.byes = Some(match t.settings.system {
        System::Swiss => {
            let (mp, gp) = t.settings.bye_points.unwrap_or((t.settings.scoring.draw, t.settings.boards));
            (mp, gp, byes)
        }
        System::RoundRobin { .. } => (0, 0, byes),
    });
    let totals = super::record::standings(&record);
    for p in &t.players {
        let Some(&n) = number.get(&p.id) else { continue };
        let card = games.remove(&n).unwrap_or_default();
        let points = card.iter().map(Game::halves).sum();
        trf.players.push(TrfPlayer {
            number: n,
            sex: p.sex.clone(),
            title: p.title.clone(),
            name: p.name.clone(),
            rating: p.rating,
            federation: p.federation.clone(),
            fide_id: p.fide_id.clone(),
            birth: p.birth.clone(),
            points: Some(points),
            rank: None,
            games: card,
        });
    }
    crate::sorting::sort_by_key(&mut trf.players, |p| p.number);
    // Each team's place as the screen, the CSV and the command line rank it:
    // the points, then the tie-breaks in force (not the team numbers),
    // declared so that a checker ranks as we do: 212 the whole order, 202 its tie-breaks.
    let ranking = super::reports::ranking(t);
    let primary = (ranking.hidden > 0).then_some(if ranking.record.primary == super::record::Points::Game { "GPTS" } else { "MPTS" });
    let order: Vec<&str> = primary.into_iter().chain(ranking.codes.iter().map(|c| c.text.as_str())).collect();
    tag(&mut trf, "202", order[1..].join(","));
    tag(&mut trf, "212", order.join(","));
    let place: BTreeMap<u32, u32> = crate::sorting::tree(ranking.rows.iter().map(|row| (row.team, row.rank)));
    for x in &totals {
        let Some(team) = t.teams.iter().find(|y| y.number == x.team) else { continue };
        trf.teams.push(TeamRecord {
            number: team.number,
            name: team.name.clone(),
            nickname: team.short.clone(),
            // The team's rating as the order of the teams uses it (FIDE's strength factor).
            strength: Some(t.team_rating(team.id).0).filter(|&r| r > 0),
            // A negative total (after a penalty) has no place in the 310 columns: left blank.
            match_points: u32::try_from(x.match_points).ok(),
            game_points: u32::try_from(x.game_points).ok(),
            rank: place.get(&x.team).copied(),
            members: team.roster.iter().filter_map(|p| number.get(p).copied()).collect(),
        });
    }
    crate::sorting::sort_by_key(&mut trf.teams, |x| x.number);
    // The counts, and the colours of the first-named team down the boards (which make the team size).
    let counts = [trf.players.len(), trf.players.iter().filter(|p| p.rating.is_some_and(|r| r > 0)).count(), trf.teams.len()];
    for (code, n) in ["062", "072", "082"].into_iter().zip(counts) {
        tag(&mut trf, code, n.to_string());
    }
    let colours = (0..t.settings.boards as usize).map(|b| if super::tournament::first_has_white(b) { 'W' } else { 'B' }).collect();
    tag(&mut trf, "352", colours);
    // The report's own records, as read (its 092 over ours), a code's lines together as stored.
    let mut kept = t.records.lines().peekable();
    while let Some(line) = kept.next() {
        let code = line.get(..3).unwrap_or_default();
        let mut values = vec![line.get(4..).unwrap_or_default().to_string()];
        while let Some(more) = kept.next_if(|l| l.starts_with(code)) {
            values.push(more.get(4..).unwrap_or_default().to_string());
        }
        tag_all(&mut trf, code, values);
    }
    trf
}

/// The records a tournament makes when written ([`to_trf`]); a report's others are kept as read.
const MADE: [&str; 12] = ["012", "042", "062", "072", "082", "142", "152", "192", "202", "212", "352", "362"];

/// A report read back as a tournament. Players keep their report numbers as
/// ids, teams their numbers. A round's match is rebuilt from the games of
/// two teams' players against each other: boards in roster order, the team
/// with White on board 1 named first.
pub fn from_trf(trf: &Trf) -> Tournament {
    let trf = &*matches::repaired(trf);
    let record = matches::record(trf);
    let mut t = Tournament { name: trf.name().to_string(), start: trf.tag("042").unwrap_or_default().replace('/', "-"), ..Tournament::default() };
    t.settings.boards = record.boards.max(1);
    t.settings.scoring = trf.scoring;
    t.settings.primary = record.primary;
    let (code, _) = super::type_code::of(trf);
    t.settings.system = if record.round_robin { System::RoundRobin { double: code.round_robin.unwrap_or(false) } } else { System::Swiss };
    t.settings.rounds = record.rounds;
    // The tie-breaks declared (202, else 212); FIDE's default, as we write it, stays the default.
    let listed = trf.tag("202").or(trf.tag("212")).unwrap_or_default();
    let default = super::tiebreak::default_text(record.primary);
    t.tiebreaks = if listed == default || default.split_once(',').is_some_and(|d| d.1 == listed) { String::new() } else { listed.to_string() };
    t.records = trf
        .tags
        .iter()
        .filter(|(code, _)| !MADE.contains(&code.as_str()))
        .flat_map(|(code, values)| values.iter().map(move |v| format!("{code} {v}\n")))
        .collect();
    // Penalties and bonuses (blank 299) as adjustments; a typed 299 kept as the rule it is.
    t.abnormal = trf.abnormal.iter().filter(|a| a.kind != ' ').cloned().collect();
    t.adjustments = matches::penalties(trf).collect();
    let rules = super::history::rules(trf);
    t.settings.preferences = rules.preferences;
    t.settings.secondary = rules.secondary;
    t.settings.initial_colour = rules.initial;
    t.settings.accelerations = rules.accelerations.clone();
    t.apart = rules.apart.iter().map(|g| KeepApart { who: Apartness::Chosen(g.teams.clone()), rule: g.rule, first: g.first, last: g.last }).collect();
    // The bye's points as the report has them, where they are not a drawn match's.
    let bye = record.results.iter().flat_map(|r| r.values()).find(|e| e.kind == Kind::PairingBye).map(|e| (e.match_points, e.game_points));
    t.settings.bye_points = bye.filter(|&b| !record.round_robin && b != (trf.scoring.draw, t.settings.boards));
    t.players = trf
        .players
        .iter()
        .map(|p| Player {
            id: p.number,
            name: p.name.clone(),
            rating: p.rating,
            fide_id: p.fide_id.clone(),
            title: p.title.clone(),
            federation: p.federation.clone(),
            sex: p.sex.clone(),
            birth: p.birth.clone(),
            club: String::new(),
        })
        .collect();
    t.teams = trf
        .teams
        .iter()
        .map(|x| Team {
            id: x.number,
            number: x.number,
            name: x.name.clone(),
            short: x.nickname.clone(),
            roster: x.members.clone(),
            rating: x.strength,
            ..Team::default()
        })
        .collect();
    let of = TeamOf::new(trf);
    let players: BTreeMap<u32, &TrfPlayer> = crate::sorting::tree(trf.players.iter().map(|p| (p.number, p)));
    let boards = t.settings.boards as usize;
    for r in 0..trf.rounds() {
        let round_number = r as u32 + 1;
        let mut round = Round::default();
        // Each team's seated players this round, in roster order: (player, game).
        // Each team's boards this round: a 300 record's order (an empty board as none), else its seated players in roster order.
        let seated = |team: &TeamRecord| -> (Vec<Option<(u32, Game)>>, bool) {
            let game = |p: u32| players.get(&p).and_then(|q| q.games.get(r)).map(|g| (p, *g));
            match matches::board_order(trf, round_number, team.number) {
                Some(listed) => (listed.into_iter().map(|slot| slot.and_then(game)).collect(), true),
                None => (team.members.iter().filter_map(|&m| game(m)).filter(|(_, g)| g.opponent.is_some() || g.result == '+').map(Some).collect(), false),
            }
        };
        let mut done: Vec<u32> = Vec::new();
        for team in &trf.teams {
            let (mine, mine_listed) = seated(team);
            let Some(opponent) = mine.iter().flatten().find_map(|(_, g)| g.opponent.and_then(|o| of.get(o))) else { continue };
            if done.contains(&team.number) || done.contains(&opponent) {
                continue;
            }
            let Some(other) = trf.teams.iter().find(|x| x.number == opponent) else { continue };
            let (theirs, theirs_listed) = seated(other);
            // The team with White on board 1 is named first (colours alternate down the boards).
            let white_first =
                mine.iter().enumerate().find_map(|(i, s)| s.and_then(|(_, g)| g.colour).map(|c| (c == Colour::White) != (i % 2 == 1))).unwrap_or(true);
            let (first, second, a, b) = if white_first { (team, other, mine, theirs) } else { (other, team, theirs, mine) };
            let mut m = Match {
                first: first.number,
                second: second.number,
                line_ups: [vec![None; boards], vec![None; boards]],
                results: vec![None; boards],
                decision: None,
                adjourned: false,
            };
            let result = |g: &Game, o: u32| {
                let theirs = players.get(&o).and_then(|q| q.games.get(r)).map(|q| q.result);
                match (g.result.to_ascii_uppercase(), theirs) {
                    ('1' | 'W', _) => BoardResult::Win,
                    ('=' | 'D', _) => BoardResult::Draw,
                    ('+', _) => BoardResult::ForfeitWin,
                    // Both sides lost the board by forfeit.
                    ('-', Some('-')) => BoardResult::DoubleForfeit,
                    ('-', _) => BoardResult::ForfeitLoss,
                    _ => BoardResult::Loss,
                }
            };
            if mine_listed && theirs_listed {
                // Both orders given: board by board as listed.
                for (board, slot) in a.iter().enumerate().take(boards) {
                    m.line_ups[0][board] = slot.map(|(p, _)| p);
                    if let Some((_, g)) = slot {
                        if let Some(o) = g.opponent {
                            m.results[board] = (!g.pending()).then(|| result(g, o));
                        }
                    }
                }
                for (board, slot) in b.iter().enumerate().take(boards) {
                    m.line_ups[1][board] = slot.map(|(p, _)| p);
                }
            } else if let Some((ours, theirs)) = merged(&a, &b) {
                // The two orders merged board by board, as the record reads them (matches::merge_boards).
                for (board, (mine, other)) in ours.iter().zip(&theirs).enumerate().take(boards) {
                    m.line_ups[0][board] = Some(mine.0).filter(|&p| p > 0);
                    m.line_ups[1][board] = Some(other.0).filter(|&p| p > 0);
                    let game = a.iter().flatten().find(|(p, _)| *p == mine.0).map(|(_, g)| g);
                    if let (Some(g), Some(o)) = (game, mine.1) {
                        m.results[board] = (!g.pending()).then(|| result(g, o));
                    }
                }
            } else {
                // Orders that do not line up: a game names its opponent; a forfeit win against an empty board takes the first board left empty.
                let mut placed: Vec<u32> = Vec::new();
                for (board, slot) in a.iter().enumerate().take(boards) {
                    let Some((p, g)) = slot else { continue };
                    m.line_ups[0][board] = Some(*p);
                    if let Some(o) = g.opponent {
                        m.line_ups[1][board] = Some(o);
                        placed.push(o);
                        m.results[board] = (!g.pending()).then(|| result(g, o));
                    }
                }
                for (p, _) in b.iter().flatten().filter(|(p, g)| g.opponent.is_none() && !placed.contains(p)) {
                    let free = (0..boards)
                        .find(|&k| m.line_ups[1][k].is_none() && m.line_ups[0][k].is_none())
                        .or_else(|| (0..boards).find(|&k| m.line_ups[1][k].is_none()));
                    if let Some(k) = free {
                        m.line_ups[1][k] = Some(*p);
                    }
                }
            }
            done.extend([first.number, second.number]);
            round.matches.push(m);
        }
        for &(kind, rn, white, black) in &trf.forfeits {
            if rn == round_number {
                let decision = match kind {
                    ForfeitKind::WhiteWins => Decision::ToFirst,
                    ForfeitKind::BlackWins => Decision::ToSecond,
                    ForfeitKind::Double => Decision::Neither,
                };
                let mut m = Match {
                    first: white,
                    second: black,
                    line_ups: [vec![None; boards], vec![None; boards]],
                    results: vec![None; boards],
                    decision: Some(decision),
                    adjourned: false,
                };
                m.line_ups = [default_seats(&t, white), default_seats(&t, black)];
                round.matches.push(m);
            }
        }
        let entries = record.results.get(r);
        for team in &t.teams {
            match entries.and_then(|e| e.get(&team.number)).map(|e| e.kind) {
                Some(Kind::PairingBye) => round.bye = Some(team.id),
                Some(Kind::HalfBye) => round.half_point.push(team.id),
                Some(Kind::FullBye) => round.full_point.push(team.id),
                Some(Kind::ZeroBye) if !done.contains(&team.number) => round.absent.push(team.id),
                _ => {}
            }
        }
        t.rounds.push(round);
    }
    // A report whose teams sat out of roster order was played with the board order free.
    let in_order = |team: u32, line_up: &[Option<u32>]| {
        let roster = t.team(team).map(|x| x.roster.as_slice()).unwrap_or_default();
        let at: Vec<usize> = line_up.iter().flatten().filter_map(|p| roster.iter().position(|q| q == p)).collect();
        at.windows(2).all(|w| w[0] < w[1])
    };
    if t.rounds.iter().flat_map(|r| &r.matches).any(|m| !in_order(m.first, &m.line_ups[0]) || !in_order(m.second, &m.line_ups[1])) {
        t.settings.board_order = BoardOrder::Free;
    }
    t
}

/// Two teams' seated players, in roster order, merged into the match's
/// boards as the record does it (an empty board where the other side won
/// by forfeit); `None` when their games do not line up.
fn merged(a: &[Option<(u32, Game)>], b: &[Option<(u32, Game)>]) -> Option<(Vec<matches::Seat>, Vec<matches::Seat>)> {
    let seats = |side: &[Option<(u32, Game)>]| -> Vec<matches::Seat> {
        side.iter().flatten().map(|(p, g)| (*p, g.opponent, g.halves(), g.colour.map(|c| c == Colour::White))).collect()
    };
    let (x, y) = (seats(a), seats(b));
    // Nothing to merge where neither side won against an empty board.
    if !x.iter().chain(&y).any(|s| s.1.is_none()) {
        return None;
    }
    matches::merge_boards(&x, &y)
}

/// A decided match's seats: the team's first players (the report does not say who was there).
fn default_seats(t: &Tournament, team: u32) -> Vec<Option<u32>> {
    let roster = t.team(team).map(|x| x.roster.clone()).unwrap_or_default();
    (0..t.settings.boards as usize).map(|b| roster.get(b).copied()).collect()
}

/// A report's bytes (UTF-8, or a single-byte code page, said) read into a
/// tournament, with what was assumed or repaired to read it: the encoding,
/// the tournament-type code, boards repaired from the printed totals. A
/// report that cannot be read says its line and column.
pub fn import(bytes: &[u8]) -> Result<(Tournament, Vec<String>), String> {
    use crate::formats::encoding::{decode, Encoding};
    let (text, used) = decode(bytes, None);
    let report = super::trf::read(&text).map_err(|e| e.to_string())?;
    let mut notes = Vec::new();
    if used != Encoding::Utf8 {
        notes.push(format!("not UTF-8: read as {}", used.name()));
    }
    notes.extend(super::type_code::of(&report).1);
    notes.extend(matches::repaired_with_notes(&report).1);
    if report.teams.is_empty() {
        return Err("the report has no teams (no 310 or 013 records): Clubscore reads team tournaments".into());
    }
    let tournament = from_trf(&report);
    tournament.sound().map_err(|e| e.to_string())?;
    Ok((tournament, notes))
}
