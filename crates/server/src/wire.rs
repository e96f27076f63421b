//! The messages of docs/protocol.md as types: what clients send is parsed into these enums in one
//! place, and what the server sends is built from them, so the document and the code can be
//! checked against each other. The game's own words ([`Mode`], [`Status`]) are `domain.rs`'s.
//!
//! The web client's TypeScript types (`web/src/protocol.ts`) are generated from these types
//! (`ts-rs`, in the tests only): a `#[ts(type = ...)]` names the closed set of words a
//! `&'static str` field holds (`Color`, `SeatName`, `GameResult`, `Reason`, `AbortReason`,
//! `ErrorCode`), which
//! the generator spells from the server's own values. Regenerate after a change with
//! `TURNPAN_EXPORT_TS=1 cargo test -p turnpan-server --lib protocol_ts`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use turnpan_rules::{AnyGame, Color, Game, Outcome};

use crate::domain::AbortReason;
pub use crate::domain::{Mode, Status};

/// The colour a creator asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum ColorChoice {
    /// White.
    White,
    /// Black.
    Black,
    /// Drawn at random.
    #[default]
    Random,
}

/// A time control as the client gives it: seconds, fractions allowed.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ClockSpecIn {
    /// Initial time per side.
    pub initial_s: f64,
    /// Increment per timed move.
    pub increment_s: f64,
}

/// `POST /api/games`.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct CreateGame {
    /// Game id from the catalog.
    pub variant: String,
    /// Start position, when not the game's own.
    #[serde(default)]
    #[cfg_attr(test, ts(optional = nullable))]
    pub fen: Option<String>,
    /// Time control; none for an untimed game.
    #[serde(default)]
    #[cfg_attr(test, ts(optional = nullable))]
    pub clock: Option<ClockSpecIn>,
    /// How the game is played.
    pub mode: Mode,
    /// The creator's colour.
    #[serde(default)]
    #[cfg_attr(test, ts(as = "Option<ColorChoice>", optional))]
    pub color: ColorChoice,
    /// The computer's level, 1-8, for a game against the computer.
    #[serde(default)]
    #[cfg_attr(test, ts(optional = nullable))]
    pub level: Option<u8>,
    /// A rated game (needs a session, a clock, the start position, and an open or friend game).
    #[serde(default)]
    #[cfg_attr(test, ts(as = "Option<bool>", optional))]
    pub rated: bool,
}

/// `POST /api/games/{id}/join`.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct JoinGame {
    /// The invite code of a friend game.
    #[serde(default)]
    #[cfg_attr(test, ts(optional = nullable))]
    pub invite: Option<String>,
}

/// A move request, over HTTP or WebSocket.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct MoveReq {
    /// The move in engine notation.
    pub uci: String,
    /// The ply the client believes the game is at.
    #[serde(default)]
    #[cfg_attr(test, ts(optional = nullable))]
    pub ply: Option<usize>,
    /// The client's estimate of its one-way lag, for lag compensation.
    #[serde(default)]
    #[cfg_attr(test, ts(optional = nullable))]
    pub lag_ms: Option<u64>,
}

/// What to do with an offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// Make an offer.
    Offer,
    /// Accept the opponent's offer.
    Accept,
    /// Decline the opponent's offer (or withdraw one's own).
    Decline,
}

/// The body of `/draw`, `/takeback`, `/rematch` and of the matching WebSocket messages.
#[derive(Debug, Clone, Copy, Default, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ActionReq {
    /// Absent: accept an open offer of the opponent, else offer.
    #[serde(default)]
    #[cfg_attr(test, ts(optional = nullable))]
    pub action: Option<Action>,
}

/// What a player claims from an opponent who left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum ClaimResult {
    /// The win.
    #[default]
    Win,
    /// A draw.
    Draw,
}

/// The body of `/claim` and of the matching WebSocket message.
#[derive(Debug, Clone, Copy, Default, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ClaimReq {
    /// The win or a draw.
    pub result: ClaimResult,
}

/// A client's WebSocket message.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(
    tag = "t",
    content = "d",
    rename_all = "snake_case",
    deny_unknown_fields
)]
pub enum ClientMsg {
    /// Play a move.
    Move(MoveReq),
    /// Resign.
    Resign,
    /// Draw offer / answer.
    Draw(ActionReq),
    /// Takeback offer / answer.
    Takeback(ActionReq),
    /// Abort before both sides moved.
    Abort,
    /// Rematch offer / answer.
    Rematch(ActionReq),
    /// Claim the game from an opponent who left.
    Claim(ClaimReq),
    /// Send me the full state.
    Resync,
    /// Keep-alive and lag measurement.
    Ping(Ping),
    /// A line for the players' chat (`chat.rs`).
    Chat(ChatReq),
}

/// A chat line as a player sends it.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ChatReq {
    /// Plain text, at most 140 characters (`chat::MAX_CHARS`).
    pub text: String,
}

/// A chat line as the players get it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ChatLine {
    /// Who wrote it.
    #[cfg_attr(test, ts(type = "Color"))]
    #[serde(deserialize_with = "crate::names::name")]
    pub from: crate::names::Name,
    /// What they wrote: plain text, never markup.
    pub text: String,
}

/// Chat lines: all that are kept when a player's socket connects, then each new one.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ChatMsg {
    /// Oldest first.
    pub lines: Vec<ChatLine>,
}

/// How many sockets watch the game without a seat.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SpectatorsMsg {
    /// Spectators' sockets open now.
    pub count: u32,
}

/// A legal move in engine notation and in the game's own notation, for typing moves.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct LegalMove {
    /// Engine notation (`e2e4`, `e7e8q`).
    pub uci: String,
    /// The game's display notation (`e4`, `e8=Q`, `O-O`, Turnover's notation).
    pub san: String,
}

/// Every legal move of the side to move with its name in the game's notation, sorted by `uci`;
/// none when the game is over.
pub fn legal_moves_named(pos: &AnyGame, over: bool) -> Vec<LegalMove> {
    if over {
        return Vec::new();
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut named: Vec<LegalMove> = moves
        .iter()
        .map(|&mv| LegalMove {
            uci: pos.uci(mv),
            san: pos.san(mv),
        })
        .collect();
    named.sort_by(|a, b| a.uci.cmp(&b.uci));
    named
}

/// `ping` / `pong` data.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Ping {
    /// The client's timestamp, echoed as is.
    #[cfg_attr(test, ts(type = "number"))]
    pub ts: serde_json::Number,
}

/// `{result, reason, winner}`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct OutcomeView {
    /// `1-0`, `0-1`, `1/2-1/2`.
    #[cfg_attr(test, ts(type = "GameResult"))]
    #[serde(deserialize_with = "crate::names::name")]
    pub result: crate::names::Name,
    /// Kebab-case reason.
    #[cfg_attr(test, ts(type = "Reason"))]
    #[serde(deserialize_with = "crate::names::name")]
    pub reason: crate::names::Name,
    /// The winner, if any.
    #[cfg_attr(test, ts(type = "Color | null"))]
    #[serde(deserialize_with = "crate::names::opt_name")]
    pub winner: Option<crate::names::Name>,
}

impl From<Outcome> for OutcomeView {
    fn from(o: Outcome) -> OutcomeView {
        OutcomeView {
            result: o.result(),
            reason: o.reason().as_str(),
            winner: o.winner().map(Color::name),
        }
    }
}

/// `{reason, color}`: why a game was aborted, and the side it is about.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct AbortView {
    /// `requested` (`color` aborted it), `no-first-move` (`color` did not make a first move
    /// in time), `nobody-joined` (no second player came).
    #[cfg_attr(test, ts(type = "AbortReason"))]
    #[serde(deserialize_with = "crate::names::name")]
    pub reason: crate::names::Name,
    /// The side the reason is about.
    #[cfg_attr(test, ts(type = "Color | null"))]
    #[serde(deserialize_with = "crate::names::opt_name")]
    pub color: Option<crate::names::Name>,
}

impl From<AbortReason> for AbortView {
    fn from(r: AbortReason) -> AbortView {
        AbortView {
            reason: r.kind(),
            color: r.color().map(Color::name),
        }
    }
}

/// Clock readings.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ClocksView {
    /// White's remaining time.
    pub white_ms: u64,
    /// Black's remaining time.
    pub black_ms: u64,
    /// The side whose clock runs.
    #[cfg_attr(test, ts(type = "Color | null"))]
    #[serde(deserialize_with = "crate::names::opt_name")]
    pub running: Option<crate::names::Name>,
}

/// Which seats are taken.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Seats {
    /// White's seat.
    pub white: bool,
    /// Black's seat.
    pub black: bool,
}

/// Open offers: who made each.
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Offers {
    /// A draw offer.
    #[cfg_attr(test, ts(type = "Color | null"))]
    #[serde(deserialize_with = "crate::names::opt_name")]
    pub draw: Option<crate::names::Name>,
    /// A takeback offer.
    #[cfg_attr(test, ts(type = "Color | null"))]
    #[serde(deserialize_with = "crate::names::opt_name")]
    pub takeback: Option<crate::names::Name>,
    /// A rematch offer.
    #[cfg_attr(test, ts(type = "Color | null"))]
    #[serde(deserialize_with = "crate::names::opt_name")]
    pub rematch: Option<crate::names::Name>,
}

/// The computer's seat in a game against it.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ComputerView {
    /// The colour the engine plays.
    #[cfg_attr(test, ts(type = "Color"))]
    #[serde(deserialize_with = "crate::names::name")]
    pub color: crate::names::Name,
    /// Its level, 1-8.
    pub level: u8,
}

/// A seat's player as shown beside the board: an account's name and rating, or the computer.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PlayerView {
    /// The account's name (`deleted` for a deleted account), or `Computer (level N)`.
    pub name: String,
    /// The rating in the game's category (game id and speed); `null` in an untimed game and
    /// for the computer.
    pub rating: Option<i32>,
    /// Whether that rating is still provisional.
    pub provisional: bool,
    /// The computer's level, when the computer holds the seat.
    pub computer: Option<u8>,
}

/// Both seats' players: `null` for an anonymous or empty seat.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PlayersView {
    /// White's.
    pub white: Option<PlayerView>,
    /// Black's.
    pub black: Option<PlayerView>,
}

/// What a rated game did to one player's rating.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct RatingDeltaView {
    /// The rating the game was played at.
    pub before: i32,
    /// The rating after it.
    pub after: i32,
    /// Whether the rating after it is provisional.
    pub provisional: bool,
}

/// What a rated game did to both ratings.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct RatingChangeView {
    /// White's.
    pub white: RatingDeltaView,
    /// Black's.
    pub black: RatingDeltaView,
}

/// Who may claim the game from an absent opponent, and when.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ClaimView {
    /// The side whose opponent has no socket open.
    #[cfg_attr(test, ts(type = "Color"))]
    #[serde(deserialize_with = "crate::names::name")]
    pub color: crate::names::Name,
    /// Milliseconds until it may claim (0: now).
    pub in_ms: u64,
}

/// The names of the squares of the side to move's pieces in check ([`Game::checked_squares`]).
pub fn checked_names(pos: &AnyGame) -> Vec<String> {
    let geometry = pos.geometry();
    pos.checked_squares()
        .into_iter()
        .map(|sq| geometry.square_name(sq))
        .collect()
}

/// Legal destinations `{from: [to, ...]}` and legal moves of a position. A castling move has
/// two destinations: the king's square and its own rook's (docs/rules/chess.md section 6: the
/// king onto its rook is the same move, and the server reads that input as the castling).
pub fn dests_and_legal(pos: &AnyGame, over: bool) -> (BTreeMap<String, Vec<String>>, Vec<String>) {
    let mut dests: BTreeMap<String, Vec<String>> = BTreeMap::new();
    if over {
        return (dests, Vec::new());
    }
    let geometry = pos.geometry();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut legal = Vec::with_capacity(moves.len());
    for &mv in &moves {
        legal.push(pos.uci(mv));
        if pos.dropped_kind(mv).is_some() {
            // A drop (`N@e4`) has no origin on the board: the client finds it in `legal`.
            continue;
        }
        let (from, to) = pos.move_squares(mv);
        let list = dests.entry(geometry.square_name(from)).or_default();
        for to in std::iter::once(to).chain(pos.castling_rook(mv)) {
            let to = geometry.square_name(to);
            if !list.contains(&to) {
                list.push(to);
            }
        }
    }
    legal.sort();
    (dests, legal)
}

/// The game state object.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct GameState {
    /// Game id.
    pub id: String,
    /// Variant id.
    pub variant: String,
    /// The version of a player's variant the game plays (`null` for the catalog's games): its
    /// file is `GET /api/variants/{variant}/file?version=N`.
    #[serde(default)]
    pub variant_version: Option<i64>,
    /// How the game was set up.
    pub mode: Mode,
    /// The computer's colour and level, in a game against it.
    pub computer: Option<ComputerView>,
    /// Start position.
    pub initial_fen: String,
    /// Current position.
    pub fen: String,
    /// Moves played.
    pub ply: usize,
    /// Moves in engine notation.
    pub moves: Vec<String>,
    /// Moves in display notation.
    pub san: Vec<String>,
    /// The start position and the position after each move: `ply + 1` FENs.
    pub fens: Vec<String>,
    /// Last move in engine notation.
    pub last_move: Option<String>,
    /// Side to move.
    #[cfg_attr(test, ts(type = "Color"))]
    #[serde(deserialize_with = "crate::names::name")]
    pub turn: crate::names::Name,
    /// Whether the side to move is in check.
    pub check: bool,
    /// The squares of its pieces in check: the king, and in games with pieces guarded like it
    /// (coregal's queens) each of those attacked; empty when not in check.
    pub checked: Vec<String>,
    /// Where the game stands.
    pub status: Status,
    /// The result.
    pub outcome: Option<OutcomeView>,
    /// Why an aborted game was aborted (`null` otherwise, or when not known).
    pub aborted: Option<AbortView>,
    /// Time control.
    pub clock: Option<ClockSpecIn>,
    /// Clock readings.
    pub clocks: Option<ClocksView>,
    /// Time left for a pending first move.
    pub first_move_ms: Option<u64>,
    /// The side that may claim the game because its opponent left (after `in_ms`); null
    /// while both are connected or when nobody can claim (computer, hot-seat, not playing).
    pub claim: Option<ClaimView>,
    /// Taken seats.
    pub seats: Seats,
    /// Open offers.
    pub offers: Offers,
    /// The rematch game.
    pub rematch_id: Option<String>,
    /// The requester's seat.
    #[cfg_attr(test, ts(type = "SeatName | null"))]
    #[serde(deserialize_with = "crate::names::opt_name")]
    pub you: Option<crate::names::Name>,
    /// Legal destinations.
    pub dests: BTreeMap<String, Vec<String>>,
    /// Legal moves.
    pub legal: Vec<String>,
    /// `legal` with each move's name in the game's notation (for typing a move).
    pub legal_san: Vec<LegalMove>,
    /// Whether the game is rated.
    pub rated: bool,
    /// The players: accounts with their ratings, the computer; `null` for an anonymous seat.
    pub players: PlayersView,
    /// What the game did to both ratings, once a rated game has finished.
    pub rating_change: Option<RatingChangeView>,
}

/// A move broadcast.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct MoveMsg {
    /// Plies after this move.
    pub ply: usize,
    /// Engine notation.
    pub uci: String,
    /// Display notation.
    pub san: String,
    /// Position after the move.
    pub fen: String,
    /// Side to move now.
    #[cfg_attr(test, ts(type = "Color"))]
    pub turn: &'static str,
    /// Whether it is in check.
    pub check: bool,
    /// The squares of its pieces in check (as in the game's state).
    pub checked: Vec<String>,
    /// Where the game stands.
    pub status: Status,
    /// The result, when the move ended the game.
    pub outcome: Option<OutcomeView>,
    /// Clock readings.
    pub clocks: Option<ClocksView>,
    /// Time left for a pending first move.
    pub first_move_ms: Option<u64>,
    /// Legal destinations.
    pub dests: BTreeMap<String, Vec<String>>,
    /// Legal moves.
    pub legal: Vec<String>,
    /// `legal` with each move's name in the game's notation (for typing a move).
    pub legal_san: Vec<LegalMove>,
}

/// The end of a game.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct EndMsg {
    /// Plies played.
    pub ply: usize,
    /// `finished` or `aborted`.
    pub status: Status,
    /// The result.
    pub outcome: Option<OutcomeView>,
    /// Why the game was aborted (`null` when it finished).
    pub aborted: Option<AbortView>,
    /// Final clock readings.
    pub clocks: Option<ClocksView>,
    /// What the game did to both ratings (a rated game that finished; `null` otherwise).
    pub rating_change: Option<RatingChangeView>,
}

/// Offers changed.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct OffersMsg {
    /// Plies played.
    pub ply: usize,
    /// The offers.
    #[serde(flatten)]
    pub offers: Offers,
}

/// A server's WebSocket message.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "t", content = "d", rename_all = "snake_case")]
pub enum ServerMsg {
    /// Full state.
    State(Box<GameState>),
    /// A move.
    Move(Box<MoveMsg>),
    /// The end.
    End(EndMsg),
    /// Offers changed.
    Offers(OffersMsg),
    /// A rematch game exists.
    Rematch {
        /// Its id.
        id: String,
    },
    /// An error for this socket only.
    Error {
        /// Machine-readable code.
        #[cfg_attr(test, ts(type = "ErrorCode"))]
        code: &'static str,
        /// English message.
        message: String,
    },
    /// Answer to a ping.
    Pong(Ping),
    /// Chat lines, to the players only.
    Chat(ChatMsg),
    /// The number of spectators, to everybody.
    Spectators(SpectatorsMsg),
}

impl ServerMsg {
    /// The error message for an error.
    pub fn error(e: &crate::Error) -> ServerMsg {
        ServerMsg::Error {
            code: e.code(),
            message: e.public_message(),
        }
    }

    /// As a JSON text frame.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| {
            format!(r#"{{"t":"error","d":{{"code":"internal","message":"{e}"}}}}"#)
        })
    }
}

// The fields of the answers from here on are in alphabetical order, the order in which
// `serde_json::json!` wrote them before they were typed: the JSON stays byte for byte the same.

/// The answer of `POST /api/games` and `POST /api/games/{id}/join`: the seat taken.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SeatAnswer {
    /// The seat the token holds: `white`, `black` or `both` (hot-seat).
    #[cfg_attr(test, ts(type = "SeatName"))]
    pub color: &'static str,
    /// The state, with `you` for the new seat.
    pub game: GameState,
    /// Game id.
    pub id: String,
    /// The invite link of a friend game (created only): a path of the web UI.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub invite_url: Option<String>,
    /// The seat's token, 32 hex digits.
    pub token: String,
}

pub use crate::error::{ErrorBody, ErrorView};

/// A game of the catalog as `GET /api/variants` (and `turnpan variants --json`) lists it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct VariantView {
    /// Whether the game is built in (else loaded from a user's file).
    pub builtin: bool,
    /// One-line description.
    pub description: String,
    /// Board files.
    pub files: u8,
    /// The label of the first rank, for display only (0 in Turkish Chess).
    pub first_rank_label: i32,
    /// Game id.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Every piece.
    pub pieces: Vec<VariantPiece>,
    /// Letters a White pawn may promote to.
    pub promotion: Vec<String>,
    /// Letters a Black pawn may promote to: the same as `promotion` but in a game that gives
    /// Black its own (Chigorin chess).
    pub promotion_black: Vec<String>,
    /// Board ranks.
    pub ranks: u8,
    /// Start position.
    pub start_fen: String,
    /// Board transforms applied after every move; empty when none.
    pub transforms: Vec<Transform>,
    /// Squares where a side's royal piece wins the game at once (King of the Hill's centre);
    /// empty when none.
    pub goal_squares: Vec<String>,
    /// Black's own goal squares when they differ from `goal_squares`, which are then White's
    /// (Breakthrough: each side races to the other's first rank); empty otherwise.
    pub goal_squares_black: Vec<String>,
    /// The checks a side must give to win (Three-check: 3); 0 when checks are not counted.
    /// Such a game's FENs carry the checks still to give after the en-passant field (`3+3`).
    pub checks_to_win: u8,
    /// The regions some pieces keep to (xiangqi's palaces, each side of its river), each as
    /// its squares; White's and Black's listed separately. Empty when no piece keeps to one.
    pub regions: Vec<Vec<String>>,
    /// Hands and drops (crazyhouse): captured pieces or pieces given at the start are held
    /// in hand and dropped as moves (`N@e4`); null when the game has none. Such a game's FENs
    /// carry the hands after the board (`...RNBQKBNR[Qp]`), a promoted piece marked `~`.
    pub drops: Option<DropsView>,
    /// The squares joined by the board's diagonal lines (janggi's palace diagonals): two
    /// listed squares that are diagonal neighbours are joined by a line. Empty when none.
    pub diagonal_lines: Vec<String>,
    /// A side not in check may pass instead of moving (janggi): `legal` then holds the pass,
    /// the side's royal square twice (`e2e2`, SAN `pass`).
    pub pass: bool,
    /// The version of a player's variant (`GET /api/variants/{id}`); absent for the
    /// catalog's games.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub version: Option<i64>,
}

/// The drop rules of a game in [`VariantView`].
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct DropsView {
    /// A captured piece goes to the capturer's hand.
    pub captures_to_hand: bool,
    /// A captured promoted piece goes there as a pawn.
    pub demote_promoted: bool,
    /// Pawns may be dropped on their own first rank.
    pub pawns_on_first_rank: bool,
    /// Letters of the pieces never dropped on a file where their side has one already
    /// (shogi's pawns).
    pub one_per_file: Vec<String>,
    /// How many of those a side may have on one file before it may not drop another there
    /// (1; tori shogi's swallows: 2).
    pub per_file: u8,
    /// Letters of the pieces whose drop may not give mate (shogi's pawns).
    pub drop_mate_loses: Vec<String>,
    /// A piece of the hand may enter where a first-rank piece first moves from (S-chess's
    /// gating: moves such as `b1c3h` in `legal`).
    pub gating: bool,
    /// Pieces of the hand may be dropped on empty squares (`false`: only gating brings them
    /// in).
    pub plain_drops: bool,
}

/// A piece of a game in [`VariantView`].
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct VariantPiece {
    /// How it moves, in Betza notation.
    pub betza: String,
    /// Upper-case FEN letter.
    pub letter: String,
    /// English name.
    pub name: String,
    /// Whether check is about it.
    pub royal: bool,
    /// The letter of the piece it may become (shogi-style promotion), if any.
    pub promotes_to: Option<String>,
}

/// A board transform: the contents of `rotate[i]` move to `rotate[i + 1]` (the last to the
/// first) after every move.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Transform {
    /// The cycle of squares.
    pub rotate: Vec<String>,
}

impl From<&turnpan_rules::GameSummary> for VariantView {
    fn from(s: &turnpan_rules::GameSummary) -> VariantView {
        VariantView {
            builtin: s.builtin,
            description: s.description.clone(),
            files: s.files,
            first_rank_label: s.first_rank_label,
            id: s.id.clone(),
            name: s.name.clone(),
            pieces: s
                .pieces
                .iter()
                .map(|(letter, name, betza)| VariantPiece {
                    betza: betza.clone(),
                    letter: letter.to_string(),
                    name: name.clone(),
                    royal: s.royal.contains(letter),
                    promotes_to: s.promotes_to(*letter).map(|to| to.to_string()),
                })
                .collect(),
            promotion: s.promotion.iter().map(char::to_string).collect(),
            promotion_black: s.promotion_black.iter().map(char::to_string).collect(),
            ranks: s.ranks,
            start_fen: s.start_fen.clone(),
            transforms: s
                .rotations
                .iter()
                .map(|cycle| Transform {
                    rotate: cycle.clone(),
                })
                .collect(),
            goal_squares: s.goal_squares.clone(),
            goal_squares_black: s.goal_squares_black.clone(),
            checks_to_win: s.checks_to_win,
            regions: s.regions.clone(),
            drops: s.drops.map(|d| {
                let letters = |kinds| s.letters_of(kinds).iter().map(char::to_string).collect();
                DropsView {
                    captures_to_hand: d.captures_to_hand,
                    demote_promoted: d.demote_promoted,
                    pawns_on_first_rank: d.pawns_on_first_rank,
                    one_per_file: letters(d.one_per_file),
                    per_file: d.per_file,
                    drop_mate_loses: letters(d.drop_mate_loses),
                    gating: d.gating,
                    plain_drops: d.plain_drops,
                }
            }),
            diagonal_lines: s.diagonal_lines.clone(),
            pass: s.pass,
            version: None,
        }
    }
}

/// A piece's diagram as `GET /api/variants/{id}/pieces` lists it (see
/// [`turnpan_rules::PieceDiagram`]).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PieceDiagramView {
    /// Where it may capture.
    pub captures: Vec<String>,
    /// Where it may capture only by jumping over one piece.
    pub hop_captures: Vec<String>,
    /// Where it may move only by jumping over a piece.
    pub hop_moves: Vec<String>,
    /// Further moves from its starting rank only.
    pub initial_moves: Vec<String>,
    /// Turnover: the piece left on `square` when it moves.
    pub leaves: Option<String>,
    /// Upper-case FEN letter.
    pub letter: String,
    /// Where it may move.
    pub moves: Vec<String>,
    /// English name.
    pub name: String,
    /// Whether it is royal.
    pub royal: bool,
    /// The square it stands on.
    pub square: String,
}

impl From<turnpan_rules::PieceDiagram> for PieceDiagramView {
    fn from(d: turnpan_rules::PieceDiagram) -> PieceDiagramView {
        PieceDiagramView {
            captures: d.captures,
            hop_captures: d.hop_captures,
            hop_moves: d.hop_moves,
            initial_moves: d.initial_moves,
            leaves: d.leaves.map(|c| c.to_string()),
            letter: d.letter.to_string(),
            moves: d.moves,
            name: d.name,
            royal: d.royal,
            square: d.square,
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn client_messages_parse_and_junk_does_not() {
        let ok = [
            r#"{"t":"move","d":{"uci":"e2e4","ply":0,"lag_ms":30}}"#,
            r#"{"t":"move","d":{"uci":"e2e4"}}"#,
            r#"{"t":"resign"}"#,
            r#"{"t":"draw","d":{"action":"offer"}}"#,
            r#"{"t":"takeback","d":{}}"#,
            r#"{"t":"abort"}"#,
            r#"{"t":"rematch","d":{"action":"accept"}}"#,
            r#"{"t":"resync"}"#,
            r#"{"t":"ping","d":{"ts":12.5}}"#,
        ];
        for text in ok {
            assert!(serde_json::from_str::<ClientMsg>(text).is_ok(), "{text}");
        }
        let bad = [
            r#"{"t":"mvoe","d":{"uci":"e2e4"}}"#,
            r#"{"t":"move","d":{"uci":"e2e4","extra":1}}"#,
            r#"{"t":"move"}"#,
            r#"{"t":"draw","d":{"action":"maybe"}}"#,
            r#"{"t":"resign","x":1}"#,
            r#"[1,2]"#,
            r#"nonsense"#,
        ];
        for text in bad {
            assert!(serde_json::from_str::<ClientMsg>(text).is_err(), "{text}");
        }
    }

    #[test]
    fn server_messages_have_the_documented_shape() {
        let m = ServerMsg::Rematch { id: "abc".into() };
        assert_eq!(m.to_json(), r#"{"t":"rematch","d":{"id":"abc"}}"#);
        let e = ServerMsg::error(&crate::Error::NotYourTurn);
        assert_eq!(
            e.to_json(),
            r#"{"t":"error","d":{"code":"not_your_turn","message":"it is not your turn"}}"#
        );
        let o = ServerMsg::Offers(OffersMsg {
            ply: 3,
            offers: Offers {
                draw: Some("white"),
                ..Offers::default()
            },
        });
        assert_eq!(
            o.to_json(),
            r#"{"t":"offers","d":{"ply":3,"draw":"white","takeback":null,"rematch":null}}"#
        );
    }

    #[test]
    fn dests_offer_the_rook_square_for_castling() {
        let pos = turnpan_rules::Catalog::builtin()
            .from_fen(
                "chess",
                "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            )
            .unwrap_or_else(|e| panic!("{e}"));
        let (dests, legal) = dests_and_legal(&pos, false);
        let mut e1 = dests["e1"].clone();
        e1.sort();
        assert_eq!(e1, ["a1", "c1", "d1", "f1", "g1", "h1"]);
        // `legal` keeps one entry per move: the castlings as the king's two-square moves.
        assert!(legal.contains(&"e1g1".to_string()) && !legal.contains(&"e1h1".to_string()));
    }

    #[test]
    fn dests_group_promotions() {
        let pos = turnpan_rules::Catalog::builtin()
            .from_fen("chess", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1")
            .unwrap_or_else(|e| panic!("{e}"));
        let (dests, legal) = dests_and_legal(&pos, false);
        assert_eq!(dests["e7"], vec!["e8".to_string()]);
        assert!(legal.contains(&"e7e8q".to_string()) && legal.contains(&"e7e8n".to_string()));
    }
}

/// Who may use a player's variant.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Visibility {
    /// Only its owner: anybody else is told it does not exist.
    #[default]
    Private,
    /// Anybody with its id, but not listed in the directory.
    Unlisted,
    /// Anybody, and listed in the directory.
    Public,
}

impl Visibility {
    /// The word stored and sent.
    pub const fn as_str(self) -> &'static str {
        match self {
            Visibility::Private => "private",
            Visibility::Unlisted => "unlisted",
            Visibility::Public => "public",
        }
    }
}

/// `POST /api/my-variants` and `PUT /api/my-variants/{id}`: a variant file and who may use it.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct MyVariantReq {
    /// The variant file's text (docs/variants.md); its `id` becomes the slug of `@name/slug`.
    pub toml: String,
    /// Who may use it.
    pub visibility: Visibility,
}

/// A stored version of a player's variant.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct MyVariantSaved {
    /// `@name/slug`.
    pub id: String,
    /// The version just stored (1 for a new variant).
    pub version: i64,
}

/// One version of a player's variant.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct VersionView {
    /// Its number.
    pub version: i64,
    /// When it was stored (ms since the epoch).
    pub created_at: i64,
}

/// A variant in `GET /api/my-variants`.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct MyVariantView {
    /// `@name/slug`.
    pub id: String,
    /// Display name of the newest version.
    pub name: String,
    /// Its description.
    pub description: String,
    /// Who may use it.
    pub visibility: Visibility,
    /// The newest version.
    pub version: i64,
    /// Every version, oldest first.
    pub versions: Vec<VersionView>,
    /// When it was made (ms since the epoch).
    pub created_at: i64,
    /// When its newest version was stored.
    pub updated_at: i64,
}

/// `GET /api/my-variants`: the caller's variants, newest first.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct MyVariants {
    /// The variants (deleted ones are not listed).
    pub variants: Vec<MyVariantView>,
    /// How many an account may have.
    pub max: i64,
}

/// A public variant in the directory.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct DirectoryEntry {
    /// `@name/slug`.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Description.
    pub description: String,
    /// The creator's name.
    pub creator: String,
    /// Games started with it (every version).
    pub games: i64,
    /// The newest version.
    pub version: i64,
    /// When the newest version was stored (ms since the epoch).
    pub updated_at: i64,
}

/// `GET /api/variants?q=...&page=...`: a page of the public variants' directory.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Directory {
    /// The page's variants, most recently updated first.
    pub variants: Vec<DirectoryEntry>,
    /// This page's number, from 1.
    pub page: u32,
    /// Whether another page follows.
    pub more: bool,
}

/// `POST /api/my-variants/import`: a Fairy-Stockfish `variants.ini` text.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ImportIniReq {
    /// One or more sections (`[name:parent]` and `key = value` lines).
    pub ini: String,
    /// The section to import; absent: the last one (the earlier ones may be its parents).
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    pub section: Option<String>,
}

/// The answer of `POST /api/my-variants/import`.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ImportedIni {
    /// The variant file (docs/variants.md), ready for `POST /api/my-variants`.
    pub toml: String,
    /// Every key the file could not express: `key = value (why)`.
    pub unsupported: Vec<String>,
}
