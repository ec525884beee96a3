//! What the chess screens' forms and buttons say to the page, one
//! definition each. The screens write a form's `data-form` and a button's
//! `data-act` from these enums, and the page reads them back through the
//! same lists, so a form or button renamed on one side and not the other
//! cannot be: a new one fails to compile until the decoder handles it.

use crate::markup::Fill;
use std::fmt;

/// A form of the chess screens (its `data-form`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    AddTeam,
    Boards,
    Double,
    Card,
    Player,
    LineUp,
    AddBoard,
    Absent,
    Exchange,
    Scoring,
    Numbers,
    Tiebreaks,
    Choice,
    Clubs,
    Apart,
    Paste,
}

const FORMS: [&str; 16] = [
    "add-team",
    "boards",
    "double",
    "card",
    "player",
    "line-up",
    "add-board",
    "absent",
    "exchange",
    "scoring",
    "numbers",
    "tiebreaks",
    "choice",
    "clubs",
    "apart",
    "paste",
];

impl Form {
    pub const ALL: [Form; 16] = [
        Form::AddTeam,
        Form::Boards,
        Form::Double,
        Form::Card,
        Form::Player,
        Form::LineUp,
        Form::AddBoard,
        Form::Absent,
        Form::Exchange,
        Form::Scoring,
        Form::Numbers,
        Form::Tiebreaks,
        Form::Choice,
        Form::Clubs,
        Form::Apart,
        Form::Paste,
    ];

    pub fn code(self) -> &'static str {
        FORMS[self as usize]
    }

    /// The form a page's `data-form` names; a form no screen writes is said as such.
    pub fn read(code: &str) -> Result<Form, String> {
        Form::ALL.into_iter().find(|f| f.code() == code).ok_or_else(|| format!("Clubscore does not know the form “{code}”."))
    }
}

/// A button of the chess screens (its `data-act`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    // The Teams screen.
    Order,
    Lot,
    Regenerate,
    Up,
    Down,
    Withdraw,
    Reinstate,
    Delete,
    Club,
    PlayerUp,
    PlayerDown,
    PlayerRemove,
    PlayerEdit,
    // The Settings screen.
    ResetTiebreaks,
    ApartRemove,
    // The Pairings screen: the round, a match's tools, a board for no team.
    Pair,
    TakeBack,
    LineUps,
    ToFirst,
    ToSecond,
    Neither,
    NoDecision,
    Seat,
    Adjourn,
    RemoveBoard,
    PrintSheet,
    PrintLineUp,
}

const BUTTONS: [&str; 27] = [
    "order",
    "lot",
    "regenerate",
    "up",
    "down",
    "withdraw",
    "reinstate",
    "delete",
    "club",
    "player-up",
    "player-down",
    "player-remove",
    "player-edit",
    "reset-tiebreaks",
    "apart-remove",
    "pair",
    "take-back",
    "line-ups",
    "first",
    "second",
    "neither",
    "none",
    "seat",
    "adjourn",
    "remove-board",
    "print-sheet",
    "print-line-up",
];

impl Button {
    pub const ALL: [Button; 27] = [
        Button::Order,
        Button::Lot,
        Button::Regenerate,
        Button::Up,
        Button::Down,
        Button::Withdraw,
        Button::Reinstate,
        Button::Delete,
        Button::Club,
        Button::PlayerUp,
        Button::PlayerDown,
        Button::PlayerRemove,
        Button::PlayerEdit,
        Button::ResetTiebreaks,
        Button::ApartRemove,
        Button::Pair,
        Button::TakeBack,
        Button::LineUps,
        Button::ToFirst,
        Button::ToSecond,
        Button::Neither,
        Button::NoDecision,
        Button::Seat,
        Button::Adjourn,
        Button::RemoveBoard,
        Button::PrintSheet,
        Button::PrintLineUp,
    ];

    pub fn code(self) -> &'static str {
        BUTTONS[self as usize]
    }

    /// The button a page's `data-act` names; one no screen writes is said as such.
    pub fn read(code: &str) -> Result<Button, String> {
        Button::ALL.into_iter().find(|b| b.code() == code).ok_or_else(|| format!("Clubscore does not know the button “{code}”."))
    }
}

/// A form or button goes into the markup as its code.
impl Fill for Form {
    fn fill(&self, out: &mut fmt::Formatter) -> fmt::Result {
        out.write_str(self.code())
    }
}

impl Fill for Button {
    fn fill(&self, out: &mut fmt::Formatter) -> fmt::Result {
        out.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each code is its own, and reads back to its form or button.
    #[test]
    fn codes_read_back() {
        assert_eq!((Form::ALL.len(), Button::ALL.len()), (FORMS.len(), BUTTONS.len()));
        assert!(Form::ALL.iter().enumerate().all(|(i, f)| *f as usize == i) && Button::ALL.iter().enumerate().all(|(i, b)| *b as usize == i));
        for f in Form::ALL {
            assert_eq!(Form::read(f.code()), Ok(f));
        }
        for b in Button::ALL {
            assert_eq!(Button::read(b.code()), Ok(b));
        }
        assert_eq!(Form::read("teleport"), Err("Clubscore does not know the form “teleport”.".into()));
        assert_eq!(Button::read(""), Err("Clubscore does not know the button “”.".into()));
    }
}
