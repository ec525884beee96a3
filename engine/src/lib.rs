//! Clubscore's engine: the event model both games share, the stored form of an
//! event, the events kept on a device, and the backup file. Plain data and pure
//! functions; no browser crate, so it builds and tests natively.

pub mod archive;
pub mod audit;
pub mod bench;
pub mod bridge;
pub mod chess;
pub mod code;
pub mod envelope;
pub mod event;
pub mod fast_hash;
#[cfg(test)]
mod fixtures;
pub mod formats;
pub mod games;
pub mod kind;
pub mod library;
pub mod markup;
pub mod merge;
pub mod parts;
pub mod schedule;
pub mod sequence;
/// The tests' access to ../shared, shared with the integration tests.
#[cfg(test)]
#[path = "../tests/common/mod.rs"]
mod shared_data;
pub mod sorting;
pub mod stored;
pub mod tables;
pub mod text;

pub use envelope::{DecodeError, SCHEMA};
pub use event::{Event, EventSummary, Format, GameKind};
pub use library::{KeyValue, Library, Listing, StoreError};
