//! Per-player values indexed by [`Player`], so no code picks a player's
//! slot by hand.

use std::ops::{Index, IndexMut};

use crate::variant::Player;

/// One `T` for each player: B's, then A's (B owns the first half of every
/// sowing circuit). Index it with a [`Player`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByPlayer<T>([T; 2]);

impl<T> ByPlayer<T> {
    pub const fn new(b: T, a: T) -> ByPlayer<T> {
        ByPlayer([b, a])
    }

    pub fn from_fn(mut f: impl FnMut(Player) -> T) -> ByPlayer<T> {
        let b = f(Player::B);
        ByPlayer([b, f(Player::A)])
    }

    pub fn map<U>(self, f: impl FnMut(T) -> U) -> ByPlayer<U> {
        ByPlayer(self.0.map(f))
    }

    /// B's then A's.
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.0.iter()
    }

    /// B's then A's, mutably.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut T> {
        self.0.iter_mut()
    }

    /// `(player, value)` pairs, B first.
    pub fn pairs(&self) -> impl Iterator<Item = (Player, &T)> {
        Player::BOTH.into_iter().zip(self.0.iter())
    }
}

impl<T: Copy> ByPlayer<T> {
    pub const fn both(value: T) -> ByPlayer<T> {
        ByPlayer([value; 2])
    }
}

impl<T> From<[T; 2]> for ByPlayer<T> {
    /// From `[b, a]`.
    fn from(values: [T; 2]) -> Self {
        ByPlayer(values)
    }
}

impl<T> Index<Player> for ByPlayer<T> {
    type Output = T;
    #[inline]
    fn index(&self, player: Player) -> &T {
        &self.0[player.index()]
    }
}

impl<T> IndexMut<Player> for ByPlayer<T> {
    #[inline]
    fn index_mut(&mut self, player: Player) -> &mut T {
        &mut self.0[player.index()]
    }
}

impl<T: PartialEq> PartialEq<[T; 2]> for ByPlayer<T> {
    /// Against `[b, a]`.
    fn eq(&self, other: &[T; 2]) -> bool {
        self.0 == *other
    }
}

#[cfg(feature = "serde")]
impl<T: serde::Serialize> serde::Serialize for ByPlayer<T> {
    /// As `{"A": a, "B": b}`, the shape the page reads.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut fields = serializer.serialize_struct("ByPlayer", 2)?;
        fields.serialize_field("A", &self[Player::A])?;
        fields.serialize_field("B", &self[Player::B])?;
        fields.end()
    }
}
