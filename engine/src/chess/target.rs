//! Chess commands on the shared log: what each sets, read from the flat
//! form the log keeps (`{"c":"absent","round":2,"team":3,...}`), so that the
//! arbiter's page, the rebuild and a merge on any page ask one definition
//! without reading the whole command.

use super::command::Command;
use super::flat::KIND;
use crate::event::Game;
use serde_json::Value;

/// Chess on the shared log: its commands (kept as stored, read whole by
/// the arbiter's page and the rebuild alone) and what each sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chess;

/// What a chess command sets. A match is named by its index in the round
/// (shown one higher), a board for no team by its index among them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Board { round: u32, m: u32, board: u32 },
    LooseBoard { round: u32, i: u32 },
    LineUp { round: u32, m: u32, team: u32 },
    Absent { round: u32, team: u32 },
    Decision { round: u32, m: u32 },
    Adjournment { round: u32, m: u32 },
    Tiebreaks,
    Apart,
    Adjustments,
    Settings,
    Player(u32),
    Withdrawal(u32),
}

/// What a command on the log's flat form sets (none: a command that sets
/// nothing a later one could correct, or not a command this version knows).
/// The one table of the kinds that set something and the fields naming it.
pub fn of(command: &Value) -> Option<Target> {
    let n = |field: &str| command.get(field)?.as_u64()?.try_into().ok();
    Some(match command.get(KIND)?.as_str()? {
        "r" => Target::Board { round: n("r")?, m: n("m")?, board: n("b")? },
        "loose_result" => Target::LooseBoard { round: n("round")?, i: n("i")? },
        "line_up" => Target::LineUp { round: n("round")?, m: n("m")?, team: n("team")? },
        "absent" => Target::Absent { round: n("round")?, team: n("team")? },
        "decide" => Target::Decision { round: n("round")?, m: n("m")? },
        "adjourn" => Target::Adjournment { round: n("round")?, m: n("m")? },
        "tiebreaks" => Target::Tiebreaks,
        "apart" => Target::Apart,
        "adjustments" => Target::Adjustments,
        "settings" => Target::Settings,
        // A player's details: the player is named inside them.
        "edit_player" => Target::Player(command.get("player")?.get("id")?.as_u64()?.try_into().ok()?),
        "withdraw" => Target::Withdrawal(n("team")?),
        _ => return None,
    })
}

/// What a command sets, from the command itself: every kind named, so a
/// new kind of command does not compile until it says its target. [`of`]
/// reads the same from the log's flat form, tested against this.
pub fn of_command(command: &Command) -> Option<Target> {
    let m = |m: usize| u32::try_from(m).ok();
    Some(match command {
        Command::Board { r, m: i, b, .. } => Target::Board { round: *r, m: m(*i)?, board: *b },
        Command::LooseResult { round, i, .. } => Target::LooseBoard { round: *round, i: m(*i)? },
        Command::LineUp { round, m: i, team, .. } => Target::LineUp { round: *round, m: m(*i)?, team: *team },
        Command::Absent { round, team, .. } => Target::Absent { round: *round, team: *team },
        Command::Decide { round, m: i, .. } => Target::Decision { round: *round, m: m(*i)? },
        Command::Adjourn { round, m: i, .. } => Target::Adjournment { round: *round, m: m(*i)? },
        Command::Tiebreaks { .. } => Target::Tiebreaks,
        Command::Apart { .. } => Target::Apart,
        Command::Adjustments { .. } => Target::Adjustments,
        Command::Settings { .. } => Target::Settings,
        Command::EditPlayer { player } => Target::Player(player.id),
        Command::Withdraw { team, .. } => Target::Withdrawal(*team),
        Command::Start { .. }
        | Command::AddTeam { .. }
        | Command::EditTeam { .. }
        | Command::DeleteTeam { .. }
        | Command::AddPlayer { .. }
        | Command::AddRoster { .. }
        | Command::MovePlayer { .. }
        | Command::RemovePlayer { .. }
        | Command::Renumber { .. }
        | Command::Pair { .. }
        | Command::PairAll
        | Command::TakeBack
        | Command::AddBoard { .. }
        | Command::RemoveBoard { .. } => return None,
    })
}

impl Game for Chess {
    type Target = Target;
    const OFFICIAL: &'static str = "arbiter";

    type Command = Value;
    type Setup = crate::event::NoSetup;

    /// Known by its `c`; schema 1 wrote `"kind":"chess"` beside the fields
    /// too. Any other kind is not a chess command.
    fn read<E: serde::de::Error>(mut stored: Value) -> Result<Value, E> {
        match stored.get("kind").map(|k| k.as_str()) {
            None if stored.get("c").is_some() => Ok(stored),
            None => Err(E::missing_field("kind")),
            Some(Some("chess")) => {
                if let Some(map) = stored.as_object_mut() {
                    map.remove("kind");
                }
                Ok(stored)
            }
            Some(kind) => Err(E::unknown_variant(kind.unwrap_or("?"), &["note", "withdraw", "held", "chess"])),
        }
    }

    fn target(command: &Value) -> Option<Target> {
        of(command)
    }

    fn is_result(target: &Target) -> bool {
        matches!(target, Target::Board { .. } | Target::LooseBoard { .. })
    }

    /// The settings, a player's details and a withdrawal had later commands
    /// given under them: a replay without them would differ.
    fn corrects(target: &Target) -> bool {
        !matches!(target, Target::Settings | Target::Player(_) | Target::Withdrawal(_))
    }
}

/// A target in an arbiter's words (teams and players by name, as the
/// audit trail says them): what a conflict is about.
pub fn words(target: &Target, n: &super::words::Names) -> String {
    match *target {
        Target::Board { round, m, board } => format!("Round {round}, match {}, board {board}", m + 1),
        Target::LooseBoard { round, i } => format!("Round {round}, board {} for no team", i + 1),
        Target::LineUp { round, m, team } => format!("Round {round}, match {}: the line-up of {}", m + 1, n.team(team)),
        Target::Absent { round, team } => format!("Round {round}: the absent players of {}", n.team(team)),
        Target::Decision { round, m } => format!("Round {round}, match {}: the decision", m + 1),
        Target::Adjournment { round, m } => format!("Round {round}, match {}: the adjournment", m + 1),
        Target::Tiebreaks => "The tie-breaks".into(),
        Target::Apart => "The teams kept apart".into(),
        Target::Adjustments => "The penalties and bonuses".into(),
        Target::Settings => "The settings".into(),
        Target::Player(id) => format!("The details of {}", n.player(id)),
        Target::Withdrawal(team) => format!("The withdrawal of {}", n.team(team)),
    }
}
