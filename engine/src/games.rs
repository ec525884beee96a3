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
