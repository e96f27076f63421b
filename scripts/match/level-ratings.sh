#!/bin/bash
# The levels on one Elo scale (docs/engine.md, "Levels"): each level against the levels one and
# two below it and levels 5-8 against Fairy-Max, chess, 100 ms a move, then every game fitted
# together by ratings.py with Fairy-Max as zero. Two streams of matches run side by side (the
# side to move thinks, so two matches keep two cores busy). A benchmark, not a test.
#
#   scripts/match/level-ratings.sh [GAMES=20] [OUT=/tmp/turnpan-levels]
#
# Needs a release build (cargo build --release -p turnpan) and Debian's fairymax.
set -euo pipefail
cd "$(dirname "$0")/../.."
games=${1:-20}
out=${2:-/tmp/turnpan-levels}
bin=${TURNPAN:-target/release/turnpan}
mkdir -p "$out"
: >"$out/games.log"

# One match per spec: "U:L" (level U against level L) or "fm:L" (level L against Fairy-Max);
# seeds from $1 on, so that repeated specs get other openings.
stream() {
    local seed=$1
    shift
    for spec in "$@"; do
        seed=$((seed + 1))
        local a=${spec%%:*} b=${spec##*:}
        if [ "$a" = fm ]; then
            python3 scripts/match/match.py --turnpan "$bin" --games "$games" --movetime 100 \
                --xboard-time 65 --max-plies 200 \
                --engine1 "uci:$bin uci" --option1 "Level=$b" --name1 "level$b" \
                --engine2 "xboard:/usr/games/fairymax" --name2 fairymax \
                --seed $((seed + b * 10)) --log "$out/games.log" >"$out/fm-$b-$seed.out"
        else
            python3 scripts/match/match.py --turnpan "$bin" --games "$games" --movetime 100 \
                --max-plies 200 \
                --engine1 "uci:$bin uci" --option1 "Level=$a" --name1 "level$a" \
                --engine2 "uci:$bin uci" --option2 "Level=$b" --name2 "level$b" \
                --seed $((seed + a * 10)) --log "$out/games.log" >"$out/l$a-$b-$seed.out"
        fi
        echo "$spec done" >&2
    done
}

stream 100 2:1 3:2 4:3 5:4 fm:5 fm:6 &
stream 100 6:5 7:6 8:7 fm:7 fm:8 &
wait
stream 500 2:1 3:2 4:3 5:4 3:1 5:3 6:4 &
stream 700 7:6 8:7 fm:6 &
wait
python3 scripts/match/ratings.py --anchor fairymax "$out/games.log"
