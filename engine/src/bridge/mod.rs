//! Duplicate bridge: the laws' tables and the scoring methods clubs use.

pub mod board;
pub mod contract;
pub mod crossimps;
pub mod imps;
pub mod matchpoints;
pub mod pairs;
pub mod ranking;
pub mod vp;
