//! The position text format, like chess FEN. See `docs/FORMATS.md`.
//!
//! ```text
//! sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0
//! sulus-aidi 3,3,3,3,3,3,3,3,3/3,3,3,3,3,3,3,3,3 race
//! ```
//! Fields: game key; B's holes `1B..` then `/` and A's holes `1A..`, each a
//! seed count with `a`/`b` appended when that player claimed the hole; the
//! turn (`B`, `A`, `race` for the Sulus Aidi opening, `over`); then
//! `key=value` fields, each at most once, in any order: `captured=B,A`,
//! `owed=BA` (Sadeqa II openings still owed), `stall=N`, `first=P` (Anywoli),
//! `start=A`, `last-four=…`, `stall-limit=N` (options, written when not the
//! default), `result=WINNER:REASON` (only when over; WINNER is A, B or draw).

use std::fmt;
use std::str::FromStr;

use crate::by_player::ByPlayer;
use crate::error::{clip, ParseError, ReadCode, ReadError};
use crate::game_option::GameOption;
use crate::games::{with_rules, Rules};
use crate::position::{EndReason, LastFour, Options, Outcome, Phase, Position, MAX_STALL_LIMIT};
use crate::position_error::{PositionError, RefusalCode};
use crate::variant::{Player, Variant, MAX_HOLES};

/// Longest position text read; anything longer is refused before parsing.
pub const MAX_POSITION_LEN: usize = 1024;

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.variant)?;
        let layout = self.layout();
        for player in Player::BOTH {
            if player == Player::A {
                f.write_str("/")?;
            }
            for (n, i) in layout.holes_of(player).enumerate() {
                if n > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{}", self.board[i])?;
                for claimer in Player::BOTH {
                    if self.claims[claimer] & (1 << i) != 0 {
                        write!(f, "{}", claimer.as_char().to_ascii_lowercase())?;
                    }
                }
            }
        }
        match self.phase {
            Phase::Race => f.write_str(" race")?,
            Phase::Play => write!(f, " {}", self.to_move)?,
            Phase::Over(_) => f.write_str(" over")?,
        }
        if self.variant.has_captures() {
            write!(
                f,
                " captured={},{}",
                self.stores[Player::B],
                self.stores[Player::A]
            )?;
        }
        if self.opening_owed.iter().any(|&o| o) {
            f.write_str(" owed=")?;
            for p in Player::BOTH {
                if self.opening_owed[p] {
                    write!(f, "{p}")?;
                }
            }
        }
        if self.stall > 0 {
            write!(f, " stall={}", self.stall)?;
        }
        if let Some(p) = self.first_final {
            write!(f, " first={p}")?;
        }
        let defaults = Options::default();
        if self.options.starter != defaults.starter {
            write!(f, " start={}", self.options.starter)?;
        }
        if self.options.last_four != defaults.last_four {
            write!(f, " last-four={}", self.options.last_four.key())?;
        }
        if self.options.stall_limit != defaults.stall_limit {
            write!(f, " stall-limit={}", self.options.stall_limit)?;
        }
        if let Phase::Over(o) = self.phase {
            let winner = o.winner.map_or("draw".to_string(), |p| p.to_string());
            write!(f, " result={winner}:{}", o.reason.code())?;
        }
        Ok(())
    }
}

/// Splits `s` on ASCII spaces, keeping each piece's byte offset.
fn fields(s: &str) -> impl Iterator<Item = (usize, &str)> {
    s.split(' ')
        .scan(0, |offset, piece| {
            let at = *offset;
            *offset += piece.len() + 1;
            Some((at, piece))
        })
        .filter(|(_, piece)| !piece.is_empty())
}

impl FromStr for Position {
    type Err = ParseError;

    /// Reads a position text and checks that a game could be in it.
    fn from_str(s: &str) -> Result<Position, ParseError> {
        let pos = Position::read_fields(s)?;
        pos.validate()?;
        Ok(pos)
    }
}

impl Position {
    /// Reads a position text **without** checking that a game could be in
    /// it: for tests that need an unreachable position to reach a code path
    /// (an Anywoli relay that never ends needs a seed count no game has).
    /// Never used by the readers of the CLI, the records or the page.
    #[cfg(any(test, feature = "testing"))]
    pub fn from_text_unchecked(s: &str) -> Result<Position, ParseError> {
        Position::read_fields(s)
    }

    fn read_fields(s: &str) -> Result<Position, ParseError> {
        if s.len() > MAX_POSITION_LEN {
            return Err(ReadError::new(
                0,
                ReadCode::TooLong,
                format!(
                    "a position is at most {MAX_POSITION_LEN} characters, this one has {}",
                    s.len()
                ),
            )
            .arg("what", "position")
            .arg("max", MAX_POSITION_LEN)
            .arg("len", s.len())
            .into());
        }
        if let Some((at, c)) = s
            .char_indices()
            .find(|&(_, c)| c != ' ' && (c.is_whitespace() || c.is_control()))
        {
            return Err(ReadError::new(at, ReadCode::BadCharacter, format!("unexpected character {c:?} in a position: fields are separated by single spaces")).arg("found", c.escape_default()).into());
        }
        let mut parts = fields(s);
        let (at, key) = parts.next().ok_or_else(|| {
            ReadError::new(
                0,
                ReadCode::EmptyPosition,
                "empty position: expected a game key like sokusowo",
            )
        })?;
        let variant: Variant = key.parse().map_err(|e: ParseError| e.shifted(at))?;
        let layout = variant.layout();

        let (board_at, board_text) = parts.next().ok_or_else(|| {
            ReadError::new(
                s.len(),
                ReadCode::MissingHoles,
                "expected the holes after the game key, like 4,4,4,4,4,4/4,4,4,4,4,4",
            )
        })?;
        let mut board = [0u8; MAX_HOLES];
        let mut claims = ByPlayer::both(0u32);
        let (rows, extra) = {
            let mut it = board_text.splitn(3, '/');
            ((it.next(), it.next()), it.next())
        };
        let (Some(row_b), Some(row_a), None) = (rows.0, rows.1, extra) else {
            return Err(ReadError::new(
                board_at,
                ReadCode::BadRows,
                "expected two rows of holes separated by one '/': B's holes then A's",
            )
            .into());
        };
        let mut offset = board_at;
        for (player, row) in [(Player::B, row_b), (Player::A, row_a)] {
            let holes: Vec<&str> = row.split(',').collect();
            if holes.len() != layout.per_player() as usize {
                return Err(ReadError::new(
                    offset,
                    ReadCode::HoleCount,
                    format!(
                        "{} has {} holes per player, found {} for {player}",
                        variant.name(),
                        layout.per_player(),
                        holes.len()
                    ),
                )
                .arg("game", variant)
                .arg("count", layout.per_player())
                .arg("found", holes.len())
                .arg("player", player)
                .into());
            }
            let mut hole_at = offset;
            for (n, text) in holes.iter().enumerate() {
                let i = layout.index(player, n as u8 + 1);
                let digits = text.trim_end_matches(['a', 'b']);
                let marks = &text[digits.len()..];
                let bad_count = || {
                    ReadError::new(
                        hole_at,
                        ReadCode::BadSeedCount,
                        format!(
                            "expected a seed count for hole {}{player}, found {:?}",
                            n + 1,
                            clip(text)
                        ),
                    )
                    .arg("hole", format!("{}{player}", n + 1))
                    .arg("found", clip(text))
                };
                if digits.is_empty()
                    || digits.len() > 3
                    || !digits.bytes().all(|b| b.is_ascii_digit())
                {
                    return Err(bad_count().into());
                }
                board[i] = digits.parse().map_err(|_| bad_count())?;
                if board[i] > variant.total_seeds() {
                    return Err(ReadError::new(
                        hole_at,
                        ReadCode::TooManySeeds,
                        format!(
                            "hole {}{player} holds {} seeds, more than the game has",
                            n + 1,
                            board[i]
                        ),
                    )
                    .arg("hole", format!("{}{player}", n + 1))
                    .arg("seeds", board[i])
                    .into());
                }
                match marks {
                    "" => {}
                    "a" | "b" => {
                        let claimer = if marks == "a" { Player::A } else { Player::B };
                        if !variant.has_claims() {
                            return Err(ReadError::new(
                                hole_at + digits.len(),
                                ReadCode::NoClaimsInGame,
                                "only Sulus Aidi has claimed holes",
                            )
                            .into());
                        }
                        if claimer == player {
                            return Err(ReadError::new(hole_at + digits.len(), ReadCode::ClaimOwnSide, format!("{claimer} can only claim holes on the other side, not {}{player}", n + 1))
                                .arg("player", claimer)
                                .arg("hole", format!("{}{player}", n + 1)).into());
                        }
                        claims[claimer] |= 1 << i;
                    }
                    _ => {
                        return Err(ReadError::new(
                            hole_at + digits.len(),
                            ReadCode::BadClaim,
                            format!(
                                "a hole is claimed by one player: 'a' or 'b', found {:?}",
                                clip(marks)
                            ),
                        )
                        .arg("found", clip(marks))
                        .into())
                    }
                }
                hole_at += text.len() + 1;
            }
            offset += row.len() + 1;
        }

        let (turn_at, turn) = parts.next().ok_or_else(|| {
            ReadError::new(
                s.len(),
                ReadCode::MissingTurn,
                "expected the turn after the holes: B, A, race or over",
            )
        })?;
        let mut pos = Position::new(variant);
        pos.board = board;
        pos.claims = claims;
        pos.opening_owed = ByPlayer::both(false);
        let mut over = false;
        match turn {
            "A" | "B" => {
                pos.phase = Phase::Play;
                pos.to_move = turn.parse()?;
            }
            "race" if variant.opens_with_race() => pos.phase = Phase::Race,
            "race" => {
                return Err(ReadError::new(
                    turn_at,
                    ReadCode::NoRaceInGame,
                    "only Sulus Aidi opens with a race",
                )
                .into())
            }
            "over" => over = true,
            _ => {
                return Err(ReadError::new(
                    turn_at,
                    ReadCode::BadTurn,
                    format!(
                        "expected the turn: B, A, race or over, found {:?}",
                        clip(turn)
                    ),
                )
                .arg("found", clip(turn))
                .into())
            }
        }

        let mut seen: Vec<&str> = Vec::new();
        let mut result: Option<(usize, &str)> = None;
        for (at, field) in parts {
            let Some((key, value)) = field.split_once('=') else {
                return Err(ReadError::new(
                    at,
                    ReadCode::BadField,
                    format!("expected key=value, found {:?}", clip(field)),
                )
                .arg("found", clip(field))
                .into());
            };
            if seen.contains(&key) {
                return Err(ReadError::new(
                    at,
                    ReadCode::FieldTwice,
                    format!("{} is given twice", clip(key)),
                )
                .arg("field", clip(key))
                .into());
            }
            seen.push(key);
            let value_at = at + key.len() + 1;
            let bad = |what: &str| {
                ReadError::new(
                    value_at,
                    ReadCode::BadValue,
                    format!("{key}: expected {what}, found {:?}", clip(value)),
                )
                .arg("field", key)
                .arg("found", clip(value))
            };
            let only = |this_game_has_it: bool, what: &str| -> Result<(), ParseError> {
                if this_game_has_it {
                    Ok(())
                } else {
                    Err(ReadError::new(
                        at,
                        ReadCode::FieldNotForGame,
                        format!("{key} is {what}, not for {}", variant.name()),
                    )
                    .arg("field", key)
                    .arg("game", variant)
                    .into())
                }
            };
            match key {
                "captured" => {
                    only(variant.has_captures(), "for games with captures")?;
                    let (b, a) = value.split_once(',').ok_or_else(|| bad("two counts like 4,0 (B then A)"))?;
                    let count = |t: &str| t.parse::<u8>().ok().filter(|&n| n <= variant.total_seeds() && !t.starts_with('+'));
                    pos.stores = ByPlayer::new(count(b).ok_or_else(|| bad("two counts like 4,0 (B then A)"))?, count(a).ok_or_else(|| bad("two counts like 4,0 (B then A)"))?);
                }
                "owed" => {
                    only(variant.has_opening_rule(), "the Sadeqa II opening rule")?;
                    for (k, c) in value.chars().enumerate() {
                        let p = Player::from_char(c).ok_or_else(|| bad("players like BA"))?;
                        if pos.opening_owed[p] || k > 1 {
                            return Err(bad("each player at most once").into());
                        }
                        pos.opening_owed[p] = true;
                    }
                    if value.is_empty() {
                        return Err(bad("players like BA").into());
                    }
                }
                "stall" => {
                    only(variant.has_stall_rule(), "an Anywoli counter")?;
                    pos.stall = value.parse().ok().filter(|_| !value.starts_with('+')).ok_or_else(|| bad("a number of moves"))?;
                }
                "first" => {
                    only(variant.has_stall_rule(), "an Anywoli counter")?;
                    pos.first_final = Some(value.parse().map_err(|_| bad("A or B"))?);
                }
                "start" => pos.options.starter = value.parse().map_err(|_| bad("A or B"))?,
                "last-four" => {
                    only(variant.has_option(GameOption::LastFour), "an Anywoli option")?;
                    pos.options.last_four = LastFour::from_key(value).ok_or_else(|| bad("previous, first, lottery-A or lottery-B"))?;
                }
                "stall-limit" => {
                    only(variant.has_option(GameOption::StallLimit), "an Anywoli option")?;
                    pos.options.stall_limit = value
                        .parse()
                        .ok()
                        .filter(|n| (1..=MAX_STALL_LIMIT).contains(n) && !value.starts_with('+'))
                        .ok_or_else(|| {
                            bad(&format!("a number from 1 to {MAX_STALL_LIMIT}"))
                                .arg("max", MAX_STALL_LIMIT)
                        })?;
                }
                "result" => result = Some((value_at, value)),
                _ => return Err(ReadError::new(at, ReadCode::UnknownField, format!("unknown field {:?}: expected captured, owed, stall, first, start, last-four, stall-limit or result", clip(key))).arg("found", clip(key)).into()),
            }
        }
        if pos.phase == Phase::Race || over {
            pos.to_move = pos.options.starter;
        }

        match (over, result) {
            (true, Some((at, value))) => {
                let bad = || {
                    ReadError::new(at, ReadCode::BadResult, format!("result: expected WINNER:REASON like B:stall-100 or draw:repetition, found {:?}", clip(value))).arg("found", clip(value))
                };
                let (winner, reason) = value.split_once(':').ok_or_else(bad)?;
                let winner = match winner {
                    "draw" => None,
                    w => Some(w.parse::<Player>().map_err(|_| bad())?),
                };
                let reason = EndReason::from_code(reason).ok_or_else(bad)?;
                pos.phase = Phase::Over(Outcome { winner, reason });
            }
            (true, None) => {
                return Err(ReadError::new(
                    s.len(),
                    ReadCode::ResultMissing,
                    "a finished game needs result=WINNER:REASON",
                )
                .into())
            }
            (false, Some((at, _))) => {
                return Err(ReadError::new(
                    at,
                    ReadCode::ResultNotOver,
                    "result is only for a finished game (turn 'over')",
                )
                .into())
            }
            (false, None) => {}
        }
        Ok(pos)
    }
}

impl Position {
    /// Checks that a game could be in this position (docs/FORMATS.md): seeds
    /// conserved, counters in range, a player to move who can move, and for
    /// a finished game a result that follows from the board, the captures,
    /// the options and the reason. Each game's module checks its own rules.
    fn validate(&self) -> Result<(), PositionError> {
        let v = self.variant;
        let total: u32 = self.board().iter().map(|&n| n as u32).sum::<u32>()
            + self.stores.iter().map(|&n| n as u32).sum::<u32>();
        if total != v.total_seeds() as u32 {
            return Err(PositionError::new(
                RefusalCode::SeedTotal,
                format!(
                    "{} is played with {} seeds, this position has {total}",
                    v.name(),
                    v.total_seeds()
                ),
            )
            .arg("game", v)
            .arg("total", v.total_seeds())
            .arg("found", total));
        }
        with_rules!(v, G => self.validate_for::<G>())
    }

    fn validate_for<G: Rules>(&self) -> Result<(), PositionError> {
        match self.phase {
            Phase::Over(outcome) => {
                if !G::ends_for(outcome.reason) {
                    return Err(PositionError::new(
                        RefusalCode::ReasonNotForGame,
                        format!(
                            "result {}: {} games do not end that way",
                            outcome.reason.code(),
                            self.variant.name()
                        ),
                    )
                    .arg("reason", outcome.reason.code())
                    .arg("game", self.variant));
                }
                G::check_over(self, outcome)?;
                let winner = G::winner(self, outcome.reason);
                if outcome.winner != winner {
                    let says =
                        |w: Option<Player>| w.map_or("a draw".to_string(), |p| format!("{p} wins"));
                    let side = |w: Option<Player>| w.map_or("draw".to_string(), |p| p.to_string());
                    return Err(PositionError::new(
                        RefusalCode::WrongWinner,
                        format!(
                            "the result says {}, but by this game's rule for {} {} (scores B {}, A {})",
                            says(outcome.winner),
                            outcome.reason.code(),
                            says(winner).replace("wins", "would win"),
                            self.score(Player::B),
                            self.score(Player::A)
                        ),
                    )
                    .arg("says", side(outcome.winner))
                    .arg("follows", side(winner))
                    .arg("reason", outcome.reason.code())
                    .arg("b", self.score(Player::B))
                    .arg("a", self.score(Player::A)));
                }
                Ok(())
            }
            Phase::Race | Phase::Play => {
                G::check_live(self)?;
                if self.phase == Phase::Play && self.legal_moves().is_empty() {
                    return Err(Position::no_move_error(self.to_move));
                }
                Ok(())
            }
        }
    }

    fn no_move_error(player: Player) -> PositionError {
        PositionError::new(
            RefusalCode::NoLegalMove,
            format!("{player} to move has no legal move: the game would be over or passed"),
        )
        .arg("player", player)
    }

    /// A main-phase position set up from its parts, for solvers and tools
    /// that store positions compactly: `board` in circuit order (`1B…` then
    /// `1A…`), `captured` seeds of B and A, nothing claimed, no opening
    /// owed, default options. Checked like a position text.
    pub fn set_up(
        variant: Variant,
        board: &[u8],
        captured: impl Into<ByPlayer<u8>>,
        to_move: Player,
    ) -> Result<Position, SetupError> {
        let captured = captured.into();
        let mut pos = Position::with_options(
            variant,
            Options {
                starter: to_move,
                ..Options::default()
            },
        );
        if board.len() != variant.layout().len() {
            return Err(SetupError::HoleCount {
                variant,
                found: board.len(),
            });
        }
        pos.board[..board.len()].copy_from_slice(board);
        pos.stores = captured;
        pos.phase = Phase::Play;
        pos.opening_owed = ByPlayer::both(false);
        let total: u32 = board.iter().chain(captured.iter()).map(|&n| n as u32).sum();
        match pos.validate() {
            Ok(()) => Ok(pos),
            Err(_) if total == variant.total_seeds() as u32 && pos.legal_moves().is_empty() => {
                Err(SetupError::NoMove(to_move))
            }
            Err(e) => Err(SetupError::Refused(e)),
        }
    }
}

/// Why [`Position::set_up`] refused a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The player to move has no legal move (no seeds, or only sowings that
    /// never end): a game would be over or pass here.
    NoMove(Player),
    /// The board given has `found` holes, not the game's number.
    HoleCount { variant: Variant, found: usize },
    /// Not a position of the game: the refusal a position text with these
    /// parts would get, with its code and arguments.
    Refused(PositionError),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::NoMove(player) => f.write_str(&Position::no_move_error(*player).message),
            SetupError::HoleCount { variant, found } => write!(
                f,
                "{} has {} holes, the board given has {found}",
                variant.name(),
                variant.layout().len(),
            ),
            SetupError::Refused(refusal) => f.write_str(&refusal.message),
        }
    }
}

impl std::error::Error for SetupError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SetupError::Refused(refusal) => Some(refusal),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue #29: each refusal of a set-up position keeps its kind, and a
    /// refused position its code and arguments, not only a sentence.
    #[test]
    fn a_set_up_position_is_refused_with_a_typed_reason() {
        let short = Position::set_up(Variant::Sokusowo, &[4; 11], [0, 0], Player::B);
        assert_eq!(
            short,
            Err(SetupError::HoleCount {
                variant: Variant::Sokusowo,
                found: 11
            })
        );
        assert_eq!(
            short.unwrap_err().to_string(),
            "Sokusowó has 12 holes, the board given has 11"
        );
        let Err(SetupError::Refused(refusal)) =
            Position::set_up(Variant::Sokusowo, &[4; 12], [1, 0], Player::B)
        else {
            panic!("a board of 49 seeds is refused");
        };
        assert_eq!(refusal.code, "seed-total");
        let mut empty_side = [3; 12];
        empty_side[..6].fill(0);
        empty_side[6..].fill(6);
        assert_eq!(
            Position::set_up(Variant::SadeqaII, &empty_side, [0, 0], Player::B),
            Err(SetupError::NoMove(Player::B))
        );
    }

    #[test]
    fn start_positions_read_back() {
        for v in Variant::ALL {
            let p = Position::new(v);
            let text = p.to_string();
            assert_eq!(text.parse::<Position>().unwrap(), p, "{text}");
        }
        assert_eq!(
            Position::new(Variant::SadeqaII).to_string(),
            "sadeqa-ii 3,3,3,3,3,3/3,3,3,3,3,3 B captured=0,0 owed=BA"
        );
        assert_eq!(
            Position::new(Variant::SulusAidi).to_string(),
            "sulus-aidi 3,3,3,3,3,3,3,3,3/3,3,3,3,3,3,3,3,3 race"
        );
    }

    #[test]
    fn errors_say_where_and_what() {
        let cases = [
            ("", 0, "empty position"),
            ("chess 1/2 B", 0, "unknown game"),
            ("sokusowo 4,4,4,4,4/4,4,4,4,4,4 B", 9, "6 holes per player"),
            (
                "sokusowo 4,4,x,4,4,4/4,4,4,4,4,4 B",
                13,
                "seed count for hole 3B",
            ),
            (
                "sokusowo 4,4,4,4,4,4/4,4,4,4,4,4 C",
                33,
                "expected the turn",
            ),
            (
                "sokusowo 4,4,4,4,4,4/4,4,4,4,4,4 B stall=3",
                35,
                "not for Sokusowó",
            ),
            ("sokusowo 4,4,4,4,4,4/4,4,4,4,4,5 B", 0, "48 seeds"),
            (
                "sokusowo 4,4,4,4,4,4/4,4,4,4,4,4 B captured=1",
                44,
                "two counts",
            ),
            (
                "sulus-aidi 3,3,3,3,3,3,3,3,3/3,3,3,3a,3,3,3,3,3 B",
                36,
                "A can only claim",
            ),
            (
                "anywoli 4,4,4,4,4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4,4,4,4,4 over",
                60,
                "needs result",
            ),
            (
                "sokusowo 4,4,4,4,4,4/4,4,4,4,4,4\tB",
                32,
                "unexpected character",
            ),
        ];
        for (text, at, needle) in cases {
            let err = text.parse::<Position>().unwrap_err();
            assert!(err.message.contains(needle), "{text:?}: {err}");
            assert_eq!(err.at, at, "{text:?}: {err}");
        }
    }

    #[test]
    fn a_huge_position_is_refused_quickly() {
        let text = "sokusowo ".to_string() + &"4,".repeat(100_000);
        let err = text.parse::<Position>().unwrap_err();
        assert!(err.message.contains("at most"), "{err}");
    }
}
