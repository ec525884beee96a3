//! Butler: each NS score IMPed against the board's datum, the mean NS score
//! after dropping the most extreme results, rounded to the nearest 10.

use super::imps::imps;

/// How many top and bottom scores to drop for a board played `n` times: none
/// up to 4 (too few to spare), 1 from 5, 2 from 10, then one more for each ten.
pub fn default_trim(n: usize) -> usize {
    match n {
        0..=4 => 0,
        5..=9 => 1,
        _ => n / 10 + 1,
    }
}

/// The datum of a board's NS scores with `trim` dropped at each end, rounded
/// to the nearest 10 (halves away from zero). `None` if nothing is left.
pub fn datum(scores: &[i32], trim: usize) -> Option<i32> {
    if scores.len() <= 2 * trim {
        return None;
    }
    let mut sorted = scores.to_vec();
    crate::sorting::sort(&mut sorted);
    let kept = &sorted[trim..sorted.len() - trim];
    let sum: i64 = kept.iter().map(|&s| s as i64).sum();
    let tens = 10 * kept.len() as i64;
    // sum / tens rounded half away from zero, in integers.
    let q = (2 * sum + sum.signum() * tens) / (2 * tens);
    Some((q * 10) as i32)
}

/// Each NS score's Butler IMPs (EW's are the negatives).
pub fn butler_imps(scores: &[i32], trim: usize) -> Option<Vec<i32>> {
    let d = datum(scores, trim)?;
    Some(scores.iter().map(|&s| imps(s - d)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn datum_drops_the_extremes_and_rounds_to_ten() {
        // 5 scores: drop -100 and 1100; mean of 400, 420, 430 = 416.67 -> 420.
        let scores = [420, 400, 1100, -100, 430];
        assert_eq!(default_trim(5), 1);
        assert_eq!(datum(&scores, 1), Some(420));
        assert_eq!(butler_imps(&scores, 1), Some(vec![0, -1, 12, -11, 0]));
        // Halves go away from zero: 415 -> 420, -415 -> -420, 414 -> 410.
        assert_eq!(datum(&[410, 420], 0), Some(420));
        assert_eq!(datum(&[-410, -420], 0), Some(-420));
        assert_eq!(datum(&[410, 418], 0), Some(410));
        assert_eq!(datum(&[1, 2], 1), None);
    }

    #[test]
    fn default_trims_by_field_size() {
        assert_eq!([0, 4, 5, 9, 10, 19, 20, 35].map(default_trim), [0, 0, 1, 1, 2, 2, 3, 4]);
    }
}
