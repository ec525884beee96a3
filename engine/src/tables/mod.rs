//! Tablets at the tables, with no network: the scorer hands each table a
//! small "table pack" (the movement, the pairs, the scoring; no results), the
//! table device enters its results, and they travel back as a results file
//! (or QR codes) that the scorer's device merges entry by entry.

pub mod device;
pub mod final_results;
pub mod pack;
pub mod pin;
pub mod qr;
pub mod results;
pub mod stored;

/// Where a table device leaves results read from QR codes for the scorer's
/// side, which takes them in: `clubscore/inbox/<time>`.
pub const INBOX: &str = "clubscore/inbox/";

/// Reads a table file of `kind` ("clubscore-table-pack", ...): the kind first,
/// so another file is named as such rather than as a missing field.
fn read_kind<T: serde::de::DeserializeOwned>(text: &str, kind: &str) -> Result<T, String> {
    #[derive(serde::Deserialize)]
    struct Kind {
        kind: Option<String>,
    }
    let found: Kind = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    match found.kind.as_deref() {
        Some(k) if k == kind => serde_json::from_str(text).map_err(|e| e.to_string()),
        Some(other) => Err(format!("it is a “{other}” file")),
        None => Err("it has no kind".into()),
    }
}
