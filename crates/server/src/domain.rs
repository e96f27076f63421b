//! The server's words for a game, apart from how they travel: how a game was set up ([`Mode`]),
//! where it stands ([`Status`]), who sits where ([`Seat`], [`TokenHash`], [`Computer`]) and the
//! open offers ([`OfferState`]). The wire (`wire.rs`) and storage (`store.rs`) spell them; the
//! rules of play (`play/`) reason with them.

use std::fmt;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use turnpan_rules::Color;

/// How a game was set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Against a friend invited by link.
    Friend,
    /// Listed in the lobby for anybody.
    Open,
    /// Both seats on one device.
    Hotseat,
    /// Against the computer (the engine holds the other seat).
    Computer,
}

impl Mode {
    const ALL: [Mode; 4] = [Mode::Friend, Mode::Open, Mode::Hotseat, Mode::Computer];

    /// The wire (and database) name.
    ///
    /// ```
    /// use turnpan_server::domain::Mode;
    /// assert_eq!(Mode::parse(Mode::Hotseat.as_str()), Some(Mode::Hotseat));
    /// assert_eq!(Mode::parse("solo"), None);
    /// ```
    pub const fn as_str(self) -> &'static str {
        match self {
            Mode::Friend => "friend",
            Mode::Open => "open",
            Mode::Hotseat => "hotseat",
            Mode::Computer => "computer",
        }
    }

    /// Parses a wire name; anything else is `None`.
    pub fn parse(text: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.as_str() == text)
    }
}

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Waiting for the second player.
    Waiting,
    /// Being played.
    Playing,
    /// Ended with a result.
    Finished,
    /// Ended without a result.
    Aborted,
}

impl Status {
    const ALL: [Status; 4] = [
        Status::Waiting,
        Status::Playing,
        Status::Finished,
        Status::Aborted,
    ];

    /// The wire (and database) name.
    ///
    /// ```
    /// use turnpan_server::domain::Status;
    /// assert_eq!(Status::parse("aborted"), Some(Status::Aborted));
    /// assert!(Status::Aborted.is_over() && !Status::Waiting.is_over());
    /// ```
    pub const fn as_str(self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Playing => "playing",
            Status::Finished => "finished",
            Status::Aborted => "aborted",
        }
    }

    /// Parses a wire name; anything else is `None`.
    pub fn parse(text: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// Whether the game has ended.
    pub const fn is_over(self) -> bool {
        matches!(self, Status::Finished | Status::Aborted)
    }
}

/// Why a game ended without a result (docs/protocol.md, `aborted`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AbortReason {
    /// The player of this colour aborted it before both sides had moved.
    Requested(Color),
    /// The side of this colour did not make its first move in time (docs/rules/chess.md,
    /// decision 6).
    NoFirstMove(Color),
    /// Nobody took the second seat while the game waited.
    NobodyJoined,
}

impl AbortReason {
    /// The wire names of the kinds of reason.
    pub const KINDS: [&'static str; 3] = ["requested", "no-first-move", "nobody-joined"];

    /// The kind's wire name.
    pub const fn kind(self) -> &'static str {
        match self {
            AbortReason::Requested(_) => Self::KINDS[0],
            AbortReason::NoFirstMove(_) => Self::KINDS[1],
            AbortReason::NobodyJoined => Self::KINDS[2],
        }
    }

    /// The side the reason is about, if any.
    pub const fn color(self) -> Option<Color> {
        match self {
            AbortReason::Requested(c) | AbortReason::NoFirstMove(c) => Some(c),
            AbortReason::NobodyJoined => None,
        }
    }

    /// The database spelling (the `reason` column of an aborted game): the kind, then the
    /// colour when there is one.
    ///
    /// ```
    /// use turnpan_rules::Color;
    /// use turnpan_server::domain::AbortReason;
    /// let r = AbortReason::NoFirstMove(Color::Black);
    /// assert_eq!(r.stored(), "no-first-move-black");
    /// assert_eq!(AbortReason::parse_stored(&r.stored()), Some(r));
    /// assert_eq!(AbortReason::parse_stored("nobody-joined"), Some(AbortReason::NobodyJoined));
    /// assert_eq!(AbortReason::parse_stored("requested"), None);
    /// ```
    pub fn stored(self) -> String {
        match self.color() {
            Some(c) => format!("{}-{}", self.kind(), c.name()),
            None => self.kind().to_owned(),
        }
    }

    /// Parses [`AbortReason::stored`]'s spelling; anything else is `None`.
    pub fn parse_stored(text: &str) -> Option<AbortReason> {
        if text == Self::KINDS[2] {
            return Some(AbortReason::NobodyJoined);
        }
        let (kind, color) = text.rsplit_once('-')?;
        let color = parse_color(color)?;
        match kind {
            "requested" => Some(AbortReason::Requested(color)),
            "no-first-move" => Some(AbortReason::NoFirstMove(color)),
            _ => None,
        }
    }
}

/// Parses a colour's wire name, `white` or `black`; anything else is `None` (a stored row with
/// another colour is damaged, not White).
///
/// ```
/// use turnpan_rules::Color;
/// assert_eq!(turnpan_server::domain::parse_color("black"), Some(Color::Black));
/// assert_eq!(turnpan_server::domain::parse_color("Black"), None);
/// ```
pub fn parse_color(text: &str) -> Option<Color> {
    [Color::White, Color::Black]
        .into_iter()
        .find(|c| c.name() == text)
}

/// The seat(s) a token holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    /// White's seat.
    White,
    /// Black's seat.
    Black,
    /// Both seats (hot-seat).
    Both,
}

impl Seat {
    /// The seat of one colour.
    pub fn of(color: Color) -> Seat {
        color.fold(Seat::White, Seat::Black)
    }

    /// Wire name.
    pub const fn name(self) -> &'static str {
        match self {
            Seat::White => "white",
            Seat::Black => "black",
            Seat::Both => "both",
        }
    }

    /// The one colour the seat plays; `None` for both seats (hot-seat).
    pub fn color(self) -> Option<Color> {
        match self {
            Seat::White => Some(Color::White),
            Seat::Black => Some(Color::Black),
            Seat::Both => None,
        }
    }

    /// Whether the seat plays `color`.
    pub fn holds(self, color: Color) -> bool {
        match self {
            Seat::White => color == Color::White,
            Seat::Black => color == Color::Black,
            Seat::Both => true,
        }
    }

    /// The colour the seat acts for: its own, or the side to move for both seats.
    ///
    /// ```
    /// use turnpan_rules::Color;
    /// use turnpan_server::domain::Seat;
    /// assert_eq!(Seat::Black.acting(Color::White), Color::Black);
    /// assert_eq!(Seat::Both.acting(Color::White), Color::White);
    /// ```
    pub fn acting(self, turn: Color) -> Color {
        match self {
            Seat::White => Color::White,
            Seat::Black => Color::Black,
            Seat::Both => turn,
        }
    }
}

/// The SHA-256 of a seat token: what the server stores and compares, never the token itself.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TokenHash([u8; 32]);

impl TokenHash {
    /// The hash of a token as the client sends it.
    ///
    /// ```
    /// use turnpan_server::domain::TokenHash;
    /// let h = TokenHash::of("0123456789abcdef0123456789abcdef");
    /// assert_eq!(TokenHash::parse_hex(&h.to_hex()), Some(h));
    /// assert_eq!(TokenHash::parse_hex("not hex"), None);
    /// ```
    pub fn of(token: &str) -> TokenHash {
        TokenHash(Sha256::digest(token.as_bytes()).into())
    }

    /// As stored: 64 lowercase hex digits.
    pub fn to_hex(self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// Reads a stored hash: exactly 64 hex digits, else `None`.
    pub fn parse_hex(text: &str) -> Option<TokenHash> {
        let bytes = text.as_bytes();
        if bytes.len() != 64 || !bytes.iter().all(u8::is_ascii_hexdigit) {
            return None;
        }
        let mut out = [0u8; 32];
        for (i, pair) in bytes.chunks_exact(2).enumerate() {
            let digits = std::str::from_utf8(pair).ok()?;
            out[i] = u8::from_str_radix(digits, 16).ok()?;
        }
        Some(TokenHash(out))
    }
}

impl fmt::Debug for TokenHash {
    // Only a prefix: enough to tell hashes apart in a log line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TokenHash({:02x}{:02x}…)", self.0[0], self.0[1])
    }
}

/// The engine's seat in a game against the computer. It holds no token: nobody can act for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Computer {
    /// The colour it plays.
    pub color: Color,
    /// Its strength.
    pub level: turnpan_engine::Level,
}

/// A rating as a game shows it: rounded, and whether it is still provisional.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShownRating {
    /// The rating, rounded.
    pub rating: i32,
    /// Whether its deviation is above 110.
    pub provisional: bool,
}

impl ShownRating {
    /// How `rating` is shown.
    ///
    /// ```
    /// use turnpan_server::domain::ShownRating;
    /// use turnpan_server::rating::Rating;
    /// let shown = ShownRating::of(Rating { rating: 1662.31, deviation: 290.3, volatility: 0.06 });
    /// assert_eq!(shown, ShownRating { rating: 1662, provisional: true });
    /// ```
    pub fn of(rating: crate::rating::Rating) -> ShownRating {
        ShownRating {
            rating: rating.rating.round() as i32,
            provisional: rating.provisional(),
        }
    }
}

/// A logged-in account, as a request knows it (from its session).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Account {
    /// The account's id (games refer to it).
    pub id: String,
    /// Its name as typed at sign-up.
    pub name: String,
}

/// A seat's account, as its game knows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// The account's id.
    pub user_id: String,
    /// Its name; `None` once the account is deleted.
    pub name: Option<String>,
    /// Its rating in the game's category (game id and speed) when the game was loaded or the
    /// seat taken; `None` in an untimed game.
    pub rating: Option<ShownRating>,
}

/// What a rated game did to one player's rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RatingDelta {
    /// The rating the game was played at, rounded.
    pub before: i32,
    /// The rating after it, rounded.
    pub after: i32,
    /// Whether the rating after it is provisional.
    pub provisional: bool,
}

/// Who made each open offer.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OfferState {
    /// Draw.
    pub draw: Option<Color>,
    /// Takeback.
    pub takeback: Option<Color>,
    /// Rematch.
    pub rematch: Option<Color>,
}

impl OfferState {
    /// Whether any offer is open.
    pub fn any(self) -> bool {
        self != OfferState::default()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_nothing_else_parses() {
        for m in Mode::ALL {
            assert_eq!(Mode::parse(m.as_str()), Some(m));
        }
        for s in Status::ALL {
            assert_eq!(Status::parse(s.as_str()), Some(s));
        }
        for junk in ["", "White", "FRIEND", "finished ", "draw"] {
            assert_eq!(Mode::parse(junk), None);
            assert_eq!(Status::parse(junk), None);
            assert_eq!(parse_color(junk), None);
        }
    }

    #[test]
    fn token_hashes_are_sha256_in_hex() {
        // SHA-256 of "abc".
        let h = TokenHash::of("abc");
        assert_eq!(
            h.to_hex(),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(TokenHash::parse_hex(&h.to_hex()), Some(h));
        assert_eq!(TokenHash::parse_hex(&h.to_hex()[..62]), None);
        assert_eq!(TokenHash::parse_hex(&"g".repeat(64)), None);
        assert_eq!(TokenHash::parse_hex(&"+f".repeat(32)), None);
        assert_eq!(TokenHash::parse_hex(&"é".repeat(32)), None);
    }
}
