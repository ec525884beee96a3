//! Round robin by the Berger tables (FIDE C.05, Annex 1): for n entrants
//! (n+1 with a bye for an odd number), round r pairs the last entrant with a
//! pivot that moves n/2 places each round, and the others symmetrically
//! about the pivot. The first-named has White (in a team match: White on
//! board 1 and the odd boards). A double round robin plays the table again
//! with colours reversed.

/// One round: (first-named, second-named) on each table in board order; a
/// bye as (entrant, None).
pub type Round = Vec<(u32, Option<u32>)>;

pub fn rounds(entrants: u32, double: bool) -> Vec<Round> {
    if entrants < 2 {
        return Vec::new();
    }
    // An odd number plays with a bye as the last entrant.
    let n = entrants + entrants % 2;
    let m = n - 1;
    let wrap = |x: i64| (x - 1).rem_euclid(i64::from(m)) as u32 + 1;
    let real = |x: u32| (x <= entrants).then_some(x);
    let mut out = Vec::new();
    for r in 1..=m {
        let pivot = ((r - 1) * (n / 2)) % m + 1;
        let mut round: Vec<(u32, u32)> = Vec::with_capacity(n as usize / 2);
        round.push(if r % 2 == 1 { (pivot, n) } else { (n, pivot) });
        for k in 1..n / 2 {
            round.push((wrap(i64::from(pivot) + i64::from(k)), wrap(i64::from(pivot) - i64::from(k))));
        }
        out.push(round);
    }
    if double {
        let second: Vec<Vec<(u32, u32)>> = out.iter().map(|r| r.iter().map(|&(a, b)| (b, a)).collect()).collect();
        out.extend(second);
    }
    out.into_iter()
        .map(|round| {
            round
                .into_iter()
                .map(|(a, b)| match (real(a), real(b)) {
                    (Some(a), Some(b)) => (a, Some(b)),
                    (Some(a), None) => (a, None),
                    (None, Some(b)) => (b, None),
                    (None, None) => (0, None),
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(r: &Round) -> String {
        r.iter().map(|(a, b)| format!("{a}-{}", b.map(|b| b.to_string()).unwrap_or_else(|| "bye".into()))).collect::<Vec<_>>().join(" ")
    }

    /// The published tables of C.05 Annex 1, row by row.
    #[test]
    fn the_fide_tables_for_4_6_and_12() {
        let four: Vec<String> = rounds(4, false).iter().map(text).collect();
        assert_eq!(four, ["1-4 2-3", "4-3 1-2", "2-4 3-1"]);
        let six: Vec<String> = rounds(6, false).iter().map(text).collect();
        assert_eq!(six, ["1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"]);
        let twelve: Vec<String> = rounds(12, false).iter().map(text).collect();
        assert_eq!(
            twelve,
            [
                "1-12 2-11 3-10 4-9 5-8 6-7",
                "12-7 8-6 9-5 10-4 11-3 1-2",
                "2-12 3-1 4-11 5-10 6-9 7-8",
                "12-8 9-7 10-6 11-5 1-4 2-3",
                "3-12 4-2 5-1 6-11 7-10 8-9",
                "12-9 10-8 11-7 1-6 2-5 3-4",
                "4-12 5-3 6-2 7-1 8-11 9-10",
                "12-10 11-9 1-8 2-7 3-6 4-5",
                "5-12 6-4 7-3 8-2 9-1 10-11",
                "12-11 1-10 2-9 3-8 4-7 5-6",
                "6-12 7-5 8-4 9-3 10-2 11-1",
            ]
        );
    }

    #[test]
    fn odd_numbers_have_a_bye_and_double_reverses_colours() {
        // Five: the table for six with entrant 6 the bye.
        let five: Vec<String> = rounds(5, false).iter().map(text).collect();
        assert_eq!(five, ["1-bye 2-5 3-4", "4-bye 5-3 1-2", "2-bye 3-1 4-5", "5-bye 1-4 2-3", "3-bye 4-2 5-1"]);
        let double = rounds(4, true);
        assert_eq!(double.len(), 6);
        assert_eq!(text(&double[3]), "4-1 3-2");
        // Every pair meets once in each half, every entrant every round.
        for n in 2..=24u32 {
            let all = rounds(n, false);
            assert_eq!(all.len() as u32, n + n % 2 - 1);
            let mut met = std::collections::BTreeSet::new();
            for r in &all {
                let mut seen: Vec<u32> = r.iter().flat_map(|&(a, b)| std::iter::once(a).chain(b)).collect();
                crate::sorting::sort(&mut seen);
                assert_eq!(seen, (1..=n).collect::<Vec<_>>(), "n = {n}");
                for &(a, b) in r {
                    if let Some(b) = b {
                        assert!(met.insert((a.min(b), a.max(b))), "n = {n}: {a} and {b} meet twice");
                    }
                }
            }
            assert_eq!(met.len() as u32, n * (n - 1) / 2);
        }
        assert!(rounds(1, false).is_empty());
    }
}
