//! Duplicate bridge: the laws' tables and the scoring methods clubs use.

pub mod board;
pub mod butler;
pub mod contract;
pub mod crossimps;
pub mod director;
pub mod entry;
pub mod field;
pub mod handicap;
pub mod handicap_history;
pub mod impairs;
pub mod imps;
pub mod ladder;
pub mod matchpoints;
pub mod movement;
pub mod pairs;
pub mod ranking;
pub mod ranking_text;
pub mod results;
pub mod session;
pub mod setup;
pub mod swiss;
pub mod swiss_teams;
pub mod teams;
pub mod teams_results;
pub mod traveller;
pub mod vp;
