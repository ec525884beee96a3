//! Chess team tournaments: the tournament report (TRF) and the team matches
//! and standings rebuilt from it.

pub mod berger;
pub mod colour;
pub mod command;
pub mod flat;
pub mod history;
pub mod html;
pub mod log;
pub mod matches;
pub mod matching;
pub mod pairing;
pub mod paste;
pub mod protocol;
pub mod record;
pub mod refusal;
pub mod reports;
pub mod roster;
pub mod screens;
pub mod session;
pub mod swiss;
pub mod target;
pub mod tiebreak;
pub mod tournament;
pub mod transfer;
pub mod trf;
pub mod type_code;
pub mod words;

pub use target::Chess;

/// A chess event, its log's entries and their actions.
pub type Event = crate::event::Event<Chess>;
pub type LogEntry = crate::event::LogEntry<Chess>;
pub type Action = crate::event::Action<Chess>;
