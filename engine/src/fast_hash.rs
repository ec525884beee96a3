//! A fast hasher for the engine's own keys (log entry ids, board and pair
//! numbers), for the maps rebuilt on every save. The standard SipHash is
//! several times slower in WebAssembly; its resistance to chosen keys buys
//! nothing for an event's own numbers on the scorer's own device.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

#[derive(Clone, Copy, Default)]
pub struct FastHasher(u64);

const K: u64 = 0x517c_c1b7_2722_0a95;

impl FastHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(K);
    }
}

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut last = [0u8; 8];
            last[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(last));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;
pub type FastSet<K> = HashSet<K, BuildHasherDefault<FastHasher>>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_that_differ_hash_apart_and_maps_work() {
        let hash = |s: &str, n: u64| {
            let mut h = FastHasher::default();
            std::hash::Hash::hash(&(s, n), &mut h);
            h.finish()
        };
        assert_ne!(hash("desk", 1), hash("desk", 2));
        assert_ne!(hash("desk", 1), hash("tab1", 1));
        assert_ne!(hash("abcdefgh1", 1), hash("abcdefgh2", 1), "the bytes past the first eight count");
        let mut m: FastMap<(u32, u32, u32), usize> = FastMap::default();
        for b in 0..100 {
            m.insert((b, b + 1, b + 2), b as usize);
        }
        assert_eq!((m.len(), m.get(&(42, 43, 44))), (100, Some(&42)));
    }
}
