//! What the chess tests share: giving a command as the chess page does.

use clubscore_engine::chess::log::{self, Command};
use clubscore_engine::chess::Event;

/// Gives a command as the chess page does (checked, then an entry made on
/// `device`); panics on a refusal, which these tests never expect.
pub fn give(e: &mut Event, device: &str, command: Command) {
    let t = log::rebuild(e).tournament;
    let made = log::entry(e, &t, device, 1_000 + e.log.len() as i64, command, None);
    let Ok(entry) = made else { panic!("{made:?}") };
    e.append(entry).unwrap_or_else(|x| panic!("{x}"));
}
