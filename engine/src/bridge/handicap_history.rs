//! Handicaps from history: a player's results in the events kept on this
//! device, and the players' handicaps filled in from them (the arithmetic is
//! in `handicap`).

use super::handicap::{player_handicap, MIN_PLAYS};

/// A player's results on this device, oldest first: their percentage (in
/// hundredths, rounded half up) in every scored pairs event or individual they played in,
/// found by name (capitals and spacing ignored; capitals of the Latin
/// letters, accented ones included: Unicode's full case tables would add
/// several kilobytes to the scorer page for names clubs type alike anyway),
/// taken in order of date. Only
/// events before `before` (a `YYYY-MM-DD` date) count, so a session never
/// feeds its own handicap.
pub fn player_results(events: &[crate::bridge::Event], player: &str, before: &str) -> Vec<i64> {
    let key = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ").chars().map(latin_lower).collect::<String>();
    let wanted = key(player);
    let mut played: Vec<(&str, i64, i64)> = Vec::new();
    use crate::Format::{BridgeIndividual, BridgePairs};
    // A session scored in IMPs has no percentage to count.
    let counted = |e: &&crate::bridge::Event| matches!(e.format, BridgePairs | BridgeIndividual) && e.setup.is_some() && super::session::in_imps(e).is_none();
    for e in events.iter().filter(counted).filter(|e| e.date.as_str() < before) {
        // A pair's players are its members; an individual's player is the participant.
        let Some(p) =
            e.participants
                .iter()
                .find(|p| if e.format == BridgeIndividual { key(&p.name) == wanted } else { p.members.iter().any(|m| key(&m.name) == wanted) })
        else {
            continue;
        };
        let scored = super::session::score(e);
        if let Some(s) = scored.standings.iter().find(|s| s.pair == p.number && s.boards > 0) {
            played.push((e.date.as_str(), e.created, (s.pct * 100.0).round() as i64));
        }
    }
    crate::sorting::sort_by(&mut played, |a, b| (a.0, a.1).cmp(&(b.0, b.1)));
    played.into_iter().map(|x| x.2).collect()
}

/// What filling the players' handicaps from history did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filled {
    /// Players given a handicap from their results.
    pub set: usize,
    /// Players with too few results who keep the handicap typed for them, "Name (n of 5 results)".
    pub kept: Vec<String>,
    /// Players with too few results and no handicap: they play scratch.
    pub scratch: Vec<String>,
}

/// Gives every player of `event` a handicap from their results in `events`
/// (before the event's date); a player with too few keeps a typed one.
pub fn fill_from_history(event: &mut crate::bridge::Event, events: &[crate::bridge::Event]) -> Filled {
    let mut out = Filled::default();
    let date = event.date.clone();
    // One player: his handicap from his results, or what he has, said.
    let mut fill = |name: &str, handicap: &mut Option<i64>| {
        let results = player_results(events, name, &date);
        let short = format!("{name} ({} of {MIN_PLAYS} results)", results.len());
        match (player_handicap(&results), *handicap) {
            (Some(h), _) => {
                *handicap = Some(h);
                out.set += 1;
            }
            (None, Some(_)) => out.kept.push(short),
            (None, None) => out.scratch.push(short),
        }
    };
    // An individual's players are its participants; a pair's, its members.
    let individual = event.format == crate::Format::BridgeIndividual;
    for p in &mut event.participants {
        if individual {
            fill(&p.name, &mut p.handicap);
        } else {
            for m in &mut p.members {
                fill(&m.name, &mut m.handicap);
            }
        }
    }
    out
}

/// A Latin letter's small form (A-Z, and the accented capitals of Latin-1
/// and Latin Extended-A); any other character as it is.
fn latin_lower(c: char) -> char {
    match c {
        'A'..='Z' | '\u{C0}'..='\u{DE}' if c != '\u{D7}' => char::from_u32(c as u32 + 32).unwrap_or(c),
        // Latin Extended-A pairs capital and small: Ā ā, Ă ă, ... (ı and the odd pairs after Ľ aside).
        '\u{100}'..='\u{137}' | '\u{14A}'..='\u{177}' if c as u32 % 2 == 0 => char::from_u32(c as u32 + 1).unwrap_or(c),
        '\u{139}'..='\u{148}' | '\u{179}'..='\u{17E}' if c as u32 % 2 == 1 => char::from_u32(c as u32 + 1).unwrap_or(c),
        _ => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_whatever_their_capitals() {
        let key = |s: &str| s.chars().map(latin_lower).collect::<String>();
        assert_eq!(key("ÉLODIE MÜLLER-ŁASKA Øre Ŕ"), key("élodie müller-łaska øre ŕ"));
        assert_eq!(key("ANN SMITH"), "ann smith");
        assert_eq!(key("×÷"), "×÷", "signs are not letters");
    }

    /// A 6-pair Howell on `date` where Ann Smith and Bob (pair 1) score
    /// `pct` % on the only board played (100, 50 or 0) against +400 at the other tables.
    fn evening(date: &str, pct: u32) -> crate::bridge::Event {
        use crate::bridge::board::Seat;
        use crate::bridge::movement::Kind;
        use crate::bridge::session::{result_entry, set_up, BridgeSetup, MovementSpec, ResultEntry, ScoringSpec};
        let mut e = crate::bridge::Event::new(format!("e{date}"), "Club", crate::Format::BridgePairs, date, 0).unwrap_or_else(|x| unreachable!("{x}"));
        let spec = MovementSpec::plain(Kind::Howell, 6, 2);
        set_up(&mut e, BridgeSetup { movement: spec, scoring: ScoringSpec::default(), teams: None }).unwrap_or_else(|x| unreachable!("{x}"));
        e.participants[0].members = ["Ann Smith", "Bob"].map(|n| crate::event::Member::named(n)).to_vec();
        let tables: Vec<(u32, u32)> = e.schedule.rounds[0].sittings.iter().filter(|s| s.boards.contains(&1)).map(|s| (s.home, s.away.unwrap_or(0))).collect();
        for (ns, ew) in tables {
            // 4S= +420 beats 3NT= +400; 3NT-1 -50 loses; pair 1's side decides which it gets.
            let tricks = match (ns == 1, ew == 1, pct) {
                (false, false, _) | (_, _, 50) => 9,
                (true, _, 100) | (_, true, 0) => 10,
                _ => 8,
            };
            let contract = if tricks == 10 { "4S" } else { "3NT" };
            let entry = ResultEntry::Played { contract: contract.into(), declarer: Some(Seat::N), tricks, lead: None };
            let le = result_entry(&e, "desk", 1, crate::event::Role::Scorer, 1, ns, ew, entry, None);
            e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
        }
        e
    }

    #[test]
    fn a_players_handicap_from_the_events_on_this_device() {
        let mut events: Vec<crate::bridge::Event> =
            [("2026-01-05", 100), ("2026-01-01", 50), ("2026-01-02", 0), ("2026-01-03", 100), ("2026-01-04", 100), ("2026-01-06", 50)]
                .into_iter()
                .map(|(d, p)| evening(d, p))
                .collect();
        // Not counted: tonight's session itself and a later one.
        events.push(evening("2026-02-01", 0));
        let results = player_results(&events, "  ann   SMITH ", "2026-02-01");
        assert_eq!(results, vec![5000, 0, 10000, 10000, 10000, 5000], "oldest first, by date");
        // Six results: all count; average 66.67 %, handicap -16.67.
        assert_eq!(player_handicap(&results), Some(5000 - 6667));
        assert_eq!(player_results(&events, "Carol", "2026-02-01"), Vec::<i64>::new());
        // The pair plays off the mean of its players' handicaps unless it has its own.
        let mut pair = events[0].participants[0].clone();
        pair.members[0].handicap = Some(-358);
        assert_eq!(super::super::handicap::of_pair(&pair), None, "one player without a handicap");
        pair.members[1].handicap = Some(429);
        assert_eq!(super::super::handicap::of_pair(&pair), Some(35), "the seed's -3.58 and +4.29 make +0.35");
        pair.handicap = Some(100);
        assert_eq!(super::super::handicap::of_pair(&pair), Some(100));
        // Filling tonight's players: Ann from her six results, Dan's typed one kept (no results here), Carol scratch.
        let mut tonight = evening("2026-02-01", 50);
        tonight.participants[0].members[1] = crate::event::Member { handicap: Some(200), ..crate::event::Member::named("Dan") };
        tonight.participants[1].members = vec![crate::event::Member::named("Carol")];
        let filled = fill_from_history(&mut tonight, &events);
        assert_eq!(filled, Filled { set: 1, kept: vec!["Dan (0 of 5 results)".into()], scratch: vec!["Carol (0 of 5 results)".into()] });
        assert_eq!(tonight.participants[0].members[0].handicap, Some(5000 - 6667));
        // An individual: Ann is a player of her own there; her six pairs results give her handicap.
        let mut christmas =
            crate::bridge::Event::new("x".into(), "Christmas", crate::Format::BridgeIndividual, "2026-02-01", 0).unwrap_or_else(|x| unreachable!("{x}"));
        christmas.participants = ["ANN SMITH", "Carol"]
            .into_iter()
            .enumerate()
            .map(|(i, n)| crate::event::Participant { number: i as u32 + 1, name: n.into(), members: vec![], handicap: None })
            .collect();
        let filled = fill_from_history(&mut christmas, &events);
        assert_eq!((filled.set, christmas.participants[0].handicap, filled.scratch), (1, Some(5000 - 6667), vec!["Carol (0 of 5 results)".to_string()]));
    }

    /// An individual played counts among a player's results: player 8 of an
    /// 8-player individual sits North at table 1 throughout, and table 1
    /// beats table 2 on every board (4S= against 4S-1): 100 %.
    #[test]
    fn an_individual_counts_among_a_players_results() {
        use crate::bridge::board::Seat;
        use crate::bridge::movement::Kind;
        use crate::bridge::session::{result_entry, set_up, BridgeSetup, MovementSpec, ResultEntry};
        let mut e =
            crate::bridge::Event::new("i".into(), "Christmas", crate::Format::BridgeIndividual, "2025-12-18", 0).unwrap_or_else(|x| unreachable!("{x}"));
        let spec = MovementSpec::plain(Kind::Individual, 8, 1);
        set_up(&mut e, BridgeSetup { movement: spec, scoring: Default::default(), teams: None }).unwrap_or_else(|x| unreachable!("{x}"));
        e.participants[7].name = "Ann Smith".into();
        for s in e.schedule.rounds.clone().iter().flat_map(|r| r.sittings.clone()) {
            let entry = ResultEntry::Played { contract: "4S".into(), declarer: Some(Seat::N), tricks: if s.table == 1 { 10 } else { 9 }, lead: None };
            let le = result_entry(&e, "desk", 1, crate::event::Role::Scorer, s.boards[0], s.home, s.away.unwrap_or(0), entry, None);
            e.append(le).unwrap_or_else(|x| unreachable!("{x}"));
        }
        assert_eq!(player_results(&[e], "ann smith", "2026-01-01"), vec![10000]);
    }
}
