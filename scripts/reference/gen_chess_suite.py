#!/usr/bin/env python3
"""Generate the standard-chess perft suite crates/rules/tests/perft/chess.epd.

Counts come from Fairy-Stockfish (UCI `go perft N`, variant "chess") and every
count up to PYCHESS_BUDGET nodes is recomputed with python-chess as an
independent second reference.  Published counts (start position and the
well-known perft positions) are checked as a third reference where known.
Any disagreement aborts the run.

Usage:
    python3 scripts/reference/gen_chess_suite.py [--out PATH] [--check-only]
                                                  [--engine PATH] [--cache FILE]

Deterministic: hand-written positions plus positions from random legal games
played with a fixed seed (python-chess version pinned in requirements.txt).
"""

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import time

import chess

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DEFAULT_OUT = os.path.join(ROOT, "crates", "rules", "tests", "perft", "chess.epd")

# Depth policy: go deeper while the last count is below TARGET_MIN; never keep a
# depth whose count exceeds KEEP_MAX; always give at least MIN_DEPTH depths.
MIN_DEPTH = 3
TARGET_MIN = 5_000_000
KEEP_MAX = 60_000_000
ESTIMATE_MAX = 90_000_000  # do not even compute a depth estimated above this
MAX_DEPTH = 12
PYCHESS_BUDGET = 1_000_000  # python-chess recomputes every count <= this
RANDOM_SEED = 20240917
RANDOM_COUNT = 50

# Published reference counts (chessprogramming wiki "Perft Results"), used as a
# third check.  Only depths listed here are compared.
PUBLISHED = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1":
        [20, 400, 8902, 197281, 4865609, 119060324],
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1":
        [48, 2039, 97862, 4085603, 193690690],
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1":
        [14, 191, 2812, 43238, 674624, 11030083, 178633661],
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1":
        [6, 264, 9467, 422333, 15833292],
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1":
        [6, 264, 9467, 422333, 15833292],
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8":
        [44, 1486, 62379, 2103487, 89941194],
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10":
        [46, 2079, 89890, 3894594, 164075551],
}


def castling_combos():
    out = []
    for mask in range(16):
        rights = "".join(c for i, c in enumerate("KQkq") if mask & (1 << i)) or "-"
        out.append("r3k2r/8/8/8/8/8/8/R3K2R w %s - 0 1" % rights)
    return out


# Each group: (comment, [fen, ...], options).  Options:
#   mirror: also add the colour-mirrored position of every FEN
#   raw_ep: the FENs carry an en-passant field although no legal en-passant
#           capture exists (readers must accept and ignore it)
GROUPS = [
    ("Start position (published counts)",
     ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"], {}),
    ("Published perft positions: Kiwipete, CPW positions 3, 4, 4 mirrored, 5, 6",
     ["r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
      "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
      "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
      "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"],
     {}),
    ("Castling rights: all 16 combinations of KQkq, bare kings and rooks "
     "(rook captures on corners must remove the opponent's right)",
     castling_combos(), {}),
    ("Castling rights with Black to move and sliders eyeing the corners",
     ["r3k2r/8/8/8/8/8/6B1/R3K2R b KQkq - 0 1",
      "r3k2r/8/8/8/8/8/6B1/R3K2R b Kq - 0 1",
      "r3k2r/1b6/8/8/8/8/8/R3K2R b Qk - 0 1"], {}),
    ("Castling blocked by own pieces (b1 counts for O-O-O), by enemy pieces, "
     "and a middlegame where both sides may castle both ways",
     ["r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1",
      "4k3/8/8/8/8/8/8/R2bK1nR w KQ - 0 1",
      "r3k2r/pppq1ppp/2n1bn2/2b1p3/2B1P3/2N1BN2/PPPQ1PPP/R3K2R w KQkq - 0 1"],
     {"mirror": True}),
    ("Castling through check (f1 and d1 attacked), into check (g1 and c1 attacked), "
     "out of check",
     ["3rkr2/8/8/8/8/8/8/R3K2R w KQ - 0 1",
      "2r1k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
      "4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1"],
     {"mirror": True}),
    ("Castling: only b1 attacked and rook h1 attacked (both allowed); squares "
     "attacked by pawn and knight; by a bishop on f1; by a queen on d1; by the "
     "enemy king",
     ["1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1",
      "4k3/8/8/8/8/1n6/6p1/R3K2R w KQ - 0 1",
      "4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1",
      "4k3/8/8/7q/8/8/8/R3K2R w KQ - 0 1",
      "8/8/8/8/8/8/6k1/R3K2R w KQ - 0 1"],
     {"mirror": True}),
    ("En passant: simple capture, two capturers, capture along a diagonal pin, "
     "horizontal pin broken by a blocker, capture giving check by the pawn, "
     "discovered check along the rank, discovered check along a diagonal, "
     "en passant evading a pawn check (two capturer sides), real opening position",
     ["4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
      "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1",
      "4k2b/8/8/4Pp2/8/8/8/K7 w - f6 0 1",
      "8/8/8/KN1pP2r/8/8/8/7k w - d6 0 1",
      "8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1",
      "8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1",
      "7k/8/8/3pP3/8/8/8/B3K3 w - d6 0 1",
      "4k3/8/8/3pP3/4K3/8/8/8 w - d6 0 1",
      "4k3/8/8/2Pp4/4K3/8/8/8 w - d6 0 1",
      "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"],
     {"mirror": True}),
    ("En-passant field present but no legal en-passant capture: horizontal pin "
     "(king and enemy rook on the rank with both pawns, both orientations), "
     "diagonal pin of the capturer, file pin of the capturer, double step that "
     "discovered a check the capture does not answer",
     ["8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
      "8/8/8/r2pP2K/8/8/8/k7 w - d6 0 1",
      "4k2b/8/8/3pP3/8/8/8/K7 w - d6 0 1",
      "4r1k1/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
      "2b1k3/8/8/3pP3/6K1/8/8/8 w - d6 0 1"],
     {"mirror": True, "raw_ep": True}),
    ("En-passant field with no capturing pawn at all (after 1.e4 and after 1.e4 "
     "c5 2.Nf3 d5), and the same positions without the field (equal counts)",
     ["rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
      "rnbqkbnr/pp2pppp/8/2pp4/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq d6 0 3"],
     {"raw_ep": True}),
    ("(canonical forms of the two previous positions)",
     ["rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
      "rnbqkbnr/pp2pppp/8/2pp4/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3"], {}),
    ("Promotions: push and capture promotions giving check, underpromotion to "
     "knight giving check, capture-underpromotion to knight giving check, pawn "
     "pinned on the 7th rank, promotion that blocks or captures a checking rook, "
     "promotion with discovered check",
     ["r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
      "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1",
      "3r4/4Pk2/8/8/8/8/8/4K3 w - - 0 1",
      "2k5/r3P2K/8/8/8/8/8/8 w - - 0 1",
      "r6K/1P2P3/8/8/8/8/8/k7 w - - 0 1",
      "8/R1P4k/8/8/8/8/8/4K3 w - - 0 1"],
     {"mirror": True}),
    ("Promotion races: several pawns of both sides on the 7th/2nd rank",
     ["1r2n3/PPPP3k/8/8/8/8/4pppp/K2N3R w - - 0 1"], {"mirror": True}),
    ("Pins: knight pinned on a file, rook on a file (moves along it), bishop on "
     "a diagonal (moves along it), rook on a diagonal (frozen), queen on a rank, "
     "pawn on a file (pushes only), pawn on a diagonal (captures the pinner "
     "only), pawn on a rank, three pins at once",
     ["4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1",
      "4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1",
      "6k1/8/8/8/q7/8/2B5/3K4 w - - 0 1",
      "6k1/8/8/8/q7/8/2R5/3K4 w - - 0 1",
      "6k1/8/8/8/8/8/8/r2QK3 w - - 0 1",
      "4r1k1/8/8/8/8/3p1p2/4P3/4K3 w - - 0 1",
      "6k1/8/8/8/8/5b2/4P3/3K4 w - - 0 1",
      "6k1/8/8/8/8/8/r3P2K/8 w - - 0 1",
      "4q1k1/8/8/b7/8/8/3NR3/4KB1r w - - 0 1"],
     {"mirror": True}),
    ("Checks: knight check (capture or king move), pawn check, bishop check "
     "with a possible block and castling rights present",
     ["4k3/8/8/8/8/5n2/8/R3K1N1 w - - 0 1",
      "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1",
      "4k3/8/8/b7/8/8/4N3/R3K2R w KQ - 0 1"],
     {"mirror": True}),
    ("Double checks (only king moves are legal): rook + knight, rook + bishop",
     ["4r1k1/8/8/8/8/3n4/2B5/R3K2R w KQ - 0 1",
      "4r1k1/8/8/8/1b6/8/8/4K3 w - - 0 1"],
     {"mirror": True}),
    ("Checkmates (D1 = 0): fool's mate, scholar's mate, back-rank mate, "
     "smothered mate",
     ["rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
      "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4",
      "3R2k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
      "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1"], {}),
    ("Stalemates (D1 = 0): queen stalemates, king+pawn with a blocked pawn, "
     "pinned bishop, White stalemated by king+pawn",
     ["7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
      "k7/8/1Q6/8/8/8/8/7K b - - 0 1",
      "k7/P7/1K6/7p/7P/8/8/8 b - - 0 1",
      "7k/7b/8/8/8/8/6Q1/K6R b - - 0 1",
      "8/8/8/8/8/5k2/5p2/5K2 w - - 0 1"], {}),
    ("Maximum mobility (218 legal moves) and sparse endgames with deep trees",
     ["R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1",
      "8/8/8/8/8/8/6k1/4K2R w K - 0 1",
      "8/3k4/8/2pPp3/8/8/4K3/8 w - c6 0 1",
      "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1",
      "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1"], {}),
]


def random_positions(seed=RANDOM_SEED, count=RANDOM_COUNT):
    rng = random.Random(seed)
    out = []
    seen = set()
    while len(out) < count:
        plies = rng.randint(10, 80)
        board = chess.Board()
        ok = True
        for _ in range(plies):
            moves = sorted(board.legal_moves, key=lambda m: m.uci())
            board.push(rng.choice(moves))
            if board.is_game_over(claim_draw=False):
                ok = False
                break
        if not ok:
            continue
        fen = board.fen()
        if fen in seen:
            continue
        seen.add(fen)
        out.append((plies, fen))
    return out


def mirror_fen(fen, raw_ep):
    b = chess.Board(fen).mirror()
    return b.fen(en_passant="fen" if raw_ep else "legal")


def validate(fen, raw_ep):
    parts = fen.split()
    assert len(parts) == 6, fen
    b = chess.Board(fen)
    assert b.is_valid(), (fen, b.status())
    assert b.clean_castling_rights() == b.castling_rights, ("castling rights", fen)
    canonical = b.fen(en_passant="legal")
    if raw_ep:
        assert parts[3] != "-" and not b.has_legal_en_passant(), ("raw_ep", fen)
        assert b.fen(en_passant="fen") == fen, ("round trip", fen)
    else:
        assert canonical == fen, ("not canonical", fen, canonical)


class Engine:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.name = None
        for line in self.p.stdout:
            if line.startswith("id name"):
                self.name = line[len("id name"):].strip()
            if line.strip() == "uciok":
                break
        self.send("setoption name UCI_Variant value chess")
        self.send("setoption name Threads value 1")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, s):
        self.p.stdin.write(s + "\n")
        self.p.stdin.flush()

    def wait_for(self, token):
        for line in self.p.stdout:
            if line.strip() == token:
                return
        raise RuntimeError("engine died")

    def perft(self, fen, depth):
        self.send("position fen " + fen)
        self.send("go perft %d" % depth)
        for line in self.p.stdout:
            if line.startswith("Nodes searched:"):
                return int(line.split(":")[1])
        raise RuntimeError("engine died")

    def close(self):
        self.send("quit")
        self.p.wait()


def pychess_perft(board, depth):
    if depth == 0:
        return 1
    if depth == 1:
        return board.legal_moves.count()
    n = 0
    for m in list(board.legal_moves):
        board.push(m)
        n += pychess_perft(board, depth - 1)
        board.pop()
    return n


def compute(engine, fen):
    counts = []
    depth = 1
    while depth <= MAX_DEPTH:
        if depth > MIN_DEPTH:
            last = counts[-1]
            if last == 0 or last >= TARGET_MIN:
                break
            if len(counts) >= 2 and counts[-2] > 0:
                estimate = last * last / counts[-2]
                if estimate > ESTIMATE_MAX:
                    break
        n = engine.perft(fen, depth)
        if depth > MIN_DEPTH and n > KEEP_MAX:
            break
        counts.append(n)
        depth += 1
    return counts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=DEFAULT_OUT)
    ap.add_argument("--engine", default=shutil.which("fairy-stockfish") or "/usr/games/fairy-stockfish")
    ap.add_argument("--check-only", action="store_true", help="validate the FENs and stop")
    ap.add_argument("--cache", help="JSON cache of engine counts (speeds up reruns)")
    args = ap.parse_args()

    entries = []  # (comment, [fens])
    for comment, fens, opts in GROUPS:
        raw = opts.get("raw_ep", False)
        group = list(fens)
        if opts.get("mirror"):
            group += [mirror_fen(f, raw) for f in fens]
            comment += "; followed by the colour-mirrored positions"
        for f in group:
            validate(f, raw)
        entries.append((comment, group))
    rnd = random_positions()
    for _, f in rnd:
        validate(f, False)
    entries.append(("Positions from random legal games (python-chess, seed %d, "
                    "random length 10-80 plies, finished games skipped)" % RANDOM_SEED,
                    [f for _, f in rnd]))
    all_fens = [f for _, fs in entries for f in fs]
    assert len(all_fens) == len(set(all_fens)), "duplicate FEN"
    print("%d positions" % len(all_fens), file=sys.stderr)
    if args.check_only:
        for f in all_fens:
            print(f)
        return

    cache = {}
    if args.cache and os.path.exists(args.cache):
        with open(args.cache) as fh:
            cache = json.load(fh)
    engine = Engine(args.engine)
    results = {}
    total = 0
    verified_nodes = 0
    t0 = time.time()
    for i, fen in enumerate(all_fens):
        counts = cache.get(fen) or compute(engine, fen)
        cache[fen] = counts
        # Second reference: python-chess.
        board = chess.Board(fen)
        for d, n in enumerate(counts, 1):
            if n > PYCHESS_BUDGET:
                break
            m = pychess_perft(board, d)
            if m != n:
                raise SystemExit("DISAGREEMENT %s D%d: fairy-stockfish %d python-chess %d"
                                 % (fen, d, n, m))
            verified_nodes += n
        # Third reference: published counts.
        for d, n in enumerate(PUBLISHED.get(fen, []), 1):
            if d <= len(counts) and counts[d - 1] != n:
                raise SystemExit("DISAGREEMENT with published %s D%d: %d vs %d"
                                 % (fen, d, counts[d - 1], n))
        results[fen] = counts
        total += sum(counts)
        print("[%3d/%d %5.0fs] %s %s" % (i + 1, len(all_fens), time.time() - t0, fen, counts),
              file=sys.stderr, flush=True)
        if args.cache:
            with open(args.cache, "w") as fh:
                json.dump(cache, fh)
    engine_name = engine.name
    engine.close()

    lines = [
        "# Turnpan perft suite: standard chess (rules: docs/rules/chess.md).",
        "# Format: <FEN> ;D1 <nodes> ;D2 <nodes> ... (leaf nodes of the legal-move tree).",
        "# Generated by scripts/reference/gen_chess_suite.py (deterministic, seed %d)." % RANDOM_SEED,
        "# Counts: %s (go perft). Every count <= %d was recomputed with" % (engine_name, PYCHESS_BUDGET),
        "# python-chess %s and agreed; larger counts rest on Fairy-Stockfish alone" % chess.__version__,
        "# (the published positions also match the published counts).",
        "# Depths: consecutive from 1, at least %d, deeper until the count passes ~%d"
        % (MIN_DEPTH, TARGET_MIN),
        "# (a depth above %d nodes is never listed)." % KEEP_MAX,
        "# %d positions, %d nodes in total (all depths)." % (len(all_fens), total),
    ]
    for comment, fens in entries:
        lines.append("")
        lines.append("# " + comment)
        for f in fens:
            lines.append(f + "".join(" ;D%d %d" % (d, n) for d, n in enumerate(results[f], 1)))
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as fh:
        fh.write("\n".join(lines) + "\n")
    print("wrote %s: %d positions, %d nodes, python-chess verified %d nodes"
          % (args.out, len(all_fens), total, verified_nodes), file=sys.stderr)


if __name__ == "__main__":
    main()
