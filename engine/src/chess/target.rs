//! Chess commands on the shared log: what each sets, read from the flat
//! form the log keeps (`{"c":"absent","round":2,"team":3,...}`), so that the
//! arbiter's page, the rebuild and a merge on any page ask one definition
//! without reading the whole command.

use super::flat::KIND;
use crate::event::{Action, Rules, Target};
use serde_json::Value;

/// The rules the chess page and a merge of a chess event give the log.
pub struct Chess;

pub const RULES: Chess = Chess;

/// Each command that sets something, with the fields that pick it out,
/// and whether a later one for the same target sets the earlier aside.
/// Those that do not (the settings, a player's details, a withdrawal) had
/// later commands given under them: a replay without them would differ.
const TARGETS: [(&str, [&str; 3], bool); 12] = [
    ("r", ["r", "m", "b"], true),
    ("loose_result", ["round", "i", ""], true),
    ("line_up", ["round", "m", "team"], true),
    ("absent", ["round", "team", ""], true),
    ("decide", ["round", "m", ""], true),
    ("adjourn", ["round", "m", ""], true),
    ("tiebreaks", ["", "", ""], true),
    ("apart", ["", "", ""], true),
    ("adjustments", ["", "", ""], true),
    ("settings", ["", "", ""], false),
    ("edit_player", ["", "", ""], false),
    ("withdraw", ["team", "", ""], false),
];

/// What a command on the log's flat form sets (none: a command that sets
/// nothing a later one could correct, or not a command this version knows).
pub fn of(command: &Value) -> Option<Target> {
    let kind = command.get(KIND)?.as_str()?;
    let (kind, fields, _) = TARGETS.iter().find(|(k, ..)| *k == kind)?;
    let key = |field: &str| if field.is_empty() { Some(0) } else { command.get(field)?.as_u64() };
    let mut keys = [0; 4];
    for (slot, field) in keys.iter_mut().zip(fields) {
        *slot = key(field)?;
    }
    // A player's details: the player is named inside them.
    if *kind == "edit_player" {
        keys[0] = command.get("player")?.get("id")?.as_u64()?;
    }
    Some(Target { kind, keys })
}

impl Rules for Chess {
    fn target(&self, action: &Action) -> Option<Target> {
        match action {
            Action::Chess(command) => of(command),
            _ => None,
        }
    }

    fn is_result(&self, target: &Target) -> bool {
        matches!(target.kind, "r" | "loose_result")
    }

    fn official(&self) -> &'static str {
        "arbiter"
    }

    fn corrects(&self, target: &Target) -> bool {
        TARGETS.iter().any(|(k, _, corrects)| *k == target.kind && *corrects)
    }
}

/// A target in an arbiter's words (teams and players by name, as the
/// audit trail says them): what a conflict is about.
pub fn words(target: &Target, n: &super::words::Names) -> String {
    let [a, b, c, _] = target.keys;
    match target.kind {
        "r" => format!("Round {a}, match {}, board {c}", b + 1),
        "loose_result" => format!("Round {a}, board {} for no team", b + 1),
        "line_up" => format!("Round {a}, match {}: the line-up of {}", b + 1, n.team(c as u32)),
        "absent" => format!("Round {a}: the absent players of {}", n.team(b as u32)),
        "decide" => format!("Round {a}, match {}: the decision", b + 1),
        "adjourn" => format!("Round {a}, match {}: the adjournment", b + 1),
        "tiebreaks" => "The tie-breaks".into(),
        "apart" => "The teams kept apart".into(),
        "adjustments" => "The penalties and bonuses".into(),
        "settings" => "The settings".into(),
        "edit_player" => format!("The details of {}", n.player(a as u32)),
        "withdraw" => format!("The withdrawal of {}", n.team(a as u32)),
        other => other.replace('_', " "),
    }
}
