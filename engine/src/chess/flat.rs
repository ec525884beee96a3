//! A command as the log keeps it: flat, its kind under `c` beside its
//! fields (`{"c":"r","r":1,"m":0,"b":2,"v":"="}`), the fields as serde's
//! derive writes them (the form every version has stored; a test holds
//! the two equal). Written by hand because the derived enum visitor, and
//! the round trip through serde's nested form it needed, cost the chess
//! page several kilobytes.

use super::command::Command;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

/// The key of the command's kind.
pub const KIND: &str = "c";

type Fields = Map<String, Value>;

/// A field that must be there.
fn req<T: DeserializeOwned>(m: &Fields, key: &str) -> Option<T> {
    T::deserialize(m.get(key)?).ok()
}

/// A field that may be left out (an `Option`'s none, an empty list).
fn opt<T: DeserializeOwned + Default>(m: &Fields, key: &str) -> Option<T> {
    match m.get(key) {
        None => Some(T::default()),
        Some(v) => T::deserialize(v).ok(),
    }
}

fn num(m: &Fields, key: &str) -> Option<u32> {
    m.get(key)?.as_u64()?.try_into().ok()
}

fn index(m: &Fields, key: &str) -> Option<usize> {
    m.get(key)?.as_u64()?.try_into().ok()
}

/// The command of a flat entry; none when it is not one this version knows.
pub fn read(m: &Fields) -> Option<Command> {
    Some(match m.get(KIND)?.as_str()? {
        "start" => Command::Start { tournament: req(m, "tournament")? },
        "settings" => Command::Settings { settings: req(m, "settings")? },
        "tiebreaks" => Command::Tiebreaks { list: req(m, "list")? },
        "apart" => Command::Apart { rules: req(m, "rules")? },
        "adjustments" => Command::Adjustments { list: req(m, "list")? },
        "add_team" => Command::AddTeam { id: num(m, "id")?, name: req(m, "name")? },
        "edit_team" => Command::EditTeam { team: num(m, "team")?, card: req(m, "card")? },
        "delete_team" => Command::DeleteTeam { team: num(m, "team")? },
        "add_player" => Command::AddPlayer { team: num(m, "team")?, player: req(m, "player")? },
        "edit_player" => Command::EditPlayer { player: req(m, "player")? },
        "add_roster" => Command::AddRoster { teams: req(m, "teams")? },
        "move_player" => Command::MovePlayer { team: num(m, "team")?, player: num(m, "player")?, to: index(m, "to")? },
        "remove_player" => Command::RemovePlayer { team: num(m, "team")?, player: num(m, "player")? },
        "renumber" => Command::Renumber { order: req(m, "order")?, how: req(m, "how")? },
        "pair" => Command::Pair {
            round: num(m, "round")?,
            pairs: req(m, "pairs")?,
            bye: opt(m, "bye")?,
            absent: req(m, "absent")?,
            colour: opt(m, "colour")?,
            half: opt(m, "half")?,
            full: opt(m, "full")?,
        },
        "pair_all" => Command::PairAll,
        "take_back" => Command::TakeBack,
        "line_up" => Command::LineUp { round: num(m, "round")?, m: index(m, "m")?, team: num(m, "team")?, players: req(m, "players")? },
        "add_board" => Command::AddBoard { round: num(m, "round")?, white: num(m, "white")?, black: num(m, "black")? },
        "loose_result" => Command::LooseResult { round: num(m, "round")?, i: index(m, "i")?, v: opt(m, "v")? },
        "remove_board" => Command::RemoveBoard { round: num(m, "round")?, i: index(m, "i")? },
        "absent" => Command::Absent { round: num(m, "round")?, team: num(m, "team")?, players: req(m, "players")? },
        "r" => Command::Board { r: num(m, "r")?, m: index(m, "m")?, b: num(m, "b")?, v: opt(m, "v")? },
        "decide" => Command::Decide { round: num(m, "round")?, m: index(m, "m")?, decision: opt(m, "decision")? },
        "adjourn" => Command::Adjourn { round: num(m, "round")?, m: index(m, "m")?, adjourned: req(m, "adjourned")? },
        "withdraw" => Command::Withdraw { team: num(m, "team")?, from_round: opt(m, "from_round")? },
        _ => return None,
    })
}

/// The flat entry of a command.
pub fn write(command: &Command) -> Fields {
    let mut m = Fields::new();
    // Plain data with string keys: it always serialises.
    fn put(m: &mut Fields, key: &str, v: &impl Serialize) {
        m.insert(key.to_string(), serde_json::to_value(v).unwrap_or_default());
    }
    let kind = match command {
        Command::Start { tournament } => {
            put(&mut m, "tournament", tournament);
            "start"
        }
        Command::Settings { settings } => {
            put(&mut m, "settings", settings);
            "settings"
        }
        Command::Tiebreaks { list } => {
            put(&mut m, "list", list);
            "tiebreaks"
        }
        Command::Apart { rules } => {
            put(&mut m, "rules", rules);
            "apart"
        }
        Command::Adjustments { list } => {
            put(&mut m, "list", list);
            "adjustments"
        }
        Command::AddTeam { id, name } => {
            put(&mut m, "id", id);
            put(&mut m, "name", name);
            "add_team"
        }
        Command::EditTeam { team, card } => {
            put(&mut m, "team", team);
            put(&mut m, "card", card);
            "edit_team"
        }
        Command::DeleteTeam { team } => {
            put(&mut m, "team", team);
            "delete_team"
        }
        Command::AddPlayer { team, player } => {
            put(&mut m, "team", team);
            put(&mut m, "player", player);
            "add_player"
        }
        Command::EditPlayer { player } => {
            put(&mut m, "player", player);
            "edit_player"
        }
        Command::AddRoster { teams } => {
            put(&mut m, "teams", teams);
            "add_roster"
        }
        Command::MovePlayer { team, player, to } => {
            put(&mut m, "team", team);
            put(&mut m, "player", player);
            put(&mut m, "to", to);
            "move_player"
        }
        Command::RemovePlayer { team, player } => {
            put(&mut m, "team", team);
            put(&mut m, "player", player);
            "remove_player"
        }
        Command::Renumber { order, how } => {
            put(&mut m, "order", order);
            put(&mut m, "how", how);
            "renumber"
        }
        Command::Pair { round, pairs, bye, absent, colour, half, full } => {
            put(&mut m, "round", round);
            put(&mut m, "pairs", pairs);
            put(&mut m, "bye", bye);
            put(&mut m, "absent", absent);
            put(&mut m, "colour", colour);
            // Left out when empty, as every version has written them.
            if !half.is_empty() {
                put(&mut m, "half", half);
            }
            if !full.is_empty() {
                put(&mut m, "full", full);
            }
            "pair"
        }
        Command::PairAll => "pair_all",
        Command::TakeBack => "take_back",
        Command::LineUp { round, m: at, team, players } => {
            put(&mut m, "round", round);
            put(&mut m, "m", at);
            put(&mut m, "team", team);
            put(&mut m, "players", players);
            "line_up"
        }
        Command::AddBoard { round, white, black } => {
            put(&mut m, "round", round);
            put(&mut m, "white", white);
            put(&mut m, "black", black);
            "add_board"
        }
        Command::LooseResult { round, i, v } => {
            put(&mut m, "round", round);
            put(&mut m, "i", i);
            put(&mut m, "v", v);
            "loose_result"
        }
        Command::RemoveBoard { round, i } => {
            put(&mut m, "round", round);
            put(&mut m, "i", i);
            "remove_board"
        }
        Command::Absent { round, team, players } => {
            put(&mut m, "round", round);
            put(&mut m, "team", team);
            put(&mut m, "players", players);
            "absent"
        }
        Command::Board { r, m: at, b, v } => {
            put(&mut m, "r", r);
            put(&mut m, "m", at);
            put(&mut m, "b", b);
            put(&mut m, "v", v);
            "r"
        }
        Command::Decide { round, m: at, decision } => {
            put(&mut m, "round", round);
            put(&mut m, "m", at);
            put(&mut m, "decision", decision);
            "decide"
        }
        Command::Adjourn { round, m: at, adjourned } => {
            put(&mut m, "round", round);
            put(&mut m, "m", at);
            put(&mut m, "adjourned", adjourned);
            "adjourn"
        }
        Command::Withdraw { team, from_round } => {
            put(&mut m, "team", team);
            put(&mut m, "from_round", from_round);
            "withdraw"
        }
    };
    m.insert(KIND.to_string(), Value::String(kind.to_string()));
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::colour::Side;
    use crate::chess::command::Renumbering;
    use crate::chess::record::Adjustment;
    use crate::chess::roster::TeamCard;
    use crate::chess::tournament::{Apartness, BoardResult, Decision, KeepApart, Player, Settings, Tournament};

    /// Serde's derived form of the command, flattened: what every version
    /// before this module stored.
    fn derived(command: &Command) -> Fields {
        let mut flat = Fields::new();
        match serde_json::to_value(command).unwrap_or_default() {
            Value::String(kind) => {
                flat.insert(KIND.into(), Value::String(kind));
            }
            Value::Object(plain) => {
                for (kind, fields) in plain {
                    if let Value::Object(fields) = fields {
                        flat.extend(fields);
                    }
                    flat.insert(KIND.into(), Value::String(kind));
                }
            }
            _ => {}
        }
        flat
    }

    /// Every kind of command, with its optional fields given and not.
    fn every_command() -> Vec<Command> {
        let mut t = Tournament::default();
        t.name = "Cup".into();
        let player = Player { id: 7, name: "Ann".into(), rating: Some(2100), ..Player::default() };
        vec![
            Command::Start { tournament: Box::new(t) },
            Command::Settings { settings: Box::new(Settings::default()) },
            Command::Tiebreaks { list: "DE,BC".into() },
            Command::Apart {
                rules: vec![
                    KeepApart { who: Apartness::Chosen(vec![1, 3]), rule: true, first: 1, last: 2 },
                    KeepApart { who: Apartness::SameClub, rule: false, first: 1, last: 9 },
                ],
            },
            Command::Adjustments { list: vec![Adjustment { round: 2, team: 3, match_points: -2, game_points: 0 }] },
            Command::AddTeam { id: 4, name: "Rooks".into() },
            Command::EditTeam { team: 4, card: TeamCard { name: "Rooks".into(), club: "Ajedrez".into(), ..TeamCard::default() } },
            Command::DeleteTeam { team: 4 },
            Command::AddPlayer { team: 4, player: player.clone() },
            Command::EditPlayer { player: player.clone() },
            Command::AddRoster {
                teams: vec![
                    crate::chess::paste::RosterTeam { id: 4, name: String::new(), players: vec![player.clone()] },
                    crate::chess::paste::RosterTeam { id: 5, name: "Bishops".into(), players: vec![player] },
                ],
            },
            Command::MovePlayer { team: 4, player: 7, to: 2 },
            Command::RemovePlayer { team: 4, player: 7 },
            Command::Renumber { order: vec![2, 1, 3], how: Renumbering::Exchange },
            Command::Pair { round: 2, pairs: vec![(1, 2), (3, 4)], bye: Some(5), absent: vec![6], colour: Some(Side::Black), half: vec![7], full: vec![8] },
            Command::Pair { round: 1, pairs: vec![(1, 2)], bye: None, absent: vec![], colour: None, half: vec![], full: vec![] },
            Command::PairAll,
            Command::TakeBack,
            Command::LineUp { round: 1, m: 0, team: 2, players: vec![Some(3), None] },
            Command::Absent { round: 2, team: 4, players: vec![7, 9] },
            Command::AddBoard { round: 2, white: 7, black: 12 },
            Command::LooseResult { round: 2, i: 0, v: Some(BoardResult::Loss) },
            Command::LooseResult { round: 2, i: 0, v: None },
            Command::RemoveBoard { round: 2, i: 1 },
            Command::Board { r: 3, m: 1, b: 2, v: Some(BoardResult::Draw) },
            Command::Board { r: 3, m: 1, b: 2, v: None },
            Command::Decide { round: 1, m: 0, decision: Some(Decision::Neither) },
            Command::Decide { round: 1, m: 0, decision: None },
            Command::Adjourn { round: 1, m: 0, adjourned: true },
            Command::Withdraw { team: 2, from_round: Some(3) },
            Command::Withdraw { team: 2, from_round: None },
        ]
    }

    /// Which variant a command is: a new variant stops this compiling until
    /// it is numbered, and the test below until `every_command` has it.
    fn variant(c: &Command) -> usize {
        match c {
            Command::Start { .. } => 0,
            Command::Settings { .. } => 1,
            Command::Tiebreaks { .. } => 2,
            Command::Apart { .. } => 3,
            Command::Adjustments { .. } => 4,
            Command::AddTeam { .. } => 5,
            Command::EditTeam { .. } => 6,
            Command::DeleteTeam { .. } => 7,
            Command::AddPlayer { .. } => 8,
            Command::EditPlayer { .. } => 9,
            Command::AddRoster { .. } => 10,
            Command::MovePlayer { .. } => 11,
            Command::RemovePlayer { .. } => 12,
            Command::Renumber { .. } => 13,
            Command::Pair { .. } => 14,
            Command::PairAll => 15,
            Command::TakeBack => 16,
            Command::LineUp { .. } => 17,
            Command::AddBoard { .. } => 18,
            Command::LooseResult { .. } => 19,
            Command::RemoveBoard { .. } => 20,
            Command::Absent { .. } => 21,
            Command::Board { .. } => 22,
            Command::Decide { .. } => 23,
            Command::Adjourn { .. } => 24,
            Command::Withdraw { .. } => 25,
        }
    }
    const VARIANTS: usize = 26;

    /// `command` with its numbers drawn from `seq` (its round, match, board,
    /// team, player), the rest as it is.
    fn renumbered(command: &Command, seq: &mut crate::sequence::Sequence) -> Command {
        let mut n = || [seq.next(30) as u32 + 1, seq.next(1000) as u32, u32::MAX][seq.next(3) as usize];
        let mut c = command.clone();
        match &mut c {
            Command::AddTeam { id, .. } => *id = n(),
            Command::EditTeam { team, .. } | Command::DeleteTeam { team } | Command::AddPlayer { team, .. } => *team = n(),
            Command::MovePlayer { team, player, .. } | Command::RemovePlayer { team, player } => (*team, *player) = (n(), n()),
            Command::Pair { round, pairs, .. } => (*round, *pairs) = (n(), vec![(n(), n())]),
            Command::LineUp { round, team, players, .. } => (*round, *team, *players) = (n(), n(), vec![Some(n()), None]),
            Command::AddBoard { round, white, black } => (*round, *white, *black) = (n(), n(), n()),
            Command::LooseResult { round, .. } | Command::RemoveBoard { round, .. } | Command::Decide { round, .. } | Command::Adjourn { round, .. } => {
                *round = n()
            }
            Command::Absent { round, team, players } => (*round, *team, *players) = (n(), n(), vec![n()]),
            Command::Board { r, b, .. } => (*r, *b) = (n(), n() % 100),
            Command::Withdraw { team, from_round } => (*team, *from_round) = (n(), from_round.map(|_| n())),
            _ => {}
        }
        c
    }

    #[test]
    fn every_kind_is_drawn_and_its_entries_read_back_through_the_log() {
        use crate::event::Action;
        let all = every_command();
        let kinds: std::collections::BTreeSet<usize> = all.iter().map(variant).collect();
        assert_eq!(kinds, (0..VARIANTS).collect(), "every kind of command");
        let mut seq = crate::sequence::Sequence(0xC4E5_5EED);
        for _ in 0..2_000 {
            let command = renumbered(&all[seq.next(all.len() as u64) as usize], &mut seq);
            let stored = serde_json::to_string(&Action::<crate::chess::Chess>::Game(Value::Object(write(&command)))).unwrap_or_default();
            // As the arbiter's page reads its log, and as the pages that hold either game read theirs.
            let Ok(Action::Game(Value::Object(back))) = serde_json::from_str::<Action<crate::chess::Chess>>(&stored) else { panic!("{stored}") };
            assert_eq!(read(&back), Some(command.clone()), "{stored}");
            let any = serde_json::from_str::<Action<crate::games::Any>>(&stored).unwrap_or_else(|e| panic!("{stored}: {e}"));
            assert_eq!(serde_json::to_string(&any).ok().as_deref(), Some(stored.as_str()));
        }
    }

    #[test]
    fn every_command_is_stored_as_it_always_was_and_reads_back() {
        for command in every_command() {
            let flat = write(&command);
            assert_eq!(flat, derived(&command), "{command:?}");
            assert_eq!(read(&flat), Some(command));
        }
    }

    #[test]
    fn the_flat_form_says_the_target_the_command_sets() {
        use crate::chess::target::{of, of_command, Target};
        let mut set = Vec::new();
        for command in every_command() {
            let flat = Value::Object(write(&command));
            assert_eq!(of(&flat), of_command(&command), "{command:?}");
            set.extend(of_command(&command));
        }
        // Each target once or twice (a command given with its optional fields and without).
        set.dedup();
        assert_eq!(
            set,
            [
                Target::Settings,
                Target::Tiebreaks,
                Target::Apart,
                Target::Adjustments,
                Target::Player(7),
                Target::LineUp { round: 1, m: 0, team: 2 },
                Target::Absent { round: 2, team: 4 },
                Target::LooseBoard { round: 2, i: 0 },
                Target::Board { round: 3, m: 1, board: 2 },
                Target::Decision { round: 1, m: 0 },
                Target::Adjournment { round: 1, m: 0 },
                Target::Withdrawal(2),
            ]
        );
    }

    #[test]
    fn what_is_not_a_known_command_reads_as_none() {
        let fields = |json: &str| serde_json::from_str::<Fields>(json).unwrap_or_default();
        for unknown in [
            r#"{"c":"fly","x":1}"#,
            r#"{"r":1}"#,
            r#"{"c":"r"}"#,
            r#"{"c":"r","r":1,"m":0,"b":-1,"v":null}"#,
            r#"{"c":"r","r":1,"m":0,"b":1,"v":"7"}"#,
            r#"{"c":"add_team","id":1}"#,
        ] {
            assert_eq!(read(&fields(unknown)), None, "{unknown}");
        }
        // Optional fields may be left out, as the derive allowed.
        assert_eq!(read(&fields(r#"{"c":"withdraw","team":2}"#)), Some(Command::Withdraw { team: 2, from_round: None }));
    }
}
