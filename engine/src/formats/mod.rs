//! Files that leave or enter Clubscore.

pub mod acbl_game;
pub mod backup;
pub mod csv;
pub mod encoding;
pub mod files;
pub mod hand_record;
pub mod html;
pub mod line;
pub mod pbn;
pub mod print;
pub mod recap;
pub mod refused;
pub mod session_file;
pub mod usebio;
pub mod xml;
