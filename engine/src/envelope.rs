//! The stored form of an event: `{"schema": N, "data": {...}}`. Old schemas are
//! migrated forward, as JSON values, before the data is read as an [`Event`].

use crate::event::Event;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The schema this build writes.
pub const SCHEMA: u32 = 1;

#[derive(Serialize, Deserialize)]
pub struct Envelope<T> {
    pub schema: u32,
    pub data: T,
}

/// Why stored or imported text is not an event, and where (a key path such as
/// `data.participants[2].name`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError {
    pub path: String,
    pub message: String,
}

impl DecodeError {
    pub fn at(path: impl Into<String>, message: impl Into<String>) -> DecodeError {
        DecodeError { path: path.into(), message: message.into() }
    }

    /// The same problem inside a larger document (`events[3]` + `data.name`).
    pub fn within(self, prefix: &str) -> DecodeError {
        let path = match (prefix.is_empty(), self.path.is_empty()) {
            (true, _) => self.path,
            (false, true) => prefix.to_string(),
            (false, false) if self.path.starts_with('[') => format!("{prefix}{}", self.path),
            (false, false) => format!("{prefix}.{}", self.path),
        };
        DecodeError { path, message: self.message }
    }
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.path.is_empty() {
            write!(f, "{}", self.message)
        } else {
            write!(f, "at {}: {}", self.path, self.message)
        }
    }
}

impl std::error::Error for DecodeError {}

pub fn encode(event: &Event) -> String {
    // An Event is plain data with string keys: serialising cannot fail.
    serde_json::to_string(&Envelope { schema: SCHEMA, data: event }).unwrap_or_default()
}

pub fn decode(text: &str) -> Result<Event, DecodeError> {
    let value: Value = serde_json::from_str(text)
        .map_err(|e| DecodeError::at("", format!("not valid JSON (line {}, column {}): {e}", e.line(), e.column())))?;
    decode_value(value)
}

/// Reads an envelope already parsed as JSON: checks the schema, migrates, then
/// reads the data, reporting the first problem with its key path.
pub fn decode_value(value: Value) -> Result<Event, DecodeError> {
    let Value::Object(mut map) = value else {
        return Err(DecodeError::at("", "expected an object with \"schema\" and \"data\""));
    };
    let schema = match map.get("schema") {
        None => return Err(DecodeError::at("schema", "missing")),
        Some(v) => v
            .as_u64()
            .filter(|n| *n >= 1 && *n <= u32::MAX as u64)
            .ok_or_else(|| DecodeError::at("schema", format!("expected a schema number, found {v}")))?
            as u32,
    };
    let data = map.remove("data").ok_or_else(|| DecodeError::at("data", "missing"))?;
    let data = migrate(schema, data)?;
    serde_path_to_error::deserialize::<_, Event>(data).map_err(|e| {
        let path = e.path().to_string();
        let path = if path == "." { String::new() } else { path };
        DecodeError::at(path, e.into_inner().to_string()).within("data")
    })
}

/// The revision of a stored event, read without building the event (a save
/// checks it on every result, and a big evening's event is large).
pub fn peek_revision(text: &str) -> Option<u64> {
    #[derive(Deserialize)]
    struct Data {
        revision: u64,
    }
    let envelope: Envelope<Data> = serde_json::from_str(text).ok()?;
    (envelope.schema <= SCHEMA).then_some(envelope.data.revision)
}

/// Brings data written under `schema` up to [`SCHEMA`], one step at a time.
/// Each step is a pure function of the JSON, with a stored fixture of its input.
pub fn migrate(schema: u32, data: Value) -> Result<Value, DecodeError> {
    if schema > SCHEMA {
        return Err(DecodeError::at(
            "schema",
            format!("schema {schema} was written by a newer Clubscore (this one reads up to {SCHEMA}); update Clubscore to open it"),
        ));
    }
    // No step yet: schema 1 is the first. A step from N to N+1 goes here as
    // `if schema <= N { data = vN_to_vN1(data)? }`.
    Ok(data)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Format;

    #[test]
    fn an_event_round_trips() {
        let mut e = Event::new("e1".into(), "Club night", Format::ChessTeamSwiss, "2026-11-29", 42).unwrap();
        e.add_participant("Knights").unwrap();
        let text = encode(&e);
        assert!(text.starts_with("{\"schema\":1,\"data\":{"));
        assert_eq!(decode(&text), Ok(e));
    }

    #[test]
    fn problems_are_reported_with_their_place() {
        let bad = r#"{"schema":1,"data":{"id":"e1","name":"X","format":"bridge_pairs","date":"2026-01-01","created":1,"modified":1,"revision":1,"participants":[{"number":1,"name":7}]}}"#;
        let err = decode(bad).unwrap_err();
        assert_eq!(err.path, "data.participants[0].name");
        assert_eq!(err.to_string(), "at data.participants[0].name: invalid type: integer `7`, expected a string");

        let err = decode(r#"{"schema":1,"data":{"id":"e1"}}"#).unwrap_err();
        assert_eq!(err.to_string(), "at data: missing field `name`");

        let err = decode(r#"{"schema":1,"data":{"id":"e1","name":"X","format":"poker","date":"2026-01-01","created":1,"modified":1,"revision":1}}"#).unwrap_err();
        assert_eq!(err.path, "data.format");
    }

    #[test]
    fn envelopes_are_checked_before_the_data() {
        assert_eq!(decode("{").unwrap_err().path, "");
        assert!(decode("{").unwrap_err().message.starts_with("not valid JSON (line 1, column 1)"));
        assert_eq!(decode("[]").unwrap_err().message, "expected an object with \"schema\" and \"data\"");
        assert_eq!(decode(r#"{"data":{}}"#).unwrap_err().to_string(), "at schema: missing");
        assert_eq!(decode(r#"{"schema":"1","data":{}}"#).unwrap_err().to_string(), "at schema: expected a schema number, found \"1\"");
        assert_eq!(decode(r#"{"schema":0,"data":{}}"#).unwrap_err().path, "schema");
        assert_eq!(decode(r#"{"schema":1}"#).unwrap_err().to_string(), "at data: missing");
        let newer = decode(r#"{"schema":2,"data":{}}"#).unwrap_err();
        assert_eq!(newer.to_string(), "at schema: schema 2 was written by a newer Clubscore (this one reads up to 1); update Clubscore to open it");
    }

    #[test]
    fn the_revision_is_read_without_the_rest() {
        let mut e = Event::new("e1".into(), "Club night", Format::ChessTeamSwiss, "2026-11-29", 42).unwrap();
        e.revision = 17;
        assert_eq!(peek_revision(&encode(&e)), Some(17));
        assert_eq!(peek_revision("{\"schema\":1,\"data\":{\"revision\":3,\"anything\":[1,2]}}"), Some(3));
        assert_eq!(peek_revision("{\"schema\":9,\"data\":{\"revision\":3}}"), None);
        assert_eq!(peek_revision("garbage"), None);
    }

    #[test]
    fn within_joins_paths() {
        assert_eq!(DecodeError::at("data.name", "m").within("events[2]").path, "events[2].data.name");
        assert_eq!(DecodeError::at("", "m").within("events[2]").path, "events[2]");
        assert_eq!(DecodeError::at("[1]", "m").within("events").path, "events[1]");
        assert_eq!(DecodeError::at("x", "m").within("").path, "x");
    }
}
