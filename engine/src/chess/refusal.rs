//! Why the tournament refused an arbiter's command: one variant per rule,
//! each with the sentence the arbiter reads. Nothing is changed by a refusal.

/// Why a command was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    NoTeamName,
    /// Team names are unique, whatever their case.
    TeamExists(String),
    RoundRobinClosed,
    NoPlayerName,
    NoTeam(u32),
    BoardsFixed,
    BoardCount,
    LotNeedsTypedRatings,
    ExchangeNeedsEqualRatings,
    LotAfterRoundOne,
    RoundRobinNumbersFixed,
    /// Team numbers may be corrected only until round `until` is paired; `paired` are.
    RenumberTooLate {
        paired: u32,
        until: u32,
    },
    OrderIncomplete,
    NotRoundRobin,
    AlreadyPaired,
    TooFewTeams,
    /// A round robin is paired whole, not round by round.
    RoundRobinAllAtOnce,
    /// This round still has matches without every result.
    RoundOpen(u32),
    /// A team (by name) given twice in one round.
    TeamTwice(String),
    /// A team (by name) that has withdrawn.
    Withdrawn(String),
    NoMatch {
        round: u32,
        number: usize,
    },
    /// A team (by name) that does not play in the match.
    NotInMatch(String),
    LineUpFixed,
    /// A line-up lists one player or empty board per board: this many.
    LineUpLength(usize),
    NotOnRoster {
        player: u32,
        team: String,
    },
    PlayerTwice,
    RosterOrder,
    DecidedMatch,
    NoBoard(u32),
    BoardUnfilled(u32),
    NothingAdjourned,
    /// No legal pairing for the next Swiss round: the pairing's account, and
    /// the rules in force that block it.
    NoPairing(String),
    NoPlayer(u32),
    /// A team (by name) that is in a paired round: it withdraws instead.
    TeamInARound(String),
    /// A player (by name) who has sat on a board.
    PlayerHasPlayed(String),
    SystemFixed,
    ScoringFixed,
    NothingPaired,
    /// A round whose matches have results or decisions.
    RoundHasResults(u32),
    /// A log entry this version does not know (made by a newer one).
    UnknownCommand,
    /// A whole tournament taken in (a backup's start) beyond what any event holds: what, and the limit.
    Unsound(String),
    /// Settings no form could have made (a file's): what is out of range.
    UnsoundSettings(String),
    /// A round neither paired nor the next to pair.
    NoRound(u32),
    /// A player (by name) who already has a board in the round.
    HasABoard {
        name: String,
        round: u32,
    },
    /// A player (by name) marked absent for the round.
    MarkedAbsent {
        name: String,
        round: u32,
    },
    NoLooseBoard {
        round: u32,
        number: usize,
    },
    LooseHasResult,
    RoundNotPaired(u32),
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::NoTeamName => write!(f, "A team needs a name."),
            Refusal::TeamExists(name) => write!(f, "There is already a team called {name}."),
            Refusal::RoundRobinClosed => write!(f, "The round robin is paired: a team can no longer join."),
            Refusal::NoPlayerName => write!(f, "A player needs a name."),
            Refusal::NoTeam(t) => write!(f, "There is no team {t}."),
            Refusal::BoardsFixed => write!(f, "Round 1 is paired: the number of boards is fixed."),
            Refusal::BoardCount => write!(f, "A match has 1 to 20 boards."),
            Refusal::ExchangeNeedsEqualRatings => {
                write!(f, "Only two teams of the same team rating exchange their numbers; otherwise regenerate the numbers from the ratings.")
            }
            Refusal::LotNeedsTypedRatings => {
                write!(f, "The order is drawn by lot only when each team's rating is typed in: otherwise the numbers follow the ratings.")
            }
            Refusal::LotAfterRoundOne => write!(f, "Round 1 is paired: the order can no longer be drawn."),
            Refusal::RoundRobinNumbersFixed => write!(f, "A round robin's table was drawn over the numbers: they cannot change once it is paired."),
            Refusal::RenumberTooLate { paired, until } => {
                write!(f, "Round {paired} is paired: team numbers can be corrected only until round {until} is paired.")
            }
            Refusal::OrderIncomplete => write!(f, "The new order must list every team once."),
            Refusal::NotRoundRobin => write!(f, "Only a round robin is paired all at once."),
            Refusal::AlreadyPaired => write!(f, "The round robin is already paired."),
            Refusal::TooFewTeams => write!(f, "A round robin needs at least two teams."),
            Refusal::RoundRobinAllAtOnce => write!(f, "A round robin is paired all at once."),
            Refusal::RoundOpen(r) => write!(f, "Round {r} still has matches without every result (mark an unfinished one adjourned to pair on)."),
            Refusal::TeamTwice(name) => write!(f, "{name} appears twice in the round."),
            Refusal::Withdrawn(name) => write!(f, "{name} has withdrawn."),
            Refusal::NoMatch { round, number } => write!(f, "There is no match {number} in round {round}."),
            Refusal::NotInMatch(name) => write!(f, "{name} does not play in this match."),
            Refusal::LineUpFixed => write!(f, "The match has a result: its line-ups can no longer change."),
            Refusal::LineUpLength(boards) => write!(f, "A line-up has {boards} boards."),
            Refusal::NotOnRoster { player, team } => write!(f, "Player {player} is not on {team}'s roster."),
            Refusal::PlayerTwice => write!(f, "A player can sit on only one board."),
            Refusal::RosterOrder => write!(f, "The board order follows the roster: a player listed lower cannot sit above one listed higher."),
            Refusal::DecidedMatch => write!(f, "The match was forfeited by decision: withdraw the decision first."),
            Refusal::NoBoard(b) => write!(f, "There is no board {b}."),
            Refusal::BoardUnfilled(b) => write!(f, "Board {b} is not filled on both sides: its result is a forfeit."),
            Refusal::NothingAdjourned => write!(f, "Every game of this match has its result: nothing is adjourned."),
            Refusal::NoPairing(why) => write!(f, "{why}"),
            Refusal::NoPlayer(p) => write!(f, "There is no player {p}."),
            Refusal::TeamInARound(name) => write!(f, "{name} is in a paired round: withdraw it instead of deleting it."),
            Refusal::Unsound(what) => write!(f, "The tournament taken in is not one Clubscore can hold: {what}."),
            Refusal::UnsoundSettings(what) => write!(f, "These settings cannot be taken: {what}."),
            Refusal::PlayerHasPlayed(name) => write!(f, "{name} has sat on a board: a player who has played stays on the roster."),
            Refusal::SystemFixed => write!(f, "Round 1 is paired: the system is fixed."),
            Refusal::ScoringFixed => write!(f, "Round 1 is paired: the match points are fixed."),
            Refusal::NothingPaired => write!(f, "No round is paired yet."),
            Refusal::RoundHasResults(r) => write!(f, "Round {r} has results: its pairing can no longer be taken back."),
            Refusal::UnknownCommand => write!(f, "This entry was made by a newer version of Clubscore and is not applied here."),
            Refusal::NoRound(r) => write!(f, "Round {r} is neither paired nor the next to pair."),
            Refusal::HasABoard { name, round } => write!(f, "{name} already has a board in round {round}."),
            Refusal::MarkedAbsent { name, round } => write!(f, "{name} is marked absent for round {round}."),
            Refusal::NoLooseBoard { round, number } => write!(f, "There is no board {number} for no team in round {round}."),
            Refusal::LooseHasResult => write!(f, "The board has a result: clear it first."),
            Refusal::RoundNotPaired(r) => write!(f, "Round {r} is not paired."),
        }
    }
}

impl std::error::Error for Refusal {}
