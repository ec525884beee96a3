//! Duplicate bridge: the laws' tables and the scoring methods clubs use.

pub mod as_printed;
pub mod board;
pub mod butler;
pub mod command;
pub mod contract;
pub mod crossimps;
pub mod deal;
pub mod deals;
pub mod director;
pub mod double_dummy;
pub mod entry;
pub mod field;
pub mod handicap;
pub mod handicap_history;
pub mod impairs;
pub mod import;
pub mod imps;
pub mod individual;
pub mod ladder;
pub mod league;
pub mod line_up;
pub mod matchpoints;
pub mod movement;
pub mod numbering;
pub mod pairs;
pub mod ranking;
pub mod ranking_text;
pub mod results;
pub mod scored;
pub mod seating;
pub mod session;
pub mod setup;
pub mod setup_form;
pub mod swiss;
pub mod swiss_pairs;
pub mod swiss_teams;
pub mod teams;
pub mod teams_results;
pub mod traveller;
pub mod vp;
pub mod words;

pub use results::Bridge;

/// A bridge event, its log's entries and their actions.
pub type Event = crate::event::Event<Bridge>;
pub type LogEntry = crate::event::LogEntry<Bridge>;
pub type Action = crate::event::Action<Bridge>;
