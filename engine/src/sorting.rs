//! Sorting, compiled once. Each call of the standard library's sorts
//! compiles its own copy of the algorithm for its comparison (some 280
//! functions, 120 KB of the chess page's WebAssembly before this); here one
//! merge sort orders positions through a comparison passed by reference,
//! and the items are then moved into that order. Stable: items that compare
//! equal keep the order they had.

use std::cmp::Ordering;

/// Sorts `items` by `cmp`; items that compare equal keep their order.
pub fn sort_by<T>(items: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    let order = positions(items.len(), &mut |a, b| cmp(&items[a], &items[b]));
    permute(items, order);
}

/// Sorts `items` by the key each gives (`key` may be called more than once per item).
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` in their own order.
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

/// Collects into an ordered map or set one item at a time. `collect()` into
/// a `BTreeMap` or `BTreeSet` sorts the items first with the standard
/// library's sort, a copy of it for each item type; inserting needs none.
/// As `collect()`, a key given twice keeps the value given last.
pub fn tree<C: Default + Extend<T>, T>(items: impl IntoIterator<Item = T>) -> C {
    let mut tree = C::default();
    tree.extend(items);
    tree
}

/// The positions 0..n in sorted order (a bottom-up merge sort: runs of
/// width 1, 2, 4… merged, the left run first among equals).
fn positions(n: usize, cmp: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut from: Vec<usize> = (0..n).collect();
    let mut to = vec![0; n];
    let mut width = 1;
    while width < n {
        let mut start = 0;
        while start < n {
            let (mid, end) = ((start + width).min(n), (start + 2 * width).min(n));
            let (mut i, mut j) = (start, mid);
            for slot in &mut to[start..end] {
                let left = i < mid && (j >= end || cmp(from[j], from[i]) != Ordering::Less);
                *slot = if left { from[i] } else { from[j] };
                if left {
                    i += 1;
                } else {
                    j += 1;
                }
            }
            start = end;
        }
        std::mem::swap(&mut from, &mut to);
        width *= 2;
    }
    from
}

/// Moves the items so that the item at `order[i]` ends at `i`, a cycle at a
/// time (each position marked done as it is filled).
fn permute<T>(items: &mut [T], mut order: Vec<usize>) {
    const DONE: usize = usize::MAX;
    for start in 0..order.len() {
        let mut at = start;
        while order[at] != DONE {
            let next = order[at];
            order[at] = DONE;
            if next == start {
                break;
            }
            items.swap(at, next);
            at = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every order of up to six items sorts as the standard library's
    /// stable sort does, equal keys kept in their order.
    #[test]
    fn sorts_as_the_stable_sort() {
        let mut checked = 0;
        for n in 0..=6u32 {
            for code in 0..4u32.pow(n) {
                // Keys 0..4 with repeats; the second field tells equal keys apart.
                let items: Vec<(u32, u32)> = (0..n).map(|i| ((code / 4u32.pow(i)) % 4, i)).collect();
                let (mut ours, mut theirs) = (items.clone(), items.clone());
                sort_by_key(&mut ours, |x| x.0);
                theirs.sort_by_key(|x| x.0);
                assert_eq!(ours, theirs, "{items:?}");
                checked += 1;
            }
        }
        assert_eq!(checked, 5461);
        let mut words = vec!["pear", "apple", "fig", "apple"];
        sort(&mut words);
        assert_eq!(words, ["apple", "apple", "fig", "pear"]);
        let mut big: Vec<u64> = (0..1000u64).map(|i| (i * 7919) % 1009).collect();
        sort_by(&mut big, |a, b| b.cmp(a));
        assert!(big.windows(2).all(|w| w[0] >= w[1]) && big.len() == 1000);
    }

    /// A tree gathered one item at a time is the one `collect()` makes,
    /// the value given last kept for a key given twice.
    #[test]
    fn trees_as_collect_makes_them() {
        use std::collections::{BTreeMap, BTreeSet};
        let pairs = [(3, 'c'), (1, 'a'), (3, 'z'), (2, 'b')];
        let ours: BTreeMap<u32, char> = tree(pairs);
        assert_eq!(ours, pairs.into_iter().collect::<BTreeMap<_, _>>());
        assert_eq!(ours.into_iter().collect::<Vec<_>>(), [(1, 'a'), (2, 'b'), (3, 'z')]);
        let set: BTreeSet<u32> = tree([5, 1, 5, 3]);
        assert_eq!(set.into_iter().collect::<Vec<_>>(), [1, 3, 5]);
    }
}
