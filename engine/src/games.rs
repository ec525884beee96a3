//! The games on the shared log: which rules say what a game's commands set,
//! for the pages that handle events of either game (the list of events, a
//! backup's import). Each game's own page names its rules directly.

use crate::event::{Event, Game, Rules};

pub fn rules(game: Game) -> &'static dyn Rules {
    match game {
        Game::Bridge => &crate::bridge::results::RULES,
        Game::Chess => &crate::chess::target::RULES,
    }
}

/// How the pages that handle both games say an entry in a list (what a
/// replace would lose): bridge's words; a chess command by its kind alone,
/// without reading it whole (the arbiter's page says it in full).
pub fn say(game: Game) -> crate::audit::Say<'static> {
    match game {
        Game::Bridge => &crate::bridge::words::say,
        Game::Chess => &chess_in_brief,
    }
}

fn chess_in_brief(_: &crate::event::Event, entry: &crate::event::LogEntry) -> String {
    let kind = match &entry.action {
        crate::event::Action::Chess(command) => command.get("c").and_then(|c| c.as_str()).unwrap_or("command"),
        _ => "an entry of another game",
    };
    format!("Chess: {}", kind.replace('_', " "))
}

/// Everything replacing the copies `here` by those of a file (`from`)
/// would change, each line after its event's name.
pub fn changed_by_replacing_all(here: &[Event], from: &[Event]) -> Vec<String> {
    let mut said = Vec::new();
    for h in here {
        if let Some(i) = from.iter().find(|e| e.id == h.id) {
            let game = h.game();
            for line in crate::audit::changed_by_replacing(h, i, rules(game), say(game)) {
                said.push(format!("“{}”: {line}", h.name));
            }
        }
    }
    said
}
