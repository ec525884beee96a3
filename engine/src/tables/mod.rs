//! Tablets at the tables, with no network: the scorer hands each table a
//! small "table pack" (the movement, the pairs, the scoring; no results), the
//! table device enters its results, and they travel back as a results file
//! (or QR codes) that the scorer's device merges entry by entry.

pub mod device;
pub mod pack;
pub mod qr;
pub mod results;
