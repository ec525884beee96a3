//! The arbiter's commands on teams, rosters, settings and pairings that the
//! log replays beside the tournament's own: a team's card edited or the team
//! deleted, a player edited, moved in the board order or removed, the
//! settings changed, the last pairing taken back. Each checks its rule and
//! leaves the tournament untouched when it refuses.

use super::refusal::Refusal;
use super::tournament::{Player, Settings, System, Tournament};
use serde::{Deserialize, Serialize};

/// What a team's card says (not its roster or its number).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TeamCard {
    pub name: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub short: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub captain: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub series: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub club: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<u32>,
}

fn in_a_round(t: &Tournament, team: u32) -> bool {
    t.rounds.iter().any(|r| r.bye == Some(team) || r.absent.contains(&team) || r.matches.iter().any(|m| m.first == team || m.second == team))
}

fn seated(t: &Tournament, player: u32) -> bool {
    t.rounds.iter().flat_map(|r| &r.matches).flat_map(|m| m.line_ups.iter().flatten()).any(|p| *p == Some(player))
}

impl Tournament {
    /// The card of a team, as the form shows it.
    pub fn card(&self, team: u32) -> Option<TeamCard> {
        self.team(team).map(|t| TeamCard {
            name: t.name.clone(),
            short: t.short.clone(),
            captain: t.captain.clone(),
            series: t.series.clone(),
            club: t.club.clone(),
            rating: t.rating,
        })
    }

    /// Changes a team's card; its name stays unique.
    pub fn edit_team(&mut self, team: u32, card: &TeamCard) -> Result<(), Refusal> {
        let name = card.name.trim();
        if name.is_empty() {
            return Err(Refusal::NoTeamName);
        }
        if self.teams.iter().any(|t| t.id != team && t.name.eq_ignore_ascii_case(name)) {
            return Err(Refusal::TeamExists(name.to_string()));
        }
        let t = self.teams.iter_mut().find(|t| t.id == team).ok_or(Refusal::NoTeam(team))?;
        t.name = name.to_string();
        t.short = card.short.trim().to_string();
        t.captain = card.captain.trim().to_string();
        t.series = card.series.trim().to_string();
        t.club = card.club.trim().to_string();
        t.rating = card.rating;
        Ok(())
    }

    /// Deletes a team that is in no round, with its players; the teams
    /// numbered after it move up one. A team that has played withdraws.
    pub fn delete_team(&mut self, team: u32) -> Result<(), Refusal> {
        let t = self.team(team).ok_or(Refusal::NoTeam(team))?;
        if in_a_round(self, team) {
            return Err(Refusal::TeamInARound(t.name.clone()));
        }
        let (number, roster) = (t.number, t.roster.clone());
        self.teams.retain(|t| t.id != team);
        self.players.retain(|p| !roster.contains(&p.id));
        for t in self.teams.iter_mut().filter(|t| t.number > number) {
            t.number -= 1;
        }
        for k in &mut self.apart {
            if let super::tournament::Apartness::Chosen(ids) = &mut k.who {
                ids.retain(|i| *i != team);
            }
        }
        Ok(())
    }

    /// Changes a player's details (by its id).
    pub fn edit_player(&mut self, player: &Player) -> Result<(), Refusal> {
        if player.name.trim().is_empty() {
            return Err(Refusal::NoPlayerName);
        }
        let p = self.players.iter_mut().find(|p| p.id == player.id).ok_or(Refusal::NoPlayer(player.id))?;
        *p = Player { name: player.name.trim().to_string(), ..player.clone() };
        Ok(())
    }

    /// Moves a player to place `to` (0 = board 1) of the team's roster, the
    /// board order of the rounds still to be paired.
    pub fn move_player(&mut self, team: u32, player: u32, to: usize) -> Result<(), Refusal> {
        let t = self.teams.iter_mut().find(|t| t.id == team).ok_or(Refusal::NoTeam(team))?;
        let from = t.roster.iter().position(|p| *p == player).ok_or_else(|| Refusal::NotOnRoster { player, team: t.name.clone() })?;
        let id = t.roster.remove(from);
        t.roster.insert(to.min(t.roster.len()), id);
        Ok(())
    }

    /// Removes a player who has sat on no board; one who has played stays on the roster.
    pub fn remove_player(&mut self, team: u32, player: u32) -> Result<(), Refusal> {
        let name = self.player(player).map(|p| p.name.clone()).ok_or(Refusal::NoPlayer(player))?;
        if seated(self, player) {
            return Err(Refusal::PlayerHasPlayed(name));
        }
        let t = self.teams.iter_mut().find(|t| t.id == team).ok_or(Refusal::NoTeam(team))?;
        if !t.roster.contains(&player) {
            return Err(Refusal::NotOnRoster { player, team: t.name.clone() });
        }
        t.roster.retain(|p| *p != player);
        self.players.retain(|p| p.id != player);
        Ok(())
    }

    /// Changes the settings. Once round 1 is paired the system, the boards
    /// per match and the match points are fixed.
    pub fn set_settings(&mut self, settings: &Settings) -> Result<(), Refusal> {
        if !(1..=20).contains(&settings.boards) {
            return Err(Refusal::BoardCount);
        }
        settings.sound().map_err(Refusal::UnsoundSettings)?;
        if !self.rounds.is_empty() {
            let now = &self.settings;
            if settings.boards != now.boards {
                return Err(Refusal::BoardsFixed);
            }
            if settings.system != now.system {
                return Err(Refusal::SystemFixed);
            }
            if settings.scoring != now.scoring {
                return Err(Refusal::ScoringFixed);
            }
        }
        // The number of rounds of a round robin follows from its teams once paired.
        let rounds = if matches!(self.settings.system, System::RoundRobin { .. }) && !self.rounds.is_empty() { self.settings.rounds } else { settings.rounds };
        self.settings = Settings { rounds, ..settings.clone() };
        Ok(())
    }

    /// Takes back the last pairing while none of its matches has a result
    /// or a decision (a round robin: the whole table, before any result).
    /// Returns the rounds taken back.
    pub fn take_back(&mut self) -> Result<Vec<u32>, Refusal> {
        let untouched = |r: &super::tournament::Round| r.matches.iter().all(|m| m.results.iter().all(Option::is_none) && m.decision.is_none());
        match self.settings.system {
            System::Swiss => {
                let n = self.rounds.len() as u32;
                let last = self.rounds.last().ok_or(Refusal::NothingPaired)?;
                if !untouched(last) {
                    return Err(Refusal::RoundHasResults(n));
                }
                self.rounds.pop();
                if n == 1 {
                    // The colour drawn for round 1 goes with it.
                    self.settings.initial_colour = None;
                }
                Ok(vec![n])
            }
            System::RoundRobin { .. } => {
                if self.rounds.is_empty() {
                    return Err(Refusal::NothingPaired);
                }
                if let Some(i) = self.rounds.iter().position(|r| !untouched(r)) {
                    return Err(Refusal::RoundHasResults(i as u32 + 1));
                }
                let all = (1..=self.rounds.len() as u32).collect();
                self.rounds.clear();
                Ok(all)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::tournament::BoardResult;

    fn two_teams() -> Tournament {
        let mut t = Tournament::default();
        for name in ["Rooks", "Knights", "Bishops"] {
            let team = t.add_team(name).unwrap_or(0);
            for b in 1..=4 {
                let _ = t.add_player(team, Player { name: format!("{name} {b}"), rating: Some(2000 - 10 * b), ..Player::default() });
            }
        }
        t
    }

    #[test]
    fn a_team_card_is_edited_and_its_name_stays_unique() {
        let mut t = two_teams();
        let card = TeamCard { name: " Rooks A ".into(), club: "Hastings".into(), rating: Some(2100), ..TeamCard::default() };
        assert_eq!(t.edit_team(1, &card), Ok(()));
        assert_eq!(t.card(1).map(|c| (c.name, c.club, c.rating)), Some(("Rooks A".to_string(), "Hastings".to_string(), Some(2100))));
        assert_eq!(t.edit_team(2, &TeamCard { name: "rooks a".into(), ..TeamCard::default() }), Err(Refusal::TeamExists("rooks a".into())));
        assert_eq!(t.edit_team(2, &TeamCard::default()), Err(Refusal::NoTeamName));
    }

    #[test]
    fn a_team_in_no_round_is_deleted_one_that_played_withdraws() {
        let mut t = two_teams();
        assert_eq!(t.delete_team(2), Ok(()));
        assert_eq!(t.teams.iter().map(|x| (x.id, x.number)).collect::<Vec<_>>(), vec![(1, 1), (3, 2)], "the teams after it move up");
        assert_eq!(t.players.len(), 8, "its players go with it");
        assert_eq!(t.add_round(&[(1, 3)], None, &[]), Ok(()));
        assert_eq!(t.delete_team(3), Err(Refusal::TeamInARound("Bishops".into())));
        assert_eq!(t.delete_team(9), Err(Refusal::NoTeam(9)));
    }

    #[test]
    fn players_move_in_the_board_order_and_one_who_played_stays() {
        let mut t = two_teams();
        assert_eq!(t.move_player(1, 3, 0), Ok(()));
        assert_eq!(t.team(1).map(|x| x.roster.clone()), Some(vec![3, 1, 2, 4]));
        assert_eq!(t.move_player(1, 5, 0), Err(Refusal::NotOnRoster { player: 5, team: "Rooks".into() }));
        assert_eq!(t.add_round(&[(1, 2)], Some(3), &[]), Ok(()));
        assert_eq!(t.remove_player(1, 3), Err(Refusal::PlayerHasPlayed("Rooks 3".into())));
        let spare = t.add_player(1, Player { name: "Spare".into(), ..Player::default() }).unwrap_or(0);
        assert_eq!(t.remove_player(1, spare), Ok(()));
        assert!(t.player(spare).is_none());
        let edited = Player { name: "Rooks Three".into(), rating: Some(1999), ..t.player(3).cloned().unwrap_or_default() };
        assert_eq!(t.edit_player(&edited), Ok(()));
        assert_eq!(t.player(3).map(|p| (p.name.clone(), p.rating)), Some(("Rooks Three".to_string(), Some(1999))));
    }

    #[test]
    fn settings_fixed_by_round_one_and_a_pairing_taken_back() {
        let mut t = two_teams();
        let five = Settings { boards: 5, ..t.settings.clone() };
        assert_eq!(t.set_settings(&five), Ok(()));
        assert_eq!(t.set_settings(&Settings { boards: 4, ..t.settings.clone() }), Ok(()));
        assert_eq!(t.take_back(), Err(Refusal::NothingPaired));
        assert_eq!(t.add_round(&[(1, 2)], Some(3), &[]), Ok(()));
        assert_eq!(t.set_settings(&Settings { boards: 6, ..t.settings.clone() }), Err(Refusal::BoardsFixed));
        let mut scoring = t.settings.clone();
        scoring.scoring.win = 6;
        assert_eq!(t.set_settings(&scoring), Err(Refusal::ScoringFixed));
        assert_eq!(t.set_settings(&Settings { rounds: 7, ..t.settings.clone() }), Ok(()), "the planned rounds may change");
        assert_eq!(t.set_result(1, 0, 1, Some(BoardResult::Win)), Ok(()));
        assert_eq!(t.take_back(), Err(Refusal::RoundHasResults(1)));
        assert_eq!(t.set_result(1, 0, 1, None), Ok(()));
        assert_eq!(t.take_back(), Ok(vec![1]));
        assert!(t.rounds.is_empty());
    }
}
