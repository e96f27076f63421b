//! The web client's protocol types, `web/src/protocol.ts`, generated from the wire types with
//! `ts-rs`, so that the client cannot keep a second copy of the protocol that drifts.
//!
//! [`protocol_ts_is_fresh`] fails when the checked-in file is not what the types generate;
//! [`export_protocol_ts`] rewrites it when asked to:
//!
//! ```sh
//! TURNPAN_EXPORT_TS=1 cargo test -p turnpan-server --lib protocol_ts
//! ```
//!
//! A `&'static str` field of a closed set of words carries `#[ts(type = "...")]` naming one of
//! the unions written here (`Color`, `SeatName`, `GameResult`, `Reason`, `AbortReason`,
//! `ErrorCode`); they are
//! spelled from the server's own values, so they follow the code.

#![allow(clippy::unwrap_used)]

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use ts_rs::{Config, TS};
use turnpan_rules::{Color, Outcome, Reason};

use crate::account_routes::wire::*;
use crate::domain::{AbortReason, Seat};
use crate::registry::LobbyEntry;
use crate::wire::*;
use crate::Error;

/// The command that regenerates the file.
const REGENERATE: &str = "TURNPAN_EXPORT_TS=1 cargo test -p turnpan-server --lib protocol_ts";

/// The environment variable that makes [`export_protocol_ts`] write the file.
const EXPORT_VAR: &str = "TURNPAN_EXPORT_TS";

/// The checked-in file.
fn checked_in() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/src/protocol.ts")
}

/// One error of every kind. The match stops the build when a kind is added, until it is listed.
fn every_error() -> Vec<Error> {
    let all = vec![
        Error::BadRequest(String::new()),
        Error::IllegalMove(String::new()),
        Error::Unauthorized,
        Error::Forbidden(String::new()),
        Error::NotYourTurn,
        Error::NotFound,
        Error::GameOver,
        Error::Waiting,
        Error::Stale {
            current: 0,
            sent: 0,
        },
        Error::Conflict(String::new()),
        Error::TooLarge(String::new()),
        Error::RateLimited,
        Error::UnsupportedMediaType,
        Error::MethodNotAllowed,
        Error::SignInNeeded,
        Error::WrongCredentials,
        Error::NameTaken,
        Error::TooManyLogins { retry_after_s: 1 },
        Error::TooManyVariants(String::new()),
        Error::VariantTooSlow(String::new()),
        Error::Unavailable(String::new()),
        Error::internal(""),
    ];
    for e in &all {
        match e {
            Error::BadRequest(_)
            | Error::IllegalMove(_)
            | Error::Unauthorized
            | Error::Forbidden(_)
            | Error::NotYourTurn
            | Error::NotFound
            | Error::NoSuchVariant(_)
            | Error::GameOver
            | Error::Waiting
            | Error::Stale { .. }
            | Error::Conflict(_)
            | Error::TooLarge(_)
            | Error::RateLimited
            | Error::TooManyGames { .. }
            | Error::TooManyActions { .. }
            | Error::TooManyChatMessages { .. }
            | Error::TooManyConnections
            | Error::TooManyOpenGames
            | Error::UnsupportedMediaType
            | Error::MethodNotAllowed
            | Error::SignInNeeded
            | Error::WrongCredentials
            | Error::NameTaken
            | Error::TooManyLogins { .. }
            | Error::TooManyVariants(_)
            | Error::VariantTooSlow(_)
            | Error::Unavailable(_)
            | Error::Internal(_) => {}
        }
    }
    all
}

/// `"a" | "b"`, each word once, in first-seen order.
fn union(words: impl IntoIterator<Item = &'static str>) -> String {
    let mut seen = BTreeSet::new();
    let words: Vec<String> = words
        .into_iter()
        .filter(|w| seen.insert(*w))
        .map(|w| format!("\"{w}\""))
        .collect();
    words.join(" | ")
}

/// The unions of words, as `(name, doc, union)`.
fn word_unions() -> Vec<(&'static str, &'static str, String)> {
    let colors = [Color::White, Color::Black];
    let results = [
        Outcome::Decisive {
            winner: Color::White,
            reason: Reason::Checkmate,
        },
        Outcome::Decisive {
            winner: Color::Black,
            reason: Reason::Checkmate,
        },
        Outcome::Draw {
            reason: Reason::Agreement,
        },
    ];
    vec![
        ("Color", "A side.", union(colors.map(Color::name))),
        (
            "SeatName",
            "The seat a token holds: one side, or both (hot-seat).",
            union([Seat::White, Seat::Black, Seat::Both].map(Seat::name)),
        ),
        (
            "GameResult",
            "A game's result.",
            union(results.map(Outcome::result)),
        ),
        (
            "Reason",
            "Why a game ended.",
            union(Reason::ALL.map(Reason::as_str)),
        ),
        (
            "AbortReason",
            "Why a game was aborted.",
            union(AbortReason::KINDS),
        ),
        (
            "ErrorCode",
            "An error's machine-readable code.",
            union(every_error().iter().map(Error::code)),
        ),
    ]
}

/// The declarations written, and the names they use.
struct Out {
    cfg: Config,
    text: String,
    declared: BTreeSet<String>,
    used: BTreeSet<String>,
}

impl Out {
    fn decl<T: TS + 'static>(&mut self) {
        if let Some(docs) = T::docs() {
            self.text.push_str(&docs);
        }
        self.text.push_str("export ");
        self.text.push_str(&T::decl(&self.cfg));
        self.text.push_str("\n\n");
        self.declared.insert(T::ident(&self.cfg));
        self.used
            .extend(T::dependencies(&self.cfg).into_iter().map(|d| d.ts_name));
    }

    /// A type written by hand (a map type ts-rs cannot name), with the types it uses.
    fn raw(&mut self, name: &str, doc: &str, ty: &str) {
        self.text
            .push_str(&format!("/** {doc} */\nexport type {name} = {ty};\n\n"));
        self.declared.insert(name.to_owned());
    }
}

/// The text of `web/src/protocol.ts`.
fn generate() -> String {
    // Every integer of the protocol fits a JavaScript number (times in ms, plies, levels).
    let cfg = Config::new().with_large_int("number");
    let mut out = Out {
        cfg,
        text: format!(
            "// The server's wire types (crates/server/src/wire.rs, docs/protocol.md) for the web client,\n\
             // generated by ts-rs: do not edit. Regenerate with\n\
             //   {REGENERATE}\n\n"
        ),
        declared: BTreeSet::new(),
        used: BTreeSet::new(),
    };
    for (name, doc, words) in word_unions() {
        out.text
            .push_str(&format!("/** {doc} */\nexport type {name} = {words};\n\n"));
        out.declared.insert(name.to_owned());
    }
    // WebSocket messages.
    out.decl::<ServerMsg>();
    out.decl::<ClientMsg>();
    out.decl::<GameState>();
    out.decl::<MoveMsg>();
    out.decl::<EndMsg>();
    out.decl::<OffersMsg>();
    out.decl::<Ping>();
    out.decl::<MoveReq>();
    out.decl::<ActionReq>();
    out.decl::<Action>();
    out.decl::<ClaimReq>();
    out.decl::<ClaimResult>();
    out.decl::<ChatReq>();
    out.decl::<ChatMsg>();
    out.decl::<ChatLine>();
    out.decl::<SpectatorsMsg>();
    out.decl::<LegalMove>();
    // The game state's parts.
    out.decl::<Mode>();
    out.decl::<Status>();
    out.decl::<ComputerView>();
    out.decl::<OutcomeView>();
    out.decl::<AbortView>();
    out.decl::<ClockSpecIn>();
    out.decl::<ClocksView>();
    out.decl::<Seats>();
    out.decl::<Offers>();
    out.decl::<ClaimView>();
    out.decl::<PlayerView>();
    out.decl::<PlayersView>();
    out.decl::<RatingDeltaView>();
    out.decl::<RatingChangeView>();
    // HTTP.
    out.decl::<VariantView>();
    out.decl::<VariantPiece>();
    out.decl::<Transform>();
    out.decl::<DropsView>();
    out.decl::<PieceDiagramView>();
    // Players' variants.
    out.decl::<Visibility>();
    out.decl::<MyVariantReq>();
    out.decl::<MyVariantSaved>();
    out.decl::<VersionView>();
    out.decl::<MyVariantView>();
    out.decl::<MyVariants>();
    out.decl::<DirectoryEntry>();
    out.decl::<Directory>();
    out.decl::<ImportIniReq>();
    out.decl::<ImportedIni>();
    out.decl::<CreateGame>();
    out.decl::<ColorChoice>();
    out.decl::<JoinGame>();
    out.decl::<SeatAnswer>();
    out.decl::<LobbyEntry>();
    out.decl::<ErrorBody>();
    out.decl::<ErrorView>();
    // Accounts, profiles, leaderboards.
    out.decl::<Credentials>();
    out.decl::<PasswordChange>();
    out.decl::<DeleteAccount>();
    out.decl::<RatingView>();
    out.raw(
        "Ratings",
        "Ratings by game id, then by speed (`bullet`, `blitz`, `rapid`, `classical`).",
        "{ [game: string]: { [speed: string]: RatingView } }",
    );
    out.decl::<AccountView>();
    out.decl::<UserView>();
    out.decl::<GameSummary>();
    out.decl::<UserGames>();
    out.decl::<HistoryPointView>();
    out.raw(
        "History",
        "`GET /api/users/{name}/history`: points by game id, then by speed, oldest first.",
        "{ [game: string]: { [speed: string]: Array<HistoryPointView> } }",
    );
    out.decl::<LeaderView>();
    out.decl::<Leaderboard>();
    let missing: Vec<&String> = out.used.difference(&out.declared).collect();
    assert!(
        missing.is_empty(),
        "protocol.ts would use undeclared types {missing:?}: add them to protocol_ts::generate"
    );
    let mut text = indent(&out.text);
    text.truncate(text.trim_end().len());
    text.push('\n');
    text
}

/// ts-rs writes a type on one line, with each field's doc comment on lines of its own: indents
/// the lines inside an object type by its depth and drops trailing blanks, for a readable file.
fn indent(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 4);
    let mut depth = 0usize;
    for line in text.lines() {
        let line = line.trim_end();
        let doc = line.starts_with("/**") || line.starts_with(" *");
        if !line.is_empty() {
            out.push_str(&"  ".repeat(depth));
        }
        out.push_str(line);
        out.push('\n');
        if !doc {
            let opened = line.matches('{').count();
            let closed = line.matches('}').count();
            depth = (depth + opened).saturating_sub(closed);
        }
    }
    out
}

/// Writes `protocol.ts` into `dir`.
fn write_into(dir: &Path) -> PathBuf {
    let path = dir.join("protocol.ts");
    std::fs::write(&path, generate()).unwrap();
    path
}

/// Rewrites `web/src/protocol.ts` when `TURNPAN_EXPORT_TS` is set (a test, so that it sees the
/// types exactly as the test build derives them).
#[test]
fn export_protocol_ts() {
    if std::env::var_os(EXPORT_VAR).is_none() {
        return;
    }
    let target = checked_in();
    let dir = target.parent().unwrap();
    write_into(dir);
    eprintln!("wrote {}", target.display());
}

/// The checked-in `web/src/protocol.ts` is what the wire types generate, byte for byte.
#[test]
fn protocol_ts_is_fresh() {
    if std::env::var_os(EXPORT_VAR).is_some() {
        return; // export_protocol_ts is writing it.
    }
    let tmp = tempfile::tempdir().unwrap();
    let fresh = std::fs::read(write_into(tmp.path())).unwrap();
    let target = checked_in();
    let current = std::fs::read(&target).unwrap_or_default();
    assert!(
        current == fresh,
        "web/src/protocol.ts is stale (or missing): it is not what the wire types generate. \
         Regenerate it with\n  {REGENERATE}\nand commit it (`cd web && npm run build` then shows \
         what the client must follow)."
    );
}
