//! Files that leave or enter Clubscore.

pub mod backup;
pub mod csv;
pub mod html;
pub mod pbn;
pub mod recap;
pub mod usebio;
