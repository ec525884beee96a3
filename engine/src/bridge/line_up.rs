//! A team's line-up in a match: who sat where, segment by segment, in each
//! room, as a league's file gives it (Ruter's `LineupDetails`). Kept as an
//! entry of the log (a later line-up of the team for the match replaces it),
//! so the players of each match stay with the event. Each seat is stored as
//! one text, "1 O N 18444 Magnus Bruun Larssen" (segment, room, seat, the
//! player's number or "-", his name), and read as a seat here only, as a
//! deal is stored as PBN writes it and read by `bridge::deals`: every page
//! reads the log, and none but those that show a line-up carries its reader.

/// One player of a line-up: the segment, the room (open or closed), the
/// seat, the player's name and his number with the federation.
#[derive(Clone, Debug, PartialEq)]
pub struct Seated {
    pub segment: u32,
    pub closed: bool,
    /// N, E, S or W.
    pub seat: char,
    pub name: String,
    /// None, or a number without spaces (the readers refuse one with a space, or "-").
    pub number: Option<String>,
}

/// The most players a line-up is read with (64 segments of a team's four seats).
pub const MOST_SEATS: usize = 256;

/// A seat as the log stores it.
pub fn text(s: &Seated) -> String {
    let room = if s.closed { 'C' } else { 'O' };
    format!("{} {room} {} {} {}", s.segment, s.seat, s.number.as_deref().unwrap_or("-"), s.name)
}

/// A seat read from the text the log stores (none where it is not one).
pub fn seat(text: &str) -> Option<Seated> {
    let mut field = text.splitn(5, ' ');
    let segment = field.next()?.parse().ok()?;
    let closed = match field.next()? {
        "O" => false,
        "C" => true,
        _ => return None,
    };
    let seat = match field.next()? {
        "N" => 'N',
        "E" => 'E',
        "S" => 'S',
        "W" => 'W',
        _ => return None,
    };
    let number = Some(field.next()?).filter(|n| *n != "-" && !n.is_empty()).map(str::to_string);
    Some(Seated { segment, closed, seat, name: field.next()?.to_string(), number })
}

/// A line-up in words, segment by segment: "segment 1: open N Magnus Bruun
/// Larssen (18444), S Flemming Johnsen (28336); closed E …". A stored text
/// that is not a seat is shown as it is, said so.
pub fn words(stored: &[String]) -> String {
    let mut out = String::new();
    let mut at: Option<(u32, bool)> = None;
    for t in stored {
        let Some(s) = seat(t) else {
            out.push_str(&format!("{}(not a seat: \"{t}\")", if out.is_empty() { "" } else { "; " }));
            at = None;
            continue;
        };
        if at.map(|a| a.0) != Some(s.segment) {
            if !out.is_empty() {
                out.push_str("; ");
            }
            out.push_str(&format!("segment {}: ", s.segment));
        } else if at != Some((s.segment, s.closed)) {
            out.push_str("; ");
        } else {
            out.push_str(", ");
        }
        if at != Some((s.segment, s.closed)) {
            out.push_str(if s.closed { "closed " } else { "open " });
        }
        out.push(s.seat);
        out.push(' ');
        out.push_str(&s.name);
        if let Some(n) = &s.number {
            out.push_str(" (");
            out.push_str(n);
            out.push(')');
        }
        at = Some((s.segment, s.closed));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seated(segment: u32, closed: bool, seat: char, name: &str, number: Option<&str>) -> Seated {
        Seated { segment, closed, seat, name: name.to_string(), number: number.map(str::to_string) }
    }

    /// A line-up in words, segment by segment and room by room; a player
    /// without a number is named alone; a text that is not a seat is shown.
    #[test]
    fn a_line_up_in_words() {
        let seats = [
            seated(1, false, 'N', "Magnus Bruun Larssen", Some("18444")),
            seated(1, false, 'S', "Flemming Johnsen", Some("28336")),
            seated(1, true, 'E', "Arild Simensen", None),
            seated(2, false, 'N', "Magnus Bruun Larssen", Some("18444")),
        ];
        let stored: Vec<String> = seats.iter().map(text).collect();
        assert_eq!(
            words(&stored),
            "segment 1: open N Magnus Bruun Larssen (18444), S Flemming Johnsen (28336); closed E Arild Simensen; segment 2: open N Magnus Bruun Larssen (18444)"
        );
        assert_eq!(words(&[]), "");
        assert_eq!(words(&["1 X".to_string(), stored[0].clone()]), "(not a seat: \"1 X\"); segment 1: open N Magnus Bruun Larssen (18444)");
    }

    /// A seat reads back from its text as it was; a text that is not one is none.
    #[test]
    fn seats_read_back_and_a_bad_one_is_none() {
        for s in [seated(1, true, 'W', "Åsmund \"Ås\" Stokkeland", Some("6152")), seated(3, false, 'E', "", None), seated(64, false, 'S', " Two  spaces", None)]
        {
            assert_eq!(seat(&text(&s)).as_ref(), Some(&s), "{}", text(&s));
        }
        assert_eq!(text(&seated(1, true, 'W', "Atle Evensen", Some("35977"))), "1 C W 35977 Atle Evensen");
        for bad in ["1 C X 7 A", "-1 C N 7 A", "1 Q N 7 A", "1 C N 7", "", "one O N 7 A"] {
            assert_eq!(seat(bad), None, "{bad}");
        }
    }
}
