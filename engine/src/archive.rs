//! The compact form of an archived event: its JSON as this crate writes it,
//! packed to about a tenth, then carried in text a browser's store keeps at
//! 15 bits a character.
//!
//! The JSON is cut into pieces, one per object in a list (each log entry,
//! each sitting, each participant). A piece is its skeleton (the text with
//! each number and each string's value taken out) and those values. Log
//! entries share a few dozen skeletons, so a piece costs a byte for its
//! skeleton and about a byte for each value: a number is the difference from
//! the number in the same place of the last piece with that skeleton (a
//! board's number, an entry's time), a string an index into the strings seen
//! in that place before (a contract, a kind). An entry's id, `device:seq`,
//! is a string and a number. The reader knows nothing of JSON: it copies each
//! skeleton and fills its holes, so it stays small on every page.

/// The byte opening the packed form; another form would have its own.
const FORM: u8 = 1;
/// In a skeleton: a number's hole, a string's hole. JSON text never holds
/// these bytes (control characters are escaped), so they cannot be mistaken.
const NUMBER: u8 = 1;
const STRING: u8 = 2;
/// The most text an archive may unpack to (a 400-team chess event is 1.6 MB).
pub const MOST_TEXT: usize = 64 << 20;

/// The values seen in one hole of one skeleton (the strings borrowed from
/// the text packed, or from the bytes unpacked).
#[derive(Default)]
struct Place<'a> {
    last: i64,
    strings: Vec<&'a [u8]>,
}

/// A skeleton and its holes' places.
type Skeleton<'a> = (Vec<u8>, Vec<Place<'a>>);

/// The packed form of JSON text as this crate writes it (compact, no
/// control characters); none for text that is not (a byte a skeleton
/// would take for a hole).
pub fn pack(json: &str) -> Option<Vec<u8>> {
    if json.bytes().any(|b| b == NUMBER || b == STRING) {
        return None;
    }
    let pieces = cut(json.as_bytes());
    let mut out = vec![FORM];
    varint(&mut out, pieces.len() as u64);
    // An event has a few dozen skeletons, most used again at once: searched from the last.
    let mut known: Vec<Skeleton> = Vec::new();
    for piece in pieces {
        let (skeleton, values) = skeleton(piece);
        let s = match known.iter().rposition(|k| k.0 == skeleton) {
            Some(s) => {
                varint(&mut out, s as u64 + 1);
                s
            }
            None => {
                varint(&mut out, 0);
                bytes(&mut out, &skeleton);
                known.push((skeleton, values.iter().map(|_| Place::default()).collect()));
                known.len() - 1
            }
        };
        for (place, value) in known[s].1.iter_mut().zip(values) {
            match value {
                Value::Number(n) => {
                    let d = n.wrapping_sub(place.last);
                    varint(&mut out, ((d << 1) ^ (d >> 63)) as u64);
                    place.last = n;
                }
                Value::String(text) => match place.strings.iter().position(|s| *s == text) {
                    Some(i) => varint(&mut out, i as u64 + 1),
                    None => {
                        varint(&mut out, 0);
                        bytes(&mut out, text);
                        place.strings.push(text);
                    }
                },
            }
        }
    }
    Some(out)
}

/// The JSON text packed, or none for bytes that are not a packed form or
/// would unpack past [`MOST_TEXT`]. It reads at most its input's length of
/// values and writes at most `MOST_TEXT`, whatever the bytes say.
pub fn unpack(packed: &[u8]) -> Option<String> {
    let mut r = Reader { bytes: packed, at: 0 };
    if r.byte()? != FORM {
        return None;
    }
    let pieces = r.varint()?;
    // Each skeleton, and where its holes' places start in one list of them all.
    let (mut skeletons, mut places): (Vec<(&[u8], usize)>, Vec<Place>) = (Vec::new(), Vec::new());
    let mut out = Vec::new();
    for _ in 0..pieces {
        let s = match r.varint()? {
            0 => {
                let skeleton = r.bytes()?;
                skeletons.push((skeleton, places.len()));
                places.extend(skeleton.iter().filter(|&&b| b == NUMBER || b == STRING).map(|_| Place::default()));
                skeletons.len() - 1
            }
            s => usize::try_from(s - 1).ok()?,
        };
        let &(skeleton, mut hole) = skeletons.get(s)?;
        for &b in skeleton.iter() {
            if b != NUMBER && b != STRING {
                out.push(b);
                continue;
            }
            let place = places.get_mut(hole)?;
            hole += 1;
            let v = r.varint()?;
            if b == NUMBER {
                place.last = place.last.wrapping_add((v >> 1) as i64 ^ -((v & 1) as i64));
                decimal(&mut out, place.last);
            } else if v == 0 {
                let new = r.bytes()?;
                place.strings.push(new);
                out.extend_from_slice(new);
            } else {
                out.extend_from_slice(place.strings.get(usize::try_from(v - 1).ok()?)?);
            }
        }
        if out.len() > MOST_TEXT {
            return None;
        }
    }
    // What follows the last piece is at most the text form's padding.
    if packed[r.at..].iter().any(|&b| b != 0) || packed.len() - r.at > 1 {
        return None;
    }
    String::from_utf8(out).ok()
}

/// The first character carrying bytes: 32,768 characters from here on lie
/// below the surrogates, so each is one unit of a browser's store and one
/// character of a Rust string.
const FIRST: u32 = 0x3400;

/// Bytes as text, 15 bits a character.
pub fn to_text(bytes: &[u8]) -> String {
    let (mut out, mut bits, mut held) = (String::with_capacity(bytes.len() / 2 * 3 + 3), 0u32, 0u32);
    let mut put = |v: u32| out.push(char::from_u32(FIRST + v).unwrap_or('\u{3400}'));
    for &b in bytes {
        held = (held << 8) | b as u32;
        bits += 8;
        if bits >= 15 {
            bits -= 15;
            put((held >> bits) & 0x7FFF);
        }
    }
    if bits > 0 {
        put((held << (15 - bits)) & 0x7FFF);
    }
    out
}

/// The bytes of [`to_text`]'s text (with a zero byte of padding at most);
/// none if a character is not one it writes.
pub fn from_text(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() / 3 * 2 + 2);
    let (mut bits, mut held) = (0u32, 0u32);
    for c in text.chars() {
        let v = (c as u32).checked_sub(FIRST).filter(|v| *v < 0x8000)?;
        held = (held << 15) | v;
        bits += 15;
        while bits >= 8 {
            bits -= 8;
            out.push((held >> bits) as u8);
        }
        held &= (1 << bits) - 1;
    }
    Some(out)
}

/// A value taken out of a piece.
enum Value<'a> {
    Number(i64),
    String(&'a [u8]),
}

/// The JSON text cut before each object that is an item of a list.
fn cut(json: &[u8]) -> Vec<&[u8]> {
    let (mut pieces, mut start, mut in_string, mut escaped) = (Vec::new(), 0, false, false);
    for (i, &b) in json.iter().enumerate() {
        if in_string {
            (in_string, escaped) = (escaped || b != b'"', !escaped && b == b'\\');
        } else if b == b'"' {
            in_string = true;
        } else if b == b'{' && i > start && matches!(json[i - 1], b'[' | b',') {
            pieces.push(&json[start..i]);
            start = i;
        }
    }
    pieces.push(&json[start..]);
    pieces
}

/// A piece's skeleton and the values taken out of it: every number, and
/// every string that is not a key (an id's `device:seq` as a string and a
/// number). A number that is not a whole `i64` written as Rust writes it
/// (`60.5`, `1e3`) is kept as a string, so it comes back as it was.
fn skeleton(piece: &[u8]) -> (Vec<u8>, Vec<Value<'_>>) {
    let (mut skeleton, mut values, mut i) = (Vec::with_capacity(piece.len()), Vec::new(), 0);
    while i < piece.len() {
        let b = piece[i];
        if b == b'"' {
            let mut end = i + 1;
            while end < piece.len() && piece[end] != b'"' {
                end += if piece[end] == b'\\' { 2 } else { 1 };
            }
            let end = end.min(piece.len());
            let text = &piece[i + 1..end];
            if piece.get(end + 1) == Some(&b':') {
                skeleton.extend_from_slice(piece.get(i..=end).unwrap_or(&piece[i..]));
            } else {
                skeleton.push(b'"');
                match text.iter().rposition(|&c| c == b':').and_then(|at| Some((at, whole(&text[at + 1..])?))) {
                    Some((at, n)) => {
                        skeleton.extend_from_slice(&[STRING, b':', NUMBER]);
                        values.push(Value::String(&text[..at]));
                        values.push(Value::Number(n));
                    }
                    None => {
                        skeleton.push(STRING);
                        values.push(Value::String(text));
                    }
                }
                if end < piece.len() {
                    skeleton.push(b'"');
                }
            }
            i = end + 1;
        } else if b == b'-' || b.is_ascii_digit() {
            let len = piece[i..].iter().take_while(|c| matches!(c, b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')).count();
            let text = &piece[i..i + len];
            match whole(text) {
                Some(n) => {
                    skeleton.push(NUMBER);
                    values.push(Value::Number(n));
                }
                None => {
                    skeleton.push(STRING);
                    values.push(Value::String(text));
                }
            }
            i += len;
        } else {
            skeleton.push(b);
            i += 1;
        }
    }
    (skeleton, values)
}

/// A whole number written as Rust writes an `i64`, and so written back.
fn whole(text: &[u8]) -> Option<i64> {
    let n: i64 = std::str::from_utf8(text).ok()?.parse().ok()?;
    (n.to_string().as_bytes() == text).then_some(n)
}

/// A number's digits, as Rust writes an `i64`.
fn decimal(out: &mut Vec<u8>, n: i64) {
    if n < 0 {
        out.push(b'-');
    }
    let mut digits = [0u8; 20];
    let (mut m, mut at) = (n.unsigned_abs(), 20);
    loop {
        at -= 1;
        digits[at] = b'0' + (m % 10) as u8;
        m /= 10;
        if m == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[at..]);
}

fn varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn bytes(out: &mut Vec<u8>, b: &[u8]) {
    varint(out, b.len() as u64);
    out.extend_from_slice(b);
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    fn varint(&mut self) -> Option<u64> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            v |= ((b & 0x7F) as u64).checked_shl(shift)?;
            if b < 0x80 {
                return Some(v);
            }
        }
        None
    }

    fn bytes(&mut self) -> Option<&'a [u8]> {
        let n = usize::try_from(self.varint()?).ok()?;
        let b = self.bytes.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(json: &str) -> Vec<u8> {
        let packed = pack(json).unwrap_or_default();
        assert_eq!(unpack(&packed).as_deref(), Some(json), "unpacked as packed");
        let text = to_text(&packed);
        assert!(text.chars().all(|c| (0x3400..0xB400).contains(&(c as u32))), "no surrogate, one unit each");
        let back = from_text(&text).unwrap_or_default();
        assert_eq!(unpack(&back).as_deref(), Some(json), "through the text form");
        packed
    }

    #[test]
    fn json_comes_back_byte_for_byte() {
        for json in [
            r#"{"a":1}"#,
            r#"[]"#,
            r#"{"log":[{"id":"d1:1","at":1764500000000,"x":-3},{"id":"d1:2","at":1764500015000,"x":4}],"s":"say \"hi\" \\","f":60.5,"e":1e3,"b":true,"n":null}"#,
            r#"{"k":"a:007","t":"é:12","u":"x:-0","big":18446744073709551615,"neg":-9223372036854775808}"#,
            r#"[{"a":[{"b":"c"},{"b":"d"}]},{"a":[]}]"#,
        ] {
            round_trip(json);
        }
    }

    #[test]
    fn repeated_entries_cost_a_few_bytes() {
        let entry = |i: u32| {
            format!(
                r#"{{"id":"d5f3a9c21:{}","at":{},"action":{{"kind":"bridge_result","board":{},"ns":{},"ew":{},"entry":{{"played":{{"contract":"{}","declarer":"N","tricks":{}}}}}}}}}"#,
                i + 1,
                1_764_500_000_000u64 + 20_000 * i as u64,
                i % 27 + 1,
                i % 15 + 1,
                i % 15 + 16,
                ["3NT", "4S", "2H"][i as usize % 3],
                8 + i % 3
            )
        };
        let json = format!("[{}]", (0..400).map(entry).collect::<Vec<_>>().join(","));
        let packed = round_trip(&json);
        assert!(packed.len() < 400 * 14, "{} bytes for 400 entries of {} bytes", packed.len(), json.len());
    }

    #[test]
    fn bytes_that_are_not_an_archive_are_refused() {
        assert_eq!(pack("{\"a\":\"\u{1}\"}"), None, "a hole's byte in the text");
        let packed = pack(r#"[{"a":1},{"a":2}]"#).unwrap_or_default();
        assert_eq!(unpack(&[]), None);
        assert_eq!(unpack(&[2, 0]), None, "another form");
        for cut in 0..packed.len() {
            assert_eq!(unpack(&packed[..cut]), None, "cut at {cut}");
        }
        let mut more = packed.clone();
        more.extend([1, 2]);
        assert_eq!(unpack(&more), None, "bytes after the end");
        // A skeleton referred to before it is given, a string index past those seen.
        assert_eq!(unpack(&[FORM, 1, 5]), None);
        assert_eq!(unpack(&[FORM, 2, 0, 1, STRING, 1, 9]), None);
        assert_eq!(from_text("abc"), None, "characters it does not write");
    }

    #[test]
    fn unpacking_is_bounded_whatever_the_bytes_say() {
        // One skeleton of 1,000 bytes used a million times: refused at MOST_TEXT, not written out.
        let mut packed = vec![FORM];
        varint(&mut packed, 1 << 20);
        varint(&mut packed, 0);
        bytes(&mut packed, &[b'x'; 1000]);
        packed.extend(std::iter::repeat(1).take((1 << 20) - 1));
        assert_eq!(unpack(&packed), None);
        // A length past the end, a varint too long.
        assert_eq!(unpack(&[FORM, 1, 0, 0xFF, 0xFF, 0xFF, 0x0F]), None);
        assert_eq!(unpack(&[FORM, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]), None);
    }
}
