//! A small deterministic random sequence, shared by the bridge Swiss's draw,
//! the chess draw by lot, the QR renderer's tests and the benchmarks.

/// A small deterministic random sequence (xorshift), so figures and fuzz
/// runs repeat exactly. Not for anything that must be unpredictable.
pub struct Sequence(pub u64);

impl Sequence {
    /// The next value in `0..below` (`below` 0 is taken as 1).
    pub fn next(&mut self, below: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % below.max(1)
    }
}
