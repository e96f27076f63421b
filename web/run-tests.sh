#!/usr/bin/env bash
# Builds the web UI and runs the browser tests against the real server binary.
#   TURNPAN_BIN   server binary (default ../target/debug/turnpan, relative to web/)
#   CHROMIUM_PATH browser (default /usr/bin/chromium; Debian package `chromium`)
# Exits non-zero when the build or any test fails.
set -euo pipefail
cd "$(dirname "$0")"
export TURNPAN_BIN="${TURNPAN_BIN:-../target/debug/turnpan}"
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "chromium not found: apt-get install -y chromium (never 'npx playwright install')" >&2
  exit 1
fi
if [ ! -x "$TURNPAN_BIN" ]; then
  echo "server binary $TURNPAN_BIN not found: cargo build -p turnpan (or set TURNPAN_BIN)" >&2
  exit 1
fi
npm ci --no-audit --no-fund
# The rules and engine in WebAssembly (tests/wasm.test.mjs).
../scripts/build-wasm.sh
npm run build
node --test --test-concurrency=1 tests/
