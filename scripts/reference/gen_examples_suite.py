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

The shogi games (minishogi, shogi, euroshogi) get 24 positions from random
games (shogi_move) and hand-made positions for their drop and promotion rules
(HANDMADE: each with a '#' line saying what it covers, each also rotated 180
degrees with the colours swapped, each checked move by move when the file is
written). Their FENs are written as pyffish's get_fen writes them
('rbsgk/4p/5/P4/KGSBR[] w - - 0 1', not Fairy-Stockfish's start FEN
'rbsgk/4p/5/P4/KGSBR[-] w 0 1'); promoted pieces read '+P', '+r'; promotions
are UCI moves ending in '+' ('b2b4+', next to the plain 'b2b4' when promoting
is optional).

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
import re
import sys
import time
import zlib

import pyffish as sf

# The Chess960 examples name their Fairy-Stockfish variant with '@960' (EXAMPLES): every call
# for them passes pyffish's chess960 flag. gen_ini_suite's perft calls the same functions.
_legal_moves, _get_fen, _get_san, _start_fen = sf.legal_moves, sf.get_fen, sf.get_san, sf.start_fen


def _split960(variant):
    return (variant[:-4], True) if variant.endswith('@960') else (variant, False)


def _legal_moves960(variant, fen, moves, *rest):
    v, c = _split960(variant)
    return _legal_moves(v, fen, moves, c or bool(rest and rest[0]))


def _get_fen960(variant, fen, moves, *rest):
    v, c = _split960(variant)
    return _get_fen(v, fen, moves, c or bool(rest and rest[0]), *rest[1:])


def _get_san960(variant, fen, move, *rest):
    v, c = _split960(variant)
    return _get_san(v, fen, move, c or bool(rest and rest[0]), *rest[1:])


_gives_check, _captures_to_hand = sf.gives_check, sf.captures_to_hand


def _gives_check960(variant, fen, moves, *rest):
    v, c = _split960(variant)
    return _gives_check(v, fen, moves, c or bool(rest and rest[0]))


sf.legal_moves, sf.get_fen, sf.get_san = _legal_moves960, _get_fen960, _get_san960
sf.gives_check = _gives_check960
sf.start_fen = lambda variant: _start_fen(_split960(variant)[0])
sf.captures_to_hand = lambda variant: _captures_to_hand(_split960(variant)[0])

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
    'sittuyin': ('sittuyin', [
        '8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72',
        '2r5/6k1/6p1/3s2P1/3npR2/8/p2N2F1/3K4[] w - - 1 50',
        '8/6s1/5P2/3n4/pR2K2S/1P6/1k4p1/8[] w - - 1 50',
        '1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1',
    ]),
    'placement': ('placement', [
        'rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/QR1BKNN1[BRk] w - - 0 1',
        '1n1r1q2/pppppppp/8/8/8/8/PPPPPPPP/1N1B1R1N[KQRBkrbbn] b - - 0 4',
        'r3k3/pppppppp/8/8/8/8/PPPPPPPP/R6R[Kr] w q - 0 1',
    ]),
    # perft.sh checks the three shogi games on their start positions only
    # (minishogi D5 533203, shogi D4 719731, euroshogi D4 380499).
    'minishogi': ('minishogi', []),
    # perft.sh: kyotoshogi D5 225903, micro D5 71328, from their starts.
    'kyotoshogi': ('kyotoshogi', []),
    'microshogi': ('micro', []),
    'shogi': ('shogi', []),
    'euroshogi': ('euroshogi', []),
    'racingkings': ('racingkings', [
        '6r1/2K5/5k2/8/3R4/8/8/8 w - - 0 1',
        '6R1/2k5/5K2/8/3r4/8/8/8 b - - 0 1',
        '4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1',
    ]),
    # perft.sh's giveaway positions that have no castling rights (antichess's rules).
    'antichess': ('antichess', [
        '8/1p6/8/8/8/8/P7/8 w - - 0 1',
        '8/2p5/8/8/8/8/P7/8 w - - 0 1',
    ]),
    'giveaway': ('giveaway', [
        '8/1p6/8/8/8/8/P7/8 w - - 0 1',
        '8/2p5/8/8/8/8/P7/8 w - - 0 1',
    ]),
    'codrus': ('codrus', [
        '5bnr/2pp2pp/P4k2/R3Q1P1/8/2N1K3/1P1PP1PP/2B2BNR w - - 1 15',
    ]),
    'losers': ('losers', []),
    # perft.sh checks extinction on a Chess960 position only (castling rights AHah), which
    # the language cannot say; the standard start and random games stand in for it.
    'extinction': ('extinction', []),
    # perft.sh checks Jeson Mor on its start position only (D3 27960).
    'jesonmor': ('jesonmor', []),
    'xiangqi': ('xiangqi', [
        '1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1',
        '4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1',
    ]),
    'janggi': ('janggi', [
        '1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1',
        '1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23',
    ]),
    # perft.sh checks Manchu on its start position only (D4 798554), minixiangqi not at all.
    'manchu': ('manchu', []),
    'minixiangqi': ('minixiangqi', []),
    # perft.sh checks Yari shogi on its start position only (D4 158404).
    'yarishogi': ('yarishogi', []),
    # perft.sh checks Tori shogi on its start position only (D4 103857).
    'torishogi': ('torishogi', []),
    # perft.sh's atomic positions but its four Chess960 ones (atomic960 has those).
    'atomic': ('atomic', [
        'rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1',
        'rn1qkb1r/p5pp/2p5/3p4/N3P3/5P2/PPP4P/R1BQK3 w Qkq - 0 1',
        'r4b1r/2kb1N2/p2Bpnp1/8/2Pp3p/1P1PPP2/P5PP/R3K2R b KQ - 0 1',
    ]),
    'horde': ('horde', [
        '4k3/pp4q1/3P2p1/8/P3PP2/PPP2r2/PPP5/PPPP4 b - - 0 1',
        'k7/5p2/4p2P/3p2P1/2p2P2/1p2P2P/p2P2P1/2P2P2 w - - 0 1',
        '4k3/7r/8/P7/2p1n2P/3p2P1/1P3P2/PPP1PPP1 w - - 0 1',
        'rnbqkbnr/6p1/2p1Pp1P/P1PPPP2/Pp4PP/1p2PPPP/1P2PPPP/PP1nPPPP b kq a3 0 18',
    ]),
    'coregal': ('coregal', [
        'rn2kb1r/ppp1pppp/6q1/8/2PP2b1/5B2/PP3P1P/R1BQK1NR w KQkq - 1 9',
        '2Q5/3Pq2k/6p1/4Bp1p/5P1P/8/8/K7 w - - 2 72',
        'r3kb1r/1pp1pppp/p1q2n2/3P4/6b1/2N2N2/PPP2PPP/R1BQ1RK1 b kq - 0 9',
    ]),
    # perft.sh checks Kinglet and Three kings on their start positions only (D4 197742 and
    # 199514).
    # perft.sh checks these on their start positions (and torpedo on one more).
    'torpedo': ('torpedo', [
        'rnbqkbnr/1ppppppp/8/6P1/p7/8/PPPPPP1P/RNBQKBNR w KQkq - 0 1',
    ]),
    'pawnsideways': ('pawnsideways', []),
    'newzealand': ('newzealand', []),
    'hoppelpoppel': ('hoppelpoppel', []),
    'asean': ('asean', []),
    # perft.sh checks Makruk on its start position only (D4 273026); the counts below are
    # positions whose FEN carries a running count (its limit in the en-passant field).
    'atomar': ('atomar', [
        '7r/6Pb/1np5/1p2kp2/P1P1n3/1P2KP1B/5N2/8 w - - 0 1',
    ]),
    'makruk': ('makruk', [
        '8/8/4k3/8/8/2R1K3/8/8 b - 32 6 1',
        'r7/4k3/8/8/8/2R1KN2/8/8 b - 128 0 1',
        '8/8/8/3k4/8/2R5/3K4/8 w - 32 5 2',
        '8/4k3/8/2s5/8/2RSK3/8/4N3 w - 128 40 60',
    ]),
    'makpong': ('makpong', [
        '3mk3/r3s1R1/1psppnp1/p1pn4/1P2NP2/P1PPP1P1/4NS2/R1SKM3 w - - 0 1',
    ]),
    'cambodian': ('cambodian', [
        'r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe 0 0 5',
        'r7/4k3/6p1/8/8/2R1KNP1/8/8 b - 126 0 1',
    ]),
    'karouk': ('karouk', [
        'rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 3 2',
    ]),
    'ai-wok': ('ai-wok', [
        '8/8/8/2sp2k1/7p/3P4/6K1/7r w - - 0 1',
    ]),
    'tencubed': ('tencubed', []),
    'chigorin': ('chigorin', [
        '8/1k5P/8/8/8/3K4/p7/8 b - - 0 1',
    ]),
    'sortofalmost': ('sortofalmost', [
        '8/1k5P/8/8/8/3K4/p7/8 b - - 0 1',
    ]),
    'perfect': ('perfect', [
        'c3k2r/pppppppp/8/8/8/8/PPPPPPPP/C3K2R w KQkq - 0 1',
    ]),
    'shako': ('shako', [
        '4kc3c/ernbq1b1re/ppp3p1pp/3p2pp2/4p5/5P4/2PN2P3/PP1PP2PPP/ER1BQKBNR1/5C3C w KQ - 0 9',
        '4ncr1k1/1cr2P4/pp2p2pp1/P7PN/2Ep1p4/B3P1eN2/2P1n1P3/1B1P1K4/9p/5C2CR w - - 0 1',
        'r5k3/4q2c2/1ebppnp3/1pp3BeEQ/10/2PE2P3/1P3P4/5NP2P/rR3KB3/7C2 w Q - 3 35',
        '10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1',
    ]),
    'breakthrough': ('breakthrough', [
        '1p2pp1p/2p2ppp/2P5/8/8/3P2P1/1p1P2PP/1PP1PP1P w - - 1 26',
    ]),
    'kinglet': ('kinglet', []),
    # perft.sh checks Clobber on its start position only (D3 80063).
    'clobber': ('clobber', []),
    # perft.sh's S-chess position (a gate left on c8, a hawk in White's hand only); S-house
    # is not in perft.sh.
    'seirawan': ('seirawan', [
        'reb1k2r/ppppqppp/2nb1n2/4p3/4P3/N1P2N2/PB1PQPPP/RE2KBHR[h] b KQkqc - 3 7',
    ]),
    'shouse': ('shouse', []),
    # The Chess960 games: Fischer random chess (two positions of the usual Chess960 perft list;
    # perft.sh has none), and perft.sh's Chess960 positions of atomic chess, extinction chess
    # and S-chess. Their random games start from shuffled first ranks (shuffled_start).
    'chess960': ('fischerandom@960', [
        'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9',
        '2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9',
    ]),
    'atomic960': ('atomic@960', [
        '8/8/8/8/8/8/2k5/rR4KR w KQ - 0 1',
        'r3k1rR/5K2/8/8/8/8/8/8 b kq - 0 1',
        'Rr2k1rR/3K4/3p4/8/8/8/7P/8 w kq - 0 1',
        '1R4kr/4K3/8/8/8/8/8/8 b k - 0 1',
    ]),
    'extinction960': ('extinction@960', [
        'rnbqb1kr/pppppppp/8/8/8/8/PPPPPPPP/RNBQB1KR w AHah - 0 1',
    ]),
    'seirawan960': ('seirawan@960', [
        'qbbrnkrn/pppppppp/8/8/8/8/PPPPPPPP/QBBRNKRN[HEhe] w ABCDEFGHabcdefgh - 0 1',
    ]),
    'threekings': ('threekings', []),
    'nocheckatomic': ('nocheckatomic', [
        '7r/6Pb/1np5/1p2kp2/P1P1n3/1P2KP1B/5N2/8 w - - 0 1',
    ]),
    'berolina': ('berolina', [
        'rnbqkbnr/pppp1ppp/8/2p5/5P2/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 2 2',
        'k7/6P1/8/8/8/2K2p2/4p3/8 w - - 0 1',
        'rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq d6c5 0 1',
    ]),
    'pawnback': ('pawnback', []),
    'legan': ('legan', []),
    'gustav3': ('gustav3', []),
    'omicron': ('omicron', []),
    # Hand-made: promotion on the 8th to 10th ranks when nothing is lost (none on the 10th),
    # when only a rook is lost, and with an empty army (every choice, optional below the 10th).
    'grand': ('grand', [
        'r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R8R w - e7 0 3',
        'k9/9P/10/8P1/10/10/10/10/10/K9 w - - 0 1',
        'r8r/P1bqkcabn1/1ppppppppp/10/10/10/10/1PPPPPPPPP/1NBQKCABN1/R8R w - - 0 1',
        'r8r/P1bqkcabn1/1ppppppppp/10/10/10/10/1PPPPPPPPP/1NBQKCABN1/9R w - - 0 1',
    ]),
    'opulent': ('opulent', [
        'k9/9P/10/8P1/10/10/10/10/10/K9 w - - 0 1',
        'rw6wr/P1bnqknbla/1ppppppppp/10/10/10/10/1PPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1',
    ]),
    # Hand-made: pawns one step from the promotion squares of the a- and i-files.
    'troitzky': ('troitzky', [
        '****qk****/**rnbbnr**/*ppppppp1*/*7P*/10/P9/*8*/*PPPPPP2*/**RNBBNR**/****QK**** w - - 0 1',
    ]),
    'spartan': ('spartan', [
        'k6k/hh2Q2h/8/8/8/8/8/4K3 w - - 0 1',
        '8/8/8/8/6Q1/8/2h3h1/4K1k1 b - - 0 1',
    ]),
    # perft.sh checks Sho shogi and Dobutsu shogi on their start positions, Dobutsu also on
    # 'g1e/1cL/lC1/E1G[] w - - 4 3' (D4 2290).
    'shoshogi': ('shoshogi', []),
    'dobutsu': ('dobutsu', ['g1e/1cL/lC1/E1G[] w - - 4 3']),
    # perft.sh checks Shatar on its start position only (D4 177344).
    'shatar': ('shatar', []),
}
# Examples whose random games promote more often (their promotion has rules of its own).
PROMOTION_FAVOURED = ('sittuyin', 'grand', 'opulent', 'troitzky', 'legan', 'berolina', 'pawnback',
                      'spartan')
# Examples whose random games castle more often (their castling has rules of its own).
CASTLING_FAVOURED = ('giveaway', 'codrus', 'losers', 'extinction', 'kinglet', 'nocheckatomic',
                     'atomar', 'chess960', 'atomic960', 'extinction960')
# Examples whose games start from a shuffled first rank (Chess960).
CHESS960 = ('chess960', 'atomic960', 'extinction960', 'seirawan960')
FIRST_CHECK_WINS = ('karouk',)
GAMES = 4  # games per example, more when they end early
PLIES = (6, 12, 18, 24, 30)
# Placement chess's setup takes its first 16 plies: positions in it (hands not empty, the
# king still in hand, bishops and castling rights by drops) and after it.
PLIES_OF = {'placement': (3, 8, 13, 15, 22), 'sittuyin': (3, 9, 15, 26, 44)}

# The drop variants' games are longer (the hands fill up, pawns get far enough
# to promote), their moves are picked by hand_move, and the positions are taken
# after an odd number of plies too (Black to move).
HAND_EXAMPLES = ('crazyhouse', 'loop', 'chessgi', 'pocket-knight', 'seirawan', 'shouse',
                 'seirawan960')
HAND_PLIES = (12, 23, 36, 47, 60)
# S-chess's hands only empty (through the gates): its positions come earlier, while gates and
# pieces in hand are left.
HAND_PLIES_OF = {'seirawan': (5, 10, 15, 20, 27), 'seirawan960': (5, 10, 15, 20, 27)}
LATE = 24  # from this ply on, hand_move pushes pawns towards promotion


def favoured(variant, fen, moves, rng, marks='x+K'):
    """A move of a random game: a capture, a check or a king move (by default) more often
    than the rest."""
    special = [m for m in moves if any(c in sf.get_san(variant, fen, m) for c in marks)]
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
    checks 0.25 (drop checks among them), drops 0.15, gating moves 0.08 (S-chess's
    'b1c3h', a piece of the hand entering where a first-rank piece left; no other
    category but the checks picks them), pawn
    advances 0.05 and 0.35 from ply LATE on (pawn pushes, and pawn drops on the
    mover's 6th or 7th rank: the way to promotions), any move 0.10; then a move of that category
    drawn uniformly, except that advances go to the farthest rank on offer.
    Where captures do not go to the hand (pocketknight), a knight once dropped
    never comes back: drops weigh 0.03 and checks and 'any' are board moves
    only, so that the knights stay in hand for a while."""
    board = board_of(fen)
    fields = fen.split()
    white = fields[1] == 'w'
    ep = fields[3] if len(fields) > 3 else '-'
    promotions, captures, drops, advances, gates = [], [], [], [], []
    for m in moves:
        if '@' in m:
            drops.append(m)
            if m[0] in 'Pp' and rank_to(m, white) >= 6:
                advances.append(m)
            continue
        frm, to = m[:2], m[2:4]
        pawn = board.get(frm, ' ') in 'Pp'
        if len(m) > 4 and not pawn:
            gates.append(m)  # 'h1e1h' too: castling, the rook's square named first
        elif len(m) > 4:
            promotions.append(m)
        elif to in board or (pawn and to == ep and frm[0] != to[0]):
            captures.append(m)
        elif pawn:
            advances.append(m)
    if promotions and rng.random() < 0.7:
        return rng.choice(promotions)
    refill = sf.captures_to_hand(variant)
    anything = moves if refill else [m for m in moves if '@' not in m] or moves
    # Gating moves outnumber the moves they add a piece to: only their own category picks
    # them (and the checks), or the hands would empty within a few moves.
    anything = [m for m in anything if m not in gates] or anything
    cats = [(0.30, captures), (0.25, 'checks'), (0.15 if refill else 0.03, drops), (0.08, gates),
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


def written(fen):
    """A FEN as get_fen writes it, but for S-chess's castling field when no right or gate
    is left: get_fen leaves it empty ('w  - 0 21'), the FEN standard writes '-'."""
    return fen.replace('  ', ' - ')


def rank_to(move, white):
    """The rank a move goes to, counted from the mover's side (1..8)."""
    rank = int(move[3])
    return rank if white else 9 - rank


def promoted_after(promoted, move, board):
    """The squares of promoted pieces after a move (for the summary only: loop,
    chessgi and pocketknight FENs do not mark promoted pieces); board: the
    position's before it (a long move by a piece other than a pawn is a gating
    move, no promotion)."""
    if '@' in move:
        return promoted
    frm, to = move[:2], move[2:4]
    out = set(promoted) - {to}
    if frm in promoted or (len(move) > 4 and board.get(frm, ' ') in 'Pp'):
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
        fen = shuffled_start(start, rng) if name in CHESS960 else start
        plies = PLIES_OF.get(name, PLIES)
        for ply in range(1, max(plies) + 1):
            moves = sorted(sf.legal_moves(variant, fen, []))
            if not moves:
                out.append(fen)  # a game over by its own rule: no move to count
                break
            marks = 'x+KO' if name in CASTLING_FAVOURED else 'x+K'
            if name in FIRST_CHECK_WINS:
                marks = 'xK'  # a check ends the game: favour the rest
            if name in PROMOTION_FAVOURED:
                marks += '='
            fen = sf.get_fen(variant, fen, [favoured(variant, fen, moves, rng, marks)])
            if ply in plies:
                out.append(fen)
    return out[:20]


def shuffled_start(start, rng):
    """A Chess960 start from an 8-file chess start FEN: bishops on both colours, the king
    between the rooks, Black's rank the mirror of White's. The castling field names every
    first-rank file when the start has gates (S-chess), else K, Q, k, q."""
    while True:
        rank = list('RNBQKBNR')
        rng.shuffle(rank)
        bishops = [i for i, p in enumerate(rank) if p == 'B']
        rooks = [i for i, p in enumerate(rank) if p == 'R']
        if (bishops[0] + bishops[1]) % 2 == 1 and rooks[0] < rank.index('K') < rooks[1]:
            break
    white = ''.join(rank)
    fields = start.split(' ')
    rows = fields[0].split('/')
    hand = ''
    if '[' in rows[-1]:
        rows[-1], hand = rows[-1].split('[')
        hand = '[' + hand
    rows[0], rows[-1] = white.lower(), white + hand
    gates = len(fields[2]) > 4
    fields[0] = '/'.join(rows)
    fields[2] = 'ABCDEFGHabcdefgh' if gates else 'KQkq'
    return ' '.join(fields)


def hand_positions(name, variant, start):
    """Like random_positions, for the drop variants: moves by hand_move,
    positions after HAND_PLIES plies (HAND_PLIES_OF's for some); a game ended by checkmate or stalemate gives
    its final position (once). Returns (fen, promoted pieces on the board)."""
    rng = random.Random(zlib.crc32(name.encode()))
    out = []
    games = 0
    while len(out) < 20 and games < 5 * GAMES:
        games += 1
        fen = shuffled_start(start, rng) if name in CHESS960 else start
        promoted = set()
        plies = HAND_PLIES_OF.get(name, HAND_PLIES)
        for ply in range(1, max(plies) + 1):
            moves = sorted(sf.legal_moves(variant, fen, []))
            if not moves:
                if fen not in [f for f, _ in out]:
                    out.append((fen, len(promoted)))
                break
            move = hand_move(variant, fen, moves, rng, ply)
            promoted = promoted_after(promoted, move, board_of(fen))
            fen = written(sf.get_fen(variant, fen, [move]))
            if ply in plies:
                out.append((fen, len(promoted)))
    return out[:20]


# The shogi games (minishogi, shogi, euroshogi). Their start FENs in
# Fairy-Stockfish read 'rbsgk/4p/5/P4/KGSBR[-] w 0 1'; the file holds every FEN
# as pyffish's get_fen writes it ('rbsgk/4p/5/P4/KGSBR[] w - - 0 1'), promoted
# pieces as '+P', '+r' and so on. Random games: moves by shogi_move, positions
# after SHOGI_PLIES plies, SHOGI_RANDOM of them per example; then the hand-made
# positions of HANDMADE, each also rotated 180 degrees with the colours swapped.
SHOGI_EXAMPLES = ('minishogi', 'shogi', 'euroshogi', 'yarishogi', 'torishogi', 'shoshogi',
                  'dobutsu', 'kyotoshogi', 'microshogi')
SHOGI_PLIES = (10, 17, 26, 33, 42, 51, 60, 69)
SHOGI_RANDOM = 24
KEEP_PLAYING = ('dobutsu',)  # examples whose random games avoid moves that end them
SHOGI_LATE = 16  # from this ply on, shogi_move favours moves towards the promotion zone

# Hand-made positions of the shogi games: (what it covers, FEN, checks). Every
# check is asserted when the file is written (and the FEN must be valid and be
# written the way get_fen writes it):
#   ('has', m) / ('not', m)  m is / is not among the legal moves;
#   ('mate', m)   m is legal and gives check, and the opponent has no move after it;
#   ('check', m)  m is legal and gives check, and the opponent has moves after it;
#   ('hand', m, h)  m is legal and the hands read [h] after it;
#   ('none',)     no legal move, and the side to move is not in check.
# Each position is followed by its rotation by 180 degrees with the colours
# swapped (FEN and checks rotated alike), so both colours are covered.
HANDMADE = {
    # Sittuyin: a pawn promotes instead of moving, to a met where it stands or a step away,
    # from the zone's diagonal squares (anywhere when it is the side's last pawn), when the
    # side has no met and the new met attacks nothing.
    'sittuyin': [
        ('the last pawn promotes anywhere: in place or a met step away, not where the met '
         'would attack the knight on a5',
         '8/8/4k3/n7/8/2P5/8/4K3[] w - - 0 1',
         [('has', 'c3c3f'), ('has', 'c3d4f'), ('has', 'c3d2f'), ('not', 'c3b4f'),
          ('has', 'c3c4')]),
        ('two pawns: only the one on the zone (d5) promotes, and not where the met would '
         'give check (e6, beside the king on f7)',
         '8/5k2/8/3P4/8/2P5/8/4K3[] w - - 0 1',
         [('has', 'd5c4f'), ('has', 'd5d5f'), ('not', 'd5e6f'), ('not', 'c3c3f')]),
        ('a side that has a met promotes no pawn',
         '8/5k2/8/3P4/8/8/5F2/4K3[] w - - 0 1',
         [('not', 'd5c4f'), ('not', 'd5d5f'), ('has', 'd5d6')]),
        ('the setup: rooks only on the first rank, the other pieces on the first three',
         '8/8/4pppp/pppp4/4PPPP/PPPP4/8/4K3[RNkrn] w - - 0 1',
         [('has', 'R@a1'), ('not', 'R@a2'), ('has', 'N@a2'), ('has', 'N@h2'),
          ('not', 'e2e3')]),
    ],
    # Placement chess: a side with pieces in hand must drop, in check too, when a drop is
    # legal; when none is (a knight's check), the king moves.
    'placement': [
        ('in check from a rook on its first rank, with a rook in hand: the drops that block '
         'are the only legal moves (a drop is legal, so one must be made)',
         '4k3/8/8/8/8/8/8/r3K3[R] w - - 0 1',
         [('has', 'R@d1'), ('has', 'R@b1'), ('not', 'e1e2'), ('not', 'e1f2')]),
        ('in check from a knight, with a rook in hand: no drop answers it, so the king moves',
         '4k3/8/8/8/8/5n2/8/4K3[R] w - - 0 1',
         [('has', 'e1e2'), ('not', 'R@a1')]),
        ('the king dropped on e1 next to the rooks on a1 and h1 gets both castling rights; '
         'the second bishop must go on the other colour',
         '4k3/pppppppp/8/8/8/8/PPPPPPPP/R2B3R[KBb] w - - 0 1',
         [('has', 'K@e1'), ('has', 'B@c1'), ('not', 'B@b1'), ('not', 'B@f1'),
          ('hand', 'K@e1', 'Bb')]),
    ],
    # Kyoto shogi: every move of a piece turns it over (a promoted one back), drops go down
    # either side up ('+L@a4' puts a lance down as a gold).
    'kyotoshogi': [
        ('drops either side up: a lance dropped as a gold mates (the king b3 guards it), '
         'dropped as a lance it only checks; a pawn may go down on the last rank',
         'k4/5/1K3/5/5[LP] w - - 0 1',
         [('mate', '+L@a4'), ('check', 'L@a4'), ('has', 'P@b5'), ('has', '+P@b5'),
          ('has', '+P@c3')]),
        ('a turned piece must turn back: the pawn-rook b2 moves as a rook and becomes a '
         'pawn; the silver c1 moves as a silver and becomes a bishop',
         'k4/5/5/1+P3/2S1K[] w - - 0 1',
         [('has', 'b2b4-'), ('not', 'b2b4'), ('has', 'b2a2-'), ('has', 'c1d2+'),
          ('not', 'c1d2'), ('has', 'e1e2')]),
        ('a captured turned piece goes to the hand as its first side',
         'k4/5/1+s3/1P3/4K[] w - - 0 1',
         [('hand', 'b2b3+', 'S')]),
    ],
    # Micro shogi: only a capture turns a piece over (and a promoted one back); drops
    # either side up.
    'microshogi': [
        ('a capture must turn the rook (b2xb3 as a gold), a quiet move must not',
         'k3/4/1p2/1R2/3K[] w - - 0 1',
         [('has', 'b2b3+'), ('not', 'b2b3'), ('has', 'b2a2'), ('not', 'b2a2+'),
          ('hand', 'b2b3+', 'P')]),
        ('a turned rook (a gold) turns back only by capturing',
         'k3/4/1p2/1+R2/3K[] w - - 0 1',
         [('has', 'b2b3-'), ('not', 'b2b3'), ('has', 'b2a2'), ('not', 'b2a2-')]),
        ('drops either side up: a pawn as a knight, a bishop as a gold',
         'k3/4/4/4/3K[PB] w - - 0 1',
         [('has', 'P@b3'), ('has', '+P@b3'), ('has', 'B@c2'), ('has', '+B@c2')]),
    ],
    # Spartan chess: Black's two kings (duple check) and its promotion to a second king.
    'spartan': [
        ('with two kings Black may leave one attacked, never both',
         'k7/8/7k/8/8/8/8/R3K1R1 b - - 0 1',
         [('has', 'a8a7'), ('has', 'h6h5'), ('not', 'h6g6'), ('has', 'a8b8')]),
        ('a hoplite may become a second king, not a third',
         '3k4/8/8/8/8/8/1h6/4K3 b - - 0 1',
         [('has', 'b2a1k'), ('has', 'b2c1g')]),
        ('a hoplite may become a second king, not a third (two already)',
         'k6k/8/8/8/8/8/1h6/4K3 b - - 0 1',
         [('not', 'b2a1k'), ('has', 'b2a1g')]),
    ],
    # Shatar: mates that do not count, and the bare king.
    'shatar': [
        ('a smothered mate by the knight alone: the game is over (the mated side has won)',
         '6rk/6pp/8/4N3/8/8/8/4K3 w - - 0 1',
         [('mate', 'e5f7')]),
        ('a rook check, the knight blocks on b8, the bishop mates from g2',
         'k7/p2n4/8/2p5/8/8/8/4KB1R w - - 0 1',
         [('check', 'h1h8'), ('has', 'h1h2')]),
        ('taking the last piece but the king ends the game',
         '4k3/8/8/8/8/8/3r3P/4K3 w - - 0 1',
         [('has', 'e1d2')]),
    ],
    # Sho shogi: king and crown prince; only the last one left is guarded.
    'shoshogi': [
        ('with a crown prince beside it the king may step where it can be taken',
         '4k4/9/9/9/9/9/9/r8/4K3+E w - - 0 1',
         [('has', 'e1e2'), ('has', 'e1d1')]),
        ('a king without a prince may not',
         '4k4/9/9/9/9/9/9/r8/4K4 w - - 0 1',
         [('not', 'e1e2'), ('has', 'e1d1')]),
        ('the last king stays guarded on the move that promotes the elephant to a prince',
         'k3r4/9/9/4E4/9/9/9/9/4K4 w - - 0 1',
         [('not', 'e6d7+'), ('not', 'e6d7'), ('has', 'e6e7+'), ('has', 'e6e7')]),
    ],
    # Dobutsu shogi: a lion wins on the far rank only where nothing can take it.
    'dobutsu': [
        ('a lion safe on the far rank has won: no move after it',
         '1L1/3/l2/3[] b - - 0 1',
         [('none',)]),
        ('a lion on the far rank that can be taken has not won yet',
         '1Ll/3/3/3[] b - - 0 1',
         [('has', 'c4b4')]),
    ],
    # Coregal's queens, royal as the king is.
    'coregal': [
        ('a rook attacks the queen: that is check; the king may not step away from it, nor the queen uncover the king',
         '4k3/8/8/8/8/8/8/r2QK3 w - - 0 1',
         [('has', 'd1a1'), ('not', 'e1f1'), ('not', 'e1e2'), ('not', 'd1d2')]),
        ('the queen may not move onto an attacked square',
         '3rk3/8/8/8/8/8/8/4K2Q w - - 0 1',
         [('not', 'h1d5'), ('not', 'h1d1'), ('has', 'h1e4')]),
        ('a knight shielding its queen from the enemy queen is pinned',
         '4k3/8/8/8/q7/8/2N5/3Q1K2 w - - 0 1',
         [('not', 'c2e3'), ('not', 'c2b4'), ('has', 'f1g2')]),
        ('a pawn may not promote to a queen on an attacked square, but to a rook it may',
         'r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1',
         [('not', 'b7b8q'), ('has', 'b7b8r'), ('has', 'b7a8q')]),
    ],
    # S-chess's gates: where a piece of the hand may enter, and when it may not.
    'seirawan': [
        ('castling brings a piece to the king\'s square (e1g1h) or the rook\'s (h1e1h, '
         'written from the rook); any first move of the king or a rook opens its gate',
         'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[EHeh] w KQkq - 0 1',
         [('has', 'e1g1h'), ('has', 'h1e1h'), ('has', 'e1c1e'), ('has', 'a1e1e'),
          ('has', 'a1d1h'), ('has', 'e1f1e'), ('hand', 'e1g1h', 'Eeh'),
          ('hand', 'h1e1e', 'Heh')]),
        ('a pinned knight cannot move, so nothing enters behind it (a hawk on d1 would '
         'block the pin, and still may not come)',
         '4k3/8/8/8/8/8/8/1r1NK3[H] w D - 0 1',
         [('not', 'd1c3h'), ('not', 'd1e3h'), ('not', 'd1c3'), ('has', 'e1e2')]),
        ('Black\'s pinned knight likewise',
         '1R1nk3/8/8/8/8/8/8/4K3[h] b d - 0 1',
         [('not', 'd8c6h'), ('not', 'd8e6h'), ('has', 'e8e7')]),
        ('the piece that enters may give check (an elephant on g1 against the king on g8)',
         '6k1/8/8/8/8/8/8/4K1N1[E] w G - 0 1',
         [('check', 'g1f3e'), ('check', 'g1e2e'), ('has', 'g1f3')]),
        ('a hand that empties closes its side\'s gates: Black, with nothing in hand, has '
         'none; White\'s last piece may enter anywhere on a gate a rook or the king leaves',
         'r3k2r/8/8/8/8/8/8/R3K2R[H] w KQkq - 0 1',
         [('has', 'a1a8h'), ('has', 'e1g1h'), ('has', 'h1e1h'), ('hand', 'e1d2h', '')]),
    ],
    # S-house: gates and drops both, and captures fill the hands.
    'shouse': [
        ('pawns in hand drop (not on the first rank) and never gate',
         'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[Pp] w KQkq - 0 1',
         [('has', 'P@e4'), ('not', 'P@b1'), ('not', 'e1g1p'), ('not', 'a1b1p')]),
        ('a queen or a knight of the hand drops or gates',
         'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QNqn] w KQBCDFGkqbcdfg - 0 1',
         [('has', 'b1c3q'), ('has', 'g1f3n'), ('has', 'Q@e4'), ('has', 'N@e3')]),
        ('an empty hand keeps its gates, as a capture may fill it',
         'r1bqkbnr/pppp1ppp/2n5/4p3/3P4/2N5/PPP1PPPP/R1BQKBNR[] w KQCFGkqcfg - 0 1',
         [('hand', 'd4e5', 'P'), ('not', 'g1f3p')]),
    ],
    # Horde's double steps from the first two ranks, and where en passant applies.
    'horde': [
        ('a double step from the first rank passes the second: no en passant onto a2 (depth 2)',
         '4k3/8/8/8/8/1p6/8/P7 w - - 0 1',
         [('has', 'a1a3'), ('has', 'a1a2')]),
        ('a double step from the second rank may be taken en passant on a3 (depth 2)',
         '4k3/8/8/8/1p6/8/P7/8 w - - 0 1',
         [('has', 'a2a4')]),
        ('Black\'s double step may be taken en passant by White',
         '4k3/1p6/8/P7/8/8/8/8 b - - 0 1',
         [('has', 'b7b5')]),
        ('a pawn on the third rank steps once only',
         '4k3/8/8/8/8/P7/8/8 w - - 0 1',
         [('has', 'a3a4'), ('not', 'a3a5')]),
        ('taking White\'s last piece ends the game: no move after it',
         '4k3/8/8/8/8/8/1q6/P7 b - - 0 1',
         [('has', 'b2a1')]),
    ],
    # Tori shogi's swallows: two of a side on a file, not three.
    'torishogi': [
        ('two swallows on the a-file: no third may be dropped there; one on the b-file: a '
         'second may',
         '3k3/7/7/S6/SS5/7/3K3[S] w - - 0 1',
         [('not', 'S@a5'), ('has', 'S@b5'), ('has', 'S@c5')]),
    ],
    # Janggi's palace lines, cannon, elephant, pass and bikjang.
    'janggi': [
        ('a chariot rides the palace diagonal; a general not in check may pass',
         '4k4/9/9/9/9/9/9/9/9/3R1K3 w - - 0 1',
         [('has', 'd1e2'), ('has', 'd1f3'), ('not', 'd1c2'), ('has', 'f1f1')]),
        ('a cannon hops the palace diagonal over its centre',
         '4k4/9/9/9/9/9/9/3C5/4A4/3K5 w - - 0 1',
         [('has', 'd3f1'), ('not', 'd3e2')]),
        ('a cannon never hops over a cannon nor takes one',
         '4k4/9/9/9/r8/9/9/C8/9/C2K5 w - - 0 1',
         [('not', 'a1a4'), ('not', 'a1a6'), ('has', 'a3a7')]),
        ('no pass in check',
         '4k4/9/9/9/9/9/9/9/9/3K1r3 w - - 0 1',
         [('not', 'd1d1'), ('has', 'd1d2')]),
        ('generals facing: end it or pass',
         '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1',
         [('has', 'e1e1'), ('has', 'e1d1'), ('not', 'e1e2')]),
        ('a soldier in the enemy palace steps diagonally forward along its lines',
         '5k3/9/3P5/9/9/9/9/9/9/4K4 w - - 0 1',
         [('has', 'd8e9'), ('not', 'd8c9')]),
        ('an elephant is blocked on its diagonal step',
         '3k5/9/9/9/9/9/9/3P5/9/2B1K4 w - - 0 1',
         [('not', 'c1e4'), ('has', 'c1a4')]),
    ],
    # Xiangqi's palace, river, soldier, horse and flying general.
    'xiangqi': [
        ('the general may not step onto the open file of the other general',
         '4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1',
         [('not', 'd1e1'), ('has', 'd1d2'), ('not', 'd1c1')]),
        ('a soldier alone between the two generals may only move along their file',
         '4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1',
         [('has', 'e6e7'), ('not', 'e6d6'), ('not', 'e6f6')]),
        ('an elephant never crosses the river; an advisor keeps to the palace',
         '3k5/9/9/9/9/2B6/9/9/9/3AK4 w - - 0 1',
         [('not', 'c5e7'), ('not', 'c5a7'), ('has', 'c5e3'), ('has', 'd1e2'), ('not', 'd1c2')]),
        ('a soldier moves sideways only across the river, and never back',
         '3k5/9/9/9/2P6/9/6P2/9/9/4K4 w - - 0 1',
         [('has', 'c6b6'), ('has', 'c6c7'), ('not', 'c6c5'), ('has', 'g4g5'), ('not', 'g4f4')]),
        ('a horse is blocked by a piece on its straight step, and the elephant by one between',
         '3k5/9/9/9/9/9/9/1P7/1N3P3/4K1B2 w - - 0 1',
         [('not', 'b2a4'), ('not', 'b2c4'), ('has', 'b2d3'), ('not', 'g1e3'), ('has', 'g1i3')]),
        ('a cannon captures over exactly one screen',
         '3k5/9/9/3r5/9/9/3P5/9/3C5/4K4 w - - 0 1',
         [('has', 'd2d7'), ('not', 'd2d4'), ('has', 'd2d3')]),
        ('the general in the corner of its palace, all moves taken: the side to move has lost',
         '3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1',
         [('none',)]),
    ],
    # Atomic chess: what explodes, and the king's safety around explosions.
    'atomic': [
        ('a king never captures: the explosion would take it too',
         '4k3/8/8/8/8/8/3p4/4K3 w - - 0 1',
         [('not', 'e1d2'), ('has', 'e1d1')]),
        ('a capture next to the own king is illegal: it would blow the king up',
         '8/8/8/8/8/2k5/1p6/1RK1n3 w - - 0 1',
         [('not', 'b1b2'), ('has', 'c1d1')]),
        ('a capture next to the enemy king blows it up and wins',
         '8/8/8/8/8/2k5/1p6/1R2K3 w - - 0 1',
         [('has', 'b1b2')]),
        ('kings side by side: neither gives check, whatever else attacks',
         '8/8/8/8/3kK3/8/8/3R4 b - - 0 1',
         [('has', 'd4d3'), ('has', 'd4c3'), ('has', 'd4d5')]),
        ('in check, blowing up the enemy king is legal; the king may not capture its checker',
         '4k3/R3q3/8/8/8/8/4r3/4K3 w - - 0 1',
         [('has', 'a7e7'), ('not', 'e1e2'), ('not', 'a7a8')]),
        ('en passant explodes around the square the pawn lands on',
         '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1',
         [('has', 'e5d6')]),
        ('castling through squares next to the enemy king, which only it attacks',
         '8/8/8/8/8/8/3k4/R3K2R w KQ - 0 1',
         [('has', 'e1g1'), ('has', 'e1c1')]),
    ],
    # Racing kings' goal and its reply, and its ban on checks.
    'racingkings': [
        ('White has reached the eighth rank and Black can reach it too: Black plays on '
         '(any move; arriving draws)',
         '2K5/5k2/8/8/8/8/8/8 b - - 0 1',
         [('has', 'f7f8'), ('has', 'f7e7')]),
        ('White has reached the eighth rank and Black cannot reach it with its reply: the '
         'game is over',
         '2K5/8/5k2/8/8/8/8/8 b - - 0 1',
         [('none',)]),
        ('Black reached the eighth rank first: the game is over',
         '5k2/8/8/8/8/8/8/K7 w - - 0 1',
         [('none',)]),
        ('both kings on the eighth rank: the game is over (a draw)',
         '2K2k2/8/8/8/8/8/8/8 w - - 0 1',
         [('none',)]),
        ('no move may give check: the rook may not go to a1 nor h2',
         '8/8/8/8/8/8/k7/4K2R w - - 0 1',
         [('not', 'h1a1'), ('not', 'h1h2'), ('has', 'h1g1'), ('has', 'h1h8')]),
        ('Black, who may reply to White\'s arrival, may not reach the goal by a move that '
         'leaves its king attacked: White\'s rooks hold e8 and g8, f8 is free',
         '2K5/5k2/8/8/8/8/8/4R1R1 b - - 0 1',
         [('has', 'f7f8'), ('not', 'f7e8'), ('not', 'f7g8')]),
    ],
    # Giveaway: antichess with castling by a king that is not royal.
    'giveaway': [
        ('the king castles through a square the rook on f8 attacks: nothing is royal',
         '5r2/8/8/8/8/8/8/4K2R w K - 0 1',
         [('has', 'e1g1'), ('has', 'e1f1')]),
        ('the king castles from a square the rook on e8 attacks',
         '4r3/8/8/8/8/8/8/4K2R w K - 0 1',
         [('has', 'e1g1')]),
        ('a capture is compulsory, so castling is not legal while the rook can take on h2',
         '8/8/8/8/8/8/7p/4K2R w K - 0 1',
         [('has', 'h1h2'), ('not', 'e1g1'), ('not', 'e1f1')]),
        ('Black has no pieces left: the game is over (Black has won)',
         'K7/8/8/8/8/8/8/8 b - - 0 1',
         [('none',)]),
    ],
    # Codrus: only the king counts.
    'codrus': [
        ('the king must be taken when it can be (compulsory capture)',
         '8/8/8/8/8/8/3k4/4K3 w - - 0 1',
         [('has', 'e1d2'), ('not', 'e1f1')]),
        ('Black has lost its king: the game is over (Black has won), pieces or not',
         '8/8/8/8/8/8/3q4/4K3 b - - 0 1',
         [('none',)]),
        ('a pawn may not become a king',
         '8/1P6/8/8/8/8/8/k3K3 w - - 0 1',
         [('has', 'b7b8q'), ('not', 'b7b8k')]),
    ],
    # Losers: a royal king, compulsory captures, and losing wins.
    'losers': [
        ('Black is checkmated: the game is over (Black has won)',
         'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1',
         [('none',)]),
        ('in check, and a capture is compulsory: the king must take the pawn',
         '7N/8/8/8/8/8/1p6/K6k w - - 0 1',
         [('has', 'a1b2'), ('not', 'a1a2')]),
        ('Black is down to its king: the game is over (Black has won)',
         '8/8/8/8/8/8/8/k3K2R w - - 0 1',
         [('none',)]),
        ('castling follows the chess rules: not through f1, which the bishop on c4 attacks',
         'rnbqk2r/pppp1ppp/8/8/2b5/8/PPPP1PPP/RNBQK2R w KQkq - 0 1',
         [('not', 'e1g1')]),
    ],
    # Extinction chess: no royal piece; every kind must survive.
    'extinction': [
        ('the king castles through f1, which the bishop on c4 attacks, and may step into '
         'attack on e2: it is not royal',
         'rnbqk2r/pppp1ppp/8/8/2b5/8/PPPP1PPP/RNBQK2R w KQkq - 0 1',
         [('has', 'e1g1'), ('has', 'e1e2')]),
        ('Black has no knight left: the game is over (Black has lost)',
         'rbbqk2r/pppp1ppp/8/8/8/8/PPPP1PPP/RNBQK2R w KQkq - 0 1',
         [('none',)]),
        ('a pawn may become a king',
         '2nqkbr1/1P5p/8/8/8/8/PRBNQK2/8 w - - 0 1',
         [('has', 'b7b8k')]),
    ],
    # Jeson Mor: a knight must hold e5 for a turn.
    'jesonmor': [
        ('a white knight on e5 with White to move has held it: the game is over (White has won)',
         '9/9/9/9/4N4/9/9/9/n8 w - - 0 1',
         [('none',)]),
        ('a white knight just arrived on e5: Black may take it, and the game goes on',
         '9/9/3n5/9/4N4/9/9/9/9 b - - 0 1',
         [('has', 'd7e5'), ('has', 'd7c5')]),
        ('Black has no knight left: no move, the game is over (Black has lost)',
         '9/9/9/9/9/9/9/9/N8 b - - 0 1',
         [('none',)]),
    ],
    # Antichess's own rules, each position checked as written (not rotated).
    'antichess': [
        ('captures are compulsory: the pawn must take on a8 (promoting to any of five '
         'pieces, the king among them); its step to b8 and the king\'s moves are not legal',
         'r7/1P6/8/8/8/8/8/4K3 w - - 0 1',
         [('has', 'b7a8k'), ('has', 'b7a8q'), ('not', 'b7b8q'), ('not', 'e1e2')]),
        ('with nothing to take, every move: a pawn may promote to a king',
         '7n/1P6/8/8/8/8/8/4K3 w - - 0 1',
         [('has', 'b7b8k'), ('has', 'b7b8n'), ('has', 'e1e2')]),
        ('en passant is a capture, so it is compulsory too',
         '8/8/8/3pP3/8/8/8/K7 w - d6 0 1',
         [('has', 'e5d6'), ('not', 'a1a2'), ('not', 'e5e6')]),
        ('a king may be taken, and taking it is compulsory like any capture',
         '8/8/8/8/8/8/3k4/4K3 w - - 0 1',
         [('has', 'e1d2'), ('not', 'e1f1')]),
        ('a side without pieces has no move (it has won)',
         '8/8/8/8/8/8/8/k7 w - - 0 1',
         [('none',)]),
    ],
    'minishogi': [
        ('pawn drop mate (uchifuzume): P@a4 mates; Fairy-Stockfish lists the drop '
         '(its ban is a game result, not a move-generation rule), so perft counts it '
         'and the position after it has no move',
         'kp3/5/1G3/5/4K[P] w - - 0 1',
         [('mate', 'P@a4'), ('has', 'P@a3')]),
        ('pawn drop check that is not mate (the king escapes to b5): an ordinary legal drop',
         'k4/5/1G3/5/4K[P] w - - 0 1',
         [('check', 'P@a4')]),
        ('nifu: no pawn drop on the b-file (own unpromoted pawn b2); drops allowed on the '
         'd-file (only a +P there) and the c-file (only an enemy pawn); no pawn drop on the '
         'last rank',
         'k4/2p2/3+P1/1P3/4K[PP] w - - 0 1',
         [('not', 'P@b1'), ('not', 'P@b3'), ('not', 'P@b4'), ('has', 'P@d1'), ('has', 'P@d2'),
          ('has', 'P@d4'), ('has', 'P@c1'), ('has', 'P@c3'), ('has', 'P@a4'),
          ('not', 'P@a5'), ('not', 'P@d5'), ('not', 'P@e5')]),
        ('forced promotion: a pawn reaching the last rank (here capturing) must promote; '
         'no pawn drop on the last rank',
         's1k2/P4/5/5/4K[P] w - - 0 1',
         [('has', 'a4a5+'), ('not', 'a4a5'), ('not', 'P@b5'), ('not', 'P@d5'),
          ('has', 'P@b4')]),
        ('optional promotion of a silver entering the zone (c4) and leaving it (a5); a '
         'silver dropped in the zone comes in unpromoted',
         'S3k/2S2/5/5/K4[S] w - - 0 1',
         [('has', 'c4b5'), ('has', 'c4b5+'), ('has', 'c4c5'), ('has', 'c4c5+'),
          ('has', 'c4d5'), ('has', 'c4d5+'), ('has', 'a5b4'), ('has', 'a5b4+'),
          ('not', 'c4b3+'), ('has', 'S@b5'), ('has', 'S@e4')]),
        ('optional promotion of bishops and a rook: entering the zone (c3), leaving it '
         '(b5, d5), moving within it (d5); no promotion outside the zone (c3b4)',
         '1B1R1/5/2B2/k4/4K[] w - - 0 1',
         [('has', 'c3d4'), ('not', 'c3d4+'), ('has', 'c3e5'), ('has', 'c3e5+'),
          ('has', 'b5c4'), ('has', 'b5c4+'), ('has', 'b5a4+'), ('has', 'd5e5'),
          ('has', 'd5e5+'), ('has', 'd5c5+'), ('has', 'd5d1'), ('has', 'd5d1+')]),
        ('capture of promoted pieces: +r and +p go to the hand as R and P',
         'k4/5/1+r3/1G+p2/4K[] w - - 0 1',
         [('hand', 'b2b3', 'R'), ('hand', 'b2c2', 'P')]),
        ('no legal move without check (stalemate; a loss in shogi, perft just counts 0)',
         'k4/2S2/1G3/5/4K[] b - - 0 1',
         [('none',)]),
    ],
    'shogi': [
        ('pawn drop mate (uchifuzume): P@a8 mates (Black\'s rook in hand cannot help); '
         'Fairy-Stockfish lists the drop and perft counts it',
         'kp7/9/1G7/9/9/9/9/9/4K4[Pr] w - - 0 1',
         [('mate', 'P@a8'), ('has', 'P@a7')]),
        ('pawn drop check that is not mate (the pawn is guarded by the knight, the king '
         'escapes): an ordinary legal drop',
         'k8/9/9/1N7/9/9/9/9/4K4[P] w - - 0 1',
         [('check', 'P@a8'), ('has', 'P@a2')]),
        ('nifu: no pawn drop on the a-file (own unpromoted pawn a3); drops allowed on the '
         'c-file (only a +P) and the e-file (only an enemy pawn); two pawns in hand, so '
         'the second drop meets nifu on the first one\'s file',
         'k8/9/9/4p4/2+P6/9/P8/9/8K[PP] w - - 0 1',
         [('not', 'P@a2'), ('not', 'P@a5'), ('has', 'P@c2'), ('has', 'P@c8'),
          ('has', 'P@e2'), ('has', 'P@e8'), ('not', 'P@c9'), ('not', 'P@e9'),
          ('has', 'P@b8')]),
        ('forced promotion: pawn and lance to the last rank, knights to the last two ranks '
         '(only the promoting move); optional for a lance to ranks 7-8 and a knight to '
         'rank 7; no drop of a pawn or lance on the last rank or of a knight on the last two',
         '4k4/2L3P2/4N4/7N1/LN7/9/9/9/4K4[NLP] w - - 0 1',
         [('has', 'g8g9+'), ('not', 'g8g9'), ('has', 'c8c9+'), ('not', 'c8c9'),
          ('has', 'a5a9+'), ('not', 'a5a9'), ('has', 'a5a8'), ('has', 'a5a8+'),
          ('has', 'a5a7'), ('has', 'a5a7+'), ('has', 'a5a6'), ('not', 'a5a6+'),
          ('has', 'e7d9+'), ('not', 'e7d9'), ('has', 'e7f9+'), ('not', 'e7f9'),
          ('has', 'h6i8+'), ('not', 'h6i8'), ('has', 'b5a7'), ('has', 'b5a7+'),
          ('has', 'b5c7'), ('has', 'b5c7+'),
          ('not', 'P@a9'), ('not', 'L@a9'), ('not', 'N@a9'), ('not', 'N@a8'),
          ('has', 'N@a7'), ('has', 'P@a8'), ('has', 'L@a8')]),
        ('optional promotion: silvers entering the zone (d6), moving within it and '
         'leaving it (f7), bishops entering (h3) and within / leaving (h8), a rook within '
         'and leaving (a7); a silver dropped in the zone comes in unpromoted',
         '4k4/7B1/R4S3/3S5/9/9/7B1/9/4K4[S] w - - 0 1',
         [('has', 'd6c7'), ('has', 'd6c7+'), ('has', 'd6d7'), ('has', 'd6d7+'),
          ('has', 'd6e7+'), ('has', 'd6c5'), ('not', 'd6c5+'),
          ('has', 'f7e8'), ('has', 'f7e8+'), ('has', 'f7f8+'), ('has', 'f7g8'),
          ('has', 'f7e6'), ('has', 'f7e6+'), ('has', 'f7g6+'),
          ('has', 'h3d7'), ('has', 'h3d7+'), ('has', 'h3b9'), ('has', 'h3b9+'),
          ('has', 'h3e6'), ('not', 'h3e6+'),
          ('has', 'h8g9'), ('has', 'h8g9+'), ('has', 'h8i7+'), ('has', 'h8f6'),
          ('has', 'h8f6+'), ('has', 'h8a1+'),
          ('has', 'a7a8'), ('has', 'a7a8+'), ('has', 'a7b7+'), ('has', 'a7a1'),
          ('has', 'a7a1+'), ('has', 'S@c8')]),
        ('capture of promoted pieces: +r, +b, +p, +s, +n go to the hand unpromoted',
         'k8/9/9/5+n3/+s3+r3R/2+p1N4/2P3+b2/7G1/L7K[] w - - 0 1',
         [('hand', 'i5e5', 'R'), ('hand', 'h2g3', 'B'), ('hand', 'c3c4', 'P'),
          ('hand', 'a1a5', 'S'), ('hand', 'e4f6', 'N')]),
        ('no legal move without check: the king is boxed in and its pawn is pinned by the '
         'bishop (stalemate; a loss in shogi, perft just counts 0)',
         'k8/1p7/NS7/9/4B4/9/9/9/4K4[] b - - 0 1',
         [('none',)]),
    ],
    'euroshogi': [
        ('pawn drop mate (uchifuzume): P@a7 mates; Fairy-Stockfish lists the drop and '
         'perft counts it',
         'kp6/8/1G6/8/8/8/8/4K3[P] w - - 0 1',
         [('mate', 'P@a7'), ('has', 'P@a6')]),
        ('pawn drop check that is not mate (the king escapes to b8): an ordinary legal drop',
         'k7/8/1G6/8/8/8/8/4K3[P] w - - 0 1',
         [('check', 'P@a7')]),
        ('nifu: no pawn drop on the a-file (own unpromoted pawn a3); drops allowed on the '
         'c-file (only a +P) and the e-file (only an enemy pawn); no pawn drop on the '
         'last rank',
         'k7/8/4p3/2+P5/8/P7/8/7K[PP] w - - 0 1',
         [('not', 'P@a2'), ('not', 'P@a5'), ('has', 'P@c2'), ('has', 'P@c7'),
          ('has', 'P@e2'), ('has', 'P@e7'), ('not', 'P@c8'), ('not', 'P@e8')]),
        ('euroshogi\'s mandatory promotion: every move of a pawn, knight, bishop or rook '
         'that starts or ends in the zone promotes (g7 pawn and b7 knight as if dropped '
         'there); moves outside the zone never do; pawns are not dropped on the last '
         'rank, knights may be dropped anywhere (their sideways step keeps them mobile)',
         '7k/1N4P1/R1B5/4P3/3N1B2/8/8/K7[NP] w - - 0 1',
         [('has', 'e5e6+'), ('not', 'e5e6'), ('has', 'g7g8+'), ('not', 'g7g8'),
          ('has', 'd4e6+'), ('not', 'd4e6'), ('has', 'd4c4'), ('not', 'd4c4+'),
          ('has', 'b7a7+'), ('not', 'b7a7'), ('has', 'b7c7+'), ('not', 'b7c7'),
          ('has', 'f4h6+'), ('not', 'f4h6'), ('has', 'f4g5'), ('not', 'f4g5+'),
          ('has', 'c6d7+'), ('not', 'c6d7'), ('has', 'c6d5+'), ('not', 'c6d5'),
          ('has', 'a6a7+'), ('not', 'a6a7'), ('has', 'a6a2+'), ('not', 'a6a2'),
          ('has', 'a6b6+'), ('not', 'a6b6'),
          ('not', 'P@d8'), ('has', 'P@d7'), ('not', 'P@e7'), ('has', 'N@a8'),
          ('has', 'N@c8'), ('has', 'N@h7')]),
        ('capture of promoted pieces: +r, +b, +n, +p go to the hand unpromoted',
         '7k/8/8/1+n6/3+r2+p1/N4+bP1/4G3/K2R4[] w - - 0 1',
         [('hand', 'd1d4', 'R'), ('hand', 'e2f3', 'B'), ('hand', 'a3b5', 'N'),
          ('hand', 'g3g4', 'P')]),
        ('no legal move without check: the king is boxed in and its pawn is pinned by the '
         'bishop (stalemate; a loss in euroshogi, perft just counts 0)',
         'k7/1p6/NG6/8/4B3/8/8/4K3[] b - - 0 1',
         [('none',)]),
    ],
}


def shogi_board(fen):
    """A shogi FEN's board: (square name -> piece such as 'P', 'p', '+P', '+r',
    number of ranks)."""
    rows = fen.split()[0].split('[')[0].split('/')
    board = {}
    for i, row in enumerate(rows):
        rank = len(rows) - i
        f = 0
        for tok in re.findall(r'\d+|\+?[A-Za-z]', row):
            if tok.isdigit():
                f += int(tok)
            else:
                board['abcdefghijkl'[f] + str(rank)] = tok
                f += 1
    return board, len(rows)


def move_squares(move):
    """The squares of a UCI move: [from, to] for a board move ('b2b4+'),
    [to] for a drop ('P@a4')."""
    return re.findall(r'[a-z]\d+', move.split('@')[-1])


def shogi_move(variant, fen, moves, rng, ply):
    """A move of a random game in a shogi game (moves: the sorted legal moves).

    A promotion ('+' in UCI) when there is one, 60% of the time. Otherwise a
    category drawn by weight among those that have a move: captures 0.30 (half
    of the time a capture of a promoted piece when there is one), checks 0.20,
    drops 0.20, advances 0.05 and 0.25 from ply SHOGI_LATE on (board moves of
    unpromoted pieces that go forward, the farthest first), any move 0.10."""
    board, ranks = shogi_board(fen)
    white = fen.split()[1] == 'w'

    def rel(sq):
        r = int(sq[1:])
        return r if white else ranks + 1 - r

    promotions, captures, drops, advances = [], [], [], []
    for m in moves:
        if m.endswith('+'):
            promotions.append(m)
        if '@' in m:
            drops.append(m)
            continue
        frm, to = move_squares(m)
        if to in board:
            captures.append(m)
        elif not board[frm].startswith('+') and rel(to) > rel(frm) and not m.endswith('+'):
            advances.append(m)
    if promotions and rng.random() < 0.6:
        return rng.choice(promotions)
    cats = [(0.30, captures), (0.20, 'checks'), (0.20, drops),
            (0.25 if ply >= SHOGI_LATE else 0.05, advances), (0.10, moves)]
    cats = [(w, c) for w, c in cats if c]
    r = rng.random() * sum(w for w, _ in cats)
    for w, cat in cats:
        if r < w:
            break
        r -= w
    if cat == 'checks':
        order = list(moves)
        rng.shuffle(order)
        for m in order:
            if sf.gives_check(variant, fen, [m]):
                return m
        return order[0]
    if cat is captures:
        promoted = [m for m in captures if board[move_squares(m)[1]].startswith('+')]
        if promoted and rng.random() < 0.5:
            return rng.choice(promoted)
    if cat is advances:
        far = max(rel(move_squares(m)[1]) for m in advances)
        cat = [m for m in advances if rel(move_squares(m)[1]) == far]
    return rng.choice(cat)


def shogi_positions(name, variant, start):
    """Positions of random games of a shogi game (moves by shogi_move), taken
    after SHOGI_PLIES plies; a game that ends (no legal move: mate or stalemate)
    gives its final position (once). SHOGI_RANDOM positions."""
    rng = random.Random(zlib.crc32(name.encode()))
    out = []
    games = 0
    while len(out) < SHOGI_RANDOM and games < 20:
        games += 1
        fen = start
        for ply in range(1, max(SHOGI_PLIES) + 1):
            moves = sorted(sf.legal_moves(variant, fen, []))
            if not moves:
                if fen not in out:
                    out.append(fen)
                break
            move = shogi_move(variant, fen, moves, rng, ply)
            # Dobutsu's games end at the first capture of a lion, which shogi_move favours:
            # a move that ends the game is drawn again (up to five times).
            for _ in range(5 if name in KEEP_PLAYING else 0):
                if sf.legal_moves(variant, sf.get_fen(variant, fen, [move]), []):
                    break
                move = shogi_move(variant, fen, moves, rng, ply)
            fen = sf.get_fen(variant, fen, [move])
            if ply in SHOGI_PLIES:
                out.append(fen)
    return out[:SHOGI_RANDOM]


def has_promoted(fen):
    """Whether a shogi FEN has a promoted piece ('+') on the board."""
    return '+' in fen.split()[0].split('[')[0]


def board_files(variant):
    """The number of files of a shogi game's board."""
    row = sf.get_fen(variant, sf.start_fen(variant), []).split('/')[0]
    return sum(int(t) if t.isdigit() else 1 for t in re.findall(r'\d+|\+?[A-Za-z]', row))


def rotate_square(sq, files, ranks):
    """A square's name after a rotation of the board by 180 degrees."""
    f = 'abcdefghijkl'.index(sq[0])
    return 'abcdefghijkl'[files - 1 - f] + str(ranks + 1 - int(sq[1:]))


def rotate(variant, fen, checks):
    """A hand-made position rotated by 180 degrees with the colours swapped (the
    same position for the other side), and its checks rotated alike."""
    board, ranks = shogi_board(fen)
    files = board_files(variant)
    rows = []
    for r in range(ranks, 0, -1):
        row, empty = '', 0
        for f in range(files):
            src = rotate_square('abcdefghijkl'[f] + str(r), files, ranks)
            piece = board.get(src)
            if piece is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += piece.swapcase()
        rows.append(row + (str(empty) if empty else ''))
    fields = fen.split()
    turn = 'b' if fields[1] == 'w' else 'w'
    if '[' in fields[0]:
        hand = fields[0][fields[0].index('[') + 1:fields[0].index(']')]
        out = '%s[%s] %s %s' % ('/'.join(rows), hand.swapcase(), turn, ' '.join(fields[2:]))
    else:  # a shogi without hands (Sho shogi)
        out = '%s %s %s' % ('/'.join(rows), turn, ' '.join(fields[2:]))
    out = sf.get_fen(variant, out, [])  # pyffish's order of the hands

    def rot(m):
        if '@' in m:
            return m.split('@')[0] + '@' + rotate_square(m.split('@')[1], files, ranks)
        sqs = move_squares(m)
        turn = m[-1] if m[-1] in '+-' else ''  # a promotion, or a piece turning back
        return ''.join(rotate_square(s, files, ranks) for s in sqs) + turn

    rotated = []
    for c in checks:
        if c[0] == 'hand':
            rotated.append(('hand', rot(c[1]), c[2].swapcase()))
        elif len(c) > 1:
            rotated.append((c[0], rot(c[1])))
        else:
            rotated.append(c)
    return out, rotated


def in_check(variant, fen):
    """Whether the side to move is in check: with the turn passed, the other side
    has a move onto its king (Fairy-Stockfish lists king captures then)."""
    board, _ = shogi_board(fen)
    fields = fen.split()
    king = 'K' if fields[1] == 'w' else 'k'
    kings = [s for s, p in board.items() if p == king]
    if not kings:
        return False  # Dobutsu's lion is not a king: no check
    ksq = kings[0]
    passed = ' '.join([fields[0], 'b' if fields[1] == 'w' else 'w'] + fields[2:])
    return any(move_squares(m)[-1] == ksq for m in sf.legal_moves(variant, passed, []))


def verify_handmade(variant, fen, checks):
    """Asserts a hand-made position's checks (see HANDMADE); raises on a failure."""
    def fail(what):
        raise SystemExit('hand-made %s position %s: %s' % (variant, fen, what))

    if sf.validate_fen(fen, variant) != sf.FEN_OK:
        fail('invalid FEN (%d)' % sf.validate_fen(fen, variant))
    if sf.get_fen(variant, fen, []) != fen:
        fail('not written as get_fen writes it: %s' % sf.get_fen(variant, fen, []))
    if variant in SHOGI_EXAMPLES and in_check(variant, fen):
        fail('the side to move is in check')
    moves = set(sf.legal_moves(variant, fen, []))
    for c in checks:
        kind = c[0]
        if kind == 'none':
            if moves:
                fail('has moves')
            continue
        m = c[1]
        if kind == 'not':
            if m in moves:
                fail('%s is legal' % m)
            continue
        if m not in moves:
            fail('%s is not legal' % m)
        if kind in ('mate', 'check'):
            if not sf.gives_check(variant, fen, [m]):
                fail('%s gives no check' % m)
            replies = sf.legal_moves(variant, fen, [m])
            if (kind == 'mate') != (not replies):
                fail('%s: %d replies' % (m, len(replies)))
        elif kind == 'hand':
            placement = sf.get_fen(variant, fen, [m]).split()[0]
            if placement[placement.index('['):] != '[%s]' % c[2]:
                fail('after %s the hands read %s' % (m, placement[placement.index('['):]))


def handmade_positions(name, variant):
    """The hand-made positions of an example (and, for the shogi games, their
    rotations), verified: [(comment, FEN)]."""
    out = []
    for what, fen, checks in HANDMADE.get(name, []):
        verify_handmade(variant, fen, checks)
        out.append((what, fen))
        if name not in SHOGI_EXAMPLES:
            continue
        rfen, rchecks = rotate(variant, fen, checks)
        verify_handmade(variant, rfen, rchecks)
        out.append(('the same, rotated 180 degrees with the colours swapped', rfen))
    return out


def has_hand(fen, ranks=8):
    """Whether a FEN's hands hold a piece ('[...]', or a row after the board's `ranks`)."""
    placement = fen.split()[0]
    if '[' in placement:
        return placement.index(']') > placement.index('[') + 1
    rows = placement.split('/')
    return len(rows) > ranks and rows[ranks] != ''


def blocks_of(path):
    """The lines of an existing file by example name (a '# NAME: ...' comment goes with
    the position after it), the three header lines left out."""
    blocks = {}
    with open(path) as f:
        for text in f.read().splitlines()[3:]:
            name = text[2:].split(':')[0] if text.startswith('# ') else text.split(' | ')[0]
            blocks.setdefault(name, []).append(text)
    return blocks


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--max-nodes', type=int, default=300000)
    ap.add_argument('--max-depth', type=int, default=4)
    ap.add_argument('--check', action='store_true', help='recompute every count and compare')
    ap.add_argument('--only', action='append', metavar='EXAMPLE',
                    help='write only these examples\' lines, keeping the others as the file has them')
    args = ap.parse_args()
    if args.check:
        return check_file(EPD, lambda name: EXAMPLES[name][0])
    kept = blocks_of(EPD) if args.only else {}
    out = [
        '# Perft counts of the example variants, from Fairy-Stockfish (pyffish %s)' % '.'.join(map(str, sf.version())),
        '# by scripts/reference/gen_examples_suite.py; do not edit by hand.',
        '# EXAMPLE | FEN ;D1 N1 ;D2 N2 ...',
    ]
    for name, (variant, suite) in EXAMPLES.items():
        if args.only and name not in args.only:
            out.extend(kept.get(name, []))
            continue
        t0 = time.time()
        start = sf.start_fen(variant)
        summary = ''
        handmade = []
        if name in SHOGI_EXAMPLES:
            start = sf.get_fen(variant, start, [])  # '[-] w 0 1' -> '[] w - - 0 1'
            games = shogi_positions(name, variant, start)
            handmade = handmade_positions(name, variant)
            summary = ' (random: %d with promoted pieces, %d with a piece in hand; %d hand-made)' \
                % (sum(1 for f in games if has_promoted(f)), sum(1 for f in games if has_hand(f, shogi_board(start)[1])),
                   len(handmade))
        elif name in HAND_EXAMPLES:
            played = hand_positions(name, variant, start)
            summary = ' (random: %d with promoted pieces, %d with a piece in hand)' % (
                sum(1 for _, n in played if n), sum(1 for f, _ in played if has_hand(f)))
            games = [f for f, _ in played]
            handmade = handmade_positions(name, variant)
        else:
            games = random_positions(name, variant, start)
            handmade = handmade_positions(name, variant)
        fens = suite + [start] + games
        for fen in fens:
            out.append(line(name, fen, counts(variant, fen, args.max_nodes, args.max_depth)))
        for what, fen in handmade:
            out.append('# %s: %s' % (name, what))
            out.append(line(name, fen, counts(variant, fen, args.max_nodes, args.max_depth)))
        fens += [f for _, f in handmade]
        print('%-16s %d positions%s, %.1fs' % (name, len(fens), summary, time.time() - t0),
              file=sys.stderr)
    with open(EPD, 'w') as f:
        f.write('\n'.join(out) + '\n')
    return 0


if __name__ == '__main__':
    sys.exit(main())
