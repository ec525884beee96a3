//! CSV for spreadsheets: the travellers of a session, and its standings.

use crate::bridge::matchpoints::Outcome;
use crate::bridge::numbering::Numbering;
use crate::bridge::pairs::{Direction, Session};
use crate::bridge::traveller::Travellers;

/// A field as RFC 4180 wants it: quoted when it holds a comma, quote or line break.
fn field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// A name as a spreadsheet takes it: one starting with `=`, `+`, `-`, `@`
/// (or a tab or carriage return) would be read as a formula, so it is kept
/// as text by a leading apostrophe, as spreadsheets expect.
fn name(text: &str) -> String {
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_string()
    }
}

fn number(x: Option<f64>) -> String {
    x.map(|v| crate::text::fixed(v, 2)).unwrap_or_default()
}

/// A traveller line's first cells: board, pairs, contract, declarer, tricks, NS score.
fn line_cells(board: u32, row: &crate::bridge::traveller::TravellerLine, written: Numbering) -> Vec<String> {
    let score = match &row.outcome {
        Outcome::Score(s) => s.to_string(),
        Outcome::Artificial { ns, ew } => format!("adjusted {}%/{}%", crate::text::plain(*ns), crate::text::plain(*ew)),
        Outcome::Weighted(parts) => parts.iter().map(|(w, s)| format!("{w}% of {s}")).collect::<Vec<_>>().join(" + "),
        Outcome::NotPlayed => "not played".into(),
    };
    vec![
        board.to_string(),
        written.number(row.ns).to_string(),
        written.number(row.ew).to_string(),
        row.contract.map(|c| c.to_string()).unwrap_or_default(),
        row.declarer.map(|d| d.letter().to_string()).unwrap_or_default(),
        row.tricks.map(|t| t.to_string()).unwrap_or_default(),
        score,
    ]
}

fn line(out: &mut String, cells: &[String]) {
    out.push_str(&cells.iter().map(|c| field(c)).collect::<Vec<_>>().join(","));
    out.push('\n');
}

/// One line per result: board, pairs, contract, score and match points
/// (a Swiss pairs in IMPs or VPs: each line's IMPs against the datum, as
/// `scored` holds them). An individual's lines name its four players:
/// North, South, East, West.
pub fn travellers(pbn: &Travellers, scored: &Session, print: crate::formats::print::Print) -> String {
    let individual = pbn.is_individual();
    let imps = print.boards_in_imps();
    let who = if individual { "board,north,south,east,west" } else { "board,ns_pair,ew_pair" };
    let figures = if imps { "imps_ns,imps_ew" } else { "mp_ns,mp_ew,pct_ns" };
    let mut out = format!("{who},contract,declarer,tricks,score_ns,{figures}\n");
    for (board, got) in pbn.boards.iter().zip(&scored.boards) {
        for (row, r) in board.results.iter().zip(&got.results) {
            let mut cells = line_cells(board.number, row, print.written);
            if individual {
                let (south, west) = row.partners.unzip();
                cells.insert(2, south.map(|p| p.to_string()).unwrap_or_default());
                cells.insert(4, west.map(|p| p.to_string()).unwrap_or_default());
            }
            cells.extend([print.mp(r.mp_ns).unwrap_or_default(), print.mp(r.mp_ew).unwrap_or_default()]);
            if !imps {
                cells.push(number(r.pct_ns));
            }
            line(&mut out, &cells);
        }
    }
    out
}

/// A teams event's results, one line per table: board, teams, contract,
/// score, and the NS team's IMPs on the board (empty until both tables are in).
pub fn team_travellers(report: &crate::bridge::session::TeamsReport) -> String {
    let mut out = String::from("board,ns_team,ew_team,contract,declarer,tricks,score_ns,imps_ns\n");
    for board in &report.travellers.boards {
        for row in &board.results {
            let mut cells = line_cells(board.number, row, Numbering::default());
            cells.push(report.imps_ns(board.number, row.ns, row.ew).map(|i| i.to_string()).unwrap_or_default());
            line(&mut out, &cells);
        }
    }
    out
}

/// One line per pair, in order of places, numbered as the club numbers
/// them (`print.written`); `names` gives a pair's names by the event's number
/// and the way it sat (NS 1 and EW 1 are two pairs in a Mitchell). A Swiss
/// pairs ranks on IMPs (no tops) or VPs (of 20 a round) as `print.score` says.
pub fn standings(scored: &Session, print: crate::formats::print::Print, names: impl Fn(u32, Direction) -> Option<String>) -> String {
    use crate::bridge::setup::SwissScore;
    let written = print.written;
    let mut out = String::from(match print.score {
        SwissScore::MatchPoints => "rank,pair,direction,names,boards,mp,max,pct,factored\n",
        SwissScore::Vps => "rank,pair,direction,names,boards,vps,max,pct,factored\n",
        SwissScore::Imps => "rank,pair,direction,names,boards,imps,max,pct,factored\n",
    });
    for s in &scored.standings {
        let direction = match s.direction {
            Direction::NS => "NS",
            Direction::EW => "EW",
            Direction::Both => "",
        };
        let cells = [
            s.rank.clone(),
            written.number(s.pair).to_string(),
            direction.to_string(),
            name(&names(s.pair, s.direction).unwrap_or_default()),
            s.boards.to_string(),
            crate::text::fixed(s.mp, 2),
            // IMPs have no top to be a share of.
            if print.score == SwissScore::Imps { String::new() } else { crate::text::fixed(s.max, 2) },
            if print.score == SwissScore::Imps { String::new() } else { crate::text::fixed(s.pct, 2) },
            if s.factored { "yes".into() } else { String::new() },
        ];
        out.push_str(&cells.iter().map(|c| field(c)).collect::<Vec<_>>().join(","));
        out.push('\n');
    }
    out
}

/// A teams event's standings, one line per team in order of places.
pub fn team_standings(standings: &[crate::bridge::teams::TeamStanding], names: impl Fn(u32) -> Option<String>) -> String {
    let mut out = String::from("rank,team,name,matches,imps_for,imps_against,vps\n");
    for s in standings {
        let cells = [
            s.rank.clone(),
            s.team.to_string(),
            name(&names(s.team).unwrap_or_default()),
            s.played.to_string(),
            s.imps_for.to_string(),
            s.imps_against.to_string(),
            crate::text::hundredths(s.vp),
        ];
        out.push_str(&cells.iter().map(|c| field(c)).collect::<Vec<_>>().join(","));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::pairs::{score_session, Options};
    use crate::formats::pbn::read_session;

    #[test]
    fn travellers_and_standings() {
        let text =
            "[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n1 11 3NT N 9 -\n2 12 3NT N 10 -\n3 13 - - - \"A-\"\n";
        let pbn = read_session(text.as_bytes()).unwrap_or_default();
        let boards: Vec<_> = pbn.boards.iter().map(|b| b.to_board()).collect();
        let scored = score_session(&boards, Options::default());
        assert_eq!(
            travellers(&pbn, &scored, crate::formats::print::Print::default()),
            "board,ns_pair,ew_pair,contract,declarer,tricks,score_ns,mp_ns,mp_ew,pct_ns\n\
             1,1,11,3NT,N,9,400,0.50,3.50,12.50\n\
             1,2,12,3NT,N,10,430,3.50,0.50,87.50\n\
             1,3,13,,,,adjusted 40%/60%,1.60,2.40,40.00\n"
        );
        // Two real scores on a board of three tables: Neuberg (M+1)*3/2 - 1 on top 4.
        let csv = standings(&scored, crate::formats::print::Print::default(), |p, _| (p == 2).then(|| "Smith, \"Ace\" & Jones".to_string()));
        assert_eq!(csv.lines().nth(1), Some("1,2,NS,\"Smith, \"\"Ace\"\" & Jones\",1,3.50,4.00,87.50,"));
        // A name a spreadsheet would run as a formula is kept as text.
        let csv = standings(&scored, crate::formats::print::Print::default(), |p, _| (p == 2).then(|| "=HYPERLINK(\"http://x\",\"Ann\")".to_string()));
        assert_eq!(csv.lines().nth(1), Some("1,2,NS,\"'=HYPERLINK(\"\"http://x\"\",\"\"Ann\"\")\",1,3.50,4.00,87.50,"));
        for lead in ["+1", "-2", "@SUM(A1)", "\tx"] {
            let csv = standings(&scored, crate::formats::print::Print::default(), |p, _| (p == 2).then(|| lead.to_string()));
            assert!(csv.lines().nth(1).is_some_and(|l| l.contains(&format!("'{lead}"))), "{lead}: {csv}");
        }
    }
}
