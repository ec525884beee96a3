//! What of an event's log the device's store holds (see [`crate::parts`]):
//! kept with the event in memory, never in a file, so that a save writes
//! only the entries the store does not hold yet, and its seating only when
//! it changed.

use crate::schedule::Schedule;
use std::sync::Arc;

/// One part of the log as a stored head lists it: its checksum (which names
/// its key), its entries and its characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part(pub u64, pub usize, pub usize);

/// The parts the store held of the log when the library last read or wrote
/// it, and the last entry they hold (its id's checksum). It is not part of what the event is:
/// two events compare equal whatever their marks.
#[derive(Clone, Debug, Default)]
pub struct Stored {
    parts: Vec<Part>,
    last: Option<u64>,
    /// Read from an archive: the store takes no change to it until it is brought back.
    archived: bool,
    /// The seating's part, and the seating it holds (compared whole, never by
    /// a hash: a change must never be taken for none).
    seating: Option<(Part, Arc<Schedule>)>,
}

impl PartialEq for Stored {
    fn eq(&self, _: &Stored) -> bool {
        true
    }
}

impl Stored {
    /// The mark of a log stored whole in `parts`, its last entry's id's checksum `last`.
    pub fn of(parts: Vec<Part>, last: Option<u64>) -> Stored {
        Stored { parts, last, ..Stored::default() }
    }

    /// The same, the store holding `seating` in its part.
    pub fn with_seating(self, seating: Option<(Part, Arc<Schedule>)>) -> Stored {
        Stored { seating, ..self }
    }

    /// The seating's part as the store holds it, if the stored head still
    /// lists it (`listed`) and it holds `schedule` as it is.
    pub fn seating(&self, schedule: &Schedule, listed: Option<Part>) -> Option<(Part, Arc<Schedule>)> {
        let (part, held) = self.seating.as_ref()?;
        (listed == Some(*part) && **held == *schedule).then(|| (*part, held.clone()))
    }

    /// The mark of an event read from its archive.
    pub fn archive() -> Stored {
        Stored { archived: true, ..Stored::default() }
    }

    pub fn is_archived(&self) -> bool {
        self.archived
    }

    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// How many of a log's first entries the store holds as they are: the
    /// stored head still lists these parts (`listed`), and the log still ends
    /// their entries with the same one (`id_at(i)`: the checksum of entry
    /// `i`'s id, none past the log's end). None when that cannot be told.
    pub fn holds(&self, listed: &[Part], id_at: impl Fn(usize) -> Option<u64>) -> Option<usize> {
        let k: usize = self.parts.iter().map(|p| p.1).sum();
        let last = match k {
            0 => None,
            _ => Some(id_at(k - 1)?),
        };
        (listed == self.parts.as_slice() && last == self.last).then_some(k)
    }

    /// Forgets what the store holds: the log was changed other than by
    /// adding to it (a repair, a merge), so the next save writes it whole.
    pub fn forget(&mut self) {
        *self = Stored::default();
    }
}
