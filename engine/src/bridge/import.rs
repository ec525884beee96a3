//! A session read from another program's file (PBN, USEBIO, a club recap)
//! made into an event of our own: its pairs with their names, the movement
//! as it was played (who met whom on which boards), and every result an
//! entry of the log, so it scores, corrects and exports like a session
//! entered here. What had to be assumed is said, and kept in the log as notes.

use super::board::vulnerability;
use super::entry::ResultEntry;
use super::matchpoints::Outcome;
use super::movement::Kind;
use super::pairs::Field;
use super::setup::{BridgeSetup, MovementSpec, ScoringSpec, TeamsScoring};
use super::traveller::{TravellerLine, Travellers};
use crate::bridge::command::Command;
use crate::bridge::{Action, Event, LogEntry};
use crate::event::{EntryId, EventError, Format, Member, Participant, Role, Round, Schedule, Sitting};
use std::collections::{BTreeMap, BTreeSet};

/// The event made, and what the scorer should be told about it.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    pub event: Event,
    pub notes: Vec<String>,
    /// The verifier's checks of the movement as the file shows it played.
    pub movement: super::movement::verify::Report,
    /// Where the file's own figures differ from Clubscore's ([`differences`],
    /// [`teams_differences`]), each also in `notes`.
    pub differences: Vec<String>,
}

impl Imported {
    /// The movement as the file shows it played, through the verifier's
    /// checks, in a line; a teams event the scale it is scored on (`shown`:
    /// as the file's figures show, else the club's rule for its number of teams).
    pub fn movement_words(&self, shown: bool) -> String {
        let failed: Vec<String> = self.movement.checks.iter().filter(|c| !c.ok).map(|c| c.detail.clone()).collect();
        let verdict = if failed.is_empty() { "all checks pass".to_string() } else { format!("to look at: {}", failed.join("; ")) };
        let why = if shown { "as the file's figures show" } else { "the club's rule for its number of teams" };
        let scale = self.event.setup.and_then(|b| b.teams).map(|t| format!(" Scored on {}, {why}.", t.words())).unwrap_or_default();
        format!("The movement as played: {} rounds; {}; {verdict}.{scale}", self.event.schedule.rounds.len(), self.movement.balance)
    }
}

/// Where the event comes from and who makes it.
pub struct Source<'a> {
    pub id: String,
    /// The file's name, said in the log's first note.
    pub file: &'a str,
    pub date: &'a str,
    pub now: i64,
    pub device: &'a str,
}

/// What a line of the file becomes in the log.
fn entry_of(line: &TravellerLine) -> ResultEntry {
    match (&line.outcome, line.contract) {
        (Outcome::Score(_), Some(contract)) => {
            ResultEntry::Played { contract: contract.to_string(), declarer: line.declarer, tricks: line.tricks.unwrap_or(0), lead: None }
        }
        (Outcome::Score(ns), None) => ResultEntry::Score { ns: *ns },
        (Outcome::Artificial { ns, ew }, _) => ResultEntry::Adjusted { ns_pct: *ns, ew_pct: *ew },
        // No reader makes a weighted line; a board not played stays so.
        (Outcome::Weighted(_) | Outcome::NotPlayed, _) => ResultEntry::NotPlayed,
    }
}

/// Makes the event. `field` is how the file's pairs were read
/// ([`Travellers::field`]): two fields whose numbers overlap have their EW
/// pairs numbered after the NS pairs, as Clubscore numbers a Mitchell.
pub fn event_from(read: &Travellers, field: Field, scoring: ScoringSpec, source: Source) -> Result<Imported, EventError> {
    let name = read.event.clone().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| "Imported session".to_string());
    // The file's own date; `source.date` (today) only where it gives none, and said.
    // An individual's file becomes an individual: each player his own number;
    // a teams file a teams event (a match of two, or several teams).
    let individual = read.is_individual();
    // A league's match rows: its teams are those of its matches, its matches settled from their IMPs.
    let league = super::league::is_league(read);
    let league_teams = read.matches.iter().filter(|_| league).flat_map(|m| [m.home, m.away]);
    let team_count =
        crate::sorting::tree::<BTreeSet<u32>, _>(read.boards.iter().flat_map(|b| &b.results).flat_map(|r| [r.ns, r.ew]).chain(league_teams.clone())).len();
    let format = match (individual, read.teams) {
        (true, _) => Format::BridgeIndividual,
        (_, true) if team_count <= 2 => Format::BridgeTeamsOfFour,
        (_, true) => Format::BridgeMultipleTeams,
        _ => Format::BridgePairs,
    };
    let mut event = Event::new(source.id, &name, format, read.date.as_deref().unwrap_or(source.date), source.now)?;
    let mut notes = read.notes.clone();
    if read.date.is_none() {
        notes.push(format!("the file gives no date: the event is dated {}, the day it was imported", source.date));
    }
    if let Some(places) = scoring.board_places {
        notes.push(rounded_note(places));
    }
    let lines = || read.boards.iter().flat_map(|b| b.results.iter().map(move |r| (b.number, r)));
    let mut ns_numbers: BTreeSet<u32> = crate::sorting::tree(lines().map(|(_, r)| r.ns).chain(league_teams));
    // An individual's South and West are numbered as North is: one field.
    ns_numbers.extend(lines().filter_map(|(_, r)| r.partners).flat_map(|(south, west)| [south, west]));
    let ew_numbers: BTreeSet<u32> = crate::sorting::tree(lines().map(|(_, r)| r.ew));
    let offset = match field {
        Field::TwoWinners if !individual && !read.teams && ns_numbers.intersection(&ew_numbers).next().is_some() => {
            ns_numbers.iter().max().copied().unwrap_or(0)
        }
        _ => 0,
    };
    // The event numbers EW pairs after the NS pairs; the club's numbers (EW 1) are what a person reads (`Numbering`).
    let ew = |n: u32| n + offset;
    let written = super::numbering::Numbering::apart(offset);
    // The pairs, named as the file names them.
    // Numbered apart, a pair is its number and way; otherwise its number alone.
    let players = |pair: u32, way: &str| read.players_of(pair, Some(way).filter(|_| offset > 0)).map(<[Member]>::to_vec).unwrap_or_default();
    let mut named: BTreeMap<u32, Vec<Member>> = BTreeMap::new();
    for &n in &ns_numbers {
        named.insert(n, players(n, "NS"));
    }
    for &n in &ew_numbers {
        named.entry(ew(n)).or_insert_with(|| players(n, "EW"));
    }
    let noun = match format {
        Format::BridgeIndividual => "Player",
        Format::BridgePairs => "Pair",
        _ => "Team",
    };
    // A team is named as the file names it, its roster its members.
    let team_name = |number: u32| read.totals.iter().find(|t| t.pair == number).and_then(|t| t.name.clone()).filter(|n| !n.trim().is_empty());
    // Its players, with their member numbers as the reader checked them (a pair's too, so that our files give them back).
    let members = |players: &[Member]| -> Vec<Member> { players.iter().map(|p| Member { name: crate::text::one_line(&p.name), ..p.clone() }).collect() };
    event.participants = named
        .into_iter()
        .map(|(number, players)| match read.teams {
            true => Participant {
                number,
                name: team_name(number).map_or_else(|| format!("Team {number}"), |n| crate::text::one_line(&n)),
                members: members(&players),
                handicap: None,
            },
            false => Participant {
                number,
                name: if players.is_empty() { format!("{noun} {}", written.label(number)) } else { crate::text::one_line(&crate::event::pair_name(&players)) },
                // An individual's one player is the participant himself.
                members: members(&players),
                handicap: None,
            },
        })
        .collect();
    let league_scale = league.then(|| super::league::length_and_scale(read, TeamsScoring::suggested(team_count as u32)));
    event.schedule = Schedule {
        rounds: match &league_scale {
            Some((length, ..)) => super::league::rounds(read, *length),
            None => rounds(read, ew),
        },
    };
    let most_boards = event.schedule.rounds.iter().flat_map(|r| &r.sittings).map(|s| s.boards.len() as u32).max().unwrap_or(1);
    // Two fields numbered apart: the count is the NS pairs', what an EW pair's number is written less.
    let movement = MovementSpec {
        ew_from_one: offset > 0,
        // Ranked in one field though each pair sat one way (`session::field`).
        arrow_switch: field == Field::OneWinner,
        ..MovementSpec::plain(Kind::AsPlayed, if offset > 0 { offset } else { event.participants.len() as u32 }, most_boards)
    };
    // A session scored in IMPs is scored so here, by its program's method.
    let scoring = ScoringSpec { imps: read.imps.as_ref().map(|(_, method)| *method).filter(|_| format == Format::BridgePairs), ..scoring };
    event.setup = Some(BridgeSetup { movement, scoring, teams: read.teams.then(|| TeamsScoring::suggested(team_count as u32)) });
    for b in &read.boards {
        if b.vulnerability != vulnerability(b.number) {
            notes.push(format!(
                "board {}: the file says vulnerable {}, the board number says {}; Clubscore scores every board at its number's vulnerability",
                b.number,
                b.vulnerability.pbn(),
                vulnerability(b.number).pbn()
            ));
        }
    }
    // The movement as played, checked; what the checks find is said with the notes.
    let movement = super::movement::verify::rounds(&event.schedule.rounds, read.teams, Default::default());
    let failed: Vec<&str> = movement.checks.iter().filter(|c| !c.ok).map(|c| c.detail.as_str()).collect();
    if !failed.is_empty() {
        notes.push(format!("the movement as the file shows it played: {}", failed.join("; ")));
    }
    // The log: a note saying where it came from and what was assumed, then every result.
    let mut seq = 0;
    let mut next = |action: Action, why: Option<String>| {
        seq += 1;
        LogEntry { id: EntryId { device: source.device.to_string(), seq }, at: source.now, role: Role::Scorer, action, supersedes: None, why }
    };
    let count = lines().filter(|(_, r)| !matches!(r.outcome, Outcome::NotPlayed)).count();
    let mut log = vec![next(
        Action::Note {
            text: format!(
                "Imported from {}: {} {}s, {} boards, {count} results",
                source.file,
                event.participants.len(),
                format.participant_noun(),
                read.boards.len()
            ),
        },
        None,
    )];
    let mut results: Vec<Action> =
        lines().map(|(board, line)| Action::Game(Command::Result { board, ns: line.ns, ew: ew(line.ew), entry: entry_of(line) })).collect();
    results.extend(super::league::results(read).into_iter().filter(|_| league).map(Action::Game));
    let differ = if let Some((_, scale, differ)) = league_scale {
        if let Some(b) = event.setup.as_mut() {
            b.teams = Some(scale);
        }
        differ
    } else if read.teams {
        // A teams event is scored from its matches, on the scale its VPs show.
        // The scoring the file names (point-a-board), else the usual for so many teams.
        let usual = read.match_scoring.unwrap_or(TeamsScoring::suggested(team_count as u32));
        let (scale, differ) = teams_scale(read, &event.schedule.rounds, usual);
        if shared_places(read) {
            notes.push(
                "the file ranks teams level on their total in a shared place; Clubscore splits them by the match between them, as the club's rules say".into(),
            );
        }
        if let Some(b) = event.setup.as_mut() {
            b.teams = Some(scale);
        }
        differ
    } else if let Some(method) = scoring.imps {
        imp_differences(read, method, field)
    } else {
        differences(read, field, scoring)
    };
    if !differ.is_empty() {
        notes.push(format!("Clubscore's figures differ from the file's in {} place(s): {}", differ.len(), differ.join("; ")));
    }
    log.extend(notes.iter().map(|n| next(Action::Note { text: format!("On import: {n}") }, None)));
    log.extend(results.into_iter().map(|a| next(a, None)));
    // The file's deals, for the boards the session plays: the session's, as a hand record's would be.
    let boards = event.schedule.boards();
    let deals: Vec<(u32, String)> = read.deals.iter().filter(|(b, _)| boards.contains(b)).cloned().collect();
    if !deals.is_empty() {
        log.push(next(Action::Game(Command::Deals { seed: None, boards: deals, printed: String::new() }), None));
    }
    event.log = log;
    Ok(Imported { event, notes, movement, differences: differ })
}

/// Where Clubscore's figures differ from the file's own, line by line (a
/// teams file's: [`teams_differences`]): each
/// What an import says of a file whose program rounds each board's match
/// points to `places` decimals (the event's scoring keeps them).
pub fn rounded_note(places: u8) -> String {
    format!("the file's program rounds each board's match points to {places} decimal(s) before adding them up: the event is scored so")
}

/// traveller line whose printed match points are not those worked out (a
/// director's adjusted match points are not kept: the line is scored from
/// its result), then each pair whose printed total or percentage differs.
/// The pairs as the file writes them (its numbers and directions).
pub fn differences(read: &Travellers, field: Field, scoring: ScoringSpec) -> Vec<String> {
    use super::pairs::score_session;
    let boards: Vec<_> = read.boards.iter().map(|b| b.to_board()).collect();
    let scored = score_session(&boards, scoring.options(field));
    // An individual's totals are its players'.
    let individual = read.is_individual();
    let standings = if individual { super::individual::standings(read, &scored) } else { scored.standings.clone() };
    let (side_ns, side_ew, one) = if individual { ("North", "East", "player") } else { ("NS", "EW", "pair") };
    let figure = |x: f64| crate::text::fixed(x, 2);
    let close = |a: f64, b: f64| (a - b).abs() < 0.0051;
    // Match points printed centred (Ruter's MP1) are compared with ours less half the top.
    let centre = if read.centred() { 0.5 } else { 0.0 };
    let mut out = Vec::new();
    for (b, got) in read.boards.iter().zip(&scored.boards) {
        for (line, r) in b.results.iter().zip(&got.results) {
            let (Some(file_ns), Some(file_ew), Some(ns), Some(ew)) = (line.printed_mp_ns, line.printed_mp_ew, r.mp_ns, r.mp_ew) else { continue };
            let (ns, ew) = (ns - centre * got.top, ew - centre * got.top);
            if !close(file_ns, ns) || !close(file_ew, ew) {
                out.push(format!(
                    "board {}, {side_ns} {} v {side_ew} {}: the file gives {}–{} match points, Clubscore works out {}–{} from the result (an adjustment of the match points alone is not kept: adjust the result instead)",
                    b.number,
                    line.ns,
                    line.ew,
                    figure(file_ns),
                    figure(file_ew),
                    figure(ns),
                    figure(ew)
                ));
            }
        }
    }
    for printed in &read.totals {
        let who = who(printed, one);
        let Some(ours) = standing_of(printed, &standings) else {
            out.push(unranked(&who, printed));
            continue;
        };
        let ours_mp = ours.mp - centre * ours.max;
        if let Some(mp) = printed.mp.filter(|mp| !close(*mp, ours_mp)) {
            out.push(format!("{who}: the file's total is {} match points, Clubscore's {}", figure(mp), figure(ours_mp)));
        } else if let Some(pct) = printed.pct.filter(|p| !close(*p, ours.pct)) {
            out.push(format!("{who}: the file gives {}%, Clubscore {}%", figure(pct), figure(ours.pct)));
        }
    }
    out
}

/// The pair (`one`: or player) a printed total names, as the file writes it.
fn who(printed: &crate::bridge::traveller::PrintedTotal, one: &str) -> String {
    printed.way().map_or_else(|| format!("{one} {}", printed.pair), |w| format!("{w} {}", printed.pair))
}

/// A pair the file ranks though it played no board of the file's: said, never passed over.
fn unranked(who: &str, printed: &crate::bridge::traveller::PrintedTotal) -> String {
    let rank = printed.rank.as_deref().map(|r| format!(" {r}")).unwrap_or_default();
    format!("{who}: the file ranks it{rank} with no result on its boards; Clubscore ranks those who played")
}

/// Clubscore's standing of the pair a printed total names: its number, and
/// the way it sat where the file numbers NS and EW apart.
pub(crate) fn standing_of<'a>(printed: &crate::bridge::traveller::PrintedTotal, standings: &'a [super::pairs::Standing]) -> Option<&'a super::pairs::Standing> {
    use super::pairs::Direction;
    let way = printed.way();
    standings.iter().find(|s| {
        s.pair == printed.pair
            && match way.as_deref() {
                // One field: the pair whichever way it sat.
                Some("NS") => s.direction != Direction::EW,
                Some("EW") => s.direction != Direction::NS,
                _ => true,
            }
    })
}

/// Where a pairs session in IMPs prints its pairs' totals otherwise than
/// Clubscore scores them by `method` (its program's own, as the file says):
/// each pair whose printed IMPs differ, with both figures.
pub fn imp_differences(read: &Travellers, method: super::impairs::ImpMethod, field: Field) -> Vec<String> {
    let boards: Vec<_> = read.boards.iter().map(|b| b.to_board()).collect();
    let (_, standings) = super::impairs::score_session_imps(&boards, method, field);
    let mut out = Vec::new();
    for printed in &read.totals {
        let Some(imps) = printed.imps else { continue };
        let who = who(printed, "pair");
        let Some(ours) = standing_of(printed, &standings) else {
            out.push(unranked(&who, printed));
            continue;
        };
        if (ours.mp - imps).abs() > 0.0051 {
            out.push(format!("{who}: the file's total is {} IMPs, Clubscore's {}", crate::text::plain(imps), crate::text::fixed(ours.mp, 2)));
        }
    }
    out
}

/// The VP scale a teams file was scored on: the first (the usual for its
/// number of teams or the one it names, WBF continuous, WBF discrete, the
/// club's 20-0, total IMPs, point-a-board) by which its printed match VPs
/// and team totals all come out, else the usual; with where the file's figures still differ from Clubscore's.
/// Its matches are those `rounds` seat, scored from the file's own lines.
fn teams_scale(read: &Travellers, rounds: &[Round], usual: TeamsScoring) -> (TeamsScoring, Vec<String>) {
    let mut first = None;
    let others = TeamsScoring::ALL.into_iter().filter(|s| *s != usual);
    for scale in std::iter::once(usual).chain(others) {
        let matches = super::teams_results::matches_of(rounds, false, scale, read);
        let differ = teams_differences(read, &matches, scale);
        if differ.is_empty() {
            return (scale, differ);
        }
        first.get_or_insert((scale, differ));
    }
    first.unwrap_or((usual, Vec::new()))
}

/// Whether the file's program ranks teams level on their total in a shared
/// place (TeamsScorer's "7="), not split by their own matches: two teams
/// level on the total it prints are printed at one place.
fn shared_places(read: &Travellers) -> bool {
    let total = |t: &crate::bridge::traveller::PrintedTotal| t.vp.or(t.imps);
    read.totals
        .iter()
        .enumerate()
        .any(|(i, a)| read.totals[i + 1..].iter().any(|b| total(a).is_some() && total(a) == total(b) && a.rank.is_some() && a.rank == b.rank))
}

/// Where a teams file's own figures differ from what its boards give: each
/// match's IMPs (its lines' IMP columns, a board counted once) and VPs, then
/// each team's total VPs (its matches' summed), or points where the file
/// scores point-a-board. Clubscore `scoring` on total IMPs: a VP printed is
/// a difference.
pub fn teams_differences(read: &Travellers, matches: &[super::teams_results::TeamMatch], scoring: TeamsScoring) -> Vec<String> {
    let total_imps = scoring == TeamsScoring::TotalImps;
    // What the file's match scores are (VPs unless it names point-a-board), and Clubscore's.
    let (theirs, ours_unit) = (read.match_scoring.unwrap_or(TeamsScoring::WbfVp).unit().1, scoring.unit().1);
    use crate::bridge::traveller::PrintedMatch;
    let figure = |x: f64| crate::text::fixed(x, 2);
    let close = |a: f64, b: f64| (a - b).abs() < 0.0051;
    let mut out = Vec::new();
    let mut totals: BTreeMap<u32, u32> = BTreeMap::new();
    for m in matches.iter().filter(|m| m.counts()) {
        *totals.entry(m.home).or_default() += m.home_vp;
        *totals.entry(m.away).or_default() += m.away_vp;
        let printed: Vec<&PrintedMatch> = read.matches.iter().filter(|p| (p.home.min(p.away), p.home.max(p.away)) == (m.home, m.away)).collect();
        // The file's home team may be our away team: its figures turned round.
        let ours_first = |p: &PrintedMatch, (h, a): (f64, f64)| if p.home == m.home { (h, a) } else { (a, h) };
        let imps = printed.iter().filter_map(|p| p.imps().map(|x| ours_first(p, x))).reduce(|x, y| (x.0 + y.0, x.1 + y.1));
        let who = format!("match {} v {}", m.home, m.away);
        if let Some((h, a)) = imps.filter(|&(h, a)| !close(h, m.home_imps as f64) || !close(a, m.away_imps as f64)) {
            out.push(format!(
                "{who}: the file gives {}–{} IMPs, Clubscore works out {}–{} from the boards",
                crate::text::plain(h),
                crate::text::plain(a),
                m.home_imps,
                m.away_imps
            ));
        }
        let vps = printed.iter().find_map(|p| p.vps.map(|x| ours_first(p, x)));
        let ours = (m.home_vp as f64 / 100.0, m.away_vp as f64 / 100.0);
        match vps {
            Some((h, a)) if total_imps => out.push(format!("{who}: the file gives {}–{} {theirs}, Clubscore ranks on total IMPs", figure(h), figure(a))),
            Some((h, a)) if theirs != ours_unit || !close(h, ours.0) || !close(a, ours.1) => {
                out.push(format!("{who}: the file gives {}–{} {theirs}, Clubscore {}–{} {ours_unit}", figure(h), figure(a), figure(ours.0), figure(ours.1)))
            }
            _ => {}
        }
    }
    for printed in &read.totals {
        let (Some(vp), Some(&ours)) = (printed.vp, totals.get(&printed.pair)) else { continue };
        if total_imps || theirs != ours_unit || !close(vp, ours as f64 / 100.0) {
            let clubscore = match total_imps {
                true => "Clubscore ranks on total IMPs".to_string(),
                false => format!("Clubscore's {} {ours_unit}", crate::text::hundredths(ours)),
            };
            out.push(format!("team {}: the file's total is {} {theirs}, {clubscore}", printed.pair, figure(vp)));
        }
    }
    out
}

/// The movement as played: each meeting of two pairs, with the boards they
/// played, in the round the file gives; where it gives none, in the round of
/// its set of boards (see below).
fn rounds(read: &Travellers, ew: impl Fn(u32) -> u32) -> Vec<Round> {
    // (round given, ns, ew, an individual's South and West) -> (table given, boards)
    let mut meetings: BTreeMap<(Option<u32>, u32, u32, Vec<u32>), (Option<u32>, Vec<u32>)> = BTreeMap::new();
    for b in &read.boards {
        for r in &b.results {
            let partners = r.partners.map(|(south, west)| vec![south, west]).unwrap_or_default();
            let m = meetings.entry((r.round, r.ns, ew(r.ew), partners)).or_insert((r.table, Vec::new()));
            m.1.push(b.number);
        }
    }
    let mut rounds: BTreeMap<u32, Vec<Sitting>> = BTreeMap::new();
    // Whether any of `players` is seated in `round` already (a team: its NS
    // pair or its EW pair, at the match's two tables).
    let busy = |rounds: &BTreeMap<u32, Vec<Sitting>>, round: u32, players: &[u32]| {
        rounds.get(&round).is_some_and(|s| {
            s.iter().any(|x| match read.teams {
                true => players.first() == Some(&x.home) || players.get(1) == x.away.as_ref(),
                false => [x.home, x.away.unwrap_or(0)].iter().chain(&x.partners).any(|p| players.contains(p)),
            })
        })
    };
    // Without rounds in the file, each set of boards is a round, in board
    // order, so every table of a round plays the same boards, as with a
    // club's duplicated boards; a meeting that cannot sit there takes the
    // first round in which neither pair is seated. A set is the boards that
    // meetings play together (a meeting that missed one still links the rest),
    // each board labelled by the lowest board of its set.
    for (_, boards) in meetings.values_mut() {
        crate::sorting::sort(boards);
        boards.dedup();
    }
    let last = meetings.values().flat_map(|(_, b)| b.iter().copied()).max().unwrap_or(0);
    let mut label: Vec<u32> = (0..=last).collect();
    for (_, boards) in meetings.values() {
        let linked: Vec<u32> = boards.iter().map(|&b| label[b as usize]).collect();
        let low = linked.iter().copied().min().unwrap_or(0);
        for l in label.iter_mut().filter(|l| linked.contains(l)) {
            *l = low;
        }
    }
    let mut sets: Vec<u32> = meetings.values().flat_map(|(_, b)| b.iter().map(|&x| label[x as usize])).collect();
    crate::sorting::sort(&mut sets);
    sets.dedup();
    let set_round = |boards: &[u32]| boards.first().and_then(|&b| sets.iter().position(|&s| s == label[b as usize])).map_or(1, |i| i as u32 + 1);
    for ((round, ns, ew, partners), (table, boards)) in meetings {
        let seated: Vec<u32> = [ns, ew].into_iter().chain(partners.iter().copied()).collect();
        let round = round.unwrap_or_else(|| {
            let by_boards = set_round(&boards);
            if busy(&rounds, by_boards, &seated) {
                (1..).find(|&r| !busy(&rounds, r, &seated)).unwrap_or(1)
            } else {
                by_boards
            }
        });
        let sittings = rounds.entry(round).or_default();
        let table =
            table.filter(|t| !sittings.iter().any(|s| s.table == *t)).unwrap_or_else(|| (1..).find(|t| !sittings.iter().any(|s| s.table == *t)).unwrap_or(1));
        sittings.push(Sitting { table, home: ns, away: Some(ew), boards, partners });
    }
    rounds
        .into_iter()
        .map(|(number, mut sittings)| {
            crate::sorting::sort_by_key(&mut sittings, |s| s.table);
            Round { number, sittings }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::session;

    fn source() -> Source<'static> {
        Source { id: "imp1".into(), file: "night.pbn", date: "2026-11-30", now: 1_000, device: "d1" }
    }

    const MITCHELL: &str = "[Event \"Tuesday\"]\n[Board \"1\"]\n[ScoreTable \"Table;Round;PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n1 1 1 1 4S N 10 420\n2 1 2 2 4S N 9 -50\n\n[Board \"2\"]\n[ScoreTable \"Table;Round;PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n1 2 1 2 - - - 110\n2 2 2 1 - - - \"A6040\"\n\n[TotalScoreTable \"PairId;Direction;Names\"]\n1 NS \"Ann - Bob\"\n2 NS \"Cy - Di\"\n1 EW \"Ed - Flo\"\n2 EW \"Gus - Hal\"\n";

    /// Where the file's own match points differ from Clubscore's, each line
    /// is said (a director's adjusted match points are not kept), and noted
    /// in the log; a file scored as Clubscore scores it has none.
    #[test]
    fn the_file_s_figures_that_differ_are_said_line_by_line() {
        let text =
            "[Event \"Night\"]\n[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;MP_NS;MP_EW\"]\n1 3 4S N 10 2 0\n2 4 4S N 9 1 1\n";
        let Ok(read) = crate::formats::pbn::read_session(text.as_bytes()) else { return assert!(false) };
        let said = differences(&read, Field::Auto, ScoringSpec::default());
        assert_eq!(
            said,
            ["board 1, NS 2 v EW 4: the file gives 1.00–1.00 match points, Clubscore works out 0.00–2.00 from the result (an adjustment of the match points alone is not kept: adjust the result instead)"]
        );
        let Ok(Imported { event, notes, .. }) = event_from(&read, Field::Auto, ScoringSpec::default(), source()) else { return assert!(false) };
        assert!(notes.last().is_some_and(|n| n.starts_with("Clubscore's figures differ from the file's in 1 place(s): board 1, NS 2 v EW 4")), "{notes:?}");
        assert!(event.log.iter().any(|e| matches!(&e.action, Action::Note { text } if text.starts_with("On import: Clubscore's figures differ"))));
        // Scored as the file was: nothing to say.
        assert_eq!(differences(&read, Field::Auto, ScoringSpec::default()).len(), 1);
        let fixed = text.replace("9 1 1", "9 0 2");
        let Ok(read) = crate::formats::pbn::read_session(fixed.as_bytes()) else { return assert!(false) };
        assert_eq!(differences(&read, Field::Auto, ScoringSpec::default()), Vec::<String>::new());
        // On the wrong scale every figure differs, and says so.
        let acbl = ScoringSpec { scale: crate::bridge::matchpoints::MpScale::Acbl, ..ScoringSpec::default() };
        assert_eq!(differences(&read, Field::Auto, acbl).len(), 2);
    }

    #[test]
    fn a_mitchell_file_becomes_an_event_that_scores_the_same() {
        let Ok(read) = crate::formats::pbn::read_session(MITCHELL.as_bytes()) else { return assert!(false) };
        let field = read.field(None).field;
        assert_eq!(field, Field::TwoWinners);
        let imported = event_from(&read, field, ScoringSpec::default(), source());
        let Ok(Imported { event, notes, movement, .. }) = imported else { return assert!(false, "{imported:?}") };
        // Both tables play board 1 in round 1 and board 2 in round 2: boards shared by every table.
        assert!(movement.ok(), "{:?}", movement.checks);
        assert_eq!(movement.balance, "each of the 2 boards is played 2 times");
        // The file's numbers are kept as written: nothing to say of them. It gives no date.
        assert_eq!(notes, vec!["the file gives no date: the event is dated 2026-11-30, the day it was imported".to_string()]);
        assert_eq!(event.date, "2026-11-30");
        // A file with its date: the event is dated the day it was played.
        let dated = MITCHELL.replace("[Event \"Tuesday\"]", "[Event \"Tuesday\"]\n[Date \"2022.02.06\"]");
        let Ok(read_dated) = crate::formats::pbn::read_session(dated.as_bytes()) else { return assert!(false) };
        let Ok(Imported { event: on_the_day, notes: none, .. }) = event_from(&read_dated, field, ScoringSpec::default(), source()) else {
            return assert!(false);
        };
        assert_eq!((on_the_day.date.as_str(), none), ("2022-02-06", Vec::<String>::new()));
        // EW 1 is the event's pair 3, but every person reads EW 1: the screens, the results page, every file.
        let written = crate::bridge::numbering::Numbering::of(&event);
        assert_eq!((written.label(3), written.label(2), written.number(4)), ("EW 1".to_string(), "NS 2".to_string(), 2));
        let print = crate::formats::print::Print { written, ..Default::default() };
        let travellers = session::travellers(&event);
        let scored = session::score_from(&event, &travellers);
        let csv = crate::formats::csv::travellers(&travellers, &scored, print);
        assert!(csv.contains("\n1,1,1,4S,N,10,420,") && csv.contains("\n1,2,2,4S,N,9,-50,"), "{csv}");
        let ranking = crate::formats::csv::standings(&scored, print, |_, _| None);
        assert!(ranking.lines().skip(1).all(|l| l.split(',').nth(1).is_some_and(|n| n == "1" || n == "2")), "{ranking}");
        let back = crate::formats::pbn::write_session(&travellers, &scored, print);
        assert!(back.contains("\n1 1 1 1 4S N 10 \"420\" -"), "{back}");
        let names: Vec<(u32, &str)> = event.participants.iter().map(|p| (p.number, p.name.as_str())).collect();
        assert_eq!(names, vec![(1, "Ann & Bob"), (2, "Cy & Di"), (3, "Ed & Flo"), (4, "Gus & Hal")]);
        // The movement as the file played it: round 1 NS 1 v EW 1 (3) at table 1, …
        let r1: Vec<(u32, u32, Option<u32>, Vec<u32>)> =
            event.schedule.rounds[0].sittings.iter().map(|s| (s.table, s.home, s.away, s.boards.clone())).collect();
        assert_eq!(r1, vec![(1, 1, Some(3), vec![1]), (2, 2, Some(4), vec![1])]);
        assert_eq!(event.schedule.rounds.len(), 2);
        // Scored by the app's own path, the standings equal the file's read directly.
        let boards: Vec<_> = read.boards.iter().map(|b| b.to_board()).collect();
        let direct = crate::bridge::pairs::score_session(&boards, crate::bridge::pairs::Options { field, ..Default::default() });
        let ours = session::score(&event);
        let pcts = |s: &crate::bridge::pairs::Session| s.standings.iter().map(|x| (x.direction, x.pct.to_bits())).collect::<Vec<_>>();
        assert_eq!(pcts(&ours), pcts(&direct));
        assert_eq!(ours.standings.len(), 4);
        // The bare score and the adjusted score are entries of the log.
        let entries: Vec<ResultEntry> = event
            .log
            .iter()
            .filter_map(|e| match &e.action {
                Action::Game(Command::Result { entry, .. }) => Some(entry.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(entries[2], ResultEntry::Score { ns: 110 });
        assert_eq!(entries[3], ResultEntry::Adjusted { ns_pct: 60.0, ew_pct: 40.0 });
        assert!(matches!(&event.log[0].action, Action::Note { text } if text == "Imported from night.pbn: 4 pairs, 2 boards, 4 results"));
    }

    #[test]
    fn a_file_without_rounds_is_seated_round_by_round() {
        let text = "[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N 10\n3 4 4S N 9\n\n[Board \"2\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 3 4S N 10\n2 4 4S N 9\n";
        let Ok(read) = crate::formats::pbn::read_session(text.as_bytes()) else { return assert!(false) };
        let Ok(imported) = event_from(&read, Field::OneWinner, ScoringSpec::default(), source()) else { return assert!(false) };
        let seated: Vec<Vec<(u32, u32)>> =
            imported.event.schedule.rounds.iter().map(|r| r.sittings.iter().map(|s| (s.home, s.away.unwrap_or(0))).collect()).collect();
        assert_eq!(seated, vec![vec![(1, 2), (3, 4)], vec![(1, 3), (2, 4)]]);
        assert_eq!(imported.event.name, "Imported session");
        assert!(session::check_entry(&imported.event, 2, 1, 3, &ResultEntry::Score { ns: 620 }).is_ok(), "results can be corrected as in any event");
    }

    /// An individual's file becomes an individual: each player his own
    /// number and name, seated as he played (North and East the sides,
    /// South and West their partners), ranked as the file ranks him; every
    /// file the event offers reads back to the same players and figures.
    #[test]
    fn an_individual_s_file_becomes_an_individual() {
        let Ok(read) = crate::formats::session_file::read(crate::fixtures::INDIVIDUAL_PBN.as_bytes()) else { return assert!(false) };
        let made = event_from(&read, read.field(None).field, ScoringSpec::default(), source());
        let Ok(Imported { event, notes, movement, .. }) = made else { return assert!(false, "{made:?}") };
        assert_eq!((event.format, event.date.as_str(), notes), (Format::BridgeIndividual, "2026-12-18", Vec::<String>::new()));
        assert!(matches!(&event.log[0].action, Action::Note { text } if text == "Imported from night.pbn: 8 players, 2 boards, 4 results"));
        assert_eq!(event.participants.iter().map(|p| p.name.as_str()).collect::<Vec<_>>()[..3], ["Ann Ames", "Bob Bell", "Cy Dale"]);
        let r2: Vec<(u32, u32, Option<u32>, Vec<u32>)> =
            event.schedule.rounds[1].sittings.iter().map(|s| (s.table, s.home, s.away, s.partners.clone())).collect();
        assert_eq!(r2, vec![(1, 1, Some(6), vec![8, 3]), (2, 5, Some(2), vec![4, 7])]);
        assert!(movement.checks.iter().all(|c| c.ok), "{:?}", movement.checks);
        let ranked = |e: &Event| session::score(e).standings.iter().map(|s| (s.pair, s.rank.clone(), s.pct)).collect::<Vec<_>>();
        let want: Vec<(u32, String, f64)> =
            [(3, "1=", 100.0), (6, "1=", 100.0), (1, "3=", 50.0), (4, "3=", 50.0), (5, "3=", 50.0), (8, "3=", 50.0), (2, "7=", 0.0), (7, "7=", 0.0)]
                .map(|(p, r, pct)| (p, r.to_string(), pct))
                .to_vec();
        assert_eq!(ranked(&event), want);
        // A result corrected as in any individual: board 2 at table 2 now makes 9 tricks, a tie.
        assert!(session::check_entry(
            &event,
            2,
            5,
            2,
            &ResultEntry::Played { contract: "3NT".into(), declarer: Some(crate::bridge::board::Seat::S), tricks: 9, lead: None }
        )
        .is_ok());
        // Every file it offers; PBN and USEBIO read back as the same individual with the same figures.
        for index in [3, 4] {
            let Some(file) = crate::formats::files::bridge(&event, index, &[]) else { return assert!(false) };
            let back = crate::formats::session_file::read(file.text.as_bytes()).unwrap_or_else(|e| panic!("{}: {e}", file.name));
            let lines = |t: &Travellers| {
                t.boards.iter().flat_map(|b| b.results.iter().map(move |r| (b.number, r.ns, r.ew, r.partners, r.outcome.clone()))).collect::<Vec<_>>()
            };
            assert_eq!(lines(&back), lines(&read), "{}", file.name);
            assert_eq!(differences(&back, back.field(None).field, ScoringSpec::default()), Vec::<String>::new(), "{}", file.name);
            let Ok(again) = event_from(&back, back.field(None).field, ScoringSpec::default(), source()) else { return assert!(false) };
            assert_eq!(ranked(&again.event), want, "{}", file.name);
            if index == 4 {
                assert_eq!(back.players_of(8, None), Some(&[Member::named("Hal Irwin")][..]));
            }
        }
    }

    /// A teams file becomes a teams event: its teams named and their rosters
    /// their members, each match seated as played (the home team NS in the
    /// open room, EW in the closed), scored on the VP scale its figures show,
    /// ranked as the file ranks it; every file it offers reads back the same.
    #[test]
    fn a_teams_file_becomes_a_teams_event() {
        use crate::bridge::setup::TeamsScoring;
        let standings = |e: &Event| {
            super::super::teams_results::team_standings(e).iter().map(|s| (s.team, s.vp, s.imps_for - s.imps_against, s.rank.clone())).collect::<Vec<_>>()
        };
        let want: Vec<(u32, u32, i32, String)> =
            [(1, 3377, 22, "1"), (3, 2000, 0, "2"), (4, 1647, -7, "3"), (2, 976, -15, "4")].map(|(t, v, i, r)| (t, v, i, r.to_string())).to_vec();
        let import = |text: &str| {
            let read = crate::formats::session_file::read(text.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
            event_from(&read, read.field(None).field, ScoringSpec::default(), source()).unwrap_or_else(|e| panic!("{e}"))
        };
        let Imported { event, notes, movement, .. } = import(crate::fixtures::FOUR_TEAMS_PBN);
        assert_eq!((event.format, event.setup.and_then(|b| b.teams)), (Format::BridgeMultipleTeams, Some(TeamsScoring::WbfVp)));
        assert_eq!(notes, Vec::<String>::new(), "the file's figures are Clubscore's");
        assert!(movement.checks.iter().all(|c| c.ok), "{:?}", movement.checks);
        assert_eq!(event.participant_name(3), "Kings");
        assert_eq!(event.member_names(4), ["Ida Jones", "Jo King", "Kit Lane", "Lou Marsh"]);
        let r1: Vec<(u32, u32, Option<u32>)> = event.schedule.rounds[0].sittings.iter().map(|s| (s.table, s.home, s.away)).collect();
        assert_eq!(r1, vec![(1, 1, Some(2)), (2, 2, Some(1)), (3, 3, Some(4)), (4, 4, Some(3))]);
        assert_eq!(standings(&event), want);
        // Every file it offers; PBN and USEBIO read back to the same teams, matches and standings.
        for index in [3, 4] {
            let Some(file) = crate::formats::files::bridge(&event, index, &[]) else { return assert!(false) };
            let again = import(&file.text);
            assert_eq!((standings(&again.event), again.notes), (want.clone(), Vec::new()), "{}", file.name);
            assert_eq!(again.event.member_names(1), event.member_names(1), "{}", file.name);
        }
        // Whole VPs printed: the file was scored on the WBF's discrete scale, and is read so.
        let whole = crate::fixtures::FOUR_TEAMS_PBN.replace("16.46 3.54", "16 4").replace("17.31 2.69", "17 3").replace("6.22 13.78", "6 14");
        let whole = whole.replace("22 33.77", "22 33").replace("0 20.00", "0 20").replace("-7 16.47", "-7 17").replace("-15 9.76", "-15 10");
        let discrete = import(&whole);
        assert_eq!((discrete.event.setup.and_then(|b| b.teams), discrete.notes), (Some(TeamsScoring::WbfDiscreteVp), Vec::new()));
        // A figure no scale gives is said, match and team named.
        let wrong = crate::fixtures::FOUR_TEAMS_PBN.replace("0 5 6.22 13.78", "0 6 6.22 13.78");
        let said = import(&wrong).notes;
        assert_eq!(
            said,
            ["Clubscore's figures differ from the file's in 1 place(s): match 2 v 4: the file gives 0–6 IMPs, Clubscore works out 0–5 from the boards"]
        );
        // Without a Room column, each match's first row on a board is the open room: the same event, and said.
        let roomless = crate::fixtures::FOUR_TEAMS_PBN.replace("Room\\6L;", "").replace(" Open ", " ").replace(" Closed ", " ");
        let by_order = import(&roomless);
        assert_eq!(standings(&by_order.event), want);
        assert!(by_order.notes.iter().any(|n| n.starts_with("the ScoreTables name no Room")), "{:?}", by_order.notes);
        // Two teams: a teams-of-four match.
        let one_match: String = crate::fixtures::FOUR_TEAMS_PBN
            .lines()
            .filter(|l| !l.starts_with("1 3 ") && !l.starts_with("1 4 ") && !l.starts_with('2'))
            .map(|l| format!("{l}\n"))
            .collect();
        let pair_of_teams = import(&one_match);
        assert_eq!(pair_of_teams.event.format, Format::BridgeTeamsOfFour);
        assert_eq!(standings(&pair_of_teams.event).first().map(|s| s.0), Some(1));
    }

    /// A pairs session scored in IMPs becomes an event scored so (the same
    /// three tables as the command line's test, by hand: Ruter's cross-IMPs
    /// totalled give NS 1 +15, NS 5 −2, NS 3 −13; EW 4 +13): ranked on its
    /// IMPs, its printed totals compared, and every file it offers says its
    /// method and reads back to the same totals.
    #[test]
    fn a_session_in_imps_becomes_an_event_scored_in_imps() {
        use crate::bridge::impairs::ImpMethod;
        let pbn = |scoring: &str, totals: &str| {
            format!("[Event \"Cross-IMPs night\"]\n[Date \"2026.11.24\"]\n[Scoring \"{scoring}\"]\n[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N 10\n3 4 4S N 9\n5 6 3NT S 9\n\n[Board \"2\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 2H S 8\n3 4 2H S 9\n5 6 1NT N 6\n\n[TotalScoreTable \"PairId;Direction;TotalScoreIMP\"]\n{totals}")
        };
        let import = |text: &str| {
            let read = crate::formats::session_file::read(text.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
            event_from(&read, read.field(None).field, ScoringSpec::default(), source()).unwrap_or_else(|e| panic!("{e}"))
        };
        let made = import(&pbn("IMP;Cross", "1 NS 15\n3 NS -13\n4 EW 13\n"));
        assert_eq!((made.event.setup.and_then(|b| b.scoring.imps), made.notes.clone()), (Some(ImpMethod::CrossImpsTotal), Vec::new()));
        let ranked = |e: &Event| session::score(e).standings.iter().map(|s| (s.direction, s.pair, s.mp, s.rank.clone())).collect::<Vec<_>>();
        let ours = ranked(&made.event);
        use crate::bridge::pairs::Direction::{EW, NS};
        assert_eq!(ours.iter().filter(|s| s.0 == NS).map(|s| (s.1, s.2)).collect::<Vec<_>>(), vec![(1, 15.0), (5, -2.0), (3, -13.0)]);
        assert!(ours.contains(&(EW, 4, 13.0, "1".to_string())), "{ours:?}");
        assert!(crate::bridge::ranking_text::ranking_text(&made.event).contains("     15 IMPs"), "the ranking sent by email is in IMPs");
        // A total printed otherwise is said.
        let wrong = import(&pbn("IMP;Cross", "3 NS -12\n"));
        assert_eq!(wrong.differences, ["NS 3: the file's total is -12 IMPs, Clubscore's -13.00"]);
        // Its files say how it is scored, and read back to the same method and totals.
        for (scoring, method) in [("IMP;Cross", ImpMethod::CrossImpsTotal), ("IMP;Butler-2", ImpMethod::Butler(Some(1))), ("Butler", ImpMethod::Butler(None))] {
            let e = import(&pbn(scoring, "")).event;
            let ranking = crate::formats::files::bridge(&e, 1, &[]).map(|f| f.text).unwrap_or_default();
            assert!(ranking.starts_with("rank,pair,direction,names,boards,imps,max,pct,factored\n"), "{ranking}");
            for index in [3, 4] {
                let Some(file) = crate::formats::files::bridge(&e, index, &[]) else { return assert!(false) };
                let again = import(&file.text);
                assert_eq!(again.event.setup.and_then(|b| b.scoring.imps), Some(method), "{scoring}: {}", file.name);
                assert_eq!((ranked(&again.event), again.differences), (ranked(&e), Vec::new()), "{scoring}: {}", file.name);
            }
        }
    }
}
