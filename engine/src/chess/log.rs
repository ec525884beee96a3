//! Chess on the event's log: every arbiter's command is an entry of the
//! event's append-only log, and the tournament the screens show is rebuilt
//! from the entries that count by the tournament's own commands. A paired
//! round records its pairing and drawn colour, so replaying never re-pairs;
//! a corrected result supersedes the one before, which stays in the log.

pub use super::command::{apply, Command, Renumbering};
use super::refusal::Refusal;
use super::tournament::{Settings, System, Tournament};
pub use super::words::{describe, Names};
use crate::event::{Action, EntryId, Event, Format, LogEntry, Role};
use serde_json::Value;

/// The tournament as the log makes it, and the entries it could not apply
/// (after a merge or an undo left them without their ground), each with why.
#[derive(Clone, Debug, PartialEq)]
pub struct Rebuilt {
    pub tournament: Tournament,
    pub refused: Vec<(EntryId, Refusal)>,
}

/// The tournament after one more entry, worked out in place from the one
/// before (`made`, made from the log's first `applied` entries): when the
/// entry only adds a command, or corrects a board, a line-up, a decision or
/// an adjournment (which a replay would also just overwrite). False, and
/// `made` as it was, when the log must be replayed: an undo, a merge,
/// several entries at once. In place: a 400-team tournament is not copied
/// for each result.
pub fn advance(made: &mut Rebuilt, event: &Event, applied: usize) -> bool {
    let Some(last) = event.log.last().filter(|_| event.log.len() == applied + 1) else { return false };
    let Action::Chess(v) = &last.action else { return false };
    let Some(command) = read(v) else { return false };
    // A correction of a board, a line-up, an absence...: the replay would overwrite it too.
    if last.supersedes.is_some() && !super::target::of(v).is_some_and(|t| Chess::corrects(&t)) {
        return false;
    }
    if let Err(why) = apply(&mut made.tournament, &command) {
        made.refused.push((last.id.clone(), why));
    }
    true
}

/// Whether `entry` is a board's result (the most frequent entry): it changes
/// how a game went, never the teams, the line-ups, the rounds or the boards
/// for no team, so the screens that show only those need not be made again.
pub fn is_board_result(entry: &LogEntry) -> bool {
    matches!(&entry.action, Action::Chess(v) if matches!(read(v), Some(Command::Board { .. })))
}

/// The tournament before any entry: the event's name and date, the system by its format.
pub fn empty(event: &Event) -> Tournament {
    let system = match event.format {
        Format::ChessTeamRoundRobin => System::RoundRobin { double: false },
        _ => System::Swiss,
    };
    Tournament { name: event.name.clone(), start: event.date.clone(), settings: Settings { system, ..Settings::default() }, ..Tournament::default() }
}

/// Rebuilds the tournament from the entries of the log that count.
pub fn rebuild(event: &Event) -> Rebuilt {
    let mut tournament = empty(event);
    let mut refused = Vec::new();
    for e in event.effective_log() {
        if let Action::Chess(value) = &e.action {
            let applied = read(value).ok_or(Refusal::UnknownCommand).and_then(|command| apply(&mut tournament, &command));
            if let Err(why) = applied {
                refused.push((e.id.clone(), why));
            }
        }
    }
    // The event's name and date win over an imported report's.
    tournament.name = event.name.clone();
    tournament.start = event.date.clone();
    Rebuilt { tournament, refused }
}

use super::flat::KIND;
use super::target::Chess;
use crate::event::Game;

/// Repairs, when the event is opened, the links an earlier version made
/// from a command to one of another target (it took a player's absence, or
/// a board added by hand, as correcting another team's or another board's,
/// so the first was lost on reload): each is dropped, and a note made by
/// `device` says what counts again. None when there was nothing to repair.
pub fn repair(event: &mut Event, device: &str, at: i64) -> Option<String> {
    let dropped = event.repair_links::<Chess>();
    if dropped.is_empty() {
        return None;
    }
    let names = Names::new(event, None);
    let said = |id: &EntryId| {
        let n = event.log.iter().position(|e| &e.id == id).map(|i| i + 1).unwrap_or_default();
        let what = event.log.get(n.wrapping_sub(1)).and_then(|e| describe_entry(e, &names)).unwrap_or_default();
        format!("entry {n} ({what})")
    };
    let lines: Vec<String> = dropped.iter().map(|(new, old)| format!("{} counts again, wrongly set aside by {}", said(old), said(new))).collect();
    drop(names);
    let text = format!("Repaired on opening: {}", lines.join("; "));
    let note = event.new_entry(device, at, Role::Scorer, Action::Note { text: text.clone() });
    event.log.push(note);
    Some(text)
}

/// A command as the log keeps it (none: not one this version knows).
pub fn read(value: &Value) -> Option<Command> {
    super::flat::read(value.as_object()?)
}

/// A log entry in an arbiter's words: a chess command said as the audit
/// trail says it (other entries are the shared trail's).
pub fn describe_entry(entry: &LogEntry, names: &Names) -> Option<String> {
    match &entry.action {
        Action::Chess(value) => Some(read(value).map(|c| describe(&c, names)).unwrap_or_else(|| "A command made by a newer version of Clubscore".into())),
        _ => None,
    }
}

/// The audit trail of a chess event, newest first, in the arbiter's words
/// (`now`: the tournament as it is, for its names and team numbers).
pub fn trail(event: &Event, now: Option<&Tournament>) -> Vec<crate::audit::Line> {
    let names = Names::new(event, now);
    crate::audit::trail::<Chess>(event, &|_, entry| describe_entry(entry, &names).unwrap_or_else(|| "An entry of another game".into()))
}

pub use crate::audit::{back_to, restore_point, RESTORE_POINT};

/// The last renumbering in force: when, and how (none: the teams keep the
/// order they were added in).
pub fn last_renumbering(event: &Event) -> Option<(i64, Renumbering)> {
    event.effective_rev().find_map(|e| match &e.action {
        Action::Chess(v) if v.get(KIND).and_then(Value::as_str) == Some("renumber") => read(v).and_then(|c| match c {
            Command::Renumber { how, .. } => Some((e.at, how)),
            _ => None,
        }),
        _ => None,
    })
}

/// The log entry for a command, checked first against the tournament as
/// the log makes it now: refused, nothing is made. A correction supersedes
/// the entry it corrects (the old one stays in the log for the audit trail).
pub fn entry(event: &Event, tournament: &Tournament, device: &str, at: i64, command: Command, why: Option<String>) -> Result<LogEntry, Refusal> {
    checked(event, tournament, device, at, command, why).map(|(entry, _)| entry)
}

/// The same, with the tournament as the command leaves it (worked out once,
/// for the screens that show what follows).
pub fn checked(
    event: &Event,
    tournament: &Tournament,
    device: &str,
    at: i64,
    command: Command,
    why: Option<String>,
) -> Result<(LogEntry, Tournament), Refusal> {
    let mut after = tournament.clone();
    apply(&mut after, &command)?;
    // It corrects what counts now for its target (`target::of`, on the
    // log's own form: a 400-team event's log of 15,000 is not read whole).
    let entry = LogEntry { why, ..event.correcting_entry::<Chess>(device, at, Role::Scorer, as_action(&command)) };
    Ok((entry, after))
}

/// The event's participants as the list of events shows them: its teams, by number.
pub fn participants(t: &Tournament) -> Vec<crate::event::Participant> {
    t.teams.iter().map(|x| crate::event::Participant { number: x.number, name: x.name.clone(), members: Vec::new(), handicap: None }).collect()
}

/// [`participants`], when they are not already `now` (a result leaves the
/// teams as they were: nothing is made, nothing is written again).
pub fn participants_changed(now: &[crate::event::Participant], t: &Tournament) -> Option<Vec<crate::event::Participant>> {
    let same = now.len() == t.teams.len()
        && now.iter().zip(&t.teams).all(|(p, x)| p.number == x.number && p.name == x.name && p.members.is_empty() && p.handicap.is_none());
    (!same).then(|| participants(t))
}

/// The command an undo would take back: the last chess entry that counts
/// (taking it back cannot leave a later command without its ground), with
/// what it did in words.
pub fn last_command<'a>(event: &'a Event, now: Option<&Tournament>) -> Option<(&'a LogEntry, String)> {
    let names = Names::new(event, now);
    event.effective_rev().find(|e| matches!(e.action, Action::Chess(_))).map(|e| (e, describe_entry(e, &names).unwrap_or_default()))
}

/// The entry that undoes the last command (it stays in the log, set aside;
/// undoing a correction brings back what it corrected).
pub fn undo(event: &Event, now: Option<&Tournament>, device: &str, at: i64) -> Option<(LogEntry, String)> {
    let (last, said) = last_command(event, now)?;
    let entry = LogEntry {
        id: EntryId { device: device.to_string(), seq: event.next_seq(device) },
        at,
        role: Role::Scorer,
        action: Action::Withdraw,
        supersedes: Some(last.id.clone()),
        why: Some("undo".into()),
    };
    Some((entry, said))
}

/// Undo as the arbiter's page gives it: the entries to save and what they
/// undo in words. A command that took in or made much at once (a whole
/// report, a round robin's every round) is asked about first, and a
/// restore point is saved before its undo, so that going back to the
/// point brings it all back.
#[derive(Clone, Debug, PartialEq)]
pub struct TakeBack {
    pub entries: Vec<LogEntry>,
    pub said: String,
    /// Ask first: the undo takes away more than one command's worth of work.
    pub ask: bool,
}

pub fn take_back(event: &Event, now: Option<&Tournament>, device: &str, at: i64) -> Option<TakeBack> {
    let (entry, said) = undo(event, now, device, at)?;
    let last = entry.supersedes.as_ref().and_then(|id| event.log.iter().find(|e| &e.id == id));
    let much = last.is_some_and(|e| matches!(&e.action, Action::Chess(v) if matches!(read(v), Some(Command::Start { .. } | Command::PairAll))));
    if !much {
        return Some(TakeBack { entries: vec![entry], said, ask: false });
    }
    let point = restore_point(event, device, at, &format!("undoing “{said}”"));
    let entry = LogEntry { id: EntryId { device: device.to_string(), seq: point.id.seq + 1 }, ..entry };
    Some(TakeBack { entries: vec![point, entry], said, ask: true })
}

/// The log's action for a command.
pub fn as_action(command: &Command) -> Action {
    Action::Chess(Value::Object(super::flat::write(command)))
}

/// A new event holding a tournament read from a report: its first entry
/// takes the whole tournament in, and the notes of what was assumed follow.
/// The event's date is the report's start date, else `today`.
pub fn event_from_report(
    tournament: Tournament,
    notes: &[String],
    file: &str,
    id: String,
    device: &str,
    now: i64,
    today: &str,
) -> Result<Event, crate::event::EventError> {
    let format = match tournament.settings.system {
        System::Swiss => Format::ChessTeamSwiss,
        System::RoundRobin { .. } => Format::ChessTeamRoundRobin,
    };
    let name = if tournament.name.trim().is_empty() { file.to_string() } else { tournament.name.clone() };
    let date = Some(tournament.start.replace('/', "-")).filter(|d| crate::event::check_date(d).is_ok()).unwrap_or_else(|| today.to_string());
    let mut event = Event::new(id, &name, format, &date, now)?;
    // The list of events shows the report's teams from the start.
    event.participants = participants(&tournament);
    let said = format!("Imported from {file}: {} teams, {} players, {} rounds", tournament.teams.len(), tournament.players.len(), tournament.rounds.len());
    let mut actions = vec![Action::Note { text: said }, as_action(&Command::Start { tournament: Box::new(tournament) })];
    actions.extend(notes.iter().map(|n| Action::Note { text: format!("On import: {n}") }));
    event.log = actions
        .into_iter()
        .enumerate()
        .map(|(i, action)| LogEntry {
            id: EntryId { device: device.to_string(), seq: i as u64 + 1 },
            at: now,
            role: Role::Scorer,
            action,
            supersedes: None,
            why: None,
        })
        .collect();
    Ok(event)
}

/// Pairs the next Swiss round by C.04.6 and returns the command that
/// records it (with the colour drawn for round 1 from `seed`) and the
/// pairing's account, for "Why this pairing?".
pub fn pair_next(t: &Tournament, absent: &[u32], seed: u64) -> Result<(Command, super::pairing::Pairing), Refusal> {
    let mut paired = t.clone();
    let pairing = super::swiss::pair_next(&mut paired, absent, seed)?;
    let round = paired.rounds.len() as u32;
    let last = paired.rounds.last().cloned().unwrap_or_default();
    let command = Command::Pair {
        round,
        pairs: last.matches.iter().map(|m| (m.first, m.second)).collect(),
        bye: last.bye,
        absent: last.absent.clone(),
        colour: if round == 1 { paired.settings.initial_colour } else { None },
        half: Vec::new(),
        full: Vec::new(),
    };
    Ok((command, pairing))
}

/// The commands that make a tournament's rounds, as an arbiter's log would
/// hold them: each round paired, its line-ups where they differ from the
/// rosters, every board's result, the decisions and adjournments; then the
/// withdrawals. Preceded by a `Start` of the tournament without its rounds.
/// (A report imported keeps its rounds in its `Start`; this is for logs
/// made to measure, such as the benchmark's.)
pub fn commands_of(t: &Tournament) -> Vec<Command> {
    let mut start = t.clone();
    start.rounds.clear();
    start.settings.initial_colour = None;
    for team in &mut start.teams {
        team.withdrawn = None;
    }
    let mut out = vec![Command::Start { tournament: Box::new(start) }];
    if matches!(t.settings.system, System::RoundRobin { .. }) && !t.rounds.is_empty() {
        out.push(Command::PairAll);
    }
    for (i, round) in t.rounds.iter().enumerate() {
        let n = i as u32 + 1;
        if t.settings.system == System::Swiss {
            let colour = if n == 1 { t.settings.initial_colour } else { None };
            let pairs = round.matches.iter().map(|m| (m.first, m.second)).collect();
            out.push(Command::Pair {
                round: n,
                pairs,
                bye: round.bye,
                absent: round.absent.clone(),
                colour,
                half: round.half_point.clone(),
                full: round.full_point.clone(),
            });
        }
        for (m, game) in round.matches.iter().enumerate() {
            for (side, team) in [game.first, game.second].into_iter().enumerate() {
                let roster = t.team(team).map(|x| x.roster.clone()).unwrap_or_default();
                let default: Vec<Option<u32>> = (0..t.settings.boards as usize).map(|b| roster.get(b).copied()).collect();
                if game.line_ups[side] != default {
                    out.push(Command::LineUp { round: n, m, team, players: game.line_ups[side].clone() });
                }
            }
            for (b, v) in game.results.iter().enumerate() {
                if v.is_some() {
                    out.push(Command::Board { r: n, m, b: b as u32 + 1, v: *v });
                }
            }
            if game.decision.is_some() {
                out.push(Command::Decide { round: n, m, decision: game.decision });
            }
            if game.adjourned {
                out.push(Command::Adjourn { round: n, m, adjourned: true });
            }
        }
    }
    for team in t.teams.iter().filter(|x| x.withdrawn.is_some()) {
        out.push(Command::Withdraw { team: team.id, from_round: team.withdrawn });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::tournament::{BoardResult, Player};
    use crate::event::Event;

    fn event(format: Format) -> Event {
        Event::new("c1".into(), "Club league", format, "2026-11-30", 1).unwrap_or_else(|e| panic!("{e}"))
    }

    /// Makes each command an entry, as the screens will: refused ones are not kept.
    /// Gives the commands one by one; after each, the tournament worked out
    /// from the one before (`advanced`) must be the one the log replays.
    fn run(e: &mut Event, commands: Vec<Command>) -> Vec<Refusal> {
        let mut refused = Vec::new();
        for (i, c) in commands.into_iter().enumerate() {
            let before = rebuild(e);
            match entry(e, &before.tournament, "d1", 1_000 + i as i64, c, None) {
                Ok(x) => {
                    let applied = e.log.len();
                    e.log.push(x);
                    let mut next = before.clone();
                    assert!(advance(&mut next, e, applied), "one command more is worked out from the one before");
                    assert_eq!(next, rebuild(e));
                    let mut again = before.clone();
                    assert!(!advance(&mut again, e, applied + 1));
                    assert_eq!(again, before);
                }
                Err(why) => refused.push(why),
            }
        }
        refused
    }

    /// The participants are made again only when a team's number or name changed.
    #[test]
    fn participants_made_only_when_they_change() {
        let mut e = event(Format::ChessTeamSwiss);
        run(&mut e, teams_and_players(3));
        let mut t = rebuild(&e).tournament;
        let now = participants(&t);
        assert_eq!(now.len(), 3);
        assert_eq!(participants_changed(&now, &t), None);
        t.teams[1].name = "Renamed".into();
        assert_eq!(participants_changed(&now, &t).map(|p| p[1].name.clone()), Some("Renamed".to_string()));
        t.teams.pop();
        assert_eq!(participants_changed(&now, &t).map(|p| p.len()), Some(2));
        assert_eq!(participants_changed(&[], &Tournament::default()), None);
    }

    /// A board's result is told apart from every other command, as stored.
    #[test]
    fn a_board_result_told_apart() {
        let mut e = event(Format::ChessTeamSwiss);
        run(&mut e, teams_and_players(2));
        assert!(!e.log.iter().any(is_board_result));
        let t = rebuild(&e).tournament;
        let Ok((pair, after)) = checked(
            &e,
            &t,
            "d1",
            5,
            Command::Pair { round: 1, pairs: vec![(1, 2)], bye: None, absent: vec![], colour: None, half: vec![], full: vec![] },
            None,
        ) else {
            panic!("paired")
        };
        assert!(!is_board_result(&pair));
        e.log.push(pair);
        let Ok((board, _)) = checked(&e, &after, "d1", 6, Command::Board { r: 1, m: 0, b: 1, v: Some(BoardResult::Draw) }, None) else { panic!("a result") };
        assert!(is_board_result(&board));
        let Ok((cleared, _)) = checked(&e, &after, "d1", 7, Command::Board { r: 1, m: 0, b: 1, v: None }, None) else { panic!("cleared") };
        assert!(is_board_result(&cleared));
    }

    fn teams_and_players(n: u32) -> Vec<Command> {
        let mut out = Vec::new();
        for team in 1..=n {
            out.push(Command::AddTeam { id: team, name: format!("Team {team}") });
            for b in 1..=4 {
                let id = 10 * team + b;
                out.push(Command::AddPlayer { team, player: Player { id, name: format!("Player {id}"), rating: Some(2400 - 10 * id), ..Player::default() } });
            }
        }
        out
    }

    #[test]
    fn a_swiss_on_the_log_rebuilds_as_run_by_hand() {
        let mut e = event(Format::ChessTeamSwiss);
        assert!(run(&mut e, teams_and_players(5)).is_empty());
        let t = rebuild(&e).tournament;
        let Ok((pair1, _)) = pair_next(&t, &[], 7) else { return assert!(false) };
        assert!(run(&mut e, vec![Command::Renumber { order: vec![1, 2, 3, 4, 5], how: Renumbering::Rating }, pair1]).is_empty());
        let t = rebuild(&e).tournament;
        assert_eq!(t.rounds.len(), 1);
        assert!(t.settings.initial_colour.is_some(), "the colour drawn is recorded with the pairing");
        // Results, one a correction: it supersedes, and the old one stays in the log.
        let results = (0..2).flat_map(|m| (1..=4).map(move |b| Command::Board { r: 1, m, b, v: Some(BoardResult::Win) })).collect();
        assert!(run(&mut e, results).is_empty());
        let before = e.log.len();
        assert!(run(&mut e, vec![Command::Board { r: 1, m: 0, b: 2, v: Some(BoardResult::Draw) }]).is_empty());
        let last = e.log.last().cloned();
        assert!(last.as_ref().is_some_and(|x| x.supersedes.is_some()));
        assert_eq!(e.log.len(), before + 1);
        let t = rebuild(&e).tournament;
        assert_eq!(t.rounds[0].matches[0].results[1], Some(BoardResult::Draw));
        // Replaying never re-pairs: round 2 paired from the log's round 1 equals pairing the tournament run by hand.
        let mut by_hand = rebuild(&e).tournament;
        let paired_by_hand = crate::chess::swiss::pair_next(&mut by_hand, &[], 99).map(|p| p.matches);
        let Ok((pair2, account)) = pair_next(&t, &[], 99) else { return assert!(false) };
        assert_eq!(Ok(account.matches), paired_by_hand);
        assert!(run(&mut e, vec![pair2]).is_empty());
        assert_eq!(rebuild(&e).tournament.rounds, by_hand.rounds);
        assert!(rebuild(&e).refused.is_empty());
    }

    #[test]
    fn refused_commands_make_no_entry_and_say_why() {
        let mut e = event(Format::ChessTeamSwiss);
        run(&mut e, teams_and_players(2));
        let entries = e.log.len();
        let refused = run(
            &mut e,
            vec![Command::AddTeam { id: 3, name: "team 1".into() }, Command::Board { r: 1, m: 0, b: 1, v: Some(BoardResult::Win) }, Command::TakeBack],
        );
        assert_eq!(refused, vec![Refusal::TeamExists("team 1".into()), Refusal::NoMatch { round: 1, number: 1 }, Refusal::NothingPaired]);
        assert_eq!(e.log.len(), entries);
    }

    #[test]
    fn an_undo_withdraws_the_last_entry_and_the_result_before_comes_back() {
        let mut e = event(Format::ChessTeamRoundRobin);
        run(&mut e, teams_and_players(4));
        assert!(run(
            &mut e,
            vec![
                Command::PairAll,
                Command::Board { r: 1, m: 0, b: 1, v: Some(BoardResult::Win) },
                Command::Board { r: 1, m: 0, b: 1, v: Some(BoardResult::Loss) }
            ]
        )
        .is_empty());
        assert_eq!(rebuild(&e).tournament.rounds[0].matches[0].results[0], Some(BoardResult::Loss));
        let last = e.log.last().map(|x| x.id.clone());
        e.log.push(LogEntry {
            id: EntryId { device: "d1".into(), seq: e.next_seq("d1") },
            at: 9_999,
            role: Role::Scorer,
            action: Action::Withdraw,
            supersedes: last,
            why: Some("undo".into()),
        });
        assert_eq!(rebuild(&e).tournament.rounds[0].matches[0].results[0], Some(BoardResult::Win));
        assert_eq!(rebuild(&e).tournament.rounds.len(), 3, "four teams, three rounds");
    }

    /// The sample reports' tournaments, made into logs and rebuilt, are the tournaments.
    #[test]
    fn a_tournament_made_into_commands_rebuilds_as_it_was() {
        let Some(dir) = crate::shared_data::shared("chess/fixtures") else { return };
        for name in ["friendship_cup_2024.trf", "fideteam_nocolor.trf", "grandmommyscup.trf"] {
            let text = std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
            let Ok(trf) = crate::chess::trf::read(&text) else { return assert!(false, "{name}") };
            let t = crate::chess::transfer::from_trf(&trf);
            let mut e = event(Format::ChessTeamSwiss);
            for (i, c) in commands_of(&t).into_iter().enumerate() {
                e.log.push(LogEntry {
                    id: EntryId { device: "d1".into(), seq: i as u64 + 1 },
                    at: 1,
                    role: Role::Scorer,
                    action: as_action(&c),
                    supersedes: None,
                    why: None,
                });
            }
            let rebuilt = rebuild(&e);
            assert_eq!(rebuilt.refused, vec![], "{name}");
            let mut want = t.clone();
            (want.name, want.start) = (e.name.clone(), e.date.clone());
            let got = &rebuilt.tournament;
            assert_eq!((&got.settings, &got.teams, &got.players), (&want.settings, &want.teams, &want.players), "{name}");
            for (i, (a, b)) in got.rounds.iter().zip(&want.rounds).enumerate() {
                for (j, (x, y)) in a.matches.iter().zip(&b.matches).enumerate() {
                    assert_eq!(x, y, "{name}: round {}, match {}", i + 1, j + 1);
                }
                assert_eq!(a, b, "{name}: round {}", i + 1);
            }
            assert_eq!(rebuilt.tournament, want, "{name}");
            // And it keeps through the stored event's JSON.
            let json = serde_json::to_string(&e).unwrap_or_default();
            let back: Option<Event> = serde_json::from_str(&json).ok();
            assert_eq!(back.map(|b| rebuild(&b).tournament), Some(want), "{name}");
        }
    }
}

#[cfg(test)]
mod report_tests {
    use super::*;

    /// Undoing a report's import takes the whole tournament away: asked
    /// first, a restore point saved before it, and going back to the point
    /// brings the tournament back (issue 26, item 3).
    #[test]
    fn undoing_an_import_asks_and_can_be_gone_back_on() {
        let Some(dir) = crate::shared_data::shared("chess/fixtures") else { return };
        let bytes = std::fs::read(dir.join("fideteam_nocolor.trf")).unwrap_or_else(|e| panic!("{e}"));
        let (t, notes) = crate::chess::transfer::import(&bytes).unwrap_or_else(|e| panic!("{e}"));
        let mut event = event_from_report(t.clone(), &notes, "cup.trf", "e1".into(), "d1", 5, "2026-11-30").unwrap_or_else(|e| panic!("{e}"));
        let Some(plan) = take_back(&event, None, "d1", 9) else { return assert!(false) };
        assert!(plan.ask && plan.said.starts_with("Started from a report"), "{plan:?}");
        assert!(matches!(&plan.entries[0].action, Action::Note { text } if text.starts_with(RESTORE_POINT)));
        assert_eq!(plan.entries[1].supersedes.as_ref(), Some(&event.log[1].id));
        let point = plan.entries[0].id.clone();
        event.log.extend(plan.entries);
        assert!(rebuild(&event).tournament.teams.is_empty(), "the import undone");
        let back = back_to(&event, &point, "d1", 10);
        event.log.extend(back);
        assert_eq!(rebuild(&event).tournament.rounds, t.rounds, "the import back");
        // A single command's undo asks nothing.
        let mut later = event.clone();
        let tb = rebuild(&later).tournament;
        let made = entry(&later, &tb, "d1", 11, Command::Tiebreaks { list: "DE".into() }, None).unwrap_or_else(|e| panic!("{e}"));
        later.log.push(made);
        assert_eq!(take_back(&later, None, "d1", 12).map(|p| (p.ask, p.entries.len())), Some((false, 1)));
    }

    /// A report imported as an event: the tournament is the report's, the
    /// notes say what was assumed, and a report without teams is refused.
    #[test]
    fn a_report_becomes_an_event() {
        let Some(dir) = crate::shared_data::shared("chess/fixtures") else { return };
        let bytes = std::fs::read(dir.join("friendship_cup_2024.trf")).unwrap_or_else(|e| panic!("{e}"));
        let imported = crate::chess::transfer::import(&bytes);
        let Ok((t, notes)) = imported else { return assert!(false, "{imported:?}") };
        assert!(notes.iter().any(|n| n.contains("read as a forfeit win")), "{notes:?}");
        let Ok(event) = event_from_report(t.clone(), &notes, "cup.trf", "e1".into(), "d1", 5, "2026-11-30") else { return assert!(false) };
        assert_eq!(
            (event.format, event.name.as_str(), event.date.as_str()),
            (Format::ChessTeamSwiss, "ΔΙΑΣΥΛΛΟΓΙΚΟ ΚΥΠΕΛΛΟ ΚΡΗΤΙΚΗΣ ΦΙΛΙΑΣ 2024", "2024-11-23")
        );
        let rebuilt = rebuild(&event);
        assert!(rebuilt.refused.is_empty());
        assert_eq!(rebuilt.tournament.rounds, t.rounds);
        assert!(matches!(&event.log[0].action, Action::Note { text } if text == "Imported from cup.trf: 15 teams, 129 players, 7 rounds"));
        assert_eq!(event.summary(0).participants, 15, "the home list counts the report's teams");
        assert_eq!(
            crate::chess::transfer::import(b"012 Only a name\n"),
            Err("the report has no teams (no 310 or 013 records): Clubscore reads team tournaments".into())
        );
        assert!(crate::chess::transfer::import(b"001 xx").is_err_and(|e| e.starts_with("line 1")), "a broken report names its line");
    }
}

#[cfg(test)]
mod trail_tests {
    /// When the order of the teams in force was drawn by lot (as the Teams tab says it).
    fn drawn(event: &Event) -> Option<i64> {
        last_renumbering(event).and_then(|(at, how)| (how == Renumbering::Lot).then_some(at))
    }

    use super::*;

    #[test]
    fn a_command_is_kept_flat_with_its_kind_beside_its_fields() {
        use crate::chess::tournament::BoardResult;
        // As stored since schema 2; schema 1 also wrote `"kind":"chess"` first, which still reads.
        let stored = [
            (r#"{"b":2,"c":"r","m":0,"r":3,"v":"="}"#, Command::Board { r: 3, m: 0, b: 2, v: Some(BoardResult::Draw) }),
            (r#"{"c":"pair_all"}"#, Command::PairAll),
            (r#"{"c":"take_back"}"#, Command::TakeBack),
            (r#"{"c":"add_team","id":4,"name":"Rooks"}"#, Command::AddTeam { id: 4, name: "Rooks".into() }),
            (r#"{"c":"apart","rules":[]}"#, Command::Apart { rules: vec![] }),
        ];
        for (json, command) in stored {
            let action = as_action(&command);
            assert_eq!(serde_json::to_string(&action).ok().as_deref(), Some(json));
            let old = json.replacen('{', r#"{"kind":"chess","#, 1).replace(",}", "}");
            for text in [json, old.as_str()] {
                let Ok(Action::Chess(value)) = serde_json::from_str::<Action>(text) else { return assert!(false, "{text}") };
                assert_eq!(read(&value), Some(command.clone()), "{text}");
                // Saved again, an old entry takes the new form.
                assert_eq!(serde_json::to_string(&Action::Chess(value)).ok().as_deref(), Some(json), "{text}");
            }
        }
        // Other actions keep their kind.
        assert_eq!(serde_json::to_string(&Action::Note { text: "x".into() }).ok().as_deref(), Some(r#"{"kind":"note","text":"x"}"#));
        assert_eq!(serde_json::from_str::<Action>(r#"{"kind":"withdraw"}"#).ok(), Some(Action::Withdraw));
        assert!(serde_json::from_str::<Action>(r#"{"kind":"poker"}"#).is_err_and(|e| e.to_string().contains("unknown variant `poker`")));
        // Not a command this version knows, or not a command at all.
        for unknown in [r#"{"c":"fly","x":1}"#, r#"{"r":1}"#, r#""r""#, r#"{"c":"r"}"#] {
            let value: Value = serde_json::from_str(unknown).unwrap_or_default();
            assert_eq!(read(&value), None, "{unknown}");
        }
    }

    #[test]
    fn going_back_to_a_restore_point_makes_the_tournament_it_was() {
        let mut e = Event::new("c3".into(), "Cup", Format::ChessTeamSwiss, "2026-11-30", 1).unwrap_or_else(|x| panic!("{x}"));
        let push = |e: &mut Event, c: Command| {
            let t = rebuild(e).tournament;
            let made = entry(e, &t, "d1", 10, c, None);
            assert!(made.is_ok(), "{made:?}");
            e.log.extend(made.ok());
        };
        push(&mut e, Command::AddTeam { id: 1, name: "A".into() });
        push(&mut e, Command::AddTeam { id: 2, name: "B".into() });
        push(&mut e, Command::Tiebreaks { list: "DE".into() });
        let point = restore_point(&e, "d1", 11, "the draw by lot");
        let point_id = point.id.clone();
        e.log.push(point);
        let at_the_point = rebuild(&e).tournament;
        assert_eq!(drawn(&e), None);
        let mut typed = at_the_point.settings.clone();
        typed.rating_rule = crate::chess::tournament::RatingRule::Typed;
        push(&mut e, Command::Settings { settings: Box::new(typed) });
        push(&mut e, Command::Renumber { order: vec![2, 1], how: Renumbering::Lot });
        assert_eq!(drawn(&e), Some(10), "the order in force was drawn");
        push(&mut e, Command::Tiebreaks { list: "BC".into() });
        push(&mut e, Command::AddTeam { id: 3, name: "C".into() });
        // An undo after the point of a command after it, and one of a command before it.
        let Some((undo_c, _)) = undo(&e, None, "d1", 12) else { return assert!(false) };
        e.log.push(undo_c);
        let Some((undo_bc, _)) = undo(&e, None, "d1", 12) else { return assert!(false) };
        e.log.push(undo_bc);
        assert_eq!(rebuild(&e).tournament.tiebreaks, "DE");
        push(&mut e, Command::Tiebreaks { list: "SB".into() });
        assert_ne!(rebuild(&e).tournament, at_the_point);
        let back = back_to(&e, &point_id, "d1", 20);
        assert!(back.iter().all(|x| x.action == Action::Withdraw && x.why.as_deref() == Some("back to a restore point")));
        e.log.extend(back);
        assert_eq!(rebuild(&e).tournament, at_the_point);
        assert_eq!(drawn(&e), None);
        let lines = trail(&e, None);
        let restore: Vec<&crate::audit::Line> = lines.iter().filter(|l| l.restore).collect();
        assert_eq!(restore.len(), 1);
        assert_eq!(restore[0].text, "Note: Restore point: before the draw by lot");
        assert!(back_to(&e, &EntryId { device: "x".into(), seq: 9 }, "d1", 21).is_empty(), "no such point");
    }

    #[test]
    fn the_trail_says_each_command_and_what_was_set_aside() {
        let mut e = Event::new("c2".into(), "Cup", Format::ChessTeamRoundRobin, "2026-11-30", 1).unwrap_or_else(|x| panic!("{x}"));
        let mut push = |c: Command| {
            let t = rebuild(&e).tournament;
            let Ok(x) = entry(&e, &t, "d1", 10, c, None) else { return };
            e.log.push(x);
        };
        push(Command::AddTeam { id: 1, name: "Rooks".into() });
        push(Command::AddTeam { id: 2, name: "Knights".into() });
        for (team, id) in [(1, 1), (2, 2)] {
            push(Command::AddPlayer { team, player: crate::chess::tournament::Player { id, name: format!("P{id}"), ..Default::default() } });
        }
        push(Command::PairAll);
        push(Command::Board { r: 1, m: 0, b: 1, v: Some(crate::chess::tournament::BoardResult::Draw) });
        push(Command::Board { r: 1, m: 0, b: 1, v: Some(crate::chess::tournament::BoardResult::Win) });
        // Undo takes back the correction: the draw counts again, and the trail says so.
        let Some((undo_entry, said)) = undo(&e, None, "d1", 20) else { return assert!(false) };
        assert_eq!(said, "Round 1, match 1, board 1: 1-0");
        e.log.push(undo_entry);
        assert_eq!(rebuild(&e).tournament.rounds[0].matches[0].results[0], Some(crate::chess::tournament::BoardResult::Draw));
        assert_eq!(trail(&e, None)[0].text, "Undo entry 7");
        e.log.pop();
        let lines: Vec<(String, bool)> = trail(&e, None).into_iter().map(|l| (l.text, l.status == crate::audit::Status::SetAside)).collect();
        assert_eq!(
            lines,
            vec![
                ("Round 1, match 1, board 1: 1-0 (corrects entry 6)".to_string(), false),
                ("Round 1, match 1, board 1: ½-½".to_string(), true),
                ("Round robin paired from the Berger tables".to_string(), false),
                ("Player added: P2".to_string(), false),
                ("Player added: P1".to_string(), false),
                ("Team added: Knights".to_string(), false),
                ("Team added: Rooks".to_string(), false),
            ]
        );
    }
}
