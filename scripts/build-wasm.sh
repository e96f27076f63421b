#!/usr/bin/env bash
# Builds Turnpan's rules and engine for the browser (crates/wasm) into web/src/wasm/:
# turnpan_wasm.js, turnpan_wasm_bg.wasm and their TypeScript declarations (generated, not kept
# in git). Installs what it needs the first time: the wasm32-unknown-unknown target (rustup) and
# wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in crates/wasm/Cargo.toml.
#   CARGO  cargo command (default cargo)
set -euo pipefail
cd "$(dirname "$0")/.."
CARGO=${CARGO:-cargo}
version=$(sed -nE 's/^wasm-bindgen = "=([0-9.]+)"$/\1/p' crates/wasm/Cargo.toml)
if [ -z "$version" ]; then
  echo "crates/wasm/Cargo.toml must pin wasm-bindgen (= version)" >&2
  exit 1
fi
if command -v rustup >/dev/null && ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
bindgen="$HOME/.cargo/bin/wasm-bindgen"
command -v wasm-bindgen >/dev/null && bindgen=$(command -v wasm-bindgen)
if ! "$bindgen" --version 2>/dev/null | grep -q " $version\$"; then
  # Not --locked: its lock file can name crate versions a registry mirror does not have yet.
  $CARGO install wasm-bindgen-cli --version "$version"
  bindgen="$HOME/.cargo/bin/wasm-bindgen"
fi
$CARGO build -p turnpan-wasm --target wasm32-unknown-unknown --release
rm -rf web/src/wasm
"$bindgen" --target web --out-dir web/src/wasm \
  target/wasm32-unknown-unknown/release/turnpan_wasm.wasm
ls -l web/src/wasm/turnpan_wasm_bg.wasm
