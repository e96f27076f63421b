#!/usr/bin/env python3
"""Perft reference data for Turnpan's variants.ini importer.

Reads the Fairy-Stockfish sections in crates/rules/tests/fsf-import/sections.ini,
loads them into Fairy-Stockfish through its Python binding (pyffish 0.0.90, see
requirements.txt), and writes crates/rules/tests/fsf-import/perft.epd: for every
section, the start position and positions from random games, each with its
perft counts. The Rust test crates/rules/tests/fsf_import.rs imports each
section with turnpan_rules::fsf_ini::import_ini and compares its own counts
with these.

Line format (one position per line; '#' lines are comments):

    SECTION | FEN ;D1 N1 ;D2 N2 ...

Counts come from Fairy-Stockfish's legal move generator alone (pyffish's
legal_moves, which returns no move once a variant's own end rule has ended the
game, as Fairy-Stockfish's perft does). Depths run from 1 upwards while the
count stays at or below --max-nodes (default 300,000; a depth whose estimate is
over 1.5 times that is not computed) and the depth at or below --max-depth
(default 4). Turnpan counts the whole file in well under a second (the test
profile is optimised), so every count runs in every build; the generator is
the slow side (about a millisecond per pyffish call, one call per node above
the leaves: some 15 minutes on one core).

Random games: random.Random(seed) with a seed derived from the section's name,
a legal move chosen uniformly from the sorted move list (so the file is
deterministic); positions after 8, 20, 35 and 50 plies (fewer if a game ends sooner).

  python3 scripts/reference/gen_ini_suite.py            # writes the .epd
  python3 scripts/reference/gen_ini_suite.py --check    # recompute and compare
"""

import argparse
import os
import random
import sys
import time
import zlib

import pyffish as sf

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
INI = os.path.join(ROOT, 'crates', 'rules', 'tests', 'fsf-import', 'sections.ini')
EPD = os.path.join(ROOT, 'crates', 'rules', 'tests', 'fsf-import', 'perft.epd')
PLIES = (8, 20, 35, 50)


def sections(text):
    """Section names in the order of the file."""
    names = []
    for line in text.splitlines():
        line = line.strip()
        if line.startswith('['):
            names.append(line[1:line.index(']')].split(':')[0].strip())
    return names


def perft(variant, fen, depth, path=()):
    """Leaves of the legal move tree; each node is the root FEN plus the moves
    that lead to it (one pyffish call per node)."""
    moves = sf.legal_moves(variant, fen, list(path))
    if depth == 1:
        return len(moves)
    return sum(perft(variant, fen, depth - 1, path + (m,)) for m in moves)


def random_positions(variant, start, plies):
    rng = random.Random(zlib.crc32(variant.encode()))
    fen = start
    out = []
    for ply in range(1, max(plies) + 1):
        moves = sorted(sf.legal_moves(variant, fen, []))
        if not moves:
            break
        fen = sf.get_fen(variant, fen, [rng.choice(moves)])
        if ply in plies and sf.legal_moves(variant, fen, []):
            out.append(fen)
    return out


def counts(variant, fen, max_nodes, max_depth):
    """Counts from depth 1 on; the next depth is skipped when its estimate (the
    last count times the last branching factor) is above max_nodes, and dropped
    when the count itself is."""
    out = []
    for depth in range(1, max_depth + 1):
        if out:
            last = out[-1][1]
            branching = last / out[-2][1] if len(out) > 1 and out[-2][1] else last
            if last * branching > 1.5 * max_nodes:
                break
        n = perft(variant, fen, depth)
        if out and n > max_nodes:
            break
        out.append((depth, n))
        if n == 0:
            break
    return out


def line(variant, fen, cs):
    return '%s | %s %s' % (variant, fen, ' '.join(';D%d %d' % c for c in cs))


def check_file(epd, variant_of=lambda name: name):
    """Recomputes every count of a perft file (NAME | FEN ;D1 N1 ...) with pyffish, the
    variant of each line being variant_of(NAME); prints the mismatches, returns 1 if any."""
    bad = 0
    for raw in open(epd):
        raw = raw.strip()
        if not raw or raw.startswith('#'):
            continue
        name, rest = [x.strip() for x in raw.split('|', 1)]
        fen, *fields = [x.strip() for x in rest.split(';')]
        for f in fields:
            d, n = f[1:].split()
            got = perft(variant_of(name), fen, int(d))
            if got != int(n):
                bad += 1
                print('MISMATCH %s %s D%s: file %s, now %d' % (name, fen, d, n, got))
    print('%d mismatches' % bad)
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--max-nodes', type=int, default=300000)
    ap.add_argument('--max-depth', type=int, default=4)
    ap.add_argument('--check', action='store_true',
                    help='recompute every count of the existing file and compare')
    args = ap.parse_args()
    text = open(INI).read()
    sf.load_variant_config(text)
    if args.check:
        return check_file(EPD)
    out = [
        '# Perft counts of the sections in sections.ini, from Fairy-Stockfish',
        '# (pyffish %s) by scripts/reference/gen_ini_suite.py; do not edit by hand.' % '.'.join(map(str, sf.version())),
        '# SECTION | FEN ;D1 N1 ;D2 N2 ...',
    ]
    total_nodes = 0
    total_positions = 0
    for variant in sections(text):
        t0 = time.time()
        start = sf.start_fen(variant)
        fens = [start] + random_positions(variant, start, PLIES)
        for fen in fens:
            cs = counts(variant, fen, args.max_nodes, args.max_depth)
            total_nodes += sum(n for _, n in cs)
            total_positions += 1
            out.append(line(variant, fen, cs))
        print('%-22s %d positions, %.1fs' % (variant, len(fens), time.time() - t0),
              file=sys.stderr)
    with open(EPD, 'w') as f:
        f.write('\n'.join(out) + '\n')
    print('%d positions, %d nodes in all' % (total_positions, total_nodes), file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main())
