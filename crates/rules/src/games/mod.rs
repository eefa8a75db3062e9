//! Each game's own rules, one module per game, behind one set of hooks
//! ([`Rules`]) over the shared relay-sowing loop (`crate::sowing`). A rule
//! number (seeds per hole, Sokusowó's 25, Anywoli's groups of four, …) is
//! defined once, in its game's module.
//!
//! Adding a game: a module here implementing [`Rules`], a [`Variant`] and
//! its arm in [`with_rules!`], and its board in `crate::variant` if it is a
//! new shape.

pub(crate) mod anywoli;
pub(crate) mod sadeqa_ii;
pub(crate) mod sokusowo;
pub(crate) mod sulus_aidi;

use crate::error::IllegalMove;
use crate::event::Events;
use crate::game_option::GameOption;
use crate::position::{EndKind, EndReason, Outcome, Position};
use crate::position_error::PositionError;
use crate::sowing::{Hand, SowEnd, Sown};
use crate::variant::{Layout, Player};

/// What makes one game differ from the others. The sowing loop is generic
/// over it, so each game's loop is compiled with its own rules folded in.
pub(crate) trait Rules {
    /// The game key used in texts, records and the page (`sokusowo`).
    const KEY: &'static str;
    /// The name players know the game by.
    const NAME: &'static str;
    const SEEDS_PER_HOLE: u8;
    const LAYOUT: &'static Layout;
    /// Fewest seeds a hole must hold to be sown from.
    const MIN_SEEDS: u8 = 1;
    /// Whether every lift puts one seed aside for the mover (Sokusowó),
    /// which also means no sowing can go on for ever.
    const PUTS_ASIDE: bool = false;
    /// Whether a seed that is not its lap's last can trigger a rule.
    const MID_SOW_RULE: bool = false;
    /// Whether the game opens with both players racing at once (Sulus Aidi).
    const OPENS_WITH_RACE: bool = false;
    /// Whether players claim holes and score the seeds in them (Sulus
    /// Aidi) instead of capturing seeds.
    const CLAIMS: bool = false;
    /// Whether each player's first move must start from their rightmost
    /// hole (Sadeqa II).
    const FIRST_MOVE_FROM_RIGHTMOST: bool = false;
    /// Whether the game has the stall rule and the last-four rule
    /// (Anywoli).
    const STALL_RULE: bool = false;
    /// The options a player sets for this game: the one home of which game
    /// has which (the others take the defaults of the rest).
    const OPTIONS: &'static [GameOption] = &[GameOption::Start];
    /// Whether captures go to stores drawn at the board's ends (Anywoli);
    /// elsewhere captured seeds are kept beside the board.
    const STORES: bool = false;
    /// Whether the higher score ([`Position::score`]) wins (every game but
    /// Sadeqa II, where captured seeds never decide).
    const SCORE_DECIDES: bool = true;
    /// Whether the build ships an endgame table for this game's computer
    /// player (`KEY-endings.bin.gz`, read by the AI and the page's worker).
    /// Declared here so that the page learns it from the game list without
    /// the rules' wasm module carrying the AI.
    const ENDGAME_TABLE: bool = false;
    /// The computer's Expert search budget per move in the browser, in
    /// nodes (its hint's too; the review's follows from it): what a search
    /// of this game's positions does in about a second in Chromium on a
    /// slow machine (tests/e2e/ai-figures, docs/PERFORMANCE.md). Plain
    /// data the AI reads (`mancala_ai::Budgets`): the rules know no search.
    const BROWSER_EXPERT_NODES: u64 = 600_000;

    /// A seed that is not its lap's last has just been dropped at
    /// `hand.at`: `Some` ends the sowing.
    #[inline(always)]
    fn mid_sow<E: Events>(_: &mut Position, _: &mut Hand, _: &mut E) -> Option<SowEnd> {
        None
    }

    /// A lap's last seed has just been dropped at `hand.at` into a hole
    /// that was occupied (`count`, the seeds there now, is at least 2):
    /// `Some` ends the sowing, `None` relays. `race`: during the Sulus Aidi
    /// opening. (A last seed in an empty hole always ends the sowing, after
    /// [`Rules::ended_in_empty`].)
    #[inline(always)]
    fn last_seed<E: Events>(
        _pos: &mut Position,
        _hand: &mut Hand,
        _count: u8,
        _race: bool,
        _events: &mut E,
    ) -> Option<SowEnd> {
        None
    }

    /// The last seed of the sowing has landed in the empty `hand.at`.
    #[inline(always)]
    fn ended_in_empty<E: Events>(_: &mut Position, _: &Hand, _: &mut E) {}

    /// Whether `player`, who still owes their first move, may start it from
    /// circuit position `index` (only called when
    /// [`Rules::FIRST_MOVE_FROM_RIGHTMOST`]); any hole by default.
    fn check_opening(_pos: &Position, _player: Player, _index: usize) -> Result<(), IllegalMove> {
        Ok(())
    }

    /// After a sowing that did not end the game: whose turn it is, or the
    /// end of the game.
    fn after_sow<E: Events>(pos: &mut Position, sown: Sown, events: &mut E);

    /// Whether the seeds left on the board go to their side's owner when
    /// the game ends for `reason`.
    fn collects_at_end(_reason: EndReason) -> bool {
        false
    }

    /// Who wins a game that ended for `reason` (its seeds collected).
    fn winner(pos: &Position, _reason: EndReason) -> Option<Player> {
        pos.leader()
    }

    /// The ways this game can end (the game list's `end_reasons`, which
    /// the page words).
    const END_REASONS: &'static [EndKind];

    /// Whether this game can end for `reason`.
    fn ends_for(reason: EndReason) -> bool {
        Self::END_REASONS.contains(&reason.kind())
    }

    /// The sentence for `reason` when only this game ends for it (so its
    /// rule numbers can be named); `None` for the others' and the shared
    /// reasons (no moves, repetition).
    fn end_words(_reason: EndReason) -> Option<String> {
        None
    }

    /// What a position of this game still being played must satisfy
    /// beyond what every game checks; the message names what is wrong.
    fn check_live(pos: &Position) -> Result<(), PositionError>;

    /// What a finished position of this game must satisfy beyond what every
    /// game checks: `outcome` must follow from the board and counters.
    fn check_over(pos: &Position, outcome: Outcome) -> Result<(), PositionError>;
}

/// Runs `$body` with `$G` the [`Rules`] of `$variant`.
macro_rules! with_rules {
    ($variant:expr, $G:ident => $body:expr) => {
        match $variant {
            $crate::variant::Variant::SulusAidi => {
                type $G = $crate::games::sulus_aidi::SulusAidi;
                $body
            }
            $crate::variant::Variant::Sokusowo => {
                type $G = $crate::games::sokusowo::Sokusowo;
                $body
            }
            $crate::variant::Variant::SadeqaII => {
                type $G = $crate::games::sadeqa_ii::SadeqaII;
                $body
            }
            $crate::variant::Variant::Anywoli => {
                type $G = $crate::games::anywoli::Anywoli;
                $body
            }
        }
    };
}
pub(crate) use with_rules;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;

    /// Issue #29: a reason only one game ends for is worded by that game
    /// (the core names no game's rule numbers); the shared ones by the core.
    #[test]
    fn a_games_own_end_reasons_are_worded_by_that_game_alone() {
        for reason in crate::testing::every_end_reason() {
            let games = |has: fn(Variant, EndReason) -> bool| -> Vec<Variant> {
                Variant::ALL
                    .into_iter()
                    .filter(|&v| has(v, reason))
                    .collect()
            };
            let ending = games(|v, r| with_rules!(v, G => G::ends_for(r)));
            let wording = games(|v, r| with_rules!(v, G => G::end_words(r).is_some()));
            if ending.len() == 1 {
                assert_eq!(wording, ending, "{reason:?}");
            } else {
                assert_eq!(wording, [], "{reason:?}");
            }
        }
    }

    /// A reason's code is its kind, then the player or count it names, so
    /// the page words it from the kinds the game list gives; every kind is
    /// some game's.
    #[test]
    fn a_reasons_code_starts_with_its_kind_and_every_kind_ends_a_game() {
        for reason in crate::testing::every_end_reason() {
            let (code, kind) = (reason.code(), reason.kind().as_str());
            assert!(
                code == kind || code.starts_with(&format!("{kind}-")),
                "{code} is not of kind {kind}"
            );
        }
        for kind in EndKind::ALL {
            assert!(
                Variant::ALL.iter().any(|v| v.end_reasons().contains(kind)),
                "no game ends by {kind}"
            );
        }
    }
}
