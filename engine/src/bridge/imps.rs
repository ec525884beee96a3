//! The IMP scale (Law 78B).

/// The lower limit of each band from 1 IMP to 24 IMPs.
pub const BANDS: [i32; 24] = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000];

/// IMPs for a difference in points, signed like the difference. A difference
/// counts in the band whose lower limit it reaches (so 45 is 1 IMP, 50 is 2).
pub fn imps(difference: i32) -> i32 {
    let n = BANDS.iter().take_while(|&&low| difference.unsigned_abs() >= low as u32).count() as i32;
    n * difference.signum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Law 78B as printed: each band's range of differences and its IMPs.
    #[test]
    fn law_78b_row_by_row() {
        let printed = [
            (0, 10, 0),
            (20, 40, 1),
            (50, 80, 2),
            (90, 120, 3),
            (130, 160, 4),
            (170, 210, 5),
            (220, 260, 6),
            (270, 310, 7),
            (320, 360, 8),
            (370, 420, 9),
            (430, 490, 10),
            (500, 590, 11),
            (600, 740, 12),
            (750, 890, 13),
            (900, 1090, 14),
            (1100, 1290, 15),
            (1300, 1490, 16),
            (1500, 1740, 17),
            (1750, 1990, 18),
            (2000, 2240, 19),
            (2250, 2490, 20),
            (2500, 2990, 21),
            (3000, 3490, 22),
            (3500, 3990, 23),
            (4000, 7600, 24),
        ];
        for (low, high, imp) in printed {
            for d in (low..=high).step_by(10) {
                assert_eq!(imps(d), imp, "{d}");
                assert_eq!(imps(-d), -imp, "-{d}");
            }
        }
    }

    #[test]
    fn differences_between_the_printed_ones_count_in_the_band_they_reach() {
        assert_eq!([imps(15), imps(19), imps(45), imps(49), imps(595), imps(599), imps(3999)], [0, 0, 1, 1, 11, 11, 23]);
        assert_eq!([imps(-15), imps(-45)], [0, -1]);
        assert_eq!(imps(i32::MIN), -24);
    }
}
