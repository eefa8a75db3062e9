//! The board as text, drawn from the engine's view: each hole's label over
//! its seed count, in the game's real shape (2×6, 2×12, 3×6).

use std::fmt::Write;

use mancala_rules::{ByPlayer, Event, Player, View};

const CELL: usize = 6;

/// The board with labels, counts, claims (`3(A)`: claimed by A) and the
/// captured or claimed totals.
pub fn draw(view: &View) -> String {
    let mut out = String::new();
    let tally = |p: Player| match (&view.captured, view.has_stores) {
        (Some(c), true) => format!("{p}'s store: {}", c[p]),
        (Some(c), false) => format!("{p} captured: {}", c[p]),
        (None, _) => format!("{p} scores {} in claimed holes", view.score[p]),
    };
    let _ = writeln!(out, "{}", tally(Player::A));
    for row in 0..view.rows {
        let mut labels = String::new();
        let mut seeds = String::new();
        for col in 0..view.cols {
            let Some(h) = view.holes.iter().find(|h| h.row == row && h.col == col) else {
                continue;
            };
            let count = match h.claimed_by {
                Some(p) => format!("{}({p})", h.seeds),
                None => h.seeds.to_string(),
            };
            let _ = write!(labels, "{:>CELL$}", h.label);
            let _ = write!(seeds, "{count:>CELL$}");
        }
        let _ = writeln!(out, "{labels}\n{seeds}");
    }
    let _ = writeln!(out, "{}", tally(Player::B));
    out
}

/// What a move did, in a few words: captures, claims, passes, extra moves,
/// the race's winner and the end.
pub fn summarize(events: &[Event]) -> Vec<String> {
    let mut lines = Vec::new();
    let mut put_aside = ByPlayer::both(0u32);
    let mut collected = ByPlayer::both(0u32);
    for e in events {
        match *e {
            Event::PutAside { by } => put_aside[by] += 1,
            Event::Capture {
                hole, seeds, to, ..
            } => lines.push(format!("{to} captures {seeds} from {hole}")),
            Event::Claim { by, hole } => lines.push(format!("{by} claims {hole}")),
            Event::RaceWon { player } => {
                lines.push(format!("{player} finished the opening first and moves"))
            }
            Event::ExtraMove { player } => lines.push(format!("{player} plays again")),
            Event::Pass { player } => lines.push(format!("{player} cannot move and is skipped")),
            Event::Collect { seeds, to, .. } => collected[to] += u32::from(seeds),
            Event::GameOver(outcome) => lines.push(format!("game over: {outcome}")),
            Event::Lift { .. }
            | Event::Drop { .. }
            | Event::Tick { .. }
            | Event::RaceDone { .. } => {}
        }
    }
    for p in Player::BOTH {
        if put_aside[p] > 0 {
            lines.insert(
                0,
                format!("{p} puts aside {} seed(s) as captured", put_aside[p]),
            );
        }
        if collected[p] > 0 {
            let at = lines.len().saturating_sub(1);
            lines.insert(
                at,
                format!("{p} takes the {} seed(s) left to them", collected[p]),
            );
        }
    }
    lines
}
