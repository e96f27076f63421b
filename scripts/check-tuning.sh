#!/bin/sh
# End to end check of the evaluation-tuning tools (see docs/engine.md, "Tuning"): Turnpan's own
# engine plays itself through the selfplay example, and the tune example reads that log back
# (replaying every move through the rules) and prints a full set of weights that the engine's
# parser accepts.
set -eu
CARGO=${CARGO:-cargo}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
$CARGO build -q -p turnpan
$CARGO build -q -p turnpan-engine --examples
target/debug/examples/selfplay --engine "target/debug/turnpan uci" --games 4 --movetime 20 \
    --max-plies 60 --seed 3 > "$dir/games.log"
games=$(grep -c '^game [0-9]*: .* plies) scores: .* moves: ' "$dir/games.log")
[ "$games" = 4 ] || { echo "selfplay wrote $games games, not 4" >&2; exit 1; }
target/debug/examples/tune --rounds 2 --holdout 25 "$dir/games.log" > "$dir/weights.txt" \
    2> "$dir/tune.err"
grep -q '^tuned: error 0\.[0-9]* (held out 0\.[0-9]*)$' "$dir/tune.err" \
    || { cat "$dir/tune.err" >&2; exit 1; }
# Every weight, once, as a whole number.
names=$(grep -c '^[a-z_0-9]* = -\{0,1\}[0-9][0-9]*$' "$dir/weights.txt")
[ "$names" -ge 40 ] && [ "$names" = "$(wc -l < "$dir/weights.txt")" ] \
    || { echo "tune printed $names weights:" >&2; cat "$dir/weights.txt" >&2; exit 1; }
# A bad log line is an error that names the file and the line.
printf 'game 1: 1-0 (checkmate, 2 plies) moves: e2e4 e2e4\n' > "$dir/bad.log"
if target/debug/examples/tune "$dir/bad.log" > /dev/null 2> "$dir/bad.err"; then
    echo "tune accepted an illegal move" >&2
    exit 1
fi
grep -q 'bad.log line 1: ply 2: move `e2e4`' "$dir/bad.err" || { cat "$dir/bad.err" >&2; exit 1; }
echo "tuning tools: selfplay wrote $games games, tune printed $names weights"
