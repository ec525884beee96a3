//! Competition ranking: equal results share the best place, shown "1=", and
//! the next result takes the place after all of them ("1=, 1=, 3").

/// Two results closer than this are equal: they came from sums of the same
/// exact fractions added in different orders.
pub const EQUAL: f64 = 1e-9;

/// Places for `values`, highest first, in the order given.
pub fn competition_ranks(values: &[f64]) -> Vec<String> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    crate::sorting::sort_by(&mut order, |&a, &b| values[b].total_cmp(&values[a]));
    let mut places = vec![String::new(); values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i + 1;
        while j < order.len() && (values[order[i]] - values[order[j]]).abs() <= EQUAL * values[order[i]].abs().max(1.0) {
            j += 1;
        }
        let tied = j - i > 1;
        for &k in &order[i..j] {
            places[k] = if tied { format!("{}=", i + 1) } else { format!("{}", i + 1) };
        }
        i = j;
    }
    places
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_share_the_best_place_and_the_next_skips() {
        assert_eq!(competition_ranks(&[50.0, 61.2, 50.0, 47.1, 61.2, 50.0]), vec!["3=", "1=", "3=", "6", "1=", "3="]);
        assert_eq!(competition_ranks(&[1.0]), vec!["1"]);
        assert!(competition_ranks(&[]).is_empty());
        // Sums of the same fractions in another order are still equal.
        let a = 0.1 + 0.2 + 0.3;
        let b = 0.3 + 0.2 + 0.1;
        assert_ne!(a, b);
        assert_eq!(competition_ranks(&[a, b]), vec!["1=", "1="]);
    }
}
