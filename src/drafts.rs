//! What a scorer has typed into a row and not saved yet, kept on the device
//! as it is typed: a reload, leaving the page or a save refused because
//! another tab saved first loses none of it. A draft is not a result (it is
//! not in the event's log); it goes when its row is saved.
//!
//! Kept under `clubscore/draft/<event>/<row>`, the fields as a JSON list.

use crate::storage;
use clubscore_engine::library::KeyValue;
use clubscore_engine::StoreError;
use leptos::prelude::*;

const PREFIX: &str = "clubscore/draft/";

fn key(event: &str, row: &str) -> String {
    format!("{PREFIX}{event}/{row}")
}

/// The fields typed into `row` of `event`, if any.
pub fn load(event: &str, row: &str) -> Option<Vec<String>> {
    let text = storage::local_store().ok()?.get(&key(event, row)).ok()??;
    serde_json::from_str(&text).ok()
}

/// Keeps what is typed; all fields empty removes the draft.
pub fn store(event: &str, row: &str, fields: &[String]) -> Result<(), StoreError> {
    let mut s = storage::local_store()?;
    if fields.iter().all(|f| f.trim().is_empty()) {
        s.remove(&key(event, row))
    } else {
        s.set(&key(event, row), &serde_json::to_string(fields).unwrap_or_default())
    }
}

/// The rows of `event` with a draft, with what was typed.
pub fn all(event: &str) -> Vec<(String, Vec<String>)> {
    let prefix = key(event, "");
    let Ok(s) = storage::local_store() else { return Vec::new() };
    let mut out: Vec<(String, Vec<String>)> = s
        .keys()
        .unwrap_or_default()
        .into_iter()
        .filter_map(|k| {
            let row = k.strip_prefix(&prefix)?.to_string();
            let fields = serde_json::from_str(&s.get(&k).ok()??).ok()?;
            Some((row, fields))
        })
        .collect();
    clubscore_engine::sorting::sort(&mut out);
    out
}

/// Bumped whenever a draft is kept or dropped, for views that list them.
#[derive(Clone, Copy)]
pub struct DraftsChanged(pub RwSignal<u64>);
