//! The stored events as every view sees them: a signal bumped after each
//! write (here or in another tab), and the one way to write that tells the
//! views or the user.

use leptos::prelude::*;

/// Bumped after every write to the stored events; views that list or show
/// events read it, so they are derived from storage, never kept in sync by hand.
#[derive(Clone, Copy)]
pub struct Changes(pub RwSignal<u64>, pub RwSignal<u64>);

impl Changes {
    /// A change made here.
    pub fn bump(self) {
        self.0.update(|n| *n += 1);
    }
    /// A change made in another tab (the storage event).
    pub fn bump_foreign(self) {
        self.1.update(|n| *n += 1);
        self.bump();
    }
    /// Follows every change to the stored events.
    pub fn track(self) {
        self.0.track();
    }
    /// Follows only the changes other tabs make.
    pub fn track_foreign(self) {
        self.1.track();
    }
}

pub fn use_changes() -> Changes {
    expect_context::<Changes>()
}

/// Runs a change to the stored events: on success every view is told; on
/// failure the user is told why, and what was saved before is untouched.
#[derive(Clone, Copy)]
pub struct Writer {
    pub notices: crate::notice::Notices,
    pub changes: Changes,
}

impl Writer {
    /// Takes the contexts; call it in a component's body, not in a handler.
    pub fn get() -> Writer {
        Writer { notices: crate::notice::use_notice(), changes: use_changes() }
    }

    pub fn run<T>(
        self,
        f: impl FnOnce(&mut clubscore_engine::Library<crate::storage::LocalStore>) -> Result<T, clubscore_engine::StoreError>,
    ) -> Result<T, clubscore_engine::StoreError> {
        let result = crate::storage::library().and_then(|mut lib| f(&mut lib));
        match &result {
            Ok(_) => self.changes.bump(),
            Err(e) => self.notices.store_error(e),
        }
        result
    }
}
