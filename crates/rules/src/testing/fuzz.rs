//! What the fuzz targets (`fuzz/`) check, and what `tests/fuzz_seeds.rs`
//! replays every committed seed input through on each `cargo test` (cargo
//! feature `arbitrary`). Each check panics on a broken invariant, which
//! libFuzzer reports as a crash, so a finding is any panic: one in the
//! engine itself or one of these assertions.
//!
//! - [`check_position_text`]: any text given to `Position::from_str`.
//! - [`check_record_text`]: any text given to `Game::from_str` (a record).
//! - [`run_session`]: a sequence of the calls the wasm layer makes on
//!   `mancala_rules::Game` (new game, play, holeStatus, undo, redo, view,
//!   record → fromRecord, positionText → fromPosition).

use crate::testing::check_move_events;
use crate::{Event, Game, Hole, Move, Options, ParseError, PlayError, Player, Position, Variant};
use arbitrary::Arbitrary;

/// The text the parsers see: invalid UTF-8 becomes U+FFFD, so byte-level
/// mutations still reach them as (odd) Unicode.
pub fn text_of(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

/// A refused text must say where (inside the text) and what.
fn check_parse_error(error: &ParseError, text: &str) {
    assert!(
        error.at <= text.len(),
        "error offset {} past the end of a {}-byte text: {error}",
        error.at,
        text.len()
    );
    assert!(!error.message.is_empty(), "an error without a message");
}

/// Seeds are never created or lost: board plus stores is the game's total.
fn check_conserved(position: &Position) {
    let variant = position.variant();
    let on_board: u32 = position.board().iter().map(|&n| u32::from(n)).sum();
    let stores: u32 = Player::BOTH
        .into_iter()
        .map(|p| u32::from(position.captured(p)))
        .sum();
    assert_eq!(
        on_board + stores,
        u32::from(variant.total_seeds()),
        "seeds not conserved in {position}"
    );
}

/// A position's text reads back as the same position and is canonical.
fn check_position_round_trip(position: &Position) {
    let text = position.to_string();
    let again: Position = text
        .parse()
        .unwrap_or_else(|e| panic!("the written position {text:?} does not read back: {e}"));
    assert_eq!(&again, position, "{text:?} reads back as another position");
    assert_eq!(
        again.to_string(),
        text,
        "the position text is not canonical"
    );
}

/// Any text as a position: refused with a located error, or read as a
/// valid position that writes back canonically, starts a game whose view
/// is complete, and whose every legal move plays to a valid position.
pub fn check_position_text(text: &str) {
    let position = match text.parse::<Position>() {
        Ok(position) => position,
        Err(error) => return check_parse_error(&error, text),
    };
    check_conserved(&position);
    check_position_round_trip(&position);
    let game = Game::from_position(position);
    check_view(&game);
    for mv in position.legal_moves() {
        let mut after = game.clone();
        let events = after
            .play(mv)
            .unwrap_or_else(|e| panic!("legal move {mv} refused in {position}: {e}"));
        check_move_events(&position, after.position(), &events);
        check_position_round_trip(after.position());
    }
}

/// Any text as a game record: refused with a located error, or replayed
/// into a game whose every position is valid and whose record writes back
/// canonically as the same game.
pub fn check_record_text(text: &str) {
    let game = match text.parse::<Game>() {
        Ok(game) => game,
        Err(error) => return check_parse_error(&error, text),
    };
    for ply in 0..=game.moves().len() {
        let position = game
            .position_at(ply)
            .unwrap_or_else(|| panic!("no position after {ply} moves"));
        check_conserved(position);
    }
    check_position_round_trip(game.position());
    check_record_round_trip(&game);
    check_view(&game);
}

/// The record of a game reads back as the same game (without its redo
/// list, which a record does not keep) and is canonical.
fn check_record_round_trip(game: &Game) -> Game {
    let record = game.to_string();
    let again: Game = record
        .parse()
        .unwrap_or_else(|e| panic!("the written record does not read back: {e}\n{record}"));
    assert_eq!(again.start(), game.start(), "start differs after\n{record}");
    assert_eq!(again.moves(), game.moves(), "moves differ after\n{record}");
    assert_eq!(
        again.position(),
        game.position(),
        "position differs after\n{record}"
    );
    assert_eq!(again.to_string(), record, "the record is not canonical");
    again
}

/// The view (what the wasm layer serializes for JS) agrees with the game.
fn check_view(game: &Game) {
    let view = game.view();
    let position = game.position();
    serde_json::to_string(&view).expect("the view serializes to JSON");
    let legal: Vec<String> = position.legal_moves().iter().map(Move::to_string).collect();
    assert_eq!(view.legal_moves, legal, "view's legal moves in {position}");
    assert_eq!(view.position, position.to_string());
    assert_eq!(view.over, position.is_over());
    assert_eq!(view.holes.len(), position.layout().len());
    assert_eq!(view.can_undo, !game.moves().is_empty());
    assert_eq!(view.can_redo, game.can_redo());
    for hole in &view.holes {
        assert_eq!(
            hole.playable,
            hole.blocked_code.is_none(),
            "hole {} playable but blocked, or the reverse",
            hole.label
        );
    }
}

/// How a fuzzed session begins.
#[derive(Arbitrary, Debug)]
pub enum Setup {
    /// `new Game(key, options)`, built from the library's own types.
    New { variant: Variant, options: Options },
    /// `Game.fromPosition(text)`; a text that does not read starts a new game.
    FromPosition(String),
    /// `Game.fromRecord(text)`; likewise.
    FromRecord(String),
}

/// One call of the JS API, as the wasm layer makes it on `Game`.
#[derive(Arbitrary, Debug)]
pub enum Call {
    /// The `n`th legal move (modulo their number).
    PlayLegal(u8),
    /// Up to `count` legal moves chosen by a small generator seeded `seed`:
    /// the quick way deep into a game.
    PlayLegalRun {
        count: u8,
        seed: u32,
    },
    /// `play(text)` with any text.
    PlayText(String),
    /// A move built from the library's own types (its holes may belong to
    /// a bigger board), played both as `play(mv)` and as `play(text)`:
    /// the two must agree.
    PlayMove(Move),
    /// `play("NB+MA")` (or `MA+NB`), either hole possibly off this board.
    PlayRace {
        b: Hole,
        a: Hole,
        a_first: bool,
    },
    /// `holeStatus(text)` with any text.
    HoleStatusText(String),
    /// `holeStatus("NB")` / `holeStatus("NA")`.
    HoleStatus(Hole),
    Undo,
    Redo,
    View,
    /// `Game.fromRecord(g.record())`: continue with the game read back.
    ReloadRecord,
    /// `Game.fromPosition(g.positionText())`: continue from the position.
    ReloadPosition,
}

/// A whole fuzzed session: how it starts and the calls made.
#[derive(Arbitrary, Debug)]
pub struct Session {
    pub setup: Setup,
    pub calls: Vec<Call>,
}

/// What the session expects undo and redo to do: the moves played with
/// the position before each and their events, and the moves undone.
struct Expected {
    played: Vec<(Move, Position, Vec<Event>)>,
    undone: Vec<(Move, Position, Vec<Event>)>,
}

impl Expected {
    /// For a game read back (a record or a position): its moves replayed
    /// one by one from its start, which must give the same positions.
    fn of(game: &Game) -> Expected {
        let mut replay = Game::from_position(*game.start());
        let mut played = Vec::new();
        for &mv in game.moves() {
            let before = *replay.position();
            let events = replay
                .play(mv)
                .unwrap_or_else(|e| panic!("move {mv} of a game read back does not replay: {e}"));
            played.push((mv, before, events));
        }
        assert_eq!(replay.position(), game.position(), "replay differs");
        Expected {
            played,
            undone: Vec::new(),
        }
    }
}

/// Runs the calls of a session on one game, checking after each call that
/// nothing panicked, seeds are conserved, refused calls changed nothing,
/// undo/redo give back exactly what was played, and texts round-trip.
pub fn run_session(session: Session) {
    let mut game = start_game(&session.setup);
    let mut expected = Expected::of(&game);
    for call in session.calls {
        match call {
            Call::PlayLegal(n) => {
                let legal = game.position().legal_moves();
                if !legal.is_empty() {
                    play_legal(&mut game, &mut expected, legal[n as usize % legal.len()]);
                }
            }
            Call::PlayLegalRun { count, mut seed } => {
                for _ in 0..count {
                    let legal = game.position().legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 17;
                    seed ^= seed << 5;
                    play_legal(&mut game, &mut expected, legal[seed as usize % legal.len()]);
                }
            }
            Call::PlayText(text) => play_text(&mut game, &mut expected, &text),
            Call::PlayMove(mv) => {
                let unchanged = game.clone();
                let mut typed = game.clone();
                let typed_result = typed.play(mv);
                play_text(&mut game, &mut expected, &mv.to_string());
                match typed_result {
                    Ok(_) => assert_eq!(typed, game, "play({mv:?}) and play(\"{mv}\") differ"),
                    Err(error) => {
                        assert_eq!(typed, unchanged, "refused play({mv:?}) changed the game");
                        assert!(!error.to_string().is_empty());
                        // The text of a joint move reads in either order
                        // (`7A+3B` is `3B+7A`); the typed move names B's
                        // hole first, so only a swapped one differs.
                        let swapped = matches!(mv, Move::Race { b, a } if b.owner() == Player::A && a.owner() == Player::B);
                        assert!(
                            game == unchanged || swapped,
                            "play(\"{mv}\") played what play({mv:?}) refused: {error}"
                        );
                    }
                }
            }
            Call::PlayRace { b, a, a_first } => {
                let text = if a_first {
                    format!("{a}+{b}")
                } else {
                    format!("{b}+{a}")
                };
                play_text(&mut game, &mut expected, &text);
            }
            Call::HoleStatusText(text) => check_hole_status(&game, &text),
            Call::HoleStatus(hole) => check_hole_status(&game, &hole.to_string()),
            Call::Undo => {
                let before = game.position().to_string();
                match (game.undo(), expected.played.pop()) {
                    (None, None) => assert_eq!(game.position().to_string(), before),
                    (Some(mv), Some(entry)) => {
                        assert_eq!(mv, entry.0, "undo took back another move");
                        assert_eq!(game.position(), &entry.1, "undo of {mv}");
                        expected.undone.push(entry);
                    }
                    (got, want) => panic!("undo gave {got:?}, expected {:?}", want.map(|e| e.0)),
                }
            }
            Call::Redo => match (game.redo(), expected.undone.pop()) {
                (None, None) => {}
                (Some((mv, events)), Some(entry)) => {
                    assert_eq!(mv, entry.0, "redo played another move");
                    assert_eq!(events, entry.2, "redo of {mv} gave other events");
                    expected.played.push(entry);
                }
                (got, want) => panic!("redo gave {got:?}, expected {:?}", want.map(|e| e.0)),
            },
            Call::View => check_view(&game),
            Call::ReloadRecord => {
                game = check_record_round_trip(&game);
                expected = Expected::of(&game);
            }
            Call::ReloadPosition => {
                check_position_round_trip(game.position());
                game = Game::from_position(*game.position());
                expected = Expected::of(&game);
            }
        }
        check_conserved(game.position());
        assert_eq!(game.can_redo(), !expected.undone.is_empty(), "can_redo");
        assert_eq!(game.moves().len(), expected.played.len(), "moves played");
    }
    check_view(&game);
}

fn start_game(setup: &Setup) -> Game {
    // `Game::new` keeps the Anywoli options for Anywoli only, as the wasm
    // layer and the CLI need.
    match setup {
        Setup::New { variant, options } => Game::new(*variant, *options),
        Setup::FromPosition(text) => match text.trim().parse::<Position>() {
            Ok(position) => Game::from_position(position),
            Err(error) => {
                check_parse_error(&error, text.trim());
                Game::new(Variant::SulusAidi, Options::default())
            }
        },
        Setup::FromRecord(text) => match text.parse::<Game>() {
            Ok(game) => game,
            Err(error) => {
                check_parse_error(&error, text);
                Game::new(Variant::Sokusowo, Options::default())
            }
        },
    }
}

fn play_legal(game: &mut Game, expected: &mut Expected, mv: Move) {
    let before = *game.position();
    let events = game
        .play(mv)
        .unwrap_or_else(|e| panic!("legal move {mv} refused in {before}: {e}"));
    after_play(game, expected, mv, before, events);
}

/// `play(text)`: a refused move leaves the game exactly as it was.
fn play_text(game: &mut Game, expected: &mut Expected, text: &str) {
    let unchanged = game.clone();
    let before = *game.position();
    match game.play_text(text) {
        Ok(events) => {
            let mv = *game.moves().last().expect("a move was played");
            assert!(before.is_legal(mv), "{mv} played but not legal in {before}");
            after_play(game, expected, mv, before, events);
        }
        Err(error) => {
            assert_eq!(game, &unchanged, "refused {text:?} changed the game");
            if let PlayError::Illegal { why, .. } = &error {
                assert!(
                    !before.is_legal(
                        Move::parse(before.variant(), text.trim()).expect("a move that parsed")
                    ),
                    "{text:?} refused ({why}) but legal"
                );
            }
            assert!(!error.to_string().is_empty());
        }
    }
}

fn after_play(
    game: &Game,
    expected: &mut Expected,
    mv: Move,
    before: Position,
    events: Vec<Event>,
) {
    let after = game.position();
    check_move_events(&before, after, &events);
    check_position_round_trip(after);
    expected.played.push((mv, before, events));
    expected.undone.clear();
}

/// `holeStatus(label)` as the wasm layer computes it (from the view) must
/// agree with what `play(label)` does: `null` exactly when the hole can be
/// played (or, in the Sulus Aidi opening, chosen), else the refusal's code.
fn check_hole_status(game: &Game, text: &str) {
    let text = text.trim();
    let position = game.position();
    let Ok(hole) = Hole::parse(game.variant(), text) else {
        return;
    };
    let label = hole.to_string();
    let view = game.view();
    let status = view
        .holes
        .iter()
        .find(|h| h.label == label)
        .unwrap_or_else(|| panic!("the view has no hole {label}"));
    let code = status.blocked_code;
    assert_eq!(status.seeds, position.seeds(hole));
    if position.phase() == crate::Phase::Race {
        assert_eq!(
            code.is_none(),
            position.seeds(hole) > 0,
            "race hole {label}"
        );
        return;
    }
    let mut trial = game.clone();
    match trial.play(Move::Sow(hole)) {
        Ok(_) => assert_eq!(code, None, "{label} plays but its status is {code:?}"),
        Err(PlayError::Illegal { why, .. }) => {
            assert_eq!(code, Some(why.code()), "{label}: status and refusal differ")
        }
        Err(error) => panic!("a parsed hole refused as unreadable: {error}"),
    }
}
