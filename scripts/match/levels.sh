#!/bin/sh
# Each level against the level below, at equal time per move (default 100 ms), chess.
# Usage: scripts/match/levels.sh [GAMES] [MOVETIME_MS]   (from the repository root, after
# `cargo build --release`).
games=${1:-10}
movetime=${2:-100}
bin=${TURNPAN:-target/release/turnpan}
for lower in 1 2 3 4 5 6 7; do
  upper=$((lower + 1))
  python3 scripts/match/match.py --turnpan "$bin" --games "$games" --movetime "$movetime" --max-plies 200 \
    --engine1 "uci:$bin uci" --option1 Level=$upper --name1 "level$upper" \
    --engine2 "uci:$bin uci" --option2 Level=$lower --name2 "level$lower" --seed "$lower" | grep -v "^game "
done
