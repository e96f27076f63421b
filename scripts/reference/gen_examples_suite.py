#!/usr/bin/env python3
"""Perft reference data for the example variant files in variants/examples/.

Each example file plays a variant of Fairy-Stockfish's own perft suite
(tests/perft.sh in its repository) by Turnpan's variant language; EXAMPLES
below names the Fairy-Stockfish variant of each file and the positions the
suite checks it on. This script writes crates/rules/tests/examples/perft.epd:
for every example, the suite's positions, the start position, and 20 more
positions from random games that favour captures and the moves the variant is
about (king moves in King of the Hill, checks in Three-check; captures, drops,
promotions and checks in the drop variants, see hand_move), each with its perft
counts from Fairy-Stockfish's own move generator (pyffish 0.0.90,
requirements.txt; its legal_moves lists drops such as 'Q@d4' too), which
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
import time
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
    'crazyhouse': ('crazyhouse', [
        '2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1',
        '2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1',
        '2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1',  # the hands written as a ninth rank
        'r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1',
    ]),
    'loop': ('loop', [
        '5R2/2p1Nb2/2B4k/6p1/8/P3PP2/1PPqR3/3R1BKn[QBNPPPPrrrnppp] b - - 1 1',
    ]),
    'chessgi': ('chessgi', [
        '5Rp1/2p1Nb2/2B4k/6p1/8/P3PP2/1PPqR3/3R1BKn[QBNPPPPrrrnpp] b - - 1 48',
    ]),
    'pocket-knight': ('pocketknight', []),
}
GAMES = 4  # games per example, more when they end early
PLIES = (6, 12, 18, 24, 30)

# The drop variants' games are longer (the hands fill up, pawns get far enough
# to promote), their moves are picked by hand_move, and the positions are taken
# after an odd number of plies too (Black to move).
HAND_EXAMPLES = ('crazyhouse', 'loop', 'chessgi', 'pocket-knight')
HAND_PLIES = (12, 23, 36, 47, 60)
LATE = 24  # from this ply on, hand_move pushes pawns towards promotion


def favoured(variant, fen, moves, rng):
    """A move of a random game: a capture, a check or a king move more often than the rest."""
    special = [m for m in moves if any(c in sf.get_san(variant, fen, m) for c in 'x+K')]
    if special and rng.random() < 0.6:
        return rng.choice(special)
    return rng.choice(moves)


def board_of(fen):
    """Square name ('e4') -> piece letter of an 8x8 FEN ('~' marks and the hands skipped)."""
    placement = fen.split()[0].split('[')[0]
    board = {}
    for i, row in enumerate(placement.split('/')[:8]):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
            elif c.isalpha():
                board['abcdefgh'[f] + str(8 - i)] = c
                f += 1
    return board


def hand_move(variant, fen, moves, rng, ply):
    """A move of a random game in a drop variant (moves: the sorted legal moves).

    A promotion when there is one, 70% of the time. Otherwise a category drawn by
    weight among those that have a move: captures 0.30 (they fill the hands),
    checks 0.25 (drop checks among them), drops 0.15, pawn advances 0.05 and
    0.35 from ply LATE on (pawn pushes, and pawn drops on the mover's 6th or 7th
    rank: the way to promotions), any move 0.10; then a move of that category
    drawn uniformly, except that advances go to the farthest rank on offer.
    Where captures do not go to the hand (pocketknight), a knight once dropped
    never comes back: drops weigh 0.03 and checks and 'any' are board moves
    only, so that the knights stay in hand for a while."""
    board = board_of(fen)
    fields = fen.split()
    white = fields[1] == 'w'
    ep = fields[3] if len(fields) > 3 else '-'
    promotions, captures, drops, advances = [], [], [], []
    for m in moves:
        if '@' in m:
            drops.append(m)
            if m[0] in 'Pp' and rank_to(m, white) >= 6:
                advances.append(m)
            continue
        frm, to = m[:2], m[2:4]
        pawn = board.get(frm, ' ') in 'Pp'
        if len(m) > 4:
            promotions.append(m)
        elif to in board or (pawn and to == ep and frm[0] != to[0]):
            captures.append(m)
        elif pawn:
            advances.append(m)
    if promotions and rng.random() < 0.7:
        return rng.choice(promotions)
    refill = sf.captures_to_hand(variant)
    anything = moves if refill else [m for m in moves if '@' not in m] or moves
    cats = [(0.30, captures), (0.25, 'checks'), (0.15 if refill else 0.03, drops),
            (0.35 if ply >= LATE else 0.05, advances), (0.10, anything)]
    cats = [(w, c) for w, c in cats if c]
    r = rng.random() * sum(w for w, _ in cats)
    for w, cat in cats:
        if r < w:
            break
        r -= w
    if cat == 'checks':
        # The first checking move of a shuffled list: uniform among the checks
        # without asking Fairy-Stockfish about every move.
        order = list(anything)
        rng.shuffle(order)
        for m in order:
            if sf.gives_check(variant, fen, [m]):
                return m
        return order[0]  # no check: any move of the list
    if cat is advances:
        # The pawns nearest their last rank first.
        far = max(rank_to(m, white) for m in advances)
        cat = [m for m in advances if rank_to(m, white) == far]
    return rng.choice(cat)


def rank_to(move, white):
    """The rank a move goes to, counted from the mover's side (1..8)."""
    rank = int(move[3])
    return rank if white else 9 - rank


def promoted_after(promoted, move):
    """The squares of promoted pieces after a move (for the summary only: loop,
    chessgi and pocketknight FENs do not mark promoted pieces)."""
    if '@' in move:
        return promoted
    frm, to = move[:2], move[2:4]
    out = set(promoted) - {to}
    if frm in promoted or len(move) > 4:
        out.discard(frm)
        out.add(to)
    return out


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


def hand_positions(name, variant, start):
    """Like random_positions, for the drop variants: moves by hand_move,
    positions after HAND_PLIES plies; a game ended by checkmate or stalemate gives
    its final position (once). Returns (fen, promoted pieces on the board)."""
    rng = random.Random(zlib.crc32(name.encode()))
    out = []
    games = 0
    while len(out) < 20 and games < 5 * GAMES:
        games += 1
        fen = start
        promoted = set()
        for ply in range(1, max(HAND_PLIES) + 1):
            moves = sorted(sf.legal_moves(variant, fen, []))
            if not moves:
                if fen not in [f for f, _ in out]:
                    out.append((fen, len(promoted)))
                break
            move = hand_move(variant, fen, moves, rng, ply)
            promoted = promoted_after(promoted, move)
            fen = sf.get_fen(variant, fen, [move])
            if ply in HAND_PLIES:
                out.append((fen, len(promoted)))
    return out[:20]


def has_hand(fen):
    """Whether a FEN's hands hold a piece ('[...]' or a ninth rank)."""
    placement = fen.split()[0]
    if '[' in placement:
        return placement.index(']') > placement.index('[') + 1
    return placement.count('/') > 7 and placement.split('/')[8] != ''


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
        t0 = time.time()
        start = sf.start_fen(variant)
        summary = ''
        if name in HAND_EXAMPLES:
            played = hand_positions(name, variant, start)
            summary = ' (random: %d with promoted pieces, %d with a piece in hand)' % (
                sum(1 for _, n in played if n), sum(1 for f, _ in played if has_hand(f)))
            games = [f for f, _ in played]
        else:
            games = random_positions(name, variant, start)
        fens = suite + [start] + games
        for fen in fens:
            out.append(line(name, fen, counts(variant, fen, args.max_nodes, args.max_depth)))
        print('%-16s %d positions%s, %.1fs' % (name, len(fens), summary, time.time() - t0),
              file=sys.stderr)
    with open(EPD, 'w') as f:
        f.write('\n'.join(out) + '\n')
    return 0


if __name__ == '__main__':
    sys.exit(main())
