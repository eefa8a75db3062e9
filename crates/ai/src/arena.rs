//! Matches between two computer players, for measuring strength.

use std::sync::Arc;

use mancala_rules::{ByPlayer, Game, Move, Options, Phase, Player, Variant};

use crate::endings::SadeqaEndings;
use crate::player::{Ai, Level};
use crate::rng::Rng;

/// A game still going after this many moves is stopped and counted as a
/// draw (repetition ends real games long before; this only bounds a run).
pub const MAX_MOVES: usize = 5_000;

/// Result of a match, seen from player `a`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MatchSummary {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Percentage of points for `a`: a win 1, a draw ½.
    pub points: f64,
    /// The same split by the side `a` played.
    pub by_side: ByPlayer<Tally>,
}

/// Wins, draws and losses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl MatchSummary {
    /// The summary as one JSON object.
    pub fn to_json(&self) -> String {
        format!(
            "{{\"wins\":{},\"draws\":{},\"losses\":{},\"points\":{:.1}}}",
            self.wins, self.draws, self.losses, self.points
        )
    }

    /// One readable line: totals for `a`, then the split by the side it played.
    pub fn describe(&self, variant: Variant, a: Level, b: Level) -> String {
        let (as_b, as_a) = (self.by_side[Player::B], self.by_side[Player::A]);
        let games = self.wins + self.draws + self.losses;
        format!(
            "{variant} {a} vs {b}, {games} games: W {} D {} L {} ({:.1} % points); \
             as B: W {} D {} L {}; as A: W {} D {} L {}",
            self.wins,
            self.draws,
            self.losses,
            self.points,
            as_b.wins,
            as_b.draws,
            as_b.losses,
            as_a.wins,
            as_a.draws,
            as_a.losses
        )
    }
}

/// Plays one game between `b_side` (player B) and `a_side` (player A);
/// returns the winner (`None`: a draw). A player that fails to choose
/// forfeits (which would be a bug).
pub fn play_game(
    variant: Variant,
    options: Options,
    b_side: &mut Ai,
    a_side: &mut Ai,
) -> Option<Player> {
    let mut game = Game::new(variant, options);
    while game.moves().len() < MAX_MOVES {
        let pos = *game.position();
        let mv = match pos.phase() {
            Phase::Over(outcome) => return outcome.winner,
            Phase::Race => {
                let b = b_side.choose(&game, Player::B);
                let a = a_side.choose(&game, Player::A);
                match (b, a) {
                    (Ok(b), Ok(a)) => Move::Race { b, a },
                    (Err(_), _) => return Some(Player::A),
                    (_, Err(_)) => return Some(Player::B),
                }
            }
            Phase::Play => {
                let mover = pos.to_move();
                let side = if mover == Player::B {
                    &mut *b_side
                } else {
                    &mut *a_side
                };
                match side.choose(&game, mover) {
                    Ok(hole) => Move::Sow(hole),
                    Err(_) => return Some(mover.other()),
                }
            }
        };
        if game.play(mv).is_err() {
            // An illegal choice forfeits: whoever chose it (in the race,
            // the engine refuses a pair only for an endless race, never
            // from the start position).
            return match mv {
                Move::Sow(_) => Some(pos.to_move().other()),
                Move::Race { .. } => None,
            };
        }
    }
    game.outcome().and_then(|o| o.winner)
}

/// A match: the game and its options, the two levels, how many games, the
/// seed that makes it reproducible, and a Sadeqa II endgame table for both
/// players (only an Expert uses it).
#[derive(Clone)]
pub struct MatchOptions {
    pub variant: Variant,
    pub options: Options,
    pub a: Level,
    pub b: Level,
    pub games: u32,
    pub seed: u64,
    pub endings: Option<Arc<SadeqaEndings>>,
}

impl MatchOptions {
    /// `games` games of `a` against `b` with the default options, seed 1
    /// and no endgame table.
    pub fn new(variant: Variant, a: Level, b: Level, games: u32) -> MatchOptions {
        MatchOptions {
            variant,
            options: Options::default(),
            a,
            b,
            games,
            seed: 1,
            endings: None,
        }
    }
}

/// Plays the match, alternating sides: `a` is B in even games and A in odd
/// ones.
pub fn play_match(setup: &MatchOptions) -> MatchSummary {
    let MatchOptions {
        variant,
        options,
        a,
        b,
        games,
        seed,
        ref endings,
    } = *setup;
    let mut rng = Rng::new(seed);
    let mut first = Ai::new(a, rng.next_u64());
    let mut second = Ai::new(b, rng.next_u64());
    first.set_sadeqa_endings(endings.clone());
    second.set_sadeqa_endings(endings.clone());
    let mut by_side = ByPlayer::both(Tally::default());
    for g in 0..games {
        let a_plays = if g % 2 == 0 { Player::B } else { Player::A };
        let winner = if a_plays == Player::B {
            play_game(variant, options, &mut first, &mut second)
        } else {
            play_game(variant, options, &mut second, &mut first)
        };
        let tally = &mut by_side[a_plays];
        match winner {
            Some(w) if w == a_plays => tally.wins += 1,
            Some(_) => tally.losses += 1,
            None => tally.draws += 1,
        }
    }
    let (as_b, as_a) = (by_side[Player::B], by_side[Player::A]);
    let (wins, draws, losses) = (
        as_b.wins + as_a.wins,
        as_b.draws + as_a.draws,
        as_b.losses + as_a.losses,
    );
    let points = if games == 0 {
        0.0
    } else {
        100.0 * (wins as f64 + draws as f64 / 2.0) / games as f64
    };
    MatchSummary {
        wins,
        draws,
        losses,
        points,
        by_side,
    }
}
