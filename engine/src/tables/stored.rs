//! A table device's state as the device keeps it: `{"schema": N, "data":
//! {...}}`, migrated forward like events. Schema 0 is the bare state the
//! first builds wrote. A state this build cannot read (damaged, or written
//! by a newer build after an update mid-evening) is an error that names why,
//! never "no state": the page keeps such text aside, because it may hold a
//! table's results that were not sent yet.

use super::device::TableState;
use crate::envelope::{DecodeError, Envelope};
use serde_json::Value;

/// The schema of a table's state this build writes.
pub const STATE_SCHEMA: u32 = 1;

pub fn encode(state: &TableState) -> String {
    // Plain data with string keys: serialising cannot fail.
    serde_json::to_string(&Envelope { schema: STATE_SCHEMA, data: state }).unwrap_or_default()
}

pub fn decode(text: &str) -> Result<TableState, DecodeError> {
    let value: Value =
        serde_json::from_str(text).map_err(|e| DecodeError::at("", format!("not valid JSON (line {}, column {}): {e}", e.line(), e.column())))?;
    let Value::Object(mut top) = value else { return Err(DecodeError::at("", "expected an object")) };
    let (schema, data) = match top.remove("schema") {
        // The first builds saved the state itself.
        None if top.contains_key("pack") => (0, Value::Object(top)),
        None => return Err(DecodeError::at("schema", "missing")),
        Some(v) => {
            let schema =
                v.as_u64().filter(|n| *n <= u32::MAX as u64).ok_or_else(|| DecodeError::at("schema", format!("expected a schema number, found {v}")))? as u32;
            (schema, top.remove("data").ok_or_else(|| DecodeError::at("data", "missing"))?)
        }
    };
    if schema > STATE_SCHEMA {
        return Err(DecodeError::at(
            "schema",
            format!("schema {schema} was written by a newer Clubscore (this one reads up to {STATE_SCHEMA}); open this page's newest version to go on"),
        ));
    }
    // Schema 0 to 1: the same state, now inside the envelope.
    let path = if schema == 0 { "" } else { "data" };
    serde_json::from_value::<TableState>(data).map_err(|e| DecodeError::at(path, e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::tables::pack::make;

    fn state() -> TableState {
        let e = crate::fixtures::mitchell("ev1", "Tuesday", 3, 2);
        let pack = make(&e, "2468", false, true, false, "salt").unwrap_or_else(|x| unreachable!("{x}"));
        let mut t = TableState::new(pack, "tab1".into());
        t.choose_table(1).unwrap_or_else(|x| unreachable!("{x}"));
        t
    }

    #[test]
    fn a_state_round_trips_in_its_envelope() {
        let t = state();
        let text = encode(&t);
        assert!(text.starts_with("{\"schema\":1,\"data\":{"), "{text}");
        assert_eq!(decode(&text), Ok(t));
    }

    /// What the first builds saved: the bare state, read as schema 0.
    #[test]
    fn a_state_from_before_the_envelope_is_migrated() {
        let t = state();
        let bare = serde_json::to_string(&t).unwrap_or_default();
        assert_eq!(decode(&bare), Ok(t));
    }

    #[test]
    fn a_state_it_cannot_read_says_why() {
        let newer = encode(&state()).replacen("\"schema\":1", "\"schema\":2", 1);
        assert_eq!(
            decode(&newer).map_err(|e| e.to_string()),
            Err("at schema: schema 2 was written by a newer Clubscore (this one reads up to 1); open this page's newest version to go on".into())
        );
        assert_eq!(decode("{\"schema\":1,\"data\":{\"table\":1").map_err(|e| e.path), Err(String::new()));
        assert_eq!(decode("{\"schema\":1}").map_err(|e| e.to_string()), Err("at data: missing".into()));
        assert_eq!(decode("[1,2]").map_err(|e| e.to_string()), Err("expected an object".into()));
        assert_eq!(decode("{\"schema\":1,\"data\":{\"table\":1}}").map_err(|e| e.to_string()), Err("at data: missing field `pack`".into()));
    }
}
