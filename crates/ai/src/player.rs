//! The computer players: levels for people (Beginner, Intermediate,
//! Expert), reference opponents (random, UCT) and the hint.

use std::fmt;
use std::str::FromStr;
use std::sync::{Arc, OnceLock};

use mancala_rules::{Game, Hole, Move, Phase, Player, Position, Variant};

use crate::budgets::{BEGINNER_DEPTH, EXPERT_NODES, INTERMEDIATE};
use crate::endings::SadeqaEndings;
use crate::eval::{evaluate, final_value};
use crate::race::RaceMatrix;
use crate::race_values::START_RACE_VALUES;
use crate::review::Worth;
use crate::rng::Rng;
use crate::search::{Limits, Searcher, DEFAULT_TABLE_BITS};
use crate::solve::{seen_by, Proven, SadeqaSolution, Verdict};
use crate::uct::{random_hole, uct_hole};

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Looks two moves ahead, misjudges close moves and now and then
    /// blunders, like a new player.
    Beginner,
    /// A short search: sees tactics a few moves deep.
    Intermediate,
    /// The strongest within about a second per move in the browser, with
    /// exact play where the game is solved.
    Expert,
    /// Uniformly random legal moves (a reference opponent).
    Random,
    /// Plain Monte-Carlo tree search, 1,000 playouts per move (a reference
    /// opponent).
    Uct,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Intermediate,
        Level::Expert,
        Level::Random,
        Level::Uct,
    ];

    /// The levels a player is offered (the others are reference opponents
    /// for measurements).
    pub const FOR_PLAYERS: [Level; 3] = [Level::Beginner, Level::Intermediate, Level::Expert];

    pub fn key(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Intermediate => "intermediate",
            Level::Expert => "expert",
            Level::Random => "random",
            Level::Uct => "uct",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// An unknown level name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown: String = self.0.chars().take(40).collect();
        write!(
            f,
            "unknown level {shown:?}: expected beginner, intermediate, expert, random or uct"
        )
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.key() == s)
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// Why the computer cannot choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AiError {
    GameOver,
    /// It is the other player's turn (outside the simultaneous opening).
    NotYourTurn {
        player: Player,
    },
}

impl fmt::Display for AiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AiError::GameOver => write!(f, "the game is over: there is no move to choose"),
            AiError::NotYourTurn { player } => {
                write!(
                    f,
                    "it is not {player}'s turn: the computer only chooses for the player to move"
                )
            }
        }
    }
}

impl std::error::Error for AiError {}

/// Whether the Expert and the hint of `variant` read an endgame table
/// (the game's rules say whether the build ships one: `SadeqaEndings`).
pub fn has_endgame_table(variant: Variant) -> bool {
    variant.ships_endgame_table()
}

/// Largest Sadeqa II endgame solved outright: about 30 MB while solving and
/// well under a second natively.
pub const SADEQA_MAX_POSITIONS: usize = 200_000;
/// Sadeqa II endgames with more seeds than this on the board are nearly
/// always too big to solve (docs/PERFORMANCE.md), so they are not tried.
const SADEQA_SOLVE_SEEDS: u8 = 11;
/// The Expert's own Sadeqa II endgame table when it is given none: with it
/// the referee found every won position kept (docs/PERFORMANCE.md).
pub const OWN_ENDINGS_SEEDS: u8 = 12;
/// How often the Beginner plays a random move, and how much noise blurs
/// its judgement (a captured seed is worth about 100).
const BEGINNER_BLUNDER: f64 = 0.12;
const BEGINNER_NOISE: f64 = 150.0;
const UCT_PLAYOUTS: u32 = 1_000;
const DEEPEST: u8 = 100;

/// The hint for one hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HoleHint {
    pub hole: Hole,
    /// Proven result of playing it, for the player to move (solved games
    /// and positions the search could follow to the end).
    pub proven: Option<Proven>,
}

/// What the Expert would play, and what is proven about each move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub best: Hole,
    pub holes: Vec<HoleHint>,
}

/// A computer player. It keeps its search table and any solution between
/// moves, so keep one per game (or per match).
pub struct Ai {
    level: Level,
    rng: Rng,
    searcher: Searcher,
    /// The last Sadeqa II solution; it covers every position reachable
    /// from its root, so one solve serves the rest of the game.
    sadeqa: Option<SadeqaSolution>,
    /// Seeds on the board when a Sadeqa II solve last proved too big: try
    /// again only once fewer are left.
    sadeqa_too_big_at: u8,
    /// Exact results of every Sadeqa II ending with few seeds, if given.
    endings: Option<Arc<SadeqaEndings>>,
    /// Whether the Expert builds a small table of its own (shared by every
    /// player of the process) when it is given none.
    builds_own_endings: bool,
    /// The Expert's searcher for hints when this player is not the Expert
    /// (its own searcher plays without the table, to keep its mistakes).
    hint_searcher: Option<Searcher>,
    expert_nodes: u64,
}

impl Ai {
    /// A player at `level`; `seed` drives all its random choices.
    pub fn new(level: Level, seed: u64) -> Ai {
        Ai {
            level,
            rng: Rng::new(seed),
            searcher: Searcher::new(DEFAULT_TABLE_BITS),
            sadeqa: None,
            sadeqa_too_big_at: u8::MAX,
            endings: None,
            hint_searcher: None,
            builds_own_endings: true,
            expert_nodes: EXPERT_NODES,
        }
    }

    /// Gives the Expert and the hint (at every level) a Sadeqa II endgame
    /// table: positions it covers are played and shown exactly. Other
    /// levels do not play with it, so they keep their human-sized mistakes.
    pub fn set_sadeqa_endings(&mut self, endings: Option<Arc<SadeqaEndings>>) {
        if self.level == Level::Expert {
            self.searcher.set_endings(endings.clone());
        }
        if let Some(searcher) = &mut self.hint_searcher {
            searcher.set_endings(endings.clone());
        }
        self.endings = endings;
    }

    /// Whether the Expert, given no table, builds one of its own for Sadeqa
    /// II (every position with at most [`OWN_ENDINGS_SEEDS`] seeds: about
    /// 3 s and 160 MB natively, once per process). On by default; the page
    /// turns it off, since it fetches the full table instead.
    pub fn set_builds_own_endings(&mut self, builds: bool) {
        self.builds_own_endings = builds;
    }

    /// Gives the Expert its own Sadeqa II table if it needs one and has
    /// none: without exact endings its search lets some won positions with
    /// 20 or more seeds go (issue #10: 10 of 1,299 over 300 games).
    pub(crate) fn ensure_endings(&mut self, pos: &Position) {
        if !has_endgame_table(pos.variant()) || self.endings.is_some() || !self.builds_own_endings {
            return;
        }
        static OWN_ENDINGS: OnceLock<Arc<SadeqaEndings>> = OnceLock::new();
        let own = OWN_ENDINGS.get_or_init(|| Arc::new(SadeqaEndings::generate(OWN_ENDINGS_SEEDS)));
        self.set_sadeqa_endings(Some(own.clone()));
    }

    /// The searcher the Expert's play and the hint use.
    pub(crate) fn expert_searcher(&mut self) -> &mut Searcher {
        if self.level == Level::Expert {
            return &mut self.searcher;
        }
        let endings = &self.endings;
        self.hint_searcher.get_or_insert_with(|| {
            let mut searcher = Searcher::new(DEFAULT_TABLE_BITS);
            searcher.set_endings(endings.clone());
            searcher
        })
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// The Expert's node budget per move (per race cell it is a fraction).
    pub fn set_expert_nodes(&mut self, nodes: u64) {
        self.expert_nodes = nodes.max(1);
    }

    /// The hole `player` plays in `game`: a hole to sow when it is their
    /// turn, or their own choice in the Sulus Aidi opening race.
    pub fn choose(&mut self, game: &Game, player: Player) -> Result<Hole, AiError> {
        let history = history(game);
        self.choose_in(game.position(), &history, player)
    }

    /// [`Ai::choose`] for a position with the game's earlier positions
    /// (oldest first; may be empty).
    pub fn choose_in(
        &mut self,
        pos: &Position,
        history: &[Position],
        player: Player,
    ) -> Result<Hole, AiError> {
        self.choose_as(self.level, pos, history, player)
    }

    /// The choice a player of `level` makes, with this player's state.
    fn choose_as(
        &mut self,
        level: Level,
        pos: &Position,
        history: &[Position],
        player: Player,
    ) -> Result<Hole, AiError> {
        check_turn(pos, player)?;
        if pos.phase() == Phase::Play {
            if let [(only, _)] = successors(pos)[..] {
                return Ok(only);
            }
        }
        let chosen = match (level, pos.phase()) {
            (Level::Random, _) => random_hole(pos, player, &mut self.rng),
            (Level::Uct, _) => uct_hole(pos, player, UCT_PLAYOUTS, &mut self.rng),
            (_, Phase::Race) => self.race_hole(level, pos, player),
            (Level::Beginner, _) => self.beginner_hole(pos, history),
            (Level::Intermediate, _) => self
                .searcher
                .search(pos, history, intermediate())
                .map(|r| r.best),
            (Level::Expert, _) => self.expert_hole(pos, history),
        };
        chosen.ok_or(AiError::GameOver)
    }

    fn expert_limits(&self) -> Limits {
        Limits {
            nodes: self.expert_nodes,
            depth: DEEPEST,
        }
    }

    fn race_hole(&mut self, level: Level, pos: &Position, player: Player) -> Option<Hole> {
        let matrix = self.race_matrix(level, pos, player);
        if level == Level::Beginner {
            // A beginner picks the hole that looks best on average, not a
            // mixed strategy.
            let noisy: Vec<f64> = matrix
                .payoff
                .iter()
                .map(|row| {
                    row.iter().sum::<f64>() / row.len().max(1) as f64
                        + BEGINNER_NOISE * (self.rng.unit() - 0.5)
                })
                .collect();
            let best = (0..noisy.len()).max_by(|&i, &j| noisy[i].total_cmp(&noisy[j]))?;
            return matrix.mine.get(best).copied();
        }
        matrix.choose(&mut self.rng)
    }

    /// The opening race as `level` sees it, for `player`: every pair of
    /// holes and its value.
    pub(crate) fn race_matrix(
        &mut self,
        level: Level,
        pos: &Position,
        player: Player,
    ) -> RaceMatrix {
        match level {
            Level::Beginner => {
                RaceMatrix::build(pos, player, |_, _, next| evaluate(next, player) as f64)
            }
            Level::Expert if is_start(pos) => {
                // The 81 races from the start never change: their values
                // were computed ahead, at the default Expert budget (the
                // page's own budgets are close to it).
                let values = &START_RACE_VALUES[pos.options().starter.index()];
                RaceMatrix::build(pos, player, |b, a, _| {
                    let for_b = values[b.number() as usize - 1][a.number() as usize - 1];
                    (if player == Player::B { for_b } else { -for_b }) as f64
                })
            }
            _ => {
                let limits = if level == Level::Expert {
                    race_limits(self.expert_nodes)
                } else {
                    Limits {
                        nodes: INTERMEDIATE.nodes / 20,
                        ..INTERMEDIATE
                    }
                };
                let searcher = if level == Level::Expert {
                    self.expert_searcher()
                } else {
                    &mut self.searcher
                };
                RaceMatrix::build(pos, player, |_, _, next| {
                    seen_by(searcher.value(next, &[], limits), next, player) as f64
                })
            }
        }
    }

    fn beginner_hole(&mut self, pos: &Position, history: &[Position]) -> Option<Hole> {
        if self.rng.unit() < BEGINNER_BLUNDER {
            return random_hole(pos, pos.to_move(), &mut self.rng);
        }
        let values = self.searcher.move_values(pos, history, BEGINNER_DEPTH);
        let noise = &mut self.rng;
        values
            .into_iter()
            .map(|(hole, value)| (hole, value as f64 + BEGINNER_NOISE * (noise.unit() - 0.5)))
            .max_by(|x, y| x.1.total_cmp(&y.1))
            .map(|(hole, _)| hole)
    }

    fn expert_hole(&mut self, pos: &Position, history: &[Position]) -> Option<Hole> {
        let moves = successors(pos);
        if moves.len() <= 1 {
            return moves.first().map(|m| m.0);
        }
        self.ensure_endings(pos);
        let limits = self.expert_limits();
        if let Some(proven) = self.proven_moves(pos) {
            let best = proven.iter().map(|h| h.1.rank()).max()?;
            let top: Vec<(Hole, Proven)> =
                proven.into_iter().filter(|h| h.1.rank() == best).collect();
            // A proven win is played exactly; among equally drawn or lost
            // moves the search picks the one giving the opponent most
            // chances to go wrong.
            let (first, value) = *top.first()?;
            // A win with its distance known is played as solved; a win from
            // the table alone is chosen among the winning moves by the
            // search, which presses towards captures and never repeats.
            if top.len() == 1 || (value.verdict == Verdict::Win && value.moves.is_some()) {
                return Some(first);
            }
            let allowed: Vec<Hole> = top.iter().map(|h| h.0).collect();
            return self
                .expert_searcher()
                .search_among(pos, history, limits, &allowed)
                .map(|r| r.best)
                .or(Some(first));
        }
        // In a proven loss this plays the move losing by least: tried
        // against random and UCT play, "swindles" (fewest winning replies
        // left, or a shallow heuristic search) did no better.
        self.expert_searcher()
            .search(pos, history, limits)
            .map(|r| r.best)
    }

    /// Proven values of every move, for the player to move, from an exact
    /// Sadeqa II solution when the position is small enough to solve.
    pub(crate) fn proven_moves(&mut self, pos: &Position) -> Option<Vec<(Hole, Proven)>> {
        if pos.variant() != Variant::SadeqaII || pos.phase() != Phase::Play {
            return None;
        }
        let covered = self.sadeqa.as_ref().is_some_and(|s| s.value(pos).is_some());
        if !covered {
            let seeds = pos.seeds_on_board();
            if seeds >= self.sadeqa_too_big_at || seeds > SADEQA_SOLVE_SEEDS {
                return self.moves_from_endings(pos);
            }
            self.sadeqa = SadeqaSolution::solve(pos, SADEQA_MAX_POSITIONS);
            if self.sadeqa.is_none() {
                self.sadeqa_too_big_at = seeds;
                return self.moves_from_endings(pos);
            }
        }
        let table = self.sadeqa.as_ref()?;
        let me = pos.to_move();
        let mut moves = Vec::new();
        pos.for_each_successor(|mv, next| {
            if let (Move::Sow(hole), Some(proven)) = (mv, table.value(next)) {
                moves.push((hole, seen_by(proven, next, me)));
            }
        });
        Some(moves)
    }

    /// Every move's result from the endgame table, when it covers them all
    /// (results only: how fast a win comes is for the search to find).
    fn moves_from_endings(&self, pos: &Position) -> Option<Vec<(Hole, Proven)>> {
        let table = self.endings.as_ref()?;
        let me = pos.to_move();
        let mut moves = Vec::new();
        let mut covered = true;
        pos.for_each_successor(|mv, next| {
            let verdict = if let Some(outcome) = next.outcome() {
                Some(Verdict::of(outcome, me))
            } else {
                table.verdict(next).map(|v| seen_by(v, next, me))
            };
            match (mv, verdict) {
                (Move::Sow(hole), Some(verdict)) => {
                    moves.push((hole, Proven::from_verdict(verdict)))
                }
                _ => covered = false,
            }
        });
        (covered && !moves.is_empty()).then_some(moves)
    }

    /// Proven value of each move by searching the position it leads to
    /// (`None` where the budget ran out before the search could prove it).
    /// Every move's value for the player to move, each child searched with
    /// an equal share of `nodes`: proven where the search followed every
    /// line to the end, else the Expert's estimate.
    pub(crate) fn searched_moves(
        &mut self,
        pos: &Position,
        history: &[Position],
        nodes: u64,
    ) -> Vec<(Hole, Worth)> {
        let me = pos.to_move();
        let children = successors(pos);
        let mut line = history.to_vec();
        line.push(*pos);
        let limits = Limits {
            nodes: (nodes / children.len().max(1) as u64).max(1),
            depth: DEEPEST,
        };
        children
            .into_iter()
            .map(|(hole, child)| {
                let worth = if child.is_over() {
                    Worth::Proven(Proven::from_value(final_value(&child, me), pos.variant()))
                } else {
                    match self.expert_searcher().search(&child, &line, limits) {
                        Some(r) if r.proven => Worth::Proven(Proven::from_value(
                            seen_by(r.value, &child, me),
                            pos.variant(),
                        )),
                        Some(r) => Worth::Estimate(seen_by(r.value, &child, me)),
                        None => Worth::Estimate(evaluate(&child, me)),
                    }
                };
                (hole, worth)
            })
            .collect()
    }

    /// The move the Expert would play for `player`, and every move's proven
    /// value where the game is solved. In the opening race it is `player`'s
    /// own hole (no values: the race is a mixed choice).
    pub fn hint(&mut self, game: &Game, player: Player) -> Result<Hint, AiError> {
        let pos = game.position();
        check_turn(pos, player)?;
        self.ensure_endings(pos);
        let history = history(game);
        let best = self.choose_as(Level::Expert, pos, &history, player)?;
        let holes = match self.proven_moves(pos) {
            Some(proven) => proven
                .into_iter()
                .map(|(hole, proven)| HoleHint {
                    hole,
                    proven: Some(proven),
                })
                .collect(),
            None if pos.phase() == Phase::Play => self
                .searched_moves(pos, &history, self.expert_nodes)
                .into_iter()
                .map(|(hole, worth)| HoleHint {
                    hole,
                    proven: worth.proven(),
                })
                .collect(),
            None => Vec::new(),
        };
        Ok(Hint { best, holes })
    }
}

/// Every move from `pos` with the position it leads to.
fn successors(pos: &Position) -> Vec<(Hole, Position)> {
    let mut moves = Vec::new();
    pos.for_each_successor(|mv, next| {
        if let Move::Sow(hole) = mv {
            moves.push((hole, *next));
        }
    });
    moves
}

/// The Expert's budget for each of the 81 races: the race decides who
/// starts and shapes the game, so it is worth several moves' budget.
pub(crate) fn race_limits(expert_nodes: u64) -> Limits {
    Limits {
        nodes: (expert_nodes * 2 / 81).max(1),
        depth: DEEPEST,
    }
}

/// Whether `pos` is the Sulus Aidi start (with its own options).
fn is_start(pos: &Position) -> bool {
    pos.variant() == Variant::SulusAidi
        && *pos == Position::with_options(Variant::SulusAidi, pos.options())
}

/// The Expert's value for B of every race from the Sulus Aidi start,
/// `[starter][b - 1][a - 1]` by the starting player and the holes B and A
/// chose. `START_RACE_VALUES` holds its results (made by
/// `cargo run --release -p mancala-ai --example race_values`).
///
/// The 162 races come in classes of one game seen four ways: swapping the
/// players' roles mirrors the race (`[B][b][a]` is minus `[A][a][b]`), and
/// two different holes never tie, so the starter decides nothing there
/// (`[B][b][a]` is `[A][b][a]`). A budgeted search does not see the members
/// of a class alike: the position's hash differs between them (side, and
/// the starter kept in the options), so other entries of the transposition
/// table collide and the budget runs out elsewhere (up to 121 apart today).
/// So each class is searched once, in its member where A starts and B's
/// hole number is at most A's, and its other members follow from it.
pub fn start_race_values() -> [[[i32; 9]; 9]; 2] {
    let options = mancala_rules::Options {
        starter: Player::A,
        ..Default::default()
    };
    let start = Position::with_options(Variant::SulusAidi, options);
    let (b_starts, a_starts) = (Player::B.index(), Player::A.index());
    let mut values = [[[0i32; 9]; 9]; 2];
    start.for_each_successor(|mv, next| {
        let Move::Race { b, a } = mv else { return };
        let (b, a) = (b.number() as usize - 1, a.number() as usize - 1);
        if b > a {
            return;
        }
        let value = race_value(next);
        // The member searched, and its mirror (B chose `a`, A chose `b`, B
        // started); then the same two games with the other starter.
        values[a_starts][b][a] = value;
        values[b_starts][a][b] = -value;
        if b != a {
            values[b_starts][b][a] = value;
            values[a_starts][a][b] = -value;
        }
    });
    values
}

/// The Expert's value for B of the position after a race, by a fresh search.
pub(crate) fn race_value(after: &Position) -> i32 {
    let mut searcher = Searcher::new(DEFAULT_TABLE_BITS);
    let value = searcher.value(after, &[], race_limits(EXPERT_NODES));
    seen_by(value, after, Player::B)
}

fn intermediate() -> Limits {
    INTERMEDIATE
}

fn check_turn(pos: &Position, player: Player) -> Result<(), AiError> {
    match pos.phase() {
        Phase::Over(_) => Err(AiError::GameOver),
        Phase::Play if pos.to_move() != player => Err(AiError::NotYourTurn { player }),
        _ => Ok(()),
    }
}

/// The game's positions before the current one, oldest first.
fn history(game: &Game) -> Vec<Position> {
    (0..game.moves().len())
        .filter_map(|ply| game.position_at(ply).copied())
        .collect()
}
