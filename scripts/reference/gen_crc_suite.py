#!/usr/bin/env python3
"""Generate the Central Rotational Chess perft suite
crates/rules/tests/perft/central-rotational.epd.

Counts come from central_rotational.py (python-chess based); every count up
to MAILBOX_BUDGET nodes is recomputed with crc_mailbox.py, an independent
mailbox implementation, and any disagreement aborts the run.

Usage: python3 scripts/reference/gen_crc_suite.py [--out PATH] [--check-only]
Deterministic (fixed seed for the random games).
"""

import argparse
import os
import random
import sys
import time

import chess

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import central_rotational as crc  # noqa: E402
import crc_mailbox  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DEFAULT_OUT = os.path.join(ROOT, "crates", "rules", "tests", "perft", "central-rotational.epd")

MIN_DEPTH = 3
TARGET_MIN = 300_000      # go deeper while the last count is below this ...
ESTIMATE_MAX = 3_000_000  # ... and the next one is estimated below this
KEEP_MAX = 5_000_000      # never list a depth above this
MAX_DEPTH = 10
MAILBOX_BUDGET = 300_000
RANDOM_SEED = 20240918
RANDOM_COUNT = 8


def line(*ucis):
    fen = crc.START_FEN
    for u in ucis:
        fen = crc.play(fen, u)
    return fen


# (comment, [fen, ...], options); raw_ep: the FEN carries an en-passant field
# that is not a valid CRC right and must be ignored by readers.
GROUPS = [
    ("Start position and short CRC openings (spec example 1.e4 d5 included); "
     "FENs are the positions after the rotation",
     [crc.START_FEN,
      line("e2e4"),
      line("e2e4", "d7d5"),
      line("d2d4"),
      line("e2e4", "e7e5", "g1f3"),
      line("c2c4", "e7e5", "b1c3", "g8f6")], {}),
    ("Standard perft positions played under CRC rules (Kiwipete, CPW position 5)",
     ["r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"], {}),
    ("Pieces in the centre: four pawns, knights, queens of both colours, "
     "mixed rooks and bishops",
     ["rnbqkbnr/ppp2ppp/8/3pP3/3Pp3/8/PPP2PPP/RNBQKBNR w KQkq - 0 1",
      "r1bqkb1r/pppp1ppp/2n2n2/3Np3/3nP3/5N2/PPPP1PPP/R1BQKB1R w KQkq - 0 1",
      "4k3/8/8/3Qq3/3qQ3/8/8/4K3 w - - 0 1",
      "4k3/8/8/3rR3/3Bb3/8/8/4K3 b - - 0 1"], {}),
    ("Kings in or near the centre: adjacent kings (king capture at D1), the "
     "rotation carrying a king onto a rook's file or rank, a king left en prise, "
     "a chess checkmate in which the king is simply captured",
     ["8/8/8/3k4/4K3/8/8/8 w - - 0 1",
      "8/8/8/3kK3/8/8/8/8 b - - 0 1",
      "3r2k1/8/8/8/4K3/8/8/8 w - - 0 1",
      "6k1/8/8/4K3/r7/8/8/8 b - - 0 1",
      "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1",
      "4k3/8/8/8/8/8/4q3/4K3 b - - 0 1",
      "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"], {}),
    ("King already captured: no moves for either side to move (D1 = 0)",
     ["4k3/8/8/8/8/8/8/4q3 w - - 0 2",
      "4k3/8/8/8/8/8/8/4q3 b - - 0 2",
      "8/8/8/8/8/8/8/R3K2R b KQ - 0 1"], {}),
    ("No pseudo-legal move at all (draw, D1 = 0); the same board with Black to "
     "move (three king moves, then White is stuck: D2 = 0); colour-mirrored",
     ["7k/8/8/8/p1p5/P1Pp4/PB1P4/KRB5 w - - 0 1",
      "7k/8/8/8/p1p5/P1Pp4/PB1P4/KRB5 b - - 0 1",
      "krb5/pb1p4/p1pP4/P1P5/8/8/8/7K b - - 0 1"], {}),
    ("Castling: all rights (both sides to move), through attacked f1/d1, into "
     "attacked g1/c1, out of an attacked king square, only b1 attacked "
     "(allowed), d1 attacked by a rook standing in the centre, g8 attacked by a "
     "bishop in the centre",
     ["r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
      "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
      "3rkr2/8/8/8/8/8/8/R3K2R w KQ - 0 1",
      "2r1k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
      "4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1",
      "1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1",
      "4k3/8/8/3r4/8/8/8/R3K2R w KQ - 0 1",
      "r3k2r/8/8/3B4/8/8/8/4K3 b kq - 0 1"], {}),
    ("En passant on side files (both colours), by a pawn the rotation brought "
     "into the centre beside the victim (c- and f-file victims, both colours)",
     ["4k3/8/8/1Pp5/8/8/8/4K3 w - c6 0 1",
      "4k3/8/8/8/1pP5/8/8/4K3 b - c3 0 1",
      "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1",
      "4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 1",
      "4k3/8/8/8/2Pp4/8/8/4K3 b - c3 0 1",
      "4k3/8/8/8/4pP2/8/8/4K3 b - f3 0 1"], {}),
    ("Double steps next to enemy pawns (rights appear at D2): side files create "
     "the right, d/e-file double steps land in the centre and never do, a "
     "centre pawn is rotated away from the victim",
     ["4k3/2p1p3/8/1P1P4/8/8/8/4K3 b - - 0 1",
      "4k3/8/8/8/p1p4p/8/1P1P2P1/4K3 w - - 0 1",
      "4k3/5p1p/8/4P1P1/8/8/8/4K3 b - - 0 1"], {}),
    ("En-passant field that is not a CRC right (double step into the centre, "
     "or no capturing pawn): readers ignore it",
     ["4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
      "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1",
      "4k3/8/8/6p1/8/8/8/4K3 w - g6 0 1"], {"raw_ep": True}),
    ("Promotions: push and capture promotions for both colours, with castling "
     "rights and king captures around",
     ["r3k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1",
      "4k3/8/8/8/8/8/1p6/R3K3 b Q - 0 1",
      "1n2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1"], {}),
]


def random_positions(seed=RANDOM_SEED, count=RANDOM_COUNT):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        plies = rng.randint(10, 60)
        board = crc.load(crc.START_FEN)
        ok = True
        for _ in range(plies):
            ms = sorted(crc.moves(board), key=lambda m: m.uci())
            if not ms or crc.push(board, rng.choice(ms)):
                ok = False
                break
        if ok and crc.moves(board):
            fen = crc.to_fen(board)
            if fen not in out:
                out.append(fen)
    return out


def validate(fen, raw_ep):
    assert len(fen.split()) == 6, fen
    b = crc.load(fen)
    assert b.clean_castling_rights() == b.castling_rights, ("castling rights", fen)
    if raw_ep:
        assert crc.to_fen(b) != fen, ("raw_ep but canonical", fen)
    else:
        assert crc.to_fen(b) == fen, ("not canonical", fen, crc.to_fen(b))


def compute(fen):
    counts = []
    depth = 1
    while depth <= MAX_DEPTH:
        if depth > MIN_DEPTH:
            last = counts[-1]
            if last == 0 or last >= TARGET_MIN:
                break
            if counts[-2] > 0 and last * last / counts[-2] > ESTIMATE_MAX:
                break
        n = crc.perft(fen, depth)
        if depth > MIN_DEPTH and n > KEEP_MAX:
            break
        counts.append(n)
        depth += 1
    return counts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=DEFAULT_OUT)
    ap.add_argument("--check-only", action="store_true")
    args = ap.parse_args()

    entries = []
    for comment, fens, opts in GROUPS:
        for f in fens:
            validate(f, opts.get("raw_ep", False))
        entries.append((comment, list(fens)))
    rnd = random_positions()
    for f in rnd:
        validate(f, False)
    entries.append(("Positions from random CRC games (seed %d, random length 10-60 "
                    "plies, games ended by king capture or no move skipped)" % RANDOM_SEED,
                    rnd))
    all_fens = [f for _, fs in entries for f in fs]
    assert len(all_fens) == len(set(all_fens)), "duplicate FEN"
    print("%d positions" % len(all_fens), file=sys.stderr)
    if args.check_only:
        for f in all_fens:
            print(f)
        return

    results = {}
    total = 0
    t0 = time.time()
    for i, fen in enumerate(all_fens):
        counts = compute(fen)
        for d, n in enumerate(counts, 1):
            if n > MAILBOX_BUDGET:
                break
            m = crc_mailbox.perft(fen, d)
            if m != n:
                raise SystemExit("DISAGREEMENT %s D%d: central_rotational %d crc_mailbox %d"
                                 % (fen, d, n, m))
        results[fen] = counts
        total += sum(counts)
        print("[%2d/%d %5.0fs] %s %s" % (i + 1, len(all_fens), time.time() - t0, fen, counts),
              file=sys.stderr, flush=True)

    lines = [
        "# Turnpan perft suite: Central Rotational Chess (rules: docs/rules/central-rotational.md).",
        "# Format: <FEN> ;D1 <nodes> ;D2 <nodes> ... Moves are pseudo-legal (kings may be left",
        "# en prise), castling keeps its attacked-square conditions, the centre rotates",
        "# e4->d4->d5->e5->e4 after every move except a king capture; a king capture ends the",
        "# game (its subtree is empty); a position missing a king has no moves.",
        "# FENs show positions after the rotation; the en-passant field is written only when an",
        "# en-passant capture exists (a few positions carry an invalid field on purpose).",
        "# Generated by scripts/reference/gen_crc_suite.py (seed %d) with" % RANDOM_SEED,
        "# scripts/reference/central_rotational.py on python-chess %s; every count <= %d was"
        % (chess.__version__, MAILBOX_BUDGET),
        "# recomputed with the independent scripts/reference/crc_mailbox.py and agreed.",
        "# Depths: consecutive from 1, at least %d, deeper while the count is below %d."
        % (MIN_DEPTH, TARGET_MIN),
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
    print("wrote %s: %d positions, %d nodes" % (args.out, len(all_fens), total), file=sys.stderr)


if __name__ == "__main__":
    main()
