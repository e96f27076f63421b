//! What the `selfplay` and `tune` examples share: their argument and game set-up, and how they
//! end.

use std::path::Path;
use std::process::ExitCode;

use turnpan_rules::{AnyGame, Catalog};

/// A whole number given to `option`.
pub fn number(text: &str, option: &str) -> Result<usize, String> {
    text.parse()
        .map_err(|_| format!("{option}: `{text}` is not a whole number"))
}

/// The start position of the game `variant`, among the built-in games and those defined in the
/// directory `variants`.
pub fn start_position(variants: Option<&Path>, variant: &str) -> Result<AnyGame, String> {
    let mut catalog = Catalog::builtin();
    if let Some(dir) = variants {
        let errors = catalog
            .load_dir(dir)
            .map_err(|e| format!("{}: {e}", dir.display()))?;
        if let Some(e) = errors.first() {
            return Err(e.to_string());
        }
    }
    catalog.start(variant).map_err(|e| e.to_string())
}

/// The exit code of `program` after `result`, with the error on standard error.
pub fn exit(program: &str, result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{program}: {e}");
            ExitCode::FAILURE
        }
    }
}
