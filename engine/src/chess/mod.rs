//! Chess team tournaments: the tournament report (TRF) and the team matches
//! and standings rebuilt from it.

pub mod berger;
pub mod colour;
pub mod matches;
pub mod matching;
pub mod record;
pub mod reports;
pub mod tiebreak;
pub mod tournament;
pub mod transfer;
pub mod trf;
