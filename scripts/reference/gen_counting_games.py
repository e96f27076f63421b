#!/usr/bin/env python3
"""Reference games for Makruk's counting rules and Cambodian chess's first-move rights.

Writes crates/rules/tests/examples/counting-games.txt: random games of the
example files makruk, cambodian, asean and ai-wok (variants/examples/), each
move followed by the FEN Fairy-Stockfish writes after it. Those FENs carry
what the perft suite cannot see: the count (its limit in plies in the
en-passant field, the plies counted in the halfmove field, '126 1') and the
first-move rights in the castling field ('DEde'). The Rust test
crates/rules/tests/counting.rs replays every game and compares its own FEN
after every move, and checks that the game is drawn exactly where the count
has run past its limit (Fairy-Stockfish's is_optional_game_end with
countStarted = 0: the count starts by itself, as Turnpan plays it).

Games start from the variant's start position and from endings chosen for the
count (bare kings, the last pawn, promotions that leave a bare king, the
board's honour); moves favour captures and promotions so that the material
comes down. A game ends at MAX_PLIES, at a position with no legal move, or
one ply after the count has run out. Random games: random.Random(seed) from
the game's label, so the file is deterministic.

Line format ('#' lines are comments):

    game LABEL VARIANT | START FEN
    UCI-MOVE | FEN AFTER IT
    ...

  python3 scripts/reference/gen_counting_games.py           # writes the file
  python3 scripts/reference/gen_counting_games.py --check   # recompute, compare
"""

import argparse
import os
import random
import sys
import zlib

import pyffish as sf

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
OUT = os.path.join(ROOT, 'crates', 'rules', 'tests', 'examples', 'counting-games.txt')
MAX_PLIES = 160

# (label, Fairy-Stockfish variant, start FEN or None for the start position, games)
STARTS = [
    # From the start: pawns come off, the board's honour starts, first-move rights go.
    ('makruk-start', 'makruk', None, 6),
    ('cambodian-start', 'cambodian', None, 8),
    ('asean-start', 'asean', None, 4),
    ('ai-wok-start', 'ai-wok', None, 3),
    # A bare king against a rook: the pieces' honour from the first move.
    ('makruk-rook', 'makruk', '8/8/4k3/8/8/2R5/3K4/8 w - - 0 1', 2),
    ('asean-rook', 'asean', '8/8/4k3/8/8/2R5/3K4/8 w - - 0 1', 2),
    ('cambodian-rook', 'cambodian', '8/8/4k3/8/8/2R5/3K4/8 w - - 0 1', 2),
    # Two khons, two knights, one khon and the rest: every line of the pieces' honour.
    ('makruk-khons', 'makruk', '8/8/4k3/8/8/2SS4/3K4/8 b - - 0 1', 2),
    ('makruk-knights', 'makruk', '8/8/4k3/8/8/2NN4/3K4/8 b - - 0 1', 2),
    ('cambodian-khon', 'cambodian', '8/8/4k3/8/8/2S1M3/3K4/8 w - - 0 1', 2),
    ('asean-knight', 'asean', '8/8/4k3/8/8/2N1Q3/3K4/8 w - - 0 1', 2),
    # The last pawn: taken by a bare king, or taken and the count restarts.
    ('makruk-last-pawn', 'makruk', '8/8/3pk3/8/8/2R2N2/3K4/8 w - - 0 1', 3),
    ('makruk-bare-takes', 'makruk', '8/8/4k3/3P4/8/2R5/3K4/8 b - - 0 1', 3),
    ('cambodian-last-pawn', 'cambodian', '8/8/3pk3/8/8/2R2N2/3K4/8 w - - 0 1', 3),
    # The board's honour: the weaker side keeps a piece (Cambodian: up to three).
    ('makruk-board', 'makruk', 'r7/4k3/8/8/8/2R2N2/3K4/8 w - - 0 1', 2),
    ('cambodian-board', 'cambodian', 'r7/4k3/6p1/8/8/2R2NP1/3K4/8 w - - 0 1', 3),
    # Promotions while a count runs (a new met restarts it against a bare king).
    ('makruk-promotion', 'makruk', '8/8/4k3/2P5/8/2R5/3K4/8 w - - 0 1', 3),
    ('asean-promotion', 'asean', '8/2P5/4k3/8/8/2R5/3K4/8 w - - 0 1', 2),
    # A count already running, read from the FEN.
    ('makruk-running', 'makruk', '8/8/4k3/8/8/2R1K3/8/8 b - 32 25 30', 2),
    ('cambodian-running', 'cambodian', '8/r3k3/8/8/8/2R1KN2/8/8 w - 126 100 60', 2),
    # Cambodian first moves: the king's leap, the met's double step, the rook that
    # takes the king's leap away.
    ('cambodian-rights', 'cambodian', 'r2mk3/8/8/8/8/8/8/R2KM3 w DEde - 0 1', 4),
]


def favoured(variant, fen, moves, rng):
    """Captures and promotions more often than the rest."""
    special = [m for m in moves
               if len(m) > 4 or 'x' in sf.get_san(variant, fen, m)]
    if special and rng.random() < 0.7:
        return rng.choice(special)
    return rng.choice(moves)


def count_over(fen):
    """Whether the count written in a FEN has run past its limit."""
    fields = fen.split()
    limit = fields[3]
    return limit.isdigit() and int(limit) > 0 and int(fields[4]) > int(limit)


def game(variant, start, rng):
    moves, fens = [], []
    for _ in range(MAX_PLIES):
        fen = fens[-1] if fens else start
        legal = sorted(sf.legal_moves(variant, start, moves))
        if not legal:
            break
        move = favoured(variant, fen, legal, rng)
        moves.append(move)
        fens.append(sf.get_fen(variant, start, moves))
        if count_over(fens[-1]):
            break
    return moves, fens


def games():
    lines = ['# Generated by scripts/reference/gen_counting_games.py (pyffish %s); do not edit.'
             % '.'.join(map(str, sf.version()))]
    for label, variant, start, n in STARTS:
        start = start or sf.start_fen(variant)
        for i in range(n):
            name = '%s-%d' % (label, i + 1)
            rng = random.Random(zlib.crc32(name.encode()))
            moves, fens = game(variant, start, rng)
            lines.append('game %s %s | %s' % (name, variant, start))
            lines.extend('%s | %s' % (m, f) for m, f in zip(moves, fens))
    return '\n'.join(lines) + '\n'


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--check', action='store_true',
                        help='recompute and compare with the file instead of writing it')
    args = parser.parse_args()
    text = games()
    if args.check:
        with open(OUT) as f:
            same = f.read() == text
        print('same' if same else 'DIFFERENT')
        sys.exit(0 if same else 1)
    with open(OUT, 'w') as f:
        f.write(text)
    counted = sum(1 for line in text.splitlines() if count_over(line.split(' | ')[-1])
                  and not line.startswith('game'))
    print('%s: %d lines, %d games ending by the count' % (OUT, len(text.splitlines()), counted))


if __name__ == '__main__':
    main()
