//! The ranking as plain text: the standings a scorer pastes into an email or
//! sends through the device's share sheet.

use super::pairs::Session;
use crate::bridge::Event;

/// The ranking as plain text, for the body of an email.
pub fn ranking_text(event: &Event) -> String {
    let pairs = event.setup.is_some_and(|b| b.teams.is_none());
    ranking_text_from(event, pairs.then(|| super::session::score(event)).as_ref())
}

/// The same, from a pairs session already scored (the app keeps it); a
/// teams event works out its standings here.
pub fn ranking_text_from(event: &Event, scored: Option<&Session>) -> String {
    let name = |p: u32| event.participant_name(p);
    let written = super::numbering::Numbering::of(event);
    let mut out = format!("{} ({})\n", event.name, event.date);
    if event.setup.is_some_and(|b| b.teams.is_some()) {
        let report = super::teams_results::teams_report(event);
        for s in &report.standings {
            let (total, unit) = (report.total(s), report.scoring.unit().1);
            // One point, not one points.
            let score = format!("{total} {}", if total == "1" { &unit[..unit.len() - 1] } else { unit });
            out.push_str(&format!("{:>4} {:>3} {:<32} {score:>11}\n", s.rank, s.team, name(s.team)));
        }
        return out;
    }
    let own;
    let scored = match scored {
        Some(s) => s,
        None => {
            own = super::session::score(event);
            &own
        }
    };
    for (dir, title) in [(super::pairs::Direction::NS, "North-South"), (super::pairs::Direction::EW, "East-West"), (super::pairs::Direction::Both, "")] {
        let rows: Vec<_> = scored.standings.iter().filter(|s| s.direction == dir).collect();
        if rows.is_empty() {
            continue;
        }
        if !title.is_empty() {
            out.push_str(&format!("\n{title}\n"));
        }
        for s in rows {
            let mark = if s.factored { " *" } else { "" };
            let swiss = event.setup.map(|b| b.scoring.swiss).filter(|_| event.setup.is_some_and(|b| b.movement.kind == super::movement::Kind::SwissPairs));
            let score = match (super::session::in_imps(event), swiss) {
                // A pairs session in IMPs: its total (averaged cross-IMPs to 2 decimals).
                (Some(_), _) => format!("{:>7} IMPs", crate::text::plain(crate::text::round_to(s.mp, 2))),
                (_, Some(super::setup::SwissScore::Vps)) => format!("{:>6} VPs", crate::text::fixed(s.mp, 2)),
                (_, Some(super::setup::SwissScore::Imps)) => format!("{:>4} IMPs", crate::text::signed_whole(s.mp)),
                _ => format!("{:>6}%", crate::text::fixed(s.pct, 2)),
            };
            out.push_str(&format!("{:>4} {:>3} {:<32} {score}{mark}\n", s.rank, written.number(s.pair), name(s.pair)));
        }
    }
    if scored.standings.iter().any(|s| s.factored) {
        out.push_str("\n* factored: the pair missed boards, so its total is scaled to the session's\n");
    }
    out
}
