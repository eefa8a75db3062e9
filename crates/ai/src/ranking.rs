//! Numbering every arrangement of seeds over a row of holes, so a table
//! can hold a value per arrangement without storing any key. Arrangements
//! are ordered by their number of seeds, then lexicographically, hole by
//! hole: the Sadeqa II endgame table and the Anywoli ending solver share it.

/// The numbers of arrangements of up to `max_seeds` seeds over `HOLES`
/// holes, and the ranking built on them.
#[derive(Clone, Debug)]
pub struct Compositions<const HOLES: usize> {
    max_seeds: usize,
    /// `counts[seeds * (HOLES + 1) + holes]`: ways to put `seeds` seeds in
    /// `holes` holes, C(seeds + holes - 1, holes - 1).
    counts: Vec<u64>,
}

impl<const HOLES: usize> Compositions<HOLES> {
    pub fn new(max_seeds: usize) -> Self {
        let mut counts = vec![0u64; (max_seeds + 1) * (HOLES + 1)];
        for seeds in 0..=max_seeds {
            counts[seeds * (HOLES + 1)] = u64::from(seeds == 0);
            for holes in 1..=HOLES {
                // Built up without overflow.
                counts[seeds * (HOLES + 1) + holes] =
                    (1..holes as u64).fold(1u64, |acc, k| acc * (seeds as u64 + k) / k);
            }
        }
        Compositions { max_seeds, counts }
    }

    /// Ways to put `seeds` seeds in `holes` of the holes.
    #[inline]
    pub fn count(&self, seeds: usize, holes: usize) -> u64 {
        self.counts[seeds * (HOLES + 1) + holes]
    }

    /// How many arrangements hold exactly `seeds` seeds.
    pub fn layer_len(&self, seeds: usize) -> u64 {
        self.count(seeds, HOLES)
    }

    /// The index of the first arrangement of `seeds` seeds.
    pub fn layer_start(&self, seeds: usize) -> u64 {
        (0..seeds).map(|k| self.layer_len(k)).sum()
    }

    /// Index of `board` among the arrangements with its number of seeds.
    #[inline]
    pub fn rank_in_layer(&self, board: &[u8; HOLES]) -> u64 {
        let mut left: usize = board.iter().map(|&n| n as usize).sum();
        debug_assert!(left <= self.max_seeds);
        let mut rank = 0;
        for (i, &seeds) in board[..HOLES - 1].iter().enumerate() {
            for v in 0..seeds as usize {
                rank += self.count(left - v, HOLES - 1 - i);
            }
            left -= seeds as usize;
        }
        rank
    }

    /// Index of `board` among all arrangements of up to `max_seeds` seeds.
    #[inline]
    pub fn rank(&self, board: &[u8; HOLES]) -> u64 {
        let seeds: usize = board.iter().map(|&n| n as usize).sum();
        self.layer_start(seeds) + self.rank_in_layer(board)
    }

    /// The arrangement of `seeds` seeds with index `rank` in its layer.
    pub fn unrank(&self, seeds: usize, mut rank: u64) -> [u8; HOLES] {
        let mut board = [0u8; HOLES];
        let mut left = seeds;
        for (i, hole) in board[..HOLES - 1].iter_mut().enumerate() {
            let mut v = 0;
            while rank >= self.count(left - v, HOLES - 1 - i) {
                rank -= self.count(left - v, HOLES - 1 - i);
                v += 1;
            }
            *hole = v as u8;
            left -= v;
        }
        board[HOLES - 1] = left as u8;
        board
    }
}

#[cfg(test)]
mod tests {
    use super::Compositions;

    #[test]
    fn ranks_count_every_arrangement_once_and_unrank_back() {
        let c = Compositions::<4>::new(5);
        // C(n + 3, 3) boards of n seeds over 4 holes.
        assert_eq!(
            (0..=5).map(|n| c.layer_len(n)).collect::<Vec<_>>(),
            [1, 4, 10, 20, 35, 56]
        );
        let mut next = 0;
        for seeds in 0..=5 {
            assert_eq!(c.layer_start(seeds), next);
            for rank in 0..c.layer_len(seeds) {
                let board = c.unrank(seeds, rank);
                assert_eq!(board.iter().map(|&n| n as usize).sum::<usize>(), seeds);
                assert_eq!(c.rank_in_layer(&board), rank);
                assert_eq!(c.rank(&board), next);
                next += 1;
            }
        }
    }
}
