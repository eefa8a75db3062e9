//! `mancala games`: the games this build plays, from the rules' list, for
//! scripts that loop over them (scripts/build.sh) and for a reader of
//! GAME in every other command's help.

use std::io::Write;

use mancala_rules::Variant;

use crate::CliResult;

/// List the games: one key a line, in the engine's order (with --names, a tab and the name)
#[derive(clap::Args)]
pub struct GamesArgs {
    /// Also print each game's name after its key
    #[arg(long)]
    names: bool,
}

impl GamesArgs {
    pub fn run(self, out: &mut impl Write) -> CliResult<()> {
        for v in Variant::ALL {
            if self.names {
                writeln!(out, "{}\t{}", v.key(), v.name())?;
            } else {
                writeln!(out, "{}", v.key())?;
            }
        }
        Ok(())
    }
}
