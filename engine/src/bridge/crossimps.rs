//! Cross-IMPs: each score IMPed against every other score on the board.

use super::imps::imps;

/// Per score: the total of IMPs against every other score, and that total
/// averaged per comparison (the usual published figure).
pub fn cross_imps(scores: &[i32]) -> Vec<(i32, f64)> {
    scores
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let total: i32 = scores.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &o)| imps(s - o)).sum();
            let comparisons = scores.len().saturating_sub(1);
            (total, if comparisons == 0 { 0.0 } else { total as f64 / comparisons as f64 })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_score_against_every_other() {
        // The seed's board 1: +400, +430, +150, -50.
        // +400: vs 430 -1, vs 150 +6, vs -50 +10 = 15; +430: +1 +7 +10 = 18;
        // +150: -6 -7 +5 = -8; -50: -10 -10 -5 = -25. The totals cancel out.
        let x = cross_imps(&[400, 430, 150, -50]);
        let totals: Vec<i32> = x.iter().map(|t| t.0).collect();
        assert_eq!(totals, vec![15, 18, -8, -25]);
        assert_eq!(totals.iter().sum::<i32>(), 0);
        assert_eq!(x[0].1, 5.0);
        assert!((x[3].1 + 25.0 / 3.0).abs() < 1e-12);
        assert_eq!(cross_imps(&[420]), vec![(0, 0.0)]);
    }
}
