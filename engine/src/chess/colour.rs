//! Team colours in a team Swiss (FIDE C.04.6 Art. 1.6, 1.7 and 4): a
//! team's colour is its board-1 colour in matches actually played; its
//! preference (Type A, Type B, or none) comes from its colour difference
//! and its last matches; each pair's colours follow rules 4.3.1 to 4.3.9.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

/// Which colour preferences the competition uses (1.7; the TRF's 192 code says).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Preferences {
    TypeA,
    TypeB,
    None,
}

/// A team's colour preference: the colour, and whether it is strong (Type B).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preference {
    pub colour: Option<Side>,
    pub strong: bool,
}

/// Colour difference: matches with White minus matches with Black (1.6.2).
pub fn difference(history: &[Side]) -> i32 {
    history.iter().map(|s| if *s == Side::White { 1 } else { -1 }).sum()
}

/// The preference of a team with these played colours (in order), for a
/// round that is or is not the last.
pub fn preference(history: &[Side], kind: Preferences, last_round: bool) -> Preference {
    let none = Preference { colour: None, strong: false };
    if kind == Preferences::None || history.is_empty() {
        return none;
    }
    let cd = difference(history);
    let last_two = |s: Side| history.len() >= 2 && history[history.len() - 2..].iter().all(|x| *x == s);
    // Type A's simple preference is Type B's strong one.
    let firm = if cd < -1 || ((cd == 0 || cd == -1) && last_two(Side::Black)) {
        Some(Side::White)
    } else if cd > 1 || ((cd == 0 || cd == 1) && last_two(Side::White)) {
        Some(Side::Black)
    } else {
        None
    };
    match (kind, firm) {
        (_, Some(side)) => Preference { colour: Some(side), strong: kind == Preferences::TypeB },
        (Preferences::TypeA, None) => none,
        (_, None) => {
            let last = history.last().copied();
            let mild = match cd {
                -1 => Some(Side::White),
                1 => Some(Side::Black),
                0 if !last_round => last.map(Side::other),
                _ => None,
            };
            Preference { colour: mild, strong: false }
        }
    }
}

/// One side of a pair as the colour rules see it.
#[derive(Clone, Debug, PartialEq)]
pub struct Team {
    pub tpn: u32,
    pub primary: i32,
    pub secondary: i32,
    /// Board-1 colours of the matches actually played, in order.
    pub history: Vec<Side>,
    pub preference: Preference,
}

/// Art. 4.2: the first-team of a pair (higher primary score, then higher secondary, then smaller TPN).
pub fn first_team<'a>(a: &'a Team, b: &'a Team) -> (&'a Team, &'a Team) {
    let key = |t: &Team| (t.primary, t.secondary, std::cmp::Reverse(t.tpn));
    if key(a) >= key(b) {
        (a, b)
    } else {
        (b, a)
    }
}

/// The colours of a pair: (team with White, team with Black, the rule that decided).
pub fn allocate<'a>(a: &'a Team, b: &'a Team, initial: Side, kind: Preferences) -> (u32, u32, &'static str) {
    let (first, other) = first_team(a, b);
    let give = |first_side: Side, rule: &'static str| if first_side == Side::White { (first.tpn, other.tpn, rule) } else { (other.tpn, first.tpn, rule) };
    let (pf, po) = (first.preference, other.preference);
    if first.history.is_empty() && other.history.is_empty() {
        return give(
            if first.tpn % 2 == 1 { initial } else { initial.other() },
            "4.3.1 (neither has played a match: the initial colour by the first-team's TPN)",
        );
    }
    match (pf.colour, po.colour) {
        (Some(c), None) => return give(c, "4.3.2 (only one team has a preference)"),
        (None, Some(c)) => return give(c.other(), "4.3.2 (only one team has a preference)"),
        (Some(c), Some(d)) if c != d => return give(c, "4.3.3 (opposite preferences)"),
        _ => {}
    }
    if kind == Preferences::TypeB && pf.strong != po.strong {
        if let (true, Some(c)) = (pf.strong, pf.colour) {
            return give(c, "4.3.4 (only one strong preference)");
        }
        if let (true, Some(c)) = (po.strong, po.colour) {
            return give(c.other(), "4.3.4 (only one strong preference)");
        }
    }
    let (cf, co) = (difference(&first.history), difference(&other.history));
    if cf != co {
        return give(if cf < co { Side::White } else { Side::Black }, "4.3.5 (White to the lower colour difference)");
    }
    // The most recent time one had White and the other Black, counting back over the matches each played.
    for (x, y) in first.history.iter().rev().zip(other.history.iter().rev()) {
        if x != y {
            return give(x.other(), "4.3.6 (alternating from the last time their colours differed)");
        }
    }
    if let Some(c) = pf.colour {
        return give(c, "4.3.7 (the first-team's preference)");
    }
    if let Some(&last) = first.history.last() {
        return give(last.other(), "4.3.8 (the first-team alternates)");
    }
    if let Some(&last) = other.history.last() {
        return give(last, "4.3.9 (the other team alternates)");
    }
    give(initial, "4.3.1 (the initial colour)")
}

#[cfg(test)]
mod tests {
    use super::Side::{Black as B, White as W};
    use super::*;

    #[test]
    fn type_a_preferences_art_1_7_1() {
        let p = |h: &[Side]| preference(h, Preferences::TypeA, false).colour;
        assert_eq!(p(&[]), None);
        assert_eq!(p(&[B, B]), Some(W), "CD -2");
        assert_eq!(p(&[W, B, B]), Some(W), "CD -1, Black in the last two");
        assert_eq!(p(&[W, W, B, B]), Some(W), "CD 0, Black in the last two");
        assert_eq!(p(&[B, W]), None, "CD 0, mixed");
        assert_eq!(p(&[B]), None, "CD -1 alone is no Type A preference");
        assert_eq!(p(&[B, W, W]), Some(B), "CD +1, White in the last two");
        assert_eq!(p(&[W, W, W, B]), Some(B), "CD +2");
    }

    #[test]
    fn type_b_preferences_art_1_7_2() {
        let p = |h: &[Side], last| preference(h, Preferences::TypeB, last);
        assert_eq!(p(&[B, B], false), Preference { colour: Some(W), strong: true });
        assert_eq!(p(&[B], false), Preference { colour: Some(W), strong: false }, "CD -1: mild");
        assert_eq!(p(&[W, B], false), Preference { colour: Some(W), strong: false }, "CD 0, Black last: mild");
        assert_eq!(p(&[W, B], true), Preference { colour: None, strong: false }, "CD 0 in the last round: none");
        assert_eq!(p(&[W], true), Preference { colour: Some(B), strong: false }, "CD +1 even in the last round");
        assert_eq!(p(&[], false), Preference { colour: None, strong: false });
        assert_eq!(preference(&[B, B], Preferences::None, false).colour, None);
    }

    fn team(tpn: u32, primary: i32, history: &[Side], kind: Preferences) -> Team {
        Team { tpn, primary, secondary: 0, history: history.to_vec(), preference: preference(history, kind, false) }
    }

    #[test]
    fn colour_rules_4_3_in_order() {
        let a = Preferences::TypeA;
        // 4.3.1: the first-team (scores equal: the smaller TPN, 3, odd) gets the initial colour, here Black.
        assert_eq!(
            allocate(&team(3, 0, &[], a), &team(8, 0, &[], a), B, a),
            (8, 3, "4.3.1 (neither has played a match: the initial colour by the first-team's TPN)")
        );
        assert_eq!(allocate(&team(4, 0, &[], a), &team(8, 0, &[], a), W, a).0, 8, "even TPN: the opposite colour");
        // 4.3.2: only team 9 has a preference (White after two Blacks).
        assert_eq!(allocate(&team(1, 4, &[W, B], a), &team(9, 2, &[B, B], a), W, a).0, 9);
        // 4.3.3: opposite preferences.
        assert_eq!(allocate(&team(1, 4, &[W, W], a), &team(2, 4, &[B, B], a), W, a).0, 2);
        // 4.3.4 (Type B): team 2's strong preference beats team 1's mild one for the same colour.
        let b = Preferences::TypeB;
        assert_eq!(allocate(&team(1, 4, &[B], b), &team(2, 4, &[B, B], b), W, b), (2, 1, "4.3.4 (only one strong preference)"));
        // 4.3.5: the same preference (both White), White to the lower colour difference.
        assert_eq!(allocate(&team(1, 4, &[W, B, B], a), &team(2, 4, &[B, B], a), W, a).0, 2);
        // 4.3.6: same difference, last colours differ: alternate from there.
        assert_eq!(allocate(&team(1, 4, &[B, W], a), &team(2, 4, &[W, B], a), W, a), (2, 1, "4.3.6 (alternating from the last time their colours differed)"));
        // 4.3.8: identical histories, no preference: the first-team alternates.
        assert_eq!(allocate(&team(1, 4, &[B, W], a), &team(2, 4, &[B, W], a), W, a).1, 1);
        // 4.3.9: the first-team never played (a late entry), the same difference (0); the other alternates.
        let n = Preferences::None;
        assert_eq!(allocate(&team(1, 4, &[], n), &team(2, 2, &[W, B], n), W, n), (2, 1, "4.3.9 (the other team alternates)"));
        // 4.3.5 for a late entry against a team with White more often.
        assert_eq!(allocate(&team(1, 4, &[], n), &team(2, 2, &[W], n), W, n).0, 1);
    }
}
