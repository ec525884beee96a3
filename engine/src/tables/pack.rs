//! The table pack: what a table device needs to score its table, and nothing
//! of the results. Its `pack_id` fingerprints the movement and the scoring,
//! so results from a pack handed out before the movement changed are known.

use crate::bridge::session::BridgeSetup;
use crate::bridge::Event;
use crate::event::{Participant, Schedule};
use crate::Format;
use serde::{Deserialize, Serialize};

/// Written in every pack file, so a wrong file is named as such.
pub const PACK_KIND: &str = "clubscore-table-pack";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TablePack {
    pub kind: String,
    pub version: u32,
    pub event_id: String,
    pub pack_id: String,
    pub name: String,
    pub format: Format,
    pub date: String,
    pub participants: Vec<Participant>,
    /// Only where the movement cannot be built again from `bridge` (a Swiss,
    /// paired round by round): the pack stays small enough for a few QR codes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedule: Option<Schedule>,
    pub bridge: BridgeSetup,
    /// The director's PIN to unlock a table device, as a fingerprint (it is
    /// not shown on the device; four digits are no secret from a determined
    /// player, only a guard against a slip).
    pub pin: String,
    /// Whether the table device asks for the opening lead.
    #[serde(default)]
    pub ask_lead: bool,
    /// Whether the table device shows each result's score once it is saved,
    /// before the next board (a table device has its own results only, not
    /// a traveller; the stored name is kept for the packs already made).
    #[serde(default)]
    pub show_traveller: bool,
    /// East–West accept a result by typing their pair number rather than
    /// with a tap (a guard against North–South accepting for them).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub confirm_by_number: bool,
    /// The session's deals (PBN from North), where the scorer asked that a
    /// table device show each board's hands once it is played there: none
    /// otherwise (a pack without them shows no hand to anyone).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deals: Vec<(u32, String)>,
    /// The start of the event's file names as the scorer's device made it
    /// (`formats::files::stem`): a table device names its results file with
    /// it without carrying the naming rules (none in packs made before).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub stem: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackError {
    NotSetUp,
    Pin,
    /// The hands asked for, and the session has no deals.
    NoDeals,
    /// The file is not a table pack; what it looked like.
    NotAPack(String),
}

impl std::fmt::Display for PackError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PackError::NotSetUp => write!(f, "set the session up first: a table pack carries its movement"),
            PackError::Pin => write!(f, "the director's PIN is 4 to 8 digits"),
            PackError::NoDeals => write!(f, "the session has no deals to show: deal the boards first, on its boards page"),
            PackError::NotAPack(why) => write!(f, "this is not a Clubscore table pack ({why})"),
        }
    }
}

impl std::error::Error for PackError {}

/// FNV-1a, 64 bits: a fingerprint, not a secret.
fn fingerprint(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// The fingerprint of what a table plays: the schedule and the scoring.
pub fn pack_id(event: &Event) -> String {
    let basis = serde_json::to_string(&(&event.id, &event.schedule, &event.setup)).unwrap_or_default();
    fingerprint(basis.as_bytes())
}

/// The PIN as packs made before kept it (an unsalted fingerprint): still
/// read, so a pack already handed out keeps working.
fn old_pin_print(event_id: &str, pin: &str) -> String {
    fingerprint(format!("{event_id}:{pin}").as_bytes())
}

/// `salt`: a value of this pack's own (random, from the page), so no two packs keep a PIN alike.
/// `show_hands`: the pack carries the session's deals, for each table
/// device to show a board's hands once it is played there (refused when
/// the session has none).
pub fn make(event: &Event, pin: &str, ask_lead: bool, show_traveller: bool, show_hands: bool, salt: &str) -> Result<TablePack, PackError> {
    let bridge = event.setup.ok_or(PackError::NotSetUp)?;
    if !(4..=8).contains(&pin.len()) || !pin.chars().all(|c| c.is_ascii_digit()) {
        return Err(PackError::Pin);
    }
    let deals = match show_hands {
        true => crate::bridge::deals::texts(event).map(|(_, set)| set.to_vec()).filter(|d| !d.is_empty()).ok_or(PackError::NoDeals)?,
        false => Vec::new(),
    };
    Ok(TablePack {
        kind: PACK_KIND.into(),
        version: 1,
        event_id: event.id.clone(),
        pack_id: pack_id(event),
        name: event.name.clone(),
        format: event.format,
        date: event.date.clone(),
        participants: event.participants.iter().map(|p| Participant { members: Vec::new(), handicap: None, ..p.clone() }).collect(),
        // The schedule travels only when the movement would not build it again
        // as it stands (a Swiss, a file's movement, a round seated by hand).
        schedule: (bridge.movement.build().ok().map(|m| m.schedule()).as_ref() != Some(&event.schedule.rounds)).then(|| event.schedule.clone()),
        bridge,
        pin: super::pin::print(pin, salt),
        ask_lead,
        show_traveller,
        confirm_by_number: false,
        deals,
        stem: crate::formats::files::stem(event),
    })
}

impl TablePack {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a pack file; any other file is refused with what it seems to be.
    pub fn from_json(text: &str) -> Result<TablePack, PackError> {
        super::read_kind(text, PACK_KIND).map_err(PackError::NotAPack)
    }

    pub fn pin_ok(&self, pin: &str) -> bool {
        super::pin::matches(&self.pin, pin).unwrap_or_else(|| old_pin_print(&self.event_id, pin) == self.pin)
    }

    /// Who sits where each round: carried, or built again from the movement.
    pub fn schedule(&self) -> Schedule {
        if let Some(s) = &self.schedule {
            return s.clone();
        }
        let mut scratch =
            Event::new(self.event_id.clone(), "table", self.format, "2000-01-01", 0).unwrap_or_else(|_| self.event(Vec::new(), Schedule::default()));
        match crate::bridge::session::set_up(&mut scratch, self.bridge) {
            Ok(_) => scratch.schedule,
            Err(_) => Schedule::default(),
        }
    }

    /// The tables of the movement.
    pub fn tables(&self) -> Vec<u32> {
        let mut t: Vec<u32> = self.schedule().rounds.iter().flat_map(|r| r.sittings.iter().map(|s| s.table)).filter(|&t| t > 0).collect();
        crate::sorting::sort(&mut t);
        t.dedup();
        t
    }

    /// The event as the table device holds it: the movement and the pairs,
    /// with `log` its own results so far.
    pub fn table_event(&self, log: Vec<crate::bridge::LogEntry>) -> Event {
        self.event(log, self.schedule())
    }

    fn event(&self, log: Vec<crate::bridge::LogEntry>, schedule: Schedule) -> Event {
        Event {
            id: self.event_id.clone(),
            name: self.name.clone(),
            format: self.format,
            date: self.date.clone(),
            created: 0,
            modified: 0,
            revision: 0,
            participants: self.participants.clone(),
            schedule,
            log,
            setup: Some(self.bridge),
            section: None,
            stored: Default::default(),
        }
    }
}
