//! The arbiter's Teams and Settings screens as HTML, and the command each of
//! their forms and buttons gives. The page sets the HTML, listens once for
//! the forms' submissions and the buttons' presses, and hands the fields
//! (`name`, value) here: what a field means, what is refused and why, what
//! is asked first and what is said after, is decided in one place, tested
//! natively. (A view per field cost the chess page more than the whole
//! tie-break engine.)

use super::command::{Command, Renumbering};
use super::record::{parse_points, points_text, Points};
use super::roster::TeamCard;
use super::tournament::{Apartness, BoardOrder, KeepApart, Player, RatingRule, Settings, System, Tournament, WholeForfeit};
use super::trf::TeamScoring;
use crate::text::escape_html as esc;
use std::fmt::Write;

/// A question put before a command: it replaces much, or departs from FIDE's rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    pub title: String,
    pub message: String,
    pub details: Vec<String>,
    /// The button that goes ahead.
    pub go: String,
}

/// What a form or a button gives: the command, what to say once it is
/// saved, a restore point to save first ("before …"), a question to ask first.
#[derive(Clone, Debug, PartialEq)]
pub struct Act {
    pub command: Command,
    pub said: String,
    pub restore: Option<&'static str>,
    pub ask: Option<Question>,
}

impl Act {
    fn new(command: Command, said: impl Into<String>) -> Act {
        Act { command, said: said.into(), restore: None, ask: None }
    }
}

/// A form's fields as the page read them.
pub type Fields = [(String, String)];

fn field<'a>(fields: &'a Fields, name: &str) -> &'a str {
    fields.iter().find(|(n, _)| n == name).map(|(_, v)| v.trim()).unwrap_or("")
}

/// What departs from FIDE's rules themselves (not a choice the regulations
/// of a competition may make): leaving FIDE mode is asked first.
pub fn off_fide_rules(s: &Settings, apart: &[KeepApart]) -> Vec<String> {
    let mut out = Vec::new();
    if s.renumber_until > 4 {
        out.push(format!("Team numbers can be corrected until round {} is paired (FIDE: 4)", s.renumber_until));
    }
    if s.board_order == BoardOrder::Free {
        out.push("The board order is chosen each round (FIDE: fixed by the roster)".into());
    }
    if !apart.is_empty() {
        out.push("Teams are kept apart (not part of C.04.6)".into());
    }
    out
}

/// What departs from FIDE's rules or defaults, for the Settings list.
pub fn departures(t: &Tournament) -> Vec<String> {
    let s = &t.settings;
    let mut out = off_fide_rules(s, &t.apart);
    if s.scoring != TeamScoring::default() {
        out.push(format!("Match points {}/{}/{} instead of 2/1/0", points(s.scoring.win), points(s.scoring.draw), points(s.scoring.loss)));
    }
    if s.primary == Points::Game {
        out.push("Game points are the primary score".into());
    }
    if !t.tiebreaks.trim().is_empty() {
        out.push(format!("Tie-breaks {} instead of FIDE's default", t.tiebreaks));
    }
    out
}

fn points(halves: u32) -> String {
    points_text(halves as i32)
}

/// The FIDE-mode question for a change that adds departures from FIDE's rules.
fn leaving(before: Vec<String>, after: Vec<String>) -> Option<Question> {
    let new: Vec<String> = after.into_iter().filter(|d| !before.contains(d)).collect();
    (!new.is_empty()).then(|| Question {
        title: "Leave FIDE mode?".into(),
        message: "This departs from FIDE's rules: the tournament is then no longer run as FIDE's regulations say, and Settings lists it.".into(),
        details: new,
        go: "Leave FIDE mode".into(),
    })
}

/// A change of the settings as one command, with the FIDE-mode question when it departs.
fn settings_act(t: &Tournament, next: Settings, said: &str) -> Act {
    let ask = leaving(off_fide_rules(&t.settings, &t.apart), off_fide_rules(&next, &t.apart));
    Act { ask, ..Act::new(Command::Settings { settings: Box::new(next) }, said) }
}

fn apart_act(t: &Tournament, rules: Vec<KeepApart>, said: &str) -> Act {
    let ask = leaving(off_fide_rules(&t.settings, &t.apart), off_fide_rules(&t.settings, &rules));
    Act { ask, ..Act::new(Command::Apart { rules }, said) }
}

fn rating(text: &str, what: &str) -> Result<Option<u32>, String> {
    match text {
        "" => Ok(None),
        r => r.parse::<u32>().ok().filter(|n| (100..=3500).contains(n)).map(Some).ok_or_else(|| format!("“{r}” is not {what} (a whole number, 100 to 3500); leave it empty {}.", if what == "a rating" { "for an unrated player" } else { "to work it out from the players" })),
    }
}

fn whole(text: &str, what: &str, range: std::ops::RangeInclusive<u32>) -> Result<u32, String> {
    text.parse::<u32>().ok().filter(|n| range.contains(n)).ok_or_else(|| format!("{what} is a whole number from {} to {}.", range.start(), range.end()))
}

/// The command a submitted form gives (`form` is its `data-form`, `id` its `data-id`).
pub fn submit(t: &Tournament, form: &str, id: u32, fields: &Fields) -> Result<Act, String> {
    let f = |name: &str| field(fields, name);
    let s = &t.settings;
    Ok(match form {
        "add-team" => {
            let name = f("name");
            Act::new(Command::AddTeam { id: super::log::next_team_id(t), name: name.into() }, format!("Team {name} added."))
        }
        "boards" => {
            let n = whole(f("boards"), "Boards per match", 1..=20)?;
            Act::new(Command::Settings { settings: Box::new(Settings { boards: n, ..s.clone() }) }, format!("{n} boards per match."))
        }
        "double" => {
            let double = f("double") == "on";
            Act::new(Command::Settings { settings: Box::new(Settings { system: System::RoundRobin { double }, ..s.clone() }) }, if double { "A double round robin." } else { "A single round robin." })
        }
        "card" => {
            let card = TeamCard { name: f("name").into(), short: f("short").into(), captain: f("captain").into(), series: f("series").into(), club: f("club").into(), rating: rating(f("rating"), "a team rating")? };
            let said = format!("{} saved.", card.name);
            Act::new(Command::EditTeam { team: id, card }, said)
        }
        "player" => {
            let player = Player {
                id: super::log::next_player_id(t),
                name: f("name").into(),
                rating: rating(f("rating"), "a rating")?,
                fide_id: f("fide").into(),
                title: f("title").to_ascii_uppercase(),
                federation: f("federation").to_ascii_uppercase(),
                sex: f("sex").into(),
                birth: f("birth").into(),
                club: f("club").into(),
            };
            let said = format!("{} added to {}.", player.name, t.team(id).map(|x| x.name.as_str()).unwrap_or(""));
            Act::new(Command::AddPlayer { team: id, player }, said)
        }
        "line-up" => {
            let (round, m) = (whole(f("round"), "The round", 1..=999)?, whole(f("m"), "The match", 0..=9999)? as usize);
            let players: Vec<Option<u32>> = fields.iter().filter(|(n, _)| n == "board").map(|(_, v)| v.trim().parse::<u32>().ok()).collect();
            let said = format!("Round {round}, match {}: {}'s line-up saved.", m + 1, t.team(id).map(|x| x.name.as_str()).unwrap_or(""));
            Act::new(Command::LineUp { round, m, team: id, players }, said)
        }
        "add-board" => {
            let round = whole(f("round"), "The round", 1..=999)?;
            let (white, black) = (f("white").parse::<u32>().unwrap_or(0), f("black").parse::<u32>().unwrap_or(0));
            if white == 0 || black == 0 {
                return Err("Choose the board's two players.".into());
            }
            let name = |p: u32| t.player(p).map(|x| x.name.clone()).unwrap_or_default();
            // What it will do: join a match, or count for no team.
            let said = match t.board_place(round, white, black).map_err(|e| e.to_string())? {
                Some((m, b, _)) => format!("Round {round}: {} – {} joins match {} as board {}.", name(white), name(black), m + 1, b + 1),
                None => format!("Round {round}: {} – {} added as a board for no team: it fits no match of their teams.", name(white), name(black)),
            };
            Act::new(Command::AddBoard { round, white, black }, said)
        }
        "absent" => {
            let round = whole(f("round"), "The round", 1..=999)?;
            let players: Vec<u32> = fields.iter().filter(|(n, _)| n == "absent").filter_map(|(_, v)| v.trim().parse::<u32>().ok()).collect();
            let team = t.team(id).map(|x| x.name.as_str()).unwrap_or("");
            let names: Vec<&str> = players.iter().filter_map(|p| t.player(*p)).map(|p| p.name.as_str()).collect();
            let said = if names.is_empty() { format!("Round {round}: nobody of {team} absent.") } else { format!("Round {round}: {} absent for {team}; the line-up moves up.", names.join(", ")) };
            Act::new(Command::Absent { round, team: id, players }, said)
        }
        "exchange" => {
            let team = |name: &str| f(name).parse::<u32>().unwrap_or(0);
            let order = t.exchanged(team("a"), team("b")).map_err(|e| e.to_string())?;
            Act::new(Command::Renumber { order, how: Renumbering::Exchange }, "The two teams exchanged their numbers.")
        }
        "scoring" => {
            let read = |name: &str, what: &str| parse_points(f(name)).ok_or_else(|| format!("“{}” is not a number of match points for {what} (2, 1, ½, 0 …).", f(name)));
            let scoring = TeamScoring { win: read("win", "a win")?, draw: read("draw", "a draw")?, loss: read("loss", "a loss")? };
            if !(scoring.win > scoring.draw && scoring.draw >= scoring.loss) {
                return Err("A win must be worth more than a draw, and a draw at least a loss.".into());
            }
            settings_act(t, Settings { scoring, ..s.clone() }, "Match points saved.")
        }
        "numbers" => {
            let rounds = if s.system == System::Swiss { whole(f("rounds"), "The number of rounds", 0..=99)? } else { s.rounds };
            let next = Settings { rounds, unrated: whole(f("unrated"), "An unrated player's rating", 0..=3000)?, renumber_until: whole(f("until"), "The round until which team numbers can be corrected", 1..=99)?, ..s.clone() };
            settings_act(t, next, "Settings saved.")
        }
        "tiebreaks" => {
            let list = f("list").to_ascii_uppercase().replace(' ', "");
            let said = if list.is_empty() { "Tie-breaks: FIDE's default.".to_string() } else { format!("Tie-breaks: {list}.") };
            Act::new(Command::Tiebreaks { list }, said)
        }
        "choice" => choice(t, f("primary"), f("rating"), f("order"), f("forfeit"))?,
        "clubs" => {
            let mut rules: Vec<KeepApart> = t.apart.iter().filter(|k| k.who != Apartness::SameClub).cloned().collect();
            let (rule, said) = match f("clubs") {
                "rule" => (Some(true), "Teams of the same club are kept apart (a rule)."),
                "wish" => (Some(false), "Teams of the same club are kept apart where the pairing allows (a wish)."),
                _ => (None, "Teams of the same club may meet."),
            };
            rules.extend(rule.map(|rule| KeepApart { who: Apartness::SameClub, rule, first: 1, last: 99 }));
            apart_act(t, rules, said)
        }
        "apart" => {
            let mut ids = Vec::new();
            for word in f("teams").split([' ', ',']).filter(|w| !w.is_empty()) {
                match word.parse::<u32>().ok().and_then(|n| t.teams.iter().find(|x| x.number == n)) {
                    Some(team) if !ids.contains(&team.id) => ids.push(team.id),
                    Some(_) => {}
                    None => return Err(format!("“{word}” is not a team number.")),
                }
            }
            if ids.len() < 2 {
                return Err("Name at least two teams by their numbers (for example 3 11 16).".into());
            }
            let first = if f("from").is_empty() { 1 } else { whole(f("from"), "A round", 1..=99)? };
            let last = if f("to").is_empty() { 99 } else { whole(f("to"), "A round", 1..=99)? };
            if first > last {
                return Err("The first round comes before the last.".into());
            }
            let mut rules = t.apart.clone();
            rules.push(KeepApart { who: Apartness::Chosen(ids), rule: f("how") != "wish", first, last });
            apart_act(t, rules, "The teams are kept apart.")
        }
        _ => return Err(format!("Clubscore does not know the form “{form}”.")),
    })
}

/// The choices made by a radio button of the Settings screen (only the one changed is non-empty).
fn choice(t: &Tournament, primary: &str, rating: &str, order: &str, forfeit: &str) -> Result<Act, String> {
    let mut s = t.settings.clone();
    let said = match (primary, rating, order, forfeit) {
        ("match", ..) => (s.primary = Points::Match, "Match points are the primary score.").1,
        ("game", ..) => (s.primary = Points::Game, "Game points are the primary score.").1,
        (_, "olympiad", ..) => (s.rating_rule = RatingRule::Olympiad, "Team rating by the Olympiad rule.").1,
        (_, "first", ..) => (s.rating_rule = RatingRule::FirstBoards, "Team rating from the first boards.").1,
        (_, "whole", ..) => (s.rating_rule = RatingRule::WholeRoster, "Team rating from the whole roster.").1,
        (_, "typed", ..) => (s.rating_rule = RatingRule::Typed, "Team ratings are typed.").1,
        (_, _, "roster", _) => (s.board_order = BoardOrder::Roster, "The board order follows the roster.").1,
        (_, _, "free", _) => (s.board_order = BoardOrder::Free, "The board order is chosen each round.").1,
        (.., "seated") => (s.whole_forfeit = WholeForfeit::Seated, "A forfeited match pays a point per board seated.").1,
        (.., "full") => (s.whole_forfeit = WholeForfeit::FullCount, "A forfeited match pays every board.").1,
        _ => return Err("Choose one of the settings.".into()),
    };
    Ok(settings_act(t, s, said))
}

/// The club most of a team's players are from (at least two with a club,
/// three quarters of them; compared without regard to capitals or edge
/// spaces), when the team's card says another or none: offered, never set
/// unasked (the seed's rule).
pub fn suggested_club(t: &Tournament, team: u32) -> Option<String> {
    let x = t.team(team)?;
    let clubs: Vec<&str> = x.roster.iter().filter_map(|p| t.player(*p)).map(|p| p.club.trim()).filter(|c| !c.is_empty()).collect();
    let best = clubs.iter().max_by_key(|c| clubs.iter().filter(|d| d.eq_ignore_ascii_case(c)).count())?;
    let count = clubs.iter().filter(|d| d.eq_ignore_ascii_case(best)).count();
    (clubs.len() >= 2 && 4 * count >= 3 * clubs.len() && !x.club.trim().eq_ignore_ascii_case(best)).then(|| best.to_string())
}

/// Withdrawing a double forfeit the pairing wrote itself (nobody seated on
/// either side, no decision): it has no old results to give back, so each
/// team is seated as the pairing would seat it now, a line-up command
/// each. Refused while nobody can be seated (the seed's rule).
pub fn reseat(t: &Tournament, round: u32, m: usize) -> Result<Vec<Act>, String> {
    let game = t.rounds.get(round.wrapping_sub(1) as usize).and_then(|r| r.matches.get(m)).ok_or("No such match.")?;
    if game.decision.is_some() || game.line_ups.iter().flatten().any(Option::is_some) {
        return Err("Someone is seated in this match: change its line-ups instead.".into());
    }
    let seats = [t.default_line_up(game.first, round), t.default_line_up(game.second, round)];
    if seats.iter().flatten().all(Option::is_none) {
        return Err("Nobody can be seated in this match yet: put players on the teams' rosters first.".into());
    }
    Ok([game.first, game.second]
        .into_iter()
        .zip(seats)
        .map(|(team, players)| Act::new(Command::LineUp { round, m, team, players }, format!("Round {round}, match {}: {} seated.", m + 1, t.team(team).map(|x| x.name.as_str()).unwrap_or(""))))
        .collect())
}

/// The command a pressed button gives (`act` is its `data-act`, `id` its
/// `data-id`, `player` its `data-p`); `seed` draws lots; `ordered` is how
/// the order in force was set, if it was.
pub fn press(t: &Tournament, act: &str, id: u32, player: u32, seed: u64, ordered: Option<Renumbering>) -> Result<Act, String> {
    let order_now = || t.teams.iter().map(|x| x.id).collect::<Vec<u32>>();
    let name = |id: u32| t.team(id).map(|x| x.name.clone()).unwrap_or_default();
    let who = || t.player(player).map(|p| p.name.clone()).unwrap_or_default();
    let next_round = t.rounds.len() as u32 + 1;
    Ok(match act {
        "order" => {
            let mut after = t.clone();
            after.order_by_rating().map_err(|e| e.to_string())?;
            Act::new(Command::Renumber { order: after.teams.iter().map(|x| x.id).collect(), how: Renumbering::Rating }, "Teams ordered by rating.")
        }
        "lot" => {
            let mut after = t.clone();
            after.draw_by_lot(seed).map_err(|e| e.to_string())?;
            let ask = ordered.is_some().then(|| Question {
                title: "Replace the order of the teams?".into(),
                message: "The order set before is replaced by a draw. A restore point is saved first: the audit trail can go back to it.".into(),
                details: Vec::new(),
                go: "Draw by lot".into(),
            });
            Act { restore: Some("the draw by lot"), ask, ..Act::new(Command::Renumber { order: after.teams.iter().map(|x| x.id).collect(), how: Renumbering::Lot }, "The order of the teams was drawn by lot.") }
        }
        "regenerate" => {
            let order = t.regenerated();
            let mut after = t.clone();
            let changes = after.renumber(&order).map_err(|e| e.to_string())?;
            if changes.is_empty() {
                return Err("The team numbers already follow the ratings.".into());
            }
            let details: Vec<String> = changes.iter().map(|(old, new)| format!("{}: {old} → {new}", t.teams.iter().find(|x| x.number == *old).map(|x| x.name.as_str()).unwrap_or(""))).collect();
            let ask = (changes.len() > 1).then(|| Question {
                title: "Regenerate the team numbers?".into(),
                message: format!("{} teams change their numbers. Rounds already paired keep the numbers they were paired with.", changes.len()),
                details,
                go: "Regenerate".into(),
            });
            Act { ask, ..Act::new(Command::Renumber { order, how: Renumbering::Regenerate }, "Team numbers regenerated from the ratings.") }
        }
        "up" | "down" => {
            let mut order = order_now();
            let i = order.iter().position(|x| *x == id).ok_or("No such team.")?;
            let j = if act == "up" { i.checked_sub(1) } else { Some(i + 1).filter(|j| *j < order.len()) }.ok_or("The team is already at that end of the order.")?;
            order.swap(i, j);
            Act::new(Command::Renumber { order, how: Renumbering::Hand }, format!("{} is now number {}.", name(id), j + 1))
        }
        "withdraw" => Act::new(Command::Withdraw { team: id, from_round: Some(next_round) }, format!("Withdrawn from round {next_round}.")),
        "reinstate" => Act::new(Command::Withdraw { team: id, from_round: None }, "Reinstated."),
        "delete" => Act::new(Command::DeleteTeam { team: id }, "Team deleted."),
        "club" => {
            let club = suggested_club(t, id).ok_or("No club is suggested for this team.")?;
            let card = TeamCard { club: club.clone(), ..t.card(id).ok_or("No such team.")? };
            Act::new(Command::EditTeam { team: id, card }, format!("{}'s club: {club}.", name(id)))
        }
        "player-up" | "player-down" => {
            let at = t.team(id).and_then(|x| x.roster.iter().position(|p| *p == player)).ok_or("No such player.")?;
            let to = if act == "player-up" { at.saturating_sub(1) } else { at + 1 };
            Act::new(Command::MovePlayer { team: id, player, to }, format!("{} moved {}.", who(), if act == "player-up" { "up" } else { "down" }))
        }
        "player-remove" => Act::new(Command::RemovePlayer { team: id, player }, format!("{} removed.", who())),
        "reset-tiebreaks" => Act::new(Command::Tiebreaks { list: String::new() }, "Tie-breaks: FIDE's default."),
        "apart-remove" => {
            let mut rules = t.apart.clone();
            if (id as usize) < rules.len() {
                rules.remove(id as usize);
            }
            apart_act(t, rules, "The teams may meet again.")
        }
        _ => return Err(format!("Clubscore does not know the button “{act}”.")),
    })
}

/// A labelled text field.
fn input(h: &mut String, label: &str, name: &str, value: &str, extra: &str) {
    let _ = write!(h, "<label><span>{label}</span><input type=\"text\" name=\"{name}\" value=\"{}\" {extra}></label>", esc(value));
}

fn disabled(yes: bool) -> &'static str {
    if yes {
        " disabled"
    } else {
        ""
    }
}

fn checked(yes: bool) -> &'static str {
    if yes {
        " checked"
    } else {
        ""
    }
}

/// The Teams screen's head: boards per match, the round robin's kind, a new
/// team, the order of the teams (by rating, by lot, the note of a draw
/// `drawn`), Team numbers… while they can be corrected.
pub fn teams_head(t: &Tournament, drawn: Option<&str>) -> String {
    let paired = !t.rounds.is_empty();
    let mut h = String::from("<h2 id=\"teams-title\">Teams</h2>");
    let _ = write!(h, "<form class=\"inline\" data-form=\"boards\" data-testid=\"boards-form\"><label><span>Boards per match</span><input type=\"number\" name=\"boards\" min=\"1\" max=\"20\" value=\"{}\"{d}></label><button type=\"submit\"{d}>Set</button>{}</form>", t.settings.boards, if paired { "<span class=\"hint\">Fixed once round 1 is paired.</span>" } else { "" }, d = disabled(paired));
    if let System::RoundRobin { double } = t.settings.system {
        let _ = write!(h, "<form data-form=\"double\" data-auto><label class=\"check\"><input type=\"checkbox\" name=\"double\"{}{}> Double round robin (each pair of teams meets twice)</label></form>", checked(double), disabled(paired));
    }
    h.push_str("<form class=\"inline\" data-form=\"add-team\" data-testid=\"add-team\"><label><span>New team</span><input type=\"text\" name=\"name\" required maxlength=\"60\"></label><button type=\"submit\" class=\"primary\">Add team</button></form><p class=\"actions\"><button type=\"button\" data-act=\"order\" data-testid=\"order-by-rating\">Order by rating</button>");
    if t.settings.rating_rule == RatingRule::Typed && !paired {
        h.push_str("<button type=\"button\" data-act=\"lot\" data-testid=\"draw-by-lot\">Draw the order by lot</button>");
    }
    h.push_str("</p>");
    if let Some(when) = drawn {
        let _ = write!(h, "<p class=\"hint\" data-testid=\"drawn\">The order of the teams was drawn by lot ({}).</p>", esc(when));
    }
    if t.settings.system == System::Swiss && paired && (t.rounds.len() as u32) < t.settings.renumber_until {
        let options: String = t.teams.iter().map(|x| format!("<option value=\"{}\">{}. {} ({})</option>", x.id, x.number, esc(&x.name), t.team_rating(x.id).0)).collect();
        let _ = write!(
            h,
            "<details class=\"team-numbers\" data-testid=\"team-numbers\"><summary>Team numbers…</summary><p class=\"hint\">Until round {} is paired. Rounds already paired keep the numbers they were paired with.</p><form class=\"inline\" data-form=\"exchange\"><label><span>Team</span><select name=\"a\">{options}</select></label><label><span>and team</span><select name=\"b\">{options}</select></label><button type=\"submit\">Exchange their numbers</button></form><p><button type=\"button\" data-act=\"regenerate\" data-testid=\"regenerate\">Regenerate from ratings…</button></p></details>",
            t.settings.renumber_until
        );
    }
    h
}

/// One team's card: its number, name, rating and state, the arrows that
/// move it in the order before round 1, its details form and the commands
/// that remove it (delete while in no round, else withdraw or reinstate),
/// its roster in board order with the reserves marked, and the form that
/// adds a player to it.
pub fn team_card(t: &Tournament, id: u32) -> String {
    let Some(team) = t.team(id) else { return String::new() };
    let place = t.teams.iter().position(|x| x.id == id).unwrap_or(0);
    let name = esc(&team.name);
    let mut h = format!("<article class=\"team-card\" data-testid=\"team-card\"><h3>{}. {name}</h3>", team.number);
    if t.rounds.is_empty() {
        let _ = write!(h, "<p class=\"actions\"><button type=\"button\" data-act=\"up\" data-id=\"{id}\" aria-label=\"Move {name} up the order\"{}>↑ Up the order</button><button type=\"button\" data-act=\"down\" data-id=\"{id}\" aria-label=\"Move {name} down the order\"{}>↓ Down</button></p>", disabled(place == 0), disabled(place + 1 >= t.teams.len()));
    }
    let _ = write!(h, "<p class=\"facts\">Team rating {}{}</p>", t.team_rating(id).0, team.withdrawn.map(|r| format!(" · withdrawn from round {r}")).unwrap_or_default());
    h.push_str("<details class=\"team-details\"><summary>Team details</summary>");
    let _ = write!(h, "<form class=\"inline\" data-form=\"card\" data-id=\"{id}\">");
    for (label, key, value) in [("Name", "name", &team.name), ("Short name", "short", &team.short), ("Captain", "captain", &team.captain), ("Series", "series", &team.series), ("Club", "club", &team.club)] {
        input(&mut h, label, key, value, "maxlength=\"60\"");
    }
    input(&mut h, "Typed rating", "rating", &team.rating.map(|r| r.to_string()).unwrap_or_default(), "inputmode=\"numeric\" maxlength=\"4\"");
    h.push_str("<button type=\"submit\">Save details</button></form><p class=\"actions\">");
    if let Some(club) = suggested_club(t, id) {
        let _ = write!(h, "<button type=\"button\" data-act=\"club\" data-id=\"{id}\">Club: {}</button>", esc(&club));
    }
    let in_a_round = t.rounds.iter().any(|r| r.bye == Some(id) || r.absent.contains(&id) || r.matches.iter().any(|m| m.first == id || m.second == id));
    let next = t.rounds.len() + 1;
    let _ = match (in_a_round, team.withdrawn) {
        (false, _) => write!(h, "<button type=\"button\" class=\"danger\" data-act=\"delete\" data-id=\"{id}\">Delete team</button>"),
        (true, None) => write!(h, "<button type=\"button\" data-act=\"withdraw\" data-id=\"{id}\">Withdraw from round {next}</button>"),
        (true, Some(_)) => write!(h, "<button type=\"button\" data-act=\"reinstate\" data-id=\"{id}\">Reinstate</button>"),
    };
    h.push_str("</p></details><table class=\"roster\"><thead><tr><th scope=\"col\">Board</th><th scope=\"col\">Player</th><th scope=\"col\">Rating</th><th scope=\"col\">FIDE ID</th><th scope=\"col\"><span class=\"visually-hidden\">Move or remove</span></th></tr></thead><tbody>");
    let roster: Vec<&Player> = team.roster.iter().filter_map(|p| t.player(*p)).collect();
    for (i, p) in roster.iter().enumerate() {
        let who = esc(&p.name);
        let board = if i < t.settings.boards as usize { (i + 1).to_string() } else { "reserve".into() };
        let rating = p.rating.map(|r| r.to_string()).unwrap_or_else(|| "unrated".into());
        let title = if p.title.is_empty() { String::new() } else { format!("{} ", esc(&p.title)) };
        let _ = write!(
            h,
            "<tr data-testid=\"roster-row\"><td>{board}</td><td>{title}{who}</td><td>{rating}</td><td>{}</td><td class=\"actions\"><button type=\"button\" data-act=\"player-up\" data-id=\"{id}\" data-p=\"{pid}\" aria-label=\"Move {who} up\"{}>↑</button><button type=\"button\" data-act=\"player-down\" data-id=\"{id}\" data-p=\"{pid}\" aria-label=\"Move {who} down\"{}>↓</button><button type=\"button\" data-act=\"player-remove\" data-id=\"{id}\" data-p=\"{pid}\" aria-label=\"Remove {who}\">Remove</button></td></tr>",
            esc(&p.fide_id),
            disabled(i == 0),
            disabled(i + 1 == roster.len()),
            pid = p.id
        );
    }
    let _ = write!(h, "</tbody></table><form class=\"inline add-player\" data-form=\"player\" data-id=\"{id}\">");
    input(&mut h, "Player", "name", "", "required maxlength=\"60\"");
    input(&mut h, "Rating", "rating", "", "inputmode=\"numeric\" maxlength=\"4\"");
    input(&mut h, "FIDE ID", "fide", "", "inputmode=\"numeric\" maxlength=\"12\"");
    h.push_str("<details class=\"more\"><summary>Title, federation, sex, birth, club</summary>");
    input(&mut h, "Title", "title", "", "maxlength=\"3\" placeholder=\"GM, IM, WFM…\"");
    input(&mut h, "Federation", "federation", "", "maxlength=\"3\" placeholder=\"ENG\"");
    input(&mut h, "Sex", "sex", "", "maxlength=\"1\" placeholder=\"m or w\"");
    input(&mut h, "Birth date", "birth", "", "maxlength=\"10\" placeholder=\"YYYY/MM/DD\"");
    input(&mut h, "Club", "club", "", "maxlength=\"60\"");
    let _ = write!(h, "</details><button type=\"submit\">Add to {name}</button></form></article>");
    h
}

/// A match's line-ups: for each side, who sits on each board (a player of
/// its roster, or the board left empty), as two forms. The engine refuses a
/// change once the match has a result, and says why.
pub fn line_ups(t: &Tournament, round: u32, m: usize) -> String {
    let Some(game) = t.rounds.get(round.wrapping_sub(1) as usize).and_then(|r| r.matches.get(m)) else { return String::new() };
    let mut h = String::new();
    for (side, team) in [game.first, game.second].into_iter().enumerate() {
        let Some(x) = t.team(team) else { continue };
        let _ = write!(h, "<form class=\"line-up\" data-form=\"line-up\" data-id=\"{team}\" data-testid=\"line-up\"><input type=\"hidden\" name=\"round\" value=\"{round}\"><input type=\"hidden\" name=\"m\" value=\"{m}\"><fieldset><legend>{}'s line-up</legend>", esc(&x.name));
        for (b, seated) in game.line_ups[side].iter().enumerate() {
            let _ = write!(h, "<label><span>Board {}</span><select name=\"board\"><option value=\"\">(empty board)</option>", b + 1);
            for p in x.roster.iter().filter_map(|p| t.player(*p)) {
                let _ = write!(h, "<option value=\"{}\"{}>{}</option>", p.id, if *seated == Some(p.id) { " selected" } else { "" }, esc(&p.name));
            }
            h.push_str("</select></label>");
        }
        h.push_str("<button type=\"submit\">Save line-up</button></fieldset></form>");
        // Who is out of the round: a reserve moves up (Line-ups: Required).
        let _ = write!(h, "<form class=\"absent\" data-form=\"absent\" data-id=\"{team}\" data-testid=\"absent-players\"><input type=\"hidden\" name=\"round\" value=\"{round}\"><fieldset><legend>Absent in round {round}</legend>");
        for p in x.roster.iter().filter_map(|p| t.player(*p)) {
            let out = t.absent_players.contains(&(round, p.id));
            let _ = write!(h, "<label class=\"check\"><input type=\"checkbox\" name=\"absent\" value=\"{}\"{}> {}</label>", p.id, if out { " checked" } else { "" }, esc(&p.name));
        }
        h.push_str("<button type=\"submit\">Save absences</button></fieldset></form>");
    }
    h
}

/// The players with no board in `round` and not marked absent: those a
/// board added by hand can seat, by team number and board order.
pub fn free_players(t: &Tournament, round: u32) -> Vec<u32> {
    let Some(r) = t.rounds.get(round.wrapping_sub(1) as usize) else { return Vec::new() };
    let mut busy: Vec<u32> = r.seated().collect();
    busy.sort_unstable();
    let mut teams: Vec<&super::tournament::Team> = t.teams.iter().collect();
    teams.sort_by_key(|x| x.number);
    teams.iter().flat_map(|x| x.roster.iter().copied()).filter(|p| busy.binary_search(p).is_err() && !t.absent_players.contains(&(round, *p))).collect()
}

/// A round's boards added by hand for no team, each with its result
/// buttons and Remove, and the form that adds a board (two of `free`).
pub fn loose_boards(t: &Tournament, round: u32, free: &[u32]) -> String {
    let Some(r) = t.rounds.get(round.wrapping_sub(1) as usize) else { return String::new() };
    let named = |p: u32| {
        let team = t.team_of(p).and_then(|x| t.team(x)).map(|x| x.name.as_str()).unwrap_or("no team");
        esc(&format!("{} ({team})", t.player(p).map(|x| x.name.as_str()).unwrap_or("?")))
    };
    let mut h = String::new();
    if !r.loose.is_empty() {
        h.push_str("<section class=\"loose\" data-testid=\"loose-boards\"><h4>Boards for no team</h4><p class=\"hint\">Added by hand: they count for no team and are not in the team report. Remove one (without a result) to seat its players in their match.</p><ol>");
        for (i, g) in r.loose.iter().enumerate() {
            let now = g.result.map(|v| v.sheet()).unwrap_or("no result");
            let _ = write!(h, "<li data-testid=\"loose-board\"><span>{} – {}</span> <span class=\"now\">{now}</span> ", named(g.white), named(g.black));
            for (k, v) in super::tournament::BoardResult::ALL.iter().enumerate() {
                let _ = write!(h, "<button type=\"button\" class=\"result-choice\" aria-label=\"Board {} for no team: {l}\" aria-pressed=\"{}\" data-loose=\"{i}\" data-v=\"{k}\">{l}</button>", i + 1, g.result == Some(*v), l = v.sheet());
            }
            let _ = write!(h, " <button type=\"button\" data-loose=\"{i}\" data-act=\"remove-board\">Remove</button></li>");
        }
        h.push_str("</ol></section>");
    }
    if free.len() >= 2 {
        let _ = write!(h, "<details class=\"add-board\"><summary>Add a board by hand</summary><form data-form=\"add-board\" data-testid=\"add-board\"><input type=\"hidden\" name=\"round\" value=\"{round}\">");
        for (label, name) in [("White", "white"), ("Black", "black")] {
            let _ = write!(h, "<label><span>{label}</span><select name=\"{name}\" required><option value=\"\"></option>");
            for &p in free {
                let _ = write!(h, "<option value=\"{p}\">{}</option>", named(p));
            }
            h.push_str("</select></label>");
        }
        h.push_str("<button type=\"submit\">Add the board</button><p class=\"hint\">It joins the two teams' match where a board empty on both sides fits its colours and board order; otherwise it counts for no team.</p></form></details>");
    }
    h
}

/// The teams that can be marked absent for the next round (not withdrawn), as boxes to tick.
pub fn absent_list(t: &Tournament) -> String {
    let mut h = format!("<summary>Teams absent in round {}</summary>", t.rounds.len() + 1);
    for x in t.teams.iter().filter(|x| x.withdrawn.is_none()) {
        let _ = write!(h, "<label class=\"check\"><input type=\"checkbox\" name=\"absent\" value=\"{}\"> {}. {}</label>", x.id, x.number, esc(&x.name));
    }
    h
}

/// The audit trail, newest first: each entry's time (`when` says it in the
/// device's time), what it did, whether it was set aside, and a button to
/// go back to each restore point (`data-i`: its line).
pub fn trail(lines: &[super::log::TrailLine], when: &dyn Fn(i64) -> String) -> String {
    let mut h = String::from("<ol class=\"trail\" data-testid=\"chess-trail\">");
    for (i, l) in lines.iter().enumerate() {
        let _ = write!(h, "<li{}><span class=\"when\">{}</span> <span>{}</span>{}", if l.set_aside { " class=\"set-aside\"" } else { "" }, esc(&when(l.at)), esc(&l.text), if l.set_aside { " (set aside)" } else { "" });
        if l.restore.is_some() {
            let _ = write!(h, " <button type=\"button\" data-testid=\"back-to\" data-i=\"{i}\">Go back to this point</button>");
        }
        h.push_str("</li>");
    }
    h.push_str("</ol>");
    h
}

/// The players list: every player with the team and board (a reserve
/// beyond the match size), sorted by `by` (`team`: by team number, then
/// board, the default; `name`; `rating`, highest first; `fide`); each
/// heading a button that sorts by its column.
pub fn players(t: &Tournament, by: &str) -> String {
    let mut rows: Vec<(&Player, u32, usize, &str)> = Vec::new();
    for team in &t.teams {
        for (i, p) in team.roster.iter().filter_map(|p| t.player(*p)).enumerate() {
            rows.push((p, team.number, i, team.name.as_str()));
        }
    }
    // One comparison for every column (a sort per column costs the page a sort's code each).
    rows.sort_unstable_by(|a, b| {
        let order = match by {
            "name" => a.0.name.to_lowercase().cmp(&b.0.name.to_lowercase()),
            "rating" => b.0.rating.cmp(&a.0.rating),
            "fide" => a.0.fide_id.cmp(&b.0.fide_id),
            _ => (a.1, a.2).cmp(&(b.1, b.2)),
        };
        order.then(a.0.id.cmp(&b.0.id))
    });
    let mut h = format!("<table class=\"players\" data-testid=\"players\"><caption>{} players</caption><thead><tr>", rows.len());
    for (key, label) in [("name", "Player"), ("", "Title"), ("rating", "Rating"), ("fide", "FIDE ID"), ("", "Federation"), ("team", "Team and board")] {
        if key.is_empty() {
            let _ = write!(h, "<th scope=\"col\">{label}</th>");
        } else {
            let sorted = if key == by || (key == "team" && !["name", "rating", "fide"].contains(&by)) { "ascending" } else { "none" };
            let _ = write!(h, "<th scope=\"col\" aria-sort=\"{sorted}\"><button type=\"button\" class=\"link\" data-sort=\"{key}\">{label}</button></th>");
        }
    }
    h.push_str("</tr></thead><tbody>");
    for (p, number, i, team) in rows {
        let board = if i < t.settings.boards as usize { format!("board {}", i + 1) } else { "reserve".into() };
        let _ = write!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{number}. {}, {board}</td></tr>",
            esc(&p.name),
            esc(&p.title),
            p.rating.map(|r| r.to_string()).unwrap_or_else(|| "unrated".into()),
            esc(&p.fide_id),
            esc(&p.federation),
            esc(team)
        );
    }
    h.push_str("</tbody></table>");
    h
}

/// A radio button of a Settings group; `locked` once round 1 is paired.
fn radio(h: &mut String, group: &str, value: &str, label: &str, on: bool, locked: bool) {
    let _ = write!(h, "<label><input type=\"radio\" name=\"{group}\" value=\"{value}\"{}{}> {label}</label>", checked(on), disabled(locked));
}

/// The Settings screen: what departs from FIDE (listed), match points
/// (fixed once round 1 is paired), the primary score, the tie-breaks, the
/// rounds and numbers, the team-rating rule, the board order, what a match
/// forfeited as a whole pays, and the teams kept apart.
pub fn settings(t: &Tournament) -> String {
    let s = &t.settings;
    let paired = !t.rounds.is_empty();
    let mut h = String::from("<h2 id=\"settings-title\">Settings</h2>");
    let list = departures(t);
    if !list.is_empty() {
        let _ = write!(h, "<div class=\"departures\" data-testid=\"departures\"><p>Departs from FIDE's rules or defaults:</p><ul>{}</ul></div>", list.iter().map(|d| format!("<li>{}</li>", esc(d))).collect::<String>());
    }
    let _ = write!(h, "<form class=\"inline\" data-form=\"scoring\" data-testid=\"scoring-form\"><fieldset{}><legend>Match points</legend>", disabled(paired));
    for (label, key, v) in [("Win", "win", s.scoring.win), ("Draw", "draw", s.scoring.draw), ("Loss", "loss", s.scoring.loss)] {
        input(&mut h, label, key, &points(v), "inputmode=\"decimal\" maxlength=\"4\"");
    }
    let _ = write!(h, "<button type=\"submit\">Save match points</button></fieldset>{}</form>", if paired { "<span class=\"hint\">Fixed once round 1 is paired.</span>" } else { "" });
    h.push_str("<form data-form=\"choice\" data-auto><fieldset><legend>Primary score (standings and pairing)</legend>");
    radio(&mut h, "primary", "match", "Match points", s.primary == Points::Match, false);
    radio(&mut h, "primary", "game", "Game points", s.primary == Points::Game, false);
    h.push_str("</fieldset></form><form class=\"inline\" data-form=\"tiebreaks\" data-testid=\"tiebreaks-form\">");
    input(&mut h, "Tie-breaks (C.07 codes, e.g. DE,BC,SB or BH:MP/C1; empty: FIDE's default)", "list", &t.tiebreaks, "maxlength=\"120\"");
    h.push_str("<button type=\"submit\">Save tie-breaks</button><button type=\"button\" data-act=\"reset-tiebreaks\">Reset to FIDE default</button></form><form class=\"inline\" data-form=\"numbers\" data-testid=\"numbers-form\">");
    if s.system == System::Swiss {
        let _ = write!(h, "<label><span>Rounds</span><input type=\"number\" name=\"rounds\" min=\"0\" max=\"99\" value=\"{}\"></label>", s.rounds);
    }
    let _ = write!(h, "<label><span>An unrated player counts as</span><input type=\"number\" name=\"unrated\" min=\"0\" max=\"3000\" value=\"{}\"></label><label><span>Team numbers can be corrected until round</span><input type=\"number\" name=\"until\" min=\"1\" max=\"99\" value=\"{}\"></label><button type=\"submit\">Save</button></form>", s.unrated, s.renumber_until);
    h.push_str("<form data-form=\"choice\" data-auto><fieldset><legend>Team rating, for the order of the teams</legend>");
    for (value, label, rule) in [("olympiad", "Olympiad rule (the best players, one per board)", RatingRule::Olympiad), ("first", "The first boards of the roster", RatingRule::FirstBoards), ("whole", "The whole roster", RatingRule::WholeRoster), ("typed", "Typed for each team", RatingRule::Typed)] {
        radio(&mut h, "rating", value, label, s.rating_rule == rule, false);
    }
    h.push_str("</fieldset><fieldset><legend>Board order</legend>");
    radio(&mut h, "order", "roster", "Fixed: the roster order, reserves moving up", s.board_order == BoardOrder::Roster, false);
    radio(&mut h, "order", "free", "Chosen by the captain each round", s.board_order == BoardOrder::Free, false);
    h.push_str("</fieldset><fieldset><legend>A match forfeited as a whole pays the team it is awarded to</legend>");
    radio(&mut h, "forfeit", "seated", "A point for each board it seated", s.whole_forfeit == WholeForfeit::Seated, false);
    radio(&mut h, "forfeit", "full", "Every board", s.whole_forfeit == WholeForfeit::FullCount, false);
    h.push_str("</fieldset></form><form data-form=\"clubs\" data-auto><fieldset data-testid=\"clubs-apart\"><legend>Teams of the same club</legend>");
    let club = t.apart.iter().find(|k| k.who == Apartness::SameClub);
    radio(&mut h, "clubs", "none", "may meet", club.is_none(), false);
    radio(&mut h, "clubs", "rule", "never meet (a rule)", club.is_some_and(|k| k.rule), false);
    radio(&mut h, "clubs", "wish", "meet only when the pairing cannot avoid it (a wish)", club.is_some_and(|k| !k.rule), false);
    let no_club = t.teams.iter().filter(|x| x.club.trim().is_empty()).count();
    if club.is_some() && no_club > 0 {
        let _ = write!(h, "<p class=\"hint\">{no_club} team(s) have no club and are kept apart from no one: set a team's club on its card.</p>");
    }
    h.push_str("</fieldset></form><fieldset data-testid=\"chosen-apart\"><legend>Teams I choose</legend><ul>");
    let number = |id: &u32| t.team(*id).map(|x| x.number.to_string()).unwrap_or_default();
    for (i, k) in t.apart.iter().enumerate() {
        if let Apartness::Chosen(ids) = &k.who {
            let _ = write!(
                h,
                "<li>Teams {}: {}, rounds {} to {} <button type=\"button\" data-act=\"apart-remove\" data-id=\"{i}\">Remove</button></li>",
                ids.iter().map(number).collect::<Vec<_>>().join(", "),
                if k.rule { "never meet (a rule)" } else { "a wish" },
                k.first,
                if k.last >= 99 { "the end".to_string() } else { k.last.to_string() }
            );
        }
    }
    h.push_str("</ul><form class=\"inline\" data-form=\"apart\">");
    input(&mut h, "Team numbers", "teams", "", "inputmode=\"numeric\" placeholder=\"3 11 16\"");
    h.push_str("<label><span>How</span><select name=\"how\"><option value=\"rule\">never meet (a rule)</option><option value=\"wish\">a wish (if possible)</option></select></label><label><span>From round</span><input type=\"number\" name=\"from\" min=\"1\" max=\"99\" value=\"1\"></label><label><span>To round (empty: the end)</span><input type=\"number\" name=\"to\" min=\"1\" max=\"99\"></label><button type=\"submit\">Keep apart</button></form></fieldset>");
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect()
    }

    fn cup() -> Tournament {
        let mut t = Tournament::default();
        for (name, rating) in [("Rooks", 2000), ("Knights", 2100), ("Pawns", 2000)] {
            let id = t.add_team(name).unwrap_or(0);
            for b in 0..5 {
                let _ = t.add_player(id, Player { name: format!("{name} {b}"), rating: Some(rating - b), ..Player::default() });
            }
        }
        t
    }

    #[test]
    fn forms_give_commands_and_say_what_is_wrong() {
        let t = cup();
        let Ok(a) = submit(&t, "player", 1, &fields(&[("name", "Ann Lee"), ("rating", "1850"), ("fide", "123"), ("title", "wfm"), ("federation", "eng")])) else { return assert!(false) };
        assert_eq!(a.said, "Ann Lee added to Rooks.");
        assert!(matches!(&a.command, Command::AddPlayer { team: 1, player } if player.id == 16 && player.rating == Some(1850) && player.title == "WFM" && player.federation == "ENG"));
        assert_eq!(submit(&t, "player", 1, &fields(&[("name", "X"), ("rating", "99")])).err().as_deref(), Some("“99” is not a rating (a whole number, 100 to 3500); leave it empty for an unrated player."));
        assert_eq!(submit(&t, "scoring", 0, &fields(&[("win", "1"), ("draw", "1"), ("loss", "0")])).err().as_deref(), Some("A win must be worth more than a draw, and a draw at least a loss."));
        let Ok(a) = submit(&t, "scoring", 0, &fields(&[("win", "3"), ("draw", "1"), ("loss", "0")])) else { return assert!(false) };
        assert!(a.ask.is_none(), "3/1/0 is the competition's choice, not a departure from FIDE's rules");
        // FIDE mode: correcting numbers past round 4 is asked first, naming it.
        let Ok(a) = submit(&t, "numbers", 0, &fields(&[("rounds", "7"), ("unrated", "1400"), ("until", "6")])) else { return assert!(false) };
        assert_eq!(a.ask.map(|q| (q.title, q.details)), Some(("Leave FIDE mode?".to_string(), vec!["Team numbers can be corrected until round 6 is paired (FIDE: 4)".to_string()])));
        let Ok(a) = submit(&t, "clubs", 0, &fields(&[("clubs", "rule")])) else { return assert!(false) };
        assert_eq!(a.ask.map(|q| q.details), Some(vec!["Teams are kept apart (not part of C.04.6)".to_string()]));
        let Ok(a) = submit(&t, "apart", 0, &fields(&[("teams", "1, 3"), ("how", "wish"), ("from", "2"), ("to", "")])) else { return assert!(false) };
        assert!(matches!(&a.command, Command::Apart { rules } if rules == &vec![KeepApart { who: Apartness::Chosen(vec![1, 3]), rule: false, first: 2, last: 99 }]));
        assert_eq!(submit(&t, "apart", 0, &fields(&[("teams", "1 9")])).err().as_deref(), Some("“9” is not a team number."));
        assert_eq!(submit(&t, "choice", 0, &fields(&[("order", "free")])).map(|a| a.ask.is_some()), Ok(true), "a board order chosen each round departs from the FIDE procedure");
        assert!(submit(&t, "nonsense", 0, &[]).is_err());
    }

    #[test]
    fn buttons_give_commands_with_their_questions_and_restore_points() {
        let mut t = cup();
        let Ok(a) = press(&t, "up", 2, 0, 0, None) else { return assert!(false) };
        assert_eq!((a.command, a.said.as_str()), (Command::Renumber { order: vec![2, 1, 3], how: Renumbering::Hand }, "Knights is now number 1."));
        assert!(press(&t, "up", 1, 0, 0, None).is_err(), "already first");
        assert_eq!(press(&t, "lot", 0, 0, 5, None).err().as_deref(), Some("The order is drawn by lot only when each team's rating is typed in: otherwise the numbers follow the ratings."));
        t.settings.rating_rule = RatingRule::Typed;
        let Ok(a) = press(&t, "lot", 0, 0, 5, Some(Renumbering::Hand)) else { return assert!(false) };
        assert_eq!((a.restore, a.ask.map(|q| q.go)), (Some("the draw by lot"), Some("Draw by lot".to_string())));
        assert!(press(&t, "lot", 0, 0, 5, None).is_ok_and(|a| a.ask.is_none()), "nothing set before: no question");
        t.settings.rating_rule = RatingRule::Olympiad;
        // Regenerate: Knights (2100) first, Rooks and Pawns (2000) keep their order; two numbers change, so it asks.
        let Ok(a) = press(&t, "regenerate", 0, 0, 0, None) else { return assert!(false) };
        assert_eq!(a.command, Command::Renumber { order: vec![2, 1, 3], how: Renumbering::Regenerate });
        assert_eq!(a.ask.map(|q| q.details), Some(vec!["Knights: 2 → 1".to_string(), "Rooks: 1 → 2".to_string()]));
        let Ok(a) = press(&t, "player-down", 1, 1, 0, None) else { return assert!(false) };
        assert_eq!((a.command, a.said.as_str()), (Command::MovePlayer { team: 1, player: 1, to: 1 }, "Rooks 0 moved down."));
    }

    #[test]
    fn line_ups_absences_and_the_trail() {
        let mut t = cup();
        let _ = t.add_round(&[(1, 2)], Some(3), &[]);
        let forms = line_ups(&t, 1, 0);
        assert_eq!(forms.matches("data-form=\"line-up\"").count(), 2);
        assert!(forms.contains("<legend>Rooks's line-up</legend><label><span>Board 1</span><select name=\"board\"><option value=\"\">(empty board)</option><option value=\"1\" selected>Rooks 0</option>"), "{forms}");
        // Rooks field their reserve (player 5) on board 4.
        let sent = fields(&[("round", "1"), ("m", "0"), ("board", "1"), ("board", "2"), ("board", "3"), ("board", "5")]);
        let Ok(a) = submit(&t, "line-up", 1, &sent) else { return assert!(false) };
        assert_eq!((a.command, a.said.as_str()), (Command::LineUp { round: 1, m: 0, team: 1, players: vec![Some(1), Some(2), Some(3), Some(5)] }, "Round 1, match 1: Rooks's line-up saved."));
        assert_eq!(line_ups(&t, 2, 0), "", "no such round");
        // Rooks 1 (player 2) absent: ticked in the team's absent form; the engine seats the reserve.
        assert!(forms.contains("<legend>Absent in round 1</legend><label class=\"check\"><input type=\"checkbox\" name=\"absent\" value=\"1\"> Rooks 0</label>"), "{forms}");
        let Ok(a) = submit(&t, "absent", 1, &fields(&[("round", "1"), ("absent", "2")])) else { return assert!(false) };
        assert_eq!((&a.command, a.said.as_str()), (&Command::Absent { round: 1, team: 1, players: vec![2] }, "Round 1: Rooks 1 absent for Rooks; the line-up moves up."));
        let _ = super::super::command::apply(&mut t, &a.command);
        assert!(line_ups(&t, 1, 0).contains("value=\"2\" checked> Rooks 1</label>"));
        assert_eq!(submit(&t, "absent", 1, &fields(&[("round", "1")])).map(|a| a.said), Ok("Round 1: nobody of Rooks absent.".into()));
        // A board by hand: Knights' reserve (10; Rooks' took board 4) and a player of Pawns, who have the bye: for no team.
        let free = free_players(&t, 1);
        assert_eq!(free, [10, 11, 12, 13, 14, 15], "the seated and the absent (2) left out");
        let form = loose_boards(&t, 1, &free);
        assert!(form.contains("<option value=\"10\">Knights 4 (Knights)</option>") && !form.contains("loose-board"), "{form}");
        let Ok(a) = submit(&t, "add-board", 0, &fields(&[("round", "1"), ("white", "10"), ("black", "11")])) else { return assert!(false) };
        assert_eq!((&a.command, a.said.as_str()), (&Command::AddBoard { round: 1, white: 10, black: 11 }, "Round 1: Knights 4 – Pawns 0 added as a board for no team: it fits no match of their teams."));
        let _ = super::super::command::apply(&mut t, &a.command);
        let listed = loose_boards(&t, 1, &free_players(&t, 1));
        assert!(listed.contains("<li data-testid=\"loose-board\"><span>Knights 4 (Knights) – Pawns 0 (Pawns)</span> <span class=\"now\">no result</span> <button type=\"button\" class=\"result-choice\" aria-label=\"Board 1 for no team: 1-0\" aria-pressed=\"false\" data-loose=\"0\" data-v=\"0\">1-0</button>"), "{listed}");
        assert_eq!(submit(&t, "add-board", 0, &fields(&[("round", "1"), ("white", "10"), ("black", "12")])).map(|a| a.said), Err("Knights 4 already has a board in round 1.".into()));
        assert_eq!(submit(&t, "add-board", 0, &fields(&[("round", "1"), ("white", "12")])).map(|a| a.said), Err("Choose the board's two players.".into()));
        t.teams[2].withdrawn = Some(2);
        let absent = absent_list(&t);
        assert!(absent.starts_with("<summary>Teams absent in round 2</summary>") && absent.contains("value=\"2\"> 2. Knights") && !absent.contains("Pawns"), "{absent}");
        let lines = vec![super::super::log::TrailLine { at: 5, text: "Note: Restore point: before <x>".into(), set_aside: true, restore: Some(crate::event::EntryId { device: "d".into(), seq: 1 }) }];
        assert_eq!(trail(&lines, &|at| format!("t{at}")), "<ol class=\"trail\" data-testid=\"chess-trail\"><li class=\"set-aside\"><span class=\"when\">t5</span> <span>Note: Restore point: before &lt;x&gt;</span> (set aside) <button type=\"button\" data-testid=\"back-to\" data-i=\"0\">Go back to this point</button></li></ol>");
    }

    #[test]
    fn the_players_list_with_team_and_board_sorted_by_any_column() {
        let t = cup();
        let by_team = players(&t, "team");
        assert!(by_team.contains("<caption>15 players</caption>"));
        let rows: Vec<&str> = by_team.split("<tr><td>").skip(1).map(|r| r.split("</td>").next().unwrap_or("")).collect();
        assert_eq!(rows[..6], ["Rooks 0", "Rooks 1", "Rooks 2", "Rooks 3", "Rooks 4", "Knights 0"]);
        assert!(by_team.contains("<td>1. Rooks, board 1</td>") && by_team.contains("<td>1. Rooks, reserve</td>"));
        // By rating, highest first: the Knights (2100 down) before the others.
        let by_rating = players(&t, "rating");
        assert!(by_rating.find("Knights 0").unwrap_or(usize::MAX) < by_rating.find("Rooks 0").unwrap_or(0));
        assert!(by_rating.contains("<th scope=\"col\" aria-sort=\"ascending\"><button type=\"button\" class=\"link\" data-sort=\"rating\">Rating</button></th>"));
        let by_name = players(&t, "name");
        assert!(by_name.find("Knights 4").unwrap_or(usize::MAX) < by_name.find("Pawns 0").unwrap_or(0));
    }

    #[test]
    fn a_club_is_offered_when_three_quarters_of_the_players_with_one_are_from_it() {
        let mut t = cup();
        let set = |t: &mut Tournament, clubs: [&str; 5]| {
            for (p, club) in t.players.iter_mut().filter(|p| p.name.starts_with("Rooks")).zip(clubs) {
                p.club = club.into();
            }
        };
        set(&mut t, ["Hastings", "hastings ", "Hastings", "Lewes", ""]);
        assert_eq!(suggested_club(&t, 1).as_deref(), Some("Hastings"), "three of four with a club");
        assert!(team_card(&t, 1).contains("data-act=\"club\" data-id=\"1\">Club: Hastings</button>"));
        let Ok(a) = press(&t, "club", 1, 0, 0, None) else { return assert!(false) };
        assert!(matches!(&a.command, Command::EditTeam { team: 1, card } if card.club == "Hastings" && card.name == "Rooks"));
        set(&mut t, ["Hastings", "Hastings", "Lewes", "Lewes", ""]);
        assert_eq!(suggested_club(&t, 1), None, "two of four is not three quarters");
        set(&mut t, ["Hastings", "", "", "", ""]);
        assert_eq!(suggested_club(&t, 1), None, "one player with a club is not enough");
        set(&mut t, ["Hastings", "Hastings", "", "", ""]);
        t.teams[0].club = "HASTINGS".into();
        assert_eq!(suggested_club(&t, 1), None, "the card already says it");
        assert!(press(&t, "club", 1, 0, 0, None).is_err());
    }

    #[test]
    fn a_double_forfeit_the_pairing_wrote_is_seated_again_once_someone_can_be() {
        let mut t = cup();
        let (a, b) = (t.add_team("Empty A").unwrap_or(0), t.add_team("Empty B").unwrap_or(0));
        let _ = t.add_round(&[(a, b), (1, 2)], Some(3), &[]);
        assert!(crate::chess::html::match_screen(&t, 1, 0).contains("data-act=\"seat\""), "offered on a match where nobody is seated");
        assert_eq!(reseat(&t, 1, 0).err().as_deref(), Some("Nobody can be seated in this match yet: put players on the teams' rosters first."));
        assert!(reseat(&t, 1, 1).is_err(), "a match with players seated is changed by its line-ups");
        let _ = t.add_player(a, Player { name: "A1".into(), ..Player::default() });
        let Ok(acts) = reseat(&t, 1, 0) else { return assert!(false) };
        assert_eq!(acts.iter().map(|x| x.said.as_str()).collect::<Vec<_>>(), ["Round 1, match 1: Empty A seated.", "Round 1, match 1: Empty B seated."]);
        for act in acts {
            assert_eq!(crate::chess::command::apply(&mut t, &act.command), Ok(()));
        }
        assert_eq!(t.rounds[0].matches[0].line_ups[0][0], t.player(16).map(|p| p.id));
    }

    #[test]
    fn the_screens_as_html() {
        let mut t = cup();
        t.teams[0].name = "Rooks <&>".into();
        let card = team_card(&t, 1);
        assert!(card.starts_with("<article class=\"team-card\" data-testid=\"team-card\"><h3>1. Rooks &lt;&amp;&gt;</h3>"), "{card}");
        assert_eq!(card.matches("data-testid=\"roster-row\"").count(), 5);
        assert!(card.contains("<tr data-testid=\"roster-row\"><td>reserve</td><td>Rooks 4</td>"), "the fifth player is a reserve on four boards");
        assert!(card.contains("data-act=\"delete\"") && !card.contains("data-act=\"withdraw\""), "in no round: deleted, not withdrawn");
        assert!(card.contains("aria-label=\"Move Rooks &lt;&amp;&gt; up the order\" disabled"));
        assert_eq!(team_card(&t, 9), "");
        let head = teams_head(&t, Some("30 Nov 14:00"));
        assert!(head.contains("data-testid=\"drawn\">The order of the teams was drawn by lot (30 Nov 14:00).") && !head.contains("draw-by-lot"), "{head}");
        let page = settings(&t);
        assert!(page.contains("<input type=\"radio\" name=\"primary\" value=\"match\" checked> Match points"));
        assert!(!page.contains("data-testid=\"departures\""), "FIDE's defaults: nothing listed");
        t.tiebreaks = "DE,BC".into();
        assert!(settings(&t).contains("<li>Tie-breaks DE,BC instead of FIDE&#39;s default</li>"));
    }
}
