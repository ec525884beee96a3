//! Bridge's codec: every command, drawn with the project's own sequence,
//! stored under its kind of the table and read back as it was, through the
//! log of a bridge event and of an event of either game.

use super::*;
use crate::bridge::board::Seat;
use crate::bridge::entry::WeightedPart;
use crate::event::Action;
use crate::games::Any;
use crate::sequence::Sequence;

/// Which variant a command is, its index in [`KINDS`]: a new variant stops
/// this compiling until it has a kind, and the draw below until it is drawn.
fn variant(c: &Command) -> usize {
    match c {
        Command::Result { .. } => 0,
        Command::FouledBoard { .. } => 1,
        Command::MatchSlip { .. } => 2,
        Command::MatchVps { .. } => 3,
        Command::Deals { .. } => 4,
        Command::LineUp { .. } => 5,
    }
}

fn seat(seq: &mut Sequence) -> Option<Seat> {
    [None, Some(Seat::N), Some(Seat::E), Some(Seat::S), Some(Seat::W)][seq.next(5) as usize]
}

fn number(seq: &mut Sequence) -> u32 {
    // Small numbers most often, the largest a u32 holds now and then.
    [seq.next(40) as u32 + 1, seq.next(1000) as u32, u32::MAX][seq.next(3) as usize]
}

/// A result entry of every kind, its optional fields given and not.
fn entry(seq: &mut Sequence) -> ResultEntry {
    let contract = ["4S", "3NTX", "Pass", "7CXX", "1H"][seq.next(5) as usize].to_string();
    match seq.next(5) {
        0 => ResultEntry::Played {
            contract,
            declarer: seat(seq),
            tricks: seq.next(14) as u8,
            lead: [None, Some("SA".to_string())][seq.next(2) as usize].clone(),
        },
        1 => ResultEntry::Score { ns: seq.next(3000) as i32 - 1500 },
        2 => ResultEntry::Adjusted { ns_pct: [60.0, 50.0, 40.0, 33.33][seq.next(4) as usize], ew_pct: [60.0, 50.0, 40.0][seq.next(3) as usize] },
        3 => ResultEntry::Weighted {
            parts: (0..seq.next(3) + 1)
                .map(|_| WeightedPart { pct: seq.next(100) as u32, contract: contract.clone(), declarer: seat(seq), tricks: seq.next(14) as u8 })
                .collect(),
        },
        _ => ResultEntry::NotPlayed,
    }
}

/// A command of variant `v`, its fields drawn from `seq`.
fn draw(v: usize, seq: &mut Sequence) -> Command {
    match v {
        0 => Command::Result { board: number(seq), ns: number(seq), ew: number(seq), entry: entry(seq) },
        1 => Command::FouledBoard { board: number(seq), other_deal: (0..seq.next(3)).map(|_| (number(seq), number(seq))).collect() },
        2 => {
            Command::MatchSlip { round: number(seq), home: number(seq), away: number(seq), team: number(seq), imps_for: number(seq), imps_against: number(seq) }
        }
        3 => Command::MatchVps { round: number(seq), home: number(seq), away: number(seq), team: number(seq), vps_for: number(seq), vps_against: number(seq) },
        4 => Command::Deals {
            seed: [None, Some("Tuesday \"club\" night".to_string())][seq.next(2) as usize].clone(),
            boards: (0..seq.next(3)).map(|b| (b as u32 + 1, crate::bridge::deal::Deal::dealt("x", b as u32 + 1).to_pbn(Seat::N))).collect(),
            printed: ["", "1:;420", "1:8a799536448979953644; 2:8a799536448979953644;-100"][seq.next(3) as usize].to_string(),
        },
        _ => Command::LineUp {
            round: number(seq),
            home: number(seq),
            away: number(seq),
            team: number(seq),
            seats: (0..seq.next(9))
                .map(|_| {
                    crate::bridge::line_up::text(&crate::bridge::line_up::Seated {
                        segment: number(seq),
                        closed: seq.next(2) == 1,
                        seat: ['N', 'E', 'S', 'W'][seq.next(4) as usize],
                        name: ["Magnus Bruun Larssen", "Åsmund \"Ås\" Stokkeland", ""][seq.next(3) as usize].to_string(),
                        number: [None, Some("18444".to_string())][seq.next(2) as usize].clone(),
                    })
                })
                .collect(),
        },
    }
}

#[test]
fn every_command_is_stored_under_its_kind_and_reads_back_as_it_was() {
    let mut seq = Sequence(0x5EED_B81D);
    let mut drawn = [0usize; KINDS.len()];
    for _ in 0..2_000 {
        let command = draw(seq.next(KINDS.len() as u64) as usize, &mut seq);
        let v = variant(&command);
        drawn[v] += 1;
        let text = serde_json::to_string(&Action::<Bridge>::Game(command.clone())).unwrap_or_default();
        let stored: Value = serde_json::from_str(&text).unwrap_or_default();
        assert_eq!(stored.get("kind").and_then(Value::as_str), Some(KINDS[v]), "{text}");
        // Read back as a bridge event's log reads it, and as the pages that hold either game read it, then written again as it was.
        assert_eq!(serde_json::from_str::<Action<Bridge>>(&text).ok(), Some(Action::Game(command.clone())), "{text}");
        let any = serde_json::from_str::<Action<Any>>(&text).ok();
        assert_eq!(any, Some(Action::Game(crate::games::Command::Bridge(command))), "{text}");
        assert_eq!(any.and_then(|a| serde_json::to_string(&a).ok()).as_deref(), Some(text.as_str()));
    }
    assert!(drawn.iter().all(|n| *n > 0), "every kind drawn: {drawn:?}");
}

use crate::bridge::Bridge;
