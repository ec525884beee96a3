//! Unit enums stored as their codes ("scorer", "bridge_pairs", "mitchell"),
//! each code written once: the enum's `code()` reads it from its list, and
//! its reader from the same list. Read by hand because the derived reader
//! of an enum costs every page a kilobyte or more.

use serde::de::{Deserialize, Deserializer, Error};

/// The value whose code `codes[i]` was stored, by `variant(i)`; anything
/// else refused as serde's derive would ("unknown variant `x`, expected
/// one of ...").
pub fn read<'de, D: Deserializer<'de>, T>(d: D, codes: &'static [&'static str], variant: impl Fn(usize) -> Option<T>) -> Result<T, D::Error> {
    let code = String::deserialize(d)?;
    codes.iter().position(|c| *c == code).and_then(variant).ok_or_else(|| D::Error::unknown_variant(&code, codes))
}

#[cfg(test)]
mod tests {
    use crate::bridge::movement::Kind;
    use crate::event::{Format, Role};

    /// Each code reads back to its value and is what the writer writes;
    /// anything else is refused as the derive refused it.
    #[test]
    fn codes_read_back_as_written() {
        fn back<T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug>(all: &[T]) {
            for x in all {
                let text = serde_json::to_string(x).unwrap_or_default();
                assert_eq!(serde_json::from_str::<T>(&text).ok().as_ref(), Some(x), "{text}");
            }
        }
        back(&Format::ALL);
        back(&[Role::Scorer, Role::Director, Role::Table]);
        back(&Kind::ALL);
        back(&[Kind::AsPlayed]);
        use crate::bridge::matchpoints::{Different, MpScale};
        use crate::bridge::setup::{SwissScore, TeamsScoring};
        back(&[MpScale::Wbf, MpScale::Acbl]);
        back(&[Different::Neuberg, Different::Simple, Different::OwnTop]);
        back(&[SwissScore::MatchPoints, SwissScore::Imps, SwissScore::Vps]);
        use crate::bridge::pairs::{Averages, Field};
        back(&[Averages::Fixed, Averages::SessionIfBetter]);
        back(&[Field::Auto, Field::TwoWinners, Field::OneWinner]);
        use crate::bridge::board::Seat;
        back(&[Seat::N, Seat::E, Seat::S, Seat::W]);
        back(&TeamsScoring::ALL);
        for f in Format::ALL {
            assert_eq!(serde_json::to_value(f).ok(), Some(serde_json::Value::String(f.code().into())));
        }
        for k in Kind::ALL.into_iter().chain([Kind::AsPlayed]) {
            assert_eq!(serde_json::to_value(k).ok(), Some(serde_json::Value::String(k.code().into())));
        }
        let refused = serde_json::from_str::<Role>("\"captain\"").err().map(|e| e.to_string()).unwrap_or_default();
        assert_eq!(refused, "unknown variant `captain`, expected one of `scorer`, `director`, `table`");
        assert!(serde_json::from_str::<Format>("7").is_err());
    }
}
