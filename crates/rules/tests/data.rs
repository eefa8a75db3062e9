//! Data-driven tests: the worked examples, the perft table and a real game
//! ending by repetition, all read from `tests/data`.

use std::path::PathBuf;

use mancala_rules::{
    perft, EndReason, Event, Game, Move, ParseError, Player, Position, Variant, ERROR_CODES,
    MAX_RECORD_LEN,
};

fn data(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `key: value` blocks separated by blank lines; `#` lines are comments.
fn blocks(text: &str) -> Vec<Vec<(&str, &str)>> {
    text.split("\n\n")
        .map(|block| {
            block
                .lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .map(|l| {
                    l.split_once(": ")
                        .unwrap_or_else(|| panic!("not key: value: {l:?}"))
                })
                .collect::<Vec<_>>()
        })
        .filter(|b| !b.is_empty())
        .collect()
}

fn labels<'a>(events: &'a [Event], pick: impl Fn(&Event) -> Option<String> + 'a) -> Vec<String> {
    events.iter().filter_map(pick).collect()
}

#[test]
fn worked_examples_play_out_as_written() {
    let text = data("examples.txt");
    let cases = blocks(&text);
    assert!(
        cases.len() >= 10,
        "expected the examples, found {}",
        cases.len()
    );
    for case in cases {
        let get = |k: &str| case.iter().find(|(key, _)| *key == k).map(|(_, v)| *v);
        let name = get("name").expect("every case has a name");
        let start: Position = get("start")
            .unwrap()
            .parse()
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let moves = get("moves").unwrap();
        let game = Game::replay(start, moves).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(game.position().to_string(), get("after").unwrap(), "{name}");

        // Replay the last move alone to see its events.
        let last = *game.moves().last().expect("every case plays a move");
        let mut before = *game.position_at(game.moves().len() - 1).unwrap();
        let mut events = Vec::new();
        before.play(last, &mut events).unwrap();
        if let Some(want) = get("lifts") {
            let lifts = labels(&events, |e| match e {
                Event::Lift { hole, .. } => Some(hole.to_string()),
                _ => None,
            });
            assert_eq!(lifts.join(" "), want, "{name}");
        }
        if let Some(want) = get("claims") {
            let claims = labels(&events, |e| match e {
                Event::Claim { hole, .. } => Some(hole.to_string()),
                _ => None,
            });
            assert_eq!(claims.join(" "), want, "{name}");
        }
    }
}

/// `(game, depth, count)` rows of `tests/data/perft.txt`.
fn perft_table() -> Vec<(Variant, u32, u64)> {
    data("perft.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            assert_eq!(f.len(), 3, "{l}");
            (
                f[0].parse().unwrap(),
                f[1].parse().unwrap(),
                f[2].parse().unwrap(),
            )
        })
        .collect()
}

#[test]
fn perft_matches_the_table() {
    let table = perft_table();
    for v in Variant::ALL {
        assert!(
            table.iter().any(|&(g, d, _)| g == v && d >= 4),
            "{v} needs perft rows"
        );
    }
    for (v, depth, count) in table.into_iter().filter(|&(_, _, n)| n <= 100_000) {
        assert_eq!(perft(&Position::new(v), depth), count, "{v} depth {depth}");
    }
}

#[test]
fn perft_counts_every_legal_move_once() {
    // Depth 1 is the number of legal moves; depth 2 sums over them.
    for v in Variant::ALL {
        let p = Position::new(v);
        assert_eq!(perft(&p, 1), p.legal_moves().len() as u64);
        let mut sum = 0;
        for mv in p.legal_moves() {
            let mut next = p;
            next.play(mv, &mut ()).unwrap();
            sum += next.legal_moves().len() as u64;
        }
        assert_eq!(perft(&p, 2), sum, "{v}");
        assert_eq!(perft(&p, 0), 1);
    }
}

#[test]
fn a_real_game_ends_by_threefold_repetition() {
    let record = data("repetition-anywoli.txt");
    let game: Game = record.parse().unwrap_or_else(|e| panic!("{e}"));
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.reason, EndReason::Repetition);
    // The record's own result line was checked against the replay; one move
    // less and the game goes on.
    let n = game.moves().len();
    assert!(!game.position_at(n - 1).unwrap().is_over());
    // Count the occurrences by hand: the position after the last move is
    // the third of its kind, the start counting as the first occurrence.
    let mut before_finish = *game.position_at(n - 1).unwrap();
    before_finish.play(game.moves()[n - 1], &mut ()).unwrap();
    let key = before_finish.repetition_key();
    let earlier: Vec<usize> = (0..n)
        .filter(|&k| game.position_at(k).unwrap().repetition_key() == key)
        .collect();
    assert_eq!(earlier.len(), 2, "seen at plies {earlier:?}");
    // Counters are not part of the position: the stall count differs.
    let stalls: Vec<u16> = earlier
        .iter()
        .map(|&k| game.position_at(k).unwrap().stall_count())
        .collect();
    assert_ne!(stalls[0], stalls[1]);
    // Anywoli: each player takes the seeds on their own side.
    assert_eq!(game.position().seeds_on_board(), 0);
    let end = game.position();
    assert_eq!(end.captured(Player::A) + end.captured(Player::B), 96);
    // Started from the repeated position, the same moves end the game at
    // the same move: a game's start counts as the first occurrence.
    let first = earlier[0];
    let mut from_repeat = Game::from_position(*game.position_at(first).unwrap());
    for mv in &game.moves()[first..] {
        if from_repeat.position().is_over() {
            break;
        }
        from_repeat.play(*mv).unwrap();
    }
    assert_eq!(
        from_repeat.outcome().map(|o| o.reason),
        Some(EndReason::Repetition)
    );
    assert_eq!(from_repeat.moves().len(), n - first);
}

#[test]
fn undo_forgets_the_occurrences_it_takes_back() {
    let game: Game = data("repetition-anywoli.txt").parse().unwrap();
    let n = game.moves().len();
    let mut replay = game.clone();
    // Take back the last two moves: the game goes on; play them again and
    // the third occurrence ends it once more.
    assert!(replay.undo().is_some() && replay.undo().is_some());
    assert!(replay.outcome().is_none());
    for mv in &game.moves()[n - 2..] {
        replay.play(*mv).unwrap();
    }
    assert_eq!(replay.outcome().unwrap().reason, EndReason::Repetition);
    // Undo back to where the repeated position occurred only once: replaying
    // to the end is again a repetition at exactly the same move.
    let mut redo = game.clone();
    while redo.undo().is_some() {}
    let mut count = 0;
    while let Some((_, _)) = redo.redo() {
        count += 1;
    }
    assert_eq!(count, n);
    assert_eq!(redo.outcome(), game.outcome());
}

/// A text of `tests/data/refusals.txt`: `\n` and `\t` escaped, `(empty)` nothing.
fn unescape(text: &str) -> String {
    if text == "(empty)" {
        return String::new();
    }
    text.replace("\\n", "\n").replace("\\t", "\t")
}

/// What reading `text` as `read` refuses it with.
fn refusal(read: &str, game: Option<&str>, text: &str) -> Result<(), ParseError> {
    let game = || {
        game.expect("a move case names its game")
            .parse::<Variant>()
            .unwrap()
    };
    match read {
        "position" => text.parse::<Position>().map(drop),
        "record" => text.parse::<Game>().map(drop),
        "move" => Move::parse(game(), text).map(drop),
        "player" => text.parse::<Player>().map(drop),
        "game" => text.parse::<Variant>().map(drop),
        other => panic!("unknown kind of text {other:?}"),
    }
}

#[test]
fn every_refusal_has_its_code_and_arguments() {
    let text = data("refusals.txt");
    let mut seen: Vec<&str> = Vec::new();
    for case in blocks(&text) {
        let get = |k: &str| case.iter().find(|(key, _)| *key == k).map(|(_, v)| *v);
        let (read, text, code) = (
            get("read").unwrap(),
            get("text").unwrap(),
            get("code").unwrap(),
        );
        let error = refusal(read, get("game"), &unescape(text))
            .expect_err(&format!("{read} {text:?} should be refused with {code}"));
        assert_eq!(error.code, code, "{read} {text:?}: {error}");
        for pair in get("args").map_or(Vec::new(), |a| a.split("; ").collect()) {
            let (name, value) = pair.split_once('=').unwrap();
            let found = error
                .args
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.as_str());
            assert_eq!(
                found,
                Some(value),
                "{read} {text:?}: argument {name} of {:?}",
                error.args
            );
        }
        seen.push(code);
    }
    // The longest texts are made here rather than written out.
    let long_position = "sokusowo ".repeat(200);
    let long_record = "#".repeat(MAX_RECORD_LEN + 1);
    for (read, text) in [
        ("position", long_position.as_str()),
        ("record", long_record.as_str()),
    ] {
        let error = refusal(read, None, text).unwrap_err();
        assert_eq!(error.code, "too-long", "{read}");
        assert_eq!(error.args[0], ("what", read.to_string()));
        seen.push("too-long");
    }
    let missing: Vec<_> = ERROR_CODES.iter().filter(|c| !seen.contains(c)).collect();
    assert!(missing.is_empty(), "codes no case shows: {missing:?}");
    let unknown: Vec<_> = seen.iter().filter(|c| !ERROR_CODES.contains(c)).collect();
    assert!(
        unknown.is_empty(),
        "codes missing from ERROR_CODES: {unknown:?}"
    );
}
