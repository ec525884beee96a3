//! Team tie-breaks of FIDE C.07 over a tournament's record, in the
//! TRF-2026 record-202 spelling (`BH:MP/C1`, `EMGSB`, `EDE`, ...), and the
//! final order they give. Every value keeps its working: per round, the
//! opponent (or the bye) and what it contributed, cut ones marked.
//!
//! Unplayed rounds follow Art. 16 in a Swiss (the opponents' scores adjusted
//! for requested byes at the end, the team's own unplayed rounds played
//! against a dummy with its own score, capped from the 2026 edition on, and
//! the cut exception for voluntary unplayed rounds) and Art. 15.2 in a round
//! robin (forfeits are matches like any other; a bye is no opponent).

use super::record::{Entry, Points, Record};

/// Which edition of C.07: the one in force at the tournament's start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edition {
    /// Applied from 1 August 2024.
    Y2024,
    /// Applied from 1 March 2026 (Art. 16.4: the dummy's score capped).
    Y2026,
}

impl Edition {
    /// The edition for a start date `YYYY/MM/DD` or `YYYY-MM-DD`; without a
    /// date (a report with no 042), the edition in force, as FIDE's checker takes it.
    pub fn for_start(date: &str) -> Edition {
        let digits: String = date.chars().filter(char::is_ascii_digit).collect();
        if digits.len() < 8 || digits.as_str() >= "20260301" {
            Edition::Y2026
        } else {
            Edition::Y2024
        }
    }
}

/// Knock-out tie-breaks (Art. 12) that end an extended direct encounter
/// when exactly two teams are still level (Art. 13.3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Knockout {
    None,
    /// EDEBT: board count, then top board results.
    CountTop,
    /// EDEBB: board count, then bottom board elimination.
    CountBottom,
    /// EDET: top board results.
    Top,
    /// EDEB: bottom board elimination.
    Bottom,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Name {
    /// MPTS, GPTS (or PTS: the primary score).
    Score(Option<Points>),
    /// MPvGP: the score the tournament is not ranked by (Art. 13.1).
    OtherScore,
    /// DE (Art. 6) on the primary score.
    DirectEncounter,
    /// EDE and its knock-out endings (Art. 13.3).
    ExtendedEncounter(Knockout),
    /// BC (Art. 12.1): lower is better.
    BoardCount,
    /// TBR (Art. 12.2).
    TopBoard,
    /// BBE (Art. 12.3).
    BottomBoard,
    /// BH (Art. 8.1).
    Buchholz,
    /// SB (Art. 9.1), on one score.
    SonnebornBerger,
    /// EMMSB, EMGSB, EGMSB, EGGSB (Art. 13.2): the opponent's score times the score made against it.
    ExtendedSb { opponent: Points, own: Points },
    /// SSSC (Art. 13.4).
    Sssc,
    /// WIN (Art. 7.1): rounds with a win's match points, played or not.
    Wins,
    /// WON (7.2): matches won over the board.
    Won,
    /// BPG (7.3): matches played over the board with Black on board 1.
    PlayedBlack,
    /// BWG (7.4): matches won over the board with Black on board 1.
    WonBlack,
    /// PS (7.5): the score after each round, summed.
    Progressive,
    /// REP (7.6): the rounds less requested byes and forfeit losses.
    Elected,
    /// STD (7.7).
    Standard,
    /// TPN (7.8): the team number, lower first.
    PairingNumber,
    /// FB (8.3): Buchholz with the last round's matches taken as draws.
    ForeBuchholz,
    /// AOB (8.2): the mean Buchholz of the opponents met over the board.
    OpponentsBuchholz,
    /// KS (9.2): the score made against teams with at least half the most possible.
    Koya,
}

impl Name {
    /// Counts of matches or rounds, which take no score.
    fn counts(self) -> bool {
        matches!(self, Name::Wins | Name::Won | Name::PlayedBlack | Name::WonBlack | Name::Elected | Name::PairingNumber)
    }
}

/// A tie-break as listed: its name, score and modifiers.
#[derive(Clone, Debug, PartialEq)]
pub struct Code {
    /// As written in the list, e.g. `BH:MP/C1` or `MPvGP`.
    pub text: String,
    pub name: Name,
    /// `:MP` or `:GP`; the primary score when not given.
    pub points: Option<Points>,
    /// Cut the lowest values (`/C<n>`), and with `/M<n>` as many highest too.
    pub cut_low: u32,
    pub cut_high: u32,
    /// `/P`: matches decided without a game count as played (Art. 6.1.1, 16).
    pub played_forfeits: bool,
    /// `/K<n>`: the normalising factor of SSSC, instead of the computed one.
    pub normaliser: Option<u32>,
}

/// Why a tie-break code cannot be read; `code` is the code as given (upper case).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// After the colon, not MP or GP.
    NotAScore {
        code: String,
        score: String,
    },
    NotATieBreak(String),
    /// One of the rating tie-breaks for individuals (Art. 10).
    Rating(String),
    /// A count of matches or rounds given a score (`WIN:GP`).
    NoScore(String),
    /// A cut or normaliser without its number.
    NoNumber {
        code: String,
        modifier: String,
    },
    /// A modifier the tie-break does not take.
    Modifier {
        code: String,
        modifier: String,
    },
}

impl std::fmt::Display for CodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CodeError::NotAScore { code, score } => write!(f, "{code}: “{score}” is not a score (MP or GP)"),
            CodeError::NotATieBreak(name) => write!(f, "“{name}” is not a team tie-break (MPTS, GPTS, MPvGP, DE, EDE, EDEBT, EDEBB, EDET, EDEB, BC, TBR, BBE, BH, FB, AOB, SB, EMMSB, EMGSB, EGMSB, EGGSB, SSSC, KS, PS, WIN, WON, BPG, BWG, REP, STD, TPN)"),
            CodeError::Rating(name) => write!(f, "“{name}” is one of C.07's rating tie-breaks for individuals (Art. 10): it does not rank teams"),
            CodeError::NoScore(code) => write!(f, "{code}: counts matches or rounds, so it takes no :MP or :GP"),
            CodeError::NoNumber { code, modifier } => write!(f, "{code}: “/{modifier}” needs a number, like /{}1", &modifier[..modifier.len().min(1)]),
            CodeError::Modifier { code, modifier } => write!(f, "{code}: the modifier /{modifier} does not apply here (cuts /C1 /M1 on BH, FB, SB and their kin, /C1 on PS; /P on BH, FB, SB and their kin and DE, EDE; /K<n> on SSSC)"),
        }
    }
}

impl std::error::Error for CodeError {}

/// Every code that ranks teams, as C.07 writes it, with what it names, and
/// whether the help lists it (an alias such as MP for MPTS is not listed).
/// The reader and the command line's help both read this one list.
pub const CODES: [(&str, Name, bool); 34] = [
    ("PTS", Name::Score(None), true),
    ("MPTS", Name::Score(Some(Points::Match)), true),
    ("MP", Name::Score(Some(Points::Match)), false),
    ("GPTS", Name::Score(Some(Points::Game)), true),
    ("GP", Name::Score(Some(Points::Game)), false),
    ("MPvGP", Name::OtherScore, true),
    ("DE", Name::DirectEncounter, true),
    ("EDE", Name::ExtendedEncounter(Knockout::None), true),
    ("EDEBT", Name::ExtendedEncounter(Knockout::CountTop), true),
    ("EDEBB", Name::ExtendedEncounter(Knockout::CountBottom), true),
    ("EDET", Name::ExtendedEncounter(Knockout::Top), true),
    ("EDEB", Name::ExtendedEncounter(Knockout::Bottom), true),
    ("BC", Name::BoardCount, true),
    ("BB", Name::BoardCount, false),
    ("TBR", Name::TopBoard, true),
    ("BBE", Name::BottomBoard, true),
    ("BH", Name::Buchholz, true),
    ("FB", Name::ForeBuchholz, true),
    ("AOB", Name::OpponentsBuchholz, true),
    ("SB", Name::SonnebornBerger, true),
    ("EMMSB", Name::ExtendedSb { opponent: Points::Match, own: Points::Match }, true),
    ("EMGSB", Name::ExtendedSb { opponent: Points::Match, own: Points::Game }, true),
    ("EGMSB", Name::ExtendedSb { opponent: Points::Game, own: Points::Match }, true),
    ("EGGSB", Name::ExtendedSb { opponent: Points::Game, own: Points::Game }, true),
    ("SSSC", Name::Sssc, true),
    ("KS", Name::Koya, true),
    ("PS", Name::Progressive, true),
    ("WIN", Name::Wins, true),
    ("WON", Name::Won, true),
    ("BPG", Name::PlayedBlack, true),
    ("BWG", Name::WonBlack, true),
    ("REP", Name::Elected, true),
    ("STD", Name::Standard, true),
    ("TPN", Name::PairingNumber, true),
];

/// The rating tie-breaks, which rank individuals, not teams: refused by name.
const RATING_CODES: [&str; 6] = ["ARO", "TPR", "PTP", "APRO", "APPO", "RTNG"];

/// The codes the help lists, in C.07's order, comma-separated.
pub fn listed_codes() -> String {
    CODES.iter().filter(|c| c.2).map(|c| c.0).collect::<Vec<_>>().join(", ")
}

/// Reads one code of a record-202 list; the error says what is wrong with it.
pub fn parse(text: &str) -> Result<Code, CodeError> {
    let written = text.trim().to_string();
    let text = written.to_ascii_uppercase();
    let mut parts = text.split('/');
    let head = parts.next().unwrap_or_default();
    let (base, points) = match head.split_once(':') {
        Some((b, "MP")) => (b, Some(Points::Match)),
        Some((b, "GP")) => (b, Some(Points::Game)),
        Some((_, other)) => return Err(CodeError::NotAScore { code: text.clone(), score: other.to_string() }),
        None => (head, None),
    };
    let name = match CODES.iter().find(|c| c.0.eq_ignore_ascii_case(base)) {
        Some(&(_, name, _)) => name,
        None if RATING_CODES.contains(&base) => return Err(CodeError::Rating(base.to_string())),
        None => return Err(CodeError::NotATieBreak(base.to_string())),
    };
    if points.is_some() && name.counts() {
        return Err(CodeError::NoScore(text));
    }
    let mut code = Code { text: written.clone(), name, points, cut_low: 0, cut_high: 0, played_forfeits: false, normaliser: None };
    let sums = matches!(name, Name::Buchholz | Name::ForeBuchholz | Name::SonnebornBerger | Name::ExtendedSb { .. } | Name::Sssc);
    for modifier in parts {
        let number = |s: &str| s.parse::<u32>().map_err(|_| CodeError::NoNumber { code: text.clone(), modifier: modifier.to_string() });
        match modifier.get(..1).unwrap_or_default() {
            "C" if sums || name == Name::Progressive => code.cut_low = number(&modifier[1..])?,
            "M" if sums => (code.cut_low, code.cut_high) = (number(&modifier[1..])?, number(&modifier[1..])?),
            "P" if modifier.len() == 1 && (sums || matches!(name, Name::DirectEncounter | Name::ExtendedEncounter(_))) => code.played_forfeits = true,
            "K" if name == Name::Sssc => code.normaliser = Some(number(&modifier[1..])?).filter(|&k| k > 0),
            _ => return Err(CodeError::Modifier { code: text.clone(), modifier: modifier.to_string() }),
        }
    }
    Ok(code)
}

/// Reads a comma-separated list (record 202 or 212).
pub fn parse_list(text: &str) -> Result<Vec<Code>, CodeError> {
    text.split(',').map(str::trim).filter(|c| !c.is_empty()).map(parse).collect()
}

/// FIDE's default for a team tournament: the primary score, the other
/// score, direct encounter, board count, Sonneborn-Berger.
pub fn default_list(record: &Record) -> Vec<Code> {
    parse_list(default_text(record.primary)).unwrap_or_default()
}

/// FIDE's default as a record-212 list, by the primary score.
pub fn default_text(primary: Points) -> &'static str {
    match primary {
        Points::Match => "MPTS,GPTS,DE,BC,SB",
        Points::Game => "GPTS,MPTS,DE,BC,SB",
    }
}

/// The order a list gives starts with the primary score: a record-202 list
/// (tie-breaks only) gets it in front, unlisted (its value is not shown).
pub fn ordering(record: &Record, codes: &[Code]) -> Vec<Code> {
    let mut out = codes.to_vec();
    if !matches!(codes.first().map(|c| c.name), Some(Name::Score(_))) {
        let primary = Code {
            text: String::new(),
            name: Name::Score(Some(record.primary)),
            points: None,
            cut_low: 0,
            cut_high: 0,
            played_forfeits: false,
            normaliser: None,
        };
        out.insert(0, primary);
    }
    out
}

/// One round's part of a tie-break.
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    pub round: u32,
    /// The opponent; none for a bye or a dummy.
    pub opponent: Option<u32>,
    /// What kind of round (match, forfeit win, bye, ...).
    pub kind: &'static str,
    pub value: f64,
    /// Cut by a modifier (`/C1`, `/M1`).
    pub cut: bool,
}

/// A team's value for one tie-break, with its working. For the tie-breaks
/// that only order teams already level (DE, EDE, TBR, BBE) the value is the
/// team's place within its level group (1 first), or 0 when it was not
/// separated from the others (or was level with none).
#[derive(Clone, Debug, PartialEq)]
pub struct Value {
    pub team: u32,
    pub value: f64,
    pub parts: Vec<Part>,
}

/// A team's line in the final order.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub team: u32,
    pub rank: u32,
    /// One value per listed tie-break.
    pub values: Vec<Value>,
}

/// Each team's rounds, scores and board points laid out once, so the
/// tie-breaks read them without searching (a 400-team event reads them
/// hundreds of thousands of times).
struct Teams<'a> {
    /// Team number -> index (`usize::MAX`: no such team).
    slot: Vec<usize>,
    rounds: Vec<Vec<Option<&'a Entry>>>,
    /// Actual and adjusted (Art. 16.3) scores, [MP, GP] in halves (penalties and bonuses included).
    actual: Vec<[i64; 2]>,
    adjusted: Vec<[i64; 2]>,
    boards: Vec<Vec<u32>>,
}

fn index(kind: Points) -> usize {
    match kind {
        Points::Match => 0,
        Points::Game => 1,
    }
}

impl<'a> Teams<'a> {
    fn new(record: &'a Record) -> Teams<'a> {
        let most = record.teams.iter().map(|t| t.number as usize + 1).max().unwrap_or(0);
        let mut t = Teams { slot: vec![usize::MAX; most], rounds: Vec::new(), actual: Vec::new(), adjusted: Vec::new(), boards: Vec::new() };
        for (i, team) in record.teams.iter().enumerate() {
            t.slot[team.number as usize] = i;
            let entries: Vec<Option<&Entry>> = record.results.iter().map(|r| r.get(&team.number)).collect();
            let extra = |kind| i64::from(record.adjustment(team.number, kind, record.results.len()));
            let mut own = [extra(Points::Match), extra(Points::Game)];
            let mut adj = own;
            let mut boards = vec![0; record.boards as usize];
            for (r, e) in entries.iter().enumerate() {
                let Some(e) = e else { continue };
                // Art. 16.2.5 / 16.3.2: a requested bye followed only by voluntary unplayed rounds counts as a draw.
                let trailing = !record.round_robin && e.kind.requested() && entries[r + 1..].iter().all(|x| x.is_none_or(|x| x.kind.voluntary()));
                for kind in [Points::Match, Points::Game] {
                    own[index(kind)] += i64::from(Record::points(e, kind));
                    adj[index(kind)] += i64::from(if trailing { record.draw(kind) } else { Record::points(e, kind) });
                }
                for (sum, p) in boards.iter_mut().zip(&e.boards) {
                    *sum += p;
                }
            }
            t.rounds.push(entries);
            t.actual.push(own);
            t.adjusted.push(adj);
            t.boards.push(boards);
        }
        t
    }

    fn at(&self, team: u32) -> usize {
        self.slot.get(team as usize).copied().unwrap_or(usize::MAX)
    }

    fn rounds(&self, team: u32) -> &[Option<&'a Entry>] {
        self.rounds.get(self.at(team)).map(Vec::as_slice).unwrap_or_default()
    }

    fn actual(&self, team: u32, kind: Points) -> i64 {
        self.actual.get(self.at(team)).map(|s| s[index(kind)]).unwrap_or(0)
    }

    fn adjusted(&self, team: u32, kind: Points) -> i64 {
        self.adjusted.get(self.at(team)).map(|s| s[index(kind)]).unwrap_or(0)
    }

    fn boards(&self, team: u32) -> &[u32] {
        self.boards.get(self.at(team)).map(Vec::as_slice).unwrap_or_default()
    }
}

/// One round's element of a Buchholz or Sonneborn-Berger sum.
struct Element {
    round: u32,
    opponent: Option<u32>,
    kind: &'static str,
    /// The opponent's (or the dummy's) score, halves.
    score: i64,
    /// What the round adds, in the tie-break's units.
    value: i64,
    /// A voluntary unplayed round (Art. 16.5).
    voluntary: bool,
    cut: bool,
}

struct Context<'a> {
    record: &'a Record,
    teams: Teams<'a>,
    edition: Edition,
    /// The record with the last round's matches drawn, for FB (Art. 8.3).
    fore: Option<&'a Context<'a>>,
}

impl Context<'_> {
    /// Each round's opponent score for `team` (Art. 16 in a Swiss, 15.2 in a round robin), with the score the team made.
    fn elements(&self, team: u32, opponent_kind: Points, own_kind: Option<Points>, played_forfeits: bool) -> Vec<Element> {
        let r = self.record;
        let rounds = self.teams.rounds(team);
        let mut out = Vec::with_capacity(rounds.len());
        for (i, e) in rounds.iter().enumerate() {
            let Some(e) = e else { continue };
            let as_played = e.kind == super::record::Kind::Played || (e.opponent.is_some() && (played_forfeits || r.round_robin));
            let (opponent, score, voluntary) = match e.opponent {
                Some(o) if as_played => (Some(o), self.teams.adjusted(o, opponent_kind), false),
                // A round robin's bye has no opponent and adds nothing.
                _ if r.round_robin => continue,
                _ => {
                    let own = self.teams.actual(team, opponent_kind);
                    let score = match (self.edition, e.opponent) {
                        (Edition::Y2024, _) => own,
                        // Art. 16.4.1: a forfeit's dummy no higher than the scheduled opponent's adjusted score.
                        (Edition::Y2026, Some(o)) => own.min(self.teams.adjusted(o, opponent_kind)),
                        // Art. 16.4.2: other unplayed rounds no higher than a draw every round.
                        (Edition::Y2026, None) => own.min(i64::from(r.draw(opponent_kind)) * i64::from(r.rounds)),
                    };
                    (e.opponent, score, e.kind.voluntary())
                }
            };
            let value = match own_kind {
                Some(k) => score * i64::from(Record::points(e, k)),
                None => score,
            };
            out.push(Element { round: i as u32 + 1, opponent, kind: e.kind.label(), score, value, voluntary, cut: false });
        }
        out
    }
}

/// Marks the cut elements: the lowest `low` (Art. 14, with the exception of
/// Art. 16.5 for voluntary unplayed rounds), then the highest `high`.
fn cut(elements: &mut [Element], low: u32, high: u32) {
    for _ in 0..low {
        let live = || elements.iter().enumerate().filter(|(_, e)| !e.cut);
        let least = live().min_by_key(|(_, e)| (e.score, e.value)).map(|(i, e)| (i, e.value));
        let least_voluntary = live().filter(|(_, e)| e.voluntary).min_by_key(|(_, e)| (e.value, e.score)).map(|(i, e)| (i, e.value));
        let chosen = match (least, least_voluntary) {
            // Cut the higher of the two: the voluntary round's element unless the least significant one is worth more.
            (Some((i, v)), Some((j, w))) => Some(if v > w { i } else { j }),
            (Some((i, _)), None) => Some(i),
            _ => None,
        };
        if let Some(i) = chosen {
            elements[i].cut = true;
        }
    }
    for _ in 0..high {
        let most = elements.iter().enumerate().filter(|(_, e)| !e.cut).max_by_key(|(_, e)| (e.score, e.value)).map(|(i, _)| i);
        if let Some(i) = most {
            elements[i].cut = true;
        }
    }
}

/// A sum of elements as a value, `scale` units to the point.
fn summed(team: u32, elements: Vec<Element>, scale: f64) -> Value {
    let value = elements.iter().filter(|e| !e.cut).map(|e| e.value as f64).sum::<f64>() / scale;
    let parts = elements.into_iter().map(|e| Part { round: e.round, opponent: e.opponent, kind: e.kind, value: e.value as f64 / scale, cut: e.cut }).collect();
    Value { team, value, parts }
}

/// Each round's points of a kind as the working of a plain score, and any penalty or bonus.
fn score_value(c: &Context, team: u32, kind: Points) -> Value {
    let rounds = c.teams.rounds(team);
    let mut parts: Vec<Part> = Vec::with_capacity(rounds.len());
    for (i, e) in rounds.iter().enumerate() {
        if let Some(e) = e {
            parts.push(Part { round: i as u32 + 1, opponent: e.opponent, kind: e.kind.label(), value: f64::from(Record::points(e, kind)) / 2.0, cut: false });
        }
    }
    for a in c.record.adjustments.iter().filter(|a| a.team == team) {
        let h = if kind == Points::Match { a.match_points } else { a.game_points };
        parts.push(Part { round: a.round, opponent: None, kind: if h < 0 { "penalty" } else { "bonus" }, value: f64::from(h) / 2.0, cut: false });
    }
    Value { team, value: parts.iter().map(|p| p.value).sum(), parts }
}

impl Context<'_> {
    fn buchholz(&self, team: u32, kind: Points, code: &Code) -> Value {
        let mut elements = self.elements(team, kind, None, code.played_forfeits);
        cut(&mut elements, code.cut_low, code.cut_high);
        summed(team, elements, 2.0)
    }

    fn sonneborn_berger(&self, team: u32, opponent: Points, own: Points, code: &Code) -> Value {
        let mut elements = self.elements(team, opponent, Some(own), code.played_forfeits);
        cut(&mut elements, code.cut_low, code.cut_high);
        summed(team, elements, 4.0)
    }

    /// SSSC: the secondary score plus the Buchholz on the primary over the
    /// normalising factor, to the hundredth (half up).
    fn sssc(&self, team: u32, code: &Code) -> Value {
        let r = self.record;
        let primary = r.primary;
        let secondary = self.teams.actual(team, primary.other());
        let bh = self.buchholz(team, primary, code);
        // Highest primary score over the highest secondary score of one match, towards zero (Art. 13.4.2 b).
        let factor = i64::from(code.normaliser.unwrap_or_else(|| sssc_factor(r).0));
        let halves = (bh.value * 2.0).round() as i64;
        // (secondary + bh / factor) / 2 in hundredths, rounded half up.
        let numerator = secondary * factor + halves;
        let denominator = 2 * factor;
        let hundredths = (200 * numerator + denominator).div_euclid(2 * denominator);
        Value { team, value: hundredths as f64 / 100.0, parts: bh.parts }
    }

    /// A tie-break every team has a value of, whatever the others' ties.
    fn value(&self, team: u32, code: &Code) -> Value {
        let r = self.record;
        let kind = code.points.unwrap_or(r.primary);
        match code.name {
            Name::Score(points) => score_value(self, team, points.unwrap_or(r.primary)),
            Name::OtherScore => score_value(self, team, r.primary.other()),
            Name::Buchholz => self.buchholz(team, kind, code),
            Name::SonnebornBerger => self.sonneborn_berger(team, kind, kind, code),
            Name::ExtendedSb { opponent, own } => self.sonneborn_berger(team, opponent, own, code),
            Name::Sssc => self.sssc(team, code),
            Name::BoardCount => {
                let parts: Vec<Part> = self
                    .teams
                    .boards(team)
                    .iter()
                    .enumerate()
                    .map(|(b, &p)| Part { round: 0, opponent: None, kind: "board", value: f64::from((b as u32 + 1) * p) / 2.0, cut: false })
                    .collect();
                Value { team, value: parts.iter().map(|p| p.value).sum(), parts }
            }
            Name::DirectEncounter | Name::ExtendedEncounter(_) | Name::TopBoard | Name::BottomBoard => Value { team, value: 0.0, parts: Vec::new() },
            Name::Wins | Name::Won | Name::PlayedBlack | Name::WonBlack | Name::Elected => self.count(team, code.name),
            Name::Progressive => {
                // Cut-1 leaves out the score after round 1 (Art. 14.1.2 c).
                let parts: Vec<Part> = (1..=r.results.len())
                    .map(|n| Part {
                        round: n as u32,
                        opponent: None,
                        kind: "score after the round",
                        value: f64::from(r.score_after(team, kind, n)) / 2.0,
                        cut: n as u32 <= code.cut_low,
                    })
                    .collect();
                Value { team, value: parts.iter().filter(|p| !p.cut).map(|p| p.value).sum(), parts }
            }
            Name::Standard => self.standard(team, kind),
            Name::PairingNumber => Value { team, value: f64::from(team), parts: Vec::new() },
            Name::ForeBuchholz => self.fore.unwrap_or(self).buchholz(team, kind, code),
            Name::OpponentsBuchholz => {
                let plain =
                    Code { text: String::new(), name: Name::Buchholz, points: Some(kind), cut_low: 0, cut_high: 0, played_forfeits: false, normaliser: None };
                let parts: Vec<Part> = self
                    .teams
                    .rounds(team)
                    .iter()
                    .enumerate()
                    .filter_map(|(i, e)| {
                        e.filter(|e| e.kind == super::record::Kind::Played).and_then(|e| e.opponent).map(|o| Part {
                            round: i as u32 + 1,
                            opponent: Some(o),
                            kind: "opponent's Buchholz",
                            value: self.buchholz(o, kind, &plain).value,
                            cut: false,
                        })
                    })
                    .collect();
                // The mean to the hundredth, half up (the regulation gives no rounding).
                let mean =
                    if parts.is_empty() { 0.0 } else { (parts.iter().map(|p| p.value).sum::<f64>() * 100.0 / parts.len() as f64 + 0.5 + 1e-9).floor() / 100.0 };
                Value { team, value: mean, parts }
            }
            Name::Koya => {
                // At least half the most a team can score over the tournament's rounds.
                let strong = |o: u32| 2 * self.teams.actual(o, kind) >= i64::from(r.win(kind)) * i64::from(r.rounds);
                let parts: Vec<Part> = self
                    .teams
                    .rounds(team)
                    .iter()
                    .enumerate()
                    .filter_map(|(i, e)| {
                        let e = (*e)?;
                        let o = e.opponent.filter(|&o| strong(o))?;
                        Some(Part { round: i as u32 + 1, opponent: Some(o), kind: e.kind.label(), value: f64::from(Record::points(e, kind)) / 2.0, cut: false })
                    })
                    .collect();
                Value { team, value: parts.iter().map(|p| p.value).sum(), parts }
            }
        }
    }

    /// WIN, WON, BPG, BWG and REP: each round that counts is worth 1.
    fn count(&self, team: u32, name: Name) -> Value {
        use super::record::Kind;
        let win = self.record.win(Points::Match);
        let rounds = self.teams.rounds(team);
        let mut parts = Vec::new();
        let mut value = 0.0;
        for (i, e) in rounds.iter().enumerate() {
            // A round with no entry is not one the team elected to play either.
            let Some(e) = e else { continue };
            let won = e.match_points == win;
            let played = e.kind == Kind::Played;
            let black = played && e.white == Some(false);
            let counts = match name {
                Name::Wins => won,
                Name::Won => played && won,
                Name::PlayedBlack => black,
                Name::WonBlack => black && won,
                _ => !matches!(e.kind, Kind::HalfBye | Kind::ZeroBye | Kind::ForfeitLoss | Kind::DoubleForfeit),
            };
            if counts {
                value += 1.0;
                parts.push(Part { round: i as u32 + 1, opponent: e.opponent, kind: e.kind.label(), value: 1.0, cut: false });
            }
        }
        Value { team, value, parts }
    }

    /// STD (Art. 7.7): 1 for a round won (more than the opponent, or more
    /// than a draw without playing), ½ for one level.
    fn standard(&self, team: u32, kind: Points) -> Value {
        let r = self.record;
        let mut parts = Vec::new();
        for (i, e) in self.teams.rounds(team).iter().enumerate() {
            let Some(e) = e else { continue };
            let own = Record::points(e, kind);
            let other = match e.opponent {
                Some(o) => r.results[i].get(&o).map(|x| Record::points(x, kind)).unwrap_or(0),
                None => r.draw(kind),
            };
            let value = match own.cmp(&other) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Less => 0.0,
            };
            parts.push(Part { round: i as u32 + 1, opponent: e.opponent, kind: e.kind.label(), value, cut: false });
        }
        Value { team, value: parts.iter().map(|p| p.value).sum(), parts }
    }
}

/// The record as Fore Buchholz sees it (Art. 8.3): every match paired in
/// the tournament's last round ended in a draw.
fn fore_record(record: &Record) -> Record {
    let mut fore = record.clone();
    if let Some(last) = fore.results.get_mut(record.rounds as usize - 1).filter(|_| record.rounds > 0) {
        for e in last.values_mut().filter(|e| e.opponent.is_some()) {
            e.kind = super::record::Kind::Played;
            e.match_points = record.draw(Points::Match);
            e.game_points = record.draw(Points::Game);
            e.boards = vec![1; record.boards as usize];
        }
    }
    fore
}

/// Orders the teams by the listed tie-breaks (Art. 4.2): each in turn
/// splits the groups still level. Teams level after the last share a rank
/// (1, 2, 2, 4), listed by number.
/// SSSC's normalising factor (Art. 13.4.2 b): the highest primary score of
/// the tournament over the highest secondary score of one match, towards
/// zero; and whether that came to 0. The regulation does not say what then:
/// we take 1 (the value stays the secondary score plus the whole Buchholz),
/// and say so (`warnings`).
pub fn sssc_factor(record: &Record) -> (u32, bool) {
    let primary = record.primary;
    let factor = record.win(primary) * record.rounds / record.win(primary.other()).max(1);
    (factor.max(1), factor == 0)
}

/// What the reader of these standings should be told about how they were worked out.
pub fn warnings(record: &Record, codes: &[Code]) -> Vec<String> {
    let mut out = Vec::new();
    if codes.iter().any(|c| c.name == Name::Sssc && c.normaliser.is_none()) && sssc_factor(record).1 {
        let (p, s) = (record.primary, record.primary.other());
        let half = |h: u32| format!("{}.{}", h / 2, if h % 2 == 1 { 5 } else { 0 });
        out.push(format!(
            "SSSC: the normalising factor (highest primary score {} over the highest secondary score of one match {}) comes to 0; C.07 13.4.2 b does not say what then: taken as 1 (give SSSC/K<n> to choose)",
            half(record.win(p) * record.rounds),
            half(record.win(s))
        ));
    }
    out
}

pub fn rank(record: &Record, codes: &[Code], edition: Edition) -> Vec<Row> {
    let fore = codes.iter().any(|c| c.name == Name::ForeBuchholz).then(|| fore_record(record));
    let fore = fore.as_ref().map(|r| Context { record: r, teams: Teams::new(r), edition, fore: None });
    let c = Context { record, teams: Teams::new(record), edition, fore: fore.as_ref() };
    let mut teams: Vec<u32> = record.teams.iter().map(|t| t.number).collect();
    crate::sorting::sort(&mut teams);
    let mut groups = vec![teams];
    // Each tie-break's values, by team index.
    let mut columns: Vec<Vec<Option<Value>>> = Vec::new();
    for code in codes {
        let mut column: Vec<Option<Value>> = vec![None; record.teams.len()];
        let mut next = Vec::new();
        match code.name {
            Name::DirectEncounter | Name::ExtendedEncounter(_) | Name::TopBoard | Name::BottomBoard => {
                for group in &groups {
                    let split = if group.len() > 1 { order_level(&c, group, code) } else { vec![group.clone()] };
                    let mut place = 1;
                    for sub in &split {
                        for &t in sub {
                            let value = if split.len() > 1 { f64::from(place) } else { 0.0 };
                            column[c.teams.at(t)] = Some(Value { team: t, value, parts: encounters(&c, t, group, code) });
                        }
                        place += sub.len() as u32;
                    }
                    next.extend(split);
                }
            }
            _ => {
                for &t in groups.iter().flatten() {
                    column[c.teams.at(t)] = Some(c.value(t, code));
                }
                // Board count and the pairing number: the lower the better.
                let lower_first = matches!(code.name, Name::BoardCount | Name::PairingNumber);
                let v = |t: &u32| column[c.teams.at(*t)].as_ref().map(|v| v.value).unwrap_or(0.0);
                for group in &groups {
                    let mut g = group.clone();
                    crate::sorting::sort_by(&mut g, |a, b| if lower_first { v(a).total_cmp(&v(b)) } else { v(b).total_cmp(&v(a)) }.then(a.cmp(b)));
                    next.extend(split_by(&g, v));
                }
            }
        }
        groups = next;
        columns.push(column);
    }
    let mut rows = Vec::new();
    let mut rank = 1;
    for group in &groups {
        for &t in group {
            let values = columns.iter_mut().map(|col| col[c.teams.at(t)].take().unwrap_or(Value { team: t, value: 0.0, parts: Vec::new() })).collect();
            rows.push(Row { team: t, rank, values });
        }
        rank += group.len() as u32;
    }
    rows
}

/// Cuts an ordered list into runs of equal keys.
fn split_by(ordered: &[u32], key: impl Fn(&u32) -> f64) -> Vec<Vec<u32>> {
    let mut out: Vec<Vec<u32>> = Vec::new();
    for &t in ordered {
        match out.last_mut() {
            Some(last) if key(&last[0]) == key(&t) => last.push(t),
            _ => out.push(vec![t]),
        }
    }
    out
}

/// The matches a team's direct-encounter working lists: those against the others of its level group.
fn encounters(c: &Context, team: u32, group: &[u32], code: &Code) -> Vec<Part> {
    if !matches!(code.name, Name::DirectEncounter | Name::ExtendedEncounter(_)) || group.len() < 2 {
        return Vec::new();
    }
    let record = c.record;
    let kind = record.primary;
    c.teams
        .rounds(team)
        .iter()
        .enumerate()
        .filter_map(|(i, e)| {
            let e = (*e)?;
            let o = e.opponent.filter(|o| group.contains(o))?;
            Some(Part {
                round: i as u32 + 1,
                opponent: Some(o),
                kind: e.kind.label(),
                value: f64::from(Record::points(e, kind)) / 2.0,
                cut: !counts_as_encounter(record, e, code),
            })
        })
        .collect()
}

/// A match counts as an encounter when played over the board; a forfeit
/// only in a round robin (Art. 15.2) or with `/P` (Art. 6.1.1).
fn counts_as_encounter(record: &Record, e: &Entry, code: &Code) -> bool {
    e.kind == super::record::Kind::Played || (e.kind.forfeit() && (record.round_robin || code.played_forfeits))
}

/// The order within a group of level teams: runs of teams still level.
fn order_level(c: &Context, group: &[u32], code: &Code) -> Vec<Vec<u32>> {
    let r = c.record;
    match code.name {
        Name::TopBoard => by_boards(group, |t| c.teams.boards(t).to_vec()),
        Name::BottomBoard => by_boards(group, |t| bottom_elimination(c.teams.boards(t))),
        Name::DirectEncounter => direct_encounter(c, group, code, &[Step::Encounter(r.primary)]),
        Name::ExtendedEncounter(knockout) => {
            let mut steps = vec![Step::Encounter(r.primary), Step::Encounter(r.primary.other())];
            steps.extend(match knockout {
                Knockout::None => vec![],
                Knockout::CountTop => vec![Step::BoardCount, Step::TopBoard],
                Knockout::CountBottom => vec![Step::BoardCount, Step::BottomBoard],
                Knockout::Top => vec![Step::TopBoard],
                Knockout::Bottom => vec![Step::BottomBoard],
            });
            match c.edition {
                // Art. 13.3.3 (2026): every new subset starts again from the primary score.
                Edition::Y2026 => direct_encounter(c, group, code, &steps),
                // The 2024 text has no restart: a step is applied as long as it splits, then the next (Held's answers).
                Edition::Y2024 => in_turn(c, group, code, &steps),
            }
        }
        _ => vec![group.to_vec()],
    }
}

/// The sums that bottom board elimination compares: all boards but the
/// last, then all but the last two, and so on.
fn bottom_elimination(points: &[u32]) -> Vec<u32> {
    (1..points.len()).map(|cut| points[..points.len() - cut].iter().sum()).collect()
}

/// Orders by a list of numbers compared in turn, highest first (each
/// re-application of Art. 12.2 and 12.3 to the teams still level).
fn by_boards(group: &[u32], key: impl Fn(u32) -> Vec<u32>) -> Vec<Vec<u32>> {
    let mut keyed: Vec<(Vec<u32>, u32)> = group.iter().map(|&t| (key(t), t)).collect();
    crate::sorting::sort_by(&mut keyed, |a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut out: Vec<(Vec<u32>, Vec<u32>)> = Vec::new();
    for (k, t) in keyed {
        match out.last_mut() {
            Some(last) if last.0 == k => last.1.push(t),
            _ => out.push((k, vec![t])),
        }
    }
    out.into_iter().map(|(_, g)| g).collect()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// Art. 6 on a score.
    Encounter(Points),
    /// Art. 12, only between exactly two teams (Art. 13.3.2).
    BoardCount,
    TopBoard,
    BottomBoard,
}

/// Splits a group by one step; one run when the step does not apply or does not split.
fn split_step(c: &Context, group: &[u32], code: &Code, step: Step) -> Vec<Vec<u32>> {
    match step {
        _ if group.len() < 2 => vec![group.to_vec()],
        Step::Encounter(kind) => encounter_pass(c, group, code, kind),
        _ if group.len() != 2 => vec![group.to_vec()],
        Step::BoardCount => {
            let count = |t: u32| c.teams.boards(t).iter().enumerate().map(|(b, p)| (b as u32 + 1) * p).sum::<u32>();
            // Lower is better: compare the negated counts highest first.
            by_boards(group, |t| vec![u32::MAX - count(t)])
        }
        Step::TopBoard => by_boards(group, |t| c.teams.boards(t).to_vec()),
        Step::BottomBoard => by_boards(group, |t| bottom_elimination(c.teams.boards(t))),
    }
}

/// The steps in turn over every group still level: a step is repeated while
/// it splits some group; when a full round of the steps splits none, done.
fn in_turn(c: &Context, group: &[u32], code: &Code, steps: &[Step]) -> Vec<Vec<u32>> {
    let mut groups = vec![group.to_vec()];
    let (mut at, mut idle) = (0, 0);
    while idle < steps.len() {
        let before = groups.len();
        groups = groups.iter().flat_map(|g| split_step(c, g, code, steps[at])).collect();
        if groups.len() > before {
            idle = 0;
        } else {
            idle += 1;
            at = (at + 1) % steps.len();
        }
    }
    groups
}

/// Art. 6 (and 13.3 for the extended form): the first step that splits the
/// group decides, and each smaller group still level starts again from the
/// first step (6.2, 13.3.3).
fn direct_encounter(c: &Context, group: &[u32], code: &Code, steps: &[Step]) -> Vec<Vec<u32>> {
    if group.len() < 2 {
        return vec![group.to_vec()];
    }
    for &step in steps {
        let split = split_step(c, group, code, step);
        if split.len() > 1 {
            return split.iter().flat_map(|g| direct_encounter(c, g, code, steps)).collect();
        }
    }
    vec![group.to_vec()]
}

/// One pass of Art. 6 on a score: each team's results against the others
/// of the group (the mean where two met more than once, 6.1.2). When all
/// have met, the sums order them (6.2); in a Swiss where some have not, a
/// team is placed only when no missing match could catch it (6.3).
fn encounter_pass(c: &Context, group: &[u32], code: &Code, kind: Points) -> Vec<Vec<u32>> {
    let record = c.record;
    let mut sums: Vec<(u32, f64, usize)> = Vec::new();
    for &t in group {
        let mut sum = 0.0;
        let mut met = 0;
        for &o in group.iter().filter(|&&o| o != t) {
            let scores: Vec<u32> = c
                .teams
                .rounds(t)
                .iter()
                .flatten()
                .filter(|e| e.opponent == Some(o) && counts_as_encounter(record, e, code))
                .map(|e| Record::points(e, kind))
                .collect();
            if !scores.is_empty() {
                sum += f64::from(scores.iter().sum::<u32>()) / scores.len() as f64;
                met += 1;
            }
        }
        sums.push((t, sum, met));
    }
    crate::sorting::sort_by(&mut sums, |a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let everyone_met = sums.iter().all(|s| s.2 == group.len() - 1);
    if everyone_met || record.round_robin {
        let ordered: Vec<u32> = sums.iter().map(|s| s.0).collect();
        let of = |t: &u32| sums.iter().find(|s| s.0 == *t).map(|s| s.1).unwrap_or(0.0);
        return split_by(&ordered, of);
    }
    let win = f64::from(record.win(kind));
    let most = |s: &(u32, f64, usize)| s.1 + (group.len() - 1 - s.2) as f64 * win;
    let mut out = Vec::new();
    let mut rest = sums;
    while rest.len() > 1 && rest[1..].iter().all(|s| rest[0].1 > most(s)) {
        out.push(vec![rest.remove(0).0]);
    }
    out.push(rest.iter().map(|s| s.0).collect());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each way a code can be wrong, with the whole sentence the arbiter reads.
    #[test]
    fn codes_that_cannot_be_read_say_why() {
        let said = |text: &str| parse(text).map(|c| c.text).map_err(|e| (e.clone(), e.to_string()));
        assert_eq!(said("bh:mp/c1"), Ok("bh:mp/c1".into()));
        assert_eq!(said("BH:XP"), Err((CodeError::NotAScore { code: "BH:XP".into(), score: "XP".into() }, "BH:XP: “XP” is not a score (MP or GP)".into())));
        assert_eq!(said("XYZ").map_err(|e| e.0), Err(CodeError::NotATieBreak("XYZ".into())));
        assert_eq!(said("BH/C").map_err(|e| e.1), Err("BH/C: “/C” needs a number, like /C1".into()));
        assert_eq!(said("DE/C1").map_err(|e| e.1), Err("DE/C1: the modifier /C1 does not apply here (cuts /C1 /M1 on BH, FB, SB and their kin, /C1 on PS; /P on BH, FB, SB and their kin and DE, EDE; /K<n> on SSSC)".into()));
        assert_eq!(said("tpr").map_err(|e| e.1), Err("“TPR” is one of C.07's rating tie-breaks for individuals (Art. 10): it does not rank teams".into()));
        assert_eq!(said("WIN:GP").map_err(|e| e.1), Err("WIN:GP: counts matches or rounds, so it takes no :MP or :GP".into()));
        assert_eq!(said("PS/M1").map_err(|e| e.0), Err(CodeError::Modifier { code: "PS/M1".into(), modifier: "M1".into() }));
        for rating in ["ARO", "TPR", "PTP", "APRO", "APPO", "RTNG"] {
            assert_eq!(parse(rating), Err(CodeError::Rating(rating.into())));
        }
        assert_eq!(parse_list("MPTS, GPTS,,DE").map(|l| l.len()), Ok(3));
        assert_eq!(parse_list("MPTS,XYZ").map(|l| l.len()), Err(CodeError::NotATieBreak("XYZ".into())));
    }

    use crate::chess::record::{Entry, Kind, Team};
    use crate::chess::trf::TeamScoring;
    use std::collections::BTreeMap;

    /// Four teams, two boards, three rounds, 2/1/0 (halves: 4/2/0):
    /// 1. 1 (White) v 2 1½-½; 3 (White) v 4 1-1.
    /// 2. 3 (White) v 1 0-2; 2 v 4 won by forfeit by 2.
    /// 3. 4 (White) v 1 1½-½; 2 the pairing bye; 3 a half-point bye.
    fn small() -> Record {
        let e = |kind, opponent, white, mp, boards: [u32; 2]| Entry {
            kind,
            opponent,
            white,
            match_points: mp,
            game_points: boards.iter().sum(),
            boards: boards.to_vec(),
        };
        let round = |entries: Vec<(u32, Entry)>| entries.into_iter().collect::<BTreeMap<u32, Entry>>();
        let results = vec![
            round(vec![
                (1, e(Kind::Played, Some(2), Some(true), 4, [2, 1])),
                (2, e(Kind::Played, Some(1), Some(false), 0, [0, 1])),
                (3, e(Kind::Played, Some(4), Some(true), 2, [1, 1])),
                (4, e(Kind::Played, Some(3), Some(false), 2, [1, 1])),
            ]),
            round(vec![
                (1, e(Kind::Played, Some(3), Some(false), 4, [2, 2])),
                (3, e(Kind::Played, Some(1), Some(true), 0, [0, 0])),
                (2, e(Kind::ForfeitWin, Some(4), None, 4, [2, 2])),
                (4, e(Kind::ForfeitLoss, Some(2), None, 0, [0, 0])),
            ]),
            round(vec![
                (1, e(Kind::Played, Some(4), Some(false), 0, [1, 0])),
                (4, e(Kind::Played, Some(1), Some(true), 4, [1, 2])),
                (2, e(Kind::PairingBye, None, None, 4, [2, 2])),
                (3, e(Kind::HalfBye, None, None, 2, [1, 1])),
            ]),
        ];
        Record {
            teams: (1..=4).map(|n| Team { number: n, name: format!("Team {n}") }).collect(),
            boards: 2,
            rounds: 3,
            scoring: TeamScoring { win: 4, draw: 2, loss: 0 },
            primary: Points::Match,
            round_robin: false,
            results,
            adjustments: Vec::new(),
        }
    }

    /// Teams 1 to 4's values of one code, worked by hand from `small`.
    fn values(code: &str) -> Vec<f64> {
        let codes = parse_list(code).unwrap_or_default();
        let mut rows = rank(&small(), &codes, Edition::Y2026);
        crate::sorting::sort_by_key(&mut rows, |r| r.team);
        rows.iter().map(|r| r.values.last().map(|v| v.value).unwrap_or(f64::NAN)).collect()
    }

    #[test]
    fn the_counts_of_article_7_for_teams() {
        // WIN: 1 won rounds 1-2; 2 the forfeit and the bye; 4 round 3.
        assert_eq!(values("WIN"), [2.0, 2.0, 0.0, 1.0]);
        // WON: over the board only.
        assert_eq!(values("WON"), [2.0, 0.0, 0.0, 1.0]);
        // BPG / BWG: Black on board 1 (1 in rounds 2-3, 2 and 4 in round 1); 1 won round 2 so.
        assert_eq!(values("BPG"), [2.0, 1.0, 0.0, 1.0]);
        assert_eq!(values("BWG"), [1.0, 0.0, 0.0, 0.0]);
        // REP: 3 less the half-point bye (3), the forfeit loss (4).
        assert_eq!(values("REP"), [3.0, 3.0, 2.0, 2.0]);
        // PS: 1: 2+4+4; 2: 0+2+4; 3: 1+1+2; 4: 1+1+3; /C1 leaves out round 1's.
        assert_eq!(values("PS"), [10.0, 6.0, 4.0, 5.0]);
        assert_eq!(values("PS/C1"), [8.0, 6.0, 3.0, 4.0]);
        assert_eq!(values("PS:GP"), [1.5 + 3.5 + 4.0, 0.5 + 2.5 + 4.5, 1.0 + 1.0 + 2.0, 1.0 + 1.0 + 2.5]);
        // STD: 1 won, won, lost; 2 lost, won by forfeit, the bye above a draw; 3 level, lost, the half-point bye a draw; 4 level, forfeit lost, won.
        assert_eq!(values("STD"), [2.0, 2.0, 1.0, 1.5]);
        assert_eq!(values("TPN"), [1.0, 2.0, 3.0, 4.0]);
    }

    #[test]
    fn buchholz_kin_and_koya() {
        // BH (2026): 1 met 2 (4), 3 (2), 4 (3); 2 met 1 (4), then a forfeit and the bye, each its own 4 capped at 4's 3 and at a draw a round (3).
        assert_eq!(values("BH"), [9.0, 10.0, 9.0, 9.0]);
        // AOB: over the board only: 1's opponents 10, 9, 9; 2's only 1 (9); 3's 4 and 1; 4's 3 and 1.
        assert_eq!(values("AOB"), [9.33, 9.0, 9.0, 9.0]);
        // FB: round 3's one match (4 v 1) drawn: 1 and 4 on 5 and 2; 2's dummies capped at 4's 2 and 3.
        assert_eq!(values("FB"), [8.0, 10.0, 9.0, 9.0]);
        // KS: against teams on at least 3 of 6 (1, 2, 4): 1 got 2 against 2 and 0 against 4; 2 the forfeit from 4; 3 the draw with 4; 4 the win over 1.
        assert_eq!(values("KS"), [2.0, 2.0, 1.0, 2.0]);
    }

    #[test]
    fn the_pairing_number_orders_lower_first() {
        let codes = parse_list("MPTS,WIN,TPN").unwrap_or_default();
        let order: Vec<(u32, u32)> = rank(&small(), &codes, Edition::Y2026).iter().map(|r| (r.team, r.rank)).collect();
        assert_eq!(order, [(1, 1), (2, 2), (4, 3), (3, 4)]);
    }
}
