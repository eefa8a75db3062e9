//! Game-tree search: negamax with alpha-beta, iterative deepening under a
//! node budget, a bounded transposition table and move ordering.
//!
//! What these games have and chess does not: after a move the same player
//! may move again (Anywoli's extra move, an opponent who must pass), so a
//! child's value is negated only when the side to move changes. A position
//! repeated on the current line (or earlier in the game) is scored at once
//! with the game's repetition outcome (`eval::repetition_value`), one
//! occurrence early, as is usual in search. The budget counts nodes, not
//! time, so it works the same in wasm (no clock there).

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use mancala_rules::{Hole, Move, Phase, Player, Position, Progress};

use crate::endings::SadeqaEndings;
use crate::eval::{evaluate, final_value, repetition_value, WIN};
use crate::few::sort_few_by_key;
use crate::solve::Verdict;

/// How much a search may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Nodes (positions visited) before the search stops and answers with
    /// its last completed depth.
    pub nodes: u64,
    /// Deepest iteration, in moves.
    pub depth: u8,
}

/// What a search found at the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchReport {
    pub best: Hole,
    /// For the player to move at the root.
    pub value: i32,
    /// Depth of the last completed iteration.
    pub depth: u8,
    pub nodes: u64,
    /// Every line was followed to the game's end (or a repetition): the
    /// value is exact, not an estimate.
    pub proven: bool,
}

/// A fast non-cryptographic hasher for positions (Fx-style mixing with a
/// final avalanche so the low bits index the table well).
struct PositionHasher(u64);

impl Hasher for PositionHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.mix(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.mix(i as u64);
    }

    fn write_u16(&mut self, i: u16) {
        self.mix(i as u64);
    }

    fn write_u32(&mut self, i: u32) {
        self.mix(i as u64);
    }

    fn write_u64(&mut self, i: u64) {
        self.mix(i);
    }

    fn write_usize(&mut self, i: usize) {
        self.mix(i as u64);
    }

    fn finish(&self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 33)).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        z ^ (z >> 33)
    }
}

impl PositionHasher {
    #[inline]
    fn mix(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517C_C1B7_2722_0A95);
    }
}

pub(crate) fn position_hash(pos: &Position) -> u64 {
    let mut hasher = PositionHasher(0);
    pos.hash(&mut hasher);
    hasher.finish()
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Empty,
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u64,
    value: i32,
    depth: u8,
    bound: Bound,
    /// The value needs no more depth: every line below ended the game.
    proven: bool,
    /// Best hole's number, 0 for none.
    best: u8,
}

#[derive(Clone, Copy, Debug)]
struct Child {
    hole: Hole,
    pos: Position,
    order: i32,
}

/// A reusable searcher; its table persists between searches.
pub struct Searcher {
    table: Vec<Entry>,
    nodes: u64,
    node_limit: u64,
    aborted: bool,
    /// Counts heuristic leaves (and unproven table hits); unchanged over a
    /// subtree means that subtree's value is exact.
    horizon_hits: u64,
    /// The earliest place on `path` that a repetition in the current
    /// subtree went back to (`usize::MAX`: none). A subtree whose
    /// repetitions all return inside it has a value of its own; one that
    /// returns above it holds only for the line it came by, so it is never
    /// stored as proven.
    repetition_floor: usize,
    /// Repetition keys and markers of the game so far and the current line.
    path: Vec<(u64, Progress)>,
    /// One child list per ply, reused to avoid allocating in the search.
    buffers: Vec<Vec<Child>>,
    /// Exact Sadeqa II endings: positions it covers are leaves.
    endings: Option<Arc<SadeqaEndings>>,
}

/// Transposition-table size used by the levels: 2^18 entries of 16 bytes,
/// 4 MB, well inside the page's memory budget.
pub const DEFAULT_TABLE_BITS: u32 = 18;

impl Searcher {
    /// A searcher with a table of `2^table_bits` entries (0: no table).
    pub fn new(table_bits: u32) -> Searcher {
        let size = if table_bits == 0 {
            0
        } else {
            1usize << table_bits.min(26)
        };
        Searcher {
            table: vec![Entry::default(); size],
            nodes: 0,
            node_limit: u64::MAX,
            aborted: false,
            horizon_hits: 0,
            repetition_floor: usize::MAX,
            path: Vec::new(),
            buffers: Vec::new(),
            endings: None,
        }
    }

    /// Uses (or stops using) a Sadeqa II endgame table: every position it
    /// covers is scored exactly, without searching below it.
    pub fn set_endings(&mut self, endings: Option<Arc<SadeqaEndings>>) {
        self.endings = endings;
        // Values stored without the table may disagree with it.
        self.table.fill(Entry::default());
    }

    /// The table's exact value of `pos` for its player to move: a win
    /// ranks below a finished win and above any estimate, and fewer seeds
    /// left rank higher, so the winner keeps capturing towards the end.
    fn ending_value(&self, pos: &Position) -> Option<i32> {
        let verdict = self.endings.as_ref()?.verdict(pos)?;
        let won = WIN - 1 - i32::from(pos.seeds_on_board());
        Some(match verdict {
            Verdict::Win => won,
            Verdict::Draw => 0,
            Verdict::Loss => -won,
        })
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        if self.table.is_empty() {
            return None;
        }
        let entry = self.table[key as usize & (self.table.len() - 1)];
        (entry.bound != Bound::Empty && entry.key == key).then_some(entry)
    }

    fn store(&mut self, entry: Entry) {
        if self.table.is_empty() {
            return;
        }
        let len = self.table.len();
        self.table[entry.key as usize & (len - 1)] = entry;
    }

    /// Sets up the game's history (`history` ends before `pos`) for
    /// repetition checks. Only the stretch with `pos`'s marker can repeat.
    fn start(&mut self, pos: &Position, history: &[Position], node_limit: u64) {
        self.nodes = 0;
        self.node_limit = node_limit;
        self.aborted = false;
        self.horizon_hits = 0;
        self.repetition_floor = usize::MAX;
        self.path.clear();
        let marker = pos.progress();
        let same = history
            .iter()
            .rev()
            .take_while(|p| p.progress() == marker)
            .count();
        for p in &history[history.len() - same..] {
            self.path.push((position_hash(&p.repetition_key()), marker));
        }
        self.path
            .push((position_hash(&pos.repetition_key()), marker));
    }

    /// Where on the path (game and current line) `key` stood before, if
    /// it did: only the stretch with the same marker can hold it.
    fn on_path(&self, key: u64, marker: Progress) -> Option<usize> {
        self.path
            .iter()
            .enumerate()
            .rev()
            .take_while(|&(_, &(_, m))| m == marker)
            .find(|&(_, &(k, _))| k == key)
            .map(|(at, _)| at)
    }

    /// A new search over `pos` (budget `node_limit`) and the root's moves;
    /// `None` when the game is not in play.
    fn start_at_root(
        &mut self,
        pos: &Position,
        history: &[Position],
        node_limit: u64,
    ) -> Option<Vec<Child>> {
        if pos.phase() != Phase::Play {
            return None;
        }
        self.start(pos, history, node_limit);
        let mut root = Vec::new();
        self.children(pos, 0, &mut root);
        Some(root)
    }

    /// The children of `pos` in the order to search them: the table's best
    /// move first, then by a quick look at the position each leads to.
    fn children(&self, pos: &Position, first: u8, into: &mut Vec<Child>) {
        let me = pos.to_move();
        into.clear();
        pos.for_each_successor(|mv, next| {
            if let Move::Sow(hole) = mv {
                let order = if hole.number() == first {
                    i32::MAX
                } else {
                    evaluate(next, me)
                };
                into.push(Child {
                    hole,
                    pos: *next,
                    order,
                });
            }
        });
        sort_few_by_key(into, |child| std::cmp::Reverse(child.order));
    }

    /// Value for `me` (to move before the move) of playing into `child`.
    fn child_value(
        &mut self,
        me: Player,
        child: &Position,
        depth: u8,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let key = position_hash(&child.repetition_key());
        let marker = child.progress();
        if !child.is_over() {
            if let Some(at) = self.on_path(key, marker) {
                self.repetition_floor = self.repetition_floor.min(at);
                return repetition_value(child, me);
            }
        }
        self.path.push((key, marker));
        let value = if child.to_move() == me {
            self.negamax(child, depth, alpha, beta, ply)
        } else {
            -self.negamax(child, depth, -beta, -alpha, ply)
        };
        self.path.pop();
        value
    }

    fn negamax(&mut self, pos: &Position, depth: u8, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        let me = pos.to_move();
        if pos.is_over() {
            return final_value(pos, me);
        }
        if let Some(value) = self.ending_value(pos) {
            return value;
        }
        if depth == 0 || pos.phase() == Phase::Race {
            self.horizon_hits += 1;
            return evaluate(pos, me);
        }
        if self.nodes >= self.node_limit {
            self.aborted = true;
            return 0;
        }
        let key = position_hash(pos);
        let mut first = 0;
        if let Some(entry) = self.probe(key) {
            first = entry.best;
            if entry.proven || entry.depth >= depth {
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => entry.value >= beta,
                    Bound::Upper => entry.value <= alpha,
                    Bound::Empty => false,
                };
                if usable {
                    if !entry.proven {
                        self.horizon_hits += 1;
                    }
                    return entry.value;
                }
            }
        }
        while self.buffers.len() <= ply {
            self.buffers.push(Vec::new());
        }
        let mut kids = std::mem::take(&mut self.buffers[ply]);
        self.children(pos, first, &mut kids);
        let horizon_before = self.horizon_hits;
        let floor_before = std::mem::replace(&mut self.repetition_floor, usize::MAX);
        let alpha_before = alpha;
        let mut best = i32::MIN;
        let mut best_hole = 0;
        for child in &kids {
            let value = self.child_value(me, &child.pos, depth - 1, alpha, beta, ply + 1);
            if self.aborted {
                break;
            }
            if value > best {
                best = value;
                best_hole = child.hole.number();
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        self.buffers[ply] = kids;
        // `pos` itself is the last entry on the path (`child_value` or
        // `start` put it there).
        let own_line = self.repetition_floor >= self.path.len() - 1;
        self.repetition_floor = self.repetition_floor.min(floor_before);
        if self.aborted {
            return 0;
        }
        if best == i32::MIN {
            // Unreachable for a position the engine reports as unfinished
            // (it passes or ends the game instead); stay total anyway.
            self.horizon_hits += 1;
            return evaluate(pos, me);
        }
        let bound = if best <= alpha_before {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.store(Entry {
            key,
            value: best,
            depth,
            bound,
            proven: self.horizon_hits == horizon_before && own_line,
            best: best_hole,
        });
        best
    }

    /// Iterative deepening from `pos` (which must be in the main phase)
    /// until the budget runs out, the depth limit is reached, or the value
    /// is proven. `history` holds the game's earlier positions, oldest
    /// first. `None` when the game is over or in the Sulus Aidi race.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[Position],
        limits: Limits,
    ) -> Option<SearchReport> {
        self.search_among(pos, history, limits, &[])
    }

    /// Like [`Searcher::search`], choosing only among the holes in
    /// `allowed` (all when empty): used to pick the practical best of moves
    /// a solver found equally good.
    pub fn search_among(
        &mut self,
        pos: &Position,
        history: &[Position],
        limits: Limits,
        allowed: &[Hole],
    ) -> Option<SearchReport> {
        let mut root = self.start_at_root(pos, history, limits.nodes)?;
        let me = pos.to_move();
        if !allowed.is_empty() {
            root.retain(|child| allowed.contains(&child.hole));
        }
        let only = *root.first()?;
        let mut report: Option<SearchReport> = None;
        for depth in 1..=limits.depth.max(1) {
            let horizon_before = self.horizon_hits;
            let mut best: Option<(Hole, i32)> = None;
            for child in root.iter_mut() {
                let alpha = best.map_or(-i32::MAX, |(_, v)| v);
                let value = self.child_value(me, &child.pos, depth - 1, alpha, i32::MAX, 1);
                if self.aborted {
                    break;
                }
                child.order = value;
                if !matches!(best, Some((_, v)) if v >= value) {
                    best = Some((child.hole, value));
                }
            }
            if self.aborted {
                // A partial iteration still counts when it already searched
                // the previous best move first and found something better.
                if let (Some((hole, value)), Some(done)) = (best, report.as_mut()) {
                    if value > done.value {
                        done.best = hole;
                        done.value = value;
                    }
                } else if report.is_none() {
                    if let Some((hole, value)) = best {
                        report = Some(SearchReport {
                            best: hole,
                            value,
                            depth: 0,
                            nodes: 0,
                            proven: false,
                        });
                    }
                }
                break;
            }
            let (hole, value) = best?;
            // Best first next time; the stable sort keeps ties in order.
            sort_few_by_key(&mut root, |child| std::cmp::Reverse(child.order));
            let proven = self.horizon_hits == horizon_before;
            report = Some(SearchReport {
                best: hole,
                value,
                depth,
                nodes: 0,
                proven,
            });
            if proven {
                break;
            }
        }
        let mut report = report.unwrap_or(SearchReport {
            best: only.hole,
            value: evaluate(&only.pos, me),
            depth: 0,
            nodes: 0,
            proven: false,
        });
        report.nodes = self.nodes;
        Some(report)
    }

    /// Whether playing `hole` in `pos` proves worth at least `threshold`
    /// to the player to move: a null-window search, much cheaper than the
    /// move's exact value when only a bound is asked for. `None` when the
    /// budget runs out before the answer is proven (or `hole` is no move).
    pub fn reaches(
        &mut self,
        pos: &Position,
        history: &[Position],
        limits: Limits,
        hole: Hole,
        threshold: i32,
    ) -> Option<bool> {
        let root = self.start_at_root(pos, history, limits.nodes)?;
        let me = pos.to_move();
        let child = root.into_iter().find(|child| child.hole == hole)?;
        for depth in 1..=limits.depth.max(1) {
            let horizon_before = self.horizon_hits;
            let value = self.child_value(me, &child.pos, depth - 1, threshold - 1, threshold, 1);
            if self.aborted {
                return None;
            }
            if self.horizon_hits == horizon_before {
                return Some(value >= threshold);
            }
        }
        None
    }

    /// The value of every legal move at exactly `depth` (full window, no
    /// budget): what a player looking `depth` moves ahead thinks of each.
    pub fn move_values(
        &mut self,
        pos: &Position,
        history: &[Position],
        depth: u8,
    ) -> Vec<(Hole, i32)> {
        let Some(root) = self.start_at_root(pos, history, u64::MAX) else {
            return Vec::new();
        };
        let me = pos.to_move();
        root.iter()
            .map(|child| {
                let value = self.child_value(
                    me,
                    &child.pos,
                    depth.saturating_sub(1),
                    -i32::MAX,
                    i32::MAX,
                    1,
                );
                (child.hole, value)
            })
            .collect()
    }

    /// Value of `pos` for its player to move under `limits` (exact when the
    /// game is over).
    pub fn value(&mut self, pos: &Position, history: &[Position], limits: Limits) -> i32 {
        if pos.is_over() {
            return final_value(pos, pos.to_move());
        }
        match self.search(pos, history, limits) {
            Some(report) => report.value,
            None => evaluate(pos, pos.to_move()),
        }
    }

    /// Nodes visited by the last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}
