//! Turnpan's rules and engine for the browser: a thin `wasm-bindgen` layer over [`Analysis`],
//! which is plain Rust (and tested natively). Built by `scripts/build-wasm.sh` into
//! `web/src/wasm/` (`--target web`); the analysis pages and the board editor (`WasmSetup`) load
//! it, the game page does not.
//!
//! JavaScript:
//!
//! ```js
//! import init, { WasmGame } from './wasm/turnpan_wasm.js';
//! await init();
//! const game = new WasmGame('chess', undefined);
//! game.setPosition(undefined, ['e4', 'e5']);
//! const state = JSON.parse(game.state());
//! const result = JSON.parse(game.search(8, undefined, undefined, 3, (line) => console.log(line)));
//! const imported = JSON.parse(parsePgn(pgnText, undefined)); // {variant, fen, moves, san}
//! ```

mod analysis;
mod designer;
mod pgn;
mod setup;
mod tryits;

pub use analysis::{Analysis, SearchLimits, FULL_LEVEL_MS};
pub use designer::{
    check_variant, import_diagram, read_variant, variant_error_json, write_variant, DRAFT_OWNER,
};
pub use pgn::{parse_pgn, PgnGame};
pub use setup::{fen_error_json, Setup};
pub use tryits::try_its;

use wasm_bindgen::prelude::*;

/// A game in the browser (see [`Analysis`]; errors become JavaScript `Error`s with the same
/// message).
#[wasm_bindgen]
#[derive(Debug)]
pub struct WasmGame {
    inner: Analysis,
}

#[wasm_bindgen]
impl WasmGame {
    /// A built-in game by id, or the game of a variant file's text.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &str, file: Option<String>) -> Result<WasmGame, JsError> {
        Analysis::new(variant, file.as_deref())
            .map(|inner| WasmGame { inner })
            .map_err(|e| JsError::new(&e))
    }

    /// Sets the position: a FEN (the start when absent) and the moves from it.
    #[wasm_bindgen(js_name = setPosition)]
    pub fn set_position(&mut self, fen: Option<String>, moves: Vec<String>) -> Result<(), JsError> {
        self.inner
            .set_position(fen.as_deref(), &moves)
            .map_err(|e| JsError::new(&e))
    }

    /// Plays a move; returns its name in the game's notation.
    pub fn play(&mut self, mv: &str) -> Result<String, JsError> {
        self.inner.play(mv).map_err(|e| JsError::new(&e))
    }

    /// Takes back the last move.
    pub fn undo(&mut self) {
        self.inner.undo();
    }

    /// The position, its legal moves and its outcome, as JSON.
    pub fn state(&self) -> String {
        self.inner.state()
    }

    /// Leaf positions `depth` plies ahead (a number: exact below 2^53).
    pub fn perft(&self, depth: u32) -> f64 {
        self.inner.perft(depth) as f64
    }

    /// Searches the position; `on_info` is called with each info line (JSON). Returns the
    /// result as JSON. `level` (1-8) plays as the server's computer of that level.
    #[allow(clippy::too_many_arguments)]
    pub fn search(
        &mut self,
        depth: Option<u32>,
        nodes: Option<f64>,
        movetime_ms: Option<u32>,
        multipv: u32,
        level: Option<u8>,
        on_info: &js_sys::Function,
    ) -> String {
        let limits = SearchLimits {
            depth,
            nodes: nodes
                .filter(|n| n.is_finite() && *n >= 1.0)
                .map(|n| n as u64),
            movetime_ms,
            multipv,
            level,
        };
        self.inner.search(limits, &mut |line| {
            // A throwing callback must not end the search.
            let _ = on_info.call1(&JsValue::NULL, &JsValue::from_str(line));
        })
    }
}

/// The board editor's checks for one game (see [`Setup`]): answers are JSON texts.
#[wasm_bindgen]
#[derive(Debug)]
pub struct WasmSetup {
    inner: Setup,
}

#[wasm_bindgen]
impl WasmSetup {
    /// A built-in game by id, or the game of a variant file's text.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &str, file: Option<String>) -> Result<WasmSetup, JsError> {
        Setup::new(variant, file.as_deref())
            .map(|inner| WasmSetup { inner })
            .map_err(|e| JsError::new(&e))
    }

    /// What the game's FEN can hold: `{castling, en_passant, royal}`.
    pub fn facts(&self) -> String {
        self.inner.facts()
    }

    /// The rules' verdict on a FEN: `{ok: true, fen, turn, check, outcome}` or `{ok: false,
    /// error: {code, field, column, args, message}}`.
    #[wasm_bindgen(js_name = checkFen)]
    pub fn check_fen(&self, fen: &str) -> String {
        self.inner.check(fen)
    }

    /// The squares the FEN's en-passant field may name (a JSON array).
    #[wasm_bindgen(js_name = enPassantSquares)]
    pub fn en_passant_squares(&self, fen: &str) -> String {
        self.inner.en_passant_squares(fen)
    }
}

/// Reads the first game of a PGN text (see [`parse_pgn`]) with the built-in games and, when
/// given, the game of a variant file's text (namespaced as `variant` says when that is a
/// player's variant's id, `@alice/chess`, so its file may use a built-in game's id). Returns
/// JSON: `variant`, `fen` (`null` without a `FEN` tag), `moves` (UCI) and `san`; errors name
/// the line and column.
#[wasm_bindgen(js_name = parsePgn)]
pub fn parse_pgn_js(
    text: &str,
    file: Option<String>,
    variant: Option<String>,
) -> Result<String, JsError> {
    let catalog = match file {
        Some(file) => {
            analysis::catalog_with(variant.as_deref().unwrap_or("variant"), Some(&file))
                .map_err(|e| JsError::new(&e))?
                .0
        }
        None => turnpan_rules::Catalog::builtin(),
    };
    parse_pgn(&catalog, text)
        .map(|game| game.to_json())
        .map_err(|e| JsError::new(&e))
}

/// The variant designer: a variant file's text read into its form (see [`read_variant`]).
#[wasm_bindgen(js_name = readVariant)]
pub fn read_variant_js(text: &str) -> String {
    read_variant(text)
}

/// The variant designer: a form (JSON) written as a variant file (see [`write_variant`]).
#[wasm_bindgen(js_name = writeVariant)]
pub fn write_variant_js(form_json: &str) -> String {
    write_variant(form_json)
}

/// The variant designer: the rules' verdict on a variant file (see [`check_variant`]).
#[wasm_bindgen(js_name = checkVariant)]
pub fn check_variant_js(text: &str) -> String {
    check_variant(text)
}

/// The variant file of a built-in game defined as data (`chess`, `turkish`, ...), or nothing
/// (Turnover's rules are code; an unknown id). The designer starts from these and takes their
/// pieces into its palette.
#[wasm_bindgen(js_name = builtinVariantFile)]
pub fn builtin_variant_file(id: &str) -> Option<String> {
    turnpan_rules::Variant::builtin_source(id).map(str::to_owned)
}

/// The rules page of a variant file: one "Try it" per piece (see [`try_its`]).
#[wasm_bindgen(js_name = tryIts)]
pub fn try_its_js(file: &str) -> String {
    try_its(file)
}

/// The variant designer: an Interactive Diagram preset as a variant file (see
/// [`import_diagram`]).
#[wasm_bindgen(js_name = importDiagram)]
pub fn import_diagram_js(id: &str, preset: &str) -> String {
    import_diagram(id, preset)
}

/// Explains a piece's Betza text group by group (see
/// [`turnpan_rules::betza_explain::explain`]): JSON `{"groups": [...]}`, or `{"error":
/// {"column", "message", "kind", "detail"}}` naming the column of the first character that is not Betza. The
/// page turns the groups into words in its language.
#[wasm_bindgen(js_name = explainBetza)]
pub fn explain_betza(text: &str) -> String {
    betza_json(text)
}

/// [`explain_betza`] as plain Rust.
///
/// ```
/// let json: serde_json::Value = serde_json::from_str(&turnpan_wasm::betza_json("fmW")).unwrap();
/// assert_eq!(json["groups"][0]["movements"][0]["modality"], "move-only");
/// let bad: serde_json::Value = serde_json::from_str(&turnpan_wasm::betza_json("fmX")).unwrap();
/// assert_eq!(bad["error"]["column"], 3);
/// ```
pub fn betza_json(text: &str) -> String {
    let value = match turnpan_rules::betza_explain::explain(text) {
        Ok(groups) => serde_json::json!({ "groups": groups }),
        Err(e) => betza_error_json(&e),
    };
    value.to_string()
}

/// The diagram of a piece described by `betza` alone, shown as `letter` on the central square
/// of an empty `files` x `ranks` board (see [`turnpan_rules::betza_diagram`]): JSON with the
/// fields of the server's piece diagrams, or an error as [`explain_betza`]'s (`column` 0 and
/// `kind` `board` when the board is at fault).
#[wasm_bindgen(js_name = betzaDiagram)]
pub fn betza_diagram(betza: &str, letter: char, files: u8, ranks: u8) -> String {
    betza_diagram_json(betza, letter, files, ranks)
}

/// [`betza_diagram`] as plain Rust.
///
/// ```
/// let json: serde_json::Value =
///     serde_json::from_str(&turnpan_wasm::betza_diagram_json("N", 'N', 8, 8)).unwrap();
/// assert_eq!(json["moves"].as_array().unwrap().len(), 8);
/// let bad: serde_json::Value =
///     serde_json::from_str(&turnpan_wasm::betza_diagram_json("N", 'N', 40, 8)).unwrap();
/// assert_eq!(bad["error"]["column"], 0);
/// ```
pub fn betza_diagram_json(betza: &str, letter: char, files: u8, ranks: u8) -> String {
    use turnpan_rules::BetzaDiagramError;
    let value = match turnpan_rules::betza_diagram(betza, letter, files, ranks) {
        Ok(d) => serde_json::to_value(d).unwrap_or_default(),
        Err(BetzaDiagramError::Betza(e)) => betza_error_json(&e),
        Err(e) => serde_json::json!({
            "error": { "column": 0, "message": e.to_string(), "kind": "board", "detail": "" }
        }),
    };
    value.to_string()
}

/// A Betza error for the page: where, what (English), and the kind and the text at fault for
/// a message in the page's language.
fn betza_error_json(e: &turnpan_rules::betza::BetzaError) -> serde_json::Value {
    serde_json::json!({
        "error": {
            "column": e.column, "message": e.message(), "kind": e.kind, "detail": e.detail()
        }
    })
}
