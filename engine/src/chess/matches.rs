//! Team matches rebuilt from a tournament report: in each round, a team's
//! players' games against the players of one other team make the match
//! (its boards in roster order); its game points decide the match points,
//! and a match with no game played over the board is a forfeit. A team with
//! no game in a round had the pairing-allocated bye (a drawn match, C.04.6),
//! a bye or absence of a `240` record, or a forfeited match of a `330` record.

use super::record::{match_points, Adjustment, Entry, Kind, Record, Team};
use super::trf::{Colour, ForfeitKind, Trf};
use std::borrow::Cow;
use std::collections::BTreeMap;

/// The team each player plays for, by player number (a TRF number has at
/// most four digits, so a list is small and quick to look up).
pub struct TeamOf(Vec<u32>);

impl TeamOf {
    pub fn new(trf: &Trf) -> TeamOf {
        let most = trf.teams.iter().flat_map(|t| t.members.iter()).copied().max().unwrap_or(0).min(99_999);
        let mut of = vec![0; most as usize + 1];
        for t in &trf.teams {
            for &p in &t.members {
                if let Some(slot) = of.get_mut(p as usize) {
                    *slot = t.number;
                }
            }
        }
        TeamOf(of)
    }

    pub fn get(&self, player: u32) -> Option<u32> {
        self.0.get(player as usize).copied().filter(|&t| t > 0)
    }
}

/// Boards per match: the most games a team had in one round.
pub fn boards(trf: &Trf) -> u32 {
    board_count(trf, &TeamOf::new(trf))
}

fn board_count(trf: &Trf, teams: &TeamOf) -> u32 {
    let mut most = 0;
    for r in 0..trf.rounds() {
        let mut count: BTreeMap<u32, u32> = BTreeMap::new();
        for p in &trf.players {
            if let (Some(g), Some(t)) = (p.games.get(r), teams.get(p.number)) {
                if g.opponent.is_some() {
                    *count.entry(t).or_default() += 1;
                }
            }
        }
        most = most.max(count.values().copied().max().unwrap_or(0));
    }
    // A report with no game yet (teams only): the smallest roster is the board count.
    if most == 0 {
        return trf.teams.iter().map(|t| t.members.len() as u32).filter(|&n| n > 0).min().unwrap_or(0);
    }
    most
}

/// A team's seats in one round: its opponent, the boards' points in board
/// order, whether a game was played over the board, White on board 1.
#[derive(Default)]
struct Seats {
    opponent: Option<u32>,
    points: Vec<u32>,
    /// Each board as seated (its points repeated, for re-seating).
    seated: Vec<Seat>,
    played: bool,
    white: Option<bool>,
    /// The board order was given (a 300 record): never moved.
    listed: bool,
}

/// A board in the seating: the player and whom they met (none for a forfeit
/// won against an empty board, or for an empty board), the points, and
/// whether the player had White.
pub(crate) type Seat = (u32, Option<u32>, u32, Option<bool>);

/// C.07 12.1: a team that fields fewer players than boards leaves boards
/// empty, and the empty boards are where its opponents won by forfeit.
/// Without a 300 record the file gives each team's players in roster order
/// only; the two orders are merged board by board, a game where the players
/// met, an empty board where one side won by forfeit, so the points of the
/// player on board 6 stay board 6's, not board 5's.
fn seat_by_opponents(games: &mut BTreeMap<u32, Seats>) {
    let pairs: Vec<(u32, u32)> = games
        .iter()
        .filter_map(|(&t, s)| {
            let o = s.opponent?;
            let theirs = games.get(&o)?;
            let empty_opposite = |x: &Seats| x.seated.iter().any(|b| b.0 > 0 && b.1.is_none());
            (t < o && !s.listed && !theirs.listed && (empty_opposite(s) || empty_opposite(theirs))).then_some((t, o))
        })
        .collect();
    for (t, o) in pairs {
        let (Some(a), Some(b)) = (games.get(&t), games.get(&o)) else { continue };
        let Some((ours, theirs)) = merge_boards(&a.seated, &b.seated) else { continue };
        for (team, boards) in [(t, ours), (o, theirs)] {
            if let Some(e) = games.get_mut(&team) {
                e.points = boards.iter().map(|x| x.2).collect();
                // White on board 1: the first seated player's colour, turned over on an even board.
                e.white = boards.iter().enumerate().find_map(|(i, x)| x.3.map(|w| w != (i % 2 == 1)));
                e.seated = boards;
            }
        }
    }
}

/// Two teams' seats, each in board order, merged into the match's boards;
/// `None` when the games do not line up (the file is not in board order).
pub(crate) fn merge_boards(a: &[Seat], b: &[Seat]) -> Option<(Vec<Seat>, Vec<Seat>)> {
    let empty: Seat = (0, None, 0, None);
    let (mut i, mut j) = (0, 0);
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    while i < a.len() || j < b.len() {
        let (x, y) = (a.get(i), b.get(j));
        match (x, y) {
            // A forfeit won against an empty board: the other side's board is empty.
            (Some(&s), _) if s.1.is_none() => {
                ours.push(s);
                theirs.push(empty);
                i += 1;
            }
            (_, Some(&s)) if s.1.is_none() => {
                ours.push(empty);
                theirs.push(s);
                j += 1;
            }
            (Some(&s), Some(&u)) if s.1 == Some(u.0) && u.1 == Some(s.0) => {
                ours.push(s);
                theirs.push(u);
                i += 1;
                j += 1;
            }
            _ => return None,
        }
    }
    Some((ours, theirs))
}

/// A team's board order in a round when a `300` record gives it (an empty board as none).
pub fn board_order(trf: &Trf, round: u32, team: u32) -> Option<Vec<Option<u32>>> {
    trf.line_ups.iter().find(|l| l.0 == round && l.1 == team).map(|l| l.3.iter().map(|&p| (p > 0).then_some(p)).collect())
}

/// The tournament's record rebuilt from the report: every round with a
/// result, every team's entry. A round in which no game at all was played
/// (not yet played) is left out.
pub fn record(trf: &Trf) -> Record {
    let trf = &*repaired(trf);
    let teams = TeamOf::new(trf);
    let board_count = board_count(trf, &teams);
    let s = trf.scoring;
    let mut by_number: Vec<Option<&super::trf::Player>> = vec![None; trf.players.iter().map(|p| p.number as usize + 1).max().unwrap_or(0)];
    for p in &trf.players {
        by_number[p.number as usize] = Some(p);
    }
    let kind = format!("{} {}", trf.tag("092").unwrap_or_default(), trf.tag("192").unwrap_or_default()).to_ascii_uppercase();
    let (code, _) = super::type_code::of(trf);
    // A round robin by its 192 code, or by the words of 092 (files without a code).
    let round_robin =
        code.round_robin.is_some() || kind.contains("ROBIN") || kind.contains("BERGER") || kind.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| w == "RR");
    let mut results = Vec::new();
    // Points below zero that a 299 record gives: kept as adjustments (an entry's points are not negative).
    let mut extra: Vec<Adjustment> = Vec::new();
    for r in 0..trf.rounds() {
        let round = r as u32 + 1;
        let mut games: BTreeMap<u32, Seats> = BTreeMap::new();
        let mut pending: std::collections::BTreeSet<u32> = std::collections::BTreeSet::new();
        for team in &trf.teams {
            // The board order: a 300 record's (an empty board as none), else the roster's.
            let listed = board_order(trf, round, team.number);
            if listed.is_some() {
                games.entry(team.number).or_default().listed = true;
            }
            let order: Vec<Option<u32>> = match listed {
                Some(listed) => listed,
                None => team.members.iter().map(|&p| Some(p)).collect(),
            };
            for slot in order {
                let Some(p) = slot.and_then(|n| by_number.get(n as usize).copied().flatten()) else {
                    // An empty board of a 300 record: a board the team lost by forfeit.
                    if slot.is_none() {
                        let e = games.entry(team.number).or_default();
                        e.points.push(0);
                        e.seated.push((0, None, 0, None));
                    }
                    continue;
                };
                let Some(g) = p.games.get(r) else { continue };
                // A game paired and not yet played: the team's match has no result yet.
                if g.pending() {
                    pending.insert(team.number);
                    continue;
                }
                // A board won by forfeit against an empty board ("0000 - +") counts for the team's match.
                if g.opponent.is_none() && g.halves() == 0 {
                    continue;
                }
                let e = games.entry(team.number).or_default();
                e.opponent = e.opponent.or_else(|| g.opponent.and_then(|o| teams.get(o)));
                // Board 1's colour: the first seated player's, turned over when it sits on an even board (colours alternate).
                if e.white.is_none() {
                    let odd_board = e.points.len() % 2 == 1;
                    e.white = g.colour.map(|c| (c == Colour::White) != odd_board);
                }
                e.points.push(g.halves());
                e.seated.push((p.number, g.opponent, g.halves(), g.colour.map(|c| c == Colour::White)));
                e.played |= g.played();
            }
        }
        seat_by_opponents(&mut games);
        let forfeits: Vec<_> = trf.forfeits.iter().filter(|f| f.1 == round).collect();
        if games.is_empty() && forfeits.is_empty() && pending.is_empty() {
            continue;
        }
        let board_list = |points: &[u32]| -> Vec<u32> { (0..board_count as usize).map(|i| points.get(i).copied().unwrap_or(0)).collect() };
        let mut entries = BTreeMap::new();
        for (&t, Seats { opponent, points, played, white, .. }) in &games {
            let Some(opponent) = *opponent else { continue };
            if pending.contains(&t) || pending.contains(&opponent) {
                continue;
            }
            let own: u32 = points.iter().sum();
            let theirs: u32 = games.get(&opponent).map(|x| x.points.iter().sum()).unwrap_or(0);
            let kind = match (played, own.cmp(&theirs)) {
                (true, _) => Kind::Played,
                (false, std::cmp::Ordering::Greater) => Kind::ForfeitWin,
                (false, std::cmp::Ordering::Less) => Kind::ForfeitLoss,
                (false, std::cmp::Ordering::Equal) if own == 0 => Kind::DoubleForfeit,
                (false, std::cmp::Ordering::Equal) => Kind::Played,
            };
            let mp = if kind == Kind::DoubleForfeit { s.loss } else { match_points(s, own, theirs) };
            entries.insert(t, Entry { kind, opponent: Some(opponent), white: *white, match_points: mp, game_points: own, boards: board_list(points) });
        }
        for &&(kind, _, white, black) in &forfeits {
            let all = 2 * board_count;
            let (w, b, wk, bk) = match kind {
                ForfeitKind::WhiteWins => (all, 0, Kind::ForfeitWin, Kind::ForfeitLoss),
                ForfeitKind::BlackWins => (0, all, Kind::ForfeitLoss, Kind::ForfeitWin),
                ForfeitKind::Double => (0, 0, Kind::DoubleForfeit, Kind::DoubleForfeit),
            };
            let each = |gp: u32| vec![if gp > 0 { 2 } else { 0 }; board_count as usize];
            let mp = |k: Kind| if k == Kind::ForfeitWin { s.win } else { s.loss };
            entries.insert(white, Entry { kind: wk, opponent: Some(black), white: Some(true), match_points: mp(wk), game_points: w, boards: each(w) });
            entries.insert(black, Entry { kind: bk, opponent: Some(white), white: Some(false), match_points: mp(bk), game_points: b, boards: each(b) });
        }
        for team in &trf.teams {
            // A team whose match is not played yet has nothing for the round, not a bye.
            if entries.contains_key(&team.number) || pending.contains(&team.number) {
                continue;
            }
            let pab = trf.byes.as_ref().filter(|b| b.2.get(r) == Some(&team.number));
            let absence = trf.absences.iter().find(|a| a.1 == round && a.2.contains(&team.number)).map(|a| a.0);
            // The players' own bye codes ("0000 - U"), where the file gives them, say the game points.
            let coded = games.get(&team.number).map(|e| e.points.iter().sum::<u32>()).filter(|&p| p > 0);
            let (kind, mp, gp) = match (pab, absence, coded) {
                (Some(&(mp, gp, _)), _, _) => (Kind::PairingBye, mp, gp),
                (None, Some('F'), _) => (Kind::FullBye, s.win, 2 * board_count),
                (None, Some('H'), _) => (Kind::HalfBye, s.draw, board_count),
                (None, Some(_), _) => (Kind::ZeroBye, 0, 0),
                // The pairing-allocated bye scores a drawn match (C.04.6).
                (None, None, Some(points)) => (Kind::PairingBye, s.draw, points),
                // A file that records byes (320) and has none here: the team was absent.
                (None, None, None) if trf.byes.is_some() => (Kind::ZeroBye, 0, 0),
                // TRF16 records no team byes: a team that sat out had the pairing-allocated bye, a drawn match.
                (None, None, None) => (Kind::PairingBye, s.draw, board_count),
            };
            let each = match kind {
                // A round robin's free team scores nothing on any board.
                Kind::PairingBye if round_robin => 0,
                Kind::PairingBye | Kind::FullBye => 2,
                Kind::HalfBye => 1,
                _ => 0,
            };
            entries
                .insert(team.number, Entry { kind, opponent: None, white: None, match_points: mp, game_points: gp, boards: vec![each; board_count as usize] });
        }
        overrides(&trf.abnormal, round, &mut entries, &mut extra);
        results.push(entries);
    }
    let planned = trf.tag("142").and_then(|t| t.parse().ok()).unwrap_or(0);
    Record {
        teams: trf.teams.iter().map(|t| Team { number: t.number, name: t.name.clone() }).collect(),
        boards: board_count,
        rounds: planned.max(results.len() as u32),
        scoring: s,
        primary: code.primary,
        round_robin,
        results,
        adjustments: penalties(trf).chain(extra).collect(),
    }
}

/// The penalties and bonuses outside any result (299 with no result type);
/// in a team event their ids are teams.
pub fn penalties(trf: &Trf) -> impl Iterator<Item = Adjustment> + '_ {
    trf.abnormal
        .iter()
        .filter(|a| a.kind == ' ')
        .flat_map(|a| a.ids.iter().map(move |&team| Adjustment { round: a.round, team, match_points: a.match_points, game_points: a.game_points }))
}

/// The report as its printed totals say it was played: some TRF16 exports
/// write a board won by forfeit against an empty board as `0000 - -` (no
/// `+`), so a player's printed total has points its games do not. Each such
/// whole point is placed, as a forfeit win (`0000 - +`), in the first round
/// the player has no game while the team played a match.
pub fn repaired(trf: &Trf) -> Cow<'_, Trf> {
    repaired_with_notes(trf).0
}

/// The same, with each repair said: the player, the team and the round.
pub fn repaired_with_notes(trf: &Trf) -> (Cow<'_, Trf>, Vec<String>) {
    let short = |p: &super::trf::Player| p.points.is_some_and(|printed| printed >= p.games.iter().map(|g| g.halves()).sum::<u32>() + 2);
    if !trf.players.iter().any(short) {
        return (Cow::Borrowed(trf), Vec::new());
    }
    let mut notes = Vec::new();
    let teams = TeamOf::new(trf);
    // (round, team) of every team that played a game in the round.
    let playing: std::collections::BTreeSet<(usize, u32)> = crate::sorting::tree(
        trf.players
            .iter()
            .filter_map(|p| Some((p, teams.get(p.number)?)))
            .flat_map(|(p, t)| p.games.iter().enumerate().filter(|(_, g)| g.opponent.is_some()).map(move |(r, _)| (r, t))),
    );
    let mut out = trf.clone();
    for p in out.players.iter_mut() {
        let (Some(printed), Some(t)) = (p.points, teams.get(p.number)) else { continue };
        let mut missing = printed.saturating_sub(p.games.iter().map(|g| g.halves()).sum());
        for (r, g) in p.games.iter_mut().enumerate() {
            if missing < 2 {
                break;
            }
            if g.opponent.is_none() && g.result == '-' && playing.contains(&(r, t)) {
                g.result = '+';
                missing -= 2;
                notes.push(format!(
                    "player {} ({}, team {t}), round {}: “0000 - -” read as a forfeit win, as the printed total counts it",
                    p.number,
                    p.name,
                    r + 1
                ));
            }
        }
    }
    (Cow::Owned(out), notes)
}

/// The rounds with a game paired and not yet played (a blank result).
pub fn pending_rounds(trf: &Trf) -> Vec<u32> {
    (0..trf.rounds()).filter(|&r| trf.players.iter().any(|p| p.games.get(r).is_some_and(|g| g.pending()))).map(|r| r as u32 + 1).collect()
}

/// The 299 code of what a team got in a round: a match won, drawn or lost
/// over the board (`W`, `D`, `L`), a full-, half- or zero-point bye (`F`,
/// `H`, `Z`), a match won or lost by forfeit (`+`, `-`); none for the
/// pairing-allocated bye or a double forfeit.
fn abnormal_kind(e: &Entry, theirs: Option<&Entry>) -> Option<char> {
    Some(match e.kind {
        Kind::Played => match e.game_points.cmp(&theirs.map_or(0, |t| t.game_points)) {
            std::cmp::Ordering::Greater => 'W',
            std::cmp::Ordering::Equal => 'D',
            std::cmp::Ordering::Less => 'L',
        },
        Kind::FullBye => 'F',
        Kind::HalfBye => 'H',
        Kind::ZeroBye => 'Z',
        Kind::ForfeitWin => '+',
        Kind::ForfeitLoss => '-',
        Kind::PairingBye | Kind::DoubleForfeit => return None,
    })
}

/// 299 records with a type: the points a result of that type is worth, in
/// their round (or every round, 000 or blank) for the teams they name (or
/// every team when they name none). Points below zero become adjustments.
pub(crate) fn overrides(abnormal: &[super::trf::Abnormal], round: u32, entries: &mut BTreeMap<u32, Entry>, extra: &mut Vec<Adjustment>) {
    let kinds: BTreeMap<u32, Option<char>> =
        crate::sorting::tree(entries.iter().map(|(&t, e)| (t, abnormal_kind(e, e.opponent.and_then(|o| entries.get(&o))))));
    for a in abnormal.iter().filter(|a| a.kind != ' ' && (a.round == 0 || a.round == round)) {
        for (team, e) in entries.iter_mut() {
            if kinds.get(team).copied().flatten() != Some(a.kind) || !(a.ids.is_empty() || a.ids.contains(team)) {
                continue;
            }
            e.match_points = a.match_points.max(0) as u32;
            e.game_points = a.game_points.max(0) as u32;
            if a.match_points < 0 || a.game_points < 0 {
                extra.push(Adjustment { round, team: *team, match_points: a.match_points.min(0), game_points: a.game_points.min(0) });
            }
        }
    }
}
