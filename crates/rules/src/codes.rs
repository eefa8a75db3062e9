//! Error codes as enums: each code is a variant, spelt once with the text
//! a front end keys its words by (`engine.CODE` in www/i18n).

/// An enum of codes, each with its stable text: `ALL` and `CODES` in one
/// order, `as_str`, `Display` as the text, and equality with a `&str`, so
/// a test or a front end compares a code with the text it knows.
macro_rules! codes {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $($(#[$variant_meta:meta])* $variant:ident = $text:literal,)*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$variant_meta])* $variant,)*
        }

        impl $name {
            /// Every code, in a stable order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];
            /// Every code's text, in the order of [`ALL`](Self::ALL).
            pub const CODES: &'static [&'static str] = &[$($text,)*];

            /// The code's stable text (`bad-character`, …).
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)*
                }
            }

            /// The code whose text is `text`.
            pub fn from_text(text: &str) -> Option<$name> {
                Self::ALL.iter().copied().find(|code| code.as_str() == text)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.as_str() == other
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.as_str() == *other
            }
        }

        #[cfg(feature = "serde")]
        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }
    };
}

pub(crate) use codes;
