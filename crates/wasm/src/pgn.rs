//! A PGN reader for Turnpan's own PGN (`GET /api/games/{id}/pgn`, crates/server/src/pgn.rs):
//! the `Variant` tag names the game (its display name or its id; no tag is chess), `FEN` the
//! start position when it is not the game's own. The movetext is read in the game's notation
//! (or engine notation) by the rules themselves.
//!
//! Tolerated and skipped: comments (`{…}` and `;` to the end of the line), `%` escape lines,
//! NAGs (`$1`) and move suffixes (`!`, `?`), move numbers, variations (`( … )`, nested too: only
//! the main line is read) and the result. Only the first game of the text is read. Every error
//! names the line and column (both from 1) where it was found.

use serde_json::json;
use turnpan_rules::{Catalog, Game, GameRecord};

/// The main line of a game read from PGN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnGame {
    /// The game's id in the catalog.
    pub variant: String,
    /// The start position, when the PGN gives one (`FEN` tag).
    pub fen: Option<String>,
    /// The moves, in engine notation (UCI).
    pub moves: Vec<String>,
    /// The same moves in the game's notation.
    pub san: Vec<String>,
}

impl PgnGame {
    /// As JSON: `variant`, `fen` (`null` without a `FEN` tag), `moves` (UCI), `san`.
    pub fn to_json(&self) -> String {
        json!({
            "variant": self.variant,
            "fen": self.fen,
            "moves": self.moves,
            "san": self.san,
        })
        .to_string()
    }
}

/// A place in the text: line and column, both from 1 (columns count characters).
#[derive(Debug, Clone, Copy)]
struct At {
    line: usize,
    column: usize,
}

fn error(at: At, message: impl std::fmt::Display) -> String {
    format!("line {}, column {}: {message}", at.line, at.column)
}

/// A cursor over the text that knows its line and column.
struct Reader {
    chars: Vec<char>,
    i: usize,
    at: At,
}

impl Reader {
    fn new(text: &str) -> Reader {
        Reader {
            chars: text.chars().collect(),
            i: 0,
            at: At { line: 1, column: 1 },
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.i += 1;
        if c == '\n' {
            self.at.line += 1;
            self.at.column = 1;
        } else {
            self.at.column += 1;
        }
        Some(c)
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == '\n' {
                break;
            }
        }
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    /// Skips a `{…}` comment whose `{` is next.
    fn skip_comment(&mut self) -> Result<(), String> {
        let start = self.at;
        self.bump();
        loop {
            match self.bump() {
                Some('}') => return Ok(()),
                Some(_) => {}
                None => return Err(error(start, "the comment '{' is never closed")),
            }
        }
    }

    /// Skips a variation whose `(` is next, with the variations and comments inside it.
    fn skip_variation(&mut self) -> Result<(), String> {
        let start = self.at;
        self.bump();
        loop {
            match self.peek() {
                Some(')') => {
                    self.bump();
                    return Ok(());
                }
                Some('(') => self.skip_variation()?,
                Some('{') => self.skip_comment()?,
                Some(';') => self.skip_line(),
                Some(_) => {
                    self.bump();
                }
                None => return Err(error(start, "the variation '(' is never closed")),
            }
        }
    }

    /// A tag pair whose `[` is next: its name, its value and where the value starts.
    fn tag(&mut self) -> Result<(String, String, At), String> {
        let start = self.at;
        self.bump();
        self.skip_space();
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
            name.push(c);
            self.bump();
        }
        if name.is_empty() {
            return Err(error(self.at, "a tag name was expected after '['"));
        }
        self.skip_space();
        let value_at = self.at;
        if self.bump() != Some('"') {
            return Err(error(
                value_at,
                format!("tag {name}: a quoted value was expected"),
            ));
        }
        let mut value = String::new();
        loop {
            match self.bump() {
                Some('\\') => match self.bump() {
                    Some(c) => value.push(c),
                    None => break,
                },
                Some('"') => {
                    self.skip_space();
                    let end = self.at;
                    if self.bump() != Some(']') {
                        return Err(error(end, format!("tag {name}: ']' was expected")));
                    }
                    return Ok((name, value, value_at));
                }
                Some('\n') | None => break,
                Some(c) => value.push(c),
            }
        }
        Err(error(
            start,
            format!("tag {name}: the value is never closed"),
        ))
    }

    /// A word of movetext: everything up to white space or a character that starts something
    /// else.
    fn word(&mut self) -> String {
        let mut w = String::new();
        while let Some(c) = self
            .peek()
            .filter(|c| !c.is_whitespace() && !"{}();[]$".contains(*c))
        {
            w.push(c);
            self.bump();
        }
        w
    }
}

/// The game a `Variant` tag names: an id or a display name, in any case; `Standard` (other
/// sites' name for chess) is chess.
fn find_variant(catalog: &Catalog, tag: &str) -> Option<String> {
    let wanted = tag.trim().to_lowercase();
    if wanted == "standard" {
        return Some("chess".into());
    }
    catalog
        .summaries()
        .into_iter()
        .find(|s| s.id.to_lowercase() == wanted || s.name.to_lowercase() == wanted)
        .map(|s| s.id)
}

fn is_result(word: &str) -> bool {
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
}

/// A move number in front of a word (`12.`, `12...`, `12.e4`): the word without it, and
/// whether dots were removed.
fn without_number(word: &str) -> (&str, bool) {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 || !word[digits..].starts_with('.') {
        return (word, false);
    }
    (word[digits..].trim_start_matches('.'), true)
}

/// Reads the first game of a PGN text with the games of `catalog`.
///
/// ```
/// let catalog = turnpan_rules::Catalog::builtin();
/// let text = "[Variant \"Chess\"]\n\n1. e4 {best} e5 (1... c5) 2. Nf3 $1 *";
/// let game = turnpan_wasm::parse_pgn(&catalog, text).unwrap();
/// assert_eq!(game.moves, ["e2e4", "e7e5", "g1f3"]);
/// let e = turnpan_wasm::parse_pgn(&catalog, "1. e4 e4").unwrap_err();
/// assert!(e.starts_with("line 1, column 7: move 'e4' is not legal here"), "{e}");
/// ```
///
/// # Errors
/// The first thing that cannot be read, with its line and column: an unknown variant, a bad
/// FEN, a move that is not legal in its position, an unclosed comment or variation.
pub fn parse_pgn(catalog: &Catalog, text: &str) -> Result<PgnGame, String> {
    let mut r = Reader::new(text);
    let mut variant_tag: Option<(String, At)> = None;
    let mut fen_tag: Option<(String, At)> = None;
    // The tag pairs.
    loop {
        r.skip_space();
        match r.peek() {
            Some('[') => {
                let (name, value, at) = r.tag()?;
                match name.as_str() {
                    "Variant" => variant_tag = Some((value, at)),
                    "FEN" => fen_tag = Some((value, at)),
                    _ => {}
                }
            }
            Some(';') => r.skip_line(),
            Some('%') if r.at.column == 1 => r.skip_line(),
            _ => break,
        }
    }
    let variant = match &variant_tag {
        None => "chess".to_owned(),
        Some((name, at)) => find_variant(catalog, name)
            .ok_or_else(|| error(*at, format!("unknown variant '{name}'")))?,
    };
    let start = match &fen_tag {
        Some((fen, at)) => catalog
            .from_fen(&variant, fen)
            .map_err(|e| error(*at, format!("FEN: {e}")))?,
        None => catalog.start(&variant).map_err(|e| e.to_string())?,
    };
    let fen = fen_tag.map(|_| start.fen());
    let mut record = GameRecord::new(start);
    // The movetext, up to the result or the next game's tags.
    loop {
        r.skip_space();
        let at = r.at;
        match r.peek() {
            None | Some('[') => break,
            Some('{') => r.skip_comment()?,
            Some(';') => r.skip_line(),
            Some('%') if at.column == 1 => r.skip_line(),
            Some('(') => r.skip_variation()?,
            Some(')') => return Err(error(at, "')' closes no variation")),
            Some('$') => {
                r.bump();
                if r.word().parse::<u16>().is_err() {
                    return Err(error(at, "'$' must be followed by a number (a NAG)"));
                }
            }
            Some(c) => {
                let word = r.word();
                if word.is_empty() {
                    // A character that starts nothing here (a stray `}` or `]`).
                    return Err(error(at, format!("unexpected '{c}'")));
                }
                if is_result(&word) {
                    break;
                }
                let (rest, numbered) = without_number(&word);
                if rest.is_empty() {
                    continue;
                }
                let text = rest.trim_end_matches(['!', '?']);
                let refused = match record.play_text(text) {
                    Ok(_) => continue,
                    Err(e) => e.to_string(),
                };
                // `1....Ba3`: a Turnover move that starts with a dot, written after a number.
                if numbered && record.play_text(&format!(".{text}")).is_ok() {
                    continue;
                }
                return Err(error(
                    at,
                    format!("move '{text}' is not legal here ({refused})"),
                ));
            }
        }
    }
    let moves = record.moves();
    Ok(PgnGame {
        variant,
        fen,
        moves: moves.iter().map(|m| m.uci.clone()).collect(),
        san: moves.iter().map(|m| m.san.clone()).collect(),
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<PgnGame, String> {
        parse_pgn(&Catalog::builtin(), text)
    }

    /// A line of `plies` legal moves picked by a fixed rule, written as PGN movetext the way the
    /// server numbers it; returns (movetext, uci moves).
    fn some_line(id: &str, plies: usize) -> (String, Vec<String>) {
        let mut record = GameRecord::new(Catalog::builtin().start(id).unwrap());
        let mut text = String::new();
        for i in 0..plies {
            let legal = record.position().legal_uci();
            if legal.is_empty() || record.outcome().is_some() {
                break;
            }
            let pick = legal[(i * 7 + 3) % legal.len()].clone();
            let san = record.play_text(&pick).unwrap().san.clone();
            if i % 2 == 0 {
                text.push_str(&format!("{}. ", i / 2 + 1));
            }
            text.push_str(&san);
            text.push(' ');
        }
        let moves = record.moves().iter().map(|m| m.uci.clone()).collect();
        (text, moves)
    }

    #[test]
    fn every_builtin_game_reads_back_by_name_or_id() {
        let catalog = Catalog::builtin();
        for summary in catalog.summaries() {
            let (movetext, moves) = some_line(&summary.id, 40);
            assert!(moves.len() >= 10, "{}", summary.id);
            for tag in [summary.name.clone(), summary.id.clone()] {
                let text = format!("[Event \"x\"]\n[Variant \"{tag}\"]\n\n{movetext}*\n");
                let game = read(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", summary.id));
                assert_eq!(game.variant, summary.id);
                assert_eq!(game.moves, moves, "{}", summary.id);
                assert_eq!(game.fen, None);
            }
        }
    }

    #[test]
    fn comments_variations_nags_and_numbers_are_skipped() {
        let text = "; a line comment\n[Event \"Casual \\\"game\\\"\"]\n[Result \"*\"]\n\n\
                    1.e4 {a comment\nover two lines} e5!? $14 (1... c5 (1... e6 2. d4) 2. Nf3)\n\
                    % an escape line\n2. Nf3 ; the rest of the line\nNc6?! 3... \n*\n\n[Event \"next\"]\n1. d4";
        let game = read(text).unwrap();
        assert_eq!(game.variant, "chess");
        assert_eq!(game.moves, ["e2e4", "e7e5", "g1f3", "b8c6"]);
        assert_eq!(game.san, ["e4", "e5", "Nf3", "Nc6"]);
    }

    #[test]
    fn a_fen_tag_sets_the_start_and_a_game_may_start_with_black() {
        let text = "[Variant \"chess\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n[SetUp \"1\"]\n\n1... Kd7 2. e4 1-0";
        let game = read(text).unwrap();
        assert_eq!(game.fen.as_deref(), Some("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"));
        assert_eq!(game.moves, ["e8d7", "e2e4"]);
    }

    #[test]
    fn errors_name_the_line_and_column() {
        let e = read("[Variant \"Chess\"]\n\n1. e4 e5\n2. Qxh7 *").unwrap_err();
        assert!(
            e.starts_with("line 4, column 4: move 'Qxh7' is not legal here"),
            "{e}"
        );
        let e = read("[Event \"x\"]\n[Variant \"foo\"]\n1. e4").unwrap_err();
        assert_eq!(e, "line 2, column 10: unknown variant 'foo'");
        let e = read("[FEN \"8/8/8 w - - 0 1\"]\n1. e4").unwrap_err();
        assert!(e.starts_with("line 1, column 6: FEN"), "{e}");
        let e = read("1. e4 {never closed").unwrap_err();
        assert_eq!(e, "line 1, column 7: the comment '{' is never closed");
        let e = read("1. e4 (1. d4\n").unwrap_err();
        assert_eq!(e, "line 1, column 7: the variation '(' is never closed");
        let e = read("1. e4 ) e5").unwrap_err();
        assert_eq!(e, "line 1, column 7: ')' closes no variation");
        let e = read("[Variant Chess]").unwrap_err();
        assert!(e.starts_with("line 1, column 10: tag Variant"), "{e}");
        // Moves after the end of the game are refused with the rules' reason.
        let e = read("1. f3 e5 2. g4 Qh4# 3. Kf2").unwrap_err();
        assert!(
            e.starts_with("line 1, column 24: move 'Kf2' is not legal here (the game is over"),
            "{e}"
        );
    }

    #[test]
    fn nothing_but_garbage_never_panics() {
        for text in [
            "",
            "[",
            "[Variant",
            "[Variant \"",
            "$",
            "$x",
            "((",
            "}",
            "]",
            "1. e4 ] e5",
            "1.",
            "1...",
            "\u{feff}",
            "½-½",
        ] {
            let _ = read(text);
        }
        assert_eq!(read("").unwrap().moves, Vec::<String>::new());
        assert_eq!(
            read("1. e4 } e5").unwrap_err(),
            "line 1, column 7: unexpected '}'"
        );
    }
}
