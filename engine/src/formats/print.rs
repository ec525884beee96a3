//! How a printout shows figures and pair numbers: one setting for every
//! page and file that prints a traveller or a ranking.

use crate::text::{rounded, Rounding};

/// How a printout shows a traveller's match points: 2 decimals rounded half
/// up by default; Compscore prints 1 decimal rounded half to even. The
/// arithmetic and the totals never change with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Print {
    pub places: usize,
    pub rounding: Rounding,
    /// Pair numbers as the club writes them ("EW 3" for a Mitchell numbered from 1).
    pub written: crate::bridge::numbering::Numbering,
    /// What the ranking's score is: match points, or a Swiss pairs' IMPs or VPs.
    pub score: crate::bridge::setup::SwissScore,
}

impl Default for Print {
    fn default() -> Print {
        Print { places: 2, rounding: Rounding::HalfUp, written: Default::default(), score: Default::default() }
    }
}

impl Print {
    pub fn mp(&self, x: Option<f64>) -> Option<String> {
        x.map(|v| rounded(v, self.places, self.rounding))
    }
}
