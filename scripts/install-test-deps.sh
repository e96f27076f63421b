#!/usr/bin/env bash
# Installs what `make test` needs on a fresh Debian machine. Safe to run again: it only
# installs what is missing.
set -euo pipefail

need_apt=()
command -v cargo >/dev/null || { echo "cargo is required (rustup)" >&2; exit 1; }
rustup component list --installed 2>/dev/null | grep -q rustfmt || rustup component add rustfmt clippy || true

if ((${#need_apt[@]})); then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}"
  else
    echo "missing packages (install as root): ${need_apt[*]}" >&2
    exit 1
  fi
fi
