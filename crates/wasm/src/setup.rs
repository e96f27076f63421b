//! The board editor's rules, in plain Rust (`lib.rs` wraps it as `WasmSetup`): what a FEN of a
//! game can hold (castling rights, en passant), and the rules' own verdict on a set-up position
//! as machine-readable JSON, so the page can translate every problem.

use serde_json::{json, Value};
use turnpan_rules::{
    AnyGame, Catalog, FenError, FenErrorKind, Game, GameRecord, GameRules, SetupError,
};

use crate::analysis::{catalog_with, outcome_json};

/// A game whose set-up positions are checked: its catalog and id.
#[derive(Debug)]
pub struct Setup {
    catalog: Catalog,
    variant: String,
}

impl Setup {
    /// A built-in game by id, or the game of a variant file's text (TOML, docs/variants.md).
    ///
    /// ```
    /// let s = turnpan_wasm::Setup::new("chess", None).unwrap();
    /// assert!(s.check("8/8/8/8/8/8/8/8 w - - 0 1").contains("\"no-royal\""));
    /// assert!(turnpan_wasm::Setup::new("nonesuch", None).is_err());
    /// ```
    ///
    /// # Errors
    /// An unknown game id, or the variant file's own error (with its line and field).
    pub fn new(variant: &str, file: Option<&str>) -> Result<Setup, String> {
        let (catalog, variant) = catalog_with(variant, file)?;
        Ok(Setup { catalog, variant })
    }

    fn rules(&self) -> &GameRules {
        self.catalog
            .get(&self.variant)
            .unwrap_or_else(|| unreachable!("the catalog holds the game it was made for"))
    }

    /// What the game's FEN can hold, as JSON: `castling` (the rights, a subset of `KQkq` in
    /// that order; empty when the game has no castling), `en_passant` (whether it has en
    /// passant), `royal` (the royal piece's letter, or `null`).
    pub fn facts(&self) -> String {
        let Some(v) = self.rules().variant() else {
            return json!({ "castling": [], "en_passant": false, "royal": null }).to_string();
        };
        let mut castling = Vec::new();
        if let Some(c) = v.castling() {
            for (short, long) in [("K", "Q"), ("k", "q")] {
                if c.sides[0].is_some() {
                    castling.push(short);
                }
                if c.sides[1].is_some() {
                    castling.push(long);
                }
            }
        }
        json!({
            "castling": castling,
            "en_passant": v.en_passant(),
            "royal": v.royal_kind().map(|k| v.piece(k).letter.to_string()),
        })
        .to_string()
    }

    /// The rules' verdict on a FEN, as JSON. A readable position: `{"ok": true, "fen", "turn",
    /// "check", "outcome"}`, where `fen` is the position as the rules write it (castling rights
    /// whose king or rook is not in place dropped, an en-passant square with no capture
    /// dropped) and `outcome` is `null` or `{result, reason, winner}` when the position is
    /// already over. Otherwise `{"ok": false, "error": {"code", "field", "column", "args",
    /// "message"}}`: `code` is [`FenErrorKind::code`], `field` [`turnpan_rules::FenField::code`],
    /// `column` the 1-based character or `null`, `args` the problem's details, `message` the
    /// rules' English text.
    pub fn check(&self, fen: &str) -> String {
        match self.catalog.from_fen(&self.variant, fen) {
            Ok(game) => verdict(game),
            Err(SetupError::Fen(e)) => json!({ "ok": false, "error": fen_error_json(&e) }),
            Err(e) => json!({ "ok": false, "error": {
                "code": "unknown-variant", "field": "position", "column": null,
                "args": { "id": self.variant }, "message": e.to_string(),
            }}),
        }
        .to_string()
    }

    /// The squares the en-passant field of `fen` may name (those the rules accept there), as a
    /// JSON array of names; empty for a game without en passant or an unreadable FEN.
    pub fn en_passant_squares(&self, fen: &str) -> String {
        let Some(v) = self.rules().variant() else {
            return "[]".into();
        };
        if !v.en_passant() {
            return "[]".into();
        }
        let g = v.geometry();
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() < 2 || self.catalog.from_fen(&self.variant, fen).is_err() {
            return "[]".into();
        }
        let mut out = Vec::new();
        for sq in g.all_squares() {
            let name = g.square_name(sq);
            let mut with = fields.clone();
            with.resize(6, "-");
            with[3] = &name;
            if with[4] == "-" {
                with[4] = "0";
            }
            if with[5] == "-" {
                with[5] = "1";
            }
            if self
                .catalog
                .from_fen(&self.variant, &with.join(" "))
                .is_ok()
            {
                out.push(name);
            }
        }
        json!(out).to_string()
    }
}

fn verdict(game: AnyGame) -> Value {
    let record = GameRecord::new(game);
    let pos = record.position();
    json!({
        "ok": true,
        "fen": pos.fen(),
        "turn": pos.turn().name(),
        "check": pos.is_check(),
        "outcome": record.outcome().map(outcome_json),
    })
}

/// A FEN error as JSON: `code`, `field`, `column`, `args` (each kind's details, colours as
/// `white`/`black`), `message`.
pub fn fen_error_json(e: &FenError) -> Value {
    let args = match &e.kind {
        FenErrorKind::Empty
        | FenErrorKind::TooManyFields
        | FenErrorKind::EmptyRunOfZero
        | FenErrorKind::FullmoveZero
        | FenErrorKind::UnclosedHand
        | FenErrorKind::BoardTooLarge => json!({}),
        FenErrorKind::NoHands { letter } => json!({ "letter": letter.to_string() }),
        FenErrorKind::BadHand { letter, game } | FenErrorKind::NotPromotable { letter, game } => {
            json!({ "letter": letter.to_string(), "game": game })
        }
        FenErrorKind::HandTooLarge { letter, most } => {
            json!({ "letter": letter.to_string(), "max": most })
        }
        FenErrorKind::RankCount { given, ranks } => json!({ "given": given, "ranks": ranks }),
        FenErrorKind::BadChecks { text, most } => json!({ "text": text, "max": most }),
        FenErrorKind::BadRun { run } => json!({ "text": run.to_string() }),
        FenErrorKind::UnknownPiece { letter, game } => {
            json!({ "letter": letter.to_string(), "game": game })
        }
        FenErrorKind::NotTurnoverPiece { letter }
        | FenErrorKind::BadCastling { letter }
        | FenErrorKind::NoFirstMoveRight { letter }
        | FenErrorKind::NoGate { letter }
        | FenErrorKind::RepeatedCastling { letter } => json!({ "letter": letter.to_string() }),
        FenErrorKind::RankTooLong { rank, files } => json!({ "rank": rank, "files": files }),
        FenErrorKind::RankTooShort {
            rank,
            squares,
            files,
        } => json!({ "rank": rank, "squares": squares, "files": files }),
        FenErrorKind::BadSideToMove { text }
        | FenErrorKind::NotASquare { text }
        | FenErrorKind::NotANumber { text }
        | FenErrorKind::BadCount { text }
        | FenErrorKind::NotANonNegativeNumber { text } => json!({ "text": text }),
        FenErrorKind::NoDoubleStep { square }
        | FenErrorKind::HoleNotMarked { square }
        | FenErrorKind::NotAHole { square } => json!({ "square": square }),
        FenErrorKind::NotInTurnover { text, what } => json!({
            "text": text,
            "what": if what.contains("castling") { "castling" } else { "en-passant" },
        }),
        FenErrorKind::SeveralRoyals {
            color,
            count,
            letter,
        } => json!({ "color": color.name(), "count": count, "letter": letter.to_string() }),
        FenErrorKind::NoRoyal { color, letter } => {
            json!({ "color": color.name(), "letter": letter.to_string() })
        }
        FenErrorKind::PawnOnPromotionRank { color, square }
        | FenErrorKind::PawnBehindItsStart { color, square } => {
            json!({ "color": color.name(), "square": square })
        }
        FenErrorKind::CheckNotOnTurn { color } => json!({ "color": color.name() }),
    };
    json!({
        "code": e.kind.code(),
        "field": e.field.code(),
        "column": e.column,
        "args": args,
        "message": e.to_string(),
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use turnpan_rules::FenField;

    fn check(game: &str, fen: &str) -> Value {
        serde_json::from_str(&Setup::new(game, None).unwrap().check(fen)).unwrap()
    }

    /// The error's code, field and args for a FEN that must be refused.
    fn refused(game: &str, fen: &str) -> (String, String, Value) {
        let v = check(game, fen);
        assert_eq!(v["ok"], false, "{game} {fen}: {v}");
        let e = &v["error"];
        assert!(!e["message"].as_str().unwrap().is_empty());
        (
            e["code"].as_str().unwrap().to_owned(),
            e["field"].as_str().unwrap().to_owned(),
            e["args"].clone(),
        )
    }

    #[test]
    fn every_reachable_code_is_answered_with_its_details() {
        let cases: &[(&str, &str, &str, &str, Value)] = &[
            ("chess", "", "empty", "placement", json!({})),
            (
                "chess",
                "8/8/8/8/8/8/8/8 w - - 0 1 x",
                "too-many-fields",
                "position",
                json!({}),
            ),
            (
                "chess",
                "8/8/8 w - - 0 1",
                "rank-count",
                "placement",
                json!({ "given": 3, "ranks": 8 }),
            ),
            (
                "chess",
                "k7/8/8/8/8/8/8/0K7 w - - 0 1",
                "empty-run-of-zero",
                "placement",
                json!({}),
            ),
            (
                "turnover",
                "9/8/8/8/8/8/8/8 w - - 0 1",
                "bad-run",
                "placement",
                json!({ "text": "9" }),
            ),
            (
                "chess",
                "k7/8/8/8/8/8/8/X6K w - - 0 1",
                "unknown-piece",
                "placement",
                json!({ "letter": "X", "game": "Chess" }),
            ),
            (
                "turnover",
                "8/8/8/8/8/8/8/K7 w - - 0 1",
                "not-turnover-piece",
                "placement",
                json!({ "letter": "K" }),
            ),
            (
                "chess",
                "k7/8/8/8/8/8/8/K8 w - - 0 1",
                "rank-too-long",
                "placement",
                json!({ "rank": 1, "files": 8 }),
            ),
            (
                "chess",
                "k7/8/8/8/8/8/8/K6 w - - 0 1",
                "rank-too-short",
                "placement",
                json!({ "rank": 1, "squares": 7, "files": 8 }),
            ),
            (
                "chess",
                "k7/8/8/8/8/8/8/K7 x - - 0 1",
                "bad-side-to-move",
                "side-to-move",
                json!({ "text": "x" }),
            ),
            (
                "chess",
                "k7/8/8/8/8/8/8/K7 w X - 0 1",
                "bad-castling",
                "castling",
                json!({ "letter": "X" }),
            ),
            (
                "chess",
                "k7/8/8/8/8/8/8/K7 w KK - 0 1",
                "repeated-castling",
                "castling",
                json!({ "letter": "K" }),
            ),
            (
                "chess",
                "k7/8/8/8/8/8/8/K7 w - z9 0 1",
                "not-a-square",
                "en-passant",
                json!({ "text": "z9" }),
            ),
            (
                "chess",
                "k7/8/8/8/8/8/8/K7 w - e6 0 1",
                "no-double-step",
                "en-passant",
                json!({ "square": "e6" }),
            ),
            (
                "turnover",
                "8/8/8/8/8/8/8/C6c w KQ - 0 1",
                "not-in-turnover",
                "castling",
                json!({ "text": "KQ", "what": "castling" }),
            ),
            (
                "turnover",
                "8/8/8/8/8/8/8/C6c w - e3 0 1",
                "not-in-turnover",
                "en-passant",
                json!({ "text": "e3", "what": "en-passant" }),
            ),
            (
                "chess",
                "k7/8/8/8/8/8/8/K7 w - - x 1",
                "not-a-number",
                "halfmove-clock",
                json!({ "text": "x" }),
            ),
            (
                "turnover",
                "8/8/8/8/8/8/8/C6c w - - -1 1",
                "not-a-non-negative-number",
                "halfmove-clock",
                json!({ "text": "-1" }),
            ),
            (
                "turnover",
                "8/8/8/8/8/8/8/C6c w - - 0 0",
                "fullmove-zero",
                "fullmove-number",
                json!({}),
            ),
            (
                "chess",
                "k7/8/8/8/8/8/8/K6K w - - 0 1",
                "several-royals",
                "position",
                json!({ "color": "white", "count": 2, "letter": "K" }),
            ),
            (
                "chess",
                "8/8/8/8/8/8/8/K7 w - - 0 1",
                "no-royal",
                "position",
                json!({ "color": "black", "letter": "K" }),
            ),
            (
                "chess",
                "k6P/8/8/8/8/8/8/K7 w - - 0 1",
                "pawn-on-promotion-rank",
                "position",
                json!({ "color": "white", "square": "h8" }),
            ),
            (
                "chess",
                "k7/8/8/8/8/8/8/K5P1 w - - 0 1",
                "pawn-behind-its-start",
                "position",
                json!({ "color": "white", "square": "g1" }),
            ),
            (
                "chess",
                "k7/8/8/8/8/8/8/K6r b - - 0 1",
                "check-not-on-turn",
                "position",
                json!({ "color": "white" }),
            ),
        ];
        for (game, fen, code, field, args) in cases {
            let got = refused(game, fen);
            assert_eq!(
                got,
                ((*code).to_owned(), (*field).to_owned(), args.clone()),
                "{game} {fen}"
            );
        }
        // The one code no checked game can reach (the variant loader refuses such boards).
        let e = turnpan_rules::FenError {
            field: FenField::Position,
            column: None,
            kind: FenErrorKind::BoardTooLarge,
        };
        assert_eq!(fen_error_json(&e)["code"], "board-too-large");
        // An unknown game, after construction cannot happen; its code is still said.
        assert!(Setup::new("nonesuch", None).is_err());
    }

    #[test]
    fn a_good_position_says_how_the_rules_write_it_and_whether_it_is_over() {
        let v = check("chess", "k7/8/8/8/8/8/8/K6R b KQ - 0 1");
        assert_eq!(v["ok"], true);
        // The rights whose king or rook is not in place are dropped.
        assert_eq!(v["fen"], "k7/8/8/8/8/8/8/K6R b - - 0 1");
        assert_eq!(v["turn"], "black");
        assert_eq!(v["outcome"], Value::Null);
        // Mate on the board: valid, but over.
        let v = check("chess", "k6R/8/1K6/8/8/8/8/8 b - - 0 1");
        assert_eq!(v["ok"], true);
        assert_eq!(v["check"], true);
        assert_eq!(v["outcome"]["reason"], "checkmate");
        assert_eq!(v["outcome"]["winner"], "white");
        // Turnover: a side with no Castle has lost.
        let v = check("turnover", "8/8/8/8/8/8/8/C6q w - - 0 1");
        assert_eq!(v["ok"], true);
        assert_eq!(v["outcome"]["winner"], "white");
        // Turnover's stacks come back as the rules write them.
        let v = check("turnover", "8/8/8/8/8/8/8/CNQBRP1c w - - 3 9");
        assert_eq!(v["fen"], "8/8/8/8/8/8/8/CNQBRP1c w - - 3 9");
    }

    #[test]
    fn facts_say_what_each_game_s_fen_can_hold() {
        let facts = |id: &str| -> Value {
            serde_json::from_str(&Setup::new(id, None).unwrap().facts()).unwrap()
        };
        assert_eq!(
            facts("chess"),
            json!({ "castling": ["K", "Q", "k", "q"], "en_passant": true, "royal": "K" })
        );
        assert_eq!(
            facts("turnover"),
            json!({ "castling": [], "en_passant": false, "royal": null })
        );
        for id in Catalog::builtin().ids() {
            assert!(facts(id)["castling"].is_array(), "{id}");
        }
    }

    #[test]
    fn en_passant_squares_are_those_behind_a_double_step() {
        let s = Setup::new("chess", None).unwrap();
        let squares =
            |fen: &str| -> Value { serde_json::from_str(&s.en_passant_squares(fen)).unwrap() };
        assert_eq!(squares("k7/8/8/3pP3/8/8/8/K7 w - - 0 1"), json!(["d6"]));
        assert_eq!(squares("k7/8/8/8/4P3/8/8/K7 b - - 0 1"), json!(["e3"]));
        assert_eq!(squares("k7/8/8/8/8/8/8/K7 w - - 0 1"), json!([]));
        assert_eq!(squares("not a fen"), json!([]));
        let t = Setup::new("turnover", None).unwrap();
        assert_eq!(t.en_passant_squares("8/8/8/8/8/8/8/C6c w - - 0 1"), "[]");
    }
}
