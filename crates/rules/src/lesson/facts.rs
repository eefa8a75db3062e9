//! What a move did, read from the events the engine gives for it: the
//! facts a lesson step states about a move. No rule is written again here;
//! every fact is an event counted or collected.

use crate::{CaptureKind, Event, Game, Hole, Move, Outcome, Phase, PlayError, Player, Position};

/// One capture of a move, in the order it happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CaptureFact {
    pub hole: Hole,
    pub seeds: u8,
    /// Whose store the seeds go to.
    pub to: Player,
    pub kind: CaptureKind,
}

/// One hole claimed during a move, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ClaimFact {
    pub hole: Hole,
    pub by: Player,
}

/// The Sulus Aidi opening: the tick each player's sowing ended at (`T` is
/// `Option<u32>` in a move's facts, where a move without a race has none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RaceTicks<T = u32> {
    #[cfg_attr(feature = "serde", serde(rename = "B"))]
    pub b: T,
    #[cfg_attr(feature = "serde", serde(rename = "A"))]
    pub a: T,
}

impl RaceTicks<Option<u32>> {
    /// Both ticks, when both sowings ended (a race was run).
    pub fn both(self) -> Option<RaceTicks> {
        Some(RaceTicks {
            b: self.b?,
            a: self.a?,
        })
    }
}

/// What a move did, from its events.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MoveFacts {
    #[cfg_attr(
        feature = "serde",
        serde(rename = "move", serialize_with = "super::as_text")
    )]
    pub mv: Move,
    /// The player to move before it; `None` in the Sulus Aidi opening,
    /// where both players sow at once and nobody is the mover.
    pub mover: Option<Player>,
    /// The hole each lap was lifted from, in order: the first lap and every relay.
    pub lifted: Vec<Hole>,
    /// Where the last seed was sown.
    pub ends: Option<Hole>,
    /// Sokusowó: seeds put aside.
    pub put_aside: u32,
    pub captures: Vec<CaptureFact>,
    pub claims: Vec<ClaimFact>,
    /// Anywoli: the mover plays again.
    pub extra_move: bool,
    /// Sulus Aidi opening: who starts the main phase.
    pub race_winner: Option<Player>,
    pub race_ticks: RaceTicks<Option<u32>>,
    /// Players skipped because they could not move.
    pub passes: Vec<Player>,
    /// How the game ended, if the move ended it.
    pub over: Option<Outcome>,
    /// The position after the move.
    #[cfg_attr(feature = "serde", serde(serialize_with = "super::as_text"))]
    pub after: Position,
}

impl MoveFacts {
    /// The facts of `mv` played from `start` (without playing it); the
    /// engine's refusal when it is not legal there.
    pub fn of(start: &Position, mv: Move) -> Result<MoveFacts, PlayError> {
        let (after, events) = Game::from_position(*start).preview(mv)?;
        let mover = (start.phase() == Phase::Play).then(|| start.to_move());
        Ok(MoveFacts::from_events(mv, mover, &events, after))
    }

    /// The facts of `mv`, made by `mover` (`None` in the opening race), from
    /// the events the engine gave for it and the position it left.
    pub fn from_events(
        mv: Move,
        mover: Option<Player>,
        events: &[Event],
        after: Position,
    ) -> MoveFacts {
        let mut facts = MoveFacts {
            mv,
            mover,
            lifted: Vec::new(),
            ends: None,
            put_aside: 0,
            captures: Vec::new(),
            claims: Vec::new(),
            extra_move: false,
            race_winner: None,
            race_ticks: RaceTicks::default(),
            passes: Vec::new(),
            over: None,
            after,
        };
        for event in events {
            match *event {
                Event::Lift { hole, .. } => facts.lifted.push(hole),
                Event::Drop { hole, .. } => facts.ends = Some(hole),
                Event::PutAside { .. } => facts.put_aside += 1,
                Event::Capture {
                    hole,
                    seeds,
                    to,
                    kind,
                    ..
                } => facts.captures.push(CaptureFact {
                    hole,
                    seeds,
                    to,
                    kind,
                }),
                Event::Claim { by, hole } => facts.claims.push(ClaimFact { hole, by }),
                Event::ExtraMove { .. } => facts.extra_move = true,
                Event::RaceDone { player, tick } => match player {
                    Player::B => facts.race_ticks.b = Some(tick),
                    Player::A => facts.race_ticks.a = Some(tick),
                },
                Event::RaceWon { player } => facts.race_winner = Some(player),
                Event::Pass { player } => facts.passes.push(player),
                Event::GameOver(outcome) => facts.over = Some(outcome),
                Event::Tick { .. } | Event::Collect { .. } => {}
            }
        }
        facts
    }

    /// Holes lifted: the first lap and every relay.
    pub fn laps(&self) -> u32 {
        u32::try_from(self.lifted.len()).unwrap_or(u32::MAX)
    }

    /// Seeds captured for `to` during the move.
    pub fn captured_for(&self, to: Player) -> u32 {
        self.captures
            .iter()
            .filter(|c| c.to == to)
            .map(|c| u32::from(c.seeds))
            .sum()
    }

    /// Seeds captured for the mover (none in the opening race).
    pub fn captured(&self) -> u32 {
        self.mover.map_or(0, |p| self.captured_for(p))
    }

    /// Seeds captured for the other player (Anywoli's fours in passing in their holes).
    pub fn given(&self) -> u32 {
        self.mover.map_or(0, |p| self.captured_for(p.other()))
    }

    /// The holes the mover claimed, in order.
    pub fn claimed(&self) -> Vec<Hole> {
        self.claims
            .iter()
            .filter(|c| Some(c.by) == self.mover)
            .map(|c| c.hole)
            .collect()
    }

    /// The move ended the game and its mover won.
    pub fn wins(&self) -> bool {
        matches!(self.over, Some(Outcome { winner: Some(w), .. }) if Some(w) == self.mover)
    }

    /// The move sows from `hole` (one of the two of a joint opening).
    pub fn uses(&self, hole: Hole) -> bool {
        match self.mv {
            Move::Sow(h) => h == hole,
            Move::Race { b, a } => b == hole || a == hole,
        }
    }
}
