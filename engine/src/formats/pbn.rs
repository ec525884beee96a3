//! PBN (Portable Bridge Notation 2.1): games of tags, and the ScoreTable and
//! TotalScoreTable that carry a session's results. Reads UTF-8 or ISO-8859-1;
//! every error names its line and column; never panics on any input.

use crate::bridge::board::{self, Seat, Vulnerability};
use crate::bridge::deal::Deal;
use crate::bridge::matchpoints::Outcome;
use crate::bridge::traveller::{PrintedMatch, PrintedTotal, Traveller, TravellerLine, Travellers};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PbnError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl PbnError {
    fn at(line: usize, column: usize, message: impl Into<String>) -> PbnError {
        PbnError { line, column, message: message.into() }
    }
}

impl std::fmt::Display for PbnError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for PbnError {}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    pub name: String,
    pub value: String,
    pub line: usize,
}

/// A cell of a table row, with where it stood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    pub text: String,
    pub line: usize,
    pub column: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    pub name: String,
    pub columns: Vec<String>,
    pub line: usize,
    pub rows: Vec<Vec<Cell>>,
}

impl Table {
    pub fn column(&self, name: &str) -> Option<usize> {
        self.columns.iter().position(|c| c.eq_ignore_ascii_case(name))
    }
}

/// One game: its tags, and the tables that follow some of them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Game {
    pub tags: Vec<Tag>,
    pub tables: Vec<Table>,
}

impl Game {
    pub fn tag(&self, name: &str) -> Option<&Tag> {
        self.tags.iter().find(|t| t.name.eq_ignore_ascii_case(name))
    }
    pub fn table(&self, name: &str) -> Option<&Table> {
        self.tables.iter().find(|t| t.name.eq_ignore_ascii_case(name))
    }
}

/// Text from a file: UTF-8 when it is, otherwise ISO-8859-1 (each byte one character).
pub fn decode_text(bytes: &[u8]) -> String {
    use super::encoding::{decode, Encoding};
    decode(bytes, std::str::from_utf8(bytes).is_err().then_some(Encoding::Latin1)).0
}

/// Reads the games of a PBN file.
pub fn read_games(text: &str) -> Result<Vec<Game>, PbnError> {
    let mut games: Vec<Game> = Vec::new();
    let mut game = Game::default();
    let mut open_table: Option<Table> = None;
    let mut in_comment: Option<(usize, usize)> = None;
    let finish_table = |game: &mut Game, table: &mut Option<Table>| {
        if let Some(t) = table.take() {
            game.tables.push(t);
        }
    };
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let mut rest = raw;
        // A { commentary } may span lines.
        if in_comment.is_some() {
            match rest.find('}') {
                Some(end) => {
                    in_comment = None;
                    rest = &rest[end + 1..];
                }
                None => continue,
            }
        }
        let trimmed = rest.trim();
        if trimmed.starts_with('%') {
            continue;
        }
        if trimmed.is_empty() {
            // A blank line ends a game.
            finish_table(&mut game, &mut open_table);
            if !game.tags.is_empty() {
                games.push(std::mem::take(&mut game));
            }
            continue;
        }
        if let Some(body) = trimmed.strip_prefix('{') {
            if !body.contains('}') {
                in_comment = Some((line, raw.len() - rest.trim_start().len() + 1));
            }
            continue;
        }
        if trimmed.starts_with('[') {
            finish_table(&mut game, &mut open_table);
            // One or more tags, maybe followed by a ; or { comment.
            let mut at = raw.len() - raw.trim_start().len();
            loop {
                at = raw.len() - raw[at..].trim_start().len();
                let column = raw[..at].chars().count() + 1;
                let (tag, end) = parse_tag(&raw[at..], line, column)?;
                // A game's first tags again: a new game, even with no empty
                // line before it (Ruter writes a championship's boards so).
                if matches!(tag.name.as_str(), "Event" | "Board") && game.tag(&tag.name).is_some() {
                    finish_table(&mut game, &mut open_table);
                    games.push(std::mem::take(&mut game));
                }
                if tag.name.ends_with("Table") && !tag.value.is_empty() && tag.value != "#" {
                    let columns = tag.value.split(';').map(|c| c.split('\\').next().unwrap_or("").trim().to_string()).collect();
                    open_table = Some(Table { name: tag.name.clone(), columns, line, rows: Vec::new() });
                }
                game.tags.push(tag);
                at += end;
                let rest = raw[at..].trim_start();
                at = raw.len() - rest.len();
                if rest.is_empty() || rest.starts_with(';') {
                    break;
                }
                if let Some(comment) = rest.strip_prefix('{') {
                    match comment.find('}') {
                        Some(close) if comment[close + 1..].trim().is_empty() => break,
                        Some(close) => {
                            at += 1 + close + 1;
                            continue;
                        }
                        None => {
                            in_comment = Some((line, raw[..at].chars().count() + 1));
                            break;
                        }
                    }
                }
                if !rest.starts_with('[') {
                    return Err(PbnError::at(line, raw[..at].chars().count() + 1, "only a comment may follow a tag on its line"));
                }
            }
            continue;
        }
        if trimmed.starts_with(';') {
            continue;
        }
        match open_table.as_mut() {
            Some(table) => {
                let cells = split_row(raw, line)?;
                if cells.len() != table.columns.len() {
                    let column = cells.first().map(|c| c.column).unwrap_or(1);
                    return Err(PbnError::at(
                        line,
                        column,
                        format!(
                            "this row of the {} has {} values; its header (line {}) names {} columns",
                            table.name,
                            cells.len(),
                            table.line,
                            table.columns.len()
                        ),
                    ));
                }
                table.rows.push(cells);
            }
            // Deal data and play sections after their tags: not needed for scoring.
            None => continue,
        }
    }
    if let Some((line, column)) = in_comment {
        return Err(PbnError::at(line, column, "a { comment } is never closed"));
    }
    finish_table(&mut game, &mut open_table);
    if !game.tags.is_empty() {
        games.push(game);
    }
    Ok(games)
}

/// Reads one `[Name "value"]` from the start of `text`; returns it and the
/// byte length it took.
fn parse_tag(text: &str, line: usize, column: usize) -> Result<(Tag, usize), PbnError> {
    let shape = || PbnError::at(line, column, "a tag must be written [Name \"value\"]");
    let inner = text.strip_prefix('[').ok_or_else(shape)?;
    let name_len = inner.find(|c: char| c.is_whitespace() || c == '"' || c == ']').unwrap_or(inner.len());
    let name = &inner[..name_len];
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(PbnError::at(line, column + 1, format!("\"{name}\" is not a tag name")));
    }
    let after = &inner[name_len..];
    let value_at = after.len() - after.trim_start().len();
    let quoted = after.trim_start().strip_prefix('"').ok_or_else(|| {
        if after.trim_start().starts_with(']') || after.trim().is_empty() && !text.contains(']') {
            shape()
        } else {
            PbnError::at(line, column + 1 + name.chars().count() + 1, format!("the value of tag {name} must be in double quotes"))
        }
    })?;
    // The value runs to the next quote not escaped by a backslash.
    let mut value = String::new();
    let mut chars = quoted.char_indices();
    let close = loop {
        match chars.next() {
            None => return Err(shape()),
            // Only \" and \\ are escapes; any other backslash is itself (ScoreTable widths "\2R").
            Some((_, '\\')) => match quoted[chars.offset()..].chars().next() {
                Some(c @ ('"' | '\\')) => {
                    value.push(c);
                    chars.next();
                }
                _ => value.push('\\'),
            },
            Some((i, '"')) => break i,
            Some((_, c)) => value.push(c),
        }
    };
    let rest = &quoted[close + 1..];
    let bracket = rest.trim_start().strip_prefix(']').ok_or_else(shape)?;
    let used = text.len() - bracket.len();
    let _ = value_at;
    Ok((Tag { name: name.to_string(), value, line }, used))
}

/// Splits a table row into cells: bare words, or "quoted strings" with spaces.
fn split_row(raw: &str, line: usize) -> Result<Vec<Cell>, PbnError> {
    let mut cells = Vec::new();
    let mut chars = raw.chars().peekable();
    // Columns count characters, not bytes, as an editor shows them.
    let mut column = 0;
    while let Some(c) = chars.next() {
        column += 1;
        if c.is_whitespace() {
            continue;
        }
        let start = column;
        let mut text = String::new();
        if c == '"' {
            loop {
                match chars.next() {
                    None => return Err(PbnError::at(line, start, "a quoted value is not closed on this line")),
                    Some('\\') if chars.peek().is_some() => {
                        column += 2;
                        text.extend(chars.next());
                    }
                    Some('"') => {
                        column += 1;
                        break;
                    }
                    Some(c) => {
                        column += 1;
                        text.push(c);
                    }
                }
            }
        } else {
            text.push(c);
            while let Some(&c) = chars.peek() {
                if c.is_whitespace() {
                    break;
                }
                column += 1;
                text.push(c);
                chars.next();
            }
        }
        cells.push(Cell { text, line, column: start });
    }
    Ok(cells)
}

use super::line::empty;

/// How a pairs session's `Scoring` tag scores its boards in IMPs: Ruter's
/// `IMP;Cross` totals each board's cross-IMPs; `Butler` (Magic Contest's
/// `IMP;Butler-2;Mean`) IMPs each score against the board's datum, the
/// tag's number the scores dropped in all, half at each end (Ruter's
/// `Butler-2` drops the highest and the lowest: so its printed datums come
/// out), else the field's usual. None for anything else (a bare `IMP`
/// scores a teams match, an odd number cannot be dropped evenly).
pub fn imp_method(scoring: &str) -> Option<crate::bridge::impairs::ImpMethod> {
    use crate::bridge::impairs::ImpMethod;
    let words: Vec<String> = scoring.split(';').map(|w| w.trim().to_ascii_uppercase()).collect();
    if words.iter().any(|w| w == "CROSS" || w == "CROSS-IMPS" || w == "CROSSIMPS") {
        // Averaged over each board's comparisons where it says so (as Compscore scores them).
        let averaged = words.iter().any(|w| w == "MEAN" || w == "AVERAGE" || w == "AVERAGED");
        return Some(if averaged { ImpMethod::CrossImps } else { ImpMethod::CrossImpsTotal });
    }
    let butler = words.iter().find(|w| w.starts_with("BUTLER"))?;
    let dropped = butler.strip_prefix("BUTLER").map(|n| n.trim_start_matches('-')).filter(|n| !n.is_empty());
    match dropped {
        None => Some(ImpMethod::Butler(None)),
        Some(n) => n.parse::<usize>().ok().filter(|&k| k <= 20 && k % 2 == 0).map(|k| ImpMethod::Butler(Some(k / 2))),
    }
}

/// Reads the boards and results of a session from PBN bytes: a pairs
/// session, an individual or a teams event, as its ScoreTables seat them.
pub fn read_session(bytes: &[u8]) -> Result<Travellers, PbnError> {
    let text = decode_text(bytes);
    let games = read_games(&text)?;
    let mut session = Travellers::default();
    let mut last_vul: Option<Vulnerability> = None;
    let mut last_deal: Option<Deal> = None;
    let mut got = Read::default();
    let mut scoring: Option<&Tag> = None;
    let mut named = table_record::Named::new();
    for game in &games {
        if session.event.is_none() {
            session.event = game.tag("Event").map(|t| t.value.clone()).filter(|v| !v.is_empty() && v != "#");
        }
        if let Some(tag) = game.tag("Scoring").filter(|t| t.value.to_ascii_uppercase().contains("IMP") || t.value.to_ascii_uppercase().contains("BUTLER")) {
            scoring = Some(tag);
        }
        if session.date.is_none() {
            // PBN writes 2022.02.06 (a "?" for what is unknown).
            session.date = game.tag("Date").map(|t| t.value.replace('.', "-")).filter(|d| crate::event::check_date(d).is_ok());
        }
        if let Some(total) = game.table("TotalScoreTable") {
            session.totals = read_totals(total)?;
        }
        let Some(board_tag) = game.tag("Board") else { continue };
        let number = board::read_number(&board_tag.value)
            .ok_or_else(|| PbnError::at(board_tag.line, 1, format!("\"{}\" is not a board number (1 to {})", board_tag.value, board::MOST_BOARDS)))?;
        let vulnerability = match game.tag("Vulnerable") {
            Some(t) if t.value == "#" => last_vul.unwrap_or_else(|| board::vulnerability(number)),
            Some(t) if !t.value.trim().is_empty() => {
                parse_vulnerability(&t.value).ok_or_else(|| PbnError::at(t.line, 1, format!("\"{}\" is not a vulnerability (None, NS, EW or All)", t.value)))?
            }
            _ => board::vulnerability(number),
        };
        last_vul = Some(vulnerability);
        let dealer = game.tag("Dealer").and_then(|t| t.value.trim().chars().next()).and_then(Seat::from_letter).unwrap_or_else(|| board::dealer(number));
        // The board's deal, kept where whole; one that is not is said, and its results read all the same.
        if let Some(t) = game.tag("Deal").filter(|t| !t.value.trim().is_empty()) {
            let deal = match t.value.trim() {
                "#" => last_deal.ok_or_else(|| "“#” with no deal before it".to_string()),
                text => Deal::from_pbn(text).map_err(|e| e.to_string()),
            };
            match deal {
                Ok(d) => {
                    last_deal = Some(d);
                    if !session.deals.iter().any(|(b, _)| *b == number) {
                        session.deals.push((number, d.to_pbn(Seat::N)));
                    }
                }
                Err(why) => session.notes.push(format!("board {number}: its deal is not kept (line {}: {why}); its results are read", t.line)),
            }
        }
        let results = match game.table("ScoreTable") {
            Some(table) => read_results(table, number, vulnerability, &mut got)?,
            // A game a table (RealBridge's teams): the game is one table's result.
            None if game.tag("HomeTeam").is_some() && game.tag("Contract").is_some() => {
                vec![table_record::read(game, number, vulnerability, &mut got, &mut named)?]
            }
            None => Vec::new(),
        };
        session.notes.append(&mut got.notes);
        if let Some(existing) = session.boards.iter_mut().find(|b| b.number == number) {
            existing.results.extend(results);
        } else {
            session.boards.push(Traveller { number, dealer, vulnerability, results });
        }
    }
    if session.boards.is_empty() && got.matches.is_empty() {
        return Err(PbnError::at(1, 1, "no [Board] tag: this is not a PBN file of boards"));
    }
    let Read { mut sit_outs, matches, rooms_by_order, .. } = got;
    // A league's match rows: its matches are its results (a board of no results, Ruter's "202", is none).
    let league = matches.iter().any(|m| m.total.is_some());
    if league {
        session.boards.retain(|b| !b.results.is_empty());
        session.notes.push(format!(
            "this file gives each match's IMPs and VPs, not its boards: {} match(es) played are taken from their IMPs, {} to come",
            matches.iter().filter(|m| m.total.is_some()).count(),
            matches.iter().filter(|m| m.total.is_none()).count()
        ));
    }
    if session.boards.iter().all(|b| b.results.is_empty()) && sit_outs.is_empty() && !league {
        let teams = games.iter().flat_map(|g| &g.tables).flat_map(|t| &t.columns).any(|c| c.to_ascii_uppercase().starts_with("TEAM"));
        let what = if teams { "a teams event's totals without its matches' boards" } else { "deals only (a hand record)" };
        return Err(PbnError::at(1, 1, format!("no board has a ScoreTable with results: this file holds {what}, not a session's results")));
    }
    session.teams = !named.is_empty() || games.iter().filter_map(|g| g.table("ScoreTable")).any(|t| t.column("TeamId_Home").is_some());
    if !named.is_empty() {
        table_record::said(&session.boards, &named, &mut session.notes);
        session.totals = named
            .into_iter()
            .enumerate()
            .map(|(i, (name, players))| PrintedTotal { pair: i as u32 + 1, name: Some(name), players, ..Default::default() })
            .collect();
    }
    session.matches = matches;
    if rooms_by_order {
        session.notes.push(
            "the ScoreTables name no Room: each match's first row on a board is taken as the open room (the home team NS), the second as the closed"
                .to_string(),
        );
    }
    // [Scoring "IMP;Cross"] or "…Butler…": a pairs session in IMPs, read as such;
    // a bare "IMP" (a teams match's scoring) is a teams file's, and refused for pairs
    // rather than ranked on match points.
    if let Some(tag) = scoring.filter(|_| !session.teams) {
        match imp_method(&tag.value) {
            Some(method) => session.imps = Some((tag.value.trim().to_string(), method)),
            None => return Err(PbnError::at(tag.line, 1, super::refused::unknown_imp_method(&format!("its Scoring tag says {}", tag.value.trim())))),
        }
    }
    crate::sorting::sort_by_key(&mut session.boards, |b| b.number);
    // A pair that plays a board more than once the same way round (an
    // individual's player, in any seat): said, board by board.
    let individual = session.is_individual();
    for b in &session.boards {
        let mut seen: crate::fast_hash::FastMap<(&str, u32), u32> = Default::default();
        for r in &b.results {
            match r.partners {
                Some((south, west)) if individual => {
                    for p in [r.ns, r.ew, south, west] {
                        *seen.entry(("player", p)).or_default() += 1;
                    }
                }
                _ if session.teams => {
                    *seen.entry(("NS team", r.ns)).or_default() += 1;
                    *seen.entry(("EW team", r.ew)).or_default() += 1;
                }
                _ => {
                    *seen.entry(("NS pair", r.ns)).or_default() += 1;
                    *seen.entry(("EW pair", r.ew)).or_default() += 1;
                }
            }
        }
        let mut twice: Vec<String> = seen.into_iter().filter(|(_, n)| *n > 1).map(|((who, p), n)| format!("{who} {p} plays it {n} times")).collect();
        crate::sorting::sort(&mut twice);
        if !twice.is_empty() {
            session.notes.push(format!("board {}: {}: check its ScoreTable", b.number, twice.join(", ")));
        }
    }
    if !sit_outs.is_empty() {
        crate::sorting::sort(&mut sit_outs);
        sit_outs.dedup();
        let pairs: Vec<String> = sit_outs.iter().map(|p| p.to_string()).collect();
        let who = if individual {
            "players"
        } else if session.teams {
            "teams"
        } else {
            "pairs"
        };
        session.notes.push(format!("rows with no opponents are sit-outs, not results ({who} {})", pairs.join(", ")));
    }
    session.directions = session.directions_from_totals();
    Ok(session)
}

fn parse_vulnerability(text: &str) -> Option<Vulnerability> {
    match text.trim().to_ascii_uppercase().as_str() {
        "NONE" | "LOVE" | "-" => Some(Vulnerability::None),
        // "N-S" and "E-W" as some dealers write them.
        "NS" | "N-S" => Some(Vulnerability::NS),
        "EW" | "E-W" => Some(Vulnerability::EW),
        "ALL" | "BOTH" => Some(Vulnerability::All),
        _ => None,
    }
}

/// Who a ScoreTable's rows seat: pairs (`PairId_NS`, `PairId_EW`), an
/// individual's four players (PBN 2.1's `PlayerId_North` … `PlayerId_West`:
/// North and East stand for the sides, South and West are their partners),
/// or a teams match's two teams (`TeamId_Home`, `TeamId_Away`, and the
/// `Room`: the home team sits NS in the open room, EW in the closed).
enum Seats {
    Pairs { ns: usize, ew: usize },
    Players { north: usize, east: usize, south: usize, west: usize },
    Teams { home: usize, away: usize, room: Option<usize> },
}

/// What the rows of a board's ScoreTable hold, beside its traveller lines.
#[derive(Default)]
struct Read {
    /// Those a row seats with nobody against them (Ruter's and Magic
    /// Contest's `2 5 - 3 … "Bye"`): sit-outs, not results.
    sit_outs: Vec<u32>,
    notes: Vec<String>,
    /// A teams file's matches with the IMPs and VPs its rows print.
    matches: Vec<PrintedMatch>,
    /// A teams table without a Room column: its rows of a match were taken open room first.
    rooms_by_order: bool,
}

/// A ScoreTable's rows as traveller lines (a teams row: its NS team and its
/// EW team, as the room seats them).
fn read_results(table: &Table, board: u32, vulnerability: Vulnerability, got: &mut Read) -> Result<Vec<TravellerLine>, PbnError> {
    use super::line::{read, Cells, Which};
    let need = |name: &str| table.column(name).ok_or_else(|| PbnError::at(table.line, 1, format!("the ScoreTable has no {name} column")));
    let seats = if table.column("PairId_NS").is_some() {
        Seats::Pairs { ns: need("PairId_NS")?, ew: need("PairId_EW")? }
    } else if table.column("PlayerId_North").is_some() {
        Seats::Players { north: need("PlayerId_North")?, east: need("PlayerId_East")?, south: need("PlayerId_South")?, west: need("PlayerId_West")? }
    } else if table.column("TeamId_Home").is_some() {
        Seats::Teams { home: need("TeamId_Home")?, away: need("TeamId_Away")?, room: table.column("Room") }
    } else {
        let teams = table.columns.iter().find(|c| c.to_ascii_uppercase().starts_with("TEAM") || c.to_ascii_uppercase().starts_with("IMP"));
        let why = match teams {
            Some(c) => format!("this is a teams file whose ScoreTable has a {c} column: PBN 2.1 seats each match's teams as TeamId_Home and TeamId_Away, which Clubscore reads"),
            None => "the ScoreTable names neither pairs (PairId_NS), players (PlayerId_North) nor teams (TeamId_Home)".to_string(),
        };
        return Err(PbnError::at(table.line, 1, why));
    };
    let (side_ns, side_ew, what) = match seats {
        Seats::Pairs { .. } => ("NS", "EW", "pair number"),
        Seats::Players { .. } => ("North", "East", "player number"),
        Seats::Teams { .. } => ("NS team", "EW team", "team number"),
    };
    let (c_contract, c_declarer, c_result) = (table.column("Contract"), table.column("Declarer"), table.column("Result"));
    let c_score_ns = table.column("Score_NS");
    let c_score_ew = table.column("Score_EW");
    if let (Seats::Teams { home, away, .. }, Some(details), None, None) = (&seats, table.column("MatchDetails"), c_contract, c_score_ns) {
        return read_match_rows(table, (*home, *away), details, got).map(|()| Vec::new());
    }
    if c_contract.is_none() && c_score_ns.is_none() && c_score_ew.is_none() {
        return Err(PbnError::at(table.line, 1, "the ScoreTable has neither a Contract nor a Score_NS column"));
    }
    let (c_table, c_round) = (table.column("Table"), table.column("Round"));
    let (c_mp_ns, c_mp_ew) = match seats {
        Seats::Players { .. } => (table.column("MP_North"), table.column("MP_East")),
        Seats::Pairs { .. } => (table.column("MP_NS"), table.column("MP_EW")),
        Seats::Teams { .. } => (None, None),
    };
    let (c_imp_home, c_imp_away, c_vp_home, c_vp_away) = (table.column("IMP_Home"), table.column("IMP_Away"), table.column("VP_Home"), table.column("VP_Away"));
    // The columns that seat a row (the same for every row).
    let columns: Vec<usize> = match seats {
        Seats::Pairs { ns, ew } => vec![ns, ew],
        Seats::Players { north, east, south, west } => vec![north, east, south, west],
        Seats::Teams { home, away, .. } => vec![home, away],
    };
    // A teams table without rooms: the rows of a match on this board, open room first.
    let mut open_seen: Vec<(Option<u32>, u32, u32)> = Vec::new();
    let mut out = Vec::with_capacity(table.rows.len());
    for row in &table.rows {
        let cell = |c: usize| &row[c];
        let text = |c: Option<usize>| c.map(|c| cell(c).text.as_str()).unwrap_or("");
        let number = |c: usize, what: &str| -> Result<u32, PbnError> {
            let x = cell(c);
            x.text.trim().parse().map_err(|_| PbnError::at(x.line, x.column, format!("\"{}\" is not a {what}", x.text)))
        };
        let optional_number = |c: Option<usize>, what: &str| -> Result<Option<u32>, PbnError> {
            match c {
                Some(c) if !empty(&cell(c).text) => number(c, what).map(Some),
                _ => Ok(None),
            }
        };
        let printed = |c: Option<usize>| c.and_then(|c| cell(c).text.trim().parse::<f64>().ok());
        // A row with a seat empty is a sit-out (a bye): those named sat out.
        if columns.iter().any(|&c| empty(&cell(c).text)) {
            for &c in columns.iter().filter(|&&c| !empty(&cell(c).text)) {
                got.sit_outs.push(number(c, what)?);
            }
            continue;
        }
        let round = optional_number(c_round, "round number")?;
        let (ns, ew, partners) = match seats {
            Seats::Pairs { ns, ew } => (number(ns, what)?, number(ew, what)?, None),
            Seats::Players { north, east, south, west } => (number(north, what)?, number(east, what)?, Some((number(south, what)?, number(west, what)?))),
            Seats::Teams { home, away, room } => {
                let (home, away) = (number(home, what)?, number(away, what)?);
                let open = match room.map(cell) {
                    Some(r) => match r.text.trim().to_ascii_uppercase().as_str() {
                        "OPEN" | "O" => true,
                        "CLOSED" | "C" => false,
                        _ => return Err(PbnError::at(r.line, r.column, format!("\"{}\" is not a room (Open or Closed)", r.text))),
                    },
                    None => {
                        got.rooms_by_order = true;
                        let first = !open_seen.contains(&(round, home, away));
                        open_seen.push((round, home, away));
                        first
                    }
                };
                let at = match got.matches.iter().position(|m| (m.round, m.home, m.away) == (round, home, away)) {
                    Some(i) => i,
                    None => {
                        got.matches.push(PrintedMatch { round, home, away, ..Default::default() });
                        got.matches.len() - 1
                    }
                };
                let m = &mut got.matches[at];
                if let (Some(mut h), Some(mut a)) = (printed(c_imp_home), printed(c_imp_away)) {
                    // Each team's IMPs won; a file that writes the board's net both ways (10, -10) means the same.
                    if a == -h {
                        (h, a) = (h.max(0.0), a.max(0.0));
                    }
                    m.boards.retain(|x| x.0 != board);
                    m.boards.push((board, h, a));
                }
                if let (Some(h), Some(a)) = (printed(c_vp_home), printed(c_vp_away)) {
                    m.vps = Some((h, a));
                }
                if open {
                    (home, away, None)
                } else {
                    (away, home, None)
                }
            }
        };
        let cells = Cells {
            contract: text(c_contract),
            declarer: text(c_declarer),
            tricks: text(c_result),
            score_ns: text(c_score_ns),
            score_ew: text(c_score_ew),
            mp: (printed(c_mp_ns), printed(c_mp_ew)),
        };
        let line = read(&cells, vulnerability).map_err(|e| {
            let c = match e.which {
                Which::Contract => c_contract,
                Which::Declarer => c_declarer,
                Which::Tricks => c_result,
                Which::Score => c_score_ns.filter(|&c| !empty(&cell(c).text)).or(c_score_ew),
            };
            let at = c.or(c_contract).map(cell).unwrap_or(cell(columns[0]));
            PbnError::at(at.line, at.column, e.message)
        })?;
        if let Some(note) = line.note {
            got.notes.push(format!("board {board}, {side_ns} {ns} v {side_ew} {ew}: {note}"));
        }
        out.push(TravellerLine {
            table: optional_number(c_table, "table number")?,
            round,
            ns,
            ew,
            contract: line.contract,
            declarer: line.declarer,
            tricks: line.tricks,
            outcome: line.outcome,
            printed_mp_ns: printed(c_mp_ns),
            printed_mp_ew: printed(c_mp_ew),
            group: 0,
            partners,
        });
    }
    Ok(out)
}

/// A league's ScoreTable as Ruter writes it: a row a match, its round, its
/// teams, its `MatchDetails` (each segment's IMPs, "1,15,54|2,30,0|200,45,54",
/// segment 200 the match's) and its VPs; a match not yet played all "-".
fn read_match_rows(table: &Table, (c_home, c_away): (usize, usize), c_details: usize, got: &mut Read) -> Result<(), PbnError> {
    let c_round = table.column("Round").ok_or_else(|| PbnError::at(table.line, 1, "the ScoreTable of matches has no Round column"))?;
    let (c_vp_home, c_vp_away) = (table.column("VP_Home"), table.column("VP_Away"));
    let c_line_ups = [table.column("LineupDetails_Home"), table.column("LineupDetails_Away")];
    for row in &table.rows {
        let number = |c: usize, what: &str| {
            let cell = &row[c];
            cell.text
                .trim()
                .parse::<u32>()
                .ok()
                .filter(|n| *n >= 1)
                .ok_or_else(|| PbnError::at(cell.line, cell.column, format!("\"{}\" is not a {what}", cell.text)))
        };
        let (round, home, away) = (number(c_round, "round number")?, number(c_home, "team number")?, number(c_away, "team number")?);
        let details = &row[c_details];
        let mut m = PrintedMatch { round: Some(round), home, away, ..Default::default() };
        if !empty(&details.text) {
            let bad = || PbnError::at(details.line, details.column, format!("\"{}\" is not a match's IMPs by segment (segment,home,away|…)", details.text));
            let mut segments = Vec::new();
            for part in details.text.trim().split('|') {
                let figures: Vec<f64> = part.split(',').map(|x| x.trim().parse::<f64>()).collect::<Result<_, _>>().map_err(|_| bad())?;
                let [segment, h, a] = figures[..] else { return Err(bad()) };
                segments.push((segment, h, a));
            }
            // Segment 200 is the match's total; without it, the segments summed.
            m.total = segments
                .iter()
                .find(|s| s.0 == 200.0)
                .map(|s| (s.1, s.2))
                .or_else(|| segments.iter().map(|s| (s.1, s.2)).reduce(|x, y| (x.0 + y.0, x.1 + y.1)));
            let vp = |c: Option<usize>| c.and_then(|c| row[c].text.trim().parse::<f64>().ok());
            m.vps = vp(c_vp_home).zip(vp(c_vp_away));
        }
        for (side, c) in c_line_ups.into_iter().enumerate() {
            if let Some(c) = c {
                m.line_ups[side] = read_line_up(&row[c])?;
            }
        }
        got.matches.push(m);
    }
    Ok(())
}

/// A team's line-up as Ruter writes it: "1,O,N,18444,Larssen,Magnus Bruun|…",
/// each player's segment, room (Open, Closed), seat, member number, surname
/// and first names; each seat given as the log stores it (`bridge::line_up`).
fn read_line_up(cell: &Cell) -> Result<Vec<String>, PbnError> {
    if empty(&cell.text) {
        return Ok(Vec::new());
    }
    let bad = |part: &str, why: &str| {
        PbnError::at(cell.line, cell.column, format!("\"{}\" is not a line-up (segment,room,seat,number,surname,first names|…): \"{part}\" {why}", cell.text))
    };
    let players: Vec<&str> = cell.text.trim().split('|').collect();
    if players.len() > crate::bridge::line_up::MOST_SEATS {
        return Err(bad(&players.len().to_string(), &format!("players: a line-up is read with at most {}", crate::bridge::line_up::MOST_SEATS)));
    }
    let mut seats = Vec::new();
    for player in players {
        let fields: Vec<&str> = player.splitn(6, ',').map(str::trim).collect();
        let [segment, room, seat, number, surname, first] = fields[..] else { return Err(bad(player, "has not six fields")) };
        if segment.parse::<u32>().is_err() {
            return Err(bad(segment, "is not a segment number"));
        }
        if !matches!(room, "O" | "C") {
            return Err(bad(room, "is not a room (O or C)"));
        }
        if !matches!(seat, "N" | "E" | "S" | "W") {
            return Err(bad(seat, "is not a seat (N, E, S or W)"));
        }
        // The log keeps a seat as one text, its fields parted by spaces: a number holds none.
        if number.contains(char::is_whitespace) {
            return Err(bad(number, "is not a member number"));
        }
        let mut text = String::new();
        for part in [segment, room, seat, if number.is_empty() { "-" } else { number }] {
            text.push_str(part);
            text.push(' ');
        }
        text.push_str(first);
        if !first.is_empty() && !surname.is_empty() {
            text.push(' ');
        }
        text.push_str(surname);
        seats.push(text);
    }
    Ok(seats)
}

fn read_totals(table: &Table) -> Result<Vec<PrintedTotal>, PbnError> {
    // A pair's line (PairId, Names) or an individual's player's (PlayerId, Name).
    let Some(c_pair) = table.column("PairId").or(table.column("PlayerId")).or(table.column("TeamId")) else { return Ok(Vec::new()) };
    let c_dir = table.column("Direction");
    // A file from a multi-session event carries this session's figures in
    // Session* columns beside the running totals.
    let c_mp = table.column("SessionScoreMP").or(table.column("TotalScoreMP"));
    let c_pct = table.column("SessionPercentage").or(table.column("TotalPercentage"));
    let c_rank = table.column("SessionRank").or(table.column("Rank"));
    let c_names = table.column("Names");
    let c_name = table.column("Name");
    // A team: its name, its roster (names parted by commas, or as a pair's are), its VPs.
    let (c_team, c_roster, c_vp) = (table.column("TeamName"), table.column("Roster"), table.column("TotalScoreVP"));
    let c_imps = table.column("SessionScoreIMP").or(table.column("TotalScoreIMP"));
    table
        .rows
        .iter()
        .map(|row| {
            let p = &row[c_pair];
            let pair = p.text.trim().parse().map_err(|_| PbnError::at(p.line, p.column, format!("\"{}\" is not a pair number", p.text)))?;
            let text = |c: Option<usize>| c.map(|c| row[c].text.trim().to_string()).filter(|t| !empty(t));
            Ok(PrintedTotal {
                pair,
                direction: text(c_dir),
                mp: text(c_mp).and_then(|t| t.parse().ok()),
                pct: text(c_pct).and_then(|t| t.parse().ok()),
                rank: text(c_rank),
                players: match text(c_roster) {
                    Some(roster) => roster.split([',', ';']).flat_map(crate::text::split_players).collect::<Vec<_>>(),
                    None => text(c_names).map(|n| crate::text::split_players(&n)).or_else(|| text(c_name).map(|n| vec![n])).unwrap_or_default(),
                }
                .iter()
                .map(|n| crate::event::Member::named(n))
                .collect(),
                name: text(c_team),
                vp: text(c_vp).and_then(|t| t.parse().ok()),
                imps: text(c_imps).and_then(|t| t.parse().ok()),
                ..Default::default()
            })
        })
        .collect()
}

/// A board's deal as a PBN file gives it, with the dealer and vulnerability
/// it writes (or, where it writes none, the board number's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardDeal {
    pub board: u32,
    pub deal: Deal,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    /// The double-dummy analysis the file prints with the deal.
    pub printed: printed::Printed,
}

/// The deals of a PBN file (a dealing machine's hand record, or a results
/// file with its deals): each board once, in board order, and what the file
/// says that the board number does not (a dealer or vulnerability of another
/// board's, an analysis of its own that cannot be read).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HandRecord {
    pub event: Option<String>,
    pub boards: Vec<BoardDeal>,
    pub notes: Vec<String>,
}

/// Reads every deal of a PBN file: a deal that is not whole (52 different
/// cards, 13 each) is refused with its line; a board given twice with two
/// deals too. `[Deal "#"]` repeats the game before's, as PBN says.
pub fn read_deals(bytes: &[u8]) -> Result<HandRecord, PbnError> {
    let text = decode_text(bytes);
    let games = read_games(&text)?;
    let mut record = HandRecord::default();
    let mut last: Option<Deal> = None;
    let (mut no_deal, mut no_board) = (Vec::new(), Vec::new());
    for game in &games {
        if record.event.is_none() {
            record.event = game.tag("Event").map(|t| t.value.clone()).filter(|v| !v.is_empty() && v != "#");
        }
        // A game without a deal, or a deal without a board, is passed over, and said.
        let (deal_tag, board_tag) = (game.tag("Deal").filter(|t| !t.value.trim().is_empty()), game.tag("Board"));
        let (Some(deal_tag), Some(board_tag)) = (deal_tag, board_tag) else {
            match (deal_tag, board_tag) {
                (Some(deal), None) => no_board.push(deal.line),
                (None, Some(board)) => no_deal.push(board.value.trim().to_string()),
                _ => {}
            }
            continue;
        };
        let board = board::read_number(&board_tag.value)
            .ok_or_else(|| PbnError::at(board_tag.line, 1, format!("\"{}\" is not a board number (1 to {})", board_tag.value, board::MOST_BOARDS)))?;
        let deal = match deal_tag.value.trim() {
            "#" => {
                last.ok_or_else(|| PbnError::at(deal_tag.line, 1, format!("board {board}: the deal is “#” (the one before) but no deal comes before it")))?
            }
            text => Deal::from_pbn(text).map_err(|e| PbnError::at(deal_tag.line, 1, format!("board {board}: {e}")))?,
        };
        last = Some(deal);
        let dealer = match game.tag("Dealer").map(|t| (t, t.value.trim())).filter(|(_, v)| !v.is_empty() && *v != "#") {
            Some((t, v)) => v
                .chars()
                .next()
                .and_then(Seat::from_letter)
                .filter(|_| v.len() == 1)
                .ok_or_else(|| PbnError::at(t.line, 1, format!("board {board}: \"{v}\" is not a dealer (N, E, S or W)")))?,
            None => board::dealer(board),
        };
        let vulnerability = match game.tag("Vulnerable").map(|t| (t, t.value.trim())).filter(|(_, v)| !v.is_empty() && *v != "#") {
            Some((t, v)) => {
                parse_vulnerability(v).ok_or_else(|| PbnError::at(t.line, 1, format!("board {board}: \"{v}\" is not a vulnerability (None, NS, EW or All)")))?
            }
            None => board::vulnerability(board),
        };
        if dealer != board::dealer(board) {
            record.notes.push(format!("board {board}: the file's dealer is {}; board {board} is dealt by {}", dealer.letter(), board::dealer(board).letter()));
        }
        if vulnerability != board::vulnerability(board) {
            record.notes.push(format!(
                "board {board}: the file's vulnerability is {}; on board {board} it is {}",
                vulnerability.pbn(),
                board::vulnerability(board).pbn()
            ));
        }
        match record.boards.iter().find(|b| b.board == board) {
            Some(b) if b.deal == deal => continue,
            Some(_) => return Err(PbnError::at(deal_tag.line, 1, format!("board {board} is given twice, with two different deals"))),
            None => {
                // The analysis of a board's first game with its deal (a results file repeats the deal, not always the analysis).
                let (printed, said) = printed::read(game);
                record.notes.extend(said.into_iter().map(|n| format!("board {board}: {n}")));
                record.boards.push(BoardDeal { board, deal, dealer, vulnerability, printed })
            }
        }
    }
    if !no_deal.is_empty() {
        record.notes.push(format!("{} game(s) with no deal passed over (board {})", no_deal.len(), no_deal.join(", ")));
    }
    if let Some(first) = no_board.first() {
        return Err(PbnError::at(*first, 1, format!("{} deal(s) have no [Board] to say which board they are", no_board.len())));
    }
    if record.boards.is_empty() {
        return Err(PbnError::at(1, 1, "no board has a [Deal]: this file holds no deals"));
    }
    crate::sorting::sort_by_key(&mut record.boards, |b| b.board);
    Ok(record)
}

/// A hand record as PBN 2.1 exports it, for dealing machines and other
/// programs: each board with PBN's mandatory tags, its dealer and
/// vulnerability by its number, and its deal from the dealer; the seed it
/// was dealt from, where it was, in a comment. Reads back with [`read_deals`].
pub fn write_hand_record(event: &str, date: Option<&str>, seed: Option<&str>, boards: &[(u32, Deal)]) -> String {
    use std::fmt::Write;
    let mut out = String::from("% PBN 2.1\n% EXPORT\n% Written by Clubscore\n");
    if let Some(seed) = seed {
        // A comment holds a line: a seed that is not one line is not written.
        if !seed.contains(['\n', '\r']) {
            let _ = writeln!(out, "% Dealt from the seed {seed}");
        }
    }
    let quoted = |v: &str| v.replace('\\', "\\\\").replace('"', "\\\"").replace(['\n', '\r'], " ");
    let date = date.filter(|d| crate::event::check_date(d).is_ok()).map(|d| d.replace('-', ".")).unwrap_or_else(|| "?".into());
    for (number, deal) in boards {
        let dealer = board::dealer(*number);
        let _ = write!(
            out,
            "\n[Event \"{}\"]\n[Site \"\"]\n[Date \"{date}\"]\n[Board \"{number}\"]\n[West \"\"]\n[North \"\"]\n[East \"\"]\n[South \"\"]\n[Dealer \"{}\"]\n[Vulnerable \"{}\"]\n[Deal \"{}\"]\n[Scoring \"\"]\n[Declarer \"\"]\n[Contract \"\"]\n[Result \"\"]\n",
            quoted(event),
            dealer.letter(),
            board::vulnerability(*number).pbn(),
            deal.to_pbn(dealer)
        );
    }
    out
}

pub mod printed;
#[cfg(test)]
mod tests;

/// A traveller line's cells as the ScoreTables write them: table, round, the
/// pairs, contract, declarer, tricks, and the NS and EW scores (an adjusted
/// score as A+, A, A- or a percentage). An individual's line names its
/// four players, North, East, South and West.
fn line_cells(row: &TravellerLine, written: crate::bridge::numbering::Numbering) -> String {
    let seats = match row.partners {
        Some((south, west)) => format!("{} {} {south} {west}", row.ns, row.ew),
        None => format!("{} {}", written.number(row.ns), written.number(row.ew)),
    };
    format!("{} {} {seats} {}", optional(row.table), optional(row.round), result_cells(row))
}

fn optional(x: Option<u32>) -> String {
    x.map(|v| v.to_string()).unwrap_or_else(|| "-".into())
}

/// A line's result as the ScoreTables write it: contract, declarer, tricks,
/// and the NS and EW scores (an adjusted score as A+, A, A- or a percentage).
fn result_cells(row: &TravellerLine) -> String {
    let adjusted = |pct: f64| match pct {
        p if (p - 60.0).abs() < 1e-9 => "A+".to_string(),
        p if (p - 50.0).abs() < 1e-9 => "A".to_string(),
        p if (p - 40.0).abs() < 1e-9 => "A-".to_string(),
        p => format!("{}%", crate::text::plain(p)),
    };
    let (score_ns, score_ew) = match &row.outcome {
        Outcome::Score(s) => (format!("\"{s}\""), "-".to_string()),
        Outcome::Artificial { ns, ew } => (format!("\"{}\"", adjusted(*ns)), format!("\"{}\"", adjusted(*ew))),
        Outcome::Weighted(_) | Outcome::NotPlayed => ("-".into(), "-".into()),
    };
    format!(
        "{} {} {} {score_ns} {score_ew}",
        row.contract.map(|c| c.to_string()).unwrap_or_else(|| "-".into()),
        row.declarer.map(|d| d.letter().to_string()).unwrap_or_else(|| "-".into()),
        row.tricks.map(|t| t.to_string()).unwrap_or_else(|| "-".into()),
    )
}

/// The ScoreTable's columns for `line_cells`: a pairs session's or an individual's.
fn line_columns(individual: bool) -> &'static str {
    if individual {
        "Table\\2R;Round\\2R;PlayerId_North\\3R;PlayerId_East\\3R;PlayerId_South\\3R;PlayerId_West\\3R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R"
    } else {
        "Table\\2R;Round\\2R;PairId_NS\\3R;PairId_EW\\3R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R"
    }
}

fn board_header(out: &mut String, event: &str, board: &Traveller, deal: &str, individual: bool, columns: &str) {
    use std::fmt::Write;
    let _ = write!(
        out,
        "\n{event}\n[Board \"{}\"]\n[Dealer \"{}\"]\n[Vulnerable \"{}\"]\n{deal}[ScoreTable \"{};{columns}\"]\n",
        board.number,
        board.dealer.letter(),
        board.vulnerability.pbn(),
        line_columns(individual)
    );
}

/// A board's `[Deal]` tag (after its `[Vulnerable]`, as PBN orders them)
/// where the session has its deal; nothing where it has none.
fn deal_tag(pbn: &Travellers, board: u32) -> String {
    pbn.deals.iter().find(|d| d.0 == board).map(|d| format!("[Deal \"{}\"]\n", d.1)).unwrap_or_default()
}

/// A pair's direction as a TotalScoreTable writes it.
fn direction_cell(d: crate::bridge::pairs::Direction) -> &'static str {
    match d {
        crate::bridge::pairs::Direction::NS => "N-S",
        crate::bridge::pairs::Direction::EW => "E-W",
        crate::bridge::pairs::Direction::Both => "-",
    }
}

/// The tags that begin each game: the event's name, and its date where known (PBN's 2026.11.24).
fn event_tag(pbn: &Travellers) -> String {
    let name = pbn.event.clone().unwrap_or_default().replace('\\', "\\\\").replace('"', "\\\"");
    match pbn.date.as_deref().filter(|d| crate::event::check_date(d).is_ok()) {
        Some(date) => format!("[Event \"{name}\"]\n[Date \"{}\"]", date.replace('-', ".")),
        None => format!("[Event \"{name}\"]"),
    }
}

/// A PBN file of a scored session: every board with its ScoreTable (computed
/// Score_NS, MP_NS, MP_EW, Percentage_NS, to 2 decimals) and, in the last
/// game, a TotalScoreTable of places. An individual's is PBN's: each line
/// names its four players (MP_North, MP_East for the sides), and its
/// TotalScoreTable ranks the players. Reads back with [`read_session`].
pub fn write_session(pbn: &Travellers, scored: &crate::bridge::pairs::Session, print: crate::formats::print::Print) -> String {
    use crate::bridge::setup::SwissScore;
    use std::fmt::Write;
    let mut out = String::from("% PBN 2.1\n% EXPORT\n% Written by Clubscore\n");
    // A pairs session in IMPs, a Swiss pairs in IMPs or VPs: each board in IMPs, `scored` holding them.
    let imps = print.boards_in_imps();
    let event = match print.pbn_scoring() {
        Some(scoring) => format!("{}\n[Scoring \"{scoring}\"]", event_tag(pbn)),
        None => event_tag(pbn),
    };
    let fixed = |x: Option<f64>| x.map(|v| crate::text::fixed(v, 2)).unwrap_or_else(|| "-".into());
    let individual = pbn.is_individual();
    let figures = match (individual, imps) {
        (_, true) => "IMP_NS\\4R;IMP_EW\\4R",
        (true, _) => "MP_North\\6R;MP_East\\6R;Percentage_North\\6R",
        _ => "MP_NS\\6R;MP_EW\\6R;Percentage_NS\\6R",
    };
    for (board, got) in pbn.boards.iter().zip(&scored.boards) {
        board_header(&mut out, &event, board, &deal_tag(pbn, board.number), individual, figures);
        for (row, r) in board.results.iter().zip(&got.results) {
            let cells = line_cells(row, print.written);
            let _ = match imps {
                true => {
                    let imp = |x: Option<f64>| x.map(|v| crate::text::plain(crate::text::round_to(v, 2))).unwrap_or_else(|| "-".into());
                    writeln!(out, "{cells} {} {}", imp(r.mp_ns), imp(r.mp_ew))
                }
                false => {
                    let mp = |x: Option<f64>| print.mp(x).unwrap_or_else(|| "-".into());
                    writeln!(out, "{cells} {} {} {}", mp(r.mp_ns), mp(r.mp_ew), fixed(r.pct_ns))
                }
            };
        }
    }
    if imps {
        let vps = print.score == SwissScore::Vps;
        let columns = if vps { "TotalScoreVP\\6R;TotalPercentage\\6R" } else { "TotalScoreIMP\\6R" };
        let _ = write!(out, "\n{event}\n[TotalScoreTable \"Rank\\3L;PairId\\3R;Direction\\4L;{columns};NrBoards\\2R\"]\n");
        for s in &scored.standings {
            let score = if vps {
                format!("{} {}", crate::text::fixed(s.mp, 2), crate::text::fixed(s.pct, 2))
            } else {
                crate::text::plain(crate::text::round_to(s.mp, 2))
            };
            let _ = writeln!(out, "{} {} \"{}\" {score} {}", s.rank, print.written.number(s.pair), direction_cell(s.direction), s.boards);
        }
        return out;
    }
    if individual {
        let _ = write!(out, "\n{event}\n[TotalScoreTable \"Rank\\3L;PlayerId\\3R;TotalScoreMP\\8R;TotalPercentage\\6R;NrBoards\\2R\"]\n");
        for s in crate::bridge::individual::standings(pbn, scored) {
            let _ = writeln!(out, "{} {} {} {} {}", s.rank, s.pair, crate::text::fixed(s.mp, 2), crate::text::fixed(s.pct, 2), s.boards);
        }
        return out;
    }
    let _ = write!(out, "\n{event}\n[TotalScoreTable \"Rank\\3L;PairId\\3R;Direction\\4L;TotalScoreMP\\8R;TotalPercentage\\6R;NrBoards\\2R;Factored\\1R\"]\n");
    for s in &scored.standings {
        let direction = direction_cell(s.direction);
        // A total factored to the session's boards (ACBL) is marked "*".
        let factored = if s.factored { "*" } else { "-" };
        let _ = writeln!(
            out,
            "{} {} \"{direction}\" {} {} {} {factored}",
            s.rank,
            print.written.number(s.pair),
            crate::text::fixed(s.mp, 2),
            crate::text::fixed(s.pct, 2),
            s.boards
        );
    }
    out
}

/// A teams event as PBN 2.1 writes one: each board's ScoreTable seats its
/// match's two teams (`TeamId_Home`, `TeamId_Away`; the home team, the lower
/// number, sits NS in the open room and EW in the closed), with the board's
/// IMPs to each (`-` until both rooms are in) and the match's VPs; then a
/// TotalScoreTable of the teams with their names, rosters, IMPs and VPs.
/// Reads back with [`read_session`].
pub fn write_teams_session(report: &crate::bridge::session::TeamsReport, team_name: &dyn Fn(u32) -> String, roster: &dyn Fn(u32) -> Vec<String>) -> String {
    use std::fmt::Write;
    let (pbn, standings) = (&report.travellers, &report.standings);
    let mut out = String::from("% PBN 2.1\n% EXPORT\n% Written by Clubscore\n");
    let event = event_tag(pbn);
    let quoted = |t: &str| format!("\"{}\"", t.replace('\\', "\\\\").replace('"', "\\\""));
    // Point-a-board is PBN's board-a-match: its points where VPs would be.
    let (scoring, vp) = match report.scoring {
        crate::bridge::session::TeamsScoring::PointABoard => ("BAM", "Points"),
        _ => ("IMP", "VP"),
    };
    for board in &pbn.boards {
        let _ = write!(
            out,
            "\n{event}\n[Scoring \"{scoring}\"]\n[Board \"{}\"]\n[Dealer \"{}\"]\n[Vulnerable \"{}\"]\n{}[ScoreTable \"Round\\2R;Table\\2R;Room\\6L;TeamId_Home\\3R;TeamId_Away\\3R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R;IMP_Home\\3R;IMP_Away\\3R;{vp}_Home\\6R;{vp}_Away\\6R\"]\n",
            board.number,
            board.dealer.letter(),
            board.vulnerability.pbn(),
            deal_tag(pbn, board.number)
        );
        for row in &board.results {
            let (home, away) = (row.ns.min(row.ew), row.ns.max(row.ew));
            // The match the row belongs to: of two teams that meet twice (a Swiss), the latest begun by its round.
            let m = report
                .matches
                .iter()
                .filter(|m| (m.home, m.away) == (home, away) && m.boards.contains(&board.number) && row.round.is_none_or(|r| r >= m.round))
                .max_by_key(|m| m.round);
            let room = if row.ns == home { "Open" } else { "Closed" };
            // The IMPs each team won on the board (one of the two is 0).
            let imps = m.and_then(|m| m.scored.iter().find(|x| x.0 == board.number)).map(|x| (x.1.max(0).to_string(), (-x.1).max(0).to_string()));
            let (imp_home, imp_away) = imps.unwrap_or(("-".into(), "-".into()));
            let vps = m.filter(|m| m.counts() && !report.total_imps()).map(|m| (report.figure(m.home_vp), report.figure(m.away_vp)));
            let (vp_home, vp_away) = vps.unwrap_or(("-".into(), "-".into()));
            let (round, table, result) = (optional(row.round), optional(row.table), result_cells(row));
            let _ = writeln!(out, "{round} {table} {room} {home} {away} {result} {imp_home} {imp_away} {vp_home} {vp_away}");
        }
    }
    let _ = write!(out, "\n{event}\n[TotalScoreTable \"Rank\\3L;TeamId\\3R;TeamName\\20L;Roster\\40L;TotalScoreIMP\\5R;TotalScore{vp}\\6R;NrMatches\\2R\"]\n");
    for s in standings {
        let vp = if report.total_imps() { "-".to_string() } else { report.figure(s.vp) };
        let _ = writeln!(
            out,
            "{} {} {} {} {} {vp} {}",
            s.rank,
            s.team,
            quoted(&team_name(s.team)),
            quoted(&roster(s.team).join(", ")),
            s.imps_for - s.imps_against,
            s.played
        );
    }
    out
}

mod table_record;

#[cfg(test)]
mod write_tests;
