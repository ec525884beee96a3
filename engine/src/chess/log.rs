//! Chess on the event's log: every arbiter's command is an entry of the
//! event's append-only log, and the tournament the screens show is rebuilt
//! from the entries that count by the tournament's own commands. A paired
//! round records its pairing and drawn colour, so replaying never re-pairs;
//! a corrected result supersedes the one before, which stays in the log.

pub use super::command::{apply, Command, Renumbering};
use super::refusal::Refusal;
use super::tournament::{Settings, System, Tournament};
pub use super::words::{describe, Names};
use crate::chess::{Action, Event, LogEntry};
use crate::event::{EntryId, Format, Role};
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
    let Action::Game(v) = &last.action else { return false };
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
    matches!(&entry.action, Action::Game(v) if matches!(read(v), Some(Command::Board { .. })))
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
        if let Action::Game(value) = &e.action {
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
    let dropped = event.repair_links();
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
        Action::Game(value) => Some(read(value).map(|c| describe(&c, names)).unwrap_or_else(|| "A command made by a newer version of Clubscore".into())),
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
        Action::Game(v) if v.get(KIND).and_then(Value::as_str) == Some("renumber") => read(v).and_then(|c| match c {
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
    // Checked on a copy: the arbiter's page checks it in place (`chess::session`).
    apply(&mut tournament.clone(), &command)?;
    // It corrects what counts now for its target (`target::of`, on the
    // log's own form: a 400-team event's log of 15,000 is not read whole).
    Ok(LogEntry { why, ..event.correcting_entry(device, at, Role::Scorer, as_action(&command)) })
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
    event.effective_rev().find(|e| matches!(e.action, Action::Game(_))).map(|e| (e, describe_entry(e, &names).unwrap_or_default()))
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
    let much = last.is_some_and(|e| matches!(&e.action, Action::Game(v) if matches!(read(v), Some(Command::Start { .. } | Command::PairAll))));
    if !much {
        return Some(TakeBack { entries: vec![entry], said, ask: false });
    }
    let point = restore_point(event, device, at, &format!("undoing “{said}”"));
    let entry = LogEntry { id: EntryId { device: device.to_string(), seq: point.id.seq + 1 }, ..entry };
    Some(TakeBack { entries: vec![point, entry], said, ask: true })
}

/// The log's action for a command.
pub fn as_action(command: &Command) -> Action {
    Action::Game(Value::Object(super::flat::write(command)))
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
mod tests;

#[cfg(test)]
mod report_tests;

#[cfg(test)]
mod trail_tests;
