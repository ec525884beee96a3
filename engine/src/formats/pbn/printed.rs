//! What a hand record prints of its own analysis: the tricks each declarer
//! makes double dummy (an `OptimumResultTable`, or the 20 hexadecimal digits
//! of `DoubleDummyTricks`) and the par score (`OptimumScore`). Read to be
//! compared with ours: ours is kept, and a difference is said. Kept in the
//! session's log with its deals, as the text `Printed::text` writes.

use super::Game;
use crate::bridge::board::Seat;
use crate::bridge::deal::place;
use crate::bridge::double_dummy::{Analysis, DENOMINATIONS};

/// A board's analysis as its file prints it (`None` where it prints none).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Printed {
    /// `tricks[seat][denomination]`, as `Analysis::tricks`.
    pub tricks: Option<[[u8; 5]; 4]>,
    /// North–South's par score.
    pub par: Option<i32>,
}

impl Printed {
    /// As the log keeps it: the tricks as analyses are kept
    /// (`double_dummy::tricks_digits`), then North–South's par, after a `;`
    /// ("8a799536448979953644;420", ";-100"). None where the file prints nothing.
    pub fn text(&self) -> Option<String> {
        if self.tricks.is_none() && self.par.is_none() {
            return None;
        }
        let digits = self.tricks.as_ref().map(crate::bridge::double_dummy::tricks_digits).unwrap_or_default();
        Some(format!("{digits};{}", self.par.map(|p| p.to_string()).unwrap_or_default()))
    }

    /// Read back from `text` (None: not its form, as only a log not written
    /// here could hold; then nothing is compared).
    pub fn from_text(text: &str) -> Option<Printed> {
        let (digits, par) = text.split_once(';')?;
        let tricks = if digits.is_empty() { None } else { Some(crate::bridge::double_dummy::read_tricks_digits(digits)?) };
        let par = if par.is_empty() { None } else { Some(par.parse().ok().filter(|p: &i32| p.abs() <= 7600)?) };
        Some(Printed { tricks, par })
    }
}

/// `DoubleDummyTricks`' order: declarers North, South, East, West, each
/// in no trumps, spades, hearts, diamonds, clubs (PBN 2.1, 3.17).
const DDT_SEATS: [Seat; 4] = [Seat::N, Seat::S, Seat::E, Seat::W];
const DDT_DENOMINATIONS: [usize; 5] = [4, 0, 1, 2, 3];

/// The analysis a game prints, or why a part of it cannot be read (said
/// as a note: the deal is still taken).
pub fn read(game: &Game) -> (Printed, Vec<String>) {
    let mut notes = Vec::new();
    let mut printed = Printed::default();
    if let Some(table) = game.table("OptimumResultTable") {
        match table_tricks(table) {
            Ok(t) => printed.tricks = Some(t),
            Err(why) => notes.push(format!("its OptimumResultTable (line {}) is not read: {why}", table.line)),
        }
    } else if let Some(tag) = game.tag("DoubleDummyTricks").filter(|t| !t.value.trim().is_empty() && t.value != "#") {
        match hex_tricks(tag.value.trim()) {
            Some(t) => printed.tricks = Some(t),
            None => notes.push(format!("its DoubleDummyTricks \"{}\" (line {}) is not 20 hexadecimal digits of 0 to 13 tricks", tag.value, tag.line)),
        }
    }
    if let Some(tag) = game.tag("OptimumScore").filter(|t| !t.value.trim().is_empty() && t.value != "#") {
        match par_score(&tag.value) {
            Some(score) => printed.par = Some(score),
            None => notes.push(format!("its OptimumScore \"{}\" (line {}) is not a side and a score", tag.value, tag.line)),
        }
    }
    (printed, notes)
}

/// Every declarer in every denomination, once each, 0 to 13 tricks.
fn table_tricks(table: &super::Table) -> Result<[[u8; 5]; 4], String> {
    let column = |name: &str| table.column(name).ok_or_else(|| format!("it has no {name} column"));
    let (who, what, made) = (column("Declarer")?, column("Denomination")?, column("Result")?);
    let mut tricks = [[u8::MAX; 5]; 4];
    for row in &table.rows {
        let cell = |i: usize| row.get(i).map(|c| c.text.trim()).unwrap_or("");
        let seat = Some(cell(who)).filter(|s| s.len() == 1).and_then(|s| s.chars().next()).and_then(Seat::from_letter);
        let denomination = DENOMINATIONS.iter().position(|d| *d == cell(what) || (*d == "NT" && cell(what) == "N"));
        let count = cell(made).parse::<u8>().ok().filter(|n| *n <= 13);
        let (Some(seat), Some(d), Some(n)) = (seat, denomination, count) else {
            return Err(format!("\"{} {} {}\" is not a declarer, a denomination and 0 to 13 tricks", cell(who), cell(what), cell(made)));
        };
        tricks[place(seat)][d] = n;
    }
    if tricks.iter().flatten().any(|n| *n == u8::MAX) {
        return Err("it does not give every declarer in every denomination".into());
    }
    Ok(tricks)
}

/// `DoubleDummyTricks`' digits: read as kept analyses are, then each
/// figure put in its place (the file orders declarers and denominations its own way).
fn hex_tricks(text: &str) -> Option<[[u8; 5]; 4]> {
    let read = crate::bridge::double_dummy::read_tricks_digits(text)?;
    let mut tricks = [[0; 5]; 4];
    for i in 0..20 {
        tricks[place(DDT_SEATS[i / 5])][DDT_DENOMINATIONS[i % 5]] = read[i / 5][i % 5];
    }
    Some(tricks)
}

/// "NS 420", "EW 100" (East–West's), "NS +90", "NS -400": North–South's score.
fn par_score(text: &str) -> Option<i32> {
    let (side, score) = text.trim().split_once(' ')?;
    let score: i32 = score.trim().trim_start_matches('+').parse().ok().filter(|s: &i32| s.abs() <= 7600)?;
    match side {
        "NS" => Some(score),
        "EW" => Some(-score),
        _ => None,
    }
}

/// How a board's printed analysis compares with ours.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Compared {
    /// Each difference ("N in NT 9, ours 8", "par NS +420, ours NS +450");
    /// none where the file agrees or prints nothing.
    pub differs: Vec<String>,
    /// The one figure the file prints wherever no contract makes (some
    /// programs print only the contracts that make, and 6 or 1 elsewhere):
    /// those places are not compared.
    pub filler: Option<u8>,
}

impl Compared {
    /// The differences in words, where there are any.
    pub fn words(&self) -> Option<String> {
        (!self.differs.is_empty()).then(|| format!("the hand record's analysis differs from ours: {}", self.differs.join("; ")))
    }
}

/// Where the file's analysis differs from ours.
pub fn compare(printed: &Printed, ours: &Analysis) -> Compared {
    let mut compared = Compared::default();
    if let Some(tricks) = printed.tricks {
        let places = || crate::bridge::deal::SEATS.iter().flat_map(|&seat| (0..5).map(move |d| (seat, d)));
        let theirs = |(seat, d): (Seat, usize)| tricks[place(seat)][d];
        let low: Vec<(Seat, usize)> = places().filter(|&p| theirs(p) < 7).collect();
        let one_figure = low.windows(2).all(|w| theirs(w[0]) == theirs(w[1]));
        if low.len() > 1 && one_figure && low.iter().all(|&(seat, d)| ours.tricks(seat, d) < 7) {
            compared.filler = low.first().map(|&p| theirs(p));
        }
        compared.differs = places()
            .filter(|&(seat, d)| theirs((seat, d)) != ours.tricks(seat, d) && !(compared.filler.is_some() && theirs((seat, d)) < 7))
            .map(|(seat, d)| format!("{} in {} {}, ours {}", seat.letter(), DENOMINATIONS[d], theirs((seat, d)), ours.tricks(seat, d)))
            .collect();
    }
    if let Some(par) = printed.par.filter(|p| *p != ours.par.score) {
        compared.differs.push(format!("par NS {par:+}, ours NS {:+}", ours.par.score));
    }
    compared
}

/// The boards whose file prints only the contracts that make, a line for
/// each figure it prints elsewhere.
fn fillers(compared: &[(u32, Compared)]) -> Vec<String> {
    let mut fillers: Vec<(u8, Vec<u32>)> = Vec::new();
    for (board, figure) in compared.iter().filter_map(|(b, c)| c.filler.map(|f| (*b, f))) {
        match fillers.iter_mut().find(|x| x.0 == figure) {
            Some(x) => x.1.push(board),
            None => fillers.push((figure, vec![board])),
        }
    }
    fillers
        .into_iter()
        .map(|(figure, boards)| {
            format!(
                "board(s) {}: the hand record prints only the contracts that make ({figure} trick(s) wherever none does), so those places are not compared",
                crate::bridge::board::board_text(&boards)
            )
        })
        .collect()
}

/// What a hand record's boards say when compared, in words: each board's
/// differences, then the boards whose file prints only the contracts that make.
pub fn said(compared: &[(u32, Compared)]) -> Vec<String> {
    let mut said: Vec<String> = compared.iter().filter_map(|(b, c)| Some(format!("board {b}: {}", c.words()?))).collect();
    said.extend(fillers(compared));
    said
}

/// What the boards page says of a hand record's own analysis beside ours:
/// how many of its boards print one, how many of those are analysed here
/// and agree, which differ (said under each board), and where it prints
/// only the contracts that make. Nothing where no board prints one.
pub fn summary(printed: usize, compared: &[(u32, Compared)]) -> Vec<String> {
    if printed == 0 {
        return Vec::new();
    }
    let differ: Vec<u32> = compared.iter().filter(|(_, c)| !c.differs.is_empty()).map(|(b, _)| *b).collect();
    let mut said = vec![match (compared.len(), differ.is_empty()) {
        (0, _) => format!("The hand record prints its own double-dummy analysis of {printed} board(s): analyse them to compare it with ours."),
        (n, true) => format!("The hand record prints its own double-dummy analysis of {printed} board(s): on the {n} analysed here, it agrees with ours."),
        (n, false) => format!(
            "The hand record prints its own double-dummy analysis of {printed} board(s): of the {n} analysed here, board(s) {} differ from ours (said under each; ours is kept).",
            crate::bridge::board::board_text(&differ)
        ),
    }];
    said.extend(fillers(compared).into_iter().map(|f| format!("{}.", crate::text::capitalised(&f))));
    said
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::double_dummy::Par;

    fn game(text: &str) -> Game {
        super::super::read_games(text).ok().and_then(|g| g.into_iter().next()).unwrap_or_default()
    }

    /// The same tricks written both ways (from a Bridgewebs hand record's board 1), and the par with or without a sign.
    #[test]
    fn both_ways_of_printing_tricks_read_the_same() {
        let table = "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\nN  S  8\nN  H 10\nN  D  7\nN  C  9\nN NT  9\nS  S  8\nS  H  9\nS  D  7\nS  C  9\nS NT  9\nE  S  5\nE  H  3\nE  D  6\nE  C  4\nE NT  4\nW  S  5\nW  H  3\nW  D  6\nW  C  4\nW NT  4\n";
        let (from_table, notes) = read(&game(&format!("[Board \"1\"]\n[OptimumScore \"NS 420\"]\n{table}")));
        assert_eq!(notes, Vec::<String>::new());
        let (from_hex, _) = read(&game("[Board \"1\"]\n[DoubleDummyTricks \"98a79989794536445364\"]\n[OptimumScore \"NS +420\"]\n"));
        assert_eq!(from_table, from_hex);
        let expected = Printed { tricks: Some([[8, 10, 7, 9, 9], [5, 3, 6, 4, 4], [8, 9, 7, 9, 9], [5, 3, 6, 4, 4]]), par: Some(420) };
        assert_eq!(from_table, expected);
        assert_eq!(par_score("EW 100"), Some(-100));
        assert_eq!(par_score("NS -400"), Some(-400));
        let ours = Analysis { tricks: [[8, 10, 7, 9, 8], [5, 3, 6, 4, 4], [8, 9, 7, 9, 9], [5, 3, 6, 4, 4]], par: Par { score: 420, contracts: vec![] } };
        let one_off = compare(&expected, &ours);
        assert_eq!(one_off.differs, vec!["N in NT 9, ours 8".to_string()]);
        let ours = Analysis { par: Par { score: 450, contracts: vec![] }, ..ours };
        let two = compare(&expected, &ours);
        assert_eq!(two.words().as_deref(), Some("the hand record's analysis differs from ours: N in NT 9, ours 8; par NS +420, ours NS +450"));
        assert_eq!(said(&[(1, two)]), ["board 1: the hand record's analysis differs from ours: N in NT 9, ours 8; par NS +420, ours NS +450"]);
        assert_eq!(compare(&Printed::default(), &ours), Compared::default());
    }

    /// As the log keeps it: both parts, either alone, nothing; and what is not its form.
    #[test]
    fn the_printed_analysis_is_kept_as_text_and_read_back() {
        let both = Printed { tricks: Some([[8, 10, 7, 9, 9], [5, 3, 6, 4, 4], [8, 9, 7, 9, 9], [5, 3, 6, 4, 4]]), par: Some(420) };
        assert_eq!(both.text().as_deref(), Some("8a799536448979953644;420"));
        let par_only = Printed { tricks: None, par: Some(-100) };
        let tricks_only = Printed { par: None, ..both.clone() };
        for (p, text) in [(&both, "8a799536448979953644;420"), (&par_only, ";-100"), (&tricks_only, "8a799536448979953644;")] {
            assert_eq!(p.text().as_deref(), Some(text));
            assert_eq!(Printed::from_text(text).as_ref(), Some(p));
        }
        assert_eq!(Printed::default().text(), None);
        for bad in ["98a79989794536445364", "98a7998979453644536;1", "98a79989794536445364;many", ";9000", "98a7998979453644536e;1"] {
            assert_eq!(Printed::from_text(bad), None, "{bad}");
        }
    }

    /// The boards page's lines: before any board is analysed, when all agree, when some differ, with a filler.
    #[test]
    fn the_summary_says_how_many_boards_agree_and_which_differ() {
        let differs = Compared { differs: vec!["par NS +420, ours NS +450".into()], filler: None };
        assert_eq!(summary(0, &[]), Vec::<String>::new());
        assert_eq!(summary(6, &[]), ["The hand record prints its own double-dummy analysis of 6 board(s): analyse them to compare it with ours."]);
        assert_eq!(
            summary(6, &[(1, Compared::default()), (2, Compared::default())]),
            ["The hand record prints its own double-dummy analysis of 6 board(s): on the 2 analysed here, it agrees with ours."]
        );
        assert_eq!(
            summary(6, &[(1, differs.clone()), (2, Compared { differs: vec![], filler: Some(6) }), (3, differs)]),
            [
                "The hand record prints its own double-dummy analysis of 6 board(s): of the 3 analysed here, board(s) 1, 3 differ from ours (said under each; ours is kept).",
                "Board(s) 2: the hand record prints only the contracts that make (6 trick(s) wherever none does), so those places are not compared."
            ]
        );
    }

    /// A file that prints 6 wherever no contract makes (a New Zealand hand
    /// record) or 1 (BridgeComposer's later boards): those places are not
    /// compared, and said once; a difference where a contract makes still is.
    #[test]
    fn a_filler_where_nothing_makes_is_not_a_difference() {
        let ours = Analysis { tricks: [[8, 10, 7, 9, 9], [5, 3, 6, 4, 4], [8, 9, 7, 9, 9], [5, 3, 6, 4, 4]], par: Par { score: 420, contracts: vec![] } };
        let printed = Printed { tricks: Some([[8, 10, 7, 9, 9], [6; 5], [8, 9, 7, 9, 9], [6; 5]]), par: None };
        assert_eq!(compare(&printed, &ours), Compared { differs: vec![], filler: Some(6) });
        let printed = Printed { tricks: Some([[8, 11, 7, 9, 9], [1; 5], [8, 9, 7, 9, 9], [1; 5]]), par: None };
        let c = compare(&printed, &ours);
        assert_eq!(c, Compared { differs: vec!["N in H 11, ours 10".to_string()], filler: Some(1) });
        let all = said(&[
            (1, compare(&Printed { tricks: Some([[8, 10, 7, 9, 9], [1; 5], [8, 9, 7, 9, 9], [1; 5]]), par: None }, &ours)),
            (2, c),
            (3, Compared::default()),
        ]);
        assert_eq!(
            all,
            vec![
                "board 2: the hand record's analysis differs from ours: N in H 11, ours 10".to_string(),
                "board(s) 1–2: the hand record prints only the contracts that make (1 trick(s) wherever none does), so those places are not compared"
                    .to_string()
            ]
        );
    }

    #[test]
    fn what_cannot_be_read_is_said() {
        let (printed, notes) = read(&game("[Board \"1\"]\n[DoubleDummyTricks \"9a7989987944356443\"]\n[OptimumScore \"NS many\"]\n"));
        assert_eq!(printed, Printed::default());
        assert_eq!(
            notes,
            vec![
                "its DoubleDummyTricks \"9a7989987944356443\" (line 2) is not 20 hexadecimal digits of 0 to 13 tricks".to_string(),
                "its OptimumScore \"NS many\" (line 3) is not a side and a score".to_string()
            ]
        );
        let (_, notes) = read(&game("[Board \"1\"]\n[OptimumResultTable \"Declarer;Denomination;Result\"]\nN S 8\nN Q 8\n"));
        assert_eq!(notes, vec!["its OptimumResultTable (line 2) is not read: \"N Q 8\" is not a declarer, a denomination and 0 to 13 tricks".to_string()]);
        let (_, notes) = read(&game("[Board \"1\"]\n[OptimumResultTable \"Declarer;Denomination;Result\"]\nN S 8\n"));
        assert_eq!(notes, vec!["its OptimumResultTable (line 2) is not read: it does not give every declarer in every denomination".to_string()]);
    }
}
