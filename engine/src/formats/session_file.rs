//! A pairs session's results from whichever kind of file holds them.

/// A pairs session's results from any file Clubscore reads, by what it
/// holds: USEBIO (XML), PBN (tags in [ ]), or else a club recap of slips and
/// travellers. The error names the line.
pub fn read(bytes: &[u8]) -> Result<crate::bridge::traveller::Travellers, String> {
    let text = super::pbn::decode_text(bytes);
    let start = text.trim_start_matches('\u{feff}').trim_start();
    if start.starts_with("<?xml") || start.starts_with("<USEBIO") || start.starts_with("<!DOCTYPE") {
        return super::usebio::read_pairs(bytes).map_err(|e| e.to_string());
    }
    if text.lines().any(|l| l.trim_start().starts_with('[')) {
        return super::pbn::read_session(bytes).map_err(|e| e.to_string());
    }
    super::recap::read(&text).map_err(|e| e.to_string()).map(|recap| {
        let mut session = recap.to_session();
        session.notes.extend(recap.warnings.iter().map(|w| format!("warning: {w}")));
        session
    })
}
