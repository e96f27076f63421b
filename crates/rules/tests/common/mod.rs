//! What the rules tests share: reading a `NAME | FEN ;D1 N1 ;D2 N2 ...` perft file (the format
//! `scripts/reference/gen_ini_suite.py` and `gen_examples_suite.py` write), and the example
//! files of `variants/examples/`: loading them, playing moves, listing the legal ones, and
//! reading an edited copy of one.

#![allow(clippy::unwrap_used, dead_code)] // Test helpers: a failed unwrap is a failed test.

use std::path::{Path, PathBuf};

use turnpan_rules::{
    AnyGame, Catalog, Color, Game, Outcome, Reason, Variant, VariantErrorKind, VariantForm,
};

/// `variants/examples/` of the repository.
pub fn examples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../variants/examples")
}

/// The built-in games and every example file (each must load).
pub fn catalog() -> Catalog {
    let mut c = Catalog::builtin();
    let refused = c.load_dir(&examples_dir()).unwrap();
    assert!(refused.is_empty(), "example files refused: {refused:?}");
    c
}

/// A position of an example (or built-in) game.
pub fn game(id: &str, fen: &str) -> AnyGame {
    catalog().from_fen(id, fen).unwrap()
}

/// The legal moves in UCI, sorted.
pub fn moves(pos: &AnyGame) -> Vec<String> {
    let mut list = Vec::new();
    pos.legal_moves(&mut list);
    let mut out: Vec<String> = list.into_iter().map(|m| pos.uci(m)).collect();
    out.sort();
    out
}

/// The legal moves in UCI that start with `prefix` (a square: that piece's moves).
pub fn moves_from(pos: &AnyGame, prefix: &str) -> Vec<String> {
    moves(pos)
        .into_iter()
        .filter(|m| m.starts_with(prefix))
        .collect()
}

/// Plays a move given in UCI or SAN.
pub fn play(pos: &mut AnyGame, text: &str) {
    let mv = pos
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text} in {}: {e}", pos.fen()));
    pos.play(mv).unwrap();
}

/// A position of game `id` from `fen` after `moves` (UCI or SAN) are played.
pub fn after(id: &str, fen: &str, moves: &[&str]) -> AnyGame {
    let mut pos = game(id, fen);
    for text in moves {
        play(&mut pos, text);
    }
    pos
}

/// The outcome of a game `winner` has won for `reason`.
pub fn won(winner: Color, reason: Reason) -> Option<Outcome> {
    Some(Outcome::Decisive { winner, reason })
}

/// The example file `id` with `edit` applied, read as `bad.toml`: the error it gets (the edit
/// must change the text, and the file must be refused).
pub fn edited(id: &str, edit: impl Fn(String) -> String) -> VariantErrorKind {
    let text = std::fs::read_to_string(examples_dir().join(format!("{id}.toml"))).unwrap();
    let changed = edit(text.clone());
    assert_ne!(changed, text, "the edit changed nothing");
    Variant::from_toml("bad.toml", &changed).unwrap_err().kind
}

/// Reads example file `file` as a form, writes it and reads it back: the text written holds
/// `check`, and the form read back is the same.
pub fn form_round_trip(file: &str, check: &str) {
    let text = std::fs::read_to_string(examples_dir().join(file)).unwrap();
    let form = VariantForm::read(file, &text).unwrap();
    let written = form.to_toml();
    assert!(written.contains(check), "{file}: {written}");
    let again = VariantForm::read(file, &written).unwrap();
    assert_eq!(again, form, "{file}");
}

/// One line of a perft file: the game's name, a FEN and `(depth, count)` pairs.
pub struct Case {
    pub line: usize,
    pub name: String,
    pub fen: String,
    pub counts: Vec<(u32, u64)>,
}

/// Every case of the file at `path` ('#' lines and blank lines skipped).
pub fn read_cases(path: &Path) -> Vec<Case> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let raw = raw.trim();
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        let bad = |what: &str| panic!("{}:{}: {what}: '{raw}'", path.display(), i + 1);
        let Some((name, rest)) = raw.split_once('|') else {
            bad("no '|' after the name")
        };
        let mut fields = rest.split(';');
        let fen = fields.next().unwrap_or_default().trim().to_owned();
        let counts: Vec<(u32, u64)> = fields
            .map(|f| {
                let (d, n) = f
                    .trim()
                    .strip_prefix('D')
                    .and_then(|f| f.split_once(' '))
                    .unwrap_or_else(|| bad("bad depth field"));
                (d.parse().unwrap(), n.trim().parse().unwrap())
            })
            .collect();
        if counts.is_empty() {
            bad("no counts");
        }
        out.push(Case {
            line: i + 1,
            name: name.trim().to_owned(),
            fen,
            counts,
        });
    }
    out
}
