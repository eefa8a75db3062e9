//! Command-line arguments, and the game setup (start position and options)
//! shared by the flags and the JSON of `replay --batch`.

use mancala_rules::{LastFour, Options, ParseError, Player, Position, Variant, MAX_STALL_LIMIT};

use crate::{CliError, CliResult};

/// Flags that take a value: the word after them is never a positional.
const VALUE_FLAGS: [&str; 11] = [
    "--position",
    "--endings",
    "--record",
    "--start",
    "--last-four",
    "--stall-limit",
    "--games",
    "--seed",
    "--a",
    "--b",
    "--referee-seeds",
];

/// The arguments after the command name; each is taken at most once.
pub struct Args {
    words: Vec<Option<String>>,
}

impl Args {
    pub fn new(words: Vec<String>) -> Args {
        Args {
            words: words.into_iter().map(Some).collect(),
        }
    }

    /// The next word that is neither a flag nor a flag's value.
    pub fn next_positional(&mut self) -> Option<String> {
        let mut i = 0;
        while i < self.words.len() {
            match self.words[i].as_deref() {
                Some(w) if VALUE_FLAGS.contains(&w) => i += 2,
                Some(w) if w.starts_with("--") && w.len() > 2 => i += 1,
                Some(_) => return self.words[i].take(),
                None => i += 1,
            }
        }
        None
    }

    pub fn required_positional(&mut self, name: &str) -> CliResult<String> {
        self.next_positional()
            .ok_or_else(|| CliError(format!("missing {name} (mancala help shows the usage)")))
    }

    /// Whether the switch `name` was given (and takes it).
    pub fn flag(&mut self, name: &str) -> bool {
        match self.words.iter().position(|w| w.as_deref() == Some(name)) {
            Some(i) => {
                self.words[i] = None;
                true
            }
            None => false,
        }
    }

    /// The value after `name`, if the flag was given.
    pub fn value(&mut self, name: &str) -> CliResult<Option<String>> {
        let Some(i) = self.words.iter().position(|w| w.as_deref() == Some(name)) else {
            return Ok(None);
        };
        self.words[i] = None;
        match self.words.get_mut(i + 1).and_then(Option::take) {
            Some(value) => Ok(Some(value)),
            None => Err(CliError(format!("{name} needs a value"))),
        }
    }

    pub fn number(&mut self, name: &str) -> CliResult<Option<u64>> {
        self.value(name)?
            .map(|v| {
                v.parse()
                    .map_err(|_| CliError(format!("{name}: expected a whole number, found {v:?}")))
            })
            .transpose()
    }

    /// Fails on any word nobody asked for.
    pub fn finish(self) -> CliResult<()> {
        match self.words.into_iter().flatten().next() {
            None => Ok(()),
            Some(w) => Err(CliError(format!(
                "unexpected argument {w:?} (mancala help shows the usage)"
            ))),
        }
    }
}

/// Where a game starts: a position text, or the start position with
/// options. Options given together with a position must agree with it.
#[derive(Default, Debug)]
pub struct Setup {
    pub position: Option<String>,
    pub starter: Option<String>,
    pub last_four: Option<String>,
    pub stall_limit: Option<u64>,
}

impl Setup {
    pub fn from_args(args: &mut Args) -> CliResult<Setup> {
        Ok(Setup {
            position: args.value("--position")?,
            starter: args.value("--start")?,
            last_four: args.value("--last-four")?,
            stall_limit: args.number("--stall-limit")?,
        })
    }

    /// The start position for the game key `game`.
    pub fn start(&self, game: &str) -> CliResult<Position> {
        let variant: Variant = game.parse().map_err(|e: ParseError| CliError(e.message))?;
        let options = self.options(variant)?;
        let Some(text) = &self.position else {
            return Ok(Position::with_options(variant, options));
        };
        let position: Position = text
            .parse()
            .map_err(|e| CliError(format!("position: {e}")))?;
        if position.variant() != variant {
            return Err(CliError(format!(
                "the position is a {} position, not {}",
                position.variant().name(),
                variant.name()
            )));
        }
        let given =
            self.starter.is_some() || self.last_four.is_some() || self.stall_limit.is_some();
        if given && position.options() != options {
            return Err(CliError(
                "the options disagree with the position's own options (start=, last-four=, stall-limit=)".into(),
            ));
        }
        Ok(position)
    }

    fn options(&self, variant: Variant) -> CliResult<Options> {
        let mut options = Options::default();
        if let Some(s) = &self.starter {
            options.starter = s.parse::<Player>().map_err(|_| {
                CliError(format!(
                    "start option: expected \"A\" or \"B\", found {s:?}"
                ))
            })?;
        }
        let anywoli_only = |name: &str| {
            CliError(format!(
                "{name} is only for Anywoli, not for {}",
                variant.name()
            ))
        };
        if let Some(s) = &self.last_four {
            if variant != Variant::Anywoli {
                return Err(anywoli_only("the last-four option"));
            }
            options.last_four = LastFour::from_key(s).ok_or_else(|| {
                CliError(format!(
                    "last-four option: expected \"previous\", \"first\", \"lottery-A\" or \"lottery-B\", found {s:?}"
                ))
            })?;
        }
        if let Some(n) = self.stall_limit {
            if variant != Variant::Anywoli {
                return Err(anywoli_only("the stall-limit option"));
            }
            options.stall_limit = u16::try_from(n)
                .ok()
                .filter(|n| (1..=MAX_STALL_LIMIT).contains(n))
                .ok_or_else(|| {
                    CliError(format!(
                        "stall-limit option: expected a number from 1 to {MAX_STALL_LIMIT}, found {n}"
                    ))
                })?;
        }
        Ok(options)
    }
}
