//! How a printout shows figures and pair numbers: one setting for every
//! page and file that prints a traveller or a ranking.

use crate::bridge::impairs::ImpMethod;
use crate::bridge::setup::SwissScore;
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
    /// What the ranking's score is: match points, IMPs (a pairs session in
    /// IMPs, a Swiss pairs' running score) or a Swiss pairs' VPs.
    pub score: crate::bridge::setup::SwissScore,
    /// A pairs session scored in IMPs: how (none: match points, or a Swiss pairs, whose boards are Butler's).
    pub imps: Option<ImpMethod>,
}

impl Default for Print {
    fn default() -> Print {
        Print { places: 2, rounding: Rounding::HalfUp, written: Default::default(), score: Default::default(), imps: None }
    }
}

impl Print {
    pub fn mp(&self, x: Option<f64>) -> Option<String> {
        x.map(|v| rounded(v, self.places, self.rounding))
    }

    /// Whether each board is shown in IMPs (a pairs session in IMPs, a Swiss pairs in IMPs or VPs).
    pub fn boards_in_imps(&self) -> bool {
        self.imps.is_some() || self.score != SwissScore::MatchPoints
    }

    /// A board's IMPs as printed: whole, signed (+6, -6); averaged cross-IMPs to 2 decimals.
    pub fn imp(&self, x: f64) -> String {
        match self.imps {
            Some(ImpMethod::CrossImps) => format!("{}{}", if x > 0.0 { "+" } else { "" }, crate::text::fixed(x, 2)),
            _ => crate::text::signed_whole(x),
        }
    }

    /// How a results file names the boards' scoring: PBN's Scoring tag
    /// (none for match points), as its readers read it back (a Butler
    /// ranked per board is known again by its totals, as Ruter's is).
    pub fn pbn_scoring(&self) -> Option<String> {
        match self.imps {
            Some(ImpMethod::CrossImpsTotal) => Some("IMP;Cross".into()),
            Some(ImpMethod::CrossImps) => Some("IMP;Cross;Mean".into()),
            // Ruter's number: the scores dropped in all, half at each end.
            Some(ImpMethod::Butler(Some(k)) | ImpMethod::ButlerPerBoard(Some(k))) => Some(format!("IMP;Butler-{}", 2 * k)),
            Some(ImpMethod::Butler(None) | ImpMethod::ButlerPerBoard(None)) => Some("IMP;Butler".into()),
            None if self.score != SwissScore::MatchPoints => Some("IMP;Butler".into()),
            None => None,
        }
    }

    /// USEBIO's BOARD_SCORING_METHOD for the boards (USEBIO names no
    /// totalled cross-IMPs nor a Butler's trim: Clubscore writes them as
    /// CROSS_IMPS_TOTAL and BUTLER-n, n the scores dropped in all, and reads them back).
    pub fn usebio_scoring(&self) -> String {
        match self.imps {
            Some(ImpMethod::CrossImps) => "CROSS_IMPS".into(),
            Some(ImpMethod::CrossImpsTotal) => "CROSS_IMPS_TOTAL".into(),
            Some(ImpMethod::Butler(Some(k)) | ImpMethod::ButlerPerBoard(Some(k))) => format!("BUTLER-{}", 2 * k),
            Some(ImpMethod::Butler(None) | ImpMethod::ButlerPerBoard(None)) => "BUTLER".into(),
            None if self.score != SwissScore::MatchPoints => "BUTLER".into(),
            None => "MATCH_POINTS".into(),
        }
    }
}
