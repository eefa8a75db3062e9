//! The game setup (start position and options) shared by the commands'
//! flags and the JSON of `replay --batch`.

use mancala_rules::{GameOption, LastFour, Options, Player, Position, Variant, MAX_STALL_LIMIT};

use std::sync::Arc;

use mancala_ai::SadeqaEndings;

use crate::{CliError, CliResult};

/// A whole number for a flag: clap puts the flag's name in front of the
/// message.
pub fn whole_number(text: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("expected a whole number, found {text:?}"))
}

/// How many games the computer plays, with which seed, and the Sadeqa II
/// endgame table its Expert plays with (`match`, `referee`).
#[derive(Debug, clap::Args)]
pub struct Games {
    /// How many games, 1 or more (sides alternate: the player scored, or
    /// the Expert, is B in even games)
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = games)]
    pub games: u32,
    /// The random generator's seed: the same seed plays the same games
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = whole_number)]
    pub seed: u64,
    /// A Sadeqa II endgame table for the Expert (without one it builds a
    /// 12-seed table of its own)
    #[arg(long, value_name = "FILE")]
    pub endings: Option<String>,
}

fn games(text: &str) -> Result<u32, String> {
    let n = whole_number(text)?;
    u32::try_from(n)
        .ok()
        .filter(|&g| g > 0)
        .ok_or_else(|| format!("expected 1 or more, found {n}"))
}

impl Games {
    /// The endgame table `--endings` names, read and checked.
    pub fn endings(&self) -> CliResult<Option<Arc<SadeqaEndings>>> {
        self.endings.as_deref().map(read_endings).transpose()
    }
}

/// The Sadeqa II endgame table in file `path` (an `--endings` flag), read
/// and checked.
pub fn read_endings(path: &str) -> CliResult<Arc<SadeqaEndings>> {
    let bytes = std::fs::read(path).map_err(|error| CliError::Unreadable {
        what: format!("--endings: cannot read {path:?}"),
        error,
    })?;
    let table = SadeqaEndings::from_bytes(&bytes).map_err(|error| CliError::Endings {
        path: path.to_string(),
        error,
    })?;
    Ok(Arc::new(table))
}

/// Where a game starts: a position text, or the start position with
/// options. Options given together with a position must agree with it.
#[derive(Default, Debug, clap::Args)]
#[command(next_help_heading = "Set-up")]
pub struct Setup {
    /// Start from this position instead (docs/FORMATS.md), e.g.
    /// "sokusowo 1,6,6,1,5,5/5,0,5,5,5,0 A captured=4,0"
    #[arg(long, value_name = "POSITION TEXT")]
    pub position: Option<String>,
    /// Who moves first: A or B (default B)
    #[arg(long = "start", value_name = "A|B")]
    pub starter: Option<String>,
    /// Anywoli: who takes the last four seeds: previous, first, lottery-A or lottery-B
    #[arg(long, value_name = "RULE")]
    pub last_four: Option<String>,
    /// Anywoli: this many moves without a capture end the game (default 100)
    #[arg(long, value_name = "N", value_parser = whole_number)]
    pub stall_limit: Option<u64>,
}

impl Setup {
    /// Whether any option (not the position) was given.
    pub fn options_given(&self) -> bool {
        self.starter.is_some() || self.last_four.is_some() || self.stall_limit.is_some()
    }

    /// The start position for the game key `game`.
    pub fn start(&self, game: &str) -> CliResult<Position> {
        let variant: Variant = game.parse().map_err(CliError::Game)?;
        let options = self.options(variant)?;
        let Some(text) = &self.position else {
            return Ok(Position::with_options(variant, options));
        };
        let position: Position = text.parse().map_err(CliError::Position)?;
        if position.variant() != variant {
            return Err(CliError::Usage(format!(
                "the position is {} position, not {}",
                position.variant().with_article(),
                variant.name()
            )));
        }
        if self.options_given() && position.options() != options {
            return Err(CliError::Usage(
                "the options disagree with the position's own options (start=, last-four=, stall-limit=)".into(),
            ));
        }
        Ok(position)
    }

    fn options(&self, variant: Variant) -> CliResult<Options> {
        let mut options = Options::default();
        if let Some(s) = &self.starter {
            options.starter = s.parse::<Player>().map_err(|_| {
                CliError::Usage(format!(
                    "start option: expected \"A\" or \"B\", found {s:?}"
                ))
            })?;
        }
        let anywoli_only = |name: &str| {
            CliError::Usage(format!(
                "{name} is only for Anywoli, not for {}",
                variant.name()
            ))
        };
        if let Some(s) = &self.last_four {
            if !variant.has_option(GameOption::LastFour) {
                return Err(anywoli_only("the last-four option"));
            }
            options.last_four = LastFour::from_key(s).ok_or_else(|| {
                CliError::Usage(format!(
                    "last-four option: expected \"previous\", \"first\", \"lottery-A\" or \"lottery-B\", found {s:?}"
                ))
            })?;
        }
        if let Some(n) = self.stall_limit {
            if !variant.has_option(GameOption::StallLimit) {
                return Err(anywoli_only("the stall-limit option"));
            }
            options.stall_limit = u16::try_from(n)
                .ok()
                .filter(|n| (1..=MAX_STALL_LIMIT).contains(n))
                .ok_or_else(|| {
                    CliError::Usage(format!(
                        "stall-limit option: expected a number from 1 to {MAX_STALL_LIMIT}, found {n}"
                    ))
                })?;
        }
        Ok(options)
    }
}
