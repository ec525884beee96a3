//! Record 192, the tournament-type code, as FIDE's code table has it for
//! team events: the system (a team Swiss, or a round robin single or
//! double), the colour preferences of a Swiss (C.04.6 1.7: Type A, Type B or
//! none), the primary score (MP or GP), whether the secondary score is used
//! for the order and the colours (1.2.1, 4.2.2: the `_MP` and `_GP` forms say
//! not), and the Baku acceleration. A code off the table is read as a
//! default, with a warning that says which.

use super::colour::Preferences;
use super::record::Points;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeCode {
    /// `Some(double)` for a round robin; `None` for a Swiss.
    pub round_robin: Option<bool>,
    pub preferences: Preferences,
    pub primary: Points,
    /// The secondary score (the other one) orders teams and colours.
    pub secondary: bool,
    /// The Baku acceleration (`_BAKU`).
    pub baku: bool,
}

/// A team Swiss with Type A preferences, match points then game points:
/// what `FIDE_TEAM` means, and what a file without a 192 record is taken as.
pub const DEFAULT: TypeCode = TypeCode { round_robin: None, preferences: Preferences::TypeA, primary: Points::Match, secondary: true, baku: false };

/// Reads a code; `Err` carries the default it is taken as and the warning to give.
pub fn read(code: &str) -> Result<TypeCode, (TypeCode, String)> {
    let code = code.trim().to_ascii_uppercase();
    if code.is_empty() {
        return Ok(DEFAULT);
    }
    let robin = |double| TypeCode { round_robin: Some(double), preferences: Preferences::None, ..DEFAULT };
    match code.as_str() {
        "FIDE_TEAM" => return Ok(DEFAULT),
        "FIDE_TEAM_BAKU" => return Ok(TypeCode { baku: true, ..DEFAULT }),
        "FIDE_TEAM_ROUNDROBIN" | "BERGER_TEAM_ROUNDROBIN" => return Ok(robin(false)),
        "FIDE_TEAM_DOUBLEROUNDROBIN" | "BERGER_TEAM_DOUBLEROUNDROBIN" => return Ok(robin(true)),
        // What Clubscore wrote before it wrote FIDE's codes.
        "FIDE_TEAM_BERGER" => return Ok(robin(false)),
        _ => {}
    }
    let swiss = code.strip_prefix("FIDE_TEAM_").or_else(|| code.strip_prefix("CUSTOM_TEAM_SWISS").map(|rest| rest.trim_start_matches('_')));
    let parsed = swiss.and_then(|rest| {
        let (rest, baku) = match rest.strip_suffix("_BAKU") {
            Some(r) => (r, true),
            None => (rest, false),
        };
        let (preferences, scores) = match (rest.strip_prefix("TYPEA_"), rest.strip_prefix("TYPEB_")) {
            (Some(s), _) => (Preferences::TypeA, s),
            (_, Some(s)) => (Preferences::TypeB, s),
            _ => (Preferences::None, rest),
        };
        let (primary, secondary) = match scores {
            "MP_GP" => (Points::Match, true),
            "GP_MP" => (Points::Game, true),
            "MP" => (Points::Match, false),
            "GP" => (Points::Game, false),
            // A custom Swiss that names no scores: FIDE's team Swiss otherwise.
            "" if code.starts_with("CUSTOM_TEAM_SWISS") => return Some(DEFAULT),
            _ => return None,
        };
        Some(TypeCode { round_robin: None, preferences, primary, secondary, baku })
    });
    parsed.ok_or_else(|| (DEFAULT, format!("192: “{code}” is not in FIDE's table of team tournament types: taken as FIDE_TEAM (a team Swiss, Type A colour preferences, match points then game points)")))
}

/// The code FIDE's tools read for these settings.
pub fn write(t: &TypeCode) -> String {
    if let Some(double) = t.round_robin {
        return if double { "FIDE_TEAM_DOUBLEROUNDROBIN" } else { "FIDE_TEAM_ROUNDROBIN" }.into();
    }
    let kind = match t.preferences {
        Preferences::TypeA => "TYPEA_",
        Preferences::TypeB => "TYPEB_",
        Preferences::None => "",
    };
    let scores = match (t.primary, t.secondary) {
        (Points::Match, true) => "MP_GP",
        (Points::Game, true) => "GP_MP",
        (Points::Match, false) => "MP",
        (Points::Game, false) => "GP",
    };
    format!("FIDE_TEAM_{kind}{scores}{}", if t.baku { "_BAKU" } else { "" })
}

/// A report's type code, with what the reader should be told: a code off
/// the table, or a Baku acceleration this program does not compute (only a
/// file's own 250 records accelerate its pairing).
pub fn of(trf: &super::trf::Trf) -> (TypeCode, Vec<String>) {
    let (code, mut warnings) = match read(trf.tag("192").unwrap_or_default()) {
        Ok(t) => (t, Vec::new()),
        Err((t, warning)) => (t, vec![warning]),
    };
    if code.baku && trf.accelerations.is_empty() {
        warnings.push("192: the Baku acceleration is not worked out here and the file has no 250 records: rounds are paired without it".into());
    }
    (code, warnings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Points::{Game, Match};
    use Preferences::{None as NoPrefs, TypeA, TypeB};

    fn swiss(preferences: Preferences, primary: Points, secondary: bool) -> TypeCode {
        TypeCode { round_robin: None, preferences, primary, secondary, baku: false }
    }

    /// FIDE's table, code by code.
    #[test]
    fn every_team_code_of_the_table() {
        let cases = [
            ("FIDE_TEAM", swiss(TypeA, Match, true)),
            ("FIDE_TEAM_TYPEA_MP_GP", swiss(TypeA, Match, true)),
            ("FIDE_TEAM_TYPEA_GP_MP", swiss(TypeA, Game, true)),
            ("FIDE_TEAM_TYPEA_MP", swiss(TypeA, Match, false)),
            ("FIDE_TEAM_TYPEA_GP", swiss(TypeA, Game, false)),
            ("FIDE_TEAM_TYPEB_MP_GP", swiss(TypeB, Match, true)),
            ("FIDE_TEAM_TYPEB_GP_MP", swiss(TypeB, Game, true)),
            ("FIDE_TEAM_TYPEB_MP", swiss(TypeB, Match, false)),
            ("FIDE_TEAM_TYPEB_GP", swiss(TypeB, Game, false)),
            ("FIDE_TEAM_MP_GP", swiss(NoPrefs, Match, true)),
            ("FIDE_TEAM_GP_MP", swiss(NoPrefs, Game, true)),
            ("FIDE_TEAM_MP", swiss(NoPrefs, Match, false)),
            ("FIDE_TEAM_GP", swiss(NoPrefs, Game, false)),
            ("fide_team_typeb_gp_mp", swiss(TypeB, Game, true)),
            ("CUSTOM_TEAM_SWISS", swiss(TypeA, Match, true)),
            ("CUSTOM_TEAM_SWISS_TYPEB_MP", swiss(TypeB, Match, false)),
        ];
        for (code, want) in cases {
            assert_eq!(read(code), Ok(want), "{code}");
        }
        let baku = TypeCode { baku: true, ..swiss(TypeA, Match, true) };
        assert_eq!(read("FIDE_TEAM_BAKU"), Ok(baku));
        assert_eq!(read("FIDE_TEAM_TYPEA_MP_GP_BAKU"), Ok(baku));
        assert_eq!(read("FIDE_TEAM_MP_BAKU"), Ok(TypeCode { baku: true, ..swiss(NoPrefs, Match, false) }));
        let robin = |double| TypeCode { round_robin: Some(double), preferences: NoPrefs, primary: Match, secondary: true, baku: false };
        for (code, double) in [
            ("FIDE_TEAM_ROUNDROBIN", false),
            ("FIDE_TEAM_DOUBLEROUNDROBIN", true),
            ("BERGER_TEAM_ROUNDROBIN", false),
            ("BERGER_TEAM_DOUBLEROUNDROBIN", true),
            ("FIDE_TEAM_BERGER", false),
        ] {
            assert_eq!(read(code), Ok(robin(double)), "{code}");
        }
        assert_eq!(read(""), Ok(DEFAULT), "no 192 record");
    }

    #[test]
    fn a_code_off_the_table_is_taken_as_fide_team_with_a_warning() {
        assert_eq!(
            read("FIDE_TEAM_TYPEC_MP"),
            Err((DEFAULT, "192: “FIDE_TEAM_TYPEC_MP” is not in FIDE's table of team tournament types: taken as FIDE_TEAM (a team Swiss, Type A colour preferences, match points then game points)".into()))
        );
        assert!(read("FIDE_DUTCH_2025").is_err());
    }

    /// What we write, FIDE's tools read back to the same settings.
    #[test]
    fn codes_written_read_back() {
        for code in [
            "FIDE_TEAM_TYPEA_MP_GP",
            "FIDE_TEAM_TYPEB_GP",
            "FIDE_TEAM_MP",
            "FIDE_TEAM_GP_MP",
            "FIDE_TEAM_TYPEA_MP_GP_BAKU",
            "FIDE_TEAM_ROUNDROBIN",
            "FIDE_TEAM_DOUBLEROUNDROBIN",
        ] {
            let t = read(code).unwrap_or(DEFAULT);
            assert_eq!(write(&t), code);
        }
    }
}
