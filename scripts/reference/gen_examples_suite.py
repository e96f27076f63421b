#!/usr/bin/env python3
"""Perft reference data for the example variant files in variants/examples/.

Each example file plays a variant of Fairy-Stockfish's own perft suite
(tests/perft.sh in its repository) by Turnpan's variant language; EXAMPLES
below names the Fairy-Stockfish variant of each file and the positions the
suite checks it on. This script writes crates/rules/tests/examples/perft.epd:
for every example, the suite's positions, the start position, and 20 more
positions from random games that favour captures and the moves the variant is
about (king moves in King of the Hill, checks in Three-check), each with its perft counts from
Fairy-Stockfish's own move generator (pyffish 0.0.90, requirements.txt), which
returns no move once the variant's own end rule has ended the game. The Rust
test crates/rules/tests/examples.rs loads every example file and compares.

Line format (one position per line; '#' lines are comments):

    EXAMPLE | FEN ;D1 N1 ;D2 N2 ...

Counts as in gen_ini_suite.py: depth 1 upwards while at most --max-nodes
(default 300,000) and depth at most --max-depth (default 4). Random games:
random.Random(seed) from the example's name, so the file is deterministic.

  python3 scripts/reference/gen_examples_suite.py           # writes the .epd
  python3 scripts/reference/gen_examples_suite.py --check   # recompute, compare
"""

import argparse
import os
import random
import sys
import zlib

import pyffish as sf

sys.path.insert(0, os.path.dirname(__file__))
from gen_ini_suite import check_file, counts, line  # noqa: E402  (one perft for both suites)

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
EPD = os.path.join(ROOT, 'crates', 'rules', 'tests', 'examples', 'perft.epd')

# Example file id -> (Fairy-Stockfish variant, the suite's own positions).
EXAMPLES = {
    'kingofthehill': ('kingofthehill', [
        'rnb2b1r/ppp2ppp/3k4/8/1PKp1pn1/3Pq3/PBP1P2P/RN1Q1B1R w - - 4 12',
    ]),
    'three-check': ('3check', [
        '7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39',
        '7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1 39 +2+0',
    ]),
}
GAMES = 4  # games per example, more when they end early
PLIES = (6, 12, 18, 24, 30)


def favoured(variant, fen, moves, rng):
    """A move of a random game: a capture, a check or a king move more often than the rest."""
    special = [m for m in moves if any(c in sf.get_san(variant, fen, m) for c in 'x+K')]
    if special and rng.random() < 0.6:
        return rng.choice(special)
    return rng.choice(moves)


def random_positions(name, variant, start):
    rng = random.Random(zlib.crc32(name.encode()))
    out = []
    games = 0
    # Games until 20 positions are had (games that end early give fewer each).
    while len(out) < 20 and games < 5 * GAMES:
        games += 1
        fen = start
        for ply in range(1, max(PLIES) + 1):
            moves = sorted(sf.legal_moves(variant, fen, []))
            if not moves:
                out.append(fen)  # a game over by its own rule: no move to count
                break
            fen = sf.get_fen(variant, fen, [favoured(variant, fen, moves, rng)])
            if ply in PLIES:
                out.append(fen)
    return out[:20]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--max-nodes', type=int, default=300000)
    ap.add_argument('--max-depth', type=int, default=4)
    ap.add_argument('--check', action='store_true', help='recompute every count and compare')
    args = ap.parse_args()
    if args.check:
        return check_file(EPD, lambda name: EXAMPLES[name][0])
    out = [
        '# Perft counts of the example variants, from Fairy-Stockfish (pyffish %s)' % '.'.join(map(str, sf.version())),
        '# by scripts/reference/gen_examples_suite.py; do not edit by hand.',
        '# EXAMPLE | FEN ;D1 N1 ;D2 N2 ...',
    ]
    for name, (variant, suite) in EXAMPLES.items():
        start = sf.start_fen(variant)
        fens = suite + [start] + random_positions(name, variant, start)
        for fen in fens:
            out.append(line(name, fen, counts(variant, fen, args.max_nodes, args.max_depth)))
        print('%-16s %d positions' % (name, len(fens)), file=sys.stderr)
    with open(EPD, 'w') as f:
        f.write('\n'.join(out) + '\n')
    return 0


if __name__ == '__main__':
    sys.exit(main())
