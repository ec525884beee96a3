//! The director's PIN as a table pack keeps it: PBKDF2 over HMAC-SHA-256
//! with a salt of its own per pack and many rounds, so that trying every
//! PIN of a stolen pack takes hours rather than milliseconds, while one try
//! at the table takes a moment. A 4-digit PIN stays a small secret: the
//! table device also makes a player wait longer after each wrong one.

use sha2::{Digest, Sha256};

/// Rounds of the key derivation: some tens of milliseconds a try on a phone.
pub const ROUNDS: u32 = 60_000;
/// The most rounds a pack may ask for (a hostile pack cannot make a try take minutes).
const MOST_ROUNDS: u32 = 1_000_000;
const PREFIX: &str = "pbkdf2-sha256";

fn hmac(key: &[u8], message: &[&[u8]]) -> [u8; 32] {
    let mut block = [0u8; 64];
    if key.len() > 64 {
        block[..32].copy_from_slice(&Sha256::digest(key));
    } else {
        block[..key.len()].copy_from_slice(key);
    }
    let pad = |b: u8| block.map(|k| k ^ b);
    let mut inner = Sha256::new();
    inner.update(pad(0x36));
    for part in message {
        inner.update(part);
    }
    let mut outer = Sha256::new();
    outer.update(pad(0x5c));
    outer.update(inner.finalize());
    outer.finalize().into()
}

/// PBKDF2-HMAC-SHA-256, its first 32-byte block (RFC 8018).
fn pbkdf2(password: &[u8], salt: &[u8], rounds: u32) -> [u8; 32] {
    let mut u = hmac(password, &[salt, &1u32.to_be_bytes()]);
    let mut out = u;
    for _ in 1..rounds {
        u = hmac(password, &[&u]);
        for (o, x) in out.iter_mut().zip(u) {
            *o ^= x;
        }
    }
    out
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The PIN as the pack keeps it: `pbkdf2-sha256:<rounds>:<salt>:<key>`.
pub fn print(pin: &str, salt: &str) -> String {
    format!("{PREFIX}:{ROUNDS}:{salt}:{}", hex(&pbkdf2(pin.as_bytes(), salt.as_bytes(), ROUNDS)))
}

/// Whether `pin` is the one `kept` was made from; none when `kept` is not of this form.
pub fn matches(kept: &str, pin: &str) -> Option<bool> {
    let mut parts = kept.splitn(4, ':');
    let (Some(PREFIX), Some(rounds), Some(salt), Some(key)) = (parts.next(), parts.next(), parts.next(), parts.next()) else { return None };
    let rounds: u32 = rounds.parse().ok().filter(|r| (1..=MOST_ROUNDS).contains(r))?;
    Some(hex(&pbkdf2(pin.as_bytes(), salt.as_bytes(), rounds)) == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against Python's hashlib (an implementation we did not write):
    /// RFC 4231's HMAC case 2, RFC 7914's PBKDF2 vector, and a pack's PIN.
    #[test]
    fn the_derivation_agrees_with_an_independent_one() {
        assert_eq!(hex(&hmac(b"Jefe", &[b"what do ya want for nothing?"])), "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
        assert_eq!(hex(&pbkdf2(b"passwd", b"salt", 1)), "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc");
        let kept = print("2468", "ab12");
        assert_eq!(kept, "pbkdf2-sha256:60000:ab12:ca8a4302937c42bfa5e3fc5734e15a21c0d0b6b1c44b7e34e31a9e52c5ce0c89");
        assert_eq!((matches(&kept, "2468"), matches(&kept, "2469")), (Some(true), Some(false)));
        assert_eq!(matches("0123456789abcdef", "2468"), None, "an older pack's fingerprint");
        assert_eq!(matches("pbkdf2-sha256:999999999:s:k", "2468"), None, "more rounds than any pack asks");
    }
}
