//! Files that leave or enter Clubscore.

pub mod backup;
pub mod csv;
pub mod encoding;
pub mod html;
pub mod pbn;
pub mod recap;
pub mod usebio;

/// A percentage or count as people write it: 60, 62.5, 33.33 (whole numbers
/// without decimals, others to at most two places). Written by hand so the
/// app carries one float formatter, not two.
pub fn plain(x: f64) -> String {
    let hundredths = (x * 100.0).round() as i64;
    let (sign, h) = if hundredths < 0 { ("-", -hundredths) } else { ("", hundredths) };
    match h % 100 {
        0 => format!("{sign}{}", h / 100),
        f if f % 10 == 0 => format!("{sign}{}.{}", h / 100, f / 10),
        f => format!("{sign}{}.{f:02}", h / 100),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn numbers_as_people_write_them() {
        for (x, text) in [(60.0, "60"), (62.5, "62.5"), (33.333333, "33.33"), (0.0, "0"), (-3.0, "-3"), (-0.25, "-0.25"), (40.05, "40.05"), (99.999, "100")] {
            assert_eq!(super::plain(x), text, "{x}");
        }
    }
}
