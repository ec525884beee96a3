//! The stored form of an event: `{"schema": N, "data": {...}}`. Old schemas are
//! migrated forward, as JSON values, before the data is read as an [`Event`].

use crate::event::Event;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The schema this build writes of a whole event (a backup's, a file's).
pub const SCHEMA: u32 = 2;

/// The schema of an event's head as this device stores it, its log in
/// parts (see [`crate::parts`]); never a whole event.
pub const PARTS_SCHEMA: u32 = 3;

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

pub fn encode<G: crate::event::Game>(event: &Event<G>) -> String {
    // An Event is plain data with string keys: serialising cannot fail.
    serde_json::to_string(&Envelope { schema: SCHEMA, data: event }).unwrap_or_default()
}

pub fn decode<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, DecodeError> {
    // The envelope first, its data kept as text: the event is read once,
    // from text, so a problem has a line and column to name its key path by.
    #[derive(Deserialize)]
    struct Raw<'a> {
        schema: Option<Value>,
        #[serde(borrow)]
        data: Option<&'a serde_json::value::RawValue>,
    }
    let raw: Raw = serde_json::from_str(text).map_err(|e| match e.classify() {
        serde_json::error::Category::Data => DecodeError::at("", "expected an object with \"schema\" and \"data\""),
        _ => DecodeError::at("", format!("not valid JSON (line {}, column {}): {e}", e.line(), e.column())),
    })?;
    let schema = match raw.schema {
        None => return Err(DecodeError::at("schema", "missing")),
        Some(v) => {
            v.as_u64().filter(|n| *n >= 1 && *n <= u32::MAX as u64).ok_or_else(|| DecodeError::at("schema", format!("expected a schema number, found {v}")))?
                as u32
        }
    };
    let data = raw.data.ok_or_else(|| DecodeError::at("data", "missing"))?;
    if schema == PARTS_SCHEMA {
        return Err(DecodeError::at("schema", "the head of an event stored in parts, not a whole event"));
    }
    // Schema 1 differs only in a chess command's `"kind":"chess"`, which reads as it is.
    if schema == SCHEMA || schema == 1 {
        return read_data(data.get());
    }
    let value: Value = serde_json::from_str(data.get()).map_err(|e| DecodeError::at("data", e.to_string()))?;
    let migrated = migrate(schema, value)?;
    read_data(&migrated.to_string())
}

/// Reads an event's data, naming the first problem by its key path.
pub fn read_data<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, DecodeError> {
    serde_json::from_str::<T>(text).map_err(|e| {
        // The byte the error points at: its line and column in the text.
        let offset = text.split_inclusive('\n').take(e.line().saturating_sub(1)).map(str::len).sum::<usize>() + e.column().saturating_sub(1);
        // serde_json adds " at line L column C"; the path says where instead.
        let message = e.to_string();
        let message = message.rsplit_once(" at line ").map(|x| x.0.to_string()).unwrap_or(message);
        // A missing field is the object's problem, not its last key's.
        let path = path_at(text, offset, message.starts_with("missing field"));
        DecodeError::at(path, message).within("data")
    })
}

/// The key path (`participants[0].name`) at byte `offset` of one-line JSON:
/// the keys and indices of the objects and lists open there (less the
/// innermost object's key when `object` says the object itself is meant).
pub fn path_at(text: &str, offset: usize, object: bool) -> String {
    enum Open {
        Object { key: Option<String>, expect_key: bool },
        List(usize),
    }
    let bytes = text.as_bytes();
    let mut stack: Vec<Open> = Vec::new();
    let mut i = 0;
    while i < bytes.len().min(offset) {
        match bytes[i] {
            b'{' => stack.push(Open::Object { key: None, expect_key: true }),
            b'[' => stack.push(Open::List(0)),
            b'}' | b']' => {
                stack.pop();
            }
            b',' => match stack.last_mut() {
                Some(Open::List(n)) => *n += 1,
                Some(Open::Object { expect_key, .. }) => *expect_key = true,
                None => {}
            },
            b'"' => {
                // A string: a key where one is expected, else a value to skip.
                let start = i + 1;
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                if let Some(Open::Object { key, expect_key }) = stack.last_mut() {
                    if *expect_key {
                        *key = serde_json::from_str::<String>(&text[start - 1..(i + 1).min(text.len())]).ok();
                        *expect_key = false;
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    if object {
        if let Some(Open::Object { key, .. }) = stack.last_mut() {
            *key = None;
        }
    }
    let mut path = String::new();
    for open in &stack {
        match open {
            Open::Object { key: Some(k), .. } => {
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(k);
            }
            Open::Object { key: None, .. } => {}
            Open::List(n) => path.push_str(&format!("[{n}]")),
        }
    }
    path
}

/// The revision of a stored event, read without building the event (a save
/// checks it on every result, and a big evening's event is large).
pub fn peek_revision(text: &str) -> Option<u64> {
    // Quick: the envelope's schema and the event's revision come before its
    // log, so they are read off the start of the text (a 400-team event's is
    // 1.6 MB) when the text is as `encode` writes it; else it is parsed.
    if let Some(quick) = peek_start(text) {
        return quick;
    }
    #[derive(Deserialize)]
    struct Data {
        revision: u64,
    }
    let envelope: Envelope<Data> = serde_json::from_str(text).ok()?;
    (envelope.schema <= PARTS_SCHEMA).then_some(envelope.data.revision)
}

/// The schema and revision read off the start of the text as `encode`
/// writes it: `{"schema":N,"data":{...,"revision":R,` with no object or
/// array opened before the revision (so no other field can be named so).
/// None when the text does not start so.
fn peek_start(text: &str) -> Option<Option<u64>> {
    // A text cut short (a damaged store) is parsed, and refused there.
    let rest = text.strip_prefix("{\"schema\":").filter(|_| text.ends_with("}}"))?;
    let digits = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
    let n = digits(rest);
    let schema: u32 = rest[..n].parse().ok()?;
    // A stored head lists its parts (hex, digits, colons and spaces) before its data.
    let rest = match rest[n..].strip_prefix(",\"parts\":\"") {
        Some(lists) => lists.split_once(",\"data\":{")?.1,
        None => rest[n..].strip_prefix(",\"data\":{")?,
    };
    let at = rest.find("\"revision\":")?;
    if rest[..at].contains(['{', '[']) {
        return None;
    }
    let rest = &rest[at + "\"revision\":".len()..];
    let n = digits(rest);
    let revision: u64 = rest[..n].parse().ok()?;
    Some((schema <= PARTS_SCHEMA).then_some(revision))
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
    // No step yet: schema 2 only stopped writing a chess command's kind,
    // and reads schema 1's as it is. A step from N to N+1 goes here as
    // `if schema <= N { data = vN_to_vN1(data)? }`.
    Ok(data)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Event;
    use crate::event::Format;

    #[test]
    fn an_event_round_trips() {
        let mut e = Event::new("e1".into(), "Club night", Format::ChessTeamSwiss, "2026-11-29", 42).unwrap();
        e.add_participant("Knights").unwrap();
        let text = encode(&e);
        assert!(text.starts_with("{\"schema\":2,\"data\":{"));
        assert_eq!(decode(&text), Ok(e));
    }

    #[test]
    fn problems_are_reported_with_their_place() {
        let bad = r#"{"schema":1,"data":{"id":"e1","name":"X","format":"bridge_pairs","date":"2026-01-01","created":1,"modified":1,"revision":1,"participants":[{"number":1,"name":7}]}}"#;
        let err = decode::<Event>(bad).unwrap_err();
        assert_eq!(err.path, "data.participants[0].name");
        assert_eq!(err.to_string(), "at data.participants[0].name: invalid type: integer `7`, expected a string");

        let err = decode::<Event>(r#"{"schema":1,"data":{"id":"e1"}}"#).unwrap_err();
        assert_eq!(err.to_string(), "at data: missing field `name`");
        let nested = r#"{"schema":1,"data":{"id":"e1","name":"X","format":"bridge_pairs","date":"2026-01-01","created":1,"modified":1,"revision":1,"participants":[{"number":1,"name":"A"},{"number":2}]}}"#;
        assert_eq!(decode::<Event>(nested).unwrap_err().to_string(), "at data.participants[1]: missing field `name`");

        let err = decode::<Event>(r#"{"schema":1,"data":{"id":"e1","name":"X","format":"poker","date":"2026-01-01","created":1,"modified":1,"revision":1}}"#)
            .unwrap_err();
        assert_eq!(err.path, "data.format");
    }

    #[test]
    fn a_key_path_at_a_place_in_the_text() {
        let text = r#"{"a":[1,{"b\"c":"x,]"},{"d":{"e":[7,8]}}],"f":2}"#;
        assert_eq!(path_at(text, text.find('7').unwrap_or(0), false), "a[2].d.e[0]");
        assert_eq!(path_at(text, text.find('8').unwrap_or(0), false), "a[2].d.e[1]");
        assert_eq!(path_at(text, text.find("x,").unwrap_or(0) + 3, false), "a[1].b\"c", "commas and brackets inside strings are text");
        assert_eq!(path_at(text, text.find("\"f\"").unwrap_or(0) + 4, false), "f");
        assert_eq!(path_at(text, text.find("\"f\"").unwrap_or(0) + 4, true), "", "the object itself");
        assert_eq!(path_at(text, text.find('8').unwrap_or(0), true), "a[2].d.e[1]", "a list keeps its index");
        assert_eq!(path_at(text, 0, false), "");
        assert_eq!(path_at("{\"a\":", 99, false), "a", "past the end");
    }

    #[test]
    fn envelopes_are_checked_before_the_data() {
        assert_eq!(decode::<Event>("{").unwrap_err().path, "");
        assert!(decode::<Event>("{").unwrap_err().message.starts_with("not valid JSON (line 1, column 1)"));
        assert_eq!(decode::<Event>("[]").unwrap_err().message, "expected an object with \"schema\" and \"data\"");
        assert_eq!(decode::<Event>(r#"{"data":{}}"#).unwrap_err().to_string(), "at schema: missing");
        assert_eq!(decode::<Event>(r#"{"schema":"1","data":{}}"#).unwrap_err().to_string(), "at schema: expected a schema number, found \"1\"");
        assert_eq!(decode::<Event>(r#"{"schema":0,"data":{}}"#).unwrap_err().path, "schema");
        assert_eq!(decode::<Event>(r#"{"schema":1}"#).unwrap_err().to_string(), "at data: missing");
        let newer = decode::<Event>(r#"{"schema":4,"data":{}}"#).unwrap_err();
        assert_eq!(newer.to_string(), "at schema: schema 4 was written by a newer Clubscore (this one reads up to 2); update Clubscore to open it");
        let head = decode::<Event>(r#"{"schema":3,"data":{},"parts":[]}"#).unwrap_err();
        assert_eq!(head.to_string(), "at schema: the head of an event stored in parts, not a whole event");
    }

    #[test]
    fn the_revision_is_read_without_the_rest() {
        let mut e = Event::new("e1".into(), "Club night", Format::ChessTeamSwiss, "2026-11-29", 42).unwrap();
        e.revision = 17;
        assert_eq!(peek_revision(&encode(&e)), Some(17));
        assert_eq!(peek_revision("{\"schema\":1,\"data\":{\"revision\":3,\"anything\":[1,2]}}"), Some(3));
        assert_eq!(peek_revision("{\"schema\":9,\"data\":{\"revision\":3}}"), None);
        assert_eq!(peek_revision("garbage"), None);
        // Read off the start as encode writes it, and the same when it cannot be (a name with brackets, a text cut short).
        assert_eq!(peek_start(&encode(&e)), Some(Some(17)));
        let mut bracketed = e.clone();
        bracketed.name = "Cup [B] \"revision\":9 {x}".into();
        assert_eq!(peek_start(&encode(&bracketed)), None);
        assert_eq!(peek_revision(&encode(&bracketed)), Some(17));
        let whole = encode(&e);
        assert_eq!(peek_revision(&whole[..whole.len() - 1]), None, "cut short: not read, so not saved over");
        assert_eq!(peek_revision("{\"schema\":9,\"data\":{\"id\":\"a\",\"revision\":3}}"), None, "a newer schema");
    }

    #[test]
    fn within_joins_paths() {
        assert_eq!(DecodeError::at("data.name", "m").within("events[2]").path, "events[2].data.name");
        assert_eq!(DecodeError::at("", "m").within("events[2]").path, "events[2]");
        assert_eq!(DecodeError::at("[1]", "m").within("events").path, "events[1]");
        assert_eq!(DecodeError::at("x", "m").within("").path, "x");
    }
}
