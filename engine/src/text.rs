//! Figures and names as people write them, and text made safe for HTML:
//! the leaf every game and every file format uses (it imports nothing).

/// A percentage or count as people write it: 60, 62.5, 33.33 (whole numbers
/// without decimals, others to at most two places). Written by hand so the
/// app carries one float formatter, not two.
pub fn plain(x: f64) -> String {
    // Saturating: a figure past i64 (only a damaged file holds one) prints as the largest, never panics.
    let hundredths = (x * 100.0).round() as i64;
    let (sign, h) = (if hundredths < 0 { "-" } else { "" }, hundredths.unsigned_abs());
    match h % 100 {
        0 => format!("{sign}{}", h / 100),
        f if f % 10 == 0 => format!("{sign}{}.{}", h / 100, f / 10),
        f => format!("{sign}{}.{f:02}", h / 100),
    }
}

/// How a printout rounds a figure that ends in exactly a half.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rounding {
    /// 28.125 prints 28.13 (away from zero): what people expect.
    #[default]
    HalfUp,
    /// 28.125 prints 28.12 (to the even digit): Compscore's travellers.
    HalfEven,
}

/// A figure to `places` decimals, rounded from the value the arithmetic
/// meant: a float's 28.124999… is the exact 28.125 it stands for, so it
/// prints 28.13, never the float's 28.12.
pub fn fixed(x: f64, places: usize) -> String {
    rounded(x, places, Rounding::HalfUp)
}

/// Hundredths (of a victory point) written to two places: 1427 is "14.27".
pub fn hundredths(h: u32) -> String {
    fixed(h as f64 / 100.0, 2)
}

/// A whole number of IMPs with its sign ("+14", "-3", "0"), through integer
/// formatting (the float one costs the web pages 11 KB).
pub fn signed_whole(x: f64) -> String {
    let n = x.round() as i64;
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// The figure in units of its last printed place (28.125 to 2 places is
/// 2813), rounded from the value the arithmetic meant; the sign apart.
fn units(x: f64, places: usize, rounding: Rounding) -> u64 {
    let scale = 10f64.powi(places as i32);
    // Snapped to a millionth of the last place: match points and
    // percentages are fractions with small denominators, so this is exact.
    let scaled = ((x.abs() * scale) * 1e6).round() / 1e6;
    let (floor, frac) = (scaled.floor(), scaled - scaled.floor());
    let up = match rounding {
        _ if (frac - 0.5).abs() > 1e-9 => frac > 0.5,
        Rounding::HalfUp => true,
        Rounding::HalfEven => floor % 2.0 != 0.0,
    };
    (floor + if up { 1.0 } else { 0.0 }) as u64
}

/// The figure as printed to `places` decimals, half up, as a number again
/// (a factored total is worked on from its printed value). No text is
/// parsed: parsing floats would bring a big parser into the app.
pub fn round_to(x: f64, places: usize) -> f64 {
    let v = units(x, places, Rounding::HalfUp) as f64 / 10f64.powi(places as i32);
    if x < 0.0 {
        -v
    } else {
        v
    }
}

pub fn rounded(x: f64, places: usize, rounding: Rounding) -> String {
    let units = units(x, places, rounding);
    let sign = if x < 0.0 && units > 0 { "-" } else { "" };
    let unit = 10u64.pow(places as u32);
    match places {
        0 => format!("{sign}{units}"),
        _ => format!("{sign}{}.{:0places$}", units / unit, units % unit),
    }
}

/// A pair's players from one field as programs and clubs write it: "Ann
/// Ash - Bob Bell", "Ann & Bob", "Ann and Bob", or one name alone. A lone
/// first name before the join shares the other player's surname ("Judy &
/// David Taub" is Judy Taub and David Taub).
pub fn split_players(names: &str) -> Vec<String> {
    let mut parts = vec![names.trim().to_string()];
    for sep in [" - ", " & ", " and ", " / "] {
        parts = parts.iter().flat_map(|p| p.split(sep).map(|x| x.trim().to_string())).collect();
    }
    parts.retain(|p| !p.is_empty());
    if let [first, second] = parts.as_mut_slice() {
        if let (1, Some((_, surname))) = (first.split_whitespace().count(), second.rsplit_once(' ')) {
            *first = format!("{first} {surname}");
        }
    }
    parts
}

/// A name on one line: a line break, tab or other control character typed
/// or read from a file becomes a space (a line break in a name would break
/// a PBN tag, a CSV row, a TRF record).
pub fn one_line(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect::<String>().trim().to_string()
}

/// A name as it is compared and sorted ignoring case ("Ørn" with "ørn",
/// Greek names too), letter by letter: `str::to_lowercase`'s final-sigma
/// rule matters to a reader, not to an order, and costs each page 4 KB.
pub fn folded(name: &str) -> String {
    name.chars().flat_map(char::to_lowercase).collect()
}

/// A sentence's words inside another ("Board 3…" as "…'s board 3…").
pub fn lowercase_first(text: &str) -> String {
    let mut c = text.chars();
    c.next().map(|f| f.to_lowercase().collect::<String>() + c.as_str()).unwrap_or_default()
}

/// `YYYY-MM-DD` of a time in milliseconds since 1970 (UTC), by the civil
/// calendar's 400-year cycle of 146,097 days.
pub fn iso_date(ms: i64) -> String {
    let z = ms.div_euclid(86_400_000) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// An engine message ("round 1 still lacks …") as a sentence's start.
pub fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::iso_date;

    #[test]
    fn dates_are_the_calendar_s() {
        assert_eq!(iso_date(0), "1970-01-01");
        assert_eq!(iso_date(1_767_225_600_000), "2026-01-01");
        assert_eq!(iso_date(951_782_400_000), "2000-02-29");
        assert_eq!(iso_date(1_798_761_599_000), "2026-12-31");
    }

    /// A figure no scorer typed (a damaged file's −9.2e18 %) prints, never panics (the fuzz layer found it).
    #[test]
    fn a_figure_past_every_range_prints() {
        use super::plain;
        assert_eq!(plain(62.5), "62.5");
        assert_eq!(plain(-33.333), "-33.33");
        assert_eq!(plain(-9.2e18), "-92233720368547758.08");
        assert_eq!(plain(f64::NAN), "0");
    }

    #[test]
    fn figures_round_half_up_from_the_exact_value() {
        use super::{fixed, rounded, Rounding};
        for (x, places, text) in [
            (28.125, 2, "28.13"),
            (0.145, 2, "0.15"),
            (1.005, 2, "1.01"),
            (2.675, 2, "2.68"),
            (53.888888, 2, "53.89"),
            (-28.125, 2, "-28.13"),
            (-0.001, 2, "0.00"),
            (60.0, 2, "60.00"),
            (0.25, 1, "0.3"),
            (49.5, 0, "50"),
            (7.0, 1, "7.0"),
            (99.999, 2, "100.00"),
        ] {
            assert_eq!(fixed(x, places), text, "{x}");
        }
        assert_eq!((super::round_to(7.583333, 2), super::round_to(28.125, 2), super::round_to(-0.145, 2)), (7.58, 28.13, -0.15));
        // Compscore's travellers round a half to the even digit: 0.25 is 0.2, 0.35 is 0.4.
        for (x, text) in [(0.25, "0.2"), (0.35, "0.4"), (2.75, "2.8"), (2.65, "2.6"), (2.66, "2.7")] {
            assert_eq!(rounded(x, 1, Rounding::HalfEven), text, "{x}");
        }
    }

    #[test]
    fn players_from_one_field() {
        assert_eq!(super::split_players("Philippe CHESNY - Rémi LEGRAS"), ["Philippe CHESNY", "Rémi LEGRAS"]);
        assert_eq!(super::split_players("Jane Venti & Jane Volden"), ["Jane Venti", "Jane Volden"]);
        assert_eq!(super::split_players("Judy & David Taub"), ["Judy Taub", "David Taub"]);
        assert_eq!(super::split_players("Marsha & Rob Greenstein"), ["Marsha Greenstein", "Rob Greenstein"]);
        assert_eq!(super::split_players("Smith / Jones"), ["Smith", "Jones"]);
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
