//! The variant designer's rules (`/variants/new`): a variant file read into its form and
//! written back ([`turnpan_rules::VariantForm`]), and the rules' verdict on a file with the
//! error's line, field and kind, so the page can show it at the field in its own language.
//! Answers are JSON texts.

use serde_json::{json, Value};
use turnpan_rules::{
    GameRules, Variant, VariantError, VariantErrorKind, VariantForm, MAX_PIECE_KINDS,
};

use crate::setup::fen_error_json;

/// The name variant files get in messages from the designer.
const FILE_NAME: &str = "variant.toml";

/// A variant file's text read into its form: `{"form": {...}}`, or `{"error": ...}` (see
/// [`variant_error_json`]) when the text is not a variant file's shape.
///
/// ```
/// let text = turnpan_rules::Variant::builtin_source("turkish").unwrap();
/// let read: serde_json::Value = serde_json::from_str(&turnpan_wasm::read_variant(text)).unwrap();
/// assert_eq!(read["form"]["ranks"], 10);
/// let bad: serde_json::Value = serde_json::from_str(&turnpan_wasm::read_variant("id = 3")).unwrap();
/// assert_eq!(bad["error"]["field"], "id");
/// ```
pub fn read_variant(text: &str) -> String {
    match VariantForm::read(FILE_NAME, text) {
        Ok(form) => json!({ "form": form }),
        Err(e) => json!({ "error": variant_error_json(&e) }),
    }
    .to_string()
}

/// A form (JSON, as [`read_variant`] gives it) written as a variant file: `{"toml": "..."}`, or
/// `{"error": {"message"}}` when the JSON is not a form.
///
/// ```
/// let text = turnpan_rules::Variant::builtin_source("chess").unwrap();
/// let read: serde_json::Value = serde_json::from_str(&turnpan_wasm::read_variant(text)).unwrap();
/// let written: serde_json::Value =
///     serde_json::from_str(&turnpan_wasm::write_variant(&read["form"].to_string())).unwrap();
/// assert!(written["toml"].as_str().unwrap().contains("[castling]"));
/// ```
pub fn write_variant(form_json: &str) -> String {
    match serde_json::from_str::<VariantForm>(form_json) {
        Ok(form) => json!({ "toml": form.to_toml() }),
        Err(e) => json!({ "error": { "message": e.to_string() } }),
    }
    .to_string()
}

/// The rules' verdict on a variant file: `{"ok": true, "variant": {...}}` with the game as
/// `GET /api/variants/{id}` describes one (its id `@draft/ID`), or `{"ok": false, "error":
/// ...}` naming the line and field at fault.
///
/// ```
/// let text = turnpan_rules::Variant::builtin_source("chess").unwrap();
/// let good: serde_json::Value = serde_json::from_str(&turnpan_wasm::check_variant(text)).unwrap();
/// assert_eq!(good["variant"]["id"], "@draft/chess");
/// let bad = text.replace("betza = \"N\"", "betza = \"N?\"");
/// let bad: serde_json::Value = serde_json::from_str(&turnpan_wasm::check_variant(&bad)).unwrap();
/// assert_eq!(bad["error"]["code"], "betza");
/// assert_eq!(bad["error"]["betza"]["column"], 2);
/// ```
pub fn check_variant(text: &str) -> String {
    let checked = Variant::from_toml(FILE_NAME, text).map(|v| v.namespaced(DRAFT_OWNER));
    match checked {
        Ok(v) => {
            let summary = GameRules::compile(v).summary(false);
            json!({ "ok": true, "variant": variant_view(&summary) })
        }
        Err(e) => json!({ "ok": false, "error": variant_error_json(&e) }),
    }
    .to_string()
}

/// An Interactive Diagram preset (chessvariants.com) as a variant file with the id given:
/// `{"toml": "...", "notes": ["what was not carried over", ...]}`, or `{"error": {"word",
/// "text", "message"}}` naming the word that could not be read.
///
/// ```
/// let preset = "files=8 ranks=8 royal=K king:K:K::e1,,e8 rook:R:R::a1,h1,,a8,h8";
/// let out: serde_json::Value =
///     serde_json::from_str(&turnpan_wasm::import_diagram("rooks", preset)).unwrap();
/// assert!(out["toml"].as_str().unwrap().contains("id = \"rooks\""));
/// let bad: serde_json::Value =
///     serde_json::from_str(&turnpan_wasm::import_diagram("x", "files=zz")).unwrap();
/// assert_eq!(bad["error"]["word"], 1);
/// ```
pub fn import_diagram(id: &str, preset: &str) -> String {
    match turnpan_rules::diagram::import(id, preset) {
        Ok(out) => json!({ "toml": out.toml, "notes": out.notes }),
        Err(e) => json!({ "error": { "word": e.word, "text": e.text, "message": e.message } }),
    }
    .to_string()
}

/// The owner the designer's unsaved variant is namespaced under (`@draft/spiral`), so that a
/// file may take any id a player's variant may (`@alice/chess` is fine).
pub const DRAFT_OWNER: &str = "draft";

/// A game as the server's `VariantView` describes it (docs/protocol.md, `GET /api/variants`).
fn variant_view(s: &turnpan_rules::GameSummary) -> Value {
    let letters = |kinds| {
        s.letters_of(kinds)
            .iter()
            .map(char::to_string)
            .collect::<Vec<_>>()
    };
    json!({
        "id": s.id, "name": s.name, "description": s.description,
        "files": s.files, "ranks": s.ranks, "first_rank_label": s.first_rank_label,
        "start_fen": s.start_fen,
        "pieces": s.pieces.iter().map(|(letter, name, betza)| json!({
            "letter": letter.to_string(), "name": name, "betza": betza,
            "royal": s.royal.contains(letter),
            "promotes_to": s.promotes_to(*letter).map(|to| to.to_string()),
        })).collect::<Vec<_>>(),
        "promotion": s.promotion.iter().map(char::to_string).collect::<Vec<_>>(),
        "transforms": s.rotations.iter().map(|r| json!({ "rotate": r })).collect::<Vec<_>>(),
        "goal_squares": s.goal_squares,
        "checks_to_win": s.checks_to_win,
        "regions": s.regions,
        "drops": s.drops.map(|d| json!({
            "captures_to_hand": d.captures_to_hand,
            "demote_promoted": d.demote_promoted,
            "pawns_on_first_rank": d.pawns_on_first_rank,
            "one_per_file": letters(d.one_per_file),
            "per_file": d.per_file,
            "drop_mate_loses": letters(d.drop_mate_loses),
            "gating": d.gating,
            "plain_drops": d.plain_drops,
        })),
        "diagonal_lines": s.diagonal_lines,
        "pass": s.pass,
        "builtin": false,
    })
}

/// A variant file's error for the page: `line`, `field` (`piece[3].betza`), `code` (the kind,
/// kebab case), `args` (its details), `message` (the rules' English), and for a Betza or a
/// start position error the inner error's own details (`betza`: `column`, `kind`, `detail`;
/// `fen`: as the board editor's).
pub fn variant_error_json(e: &VariantError) -> Value {
    let (code, args) = match &e.kind {
        VariantErrorKind::Toml(message) | VariantErrorKind::Io(message) => {
            ("shape", json!({ "message": message }))
        }
        VariantErrorKind::BadId => ("bad-id", json!({})),
        VariantErrorKind::BuiltinId { id } => ("builtin-id", json!({ "id": id })),
        VariantErrorKind::EmptyName => ("empty-name", json!({})),
        VariantErrorKind::BadBoard => ("bad-board", json!({})),
        VariantErrorKind::PieceCount => ("piece-count", json!({ "max": MAX_PIECE_KINDS })),
        VariantErrorKind::BadLetter => ("bad-letter", json!({})),
        VariantErrorKind::LetterTwice { letter } => {
            ("letter-twice", json!({ "letter": letter.to_string() }))
        }
        VariantErrorKind::Betza(_) => ("betza", json!({})),
        VariantErrorKind::SeveralRoyalKinds => ("several-royal-kinds", json!({})),
        VariantErrorKind::NoRoyalKind => ("no-royal-kind", json!({})),
        VariantErrorKind::RoyalWithoutWin => ("royal-without-win", json!({})),
        VariantErrorKind::NeedsRoyal => ("needs-royal", json!({})),
        VariantErrorKind::NoChecksWithoutCheck => ("no-checks-without-check", json!({})),
        VariantErrorKind::GoalReplyWithoutGoal => ("goal-reply-without-goal", json!({})),
        VariantErrorKind::MateRuleWithoutCheck => ("mate-rule-without-check", json!({})),
        VariantErrorKind::NoPiecesCounted => ("no-pieces-counted", json!({})),
        VariantErrorKind::CastlingWithoutKing => ("castling-without-king", json!({})),
        VariantErrorKind::NeedsGoalSquares => ("needs-goal-squares", json!({})),
        VariantErrorKind::GoalSafeWithHoldOrReply => ("goal-safe-with-hold-or-reply", json!({})),
        VariantErrorKind::NotAFile { text } => ("not-a-file", json!({ "text": text })),
        VariantErrorKind::NoSuchPiece { letter } => ("no-such-piece", json!({ "letter": letter })),
        VariantErrorKind::CastlingSquaresOverlap => ("castling-squares-overlap", json!({})),
        VariantErrorKind::BadZone { ranks } => ("bad-zone", json!({ "ranks": ranks })),
        VariantErrorKind::NoZone => ("no-zone", json!({})),
        VariantErrorKind::CastlingOverHole { file } => {
            ("castling-over-hole", json!({ "file": file.to_string() }))
        }
        VariantErrorKind::ZoneAndSquares => ("zone-and-squares", json!({})),
        VariantErrorKind::BlackSquaresWithoutSquares => {
            ("black-squares-without-squares", json!({}))
        }
        VariantErrorKind::BadLimit { letter } => ("bad-limit", json!({ "letter": letter })),
        VariantErrorKind::BadPromotionPiece { letter } => {
            ("bad-promotion-piece", json!({ "letter": letter }))
        }
        VariantErrorKind::NoPromotionPiece => ("no-promotion-piece", json!({})),
        VariantErrorKind::Square(s) => ("not-a-square", json!({ "text": s.0 })),
        VariantErrorKind::SquareTwice { square } => ("square-twice", json!({ "square": square })),
        VariantErrorKind::ShortRotation => ("short-rotation", json!({})),
        VariantErrorKind::BadRepetition => ("bad-repetition", json!({})),
        VariantErrorKind::BadChecksToWin => (
            "bad-checks-to-win",
            json!({ "max": turnpan_rules::MAX_CHECKS_TO_WIN }),
        ),
        VariantErrorKind::DropsWithTransforms => ("drops-with-transforms", json!({})),
        VariantErrorKind::NothingToDrop => ("nothing-to-drop", json!({})),
        VariantErrorKind::ExplosionCombined => ("explosion-combined", json!({})),
        VariantErrorKind::BadPromotesTo { letter } => {
            ("bad-promotes-to", json!({ "letter": letter }))
        }
        VariantErrorKind::PromotesWithoutZone => ("promotes-without-zone", json!({})),
        VariantErrorKind::MandatoryWithoutPromotesTo => {
            ("mandatory-without-promotes-to", json!({}))
        }
        VariantErrorKind::ByDropsWithoutDrops => ("by-drops-without-drops", json!({})),
        VariantErrorKind::InPlaceWithoutPawn => ("in-place-without-pawn", json!({})),
        VariantErrorKind::Chess960ByDrops => ("chess960-by-drops", json!({})),
        VariantErrorKind::HandWithNoWayIn => ("hand-with-no-way-in", json!({})),
        VariantErrorKind::GatingWithFirstMoveRights => ("gating-with-first-move-rights", json!({})),
        VariantErrorKind::PromotionRuleWithoutPromotesTo { rule } => (
            "promotion-rule-without-promotes-to",
            json!({ "rule": rule }),
        ),
        VariantErrorKind::BadPerFile { ranks } => ("bad-per-file", json!({ "ranks": ranks })),
        VariantErrorKind::BadRegion { text } => ("bad-region", json!({ "text": text })),
        VariantErrorKind::ConfinedRider => ("confined-rider", json!({})),
        VariantErrorKind::KingsFaceWithoutCheck => ("kings-face-without-check", json!({})),
        VariantErrorKind::PerpetualCheckWithoutRepetition => {
            ("perpetual-check-without-repetition", json!({}))
        }
        VariantErrorKind::LineMovesWithoutLines => ("line-moves-without-lines", json!({})),
        VariantErrorKind::LineMovesLameOrInitial => ("line-moves-lame-or-initial", json!({})),
        VariantErrorKind::NoHopOverWithoutHop => ("no-hop-over-without-hop", json!({})),
        VariantErrorKind::PassWithoutRoyal => ("pass-without-royal", json!({})),
        VariantErrorKind::BikjangWithoutPass => ("bikjang-without-pass", json!({})),
        VariantErrorKind::BadBlackBonus => ("bad-black-bonus", json!({})),
        VariantErrorKind::BadRank { ranks } => ("bad-rank", json!({ "ranks": ranks })),
        VariantErrorKind::EnPassantRanksWithoutEnPassant => {
            ("en-passant-ranks-without-en-passant", json!({}))
        }
        VariantErrorKind::PseudoRoyalWithoutCheck => ("pseudo-royal-without-check", json!({})),
        VariantErrorKind::PseudoRoyalCheckWithoutPseudoRoyal => {
            ("pseudo-royal-check-without-pseudo-royal", json!({}))
        }
        VariantErrorKind::PseudoRoyalCheckWithRoyal => ("pseudo-royal-check-with-royal", json!({})),
        VariantErrorKind::RoyalOptionalWithoutRoyal => ("royal-optional-without-royal", json!({})),
        VariantErrorKind::BadFirstMoveRight => ("bad-first-move-right", json!({})),
        VariantErrorKind::RoyalRightWithoutRight => ("royal-right-without-right", json!({})),
        VariantErrorKind::NeedsCheckmateOfRoyal => ("needs-checkmate-of-royal", json!({})),
        VariantErrorKind::Start(_) => ("start", json!({})),
    };
    let mut out = json!({
        "line": e.line, "field": e.field, "code": code, "args": args,
        "message": e.to_string(),
    });
    match &e.kind {
        VariantErrorKind::Betza(b) => {
            out["betza"] = json!({
                "column": b.column, "kind": b.kind, "detail": b.detail(), "message": b.message(),
            });
        }
        VariantErrorKind::Start(f) => out["fen"] = fen_error_json(f),
        _ => {}
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Value {
        serde_json::from_str(s).unwrap()
    }

    #[test]
    fn errors_name_line_field_and_kind() {
        let chess = Variant::builtin_source("chess").unwrap();
        let cases = [
            (
                chess.replace("files = 8", "files = 40"),
                "bad-board",
                "files",
            ),
            (
                chess.replace("letter = \"N\"", "letter = \"Q\""),
                "letter-twice",
                "piece[5].letter",
            ),
            (
                chess.replace("zone = 1", "zone = 9"),
                "bad-zone",
                "promotion.zone",
            ),
            (
                chess.replace("king_file = \"e\"", "king_file = \"z\""),
                "not-a-file",
                "castling.king_file",
            ),
            (chess.replace("w KQkq", "x KQkq"), "start", "start"),
            // Spartan chess's and Sho shogi's rules for pieces guarded like the king: without
            // such a piece, and beside a royal one.
            (
                chess.replace(
                    "move_rule = 100",
                    "move_rule = 100\npseudo_royal_check = \"all\"",
                ),
                "pseudo-royal-check-without-pseudo-royal",
                "rules.pseudo_royal_check",
            ),
            (
                chess
                    .replace("betza = \"Q\"", "betza = \"Q\"\npseudo_royal = true")
                    .replace(
                        "move_rule = 100",
                        "move_rule = 100\npseudo_royal_check = \"last\"",
                    ),
                "pseudo-royal-check-with-royal",
                "rules.pseudo_royal_check",
            ),
            // Dobutsu shogi's safe arrival does not go with Jeson Mor's held goal.
            (
                chess.replace(
                    "move_rule = 100",
                    "move_rule = 100\ngoal_squares = [\"d4\"]\ngoal_hold = true\ngoal_safe = true",
                ),
                "goal-safe-with-hold-or-reply",
                "rules.goal_safe",
            ),
            // Shatar's mate rule: a letter of no piece in either list, neither list naming a
            // piece, and the rule in a game without check, each at its own field.
            (
                format!("{chess}\n[rules.mate]\nnot_alone = [\"Z\"]\nrun_needs = [\"R\"]\n"),
                "no-such-piece",
                "rules.mate.not_alone",
            ),
            (
                format!("{chess}\n[rules.mate]\nnot_alone = [\"N\"]\nrun_needs = [\"R\", \"Z\"]\n"),
                "no-such-piece",
                "rules.mate.run_needs",
            ),
            (
                format!("{chess}\n[rules.mate]\nnot_alone = []\nrun_needs = []\n"),
                "no-pieces-counted",
                "rules.mate",
            ),
            (
                format!("{chess}\n[rules.mate]\nnot_alone = [\"N\"]\n")
                    .replace("win = \"checkmate\"", "win = \"royal-capture\""),
                "mate-rule-without-check",
                "rules.mate",
            ),
        ];
        for (text, code, field) in cases {
            let answer = parse(&check_variant(&text));
            assert_eq!(answer["ok"], false, "{code}");
            assert_eq!(answer["error"]["code"], code, "{answer}");
            assert_eq!(answer["error"]["field"], field, "{answer}");
            let line = answer["error"]["line"].as_u64().unwrap() as usize;
            assert!(line > 1 && line <= text.lines().count(), "{answer}");
        }
        let start = parse(&check_variant(&chess.replace("w KQkq", "x KQkq")));
        assert_eq!(start["error"]["fen"]["code"], "bad-side-to-move");
    }

    #[test]
    fn a_form_round_trips_through_the_page() {
        let text = Variant::builtin_source("central-rotational").unwrap();
        let form = parse(&read_variant(text))["form"].clone();
        assert_eq!(form["transforms"][0][0], "e4");
        let written = parse(&write_variant(&form.to_string()))["toml"]
            .as_str()
            .unwrap()
            .to_owned();
        assert_eq!(parse(&check_variant(&written))["ok"], true);
        assert!(parse(&write_variant("{\"id\": 1}"))["error"]["message"].is_string());
    }

    #[test]
    fn shatar_mate_rule_and_drawn_bare_king_round_trip_through_the_page() {
        let text = include_str!("../../../variants/examples/shatar.toml");
        let mut form = parse(&read_variant(text))["form"].clone();
        assert_eq!(form["rules"]["mate"]["not_alone"], json!(["N"]));
        assert_eq!(form["rules"]["mate"]["run_needs"], json!(["R", "N", "J"]));
        assert_eq!(form["rules"]["extinction"]["result"], "draw");
        // The page's edit: the bishop may not mate alone either.
        form["rules"]["mate"]["not_alone"] = json!(["N", "B"]);
        let written = parse(&write_variant(&form.to_string()))["toml"]
            .as_str()
            .unwrap()
            .to_owned();
        assert!(
            written.contains(
                "[rules.mate]\nnot_alone = [\"N\", \"B\"]\nrun_needs = [\"R\", \"N\", \"J\"]\n"
            ),
            "{written}"
        );
        assert!(written.contains("result = \"draw\""), "{written}");
        assert_eq!(parse(&check_variant(&written))["ok"], true);
        assert_eq!(parse(&read_variant(&written))["form"], form);
        // No [rules.mate]: the form has no such field, and the file no such table.
        form["rules"].as_object_mut().unwrap().remove("mate");
        let written = parse(&write_variant(&form.to_string()))["toml"]
            .as_str()
            .unwrap()
            .to_owned();
        assert!(!written.contains("[rules.mate]"), "{written}");
        assert!(parse(&read_variant(&written))["form"]["rules"]
            .get("mate")
            .is_none());
    }
}
