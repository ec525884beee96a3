//! A roster pasted as text, read and checked before it is taken: a
//! spreadsheet's columns under a header line naming them (in any order),
//! a list typed one player a line (a name, then a rating, a FIDE ID, a
//! title in any order), or a TRF's own player (`001`) and team (`013`,
//! `310`) lines. What it adds is said team by team; every line it cannot
//! read, and every player already there, is named by its line.

use super::tournament::{Player, Tournament};
use serde::{Deserialize, Serialize};

/// One team's players as the pasted roster's command takes them, at the
/// foot of its roster; a team new to the event (`name` set) is added first,
/// under `id`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RosterTeam {
    pub id: u32,
    /// The new team's name; empty for a team the event has.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    pub players: Vec<Player>,
}

/// The most a paste reads: a 400-team event has 2,800 players.
const MOST_LINES: usize = 5_000;
const MOST_BYTES: usize = 500_000;

/// A column a header line can name.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Column {
    Name,
    Rating,
    Fide,
    Title,
    Federation,
    Sex,
    Birth,
    Club,
    Team,
}

const HEADERS: [(&str, Column); 22] = [
    ("name", Column::Name),
    ("player", Column::Name),
    ("player name", Column::Name),
    ("rating", Column::Rating),
    ("elo", Column::Rating),
    ("rtg", Column::Rating),
    ("fide rating", Column::Rating),
    ("fide id", Column::Fide),
    ("fide", Column::Fide),
    ("fideid", Column::Fide),
    ("id", Column::Fide),
    ("title", Column::Title),
    ("federation", Column::Federation),
    ("fed", Column::Federation),
    ("sex", Column::Sex),
    ("gender", Column::Sex),
    ("birth", Column::Birth),
    ("birth date", Column::Birth),
    ("born", Column::Birth),
    ("club", Column::Club),
    ("team", Column::Team),
    ("team name", Column::Team),
];

const TITLES: [&str; 8] = ["GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"];

/// A player read from a line (its number, from 1), with the team the line names, if it does.
struct Row {
    line: usize,
    team: String,
    player: Player,
}

/// What a pasted list adds: the teams (new ones named), and notes on what was left unread.
#[derive(Debug, PartialEq)]
pub struct Checked {
    pub teams: Vec<RosterTeam>,
    pub notes: Vec<String>,
}

/// Reads `text` and checks it against the event: every player goes onto
/// team `onto`, or (none) onto the team its line names, a team new to the
/// event added. Refused with every problem, by line, when a line cannot be
/// read or names a player already there.
pub fn check(t: &Tournament, text: &str, onto: Option<u32>) -> Result<Checked, Vec<String>> {
    if text.len() > MOST_BYTES || text.lines().count() > MOST_LINES {
        return Err(vec![format!("The list is too long: at most {MOST_LINES} lines ({} KB) are read at once.", MOST_BYTES / 1000)]);
    }
    let (rows, mut notes, mut problems) = if text.lines().any(|l| l.starts_with("001 ")) { trf_rows(text) } else { rows(text) };
    if rows.is_empty() && problems.is_empty() {
        problems.push("Nothing to add: paste one player a line.".into());
    }
    if onto.is_some() && rows.iter().any(|r| !r.team.is_empty()) {
        notes.push("Every player goes onto the team chosen: the teams the list names are not read.".into());
    }
    let mut teams: Vec<RosterTeam> = Vec::new();
    let (mut next_team, mut next_player) = (t.next_team_id(), t.next_player_id());
    for row in rows {
        let team = match onto {
            Some(id) => id,
            None if row.team.is_empty() => {
                problems.push(format!("Line {}: no team (the list needs a Team column, or paste onto one team).", row.line));
                continue;
            }
            None => match t.teams.iter().find(|x| x.name.trim().eq_ignore_ascii_case(&row.team)) {
                Some(x) => x.id,
                None => match teams.iter().find(|x| x.name.eq_ignore_ascii_case(&row.team)) {
                    Some(x) => x.id,
                    None => {
                        teams.push(RosterTeam { id: next_team, name: row.team.clone(), players: Vec::new() });
                        next_team += 1;
                        next_team - 1
                    }
                },
            },
        };
        let mut player = Player { id: next_player, ..row.player };
        // A FIDE ID of zeros is none (as TRFs write it).
        if player.fide_id.trim().bytes().all(|b| b == b'0') {
            player.fide_id.clear();
        }
        if on_team(t, &teams, team, &player) {
            problems.push(format!("Line {}: {} is on the team already.", row.line, player.name));
            continue;
        }
        // The same FIDE ID twice is said, not refused: real reports have a player entered twice under two spellings.
        let fide = player.fide_id.trim();
        if let Some(other) = t.players.iter().chain(teams.iter().flat_map(|x| x.players.iter())).find(|o| !fide.is_empty() && o.fide_id.trim() == fide) {
            notes.push(format!("Line {}: FIDE ID {fide} is {}'s too.", row.line, other.name));
        }
        next_player += 1;
        match teams.iter_mut().find(|x| x.id == team) {
            Some(x) => x.players.push(player),
            None => teams.push(RosterTeam { id: team, name: String::new(), players: vec![player] }),
        }
    }
    if problems.is_empty() {
        Ok(Checked { teams, notes })
    } else {
        Err(problems)
    }
}

/// Whether a player of that name (any capitals) is on the team already, or listed for it.
fn on_team(t: &Tournament, pasted: &[RosterTeam], team: u32, p: &Player) -> bool {
    let same = |o: &Player| o.name.trim().eq_ignore_ascii_case(p.name.trim());
    let roster = t.team(team).into_iter().flat_map(|x| x.roster.iter().filter_map(|id| t.player(*id)));
    let listed = pasted.iter().filter(|x| x.id == team).flat_map(|x| x.players.iter());
    roster.chain(listed).any(same)
}

/// The rows of a TRF's `001` lines, each with its team from the `013` or `310` lines.
fn trf_rows(text: &str) -> (Vec<Row>, Vec<String>, Vec<String>) {
    let (players, teams) = match super::trf::players_and_teams(text) {
        Ok(read) => read,
        Err(e) => return (Vec::new(), Vec::new(), vec![format!("The TRF lines: {e}.")]),
    };
    let line_of = |number: u32| text.lines().position(|l| l.starts_with("001 ") && l.get(4..8).and_then(|n| n.trim().parse().ok()) == Some(number));
    // Team by team in board order, then the players on no team.
    let on_teams = teams.iter().flat_map(|x| x.members.iter().map(move |n| (x.name.as_str(), *n)));
    let alone = players.iter().filter(|p| !teams.iter().any(|x| x.members.contains(&p.number))).map(|p| ("", p.number));
    let rows = on_teams
        .chain(alone)
        .filter_map(|(team, number)| {
            let p = players.iter().find(|p| p.number == number)?;
            Some(Row {
                line: line_of(number).map_or(0, |i| i + 1),
                team: team.to_string(),
                player: Player {
                    id: 0,
                    name: p.name.clone(),
                    rating: p.rating,
                    fide_id: p.fide_id.clone(),
                    title: p.title.clone(),
                    federation: p.federation.clone(),
                    sex: p.sex.clone(),
                    birth: p.birth.clone(),
                    club: String::new(),
                },
            })
        })
        .collect();
    (rows, vec!["Read as a TRF: its player lines, with their teams from its team lines.".into()], Vec::new())
}

/// The rows of a list: under a header line when the first line names its
/// columns, else one player a line.
fn rows(text: &str) -> (Vec<Row>, Vec<String>, Vec<String>) {
    let lines: Vec<(usize, &str)> = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim_end_matches('\r'))).filter(|(_, l)| !l.trim().is_empty()).collect();
    let separator = ['\t', ';'].into_iter().find(|s| text.contains(*s));
    let header = lines.first().map(|(_, l)| cells(l, separator.unwrap_or(',')));
    let named: Vec<Option<Column>> = header.iter().flatten().map(|h| HEADERS.iter().find(|(n, _)| n.eq_ignore_ascii_case(h.trim())).map(|(_, c)| *c)).collect();
    let (mut rows, mut notes, mut problems) = (Vec::new(), Vec::new(), Vec::new());
    if named.contains(&Some(Column::Name)) && named.iter().flatten().count() >= 2 {
        let unread: Vec<&str> = header.iter().flatten().zip(&named).filter(|(_, c)| c.is_none()).map(|(h, _)| h.trim()).filter(|h| !h.is_empty()).collect();
        if !unread.is_empty() {
            notes.push(format!("Columns not read: {}.", unread.join(", ")));
        }
        for (line, text) in &lines[1..] {
            let values = cells(text, separator.unwrap_or(','));
            if values.len() > named.len() {
                problems.push(format!("Line {line}: {} cells under {} headings (a name with a comma needs quotes).", values.len(), named.len()));
                continue;
            }
            let mut row = Row { line: *line, team: String::new(), player: Player::default() };
            for (value, column) in values.iter().zip(&named) {
                if let Some(Err(why)) = column.map(|c| set(&mut row, c, value.trim())) {
                    problems.push(format!("Line {line}: {why}."));
                }
            }
            push(&mut rows, &mut problems, row);
        }
        return (rows, notes, problems);
    }
    for (line, text) in lines {
        let mut row = Row { line, team: String::new(), player: Player::default() };
        // The name first; then each value by its form.
        let (name, rest) = match separator {
            Some(s) => {
                let values = cells(text, s);
                (values.first().cloned().unwrap_or_default(), values.into_iter().skip(1).collect::<Vec<_>>())
            }
            None => peel(text),
        };
        row.player.name = name.trim().to_string();
        for value in rest.iter().map(|v| v.trim()).filter(|v| !v.is_empty()) {
            let column = match value {
                v if v.bytes().all(|b| b.is_ascii_digit()) && v.len() >= 5 => Column::Fide,
                v if v.bytes().all(|b| b.is_ascii_digit()) => Column::Rating,
                v if TITLES.iter().any(|t| t.eq_ignore_ascii_case(v)) => Column::Title,
                v if date(v) => Column::Birth,
                v if v.len() == 3 && v.bytes().all(|b| b.is_ascii_uppercase()) => Column::Federation,
                v if ["m", "w", "f"].iter().any(|s| s.eq_ignore_ascii_case(v)) => Column::Sex,
                v => {
                    problems.push(format!("Line {line}: “{v}” is not a rating, FIDE ID, title, federation, sex or birth date."));
                    continue;
                }
            };
            if let Err(why) = set(&mut row, column, value) {
                problems.push(format!("Line {line}: {why}."));
            }
        }
        push(&mut rows, &mut problems, row);
    }
    (rows, notes, problems)
}

/// A row kept when it names its player.
fn push(rows: &mut Vec<Row>, problems: &mut Vec<String>, row: Row) {
    if row.player.name.is_empty() {
        problems.push(format!("Line {}: no name.", row.line));
    } else {
        rows.push(row);
    }
}

/// A line without a separator: the values a name cannot end with
/// (numbers, titles, dates) taken off its end, what is left the name
/// (`Carlsen, Magnus 2830 1503014 GM`).
fn peel(text: &str) -> (String, Vec<String>) {
    let mut name = text.trim();
    let mut values = Vec::new();
    while let Some((head, last)) = name.trim_end_matches([',', ' ']).rsplit_once([' ', ',', '\t']) {
        let is_value = last.bytes().all(|b| b.is_ascii_digit()) || TITLES.iter().any(|t| t.eq_ignore_ascii_case(last)) || date(last);
        if !is_value || last.is_empty() {
            break;
        }
        values.insert(0, last.to_string());
        name = head;
    }
    (name.trim_end_matches([',', ' ']).to_string(), values)
}

/// A birth date as TRF writes it (`1990/05/17`), or with dashes or dots.
fn date(v: &str) -> bool {
    let parts: Vec<&str> = v.split(['/', '-', '.']).collect();
    parts.len() == 3 && parts[0].len() == 4 && parts.iter().all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
}

/// Sets one column of a row; a value it cannot take is said.
fn set(row: &mut Row, column: Column, value: &str) -> Result<(), String> {
    let p = &mut row.player;
    match column {
        Column::Name => p.name = value.to_string(),
        Column::Rating => {
            p.rating = match value.parse::<u32>() {
                _ if value.is_empty() => None,
                Ok(0) => None,
                Ok(r) if (100..=3500).contains(&r) => Some(r),
                _ => return Err(format!("“{value}” is not a rating (100 to 3500, or empty for an unrated player)")),
            }
        }
        Column::Fide => p.fide_id = value.to_string(),
        Column::Title => p.title = value.to_ascii_uppercase(),
        Column::Federation => p.federation = value.to_ascii_uppercase(),
        Column::Sex => p.sex = value.to_ascii_lowercase(),
        Column::Birth => p.birth = value.replace(['-', '.'], "/"),
        Column::Club => p.club = value.to_string(),
        Column::Team => row.team = value.to_string(),
    }
    Ok(())
}

/// A line's cells, split at `separator`; a cell in double quotes may hold
/// it (`"Carlsen, Magnus",2830`), a doubled quote standing for one.
fn cells(line: &str, separator: char) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                chars.next();
                out.last_mut().map(|s| s.push('"'));
            }
            '"' => quoted = !quoted,
            c if c == separator && !quoted => out.push(String::new()),
            c => {
                if let Some(s) = out.last_mut() {
                    s.push(c);
                }
            }
        }
    }
    out
}

/// The question a check asks before the players are taken: each team and
/// its players, as they will be added.
pub fn summary(t: &Tournament, checked: &Checked) -> Vec<String> {
    let mut out: Vec<String> = checked
        .teams
        .iter()
        .map(|x| {
            let team = if x.name.is_empty() { t.team_name(x.id) } else { format!("{} (a new team)", x.name) };
            let players: Vec<String> = x
                .players
                .iter()
                .map(|p| {
                    let facts: Vec<&str> = [p.title.as_str(), p.fide_id.as_str()].into_iter().filter(|s| !s.is_empty()).collect();
                    let rating = p.rating.map_or_else(|| "unrated".to_string(), |r| r.to_string());
                    if facts.is_empty() {
                        format!("{} {rating}", p.name)
                    } else {
                        format!("{} {rating} ({})", p.name, facts.join(", "))
                    }
                })
                .collect();
            format!("{team}: {}", players.join("; "))
        })
        .collect();
    out.extend(checked.notes.iter().cloned());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cup() -> Tournament {
        let mut t = Tournament::default();
        for name in ["Rooks", "Knights"] {
            let id = t.add_team(name).unwrap_or(0);
            for b in 0..2 {
                let _ = t.add_player(id, Player { name: format!("{name} {b}"), rating: Some(2000 - b), fide_id: format!("{id}{b}0000"), ..Player::default() });
            }
        }
        t
    }

    fn players(c: &Checked) -> Vec<(u32, &str, Option<u32>, &str, &str)> {
        c.teams.iter().flat_map(|x| x.players.iter().map(move |p| (x.id, p.name.as_str(), p.rating, p.fide_id.as_str(), p.title.as_str()))).collect()
    }

    /// One player a line: the name, then what a name cannot end with
    /// (numbers, a title), in any order; a surname first with its comma kept.
    #[test]
    fn a_typed_list_one_player_a_line_onto_one_team() {
        let t = cup();
        let list = "Carlsen, Magnus 2830 1503014 GM\nLee, Ann, 1850\n\n  Bob Smith  \nGM 4100018 Nakamura, Hikaru 2790\n";
        let Ok(c) = check(&t, list, Some(2)) else { return assert!(false) };
        assert_eq!(
            players(&c),
            [
                (2, "Carlsen, Magnus", Some(2830), "1503014", "GM"),
                (2, "Lee, Ann", Some(1850), "", ""),
                (2, "Bob Smith", None, "", ""),
                (2, "GM 4100018 Nakamura, Hikaru", Some(2790), "", "")
            ]
        );
        assert_eq!(c.teams[0].players.iter().map(|p| p.id).collect::<Vec<_>>(), [5, 6, 7, 8], "ids after the event's");
        // Tab-separated cells: each value by its form (federation, sex, birth date too).
        let Ok(c) = check(&t, "Ann Lee\tw\tENG\t1990-05-17\t1850\tWFM", Some(1)) else { return assert!(false) };
        let p = &c.teams[0].players[0];
        assert_eq!((p.sex.as_str(), p.federation.as_str(), p.birth.as_str(), p.rating, p.title.as_str()), ("w", "ENG", "1990/05/17", Some(1850), "WFM"));
        assert_eq!(
            check(&t, "Ann Lee\tbanana", Some(1)),
            Err(vec!["Line 1: “banana” is not a rating, FIDE ID, title, federation, sex or birth date.".to_string()])
        );
    }

    /// A header line names the columns in any order; a Team column puts
    /// each player on his team (a team the event lacks is added).
    #[test]
    fn a_spreadsheet_with_a_header_onto_the_team_each_line_names() {
        let t = cup();
        let list = "No.\tTeam\tFIDE ID\tName\tElo\n1\tAnts\t4100018\tAnn Ant\t1500\n2\tknights\t\tKnights 9\t0\n3\tAnts\t\tAl Ant\t1490\n";
        let Ok(c) = check(&t, list, None) else { return assert!(false) };
        assert_eq!(players(&c), [(3, "Ann Ant", Some(1500), "4100018", ""), (3, "Al Ant", Some(1490), "", ""), (2, "Knights 9", None, "", "")]);
        assert_eq!((c.teams[0].name.as_str(), c.teams[1].name.as_str()), ("Ants", ""), "Ants is new; Knights (any capitals) is the event's");
        assert_eq!(c.notes, ["Columns not read: No.."]);
        assert_eq!(summary(&t, &c), ["Ants (a new team): Ann Ant 1500 (4100018); Al Ant 1490", "Knights: Knights 9 unrated", "Columns not read: No.."]);
        // Commas, with a name in quotes; each problem named by its line, nothing taken.
        let list = "Name,Rating,Team\n\"Lee, Ann\",1850,Rooks\nBob,abc,Rooks\nCid,1700,Rooks,extra\nRooks 1,1999,Rooks\nDee,1600\n";
        assert_eq!(
            check(&t, list, None),
            Err(vec![
                "Line 3: “abc” is not a rating (100 to 3500, or empty for an unrated player).".to_string(),
                "Line 4: 4 cells under 3 headings (a name with a comma needs quotes).".to_string(),
                "Line 5: Rooks 1 is on the team already.".to_string(),
                "Line 6: no team (the list needs a Team column, or paste onto one team).".to_string(),
            ])
        );
        // A FIDE ID the event or the list has already is said (zeros are none).
        let Ok(c) = check(&t, "Name\tFIDE ID\nZed\t110000\nYan\t4\nXi\t4\nWu\t0\nVi\t000", Some(2)) else { return assert!(false) };
        assert_eq!(c.notes, ["Line 2: FIDE ID 110000 is Rooks 1's too.", "Line 4: FIDE ID 4 is Yan's too."]);
        assert_eq!(c.teams[0].players.iter().map(|p| p.fide_id.as_str()).collect::<Vec<_>>(), ["110000", "4", "4", "", ""]);
        assert_eq!(check(&t, " \n", Some(1)).err(), Some(vec!["Nothing to add: paste one player a line.".to_string()]));
        assert!(check(&t, &"A\n".repeat(MOST_LINES + 1), Some(1)).is_err_and(|p| p[0].starts_with("The list is too long")));
    }

    /// A real event's TRF pasted whole onto an empty event: every team of
    /// its team lines, with its players in board order.
    #[test]
    fn a_trf_pasted_whole_gives_its_teams_and_players() {
        let Some(dir) = crate::shared_data::shared("chess/fixtures") else { return };
        let text = std::fs::read_to_string(dir.join("friendship_cup_2024.trf")).unwrap_or_default();
        let trf = crate::chess::trf::read(&text).map_err(|e| e.to_string());
        let Ok(trf) = trf else { return assert!(false, "{trf:?}") };
        let Ok(c) = check(&Tournament::default(), &text, None) else { return assert!(false, "{:?}", check(&Tournament::default(), &text, None)) };
        assert_eq!(c.teams.len(), 15);
        // The report enters one player twice, under two spellings: said, not refused.
        assert!(c.notes.contains(&"Line 146: FIDE ID 42143365 is Meletaki,Angeliki's too.".to_string()), "{:?}", c.notes);
        for (x, record) in c.teams.iter().zip(&trf.teams) {
            let names: Vec<&str> = record.members.iter().filter_map(|n| trf.player(*n)).map(|p| p.name.as_str()).collect();
            assert_eq!((x.name.as_str(), x.players.iter().map(|p| p.name.as_str()).collect::<Vec<_>>()), (record.name.as_str(), names));
        }
        // Taken as one command: the event then has them all.
        let mut t = Tournament::default();
        let added = crate::chess::command::apply(&mut t, &crate::chess::command::Command::AddRoster { teams: c.teams });
        assert_eq!((added, t.teams.len(), t.players.len()), (Ok(()), 15, trf.teams.iter().map(|x| x.members.len()).sum()));
    }
}
