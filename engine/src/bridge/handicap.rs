//! Handicaps (seed `duplicate-scoring-programs.txt` SC 2.6): bring a player's
//! average back to 50 %. Kept in hundredths of a percent, exact.

/// Results needed before a player has a handicap.
pub const MIN_PLAYS: usize = 5;
/// How many of the latest results count.
pub const WINDOW: usize = 10;

/// A player's handicap in hundredths of a percent, from their results
/// (percentages in hundredths, oldest first): the last ten, less the best and
/// the worst once there are ten; all of them from five to nine; none before five.
pub fn player_handicap(results: &[i64]) -> Option<i64> {
    if results.len() < MIN_PLAYS {
        return None;
    }
    let mut last: Vec<i64> = results[results.len().saturating_sub(WINDOW)..].to_vec();
    if last.len() == WINDOW {
        last.sort_unstable();
        last = last[1..WINDOW - 1].to_vec();
    }
    let sum: i64 = last.iter().sum();
    let n = last.len() as i64;
    // The average to the hundredth, halves away from zero, then the distance to 50 %.
    let average = (2 * sum + n) / (2 * n);
    Some(5000 - average)
}

/// A player's results on this device, oldest first: their percentage (in
/// hundredths, rounded half up) in every scored pairs event they played in,
/// found by name (case and spacing ignored), taken in order of date. Only
/// events before `before` (a `YYYY-MM-DD` date) count, so a session never
/// feeds its own handicap.
pub fn player_results(events: &[crate::Event], player: &str, before: &str) -> Vec<i64> {
    let key = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
    let wanted = key(player);
    let mut played: Vec<(&str, i64, i64)> = Vec::new();
    for e in events.iter().filter(|e| e.format == crate::Format::BridgePairs && e.bridge.is_some() && e.date.as_str() < before) {
        let Some(p) = e.participants.iter().find(|p| p.members.iter().any(|m| key(&m.name) == wanted)) else { continue };
        let scored = super::session::score(e);
        if let Some(s) = scored.standings.iter().find(|s| s.pair == p.number && s.boards > 0) {
            played.push((e.date.as_str(), e.created, (s.pct * 100.0).round() as i64));
        }
    }
    played.sort_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
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
pub fn fill_from_history(event: &mut crate::Event, events: &[crate::Event]) -> Filled {
    let mut out = Filled::default();
    let date = event.date.clone();
    for p in &mut event.participants {
        for m in &mut p.members {
            let results = player_results(events, &m.name, &date);
            let short = format!("{} ({} of {MIN_PLAYS} results)", m.name, results.len());
            match (player_handicap(&results), m.handicap) {
                (Some(h), _) => {
                    m.handicap = Some(h);
                    out.set += 1;
                }
                (None, Some(_)) => out.kept.push(short),
                (None, None) => out.scratch.push(short),
            }
        }
    }
    out
}

/// A pair's handicap: the mean of the two players', to the hundredth, a half
/// going toward zero (the seed: -3.58 and +4.29 make +0.35).
pub fn pair_handicap(a: i64, b: i64) -> i64 {
    // Integer division truncates toward zero, which is the rule for the half.
    (a + b) / 2
}

/// A handicapped result: the percentage plus the handicap (hundredths).
pub fn handicapped(percentage: i64, handicap: i64) -> i64 {
    percentage + handicap
}

/// Reads a handicap as a scorer types it, "+3.58", "-4.29", "0.5", "2", into
/// hundredths. (Decimal text is read by hand: the app carries no float parser.)
pub fn parse_hundredths(text: &str) -> Option<i64> {
    let t = text.trim();
    let (sign, digits) = match t.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, t.strip_prefix('+').unwrap_or(t)),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.is_empty() && fraction.is_empty() || fraction.len() > 2 || !whole.chars().chain(fraction.chars()).all(|c| c.is_ascii_digit()) {
        return None;
    }
    let whole: i64 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
    let fraction: i64 = match fraction.len() {
        0 => 0,
        1 => fraction.parse::<i64>().ok()? * 10,
        _ => fraction.parse().ok()?,
    };
    let h = sign * (whole.checked_mul(100)? + fraction);
    (h.abs() <= 5000).then_some(h)
}

/// Writes hundredths as a handicap: "+3.58", "-4.29", "0.00".
pub fn show_hundredths(h: i64) -> String {
    let sign = if h > 0 { "+" } else if h < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", h.abs() / 100, h.abs() % 100)
}

/// The handicapped ranking beside the scratch one: for each (pair, scratch
/// percentage, pair handicap in hundredths), the handicapped percentage and its place.
pub fn handicapped_places(rows: &[(u32, f64, i64)]) -> Vec<(u32, f64, String)> {
    let handicapped: Vec<f64> = rows.iter().map(|&(_, pct, h)| pct + h as f64 / 100.0).collect();
    let places = super::ranking::competition_ranks(&handicapped);
    rows.iter().zip(handicapped).zip(places).map(|((&(pair, _, _), pct), place)| (pair, pct, place)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 6-pair Howell on `date` where Ann Smith and Bob (pair 1) score
    /// `pct` % on the only board played (100, 50 or 0) against +400 at the other tables.
    fn evening(date: &str, pct: u32) -> crate::Event {
        use crate::bridge::board::Seat;
        use crate::bridge::movement::Kind;
        use crate::bridge::session::{result_entry, set_up, BridgeSetup, MovementSpec, ResultEntry, ScoringSpec};
        let mut e = crate::Event::new(format!("e{date}"), "Club", crate::Format::BridgePairs, date, 0).unwrap_or_else(|x| unreachable!("{x}"));
        let spec = MovementSpec { kind: Kind::Howell, count: 6, boards_per_round: 2, tea: false, redeal: false, arrow_switch: false };
        set_up(&mut e, BridgeSetup { movement: spec, scoring: ScoringSpec::default(), teams: None }).unwrap_or_else(|x| unreachable!("{x}"));
        e.participants[0].members = ["Ann Smith", "Bob"].map(|n| crate::event::Member { name: n.into(), handicap: None }).to_vec();
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
        let mut events: Vec<crate::Event> = [("2026-01-05", 100), ("2026-01-01", 50), ("2026-01-02", 0), ("2026-01-03", 100), ("2026-01-04", 100), ("2026-01-06", 50)]
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
        assert_eq!(pair.pair_handicap(), None, "one player without a handicap");
        pair.members[1].handicap = Some(429);
        assert_eq!(pair.pair_handicap(), Some(35), "the seed's -3.58 and +4.29 make +0.35");
        pair.handicap = Some(100);
        assert_eq!(pair.pair_handicap(), Some(100));
        // Filling tonight's players: Ann from her six results, Dan's typed one kept (no results here), Carol scratch.
        let mut tonight = evening("2026-02-01", 50);
        tonight.participants[0].members[1] = crate::event::Member { name: "Dan".into(), handicap: Some(200) };
        tonight.participants[1].members = vec![crate::event::Member { name: "Carol".into(), handicap: None }];
        let filled = fill_from_history(&mut tonight, &events);
        assert_eq!(filled, Filled { set: 1, kept: vec!["Dan (0 of 5 results)".into()], scratch: vec!["Carol (0 of 5 results)".into()] });
        assert_eq!(tonight.participants[0].members[0].handicap, Some(5000 - 6667));
    }

    #[test]
    fn handicaps_as_typed() {
        for (text, h) in [("+3.58", Some(358)), ("-4.29", Some(-429)), ("0.5", Some(50)), ("2", Some(200)), (" -0.35 ", Some(-35)), (".5", Some(50))] {
            assert_eq!(parse_hundredths(text), h, "{text}");
        }
        for bad in ["", "+", "3.581", "abc", "1e2", "51", "--1", "3.-5"] {
            assert_eq!(parse_hundredths(bad), None, "{bad}");
        }
        assert_eq!((show_hundredths(358), show_hundredths(-429), show_hundredths(0), show_hundredths(-35)), ("+3.58".into(), "-4.29".into(), "0.00".into(), "-0.35".into()));
    }

    #[test]
    fn the_handicapped_ranking_can_differ_from_the_scratch_one() {
        // Scratch: 1 (55.00) before 2 (52.00) before 3 (50.00).
        let rows = [(1, 55.0, -200), (2, 52.0, 150), (3, 50.0, 300)];
        let got = handicapped_places(&rows);
        let places: Vec<(u32, &str)> = got.iter().map(|(p, _, r)| (*p, r.as_str())).collect();
        // Handicapped: 53.00, 53.50, 53.00.
        assert_eq!(places, vec![(1, "2="), (2, "1"), (3, "2=")]);
        assert!((got[1].1 - 53.5).abs() < 1e-12);
    }

    #[test]
    fn seed_example_1() {
        // 49.05 + 44.77 + 51.02 + 46.45 + 40.82 = 232.11, average 46.42, handicap +3.58.
        let h = player_handicap(&[4905, 4477, 5102, 4645, 4082]);
        assert_eq!(h, Some(358));
        assert_eq!(handicapped(4840, 358), 5198);
    }

    #[test]
    fn seed_example_2() {
        // 55.04 + 51.63 + 47.97 + 59.32 + 57.48 = 271.44, average 54.29, handicap -4.29.
        let h = player_handicap(&[5504, 5163, 4797, 5932, 5748]);
        assert_eq!(h, Some(-429));
        assert_eq!(handicapped(5370, -429), 4941);
    }

    #[test]
    fn seed_pair_handicap() {
        assert_eq!(pair_handicap(-358, 429), 35);
        assert_eq!(pair_handicap(358, -429), -35);
        assert_eq!(pair_handicap(100, 300), 200);
    }

    #[test]
    fn fewer_than_five_plays_no_handicap_and_ten_drop_best_and_worst() {
        assert_eq!(player_handicap(&[5000, 5000, 5000, 5000]), None);
        // Twelve results: the first two are too old; of the last ten, 70.00 and 30.00 are dropped.
        let mut r = vec![9000, 1000];
        r.extend([7000, 3000, 4800, 4800, 4800, 4800, 4800, 4800, 4800, 4800]);
        assert_eq!(player_handicap(&r), Some(200));
    }
}
