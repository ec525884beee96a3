//! A value the user edits, seeded from what the page shows and back to it
//! whenever that changes (another tab's save, a new round, another board):
//! derived from the two, where an effect copying one into the other runs
//! after the render and writes twice.

use leptos::prelude::*;

pub struct Edited<T: Clone + PartialEq + Send + Sync + 'static> {
    shown: Memo<T>,
    /// What the user set, and what was shown when he set it.
    typed: RwSignal<Option<(T, T)>>,
}

impl<T: Clone + PartialEq + Send + Sync + 'static> Clone for Edited<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Clone + PartialEq + Send + Sync + 'static> Copy for Edited<T> {}

impl<T: Clone + PartialEq + Send + Sync + 'static> Edited<T> {
    pub fn new(shown: Memo<T>) -> Self {
        Edited { shown, typed: RwSignal::new(None) }
    }

    /// What the user set, while what it was set over is still shown; else what is shown.
    pub fn get(&self) -> T {
        let now = self.shown.get();
        self.typed.with(|t| match t {
            Some((over, value)) if *over == now => value.clone(),
            _ => now,
        })
    }

    pub fn get_untracked(&self) -> T {
        untrack(|| self.get())
    }

    pub fn set(&self, value: T) {
        self.typed.set(Some((self.shown.get_untracked(), value)));
    }

    pub fn update(&self, change: impl FnOnce(&mut T)) {
        let mut value = self.get_untracked();
        change(&mut value);
        self.set(value);
    }
}
