//! A chess team tournament as the scorer runs it: the teams with their
//! rosters, the players, the settings, and each round's matches with their
//! line-ups and board results. Plain data; every command checks its rules
//! (C.04.2, C.04.6 Art. 1, FIDE General Regulations 6.6, the seed's
//! line-up and forfeit rules) and leaves the tournament untouched when it
//! refuses. [`record`] turns it into the record the standings and the
//! tie-breaks read.

use super::berger;
use super::colour::{Preferences, Side};
use super::record::{match_points, Adjustment, Entry, Kind, Points, Record, Team as RecordTeam};
use super::trf::TeamScoring;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Swiss (paired round by round) or round robin (paired at once by Berger).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum System {
    Swiss,
    RoundRobin { double: bool },
}

/// How a team's rating for the order of the teams is worked out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RatingRule {
    /// The mean of the highest-rated players, one per board (the Olympiad rule).
    Olympiad,
    /// The mean of the first players in board order, one per board.
    FirstBoards,
    /// The mean of the whole roster.
    WholeRoster,
    /// A rating typed for each team.
    Typed,
}

/// Line-ups: in roster order (reserves move up), or any order each round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BoardOrder {
    Roster,
    Free,
}

/// What a match forfeited as a whole pays the team it is awarded to, in game points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WholeForfeit {
    /// One per board the team seated.
    Seated,
    /// The full board count.
    FullCount,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub system: System,
    pub boards: u32,
    /// Match points for a win, a draw, a loss (halves): 2/1/0 by default.
    pub scoring: TeamScoring,
    pub primary: Points,
    pub rating_rule: RatingRule,
    /// The rating an unrated player counts as for the order of the teams.
    pub unrated: u32,
    pub board_order: BoardOrder,
    pub whole_forfeit: WholeForfeit,
    /// Team numbers can be corrected until this round is paired (C.04.2: 4).
    pub renumber_until: u32,
    /// Rounds of the tournament as declared (a Swiss's planned rounds; 0:
    /// not declared). What a round played beyond them reads is `rounds_at_least`.
    pub rounds: u32,
    /// What the pairing-allocated bye pays (match, game points in halves)
    /// when the competition's rules say other than a drawn match (C.04.6 1.4).
    #[serde(default)]
    pub bye_points: Option<(u32, u32)>,
    /// Colour preferences of a Swiss (C.04.6 1.7): Type A unless the rules say Type B or none.
    #[serde(default = "type_a")]
    pub preferences: Preferences,
    /// The colour drawn by lot before round 1 (4.1); none until drawn.
    #[serde(default)]
    pub initial_colour: Option<Side>,
    /// Accelerated rounds: fictitious points for the pairing only (C.04.7, TRF 250; team pairing numbers).
    #[serde(default)]
    pub accelerations: Vec<super::trf::Acceleration>,
    /// The secondary score orders teams and colours (C.04.6 1.2.1, 4.2.2),
    /// unless the rules of the competition say not to use it.
    #[serde(default = "yes")]
    pub secondary: bool,
}

fn type_a() -> Preferences {
    Preferences::TypeA
}

fn yes() -> bool {
    true
}

/// The most a score may be worth, in halves (50 points): far past any
/// competition's, and small enough that no total can overflow.
pub const MOST_HALVES: u32 = 100;

impl super::trf::TeamScoring {
    /// A win worth more than a draw, a draw at least a loss, a win at most `MOST_HALVES`.
    pub fn sound(&self) -> bool {
        self.win > self.draw && self.draw >= self.loss && self.win <= MOST_HALVES
    }
}

impl Settings {
    /// Whether these settings are ones the settings forms could have made:
    /// each number in its range, a win worth more than a draw and a draw at
    /// least a loss. Checked wherever settings come in (a typed command, a
    /// backup's, a report's), so a file cannot hold what a form refuses.
    pub fn sound(&self) -> Result<(), String> {
        let s = &self.scoring;
        if !s.sound() {
            return Err(format!(
                "a win worth {} halves, a draw {}, a loss {} (a win more than a draw, a draw at least a loss, at most {MOST_HALVES})",
                s.win, s.draw, s.loss
            ));
        }
        if self.bye_points.is_some_and(|(m, g)| m > MOST_HALVES || g > MOST_HALVES) {
            return Err(format!("a bye worth more than {MOST_HALVES} halves"));
        }
        if self.rounds > 99 || self.renumber_until > 99 || self.unrated > 3000 {
            return Err(format!(
                "{} rounds, numbers fixed after round {}, unrated players rated {} (at most 99, 99, 3000)",
                self.rounds, self.renumber_until, self.unrated
            ));
        }
        if self.accelerations.iter().any(|a| a.match_points > MOST_HALVES || a.game_points > MOST_HALVES || a.last_round > 99) {
            return Err(format!("an acceleration of more than {MOST_HALVES} halves or past round 99"));
        }
        Ok(())
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            system: System::Swiss,
            boards: 4,
            scoring: TeamScoring::default(),
            primary: Points::Match,
            rating_rule: RatingRule::Olympiad,
            unrated: 1400,
            board_order: BoardOrder::Roster,
            whole_forfeit: WholeForfeit::Seated,
            renumber_until: 4,
            rounds: 0,
            bye_points: None,
            preferences: Preferences::TypeA,
            initial_colour: None,
            accelerations: Vec::new(),
            secondary: true,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub id: u32,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<u32>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub fide_id: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub federation: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub sex: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub birth: String,
    /// The player's club (not in a TRF; it suggests the team's club).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub club: String,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Team {
    /// Stable: matches refer to it.
    pub id: u32,
    /// The pairing number (0 until the order is set).
    pub number: u32,
    pub name: String,
    pub short: String,
    pub captain: String,
    pub series: String,
    pub club: String,
    /// A typed rating, which wins over the players' ratings.
    pub rating: Option<u32>,
    /// Player ids in board order; those beyond the boards are reserves.
    pub roster: Vec<u32>,
    /// The first round the team no longer plays, once withdrawn.
    pub withdrawn: Option<u32>,
}

/// One board's result from the first-named team's side (stored as the
/// score sheet writes it: 1, =, 0, +, -, --).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BoardResult {
    #[serde(rename = "1")]
    Win,
    #[serde(rename = "=")]
    Draw,
    #[serde(rename = "0")]
    Loss,
    #[serde(rename = "+")]
    ForfeitWin,
    #[serde(rename = "-")]
    ForfeitLoss,
    #[serde(rename = "--")]
    DoubleForfeit,
}

impl BoardResult {
    /// Game points of the first-named and second-named player (halves).
    pub fn halves(self) -> (u32, u32) {
        match self {
            BoardResult::Win | BoardResult::ForfeitWin => (2, 0),
            BoardResult::Draw => (1, 1),
            BoardResult::Loss | BoardResult::ForfeitLoss => (0, 2),
            BoardResult::DoubleForfeit => (0, 0),
        }
    }

    pub fn played(self) -> bool {
        matches!(self, BoardResult::Win | BoardResult::Draw | BoardResult::Loss)
    }

    /// As the score sheet writes it, from the first-named team's side: 1-0, ½-½, +/-.
    pub fn sheet(self) -> &'static str {
        match self {
            BoardResult::Win => "1-0",
            BoardResult::Draw => "½-½",
            BoardResult::Loss => "0-1",
            BoardResult::ForfeitWin => "+/-",
            BoardResult::ForfeitLoss => "-/+",
            BoardResult::DoubleForfeit => "-/-",
        }
    }
    /// Every result, in the order the screens offer them.
    pub const ALL: [BoardResult; 6] =
        [BoardResult::Win, BoardResult::Draw, BoardResult::Loss, BoardResult::ForfeitWin, BoardResult::ForfeitLoss, BoardResult::DoubleForfeit];

    /// Whom the result credits on board `board` (from 0), by colour, as its
    /// button says it. The match sheet's 1-0 is the first-named team's
    /// player's win, who has Black on boards 2, 4, ...; a scoresheet's 1-0
    /// is White's: said on the button, the one is not copied as the other.
    pub fn credits(self, board: usize) -> &'static str {
        use BoardResult::*;
        match self {
            Win | ForfeitWin if first_has_white(board) => "White wins",
            Loss | ForfeitLoss if !first_has_white(board) => "White wins",
            Win | ForfeitWin | Loss | ForfeitLoss => "Black wins",
            Draw => "Draw",
            DoubleForfeit => "Neither",
        }
    }

    /// The result an arbiter's key stands for: `1`, `=` (or `5`, `½`), `0`, `+`, `-`.
    pub fn from_key(key: &str) -> Option<BoardResult> {
        match key {
            "1" => Some(BoardResult::Win),
            "=" | "5" | "½" => Some(BoardResult::Draw),
            "0" => Some(BoardResult::Loss),
            "+" => Some(BoardResult::ForfeitWin),
            "-" => Some(BoardResult::ForfeitLoss),
            _ => None,
        }
    }
}

/// The colours on board `board` (from 0) of a match, the first-named
/// team's player's first: White on boards 1, 3, ... (C.04.6's team rule).
pub fn colours(board: usize) -> [&'static str; 2] {
    if first_has_white(board) {
        ["White", "Black"]
    } else {
        ["Black", "White"]
    }
}

/// Whether the first-named team's player has White on board `board` (from 0).
pub fn first_has_white(board: usize) -> bool {
    board % 2 == 0
}

/// A forfeit by decision: the whole match to one team, or lost by both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decision {
    ToFirst,
    ToSecond,
    Neither,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Match {
    /// Team ids: the first-named has White on board 1 and the odd boards.
    pub first: u32,
    pub second: u32,
    /// Player ids on each board, per side (none: the board is not filled).
    pub line_ups: [Vec<Option<u32>>; 2],
    /// Each board's result, once entered.
    pub results: Vec<Option<BoardResult>>,
    /// A forfeit by decision; the board results stay underneath and come back when it is withdrawn.
    pub decision: Option<Decision>,
    /// Games still to finish when the next round is paired: drawn, for the pairing only.
    #[serde(default)]
    pub adjourned: bool,
}

impl Match {
    /// Each board's result: entered, or forced by an unfilled board (a
    /// forfeit win for the side that seated a player, lost by both when neither did).
    pub fn board(&self, b: usize) -> Option<BoardResult> {
        let seated = |side: usize| self.line_ups[side].get(b).copied().flatten().is_some();
        match (seated(0), seated(1)) {
            (true, true) => self.results.get(b).copied().flatten(),
            (true, false) => Some(BoardResult::ForfeitWin),
            (false, true) => Some(BoardResult::ForfeitLoss),
            (false, false) => Some(BoardResult::DoubleForfeit),
        }
    }

    /// The game points (halves) of the first-named and second-named team on
    /// the boards with a result so far.
    pub fn score(&self) -> (u32, u32) {
        (0..self.results.len()).filter_map(|b| self.board(b)).fold((0, 0), |s, r| (s.0 + r.halves().0, s.1 + r.halves().1))
    }

    /// Every board has its result (or the match was decided).
    pub fn complete(&self) -> bool {
        self.decision.is_some() || (0..self.line_ups[0].len().max(self.line_ups[1].len())).all(|b| self.board(b).is_some())
    }

    fn started(&self) -> bool {
        self.results.iter().any(Option::is_some)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Round {
    pub matches: Vec<Match>,
    /// The team with the pairing-allocated bye (a Swiss) or the free team (a round robin).
    pub bye: Option<u32>,
    /// Teams out of the round as a team (marked before the pairing): a zero-point bye.
    pub absent: Vec<u32>,
    /// Teams given a half-point or full-point bye (a drawn or won match's points), as a report may have them.
    #[serde(default)]
    pub half_point: Vec<u32>,
    #[serde(default)]
    pub full_point: Vec<u32>,
    /// Boards added by hand that did not fit their teams' match: they count for no team.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub loose: Vec<LooseBoard>,
}

impl Round {
    /// The players on boards for no team.
    pub fn loose_players(&self) -> impl Iterator<Item = u32> + '_ {
        self.loose.iter().flat_map(|g| [g.white, g.black])
    }

    /// Every player with a board in the round: in a match or for no team.
    pub fn seated(&self) -> impl Iterator<Item = u32> + '_ {
        self.matches.iter().flat_map(|m| m.line_ups.iter().flatten().flatten().copied()).chain(self.loose_players())
    }
}

/// A game two players not seated in the round play, added by hand, that
/// did not fit a match of their teams: it counts for no team (no match, no
/// standings, no board statistics, not in the team report) until the
/// arbiter removes it and seats the two in their match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LooseBoard {
    pub white: u32,
    pub black: u32,
    pub result: Option<BoardResult>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Tournament {
    pub name: String,
    /// `YYYY-MM-DD`: chooses the edition of the tie-break regulations.
    pub start: String,
    pub settings: Settings,
    pub teams: Vec<Team>,
    pub players: Vec<Player>,
    pub rounds: Vec<Round>,
    /// The record-202 tie-break list (empty: FIDE's default).
    pub tiebreaks: String,
    /// Players out of a round (round, player id): a reserve moves up for them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub absent_players: Vec<(u32, u32)>,
    /// Teams kept apart in the pairing.
    #[serde(default)]
    pub apart: Vec<KeepApart>,
    /// Penalties and bonuses outside any result (by team id).
    #[serde(default)]
    pub adjustments: Vec<Adjustment>,
    /// What a type of result is worth for some teams, where the rules of the
    /// competition say other than the scoring (TRF 299 with a type; teams by number).
    #[serde(default)]
    pub abnormal: Vec<super::trf::Abnormal>,
    /// A report's own tournament records that the tournament does not make
    /// (place, federation, arbiters, time control, round dates...), one a
    /// line as read, so that the report written from it keeps them.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub records: String,
}

/// Which teams a keep-apart group holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Apartness {
    /// Teams of the same club (the club on each team's card, compared without
    /// regard to capitals or spaces at the edges; a team with no club is in no group).
    SameClub,
    /// These teams (ids).
    Chosen(Vec<u32>),
}

/// Teams that must not meet (a rule: to the pairing, as if they had met) or
/// should not (a wish: only between pairings the procedure ranks equal), in rounds `first..=last`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeepApart {
    pub who: Apartness,
    pub rule: bool,
    pub first: u32,
    pub last: u32,
}

pub use super::refusal::Refusal;

fn refuse<T>(why: Refusal) -> Result<T, Refusal> {
    Err(why)
}

impl Tournament {
    /// Every declared round played (a Swiss's planned rounds, a round
    /// robin's table) and every match complete: the final standings stand,
    /// and another round is paired only on purpose.
    pub fn finished(&self) -> bool {
        let declared = match self.settings.system {
            System::Swiss => self.settings.rounds,
            System::RoundRobin { .. } => self.rounds.len() as u32,
        };
        declared > 0 && self.rounds.len() as u32 >= declared && self.rounds.iter().flat_map(|r| &r.matches).all(Match::complete)
    }

    /// The rounds the tournament has: those declared, or those played if more.
    pub fn rounds_at_least(&self) -> u32 {
        self.settings.rounds.max(self.rounds.len() as u32)
    }

    pub fn team(&self, id: u32) -> Option<&Team> {
        self.teams.iter().find(|t| t.id == id)
    }

    pub fn player(&self, id: u32) -> Option<&Player> {
        self.players.iter().find(|p| p.id == id)
    }

    /// A whole tournament taken in at once (a report, a backup's first
    /// command) checked as typed commands are: sizes no event reaches are
    /// refused with the limit named, before anything is built from them
    /// (team numbers, boards and rounds size what the screens allocate).
    pub fn sound(&self) -> Result<(), Refusal> {
        const MOST_TEAMS: usize = 2_000;
        const MOST_PLAYERS: usize = 40_000;
        const MOST_ROUNDS: usize = 99;
        let unsound = |what: String| Err(Refusal::Unsound(what));
        if !(1..=20).contains(&self.settings.boards) {
            return unsound(format!("{} boards a match (1 to 20)", self.settings.boards));
        }
        self.settings.sound().map_err(Refusal::Unsound)?;
        if self.teams.len() > MOST_TEAMS || self.players.len() > MOST_PLAYERS {
            return unsound(format!("{} teams and {} players (at most {MOST_TEAMS} and {MOST_PLAYERS})", self.teams.len(), self.players.len()));
        }
        if self.rounds.len() > MOST_ROUNDS || self.settings.rounds as usize > MOST_ROUNDS {
            return unsound(format!("{} rounds (at most {MOST_ROUNDS})", self.rounds.len().max(self.settings.rounds as usize)));
        }
        let mut numbers: Vec<u32> = self.teams.iter().map(|x| x.number).collect();
        crate::sorting::sort(&mut numbers);
        if numbers.iter().any(|n| *n as usize > self.teams.len()) || numbers.windows(2).any(|w| w[0] == w[1] && w[0] > 0) {
            return unsound(format!("team numbers {:?} (each once, 1 to {})", numbers, self.teams.len()));
        }
        let boards = self.settings.boards as usize;
        for (r, round) in self.rounds.iter().enumerate() {
            for m in &round.matches {
                if m.results.len() > boards || m.line_ups.iter().any(|l| l.len() > 2 * boards) || self.team(m.first).is_none() || self.team(m.second).is_none()
                {
                    return unsound(format!("round {}: a match of teams or boards the tournament does not have", r + 1));
                }
            }
        }
        Ok(())
    }

    /// The id the next team added gets (ids are never reused: the log names teams by them).
    pub fn next_team_id(&self) -> u32 {
        self.teams.iter().map(|x| x.id).max().unwrap_or(0) + 1
    }

    /// The id the next player added gets.
    pub fn next_player_id(&self) -> u32 {
        self.players.iter().map(|x| x.id).max().unwrap_or(0) + 1
    }

    /// A team's name (a team gone from the event said by its id).
    pub fn team_name(&self, id: u32) -> String {
        self.team(id).map(|t| t.name.clone()).unwrap_or_else(|| format!("team {id}"))
    }

    /// Adds a team (numbered after the others) and returns its id.
    pub fn add_team(&mut self, name: &str) -> Result<u32, Refusal> {
        let name = name.trim();
        if name.is_empty() {
            return refuse(Refusal::NoTeamName);
        }
        if self.teams.iter().any(|t| t.name.eq_ignore_ascii_case(name)) {
            return refuse(Refusal::TeamExists(name.to_string()));
        }
        if matches!(self.settings.system, System::RoundRobin { .. }) && !self.rounds.is_empty() {
            return refuse(Refusal::RoundRobinClosed);
        }
        let id = self.teams.iter().map(|t| t.id).max().unwrap_or(0) + 1;
        let number = self.teams.iter().map(|t| t.number).max().unwrap_or(0) + 1;
        self.teams.push(Team { id, number, name: name.to_string(), ..Team::default() });
        Ok(id)
    }

    /// Adds a player at the bottom of a team's roster and returns its id.
    pub fn add_player(&mut self, team: u32, player: Player) -> Result<u32, Refusal> {
        if player.name.trim().is_empty() {
            return refuse(Refusal::NoPlayerName);
        }
        let id = self.players.iter().map(|p| p.id).max().unwrap_or(0) + 1;
        let Some(t) = self.teams.iter_mut().find(|t| t.id == team) else { return refuse(Refusal::NoTeam(team)) };
        t.roster.push(id);
        self.players.push(Player { id, ..player });
        Ok(id)
    }

    /// Boards per match: fixed once round 1 is paired.
    pub fn set_boards(&mut self, boards: u32) -> Result<(), Refusal> {
        if !self.rounds.is_empty() {
            return refuse(Refusal::BoardsFixed);
        }
        if !(1..=20).contains(&boards) {
            return refuse(Refusal::BoardCount);
        }
        self.settings.boards = boards;
        Ok(())
    }

    /// A team's rating for the order of the teams, and the tie-break after
    /// it (the next player's rating under the Olympiad rule).
    pub fn team_rating(&self, id: u32) -> (u32, u32) {
        let Some(team) = self.team(id) else { return (0, 0) };
        let rating = |p: &u32| self.player(*p).and_then(|p| p.rating).unwrap_or(self.settings.unrated);
        let boards = self.settings.boards as usize;
        let mean = |r: &[u32]| if r.is_empty() { 0 } else { (r.iter().sum::<u32>() as f64 / r.len() as f64).round() as u32 };
        let mut best: Vec<u32> = team.roster.iter().map(rating).collect();
        let roster_order = best.clone();
        crate::sorting::sort_by(&mut best, |a, b| b.cmp(a));
        let computed = match self.settings.rating_rule {
            RatingRule::Olympiad | RatingRule::Typed => (mean(&best[..boards.min(best.len())]), best.get(boards).copied().unwrap_or(0)),
            RatingRule::FirstBoards => (mean(&roster_order[..boards.min(roster_order.len())]), roster_order.get(boards).copied().unwrap_or(0)),
            RatingRule::WholeRoster => (mean(&roster_order), 0),
        };
        match (team.rating, self.settings.rating_rule) {
            (Some(typed), _) => (typed, computed.1),
            (None, RatingRule::Typed) => (0, computed.1),
            (None, _) => computed,
        }
    }

    /// Numbers the teams by rating (highest first; then the next player's rating; then name).
    pub fn order_by_rating(&mut self) -> Result<Vec<(u32, u32)>, Refusal> {
        let mut order: Vec<u32> = self.teams.iter().map(|t| t.id).collect();
        crate::sorting::sort_by(&mut order, |a, b| {
            let (ra, rb) = (self.team_rating(*a), self.team_rating(*b));
            rb.cmp(&ra).then_with(|| crate::text::folded(&self.team_name(*a)).cmp(&crate::text::folded(&self.team_name(*b)))).then(a.cmp(b))
        });
        self.renumber(&order)
    }

    /// The order "Regenerate from ratings" gives (team ids): by team rating,
    /// highest first, teams of equal rating kept in the order they have now.
    pub fn regenerated(&self) -> Vec<u32> {
        // (rating, place now, id): the place keeps equal ratings in their order.
        let mut order: Vec<(u32, usize, u32)> = self.teams.iter().enumerate().map(|(i, t)| (self.team_rating(t.id).0, i, t.id)).collect();
        crate::sorting::sort_by(&mut order, |a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        order.into_iter().map(|(_, _, id)| id).collect()
    }

    /// Whether the team numbers follow the team ratings (a regeneration would change none).
    pub fn numbers_follow_ratings(&self) -> bool {
        self.regenerated().iter().zip(&self.teams).all(|(id, t)| *id == t.id)
    }

    /// The order after exchanging two teams' numbers: only teams of the same team rating.
    pub fn exchanged(&self, a: u32, b: u32) -> Result<Vec<u32>, Refusal> {
        if self.team_rating(a).0 != self.team_rating(b).0 || a == b || self.team(a).is_none() || self.team(b).is_none() {
            return refuse(Refusal::ExchangeNeedsEqualRatings);
        }
        Ok(self
            .teams
            .iter()
            .map(|t| {
                if t.id == a {
                    b
                } else if t.id == b {
                    a
                } else {
                    t.id
                }
            })
            .collect())
    }

    /// Draws the team numbers by lot (only with typed ratings, before round 1).
    pub fn draw_by_lot(&mut self, seed: u64) -> Result<Vec<(u32, u32)>, Refusal> {
        if self.settings.rating_rule != RatingRule::Typed {
            return refuse(Refusal::LotNeedsTypedRatings);
        }
        if !self.rounds.is_empty() {
            return refuse(Refusal::LotAfterRoundOne);
        }
        let mut order: Vec<u32> = self.teams.iter().map(|t| t.id).collect();
        let mut rng = crate::sequence::Sequence(seed | 1);
        for i in (1..order.len()).rev() {
            order.swap(i, rng.next(i as u64 + 1) as usize);
        }
        self.renumber(&order)
    }

    /// Gives the teams the numbers 1, 2, ... in this order (team ids). Until
    /// round `renumber_until` is paired in a Swiss, before round 1 in a round
    /// robin. Returns each change (old number, new number) for the audit trail.
    pub fn renumber(&mut self, order: &[u32]) -> Result<Vec<(u32, u32)>, Refusal> {
        let paired = self.rounds.len() as u32;
        match self.settings.system {
            System::RoundRobin { .. } if paired > 0 => return refuse(Refusal::RoundRobinNumbersFixed),
            System::Swiss if paired + 1 > self.settings.renumber_until => {
                return refuse(Refusal::RenumberTooLate { paired, until: self.settings.renumber_until })
            }
            _ => {}
        }
        let mut sorted = order.to_vec();
        crate::sorting::sort(&mut sorted);
        let mut ids: Vec<u32> = self.teams.iter().map(|t| t.id).collect();
        crate::sorting::sort(&mut ids);
        if sorted != ids {
            return refuse(Refusal::OrderIncomplete);
        }
        let mut changes = Vec::new();
        for (i, id) in order.iter().enumerate() {
            if let Some(t) = self.teams.iter_mut().find(|t| t.id == *id) {
                let new = i as u32 + 1;
                if t.number != new {
                    changes.push((t.number, new));
                }
                t.number = new;
            }
        }
        crate::sorting::sort_by_key(&mut self.teams, |t| t.number);
        Ok(changes)
    }

    /// The default line-up of a team for a round: its roster players in board order.
    /// The team's players in `round`: its roster in board order less the
    /// players marked absent, so a reserve moves up (Line-ups: Required).
    pub fn default_line_up(&self, team: u32, round: u32) -> Vec<Option<u32>> {
        let roster = self.team(team).map(|t| t.roster.clone()).unwrap_or_default();
        let mut present = roster.into_iter().filter(|p| !self.absent_players.contains(&(round, *p)));
        (0..self.settings.boards).map(|_| present.next()).collect()
    }

    fn new_match(&self, first: u32, second: u32, round: u32) -> Match {
        let boards = self.settings.boards as usize;
        Match {
            first,
            second,
            line_ups: [self.default_line_up(first, round), self.default_line_up(second, round)],
            results: vec![None; boards],
            decision: None,
            adjourned: false,
        }
    }

    /// Marks which of a team's players are out of `round` (replacing the
    /// team's earlier marks for it). When the round is paired, the team's
    /// side of its match is seated again: an absent player's board goes to
    /// the players below moving up and the first reserve filling the last
    /// board (board order fixed by the roster), or to the first reserve
    /// (board order chosen each round). Only before the match's first result.
    pub fn set_absent_players(&mut self, round: u32, team: u32, players: &[u32]) -> Result<(), Refusal> {
        let roster = self.team(team).map(|t| t.roster.clone()).ok_or(Refusal::NoTeam(team))?;
        let name = self.team_name(team);
        if let Some(p) = players.iter().find(|p| !roster.contains(p)) {
            return refuse(Refusal::NotOnRoster { player: *p, team: name });
        }
        if round == 0 || round as usize > self.rounds.len() + 1 {
            return refuse(Refusal::NoRound(round));
        }
        let seat = self.rounds.get(round as usize - 1).and_then(|r| r.matches.iter().position(|m| m.first == team || m.second == team));
        if let Some(m) = seat.map(|i| &self.rounds[round as usize - 1].matches[i]) {
            if m.started() || m.decision.is_some() {
                return refuse(Refusal::LineUpFixed);
            }
        }
        self.absent_players.retain(|(r, p)| *r != round || !roster.contains(p));
        self.absent_players.extend(players.iter().map(|p| (round, *p)));
        let Some(i) = seat else { return Ok(()) };
        // Absent, or already on a board for no team.
        let loose: Vec<u32> = self.rounds[round as usize - 1].loose_players().collect();
        let out = |p: &u32| players.contains(p) || loose.contains(p);
        let m = &self.rounds[round as usize - 1].matches[i];
        let side = usize::from(m.second == team);
        let seated: Vec<Option<u32>> = m.line_ups[side].clone();
        let boards = seated.len();
        let line_up = match self.settings.board_order {
            BoardOrder::Roster => {
                // The players still seated move up; then the roster below the last of them, in order.
                let mut kept: Vec<u32> = seated.iter().flatten().copied().filter(|p| !out(p)).collect();
                let from = seated.iter().flatten().filter_map(|p| roster.iter().position(|r| r == p)).max().map_or(0, |at| at + 1);
                let below: Vec<u32> = roster[from.min(roster.len())..].iter().copied().filter(|p| !out(p)).take(boards.saturating_sub(kept.len())).collect();
                kept.extend(below);
                (0..boards).map(|b| kept.get(b).copied()).collect()
            }
            BoardOrder::Free => {
                let mut reserves = roster.iter().filter(|p| !out(p) && !seated.contains(&Some(**p)));
                seated
                    .iter()
                    .map(|s| match s {
                        Some(p) if out(p) => reserves.next().copied(),
                        other => *other,
                    })
                    .collect()
            }
        };
        self.rounds[round as usize - 1].matches[i].line_ups[side] = line_up;
        Ok(())
    }

    /// Pairs a round robin: every round at once from the Berger tables, the
    /// team with the lower number first-named where the table says so.
    pub fn pair_round_robin(&mut self) -> Result<(), Refusal> {
        let System::RoundRobin { double } = self.settings.system else { return refuse(Refusal::NotRoundRobin) };
        if !self.rounds.is_empty() {
            return refuse(Refusal::AlreadyPaired);
        }
        if self.teams.len() < 2 {
            return refuse(Refusal::TooFewTeams);
        }
        let by_number: BTreeMap<u32, u32> = crate::sorting::tree(self.teams.iter().map(|t| (t.number, t.id)));
        let id = |n: u32| by_number.get(&n).copied().unwrap_or(0);
        let mut rounds = Vec::new();
        for table in berger::rounds(self.teams.len() as u32, double) {
            let mut round = Round::default();
            for (a, b) in table {
                match b {
                    Some(b) => round.matches.push(self.new_match(id(a), id(b), rounds.len() as u32 + 1)),
                    None if a > 0 => round.bye = Some(id(a)),
                    None => {}
                }
            }
            rounds.push(round);
        }
        self.settings.rounds = rounds.len() as u32;
        self.rounds = rounds;
        Ok(())
    }

    /// Whether the last round is over: every match complete or adjourned
    /// (refused: the round still open). The next is paired only then; a
    /// round once paired stands, whatever is corrected in the rounds before
    /// it afterwards (so the log replays it where it was paired).
    pub fn last_round_over(&self) -> Result<(), Refusal> {
        match self.rounds.last() {
            Some(last) if !last.matches.iter().all(|m| m.complete() || m.adjourned) => refuse(Refusal::RoundOpen(self.rounds.len() as u32)),
            _ => Ok(()),
        }
    }

    /// Adds a Swiss round as paired (by the pairing program or by hand):
    /// each (first-named, second-named) by team id, and the bye.
    pub fn add_round(&mut self, pairs: &[(u32, u32)], bye: Option<u32>, absent: &[u32]) -> Result<(), Refusal> {
        if self.settings.system != System::Swiss {
            return refuse(Refusal::RoundRobinAllAtOnce);
        }
        let mut seen: Vec<u32> = Vec::new();
        for &t in pairs.iter().flat_map(|(a, b)| [a, b]).chain(bye.iter()).chain(absent.iter()) {
            let Some(team) = self.team(t) else { return refuse(Refusal::NoTeam(t)) };
            if seen.contains(&t) {
                return refuse(Refusal::TeamTwice(team.name.clone()));
            }
            if team.withdrawn.is_some() {
                return refuse(Refusal::Withdrawn(team.name.clone()));
            }
            seen.push(t);
        }
        let number = self.rounds.len() as u32 + 1;
        let round = Round { matches: pairs.iter().map(|&(a, b)| self.new_match(a, b, number)).collect(), bye, absent: absent.to_vec(), ..Round::default() };
        self.rounds.push(round);
        Ok(())
    }

    fn match_mut(&mut self, round: u32, index: usize) -> Result<&mut Match, Refusal> {
        self.rounds.get_mut(round.wrapping_sub(1) as usize).and_then(|r| r.matches.get_mut(index)).ok_or_else(|| Refusal::NoMatch { round, number: index + 1 })
    }

    /// Sets who plays on which board for one side of a match. Only before
    /// the match's first result; players from the team's roster, each once;
    /// in roster order unless the board order is free.
    pub fn set_line_up(&mut self, round: u32, index: usize, team: u32, players: Vec<Option<u32>>) -> Result<(), Refusal> {
        let boards = self.settings.boards as usize;
        let order = self.settings.board_order;
        let roster = self.team(team).map(|t| t.roster.clone()).ok_or_else(|| Refusal::NoTeam(team))?;
        let name = self.team_name(team);
        // A player with a board for no team in the round has his board.
        let loose = self.rounds.get(round.wrapping_sub(1) as usize).and_then(|r| r.loose_players().find(|p| players.contains(&Some(*p))));
        if let Some(p) = loose {
            return refuse(Refusal::HasABoard { name: self.player(p).map(|x| x.name.clone()).unwrap_or_default(), round });
        }
        let m = self.match_mut(round, index)?;
        let side = if m.first == team {
            0
        } else if m.second == team {
            1
        } else {
            return refuse(Refusal::NotInMatch(name));
        };
        if m.started() || m.decision.is_some() {
            return refuse(Refusal::LineUpFixed);
        }
        if players.len() != boards {
            return refuse(Refusal::LineUpLength(boards));
        }
        let mut last = None;
        for p in players.iter().flatten() {
            let Some(at) = roster.iter().position(|r| r == p) else { return refuse(Refusal::NotOnRoster { player: *p, team: name }) };
            if players.iter().flatten().filter(|q| *q == p).count() > 1 {
                return refuse(Refusal::PlayerTwice);
            }
            if order == BoardOrder::Roster && last.is_some_and(|l| at < l) {
                return refuse(Refusal::RosterOrder);
            }

            last = Some(at);
        }
        m.line_ups[side] = players;
        Ok(())
    }

    /// The team whose roster holds the player.
    pub fn team_of(&self, player: u32) -> Option<u32> {
        self.teams.iter().find(|x| x.roster.contains(&player)).map(|x| x.id)
    }

    /// Whether the player has a board in the round: in a match or added by hand.
    pub fn seated_in(&self, round: u32, player: u32) -> bool {
        self.rounds.get(round.wrapping_sub(1) as usize).is_some_and(|r| r.seated().any(|p| p == player))
    }

    /// A board added by hand: two players with no board in the round. It
    /// joins their teams' match (the match and board returned) when the
    /// teams meet in the round, undecided, on a board empty on both sides
    /// that gives `white`'s team White, and (board order fixed) where both
    /// players keep their rosters' order; otherwise it is kept as a board
    /// for no team.
    pub fn add_board(&mut self, round: u32, white: u32, black: u32) -> Result<Option<(usize, u32)>, Refusal> {
        let place = self.board_place(round, white, black)?;
        let round = &mut self.rounds[round as usize - 1];
        match place {
            Some((m, b, white_side)) => {
                round.matches[m].line_ups[white_side][b] = Some(white);
                round.matches[m].line_ups[1 - white_side][b] = Some(black);
                Ok(Some((m, b as u32 + 1)))
            }
            None => {
                round.loose.push(LooseBoard { white, black, result: None });
                Ok(None)
            }
        }
    }

    /// Where `add_board` would put the board, changing nothing: the match,
    /// board (from 0) and White's side, or none for no team.
    pub fn board_place(&self, round: u32, white: u32, black: u32) -> Result<Option<(usize, usize, usize)>, Refusal> {
        let r = round.wrapping_sub(1) as usize;
        if r >= self.rounds.len() {
            return refuse(Refusal::RoundNotPaired(round));
        }
        for p in [white, black] {
            let name = self.player(p).map(|x| x.name.clone()).ok_or(Refusal::NoPlayer(p))?;
            if self.seated_in(round, p) {
                return refuse(Refusal::HasABoard { name, round });
            }
            if self.absent_players.contains(&(round, p)) {
                return refuse(Refusal::MarkedAbsent { name, round });
            }
        }
        if white == black {
            return refuse(Refusal::PlayerTwice);
        }
        Ok(self.fitting_board(r, white, black))
    }

    /// The match, board and side of White where a board added by hand fits (see `add_board`).
    fn fitting_board(&self, r: usize, white: u32, black: u32) -> Option<(usize, usize, usize)> {
        let (tw, tb) = (self.team_of(white)?, self.team_of(black)?);
        let (m, game) = self.rounds[r]
            .matches
            .iter()
            .enumerate()
            .find(|(_, g)| g.decision.is_none() && ((g.first, g.second) == (tw, tb) || (g.first, g.second) == (tb, tw)))?;
        let white_side = usize::from(game.second == tw);
        // Where a player would sit in the roster order of his side, boards above and below.
        let in_order = |side: usize, player: u32, b: usize| {
            let roster = self.team(if side == 0 { game.first } else { game.second }).map(|x| x.roster.as_slice()).unwrap_or_default();
            let at = |p: u32| roster.iter().position(|q| *q == p).unwrap_or(usize::MAX);
            let here = at(player);
            self.settings.board_order == BoardOrder::Free
                || game.line_ups[side].iter().enumerate().all(|(c, p)| p.is_none_or(|p| if c < b { at(p) < here } else { at(p) > here }))
        };
        // The first-named team has White on the odd boards (index 0, 2, ...).
        (0..game.results.len())
            .find(|&b| {
                first_has_white(b) == (white_side == 0)
                    && game.line_ups.iter().all(|l| l.get(b).copied().flatten().is_none())
                    && in_order(white_side, white, b)
                    && in_order(1 - white_side, black, b)
            })
            .map(|b| (m, b, white_side))
    }

    /// Enters (or clears) the result of a board for no team, from White's side.
    pub fn set_loose_result(&mut self, round: u32, index: usize, result: Option<BoardResult>) -> Result<(), Refusal> {
        let board = self
            .rounds
            .get_mut(round.wrapping_sub(1) as usize)
            .and_then(|r| r.loose.get_mut(index))
            .ok_or(Refusal::NoLooseBoard { round, number: index + 1 })?;
        board.result = result;
        Ok(())
    }

    /// Takes away a board for no team (its players can then be seated in their match); only without a result.
    pub fn remove_loose(&mut self, round: u32, index: usize) -> Result<(), Refusal> {
        let loose = self
            .rounds
            .get_mut(round.wrapping_sub(1) as usize)
            .map(|r| &mut r.loose)
            .filter(|l| index < l.len())
            .ok_or(Refusal::NoLooseBoard { round, number: index + 1 })?;
        if loose[index].result.is_some() {
            return refuse(Refusal::LooseHasResult);
        }
        loose.remove(index);
        Ok(())
    }

    /// Enters (or clears, with none) a board's result, from the first-named team's side.
    pub fn set_result(&mut self, round: u32, index: usize, board: u32, result: Option<BoardResult>) -> Result<(), Refusal> {
        let m = self.match_mut(round, index)?;
        if m.decision.is_some() {
            return refuse(Refusal::DecidedMatch);
        }
        let b = board.wrapping_sub(1) as usize;
        if b >= m.results.len() {
            return refuse(Refusal::NoBoard(board));
        }
        let seated = m.line_ups[0].get(b).copied().flatten().is_some() && m.line_ups[1].get(b).copied().flatten().is_some();
        if !seated {
            return refuse(Refusal::BoardUnfilled(board));
        }
        m.results[b] = result;
        Ok(())
    }

    /// Forfeits a match by decision (none withdraws the decision, bringing the board results back).
    pub fn decide(&mut self, round: u32, index: usize, decision: Option<Decision>) -> Result<(), Refusal> {
        self.match_mut(round, index)?.decision = decision;
        Ok(())
    }

    /// Marks a match whose games are not all finished as adjourned (or not):
    /// the next round can then be paired, its unfinished games counting as draws for that pairing only.
    pub fn adjourn(&mut self, round: u32, index: usize, adjourned: bool) -> Result<(), Refusal> {
        let m = self.match_mut(round, index)?;
        if adjourned && m.complete() {
            return refuse(Refusal::NothingAdjourned);
        }
        m.adjourned = adjourned;
        Ok(())
    }

    /// Withdraws a team from `round` on (none reinstates it).
    pub fn withdraw(&mut self, team: u32, from_round: Option<u32>) -> Result<(), Refusal> {
        let Some(t) = self.teams.iter_mut().find(|t| t.id == team) else { return refuse(Refusal::NoTeam(team)) };
        t.withdrawn = from_round;
        Ok(())
    }
}

/// The record the pairing reads: an adjourned match's unfinished games count as draws (for the pairing only).
pub fn record_for_pairing(t: &Tournament) -> Record {
    if !t.rounds.iter().flat_map(|r| &r.matches).any(|m| m.adjourned && !m.complete()) {
        return record(t);
    }
    let mut drawn = t.clone();
    for m in drawn.rounds.iter_mut().flat_map(|r| r.matches.iter_mut()).filter(|m| m.adjourned) {
        for b in 0..m.results.len() {
            if m.board(b).is_none() {
                m.results[b] = Some(BoardResult::Draw);
            }
        }
    }
    record(&drawn)
}

/// What a side of a match got, from the board results or the decision.
struct Sides {
    halves: [u32; 2],
    boards: [Vec<u32>; 2],
    played: bool,
    kinds: [Kind; 2],
    match_points: [u32; 2],
}

fn sides(t: &Tournament, m: &Match) -> Option<Sides> {
    let s = t.settings.scoring;
    let n = t.settings.boards as usize;
    let seated = |side: usize| m.line_ups[side].iter().filter(|p| p.is_some()).count() as u32;
    let whole = |side: usize| match t.settings.whole_forfeit {
        WholeForfeit::Seated => 2 * seated(side),
        WholeForfeit::FullCount => 2 * n as u32,
    };
    // A forfeit by decision before any game: the whole match, paid as the
    // settings say; after games were played, the sum of its boards (each a
    // forfeit won by the team it is awarded to), whatever the setting.
    let games_played = m.results.iter().flatten().any(|r| r.played());
    let decided = |winner: Option<usize>| {
        let mut sides =
            Sides { halves: [0, 0], boards: [vec![0; n], vec![0; n]], played: false, kinds: [Kind::DoubleForfeit; 2], match_points: [s.loss, s.loss] };
        if let Some(w) = winner {
            sides.halves[w] = if games_played { 2 * n as u32 } else { whole(w) };
            sides.boards[w] = vec![2; n];
            sides.kinds = if w == 0 { [Kind::ForfeitWin, Kind::ForfeitLoss] } else { [Kind::ForfeitLoss, Kind::ForfeitWin] };
            sides.match_points[w] = s.win;
        }
        sides
    };
    match m.decision {
        Some(Decision::ToFirst) => return Some(decided(Some(0))),
        Some(Decision::ToSecond) => return Some(decided(Some(1))),
        Some(Decision::Neither) => return Some(decided(None)),
        None => {}
    }
    let results: Vec<BoardResult> = (0..n).map(|b| m.board(b)).collect::<Option<_>>()?;
    let played = results.iter().any(|r| r.played());
    if !played && results.iter().all(|r| *r == BoardResult::DoubleForfeit) {
        return Some(decided(None));
    }
    let mut out = Sides { halves: [0, 0], boards: [vec![0; n], vec![0; n]], played, kinds: [Kind::Played; 2], match_points: [0, 0] };
    for (b, r) in results.iter().enumerate() {
        let (a, c) = r.halves();
        out.boards[0][b] = a;
        out.boards[1][b] = c;
        out.halves[0] += a;
        out.halves[1] += c;
    }
    out.match_points = [match_points(s, out.halves[0], out.halves[1]), match_points(s, out.halves[1], out.halves[0])];
    if !played {
        // Every board forfeited (a team that seated nobody): a forfeit win, read by its match points.
        let first_won = out.halves[0] > out.halves[1];
        out.kinds = if first_won { [Kind::ForfeitWin, Kind::ForfeitLoss] } else { [Kind::ForfeitLoss, Kind::ForfeitWin] };
        out.match_points = if first_won { [s.win, s.loss] } else { [s.loss, s.win] };
    }
    Some(out)
}

/// A match of round `round` as the record counts it (none while it is being
/// played): a team withdrawn by then forfeits it.
fn counted_sides(t: &Tournament, m: &Match, round: u32) -> Option<Sides> {
    let gone = |id: u32| t.team(id).and_then(|x| x.withdrawn).is_some_and(|w| round >= w);
    match (gone(m.first), gone(m.second)) {
        (false, false) => sides(t, m),
        (true, false) => sides(t, &Match { decision: Some(Decision::ToSecond), ..m.clone() }),
        (false, true) => sides(t, &Match { decision: Some(Decision::ToFirst), ..m.clone() }),
        (true, true) => sides(t, &Match { decision: Some(Decision::Neither), ..m.clone() }),
    }
}

/// A match's score as the standings count it: each side's game points
/// (halves), and the match points once it is complete (a forfeit by
/// decision paid as the settings say); while it is played, the boards so far.
pub fn counted(t: &Tournament, round: u32, m: &Match) -> ([u32; 2], Option<[u32; 2]>) {
    match counted_sides(t, m, round) {
        Some(s) => (s.halves, Some(s.match_points)),
        None => {
            let (a, b) = m.score();
            ([a, b], None)
        }
    }
}

/// The record of the tournament: every round with at least one complete
/// match; a match still being played gives its teams no entry yet.
/// Withdrawn teams: in a Swiss, every round from the withdrawal is a
/// zero-point bye; in a round robin (GR 6.6) a team that played under half
/// its matches has none of its results counted, otherwise its remaining
/// matches are forfeits to its opponents (lost by both when both withdrew).
pub fn record(t: &Tournament) -> Record {
    let s = t.settings.scoring;
    let n = t.settings.boards;
    let number: BTreeMap<u32, u32> = crate::sorting::tree(t.teams.iter().map(|x| (x.id, x.number)));
    let num = |id: u32| number.get(&id).copied().unwrap_or(0);
    let round_robin = matches!(t.settings.system, System::RoundRobin { .. });
    // Round robin: teams whose results are not counted at all.
    let uncounted: Vec<u32> = if round_robin {
        t.teams
            .iter()
            .filter(|x| {
                let Some(w) = x.withdrawn else { return false };
                let scheduled = t.rounds.iter().filter(|r| r.matches.iter().any(|m| m.first == x.id || m.second == x.id)).count();
                let played =
                    t.rounds.iter().take(w.saturating_sub(1) as usize).filter(|r| r.matches.iter().any(|m| m.first == x.id || m.second == x.id)).count();
                2 * played < scheduled
            })
            .map(|x| x.id)
            .collect()
    } else {
        Vec::new()
    };
    let mut extra: Vec<Adjustment> = Vec::new();
    let mut results = Vec::new();
    for (r, round) in t.rounds.iter().enumerate() {
        let rn = r as u32 + 1;
        let mut entries = BTreeMap::new();
        let mut open = Vec::new();
        for m in &round.matches {
            if uncounted.contains(&m.first) || uncounted.contains(&m.second) {
                continue;
            }
            let out = counted_sides(t, m, rn);
            let Some(out) = out else {
                open.extend([m.first, m.second]);
                continue;
            };
            for (side, (me, them)) in [(0, (m.first, m.second)), (1, (m.second, m.first))] {
                let kind = if out.played { Kind::Played } else { out.kinds[side] };
                let white = Some(side == 0);
                entries.insert(
                    num(me),
                    Entry {
                        kind,
                        opponent: Some(num(them)),
                        white,
                        match_points: out.match_points[side],
                        game_points: out.halves[side],
                        boards: out.boards[side].clone(),
                    },
                );
            }
        }
        if entries.is_empty() {
            continue;
        }
        for team in &t.teams {
            if entries.contains_key(&team.number) || uncounted.contains(&team.id) || open.contains(&team.id) {
                continue;
            }
            let entry = if round.bye == Some(team.id) && !round_robin {
                // The pairing-allocated bye: a drawn match (C.04.6 1.4), a win on every board for board count (C.07 12).
                let (mp, gp) = t.settings.bye_points.unwrap_or((s.draw, n));
                Entry { kind: Kind::PairingBye, opponent: None, white: None, match_points: mp, game_points: gp, boards: vec![2; n as usize] }
            } else if round.half_point.contains(&team.id) {
                Entry { kind: Kind::HalfBye, opponent: None, white: None, match_points: s.draw, game_points: n, boards: vec![1; n as usize] }
            } else if round.full_point.contains(&team.id) {
                Entry { kind: Kind::FullBye, opponent: None, white: None, match_points: s.win, game_points: 2 * n, boards: vec![2; n as usize] }
            } else if round.bye == Some(team.id) {
                // A round robin's free team: no opponent, nothing scored.
                Entry { kind: Kind::PairingBye, opponent: None, white: None, match_points: 0, game_points: 0, boards: vec![0; n as usize] }
            } else {
                // Absent, withdrawn, or a round robin's free team: nothing scored.
                Entry { kind: Kind::ZeroBye, opponent: None, white: None, match_points: 0, game_points: 0, boards: vec![0; n as usize] }
            };
            entries.insert(team.number, entry);
        }
        super::matches::overrides(&t.abnormal, results.len() as u32 + 1, &mut entries, &mut extra);
        results.push(entries);
    }
    let mut teams: Vec<RecordTeam> =
        t.teams.iter().filter(|x| !uncounted.contains(&x.id)).map(|x| RecordTeam { number: x.number, name: x.name.clone() }).collect();
    crate::sorting::sort_by_key(&mut teams, |x| x.number);
    let adjustments = t.adjustments.iter().filter_map(|a| Some(Adjustment { team: t.team(a.team)?.number, ..a.clone() })).chain(extra).collect();
    Record { teams, boards: n, rounds: t.settings.rounds.max(results.len() as u32), scoring: s, primary: t.settings.primary, round_robin, results, adjustments }
}
