//! An arbiter's command in a chess team tournament, as the event's log
//! keeps it, and what it does to the tournament: each is applied by the
//! tournament's own rule-checked commands, and said in an arbiter's words.

use super::colour::Side;
use super::paste::RosterTeam;
use super::record::Adjustment;
use super::refusal::Refusal;
use super::roster::TeamCard;
use super::tournament::{BoardResult, Decision, KeepApart, Player, Settings, Tournament};
use serde::{Deserialize, Serialize};

/// How the team numbers were given, for the audit trail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Renumbering {
    /// Ordered by rating.
    Rating,
    /// Drawn by lot.
    Lot,
    /// Set by hand (the arrows).
    Hand,
    /// Two teams of the same team rating exchange their numbers.
    Exchange,
    /// Renumbered by team rating, teams of equal rating keeping their order.
    Regenerate,
}

/// An arbiter's command, as the log keeps it. Team and player ids are given
/// by the command, not worked out on replay, so entries merged from
/// another device mean the same teams.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    /// A whole tournament taken in at once (a TRF imported): what later entries build on.
    Start {
        tournament: Box<Tournament>,
    },
    Settings {
        settings: Box<Settings>,
    },
    /// The tie-break list (C.07 codes; empty: FIDE's default).
    Tiebreaks {
        list: String,
    },
    /// The rules and wishes keeping teams apart.
    Apart {
        rules: Vec<KeepApart>,
    },
    /// Penalties and bonuses outside any result.
    Adjustments {
        list: Vec<Adjustment>,
    },
    AddTeam {
        id: u32,
        name: String,
    },
    EditTeam {
        team: u32,
        card: TeamCard,
    },
    DeleteTeam {
        team: u32,
    },
    AddPlayer {
        team: u32,
        player: Player,
    },
    EditPlayer {
        player: Player,
    },
    /// A pasted roster, taken as one command (undone as one).
    AddRoster {
        teams: Vec<RosterTeam>,
    },
    MovePlayer {
        team: u32,
        player: u32,
        to: usize,
    },
    RemovePlayer {
        team: u32,
        player: u32,
    },
    /// The team numbers, teams (by id) in number order.
    Renumber {
        order: Vec<u32>,
        how: Renumbering,
    },
    /// A Swiss round as it was paired: (first-named, second-named) by team
    /// id, the bye, the teams absent, and the colour drawn for round 1; teams
    /// given a half-point or full-point bye where the rules allow them.
    Pair {
        round: u32,
        pairs: Vec<(u32, u32)>,
        bye: Option<u32>,
        absent: Vec<u32>,
        colour: Option<Side>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        half: Vec<u32>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        full: Vec<u32>,
    },
    /// A round robin paired whole from the Berger tables.
    PairAll,
    /// The last pairing taken back (no result yet).
    TakeBack,
    LineUp {
        round: u32,
        m: usize,
        team: u32,
        players: Vec<Option<u32>>,
    },
    /// A board added by hand: it joins the teams' match if it fits, else counts for no team.
    AddBoard {
        round: u32,
        white: u32,
        black: u32,
    },
    /// A board for no team's result (none clears it), from White's side.
    LooseResult {
        round: u32,
        i: usize,
        v: Option<BoardResult>,
    },
    /// A board for no team taken away (it has no result).
    RemoveBoard {
        round: u32,
        i: usize,
    },
    /// The team's players out of the round (replacing its earlier marks): a reserve moves up.
    Absent {
        round: u32,
        team: u32,
        players: Vec<u32>,
    },
    /// A board's result (none clears it): round, match index, board, result.
    /// The most frequent entry, so its fields are short.
    #[serde(rename = "r")]
    Board {
        r: u32,
        m: usize,
        b: u32,
        v: Option<BoardResult>,
    },
    Decide {
        round: u32,
        m: usize,
        decision: Option<Decision>,
    },
    Adjourn {
        round: u32,
        m: usize,
        adjourned: bool,
    },
    Withdraw {
        team: u32,
        from_round: Option<u32>,
    },
}

/// Applies one command; a refusal leaves the tournament as it was.
pub fn apply(t: &mut Tournament, command: &Command) -> Result<(), Refusal> {
    match command {
        Command::Start { tournament } => {
            tournament.sound()?;
            *t = (**tournament).clone()
        }
        Command::Settings { settings } => t.set_settings(settings)?,
        Command::Tiebreaks { list } => {
            super::tiebreak::parse_list(list).map_err(|e| Refusal::NoPairing(e.to_string()))?;
            t.tiebreaks = list.clone();
        }
        Command::Apart { rules } => t.apart = rules.clone(),
        Command::Adjustments { list } => t.adjustments = list.clone(),
        Command::AddTeam { id, name } => {
            if t.team(*id).is_some() {
                return Err(Refusal::TeamExists(format!("number {id}")));
            }
            let made = t.add_team(name)?;
            if let Some(team) = t.teams.iter_mut().find(|x| x.id == made) {
                team.id = *id;
            }
        }
        Command::EditTeam { team, card } => t.edit_team(*team, card)?,
        Command::DeleteTeam { team } => t.delete_team(*team)?,
        Command::AddPlayer { team, player } => {
            if t.player(player.id).is_some() || player.id == 0 {
                return Err(Refusal::PlayerTwice);
            }
            let made = t.add_player(*team, player.clone())?;
            for id in t.teams.iter_mut().flat_map(|x| x.roster.iter_mut()).chain(t.players.iter_mut().map(|p| &mut p.id)) {
                if *id == made {
                    *id = player.id;
                }
            }
        }
        Command::EditPlayer { player } => t.edit_player(player)?,
        Command::AddRoster { teams } => {
            // All or nothing: a refusal part way leaves the tournament as it was.
            let mut next = t.clone();
            for x in teams {
                if !x.name.is_empty() {
                    apply(&mut next, &Command::AddTeam { id: x.id, name: x.name.clone() })?;
                }
                for player in &x.players {
                    apply(&mut next, &Command::AddPlayer { team: x.id, player: player.clone() })?;
                }
            }
            *t = next;
        }
        Command::MovePlayer { team, player, to } => t.move_player(*team, *player, *to)?,
        Command::RemovePlayer { team, player } => t.remove_player(*team, *player)?,
        Command::Renumber { order, how } => {
            if *how == Renumbering::Lot && t.settings.rating_rule != super::tournament::RatingRule::Typed {
                return Err(Refusal::LotNeedsTypedRatings);
            }
            if *how == Renumbering::Exchange {
                // Exactly two teams swapped, of the same team rating.
                let moved: Vec<u32> = t.teams.iter().zip(order).filter(|(x, id)| x.id != **id).map(|(x, _)| x.id).collect();
                let [a, b] = moved[..] else { return Err(Refusal::ExchangeNeedsEqualRatings) };
                if t.exchanged(a, b)? != *order {
                    return Err(Refusal::ExchangeNeedsEqualRatings);
                }
            }
            t.renumber(order)?;
        }
        Command::Pair { round, pairs, bye, absent, colour, half, full } => {
            if *round != t.rounds.len() as u32 + 1 {
                return Err(Refusal::NoMatch { round: *round, number: 0 });
            }
            t.add_round(pairs, *bye, absent)?;
            if let Some(r) = t.rounds.last_mut() {
                (r.half_point, r.full_point) = (half.clone(), full.clone());
            }
            if *round == 1 && colour.is_some() {
                t.settings.initial_colour = *colour;
            }
        }
        Command::PairAll => t.pair_round_robin()?,
        Command::TakeBack => {
            t.take_back()?;
        }
        Command::LineUp { round, m, team, players } => t.set_line_up(*round, *m, *team, players.clone())?,
        Command::Absent { round, team, players } => t.set_absent_players(*round, *team, players)?,
        Command::AddBoard { round, white, black } => {
            t.add_board(*round, *white, *black)?;
        }
        Command::LooseResult { round, i, v } => t.set_loose_result(*round, *i, *v)?,
        Command::RemoveBoard { round, i } => t.remove_loose(*round, *i)?,
        Command::Board { r, m, b, v } => t.set_result(*r, *m, *b, *v)?,
        Command::Decide { round, m, decision } => t.decide(*round, *m, *decision)?,
        Command::Adjourn { round, m, adjourned } => t.adjourn(*round, *m, *adjourned)?,
        Command::Withdraw { team, from_round } => t.withdraw(*team, *from_round)?,
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A backup's first command may carry any tournament: one no event could
    /// hold (50,000,000 boards a match, a team numbered 4000000000) is refused
    /// with its limit named, as typed commands are, not built.
    #[test]
    fn a_whole_tournament_taken_in_is_checked_as_commands_are() {
        let mut sound = Tournament::default();
        let a = sound.add_team("A").unwrap_or(0);
        let _ = sound.add_team("B");
        let _ = sound.add_player(a, Player { name: "Ann".into(), ..Player::default() });
        let mut t = Tournament::default();
        assert_eq!(apply(&mut t, &Command::Start { tournament: Box::new(sound.clone()) }), Ok(()));
        let mut boards = sound.clone();
        boards.settings.boards = 50_000_000;
        let mut numbered = sound.clone();
        numbered.teams[1].number = 4_000_000_000;
        let mut twice = sound.clone();
        twice.teams[1].number = 1;
        // A win worth 2^30 halves (the fuzz layer found its totals overflowing).
        let mut scoring = sound.clone();
        scoring.settings.scoring.win = 1 << 30;
        for (bad, said) in [
            (
                scoring.clone(),
                "The tournament taken in is not one Clubscore can hold: a win worth 1073741824 halves, a draw 2, a loss 0 (a win more than a draw, a draw at least a loss, at most 100).",
            ),
            (boards, "The tournament taken in is not one Clubscore can hold: 50000000 boards a match (1 to 20)."),
            (numbered, "The tournament taken in is not one Clubscore can hold: team numbers [1, 4000000000] (each once, 1 to 2)."),
            (twice, "The tournament taken in is not one Clubscore can hold: team numbers [1, 1] (each once, 1 to 2)."),
        ] {
            let mut t = Tournament::default();
            assert_eq!(apply(&mut t, &Command::Start { tournament: Box::new(bad) }).map_err(|e| e.to_string()), Err(said.to_string()));
            assert_eq!(t, Tournament::default(), "nothing taken");
        }
        // The same settings as a command of their own: refused too.
        let mut t = sound.clone();
        let refused = apply(&mut t, &Command::Settings { settings: Box::new(scoring.settings) }).map_err(|e| e.to_string());
        assert_eq!(refused, Err("These settings cannot be taken: a win worth 1073741824 halves, a draw 2, a loss 0 (a win more than a draw, a draw at least a loss, at most 100).".to_string()));
    }
}
