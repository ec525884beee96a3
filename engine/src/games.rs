//! The games on the shared log: which rules say what a game's commands set,
//! for the pages that handle events of either game (the list of events, a
//! backup's import). Each game's own page names its rules directly.

use crate::event::{Game, Rules};

pub fn rules(game: Game) -> &'static dyn Rules {
    match game {
        Game::Bridge => &crate::bridge::results::RULES,
        Game::Chess => &crate::chess::target::RULES,
    }
}

/// How the pages that handle both games say an entry in a list (what a
/// replace would lose): bridge's words; a chess command by what it sets
/// (its target), without reading the command whole, which only the
/// arbiter's page does.
pub fn say(game: Game) -> crate::audit::Say<'static> {
    match game {
        Game::Bridge => &crate::bridge::words::say,
        Game::Chess => &chess_in_brief,
    }
}

fn chess_in_brief(_: &crate::event::Event, entry: &crate::event::LogEntry) -> String {
    use crate::chess::target;
    let crate::event::Action::Chess(command) = &entry.action else { return "An entry of another game".into() };
    match target::of(command) {
        Some(t) => format!("{}: changed", target::words(&t)),
        None => format!("Chess: {}", command.get("c").and_then(|c| c.as_str()).unwrap_or("command").replace('_', " ")),
    }
}
