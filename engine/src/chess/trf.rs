//! The FIDE Tournament Report File, TRF-2026 and TRF16, for team events:
//! the tournament tags, the players with their games round by round, the
//! teams (`310`, or `013` in older files), the pairing-allocated byes
//! (`320`), the forfeited matches (`330`), the byes and absences (`240`), the
//! prohibited pairings (`260`) and the teams' scoring (`362`). Columns are
//! counted in characters (names may be Greek or Cyrillic). Every error
//! names its line and column; no input makes the reader panic.

use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl std::fmt::Display for TrfError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for TrfError {}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    White,
    Black,
}

/// One round of a player's card as written: the opponent (none for a bye or
/// an absence), the colour, and the result code (`1 = 0 + - W D L H F U Z`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Game {
    pub opponent: Option<u32>,
    pub colour: Option<Colour>,
    pub result: char,
}

impl Game {
    /// Game points in halves: a win 2, a draw 1, a loss 0 (forfeits and byes by their code).
    pub fn halves(&self) -> u32 {
        match self.result.to_ascii_uppercase() {
            '1' | '+' | 'W' | 'F' | 'U' => 2,
            '=' | 'D' | 'H' => 1,
            _ => 0,
        }
    }

    /// Played over the board (a forfeit or a bye is not).
    pub fn played(&self) -> bool {
        self.opponent.is_some() && !matches!(self.result, '+' | '-' | ' ')
    }

    /// Paired, with no result yet (a blank result against an opponent).
    pub fn pending(&self) -> bool {
        self.opponent.is_some() && self.result == ' '
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    pub number: u32,
    pub sex: String,
    pub title: String,
    pub name: String,
    pub rating: Option<u32>,
    pub federation: String,
    pub fide_id: String,
    pub birth: String,
    /// Points as printed (halves).
    pub points: Option<u32>,
    pub rank: Option<u32>,
    pub games: Vec<Game>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TeamRecord {
    /// The team's pairing number (`310`), or its place among the `013` records.
    pub number: u32,
    pub name: String,
    pub nickname: String,
    /// The strength factor (`310`, columns 48–53): the team's average rating.
    pub strength: Option<u32>,
    /// Match and game points as printed (`310`), in halves.
    pub match_points: Option<u32>,
    pub game_points: Option<u32>,
    pub rank: Option<u32>,
    /// The players in board order.
    pub members: Vec<u32>,
}

/// The teams' scoring (`362`): match points for a win, a draw, a loss, in halves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TeamScoring {
    pub win: u32,
    pub draw: u32,
    pub loss: u32,
}

impl Default for TeamScoring {
    fn default() -> Self {
        TeamScoring { win: 4, draw: 2, loss: 0 }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForfeitKind {
    WhiteWins,
    BlackWins,
    Double,
}

/// A `250` record: fictitious match and game points (halves) added to the
/// pairing scores of the teams (or players) `first_id..=last_id` in rounds `first_round..=last_round`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Acceleration {
    pub match_points: u32,
    pub game_points: u32,
    pub first_round: u32,
    pub last_round: u32,
    pub first_id: u32,
    pub last_id: u32,
}

/// A `299` record.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Abnormal {
    pub kind: char,
    pub match_points: i32,
    pub game_points: i32,
    pub round: u32,
    pub ids: Vec<u32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Trf {
    /// The tournament tags (`012` name, `042` start, `092` type, ...) by code, as written.
    pub tags: BTreeMap<String, Vec<String>>,
    pub players: Vec<Player>,
    pub teams: Vec<TeamRecord>,
    /// True when the teams came from `013` records (TRF16).
    pub teams_from_013: bool,
    pub scoring: TeamScoring,
    /// `320`: (match points, game points) in halves, and the team given the bye each round (0: none).
    pub byes: Option<(u32, u32, Vec<u32>)>,
    /// `330`: (kind, round, white team, black team).
    pub forfeits: Vec<(ForfeitKind, u32, u32, u32)>,
    /// `240`: (kind F/H/Z, round, ids).
    pub absences: Vec<(char, u32, Vec<u32>)>,
    /// `260`: (first round, last round, teams kept apart).
    pub prohibited: Vec<(u32, u32, Vec<u32>)>,
    /// `299`: abnormal points (kind `W D L F H Z + -`, or blank for a penalty
    /// or bonus; match and game points in halves, may be negative; round, 0
    /// for all; the teams or players).
    pub abnormal: Vec<Abnormal>,
    /// `250`: accelerated rounds, fictitious points for the pairing only.
    pub accelerations: Vec<Acceleration>,
    /// `300`: a team's board order in a round when it is not the roster's
    /// (round, team, scheduled opponent, player on each board; 0 for an empty board).
    pub line_ups: Vec<(u32, u32, u32, Vec<u32>)>,
    /// Records this reader does not interpret (`801`, `XXR`, ...),
    /// kept as written so an export carries them on.
    pub other: Vec<String>,
}

impl Trf {
    pub fn tag(&self, code: &str) -> Option<&str> {
        self.tags.get(code).and_then(|v| v.first()).map(|s| s.trim())
    }

    pub fn name(&self) -> &str {
        self.tag("012").unwrap_or_default()
    }

    pub fn player(&self, number: u32) -> Option<&Player> {
        self.players.iter().find(|p| p.number == number)
    }

    /// The rounds the file holds results for (the longest card).
    pub fn rounds(&self) -> usize {
        self.players.iter().map(|p| p.games.len()).max().unwrap_or(0)
    }
}

/// A line as characters, with 1-based columns.
struct Line<'a> {
    number: usize,
    chars: &'a [char],
    text: &'a str,
}

impl Line<'_> {
    /// Columns `from..=to`, trimmed ("" past the end).
    fn field(&self, from: usize, to: usize) -> String {
        let end = to.min(self.chars.len());
        if from > end {
            return String::new();
        }
        // An ASCII line's columns are its bytes: slice the text rather than rebuild it.
        if self.chars.len() == self.text.len() {
            return self.text.get(from - 1..end).unwrap_or_default().trim().to_string();
        }
        self.chars[from - 1..end].iter().collect::<String>().trim().to_string()
    }

    fn err(&self, column: usize, message: impl Into<String>) -> TrfError {
        TrfError { line: self.number, column, message: message.into() }
    }

    /// A whole number in columns `from..=to` (blank: none). Read without
    /// building a string: a big event has tens of thousands of these.
    fn number(&self, from: usize, to: usize, what: &str) -> Result<Option<u32>, TrfError> {
        let end = to.min(self.chars.len());
        let cells = if from > end { &[][..] } else { &self.chars[from - 1..end] };
        let first = cells.iter().position(|c| !c.is_whitespace());
        let last = cells.iter().rposition(|c| !c.is_whitespace());
        let (Some(first), Some(last)) = (first, last) else { return Ok(None) };
        let value = cells[first..=last].iter().try_fold(0u32, |v, c| if c.is_ascii_digit() { v.checked_mul(10)?.checked_add(c.to_digit(10)?) } else { None });
        value.map(Some).ok_or_else(|| self.err(from, format!("“{}” is not a {what}", self.field(from, to))))
    }

    /// A decimal like `11.5` in halves.
    fn halves(&self, from: usize, to: usize, what: &str) -> Result<Option<u32>, TrfError> {
        let f = self.field(from, to);
        if f.is_empty() {
            return Ok(None);
        }
        parse_halves(&f).map(Some).ok_or_else(|| self.err(from, format!("“{f}” is not {what} (like 11.5)")))
    }
}

/// `11`, `11.0`, `11.5` in halves; anything else is none.
pub fn parse_halves(text: &str) -> Option<u32> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let whole: u32 = whole.parse().ok()?;
    let half = match fraction.trim_end_matches('0') {
        "" => 0,
        "5" => 1,
        _ => return None,
    };
    whole.checked_mul(2)?.checked_add(half)
}

/// Each line of a report with its record code (blank lines and `###` comments skipped).
fn each_line(text: &str, mut read: impl FnMut(&Line, &str) -> Result<(), TrfError>) -> Result<(), TrfError> {
    // One buffer for every line's characters: a big report has thousands of lines.
    let mut buffer: Vec<char> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let raw = raw.trim_end_matches('\r');
        buffer.clear();
        if raw.is_ascii() {
            buffer.extend(raw.bytes().map(char::from));
        } else {
            buffer.extend(raw.chars());
        }
        let line = Line { number: i + 1, chars: &buffer, text: raw };
        let code: String = line.chars.iter().take(3).collect();
        if raw.trim().is_empty() || code == "###" {
            continue;
        }
        read(&line, &code)?;
    }
    Ok(())
}

/// The players (`001`) and teams (`310`, else `013`) of a report alone:
/// what a roster pasted from one needs.
pub fn players_and_teams(text: &str) -> Result<(Vec<Player>, Vec<TeamRecord>), TrfError> {
    let (mut players, mut teams, mut old_teams) = (Vec::new(), Vec::new(), Vec::new());
    each_line(text, |line, code| {
        match code {
            "001" => players.push(player(line)?),
            "013" => old_teams.push(team_013(line, old_teams.len())?),
            "310" => teams.push(team_310(line)?),
            _ => {}
        }
        Ok(())
    })?;
    Ok((players, if teams.is_empty() { old_teams } else { teams }))
}

/// A `013` record (TRF16), the `n`th (from 0).
fn team_013(line: &Line, n: usize) -> Result<TeamRecord, TrfError> {
    Ok(TeamRecord {
        number: n as u32 + 1,
        name: line.field(5, 36),
        nickname: String::new(),
        strength: None,
        match_points: None,
        game_points: None,
        rank: None,
        members: numbers_from(line, 37, 5)?,
    })
}

/// A `310` record (TRF-2026).
fn team_310(line: &Line) -> Result<TeamRecord, TrfError> {
    let number = line.number(5, 7, "team number")?.ok_or_else(|| line.err(5, "a 310 record needs the team's number"))?;
    Ok(TeamRecord {
        number,
        name: line.field(9, 40),
        nickname: line.field(42, 46),
        strength: line.number(48, 53, "strength factor")?,
        match_points: line.halves(55, 60, "match points")?,
        game_points: line.halves(62, 67, "game points")?,
        rank: line.number(69, 71, "rank")?,
        members: numbers_from(line, 74, 5)?,
    })
}

pub fn read(text: &str) -> Result<Trf, TrfError> {
    let mut trf = Trf::default();
    // `013` records, used only where the file has no `310` (which replaces them).
    let mut old_teams: Vec<TeamRecord> = Vec::new();
    let (mut team_lines, mut old_team_lines) = (Vec::new(), Vec::new());
    each_line(text, |line, code| {
        match code {
            "001" => trf.players.push(player(line)?),
            "013" => {
                old_team_lines.push(line.number);
                old_teams.push(team_013(line, old_teams.len())?)
            }
            "310" => {
                let team = team_310(line)?;
                if trf.teams.iter().any(|x| x.number == team.number) {
                    return Err(line.err(5, format!("team number {} is used twice", team.number)));
                }
                team_lines.push(line.number);
                trf.teams.push(team)
            }
            "362" => trf.scoring = scoring(line)?,
            "320" => {
                let mp = line.halves(5, 8, "match points")?.unwrap_or(2);
                let gp = line.halves(10, 13, "game points")?.unwrap_or(0);
                trf.byes = Some((mp, gp, numbers_at(line, 15, 4)?));
            }
            "330" => {
                let kind = match line.field(5, 6).as_str() {
                    "+-" => ForfeitKind::WhiteWins,
                    "-+" => ForfeitKind::BlackWins,
                    "--" => ForfeitKind::Double,
                    other => return Err(line.err(5, format!("“{other}” is not a forfeit (+-, -+ or --)"))),
                };
                let round = line.number(8, 10, "round")?.ok_or_else(|| line.err(8, "a 330 record needs its round"))?;
                let white = line.number(12, 14, "team number")?.ok_or_else(|| line.err(12, "a 330 record needs the white team"))?;
                let black = line.number(16, 18, "team number")?.ok_or_else(|| line.err(16, "a 330 record needs the black team"))?;
                trf.forfeits.push((kind, round, white, black));
            }
            "240" => {
                let kind = line.chars.get(4).copied().unwrap_or(' ').to_ascii_uppercase();
                if !matches!(kind, 'F' | 'H' | 'Z') {
                    return Err(line.err(5, format!("“{kind}” is not a bye (F, H or Z)")));
                }
                let round = line.number(7, 9, "round")?.ok_or_else(|| line.err(7, "a 240 record needs its round"))?;
                trf.absences.push((kind, round, numbers_from(line, 11, 5)?));
            }
            "250" => trf.accelerations.push(Acceleration {
                match_points: line.halves(5, 8, "match points")?.unwrap_or(0),
                game_points: line.halves(10, 13, "game points")?.unwrap_or(0),
                first_round: line.number(15, 17, "round")?.ok_or_else(|| line.err(15, "a 250 record needs its first round"))?,
                last_round: line.number(19, 21, "round")?.ok_or_else(|| line.err(19, "a 250 record needs its last round"))?,
                first_id: line.number(23, 26, "number")?.ok_or_else(|| line.err(23, "a 250 record needs its first number"))?,
                last_id: line.number(28, 31, "number")?.ok_or_else(|| line.err(28, "a 250 record needs its last number"))?,
            }),
            "300" => {
                let round = line.number(5, 7, "round")?.ok_or_else(|| line.err(5, "a 300 record needs its round"))?;
                let team = line.number(9, 11, "team number")?.ok_or_else(|| line.err(9, "a 300 record needs the team"))?;
                let opponent = line.number(13, 15, "team number")?.unwrap_or(0);
                trf.line_ups.push((round, team, opponent, numbers_at(line, 17, 5)?));
            }
            "299" => {
                let signed = |from: usize, to: usize, what: &str| -> Result<i32, TrfError> {
                    let f = line.field(from, to);
                    let (negative, digits) = match f.strip_prefix('-') {
                        Some(rest) => (true, rest.to_string()),
                        None => (false, f.clone()),
                    };
                    if digits.is_empty() {
                        return Ok(0);
                    }
                    let h = parse_halves(&digits).filter(|&h| h <= i32::MAX as u32).ok_or_else(|| line.err(from, format!("“{f}” is not {what} (like -5.0)")))?
                        as i32;
                    Ok(if negative { -h } else { h })
                };
                let kind = line.chars.get(4).copied().unwrap_or(' ');
                if !" WDLFHZ+-".contains(kind) {
                    return Err(line.err(5, format!("“{kind}” is not an abnormal assignment (W, D, L, F, H, Z, +, - or blank)")));
                }
                trf.abnormal.push(Abnormal {
                    kind,
                    match_points: signed(8, 11, "match points")?,
                    game_points: signed(14, 17, "game points")?,
                    round: line.number(20, 22, "round")?.unwrap_or(0),
                    ids: numbers_from(line, 24, 5)?,
                });
            }
            "260" => {
                let first = line.number(5, 7, "round")?.unwrap_or(1);
                let last = line.number(9, 11, "round")?.unwrap_or(first);
                trf.prohibited.push((first, last, numbers_from(line, 13, 5)?));
            }
            _ if code.len() == 3 && code.ends_with('2') && code.chars().all(|c| c.is_ascii_digit()) => {
                trf.tags.entry(code.to_string()).or_default().push(line.chars.iter().skip(4).collect::<String>().trim_end().to_string());
            }
            _ => trf.other.push(line.text.trim_end().to_string()),
        }
        Ok(())
    })?;
    if trf.teams.is_empty() && !old_teams.is_empty() {
        trf.teams = old_teams;
        trf.teams_from_013 = true;
        team_lines = old_team_lines;
    }
    // Every team member is a player of the file (a 001 line), once.
    let players: std::collections::BTreeSet<u32> = crate::sorting::tree(trf.players.iter().map(|p| p.number));
    for (team, line) in trf.teams.iter().zip(&team_lines) {
        if let Some(m) = team.members.iter().find(|m| !players.contains(m)) {
            return Err(TrfError { line: *line, column: 1, message: format!("team “{}” lists player {m}, who has no 001 line", team.name) });
        }
    }
    Ok(trf)
}

/// Numbers in fields of `width` characters from column `from` (blank or `0000` fields skipped as none).
fn numbers_from(line: &Line, from: usize, width: usize) -> Result<Vec<u32>, TrfError> {
    let mut out = Vec::new();
    let mut c = from;
    while c <= line.chars.len() {
        if let Some(n) = line.number(c, c + width - 2, "number")? {
            out.push(n);
        }
        c += width;
    }
    Ok(out)
}

/// Numbers in fields of `width` characters from column `from`, one per
/// field, a blank field as 0 (a round with none).
fn numbers_at(line: &Line, from: usize, width: usize) -> Result<Vec<u32>, TrfError> {
    let mut out = Vec::new();
    let mut c = from;
    while c <= line.chars.len() {
        out.push(line.number(c, c + width - 2, "number")?.unwrap_or(0));
        c += width;
    }
    Ok(out)
}

/// The most rounds a player's line may carry (a TRF of more is refused, not read).
const MOST_ROUNDS: usize = 99;

fn player(line: &Line) -> Result<Player, TrfError> {
    let number = line.number(5, 8, "starting rank")?.ok_or_else(|| line.err(5, "a player record needs its starting rank"))?;
    let mut games = Vec::new();
    let mut c = 92;
    while c <= line.chars.len() {
        let opponent = line.number(c, c + 3, "starting rank")?.filter(|&n| n > 0);
        let colour = match line.chars.get(c + 4).copied().unwrap_or(' ') {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            '-' | ' ' => None,
            other => return Err(line.err(c + 5, format!("“{other}” is not a colour (w, b or -)"))),
        };
        // A line may end before its last result (trailing blanks trimmed).
        let result = line.chars.get(c + 6).copied().unwrap_or(' ');
        // A blank result: a game paired and not yet played when it names an
        // opponent (kept blank), else a zero-point bye.
        let result = match (result, opponent) {
            (' ', Some(_)) => ' ',
            (' ', None) => 'Z',
            (r, _) => r,
        };
        if !"10=+-WDLHFUZwdlhfuz ".contains(result) {
            return Err(line.err(c + 7, format!("“{result}” is not a result (1, =, 0, +, -, W, D, L, H, F, U or Z)")));
        }
        if opponent == Some(number) {
            return Err(line.err(c, format!("player {number} is paired with himself")));
        }
        games.push(Game { opponent, colour, result });
        if games.len() > MOST_ROUNDS {
            return Err(line.err(c, format!("more than {MOST_ROUNDS} rounds on one player's line")));
        }
        c += 10;
    }
    Ok(Player {
        number,
        sex: line.field(10, 10),
        title: line.field(11, 13),
        name: line.field(15, 47),
        rating: line.number(49, 52, "rating")?.filter(|&r| r > 0),
        federation: line.field(54, 56),
        fide_id: line.field(58, 68),
        birth: line.field(70, 79),
        points: line.halves(81, 84, "points")?,
        rank: line.number(86, 89, "rank")?,
        games,
    })
}

/// `362 TW 3.0 TD 1.0 TL 0.0` in any order.
fn scoring(line: &Line) -> Result<TeamScoring, TrfError> {
    let mut s = TeamScoring::default();
    let words: Vec<String> = line.chars.iter().skip(4).collect::<String>().split_whitespace().map(String::from).collect();
    for pair in words.chunks(2) {
        let [symbol, value] = pair else { return Err(line.err(5, "362 is pairs of a symbol and points (TW 2.0 TD 1.0 TL 0.0)")) };
        let v = parse_halves(value).ok_or_else(|| line.err(5, format!("“{value}” is not points (like 2.0)")))?;
        match symbol.to_ascii_uppercase().as_str() {
            "TW" => s.win = v,
            "TD" => s.draw = v,
            "TL" => s.loss = v,
            // Other symbols (forfeits, byes) are kept for later: the three above decide matches.
            _ => {}
        }
    }
    Ok(s)
}

/// Halves as TRF prints points: `11.5`, `8.0`.
pub fn format_halves(halves: u32) -> String {
    format!("{}.{}", halves / 2, if halves % 2 == 1 { 5 } else { 0 })
}

/// Text cut to `width` characters and padded (TRF columns are fixed).
fn column(text: &str, width: usize) -> String {
    let cut: String = text.chars().take(width).collect();
    format!("{cut:<width$}")
}

/// The report as TRF-2026 text: the tags as read, the players with their
/// games, the teams (`310`, also for a file read with `013` records), the
/// team scoring (`362`, always: a checker reads it), the byes (`320`), forfeited
/// matches (`330`), absences (`240`) and prohibited pairings (`260`).
/// Names longer than their columns are cut to fit.
pub fn write(trf: &Trf) -> String {
    let mut out = String::new();
    let mut line = |text: String| {
        out.push_str(text.trim_end());
        out.push('\n');
    };
    for (code, values) in &trf.tags {
        for v in values {
            line(format!("{code} {v}"));
        }
    }
    let s = trf.scoring;
    // In its columns, as 162's: each symbol at 5 (14, 23), its points in the four after.
    line(format!("362 TW{:>4}   TD{:>4}   TL{:>4}", format_halves(s.win), format_halves(s.draw), format_halves(s.loss)));
    for p in &trf.players {
        let points = p.points.map(format_halves).unwrap_or_default();
        let rank = p.rank.map(|r| r.to_string()).unwrap_or_default();
        let rating = p.rating.map(|r| r.to_string()).unwrap_or_default();
        let mut text = format!(
            "001 {:>4} {}{:>3} {} {:>4} {} {:>11} {} {:>4} {:>4}",
            p.number,
            column(&p.sex, 1),
            column(&p.title, 3).trim_end(),
            column(&p.name, 33),
            rating,
            column(&p.federation, 3),
            column(&p.fide_id, 11).trim_end(),
            column(&p.birth, 10),
            points,
            rank
        );
        for g in &p.games {
            let colour = match g.colour {
                Some(Colour::White) => 'w',
                Some(Colour::Black) => 'b',
                None => '-',
            };
            text.push_str(&format!("  {:>4} {colour} {}", g.opponent.map(|o| o.to_string()).unwrap_or_else(|| "0000".into()), g.result));
        }
        line(text);
    }
    for t in &trf.teams {
        let halves = |h: Option<u32>| h.map(format_halves).unwrap_or_default();
        let mut text = format!(
            "310 {:>3} {} {} {:>6} {:>6} {:>6} {:>3} ",
            t.number,
            column(&t.name, 32),
            column(&t.nickname, 5),
            t.strength.map(|r| r.to_string()).unwrap_or_default(),
            halves(t.match_points),
            halves(t.game_points),
            t.rank.map(|r| r.to_string()).unwrap_or_default()
        );
        for m in &t.members {
            text.push_str(&format!(" {m:>4}"));
        }
        line(text);
    }
    if let Some((mp, gp, teams)) = &trf.byes {
        let mut text = format!("320 {:>4} {:>4}", format_halves(*mp), format_halves(*gp));
        for t in teams {
            text.push_str(&format!(" {t:>3}"));
        }
        line(text);
    }
    for (kind, round, white, black) in &trf.forfeits {
        let kind = match kind {
            ForfeitKind::WhiteWins => "+-",
            ForfeitKind::BlackWins => "-+",
            ForfeitKind::Double => "--",
        };
        line(format!("330 {kind} {round:>3} {white:>3} {black:>3}"));
    }
    for (kind, round, ids) in &trf.absences {
        line(format!("240 {kind} {round:>3}{}", ids.iter().map(|i| format!(" {i:>4}")).collect::<String>()));
    }
    for (first, last, ids) in &trf.prohibited {
        line(format!("260 {first:>3} {last:>3}{}", ids.iter().map(|i| format!(" {i:>4}")).collect::<String>()));
    }
    let blank = |h: u32| if h == 0 { String::new() } else { format_halves(h) };
    for a in &trf.accelerations {
        line(format!(
            "250 {:>4} {:>4} {:>3} {:>3} {:>4} {:>4}",
            blank(a.match_points),
            blank(a.game_points),
            a.first_round,
            a.last_round,
            a.first_id,
            a.last_id
        ));
    }
    for (round, team, opponent, players) in &trf.line_ups {
        line(format!("300 {round:>3} {team:>3} {opponent:>3}{}", players.iter().map(|p| format!(" {p:>4}")).collect::<String>()));
    }
    let signed = |h: i32| {
        if h == 0 {
            String::new()
        } else if h < 0 {
            format!("-{}", format_halves(h.unsigned_abs()))
        } else {
            format_halves(h as u32)
        }
    };
    for a in &trf.abnormal {
        line(format!(
            "299 {}  {:>4}  {:>4}  {:>3}{}",
            a.kind,
            signed(a.match_points),
            signed(a.game_points),
            a.round,
            a.ids.iter().map(|i| format!(" {i:>4}")).collect::<String>()
        ));
    }
    for text in &trf.other {
        line(text.clone());
    }
    out
}
