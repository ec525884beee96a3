//! The final results handed back to the tables' devices once the session is
//! scored: the event's results page (ranking, every traveller, each board's
//! hands where the session has its deals), for the players to read at their
//! table. Read-only: a device shows it, and nothing it holds is changed.

use serde::{Deserialize, Serialize};

/// Written in every final results file, so a wrong file is named as such.
pub const FINAL_KIND: &str = "clubscore-final-results";

/// The largest results page a device takes (a 999-board session with its
/// hands is well under it).
pub const MOST_BYTES: usize = 8_000_000;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FinalResults {
    pub kind: String,
    pub event_id: String,
    pub event_name: String,
    /// The results page as the scorer shares it (self-contained, no script).
    pub page: String,
}

impl FinalResults {
    pub fn new(event: &crate::bridge::Event, page: String) -> FinalResults {
        FinalResults { kind: FINAL_KIND.into(), event_id: event.id.clone(), event_name: event.name.clone(), page }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a final results file for event `event_id` (another event's,
    /// or another kind of file, is refused with what it is).
    pub fn for_event(text: &str, event_id: &str) -> Result<FinalResults, String> {
        if text.len() > MOST_BYTES {
            return Err(format!("the file is larger than final results can be ({} MB at most)", MOST_BYTES / 1_000_000));
        }
        let read: FinalResults = super::read_kind(text, FINAL_KIND)?;
        if read.event_id != event_id {
            return Err(format!("these are the results of another event, “{}”", read.event_name));
        }
        Ok(read)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_final_results_are_taken_for_their_own_event_only() {
        let e = crate::fixtures::mitchell("ev1", "Tuesday", 3, 2);
        let pack = crate::tables::pack::make(&e, "2468", false, true, false, "salt").unwrap_or_else(|x| unreachable!("{x}"));
        let page = crate::formats::files::bridge(&e, 0, &[]).map(|f| f.text).unwrap_or_default();
        let made = FinalResults::new(&e, page.clone());
        let read = FinalResults::for_event(&made.to_json(), &pack.event_id).unwrap_or_else(|x| unreachable!("{x}"));
        assert_eq!((read.page, read.event_name), (page, "Tuesday".to_string()));
        let other = FinalResults { event_id: "ev2".into(), event_name: "Thursday".into(), ..made.clone() };
        assert_eq!(FinalResults::for_event(&other.to_json(), &pack.event_id), Err("these are the results of another event, “Thursday”".into()));
        assert_eq!(FinalResults::for_event(&pack.to_json(), &pack.event_id), Err("it is a “clubscore-table-pack” file".into()));
        assert!(FinalResults::for_event("{", &pack.event_id).unwrap_err().starts_with("not JSON"));
        let huge = format!("{{\"kind\":\"{FINAL_KIND}\",\"page\":\"{}\"}}", "x".repeat(MOST_BYTES));
        assert_eq!(FinalResults::for_event(&huge, &pack.event_id), Err("the file is larger than final results can be (8 MB at most)".into()));
    }
}
