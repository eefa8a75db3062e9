//! Reference opponents: uniform random play and plain Monte-Carlo tree
//! search (UCT: UCB1 selection, one node added per playout, uniformly
//! random playouts, win 1 / draw ½ / loss 0).

use mancala_rules::{Hole, Move, Phase, Player, Position};

use crate::rng::Rng;

/// Playouts longer than this are stopped and judged by the score so far
/// (search has no repetition rule to end them; a Sadeqa II game that long
/// is judged a draw).
const PLAYOUT_CAP: u32 = 600;

/// UCB1's exploration constant for rewards in [0, 1].
const EXPLORATION: f64 = std::f64::consts::SQRT_2;

/// A uniformly random successor of `pos` (reservoir sampling, no allocation).
pub fn random_successor(pos: &Position, rng: &mut Rng) -> Option<(Move, Position)> {
    let mut chosen = None;
    let mut seen = 0;
    pos.for_each_successor(|mv, next| {
        seen += 1;
        if rng.below(seen) == 0 {
            chosen = Some((mv, *next));
        }
    });
    chosen
}

/// `player`'s own part of a random legal choice: a hole to sow, or in the
/// Sulus Aidi race a hole of their own.
pub fn random_hole(pos: &Position, player: Player, rng: &mut Rng) -> Option<Hole> {
    match random_successor(pos, rng)? {
        (Move::Sow(hole), _) => Some(hole),
        (Move::Race { b, a }, _) => Some(if player == Player::B { b } else { a }),
    }
}

/// Reward of a finished (or cut-off) playout for `player`.
fn reward(pos: &Position, player: Player) -> f64 {
    let winner = match pos.outcome() {
        Some(outcome) => outcome.winner,
        None if !pos.variant().score_decides() => None,
        None => pos.leader(),
    };
    match winner {
        Some(w) if w == player => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

fn playout(mut pos: Position, rng: &mut Rng) -> Position {
    for _ in 0..PLAYOUT_CAP {
        match random_successor(&pos, rng) {
            Some((_, next)) => pos = next,
            None => break,
        }
    }
    pos
}

struct Node {
    pos: Position,
    /// Who chose the move into this node (rewards are theirs).
    mover: Player,
    hole: Option<Hole>,
    children: Vec<usize>,
    expanded: bool,
    visits: f64,
    reward: f64,
}

fn ucb(parent_visits: f64, child: &Node) -> f64 {
    if child.visits == 0.0 {
        return f64::INFINITY;
    }
    child.reward / child.visits + EXPLORATION * (parent_visits.ln() / child.visits).sqrt()
}

/// Plain UCT's choice for `player` with `playouts` playouts. In the Sulus
/// Aidi race it runs UCB1 over its own holes against a uniformly random
/// opponent hole (the race is simultaneous, so there is no tree to grow).
pub fn uct_hole(pos: &Position, player: Player, playouts: u32, rng: &mut Rng) -> Option<Hole> {
    match pos.phase() {
        Phase::Over(_) => None,
        Phase::Race => race_hole(pos, player, playouts, rng),
        Phase::Play => tree_hole(pos, playouts, rng),
    }
}

fn race_hole(pos: &Position, player: Player, playouts: u32, rng: &mut Rng) -> Option<Hole> {
    let mut races: Vec<(Hole, Position)> = Vec::new();
    pos.for_each_successor(|mv, next| {
        if let Move::Race { b, a } = mv {
            races.push((if player == Player::B { b } else { a }, *next));
        }
    });
    let mut mine: Vec<Hole> = races.iter().map(|r| r.0).collect();
    mine.dedup();
    if mine.is_empty() {
        return None;
    }
    let mut stats = vec![(0.0f64, 0.0f64); mine.len()];
    for n in 0..playouts {
        let pick = (0..mine.len())
            .max_by(|&i, &j| {
                let score = |k: usize| {
                    let (visits, total) = stats[k];
                    if visits == 0.0 {
                        f64::INFINITY
                    } else {
                        total / visits + EXPLORATION * ((n as f64).ln() / visits).sqrt()
                    }
                };
                score(i).total_cmp(&score(j)).then(j.cmp(&i))
            })
            .unwrap_or(0);
        let options: Vec<&Position> = races
            .iter()
            .filter(|r| r.0 == mine[pick])
            .map(|r| &r.1)
            .collect();
        let start = *options[rng.below(options.len())];
        let end = playout(start, rng);
        stats[pick].0 += 1.0;
        stats[pick].1 += reward(&end, player);
    }
    (0..mine.len())
        .max_by(|&i, &j| stats[i].0.total_cmp(&stats[j].0).then(j.cmp(&i)))
        .map(|k| mine[k])
}

fn tree_hole(pos: &Position, playouts: u32, rng: &mut Rng) -> Option<Hole> {
    let mut nodes = vec![Node {
        pos: *pos,
        mover: pos.to_move().other(),
        hole: None,
        children: Vec::new(),
        expanded: false,
        visits: 0.0,
        reward: 0.0,
    }];
    let mut path = Vec::new();
    for _ in 0..playouts {
        path.clear();
        let mut at = 0;
        path.push(at);
        while nodes[at].expanded && !nodes[at].children.is_empty() {
            let parent_visits = nodes[at].visits;
            let children = &nodes[at].children;
            at = children
                .iter()
                .copied()
                .max_by(|&i, &j| {
                    ucb(parent_visits, &nodes[i])
                        .total_cmp(&ucb(parent_visits, &nodes[j]))
                        .then(j.cmp(&i))
                })
                .unwrap_or(children[0]);
            path.push(at);
        }
        if !nodes[at].expanded && !nodes[at].pos.is_over() {
            nodes[at].expanded = true;
            let parent = nodes[at].pos;
            let mover = parent.to_move();
            let mut children = Vec::new();
            parent.for_each_successor(|mv, next| {
                if let Move::Sow(hole) = mv {
                    children.push(Node {
                        pos: *next,
                        mover,
                        hole: Some(hole),
                        children: Vec::new(),
                        expanded: false,
                        visits: 0.0,
                        reward: 0.0,
                    });
                }
            });
            if !children.is_empty() {
                let first = nodes.len();
                let count = children.len();
                nodes.extend(children);
                nodes[at].children = (first..first + count).collect();
                at = first + rng.below(count);
                path.push(at);
            }
        }
        let end = playout(nodes[at].pos, rng);
        for &k in &path {
            let node = &mut nodes[k];
            node.visits += 1.0;
            node.reward += reward(&end, node.mover);
        }
    }
    let root = &nodes[0];
    if root.children.is_empty() {
        return random_hole(pos, pos.to_move(), rng);
    }
    root.children
        .iter()
        .copied()
        .max_by(|&i, &j| nodes[i].visits.total_cmp(&nodes[j].visits).then(j.cmp(&i)))
        .and_then(|k| nodes[k].hole)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::Variant;

    #[test]
    fn random_choices_are_legal_and_reproducible() {
        for v in Variant::ALL {
            let pos = Position::new(v);
            let mut rng = Rng::new(3);
            let hole = random_hole(&pos, Player::B, &mut rng).unwrap();
            assert_eq!(hole.owner(), Player::B);
            assert_eq!(random_hole(&pos, Player::B, &mut Rng::new(3)), Some(hole));
        }
    }

    #[test]
    fn uct_chooses_its_own_hole_in_the_race() {
        let start = Position::new(Variant::SulusAidi);
        for player in Player::BOTH {
            let hole = uct_hole(&start, player, 60, &mut Rng::new(8)).unwrap();
            assert_eq!(hole.owner(), player);
        }
    }

    #[test]
    fn uct_takes_an_immediate_sokusowo_win() {
        // 1B relays from 2B and so puts aside two seeds: 25, an immediate
        // win; 6B puts aside only one.
        let pos: Position = "sokusowo 2,1,0,0,0,3/0,0,3,3,0,0 B captured=23,13"
            .parse()
            .unwrap();
        let hole = uct_hole(&pos, Player::B, 300, &mut Rng::new(5)).unwrap();
        assert_eq!(hole.to_string(), "1B");
    }
}
