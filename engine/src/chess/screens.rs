//! The arbiter's Teams and Settings screens as HTML, and the command each of
//! their forms and buttons gives. The page sets the HTML, listens once for
//! the forms' submissions and the buttons' presses, and hands the fields
//! (`name`, value) here: what a field means, what is refused and why, what
//! is asked first and what is said after, is decided in one place, tested
//! natively. (A view per field cost the chess page more than the whole
//! tie-break engine.)

use super::command::{Command, Renumbering};
use super::protocol::{Button, Form};
use super::record::{parse_points, points_text, Points};
use super::roster::TeamCard;
use super::tournament::{Apartness, BoardOrder, BoardResult, Decision, KeepApart, Player, RatingRule, Settings, System, Tournament, WholeForfeit};
use super::trf::TeamScoring;
use crate::markup::{Html, Raw};
use crate::{html, html_of};

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
        r => r.parse::<u32>().ok().filter(|n| (100..=3500).contains(n)).map(Some).ok_or_else(|| {
            format!(
                "“{r}” is not {what} (a whole number, 100 to 3500); leave it empty {}.",
                if what == "a rating" { "for an unrated player" } else { "to work it out from the players" }
            )
        }),
    }
}

fn whole(text: &str, what: &str, range: std::ops::RangeInclusive<u32>) -> Result<u32, String> {
    text.parse::<u32>().ok().filter(|n| range.contains(n)).ok_or_else(|| format!("{what} is a whole number from {} to {}.", range.start(), range.end()))
}

/// The command a submitted form gives (`form` read from its `data-form`, `id` its `data-id`).
pub fn submit(t: &Tournament, form: Form, id: u32, fields: &Fields) -> Result<Act, String> {
    let f = |name: &str| field(fields, name);
    let s = &t.settings;
    Ok(match form {
        Form::AddTeam => {
            let name = f("name");
            Act::new(Command::AddTeam { id: t.next_team_id(), name: name.into() }, format!("Team {name} added."))
        }
        Form::Boards => {
            let n = whole(f("boards"), "Boards per match", 1..=20)?;
            Act::new(Command::Settings { settings: Box::new(Settings { boards: n, ..s.clone() }) }, format!("{n} boards per match."))
        }
        Form::Double => {
            let double = f("double") == "on";
            Act::new(
                Command::Settings { settings: Box::new(Settings { system: System::RoundRobin { double }, ..s.clone() }) },
                if double { "A double round robin." } else { "A single round robin." },
            )
        }
        Form::Card => {
            let card = TeamCard {
                name: f("name").into(),
                short: f("short").into(),
                captain: f("captain").into(),
                series: f("series").into(),
                club: f("club").into(),
                rating: rating(f("rating"), "a team rating")?,
            };
            let said = format!("{} saved.", card.name);
            Act::new(Command::EditTeam { team: id, card }, said)
        }
        Form::Player => {
            let editing = f("p").parse::<u32>().ok().and_then(|p| t.player(p));
            let player = Player {
                id: editing.map_or_else(|| t.next_player_id(), |p| p.id),
                name: f("name").into(),
                rating: rating(f("rating"), "a rating")?,
                fide_id: f("fide").into(),
                title: f("title").to_ascii_uppercase(),
                federation: f("federation").to_ascii_uppercase(),
                sex: f("sex").into(),
                birth: f("birth").into(),
                club: f("club").into(),
            };
            if let Some(before) = editing {
                return edit_player(t, id, before, player);
            }
            let said = format!("{} added to {}.", player.name, t.team(id).map(|x| x.name.as_str()).unwrap_or(""));
            Act::new(Command::AddPlayer { team: id, player }, said)
        }
        Form::Paste => {
            let onto = f("team").parse::<u32>().ok().filter(|id| *id != 0);
            let checked = super::paste::check(t, f("list"), onto).map_err(|problems| {
                let more = problems.len().saturating_sub(6);
                let shown = problems.into_iter().take(6).collect::<Vec<_>>().join(" ");
                format!("Nothing was added. {shown}{}", if more > 0 { format!(" And {more} more.") } else { String::new() })
            })?;
            let count: usize = checked.teams.iter().map(|x| x.players.len()).sum();
            let new = checked.teams.iter().filter(|x| !x.name.is_empty()).count();
            let said = if new > 0 { format!("{count} player(s) added, {new} new team(s).") } else { format!("{count} player(s) added.") };
            let ask = Question {
                title: format!("Add {count} player(s)?"),
                message: "Each goes at the foot of his team's roster, in the order of the list. One Undo takes them all back.".into(),
                details: super::paste::summary(t, &checked),
                go: "Add them".into(),
            };
            Act { ask: Some(ask), ..Act::new(Command::AddRoster { teams: checked.teams }, said) }
        }
        Form::LineUp => {
            let (round, m) = (whole(f("round"), "The round", 1..=999)?, whole(f("m"), "The match", 0..=9999)? as usize);
            let players: Vec<Option<u32>> = fields.iter().filter(|(n, _)| n == "board").map(|(_, v)| v.trim().parse::<u32>().ok()).collect();
            let said = format!("Round {round}, match {}: {}'s line-up saved.", m + 1, t.team(id).map(|x| x.name.as_str()).unwrap_or(""));
            Act::new(Command::LineUp { round, m, team: id, players }, said)
        }
        Form::AddBoard => {
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
        Form::Absent => {
            let round = whole(f("round"), "The round", 1..=999)?;
            let players: Vec<u32> = fields.iter().filter(|(n, _)| n == "absent").filter_map(|(_, v)| v.trim().parse::<u32>().ok()).collect();
            let team = t.team(id).map(|x| x.name.as_str()).unwrap_or("");
            let names: Vec<&str> = players.iter().filter_map(|p| t.player(*p)).map(|p| p.name.as_str()).collect();
            let said = if names.is_empty() {
                format!("Round {round}: nobody of {team} absent.")
            } else {
                format!("Round {round}: {} absent for {team}; the line-up moves up.", names.join(", "))
            };
            Act::new(Command::Absent { round, team: id, players }, said)
        }
        Form::Exchange => {
            let team = |name: &str| f(name).parse::<u32>().unwrap_or(0);
            let order = t.exchanged(team("a"), team("b")).map_err(|e| e.to_string())?;
            Act::new(Command::Renumber { order, how: Renumbering::Exchange }, "The two teams exchanged their numbers.")
        }
        Form::Scoring => {
            let read = |name: &str, what: &str| {
                parse_points(f(name)).ok_or_else(|| format!("“{}” is not a number of match points for {what} (2, 1, ½, 0 …).", f(name)))
            };
            let scoring = TeamScoring { win: read("win", "a win")?, draw: read("draw", "a draw")?, loss: read("loss", "a loss")? };
            if !scoring.sound() {
                return Err("A win must be worth more than a draw, and a draw at least a loss.".into());
            }
            settings_act(t, Settings { scoring, ..s.clone() }, "Match points saved.")
        }
        Form::Numbers => {
            let rounds = if s.system == System::Swiss { whole(f("rounds"), "The number of rounds", 0..=99)? } else { s.rounds };
            let next = Settings {
                rounds,
                unrated: whole(f("unrated"), "An unrated player's rating", 0..=3000)?,
                renumber_until: whole(f("until"), "The round until which team numbers can be corrected", 1..=99)?,
                ..s.clone()
            };
            settings_act(t, next, "Settings saved.")
        }
        Form::Tiebreaks => {
            let list = f("list").to_ascii_uppercase().replace(' ', "");
            let said = if list.is_empty() { "Tie-breaks: FIDE's default.".to_string() } else { format!("Tie-breaks: {list}.") };
            Act::new(Command::Tiebreaks { list }, said)
        }
        Form::Choice => choice(t, f("primary"), f("rating"), f("order"), f("forfeit"))?,
        Form::Clubs => {
            let mut rules: Vec<KeepApart> = t.apart.iter().filter(|k| k.who != Apartness::SameClub).cloned().collect();
            let (rule, said) = match f("clubs") {
                "rule" => (Some(true), "Teams of the same club are kept apart (a rule)."),
                "wish" => (Some(false), "Teams of the same club are kept apart where the pairing allows (a wish)."),
                _ => (None, "Teams of the same club may meet."),
            };
            rules.extend(rule.map(|rule| KeepApart { who: Apartness::SameClub, rule, first: 1, last: 99 }));
            apart_act(t, rules, said)
        }
        Form::Apart => {
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
    let mut act = settings_act(t, s.clone(), said);
    if s.primary != t.settings.primary && after_round_1_in_fide_mode(t) {
        act.ask = act.ask.or(Some(Question {
            title: "Change the primary score after round 1?".into(),
            message: "Under FIDE's rules the primary score is fixed once round 1 is paired: the standings are sorted again and the next round is paired in score groups of the new one.".into(),
            details: vec![said.into()],
            go: "Change it".into(),
        }));
    }
    Ok(act)
}

/// Round 1 is paired and the tournament departs from none of FIDE's rules:
/// what FIDE fixes at the start (the primary score, the board order) is then asked before it changes.
fn after_round_1_in_fide_mode(t: &Tournament) -> bool {
    !t.rounds.is_empty() && off_fide_rules(&t.settings, &t.apart).is_empty()
}

/// A player's details corrected: what changed is said; a change of the
/// team's rating is asked first, naming what it moves (the team's place by
/// rating, and whether its number follows).
fn edit_player(t: &Tournament, team: u32, before: &Player, after: Player) -> Result<Act, String> {
    let changed: Vec<String> = [
        ("name", &before.name, &after.name),
        ("FIDE ID", &before.fide_id, &after.fide_id),
        ("title", &before.title, &after.title),
        ("federation", &before.federation, &after.federation),
        ("sex", &before.sex, &after.sex),
        ("birth date", &before.birth, &after.birth),
        ("club", &before.club, &after.club),
    ]
    .into_iter()
    .filter(|(_, a, b)| a.trim() != b.trim())
    .map(|(what, a, b)| format!("{what} {} → {}", shown(a), shown(b)))
    .chain((before.rating != after.rating).then(|| format!("rating {} → {}", rated(before.rating), rated(after.rating))))
    .collect();
    if changed.is_empty() {
        return Err(format!("{}'s details are as they were: nothing to save.", before.name));
    }
    let mut next = t.clone();
    next.edit_player(&after).map_err(|e| e.to_string())?;
    let said = format!("{}: {}.", after.name.trim(), changed.join(", "));
    let command = Command::EditPlayer { player: after };
    let (old, new) = (t.team_rating(team).0, next.team_rating(team).0);
    if old == new {
        return Ok(Act::new(command, said));
    }
    let team_name = t.team(team).map(|x| x.name.as_str()).unwrap_or("");
    let mut details = vec![format!("The team rating of {team_name}: {old} → {new}")];
    // The team's place by rating, before and after (each worked out once: a 400-team event orders them all).
    let place = |t: &Tournament| t.regenerated().iter().position(|x| *x == team).map_or(0, |i| i + 1);
    let (was, would) = (place(t), place(&next));
    if was != would {
        details.push(format!(
            "By rating, {team_name} would be number {would} instead of {was}; {}",
            if t.rounds.is_empty() { "Order by rating renumbers the teams." } else { "the team numbers of the rounds paired stay." }
        ));
    }
    let ask = Question {
        title: format!("Change {}'s rating?", before.name),
        message: if after_round_1_in_fide_mode(t) && was != would {
            "Round 1 is paired: under FIDE's rules the team order is fixed by then. The rounds still to be paired read the new rating.".into()
        } else {
            "The rating counts in the team's rating, which orders the teams, and goes into the TRF report.".into()
        },
        details,
        go: "Save the rating".into(),
    };
    Ok(Act { ask: Some(ask), ..Act::new(command, said) })
}

fn shown(text: &str) -> &str {
    if text.trim().is_empty() {
        "none"
    } else {
        text.trim()
    }
}

fn rated(rating: Option<u32>) -> String {
    rating.map_or_else(|| "unrated".into(), |r| r.to_string())
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
        .map(|(team, players)| {
            Act::new(
                Command::LineUp { round, m, team, players },
                format!("Round {round}, match {}: {} seated.", m + 1, t.team(team).map(|x| x.name.as_str()).unwrap_or("")),
            )
        })
        .collect())
}

/// The Pairings screen's commands: pair the next round (an extra one once
/// the tournament is finished), take the last pairing back, print the next
/// round's line-up forms; and, until team numbers can be corrected, a
/// warning when they no longer follow the ratings. (`finished`: every
/// declared round played, `Tournament::finished`, which the page follows.)
pub fn rounds_head(t: &Tournament, finished: bool) -> Html {
    let (swiss, n) = (t.settings.system == System::Swiss, t.rounds.len() as u32);
    let off_ratings = swiss && n > 0 && n < t.settings.renumber_until && !t.numbers_follow_ratings();
    let mut h = Html::new();
    if off_ratings {
        html!(h, "<p class=\"problem\" role=\"status\" data-testid=\"numbers-off\">The team numbers no longer follow the team ratings. <button type=\"button\" data-act=\"{}\">Regenerate from ratings…</button></p>", Button::Regenerate);
    }
    if finished {
        html!(h, "<p class=\"hint\" data-testid=\"finished\">The tournament is finished: all {} rounds are played. The final standings are on the Standings tab.</p>", n);
    }
    h.raw("<div class=\"actions\">");
    if finished && swiss {
        html!(h, "<button type=\"button\" data-testid=\"pair\" data-act=\"{}\">Pair an extra round {}…</button>", Button::Pair, n + 1);
    } else if swiss || n == 0 {
        let label = if swiss { format!("Pair round {}", n + 1) } else { "Pair the round robin".into() };
        html!(h, "<button type=\"button\" class=\"primary\" data-testid=\"pair\" data-act=\"{}\">{}</button>", Button::Pair, label);
    }
    if n > 0 {
        html!(h, "<button type=\"button\" data-testid=\"take-back\" data-act=\"{}\">Take back the last pairing</button>", Button::TakeBack);
    }
    // The captains fill in their line-ups before the round is paired.
    if swiss && !finished {
        html!(
            h,
            "<button type=\"button\" data-testid=\"print-next-line-ups\" data-act=\"{}\">Print line-up forms for round {}</button>",
            Button::PrintLineUp,
            n + 1
        );
    }
    h.raw("</div>");
    h
}

/// A result key pressed on board `b` (from 0) of match `m` (from 0), or
/// the board cleared (none): its command, and what is said once it is saved.
pub fn board_result(round: u32, m: usize, b: usize, v: Option<BoardResult>) -> Act {
    let said = match v {
        Some(v) => format!("Round {round}, match {}, board {}: {}.", m + 1, b + 1, v.sheet()),
        None => format!("Round {round}, match {}, board {}: cleared.", m + 1, b + 1),
    };
    Act::new(Command::Board { r: round, m, b: b as u32 + 1, v }, said)
}

/// A board for no team (`i` from 0): its result, or taken away (none).
pub fn loose_board(round: u32, i: usize, v: Option<BoardResult>) -> Act {
    match v {
        Some(v) => Act::new(Command::LooseResult { round, i, v: Some(v) }, format!("Round {round}, board {} for no team: {}.", i + 1, v.sheet())),
        None => Act::new(Command::RemoveBoard { round, i }, format!("Round {round}: board {} for no team removed.", i + 1)),
    }
}

/// What a match's tool gives (match `m`, from 0, of `round`): adjourned or
/// not (the other way from now), a forfeit by decision (a restore point
/// first) or its withdrawal. None: not one of a match's commands.
pub fn press_match(t: &Tournament, round: u32, m: usize, act: Button) -> Option<Act> {
    let n = m + 1;
    let decision = match act {
        Button::Adjourn => {
            let now = !t.rounds.get(round.wrapping_sub(1) as usize).and_then(|r| r.matches.get(m)).is_some_and(|g| g.adjourned);
            let said = match now {
                true => format!("Round {round}, match {n}: adjourned; its unfinished games count as draws for the next pairing."),
                false => format!("Round {round}, match {n}: no longer adjourned."),
            };
            return Some(Act::new(Command::Adjourn { round, m, adjourned: now }, said));
        }
        Button::ToFirst => Some(Decision::ToFirst),
        Button::ToSecond => Some(Decision::ToSecond),
        Button::Neither => Some(Decision::Neither),
        Button::NoDecision => None,
        _ => return None,
    };
    let said = match decision {
        Some(Decision::ToFirst) => format!("Round {round}, match {n}: forfeited by decision, to the first-named team."),
        Some(Decision::ToSecond) => format!("Round {round}, match {n}: forfeited by decision, to the second-named team."),
        Some(Decision::Neither) => format!("Round {round}, match {n}: forfeited by decision, lost by both."),
        None => format!("Round {round}, match {n}: the decision is withdrawn; the board results count again."),
    };
    Some(Act { restore: Some("a forfeit by decision"), ..Act::new(Command::Decide { round, m, decision }, said) })
}

/// The command a pressed button gives (`act` read from its `data-act`, `id`
/// its `data-id`, `player` its `data-p`); `seed` draws lots; `ordered` is
/// how the order in force was set, if it was.
pub fn press(t: &Tournament, act: Button, id: u32, player: u32, seed: u64, ordered: Option<Renumbering>) -> Result<Act, String> {
    let order_now = || t.teams.iter().map(|x| x.id).collect::<Vec<u32>>();
    let name = |id: u32| t.team(id).map(|x| x.name.clone()).unwrap_or_default();
    let who = || t.player(player).map(|p| p.name.clone()).unwrap_or_default();
    let next_round = t.rounds.len() as u32 + 1;
    Ok(match act {
        Button::Order => {
            let mut after = t.clone();
            after.order_by_rating().map_err(|e| e.to_string())?;
            Act::new(Command::Renumber { order: after.teams.iter().map(|x| x.id).collect(), how: Renumbering::Rating }, "Teams ordered by rating.")
        }
        Button::Lot => {
            let mut after = t.clone();
            after.draw_by_lot(seed).map_err(|e| e.to_string())?;
            let ask = ordered.is_some().then(|| Question {
                title: "Replace the order of the teams?".into(),
                message: "The order set before is replaced by a draw. A restore point is saved first: the audit trail can go back to it.".into(),
                details: Vec::new(),
                go: "Draw by lot".into(),
            });
            Act {
                restore: Some("the draw by lot"),
                ask,
                ..Act::new(
                    Command::Renumber { order: after.teams.iter().map(|x| x.id).collect(), how: Renumbering::Lot },
                    "The order of the teams was drawn by lot.",
                )
            }
        }
        Button::Regenerate => {
            let order = t.regenerated();
            let mut after = t.clone();
            let changes = after.renumber(&order).map_err(|e| e.to_string())?;
            if changes.is_empty() {
                return Err("The team numbers already follow the ratings.".into());
            }
            let details: Vec<String> = changes
                .iter()
                .map(|(old, new)| format!("{}: {old} → {new}", t.teams.iter().find(|x| x.number == *old).map(|x| x.name.as_str()).unwrap_or("")))
                .collect();
            let ask = (changes.len() > 1).then(|| Question {
                title: "Regenerate the team numbers?".into(),
                message: format!("{} teams change their numbers. Rounds already paired keep the numbers they were paired with.", changes.len()),
                details,
                go: "Regenerate".into(),
            });
            Act { ask, ..Act::new(Command::Renumber { order, how: Renumbering::Regenerate }, "Team numbers regenerated from the ratings.") }
        }
        Button::Up | Button::Down => {
            let mut order = order_now();
            let i = order.iter().position(|x| *x == id).ok_or("No such team.")?;
            let j = if act == Button::Up { i.checked_sub(1) } else { Some(i + 1).filter(|j| *j < order.len()) }
                .ok_or("The team is already at that end of the order.")?;
            order.swap(i, j);
            Act::new(Command::Renumber { order, how: Renumbering::Hand }, format!("{} is now number {}.", name(id), j + 1))
        }
        Button::Withdraw => Act::new(Command::Withdraw { team: id, from_round: Some(next_round) }, format!("{} withdrawn from round {next_round}.", name(id))),
        Button::Reinstate => Act::new(Command::Withdraw { team: id, from_round: None }, format!("{} reinstated.", name(id))),
        Button::Delete => Act::new(Command::DeleteTeam { team: id }, "Team deleted."),
        Button::Club => {
            let club = suggested_club(t, id).ok_or("No club is suggested for this team.")?;
            let card = TeamCard { club: club.clone(), ..t.card(id).ok_or("No such team.")? };
            Act::new(Command::EditTeam { team: id, card }, format!("{}'s club: {club}.", name(id)))
        }
        Button::PlayerUp | Button::PlayerDown => {
            let at = t.team(id).and_then(|x| x.roster.iter().position(|p| *p == player)).ok_or("No such player.")?;
            let to = if act == Button::PlayerUp { at.saturating_sub(1) } else { at + 1 };
            let said = format!("{} moved {}.", who(), if act == Button::PlayerUp { "up" } else { "down" });
            let ask = (after_round_1_in_fide_mode(t) && t.settings.board_order == BoardOrder::Roster).then(|| Question {
                title: "Change the board order after round 1?".into(),
                message: "Under FIDE's rules a team's board order is fixed once round 1 is paired. The rounds still to be paired seat the new order.".into(),
                details: vec![format!("{} from board {} to board {}", who(), at + 1, to + 1)],
                go: "Change the order".into(),
            });
            Act { ask, ..Act::new(Command::MovePlayer { team: id, player, to }, said) }
        }
        Button::PlayerEdit => return Err("Editing a player opens the player's form: nothing is saved until it is.".into()),
        Button::PlayerRemove => Act::new(Command::RemovePlayer { team: id, player }, format!("{} removed.", who())),
        Button::ResetTiebreaks => Act::new(Command::Tiebreaks { list: String::new() }, "Tie-breaks: FIDE's default."),
        Button::ApartRemove => {
            let mut rules = t.apart.clone();
            if (id as usize) < rules.len() {
                rules.remove(id as usize);
            }
            apart_act(t, rules, "The teams may meet again.")
        }
        // The Pairings screen's own, which the page carries out itself.
        Button::Pair
        | Button::TakeBack
        | Button::LineUps
        | Button::ToFirst
        | Button::ToSecond
        | Button::Neither
        | Button::NoDecision
        | Button::Seat
        | Button::Adjourn
        | Button::RemoveBoard
        | Button::PrintSheet
        | Button::PrintLineUp => return Err(format!("“{}” is a button of the Pairings screen.", act.code())),
    })
}

/// A labelled text field.
fn input(h: &mut Html, label: &str, name: &str, value: &str, extra: Raw) {
    html!(h, "<label><span>{}</span><input type=\"text\" name=\"{}\" value=\"{}\" {}></label>", label, name, value, extra);
}

fn disabled(yes: bool) -> Raw {
    Raw(if yes { " disabled" } else { "" })
}

fn checked(yes: bool) -> Raw {
    Raw(if yes { " checked" } else { "" })
}

/// The Teams screen's head: boards per match, the round robin's kind, a new
/// team, the order of the teams (by rating, by lot, the note of a draw
/// `drawn`), Team numbers… while they can be corrected.
pub fn teams_head(t: &Tournament, drawn: Option<&str>) -> Html {
    let paired = !t.rounds.is_empty();
    let mut h = Html::new();
    h.raw("<h2 id=\"teams-title\">Teams</h2>");
    html!(h, "<form class=\"inline\" data-form=\"{}\" data-testid=\"boards-form\"><label><span>Boards per match</span><input type=\"number\" name=\"boards\" min=\"1\" max=\"20\" value=\"{}\"{}></label><button type=\"submit\"{}>Set</button>{}</form>", Form::Boards, t.settings.boards, disabled(paired), disabled(paired), Raw(if paired { "<span class=\"hint\">Fixed once round 1 is paired.</span>" } else { "" }));
    if let System::RoundRobin { double } = t.settings.system {
        html!(h, "<form data-form=\"{}\" data-auto><label class=\"check\"><input type=\"checkbox\" name=\"double\"{}{}> Double round robin (each pair of teams meets twice)</label></form>", Form::Double, checked(double), disabled(paired));
    }
    html!(h, "<form class=\"inline\" data-form=\"{}\" data-testid=\"add-team\"><label><span>New team</span><input type=\"text\" name=\"name\" required maxlength=\"60\"></label><button type=\"submit\" class=\"primary\">Add team</button></form><p class=\"actions\"><button type=\"button\" data-act=\"{}\" data-testid=\"order-by-rating\">Order by rating</button>", Form::AddTeam, Button::Order);
    if t.settings.rating_rule == RatingRule::Typed && !paired {
        html!(h, "<button type=\"button\" data-act=\"{}\" data-testid=\"draw-by-lot\">Draw the order by lot</button>", Button::Lot);
    }
    h.raw("</p>");
    if let Some(when) = drawn {
        html!(h, "<p class=\"hint\" data-testid=\"drawn\">The order of the teams was drawn by lot ({}).</p>", when);
    }
    let teams: Html = t.teams.iter().map(|x| html_of!("<option value=\"{}\">{}</option>", x.id, x.name)).collect();
    html!(
        h,
        "<details class=\"paste\" data-testid=\"paste-roster\"><summary>Paste a roster…</summary><form data-form=\"{}\"><label><span>Onto</span><select name=\"team\"><option value=\"0\">the team each line names</option>{}</select></label><label class=\"wide\"><span>Players, one a line</span><textarea name=\"list\" rows=\"8\" spellcheck=\"false\"></textarea></label><p class=\"hint\">A name, then a rating, a FIDE ID, a title in any order; or a spreadsheet's columns under a header line naming them (Name, Rating, FIDE ID, Title, Federation, Sex, Birth, Club, Team); or a TRF's player and team lines. Checked before anything is added.</p><button type=\"submit\">Check and add…</button></form></details>",
        Form::Paste,
        teams
    );
    if t.settings.system == System::Swiss && paired && (t.rounds.len() as u32) < t.settings.renumber_until {
        let options: Html =
            t.teams.iter().map(|x| html_of!("<option value=\"{}\">{}. {} ({})</option>", x.id, x.number, x.name, t.team_rating(x.id).0)).collect();
        html!(
            h,
            "<details class=\"team-numbers\" data-testid=\"team-numbers\"><summary>Team numbers…</summary><p class=\"hint\">Until round {} is paired. Rounds already paired keep the numbers they were paired with.</p><form class=\"inline\" data-form=\"{}\"><label><span>Team</span><select name=\"a\">{}</select></label><label><span>and team</span><select name=\"b\">{}</select></label><button type=\"submit\">Exchange their numbers</button></form><p><button type=\"button\" data-act=\"{}\" data-testid=\"regenerate\">Regenerate from ratings…</button></p></details>",
            t.settings.renumber_until,
            Form::Exchange,
            options,
            options,
            Button::Regenerate
        );
    }
    h
}

/// One team's card: its number, name, rating and state, the arrows that
/// move it in the order before round 1, its details form and the commands
/// that remove it (delete while in no round, else withdraw or reinstate),
/// its roster in board order with the reserves marked, and the form that
/// adds a player to it.
/// `editing`: the player whose details are open for correction, if one of this team's.
pub fn team_card(t: &Tournament, id: u32, editing: Option<u32>) -> Html {
    let Some(team) = t.team(id) else { return Html::new() };
    let place = t.teams.iter().position(|x| x.id == id).unwrap_or(0);
    let name = &team.name;
    let mut h = html_of!("<article class=\"team-card\" data-testid=\"team-card\"><h3>{}. {}</h3>", team.number, name);
    if t.rounds.is_empty() {
        html!(h, "<p class=\"actions\"><button type=\"button\" data-act=\"{}\" data-id=\"{}\" aria-label=\"Move {} up the order\"{}>↑ Up the order</button><button type=\"button\" data-act=\"{}\" data-id=\"{}\" aria-label=\"Move {} down the order\"{}>↓ Down</button></p>", Button::Up, id, name, disabled(place == 0), Button::Down, id, name, disabled(place + 1 >= t.teams.len()));
    }
    html!(h, "<p class=\"facts\">Team rating {}{}</p>", t.team_rating(id).0, team.withdrawn.map(|r| format!(" · withdrawn from round {r}")));
    h.raw("<details class=\"team-details\"><summary>Team details</summary>");
    html!(h, "<form class=\"inline\" data-form=\"{}\" data-id=\"{}\">", Form::Card, id);
    for (label, key, value) in [
        ("Name", "name", &team.name),
        ("Short name", "short", &team.short),
        ("Captain", "captain", &team.captain),
        ("Series", "series", &team.series),
        ("Club", "club", &team.club),
    ] {
        input(&mut h, label, key, value, Raw("maxlength=\"60\""));
    }
    input(&mut h, "Typed rating", "rating", &team.rating.map(|r| r.to_string()).unwrap_or_default(), Raw("inputmode=\"numeric\" maxlength=\"4\""));
    h.raw("<button type=\"submit\">Save details</button></form><p class=\"actions\">");
    if let Some(club) = suggested_club(t, id) {
        html!(h, "<button type=\"button\" data-act=\"{}\" data-id=\"{}\">Club: {}</button>", Button::Club, id, club);
    }
    let in_a_round = t.rounds.iter().any(|r| r.bye == Some(id) || r.absent.contains(&id) || r.matches.iter().any(|m| m.first == id || m.second == id));
    let next = t.rounds.len() + 1;
    match (in_a_round, team.withdrawn) {
        (false, _) => html!(h, "<button type=\"button\" class=\"danger\" data-act=\"{}\" data-id=\"{}\">Delete team</button>", Button::Delete, id),
        (true, None) => html!(h, "<button type=\"button\" data-act=\"{}\" data-id=\"{}\">Withdraw from round {}</button>", Button::Withdraw, id, next),
        (true, Some(_)) => html!(h, "<button type=\"button\" data-act=\"{}\" data-id=\"{}\">Reinstate</button>", Button::Reinstate, id),
    }
    h.raw("</p></details><table class=\"roster\"><thead><tr><th scope=\"col\">Board</th><th scope=\"col\">Player</th><th scope=\"col\">Rating</th><th scope=\"col\">FIDE ID</th><th scope=\"col\"><span class=\"visually-hidden\">Move or remove</span></th></tr></thead><tbody>");
    let roster: Vec<&Player> = team.roster.iter().filter_map(|p| t.player(*p)).collect();
    for (i, p) in roster.iter().enumerate() {
        let who = &p.name;
        let board = if i < t.settings.boards as usize { (i + 1).to_string() } else { "reserve".into() };
        let rating = p.rating.map(|r| r.to_string()).unwrap_or_else(|| "unrated".into());
        let title = if p.title.is_empty() { String::new() } else { format!("{} ", p.title) };
        html!(
            h,
            "<tr data-testid=\"roster-row\"><td>{}</td><td>{}{}</td><td>{}</td><td>{}</td><td class=\"actions\"><button type=\"button\" data-act=\"{}\" data-id=\"{}\" data-p=\"{}\" aria-label=\"Edit {}\">Edit</button><button type=\"button\" data-act=\"{}\" data-id=\"{}\" data-p=\"{}\" aria-label=\"Move {} up\"{}>↑</button><button type=\"button\" data-act=\"{}\" data-id=\"{}\" data-p=\"{}\" aria-label=\"Move {} down\"{}>↓</button><button type=\"button\" data-act=\"{}\" data-id=\"{}\" data-p=\"{}\" aria-label=\"Remove {}\">Remove</button></td></tr>",
            board,
            title,
            who,
            rating,
            p.fide_id,
            Button::PlayerEdit,
            id,
            p.id,
            who,
            Button::PlayerUp,
            id,
            p.id,
            who,
            disabled(i == 0),
            Button::PlayerDown,
            id,
            p.id,
            who,
            disabled(i + 1 == roster.len()),
            Button::PlayerRemove,
            id,
            p.id,
            who
        );
    }
    h.raw("</tbody></table>");
    let edited = roster.iter().find(|p| Some(p.id) == editing);
    let none = Player::default();
    let p = edited.copied().unwrap_or(&none);
    match edited {
        Some(p) => html!(h, "<form class=\"inline edit-player\" data-form=\"{}\" data-id=\"{}\" data-testid=\"edit-player\"><input type=\"hidden\" name=\"p\" value=\"{}\"><p class=\"legend\">Correct {}'s details</p>", Form::Player, id, p.id, p.name),
        None => html!(h, "<form class=\"inline add-player\" data-form=\"{}\" data-id=\"{}\">", Form::Player, id),
    }
    input(&mut h, "Player", "name", &p.name, Raw("required maxlength=\"60\""));
    input(&mut h, "Rating", "rating", &p.rating.map(|r| r.to_string()).unwrap_or_default(), Raw("inputmode=\"numeric\" maxlength=\"4\""));
    input(&mut h, "FIDE ID", "fide", &p.fide_id, Raw("inputmode=\"numeric\" maxlength=\"12\""));
    html!(h, "<details class=\"more\"{}><summary>Title, federation, sex, birth, club</summary>", Raw(if edited.is_some() { " open" } else { "" }));
    input(&mut h, "Title", "title", &p.title, Raw("maxlength=\"3\" placeholder=\"GM, IM, WFM…\""));
    input(&mut h, "Federation", "federation", &p.federation, Raw("maxlength=\"3\" placeholder=\"ENG\""));
    input(&mut h, "Sex", "sex", &p.sex, Raw("maxlength=\"1\" placeholder=\"m or w\""));
    input(&mut h, "Birth date", "birth", &p.birth, Raw("maxlength=\"10\" placeholder=\"YYYY/MM/DD\""));
    input(&mut h, "Club", "club", &p.club, Raw("maxlength=\"60\""));
    match edited {
        Some(_) => html!(h, "</details><button type=\"submit\" class=\"primary\">Save</button><button type=\"button\" data-act=\"{}\" data-id=\"{}\" data-p=\"0\">Cancel</button></form></article>", Button::PlayerEdit, id),
        None => html!(h, "</details><button type=\"submit\">Add to {}</button></form></article>", name),
    }
    h
}

/// A match's line-ups: for each side, who sits on each board (a player of
/// its roster, or the board left empty), as two forms. The engine refuses a
/// change once the match has a result, and says why.
pub fn line_ups(t: &Tournament, round: u32, m: usize) -> Html {
    let Some(game) = t.rounds.get(round.wrapping_sub(1) as usize).and_then(|r| r.matches.get(m)) else { return Html::new() };
    let mut h = Html::new();
    for (side, team) in [game.first, game.second].into_iter().enumerate() {
        let Some(x) = t.team(team) else { continue };
        html!(h, "<form class=\"line-up\" data-form=\"{}\" data-id=\"{}\" data-testid=\"line-up\"><input type=\"hidden\" name=\"round\" value=\"{}\"><input type=\"hidden\" name=\"m\" value=\"{}\"><fieldset><legend>{}'s line-up</legend>", Form::LineUp, team, round, m, x.name);
        for (b, seated) in game.line_ups[side].iter().enumerate() {
            html!(h, "<label><span>Board {}</span><select name=\"board\"><option value=\"\">(empty board)</option>", b + 1);
            for p in x.roster.iter().filter_map(|p| t.player(*p)) {
                html!(h, "<option value=\"{}\"{}>{}</option>", p.id, Raw(if *seated == Some(p.id) { " selected" } else { "" }), p.name);
            }
            h.raw("</select></label>");
        }
        h.raw("<button type=\"submit\">Save line-up</button></fieldset></form>");
        // Who is out of the round: a reserve moves up (Line-ups: Required).
        html!(h, "<form class=\"absent\" data-form=\"{}\" data-id=\"{}\" data-testid=\"absent-players\"><input type=\"hidden\" name=\"round\" value=\"{}\"><fieldset><legend>Absent in round {}</legend>", Form::Absent, team, round, round);
        for p in x.roster.iter().filter_map(|p| t.player(*p)) {
            let out = t.absent_players.contains(&(round, p.id));
            html!(h, "<label class=\"check\"><input type=\"checkbox\" name=\"absent\" value=\"{}\"{}> {}</label>", p.id, checked(out), p.name);
        }
        h.raw("<button type=\"submit\">Save absences</button></fieldset></form>");
    }
    h
}

/// The players with no board in `round` and not marked absent: those a
/// board added by hand can seat, by team number and board order.
pub fn free_players(t: &Tournament, round: u32) -> Vec<u32> {
    let Some(r) = t.rounds.get(round.wrapping_sub(1) as usize) else { return Vec::new() };
    let mut busy: Vec<u32> = r.seated().collect();
    crate::sorting::sort(&mut busy);
    let mut teams: Vec<&super::tournament::Team> = t.teams.iter().collect();
    crate::sorting::sort_by_key(&mut teams, |x| x.number);
    teams.iter().flat_map(|x| x.roster.iter().copied()).filter(|p| busy.binary_search(p).is_err() && !t.absent_players.contains(&(round, *p))).collect()
}

/// A round's boards added by hand for no team, each with its result
/// buttons and Remove, and the form that adds a board (two of `free`).
pub fn loose_boards(t: &Tournament, round: u32, free: &[u32]) -> Html {
    let Some(r) = t.rounds.get(round.wrapping_sub(1) as usize) else { return Html::new() };
    let named = |p: u32| {
        let team = t.team_of(p).and_then(|x| t.team(x)).map(|x| x.name.as_str()).unwrap_or("no team");
        html_of!("{} ({})", t.player(p).map(|x| x.name.as_str()).unwrap_or("?"), team)
    };
    let mut h = Html::new();
    if !r.loose.is_empty() {
        h.raw("<section class=\"loose\" data-testid=\"loose-boards\"><h4>Boards for no team</h4><p class=\"hint\">Added by hand: they count for no team and are not in the team report. Remove one (without a result) to seat its players in their match.</p><ol>");
        for (i, g) in r.loose.iter().enumerate() {
            let now = g.result.map(|v| v.sheet()).unwrap_or("no result");
            html!(h, "<li data-testid=\"loose-board\"><span>{} – {}</span> <span class=\"now\">{}</span> ", named(g.white), named(g.black), now);
            for (k, v) in super::tournament::BoardResult::ALL.iter().enumerate() {
                html!(h, "<button type=\"button\" class=\"result-choice\" aria-label=\"Board {} for no team: {}\" aria-pressed=\"{}\" data-loose=\"{}\" data-v=\"{}\">{}</button>", i + 1, v.sheet(), g.result == Some(*v), i, k, v.sheet());
            }
            html!(h, " <button type=\"button\" data-loose=\"{}\" data-act=\"{}\">Remove</button></li>", i, Button::RemoveBoard);
        }
        h.raw("</ol></section>");
    }
    if free.len() >= 2 {
        html!(h, "<details class=\"add-board\"><summary>Add a board by hand</summary><form data-form=\"{}\" data-testid=\"add-board\"><input type=\"hidden\" name=\"round\" value=\"{}\">", Form::AddBoard, round);
        for (label, name) in [("White", "white"), ("Black", "black")] {
            html!(h, "<label><span>{}</span><select name=\"{}\" required><option value=\"\"></option>", label, name);
            for &p in free {
                html!(h, "<option value=\"{}\">{}</option>", p, named(p));
            }
            h.raw("</select></label>");
        }
        h.raw("<button type=\"submit\">Add the board</button><p class=\"hint\">It joins the two teams' match where a board empty on both sides fits its colours and board order; otherwise it counts for no team.</p></form></details>");
    }
    h
}

/// The teams that can be marked absent for the next round (not withdrawn), as boxes to tick.
pub fn absent_list(t: &Tournament) -> Html {
    let mut h = html_of!("<summary>Teams absent in round {}</summary>", t.rounds.len() + 1);
    for x in t.teams.iter().filter(|x| x.withdrawn.is_none()) {
        html!(h, "<label class=\"check\"><input type=\"checkbox\" name=\"absent\" value=\"{}\"> {}. {}</label>", x.id, x.number, x.name);
    }
    h
}

/// The audit trail, newest first: each entry's time (`when` says it in the
/// device's time), what it did, whether it was set aside, and a button to
/// go back to each restore point (`data-i`: its line).
pub fn trail(lines: &[crate::audit::Line], when: &dyn Fn(i64) -> String) -> Html {
    let mut h = Html::new();
    h.raw("<ol class=\"trail\" data-testid=\"chess-trail\">");
    for (i, l) in lines.iter().enumerate() {
        let set_aside = l.status == crate::audit::Status::SetAside;
        html!(
            h,
            "<li{}><span class=\"when\">{}</span> <span>{}</span>{}",
            Raw(if set_aside { " class=\"set-aside\"" } else { "" }),
            when(l.at),
            l.text,
            if set_aside { " (set aside)" } else { "" }
        );
        if l.restore {
            html!(h, " <button type=\"button\" data-testid=\"back-to\" data-i=\"{}\">Go back to this point</button>", i);
        }
        h.raw("</li>");
    }
    h.raw("</ol>");
    h
}

/// The players list: every player with the team and board (a reserve
/// beyond the match size), sorted by `by` (`team`: by team number, then
/// board, the default; `name`; `rating`, highest first; `fide`); each
/// heading a button that sorts by its column.
pub fn players(t: &Tournament, by: &str) -> Html {
    let mut rows: Vec<(&Player, u32, usize, &str)> = Vec::new();
    for team in &t.teams {
        for (i, p) in team.roster.iter().filter_map(|p| t.player(*p)).enumerate() {
            rows.push((p, team.number, i, team.name.as_str()));
        }
    }
    // One comparison for every column (a sort per column costs the page a sort's code each).
    crate::sorting::sort_by(&mut rows, |a, b| {
        let order = match by {
            "name" => crate::text::folded(&a.0.name).cmp(&crate::text::folded(&b.0.name)),
            "rating" => b.0.rating.cmp(&a.0.rating),
            "fide" => a.0.fide_id.cmp(&b.0.fide_id),
            _ => (a.1, a.2).cmp(&(b.1, b.2)),
        };
        order.then(a.0.id.cmp(&b.0.id))
    });
    let mut h = html_of!("<table class=\"players\" data-testid=\"players\"><caption>{} players</caption><thead><tr>", rows.len());
    for (key, label) in [("name", "Player"), ("", "Title"), ("rating", "Rating"), ("fide", "FIDE ID"), ("", "Federation"), ("team", "Team and board")] {
        if key.is_empty() {
            html!(h, "<th scope=\"col\">{}</th>", label);
        } else {
            let sorted = if key == by || (key == "team" && !["name", "rating", "fide"].contains(&by)) { "ascending" } else { "none" };
            html!(h, "<th scope=\"col\" aria-sort=\"{}\"><button type=\"button\" class=\"link\" data-sort=\"{}\">{}</button></th>", sorted, key, label);
        }
    }
    h.raw("</tr></thead><tbody>");
    for (p, number, i, team) in rows {
        let board = if i < t.settings.boards as usize { format!("board {}", i + 1) } else { "reserve".into() };
        html!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}. {}, {}</td></tr>",
            p.name,
            p.title,
            p.rating.map(|r| r.to_string()).unwrap_or_else(|| "unrated".into()),
            p.fide_id,
            p.federation,
            number,
            team,
            board
        );
    }
    h.raw("</tbody></table>");
    h
}

/// A radio button of a Settings group; `locked` once round 1 is paired.
fn radio(h: &mut Html, group: &str, value: &str, label: &str, on: bool, locked: bool) {
    html!(h, "<label class=\"check\"><input type=\"radio\" name=\"{}\" value=\"{}\"{}{}> {}</label>", group, value, checked(on), disabled(locked), label);
}

/// The Settings screen: what departs from FIDE (listed), match points
/// (fixed once round 1 is paired), the primary score, the tie-breaks, the
/// rounds and numbers, the team-rating rule, the board order, what a match
/// forfeited as a whole pays, and the teams kept apart.
pub fn settings(t: &Tournament) -> Html {
    let s = &t.settings;
    let paired = !t.rounds.is_empty();
    let mut h = Html::new();
    h.raw("<h2 id=\"settings-title\">Settings</h2>");
    let list = departures(t);
    if !list.is_empty() {
        let items: Html = list.iter().map(|d| html_of!("<li>{}</li>", d)).collect();
        html!(h, "<div class=\"departures\" data-testid=\"departures\"><p>Departs from FIDE's rules or defaults:</p><ul>{}</ul></div>", items);
    }
    html!(h, "<form class=\"inline\" data-form=\"{}\" data-testid=\"scoring-form\"><fieldset{}><legend>Match points</legend>", Form::Scoring, disabled(paired));
    for (label, key, v) in [("Win", "win", s.scoring.win), ("Draw", "draw", s.scoring.draw), ("Loss", "loss", s.scoring.loss)] {
        input(&mut h, label, key, &points(v), Raw("inputmode=\"decimal\" maxlength=\"4\""));
    }
    html!(
        h,
        "<button type=\"submit\">Save match points</button></fieldset>{}</form>",
        Raw(if paired { "<span class=\"hint\">Fixed once round 1 is paired.</span>" } else { "" })
    );
    html!(h, "<form data-form=\"{}\" data-auto><fieldset><legend>Primary score (standings and pairing)</legend>", Form::Choice);
    radio(&mut h, "primary", "match", "Match points", s.primary == Points::Match, false);
    radio(&mut h, "primary", "game", "Game points", s.primary == Points::Game, false);
    html!(h, "</fieldset></form><form class=\"inline\" data-form=\"{}\" data-testid=\"tiebreaks-form\">", Form::Tiebreaks);
    input(&mut h, "Tie-breaks (C.07 codes, e.g. DE,BC,SB or BH:MP/C1; empty: FIDE's default)", "list", &t.tiebreaks, Raw("maxlength=\"120\""));
    html!(h, "<button type=\"submit\">Save tie-breaks</button><button type=\"button\" data-act=\"{}\">Reset to FIDE default</button></form><form class=\"inline\" data-form=\"{}\" data-testid=\"numbers-form\">", Button::ResetTiebreaks, Form::Numbers);
    if s.system == System::Swiss {
        html!(h, "<label><span>Rounds</span><input type=\"number\" name=\"rounds\" min=\"0\" max=\"99\" value=\"{}\"></label>", s.rounds);
    }
    html!(h, "<label><span>An unrated player counts as</span><input type=\"number\" name=\"unrated\" min=\"0\" max=\"3000\" value=\"{}\"></label><label><span>Team numbers can be corrected until round</span><input type=\"number\" name=\"until\" min=\"1\" max=\"99\" value=\"{}\"></label><button type=\"submit\">Save</button></form>", s.unrated, s.renumber_until);
    html!(h, "<form data-form=\"{}\" data-auto><fieldset><legend>Team rating, for the order of the teams</legend>", Form::Choice);
    for (value, label, rule) in [
        ("olympiad", "Olympiad rule (the best players, one per board)", RatingRule::Olympiad),
        ("first", "The first boards of the roster", RatingRule::FirstBoards),
        ("whole", "The whole roster", RatingRule::WholeRoster),
        ("typed", "Typed for each team", RatingRule::Typed),
    ] {
        radio(&mut h, "rating", value, label, s.rating_rule == rule, false);
    }
    h.raw("</fieldset><fieldset><legend>Board order</legend>");
    radio(&mut h, "order", "roster", "Fixed: the roster order, reserves moving up", s.board_order == BoardOrder::Roster, false);
    radio(&mut h, "order", "free", "Chosen by the captain each round", s.board_order == BoardOrder::Free, false);
    h.raw("</fieldset><fieldset><legend>A match forfeited as a whole pays the team it is awarded to</legend>");
    radio(&mut h, "forfeit", "seated", "A point for each board it seated", s.whole_forfeit == WholeForfeit::Seated, false);
    radio(&mut h, "forfeit", "full", "Every board", s.whole_forfeit == WholeForfeit::FullCount, false);
    html!(h, "</fieldset></form><form data-form=\"{}\" data-auto><fieldset data-testid=\"clubs-apart\"><legend>Teams of the same club</legend>", Form::Clubs);
    let club = t.apart.iter().find(|k| k.who == Apartness::SameClub);
    radio(&mut h, "clubs", "none", "may meet", club.is_none(), false);
    radio(&mut h, "clubs", "rule", "never meet (a rule)", club.is_some_and(|k| k.rule), false);
    radio(&mut h, "clubs", "wish", "meet only when the pairing cannot avoid it (a wish)", club.is_some_and(|k| !k.rule), false);
    let no_club = t.teams.iter().filter(|x| x.club.trim().is_empty()).count();
    if club.is_some() && no_club > 0 {
        html!(h, "<p class=\"hint\">{} team(s) have no club and are kept apart from no one: set a team's club on its card.</p>", no_club);
    }
    h.raw("</fieldset></form><fieldset data-testid=\"chosen-apart\"><legend>Teams I choose</legend><ul>");
    let number = |id: &u32| t.team(*id).map(|x| x.number.to_string()).unwrap_or_default();
    for (i, k) in t.apart.iter().enumerate() {
        if let Apartness::Chosen(ids) = &k.who {
            html!(
                h,
                "<li>Teams {}: {}, rounds {} to {} <button type=\"button\" data-act=\"{}\" data-id=\"{}\">Remove</button></li>",
                ids.iter().map(number).collect::<Vec<_>>().join(", "),
                if k.rule { "never meet (a rule)" } else { "a wish" },
                k.first,
                if k.last >= 99 { "the end".to_string() } else { k.last.to_string() },
                Button::ApartRemove,
                i
            );
        }
    }
    html!(h, "</ul><form class=\"inline\" data-form=\"{}\">", Form::Apart);
    input(&mut h, "Team numbers", "teams", "", Raw("inputmode=\"numeric\" placeholder=\"3 11 16\""));
    h.raw("<label><span>How</span><select name=\"how\"><option value=\"rule\">never meet (a rule)</option><option value=\"wish\">a wish (if possible)</option></select></label><label><span>From round</span><input type=\"number\" name=\"from\" min=\"1\" max=\"99\" value=\"1\"></label><label><span>To round (empty: the end)</span><input type=\"number\" name=\"to\" min=\"1\" max=\"99\"></label><button type=\"submit\">Keep apart</button></form></fieldset>");
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

    /// A match's tools and a board's keys on the Pairings screen: each
    /// command as stored, and what is said once it is saved.
    #[test]
    fn a_matchs_tools_give_commands_and_say_them() {
        let mut t = cup();
        let ids: Vec<u32> = t.teams.iter().map(|x| x.id).collect();
        assert_eq!(t.add_round(&[(ids[0], ids[1])], None, &[]), Ok(()));
        let said = |a: Option<Act>| a.map(|a| (a.command, a.said, a.restore));
        assert_eq!(
            said(press_match(&t, 1, 0, Button::Adjourn)),
            Some((
                Command::Adjourn { round: 1, m: 0, adjourned: true },
                "Round 1, match 1: adjourned; its unfinished games count as draws for the next pairing.".into(),
                None
            ))
        );
        t.rounds[0].matches[0].adjourned = true;
        assert_eq!(
            said(press_match(&t, 1, 0, Button::Adjourn)).map(|a| (a.0, a.1)),
            Some((Command::Adjourn { round: 1, m: 0, adjourned: false }, "Round 1, match 1: no longer adjourned.".into()))
        );
        assert_eq!(
            said(press_match(&t, 1, 0, Button::ToSecond)),
            Some((
                Command::Decide { round: 1, m: 0, decision: Some(Decision::ToSecond) },
                "Round 1, match 1: forfeited by decision, to the second-named team.".into(),
                Some("a forfeit by decision")
            ))
        );
        assert_eq!(
            said(press_match(&t, 1, 0, Button::NoDecision)).map(|a| a.1),
            Some("Round 1, match 1: the decision is withdrawn; the board results count again.".into())
        );
        assert_eq!(press_match(&t, 1, 0, Button::LineUps), None, "the page's own");
        let a = board_result(1, 0, 2, Some(BoardResult::Draw));
        assert_eq!((a.command, a.said), (Command::Board { r: 1, m: 0, b: 3, v: Some(BoardResult::Draw) }, "Round 1, match 1, board 3: ½-½.".into()));
        assert_eq!(board_result(2, 4, 0, None).said, "Round 2, match 5, board 1: cleared.");
        let a = loose_board(3, 1, None);
        assert_eq!((a.command, a.said), (Command::RemoveBoard { round: 3, i: 1 }, "Round 3: board 2 for no team removed.".into()));
        assert_eq!(loose_board(3, 0, Some(BoardResult::Win)).said, "Round 3, board 1 for no team: 1-0.");
    }

    #[test]
    fn forms_give_commands_and_say_what_is_wrong() {
        let t = cup();
        let Ok(a) = submit(&t, Form::Player, 1, &fields(&[("name", "Ann Lee"), ("rating", "1850"), ("fide", "123"), ("title", "wfm"), ("federation", "eng")]))
        else {
            return assert!(false);
        };
        assert_eq!(a.said, "Ann Lee added to Rooks.");
        assert!(
            matches!(&a.command, Command::AddPlayer { team: 1, player } if player.id == 16 && player.rating == Some(1850) && player.title == "WFM" && player.federation == "ENG")
        );
        assert_eq!(
            submit(&t, Form::Player, 1, &fields(&[("name", "X"), ("rating", "99")])).err().as_deref(),
            Some("“99” is not a rating (a whole number, 100 to 3500); leave it empty for an unrated player.")
        );
        assert_eq!(
            submit(&t, Form::Scoring, 0, &fields(&[("win", "1"), ("draw", "1"), ("loss", "0")])).err().as_deref(),
            Some("A win must be worth more than a draw, and a draw at least a loss.")
        );

        let Ok(a) = submit(&t, Form::Scoring, 0, &fields(&[("win", "3"), ("draw", "1"), ("loss", "0")])) else { return assert!(false) };
        assert!(a.ask.is_none(), "3/1/0 is the competition's choice, not a departure from FIDE's rules");
        // FIDE mode: correcting numbers past round 4 is asked first, naming it.
        let Ok(a) = submit(&t, Form::Numbers, 0, &fields(&[("rounds", "7"), ("unrated", "1400"), ("until", "6")])) else { return assert!(false) };
        assert_eq!(
            a.ask.map(|q| (q.title, q.details)),
            Some(("Leave FIDE mode?".to_string(), vec!["Team numbers can be corrected until round 6 is paired (FIDE: 4)".to_string()]))
        );
        let Ok(a) = submit(&t, Form::Clubs, 0, &fields(&[("clubs", "rule")])) else { return assert!(false) };
        assert_eq!(a.ask.map(|q| q.details), Some(vec!["Teams are kept apart (not part of C.04.6)".to_string()]));
        let Ok(a) = submit(&t, Form::Apart, 0, &fields(&[("teams", "1, 3"), ("how", "wish"), ("from", "2"), ("to", "")])) else { return assert!(false) };
        assert!(
            matches!(&a.command, Command::Apart { rules } if rules == &vec![KeepApart { who: Apartness::Chosen(vec![1, 3]), rule: false, first: 2, last: 99 }])
        );
        assert_eq!(submit(&t, Form::Apart, 0, &fields(&[("teams", "1 9")])).err().as_deref(), Some("“9” is not a team number."));
        assert_eq!(
            submit(&t, Form::Choice, 0, &fields(&[("order", "free")])).map(|a| a.ask.is_some()),
            Ok(true),
            "a board order chosen each round departs from the FIDE procedure"
        );
        assert!(Form::read("nonsense").is_err());
    }

    #[test]
    fn buttons_give_commands_with_their_questions_and_restore_points() {
        let mut t = cup();
        let Ok(a) = press(&t, Button::Up, 2, 0, 0, None) else { return assert!(false) };
        assert_eq!((a.command, a.said.as_str()), (Command::Renumber { order: vec![2, 1, 3], how: Renumbering::Hand }, "Knights is now number 1."));
        assert!(press(&t, Button::Up, 1, 0, 0, None).is_err(), "already first");
        assert_eq!(
            press(&t, Button::Lot, 0, 0, 5, None).err().as_deref(),
            Some("The order is drawn by lot only when each team's rating is typed in: otherwise the numbers follow the ratings.")
        );
        t.settings.rating_rule = RatingRule::Typed;
        let Ok(a) = press(&t, Button::Lot, 0, 0, 5, Some(Renumbering::Hand)) else { return assert!(false) };
        assert_eq!((a.restore, a.ask.map(|q| q.go)), (Some("the draw by lot"), Some("Draw by lot".to_string())));
        assert!(press(&t, Button::Lot, 0, 0, 5, None).is_ok_and(|a| a.ask.is_none()), "nothing set before: no question");
        t.settings.rating_rule = RatingRule::Olympiad;
        // Regenerate: Knights (2100) first, Rooks and Pawns (2000) keep their order; two numbers change, so it asks.
        let Ok(a) = press(&t, Button::Regenerate, 0, 0, 0, None) else { return assert!(false) };
        assert_eq!(a.command, Command::Renumber { order: vec![2, 1, 3], how: Renumbering::Regenerate });
        assert_eq!(a.ask.map(|q| q.details), Some(vec!["Knights: 2 → 1".to_string(), "Rooks: 1 → 2".to_string()]));
        let Ok(a) = press(&t, Button::PlayerDown, 1, 1, 0, None) else { return assert!(false) };
        assert_eq!((a.command, a.said.as_str()), (Command::MovePlayer { team: 1, player: 1, to: 1 }, "Rooks 0 moved down."));
    }

    /// Any player's details can be corrected, before or after he has
    /// played: what changed is said, and a change of his team's rating is
    /// asked first with what it moves.
    #[test]
    fn a_player_is_corrected_with_what_it_changes_said_first() {
        let mut t = cup();
        let edit =
            |t: &Tournament, name: &str, rating: &str| submit(t, Form::Player, 1, &fields(&[("p", "1"), ("name", name), ("rating", rating), ("fide", "")]));
        let Ok(a) = edit(&t, "Rooks Zero", "2000") else { return assert!(false) };
        assert_eq!(a.said, "Rooks Zero: name Rooks 0 → Rooks Zero.");
        assert!(a.ask.is_none(), "a name changes no rating: saved straight away");
        assert!(matches!(&a.command, Command::EditPlayer { player } if player.id == 1 && player.name == "Rooks Zero" && player.rating == Some(2000)));
        assert_eq!(edit(&t, "Rooks 0", "2000").err().as_deref(), Some("Rooks 0's details are as they were: nothing to save."));
        assert!(edit(&t, "Rooks 0", "24000").is_err());
        // 2000 → 2400: Rooks' four best 2400, 1999, 1998, 1997 average 2098.5, 2099 (was 1999), level with Knights
        // and before them in the order now, so first by rating.
        let Ok(a) = edit(&t, "Rooks 0", "2400") else { return assert!(false) };
        assert_eq!(a.said, "Rooks 0: rating 2000 → 2400.");
        let Some(q) = a.ask else { return assert!(false) };
        assert_eq!(q.title, "Change Rooks 0's rating?");
        assert_eq!(
            q.details,
            ["The team rating of Rooks: 1999 → 2099", "By rating, Rooks would be number 1 instead of 2; Order by rating renumbers the teams."]
        );
        // Once round 1 is paired (FIDE mode): the rating, the primary score and the board order are asked first.
        let _ = t.add_round(&[(1, 2)], Some(3), &[]);
        let Some(q) = edit(&t, "Rooks 0", "2400").ok().and_then(|a| a.ask) else { return assert!(false) };
        assert!(q.message.starts_with("Round 1 is paired: under FIDE's rules the team order is fixed by then."), "{}", q.message);
        assert_eq!(q.details[1], "By rating, Rooks would be number 1 instead of 2; the team numbers of the rounds paired stay.");
        let Ok(a) = submit(&t, Form::Choice, 0, &fields(&[("primary", "game")])) else { return assert!(false) };
        assert_eq!(
            a.ask.map(|q| (q.title, q.details)),
            Some(("Change the primary score after round 1?".into(), vec!["Game points are the primary score.".into()]))
        );
        let Ok(a) = press(&t, Button::PlayerDown, 1, 1, 0, None) else { return assert!(false) };
        assert_eq!(a.ask.map(|q| (q.title, q.details)), Some(("Change the board order after round 1?".into(), vec!["Rooks 0 from board 1 to board 2".into()])));
        // Not asked before round 1, nor once the board order is chosen each round (FIDE mode left).
        assert!(submit(&cup(), Form::Choice, 0, &fields(&[("primary", "game")])).is_ok_and(|a| a.ask.is_none()));
        t.settings.board_order = BoardOrder::Free;
        assert!(press(&t, Button::PlayerDown, 1, 1, 0, None).is_ok_and(|a| a.ask.is_none()));
        // The roster row has its Edit button; the card opened for the player shows his details in the form.
        let card = team_card(&t, 1, Some(1));
        assert!(card.contains("data-act=\"player-edit\" data-id=\"1\" data-p=\"1\" aria-label=\"Edit Rooks 0\">Edit</button>"));
        assert!(card.contains("<input type=\"hidden\" name=\"p\" value=\"1\"><p class=\"legend\">Correct Rooks 0's details</p>"));
        assert!(card.contains("name=\"rating\" value=\"2000\"") && !card.contains("Add to Rooks"));
        assert!(team_card(&t, 1, Some(9)).contains("Add to Rooks"), "another team's player: the add form");
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
        let Ok(a) = submit(&t, Form::LineUp, 1, &sent) else { return assert!(false) };
        assert_eq!(
            (a.command, a.said.as_str()),
            (Command::LineUp { round: 1, m: 0, team: 1, players: vec![Some(1), Some(2), Some(3), Some(5)] }, "Round 1, match 1: Rooks's line-up saved.")
        );
        assert_eq!(line_ups(&t, 2, 0), "", "no such round");
        // Rooks 1 (player 2) absent: ticked in the team's absent form; the engine seats the reserve.
        assert!(
            forms.contains("<legend>Absent in round 1</legend><label class=\"check\"><input type=\"checkbox\" name=\"absent\" value=\"1\"> Rooks 0</label>"),
            "{forms}"
        );
        let Ok(a) = submit(&t, Form::Absent, 1, &fields(&[("round", "1"), ("absent", "2")])) else { return assert!(false) };
        assert_eq!(
            (&a.command, a.said.as_str()),
            (&Command::Absent { round: 1, team: 1, players: vec![2] }, "Round 1: Rooks 1 absent for Rooks; the line-up moves up.")
        );
        let _ = super::super::command::apply(&mut t, &a.command);
        assert!(line_ups(&t, 1, 0).contains("value=\"2\" checked> Rooks 1</label>"));
        assert_eq!(submit(&t, Form::Absent, 1, &fields(&[("round", "1")])).map(|a| a.said), Ok("Round 1: nobody of Rooks absent.".into()));
        // A board by hand: Knights' reserve (10; Rooks' took board 4) and a player of Pawns, who have the bye: for no team.
        let free = free_players(&t, 1);
        assert_eq!(free, [10, 11, 12, 13, 14, 15], "the seated and the absent (2) left out");
        let form = loose_boards(&t, 1, &free);
        assert!(form.contains("<option value=\"10\">Knights 4 (Knights)</option>") && !form.contains("loose-board"), "{form}");
        let Ok(a) = submit(&t, Form::AddBoard, 0, &fields(&[("round", "1"), ("white", "10"), ("black", "11")])) else { return assert!(false) };
        assert_eq!(
            (&a.command, a.said.as_str()),
            (
                &Command::AddBoard { round: 1, white: 10, black: 11 },
                "Round 1: Knights 4 – Pawns 0 added as a board for no team: it fits no match of their teams."
            )
        );
        let _ = super::super::command::apply(&mut t, &a.command);
        let listed = loose_boards(&t, 1, &free_players(&t, 1));
        assert!(listed.contains("<li data-testid=\"loose-board\"><span>Knights 4 (Knights) – Pawns 0 (Pawns)</span> <span class=\"now\">no result</span> <button type=\"button\" class=\"result-choice\" aria-label=\"Board 1 for no team: 1-0\" aria-pressed=\"false\" data-loose=\"0\" data-v=\"0\">1-0</button>"), "{listed}");
        assert_eq!(
            submit(&t, Form::AddBoard, 0, &fields(&[("round", "1"), ("white", "10"), ("black", "12")])).map(|a| a.said),
            Err("Knights 4 already has a board in round 1.".into())
        );
        assert_eq!(submit(&t, Form::AddBoard, 0, &fields(&[("round", "1"), ("white", "12")])).map(|a| a.said), Err("Choose the board's two players.".into()));
        t.teams[2].withdrawn = Some(2);
        let absent = absent_list(&t);
        assert!(
            absent.starts_with("<summary>Teams absent in round 2</summary>") && absent.contains("value=\"2\"> 2. Knights") && !absent.contains("Pawns"),
            "{absent}"
        );
        let lines = vec![crate::audit::Line {
            id: crate::event::EntryId { device: "d".into(), seq: 1 },
            at: 5,
            role: crate::event::Role::Scorer,
            text: "Note: Restore point: before <x>".into(),
            why: None,
            status: crate::audit::Status::SetAside,
            restore: true,
        }];
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
        assert!(
            by_rating.contains("<th scope=\"col\" aria-sort=\"ascending\"><button type=\"button\" class=\"link\" data-sort=\"rating\">Rating</button></th>")
        );
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
        assert!(team_card(&t, 1, None).contains("data-act=\"club\" data-id=\"1\">Club: Hastings</button>"));
        let Ok(a) = press(&t, Button::Club, 1, 0, 0, None) else { return assert!(false) };
        assert!(matches!(&a.command, Command::EditTeam { team: 1, card } if card.club == "Hastings" && card.name == "Rooks"));
        set(&mut t, ["Hastings", "Hastings", "Lewes", "Lewes", ""]);
        assert_eq!(suggested_club(&t, 1), None, "two of four is not three quarters");
        set(&mut t, ["Hastings", "", "", "", ""]);
        assert_eq!(suggested_club(&t, 1), None, "one player with a club is not enough");
        set(&mut t, ["Hastings", "Hastings", "", "", ""]);
        t.teams[0].club = "HASTINGS".into();
        assert_eq!(suggested_club(&t, 1), None, "the card already says it");
        assert!(press(&t, Button::Club, 1, 0, 0, None).is_err());
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
        let card = team_card(&t, 1, None);
        assert!(card.starts_with("<article class=\"team-card\" data-testid=\"team-card\"><h3>1. Rooks &lt;&amp;&gt;</h3>"), "{card}");
        assert_eq!(card.matches("data-testid=\"roster-row\"").count(), 5);
        assert!(card.contains("<tr data-testid=\"roster-row\"><td>reserve</td><td>Rooks 4</td>"), "the fifth player is a reserve on four boards");
        assert!(card.contains("data-act=\"delete\"") && !card.contains("data-act=\"withdraw\""), "in no round: deleted, not withdrawn");
        assert!(card.contains("aria-label=\"Move Rooks &lt;&amp;&gt; up the order\" disabled"));
        assert_eq!(team_card(&t, 9, None), "");
        let head = teams_head(&t, Some("30 Nov 14:00"));
        assert!(head.contains("data-testid=\"drawn\">The order of the teams was drawn by lot (30 Nov 14:00).") && !head.contains("draw-by-lot"), "{head}");
        let page = settings(&t);
        assert!(page.contains("<input type=\"radio\" name=\"primary\" value=\"match\" checked> Match points"));
        assert!(!page.contains("data-testid=\"departures\""), "FIDE's defaults: nothing listed");
        t.tiebreaks = "DE,BC".into();
        assert!(settings(&t).contains("<li>Tie-breaks DE,BC instead of FIDE&#39;s default</li>"));
    }
}
