//! `mancala lesson FILE...`: checks lesson files (docs/LESSONS.md) by
//! replaying every step through the engine. A lesson is JSON Lines: a
//! header line `{"game", "title"}`, then one step a line. Every problem is
//! reported as `FILE:LINE: message` on stderr and the command exits with
//! code 2; a step is refused when its position does not read, its move is
//! not legal there, or what it states about the move is not what the
//! engine does (the properties of a `find` task must be had by exactly
//! the moves listed in `answers`).

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::io::Write;

use mancala_rules::lesson::{self, MoveFacts, MoveProps, PropsText, Task, TaskError};
use mancala_rules::{Game, Move, Outcome, Position, Variant};
use serde::Deserialize;

use crate::args::whole_number;
use crate::{CliError, CliResult};

/// Check lesson files: every step's position, move and stated outcome
/// replayed through the engine (docs/LESSONS.md). Problems are printed as
/// FILE:LINE: message; any problem exits with code 2.
#[derive(clap::Args)]
pub struct LessonArgs {
    /// Lesson files (JSON Lines: a header, then one step a line), e.g. www/lessons/sokusowo.jsonl
    #[arg(value_name = "FILE", required = true)]
    files: Vec<String>,
    /// Refuse a lesson with fewer steps than this
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = whole_number)]
    min_steps: u64,
    /// Also print what every legal move of every step does (for writing steps)
    #[arg(long)]
    moves: bool,
}

/// The longest texts, in characters, so that a step fits beside or under
/// the board on a phone.
const MAX_TITLE: usize = 60;
const MAX_TEXT: usize = 420;
const MAX_TASK: usize = 170;
const MAX_HINT: usize = 260;
const MAX_EXPLAIN: usize = 480;

/// A text in every language of the page.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Texts {
    en: String,
    es: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    game: String,
    title: Texts,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Step {
    title: Texts,
    /// Where the step starts (docs/FORMATS.md, position text).
    position: String,
    /// What to look at.
    text: Texts,
    /// What to do, in words.
    task: Texts,
    /// The task "play this move".
    play: Option<String>,
    /// The task "find a move with these properties".
    find: Option<PropsText>,
    /// Exactly the moves that have the `find` properties.
    answers: Option<Vec<String>>,
    /// What the move does (each answer, for `find`): checked.
    outcome: Option<PropsText>,
    /// Said when another move is tried.
    hint: Option<Texts>,
    /// Shown after the move.
    explain: Texts,
}

/// A move's facts in a line: what `--moves` prints and refusals quote.
fn words(facts: &MoveFacts) -> String {
    let lifted = list(facts.lifted.iter());
    let mut w = format!("{}: laps {} ({lifted})", facts.mv, facts.laps());
    if let Some(end) = facts.ends {
        let _ = write!(w, ", ends {end}");
    }
    if facts.put_aside > 0 {
        let _ = write!(w, ", put_aside {}", facts.put_aside);
    }
    for c in &facts.captures {
        let _ = write!(
            w,
            ", capture {} from {} to {} ({})",
            c.seeds,
            c.hole,
            c.to,
            c.kind.key()
        );
    }
    for c in &facts.claims {
        let _ = write!(w, ", {} claims {}", c.by, c.hole);
    }
    if facts.extra_move {
        w.push_str(", extra_move");
    }
    if let Some(t) = facts.race_ticks.both() {
        let _ = write!(w, ", race_ticks B {} A {}", t.b, t.a);
    }
    if let Some(p) = facts.race_winner {
        let _ = write!(w, ", race_winner {p}");
    }
    for p in &facts.passes {
        let _ = write!(w, ", {p} passes");
    }
    match facts.over {
        Some(Outcome {
            winner: Some(p), ..
        }) => {
            let _ = write!(w, ", game over: {p} wins");
        }
        Some(Outcome { winner: None, .. }) => w.push_str(", game over: draw"),
        None => {}
    }
    let _ = write!(w, " -> {}", facts.after);
    w
}

fn list<T: std::fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let items: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    if items.is_empty() {
        "none".into()
    } else {
        items.join(" ")
    }
}

/// One problem of a file: its line (1-based) and what is wrong.
struct Problem {
    line: usize,
    message: String,
}

/// Reads one line as `T`, the JSON error worded with its column.
fn read_json<'a, T: Deserialize<'a>>(line: &'a str) -> Result<T, String> {
    serde_json::from_str(line).map_err(|e| {
        let text = e.to_string();
        let what = text
            .rsplit_once(" at line ")
            .map_or(text.as_str(), |(w, _)| w);
        format!("{what} (column {})", e.column())
    })
}

fn check_texts(texts: &Texts, field: &str, max: usize, out: &mut Vec<String>) {
    for (lang, text) in [("en", &texts.en), ("es", &texts.es)] {
        let chars = text.chars().count();
        if text.trim().is_empty() {
            out.push(format!("{field}.{lang} is empty"));
        } else if chars > max {
            out.push(format!(
                "{field}.{lang} has {chars} characters, at most {max} fit beside the board"
            ));
        }
    }
}

/// What a step checked gives: its problems, and (for `--moves`) the moves
/// of its position with what each does.
struct Checked {
    problems: Vec<String>,
    moves: Vec<(bool, MoveFacts)>,
}

/// Reads a step's properties against the board: a value that does not read
/// is a problem, and those properties are then not judged.
fn read_props(text: Option<&PropsText>, game: Variant, out: &mut Vec<String>) -> Option<MoveProps> {
    match text?.read(game) {
        Ok(props) => Some(props),
        Err(errors) => {
            out.extend(errors.iter().map(ToString::to_string));
            None
        }
    }
}

fn check_step(step: &Step, variant: Option<Variant>) -> Checked {
    let mut problems = Vec::new();
    check_texts(&step.title, "title", MAX_TITLE, &mut problems);
    check_texts(&step.text, "text", MAX_TEXT, &mut problems);
    check_texts(&step.task, "task", MAX_TASK, &mut problems);
    check_texts(&step.explain, "explain", MAX_EXPLAIN, &mut problems);
    if let Some(hint) = &step.hint {
        check_texts(hint, "hint", MAX_HINT, &mut problems);
    }
    let mut checked = Checked {
        problems,
        moves: Vec::new(),
    };
    let out = &mut checked.problems;
    let start: Position = match step.position.parse() {
        Ok(p) => p,
        Err(e) => {
            out.push(format!("position: {e}"));
            return checked;
        }
    };
    let game = start.variant();
    // As the engine writes it: the page compares positions as text.
    if start.to_string() != step.position {
        out.push(format!("position: write it as the engine does: {start}"));
    }
    if let Some(v) = variant {
        if v != game {
            out.push(format!(
                "position: the position is {} position, the lesson is for {}",
                game.with_article(),
                v.name()
            ));
            return checked;
        }
    }
    if start.is_over() {
        out.push("position: the game is over there, so there is no move to play".into());
        return checked;
    }
    let find = read_props(step.find.as_ref(), game, out);
    let outcome = read_props(step.outcome.as_ref(), game, out);
    let every_move: Vec<MoveFacts> = start
        .legal_moves()
        .into_iter()
        .filter_map(|mv| MoveFacts::of(&start, mv).ok())
        .collect();
    // The move (or moves) the outcome is about.
    let mut asked: Vec<Move> = Vec::new();
    let read_move = |text: &str, field: &'static str| -> Result<Move, String> {
        let mv = lesson::read_move(game, text, field).map_err(|e| e.to_string())?;
        Game::from_position(start)
            .preview(mv)
            .map(|_| mv)
            .map_err(|e| format!("{field}: {e}"))
    };
    match (&step.play, &step.find) {
        (Some(_), Some(_)) => out.push(TaskError::PlayAndFind.to_string()),
        (None, None) => out.push(TaskError::NoTask.to_string()),
        (Some(text), None) => {
            if step.answers.is_some() {
                out.push("answers go with find, not with play".into());
            }
            match read_move(text, "play") {
                Ok(mv) => asked.push(mv),
                Err(e) => out.push(e),
            }
        }
        (None, Some(_)) => {
            // Properties that do not read were reported above; nothing is judged by them.
            let task =
                find.and_then(|props| Task::find(props).map_err(|e| out.push(e.to_string())).ok());
            match &step.answers {
                None => out.push("find needs answers: every move that has the properties".into()),
                Some(answers) => {
                    let mut listed = BTreeSet::new();
                    for text in answers {
                        match read_move(text, "answers") {
                            Ok(mv) => {
                                if !listed.insert(mv.to_string()) {
                                    out.push(format!("answers: {text} is listed twice"));
                                }
                                asked.push(mv);
                            }
                            Err(e) => out.push(e),
                        }
                    }
                    if answers.is_empty() {
                        out.push("answers: no move listed".into());
                    }
                    if let Some(task) = &task {
                        let mut found = 0;
                        for facts in &every_move {
                            let text = facts.mv.to_string();
                            let misses = task.misses(facts);
                            found += usize::from(misses.is_empty());
                            if listed.contains(&text) && !misses.is_empty() {
                                let misses: Vec<String> =
                                    misses.iter().map(ToString::to_string).collect();
                                out.push(format!(
                                    "answers: {text} does not have the properties: {}",
                                    misses.join("; ")
                                ));
                            }
                            if !listed.contains(&text) && misses.is_empty() {
                                out.push(format!(
                                    "answers: {text} has the properties too but is not listed ({})",
                                    words(facts)
                                ));
                            }
                        }
                        if found == 0 && !answers.is_empty() {
                            out.push("find: no legal move has these properties".into());
                        }
                    }
                }
            }
        }
    }
    if let Some(outcome) = &outcome {
        if outcome.is_empty() {
            out.push("outcome: say at least one thing the move does, or leave outcome out".into());
        }
        for mv in &asked {
            if let Some(facts) = every_move.iter().find(|f| f.mv == *mv) {
                for miss in outcome.misses(facts) {
                    out.push(format!("outcome of {mv}: {miss}"));
                }
            }
        }
    }
    checked.moves = every_move
        .into_iter()
        .map(|facts| (asked.contains(&facts.mv), facts))
        .collect();
    checked
}

/// Checks one lesson file; `report` gets each step's moves for `--moves`.
fn check_file(
    path: &str,
    text: &str,
    min_steps: u64,
    mut report: impl FnMut(usize, &str, &[(bool, MoveFacts)]),
) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut lines = text
        .split('\n')
        .enumerate()
        .map(|(n, l)| (n + 1, l.trim_end_matches('\r')))
        .filter(|(_, l)| !l.trim().is_empty());
    let Some((header_line, header)) = lines.next() else {
        problems.push(Problem {
            line: 1,
            message: "the file is empty: a lesson starts with a header line {\"game\", \"title\"}"
                .into(),
        });
        return problems;
    };
    let mut variant = None;
    match read_json::<Header>(header) {
        Err(e) => problems.push(Problem {
            line: header_line,
            message: format!("header: {e}"),
        }),
        Ok(h) => {
            let mut out = Vec::new();
            check_texts(&h.title, "title", MAX_TITLE, &mut out);
            match h.game.parse::<Variant>() {
                Ok(v) => {
                    variant = Some(v);
                    let stem = std::path::Path::new(path)
                        .file_stem()
                        .and_then(|s| s.to_str())
                        .unwrap_or_default();
                    if stem.parse::<Variant>().is_ok() && stem != v.key() {
                        out.push(format!(
                            "game: the file {stem}.jsonl is the {stem} lesson, but its header says {}",
                            v.key()
                        ));
                    }
                }
                Err(e) => out.push(format!("game: {}", e.message)),
            }
            problems.extend(out.into_iter().map(|message| Problem {
                line: header_line,
                message,
            }));
        }
    }
    let mut steps = 0;
    for (line, raw) in lines {
        steps += 1;
        match read_json::<Step>(raw) {
            Err(e) => problems.push(Problem {
                line,
                message: format!("step {steps}: {e}"),
            }),
            Ok(step) => {
                let checked = check_step(&step, variant);
                report(line, &step.position, &checked.moves);
                problems.extend(checked.problems.into_iter().map(|m| Problem {
                    line,
                    message: format!("step {steps}: {m}"),
                }));
            }
        }
    }
    if steps < min_steps {
        problems.push(Problem {
            line: header_line,
            message: format!("the lesson has {steps} steps, at least {min_steps} are needed"),
        });
    }
    problems
}

impl LessonArgs {
    pub fn run(self, out: &mut impl Write) -> CliResult<()> {
        let mut failed = 0;
        let mut count = 0;
        for path in &self.files {
            let problems = match std::fs::read_to_string(path) {
                Err(e) => vec![Problem {
                    line: 1,
                    message: format!("cannot read the file: {e}"),
                }],
                Ok(text) => {
                    let mut listing = String::new();
                    let problems =
                        check_file(path, &text, self.min_steps, |line, position, moves| {
                            if self.moves {
                                let _ = writeln!(listing, "{path}:{line}: {position}");
                                for (asked, facts) in moves {
                                    let mark = if *asked { '*' } else { ' ' };
                                    let _ = writeln!(listing, "  {mark} {}", words(facts));
                                }
                            }
                        });
                    out.write_all(listing.as_bytes())?;
                    problems
                }
            };
            count += 1;
            if problems.is_empty() {
                writeln!(out, "{path}: every step checked")?;
            } else {
                failed += 1;
                for p in &problems {
                    eprintln!("{path}:{}: {}", p.line, p.message);
                }
            }
        }
        if failed > 0 {
            return Err(CliError::Usage(format!(
                "{failed} of {count} lesson files refused (docs/LESSONS.md)"
            )));
        }
        Ok(())
    }
}
