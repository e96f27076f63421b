#!/usr/bin/env bash
# Perft speed of Turnpan against Fairy-Stockfish, in one run, on one machine.
#
#   scripts/bench-perft.sh            # default depths
#   TURNPAN=path/to/turnpan FSF=path/to/fairy-stockfish scripts/bench-perft.sh
#
# Turnpan: $TURNPAN, else target/release/turnpan; contract
#   turnpan perft DEPTH [--variant V] [--fen FEN]   -> last stdout line "nodes: N"
# wall time measured here, process start included.
# Fairy-Stockfish: $FSF, else Debian's /usr/games/fairy-stockfish (apt-get
# install fairy-stockfish; version 11.1, no custom pieces); driven over UCI,
# timed from "go perft" to its "Nodes searched" line (start-up excluded).
#
# Rows (each engine on its own game, same run):
#   chess        Turnpan chess start       vs FSF chess start
#   turkish      Turnpan turkish start     vs FSF capablanca start and
#                                             FSF turnpan-turkish-fsf11 (Turkish
#                                             army with bishops for the Elephants,
#                                             a stand-in: FSF 11.1 has no Elephant)
#   transformer  Turnpan transformer start vs FSF capablanca start (FSF 11.1
#                                             cannot play Transformer)
# With FSF_CUSTOM=path to a Fairy-Stockfish that has custom pieces (e.g. built
# from the pyffish sources, see scripts/reference/README.md) the exact games
# turnpan-turkish / turnpan-transformer are added as FSF rows too.
#
# Depths: CHESS_DEPTH (6), TURKISH_DEPTH (5), TRANSFORMER_DEPTH (5),
# CAPA_DEPTH (5). The ratio column is Turnpan Mnps / FSF Mnps.
set -u

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
TURNPAN="${TURNPAN:-$root/target/release/turnpan}"
FSF="${FSF:-/usr/games/fairy-stockfish}"
FSF_CUSTOM="${FSF_CUSTOM:-}"
VARIANTS_INI="$here/reference/variants.ini"
CHESS_DEPTH="${CHESS_DEPTH:-6}"
TURKISH_DEPTH="${TURKISH_DEPTH:-5}"
TRANSFORMER_DEPTH="${TRANSFORMER_DEPTH:-5}"
CAPA_DEPTH="${CAPA_DEPTH:-5}"

CHESS_FEN='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
TURKISH_FEN='rnbqkbnr/smecgems/pppppppp/8/8/8/8/PPPPPPPP/SMECGEMS/RNBQKBNR w KQkq - 0 1'
TRANSFORMER_FEN='4k4/rnbrqrbnr/ppppppppp/9/9/9/PPPPPPPPP/RNBRQRBNR/4K4 w - - 0 1'

now() { date +%s.%N; }

# turnpan_perft VARIANT DEPTH FEN -> "nodes seconds" or "n/a n/a"
turnpan_perft() {
    local variant=$1 depth=$2 fen=$3 t0 t1 out nodes
    if [[ ! -x "$TURNPAN" ]]; then
        echo "n/a n/a"
        return
    fi
    t0=$(now)
    out=$("$TURNPAN" perft "$depth" --variant "$variant" --fen "$fen" 2>/dev/null) || { echo "err err"; return; }
    t1=$(now)
    nodes=$(printf '%s\n' "$out" | tail -n 1 | sed -n 's/^nodes: *\([0-9][0-9]*\).*/\1/p')
    [[ -n "$nodes" ]] || nodes=err
    echo "$nodes $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')"
}

# fsf_perft BINARY VARIANT DEPTH [FEN] -> "nodes seconds" or "n/a n/a"
fsf_perft() {
    local bin=$1 variant=$2 depth=$3 fen=${4:-} line t0 t1 nodes=err
    if [[ ! -x "$bin" ]]; then
        echo "n/a n/a"
        return
    fi
    coproc FSFP { "$bin" 2>/dev/null; }
    local in=${FSFP[1]} outfd=${FSFP[0]} pid=$FSFP_PID
    {
        echo "setoption name VariantPath value $VARIANTS_INI"
        echo "setoption name UCI_Variant value $variant"
        echo "setoption name Threads value 1"
        if [[ -n "$fen" ]]; then echo "position fen $fen"; else echo "position startpos"; fi
        echo "isready"
    } >&"$in"
    while IFS= read -r -u "$outfd" line; do
        [[ "$line" == readyok* ]] && break
    done
    t0=$(now)
    echo "go perft $depth" >&"$in"
    while IFS= read -r -u "$outfd" line; do
        if [[ "$line" == "Nodes searched"* ]]; then
            nodes=${line##*: }
            break
        fi
    done
    t1=$(now)
    echo quit >&"$in"
    wait "$pid" 2>/dev/null
    echo "$nodes $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')"
}

mnps() { awk -v n="$1" -v s="$2" 'BEGIN { if (n ~ /^[0-9]+$/ && s > 0) printf "%.2f", n / s / 1e6; else printf "n/a" }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a ~ /^[0-9.]+$/ && b ~ /^[0-9.]+$/ && b > 0) printf "%.2f", a / b; else printf "n/a" }'; }

fmt='%-12s %5s %12s %8s %8s | %-22s %5s %12s %8s %8s | %6s\n'

row() {   # game depth turnpan_result fsf_game fsf_depth fsf_result
    local game=$1 depth=$2 tn ts fgame=$4 fdepth=$5 fn fs tm fm
    read -r tn ts <<<"$3"
    read -r fn fs <<<"$6"
    tm=$(mnps "$tn" "$ts")
    fm=$(mnps "$fn" "$fs")
    printf "$fmt" "$game" "$depth" "$tn" "$ts" "$tm" "$fgame" "$fdepth" "$fn" "$fs" "$fm" "$(ratio "$tm" "$fm")"
}

echo "turnpan: $TURNPAN$([[ -x "$TURNPAN" ]] || echo ' (missing: Turnpan columns n/a)')"
echo "fairy-stockfish: $FSF$([[ -x "$FSF" ]] && printf ' (%s)' "$(echo quit | "$FSF" 2>/dev/null | head -n 1)")"
echo
printf "$fmt" game depth nodes seconds Mnps "fairy-stockfish game" depth nodes seconds Mnps ratio
printf '%s\n' "$(printf '%.0s-' {1..118})"

tp_chess=$(turnpan_perft chess "$CHESS_DEPTH" "$CHESS_FEN")
row chess "$CHESS_DEPTH" "$tp_chess" chess "$CHESS_DEPTH" "$(fsf_perft "$FSF" chess "$CHESS_DEPTH")"

tp_turkish=$(turnpan_perft turkish "$TURKISH_DEPTH" "$TURKISH_FEN")
fsf_capa=$(fsf_perft "$FSF" capablanca "$CAPA_DEPTH")
row turkish "$TURKISH_DEPTH" "$tp_turkish" capablanca "$CAPA_DEPTH" "$fsf_capa"
row turkish "$TURKISH_DEPTH" "$tp_turkish" turnpan-turkish-fsf11 "$TURKISH_DEPTH" \
    "$(fsf_perft "$FSF" turnpan-turkish-fsf11 "$TURKISH_DEPTH")"
if [[ -n "$FSF_CUSTOM" ]]; then
    row turkish "$TURKISH_DEPTH" "$tp_turkish" "turnpan-turkish*" "$TURKISH_DEPTH" \
        "$(fsf_perft "$FSF_CUSTOM" turnpan-turkish "$TURKISH_DEPTH")"
fi

tp_transformer=$(turnpan_perft transformer "$TRANSFORMER_DEPTH" "$TRANSFORMER_FEN")
row transformer "$TRANSFORMER_DEPTH" "$tp_transformer" capablanca "$CAPA_DEPTH" "$fsf_capa"
if [[ -n "$FSF_CUSTOM" ]]; then
    row transformer "$TRANSFORMER_DEPTH" "$tp_transformer" "turnpan-transformer*" "$TRANSFORMER_DEPTH" \
        "$(fsf_perft "$FSF_CUSTOM" turnpan-transformer "$TRANSFORMER_DEPTH")"
fi

echo
echo "ratio = Turnpan Mnps / Fairy-Stockfish Mnps (above 1: Turnpan faster)."
echo "* = FSF_CUSTOM binary on the exact Turnpan game; other FSF rows are comparable games."
echo "Expected nodes: chess D6 119060324; turkish D4 761414, D5 29858533;"
echo "transformer D4 7058704, D5 356844082 (scripts/reference/README.md)."
