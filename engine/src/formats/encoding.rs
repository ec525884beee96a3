//! Text files in the encodings other programs write: UTF-8, or one of the
//! single-byte code pages of Windows (1252 for Western names, 1253 for
//! Greek) and ISO-8859-1. A file that is not UTF-8 is read in the code page
//! its bytes suggest, or the one asked for, and the reader says which.

/// The encodings read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Utf8,
    /// ISO-8859-1: every byte its own code point.
    Latin1,
    Windows1252,
    Windows1253,
}

impl Encoding {
    pub fn name(self) -> &'static str {
        match self {
            Encoding::Utf8 => "UTF-8",
            Encoding::Latin1 => "ISO-8859-1",
            Encoding::Windows1252 => "Windows-1252",
            Encoding::Windows1253 => "Windows-1253",
        }
    }

    /// From the names people give: `utf-8`, `latin1`, `iso-8859-1`, `cp1252`, `windows-1253`, ...
    pub fn from_name(name: &str) -> Option<Encoding> {
        let n: String = name.to_ascii_lowercase().chars().filter(|c| c.is_ascii_alphanumeric()).collect();
        Some(match n.as_str() {
            "utf8" => Encoding::Utf8,
            "latin1" | "iso88591" => Encoding::Latin1,
            "windows1252" | "cp1252" | "win1252" => Encoding::Windows1252,
            "windows1253" | "cp1253" | "win1253" | "greek" => Encoding::Windows1253,
            _ => return None,
        })
    }
}

/// Windows-1252's bytes 0x80-0x9F (0 where the code page has none).
const CP1252_HIGH: [u16; 32] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0, //
    0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
];

/// Windows-1253's bytes 0x80-0xBF (0 where the code page has none); from
/// 0xC0 the Greek letters run on from U+0390 (0xD2 and 0xFF have none).
const CP1253_HIGH: [u16; 64] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0, 0x2030, 0, 0x2039, 0, 0, 0, 0, //
    0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0, 0x2122, 0, 0x203A, 0, 0, 0, 0, //
    0x00A0, 0x0385, 0x0386, 0x00A3, 0x00A4, 0x00A5, 0x00A6, 0x00A7, 0x00A8, 0x00A9, 0, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x2015, //
    0x00B0, 0x00B1, 0x00B2, 0x00B3, 0x0384, 0x00B5, 0x00B6, 0x00B7, 0x0388, 0x0389, 0x038A, 0x00BB, 0x038C, 0x00BD, 0x038E, 0x038F,
];

fn char_of(byte: u8, encoding: Encoding) -> char {
    let code = match (encoding, byte) {
        (_, 0..=0x7F) | (Encoding::Latin1 | Encoding::Utf8, _) => u32::from(byte),
        (Encoding::Windows1252, 0x80..=0x9F) => u32::from(CP1252_HIGH[usize::from(byte - 0x80)]),
        (Encoding::Windows1252, _) => u32::from(byte),
        (Encoding::Windows1253, 0x80..=0xBF) => u32::from(CP1253_HIGH[usize::from(byte - 0x80)]),
        (Encoding::Windows1253, 0xD2 | 0xFF) => 0,
        (Encoding::Windows1253, _) => u32::from(byte) + 0x2D0,
    };
    // A byte the code page leaves undefined reads as the replacement character.
    char::from_u32(code).filter(|_| code != 0).unwrap_or('\u{FFFD}')
}

/// The code page a file that is not UTF-8 seems to be in: Greek words are
/// whole runs of high bytes, Western names have a high byte here and there.
pub fn guess(bytes: &[u8]) -> Encoding {
    let mut run = 0;
    let mut longest = 0;
    for &b in bytes {
        run = if b >= 0xC1 { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    if longest >= 3 {
        Encoding::Windows1253
    } else {
        Encoding::Windows1252
    }
}

/// The text of a file, and the encoding it was read in: the one asked for,
/// else UTF-8 when the bytes are UTF-8, else the code page they suggest.
/// A UTF-8 byte-order mark is dropped.
pub fn decode(bytes: &[u8], asked: Option<Encoding>) -> (String, Encoding) {
    let encoding = match (asked, std::str::from_utf8(bytes)) {
        (Some(e), _) => e,
        (None, Ok(_)) => Encoding::Utf8,
        (None, Err(_)) => guess(bytes),
    };
    let text = match encoding {
        Encoding::Utf8 => String::from_utf8_lossy(bytes).into_owned(),
        e => bytes.iter().map(|&b| char_of(b, e)).collect(),
    };
    (text.trim_start_matches('\u{feff}').to_string(), encoding)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greek_and_western_names_in_their_code_pages() {
        // "Παπαδόπουλος" in Windows-1253, and "Müller, Noël" in Windows-1252.
        let greek = [0xD0, 0xE1, 0xF0, 0xE1, 0xE4, 0xFC, 0xF0, 0xEF, 0xF5, 0xEB, 0xEF, 0xF2];
        assert_eq!(decode(&greek, None), ("Παπαδόπουλος".to_string(), Encoding::Windows1253));
        let western = b"M\xFCller, No\xEBl \x80 5";
        assert_eq!(decode(western, None), ("Müller, Noël € 5".to_string(), Encoding::Windows1252));
        assert_eq!(decode(western, Some(Encoding::Latin1)).0, "Müller, Noël \u{80} 5");
        assert_eq!(decode("Παπαδόπουλος".as_bytes(), None), ("Παπαδόπουλος".to_string(), Encoding::Utf8));
        assert_eq!(decode(b"\xEF\xBB\xBF012 X", None).0, "012 X", "a byte-order mark is dropped");
        // Bytes a code page leaves undefined, and every byte at all, never fail.
        assert_eq!(decode(&[0x81, 0xD2, 0xFF], Some(Encoding::Windows1253)).0, "\u{FFFD}\u{FFFD}\u{FFFD}");
        let all: Vec<u8> = (0..=255).collect();
        for e in [Encoding::Latin1, Encoding::Windows1252, Encoding::Windows1253] {
            assert_eq!(decode(&all, Some(e)).0.chars().count(), 256);
        }
        assert_eq!(
            (Encoding::from_name("cp1253"), Encoding::from_name("ISO-8859-1"), Encoding::from_name("klingon")),
            (Some(Encoding::Windows1253), Some(Encoding::Latin1), None)
        );
    }
}
