//! What a position is worth to the player to move: exact values for
//! finished games and repetitions, and a per-game heuristic that knows what
//! each game is won by.

use mancala_rules::{Player, Position, Variant};

/// A decided game is worth at least this much; no heuristic value reaches
/// half of it, so `|v| >= WIN / 2` always means "proven won or lost".
pub const WIN: i32 = 1_000_000;

/// Whether a search value is a decided win or loss rather than an estimate.
pub fn is_decided(value: i32) -> bool {
    value.abs() >= WIN / 2
}

/// Seeds that score for `player` less those of the opponent.
pub(crate) fn margin(pos: &Position, player: Player) -> i32 {
    pos.score(player) as i32 - pos.score(player.other()) as i32
}

/// Value of a finished game for `player`. A game not decided by score
/// (Sadeqa II: by who still has seeds) has a margin of zero.
pub fn final_value(pos: &Position, player: Player) -> i32 {
    let Some(outcome) = pos.outcome() else {
        return evaluate(pos, player);
    };
    let margin = if pos.variant().score_decides() {
        margin(pos, player)
    } else {
        0
    };
    match outcome.winner {
        Some(w) if w == player => WIN + margin.max(0),
        Some(_) => -WIN + margin.min(0),
        None => 0,
    }
}

/// Seeds lying in `player`'s own holes.
fn side(pos: &Position, player: Player) -> i32 {
    pos.layout()
        .holes_of(player)
        .map(|i| pos.board()[i] as i32)
        .sum()
}

/// What the game's repetition rule gives `player` when `pos` comes up
/// again: the value of the game ended there by the rules crate's own
/// repetition end ([`Position::finish_by_repetition`]).
pub fn repetition_value(pos: &Position, player: Player) -> i32 {
    let mut ended = *pos;
    ended.finish_by_repetition(&mut ());
    final_value(&ended, player)
}

/// Heuristic value of an unfinished position for `player` (or the exact
/// value of a finished one).
pub fn evaluate(pos: &Position, player: Player) -> i32 {
    if pos.is_over() {
        return final_value(pos, player);
    }
    let opp = player.other();
    let layout = pos.layout();
    let board = pos.board();
    let count_holes = |p: Player, test: &dyn Fn(usize) -> bool| {
        layout.holes_of(p).filter(|&i| test(i)).count() as i32
    };
    match pos.variant() {
        // Captured seeds win; seeds on one's own side are collected at the
        // end, and holes of 2+ keep a player in the game.
        Variant::Sokusowo => {
            let sowable = |p| count_holes(p, &|i| board[i] >= 2);
            100 * margin(pos, player)
                + 25 * (side(pos, player) - side(pos, opp))
                + 10 * (sowable(player) - sowable(opp))
        }
        // Captured seeds win; a stall or repetition gives each their own side.
        Variant::Anywoli => {
            let threes = |p| count_holes(p, &|i| board[i] == 3);
            100 * margin(pos, player) + 30 * (side(pos, player) - side(pos, opp))
                - 10 * (threes(player) - threes(opp))
        }
        // Survival: whoever runs out of seeds loses, so seeds and occupied
        // holes (mobility) are what count.
        Variant::SadeqaII => {
            let occupied = |p| count_holes(p, &|i| board[i] > 0);
            20 * (side(pos, player) - side(pos, opp)) + 40 * (occupied(player) - occupied(opp))
        }
        // Seeds in claimed holes win. A 3 on the opponent's side is a claim
        // threat for me; seeds in my own open holes are my moves.
        Variant::SulusAidi => {
            let open = |i: usize| {
                let hole = mancala_rules::Hole::from_index(Variant::SulusAidi, i);
                pos.claimed_by(hole).is_none()
            };
            let threats = |p: Player| count_holes(p.other(), &|i| board[i] == 3 && open(i));
            let mobility = |p: Player| {
                layout
                    .holes_of(p)
                    .filter(|&i| open(i))
                    .map(|i| board[i] as i32)
                    .sum::<i32>()
            };
            100 * margin(pos, player)
                + 15 * (threats(player) - threats(opp))
                + 3 * (mobility(player) - mobility(opp))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(text: &str) -> Position {
        text.parse().unwrap()
    }

    #[test]
    fn finished_games_score_beyond_any_estimate() {
        let won = pos("sokusowo 1,1,0,0,0,0/2,2,2,2,2,2 over captured=25,9 result=B:target-B");
        assert_eq!(final_value(&won, Player::B), WIN + 16);
        assert_eq!(final_value(&won, Player::A), -WIN - 16);
        let start = Position::new(Variant::Sokusowo);
        assert_eq!(evaluate(&start, Player::B), 0);
        assert!(!is_decided(evaluate(
            &pos("sokusowo 9,9,9,0,0,0/0,0,0,0,0,2 B captured=18,1"),
            Player::B
        )));
    }

    #[test]
    fn each_game_values_what_wins_it() {
        let ahead = pos("anywoli 4,4,4,4,4,4,4,4,4,4,4,0/4,4,4,4,4,4,4,4,4,4,4,0 B captured=8,0");
        assert!(evaluate(&ahead, Player::B) > 0 && evaluate(&ahead, Player::A) < 0);
        let starving = pos("sadeqa-ii 3,3,3,3,3,3/0,0,0,0,0,1 A captured=10,7");
        assert!(evaluate(&starving, Player::A) < -200);
        let claims = pos("sulus-aidi 3,3,3,3,3,3,3,3,3/3,3,3,5b,3,3,3,1,3 A");
        assert!(evaluate(&claims, Player::B) >= 400);
    }

    #[test]
    fn repetition_follows_each_games_ruling() {
        // Five seeds in play: no Anywoli game gets there, hence unchecked.
        let p = Position::from_text_unchecked(
            "anywoli 4,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 B captured=40,51",
        )
        .unwrap();
        assert_eq!(repetition_value(&p, Player::B), -WIN - 8);
        let s = pos("sadeqa-ii 1,0,0,0,0,0/1,0,0,0,0,0 B captured=20,14");
        assert_eq!(repetition_value(&s, Player::B), 0);
    }
}
