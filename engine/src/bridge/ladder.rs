//! Ladder points for teams events (seed `club-teams-of-four-rules.txt`): each
//! board is a one-board match worth 0 to 4 points, a swing of 9 IMPs or more
//! scoring the top, and the event score is the points as a share of the most possible.

/// The swing beyond which a board scores no more.
pub const CAP: i32 = 9;

/// A board's ladder points in ninths of a point (exact): 2 points for a flat
/// board, 2/9 of a point more or less for each IMP of swing up to the cap.
pub fn board_points_ninths(swing_imps: i32) -> i32 {
    18 + 2 * swing_imps.clamp(-CAP, CAP)
}

pub fn board_points(swing_imps: i32) -> f64 {
    board_points_ninths(swing_imps) as f64 / 9.0
}

/// The board's share of its 4 points, as a percentage.
pub fn board_percentage(swing_imps: i32) -> f64 {
    100.0 * board_points_ninths(swing_imps) as f64 / 36.0
}

/// An event's ladder score: the sum of the boards' points as a percentage of 4 a board.
pub fn event_percentage(swings: &[i32]) -> f64 {
    if swings.is_empty() {
        return 0.0;
    }
    let ninths: i64 = swings.iter().map(|&s| board_points_ninths(s) as i64).sum();
    100.0 * ninths as f64 / (36 * swings.len()) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two(x: f64) -> f64 {
        (x * 100.0).round() / 100.0
    }

    /// The seed's conversion table, row by row: swing, ladder points, % score on the board.
    #[test]
    fn the_printed_table() {
        let printed = [
            (9, 4.00, 100.00),
            (8, 3.78, 94.44),
            (7, 3.56, 88.89),
            (6, 3.33, 83.33),
            (5, 3.11, 77.78),
            (4, 2.89, 72.22),
            (3, 2.67, 66.67),
            (2, 2.44, 61.11),
            (1, 2.22, 55.56),
            (0, 2.00, 50.00),
            (-1, 1.78, 44.44),
            (-2, 1.56, 38.89),
            (-3, 1.33, 33.33),
            (-4, 1.11, 27.78),
            (-5, 0.89, 22.22),
            (-6, 0.67, 16.67),
            (-7, 0.44, 11.11),
            (-8, 0.22, 5.56),
            (-9, 0.00, 0.00),
        ];
        for (swing, points, pct) in printed {
            assert_eq!((two(board_points(swing)), two(board_percentage(swing))), (points, pct), "swing {swing}");
        }
        // "9 or more" and "-9 or fewer".
        assert_eq!(board_points(17), 4.0);
        assert_eq!(board_points(-24), 0.0);
    }

    #[test]
    fn an_event_is_the_share_of_the_maximum() {
        // Three boards: +12 (capped 9), 0, -3: (36 + 18 + 12) / 108 ninths.
        assert!((event_percentage(&[12, 0, -3]) - 100.0 * 66.0 / 108.0).abs() < 1e-12);
        assert_eq!(event_percentage(&[0, 0]), 50.0);
        assert_eq!(event_percentage(&[]), 0.0);
    }
}
