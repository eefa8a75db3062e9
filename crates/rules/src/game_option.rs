//! The options a player can set, by name, and which game has which.

/// One setting of [`Options`](crate::Options). Which a game has is
/// declared once, in its rules module (`Rules::OPTIONS`: the last-four
/// rule and the stall limit are Anywoli's alone), and asked with
/// [`Variant::has_option`](crate::Variant::has_option) by the position and
/// record readers, the record writer, the wasm module and the CLI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameOption {
    /// Who moves first.
    Start,
    /// Who takes the last four seeds.
    LastFour,
    /// How many moves without a capture end the game.
    StallLimit,
}

impl GameOption {
    pub const ALL: [GameOption; 3] = [
        GameOption::Start,
        GameOption::LastFour,
        GameOption::StallLimit,
    ];

    /// Its key in position texts and records.
    pub fn key(self) -> &'static str {
        match self {
            GameOption::Start => "start",
            GameOption::LastFour => "last-four",
            GameOption::StallLimit => "stall-limit",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{LastFour, Options, Position, Variant};

    /// The last-four rule and the stall limit are Anywoli's alone; every
    /// game has its starter; a game without an option plays its default.
    #[test]
    fn each_game_has_the_options_its_module_declares() {
        for v in Variant::ALL {
            let anywoli = v == Variant::Anywoli;
            assert!(v.has_option(GameOption::Start), "{v}");
            assert_eq!(v.has_option(GameOption::LastFour), anywoli, "{v}");
            assert_eq!(v.has_option(GameOption::StallLimit), anywoli, "{v}");
            let asked = Options {
                last_four: LastFour::FirstFinalCapturer,
                stall_limit: 7,
                ..Options::default()
            };
            let kept = Position::with_options(v, asked).options();
            assert_eq!(kept == asked, anywoli, "{v}");
            assert_eq!(asked.for_game(v), kept, "{v}");
        }
    }
}
