//! How the audit trail, the Undo button, a conflict and a notice say a
//! chess command: teams and players by their names and the team numbers
//! the screens show, never by the ids the log keeps.

use super::command::{Command, Renumbering};
use super::flat::KIND;
use super::tournament::{BoardResult, Decision, Tournament};
use crate::chess::{Action, Event};
use crate::fast_hash::FastMap;
use std::cell::OnceCell;

/// Names for the ids a command gives: the tournament as it is now (teams
/// with their numbers), and for a player removed or a team deleted since,
/// the name the log last gave it (read once, when first needed).
pub struct Names<'a> {
    event: &'a Event,
    now: Option<&'a Tournament>,
    logged: OnceCell<(FastMap<u32, String>, FastMap<u32, String>)>,
}

impl<'a> Names<'a> {
    pub fn new(event: &'a Event, now: Option<&'a Tournament>) -> Names<'a> {
        Names { event, now, logged: OnceCell::new() }
    }

    pub fn player(&self, id: u32) -> String {
        match self.now.and_then(|t| t.player(id)) {
            Some(p) => p.name.clone(),
            None => self.logged().0.get(&id).cloned().unwrap_or_else(|| format!("player {id}")),
        }
    }

    /// A team as the screens show it ("3. Knights"), or by its name once deleted.
    pub fn team(&self, id: u32) -> String {
        match self.now.and_then(|t| t.team(id)) {
            Some(x) => format!("{}. {}", x.number, x.name),
            None => self.logged().1.get(&id).cloned().unwrap_or_else(|| format!("team {id}")),
        }
    }

    /// (players, teams): the last name the log gave each id.
    fn logged(&self) -> &(FastMap<u32, String>, FastMap<u32, String>) {
        self.logged.get_or_init(|| {
            let (mut players, mut teams) = (FastMap::default(), FastMap::default());
            for e in &self.event.log {
                let Action::Game(v) = &e.action else { continue };
                let naming =
                    matches!(v.get(KIND).and_then(|k| k.as_str()), Some("start" | "add_team" | "edit_team" | "add_player" | "edit_player" | "add_roster"));
                match naming.then(|| v.as_object().and_then(super::flat::read)).flatten() {
                    Some(Command::Start { tournament }) => {
                        players.extend(tournament.players.iter().map(|p| (p.id, p.name.clone())));
                        teams.extend(tournament.teams.iter().map(|x| (x.id, x.name.clone())));
                    }
                    Some(Command::AddTeam { id, name }) => drop(teams.insert(id, name)),
                    Some(Command::EditTeam { team, card }) => drop(teams.insert(team, card.name)),
                    Some(Command::AddPlayer { player, .. } | Command::EditPlayer { player }) => drop(players.insert(player.id, player.name)),
                    Some(Command::AddRoster { teams: pasted }) => {
                        for x in pasted {
                            if !x.name.is_empty() {
                                teams.insert(x.id, x.name);
                            }
                            players.extend(x.players.into_iter().map(|p| (p.id, p.name)));
                        }
                    }
                    _ => {}
                }
            }
            (players, teams)
        })
    }
}

/// What a command did, in an arbiter's words.
pub fn describe(command: &Command, n: &Names) -> String {
    let result = |v: &Option<BoardResult>| v.map(BoardResult::sheet).unwrap_or("cleared");
    match command {
        Command::Start { tournament } => {
            format!("Started from a report: {} teams, {} players, {} rounds", tournament.teams.len(), tournament.players.len(), tournament.rounds.len())
        }
        Command::Settings { .. } => "Settings changed".into(),
        Command::Tiebreaks { list } if list.is_empty() => "Tie-breaks: FIDE's default".into(),
        Command::Tiebreaks { list } => format!("Tie-breaks: {list}"),
        Command::Apart { rules } => format!("Teams kept apart: {} rule(s) and wish(es)", rules.len()),
        Command::Adjustments { list } => format!("Penalties and bonuses: {}", list.len()),
        Command::AddTeam { name, .. } => format!("Team added: {name}"),
        Command::EditTeam { card, .. } => format!("Team changed: {}", card.name),
        Command::DeleteTeam { team } => format!("Team deleted: {}", n.team(*team)),
        Command::AddPlayer { player, .. } => format!("Player added: {}", player.name),
        Command::EditPlayer { player } => format!("Player changed: {}", player.name),
        Command::AddRoster { teams } => format!(
            "A roster pasted: {} player(s), {} new team(s)",
            teams.iter().map(|x| x.players.len()).sum::<usize>(),
            teams.iter().filter(|x| !x.name.is_empty()).count()
        ),
        Command::MovePlayer { player, to, .. } => format!("{} moved to place {} of the roster", n.player(*player), to + 1),
        Command::RemovePlayer { player, .. } => format!("Player removed: {}", n.player(*player)),
        Command::Renumber { how: Renumbering::Rating, .. } => "Teams ordered by rating".into(),
        Command::Renumber { how: Renumbering::Lot, .. } => "Team numbers drawn by lot".into(),
        Command::Renumber { how: Renumbering::Hand, .. } => "Team numbers changed by hand".into(),
        Command::Renumber { how: Renumbering::Exchange, .. } => "Two teams exchanged their numbers".into(),
        Command::Renumber { how: Renumbering::Regenerate, .. } => "Team numbers regenerated from the ratings".into(),
        Command::Pair { round, pairs, .. } => format!("Round {round} paired: {} matches", pairs.len()),
        Command::PairAll => "Round robin paired from the Berger tables".into(),
        Command::TakeBack => "Last pairing taken back".into(),
        Command::LineUp { round, m, team, .. } => format!("Round {round}, match {}: the line-up of {} changed", m + 1, n.team(*team)),
        Command::AddBoard { round, white, black } => format!("Round {round}: a board added by hand, {} against {}", n.player(*white), n.player(*black)),
        Command::LooseResult { round, i, v } => format!("Round {round}, board {} for no team: {}", i + 1, result(v)),
        Command::RemoveBoard { round, i } => format!("Round {round}: board {} for no team removed", i + 1),
        Command::Absent { round, team, players } if players.is_empty() => format!("Round {round}: no player of {} absent", n.team(*team)),
        Command::Absent { round, team, players } => {
            format!("Round {round}: {} of {} absent", players.iter().map(|p| n.player(*p)).collect::<Vec<_>>().join(", "), n.team(*team))
        }
        Command::Board { r, m, b, v } => format!("Round {r}, match {}, board {b}: {}", m + 1, result(v)),
        Command::Decide { round, m, decision: Some(d) } => format!(
            "Round {round}, match {}: forfeited by decision ({})",
            m + 1,
            match d {
                Decision::ToFirst => "to the first-named team",
                Decision::ToSecond => "to the second-named team",
                Decision::Neither => "lost by both",
            }
        ),
        Command::Decide { round, m, decision: None } => format!("Round {round}, match {}: decision withdrawn", m + 1),
        Command::Adjourn { round, m, adjourned } => format!("Round {round}, match {}: {}", m + 1, if *adjourned { "adjourned" } else { "no longer adjourned" }),
        Command::Withdraw { team, from_round: Some(r) } => format!("{} withdrawn from round {r}", n.team(*team)),
        Command::Withdraw { team, from_round: None } => format!("{} reinstated", n.team(*team)),
    }
}
