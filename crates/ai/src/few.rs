//! Sorting the few items of a move list.

/// Sorts `items` by `key`, stably: exactly the order `slice::sort_by_key`
/// gives. An insertion sort, for lists of a dozen moves or children (the
/// standard library sorts those by insertion too): each of the standard
/// sort's instantiations took about 5 KB of the browser's AI wasm.
pub(crate) fn sort_few_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > key(&items[j]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::sort_few_by_key;

    #[test]
    fn sorts_like_the_standard_stable_sort() {
        // Pairs whose keys tie, in every order of a few lengths.
        let mut seed = 7u32;
        for len in 0..30 {
            for _ in 0..50 {
                let items: Vec<(u8, usize)> = (0..len)
                    .map(|i| {
                        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                        ((seed >> 16) as u8 % 5, i)
                    })
                    .collect();
                let mut ours = items.clone();
                sort_few_by_key(&mut ours, |&(k, _)| std::cmp::Reverse(k));
                let mut theirs = items;
                theirs.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
                assert_eq!(ours, theirs);
            }
        }
    }
}
