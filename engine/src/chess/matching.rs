//! Maximum matching in a general graph (Edmonds' blossom algorithm), used
//! only to answer "can these teams all still be paired?" (C.04.6 [C3], the
//! bye's 3.4.1, a bracket's legality). The pairing itself is chosen by the
//! regulation's own order, never by a matching's weights.

const NONE: usize = usize::MAX;

/// Which pairs may meet: a symmetric matrix over `0..n`, stored as bits.
pub struct Graph {
    n: usize,
    words: usize,
    bits: Vec<u64>,
}

impl Graph {
    pub fn new(n: usize) -> Graph {
        let words = n.div_ceil(64);
        Graph { n, words, bits: vec![0; n * words] }
    }

    pub fn len(&self) -> usize {
        self.n
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    pub fn allow(&mut self, a: usize, b: usize) {
        if a < self.n && b < self.n && a != b {
            self.bits[a * self.words + b / 64] |= 1 << (b % 64);
            self.bits[b * self.words + a / 64] |= 1 << (a % 64);
        }
    }

    pub fn forbid(&mut self, a: usize, b: usize) {
        if a < self.n && b < self.n {
            self.bits[a * self.words + b / 64] &= !(1 << (b % 64));
            self.bits[b * self.words + a / 64] &= !(1 << (a % 64));
        }
    }

    pub fn allowed(&self, a: usize, b: usize) -> bool {
        a < self.n && b < self.n && self.bits[a * self.words + b / 64] & (1 << (b % 64)) != 0
    }
}

/// Whether the vertices in `subset` can all be paired among themselves
/// (an empty subset can; an odd one cannot).
pub fn perfect(graph: &Graph, subset: &[usize]) -> bool {
    if subset.len() % 2 == 1 {
        return false;
    }
    maximum(graph, subset) * 2 == subset.len()
}

/// The size of a maximum matching among the vertices of `subset`.
pub fn maximum(graph: &Graph, subset: &[usize]) -> usize {
    let n = subset.len();
    let adj = |a: usize, b: usize| graph.allowed(subset[a], subset[b]);
    let mut mate = vec![NONE; n];
    // A greedy start: most augmentations are then never needed.
    for v in 0..n {
        if mate[v] == NONE {
            if let Some(u) = (v + 1..n).find(|&u| mate[u] == NONE && adj(v, u)) {
                mate[v] = u;
                mate[u] = v;
            }
        }
    }
    let mut search =
        Search { n, mate, parent: vec![NONE; n], base: (0..n).collect(), used: vec![false; n], blossom: vec![false; n], queue: Vec::with_capacity(n) };
    for root in 0..n {
        if search.mate[root] == NONE {
            let end = search.find_path(root, &adj);
            search.augment(end);
        }
    }
    search.mate.iter().filter(|&&m| m != NONE).count() / 2
}

struct Search {
    n: usize,
    mate: Vec<usize>,
    parent: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    blossom: Vec<bool>,
    queue: Vec<usize>,
}

impl Search {
    fn lca(&self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.n];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            self.blossom[self.base[v]] = true;
            self.blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }

    /// A breadth-first search for an augmenting path from `root`; its free end, or none.
    fn find_path(&mut self, root: usize, adj: &impl Fn(usize, usize) -> bool) -> usize {
        self.used.fill(false);
        self.parent.fill(NONE);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.used[root] = true;
        self.queue.clear();
        self.queue.push(root);
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            for to in 0..self.n {
                if !adj(v, to) || self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    let current = self.lca(v, to);
                    self.blossom.fill(false);
                    self.mark_path(v, current, to);
                    self.mark_path(to, current, v);
                    for i in 0..self.n {
                        if self.blossom[self.base[i]] {
                            self.base[i] = current;
                            if !self.used[i] {
                                self.used[i] = true;
                                self.queue.push(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return to;
                    }
                    let next = self.mate[to];
                    self.used[next] = true;
                    self.queue.push(next);
                }
            }
        }
        NONE
    }

    fn augment(&mut self, mut u: usize) {
        while u != NONE {
            let pv = self.parent[u];
            let ppv = self.mate[pv];
            self.mate[u] = pv;
            self.mate[pv] = u;
            u = ppv;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(n: usize, edges: &[(usize, usize)]) -> Graph {
        let mut g = Graph::new(n);
        for &(a, b) in edges {
            g.allow(a, b);
        }
        g
    }

    #[test]
    fn paths_cycles_and_blossoms() {
        // A path of four pairs up; a triangle with a tail needs the blossom.
        assert!(perfect(&graph(4, &[(0, 1), (1, 2), (2, 3)]), &[0, 1, 2, 3]));
        let g = graph(6, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5)]);
        assert!(perfect(&g, &[0, 1, 2, 3, 4, 5]));
        // Greedy takes 0-1 and 2-3 first; only an augmenting path through the blossom pairs everyone.
        let g = graph(6, &[(0, 1), (0, 2), (1, 2), (2, 3), (1, 4), (3, 5)]);
        assert!(perfect(&g, &[0, 1, 2, 3, 4, 5]));
        // A star cannot; an odd set cannot.
        assert!(!perfect(&graph(4, &[(0, 1), (0, 2), (0, 3)]), &[0, 1, 2, 3]));
        assert!(!perfect(&graph(3, &[(0, 1), (1, 2)]), &[0, 1, 2]));
        assert!(perfect(&graph(3, &[]), &[]));
        // A subset: 1, 2, 3 of the triangle-with-tail plus 4.
        assert_eq!(maximum(&graph(6, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5)]), &[1, 2, 3, 4]), 2);
    }

    /// Every graph on six vertices from a fixed family checked against brute force.
    #[test]
    fn agrees_with_brute_force() {
        fn brute(g: &Graph, left: &mut Vec<usize>) -> usize {
            let Some(v) = left.pop() else { return 0 };
            let mut best = brute(g, &mut left.clone());
            for i in 0..left.len() {
                if g.allowed(v, left[i]) {
                    let mut rest = left.clone();
                    rest.remove(i);
                    best = best.max(1 + brute(g, &mut rest));
                }
            }
            left.push(v);
            best
        }
        let pairs: Vec<(usize, usize)> = (0..7).flat_map(|a| (a + 1..7).map(move |b| (a, b))).collect();
        let mut sequence = crate::sequence::Sequence(12345);
        for _ in 0..400 {
            let mut g = Graph::new(7);
            for &(a, b) in &pairs {
                if sequence.next(3) == 0 {
                    g.allow(a, b);
                }
            }
            let all: Vec<usize> = (0..7).collect();
            assert_eq!(maximum(&g, &all), brute(&g, &mut all.clone()));
        }
    }
}
