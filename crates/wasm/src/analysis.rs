//! The browser's game, in plain Rust: the same code runs natively (its tests) and in
//! WebAssembly (`lib.rs` only wraps it for JavaScript). Answers are JSON texts, which the
//! JavaScript side parses once.

use std::sync::atomic::AtomicBool;

use serde_json::{json, Value};
use turnpan_engine::{Engine, Info, Level, Limits, Score};
use turnpan_rules::{AnyGame, AnyMove, Catalog, Game, GameRecord, Outcome, Variant};

/// Transposition table size of the browser's engine, MB.
const HASH_MB: usize = 16;

/// A game being analysed: its rules, the line from a start position, and an engine.
#[derive(Debug)]
pub struct Analysis {
    catalog: Catalog,
    variant: String,
    record: GameRecord<AnyGame>,
    engine: Engine,
}

/// What bounds a search (at least one should be set; without any, depth 8).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SearchLimits {
    /// Depth in plies.
    pub depth: Option<u32>,
    /// Nodes.
    pub nodes: Option<u64>,
    /// Milliseconds.
    pub movetime_ms: Option<u32>,
    /// Lines (1-5).
    pub multipv: u32,
    /// A playing level (1-8, as the server's computer players): its depth, nodes, time cap
    /// and evaluation noise, narrowed by the limits above when they are tighter. Level 8
    /// (no limits of its own) needs `movetime_ms`, else it thinks for [`FULL_LEVEL_MS`].
    pub level: Option<u8>,
}

/// How long level 8 thinks in the browser when no time is given, ms.
pub const FULL_LEVEL_MS: u32 = 2_000;

fn score_json(s: Score) -> Value {
    match s {
        Score::Cp(cp) => json!({ "cp": cp }),
        Score::Mate(m) => json!({ "mate": m }),
    }
}

pub(crate) fn outcome_json(o: Outcome) -> Value {
    json!({
        "result": o.result(),
        "reason": o.reason().as_str(),
        "winner": o.winner().map(|c| c.name()),
    })
}

/// The built-in games plus the game of a variant file's text, when given, and the id of the
/// game asked for (the file's own id when there is a file). A player's variant asked for by its
/// id `@owner/slug` is namespaced as the server does, so its file may use a built-in game's id.
pub(crate) fn catalog_with(variant: &str, file: Option<&str>) -> Result<(Catalog, String), String> {
    let mut catalog = Catalog::builtin();
    let variant = match file {
        Some(text) => {
            let mut v = Variant::from_toml("variant.toml", text).map_err(|e| e.to_string())?;
            if let Some(owner) = variant.strip_prefix('@').and_then(|r| r.split('/').next()) {
                v = v.namespaced(owner);
            }
            let id = v.id().to_owned();
            catalog.add(v).map_err(|e| e.to_string())?;
            id
        }
        None => variant.to_owned(),
    };
    if catalog.get(&variant).is_none() {
        return Err(turnpan_rules::UnknownVariant(variant).to_string());
    }
    Ok((catalog, variant))
}

impl Analysis {
    /// A built-in game by id, or the game of a variant file's text (TOML, docs/variants.md).
    ///
    /// ```
    /// let a = turnpan_wasm::Analysis::new("turkish", None).unwrap();
    /// assert_eq!(a.perft(1), 26);
    /// assert!(turnpan_wasm::Analysis::new("nonesuch", None).is_err());
    /// ```
    ///
    /// # Errors
    /// An unknown game id, or the variant file's own error (with its line and field).
    pub fn new(variant: &str, file: Option<&str>) -> Result<Analysis, String> {
        let (catalog, variant) = catalog_with(variant, file)?;
        let start = catalog.start(&variant).map_err(|e| e.to_string())?;
        Ok(Analysis {
            catalog,
            variant,
            record: GameRecord::new(start),
            engine: Engine::new(HASH_MB),
        })
    }

    /// Sets the position: `fen` (the game's start when `None`) and the moves played from it,
    /// in engine notation or the game's own.
    ///
    /// # Errors
    /// A bad FEN, or the first move that cannot be played (numbered from 1); nothing changes.
    pub fn set_position(&mut self, fen: Option<&str>, moves: &[String]) -> Result<(), String> {
        let start = match fen {
            Some(f) => self
                .catalog
                .from_fen(&self.variant, f)
                .map_err(|e| format!("FEN: {e}"))?,
            None => self
                .catalog
                .start(&self.variant)
                .map_err(|e| e.to_string())?,
        };
        let mut record = GameRecord::new(start);
        for (i, text) in moves.iter().enumerate() {
            record
                .play_text(text)
                .map_err(|e| format!("move {} '{text}': {e}", i + 1))?;
        }
        self.record = record;
        Ok(())
    }

    /// Plays a move (engine notation or the game's own); returns its name in the game's
    /// notation.
    ///
    /// # Errors
    /// An illegal or unreadable move; nothing changes.
    pub fn play(&mut self, text: &str) -> Result<String, String> {
        let played = self
            .record
            .play_text(text)
            .map_err(|e| format!("'{text}': {e}"))?;
        Ok(played.san.clone())
    }

    /// Takes back the last move, if any.
    pub fn undo(&mut self) {
        if !self.record.moves().is_empty() {
            self.record.take_back(1);
        }
    }

    /// The position and its legal moves as JSON: `variant`, `fen`, `turn`, `check`, `moves`
    /// and `san` (the line), `legal` (`[{uci, san}]`), `outcome` (`null` or `{result, reason,
    /// winner}`).
    pub fn state(&self) -> String {
        let pos = self.record.position();
        let mut legal = Vec::new();
        if self.record.outcome().is_none() {
            pos.legal_moves(&mut legal);
        }
        let legal: Vec<Value> = legal
            .iter()
            .map(|&m| json!({ "uci": pos.uci(m), "san": pos.san(m) }))
            .collect();
        let moves = self.record.moves();
        json!({
            "variant": self.variant,
            "fen": pos.fen(),
            "turn": pos.turn().name(),
            "check": pos.is_check(),
            "checked": pos
                .checked_squares()
                .into_iter()
                .map(|sq| pos.geometry().square_name(sq))
                .collect::<Vec<_>>(),
            "moves": moves.iter().map(|m| m.uci.as_str()).collect::<Vec<_>>(),
            "san": moves.iter().map(|m| m.san.as_str()).collect::<Vec<_>>(),
            "legal": legal,
            "outcome": self.record.outcome().map(outcome_json),
        })
        .to_string()
    }

    /// Leaf positions `depth` plies from the current position.
    pub fn perft(&self, depth: u32) -> u64 {
        self.record.position().perft(depth)
    }

    /// The names of a line of moves from the current position, in the game's notation.
    fn names(&self, line: &[AnyMove]) -> Vec<String> {
        let mut pos = self.record.position().clone();
        line.iter()
            .map(|&m| {
                let name = pos.san(m);
                pos.play_unchecked(m);
                name
            })
            .collect()
    }

    /// Searches the current position; `on_info` hears each completed depth of each line as
    /// JSON (`depth`, `seldepth`, `multipv`, `score` `{cp}` or `{mate}`, `nodes`, `nps`,
    /// `time_ms`, `pv` in engine notation, `san` in the game's). Returns the result as JSON:
    /// `best` (`null` when the game is over), `score`, `depth`, `nodes`, `time_ms`, `lines`
    /// (`[{score, pv, san}]`, best first).
    pub fn search(&mut self, limits: SearchLimits, on_info: &mut dyn FnMut(&str)) -> String {
        let mut l = Limits {
            depth: limits.depth,
            nodes: limits.nodes,
            movetime: limits
                .movetime_ms
                .map(|ms| std::time::Duration::from_millis(u64::from(ms))),
            multipv: limits.multipv.clamp(1, 5),
            ..Limits::default()
        };
        if let Some(level) = limits.level.and_then(Level::new) {
            l = l.and(level.limits());
            l.multipv = limits.multipv.clamp(1, 5);
            if l.movetime.is_none() && l.depth.is_none() && l.nodes.is_none() {
                l.movetime = Some(std::time::Duration::from_millis(u64::from(FULL_LEVEL_MS)));
            }
        }
        if l.depth.is_none() && l.nodes.is_none() && l.movetime.is_none() {
            l.depth = Some(8);
        }
        let pos = self.record.position().clone();
        let keys = self.record.history_keys().to_vec();
        let mut report = |info: &Info| {
            let mut pv = Vec::new();
            let mut p = pos.clone();
            for text in &info.pv {
                match p.parse_uci(text) {
                    Ok(m) => {
                        pv.push(p.san(m));
                        p.play_unchecked(m);
                    }
                    Err(_) => break,
                }
            }
            let line = json!({
                "depth": info.depth,
                "seldepth": info.seldepth,
                "multipv": info.multipv.unwrap_or(1),
                "score": score_json(info.score),
                "nodes": info.nodes,
                "nps": info.nps(),
                "time_ms": info.elapsed.as_millis() as u64,
                "pv": info.pv,
                "san": pv,
            });
            on_info(&line.to_string());
        };
        let stop = AtomicBool::new(false);
        let result = self.engine.search_any(&pos, &keys, l, &stop, &mut report);
        let lines: Vec<Value> = result
            .lines
            .iter()
            .map(|(score, line)| {
                json!({
                    "score": score_json(*score),
                    "pv": line.iter().map(|&m| pos.uci(m)).collect::<Vec<_>>(),
                    "san": self.names(line),
                })
            })
            .collect();
        json!({
            "best": result.best.map(|m| pos.uci(m)),
            "score": score_json(result.score),
            "depth": result.depth,
            "nodes": result.nodes,
            "time_ms": result.elapsed.as_millis() as u64,
            "lines": lines,
        })
        .to_string()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Value {
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn perft_of_every_builtin_game_matches_the_rules() {
        for id in Catalog::builtin().ids() {
            let a = Analysis::new(id, None).unwrap();
            let native = Catalog::builtin().start(id).unwrap().perft(3);
            assert_eq!(a.perft(3), native, "{id}");
        }
    }

    #[test]
    fn positions_moves_and_their_errors() {
        let mut a = Analysis::new("chess", None).unwrap();
        a.set_position(None, &["e4".into(), "e7e5".into(), "Nf3".into()])
            .unwrap();
        let s = parse(&a.state());
        assert_eq!(s["san"], json!(["e4", "e5", "Nf3"]));
        assert_eq!(s["turn"], "black");
        assert!(s["legal"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["uci"] == "b8c6" && m["san"] == "Nc6"));
        let e = a
            .set_position(None, &["e4".into(), "e4".into()])
            .unwrap_err();
        assert!(e.starts_with("move 2 'e4'"), "{e}");
        // A refused position changes nothing.
        assert_eq!(parse(&a.state())["san"], json!(["e4", "e5", "Nf3"]));
        assert!(a
            .set_position(Some("not a fen"), &[])
            .unwrap_err()
            .starts_with("FEN"));
        assert_eq!(a.play("Nc6").unwrap(), "Nc6");
        assert!(a.play("Ke8e6").is_err());
        a.undo();
        assert_eq!(parse(&a.state())["moves"].as_array().unwrap().len(), 3);
        // Fool's mate: the game is over, no legal moves, the outcome said.
        a.set_position(None, &["f3".into(), "e5".into(), "g4".into(), "Qh4".into()])
            .unwrap();
        let s = parse(&a.state());
        assert_eq!(s["outcome"]["result"], "0-1");
        assert_eq!(s["outcome"]["reason"], "checkmate");
        assert_eq!(s["legal"], json!([]));
    }

    #[test]
    fn a_variant_file_is_a_game_and_its_errors_are_said() {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../web/tests/fixtures/variants/camel-mini.toml"
        ))
        .unwrap();
        let a = Analysis::new("", Some(&text)).unwrap();
        assert_eq!(parse(&a.state())["variant"], "camel-mini");
        assert_eq!(a.perft(1), 12);
        let e = Analysis::new("", Some("id = \"x\"\nboard = 9")).unwrap_err();
        assert!(e.contains("variant.toml"), "{e}");
    }

    #[test]
    fn a_search_streams_lines_and_finds_the_mate() {
        let mut a = Analysis::new("chess", None).unwrap();
        a.set_position(
            Some("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"),
            &[],
        )
        .unwrap();
        let mut infos = Vec::new();
        let limits = SearchLimits {
            depth: Some(3),
            multipv: 2,
            ..SearchLimits::default()
        };
        let result = parse(&a.search(limits, &mut |line| infos.push(parse(line))));
        assert_eq!(result["best"], "h5f7");
        assert_eq!(result["score"], json!({ "mate": 1 }));
        assert_eq!(result["lines"][0]["san"][0], "Qxf7#");
        assert_eq!(result["lines"].as_array().unwrap().len(), 2);
        let last = &infos[infos.len() - 2..];
        assert_eq!(
            (last[0]["multipv"].clone(), last[1]["multipv"].clone()),
            (json!(1), json!(2))
        );
        assert_eq!(last[0]["san"][0], "Qxf7#");
        assert!(last[1]["depth"] == 3 && last[1]["nodes"].as_u64().unwrap() > 0);
    }

    #[test]
    fn a_level_bounds_the_search_as_the_server_s_computer() {
        let mut a = Analysis::new("chess", None).unwrap();
        let one = SearchLimits {
            level: Some(1),
            ..SearchLimits::default()
        };
        let result = parse(&a.search(one, &mut |_| {}));
        assert_eq!(result["depth"], 1);
        assert!(result["best"].is_string());
        // Level 8 has no limits of its own: the browser gives it a time.
        let full = SearchLimits {
            level: Some(8),
            movetime_ms: Some(50),
            ..SearchLimits::default()
        };
        let result = parse(&a.search(full, &mut |_| {}));
        assert!(result["depth"].as_u64().unwrap() > 1);
        assert!(result["time_ms"].as_u64().unwrap() < 1_000);
    }

    #[test]
    fn a_player_variant_may_take_a_builtin_id() {
        let chess = turnpan_rules::Variant::builtin_source("chess").unwrap();
        let a = Analysis::new("@alice/chess", Some(chess)).unwrap();
        assert_eq!(parse(&a.state())["variant"], "@alice/chess");
        // Asked for by a plain id, a file is added as it is and may not shadow a built-in game.
        assert!(Analysis::new("chess", Some(chess))
            .unwrap_err()
            .contains("built-in"));
    }
}
