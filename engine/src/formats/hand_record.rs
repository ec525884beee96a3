//! Hand records: each board's four hands in the usual diagram (North at the
//! top, West on the left), its dealer and vulnerability, and where it was
//! analysed, what each declarer makes double dummy and the par. One board's
//! diagram for the pages that show it, and a whole sheet to print (a
//! self-contained page, boards in a grid, ready for "Save as PDF").

use crate::bridge::board::{self, Seat};
use crate::bridge::deal::Deal;
use crate::bridge::double_dummy::{kept_for, Analysis, Kept};
use crate::formats::pbn::printed::Printed;
use crate::html;
use crate::markup::{Html, Raw, PAGE_HEAD, PAGE_STYLE};

use crate::bridge::deal::SUIT_SIGNS;

/// A suit's sign as markup (its place in `deal::SUITS`): hearts and diamonds red.
pub fn suit_sign(suit: usize) -> String {
    match SUIT_SIGNS.get(suit) {
        Some((sign, true)) => format!("<span class=\"red\">{sign}</span>"),
        Some((sign, false)) => sign.to_string(),
        None => String::new(),
    }
}

/// The styles of a diagram (also the sheet's): compact, readable on a phone.
pub const STYLE: &str = ".board{break-inside:avoid;border:1px solid #c9cec9;border-radius:.4rem;padding:.5rem;margin:0 0 .8rem}\
.board h3{margin:0 0 .3rem;font-size:1rem}.hands{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:.2rem .6rem;font-size:.95rem}\
.hands .n{grid-column:2}.hands .w{grid-column:1;grid-row:2}.hands .c{grid-column:2;grid-row:2;align-self:center;color:#4a524e;font-size:.85rem}\
.hands .e{grid-column:3;grid-row:2}.hands .s{grid-column:2;grid-row:3}.red{color:#b3261e}\
.dd{border-collapse:collapse;margin:.4rem 0 .2rem;font-size:.85rem}.dd th,.dd td{border:1px solid #c9cec9;padding:.1rem .35rem;text-align:center}\
.par{margin:.1rem 0;font-size:.9rem}.differs{margin:.2rem 0;font-size:.85rem;color:#8a4b00}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}\
.board-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(17rem,100%),1fr));gap:0 .8rem}";

/// The denominations as the table of tricks prints them: no trumps first.
const DD_COLUMNS: [(usize, &str, bool); 5] = [(4, "NT", false), (0, "♠", false), (1, "♥", true), (2, "♦", true), (3, "♣", false)];

/// Gives a session's travellers, for its files, the deals its log gives
/// its boards, and each deal the analysis kept for it (one worked out for a
/// deal since changed is not its).
pub fn attach(travellers: &mut crate::bridge::traveller::Travellers, event: &crate::bridge::Event, kept: &[Kept]) {
    let boards = &travellers.boards;
    travellers.deals = crate::bridge::deals::texts(event)
        .map(|(_, set)| set.iter().filter(|(b, _)| boards.iter().any(|t| t.number == *b)).cloned().collect())
        .unwrap_or_default();
    travellers.analyses = travellers.deals.iter().filter_map(|(b, deal)| Some((*b, kept_for(kept, *b, deal)?.clone()))).collect();
}

/// A par contract as printed: `4♠ N`, `3NT S`, `4♣X S` (from `4S N`, `3NT S`, `4CX S`).
pub fn contract_signs(contract: &str) -> String {
    let (bid, declarer) = contract.split_once(' ').unwrap_or((contract, ""));
    let bid = match bid.find(['S', 'H', 'D', 'C']) {
        Some(at) => {
            let sign = SUIT_SIGNS[crate::bridge::deal::SUITS.iter().position(|s| bid[at..].starts_with(*s)).unwrap_or(0)].0;
            format!("{}{sign}{}", &bid[..at], &bid[at + 1..])
        }
        None => bid.to_string(),
    };
    if declarer.is_empty() {
        bid
    } else {
        format!("{bid} {declarer}")
    }
}

/// One board's par in a sentence: the side that scores it, its score, and
/// the contracts that make it ("Par: NS +420, 4♠ N or 4♠ S").
pub fn par_text(analysis: &Analysis) -> String {
    let par = &analysis.par;
    // Contracts are written declarer last: the declarer's side is the side that plays.
    let contracts: Vec<String> = par.contracts.iter().map(|c| contract_signs(c)).collect();
    match par.score {
        0 => "Par: 0, passed out".into(),
        s if s > 0 => format!("Par: NS +{s}, {}", contracts.join(" or ")),
        s => format!("Par: EW +{}, {}", -s, contracts.join(" or ")),
    }
}

fn hand(h: &mut Html, deal: &Deal, seat: Seat, class: &'static str) {
    html!(h, "<div class=\"hand {}\" aria-label=\"{}\">", Raw(class), crate::bridge::deal::seat_name(seat));
    for (suit, (sign, red)) in SUIT_SIGNS.iter().enumerate() {
        let cards: String = deal.holding(seat, suit).into_iter().map(|r| if r == 'T' { "10".to_string() } else { r.to_string() }).collect::<Vec<_>>().join(" ");
        let cards = if cards.is_empty() { "—".to_string() } else { cards };
        html!(h, "<div><span{}>{}</span> {}</div>", Raw(if *red { " class=\"red\"" } else { "" }), Raw(sign), cards);
    }
    h.raw("</div>");
}

/// One board's diagram: the hands, dealer and vulnerability in the middle,
/// and under it (when analysed) the tricks each declarer makes and the par,
/// and where the hand record it came from printed its own analysis
/// (`printed`), how that differs from ours.
pub fn board_diagram(number: u32, deal: &Deal, analysis: Option<&Analysis>, printed: Option<&Printed>) -> Html {
    let mut h = Html::with_capacity(2048);
    html!(h, "<article class=\"board\" data-board=\"{}\"><h3>Board {}</h3>", number, number);
    diagram(&mut h, number, deal, analysis);
    if let Some(words) = analysis.zip(printed).and_then(|(a, p)| crate::formats::pbn::printed::compare(p, a).words()) {
        html!(h, "<p class=\"differs\" data-testid=\"differs\">{}.</p>", crate::text::capitalised(&words));
    }
    h.raw("</article>");
    h
}

/// A diagram's body, under a heading its page gives (a traveller's own, on a results page).
pub fn diagram(h: &mut Html, number: u32, deal: &Deal, analysis: Option<&Analysis>) {
    let (dealer, vulnerable) = (board::dealer(number), board::vulnerability(number));
    let vul = match vulnerable {
        board::Vulnerability::None => "None vul.",
        board::Vulnerability::NS => "NS vul.",
        board::Vulnerability::EW => "EW vul.",
        board::Vulnerability::All => "All vul.",
    };
    h.raw("<div class=\"hands\">");
    hand(h, deal, Seat::N, "n");
    hand(h, deal, Seat::W, "w");
    html!(h, "<div class=\"c\">{} deals<br>{}</div>", crate::bridge::deal::seat_name(dealer), vul);
    hand(h, deal, Seat::E, "e");
    hand(h, deal, Seat::S, "s");
    h.raw("</div>");
    if let Some(a) = analysis {
        h.raw("<table class=\"dd\"><caption class=\"visually-hidden\">Tricks double dummy</caption><thead><tr><th scope=\"col\"></th>");
        for (_, name, red) in DD_COLUMNS {
            html!(h, "<th scope=\"col\"{}>{}</th>", Raw(if red { " class=\"red\"" } else { "" }), Raw(name));
        }
        h.raw("</tr></thead><tbody>");
        for seat in [Seat::N, Seat::S, Seat::E, Seat::W] {
            html!(h, "<tr><th scope=\"row\">{}</th>", seat.letter());
            for (d, _, _) in DD_COLUMNS {
                html!(h, "<td>{}</td>", a.tricks(seat, d));
            }
            h.raw("</tr>");
        }
        html!(h, "</tbody></table><p class=\"par\">{}</p>", par_text(a));
    }
}

/// A sheet of hand records to print: every board's diagram in a grid (two
/// to a row on paper and on a wide screen, one on a phone), the event's
/// name and date at the top; self-contained, no script.
pub fn sheet(title: &str, date: &str, boards: &[(u32, Deal, Option<&Analysis>)]) -> Html {
    let mut h = Html::with_capacity(2048 * boards.len() + 1024);
    html!(
        h,
        "{}<title>{} — hand records</title><style>{}{}\
         @page{{margin:1cm}}\
         @media print{{body{{max-width:none;padding:0}}.board-grid{{grid-template-columns:1fr 1fr}}}}</style></head><body><main>\n\
         <h1>{}</h1><p class=\"muted\">{} · hand records by Clubscore</p>\n<div class=\"board-grid\">",
        PAGE_HEAD,
        title,
        Raw(PAGE_STYLE),
        Raw(STYLE),
        title,
        date
    );
    for (number, deal, analysis) in boards {
        h.push(&board_diagram(*number, deal, *analysis, None));
    }
    h.raw("</div>\n</main></body></html>\n");
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::double_dummy::Par;

    #[test]
    fn a_board_is_drawn_with_its_hands_dealer_vulnerability_tricks_and_par() {
        let deal = Deal::from_pbn("N:KQT6.AJT.T984.65 A2.K9876.72.9742 J543.43.AQ5.AKJ3 987.Q52.KJ63.QT8").unwrap();
        let analysis = Analysis {
            tricks: [[10, 6, 9, 7, 8], [3, 6, 4, 4, 4], [10, 7, 9, 7, 8], [3, 6, 4, 4, 4]],
            par: Par { score: 420, contracts: vec!["4S N".into(), "4S S".into()] },
        };
        let h = board_diagram(2, &deal, Some(&analysis), None);
        assert!(h.contains("<h3>Board 2</h3>"));
        assert!(h.contains("<div class=\"hand n\" aria-label=\"North\"><div><span>♠</span> K Q 10 6</div><div><span class=\"red\">♥</span> A J 10</div>"));
        assert!(h.contains("<div class=\"c\">East deals<br>NS vul.</div>"));
        // The table: NT first, then the suits; North's row 8 10 6 9 7.
        assert!(h.contains("<tr><th scope=\"row\">N</th><td>8</td><td>10</td><td>6</td><td>9</td><td>7</td></tr>"));
        assert!(h.ends_with("<p class=\"par\">Par: NS +420, 4♠ N or 4♠ S</p></article>"), "nothing compared: {h}");
        // The hand record's own analysis: a difference said under ours; none where it agrees, or where ours is not worked out yet.
        let theirs = Printed { tricks: Some([[10, 6, 9, 7, 9], [3, 6, 4, 4, 4], [10, 7, 9, 7, 8], [3, 6, 4, 4, 4]]), par: Some(450) };
        let h = board_diagram(2, &deal, Some(&analysis), Some(&theirs));
        let said = "<p class=\"differs\" data-testid=\"differs\">The hand record&#39;s analysis differs from ours: N in NT 9, ours 8; par NS +450, ours NS +420.</p></article>";
        assert!(h.ends_with(said), "{h}");
        let same = Printed { tricks: Some(analysis.tricks), par: Some(420) };
        assert!(!board_diagram(2, &deal, Some(&analysis), Some(&same)).contains("differs"));
        assert!(!board_diagram(2, &deal, None, Some(&theirs)).contains("differs"));
        // A void, and no analysis: no table.
        let void = Deal::from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432").unwrap();
        let h = board_diagram(1, &void, None, None);
        assert!(h.contains("<div><span class=\"red\">♥</span> —</div>"));
        assert!(!h.contains("class=\"dd\""));
        let minus = Analysis { par: Par { score: -100, contracts: vec!["4CX S".into()] }, ..analysis.clone() };
        assert_eq!(par_text(&minus), "Par: EW +100, 4♣X S");
        assert_eq!(contract_signs("3NT S"), "3NT S");
        assert_eq!(contract_signs("6HXX W"), "6♥XX W");
        let zero = Analysis { par: Par { score: 0, contracts: vec![] }, ..analysis };
        assert_eq!(par_text(&zero), "Par: 0, passed out");
    }

    #[test]
    fn the_sheet_is_one_page_with_every_board_and_names_escaped() {
        let boards: Vec<(u32, Deal, Option<&Analysis>)> = (1..=4).map(|b| (b, Deal::dealt("x", b), None)).collect();
        let h = sheet("<Tuesday> & \"Pairs\"", "2026-12-01", &boards);
        assert!(h.starts_with("<!doctype html>"));
        assert!(h.contains("<h1>&lt;Tuesday&gt; &amp; &quot;Pairs&quot;</h1>"));
        assert_eq!(h.matches("<article class=\"board\"").count(), 4);
        assert!(!h.contains("<script"));
    }
}
