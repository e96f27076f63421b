//! What the perft reference tests share: reading a `NAME | FEN ;D1 N1 ;D2 N2 ...` file (the
//! format `scripts/reference/gen_ini_suite.py` and `gen_examples_suite.py` write).

#![allow(clippy::unwrap_used, dead_code)] // Test helpers: a failed unwrap is a failed test.

use std::path::Path;

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
