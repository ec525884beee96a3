//! The chess screens' protocol, proven from the markup: every form the
//! screens write is read back as the page reads it (its fields as a
//! browser submits them: text and number fields, the ticked boxes and
//! radio buttons, each select's chosen option) and handed to the decoder,
//! which knows it and gives its command; every button's `data-act` reads
//! as a button the decoder knows. Each form and button is seen at least once.

use clubscore_engine::chess::log::{self, Command};
use clubscore_engine::chess::protocol::{Button, Form};
use clubscore_engine::chess::screens;
use clubscore_engine::chess::tournament::{Apartness, BoardResult, KeepApart, Player, RatingRule, Tournament};
use clubscore_engine::chess::Event;
use clubscore_engine::event::Format;
use std::collections::BTreeSet;

mod chess_support;
use chess_support::give;

/// A tag's attributes: `name="value"` pairs and bare names (value empty).
fn attributes(tag: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = tag.trim_start_matches('<').trim_end_matches('>');
    rest = rest.split_once(char::is_whitespace).map(|x| x.1).unwrap_or("");
    while !rest.trim().is_empty() {
        rest = rest.trim_start();
        let end = rest.find(|c: char| c == '=' || c.is_whitespace()).unwrap_or(rest.len());
        let key = rest[..end].to_string();
        rest = &rest[end..];
        if let Some(after) = rest.strip_prefix("=\"") {
            let close = after.find('"').unwrap_or(after.len());
            out.push((key, after[..close].replace("&quot;", "\"").replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")));
            rest = after.get(close + 1..).unwrap_or("");
        } else {
            out.push((key, String::new()));
        }
    }
    out
}

fn attr<'a>(attrs: &'a [(String, String)], key: &str) -> Option<&'a str> {
    attrs.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

/// Each tag of `html` whose name is `name`, as (start, the tag's text).
fn tags<'a>(html: &'a str, name: &str) -> Vec<(usize, &'a str)> {
    let open = format!("<{name}");
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(i) = html[at..].find(&open).map(|i| i + at) {
        let after = html.as_bytes().get(i + open.len()).copied();
        let end = html[i..].find('>').map(|e| i + e + 1).unwrap_or(html.len());
        if matches!(after, Some(b' ' | b'>')) {
            out.push((i, &html[i..end]));
        }
        at = end;
    }
    out
}

/// Every form of a screen: its `data-form`, `data-id` and its fields as a browser submits them.
fn forms(html: &str) -> Vec<(String, u32, Vec<(String, String)>)> {
    let mut out = Vec::new();
    for (start, tag) in tags(html, "form") {
        let a = attributes(tag);
        let end = html[start..].find("</form>").map(|e| start + e).unwrap_or(html.len());
        let body = &html[start..end];
        let mut fields = Vec::new();
        for (_, input) in tags(body, "input") {
            let i = attributes(input);
            let Some(name) = attr(&i, "name") else { continue };
            let kind = attr(&i, "type").unwrap_or("text");
            if matches!(kind, "checkbox" | "radio") && attr(&i, "checked").is_none() {
                continue;
            }
            let value = attr(&i, "value").unwrap_or(if kind == "checkbox" { "on" } else { "" });
            fields.push((name.to_string(), value.to_string()));
        }
        for (s, select) in tags(body, "select") {
            let Some(name) = attr(&attributes(select), "name").map(str::to_string) else { continue };
            let close = body[s..].find("</select>").map(|e| s + e).unwrap_or(body.len());
            let options: Vec<Vec<(String, String)>> = tags(&body[s..close], "option").into_iter().map(|(_, o)| attributes(o)).collect();
            let chosen = options.iter().find(|o| attr(o, "selected").is_some()).or(options.first());
            fields.push((name, chosen.and_then(|o| attr(o, "value")).unwrap_or("").to_string()));
        }
        for (s, area) in tags(body, "textarea") {
            let Some(name) = attr(&attributes(area), "name").map(str::to_string) else { continue };
            let open = body[s..].find('>').map_or(body.len(), |e| s + e + 1);
            let close = body[open..].find("</textarea>").map_or(body.len(), |e| open + e);
            fields.push((name, body[open..close].to_string()));
        }
        out.push((attr(&a, "data-form").unwrap_or("").to_string(), attr(&a, "data-id").and_then(|x| x.parse().ok()).unwrap_or(0), fields));
    }
    out
}

/// Every button's `data-act` of a screen, with its `data-id` and `data-p`.
fn buttons(html: &str) -> Vec<(String, u32, u32)> {
    tags(html, "button")
        .into_iter()
        .map(|(_, b)| attributes(b))
        .filter_map(|a| {
            Some((
                attr(&a, "data-act")?.to_string(),
                attr(&a, "data-id").and_then(|x| x.parse().ok()).unwrap_or(0),
                attr(&a, "data-p").and_then(|x| x.parse().ok()).unwrap_or(0),
            ))
        })
        .collect()
}

/// Every screen of a tournament as the page draws it.
fn screens_of(t: &Tournament) -> String {
    let mut h = screens::teams_head(t, Some("today")).to_string();
    for x in &t.teams {
        h += &screens::team_card(t, x.id, None);
    }
    for (r, round) in t.rounds.iter().enumerate() {
        let r = r as u32 + 1;
        for m in 0..round.matches.len() {
            h += &screens::line_ups(t, r, m);
            h += &clubscore_engine::chess::html::match_screen(t, r, m);
        }
        h += &screens::loose_boards(t, r, &screens::free_players(t, r));
    }
    h += &screens::settings(t);
    h
}

/// Four teams of six with clubs, typed ratings; as set up, then paired
/// with a board for no team, then with a team withdrawn; and a round robin
/// paired before any player was entered.
fn states() -> Vec<Tournament> {
    let mut e = Event::new("p".into(), "Cup", Format::ChessTeamSwiss, "2026-12-01", 1).unwrap_or_else(|x| panic!("{x}"));
    for team in 1..=4u32 {
        give(&mut e, "d1", Command::AddTeam { id: team, name: format!("Team {team}") });
        for b in 1..=6 {
            let id = 10 * team + b;
            give(
                &mut e,
                "d1",
                Command::AddPlayer { team, player: Player { id, name: format!("P{id}"), rating: Some(2000 + id), club: "Hove".into(), ..Player::default() } },
            );
        }
    }
    let mut typed = log::rebuild(&e).tournament.settings;
    typed.rating_rule = RatingRule::Typed;
    give(&mut e, "d1", Command::Settings { settings: Box::new(typed) });
    give(&mut e, "d1", Command::Apart { rules: vec![KeepApart { who: Apartness::Chosen(vec![1, 2]), rule: false, first: 1, last: 99 }] });
    let set_up = log::rebuild(&e).tournament;
    let (pair, _) = log::pair_next(&set_up, &[], 3).unwrap_or_else(|x| panic!("{x}"));
    give(&mut e, "d1", pair);
    give(&mut e, "d1", Command::AddBoard { round: 1, white: 15, black: 25 });
    give(&mut e, "d1", Command::Board { r: 1, m: 0, b: 1, v: Some(BoardResult::Win) });
    let paired = log::rebuild(&e).tournament;
    give(&mut e, "d1", Command::Withdraw { team: 4, from_round: Some(2) });
    give(&mut e, "d1", Command::Decide { round: 1, m: 1, decision: Some(clubscore_engine::chess::tournament::Decision::Neither) });
    let withdrawn = log::rebuild(&e).tournament;
    let mut rr = Event::new("r".into(), "League", Format::ChessTeamRoundRobin, "2026-12-01", 1).unwrap_or_else(|x| panic!("{x}"));
    // Two teams with nobody on their rosters yet: the pairing writes their match as nobody seated.
    give(&mut rr, "d1", Command::AddTeam { id: 1, name: "Early".into() });
    give(&mut rr, "d1", Command::AddTeam { id: 2, name: "Late".into() });
    give(&mut rr, "d1", Command::PairAll);
    vec![set_up, paired, withdrawn, log::rebuild(&rr).tournament]
}

#[test]
fn every_form_and_button_the_screens_write_is_read_back() {
    let (mut forms_seen, mut buttons_seen) = (BTreeSet::new(), BTreeSet::new());
    for t in states() {
        let html = screens_of(&t);
        for (code, id, fields) in forms(&html) {
            let form = Form::read(&code).unwrap_or_else(|e| panic!("{e}"));
            forms_seen.insert(form.code());
            let act = screens::submit(&t, form, id, &fields);
            // A form as drawn, untouched: its command, or what the arbiter must still fill in.
            match (form, act) {
                (_, Ok(act)) => assert!(!act.said.is_empty(), "{code}"),
                (Form::AddTeam | Form::Player | Form::AddBoard | Form::Apart | Form::Exchange | Form::Paste, Err(why)) => {
                    assert!(!why.contains("does not know"), "{code}: {why}")
                }
                (_, Err(why)) => panic!("{code} as drawn, with {fields:?}: {why}"),
            }
        }
        for (code, id, player) in buttons(&html) {
            let button = Button::read(&code).unwrap_or_else(|e| panic!("{e}"));
            buttons_seen.insert(button.code());
            let pressed = screens::press(&t, button, id, player, 7, None);
            if let Err(why) = pressed {
                assert!(!why.contains("does not know"), "{code}: {why}");
            }
        }
    }
    let all_forms: BTreeSet<&str> = Form::ALL.iter().map(|f| f.code()).collect();
    assert_eq!(forms_seen, all_forms, "every form is written by a screen");
    // The Pairings screen's round buttons (pair, take back) are the page's own.
    let all_buttons: BTreeSet<&str> = Button::ALL.iter().filter(|b| !matches!(b, Button::Pair | Button::TakeBack)).map(|b| b.code()).collect();
    assert_eq!(buttons_seen, all_buttons, "every button is written by a screen");
}
