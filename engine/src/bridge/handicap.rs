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
        crate::sorting::sort(&mut last);
        last = last[1..WINDOW - 1].to_vec();
    }
    let sum: i64 = last.iter().sum();
    let n = last.len() as i64;
    // The average to the hundredth, halves away from zero, then the distance to 50 %.
    let average = (2 * sum + n) / (2 * n);
    Some(5000 - average)
}

/// A pair's handicap: the mean of the two players', to the hundredth, a half
/// going toward zero (the seed: -3.58 and +4.29 make +0.35).
pub fn pair_handicap(a: i64, b: i64) -> i64 {
    // Integer division truncates toward zero, which is the rule for the half.
    (a + b) / 2
}

/// The handicap `pair` plays off: its own when one is set, else the mean of
/// its two players' when both have one (SC 2.6), else none.
pub fn of_pair(pair: &crate::event::Participant) -> Option<i64> {
    match (pair.handicap, pair.members.as_slice()) {
        (Some(h), _) => Some(h),
        (None, [a, b]) => Some(pair_handicap(a.handicap?, b.handicap?)),
        _ => None,
    }
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
    let sign = if h > 0 {
        "+"
    } else if h < 0 {
        "-"
    } else {
        ""
    };
    format!("{sign}{}.{:02}", h.abs() / 100, h.abs() % 100)
}

/// The handicapped ranking beside the scratch one: for each (pair, scratch
/// percentage, pair handicap in hundredths), the handicapped percentage and its place.
pub fn handicapped_places(rows: &[(u32, f64, i64)]) -> Vec<(u32, f64, String)> {
    let handicapped: Vec<f64> = rows.iter().map(|&(_, pct, h)| pct + h as f64 / 100.0).collect();
    let places = super::ranking::competition_ranks(&handicapped);
    rows.iter().zip(handicapped).zip(places).map(|((&(pair, _, _), pct), place)| (pair, pct, place)).collect()
}

/// A handicap as typed: none when blank, else a percentage like `+3.58`
/// (hundredths), or why not.
pub fn read_typed(typed: &str) -> Result<Option<i64>, String> {
    if typed.trim().is_empty() {
        return Ok(None);
    }
    parse_hundredths(typed).map(Some).ok_or_else(|| format!("“{}” is not a handicap: write it like +3.58 or -4.29 (at most 50).", typed.trim()))
}

/// A pair, team or player of the list as edited in place: its name, its
/// handicap, and its players' names and handicaps (none for an individual's
/// player, who has no players within), each as typed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ParticipantDraft {
    pub number: u32,
    pub name: String,
    pub handicap: String,
    pub players: Vec<(String, String)>,
}

impl ParticipantDraft {
    /// The event with it applied, and what to say once it is saved ("Pair 3
    /// is now “…”."), or why not (`noun`: pair, team, player).
    pub fn apply(&self, mut edited: crate::bridge::Event, noun: &str) -> Result<(crate::bridge::Event, String), String> {
        use crate::event::Member;
        let handicap = read_typed(&self.handicap)?;
        let mut members = Vec::new();
        for (name, h) in &self.players {
            let handicap = read_typed(h).map_err(|e| format!("{}: {e}", name.trim()))?;
            members.push(Member { handicap, ..Member::named(name) });
        }
        edited.set_handicap(self.number, handicap).map_err(|e| e.to_string())?;
        // An individual's player has no seats to edit: his own record stays.
        if !self.players.is_empty() {
            edited.set_members(self.number, members).map_err(|e| e.to_string())?;
        }
        edited.rename_participant(self.number, &self.name).map_err(|e| e.to_string())?;
        let said = format!("{} {} is now “{}”.", crate::text::capitalised(noun), self.number, self.name.trim());
        Ok((edited, said))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pair edited in place: its name, its players and their handicaps,
    /// applied together, or refused naming what is wrong.
    #[test]
    fn a_participant_as_edited_in_place() {
        let mut e = crate::bridge::Event::new("h".into(), "Night", crate::event::Format::BridgePairs, "2026-12-01", 0).unwrap_or_else(|x| panic!("{x}"));
        let number = e.add_participant("Old name").unwrap_or_else(|x| panic!("{x}"));
        let draft = ParticipantDraft {
            number,
            name: " Ann & Bob ".into(),
            handicap: String::new(),
            players: vec![("Ann".into(), "+3.58".into()), ("Bob".into(), String::new())],
        };
        let (edited, said) = draft.apply(e.clone(), "pair").unwrap_or_else(|x| panic!("{x}"));
        assert_eq!(said, format!("Pair {number} is now “Ann & Bob”."));
        let p = &edited.participants[0];
        assert_eq!(
            (p.name.as_str(), p.handicap, p.members.iter().map(|m| (m.name.as_str(), m.handicap)).collect::<Vec<_>>()),
            ("Ann & Bob", None, vec![("Ann", Some(358)), ("Bob", None)])
        );
        let bad = ParticipantDraft { players: vec![("Ann".into(), "lots".into())], ..draft.clone() };
        assert_eq!(bad.apply(e.clone(), "pair"), Err("Ann: “lots” is not a handicap: write it like +3.58 or -4.29 (at most 50).".to_string()));
        assert_eq!(
            ParticipantDraft { handicap: "60".into(), ..draft.clone() }.apply(e.clone(), "pair").map(|x| x.1),
            Err("“60” is not a handicap: write it like +3.58 or -4.29 (at most 50).".to_string())
        );
        // An individual's player: no players within, his handicap his own.
        e.participants[0].members.clear();
        let (edited, _) =
            ParticipantDraft { number, name: "Cy".into(), handicap: "-1.5".into(), players: Vec::new() }.apply(e, "player").unwrap_or_else(|x| panic!("{x}"));
        assert_eq!((edited.participants[0].handicap, edited.participants[0].members.len()), (Some(-150), 0));
    }

    #[test]
    fn handicaps_as_typed() {
        for (text, h) in [("+3.58", Some(358)), ("-4.29", Some(-429)), ("0.5", Some(50)), ("2", Some(200)), (" -0.35 ", Some(-35)), (".5", Some(50))] {
            assert_eq!(parse_hundredths(text), h, "{text}");
        }
        for bad in ["", "+", "3.581", "abc", "1e2", "51", "--1", "3.-5"] {
            assert_eq!(parse_hundredths(bad), None, "{bad}");
        }
        assert_eq!(
            (show_hundredths(358), show_hundredths(-429), show_hundredths(0), show_hundredths(-35)),
            ("+3.58".into(), "-4.29".into(), "0.00".into(), "-0.35".into())
        );
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
