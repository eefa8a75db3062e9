//! The `mancala` binary end to end: JSON states, batch replies, the terminal
//! game fed through a pipe, perft and self-play, and exit code 2 with a
//! readable message for every kind of bad input.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// `args` are refused as bad input: exit code 2, an `error: ` line naming
/// the problem (`says`), no panic, and nothing on stdout.
fn assert_refused(args: &[&str], says: &str) {
    let o = run(args, "");
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.starts_with("error: ") && err.contains(says),
        "{args:?}: {err}"
    );
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    assert!(stdout(&o).is_empty(), "{args:?}: {}", stdout(&o));
}

fn json(o: &Output) -> Value {
    assert!(o.status.success(), "{}", stderr(o));
    serde_json::from_str(stdout(o).trim()).unwrap()
}

fn data(name: &str) -> String {
    format!("{}/../../tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn replay_prints_the_state_contract() {
    let s = json(&run(&["replay", "sokusowo", "1B"], ""));
    assert_eq!(s["game"], "sokusowo");
    assert_eq!(s["board"]["1B"], 1);
    assert_eq!(s["board"]["2A"], 0);
    assert_eq!(s["board"].as_object().unwrap().len(), 12);
    assert_eq!(s["to_move"], "A");
    assert_eq!(s["over"], false);
    assert_eq!(s["winner"], Value::Null);
    assert_eq!(s["reason"], Value::Null);
    assert_eq!(s["captured"]["B"], 4);
    assert_eq!(s["captured"]["A"], 0);
    assert_eq!(
        s["position"],
        "sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0"
    );

    let s = json(&run(&["replay", "sulus-aidi", "3B+7A"], ""));
    assert!(s["claimed"].is_object());
    assert_eq!(s["score"]["A"], 0);
    assert_eq!(s["captured"], Value::Null);
}

#[test]
fn replay_of_a_finished_game_gives_winner_reason_and_final_score() {
    let s = json(&run(
        &["replay", "--record", &data("repetition-anywoli.txt")],
        "",
    ));
    assert_eq!(s["over"], true);
    assert_eq!(s["winner"], "A");
    assert_eq!(s["reason"], "the same position came up three times");
    let (a, b) = (
        s["captured"]["A"].as_u64().unwrap(),
        s["captured"]["B"].as_u64().unwrap(),
    );
    assert_eq!(a + b, 96, "the seeds taken at the end are included");
}

#[test]
fn options_and_positions_are_applied() {
    let s = json(&run(
        &[
            "replay",
            "anywoli",
            "",
            "--start",
            "A",
            "--stall-limit",
            "7",
        ],
        "",
    ));
    assert_eq!(s["to_move"], "A");
    assert_eq!(s["stall_limit"], 7);
    let s = json(&run(
        &[
            "replay",
            "sokusowo",
            "3A",
            "--position",
            "sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0",
        ],
        "",
    ));
    assert_eq!(s["to_move"], "B");
    assert_eq!(s["moves"], serde_json::json!(["3A"]));
}

#[test]
fn batch_answers_every_line_in_order() {
    let input = [
        r#"{"game": "anywoli", "moves": "1A 5B", "options": {"start": "A", "last_four": "lottery-B", "stall_limit": 50}}"#,
        r#"{"game": "sadeqa-ii", "moves": "1B"}"#,
        "",
        r#"{"game": "sokusowo", "moves": "1B", "colour": "red"}"#,
        r#"{"game": "sokusowo", "options": {"last_four": "first"}}"#,
        r#"{"game": "anywoli", "options": {"stall_limit": 0}}"#,
        r#"{"game": "anywoli", "options": {"start": "C"}}"#,
        r#"not json"#,
        r#"{"game": "chess"}"#,
        r#"{"game": "sulus-aidi", "moves": "3B+7A"}"#,
    ]
    .join("\n");
    let o = run(&["replay", "--batch"], &input);
    assert!(o.status.success(), "{}", stderr(&o));
    let lines: Vec<Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 9, "one reply per non-blank line");
    assert_eq!(lines[0]["stall_limit"], 50);
    assert!(lines[0]["position"]
        .as_str()
        .unwrap()
        .contains("last-four=lottery-B"));
    let error = |k: usize| {
        lines[k]["error"]
            .as_str()
            .unwrap_or_else(|| panic!("line {k}: {}", lines[k]))
            .to_string()
    };
    assert!(
        error(1).contains("move 1: 1B cannot be played") && error(1).contains("rightmost hole, 6B"),
        "{}",
        error(1)
    );
    assert!(error(2).contains("unknown field `colour`"), "{}", error(2));
    assert!(error(3).contains("only for Anywoli"), "{}", error(3));
    assert!(error(4).contains("from 1 to 10000"), "{}", error(4));
    assert!(error(5).contains("\"A\" or \"B\""), "{}", error(5));
    assert!(error(6).contains("bad request"), "{}", error(6));
    assert!(error(7).contains("unknown game"), "{}", error(7));
    assert_eq!(lines[8]["phase"], "play");
}

#[test]
fn bad_input_exits_with_2_and_says_why() {
    let endless = "sadeqa-ii 0,1,0,3,0,1/0,1,5,1,0,1 A captured=12,11";
    let over = "sulus-aidi 0,0,0,0,0,0,0,0,1/53b,0,0,0,0,0,0,0,0 B";
    let not_a_record = data("perft.txt");
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["replay", "chess", "1B"], "unknown game \"chess\""),
        (vec!["replay", "sokusowo", "1B 9Z"], "move 2 (9Z)"),
        (vec!["replay", "sokusowo", "7B"], "no hole 7B"),
        (
            vec!["replay", "sokusowo", "1B 1B"],
            "1B belongs to B, and it is A's turn",
        ),
        (
            vec!["replay", "sadeqa-ii", "3A", "--position", endless],
            "would go round forever",
        ),
        (
            vec!["replay", "sokusowo", "", "--position", "sokusowo 4,4/4 B"],
            "6 holes per player",
        ),
        (
            vec!["replay", "sulus-aidi", "9B 1A", "--position", over],
            "the game is over",
        ),
        (vec!["replay", "--record", &not_a_record], "record: line"),
        (
            vec!["replay", "anywoli", "", "--stall-limit", "0"],
            "from 1 to 10000",
        ),
        (
            vec!["replay", "sokusowo", "", "--last-four", "first"],
            "only for Anywoli",
        ),
        (
            vec!["replay", "anywoli", "", "--position", endless],
            "not Anywoli",
        ),
        (vec!["perft", "sokusowo", "x"], "DEPTH"),
        (
            vec!["selfplay", "sokusowo", "--games"],
            "--games needs a value",
        ),
        (vec!["frobnicate"], "unknown command"),
        (vec!["replay", "sokusowo"], "missing MOVES"),
        (
            vec!["replay", "sokusowo", "1B", "extra"],
            "unexpected argument",
        ),
    ];
    for (args, needle) in cases {
        assert_refused(&args, needle);
    }
}

#[test]
fn play_works_through_a_pipe() {
    let input = "why 1B\n1B\n2B\n1A\nundo\nredo\nfoo\nrecord\nquit\n";
    let o = run(&["play", "sokusowo"], input);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    // The board is drawn with labels and counts.
    assert!(
        out.contains("    6A    5A    4A    3A    2A    1A"),
        "{out}"
    );
    assert!(out.contains("B to move: 1B 2B 3B 4B 5B 6B"), "{out}");
    assert!(out.contains("1B can be played"), "{out}");
    assert!(
        out.contains("played 1B") && out.contains("B puts aside 4 seed(s) as captured"),
        "{out}"
    );
    assert!(out.contains("2B belongs to B, and it is A's turn"), "{out}");
    assert!(
        out.contains("not 2A: 2A is empty"),
        "why a hole cannot be played: {out}"
    );
    assert!(out.contains("took back 1A"), "{out}");
    assert!(out.contains("expected a hole label like 3B"), "{out}");
    assert!(out.contains("moves: 1B 1A"), "the record at the end: {out}");
}

#[test]
fn play_ends_cleanly_at_end_of_input_and_reports_the_end() {
    let o = run(
        &[
            "play",
            "sulus-aidi",
            "--position",
            "sulus-aidi 0,0,0,0,0,0,0,0,1/53b,0,0,0,0,0,0,0,0 B",
        ],
        "9B\n1A\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("game over: B wins (neither player can move)"),
        "{out}"
    );
    assert!(
        out.contains("the game is over"),
        "a move after the end is refused: {out}"
    );
    assert!(
        out.contains("1A") && out.contains("54(B)"),
        "claimed holes are marked: {out}"
    );
}

#[test]
fn perft_matches_the_table_and_divide_adds_up() {
    let o = run(&["perft", "sokusowo", "4"], "");
    assert_eq!(stdout(&o).trim(), "sokusowo 4 402");
    let o = run(&["perft", "sulus-aidi", "2", "--divide"], "");
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last(), Some(&"sulus-aidi 2 604"));
    let sum: u64 = lines[..lines.len() - 1]
        .iter()
        .map(|l| l.split(' ').nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 604);
    assert_eq!(lines.len() - 1, 81);
}

#[test]
fn selfplay_is_reproducible_and_reports_statistics() {
    let a = run(
        &["selfplay", "sadeqa-ii", "--games", "50", "--seed", "7"],
        "",
    );
    let b = run(
        &["selfplay", "sadeqa-ii", "--games", "50", "--seed", "7"],
        "",
    );
    let without_time = |o: &Output| {
        stdout(o)
            .lines()
            .filter(|l| !l.starts_with("time:"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(a.status.success(), "{}", stderr(&a));
    assert_eq!(without_time(&a), without_time(&b));
    let out = stdout(&a);
    assert!(
        out.contains("games: 50  seed: 7") && out.contains("length in moves: mean"),
        "{out}"
    );
    let wins: u64 = ["B wins: ", "A wins: ", "draws: "]
        .iter()
        .map(|p| {
            out.lines()
                .find_map(|l| l.strip_prefix(p))
                .unwrap()
                .split(' ')
                .next()
                .unwrap()
                .parse::<u64>()
                .unwrap()
        })
        .sum();
    assert_eq!(wins, 50);
    assert!(out.contains("no-seeds-"), "{out}");
}

#[test]
fn match_alternates_sides_and_ends_with_one_json_line() {
    let o = run(
        &[
            "match", "sokusowo", "--a", "random", "--b", "random", "--games", "6", "--seed", "3",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let last: Value = serde_json::from_str(text.trim().lines().last().unwrap()).unwrap();
    let count = |k: &str| last[k].as_u64().unwrap();
    assert_eq!(count("wins") + count("draws") + count("losses"), 6);
    let points = last["points"].as_f64().unwrap();
    let expected = (count("wins") as f64 + count("draws") as f64 / 2.0) / 6.0 * 100.0;
    assert!((points - expected).abs() < 0.06, "{text}");
    // The same seed plays the same match.
    let again = run(
        &[
            "match", "sokusowo", "--a", "random", "--b", "random", "--games", "6", "--seed", "3",
        ],
        "",
    );
    assert_eq!(stdout(&again), text);
}

#[test]
fn match_refuses_bad_levels_and_counts() {
    for args in [
        &["match", "sokusowo", "--a", "grandmaster", "--b", "random"][..],
        &["match", "sokusowo", "--a", "expert"][..],
        &[
            "match", "sokusowo", "--a", "expert", "--b", "random", "--games", "0",
        ][..],
        &["match", "chess", "--a", "expert", "--b", "random"][..],
    ] {
        let o = run(args, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&o).starts_with("error: "),
            "{args:?}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn match_reads_an_endgame_table_and_refuses_a_bad_one() {
    let dir = std::env::temp_dir().join(format!("mancala-cli-endings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let table = dir.join("sadeqa-ii-6.bin");
    std::fs::write(&table, mancala_ai::SadeqaEndings::generate(6).to_bytes()).unwrap();
    let path = table.to_str().unwrap();
    // Expert against random play with a table, `extra` arguments added.
    let expert_match = |extra: &[&str]| {
        let mut args = vec!["match", "sadeqa-ii", "--a", "expert", "--b", "random"];
        args.extend_from_slice(extra);
        run(&args, "")
    };
    let o = expert_match(&["--games", "2", "--endings", path]);
    assert!(o.status.success(), "{}", stderr(&o));
    let last: Value = serde_json::from_str(stdout(&o).trim().lines().last().unwrap()).unwrap();
    assert_eq!(last["wins"], 2, "{}", stdout(&o));
    let damaged = dir.join("damaged.bin");
    let mut bytes = std::fs::read(&table).unwrap();
    *bytes.last_mut().unwrap() ^= 1;
    std::fs::write(&damaged, bytes).unwrap();
    for (file, says) in [
        (damaged.to_str().unwrap(), "damaged"),
        ("Cargo.toml", "not a Sadeqa II endgame table"),
        ("/no/such/file", "cannot read"),
    ] {
        let o = expert_match(&["--endings", file]);
        assert_eq!(o.status.code(), Some(2), "{file}");
        assert!(
            stderr(&o).starts_with("error: --endings") && stderr(&o).contains(says),
            "{}",
            stderr(&o)
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The last line of a referee run, read as JSON.
fn referee_summary(args: &[&str]) -> Value {
    let o = run(args, "");
    assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    let out = stdout(&o);
    serde_json::from_str(out.trim().lines().last().unwrap()).unwrap()
}

#[test]
fn referee_checks_every_expert_move_and_ends_with_one_json_line() {
    // From a middle-game position (the full game is for release builds).
    let sokusowo = referee_summary(&[
        "referee",
        "sokusowo",
        "--b",
        "random",
        "--games",
        "6",
        "--position",
        "sokusowo 3,8,0,2,1,7/2,3,8,1,1,2 A captured=5,5",
    ]);
    let positions = sokusowo["positions"].as_u64().unwrap();
    assert!(positions > 0, "{sokusowo}");
    assert_eq!(sokusowo["unresolved"], 0, "{sokusowo}");
    // Every won position kept, and every move the best there was.
    assert_eq!(sokusowo["kept"], sokusowo["won"], "{sokusowo}");
    assert_eq!(
        sokusowo["best_margin"].as_u64(),
        Some(positions),
        "{sokusowo}"
    );
    // Flags in any order, the game key last; a small table of the
    // referee's own for Sadeqa II.
    let sadeqa = referee_summary(&[
        "referee",
        "--games",
        "6",
        "--referee-seeds",
        "8",
        "--b",
        "random",
        "--seed",
        "5",
        "--position",
        "sadeqa-ii 0,2,1,0,1,2/1,0,1,0,1,0 B captured=15,12",
        "sadeqa-ii",
    ]);
    assert!(sadeqa["won"].as_u64().unwrap() > 0, "{sadeqa}");
    assert_eq!(sadeqa["kept"], sadeqa["won"], "{sadeqa}");
}

#[test]
fn referee_refuses_bad_arguments() {
    for (args, says) in [
        (
            &["referee", "anywoli", "--b", "random"][..],
            "only sokusowo and sadeqa-ii",
        ),
        (&["referee", "sokusowo"][..], "missing --b"),
        (
            &["referee", "sokusowo", "--b", "grandmaster"][..],
            "unknown level",
        ),
        (
            &["referee", "sokusowo", "--b", "random", "--games", "0"][..],
            "--games",
        ),
        (
            &["referee", "sokusowo", "--b", "random", "--games", "x"][..],
            "--games",
        ),
        (
            &["referee", "sokusowo", "--b", "random", "--seed"][..],
            "--seed needs a value",
        ),
        (
            &[
                "referee",
                "sadeqa-ii",
                "--b",
                "random",
                "--referee-seeds",
                "99",
            ][..],
            "--referee-seeds",
        ),
        (
            &[
                "referee",
                "sadeqa-ii",
                "--b",
                "random",
                "--endings",
                "/no/such/file",
            ][..],
            "cannot read",
        ),
        (&["referee", "chess", "--b", "random"][..], "chess"),
        (
            &["referee", "sokusowo", "--b", "random", "--extra"][..],
            "unexpected argument",
        ),
    ] {
        let o = run(args, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = stderr(&o);
        assert!(
            err.starts_with("error: ") && err.contains(says),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn flags_come_in_any_order() {
    let o = run(
        &[
            "match", "--a", "random", "--b", "random", "sokusowo", "--games", "2",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let last: Value = serde_json::from_str(stdout(&o).trim().lines().last().unwrap()).unwrap();
    assert_eq!(
        last["wins"].as_u64().unwrap()
            + last["draws"].as_u64().unwrap()
            + last["losses"].as_u64().unwrap(),
        2
    );
    let s = json(&run(
        &[
            "replay",
            "--start",
            "A",
            "anywoli",
            "--stall-limit",
            "7",
            "",
        ],
        "",
    ));
    assert_eq!(
        (s["to_move"].clone(), s["stall_limit"].clone()),
        ("A".into(), 7.into())
    );
}

/// The commands that take a set-up say so in their help (each command's
/// help itself: `every_listed_command_has_its_help`); the bare command
/// prints the help.
#[test]
fn set_up_commands_list_the_set_up_and_the_bare_command_helps() {
    for command in ["replay", "play", "perft", "selfplay", "match", "referee"] {
        let o = run(&["help", command], "");
        assert!(
            stdout(&o).contains("--position"),
            "{command}: {}",
            stdout(&o)
        );
    }
    let o = run(&[], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("selfplay"), "{}", stdout(&o));
}

/// The commands the binary's own help lists (not a list kept here),
/// `help` aside.
fn listed_commands(help: &str) -> Vec<&str> {
    help.lines()
        .skip_while(|l| *l != "Commands:")
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|&c| c != "help")
        .collect()
}

/// Every command the binary's own help lists has its help.
#[test]
fn every_listed_command_has_its_help() {
    let o = run(&["--help"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let help = stdout(&o);
    let commands = listed_commands(&help);
    for command in ["replay", "review", "puzzles", "lesson", "check-puzzles"] {
        assert!(commands.contains(&command), "{command}: {help}");
    }
    for command in commands {
        let o = run(&[command, "--help"], "");
        assert!(o.status.success(), "{command}: {}", stderr(&o));
        assert!(
            stdout(&o).contains(&format!("Usage: mancala {command}")),
            "{command}: {}",
            stdout(&o)
        );
        let again = run(&["help", command], "");
        assert!(again.status.success(), "{command}: {}", stderr(&again));
        assert_eq!(stdout(&again), stdout(&o), "{command}");
    }
}

/// Issue #29: the README names every command the binary has.
#[test]
fn the_readme_names_every_command() {
    let o = run(&["--help"], "");
    let help = stdout(&o);
    let readme = include_str!("../../../README.md");
    let commands = listed_commands(&help);
    assert!(commands.len() >= 10, "{help}");
    for command in commands {
        assert!(readme.contains(&format!("`{command}`")), "{command}");
    }
}

#[test]
fn set_up_flags_are_refused_where_the_input_brings_its_own() {
    let o = run(&["replay", "--batch", "--start", "A"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).starts_with("error: --batch and --record"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn review_values_every_move_for_its_mover() {
    let o = run(&["review", "sokusowo", "1B 4A"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let lines: Vec<Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    // Sokusowó is solved: 1B loses by 16 where 5B wins by 8 (docs/PERFORMANCE.md).
    assert_eq!(lines[0]["ply"], 1);
    assert_eq!(lines[0]["move"], "1B");
    assert_eq!(lines[0]["player"], "B");
    assert_eq!(lines[0]["best"], "5B");
    assert_eq!(
        lines[0]["value"],
        serde_json::json!({"result": "loss", "margin": -16})
    );
    assert_eq!(
        lines[0]["best_value"],
        serde_json::json!({"result": "win", "margin": 8})
    );
    assert_eq!(lines[0]["exact"], true);
    assert_eq!(lines[0]["class"], "blunder");
    assert_eq!(lines[1]["player"], "A");

    let race = run(&["review", "sulus-aidi", "3B+7A", "--nodes", "2000"], "");
    let race_text = stdout(&race);
    let lines: Vec<&str> = race_text.lines().collect();
    assert_eq!(
        lines.len(),
        2,
        "the opening race is reviewed for each player"
    );
    assert!(lines[1].contains(r#""player":"A""#) && lines[1].contains(r#""estimate":"#));

    // A record whose text does not read: not a record at all, or a move that is no hole.
    let not_a_record = data("perft.txt");
    let bad_move = std::env::temp_dir().join(format!(
        "mancala-review-bad-move-{}.txt",
        std::process::id()
    ));
    std::fs::write(&bad_move, "game: sokusowo\nmoves: 1B 9Z\n").unwrap();
    let bad_move = bad_move.to_str().unwrap().to_owned();
    for (args, expected) in [
        (vec!["review", "sokusowo", "1B 1B"], "move 2"),
        (vec!["review", "sokusowo", ""], "no move to review"),
        (vec!["review", "chess", "1B"], "unknown game"),
        (
            vec!["review", "--record", "/nonexistent/record.txt"],
            "cannot read",
        ),
        (
            vec!["review", "--record", &not_a_record],
            "record: line 7: expected key: value",
        ),
        (
            vec!["review", "--record", &bad_move],
            "record: move 2: expected a hole label like 3B",
        ),
        // A bad SETUP position: the wrong number of holes, a finished game without its result.
        (
            vec!["review", "sokusowo", "1B", "--position", "sokusowo 4,4/4 B"],
            "position: Sokusowó has 6 holes per player, found 2 for B",
        ),
        (
            vec![
                "review",
                "sokusowo",
                "1B",
                "--position",
                "sokusowo 0,0,0,0,0,0/0,0,0,0,0,0 over captured=30,18",
            ],
            "position: a finished game needs result=WINNER:REASON",
        ),
        (
            vec!["review", "sokusowo", "1B", "--nodes", "x"],
            "whole number",
        ),
    ] {
        assert_refused(&args, expected);
    }
    std::fs::remove_file(&bad_move).unwrap();
    let record = run(
        &["review", "--record", "-"],
        "game: sadeqa-ii\nmoves: 6B 6A\n",
    );
    assert_eq!(stdout(&record).lines().count(), 2, "{}", stderr(&record));
}

#[test]
fn puzzles_are_json_lines_with_one_proven_answer() {
    let o = run(&["puzzles", "sokusowo", "--count", "3", "--seed", "3"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let lines: Vec<Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    for p in &lines {
        assert_eq!(p["game"], "sokusowo");
        let position = p["position"].as_str().unwrap();
        // The position reads, and the solution is one of its moves.
        let state = json(&run(
            &["replay", "sokusowo", "", "--position", position],
            "",
        ));
        let legal: Vec<&str> = state["legal_moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap())
            .collect();
        assert!(legal.contains(&p["solution"].as_str().unwrap()), "{p}");
        assert!(["win", "best"].contains(&p["goal"].as_str().unwrap()));
        assert!((1..=5).contains(&p["difficulty"].as_u64().unwrap()));
    }
    for (args, expected) in [
        (vec!["puzzles", "chess", "--count", "1"], "unknown game"),
        (
            vec!["puzzles", "sokusowo", "--count", "0"],
            "expected 1 to 10000",
        ),
        (vec!["puzzles", "sokusowo"], "--count"),
    ] {
        let o = run(&args, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(expected), "{args:?}: {}", stderr(&o));
    }
}

/// The lesson files the site ships (www/lessons/).
fn shipped_lessons() -> Vec<String> {
    ["sulus-aidi", "sokusowo", "sadeqa-ii", "anywoli"]
        .iter()
        .map(|g| format!("{}/../../www/lessons/{g}.jsonl", env!("CARGO_MANIFEST_DIR")))
        .collect()
}

#[test]
fn lesson_passes_every_shipped_lesson_of_six_steps_or_more() {
    let files = shipped_lessons();
    let mut args = vec!["lesson", "--min-steps", "6"];
    args.extend(files.iter().map(String::as_str));
    let o = run(&args, "");
    assert!(o.status.success(), "{}", stderr(&o));
    for file in &files {
        assert!(
            stdout(&o).contains(&format!("{file}: every step checked")),
            "{}",
            stdout(&o)
        );
    }
}

#[test]
fn lesson_moves_lists_what_every_move_of_a_step_does() {
    let o = run(&["lesson", "--moves", &shipped_lessons()[1]], "");
    assert!(o.status.success(), "{}", stderr(&o));
    // The seed text's example, the step's move marked.
    assert!(stdout(&o).contains(
        "  * 1B: laps 4 (1B 4B 2A 6A), ends 4B, put_aside 4 -> sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0"
    ));
    assert!(stdout(&o).contains("    2B: laps 4 (2B 5B 3A 1B), ends 5B, put_aside 4 -> "));
}

/// Every case of tests/data/lesson-refusals.txt: the broken lesson is
/// refused with exit code 2 and `FILE:LINE: message` on stderr.
#[test]
fn lesson_refuses_each_broken_file_naming_its_line() {
    let manifest = std::fs::read_to_string(data("lesson-refusals.txt")).unwrap();
    let mut files_named = Vec::new();
    for case in manifest.split("\n\n") {
        let field = |key: &str| {
            case.lines()
                .find_map(|l| l.strip_prefix(key).map(str::trim))
                .map(str::to_string)
        };
        let Some(file) = field("file:") else { continue };
        let refuses = field("refuses:").unwrap_or_else(|| panic!("{file}: no refuses: line"));
        let (line, message) = refuses.split_once(": ").unwrap();
        let path = data(&format!("lessons/{file}"));
        let flags = field("flags:").unwrap_or_default();
        let mut args = vec!["lesson"];
        args.extend(flags.split_whitespace());
        args.push(&path);
        let o = run(&args, "");
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{file} is refused: {err}");
        let prefix = format!("{path}:{line}: ");
        assert!(
            err.lines().any(|l| l
                .strip_prefix(&prefix)
                .is_some_and(|m| m.starts_with(message))),
            "{file}: expected {prefix}{message}…, got\n{err}"
        );
        assert!(
            err.ends_with("error: 1 of 1 lesson files refused (docs/LESSONS.md)\n"),
            "{err}"
        );
        files_named.push(file);
    }
    // Every broken file has its case.
    let mut on_disk: Vec<String> = std::fs::read_dir(data("lessons"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    on_disk.sort();
    files_named.sort();
    assert_eq!(files_named, on_disk);
}

#[test]
fn lesson_reports_every_file_and_a_file_it_cannot_read() {
    let missing = data("lessons/no-such-file.jsonl");
    let good = &shipped_lessons()[0];
    let o = run(&["lesson", good, &missing], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(stdout(&o).contains(&format!("{good}: every step checked")));
    assert!(stderr(&o).starts_with(&format!("{missing}:1: cannot read the file: ")));
    assert!(stderr(&o).ends_with("error: 1 of 2 lesson files refused (docs/LESSONS.md)\n"));
    let o = run(&["lesson"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("missing FILE"), "{}", stderr(&o));
}

#[test]
fn check_puzzles_passes_generated_files_and_names_a_bad_line() {
    let dir = std::env::temp_dir().join(format!("mancala-check-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let made = run(&["puzzles", "sokusowo", "--count", "4", "--seed", "3"], "");
    assert!(made.status.success(), "{}", stderr(&made));
    let good = dir.join("puzzles-sokusowo.jsonl");
    std::fs::write(&good, stdout(&made)).unwrap();
    let path = good.to_str().unwrap();
    let o = run(&["check-puzzles", path], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), format!("{path}: 4 puzzles checked\n"));

    // The puzzle with fewest seeds first: each check below values it again.
    let seeds = |line: &String| -> u32 {
        let p: Value = serde_json::from_str(line).unwrap();
        let board = p["position"]
            .as_str()
            .unwrap()
            .split(' ')
            .nth(1)
            .unwrap()
            .to_string();
        board
            .split([',', '/'])
            .map(|n| n.parse::<u32>().unwrap())
            .sum()
    };
    let mut lines: Vec<String> = stdout(&made).lines().map(str::to_string).collect();
    lines.sort_by_key(seeds);
    let first: Value = serde_json::from_str(&lines[0]).unwrap();
    let solution = first["solution"].as_str().unwrap();
    let position = first["position"].as_str().unwrap();
    // Another legal move as the answer: the checker finds it does not win.
    let state = json(&run(
        &["replay", "sokusowo", "", "--position", position],
        "",
    ));
    let other = state["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .find(|m| *m != solution)
        .unwrap();
    let wrong_answer = lines[0].replace(
        &format!(r#""solution":"{solution}""#),
        &format!(r#""solution":"{other}""#),
    );
    let wrong_margin = lines[0].replace(r#""margin":"#, r#""margin":1"#);
    for (line_two, expected) in [
        (
            "{\"game\":\"sokusowo\"".to_string(),
            ":2: not a puzzle line",
        ),
        (
            lines[0].replace("\"goal\"", "\"aim\""),
            ":2: not a puzzle line",
        ),
        (wrong_answer, ":2: "),
        (wrong_margin, ":2: "),
        (lines[0].clone(), ":2: the position"),
        (
            lines[1].replace("\"game\":\"sokusowo\"", "\"game\":\"anywoli\""),
            ":2: game \"anywoli\" but a sokusowo position",
        ),
    ] {
        let bad = dir.join("bad.jsonl");
        std::fs::write(&bad, format!("{}\n{line_two}\n", lines[0])).unwrap();
        let bad = bad.to_str().unwrap();
        let o = run(&["check-puzzles", bad], "");
        assert_eq!(o.status.code(), Some(2), "{line_two}");
        let message = stderr(&o);
        assert!(
            message.starts_with(&format!("error: {bad}{expected}")),
            "{line_two}: {message}"
        );
    }
    let o = run(
        &["check-puzzles", dir.join("missing.jsonl").to_str().unwrap()],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot read it"), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn check_puzzles_reads_and_checks_every_gain_of_an_anywoli_gain_puzzle() {
    let dir = std::env::temp_dir().join(format!("mancala-check-gains-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = r#"{"game":"anywoli","position":"anywoli 0,0,2,2,9,3,1,1,9,9,1,2/3,1,8,8,8,3,0,8,1,7,0,2 A captured=8,0 stall=1 first=B","solution":"9A","goal":"gain","plies":4,"difficulty":2,"margin":28,"gains":{"1A":-20,"2A":20,"3A":-8,"4A":20,"5A":-12,"6A":-12,"8A":-12,"9A":28,"10A":20,"12A":-16}}"#;
    let file = dir.join("puzzles-anywoli.jsonl");
    std::fs::write(&file, format!("{good}\n")).unwrap();
    let path = file.to_str().unwrap();
    let o = run(&["check-puzzles", path], "");
    assert!(o.status.success(), "{}", stderr(&o));
    for (line_two, expected) in [
        (good.replace(r#""2A":20"#, r#""2A":24"#), ":1: anywoli 0,0,2,2,9,3,1,1,9,9,1,2/3,1,8,8,8,3,0,8,1,7,0,2 A captured=8,0 stall=1 first=B: 2A gains 20, not the stated 24"),
        (good.replace(r#""1A":-20,"#, ""), ":1: anywoli 0,0,2,2,9,3,1,1,9,9,1,2/3,1,8,8,8,3,0,8,1,7,0,2 A captured=8,0 stall=1 first=B: 1A's gain is not stated"),
        (good.replace(r#""1A":-20"#, r#""1X":-20"#), ":1: gains: "),
        (good.replace(r#""gain""#, r#""grab""#), ":1: goal \"grab\" is not \"win\", \"best\" or \"gain\""),
    ] {
        let bad = dir.join("bad.jsonl");
        std::fs::write(&bad, format!("{line_two}\n")).unwrap();
        let bad = bad.to_str().unwrap();
        let o = run(&["check-puzzles", bad], "");
        assert_eq!(o.status.code(), Some(2), "{line_two}");
        let message = stderr(&o);
        assert!(message.starts_with(&format!("error: {bad}{expected}")), "{line_two}: {message}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
