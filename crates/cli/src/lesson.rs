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

use mancala_rules::{CaptureKind, Event, Game, Hole, Move, Player, Position, Variant};
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
    find: Option<Props>,
    /// Exactly the moves that have the `find` properties.
    answers: Option<Vec<String>>,
    /// What the move does (each answer, for `find`): checked.
    outcome: Option<Props>,
    /// Said when another move is tried.
    hint: Option<Texts>,
    /// Shown after the move.
    explain: Texts,
}

/// Properties of a move, read from its events. In `find` every one given
/// must hold; in `outcome` every one given is what the move does.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Props {
    /// The move sows from this hole (one of the two of a joint opening).
    uses: Option<String>,
    /// Holes lifted: the first lap and every relay.
    laps: Option<u32>,
    /// Where the last seed is sown.
    ends: Option<String>,
    /// Whose row the last seed is sown in ("A" or "B").
    ends_on: Option<String>,
    /// Sokusowó: seeds put aside.
    put_aside: Option<u32>,
    /// The mover captures at least one seed (or none, with false).
    capture: Option<bool>,
    /// Seeds captured for the mover.
    captured: Option<u32>,
    /// Seeds captured for the other player (Anywoli's mid-sow fours in their holes).
    given: Option<u32>,
    /// Every capture, in order.
    captures: Option<Vec<CaptureFact>>,
    /// The mover claims a hole (or none, with false).
    claim: Option<bool>,
    /// Every hole claimed, in order.
    claims: Option<Vec<String>>,
    /// Anywoli: the mover plays again.
    extra_move: Option<bool>,
    /// Sulus Aidi opening: who starts the main phase.
    race_winner: Option<String>,
    /// Sulus Aidi opening: the tick each sowing ended at.
    race_ticks: Option<RaceTicks>,
    /// The move ends the game and the mover wins.
    wins: Option<bool>,
    /// The position after the move (outcome only).
    after: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CaptureFact {
    hole: String,
    seeds: u8,
    to: String,
    kind: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(non_snake_case)]
struct RaceTicks {
    B: u32,
    A: u32,
}

/// What a move did, from its events.
struct Summary {
    mv: Move,
    mover: Option<Player>,
    laps: u32,
    /// The hole each lap was lifted from, in order.
    lifted: Vec<Hole>,
    ends: Option<Hole>,
    put_aside: u32,
    captures: Vec<(Hole, u8, Player, CaptureKind)>,
    claims: Vec<(Hole, Player)>,
    extra_move: bool,
    race_winner: Option<Player>,
    race_ticks: [Option<u32>; 2],
    passes: Vec<Player>,
    /// The game ended: the winner (None: a draw).
    over: Option<Option<Player>>,
    after: Position,
}

impl Summary {
    fn of(start: &Position, mv: Move) -> Result<Summary, String> {
        let (after, events) = Game::from_position(*start)
            .preview(mv)
            .map_err(|e| e.to_string())?;
        let mover = (start.phase() == mancala_rules::Phase::Play).then(|| start.to_move());
        let mut s = Summary {
            mv,
            mover,
            laps: 0,
            lifted: Vec::new(),
            ends: None,
            put_aside: 0,
            captures: Vec::new(),
            claims: Vec::new(),
            extra_move: false,
            race_winner: None,
            race_ticks: [None; 2],
            passes: Vec::new(),
            over: None,
            after,
        };
        for event in events {
            match event {
                Event::Lift { hole, .. } => {
                    s.laps += 1;
                    s.lifted.push(hole);
                }
                Event::Drop { hole, .. } => s.ends = Some(hole),
                Event::PutAside { .. } => s.put_aside += 1,
                Event::Capture {
                    hole,
                    seeds,
                    to,
                    kind,
                    ..
                } => s.captures.push((hole, seeds, to, kind)),
                Event::Claim { by, hole } => s.claims.push((hole, by)),
                Event::ExtraMove { .. } => s.extra_move = true,
                Event::RaceDone { player, tick } => s.race_ticks[player.index()] = Some(tick),
                Event::RaceWon { player } => s.race_winner = Some(player),
                Event::Pass { player } => s.passes.push(player),
                Event::GameOver(outcome) => s.over = Some(outcome.winner),
                Event::Tick { .. } | Event::Collect { .. } => {}
            }
        }
        Ok(s)
    }

    /// Seeds captured for `to`.
    fn captured_for(&self, to: Player) -> u32 {
        self.captures
            .iter()
            .filter(|c| c.2 == to)
            .map(|c| u32::from(c.1))
            .sum()
    }

    fn captured(&self) -> u32 {
        self.mover.map_or(0, |p| self.captured_for(p))
    }

    fn given(&self) -> u32 {
        self.mover.map_or(0, |p| self.captured_for(p.other()))
    }

    fn claimed(&self) -> bool {
        self.mover
            .is_some_and(|p| self.claims.iter().any(|c| c.1 == p))
    }

    fn wins(&self) -> bool {
        matches!(self.over, Some(Some(w)) if Some(w) == self.mover)
    }

    fn uses(&self, hole: Hole) -> bool {
        match self.mv {
            Move::Sow(h) => h == hole,
            Move::Race { b, a } => b == hole || a == hole,
        }
    }

    /// The move in a line: what `--moves` prints and refusals quote.
    fn words(&self) -> String {
        let mut w = format!("{}: laps {} ({})", self.mv, self.laps, list(&self.lifted));
        if let Some(end) = self.ends {
            let _ = write!(w, ", ends {end}");
        }
        if self.put_aside > 0 {
            let _ = write!(w, ", put_aside {}", self.put_aside);
        }
        for (hole, seeds, to, kind) in &self.captures {
            let _ = write!(
                w,
                ", capture {seeds} from {hole} to {to} ({})",
                kind_key(*kind)
            );
        }
        for (hole, by) in &self.claims {
            let _ = write!(w, ", {by} claims {hole}");
        }
        if self.extra_move {
            w.push_str(", extra_move");
        }
        if let [Some(b), Some(a)] = self.race_ticks {
            let _ = write!(w, ", race_ticks B {b} A {a}");
        }
        if let Some(p) = self.race_winner {
            let _ = write!(w, ", race_winner {p}");
        }
        for p in &self.passes {
            let _ = write!(w, ", {p} passes");
        }
        match self.over {
            Some(Some(p)) => {
                let _ = write!(w, ", game over: {p} wins");
            }
            Some(None) => w.push_str(", game over: draw"),
            None => {}
        }
        let _ = write!(w, " -> {}", self.after);
        w
    }
}

fn kind_key(kind: CaptureKind) -> &'static str {
    match kind {
        CaptureKind::MidSow => "mid-sow",
        CaptureKind::FinalSeed => "final-seed",
        CaptureKind::Opposite => "opposite",
    }
}

fn player(text: &str, field: &str) -> Result<Player, String> {
    text.parse()
        .map_err(|_| format!("{field}: expected \"A\" or \"B\", found {text:?}"))
}

fn hole(variant: Variant, text: &str, field: &str) -> Result<Hole, String> {
    Hole::parse(variant, text).map_err(|e| format!("{field}: {}", e.message))
}

/// A capture fact read and checked against the board.
type Capture = (Hole, u8, Player, CaptureKind);

fn capture_fact(variant: Variant, fact: &CaptureFact) -> Result<Capture, String> {
    let kind = match fact.kind.as_str() {
        "mid-sow" => CaptureKind::MidSow,
        "final-seed" => CaptureKind::FinalSeed,
        "opposite" => CaptureKind::Opposite,
        other => {
            return Err(format!(
                "captures: kind is \"mid-sow\", \"final-seed\" or \"opposite\", not {other:?}"
            ))
        }
    };
    Ok((
        hole(variant, &fact.hole, "captures")?,
        fact.seeds,
        player(&fact.to, "captures")?,
        kind,
    ))
}

fn list<T: std::fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let items: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    if items.is_empty() {
        "none".into()
    } else {
        items.join(" ")
    }
}

fn captures_text(captures: &[Capture]) -> String {
    list(
        captures
            .iter()
            .map(|(h, n, to, k)| format!("{n} from {h} to {to} ({})", kind_key(*k))),
    )
}

impl Props {
    fn is_empty(&self) -> bool {
        self.uses.is_none()
            && self.laps.is_none()
            && self.ends.is_none()
            && self.ends_on.is_none()
            && self.put_aside.is_none()
            && self.capture.is_none()
            && self.captured.is_none()
            && self.given.is_none()
            && self.captures.is_none()
            && self.claim.is_none()
            && self.claims.is_none()
            && self.extra_move.is_none()
            && self.race_winner.is_none()
            && self.race_ticks.is_none()
            && self.wins.is_none()
            && self.after.is_none()
    }

    /// The values that do not read (a hole not on the board, a position
    /// text that is not one), before any move is looked at.
    fn problems(&self, variant: Variant) -> Vec<String> {
        let mut out = Vec::new();
        let mut keep = |r: Result<(), String>| {
            if let Err(e) = r {
                out.push(e);
            }
        };
        if let Some(h) = &self.uses {
            keep(hole(variant, h, "uses").map(drop));
        }
        if let Some(h) = &self.ends {
            keep(hole(variant, h, "ends").map(drop));
        }
        if let Some(p) = &self.ends_on {
            keep(player(p, "ends_on").map(drop));
        }
        for fact in self.captures.iter().flatten() {
            keep(capture_fact(variant, fact).map(drop));
        }
        for h in self.claims.iter().flatten() {
            keep(hole(variant, h, "claims").map(drop));
        }
        if let Some(p) = &self.race_winner {
            keep(player(p, "race_winner").map(drop));
        }
        if let Some(text) = &self.after {
            keep(match text.parse::<Position>() {
                Ok(p) if p.variant() != variant => Err(format!(
                    "after: the position is {} position, the lesson is for {}",
                    p.variant().with_article(),
                    variant.name()
                )),
                Ok(_) => Ok(()),
                Err(e) => Err(format!("after: {e}")),
            });
        }
        out
    }

    /// Every property given that the move does not have, each in a
    /// sentence saying what the move does instead (values already checked
    /// by [`Props::problems`]; one that does not read counts as not had).
    fn misses(&self, s: &Summary) -> Vec<String> {
        let variant = s.after.variant();
        let mut out = Vec::new();
        let mut want = |ok: bool, what: String| {
            if !ok {
                out.push(what);
            }
        };
        if let Some(h) = &self.uses {
            let ok = Hole::parse(variant, h).is_ok_and(|h| s.uses(h));
            want(ok, format!("uses: the move {} does not sow from {h}", s.mv));
        }
        if let Some(n) = self.laps {
            want(
                s.laps == n,
                format!("laps: {n} stated, the move has {}", s.laps),
            );
        }
        if let Some(h) = &self.ends {
            let ok = Hole::parse(variant, h).is_ok_and(|h| s.ends == Some(h));
            let actual = s.ends.map_or("nowhere".into(), |h| h.to_string());
            want(ok, format!("ends: {h} stated, the move ends in {actual}"));
        }
        if let Some(p) = &self.ends_on {
            let actual = s.ends.map(|h| h.owner());
            let ok = p.parse::<Player>().is_ok_and(|p| actual == Some(p));
            let actual = actual.map_or("nowhere".into(), |p| format!("in {p}'s row"));
            want(ok, format!("ends_on: {p} stated, the move ends {actual}"));
        }
        if let Some(n) = self.put_aside {
            want(
                s.put_aside == n,
                format!("put_aside: {n} stated, the move puts {} aside", s.put_aside),
            );
        }
        if let Some(b) = self.capture {
            let got = s.captured() > 0;
            want(
                got == b,
                if b {
                    "capture: the move captures nothing for its mover".into()
                } else {
                    format!("capture: false stated, the move captures {}", s.captured())
                },
            );
        }
        if let Some(n) = self.captured {
            want(
                s.captured() == n,
                format!(
                    "captured: {n} stated, the move captures {} for its mover",
                    s.captured()
                ),
            );
        }
        if let Some(n) = self.given {
            want(
                s.given() == n,
                format!(
                    "given: {n} stated, the move captures {} for the other player",
                    s.given()
                ),
            );
        }
        if let Some(facts) = &self.captures {
            let stated: Result<Vec<Capture>, String> =
                facts.iter().map(|f| capture_fact(variant, f)).collect();
            let ok = stated.as_ref().is_ok_and(|c| *c == s.captures);
            let stated = stated.map_or("unreadable".into(), |c| captures_text(&c));
            want(
                ok,
                format!(
                    "captures: {stated} stated, the move captures {}",
                    captures_text(&s.captures)
                ),
            );
        }
        if let Some(b) = self.claim {
            want(
                s.claimed() == b,
                if b {
                    "claim: the move claims no hole".into()
                } else {
                    format!(
                        "claim: false stated, the move claims {}",
                        list(s.claims.iter().map(|c| c.0))
                    )
                },
            );
        }
        if let Some(holes) = &self.claims {
            let stated: Vec<Option<Hole>> =
                holes.iter().map(|h| Hole::parse(variant, h).ok()).collect();
            let actual: Vec<Option<Hole>> = s.claims.iter().map(|c| Some(c.0)).collect();
            want(
                stated == actual,
                format!(
                    "claims: {} stated, the move claims {}",
                    list(holes),
                    list(s.claims.iter().map(|c| c.0))
                ),
            );
        }
        if let Some(b) = self.extra_move {
            want(
                s.extra_move == b,
                format!(
                    "extra_move: {b} stated, the move gives {} extra move",
                    if s.extra_move { "an" } else { "no" }
                ),
            );
        }
        if let Some(p) = &self.race_winner {
            let actual = s
                .race_winner
                .map_or("nobody (no opening race)".into(), |p| p.to_string());
            want(
                s.race_winner.map(|w| w.to_string()).as_deref() == Some(p.as_str()),
                format!("race_winner: {p} stated, the race is won by {actual}"),
            );
        }
        if let Some(t) = &self.race_ticks {
            let actual = match s.race_ticks {
                [Some(b), Some(a)] => format!("B {b} A {a}"),
                _ => "none (no opening race)".into(),
            };
            want(
                s.race_ticks == [Some(t.B), Some(t.A)],
                format!(
                    "race_ticks: B {} A {} stated, the sowings end at {actual}",
                    t.B, t.A
                ),
            );
        }
        if let Some(b) = self.wins {
            let actual = match s.over {
                None => "the game goes on".to_string(),
                Some(Some(p)) => format!("{p} wins"),
                Some(None) => "a draw".to_string(),
            };
            want(
                s.wins() == b,
                format!("wins: {b} stated, after the move {actual}"),
            );
        }
        if let Some(text) = &self.after {
            let ok = text.parse::<Position>().is_ok_and(|p| p == s.after);
            want(
                ok,
                format!(
                    "after: {text:?} stated, the move leaves {:?}",
                    s.after.to_string()
                ),
            );
        }
        out
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
    moves: Vec<(bool, Summary)>,
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
    for props in [&step.find, &step.outcome].into_iter().flatten() {
        out.extend(props.problems(game));
    }
    let summaries: Vec<Summary> = start
        .legal_moves()
        .into_iter()
        .filter_map(|mv| Summary::of(&start, mv).ok())
        .collect();
    // The move (or moves) the outcome is about.
    let mut asked: Vec<Move> = Vec::new();
    let read_move = |text: &str, field: &str| -> Result<Move, String> {
        let mv = Move::parse(game, text).map_err(|e| format!("{field}: {}", e.message))?;
        if mv.to_string() != text {
            return Err(format!("{field}: write the move {text} as {mv}"));
        }
        Game::from_position(start)
            .preview(mv)
            .map(|_| mv)
            .map_err(|e| format!("{field}: {e}"))
    };
    match (&step.play, &step.find) {
        (Some(_), Some(_)) => out.push("a step has play or find, not both".into()),
        (None, None) => out.push("a step has a task: play (a move) or find (properties)".into()),
        (Some(text), None) => {
            if step.answers.is_some() {
                out.push("answers go with find, not with play".into());
            }
            match read_move(text, "play") {
                Ok(mv) => asked.push(mv),
                Err(e) => out.push(e),
            }
        }
        (None, Some(find)) => {
            if find.is_empty() {
                out.push("find: give at least one property the move must have".into());
            }
            if find.after.is_some() {
                out.push(
                    "find: after belongs in outcome (the page judges a move by its events)".into(),
                );
            }
            let has: BTreeSet<String> = summaries
                .iter()
                .filter(|s| find.misses(s).is_empty())
                .map(|s| s.mv.to_string())
                .collect();
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
                    for s in &summaries {
                        let text = s.mv.to_string();
                        let misses = find.misses(s);
                        if listed.contains(&text) && !misses.is_empty() {
                            out.push(format!(
                                "answers: {text} does not have the properties: {}",
                                misses.join("; ")
                            ));
                        }
                        if !listed.contains(&text) && misses.is_empty() {
                            out.push(format!(
                                "answers: {text} has the properties too but is not listed ({})",
                                s.words()
                            ));
                        }
                    }
                    if has.is_empty() && !answers.is_empty() {
                        out.push("find: no legal move has these properties".into());
                    }
                }
            }
        }
    }
    if let Some(outcome) = &step.outcome {
        if outcome.is_empty() {
            out.push("outcome: say at least one thing the move does, or leave outcome out".into());
        }
        for mv in &asked {
            if let Some(s) = summaries.iter().find(|s| s.mv == *mv) {
                for miss in outcome.misses(s) {
                    out.push(format!("outcome of {mv}: {miss}"));
                }
            }
        }
    }
    checked.moves = summaries
        .into_iter()
        .map(|s| (asked.contains(&s.mv), s))
        .collect();
    checked
}

/// Checks one lesson file; `report` gets each step's moves for `--moves`.
fn check_file(
    path: &str,
    text: &str,
    min_steps: u64,
    mut report: impl FnMut(usize, &str, &[(bool, Summary)]),
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
                                for (asked, s) in moves {
                                    let mark = if *asked { '*' } else { ' ' };
                                    let _ = writeln!(listing, "  {mark} {}", s.words());
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
