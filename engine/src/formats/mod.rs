//! Files that leave or enter Clubscore.

pub mod backup;
pub mod csv;
pub mod encoding;
pub mod html;
pub mod line;
pub mod pbn;
pub mod recap;
pub mod usebio;
pub mod xml;

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

/// A pair's players from one field as programs write it: "Ann Ash - Bob
/// Bell", "Ann & Bob", "Ann and Bob", or one name alone.
pub fn split_players(names: &str) -> Vec<String> {
    let mut parts = vec![names.trim().to_string()];
    for sep in [" - ", " & ", " and ", " / "] {
        parts = parts.iter().flat_map(|p| p.split(sep).map(|x| x.trim().to_string())).collect();
    }
    parts.retain(|p| !p.is_empty());
    parts
}

#[cfg(test)]
mod tests {
    #[test]
    fn players_from_one_field() {
        assert_eq!(super::split_players("Philippe CHESNY - Rémi LEGRAS"), ["Philippe CHESNY", "Rémi LEGRAS"]);
        assert_eq!(super::split_players("Jane Venti & Jane Volden"), ["Jane Venti", "Jane Volden"]);
        assert_eq!(super::split_players("Jean-Luc Aroix"), ["Jean-Luc Aroix"]);
        assert!(super::split_players("  ").is_empty());
    }

    #[test]
    fn numbers_as_people_write_them() {
        for (x, text) in [(60.0, "60"), (62.5, "62.5"), (33.333333, "33.33"), (0.0, "0"), (-3.0, "-3"), (-0.25, "-0.25"), (40.05, "40.05"), (99.999, "100")] {
            assert_eq!(super::plain(x), text, "{x}");
        }
    }
}
